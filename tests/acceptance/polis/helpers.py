"""Shared helpers of the Polis acceptance suite (public contract only: actions, views, saves).

Positions are built by revealing chosen projects and an event (chance outcomes applied by their texts), then, where
a position cannot be reached quickly by play, by editing the documented save (``state.to_json()["data"]``) and
loading it with ``kleos.State.from_json``. The save's fields were learnt by printing saves:
``units[seat][region]`` (the 12 territories then the 5 seas, in ``board_data()`` order), ``owner[polis]`` (-1
neutral), ``pop[polis]``, ``goods[seat]`` (metal, wood, wine, oil, silver, wheat), ``prestige[seat]``,
``round_idx``, ``proxenos[seat]`` (polis index, -1 captured), ``markers`` (metal, wood, wine, oil columns), ``display``
(projects on display), ``merchants_port[seat]``, ``completed[polis]``, ``in_progress[polis]``.
Seat 0 is Sparta, seat 1 is Athens.
"""

from __future__ import annotations

import functools
from typing import Any

import pytest

import kleos
from kleos.engine.errors import IllegalAction

S, A = 0, 1
GOODS = ("metal", "wood", "wine", "oil", "silver", "wheat")
ROUNDS = ("3", "4", "5a", "5b")


@functools.cache
def game(**options: Any) -> Any:
    return kleos.load_game("polis", **options)


BOARD = game().board_data()
TERRITORIES = [t["id"] for t in BOARD["territories"]]
SEAS = [s["id"] for s in BOARD["seas"]]
REGIONS = TERRITORIES + SEAS
POLEIS = [p["id"] for p in BOARD["poleis"]]
POLIS = {p["id"]: p for p in BOARD["poleis"]}
PROJECTS = {p["id"]: p for p in BOARD["projects"]}

DEFAULT_PROJECTS = ("socrates", "protagoras", "phidias")


def start(projects: tuple[str, ...] = DEFAULT_PROJECTS, event: str = "e3_none_1", seed: int = 1,
          **options: Any) -> Any:
    """A standard game at its first decision: the given projects revealed, then the given round-3 event."""
    state = game(**options).new_initial_state(seed)
    for p in projects:
        state.apply("draw_project " + p)
    state.apply("draw_event " + event)
    return state


def edit(state: Any, *, round: str | None = None, to_move: int | None = None,
         prestige: tuple[int, int] | None = None, goods: dict[int, dict[str, int]] | None = None,
         units: dict[tuple[int, str], int] | None = None, poleis: dict[str, tuple[int | None, int]] | None = None,
         proxenos: dict[int, str | None] | None = None, markers: dict[str, int] | None = None,
         display: list[str] | None = None, merchants: dict[int, int] | None = None,
         completed: dict[str, list[str]] | None = None, raw: Any = None) -> Any:
    """A copy of ``state`` with the given fields of its save changed, loaded back with ``State.from_json``."""
    d = state.to_json()
    data = d["data"]
    if round is not None:
        data["round_idx"] = ROUNDS.index(round)
    if to_move is not None:
        data["to_move"] = to_move
    if prestige is not None:
        data["prestige"] = list(prestige)
    for seat, gd in (goods or {}).items():
        for g, n in gd.items():
            data["goods"][seat][GOODS.index(g)] = n
    for (seat, region), n in (units or {}).items():
        data["units"][seat][REGIONS.index(region)] = n
    for name, (owner, pop) in (poleis or {}).items():
        data["owner"][POLEIS.index(name)] = -1 if owner is None else owner
        data["pop"][POLEIS.index(name)] = pop
    for seat, where in (proxenos or {}).items():
        data["proxenos"][seat] = -1 if where is None else POLEIS.index(where)
    for g, col in (markers or {}).items():
        data["markers"][GOODS.index(g)] = col
    if display is not None:
        data["display"] = list(display)
    for seat, n in (merchants or {}).items():
        data["merchants_port"][seat] = n
    for name, done in (completed or {}).items():
        data["completed"][POLEIS.index(name)] = list(done)
    if raw is not None:
        raw(data)
    return kleos.State.from_json(d)


def board(state: Any, seat: int = S) -> dict[str, Any]:
    return state.view(seat)["board"]


def units(state: Any, region: str) -> list[int]:
    return list(board(state)["units"][region])


def polis(state: Any, name: str) -> dict[str, Any]:
    return board(state)["poleis"][name]


def owner(state: Any, name: str) -> str | None:
    return polis(state, name)["owner"]


def pop(state: Any, name: str) -> int:
    return polis(state, name)["population"]


def goods(state: Any, seat: int) -> dict[str, int]:
    return dict(board(state)["goods"][seat])


def prestige(state: Any) -> list[int]:
    return list(board(state)["prestige"])


def legal(state: Any) -> list[str]:
    return [a.text for a in state.legal_actions()]


def log(state: Any, seat: int = S) -> list[str]:
    return [line["text"] for line in state.view(seat, lang="en")["log"]]


def play(state: Any, *texts: str) -> Any:
    for t in texts:
        state.apply(t)
    return state


def refused(state: Any, text: str, rule: str | None = None) -> str:
    """``text`` raises IllegalAction, the state is unchanged; returns the message (checked to cite ``rule``)."""
    before = state.to_json()
    with pytest.raises(IllegalAction) as info:
        state.apply(text)
    assert state.to_json() == before, "a refused action changed the state"
    message = str(info.value)
    if rule is not None:
        assert rule in message, f"refusal {message!r} does not cite {rule}"
    return message


def both_pass(state: Any) -> Any:
    """The player to move passes, then the other."""
    state.apply("pass")
    state.apply("pass")
    return state


def hand(state: Any, seat: int) -> list[str]:
    return sorted(board(state, seat)["battle"]["hand"])

