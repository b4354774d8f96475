"""Hellas 4: set-up (the players' own choices, option setup=choose, and the reference set-up)."""

from __future__ import annotations

import copy
import functools

import kleos

from .hel_helpers import ATHENS, SPARTA, at, bd, hx, log, play, player, refused, texts

SPARTA_POSTS = ("Messene", "Pylos", "Tegea", "Tainaron", "Hermione")


def chosen_game():
    return kleos.load_game("hellas", setup="choose")


@functools.cache
def _athens_turn_json() -> dict:
    """Sparta has set up (five posts, five legions, one ship); Athens is to place its first post."""
    s = chosen_game().new_initial_state(3)
    for site in SPARTA_POSTS:
        s.apply("setup_post " + hx(site))
    for site in ("Sparte", "Tegea", "Messene", "Pylos", "Hermione"):
        s.apply("place_legion " + hx(site))
    s.apply("place_ship " + hx("Sparte"))
    return s.to_json()


def athens_turn():
    return kleos.State.from_json(copy.deepcopy(_athens_turn_json()))


def dist(a: str, b: str) -> int:
    h = bd()["hexes"]
    dq = h[hx(a)]["q"] - h[hx(b)]["q"]
    dr = h[hx(a)]["r"] - h[hx(b)]["r"]
    return max(abs(dq), abs(dr), abs(dq + dr))


def test_4_sparta_sets_up_first():
    """4: « Le joueur spartiate se prépare en premier. »"""
    s = chosen_game().new_initial_state(3)
    assert s.current_player == SPARTA
    assert all(t.startswith("setup_post") for t in texts(s))
    assert "fortress in its capital" in log(s)[0] and "Sparta" in log(s)[0]


def test_4_1_fortress_in_each_capital():
    """4.1: « Les joueurs placent une forteresse dans leur capitale (soit Sparte ou Athènes). »"""
    s = athens_turn()
    assert at(s, "Sparte").get("fortress") == "Sparta"
    assert at(s, "Athenai").get("fortress") == "Athens"


def test_4_2_posts_as_near_as_possible_to_the_capital():
    """4.2: « Les comptoirs de commerce sont placés [...] aussi près que possible de la capitale. »"""
    s = chosen_game().new_initial_state(3)
    first = sorted(texts(s))
    assert first == sorted("setup_post " + hx(x) for x in ("Messene", "Pylos", "Tegea", "Tainaron"))
    refused(s, "setup_post " + hx("Hermione"), rule="4")  # distance 2 while distance-1 hexes are free
    for site in ("Messene", "Pylos", "Tegea", "Tainaron"):
        s.apply("setup_post " + hx(site))
    assert sorted(texts(s)) == sorted("setup_post " + hx(x) for x in ("Argos", "Hermione"))  # owner's choice


def test_4_2_luxury_post_at_setup_raises_stability():
    """4.2: « Lorsqu'un joueur place un comptoir de commerce, pendant sa phase de mise en place, sur une
    « marchandise de luxe », il augmente sa stabilité de 1. »"""
    s = chosen_game().new_initial_state(3)
    play(s, "setup_post " + hx("Messene"))
    assert player(s, SPARTA)["stability"] == 0
    play(s, "setup_post " + hx("Tainaron"))  # salt
    assert player(s, SPARTA)["stability"] == 1


def test_4_athens_places_nothing_in_argolis():
    """4: « Le joueur athénien ne peut pas placer de pièce de jeu dans la province de l'ARGOLIDE (ARGOLIS). »"""
    s = athens_turn()
    # Korinthos (Argolis) is 2 hexes from Athenai, nearer than Delphoi: still not offered
    assert texts(s) == ["setup_post " + hx("Thebai")]
    refused(s, "setup_post " + hx("Korinthos"), rule="4")
    play(s, "setup_post " + hx("Thebai"))
    refused(s, "setup_post " + hx("Argos"), rule="4")


def test_4_2_distance_counted_over_land_islands_excluded():
    """4.2: « Lorsque vous comptez la distance, cela ne se fait qu'à travers des hexagones terrestres et côtiers.
    Ne traversez pas d'hexagones de mer »; posts « dans des hexagones terrestres ou côtiers »."""
    s = athens_turn()
    assert dist("Athenai", "Chalkis") == 1  # Euboia, an island next to Athens: not a set-up hex
    refused(s, "setup_post " + hx("Chalkis"))


def test_4_example_athens_setup_is_the_books():
    """4 ex.: « Athènes commence la partie avec 3 légions, 4 comptoirs de commerce, 3 navires et 1 forteresse. Le
    trésor du joueur est rempli de 80 Talents » ; Thèbes (BRONZE), FER à 4 hexagones, LAINE à Delphes, CÉRÉALES à
    5 hexagones ; deux navires à Athènes forment la « Flotte 1 »."""
    s = athens_turn()
    play(s, "setup_post " + hx("Thebai"))
    assert sorted(texts(s)) == sorted("setup_post " + hx(x) for x in ("Delphoi", "Lamia"))
    play(s, "setup_post " + hx("Lamia"))
    assert dist("Athenai", "Lamia") == 4 and bd()["hexes"][hx("Lamia")]["good"] == "iron"
    play(s, "setup_post " + hx("Delphoi"))
    assert texts(s) == ["setup_post " + hx("Pherai")]
    assert dist("Athenai", "Pherai") == 5 and bd()["hexes"][hx("Pherai")]["good"] == "grain"
    play(s, "setup_post " + hx("Pherai"))
    play(s, "place_ship " + hx("Athenai"), "place_ship " + hx("Athenai"))
    assert player(s, ATHENS)["markers"]["fleets"][0] == 1  # Fleet I
    assert at(s, "Athenai")["units"][0]["value"] == 2
    play(s, "place_ship " + hx("Thebai"))
    play(s, "place_legion " + hx("Pherai"), "place_legion " + hx("Delphoi"), "place_legion " + hx("Athenai"))
    assert any("Treasuries: Sparta 60, Athens 80" in x for x in log(s))
    a = player(s, ATHENS)
    assert a["goods"] == {"stone": 1, "grain": 1, "bronze": 1, "iron": 1, "wool": 1}
    assert a["ships"] == 3 and a["supply"]["legions"] == 3 and a["fortresses"] == 1 and a["trading_posts"] == 4


def test_4_3_legions_in_the_capital_or_with_a_post():
    """4.3: « Les légions doivent être placées soit dans la capitale, soit dans un hexagone avec un comptoir de
    commerce, ou encore chargées sur un navire. »"""
    s = chosen_game().new_initial_state(3)
    for site in SPARTA_POSTS:
        s.apply("setup_post " + hx(site))
    legal = {t.split()[1] for t in texts(s) if t.startswith("place_legion")}
    assert legal == {hx(x) for x in (*SPARTA_POSTS, "Sparte")}
    refused(s, "place_legion " + hx("Argos"), rule="4.3")


def test_4_3_ships_in_a_port_or_coastal_hex_with_own_post():
    """4.3: « Les navires doivent être placés dans un hexagone avec un port (si la capitale est un port) ou dans un
    hexagone côtier avec un comptoir de commerce du joueur propriétaire. »"""
    s = chosen_game().new_initial_state(3)
    for site in SPARTA_POSTS:
        s.apply("setup_post " + hx(site))
    ships = {t.split()[1] for t in texts(s) if t.startswith("place_ship")}
    assert hx("Sparte") in ships and hx("Pylos") in ships
    assert hx("Tegea") not in ships  # a land hex with a post
    refused(s, "place_ship " + hx("Tegea"))


def test_4_8_supply_cube_counts_yellow_goods():
    """4.8: « Faites le total du nombre de chaque marchandise à code jaune (CÉRÉALES, POISSON, BÉTAIL, VIN) que les
    joueurs occupent avec un comptoir de commerce. »"""
    s = athens_turn()
    assert player(s, SPARTA)["supply"]["posts"] == 2  # Messene grain, Pylos fish
    play(s, "setup_post " + hx("Thebai"), "setup_post " + hx("Lamia"), "setup_post " + hx("Delphoi"))
    assert player(s, ATHENS)["supply"]["posts"] == 0
    play(s, "setup_post " + hx("Pherai"))
    assert player(s, ATHENS)["supply"]["posts"] == 1


def test_4_6_development_cubes_beside_the_first_box():
    """4.6: « Un cube en bois est placé à côté de la première case de chacune des quatre rangées »."""
    s = athens_turn()
    for seat in (SPARTA, ATHENS):
        assert player(s, seat)["development"] == {"military": 0, "fleet": 0, "economy": 0, "culture": 0}


def test_4_9_neutral_units():
    """4.9: « Placez une légion jaune de Syracuse dans chaque hexagone avec un symbole de marchandise sur l'île de
    Sikelia (Sicile), une légion et une forteresse dans la ville de Syracuse. Placez une forteresse violette dans les
    villes suivantes : Miletus, Pergame et Abydos. Placez une légion violette dans chaque hexagone de Rhodes »."""
    s = athens_turn()
    assert not at(s, "Syrakousai")  # placed once both players have set up
    for site in ("Thebai", "Lamia", "Delphoi", "Pherai"):
        s.apply("setup_post " + hx(site))
    for site in ("Athenai", "Athenai", "Thebai"):
        s.apply("place_ship " + hx(site))
    for site in ("Pherai", "Delphoi", "Athenai"):
        s.apply("place_legion " + hx(site))
    assert s.current_player == SPARTA and "act move" in texts(s)
    for k in bd()["regions"]["Sikelia"]["goods_hexes"]:
        assert at(s, k).get("neutral_legions") == 1
    assert at(s, "Syrakousai").get("neutral_fortress") == "Syracuse"
    for site in ("Miletos", "Pergamon", "Abydos"):
        assert at(s, site).get("neutral_fortress") == "independent"
    for site in ("Rhodos", "Lindos"):
        assert at(s, site).get("neutral_legions") == 1
