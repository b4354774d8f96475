"""Hellas 9.8: asking for an armistice, accepting, refusing."""

from __future__ import annotations

from .hel_helpers import ATHENS, SPARTA, Pos, at, board, hx, log, play, player, refused, texts


def capitals() -> Pos:
    return Pos().fort(SPARTA, "Sparte").fort(ATHENS, "Athenai")


def test_9_8_accepted_requester_pays_by_culture():
    """9.8: « L'offre, si elle est acceptée, demande un paiement de 30 (respectivement 40 ou 50, selon le niveau
    culturel du joueur demandant l'armistice) Talents à l'adversaire. »"""
    paid = []
    for box in (0, 7, 13):
        s = capitals().dev(ATHENS, 0, 0, 0, box).to_act(ATHENS).state()
        ts, ta = player(s, SPARTA)["treasury"], player(s, ATHENS)["treasury"]
        play(s, "act armistice", "offer")
        assert s.current_player == SPARTA
        assert set(texts(s)) == {"accept", "refuse"}
        play(s, "accept")
        amount = ta - player(s, ATHENS)["treasury"]
        assert player(s, SPARTA)["treasury"] - ts == amount
        paid.append(amount)
    assert paid == [30, 40, 50]


def test_9_8_refused_no_payment_minus_two_stability_each_time():
    """9.8: « Si l'armistice est refusé, il n'y a pas de paiement, le joueur qui a refusé d'accepter l'armistice
    déplace son marqueur sur sa piste de stabilité de deux cases vers la gauche. Ceci se répète chaque fois »."""
    s = capitals().stab(3, 0).to_act(ATHENS).state()
    ts, ta = player(s, SPARTA)["treasury"], player(s, ATHENS)["treasury"]
    play(s, "act armistice", "offer", "refuse")
    assert player(s, SPARTA)["stability"] == 1
    assert (player(s, SPARTA)["treasury"], player(s, ATHENS)["treasury"]) == (ts, ta)
    play(s, "act pass", "act armistice", "offer", "refuse")
    assert player(s, SPARTA)["stability"] == -1


def test_9_8_at_most_twice_per_cycle_like_any_action():
    """9.8: « Comme toute autre action, l'armistice peut être choisi et proposé deux fois par cycle d'actions »."""
    s = capitals().stab(3, 0).to_act(ATHENS).state()
    play(s, "act armistice", "offer", "refuse", "act pass", "act armistice", "offer", "refuse", "act pass")
    assert s.current_player == ATHENS
    assert "act armistice" not in texts(s)
    refused(s, "act armistice", rule="8")


def test_9_8_no_entering_the_others_hexes_during_the_armistice():
    """9.8: « Pendant un armistice, les deux joueurs qui ont accepté l'armistice ne peuvent pas entrer dans un hexagone
    occupé par une pièce de jeu de l'autre joueur »."""
    s = capitals().post(ATHENS, "Thebai").legion(SPARTA, "Megara").to_act(ATHENS).state()
    play(s, "act armistice", "offer", "accept")
    play(s, "act move", "march " + hx("Megara"))
    assert hx("Thebai") not in texts(s) and "step " + hx("Thebai") not in texts(s)
    assert "step " + hx("Athenai") not in texts(s)
    refused(s, "step " + hx("Thebai"), rule="9.8")


def test_9_8_no_combat_but_attack_may_be_chosen_and_hexes_stay_contested():
    """9.8: « aucun joueur ne peut initier un combat s'il se trouve dans des hexagones contestés. Les joueurs qui ont
    conclu un armistice peuvent choisir l'action ATTAQUER. [...] Les hexagones contestés restent contestés. »"""
    s = (capitals().post(ATHENS, "Thebai").legion(ATHENS, "Megara").legion(SPARTA, "Megara", 3).contested("Megara")
         .dev(SPARTA, 19).to_act(ATHENS).state())
    play(s, "act armistice", "offer", "accept")
    assert "act attack" in texts(s)
    play(s, "act attack")
    assert texts(s) == ["done"]
    refused(s, "fight " + hx("Megara"))
    play(s, "done")
    assert at(s, "Megara")["contested"] is True


def test_9_8_units_may_leave_a_contested_hex():
    """9.8: « Les joueurs peuvent déplacer leurs unités hors d'un hexagone contesté. Si un joueur déplace ses unités
    hors d'un hexagone contesté, le joueur propriétaire bénéficie des revenus de la marchandise »."""
    s = capitals().post(ATHENS, "Thebai").legion(SPARTA, "Thebai").contested("Thebai").to_act(ATHENS).state()
    play(s, "act armistice", "offer", "accept")
    income = player(s, ATHENS)["income"]
    play(s, "act move", "march " + hx("Thebai"), "step " + hx("Megara"), "stop", "done")
    assert player(s, ATHENS)["income"] == income + 5


def test_9_8_lasts_three_turns_then_a_new_one_may_be_asked():
    """9.8: « S'il est accepté par l'autre joueur, l'armistice dure 3 tours. [...] Déplacez ces cubes d'une case vers
    la droite à chaque tour après avoir reçu des revenus. [...] Après la fin d'un armistice, le même joueur peut
    demander un autre armistice »."""
    s = capitals().post(ATHENS, "Thebai").legion(SPARTA, "Megara").to_act(ATHENS).state()
    play(s, "act armistice", "offer", "accept")
    assert board(s)["armistice"] is not None
    turns_on = 1
    while True:
        play(s, "act pass", "act pass")
        if board(s)["armistice"] is None:
            break
        turns_on += 1
        assert turns_on < 5
    assert turns_on == 3
    assert any("armistice is over" in x for x in log(s)[-4:])
    first = s.current_player
    play(s, "act armistice", "offer")
    assert s.current_player == 1 - first


def test_9_8_no_landing_in_the_others_hex():
    """9.8: « ne peuvent pas entrer dans un hexagone occupé par une pièce de jeu de l'autre joueur » (landing from a
    ship is entering the hex, 9.1.1)."""
    s = capitals().post(SPARTA, "Pylos").ship(ATHENS, "Pylos", cargo=1).to_act(SPARTA).state()
    play(s, "act armistice", "offer", "accept", "act move")
    assert "unload " + hx("Pylos") not in texts(s)
    refused(s, "unload " + hx("Pylos"), rule="9.8")


def test_9_8_no_taking_of_posts_during_the_armistice():
    """9.8: « aucun joueur ne peut initier un combat s'il se trouve dans des hexagones contestés » (a post is taken by
    an Attack action, « PRENDRE LE CONTRÔLE D'UN COMPTOIR DE COMMERCE SUITE À UN COMBAT »)."""
    s = capitals().post(SPARTA, "Pylos").legion(ATHENS, "Pylos").contested("Pylos").to_act(SPARTA).state()
    play(s, "act armistice", "offer", "accept", "act attack")
    assert texts(s) == ["done"]
    refused(s, "capture " + hx("Pylos"))


def test_9_8_no_offer_without_the_money():
    """9.8 remark: a player without talents « ne puisse donc pas utiliser les actions [...] DEMANDER L'ARMISTICE »;
    the action may still be chosen to block it (9.7)."""
    s = Pos(clear=False).money(athens=10).to_act(ATHENS).state()
    play(s, "act armistice")
    assert texts(s) == ["done"]
    refused(s, "offer")
