"""Military actions 5-8 (rulebook p.7-10) and their examples."""

import pytest

from kleos.engine import IllegalAction

from .helpers import A, S, good, goods, legal, own, owner, play, pop, position, put, units


def _five_into_thessalia():
    s = position("5a")
    put(s, A, "ionia", 1)
    put(s, A, "attika", 2)
    put(s, A, "boiotia", 2)
    put(s, S, "boiotia", 2)
    s.to_move = A
    return s


def test_p7_8_hoplites_by_sea_and_land_in_the_right_order():
    s = _five_into_thessalia()
    play(s, "act move_hoplites", "to thessalia")
    assert s.prestige[A] == 4
    play(s, "bysea ionia", "land attika", "land attika", "land boiotia", "land boiotia")
    assert units(s, A, "thessalia") == 5 and units(s, A, "boiotia") == 0
    assert legal(s) == {"done"}  # capacity 5 reached
    play(s, "done")


def test_p7_8_moving_the_boiotia_hoplites_first_blocks_the_land_route_from_attika():
    s = _five_into_thessalia()
    play(s, "act move_hoplites", "to thessalia", "land boiotia")
    # Boiotia is 2 v 1 hoplites: still Sparta's after the second leaves
    play(s, "land boiotia")
    assert "land attika" not in legal(s)  # Sparta controls Boiotia now (2 v 0)
    assert "bysea attika" in legal(s)  # by sea through Kyklades instead


def test_p8_sea_move_blocked_by_a_controlled_sea_including_embarkation():
    s = position("4")
    put(s, A, "ionia", 1)
    put(s, S, "noties_sporades", 1)
    s.to_move = A
    assert "act move_hoplites" not in legal(s)  # Ionia's only sea is controlled by Sparta
    with pytest.raises(IllegalAction, match=r"p\.7-8 action 5"):
        s.apply("act move_hoplites")


def test_p8_diolkos_only_for_the_owner_of_korinthos():
    s = position("4")
    put(s, S, "ionio", 1)
    put(s, A, "myrtoo", 1)  # blocks the way round the Peloponnese
    play(s, "act move_galleys")
    assert "to kyklades" not in legal(s)
    s = position("4")
    put(s, S, "ionio", 1)
    put(s, A, "myrtoo", 1)
    own(s, S, "korinthos")
    play(s, "act move_galleys")
    assert "to kyklades" in legal(s)


def test_p9_example_1_naupaktos_falls_without_a_roll():
    s = position("3")
    put(s, S, "thessalia", 2)
    put(s, A, "boiotia", 3)
    s.to_move = A
    play(s, "act move_hoplites", "to thessalia", "land boiotia", "land boiotia", "land boiotia", "done")
    play(s, "act siege", "polis naupaktos")
    assert owner(s, "naupaktos") == A and pop(s, "naupaktos") == 1
    assert s.prestige[A] == 5 - 1 - 1 + 1


def test_p9_example_2_thebai_failed_roll_then_success():
    s = position("4")
    put(s, A, "boiotia", 3)
    s.to_move = A
    play(s, "act siege", "polis thebai")
    assert s.is_chance_node()
    play(s, "d4 2")
    assert units(s, A, "boiotia") == 2 and owner(s, "thebai") == -1
    assert s.prestige[A] == 4
    assert "act siege" not in legal(s)  # two actions must differ, and 2 < fortification 3 anyway
    put(s, A, "boiotia", 4)
    s.turn_acts = []
    s.invalidate()
    play(s, "act siege", "polis thebai", "d4 3")
    assert owner(s, "thebai") == A and pop(s, "thebai") == 3 and s.prestige[A] == 4 - 1 + 3


def test_p9_10_example_3_fortification_not_population_and_failures():
    s = position("5a")
    own(s, A, "thebai", 2)
    put(s, A, "boiotia", 2)
    put(s, S, "boiotia", 4)
    win = s.clone()
    play(win, "act siege", "polis thebai", "d4 4")
    assert owner(win, "thebai") == S and pop(win, "thebai") == 2 and win.prestige[S] == 5 - 1 + 3
    play(s, "act siege", "polis thebai", "d4 2")
    assert units(s, S, "boiotia") == 3 and owner(s, "thebai") == A and pop(s, "thebai") == 1
    s.turn_acts = []
    s.invalidate()
    play(s, "act siege", "polis thebai", "d4 1")
    assert owner(s, "thebai") == -1 and pop(s, "thebai") == 3  # neutral again, at base population


def test_p9_siege_needs_control_and_never_the_enemy_capital():
    s = position("5a")
    put(s, S, "attika", 5)
    put(s, S, "boiotia", 3)
    put(s, A, "boiotia", 3)
    assert s._siege_targets(S) == [s.data.polis_index["chalkis"]]


def test_p9_siege_captures_the_enemy_proxenos():
    s = position("3")
    put(s, S, "thessalia", 1)
    s.proxenos[A] = s.data.polis_index["naupaktos"]
    play(s, "act siege", "polis naupaktos")
    assert s.proxenos[A] == -1
    s.to_move = A
    s.turn_acts = []
    goods(s, A, silver=3)
    play(s, "act free_proxenos")
    assert s.proxenos[A] == 0 and good(s, A, "silver") == 1 and good(s, S, "silver") == 2


def test_p10_collect_in_sikelia_6_wine_and_3_oil():
    s = position("5a")
    own(s, S, "syrakousai")
    put(s, S, "sikelia", 5)
    play(s, "act collect", "at sikelia", "collect wine", "collect wine", "collect wine", "collect oil",
         "collect oil")
    assert legal(s) == {"done"}
    play(s, "done")
    assert good(s, S, "wine") == 6 and good(s, S, "oil") == 3 and s.prestige[S] == 4
    assert s.collected[s.data.region_index["sikelia"]] == S


def test_p10_collect_in_sikelia_15_oil_and_once_per_round():
    s = position("5a")
    own(s, S, "gela")
    put(s, S, "sikelia", 5)
    play(s, "act collect", "at sikelia", *["collect oil"] * 5, "done")
    assert good(s, S, "oil") == 15
    s.to_move = A
    s.turn_acts = []
    own(s, A, "syrakousai")
    put(s, A, "sikelia", 1)
    assert "act collect" not in legal(s)


def test_p10_collect_home_is_free_achaia_open_to_all():
    s = position("3")
    put(s, S, "lakedaimon", 3)
    put(s, S, "achaia", 1)
    s.prestige[S] = 0
    s.invalidate()
    play(s, "act collect")
    assert legal(s) == {"at lakedaimon"}  # no prestige: only the home territory
    play(s, "at lakedaimon", "collect metal", "collect metal", "collect metal", "done")
    assert good(s, S, "metal") == 6 and s.prestige[S] == 0
    s.prestige[S] = 1
    s.turn_acts = []
    s.invalidate()
    play(s, "act collect", "at achaia")
    assert s.prestige[S] == 0


def test_p5_military_actions_need_prestige():
    s = position("4")
    put(s, S, "lakedaimon", 2)
    s.prestige[S] = 0
    s.invalidate()
    before = s.to_json()
    with pytest.raises(IllegalAction, match="military and costs 1 prestige"):
        s.apply("act move_hoplites")
    assert s.to_json() == before


def test_p7_refused_moves_name_the_rule_and_leave_the_state_unchanged():
    s = _five_into_thessalia()
    play(s, "act move_hoplites", "to thessalia", "land boiotia", "land boiotia")
    before = s.to_json()
    with pytest.raises(IllegalAction, match=r"p\.7-8 5\. Move hoplites: the way from Attika by land crosses"):
        s.apply("land attika")
    with pytest.raises(IllegalAction, match="no unit in Makedonia"):
        s.apply("land makedonia")
    assert s.to_json() == before


def test_p8_a30_option_boiotia_also_on_ionio():
    for option, reachable in ((False, False), (True, True)):
        s = position("4", boiotia_on_ionio=option)
        put(s, A, "boiotia", 1)
        put(s, S, "kyklades", 1)  # Kyklades is Sparta's: Boiotia's only sea by default
        s.to_move = A
        play(s, "act move_hoplites")
        assert ("to sikelia" in legal(s)) is reachable


def test_p9_korinthos_and_syrakousai_cannot_be_besieged_in_round_3():
    s = position("3")
    put(s, S, "megaris", 3)  # round 3: 3 hoplites per player and region, fortification 4 needs 4
    put(s, S, "sikelia", 3)
    put(s, S, "arkadia", 1)
    play(s, "act siege")
    assert legal(s) == {"polis gela"}  # fortification 3; Korinthos and Syrakousai (4) are out of reach
    s = position("3")
    put(s, S, "megaris", 3)
    put(s, S, "arkadia", 1)
    play(s, "act move_hoplites")
    assert "to megaris" not in legal(s)  # a fourth hoplite never fits in round 3 (p.5)


def test_p8_sikelia_and_ionia_are_reached_only_by_sea():
    s = position("4")
    put(s, S, "sikelia", 1)
    put(s, A, "ionia", 1)
    play(s, "act move_hoplites", "to messenia")
    assert legal(s) == {"bysea sikelia"}  # no land neighbour: embark on Ionio Pelagos
    s = position("4")
    put(s, S, "messenia", 1)
    play(s, "act move_hoplites", "to sikelia")
    assert legal(s) == {"bysea messenia"}
    s = position("4")
    put(s, S, "noties_sporades", 1)  # Sparta controls Nóties Sporádes, Ionia's only sea
    s.to_move = A
    put(s, A, "ionia", 1)
    assert "act move_hoplites" not in legal(s)  # every way out of Ionia crosses that sea
    with pytest.raises(IllegalAction, match=r"p\.7-8 action 5"):
        s.apply("act move_hoplites")


def test_p8_makedonia_touches_only_thrakiko_thessalia_three_seas():
    s = position("4")
    assert {s.data.regions[x] for x in s.data.terr_seas[s.data.region_index["makedonia"]]} == {"thrakiko"}
    assert {s.data.regions[x] for x in s.data.terr_seas[s.data.region_index["thessalia"]]} == \
        {"thrakiko", "kyklades", "ionio"}
