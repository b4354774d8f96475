"""IV. PRINCIPES DU JEU: what the players do, the four ages, the winner."""

from __future__ import annotations

import pytest

from .helpers import base, data, edit, game, res

AGES = ["Archaic", "Classical", "Heroic", "Mythic"]


def test_4_four_ages_in_order():
    """« Avancer leur culture au prochain âge [...] : Archaïque, Classique, Héroïque, Mythique »."""
    assert game(players=3).board_data()["names"]["age"] == AGES


@pytest.mark.parametrize(("age", "cost"), [(0, 4), (1, 5), (2, 6)])
def test_4_next_age_climbs_one_age_at_a_time(age, cost):
    """« Avancer leur culture au prochain âge afin d'avoir de meilleurs héros et plus d'options » — from each age,
    a Next Age card leads to the following one (the permanent card's cost: 4, 5, 6 of each, component data; §VIII:
    « 4 cubes de chacune des ressources » from the Archaic age)."""
    state = edit(base(), age={0: age}, res={0: res(7, 7, 7, 7)}, hands={0: ["perm_next_age"]})
    state.apply("play perm_next_age")
    assert data(state)["age"][0] == age + 1
    assert data(state)["res"][0] == res(7 - cost, 7 - cost, 7 - cost, 7 - cost)


def test_4_the_mythic_age_is_the_last():
    """Four ages: a Next Age card played in the Mythic age leads nowhere."""
    state = edit(base(), age={0: 3}, res={0: res(7, 7, 7, 7)}, hands={0: ["perm_next_age"]})
    state.apply("play perm_next_age")
    assert data(state)["age"][0] == 3 and data(state)["res"][0] == res(7, 7, 7, 7)


def test_4_four_resources():
    """« Collecter des ressources de ces sites (or, nourriture, bois et faveur) »."""
    assert set(game(players=3).board_data()["names"]["resource"]) == {"food", "wood", "gold", "favor"}


def test_4_the_actions_players_take_with_cards():
    """« Les joueurs font ces actions avec des cartes » — explore, gather, recruit, build, trade, attack, next age."""
    names = game(players=3).board_data()["names"]["action"]
    assert set(names) == {"explore", "gather", "recruit", "build", "trade", "attack", "next_age"}
    state = base()
    assert {t.split()[0] for t in (str(a) for a in state.legal_actions())} == {"play", "discard"}


def test_4_most_victory_points_wins():
    """« Le joueur qui guidera sa culture le plus brillamment ramassera le plus de points de victoire et sera le
    vainqueur. » (see X)"""
    state = edit(base(), hands={0: ["egyptian_build_2"]}, res={0: res(10, 10, 10, 10)}, age={0: 3},
                 vp={1: 9}, vp_cards={"wonder": 3})
    state.apply("play egyptian_build_2")
    state.apply("build wonder")
    assert state.is_terminal()
    assert state.result().winners == (1,)  # 9 cubes against the builder's 3 (+ Most Buildings 0)
    assert state.returns()[1] == max(state.returns())
