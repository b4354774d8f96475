"""Sphactérie, section 2: sequence of play (stratagems, action points, activation, adjustments)."""

import json

import pytest

from .helpers import (
    ATH,
    ATH_OPENING,
    SPA,
    SPA_OPENING,
    board,
    data,
    fresh,
    legal,
    log_texts,
    play,
    position,
    refuse,
    stage,
    to_next_turn,
    weak,
    where,
)

# --- 2: seven turns -------------------------------------------------------------------------------------------


def test_2_game_lasts_seven_turns():
    """2: « Une partie se déroule en 7 tours de jeu » — the end of turn 7's adjustments ends the game."""
    s = position(SPA, loc={"ATH-H1": "P", "SPA-H1": "N"}, ap=[0, 0], turn=7)
    play(s, "end_phase")
    assert s.is_terminal()
    assert s.result() is not None


def test_2_turn_6_is_followed_by_turn_7():
    """2: « Une partie se déroule en 7 tours de jeu » — 7 turns — after turn 6 the game goes on into turn 7."""
    s = position(SPA, loc={"ATH-H1": "P", "SPA-H1": "N"}, ap=[0, 0], turn=6,
                 entered=["SPA-RH1", "ATH-RH1", "ATH-RH2"])
    to_next_turn(s, rolls=(5, 8))
    assert not s.is_terminal()
    assert board(s)["turn"] == 7


# --- 2.A: stratagem selection ---------------------------------------------------------------------------------


def test_2_A_each_player_draws_two_and_keeps_them_secret():
    """2.A: « Chacun des joueurs en tire 2 au sort et les garde secret »."""
    s = play(fresh(), "draw K1", "draw K2", "draw K3", "draw K4")
    hands = data(s)["hands"]
    assert sorted(hands[ATH]) == ["K2", "K4"] and sorted(hands[SPA]) == ["K1", "K3"]
    va, vs = board(s, ATH), board(s, SPA)
    assert va["hand_counts"] == [2, 2]
    assert sorted(h["counter"] for h in va["hand"]) == ["K2", "K4"]
    assert sorted(h["counter"] for h in vs["hand"]) == ["K1", "K3"]
    # Athens never sees Sparta's counters, in its view or its log (and conversely)
    ath_view = json.dumps(s.view(ATH))
    assert '"K1"' not in ath_view and '"K3"' not in ath_view
    spa_view = json.dumps(s.view(SPA))
    assert '"K2"' not in spa_view and '"K4"' not in spa_view
    assert not any("K1 " in t or "K3 " in t for t in log_texts(s, ATH))


def test_2_A_non_red_stratagem_returns_to_bowl():
    """2.A: « les autres sont remis dans le bol lorsqu'ils sont joués » — #20 is not red: K7 goes back."""
    s = position(SPA, loc={"ATH-H1": "P", "SPA-T2": "B", "ATH-T2": "A"}, ap=[0, 0], hands=(["K7"], []))
    play(s, "end_phase", "play S20")
    assert "K7" in data(s)["bowl"]
    assert "K7" not in data(s)["out"]
    assert data(s)["hands"][ATH] == []


def test_2_A_note_brasidas_face_removes_the_counter():
    """2.A note: « Départ de Brasidas (10) ... n'est retiré du jeu que si la face « Départ de Brasidas (10) » a
    été utilisée »."""
    s = position(SPA, loc={"ATH-H1": "P", "SPA-BRA": "N", "SPA-H1": "N"}, ap=[0, 0], hands=(["K7"], []))
    play(s, "end_phase", "play S10")
    assert "K7" in data(s)["out"]
    assert "K7" not in data(s)["bowl"]
    assert "K7" not in data(s)["hands"][ATH]


def test_2_A_bowl_holds_every_available_stratagem():
    """2.A: « Tous les stratagèmes disponibles sont placés dans un bol » — 11 counters to draw from on turn 1."""
    s = fresh()
    assert board(s)["bowl_count"] == 11
    assert len(data(s)["bowl"]) == 11


# --- 2.B: action points and initiative ------------------------------------------------------------------------


def test_2_B_exemple_sparta_8_athens_5():
    """2.B Exemple: « Sparte obtient 8 et Athènes 5. Sparte obtient l'initiative et 4 PA. Athènes obtient 3 PA »."""
    s = play(fresh(), *SPA_OPENING)  # Athens rolls 5, Sparta 8
    assert board(s)["initiative"] == "Sparta"
    assert data(s)["initiative"] == SPA
    assert data(s)["ap"] == [3, 4]


@pytest.mark.parametrize(("total", "pa"), [(2, 1), (3, 2), (4, 2), (7, 4), (11, 6), (12, 6)])
def test_2_B_action_points_are_half_rounded_up(total, pa):
    """2.B: « autant de PA que le total des 2d6, divisé par deux et arrondi à l'entier supérieur »."""
    other = 2 if total != 2 else 3
    s = play(fresh(), "draw K1", "draw K2", "draw K3", "draw K4", f"roll2 {total}", f"roll2 {other}")
    assert data(s)["ap"][ATH] == pa


def test_2_B_higher_roll_takes_initiative():
    """2.B: « Le joueur ayant obtenu le résultat le plus élevé obtient l'initiative »."""
    s = play(fresh(), *ATH_OPENING)  # Athens 8, Sparta 5
    assert data(s)["initiative"] == ATH
    s = play(fresh(), "draw K1", "draw K2", "draw K3", "draw K4", "roll2 6", "roll2 7")
    assert data(s)["initiative"] == SPA


def test_2_B_tie_goes_to_more_naval_pf_on_map_turn_1():
    """2.B: « En cas d'égalité, le joueur ayant le plus de PF d'unités navales sur la carte obtient l'initiative »
    — on turn 1 only Athens has a ship (T1 in I)."""
    s = play(fresh(), "draw K1", "draw K2", "draw K3", "draw K4", "roll2 7", "roll2 7")
    assert data(s)["initiative"] == ATH


def test_2_B_tie_goes_to_more_naval_pf_sparta():
    """2.B: « le joueur ayant le plus de PF d'unités navales sur la carte obtient l'initiative » — tie on the dice,
    Sparta has more PF of triremes on the map (T1 7 PF against Athens' T1 weakened, 3 PF)."""
    s = position(SPA, loc={"ATH-H1": "P", "ATH-T1": "I", "SPA-T1": "B", "SPA-H1": "N"}, weak_units=["ATH-T1"],
                 ap=[0, 0], turn=2, entered=["SPA-RH1"])
    to_next_turn(s, rolls=(6, 6))
    assert data(s)["initiative"] == SPA
    assert any("Sparta has the initiative" in t for t in log_texts(s)[-4:])


def test_2_B_second_tie_goes_to_sparta():
    """2.B: « En cas de nouvelle égalité le joueur spartiate obtient l'initiative » — equal rolls, no ship of
    either side on the map."""
    s = position(SPA, loc={"ATH-H1": "P", "SPA-H1": "N"}, ap=[0, 0], turn=3, entered=["SPA-RH1", "ATH-RH1"])
    to_next_turn(s, rolls=(9, 9))
    assert data(s)["initiative"] == SPA


def test_2_B_tie_with_athens_more_naval_pf_later_turn():
    """2.B: « le joueur ayant le plus de PF d'unités navales sur la carte obtient l'initiative » — the naval tie-break
    favours whoever has more trireme PF on the map (Athens T2 10 PF vs Sparta 7)."""
    s = position(SPA, loc={"ATH-H1": "P", "ATH-T2": "A", "SPA-T1": "B", "SPA-H1": "N"}, ap=[0, 0], turn=3,
                 entered=["SPA-RH1", "ATH-RH1"])
    to_next_turn(s, rolls=(4, 4))
    assert data(s)["initiative"] == ATH


# --- 2.C: activation phase ------------------------------------------------------------------------------------


def test_2_C_initiative_player_acts_first():
    """2.C: « Le joueur qui a remporté l'initiative effectue en premier une phase d'actions »."""
    s = play(fresh(), *SPA_OPENING)
    while stage(s) == "pre":
        s.apply("no_stratagem")
    assert stage(s) == "announce" and s.current_player == SPA
    s = play(fresh(), *ATH_OPENING)
    while stage(s) == "pre":
        s.apply("no_stratagem")
    assert stage(s) == "announce" and s.current_player == ATH


def test_2_C_announce_between_one_and_all_remaining_pa():
    """2.C 1/: « il doit annoncer le nombre total de PA (1 au minimum, tous ses PA encore disponibles au
    maximum) »; a player who still has PA cannot pass (« un joueur ne peut pas passer volontairement »)."""
    s = position(SPA, announce=0, loc={"SPA-H1": "N", "ATH-H1": "P"})
    assert sorted(legal(s)) == ["announce 1", "announce 2", "announce 3", "announce 4"]
    refuse(s, "end_phase")
    refuse(s, "announce 5")


def test_2_C_activation_costs_one_pa_with_a_leader():
    """2.C 2/: « Le coût est de 1 PA par zone activée si elle contient un chef »."""
    s = position(SPA, loc={"SPA-H1": "N", "SPA-EPI": "N", "ATH-H1": "P"})
    b0 = data(s)["budget"]
    play(s, "activate N")
    assert data(s)["budget"] == b0 - 1


def test_2_C_activation_costs_two_pa_without_a_leader():
    """2.C 2/: « ... et de 2 PA si elle ne contient pas de chef »."""
    s = position(SPA, loc={"SPA-H1": "N", "ATH-H1": "P"})
    b0 = data(s)["budget"]
    play(s, "activate N")
    assert data(s)["budget"] == b0 - 2


def test_2_C_activation_without_leader_refused_with_one_pa_left():
    """2.C 2/: « et de 2 PA si elle ne contient pas de chef » — 2 PA for a zone without leader — with 1 announced PA
    left it cannot be activated."""
    s = position(SPA, loc={"SPA-H1": "N", "SPA-H2": "U", "ATH-H1": "P"}, announce=1)
    assert "activate N" not in legal(s)
    refuse(s, "activate N")


def test_2_C_only_zones_with_own_units_can_be_activated():
    """2.C 2/: « il peut activer des zones de la carte occupées par les unités de son camp »."""
    s = position(SPA, loc={"SPA-H1": "N", "ATH-H1": "P"})
    assert [a for a in legal(s) if a.startswith("activate")] == ["activate N"]
    refuse(s, "activate P")
    refuse(s, "activate M")


def test_2_C_attacks_are_compulsory_and_cost_one_pa_for_all():
    """2.C 3/: « il doit effectuer des attaques ... dans les zones où se trouvent des unités des deux camps (coût 1 PA
    pour la totalité des attaques) »: two contested zones, one PA, both combats resolved."""
    s = position(SPA, loc={"SPA-H1": "N", "SPA-H2": "N", "SPA-EPI": "N", "ATH-H1": "M", "ATH-H6": "U"})
    play(s, "activate N", "step SPA-H1 M", "step SPA-H2 U", "done")
    assert "end_phase" not in legal(s)
    refuse(s, "end_phase")
    b = data(s)["budget"]
    play(s, "attack")
    assert data(s)["budget"] == b - 1
    fought = set()
    for _ in range(40):
        if s.is_chance_node():
            s.apply("die 6")
            continue
        acts = legal(s)
        if acts and acts[0].startswith("fight"):
            fought.add(acts[0].split()[1])
            s.apply(acts[0])
            continue
        if stage(s).startswith("c_"):
            s.apply(acts[0])
            continue
        break
    lines = [t for t in log_texts(s) if t.startswith("Combat in") and "attacks" in t]
    assert {ln.split("Combat in ")[1][0] for ln in lines} == {"M", "U"}
    assert sum("spends 1 AP to attack" in t for t in log_texts(s)) == 1


def test_2_C_one_stratagem_per_player_per_action_phase():
    """2.C: « dans la limite d'un stratagème chacun par phase d'actions » — Athens played Archers at the start of
    Sparta's phase: in that phase's combat it is not offered Attaque combinée / Chef blessé."""
    s = position(SPA, announce=0, loc={"SPA-H1": "N", "SPA-EPI": "N", "ATH-H1": "M", "ATH-A1": "V"},
                 hands=(["K4", "K6"], []))
    play(s, "announce 3", "play_zone S05 V", "activate N", "step SPA-H1 M", "step SPA-EPI M", "done", "attack")
    assert s.is_chance_node()  # no stratagem window left for Athens: straight to the die


def test_2_C_one_stratagem_control_without_prior_play():
    """2.C (control of the previous check): « dans la limite d'un stratagème chacun par phase d'actions » — without an
    earlier play, Athens is offered its combat stratagems."""
    s = position(SPA, announce=0, loc={"SPA-H1": "N", "SPA-EPI": "N", "ATH-H1": "M", "ATH-A1": "V"},
                 hands=(["K4", "K6"], []))
    play(s, "announce 3", "no_stratagem", "activate N", "step SPA-H1 M", "step SPA-EPI M", "done")
    play(s, "no_stratagem")  # 2.C « à tout moment »: Athens's window between Sparta's activations
    play(s, "attack")
    assert s.current_player == ATH
    assert "play S09" in legal(s)


def test_2_C_remarque_reinforcement_stratagem_outside_limit():
    """2.C Remarque: « les stratagèmes de renforts utilisés avant la première phase d'actions n'entrent pas dans
    cette limite » — Athens plays #13 before the first phase, then may still play Archers in its phase."""
    s = play(fresh(), "draw K1", "draw K9", "draw K3", "draw K4", "roll2 8", "roll2 5")
    assert "play S13" in legal(s)
    play(s, "play S13")
    while stage(s) == "pre":
        s.apply("no_stratagem")
    play(s, "announce 2")
    assert "play_zone S05 P" in legal(s)
    play(s, "play_zone S05 P")
    assert data(s)["archers"]


def test_2_C_passive_becomes_active():
    """2.C: « Le joueur passif devient ensuite joueur actif et effectue à son tour une phase d'actions »."""
    s = position(SPA, loc={"SPA-H1": "N", "ATH-H1": "P"})
    play(s, "end_phase")
    assert stage(s) == "announce" and s.current_player == ATH


def test_2_C_player_without_pa_passes_the_other_goes_on():
    """2.C: « Quand l'un des deux joueurs n'a plus de PA, il doit passer et laisser son adversaire effectuer
    éventuellement une nouvelle phase d'action »."""
    s = position(SPA, loc={"SPA-H1": "N", "ATH-H1": "P"}, ap=[0, 3], announce=1)
    play(s, "end_phase")
    assert stage(s) == "announce" and s.current_player == SPA
    assert sorted(legal(s)) == ["announce 1", "announce 2", "announce 3"]


def test_2_C_activation_ends_when_both_have_no_pa():
    """2.C: « Lorsque les deux joueurs ont dépensés tous leurs PA, la phase d'activation est terminée »."""
    s = position(SPA, loc={"SPA-H1": "N", "ATH-H1": "P"}, ap=[0, 0])
    play(s, "end_phase")
    assert board(s)["turn"] == 2  # adjustments had nothing to decide; the next turn began


# --- 2.D: adjustments -------------------------------------------------------------------------------------------


def test_2_D_initiative_player_adjusts_first():
    """2.D: « Le joueur qui a l'initiative effectue ses ajustements en premier »."""
    s = position(SPA, loc={"SPA-H1": "N", "SPA-EPI": "N", "ATH-H1": "P", "ATH-DEM": "P"},
                 weak_units=["SPA-H1", "ATH-H1"], ap=[0, 0])
    play(s, "end_phase")  # Sparta has the initiative (turn 1, Sparta 8 against 5)
    assert stage(s).startswith("adj") and s.current_player == SPA
    s = position(ATH, loc={"SPA-H1": "N", "SPA-EPI": "N", "ATH-H1": "P", "ATH-DEM": "P"},
                 weak_units=["SPA-H1", "ATH-H1"], ap=[0, 0])
    play(s, "end_phase")  # Athens has the initiative
    assert stage(s).startswith("adj") and s.current_player == ATH


def test_2_D_keep_at_most_one_stratagem():
    """2.D: « il ne peut conserver au maximum qu'un seul stratagème et il doit remettre dans le bol tous les
    stratagèmes en surnombre »."""
    s = position(SPA, loc={"SPA-H1": "N", "ATH-H1": "P"}, ap=[0, 0], hands=(["K2", "K4", "K6"], []))
    play(s, "end_phase")
    while stage(s) == "adj_strat":
        s.apply("no_stratagem")
    assert stage(s) == "adj_keep" and s.current_player == ATH
    assert sorted(legal(s)) == ["keep K2", "keep K4", "keep K6", "keep_none"]
    play(s, "keep K4")
    assert data(s)["hands"][ATH] == ["K4"]
    assert {"K2", "K6"} <= set(data(s)["bowl"])


def test_2_D_heal_one_unit_per_bonus_leader_on_map():
    """2.D: « il peut retourner autant d'unités affaiblies sur leur force normale qu'il possède de chef disposant
    d'un bonus présent sur la carte » — Epitadas* and Brasidas* on the map: 2 of 3 weakened units."""
    s = position(SPA, loc={"SPA-H1": "N", "SPA-H2": "U", "SPA-H3": "V", "SPA-EPI": "N", "SPA-BRA": "U",
                           "SPA-STY": "V", "ATH-H1": "P"},
                 weak_units=["SPA-H1", "SPA-H2", "SPA-H3"], ap=[0, 0])
    play(s, "end_phase")
    assert sorted(legal(s)) == ["recover SPA-H1", "recover SPA-H2", "recover SPA-H3", "stop"]
    play(s, "recover SPA-H1", "recover SPA-H3")
    assert not weak(s, "SPA-H1") and not weak(s, "SPA-H3")
    assert weak(s, "SPA-H2")
    assert not any(a.startswith("recover SPA") for a in legal(s))


def test_2_D_no_heal_without_bonus_leader():
    """2.D: healing counts only leaders « disposant d'un bonus » — Styphon has none."""
    s = position(SPA, loc={"SPA-H1": "N", "SPA-STY": "N", "ATH-H1": "P"}, weak_units=["SPA-H1"], ap=[0, 0])
    play(s, "end_phase")
    assert weak(s, "SPA-H1")
    assert board(s)["turn"] == 2


def test_2_D_turn_marker_advances():
    """2.D: « Le marqueur tour est avancé d'une case »."""
    s = position(SPA, loc={"SPA-H1": "N", "ATH-H1": "P"}, ap=[0, 0], turn=3, entered=["SPA-RH1", "ATH-RH1"])
    play(s, "end_phase")
    assert board(s)["turn"] == 4
    assert any("Turn 4 begins" in t for t in log_texts(s))
    assert where(s, "SPA-H1") == "N"


MAP_ZONES = set("ABCDEFGHIJKLMNOPQRSTUV")


def _contested(snapshot) -> set[str]:
    sides: dict[str, set[str]] = {}
    for p in snapshot["pieces"].values():
        if p["type"] != "L" and p["loc"] in MAP_ZONES:
            sides.setdefault(p["loc"], set()).add(p["side"])
    return {z for z, ss in sides.items() if len(ss) == 2}


def test_2_C_note_no_zone_with_both_sides_between_action_phases(playout_snapshots):
    """2.C Note: « À cet instant, il ne doit y avoir aucune zone dans laquelle se trouverait des unités des deux camps
    car tous les combats doivent obligatoirement avoir été résolus » — checked in a few short random games at every
    announce and adjustment decision."""
    snaps, finals = playout_snapshots
    assert len(snaps) > 50
    assert all(f.is_terminal() for f in finals)
    bad = [(s["turn"], s["stage"], _contested(s)) for s in snaps if _contested(s)]
    assert bad == []


def test_2_D_game_ends_by_turn_seven_in_playouts(playout_snapshots):
    """2 / 2.D: the turn marker never passes 7 (« Une partie se déroule en 7 tours de jeu »)."""
    snaps, finals = playout_snapshots
    assert max(s["turn"] for s in snaps) <= 7
    for f in finals:
        assert f.result() is not None


def test_2_C_one_stratagem_limit_binds_the_active_player_too():
    """2.C: « dans la limite d'un stratagème chacun par phase d'actions » — Athens, active, plays Archers in its own
    phase; when it then attacks, it is not offered its combat stratagem (Chef blessé)."""
    s = position(ATH, loc={"ATH-H2": "O", "ATH-DEM": "O", "ATH-A1": "P", "ATH-H1": "P", "SPA-H1": "M",
                           "SPA-EPI": "M"}, hands=(["K4", "K6"], []))
    play(s, "play_zone S05 P", "activate O", "step ATH-H2 M", "done", "attack")
    assert s.is_chance_node()  # straight to the die: no window for Athens (nor for Sparta, empty hand)


def test_2_C_one_stratagem_limit_control_active_player():
    """2.C (control): « dans la limite d'un stratagème chacun par phase d'actions » — without the Archers play, Athens
    attacking is offered Chef blessé."""
    s = position(ATH, loc={"ATH-H2": "O", "ATH-DEM": "O", "ATH-A1": "P", "ATH-H1": "P", "SPA-H1": "M",
                           "SPA-EPI": "M"}, hands=(["K4", "K6"], []))
    play(s, "activate O", "step ATH-H2 M", "done", "attack")
    assert s.current_player == ATH and "play S09" in legal(s)


def test_2_C_passive_player_may_play_a_stratagem_at_any_moment():
    """2.C: « Le joueur actif et le joueur passif peuvent jouer des stratagèmes à tout moment » — Athens, passive,
    lets Sparta's first activation go by, then plays Archers on Pylos before Sparta activates O."""
    s = position(SPA, announce=0, loc={"SPA-H1": "N", "SPA-EPI": "N", "SPA-H2": "O", "SPA-STY": "O", "ATH-A1": "P",
                                       "ATH-H1": "P"}, hands=(["K4"], []))
    play(s, "announce 3")
    assert "play_zone S05 P" in legal(s)  # offered at the start of the phase
    play(s, "no_stratagem", "activate N", "step SPA-H1 L", "done")
    offered = False
    for _ in range(3):
        if s.current_player == ATH and "play_zone S05 P" in legal(s):
            offered = True
            break
        if s.current_player == ATH and "no_stratagem" in legal(s):
            s.apply("no_stratagem")
            continue
        break
    assert offered
