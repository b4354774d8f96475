"""Sphactérie: the legal actions at each stage of the sequence of play (2), and the sentence, naming the
rule, that refuses an illegal one."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kleos.engine import Action
from kleos.i18n import Message, translator
from kleos.sphacteria import movement, stratagems, supply
from kleos.sphacteria.apply import activation_cost, force_alive, weakened_units
from kleos.sphacteria.labels import joined, piece_label
from kleos.sphacteria.zones import contested

if TYPE_CHECKING:
    from kleos.sphacteria.state import SphacteriaState

_, ngettext = translator("sphacteria")

#: the stage a refusal says the game is at
STAGE_TEXT = {
    "pre": _("the reinforcement stratagem window (2.C, 6 #12-14)"),
    "announce": _("announcing the AP of an action phase (2.C step 1)"),
    "passive_start": _("the passive player's stratagem during an action phase (2.C)"),
    "main": _("activating zones or attacking (2.C steps 2-3)"),
    "move": _("moving the pieces of the activated zone (3)"),
    "choose_fight": _("choosing the next combat (4.1)"),
    "c_strat": _("the stratagem window before the combat roll (4.2)"),
    "c_loss": _("choosing the units a fraction result weakens (4.2)"),
    "c_retreat": _("the retreat of the beaten force (4.2)"),
    "adj_strat": _("adjustment-phase stratagems (2.D, 6)"),
    "adj_recover": _("recovering weakened units (6 #15-16)"),
    "adj_keep": _("keeping at most one stratagem (2.D)"),
    "adj_heal": _("leaders' recovery of weakened units (2.D)"),
    "adj_helot": _("helot resupply rolls (5.2)"),
}


def movable(st: SphacteriaState, zone: str) -> bool:
    s = st.static
    return any(s.p_side[i] == st.active and s.pieces[i] not in st.origin for i in st.at(zone))


def legal_actions(st: SphacteriaState) -> list[Action]:
    acts = st.game.actions
    s = st.static
    stage = st.stage
    seat = st._current_player()
    out: list[Action] = []
    if stage == "pre":
        out = stratagems.pre_options(st, seat)
        out.append(acts.get("no_stratagem"))
    elif stage == "announce":
        out = [acts.get("announce", n) for n in range(1, st.ap[st.active] + 1)]
    elif stage == "passive_start":
        out = stratagems.action_options(st, seat)
        out.append(acts.get("no_stratagem"))
    elif stage == "main":
        for z in s.locs:
            if z not in st.activated and movable(st, z) and activation_cost(st, z) <= st.budget:
                out.append(acts.get("activate", z))
        out.extend(stratagems.action_options(st, seat))
        fights = contested(st)
        if fights and st.budget >= 1:
            out.append(acts.get("attack"))
        if not fights or st.budget == 0:
            out.append(acts.get("end_phase"))
    elif stage == "move":
        transit = movement.in_transit(st)
        for pid, mp in st.mp.items():
            if mp <= 0 or (transit and pid != transit):
                continue
            i = s.p_index[pid]
            if s.p_type[i] != "T":
                out.extend(acts.get("step", pid, z) for z in movement.step_targets(st, i))
            if s.p_type[i] in ("T", "L"):
                out.extend(acts.get("sail", pid, z) for z in movement.sail_targets(st, i))
        if not transit and not movement.end_breaches(st):
            out.append(acts.get("done"))
    elif stage == "choose_fight":
        out = [acts.get("fight", z) for z in contested(st)]
    elif stage == "c_strat":
        out = stratagems.combat_options(st, seat)
        out.append(acts.get("no_stratagem"))
    elif stage == "c_loss":
        hit = st.combat["hit"]
        out = [acts.get("weaken", s.pieces[i]) for i in force_alive(st, seat) if s.pieces[i] not in hit]
    elif stage == "c_retreat":
        pid = st.combat["retreat"][0]
        out = [acts.get("retreat", pid, z) for z in movement.retreat_targets(st, s.p_index[pid])]
    elif stage == "adj_strat":
        out = stratagems.adj_options(st, seat)
        out.append(acts.get("no_stratagem"))
    elif stage in ("adj_recover", "adj_heal"):
        out = [acts.get("recover", s.pieces[i]) for i in weakened_units(st, seat)]
        out.append(acts.get("stop"))
    elif stage == "adj_keep":
        out = [acts.get("keep", c) for c in st.hands[seat]]
        out.append(acts.get("keep_none"))
    elif stage == "adj_helot":
        out = [acts.get("helot_roll", s.pieces[i]) for i in supply.helot_units(st)
               if s.pieces[i] not in st.helots_rolled]
        out.append(acts.get("stop"))
    return out


def why_illegal(st: SphacteriaState, action: Action) -> Message:
    s = st.static
    stage = st.stage
    kind = action.kind
    if kind in ("draw", "roll2", "die"):
        return _("Sphactérie 0.1: {action} is a chance outcome (a draw or a die), not a decision", action=action.text)
    expected = STAGE_TEXT.get(stage, stage)
    active = st.seat_label(st.active)
    if kind == "announce" and stage == "announce":
        return _("Sphactérie 2.C: announce between 1 and {ap} AP (all the AP {seat} has left)", ap=st.ap[st.active],
                 seat=active)
    if kind == "activate" and stage == "main":
        z = str(action["zone"])
        if z in st.activated:
            return _("Sphactérie 2.C: zone {zone} has already been activated in this action phase", zone=z)
        if not movable(st, z):
            return _("Sphactérie 2.C: zone {zone} holds no piece of {seat} that can still move this action phase",
                     zone=z, seat=active)
        return _("Sphactérie 2.C: activating {zone} costs {cost} AP (1 with a leader, 2 without); only {budget} "
                 "announced AP are left", zone=z, cost=activation_cost(st, z), budget=st.budget)
    if kind == "attack" and stage == "main":
        if not contested(st):
            return _("Sphactérie 4.1: no zone holds combat units of both sides; there is nothing to attack")
        return _("Sphactérie 2.C: attacking costs 1 AP and no announced AP is left")
    if kind == "end_phase" and stage == "main":
        return _("Sphactérie 4.1: combat is mandatory in {zones}; spend 1 AP to attack before the action phase ends",
                 zones=contested(st))
    if kind in ("step", "sail") and stage == "move":
        transit = movement.in_transit(st)
        if transit and transit != action["piece"]:
            return _("Sphactérie 3.2: {piece} is passing through {zone}, where it cannot end its movement; it moves "
                     "on before any other piece", piece=piece_label(st, transit), zone=st.loc[s.p_index[transit]])
    if kind == "done" and stage == "move":
        return _("Sphactérie {reasons} (stacking and stops are checked at the end of movement)",
                 reasons=joined(movement.end_breaches(st)))
    if kind == "step" and stage == "move":
        i = s.p_index[str(action["piece"])]
        return movement.why_no_step(st, i, str(action["zone"]))
    if kind == "sail" and stage == "move":
        pid = str(action["piece"])
        zone = str(action["zone"])
        i = s.p_index[pid]
        if s.p_type[i] not in ("T", "L"):
            return _("Sphactérie 3.1: {piece} is a land unit; land units cross the sea only by naval transport (step)",
                     piece=piece_label(st, pid))
        if pid not in st.mp or st.mp[pid] <= 0:
            return _("Sphactérie 2.C: {piece} is not in the activated zone or has already moved this action phase",
                     piece=piece_label(st, pid))
        if s.p_type[i] == "L":
            return _("Sphactérie 3.1: a leader moves at sea only with a trireme that left his zone in this "
                     "activation and ends in {zone}", zone=zone)
        if st.loc[i] in s.zones and movement.strands_leader(st, i, zone):
            return _("Sphactérie 3.1: {piece} is the last trireme in {here}; a leader there who has already moved "
                     "(or may not enter {zone}) would be left at sea without a trireme", piece=piece_label(st, pid),
                     here=st.loc[i],
                     zone=zone)
        return _("Sphactérie 3.1-3.2: {piece} cannot end its naval move in {zone} (not maritime or the beach, enemy "
                 "units on the way, another side's base or the strait's PF limit)", piece=piece_label(st, pid),
                 zone=zone)
    if kind == "retreat" and stage == "c_retreat":
        return _("Sphactérie 4.2: {piece} must retreat (first: {first}) to an adjacent zone free of enemy combat "
                 "units, or by naval transport (3.3), within the stacking limits",
                 piece=piece_label(st, str(action["piece"])), first=piece_label(st, str(st.combat["retreat"][0])))
    if kind == "weaken" and stage == "c_loss":
        return _("Sphactérie 4.2: {unit} is not an unweakened-this-combat unit of the force taking the loss",
                 unit=action["unit"])
    if kind.startswith("play") or kind == "no_stratagem":
        if kind.startswith("play"):
            face = str(action["s"])
            f = s.faces[face]
            number = int(face[1:])
            seat = st._current_player()
            if seat >= 0 and face not in stratagems.usable_faces(st, seat):
                return _("Sphactérie 6: {seat} holds no usable '{name}' (#{number}); a player uses only faces of his "
                         "own colour or grey on counters he holds", seat=st.seat_label(seat), name=_(f.name),
                         number=number)
            window = WINDOW_TEXT[f.window]
            return _("Sphactérie {window}; its conditions (6 #{number}) are not met now (now: {stage})", window=window,
                     number=number, stage=expected)
        return _("Sphactérie 2: no stratagem decision is pending now (now: {stage})", stage=expected)
    if kind == "helot_roll" and stage == "adj_helot":
        return _("Sphactérie 5.2: only a helot unit in U or V may roll once per Spartan adjustment")
    return _("Sphactérie 2: '{action}' is not possible now; the game is at {stage}", action=action.text, stage=expected)


#: when each kind of stratagem may be played (its window), with the rule
WINDOW_TEXT = {
    "PRE": _("2.C: only before the first action phase"),
    "COMBAT": _("4.2: only in a combat, before the die roll, within one stratagem per action phase"),
    "ACTION": _("2.C: only during an action phase, within one stratagem per action phase"),
    "ADJ": _("2.D: only in the player's own adjustments"),
}
