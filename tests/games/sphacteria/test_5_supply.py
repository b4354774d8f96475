"""Rulebook 5: supply of Pylos (5.1) and of Sphactérie (5.2), helot resupply, capitulation (5.3)."""

from .helpers import ATH, SPA, action_phase, empty, is_weak, play, put, texts, where


def _adjust(st, seat):
    st.adj_queue = [seat]
    st.stage = "adj_seg"
    st.invalidate()
    st._advance()


def test_5_1_pylos_blockaded_when_i_and_h_hold_only_spartan_ships():
    st = empty(turn=3)
    put(st, "ATH-H1", "P")
    put(st, "SPA-T1", "I")
    put(st, "SPA-T2", "H")
    _adjust(st, ATH)
    assert st.supply[ATH] == 2
    assert any("Sphactérie 5.1: Athens supply: blockaded, marker on 2" in str(e.text) for e in st.log)


def test_5_1_an_empty_or_shared_zone_keeps_pylos_supplied_and_the_marker_rises():
    st = empty(turn=3)
    put(st, "ATH-H1", "P")
    put(st, "SPA-T1", "I")  # H is empty
    st.supply[ATH] = 1
    _adjust(st, ATH)
    assert st.supply[ATH] == 2
    st2 = empty(turn=3)
    put(st2, "ATH-H1", "P")
    put(st2, "SPA-T1", "I")
    put(st2, "SPA-T2", "H")
    put(st2, "ATH-T3", "H")  # an Athenian ship in H breaks the blockade
    _adjust(st2, ATH)
    assert st2.supply[ATH] == 3


def test_5_2_sphacteria_blockaded_when_i_and_j_hold_only_athenian_ships():
    st = empty(turn=3)
    put(st, "SPA-H1", "Q")
    put(st, "ATH-T2", "I")
    put(st, "ATH-T3", "J")
    _adjust(st, SPA)
    assert st.supply[SPA] == 2


def test_5_2_helot_resupply_even_raises_odd_weakens():
    st = empty(turn=3)
    put(st, "SPA-H1", "Q")
    put(st, "SPA-H5", "U")
    put(st, "SPA-H6", "V", weak=True)
    put(st, "ATH-T2", "I")
    put(st, "ATH-T3", "J")
    st.supply[SPA] = 1
    _adjust(st, SPA)
    assert st.stage == "adj_helot" and sorted(texts(st)) == ["helot_roll SPA-H5", "helot_roll SPA-H6", "stop"]
    play(st, "helot_roll SPA-H5", "die 4")
    assert st.supply[SPA] == 2
    play(st, "helot_roll SPA-H6", "die 3")
    assert where(st, "SPA-H6") == "X" and st.vp_kills[ATH] == 1  # already weakened: eliminated
    # then the check itself: blockaded, 2 -> 1
    assert st.supply[SPA] == 1 and not is_weak(st, "SPA-H5")


def test_5_2_helot_rise_option_reading_of_already_moved():
    st = empty(turn=3, helots_block_supply_rise=True)
    put(st, "SPA-H1", "Q")
    put(st, "SPA-H5", "U")
    st.supply[SPA] = 1
    _adjust(st, SPA)
    play(st, "helot_roll SPA-H5", "die 2")  # 1 -> 2, then no second rise in the check
    assert st.supply[SPA] == 2
    st2 = empty(turn=3)
    put(st2, "SPA-H1", "Q")
    put(st2, "SPA-H5", "U")
    st2.supply[SPA] = 1
    _adjust(st2, SPA)
    play(st2, "helot_roll SPA-H5", "die 2")
    assert st2.supply[SPA] == 3


def test_5_3_capitulation_at_zero_gives_total_victory():
    st = empty(turn=4)
    put(st, "SPA-H1", "Q")
    put(st, "SPA-H5", "T")
    put(st, "SPA-EPI", "Q")
    put(st, "ATH-T2", "I")
    put(st, "ATH-T3", "J")
    st.supply[SPA] = 1
    _adjust(st, SPA)
    assert where(st, "SPA-H1") == "X" and where(st, "SPA-H5") == "X"
    assert where(st, "SPA-EPI") == "Q"  # leaders are not eliminated by the capitulation (reference Q22)
    assert st.is_terminal()
    r = st.result()
    assert r.kind == "total victory" and r.winners == (ATH,) and r.rule == "8.1"
    assert st.returns() == [1.0, -1.0]


def test_5_3_small_capitulation_only_counts_for_vp():
    st = empty(turn=4)
    put(st, "ATH-A1", "P")  # one unit, no H: no total victory
    put(st, "SPA-T1", "I")
    put(st, "SPA-T2", "H")
    st.supply[ATH] = 1
    _adjust(st, ATH)
    assert where(st, "ATH-A1") == "X" and not st.is_terminal()
    assert st.vp_kills[SPA] == 1


def test_5_3_suspended_without_units_and_restarting_at_three():
    st = empty(turn=4)
    put(st, "SPA-T1", "I")
    put(st, "SPA-T2", "H")
    st.supply[ATH] = 1
    _adjust(st, ATH)  # nobody in P: no check; the marker restarts at 3
    assert st.supply[ATH] == 3
    assert any("suspended" in str(e.text) for e in st.log)
    put(st, "ATH-H2", "P")
    _adjust(st, ATH)
    assert st.supply[ATH] == 2


def test_5_3_leaving_pylos_suspends_supply_at_once_and_it_resumes_at_three():
    """5.3: the check is suspended as soon as every unit leaves; it resumes with the marker on 3."""
    st = empty(turn=4)
    put(st, "ATH-H2", "P")
    put(st, "ATH-H3", "O")
    put(st, "SPA-T1", "I")
    put(st, "SPA-T2", "H")
    st.supply[ATH] = 1
    action_phase(st, ATH, budget=4)
    play(st, "activate P", "step ATH-H2 BTA", "done")
    assert st.supply[ATH] == 3
    play(st, "activate O", "step ATH-H3 P", "done")
    _adjust(st, ATH)
    assert st.supply[ATH] == 2 and where(st, "ATH-H3") == "P"
