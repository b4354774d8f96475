"""Hellas 3, 3.1, 3.2, 17: components, board, terrain, piece limits."""

from __future__ import annotations

from .hel_helpers import ATHENS, SPARTA, Pos, at, bd, hx, initial, play, player, refused, terrain, texts


def test_3_wooden_pieces_of_each_power():
    """3: « 16 (bleu) unités de combat terrestre (légions) et 20 (orange), 12 navires (bleu) et 6 (orange) [...]
    6 forteresses / ports, 35 comptoirs de commerce [...] 3 monuments, 1 chef, 5 meeples armée et flotte »."""
    sparta, athens = bd()["limits"]
    assert (sparta["legions"], sparta["ships"]) == (20, 6)
    assert (athens["legions"], athens["ships"]) == (16, 12)
    for lim in (sparta, athens):
        assert lim["fortresses"] == 6
        assert lim["posts"] == 35
        assert lim["monuments"] == 3
        assert lim["armies"] + lim["fleets"] == 5


def test_3_neutral_pieces_on_the_board():
    """3: « 7 légions jaunes, 2 légions violettes, 1 forteresse jaune, 3 forteresses violettes »."""
    s = initial()
    hexes = {k: v for k, v in s.public_view()["board"]["hexes"].items()}
    yellow_forts = [k for k, v in hexes.items() if v.get("neutral_fortress") == "Syracuse"]
    purple_forts = [k for k, v in hexes.items() if v.get("neutral_fortress") == "independent"]
    assert yellow_forts == [hx("Syrakousai")]
    assert sorted(purple_forts) == sorted(hx(x) for x in ("Miletos", "Pergamon", "Abydos"))
    rhodos = sum(hexes.get(hx(x), {}).get("neutral_legions", 0) for x in ("Rhodos", "Lindos"))
    assert rhodos == 2
    syr = s.public_view()["board"]["syracuse"]
    assert syr["limit"] == 7


def test_3_1_seventeen_islands_and_seventeen_province_steps():
    """3.1: « le nombre d'îles (il y en a 17 au total) et de provinces (également 17 au total) »."""
    regions = bd()["regions"].values()
    assert sum(1 for r in regions if r["kind"] == "island") == 17
    assert sum(r["steps"] for r in regions if r["kind"] == "province") == 17


def test_3_2_sikelia_is_a_province():
    """3.2: « Important : SIKELIA (Sicile) est considérée comme une province et non comme une île. »"""
    assert bd()["regions"]["Sikelia"]["kind"] == "province"


def test_3_2_legions_never_enter_sea_hexes():
    """3.2: « Les légions peuvent être placées dans des hexagones terrestres ou côtiers ainsi que sur des îles. »"""
    s = initial()
    play(s, "act pass", "act move", "march 2409")
    steps = [t.split()[1] for t in texts(s) if t.startswith("step ")]
    assert steps
    assert all(terrain(k) != "sea" for k in steps)
    assert "2509" not in steps  # the sea hex east of Athenai
    assert refused(s, "step 2509")


def test_3_2_ships_never_enter_inland_hexes():
    """3.2: « Les navires ne peuvent être placés que dans des hexagones de mer, de côte ou d'île. »"""
    s = initial()
    play(s, "act move", "sail 2012")
    steps = [t.split()[1] for t in texts(s) if t.startswith("step ")]
    assert hx("Tegea") not in steps and terrain("Tegea") == "land"
    assert all(terrain(k) in ("sea", "coast", "island") for k in steps)
    refused(s, "step " + hx("Tegea"))


def test_3_2_trading_posts_only_on_goods_hexes():
    """3.2: « Les joueurs peuvent créer des comptoirs de commerce dans les hexagones qui contiennent un symbole
    marchandise. »"""
    megara = hx("Megara")  # a named coastal hex of Attika without a good
    assert bd()["hexes"][megara]["good"] is None
    s = Pos().fort(ATHENS, "Athenai").legion(ATHENS, "Megara").legion(ATHENS, "Thebai").to_act(ATHENS).state()
    play(s, "act trade")
    assert "post " + megara not in texts(s)
    assert "post " + hx("Thebai") in texts(s)
    refused(s, "post " + megara)


def test_3_2_fortress_only_in_a_city_hex():
    """3.2: « Les forteresses et les monuments peuvent être construits que dans les hexagones contenant des villes. »"""
    lamia, pherai = hx("Lamia"), hx("Pherai")
    assert not bd()["hexes"][lamia]["city"] and bd()["hexes"][pherai]["city"]
    s = Pos().fort(ATHENS, "Athenai").post(ATHENS, "Lamia").post(ATHENS, "Pherai").to_act(ATHENS).state()
    play(s, "act build")
    assert "build_fortress " + pherai in texts(s)
    assert "build_fortress " + lamia not in texts(s)
    refused(s, "build_fortress " + lamia)


def test_3_2_fortress_keeps_producing_its_good():
    """3.2: « Une forteresse est considérée comme un comptoir de commerce fortifié et continue à générer des revenus
    pour le type de marchandise présent dans son hexagone. »"""
    s = Pos().fort(ATHENS, "Athenai").post(ATHENS, "Pherai").money(athens=100).to_act(ATHENS).state()
    before = player(s, ATHENS)["income"]
    assert before == 3 + 4  # stone (fortress) + grain (post)
    play(s, "act build", "build_fortress " + hx("Pherai"), "done")
    assert at(s, "Pherai").get("fortress") == "Athens"
    assert "post" not in at(s, "Pherai")
    assert player(s, ATHENS)["income"] == before
    assert player(s, ATHENS)["goods"]["grain"] == 1


def test_3_2_mountain_hexes_in_the_map():
    """3.2: « Les montagnes sont des hexagones de terrain qui demandent plus d'effort pour le déplacement »."""
    mountains = [k for k, h in bd()["hexes"].items() if h["terrain"] == "mountain"]
    assert mountains
    assert all(bd()["hexes"][k]["good"] is None for k in mountains)


def test_17_goods_chart_has_nine_grain_boxes():
    """17: « un joueur ne peut pas créer de comptoir de commerce dans plus de 9 hexagones de CÉRÉALES »."""
    grain = [k for k, h in bd()["hexes"].items() if h["good"] == "grain"]
    assert len(grain) > 9
    p = Pos().remove_neutrals().fort(ATHENS, "Athenai").fort(SPARTA, "Sparte")
    for k in grain[:9]:
        p.post(ATHENS, k)
    p.legion(ATHENS, grain[9]).legion(ATHENS, "Thebai").to_act(ATHENS)
    s = p.state()
    assert player(s, ATHENS)["goods"]["grain"] == 9
    play(s, "act trade")
    assert "post " + grain[9] not in texts(s)
    assert "post " + hx("Thebai") in texts(s)
    refused(s, "post " + grain[9], rule="17")


def test_17_no_more_legions_than_the_pieces():
    """17: « Le nombre de comptoirs de commerce, légions, navires et forteresses disponibles est limité par le
    matériel de jeu. » (Athens owns 16 legions.)"""
    def pos(n):
        return (Pos().fort(ATHENS, "Athenai").fort(SPARTA, "Sparte").dev(ATHENS, 1, 0, 0, 1)
                .legion(ATHENS, "Thebai", n).post(ATHENS, "Thebai").to_act(ATHENS).money(athens=500).state())
    s = pos(16)
    assert player(s, ATHENS)["reserve"]["legions"] == 0
    play(s, "act build")
    refused(s, "build_legion " + hx("Athenai"), rule="17")
    s = pos(15)
    play(s, "act build", "build_legion " + hx("Athenai"))
    assert player(s, ATHENS)["treasury"] == 500 - 5


def test_17_six_fortresses_at_most():
    """3/17: « Chaque joueur reçoit également 6 forteresses / ports » ; « Vous ne pouvez avoir que 6 forteresses en
    même temps. »"""
    cities = ["Athenai", "Thebai", "Delphoi", "Larisa", "Pherai", "Pella"]
    p = Pos().fort(SPARTA, "Sparte").money(athens=500).to_act(ATHENS)
    for c in cities:
        p.fort(ATHENS, c)
    p.post(ATHENS, "Olynthos")
    s = p.state()
    assert player(s, ATHENS)["fortresses"] == 6
    play(s, "act build")
    refused(s, "build_fortress " + hx("Olynthos"), rule="17")


def test_17_thirty_five_trading_posts_at_most():
    """3/17: « 35 comptoirs de commerce (amphores) » per player: a 36th cannot be created."""
    p = Pos().remove_neutrals().fort(ATHENS, "Athenai").fort(SPARTA, "Sparte")
    goods = [k for k, h in bd()["hexes"].items() if h["good"] and k not in (hx("Athenai"), hx("Sparte"), hx("Thebai"))]
    for k in goods[:35]:
        p.post(ATHENS, k)
    s = p.legion(ATHENS, "Thebai").to_act(ATHENS).money(athens=100).state()
    assert player(s, ATHENS)["trading_posts"] == 35
    assert player(s, ATHENS)["goods"].get("bronze", 0) < 9
    play(s, "act trade")
    assert texts(s) == ["done"]
    refused(s, "post " + hx("Thebai"), rule="17")
