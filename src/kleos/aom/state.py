"""Age of Mythology: the game state and its flow (rulebook VI set-up, VII the turn).

``stage`` names what is awaited; the rules of each stage are in ``setup`` (VI), ``turn`` (VII), ``actions``
(VIII, the non-battle actions), ``attack`` (VIII Attack, IX through ``battle``) and ``end`` (X). Every random
draw is a chance node over what remains: a culture cube from the cup, the first player, a production tile
from the face-down pool, a random action card from a culture's draw pile; nothing is ever shuffled in
advance. Hidden information: each seat's random cards in hand (the others see how many), and the units a
side commits to a battle until both are revealed (IX).
"""

from __future__ import annotations

from collections.abc import Collection, Hashable, Sequence
from typing import Any

from kleos.engine import CHANCE, TERMINAL, Action, Result, Rng, State
from kleos.i18n import Message, Text, text_json, translator

_, ngettext = translator("aom")

#: stages decided by chance
CHANCE_STAGES = frozenset({"culture_out", "culture", "first", "draft_reveal", "hands_chosen", "deal", "explore_reveal"})
#: the game's mutable fields and how a copy copies them: "v" shared (immutable), "l" list, "ll" list of lists,
#: "ld" list of dicts, "c" dict of counts (immutable values), "d" dict holding lists and dicts, "deck" the decks,
#: "b" the battle
FIELDS: dict[str, str] = {
    "stage": "v", "turn": "v", "cultures": "l", "cup": "l", "first": "v", "bank": "c", "vp_bank": "v",
    "vp_cards": "c", "res": "ld", "vp": "l", "age": "l", "units": "ld", "villagers": "l", "tiles": "ld",
    "workers": "ld", "dwarves": "ld", "buildings": "ld", "hands": "ll", "played": "ll", "decks": "deck",
    "pool": "c", "revealed": "l", "queue": "l", "round": "v", "pos": "v", "extra": "l", "ctx": "d",
    "final": "v", "end": "v", "last_battle": "v", "battle": "b", "draws": "v", "dealt": "ll", "picks": "ll",
    "draws_due": "l",
}

#: The board view's entries ``board_view_key`` keys (what the bots' evaluation reads: ``heuristics/aom.py``'s
#: ``VIEW_KEYS``), from the fields ``view.board`` builds them of.
KEYED_ENTRIES = frozenset({"players", "victory_cards", "victory_bank", "battle", "final_turn"})

#: The fields by how a copy takes them (``_copy_into``: a search copies states thousands of times a second).
_BY_KIND: dict[str, tuple[str, ...]] = {kind: tuple(name for name, how in FIELDS.items() if how == kind)
                                        for kind in ("v", "l", "ll", "ld", "c", "d", "deck", "b")}
assert sum(map(len, _BY_KIND.values())) == len(FIELDS)


class AomState(State):
    """One position of Age of Mythology: The Boardgame."""

    def __init__(self, game: Any, seed: int) -> None:
        super().__init__(game, seed)
        s = game.static
        n = game.num_players
        self.stage = "culture"
        self.turn = 0
        self.cultures: list[str | None] = [None] * n
        self.cup: list[str] = []  # VI: culture cubes left in the cup
        self.first = -1  # the starting player
        self.bank: dict[str, int] = {r: s.bank[n] for r in ("food", "wood", "gold", "favor")}
        self.vp_bank = s.vp_cubes
        self.vp_cards: dict[str, int] = {c: 0 for c in ("largest_army", "most_buildings", "last_battle", "wonder")}
        self.res: list[dict[str, int]] = [{r: 0 for r in self.bank} for _seat in range(n)]
        self.vp = [0] * n
        self.age = [0] * n
        self.units: list[dict[str, int]] = [{} for _seat in range(n)]  # non-villager figures on the board
        self.villagers = [0] * n  # villagers in the holding area
        self.tiles: list[dict[str, int]] = [{} for _seat in range(n)]  # tile kind -> tiles on the board
        self.workers: list[dict[str, int]] = [{} for _seat in range(n)]  # tile kind -> villagers on such tiles
        self.dwarves: list[dict[str, int]] = [{} for _seat in range(n)]  # tile kind -> Dwarves on such tiles
        self.buildings: list[dict[str, int]] = [{} for _seat in range(n)]
        self.hands: list[list[str]] = [[] for _seat in range(n)]
        self.played: list[list[str]] = [[] for _seat in range(n)]  # cards played or discarded this turn (VII)
        self.dealt: list[list[str]] = [[] for _seat in range(n)]  # random cards in hand nobody else has seen
        #: culture -> [draw pile as card -> count, face-up cards under it] (VII; shared by a culture, VI NOTE)
        self.decks: dict[str, list[Any]] = {}
        self.pool: dict[str, int] = dict(s.tile_counts)  # face-down production tiles
        self.revealed: list[str] = []  # tiles face up (VI draft, VIII Explore)
        self.queue: list[int] = []  # seats still to decide in the current step, in order
        self.round = 0  # 1..3 the round of card play (VII), 4 the Thoth/Odin plays
        self.pos = 0  # index in the turn order of the seat to play
        self.extra: list[int] = []  # seats with an extra card to play (Thoth, Odin)
        self.ctx: dict[str, Any] = {}  # the card being played: its player, action, value and progress
        self.final = False  # X: the last victory cube has been taken this turn
        self.end: tuple[Any, ...] | None = None
        self.last_battle: dict[str, Any] | None = None
        self.battle: Any = None
        self.draws = 0  # random cards still to draw for queue[0] (VII)
        #: VII, while the hands are chosen: each seat's permanent cards chosen (secret) and random cards to draw
        self.picks: list[list[str]] = [[] for _seat in range(n)]
        self.draws_due = [0] * n
        from kleos.aom import setup

        setup.begin(self)

    # ------------------------------------------------------------------ helpers
    @property
    def static(self) -> Any:
        return self.game.static

    @property
    def n(self) -> int:
        return self.game.num_players

    def order(self) -> list[int]:
        """The turn order: the starting player, then clockwise (to the left: seat + 1) (VII)."""
        return [(self.first + i) % self.n for i in range(self.n)]

    def left_of(self, seat: int) -> int:
        return (seat + 1) % self.n

    def seat_label(self, seat: int) -> Message:
        return self.game.seat_label(seat)

    def over(self) -> bool:
        return self.stage == "end"

    def finish(self, winners: tuple[int, ...], kind: str, text: Message, rule: str) -> None:
        self.end = (tuple(winners), kind, text, rule)
        self.stage = "end"
        self.queue = []
        self.battle = None
        if self.logging:
            self.note(text, rule=rule)

    def actor(self) -> int:
        """The seat playing the card in progress."""
        return int(self.ctx["player"])

    # ------------------------------------------------------------------ contract
    def _current_player(self) -> int:
        if self.stage == "end":
            return TERMINAL
        if self.stage in CHANCE_STAGES:
            return CHANCE
        if self.stage == "battle":
            seat = self.battle.to_move()
            return CHANCE if seat is None else int(seat)
        from kleos.aom import legal

        return legal.decider(self)

    def _secret_decision(self) -> bool:
        if self.stage == "battle":
            return bool(self.battle.is_secret())
        return self.stage == "hand"  # VII: each seat chooses its hand in secret

    def _legal_actions(self) -> Sequence[Action]:
        from kleos.aom import legal

        return legal.legal_actions(self)

    def _chance_weights(self) -> Sequence[tuple[Action, int]]:
        from kleos.aom import legal

        return legal.chance_weights(self)

    def _apply(self, action: Action) -> None:
        from kleos.aom import apply

        apply.apply(self, action)

    def _why_illegal(self, action: Action) -> Text | None:
        from kleos.aom import legal

        return legal.why_illegal(self, action)

    def _invariants(self, before: State | None) -> list[str]:
        from kleos.aom import invariants

        return invariants.check(self, before if isinstance(before, AomState) else None)

    def _returns(self) -> list[float]:
        """Rank-based and zero-sum (X): each seat scores the share of the others it beat minus the share that
        beat it; the winners tie among themselves."""
        assert self.end is not None
        winners = self.end[0]
        n = self.n
        out = []
        for p in range(n):
            won = p in winners
            beaten = sum(1 for q in range(n) if q != p and won and q not in winners)
            lost = sum(1 for q in range(n) if q != p and not won and q in winners)
            out.append((beaten - lost) / (n - 1))
        return out

    def _result(self) -> Result | None:
        if self.end is None:
            return None
        winners, kind, text, rule = self.end
        return Result(tuple(winners), kind, text, rule)

    def describe(self, action: Action) -> Text:
        from kleos.aom import labels

        return labels.describe(self, action)

    def _view(self, seat: int | None) -> dict[str, Any]:
        from kleos.aom import view

        return view.board(self, seat)

    def _partial_view(self, seat: int | None, keys: Collection[str]) -> dict[str, Any]:
        from kleos.aom import view

        return view.board(self, seat, keys)

    def board_view_key(self, seat: int | None, keys: Collection[str] | None) -> Hashable | None:
        """For the entries the evaluation reads (``KEYED_ENTRIES``, outside a battle): what they show ``seat``, so that
        a search finds a position again when only the stage, the cards played or the bank's cubes changed; the
        others' hands by their size alone, as the view has them. None for any other entry, in a battle (its view
        depends on the phase and the sides' secrets) and at the end."""
        if keys is None or self.end is not None or self.battle is not None or not KEYED_ENTRIES.issuperset(keys):
            return None
        out: list[Any] = [seat, self.final, self.vp_bank, len(self.vp_cards), *self.vp_cards.items()]
        add, extend = out.append, out.extend
        for p in range(self.n):
            extend((self.cultures[p], self.age[p], self.vp[p], self.villagers[p], len(self.hands[p])))
            for counts in (self.res, self.units, self.tiles, self.workers, self.dwarves, self.buildings):
                d = counts[p]
                add(len(d))
                extend(d.items())
        if seat is not None and 0 <= seat < self.n:
            for own in (self.hands, self.picks):
                add(len(own[seat]))
                extend(own[seat])
            add(self.draws_due[seat])
        return tuple(out)

    def observation_tensor(self, seat: int) -> list[float]:
        from kleos.aom import observation

        return observation.tensor(self, seat)

    # ------------------------------------------------------------------ copies, saves, determinization
    def __getstate__(self) -> dict[str, Any]:
        """Pickled with the battle as its JSON (it holds the shared static data, rebuilt on loading)."""
        data = dict(self.__dict__)
        if self.battle is not None:
            data["battle"] = ("json", self.battle.to_json())
        return data

    def __setstate__(self, data: dict[str, Any]) -> None:
        self.__dict__.update(data)
        if isinstance(self.battle, tuple):
            from kleos.aom.battle import Battle

            self.battle = Battle.from_json(self.game.static.data, self.battle[1])

    def _copy_into(self, new: State) -> None:
        assert isinstance(new, AomState)
        for name in _BY_KIND["v"]:
            setattr(new, name, getattr(self, name))
        for name in _BY_KIND["l"]:
            setattr(new, name, list(getattr(self, name)))
        for name in _BY_KIND["ll"]:
            setattr(new, name, [list(x) for x in getattr(self, name)])
        for name in _BY_KIND["ld"]:
            setattr(new, name, [dict(x) for x in getattr(self, name)])
        for name in _BY_KIND["c"]:
            setattr(new, name, dict(getattr(self, name)))
        for name in _BY_KIND["d"]:  # ctx holds lists and dicts of its own (a cost being discounted, the builds)
            value = getattr(self, name)
            setattr(new, name, {k: v.copy() if isinstance(v, (list, dict)) else v for k, v in value.items()})
        for name in _BY_KIND["deck"]:
            setattr(new, name, {c: [dict(d[0]), list(d[1])] for c, d in getattr(self, name).items()})
        for name in _BY_KIND["b"]:
            value = getattr(self, name)
            setattr(new, name, None if value is None else value.clone())

    def _data_to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for name, how in FIELDS.items():
            value = getattr(self, name)
            if how == "b":
                out[name] = None if value is None else value.to_json()
            elif name == "end":
                out[name] = None if value is None else [list(value[0]), value[1], text_json(value[2], "aom"),
                                                         value[3]]
            else:
                out[name] = value
        return out

    def _data_from_json(self, data: dict[str, Any]) -> None:
        for name, how in FIELDS.items():
            if name in ("picks", "draws_due") and name not in data:  # a save from before issue 26
                data[name] = [[] for _seat in data["hands"]] if name == "picks" else [0] * len(data["hands"])
            value = data[name]
            if how == "b":
                if value is not None:
                    from kleos.aom.battle import Battle

                    value = Battle.from_json(self.game.static.data, value)
            elif name == "end":
                value = None if value is None else (tuple(value[0]), value[1], Message.from_json(value[2], "aom"),
                                                    value[3])
            elif how == "deck":
                value = {c: [dict(d[0]), list(d[1])] for c, d in value.items()}
            setattr(self, name, value)
        if len(self.res) != self.n or len(self.hands) != self.n:
            raise ValueError("one entry per seat")

    def _redeal(self, seat: int, rng: Rng) -> None:
        """What ``seat`` cannot see of the other hands, dealt again (VII; issue 26): every random card in another
        seat's hand goes back with the draw pile of its deck, and each such seat draws as many again (random cards
        are drawn face down); every permanent card in another hand becomes another of that seat's permanent cards
        not shown this turn (as many: how many random cards a hand holds follows from the public size of its
        deck's piles); while the hands are chosen, another seat's choices so far become another mix of permanent
        and random places, as many as it has chosen. The units committed in secret to a battle are re-dealt by
        the battle."""
        from kleos.aom.static import ACTIONS

        for p in range(self.n):
            if p == seat:
                continue
            perms = [c for c in self.hands[p] if c.startswith("perm_")]
            if perms:
                shown = {c for c in self.played[p] if c.startswith("perm_")}
                free = [f"perm_{a}" for a in ACTIONS if f"perm_{a}" not in shown]
                rng.shuffle(free)
                self.hands[p] = [c for c in self.hands[p] if not c.startswith("perm_")] + free[:len(perms)]
            chosen = len(self.picks[p]) + self.draws_due[p]
            if chosen:
                held = set(self.hands[p])
                free = [a for a in ACTIONS if f"perm_{a}" not in held]
                rng.shuffle(free)
                k = rng.randrange(min(chosen, len(free)) + 1)
                self.picks[p] = free[:k]
                self.draws_due[p] = chosen - k
        for culture, deck in self.decks.items():
            unseen: list[str] = [c for c, k in sorted(deck[0].items()) for _seat in range(k)]
            holders = [p for p in range(self.n) if p != seat and self.cultures[p] == culture and self.dealt[p]]
            for p in holders:
                unseen.extend(self.dealt[p])
            if not holders:
                continue
            rng.shuffle(unseen)
            for p in holders:
                k = len(self.dealt[p])
                for card in self.dealt[p]:
                    self.hands[p].remove(card)
                self.dealt[p] = unseen[:k]
                self.hands[p].extend(self.dealt[p])
                unseen = unseen[k:]
            draw: dict[str, int] = {}
            for c in unseen:
                draw[c] = draw.get(c, 0) + 1
            deck[0] = draw
        if self.battle is not None and hasattr(self.battle, "redeal"):
            self.battle.redeal(seat, rng)
