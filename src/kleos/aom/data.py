"""Age of Mythology component data: pydantic models of the YAML files in ``data/`` and the loader.

The files hold the battle cards (``units.yaml``, reference notes aom.md 2.1-2.3, rulebook §V and §IX) and the
configuration flags of aom.md 5 (``flags.yaml``). Each value keeps its status from the reference notes: RB
(rulebook), SCAN (printed component), SINGLE (one non-scan source), RECON (reconstructed) or DEC-n (a decision
of aom.md 4). :func:`load` validates every file once (a bad file raises :class:`~kleos.engine.DataError` naming
the file, the entry and the reason) and returns one shared, frozen :class:`Static` with the lookups the rules
read on hot paths (units by index, the bonus-dice tables).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints

from kleos.engine import DataError
from kleos.engine.data import read_yaml
from kleos.i18n import Message, translator

_, ngettext = translator("aom")

DATA_DIR = Path(__file__).with_name("data")
GAME = "Age of Mythology"
#: RB, SCAN, SINGLE, RECON or DEC-n (aom.md 0)
STATUS_PATTERN = r"^(RB|SCAN|SINGLE|RECON|DEC-[1-9][0-9]?)$"
Status = Annotated[str, StringConstraints(pattern=STATUS_PATTERN)]
#: the highest decision number of aom.md 4
LAST_DECISION = 54
CULTURES = ("greek", "egyptian", "norse")
#: resource cubes in the order of every cost tuple (aom.md 0: F, W, G, V)
RESOURCES = ("food", "wood", "gold", "favor")
#: the ages in order (rulebook §IV); an age is read as its index 0 .. 3
AGES = ("archaic", "classical", "heroic", "mythic")
CLASSES = ("mortal", "myth", "hero")
SUBTYPES = ("warrior", "archer", "cavalry", "giant", "giant_killer", "flyer")
#: the codable unit abilities of aom.md 2.3 (units.yaml's header says what each does)
SPECIALS = ("NEGATE_FORT", "DESTROY2", "THROW", "HYDRA", "WIN_TIES", "BERSERK", "MUMMIFY", "RESURRECTABLE",
            "RESURRECTOR", "SWAP", "SWAP_SUBSTITUTE", "VALKYRIE", "DWARF_MINER", "ROUT", "MIRROR", "REINFORCE")

Culture = Literal["greek", "egyptian", "norse"]
Resource = Literal["food", "wood", "gold", "favor"]
AgeId = Literal["archaic", "classical", "heroic", "mythic"]
TypeId = Literal["mortal", "myth", "hero", "warrior", "archer", "cavalry", "giant", "giant_killer", "flyer"]
Special = Literal["NEGATE_FORT", "DESTROY2", "THROW", "HYDRA", "WIN_TIES", "BERSERK", "MUMMIFY", "RESURRECTABLE",
                  "RESURRECTOR", "SWAP", "SWAP_SUBSTITUTE", "VALKYRIE", "DWARF_MINER", "ROUT", "MIRROR",
                  "REINFORCE"]
Count = Annotated[int, Field(ge=0)]
CostModel = dict[Resource, Annotated[int, Field(ge=1)]]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


def _fail(file: str, entry: str, reason: Message) -> DataError:
    return DataError(_("{game} data {file}: entry {entry}: {reason}", game=GAME, file=file, entry=entry,
                       reason=reason))


def _read(directory: Path, name: str, model: type[_Model]) -> _Model:
    return read_yaml(directory / name, model, GAME)


def cost_tuple(cost: dict[str, int]) -> tuple[int, int, int, int]:
    """A cost as (food, wood, gold, favor)."""
    return (cost.get("food", 0), cost.get("wood", 0), cost.get("gold", 0), cost.get("favor", 0))


# ---------------------------------------------------------------------- flags.yaml
class FlagModel(_Model):
    id: str
    default: bool | int | str
    choices: list[bool | int | str]
    decision: Status
    status: Status


class FlagsFile(_Model):
    flags: list[FlagModel]


# ---------------------------------------------------------------------- units.yaml
class TypeModel(_Model):
    id: TypeId
    name: str
    class_: bool = Field(False, alias="class")


class BonusModel(_Model):
    vs: TypeId
    dice: Annotated[int, Field(ge=1)]
    flag: str | None = None  # the config flag that can change this line (aom.md 5)


class UnitModel(_Model):
    id: str
    name: str
    culture: Culture
    class_: Literal["mortal", "myth", "hero"] = Field(alias="class")
    subtypes: list[Literal["warrior", "archer", "cavalry", "giant", "giant_killer", "flyer"]] = Field(
        default=[], max_length=2)
    dice: Annotated[int, Field(ge=1)]
    bonus: list[BonusModel] = []
    specials: list[Special] = []
    resurrect_favor: Annotated[int, Field(ge=1)] | None = None
    cost: CostModel
    hero_age: AgeId | None = None
    status: Status | None = None
    status_of: dict[str, Status] = {}


class UnitsFile(_Model):
    status: Status
    types: list[TypeModel]
    units: list[UnitModel]


# ---------------------------------------------------------------------- the shared static data
@dataclass(frozen=True, slots=True)
class Bonus:
    """One printed "+N vs X" line of a battle card."""

    vs: str
    dice: int
    flag: str | None = None


@dataclass(frozen=True, slots=True)
class Unit:
    """One battle card (one recruitable unit type), read once."""

    id: str
    index: int  # position in Static.units
    name: str  # the message id: _(unit.name) is how a player reads it
    culture: str
    klass: str  # mortal, myth or hero
    subtypes: tuple[str, ...]
    types: frozenset[str]  # class + sub-types: what an opposing "+N vs X" line matches (2.1)
    dice: int  # printed base dice
    bonus: tuple[Bonus, ...]
    specials: frozenset[str]
    cost: tuple[int, int, int, int]  # food, wood, gold, favor
    hero_age: int | None  # heroes: the age index from which it may be recruited
    resurrect_favor: int  # RESURRECTABLE units: favor to pay; else 0
    status: str  # the entry's status
    status_of: MappingProxyType[str, str]  # fields with another status

    def has(self, special: str) -> bool:
        return special in self.specials

    def value_status(self, name: str) -> str:
        """The status of one field of the card (``dice``, ``bonus``, ``cost`` ...)."""
        return self.status_of.get(name, self.status)


@dataclass(frozen=True, slots=True)
class Flag:
    id: str
    default: bool | int | str
    choices: tuple[bool | int | str, ...]
    decision: str
    status: str


@dataclass(frozen=True)
class Static:
    """Every component fact the rules read, validated and indexed once; shared by every state."""

    # --- units.yaml (2.1-2.3)
    units: tuple[Unit, ...]  # by index; the order of the file (by culture, printed order)
    unit: MappingProxyType[str, Unit]  # by id
    culture_units: MappingProxyType[str, tuple[str, ...]]  # culture -> unit ids, printed order
    mortal_units: MappingProxyType[str, tuple[str, ...]]  # culture -> its 3 mortal types (C33: set-up)
    heroes: MappingProxyType[str, tuple[str | None, ...]]  # culture -> hero id by age index (None in Archaic)
    type_names: MappingProxyType[str, str]  # type id -> message id ("Giant-Killer")
    bonus_all: tuple[tuple[int, ...], ...]  # [a][b]: dice every matching line of a gives against b (DEC-3)
    bonus_highest: tuple[tuple[int, ...], ...]  # [a][b]: the best single matching line (flag bonus_stacking)
    # --- flags.yaml (aom.md 5)
    flags: MappingProxyType[str, Flag]
    raw: MappingProxyType[str, object] = field(default_factory=lambda: MappingProxyType({}))

    def unit_name(self, unit_id: str) -> Message:
        """How a player reads a unit type ("Medusa", a message)."""
        return _(self.unit[unit_id].name)

    def bonus(self, a: int, b: int, *, stacking: str = "all", medusa_giant_bonus: int | None = None) -> int:
        """The bonus dice of unit index ``a`` fighting unit index ``b``: the "+N vs X" lines of ``a`` matching a
        type of ``b`` (2.1, §IX phase 2 b.1), summed (``stacking="all"``) or the best one (``"highest"``).
        ``medusa_giant_bonus`` replaces the value of the line flagged ``medusa_giant_bonus`` (DEC-1)."""
        if medusa_giant_bonus is None or medusa_giant_bonus == self.flags["medusa_giant_bonus"].default:
            return (self.bonus_all if stacking == "all" else self.bonus_highest)[a][b]
        lines = [medusa_giant_bonus if line.flag == "medusa_giant_bonus" else line.dice
                 for line in self.units[a].bonus if line.vs in self.units[b].types]
        if not lines:
            return 0
        return sum(lines) if stacking == "all" else max(lines)


def _check_status(file: str, entry: str, tag: str) -> None:
    if tag.startswith("DEC-") and int(tag[4:]) > LAST_DECISION:
        raise _fail(file, entry, _("no decision {tag} in aom.md 4 (DEC-1 .. DEC-{last})", tag=tag,
                                   last=LAST_DECISION))


def _load_flags(fl: FlagsFile) -> dict[str, Flag]:
    flags: dict[str, Flag] = {}
    for f in fl.flags:
        if f.id in flags:
            raise _fail("flags.yaml", f.id, _("the flag is listed twice"))
        if not f.choices or f.choices[0] != f.default or len(set(map(repr, f.choices))) != len(f.choices):
            raise _fail("flags.yaml", f.id, _("the choices are distinct and the default comes first"))
        _check_status("flags.yaml", f.id, f.decision)
        _check_status("flags.yaml", f.id, f.status)
        flags[f.id] = Flag(f.id, f.default, tuple(f.choices), f.decision, f.status)
    return flags


def _load_units(uf: UnitsFile, flags: dict[str, Flag]) -> list[Unit]:
    names = {t.id: t for t in uf.types}
    if sorted(names) != sorted(CLASSES + SUBTYPES) or len(names) != len(uf.types):
        raise _fail("units.yaml", "types", _("every class and sub-type is named once"))
    for t in uf.types:
        if t.class_ != (t.id in CLASSES):
            raise _fail("units.yaml", f"types ({t.id})", _("mortal, myth and hero are the classes, and only they"))
    units: list[Unit] = []
    seen: set[str] = set()
    for i, m in enumerate(uf.units):
        entry = f"units.{i} ({m.id})"
        if m.id in seen:
            raise _fail("units.yaml", entry, _("the unit is listed twice"))
        seen.add(m.id)
        if len(set(m.subtypes)) != len(m.subtypes) or len(set(m.specials)) != len(m.specials):
            raise _fail("units.yaml", entry, _("a sub-type or a special is listed twice"))
        if (m.class_ == "hero") != (m.hero_age is not None):
            raise _fail("units.yaml", entry, _("a hero, and only a hero, has a hero_age (§VIII Recruit)"))
        if m.hero_age == "archaic":
            raise _fail("units.yaml", entry, _("there is no hero in the Archaic age (§VIII Next Age)"))
        if ("RESURRECTABLE" in m.specials) != (m.resurrect_favor is not None):
            raise _fail("units.yaml", entry, _("a RESURRECTABLE unit, and only it, has a resurrect_favor"))
        for line in m.bonus:
            if line.flag is not None and line.flag not in flags:
                raise _fail("units.yaml", entry, _("unknown flag {flag!r}", flag=line.flag))
        for key, tag in m.status_of.items():
            if key not in UnitModel.model_fields or key in ("id", "status", "status_of"):
                raise _fail("units.yaml", entry, _("status_of names a field of the card, not {key!r}", key=key))
            _check_status("units.yaml", entry, tag)
        status = m.status or uf.status
        _check_status("units.yaml", entry, status)
        units.append(Unit(
            id=m.id, index=i, name=m.name, culture=m.culture, klass=m.class_, subtypes=tuple(m.subtypes),
            types=frozenset((m.class_, *m.subtypes)), dice=m.dice,
            bonus=tuple(Bonus(b.vs, b.dice, b.flag) for b in m.bonus), specials=frozenset(m.specials),
            cost=cost_tuple(m.cost), hero_age=AGES.index(m.hero_age) if m.hero_age else None,
            resurrect_favor=m.resurrect_favor or 0, status=status, status_of=MappingProxyType(dict(m.status_of))))
    for culture in CULTURES:
        mine = [u for u in units if u.culture == culture]
        if sum(u.klass == "mortal" for u in mine) != 3:
            raise _fail("units.yaml", culture, _("a culture has 3 mortal unit types (§VI Unités de départ)"))
        ages = sorted(u.hero_age for u in mine if u.hero_age is not None)
        if ages != [1, 2, 3]:
            raise _fail("units.yaml", culture, _("a culture has one hero for each age after the Archaic (§VIII)"))
    return units


def _bonus_tables(units: list[Unit]) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]:
    every, best = [], []
    for a in units:
        lines = [[line.dice for line in a.bonus if line.vs in b.types] for b in units]
        every.append(tuple(sum(x) for x in lines))
        best.append(tuple(max(x, default=0) for x in lines))
    return tuple(every), tuple(best)


@functools.lru_cache(maxsize=4)
def load(directory: Path = DATA_DIR) -> Static:
    """Read and validate every data file once; raises DataError naming file, entry and reason."""
    fl: FlagsFile = _read(directory, "flags.yaml", FlagsFile)  # type: ignore[assignment]
    uf: UnitsFile = _read(directory, "units.yaml", UnitsFile)  # type: ignore[assignment]
    _check_status("units.yaml", "status", uf.status)
    flags = _load_flags(fl)
    units = _load_units(uf, flags)
    bonus_all, bonus_highest = _bonus_tables(units)
    return Static(
        units=tuple(units),
        unit=MappingProxyType({u.id: u for u in units}),
        culture_units=MappingProxyType({c: tuple(u.id for u in units if u.culture == c) for c in CULTURES}),
        mortal_units=MappingProxyType({c: tuple(u.id for u in units if u.culture == c and u.klass == "mortal")
                                       for c in CULTURES}),
        heroes=MappingProxyType({c: tuple(next((u.id for u in units if u.culture == c and u.hero_age == a), None)
                                          for a in range(len(AGES))) for c in CULTURES}),
        type_names=MappingProxyType({t.id: t.name for t in uf.types}),
        bonus_all=bonus_all, bonus_highest=bonus_highest,
        flags=MappingProxyType(flags),
    )
