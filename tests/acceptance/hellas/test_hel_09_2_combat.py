"""Hellas 9.2 (and the combat example of 9.3): attacking, combat, fortresses, trading posts taken by combat."""

from __future__ import annotations

from .hel_helpers import ATHENS, SPARTA, Pos, at, bd, board, hx, log, play, player, refused, texts, units


def capitals() -> Pos:
    return Pos().fort(SPARTA, "Sparte").fort(ATHENS, "Athenai")


def combat(s) -> dict:
    return board(s)["last_combat"]


def test_9_2_example_1_two_cv_against_one_no_losses():
    """9.2 ex. 1: « deux légions athéniennes attaquent un hexagone occupé par une légion spartiate avec un comptoir de
    commerce [...] Sparte a un niveau de stabilité de 1 et Athènes de 0 [...] Aucun des deux camps n'a un minimum de 3
    VC, donc le résultat du combat est une égalité. Aucune unité n'est retirée de la carte et l'hexagone reste
    contesté. »"""
    s = (capitals().legion(ATHENS, "Tegea", 2).legion(SPARTA, "Tegea").post(SPARTA, "Tegea").contested("Tegea")
         .dev(SPARTA, 1).dev(ATHENS, 1).stab(1, 0).to_act(ATHENS).state())
    play(s, "act attack", "fight " + hx("Tegea"))
    c = combat(s)
    assert (c["attack_cv"], c["defence_cv"]) == (2, 1)
    assert (c["attacker_lost"], c["defender_lost"]) == (0, 0)
    assert units(s, "Tegea", ATHENS) == 2 and units(s, "Tegea", SPARTA) == 1
    assert at(s, "Tegea")["contested"] is True


def test_9_2_example_2_city_state_box_2_adds_two_cv_per_combat():
    """9.2 ex. 2: « si un camp est une Cité-État « case 2 » [...] le camp ajoute 2 VC par combat (en attaque ou en
    défense) »."""
    base = capitals().legion(ATHENS, "Tegea", 2).legion(SPARTA, "Tegea").post(SPARTA, "Tegea").contested("Tegea")
    s = base.dev(ATHENS, 1, 0, 0, 2).to_act(ATHENS).state()
    play(s, "act attack", "fight " + hx("Tegea"))
    assert combat(s)["attack_cv"] == 2 + 2
    assert combat(s)["defender_lost"] == 1
    s = base.dev(ATHENS, 1, 0, 0, 0).dev(SPARTA, 1, 0, 0, 2).to_act(ATHENS).state()
    play(s, "act attack", "fight " + hx("Tegea"))
    assert combat(s)["defence_cv"] == 1 + 2  # in defence too
    assert combat(s)["attacker_lost"] == 1


def test_9_2_example_2_stability_minus_four_takes_two_cv_per_combat():
    """9.2 ex. 2: « Si par contre le statut de stabilité d'une puissance est -4, le total des VC dans un combat est
    réduit de -2. »"""
    s = (capitals().legion(ATHENS, "Tegea", 3).legion(SPARTA, "Tegea").post(SPARTA, "Tegea").contested("Tegea")
         .stab(0, -4).to_act(ATHENS).state())
    play(s, "act attack", "fight " + hx("Tegea"))
    assert combat(s)["attack_cv"] == 3 - 2
    assert combat(s)["defender_lost"] == 0


def test_9_2_example_3_hoplites_kill_the_legion_then_a_second_attack_takes_the_post():
    """9.2 ex. 3: « le joueur athénien a déjà atteint la phase II [...] Ses légions ont une VC de 2. Il a un total de
    4 VC. Le joueur spartiate doit retirer sa légion. Le joueur athénien peut échanger le comptoir de commerce [...]
    avec une autre action ATTAQUER »."""
    s = (capitals().legion(ATHENS, "Tegea", 2).legion(SPARTA, "Tegea").post(SPARTA, "Tegea").contested("Tegea")
         .dev(SPARTA, 1).dev(ATHENS, 10).stab(1, 0).to_act(ATHENS).state())
    sparta_income = player(s, SPARTA)["income"]
    assert sparta_income == 3  # Tegea's wool already lost when the hex became contested
    play(s, "act attack", "fight " + hx("Tegea"))
    assert (combat(s)["attack_cv"], combat(s)["defender_lost"]) == (4, 1)
    assert units(s, "Tegea", SPARTA) == 0
    assert at(s, "Tegea")["post"] == ["Sparta", 1]
    assert "capture " + hx("Tegea") not in texts(s)  # another Attack action is needed
    play(s, "done", "act develop", "done")
    treasury = player(s, ATHENS)["treasury"]
    athens_income = player(s, ATHENS)["income"]
    play(s, "act attack", "capture " + hx("Tegea"), "done")
    assert at(s, "Tegea")["post"] == ["Athens", 1]
    assert player(s, ATHENS)["treasury"] == treasury  # taken without paying
    assert player(s, ATHENS)["income"] == athens_income + 3  # wool, as if created (9.4)
    assert player(s, SPARTA)["income"] == sparta_income


def test_9_2_naval_example_twelve_cv_against_ten():
    """9.2 ex.: « une flotte athénienne avec 4 navires de VC 3 chacun attaque une flotte spartiate avec 5 navires de
    VC 2 chacun. [...] le joueur spartiate doit éliminer 4 de ses 5 navires et le joueur athénien doit éliminer 3 de
    ses 4 navires. Lors de l'action SE DÉPLACER suivante, le spartiate déplace son navire restant hors de
    l'hexagone. »"""
    sea = "2311"
    s = (capitals().ship(ATHENS, sea, 4).ship(SPARTA, sea, 5).dev(ATHENS, 0, 21).dev(SPARTA, 0, 11)
         .to_act(ATHENS).state())
    play(s, "act attack", "sea_fight " + sea)
    c = combat(s)
    assert (c["attack_cv"], c["defence_cv"]) == (12, 10)
    assert (c["defender_lost"], c["attacker_lost"]) == (4, 3)
    assert units(s, sea, SPARTA) == 1 and units(s, sea, ATHENS) == 1
    play(s, "done", "act move", "sail " + sea)
    assert any(t.startswith("step ") for t in texts(s))
    play(s, "step 2312", "stop", "done")
    assert units(s, sea, SPARTA) == 0 and units(s, "2312", SPARTA) == 1


def test_9_3_example_fortress_survives_with_ten_cv_falls_with_twelve():
    """9.3 ex.: « une armée spartiate composée de 2 légions spartiates avec une VC de 1 et une forteresse. [...] 3
    légions de 3 VC [...] Les deux joueurs sont une Cité-État de niveau 6 et ajoutent 1 VC [...] Athènes a un total
    de 10 VC [...] Les 7 VC de Sparte entraînent l'élimination de 2 légions d'Athènes. [...] la forteresse spartiate
    reste, car il manque au joueur athénien 2 VC [...] Avec 12 VC, le joueur athénien aurait pu éliminer les 2
    légions [...] et la forteresse ». (Sparta: 2 + 5 + 1 = 8 by the rules; 7 in the book: 2 hits either way.)"""
    def pos(legions: int, culture: int) -> Pos:
        return (capitals().fort(SPARTA, "Messene").legion(SPARTA, "Messene", 2).legion(ATHENS, "Messene", legions)
                .contested("Messene").dev(SPARTA, 1, 0, 0, 6).dev(ATHENS, 19, 0, 0, culture).to_act(ATHENS))
    s = pos(3, 6).state()
    play(s, "act attack", "fight " + hx("Messene"))
    c = combat(s)
    assert c["attack_cv"] == 10
    assert c["defence_cv"] in (7, 8)
    assert (c["attacker_lost"], c["defender_lost"], c["fortress"]) == (2, 2, False)
    assert at(s, "Messene")["fortress"] == "Sparta"
    assert at(s, "Messene")["contested"] is True
    s = pos(4, 7).state()  # Kingdom box 7: no culture modifier, 4 x 3 = 12
    play(s, "act attack", "fight " + hx("Messene"))
    assert combat(s)["attack_cv"] == 12
    assert combat(s)["fortress"] is True
    assert "fortress" not in at(s, "Messene")


def test_9_2_fortress_defends_with_five_and_needs_six_to_fall():
    """9.2: « Une forteresse ne peut que défendre [...] Elle a une VC de 5 [...] L'attaquant peut subir des pertes de
    la VC totale d'une forteresse. » ; « Pour détruire une forteresse ennemie, l'attaquant a besoin d'un total d'au
    moins 6 VC. »"""
    for military, cv, falls in ((19, 6, True), (10, 4, False)):
        s = (capitals().fort(SPARTA, "Messene").legion(ATHENS, "Messene", 2).contested("Messene").dev(ATHENS, military)
             .to_act(ATHENS).state())
        play(s, "act attack", "fight " + hx("Messene"))
        c = combat(s)
        assert (c["attack_cv"], c["defence_cv"]) == (cv, 5)
        assert c["attacker_lost"] == 1
        assert c["fortress"] is falls
        assert ("fortress" in at(s, "Messene")) is not falls


def test_9_2_destroyed_fortress_is_burnt_not_a_post():
    """9.2: « La forteresse n'est pas réduite à un comptoir de commerce, mais littéralement brûlée. » ; 17: destroyed
    pieces go back to the owner's reserve."""
    s = (capitals().fort(SPARTA, "Messene").legion(ATHENS, "Messene", 2).contested("Messene").dev(ATHENS, 19)
         .to_act(ATHENS).state())
    assert player(s, SPARTA)["fortresses"] == 2
    play(s, "act attack", "fight " + hx("Messene"))
    assert "fortress" not in at(s, "Messene") and "post" not in at(s, "Messene")
    assert player(s, SPARTA)["fortresses"] == 1
    assert "grain" not in player(s, SPARTA)["goods"]


def test_9_2_units_first_then_the_fortress():
    """9.2: « S'il y a des unités et une forteresse dans un hexagone, il faut d'abord éliminer toutes les unités avant
    de détruire la forteresse. »"""
    s = (capitals().fort(SPARTA, "Messene").legion(SPARTA, "Messene", 2).legion(ATHENS, "Messene", 3)
         .contested("Messene").dev(ATHENS, 19, 0, 0, 7).to_act(ATHENS).state())
    play(s, "act attack", "fight " + hx("Messene"))  # 9 CV: 2 legions (6) then 3 left < 6
    assert combat(s)["defender_lost"] == 2 and combat(s)["fortress"] is False
    assert at(s, "Messene")["fortress"] == "Sparta"


def test_9_2_every_third_cv_eliminates_a_unit_simultaneously():
    """9.2: « Pour chaque 3e VC qu'un joueur possède, il peut éliminer une unité ennemie. The resolution of inflicting
    losses happens simultaneously. »"""
    s = (capitals().legion(ATHENS, "Megara").legion(SPARTA, "Megara").contested("Megara").dev(ATHENS, 19)
         .dev(SPARTA, 19).to_act(ATHENS).state())
    play(s, "act attack", "fight " + hx("Megara"))
    assert (combat(s)["attacker_lost"], combat(s)["defender_lost"]) == (1, 1)


def test_9_2_all_units_eliminated_the_hex_is_free():
    """9.2: « Si toutes les unités des deux joueurs sont éliminées par le combat, l'hexagone redevient disponible pour
    n'importe quel joueur. »"""
    s = (capitals().legion(ATHENS, "Megara").legion(SPARTA, "Megara").contested("Megara").dev(ATHENS, 19)
         .dev(SPARTA, 19).to_act(ATHENS).state())
    play(s, "act attack", "fight " + hx("Megara"))
    assert at(s, "Megara") == {}
    assert player(s, ATHENS)["reserve"]["legions"] == 16 and player(s, SPARTA)["reserve"]["legions"] == 20


def test_9_2_survivors_on_both_sides_hex_stays_contested():
    """9.2: « Si après cette manche de combat les deux joueurs ont des unités survivantes dans l'hexagone, l'hexagone
    reste contesté. »"""
    s = (capitals().legion(ATHENS, "Megara", 2).legion(SPARTA, "Megara", 2).contested("Megara").dev(ATHENS, 19)
         .dev(SPARTA, 19).to_act(ATHENS).state())
    play(s, "act attack", "fight " + hx("Megara"))
    assert (combat(s)["attacker_lost"], combat(s)["defender_lost"]) == (2, 2)
    s = (capitals().legion(ATHENS, "Megara", 3).legion(SPARTA, "Megara", 3).contested("Megara").dev(ATHENS, 1)
         .dev(SPARTA, 1).to_act(ATHENS).state())
    play(s, "act attack", "fight " + hx("Megara"))
    assert units(s, "Megara", ATHENS) == 2 and units(s, "Megara", SPARTA) == 2
    assert at(s, "Megara")["contested"] is True


def test_9_2_legions_and_ships_two_separate_combats():
    """9.2: « Si des navires et des légions de deux joueurs se trouvent dans le même hexagone, le joueur qui a choisi
    l'action ATTAQUER peut décider d'initier deux combats » ; « Les légions et les navires ne combinent jamais leur
    valeur de combat. »"""
    s = (capitals().post(SPARTA, "Messene").legion(SPARTA, "Messene").ship(SPARTA, "Messene")
         .legion(ATHENS, "Messene").ship(ATHENS, "Messene", 2).contested("Messene").to_act(ATHENS).state())
    play(s, "act attack")
    assert {"fight " + hx("Messene"), "sea_fight " + hx("Messene")} <= set(texts(s))
    play(s, "fight " + hx("Messene"))
    assert (combat(s)["arm"], combat(s)["attack_cv"], combat(s)["defence_cv"]) == ("land", 1, 1)
    assert "sea_fight " + hx("Messene") in texts(s)
    play(s, "sea_fight " + hx("Messene"))
    assert (combat(s)["arm"], combat(s)["attack_cv"], combat(s)["defence_cv"]) == ("sea", 2, 1)


def test_9_2_several_combats_in_one_attack_action():
    """9.2: « il peut attaquer et initier autant de combats qu'il a de légions, d'armées, de navires ou de flottes
    dans des hexagones contestés. Il n'a pas besoin d'initier des combats dans tous les hexagones »."""
    s = (capitals().legion(ATHENS, "Megara", 3).legion(SPARTA, "Megara").contested("Megara")
         .legion(ATHENS, "Thebai", 3).legion(SPARTA, "Thebai").contested("Thebai").to_act(ATHENS).state())
    play(s, "act attack")
    assert {"fight " + hx("Megara"), "fight " + hx("Thebai")} <= set(texts(s))
    play(s, "fight " + hx("Megara"), "fight " + hx("Thebai"), "done")
    assert units(s, "Megara", SPARTA) == 0 and units(s, "Thebai", SPARTA) == 0
    s = (capitals().legion(ATHENS, "Megara", 3).legion(SPARTA, "Megara").contested("Megara").to_act(ATHENS).state())
    play(s, "act attack", "done")  # 0 combats
    assert units(s, "Megara", SPARTA) == 1


def test_9_2_carried_legions_must_land_before_fighting():
    """9.2: « Les légions transportées sur des navires qui veulent initier un combat doivent d'abord débarquer [...]
    Le combat peut être initié lors d'une action ATTAQUER ultérieure. »"""
    s = (capitals().post(SPARTA, "Messene").legion(SPARTA, "Messene").ship(ATHENS, "Messene", cargo=1)
         .contested("Messene").dev(ATHENS, 0, 31).to_act(ATHENS).state())
    play(s, "act attack")
    assert texts(s) == ["done"]


def test_9_2_fortress_attacked_only_by_legions():
    """9.2: « Les forteresses et les monuments ne peuvent être attaqués que par des légions ou des armées. »"""
    s = (capitals().fort(SPARTA, "Messene").ship(ATHENS, "Messene", 2).contested("Messene").dev(ATHENS, 0, 31)
         .to_act(ATHENS).state())
    play(s, "act attack")
    assert texts(s) == ["done"]
    refused(s, "fight " + hx("Messene"))


def test_9_2_ungarrisoned_post_taken_free_but_not_a_garrisoned_one():
    """9.2: « Pour prendre le contrôle d'un comptoir de commerce ennemi qui n'est pas en garnison [...] Le joueur
    envahisseur doit ensuite réaliser une action ATTAQUER [...] le joueur n'a pas besoin de payer le coût »."""
    s = (capitals().post(SPARTA, "Messene").legion(SPARTA, "Messene").legion(ATHENS, "Messene").contested("Messene")
         .to_act(ATHENS).state())
    play(s, "act attack")
    assert "capture " + hx("Messene") not in texts(s)
    refused(s, "capture " + hx("Messene"))
    s = capitals().post(SPARTA, "Messene").legion(ATHENS, "Messene").contested("Messene").to_act(ATHENS).state()
    treasury = player(s, ATHENS)["treasury"]
    supply = player(s, ATHENS)["supply"]["posts"]
    play(s, "act attack", "capture " + hx("Messene"), "done")
    assert at(s, "Messene")["post"] == ["Athens", 1]
    assert not at(s, "Messene").get("contested")
    assert player(s, ATHENS)["treasury"] == treasury
    assert player(s, ATHENS)["goods"]["grain"] == 1
    assert player(s, ATHENS)["supply"]["posts"] == supply + 1
    assert any("takes over the trading post" in x for x in log(s)[-2:])


def test_9_2_ships_fight_ships_only():
    """9.2: « Les légions combattent des légions ou des forteresses. Les navires combattent les navires ennemis. »"""
    s = (capitals().post(SPARTA, "Messene").legion(SPARTA, "Messene").ship(ATHENS, "Messene", 3)
         .contested("Messene").dev(ATHENS, 0, 31).to_act(ATHENS).state())
    play(s, "act attack")
    assert "fight " + hx("Messene") not in texts(s) and "sea_fight " + hx("Messene") not in texts(s)


def test_9_2_modifiers_are_per_combat_not_per_unit():
    """9.2: « Si les joueurs obtiennent des VC supplémentaires en raison de leur stabilité ou de leur niveau culturel,
    c'est toujours PAR COMBAT (et non par unité). »"""
    s = (capitals().legion(ATHENS, "Megara", 4).legion(SPARTA, "Megara").contested("Megara")
         .dev(ATHENS, 1, 0, 0, 2).stab(0, 5).to_act(ATHENS).state())
    play(s, "act attack", "fight " + hx("Megara"))
    modifier = combat(s)["attack_cv"] - 4
    stability_bonus = board(s)["players"][ATHENS]["stability"]
    assert stability_bonus == 5
    assert modifier == 2 + bd()["stability"]["combat"][5]  # City-State box 2 (+2) and stability 5: once each


def test_9_2_fortress_cv_modified_by_culture_and_stability():
    """9.2: « Sa VC peut être modifiée par le niveau de culture et de stabilité. »"""
    s = (capitals().fort(SPARTA, "Messene").legion(ATHENS, "Messene", 2).contested("Messene").dev(ATHENS, 19)
         .dev(SPARTA, 0, 0, 0, 2).to_act(ATHENS).state())
    play(s, "act attack", "fight " + hx("Messene"))
    assert combat(s)["defence_cv"] == 5 + 2
    assert combat(s)["attacker_lost"] == 2


def test_9_2_culture_and_stability_modify_sea_combats_too():
    """9.2: « Les joueurs peuvent avoir besoin de réduire ou d'augmenter le total de VC de leurs unités dans un
    combat en raison du niveau culturel [...] si la piste de stabilité indique un modificateur »."""
    s = (capitals().ship(ATHENS, "2311", 2).ship(SPARTA, "2311").dev(ATHENS, 0, 0, 0, 2).stab(0, 5)
         .to_act(ATHENS).state())
    play(s, "act attack", "sea_fight 2311")
    assert combat(s)["attack_cv"] == 2 + 2 + bd()["stability"]["combat"][5]


def test_9_2_attacker_wiped_out_the_hex_is_the_defenders_again():
    """9.2: « Si après cette manche de combat les deux joueurs ont des unités survivantes [...] l'hexagone reste
    contesté »: with the attacker wiped out it is not, and its post pays again."""
    s = (capitals().post(SPARTA, "Tegea").legion(SPARTA, "Tegea", 3).legion(ATHENS, "Tegea").contested("Tegea")
         .to_act(ATHENS).state())
    assert player(s, SPARTA)["income"] == 3
    play(s, "act attack", "fight " + hx("Tegea"))
    assert combat(s)["attacker_lost"] == 1
    assert not at(s, "Tegea").get("contested")
    assert player(s, SPARTA)["income"] == 3 + 3
