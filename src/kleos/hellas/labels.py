"""Hellas: actions as sentences for people (the terminal's and the web client's choices), as messages."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kleos.engine import Action
from kleos.hellas.cycle import action_name
from kleos.hellas.data import TRACKS, compass
from kleos.hellas.development import track_name
from kleos.i18n import N_, Message, translator

if TYPE_CHECKING:
    from kleos.hellas.state import HellasState

_, ngettext = translator("hellas")

TEMPLATES = {
    "setup_post": N_("place a trading post in {hex}"), "place_legion": N_("place a legion in {hex}"),
    "place_ship": N_("place a ship in {hex}"), "place_aboard": N_("place a legion aboard the ship in {hex}"),
    "place_leader": N_("place the leader in {hex}"), "reinforce": N_("place Syracuse's new legion in {hex}"),
    "march": N_("move the legions in {hex}"), "sail": N_("move the ships in {hex}"),
    "unload": N_("land the legion carried in {hex}"), "split_army": N_("split the army block in {hex}"),
    "split_fleet": N_("split the fleet block in {hex}"), "leader": N_("move the leader to {hex}"),
    "step": N_("move to {hex}"), "fight": N_("attack the enemy in {hex}"),
    "sea_fight": N_("attack the enemy ships in {hex}"), "storm": N_("attack the neutral pieces in {hex}"),
    "capture": N_("take over the trading post in {hex}"), "build_legion": N_("raise a legion in {hex}"),
    "build_ship": N_("raise a ship in {hex}"), "build_fortress": N_("build a fortress in {hex}"),
    "build_monument": N_("build a monument in {hex}"), "post": N_("create a trading post in {hex}"),
    "disband": N_("eliminate a legion in {hex}"), "disband_aboard": N_("eliminate a carried legion in {hex}"),
}
PLAIN = {
    "stop": N_("end this group's move here"), "leave": N_("leave one unit here"),
    "join": N_("take the units here along"), "load": N_("embark a legion here"),
    "board_leader": N_("the leader boards"), "land_leader": N_("the leader lands"),
    "pay_stability": N_("pay for one box of stability"), "unsettle": N_("pay 100: the opponent's stability -1"),
    "offer": N_("offer the armistice"), "accept": N_("accept the armistice"),
    "refuse": N_("refuse the armistice (-2 stability)"), "done": N_("end the action"),
}


def idle_action(st: HellasState, action: Action) -> bool:
    """Whether choosing this action of the cycle (8) would leave its player nothing to do but end it: nothing to
    attack, build or move. It stays a legal choice (it uses up the action and bars it to the opponent's next
    choice, 8), but its label says so (issue 23: no trap action)."""
    if st.stage != "choose" or action.kind != "act" or action.args[0] in ("pass", "armistice", "stability"):
        return False
    trial = st.clone(search=True)
    trial.apply(action)
    return trial.current_player == st.current_player and all(a.kind == "done" for a in trial.legal_actions())


def describe(st: HellasState, action: Action) -> Message | str:
    s = st.game.static
    kind = action.kind
    if kind == "step" and st.group is not None:  # a neighbour of the group's hex: its direction tells it apart
        h = s.index[str(action.args[0])]
        return _("move {direction}, to {hex}", direction=_(compass(s.q, s.r, st.group[0], h)), hex=s.name(h))
    if kind in TEMPLATES:
        return _(TEMPLATES[kind], hex=s.name(s.index[str(action.args[0])]))
    if kind in PLAIN:
        if kind == "done" and st.stage == "move" and st.game.new_armies:
            return _("end the action (blocks sharing a hex merge)")
        return _(PLAIN[kind])
    if kind == "act":
        if idle_action(st, action):
            return _("{action}: nothing to do now (it would only use up the action)",
                     action=action_name(str(action.args[0])))
        return action_name(str(action.args[0]))
    if kind == "develop":
        track = str(action.args[0])
        t = s.tracks[track]
        box = st.dev[st.actor][TRACKS.index(track)] + 1
        if box > t.golden_age:
            return _("develop {track} to box {box} (- talents)", track=track_name(track), box=box)
        return _("develop {track} to box {box} ({cost} talents)", track=track_name(track), box=box, cost=t.cost[box])
    if kind == "part":
        return _("a block of {value}", value=action.args[0])
    if kind == "order":
        return _("play first this turn") if action.args[0] == "first" else _("play second this turn")
    return action.text
