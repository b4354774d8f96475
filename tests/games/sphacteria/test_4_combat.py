"""Rulebook 4: combat (4.1 principles, 4.2 table, odds, modifiers, results, retreats)."""

import pytest

from kleos.engine import IllegalAction
from kleos.sphacteria.combat import evaluate
from kleos.sphacteria.combat_table import lookup, loss_count, odds_column, winner_is_attacker
from kleos.sphacteria.data import load

from .helpers import ATH, SPA, action_phase, empty, give, is_weak, play, put, texts, where

# The table exactly as printed in rulebook 4.2 (rows: modified d6; columns: odds).
RULEBOOK_TABLE = """\
-1 et -	E - R	A - R	3/4 - R	1/2 - R	1/2 - R	1/2 - R	1/2 - R
0	E - R	3/4 - R	1/2 - R	1/2 - R	1/2 - R	1/2 - R	1/4 - 1/4
1	A - R	1/2 - R	1/2 - R	1/2 - R	1/2 - R	1/4 - 1/4	1/4 - 1/4
2	A - R	1/2 - R	1/2 - R	1/4 - R	1/4 - 1/4	1/4 - 1/4	1/4 - 1/2
3	3/4 - R	1/2 - R	1/4 - R	1/4 - 1/4	1/4 - 1/4	1/4 - 1/4	R - 1/2
4	1/2 - R	1/4 - 1/4	1/4 - 1/4	1/4 - 1/4	1/4 - 1/4	R - 1/2	R - 3/4
5	1/2 - 1/4	1/4 - 1/4	1/4 - 1/4	R - 1/4	R - 1/2	R - 1/2	R - A
6	1/4 - 1/4	1/4 - 1/4	R - 1/4	R - 1/2	R - 1/2	R - 3/4	R - A
7	1/4 - 1/4	R - 1/4	R / 1/2	R - 1/2	R - 1/2	R - 3/4	R / E
8 et +	R - 1/2	R - 1/2	R / 1/2	R - 1/2	R - 3/4	R - A	R / E"""


def _cells():
    for line in RULEBOOK_TABLE.splitlines():
        head, *cells = line.split("\t")
        row = int(head.split()[0])
        for col, cell in enumerate(cells):
            a, d = cell.replace(" / ", " - ").split(" - ")
            yield row, col, a.strip(), d.strip()


@pytest.mark.parametrize(("row", "col", "att", "dfn"), list(_cells()))
def test_4_2_table_cell_matches_rulebook(row, col, att, dfn):
    assert lookup(load(), col, row) == (att, dfn)


def test_4_2_rows_clamp_below_minus_one_and_above_eight():
    s = load()
    assert lookup(s, 0, -5) == lookup(s, 0, -1)
    assert lookup(s, 6, 12) == ("R", "E")


def test_4_2_odds_rounded_for_the_defender():
    s = load()
    cols = s.crt.columns
    assert cols[odds_column(s, 22, 8)] == "2/1"  # 2.75 -> 2/1
    assert cols[odds_column(s, 2, 5)] == "1/3-"  # 0.4
    assert cols[odds_column(s, 5, 10)] == "1/2"
    assert cols[odds_column(s, 14, 10)] == "1/1"  # 1.4 -> 1/1
    assert cols[odds_column(s, 15, 10)] == "3/2"
    assert cols[odds_column(s, 30, 10)] == "3/1+"
    assert cols[odds_column(s, 6, 10)] == "1/2"  # 0.6 < 2/3


def test_4_2_unit_rounding_examples():
    assert loss_count("1/2", 3) == 1  # "3 units, 1/2 -> 1.5 rounded in his favour to 1"
    assert loss_count("1/4", 2) == 1  # "2 units, 1/4 -> 0.5, minimum of 1"
    assert loss_count("3/4", 4) == 3
    assert loss_count("A", 3) == 3 and loss_count("E", 2) == 2 and loss_count("R", 4) == 0


def test_4_2_winner_smaller_loss_and_tie_to_defender():
    s = load()
    assert winner_is_attacker(s, "R", "1/2")
    assert not winner_is_attacker(s, "1/2", "R")
    assert not winner_is_attacker(s, "1/4", "1/4")
    assert winner_is_attacker(s, "1/4", "1/4", "attacker")


def _pylos_defence(st):
    put(st, "ATH-H1", "P")
    put(st, "ATH-H6", "P")
    put(st, "ATH-A1", "P")
    put(st, "ATH-DEM", "P")


def test_4_2_pylos_attack_from_o():
    st = empty()
    _pylos_defence(st)
    for u in ("SPA-H1", "SPA-H2", "SPA-H3", "SPA-H5", "SPA-EPI", "SPA-BRA"):
        put(st, u, "O")
    action_phase(st, SPA, budget=2)
    play(st, "activate O", "step SPA-H1 P", "step SPA-H2 P", "step SPA-H3 P", "step SPA-H5 P",
         "step SPA-EPI P", "step SPA-BRA P", "done", "attack")
    calc = evaluate(st, "P", SPA, [None, None], [None, None])
    shifts = dict(calc.shifts)
    assert shifts == {"4.2 column d": -2, "4.2 column f": -1}  # "3 colonnes vers la gauche"
    assert (calc.att_pf, calc.def_pf) == (22, 8)
    assert load().crt.columns[calc.base_column] == "2/1"
    assert load().crt.columns[calc.column] == "2/3"
    # leaders +2 -1, bonus H +1, archers -1
    assert dict(calc.die_mods) == {"4.2 die a": 1, "4.2 die b": 1, "4.2 die c": -1}


def test_4_2_pylos_attack_by_naval_transport_from_i():
    st = empty()
    _pylos_defence(st)
    put(st, "SPA-T1", "I")
    put(st, "SPA-T2", "I")
    for u in ("SPA-H1", "SPA-H2", "SPA-EPI"):
        put(st, u, "Q")
    action_phase(st, SPA, budget=2)
    play(st, "activate Q", "step SPA-H1 I", "step SPA-H1 P", "step SPA-H2 I", "step SPA-H2 P", "done", "attack")
    calc = evaluate(st, "P", SPA, [None, None], [None, None])
    assert dict(calc.shifts) == {"4.2 column d": -2, "4.2 column e": -1, "4.2 column f": -1}  # 4 columns left


def test_4_2_epibates_played_by_both_sides_nets_plus_one():
    st = empty(turn=3)
    put(st, "ATH-T3", "E")
    put(st, "SPA-T2", "E")
    calc = evaluate(st, "E", ATH, ["S04", "S04"], [None, None])
    assert ("6 #4 Epibates (both)", 1) in calc.die_mods
    assert evaluate(st, "E", ATH, ["S04", None], [None, None]).die_modifier == 2
    assert evaluate(st, "E", ATH, [None, "S04"], [None, None]).die_modifier == -1


def test_4_2_die_modifiers_three_types_beach_and_bonus_triremes():
    st = empty(turn=5)
    for u in ("ATH-H2", "ATH-P1", "ATH-A2"):
        put(st, u, "V")
    put(st, "SPA-H5", "V")
    calc = evaluate(st, "V", ATH, [None, None], [None, None])
    mods = dict(calc.die_mods)
    assert mods["4.2 die d"] == 1 and mods["4.2 die g"] == -1
    assert "4.2 column a" not in dict(calc.shifts)  # helots are type H
    assert dict(calc.shifts)["4.2 column c"] == 1  # the defender is all helots
    st2 = empty(turn=5)
    put(st2, "ATH-T2", "D")
    put(st2, "ATH-T7", "D")
    put(st2, "SPA-T1", "D")
    assert dict(evaluate(st2, "D", ATH, [None, None], [None, None]).die_mods) == {"4.2 die f": 1}


def test_4_2_only_bonus_hoplites_defending_gives_minus_two_and_peltastes_cancel_it():
    st = empty(turn=5)
    put(st, "ATH-P1", "N")
    put(st, "SPA-H1", "N")
    calc = evaluate(st, "N", ATH, [None, None], [None, None])
    assert dict(calc.die_mods)["4.2 die e"] == -2
    assert dict(calc.shifts)["4.2 column b"] == -1
    pelt = evaluate(st, "N", ATH, ["S06", None], [None, None])
    # as printed (6 #6): die e and columns a and f are cancelled; column b stays
    assert "4.2 die e" not in dict(pelt.die_mods) and dict(pelt.shifts)["4.2 column b"] == -1
    proposed = empty(turn=5, peltastes_cancels="e-b-f")  # the reference's reading (Q29), an option
    put(proposed, "ATH-P1", "N")
    put(proposed, "SPA-H1", "N")
    assert "4.2 column b" not in dict(evaluate(proposed, "N", ATH, ["S06", None], [None, None]).shifts)


def test_6_6_peltastes_cancel_columns_a_and_f_as_printed():
    st = empty(turn=5)
    put(st, "ATH-P1", "Q")
    put(st, "SPA-H5", "Q")
    assert dict(evaluate(st, "Q", ATH, [None, None], [None, None]).shifts)["4.2 column f"] == -1
    assert "4.2 column f" not in dict(evaluate(st, "Q", ATH, ["S06", None], [None, None]).shifts)
    beach = empty(turn=5)
    for u in ("ATH-P1", "ATH-H2"):
        put(beach, u, "V")
    put(beach, "SPA-T3", "V")  # a beached trireme fights as a peltast: the defender has no H
    assert dict(evaluate(beach, "V", ATH, [None, None], [None, None]).shifts)["4.2 column a"] == 2
    assert "4.2 column a" not in dict(evaluate(beach, "V", ATH, ["S06", None], [None, None]).shifts)


def test_4_1_trireme_on_the_beach_fights_as_a_one_pf_peltast():
    st = empty(turn=3)
    put(st, "ATH-T2", "V")
    put(st, "SPA-H5", "V")
    calc = evaluate(st, "V", SPA, [None, None], [None, None])
    assert not calc.naval and calc.def_pf == 1 and calc.att_pf == 4


def _land_fight(die, att_units, def_units, zone="N", turn=5):
    st = empty(turn=turn)
    for u in def_units:
        put(st, u, zone)
    for u in att_units:
        put(st, u, "M")
    action_phase(st, ATH, budget=3)
    play(st, "activate M", *[f"step {u} {zone}" for u in att_units], "done", "attack")
    while st.stage == "c_strat":
        st.apply("no_stratagem")
    st.apply(f"die {die}")
    return st


def test_4_2_fraction_result_owner_chooses_the_units_and_loser_retreats():
    # 3 Athenian H (18 PF) against 1 helot (4 PF): 3/1+ column, +2 column a (already last), die 1 -> 1/4 - 1/4
    st = _land_fight(1, ["ATH-H2", "ATH-H3", "ATH-H4"], ["SPA-H5"])
    assert st.stage == "c_loss" and st.current_player == ATH
    assert sorted(texts(st)) == ["weaken ATH-H2", "weaken ATH-H3", "weaken ATH-H4"]
    st.apply("weaken ATH-H3")
    assert is_weak(st, "ATH-H3") and not is_weak(st, "ATH-H2")
    # the tie 1/4 - 1/4 goes to the defender: the attackers retreat
    assert st.stage == "c_retreat" and st.current_player == ATH


def test_1_2_a_retreat_next_to_a_lone_enemy_leader_captures_him_at_once():
    st = empty(turn=5)
    put(st, "SPA-STY", "L")
    put(st, "SPA-H5", "N")
    for u in ("ATH-H2", "ATH-H3", "ATH-H4"):
        put(st, u, "M")
    action_phase(st, ATH, budget=3)
    play(st, "activate M", "step ATH-H2 N", "step ATH-H3 N", "step ATH-H4 N", "done", "attack", "die 1",
         "weaken ATH-H3")  # 1/4 - 1/4: the defender wins, the attackers retreat
    assert st.stage == "c_retreat" and "retreat ATH-H2 L" in texts(st)
    st.apply("retreat ATH-H2 L")
    assert where(st, "SPA-STY") == "X" and st.vp_kills[ATH] == 1


def test_4_2_e_result_eliminates_leaders_and_scores():
    st = empty(turn=5)
    put(st, "SPA-H5", "N", weak=True)
    put(st, "SPA-STY", "N")
    for u in ("ATH-H2", "ATH-P1", "ATH-A2"):
        put(st, u, "M")
    action_phase(st, ATH, budget=3)
    play(st, "activate M", "step ATH-H2 N", "step ATH-P1 N", "step ATH-A2 N", "done", "attack")
    while st.stage == "c_strat":
        st.apply("no_stratagem")
    st.apply("die 6")  # 16:2 -> 3/1+, three unit types +1: 7 -> R - E
    assert st.combat == {} and where(st, "SPA-H5") == "X" and where(st, "SPA-STY") == "X"
    assert st.vp_kills == [2, 0]  # 8.2: 1 per land unit, 1 per leader killed


def test_4_2_a_result_weakened_unit_eliminated_leader_retreats():
    st = empty(turn=5)
    put(st, "SPA-H5", "N", weak=True)
    put(st, "SPA-STY", "N")
    for u in ("ATH-H2", "ATH-H3", "ATH-H4"):
        put(st, u, "M")
    action_phase(st, ATH, budget=3)
    play(st, "activate M", "step ATH-H2 N", "step ATH-H3 N", "step ATH-H4 N", "done", "attack")
    while st.stage == "c_strat":
        st.apply("no_stratagem")
    st.apply("die 6")  # 18:2 -> 3/1+, die 6 -> R - A
    assert where(st, "SPA-H5") == "X" and st.vp_kills == [1, 0]
    assert st.stage == "c_retreat" and st.current_player == SPA  # Q13: the leader retreats
    assert "retreat SPA-STY M" in texts(st) and "retreat SPA-STY BTS" in texts(st)
    st.apply("retreat SPA-STY BTS")
    assert where(st, "SPA-STY") == "BTS"


def test_1_2_leader_alone_with_enemy_units_is_captured():
    st = empty(turn=5)
    put(st, "SPA-H5", "N")
    put(st, "ATH-CLE", "M")
    action_phase(st, ATH, budget=1)
    play(st, "activate M", "step ATH-CLE N")
    assert where(st, "ATH-CLE") == "X" and st.vp_kills == [0, 1]
    assert [a.text for a in st.legal_actions()] == ["done"]


def test_4_2_loser_with_no_free_zone_is_eliminated():
    st = empty(turn=5)
    # Spartan helot alone on the island zone R, surrounded by Athenians in Q and S
    put(st, "SPA-H5", "R", weak=True)
    put(st, "ATH-H2", "S")
    put(st, "ATH-H3", "Q")
    put(st, "ATH-H4", "Q")
    action_phase(st, ATH, budget=3)
    play(st, "activate Q", "step ATH-H3 R", "step ATH-H4 R", "done", "attack")
    while st.stage == "c_strat":
        st.apply("no_stratagem")
    st.apply("die 3")  # 12:2 -> 3/1+ (+2 a, -1 f, -1 c: 3/1 still) -> R - 1/2 at die 3
    assert where(st, "SPA-H5") == "X"


def test_4_1_no_ap_left_for_the_forced_combat_units_return_weakened():
    st = empty(turn=5)
    put(st, "SPA-H5", "N")
    put(st, "ATH-H2", "M")
    action_phase(st, ATH, budget=2)
    play(st, "activate M", "step ATH-H2 N", "done")
    assert "attack" not in texts(st) and "end_phase" in texts(st)
    st.apply("end_phase")
    assert where(st, "ATH-H2") == "M" and is_weak(st, "ATH-H2")


def test_4_1_forced_return_goes_to_the_starting_zone_even_over_the_stacking_limit():
    """4.1 says the units return to their starting zone; the rulebook gives no remedy if that zone has filled up
    meanwhile (3.2 is about the end of movement): the return stands, and no later move may end there."""
    st = empty(turn=5)
    put(st, "SPA-H5", "N")
    for u in ("ATH-H2", "ATH-H3", "ATH-H4", "ATH-H5"):
        put(st, u, "M")
    put(st, "ATH-P1", "L")
    put(st, "ATH-DEM", "L")
    action_phase(st, ATH, budget=3)
    play(st, "activate M", "step ATH-H2 N", "done", "activate L", "step ATH-P1 M", "done")
    assert "attack" not in texts(st)
    st.apply("end_phase")
    assert where(st, "ATH-H2") == "M" and is_weak(st, "ATH-H2")
    assert sum(1 for i in st.at("M") if st.static.p_side[i] == ATH and st.static.p_type[i] != "L") == 5
    put(st, "ATH-P2", "O")
    action_phase(st, ATH, budget=2)
    play(st, "activate O", "step ATH-P2 M")  # passing through is allowed, ending there is not
    assert "done" not in texts(st)
    with pytest.raises(IllegalAction,
                       match=r"Sphactérie 3\.2: Athenian peltasts P2 would end over the stacking limit in M"):
        st.apply("done")


def test_4_1_combat_is_mandatory_while_ap_remain():
    st = empty(turn=5)
    put(st, "SPA-H5", "N")
    put(st, "ATH-H2", "M")
    action_phase(st, ATH, budget=3)
    play(st, "activate M", "step ATH-H2 N", "done")
    before = st.dumps()
    with pytest.raises(IllegalAction, match=r"Sphactérie 4\.1: combat is mandatory in N"):
        st.apply("end_phase")
    assert st.dumps() == before


def test_4_2_log_cites_the_rule_with_column_and_die():
    st = _land_fight(1, ["ATH-H2", "ATH-H3", "ATH-H4"], ["SPA-H5"])
    line = [str(e.text) for e in st.log if "column" in str(e.text) and "die 1" in str(e.text)][-1]
    assert line.startswith("Sphactérie 4.2:") and "-> 1/4 - 1/4" in line


def test_4_2_stratagem_window_offered_only_to_holders():
    st = empty(turn=5)
    put(st, "SPA-H5", "N")
    put(st, "ATH-H2", "M")
    give(st, SPA, "K6")  # Attaque combinée / Chef blessé
    action_phase(st, ATH, budget=3)
    play(st, "activate M", "step ATH-H2 N", "done", "attack")
    assert st.stage == "c_strat" and st.current_player == SPA
    assert "play S09" in texts(st) and "no_stratagem" in texts(st)
