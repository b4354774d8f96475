"""Polis rulebook p.17: Fin de la partie (capital lost, ostracism, final score and its tie-break)."""

from __future__ import annotations

from .helpers import A, S, board, edit, legal, owner, play, prestige, start


def _finish(state):
    """Answer every end-of-round decision with 'done' / 'amount 0' until the game ends or the next round's draws."""
    while not state.is_terminal() and not state.is_chance_node():
        choices = legal(state)
        state.apply("done" if "done" in choices else "amount 0")
    return state


def test_end_1_unfed_capital_loses_the_game():
    """« un joueur perd sa capitale ... lorsqu'un joueur ne peut pas “Alimenter” sa capitale »: Sparta (no wheat,
    3 prestige) cannot feed Sparta (4)."""
    state = edit(start(), goods={A: {"wheat": 20}})
    play(state, "pass", "pass")
    _finish(state)
    assert state.is_terminal()
    assert list(state.result().winners) == [A]
    assert state.returns() == [-1.0, 1.0]


def test_end_1_capital_kept_by_releasing_the_other_poleis():
    """« en retournant des poleis alliées à la neutralité (ainsi il a moins de population à nourrir) » (p.16): with 5
    prestige Sparta releases Pylos and Gytheion and feeds its capital with 4 prestige."""
    state = edit(start(), prestige=(5, 3), goods={A: {"wheat": 20}})
    play(state, "pass", "pass")
    assert state.current_player == S
    play(state, "release pylos", "release gytheion", "done")
    assert not state.is_terminal()
    assert owner(state, "sparta") == "Sparta"
    assert owner(state, "pylos") is None and owner(state, "gytheion") is None
    assert prestige(state)[S] == 1


def test_end_2_no_prestige_after_the_six_phases_loses():
    """« Si après les six phases de la Fin du Round, un joueur n'a pas de Prestige, il perd immédiatement la partie,
    étant condamné à l'ostracisme »: Athens pays its last 4 prestige for wheat."""
    state = edit(start(), prestige=(3, 4), goods={S: {"wheat": 20}})
    play(state, "pass", "pass")
    _finish(state)
    assert state.is_terminal()
    assert list(state.result().winners) == [S]


def test_end_3_final_score_population_prestige_posterity():
    """« Le score final est établi par l'addition ... La population totale ... Le Prestige actuel ... Le Prestige
    “pour la postérité” ... des Projets terminés »: Sparta 7 + 3 + 3 (Temple of Zeus) beats Athens 8 + 3."""
    state = edit(start(), round="5b", goods={S: {"wheat": 20}, A: {"wheat": 20}},
                 completed={"sparta": ["temple_zeus"]})
    play(state, "pass", "pass")
    _finish(state)
    assert state.is_terminal()
    assert board(state)["scores"] == [13, 11]
    assert list(state.result().winners) == [S]


def test_end_3_game_ends_after_round_5b_even_at_zero_prestige():
    """« Si aucune des conditions précédentes n'est réalisée, une partie se termine après la 4ème phase (“Megalopolis”)
    après avoir fini le dernier round (5b) »: the six-phase ostracism cannot apply after 5b; Athens at 0 prestige
    wins on score (15 v 10)."""
    state = edit(start(), round="5b", prestige=(3, 0), poleis={"samos": (A, 3), "korinthos": (A, 4)},
                 goods={S: {"wheat": 20}, A: {"wheat": 20}})
    play(state, "pass", "pass")
    _finish(state)
    assert state.is_terminal()
    assert prestige(state) == [3, 0]
    assert board(state)["scores"] == [10, 15]
    assert list(state.result().winners) == [A]


def test_end_3_tie_goes_to_more_goods():
    """« S'il y a égalité, elle est résolue en faveur du joueur qui a la plus grande quantité des 6 marchandises »:
    10 v 10; Sparta holds 20 goods, Athens 16, then 26."""
    for a_silver, winner in ((0, S), (10, A)):
        state = edit(start(), round="5b", prestige=(3, 2), goods={S: {"wheat": 7}, A: {"wheat": 8, "silver": a_silver}})
        play(state, "pass", "pass")
        _finish(state)
        assert board(state)["scores"] == [10, 10]
        assert list(state.result().winners) == [winner]


def test_end_3_posterity_counts_for_the_polis_owner_at_the_end():
    """« Le Prestige “pour la postérité” qui est récompensé par les Projets terminés dans ses poleis »; a captured
    polis comes « avec tous les projets terminés ou en cours » (p.9): Sparta takes Athenian Korinthos (4) and its
    completed Theatre with Epskenion (posterity 1) by civil war."""
    state = edit(start(), round="5b", poleis={"korinthos": (A, 4)}, completed={"korinthos": ["theatre_epskenion"]},
                 proxenos={S: "korinthos"}, goods={S: {"silver": 12, "wheat": 20}, A: {"wheat": 20}})
    state.apply("act civil_war")
    play(state, "pass", "pass")
    _finish(state)
    assert state.is_terminal()
    assert board(state)["scores"] == [(7 + 4) + (3 + 4) + 1, 8 + 3]
