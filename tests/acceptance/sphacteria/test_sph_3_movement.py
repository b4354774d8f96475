"""Sphactérie, section 3: movement, stacking, naval transport."""

from .helpers import ATH, SPA, fresh, game, legal, log_texts, pieces, play, position, refuse, where

# --- 3: movement ------------------------------------------------------------------------------------------------


def test_3_entering_enemy_zone_stops_the_unit():
    """3: « Dès qu'une unité entre dans une zone occupée par au moins une unité ennemie, elle est obligée
    d'arrêter son mouvement dans cette zone »."""
    s = position(SPA, loc={"SPA-H1": "N", "SPA-EPI": "N", "ATH-A1": "M"})
    play(s, "activate N", "step SPA-H1 M")
    assert not [a for a in legal(s) if a.startswith("step SPA-H1")]
    refuse(s, "step SPA-H1 O")


def test_3_move_to_adjacent_zone_only():
    """3: « Le mouvement est possible d'une zone vers une zone adjacente au coût de 1 PM »: from N only the
    adjacent zones (and the base box BTS) are offered."""
    s = position(SPA, loc={"SPA-H1": "N", "ATH-H1": "P"})
    play(s, "activate N")
    dests = {a.split()[2] for a in legal(s) if a.startswith("step SPA-H1")}
    assert dests == set(game().board_data()["adjacency"]["N"]) == {"BTS", "L", "M", "U", "V"}
    refuse(s, "step SPA-H1 O")  # O is two zones away


def test_3_enemy_ship_stops_naval_movement():
    """3: « Dès qu'une unité entre dans une zone occupée par au moins une unité ennemie, elle est obligée d'arrêter son
    mouvement » — the stop rule holds for ships: with Athenian ships in D and J, a Spartan squadron leaving B can only
    stop in one of them, not sail through."""
    s = position(SPA, loc={"SPA-T2": "B", "ATH-T2": "J", "ATH-T3": "D", "ATH-H1": "P"})
    play(s, "activate B")
    dests = {a.split()[2] for a in legal(s) if a.startswith("sail SPA-T2")}
    assert dests == {"BMS", "D", "J"}  # its own base box BMS opens into B
    refuse(s, "sail SPA-T2 G")


# --- 3.1: limits --------------------------------------------------------------------------------------------------


def test_3_1_land_units_cannot_enter_sea_or_strait():
    """3.1: « les unités terrestres ne peuvent pas pénétrer dans une zone de mer ou de détroit » (no friendly
    trireme there, so no naval transport either)."""
    s = position(ATH, loc={"ATH-H1": "P", "SPA-H1": "N"})
    play(s, "activate P")
    dests = {a.split()[2] for a in legal(s) if a.startswith("step ATH-H1")}
    assert "I" not in dests and "H" not in dests
    refuse(s, "step ATH-H1 I")


def test_3_1_naval_units_cannot_enter_clear_or_difficult():
    """3.1: « les unités navales ne peuvent pas pénétrer dans une zone de terrain clair ou difficile »."""
    s = position(SPA, loc={"SPA-T2": "F", "ATH-H1": "P"})
    play(s, "activate F")
    dests = {a.split()[2] for a in legal(s) if a.startswith("sail SPA-T2")}
    assert not dests & set("KLMNOPQRSTU")
    refuse(s, "sail SPA-T2 M")


def test_3_1_beach_open_to_land_and_naval_units():
    """3.1: « seule la zone de plage est accessible aux unités terrestres et navales »."""
    s = position(SPA, loc={"SPA-T2": "F", "SPA-H1": "N", "SPA-EPI": "N", "ATH-H1": "P"})
    play(s, "activate F", "sail SPA-T2 V", "done", "activate N", "step SPA-H1 V", "done")
    assert where(s, "SPA-T2") == "V" and where(s, "SPA-H1") == "V"


def test_3_1_leader_at_sea_needs_a_trireme_from_start_to_end():
    """3.1: leaders move at sea « à condition d'être accompagné du départ à la fin du mouvement d'au moins une
    unité de type T »: Trasymédidas may only follow his trireme to where it went."""
    s = position(SPA, loc={"SPA-TRA": "BMS", "SPA-T1": "BMS", "ATH-H1": "P"})
    play(s, "activate BMS")
    assert not [a for a in legal(s) if a.startswith("sail SPA-TRA")]
    refuse(s, "sail SPA-TRA B")
    play(s, "sail SPA-T1 H")
    assert [a for a in legal(s) if a.startswith("sail SPA-TRA")] == ["sail SPA-TRA H"]
    refuse(s, "sail SPA-TRA E")
    play(s, "sail SPA-TRA H")
    assert where(s, "SPA-TRA") == "H"


def test_3_1_leader_moves_on_land_like_land_units():
    """3.1: « les chefs peuvent se déplacer dans les zones terrestres comme des unités terrestres (seuls ou
    accompagnés d'unités de combat) »."""
    s = position(SPA, loc={"SPA-EPI": "N", "SPA-H1": "N", "ATH-H1": "P"})
    play(s, "activate N", "step SPA-EPI V", "step SPA-EPI U")
    assert where(s, "SPA-EPI") == "U" and where(s, "SPA-H1") == "N"


# --- 3.2: stacking -------------------------------------------------------------------------------------------------


def test_3_2_four_units_per_side_in_land_zone():
    """3.2: « Dans les zones terrestres (y compris la Plage, zone V), la limite d'empilement est de 4 unités de
    chaque camp » — a fifth Spartan unit cannot end its move in N."""
    s = position(SPA, loc={"SPA-H1": "BTS", "SPA-EPI": "BTS", "SPA-H2": "N", "SPA-H5": "N", "SPA-H6": "N",
                           "SPA-H7": "N", "ATH-H1": "P"})
    play(s, "activate BTS", "step SPA-H1 N")
    refuse(s, "done", "3.2")


def test_3_2_stacking_checked_at_end_of_movement():
    """3.2: « L'empilement est vérifié à la fin des mouvements » — passing through a full zone is allowed."""
    s = position(SPA, loc={"SPA-H1": "BTS", "SPA-EPI": "BTS", "SPA-H2": "N", "SPA-H5": "N", "SPA-H6": "N",
                           "SPA-H7": "N", "ATH-H1": "P"})
    play(s, "activate BTS", "step SPA-H1 N", "step SPA-H1 V", "done")
    assert where(s, "SPA-H1") == "V"


def test_3_2_beach_limit_is_four_units():
    """3.2: « (y compris la Plage, zone V) » — a fifth unit cannot stop on V."""
    s = position(SPA, loc={"SPA-H1": "N", "SPA-EPI": "N", "SPA-H2": "V", "SPA-H5": "V", "SPA-H6": "V",
                           "SPA-H7": "V", "ATH-H1": "P"})
    play(s, "activate N", "step SPA-H1 V")
    refuse(s, "done", "3.2")


def test_3_2_leaders_do_not_count_for_stacking():
    """3.2: the limit is « 4 unités de chaque camp »; leaders are not combat units: 4 units + 3 leaders may stop."""
    s = position(SPA, loc={"SPA-H1": "N", "SPA-H2": "N", "SPA-H5": "N", "SPA-H6": "N", "SPA-EPI": "N",
                           "SPA-STY": "N", "SPA-BRA": "N", "ATH-H1": "P"})
    play(s, "activate N")
    for u in ["SPA-H1", "SPA-H2", "SPA-H5", "SPA-H6", "SPA-EPI", "SPA-STY", "SPA-BRA"]:
        play(s, f"step {u} V")
    play(s, "done")
    assert all(where(s, u) == "V" for u in ["SPA-H1", "SPA-H2", "SPA-H5", "SPA-H6", "SPA-EPI", "SPA-STY", "SPA-BRA"])


def test_3_2_limit_is_per_side():
    """3.2: « 4 unités de chaque camp »: four Spartan units may enter a zone already holding four Athenian."""
    s = position(SPA, loc={"SPA-H1": "N", "SPA-H2": "N", "SPA-H3": "N", "SPA-H5": "N", "SPA-EPI": "N",
                           "ATH-H2": "M", "ATH-H3": "M", "ATH-H4": "M", "ATH-A1": "M"})
    play(s, "activate N")
    for u in ["SPA-H1", "SPA-H2", "SPA-H3", "SPA-H5"]:
        play(s, f"step {u} M")
    play(s, "done")
    assert "attack" in legal(s)
    assert sum(1 for p in pieces(s).values() if p["loc"] == "M" and p["type"] != "L") == 8


def test_3_2_no_limit_in_rear_bases():
    """3.2: « Il n'y a aucune limite d'empilement dans les 4 cases « Bases arrières » » — six Spartan units in BTS
    at the start, and more may enter."""
    s = fresh()
    assert sum(1 for p in pieces(s).values() if p["loc"] == "BTS" and p["type"] != "L") == 6
    s = position(SPA, loc={"SPA-H1": "BTS", "SPA-H2": "BTS", "SPA-H3": "BTS", "SPA-H5": "BTS", "SPA-H6": "BTS",
                           "SPA-H7": "N", "SPA-EPI": "N", "ATH-H1": "P"})
    play(s, "activate N", "step SPA-H7 BTS", "done")
    assert where(s, "SPA-H7") == "BTS"


def test_3_2_exemple_strait_j_twenty_pf_per_side():
    """3.2 Exemple: « dans la zone de détroit J - marquée « 20 » -, le joueur spartiate peut faire entrer 20 PF de
    Trières et le joueur athénien 20 PF également. La limite d'empilement est donc de 20 F par joueur et de 40 PF
    au total » — Athens brings 20 PF into J beside Sparta's 19; a further 3 PF is refused."""
    s = position(ATH, loc={"ATH-T2": "BMA", "ATH-T3": "BMA", "ATH-T1": "BMA", "SPA-T1": "J", "SPA-T2": "J",
                           "SPA-T3": "J", "ATH-H1": "P", "SPA-H1": "N"}, weak_units=["ATH-T1"])
    play(s, "activate BMA", "sail ATH-T2 J", "sail ATH-T3 J")
    assert where(s, "ATH-T2") == "J" and where(s, "ATH-T3") == "J"  # 20 PF, with Sparta's 19: 39 in all
    assert "sail ATH-T1 J" not in legal(s)
    refuse(s, "sail ATH-T1 J", "3.1-3.2")


def test_3_2_strait_limit_sparta_side():
    """3.2: « le nombre maximum de PF de Trières que chaque joueur peut déployer dans la zone » — 20 PF per player in J
    — Sparta has 19 there; a weakened squadron (3 PF) would make 22."""
    s = position(SPA, loc={"SPA-T1": "J", "SPA-T2": "J", "SPA-T3": "J", "SPA-T4": "B", "ATH-H1": "P"},
                 weak_units=["SPA-T4"])
    play(s, "activate B")
    assert "sail SPA-T4 J" not in legal(s)
    refuse(s, "sail SPA-T4 J")


def test_3_2_sea_zones_unlimited():
    """3.2: « Dans les zones maritimes l'empilement est illimité, à l'exception des deux zones de détroit »: all
    seven Spartan squadrons (43 PF) end in B."""
    loc = {f"SPA-T{i}": "BMS" for i in range(1, 8)} | {"SPA-TRA": "BMS", "ATH-H1": "P"}
    s = position(SPA, loc=loc)
    play(s, "activate BMS")
    for i in range(1, 8):
        play(s, f"sail SPA-T{i} B")
    play(s, "done")
    assert all(where(s, f"SPA-T{i}") == "B" for i in range(1, 8))


# --- 3.3: naval transport -----------------------------------------------------------------------------------------


def test_3_3_transport_through_sea_zone_with_friendly_trireme():
    """3.3: « Les unités terrestres et les chefs peuvent être convoyés par mer d'une zone terrestre à une autre ...
    il suffit que dans chaque zone de mer ou de détroit traversée se trouve au moins une unité Trières amies »."""
    s = position(ATH, loc={"ATH-T1": "I", "ATH-H1": "P", "SPA-H1": "N"})
    play(s, "activate P", "step ATH-H1 I", "step ATH-H1 Q", "done")
    assert where(s, "ATH-H1") == "Q"
    assert any("naval transport" in t for t in log_texts(s)[-3:])


def test_3_3_no_transport_through_enemy_triremes():
    """3.3: « (et aucune unité de Trières ennemies) » — a Spartan ship in I blocks the crossing even with T1 there."""
    s = position(ATH, loc={"ATH-T1": "I", "SPA-T2": "I", "ATH-H1": "P", "ATH-DEM": "P", "SPA-H1": "N"})
    play(s, "activate P")
    assert not [a for a in legal(s) if a.split()[-1] == "I"]
    refuse(s, "step ATH-H1 I")


def test_3_3_sea_zones_cost_one_pm_like_clear_terrain():
    """3.3: « Le mouvement est alors effectué comme si les zones maritimes traversées étaient des zones de terrain
    clair et au même coût (1 PM par zone) »: V -> G -> J -> T is 3 PM (allowed); from N the same crossing would need
    4 PM, so the unit cannot go on from G into J."""
    s = position(SPA, loc={"SPA-T1": "G", "SPA-T2": "J", "SPA-H1": "V", "SPA-H2": "N", "SPA-EPI": "N",
                           "ATH-H1": "P"})
    play(s, "activate V", "step SPA-H1 G", "step SPA-H1 J", "step SPA-H1 T", "done")
    assert where(s, "SPA-H1") == "T"
    play(s, "activate N", "step SPA-H2 V", "step SPA-H2 G")
    assert "step SPA-H2 J" not in legal(s)
    refuse(s, "step SPA-H2 J")


def test_3_3_one_land_unit_per_trireme_pf():
    """3.3: « dans la limite d'une unité terrestre transportée par PF de Trière dans la zone maritime (les chefs
    n'entrent pas dans cette limite et sont transportés « gratuitement ») » — T1 weakened (3 PF) in I carries 3
    units; the fourth is refused; Démosthénès still crosses."""
    s = position(ATH, loc={"ATH-T1": "I", "ATH-H1": "P", "ATH-H6": "P", "ATH-A1": "P", "ATH-H2": "P",
                           "ATH-DEM": "P", "SPA-H1": "N"}, weak_units=["ATH-T1"])
    play(s, "activate P")
    for u in ["ATH-H1", "ATH-H6", "ATH-A1"]:
        play(s, f"step {u} I", f"step {u} Q")
    assert "step ATH-H2 I" not in legal(s)
    refuse(s, "step ATH-H2 I", "3.3")
    play(s, "step ATH-DEM I", "step ATH-DEM Q", "done")
    assert where(s, "ATH-DEM") == "Q"


def test_3_3_land_unit_cannot_stop_at_sea():
    """3.3: « Une unité terrestre ne peut pas s'arrêter dans une zone maritime, même si elle occupée par des unités
    navales amies »."""
    s = position(ATH, loc={"ATH-T1": "I", "ATH-H1": "P", "SPA-H1": "N"})
    play(s, "activate P", "step ATH-H1 I")
    refuse(s, "done", "3.3")


def test_3_3_leader_transport_is_limited_to_four_pm():
    """3.3 Précision: « Pour un chef, un transport naval est assimilé à un mouvement terrestre limité à 4 PM »:
    N -> V -> G -> J -> T is 4 PM for Epitadas (a unit could not do it)."""
    s = position(SPA, loc={"SPA-T1": "G", "SPA-T2": "J", "SPA-H2": "N", "SPA-EPI": "N", "ATH-H1": "P"})
    play(s, "activate N", "step SPA-EPI V", "step SPA-EPI G", "step SPA-EPI J", "step SPA-EPI T")
    assert where(s, "SPA-EPI") == "T"


def test_3_3_leader_transport_cannot_exceed_four_pm():
    """3.3 Précision: « un transport naval est assimilé à un mouvement terrestre limité à 4 PM » — 4 PM for a leader —
    from L, L -> N -> V -> G -> J -> T would be 5 PM."""
    s = position(SPA, loc={"SPA-T1": "G", "SPA-T2": "J", "SPA-EPI": "L", "SPA-H1": "L", "ATH-H1": "P"})
    play(s, "activate L", "step SPA-EPI N", "step SPA-EPI V", "step SPA-EPI G")
    if "step SPA-EPI J" in legal(s):
        play(s, "step SPA-EPI J")
    assert "step SPA-EPI T" not in legal(s)
    refuse(s, "step SPA-EPI T")


def test_3_2_stacking_limits_hold_in_random_games(playout_snapshots):
    """3.2: at most 4 units per side in every land zone (« y compris la Plage »), and at most 20 PF of triremes per
    side in the strait J — checked in a few short random games between action phases."""
    snaps, _ = playout_snapshots
    land = set("KLMNOPQRSTUV")
    for snap in snaps:
        count: dict[tuple[str, str], int] = {}
        pf_j: dict[str, int] = {}
        for p in snap["pieces"].values():
            if p["type"] == "L":
                continue
            if p["loc"] in land:
                count[(p["loc"], p["side"])] = count.get((p["loc"], p["side"]), 0) + 1
            if p["loc"] == "J" and p["type"] == "T":
                pf_j[p["side"]] = pf_j.get(p["side"], 0) + p["pf"]
        assert max(count.values(), default=0) <= 4, (snap["turn"], snap["stage"], count)
        assert max(pf_j.values(), default=0) <= 20, (snap["turn"], snap["stage"], pf_j)


def test_3_2_beached_triremes_count_in_the_beach_limit():
    """3.2: « Dans les zones terrestres (y compris la Plage, zone V), la limite d'empilement est de 4 unités de chaque
    camp – quelle que soit leur type » — four Spartan hoplites on V leave no room for a beached trireme."""
    s = position(SPA, loc={"SPA-H1": "V", "SPA-H2": "V", "SPA-H5": "V", "SPA-H6": "V", "SPA-T2": "F",
                           "ATH-H1": "P"})
    play(s, "activate F")
    assert "sail SPA-T2 V" not in legal(s)
    refuse(s, "sail SPA-T2 V")
