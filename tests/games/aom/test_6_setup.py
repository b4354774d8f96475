"""Age of Mythology VI (set-up): cultures, first player, bank, starting cubes and units, the tile draft."""

from __future__ import annotations

from fractions import Fraction

import pytest

from kleos.aom.static import CULTURES
from kleos.engine import IllegalAction, Rng

from .helpers import game, new, texts


def test_three_players_draw_three_different_cultures() -> None:
    for seed in range(20):
        st = game(3).new_initial_state(seed)
        while st.stage == "culture":
            st.step_chance()
        assert sorted(st.cultures) == sorted(CULTURES)


@pytest.mark.parametrize("players", [4, 5, 6, 7, 8])
def test_same_cultures_never_sit_side_by_side(players: int) -> None:
    for seed in range(15):
        st = game(players).new_initial_state(seed)
        while st.stage == "culture":
            st.step_chance()
        cultures = st.cultures
        assert all(cultures[i] != cultures[(i + 1) % players] for i in range(players))
        # VI: groups of three: the first three seats draw the three cultures
        assert sorted(cultures[:3]) == sorted(CULTURES)


def test_the_cup_is_a_chance_node_over_the_cubes_left() -> None:
    st = game(3).new_initial_state(1)
    assert [(a.text, p) for a, p in st.chance_outcomes()] == [
        ("culture egyptian", Fraction(1, 3)), ("culture greek", Fraction(1, 3)), ("culture norse", Fraction(1, 3))]
    st.apply("culture greek")
    assert [a.text for a, _p in st.chance_outcomes()] == ["culture egyptian", "culture norse"]
    with pytest.raises(IllegalAction):
        st.apply("culture greek")


def test_first_player_every_seat_equally_likely() -> None:
    st = game(4).new_initial_state(1)
    while st.stage == "culture":
        st.step_chance()
    assert [p for _a, p in st.chance_outcomes()] == [Fraction(1, 4)] * 4


@pytest.mark.parametrize(("players", "bank"), [(2, 20), (3, 25), (4, 30), (5, 40), (6, 50), (7, 55), (8, 60)])
def test_bank_and_starting_cubes(players: int, bank: int) -> None:
    st = game(players).new_initial_state(3)
    while st.stage in ("culture", "first"):
        st.step_chance()
    # VI: each player takes 4 of each resource from the bank; 30 red cubes whatever the number of players
    assert st.bank == {r: bank - 4 * players for r in ("food", "wood", "gold", "favor")}
    assert all(res == {"food": 4, "wood": 4, "gold": 4, "favor": 4} for res in st.res)
    assert st.vp_bank == 30


def test_starting_units_two_of_each_mortal_type() -> None:
    st = new(3, ("egyptian", "norse", "greek"))
    assert st.units[0] == {"spearman": 2, "chariot_archer": 2, "elephant": 2}
    assert st.units[1] == {"huskarl": 2, "jarl": 2, "throwing_axeman": 2}
    assert st.units[2] == {"hoplite": 2, "toxotes": 2, "hippokon": 2}
    assert st.villagers == [0, 0, 0] and st.buildings == [{}, {}, {}]


def test_draft_reveals_six_tiles_per_player_then_snake_picks_three_times() -> None:
    st = game(2).new_initial_state(4)
    st.apply("culture greek")
    st.apply("culture norse")
    st.apply("first 1")
    assert st.stage == "draft_reveal"
    for _i in range(12):
        assert st.is_chance_node()
        st.step_chance()
    assert st.stage == "draft" and len(st.revealed) == 12
    # 1..P then P..1, three times: seat 1 first
    assert st.queue == [1, 0, 0, 1] * 3


def test_a_draft_tile_goes_on_an_empty_space_of_its_terrain() -> None:
    st = game(2).new_initial_state(4)
    st.apply("culture egyptian")
    st.apply("culture greek")
    st.apply("first 0")
    for kind in ["mountains_2gold", "desert_2favor"] + ["fertile_2food"] * 10:
        st.apply(f"tile {kind}")
    assert st.stage == "draft" and st.current_player == 0
    # the Egyptian board has no mountain space (aom.md 2.9)
    assert "take mountains_2gold" not in texts(st)
    with pytest.raises(IllegalAction, match="Age of Mythology VIII: a tile must"):
        st.apply("take mountains_2gold")
    st.apply("take desert_2favor")
    assert st.tiles[0] == {"desert_2favor": 1}
    st.apply("take mountains_2gold")  # the Greek has one mountain space
    assert st.tiles[1] == {"mountains_2gold": 1}


def test_draft_passes_and_unpicked_tiles_return_to_the_pool() -> None:
    st = game(2).new_initial_state(4)
    st.apply("culture egyptian")
    st.apply("culture greek")
    st.apply("first 0")
    pool = sum(st.pool.values())
    while st.stage == "draft_reveal":
        st.step_chance()
    while st.stage == "draft":
        st.apply("pass")
    assert st.stage == "vp" and sum(st.pool.values()) == pool and st.revealed == []


def test_random_setups_fill_no_space_twice() -> None:
    rng = Rng(9)
    for players in (2, 3, 5):
        st = game(players).new_initial_state(players)
        while st.stage != "vp":
            if st.is_chance_node():
                st.step_chance()
            else:
                legal = st.legal_actions()
                st.apply(legal[rng.randrange(len(legal))])
        for p in range(players):
            for terrain in ("fertile", "forest", "hills", "mountains", "desert", "swamp"):
                from kleos.aom.setup import free_spaces

                assert free_spaces(st, p, terrain) >= 0


def test_four_players_two_by_two_option() -> None:
    """VI: "à 4 joueurs, une bonne méthode est de placer deux cubes de deux cultures différentes": one culture left
    out, the other two alternate around the table."""
    from kleos.aom.game import Aom, AomOptions

    g = Aom(AomOptions(players=4, culture_mode_4p="two_by_two"))
    for seed in range(10):
        st = g.new_initial_state(seed)
        assert st.stage == "culture_out"
        st.step_chance()
        while st.stage == "culture":
            st.step_chance()
        a, b, c, d = st.cultures
        assert a == c and b == d and a != b
