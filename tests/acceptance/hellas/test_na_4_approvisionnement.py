"""New Armies 4. APPROVISIONNEMENT: the values of the army blocks on the map are summed against the supply level."""

from __future__ import annotations

from .na_helpers import (
    ARMY,
    ATHENS,
    FLEET,
    SPARTA,
    block,
    board,
    play,
    player,
    position,
    refused,
    texts,
    values,
)

ATHENS_HOME = [block("2409", ARMY, 1), block("2409", FLEET, 2)]
# Sparta's standard posts give it 2 supply posts (Messene grain, Pylos fish): a supply level of 6.
OVER = [block("2012", ARMY, 4), block("2011", ARMY, 3), block("1911", ARMY, 1), block("2012", FLEET, 1)]


def _end_of_turn(sparta_blocks):
    state = position(sparta_blocks, ATHENS_HOME)
    assert player(state, SPARTA)["supply"]["capacity"] == 6
    play(state, "act pass", "act pass")
    return state


def test_4_army_values_summed_against_supply():
    """« le joueur d'une faction additionne toutes les valeurs des blocs d'armée sur la carte. Si le total ... est
    supérieur à son niveau d'approvisionnement, le joueur doit réduire les blocs ou retirer des blocs »: 4 + 3 + 1 = 8
    against 6: Sparta, and only Sparta, must take off 2 at the end of the turn, on any of its army blocks."""
    state = position(OVER, ATHENS_HOME)
    assert player(state, SPARTA)["supply"]["legions"] == 8
    play(state, "act pass", "act pass")
    assert state.current_player == SPARTA
    assert board(state, SPARTA)["supply_due"] == {"seat": "Sparta", "excess": 2}
    assert sorted(texts(state)) == ["disband 1911", "disband 2011", "disband 2012"]
    refused(state, "disband 2409")


def test_4_reduce_a_block_rather_than_remove_it():
    """« le joueur doit réduire les blocs ou retirer des blocs de la carte »: one point off Sparta's 4 leaves a 3."""
    state = _end_of_turn(OVER)
    state.apply("disband 2012")
    assert values(state, "2012", "Sparta", "land") == [3]
    assert board(state, SPARTA)["supply_due"]["excess"] == 1


def test_4_remove_a_block():
    """« ou retirer des blocs de la carte »: Sparta's 1 in Messene is taken off the map."""
    state = _end_of_turn(OVER)
    state.apply("disband 1911")
    assert values(state, "1911", "Sparta", "land") == []


def test_4_until_the_total_matches_the_supply_level():
    """« jusqu'à ce que le total corresponde à son niveau d'approvisionnement »: after two points (4 -> 3 -> 2) the
    total is 6 and the next turn starts; nothing more is taken."""
    state = _end_of_turn(OVER)
    play(state, "disband 2012", "disband 2012")
    assert board(state, SPARTA)["supply_due"] is None
    assert board(state, SPARTA)["turn"] == 2
    assert player(state, SPARTA)["supply"]["legions"] == 6
    assert values(state, "2012", "Sparta", "land") == [2]
    assert values(state, "2011", "Sparta", "land") == [3]
    assert "act move" in texts(state)


def test_4_fleet_values_do_not_count():
    """« additionne toutes les valeurs des blocs d'armée »: Sparta's fleet 4 does not count; its armies (4 + 2 = 6) are
    within its level: nothing is taken."""
    state = _end_of_turn([block("2012", ARMY, 4), block("2011", ARMY, 2), block("2012", FLEET, 4)])
    assert board(state, SPARTA)["turn"] == 2
    assert values(state, "2012", "Sparta", "land") == [4]
    assert values(state, "2011", "Sparta", "land") == [2]


def test_4_carried_army_blocks_are_on_the_map():
    """« toutes les valeurs des blocs d'armée sur la carte »: an army 2 carried by a fleet block counts (5 + 2 = 7 > 6);
    it may be the one reduced."""
    state = position(
        [block("2012", ARMY, 4), block("2011", ARMY, 1), block("2112", FLEET, 2, cargo=2)], ATHENS_HOME
    )
    assert player(state, SPARTA)["supply"]["legions"] == 7
    play(state, "act pass", "act pass")
    assert board(state, SPARTA)["supply_due"]["excess"] == 1
    assert "disband_aboard 2112" in texts(state)
    state.apply("disband_aboard 2112")
    assert [u["cargo"] for u in board(state, SPARTA)["hexes"]["2112"]["units"]] == [1]
    assert board(state, SPARTA)["turn"] == 2


def test_4_athens_does_not_see_the_hidden_total():
    """1: « la valeur de leurs blocs ne soit pas visible par leurs adversaires »: Athens' view does not give Sparta's
    army total (from which a hidden value could be read)."""
    state = position(
        [block("2012", ARMY, 4, public=False), block("2011", ARMY, 1), block("2012", FLEET, 1)], ATHENS_HOME
    )
    assert player(state, SPARTA, viewer=ATHENS)["supply"]["legions"] is None
    assert player(state, SPARTA, viewer=SPARTA)["supply"]["legions"] == 5
