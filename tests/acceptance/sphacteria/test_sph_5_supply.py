"""Sphactérie, section 5: supply of Pylos and Sphactérie, helot runs, capitulation."""

from .helpers import (
    ATH,
    SPA,
    board,
    data,
    edited,
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


def _adjust(state):
    """End the activation phase (both sides at 0 PA) and run to the next turn or the end, declining options."""
    play(state, "end_phase")
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


# --- 5: scope -------------------------------------------------------------------------------------------------------


def test_5_supply_only_for_athenians_in_pylos():
    """5: « Le ravitaillement ne concerne que les unités terrestres athéniennes déployée en zone P (Pylos) » —
    Athenian units elsewhere than P are never checked, even with I and H held by Spartan ships."""
    s = position(SPA, loc={"SPA-T1": "I", "SPA-T2": "H", "SPA-H1": "N", "ATH-H1": "O"}, ap=[0, 0], supply=[2, 3])
    _adjust(s)
    assert board(s)["supply"][ATH] != 1


def test_5_supply_only_for_spartans_on_the_island():
    """5: « ... ou les unités terrestres spartiates situées en zones Q, R, S et T (Sphactérie) » — Spartans in U
    are not checked although I and J are Athenian."""
    s = position(SPA, loc={"ATH-T1": "I", "ATH-T2": "J", "SPA-H1": "U", "ATH-H1": "P"}, ap=[0, 0], supply=[3, 2])
    _adjust(s)
    assert board(s)["supply"][SPA] != 1


def test_5_precision_athenians_on_part_of_island_do_not_matter():
    """5 Précision: « le fait que des unités athéniennes occupent une plusieurs des 4 zones de Sphactérie n'a pas
    d'impact sur le ravitaillement des unités Spartiates qui seraient situées dans zones restantes de l'îlot »:
    with Athens in Q and R, the Spartans in T are checked as usual (blockade: 3 → 2)."""
    loc = {"ATH-T1": "I", "ATH-T2": "J", "SPA-H1": "T", "ATH-H1": "P"}
    s = position(SPA, loc=loc, ap=[0, 0])
    _adjust(s)
    without = board(s)["supply"][SPA]
    s = position(SPA, loc=loc | {"ATH-H2": "Q", "ATH-H3": "R"}, ap=[0, 0])
    _adjust(s)
    assert board(s)["supply"][SPA] == without == 2


# --- 5.1: Pylos -----------------------------------------------------------------------------------------------------


def test_5_1_pylos_blockaded_marker_down():
    """5.1: « Si lors de la Phase d'ajustement athénienne les zones maritimes I et H sont occupées uniquement par des
    unités navales spartiates, le marqueur Appro. athénien est déplacé d'une case vers 0 »."""
    s = position(SPA, loc={"SPA-T1": "I", "SPA-T2": "H", "SPA-H1": "N", "ATH-H1": "P"}, ap=[0, 0])
    _adjust(s)
    assert board(s)["supply"][ATH] == 2
    assert any(line["rule"] == "5.1" for line in s.log_lines(0, lang="en"))


def test_5_1_pylos_not_blockaded_if_athenian_ship_in_h():
    """5.1: « occupées uniquement par des unités navales spartiates » — an Athenian ship in H (Spartan ships in I)
    breaks the blockade: the marker goes up (2 → 3)."""
    s = position(SPA, loc={"SPA-T1": "I", "ATH-T1": "H", "SPA-H1": "N", "ATH-H1": "P"}, ap=[0, 0],
                 supply=[2, 3])
    _adjust(s)
    assert board(s)["supply"][ATH] == 3


def test_5_1_pylos_not_blockaded_if_h_empty():
    """5.1: « les zones maritimes I et H sont occupées uniquement par des unités navales spartiates » — both I and H
    must be held by Spartan ships; with H empty the marker goes up (1 → 2)."""
    s = position(SPA, loc={"SPA-T1": "I", "SPA-H1": "N", "ATH-H1": "P"}, ap=[0, 0], supply=[1, 3])
    _adjust(s)
    assert board(s)["supply"][ATH] == 2


def test_5_1_marker_never_above_three():
    """5.1: « sinon et s'il n'est pas déjà sur la case 3, il est déplacé d'une case vers la droite »."""
    s = position(SPA, loc={"SPA-H1": "N", "ATH-H1": "P"}, ap=[0, 0], supply=[3, 3])
    _adjust(s)
    assert board(s)["supply"][ATH] == 3


# --- 5.2: Sphactérie -------------------------------------------------------------------------------------------------


def test_5_2_island_blockaded_marker_down():
    """5.2: « Si lors de la Phase d'ajustement spartiate les zones maritimes I et J sont occupées uniquement par des
    unités navales athéniennes, le marqueur Appro. spartiate est déplacé d'une case vers 0 »."""
    s = position(SPA, loc={"ATH-T1": "I", "ATH-T2": "J", "SPA-H1": "Q", "ATH-H1": "P"}, ap=[0, 0])
    _adjust(s)
    assert board(s)["supply"][SPA] == 2


def test_5_2_island_supplied_marker_up():
    """5.2: « sinon ... il est déplacé d'une case vers la droite » — a Spartan ship in J (Athens holds I): 1 → 2."""
    s = position(SPA, loc={"ATH-T1": "I", "SPA-T2": "J", "SPA-H1": "Q", "ATH-H1": "P"}, ap=[0, 0],
                 supply=[3, 1])
    _adjust(s)
    assert board(s)["supply"][SPA] == 2


def test_5_2_helots_may_roll_in_u_or_v():
    """5.2: « il peut lancer un d6 pour chaque unité de hilotes situées en en zone U ou en zone V » — helots in N,
    or Spartan hoplites in V, may not."""
    s = position(SPA, loc={"ATH-T1": "I", "ATH-T2": "J", "SPA-H1": "Q", "SPA-H5": "V", "SPA-H6": "U",
                           "SPA-H7": "N", "SPA-H2": "V", "ATH-H1": "P"}, ap=[0, 0], supply=[3, 1])
    play(s, "end_phase")
    assert stage(s) == "adj_helot" and s.current_player == SPA
    assert sorted(legal(s)) == ["helot_roll SPA-H5", "helot_roll SPA-H6", "stop"]
    refuse(s, "helot_roll SPA-H7")
    refuse(s, "helot_roll SPA-H2")


def test_5_2_helot_even_roll_raises_marker_before_the_check():
    """5.2: « Si le résultat est pair, le marqueur de ravitaillement est augmenté de 1 » — « avant la vérification
    du ravitaillement »: marker 1, helot rolls 4 → 2, then the blockade check → 1 (no capitulation)."""
    s = position(SPA, loc={"ATH-T1": "I", "ATH-T2": "J", "SPA-H1": "Q", "SPA-H5": "V", "ATH-H1": "P"},
                 ap=[0, 0], supply=[3, 1])
    play(s, "end_phase", "helot_roll SPA-H5", "die 4")
    _adjust_rest(s)
    lines = log_texts(s)
    roll = next(i for i, t in enumerate(lines) if "Helots H5 rolls 4" in t)
    check = next(i for i, t in enumerate(lines) if t.startswith("Sparta supply"))
    assert roll < check
    assert "marker on 2" in lines[roll]
    assert board(s)["supply"][SPA] == 1
    assert where(s, "SPA-H1") == "Q"
    assert not weak(s, "SPA-H5")


def _adjust_rest(state):
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


def test_5_2_helot_odd_roll_weakens_the_helot():
    """5.2: « Si le résultat est impair, l'unité de Hilote est retournée sur sa face affaiblie »."""
    s = position(SPA, loc={"ATH-T1": "I", "ATH-T2": "J", "SPA-H1": "Q", "SPA-H5": "V", "ATH-H1": "P"},
                 ap=[0, 0], supply=[3, 2])
    play(s, "end_phase", "helot_roll SPA-H5", "die 3")
    assert weak(s, "SPA-H5") and where(s, "SPA-H5") == "V"
    assert board(s)["supply"][SPA] == 1  # no rise from the helot; the blockade check then takes it 2 → 1


def test_5_2_helot_odd_roll_eliminates_weakened_helot():
    """5.2: « (elle est éliminée, si elle est déjà affaiblie) »."""
    s = position(SPA, loc={"ATH-T1": "I", "ATH-T2": "J", "SPA-H1": "Q", "SPA-H6": "U", "ATH-H1": "P"},
                 ap=[0, 0], supply=[3, 2], weak_units=["SPA-H6"])
    kills = data(s)["vp_kills"][ATH]
    play(s, "end_phase", "helot_roll SPA-H6", "die 5")
    assert where(s, "SPA-H6") == "X"
    assert data(s)["vp_kills"][ATH] == kills + 1  # 8.2: an eliminated enemy land unit


def test_5_2_one_roll_per_helot_unit():
    """5.2: « un d6 pour chaque unité de hilotes » — a helot that rolled cannot roll again."""
    s = position(SPA, loc={"ATH-T1": "I", "ATH-T2": "J", "SPA-H1": "Q", "SPA-H5": "V", "SPA-H6": "U",
                           "ATH-H1": "P"}, ap=[0, 0], supply=[3, 1])
    play(s, "end_phase", "helot_roll SPA-H5", "die 2")
    assert "helot_roll SPA-H5" not in legal(s)
    refuse(s, "helot_roll SPA-H5")


# --- 5.3: capitulation -----------------------------------------------------------------------------------------------


def test_5_3_athenian_capitulation_at_zero():
    """5.3: « Si le marqueur de ravitaillement athénien atteint 0, les unités terrestres athéniennes situés en zone P
    sont éliminées »."""
    s = position(SPA, loc={"SPA-T1": "I", "SPA-T2": "H", "SPA-H1": "N", "ATH-A1": "P", "ATH-H2": "O"},
                 ap=[0, 0], supply=[1, 3])
    kills = data(s)["vp_kills"][SPA]
    _adjust(s)
    assert board(s)["supply"][ATH] == 0 or where(s, "ATH-A1") == "X"
    assert where(s, "ATH-A1") == "X"
    assert where(s, "ATH-H2") == "O"  # only units in P capitulate
    assert data(s)["vp_kills"][SPA] == kills + 1  # 8.2 Précision: counted as eliminated


def test_5_3_spartan_capitulation_at_zero():
    """5.3: « Si le marqueur de ravitaillement spartiate atteint 0, les unités spartiates situées dans les zones Q,
    R, S et T sont éliminées »."""
    s = position(SPA, loc={"ATH-T1": "I", "ATH-T2": "J", "SPA-H5": "S", "SPA-H1": "U", "ATH-H1": "P"},
                 ap=[0, 0], supply=[3, 1])
    _adjust(s)
    assert where(s, "SPA-H5") == "X"
    assert where(s, "SPA-H1") == "U"


def test_5_3_suspension_when_pylos_empty():
    """5.3: « Si en cours de partie toutes les unités d'Athènes quittent ... Pylos ..., la vérification du
    ravitaillement est suspendue (sans capitulation) » — marker on 1, Pylos empty and blockaded: no capitulation."""
    s = position(SPA, loc={"SPA-T1": "I", "SPA-T2": "H", "SPA-H1": "N", "ATH-H1": "O"}, ap=[0, 0], supply=[1, 3])
    _adjust(s)
    assert not s.is_terminal()
    assert board(s)["supply"][ATH] != 0


def test_5_3_suspended_check_resumes_with_marker_at_three():
    """5.3: « Elle peut reprendre, avec marqueurs d'Appro. A 3, dès que les conditions listées en 5.1 ou 5.2 sont à
    nouveaux en place » — marker 1, Pylos left empty for a turn; Athens back in P under blockade: 3 → 2 (not 0)."""
    s = position(SPA, loc={"SPA-T1": "I", "SPA-T2": "H", "SPA-H1": "N", "ATH-H1": "O"}, ap=[0, 0], supply=[1, 3])
    to_next_turn(s, rolls=(5, 8))  # turn 2, Sparta has the initiative
    assert board(s)["turn"] == 2 and stage(s) == "announce" and s.current_player == SPA
    # Athens has walked back into Pylos (edited in); both sides then spend their PA without fighting
    s = edited(s, loc={"ATH-H1": "P"}, ap=[0, 4])
    play(s, "announce 4")
    _adjust(s)
    assert not s.is_terminal()
    assert where(s, "ATH-H1") == "P"
    assert board(s)["supply"][ATH] == 2


def test_5_markers_stay_between_0_and_3_in_random_games(playout_snapshots):
    """5: « Ces marqueurs peuvent être déplacés entre les cases 0 à 3 du compteur »."""
    snaps, _ = playout_snapshots
    for snap in snaps:
        assert all(0 <= m <= 3 for m in snap["supply"]), snap["supply"]
