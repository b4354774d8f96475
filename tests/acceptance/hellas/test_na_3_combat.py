"""New Armies 3. COMBAT: a block's CV is its value times its phase's CV; each loss swaps it for a block one lower."""

from __future__ import annotations

from collections import Counter

import pytest

from .na_helpers import (
    ARMY,
    ATHENS,
    FLEET,
    FLEET_PHASE_BOX,
    PHASE_BOX,
    SPARTA,
    block,
    board,
    game,
    last_combat,
    move_in,
    play,
    position,
    reserve,
    values,
)


def _land_battle(sparta_value, athens_value, *, sparta_dev=(0, 0, 0, 0), athens_dev=(0, 0, 0, 0), stability=None):
    """Sparta's army block walks from Tegea into Kleitor (clear coast, no post, no fortress) where Athens' army block
    stands, then attacks it. Returns the state and the two army reserves before the battle."""
    state = position(
        [block("2011", ARMY, sparta_value), block("2012", FLEET, 1)],
        [block("2010", ARMY, athens_value, public=False), block("2409", FLEET, 2)],
        dev={SPARTA: list(sparta_dev), ATHENS: list(athens_dev)},
        stability=stability,
    )
    before = (reserve(state, SPARTA)["land"], reserve(state, ATHENS)["land"])
    play(state, "act move")
    move_in(state, "2011", ["2010"])
    play(state, "done", "act pass", "act attack", "fight 2010")
    return state, before


def _moved(before: list[int], after: list[int]) -> tuple[Counter, Counter]:
    """(blocks taken from the reserve, blocks put back)."""
    return +(Counter(before) - Counter(after)), +(Counter(after) - Counter(before))


@pytest.mark.parametrize("phase", [0, 1, 2, 3, 4])
def test_3_army_block_cv_is_value_times_military_cv(phase):
    """« Lorsqu'un bloc combat, sa valeur est multipliée par la valeur de combat correspondant au niveau actuel de la
    section militaire »: a 4 fights with 4 x the legion CV of Sparta's Military phase."""
    state, _ = _land_battle(4, 1, sparta_dev=(PHASE_BOX[phase], 0, 0, 0))
    # legion CV by phase: 1 (9.6: starting legions, phase I), 2 (9.2 ex. 3, 9.6 ex.), 3 (NA 2 ex.: a 3 has 9), 4 (data)
    legion_cv = [1, 1, 2, 3, 4][phase]
    assert game().board_data()["legion"]["cv"][phase] == legion_cv
    assert last_combat(state)["attack_cv"] == 4 * legion_cv
    assert last_combat(state)["defence_cv"] == 1


@pytest.mark.parametrize("phase", [1, 2, 3, 4])
def test_3_fleet_block_cv_is_value_times_fleet_cv(phase):
    """« sa valeur est multipliée par la valeur de combat correspondant au niveau actuel de la section ... de la flotte
    »: Sparta's fleet 3 sails onto Athens' fleet 2 and attacks it."""
    state = position(
        [block("2011", ARMY, 1), block("2112", FLEET, 3)],
        [block("2409", ARMY, 1), block("2113", FLEET, 2, public=False)],
        dev={SPARTA: [0, FLEET_PHASE_BOX[phase], 0, 0]},
    )
    play(state, "act move")
    move_in(state, "2112", ["2113"], "sail")
    play(state, "done", "act pass", "act attack", "sea_fight 2113")
    ship_cv = game().board_data()["ship"]["cv"][phase]
    assert last_combat(state)["arm"] == "sea"
    assert last_combat(state)["attack_cv"] == 3 * ship_cv
    assert last_combat(state)["defence_cv"] == 2


def test_3_exemple_perse_block_4_cv_8():
    """Exemple : « le joueur de la Perse a atteint la phase III de la section militaire. Il possède un bloc d'armée de
    valeur « 4 ». La valeur de combat de ce bloc est de « 8 ». » (Mare Nostrum's Persia fights at 2 per legion in phase
    III; in Hellas the legions' CV is 2 in phase II: the same 4 x 2 = 8.)"""
    assert game().board_data()["legion"]["cv"][2] == 2
    state, _ = _land_battle(4, 1, sparta_dev=(PHASE_BOX[2], 0, 0, 0))
    assert last_combat(state)["attack_cv"] == 8


def test_3_exemple_rome_grece():
    """Exemple : « un bloc de l'armée de la Grèce attaque un bloc de l'armée de Rome. Rome a atteint la phase IV ... Son
    bloc a une valeur de « 2 ». La valeur de combat totale ... est donc de « 8 ». La Grèce ... son bloc a une valeur de
    « 3 ». Sa valeur de combat totale est de « 6 ». Le joueur de Rome subit deux pertes et retire donc son bloc d'armée
    de la carte. Le joueur de la Grèce doit également subir deux pertes et échange son bloc de valeur « 3 » avec un bloc
    d'armée de valeur « 1 ». » (Sparta attacks as Greece with a 3 at 2 CV a legion, Hellas Military II; Athens defends
    as Rome with a 2 at Military IV.)"""
    state, before = _land_battle(3, 2, sparta_dev=(PHASE_BOX[2], 0, 0, 0), athens_dev=(PHASE_BOX[4], 0, 0, 0))
    combat = last_combat(state)
    assert (combat["attack_cv"], combat["defence_cv"]) == (6, 8)
    assert (combat["attacker_lost"], combat["defender_lost"]) == (2, 2)
    assert values(state, "2010", "Athens", "land") == []
    assert values(state, "2010", "Sparta", "land") == [1]
    assert _moved(before[ATHENS], reserve(state, ATHENS)["land"]) == (Counter(), Counter({2: 1}))
    assert _moved(before[SPARTA], reserve(state, SPARTA)["land"]) == (Counter({1: 1}), Counter({3: 1}))


def test_3_each_loss_swaps_the_block_for_one_lower():
    """« Lorsqu'un bloc doit subir une perte ..., il échange le bloc participant avec un bloc ayant une valeur
    correspondant à la valeur après résolution du combat »: 9 CV (a 3 at Military III) against Athens' 5 (5 CV):
    Athens' 5 becomes a 2, Sparta's 3 a 2; the old blocks go back to the reserves."""
    state, before = _land_battle(3, 5, sparta_dev=(PHASE_BOX[3], 0, 0, 0))
    combat = last_combat(state)
    assert (combat["attack_cv"], combat["defence_cv"]) == (9, 5)
    assert (combat["attacker_lost"], combat["defender_lost"]) == (1, 3)
    assert values(state, "2010", "Athens", "land") == [2]
    assert values(state, "2010", "Sparta", "land") == [2]
    assert _moved(before[ATHENS], reserve(state, ATHENS)["land"]) == (Counter({2: 1}), Counter({5: 1}))
    assert _moved(before[SPARTA], reserve(state, SPARTA)["land"]) == (Counter({2: 1}), Counter({3: 1}))


def test_3_block_against_a_neutral_legion():
    """« Lorsqu'un bloc combat, sa valeur est multipliée par la valeur de combat ... » and « Lorsqu'un bloc doit subir
    une perte ..., il échange le bloc »: Sparta's 4 (Military II: 8 CV) lands on Rhodos and storms its purple legion (3
    CV, 15.2): the legion falls and Sparta's 4 becomes a 3."""
    state = position(
        [block("2011", ARMY, 1), block("3513", FLEET, 4, cargo=4)],
        [block("2409", ARMY, 1), block("2409", FLEET, 2)],
        dev={SPARTA: [PHASE_BOX[2], 0, 0, 0]},
    )
    play(state, "act move", "unload 3513", "done", "act pass", "act attack", "storm 3513")
    combat = last_combat(state)
    assert (combat["attack_cv"], combat["defence_cv"]) == (8, 3)
    assert combat["defender_lost"] == 1
    assert values(state, "3513", "Sparta", "land") == [3]
    assert "neutral_legions" not in board(state, SPARTA)["hexes"]["3513"]


@pytest.mark.parametrize(
    ("sparta", "culture", "fortress_stands", "sparta_left"),
    [(3, 6, True, 1), (4, 0, False, 2)],
    ids=["10_cv_fortress_stands", "12_cv_fortress_falls"],
)
def test_3_losses_on_the_block_then_the_fortress(sparta, culture, fortress_stands, sparta_left):
    """« il échange le bloc participant avec un bloc ayant une valeur correspondant à la valeur après résolution du
    combat », with 9.3's example as blocks: Athens' 2 and its fortress in Athenai; Sparta's 3 at 3 CV a legion (+1
    culture each, case 6): 10 CV against 8, Athens' block is removed, the fortress stays (4 CV left < 6) and Sparta's 3
    becomes a 1; with a 4 and no culture: 12 CV, the block and then the fortress (6) fall."""
    state = position(
        [block("2309", ARMY, sparta), block("2012", FLEET, 1)],
        [block("2409", ARMY, 2, public=False), block("2409", FLEET, 2)],
        dev={SPARTA: [PHASE_BOX[3], 0, 0, culture], ATHENS: [0, 0, 0, culture]},
    )
    play(state, "act move")
    move_in(state, "2309", ["2409"])
    play(state, "done", "act pass", "act attack", "fight 2409")
    combat = last_combat(state)
    assert combat["attack_cv"] == 3 * sparta + (1 if culture else 0)
    assert combat["defence_cv"] == 2 + 5 + (1 if culture else 0)
    assert values(state, "2409", "Athens", "land") == []
    assert (board(state, SPARTA)["hexes"]["2409"].get("fortress") == "Athens") is fortress_stands
    assert values(state, "2409", "Sparta", "land") == [sparta_left]


@pytest.mark.parametrize(
    ("culture", "stability", "cv"),
    [(2, 1, 3 + 2), (0, -4, 3 - 2)],
    ids=["city_state_box_2_plus_2", "stability_minus_4_minus_2"],
)
def test_3_modifiers_once_per_combat_not_per_value(culture, stability, cv):
    """« sa valeur est multipliée par la valeur de combat correspondant au niveau ... de la section militaire » — the
    value multiplies the legion CV only; culture and stability modifiers count once « PAR COMBAT (et non par unité) »
    (9.2, ex. 2): a 3 at Military 0 with +2 fights with 5 (not 9), with -2 with 1."""
    state, _ = _land_battle(3, 1, sparta_dev=(0, 0, 0, culture), stability=(stability, 0))
    assert last_combat(state)["attack_cv"] == cv


def test_3_carried_army_block_lost_with_its_fleet():
    """« Lorsqu'un bloc doit subir une perte ... » with 9.1.1 (« Si un navire est détruit au combat, une légion
    transportée est également détruite »): Athens' fleet 1 carrying an army 1 is hit by Sparta's fleet 3 (3 CV): the
    fleet block and its cargo leave the map."""
    state = position(
        [block("2011", ARMY, 1), block("2112", FLEET, 3)],
        [block("2409", ARMY, 1), block("2113", FLEET, 1, cargo=1)],
        dev={SPARTA: [0, 1, 0, 0]},
    )
    play(state, "act move")
    move_in(state, "2112", ["2113"], "sail")
    play(state, "done", "act pass", "act attack")
    assert board(state, ATHENS)["players"][ATHENS]["supply"]["legions"] == 2
    play(state, "sea_fight 2113")
    assert values(state, "2113", "Athens", "sea") == []
    assert board(state, ATHENS)["players"][ATHENS]["supply"]["legions"] == 1  # Athenai's 1 only
    assert sorted(reserve(state, ATHENS)["land"]).count(1) == 3
