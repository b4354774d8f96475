"""Sphactérie, section 6: stratagems (colours, simultaneous plays, #1 to #22)."""

from .helpers import (
    ATH,
    SPA,
    board,
    data,
    edited,
    fresh,
    legal,
    log_texts,
    outcomes,
    play,
    position,
    refuse,
    resolve,
    stage,
    to_next_turn,
    weak,
    where,
)


def _adj_decline(state):
    """Decline every remaining option of the adjustment phase (no stratagem, keep none, stop)."""
    for _ in range(30):
        if state.is_terminal() or state.is_chance_node() or stage(state) in ("draw", "ap", "pre", "announce"):
            return state
        acts = legal(state)
        for pref in ("no_stratagem", "keep_none", "stop"):
            if pref in acts:
                state.apply(pref)
                break
        else:
            raise AssertionError(acts)
    return state


def _usable(state, seat, counter):
    return next(h["usable"] for h in board(state, seat)["hand"] if h["counter"] == counter)


# --- 6: general -----------------------------------------------------------------------------------------------------


def test_6_own_colour_or_grey_never_the_opponents():
    """6: « Chaque joueur peut utiliser un stratagème dès lors qu'il est inscrit sur le fond de couleur de son camp
    ... ou sur un fond de couleur neutre (gris) ... Il ne peut jamais utiliser un stratagème inscrit sur le fond de
    couleur de son adversaire » — #7 « Spartiates ! » and #18 « Ravitaillement hilote » are Sparta's (their text
    gives them to the Spartan player); #14 calls Sparta's RO2."""
    s = position(SPA, hands=(["K1", "K3", "K11"], ["K4"]))
    assert "S07" not in _usable(s, ATH, "K1")
    assert "S18" not in _usable(s, ATH, "K3")
    assert "S19" not in _usable(s, ATH, "K11")  # « Trêve : ... peut être joué par le joueur spartiate »
    assert _usable(s, SPA, "K4") == ["S14"]
    colours = {k: v["colour"] for k, v in s.game.board_data()["stratagems"].items()}
    for face in ("S07", "S18", "S19", "S14"):
        assert colours[face] == "SPA", face


def test_6_athens_cannot_play_spartiates_in_combat():
    """6: « Il ne peut jamais utiliser un stratagème inscrit sur le fond de couleur de son adversaire » — Athens,
    holding the counter, is not offered « Spartiates ! » when defending against Spartan hoplites."""
    s = position(SPA, loc={"SPA-H1": "N", "SPA-EPI": "N", "ATH-H2": "M"}, hands=(["K1"], []))
    play(s, "activate N", "step SPA-H1 M", "done", "attack")
    assert "play S07" not in legal(s)
    if not s.is_chance_node() and legal(s):
        refuse(s, "play S07")


def test_6_simultaneous_plays_add_up():
    """6: « Si les deux joueurs jouent deux stratagèmes en même temps, leurs effets peuvent parfois s'annuler ou se
    cumuler » — Periplous by the Athenian attacker (+2) and Kuklos by the Spartan defender (-1): net +1 column."""
    s = position(ATH, loc={"ATH-T3": "A", "SPA-T2": "C"}, hands=(["K1"], ["K2"]))
    play(s, "activate A", "sail ATH-T3 C", "done")
    r = resolve(s, 3, plays=("play S01", "play S02"))
    assert r["shifts"] == {"#1": 2, "#2": -1}
    assert r["base"] == "3/2" and r["col"] == "2/1"


# --- #1 Periplous ----------------------------------------------------------------------------------------------------


def test_6_1_periplous_attacker_two_columns_right():
    """6 #1: « un décalage sur la Table des combats de 2 colonnes vers la droite s'il est joué par l'attaquant »."""
    s = position(ATH, loc={"ATH-T3": "A", "SPA-T2": "C"}, hands=(["K1"], []))
    play(s, "activate A", "sail ATH-T3 C", "done")
    r = resolve(s, 3, plays=("play S01",))
    assert r["shifts"] == {"#1": 2}
    assert r["col"] == "3/1+"  # 10:6 = 3/2, two columns right


def test_6_1_periplous_defender_two_columns_left():
    """6 #1: « ... ou 2 colonnes vers la gauche, s'il est joué par le défenseur »."""
    s = position(SPA, loc={"SPA-T2": "B", "SPA-T3": "B", "ATH-T3": "D"}, hands=(["K1"], []))
    play(s, "activate B", "sail SPA-T2 D", "sail SPA-T3 D", "done")
    r = resolve(s, 3, plays=("play S01",))
    assert r["shifts"] == {"#1": -2}
    assert r["base"] == "1/1" and r["col"] == "1/2"  # 12:10


def test_6_1_periplous_not_in_narrow_waters():
    """6 #1: « Ce stratagème ne peut pas être joué lors d'un combat dans les zones maritimes H, I et J »."""
    for zone in ("I", "J", "H"):
        loc = {"ATH-T3": "A", "SPA-T2": zone}
        s = position(ATH, loc=loc, hands=(["K1"], []))
        play(s, "activate A", f"sail ATH-T3 {zone}", "done", "attack")
        assert "play S01" not in (legal(s) if not s.is_chance_node() else []), zone


# --- #2 Kuklos -------------------------------------------------------------------------------------------------------


def test_6_2_kuklos_defender_one_column_left_any_sea_zone():
    """6 #2: « un décalage de 1 colonne vers la gauche au défenseur lors d'un combat entre trières, dans n'importe
    quelle zone maritime » — in the strait J too."""
    s = position(ATH, loc={"ATH-T3": "B", "SPA-T2": "J"}, hands=([], ["K2"]))
    play(s, "activate B", "sail ATH-T3 J", "done")
    r = resolve(s, 3, plays=("play S02",))
    assert r["shifts"] == {"#2": -1}


def test_6_2_kuklos_not_by_attacker():
    """6 #2: « Il ne peut pas être joué par l'attaquant »."""
    s = position(ATH, loc={"ATH-T3": "A", "SPA-T2": "C"}, hands=(["K2"], []))
    play(s, "activate A", "sail ATH-T3 C", "done", "attack")
    assert stage(s) == "c_strat" and s.current_player == ATH
    assert "play S02" not in legal(s)
    refuse(s, "play S02")


def test_6_2_kuklos_only_between_triremes():
    """6 #2: « lors d'un combat entre trières » — not in a land combat."""
    s = position(SPA, loc={"SPA-H5": "N", "SPA-STY": "N", "ATH-H2": "M"}, hands=(["K2"], []))
    play(s, "activate N", "step SPA-H5 M", "done", "attack")
    assert s.is_chance_node() or "play S02" not in legal(s)


# --- #3 Diekplous ----------------------------------------------------------------------------------------------------


def test_6_3_diekplous_attacker_one_column_right():
    """6 #3: « un décalage de 1 colonne vers la droite, s'il est joué par l'attaquant lors d'un combat entre
    trières »."""
    s = position(ATH, loc={"ATH-T3": "A", "SPA-T2": "C"}, hands=(["K3"], []))
    play(s, "activate A", "sail ATH-T3 C", "done")
    r = resolve(s, 3, plays=("play S03",))
    assert r["shifts"] == {"#3": 1}
    assert r["col"] == "2/1"


def test_6_3_diekplous_not_by_defender():
    """6 #3: « Il ne peut pas être joué par le défenseur »."""
    s = position(SPA, loc={"SPA-T2": "B", "ATH-T3": "D"}, hands=(["K3"], []))
    play(s, "activate B", "sail SPA-T2 D", "done", "attack")
    assert s.is_chance_node() or "play S03" not in legal(s)


# --- #4 Epibates -----------------------------------------------------------------------------------------------------


def test_6_4_epibates_attacker_plus_two():
    """6 #4: « Procure un +2 à l'attaquant ... lors d'un combat entre trières »."""
    s = position(ATH, loc={"ATH-T3": "A", "SPA-T2": "C"}, hands=(["K2"], []))
    play(s, "activate A", "sail ATH-T3 C", "done")
    r = resolve(s, 3, plays=("play S04",))
    assert r["mods"] == {"#4": 2}
    assert r["total"] == 5


def test_6_4_epibates_defender_minus_one():
    """6 #4: « ... ou un -1 au défenseur »."""
    s = position(ATH, loc={"ATH-T3": "A", "SPA-T2": "C"}, hands=([], ["K2"]))
    play(s, "activate A", "sail ATH-T3 C", "done")
    r = resolve(s, 3, plays=("play S04",))
    assert r["mods"] == {"#4": -1}
    assert r["total"] == 2


def test_6_4_epibates_not_in_land_combat():
    """6 #4: « lors d'un combat entre trières » — not offered in a land combat."""
    s = position(SPA, loc={"SPA-H5": "N", "SPA-STY": "N", "ATH-H2": "M"}, hands=([], ["K2"]))
    play(s, "activate N", "step SPA-H5 M", "done", "attack")
    assert s.is_chance_node() or "play S04" not in legal(s)


# --- #5 Archers ------------------------------------------------------------------------------------------------------


def test_6_5_archers_forbid_entry_to_enemy_land_units_and_leaders():
    """6 #5: « permet d'interdire l'entrée dans une zone où se trouve au moins une unité d'archer (A) à toute unité
    terrestre ou chef adverse pendant la phase d'action en cours »."""
    s = position(SPA, announce=0, loc={"SPA-H1": "O", "SPA-EPI": "O", "ATH-H1": "P", "ATH-A1": "P"},
                 hands=(["K4"], []))
    play(s, "announce 3")
    assert "play_zone S05 P" in legal(s)
    play(s, "play_zone S05 P", "activate O")
    assert "step SPA-H1 P" not in legal(s) and "step SPA-EPI P" not in legal(s)
    refuse(s, "step SPA-H1 P")
    refuse(s, "step SPA-EPI P")


def test_6_5_archers_only_where_an_archer_stands():
    """6 #5: the zone must hold « au moins une unité d'archer (A) »."""
    s = position(SPA, announce=0, loc={"SPA-H1": "O", "SPA-EPI": "O", "ATH-H1": "P", "ATH-A1": "K"},
                 hands=(["K4"], []))
    play(s, "announce 3")
    offered = [a for a in legal(s) if a.startswith("play_zone S05")]
    assert offered == ["play_zone S05 K"]
    refuse(s, "play_zone S05 P")


def test_6_5_archers_last_only_the_current_action_phase():
    """6 #5: « pendant la phase d'action en cours » — in Sparta's next phase, P may be entered again."""
    s = position(SPA, announce=0, loc={"SPA-H1": "O", "SPA-EPI": "O", "ATH-H1": "P", "ATH-A1": "P",
                                       "ATH-H2": "BTA"}, hands=(["K4"], []), ap=[1, 4])
    play(s, "announce 1", "play_zone S05 P", "end_phase")
    # Athens' phase: it spends its PA elsewhere
    play(s, "announce 1", "end_phase")
    assert stage(s) == "announce" and s.current_player == SPA
    play(s, "announce 3", "activate O")
    assert "step SPA-H1 P" in legal(s)


# --- #6 Peltastes ----------------------------------------------------------------------------------------------------


def test_6_6_peltastes_cancel_die_e_and_column_f():
    """6 #6: « lorsqu'il est joué pendant un combat entre unités terrestres incluant au moins une unité attaquante de
    peltastes (P), annule le modificateur au dé « e » et les modificateurs de colonne « a » et « f » » — Athens
    attacks starred hoplites in difficult terrain (R)."""
    s = position(ATH, loc={"ATH-P1": "Q", "ATH-H2": "Q", "ATH-DEM": "Q", "SPA-H1": "R"}, hands=(["K5"], []))
    play(s, "activate Q", "step ATH-P1 R", "step ATH-H2 R", "done")
    base = s.clone()
    r0 = resolve(base, 3)
    assert r0["mods"].get("e") == -2 and r0["shifts"].get("f") == -1
    r = resolve(s, 3, plays=("play S06",))
    assert "e" not in r["mods"]
    assert "f" not in r["shifts"]
    assert r["col"] == r["base"]


def test_6_6_peltastes_cancel_column_a():
    """6 #6: « ... et les modificateurs de colonne « a » » — Athens' hoplites and peltasts attack a beached Spartan
    trireme (a type P unit): the +2 of column a is cancelled."""
    s = position(ATH, loc={"ATH-P1": "M", "ATH-H2": "M", "ATH-DEM": "M", "SPA-T2": "V"}, hands=(["K5"], []))
    play(s, "activate M", "step ATH-P1 V", "step ATH-H2 V", "done")
    r0 = resolve(s.clone(), 3)
    assert r0["shifts"].get("a") == 2
    r = resolve(s, 3, plays=("play S06",))
    assert "a" not in r["shifts"]


def test_6_6_peltastes_need_an_attacking_peltast():
    """6 #6: « incluant au moins une unité attaquante de peltastes (P) »."""
    s = position(ATH, loc={"ATH-H2": "Q", "ATH-DEM": "Q", "SPA-H1": "R"}, hands=(["K5"], []))
    play(s, "activate Q", "step ATH-H2 R", "done", "attack")
    assert s.is_chance_node() or "play S06" not in legal(s)


def test_6_6_peltastes_not_by_defender():
    """6 #6: « Il ne peut pas être joué par le défenseur »."""
    s = position(SPA, loc={"SPA-H1": "N", "SPA-EPI": "N", "ATH-P1": "M", "ATH-H2": "M"}, hands=(["K5"], []))
    play(s, "activate N", "step SPA-H1 M", "done", "attack")
    assert s.is_chance_node() or "play S06" not in legal(s)


# --- #7 Spartiates ! -------------------------------------------------------------------------------------------------


def test_6_7_spartiates_attacking_one_column_right():
    """6 #7: « procure au joueur spartiate un décalage supplémentaire d'une colonne en sa faveur ... (vers la droite
    s'il est attaquant) »."""
    s = position(SPA, loc={"SPA-H1": "N", "SPA-EPI": "N", "ATH-H2": "M"}, hands=([], ["K1"]))
    play(s, "activate N", "step SPA-H1 M", "done")
    r = resolve(s, 3, plays=("play S07",))
    assert r["shifts"] == {"#7": 1}
    assert r["base"] == "1/1" and r["col"] == "3/2"


def test_6_7_spartiates_defending_one_column_left():
    """6 #7: « (vers la gauche s'il est défenseur ...) »."""
    s = position(ATH, loc={"ATH-H2": "O", "ATH-DEM": "O", "SPA-H1": "M"}, hands=([], ["K1"]))
    play(s, "activate O", "step ATH-H2 M", "done")
    r = resolve(s, 3, plays=("play S07",))
    assert r["shifts"] == {"#7": -1}


def test_6_7_spartiates_need_a_spartan_hoplite():
    """6 #7: « incluant au moins une unité de hoplites spartiates » — helots are not Spartan hoplites."""
    s = position(SPA, loc={"SPA-H5": "N", "SPA-STY": "N", "ATH-H2": "M"}, hands=([], ["K1"]))
    play(s, "activate N", "step SPA-H5 M", "done", "attack")
    assert s.is_chance_node() or "play S07" not in legal(s)


# --- #8 Attaque combinée ---------------------------------------------------------------------------------------------


def test_6_8_combined_attack_adds_half_of_adjacent_pf():
    """6 #8: « permet d'ajouter la moitié (arrondie à l'entier supérieure) de PF d'unités de combat amies situées dans
    une zone adjacente au combat lors du calcul du rapport de force. Ces unités ne sont pas déplacées » — 6 + 8/2 =
    10 against 6: 3/2 instead of 1/1."""
    s = position(SPA, loc={"SPA-H1": "N", "SPA-EPI": "N", "SPA-H5": "L", "SPA-H6": "L", "ATH-H2": "M"},
                 hands=([], ["K6"]))
    play(s, "activate N", "step SPA-H1 M", "done")
    r = resolve(s, 6, plays=("play_zone S08 L",))
    assert (r["att"], r["def"]) == (10, 6)
    assert r["col"] == "3/2"
    assert where(s, "SPA-H5") == "L" and where(s, "SPA-H6") == "L"


def test_6_8_combined_attack_rounds_half_up():
    """6 #8: « la moitié (arrondie à l'entier supérieure) » — a weakened hoplite (3 PF) adds 2."""
    s = position(SPA, loc={"SPA-H1": "N", "SPA-EPI": "N", "SPA-H2": "L", "ATH-H2": "M"}, weak_units=["SPA-H2"],
                 hands=([], ["K6"]))
    play(s, "activate N", "step SPA-H1 M", "done")
    r = resolve(s, 6, plays=("play_zone S08 L",))
    assert (r["att"], r["def"]) == (8, 6)


def test_6_8_combined_attack_by_defender():
    """6 #8: « Ce stratagème peut être joué par l'attaquant ou le défenseur » — Athens adds half of its archers in V
    (2 PF → 1)."""
    s = position(SPA, loc={"SPA-H1": "N", "SPA-EPI": "N", "ATH-H2": "M", "ATH-A1": "V"}, hands=(["K6"], []))
    play(s, "activate N", "step SPA-H1 M", "done")
    r = resolve(s, 6, plays=("play_zone S08 V",))
    assert (r["att"], r["def"]) == (6, 7)


def test_6_8_land_combat_needs_adjacent_land_zone_and_units():
    """6 #8: « Lors d'un combat terrestre, la zone adjacente sélectionnée pour l'attaque combinée doit aussi être une
    zone terrestre et les PF ajoutés provenir d'unités terrestres » — Spartan ships in E (next to M) cannot help."""
    s = position(SPA, loc={"SPA-H1": "N", "SPA-EPI": "N", "SPA-T2": "E", "SPA-H5": "L", "ATH-H2": "M"},
                 hands=([], ["K6"]))
    play(s, "activate N", "step SPA-H1 M", "done", "attack")
    assert "play_zone S08 L" in legal(s)
    assert "play_zone S08 E" not in legal(s)
    refuse(s, "play_zone S08 E")


def test_6_8_naval_combat_needs_adjacent_sea_zone_and_ships():
    """6 #8: « Il en est de même avec une zone maritime et des unités navales pour un combat naval » — Athens
    attacks in C with T3 and adds half of T4 (10 PF) from A: 15 against 6."""
    s = position(ATH, loc={"ATH-T3": "I", "ATH-T4": "A", "SPA-T2": "C", "ATH-H1": "P"}, hands=(["K6"], []))
    play(s, "activate I", "sail ATH-T3 C", "done", "attack")
    assert "play_zone S08 A" in legal(s)
    assert "play_zone S08 P" not in legal(s)
    r = resolve(s, 3, plays=("play_zone S08 A",))
    assert (r["att"], r["def"]) == (15, 6)


# --- #9 Chef blessé --------------------------------------------------------------------------------------------------


def test_6_9_wounded_leader_cancels_enemy_leader_bonuses():
    """6 #9: « permet d'annuler les bonus des chefs ennemis pour le calcul du modificateur au dé « a » » — Epitadas*
    and Brasidas* against Démosthénès*: +1 becomes -1 when Athens plays it."""
    loc = {"SPA-H1": "N", "SPA-EPI": "N", "SPA-BRA": "N", "ATH-H2": "M", "ATH-DEM": "M"}
    s = position(SPA, loc=loc, hands=(["K6"], []))
    play(s, "activate N", "step SPA-H1 M", "step SPA-EPI M", "step SPA-BRA M", "done")
    r0 = resolve(s.clone(), 3)
    assert r0["mods"].get("a") == 1
    r = resolve(s, 3, plays=("play S09",))
    assert r["mods"].get("a") == -1


# --- #10 Départ de Brasidas ------------------------------------------------------------------------------------------


def test_6_10_brasidas_leaves_the_game():
    """6 #10: « Lorsque ce stratagème est joué, le pion Brasidas est immédiatement retiré du jeu ... Il est ensuite
    retiré du jeu » (removed, not killed: no PV)."""
    s = position(SPA, loc={"SPA-H1": "N", "SPA-BRA": "N", "ATH-H1": "P"}, ap=[0, 0], hands=(["K7"], []))
    play(s, "end_phase", "play S10")
    assert where(s, "SPA-BRA") not in ("N", "X", "-")
    assert data(s)["vp_kills"][ATH] == 0
    assert "K7" in data(s)["out"]


def test_6_10_brasidas_only_in_adjustment_phase():
    """6 #10: « Ce stratagème ne peut être joué qu'en Phase d'ajustements » — not in an action phase."""
    s = position(ATH, loc={"ATH-H1": "P", "ATH-DEM": "P", "SPA-H1": "N", "SPA-BRA": "N"}, hands=(["K7"], []))
    assert "play S10" not in legal(s)
    refuse(s, "play S10")


# --- #11 Nicias vs. Cléon --------------------------------------------------------------------------------------------


def test_6_11_cleon_replaced_by_sophocles():
    """6 #11: « Cléon rappelé à Athènes ... est retiré du jeu et remplacé par le pion Sophoclès. Ce stratagème ne peut
    être joué qu'en Phase d'ajustements. Il est ensuite retiré du jeu »."""
    s = position(SPA, loc={"SPA-H1": "N", "ATH-H1": "P", "ATH-H7": "O", "ATH-CLE": "O", "ATH-SOP": "OUT",
                           "ATH-EUR": "OUT"}, ap=[0, 0], hands=([], ["K8"]), turn=5,
                 entered=["SPA-RH1", "ATH-RH1", "ATH-RH2"])
    play(s, "end_phase")
    assert "play S11" in legal(s)
    play(s, "play S11")
    assert where(s, "ATH-CLE") not in ("O", "X")
    assert where(s, "ATH-SOP") == "O"
    assert "K8" in data(s)["out"]
    assert data(s)["vp_kills"][SPA] == 0


def test_6_11_not_in_action_phase():
    """6 #11: « ne peut être joué qu'en Phase d'ajustements »."""
    s = position(SPA, loc={"SPA-H1": "N", "SPA-EPI": "N", "ATH-H1": "P", "ATH-CLE": "P"}, hands=([], ["K8"]))
    assert "play S11" not in legal(s)
    refuse(s, "play S11")


# --- #12 Renforts retardés -------------------------------------------------------------------------------------------


def test_6_12_delays_a_historical_reinforcement_one_turn():
    """6 #12: « peut être joué en Phase d'activation, avant la première phase d'action de chaque tour, pour retarder
    d'un tour un renfort historique » — Athens' RH1 (turn 3) comes on turn 4."""
    s = position(SPA, loc={"SPA-H1": "N", "ATH-H1": "P"}, ap=[0, 0], hands=([], ["K8"]), turn=2,
                 entered=["SPA-RH1"])
    to_next_turn(s, rolls=(5, 8), stop_at_pre=True, keep={SPA: "K8"}, draws=("K1", "K2", "K3", "K4"))
    assert board(s)["turn"] == 3 and s.current_player == SPA
    play(s, "play_target S12 ATH-RH1")
    while stage(s) == "pre":
        s.apply("no_stratagem")
    assert where(s, "ATH-T2") == "-" and where(s, "ATH-H2") == "-"
    # turn 4: it arrives
    s2 = edited(s, ap=[0, 4])
    play(s2, "announce 4", "end_phase")
    to_next_turn(s2, rolls=(5, 8))
    assert board(s2)["turn"] == 4
    assert where(s2, "ATH-T2") == "BMA" and where(s2, "ATH-H2") == "BTA"


def test_6_12_cancels_enemy_optional_reinforcement():
    """6 #12: « ... ou pour annuler un renfort optionnel lié à l'utilisation lors de la même Phase d'un des
    stratagèmes #13 ou #14 par l'ennemi » — Athens calls RO1 (#13), Sparta cancels it: P3 does not come."""
    s = play(fresh(), "draw K8", "draw K9", "draw K3", "draw K4", "roll2 8", "roll2 5")
    assert sorted(data(s)["hands"][SPA]) == ["K3", "K8"] and sorted(data(s)["hands"][ATH]) == ["K4", "K9"]
    play(s, "play S13")
    assert s.current_player == SPA
    assert "play_target S12 ATH-RO1" in legal(s)
    play(s, "play_target S12 ATH-RO1")
    while stage(s) == "pre":
        s.apply("no_stratagem")
    assert where(s, "ATH-P3") == "-"


# --- #13 / #14 optional reinforcements -------------------------------------------------------------------------------


def test_6_13_athens_optional_reinforcement_1():
    """6 #13 / 7.1: « pour faire entrer en jeu les RO1 de son camp » — Athens: « Peltastes P3 en BTA »."""
    s = play(fresh(), "draw K1", "draw K9", "draw K3", "draw K4", "roll2 8", "roll2 5")
    play(s, "play S13")
    while stage(s) == "pre":
        s.apply("no_stratagem")
    assert where(s, "ATH-P3") == "BTA"
    assert where(s, "SPA-H8") == "-"


def test_6_13_sparta_optional_reinforcement_1():
    """6 #13 / 7.2: « Renforts optionnels 1 (RO1) : Hilotes H8 en BTS »."""
    s = play(fresh(), "draw K9", "draw K1", "draw K3", "draw K2", "roll2 5", "roll2 8")
    assert "play S13" in legal(s) and s.current_player == SPA
    play(s, "play S13")
    while stage(s) == "pre":
        s.apply("no_stratagem")
    assert where(s, "SPA-H8") == "BTS"
    assert where(s, "ATH-P3") == "-"


def test_6_14_sparta_optional_reinforcement_2():
    """6 #14 / 7.2: « Renforts optionnels 2 (RO2) : Hoplites spartiates H4 et Hilotes H9 en BTS »."""
    s = play(fresh(), "draw K4", "draw K1", "draw K3", "draw K2", "roll2 5", "roll2 8")
    play(s, "play S14")
    while stage(s) == "pre":
        s.apply("no_stratagem")
    assert where(s, "SPA-H4") == "BTS" and where(s, "SPA-H9") == "BTS"


def test_6_13_only_before_the_first_action_phase():
    """6 #13: « avant la première phase d'action d'un tour donné » — not once the action phases have begun."""
    s = position(ATH, loc={"ATH-H1": "P", "ATH-DEM": "P", "SPA-H1": "N"}, hands=(["K9"], []))
    assert "play S13" not in legal(s)
    refuse(s, "play S13")


# --- #15 / #16 Récupération ------------------------------------------------------------------------------------------


def test_6_15_recup_x1_restores_one_unit():
    """6 #15: « Ce stratagème peut être joué lors de la Phase d'ajustement pour retourner une unité affaiblie de son
    camp sur sa face « pleine force » » (no leader with a bonus on the map, so only the stratagem heals)."""
    s = position(SPA, loc={"SPA-H1": "N", "SPA-H2": "U", "SPA-STY": "N", "ATH-H1": "P"},
                 weak_units=["SPA-H1", "SPA-H2"], ap=[0, 0], hands=([], ["K10"]))
    play(s, "end_phase", "play S15")
    assert sorted(a for a in legal(s) if a.startswith("recover")) == ["recover SPA-H1", "recover SPA-H2"]
    play(s, "recover SPA-H2")
    _adj_decline(s)
    assert not weak(s, "SPA-H2") and weak(s, "SPA-H1")


def test_6_16_recup_x2_restores_two_units():
    """6 #16: « ... pour retourner deux unités affaiblies de son camp sur leurs faces « pleine force » »."""
    s = position(SPA, loc={"SPA-H1": "N", "SPA-H2": "U", "SPA-H3": "V", "SPA-STY": "N", "ATH-H1": "P"},
                 weak_units=["SPA-H1", "SPA-H2", "SPA-H3"], ap=[0, 0], hands=([], ["K9"]))
    play(s, "end_phase", "play S16", "recover SPA-H1", "recover SPA-H3")
    _adj_decline(s)
    assert [weak(s, u) for u in ("SPA-H1", "SPA-H2", "SPA-H3")] == [False, True, False]


# --- #17 / #18 / #19 supply ------------------------------------------------------------------------------------------


def test_6_17_ravitaillement_suppresses_own_supply_check():
    """6 #17: « pour supprimer la vérification du ravitaillement des unités de son camp et ses effets (le marqueur
    Appro. de son camp reste sur la case où il se trouvait) » — Athens blockaded at 2 stays at 2."""
    s = position(SPA, loc={"SPA-T1": "I", "SPA-T2": "H", "SPA-H1": "N", "ATH-H1": "P"}, ap=[0, 0], supply=[2, 3],
                 hands=(["K10"], []))
    play(s, "end_phase", "play S17")
    _adj_decline(s)
    assert board(s)["supply"][ATH] == 2


def test_6_17_without_it_the_marker_drops():
    """6 #17 (control): « le marqueur Appro. athénien est déplacé d'une case vers 0 » (5.1) — the same blockade without
    the stratagem takes Athens' marker from 2 to 1."""
    s = position(SPA, loc={"SPA-T1": "I", "SPA-T2": "H", "SPA-H1": "N", "ATH-H1": "P"}, ap=[0, 0], supply=[2, 3],
                 hands=(["K10"], []))
    play(s, "end_phase")
    _adj_decline(s)
    assert board(s)["supply"][ATH] == 1


def test_6_18_helot_supply_suppresses_spartan_check():
    """6 #18: « peut être joué par le joueur spartiate lors de la Phase d'ajustement pour supprimer la vérification
    du ravitaillement des unités spartiates (le marqueur Appro. spartiate reste sur la case où il se trouvait) »."""
    s = position(SPA, loc={"ATH-T1": "I", "ATH-T2": "J", "SPA-H1": "Q", "ATH-H1": "P"}, ap=[0, 0], supply=[3, 1],
                 hands=([], ["K3"]))
    play(s, "end_phase", "play S18")
    _adj_decline(s)
    assert board(s)["supply"][SPA] == 1
    assert where(s, "SPA-H1") == "Q"


def test_6_19_truce_resets_spartan_marker_to_three():
    """6 #19: « avant la vérification du ravitaillement, pour supprimer la vérification du ravitaillement des unités
    spartiates et replacer automatiquement le marqueur Appro. spartiate sur la case 3 »."""
    s = position(SPA, loc={"ATH-T1": "I", "ATH-T2": "J", "SPA-H1": "Q", "ATH-H1": "P"}, ap=[0, 0], supply=[3, 1],
                 hands=([], ["K11"]))
    play(s, "end_phase", "play S19")
    _adj_decline(s)
    assert board(s)["supply"][SPA] == 3


# --- #20 Tempête en mer ----------------------------------------------------------------------------------------------


def _storm(loc, weak_units=(), dice=()):
    s = position(SPA, loc=loc | {"SPA-H1": "N", "ATH-H1": "P"}, ap=[0, 0], hands=(["K7"], []),
                 weak_units=weak_units)
    play(s, "end_phase", "play S20")
    rolled = []
    for d in dice:
        assert s.is_chance_node()
        rolled.append(data(s)["dice_queue"][0][1])
        s.apply(f"die {d}")
    return s, rolled


def test_6_20_storm_five_or_six_weakens_full_ships():
    """6 #20: « Chaque joueur doit lancer 1d6 pour chacune des unités navales qui se trouvent sur la carte dans une
    zone maritime : une unité de pleine force est retournée sur sa face affaiblie ... si le résultat est de 5 ou 6 »."""
    s, rolled = _storm({"ATH-T2": "A", "SPA-T2": "C"}, dice=(5, 4))
    assert sorted(rolled) == ["ATH-T2", "SPA-T2"]
    results = dict(zip(rolled, (5, 4), strict=True))
    assert weak(s, "ATH-T2") == (results["ATH-T2"] >= 5)
    assert weak(s, "SPA-T2") == (results["SPA-T2"] >= 5)


def test_6_20_storm_eliminates_weakened_ships():
    """6 #20: « ... et une unité déjà affaiblie est éliminée, si le résultat est de 5 ou 6 » (2 PV, 8.2)."""
    s, rolled = _storm({"SPA-T2": "C"}, weak_units=["SPA-T2"], dice=(6,))
    assert rolled == ["SPA-T2"]
    assert where(s, "SPA-T2") == "X"
    assert data(s)["vp_kills"][ATH] == 2


def test_6_20_storm_in_port_only_six():
    """6 #20: « Cas particulier : en zone H (Port), seul un 6 au dé provoque l'affaiblissement ou l'élimination »."""
    s, _ = _storm({"SPA-T2": "H"}, dice=(5,))
    assert not weak(s, "SPA-T2")
    s, _ = _storm({"SPA-T2": "H"}, dice=(6,))
    assert weak(s, "SPA-T2")


def test_6_20_storm_spares_beached_ships():
    """6 #20: « Les unités navales déployées sur la plage (zone V) n'ont pas à effectuer ce test »."""
    s, rolled = _storm({"SPA-T2": "V", "SPA-T3": "G"}, dice=(6,))
    assert rolled == ["SPA-T3"]
    assert not weak(s, "SPA-T2") and weak(s, "SPA-T3")


def test_6_20_storm_die_is_a_d6():
    """6 #20: « lancer 1d6 » for each ship."""
    s = position(SPA, loc={"SPA-T2": "C", "SPA-H1": "N", "ATH-H1": "P"}, ap=[0, 0], hands=(["K7"], []))
    play(s, "end_phase", "play S20")
    assert set(outcomes(s)) == {f"die {n}" for n in range(1, 7)}


# --- #21 Incendie de Sphactérie --------------------------------------------------------------------------------------


def test_6_21_fire_makes_the_island_clear_from_next_turn():
    """6 #21: « Il est placé sur une des 4 zones Sphactérie ... Dès le début du tour suivant, les 4 zones de l'îlot
    (Q, R, S et T) sont automatiquement et toutes considérées comme des zones de terrain clair » — next turn, a combat
    in S (not the zone where the counter lies) has no difficult-terrain shift."""
    s = position(SPA, loc={"SPA-H5": "S", "ATH-H2": "R", "ATH-DEM": "R", "ATH-H1": "P"}, ap=[0, 0],
                 hands=(["K11"], []))
    play(s, "end_phase")
    assert "play_zone S21 Q" in legal(s)
    play(s, "play_zone S21 Q")
    to_next_turn(s, rolls=(8, 5))
    assert board(s)["turn"] == 2 and s.current_player == ATH
    play(s, "announce 3")
    while stage(s) == "passive_start":
        s.apply("no_stratagem")
    play(s, "activate R", "step ATH-H2 S", "done")
    r = resolve(s, 4)
    assert "f" not in r["shifts"]


def test_6_21_fire_not_effective_in_the_same_turn():
    """6 #21 (control): « décaler d'une colonne à gauche si le combat a lieu dans une zone de terrain difficile » (4.2
    f) — before the fire, the island zone S is difficult (column f)."""
    s = position(ATH, loc={"SPA-H5": "S", "ATH-H2": "R", "ATH-DEM": "R", "ATH-H1": "P"})
    play(s, "activate R", "step ATH-H2 S", "done")
    assert resolve(s, 4)["shifts"].get("f") == -1


# --- #22 Désertion des Messéniens ------------------------------------------------------------------------------------


def test_6_22_messenian_desertion_removes_one_messenian_hoplite():
    """6 #22: « pour retirer définitivement du jeu une unité de Hoplites messéniens » (8.2 Précision: « une unité
    éliminée par le stratagème n°22 est considérée comme éliminée pour le calcul des PV »)."""
    s = position(SPA, loc={"SPA-H1": "N", "ATH-H1": "P", "ATH-H6": "P", "ATH-H7": "O"}, ap=[0, 0],
                 hands=([], ["K5"]))
    play(s, "end_phase")
    assert sorted(a for a in legal(s) if a.startswith("play_unit S22")) == [
        "play_unit S22 ATH-H6", "play_unit S22 ATH-H7"]
    refuse(s, "play_unit S22 ATH-H1")
    kills = data(s)["vp_kills"][SPA]
    play(s, "play_unit S22 ATH-H7")
    assert where(s, "ATH-H7") not in ("O", "-")
    assert where(s, "ATH-H6") == "P"
    assert data(s)["vp_kills"][SPA] == kills + 1
    assert any("#22" in t for t in log_texts(s))


def test_6_5_archers_do_not_stop_ships():
    """6 #5: the ban is for « toute unité terrestre ou chef adverse » — a Spartan trireme may still beach on V where
    the Athenian archers stand."""
    s = position(SPA, announce=0, loc={"SPA-T2": "F", "SPA-H1": "N", "SPA-EPI": "N", "ATH-A1": "V", "ATH-H1": "P"},
                 hands=(["K4"], []))
    play(s, "announce 3", "play_zone S05 V", "activate F")
    assert "sail SPA-T2 V" in legal(s)


def test_6_8_combined_attack_units_take_no_losses():
    """6 #8: « Ces unités ne sont pas déplacées, elles demeurent dans leur zone » — when the combined attack fails
    (1/2 - R), only the units in the combat zone can be weakened."""
    s = position(SPA, loc={"SPA-H5": "N", "SPA-H6": "N", "SPA-H7": "N", "SPA-STY": "N", "SPA-H1": "L",
                           "ATH-H2": "M", "ATH-H3": "M"}, hands=([], ["K6"]))
    play(s, "activate N", "step SPA-H5 M", "step SPA-H6 M", "step SPA-H7 M", "done")
    r = resolve(s, 1, plays=("play_zone S08 L",))
    assert (r["att"], r["def"]) == (15, 12)
    assert r["result"][0] in ("1/2", "3/4", "A", "E", "1/4")
    assert "weaken SPA-H1" not in legal(s)
    while stage(s) == "c_loss":
        play(s, legal(s)[0])
    assert not weak(s, "SPA-H1") and where(s, "SPA-H1") == "L"
