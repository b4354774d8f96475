"""Hellas 15, 15.1, 15.2: Syracuse and the independent cities."""

from __future__ import annotations

from .hel_helpers import ATHENS, SPARTA, Pos, at, board, hx, idx, log, play, player, refused, texts


def storm(p: Pos, where: str):
    s = p.to_act(ATHENS).state()
    play(s, "act attack", "storm " + hx(where))
    return s, board(s)["last_combat"]


def test_15_1_syracusan_legion_has_three_cv_and_blocks_the_post():
    """15.1: « Les légions de Syracuse ne se déplacent pas et n'engagent pas le combat. Elles ont 3 VC. » ; « Une fois
    que la légion dans l'hexagone est détruite, la puissance attaquante [...] peut créer un comptoir de commerce. »"""
    p = Pos(clear=False).legion(ATHENS, "Akragas", 2).contested("Akragas").dev(ATHENS, 19).money(athens=100)
    s = p.to_act(ATHENS).state()
    play(s, "act trade")
    assert "post " + hx("Akragas") not in texts(s)
    refused(s, "post " + hx("Akragas"))
    s, c = storm(p, "Akragas")
    assert (c["defender"], c["defence_cv"], c["attack_cv"]) == ("Syracuse", 3, 6)
    assert (c["defender_lost"], c["attacker_lost"]) == (1, 1)
    assert not at(s, "Akragas").get("neutral_legions")
    play(s, "done", "act pass", "act trade", "post " + hx("Akragas"), "done")
    assert at(s, "Akragas")["post"] == ["Athens", 1]


def test_15_1_syracuse_legion_first_then_its_six_cv_fortress():
    """15.1: « Pour créer un comptoir de commerce à Syracuse même, il faut d'abord détruire la légion, puis la
    forteresse. » ; « La forteresse de Syracuse a 6 VC. »"""
    p = Pos(clear=False).legion(ATHENS, "Syrakousai", 4).contested("Syrakousai").dev(ATHENS, 19, 0, 0, 7)
    s, c = storm(p, "Syrakousai")
    assert c["defence_cv"] == 3 + 6
    assert (c["defender_lost"], c["fortress"], c["attacker_lost"]) == (1, True, 3)
    assert "neutral_fortress" not in at(s, "Syrakousai")
    p = Pos(clear=False).legion(ATHENS, "Syrakousai", 3).contested("Syrakousai").dev(ATHENS, 19, 0, 0, 7)
    s, c = storm(p, "Syrakousai")  # 9 CV: the legion (3), then 6 for the fortress
    assert (c["defender_lost"], c["fortress"]) == (1, True)
    p = Pos(clear=False).legion(ATHENS, "Syrakousai", 2).contested("Syrakousai").dev(ATHENS, 19, 0, 0, 7)
    s, c = storm(p, "Syrakousai")  # 6 CV: the legion, 3 left
    assert (c["defender_lost"], c["fortress"]) == (1, False)
    assert at(s, "Syrakousai")["neutral_fortress"] == "Syracuse"


def test_15_1_landing_brings_a_new_legion_each_turn_placed_by_the_opponent():
    """15.1: « Une fois qu'Athènes ou Sparte a débarqué n'importe où sur l'île de Sikelia, une légion jaune
    supplémentaire est placée dans un hexagone non contesté avec un symbole de marchandise [...] au début d'un tour de
    jeu. S'il y a plusieurs options, l'adversaire de la puissance qui débarque décide. »"""
    s = Pos(clear=False).ship(ATHENS, "Akragas", cargo=1).to_act(ATHENS).state()
    play(s, "act move", "unload " + hx("Akragas"), "done")
    assert board(s)["syracuse"]["landed"] == ["Athens"]
    play(s, "act pass", "act pass")
    assert s.current_player == SPARTA
    options = {t.split()[1] for t in texts(s)}
    assert all(t.startswith("reinforce ") for t in texts(s))
    assert hx("Akragas") not in options  # contested
    assert hx("Gela") in options  # a hex that already holds a Syracusan legion: no stacking limit
    play(s, "reinforce " + hx("Gela"))
    assert at(s, "Gela")["neutral_legions"] == 2
    assert board(s)["syracuse"]["legions_placed"] == 6
    assert any("Syracuse raises a legion" in x for x in log(s)[-2:])


def test_15_1_both_landed_the_first_player_places():
    """15.1: « Si les deux puissances ont débarqué en Sikelia, le joueur défini comme premier joueur décide »."""
    s = Pos(clear=False).set(landed=[True, True]).dev(ATHENS, 1).state()
    play(s, "act pass", "act pass")
    assert board(s)["first"] == "Athens"
    assert s.current_player == ATHENS and texts(s)[0].startswith("reinforce ")


def test_15_1_seven_syracusan_legions_ever():
    """15.1: « Un maximum de 7 légions de Syracuse est disponible [...] Une fois qu'une légion de Syracuse est
    détruite, elle n'est pas placée dans la réserve de pièces disponibles et ne revient pas. »"""
    s = Pos(clear=False).set(landed=[True, False], syracusans=6).state()
    play(s, "act pass", "act pass")
    play(s, texts(s)[0])
    assert board(s)["syracuse"]["legions_placed"] == 7
    play(s, "act pass", "act pass")
    assert not any(t.startswith("reinforce") for t in texts(s))


def test_15_1_sikelia_goods_produce_nothing_for_syracuse():
    """15.1: « Les marchandises sur Sikelia ne produisent rien pour Syracuse. » (the independent cities neither)."""
    s = Pos(clear=False).state()
    assert player(s, SPARTA)["income"] == 25 and player(s, ATHENS)["income"] == 20


def test_15_2_independent_city_six_cv_defends_only_destroyed_before_a_post():
    """15.2: « Elles ont une VC de 6. Elles ne font que défendre et n'initient pas de combat. Afin de créer un
    comptoir de commerce dans ces hexagones, la forteresse doit d'abord être détruite. Une fois détruite, elle n'est
    pas remplacée. »"""
    p = Pos(clear=False).legion(ATHENS, "Miletos", 3).contested("Miletos").dev(ATHENS, 19).money(athens=100)
    s = p.to_act(ATHENS).state()
    play(s, "act trade")
    assert "post " + hx("Miletos") not in texts(s)
    s, c = storm(p, "Miletos")
    assert (c["defender"], c["defence_cv"], c["attack_cv"], c["fortress"]) == ("the independent city", 6, 9, True)
    assert c["attacker_lost"] == 2
    assert "neutral_fortress" not in at(s, "Miletos")
    play(s, "done", "act pass", "act trade", "post " + hx("Miletos"), "done")
    assert at(s, "Miletos")["post"] == ["Athens", 1]
    play(s, "act pass", "act pass")
    assert "neutral_fortress" not in at(s, "Miletos")


def test_15_2_rhodos_legions_three_cv_not_replaced():
    """15.2: « [...] légions violettes sont placées dans chaque hexagone de Rhodes. Elles ne se déplacent pas et
    n'initient pas de combat. Elles ont une VC de 3. Une fois détruites, elles ne sont pas remplacées. »"""
    p = Pos(clear=False).legion(ATHENS, "Rhodos", 2).contested("Rhodos").dev(ATHENS, 19)
    s, c = storm(p, "Rhodos")
    assert (c["defence_cv"], c["defender_lost"]) == (3, 1)
    assert not at(s, "Rhodos").get("neutral_legions")
    play(s, "done", "act pass", "act pass")
    assert not at(s, "Rhodos").get("neutral_legions")


def test_15_neutrals_never_attack():
    """15.1/15.2: « Les légions de Syracuse ne se déplacent pas et n'engagent pas le combat » ; « Elles ne se
    déplacent pas et n'initient pas de combat. »"""
    s = Pos(clear=False).legion(ATHENS, "Rhodos").contested("Rhodos").state()
    play(s, "act pass", "act pass")
    assert at(s, "Rhodos")["neutral_legions"] == 1
    assert at(s, "Rhodos")["units"][0]["value"] == 1


def test_15_1_new_legion_on_any_uncontested_goods_hex_even_a_powers_post():
    """15.1: « une légion jaune supplémentaire est placée dans un hexagone non contesté avec un symbole de marchandise
    sur l'île de Sikelia ou à Syracuse »."""
    p = Pos(clear=False).post(ATHENS, "Gela").set(landed=[False, True])
    p.d["neutral_legions"].pop(str(idx("Gela")))
    s = p.state()
    assert not at(s, "Gela").get("contested")
    play(s, "act pass", "act pass")
    assert s.current_player == SPARTA
    assert "reinforce " + hx("Gela") in texts(s)


def test_15_1_no_new_legion_on_a_contested_hex():
    """15.1: « dans un hexagone non contesté »: a Sikelia hex where a power and Syracuse face each other is not
    offered."""
    p = Pos(clear=False).legion(ATHENS, "Gela").contested("Gela").set(landed=[False, True])
    s = p.state()
    play(s, "act pass", "act pass")
    offered = {t.split()[1] for t in texts(s)}
    assert hx("Gela") not in offered and hx("Katane") in offered
