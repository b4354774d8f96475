"""Sphactérie 3, 3.1, 3.3 (and the retreats of 4.2): where a piece may go.

Land units (3 MP) and leaders (4 MP) move one zone at a time (``step``); they cross maritime zones only by naval
transport (3.3): at least one friendly T and no enemy T in each maritime zone, one land unit per trireme PF there
and per action phase (leaders free, reference Q9), never stopping at sea. Triremes ``sail`` to a destination
(unlimited MP), stopping on entering a zone with enemy units; leaders at sea sail with a trireme that left their
zone in the same activation (3.1). Stacking (3.2) is checked at the end of the movement: a land unit may pass
through a full zone or cross the sea only if it can still reach a zone where it may stop; while it is passing
through, it moves on before any other piece, and the movement cannot end (``end_breaches``).
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING

from kleos.i18n import Message, translator
from kleos.sphacteria.labels import piece_label, place_label
from kleos.sphacteria.zones import BEACH, LAND_STACK, combat_units, has_enemy_units, naval_pf, naval_units, stack_room

if TYPE_CHECKING:
    from kleos.sphacteria.state import SphacteriaState

_, ngettext = translator("sphacteria")

UNIT_MP = 3  # 1.1
LEADER_MP = 4  # 1.2


def blocked_by_archers(st: SphacteriaState, side: int, loc: str) -> bool:
    """6 #5: an Archers zone is closed to the Spartan land units and leaders for the action phase."""
    return side == 1 and loc in st.archers


def sea_open(st: SphacteriaState, side: int, sea: str, carry_unit: bool, extra: int = 0) -> bool:
    """3.3: a maritime zone usable for naval transport (friendly T, no enemy T, capacity left for a unit)."""
    if naval_units(st, sea, 1 - side):
        return False
    pf = naval_pf(st, sea, side)
    if pf <= 0:
        return False
    return not carry_unit or st.carried.get(sea, 0) + extra < pf


def land_ok(st: SphacteriaState, side: int, loc: str) -> bool:
    """A land destination a land unit or leader may enter: a land zone, or its own land base (0.2)."""
    s = st.static
    if loc in s.bases:
        b = s.bases[loc]
        return b.side == ("ATH", "SPA")[side] and b.holds == "land"
    return s.is_land(loc) and not blocked_by_archers(st, side, loc)


def stack_ok(st: SphacteriaState, zone: str, side: int) -> bool:
    """3.2: the side's stack in ``zone`` is within the limit (4 units on land, V included; strait PF caps)."""
    s = st.static
    z = s.zones[zone]
    if z.kind == "strait":
        return naval_pf(st, zone, side) <= (z.cap or 0)
    if z.kind == "sea":
        return True
    return len(combat_units(st, zone, side)) <= LAND_STACK


def end_breach(st: SphacteriaState, piece: int) -> Message | None:
    """Why a piece of the activation may not end its movement where it stands (``None`` if it may): 3.2 stacking
    (not checked in the activated zone, which it left and can only have emptied), 3.3 a land unit at sea,
    3.1 a leader at sea without a trireme."""
    s = st.static
    loc = st.loc[piece]
    if loc not in s.zones:
        return None
    side, kind = s.p_side[piece], s.p_type[piece]
    pid = s.pieces[piece]
    if s.is_sea(loc):
        if kind in ("H", "P", "A"):
            return _("3.3: {piece} is a land unit and cannot end its movement at sea in {zone}",
                     piece=piece_label(st, pid), zone=place_label(st, loc))
        if kind == "L" and loc != st.act_zone and pid in st.act_seas:
            return _("3.3: {piece} is carried by sea in {zone} and must land: naval transport goes from a land zone "
                     "to a land zone (3.1: at sea a leader moves only with a trireme)", piece=piece_label(st, pid),
                     zone=place_label(st, loc))
        if kind == "L" and not naval_units(st, loc, side):
            return _("3.1: {piece} cannot stay at sea in {zone} without a trireme; he must sail with one",
                     piece=piece_label(st, pid), zone=place_label(st, loc))
    if kind != "L" and loc != st.act_zone and not stack_ok(st, loc, side):
        return _("3.2: {piece} would end over the stacking limit in {zone}", piece=piece_label(st, pid),
                 zone=place_label(st, loc))
    return None


def in_transit(st: SphacteriaState) -> str:
    """The land unit or leader of the activation that is passing through (at sea, or a unit in a zone over the
    stacking limit):
    it must go on before any other piece moves or the movement ends. At most one exists: only the last
    piece moved can be in transit (moves are offered only when the piece can still end legally, 3.2-3.3)."""
    if not st.act_order:
        return ""
    pid = st.act_order[-1]
    i = st.static.p_index[pid]
    return pid if st.static.p_type[i] != "T" and end_breach(st, i) is not None else ""


def end_breaches(st: SphacteriaState) -> list[Message]:
    """3.1-3.3: every reason the current activation's movement cannot end now (moved pieces, and leaders left
    at sea in the activated zone who can still follow a trireme)."""
    s = st.static
    out = []
    for pid in dict.fromkeys(st.act_order):
        why = end_breach(st, s.p_index[pid])
        if why is not None:
            out.append(why)
    if st.act_zone in s.zones and s.is_sea(st.act_zone):
        for i in st.at(st.act_zone):
            if s.p_type[i] == "L" and s.p_side[i] == st.active and sail_targets(st, i):
                why = end_breach(st, i)
                if why is not None:
                    out.append(why)
    return out


def _may_end_at(st: SphacteriaState, piece: int, loc: str) -> bool:
    """A land unit or leader may end its movement in ``loc`` (its own base, the activated zone, or a land zone
    with room; leaders do not count for stacking)."""
    s = st.static
    if loc in s.bases or loc == st.act_zone:
        return True
    return s.is_land(loc) and stack_room(st, loc, piece)


def can_finish(st: SphacteriaState, piece: int, start: str, mp: int) -> bool:
    """From ``start`` (just entered) with ``mp`` left, the land unit or leader can reach a zone where it may end
    its movement (3.2, 3.3), going on by land or by naval transport and stopping in any zone with enemy units."""
    s = st.static
    side = s.p_side[piece]
    unit = s.p_type[piece] != "L"
    if _may_end_at(st, piece, start):
        return True
    seen = {start}
    frontier = deque([(start, mp)])
    while frontier:
        z, left = frontier.popleft()
        if left <= 0:
            continue
        for n in s.adj[z]:
            if n in seen:
                continue
            if s.is_sea(n):
                if sea_open(st, side, n, unit):
                    seen.add(n)
                    frontier.append((n, left - 1))
            elif land_ok(st, side, n):
                if _may_end_at(st, piece, n):
                    return True
                seen.add(n)
                if n not in s.bases and not has_enemy_units(st, n, side):
                    frontier.append((n, left - 1))
    return False


def step_targets(st: SphacteriaState, piece: int) -> list[str]:
    """Zones a land unit or leader of the current activation may step into now: a land unit only where it can
    still end its movement legally, there or further on (3.2 stacking at the end, 3.3 no stop at sea)."""
    s = st.static
    mp = st.mp.get(s.pieces[piece], 0)
    if mp <= 0:
        return []
    side, kind = s.p_side[piece], s.p_type[piece]
    if kind == "T":
        return []
    cur = st.loc[piece]
    if cur in s.bases and s.bases[cur].holds == "naval":
        return []  # a leader in a naval base leaves it only by sea, with a trireme (3.1)
    unit = kind != "L"
    out = []
    for dest in s.adj[cur]:
        if s.is_sea(dest):
            if not sea_open(st, side, dest, unit):
                continue
            if dest != st.act_zone and not (mp > 1 and can_finish(st, piece, dest, mp - 1)):
                continue
            out.append(dest)
        elif land_ok(st, side, dest):
            if unit and not _may_end_at(st, piece, dest):
                # 3.2: stacking is checked at the end of the move; passing through needs a way on
                if mp - 1 <= 0 or has_enemy_units(st, dest, side) or not can_finish(st, piece, dest, mp - 1):
                    continue
            out.append(dest)
    return out


def why_no_step(st: SphacteriaState, piece: int, dest: str) -> Message:
    """The rule refusing ``step piece dest`` (for IllegalAction messages)."""
    s = st.static
    pid = s.pieces[piece]
    side, kind = s.p_side[piece], s.p_type[piece]
    cur = st.loc[piece]
    if kind == "T":
        return _("Sphactérie 3: {piece} is a naval unit; triremes sail (sail {piece} <zone>)",
                 piece=piece_label(st, pid))
    if pid not in st.mp:
        return _("Sphactérie 2.C: {piece} is not in the activated zone or has already moved this action phase",
                 piece=piece_label(st, pid))
    if st.mp[pid] <= 0:
        return _("Sphactérie 3: {piece} has no movement points left (it has used them or entered an enemy zone)",
                 piece=piece_label(st, pid))
    if dest not in s.adj.get(cur, ()):
        return _("Sphactérie 3: zone {zone} is not adjacent to {here}", zone=place_label(st, dest),
                 here=place_label(st, cur))
    if dest in s.bases:
        return _("Sphactérie 0.2: {piece} cannot enter {zone} (another side's base, or a naval base)",
                 piece=piece_label(st, pid),
                 zone=place_label(st, dest))
    if s.is_sea(dest):
        if naval_units(st, dest, 1 - side):
            return _("Sphactérie 3.3: zone {zone} holds enemy triremes; no naval transport through it",
                     zone=place_label(st, dest))
        if naval_pf(st, dest, side) <= 0:
            return _("Sphactérie 3.1: a land unit or leader cannot enter maritime zone {zone} without friendly "
                     "triremes there", zone=place_label(st, dest))
        if kind != "L" and st.carried.get(dest, 0) >= naval_pf(st, dest, side):
            return _("Sphactérie 3.3: the triremes in {zone} already carry one land unit per PF this action phase",
                     zone=place_label(st, dest))
        return _("Sphactérie 3.3: {piece} could not reach from {zone} a land zone where it may end its movement; a "
                 "land unit cannot stop at sea", piece=piece_label(st, pid), zone=place_label(st, dest))
    if blocked_by_archers(st, side, dest):
        return _("Sphactérie 6 #5: Archers forbid zone {zone} to Spartan land units and leaders this action phase",
                 zone=place_label(st, dest))
    if has_enemy_units(st, dest, side) or st.mp[pid] <= 1:
        return _("Sphactérie 3.2: {piece} would end its movement over the stacking limit of 4 units in {zone}",
                 piece=piece_label(st, pid), zone=place_label(st, dest))
    return _("Sphactérie 3.2: {piece} could not go on from {zone} (over the stacking limit of 4 units) to a zone "
             "where it may end its movement", piece=piece_label(st, pid), zone=place_label(st, dest))


def sail_targets(st: SphacteriaState, piece: int) -> list[str]:
    """Destinations of ``sail``: a trireme's naval move, or a leader following a trireme (3.1)."""
    s = st.static
    pid = s.pieces[piece]
    if pid not in st.mp or st.mp[pid] <= 0:
        return []
    side, kind = s.p_side[piece], s.p_type[piece]
    cur = st.loc[piece]
    if kind == "L":
        if st.mp[pid] != LEADER_MP:
            return []
        dests = {st.loc[s.p_index[t]] for t, origin in st.sailed.items() if origin == cur}
        dests.discard(cur)
        return sorted(d for d in dests if (d in s.zones or d in s.bases) and not blocked_by_archers(st, side, d))
    if kind != "T":
        return []
    out = []
    seen = {cur}
    frontier = deque([cur])
    while frontier:
        z = frontier.popleft()
        for n in s.adj[z]:
            if n in seen:
                continue
            if n in s.bases:
                b = s.bases[n]
                if b.side == ("ATH", "SPA")[side] and b.holds == "naval":
                    seen.add(n)
                    out.append(n)
                continue
            if n == BEACH:  # 6 #5 closes a zone to land units and leaders only: triremes may still beach
                seen.add(n)
                if stack_room(st, n, piece):
                    out.append(n)
                continue
            if not s.is_sea(n):
                continue
            seen.add(n)
            if stack_room(st, n, piece):
                out.append(n)
            if not has_enemy_units(st, n, side):
                frontier.append(n)
    if s.is_sea(cur) and len(naval_units(st, cur, side)) == 1:
        out = [d for d in out if not strands_leader(st, piece, d)]
    return out


def strands_leader(st: SphacteriaState, trireme: int, dest: str) -> bool:
    """3.1: the last friendly trireme leaving a maritime zone may not leave there a leader of the activation who
    could not follow it or an earlier one (he has already moved, or #5 closes the destinations to him)."""
    s = st.static
    cur = st.loc[trireme]
    side = s.p_side[trireme]
    dests = {st.loc[s.p_index[t]] for t, origin in st.sailed.items() if origin == cur} | {dest}
    for i in st.at(cur):
        if s.p_type[i] == "L" and s.p_side[i] == side:
            if st.mp.get(s.pieces[i], 0) != LEADER_MP or all(blocked_by_archers(st, side, d) for d in dests):
                return True
    return False


def retreat_targets(st: SphacteriaState, piece: int) -> list[str]:
    """4.2: where a piece of the beaten force may retreat: an adjacent zone free of enemy combat units
    (own base included), or a land zone by naval transport (3.3) for land units and leaders; #5 closes zones."""
    s = st.static
    side, kind = s.p_side[piece], s.p_type[piece]
    cur = st.loc[piece]
    out: list[str] = []
    if kind == "L" and s.is_sea(cur):
        # a leader at sea goes where a trireme of his retreated (reference Q11)
        dests = {st.loc[s.p_index[t]] for t, origin in st.retreat_from.items() if origin == cur}
        return sorted(d for d in dests if (d in s.zones or d in s.bases) and not blocked_by_archers(st, side, d))
    if kind == "T":
        for n in s.adj[cur]:
            if n in s.bases:
                b = s.bases[n]
                if b.side == ("ATH", "SPA")[side] and b.holds == "naval":
                    out.append(n)
            elif (s.is_sea(n) or n == BEACH) and not has_enemy_units(st, n, side) and stack_room(st, n, piece):
                out.append(n)
        return out
    unit = kind != "L"
    mp = LEADER_MP if kind == "L" else UNIT_MP
    for n in s.adj[cur]:
        if s.is_sea(n):
            continue
        if land_ok(st, side, n) and not has_enemy_units(st, n, side):
            if not unit or n in s.bases or stack_room(st, n, piece):
                out.append(n)
    # naval transport (3.3: "les reculs ... peuvent s'effectuer par transport naval")
    for dest in transport_destinations(st, side, cur, mp, unit):
        if dest not in out and dest != cur and not has_enemy_units(st, dest, side):
            if not unit or dest in s.bases or stack_room(st, dest, piece):
                out.append(dest)
    return out


def transport_paths(st: SphacteriaState, side: int, start: str, mp: int, unit: bool) -> dict[str, list[str]]:
    """Land destinations reachable by naval transport from ``start`` within ``mp``, with the seas crossed."""
    s = st.static
    paths: dict[str, list[str]] = {}
    frontier = deque([(start, mp, [])])
    seen = {start}
    while frontier:
        z, left, seas = frontier.popleft()
        if left <= 0:
            continue
        for n in s.adj[z]:
            if s.is_sea(n):
                if n not in seen and sea_open(st, side, n, unit):
                    seen.add(n)
                    frontier.append((n, left - 1, [*seas, n]))
            elif seas and n not in paths and n != start and land_ok(st, side, n):
                paths[n] = seas
    return paths


def transport_destinations(st: SphacteriaState, side: int, start: str, mp: int, unit: bool) -> list[str]:
    return list(transport_paths(st, side, start, mp, unit))
