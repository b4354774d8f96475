"""Sphactérie, section 1: combat units, leaders, stratagems, markers."""

from .helpers import ATH, SPA, board, data, fresh, game, legal, log_texts, pieces, play, position, where


def test_1_sides_and_allied_bands():
    """1: « bleu pour Athènes, jaune pour Sparte ... (Messéniens pour Athènes et hilotes pour Sparte) »."""
    units = game().board_data()["units"]
    messenians = sorted(u for u, d in units.items() if d["band"] == "messenian")
    helots = sorted(u for u, d in units.items() if d["band"] == "helot")
    assert messenians == ["ATH-H6", "ATH-H7"]
    assert helots == ["SPA-H5", "SPA-H6", "SPA-H7", "SPA-H8", "SPA-H9"]
    for u in messenians:
        assert units[u]["side"] == "ATH" and units[u]["type"] == "H"
    for u in helots:
        assert units[u]["side"] == "SPA" and units[u]["type"] == "H"


def test_1_1_units_are_double_sided_full_and_weakened():
    """1.1: « le recto ... à pleine force, le verso, les valeurs réduites de cette même l'unité lorsqu'elle est
    affaiblie »: T1 starts weakened and shows its reduced PF."""
    units = game().board_data()["units"]
    for uid, u in units.items():
        assert 0 < u["weak_pf"] < u["pf"], uid
    p = pieces(fresh())["ATH-T1"]
    assert p["weak"] is True
    assert p["pf"] == units["ATH-T1"]["weak_pf"]


def test_1_1_unit_types_t_h_p_a():
    """1.1: « chaque unité possède un Type (T pour Trières, H pour Hoplites, P pour Peltastes ou A pour Archers) »."""
    units = game().board_data()["units"]
    assert {u["type"] for u in units.values()} == {"T", "H", "P", "A"}
    assert units["ATH-A1"]["type"] == "A" and units["ATH-P1"]["type"] == "P"
    assert units["SPA-T1"]["type"] == "T" and units["SPA-H1"]["type"] == "H"


def test_1_1_land_units_have_three_movement_points():
    """1.1: « les unités terrestres (H, P et A) ont toutes une capacité de mouvement de 3 points de mouvements »:
    BTS -> N -> L -> O uses 3 PM, a fourth step is not offered and is refused."""
    s = position(SPA, loc={"SPA-H1": "BTS"})
    play(s, "activate BTS", "step SPA-H1 N", "step SPA-H1 L", "step SPA-H1 O")
    assert not [a for a in legal(s) if a.startswith("step SPA-H1")]
    assert "step SPA-H1 K" not in legal(s)


def test_1_1_naval_units_unlimited_movement():
    """1.1: « Les unités navales (T) ont une capacité de mouvement illimitée »: from BMS a trireme reaches the
    Port H (far side of the bay) in one move."""
    s = position(SPA, loc={"SPA-T2": "BMS"})
    play(s, "activate BMS")
    opts = {a.split()[2] for a in legal(s) if a.startswith("sail SPA-T2")}
    assert {"A", "B", "C", "D", "E", "F", "G", "H", "I", "J"} <= opts
    play(s, "sail SPA-T2 H")
    assert where(s, "SPA-T2") == "H"


def test_1_2_leaders_have_four_movement_points_on_land():
    """1.2: « Les chefs ont une capacité de mouvement de 4 PM dans les zones terrestres »."""
    s = position(SPA, loc={"SPA-STY": "BTS"})
    play(s, "activate BTS", "step SPA-STY N", "step SPA-STY L", "step SPA-STY O", "step SPA-STY K")
    assert where(s, "SPA-STY") == "K"
    assert not [a for a in legal(s) if a.startswith("step SPA-STY")]


def test_1_2_leader_alone_with_enemy_units_is_captured():
    """1.2: « Si à un instant quelconque du jeu un chef se retrouve seul dans une zone occupée par des unités
    ennemies, il est éliminé (capture) » (and 8.2: 1 PV par chef ennemi capturé)."""
    s = position(SPA, loc={"SPA-STY": "N", "ATH-H1": "M"})
    kills_before = data(s)["vp_kills"][ATH]
    play(s, "activate N", "step SPA-STY M")
    assert where(s, "SPA-STY") == "X"
    assert data(s)["vp_kills"][ATH] == kills_before + 1
    assert any("captured" in t and "Styphon" in t for t in log_texts(s))


def test_1_2_leader_with_own_unit_is_not_captured():
    """1.2: the capture needs the leader to be « seul » — with a friendly combat unit he stays."""
    s = position(SPA, loc={"SPA-STY": "N", "SPA-H1": "N", "ATH-H1": "M"})
    play(s, "activate N", "step SPA-H1 M", "step SPA-STY M")
    assert where(s, "SPA-STY") == "M"


def test_1_2_leader_facing_only_an_enemy_leader_is_not_captured():
    """1.2: capture is « dans une zone occupée par des unités ennemies »; a leader is not a combat unit, so two
    lone leaders of both sides in one zone capture nobody."""
    s = position(SPA, loc={"SPA-STY": "N", "ATH-SOP": "M"})
    play(s, "activate N", "step SPA-STY M", "done")
    assert where(s, "SPA-STY") == "M"
    assert where(s, "ATH-SOP") == "M"


def test_1_3_stratagems_are_double_sided_counters():
    """1.3: « Les stratagèmes sont des pions à double face portant le titre d'un événement ... ainsi qu'un n°
    d'identification »; 2.A note: « Départ de Brasidas (10) » au recto et « Tempête en mer (20) » au verso."""
    bd = game().board_data()
    counters = bd["counters"]
    assert len(counters) == 11
    faces = [f for c in counters.values() for f in c["faces"]]
    assert sorted(faces) == [f"S{i:02d}" for i in range(1, 23)]
    assert all(len(c["faces"]) == 2 for c in counters.values())
    k7 = next(c for c in counters.values() if "S10" in c["faces"])
    assert sorted(k7["faces"]) == ["S10", "S20"]
    names = {k: v["name"] for k, v in bd["stratagems"].items()}
    assert names["S10"] == "Départ de Brasidas" and names["S20"] == "Tempête en mer"
    assert names["S01"] == "Periplous" and names["S22"] == "Désertion des Messéniens"


def test_1_4_markers_turn_actions_supply():
    """1.4 / 5: markers for the turn, the PA of each side and supply; « Au départ de la partie, ils sont placés
    sur la case 3 »."""
    s = fresh()
    b = board(s)
    assert b["turn"] == 1 and b["turns"] == 7
    assert b["supply"] == [3, 3]
    s2 = position(SPA)
    assert board(s2)["ap"] == [3, 1]  # Athens 3 PA; Sparta 4 PA of which 3 announced
    assert board(s2)["budget"] == 3


def test_1_2_lone_leader_captured_when_enemy_units_arrive():
    """1.2: « Si à un instant quelconque du jeu un chef se retrouve seul dans une zone occupée par des unités
    ennemies, il est éliminé (capture) » — Styphon waits alone in M; an Athenian hoplite walks in."""
    s = position(ATH, loc={"ATH-H2": "O", "SPA-STY": "M", "SPA-H1": "N"})
    kills = data(s)["vp_kills"][ATH]
    play(s, "activate O", "step ATH-H2 M")
    assert where(s, "SPA-STY") == "X"
    assert data(s)["vp_kills"][ATH] == kills + 1


def test_1_2_no_lone_leader_among_enemy_units_in_random_games(playout_snapshots):
    """1.2: « à un instant quelconque du jeu » — between action phases, no leader ever stands without friendly combat
    units in a zone holding enemy combat units (short random games)."""
    snaps, _ = playout_snapshots
    for snap in snaps:
        zones: dict[str, dict[str, int]] = {}
        for p in snap["pieces"].values():
            if len(p["loc"]) == 1 and p["loc"] not in "-X":
                kind = "L" if p["type"] == "L" else "U"
                zones.setdefault(p["loc"], {}).setdefault(p["side"] + kind, 0)
                zones[p["loc"]][p["side"] + kind] += 1
        for z, c in zones.items():
            for side, other in (("ATH", "SPA"), ("SPA", "ATH")):
                alone = c.get(side + "L") and not c.get(side + "U") and c.get(other + "U")
                assert not alone, (snap["turn"], snap["stage"], z, c)
