"""Age of Mythology component data: pydantic models of the YAML files in ``data/`` and the loader.

The files hold the battle cards (``units.yaml``, reference notes aom.md 2.1-2.3, rulebook §V and §IX), the
buildings (``buildings.yaml``, 2.7), the ages (``ages.yaml``, 2.8), the player boards (``boards.yaml``, 2.9),
the pool of resource-producing tiles (``tiles.yaml``, 2.10), the set-up numbers and figure caps
(``setup.yaml``, 2.11, 2.12), the permanent and random action cards (``cards.yaml``, 2.4, 2.5), the god
powers (``gods.yaml``, 2.6) and the configuration flags of aom.md 5 (``flags.yaml``).

What a building, a card's action or a god power does is data: a list of effects, each a ``kind`` from a small
closed vocabulary plus its parameters (``{kind: gather_bonus, resource: food, amount: 2}``). The vocabulary is
:mod:`kleos.aom.effects` (re-exported here: ``EFFECTS`` kind -> model, ``EFFECT_USE`` kind -> where it may
appear, ``Effect`` the union) and is listed in the header of ``cards.yaml``:

- buildings: villagers, fortify, spoilage_limit, trade_fee, battle_cap_bonus, build_discount, gather_bonus,
  negate_fort, destroy_on_win, buy_victory, end_game;
- card actions: explore, gather, build, recruit, trade, attack, next_age;
- god powers: remove_enemy_unit, battle_caps, battle_dice, grant_special, save_first_loss, extra_play,
  free_building, destroy_building, build_discount, explore_picks, explore_exclusive, gather_per_tile,
  gather_exclusive, unit_for_resources, take_resources, kill_unit, remove_tile, free_hero, free_units,
  exchange_units, recruit_price, steal_resources.

Each value keeps its status from the reference notes: RB (rulebook), SCAN (printed component), SINGLE (one
non-scan source), RECON (reconstructed) or DEC-n (a decision of aom.md 4). :func:`load` validates every file
once (a bad file raises :class:`~kleos.engine.DataError` naming the file, the entry and the reason) and returns
one shared, frozen :class:`Static` with the lookups the rules read on hot paths (units, cards and buildings by
index and id, the bonus-dice tables, buildings by effect kind, the tile pool, the random decks).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType

from kleos.aom.effects import EFFECT_USE, EFFECTS, Effect
from kleos.aom.models import (
    ACTIONS,
    AGES,
    CLASSES,
    CULTURES,
    LAST_DECISION,
    RESOURCES,
    SPECIALS,
    STATUS_PATTERN,
    SUBTYPES,
    TERRAINS,
    AgesFile,
    BoardsFile,
    BuildingsFile,
    CardsFile,
    FlagsFile,
    GodModel,
    GodsFile,
    SetupFile,
    TilesFile,
    UnitModel,
    UnitsFile,
)
from kleos.engine.data import data_error, read_yaml
from kleos.i18n import Message, translator

_, ngettext = translator("aom")

DATA_DIR = Path(__file__).with_name("data")
GAME = "Age of Mythology"
__all__ = ["ACTIONS", "AGES", "CLASSES", "CULTURES", "EFFECTS", "EFFECT_USE", "LAST_DECISION", "RESOURCES",
           "SPECIALS", "STATUS_PATTERN", "SUBTYPES", "TERRAINS", "Age", "Board", "Bonus", "Building", "Card",
           "Effect", "Flag", "God", "Static", "TileKind", "Unit", "load"]


_fail = functools.partial(data_error, GAME)


def cost_tuple(cost: dict[str, int]) -> tuple[int, int, int, int]:
    """A cost as (food, wood, gold, favor)."""
    return (cost.get("food", 0), cost.get("wood", 0), cost.get("gold", 0), cost.get("favor", 0))


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


@dataclass(frozen=True, slots=True)
class Building:
    """One building type (a building tile, aom.md 2.7)."""

    id: str
    index: int
    name: str  # message id
    cost: tuple[int, int, int, int]  # food, wood, gold, favor
    max: int  # per player (§V: 1, Houses 10)
    age: int | None  # the age index needed to build it (the Wonder: Mythic), else None
    effects: tuple[Effect, ...]
    status: str  # of the cost
    effects_status: str

    def value_status(self, name: str) -> str:
        return self.effects_status if name == "effects" else self.status


@dataclass(frozen=True, slots=True)
class Age:
    id: str
    index: int
    name: str  # message id
    hand: int  # hand limit at the start of a turn (§VII)
    status: str


@dataclass(frozen=True, slots=True)
class Board:
    """One culture's player board (aom.md 2.9)."""

    culture: str
    name: str  # message id of the culture ("Greek")
    colour: str
    production: tuple[str, ...]  # 16 terrain ids, row by row from the printed top row, left to right
    rows: int
    columns: int
    city_spaces: int
    spaces: MappingProxyType[str, int]  # terrain -> number of production spaces
    status: str


@dataclass(frozen=True, slots=True)
class TileKind:
    """One face of resource-producing tile and its number of copies in the pool (aom.md 2.10)."""

    index: int
    terrain: str
    resource: str
    amount: int
    count: int


@dataclass(frozen=True, slots=True)
class Card:
    """One action card (a permanent card, or one kind of random card: ``count`` copies in its deck)."""

    id: str
    index: int  # position in Static.cards
    action: str  # the action id (ACTIONS), the effect's kind
    effect: Effect  # the action and its value: {kind: attack, units: 5}
    god: str | None  # the god whose power the card carries (gods.yaml), else None
    culture: str | None  # the random deck it belongs to; None: a permanent card (every player has one)
    count: int  # copies in the deck (permanent: 1 per player)
    status: str


@dataclass(frozen=True, slots=True)
class God:
    """One god power (aom.md 2.6)."""

    id: str
    name: str  # message id ("Loki")
    title: str | None  # message id of the power's title ("Theft"); Odin has none
    culture: str
    favor: int  # paid to the bank to use the power
    timing: str  # now, action or turn (gods.yaml header, aom.md 3.4)
    effects: tuple[Effect, ...]
    flags: tuple[str, ...]
    card: str  # the id of the card that carries it
    status: str
    status_of: MappingProxyType[str, str]

    def value_status(self, name: str) -> str:
        return self.status_of.get(name, self.status)


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
    # --- buildings.yaml (2.7)
    buildings: tuple[Building, ...]  # by index, the file's order
    building: MappingProxyType[str, Building]  # by id
    building_effects: MappingProxyType[str, tuple[tuple[str, Effect], ...]]  # kind -> ((building id, effect), ...)
    # --- ages.yaml (2.8)
    ages: tuple[Age, ...]  # by index 0 .. 3
    hand_limit: tuple[int, ...]  # by age index: 4, 5, 6, 7
    # --- boards.yaml (2.9)
    terrain_names: MappingProxyType[str, str]  # terrain id -> message id
    boards: MappingProxyType[str, Board]  # culture -> board
    # --- tiles.yaml (2.10)
    tile_kinds: tuple[TileKind, ...]
    pool: tuple[int, ...]  # the 90 tiles of the pool, each a tile kind index (unshuffled)
    tiles_status: str  # of the counts
    tile_faces_status: str
    # --- setup.yaml (2.11, 2.12)
    setup: SetupFile  # every set-up number as validated (statuses included)
    resource_names: MappingProxyType[str, str]  # resource id -> message id ("Food")
    cube_colours: MappingProxyType[str, str]  # resource id (and "victory") -> cube colour (§V)
    min_players: int
    max_players: int
    bank: MappingProxyType[int, int]  # players -> cubes of each resource before set-up (§VI)
    victory_cubes: int  # red cubes in the bank (30)
    start_resources: tuple[int, int, int, int]  # food, wood, gold, favor per player
    start_units: MappingProxyType[str, tuple[tuple[str, int], ...]]  # culture -> ((unit id, figures), ...)
    start_age: int
    victory_cards: tuple[str, ...]  # ids, the order of §V
    victory_card_names: MappingProxyType[str, str]  # id -> message id
    # --- cards.yaml (2.4, 2.5)
    action_names: MappingProxyType[str, str]  # action id -> message id ("Next Age")
    cards: tuple[Card, ...]  # by index: the 7 permanent cards, then each culture's random card kinds
    card: MappingProxyType[str, Card]  # by id
    permanent: tuple[int, ...]  # the 7 permanent card indices, in the order of §V
    random_decks: MappingProxyType[str, tuple[int, ...]]  # culture -> one card index per physical card (45)
    # --- gods.yaml (2.6)
    gods: tuple[God, ...]
    god: MappingProxyType[str, God]  # by id
    culture_gods: MappingProxyType[str, tuple[str, ...]]  # culture -> god ids, the file's order
    # --- flags.yaml (aom.md 5)
    flags: MappingProxyType[str, Flag]

    def names(self) -> dict[str, dict[str, str] | list[str]]:
        """The English names of the components, each a message id of the ``aom`` catalogue (the data's ``name``
        values, which ``python -m kleos.i18n`` extracts): ``{"unit": {id: msgid}, ...}`` for units, buildings,
        gods, cultures, terrains, resources, victory cards and actions, and ``"age"``: the four ages' in order.
        The web client reads them in ``board_data()`` and translates them with its catalogue."""
        return {
            "resource": dict(self.resource_names), "terrain": dict(self.terrain_names),
            "culture": {c: b.name for c, b in self.boards.items()}, "age": [a.name for a in self.ages],
            "victory": dict(self.victory_card_names), "action": dict(self.action_names),
            "building": {b.id: b.name for b in self.buildings}, "unit": {u.id: u.name for u in self.units},
            "god": {g.id: g.name for g in self.gods},
        }

    def unit_name(self, unit_id: str) -> Message:
        """How a player reads a unit type ("Medusa", a message)."""
        return _(self.unit[unit_id].name)

    def building_name(self, building_id: str) -> Message:
        return _(self.building[building_id].name)

    def culture_name(self, culture: str) -> Message:
        return _(self.boards[culture].name)

    def terrain_name(self, terrain: str) -> Message:
        return _(self.terrain_names[terrain])

    def resource_name(self, resource: str) -> Message:
        return _(self.resource_names[resource])

    def age_name(self, age: int) -> Message:
        return _(self.ages[age].name)

    def draft_tiles(self, players: int) -> int:
        """Tiles revealed for the set-up draft: 6 x P (§VI)."""
        return self.setup.draft.tiles_per_player * players

    def draft_picks(self, players: int) -> tuple[int, ...]:
        """The seat of each draft pick (0 = first player): 0..P-1 then P-1..0, ``passes`` times (§VI)."""
        lap = tuple(range(players)) + tuple(reversed(range(players)))
        return lap * self.setup.draft.passes

    def victory_placers(self, players: int) -> int:
        """Victory cubes placed at the start of a turn, one per placer in turn order (§VII)."""
        t = self.setup.turn
        return t.victory_placers_2p if players == 2 else min(t.victory_placers, players)

    def figure_cap(self, klass: str, players: int) -> int:
        """Figures of one type a player has (klass: villager, mortal, myth, hero; aom.md 2.12, RECON): per runner
        x runners (P <= 3: 2, P >= 4: 1); villagers never above the House limit."""
        caps = self.setup.figure_caps
        n = caps.per_runner[klass] * caps.runners[players]  # type: ignore[index]
        return min(n, caps.max_villagers) if klass == "villager" else n

    def action_name(self, action: str) -> Message:
        return _(self.action_names[action])

    def god_name(self, god_id: str) -> Message:
        return _(self.god[god_id].name)

    def god_title(self, god_id: str) -> Message | None:
        title = self.god[god_id].title
        return _(title) if title else None

    def explore_tiles(self, card: int, players: int) -> int:
        """Tiles an Explore card draws at ``players`` players (per_player x P + plus; §VIII Explore)."""
        e = self.cards[card].effect
        return e.per_player * players + e.plus  # type: ignore[union-attr]

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


def _effect_use(file: str, entry: str, effects: list[Effect], use: str) -> None:
    for e in effects:
        if use not in EFFECT_USE[e.kind]:
            raise _fail(file, entry, _("effect {kind!r} is not a {use} effect (kleos.aom.effects)", kind=e.kind,
                                       use=use))


def _load_buildings(bf: BuildingsFile) -> list[Building]:
    ids = [b.id for b in bf.buildings]
    out: list[Building] = []
    for i, m in enumerate(bf.buildings):
        entry = f"buildings.{i} ({m.id})"
        if m.id in ids[:i]:
            raise _fail("buildings.yaml", entry, _("the building is listed twice"))
        _effect_use("buildings.yaml", entry, m.effects, "building")
        for e in m.effects:
            for other in getattr(e, "except_", ()):
                if other not in ids:
                    raise _fail("buildings.yaml", entry, _("unknown building {id!r}", id=other))
        for key, tag in m.status_of.items():
            if key not in ("cost", "effects", "max", "age"):
                raise _fail("buildings.yaml", entry, _("status_of names cost, effects, max or age, not {key!r}",
                                                       key=key))
            _check_status("buildings.yaml", entry, tag)
        out.append(Building(m.id, i, m.name, cost_tuple(m.cost), m.max, AGES.index(m.age) if m.age else None,
                            tuple(m.effects), m.status_of.get("cost", bf.status),
                            m.status_of.get("effects", bf.effects_status)))
    return out


def _load_boards(bo: BoardsFile) -> dict[str, Board]:
    if [t.id for t in bo.terrains] != list(TERRAINS):
        raise _fail("boards.yaml", "terrains", _("the six terrains, in the order {order}", order=", ".join(TERRAINS)))
    if sorted(b.id for b in bo.cultures) != sorted(CULTURES) or len(bo.cultures) != len(CULTURES):
        raise _fail("boards.yaml", "cultures", _("one board for each culture: {cultures}",
                                                 cultures=", ".join(CULTURES)))
    boards: dict[str, Board] = {}
    for m in bo.cultures:
        rows = len(m.production)
        if rows == 0 or any(len(r) != len(m.production[0]) for r in m.production):
            raise _fail("boards.yaml", f"cultures ({m.id})", _("the production area is a rectangle of spaces"))
        _check_status("boards.yaml", f"cultures ({m.id})", m.status)
        flat = tuple(t for r in m.production for t in r)
        boards[m.id] = Board(m.id, m.name, m.colour, flat, rows, len(m.production[0]), m.city_spaces,
                             MappingProxyType({t: flat.count(t) for t in TERRAINS}), m.status)
    return boards


def _load_setup(su: SetupFile) -> None:
    players = range(su.players.min, su.players.max + 1)
    if su.players.min < 2:
        raise _fail("setup.yaml", "players", _("a game has 2 players or more"))
    if sorted(su.bank.by_players) != list(players):
        raise _fail("setup.yaml", "bank", _("a bank is given for every number of players {low} .. {high}",
                                            low=su.players.min, high=su.players.max))
    if sorted(su.figure_caps.runners) != list(players):
        raise _fail("setup.yaml", "figure_caps.runners",
                    _("runners are given for every number of players {low} .. {high}", low=su.players.min,
                      high=su.players.max))
    if sorted(su.figure_caps.per_runner) != sorted(("villager", *CLASSES)):
        raise _fail("setup.yaml", "figure_caps.per_runner", _("a cap is given for villagers and every class"))
    if [v.id for v in su.victory_cards] != ["largest_army", "most_buildings", "last_battle", "wonder"]:
        raise _fail("setup.yaml", "victory_cards", _("the four victory cards of §V, in their order"))
    if [r.id for r in su.resources] != list(RESOURCES):
        raise _fail("setup.yaml", "resources", _("the four resources in the order {order}",
                                                 order=", ".join(RESOURCES)))
    for r in su.resources:
        _check_status("setup.yaml", f"resources ({r.id})", r.status)
    if sorted(su.start.resources) != sorted(RESOURCES):
        raise _fail("setup.yaml", "start.resources", _("a starting amount is given for every resource"))
    for part in ("players", "bank", "victory_cubes", "start", "draft", "turn", "battle", "figure_caps"):
        _check_status("setup.yaml", part, getattr(su, part).status)
    for tag in su.figure_caps.status_of.values():
        _check_status("setup.yaml", "figure_caps", tag)
    for v in su.victory_cards:
        _check_status("setup.yaml", f"victory_cards ({v.id})", v.status)
    for p in players:
        if su.start.resources and max(su.start.resources.values()) * p > su.bank.by_players[p]:
            raise _fail("setup.yaml", "start", _("the bank of {players} players cannot pay the starting cubes",
                                                 players=p))


def _load_cards(cf: CardsFile, gods: dict[str, GodModel]) -> list[Card]:
    if [a.id for a in cf.actions] != list(ACTIONS):
        raise _fail("cards.yaml", "actions", _("the seven actions of §V, in their order: {order}",
                                               order=", ".join(ACTIONS)))
    _check_status("cards.yaml", "permanent", cf.permanent.status)
    perm = cf.permanent.cards
    if [c.action.kind for c in perm] != list(ACTIONS) or [c.id for c in perm] != list(ACTIONS):
        raise _fail("cards.yaml", "permanent", _("one permanent card per action, named by it, in the order of §V"))
    if any(c.god or c.count != 1 or c.status for c in perm):
        raise _fail("cards.yaml", "permanent", _("a permanent card has no god, no count and the set's status"))
    if sorted(cf.random) != sorted(CULTURES):
        raise _fail("cards.yaml", "random", _("one random deck for each culture: {cultures}",
                                              cultures=", ".join(CULTURES)))
    cards = [Card(c.id, i, c.action.kind, c.action, None, None, 1, cf.permanent.status) for i, c in enumerate(perm)]
    used: dict[str, str] = {}
    for culture in CULTURES:
        for i, c in enumerate(cf.random[culture]):
            entry = f"random.{culture}.{i} ({c.id})"
            if any(c.id == other.id for other in cards):
                raise _fail("cards.yaml", entry, _("the card id is used twice"))
            _effect_use("cards.yaml", entry, [c.action], "action")
            if c.status is None:
                raise _fail("cards.yaml", entry, _("a random card has a status"))
            _check_status("cards.yaml", entry, c.status)
            if c.god is not None:
                if c.god not in gods:
                    raise _fail("cards.yaml", entry, _("unknown god {god!r}", god=c.god))
                if gods[c.god].culture != culture:
                    raise _fail("cards.yaml", entry, _("the god {god!r} is not of this culture", god=c.god))
                if c.god in used or c.count != 1:
                    raise _fail("cards.yaml", entry, _("a god is printed on one card only"))
                used[c.god] = c.id
            cards.append(Card(c.id, len(cards), c.action.kind, c.action, c.god, culture, c.count, c.status))
    for god in gods:
        if god not in used:
            raise _fail("gods.yaml", god, _("no card of cards.yaml carries this god"))
    return cards


def _load_gods(gf: GodsFile, units: dict[str, Unit], building_ids: list[str],
               flags: dict[str, Flag]) -> dict[str, GodModel]:
    gods: dict[str, GodModel] = {}
    for i, g in enumerate(gf.gods):
        entry = f"gods.{i} ({g.id})"
        if g.id in gods:
            raise _fail("gods.yaml", entry, _("the god is listed twice"))
        _effect_use("gods.yaml", entry, g.effects, "power")
        for flag in g.flags:
            if flag not in flags:
                raise _fail("gods.yaml", entry, _("unknown flag {flag!r}", flag=flag))
        _check_status("gods.yaml", entry, g.status or gf.status)
        for tag in g.status_of.values():
            _check_status("gods.yaml", entry, tag)
        for e in g.effects:
            named_units = [*getattr(e, "units", ()), *([e.unit] if e.kind == "exchange_units" else [])]  # type: ignore[union-attr]
            for uid in named_units:
                if uid not in units or units[uid].culture != g.culture:
                    raise _fail("gods.yaml", entry, _("{unit!r} is not a unit of this culture", unit=uid))
            named_buildings = [*getattr(e, "except_", ()), *([e.building] if e.kind == "free_building" else [])]  # type: ignore[union-attr]
            for bid in named_buildings:
                if bid not in building_ids:
                    raise _fail("gods.yaml", entry, _("unknown building {id!r}", id=bid))
            if e.kind == "grant_special" and e.special not in SPECIALS:  # type: ignore[union-attr]
                raise _fail("gods.yaml", entry, _("unknown unit ability {special!r}", special=e.special))  # type: ignore[union-attr]
        gods[g.id] = g
    return gods


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
    fl: FlagsFile = read_yaml(directory / "flags.yaml", FlagsFile, GAME)
    uf: UnitsFile = read_yaml(directory / "units.yaml", UnitsFile, GAME)
    bf: BuildingsFile = read_yaml(directory / "buildings.yaml", BuildingsFile, GAME)
    af: AgesFile = read_yaml(directory / "ages.yaml", AgesFile, GAME)
    bo: BoardsFile = read_yaml(directory / "boards.yaml", BoardsFile, GAME)
    tf: TilesFile = read_yaml(directory / "tiles.yaml", TilesFile, GAME)
    su: SetupFile = read_yaml(directory / "setup.yaml", SetupFile, GAME)
    cf: CardsFile = read_yaml(directory / "cards.yaml", CardsFile, GAME)
    gf: GodsFile = read_yaml(directory / "gods.yaml", GodsFile, GAME)
    _check_status("units.yaml", "status", uf.status)
    flags = _load_flags(fl)
    units = _load_units(uf, flags)
    bonus_all, bonus_highest = _bonus_tables(units)
    _check_status("buildings.yaml", "status", bf.status)
    _check_status("buildings.yaml", "effects_status", bf.effects_status)
    buildings = _load_buildings(bf)
    if [a.id for a in af.ages] != list(AGES):
        raise _fail("ages.yaml", "ages", _("the four ages in order: {order}", order=", ".join(AGES)))
    for a in af.ages:
        _check_status("ages.yaml", a.id, a.status)
    boards = _load_boards(bo)
    _check_status("tiles.yaml", "status", tf.status)
    _check_status("tiles.yaml", "faces_status", tf.faces_status)
    faces = [(t.terrain, t.resource, t.amount) for t in tf.tiles]
    for i, face in enumerate(faces):
        if face in faces[:i]:
            raise _fail("tiles.yaml", f"tiles.{i}", _("the face is listed twice: add to its count"))
    kinds = tuple(TileKind(i, t.terrain, t.resource, t.amount, t.count) for i, t in enumerate(tf.tiles))
    _load_setup(su)
    _check_status("gods.yaml", "status", gf.status)
    god_models = _load_gods(gf, {u.id: u for u in units}, [b.id for b in buildings], flags)
    cards = _load_cards(cf, god_models)
    carrier = {c.god: c.id for c in cards if c.god}
    gods = tuple(God(g.id, g.name, g.title, g.culture, g.favor, g.timing, tuple(g.effects), tuple(g.flags),
                     carrier[g.id], g.status or gf.status, MappingProxyType(dict(g.status_of)))
                 for g in god_models.values())
    by_kind: dict[str, list[tuple[str, Effect]]] = {}
    for b in buildings:
        for e in b.effects:
            by_kind.setdefault(e.kind, []).append((b.id, e))
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
        buildings=tuple(buildings), building=MappingProxyType({b.id: b for b in buildings}),
        building_effects=MappingProxyType({k: tuple(v) for k, v in by_kind.items()}),
        ages=tuple(Age(a.id, i, a.name, a.hand, a.status) for i, a in enumerate(af.ages)),
        hand_limit=tuple(a.hand for a in af.ages),
        terrain_names=MappingProxyType({t.id: t.name for t in bo.terrains}), boards=MappingProxyType(boards),
        tile_kinds=kinds, pool=tuple(k.index for k in kinds for _n in range(k.count)), tiles_status=tf.status,
        tile_faces_status=tf.faces_status,
        setup=su, resource_names=MappingProxyType({r.id: r.name for r in su.resources}),
        cube_colours=MappingProxyType({**{r.id: r.colour for r in su.resources}, "victory": su.victory_colour}),
        min_players=su.players.min, max_players=su.players.max,
        bank=MappingProxyType(dict(su.bank.by_players)), victory_cubes=su.victory_cubes.count,
        start_resources=cost_tuple(su.start.resources),
        start_units=MappingProxyType({c: tuple((u.id, su.start.per_mortal_type) for u in units
                                               if u.culture == c and u.klass == "mortal") for c in CULTURES}),
        start_age=AGES.index(su.start.age),
        victory_cards=tuple(v.id for v in su.victory_cards),
        victory_card_names=MappingProxyType({v.id: v.name for v in su.victory_cards}),
        action_names=MappingProxyType({a.id: a.name for a in cf.actions}),
        cards=tuple(cards), card=MappingProxyType({c.id: c for c in cards}),
        permanent=tuple(c.index for c in cards if c.culture is None),
        random_decks=MappingProxyType({k: tuple(c.index for c in cards if c.culture == k for _n in range(c.count))
                                       for k in CULTURES}),
        gods=gods, god=MappingProxyType({g.id: g for g in gods}),
        culture_gods=MappingProxyType({k: tuple(g.id for g in gods if g.culture == k) for k in CULTURES}),
        flags=MappingProxyType(flags),
    )
