"""Rulebook 6 (and 2.A, 2.C): the 22 stratagems, each in its window, for the side allowed to play it."""

import pytest

from kleos.engine import IllegalAction
from kleos.sphacteria.combat import evaluate

from .helpers import ATH, SPA, action_phase, empty, give, is_weak, play, put, texts, where


def _naval_fight(zone="E", ath_hand=(), spa_hand=(), attacker=ATH):
    """Athens' T3 (or Sparta's T2) sails into ``zone`` against the other side's ship: stops at the window."""
    st = empty(turn=5)
    give(st, ATH, *ath_hand)
    give(st, SPA, *spa_hand)
    src = {"E": "F", "I": "H", "D": "C"}[zone]
    if attacker == ATH:
        put(st, "ATH-T3", src)
        put(st, "SPA-T2", zone)
        action_phase(st, ATH, budget=3)
        play(st, f"activate {src}", f"sail ATH-T3 {zone}", "done", "attack")
    else:
        put(st, "SPA-T2", src)
        put(st, "ATH-T3", zone)
        action_phase(st, SPA, budget=3)
        play(st, f"activate {src}", f"sail SPA-T2 {zone}", "done", "attack")
    return st


def _land_fight(ath_units, spa_units, ath_hand=(), spa_hand=(), attacker=ATH, zone="N", src="M"):
    st = empty(turn=5)
    give(st, ATH, *ath_hand)
    give(st, SPA, *spa_hand)
    mine, theirs = (ath_units, spa_units) if attacker == ATH else (spa_units, ath_units)
    for u in theirs:
        put(st, u, zone)
    for u in mine:
        put(st, u, src)
    action_phase(st, attacker, budget=3)
    play(st, f"activate {src}", *[f"step {u} {zone}" for u in mine], "done", "attack")
    return st


def _shifts(st):
    c = st.combat
    return dict(evaluate(st, c["zone"], c["att"], c["plays"], c["s08"]).shifts)


def test_6_1_periplous_two_columns_not_in_narrow_waters():
    st = _naval_fight("E", ath_hand=["K1"])
    assert st.current_player == ATH and "play S01" in texts(st)
    st.apply("play S01")
    assert _shifts(st)["6 #1 Periplous"] == 2 and st.played[ATH]
    assert "K1" in st.bowl  # not red: back to the bowl
    narrow = _naval_fight("I", ath_hand=["K1"])
    assert texts(narrow) == ["no_stratagem"]  # a holder is asked (public), with nothing playable here
    as_defender = _naval_fight("E", ath_hand=["K1"], attacker=SPA)
    as_defender.apply("no_stratagem") if as_defender.current_player == SPA else None
    assert as_defender.current_player == ATH
    as_defender.apply("play S01")
    assert _shifts(as_defender)["6 #1 Periplous"] == -2


def test_6_2_kuklos_only_for_the_defender():
    st = _naval_fight("E", spa_hand=["K2"])
    assert st.current_player == SPA and {"play S02", "play S04"} <= set(texts(st))
    st.apply("play S02")
    assert _shifts(st)["6 #2 Kuklos"] == -1
    att = _naval_fight("E", ath_hand=["K2"])
    assert "play S02" not in texts(att) and "play S04" in texts(att)


def test_6_3_diekplous_only_for_the_attacker():
    st = _naval_fight("E", ath_hand=["K3"])
    st.apply("play S03")
    assert _shifts(st)["6 #3 Diekplous"] == 1
    dfn = _naval_fight("E", ath_hand=["K3"], attacker=SPA)
    assert texts(dfn) == ["no_stratagem"]


def test_6_4_epibates_in_naval_combat_only():
    st = _naval_fight("E", ath_hand=["K2"])
    st.apply("play S04")
    c = st.combat
    assert ("6 #4 Epibates", 2) in evaluate(st, c["zone"], c["att"], c["plays"], c["s08"]).die_mods
    land = _land_fight(["ATH-H2"], ["SPA-H5"], ath_hand=["K2"])
    assert texts(land) == ["no_stratagem"]


def test_6_6_peltastes_only_for_an_attack_with_peltasts():
    st = _land_fight(["ATH-P1"], ["SPA-H1"], ath_hand=["K5"])
    assert "play S06" in texts(st)
    st.apply("play S06")
    assert _shifts(st)["4.2 column b"] == -1  # as printed, #6 cancels die e and columns a and f, not b
    no_p = _land_fight(["ATH-H2"], ["SPA-H1"], ath_hand=["K5"])
    assert texts(no_p) == ["no_stratagem"]


def test_6_7_spartiates_one_column_for_sparta():
    st = _land_fight(["ATH-H2"], ["SPA-H1"], spa_hand=["K1"])
    assert st.current_player == SPA
    st.apply("play S07")
    assert _shifts(st)["6 #7 Spartiates !"] == -1  # Sparta defends: to the left
    att = _land_fight(["ATH-H2"], ["SPA-H1"], spa_hand=["K1"], attacker=SPA, zone="M", src="N")
    att.apply("play S07")
    assert _shifts(att)["6 #7 Spartiates !"] == 1
    helots = _land_fight(["ATH-H2"], ["SPA-H5"], spa_hand=["K1"])
    assert texts(helots) == ["no_stratagem"]  # no Spartan hoplite: not playable


def test_6_8_attaque_combinee_adds_half_the_pf_of_an_adjacent_zone():
    st = empty(turn=5)
    give(st, SPA, "K6")
    put(st, "SPA-H5", "N")
    put(st, "SPA-H1", "V")  # 6 PF next door: +3
    put(st, "ATH-H2", "M")
    action_phase(st, ATH, budget=3)
    play(st, "activate M", "step ATH-H2 N", "done", "attack")
    assert "play_zone S08 V" in texts(st) and "play_zone S08 M" not in texts(st)
    st.apply("play_zone S08 V")
    c = st.combat
    calc = evaluate(st, c["zone"], c["att"], c["plays"], c["s08"])
    assert (calc.att_pf, calc.def_pf) == (6, 7)
    assert where(st, "SPA-H1") == "V"


def test_6_9_chef_blesse_cancels_enemy_leader_bonuses():
    st = _land_fight(["ATH-H2", "ATH-DEM"], ["SPA-H5"], spa_hand=["K6"])
    c = st.combat
    assert ("4.2 die a", 1) in evaluate(st, "N", ATH, c["plays"], c["s08"]).die_mods
    st.apply("play S09")
    c = st.combat
    assert "4.2 die a" not in dict(evaluate(st, "N", ATH, c["plays"], c["s08"]).die_mods)


def test_2_c_one_stratagem_per_player_per_action_phase():
    st = empty(turn=5)
    give(st, SPA, "K6", "K2")
    put(st, "SPA-H5", "N")
    put(st, "SPA-H6", "L")
    put(st, "ATH-H2", "M")
    put(st, "ATH-H3", "M")
    action_phase(st, ATH, budget=3)
    play(st, "activate M", "step ATH-H2 N", "step ATH-H3 L", "done", "attack", "fight L")
    assert st.current_player == SPA
    st.apply("play S09")
    st.apply("die 6")
    while st.stage in ("c_loss", "c_retreat"):
        st.apply(st.legal_actions()[0])
    assert st.stage == "c_die"  # the second combat offers Sparta nothing: one per action phase


def _adjust(st, seat):
    st.adj_queue = [seat]
    st.stage = "adj_seg"
    st.invalidate()
    st._advance()


def test_6_10_depart_de_brasidas_red_face_removes_the_counter():
    st = empty(turn=3)
    put(st, "SPA-BRA", "N")
    give(st, ATH, "K7")
    _adjust(st, ATH)
    assert {"play S10", "play S20"} <= set(texts(st))
    st.apply("play S10")
    assert where(st, "SPA-BRA") == "OUT" and "K7" in st.out and st.vp_kills == [0, 0]


def test_6_20_tempete_en_mer_returns_the_counter_and_spares_the_beach():
    st = empty(turn=3)
    put(st, "ATH-T2", "A")
    put(st, "SPA-T2", "H", weak=True)
    put(st, "SPA-T3", "V")
    put(st, "SPA-T4", "BMS")
    give(st, SPA, "K7")
    _adjust(st, SPA)
    assert "play S10" not in texts(st)  # a blue face: not Sparta's
    st.apply("play S20")
    assert "K7" in st.bowl and [q[1] for q in st.dice_queue] == ["ATH-T2", "SPA-T2"]
    play(st, "die 5")  # A: 5 hits
    assert is_weak(st, "ATH-T2")
    play(st, "die 5")  # H (the Port): only a 6 hits
    assert where(st, "SPA-T2") == "H"
    assert not is_weak(st, "SPA-T3") and where(st, "SPA-T4") == "BMS"


def test_6_20_a_leader_lost_with_his_ships_in_the_storm_scores_no_vp():
    """8.2 scores a leader 'tué au cours d'un combat ou capturé'; a storm is neither (the sunk ship scores, Q26)."""
    st = empty(turn=3)
    put(st, "ATH-T2", "E", weak=True)
    put(st, "ATH-EUR", "E")
    give(st, SPA, "K7")
    _adjust(st, SPA)
    play(st, "play S20", "die 6")
    assert where(st, "ATH-T2") == "X" and where(st, "ATH-EUR") == "X"
    assert st.vp_kills == [0, 2]


def test_6_11_nicias_vs_cleon_sophocles_takes_his_place():
    st = empty(turn=5)
    put(st, "ATH-CLE", "P")
    put(st, "ATH-SOP", "OUT")
    give(st, SPA, "K8")
    _adjust(st, SPA)
    st.apply("play S11")
    assert where(st, "ATH-CLE") == "OUT" and where(st, "ATH-SOP") == "P" and "K8" in st.out


def _pre(st, first):
    st.stage = "pre"
    st.pre_turn, st.pre_passes = first, 0
    st.pending_ro = []
    st.invalidate()
    st._advance()


def test_6_12_renforts_retardes_delays_a_historical_group():
    st = empty(turn=3)
    st.entered.remove("ATH-RH1")
    give(st, SPA, "K8")
    _pre(st, ATH)
    assert st.current_player == SPA and "play_target S12 ATH-RH1" in texts(st)
    play(st, "play_target S12 ATH-RH1")
    assert st.due["ATH-RH1"] == 4 and where(st, "ATH-T2") == "-"


def test_6_12_renforts_retardes_cancels_an_optional_group_of_the_enemy():
    st = empty(turn=3)
    st.entered.remove("ATH-RO1")
    give(st, ATH, "K9")
    give(st, SPA, "K8")
    st.ap = [2, 2]
    _pre(st, ATH)
    assert texts(st) == ["play S13", "no_stratagem"]
    st.apply("play S13")
    assert st.current_player == SPA and "play_target S12 ATH-RO1" in texts(st)
    st.apply("play_target S12 ATH-RO1")
    assert where(st, "ATH-P3") == "-" and "ATH-RO1" not in st.entered


def test_6_13_and_14_optional_reinforcements():
    st = empty(turn=2)
    st.entered = [g for g in st.entered if g not in ("SPA-RO1", "SPA-RO2")]
    give(st, SPA, "K9", "K4")
    st.ap = [1, 1]
    _pre(st, SPA)
    assert {"play S13", "play S14"} <= set(texts(st))
    st.apply("play S13")
    st.apply("play S14") if st.current_player == SPA else None
    while st.stage == "pre":
        st.apply("play S14" if "play S14" in texts(st) else "no_stratagem")
    assert where(st, "SPA-H8") == "BTS" and where(st, "SPA-H4") == "BTS" and where(st, "SPA-H9") == "BTS"
    assert st.played == [False, False]  # 2.C: reinforcement stratagems do not count in the phase limit


def test_6_15_and_16_recuperation():
    st = empty(turn=3)
    for u in ("ATH-H2", "ATH-H3", "ATH-H4"):
        put(st, u, "O", weak=True)
    give(st, ATH, "K9", "K10")
    _adjust(st, ATH)
    st.apply("play S16")
    play(st, "recover ATH-H2", "recover ATH-H3")
    assert not is_weak(st, "ATH-H2") and not is_weak(st, "ATH-H3") and is_weak(st, "ATH-H4")
    st.apply("play S15")
    st.apply("recover ATH-H4")
    assert not is_weak(st, "ATH-H4")


def test_6_17_ravitaillement_suppresses_the_check():
    st = empty(turn=3)
    put(st, "ATH-H1", "P")
    put(st, "SPA-T1", "I")
    put(st, "SPA-T2", "H")
    st.supply[ATH] = 2
    give(st, ATH, "K10")
    _adjust(st, ATH)
    play(st, "play S17")
    assert st.supply[ATH] == 2


def test_6_18_ravitaillement_hilote():
    st = empty(turn=3)
    put(st, "SPA-H1", "Q")
    put(st, "ATH-T2", "I")
    put(st, "ATH-T3", "J")
    st.supply[SPA] = 2
    give(st, SPA, "K3")
    _adjust(st, SPA)
    play(st, "play S18")
    assert st.supply[SPA] == 2


def test_6_19_treve_resets_sparta_to_three_and_leaves_the_game():
    st = empty(turn=3)
    put(st, "SPA-H1", "Q")
    put(st, "ATH-T2", "I")
    put(st, "ATH-T3", "J")
    st.supply[SPA] = 1
    give(st, SPA, "K11")
    _adjust(st, SPA)
    assert "play_zone S21 Q" not in texts(st)
    play(st, "play S19")
    assert st.supply[SPA] == 3 and "K11" in st.out


def test_6_21_incendie_island_clear_from_next_turn():
    from kleos.sphacteria.zones import is_difficult

    st = empty(turn=3)
    give(st, ATH, "K11")
    _adjust(st, ATH)
    st.apply("play_zone S21 R")
    assert st.burned == 4 and "K11" in st.out
    st.turn = 3
    assert is_difficult(st, "Q")  # still difficult during the turn it is played
    st.turn = 4
    assert not is_difficult(st, "Q") and not is_difficult(st, "T") and is_difficult(st, "P")


def test_6_22_desertion_des_messeniens():
    st = empty(turn=3)
    put(st, "ATH-H6", "P")
    give(st, SPA, "K5")
    _adjust(st, SPA)
    assert texts(st) == ["play_unit S22 ATH-H6", "no_stratagem"]
    st.apply("play_unit S22 ATH-H6")
    assert where(st, "ATH-H6") == "X" and st.vp_kills[SPA] == 1


def test_6_a_player_never_uses_a_face_of_the_other_colour():
    st = empty(turn=3)
    put(st, "ATH-H6", "P")
    give(st, ATH, "K5", "K10")
    _adjust(st, ATH)
    before = st.dumps()
    with pytest.raises(IllegalAction, match=r"Sphactérie 6: Athens holds no usable 'Désertion des Messéniens'"):
        st.apply("play_unit S22 ATH-H6")
    assert st.dumps() == before
