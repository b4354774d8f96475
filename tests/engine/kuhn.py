"""Kuhn poker, the smallest game with chance, hidden cards and a showdown.

A test fixture for the engine contract (not a Kleos product game): it exercises
chance nodes, hidden information, determinization and JSON round trips.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from kleos.engine import CHANCE, TERMINAL, Action, ActionKind, Game, Result, Rng, State

CARDS = ("J", "Q", "K")


class KuhnState(State):
    def __init__(self, game: Game, seed: int) -> None:
        super().__init__(game, seed)
        self.cards: list[str | None] = [None, None]
        self.bets: list[str] = []

    def _current_player(self) -> int:
        if None in self.cards:
            return CHANCE
        if self._finished():
            return TERMINAL
        return len(self.bets) % 2

    def _finished(self) -> bool:
        b = self.bets
        return b in (["pass", "pass"], ["bet", "bet"], ["bet", "pass"], ["pass", "bet", "pass"],
                     ["pass", "bet", "bet"])

    def _legal_actions(self) -> list[Action]:
        return [self.game.actions.get("pass"), self.game.actions.get("bet")]

    def _chance_weights(self) -> list[tuple[Action, int]]:
        return [(self.game.actions.get("deal", c), 1) for c in CARDS if c not in self.cards]

    def _apply(self, action: Action) -> None:
        if action.kind == "deal":
            seat = self.cards.index(None)
            self.cards[seat] = str(action["card"])
            self.hide_step([seat])
            self.note(f"{self.seat_name(seat)} is dealt {action['card']}", seats=[seat],
                      public=f"{self.seat_name(seat)} is dealt a card")
        else:
            self.bets.append(action.kind)
            verb = "passes" if action.kind == "pass" else "bets"
            self.note(f"{self.seat_name((len(self.bets) - 1) % 2)} {verb}")
            if self._finished() and not (self.bets[-1] == "pass" and "bet" in self.bets):
                self.mark_reveal()  # a showdown shows both cards

    def _why_illegal(self, action: Action) -> str | None:
        return f"Kuhn 1: {action} is a dealing outcome, not a decision"

    def _payoff(self) -> int:
        """What the first seat wins: 1 for a fold or an unchallenged showdown, 2 for a called bet."""
        if self.bets[-1] == "pass" and "bet" in self.bets:  # a fold
            folder = (len(self.bets) - 1) % 2
            return 1 if folder == 1 else -1
        stake = 2 if "bet" in self.bets else 1
        winner0 = CARDS.index(self.cards[0]) > CARDS.index(self.cards[1])  # type: ignore[arg-type]
        return stake if winner0 else -stake

    def _returns(self) -> list[float]:
        p = self._payoff()
        return [float(p), float(-p)]

    def _result(self) -> Result:
        p = self._payoff()
        w = 0 if p > 0 else 1
        return Result((w,), "win", f"{self.seat_name(w)} wins {abs(p)}", "Kuhn 2")

    def _view(self, seat: int | None) -> dict[str, Any]:
        showdown = self.is_terminal() and not (self.bets[-1] == "pass" and "bet" in self.bets)
        return {
            "cards": [c if (showdown or seat == i) else ("?" if c else None) for i, c in enumerate(self.cards)],
            "bets": list(self.bets),
        }

    def observation_tensor(self, seat: int) -> list[float]:
        """Seat one-hot, own card one-hot, then the bets so far (pass, bet) per round."""
        view = self.view(seat)["board"]
        out = [0.0] * 11
        out[seat] = 1.0
        card = view["cards"][seat]
        if card in CARDS:
            out[2 + CARDS.index(card)] = 1.0
        for i, bet in enumerate(view["bets"]):
            out[5 + 2 * i + (bet == "bet")] = 1.0
        return out

    def _copy_into(self, new: State) -> None:
        new.cards = self.cards.copy()  # type: ignore[attr-defined]
        new.bets = self.bets.copy()  # type: ignore[attr-defined]

    def _data_to_json(self) -> dict[str, Any]:
        return {"cards": self.cards, "bets": self.bets}

    def _data_from_json(self, data: dict[str, Any]) -> None:
        self.cards = list(data["cards"])
        self.bets = list(data["bets"])

    def _redeal(self, seat: int, rng: Rng) -> None:
        other = 1 - seat
        if self.cards[other] is None or self._view(seat)["cards"][other] != "?":
            return  # not dealt yet, or shown at the showdown
        choices = [c for c in CARDS if c != self.cards[seat]]
        self.cards[other] = choices[rng.randrange(len(choices))]


class Kuhn(Game):
    name = "kuhn"
    title = "Kuhn"
    seat_names = ("First", "Second")
    hidden_information = True
    observation_shape = (11,)
    min_utility = -2.0
    max_utility = 2.0
    state_class = KuhnState

    def action_kinds(self) -> list[ActionKind]:
        return [ActionKind("pass"), ActionKind("bet"), ActionKind("deal", (("card", CARDS),))]

    @property
    def max_length(self) -> int:
        return 5


class OptionKuhn(Kuhn):
    """Kuhn with options, to test option validation (the options change nothing in play)."""

    name = "optionkuhn"
    title = "Option Kuhn"
    rule_prefix = "Kuhn"

    class Options(BaseModel):
        model_config = ConfigDict(extra="forbid", frozen=True)
        rounds: int = Field(1, ge=1, le=3, description="How many hands.")
        deck: Literal["short", "long"] = Field("short", description="Which deck.")
