"""Sphactérie, section 7: initial deployment and reinforcements."""

import pytest

from .helpers import ATH, SPA, fresh, log_texts, pieces, play, position, to_next_turn, where


def _on_map(state) -> dict[str, str]:
    return {k: v["loc"] for k, v in pieces(state).items() if v["loc"] not in ("-",)}


def test_7_1_athens_initial_deployment():
    """7.1: « Démosthénès, Hoplites athéniens H1, Hoplites messéniens H6, Archers A1 en P / Trières athéniennes T1
    (affaiblies) en I »."""
    s = fresh()
    ath = {k: v for k, v in _on_map(s).items() if k.startswith("ATH")}
    assert ath == {"ATH-DEM": "P", "ATH-H1": "P", "ATH-H6": "P", "ATH-A1": "P", "ATH-T1": "I"}
    assert pieces(s)["ATH-T1"]["weak"] is True
    assert all(not pieces(s)[k]["weak"] for k in ath if k != "ATH-T1")


def test_7_2_sparta_initial_deployment():
    """7.2: « Epitadas, Styphon, Brasidas, Hoplites spartiates H1, H2 et H3, Hilotes H5, H6 et H7 dans la Base
    arrière terrestre spartiate en BTS »."""
    s = fresh()
    spa = {k: v for k, v in _on_map(s).items() if k.startswith("SPA")}
    expected = ["SPA-EPI", "SPA-STY", "SPA-BRA", "SPA-H1", "SPA-H2", "SPA-H3", "SPA-H5", "SPA-H6", "SPA-H7"]
    assert spa == dict.fromkeys(expected, "BTS")


def _run_to_turn(turn: int):
    """End of turn `turn - 1` (nothing to decide), then into turn `turn` up to its first announce."""
    due = {"ATH-RH1": 3, "ATH-RH2": 5, "SPA-RH1": 2}
    entered = [g for g, t in due.items() if t < turn]
    s = position(SPA, loc={"ATH-H1": "P", "SPA-H1": "N"}, ap=[0, 0], turn=turn - 1, entered=entered)
    return to_next_turn(s, rolls=(5, 8))


def test_7_2_sparta_rh1_arrives_turn_2_in_bms():
    """7.2: « Tour 2 : Renforts historiques 1 (RH1) : Trasymédidas, Trières spartiates T1 ... T7 en BMS »."""
    s = _run_to_turn(2)
    expected = ["SPA-TRA"] + [f"SPA-T{i}" for i in range(1, 8)]
    assert {k: where(s, k) for k in expected} == dict.fromkeys(expected, "BMS")
    assert all(where(s, f"ATH-T{i}") == "-" for i in range(2, 9))


def test_7_1_athens_rh1_arrives_turn_3():
    """7.1: « Tour 3 : ... Shophoclès, Eurymédon, Trières athéniennes T2, T3, T4, T5 et T6 en BMA, Hoplites
    athéniens H2, H3 et H4, Hoplites messéniens H7 en BTA »."""
    s = _run_to_turn(3)
    bma = ["ATH-SOP", "ATH-EUR", "ATH-T2", "ATH-T3", "ATH-T4", "ATH-T5", "ATH-T6"]
    bta = ["ATH-H2", "ATH-H3", "ATH-H4", "ATH-H7"]
    assert {k: where(s, k) for k in bma} == dict.fromkeys(bma, "BMA")
    assert {k: where(s, k) for k in bta} == dict.fromkeys(bta, "BTA")
    assert where(s, "ATH-T7") == "-" and where(s, "ATH-CLE") == "-"


def test_7_1_athens_rh2_arrives_turn_5_and_sophocles_eurymedon_leave():
    """7.1: « Tour 5 : ... Cléon, Trières athéniennes T7 et T8 en BMA, Hoplites athéniens H5, Archers A2,
    Peltastes P1 & P2 en BTA. Sophoclès et Eurymédon sont retirés du jeu »."""
    due = {"ATH-RH1": 3, "ATH-RH2": 5, "SPA-RH1": 2}
    s = position(
        SPA,
        loc={"ATH-H1": "P", "SPA-H1": "N", "ATH-SOP": "BMA", "ATH-EUR": "A", "ATH-T2": "A"},
        ap=[0, 0],
        turn=4,
        entered=["SPA-RH1", "ATH-RH1"],
        due=due,
    )
    to_next_turn(s, rolls=(5, 8))
    for k in ["ATH-CLE", "ATH-T7", "ATH-T8"]:
        assert where(s, k) == "BMA", k
    for k in ["ATH-H5", "ATH-A2", "ATH-P1", "ATH-P2"]:
        assert where(s, k) == "BTA", k
    assert where(s, "ATH-SOP") not in ("BMA", "A", "X", "-")
    assert where(s, "ATH-EUR") not in ("BMA", "A", "X", "-")
    # removed from the game, not killed: no PV for Sparta (8.2 counts leaders killed or captured)
    assert s.to_json()["data"]["vp_kills"][SPA] == 0


@pytest.mark.parametrize("turn", [1, 2, 4, 6, 7])
def test_7_no_athenian_historical_reinforcement_outside_turns_3_and_5(turn):
    """7.1: Athenian historical reinforcements come only on « Tour 3 » and « Tour 5 »."""
    if turn == 1:
        s = play(fresh(), "draw K1", "draw K2", "draw K3", "draw K4", "roll2 5", "roll2 8")
        assert all(where(s, f"ATH-T{i}") == "-" for i in range(2, 9))
        return
    due = {"ATH-RH1": 3, "ATH-RH2": 5, "SPA-RH1": 2}
    entered = [g for g, t in due.items() if t < turn]
    s = position(SPA, loc={"ATH-H1": "P", "SPA-H1": "N"}, ap=[0, 0], turn=turn - 1, entered=entered)
    to_next_turn(s, rolls=(5, 8))
    arrivals = [t for t in log_texts(s, ATH) if "reinforcements ATH-RH" in t]
    assert arrivals == []
