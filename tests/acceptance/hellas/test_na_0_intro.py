"""New Armies, introduction (before section 1): the blocks replace the legions, ships and army/fleet markers."""

from __future__ import annotations

import re

from .na_helpers import (
    ARMY,
    ATHENS,
    FLEET,
    SPARTA,
    base_save,
    block,
    game,
    last_combat,
    move_in,
    play,
    position,
    texts,
    values,
)


def test_0_intro_26_blocks_of_each_colour():
    """« Il y a 26 blocs en bois de 6 couleurs différentes » (Orange: Sparte, Bleu: Grèce ou Athènes)."""
    blocks = game().board_data()["blocks"]
    for seat in (SPARTA, ATHENS):
        assert len(blocks[seat]["army"]) + len(blocks[seat]["fleet"]) == 26
        assert all(v >= 1 for v in blocks[seat]["army"] + blocks[seat]["fleet"])


def test_0_intro_option_new_armies_offered():
    """« Cette extension peut être utilisée pour les trois jeux ... : HELLAS » : the game has the option."""
    schema = {o["name"]: o for o in game().option_schema()}
    assert schema["new_armies"]["type"] == "bool"
    assert "New Armies" in game().extra_rule_prefixes


def test_0_intro_starting_forces_become_blocks():
    """« remplacez les légions et les navires en bois par la série de blocs en bois de la couleur correspondante »:
    each side's set-up legions and ships (4; Athens 3 and 3, 4 ex.) become blocks of the same total value."""
    d = base_save()["data"]
    totals = [[0, 0], [0, 0]]
    for seat in (SPARTA, ATHENS):
        for b in d["blocks"][seat]:
            totals[seat][b[1]] += b[2]
            totals[seat][ARMY] += b[3]  # carried army blocks
    announced = [
        [int(n) for n in re.search(r"(\d+) legions and (\d+) ships", line["text"]).groups()]
        for line in game().new_initial_state(1).view(0, lang="en")["log"]
        if "sets up" in line["text"]
    ]
    assert announced[ATHENS] == [3, 3]
    assert totals == announced


def test_0_intro_no_army_markers_athens_holds_three_armies():
    """« Les pions d'armée et de flotte ne sont pas non plus utilisés »: Athens (2 army markers in the base game,
    13 ex.) may hold three army blocks of several legions' worth at once."""
    state = position(
        [block("2011", ARMY, 1), block("2012", FLEET, 1)],
        [
            block("2105", ARMY, 2),
            block("2008", ARMY, 3),
            block("2409", ARMY, 1),
            block("2309", ARMY, 1),
            block("2409", FLEET, 2),
        ],
    )
    play(state, "act pass", "act move")
    move_in(state, "2309", ["2409"])
    state.apply("done")
    assert values(state, "2409", "Athens", "land", ATHENS) == [2]
    assert values(state, "2105", "Athens", "land", ATHENS) == [2]
    assert values(state, "2008", "Athens", "land", ATHENS) == [3]


def test_0_intro_no_fleet_markers_sparta_holds_three_fleets():
    """« Les pions d'armée et de flotte ne sont pas non plus utilisés »: Sparta may hold three fleet blocks of several
    ships' worth (two 1s merge into a 2 beside its 2 and its 3)."""
    state = position(
        [
            block("2011", ARMY, 1),
            block("2112", FLEET, 2),
            block("2113", FLEET, 3),
            block("2012", FLEET, 1),
            block("2013", FLEET, 1),
        ],
        [block("2409", ARMY, 1), block("2409", FLEET, 2)],
    )
    play(state, "act move")
    move_in(state, "2013", ["2012"], "sail")
    state.apply("done")
    fleets = sorted(
        u["value"]
        for h in state.view(SPARTA)["board"]["hexes"].values()
        for u in h.get("units", [])
        if u["owner"] == "Sparta" and u["arm"] == "sea"
    )
    assert fleets == [2, 2, 3]


def test_0_intro_leader_option_with_blocks():
    """« Les joueurs peuvent accepter d'utiliser la règle optionnelle « Chef », auquel cas les meeples de chef seront
    utilisés »: with blocks, the leader is placed with a block and adds 2 CV (18.5) to its combat."""
    state = position(
        [block("2011", ARMY, 4), block("2012", FLEET, 1)],
        [block("2110", ARMY, 1), block("2409", FLEET, 2)],
        options={"leaders": True},
    )
    assert "place_leader 2011" in texts(state)
    play(state, "place_leader 2011", "place_leader 2409", "act pass", "act move")
    move_in(state, "2110", ["2011"])
    play(state, "done", "act attack", "fight 2011")
    combat = last_combat(state)
    assert combat["attacker"] == "Sparta"
    assert combat["attack_cv"] == 4 * 1 + 2
