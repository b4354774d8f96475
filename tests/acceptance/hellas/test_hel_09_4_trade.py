"""Hellas 9.4: creating trading posts."""

from __future__ import annotations

from .hel_helpers import ATHENS, SPARTA, Pos, at, bd, hx, play, player, refused, texts


def capitals() -> Pos:
    return Pos().fort(SPARTA, "Sparte").fort(ATHENS, "Athenai")


def test_9_4_example_third_wool_post_for_15_income_145_to_150():
    """9.3 ex.: « Le joueur athénien occupe un hexagone contenant la marchandise LAINE, en payant 15 Talents et en
    plaçant un comptoir de commerce [...] Il possède déjà deux comptoirs de commerce contenant de la LAINE et déplace
    le cube de la case 7 à la case 12. Il ajuste son montant de revenus de 5 Talents. Si le montant de revenus était
    de 145, il passe à 150. »"""
    p = capitals().remove_neutrals().dev(ATHENS, 0, 0, 17, 0).post(ATHENS, "Delphoi").post(ATHENS, "Samos")
    for good, n in (("grain", 7), ("fish", 6), ("cattle", 4)):
        for k in [k for k, h in bd()["hexes"].items() if h["good"] == good][:n]:
            p.post(ATHENS, k)
    s = p.legion(ATHENS, "Stratos").money(athens=100).to_act(ATHENS).state()
    assert player(s, ATHENS)["goods"]["wool"] == 2
    assert player(s, ATHENS)["income"] == 145
    play(s, "act trade", "post " + hx("Stratos"), "done")
    assert player(s, ATHENS)["goods"]["wool"] == 3
    assert player(s, ATHENS)["income"] == 150
    assert player(s, ATHENS)["treasury"] == 100 - 15


def test_9_4_legion_or_ship_creates_posts_many_in_one_action():
    """9.4: « les joueurs peuvent créer autant de comptoirs de commerce qu'ils le souhaitent » ; « Légions créant un
    comptoir de commerce [...] Navires créant un comptoir de commerce : [...] hexagone côtier ou insulaire »."""
    s = (capitals().legion(ATHENS, "Lamia").ship(ATHENS, "Tainaron").ship(ATHENS, "Samos").ship(ATHENS, "2311")
         .money(athens=100).to_act(ATHENS).state())
    play(s, "act trade")
    assert set(texts(s)) == {"post " + hx(x) for x in ("Lamia", "Tainaron", "Samos")} | {"done"}
    play(s, "post " + hx("Lamia"), "post " + hx("Tainaron"), "post " + hx("Samos"), "done")
    assert player(s, ATHENS)["trading_posts"] == 3
    assert player(s, ATHENS)["treasury"] == 100 - 3 * 15


def test_9_4_a_ship_in_an_inland_hex_is_impossible_a_legion_there_creates():
    """9.4: a legion creates on « un hexagone terrestre, côtier ou insulaire »; Tegea is an inland goods hex."""
    assert bd()["hexes"][hx("Tegea")]["terrain"] == "land"
    s = capitals().legion(ATHENS, "Tegea").money(athens=100).to_act(ATHENS).state()
    play(s, "act trade", "post " + hx("Tegea"), "done")
    assert at(s, "Tegea")["post"] == ["Athens", 1]


def test_9_4_one_post_per_hex():
    """9.4: « Un seul comptoir de commerce peut être construit dans un hexagone. »"""
    s = (capitals().post(ATHENS, "Lamia").legion(ATHENS, "Lamia").legion(ATHENS, "Pherai").money(athens=100)
         .to_act(ATHENS).state())
    play(s, "act trade")
    assert texts(s) == ["post " + hx("Pherai"), "done"]
    refused(s, "post " + hx("Lamia"), rule="9.4")


def test_9_4_cannot_pay_no_post():
    """9.4: « dès lors qu'ils remplissent les conditions requises et qu'ils peuvent les payer »."""
    s = capitals().legion(ATHENS, "Lamia").money(athens=14).to_act(ATHENS).state()
    play(s, "act trade")
    assert "post " + hx("Lamia") not in texts(s)
    refused(s, "post " + hx("Lamia"))


def test_9_4_yellow_good_raises_supply():
    """9.4/10: « Les joueurs augmentent leur capacité d'approvisionnement s'ils créent un comptoir de commerce avec une
    marchandise à code jaune (CÉRÉALES, BÉTAIL, POISSON, VIN). »"""
    s = (capitals().legion(ATHENS, "Pherai").legion(ATHENS, "Lamia").money(athens=100).to_act(ATHENS).state())
    supply = player(s, ATHENS)["supply"]
    play(s, "act trade", "post " + hx("Lamia"))
    assert player(s, ATHENS)["supply"] == supply  # iron: not a supply good
    play(s, "post " + hx("Pherai"), "done")
    assert player(s, ATHENS)["supply"]["posts"] == supply["posts"] + 1
    assert player(s, ATHENS)["supply"]["capacity"] == supply["capacity"] + 1


def test_9_4_before_phase_one_at_phase_one_price():
    """9.4: « Un comptoir de commerce peut être créé avant qu'un joueur entre en phase I [...] Le coût [...] est le
    même que celui de la phase I. »"""
    s0 = capitals().state()
    s1 = capitals().dev(ATHENS, 0, 0, 1, 0).state()
    assert player(s0, ATHENS)["development"]["economy"] == 0
    assert player(s0, ATHENS)["prices"]["trading_post"] == player(s1, ATHENS)["prices"]["trading_post"] == 15


def test_9_4_creating_a_post_takes_the_province():
    """11/9.4: « Les joueurs contrôlent une province [...] s'ils occupent tous les hexagones [...] qui contiennent une
    marchandise avec un comptoir de commerce [...] ou avec une légion » (Boiotia: Thebai only)."""
    s = capitals().legion(ATHENS, "Lamia").legion(ATHENS, "Thebai").money(athens=100).to_act(ATHENS).state()
    assert "Boiotia" in player(s, ATHENS)["regions"]  # a legion on every goods hex is control already
    p = capitals().ship(ATHENS, "Thebai").money(athens=100).to_act(ATHENS)
    s = p.state()
    assert "Boiotia" not in player(s, ATHENS)["regions"]  # a ship does not control
    play(s, "act trade", "post " + hx("Thebai"), "done")
    assert "Boiotia" in player(s, ATHENS)["regions"]
