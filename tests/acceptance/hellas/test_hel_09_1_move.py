"""Hellas 9.1, 9.1.1, 9.1.2, 9.1.3, 9.1.4: moving, transport by ship, Sikelia, mountains, contested hexes."""

from __future__ import annotations

import pytest

from .hel_helpers import (
    ATHENS,
    SPARTA,
    Pos,
    at,
    bd,
    hx,
    log,
    neighbours,
    play,
    player,
    refused,
    terrain,
    texts,
    units,
)


def capitals() -> Pos:
    return Pos().fort(SPARTA, "Sparte").fort(ATHENS, "Athenai")


def steps(s) -> set[str]:
    return {t.split()[1] for t in texts(s) if t.startswith("step ")}


def moving_mp(s, where: str) -> int:
    return next(u["mp"] for u in at(s, where)["units"] if u.get("moving"))


# ------------------------------------------------------------------------------------------------ 9.1


@pytest.mark.parametrize(("box", "mp"), [(0, 3), (1, 3), (10, 3), (19, 3), (28, 4)])
def test_9_1_legion_movement_rises_only_at_cavalry(box, mp):
    """9.1: « Le potentiel de déplacement des légions augmentera lorsque le joueur aura atteint la phase IV
    (CAVALERIE) » ; 9.6: « Les légions, qui commencent la partie ou qui sont construites en Phase I ont 3 points de
    déplacement »."""
    s = capitals().legion(ATHENS, "Thebai").dev(ATHENS, box, 0, 0, 0).to_act(ATHENS).state()
    play(s, "act move", "march " + hx("Thebai"))
    assert moving_mp(s, "Thebai") == mp


def test_9_1_ship_movement_rises_at_bireme_trireme_astronomy():
    """9.1: « Le potentiel de déplacement des navires augmentera lorsque le joueur aura atteint la phase II (BIRÈME),
    III (TRIRÈME) ou IV (ASTRONOMIE) » ; 9.1.2: « Les navires ont alors un potentiel de déplacement de 5 points. »"""
    mps = []
    for box in (0, 1, 11, 21, 31):
        s = capitals().ship(ATHENS, "Thebai").dev(ATHENS, 0, box, 0, 0).to_act(ATHENS).state()
        play(s, "act move", "sail " + hx("Thebai"))
        mps.append(moving_mp(s, "Thebai"))
    assert mps[0] == mps[1] == 3
    assert mps[2] == 5
    assert mps[2] < mps[3] < mps[4]


def test_9_1_all_units_may_move_in_one_action():
    """9.1: « Lorsque les joueurs choisissent cette action, ils peuvent déplacer toutes leurs unités »."""
    s = capitals().legion(ATHENS, "Thebai").legion(ATHENS, "Delphoi").ship(ATHENS, "Athenai").to_act(ATHENS).state()
    play(s, "act move", "march " + hx("Thebai"), "step " + hx("Megara"), "stop")
    play(s, "march " + hx("Delphoi"), "step " + hx("Elateia"), "stop")
    play(s, "sail " + hx("Athenai"), "step " + hx("Laurion"), "stop", "done")
    assert units(s, "Megara", ATHENS) == 1 and units(s, "Elateia", ATHENS) == 1 and units(s, "Laurion", ATHENS) == 1


def test_9_1_blue_barrier_stops_legions_not_ships():
    """9.1: « Les légions ne peuvent pas se déplacer d'un hexagone côtier à un autre s'il y a une barrière bleue
    entre ces deux hexagones côtiers. »"""
    assert [hx("Athenai"), hx("Chalkis")] in [sorted(b) for b in bd()["barriers"]] or \
        [hx("Chalkis"), hx("Athenai")] in bd()["barriers"]
    s = capitals().legion(ATHENS, "Athenai").ship(ATHENS, "Athenai").to_act(ATHENS).state()
    play(s, "act move", "march " + hx("Athenai"))
    assert hx("Chalkis") not in steps(s) and hx("Chalkis") in neighbours("Athenai")
    refused(s, "step " + hx("Chalkis"))
    play(s, "stop", "sail " + hx("Athenai"))
    assert hx("Chalkis") in steps(s)


def test_9_1_3_mountain_costs_two_movement_points():
    """9.1/9.1.3: « Entrer dans un hexagone de montagne coûte 2 points de déplacement. »"""
    olympos, bermion = "2004", "2003"
    assert terrain(olympos) == terrain(bermion) == "mountain"
    s = capitals().legion(ATHENS, "Larisa").to_act(ATHENS).state()
    play(s, "act move", "march " + hx("Larisa"), "step " + olympos)
    assert moving_mp(s, olympos) == 1
    assert bermion not in steps(s)  # 2 MP needed, 1 left
    assert steps(s)  # plain hexes (1 MP) are still open
    refused(s, "step " + bermion)


def test_9_1_entering_an_enemy_post_stops_and_contests():
    """9.1: « Les unités doivent arrêter leur déplacement dès qu'elles entrent dans un hexagone contenant [...]
    Comptoir de commerce » ; « Lorsqu'une légion entre dans un hexagone occupé par l'ennemi, cet hexagone est
    immédiatement considéré comme contesté »."""
    s = capitals().post(ATHENS, "Thebai").legion(SPARTA, "Megara").state()
    income = player(s, ATHENS)["income"]
    play(s, "act move", "march " + hx("Megara"), "step " + hx("Thebai"))
    assert texts(s)[-1] == "done" and not steps(s)  # the legion's move is over, 2 MP unused
    assert at(s, "Thebai")["contested"] is True
    assert player(s, ATHENS)["income"] == income - 5  # bronze lost at once


def test_9_1_ship_stops_but_contests_only_from_astronomy():
    """9.1: « Lorsque les puissances atteignent la PHASE IV sur la section flotte [...] ces hexagones deviennent
    contestés [...] s'ils sont occupés par un adversaire. » ; ships stop on entering a hex with an enemy post."""
    for box, contested in ((0, False), (31, True)):
        s = capitals().post(SPARTA, "Hermione").ship(ATHENS, "Athenai").dev(ATHENS, 0, box, 0, 0).to_act(ATHENS).state()
        income = player(s, SPARTA)["income"]
        play(s, "act move", "sail " + hx("Athenai"), "step " + hx("Laurion"), "step " + hx("Aigina"),
             "step " + hx("Hermione"))
        assert texts(s) == ["done"]  # stopped, whatever MP is left
        assert bool(at(s, "Hermione").get("contested")) is contested
        assert player(s, SPARTA)["income"] == (income - 5 if contested else income)


# ------------------------------------------------------------------------------------------------ 9.1.1


def test_9_1_1_embark_then_the_ship_moves_with_full_mp():
    """9.1.1: « Une légion peut être embarquée si elle commence l'action de déplacement dans un hexagone côtier ou
    insulaire où se trouve le navire. Après l'embarquement, le navire peut utiliser son potentiel total »."""
    s = capitals().legion(ATHENS, "Athenai").ship(ATHENS, "Athenai").to_act(ATHENS).state()
    play(s, "act move", "sail " + hx("Athenai"))
    assert "load" in texts(s)
    play(s, "load")
    assert moving_mp(s, "Athenai") == 3
    play(s, "step " + hx("Laurion"), "step " + hx("Aigina"), "step " + hx("Hermione"), "stop", "done")
    hermione = at(s, "Hermione")["units"]
    assert hermione == [{"owner": "Athens", "arm": "sea", "value": 1, "spent": False, "cargo": 1}]
    assert not at(s, "Athenai").get("units")


def test_9_1_1_a_legion_that_moved_in_does_not_embark():
    """9.1.1: « Une légion peut être embarquée si elle commence l'action de déplacement dans un hexagone côtier ou
    insulaire où se trouve le navire. »"""
    s = capitals().legion(ATHENS, "Megara").ship(ATHENS, "Athenai").to_act(ATHENS).state()
    play(s, "act move", "march " + hx("Megara"), "step " + hx("Athenai"), "stop", "sail " + hx("Athenai"))
    assert "load" not in texts(s)


def test_9_1_1_disembark_then_full_mp():
    """9.1.1: « Une légion est débarquée si elle commence l'action de déplacement chargée sur un navire [...] Une
    légion peut utiliser son potentiel total de points de déplacement après le débarquement »."""
    s = capitals().ship(ATHENS, "Thebai", cargo=1).to_act(ATHENS).state()
    play(s, "act move")
    assert "unload " + hx("Thebai") in texts(s)
    play(s, "unload " + hx("Thebai"), "march " + hx("Thebai"))
    assert moving_mp(s, "Thebai") == 3
    play(s, "step " + hx("Megara"), "step " + hx("Korinthos"), "step " + hx("Argos"))
    assert units(s, "Argos", ATHENS, "land") == 1


def test_9_1_1_no_landing_in_the_action_of_embarking():
    """9.1.1: « Une légion est débarquée si elle commence l'action de déplacement chargée sur un navire »: one
    embarked during this action stays aboard."""
    s = capitals().legion(ATHENS, "Athenai").ship(ATHENS, "Athenai").to_act(ATHENS).state()
    play(s, "act move", "sail " + hx("Athenai"), "load", "step " + hx("Laurion"), "stop")
    assert "unload " + hx("Laurion") not in texts(s)
    refused(s, "unload " + hx("Laurion"), rule="9.1.1")


def test_9_1_1_landing_among_enemies_stops_and_contests():
    """9.1.1: « Si l'hexagone où une unité débarque est occupé par une pièce de jeu ennemie, l'hexagone devient
    contesté [...] elle DOIT s'y arrêter »."""
    s = capitals().ship(ATHENS, "Hermione", cargo=1).post(SPARTA, "Hermione").to_act(ATHENS).state()
    play(s, "act move", "unload " + hx("Hermione"))
    assert at(s, "Hermione")["contested"] is True
    assert "march " + hx("Hermione") not in texts(s)  # the landed legion may not go on


def test_9_1_1_carried_legion_dies_with_its_ship_and_adds_no_cv():
    """9.1.1: « Si un navire est détruit au combat, une légion transportée est également détruite. [...] elle ne
    contribue pas à la valeur de combat (VC) »."""
    s = capitals().ship(ATHENS, "2311", 3).ship(SPARTA, "2311", cargo=1).to_act(ATHENS).state()
    play(s, "act attack", "sea_fight 2311")
    c = s.public_view()["board"]["last_combat"]
    assert (c["attack_cv"], c["defence_cv"]) == (3, 1)
    assert c["defender_lost"] == 1
    assert units(s, "2311", SPARTA) == 0
    assert player(s, SPARTA)["reserve"] == {"legions": 20, "ships": 6}  # the carried legion is gone too


# ------------------------------------------------------------------------------------------------ 9.1.2


SIKELIA_SEA_NEIGHBOURS = ("1010", "1011", "1109")


def test_9_1_2_sikelia_seas_need_bireme_and_cost_five():
    """9.1.2: « il coûte 5 points de déplacement aux navires et aux flottes pour y entrer. Pour entrer dans ces
    hexagones de mer, un joueur doit avoir atteint « Birème » »."""
    assert all(bd()["hexes"][k]["sikelia_sea"] for k in SIKELIA_SEA_NEIGHBOURS)
    s = capitals().remove_neutrals().ship(ATHENS, "1110").to_act(ATHENS).state()
    play(s, "act move", "sail 1110")
    assert not steps(s) & set(SIKELIA_SEA_NEIGHBOURS)
    refused(s, "step 1011")
    s = capitals().remove_neutrals().ship(ATHENS, "1110").dev(ATHENS, 0, 11, 0, 0).to_act(ATHENS).state()
    play(s, "act move", "sail 1110")
    assert set(SIKELIA_SEA_NEIGHBOURS) <= steps(s)
    play(s, "step 1011")
    assert not steps(s)  # 5 of 5 MP spent
    s = capitals().remove_neutrals().ship(ATHENS, "1111").dev(ATHENS, 0, 11, 0, 0).to_act(ATHENS).state()
    play(s, "act move", "sail 1111", "step 1110")  # 4 MP left: not enough
    assert not steps(s) & set(SIKELIA_SEA_NEIGHBOURS)


def test_9_1_2_sikelia_counts_three_provinces_and_its_loss_one_stability():
    """9.1.2: « Le contrôle de Sikelia compte comme le contrôle de trois provinces. [...] Lorsque les joueurs perdent
    le contrôle de Sikelia, leur statut de stabilité n'est modifié que de -1 »."""
    p = capitals().remove_neutrals().own_regions(ATHENS, "Sikelia").ship(SPARTA, "Akragas", cargo=1).stab(0, 2)
    s = p.state()
    assert player(s, ATHENS)["control"]["provinces"] == 1 + 3  # Attika + Sikelia
    play(s, "act move", "unload " + hx("Akragas"), "done")
    assert player(s, ATHENS)["control"]["provinces"] == 1
    assert player(s, ATHENS)["stability"] == 1


def test_9_1_2_taking_sikelia_moves_the_cube_three_boxes():
    """9.1.2: « Lorsqu'un joueur prend le contrôle de Sikelia [...] il déplace son cube de trois cases vers la
    droite »."""
    last = bd()["regions"]["Sikelia"]["goods_hexes"][-1]
    p = capitals().remove_neutrals().to_act(ATHENS).money(athens=200)
    for k in bd()["regions"]["Sikelia"]["goods_hexes"][:-1]:
        p.post(ATHENS, k)
    p.ship(ATHENS, last)
    s = p.state()
    assert player(s, ATHENS)["control"]["provinces"] == 1
    play(s, "act trade", "post " + last, "done")
    assert player(s, ATHENS)["control"]["provinces"] == 4
    assert any("Sikelia" in x for x in log(s)[-3:])


# ------------------------------------------------------------------------------------------------ 9.1.3


def test_9_1_3_mountain_defender_adds_two_cv_per_combat():
    """9.1.3: « Les montagnes donnent au joueur en défense un bonus de +2 VC pour le combat, - pas par unité. »"""
    oite = "2007"
    s = (capitals().legion(ATHENS, oite, 2).legion(SPARTA, oite, 2).contested(oite).to_act(SPARTA).state())
    play(s, "act attack", "fight " + oite)
    c = s.public_view()["board"]["last_combat"]
    assert (c["attack_cv"], c["defence_cv"]) == (2, 2 + 2)
    assert (c["attacker_lost"], c["defender_lost"]) == (1, 0)


# ------------------------------------------------------------------------------------------------ 9.1.4


def test_9_1_4_contested_post_gives_no_income():
    """9.1.4: « Si un comptoir de commerce ou une forteresse se trouve dans l'hexagone contesté, le propriétaire du
    comptoir de commerce ne reçoit pas de revenus pour cette marchandise. »"""
    s = capitals().post(ATHENS, "Thebai").legion(SPARTA, "Megara").state()
    assert player(s, ATHENS)["income"] == 3 + 5
    play(s, "act move", "march " + hx("Megara"), "step " + hx("Thebai"), "done")
    assert player(s, ATHENS)["income"] == 3
    assert "bronze" not in player(s, ATHENS)["goods"]
    treasury = player(s, ATHENS)["treasury"]
    play(s, "act pass", "act pass")
    assert player(s, ATHENS)["treasury"] == treasury + 3


def test_9_1_4_contest_loses_control_of_the_province():
    """9.1.4: « Un joueur perd le contrôle d'une province / île si un hexagone nécessaire au contrôle devient
    contesté »."""
    s = capitals().post(ATHENS, "Thebai").legion(SPARTA, "Megara").stab(0, 3).state()
    assert "Boiotia" in player(s, ATHENS)["regions"]
    play(s, "act move", "march " + hx("Megara"), "step " + hx("Thebai"), "done")
    assert "Boiotia" not in player(s, ATHENS)["regions"]
    assert player(s, ATHENS)["stability"] == 2


def test_9_1_4_both_sides_may_reinforce_a_contested_hex():
    """9.1.4: « Les hexagones contestés peuvent être occupés par des unités des deux camps pendant leur action SE
    DÉPLACER afin de renforcer cet hexagone »."""
    base = (capitals().post(ATHENS, "Thebai").legion(SPARTA, "Thebai").legion(ATHENS, "Thebai").contested("Thebai")
            .legion(SPARTA, "Megara").legion(ATHENS, "Athenai"))
    s = base.to_act(SPARTA).state()
    play(s, "act move", "march " + hx("Megara"), "step " + hx("Thebai"), "done")
    assert units(s, "Thebai", SPARTA, "land") == 2
    s = base.to_act(ATHENS).state()
    play(s, "act move", "march " + hx("Athenai"), "step " + hx("Thebai"), "done")
    assert units(s, "Thebai", ATHENS, "land") == 2
    assert at(s, "Thebai")["contested"] is True


def test_9_1_4_entering_does_not_force_a_combat():
    """9.1.4: « Un joueur qui est entré dans un hexagone occupé par l'ennemi n'est pas obligé de choisir l'action
    ATTAQUER [...] Les deux joueurs peuvent choisir l'action ATTAQUER pour initier le combat. »"""
    base = capitals().legion(ATHENS, "Thebai").legion(SPARTA, "Thebai").post(ATHENS, "Thebai").contested("Thebai")
    for seat in (SPARTA, ATHENS):
        s = base.to_act(seat).state()
        assert "act pass" in texts(s)
        play(s, "act attack")
        assert "fight " + hx("Thebai") in texts(s)
        assert "done" in texts(s)


def test_9_1_4_nothing_built_or_created_in_a_contested_hex():
    """9.1.4: « Dans un hexagone contesté, rien ne peut être construit et aucun comptoir de commerce ne peut pas être
    créé. »"""
    s = (Pos().fort(ATHENS, "Athenai").fort(ATHENS, "Thebai").fort(SPARTA, "Sparte").legion(SPARTA, "Athenai")
         .legion(ATHENS, "Athenai").contested("Athenai").dev(ATHENS, 1, 1, 0, 1).money(athens=200)
         .to_act(ATHENS).state())
    play(s, "act build")
    assert "build_legion " + hx("Athenai") not in texts(s) and "build_ship " + hx("Athenai") not in texts(s)
    assert "build_legion " + hx("Thebai") in texts(s)
    refused(s, "build_legion " + hx("Athenai"), rule="9.3")
    s = (capitals().legion(SPARTA, "Pherai").legion(ATHENS, "Pherai").contested("Pherai").legion(ATHENS, "Thebai")
         .to_act(ATHENS).state())
    play(s, "act trade")
    assert texts(s) == ["post " + hx("Thebai"), "done"]
    refused(s, "post " + hx("Pherai"), rule="9.4")


def test_9_1_4_units_leave_a_contested_hex_with_full_mp_and_income_returns():
    """9.1.4: « Les unités dans les hexagones contestés peuvent quitter ces hexagones en utilisant leur plein potentiel
    de déplacement. » ; 9.8: « le joueur propriétaire bénéficie des revenus de la marchandise et reprend
    éventuellement le contrôle d'une province »."""
    s = capitals().legion(SPARTA, "Thebai").post(ATHENS, "Thebai").contested("Thebai").state()
    assert player(s, ATHENS)["income"] == 3
    play(s, "act move", "march " + hx("Thebai"))
    assert moving_mp(s, "Thebai") == 3
    play(s, "step " + hx("Megara"), "step " + hx("Korinthos"), "step " + hx("Argos"), "stop", "done")
    assert not at(s, "Thebai").get("contested")
    assert player(s, ATHENS)["income"] == 3 + 5
    assert "Boiotia" in player(s, ATHENS)["regions"]


def test_9_1_legion_entering_a_hex_with_only_an_enemy_ship_stops_and_contests():
    """9.1: « Les unités doivent arrêter leur déplacement dès qu'elles entrent dans un hexagone contenant une des
    pièces ennemies suivantes : Unité »."""
    s = capitals().ship(SPARTA, "Megara").legion(ATHENS, "Athenai").to_act(ATHENS).state()
    play(s, "act move", "march " + hx("Athenai"), "step " + hx("Megara"))
    assert texts(s) == ["done"]
    assert at(s, "Megara")["contested"] is True


def test_9_1_ship_entering_a_hex_with_an_enemy_ship_stops():
    """9.1: « Les unités doivent arrêter leur déplacement dès qu'elles entrent dans un hexagone contenant une des
    pièces ennemies suivantes : Unité » (here a ship at sea)."""
    s = capitals().ship(SPARTA, "2509").ship(ATHENS, "Athenai").to_act(ATHENS).state()
    play(s, "act move", "sail " + hx("Athenai"), "step 2509")
    assert texts(s) == ["done"]
    assert units(s, "2509", ATHENS) == 1 and units(s, "2509", SPARTA) == 1


def test_9_1_legion_entering_a_syracusan_hex_stops_and_contests():
    """9.1/15.1: « Lorsqu'une légion entre dans un hexagone occupé par l'ennemi, cet hexagone est immédiatement
    considéré comme contesté » (Syracuse is an enemy of both powers, « PAS DE PAIX AVEC SYRACUSE »)."""
    s = Pos(clear=False).legion(ATHENS, "0611").to_act(ATHENS).state()
    play(s, "act move", "march 0611", "step " + hx("Akragas"))
    assert "march " + hx("Akragas") not in texts(s) and not steps(s)
    assert at(s, "Akragas")["contested"] is True


def test_9_1_4_contested_supply_post_lowers_supply_at_once():
    """6/9.1.4: « Ajustez le cube du type de marchandise correspondant [...] au moment où l'hexagone devient
    contesté » ; « Enfin, ils doivent également ajuster le niveau d'approvisionnement. »"""
    s = capitals().post(ATHENS, "Pherai").legion(SPARTA, "Lamia").state()
    assert player(s, ATHENS)["supply"]["posts"] == 1
    play(s, "act move", "march " + hx("Lamia"), "step " + hx("Pherai"), "done")
    assert player(s, ATHENS)["supply"]["posts"] == 0
    assert "grain" not in player(s, ATHENS)["goods"]


def test_9_1_1_one_legion_per_ship():
    """9.1.1: « Un navire peut transporter une légion. »"""
    s = capitals().ship(ATHENS, "Athenai", 2).legion(ATHENS, "Athenai", 2).to_act(ATHENS).state()
    play(s, "act move", "sail " + hx("Athenai"), "load", "load")
    assert "load" not in texts(s)
    assert at(s, "Athenai")["units"][-1]["cargo"] == 2
    s = capitals().ship(ATHENS, "Athenai").legion(ATHENS, "Athenai", 2).to_act(ATHENS).state()
    play(s, "act move", "sail " + hx("Athenai"), "load")
    assert "load" not in texts(s)
    assert units(s, "Athenai", ATHENS, "land") == 1


def test_9_1_1_no_embarking_once_the_ship_has_moved():
    """9.1.1: « Après l'embarquement, le navire peut utiliser son potentiel total »: the legion boards where the ship
    stands when the action begins, not on its way."""
    s = capitals().ship(ATHENS, "Athenai").legion(ATHENS, "Megara").to_act(ATHENS).state()
    play(s, "act move", "sail " + hx("Athenai"), "step " + hx("Megara"))
    assert "load" not in texts(s)
    refused(s, "load")
