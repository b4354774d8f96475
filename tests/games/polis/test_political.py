"""Political actions 9-12 (rulebook p.10-13), passing (p.5) and their examples."""

import pytest

from kleos.engine import IllegalAction

from .helpers import A, S, good, goods, legal, own, owner, play, pop, position, put


def _persis_round_4():
    s = position("4")
    s.to_move = A
    s.merchants_port[A] = 1
    put(s, S, "kyklades", 1)
    put(s, A, "kyklades", 2)
    put(s, S, "noties_sporades", 1)
    put(s, A, "noties_sporades", 1)
    s.markers[3] = 2  # oil in column 2: row 4 asks 5
    goods(s, A, oil=6, silver=4)
    return s


def test_p11_persis_second_cargo_by_barter_5_oil_for_4_wheat():
    s = _persis_round_4()
    play(s, "act trade")
    assert "cargo persis_2" in legal(s) and "cargo persis_3" not in legal(s)  # value 5 closed in round 4
    play(s, "cargo persis_2")
    assert legal(s) == {"paywith barter", "paywith silver"}
    play(s, "paywith barter")
    assert good(s, A, "oil") == 1 and good(s, A, "wheat") == 4
    assert s.is_chance_node()
    play(s, "d4 2")
    assert s.markers[3] == 4 and s.merchants_port[A] == 0 and s.cargo[s.data.cargo_index[("persis", 2)]] == A


def test_p11_12_persis_with_silver_revalues_oil_by_the_higher_of_two_d4():
    s = _persis_round_4()
    s.markers[3] = 5
    play(s, "act trade", "cargo persis_2", "paywith silver")
    assert good(s, A, "silver") == 0 and good(s, A, "wheat") == 4
    weights = {a.text: float(p) for a, p in s.chance_outcomes()}
    assert weights == {"d4 1": 1 / 16, "d4 2": 3 / 16, "d4 3": 5 / 16, "d4 4": 7 / 16}
    play(s, "d4 3")
    assert s.markers[3] == 2


def test_p10_sparta_controlling_kyklades_cuts_every_athenian_route_but_abdera():
    s = _persis_round_4()
    put(s, S, "kyklades", 3)
    assert "act trade" not in legal(s)
    own(s, A, "abdera")
    goods(s, A, metal=3)
    play(s, "act trade")
    assert legal(s) == {"cargo thraki_1"}  # the short-cut needs no route


def test_p10_sparta_without_pylos_and_gytheion_cannot_trade():
    s = position("4")
    s.merchants_port[S] = 1
    goods(s, S, wine=5, oil=5, silver=5)
    assert "act trade" not in legal(s)
    own(s, S, "gytheion")
    assert "act trade" in legal(s)


def test_p11_cargo_occupied_until_the_end_of_the_round():
    s = _persis_round_4()
    s.cargo[s.data.cargo_index[("persis", 2)]] = S
    s.invalidate()
    play(s, "act trade")
    assert "cargo persis_2" not in legal(s)


def test_p13_proxenos_naupaktos_to_poteidaia_4_by_land_1_by_sea():
    s = position("4")
    s.proxenos[A] = s.data.polis_index["naupaktos"]
    put(s, S, "thessalia", 2)
    put(s, S, "makedonia", 2)
    put(s, S, "myrtoo", 1)
    goods(s, A, silver=4)
    s.to_move = A
    assert s.proxenos_costs(A, s.data.polis_index["poteidaia"]) == (4, 1)
    play(s, "act proxenos", "polis poteidaia")
    assert legal(s) == {"route land", "route sea"}
    play(s, "route sea")
    assert good(s, A, "silver") == 3 and s.proxenos[A] == s.data.polis_index["poteidaia"]


def test_p12_proxenos_only_by_sea_to_abdera_and_by_land_to_thebai():
    s = position("4")
    goods(s, A, silver=0)
    s.proxenos[A] = s.data.polis_index["chalkis"]
    land, sea = s.proxenos_costs(A, s.data.polis_index["abdera"])
    assert land is None and sea == 0
    land, sea = s.proxenos_costs(A, s.data.polis_index["thebai"])
    assert land == 0 and sea is None


def test_p13_civil_war_neutral_and_enemy_never_a_capital():
    s = position("4")
    s.proxenos[A] = s.data.polis_index["argos"]
    goods(s, A, silver=6)
    s.to_move = A
    play(s, "act civil_war")
    assert owner(s, "argos") == A and pop(s, "argos") == 3 and good(s, A, "silver") == 0 and s.prestige[A] == 8
    s = position("4")
    own(s, S, "pylos", 2)
    s.proxenos[A] = s.data.polis_index["pylos"]
    goods(s, A, silver=6)
    s.to_move = A
    play(s, "act civil_war")
    assert owner(s, "pylos") == A and pop(s, "pylos") == 2 and good(s, A, "silver") == 0 and s.prestige[A] == 7
    s = position("4")
    s.proxenos[A] = s.data.polis_index["sparta"]
    goods(s, A, silver=20)
    s.to_move = A
    with pytest.raises(IllegalAction, match="never the enemy capital"):
        s.apply("act civil_war")


def test_p5_turn_of_two_different_actions_then_the_opponent():
    s = position("4")
    goods(s, S, silver=10)
    s.display = ["protagoras", "democritus"]
    own(s, S, "syrakousai")
    s.proxenos[S] = s.data.polis_index["argos"]
    play(s, "act civil_war")
    with pytest.raises(IllegalAction, match="must differ"):
        s.apply("act civil_war")
    play(s, "act project", "start protagoras syrakousai")
    assert s.to_move == A and s.stage == "turn"


def test_p5_after_a_pass_the_other_pays_one_good_per_action():
    s = position("4")
    goods(s, S, wheat=30, silver=3)
    goods(s, A, wheat=30)
    s.proxenos[S] = s.data.polis_index["argos"]
    play(s, "pass")
    assert s.to_move == A and s.passed == [True, False]
    play(s, "pass")  # Athens passes too: end of round, phases start with the first passer
    assert s.stage == "eor_growth" and s.dec_seat == S
    assert good(s, S, "wheat") == 30 - 4 and good(s, A, "wheat") == 30 - 5  # supply paid
    s = position("4")
    goods(s, S, silver=3)
    s.proxenos[S] = s.data.polis_index["argos"]
    s.to_move = A
    play(s, "pass")
    assert s.to_move == S
    play(s, "act proxenos")
    assert s.stage == "fee" and legal(s) == {"fee silver"}
    play(s, "fee silver", "polis korinthos", "route land")
    assert good(s, S, "silver") == 2
    # no goods at all: only passing remains
    goods(s, S, silver=0)
    s.turn_acts = []
    s.invalidate()
    assert legal(s) == {"pass"}


def test_turn_limit_option_forces_a_pass():
    s = position("4", turn_limit=4)
    goods(s, S, silver=10)
    s.turn_count[S] = 4
    s.invalidate()
    assert legal(s) == {"pass"}
    with pytest.raises(IllegalAction, match="turn limit option"):
        s.apply("act proxenos")


@pytest.mark.parametrize(("round_type", "open_cargoes"), [
    ("3", {"cargo persis_1"}), ("4", {"cargo persis_1", "cargo persis_2"}),
    ("5a", {"cargo persis_1", "cargo persis_2", "cargo persis_3"}),
    ("5b", {"cargo persis_1", "cargo persis_2", "cargo persis_3"})])
def test_p11_persis_first_cargo_in_round_3_two_left_in_round_4_all_in_5a_5b(round_type, open_cargoes):
    s = position(round_type)
    s.to_move = A
    s.merchants_port[A] = 1
    goods(s, A, wine=20, oil=20)
    play(s, "act trade")
    assert {a for a in legal(s) if a.startswith("cargo persis")} == open_cargoes


@pytest.mark.parametrize("lone_player", ["turns", "free"])
def test_p5_a_lone_player_repeating_an_action_depends_on_the_reading(lone_player):
    """p.5: once the opponent has passed, 'l'adversaire effectuera tout seul les actions jusqu'à qu'il désire
    arrêter', each for 1 good. Reading 'turns' (A2, default): he still plays turns of two different actions, so
    two trades in a row are refused; reading 'free': actions simply follow one another."""
    s = position("4", lone_player=lone_player)
    s.merchants_port[A] = 2
    goods(s, A, wine=20, oil=20)
    play(s, "pass")  # Sparta passes: Athens acts alone
    play(s, "act trade", "fee wine", "cargo persis_1", "paywith barter", "d4 1")
    assert s.to_move == A and s.stage == "turn"
    if lone_player == "turns":
        assert "act trade" not in legal(s)
        with pytest.raises(IllegalAction, match="must differ"):
            s.apply("act trade")
    else:
        play(s, "act trade", "fee wine", "cargo persis_2", "paywith barter", "d4 1")
        assert s.merchants_port[A] == 0 and s.cargo.count(A) == 2
