"""Sphactérie, section 8: total victory (capitulation, end of turn 7) and victory points."""

import pytest

from .helpers import ATH, SPA, board, data, log_texts, play, position, resolve, where

ALL_IN = ["SPA-RH1", "ATH-RH1", "ATH-RH2"]


def _end_of_game(loc, kills=(0, 0), **kw):
    s = position(SPA, loc=loc, ap=[0, 0], turn=7, entered=ALL_IN, vp_kills=list(kills), **kw)
    play(s, "end_phase")
    assert s.is_terminal()
    return s


# --- 8.1: total victory ---------------------------------------------------------------------------------------------


def test_8_1_capitulation_of_two_units_with_a_hoplite_is_total_victory():
    """8.1: « Si en cours de partie des unités d'un camp capitulent (voir 5.3), le camp adverse remporte
    immédiatement une victoire totale, à condition que cette capitulation provoque l'élimination d'au moins deux
    unités de combats et d'au moins une de type H. La partie est alors terminée »."""
    s = position(SPA, loc={"SPA-T1": "I", "SPA-T2": "H", "SPA-H1": "N", "ATH-H1": "P", "ATH-A1": "P",
                           "ATH-DEM": "P"}, ap=[0, 0], supply=[1, 3], turn=3, entered=["SPA-RH1", "ATH-RH1"])
    play(s, "end_phase")
    assert s.is_terminal()
    r = s.result()
    assert r.winners == (SPA,)
    assert r.kind == "total victory"
    assert s.returns()[SPA] > 0 > s.returns()[ATH]
    assert board(s)["turn"] == 3  # « immédiatement »: not at the end of turn 7


def test_8_1_capitulation_of_one_unit_is_not_total_victory():
    """8.1: « au moins deux unités de combats » — a lone archer capitulating ends nothing."""
    s = position(SPA, loc={"SPA-T1": "I", "SPA-T2": "H", "SPA-H1": "N", "ATH-A1": "P", "ATH-H2": "O"},
                 ap=[0, 0], supply=[1, 3], turn=3, entered=["SPA-RH1", "ATH-RH1"])
    play(s, "end_phase")
    assert where(s, "ATH-A1") == "X"
    assert not s.is_terminal()


def test_8_1_capitulation_without_hoplite_is_not_total_victory():
    """8.1: « et d'au moins une de type H » — an archer and a peltast capitulating: no total victory."""
    s = position(SPA, loc={"SPA-T1": "I", "SPA-T2": "H", "SPA-H1": "N", "ATH-A1": "P", "ATH-P1": "P",
                           "ATH-H2": "O"}, ap=[0, 0], supply=[1, 3], turn=5, entered=ALL_IN)
    play(s, "end_phase")
    assert where(s, "ATH-A1") == "X" and where(s, "ATH-P1") == "X"
    assert not s.is_terminal()


def test_8_1_spartan_capitulation_of_helots_counts_type_h():
    """8.1: helots are units « de type H » (7.2: « Hilotes H5, H6 et H7 »): two helots capitulating on the island give
    Athens a total victory."""
    s = position(SPA, loc={"ATH-T1": "I", "ATH-T2": "J", "SPA-H5": "R", "SPA-H6": "S", "ATH-H1": "P"},
                 ap=[0, 0], supply=[3, 1], turn=4, entered=["SPA-RH1", "ATH-RH1"])
    play(s, "end_phase")
    assert s.is_terminal()
    assert s.result().winners == (ATH,)
    assert s.result().kind == "total victory"


def test_8_1_end_of_game_total_victory_athens_with_messenians():
    """8.1: « disposer à la fin du Tour 7 d'au moins une unité de type H dans les trois zones suivantes : P (Pylos), Q
    et T (Sphactérie). Pour les Athéniens, ces unités de type H peuvent être indifféremment athéniennes ou
    messéniennes »."""
    s = _end_of_game({"ATH-H1": "P", "ATH-H6": "Q", "ATH-H2": "T", "SPA-H1": "R"}, kills=(0, 9))
    assert s.result().winners == (ATH,)
    assert s.result().kind == "total victory"


def test_8_1_end_of_game_total_victory_sparta():
    """8.1: « d'au moins une unité de type H dans les trois zones suivantes : P (Pylos), Q et T » — Sparta with Spartan
    hoplites in P, Q and T at the end of turn 7."""
    s = _end_of_game({"SPA-H1": "P", "SPA-H2": "Q", "SPA-H3": "T", "ATH-H2": "R"}, kills=(9, 0))
    assert s.result().winners == (SPA,)
    assert s.result().kind == "total victory"


def test_8_1_sparta_helots_do_not_give_total_victory():
    """8.1: « pour Sparte ces unités de type H doivent obligatoirement être spartiates (et pas hilotes) » — a helot
    in T: no total victory; 8.2 then gives Sparta 10 PV (P and Q) against 0: a strategic victory instead."""
    s = _end_of_game({"SPA-H1": "P", "SPA-H2": "Q", "SPA-H5": "T"})
    assert s.result().kind != "total victory"
    assert s.result().winners == (SPA,)
    assert s.result().kind == "strategic victory"


def test_8_1_non_hoplites_do_not_hold_zones():
    """8.1: « au moins une unité de type H » — archers and peltasts in Q and T do not make a total victory."""
    s = _end_of_game({"ATH-H1": "P", "ATH-A1": "Q", "ATH-P1": "T", "SPA-H1": "R"})
    assert s.result().kind != "total victory"


# --- 8.2: victory points --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("loc", "kills", "expected_vp"),
    [
        ({"ATH-H1": "P", "SPA-H1": "T"}, (0, 0), (5, 5)),
        ({"ATH-H1": "P", "ATH-H2": "Q", "SPA-H1": "T"}, (0, 0), (10, 5)),
        ({"ATH-H1": "P", "SPA-H5": "Q", "SPA-H1": "T"}, (0, 0), (5, 5)),  # a helot holds nothing
        ({"ATH-A1": "P", "SPA-H1": "T"}, (0, 0), (0, 5)),  # archers hold nothing
        ({"ATH-H1": "P", "SPA-H1": "T"}, (3, 1), (8, 6)),
    ],
)
def test_8_2_zone_points(loc, kills, expected_vp):
    """8.2: « 5 PV pour l'occupation en fin de partie de chacune des zones P, Q et T par au moins une unité de type H
    (qui ne soit pas une unité de type H hilote pour le camp spartiate) »."""
    s = position(SPA, loc=loc, ap=[0, 0], turn=7, entered=ALL_IN, vp_kills=list(kills))
    assert tuple(board(s)["vp"]) == expected_vp
    play(s, "end_phase")
    assert any(f"Athens {expected_vp[0]} VP, Sparta {expected_vp[1]} VP" in t for t in log_texts(s)[-3:])


def test_8_2_draw_gap_zero_to_three():
    """8.2: « Si l'écart entre les deux camps est compris entre 0 et 3 PV (inclus), le résultat est un nul » — 5 to
    8."""
    s = _end_of_game({"ATH-H1": "P", "SPA-H1": "T"}, kills=(0, 3))
    assert s.result().kind == "draw"
    assert s.result().winners == ()
    assert list(s.returns()) == [0.0, 0.0]


def test_8_2_draw_on_equal_points():
    """8.2: « compris entre 0 et 3 PV (inclus), le résultat est un nul » — an écart of 0 is a nul."""
    s = _end_of_game({"ATH-H1": "P", "SPA-H1": "T"})
    assert s.result().kind == "draw"


def test_8_2_tactical_victory_gap_over_three():
    """8.2: « Si l'écart entre les deux camps est supérieur à 3 PV, le camp qui a le plus de PV remporte une victoire
    tactique » — 5 to 9."""
    s = _end_of_game({"ATH-H1": "P", "SPA-H1": "T"}, kills=(0, 4))
    assert s.result().winners == (SPA,)
    assert s.result().kind == "tactical victory"


def test_8_2_strategic_victory_double_points():
    """8.2: « Si le nombre de PV du vainqueur est supérieur ou égale au double du nombre de PV du vaincu, il s'agit
    alors d'une victoire stratégique » — 5 to 10."""
    s = _end_of_game({"ATH-H1": "P", "SPA-H1": "T", "SPA-H2": "Q"})
    assert s.result().winners == (SPA,)
    assert s.result().kind == "strategic victory"


def test_8_2_athens_tactical_victory():
    """8.2: « Si l'écart entre les deux camps est supérieur à 3 PV ... victoire tactique » — Athens 10 (P, Q) against
    Sparta 5 (T) + 1 = 6: gap 4, 10 < 12: tactical victory for Athens."""
    s = _end_of_game({"ATH-H1": "P", "ATH-H2": "Q", "SPA-H1": "T"}, kills=(0, 1))
    assert s.result().winners == (ATH,)
    assert s.result().kind == "tactical victory"


def test_8_2_two_points_per_naval_unit_eliminated():
    """8.2: « 2 PV par unité navale ennemie éliminée » — a Spartan squadron destroyed in battle (3/1+, R - E)."""
    s = position(ATH, loc={"ATH-T2": "A", "ATH-T3": "A", "ATH-EUR": "A", "SPA-T2": "C"}, weak_units=["SPA-T2"])
    kills = data(s)["vp_kills"][ATH]
    play(s, "activate A", "sail ATH-T2 C", "sail ATH-T3 C", "sail ATH-EUR C", "done")
    r = resolve(s, 6)
    assert r["result"][1] == "E"
    assert where(s, "SPA-T2") == "X"
    assert data(s)["vp_kills"][ATH] == kills + 2


def test_8_2_one_point_per_land_unit_and_leader():
    """8.2: « 1 PV par unité terrestre ennemie éliminée ; 1 PV par chef ennemi tué au cours d'un combat ou capturé »
    (see also 4.2 E result: +2 for a helot and Styphon)."""
    s = position(SPA, loc={"SPA-STY": "N", "ATH-H1": "M"})
    kills = data(s)["vp_kills"][ATH]
    play(s, "activate N", "step SPA-STY M")
    assert where(s, "SPA-STY") == "X"
    assert data(s)["vp_kills"][ATH] == kills + 1


def test_8_2_precision_capitulated_units_count_as_eliminated():
    """8.2 Précision: « une unité ayant capitulé (voir 5.3) sans provoquer de victoire totale ... est considérée comme
    éliminée pour le calcul des PV »."""
    s = position(SPA, loc={"SPA-T1": "I", "SPA-T2": "H", "SPA-H1": "N", "ATH-A1": "P", "ATH-H2": "O"},
                 ap=[0, 0], supply=[1, 3], turn=3, entered=["SPA-RH1", "ATH-RH1"])
    play(s, "end_phase")
    assert not s.is_terminal()
    assert data(s)["vp_kills"][SPA] == 1
