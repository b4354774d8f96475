"""New Armies 1. DÉPLACEMENT: movement potential, one block of each type per hex, merging, splitting, hidden values."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from kleos.engine import Rng

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
    move_in,
    own,
    play,
    position,
    refused,
    reserve,
    texts,
    units,
    values,
)

ATHENS_HOME = [block("2409", ARMY, 1), block("2409", FLEET, 2)]


def _minus(before: list[int], after: list[int]) -> Counter:
    """What left a reserve (positive) or came back to it (negative)."""
    out = Counter(before)
    out.subtract(Counter(after))
    return +out


def _plus(before: list[int], after: list[int]) -> Counter:
    back = Counter(after)
    back.subtract(Counter(before))
    return +back


# --- movement potential -------------------------------------------------------------------------------------


@pytest.mark.parametrize(("phase", "mp"), [(0, 3), (3, 3), (4, 4)])
def test_1_army_block_mp_from_military_phase_not_value(phase, mp):
    """« Selon le statut d'un joueur sur le tableau de développement, les blocs de légion ... ont un certain potentiel
    de déplacement »: a block of value 5 moves as a legion of its owner's Military phase (3, Cavalry IV: more)."""
    state = position(
        [block("2011", ARMY, 5), block("2012", FLEET, 1)], ATHENS_HOME, dev={SPARTA: [PHASE_BOX[phase], 0, 0, 0]}
    )
    play(state, "act move", "march 2011")
    assert board(state, SPARTA)["group"]["mp"] == mp


def test_1_fleet_block_mp_from_fleet_phase_not_value():
    """« les blocs de ... navire ont un certain potentiel de déplacement » (9.1: Birème raises it to 5, 9.1.2): a fleet
    block of value 4 at Bireme has the ships' 5 MP, a fleet block of value 1 at phase 0 the ships' 3."""
    state = position(
        [block("2011", ARMY, 1), block("2112", FLEET, 4)], ATHENS_HOME, dev={SPARTA: [0, FLEET_PHASE_BOX[2], 0, 0]}
    )
    play(state, "act move", "sail 2112")
    assert board(state, SPARTA)["group"]["mp"] == 5
    state = position([block("2011", ARMY, 1), block("2112", FLEET, 1)], ATHENS_HOME)
    play(state, "act move", "sail 2112")
    assert board(state, SPARTA)["group"]["mp"] == 3


# --- merging ------------------------------------------------------------------------------------------------------


def _two_twos():
    return position([block("2011", ARMY, 2), block("2012", ARMY, 2), block("2012", FLEET, 1)], ATHENS_HOME)


def test_1_exemple_rome_2_and_2_make_a_4():
    """Exemple : « Rome déplace un bloc d'armée de valeur « 2 » à Massilia où il a un autre bloc d'armée de valeur
    « 2 ». S'il a un bloc d'armée de valeur « 4 » dans sa réserve, il échange les deux blocs de valeur « 2 » par un bloc
    d'armée de valeur « 4 » » (Sparta: a 2 from Tegea to Sparte, where another 2 stands)."""
    state = _two_twos()
    before = reserve(state, SPARTA)["land"]
    assert 4 in before
    play(state, "act move")
    move_in(state, "2011", ["2012"])
    assert values(state, "2012", "Sparta", "land") == [4]
    assert values(state, "2011", "Sparta", "land") == []
    after = reserve(state, SPARTA)["land"]
    assert _minus(before, after) == Counter({4: 1})
    assert _plus(before, after) == Counter({2: 2})


def test_1_merged_blocks_end_their_move_remaining_mp_lost():
    """« Les blocs terminent leur déplacement lorsqu'ils sont combinés. Les points de déplacement restants sont
    perdus. »: after one step (2 MP left) the merged block moves no further in this action."""
    state = _two_twos()
    play(state, "act move", "march 2011", "step 2012")
    assert board(state, SPARTA)["group"] is None
    assert not any(t.startswith("step ") for t in texts(state))
    assert "march 2012" not in texts(state)
    refused(state, "march 2012")
    assert own(state, "2012", "Sparta", "land")[0]["spent"] is True


def test_1_one_army_block_and_one_fleet_block_per_hex():
    """« seuls un bloc d'armée et un bloc de flotte d'un même joueur peuvent se trouver dans le même hexagone »:
    a fleet block joins an army block without merging; a second army block entering merges."""
    state = position(
        [block("2111", ARMY, 1), block("2012", ARMY, 1), block("2112", FLEET, 2)],
        ATHENS_HOME,
    )
    play(state, "act move")
    move_in(state, "2112", ["2012"], "sail")
    move_in(state, "2111", ["2012"])
    state.apply("done")
    assert values(state, "2012", "Sparta", "land") == [2]
    assert values(state, "2012", "Sparta", "sea") == [2]


def test_1_only_blocks_of_one_type_merge():
    """« Lorsque deux blocs du même type (Armée ou Flotte) entrent dans le même hexagone »: Sparta's army 2 walks on
    through Sparte, where its fleet stands, to Messene."""
    state = position([block("2111", ARMY, 2), block("2012", FLEET, 1)], ATHENS_HOME)
    play(state, "act move", "march 2111", "step 2012")
    assert "step 1911" in texts(state)
    play(state, "step 1911", "stop", "done")
    assert values(state, "1911", "Sparta", "land") == [2]
    assert values(state, "2012", "Sparta", "sea") == [1]


def test_1_fleet_blocks_merge_too():
    """« Lorsque deux blocs du même type (Armée ou Flotte) entrent dans le même hexagone, les valeurs des deux blocs
    sont additionnées »: Athens' fleet 1 of Thebai joins its fleet 2 of Athenai: one fleet block of 3."""
    state = position(
        [block("2011", ARMY, 1), block("2012", FLEET, 1)],
        [block("2409", ARMY, 1), block("2409", FLEET, 2), block("2308", FLEET, 1)],
    )
    before = reserve(state, ATHENS)["sea"]
    play(state, "act pass", "act move")
    move_in(state, "2308", ["2409"], "sail")
    assert values(state, "2409", "Athens", "sea", ATHENS) == [3]
    assert values(state, "2308", "Athens", "sea", ATHENS) == []
    after = reserve(state, ATHENS)["sea"]
    assert _minus(before, after) == Counter({3: 1})
    assert _plus(before, after) == Counter({1: 1, 2: 1})


def test_1_merge_needs_the_summed_block_in_reserve():
    """« S'il a un bloc d'armée de valeur « 4 » dans sa réserve, il échange ... »: Sparta's highest army block is 8,
    so an army 1 cannot join its army 8 (no block of 9 exists to exchange them for)."""
    state = position([block("2011", ARMY, 1), block("2012", ARMY, 8), block("2012", FLEET, 1)], ATHENS_HOME)
    play(state, "act move", "march 2011")
    assert "step 2012" not in texts(state)
    refused(state, "step 2012", "New Armies 1")


# --- splitting ----------------------------------------------------------------------------------------------------


def _a_four_in_sparte():
    return position([block("2012", ARMY, 4), block("2011", ARMY, 1), block("2012", FLEET, 1)], ATHENS_HOME)


def test_1_exemple_split_4_into_2_1_1():
    """Exemple : « il a un bloc d'armée de valeur « 4 » à Massilia. Au début d'une action de « déplacement », il décide
    de créer dans cet hexagone : un bloc de valeur « 2 » et deux blocs de valeur « 1 ». Le bloc de valeur « 4 » est
    remis dans la réserve »."""
    state = _a_four_in_sparte()
    before = reserve(state, SPARTA)["land"]
    play(state, "act move")
    assert "split_army 2012" in texts(state)
    play(state, "split_army 2012", "part 2", "part 1", "part 1")
    assert sorted(values(state, "2012", "Sparta", "land")) == [1, 1, 2]
    after = reserve(state, SPARTA)["land"]
    assert _plus(before, after) == Counter({4: 1})
    assert _minus(before, after) == Counter({2: 1, 1: 2})


def test_1_split_parts_move_on_their_own():
    """« les blocs ayant une valeur supérieure à « 1 » peuvent être divisés en plusieurs blocs »: each part is a block
    that moves with the full potential; parts left together in the hex are one block again (one army block per hex)."""
    state = _a_four_in_sparte()
    play(state, "act move", "split_army 2012", "part 2", "part 1", "part 1")
    moved = []
    for destination in (["2111", "2212"], ["1911"]):
        state.apply("march 2012")
        group = board(state, SPARTA)["group"]
        assert group["mp"] == 3
        moved.append(group["value"])
        for hex_id in destination:
            state.apply(f"step {hex_id}")
        state.apply("stop")
    state.apply("done")
    assert sorted(moved + values(state, "2012", "Sparta", "land")) == [1, 1, 2]
    assert values(state, "2212", "Sparta", "land") == [moved[0]]
    assert values(state, "1911", "Sparta", "land") == [moved[1]]
    assert len(values(state, "2012", "Sparta", "land")) == 1


def test_1_parts_left_together_are_one_block_again():
    """« seuls un bloc d'armée et un bloc de flotte d'un même joueur peuvent se trouver dans le même hexagone »: a 4
    split into 2 + 1 + 1 whose first part leaves ends the action as one block of the rest in the hex."""
    state = _a_four_in_sparte()
    play(state, "act move", "split_army 2012", "part 2", "part 1", "part 1")
    state.apply("march 2012")
    first = board(state, SPARTA)["group"]["value"]
    play(state, "step 2111", "stop", "done")
    assert values(state, "2111", "Sparta", "land") == [first]
    assert values(state, "2012", "Sparta", "land") == [4 - first]


def test_1_several_blocks_split_at_the_start():
    """« Au début d'une action de « déplacement », les blocs ayant une valeur supérieure à « 1 » peuvent être divisés »
    (plural): a 2 and a 3 are both split before any block moves."""
    state = position([block("2011", ARMY, 2), block("1911", ARMY, 3), block("2012", FLEET, 1)], ATHENS_HOME)
    play(state, "act move", "split_army 2011", "part 1", "part 1")
    assert "split_army 1911" in texts(state)
    play(state, "split_army 1911", "part 2", "part 1")
    assert sorted(values(state, "2011", "Sparta", "land")) == [1, 1]
    assert sorted(values(state, "1911", "Sparta", "land")) == [1, 2]


def test_1_split_parts_come_from_the_reserve():
    """Exemple : « il décide de créer dans cet hexagone : un bloc de valeur « 2 » et deux blocs de valeur « 1 » » (the
    blocks are exchanged with the reserve): with Sparta's five army blocks of 1 all on the map, its 2 cannot become
    1 + 1."""
    state = position(
        [block(h, ARMY, 1) for h in ("2012", "1911", "1912", "2211", "2111")]
        + [block("2011", ARMY, 2), block("2012", FLEET, 1)],
        ATHENS_HOME,
    )
    assert 1 not in reserve(state, SPARTA)["land"]
    play(state, "act move")
    assert "split_army 2011" not in texts(state)
    refused(state, "split_army 2011", "New Armies 1")


def test_1_split_only_at_the_start_of_the_move_action():
    """« Au début d'une action de « déplacement » »: once a block has moved, no block may be split in that action."""
    state = position([block("2011", ARMY, 1), block("1911", ARMY, 3), block("2012", FLEET, 1)], ATHENS_HOME)
    play(state, "act move")
    move_in(state, "2011", ["2111"])
    assert "split_army 1911" not in texts(state)
    refused(state, "split_army 1911", "New Armies 1")


def test_1_block_of_value_1_cannot_split():
    """« les blocs ayant une valeur supérieure à « 1 » peuvent être divisés »: a block of 1 cannot."""
    state = position([block("2011", ARMY, 1), block("1911", ARMY, 3), block("2012", FLEET, 1)], ATHENS_HOME)
    play(state, "act move")
    assert "split_army 1911" in texts(state)
    assert "split_army 2011" not in texts(state)
    refused(state, "split_army 2011")


def test_1_split_only_in_a_move_action():
    """« Au début d'une action de « déplacement » »: not in a Build action."""
    state = position(
        [block("2012", ARMY, 3), block("2012", FLEET, 1)], ATHENS_HOME, dev={SPARTA: [1, 0, 0, 1]}
    )
    play(state, "act build")
    assert not any(t.startswith("split_") for t in texts(state))
    refused(state, "split_army 2012")


def test_1_split_fleet_block():
    """« Au début d'une action de « déplacement », les blocs ayant une valeur supérieure à « 1 » peuvent être divisés »:
    Athens' fleet 2 of Athenai splits into two fleet blocks of 1."""
    state = position([block("2011", ARMY, 1), block("2012", FLEET, 1)], ATHENS_HOME)
    play(state, "act pass", "act move")
    assert "split_fleet 2409" in texts(state)
    play(state, "split_fleet 2409", "part 1", "part 1")
    assert values(state, "2409", "Athens", "sea", ATHENS) == [1, 1]


# --- hidden values -------------------------------------------------------------------------------------------------


def _hidden(value: int, hex_id: str = "2011", athens_extra: list | None = None):
    return position(
        [block(hex_id, ARMY, value, public=False), block("2012", ARMY, 1), block("2012", FLEET, 1)],
        ATHENS_HOME + (athens_extra or []),
    )


def test_1_values_hidden_from_the_opponent():
    """« les joueurs le font de manière à ce que la valeur de leurs blocs ne soit pas visible par leurs adversaires »:
    Athens and spectators see the type of Sparta's hidden block, not its value; Sparta sees it."""
    state = _hidden(3)
    assert values(state, "2011", "Sparta", "land", SPARTA) == [3]
    assert values(state, "2011", "Sparta", "land", ATHENS) == [None]
    assert values(state, "2011", "Sparta", "land", None) == [None]
    assert "reserve" not in board(state, ATHENS)["players"][SPARTA]


def _same_for_athens(a, b):
    assert a.view(ATHENS) == b.view(ATHENS)
    assert a.public_view() == b.public_view()
    assert a.history_for(ATHENS) == b.history_for(ATHENS)
    assert list(a.observation_tensor(ATHENS)) == list(b.observation_tensor(ATHENS))
    assert a.view(SPARTA) != b.view(SPARTA)


def test_1_hidden_value_does_not_show_in_athens_view_when_moving_and_merging():
    """« la valeur de leurs blocs ne soit pas visible par leurs adversaires »: whether Sparta's hidden block is a 2 or a
    3, Athens' view (board, log, history, tensor) is the same, before and after it moves and merges with a 1."""
    a, b = _hidden(2), _hidden(3)
    _same_for_athens(a, b)
    for state in (a, b):
        play(state, "act move")
        move_in(state, "2011", ["2012"])
        state.apply("done")
    assert values(a, "2012", "Sparta", "land", SPARTA) == [3]
    assert values(a, "2012", "Sparta", "land", ATHENS) == [None]
    _same_for_athens(a, b)


def test_1_split_parts_hidden_from_the_opponent():
    """« la valeur de leurs blocs ne soit pas visible par leurs adversaires »: a 4 split into 3 + 1 or into 2 + 2 looks
    the same to Athens, before and after a part moves away."""
    a = position([block("2012", ARMY, 4), block("2012", FLEET, 1)], ATHENS_HOME)
    b = position([block("2012", ARMY, 4), block("2012", FLEET, 1)], ATHENS_HOME)
    play(a, "act move", "split_army 2012", "part 3", "part 1")
    play(b, "act move", "split_army 2012", "part 2", "part 2")
    _same_for_athens(a, b)
    for state in (a, b):
        move_in(state, "2012", ["2111"])
        state.apply("done")
    assert values(a, "2111", "Sparta", "land", ATHENS) == [None]
    assert values(a, "2012", "Sparta", "land", ATHENS) == [None]
    _same_for_athens(a, b)


def test_1_hidden_in_the_middle_of_a_split_and_a_move():
    """« les joueurs le font de manière à ce que la valeur de leurs blocs ne soit pas visible » (« Lorsqu'ils placent et
    déplacent leurs blocs »): a hidden 3 split into 2 + 1 and a hidden 4 split into 2 + 2 look the same to Athens at
    every step of the split and of the move that follows."""
    a = position([block("2012", ARMY, 3, public=False), block("2012", FLEET, 1)], ATHENS_HOME)
    b = position([block("2012", ARMY, 4, public=False), block("2012", FLEET, 1)], ATHENS_HOME)
    for step_a, step_b in [
        ("act move", "act move"),
        ("split_army 2012", "split_army 2012"),
        ("part 2", "part 2"),
        ("part 1", "part 2"),
        ("march 2012", "march 2012"),
        ("step 2111", "step 2111"),
        ("step 2211", "step 2211"),
    ]:
        a.apply(step_a)
        b.apply(step_b)
        _same_for_athens(a, b)


def _athens_enters_tegea(state):
    play(state, "act pass", "act move")
    move_in(state, "2110", ["2011"])
    return state


def test_1_value_revealed_when_an_enemy_block_enters():
    """« La valeur d'un bloc est révélée dès qu'un bloc d'une faction ennemie entre dans l'hexagone »: Athens' block
    enters Tegea; Athens (and everyone) now sees Sparta's 3 there."""
    state = _hidden(3, athens_extra=[block("2110", ARMY, 2, public=False)])
    assert values(state, "2011", "Sparta", "land", ATHENS) == [None]
    _athens_enters_tegea(state)
    assert values(state, "2011", "Sparta", "land", ATHENS) == [3]
    assert values(state, "2011", "Sparta", "land", None) == [3]


def test_1_entering_block_revealed_as_well():
    """« La valeur d'un bloc est révélée dès qu'un bloc d'une faction ennemie entre dans l'hexagone »: the two blocks
    now share the hex; Sparta sees the value of Athens' block that came in (a 2)."""
    state = _hidden(3, athens_extra=[block("2110", ARMY, 2, public=False)])
    assert values(state, "2110", "Athens", "land", SPARTA) == [None]
    _athens_enters_tegea(state)
    assert values(state, "2011", "Athens", "land", SPARTA) == [2]


@pytest.mark.parametrize(
    ("sparta", "athens", "path", "kind", "hex_id", "shown"),
    [
        (
            [block("2111", ARMY, 3, public=False), block("2012", FLEET, 1)],
            [block("2409", ARMY, 1), block("2112", FLEET, 2, public=False)],
            ["2111"],
            "sail",
            "2111",
            [("land", 3, None)],
        ),
        (
            [block("2012", ARMY, 3, public=False), block("2012", FLEET, 2, public=False)],
            [block("2409", ARMY, 1), block("2111", ARMY, 2, public=False), block("2409", FLEET, 2)],
            ["2012"],
            "march",
            "2012",
            [("land", 3, None), ("sea", 2, 0)],
        ),
        (
            [block("2011", ARMY, 1), [*block("2112", FLEET, 3, public=False, cargo=2)[:6], False]],
            [block("2409", ARMY, 1), block("2113", FLEET, 2, public=False)],
            ["2112"],
            "sail",
            "2112",
            [("sea", 3, 2)],
        ),
    ],
    ids=["fleet_enters_coast_with_army", "army_enters_hex_with_army_and_fleet", "fleet_meets_fleet_and_cargo"],
)
def test_1_every_block_of_the_hex_revealed(sparta, athens, path, kind, hex_id, shown):
    """« La valeur d'un bloc est révélée dès qu'un bloc d'une faction ennemie entre dans l'hexagone »: any enemy block
    (army or fleet) entering reveals every Spartan block there (army, fleet and the army block it carries)."""
    state = position(sparta, athens)
    start = next(h for h in ("2112", "2111", "2113") if own(state, h, "Athens", "sea" if kind == "sail" else "land"))

    def seen():
        return sorted(
            ((u["arm"], u["value"], u.get("cargo")) for u in units(state, hex_id, ATHENS) if u["owner"] == "Sparta"),
            key=str,
        )

    assert len(seen()) == len(shown)
    assert all(value is None for _, value, _ in seen())
    play(state, "act pass", "act move")
    move_in(state, start, path, kind)
    assert seen() == sorted(shown, key=str)


def test_1_value_not_revealed_by_an_enemy_block_next_door():
    """« révélée dès qu'un bloc d'une faction ennemie entre dans l'hexagone » (that hex only): Athens' block stops in
    Argos, next to Tegea; Sparta's value in Tegea stays hidden."""
    state = _hidden(3, athens_extra=[block("2010", ARMY, 2, public=False)])
    play(state, "act pass", "act move")
    move_in(state, "2010", ["2110"])
    state.apply("done")
    assert values(state, "2011", "Sparta", "land", ATHENS) == [None]


def test_1_reveal_step_is_marked_as_revealing():
    """« La valeur d'un bloc est révélée dès qu'un bloc d'une faction ennemie entre dans l'hexagone »: the step that
    shows Athens the hidden value is marked ``reveals`` (engine contract: no undo past it), or Athens could enter, read
    the value and take the move back."""
    state = _hidden(3, athens_extra=[block("2110", ARMY, 2, public=False)])
    play(state, "act pass", "act move", "march 2110", "step 2011")
    assert values(state, "2011", "Sparta", "land", ATHENS) == [3]
    assert state.history[-1].reveals is True


def test_1_carried_block_value_hidden():
    """« la valeur de leurs blocs ne soit pas visible par leurs adversaires »: Sparta's hidden army (a 2 or a 3) boards
    its fleet 3 and sails: Athens sees a fleet carrying something, not the cargo's value, and the same view either
    way."""

    def make(value):
        return position(
            [block("2012", ARMY, value, public=False), block("2011", ARMY, 1), block("2012", FLEET, 3)], ATHENS_HOME
        )

    a, b = make(2), make(3)
    for state in (a, b):
        play(state, "act move", "sail 2012", "load", "step 2112", "stop", "done")
    assert [u["cargo"] for u in own(a, "2112", "Sparta", "sea", SPARTA)] == [2]
    assert [u["cargo"] for u in own(a, "2112", "Sparta", "sea", ATHENS)] == [None]
    _same_for_athens(a, b)


def test_1_determinize_redeals_hidden_values():
    """« la valeur de leurs blocs ne soit pas visible par leurs adversaires » and 2, Remarque: « les adversaires
    connaissent le type d'un bloc ..., mais ne peuvent jamais être sûrs de sa valeur »: the states Athens' search may
    imagine (``determinize(Athens)``) look the same to Athens but do not all hold Sparta's real hidden 3."""
    state = _hidden(3)
    seen = set()
    for seed in range(12):
        other = state.determinize(ATHENS, Rng(seed))
        assert other.view(ATHENS) == state.view(ATHENS)
        seen.update(b[2] for b in other.to_json()["data"]["blocks"][SPARTA] if b[1] == ARMY and not b[5])
    assert seen - {3}


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_1_stacking_and_block_sets_hold_in_play(seed):
    """« seuls un bloc d'armée et un bloc de flotte d'un même joueur peuvent se trouver dans le même hexagone » and the
    blocks are exchanged with the reserve (« remis dans la réserve »): in 400 random steps, between two actions no
    seat ever has two blocks of one type in a hex, and reserve + map is always the seat's block set."""
    state = game().new_initial_state(seed)
    rnd = random.Random(seed)
    sets = game().board_data()["blocks"]
    checked = 0
    for _ in range(400):
        if state.is_terminal():
            break
        data = state.to_json()["data"]
        if data["stage"] == "choose":
            checked += 1
            for seat in (SPARTA, ATHENS):
                per_hex = Counter((b[0], b[1]) for b in data["blocks"][seat])
                assert max(per_hex.values()) == 1
                on_map = {ARMY: Counter(), FLEET: Counter()}
                for b in data["blocks"][seat]:
                    on_map[b[1]][b[2]] += 1
                    if b[3]:
                        on_map[ARMY][b[3]] += 1
                kept = reserve(state, seat)
                assert Counter(kept["land"]) + on_map[ARMY] == Counter(sets[seat]["army"])
                assert Counter(kept["sea"]) + on_map[FLEET] == Counter(sets[seat]["fleet"])
        state.apply(rnd.choice(state.legal_actions()))
    assert checked > 50
