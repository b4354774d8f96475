"""Age of Mythology: the static facts the rules read, gathered once per game from the component data
(``kleos.aom.data``, the YAML files) into plain tuples and dicts that every state shares and never copies.

Names used throughout the rules:

* a **tile kind** is a resource-producing tile face, ``<terrain>_<amount><resource>`` (``fertile_2food``);
  tiles of one kind are interchangeable, so a board holds counts of kinds, not positions (V, VIII Explore);
* a **card id** is ``perm_<action>`` for a permanent card (VII) or the data's id of a random card;
* resources are ``food``, ``wood``, ``gold``, ``favor`` (V "les cubes ressources").
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

RESOURCES = ("food", "wood", "gold", "favor")
TERRAINS = ("fertile", "forest", "hills", "mountains", "desert", "swamp")
CULTURES = ("greek", "egyptian", "norse")
ACTIONS = ("explore", "gather", "build", "recruit", "trade", "attack", "next_age")
VICTORY_CARDS = ("largest_army", "most_buildings", "last_battle", "wonder")
AREAS = ("city", "production", "holding")
AGES = ("archaic", "classical", "heroic", "mythic")
#: DEC-35, option ``figure_caps="unlimited"``: the supply of a unit type never runs out in play; the one bound
#: kept is the action table's (a battle commits 0 .. this many figures of one type in one step), five times the
#: largest cap of the table (aom.md 2.12: 12 mortals of a type with 3 players or fewer)
UNLIMITED_FIGURES = 60


@dataclass(frozen=True)
class Unit:
    id: str
    culture: str
    cls: str  # "mortal", "myth" or "hero"
    cost: dict[str, int]
    hero_age: int  # 0 for a mortal or myth unit; 1..3 the first age a hero may be recruited in (VIII Recruit)
    cap_small: int  # figures per player with 3 players or fewer (VI: both shades)
    cap_large: int  # with 4 players or more (one shade)
    miner: bool = False  # a Dwarf may stand on a gold tile (VIII Gather)

    def cap(self, players: int, figure_caps: str = "table") -> int:
        """Figures of this type a player may have (VI: both shades with 3 players or fewer; aom.md 2.12); with
        ``figure_caps="unlimited"`` (DEC-35) the action table's bound, :data:`UNLIMITED_FIGURES`."""
        if figure_caps == "unlimited":
            return UNLIMITED_FIGURES
        return self.cap_small if players <= 3 else self.cap_large


@dataclass(frozen=True)
class Card:
    """An action card (V, VII): action, value, god power and its favor cost (a permanent card: no culture)."""

    id: str
    culture: str
    action: str
    value: int  # Explore: tiles above per_player x P; Build/Recruit: items; Attack: units; Trade: fee
    god: str | None
    favor: int
    count: int
    gather: str = ""  # "choice" (terrain or resource), "all", or a resource
    age_costs: tuple[int, ...] = ()  # Next Age: cubes of each resource to enter Classical, Heroic, Mythic
    per_player: int = 1  # Explore: tiles drawn = per_player x P + value


@dataclass
class Static:
    tile_kinds: dict[str, tuple[str, str, int]]  # kind -> (terrain, resource, amount)
    tile_counts: dict[str, int]
    spaces: dict[str, dict[str, int]]  # culture -> terrain -> production spaces
    city_spaces: int
    units: dict[str, Unit]
    mortals: dict[str, tuple[str, ...]]
    buildings: dict[str, dict[str, int]]  # building -> cost
    building_max: dict[str, int]  # V: one of each, Houses 10
    building_age: dict[str, int]  # the age a building needs (the Wonder: Mythic)
    effects: dict[str, tuple[Any, ...]]  # building -> its effects (kleos.aom.effects)
    hand_limits: tuple[int, ...]  # by age
    perm: dict[str, Card]  # the permanent cards by action (VII; the same for every culture)
    cards: dict[str, Card]  # random cards by id
    bank: dict[int, int]  # players -> cubes of each resource in the bank before the players take theirs
    vp_cubes: int
    start_resources: int
    start_units: int
    spoil_limit: int
    data: Any = None  # kleos.aom.data.Static: the battle cards, read by the battle
    messages: dict[Any, Any] = field(default_factory=dict)

    @property
    def card_ids(self) -> tuple[str, ...]:
        return tuple(f"perm_{a}" for a in ACTIONS) + tuple(self.cards)

    def owned(self, buildings: dict[str, int], kind: str) -> list[Any]:
        """The effects of one kind among the buildings a player owns (V)."""
        return [e for b, k in buildings.items() if k for e in self.effects[b] if e.kind == kind]

    def tiles_of(self, terrain: str) -> tuple[str, ...]:
        return tuple(k for k, (t, _r, _n) in self.tile_kinds.items() if t == terrain)


# ---------------------------------------------------------------------- building the shared facts
def build() -> Static:
    """The facts the rules read, from ``kleos.aom.data`` (the YAML files), in the shapes the rules use."""
    from kleos.aom import data

    d = data.load()
    units = {}
    for u in d.units:
        small, large = d.figure_cap(u.klass, 3), d.figure_cap(u.klass, 4)
        units[u.id] = Unit(u.id, u.culture, u.klass, dict(zip(RESOURCES, u.cost, strict=True)),
                           u.hero_age or 0, small, large, u.has("DWARF_MINER"))
    tile_kinds, tile_counts = {}, {}
    for t in d.tile_kinds:
        kind = f"{t.terrain}_{t.amount}{t.resource}"
        tile_kinds[kind] = (t.terrain, t.resource, t.amount)
        tile_counts[kind] = t.count
    cards, perm = {}, {}
    for c in d.cards:
        e = c.effect
        value = {"explore": "plus", "build": "amount", "recruit": "amount", "trade": "fee", "attack": "units"}
        v = int(getattr(e, value[c.action])) if c.action in value else 0
        gather = (e.resource if e.mode == "resource" else e.mode) if c.action == "gather" else ""
        ages = tuple(e.cost[a] for a in ("classical", "heroic", "mythic")) if c.action == "next_age" else ()
        per_player = e.per_player if c.action == "explore" else 1
        if c.culture is None:
            perm[c.action] = Card(c.id, "", c.action, v, None, 0, 1, gather, ages, per_player)
            continue
        favor = d.god[c.god].favor if c.god else 0
        cards[c.id] = Card(c.id, c.culture, c.action, v, c.god, favor, c.count, gather, ages, per_player)
    turn = d.setup.turn
    return Static(
        tile_kinds=tile_kinds, tile_counts=tile_counts,
        spaces={c: {t: k for t, k in b.spaces.items() if k} for c, b in d.boards.items()},
        city_spaces=d.boards["greek"].city_spaces, units=units,
        mortals={c: tuple(d.mortal_units[c]) for c in CULTURES},
        buildings={b.id: dict(zip(RESOURCES, b.cost, strict=True)) for b in d.buildings},
        building_max={b.id: b.max for b in d.buildings}, building_age={b.id: b.age or 0 for b in d.buildings},
        effects={b.id: b.effects for b in d.buildings},
        hand_limits=tuple(d.hand_limit), perm=perm, cards=cards,
        bank=dict(d.bank), vp_cubes=d.victory_cubes, start_resources=d.start_resources[0],
        start_units=d.start_units["greek"][0][1], spoil_limit=turn.spoilage_limit,
        data=d,
    )
