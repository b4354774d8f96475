"""Hellas 18: the optional rules 18.1 to 18.8 (game options)."""

from __future__ import annotations

from .hel_helpers import (
    ATHENS,
    SPARTA,
    Pos,
    at,
    board,
    hx,
    idx,
    initial,
    play,
    player,
    refused,
    texts,
)


def capitals(**options) -> Pos:
    return Pos(**options).fort(SPARTA, "Sparte").fort(ATHENS, "Athenai")


def test_18_1_pay_100_to_move_the_opponent_one_box_left():
    """18.1: « En choisissant l'action PAYER POUR LA STABILITÉ et en payant 100 Talents à la banque, les joueurs
    peuvent déplacer le cube de leur adversaire sur la piste de stabilité d'une case vers la GAUCHE. »"""
    s = Pos(clear=False, unsettle_opponent=True).money(athens=300).stab(3, 0).to_act(ATHENS).state()
    play(s, "act stability")
    assert "unsettle" in texts(s)
    play(s, "unsettle")
    assert player(s, SPARTA)["stability"] == 2
    assert player(s, ATHENS)["treasury"] == 200
    assert player(s, SPARTA)["treasury"] == 85  # paid to the bank


def test_18_1_not_without_the_option():
    """18: « RÈGLES OPTIONNELLES »: without 18.1 « PAYER POUR LA STABILITÉ » moves only one's own cube."""
    s = Pos(clear=False).money(athens=300).to_act(ATHENS).state()
    play(s, "act stability")
    assert "unsettle" not in texts(s)
    refused(s, "unsettle")


def test_18_2_example_banking_lost_with_the_silver_post():
    """18.2 ex.: « le joueur spartiate a atteint la phase IV Banque. Le joueur athénien a repris son seul comptoir de
    commerce avec de l'argent. Le joueur spartiate recule son cube sur la case 46 du tableau (en supposant qu'il
    possède toujours des comptoirs de commerce avec du FER, du CUIVRE et de la PIERRE). Il perd également 25 Talents
    de son montant de revenus. »"""
    s = (capitals(regress_development=True).post(SPARTA, "Aigina").post(SPARTA, "Lamia").post(SPARTA, "Hermione")
         .dev(SPARTA, 0, 0, 47, 0).ship(ATHENS, "Aigina", cargo=1).to_act(ATHENS).state())
    income = player(s, SPARTA)["income"]
    play(s, "act move", "unload " + hx("Aigina"), "done")
    assert player(s, SPARTA)["development"]["economy"] == 46
    assert player(s, SPARTA)["income"] == income - 6 - 25  # the silver post and Banking


def test_18_2_without_the_option_the_cube_stays():
    """9.6: « ils ne reculent pas leur cube sur le tableau de développement » unless option 18.2 is chosen."""
    s = (capitals().post(SPARTA, "Aigina").post(SPARTA, "Lamia").post(SPARTA, "Hermione")
         .dev(SPARTA, 0, 0, 47, 0).ship(ATHENS, "Aigina", cargo=1).to_act(ATHENS).state())
    play(s, "act move", "unload " + hx("Aigina"), "done")
    assert player(s, SPARTA)["development"]["economy"] == 47


def test_18_2_example_golden_age_of_stability_lost_on_refusal():
    """18.2 ex.: « Le joueur athénien a atteint l'« âge d'or » sur la piste de stabilité. Il refuse une offre
    d'armistice de Sparte. Il doit reculer son cube de 2 cases sur le tableau de stabilité. Il perd également 1 PV. »"""
    s = Pos(clear=False, regress_development=True).stab(0, 9).to_act(SPARTA).state()
    assert player(s, ATHENS)["vp"] == 1
    play(s, "act armistice", "offer", "refuse")
    assert player(s, ATHENS)["golden_age_stability"] is False
    assert player(s, ATHENS)["stability"] == 7
    assert player(s, ATHENS)["vp"] == 0


def test_18_2_example_empire_falls_to_city_state_and_military_follows():
    """18.2 ex.: « Le joueur spartiate a atteint la phase III (Empire) [...] Il perd 3 de ses 4 comptoirs de commerce
    de marchandises de luxe. Il doit reculer le cube jusqu'à la case 6 du tableau et se trouve maintenant en Phase I
    (Cité-État). [...] en ne remplissant plus la condition pour la Phase II (Hoplites) sur la carte militaire, il va
    également avoir besoin de reculer son marqueur sur cette section. »"""
    s = (capitals(regress_development=True).post(SPARTA, "Tainaron").post(SPARTA, "Melos").post(SPARTA, "Sardeis")
         .post(SPARTA, "Ainos").dev(SPARTA, 12, 0, 0, 13).ship(ATHENS, "Melos", cargo=1)
         .ship(ATHENS, "Tainaron", cargo=1).ship(ATHENS, "Ainos", cargo=1).to_act(ATHENS).state())
    play(s, "act move", "unload " + hx("Melos"), "unload " + hx("Tainaron"), "unload " + hx("Ainos"), "done")
    dev = player(s, SPARTA)["development"]
    assert dev["culture"] == 6
    assert player(s, SPARTA)["phases"]["culture"] == 1
    assert player(s, SPARTA)["phases"]["military"] == 1 and dev["military"] == 9


def test_18_3_new_province_plus_one_stability():
    """18.3: « Déplacez le cube d'une case vers la droite sur la piste de stabilité chaque fois que vous prenez le
    contrôle d'une nouvelle province. »"""
    s = (capitals(province_stability=True).ship(ATHENS, "Thebai").ship(ATHENS, "Skyros").money(athens=100)
         .stab(0, 0).to_act(ATHENS).state())
    play(s, "act trade", "post " + hx("Thebai"))
    assert player(s, ATHENS)["stability"] == 1
    play(s, "post " + hx("Skyros"), "done")  # an island: no change
    assert player(s, ATHENS)["stability"] == 1


def test_18_4_only_legions_create_posts():
    """18.4: « Les navires ne peuvent pas créer un comptoir de commerce par eux-mêmes. Seules les légions peuvent créer
    des comptoirs de commerce. »"""
    s = (capitals(legions_only_posts=True).ship(ATHENS, "Thebai").ship(ATHENS, "Samos", cargo=1)
         .legion(ATHENS, "Lamia").money(athens=100).to_act(ATHENS).state())
    play(s, "act trade")
    assert texts(s) == ["post " + hx("Lamia"), "done"]
    refused(s, "post " + hx("Thebai"), rule="18.4")


def test_18_5_leaders_placed_with_a_unit_at_the_start():
    """18.5: « Au début de la partie, les chefs sont placés avec n'importe quelle unité de leur faction. »"""
    s = initial(leaders=True)
    assert s.current_player == SPARTA
    assert {t.split()[1] for t in texts(s)} == {hx(x) for x in ("Messene", "Pylos", "Tegea", "Sparte", "Hermione")}
    play(s, "place_leader " + hx("Hermione"))
    assert {t.split()[1] for t in texts(s)} == {hx(x) for x in ("Delphoi", "Pherai", "Thebai", "Athenai")}
    play(s, "place_leader " + hx("Athenai"))
    assert player(s, SPARTA)["leader"] == hx("Hermione")
    assert player(s, ATHENS)["leader"] == hx("Athenai")


def test_18_5_leader_six_movement_points_over_land():
    """18.5: « Un chef a un potentiel de déplacement de 6 lorsqu'il se déplace sur des hexagones terrestres ou
    côtiers. »"""
    s = initial(leaders=True)
    play(s, "place_leader " + hx("Hermione"), "place_leader " + hx("Athenai"), "act move")
    moves = 0
    while True:
        opts = [t for t in texts(s) if t.startswith("leader ")]
        if not opts:
            break
        play(s, opts[-1])
        moves += 1
        assert moves <= 6
    assert moves == 6


def leader_fight(attacker_legions: int, defender_legions: int) -> Pos:
    p = (capitals(leaders=True).legion(ATHENS, "Megara", attacker_legions).legion(SPARTA, "Megara", defender_legions)
         .contested("Megara").legion(ATHENS, "Athenai").legion(SPARTA, "Sparte"))
    return p.set(leader=[idx("Sparte"), idx("Megara")], stage="choose")


def test_18_5_leader_adds_two_cv_to_a_combat_in_his_hex():
    """18.5: « Les chefs ajoutent 2 CV à une unité qui participe à un combat dans son hexagone. »"""
    s = leader_fight(2, 1).to_act(ATHENS).state()
    play(s, "act attack", "fight " + hx("Megara"))
    c = board(s)["last_combat"]
    assert (c["attack_cv"], c["defender_lost"]) == (2 + 2, 1)


def test_18_5_leader_never_eliminated_joins_the_next_unit():
    """18.5: « Les leaders ne sont jamais éliminés. Lorsqu'ils sont seuls dans un hexagone contesté, ils sont alors
    placés avec la prochaine unité du joueur qui le possède. »"""
    s = leader_fight(1, 2).dev(SPARTA, 19).to_act(SPARTA).state()
    play(s, "act attack", "fight " + hx("Megara"))
    assert board(s)["last_combat"]["defender_lost"] == 1
    assert player(s, ATHENS)["leader"] == hx("Athenai")
    assert any(line["rule"] == "18.5" for line in s.log_lines(0, "en")[-2:])


def test_18_6_first_player_chooses_to_play_first_or_second():
    """18.6: « Le « premier » joueur peut décider s'il veut jouer en 1er ou en 2e. »"""
    s = initial(choose_order=True)
    assert s.current_player == SPARTA
    assert sorted(texts(s)) == ["order first", "order second"]
    play(s, "order second")
    assert s.current_player == ATHENS and "act move" in texts(s)
    play(s, "act pass", "act pass")
    assert sorted(texts(s)) == ["order first", "order second"]  # again at the next turn


def test_18_7_second_post_from_manufacturing_max_two():
    """18.7: « Lorsque les joueurs atteignent la FABRICATION, ils peuvent placer un comptoir de commerce
    supplémentaire sur une marchandise où ils ont déjà un comptoir [...] déplacez le cube d'une case vers la droite
    [...] Un maximum de deux comptoirs de commerce [...] peut être placé dans le même hexagone. »"""
    s = (capitals(extra_posts=True).post(ATHENS, "Thebai").legion(ATHENS, "Thebai").dev(ATHENS, 0, 0, 31, 0)
         .money(athens=200).to_act(ATHENS).state())
    play(s, "act trade")
    assert "post " + hx("Thebai") not in texts(s)  # Material science only
    s = (capitals(extra_posts=True).post(ATHENS, "Thebai").legion(ATHENS, "Thebai").dev(ATHENS, 0, 0, 32, 0)
         .money(athens=200).to_act(ATHENS).state())
    income = player(s, ATHENS)["income"]
    price = player(s, ATHENS)["prices"]["trading_post"]
    play(s, "act trade", "post " + hx("Thebai"))
    assert at(s, "Thebai")["post"] == ["Athens", 2]
    assert player(s, ATHENS)["goods"]["bronze"] == 2
    assert player(s, ATHENS)["income"] == income + 6  # bronze 5 -> 11
    assert player(s, ATHENS)["treasury"] == 200 - price
    refused(s, "post " + hx("Thebai"), rule="18.7")


def test_18_7_captor_places_only_one_post():
    """18.7: « Si les joueurs prennent le contrôle d'un hexagone avec « deux comptoirs de commerce », ils ne placent
    qu'un de leur comptoir de commerce dans cet hexagone. »"""
    s = (capitals(extra_posts=True).post(ATHENS, "Thebai", 2).legion(SPARTA, "Thebai").contested("Thebai")
         .to_act(SPARTA).state())
    play(s, "act attack", "capture " + hx("Thebai"), "done")
    assert at(s, "Thebai")["post"] == ["Sparta", 1]
    assert player(s, SPARTA)["goods"]["bronze"] == 1
    assert "bronze" not in player(s, ATHENS)["goods"]


def test_18_8_light_laurels_instead_of_dark():
    """18.8: « Chaque fois qu'un joueur atteint une de ces cases, il marque 1 PV. Ignorez les lauriers dans les cases
    dorées plus foncées. »"""
    vp = {}
    for light in (False, True):
        for regions in (("Boiotia", "Phokis", "Achaia"), ("Boiotia", "Phokis", "Achaia", "Messenia")):
            s = capitals(light_laurels=light).own_regions(ATHENS, *regions).state()
            vp[(light, player(s, ATHENS)["control"]["provinces"])] = player(s, ATHENS)["vp"]
    assert vp == {(False, 4): 0, (False, 5): 1, (True, 4): 1, (True, 5): 1}


def test_18_5_leader_carried_at_the_ships_speed():
    """18.5: « Lorsqu'il est transporté par un navire, il se déplace à la vitesse de déplacement du navire. »"""
    p = (capitals(leaders=True).ship(ATHENS, "Athenai").legion(ATHENS, "Thebai").to_act(ATHENS)
         .set(leader=[idx("Sparte"), idx("Athenai")], stage="choose"))
    s = p.state()
    play(s, "act move", "sail " + hx("Athenai"), "board_leader", "step 2410", "step 2411", "step 2412", "stop")
    assert player(s, ATHENS)["leader"] == "2412"
    assert player(s, ATHENS)["leader_aboard"] is True


def test_18_7_fortress_with_a_post_under_it_burnt_first_then_one_post_taken():
    """18.7: « S'il y avait une forteresse et un comptoir de commerce dans l'hexagone, les joueurs doivent d'abord
    détruire la forteresse. Le joueur attaquant ne place qu'un comptoir de commerce sur cet hexagone. »"""
    s = (capitals(extra_posts=True).fort(ATHENS, "Thebai").post(ATHENS, "Thebai").legion(SPARTA, "Thebai", 3)
         .contested("Thebai").dev(SPARTA, 19).to_act(SPARTA).state())
    play(s, "act attack")
    assert "capture " + hx("Thebai") not in texts(s)
    play(s, "fight " + hx("Thebai"))
    assert board(s)["last_combat"]["fortress"] is True
    assert at(s, "Thebai")["post"] == ["Athens", 1]
    play(s, "done", "act pass", "act attack", "capture " + hx("Thebai"), "done")
    assert at(s, "Thebai")["post"] == ["Sparta", 1]
    assert player(s, SPARTA)["goods"]["bronze"] == 1
