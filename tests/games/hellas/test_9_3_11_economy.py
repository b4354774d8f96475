"""Hellas 9.3 (Build), 9.4 (trading posts), 9.5 (stability), 9.6 (Develop), 9.8 (armistice), 10 (supply and
fleet upkeep), 11 (control of islands and provinces), 12 (building monuments), 15.1 (Syracuse's reinforcements),
17 (piece limits). Every example of the rulebook with its numbers."""

from __future__ import annotations

import pytest

from kleos.engine import IllegalAction
from kleos.hellas import board, cycle
from kleos.hellas.pieces import LAND, SEA

from .helpers import ATHENS, SPARTA, act, clear, contest, develop, fort, hx, new, post, put, settle, start, texts


def units(st, seat, where, arm=LAND):
    h = hx(st, where)
    return sum(b[2] for b in st.blocks[seat] if b[0] == h and b[1] == arm)


# ---------------------------------------------------------------------- 9.3: Build
def test_9_3_example_two_legions_a_ship_and_a_fortress_cost_75() -> None:
    """9.3 ex.: Athens at Military II, Fleet and Economy III builds two legions (10 each), a ship (25) and a
    fortress (30): 75 talents."""
    st = new()
    develop(st, ATHENS, military=10, fleet=21, economy=32, culture=7)
    fort(st, ATHENS, "Thebai")  # fortresses standing since before the action: one unit each (9.3)
    fort(st, ATHENS, "Delphoi")
    st.treasury[ATHENS] = 200
    start(st, ATHENS, "build")
    act(st, "build_legion 2308", "build_legion 2008", "build_ship 2409", "build_fortress 2105")
    assert st.treasury[ATHENS] == 200 - 75
    assert units(st, ATHENS, "Thebai") == 1 and units(st, ATHENS, "Athenai", SEA) == 3


def test_9_3_one_unit_per_fortress_and_a_new_fortress_raises_nothing_yet() -> None:
    st = new()
    develop(st, ATHENS, military=1, culture=1, fleet=1)
    st.treasury[ATHENS] = 500
    start(st, ATHENS, "build")
    act(st, "build_legion 2409")
    with pytest.raises(IllegalAction, match=r"^Hellas 9.3: a fortress raises one legion or one ship per Build action"):
        st.apply("build_ship 2409")
    act(st, "build_fortress 2105")  # Pherai: a city with Athens' post
    with pytest.raises(IllegalAction, match=r"^Hellas 9.3: a fortress built in this action raises units only"):
        st.apply("build_legion 2105")
    act(st, "done")
    start(st, ATHENS, "build")
    act(st, "build_legion 2105")


def test_9_3_legions_need_military_i_which_needs_city_state_and_ships_need_a_port() -> None:
    st = new()
    start(st, ATHENS, "build")
    with pytest.raises(IllegalAction, match=r"^Hellas 9.3: legions are built from Military phase I"):
        st.apply("build_legion 2409")
    with pytest.raises(IllegalAction, match=r"^Hellas 9.3: ships are built from Fleet phase I"):
        st.apply("build_ship 2409")
    start(st, ATHENS, "develop")
    with pytest.raises(IllegalAction, match=r"^Hellas 9.6: entering military phase I \(Warriors\) needs Culture"):
        st.apply("develop military")
    fort(st, ATHENS, "Larisa")
    develop(st, ATHENS, fleet=1)
    start(st, ATHENS, "build")
    with pytest.raises(IllegalAction, match=r"^Hellas 9.3: ships are built only in ports"):
        st.apply("build_ship 2005")


def test_9_3_fortresses_only_in_cities_on_an_own_post_never_on_islands_and_six_at_most() -> None:
    st = new()
    st.treasury[ATHENS] = 1000
    start(st, ATHENS, "build")
    with pytest.raises(IllegalAction, match=r"^Hellas 9.3: fortresses are built only in city hexes; Lamia"):
        st.apply("build_fortress 2106")
    post(st, ATHENS, "Chalkis")
    with pytest.raises(IllegalAction, match=r"^Hellas 9.3: no fortress can be built on an island"):
        st.apply("build_fortress 2408")
    for site in ("Thebai", "Delphoi", "Pherai", "Larisa", "Patrai"):
        post(st, ATHENS, site)
        st.apply(f"build_fortress {st.game.static.ids[hx(st, site)]}")
    post(st, ATHENS, "Elis")
    with pytest.raises(IllegalAction, match=r"^Hellas 17: Athens has all its 6 fortresses on the map"):
        st.apply("build_fortress 1810")


def test_9_3_nothing_is_built_in_a_contested_hex() -> None:
    st = new()
    develop(st, SPARTA, military=1, culture=1)
    put(st, ATHENS, "Sparte")
    contest(st, "Sparte")
    start(st, SPARTA, "build")
    with pytest.raises(IllegalAction, match=r"^Hellas 9.3: nothing is built in a contested hex"):
        st.apply("build_legion 2012")


def test_9_3_a_unit_built_where_one_stands_forms_an_army_if_a_marker_is_free() -> None:
    st = new()
    clear(st)
    develop(st, ATHENS, military=1, culture=1)
    put(st, ATHENS, "Athenai")
    put(st, ATHENS, "Thebai", value=2)
    put(st, ATHENS, "Delphoi", value=2)
    fort(st, ATHENS, "Thebai")
    start(st, ATHENS, "build")
    with pytest.raises(IllegalAction, match=r"^Hellas 9.3: the new legion would form an army"):
        st.apply("build_legion 2409")
    act(st, "build_legion 2308")  # the army at Thebai grows (13)
    assert units(st, ATHENS, "Thebai") == 3


# ---------------------------------------------------------------------- 12: monuments
def test_12_monuments_one_per_build_from_kingdom_plus_one_vp_and_one_stability() -> None:
    st = new()
    st.treasury[SPARTA] = 500
    start(st, SPARTA, "build")
    with pytest.raises(IllegalAction, match=r"^Hellas 12: monuments are built from Culture phase II"):
        st.apply("build_monument 2012")
    develop(st, SPARTA, culture=7)
    stab, vp = st.stability[SPARTA], board.victory_points(st, SPARTA)
    act(st, "build_monument 2012")
    assert st.treasury[SPARTA] == 500 - 100 and st.stability[SPARTA] == stab + 1
    assert board.victory_points(st, SPARTA) == vp + 1
    with pytest.raises(IllegalAction, match=r"^Hellas 12: one monument per Build action"):
        st.apply("build_monument 1911")


# ---------------------------------------------------------------------- 9.4: trading posts
def test_9_4_example_a_third_wool_post_15_talents_cube_7_to_12_income_plus_5() -> None:
    """9.3 ex. (posts): Athens already has two wool posts (box 7); a third moves the cube to 12: +5 income."""
    st = new()
    post(st, ATHENS, "Stratos")
    assert board.goods_count(st, ATHENS)["wool"] == 2
    put(st, ATHENS, "Samos")
    income, treasury = board.income(st, ATHENS), st.treasury[ATHENS]
    start(st, ATHENS, "trade")
    act(st, "post 3210")
    assert st.treasury[ATHENS] == treasury - 15
    assert board.goods_count(st, ATHENS)["wool"] == 3 and board.income(st, ATHENS) == income + 5


def test_9_4_legions_and_ships_create_posts_several_in_one_action() -> None:
    st = new()
    clear(st)
    put(st, ATHENS, "Larisa")  # inland: a legion
    put(st, ATHENS, "Naxos", "sea")  # an island: a ship
    start(st, ATHENS, "trade")
    assert set(texts(st)) == {"post 2005", "post 2812", "done"}
    act(st, "post 2005", "post 2812")
    assert st.posts[hx(st, "Naxos")] == (ATHENS, 1)
    with pytest.raises(IllegalAction, match=r"^Hellas 9.4: only one trading post is created in a hex"):
        st.apply("post 2812")


def test_18_4_only_legions_create_posts() -> None:
    st = new(legions_only_posts=True)
    clear(st)
    put(st, ATHENS, "Naxos", "sea")
    start(st, ATHENS, "trade")
    with pytest.raises(IllegalAction, match=r"^Hellas 18.4: only legions create trading posts"):
        st.apply("post 2812")


def test_9_4_a_supply_good_moves_the_supply_track() -> None:
    st = new()
    cap = board.supply_capacity(st, ATHENS)
    put(st, ATHENS, "Larisa")
    start(st, ATHENS, "trade")
    act(st, "post 2005")
    assert board.supply_capacity(st, ATHENS) == cap + 1


def test_9_5_the_first_post_on_each_luxury_good_gives_one_stability_once() -> None:
    st = new()
    clear(st)
    put(st, ATHENS, "Melos", "sea")
    put(st, ATHENS, "Halikarnassos", "sea")
    start(st, ATHENS, "trade")
    act(st, "post 2613")  # glass
    assert st.stability[ATHENS] == 1
    act(st, "post 3311")  # glass again: nothing (9.5 "a second post with a luxury good")
    assert st.stability[ATHENS] == 1


def test_9_5_a_post_in_the_enemy_capital_conquers_it_minus_3() -> None:
    st = new()
    clear(st)
    del st.forts[hx(st, "Sparte")]  # the fortress was destroyed (9.2: destroying it is not enough)
    put(st, ATHENS, "Sparte")
    settle(st)
    start(st, ATHENS, "trade")
    act(st, "post 2012")
    assert st.stability[SPARTA] == 1 - 3


def test_17_a_goods_row_has_9_boxes() -> None:
    st = new()
    clear(st, posts=True)
    s = st.game.static
    grain = [h for h in s.goods_hexes if s.good[h] == "grain"]
    for h in grain[:9]:
        post(st, ATHENS, h)
    assert board.goods_count(st, ATHENS)["grain"] == 9
    put(st, ATHENS, grain[9])
    start(st, ATHENS, "trade")
    with pytest.raises(IllegalAction, match=r"^Hellas 17: Athens's grain cube is on the last box"):
        st.apply(f"post {s.ids[grain[9]]}")


# ---------------------------------------------------------------------- 9.5: stability
def test_9_5_stability_costs_50_to_80_by_culture_and_is_paid_once_an_action() -> None:
    for culture, cost in ((0, 50), (1, 50), (7, 60), (13, 70), (19, 80)):
        st = new()
        develop(st, SPARTA, culture=culture)
        st.treasury[SPARTA] = 200
        start(st, SPARTA, "stability")
        act(st, "pay_stability")
        assert st.treasury[SPARTA] == 200 - cost
    with pytest.raises(IllegalAction, match=r"^Hellas 9.5: Sparta has already paid for that in this action"):
        st.apply("pay_stability")


def test_9_5_the_golden_age_beyond_plus_8_is_a_vp_and_locked() -> None:
    st = new()
    st.stability[SPARTA] = 8
    st.treasury[SPARTA] = 100
    vp = board.victory_points(st, SPARTA)
    start(st, SPARTA, "stability")
    act(st, "pay_stability")
    assert st.stability[SPARTA] == 9 and board.victory_points(st, SPARTA) == vp + 1
    start(st, ATHENS, "armistice")
    act(st, "offer", "refuse")  # Sparta refuses: -2, but the Golden Age cannot fall
    assert st.stability[SPARTA] == 9


def test_18_1_paying_100_moves_the_opponents_stability_left() -> None:
    st = new(unsettle_opponent=True)
    st.treasury[ATHENS] = 300
    start(st, ATHENS, "stability")
    act(st, "pay_stability", "unsettle")
    assert st.treasury[ATHENS] == 300 - 50 - 100 and st.stability == [0, 1]
    st = new()
    start(st, ATHENS, "stability")
    with pytest.raises(IllegalAction, match=r"^Hellas 18.1: paying to lower"):
        st.apply("unsettle")


# ---------------------------------------------------------------------- 9.6: Develop
def test_9_6_example_athens_pays_67_and_enters_three_new_phases() -> None:
    """9.6 ex.: Athens at Military box 9, Fleet 17, Economy 16, Culture 6 pays Fleet 22, Economy 23 (it needs
    COPPER), Culture 9 and Military 13 (it needs KINGDOM: Culture first): 67 talents. Military II (legions CV 2,
    10 talents), Fleet stays in II, Economy II (+15: 150 -> 165 in the rulebook), Culture II Kingdom, stability
    +2."""
    st = new()
    develop(st, ATHENS, military=9, fleet=17, economy=16, culture=6)
    post(st, ATHENS, "Chalkis")  # copper
    for site in ("Melos", "Tainaron"):
        post(st, ATHENS, site)  # luxury posts for Kingdom (two)
    st.treasury[ATHENS] = 100
    income = board.income(st, ATHENS)
    stab = st.stability[ATHENS]
    start(st, ATHENS, "develop")
    act(st, "develop fleet", "develop economy", "develop culture", "develop military")
    assert st.treasury[ATHENS] == 100 - 67
    assert st.dev[ATHENS] == [10, 18, 17, 7]
    assert [st.phase(ATHENS, t) for t in ("military", "fleet", "economy", "culture")] == [2, 2, 2, 2]
    assert board.income(st, ATHENS) == income + 15
    assert st.stability[ATHENS] == stab + 2
    from kleos.hellas.development import price

    assert price(st, ATHENS, "legion") == 10 and st.game.static.legion_cv[st.phase(ATHENS, "military")] == 2
    with pytest.raises(IllegalAction, match=r"^Hellas 9.6: a Develop action moves each cube one box only"):
        st.apply("develop fleet")


def test_9_6_example_banking_needs_silver() -> None:
    st = new()
    develop(st, SPARTA, economy=46)
    st.treasury[SPARTA] = 200
    start(st, SPARTA, "develop")
    with pytest.raises(IllegalAction, match=r"^Hellas 9.6: entering economy phase IV \(Banking\) needs an uncontested "
                       r"trading post on silver"):
        st.apply("develop economy")
    post(st, SPARTA, "Aigina")
    act(st, "develop economy")
    assert st.phase(SPARTA, "economy") == 4


def test_9_6_requirements_of_the_first_phases() -> None:
    st = new()
    st.treasury[SPARTA] = 500
    start(st, SPARTA, "develop")
    assert set(texts(st)) == {"develop economy", "develop culture", "done"}  # stone and salt held
    with pytest.raises(IllegalAction, match=r"^Hellas 9.6: entering fleet phase I \(Galleys\) needs an uncontested "
                       r"trading post on wood"):
        st.apply("develop fleet")  # wool held (Tegea), wood not
    act(st, "develop culture")
    assert st.stability[SPARTA] == 2  # +1 for a new Culture phase


def test_9_6_a_lost_good_does_not_move_the_cube_back_and_golden_age_boxes_are_vp() -> None:
    st = new()
    develop(st, SPARTA, culture=1)
    contest(st, "Tainaron")  # the salt: the only luxury post
    assert st.dev[SPARTA][3] == 1
    develop(st, SPARTA, military=36)
    st.treasury[SPARTA] = 100
    vp = board.victory_points(st, SPARTA)
    start(st, SPARTA, "develop")
    act(st, "develop military")
    assert board.victory_points(st, SPARTA) == vp + 1 and "develop military" not in texts(st)


# ---------------------------------------------------------------------- 9.8: armistice
def test_9_8_an_accepted_armistice_is_paid_30_40_50_and_lasts_three_turns() -> None:
    for culture, cost in ((0, 30), (7, 40), (13, 50)):
        st = new()
        develop(st, SPARTA, culture=culture)
        treasury = list(st.treasury)
        start(st, SPARTA, "armistice")
        act(st, "offer")
        assert st.current_player == ATHENS and set(texts(st)) == {"accept", "refuse"}
        act(st, "accept")
        assert st.treasury == [treasury[0] - cost, treasury[1] + cost]
    assert st.armistice_until == st.turn + 2 and st.armistice_active()
    start(st, ATHENS, "armistice")
    with pytest.raises(IllegalAction, match=r"^Hellas 9.8: an armistice is in force"):
        st.apply("offer")
    st.stage, st.chosen = "choose", []
    st.invalidate()
    act(st, "act pass", "act pass")  # turn 2
    act(st, "act pass", "act pass")  # turn 3
    assert st.turn == 3 and st.armistice_active()
    act(st, "act pass", "act pass")
    assert st.turn == 4 and not st.armistice_active()


def test_9_8_refusing_costs_two_stability_every_time() -> None:
    st = new()
    start(st, SPARTA, "armistice")
    act(st, "offer", "refuse")
    start(st, SPARTA, "armistice")
    act(st, "offer", "refuse")
    assert st.stability[ATHENS] == -4


# ---------------------------------------------------------------------- 10: upkeep and supply
def test_10_example_four_ships_at_fleet_iv_pay_16_and_unpaid_upkeep_costs_stability_not_ships() -> None:
    st = new()
    clear(st)
    put(st, ATHENS, "Athenai", "sea", 4)
    develop(st, ATHENS, fleet=31)
    st.first = SPARTA
    st.treasury = [0, 20]
    cycle.upkeep(st)
    assert st.treasury[ATHENS] == 4
    st.treasury[ATHENS] = 10
    cycle.upkeep(st)
    assert st.treasury[ATHENS] == 0 and st.stability[ATHENS] == -1 and units(st, ATHENS, "Athenai", SEA) == 4


def test_10_example_five_supply_posts_feed_nine_legions_the_tenth_is_eliminated() -> None:
    st = new()
    clear(st, posts=True)
    for site in ("Messene", "Pylos", "Larisa", "Pherai", "Argos"):
        post(st, SPARTA, site)
    assert board.supply_capacity(st, SPARTA) == 9
    put(st, SPARTA, "Sparte", value=6)
    put(st, SPARTA, "Tegea", value=3)
    put(st, SPARTA, "Sparte", "sea", 1, cargo=1)  # a carried legion counts too: 10 legions
    st.stage, st.chosen, st.actor, st.first = "choose", [], SPARTA, SPARTA
    act(st, "act pass", "act pass")
    assert st.stage == "supply" and st.current_player == SPARTA
    assert set(texts(st)) == {"disband 2012", "disband 2011", "disband_aboard 2012"}
    act(st, "disband_aboard 2012")
    assert st.stage == "choose" and st.turn == 2


def test_10_6_a_post_freed_by_the_last_supply_elimination_pays_its_owner_the_next_turn() -> None:
    """10, 6, 9.1.4: Sparta's legion contesting Athens's post at Argos is eliminated for want of supply, the last
    elimination of the turn; the post is no longer contested, and Athens's income at the next turn's start counts it
    (the game once read the figures of that step before counting them again)."""
    st = new()
    clear(st, posts=True)
    post(st, ATHENS, "Argos")
    put(st, SPARTA, "Argos")
    put(st, SPARTA, "Sparte", value=4)  # 5 legions and no supply post: supply for 4 (10)
    contest(st, "Argos")
    contested_income = board.income(st, ATHENS)  # the post gives nothing while contested (9.1.4)
    st.treasury = [0, 0]
    st.stage, st.chosen, st.actor, st.first = "choose", [], SPARTA, SPARTA
    act(st, "act pass", "act pass")
    assert st.stage == "supply" and "disband 2110" in texts(st)
    act(st, "disband 2110")
    assert st.turn == 2 and hx(st, "Argos") not in st.contested
    assert board.income(st, ATHENS) > contested_income
    assert st.treasury[ATHENS] == board.income(st, ATHENS)  # collected with the post counted


# ---------------------------------------------------------------------- 11: control
def test_11_example_a_one_hex_island_is_held_by_a_post_or_a_legion_uncontested() -> None:
    st = new()
    clear(st)
    put(st, ATHENS, "Naxos")
    assert st.game.static.region_names.index("Naxos") in board.controlled(st, ATHENS)
    contest(st, "Naxos")
    assert st.game.static.region_names.index("Naxos") not in board.controlled(st, ATHENS)


def test_11_losing_a_province_costs_one_stability_an_island_none() -> None:
    st = new()
    clear(st)
    assert "Attika" in st.view(ATHENS)["board"]["players"][ATHENS]["regions"]
    put(st, SPARTA, "Megara")
    start(st, SPARTA, "move")
    act(st, "march 2309", "step 2409")  # into Athens: Attika's only goods hex becomes contested
    assert st.stability[ATHENS] == -1
    assert any("Hellas 11: Athens loses control of Attika" in str(e.text) for e in st.log)


def test_9_1_2_sikelia_counts_three_provinces_and_its_loss_one_stability() -> None:
    st = new()
    clear(st, neutrals=True)
    s = st.game.static
    for h in s.sikelia_goods:
        post(st, ATHENS, h)
    assert board.control_track(st, ATHENS) == (0, 3 + 3)
    put(st, SPARTA, "Katane")
    st.dirty = True
    st.contested = st.contested | {hx(st, "Katane")}
    board.refresh(st)
    assert board.control_track(st, ATHENS) == (0, 3) and st.stability[ATHENS] == -1


def test_2_11_laurels_dark_gold_and_18_8_light_gold() -> None:
    st = new()
    clear(st, posts=True, neutrals=True)
    islands = ["Kerkyra", "Same", "Zakynthos"]
    for site in islands:
        post(st, ATHENS, site)
    assert board.control_track(st, ATHENS) == (3, 0) and board.laurels(st, ATHENS) == 1  # dark at 3
    st = new(light_laurels=True)
    clear(st, posts=True, neutrals=True)
    for site in islands:
        post(st, ATHENS, site)
    assert board.laurels(st, ATHENS) == 1  # light at 2 (then 4)


def test_18_3_a_new_province_gives_one_stability() -> None:
    for option, gain in ((False, 0), (True, 1)):
        st = new(province_stability=option)
        clear(st)
        del st.posts[hx(st, "Hermione")]
        for site in ("Argos", "Sikyon", "Korinthos"):
            put(st, ATHENS, site)
        put(st, ATHENS, "Parnon")
        stab = st.stability[ATHENS]
        start(st, ATHENS, "move")
        act(st, "march 2111", "step 2211", "stop")  # Hermione: Argolis's last goods hex
        assert "Argolis" in st.view(ATHENS)["board"]["players"][ATHENS]["regions"]
        assert st.stability[ATHENS] == stab + gain


# ---------------------------------------------------------------------- 15.1: Syracuse's reinforcements
def test_15_1_once_a_power_has_landed_syracuse_raises_a_legion_each_turn_placed_by_its_opponent() -> None:
    st = new()
    clear(st)
    put(st, ATHENS, "0909", "sea", 1, cargo=1)  # a coast hex of Sikelia
    start(st, ATHENS, "move")
    act(st, "unload 0909", "done")
    assert st.landed == [False, True]
    st.stage, st.chosen, st.actor = "choose", [], st.first
    act(st, "act pass", "act pass")
    assert st.stage == "reinforce" and st.current_player == SPARTA  # the lander's opponent decides
    placed = st.syracusans
    act(st, texts(st)[0])
    assert st.syracusans == placed + 1 and st.stage == "choose"
    st.syracusans = 7
    st.stage, st.chosen, st.actor = "choose", [], st.first
    act(st, "act pass", "act pass")
    assert st.stage == "choose" and st.syracusans == 7  # at most 7 ever (15.1)


def test_15_1_a_new_syracusan_legion_may_go_to_an_uncontested_hex_with_a_powers_post_and_contests_it() -> None:
    """15.1: « une légion jaune supplémentaire est placée dans un hexagone non contesté avec un symbole de
    marchandise »: an Athenian post alone on a Sikelia goods hex is such a hex; the legion placed there contests it
    (9.1.4: the post gives nothing while contested)."""
    from kleos.hellas.cycle import place_syracusan, syracuse_hexes

    st = new()
    s = st.game.static
    clear(st)
    gela = s.sikelia_goods[0]
    st.neutral_legions.pop(gela, None)
    post(st, ATHENS, gela)
    income = board.income(st, ATHENS)
    assert gela in syracuse_hexes(st)
    place_syracusan(st, gela)
    settle(st)
    assert gela in st.contested and board.income(st, ATHENS) < income


def test_15_1_syracusan_legions_never_move_and_stack_without_limit() -> None:
    st = new()
    s = st.game.static
    st.landed = [True, True]
    st.neutral_legions = {h: 1 for h in s.sikelia_goods}
    from kleos.hellas.cycle import syracuse_hexes

    assert set(syracuse_hexes(st)) == set(s.sikelia_goods)  # a hex with Syracusans still takes more
