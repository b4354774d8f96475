"""Goofspiel for 2 to 6 players: the smallest game with more than two seats and secret simultaneous choices.

A test fixture for the engine contract (not a Kleos product game), as Kuhn is for two seats: it exercises
N seats, secret commitments taken as sequential hidden decisions, the reveal, and determinization of the
commitments a seat has not seen. Its rules, as its refusals and log lines cite them:

- **Goofspiel 1** (set-up, prizes): every player holds the cards 1..``cards``; the prize deck holds the same
  cards. Each round starts by drawing a prize among those left (a chance node: the deck is never shuffled in
  advance).
- **Goofspiel 2** (bids): each seat in turn, in seat order, commits one card of its hand face down. A bid is a
  secret decision (``_secret_decision``): nobody else knows it until the reveal; everyone knows who has bid.
- **Goofspiel 3** (the reveal): a chance node with one outcome, ``reveal``, shows all bids together. The highest
  bid made by one seat alone takes the prize (its value in points): with bids 4, 4, 3 the 3 wins. When no bid
  is unique, the prize is discarded. Bid cards are spent either way.
- **Goofspiel 4** (the end): after ``cards`` rounds, seats are ranked by points. Each seat's return is the share
  of the other seats it beat minus the share that beat it, ``(beaten - beaten_by) / (players - 1)``: rank-based,
  zero-sum, in ``[-1, 1]`` (what the arena ranks by, and OpenSpiel's ``ZERO_SUM``). The winners are the seats
  with the most points; when all have the same, the game is a draw.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from kleos.engine import CHANCE, TERMINAL, Action, ActionKind, Game, Result, Rng, State
from kleos.i18n import N_, Message, translator

_, ngettext = translator("goofspiel")

SEATS = (N_("First"), N_("Second"), N_("Third"), N_("Fourth"), N_("Fifth"), N_("Sixth"))


class GoofspielState(State):
    game: Goofspiel

    def __init__(self, game: Game, seed: int) -> None:
        super().__init__(game, seed)
        n, cards = game.num_players, game.options.cards  # type: ignore[attr-defined]
        self.prizes: list[int] = list(range(1, cards + 1))  # prizes not drawn yet
        self.prize: int | None = None  # this round's prize, once drawn
        self.hands: list[list[int]] = [list(range(1, cards + 1)) for _seat in range(n)]  # minus cards bid
        self.bids: list[int | None] = [None] * n  # this round's bids, until the reveal
        self.points: list[int] = [0] * n
        self.rounds: list[tuple[int, tuple[int, ...], int | None]] = []  # (prize, bids, taker) once revealed

    # ------------------------------------------------------------------ flow
    def _current_player(self) -> int:
        if len(self.rounds) == self.game.options.cards:  # type: ignore[attr-defined]
            return TERMINAL
        if self.prize is None or None not in self.bids:
            return CHANCE  # a prize to draw, or the bids to reveal
        return self.bids.index(None)

    def _secret_decision(self) -> bool:
        return True  # every decision of this game is a bid (Goofspiel 2)

    def _legal_actions(self) -> list[Action]:
        seat = self._current_player()
        return [self.game.actions.get("bid", c) for c in self.hands[seat]]

    def _chance_weights(self) -> list[tuple[Action, int]]:
        if self.prize is None:
            return [(self.game.actions.get("prize", c), 1) for c in self.prizes]
        return [(self.game.actions.get("reveal"), 1)]

    def _apply(self, action: Action) -> None:
        if action.kind == "prize":
            self.prize = int(action["card"])
            self.prizes.remove(self.prize)
            self.note(_("Goofspiel 1: the prize is the {card}", card=self.prize), rule="1")
        elif action.kind == "bid":
            seat = self.bids.index(None)
            card = int(action["card"])
            self.hands[seat].remove(card)
            self.bids[seat] = card
            self.note(_("Goofspiel 2: {seat} bids the {card}", seat=self.seat_label(seat), card=card), rule="2",
                      public=_("Goofspiel 2: {seat} bids a card face down", seat=self.seat_label(seat)))
        else:
            self._reveal()

    def _reveal(self) -> None:
        """Goofspiel 3: every bid shown at once; the highest bid nobody else made takes the prize."""
        self.mark_reveal()
        bids = tuple(b for b in self.bids if b is not None)
        prize = self.prize
        assert prize is not None and len(bids) == len(self.bids)
        unique = [b for b in bids if bids.count(b) == 1]
        taker = bids.index(max(unique)) if unique else None
        self.rounds.append((prize, bids, taker))
        shown = [_("{seat}: {card}", seat=self.seat_label(s), card=b) for s, b in enumerate(bids)]
        self.note(_("Goofspiel 3: the bids are {bids}", bids=shown), rule="3")
        if taker is None:
            self.note(_("Goofspiel 3: no bid is unique; the prize {card} is discarded", card=prize), rule="3")
        else:
            self.points[taker] += prize
            self.note(_("Goofspiel 3: {seat} takes the prize {card}", seat=self.seat_label(taker), card=prize),
                      rule="3")
        self.prize = None
        self.bids = [None] * len(self.bids)

    def _why_illegal(self, action: Action) -> Message:
        if action.kind != "bid":
            return _("Goofspiel 1: prizes are drawn and bids revealed by the rules, not chosen")
        seat = self._current_player()
        return _("Goofspiel 2: {seat} has already played the {card}", seat=self.seat_label(seat),
                 card=int(action["card"]))

    # ------------------------------------------------------------------ the end
    def _returns(self) -> list[float]:
        n = len(self.points)
        return [sum((p > q) - (p < q) for q in self.points) / (n - 1) for p in self.points]

    def _result(self) -> Result:
        top = max(self.points)
        winners = tuple(s for s, p in enumerate(self.points) if p == top)
        if len(winners) == len(self.points):
            return Result((), "draw", _("Goofspiel 4: every seat has {points} points: a draw", points=top), "4")
        names = [self.seat_label(s) for s in winners]
        if len(winners) == 1:
            text = _("Goofspiel 4: {seat} wins with {points} points", seat=names[0], points=top)
            return Result(winners, "win", text, "4")
        return Result(winners, "shared win", _("Goofspiel 4: {seats} share the win with {points} points",
                                               seats=names, points=top), "4")

    # ------------------------------------------------------------------ views
    def _view(self, seat: int | None) -> dict[str, Any]:
        return {
            "cards": self.game.options.cards,  # type: ignore[attr-defined]
            "prize": self.prize,
            "prizes_left": sorted(self.prizes),
            "points": list(self.points),
            "hands": [self._unshown(s) for s in range(len(self.hands))],
            "committed": [b is not None for b in self.bids],
            "bid": None if seat is None else self.bids[seat],  # only one's own
            "rounds": [{"prize": p, "bids": list(b), "taker": t} for p, b, t in self.rounds],
        }

    def _unshown(self, seat: int) -> list[int]:
        """The seat's cards not shown yet: its hand with this round's bid still in it, as the others know it."""
        bid = self.bids[seat]
        return self.hands[seat].copy() if bid is None else sorted([*self.hands[seat], bid])

    def observation_tensor(self, seat: int) -> list[float]:
        """Seat one-hot; prize one-hot; prizes left; own hand; own bid one-hot; each seat's unshown cards,
        whether it has bid, and its points (over the deck's total)."""
        n, c = len(self.points), self.game.options.cards  # type: ignore[attr-defined]
        board = self._view(seat)
        out = [0.0] * self.game.observation_shape[0]

        def mark(offset: int, card: int | None) -> None:
            if card is not None:
                out[offset + card - 1] = 1.0

        out[seat] = 1.0
        mark(n, board["prize"])
        for card in board["prizes_left"]:
            mark(n + c, card)
        for card in self.hands[seat]:
            mark(n + 2 * c, card)
        mark(n + 3 * c, board["bid"])
        base = n + 4 * c
        total = c * (c + 1) / 2
        for s in range(n):
            for card in board["hands"][s]:
                mark(base + s * c, card)
            out[base + n * c + s] = float(board["committed"][s])
            out[base + n * c + n + s] = board["points"][s] / total
        return out

    # ------------------------------------------------------------------ copies, saves, determinization
    def _copy_into(self, new: State) -> None:
        assert isinstance(new, GoofspielState)
        new.prizes = self.prizes.copy()
        new.prize = self.prize
        new.hands = [h.copy() for h in self.hands]
        new.bids = self.bids.copy()
        new.points = self.points.copy()
        new.rounds = self.rounds.copy()  # tuples: shared

    def _data_to_json(self) -> dict[str, Any]:
        return {"prizes": self.prizes, "prize": self.prize, "hands": self.hands, "bids": self.bids,
                "points": self.points, "rounds": [[p, list(b), t] for p, b, t in self.rounds]}

    def _data_from_json(self, data: dict[str, Any]) -> None:
        self.prizes = [int(c) for c in data["prizes"]]
        self.prize = None if data["prize"] is None else int(data["prize"])
        self.hands = [[int(c) for c in h] for h in data["hands"]]
        self.bids = [None if b is None else int(b) for b in data["bids"]]
        self.points = [int(p) for p in data["points"]]
        self.rounds = [(int(p), tuple(int(x) for x in b), None if t is None else int(t)) for p, b, t in data["rounds"]]
        if len(self.hands) != self.game.num_players or len(self.bids) != len(self.hands):
            raise ValueError("one hand and one bid per seat")

    def _redeal(self, seat: int, rng: Rng) -> None:
        """Each other seat's unrevealed bid becomes any card of those it had not shown (its hand is public:
        the cards 1..n less the bids revealed)."""
        for other, bid in enumerate(self.bids):
            if other == seat or bid is None:
                continue
            unshown = self._unshown(other)
            card = unshown[rng.randrange(len(unshown))]
            unshown.remove(card)
            self.hands[other] = unshown
            self.bids[other] = card


class GoofspielOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    players: int = Field(3, ge=2, le=6, description=N_("How many players."))
    cards: int = Field(4, ge=2, le=13, description=N_("Cards in each hand and in the prize deck."))


class Goofspiel(Game):
    name = "goofspiel"
    title = N_("Goofspiel")
    seat_names = SEATS
    min_players = 2
    max_players = 6
    hidden_information = True
    zero_sum = True
    min_utility = -1.0
    max_utility = 1.0
    Options = GoofspielOptions
    state_class = GoofspielState

    def action_kinds(self) -> list[ActionKind]:
        cards = tuple(range(1, self.options.cards + 1))  # type: ignore[attr-defined]
        return [ActionKind("bid", (("card", cards),)), ActionKind("prize", (("card", cards),)),
                ActionKind("reveal")]

    @property
    def max_length(self) -> int:
        return self.options.cards * (self.num_players + 2)  # type: ignore[attr-defined]

    @property  # type: ignore[override]
    def observation_shape(self) -> tuple[int, ...]:  # depends on the options: one instance per option set
        n, c = self.num_players, self.options.cards  # type: ignore[attr-defined]
        return (n + 4 * c + n * c + 2 * n,)
