"""Hellas 8 and 9.7: the action cycle and passing."""

from __future__ import annotations

from .hel_helpers import ATHENS, SPARTA, board, initial, new_log, play, refused, texts


def test_8_example_move_chosen_three_times_is_closed():
    """8 ex.: « Sparte a choisi l'action SE DÉPLACER deux fois dans un cycle d'actions et Athènes une fois [...]
    l'action SE DÉPLACER ne peut pas être choisie à nouveau. »"""
    s = initial()
    play(s, "act move", "done", "act develop", "done", "act build", "done", "act move", "done",
         "act trade", "done", "act stability", "done", "act move", "done", "act attack", "done",
         "act develop", "done")
    assert s.current_player == ATHENS  # Athens chose Move once only
    assert "act move" not in texts(s)
    msg = refused(s, "act move", rule="8")
    assert "3 times" in msg


def test_8_same_player_at_most_twice():
    """8: « Un même joueur ne peut pas choisir la même action plus de deux fois par cycle d'actions. »"""
    s = initial()
    play(s, "act develop", "done", "act move", "done", "act develop", "done", "act move", "done")
    assert s.current_player == SPARTA
    assert "act develop" not in texts(s)
    assert "twice" in refused(s, "act develop", rule="8")


def test_8_not_the_action_the_opponent_just_chose():
    """8: « Un joueur ne peut pas choisir la même action que celle que le joueur adverse a choisie avant lui. »"""
    s = initial()
    play(s, "act move", "done")
    assert "act move" not in texts(s)
    assert "just before" in refused(s, "act move", rule="8")
    play(s, "act develop", "done")
    assert "act move" in texts(s)  # Sparta itself may choose it again


def test_8_pass_answering_pass_ends_the_cycle():
    """8: « Exception : si un joueur choisit de PASSER, le joueur suivant peut également PASSER. Dans ce cas, le tour
    se termine sans qu'aucune autre action ne soit réalisée »."""
    s = initial()
    play(s, "act pass")
    assert "act pass" in texts(s)
    n = len(s.history)
    play(s, "act pass")
    assert any("both players passed" in x for x in new_log(s, n))
    assert board(s)["turn"] == 2


def test_9_7_pass_ends_the_cycle_even_before_five_actions():
    """9.7: « Si les deux joueurs passent l'un après l'autre, le cycle d'actions se termine immédiatement. C'est même
    le cas si les joueurs n'ont pas encore réalisé 5 actions. »"""
    s = initial()
    play(s, "act move", "done", "act develop", "done", "act build", "done", "act pass")
    assert board(s)["turn"] == 1
    play(s, "act pass")
    assert board(s)["turn"] == 2


def test_9_7_a_pass_not_answered_by_a_pass_does_not_end_the_cycle():
    """9.7: « Si les deux joueurs passent l'un après l'autre, le cycle d'actions se termine »: not otherwise."""
    s = initial()
    play(s, "act pass", "act move", "done", "act pass", "act develop", "done")
    assert board(s)["turn"] == 1
    assert len(board(s)["cycle"]["chosen"]) == 4


def test_9_7_choosing_an_action_only_to_block_it():
    """9.7: « Il est possible de choisir n'importe quelle action [...] sans pouvoir réellement réaliser l'action. Un
    joueur peut le faire pour bloquer cette action à son adversaire. » ; ex. « Il choisit ATTAQUER sans attaquer
    aucun hexagone. »"""
    s = initial()
    play(s, "act attack")
    assert texts(s) == ["done"]  # no contested hex: nothing to fight, the action may still be taken
    play(s, "done")
    assert s.current_player == ATHENS
    assert "act attack" not in texts(s)
    refused(s, "act attack", rule="8")


def test_8_cycle_counter_in_the_log():
    """8: « Le premier joueur place un cube dans la case du cycle d'actions [...] pour l'action choisie »."""
    s = initial()
    n = len(s.history)
    play(s, "act develop")
    assert any("Sparta chooses Develop (1 of 10)" in x for x in new_log(s, n))
    assert board(s)["cycle"]["chosen"] == [["Sparta", "develop"]] or board(s)["cycle"]["chosen"][0][1] == "develop"


def test_8_pass_is_one_of_the_actions_at_most_twice():
    """8: « Un même joueur ne peut pas choisir la même action plus de deux fois par cycle d'actions » (PASSER (9.7)
    is one of the eight actions)."""
    s = initial()
    play(s, "act pass", "act move", "done", "act pass", "act develop", "done")
    assert s.current_player == SPARTA
    assert "act pass" not in texts(s)
    refused(s, "act pass", rule="8")
