"""Hellas: the effect of each action (legality was checked before, ``legal.py``); the rules are in the modules
named after them, this file only dispatches."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kleos.engine import Action
from kleos.hellas import building, combat, cycle, diplomacy, movement, setup
from kleos.hellas.development import develop
from kleos.hellas.legal import BUILDS, FIGHTS
from kleos.hellas.pieces import LAND, SEA
from kleos.hellas.stability import pay

if TYPE_CHECKING:
    from kleos.hellas.state import HellasState


def apply(st: HellasState, action: Action) -> None:
    kind = action.kind
    s = st.game.static
    h = s.index[str(action.args[0])] if action.args and isinstance(action.args[0], str) and \
        str(action.args[0]) in s.index else -1
    if kind == "act":
        cycle.choose(st, str(action.args[0]))
    elif kind == "step":
        movement.step(st, h)
    elif kind == "march":
        movement.pick(st, h, LAND)
    elif kind == "sail":
        movement.pick(st, h, SEA)
    elif kind == "stop":
        movement.stop(st)
    elif kind == "leave":
        movement.leave(st)
    elif kind == "join":
        movement.join(st)
    elif kind == "load":
        movement.load(st)
    elif kind == "unload":
        movement.unload(st, h)
    elif kind == "split_army":
        movement.split(st, h, LAND)
    elif kind == "split_fleet":
        movement.split(st, h, SEA)
    elif kind == "part":
        movement.part(st, int(action.args[0]))
    elif kind == "leader":
        movement.leader_step(st, h)
    elif kind == "land_leader":
        movement.land_leader(st)
    elif kind == "board_leader":
        movement.board_leader(st)
    elif kind == "done":
        if st.stage == "move":
            movement.done(st)
        cycle.end_action(st)
    elif kind in FIGHTS:
        combat.fight(st, h, FIGHTS[kind])
    elif kind == "capture":
        combat.capture(st, h)
    elif kind in BUILDS:
        building.build(st, h, BUILDS[kind])
    elif kind == "post":
        building.create_post(st, h)
    elif kind == "pay_stability":
        pay(st, "own")
    elif kind == "unsettle":
        pay(st, "opponent")
    elif kind == "develop":
        develop(st, st.actor, str(action.args[0]))
    elif kind == "offer":
        diplomacy.offer(st)
    elif kind in ("accept", "refuse"):
        diplomacy.answer(st, kind == "accept")
        cycle.end_action(st)
    elif kind == "disband":
        cycle.disband(st, h, "land")
    elif kind == "disband_aboard":
        cycle.disband(st, h, "cargo")
    elif kind == "setup_post":
        setup.setup_post(st, h)
    elif kind == "place_legion":
        setup.place(st, h, "land")
    elif kind == "place_ship":
        setup.place(st, h, "sea")
    elif kind == "place_aboard":
        setup.place(st, h, "aboard")
    elif kind == "place_leader":
        setup.place_leader(st, h)
    elif kind == "order":
        cycle.choose_order(st, str(action.args[0]))
    elif kind == "reinforce":
        cycle.reinforce(st, h)
    else:  # pragma: no cover - every kind is dispatched above
        raise AssertionError(f"unhandled action kind {kind}")
