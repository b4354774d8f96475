"""Rulebook 8: total victory (8.1) and the victory-point tally (8.2)."""

from kleos.sphacteria import victory

from .helpers import ATH, SPA, empty, put


def _end(st):
    st.adj_queue = []
    st.stage = "adj_seg"
    st.invalidate()
    st._advance()
    assert st.is_terminal()
    return st.result()


def test_8_1_total_victory_holding_p_q_and_t_at_the_end_of_turn_7():
    st = empty(turn=7)
    put(st, "ATH-H1", "P")
    put(st, "ATH-H6", "Q")  # Messenian hoplites count for Athens
    put(st, "ATH-H2", "T")
    r = _end(st)
    assert r.kind == "total victory" and r.winners == (ATH,) and r.rule == "8.1"
    assert st.returns() == [1.0, -1.0]


def test_8_1_helots_do_not_count_for_sparta():
    st = empty(turn=7)
    put(st, "SPA-H1", "P")
    put(st, "SPA-H2", "Q")
    put(st, "SPA-H5", "T")  # a helot
    r = _end(st)
    assert r.kind != "total victory"
    assert victory.points(st) == [0, 10]
    assert r.kind == "strategic victory" and r.winners == (SPA,)


def test_8_2_draw_when_the_gap_is_three_or_less():
    st = empty(turn=7)
    put(st, "ATH-H1", "P")
    put(st, "SPA-H1", "Q")
    st.vp_kills = [1, 3]  # 6 against 8
    r = _end(st)
    assert r.kind == "draw" and r.winners == () and st.returns() == [0.0, 0.0]


def test_8_2_tactical_and_strategic_victories():
    st = empty(turn=7)
    put(st, "ATH-H1", "P")
    put(st, "SPA-H1", "Q")
    st.vp_kills = [4, 0]  # 9 against 5: gap 4, 9 < 10
    r = _end(st)
    assert r.kind == "tactical victory" and r.winners == (ATH,)
    st2 = empty(turn=7)
    put(st2, "ATH-H1", "P")
    put(st2, "SPA-H1", "Q")
    st2.vp_kills = [5, 0]  # 10 against 5: twice
    assert _end(st2).kind == "strategic victory"


def test_8_2_graded_returns_option():
    st = empty(turn=7, graded_returns=True)
    put(st, "ATH-H1", "P")
    put(st, "SPA-H1", "Q")
    st.vp_kills = [4, 0]
    _end(st)
    assert st.returns() == [0.5, -0.5]


def test_8_2_points_for_eliminations_naval_two_land_one_leaders_one():
    st = empty(turn=5)
    put(st, "SPA-T2", "E")
    put(st, "SPA-H5", "N")
    put(st, "SPA-STY", "N")
    st._eliminate(st.idx("SPA-T2"), "x", "4.2")
    st._eliminate(st.idx("SPA-H5"), "x", "4.2")
    st._eliminate(st.idx("SPA-STY"), "x", "4.2")
    assert st.vp_kills == [4, 0]


def _capitulate(units):
    st = empty(turn=4)
    for u in units:
        put(st, u, "P")
    put(st, "SPA-T1", "I")
    put(st, "SPA-T2", "H")
    st.supply[ATH] = 1
    st.adj_queue = [ATH]
    st.stage = "adj_seg"
    st.invalidate()
    st._advance()
    assert all(st.loc[st.static.p_index[u]] == "X" for u in units)
    return st


def test_8_1_capitulation_is_a_total_victory_only_with_two_units_one_of_them_h():
    two_h = _capitulate(["ATH-H1", "ATH-A1"])
    assert two_h.is_terminal() and two_h.result().kind == "total victory" and two_h.result().winners == (SPA,)
    one_h = _capitulate(["ATH-H1"])  # a single unit: not enough
    assert not one_h.is_terminal() and one_h.vp_kills[SPA] == 1  # 8.2 précision: it counts as eliminated
    no_h = _capitulate(["ATH-A1", "ATH-P1"])  # two units, no hoplite
    assert not no_h.is_terminal() and no_h.vp_kills[SPA] == 2
    messenians = _capitulate(["ATH-H6", "ATH-A1"])  # a Messenian hoplite is type H
    assert messenians.is_terminal()
