"""Age of Mythology VIII "Attack" and IX: what a battle is given when it starts (:class:`Modifiers`: the Attack
card's cap, the attacker's god power, the buildings of V, the cubes and supplies it may change), the unit caps,
and the vocabulary of its decisions and chance outcomes for the game's action table."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from typing import Any

AREAS = ("city", "production", "holding")
SIDES = ("attacker", "defender")
#: the god-power effects a battle reads (kleos.aom.effects; aom.md 2.6)
POWER_KINDS = ("battle_caps", "battle_dice", "grant_special", "save_first_loss", "remove_enemy_unit")

# phases: decisions, then chance nodes
COMMIT, APHRODITE, RETREAT, CARD, SWAPPING, DECLARE, RESURRECT, REINFORCING = (
    "commit", "remove", "retreat", "card", "swap", "declare", "resurrect", "reinforce")
REVEAL_FORCES, REVEAL_CARDS, REVEAL_DECLARE, ROLL = "reveal_forces", "reveal_cards", "reveal_declare", "roll"
OVER = "over"
CHANCE = frozenset({REVEAL_FORCES, REVEAL_CARDS, REVEAL_DECLARE, ROLL})
REVEAL = {"kind": "reveal"}
TO_THROW, TO_BERSERK = "throw", "berserk"  # the declarations (DEC-5)
SPECIAL_DECLARATIONS = ("none", TO_THROW, TO_BERSERK)


def _effect(e: Any) -> dict[str, Any]:
    """An effect as a JSON-ready dict (a model of kleos.aom.effects or a mapping)."""
    if hasattr(e, "model_dump"):
        return e.model_dump(by_alias=True, exclude_defaults=False)
    return dict(e)


@dataclass(frozen=True)
class Modifiers:
    """What the battle needs from the game, fixed when it starts (per side: attacker first).

    ``cap``: the Attack card's value (VIII "Attack"), ``None`` for no cap. ``powers``: the effects of the god
    power the card player (the attacker) uses with this Attack card (kleos.aom.effects: ``battle_caps``,
    ``battle_dice``, ``grant_special``, ``save_first_loss``, ``remove_enemy_unit``; others are not the
    battle's). From the buildings (V): ``armory`` (each side's ``battle_cap_bonus``), ``fortify`` (the
    defender's ``fortify`` effects: area -> dice), ``negate_fort`` (the attacker's Siege Engine Workshop) and
    ``destroy_on_win`` (buildings the attacker destroys on a won city attack: 2 with the Siege Engine Workshop).
    ``max_destroyed``: never more (VIII "Attack"). ``favor``: each side's favor cubes; ``bank_favor``: the
    bank's (VALKYRIE is bank-limited); ``supply``: figures left in each side's supply (MUMMIFY); ``on_tiles``: of
    the units given, those on production tiles (Dwarves). Options (aom.md 5): ``stacking`` (``all``: every
    matching bonus line counts, DEC-3; ``highest``), ``medusa_giant_bonus`` (``None``: the card's, DEC-1).
    """

    cap: int | None = 4
    powers: tuple[Mapping[str, Any], ...] = ()
    armory: tuple[int, int] = (0, 0)
    fortify: Mapping[str, int] = field(default_factory=dict)
    negate_fort: bool = False
    destroy_on_win: int = 1
    max_destroyed: int = 2
    favor: tuple[int, int] = (0, 0)
    bank_favor: int = 0
    supply: tuple[Mapping[str, int], Mapping[str, int]] = ({}, {})
    on_tiles: tuple[Mapping[str, int], Mapping[str, int]] = ({}, {})
    stacking: str = "all"
    medusa_giant_bonus: int | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "powers", tuple(_effect(e) for e in self.powers))
        object.__setattr__(self, "armory", tuple(int(a) for a in self.armory))
        object.__setattr__(self, "favor", tuple(self.favor))
        object.__setattr__(self, "fortify", dict(self.fortify))
        object.__setattr__(self, "supply", tuple(dict(x) for x in self.supply))
        object.__setattr__(self, "on_tiles", tuple(dict(x) for x in self.on_tiles))

    def power(self, kind: str) -> list[Mapping[str, Any]]:
        return [e for e in self.powers if e["kind"] == kind]

    def to_json(self) -> dict[str, Any]:
        data = {f.name: getattr(self, f.name) for f in fields(self)}
        return json.loads(json.dumps(data))

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Modifiers:
        return cls(**data)


def caps(mods: Modifiers) -> tuple[int | None, int | None]:
    """VIII "Attack": the card's value for both sides, or a power's (Ares/Sekhmet 8 and 6, Heimdall none); + each
    side's Armory (V)."""
    caps: tuple[int | None, int | None] = (mods.cap, mods.cap)
    for e in mods.power("battle_caps"):
        caps = (e["own"], e["other"])
    return tuple(None if c is None else c + a for c, a in zip(caps, mods.armory, strict=True))


def action_kinds(static: Any, max_figures: int = 12) -> dict[str, dict[str, list[Any]]]:
    """Every decision a battle may offer: kind -> parameter -> its finite domain (for the game's action table).
    ``max_figures``: the most figures of one type a player can have (``commit.count`` goes from 0 to it;
    ``card.figure`` indexes a unit's figures below it: a Hydra's kills differ by figure, DEC-28)."""
    units = [u.id for u in static.units]
    return {
        "commit": {"unit": units, "count": list(range(max_figures + 1))},
        "remove": {"unit": units},
        "fight": {},
        "retreat": {},
        "card": {"unit": units, "figure": list(range(max_figures))},
        "swap": {"use": [False, True]},
        "declare": {"special": list(SPECIAL_DECLARATIONS)},
        "resurrect": {"use": [False, True]},
        "reinforce": {"unit": ["none", *units]},
    }


def max_steps(units: int, types: int, removals: int = 0) -> int:
    """A bound on the steps (decisions and chance outcomes) of a battle between forces of ``units`` figures in
    all (both sides, the holding areas included) of ``types`` unit types in all: the commitment (one step per
    type, then the reveal), Aphrodite's removals, and at most 12 steps per encounter (2 retreat windows, 2 cards,
    a reveal, a swap, 2 declarations, a reveal, the roll, a resurrection, a reinforcement). Every encounter takes
    a unit out of the battle but one (Isis); only REINFORCE brings units back, after eliminating an opposing unit,
    which never comes back (a side with REINFORCE faces none: the cultures differ), so there are at most
    2 x ``units`` + 1 encounters."""
    return types + 1 + removals + 12 * (2 * units + 1)


def chance_kinds() -> dict[str, dict[str, list[Any]]]:
    """Every chance outcome: the reveal of secret choices, and the winning side of an encounter's dice."""
    return {"reveal": {}, "roll": {"winner": list(SIDES)}}
