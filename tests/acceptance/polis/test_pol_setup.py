"""Polis rulebook p.2 (Contenu du jeu), p.3 (Description) and p.4 (Préparation initiale)."""

from __future__ import annotations

from collections import Counter

from .helpers import BOARD, POLIS, A, S, board, edit, goods, legal, play, pop, prestige, refused, start, units

# ---- p.2 Contenu du jeu (component counts: data checks)

def test_p2_eighteen_poleis_twelve_territories_five_seas_five_markets():
    """« 18 Cartes polis »; « la carte avec les 12 territoires, les 5 mers, les 18 Poleis, les 5 marchés »."""
    assert len(BOARD["poleis"]) == 18
    assert len(BOARD["territories"]) == 12
    assert len(BOARD["seas"]) == 5
    assert sorted(m["id"] for m in BOARD["markets"]) == ["aigyptos", "euxeinos", "illyria", "persis", "thraki"]


def test_p2_forty_events_in_four_round_groups():
    """« 40 Cartes évènement: ... divisées en round Évènements: 3, 4, 5a et 5b »."""
    events = BOARD["events"]
    assert len(events) == 40
    assert set(Counter(e["round"] for e in events)) == {"3", "4", "5a", "5b"}


def test_p2_fourteen_projects_and_twenty_four_combat_cards():
    """« 14 Cartes projet »; « 24 Cartes de combat: pour résoudre les batailles terrestres et navales »."""
    assert len(BOARD["projects"]) == 14
    assert len(BOARD["combat_cards"]) == 24


def test_p2_eight_merchant_ships_per_player():
    """« 8 navires bleus et 8 navires rouges: qui représentent les marchands de chaque joueur »."""
    state = edit(start(), merchants={S: 8}, poleis={"pylos": (S, 3)})
    assert "act merchants" not in legal(state)
    refused(state, "act merchants")


# ---- p.3 Description

def test_p3_score_is_population_plus_prestige():
    """« le score final du joueur en est la somme [population et prestige] »: 7 + 3 for Sparta, 8 + 3 for Athens."""
    assert board(start())["scores"] == [10, 11]


def test_p3_neutral_polis_has_its_base_population():
    """« la population de base, c'est la population que la cité possède lorsqu'elle n'est pas détenue »."""
    b = board(start())
    for name, p in b["poleis"].items():
        if p["owner"] is None:
            assert p["population"] == POLIS[name]["base"], name


def test_p3_fortification_values_stated_by_the_book():
    """« Il y a deux poleis avec une fortification de 4 (Korinthos et Syrakousai) »; Naupaktos 1, Thebai 3 (p.9)."""
    assert POLIS["korinthos"]["base"] == 4
    assert POLIS["syrakousai"]["base"] == 4
    assert POLIS["naupaktos"]["base"] == 1
    assert POLIS["thebai"]["base"] == 3


def test_p3_polis_card_growth_and_maximum_from_examples():
    """Sparta « jusqu'à 3 ... sans surpasser le maximum de 8 » (p.16); Pylos « population de 3 (le maximum) »,
    Chalkis « population de 2 (son maximum) » (p.6)."""
    assert (POLIS["sparta"]["base"], POLIS["sparta"]["growth"], POLIS["sparta"]["max"]) == (4, 3, 8)
    assert POLIS["pylos"]["max"] == 3
    assert POLIS["chalkis"]["max"] == 2


def test_p3_owned_polis_population_never_below_one():
    """« sa population peut varier entre un minimum de 1 et la population maximale »: Chalkis at 1 recruits nothing."""
    state = edit(start(), round="4", to_move=A)
    assert pop(state, "chalkis") == 1
    refused(play(state, "act hoplites"), "polis chalkis")


# ---- p.4 Préparation initiale

def test_p4_spartan_setup():
    """« Disques rouges à Pylos, Gytheion and Sparta; 3 Hoplites à Lakedaimon; 1 Galère à Ionio Pelagos;
    1 Galère à Myrtöo Pelagos; Marchand (au port commercial); Proxène à Sparta »."""
    b = board(start())
    owned = {n: p["population"] for n, p in b["poleis"].items() if p["owner"] == "Sparta"}
    assert owned == {"sparta": 4, "gytheion": 1, "pylos": 2}
    placed = {r: u[S] for r, u in b["units"].items() if u[S]}
    assert placed == {"lakedaimon": 3, "ionio": 1, "myrtoo": 1}
    assert b["merchants_in_port"][S] == 1
    assert b["proxenos"][S] == "sparta"


def test_p4_athenian_setup():
    """« Disques bleus à Chios, Chalkis and Athenai; 3 Hoplites à Attika; 2 Hoplites à Ionia; 2 Galères à
    Kyklades; 1 Galère à Nóties Sporádes; Marchand (au port commercial); Proxène à Athenai »."""
    b = board(start())
    owned = {n: p["population"] for n, p in b["poleis"].items() if p["owner"] == "Athens"}
    assert owned == {"athenai": 5, "chalkis": 1, "chios": 2}
    placed = {r: u[A] for r, u in b["units"].items() if u[A]}
    assert placed == {"attika": 3, "ionia": 2, "kyklades": 2, "noties_sporades": 1}
    assert b["merchants_in_port"][A] == 1
    assert b["proxenos"][A] == "athenai"


def test_p4_player_boards():
    """Prestige/Métal/Bois/Vin/Huile/Argent/Blé: Sparta « 3 4 4 4 4 4 0 », Athens « 3 4 4 4 4 0 4 »."""
    state = start()
    assert prestige(state) == [3, 3]
    assert goods(state, S) == {"metal": 4, "wood": 4, "wine": 4, "oil": 4, "silver": 4, "wheat": 0}
    assert goods(state, A) == {"metal": 4, "wood": 4, "wine": 4, "oil": 4, "silver": 0, "wheat": 4}


def test_p4_market_markers_leftmost_and_round_three():
    """« Placer 4 cubes à droite des 4 symboles Marchandise »; « Placer 1 cube sur la case Round 3 »."""
    b = board(start())
    assert b["markers"] == {"metal": 1, "wood": 1, "wine": 1, "oil": 1}
    assert b["round"] == "3"
    assert b["capacity"] == 3


def test_p4_other_poleis_neutral():
    """« Placer les Poleis neutres au-dessus du Plateau »: the 12 other poleis belong to nobody."""
    b = board(start())
    assert sum(1 for p in b["poleis"].values() if p["owner"] is None) == 12
    assert units(start(), "thessalia") == [0, 0]


# ---- map and market data stated by the book (p.6, p.8, p.10, p.11)


def test_p8_seas_of_makedonia_and_thessalia_and_every_territory_has_one():
    """« Tous les territoires ont, au moins, une mer ... à Makedonia correspond seulement Thrakiko Pelagos mais à
    Thessalia corresponds trois mers: Thrakiko Pelagos, Kyklades ... et Ionio Pelagos »; Sikelia by Ionio Pelagos, Ionia
    by the Nóties Sporádes."""
    terr = {t["id"]: t for t in BOARD["territories"]}
    assert all(t["seas"] for t in terr.values())
    assert terr["makedonia"]["seas"] == ["thrakiko"]
    assert sorted(terr["thessalia"]["seas"]) == ["ionio", "kyklades", "thrakiko"]
    assert terr["sikelia"]["seas"] == ["ionio"] and terr["ionia"]["seas"] == ["noties_sporades"]
    islands = {t for t in terr if not any(t in e for e in BOARD["land_edges"])}
    assert islands == {"sikelia", "ionia"}


def test_p6_ports_and_territories_stated_by_the_book():
    """« Sparte (Sparta) et Thebai » have no port; « Epidamnos et Abdera (sans fond coloré sur la carte) » have no
    territory; « Korinthos » has two ports; merchants « Pylos ou Gytheion pour le joueur Spartiate et Athenai pour le
    joueur Athénien »; Pylos in Messenia, Naupaktos in Thessalia, Thebai in Boiotia, Poteidaia in Makedonia."""
    assert POLIS["sparta"]["ports"] == [] and POLIS["thebai"]["ports"] == []
    assert POLIS["epidamnos"]["territory"] is None and POLIS["abdera"]["territory"] is None
    assert sorted(POLIS["korinthos"]["ports"]) == ["ionio", "kyklades"]
    assert {n: p["merchant"] for n, p in POLIS.items() if p.get("merchant")} == {
        "pylos": "S", "gytheion": "S", "athenai": "A"}
    assert [POLIS[n]["territory"] for n in ("pylos", "naupaktos", "thebai", "poteidaia")] == [
        "messenia", "thessalia", "boiotia", "makedonia"]
    assert POLIS["chalkis"]["ports"] == ["kyklades"]


def test_p10_achaia_is_the_only_territory_without_a_polis():
    """« Achaia est la seule région sans polis »."""
    with_polis = {p["territory"] for p in BOARD["poleis"]}
    assert [t["id"] for t in BOARD["territories"] if t["id"] not in with_polis] == ["achaia"]


def test_p11_persis_market_and_sikelia_tribute():
    """« le Marché Persis a 3 marchandises: il demande du vin en échange de 3 blés, de l'huile en échange de 4 blés
    et du vin en échange de 5 argents »; « En Sikelia jusqu'à 15 ressources de vin ou d'huile ... et jusqu'à 6
    ressources de blé » (p.10)."""
    persis = {m["id"]: m for m in BOARD["markets"]}["persis"]
    assert [(c["value"], c["demand"], c["payout"]) for c in persis["cargoes"]] == [
        (3, "wine", "wheat"), (4, "oil", "wheat"), (5, "wine", "silver")]
    assert BOARD["collection"]["sikelia"] == {"wine": 15, "oil": 15, "wheat": 6}
