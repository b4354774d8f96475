"""Age of Mythology: the battle cards as the battle reads them (rulebook V "Cartes Bataille", IX phase 2;
reference aom.md 2.1-2.3).

A battle card gives a unit's class and sub-types (its keywords), its base dice (the number in the white box at
the top left), its bonus lines ("+N vs X") and its special abilities. The battle never names a unit: every rule
that depends on a unit asks for one of the special-ability keys below, so the data decide which units have them.

:func:`specs` turns the game's static data into :class:`UnitSpec` records once per static object.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, NamedTuple

# --- the codable special abilities (aom.md 2.3)
NEGATE_FORT = "negate_fort"  # the attacker's unit cancels the defender's Wall / Tower
DESTROY2 = "destroy2"  # a won city attack destroys 2 buildings if it is still in the battle
THROW = "throw"  # Cyclops: +3 dice against a non-Giant, the loser is thrown out instead of eliminated
HYDRA = "hydra"  # +1 die per opposing unit this figure eliminated in this battle
WIN_TIES = "win_ties"  # Medusa: equal six-counts are won without reroll
BERSERK = "berserk"  # +2 dice declared; equal six-counts are lost without reroll
MUMMIFY = "mummify"  # each elimination: a Mummy from the supply to the holding area
RESURRECTABLE = "resurrectable"  # eliminated with a friendly Priest in the battle: pay favor, back to holding
RESURRECTOR = "resurrector"  # Priest: enables RESURRECTABLE
SWAP_REPLACEABLE = "swap_replaceable"  # Pharaoh: after the reveal, a Wadjet of its side may fight instead
SWAP_SUBSTITUTE = "swap_substitute"  # Wadjet: the unit that fights instead
VALKYRIE = "valkyrie"  # each elimination: +2 favor from the bank
DWARF_MINER = "dwarf_miner"  # Gather only (not a battle rule)
ROUT = "rout"  # eliminating an opposing Hero makes the opposing side retreat at once
MIRROR = "mirror"  # dice = own printed dice + the printed dice of the opposing fighting unit
REINFORCE = "reinforce"  # each elimination: may bring 1 unit from the holding area into the battle

SPECIALS = frozenset({NEGATE_FORT, DESTROY2, THROW, HYDRA, WIN_TIES, BERSERK, MUMMIFY, RESURRECTABLE, RESURRECTOR,
                      SWAP_REPLACEABLE, SWAP_SUBSTITUTE, VALKYRIE, DWARF_MINER, ROUT, MIRROR, REINFORCE})

# --- the unit keywords (aom.md 2.1)
CLASSES = ("Mortal", "Myth", "Hero")
SUBTYPES = ("Warrior", "Archer", "Cavalry", "Giant", "Giant-Killer", "Flyer")
GIANT = "Giant"
HERO = "Hero"


class UnitSpec(NamedTuple):
    """One battle card: ``types`` = its class and sub-types; ``bonuses`` = ("+N vs X") as (N, X)."""

    id: str
    name: str
    cls: str
    types: frozenset[str]
    dice: int
    bonuses: tuple[tuple[int, str], ...]
    specials: frozenset[str]
    resurrect_cost: int = 0  # favor paid to resurrect it (RESURRECTABLE)

    def has(self, special: str) -> bool:
        return special in self.specials


def make(uid: str, cls: str, subtypes: Iterable[str], dice: int, bonuses: Iterable[tuple[int, str]] = (),
         specials: Iterable[str] = (), resurrect_cost: int = 0, name: str | None = None) -> UnitSpec:
    """A :class:`UnitSpec`, checked: known class, sub-types, bonus keywords and specials."""
    subtypes = tuple(subtypes)
    bonuses = tuple((int(n), str(x)) for n, x in bonuses)
    specials = frozenset(specials)
    if cls not in CLASSES:
        raise ValueError(f"unit {uid}: unknown class {cls!r}")
    for word in (*subtypes, *(x for _n, x in bonuses)):
        if word not in CLASSES and word not in SUBTYPES:
            raise ValueError(f"unit {uid}: unknown keyword {word!r}")
    if specials - SPECIALS:
        raise ValueError(f"unit {uid}: unknown specials {sorted(specials - SPECIALS)}")
    if (RESURRECTABLE in specials) != (resurrect_cost > 0):
        raise ValueError(f"unit {uid}: a resurrectable unit and only it has a resurrection cost")
    return UnitSpec(uid, name or uid, cls, frozenset((cls, *subtypes)), int(dice), bonuses, specials,
                    int(resurrect_cost))


_CACHE: dict[int, tuple[Any, dict[str, UnitSpec]]] = {}


def specs(static: Any) -> dict[str, UnitSpec]:
    """The battle cards of ``static`` by unit id (built once per static object, which the cache keeps alive).

    ``static`` is either a mapping of unit id to :class:`UnitSpec` or an object whose ``units`` attribute is one.
    """
    key = id(static)
    hit = _CACHE.get(key)
    if hit is not None and hit[0] is static:
        return hit[1]
    units = static if isinstance(static, Mapping) else static.units
    table = {uid: _spec(uid, u) for uid, u in units.items()}
    _CACHE[key] = (static, table)
    return table


def _spec(uid: str, u: Any) -> UnitSpec:
    if isinstance(u, UnitSpec):
        return u
    raise TypeError(f"unit {uid}: not a battle card ({type(u).__name__})")
