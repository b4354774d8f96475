"""A tiny perfect-information test game for the bots: Nim with a dealt pile.

Chance first deals a pile of 5, 6 or 7 stones; then the seats take 1 to 3 stones in
turn and whoever takes the last stone wins. The seat to move wins by leaving a multiple
of four: a forced win a search must find.
"""

from __future__ import annotations

from typing import Any

from kleos.engine import CHANCE, TERMINAL, Action, ActionKind, Game, Result, State

PILES = (5, 6, 7)


class NimState(State):
    def __init__(self, game: Game, seed: int) -> None:
        super().__init__(game, seed)
        self.pile: int | None = None
        self.turn = 0

    def _current_player(self) -> int:
        if self.pile is None:
            return CHANCE
        if self.pile == 0:
            return TERMINAL
        return self.turn

    def _legal_actions(self) -> list[Action]:
        return [self.game.actions.get("take", n) for n in (1, 2, 3) if n <= self.pile]

    def _chance_weights(self) -> list[tuple[Action, int]]:
        return [(self.game.actions.get("pile", n), 1) for n in PILES]

    def _apply(self, action: Action) -> None:
        if action.kind == "pile":
            self.pile = int(action["stones"])
        else:
            self.pile -= int(action["stones"])
            self.turn = 1 - self.turn

    def _why_illegal(self, action: Action) -> str | None:
        return f"Nim 1: {action} takes more stones than the pile holds or is not a decision"

    def _winner(self) -> int:
        return 1 - self.turn  # the seat that took the last stone

    def _returns(self) -> list[float]:
        w = self._winner()
        return [1.0 if s == w else -1.0 for s in range(2)]

    def _result(self) -> Result:
        w = self._winner()
        return Result((w,), "win", f"{self.seat_name(w)} takes the last stone", "Nim 1")

    def _view(self, seat: int | None) -> dict[str, Any]:
        return {"pile": self.pile, "turn": self.turn}

    def _copy_into(self, new: State) -> None:
        new.pile = self.pile  # type: ignore[attr-defined]
        new.turn = self.turn  # type: ignore[attr-defined]

    def _data_to_json(self) -> dict[str, Any]:
        return {"pile": self.pile, "turn": self.turn}

    def _data_from_json(self, data: dict[str, Any]) -> None:
        self.pile = data["pile"]
        self.turn = data["turn"]


class Nim(Game):
    name = "nim"
    title = "Nim"
    seat_names = ("First", "Second")
    state_class = NimState

    def action_kinds(self) -> list[ActionKind]:
        return [ActionKind("take", (("stones", (1, 2, 3)),)), ActionKind("pile", (("stones", PILES),))]

    @property
    def max_length(self) -> int:
        return 8
