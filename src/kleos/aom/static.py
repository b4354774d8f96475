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


@dataclass(frozen=True)
class Card:
    """A random action card (V, VII): action, value, god power and its favor cost."""

    id: str
    culture: str
    action: str
    value: int  # Explore: extra tiles above P (0 or 2); Build/Recruit: items; Attack: units; Trade: fee;
    #             Next Age: cost of each resource for the next age, from Classical (index 0)
    god: str | None
    favor: int
    count: int
    gather: str = ""  # "choice" (terrain or resource), "all", "food"
    age_costs: tuple[int, ...] = ()


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
    perm_age_costs: tuple[int, ...]  # Next Age (permanent): cost of each resource to enter age 1, 2, 3
    cards: dict[str, Card]  # random cards by id
    bank: dict[int, int]  # players -> cubes of each resource in the bank before the players take theirs
    vp_cubes: int
    start_resources: int
    start_units: int
    spoil_limit: int
    perm_explore_extra: int  # permanent Explore draws P + this
    perm_build: int
    perm_recruit: int
    perm_trade_fee: int
    perm_attack: int
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
#: INTERIM, until the data helper's cards.yaml holds the random decks (aom-data branch): reference notes
#: aom.md 2.5, read by :func:`build` only while ``kleos.aom.data`` has no cards.
#: aom.md 2.5: culture -> [(action, value, god, favor, count)]; Explore value = tiles above P; Gather value
#: 0 choice, 1 all, 2 food; Next Age value = cost to enter Classical (then +1 per age)
_DECKS: dict[str, list[tuple[str, int, str | None, int, int]]] = {
    "greek": [("attack", 5, None, 0, 2), ("attack", 6, None, 0, 3), ("attack", 7, None, 0, 2),
              ("attack", 6, "aphrodite", 2, 1), ("attack", 6, "ares", 3, 1), ("build", 4, None, 0, 1),
              ("build", 3, None, 0, 3), ("build", 2, None, 0, 2), ("build", 3, "hera", 1, 1),
              ("explore", 0, None, 0, 2), ("explore", 2, None, 0, 3), ("explore", 2, "artemis", 1, 1),
              ("gather", 1, None, 0, 5), ("gather", 2, "dionysus", 2, 1), ("gather", 0, "hades", 1, 1),
              ("gather", 0, "poseidon", 1, 1), ("next_age", 3, None, 0, 2), ("next_age", 3, "hephaestus", 2, 1),
              ("next_age", 3, "zeus", 2, 1), ("recruit", 3, None, 0, 2), ("recruit", 4, None, 0, 2),
              ("recruit", 5, None, 0, 1), ("recruit", 6, None, 0, 1), ("recruit", 4, "apollo", 1, 1),
              ("trade", 1, None, 0, 1), ("trade", 0, None, 0, 2), ("trade", 0, "hermes", 1, 1)],
    "egyptian": [("attack", 5, None, 0, 2), ("attack", 6, None, 0, 2), ("attack", 7, None, 0, 2),
                 ("attack", 7, "isis", 1, 1), ("attack", 6, "sekhmet", 3, 1), ("attack", 6, "thoth", 1, 1),
                 ("build", 4, None, 0, 1), ("build", 3, None, 0, 2), ("build", 2, None, 0, 2),
                 ("build", 3, "horus", 1, 1), ("build", 3, "nephthys", 2, 1), ("explore", 0, None, 0, 2),
                 ("explore", 2, None, 0, 3), ("explore", 2, "ptah", 1, 1), ("gather", 1, None, 0, 6),
                 ("gather", 2, "ra", 2, 1), ("next_age", 3, None, 0, 2), ("next_age", 3, "hathor", 1, 1),
                 ("recruit", 3, None, 0, 1), ("recruit", 4, None, 0, 1), ("recruit", 5, None, 0, 1),
                 ("recruit", 6, None, 0, 1), ("recruit", 4, "anubis", 1, 1), ("recruit", 6, "bast", 1, 1),
                 ("recruit", 4, "osiris", 2, 1), ("trade", 1, None, 0, 3), ("trade", 0, None, 0, 3)],
    "norse": [("attack", 5, None, 0, 2), ("attack", 6, None, 0, 2), ("attack", 7, None, 0, 2),
              ("attack", 6, "bragi", 2, 1), ("attack", 4, "heimdall", 4, 1), ("attack", 6, "tyr", 3, 1),
              ("build", 4, None, 0, 1), ("build", 3, None, 0, 3), ("build", 2, None, 0, 2),
              ("build", 4, "njord", 1, 1), ("explore", 0, None, 0, 2), ("explore", 2, None, 0, 3),
              ("explore", 0, "baldr", 1, 1), ("gather", 1, None, 0, 5), ("gather", 0, "freyja", 1, 1),
              ("gather", 0, "skadi", 1, 1), ("gather", 0, "thor", 1, 1), ("next_age", 3, None, 0, 4),
              ("next_age", 3, "odin", 1, 1), ("recruit", 3, None, 0, 1), ("recruit", 4, None, 0, 2),
              ("recruit", 5, None, 0, 1), ("recruit", 6, None, 0, 1), ("recruit", 3, "hel", 1, 1),
              ("trade", 1, None, 0, 1), ("trade", 0, None, 0, 1), ("trade", 0, "forseti", 1, 1),
              ("trade", 0, "loki", 2, 1)],
}
def build() -> Static:
    """The facts the rules read, from ``kleos.aom.data`` (the YAML files); the random decks from the interim table
    while the data has none."""
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
    cards = {}
    for culture, rows in _DECKS.items():
        for action, value, god, favor, count in rows:
            cid = f"{culture[:2]}_{god}" if god else f"{culture[:2]}_{action}_{value}"
            gather = ("choice", "all", "food")[value] if action == "gather" else ""
            ages = (value, value + 1, value + 2) if action == "next_age" else ()
            cards[cid] = Card(cid, culture, action, value, god, favor, count, gather, ages)
    turn = d.setup.turn
    return Static(
        tile_kinds=tile_kinds, tile_counts=tile_counts,
        spaces={c: {t: k for t, k in b.spaces.items() if k} for c, b in d.boards.items()},
        city_spaces=d.boards["greek"].city_spaces, units=units,
        mortals={c: tuple(d.mortal_units[c]) for c in CULTURES},
        buildings={b.id: dict(zip(RESOURCES, b.cost, strict=True)) for b in d.buildings},
        building_max={b.id: b.max for b in d.buildings}, building_age={b.id: b.age or 0 for b in d.buildings},
        effects={b.id: b.effects for b in d.buildings},
        hand_limits=tuple(d.hand_limit), perm_age_costs=(4, 5, 6), cards=cards,
        bank=dict(d.bank), vp_cubes=d.victory_cubes, start_resources=d.start_resources[0],
        start_units=d.start_units["greek"][0][1], spoil_limit=turn.spoilage_limit,
        perm_explore_extra=1, perm_build=1, perm_recruit=2, perm_trade_fee=2, perm_attack=4, data=d,
    )
