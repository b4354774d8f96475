"""Age of Mythology X (the end of the game): the last victory cube, the Wonder, the victory cards and the
tie-break."""

from __future__ import annotations

from kleos.aom import end, turn

from .helpers import new, set_res

EGYPT, GREECE, NORSE = 0, 1, 2


def test_the_last_cube_makes_the_final_turn_without_spoilage() -> None:
    st = new(3)
    st.vp_bank = 2  # two cubes for three placers: the first two place them (DEC-12)
    st.queue = st.order()
    st.apply("vp wonder")
    st.apply("vp largest_army")
    assert st.final and st.vp_bank == 0 and st.stage == "hand"
    set_res(st, EGYPT, food=9, wood=0, gold=0, favor=0)
    for p in range(3):
        st.hands[p] = []
    turn.end_rounds(st)
    assert st.is_terminal()
    assert st.res[EGYPT]["food"] == 9  # X: no spoilage on the final turn


def test_largest_army_and_most_buildings_go_to_a_single_best_only() -> None:
    st = new(3)
    st.vp_cards = {"largest_army": 4, "most_buildings": 3, "last_battle": 2, "wonder": 5}
    st.units[EGYPT]["spearman"] = 5  # 9 units against 6 and 6
    st.buildings = [{"house": 1}, {"house": 1}, {}]  # a tie: nobody
    end.score(st)
    assert st.vp == [4, 0, 0]
    # the cubes nobody takes stay on their cards
    assert st.vp_cards == {"largest_army": 0, "most_buildings": 3, "last_battle": 2, "wonder": 5}
    assert st.result().winners == (EGYPT,)


def test_dwarves_on_tiles_count_in_the_army() -> None:
    st = new(3, ("egyptian", "greek", "norse"))
    st.vp_cards["largest_army"] = 3
    st.dwarves[NORSE] = {"mountains_2gold": 1}
    end.score(st)
    assert st.vp == [0, 0, 3]


def test_a_tie_goes_to_the_most_resource_cubes_then_is_shared() -> None:
    st = new(3)
    st.vp = [5, 5, 2]
    set_res(st, EGYPT, food=1, wood=1, gold=1, favor=1)
    set_res(st, GREECE, food=3, wood=1, gold=1, favor=1)
    end.score(st)
    assert st.result().winners == (GREECE,)
    assert st.returns() == [-0.5, 1.0, -0.5]
    st = new(3)
    st.vp = [5, 5, 2]
    end.score(st)  # 16 cubes each: a shared win (DEC-40)
    assert st.result().winners == (EGYPT, GREECE) and st.result().kind == "shared victory"
    assert st.returns() == [0.5, 0.5, -1.0]


def test_the_wonder_builder_takes_the_wonder_card() -> None:
    st = new(3)
    st.vp_cards["wonder"] = 7
    end.wonder(st, NORSE)
    assert st.is_terminal() and st.vp[NORSE] == 7 and st.result().winners == (NORSE,)
