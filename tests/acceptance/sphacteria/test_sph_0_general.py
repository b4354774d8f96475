"""Sphactérie, section 0 (Généralités): dice, map, scale."""

from fractions import Fraction

from .helpers import ATH, SPA, SPA_OPENING, fresh, game, legal, outcomes, play, position


def test_0_1_two_d6_for_action_points():
    """0.1: « Le jeu nécessite l'utilisation de 2 dés à six faces (noté d6) » — the PA roll is 2d6."""
    s = play(fresh(), *SPA_OPENING[:4])
    outs = outcomes(s)
    assert sorted(outs, key=lambda t: int(t.split()[1])) == [f"roll2 {n}" for n in range(2, 13)]
    assert outs["roll2 2"] == Fraction(1, 36)
    assert outs["roll2 7"] == Fraction(6, 36)
    assert outs["roll2 12"] == Fraction(1, 36)


def test_0_1_combat_die_is_one_d6():
    """0.1: d6 — the combat roll (« lance ensuite 1d6 ») is one fair six-sided die."""
    s = position(SPA, loc={"SPA-H1": "O", "SPA-H2": "O", "ATH-H1": "K"})
    play(s, "activate O", "step SPA-H1 K", "step SPA-H2 K", "done", "attack")
    outs = outcomes(s)
    assert outs == {f"die {n}": Fraction(1, 6) for n in range(1, 7)}


def test_0_2_map_has_zones_a_to_v_land_and_sea():
    """0.2: « La carte est divisée en zones (repérées par des lettres A à V) ... zones terrestres (terrain clair,
    terrain difficile et plage), des zones maritimes (mer et détroit) »."""
    zones = game().board_data()["zones"]
    assert sorted(zones) == [chr(c) for c in range(ord("A"), ord("V") + 1)]
    assert {z["kind"] for z in zones.values()} == {"clear", "difficult", "beach", "sea", "strait"}
    # the rulebook names: the beach V, the straits I and J, the port H, Pylos P, Sphactérie Q R S T
    assert zones["V"]["kind"] == "beach"
    assert [k for k, z in zones.items() if z["kind"] == "beach"] == ["V"]
    assert sorted(k for k, z in zones.items() if z["kind"] == "strait") == ["I", "J"]
    assert zones["H"]["kind"] == "sea"
    assert zones["P"]["kind"] == "difficult"  # 4.2 précision: Pylos is difficult terrain
    for z in "QRST":
        assert zones[z]["kind"] in ("clear", "difficult")


def test_0_2_rear_bases_open_into_their_zones():
    """0.2: « BTA (... qui débouche en zones O et P), BMA (... en zone A), BTS (... en zone N), BMS (... en
    zone B) »."""
    bases = game().board_data()["bases"]
    assert sorted(bases) == ["BMA", "BMS", "BTA", "BTS"]
    assert sorted(bases["BTA"]["opens"]) == ["O", "P"]
    assert bases["BMA"]["opens"] == ["A"]
    assert bases["BTS"]["opens"] == ["N"]
    assert bases["BMS"]["opens"] == ["B"]


def test_0_2_bts_debouche_en_n_only():
    """0.2: « BTS (Base Terrestre Spartiate, qui débouche en zone N) » — a unit leaving BTS enters N."""
    s = position(SPA, loc={"SPA-H1": "BTS"})
    play(s, "activate BTS")
    assert [a for a in legal(s) if a.startswith("step SPA-H1")] == ["step SPA-H1 N"]


def test_0_2_bta_debouche_en_o_et_p():
    """0.2: « BTA (Base Terrestre Athénienne, qui débouche en zones O et P) »."""
    s = position(ATH, loc={"ATH-H2": "BTA"})
    play(s, "activate BTA")
    assert sorted(a for a in legal(s) if a.startswith("step ATH-H2")) == ["step ATH-H2 O", "step ATH-H2 P"]


def test_0_2_bma_debouche_en_a():
    """0.2: « BMA (Base Maritime Athénienne, qui débouche en zone A) » — a ship from BMA passes through A:
    with an enemy ship in A it must stop there and can go no further."""
    s = position(ATH, loc={"ATH-T2": "BMA", "SPA-T2": "A"})
    play(s, "activate BMA")
    assert [a for a in legal(s) if a.startswith("sail ATH-T2")] == ["sail ATH-T2 A"]


def test_0_2_bms_debouche_en_b():
    """0.2: « BMS (Base Maritime Spartiate, qui débouche en zone B) »."""
    s = position(SPA, loc={"SPA-T2": "BMS", "ATH-T2": "B"})
    play(s, "activate BMS")
    assert [a for a in legal(s) if a.startswith("sail SPA-T2")] == ["sail SPA-T2 B"]


def test_0_3_scale_units_have_force_points():
    """0.3: « Un point de force (PF) représente, selon les types d'unités, 1 trière, 25 hoplites, 50 peltastes
    ou 100 archers » — every combat unit carries a PF value (data check)."""
    units = game().board_data()["units"]
    assert {u["type"] for u in units.values()} == {"T", "H", "P", "A"}
    for uid, u in units.items():
        assert isinstance(u["pf"], int) and u["pf"] > 0, uid
