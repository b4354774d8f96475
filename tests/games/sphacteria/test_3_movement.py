"""Rulebook 3: movement (3, 3.1), stacking (3.2) and naval transport (3.3)."""

import pytest

from kleos.engine import IllegalAction

from .helpers import ATH, SPA, action_phase, empty, play, put, texts, where


def _refused(st, action, pattern):
    before = st.dumps()
    with pytest.raises(IllegalAction, match=pattern):
        st.apply(action)
    assert st.dumps() == before


def test_3_1_zone_not_adjacent_is_refused_with_the_rule():
    st = empty(turn=5)
    put(st, "SPA-H1", "T")
    put(st, "SPA-EPI", "T")
    action_phase(st, SPA, budget=1)
    st.apply("activate T")
    _refused(st, "step SPA-H1 O",
             r"^Sphactérie 3: zone O \(Sandbar and isthmus\) is not adjacent to T \(Sphactérie south\)$")


def test_3_land_units_have_three_mp_and_leaders_four():
    st = empty(turn=5)
    put(st, "ATH-H2", "K")
    put(st, "ATH-DEM", "K")
    action_phase(st, ATH, budget=1)
    play(st, "activate K", "step ATH-H2 L", "step ATH-H2 N", "step ATH-H2 U")
    _refused(st, "step ATH-H2 V", r"Sphactérie 3: Athenian hoplites H2 has no movement points left")
    play(st, "step ATH-DEM L", "step ATH-DEM N", "step ATH-DEM U", "step ATH-DEM V")
    assert where(st, "ATH-DEM") == "V"
    assert not any(t.startswith("step ATH-DEM") for t in texts(st))


def test_3_entering_an_enemy_zone_stops_the_move():
    st = empty(turn=5)
    put(st, "ATH-H2", "K")
    put(st, "SPA-H5", "L")
    action_phase(st, ATH, budget=3)
    play(st, "activate K", "step ATH-H2 L")
    _refused(st, "step ATH-H2 N", r"no movement points left")


def test_3_1_land_units_never_enter_the_sea_without_triremes():
    st = empty(turn=5)
    put(st, "ATH-H2", "O")
    action_phase(st, ATH, budget=2)
    st.apply("activate O")
    _refused(st, "step ATH-H2 E", r"Sphactérie 3\.1: a land unit or leader cannot enter maritime zone E")


def test_3_1_triremes_never_enter_clear_or_difficult_terrain():
    st = empty(turn=5)
    put(st, "ATH-T2", "E")
    action_phase(st, ATH, budget=2)
    st.apply("activate E")
    assert "sail ATH-T2 O" not in texts(st) and "sail ATH-T2 V" in texts(st)
    _refused(st, "sail ATH-T2 O", r"Sphactérie 3\.1-3\.2")


def test_3_1_the_beach_takes_land_and_naval_units():
    st = empty(turn=5)
    put(st, "ATH-T2", "F")
    put(st, "ATH-H2", "M")
    action_phase(st, ATH, budget=4)
    play(st, "activate F", "sail ATH-T2 V", "done", "activate M", "step ATH-H2 V", "done")
    assert where(st, "ATH-T2") == "V" and where(st, "ATH-H2") == "V"


def test_3_1_a_leader_at_sea_moves_only_with_a_trireme():
    st = empty(turn=5)
    put(st, "ATH-T2", "A")
    put(st, "ATH-CLE", "A")
    action_phase(st, ATH, budget=1)
    st.apply("activate A")
    assert not any(t.startswith("sail ATH-CLE") for t in texts(st))
    play(st, "sail ATH-T2 C")
    assert "sail ATH-CLE C" in texts(st)
    # the leader cannot be left at sea without a trireme: the movement cannot end until he follows one
    _refused(st, "done", r"Sphactérie 3\.1: Cléon cannot stay at sea in A \(Northern open sea\) without a trireme")
    play(st, "sail ATH-CLE C", "done")
    assert where(st, "ATH-CLE") == "C" and st.stage == "main"


def test_3_1_the_last_trireme_may_not_leave_a_leader_who_cannot_follow():
    st = empty(turn=5)
    put(st, "ATH-T2", "A")
    put(st, "ATH-CLE", "A")
    action_phase(st, ATH, budget=1)
    play(st, "activate A", "step ATH-CLE K", "step ATH-CLE A")  # he has moved: he can no longer sail
    assert not any(t.startswith("sail ATH-T2") for t in texts(st))
    _refused(st, "sail ATH-T2 C", r"Sphactérie 3\.1: Athenian trireme T2 is the last trireme in A")
    st.apply("done")
    assert where(st, "ATH-CLE") == "A" and where(st, "ATH-T2") == "A"


def test_3_2_stacking_four_land_units_per_side_checked_at_the_end():
    st = empty(turn=5)
    for u in ("ATH-H2", "ATH-H3", "ATH-H4", "ATH-H5"):
        put(st, u, "O")
    for u in ("ATH-P1", "ATH-P2", "ATH-DEM"):
        put(st, u, "K")
    action_phase(st, ATH, budget=1)
    st.apply("activate K")
    # passing through the full zone O is allowed; ending there is not
    play(st, "step ATH-P1 O", "step ATH-P1 M", "step ATH-P2 O")
    assert where(st, "ATH-P1") == "M" and where(st, "ATH-P2") == "O"
    _refused(st, "done", r"Sphactérie 3\.2: Athenian peltasts P2 would end over the stacking limit in O")
    # while it passes through, it moves on before any other piece
    _refused(st, "step ATH-DEM L", r"Sphactérie 3\.2: Athenian peltasts P2 is passing through O")
    assert {t.split()[1] for t in texts(st)} == {"ATH-P2"}
    play(st, "step ATH-P2 L", "done")
    assert where(st, "ATH-P2") == "L" and st.stage == "main"


def test_3_2_no_move_into_a_full_zone_without_a_way_on():
    st = empty(turn=5)
    for u in ("ATH-H2", "ATH-H3", "ATH-H4", "ATH-H5"):
        put(st, u, "O")
    put(st, "ATH-P1", "K")
    action_phase(st, ATH, budget=2)
    play(st, "activate K", "step ATH-P1 L", "step ATH-P1 M")  # one MP left
    _refused(st, "step ATH-P1 O",
             r"Sphactérie 3\.2: Athenian peltasts P1 would end its movement over the stacking limit")
    st2 = empty(turn=5)
    for u in ("ATH-H2", "ATH-H3", "ATH-H4", "ATH-H5"):
        put(st2, u, "M")
    put(st2, "SPA-H5", "M")
    put(st2, "ATH-P1", "K")
    action_phase(st2, ATH, budget=2)
    st2.apply("activate K")
    # entering an enemy zone ends the move (3), so it must be within the limit there
    assert "step ATH-P1 M" not in texts(st2)


def test_3_2_strait_j_holds_twenty_pf_per_side():
    st = empty(turn=5)
    for u in ("ATH-T2", "ATH-T3", "ATH-T4"):
        put(st, u, "G")
    for u in ("SPA-T1", "SPA-T2", "SPA-T3", "SPA-T4"):
        put(st, u, "D")
    action_phase(st, ATH, budget=2)
    play(st, "activate G", "sail ATH-T2 J", "sail ATH-T3 J")  # 20 PF
    assert "sail ATH-T4 J" not in texts(st)  # 30 PF > 20
    st.apply("done")
    # Sparta may put 20 PF of its own there too (40 in all): T1 7 + T2 6 + T3 6 = 19, T4 would make 25
    st.stage = "main"
    action_phase(st, SPA, budget=2)
    play(st, "activate D", "sail SPA-T1 J")
    assert "sail SPA-T2 J" in texts(st)
    play(st, "sail SPA-T2 J", "sail SPA-T3 J")
    assert "sail SPA-T4 J" not in texts(st)


def test_3_2_base_boxes_have_no_limit():
    st = empty(turn=5)
    for u in ("ATH-H2", "ATH-H3", "ATH-H4", "ATH-H5", "ATH-P1", "ATH-P2"):
        put(st, u, "O")
    put(st, "ATH-DEM", "O")
    action_phase(st, ATH, budget=1)
    st.apply("activate O")
    for u in ("ATH-H2", "ATH-H3", "ATH-H4", "ATH-H5", "ATH-P1"):
        st.apply(f"step {u} BTA")
    st.apply("done")
    assert sum(where(st, u) == "BTA" for u in ("ATH-H2", "ATH-H3", "ATH-H4", "ATH-H5", "ATH-P1")) == 5


def test_0_2_no_side_enters_the_other_sides_base():
    st = empty(turn=5)
    put(st, "ATH-H2", "N")
    action_phase(st, ATH, budget=2)
    st.apply("activate N")
    _refused(st, "step ATH-H2 BTS", r"Sphactérie 0\.2")


def test_3_3_naval_transport_needs_friendly_triremes_and_no_enemy_ones():
    st = empty(turn=5)
    put(st, "SPA-H1", "U")
    put(st, "SPA-H2", "U")
    put(st, "SPA-EPI", "U")
    put(st, "SPA-T2", "J")  # 6 PF: carries up to 6 land units this phase
    action_phase(st, SPA, budget=1)
    st.apply("activate U")
    play(st, "step SPA-H1 J", "step SPA-H1 T", "step SPA-EPI J", "step SPA-EPI T")
    assert where(st, "SPA-H1") == "T" and where(st, "SPA-EPI") == "T"
    assert st.entry["SPA-H1"][2] is True  # entered by naval transport (4.2 column e)
    st2 = empty(turn=5)
    put(st2, "SPA-H1", "U")
    put(st2, "SPA-T2", "J")
    put(st2, "ATH-T3", "J")
    action_phase(st2, SPA, budget=2)
    st2.apply("activate U")
    _refused(st2, "step SPA-H1 J", r"Sphactérie 3\.3: zone J \(Navarino channel\) holds enemy triremes")


def test_3_3_one_land_unit_per_trireme_pf_and_leaders_free():
    st = empty(turn=5)
    put(st, "SPA-T2", "J", weak=True)  # 3 PF
    for u in ("SPA-H1", "SPA-H2", "SPA-H3", "SPA-H5"):
        put(st, u, "U")
    put(st, "SPA-EPI", "U")
    action_phase(st, SPA, budget=1)
    st.apply("activate U")
    for u in ("SPA-H1", "SPA-H2", "SPA-H3"):
        play(st, f"step {u} J", f"step {u} T")
    _refused(st, "step SPA-H5 J",
             r"Sphactérie 3\.3: the triremes in J \(Navarino channel\) already carry one land unit per PF")
    play(st, "step SPA-EPI J", "step SPA-EPI T")  # leaders travel free


def test_3_3_a_land_unit_cannot_stop_at_sea():
    st = empty(turn=5)
    put(st, "SPA-T2", "J")
    put(st, "SPA-H1", "N")
    action_phase(st, SPA, budget=2)
    play(st, "activate N", "step SPA-H1 V", "step SPA-H1 U")
    # one MP left: entering J would strand it at sea
    _refused(st, "step SPA-H1 J",
             r"Sphactérie 3\.3: Spartan hoplites H1 could not reach from J \(Navarino channel\) a land zone")
    st3 = empty(turn=5)
    put(st3, "SPA-T2", "J")
    put(st3, "SPA-H1", "U")
    action_phase(st3, SPA, budget=2)
    play(st3, "activate U", "step SPA-H1 J")
    _refused(st3, "done",
             r"Sphactérie 3\.3: Spartan hoplites H1 is a land unit and cannot end its movement at sea in J")
    play(st3, "step SPA-H1 T", "done")
    assert where(st3, "SPA-H1") == "T" and st3.stage == "main"


def test_6_5_archers_close_their_zone_to_spartan_land_units():
    st = empty(turn=5)
    put(st, "ATH-A1", "O")
    put(st, "SPA-H1", "M")
    st.hands[ATH] = ["K4"]
    st.bowl.remove("K4")
    action_phase(st, SPA, budget=2)
    st.stage = "after_announce"
    st._advance()
    assert st.stage == "passive_start" and st.current_player == ATH
    play(st, "play_zone S05 O")
    assert st.stage == "main" and "K4" in st.bowl
    st.apply("activate M")
    _refused(st, "step SPA-H1 O", r"Sphactérie 6 #5: Archers forbid zone O")


def test_3_3_a_unit_crosses_the_sea_only_to_a_land_zone_with_room():
    st = empty(turn=5)
    put(st, "SPA-T2", "J")
    put(st, "SPA-H1", "U")
    for u in ("ATH-H2", "ATH-H3"):
        put(st, u, "T")
    for u in ("SPA-H2", "SPA-H3", "SPA-H4", "SPA-H5"):
        put(st, u, "T")  # T is full for Sparta (and held by Athenians: a unit landing there stops)
    action_phase(st, SPA, budget=2)
    st.apply("activate U")
    # from J the only land zones in reach are T (full) and U (where it started): entering J is allowed, since
    # it can still come back; but the island cannot be reached
    st.apply("step SPA-H1 J")
    assert "step SPA-H1 T" not in texts(st) and "step SPA-H1 U" in texts(st) and "done" not in texts(st)


def test_6_5_archers_also_close_the_zone_to_retreats_but_not_to_triremes():
    from kleos.sphacteria.movement import retreat_targets, sail_targets

    st = empty(turn=5)
    put(st, "ATH-A1", "V")
    put(st, "SPA-H5", "M")
    put(st, "SPA-T2", "F")
    st.archers = ["V", "O"]
    st.invalidate()
    targets = retreat_targets(st, st.idx("SPA-H5"))
    assert "V" not in targets and "O" not in targets and "L" in targets
    st.mp = {"SPA-T2": 1}
    assert "V" in sail_targets(st, st.idx("SPA-T2"))  # 6 #5 names land units and leaders only


def test_3_3_a_leader_carried_by_sea_must_land():
    """3.3: naval transport goes from a land zone to a land zone; 3.1: at sea a leader moves only with a
    trireme that goes with him from the start to the end of the move. A leader who walked into the sea cannot
    stay there, even beside a friendly trireme."""
    st = empty(turn=5)
    put(st, "ATH-T2", "I")
    put(st, "ATH-DEM", "P")
    action_phase(st, ATH, budget=1)
    play(st, "activate P", "step ATH-DEM I")
    _refused(st, "done", r"Sphactérie 3\.3: Démosthénès .*must land")
    play(st, "step ATH-DEM Q", "done")
    assert where(st, "ATH-DEM") == "Q"
    st2 = empty(turn=5)
    put(st2, "ATH-T2", "I")
    put(st2, "ATH-DEM", "O")
    action_phase(st2, ATH, budget=1)
    play(st2, "activate O", "step ATH-DEM P", "step ATH-DEM O", "step ATH-DEM P")
    # one MP left: entering I would leave him at sea
    assert "step ATH-DEM I" not in texts(st2)
