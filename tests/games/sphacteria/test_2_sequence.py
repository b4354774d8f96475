"""Rulebook 2: the sequence of play (2.A stratagems, 2.B AP and initiative, 2.C activation, 2.D adjustments)
and 7 (set-up and reinforcements)."""

import pytest

from kleos.engine import IllegalAction

from .helpers import ATH, SPA, action_phase, empty, game, give, is_weak, play, put, texts, where


def _to_ap_roll(seed=0):
    st = game().new_initial_state(seed)
    while st.stage == "draw":
        st.step_chance()
    assert st.stage == "ap"
    return st


def test_7_initial_deployment():
    st = game().new_initial_state(0)
    for u in ("ATH-DEM", "ATH-H1", "ATH-H6", "ATH-A1"):
        assert where(st, u) == "P"
    assert where(st, "ATH-T1") == "I" and is_weak(st, "ATH-T1")
    for u in ("SPA-EPI", "SPA-STY", "SPA-BRA", "SPA-H1", "SPA-H2", "SPA-H3", "SPA-H5", "SPA-H6", "SPA-H7"):
        assert where(st, u) == "BTS"
    assert where(st, "SPA-T1") == "-" and st.supply == [3, 3]


def test_2_a_each_player_draws_two_secret_stratagems():
    st = game().new_initial_state(3)
    draws = 0
    while st.stage == "draw":
        st.step_chance()
        draws += 1
    assert draws == 4 and [len(h) for h in st.hands] == [2, 2] and len(st.bowl) == 7
    seen_by_sparta = st.view(SPA)["board"]
    assert seen_by_sparta["hand_counts"] == [2, 2]
    assert {h["counter"] for h in seen_by_sparta["hand"]} == set(st.hands[SPA])
    assert not set(st.hands[ATH]) & {h["counter"] for h in seen_by_sparta["hand"]}
    # the draw is private: Sparta's history hides Athens' draws, the log shows only "draws a stratagem"
    hidden = [s for s in st.history_for(SPA) if s.action == -1]
    assert len(hidden) == 2
    sparta_log = [e["text"] for e in st.view(SPA)["log"] if e["rule"] == "2.A"]
    assert any(t.endswith("Athens draws a stratagem") for t in sparta_log)
    assert "K" not in "".join(t for t in sparta_log if "Athens draws" in t)


def test_2_b_ap_example_sparta_8_athens_5():
    st = _to_ap_roll()
    play(st, "roll2 5", "roll2 8")  # Athens rolls first, then Sparta
    assert st.ap == [3, 4]
    assert st.initiative == SPA
    assert any("Athens 5 -> 3 AP, Sparta 8 -> 4 AP; Sparta has the initiative" in str(e.text) for e in st.log)


def test_2_b_tie_goes_to_more_naval_pf_then_sparta():
    st = _to_ap_roll()
    play(st, "roll2 7", "roll2 7")
    assert st.initiative == ATH  # Athens' T1 (3 PF) is the only fleet on the map
    st2 = _to_ap_roll()
    st2.loc[st2.idx("ATH-T1")] = "X"
    st2.invalidate()
    play(st2, "roll2 7", "roll2 7")
    assert st2.initiative == SPA


def _to_first_phase(st, ath, spa):
    play(st, f"roll2 {ath}", f"roll2 {spa}")
    while st.stage == "pre":
        st.apply("no_stratagem")
    assert st.stage == "announce"


def test_2_c_announce_between_one_and_all_ap_and_unspent_ap_are_lost():
    st = _to_ap_roll()
    _to_first_phase(st, 2, 8)
    assert st.current_player == SPA
    assert texts(st) == ["announce 1", "announce 2", "announce 3", "announce 4"]
    before = st.dumps()
    with pytest.raises(IllegalAction, match=r"Sphactérie 2\.C: announce between 1 and 4 AP"):
        st.apply("announce 5")
    assert st.dumps() == before
    play(st, "announce 2", "no_stratagem", "end_phase")  # Athens holds counters: asked about Archers
    assert st.ap == [1, 2] and st.current_player == ATH and st.stage == "announce"


def test_2_c_a_player_without_ap_passes_and_the_other_goes_on():
    st = _to_ap_roll()
    _to_first_phase(st, 2, 8)  # Athens 1 AP, Sparta 4 AP
    play(st, "announce 1", "no_stratagem", "end_phase")  # Sparta; Athens declines Archers
    play(st, "announce 1", "end_phase")  # Athens, now out of AP
    assert st.current_player == SPA and st.ap == [0, 3]
    play(st, "announce 3", "no_stratagem", "end_phase")
    assert st.stage.startswith("adj") or st.stage in ("draw", "ap")


def test_2_c_activation_costs_one_ap_with_a_leader_and_two_without():
    st = empty(turn=2)
    put(st, "SPA-EPI", "N")
    put(st, "SPA-H5", "N")
    put(st, "SPA-H6", "V")
    action_phase(st, SPA, budget=2)
    st.apply("activate N")  # Epitadas is there: 1 AP
    assert st.budget == 1
    play(st, "step SPA-H5 M", "done")
    before = st.dumps()
    with pytest.raises(IllegalAction, match=r"Sphactérie 2\.C: activating V costs 2 AP \(1 with a leader, 2 without\)"):
        st.apply("activate V")
    with pytest.raises(IllegalAction, match=r"already been activated"):
        st.apply("activate N")
    assert st.dumps() == before


def test_7_reinforcements_arrive_on_their_turn_and_rh2_removes_two_leaders():
    st = empty(turn=5)
    st.entered = ["ATH-RH1", "SPA-RH1"]
    put(st, "ATH-SOP", "A")
    put(st, "ATH-EUR", "BMA")
    from kleos.sphacteria.apply import deploy
    deploy(st)
    assert where(st, "ATH-CLE") == "BMA" and where(st, "ATH-P1") == "BTA"
    assert where(st, "ATH-SOP") == "OUT" and where(st, "ATH-EUR") == "OUT"
    assert "ATH-RO1" not in st.entered and where(st, "ATH-P3") == "-"


def test_2_d_keep_at_most_one_stratagem():
    st = empty(turn=2)
    give(st, ATH, "K2", "K6", "K9")
    st.adj_queue = [ATH]
    st.stage = "adj_seg"
    st._advance()
    while st.stage == "adj_strat":
        st.apply("no_stratagem")
    assert st.stage == "adj_keep"
    assert sorted(texts(st)) == ["keep K2", "keep K6", "keep K9", "keep_none"]
    st.apply("keep K6")
    assert st.hands[ATH] == ["K6"] and {"K2", "K9"} <= set(st.bowl)
    assert st.history[-1].seats == (ATH,)  # which counter was kept stays secret


def test_2_d_one_recovery_per_bonus_leader_on_the_map():
    st = empty(turn=2)
    put(st, "SPA-EPI", "N")
    put(st, "SPA-BRA", "BTS")  # a base box is not on the map
    put(st, "SPA-H1", "N", weak=True)
    put(st, "SPA-H2", "N", weak=True)
    st.adj_queue = [SPA]
    st.stage = "adj_seg"
    st._advance()
    assert st.stage == "adj_heal" and sorted(texts(st)) == ["recover SPA-H1", "recover SPA-H2", "stop"]
    st.apply("recover SPA-H2")
    assert not is_weak(st, "SPA-H2") and is_weak(st, "SPA-H1")
    assert st.stage != "adj_heal"


def test_2_turn_marker_advances_and_the_game_lasts_seven_turns():
    st = empty(turn=7)
    put(st, "ATH-H1", "P")
    st.adj_queue = []
    st.stage = "adj_seg"
    st._advance()
    assert st.is_terminal() and st.result().rule == "8.2"
    st2 = empty(turn=3)
    st2.adj_queue = []
    st2.stage = "adj_seg"
    st2._advance()
    assert st2.turn == 4 and st2.stage == "draw"


def test_2_out_of_turn_actions_are_refused_naming_the_stage():
    st = _to_ap_roll()
    _to_first_phase(st, 2, 8)
    before = st.dumps()
    with pytest.raises(IllegalAction, match=r"^Sphactérie 2: 'attack' is not possible now; the game is at announcing"):
        st.apply("attack")
    with pytest.raises(IllegalAction, match=r"^Sphactérie 0\.1: die 3 is a chance outcome"):
        st.apply("die 3")
    with pytest.raises(IllegalAction, match=r"it is not Athens's decision but Sparta's"):
        st.apply_for(ATH, "announce 1")
    assert st.dumps() == before
