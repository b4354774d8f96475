"""Hellas: the Move action (rulebook 9.1, 9.1.1 naval transport, 9.1.2 Sikelia, 9.1.3 mountains, 9.1.4
contested hexes, 13 armies and fleets, 9.8 armistice; New Armies 1 merging and splitting; option 18.5 leaders).

A Move action is a run of small decisions. ``pick`` a block that has not moved yet (a legion, an army, a ship,
a fleet; with New Armies a block); it becomes the *group* in motion and ``step`` takes it one hex at a time
within its movement points; ``stop`` ends its move. An army or fleet may ``leave`` units on the way (they end
their move there) and ``join`` units it meets (they go on with it) (13); a fleet ``load``\\s legions that start
the action with it on a coastal or island hex before it sails, and a ship that has not moved ``unload``\\s the
legions it carried when the action began (9.1.1). A group entering a hex with pieces of another side stops
there; a legion (or, from Fleet IV, a ship on a coast or island) then contests it (9.1, 9.1.4). An army or
fleet entering a hex with another army or fleet of its side merges with it at once (13). With New
Armies, blocks may be ``split`` before anything moves, and a block entering a hex with another own block of
its type merges with it and stops (NA 1). ``done`` ends the action.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from kleos.hellas.board import contest, enemy_present, opponent_present, settle
from kleos.hellas.data import COAST, ISLAND, MOUNTAIN, SEA
from kleos.hellas.pieces import (
    ARM,
    CARGO,
    CKNOWN,
    HEX,
    KNOWN,
    LAND,
    SPENT,
    VAL,
    block_indices,
    describe,
    drop,
    end_merge_ok,
    fresh_at,
    merge_ok,
    put,
    replace,
)
from kleos.hellas.refusals import once
from kleos.i18n import N_, Message, translator

if TYPE_CHECKING:
    from kleos.hellas.state import HellasState

_, ngettext = translator("hellas")

G_HEX, G_ARM, G_VAL, G_CARGO, G_MP, G_START, G_KNOWN, G_CKNOWN, G_STEPS, G_LEADER, G_HOLDS = range(11)
NAVAL = (SEA, COAST, ISLAND)
SHORE = (COAST, ISLAND)
# the reasons a hex cannot be entered, built once: step_cost runs in the loops that list the legal steps
NO_SEA_FOR_LEGIONS = _("Hellas 9.1: legions enter land, coast and island hexes only")
NO_BARRIER_CROSSING = _("Hellas 9.1: legions do not cross a blue barrier between two coastal hexes")
NO_LAND_FOR_SHIPS = _("Hellas 9.1: ships enter sea, coast and island hexes only")
SIKELIA_SEAS = _("Hellas 9.1.2: the seas around Sikelia need Fleet phase II (Bireme)")
LEADER_ON_LAND = _("Hellas 18.5: a leader moves over land and coast hexes (by ship elsewhere)")
LEADER_NO_BARRIER = _("Hellas 9.1: no crossing of a blue barrier over land")
LEADER_NOT_ALONE = _("Hellas 18.5: a leader does not go alone among enemy pieces (alone in a contested hex he would "
                     "leave it)")
# refusals met at every listing of the legal steps of a group, built once
LEADER_BOARDS = _("Hellas 18.5: the leader boards a ship group of his hex before it sails")
SINGLE_UNIT = _("Hellas 13: a single unit has no unit to leave behind")
NO_FRESH_UNIT = _("Hellas 13: no own unit of that type that has not moved yet stands in this hex")
SHIPS_CARRY = _("Hellas 9.1.1: only ships carry legions")
EMBARK_ON_SHORE = _("Hellas 9.1.1: legions embark on a coastal or island hex")
EMBARK_AT_START = _("Hellas 9.1.1: a legion embarks where the ship starts the Move action, before it sails")
LEFT_AT_START = _("Hellas 13: the units left where the group starts stay there; it takes along units met on its way")
NA_SPLIT_AT_START = _("New Armies 1: a block splits only at the start of a Move action, before any block moves")
NA_MERGE_ON_ENTRY = _("New Armies 1: a block entering a hex with another own block of its type merges with it and "
                       "stops")
#: the log line of a finished move, by why it stopped (stop's reason)
MOVES = {"": N_("Hellas 9.1: {seat} moves {unit} from {start} to {hex}"),
         "9.1": N_("Hellas 9.1: {seat} moves {unit} from {start} to {hex}: it entered a hex with enemy pieces"),
         "NA 1": N_("Hellas 9.1: {seat} moves {unit} from {start} to {hex}: it merged with a block there"),
         "13": N_("Hellas 9.1: {seat} moves {unit} from {start} to {hex}: it merged with an army or fleet there that "
                  "had moved already")}


def unit_mp(st: HellasState, p: int, arm: int) -> int:
    s = st.game.static
    if arm == LAND:
        return s.legion_mp[st.phase(p, "military")]
    return s.ship_mp[st.phase(p, "fleet")]


def step_cost(st: HellasState, p: int, arm: int, a: int, b: int) -> int | Message:
    """The movement points to go from hex ``a`` into neighbouring hex ``b``, or why it cannot be entered."""
    s = st.game.static
    ter = s.terrain[b]
    if arm == LAND:
        if ter == SEA:
            return NO_SEA_FOR_LEGIONS
        if (a, b) in s.barrier:
            return NO_BARRIER_CROSSING
        return 2 if ter == MOUNTAIN else 1
    if ter not in NAVAL:
        return NO_LAND_FOR_SHIPS
    if b in s.sikelia_sea:
        if st.phase(p, "fleet") < s.fixed["sikelia_sea_fleet_phase"]:
            return SIKELIA_SEAS
        return s.fixed["sikelia_sea_mp"]
    return 1


def _merge_target(st: HellasState, p: int, h: int, arm: int) -> int:
    """New Armies: the own block of ``arm`` already in ``h`` that an entering block merges with, or -1."""
    idx = block_indices(st, p, h, arm)
    return idx[0] if idx else -1


def why_no_step(st: HellasState, b: int) -> Message | None:
    """Why the group in motion cannot step into hex ``b`` now, or None."""
    s = st.game.static
    g = st.group
    assert g is not None
    p = st.mover
    a = g[G_HEX]
    if b not in s.neighbours[a]:
        return _("Hellas 9.1: {hex} is not next to {other}; units move one hex at a time", hex=s.name(b),
                 other=s.name(a))
    cost = step_cost(st, p, g[G_ARM], a, b)
    if not isinstance(cost, int):
        return cost
    if cost > g[G_MP]:
        mp = g[G_MP]
        return once(st, ("9.1 points", b, cost, mp), lambda: _("Hellas 9.1: entering {hex} costs {cost} movement "
                                                               "points; the group has {mp} left", hex=s.name(b),
                                                               cost=cost, mp=mp))
    if st.armistice_active() and opponent_present(st, p, b):
        return once(st, ("9.8 no entry", 1 - p), lambda: _("Hellas 9.8: during the armistice no unit enters a hex "
                                                           "holding a piece of {seat}", seat=st.seat_label(1 - p)))
    arm = g[G_ARM]
    if st.game.new_armies:
        target = _merge_target(st, p, b, arm)
        if target >= 0 and not merge_ok(st, p, arm, g[G_VAL], st.blocks[p][target][VAL]):
            # NA 1 « S'il a un bloc ... dans sa réserve, il échange »: the merge on entering needs the summed block
            # in the reserve now, not only at the action's end
            return _("New Armies 1: the blocks sharing that hex would merge into one of a value the reserve no "
                     "longer holds (or carry more than the fleet's value)")
        if not end_merge_ok(st, p, group_hex=b):
            return _("New Armies 1: the blocks sharing that hex would merge into one of a value the reserve no "
                     "longer holds (or carry more than the fleet's value)")
    elif not _could_stop(st, p, arm, g[G_VAL], b) and not _passes_on(st, p, b, g[G_MP] - cost):
        # 13: an army or fleet may cross a hex of its own units without taking them in, but where it stops it
        # takes them in, which needs a free marker: it enters such a hex only to go on (and units stop on
        # entering a hex with enemy pieces, 9.1)
        return _("Hellas 13: the group could not end its move there (it would take in the units there and no army or "
                 "fleet marker is free), nor go on from there")
    return None


def _could_stop(st: HellasState, p: int, arm: int, value: int, h: int) -> bool:
    """13: can a group of ``value`` units end its move in ``h`` (taking in the units of its type there)?"""
    idx = block_indices(st, p, h, arm)
    return not idx or merge_ok(st, p, arm, value, st.blocks[p][idx[0]][VAL])


def _passes_on(st: HellasState, p: int, b: int, mp: int) -> bool:
    """13: can the group, having entered ``b`` (no enemy there) with ``mp`` points left, step on to a hex where it
    may stop? One step ahead is enough: from there it can always stop."""
    g = st.group
    assert g is not None
    if enemy_present(st, p, b):
        return False
    s = st.game.static
    arm = g[G_ARM]
    for c in s.neighbours[b]:
        cost = step_cost(st, p, arm, b, c)
        if isinstance(cost, int) and cost <= mp and _could_stop(st, p, arm, g[G_VAL], c) and not (
                st.armistice_active() and opponent_present(st, p, c)):
            return True
    return False


def step_targets(st: HellasState) -> list[int]:
    s = st.game.static
    g = st.group
    assert g is not None
    return [b for b in s.neighbours[g[G_HEX]] if why_no_step(st, b) is None]


# ---------------------------------------------------------------------- the decisions
def why_no_pick(st: HellasState, h: int, arm: int) -> Message | None:
    p = st.mover
    if fresh_at(st, p, h, arm) < 0:
        if arm == LAND:
            return _("Hellas 9.1: {seat} has no legion or army in {hex} that has not moved in this action",
                     seat=st.seat_label(p), hex=st.game.static.name(h))
        return _("Hellas 9.1: {seat} has no ship or fleet in {hex} that has not moved in this action",
                 seat=st.seat_label(p), hex=st.game.static.name(h))
    return None


def pick(st: HellasState, h: int, arm: int) -> None:
    p = st.mover
    i = fresh_at(st, p, h, arm)
    b = drop(st, p, i)
    st.dirty = False  # the group still stands in its hex: nothing has changed yet
    leader = arm != LAND and st.leader[p] == h and st.leader_aboard[p]
    # G_HOLDS: the hexes the group keeps holding until it stops, besides its start: where it took units in (11, 13)
    st.group = [h, arm, b[VAL], b[CARGO], unit_mp(st, p, arm), h, b[KNOWN], b[CKNOWN], 0, leader, []]
    st.stage = "group"


def step(st: HellasState, b: int) -> None:
    s = st.game.static
    g = st.group
    assert g is not None
    p = st.mover
    a = g[G_HEX]
    cost = step_cost(st, p, g[G_ARM], a, b)
    assert isinstance(cost, int)
    g[G_HEX] = b
    g[G_MP] -= cost
    g[G_STEPS] += 1
    st.moved_any = True
    if g[G_LEADER]:
        st.leader[p] = b
    if (g[G_ARM] == LAND and s.good[a]) or a in st.contested:
        st.dirty = True
    settle(st, a)
    arm = g[G_ARM]
    if enemy_present(st, p, b):  # 9.1: units stop on entering a hex with enemy pieces
        contests = arm == LAND or (st.phase(p, "fleet") >= s.fixed["contest_fleet_phase"] and s.terrain[b] in SHORE)
        if contests and contest(st, p, b) and st.logging:
            st.note(_("Hellas 9.1.4: {seat} enters {hex}, which becomes contested", seat=st.seat_label(p),
                      hex=s.name(b)), rule="9.1.4")
        stop(st, reason="9.1")
        settle(st, b)  # 18.5 « seuls dans un hexagone contesté »: an enemy leader alone there joins his next unit
    elif st.game.new_armies and _merge_target(st, p, b, arm) >= 0:
        stop(st, reason="NA 1")
    elif g[G_VAL] >= 2:
        _merge_armies(st, b)


def _merge_armies(st: HellasState, h: int) -> None:
    """13: « Lorsqu'une armée/flotte entre dans un hexagone où se trouve une autre armée/flotte du même joueur, ces
    armées/flottes doivent fusionner »; the marker left empty is free again. An army that has not moved in this
    action goes on with the group, as units taken along do (13); one that has moved already ends the group's move
    there (a unit moves once an action). Units not in an army are crossed without being taken in (13)."""
    s = st.game.static
    g = st.group
    assert g is not None
    p = st.mover
    arm = g[G_ARM]
    idx = [i for i in block_indices(st, p, h, arm) if st.blocks[p][i][VAL] >= 2]
    if not idx:
        return
    other = st.blocks[p][idx[0]]
    if st.logging:
        st.note(_("Hellas 13: {seat}'s {unit} enters {hex} and merges with {other} there; a marker is free again",
                  seat=st.seat_label(p), unit=describe(st, p, arm, g[G_VAL], p), hex=s.name(h),
                  other=describe(st, p, arm, other[VAL], p)), rule="13")
    if other[SPENT]:
        stop(st, reason="13")
        return
    drop(st, p, idx[0])
    g[G_VAL] += other[VAL]
    g[G_CARGO] += other[CARGO]
    if arm != LAND and st.leader[p] == h and st.leader_aboard[p]:
        g[G_LEADER] = True  # 18.5: the leader aboard the fleet taken in sails on with it


def why_no_stop(st: HellasState) -> Message | None:
    g = st.group
    assert g is not None
    if st.game.new_armies:
        return None
    p = st.mover
    idx = block_indices(st, p, g[G_HEX], g[G_ARM])
    if idx and not merge_ok(st, p, g[G_ARM], g[G_VAL], st.blocks[p][idx[0]][VAL]):
        return _("Hellas 13: the group would join the units there as an army or fleet, and no marker is free")
    return None


def stop(st: HellasState, reason: str = "") -> None:
    """End the group's move where it stands (9.1): it joins an own block of its type there (13, NA 1)."""
    s = st.game.static
    g = st.group
    assert g is not None
    p = st.mover
    h, arm = g[G_HEX], g[G_ARM]
    moved = g[G_STEPS] > 0
    idx = block_indices(st, p, h, arm)
    if idx and (moved or not st.game.new_armies):
        value, cargo, known, ck = g[G_VAL], g[G_CARGO], g[G_KNOWN], g[G_CKNOWN]
        for i in idx:  # NA 1: every own block of the type there (several only after a split)
            other = st.blocks[p][i]
            value += other[VAL]
            cargo += other[CARGO]
            known = known and other[KNOWN]
            ck = ck and other[CKNOWN]
        for i in sorted(idx, reverse=True):
            drop(st, p, i)
        put(st, p, (h, arm, value, cargo, True, known and len(idx) == 1, ck))
    else:
        put(st, p, (h, arm, g[G_VAL], g[G_CARGO], True, g[G_KNOWN], g[G_CKNOWN]))
    st.group = None
    st.stage = "move"
    if moved:
        st.dirty = True
        if st.logging:
            template = MOVES.get(reason, MOVES[""])
            values = {"seat": st.seat_label(p), "start": s.name(g[G_START]), "hex": s.name(h)}
            text = _(template, unit=describe(st, p, arm, g[G_VAL], p), **values)
            if st.game.new_armies:  # the value is the owner's: the other seat reads the line without it
                st.note(text, rule="9.1", seats=[p], public=_(template, unit=describe(st, p, arm, g[G_VAL], 1 - p),
                                                             **values))
            else:
                st.note(text, rule="9.1")


def why_no_leave(st: HellasState) -> Message | None:
    g = st.group
    assert g is not None
    if st.game.new_armies:
        return NA_SPLIT_AT_START
    if g[G_VAL] < 2:
        return SINGLE_UNIT
    p = st.mover
    idx = block_indices(st, p, g[G_HEX], g[G_ARM])
    here = st.blocks[p][idx[0]][VAL] if idx else 0
    if here and g[G_VAL] == 2:  # the group of two becomes a single unit: its marker is free again
        return None
    if here and not merge_ok(st, p, g[G_ARM], 1, here):
        return _("Hellas 13: leaving a unit there would form an army or fleet, and no marker is free")
    return None


def leave(st: HellasState) -> None:
    """13: one unit of the army or fleet stays in the hex: its move ends there (at the start, it has not moved)."""
    g = st.group
    assert g is not None
    p = st.mover
    h, arm = g[G_HEX], g[G_ARM]
    g[G_VAL] -= 1
    cargo = 0
    if arm != LAND and g[G_CARGO] > g[G_VAL]:
        g[G_CARGO] -= 1
        cargo = 1
    spent = g[G_STEPS] > 0
    idx = block_indices(st, p, h, arm)
    if idx:
        o = st.blocks[p][idx[0]]
        replace(st, p, idx[0], (h, arm, o[VAL] + 1, o[CARGO] + cargo, o[SPENT] or spent, True, True))
    else:
        put(st, p, (h, arm, 1, cargo, spent, True, True))


def why_no_join(st: HellasState) -> Message | None:
    g = st.group
    assert g is not None
    if st.game.new_armies:
        return NA_MERGE_ON_ENTRY
    p = st.mover
    if not g[G_STEPS] and g[G_HEX] == g[G_START]:  # a group takes every unit of its hex: any there now it left
        return LEFT_AT_START
    i = fresh_at(st, p, g[G_HEX], g[G_ARM])
    if i < 0:
        return NO_FRESH_UNIT
    if not merge_ok(st, p, g[G_ARM], g[G_VAL], st.blocks[p][i][VAL]):
        return _("Hellas 13: taking them along would form an army or fleet, and no marker is free")
    return None


def join(st: HellasState) -> None:
    """13: units met on the way join the army or fleet and move on with it."""
    g = st.group
    assert g is not None
    p = st.mover
    i = fresh_at(st, p, g[G_HEX], g[G_ARM])
    b = drop(st, p, i)
    st.dirty = False
    g[G_VAL] += b[VAL]
    g[G_CARGO] += b[CARGO]
    g[G_HOLDS] = [*g[G_HOLDS], g[G_HEX]]  # the hex stays held until the group stops (board.held)
    if g[G_ARM] != LAND and st.leader[p] == g[G_HEX] and st.leader_aboard[p]:
        g[G_LEADER] = True  # 18.5: the leader aboard the ships taken in sails on with them


def why_no_load(st: HellasState) -> Message | None:
    s = st.game.static
    g = st.group
    assert g is not None
    p = st.mover
    if g[G_ARM] == LAND:
        return SHIPS_CARRY
    if g[G_STEPS] or g[G_HEX] != g[G_START]:
        return EMBARK_AT_START
    if s.terrain[g[G_HEX]] not in SHORE:
        return EMBARK_ON_SHORE
    i = fresh_at(st, p, g[G_HEX], LAND)
    if i < 0:
        return _("Hellas 9.1.1: no legion that has not moved in this action stands in this hex")
    if st.game.new_armies:
        v = st.blocks[p][i][VAL]
        if g[G_CARGO]:
            return _("New Armies 1: a fleet block carries one army block")
        if v > g[G_VAL]:
            return _("New Armies 1: a fleet block carries an army block of a value up to its own ({value})",
                     value=g[G_VAL])
        if not _simulated(st, p, lambda: _load_now(st, p, i)):
            return _("New Armies 1: the army blocks aboard this hex's fleets would merge into a value not in reserve")
    elif g[G_CARGO] >= g[G_VAL]:
        return _("Hellas 9.1.1: each ship carries one legion, and every ship of the group already carries one")
    return None


def _simulated(st: HellasState, p: int, change: Callable[[], None]) -> bool:
    """Would ``end_merge_ok`` hold after ``change``? (tried on a copy of ``p``'s blocks and the group)"""
    blocks, group = st.blocks[p], st.group
    st.blocks[p] = blocks.copy()
    st.group = None if group is None else group.copy()
    try:
        change()
        return end_merge_ok(st, p)
    finally:
        st.blocks[p], st.group = blocks, group


def _load_now(st: HellasState, p: int, i: int) -> None:
    b = st.blocks[p].pop(i)
    assert st.group is not None
    st.group[G_CARGO] += b[VAL]


def load(st: HellasState) -> None:
    g = st.group
    assert g is not None
    p = st.mover
    h = g[G_HEX]
    i = fresh_at(st, p, h, LAND)
    b = st.blocks[p][i]
    if st.game.new_armies or b[VAL] == 1:
        drop(st, p, i)
        g[G_CARGO] += b[VAL]
        g[G_CKNOWN] = b[KNOWN] if st.game.new_armies else True
    else:
        replace(st, p, i, (h, LAND, b[VAL] - 1, 0, False, True, True))
        g[G_CARGO] += 1
    st.dirty = True  # a legion aboard no longer holds the hex (11)
    if st.logging:
        seat, where = st.seat_label(p), st.game.static.name(h)
        text = _("Hellas 9.1.1: {seat} embarks {unit} at {hex}", seat=seat, hex=where,
                 unit=describe(st, p, LAND, b[VAL] if st.game.new_armies else 1, p))
        if st.game.new_armies:  # the value is the owner's
            st.note(text, rule="9.1.1", seats=[p],
                    public=_("Hellas 9.1.1: {seat} embarks an army block at {hex}", seat=seat, hex=where))
        else:
            st.note(text, rule="9.1.1")


def why_no_unload(st: HellasState, h: int) -> Message | None:
    s = st.game.static
    p = st.mover
    i = fresh_at(st, p, h, 1)
    if i < 0 or not st.blocks[p][i][CARGO]:
        return _("Hellas 9.1.1: no ship of {seat} that has not moved in this action carries a legion in {hex}; a "
                 "legion lands if it began the action aboard", seat=st.seat_label(p), hex=s.name(h))
    if s.terrain[h] not in SHORE:
        return _("Hellas 9.1.1: legions land on a coastal or island hex")
    if st.armistice_active() and opponent_present(st, p, h):
        return _("Hellas 9.8: during the armistice no unit enters a hex holding a piece of {seat}",
                 seat=st.seat_label(1 - p))
    cargo = st.blocks[p][i][CARGO]
    amount = cargo if st.game.new_armies else 1
    idx = block_indices(st, p, h, LAND)
    if st.game.new_armies:
        # NA 1: a landing on an own army block merges with it at once, which needs the summed block in the reserve now
        if (idx and not merge_ok(st, p, LAND, amount, st.blocks[p][idx[0]][VAL])) or \
                not _simulated(st, p, lambda: _unload_now(st, p, i, h, amount)):
            return _("New Armies 1: the blocks sharing that hex would merge into a value the reserve no longer holds")
    elif idx and not merge_ok(st, p, LAND, 1, st.blocks[p][idx[0]][VAL]):
        return _("Hellas 13: the legion would join a legion there as an army, and no army marker is free")
    return None


def _unload_now(st: HellasState, p: int, i: int, h: int, amount: int) -> None:
    b = st.blocks[p][i]
    st.blocks[p][i] = (b[0], b[1], b[2], b[3] - amount, b[4], b[5], b[6])
    st.blocks[p].append((h, LAND, amount, 0, True, False, False))


def unload(st: HellasState, h: int) -> None:
    """9.1.1: a legion (New Armies: the army block) that began the action aboard lands; it may then move with
    all its points, unless it lands among enemy pieces: it stops there and contests the hex."""
    s = st.game.static
    p = st.mover
    i = fresh_at(st, p, h, 1)
    ship = st.blocks[p][i]
    amount = ship[CARGO] if st.game.new_armies else 1
    ck = ship[CKNOWN]
    replace(st, p, i, (h, 1, ship[VAL], ship[CARGO] - amount, ship[SPENT], ship[KNOWN], ship[CKNOWN]))
    hostile = enemy_present(st, p, h)
    idx = block_indices(st, p, h, LAND)
    if idx:
        o = st.blocks[p][idx[0]]
        merged = st.game.new_armies
        replace(st, p, idx[0], (h, LAND, o[VAL] + amount, 0, o[SPENT] or hostile or merged, o[KNOWN] and ck, True))
    else:
        put(st, p, (h, LAND, amount, 0, hostile, ck, True))
    if s.region[h] == s.sikelia and not st.landed[p]:
        st.landed[p] = True
        if st.logging:
            st.note(_("Hellas 15.1: {seat} has landed on {region}: Syracuse raises a legion at each turn's start",
                      seat=st.seat_label(p), region=_(s.region_names[s.sikelia])), rule="15.1")
    if st.logging:  # the block is seen as it lands: the line holds no value (describe for the other seat)
        st.note(_("Hellas 9.1.1: {seat} lands {unit} at {hex}", seat=st.seat_label(p),
                  unit=describe(st, p, LAND, amount, 1 - p), hex=s.name(h)), rule="9.1.1")
    if hostile and contest(st, p, h) and st.logging:
        st.note(_("Hellas 9.1.1: {seat} lands in {hex}, which becomes contested", seat=st.seat_label(p),
                  hex=s.name(h)), rule="9.1.1")
    settle(st, h)  # 18.5: an enemy leader alone there joins his side's next unit


# ---------------------------------------------------------------------- New Armies: splitting a block
def split_parts(st: HellasState) -> list[int]:
    """The values the next part of the block being split may take (NA 1): each left in the reserve, the first
    smaller than the block, and what remains still makeable from the reserve."""
    assert st.splitting is not None
    p = st.mover
    _hex, arm, remaining, parts = st.splitting
    from kleos.hellas.pieces import reserve

    res = reserve(st, p, arm)
    out = []
    for v in range(1, remaining + 1):
        if not parts and v == remaining:
            continue
        if res[v] <= 0:
            continue
        res[v] -= 1
        if _makeable(res, remaining - v):
            out.append(v)
        res[v] += 1
    return out


def _makeable(res: dict[int, int], total: int) -> bool:
    """Can ``total`` be made as a sum of reserve blocks (a bounded subset sum)?"""
    if total == 0:
        return True
    reach = {0}
    for v, n in res.items():
        for _block in range(n):
            reach |= {x + v for x in reach if x + v <= total}
            if total in reach:
                return True
    return total in reach


def why_no_split(st: HellasState, h: int, arm: int) -> Message | None:
    p = st.mover
    if not st.game.new_armies:
        return _("Hellas 13: armies and fleets leave units on the way (leave); only New Armies blocks split")
    if st.moved_any:
        return _("New Armies 1: blocks split at the start of a Move action, before any block has moved")
    i = fresh_at(st, p, h, arm)
    if i < 0:
        return _("New Armies 1: no block of {seat} of that type in {hex}", seat=st.seat_label(p),
                 hex=st.game.static.name(h))
    b = st.blocks[p][i]
    if b[VAL] < 2:
        return _("New Armies 1: only blocks of a value above 1 split")
    if b[ARM] != LAND and b[CARGO]:
        return _("New Armies 1: a fleet block carrying an army block does not split (land the army first)")
    drop(st, p, i)
    st.splitting = [h, arm, b[VAL], []]
    ok = bool(split_parts(st))
    st.splitting = None
    st.blocks[p].insert(i, b)
    if not ok:
        return _("New Armies 1: the reserve holds no blocks to split it into")
    return None


def split(st: HellasState, h: int, arm: int) -> None:
    p = st.mover
    i = fresh_at(st, p, h, arm)
    b = drop(st, p, i)
    st.dirty = False
    st.splitting = [h, arm, b[VAL], []]
    st.stage = "split"
    if st.logging:
        seat, where = st.seat_label(p), st.game.static.name(h)
        st.note(_("New Armies 1: {seat} splits its army block at {hex}", seat=seat, hex=where) if arm == LAND else
                _("New Armies 1: {seat} splits its fleet block at {hex}", seat=seat, hex=where), rule="NA 1")


def part(st: HellasState, v: int) -> None:
    """One block of the split comes out of the reserve; the last part ends the split (its values stay secret)."""
    assert st.splitting is not None
    p = st.mover
    h, arm, remaining, parts = st.splitting
    parts.append(v)
    remaining -= v
    st.splitting[2] = remaining
    if remaining == 0:
        st.splitting = None
        for x in parts:
            put(st, p, (h, arm, x, 0, False, len(parts) == sum(parts), True))
        st.stage = "move"
        st.hide_step([p])
        if st.logging:
            where = st.game.static.name(h)
            st.note(_("New Armies 1: the block at {hex} becomes blocks of {values}", hex=where, values=list(parts)),
                    rule="NA 1", seats=[p],
                    public=_("New Armies 1: the block at {hex} becomes {n} blocks", hex=where, n=len(parts)))
    else:
        st.hide_step([p])


# ---------------------------------------------------------------------- 18.5: the leader
def leader_cost(st: HellasState, a: int, b: int) -> int | Message:
    s = st.game.static
    p = st.mover
    if b not in s.neighbours[a]:
        return _("Hellas 18.5: {hex} is not next to the leader", hex=s.name(b))
    ter = s.terrain[b]
    if ter in (SEA, ISLAND):
        return LEADER_ON_LAND
    if (a, b) in s.barrier:
        return LEADER_NO_BARRIER
    if enemy_present(st, p, b) and not block_indices(st, p, b, LAND):
        return LEADER_NOT_ALONE
    if st.armistice_active() and opponent_present(st, p, b):
        return _("Hellas 9.8: during the armistice no piece enters a hex holding a piece of {seat}",
                 seat=st.seat_label(1 - p))
    return 2 if ter == MOUNTAIN else 1


def why_no_leader_step(st: HellasState, b: int) -> Message | None:
    p = st.mover
    if not st.game.options.leaders or st.leader[p] < 0:
        return _("Hellas 18.5: the leader option is not in play")
    if st.leader_aboard[p]:
        return _("Hellas 18.5: the leader is aboard a ship; he moves with it or lands first")
    cost = leader_cost(st, st.leader[p], b)
    if not isinstance(cost, int):
        return cost
    if cost > st.leader_mp[p]:
        return _("Hellas 18.5: the leader has {mp} movement points left in this action", mp=st.leader_mp[p])
    return None


def leader_step(st: HellasState, b: int) -> None:
    p = st.mover
    cost = leader_cost(st, st.leader[p], b)
    assert isinstance(cost, int)
    st.leader_mp[p] -= cost
    left = st.leader[p]
    st.leader[p] = b
    st.dirty = True
    settle(st, left)  # 9.1.4: a hex the leader leaves to the other side alone is contested no more


def why_no_board_leader(st: HellasState) -> Message | None:
    g = st.group
    p = st.mover
    if not st.game.options.leaders or g is None or g[G_ARM] == LAND or st.leader[p] != g[G_HEX] \
            or st.leader_aboard[p] or g[G_STEPS]:
        return LEADER_BOARDS
    return None


def board_leader(st: HellasState) -> None:
    g = st.group
    assert g is not None
    p = st.mover
    st.leader_aboard[p] = True
    g[G_LEADER] = True


def why_no_land_leader(st: HellasState) -> Message | None:
    s = st.game.static
    p = st.mover
    if not st.game.options.leaders or not st.leader_aboard[p]:
        return _("Hellas 18.5: the leader is not aboard a ship")
    h = st.leader[p]
    i = fresh_at(st, p, h, 1)
    if i < 0 or s.terrain[h] not in SHORE:
        return _("Hellas 18.5: a leader lands from a ship that has not moved in this action, on a coastal or island "
                 "hex")
    return None


def land_leader(st: HellasState) -> None:
    st.leader_aboard[st.mover] = False
    st.leader_mp[st.mover] = st.game.static.fixed["leader_mp"]


# ---------------------------------------------------------------------- the end of the action
def why_not_done(st: HellasState) -> Message | None:
    if st.group is not None:
        return _("Hellas 9.1: the group in motion ends its move first (stop)")
    if st.game.new_armies and not end_merge_ok(st, st.mover):  # kept true by every decision of the action
        return _("New Armies 1: the blocks sharing a hex cannot all merge: move them apart")
    return None


def _co_located(st: HellasState, p: int) -> list[tuple[int, int, list[int]]]:
    seen: dict[tuple[int, int], list[int]] = {}
    for b in st.blocks[p]:
        seen.setdefault((b[HEX], b[ARM]), []).append(b[VAL])
    return [(h, arm, v) for (h, arm), v in seen.items() if len(v) > 1]


def done(st: HellasState) -> None:
    """The Move action ends: blocks of one type sharing a hex merge (NA 1); every block may move again later."""
    p = st.mover
    if st.game.new_armies:
        for h, arm, values in _co_located(st, p):
            idx = block_indices(st, p, h, arm)
            cargo = sum(st.blocks[p][i][CARGO] for i in idx)
            for i in sorted(idx, reverse=True):
                drop(st, p, i)
            put(st, p, (h, arm, sum(values), cargo, False, False, False))
    st.blocks[p] = [b if not b[SPENT] else (b[HEX], b[ARM], b[VAL], b[CARGO], False, b[KNOWN], b[CKNOWN])
                    for b in st.blocks[p]]
