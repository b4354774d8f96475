"""New Armies 2. CONSTRUCTION: a new block of value 1, or an existing block in a fortress/port raised by one."""

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
    game,
    last_combat,
    move_in,
    play,
    player,
    position,
    refused,
    reserve,
    texts,
    values,
)

ATHENS_HOME = [block("2409", ARMY, 1), block("2409", FLEET, 2)]


def _delta(before: list[int], after: list[int]) -> tuple[Counter, Counter]:
    """(blocks taken from the reserve, blocks put back)."""
    taken = Counter(before)
    taken.subtract(Counter(after))
    back = Counter(after)
    back.subtract(Counter(before))
    return +taken, +back


def test_2_exemple_rome_raises_2_to_3_for_15_cv_9():
    """Exemple : « Rome possède une armée de valeur « 2 » et une forteresse à Massilia. ... elle a atteint la phase 3 de
    la section « Militaire ». ... Il paie 15 Talents et échange le bloc de valeur « 2 » par un bloc de valeur « 3 ».
    L'armée a une valeur de combat de « 9 ». » (Sparta, in its fortress of Sparte; then Athens enters and Sparta
    attacks: 9 CV)."""
    state = position(
        [block("2012", ARMY, 2), block("2012", FLEET, 1)],
        [block("2111", ARMY, 1), block("2409", FLEET, 2)],
        dev={SPARTA: [PHASE_BOX[3], 0, 0, 0]},
    )
    treasury = player(state, SPARTA)["treasury"]
    before = reserve(state, SPARTA)["land"]
    play(state, "act build", "build_legion 2012")
    assert values(state, "2012", "Sparta", "land") == [3]
    assert player(state, SPARTA)["treasury"] == treasury - 15
    assert _delta(before, reserve(state, SPARTA)["land"]) == (Counter({3: 1}), Counter({2: 1}))
    state.apply("done")
    state.apply("act move")
    move_in(state, "2111", ["2012"])
    play(state, "done", "act attack", "fight 2012")
    assert last_combat(state)["attacker"] == "Sparta"
    assert last_combat(state)["attack_cv"] == 9


def test_2_build_a_new_army_block_of_value_1():
    """« il peut soit construire un nouveau bloc représentant une armée ... de valeur « 1 » »: in a fortress with no
    army block, at the price of a legion (Military I: 5)."""
    state = position([block("2011", ARMY, 2), block("2012", FLEET, 1)], ATHENS_HOME, dev={SPARTA: [1, 0, 0, 1]})
    treasury = player(state, SPARTA)["treasury"]
    before = reserve(state, SPARTA)["land"]
    play(state, "act build", "build_legion 2012")
    assert values(state, "2012", "Sparta", "land") == [1]
    assert player(state, SPARTA)["treasury"] == treasury - player(state, SPARTA)["prices"]["legion"] == treasury - 5
    assert _delta(before, reserve(state, SPARTA)["land"]) == (Counter({1: 1}), Counter())


def test_2_build_a_new_fleet_block_of_value_1_in_a_port():
    """« construire un nouveau bloc représentant une ... flotte de valeur « 1 » »: in a port (Sparte) with no fleet
    block, at the price of a ship (Fleet I: 15)."""
    state = position([block("2011", ARMY, 1), block("2112", FLEET, 1)], ATHENS_HOME, dev={SPARTA: [0, 1, 0, 0]})
    treasury = player(state, SPARTA)["treasury"]
    play(state, "act build", "build_ship 2012")
    assert values(state, "2012", "Sparta", "sea") == [1]
    assert player(state, SPARTA)["treasury"] == treasury - 15


def test_2_raise_a_fleet_block_in_a_port():
    """« augmenter la valeur d'un bloc existant dans une forteresse/un port en échangeant un bloc ... de valeur
    immédiatement supérieure »: Sparta's fleet 1 in its port of Sparte becomes a 2, for a ship's price."""
    state = position(
        [block("2011", ARMY, 1), block("2012", FLEET, 1)], ATHENS_HOME, dev={SPARTA: [0, FLEET_PHASE_BOX[1], 0, 0]}
    )
    treasury = player(state, SPARTA)["treasury"]
    before = reserve(state, SPARTA)["sea"]
    play(state, "act build", "build_ship 2012")
    assert values(state, "2012", "Sparta", "sea") == [2]
    assert player(state, SPARTA)["treasury"] == treasury - 15
    assert _delta(before, reserve(state, SPARTA)["sea"]) == (Counter({2: 1}), Counter({1: 1}))


def test_2_one_level_per_build_action():
    """« La valeur d'un bloc ne peut être augmentée que d'un niveau par action « construire ». »: 2 -> 3, not 4, in one
    action; the next Build action may raise it again."""
    state = position([block("2012", ARMY, 2), block("2012", FLEET, 1)], ATHENS_HOME, dev={SPARTA: [1, 0, 0, 1]})
    play(state, "act build", "build_legion 2012")
    assert values(state, "2012", "Sparta", "land") == [3]
    assert "build_legion 2012" not in texts(state)
    refused(state, "build_legion 2012")
    play(state, "done", "act pass", "act build")
    assert "build_legion 2012" in texts(state)
    state.apply("build_legion 2012")
    assert values(state, "2012", "Sparta", "land") == [4]


def test_2_raise_only_in_a_fortress():
    """« augmenter la valeur d'un bloc existant dans une forteresse/un port »: Sparta's 2 in Tegea (a trading post, no
    fortress) cannot be raised."""
    state = position(
        [block("2011", ARMY, 2), block("2012", ARMY, 1), block("2012", FLEET, 1)],
        ATHENS_HOME,
        dev={SPARTA: [1, 0, 0, 1]},
    )
    play(state, "act build")
    assert "build_legion 2011" not in texts(state)
    refused(state, "build_legion 2011")


@pytest.mark.parametrize(
    ("blocks", "action"),
    [
        ([block("2011", ARMY, 1), block("2012", FLEET, 4)], "build_ship 2012"),  # Sparta has no fleet block of 5
        ([block("2011", ARMY, 8), block("2012", ARMY, 7), block("2012", FLEET, 1)], "build_legion 2012"),  # 8 in use
    ],
    ids=["fleet_4_no_5", "army_7_the_8_on_the_map"],
)
def test_2_raise_needs_the_next_block_in_reserve(blocks, action):
    """« en échangeant un bloc en bois représentant une armée ou une flotte de valeur immédiatement supérieure »: with
    no such block left in the reserve, no raise."""
    state = position(blocks, ATHENS_HOME, dev={SPARTA: [1, 1, 0, 1]})
    play(state, "act build")
    assert action not in texts(state)
    refused(state, action, "New Armies 2")


def test_2_raise_to_8_when_the_8_is_in_reserve():
    """« en échangeant un bloc ... de valeur immédiatement supérieure »: the same 7 is raised when Sparta's 8 is
    free."""
    blocks = [block("2011", ARMY, 1), block("2012", ARMY, 7), block("2012", FLEET, 1)]
    state = position(blocks, ATHENS_HOME, dev={SPARTA: [1, 0, 0, 1]})
    play(state, "act build", "build_legion 2012")
    assert values(state, "2012", "Sparta", "land") == [8]


def test_2_remarque_compositions_differ_athens_top_army_block_9():
    """Remarque : « la combinaison des blocs et des valeurs est différente pour chaque faction ... le bloc d'armée le
    plus élevé du joueur de la Grèce a une valeur de « 9 » »: Athens' 9 cannot be raised further."""
    blocks = game().board_data()["blocks"]
    assert max(blocks[ATHENS]["army"]) == 9
    assert sorted(blocks[SPARTA]["army"]) != sorted(blocks[ATHENS]["army"])
    assert sorted(blocks[SPARTA]["fleet"]) != sorted(blocks[ATHENS]["fleet"])
    state = position(
        [block("2011", ARMY, 1), block("2012", FLEET, 1)],
        [block("2409", ARMY, 9), block("2409", FLEET, 2)],
        dev={ATHENS: [1, 0, 0, 1]},
    )
    play(state, "act pass", "act build")
    assert "build_legion 2409" not in texts(state)


def test_2_raised_value_stays_hidden():
    """« ... ne peuvent jamais être sûrs de sa valeur » (Remarque) and 1: Sparta raises a hidden block: whether it was a
    2 or a 3, Athens sees the same (board, log, history)."""
    def make(value):
        return position(
            [block("2012", ARMY, value, public=False), block("2012", FLEET, 1)],
            ATHENS_HOME,
            dev={SPARTA: [1, 0, 0, 1]},
        )

    a, b = make(2), make(3)
    for state in (a, b):
        play(state, "act build", "build_legion 2012", "done")
    assert values(a, "2012", "Sparta", "land", SPARTA) == [3]
    assert values(b, "2012", "Sparta", "land", SPARTA) == [4]
    assert values(a, "2012", "Sparta", "land", ATHENS) == [None]
    assert a.view(ATHENS) == b.view(ATHENS)
    assert a.history_for(ATHENS) == b.history_for(ATHENS)


def test_2_no_raise_in_a_contested_fortress():
    """« augmenter la valeur d'un bloc existant dans une forteresse » with 9.1.4 (« Dans un hexagone contesté, rien ne
    peut être construit »): Athens' block in Sparte stops Sparta raising its 2 there."""
    state = position(
        [block("2012", ARMY, 2), block("2012", FLEET, 1)],
        [block("2111", ARMY, 1), block("2409", FLEET, 2)],
        dev={SPARTA: [1, 1, 0, 1]},
    )
    play(state, "act pass", "act move")
    move_in(state, "2111", ["2012"])
    play(state, "done", "act build")
    assert "build_legion 2012" not in texts(state)
    assert "build_ship 2012" not in texts(state)
    refused(state, "build_legion 2012")


def test_2_new_block_needs_a_1_in_reserve():
    """« construire un nouveau bloc représentant une armée ... de valeur « 1 » »: the block comes from the reserve; with
    Athens' four army blocks of 1 all on the map, none can be built in its empty fortress of Athenai."""
    state = position(
        [block("2011", ARMY, 1), block("2012", FLEET, 1)],
        [
            block("2105", ARMY, 1),
            block("2008", ARMY, 1),
            block("2308", ARMY, 1),
            block("2106", ARMY, 1),
            block("2409", FLEET, 2),
        ],
        dev={ATHENS: [1, 0, 0, 1]},
    )
    assert 1 not in reserve(state, ATHENS)["land"]
    play(state, "act pass", "act build")
    assert "build_legion 2409" not in texts(state)
    refused(state, "build_legion 2409", "New Armies 2")
