"""New Armies 5. MAINTENANCE DE LA FLOTTE: the upkeep factor times the total value of the fleet blocks on the map."""

from __future__ import annotations

from .na_helpers import (
    ARMY,
    ATHENS,
    FLEET,
    FLEET_PHASE_BOX,
    SPARTA,
    block,
    game,
    log_texts,
    play,
    player,
    position,
)

SPARTA_HOME = [block("2012", ARMY, 1), block("2012", FLEET, 1)]


def _upkeep_paid(athens_blocks, fleet_phase, treasury=100):
    state = position(
        SPARTA_HOME,
        [block("2409", ARMY, 1), *athens_blocks],
        dev={ATHENS: [0, FLEET_PHASE_BOX[fleet_phase], 0, 0]},
        treasury=(100, treasury),
    )
    income = player(state, ATHENS)["income"]
    play(state, "act pass", "act pass")
    assert player(state, ATHENS)["income"] == income
    return state, treasury + income - player(state, ATHENS)["treasury"]


def test_5_exemple_total_6_at_fleet_iii_pays_18():
    """Exemple : « Rome a des blocs de flotte d'une valeur totale de 6 sur la carte et a atteint la phase III dans la
    section flotte ... Le joueur de Rome doit payer 18 Talents pour la maintenance de sa flotte. » (Athens: a 4 in
    Athenai and a 2 in Thebai; Hellas' upkeep is 3 a ship at Fleet III, like the example's.)"""
    assert game().board_data()["prices"]["upkeep"][3] == 3
    state, paid = _upkeep_paid([block("2409", FLEET, 4), block("2308", FLEET, 2)], 3)
    assert paid == 18
    assert any("Athens pays 18 talents" in t for t in log_texts(state, SPARTA))


def test_5_values_not_number_of_blocks():
    """« multipliez le facteur de maintenance actuel de la flotte par le total des valeurs des navires sur la carte »:
    one fleet block of 5 at Fleet I (1 a ship) costs 5, not 1."""
    _, paid = _upkeep_paid([block("2409", FLEET, 5)], 1)
    assert paid == 5


def test_5_carried_army_blocks_cost_nothing():
    """« le total des valeurs des navires sur la carte »: a fleet 2 carrying an army 2 at Fleet I costs 2."""
    _, paid = _upkeep_paid([block("2409", FLEET, 2, cargo=2)], 1)
    assert paid == 2


def test_5_standard_set_up_upkeep():
    """« le total des valeurs des navires sur la carte » (10: before phase I, phase I's rate): Athens' fleet 2 and fleet
    1 cost 3, Sparta's fleet 1 costs 1, at the end of turn 1."""
    state = game().new_initial_state(1)
    play(state, "act pass", "act pass")
    lines = log_texts(state, SPARTA)
    assert any("Athens pays 3 talents of fleet upkeep" in t for t in lines)
    assert any("Sparta pays 1 talent of fleet upkeep" in t for t in lines)


def test_5_short_of_money_pays_what_it_can():
    """« multipliez le facteur ... par le total des valeurs » with 10 (« ils paient autant qu'ils le peuvent et ajustent
    leur piste de stabilité d'une case vers la gauche »): 18 due, 10 in the treasury: 10 paid, stability -1."""
    state = position(
        SPARTA_HOME,
        [block("2409", ARMY, 1), block("2409", FLEET, 4), block("2308", FLEET, 2)],
        dev={ATHENS: [0, FLEET_PHASE_BOX[3], 0, 0]},
        treasury=(100, 10),
    )
    income = player(state, ATHENS)["income"]
    stability = player(state, ATHENS)["stability"]
    play(state, "act pass", "act pass")
    assert player(state, ATHENS)["treasury"] == income
    assert player(state, ATHENS)["stability"] == stability - 1
