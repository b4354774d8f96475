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
    max_houses: int
    hand_limits: tuple[int, ...]  # by age
    perm_age_costs: tuple[int, ...]  # Next Age (permanent): cost of each resource to enter age 1, 2, 3
    cards: dict[str, Card]  # random cards by id
    bank: dict[int, int]  # players -> cubes of each resource in the bank before the players take theirs
    vp_cubes: int
    start_resources: int
    start_units: int
    spoil_limit: int
    storehouse_limit: int
    perm_explore_extra: int  # permanent Explore draws P + this
    perm_build: int
    perm_recruit: int
    perm_trade_fee: int
    perm_attack: int
    temple_price: int
    data: Any = None  # kleos.aom.data.Static: the battle cards, read by the battle
    messages: dict[Any, Any] = field(default_factory=dict)

    @property
    def card_ids(self) -> tuple[str, ...]:
        return tuple(f"perm_{a}" for a in ACTIONS) + tuple(self.cards)

    def tiles_of(self, terrain: str) -> tuple[str, ...]:
        return tuple(k for k, (t, _r, _n) in self.tile_kinds.items() if t == terrain)


# ---------------------------------------------------------------------- building the shared facts
#: INTERIM, until the data helper's files hold them (aom-data branch): reference notes aom.md 2.4-2.12,
#: read by :func:`build` only for what ``kleos.aom.data`` does not provide yet.
_TILES = {  # terrain: [(resource, amount, copies)] (aom.md 2.10)
    "fertile": [("food", 2, 12), ("wood", 1, 3), ("gold", 1, 3), ("favor", 1, 3)],
    "forest": [("wood", 2, 9), ("food", 1, 2), ("gold", 1, 2), ("favor", 1, 2)],
    "hills": [("gold", 2, 4), ("food", 1, 4), ("wood", 1, 4), ("favor", 1, 4)],
    "mountains": [("gold", 2, 6), ("wood", 1, 3), ("favor", 1, 3)],
    "desert": [("favor", 2, 7), ("gold", 1, 7)],
    "swamp": [("food", 1, 4), ("wood", 1, 4), ("favor", 1, 4)],
}
_SPACES = {  # aom.md 2.9
    "greek": {"fertile": 3, "forest": 2, "swamp": 1, "hills": 8, "mountains": 1, "desert": 1},
    "egyptian": {"desert": 6, "fertile": 5, "swamp": 2, "hills": 2, "forest": 1},
    "norse": {"mountains": 4, "forest": 4, "fertile": 3, "hills": 3, "swamp": 1, "desert": 1},
}
_BUILDINGS = {  # aom.md 2.7: (food, wood, gold, favor)
    "house": (2, 2, 0, 0), "wall": (0, 3, 3, 0), "tower": (0, 3, 3, 0), "storehouse": (2, 2, 2, 2),
    "market": (0, 0, 3, 2), "armory": (0, 3, 2, 0), "quarry": (4, 0, 1, 0), "monument": (3, 0, 2, 0),
    "granary": (0, 2, 3, 0), "gold_mint": (3, 2, 0, 0), "wood_workshop": (2, 0, 3, 0),
    "siege_workshop": (0, 3, 2, 0), "great_temple": (4, 4, 4, 4), "wonder": (10, 10, 10, 10),
}
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
_CAPS = {"mortal": (12, 6), "myth": (6, 3), "hero": (2, 1)}  # aom.md 2.12 (RECON)


def build() -> Static:
    """The facts the rules read: the battle cards from ``kleos.aom.data``, the rest from the interim tables."""
    from kleos.aom import data

    d = data.load()
    units = {}
    for u in d.units:
        small, large = _CAPS[u.klass]
        units[u.id] = Unit(u.id, u.culture, u.klass, dict(zip(RESOURCES, u.cost, strict=True)),
                           u.hero_age or 0, small, large, "DWARF_MINER" in u.specials)
    tile_kinds, tile_counts = {}, {}
    for terrain, faces in _TILES.items():
        for resource, amount, copies in faces:
            kind = f"{terrain}_{amount}{resource}"
            tile_kinds[kind] = (terrain, resource, amount)
            tile_counts[kind] = copies
    cards = {}
    for culture, rows in _DECKS.items():
        for action, value, god, favor, count in rows:
            cid = f"{culture[:2]}_{god}" if god else f"{culture[:2]}_{action}_{value}"
            gather = ("choice", "all", "food")[value] if action == "gather" else ""
            ages = (value, value + 1, value + 2) if action == "next_age" else ()
            cards[cid] = Card(cid, culture, action, value, god, favor, count, gather, ages)
    return Static(
        tile_kinds=tile_kinds, tile_counts=tile_counts, spaces=_SPACES, city_spaces=16, units=units,
        mortals={c: tuple(d.mortal_units[c]) for c in CULTURES},
        buildings={b: dict(zip(RESOURCES, cost, strict=True)) for b, cost in _BUILDINGS.items()}, max_houses=10,
        hand_limits=(4, 5, 6, 7), perm_age_costs=(4, 5, 6), cards=cards,
        bank={2: 20, 3: 25, 4: 30, 5: 40, 6: 50, 7: 55, 8: 60}, vp_cubes=30, start_resources=4, start_units=2,
        spoil_limit=5, storehouse_limit=8, perm_explore_extra=1, perm_build=1, perm_recruit=2, perm_trade_fee=2,
        perm_attack=4, temple_price=8, data=d,
    )
