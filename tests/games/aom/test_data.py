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
    assert only("quarry") == {"kind": "build_discount", "amount": 1, "later_actions": True, "except": ()}  # C20
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


# ---------------------------------------------------------------------- action cards (§V, §VIII; aom.md 2.4, 2.5)
def card(cid: str) -> data.Card:
    return S.card[cid]


def effect(cid: str) -> dict[str, object]:
    return S.card[cid].effect.model_dump(by_alias=True, exclude_defaults=True)


def test_c08_seven_permanent_cards_one_per_action() -> None:
    assert [S.cards[i].action for i in S.permanent] == list(data.ACTIONS)
    assert effect("recruit") == {"kind": "recruit", "amount": 2} and effect("build") == {"kind": "build", "amount": 1}
    assert effect("trade") == {"kind": "trade", "fee": 2} and effect("attack") == {"kind": "attack", "units": 4}
    assert effect("gather") == {"kind": "gather", "mode": "choice"}  # C48: one terrain or one resource type
    assert effect("next_age")["cost"] == {"classical": 4, "heroic": 5, "mythic": 6}  # C57, C90: 4 of each
    assert [S.explore_tiles(card("explore").index, p) for p in range(2, 9)] == [3, 4, 5, 6, 7, 8, 9]  # C86: P + 1
    assert all(S.cards[i].status == "SCAN" and S.cards[i].culture is None for i in S.permanent)


ACTION_COUNTS = {
    "greek": {"attack": 9, "build": 7, "explore": 6, "gather": 8, "next_age": 4, "recruit": 7, "trade": 4},
    "egyptian": {"attack": 9, "build": 7, "explore": 6, "gather": 7, "next_age": 3, "recruit": 7, "trade": 6},
    "norse": {"attack": 9, "build": 7, "explore": 6, "gather": 8, "next_age": 5, "recruit": 6, "trade": 4},
}


@pytest.mark.parametrize("culture", data.CULTURES)
def test_c09_each_random_deck_has_45_cards_and_the_counts_of_aom_md_2_5(culture: str) -> None:
    deck = [S.cards[i] for i in S.random_decks[culture]]
    assert len(deck) == 45
    assert {a: sum(c.action == a for c in deck) for a in data.ACTIONS} == {a: ACTION_COUNTS[culture][a]
                                                                             for a in data.ACTIONS}
    assert all(c.culture == culture for c in deck)
    assert any(c.effect.model_dump() == {"kind": "attack", "units": 5} for c in deck)  # C10: the Attack 5 card
    cost = {"classical": 3, "heroic": 4, "mythic": 5}
    assert all(c.effect.cost == cost for c in deck if c.action == "next_age")  # type: ignore[union-attr]


def test_god_cards_34_greek_11_egyptian_11_norse_12_each_on_one_card() -> None:
    assert {k: len(v) for k, v in S.culture_gods.items()} == {"greek": 11, "egyptian": 11, "norse": 12}
    assert len(S.gods) == 34 and "athena" not in S.god and "set" not in S.god  # DEC-37
    for g in S.gods:
        carrier = S.card[g.card]
        assert carrier.god == g.id and carrier.culture == g.culture and carrier.count == 1 and carrier.status == "SCAN"
    assert sum(c.count for c in S.cards if c.god) == 34


def test_c48_gather_all_only_in_the_random_decks() -> None:
    alls = [c for c in S.cards if c.action == "gather" and c.effect.mode == "all"]  # type: ignore[union-attr]
    assert alls and all(c.culture is not None for c in alls)


def test_c12_loki_trade_fee_0_two_favor_steals_five() -> None:
    loki = S.god["loki"]
    assert effect("loki") == {"kind": "trade", "fee": 0} and loki.favor == 2 and loki.timing == "now"
    assert [e.model_dump() for e in loki.effects] == [{"kind": "steal_resources", "target": "other", "amount": 5}]


def test_c54_c83_c85_c86_the_random_cards_of_the_rulebook_examples() -> None:
    greek = [S.cards[i] for i in S.random_decks["greek"]]
    egypt = [S.cards[i] for i in S.random_decks["egyptian"]]
    norse = [S.cards[i] for i in S.random_decks["norse"]]
    assert any(c.effect.model_dump() == {"kind": "build", "amount": 2} for c in greek)  # C54: Greek Build 2
    assert any(c.effect.model_dump() == {"kind": "trade", "fee": 1} for c in egypt)  # C83: Trade for 1
    assert any(c.action == "next_age" for c in egypt)  # C83
    explore_p = [c for c in egypt if c.action == "explore" and S.explore_tiles(c.index, 3) == 3]
    assert explore_p and not explore_p[0].god  # C83, C86: André's random Explore draws 3 tiles at 3 players
    assert any(c.effect.model_dump() == {"kind": "recruit", "amount": 3} for c in norse)  # C85: Recruit 3


def test_c84_c89_hades_is_a_greek_gather_god_card_for_one_favor_and_seven_cubes() -> None:
    hades = S.god["hades"]
    assert card("hades").action == "gather" and card("hades").culture == "greek" and hades.favor == 1
    (power,) = hades.effects
    assert power.model_dump() == {"kind": "unit_for_resources", "classes": ("mortal", "myth", "hero"), "amount": 7}
    assert "mortal" in power.classes and hades.flags == ("hades_mortal_only",)  # type: ignore[union-attr]
    assert hades.value_status("effects") == "DEC-2"  # the example uses a mortal: still legal


def test_god_powers_values_of_aom_md_2_6() -> None:
    def power(g: str) -> list[dict[str, object]]:
        return [e.model_dump(by_alias=True, exclude_defaults=True) for e in S.god[g].effects]
    assert power("ares") == power("sekhmet") == [{"kind": "battle_caps", "own": 8, "other": 6}]
    assert power("heimdall") == [{"kind": "battle_caps", "own": None, "other": None}]
    assert effect("heimdall") == {"kind": "attack", "units": 4} and S.god["heimdall"].favor == 4
    assert power("tyr") == [{"kind": "grant_special", "special": "BERSERK"}]
    assert power("thoth") == power("odin") == [{"kind": "extra_play", "amount": 1}]
    assert S.god["odin"].title is None and S.god_title("odin") is None
    assert power("nephthys") == [{"kind": "build_discount", "amount": 2, "except": ("house",)}]
    assert power("apollo") == [{"kind": "free_units", "units": ("toxotes",), "amount": 2}]
    assert power("anubis") == [{"kind": "exchange_units", "class": "mortal", "unit": "mummy", "amount": 3}]
    assert power("bast") == [{"kind": "recruit_price", "class": "mortal", "cost": {"food": 1}}]
    assert power("poseidon") == [{"kind": "take_resources", "resource": "food", "amount": 5}]
    assert power("hermes") == power("forseti") == [{"kind": "take_resources", "resource": "any", "amount": 4}]
    assert S.explore_tiles(card("baldr").index, 4) == 4 and S.explore_tiles(card("artemis").index, 4) == 6
    assert {g.timing for g in S.gods} == {"now", "action", "turn"}


def test_every_effect_kind_is_known_and_used() -> None:
    used = [e for b in S.buildings for e in b.effects] + [c.effect for c in S.cards]
    used += [e for g in S.gods for e in g.effects]
    for e in used:
        assert isinstance(e, data.EFFECTS[e.kind])
    for b in S.buildings:
        assert all("building" in data.EFFECT_USE[e.kind] for e in b.effects)
    for g in S.gods:
        assert all("power" in data.EFFECT_USE[e.kind] for e in g.effects)
    assert all("action" in data.EFFECT_USE[c.effect.kind] for c in S.cards)
    assert {e.kind for e in used} == set(data.EFFECTS), "a kind of the vocabulary that nothing uses"


def test_c05_cube_colours() -> None:
    assert dict(S.cube_colours) == {"food": "green", "wood": "brown", "gold": "yellow", "favor": "blue",
                                    "victory": "red"}
    assert tuple(S.resource_names) == data.RESOURCES


def test_c13_c17_c41_c92_city_spaces_and_spoilage_examples() -> None:
    """§VII: a Norse player with 6F 3W 5G 7V returns 1 food and 2 favor; §XI: André's 7 gold -> returns 2, a
    Storehouse would keep 8."""
    limit = S.setup.turn.spoilage_limit
    assert [max(0, n - limit) for n in (6, 3, 5, 7)] == [1, 0, 0, 2]
    assert max(0, 7 - limit) == 2
    (store,) = S.building["storehouse"].effects
    assert max(0, 7 - store.amount) == 0 and store.amount == 8  # type: ignore[union-attr]
    assert all(b.city_spaces == 16 for b in S.boards.values())


def test_c42_c91_hand_after_keeping_one_card_and_the_round_3_purchases() -> None:
    """§VII: a Classical Greek keeping 1 card draws 4, not 5. §XI: André's Recruit 2 buys a Priest (the Classical
    hero) and a Phoenix; Bill's Build 1 places a House (one villager)."""
    assert S.hand_limit[data.AGES.index("classical")] - 1 == 4
    assert S.unit["priest"].hero_age == data.AGES.index("classical") and S.unit["phoenix"].klass == "myth"
    assert effect("recruit")["amount"] == 2 and effect("build")["amount"] == 1
    assert S.building["house"].effects[0].model_dump() == {"kind": "villagers", "amount": 1}


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
    tags += [r.status for r in su.resources]
    tags += [c.status for c in S.cards] + [g.status for g in S.gods]
    tags += [t for g in S.gods for t in g.status_of.values()]
    for tag in tags:
        assert STATUS.match(tag), tag
        assert not tag.startswith("DEC-") or 1 <= int(tag[4:]) <= data.LAST_DECISION


def test_the_flags_of_aom_md_5() -> None:
    assert set(S.flags) == {"medusa_giant_bonus", "bonus_stacking", "hades_mortal_only", "trade_single_give_colour",
                            "culture_mode_4p", "figure_caps", "building_stock", "random_decks"}


def test_every_flag_with_a_choice_is_a_game_option() -> None:
    """aom.md 5: a flag with more than one choice is an option of the game, with the same default and values."""
    from typing import get_args

    from kleos.aom.game import AomOptions

    for flag in S.flags.values():
        if len(flag.choices) < 2:
            continue
        field = AomOptions.model_fields[flag.id]
        values = (True, False) if field.annotation is bool else get_args(field.annotation)
        assert field.default == flag.default and set(values) == set(flag.choices), flag.id


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
    ("gods.yaml", "{kind: battle_dice, amount: 1}", "{kind: battle_dices, amount: 1}",
     r"gods\.yaml: entry gods\.22\.effects\.0 \(bragi\): Input tag 'battle_dices' found using 'kind'"),
    ("gods.yaml", "{kind: battle_dice, amount: 1}", "{kind: gather_bonus, resource: food, amount: 1}",
     r"gods\.yaml: entry gods\.22 \(bragi\): effect 'gather_bonus' is not a power effect"),
    ("gods.yaml", "units: [toxotes], amount: 2}", "units: [jarl], amount: 2}",
     r"gods\.yaml: entry gods\.9 \(apollo\): 'jarl' is not a unit of this culture"),
    ("gods.yaml", "{kind: extra_play, amount: 1}]}", "{kind: extra_play, amount: 0}]}",
     r"gods\.yaml: entry gods\.13\.effects\.0\.extra_play\.amount \(thoth\): Input should be greater"),
    ("cards.yaml", "god: loki, count: 1", "god: thoth, count: 1",
     r"cards\.yaml: entry random\.norse\.27 \(loki\): the god 'thoth' is not of this culture"),
    ("cards.yaml", "god: loki, count: 1", "count: 1", r"gods\.yaml: entry loki: no card of cards\.yaml carries"),
    ("cards.yaml", "{id: greek_attack_5, action: {kind: attack, units: 5}",
     "{id: greek_attack_5, action: {kind: attack, units: 5, fee: 1}",
     r"cards\.yaml: entry random\.greek\.0\.action\.attack\.fee \(greek_attack_5\): Extra inputs"),
    ("cards.yaml", "{id: ra, action: {kind: gather, mode: resource, resource: food}",
     "{id: ra, action: {kind: gather, mode: all, resource: food}",
     r"cards\.yaml: entry random\.egyptian\.15\.action\.gather \(ra\): Value error, a gather names a resource"),
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


def test_a_missing_file_is_named(tmp_path: Path) -> None:
    target = tmp_path / "data"
    shutil.copytree(data.DATA_DIR, target)
    (target / "gods.yaml").unlink()
    with pytest.raises(DataError, match=r"^Age of Mythology data gods\.yaml: cannot be read"):
        data.load(target)


@pytest.mark.parametrize(("english", "french"), [
    ("House", "Maison"), ("Wall", "Mur"), ("Tower", "Tour"), ("Storehouse", "Entrepôt"), ("Market", "Marché"),
    ("Armory", "Arsenal"), ("Quarry", "Carrière"), ("Granary", "Grenier"), ("Gold Mint", "Fabrique d'or"),
    ("Wood Workshop", "Scierie"), ("Siege Engine Workshop", "Engin de siège"), ("Great Temple", "Grand temple"),
    ("Wonder", "Merveille"), ("Spearman", "Lancier"), ("Chariot Archer", "Char avec archers"),
    ("Throwing Axeman", "Lanceur de haches"), ("Medusa", "Méduse"), ("Cyclops", "Cyclope"), ("Hydra", "Hydre"),
    ("Mummy", "Momie"), ("Priest", "Prêtre"), ("Archaic", "Archaïque"), ("Next Age", "Âge suivant"),
    ("The Largest Army", "La plus grande armée"), ("Won the Last Battle", "Vainqueur de la dernière bataille"),
])
def test_the_french_names_are_the_rulebooks(english: str, french: str) -> None:
    """§V, §VI, §VIII, §IX of the French rulebook name these components."""
    from kleos.i18n.catalogs import translate

    assert translate("aom", "fr", english) == french


# ---------------------------------------------------------------------- the names the web client reads
def test_board_data_names_every_component_by_its_data_name_and_the_french_page_gets_them() -> None:
    """board_data()["names"] holds, for every unit, building, god, culture, terrain, resource, victory card,
    action and age of the data, the data's name: a message of the aom catalogue from a data file, so the web
    client's French catalogue (GET /api/i18n/fr) translates it."""
    from kleos.engine import load_game
    from kleos.i18n.catalogs import client_catalog

    names = load_game("aom").board_data()["names"]
    expected = {
        "unit": {u.id: u.name for u in S.units}, "building": {b.id: b.name for b in S.buildings},
        "god": {g.id: g.name for g in S.gods}, "culture": {c: S.boards[c].name for c in data.CULTURES},
        "terrain": {t: S.terrain_names[t] for t in data.TERRAINS},
        "resource": {r: S.resource_names[r] for r in data.RESOURCES},
        "victory": {v: S.victory_card_names[v] for v in S.victory_cards},
        "action": {a: S.action_names[a] for a in data.ACTIONS}, "age": [a.name for a in S.ages],
    }
    assert names == expected
    assert len(names["unit"]) == 35 and len(names["god"]) == 34 and len(names["age"]) == 4
    french = client_catalog("fr", ("aom",))["messages"]["aom"]
    msgids = [m for table in names.values() for m in (table if isinstance(table, list) else table.values())]
    assert not [m for m in msgids if not french.get(m)]
    assert french["Wall"] == "Mur" and french["Medusa"] == "Méduse" and french["Archaic"] == "Archaïque"
