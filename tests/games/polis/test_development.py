"""Development actions 1-4 (rulebook p.5-7) and their examples."""

import pytest

from kleos.engine import IllegalAction

from .helpers import A, S, good, goods, legal, own, play, pop, position, put, units


def test_p6_pylos_creates_two_hoplites_in_round_3():
    s = position("3")
    own(s, S, "pylos", 3)
    put(s, S, "messenia", 1)
    goods(s, S, metal=3)
    play(s, "act hoplites", "polis pylos", "pay metal", "pay metal")
    assert good(s, S, "metal") == 1 and pop(s, "pylos") == 1 and units(s, S, "messenia") == 3
    # a third hoplite is refused: capacity 3 and Pylos keeps 1 population
    assert "pay metal" not in legal(s) and legal(s) == {"done"}
    play(s, "done")
    assert s.turn_acts == ["hoplites"] and s.stage == "turn"


def test_p6_chalkis_galley_round_4():
    s = position("4")
    own(s, A, "chalkis", 2)
    put(s, A, "kyklades", 3)
    goods(s, A, wood=2)
    s.to_move = A
    play(s, "act galleys", "polis chalkis", "pay wood")
    assert good(s, A, "wood") == 1 and pop(s, "chalkis") == 1 and units(s, A, "kyklades") == 4
    assert legal(s) == {"done"}  # Kyklades full for round type 4, Chalkis at 1


def test_p6_sparta_and_thebai_have_no_port_korinthos_chooses_its_sea():
    s = position("4")
    own(s, S, "korinthos", 4)
    own(s, S, "thebai", 3)
    goods(s, S, wood=3)
    play(s, "act galleys")
    assert legal(s) == {"polis korinthos"}
    play(s, "polis korinthos")
    assert legal(s) == {"sea ionio", "sea kyklades"}
    play(s, "sea kyklades", "pay wood")
    assert units(s, S, "kyklades") == 1


def test_p6_epidamnos_cannot_create_hoplites_and_athens_no_merchants_in_pylos():
    s = position("4")
    own(s, A, "epidamnos", 1)
    own(s, A, "pylos", 3)
    goods(s, A, metal=3, wood=3)
    s.to_move = A
    s.pop[0] = 1  # Athenai at 1: no hoplites from the capital either
    s.invalidate()
    assert "act merchants" not in legal(s)
    play(s, "act hoplites")
    assert legal(s) == {"polis pylos"}


def test_p6_merchants_only_in_own_commercial_polis_and_at_most_8():
    s = position("5a")
    own(s, S, "gytheion", 2)
    goods(s, S, wood=5)
    s.merchants_port[S] = 7
    play(s, "act merchants", "polis gytheion", "pay wood")
    assert s.merchants_port[S] == 8 and legal(s) == {"done"}


def test_p6_7_socrates_six_silver_four_prestige_two_posterity():
    s = position("3")
    s.display = ["socrates", "temple_zeus"]
    goods(s, A, silver=6, wheat=20)
    goods(s, S, wheat=20)
    s.to_move = A
    play(s, "act project", "start socrates athenai")
    assert good(s, A, "silver") == 0 and s.in_progress[0] == "socrates" and s.display == ["temple_zeus"]
    before = s.score(A)
    assert before == 5 + 5  # population 5 + prestige 5; no posterity yet
    play(s, "pass")  # Athens passes first
    play(s, "pass")  # Sparta passes; end of round
    while s.stage != "eor_phoros" or s.dec_seat != A:
        s.apply(next(a for a in s.legal_actions() if a.kind in ("done", "amount")))
    assert s.completed[0] == ["socrates"]
    # phase 1: +4; phase 3 growth refused above ("done"), phase 4 nothing; Athenai 5 not above base
    assert s.prestige[A] == 5 + 4
    assert s.score(A) == 5 + 9 + 2  # posterity 2 counts in the final score


def test_p6_project_cost_paid_with_silver_instead_of_goods():
    s = position("3")
    s.display = ["temple_apollo"]
    goods(s, S, metal=1, wood=3, silver=3)
    play(s, "act project", "start temple_apollo sparta")
    assert legal(s) == {"silver 1"}  # metal: 2 needed, 1 held; silver left after its own 2 is 1
    play(s, "silver 1")
    assert legal(s) == {"silver 0"}
    play(s, "silver 0")
    assert good(s, S, "metal") == 0 and good(s, S, "wood") == 0 and good(s, S, "silver") == 0


def test_p6_one_project_per_polis():
    s = position("3")
    s.display = ["theatre", "theatre_epskenion"]
    goods(s, A, metal=5, wood=5, silver=5)
    s.in_progress[0] = "protagoras"
    s.to_move = A
    s.invalidate()
    before = s.to_json()
    with pytest.raises(IllegalAction, match=r"p\.6 action 4"):
        s.apply("act project")
    assert s.to_json() == before


def test_p6_p11_whole_sets_option_replaces_each_good_of_a_cost_entirely_with_silver():
    """p.6 'il peut toujours remplacer chaque set de ressources pour payer la même quantité en argent'; p.11 'tous
    les lots de matériaux ... peuvent être remplacés par de l'argent': each set (lot) of one good is paid either in
    that good or entirely in silver. The default (A13) also lets a set be paid partly in silver."""
    s = position("3", project_silver="whole_sets")
    s.display = ["temple_apollo"]  # 2 metal, 3 wood, 2 silver
    goods(s, S, metal=1, wood=3, silver=3)
    assert "act project" not in legal(s)  # the 2 metal would need 2 more silver: 2 + 2 > 3
    goods(s, S, metal=2, wood=3, silver=4)
    play(s, "act project", "start temple_apollo sparta")
    assert legal(s) == {"silver 0", "silver 2"}  # metal: all in metal or all in silver, never 1 + 1
    play(s, "silver 2")
    assert legal(s) == {"silver 0"}  # 2 silver left after the cost's own 2: not enough for the 3 wood
    play(s, "silver 0")
    assert good(s, S, "metal") == 2 and good(s, S, "wood") == 0 and good(s, S, "silver") == 0
    s = position("3")
    s.display = ["temple_apollo"]
    goods(s, S, metal=1, wood=3, silver=3)
    assert "act project" in legal(s)  # default reading: 1 metal + 1 silver for the 2 metal
