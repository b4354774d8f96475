"""Hellas 9.6: developing (the development chart, its conditions and effects)."""

from __future__ import annotations

import pytest

from .hel_helpers import ATHENS, SPARTA, Pos, bd, hx, log, play, player, refused, texts


def capitals() -> Pos:
    return Pos().fort(SPARTA, "Sparte").fort(ATHENS, "Athenai")


def example_position() -> Pos:
    """9.6 ex.: Athens at Military box 9, Fleet 17, Economy 16, Culture 6, income 150, with copper and two luxuries."""
    p = (capitals().remove_neutrals().dev(ATHENS, 9, 17, 16, 6).post(ATHENS, "Chalkis").post(ATHENS, "Tainaron")
         .post(ATHENS, "Melos"))
    for good, n in (("grain", 9), ("fish", 6), ("cattle", 2)):
        for k in [k for k, h in bd()["hexes"].items() if h["good"] == good][:n]:
            p.post(ATHENS, k)
    return p.money(athens=100).stab(0, 1).to_act(ATHENS)


def test_9_6_example_athens_pays_67():
    """9.6 ex.: « Il paie les coûts suivants [...] Flotte : 22 / Économie : 23 (condition CUIVRE) / Culture : 9 /
    Militaire : 13 (condition ROYAUME) / Il paie un total de 67 Talents. »"""
    s = example_position().state()
    assert player(s, ATHENS)["income"] == 150
    play(s, "act develop", "develop fleet")
    assert player(s, ATHENS)["treasury"] == 100 - 22
    play(s, "develop economy")
    assert player(s, ATHENS)["treasury"] == 100 - 22 - 23
    play(s, "develop culture")
    assert player(s, ATHENS)["treasury"] == 100 - 22 - 23 - 9
    play(s, "develop military", "done")
    assert player(s, ATHENS)["treasury"] == 100 - 67
    assert player(s, ATHENS)["development"] == {"military": 10, "fleet": 18, "economy": 17, "culture": 7}


def test_9_6_example_effects_hoplites_material_science_kingdom_two_stability():
    """9.6 ex.: « Dans la section militaire, il entre en phase II. Ses légions ont maintenant 2 VC. Pour construire de
    nouvelles légions, le joueur doit désormais payer 10 Talents. Dans la section flotte, il reste en phase II. [...]
    Ses revenus sont augmentés de 15 Talents [...] 150, il est maintenant de 165 [...] Royaume. Il se déplace de deux
    cases vers la droite sur la piste de stabilité. »"""
    s = example_position().state()
    play(s, "act develop", "develop fleet", "develop economy", "develop culture", "develop military", "done")
    a = player(s, ATHENS)
    assert a["phases"] == {"military": 2, "fleet": 2, "economy": 2, "culture": 2}
    assert a["prices"]["legion"] == 10
    assert bd()["legion"]["cv"][a["phases"]["military"]] == 2
    assert a["income"] == 165
    assert a["stability"] == 1 + 2
    assert any("Kingdom" in x for x in log(s)[-6:])


def test_9_6_example_military_needs_kingdom_first():
    """9.6 ex.: « Militaire : 13 (condition ROYAUME) »."""
    s = example_position().state()
    play(s, "act develop")
    assert "develop military" not in texts(s)
    refused(s, "develop military", rule="9.6")


def test_9_6_one_box_per_track_per_action():
    """9.6: « déplacer un ou plusieurs de leurs cubes dans une ou plusieurs sections [...] d'UNE case vers la
    droite »."""
    s = capitals().money(athens=500).to_act(ATHENS).state()
    play(s, "act develop", "develop economy")
    assert "develop economy" not in texts(s)
    refused(s, "develop economy", rule="9.6")


def test_9_6_first_phase_conditions():
    """9.6: Militaire « doivent être entrés en Phase I « Cité-État » » ; Flotte « un comptoir de commerce non contesté
    contenant les marchandises LAINE et BOIS » ; Économie « PIERRE » ; Culture « VERRE, de l'OR ou du SEL »."""
    s = (Pos().fort(SPARTA, "Sparte").post(ATHENS, "Delphoi").money(athens=500).to_act(ATHENS).state())
    play(s, "act develop")
    assert texts(s) == ["done"]  # no stone (no capital fortress here), no wood, no luxury, no City-State
    for track in ("military", "fleet", "economy", "culture"):
        refused(s, "develop " + track, rule="9.6")
    s = (Pos().fort(SPARTA, "Sparte").fort(ATHENS, "Athenai").post(ATHENS, "Delphoi").post(ATHENS, "Iolkos")
         .post(ATHENS, "Tainaron").money(athens=500).to_act(ATHENS).state())
    play(s, "act develop")
    assert set(texts(s)) == {"develop fleet", "develop economy", "develop culture", "done"}
    play(s, "develop culture")
    assert "develop military" in texts(s)  # City-State reached in this action


def test_9_6_conditions_need_uncontested_posts():
    """9.6: « avoir un comptoir de commerce non contesté avec la marchandise correspondante »."""
    s = (capitals().post(ATHENS, "Delphoi").post(ATHENS, "Iolkos").legion(SPARTA, "Delphoi").contested("Delphoi")
         .money(athens=500).to_act(ATHENS).state())
    play(s, "act develop")
    assert "develop fleet" not in texts(s)
    assert "wool" in refused(s, "develop fleet", rule="9.6")


@pytest.mark.parametrize(("box", "good", "site"), [(16, "copper", "Chalkis"), (31, "iron", "Lamia"),
                                                   (46, "silver", "Aigina")])
def test_9_6_economy_phases_need_copper_iron_silver(box, good, site):
    """9.6: « en entrant dans les phases II, III et IV, le revenu augmente [...] (si le joueur contrôle le CUIVRE, le
    FER et l'ARGENT) » ; ex. « pour entrer dans la phase IV (BANQUE) [...] un comptoir de commerce non contesté
    ARGENT »."""
    s = capitals().dev(ATHENS, 0, 0, box, 0).money(athens=500).to_act(ATHENS).state()
    play(s, "act develop")
    assert "develop economy" not in texts(s)
    refused(s, "develop economy", rule="9.6")
    s = capitals().dev(ATHENS, 0, 0, box, 0).post(ATHENS, site).money(athens=500).to_act(ATHENS).state()
    assert bd()["hexes"][hx(site)]["good"] == good
    income = player(s, ATHENS)["income"]
    play(s, "act develop", "develop economy", "done")
    assert player(s, ATHENS)["phases"]["economy"] == player(capitals().dev(ATHENS, 0, 0, box, 0).state(),
                                                             ATHENS)["phases"]["economy"] + 1
    assert player(s, ATHENS)["income"] - income == {16: 15, 31: 20, 46: 25}[box]


def test_9_6_losing_a_required_good_later_changes_nothing():
    """9.6: « Lorsque les joueurs atteignent une phase [...] mais perdent le contrôle de la marchandise requise, ils ne
    reculent pas leur cube [...] Ils ne changent pas non plus leur stabilité. »"""
    s = (capitals().post(ATHENS, "Tegea").post(ATHENS, "Iolkos").dev(ATHENS, 0, 1, 0, 0).legion(SPARTA, "Argos")
         .stab(0, 2).state())
    play(s, "act move", "march " + hx("Argos"), "step " + hx("Tegea"), "done")
    assert "wool" not in player(s, ATHENS)["goods"]
    assert player(s, ATHENS)["development"]["fleet"] == 1
    assert player(s, ATHENS)["stability"] == 2


def test_9_6_golden_age_boxes_give_a_vp_each():
    """9.6/2: « Pour chaque « âge d'or » sur la piste de développement [...] qu'un joueur atteint » (1 PV)."""
    s = capitals().dev(ATHENS, 36, 40, 54, 24).money(athens=500).to_act(ATHENS).state()
    assert player(s, ATHENS)["vp"] == 0
    play(s, "act develop", "develop culture", "develop military", "develop fleet", "develop economy", "done")
    assert player(s, ATHENS)["development"] == {"military": 37, "fleet": 41, "economy": 55, "culture": 25}
    assert player(s, ATHENS)["vp_parts"]["golden_ages"] == 4


def test_9_6_development_costs_must_be_paid():
    """9.6: « en payant le coût pour entrer dans la case suivante »."""
    cost = bd()["tracks"]["economy"]["cost"][0]
    s = capitals().money(athens=cost - 1).to_act(ATHENS).state()
    play(s, "act develop")
    assert "develop economy" not in texts(s)
    s = capitals().money(athens=cost).to_act(ATHENS).state()
    play(s, "act develop", "develop economy", "done")
    assert player(s, ATHENS)["treasury"] == 0


def test_9_6_culture_costs_less_than_economy():
    """9.6 remark: « le développement dans la section économie demande un investissement plus élevé que dans la
    section culture »."""
    tracks = bd()["tracks"]
    assert all(c < e for c, e in zip(tracks["culture"]["cost"], tracks["economy"]["cost"], strict=False))


def test_9_6_city_state_adds_two_cv_and_culture_changes_status():
    """9.6: « en entrant dans la phase I, les joueurs créent une Cité-État. [...] Les joueurs ajoutent 2 VC à un
    combat »."""
    combat = bd()["tracks"]["culture"]["combat"]
    assert combat[0] == 0 and combat[1] == 2
    assert bd()["tracks"]["culture"]["names"] == {1: "City-State", 2: "Kingdom", 3: "Empire", 4: "Civilization"}
