"""Hellas 5, 6, 7: the game turn, collecting income, the first player."""

from __future__ import annotations

import pytest

from .hel_helpers import ATHENS, SPARTA, Pos, bd, board, hx, initial, new_log, play, player, texts

TEN_ACTIONS = ("act move", "done", "act develop", "done", "act build", "done", "act trade", "done",
               "act stability", "done", "act armistice", "done", "act attack", "done", "act move", "done",
               "act develop", "done", "act build", "done")


def test_5_cycle_ends_after_five_actions_each():
    """5: « Un cycle d'actions est composé de 5 actions réalisées par chaque joueur. »"""
    s = initial()
    n = len(s.history)
    play(s, *TEN_ACTIONS[:-2])
    assert board(s)["turn"] == 1
    play(s, *TEN_ACTIONS[-2:])
    lines = new_log(s, n)
    assert any("The action cycle ends" in x for x in lines)
    assert board(s)["turn"] == 2
    assert board(s)["cycle"]["chosen"] == []


def test_5_end_of_turn_upkeep_then_new_turn_income():
    """5: « les joueurs paient les coûts de maintenance de la flotte, vérifient l'approvisionnement [...] un nouveau
    tour commence par la collecte des revenus »."""
    s = initial()
    n = len(s.history)
    play(s, "act pass", "act pass")
    lines = new_log(s, n)
    i_end = next(i for i, x in enumerate(lines) if "action cycle ends" in x)
    i_upkeep = next(i for i, x in enumerate(lines) if "Athens pays 3 talents of fleet upkeep" in x)
    i_income = next(i for i, x in enumerate(lines) if "Turn 2: Athens collects 20" in x)
    i_first = next(i for i, x in enumerate(lines) if "first player of turn 2" in x)
    assert i_end < i_upkeep < i_income < i_first


def test_6_example_income_of_sparta():
    """6 ex.: « 4 PIERRES - revenus 18 / 2 POISSONS - revenus 9 / 1 CÉRÉALES - revenus 4 / 1 SEL - revenus 6 /
    1 CUIVRE - revenus 5 / 1 LAINE - revenus 3 [...] un total de revenus de 45 [...] « PLACE DU MARCHÉ » [...] Sparte
    a des revenus de 55 Talents. »"""
    p = Pos().fort(SPARTA, "Sparte").fort(ATHENS, "Athenai")
    for site in ("Mylasa", "Assos", "Skyros"):
        p.post(SPARTA, site)  # 3 more stone: 4 in all with the capital fortress
    for site in ("Pylos", "Patrai", "Messene", "Tainaron", "Hermione", "Tegea"):
        p.post(SPARTA, site)  # fish, fish, grain, salt, copper, wool
    s = p.state()
    assert player(s, SPARTA)["goods"] == {"stone": 4, "fish": 2, "grain": 1, "salt": 1, "copper": 1, "wool": 1}
    assert player(s, SPARTA)["income"] == 45
    s = p.dev(SPARTA, 0, 0, 1, 0).state()  # Market place
    assert player(s, SPARTA)["income"] == 55
    treasury = player(s, SPARTA)["treasury"]
    play(s, "act pass", "act pass")
    assert player(s, SPARTA)["treasury"] == treasury + 55


@pytest.mark.parametrize(("good", "incomes"), [
    ("stone", [3, 7, 12, 18]), ("wool", [3, 7, 12]), ("grain", [4, 9, 15, 22]), ("fish", [4, 9]),
    ("copper", [5]), ("salt", [6]),
])
def test_6_goods_chart_values_of_the_examples(good, incomes):
    """6, 8, 9.3 ex.: 4 PIERRES 18, 2 POISSONS 9, CÉRÉALES 15 -> 22, LAINE « de la case 7 à la case 12 »."""
    assert bd()["goods"][good]["income"][1: len(incomes) + 1] == incomes


def test_6_and_8_example_fourth_grain_post_adds_seven():
    """8 ex.: « un joueur a un total de revenus de 72 Talents. Il possède déjà trois comptoirs de commerce CÉRÉALES
    [...] 15 Talents. Il crée un quatrième [...] 22 Talents. Il ajuste le total de ses revenus de 7 [...] 79 »."""
    p = (Pos().remove_neutrals().fort(SPARTA, "Sparte").fort(ATHENS, "Athenai").dev(ATHENS, 0, 0, 32, 0)
         .post(ATHENS, "Pherai").post(ATHENS, "Larisa").post(ATHENS, "Pydna")
         .post(ATHENS, "Therme").post(ATHENS, "Patrai")
         .legion(ATHENS, "Myrina").to_act(ATHENS).money(athens=100))
    s = p.state()
    # 3 grain 15 + 2 fish 9 + stone 3 + Market place, Material science, Manufacturing 10 + 15 + 20
    assert player(s, ATHENS)["income"] == 72
    play(s, "act trade", "post " + hx("Myrina"), "done")
    assert player(s, ATHENS)["goods"]["grain"] == 4
    assert player(s, ATHENS)["income"] == 79


def test_8_example_economy_phase_bonuses():
    """8 ex.: « « place du marché » [...] 10 Talents. Il en va de même pour « science des matériaux » (15 Talents),
    « fabrication » (20 Talents) et « banque » (25 Talents). »"""
    incomes = []
    for box in (0, 1, 17, 32, 47):
        s = Pos().fort(ATHENS, "Athenai").fort(SPARTA, "Sparte").dev(ATHENS, 0, 0, box, 0).state()
        incomes.append(player(s, ATHENS)["income"])
    assert [b - incomes[0] for b in incomes] == [0, 10, 25, 45, 70]


def first_player_after_a_turn(p: Pos) -> int:
    s = p.state()
    play(s, "act pass", "act pass")
    first = board(s)["first"]
    assert s.current_player == ("Sparta", "Athens").index(first)
    return ("Sparta", "Athens").index(first)


def base_two_capitals() -> Pos:
    return Pos().fort(SPARTA, "Sparte").fort(ATHENS, "Athenai")


def test_7_highest_military_goes_first():
    """7: « le joueur qui a le niveau le plus élevé dans la « section Militaire » [...] devient le premier joueur »."""
    p = base_two_capitals().dev(SPARTA, 2, 9, 0, 1).dev(ATHENS, 3, 0, 0, 1).post(SPARTA, "Tegea")
    assert first_player_after_a_turn(p) == ATHENS


def test_7_military_tie_fleet_decides():
    """7: « En cas d'égalité, le joueur qui a le plus progressé dans la « section Flotte » [...] commence. »"""
    p = base_two_capitals().dev(SPARTA, 3, 5, 0, 1).dev(ATHENS, 3, 4, 0, 1)
    assert first_player_after_a_turn(p) == SPARTA
    p = base_two_capitals().dev(SPARTA, 3, 4, 0, 1).dev(ATHENS, 3, 5, 0, 1)
    assert first_player_after_a_turn(p) == ATHENS


def test_7_then_income_decides():
    """7: « S'il y a à nouveau égalité, le joueur ayant le niveau de revenus le plus élevé commence. »"""
    p = base_two_capitals().post(SPARTA, "Tegea")
    assert first_player_after_a_turn(p) == SPARTA
    p = base_two_capitals().post(ATHENS, "Thebai")
    assert first_player_after_a_turn(p) == ATHENS


def test_7_then_units_on_the_board_decide():
    """7: « Comptez le nombre d'unités sur le plateau, le joueur avec le total le plus élevé devient le premier
    joueur. »"""
    p = base_two_capitals().legion(SPARTA, "Sparte", 2).legion(ATHENS, "Athenai")
    assert first_player_after_a_turn(p) == SPARTA


def test_7_full_tie_athens_begins():
    """7: « Dans le cas très improbable où il y aurait à nouveau une égalité, le joueur athénien commence. »"""
    p = base_two_capitals().legion(SPARTA, "Sparte").legion(ATHENS, "Athenai")
    assert first_player_after_a_turn(p) == ATHENS


def test_7_standard_setup_sparta_first_on_income():
    """7: « S'il y a à nouveau égalité, le joueur ayant le niveau de revenus le plus élevé commence »: at the start
    Sparta (income 25) before Athens (20)."""
    s = initial()
    assert board(s)["first"] == "Sparta"
    assert s.current_player == SPARTA
    assert "act move" in texts(s)


def test_5_fleet_upkeep_comes_before_the_victory_check():
    """1/5: « Une fois le cycle d'actions terminé, les joueurs paient leurs flottes et vérifient l'approvisionnement
    de leurs légions. Vous vérifiez ensuite si un joueur remplit une condition de victoire » (the order of 1 and of
    « TERMINER UN TOUR »; the phase list of 5 puts the check first)."""
    from .test_hel_02_victory import vp_position

    p = vp_position(stab=(0, -8), golden=(3, 4)).ship(ATHENS, "Athenai", 3).money(athens=0)
    s = p.state()
    assert (player(s, ATHENS)["vp"], player(s, SPARTA)["vp"]) == (10, 9)
    play(s, "act pass", "act pass")
    assert s.result().winners == (SPARTA,)  # Athens cannot pay its upkeep at -8: revolution first
    assert s.result().kind == "revolution"
