"""Hellas 9.1 (Move), 9.1.1 (naval transport), 9.1.2 (Sikelia), 9.1.3 (mountains), 9.1.4 (contested hexes),
13 (armies and fleets), 9.8 (no entry during an armistice)."""

from __future__ import annotations

import pytest

from kleos.engine import IllegalAction
from kleos.hellas import board
from kleos.hellas.pieces import LAND, SEA

from .helpers import ATHENS, SPARTA, act, clear, develop, hx, new, post, put, start, texts


def moving(seat: int = ATHENS, **options: object):
    st = new(**options)
    clear(st)
    start(st, seat, "move")
    return st


def blocks(st, seat, arm):
    return sorted((st.game.static.ids[b[0]], b[2], b[3]) for b in st.blocks[seat] if b[1] == arm)


def test_9_1_3_a_mountain_costs_two_movement_points() -> None:
    st = moving()
    put(st, ATHENS, "Delphoi")
    act(st, "march 2008", "step 2007")  # Oite, a mountain
    assert st.group[4] == 1  # 3 MP (Military phase 0 = I, 9.6) - 2
    act(st, "step 2106")  # Lamia, a coast hex: 1 MP
    with pytest.raises(IllegalAction, match=r"^Hellas 9.1: entering Elateia costs 1 movement points; the group"):
        st.apply("step 2107")


def test_9_1_legions_never_enter_the_sea_nor_cross_a_blue_barrier() -> None:
    st = moving()
    put(st, ATHENS, "Thebai")
    act(st, "march 2308")
    with pytest.raises(IllegalAction, match=r"^Hellas 9.1: legions enter land, coast and island hexes only"):
        st.apply("step 2209")
    with pytest.raises(IllegalAction, match=r"^Hellas 9.1: legions do not cross a blue barrier"):
        st.apply("step 2408")  # Chalkis, across the Euripos
    assert "step 2409" in texts(st)


def test_9_1_ships_enter_sea_coast_and_island_hexes_only_and_cross_barriers() -> None:
    st = moving()
    put(st, ATHENS, "Thebai", "sea")
    act(st, "sail 2308", "step 2408")  # a ship crosses the Euripos to Chalkis
    st2 = moving()
    put(st2, ATHENS, "Pherai", "sea")
    act(st2, "sail 2105")
    with pytest.raises(IllegalAction, match=r"^Hellas 9.1: ships enter sea, coast and island hexes only"):
        st2.apply("step 2005")  # Larisa is inland


def test_9_1_movement_points_rise_with_the_fleet_and_at_cavalry() -> None:
    st = moving()
    put(st, ATHENS, "Pherai")
    put(st, ATHENS, "Athenai", "sea")
    develop(st, ATHENS, fleet=11, military=19)
    act(st, "march 2105")
    assert st.group[4] == 3  # 9.1: legions move further only from Cavalry (IV)
    act(st, "stop", "sail 2409")
    assert st.group[4] == 5  # Bireme (Fleet II): 5 MP (9.1.2)
    develop(st, ATHENS, military=28)
    act(st, "stop", "done")
    start(st, ATHENS, "move")
    act(st, "march 2105")
    assert st.group[4] == 4  # Cavalry (reference: IV = 4 MP, RECON)


def _sikelia_approach(st):
    """A sea hex next to a Sikelia sea hex, itself not one (9.1.2)."""
    s = st.game.static
    for h in s.sikelia_sea:
        for n in s.neighbours[h]:
            if s.terrain[n] == 0 and n not in s.sikelia_sea:
                return n, h
    raise AssertionError("no approach")


def test_9_1_2_the_seas_around_sikelia_need_a_bireme_and_cost_five() -> None:
    st = moving()
    approach, sik = _sikelia_approach(st)
    s = st.game.static
    put(st, ATHENS, approach, "sea")
    act(st, f"sail {s.ids[approach]}")
    with pytest.raises(IllegalAction, match=r"^Hellas 9.1.2: the seas around Sikelia need Fleet phase II"):
        st.apply(f"step {s.ids[sik]}")
    act(st, "stop", "done")
    develop(st, ATHENS, fleet=11)
    start(st, ATHENS, "move")
    act(st, f"sail {s.ids[approach]}", f"step {s.ids[sik]}")
    assert st.group[4] == 0  # 5 MP, all spent on one Sikelia sea hex


def test_9_1_a_legion_entering_an_enemy_hex_stops_and_contests_it() -> None:
    st = moving()
    put(st, ATHENS, "Argos")
    income = board.income(st, SPARTA)
    act(st, "march 2110", "step 2011")  # Tegea: Sparta's wool post
    assert st.group is None and st.stage == "move"  # the move ended there
    assert hx(st, "Tegea") in st.contested
    assert board.income(st, SPARTA) == income - 3  # 9.1.4: the wool is lost the moment it is contested
    assert any("9.1.4: Athens enters Tegea, which becomes contested" in str(e.text) for e in st.log)


def test_9_1_4_units_leave_a_contested_hex_with_all_their_points_and_income_returns() -> None:
    st = moving()
    put(st, ATHENS, "Argos")
    income = board.income(st, SPARTA)
    act(st, "march 2110", "step 2011", "done")
    start(st, ATHENS, "move")
    act(st, "march 2011")
    assert st.group[4] == 3
    act(st, "step 2110", "stop")
    assert hx(st, "Tegea") not in st.contested and board.income(st, SPARTA) == income


def test_9_1_ships_contest_coast_and_island_hexes_only_from_fleet_iv() -> None:
    st = moving()
    put(st, ATHENS, "2112", "sea")  # the sea next to Sparte
    act(st, "sail 2112", "step 2013")  # Tainaron: Sparta's salt post, a coast hex
    assert st.group is None and hx(st, "Tainaron") not in st.contested  # stopped, not contested (Fleet I)
    st = moving()
    develop(st, ATHENS, fleet=31)
    put(st, ATHENS, "2112", "sea")
    act(st, "sail 2112", "step 2013")
    assert hx(st, "Tainaron") in st.contested  # 9.1: Astronomy (Fleet IV)


def test_9_1_1_embark_sail_then_land_in_a_later_move_action() -> None:
    """9.1.1 fig. I-III: a legion embarks where the ship starts, the ship sails with all its points, the legion
    lands at the start of a later Move action and may then move on."""
    st = moving()
    put(st, ATHENS, "Athenai")
    put(st, ATHENS, "Athenai", "sea", 2)
    act(st, "sail 2409", "load", "step 2509", "step 2510", "stop")
    assert blocks(st, ATHENS, SEA) == [("2510", 2, 1)] and blocks(st, ATHENS, LAND) == []
    assert "unload 2510" not in texts(st)  # the ship has moved: no landing in this action
    act(st, "done")
    put(st, ATHENS, "2510", "sea", 2, cargo=1)  # (the same fleet, now at the start of a new action)
    st.blocks[ATHENS] = [b for b in st.blocks[ATHENS] if not (b[1] == SEA and b[0] != hx(st, "2510"))]
    start(st, ATHENS, "move")
    assert "unload 2510" not in texts(st)  # 2510 is a sea hex: legions land on coast or island hexes
    clear(st)
    put(st, ATHENS, "Laurion", "sea", 2, cargo=1)
    start(st, ATHENS, "move")
    act(st, "unload 2410", "march 2410", "step 2409")  # landed, then moves on with its full points
    assert blocks(st, ATHENS, SEA) == [("2410", 2, 0)]


def test_9_1_1_a_legion_landing_among_enemy_pieces_stops_and_contests() -> None:
    st = moving()
    put(st, ATHENS, "Pylos", "sea", 1, cargo=1)  # an Athenian ship carrying a legion at Pylos (Sparta's post)
    assert hx(st, "Pylos") not in st.contested  # the ship does not contest (Fleet I)
    act(st, "unload 1912")
    assert hx(st, "Pylos") in st.contested
    assert "march 1912" not in texts(st)  # it must stop there


def test_9_1_1_a_carried_legion_is_lost_with_its_ship() -> None:
    st = new()
    clear(st)
    put(st, ATHENS, "2112", "sea", 1, cargo=1)
    put(st, SPARTA, "2112", "sea", 2)
    develop(st, SPARTA, fleet=21)  # Trireme: CV 3 a ship: 6 CV, two hits
    start(st, SPARTA, "attack")
    act(st, "sea_fight 2112")
    assert blocks(st, ATHENS, SEA) == [] and board.supply_capacity(st, ATHENS) >= 0
    assert all(b[1] != LAND for b in st.blocks[ATHENS])


def test_9_8_no_unit_enters_a_hex_of_the_other_player_during_an_armistice() -> None:
    st = moving()
    put(st, ATHENS, "Argos")
    st.armistice_until, st.armistice_by = st.turn + 2, SPARTA
    act(st, "march 2110")
    with pytest.raises(IllegalAction, match=r"^Hellas 9.8: during the armistice no unit enters a hex holding a piece"):
        st.apply("step 2011")


# ---------------------------------------------------------------------- 13: armies and fleets
def test_13_units_ending_in_one_hex_form_an_army_and_athens_has_two_army_markers() -> None:
    st = moving()
    for site in ("Megara", "Athenai", "Laurion", "Thebai", "Orchomenos", "Delphoi", "Elateia"):
        put(st, ATHENS, site)
    act(st, "march 2309", "step 2409", "stop")  # army 1 at Athens
    act(st, "march 2410", "step 2409", "stop")  # joins army 1
    act(st, "march 2308", "step 2208", "stop")  # army 2 at Orchomenos
    assert blocks(st, ATHENS, LAND) == [("2008", 1, 0), ("2107", 1, 0), ("2208", 2, 0), ("2409", 3, 0)]
    # a third army: Athens has two army markers (13 ex.: 2 armies, 3 fleets). The legion may cross Elateia's
    # legion without taking it in (13), but not end its move there, nor enter it with no point left to go on
    act(st, "march 2008", "step 2107")
    with pytest.raises(IllegalAction, match=r"^Hellas 13: the group would join the units there"):
        st.apply("stop")
    with pytest.raises(IllegalAction, match=r"^Hellas 13: taking them along would form an army"):
        st.apply("join")
    act(st, "step 2106", "stop")
    assert ("2106", 1, 0) in blocks(st, ATHENS, LAND) and ("2107", 1, 0) in blocks(st, ATHENS, LAND)
    put(st, ATHENS, "Delphoi")
    act(st, "march 2008", "step 2007")  # Oite, a mountain: 2 of the legion's 3 points
    with pytest.raises(IllegalAction, match=r"^Hellas 13: the group could not end its move there"):
        st.apply("step 2107")  # with 0 point left it could neither stop at Elateia nor go on
    start(st, SPARTA, "move")
    for site in ("Messene", "Pylos", "Tegea", "Sparte", "Tainaron", "Hermione"):
        put(st, SPARTA, site)
    act(st, "march 1911", "step 1912", "stop", "march 2011", "step 2012", "stop", "march 2013", "step 2012",
        "step 2111", "stop", "march 2211", "step 2111", "stop")
    assert blocks(st, SPARTA, LAND) == [("1912", 2, 0), ("2012", 2, 0), ("2111", 2, 0)]  # Sparta: three armies


def test_13_two_armies_meeting_merge_and_free_a_marker() -> None:
    st = moving()
    put(st, ATHENS, "Megara", "land", 2)
    put(st, ATHENS, "Athenai", "land", 2)
    from kleos.hellas.pieces import markers_used

    assert markers_used(st, ATHENS, LAND) == 2
    act(st, "march 2309", "step 2409", "stop")
    assert blocks(st, ATHENS, LAND) == [("2409", 4, 0)] and markers_used(st, ATHENS, LAND) == 1


def test_13_an_army_entering_the_hex_of_another_army_merges_with_it_and_goes_on() -> None:
    """13: « Lorsqu'une armée/flotte entre dans un hexagone où se trouve une autre armée/flotte du même joueur, ces
    armées/flottes doivent fusionner ... Le meeples armée/flotte qui a maintenant une case vide ... devient
    disponible. » The army at Athenai has not moved: it goes on with the group (as units taken along do)."""
    from kleos.hellas.pieces import markers_used

    st = moving()
    put(st, ATHENS, "Megara", "land", 2)
    put(st, ATHENS, "Athenai", "land", 2)
    act(st, "march 2309", "step 2409")
    assert st.group is not None and st.group[2] == 4  # merged on entering, not only where it stops
    assert blocks(st, ATHENS, LAND) == [] and markers_used(st, ATHENS, LAND) == 1
    act(st, "step 2410", "stop")
    assert blocks(st, ATHENS, LAND) == [("2410", 4, 0)]
    assert any("merges with an army of 2 legions" in str(e.text) for e in st.log)


def test_13_an_army_entering_the_hex_of_an_army_that_has_moved_merges_and_stops_there() -> None:
    """13: the merge is due on entering; the army there has moved in this action already, so the merged army stays
    (a unit moves once in a Move action)."""
    st = moving()
    put(st, ATHENS, "Megara", "land", 2)
    put(st, ATHENS, "Laurion", "land", 2)
    act(st, "march 2410", "step 2409", "stop")
    act(st, "march 2309", "step 2409")
    assert st.group is None and st.stage == "move"
    assert blocks(st, ATHENS, LAND) == [("2409", 4, 0)]


def test_13_an_army_still_crosses_a_hex_of_single_units_without_taking_them_in() -> None:
    """13: « L'armée/flotte peut se déplacer et traverser l'hexagone contenant des unités de sa couleur sans intégrer
    ces unités »."""
    st = moving()
    put(st, ATHENS, "Megara", "land", 2)
    put(st, ATHENS, "Athenai")
    act(st, "march 2309", "step 2409", "step 2410", "stop")
    assert blocks(st, ATHENS, LAND) == [("2409", 1, 0), ("2410", 2, 0)]


def test_11_13_a_legion_crossing_the_last_hex_of_a_province_neither_wins_nor_loses_it() -> None:
    """11: a province is controlled by the side that « occupe » its goods hexes; 13: a unit may « traverser » a hex.
    A legion passing through the one Thessalian goods hex Athens lacks takes no control on the way, so nothing is lost
    (and no stability, 11) when it goes on; stopping there takes the province."""
    from kleos.hellas import board

    for stop_there in (False, True):
        st = moving()
        for h in ("2005", "2105", "2106", "2205"):
            post(st, ATHENS, h)
        put(st, ATHENS, "2005")  # on a goods hex of its own: leaving it makes the game count its figures again
        stability = list(st.stability)
        thessalia = st.game.static.region_names.index("Thessalia")
        act(st, "march 2005", "step 1905")
        assert thessalia not in board.controlled(st, ATHENS) and st.stability == stability
        if stop_there:
            act(st, "stop")
            assert thessalia in board.controlled(st, ATHENS)
        else:
            act(st, "step 1904", "stop")
            assert thessalia not in board.controlled(st, ATHENS)
        assert st.stability == stability


def test_13_an_army_leaves_units_on_its_way_and_takes_others_along() -> None:
    st = moving()
    put(st, ATHENS, "Megara", "land", 3)
    put(st, ATHENS, "Athenai")
    act(st, "march 2309", "leave")  # one stays at Megara, not yet moved
    act(st, "step 2409", "join", "step 2308", "leave", "stop")
    assert blocks(st, ATHENS, LAND) == [("2308", 3, 0), ("2309", 1, 0)]
    assert "march 2309" in texts(st) and "march 2308" not in texts(st)  # the one left at the start may move


def test_13_a_unit_left_at_the_start_does_not_rejoin_before_the_group_moves() -> None:
    """13: leave then join at the start would undo each other for ever; the group takes along units met on its
    way, and the units it leaves at its start may move later in the action as a group of their own."""
    st = moving()
    put(st, ATHENS, "Megara", "land", 3)
    act(st, "march 2309", "leave")
    assert "join" not in texts(st)
    with pytest.raises(IllegalAction, match=r"^Hellas 13: the units left where the group starts stay there"):
        st.apply("join")


def test_9_1_refusals_name_their_section() -> None:
    st = moving()
    put(st, ATHENS, "Delphoi")
    with pytest.raises(IllegalAction, match=r"^Hellas 9.1: Athens has no legion or army in Athenai"):
        st.apply("march 2409")
    act(st, "march 2008")
    with pytest.raises(IllegalAction, match=r"^Hellas 9.1: Athenai is not next to Delphoi"):
        st.apply("step 2409")
    with pytest.raises(IllegalAction, match=r"^Hellas 9.1: the group in motion ends its move first"):
        st.apply("done")
