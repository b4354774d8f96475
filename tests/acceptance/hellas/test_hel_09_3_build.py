"""Hellas 9.3, 12, 13: building units, fortresses and monuments; monuments; armies and fleets."""

from __future__ import annotations

from .hel_helpers import ATHENS, SPARTA, Pos, at, board, hx, play, player, refused, texts, units


def capitals() -> Pos:
    return Pos().fort(SPARTA, "Sparte").fort(ATHENS, "Athenai")


# ------------------------------------------------------------------------------------------------ 9.3


def test_9_3_example_two_legions_a_ship_and_a_fortress_cost_75():
    """9.3 ex.: « Le joueur athénien a atteint la PHASE II sur le tableau de développement militaire et la PHASE III
    sur le tableau de développement de la flotte et de l'économie. Il construit deux légions, un navire et une
    forteresse. Chaque légion coûte 10 Talents, le navire 25 Talents et la forteresse 30 Talents, soit un total de
    75 Talents. »"""
    s = (capitals().fort(ATHENS, "Thebai").fort(ATHENS, "Larisa").post(ATHENS, "Pherai")
         .dev(ATHENS, 10, 21, 32, 7).money(athens=200).to_act(ATHENS).state())
    play(s, "act build", "build_legion " + hx("Larisa"), "build_legion " + hx("Thebai"),
         "build_ship " + hx("Athenai"), "build_fortress " + hx("Pherai"), "done")
    assert player(s, ATHENS)["treasury"] == 200 - 75
    assert at(s, "Pherai")["fortress"] == "Athens"
    assert units(s, "Larisa", ATHENS, "land") == 1 and units(s, "Thebai", ATHENS, "land") == 1
    assert units(s, "Athenai", ATHENS, "sea") == 1


def test_9_3_one_unit_per_fortress_per_build_action():
    """9.3: « Une forteresse ne peut produire qu'une légion ou un navire par action CONSTRUIRE. »"""
    s = capitals().dev(ATHENS, 1, 1, 0, 1).money(athens=200).to_act(ATHENS).state()
    play(s, "act build", "build_legion " + hx("Athenai"))
    assert "build_ship " + hx("Athenai") not in texts(s)
    assert "build_legion " + hx("Athenai") not in texts(s)
    refused(s, "build_ship " + hx("Athenai"), rule="9.3")


def test_9_3_new_fortress_builds_from_the_next_build_action():
    """9.3: « Une forteresse construite pendant une action CONSTRUIRE ne peut pas construire un navire ou une légion
    pendant la même action CONSTRUIRE »."""
    s = capitals().post(ATHENS, "Thebai").dev(ATHENS, 1, 1, 0, 1).money(athens=200).to_act(ATHENS).state()
    play(s, "act build", "build_fortress " + hx("Thebai"))
    assert not [t for t in texts(s) if t.endswith(hx("Thebai")) and t.startswith("build_")]
    refused(s, "build_legion " + hx("Thebai"), rule="9.3")


def test_9_3_legions_in_fortresses_ships_only_in_ports():
    """9.3: « Les légions ne peuvent être construites que dans une forteresse. [...] Les navires ne peuvent être
    construits que dans des ports. »"""
    s = (capitals().fort(ATHENS, "Larisa").post(ATHENS, "Thebai").legion(ATHENS, "Thebai")
         .dev(ATHENS, 1, 1, 0, 1).money(athens=200).to_act(ATHENS).state())
    play(s, "act build")
    assert "build_legion " + hx("Larisa") in texts(s)
    assert "build_ship " + hx("Larisa") not in texts(s)  # an inland fortress is not a port
    assert "build_ship " + hx("Athenai") in texts(s)
    assert "build_legion " + hx("Thebai") not in texts(s)  # a post is not a fortress
    refused(s, "build_ship " + hx("Larisa"), rule="9.3")


def test_9_3_no_fortress_on_islands():
    """9.3: « IMPORTANT: dans HELLAS aucune forteresse ne peut être construite sur les îles. »"""
    s = capitals().post(ATHENS, "Chalkis").money(athens=200).to_act(ATHENS).state()
    assert s.public_view()["board"]["hexes"][hx("Chalkis")]["post"] == ["Athens", 1]
    play(s, "act build")
    assert "build_fortress " + hx("Chalkis") not in texts(s)
    refused(s, "build_fortress " + hx("Chalkis"), rule="9.3")


def test_9_3_legions_need_military_phase_one_ships_fleet_phase_one():
    """9.3: « Les légions ne peuvent être construites que lorsqu'une puissance entre en Phase I, sur la section
    militaire [...] Les joueurs ne peuvent construire des navires que s'ils ont atteint la Phase I de la section
    flotte »."""
    s = capitals().dev(ATHENS, 0, 0, 0, 1).money(athens=200).to_act(ATHENS).state()
    play(s, "act build")
    assert texts(s) == ["done"]
    refused(s, "build_legion " + hx("Athenai"), rule="9.3")
    refused(s, "build_ship " + hx("Athenai"), rule="9.3")


def test_9_3_fortress_before_phase_one_at_phase_one_price():
    """9.3: « Une forteresse peut être construite avant que le joueur n'entre dans la phase I [...] Le coût de
    construction d'une forteresse est le même que celui de la phase I. »"""
    s = capitals().post(ATHENS, "Thebai").money(athens=200).to_act(ATHENS).state()
    assert player(s, ATHENS)["development"]["military"] == 0
    play(s, "act build", "build_fortress " + hx("Thebai"), "done")
    phase_one = capitals().dev(ATHENS, 1, 0, 0, 1).state()
    assert 200 - player(s, ATHENS)["treasury"] == player(phase_one, ATHENS)["prices"]["fortress"]


def test_9_3_fortress_only_on_an_existing_post_in_a_city():
    """9.3: « Une forteresse ne peut être construite que dans un hexagone avec un comptoir de commerce déjà existant
    dans une ville. »"""
    s = capitals().legion(ATHENS, "Thebai").money(athens=200).to_act(ATHENS).state()
    play(s, "act build")
    assert "build_fortress " + hx("Thebai") not in texts(s)


def test_9_3_build_as_much_as_one_can_pay():
    """9.3: « les joueurs peuvent construire autant d'unités, de forteresses et de monuments qu'ils peuvent en payer
    le coût »."""
    s = (capitals().fort(ATHENS, "Thebai").dev(ATHENS, 1, 1, 0, 1).money(athens=12).to_act(ATHENS).state())
    play(s, "act build", "build_legion " + hx("Athenai"))  # 5 talents at Military I
    play(s, "build_legion " + hx("Thebai"))
    assert player(s, ATHENS)["treasury"] == 2
    s = (capitals().fort(ATHENS, "Thebai").dev(ATHENS, 1, 1, 0, 1).money(athens=7).to_act(ATHENS).state())
    play(s, "act build", "build_legion " + hx("Athenai"))
    assert "build_legion " + hx("Thebai") not in texts(s)  # 2 talents left
    refused(s, "build_legion " + hx("Thebai"))


def test_9_3_unit_built_on_a_unit_forms_an_army_if_a_marker_is_free():
    """9.3: « Lorsque le joueur construit une unité dans une forteresse contenant déjà une unité, le joueur doit créer
    une armée/flotte. Si un joueur n'a pas de marqueurs disponibles d'armée/de flotte, il ne peut pas construire
    l'unité. »"""
    s = (capitals().legion(ATHENS, "Athenai").legion(ATHENS, "Thebai", 2).dev(ATHENS, 1, 1, 0, 1)
         .money(athens=200).to_act(ATHENS).state())
    play(s, "act build", "build_legion " + hx("Athenai"))
    assert units(s, "Athenai", ATHENS, "land") == 2
    assert player(s, ATHENS)["markers"]["armies"] == [2, 2]
    s = (capitals().legion(ATHENS, "Athenai").legion(ATHENS, "Thebai", 2).legion(ATHENS, "Megara", 2)
         .dev(ATHENS, 1, 1, 0, 1).money(athens=200).to_act(ATHENS).state())
    play(s, "act build")
    assert "build_legion " + hx("Athenai") not in texts(s)
    refused(s, "build_legion " + hx("Athenai"), rule="9.3")


# ------------------------------------------------------------------------------------------------ 12


def test_12_monument_in_a_city_with_own_post_or_fortress_plus_vp_and_stability():
    """12: « Des monuments peuvent être construits dans tout hexagone qui a un symbole de ville où les joueurs ont un
    comptoir de commerce ou une forteresse. » ; « Pour chaque monument construit, le joueur obtient 1PV ET déplace son
    cube d'une case vers la droite sur la piste de stabilité. »"""
    s = (capitals().post(ATHENS, "Thebai").post(ATHENS, "Lamia").legion(ATHENS, "Delphoi").dev(ATHENS, 0, 0, 0, 7)
         .money(athens=500).stab(0, 2).to_act(ATHENS).state())
    play(s, "act build")
    monuments = {t.split()[1] for t in texts(s) if t.startswith("build_monument")}
    assert monuments == {hx("Athenai"), hx("Thebai")}  # Lamia: no city; Delphoi: no post
    price = player(s, ATHENS)["prices"]["monument"]
    play(s, "build_monument " + hx("Thebai"), "done")
    assert player(s, ATHENS)["treasury"] == 500 - price
    assert player(s, ATHENS)["vp_parts"]["monuments"] == 1
    assert player(s, ATHENS)["stability"] == 3
    assert at(s, "Thebai")["post"] == ["Athens", 1]  # beside the post


def test_12_one_monument_per_build_action():
    """12: « Les joueurs ne peuvent construire qu'un seul monument pendant une action CONSTRUIRE. »"""
    s = (capitals().post(ATHENS, "Thebai").dev(ATHENS, 0, 0, 0, 7).money(athens=500).to_act(ATHENS).state())
    play(s, "act build", "build_monument " + hx("Athenai"))
    assert not [t for t in texts(s) if t.startswith("build_monument")]
    refused(s, "build_monument " + hx("Thebai"), rule="12")


def test_9_3_one_monument_per_hex():
    """9.3: « Une seule forteresse ou un seul monument peut être construit par hexagone en même temps. »"""
    s = (capitals().monument(ATHENS, "Athenai").post(ATHENS, "Thebai").dev(ATHENS, 0, 0, 0, 7).money(athens=500)
         .to_act(ATHENS).state())
    play(s, "act build")
    assert "build_monument " + hx("Athenai") not in texts(s)
    assert "build_monument " + hx("Thebai") in texts(s)


def test_12_price_depends_on_culture_phase():
    """12: « Le coût de construction d'un monument dépend de la PHASE CULTURE que les joueurs ont atteinte. »"""
    prices = [player(capitals().dev(ATHENS, 0, 0, 0, box).state(), ATHENS)["prices"]["monument"]
              for box in (7, 13, 19)]
    assert len(set(prices)) == 3


def test_12_three_monuments_at_most():
    """2: « un maximum de trois monuments peut être construit par chaque joueur »."""
    s = (capitals().monument(ATHENS, "Athenai").post(ATHENS, "Thebai").monument(ATHENS, "Thebai")
         .post(ATHENS, "Delphoi").monument(ATHENS, "Delphoi").post(ATHENS, "Larisa").dev(ATHENS, 0, 0, 0, 7)
         .money(athens=500).to_act(ATHENS).state())
    play(s, "act build")
    assert "build_monument " + hx("Larisa") not in texts(s)
    refused(s, "build_monument " + hx("Larisa"))


def test_12_monument_destroyed_with_eight_cv_left_minus_vp_and_stability():
    """12: « l'attaquant doit avoir au moins 8 VC restants pour détruire le monument. » ; « Lorsqu'un monument est
    détruit, le joueur perd 1 PV ET déplace son cube d'une case vers la gauche »."""
    def pos(legions: int, culture: int, defenders: int = 0) -> Pos:
        p = (capitals().post(SPARTA, "Messene").monument(SPARTA, "Messene").legion(ATHENS, "Messene", legions)
             .contested("Messene").dev(SPARTA, 1, 0, 0, 7).dev(ATHENS, 19, 0, 0, culture).stab(3, 0).to_act(ATHENS))
        if defenders:
            p.legion(SPARTA, "Messene", defenders)
        return p
    s = pos(3, 10).state()  # 9 - 1 (Kingdom box 10) = 8
    assert (player(s, SPARTA)["vp"], player(s, SPARTA)["stability"]) == (1, 3)
    play(s, "act attack", "fight " + hx("Messene"))
    assert board(s)["last_combat"]["attack_cv"] == 8
    assert board(s)["last_combat"]["monument"] is True
    assert (player(s, SPARTA)["vp"], player(s, SPARTA)["stability"]) == (0, 2)
    assert at(s, "Messene")["post"] == ["Sparta", 1]
    s = pos(3, 13).state()  # 9 - 2 (Empire box 13) = 7
    play(s, "act attack", "fight " + hx("Messene"))
    assert board(s)["last_combat"]["attack_cv"] == 7
    assert board(s)["last_combat"]["monument"] is False
    assert player(s, SPARTA)["vp"] == 1


def test_12_defending_legions_first_then_eight_cv_left():
    """12: « S'il y a des légions ennemies ou une forteresse dans l'hexagone, celles-ci doivent être éliminées en
    premier. [...] Il peut être nécessaire d'engager un deuxième combat pour détruire un monument »."""
    s = (capitals().post(SPARTA, "Messene").monument(SPARTA, "Messene").legion(SPARTA, "Messene")
         .legion(ATHENS, "Messene", 3).contested("Messene").dev(SPARTA, 1, 0, 0, 7).dev(ATHENS, 19, 0, 0, 7)
         .to_act(ATHENS).state())
    play(s, "act attack", "fight " + hx("Messene"))  # 9: the legion (3), then 6 < 8
    assert board(s)["last_combat"]["defender_lost"] == 1
    assert board(s)["last_combat"]["monument"] is False
    assert player(s, SPARTA)["vp_parts"]["monuments"] == 1


def test_12_ships_do_not_defend_a_monument():
    """12: « Les navires ne défendent pas un monument. »"""
    s = (capitals().post(SPARTA, "Messene").monument(SPARTA, "Messene").ship(SPARTA, "Messene", 2)
         .legion(ATHENS, "Messene", 3).contested("Messene").dev(SPARTA, 1, 0, 0, 7).dev(ATHENS, 19, 0, 0, 7)
         .to_act(ATHENS).state())
    play(s, "act attack", "fight " + hx("Messene"))
    c = board(s)["last_combat"]
    assert c["defence_cv"] == 0 and c["monument"] is True
    assert units(s, "Messene", SPARTA, "sea") == 2


# ------------------------------------------------------------------------------------------------ 13


def test_13_army_formed_when_two_legions_share_a_hex():
    """13: « Une armée ou une flotte est créée au moment où plus d'une légion ou plus d'un navire occupe le même
    hexagone (soit en terminant un déplacement dans cet hexagone [...]) »."""
    s = capitals().legion(ATHENS, "Athenai").legion(ATHENS, "Thebai").to_act(ATHENS).state()
    assert player(s, ATHENS)["markers"]["armies"][0] == 0
    play(s, "act move", "march " + hx("Athenai"), "step " + hx("Thebai"), "stop", "done")
    assert units(s, "Thebai", ATHENS, "land") == 2
    assert len(at(s, "Thebai")["units"]) == 1  # one army marker
    assert player(s, ATHENS)["markers"]["armies"][0] == 1


def test_13_drop_and_pick_up_units_on_the_way():
    """13: « Lors du déplacement d'une armée ou d'une flotte, celles-ci peuvent détacher des unités sur leur chemin,
    mettant fin au déplacement des unités détachées. Il en va de même pour l'intégration d'unités »."""
    s = capitals().legion(ATHENS, "Athenai", 3).legion(ATHENS, "Thebai").to_act(ATHENS).state()
    play(s, "act move", "march " + hx("Athenai"), "step " + hx("Megara"), "leave")
    megara = at(s, "Megara")["units"]
    assert {(u["value"], u["spent"]) for u in megara} == {(1, True), (2, False)}
    play(s, "step " + hx("Thebai"), "join")
    assert units(s, "Thebai", ATHENS, "land") == 3
    play(s, "stop", "done")
    assert units(s, "Megara", ATHENS, "land") == 1


def test_13_passing_through_does_not_integrate():
    """13: « L'armée/flotte peut se déplacer et traverser l'hexagone contenant des unités de sa couleur sans intégrer
    ces unités. »"""
    s = capitals().legion(ATHENS, "Athenai", 2).legion(ATHENS, "Megara").to_act(ATHENS).state()
    play(s, "act move", "march " + hx("Athenai"), "step " + hx("Megara"), "step " + hx("Korinthos"), "stop", "done")
    assert units(s, "Megara", ATHENS) == 1 and units(s, "Korinthos", ATHENS) == 2


def test_13_ending_on_own_unit_integrates_it():
    """13: « Au moment où une armée/flotte termine son déplacement dans un hexagone avec une autre de ses unités
    présente, cette unité doit être intégrée à l'armée/flotte concernée. »"""
    s = capitals().legion(ATHENS, "Athenai", 2).legion(ATHENS, "Megara").to_act(ATHENS).state()
    play(s, "act move", "march " + hx("Athenai"), "step " + hx("Megara"), "stop", "done")
    assert at(s, "Megara")["units"] == [{"owner": "Athens", "arm": "land", "value": 3, "spent": False}]


def test_13_two_armies_merge_and_free_a_marker():
    """13: « Lorsqu'une armée/flotte entre dans un hexagone où se trouve une autre armée/flotte du même joueur, ces
    armées/flottes doivent fusionner [...] Le meeples [...] devient disponible »."""
    s = capitals().legion(ATHENS, "Athenai", 2).legion(ATHENS, "Thebai", 2).to_act(ATHENS).state()
    assert player(s, ATHENS)["markers"]["armies"] == [2, 2]
    play(s, "act move", "march " + hx("Athenai"), "step " + hx("Thebai"), "stop", "done")
    assert units(s, "Thebai", ATHENS) == 4
    assert player(s, ATHENS)["markers"]["armies"] == [1, 2]


def test_13_army_of_one_loses_its_marker():
    """13: « Lorsqu'une armée ou une flotte ne contient qu'une seule unité (en raison d'un détachement ou de pertes
    au combat), le meeples Armée#/Flotte# est retiré »."""
    s = capitals().legion(ATHENS, "Athenai", 2).to_act(ATHENS).state()
    play(s, "act move", "march " + hx("Athenai"), "leave", "step " + hx("Megara"), "stop", "done")
    assert player(s, ATHENS)["markers"]["armies"] == [0, 2]


def test_13_athens_two_armies_three_fleets():
    """13 ex.: « le joueur athénien peut créer un maximum de 2 armées et un maximum de 3 flottes. »"""
    s = capitals().state()
    assert player(s, ATHENS)["markers"]["armies"][1] == 2
    assert player(s, ATHENS)["markers"]["fleets"][1] == 3
    s = (capitals().legion(ATHENS, "Athenai", 2).legion(ATHENS, "Thebai", 2).legion(ATHENS, "Megara")
         .legion(ATHENS, "Laurion").to_act(ATHENS).state())
    play(s, "act move", "march " + hx("Laurion"), "step " + hx("Megara"))
    refused(s, "stop", rule="13")


def test_13_fortress_cv_adds_to_an_army_not_to_ships():
    """13: « sa VC compte pour le combat (uniquement défensivement) si elle est placée dans le même hexagone qu'une
    armée (PAS un navire). »"""
    s = (capitals().fort(SPARTA, "Messene").ship(SPARTA, "Messene").ship(ATHENS, "Messene", 3).contested("Messene")
         .dev(ATHENS, 0, 31).to_act(ATHENS).state())
    play(s, "act attack", "sea_fight " + hx("Messene"))
    assert board(s)["last_combat"]["defence_cv"] == 1
    s = (capitals().fort(SPARTA, "Messene").legion(SPARTA, "Messene", 2).legion(ATHENS, "Messene", 3)
         .contested("Messene").to_act(ATHENS).state())
    play(s, "act attack", "fight " + hx("Messene"))
    assert board(s)["last_combat"]["defence_cv"] == 2 + 5


def test_12_no_monument_in_a_contested_hex():
    """12: « L'hexagone doit être non contesté. »"""
    s = (capitals().post(ATHENS, "Thebai").legion(SPARTA, "Thebai").contested("Thebai").dev(ATHENS, 0, 0, 0, 7)
         .money(athens=300).to_act(ATHENS).state())
    play(s, "act build")
    assert "build_monument " + hx("Thebai") not in texts(s)
    assert "build_monument " + hx("Athenai") in texts(s)
    refused(s, "build_monument " + hx("Thebai"))


def test_12_legions_fortress_and_monument_in_one_combat_with_enough_cv():
    """12: « après avoir éliminé toutes les légions ennemies et/ou la forteresse ennemie, l'attaquant doit avoir au
    moins 8 VC restants » : 2 legions (3 + 3) + fortress (6) + monument (8) = 20 CV."""
    def fight(legions: int):
        s = (capitals().fort(SPARTA, "Messene").monument(SPARTA, "Messene").legion(SPARTA, "Messene", 2)
             .legion(ATHENS, "Messene", legions).contested("Messene").dev(SPARTA, 1, 0, 0, 7).dev(ATHENS, 19, 0, 0, 7)
             .to_act(ATHENS).state())
        play(s, "act attack", "fight " + hx("Messene"))
        return s, board(s)["last_combat"]
    s, c = fight(7)  # 21 CV
    assert (c["defender_lost"], c["fortress"], c["monument"]) == (2, True, True)
    assert player(s, SPARTA)["vp_parts"]["monuments"] == 0
    s, c = fight(6)  # 18 CV: 6 + 6, then 6 < 8
    assert (c["defender_lost"], c["fortress"], c["monument"]) == (2, True, False)
    assert at(s, "Messene")["monument"] == "Sparta"
