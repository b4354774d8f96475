"""Age of Mythology component data (reference notes aom.md 1-2): the shipped files load, hold the rulebook's
numbers (the constraints C.. of aom.md 1 that are data values) and the counts of the printed components, and a
bad value is refused with the file, the entry and the reason."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from kleos.aom import data
from kleos.engine import DataError

S = data.load()
STATUS = re.compile(data.STATUS_PATTERN)


def copy_with(tmp_path: Path, name: str, old: str, new: str) -> Path:
    target = tmp_path / "data"
    shutil.copytree(data.DATA_DIR, target)
    text = (target / name).read_text(encoding="utf-8")
    assert old in text, old
    (target / name).write_text(text.replace(old, new, 1), encoding="utf-8")
    return target


def dice(a: str, b: str, **flags: object) -> int:
    """Base dice plus bonus lines of unit ``a`` against unit ``b`` (§IX phase 2 a, b.1)."""
    return S.unit[a].dice + S.bonus(S.unit[a].index, S.unit[b].index, **flags)  # type: ignore[arg-type]


# ---------------------------------------------------------------------- battle cards (§V, §IX; aom.md 2.2)
def test_one_battle_card_per_unit_type_greek_12_egyptian_12_norse_11() -> None:
    assert {c: len(ids) for c, ids in S.culture_units.items()} == {"greek": 12, "egyptian": 12, "norse": 11}
    assert len(S.units) == 35 and [u.index for u in S.units] == list(range(35))
    for culture in data.CULTURES:
        kinds = [S.unit[u].klass for u in S.culture_units[culture]]
        assert kinds.count("mortal") == 3 and kinds.count("hero") == 3


def test_c33_the_starting_mortal_types() -> None:
    assert S.mortal_units == {"egyptian": ("spearman", "chariot_archer", "elephant"),
                              "norse": ("huskarl", "jarl", "throwing_axeman"),
                              "greek": ("hoplite", "toxotes", "hippokon")}


def test_c51_one_hero_per_age_and_none_in_archaic() -> None:
    for culture in data.CULTURES:
        assert S.heroes[culture][0] is None and None not in S.heroes[culture][1:]
    assert S.heroes["egyptian"][1] == "priest"  # §VIII Next Age example: Classical -> Priests (C57)


def test_c52_recruit_example_costs() -> None:
    """§VIII Recruit: a Minotaur costs 2 food 2 wood, an archer (Toxotes) 1 food 1 wood."""
    assert S.unit["minotaur"].cost == (2, 2, 0, 0) and S.unit["toxotes"].cost == (1, 1, 0, 0)


def test_c71_c75_the_battle_example_with_the_rulebook_medusa() -> None:
    """§IX battle example: types of the eight units, and every dice count (Medusa with the example's +4)."""
    def types(u: str) -> set[str]:
        return set(S.unit[u].types)
    assert types("priest") == {"hero"} and types("mummy") == {"myth"} and types("spearman") == {"mortal", "warrior"}
    assert types("scorpion_man") == types("hydra") == types("cyclops") == {"myth", "giant"}
    assert types("medusa") == {"myth", "giant_killer"} and types("classical_greek_hero") == {"hero"}
    assert dice("scorpion_man", "medusa") == 5
    assert dice("medusa", "scorpion_man", medusa_giant_bonus=4) == 9  # C72 with the flag
    assert dice("mummy", "classical_greek_hero") == 5 and dice("classical_greek_hero", "mummy") == 9  # C73
    assert dice("mummy", "hydra") == 5 and dice("hydra", "mummy") == 6  # C74 (+1 per kill is a rule: 7 next)
    assert dice("priest", "cyclops") == 9 and dice("cyclops", "priest") + 3 == 9  # C75: +3 for the throw
    assert S.unit["cyclops"].has("THROW") and S.unit["medusa"].has("WIN_TIES") and S.unit["hydra"].has("HYDRA")
    assert S.unit["mummy"].has("MUMMIFY")


def test_c72_medusa_default_is_the_scan_and_flagged() -> None:
    """⚠ DEC-1: the card prints +6 vs Giants (11 dice), the example says +4 (9): the flag picks one."""
    assert dice("medusa", "scorpion_man") == 11
    assert S.flags["medusa_giant_bonus"].default == 6 and S.flags["medusa_giant_bonus"].choices == (6, 4)
    assert S.unit["medusa"].value_status("bonus") == "DEC-1" and S.unit["medusa"].value_status("dice") == "SCAN"


def test_dec3_bonus_lines_stack_or_the_best_one() -> None:
    assert dice("hoplite", "jarl") == 7 and dice("hoplite", "jarl", stacking="highest") == 6
    assert dice("frost_giant", "huskarl") == 12 and dice("frost_giant", "huskarl", stacking="highest") == 10
    assert dice("hoplite", "mummy") == 3  # no line matches a Myth without sub-type


def test_specials_and_their_parameters() -> None:
    assert S.unit["phoenix"].resurrect_favor == 2 and S.unit["son_of_osiris"].resurrect_favor == 4
    have = {sp: sorted(u.id for u in S.units if u.has(sp)) for sp in data.SPECIALS}
    assert have["NEGATE_FORT"] == ["cyclops", "dwarf", "elephant"]
    assert have["DESTROY2"] == ["minotaur", "nidhogg"] and have["BERSERK"] == ["heroic_norse_hero", "huskarl"]
    assert have["SWAP"] == ["pharaoh"] and have["SWAP_SUBSTITUTE"] == ["wadjet"]
    assert all(have.values()), "every special is used by a card"


# ---------------------------------------------------------------------- buildings (§V; aom.md 2.7)
BUILDING_COSTS = {
    "house": (2, 2, 0, 0), "wall": (0, 3, 3, 0), "tower": (0, 3, 3, 0), "storehouse": (2, 2, 2, 2),
    "market": (0, 0, 3, 2), "armory": (0, 3, 2, 0), "quarry": (4, 0, 1, 0), "monument": (3, 0, 2, 0),
    "granary": (0, 2, 3, 0), "gold_mint": (3, 2, 0, 0), "wood_workshop": (2, 0, 3, 0),
    "siege_engine_workshop": (0, 3, 2, 0), "great_temple": (4, 4, 4, 4), "wonder": (10, 10, 10, 10),
}


def test_the_14_buildings_and_their_printed_costs() -> None:
    assert {b.id: b.cost for b in S.buildings} == BUILDING_COSTS
    assert all(b.status == "SCAN" for b in S.buildings)


def test_c14_one_of_each_type_houses_up_to_10_and_c24_the_wonder_needs_mythic() -> None:
    assert {b.id: b.max for b in S.buildings if b.max != 1} == {"house": 10}
    assert {b.id: b.age for b in S.buildings if b.age is not None} == {"wonder": data.AGES.index("mythic")}


def test_building_effects_are_the_rulebooks() -> None:
    def only(bid: str) -> dict[str, object]:
        (effect,) = S.building[bid].effects
        return effect.model_dump(by_alias=True)
    assert only("house") == {"kind": "villagers", "amount": 1}  # C04
    assert only("wall") == {"kind": "fortify", "area": "city", "dice": 2}  # C15
    assert only("tower") == {"kind": "fortify", "area": "production", "dice": 2}  # C16
    assert only("storehouse") == {"kind": "spoilage_limit", "amount": 8}  # C17, C92
    assert only("market") == {"kind": "trade_fee", "amount": 0}  # C18
    assert only("armory") == {"kind": "battle_cap_bonus", "amount": 1}  # C19
    assert only("quarry") == {"kind": "build_discount", "amount": 1, "later_actions": True, "except": []}  # C20
    assert only("great_temple") == {"kind": "buy_victory", "resource": "favor", "price": 8}  # C23
    assert only("wonder") == {"kind": "end_game"}  # C24
    gather = {bid: (e.resource, e.amount) for bid, e in S.building_effects["gather_bonus"]}  # type: ignore[attr-defined]
    assert gather == {"monument": ("favor", 2), "granary": ("food", 2), "gold_mint": ("gold", 2),
                      "wood_workshop": ("wood", 2)}  # C21, C87
    assert [e.kind for e in S.building["siege_engine_workshop"].effects] == ["negate_fort", "destroy_on_win"]  # C22
    assert S.building["quarry"].value_status("effects") == "DEC-41"
    assert S.building["wall"].value_status("effects") == "RB"


# ---------------------------------------------------------------------- ages, boards, tiles (aom.md 2.8-2.10)
def test_c02_c37_four_ages_and_their_hand_limits() -> None:
    assert [a.id for a in S.ages] == ["archaic", "classical", "heroic", "mythic"]
    assert S.hand_limit == (4, 5, 6, 7)


def test_c03_c50_the_three_boards() -> None:
    spaces = {c: dict(b.spaces) for c, b in S.boards.items()}
    assert spaces["greek"] == {"fertile": 3, "forest": 2, "hills": 8, "mountains": 1, "desert": 1, "swamp": 1}
    assert spaces["egyptian"] == {"fertile": 5, "forest": 1, "hills": 2, "mountains": 0, "desert": 6, "swamp": 2}
    assert spaces["norse"] == {"fertile": 3, "forest": 4, "hills": 3, "mountains": 4, "desert": 1, "swamp": 1}
    for board in S.boards.values():
        assert len(board.production) == 16 and (board.rows, board.columns) == (4, 4) and board.city_spaces == 16
    assert {c: b.colour for c, b in S.boards.items()} == {"greek": "green", "egyptian": "brown", "norse": "blue"}


def test_the_pool_holds_90_tiles_by_terrain_and_face() -> None:
    assert len(S.pool) == 90
    by_terrain = {t: sum(S.tile_kinds[i].terrain == t for i in S.pool) for t in data.TERRAINS}
    assert by_terrain == {"fertile": 21, "forest": 15, "hills": 16, "mountains": 12, "desert": 14, "swamp": 12}
    faces = {(k.terrain, k.resource, k.amount): k.count for k in S.tile_kinds}
    assert faces[("fertile", "food", 2)] == 12 and faces[("forest", "wood", 2)] == 9
    assert faces[("mountains", "gold", 2)] == 6 and faces[("hills", "gold", 2)] == 4
    assert faces[("desert", "favor", 2)] == 7 and faces[("desert", "gold", 1)] == 7  # C88's two desert faces
    assert not any(k.terrain == "swamp" and k.amount == 2 for k in S.tile_kinds)
    assert S.tiles_status == "SINGLE" and S.tile_faces_status == "SCAN"


# ---------------------------------------------------------------------- set-up (§VI, §VII; aom.md 2.11, 2.12)
def test_c26_c30_c31_c32_bank_victory_cubes_and_starting_cubes() -> None:
    assert (S.min_players, S.max_players) == (2, 8)
    assert dict(S.bank) == {2: 20, 3: 25, 4: 30, 5: 40, 6: 50, 7: 55, 8: 60}
    after = {p: S.bank[p] - p * S.start_resources[0] for p in S.bank}
    assert after == {2: 12, 3: 13, 4: 14, 5: 20, 6: 26, 7: 27, 8: 28}  # aom.md 2.11
    assert S.victory_cubes == 30 and S.start_resources == (4, 4, 4, 4) and S.ages[S.start_age].id == "archaic"


def test_c33_two_figures_of_each_mortal_type() -> None:
    assert S.start_units["greek"] == (("hoplite", 2), ("toxotes", 2), ("hippokon", 2))
    assert S.start_units["egyptian"] == (("spearman", 2), ("chariot_archer", 2), ("elephant", 2))
    assert S.start_units["norse"] == (("huskarl", 2), ("jarl", 2), ("throwing_axeman", 2))


@pytest.mark.parametrize("players", range(2, 9))
def test_c34_the_draft_reveals_6p_tiles_and_gives_each_player_6_picks_in_snake_order(players: int) -> None:
    picks = S.draft_picks(players)
    assert S.draft_tiles(players) == 6 * players == len(picks)
    assert all(picks.count(seat) == 6 for seat in range(players))
    assert picks[:players] == tuple(range(players)) and picks[players:2 * players] == tuple(reversed(range(players)))


def test_c36_c39_c41_c59_c61_turn_and_battle_numbers() -> None:
    assert [S.victory_placers(p) for p in range(2, 9)] == [2, 3, 3, 3, 3, 3, 3]  # C36, C82 (3 players: one each)
    assert S.setup.turn.rounds == 3 and S.setup.turn.spoilage_limit == 5  # C39, C41
    assert S.setup.battle.max_destroyed == 2 and S.setup.battle.holding_raid == 5 and S.setup.battle.six == 6
    assert S.victory_cards == ("largest_army", "most_buildings", "last_battle", "wonder")  # C06


def test_figure_caps_recon_table() -> None:
    """aom.md 2.12 (RECON, DEC-35): both shades at P <= 3, one at P >= 4 (§VI); villagers = Houses <= 10."""
    assert [S.figure_cap("mortal", p) for p in (2, 3, 4, 8)] == [12, 12, 6, 6]
    assert [S.figure_cap("myth", p) for p in (3, 4)] == [6, 3] and [S.figure_cap("hero", p) for p in (3, 4)] == [2, 1]
    assert S.figure_cap("villager", 2) == S.figure_cap("villager", 8) == 10
    assert S.setup.figure_caps.status == "RECON" and S.setup.figure_caps.status_of["runners"] == "RB"


# ---------------------------------------------------------------------- status tags and flags
def test_every_status_tag_is_valid() -> None:
    tags = [u.status for u in S.units] + [t for u in S.units for t in u.status_of.values()]
    tags += [f.status for f in S.flags.values()] + [f.decision for f in S.flags.values()]
    tags += [b.status for b in S.buildings] + [b.effects_status for b in S.buildings] + [a.status for a in S.ages]
    tags += [b.status for b in S.boards.values()] + [S.tiles_status, S.tile_faces_status]
    su = S.setup
    tags += [getattr(su, part).status for part in ("players", "bank", "victory_cubes", "start", "draft", "turn",
                                                    "battle", "figure_caps")]
    tags += [v.status for v in su.victory_cards] + list(su.figure_caps.status_of.values())
    for tag in tags:
        assert STATUS.match(tag), tag
        assert not tag.startswith("DEC-") or 1 <= int(tag[4:]) <= data.LAST_DECISION


def test_the_flags_of_aom_md_5() -> None:
    assert set(S.flags) == {"medusa_giant_bonus", "bonus_stacking", "hades_mortal_only", "trade_single_give_colour",
                            "culture_mode_4p", "figure_caps", "building_stock", "random_decks"}


# ---------------------------------------------------------------------- errors name the file and the entry
@pytest.mark.parametrize(("name", "old", "new", "message"), [
    ("units.yaml", "{id: hydra, name: Hydra, culture: greek, class: myth, subtypes: [giant], dice: 6,",
     "{id: hydra, name: Hydra, culture: greek, class: myth, subtypes: [giant], dice: 0,",
     r"units\.yaml: entry units\.6\.dice \(hydra\): Input should be greater than or equal to 1"),
    ("units.yaml", "specials: [HYDRA]", "specials: [HYDRO]", r"units\.yaml: entry units\.6\.specials\.0 \(hydra\)"),
    ("units.yaml", "{vs: giant, dice: 6, flag: medusa_giant_bonus}", "{vs: giant, dice: 6, flag: medusa}",
     r"units\.yaml: entry units\.8 \(medusa\): unknown flag 'medusa'"),
    ("units.yaml", "cost: {food: 2, gold: 4}, hero_age: classical", "cost: {food: 2, gold: 4}, hero_age: archaic",
     r"units\.yaml: entry units\.21 \(priest\): there is no hero in the Archaic age"),
    ("units.yaml", "status_of: {bonus: DEC-1}", "status_of: {bonus: GUESS}",
     r"units\.yaml: entry units\.8\.status_of\.bonus \(medusa\): String should match pattern"),
    ("units.yaml", "status_of: {bonus: DEC-1}", "status_of: {bonus: DEC-99}",
     r"units\.yaml: entry units\.8 \(medusa\): no decision DEC-99"),
    ("flags.yaml", "{id: medusa_giant_bonus, default: 6, choices: [6, 4]",
     "{id: medusa_giant_bonus, default: 6, choices: [4, 6]", r"flags\.yaml: entry medusa_giant_bonus: the choices"),
    ("buildings.yaml", "{kind: spoilage_limit, amount: 8}", "{kind: spoilage, amount: 8}",
     r"buildings\.yaml: entry buildings\.3\.effects\.0 \(storehouse\): Input tag 'spoilage'"),
    ("buildings.yaml", "{kind: spoilage_limit, amount: 8}", "{kind: spoilage_limit, amount: 8, resource: food}",
     r"buildings\.yaml: entry buildings\.3\.effects\.0\.spoilage_limit\.resource \(storehouse\): Extra inputs"),
    ("buildings.yaml", "{kind: spoilage_limit, amount: 8}", "{kind: recruit, amount: 8}",
     r"buildings\.yaml: entry buildings\.3 \(storehouse\): effect 'recruit' is not a building effect"),
    ("buildings.yaml", "{id: market, name: Market, cost: {gold: 3, favor: 2},",
     "{id: market, name: Market, cost: {gold: 3, faith: 2},", r"buildings\.yaml: entry buildings\.4\.cost\.faith"),
    ("tiles.yaml", "{terrain: swamp, resource: favor, amount: 1, count: 4}",
     "{terrain: swamp, resource: wood, amount: 1, count: 4}",
     r"tiles\.yaml: entry tiles\.19: the face is listed twice"),
    ("boards.yaml", "[fertile, fertile, forest, swamp]", "[fertile, fertile, forest]",
     r"boards\.yaml: entry cultures \(greek\): the production area is a rectangle"),
    ("setup.yaml", "by_players: {2: 20, 3: 25,", "by_players: {3: 25,", r"setup\.yaml: entry bank: a bank is given"),
    ("ages.yaml", "{id: heroic, name: Heroic, hand: 6, status: RB}", "{id: heroic, name: Heroic, hand: 6, status: R}",
     r"ages\.yaml: entry ages\.2\.status \(heroic\): String should match pattern"),
])
def test_a_bad_value_names_the_file_and_the_entry(tmp_path: Path, name: str, old: str, new: str,
                                                  message: str) -> None:
    with pytest.raises(DataError, match=message):
        data.load(copy_with(tmp_path, name, old, new))


def test_the_data_is_frozen() -> None:
    with pytest.raises((AttributeError, TypeError)):
        S.unit["hydra"].dice = 7  # type: ignore[misc]
    with pytest.raises(TypeError):
        S.unit["hydra"] = S.unit["troll"]  # type: ignore[index]
