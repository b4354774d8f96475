"""Age of Mythology IX (battles), with the Attack action's commitment (VIII "Attack") and the battle buildings
(V: Wall, Tower, Armory, Siege Engine Workshop): a self-contained, pure, JSON-serialisable sub-machine.

The game creates a :class:`Battle` when an Attack card is played (target and area chosen), asks it who decides
(:meth:`Battle.to_move`), for legal decisions (:meth:`Battle.legal`) and chance outcomes, applies them, and once it
is :attr:`~Battle.finished` reads :meth:`Battle.result` (winner, survivors and losses per side, the area won) to
hand out the "Won the Last Battle" cubes and the spoils, which stay the game's.

Sequence (aom.md 3.6.2-3.6.6; the decisions "DEC-n" are those of aom.md 4):

1. **Commitment** (VIII): each side secretly commits up to its cap of its units (holding and production areas, no
   villager), one step per unit type it has, attacker first, then the defender; caps: the card's value, +1 with
   an Armory (V), Ares/Sekhmet 8 for the card player and 6 for the other, Heimdall none. The attacker commits
   at least one unit; the defender may commit none and then loses at once (DEC-7). A chance node with the single
   outcome ``reveal`` shows both forces together. Aphrodite (the attacker's power) then sends one defending unit
   back to its holding area (DEC-46).
2. **Encounters** (IX phases 1-4), repeated: a retreat window (attacker, then defender, DEC-6: "Retraite"); each
   side secretly chooses a battle card of a unit it has in the battle (the same as before allowed), revealed
   together; the Pharaoh's owner may have his Wadjet fight instead (SWAP); the throw (Cyclops against a
   non-Giant) and berserk declarations, secret when both sides have one (DEC-5); the dice (:mod:`battle_dice`),
   a chance node whose outcomes are the winning side after any rerolls; the loser is thrown out (THROW), saved
   once (Isis), resurrected (Phoenix, Son of Osiris with a Priest, paying favor) or eliminated to the supply;
   the winner's triggers (HYDRA, MUMMIFY, VALKYRIE, ROUT, REINFORCE).
3. **End** ("Retraite"): a side retreats, is routed or has no unit left; the other side wins. Survivors go back
   to the holding areas (:meth:`Battle.result`).

Seats are the game's seat numbers; inside, side 0 is the attacker and side 1 the defender.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from kleos.aom import battle_view, end
from kleos.aom.battle_dice import (
    ATTACKER,
    BERSERK,
    DEFENDER,
    DESTROY2,
    GIANT,
    HERO,
    HYDRA,
    MUMMIFY,
    NEGATE_FORT,
    REINFORCE,
    RESURRECTABLE,
    RESURRECTOR,
    ROUT,
    SWAP,
    SWAP_SUBSTITUTE,
    THROW,
    VALKYRIE,
    dice,
    parts,
    ties_rule,
    weights,
)
from kleos.aom.battle_setup import (
    APHRODITE,
    AREAS,
    CARD,
    CHANCE,
    COMMIT,
    DECLARE,
    OVER,
    POWER_KINDS,
    REINFORCING,
    RESURRECT,
    RETREAT,
    REVEAL,
    REVEAL_CARDS,
    REVEAL_DECLARE,
    REVEAL_FORCES,
    ROLL,
    SIDES,
    SWAPPING,
    TO_BERSERK,
    TO_THROW,
    Modifiers,
    action_kinds,
    caps,
    chance_kinds,
    max_steps,
)
from kleos.engine.errors import IllegalAction
from kleos.i18n import Message, translator

if TYPE_CHECKING:
    from kleos.aom.data import Unit

_, ngettext = translator("aom")

__all__ = ["AREAS", "SIDES", "Battle", "Modifiers", "action_kinds", "chance_kinds", "max_steps"]

def _key(action: Mapping[str, Any]) -> str:
    """An action as exact JSON (``True`` is not ``1``), or ``""`` if it is not JSON."""
    try:
        return json.dumps(action, sort_keys=True)
    except (TypeError, ValueError):
        return ""


def _plus(d: dict[str, int], unit: str, n: int = 1) -> None:
    v = d.get(unit, 0) + n
    if v:
        d[unit] = v
    else:
        d.pop(unit, None)


_STATE = ("phase", "side", "step", "committed", "forces", "counters", "holding", "lost", "gained", "returned",
          "reinforced", "supply", "from_tiles", "favor", "bank_favor", "favor_delta", "isis", "removals", "encounter",
          "cards", "fighters", "swapped", "declared", "declaring", "pending", "last", "winner", "retreated", "rout")


@dataclass(eq=False, slots=True)
class Battle:
    """One battle (IX). Build it with :meth:`start`; see the module's docstring for the sequence."""

    static: Any = field(repr=False)
    seats: tuple[int, int]
    area: str
    mods: Modifiers
    caps: tuple[int | None, int | None]
    available: tuple[dict[str, int], dict[str, int]]
    order: tuple[tuple[str, ...], tuple[str, ...]]
    phase: str
    side: int
    step: int
    committed: list[dict[str, int]]
    forces: list[dict[str, int]]
    counters: list[dict[str, list[int]]]
    holding: list[dict[str, int]]
    lost: list[dict[str, int]]
    gained: list[dict[str, int]]
    returned: list[dict[str, int]]
    reinforced: list[dict[str, int]]
    supply: list[dict[str, int]]
    from_tiles: list[dict[str, int]]
    favor: list[int]
    bank_favor: int
    favor_delta: list[int]
    isis: bool
    removals: int
    encounter: int
    cards: list[list[Any] | None]
    fighters: list[str | None]
    swapped: list[bool]
    declared: list[str | None]
    declaring: list[int]
    pending: list[Any] | None
    last: dict[str, Any] | None
    winner: int | None
    retreated: int | None
    rout: bool

    # ------------------------------------------------------------------ creation
    @classmethod
    def start(cls, static: Any, attacker: int, defender: int, area: str, attacker_units: Mapping[str, int],
              defender_units: Mapping[str, int], modifiers: Modifiers | None = None, **kw: Any) -> Battle:
        """A battle of ``attacker`` against ``defender``'s ``area`` (VIII "Attack"); the units are every
        non-villager figure each side has on its board (holding and production areas), by unit id; ``modifiers``
        (or the same as keywords) as in :class:`Modifiers`."""
        mods = modifiers if modifiers is not None else Modifiers(**kw)
        table = static.unit
        if area not in AREAS:
            raise ValueError(f"area {area!r} is not one of {AREAS}")
        if attacker == defender:
            raise ValueError("a player does not attack himself")
        for e in mods.powers:
            if e["kind"] not in POWER_KINDS:
                raise ValueError(f"power {e['kind']!r} is not a battle's (kinds: {POWER_KINDS})")
        if mods.stacking not in ("all", "highest"):
            raise ValueError("stacking is 'all' or 'highest'")
        units = (dict(attacker_units), dict(defender_units))
        for side_units, tiles in zip(units, mods.on_tiles, strict=True):
            for unit, n in (*side_units.items(), *tiles.items()):
                if unit not in table or not isinstance(n, int) or n < 0:
                    raise ValueError(f"bad unit count {unit!r}: {n!r}")
            for unit, n in tiles.items():
                if n > side_units.get(unit, 0):
                    raise ValueError(f"more {unit} on tiles than units given")
        available = tuple({u: n for u, n in sorted(d.items(), key=lambda x: table[x[0]].index) if n}
                          for d in units)
        if not available[0]:
            raise IllegalAction(_("Age of Mythology VIII: the attacker has no unit to commit to a battle"))
        if caps(mods)[0] == 0:
            raise ValueError("the attacker's cap is 0: no battle")
        holding = [{u: n - t.get(u, 0) for u, n in av.items() if n - t.get(u, 0)}
                   for av, t in zip(available, mods.on_tiles, strict=True)]
        order = (tuple(available[0]), tuple(available[1]))
        return cls(static=static, seats=(attacker, defender), area=area, mods=mods, caps=caps(mods),
                   available=available, order=order, phase=COMMIT, side=ATTACKER, step=0, committed=[{}, {}],
                   forces=[{}, {}], counters=[{}, {}], holding=holding, lost=[{}, {}], gained=[{}, {}],
                   returned=[{}, {}], reinforced=[{}, {}], supply=[dict(x) for x in mods.supply], from_tiles=[{}, {}],
                   favor=list(mods.favor), bank_favor=mods.bank_favor, favor_delta=[0, 0],
                   isis=bool(mods.power("save_first_loss")),
                   removals=sum(e["amount"] for e in mods.power("remove_enemy_unit")), encounter=0,
                   cards=[None, None], fighters=[None, None], swapped=[False, False], declared=[None, None],
                   declaring=[], pending=None, last=None, winner=None, retreated=None, rout=False)

    # ------------------------------------------------------------------ who decides
    @property
    def finished(self) -> bool:
        return self.phase == OVER

    def is_chance(self) -> bool:
        return self.phase in CHANCE

    def to_move(self) -> int | None:
        """The seat deciding now; ``None`` at a chance node or when the battle is over."""
        if self.phase == OVER or self.phase in CHANCE:
            return None
        return self.seats[self.side]

    def is_secret(self) -> bool:
        """Whether the decision now to take is secret (VIII: units; IX phase 1: the card; DEC-5: declarations)."""
        return self.phase in (COMMIT, CARD) or (self.phase == DECLARE and len(self.declaring) == 2)

    @property
    def granted(self) -> frozenset[str]:
        """The unit abilities a power gives every attacking unit for this battle (Tyr: BERSERK)."""
        return frozenset(e["special"] for e in self.mods.power("grant_special"))

    def spec(self, unit: str) -> Unit:
        return self.static.unit[unit]

    # ------------------------------------------------------------------ decisions
    def legal(self, seat: int) -> list[dict[str, Any]]:
        """The decisions ``seat`` may take now (JSON-ready dicts); empty unless it is ``seat``'s decision."""
        if self.to_move() != seat:
            return []
        return self._legal(self.side)

    def _legal(self, s: int) -> list[dict[str, Any]]:
        phase = self.phase
        if phase == COMMIT:
            unit = self.order[s][self.step]
            lo, hi = self._commit_range(s)
            return [{"kind": "commit", "unit": unit, "count": n} for n in range(lo, hi + 1)]
        if phase == APHRODITE:
            return [{"kind": "remove", "unit": u} for u in self.forces[DEFENDER]]
        if phase == RETREAT:
            return [{"kind": "fight"}, {"kind": "retreat"}]
        if phase == CARD:
            out = []
            for unit in self.forces[s]:
                kills = self.counters[s].get(unit)
                if kills is None:
                    out.append({"kind": "card", "unit": unit, "figure": 0})
                else:
                    out.extend({"kind": "card", "unit": unit, "figure": i}
                               for i, k in enumerate(kills) if k not in kills[:i])
            return out
        if phase in (SWAPPING, RESURRECT):
            return [{"kind": phase, "use": False}, {"kind": phase, "use": True}]
        if phase == DECLARE:
            return [{"kind": "declare", "special": x} for x in ("none", *self._declarations(s))]
        if phase == REINFORCING:
            return [{"kind": "reinforce", "unit": "none"}, *({"kind": "reinforce", "unit": u} for u in self.holding[s])]
        return []

    def _commit_range(self, s: int) -> tuple[int, int]:
        unit = self.order[s][self.step]
        done = sum(self.committed[s].values())
        cap = self.caps[s]
        hi = self.available[s][unit] if cap is None else min(self.available[s][unit], cap - done)
        last = self.step == len(self.order[s]) - 1
        lo = 1 if s == ATTACKER and last and done == 0 else 0
        return lo, hi

    def _declarations(self, s: int) -> list[str]:
        """DEC-5: what the side's fighting unit may declare (THROW against a non-Giant; BERSERK, or Tyr)."""
        unit, opponent = self.spec(self.fighters[s]), self.spec(self.fighters[1 - s])
        out = []
        if unit.has(THROW) and GIANT not in opponent.types:
            out.append(TO_THROW)
        if unit.has(BERSERK) or (s == ATTACKER and BERSERK in self.granted):
            out.append(TO_BERSERK)
        return out

    def why_illegal(self, seat: int, action: Any) -> Message | None:
        """Why ``seat`` may not take ``action`` now, or ``None`` if it may."""
        if self.phase == OVER:
            return _("Age of Mythology IX: the battle is over")
        if self.phase in CHANCE:
            return _("Age of Mythology IX: the reveal or the dice come now, not a player's decision")
        if seat != self.to_move():
            return _("Age of Mythology IX: it is the {side}'s decision now", side=self._side_label(self.side))
        if not isinstance(action, Mapping):
            return _("Age of Mythology IX: a decision is a JSON object with a kind")
        if _key(action) in {_key(a) for a in self._legal(self.side)}:
            return None
        return self._why_phase(self.side, action)

    def _why_phase(self, s: int, a: Mapping[str, Any]) -> Message:
        phase, kind = self.phase, a.get("kind")
        if phase == COMMIT:
            unit = self.order[s][self.step]
            if kind != "commit" or a.get("unit") != unit:
                return _("Age of Mythology VIII: units are committed in secret one type at a time; now: how many "
                         "{unit}", unit=self._name(unit))
            count = a.get("count")
            lo, hi = self._commit_range(s)
            if isinstance(count, int) and count > self.available[s][unit]:
                return _("Age of Mythology VIII: only {units} can fight",
                         units=end.units_text(self.available[s][unit], self._name(unit)))
            if isinstance(count, int) and count > hi:
                return _("Age of Mythology VIII: at most {cap} units per side in this battle", cap=self.caps[s])
            if count == 0 and lo == 1:
                return _("Age of Mythology VIII: the attacker commits at least one unit")
            return _("Age of Mythology VIII: a number of units from {lo} to {hi}", lo=lo, hi=hi)
        if phase == APHRODITE:
            return _("Age of Mythology IX: Aphrodite sends back one unit of the defender's force")
        if phase == RETREAT:
            return _("Age of Mythology IX: before the cards are chosen, a side fights on or retreats")
        if phase == CARD:
            if kind == "card" and a.get("unit") in self.forces[s]:
                return _("Age of Mythology IX: no such figure of that unit in the battle")
            return _("Age of Mythology IX: the battle card must be one of the side's units still in the battle")
        if phase == SWAPPING:
            return _("Age of Mythology IX: the Pharaoh's owner says whether his Wadjet fights instead")
        if phase == DECLARE:
            if kind == "declare" and a.get("special") == TO_THROW:
                return _("Age of Mythology IX: only a unit that throws may, and never against a Giant")
            if kind == "declare" and a.get("special") == TO_BERSERK:
                return _("Age of Mythology IX: this unit cannot go berserk")
            return _("Age of Mythology IX: the fighting unit declares its special ability or none")
        if phase == RESURRECT:
            return _("Age of Mythology IX: the owner says whether he pays the favor to resurrect his unit")
        if kind == "reinforce":
            return _("Age of Mythology IX: no such unit in the holding area to reinforce the battle")
        return _("Age of Mythology IX: the winner may bring one unit from his holding area into the battle")

    def apply(self, seat: int, action: Mapping[str, Any]) -> list[Message]:
        """Take ``seat``'s decision; returns the public log lines it writes (none for a secret one). Raises
        :class:`IllegalAction` and changes nothing if the decision is not legal now."""
        why = self.why_illegal(seat, action)
        if why is not None:
            raise IllegalAction(why)
        notes: list[Message] = []
        s, a, phase = self.side, action, self.phase
        if phase == COMMIT:
            self._commit(s, a["count"])
        elif phase == APHRODITE:
            self._leave(DEFENDER, a["unit"], 0, to=self.returned)
            self.removals -= 1
            notes.append(_("Age of Mythology IX: Aphrodite sends the defender's {unit} back to the holding area",
                           unit=self._name(a["unit"])))
            if not self.forces[DEFENDER]:
                self._finish(ATTACKER, notes)
            elif not self.removals:
                self._begin()
        elif phase == RETREAT:
            self._retreat_window(s, a["kind"] == "retreat", notes)
        elif phase == CARD:
            self.cards[s] = [a["unit"], a["figure"]]
            if s == ATTACKER:
                self.side = DEFENDER
            else:
                self.phase, self.side = REVEAL_CARDS, -1
        elif phase == SWAPPING:
            if a["use"]:
                sub = next(u for u in self.forces[s] if self.spec(u).has(SWAP_SUBSTITUTE))
                notes.append(_("Age of Mythology IX: the {side}'s {unit} fights instead of the {replaced}",
                               side=self._side_label(s), unit=self._name(sub), replaced=self._name(self.fighters[s])))
                self.fighters[s], self.swapped[s] = sub, True
            self._swaps_from(s + 1)
        elif phase == DECLARE:
            self._declare(s, a["special"], notes)
        elif phase == RESURRECT:
            self._resurrect(a["use"], notes)
        else:
            self._reinforce(s, a["unit"], notes)
        return notes

    # ------------------------------------------------------------------ chance
    def chance_weights(self) -> list[tuple[dict[str, Any], int]]:
        """At a chance node, each outcome with an integer weight (the engine's ``_chance_weights``)."""
        if self.phase in (REVEAL_FORCES, REVEAL_CARDS, REVEAL_DECLARE):
            return [(dict(REVEAL), 1)]
        if self.phase != ROLL:
            return []
        dice_a, dice_d = self.dice()
        w = weights(dice_a, dice_d, self._tie())
        return [({"kind": "roll", "winner": SIDES[s]}, w[s]) for s in (ATTACKER, DEFENDER) if w[s]]

    def chance_outcomes(self) -> list[tuple[dict[str, Any], Fraction]]:
        """At a chance node, each outcome with its exact probability (they sum to 1)."""
        ws = self.chance_weights()
        total = sum(w for _o, w in ws)
        return [(o, Fraction(w, total)) for o, w in ws]

    def apply_chance(self, outcome: Mapping[str, Any]) -> list[Message]:
        """Apply a chance outcome (one of :meth:`chance_outcomes`); returns the public log lines."""
        if not self.is_chance():
            raise IllegalAction(_("Age of Mythology IX: no reveal or roll of the dice is due now"))
        if not isinstance(outcome, Mapping) or _key(outcome) not in {_key(o) for o, _w in self.chance_weights()}:
            raise IllegalAction(_("Age of Mythology IX: that is not a possible outcome now"))
        notes: list[Message] = []
        if self.phase == REVEAL_FORCES:
            self._reveal_forces(notes)
        elif self.phase == REVEAL_CARDS:
            self.fighters = [self.cards[0][0], self.cards[1][0]]
            notes.append(_("Age of Mythology IX: the attacker's {a} meets the defender's {d}",
                           a=self._name(self.fighters[0]), d=self._name(self.fighters[1])))
            self._swaps_from(0)
        elif self.phase == REVEAL_DECLARE:
            for s in self.declaring:
                self._note_declared(s, notes)
            self.phase, self.side = ROLL, -1
        else:
            self._resolve(SIDES.index(outcome["winner"]), notes)
        return notes

    # ------------------------------------------------------------------ dice
    def fort(self) -> int:
        """V "Wall" / "Tower", IX phase 2 b.4: the defender's extra dice (2) in this encounter, or 0."""
        owned = self.mods.fortify.get(self.area, 0)
        if not owned or self.mods.negate_fort:
            return 0
        return 0 if any(self.spec(u).has(NEGATE_FORT) for u in self.forces[ATTACKER]) else owned

    def kills(self, s: int) -> int:
        """HYDRA: the eliminations of the fighting figure in this battle."""
        card = self.cards[s]
        if card is None or self.swapped[s] or card[0] not in self.counters[s]:
            return 0
        return self.counters[s][card[0]][card[1]]

    def _dice_args(self, s: int) -> tuple[tuple[Any, ...], dict[str, Any]]:
        unit, opponent = self.spec(self.fighters[s]), self.spec(self.fighters[1 - s])
        extra = sum(e["amount"] for e in self.mods.power("battle_dice")) if s == ATTACKER else 0
        return (self.static, unit, opponent), {
            "throw": self.declared[s] == TO_THROW, "berserk": self.declared[s] == TO_BERSERK, "kills": self.kills(s),
            "extra": extra, "fort": self.fort() if s == DEFENDER else 0, "stacking": self.mods.stacking,
            "medusa_giant_bonus": self.mods.medusa_giant_bonus}

    def dice(self) -> tuple[int, int]:
        """IX phase 2: the dice of the two fighting units (once both are revealed and declared)."""
        st, mods, decl = self.static, self.mods, self.declared
        ua, ud = st.unit[self.fighters[0]], st.unit[self.fighters[1]]
        extra = sum(e["amount"] for e in mods.power("battle_dice")) if mods.powers else 0
        return (dice(st, ua, ud, throw=decl[0] == TO_THROW, berserk=decl[0] == TO_BERSERK, kills=self.kills(0),
                     extra=extra, stacking=mods.stacking, medusa_giant_bonus=mods.medusa_giant_bonus),
                dice(st, ud, ua, throw=decl[1] == TO_THROW, berserk=decl[1] == TO_BERSERK, kills=self.kills(1),
                     fort=self.fort() if mods.fortify else 0, stacking=mods.stacking,
                     medusa_giant_bonus=mods.medusa_giant_bonus))

    def dice_parts(self) -> list[dict[str, int]]:
        """:meth:`dice` line by line (:func:`battle_dice.parts`), attacker first."""
        return [parts(*args, **kw) for args, kw in (self._dice_args(ATTACKER), self._dice_args(DEFENDER))]

    def _tie(self) -> int | None:
        units = (self.spec(self.fighters[0]), self.spec(self.fighters[1]))
        return ties_rule(units, (self.declared[0] == TO_BERSERK, self.declared[1] == TO_BERSERK))

    # ------------------------------------------------------------------ steps
    def _commit(self, s: int, n: int) -> None:
        if n:
            self.committed[s][self.order[s][self.step]] = n
        self.step += 1
        if self.step < len(self.order[s]):
            return
        self.step = 0
        if s == ATTACKER and self.order[DEFENDER]:
            self.side = DEFENDER
        else:
            self.phase, self.side = REVEAL_FORCES, -1

    def _reveal_forces(self, notes: list[Message]) -> None:
        """VIII: both forces shown together and moved to the battle (from the holding area first)."""
        for s in (ATTACKER, DEFENDER):
            for unit, n in self.committed[s].items():
                in_holding = self.holding[s].get(unit, 0)
                take = min(n, in_holding)
                _plus(self.holding[s], unit, -take)
                if n > take:
                    self.from_tiles[s][unit] = n - take
                if self.spec(unit).has(HYDRA):
                    self.counters[s][unit] = [0] * n
            self.forces[s] = dict(self.committed[s])
        notes.append(_("Age of Mythology VIII: the attacker commits {a}; the defender commits {d}",
                       a=self._units(self.committed[0]), d=self._units(self.committed[1])))
        if not self.forces[DEFENDER]:
            notes.append(_("Age of Mythology IX: the defender has no unit in the battle"))
            self._finish(ATTACKER, notes)
        elif self.removals:
            self.phase, self.side = APHRODITE, ATTACKER
        else:
            self._begin()

    def _begin(self) -> None:
        """IX: a new encounter (combat round), starting with the retreat window."""
        self.encounter += 1
        self.cards, self.fighters = [None, None], [None, None]
        self.swapped, self.declared, self.declaring = [False, False], [None, None], []
        self.phase, self.side = RETREAT, ATTACKER

    def _retreat_window(self, s: int, retreat: bool, notes: list[Message]) -> None:
        """IX "Retraite": before any round, before the cards are revealed, a side may retreat (DEC-6)."""
        if retreat:
            self.retreated = s
            notes.append(_("Age of Mythology IX: the {side} retreats", side=self._side_label(s)))
            self._finish(1 - s, notes)
        elif s == ATTACKER:
            self.side = DEFENDER
        else:
            self.phase, self.side = CARD, ATTACKER

    def _swaps_from(self, first: int) -> None:
        """SWAP: after the reveal, the Pharaoh's owner with a Wadjet in the battle may have it fight instead."""
        for s in range(first, 2):
            if self.spec(self.fighters[s]).has(SWAP) and any(
                    self.spec(u).has(SWAP_SUBSTITUTE) for u in self.forces[s] if u != self.fighters[s]):
                self.phase, self.side = SWAPPING, s
                return
        self.declaring = [s for s in (ATTACKER, DEFENDER) if self._declarations(s)]
        if self.declaring:
            self.phase, self.side = DECLARE, self.declaring[0]
        else:
            self.phase, self.side = ROLL, -1

    def _declare(self, s: int, special: str, notes: list[Message]) -> None:
        self.declared[s] = None if special == "none" else special
        rest = [x for x in self.declaring if x > s]
        if rest:
            self.side = rest[0]
            return
        if len(self.declaring) == 2:
            self.phase, self.side = REVEAL_DECLARE, -1
        else:
            self._note_declared(s, notes)
            self.phase, self.side = ROLL, -1

    def _note_declared(self, s: int, notes: list[Message]) -> None:
        special = self.declared[s]
        if special == TO_THROW:
            notes.append(_("Age of Mythology IX: the {side}'s {unit} will throw its opponent out (+3 dice)",
                           side=self._side_label(s), unit=self._name(self.fighters[s])))
        elif special == TO_BERSERK:
            notes.append(_("Age of Mythology IX: the {side}'s {unit} goes berserk (+2 dice, loses ties)",
                           side=self._side_label(s), unit=self._name(self.fighters[s])))
        else:
            notes.append(_("Age of Mythology IX: the {side}'s {unit} declares nothing", side=self._side_label(s),
                           unit=self._name(self.fighters[s])))

    def _leave(self, s: int, unit: str, figure: int, to: list[dict[str, int]] | None) -> None:
        """A figure leaves the battle: to the holding area (``to`` = :attr:`returned`) or the supply (``lost``)."""
        _plus(self.forces[s], unit, -1)
        kills = self.counters[s].get(unit)
        if kills is not None:
            del kills[figure]
            if not kills:
                del self.counters[s][unit]
        if to is self.returned:
            _plus(self.returned[s], unit)
            _plus(self.holding[s], unit)
        else:
            _plus(self.lost[s], unit)
            _plus(self.supply[s], unit)

    def _resolve(self, w: int, notes: list[Message]) -> None:
        """IX phase 3, aom.md 3.6.3 steps 7-9: the loser's fate, then the winner's triggers."""
        lose = 1 - w
        dice_now = self.dice()
        unit, loser = self.fighters[w], self.fighters[lose]
        figure = 0 if self.swapped[lose] or self.cards[lose] is None else self.cards[lose][1]
        self.last = {"encounter": self.encounter, "units": list(self.fighters), "dice": list(dice_now),
                     "declared": list(self.declared), "winner": SIDES[w], "fate": None}
        notes.append(_("Age of Mythology IX: the {side}'s {unit} ({n} dice) beats the {loser} ({m} dice)",
                       side=self._side_label(w), unit=self._name(unit), n=dice_now[w], loser=self._name(loser),
                       m=dice_now[lose]))
        if self.declared[w] == TO_THROW:
            self.last["fate"] = "thrown"
            self._leave(lose, loser, figure, to=self.returned)
            notes.append(_("Age of Mythology IX: the {unit} is thrown out of the battle to its holding area",
                           unit=self._name(loser)))
            if not self.forces[lose]:
                self._finish(w, notes)
            else:
                self._begin()
            return
        self._triggers(w, notes)
        if lose == ATTACKER and self.isis:
            self.isis = False
            self.last["fate"] = "saved"
            notes.append(_("Age of Mythology IX: Isis saves the {unit}: it stays in the battle",
                           unit=self._name(loser)))
            self._after_elimination(w, notes)
            return
        self._leave(lose, loser, figure, to=None)
        spec = self.spec(loser)
        if (spec.has(RESURRECTABLE) and self.favor[lose] >= spec.resurrect_favor
                and any(self.spec(u).has(RESURRECTOR) for u in self.forces[lose])):
            # undo the loss until the owner decides (the figure is out of the battle either way)
            _plus(self.lost[lose], loser, -1)
            _plus(self.supply[lose], loser, -1)
            self.pending = [w, loser]
            self.phase, self.side = RESURRECT, lose
            return
        self.last["fate"] = "eliminated"
        notes.append(_("Age of Mythology IX: the {unit} is eliminated", unit=self._name(loser)))
        self._after_elimination(w, notes)

    def _triggers(self, w: int, notes: list[Message]) -> None:
        """The winner's abilities on an elimination (even when the loser is then saved, DEC-27)."""
        unit = self.fighters[w]
        spec = self.spec(unit)
        if spec.has(HYDRA) and not self.swapped[w]:
            self.counters[w][unit][self.cards[w][1]] += 1
            self.counters[w][unit].sort(reverse=True)
            notes.append(_("Age of Mythology IX: the {unit} gains a die for the rest of the battle",
                           unit=self._name(unit)))
        if spec.has(MUMMIFY) and self.supply[w].get(unit, 0) > 0:
            _plus(self.supply[w], unit, -1)
            _plus(self.gained[w], unit)
            _plus(self.holding[w], unit)
            notes.append(_("Age of Mythology IX: a new {unit} comes from the supply to the {side}'s holding area",
                           unit=self._name(unit), side=self._side_label(w)))
        if spec.has(VALKYRIE):
            gain = min(2, self.bank_favor)
            self.bank_favor -= gain
            self.favor[w] += gain
            self.favor_delta[w] += gain
            notes.append(_("Age of Mythology IX: the {side} takes {n} favor from the bank", side=self._side_label(w),
                           n=gain))

    def _resurrect(self, use: bool, notes: list[Message]) -> None:
        w, unit = self.pending
        lose = 1 - w
        self.pending = None
        if use:
            cost = self.spec(unit).resurrect_favor
            self.favor[lose] -= cost
            self.bank_favor += cost
            self.favor_delta[lose] -= cost
            _plus(self.returned[lose], unit)
            _plus(self.holding[lose], unit)
            self.last["fate"] = "resurrected"
            notes.append(_("Age of Mythology IX: the {side} pays {n} favor: the {unit} goes back to the holding area",
                           side=self._side_label(lose), n=cost, unit=self._name(unit)))
        else:
            _plus(self.lost[lose], unit)
            _plus(self.supply[lose], unit)
            self.last["fate"] = "eliminated"
            notes.append(_("Age of Mythology IX: the {unit} is eliminated", unit=self._name(unit)))
        self._after_elimination(w, notes)

    def _after_elimination(self, w: int, notes: list[Message]) -> None:
        lose = 1 - w
        if self.spec(self.fighters[w]).has(ROUT) and self.spec(self.fighters[lose]).klass == HERO:
            self.rout, self.retreated = True, lose
            notes.append(_("Age of Mythology IX: its hero eliminated, the {side} retreats at once",
                           side=self._side_label(lose)))
            self._finish(w, notes)
        elif not self.forces[lose]:
            self._finish(w, notes)
        elif self.spec(self.fighters[w]).has(REINFORCE) and self.holding[w]:
            self.phase, self.side = REINFORCING, w
        else:
            self._begin()

    def _reinforce(self, s: int, unit: str, notes: list[Message]) -> None:
        """REINFORCE: one unit from the holding area into the battle, above the cap (DEC-29)."""
        if unit != "none":
            _plus(self.holding[s], unit, -1)
            _plus(self.forces[s], unit)
            _plus(self.reinforced[s], unit)
            if self.spec(unit).has(HYDRA):
                self.counters[s].setdefault(unit, []).append(0)
            notes.append(_("Age of Mythology IX: the {side}'s {unit} joins the battle", side=self._side_label(s),
                           unit=self._name(unit)))
        self._begin()

    def _finish(self, w: int, notes: list[Message]) -> None:
        """IX "Retraite": the battle ends; the other side wins."""
        self.winner = w
        self.phase, self.side = OVER, -1
        notes.append(_("Age of Mythology IX: the {side} wins the battle", side=self._side_label(w)))

    # ------------------------------------------------------------------ the end
    def result(self) -> dict[str, Any] | None:
        """Once finished: the winner (a seat), the area, the buildings the attacker may destroy (city won: 1, or 2
        with a Siege Engine Workshop or a DESTROY2 unit still in the battle; V, VIII), and per side (attacker
        first): ``survivors`` (still in the battle; back to the holding area), ``lost`` (to the supply), ``gained``
        (from the supply to the holding area: MUMMIFY), ``returned`` (out of the battle early: thrown,
        resurrected, Aphrodite), ``reinforced``, ``from_tiles`` (committed figures taken off production tiles:
        they do not go back), ``holding_units`` (every non-villager unit in the holding area after the battle)
        and ``favor`` (the change of its favor cubes; the bank's is the opposite)."""
        if self.phase != OVER:
            return None
        w = self.winner
        won_city = self.area == "city" and w == ATTACKER
        destroy = max(self.mods.destroy_on_win,
                      2 if any(self.spec(u).has(DESTROY2) for u in self.forces[ATTACKER]) else 1)
        sides = []
        for s in (ATTACKER, DEFENDER):
            holding = dict(self.holding[s])
            for unit, n in self.forces[s].items():
                _plus(holding, unit, n)
            sides.append({"seat": self.seats[s], "committed": dict(self.committed[s]),
                          "survivors": dict(self.forces[s]), "lost": dict(self.lost[s]),
                          "gained": dict(self.gained[s]), "returned": dict(self.returned[s]),
                          "reinforced": dict(self.reinforced[s]), "from_tiles": dict(self.from_tiles[s]),
                          "holding_units": holding, "favor": self.favor_delta[s]})
        return {"attacker": self.seats[0], "defender": self.seats[1], "area": self.area,
                "winner": self.seats[w], "loser": self.seats[1 - w], "attacker_won": w == ATTACKER,
                "retreated": None if self.retreated is None else self.seats[self.retreated], "rout": self.rout,
                "encounters": self.encounter, "destroy": min(destroy, self.mods.max_destroyed) if won_city else 0,
                "sides": sides}

    # ------------------------------------------------------------------ views
    def view(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` (or a spectator, ``None``) may know: never the other side's unrevealed commitment."""
        return battle_view.view(self, seat)

    def redeal(self, seat: int, rng: Any) -> None:
        """For ``determinize(seat)``: replace every secret of the other side that ``seat`` has not seen (its
        committed units before the reveal, its chosen card, its declaration) by a random legal one."""
        battle_view.redeal(self, seat, rng)

    # ------------------------------------------------------------------ copies and saves
    def clone(self) -> Battle:
        """A copy sharing only what never changes (the static data, the modifiers, the units available)."""
        c = object.__new__(Battle)
        c.static, c.seats, c.area, c.mods, c.caps = self.static, self.seats, self.area, self.mods, self.caps
        c.available, c.order, c.phase, c.side, c.step = self.available, self.order, self.phase, self.side, self.step
        c.bank_favor, c.isis, c.removals, c.encounter = self.bank_favor, self.isis, self.removals, self.encounter
        c.winner, c.retreated, c.rout = self.winner, self.retreated, self.rout
        x = self.committed
        c.committed = [x[0].copy(), x[1].copy()]
        x = self.forces
        c.forces = [x[0].copy(), x[1].copy()]
        x = self.holding
        c.holding = [x[0].copy(), x[1].copy()]
        x = self.lost
        c.lost = [x[0].copy(), x[1].copy()]
        x = self.gained
        c.gained = [x[0].copy(), x[1].copy()]
        x = self.returned
        c.returned = [x[0].copy(), x[1].copy()]
        x = self.reinforced
        c.reinforced = [x[0].copy(), x[1].copy()]
        x = self.supply
        c.supply = [x[0].copy(), x[1].copy()]
        x = self.from_tiles
        c.from_tiles = [x[0].copy(), x[1].copy()]
        c.counters = [{u: k[:] for u, k in d.items()} if d else {} for d in self.counters]
        c.favor, c.favor_delta = self.favor[:], self.favor_delta[:]
        c.cards = [None if x is None else x[:] for x in self.cards]
        c.fighters, c.swapped, c.declared = self.fighters[:], self.swapped[:], self.declared[:]
        c.declaring = self.declaring[:]
        c.pending = None if self.pending is None else self.pending[:]
        c.last = None if self.last is None else self.last.copy()
        return c

    def to_json(self) -> dict[str, Any]:
        data = {name: getattr(self, name) for name in _STATE}
        data.update(seats=list(self.seats), area=self.area, modifiers=self.mods.to_json(),
                    available=[dict(a) for a in self.available])
        return json.loads(json.dumps(data))  # a deep, JSON-only copy

    @classmethod
    def from_json(cls, static: Any, data: Mapping[str, Any]) -> Battle:
        mods = Modifiers.from_json(data["modifiers"])
        available = (dict(data["available"][0]), dict(data["available"][1]))
        state = json.loads(json.dumps({name: data[name] for name in _STATE}))
        return cls(static=static, seats=tuple(data["seats"]), area=data["area"], mods=mods, caps=caps(mods),
                   available=available, order=(tuple(available[0]), tuple(available[1])), **state)

    # ------------------------------------------------------------------ texts
    def _name(self, unit: str | None) -> Message:
        return _(self.spec(unit).name) if unit is not None else _("nothing")

    def _units(self, units: Mapping[str, int]) -> Message | list[Message]:
        if not units:
            return _("no unit")
        return [end.units_text(n, self._name(u)) for u, n in units.items()]

    @staticmethod
    def _side_label(s: int) -> Message:
        return _("attacker") if s == ATTACKER else _("defender")
