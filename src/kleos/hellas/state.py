"""Hellas: the game state and the sequence of play (rulebook 4 set-up, 5 the turn), with the rules wired in
from their modules (``movement``, ``combat``, ``building``, ``development``, ``stability``, ``diplomacy``,
``cycle``, ``board``, ``setup``).

``stage`` names the decision being waited for; :meth:`HellasState._advance` runs the automatic steps in
between (the neutral pieces, income, the end of a cycle). Hellas has no dice and no cards (rulebook
introduction): there are no chance nodes. With New Armies the values of a player's blocks are hidden from the
other (NA 1): the view, the log and the history show them only to their owner, or once the opponent has seen
them.
"""

from __future__ import annotations

from collections.abc import Collection, Hashable
from typing import Any

from kleos.engine import TERMINAL, Action, Result, Rng, State
from kleos.hellas import board, cycle, setup
from kleos.hellas.data import TRACKS
from kleos.hellas.pieces import ARM, CARGO, CKNOWN, HEX, KNOWN, LAND, SEA, VAL
from kleos.i18n import Message, Text, text_json, translator

_, ngettext = translator("hellas")
#: the seats' names for people (game.py marks them); shared, as every log line and refusal names a seat
SEAT_LABELS = (Message("hellas", "Sparta"), Message("hellas", "Athens"))

DECIDER = {
    "setup_post": "setup_seat", "setup_place": "setup_seat", "setup_leader": "setup_seat", "order": "chooser",
    "reinforce": "chooser", "choose": "actor", "move": "actor", "group": "actor", "split": "actor",
    "attack": "actor", "build": "actor", "trade": "actor", "stability": "actor", "develop": "actor",
    "armistice": "actor", "answer": "other", "supply": "supply",
}
#: the game's mutable fields and how a copy copies them: "v" shared (immutable), "l" list, "ll" list of lists,
#: "d" dict, "g" the group (a list or None)
FIELDS: dict[str, str] = {
    "stage": "v", "turn": "v", "treasury": "l", "stability": "l", "dev": "ll", "luxuries": "ll", "blocks": "ll",
    "posts": "d", "forts": "d", "monuments": "d", "neutral_legions": "d", "neutral_forts": "d", "syracusans": "v",
    "landed": "l", "leader": "l", "leader_aboard": "l", "leader_mp": "l", "controlled": "ll", "contested": "v",
    "armistice_until": "v", "armistice_by": "v", "first": "v", "chooser": "v", "actor": "v", "mover": "v",
    "chosen": "l", "action": "v", "group": "g", "moved_any": "v", "splitting": "s", "developed": "l",
    "fought": "l", "raised": "l", "new_forts": "l", "monument_built": "v", "paid": "l", "supply_queue": "l",
    "setup_seat": "v", "to_place": "l", "end": "v", "last_combat": "v", "dirty": "v",
}

#: The fields ``board_view_key`` leaves out: the result (a finished game has no key), the last combat's record (see
#: there) and the flag of derived counts to recompute (a position with it set has no key).
UNKEYED = ("end", "last_combat", "dirty")
KEYED: tuple[tuple[str, str], ...] = tuple((name, kind) for name, kind in FIELDS.items() if name not in UNKEYED)
_KEYED_BY_KIND: dict[str, tuple[str, ...]] = {kind: tuple(name for name, how in KEYED if how == kind)
                                              for kind in ("v", "l", "ll", "d", "g", "s")}
assert sum(map(len, _KEYED_BY_KIND.values())) == len(KEYED)
_KEYED_NESTED = _KEYED_BY_KIND["g"] + _KEYED_BY_KIND["s"]


class HellasState(State):
    """One position of Hellas (with or without New Armies)."""

    def __init__(self, game: Any, seed: int) -> None:
        super().__init__(game, seed)
        self.stage = "setup"
        self.turn = 0
        self.treasury = [0, 0]
        self.stability = [0, 0]
        self.dev = [[0, 0, 0, 0], [0, 0, 0, 0]]  # 4.6: the cubes beside box 1
        self.luxuries: list[list[str]] = [[], []]  # 9.5: the luxury goods whose first post gave stability
        self.blocks: list[list[tuple[int, int, int, int, bool, bool, bool]]] = [[], []]
        self.posts: dict[int, tuple[int, int]] = {}  # hex -> (owner, trading posts there: 1, or 2 with 18.7)
        self.forts: dict[int, int] = {}  # hex -> owner
        self.monuments: dict[int, int] = {}
        self.neutral_legions: dict[int, int] = {}
        self.neutral_forts: dict[int, int] = {}  # hex -> 1 Syracuse (yellow), 2 independent (purple)
        self.syracusans = 0  # Syracusan legions ever placed (15.1: 7 at most)
        self.landed = [False, False]  # 15.1: has landed on Sikelia
        self.leader = [-1, -1]  # 18.5
        self.leader_aboard = [False, False]
        self.leader_mp = [0, 0]
        self.controlled: list[list[int]] = [[], []]  # regions controlled after the last change (11)
        self.contested: frozenset[int] = frozenset()
        self.armistice_until = 0  # 9.8: the last turn of the armistice in force (0: none)
        self.armistice_by = -1
        self.first = 0
        self.chooser = 0
        self.actor = 0
        self.mover = 0
        self.chosen: list[tuple[int, str]] = []
        self.action = ""
        self.group: list[Any] | None = None
        self.moved_any = False
        self.splitting: list[Any] | None = None
        self.developed: list[str] = []
        self.fought: list[tuple[int, str]] = []
        self.raised: list[int] = []
        self.new_forts: list[int] = []
        self.monument_built = False
        self.paid: list[str] = []
        self.supply_queue: list[int] = []
        self.setup_seat = 0
        self.to_place = [0, 0, 0]
        self.end: tuple[Any, ...] | None = None
        self.last_combat: dict[str, Any] | None = None
        self.dirty = False
        self._goods: list[dict[str, int] | None] = [None, None]
        self._control: list[tuple[int, ...] | None] = [None, None]
        self._advance()

    # ------------------------------------------------------------------ helpers for the rules
    def phase(self, p: int, track: str) -> int:
        """``p``'s phase (0 .. 4) on a development track (the Golden Age box counts as IV)."""
        t = self.game.static.tracks[track]
        return t.phase[self.dev[p][TRACKS.index(track)]]

    def seat_label(self, seat: int) -> Message:
        return SEAT_LABELS[seat]

    def armistice_active(self) -> bool:
        return self.armistice_until >= self.turn > 0 and self.armistice_until > 0

    def over(self) -> bool:
        return self.stage == "end"

    def finish(self, winners: tuple[int, ...], kind: str, text: Message, rule: str) -> None:
        """The game ends: ``kind`` is the result's key (marked ``N_``: people read it from the catalogue), ``text``
        the sentence, citing ``rule``."""
        self.end = (tuple(winners), kind, text, rule)
        self.stage = "end"
        self.group = None
        self.splitting = None
        if self.logging:
            self.note(text, rule=rule)

    def reveal(self) -> None:
        """mark_reveal, tolerant of positions built by hand (tests)."""
        if self.history:
            self.mark_reveal()

    def invalidate(self) -> None:
        super().invalidate()
        self._goods = [None, None]
        self._control = [None, None]

    # ------------------------------------------------------------------ the contract
    def _current_player(self) -> int:
        who = DECIDER.get(self.stage)
        if who is None:
            return TERMINAL
        if who == "actor":
            return self.actor
        if who == "other":
            return 1 - self.actor
        if who == "setup_seat":
            return self.setup_seat
        if who == "chooser":
            return self.chooser
        return self.supply_queue[0]

    def _chance_weights(self) -> list[tuple[Action, int]]:
        return []  # Hellas has no dice and no cards

    def _legal_actions(self) -> list[Action]:
        from kleos.hellas import legal

        return legal.legal_actions(self)

    def _why_illegal(self, action: Action) -> Message | None:
        from kleos.hellas import legal

        return legal.why_illegal(self, action)

    def _apply(self, action: Action) -> None:
        from kleos.hellas import apply

        apply.apply(self, action)
        if not self.stage.startswith("setup") and self.stage != "end":
            board.refresh(self)
            if self.game.new_armies:
                self._see()
        self._advance()

    def _see(self) -> None:
        """NA 1: a block sharing a hex with an enemy block is seen by the enemy (and stays known until it
        changes in a way the enemy cannot follow): « La valeur d'un bloc est révélée dès qu'un bloc d'une faction
        ennemie entre dans l'hexagone »; the step that shows it is a reveal."""
        at: dict[int, int] = {}
        for p in (0, 1):
            for b in self.blocks[p]:
                at[b[HEX]] = at.get(b[HEX], 0) | (1 << p)
        both = {h for h, mask in at.items() if mask == 3}
        if not both:
            return
        shown = False
        for p in (0, 1):
            blocks = self.blocks[p]
            for i, b in enumerate(blocks):
                if b[HEX] in both and not (b[KNOWN] and b[CKNOWN]):
                    blocks[i] = (b[0], b[1], b[2], b[3], b[4], True, True)
                    shown = True
        if shown:  # the step showed a hidden value: no undo past it (engine contract)
            self.reveal()

    def _returns(self) -> list[float]:
        assert self.end is not None
        winners = self.end[0]
        if not winners:
            return [0.0, 0.0]
        return [1.0 if p in winners else -1.0 for p in (0, 1)]

    def _result(self) -> Result | None:
        if self.end is None:
            return None
        winners, kind, text, rule = self.end
        return Result(tuple(winners), kind, text, rule)

    def describe(self, action: Action) -> Text:
        from kleos.hellas import labels

        return labels.describe(self, action)

    def _invariants(self, before: State | None) -> list[str]:
        from kleos.hellas import invariants

        return invariants.check(self, before if isinstance(before, HellasState) else None)

    # ------------------------------------------------------------------ the automatic steps
    def _advance(self) -> None:
        s = self.game.static
        while True:
            st = self.stage
            if st == "setup":
                order = sorted((0, 1), key=lambda p: s.sides[p].order)
                setup.begin_side(self, order[0])
                if self.game.options.setup == "standard":
                    for p in order:
                        if p != order[0]:
                            setup.begin_side(self, p)
                        setup.standard(self, p)
                    self.stage = "setup_leaders" if self.game.options.leaders else "setup_done"
                else:
                    self.stage = "setup_post"
            elif st == "setup_post":
                if self.to_place[0] > 0 and setup.post_candidates(self, self.setup_seat):
                    return
                self.stage = "setup_place"
            elif st == "setup_place":
                if (self.to_place[1] or self.to_place[2]) and self._legal_actions():
                    return
                order = sorted((0, 1), key=lambda p: s.sides[p].order)
                if self.setup_seat == order[0]:
                    setup.begin_side(self, order[1])
                    self.stage = "setup_post"
                else:
                    self.stage = "setup_leaders" if self.game.options.leaders else "setup_done"
            elif st == "setup_leaders":
                order = sorted((0, 1), key=lambda p: s.sides[p].order)
                self.setup_seat = order[0]
                self.stage = "setup_leader"
                return
            elif st == "setup_leader":
                order = sorted((0, 1), key=lambda p: s.sides[p].order)
                if self.leader[self.setup_seat] >= 0 or not self._legal_actions():
                    if self.setup_seat == order[0]:
                        self.setup_seat = order[1]
                        if self._legal_actions():
                            return
                    self.stage = "setup_done"
                    continue
                return
            elif st == "setup_done":
                setup.neutrals(self)
                setup.finish(self)
                cycle.start_turn(self)
            else:
                return

    # ------------------------------------------------------------------ views
    def _view(self, seat: int | None) -> dict[str, Any]:
        from kleos.hellas import view

        return view.board_view(self, seat)

    def _partial_view(self, seat: int | None, keys: Any) -> dict[str, Any]:
        from kleos.hellas import view

        return view.board_view(self, seat, keys)

    def board_view_key(self, seat: int | None, keys: Collection[str] | None) -> Hashable | None:
        """Every field of the position (``KEYED``) in one flat tuple, each list or dict after its length (so that
        equal keys are equal fields, and so equal views of every entry but ``last_combat``, a record of the last
        combat left out: it would tell apart positions a search reaches again). Flat, the blocks' tuples shared
        with the state: about 1.5 kB a key. None for a finished game, or a position whose derived counts are to be
        recomputed (``dirty``)."""
        if keys is None or "last_combat" in keys or self.end is not None or self.dirty:
            return None
        d = self.__dict__
        out: list[Any] = [seat]
        out += [d[name] for name in _KEYED_BY_KIND["v"]]
        add, extend = out.append, out.extend
        for name in _KEYED_BY_KIND["l"]:
            v = d[name]
            add(len(v))
            extend(v)
        for name in _KEYED_BY_KIND["ll"]:
            v = d[name]
            add(len(v))
            for x in v:
                add(len(x))
                extend(x)
        for name in _KEYED_BY_KIND["d"]:
            v = d[name]
            add(len(v))
            extend(v)
            extend(v.values())
        for name in _KEYED_NESTED:  # the group in motion, the split under way (mostly none): a list inside
            v = d[name]
            add(None if v is None else tuple(tuple(x) if isinstance(x, list) else x for x in v))
        return tuple(out)

    def observation_tensor(self, seat: int) -> list[float]:
        from kleos.hellas import observation

        return observation.tensor(self, seat)

    # ------------------------------------------------------------------ copy, JSON, determinization
    def _copy_into(self, new: State) -> None:
        d = new.__dict__
        src = self.__dict__
        for name, kind in FIELDS.items():
            v = src[name]
            if kind == "v":
                d[name] = v
            elif kind in ("l", "d"):
                d[name] = v.copy()
            elif kind == "ll":
                d[name] = [x.copy() for x in v]
            elif kind == "g":
                d[name] = None if v is None else v.copy()
            else:  # the split under way: [hex, arm, remaining, parts]
                d[name] = None if v is None else [v[0], v[1], v[2], v[3].copy()]
        d["_goods"] = src["_goods"].copy()
        d["_control"] = src["_control"].copy()

    def _data_to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for name in FIELDS:
            v = self.__dict__[name]
            if name in ("posts", "forts", "monuments", "neutral_legions", "neutral_forts"):
                v = {str(k): (list(x) if isinstance(x, tuple) else x) for k, x in v.items()}
            elif name == "blocks":
                v = [[list(b) for b in blocks] for blocks in v]
            elif name == "contested":
                v = sorted(v)
            elif name in ("chosen", "fought"):
                v = [list(x) for x in v]
            elif name == "end":
                v = None if v is None else [list(v[0]), v[1], text_json(v[2]), v[3]]  # the result's message id
            elif isinstance(v, list):
                v = [x.copy() if isinstance(x, list) else x for x in v]
            out[name] = v
        return out

    def _data_from_json(self, data: dict[str, Any]) -> None:
        missing = [k for k in FIELDS if k not in data]
        if missing:
            raise ValueError(_("missing fields {fields}", fields=missing))
        d = self.__dict__
        for name in FIELDS:
            d[name] = data[name]
        self.posts = {int(k): (int(v[0]), int(v[1])) for k, v in data["posts"].items()}
        for name in ("forts", "monuments", "neutral_legions", "neutral_forts"):
            d[name] = {int(k): int(v) for k, v in data[name].items()}
        self.blocks = [[(int(b[0]), int(b[1]), int(b[2]), int(b[3]), bool(b[4]), bool(b[5]), bool(b[6]))
                        for b in blocks] for blocks in data["blocks"]]
        if len(self.blocks) != 2:
            raise ValueError(_("blocks: two players"))
        self.contested = frozenset(int(h) for h in data["contested"])
        self.chosen = [(int(p), str(a)) for p, a in data["chosen"]]
        self.fought = [(int(h), str(t)) for h, t in data["fought"]]
        end = data["end"]
        self.end = None if end is None else (tuple(int(w) for w in end[0]), str(end[1]), Message.from_json(end[2]),
                                             str(end[3]))
        if self.stage not in DECIDER and self.stage != "end":
            raise ValueError(_("unknown stage {stage!r}", stage=self.stage))
        n = len(self.game.static.ids)
        for h in (*self.posts, *self.forts, *self.monuments, *self.neutral_legions, *self.neutral_forts,
                  *self.contested, *(b[0] for blocks in self.blocks for b in blocks)):
            if not 0 <= h < n:
                raise ValueError(_("hex index {index} is off the map", index=h))
        self._goods = [None, None]
        self._control = [None, None]

    def _redeal(self, seat: int, rng: Rng) -> None:
        """New Armies: re-deal the values of the opponent's blocks that ``seat`` has not seen since they last
        changed (NA 1: « la valeur de leurs blocs ne soit pas visible par leurs adversaires »; 2, Remarque: they
        « ne peuvent jamais être sûrs de sa valeur »).

        The new values are drawn, for each type, from the opponent's unseen blocks and its reserve together (the
        reserve is hidden too), so that a single unseen block is not given away. What ``seat`` can know is kept:
        the total of the fleet values (public through each turn's upkeep payment, NA 5), an army total within the
        supply the opponent's posts give (or the true total, if above: NA 4 lowers it only at the supply phase), a
        fleet carrying no more than its value, and every seen block's value. With no such draw found, the values in
        play are permuted among the unseen blocks (the multiset kept)."""
        if not self.game.new_armies:
            return
        from kleos.hellas.board import supply_capacity
        from kleos.hellas.pieces import land_value, reserve

        opp = 1 - seat
        blocks = self.blocks[opp]
        g = self.group if self.mover == opp else None
        for arm in (LAND, SEA):
            slots: list[tuple[str, int]] = []  # ("b", index), ("c", index) cargo, ("g", 0) group, ("gc", 0)
            for i, b in enumerate(blocks):
                if b[ARM] == arm and not b[KNOWN]:
                    slots.append(("b", i))
                if arm == LAND and b[CARGO] and not b[CKNOWN]:
                    slots.append(("c", i))
            if g is not None:
                if g[1] == arm and not g[6]:
                    slots.append(("g", 0))
                if arm == LAND and g[3] and not g[7]:
                    slots.append(("gc", 0))
            if not slots:
                continue
            values = [self._slot(blocks, g, slot) for slot in slots]
            pool = values + sorted(reserve(self, opp, arm).elements())
            total = sum(values)
            cap = max(total, supply_capacity(self, opp) - (land_value(self, opp) - total)) if arm == LAND else total
            for attempt in range(60):
                if attempt < 40:  # a draw from the unseen blocks and the reserve
                    drawn = pool.copy()
                    rng.shuffle(drawn)
                    order = drawn[:len(slots)]
                    if (sum(order) > cap) if arm == LAND else (sum(order) != total):
                        continue
                else:  # the values in play, permuted
                    order = values.copy()
                    rng.shuffle(order)
                trial = [list(b) for b in blocks]
                tg = None if g is None else g.copy()
                for slot, v in zip(slots, order, strict=True):
                    kind, i = slot
                    if kind == "b":
                        trial[i][VAL] = v
                    elif kind == "c":
                        trial[i][CARGO] = v
                    elif kind == "g":
                        tg[2] = v  # type: ignore[index]
                    else:
                        tg[3] = v  # type: ignore[index]
                ok = all(b[ARM] != SEA or b[CARGO] <= b[VAL] for b in trial) and \
                    (tg is None or tg[1] != SEA or tg[3] <= tg[2])
                if ok:
                    self.blocks[opp] = blocks = [tuple(b) for b in trial]  # type: ignore[misc]
                    if g is not None:
                        self.group = g = tg
                    break
        self._goods = [None, None]
        self._control = [None, None]

    @staticmethod
    def _slot(blocks: list[Any], g: list[Any] | None, slot: tuple[str, int]) -> int:
        kind, i = slot
        if kind == "b":
            return blocks[i][VAL]
        if kind == "c":
            return blocks[i][CARGO]
        assert g is not None
        return g[2] if kind == "g" else g[3]
