"""Shared helpers of the Hellas (base game) acceptance suite.

Positions are seeded games played by action texts, or saves (``to_json``) edited and loaded with
``kleos.State.from_json``. Only the public contract is used: the game's Python code is never read.

Save fields used (learnt by printing saves): ``data.treasury`` / ``stability`` [Sparta, Athens];
``data.dev`` [[military, fleet, economy, culture] per seat]; ``data.blocks`` per seat, a list of
[hex index, arm (0 legion, 1 ship), count, carried legions, spent, ., .]; ``data.posts`` {hex index: [seat, n]};
``data.forts`` {hex index: seat}; ``data.monuments`` {hex index: seat}; ``data.contested`` [hex index];
``data.controlled`` [[region index] per seat]; ``data.luxuries`` [[good] per seat]; ``data.actor`` (the seat
to choose), ``data.chosen`` [[seat, action]] (the cycle's choices). Hex indexes are positions in
``board_data()["hexes"]``; a hex key is "CCRR" (odd-q column, row).
"""

from __future__ import annotations

import copy
import functools
from typing import Any

import pytest

import kleos
from kleos.engine.errors import IllegalAction

SPARTA, ATHENS = 0, 1
LAND, SEA = 0, 1
TRACKS = ("military", "fleet", "economy", "culture")


@functools.cache
def game(**options: Any) -> Any:
    opts = {"setup": "standard", **options}
    return kleos.load_game("hellas", **opts)


@functools.cache
def _board_data() -> dict:
    return game().board_data()


def bd() -> dict:
    return _board_data()


@functools.cache
def _hex_keys() -> tuple[str, ...]:
    return tuple(bd()["hexes"])


@functools.cache
def _sites() -> dict[str, str]:
    return {h["site"]: k for k, h in bd()["hexes"].items() if h["site"]}


def hx(name: str) -> str:
    """The hex key of a named site ('Athenai' -> '2409'), or a key given as is."""
    if name in bd()["hexes"]:
        return name
    return _sites()[name]


def idx(name: str) -> int:
    return _hex_keys().index(hx(name))


def region_index(name: str) -> int:
    return list(bd()["regions"]).index(name)


def neighbours(name: str) -> list[str]:
    hexes = bd()["hexes"]
    h = hexes[hx(name)]
    by_qr = _by_qr()
    out = []
    for dq, dr in ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)):
        k = by_qr.get((h["q"] + dq, h["r"] + dr))
        if k:
            out.append(k)
    return out


@functools.cache
def _by_qr() -> dict[tuple[int, int], str]:
    return {(h["q"], h["r"]): k for k, h in bd()["hexes"].items()}


def terrain(name: str) -> str:
    return bd()["hexes"][hx(name)]["terrain"]


@functools.cache
def _initial_json(seed: int, options: tuple) -> dict:
    return game(**dict(options)).new_initial_state(seed).to_json()


def initial(seed: int = 1, **options: Any) -> Any:
    """A fresh standard set-up game at its first choice (Sparta first, turn 1 income collected)."""
    return kleos.State.from_json(copy.deepcopy(_initial_json(seed, tuple(sorted(options.items())))))


def base_json(seed: int = 1, **options: Any) -> dict:
    return copy.deepcopy(_initial_json(seed, tuple(sorted(options.items()))))


# ----------------------------------------------------------------------------------------------- positions


class Pos:
    """An edited save. Start from the standard set-up (``clear=False``) or from an empty board."""

    def __init__(self, seed: int = 1, clear: bool = True, **options: Any) -> None:
        self.js = base_json(seed, **options)
        self.d = self.js["data"]
        if clear:
            self.d["blocks"] = [[], []]
            self.d["posts"] = {}
            self.d["forts"] = {}
            self.d["monuments"] = {}
            self.d["luxuries"] = [[], []]
            self.d["controlled"] = [[], []]
            self.d["contested"] = []

    # pieces
    def unit(self, seat: int, where: str, arm: int = LAND, n: int = 1, cargo: int = 0) -> Pos:
        self.d["blocks"][seat].append([idx(where), arm, n, cargo, False, True, True])
        return self

    def legion(self, seat: int, where: str, n: int = 1) -> Pos:
        return self.unit(seat, where, LAND, n)

    def ship(self, seat: int, where: str, n: int = 1, cargo: int = 0) -> Pos:
        return self.unit(seat, where, SEA, n, cargo)

    def post(self, seat: int, where: str, n: int = 1) -> Pos:
        self.d["posts"][str(idx(where))] = [seat, n]
        return self

    def fort(self, seat: int, where: str) -> Pos:
        self.d["forts"][str(idx(where))] = seat
        return self

    def monument(self, seat: int, where: str) -> Pos:
        self.d["monuments"][str(idx(where))] = seat
        return self

    def contested(self, *wheres: str) -> Pos:
        for w in wheres:
            if idx(w) not in self.d["contested"]:
                self.d["contested"].append(idx(w))
        return self

    def control(self, seat: int, *regions: str) -> Pos:
        for r in regions:
            if region_index(r) not in self.d["controlled"][seat]:
                self.d["controlled"][seat].append(region_index(r))
        return self

    def own_regions(self, seat: int, *regions: str) -> Pos:
        """A trading post of the seat on every goods hex of these regions (none where a fortress stands)."""
        forts = self.d["forts"]
        for r in regions:
            for k in bd()["regions"][r]["goods_hexes"]:
                if str(idx(k)) not in forts:
                    self.post(seat, k)
        return self

    def remove_neutrals(self) -> Pos:
        self.d["neutral_legions"] = {}
        self.d["neutral_forts"] = {}
        return self

    # tracks
    def dev(self, seat: int, military: int = 0, fleet: int = 0, economy: int = 0, culture: int = 0) -> Pos:
        self.d["dev"][seat] = [military, fleet, economy, culture]
        return self

    def money(self, sparta: int | None = None, athens: int | None = None) -> Pos:
        if sparta is not None:
            self.d["treasury"][SPARTA] = sparta
        if athens is not None:
            self.d["treasury"][ATHENS] = athens
        return self

    def stab(self, sparta: int | None = None, athens: int | None = None) -> Pos:
        if sparta is not None:
            self.d["stability"][SPARTA] = sparta
        if athens is not None:
            self.d["stability"][ATHENS] = athens
        return self

    def to_act(self, seat: int, chosen: list | None = None) -> Pos:
        """The seat chooses the next action; ``chosen`` lists the cycle's earlier [seat, action] choices."""
        self.d["actor"] = seat
        self.d["chosen"] = [list(c) for c in (chosen or [])]
        return self

    def set(self, **fields: Any) -> Pos:
        self.d.update(fields)
        return self

    def auto_control(self) -> Pos:
        """Set the control lists as rule 11 reads: every goods hex of the region holds an own trading post,
        fortress or legion, and none of them is contested."""
        held: list[set[int]] = [set(), set()]
        for k, (seat, _n) in self.d["posts"].items():
            held[seat].add(int(k))
        for k, seat in self.d["forts"].items():
            held[seat].add(int(k))
        for seat in (SPARTA, ATHENS):
            for b in self.d["blocks"][seat]:
                if b[1] == LAND:
                    held[seat].add(b[0])
        contested = set(self.d["contested"])
        keys = _hex_keys()
        for seat in (SPARTA, ATHENS):
            regions = []
            for i, (_name, r) in enumerate(bd()["regions"].items()):
                goods = [keys.index(k) for k in r["goods_hexes"]]
                if all(g in held[seat] and g not in contested for g in goods):
                    regions.append(i)
            self.d["controlled"][seat] = regions
        return self

    def state(self, control: bool = True) -> Any:
        if control:
            self.auto_control()
        return kleos.State.from_json(copy.deepcopy(self.js))


# ----------------------------------------------------------------------------------------------- reading


def board(state: Any) -> dict:
    return state.public_view()["board"]


def player(state: Any, seat: int) -> dict:
    return board(state)["players"][seat]


def at(state: Any, where: str) -> dict:
    return board(state)["hexes"].get(hx(where), {})


def units(state: Any, where: str, seat: int | None = None, arm: str | None = None) -> int:
    """How many legions/ships stand in a hex (optionally of one side and one arm: 'land' or 'sea')."""
    name = None if seat is None else ("Sparta", "Athens")[seat]
    total = 0
    for u in at(state, where).get("units", []):
        if (name is None or u["owner"] == name) and (arm is None or u["arm"] == arm):
            total += u["value"]
    return total


def texts(state: Any) -> list[str]:
    return [a.text for a in state.legal_actions()]


def log(state: Any, start: int = 0) -> list[str]:
    return [line["text"] for line in state.log_lines(0, "en", start, len(state.history) + 1)]


def new_log(state: Any, before: int) -> list[str]:
    """The log lines written since the history had ``before`` steps."""
    return [line["text"] for line in state.log_lines(0, "en", before, len(state.history) + 1)]


def play(state: Any, *actions: str) -> Any:
    for a in actions:
        state.apply(a)
    return state


def refused(state: Any, action: str, rule: str | None = None) -> str:
    """Assert that the action is refused, that the message names the rule, and that nothing changed."""
    before = state.to_json()
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert state.to_json() == before
    msg = str(info.value)
    if rule is not None:
        assert f"Hellas {rule}" in msg, msg
    return msg
