"""Movement, blocking and routes on the map (rulebook p.3 control, p.7-9 moves, p.10 routes, p.12 proxenos).

Control (p.3): a player controls a region where he has more units (hoplites in a territory, galleys in a sea)
than the opponent. Functions here read the state's unit counts and answer reachability questions.
"""

from __future__ import annotations

import heapq
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kleos.polis.data import PolisData


def controls(units: list[list[int]], seat: int, region: int) -> bool:
    """p.3: more units than the opponent in the region."""
    return units[seat][region] > units[1 - seat][region]


def sea_neighbours(data: PolisData, sea: int, diolkos: bool) -> list[int]:
    """Sea lines (p.8); the owner of Korinthos also crosses the diolkos between Ionio Pelagos and Kyklades."""
    adj = data.sea_adj[sea]
    if diolkos and sea in data.diolkos:
        other = data.diolkos[1] if sea == data.diolkos[0] else data.diolkos[0]
        if other not in adj:
            return [*adj, other]
    return adj


def land_reach(data: PolisData, units: list[list[int]], seat: int, origin: int) -> set[int]:
    """Territories a hoplite reaches by land (p.7): it never crosses a territory the opponent controls;
    the origin and the destination may be controlled."""
    opp = 1 - seat
    seen = {origin}
    stack = [origin]
    out: set[int] = set()
    while stack:
        t = stack.pop()
        if t != origin and units[opp][t] > units[seat][t]:
            continue  # reached, but cannot be crossed
        for n in data.land_adj[t]:
            if n not in seen:
                seen.add(n)
                out.add(n)
                stack.append(n)
    return out


def free_seas_from(data: PolisData, units: list[list[int]], seat: int, starts: list[int], diolkos: bool) -> set[int]:
    """Seas reachable from ``starts`` through seas the opponent does not control (start seas included)."""
    opp = 1 - seat
    ok = [s for s in starts if units[opp][s] <= units[seat][s]]
    seen = set(ok)
    stack = list(ok)
    while stack:
        s = stack.pop()
        for n in sea_neighbours(data, s, diolkos):
            if n not in seen and units[opp][n] <= units[seat][n]:
                seen.add(n)
                stack.append(n)
    return seen


def sea_reach(data: PolisData, units: list[list[int]], seat: int, origin: int, diolkos: bool) -> set[int]:
    """Territories a hoplite reaches by sea (p.8): embarks on a sea of its territory, crosses seas and lands;
    no sea on the way, embarkation and landing seas included, may be controlled by the opponent."""
    out: set[int] = set()
    for s in free_seas_from(data, units, seat, data.terr_seas[origin], diolkos):
        out.update(data.sea_terrs[s])
    out.discard(origin)
    return out


def galley_reach(data: PolisData, units: list[list[int]], seat: int, origin: int, diolkos: bool) -> set[int]:
    """Seas a galley reaches (p.8-9): never through a sea the opponent controls; origin and destination may be."""
    opp = 1 - seat
    seen = {origin}
    stack = [origin]
    out: set[int] = set()
    while stack:
        s = stack.pop()
        if s != origin and units[opp][s] > units[seat][s]:
            continue
        for n in sea_neighbours(data, s, diolkos):
            if n not in seen:
                seen.add(n)
                out.add(n)
                stack.append(n)
    return out


def cheapest(data: PolisData, weights: list[int], starts: list[int], targets: list[int],
             neighbours: dict[int, list[int]] | list[list[int]], diolkos: bool = False,
             sea: bool = False) -> int | None:
    """Least total node weight of a path from a start to a target, both ends counted (p.12 bribes)."""
    if not starts or not targets:
        return None
    dist: dict[int, int] = {}
    heap = [(weights[s], s) for s in starts]
    heapq.heapify(heap)
    goal = set(targets)
    while heap:
        d, n = heapq.heappop(heap)
        if n in dist:
            continue
        dist[n] = d
        if n in goal:
            return d
        nbrs = sea_neighbours(data, n, diolkos) if sea else neighbours[n]
        for m in nbrs:
            if m not in dist:
                heapq.heappush(heap, (d + weights[m], m))
    return None


def cheapest_all(data: PolisData, weights: list[int], starts: list[int],
                 neighbours: dict[int, list[int]] | list[list[int]], diolkos: bool = False,
                 sea: bool = False) -> dict[int, int]:
    """Least total node weight from any start to every reachable node, both ends counted (p.12 bribes)."""
    dist: dict[int, int] = {}
    heap = [(weights[s], s) for s in starts]
    heapq.heapify(heap)
    while heap:
        d, n = heapq.heappop(heap)
        if n in dist:
            continue
        dist[n] = d
        nbrs = sea_neighbours(data, n, diolkos) if sea else neighbours[n]
        for m in nbrs:
            if m not in dist:
                heapq.heappush(heap, (d + weights[m], m))
    return dist
