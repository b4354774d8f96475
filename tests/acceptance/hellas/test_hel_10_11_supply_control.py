"""Hellas 10, 11: legion supply and fleet upkeep; control of islands and provinces."""

from __future__ import annotations

from .hel_helpers import ATHENS, SPARTA, Pos, bd, board, hx, log, play, player, texts, units


def capitals() -> Pos:
    return Pos().fort(SPARTA, "Sparte").fort(ATHENS, "Athenai")


# ------------------------------------------------------------------------------------------------ 10


def test_10_example_five_supply_posts_nine_legions_tenth_eliminated_owner_chooses():
    """10 ex.: « le joueur spartiate a un total de 5 comptoirs de commerce qui sont pertinents pour l'approvisionnement
    de ses légions. Cela lui permet d'approvisionner jusqu'à 9 légions. À la fin du tour, il a 10 légions sur la
    carte, il doit en éliminer une. » ; « Le joueur propriétaire choisit. »"""
    p = capitals()
    for site in ("Messene", "Pylos", "Argos", "Kyllene", "Patrai"):
        p.post(SPARTA, site)
    s = p.legion(SPARTA, "Sparte", 8).legion(SPARTA, "Tegea").ship(SPARTA, "Pylos", cargo=1).state()
    assert player(s, SPARTA)["supply"] == {"posts": 5, "capacity": 9, "legions": 10}
    play(s, "act pass", "act pass")
    assert s.current_player == SPARTA
    choices = set(texts(s))
    assert choices == {"disband " + hx("Sparte"), "disband " + hx("Tegea"), "disband_aboard " + hx("Pylos")}
    play(s, "disband " + hx("Tegea"))
    assert units(s, "Tegea", SPARTA) == 0 and units(s, "Sparte", SPARTA, "land") == 8
    assert player(s, SPARTA)["supply"]["legions"] == 9
    assert board(s)["turn"] == 2


def test_10_legions_within_supply_are_kept():
    """10: only « Si le niveau d'approvisionnement est inférieur au nombre de légions » are legions eliminated."""
    p = capitals()
    for site in ("Messene", "Pylos", "Argos", "Kyllene", "Patrai"):
        p.post(SPARTA, site)
    s = p.legion(SPARTA, "Sparte", 9).state()
    play(s, "act pass", "act pass")
    assert units(s, "Sparte", SPARTA) == 9
    assert board(s)["turn"] == 2


def test_10_example_four_ships_at_astronomy_pay_16():
    """10 ex.: « The Athenian player has four ships and has reached Phase IV on the Fleet Development Chart. He has to
    pay 16 Talents Fleet Maintenance at the end of the game turn. »"""
    s = capitals().ship(ATHENS, "Athenai", 4).dev(ATHENS, 0, 31).money(athens=100).state()
    play(s, "act pass", "act pass")
    assert any("Athens pays 16 talents of fleet upkeep" in x for x in log(s))


def test_10_upkeep_one_to_four_before_phase_one_as_phase_one():
    """10: « Les joueurs paient 1 à 4 talents (selon le niveau de développement de la flotte du joueur) [...] Un joueur
    qui n'est pas encore entré en phase I [...] paie des frais de maintenance équivalents à la phase I. »"""
    upkeep = [player(capitals().dev(ATHENS, 0, box).state(), ATHENS)["upkeep_per_ship"] for box in (0, 1, 11, 21, 31)]
    assert upkeep == [1, 1, 2, 3, 4]


def test_10_unpaid_upkeep_pay_all_minus_one_stability_no_ship_lost():
    """10: « Si les joueurs ne peuvent pas payer les coûts de maintenance de la flotte, ils paient autant qu'ils le
    peuvent et ajustent leur piste de stabilité d'une case vers la gauche » ; « les joueurs n'éliminent aucun
    navire »."""
    s = capitals().ship(ATHENS, "Athenai", 4).dev(ATHENS, 0, 31).money(athens=10).stab(0, 2).state()
    play(s, "act pass", "act pass")
    a = player(s, ATHENS)
    assert a["ships"] == 4
    assert a["stability"] == 1
    assert a["treasury"] == 0 + a["income"]  # all 10 paid, then the new turn's income


# ------------------------------------------------------------------------------------------------ 11


def test_11_control_needs_every_goods_hex_held_uncontested():
    """11: « Les joueurs contrôlent une province ou une île s'ils occupent tous les hexagones de cette province ou de
    cette île qui contiennent une marchandise avec un comptoir de commerce, une forteresse ou avec une légion ou
    armée. Ces hexagones doivent être non contestés. »"""
    messenia = ("Messene", "Pylos")
    s = capitals().post(SPARTA, "Messene").state()
    assert "Messenia" not in player(s, SPARTA)["regions"]
    s = capitals().post(SPARTA, "Messene").legion(SPARTA, "Pylos").money(sparta=100).state()
    assert "Messenia" in player(s, SPARTA)["regions"]
    s = capitals().post(SPARTA, "Messene").ship(SPARTA, "Pylos").money(sparta=100).state()
    assert "Messenia" not in player(s, SPARTA)["regions"]  # « MAIS légion ou armée »
    play(s, "act trade", "post " + hx("Pylos"), "done")
    assert "Messenia" in player(s, SPARTA)["regions"]
    assert player(s, SPARTA)["control"]["provinces"] == 1
    assert all(bd()["hexes"][hx(x)]["region"] == "Messenia" for x in messenia)


def test_11_example_one_hex_island():
    """11 ex.: « pour contrôler une île d'un hexagone, vous devez avoir soit un comptoir de commerce, soit une légion
    dans cet hexagone. Et pour contrôler cette île, l'hexagone de l'île doit être non contesté. »"""
    s = capitals().ship(ATHENS, "Skyros", cargo=1).to_act(ATHENS).state()
    assert player(s, ATHENS)["control"]["islands"] == 0
    play(s, "act move", "unload " + hx("Skyros"), "done")
    assert player(s, ATHENS)["control"]["islands"] == 1
    assert "Skyros" in player(s, ATHENS)["regions"]


def test_11_losing_a_province_minus_one_an_island_nothing():
    """11: « Chaque fois que les joueurs perdent le contrôle d'une province (pas d'une île), ils doivent ajuster leur
    niveau de stabilité d'une case vers la gauche. »"""
    s = (capitals().post(ATHENS, "Skyros").post(ATHENS, "Thebai").ship(SPARTA, "Skyros", cargo=1)
         .ship(SPARTA, "Thebai", cargo=1).stab(0, 4).state())
    assert player(s, ATHENS)["control"] == {"islands": 1, "provinces": 2}
    play(s, "act move", "unload " + hx("Skyros"))
    assert player(s, ATHENS)["control"]["islands"] == 0
    assert player(s, ATHENS)["stability"] == 4
    play(s, "unload " + hx("Thebai"), "done")
    assert player(s, ATHENS)["control"]["provinces"] == 1
    assert player(s, ATHENS)["stability"] == 3


def test_11_gaining_a_province_no_stability_in_the_standard_game():
    """11/9.5: « 1 case à droite pour la prise de contrôle d'une province (règles optionnelles) » only."""
    s = capitals().ship(ATHENS, "Thebai").money(athens=100).stab(0, 0).to_act(ATHENS).state()
    play(s, "act trade", "post " + hx("Thebai"), "done")
    assert player(s, ATHENS)["control"]["provinces"] == 2
    assert player(s, ATHENS)["stability"] == 0


def test_2_11_dark_laurel_at_five_provinces_gives_and_takes_a_vp():
    """2: « Chaque fois qu'un joueur atteint une de ces cases dorées foncées en plaçant un de ses cubes en bois, il
    gagne 1 PV. Si un joueur perd le contrôle de provinces et/ou d'îles, il peut également perdre des PV. »"""
    assert 5 in bd()["laurels"]["dark"]["province"]
    p = (capitals().own_regions(ATHENS, "Phokis", "Achaia", "Messenia").ship(ATHENS, "Thebai")
         .legion(SPARTA, "Megara").money(athens=100).to_act(ATHENS))
    s = p.state()
    assert player(s, ATHENS)["control"]["provinces"] == 4 and player(s, ATHENS)["vp"] == 0
    play(s, "act trade", "post " + hx("Thebai"), "done")
    assert player(s, ATHENS)["control"]["provinces"] == 5 and player(s, ATHENS)["vp"] == 1
    play(s, "act move", "march " + hx("Megara"), "step " + hx("Thebai"), "done")
    assert player(s, ATHENS)["control"]["provinces"] == 4 and player(s, ATHENS)["vp"] == 0
