"""I. COMPOSANTS DU JEU (the box): the components the rules count on, checked against the component data."""

from __future__ import annotations

from .helpers import base, data, game


def test_1_three_cultures_two_boards_each():
    """« 6 plateaux de joueur (2 Egyptiens, 2 Grecques et 2 Nord) » ; « 3 talons de cartes (Chaque talon contenant
    des cartes de bataille, cartes d'actions permanentes, cartes d'actions aléatoires pour une culture) »."""
    bd = game(players=3).board_data()
    assert set(bd["spaces"]) == {"greek", "egyptian", "norse"}
    assert {c["culture"] for c in bd["cards"].values()} == {"greek", "egyptian", "norse"}
    assert {u["culture"] for u in bd["units"].values()} == {"greek", "egyptian", "norse"}


def test_1_cubes_thirty_of_each_colour_four_victory_cards():
    """« 150 cubes de bois (30 de chaque : Vert, marron, jaune, bleu et rouge) » ; « 4 cartes de Victoire »: the 30
    red cubes; at 4 players the 30 cubes of each resource colour make the bank (§VI)."""
    d = data(base(players=4, cultures=("egyptian", "greek", "norse", "greek")))
    assert all(d["bank"][r] + sum(p[r] for p in d["res"]) == 30 for r in d["bank"])
    assert d["vp_bank"] + sum(d["vp_cards"].values()) == 30
    assert len(d["vp_cards"]) == 4


def test_1_eight_dice_are_no_limit():
    """« 8 dés » — the battle example rolls « 9 dés » (§IX): the dice in the box do not cap a roll. Medusa 5 +4/+6 vs
    a Giant; Priest 4 + 5 vs Myth = 9 (component data)."""
    units = game(players=3).board_data()["units"]
    assert units["priest"]["class"] == "hero" and units["medusa"]["class"] == "myth"
