"""Shared helpers of the New Armies (expansion III) acceptance checks.

Positions are built from the save of the standard set-up (seed 1, ``new_armies=True, setup="standard"``): its
``data`` is edited (blocks, development, treasuries, stability) and loaded with ``State.from_json``. The save's
fields were learnt by printing saves (never from the game's source):

- ``data["blocks"][seat]``: one list per block, ``[hex, arm, value, cargo, spent, public, cargo_public]`` where
  ``hex`` is the index of the hex id in ``game.board_data()["hexes"]`` (ids in sorted order), ``arm`` 0 army /
  1 fleet, ``cargo`` the value of the army block carried by a fleet block, ``public`` whether the opponent knows
  the value.
- ``data["dev"][seat]``: the boxes of the four development tracks [military, fleet, economy, culture].
- ``data["treasury"]``, ``data["stability"]``: one number per seat.
"""

from __future__ import annotations

import copy
import functools
import json

import pytest

import kleos
from kleos.engine.errors import IllegalAction

SPARTA, ATHENS = 0, 1
ARMY, FLEET = 0, 1

# Military / Fleet boxes that open each phase (development.yaml: phases' "first" box); box 0 is phase 0.
PHASE_BOX = {0: 0, 1: 1, 2: 10, 3: 19, 4: 28}
FLEET_PHASE_BOX = {0: 0, 1: 1, 2: 11, 3: 21, 4: 31}


@functools.cache
def game(**options):
    opts = {"new_armies": True, "setup": "standard"}
    opts.update(options)
    return kleos.load_game("hellas", **opts)


@functools.cache
def _base_json(options: str) -> str:
    return json.dumps(game(**json.loads(options)).new_initial_state(1).to_json())


def base_save(**options) -> dict:
    """A fresh copy of the save of the standard set-up, turn 1, Sparta to choose its first action."""
    return json.loads(_base_json(json.dumps(options, sort_keys=True)))


@functools.cache
def hex_ids() -> tuple[str, ...]:
    return tuple(game().board_data()["hexes"])


def hx(hex_id: str) -> int:
    return hex_ids().index(hex_id)


def block(hex_id: str, arm: int, value: int, *, public: bool = True, cargo: int = 0) -> list:
    return [hx(hex_id), arm, value, cargo, False, public, True]


def position(
    sparta: list | None = None,
    athens: list | None = None,
    *,
    dev: dict | None = None,
    treasury: tuple[int, int] | None = None,
    stability: tuple[int, int] | None = None,
    options: dict | None = None,
    edit=None,
) -> kleos.State:
    """The standard set-up with the blocks replaced (when given) and some tracks set."""
    data = base_save(**(options or {}))
    d = data["data"]
    if sparta is not None:
        d["blocks"][SPARTA] = copy.deepcopy(sparta)
    if athens is not None:
        d["blocks"][ATHENS] = copy.deepcopy(athens)
    for seat, boxes in (dev or {}).items():
        d["dev"][seat] = list(boxes)
    if treasury is not None:
        d["treasury"] = list(treasury)
    if stability is not None:
        d["stability"] = list(stability)
    if edit is not None:
        edit(d)
    return kleos.State.from_json(data)


def texts(state) -> list[str]:
    return [a.text for a in state.legal_actions()]


def board(state, seat: int | None = None) -> dict:
    return (state.public_view() if seat is None else state.view(seat, lang="en"))["board"]


def units(state, hex_id: str, seat: int | None = SPARTA) -> list[dict]:
    return board(state, seat)["hexes"].get(hex_id, {}).get("units", [])


def own(state, hex_id: str, owner: str, arm: str, seat: int | None = SPARTA) -> list[dict]:
    """The units of ``owner`` ("Sparta"/"Athens") of ``arm`` ("land"/"sea") in a hex, as ``seat`` sees them."""
    return [u for u in units(state, hex_id, seat) if u["owner"] == owner and u["arm"] == arm]


def values(state, hex_id: str, owner: str, arm: str, seat: int | None = SPARTA) -> list:
    return [u["value"] for u in own(state, hex_id, owner, arm, seat)]


def reserve(state, seat: int) -> dict:
    return board(state, seat)["players"][seat]["reserve"]


def player(state, seat: int, viewer: int | None = None) -> dict:
    return board(state, seat if viewer is None else viewer)["players"][seat]


def log_texts(state, seat: int) -> list[str]:
    return [line["text"] for line in state.view(seat, lang="en")["log"]]


def play(state, *actions: str):
    for action in actions:
        state.apply(action)
    return state


def refused(state, action: str, *fragments: str) -> str:
    """``action`` is refused with IllegalAction, the state is untouched; returns the message."""
    before = json.dumps(state.to_json(), sort_keys=True)
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert json.dumps(state.to_json(), sort_keys=True) == before
    message = str(info.value)
    for fragment in fragments:
        assert fragment in message, message
    return message


def move_in(state, from_hex: str, path: list[str], kind: str = "march"):
    """In an open Move action: the block of ``from_hex`` walks ``path`` (stops when the game ends its move)."""
    state.apply(f"{kind} {from_hex}")
    for step in path:
        state.apply(f"step {step}")
    if "stop" in texts(state):
        state.apply("stop")
    return state


def last_combat(state) -> dict:
    return board(state, SPARTA)["last_combat"]
