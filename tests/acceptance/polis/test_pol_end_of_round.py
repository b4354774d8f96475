"""Polis rulebook p.16: Phases de la fin du round (1 Projets, 2 Approvisionnement, 3 Croissance, 4 Megalopolis,
5 Ajustement des Marchandises, 6 Phoros)."""

from __future__ import annotations

import pytest

from .helpers import A, S, board, edit, goods, legal, log, owner, play, polis, pop, prestige, refused, start

WHEAT = {S: {"wheat": 20}, A: {"wheat": 20}}


def _end(state, first=S):
    """Both players pass, ``first`` first; returns the state at the first end-of-round decision."""
    if state.current_player != first:
        state = edit(state, to_move=first)
    state.apply("pass")
    state.apply("pass")
    return state


def test_eor_phases_alternate_starting_with_the_first_passer():
    """« Les deux joueurs effectuent chacun les 6 phases ... Alternativement et en débutant par le joueur qui a passé en
    premier au cours de son tour »."""
    for first in (S, A):
        state = _end(edit(start(), goods=WHEAT), first)
        assert board(state)["stage"] == "eor_growth"
        assert state.current_player == first
        lines = log(state)
        feeds = [line for line in lines if "feeds its poleis" in line]
        assert feeds[0].startswith("Sparta" if first == S else "Athens")


def test_eor1_project_completes_and_goes_under_the_polis_card():
    """« Tous les projets en cours dans les poleis possédées par les deux joueurs sont finis et ils les récompensent
    avec le Prestige spécifié (seulement l'immédiat ...) ... La carte projet est placée en dessous de carte polis »."""
    state = edit(start(), to_move=A, goods={A: {"silver": 6, "wheat": 20}, S: {"wheat": 20}})
    play(state, "act project", "start socrates athenai", "pass", "pass")
    assert polis(state, "athenai")["project"] is None
    assert polis(state, "athenai")["completed"] == ["socrates"]
    assert prestige(state)[A] == 3 + 4


def test_eor2_supply_costs_one_wheat_per_population():
    """« le joueur dépense autant de ressources de blé que la population totale qu'il a sur les cartes »: Sparta 7,
    Athens 8."""
    state = _end(edit(start(), goods={S: {"wheat": 10}, A: {"wheat": 20}}))
    assert goods(state, S)["wheat"] == 3
    assert goods(state, A)["wheat"] == 12
    assert prestige(state) == [3, 3]


def test_eor2_missing_wheat_paid_in_prestige():
    """« S'il n'a pas assez de blé, il doit compenser les ressources qu'il n'a pas, en perdant du Prestige (pour le
    même montant) »: Athens (population 8, 4 wheat) loses 4 prestige."""
    state = _end(edit(start(), prestige=(3, 7), goods={S: {"wheat": 20}}), A)
    assert state.current_player == A
    assert "release chios" in legal(state)
    state.apply("done")
    assert goods(state, A)["wheat"] == 0
    assert prestige(state)[A] == 3


def test_eor2_releasing_a_polis_lowers_the_need():
    """« en retournant des poleis alliées à la neutralité (ainsi il a moins de population à nourrir) »: Athens releases
    Chios (2) and feeds 6 with its 6 wheat; Chios goes back to its base population."""
    state = _end(edit(start(), goods={S: {"wheat": 20}, A: {"wheat": 6}}, poleis={"chios": (A, 3)}), A)
    play(state, "release chios", "done")
    assert owner(state, "chios") is None and pop(state, "chios") == 2
    assert goods(state, A)["wheat"] == 0
    assert prestige(state)[A] == 3


def test_eor2_released_polis_keeps_its_completed_projects():
    """« elles conservent tous leurs projets construits sous leurs cartes et sans cubes de population »."""
    state = _end(edit(start(), goods={S: {"wheat": 20}, A: {"wheat": 8}}, poleis={"samos": (A, 3)},
                      completed={"samos": ["festival_dionysus"]}), A)
    play(state, "release samos", "done")
    assert owner(state, "samos") is None
    assert polis(state, "samos")["completed"] == ["festival_dionysus"]


def test_eor3_growth_example_sparta_three_per_round():
    """« À Sparta, le joueur peut dépenser jusqu'à 3 ressources de blé pour accroître de 3 cubes de population par
    round à cette phase, sans surpasser le maximum de 8 cubes »."""
    state = _end(edit(start(), goods=WHEAT))
    play(state, "grow sparta", "grow sparta", "grow sparta")
    refused(state, "grow sparta")
    assert pop(state, "sparta") == 7
    assert goods(state, S)["wheat"] == 20 - 7 - 3


def test_eor3_growth_never_above_the_maximum_population():
    """« sans dépasser la croissance maximale ... et la population maximale »: Sparta at 7 grows once, to 8."""
    state = _end(edit(start(), goods=WHEAT, poleis={"sparta": (S, 7)}))
    state.apply("grow sparta")
    refused(state, "grow sparta")
    assert pop(state, "sparta") == 8


def test_eor3_growth_needs_wheat_left_after_supply():
    """« investir sur le blé (s'il en reste après la phase précédente) pour augmenter sa population »."""
    state = _end(edit(start(), goods={S: {"wheat": 7}, A: {"wheat": 20}}))
    if state.current_player == S:
        assert not any(t.startswith("grow ") for t in legal(state))
        state.apply("done")
    assert state.current_player == A and board(state)["stage"] == "eor_growth"
    assert pop(state, "sparta") == 4 and goods(state, S)["wheat"] == 0


@pytest.mark.parametrize(("sparta_pop", "gain"), [(4, 0), (5, 1), (8, 1)])
def test_eor4_megalopolis_example_sparta(sparta_pop, gain):
    """« si Sparta atteint 5, 6, 7 ou 8 cubes de population (>4 à la population de base), elle contribue pour le joueur
    avec 1 Point de Prestige »."""
    state = _end(edit(start(), goods=WHEAT, poleis={"sparta": (S, sparta_pop)}))
    play(state, "done", "done")
    assert prestige(state)[S] == 3 + gain


def test_eor4_megalopolis_counts_each_polis_above_its_base():
    """« chaque polis qui dépasse sa population de base contribue à 1 Point de Prestige pour son joueur propriétaire »:
    Sparta 5 and Pylos 3 give 2; Gytheion 1 gives nothing; Athens at base gets nothing."""
    state = _end(edit(start(), goods=WHEAT, poleis={"sparta": (S, 5), "pylos": (S, 3)}))
    play(state, "done", "done")
    assert prestige(state) == [3 + 2, 3]


def test_eor5_wine_oil_wheat_halved_rounded_up():
    """« les deux joueurs doivent réduire leur réserves de vin, d'huile et de blé de moitié (arrondi au supérieur) »."""
    state = _end(edit(start(), goods={S: {"wine": 5, "oil": 3, "wheat": 8, "metal": 5, "wood": 7, "silver": 3},
                                      A: {"wheat": 20}}))
    play(state, "done", "done")
    assert goods(state, S) == {"metal": 5, "wood": 7, "wine": 3, "oil": 2, "silver": 3, "wheat": 1}


def test_eor6_phoros_one_silver_per_prestige():
    """« Pour chaque Point de Prestige dépensé, le joueur reçoit 1 ressource d'argent »."""
    state = _end(edit(start(), goods=WHEAT))
    play(state, "done", "done")
    assert board(state)["stage"] == "eor_phoros" and state.current_player == S
    state.apply("amount 2")
    assert prestige(state)[S] == 1
    assert goods(state, S)["silver"] == 4 + 2


def test_eor_after_round_5b_stop_after_megalopolis():
    """« Si c'est la fin du quatrième round (5b), ce n'est plus nécessaire de suivre les phases suivantes (5 et 6) »:
    no halving, no Phoros, the game is over."""
    state = _end(edit(start(), round="5b", goods=WHEAT))
    play(state, "done", "done")
    assert state.is_terminal()
    assert goods(state, S)["wine"] == 4 and goods(state, S)["wheat"] == 13
    assert not any("Phoros" in line for line in log(state))
