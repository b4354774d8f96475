"""New Armies (expansion III), sections 1-5, with the examples of its rulebook played with Hellas's seats
(the rulebook's Rome, Greece and Persia are factions of other games of the series), and its hidden values."""

from __future__ import annotations

import json

import pytest

from kleos.engine import IllegalAction, Rng
from kleos.hellas import board, cycle
from kleos.hellas.combat import unit_cv
from kleos.hellas.pieces import LAND, reserve

from .helpers import ATHENS, SPARTA, act, clear, contest, develop, fort, hx, new, put, start, texts


def blocks(st, seat, where, arm=LAND):
    h = hx(st, where)
    return sorted(b[2] for b in st.blocks[seat] if b[0] == h and b[1] == arm)


def na():
    st = new(new_armies=True)
    clear(st)
    return st


# ---------------------------------------------------------------------- NA 1: movement, merging, splitting
def test_na_1_example_two_blocks_of_2_meeting_become_a_block_of_4_and_stop() -> None:
    """NA 1 ex.: a block of 2 moves where another block of 2 stands; with a 4 in the reserve the two are swapped
    for the 4, and the move ends there (the remaining movement points are lost)."""
    st = na()
    put(st, SPARTA, "Sparte", value=2)
    put(st, SPARTA, "Tegea", value=2)
    fours = reserve(st, SPARTA, LAND)[4]
    start(st, SPARTA, "move")
    act(st, "march 2011", "step 2012")
    assert blocks(st, SPARTA, "Sparte") == [4] and blocks(st, SPARTA, "Tegea") == []
    assert reserve(st, SPARTA, LAND)[4] == fours - 1 and reserve(st, SPARTA, LAND)[2] >= 2
    assert st.group is None and texts(st) == ["done"]  # the merged block is spent: no further step


def test_na_1_a_merge_on_entering_needs_the_summed_block_in_the_reserve_now() -> None:
    """NA 1: « S'il a un bloc ... dans sa réserve, il échange »: the swap is made as the block enters. Athens's three
    fleet blocks of 2 are all on the map (one shares a hex with a 1, the two to merge at the action's end into a 3,
    which would free a 2 then): a fleet 1 entering the hex of another 1 cannot take a 2 now, so the step is refused,
    naming the rule, and nothing changes."""
    from kleos.hellas.pieces import SEA

    st = na()
    h = {n: hx(st, n) for n in ("1312", "2406", "2708", "2209", "2210")}
    st.blocks[ATHENS] = [(h["1312"], SEA, 1, 0, True, True, True), (h["1312"], SEA, 2, 0, True, True, True),
                         (h["2406"], SEA, 2, 0, False, True, True), (h["2708"], SEA, 2, 0, False, True, True),
                         (h["2209"], SEA, 1, 0, False, True, True), (h["2210"], SEA, 1, 0, False, True, True)]
    start(st, ATHENS, "move")
    st.moved_any = True  # the action is under way (the blocks at 1312 have moved there)
    act(st, "sail 2209", "step 2309")
    assert reserve(st, ATHENS, SEA)[2] == 0
    before = st.dumps()
    with pytest.raises(IllegalAction, match=r"^New Armies 1: the blocks sharing that hex would merge"):
        st.apply("step 2210")
    assert st.dumps() == before and "step 2210" not in texts(st)


def test_na_1_example_a_block_of_4_splits_into_2_1_1_at_the_start_of_a_move() -> None:
    st = na()
    put(st, SPARTA, "Sparte", value=4)
    start(st, SPARTA, "move")
    act(st, "split_army 2012")
    assert st.stage == "split"
    assert "part 4" not in texts(st)  # a split makes at least two blocks
    act(st, "part 2", "part 1", "part 1")
    assert blocks(st, SPARTA, "Sparte") == [1, 1, 2] and st.stage == "move"
    assert reserve(st, SPARTA, LAND)[4] == 2  # the 4 is back in the reserve (Sparta's set holds two)


def test_na_1_blocks_split_only_before_any_block_has_moved_and_only_above_1() -> None:
    st = na()
    put(st, SPARTA, "Sparte", value=4)
    put(st, SPARTA, "Tegea", value=1)
    start(st, SPARTA, "move")
    assert "split_army 2011" not in texts(st)
    with pytest.raises(IllegalAction, match="New Armies 1: only blocks of a value above 1 split"):
        st.apply("split_army 2011")
    act(st, "march 2011", "step 1911", "stop")
    with pytest.raises(IllegalAction, match="New Armies 1: blocks split at the start of a Move action"):
        st.apply("split_army 2012")


def test_na_1_a_split_and_its_parts_are_seen_only_by_their_owner() -> None:
    st = na()
    put(st, SPARTA, "Sparte", value=5)
    start(st, SPARTA, "move")
    act(st, "split_army 2012", "part 3", "part 2")
    athens = st.view(ATHENS)
    cells = athens["board"]["hexes"]["2012"]["units"]
    assert [u["value"] for u in cells] == [None, None]
    assert "3" not in " ".join(e["text"] for e in athens["log"] if "becomes" in e["text"])
    assert sorted(u["value"] for u in st.view(SPARTA)["board"]["hexes"]["2012"]["units"]) == [2, 3]
    # the values chosen for the parts are not in Athens's history (their steps carry no action)
    assert [s.action for s in st.history_for(ATHENS)[-2:]] == [-1, -1]
    assert all(s.action >= 0 for s in st.history_for(SPARTA)[-2:])


def test_na_1_a_block_is_revealed_when_an_enemy_block_enters_its_hex() -> None:
    st = na()
    put(st, ATHENS, "Tegea", value=3, known=False)
    put(st, SPARTA, "Sparte", value=2)
    assert st.view(SPARTA)["board"]["hexes"]["2011"]["units"][0]["value"] is None
    start(st, SPARTA, "move")
    act(st, "march 2012", "step 2011")
    seen = [u for u in st.view(SPARTA)["board"]["hexes"]["2011"]["units"] if u["owner"] == "Athens"]
    assert seen[0]["value"] == 3


# ---------------------------------------------------------------------- NA 2: building
def test_na_2_example_a_block_of_2_in_a_fortress_becomes_a_3_for_15_talents_and_fights_at_9() -> None:
    """NA 2 ex.: an army of 2 and a fortress, Military phase III: Build pays 15 talents and swaps the 2 for a 3,
    whose combat value is 9 (NA 3: value x CV of the phase)."""
    st = na()
    fort(st, SPARTA, "Tegea")
    put(st, SPARTA, "Tegea", value=2)
    develop(st, SPARTA, military=19, culture=7)
    st.treasury[SPARTA] = 100
    start(st, SPARTA, "build")
    act(st, "build_legion 2011")
    assert blocks(st, SPARTA, "Tegea") == [3] and st.treasury[SPARTA] == 85
    assert 3 * unit_cv(st, SPARTA, LAND) == 9
    with pytest.raises(IllegalAction, match=r"9\.3: a fortress raises one legion or one ship per Build action"):
        st.apply("build_legion 2011")  # one level per Build action


def test_na_2_a_new_block_is_of_value_1_and_needs_one_in_the_reserve() -> None:
    st = na()
    develop(st, SPARTA, military=1, culture=1)
    st.treasury[SPARTA] = 100
    ones = [b for b in st.game.static.blocks[SPARTA].army if b == 1]
    for i in range(len(ones)):
        put(st, SPARTA, ["Messene", "Pylos", "Argos", "Korinthos", "Olympia", "Elis", "Tainaron"][i], value=1)
    start(st, SPARTA, "build")
    with pytest.raises(IllegalAction, match="New Armies 2: no block of value 1 is left in the reserve"):
        st.apply("build_legion 2012")


# ---------------------------------------------------------------------- NA 3: combat
def test_na_3_example_a_block_fights_at_its_value_times_the_phase_cv() -> None:
    """NA 3 ex.: a block of 4 at a phase whose CV is 2 fights at 8. The example is Mare Nostrum's chart (CV 2 at
    Military III); on Hellas's chart CV 2 is Military II and Military III is 3 (as NA 2's example, CV 9 for 3)."""
    st = na()
    develop(st, ATHENS, military=10, culture=7)
    assert 4 * unit_cv(st, ATHENS, LAND) == 8
    develop(st, ATHENS, military=19)
    assert 4 * unit_cv(st, ATHENS, LAND) == 12


def test_na_3_example_phase_iv_block_of_2_against_phase_iii_block_of_3_both_lose_2() -> None:
    """NA 3 ex.: the defender's block of 2 at Military IV fights at 8, the attacker's 3 at 6 (CV 2: Military III
    in Mare Nostrum, Military II in Hellas): each inflicts 2 losses; the 2 leaves the map, the 3 becomes a 1."""
    st = na()
    develop(st, SPARTA, military=28, culture=16)
    develop(st, ATHENS, military=10, culture=7)
    st.stability = [2, 0]  # Empire box 16's -1 and stability +2's +1: no modifier on either side (9.2)
    put(st, SPARTA, "Tegea", value=2)
    put(st, ATHENS, "Tegea", value=3)
    contest(st, "Tegea")
    start(st, ATHENS, "attack")
    act(st, "fight 2011")
    assert st.last_combat["attack_cv"] == 6 and st.last_combat["defence_cv"] == 8
    assert blocks(st, SPARTA, "Tegea") == [] and blocks(st, ATHENS, "Tegea") == [1]


# ---------------------------------------------------------------------- NA 4: supply
def test_na_4_supply_adds_the_army_block_values_and_lowers_a_block_to_fit() -> None:
    st = na()
    put(st, SPARTA, "Sparte", value=6)
    put(st, SPARTA, "Tegea", value=2)
    assert cycle.supply_excess(st, SPARTA) == 6 + 2 - board.supply_capacity(st, SPARTA) > 0
    st.stage, st.chosen, st.actor, st.first = "choose", [], SPARTA, SPARTA
    act(st, "act pass", "act pass")
    assert st.stage == "supply" and set(texts(st)) == {"disband 2012", "disband 2011"}
    act(st, "disband 2012")
    assert blocks(st, SPARTA, "Sparte") == [5]  # the 6 is swapped for a 5: one value less


# ---------------------------------------------------------------------- NA 5: fleet upkeep
def test_na_5_example_fleet_blocks_worth_6_at_fleet_iii_pay_18() -> None:
    st = na()
    put(st, ATHENS, "Athenai", "sea", 4)
    put(st, ATHENS, "Laurion", "sea", 2)
    develop(st, ATHENS, fleet=21, economy=32)
    st.treasury = [0, 100]
    cycle.upkeep(st)
    assert st.treasury[ATHENS] == 82


# ---------------------------------------------------------------------- hidden values everywhere
def test_na_unseen_values_reach_no_view_log_tensor_or_determinization() -> None:
    st = na()
    put(st, ATHENS, "Tegea", value=3, known=False)
    put(st, ATHENS, "Athenai", value=5, known=False)
    put(st, SPARTA, "Sparte", value=2)
    view = st.view(SPARTA)
    assert all(u["value"] is None for cell in view["board"]["hexes"].values() for u in cell.get("units", ())
               if u["owner"] == "Athens")
    assert "Athens" in json.dumps(view) and '"value": 5' not in json.dumps(view["board"]["hexes"])
    # a re-deal draws Athens's unseen values from its unseen blocks and its (hidden) reserve, an army total within
    # what its supply holds (or the true total): more than the two permutations of 3 and 5; Sparta's view unchanged
    from kleos.hellas.board import supply_capacity

    twins = {tuple(sorted((b[0], b[2]) for b in st.determinize(SPARTA, Rng(k)).blocks[ATHENS])) for k in range(12)}
    assert len(twins) > 2
    for k in range(6):
        d = st.determinize(SPARTA, Rng(k))
        assert sum(b[2] for b in d.blocks[ATHENS]) <= max(8, supply_capacity(st, ATHENS))
        assert d.view(SPARTA)["board"] == view["board"]
        assert d.observation_tensor(SPARTA) == st.observation_tensor(SPARTA)
    assert st.observation_tensor(SPARTA) != st.observation_tensor(ATHENS)
