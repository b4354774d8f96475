"""Hellas: actions as sentences for people (the terminal's and the web client's choices)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kleos.engine import Action
from kleos.hellas.cycle import ACTION_NAMES

if TYPE_CHECKING:
    from kleos.hellas.state import HellasState

TEMPLATES = {
    "setup_post": "place a trading post in {hex}", "place_legion": "place a legion in {hex}",
    "place_ship": "place a ship in {hex}", "place_aboard": "place a legion aboard the ship in {hex}",
    "place_leader": "place the leader in {hex}", "reinforce": "place Syracuse's new legion in {hex}",
    "march": "move the legions in {hex}", "sail": "move the ships in {hex}",
    "unload": "land the legion carried in {hex}", "split_army": "split the army block in {hex}",
    "split_fleet": "split the fleet block in {hex}", "leader": "move the leader to {hex}",
    "step": "move to {hex}", "fight": "attack the enemy in {hex}", "sea_fight": "attack the enemy ships in {hex}",
    "storm": "attack the neutral pieces in {hex}", "capture": "take over the trading post in {hex}",
    "build_legion": "raise a legion in {hex}", "build_ship": "raise a ship in {hex}",
    "build_fortress": "build a fortress in {hex}", "build_monument": "build a monument in {hex}",
    "post": "create a trading post in {hex}", "disband": "eliminate a legion in {hex}",
    "disband_aboard": "eliminate a carried legion in {hex}",
}
PLAIN = {
    "stop": "end this group's move here", "leave": "leave one unit here", "join": "take the units here along",
    "load": "embark a legion here", "board_leader": "the leader boards", "land_leader": "the leader lands",
    "pay_stability": "pay for one box of stability", "unsettle": "pay 100: the opponent's stability -1",
    "offer": "offer the armistice", "accept": "accept the armistice", "refuse": "refuse the armistice (-2 stability)",
    "done": "end the action",
}


def describe(st: HellasState, action: Action) -> str:
    s = st.game.static
    kind = action.kind
    if kind in TEMPLATES:
        h = s.index[str(action.args[0])]
        return TEMPLATES[kind].format(hex=s.name(h))
    if kind in PLAIN:
        if kind == "done" and st.stage == "move" and st.game.new_armies:
            return "end the action (blocks sharing a hex merge)"
        return PLAIN[kind]
    if kind == "act":
        return ACTION_NAMES[str(action.args[0])]
    if kind == "develop":
        track = str(action.args[0])
        t = s.tracks[track]
        box = st.dev[st.actor][("military", "fleet", "economy", "culture").index(track)] + 1
        cost = t.cost[box] if box <= t.golden_age else "-"
        return f"develop {track} to box {box} ({cost} talents)"
    if kind == "part":
        return f"a block of {action.args[0]}"
    if kind == "order":
        return f"play {action.args[0]} this turn"
    return action.text
