"""Hellas: the players' units on the map, one model for the base game and New Armies (rulebook 3, 13, 17;
New Armies 1, 2).

A player's units in one hex form a *block*: a legion or an army (rulebook 13) is one land block whose value is
its number of legions; a ship or a fleet is one sea block; the legions a ship carries (9.1.1) are the block's
``cargo``. With New Armies the blocks are the wooden blocks themselves and the value is the printed one. The
two games then read alike: combat value = value x unit CV (9.2, NA 3), a loss lowers a value by one, supply
counts the land values (10, NA 4), upkeep the sea values (10, NA 5). What differs is the piece limit: army and
fleet markers and the wooden units (3, 13, 17), or the block set in the box (NA intro, 2).

A block is a tuple ``(hex, arm, value, cargo, spent, known, cargo_known)``: ``spent`` marks a block that has
ended its move in this Move action (9.1); ``known`` (New Armies 1) says whether the opponent knows its value
(seen since it last changed in a way the opponent could not follow).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from kleos.i18n import Message, translator

if TYPE_CHECKING:
    from kleos.hellas.state import HellasState

_, ngettext = translator("hellas")

LAND, SEA = 0, 1
ARMS = ("land", "sea")
HEX, ARM, VAL, CARGO, SPENT, KNOWN, CKNOWN = range(7)
Block = tuple[int, int, int, int, bool, bool, bool]


def block_indices(st: HellasState, p: int, h: int, arm: int) -> list[int]:
    """Indices of ``p``'s blocks of ``arm`` in hex ``h``, largest first (more than one only after a split)."""
    out = [i for i, b in enumerate(st.blocks[p]) if b[HEX] == h and b[ARM] == arm]
    if len(out) > 1:
        out.sort(key=lambda i: -st.blocks[p][i][VAL])
    return out


def block_at(st: HellasState, p: int, h: int, arm: int) -> Block | None:
    for b in st.blocks[p]:
        if b[HEX] == h and b[ARM] == arm:
            return b
    return None


def fresh_at(st: HellasState, p: int, h: int, arm: int) -> int:
    """The index of ``p``'s largest block of ``arm`` in ``h`` that has not moved in this action, or -1."""
    best, value = -1, 0
    for i, b in enumerate(st.blocks[p]):
        if b[HEX] == h and b[ARM] == arm and not b[SPENT] and b[VAL] > value:
            best, value = i, b[VAL]
    return best


def land_value(st: HellasState, p: int) -> int:
    """Legions (or army block values) on the map, carried ones and the moving group included (10, NA 4)."""
    total = sum(b[VAL] if b[ARM] == LAND else b[CARGO] for b in st.blocks[p])
    g = st.group
    if g is not None and st.mover == p:
        total += g[2] if g[1] == LAND else g[3]
    return total


def sea_value(st: HellasState, p: int) -> int:
    """Ships (or fleet block values) on the map (10, NA 5)."""
    total = sum(b[VAL] for b in st.blocks[p] if b[ARM] == SEA)
    g = st.group
    if g is not None and st.mover == p and g[1] == SEA:
        total += g[2]
    return total


def markers_used(st: HellasState, p: int, arm: int) -> int:
    """Army (land) or fleet (sea) markers in use: blocks of two units or more (13), the moving group included."""
    n = sum(1 for b in st.blocks[p] if b[ARM] == arm and b[VAL] >= 2)
    g = st.group
    if g is not None and st.mover == p and g[1] == arm and g[2] >= 2:
        n += 1
    return n


def in_play(st: HellasState, p: int, arm: int) -> Counter[int]:
    """New Armies: the values of ``p``'s blocks of ``arm`` on the map (cargo is army blocks), the group included."""
    c: Counter[int] = Counter()
    for b in st.blocks[p]:
        if b[ARM] == arm:
            c[b[VAL]] += 1
        if arm == LAND and b[CARGO]:
            c[b[CARGO]] += 1
    g = st.group
    if g is not None and st.mover == p:
        if g[1] == arm:
            c[g[2]] += 1
        if arm == LAND and g[3]:
            c[g[3]] += 1
    if st.splitting and st.mover == p and st.splitting[1] == arm:
        for v in st.splitting[3]:
            c[v] += 1
    return c


def reserve(st: HellasState, p: int, arm: int) -> Counter[int]:
    """New Armies: the blocks of ``arm`` left in ``p``'s reserve, by value."""
    return st.game.block_sets[p][arm] - in_play(st, p, arm)


def can_swap(st: HellasState, p: int, arm: int, remove: tuple[int, ...], add: tuple[int, ...]) -> bool:
    """New Armies: can blocks ``remove`` go back to the reserve and blocks ``add`` come out of it? (NA 1, 2, 3)"""
    res = reserve(st, p, arm)
    for v in remove:
        if v > 0:
            res[v] += 1
    for v in add:
        if v <= 0:
            continue
        if res[v] <= 0:
            return False
        res[v] -= 1
    return True


def end_merge_ok(st: HellasState, p: int, group_hex: int = -1) -> bool:
    """New Armies 1: at the end of a Move action, ``p``'s blocks of one type sharing a hex merge into one block
    of their total value (the army blocks aboard the fleets of a hex too). Is there a block of every such total
    left in the block set (and does each fleet carry no more than its value)? Every decision of a Move action
    keeps this true, so the action can always end. ``group_hex``: the group in motion counted there instead."""
    sets = st.game.block_sets[p]
    g = st.group if st.mover == p else None
    gh = (g[0] if group_hex < 0 else group_hex) if g is not None else -1
    land: dict[int, int] = {}
    sea: dict[int, int] = {}
    cargo: dict[int, int] = {}
    for b in st.blocks[p]:
        h = b[HEX]
        if b[ARM] == LAND:
            land[h] = land.get(h, 0) + b[VAL]
        else:
            sea[h] = sea.get(h, 0) + b[VAL]
            if b[CARGO]:
                cargo[h] = cargo.get(h, 0) + b[CARGO]
    if g is not None:
        if g[1] == LAND:
            land[gh] = land.get(gh, 0) + g[2]
        else:
            sea[gh] = sea.get(gh, 0) + g[2]
            if g[3]:
                cargo[gh] = cargo.get(gh, 0) + g[3]
    if any(v > sea.get(h, 0) for h, v in cargo.items()):
        return False
    if Counter(land.values()) + Counter(cargo.values()) - sets[LAND]:
        return False
    return not Counter(sea.values()) - sets[SEA]


def merge_ok(st: HellasState, p: int, arm: int, a: int, b: int) -> bool:
    """Can two stacks of ``a`` and ``b`` units of one type in one hex become one (13, NA 1)?

    Base game: the result needs an army or fleet marker unless one of the two already had one (markers in
    use count every stack of two or more on the map and the group in motion; a new unit counts as ``a`` = 1).
    New Armies: a block of the summed value must be left in the reserve once both go back.
    """
    if st.game.new_armies:
        return can_swap(st, p, arm, (a, b), (a + b,))
    limits = st.game.static.sides[p].limits
    cap = limits["armies"] if arm == LAND else limits["fleets"]
    return markers_used(st, p, arm) - (a >= 2) - (b >= 2) + (a + b >= 2) <= cap


def room_for(st: HellasState, p: int, arm: int, n: int = 1) -> bool:
    """17: are ``n`` more legions (or ships) left among the pieces ``p`` owns? (base game)"""
    limits = st.game.static.sides[p].limits
    cap = limits["legions"] if arm == LAND else limits["ships"]
    return (land_value(st, p) if arm == LAND else sea_value(st, p)) + n <= cap


def put(st: HellasState, p: int, block: Block) -> None:
    st.blocks[p].append(block)
    st.dirty = True


def replace(st: HellasState, p: int, i: int, block: Block) -> None:
    st.blocks[p][i] = block
    st.dirty = True


def drop(st: HellasState, p: int, i: int) -> Block:
    st.dirty = True
    return st.blocks[p].pop(i)


def with_value(block: Block, value: int, known: bool | None = None) -> Block:
    """The block at a new value; carried legions beyond what the ships can carry are lost (9.1.1, NA 3)."""
    cargo = block[CARGO]
    if block[ARM] == SEA and cargo > value:
        cargo = value
    k = block[KNOWN] if known is None else known
    return (block[HEX], block[ARM], value, cargo, block[SPENT], k, block[CKNOWN] and cargo == block[CARGO])


def describe(st: HellasState, p: int, arm: int, value: int, viewer: int | None) -> Message:
    """How a block reads in the log: "an army of 3 legions", or with New Armies "army block" (value hidden
    from ``viewer`` unless it is the owner: the other seat's version of a line never holds it)."""
    if st.game.new_armies:
        if arm == LAND:
            return _("army block ({value})", value=value) if viewer == p else _("army block")
        return _("fleet block ({value})", value=value) if viewer == p else _("fleet block")
    if arm == LAND:
        return _("a legion") if value == 1 else _("an army of {n} legions", n=value)
    return _("a ship") if value == 1 else _("a fleet of {n} ships", n=value)
