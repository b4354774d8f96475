"""Hellas: the development chart (rulebook 9.6, 8, 18.2): what entering the next box of a track costs and
needs, its effects (stability for a new Economy or Culture phase, the Golden Age's VP), the prices and unit
statistics each phase gives (9.1, 9.3-9.5, 9.8, 10, 12), and option 18.2's fall back when a needed good is lost.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kleos.hellas.board import goods_count, luxury_posts
from kleos.hellas.data import TRACKS, Requirement
from kleos.hellas.stability import change as change_stability

if TYPE_CHECKING:
    from kleos.hellas.state import HellasState

SEATS = ("Sparta", "Athens")
PHASES = ("0", "I", "II", "III", "IV")


def unmet(st: HellasState, p: int, req: Requirement) -> str | None:
    """Why ``p`` does not meet ``req`` now (9.6 "Conditions"), or None."""
    s = st.game.static
    if req.culture and st.phase(p, "culture") < req.culture:
        return f"Culture phase {PHASES[req.culture]} ({s.tracks['culture'].names[req.culture]}) first"
    if req.economy and st.phase(p, "economy") < req.economy:
        return f"Economy phase {PHASES[req.economy]} ({s.tracks['economy'].names[req.economy]}) first"
    counts = goods_count(st, p)
    missing = [g for g in req.goods if not counts.get(g)]
    if missing:
        return "an uncontested trading post on " + " and ".join(g.upper() for g in missing)
    if req.luxury:
        n, _ = luxury_posts(st, p)
        if n < req.luxury:
            return f"{req.luxury} uncontested luxury trading posts (salt, glass, gold); {SEATS[p]} has {n}"
    return None


def why_not(st: HellasState, p: int, track: str) -> str | None:
    """Why ``p`` cannot move its ``track`` cube one box now (9.6), or None."""
    s = st.game.static
    t = s.tracks[track]
    box = st.dev[p][TRACKS.index(track)] + 1
    if box > t.golden_age:
        return f"Hellas 9.6: {SEATS[p]}'s {track} cube is already in its Golden Age box"
    if track in st.developed:
        return f"Hellas 9.6: a Develop action moves each cube one box only; {track} has moved in this action"
    cost = t.cost[box]
    if st.treasury[p] < cost:
        return f"Hellas 9.6: entering {track} box {box} costs {cost} talents; {SEATS[p]} has {st.treasury[p]}"
    req = t.requires.get(box)
    if req is not None:
        why = unmet(st, p, req)
        if why:
            return f"Hellas 9.6: entering {track} phase {PHASES[t.phase[box]]} ({t.names[t.phase[box]]}) needs {why}"
    return None


def develop(st: HellasState, p: int, track: str) -> None:
    """Move ``track`` one box, pay its cost, apply what entering it does (9.6)."""
    s = st.game.static
    t = s.tracks[track]
    k = TRACKS.index(track)
    box = st.dev[p][k] + 1
    cost = t.cost[box]
    st.treasury[p] -= cost
    st.dev[p][k] = box
    st.developed.append(track)
    st.dirty = True  # economy bonuses change the income
    st._goods[p] = None
    if st.logging:
        st.note(f"Hellas 9.6: {SEATS[p]} develops {track} to box {box} for {cost} talents", rule="9.6")
    if box == t.golden_age:
        if st.logging:
            st.note(f"Hellas 9.6: {SEATS[p]} reaches the Golden Age of {track} (+1 VP)", rule="9.6")
    elif box in t.requires:  # the first box of a phase
        phase = t.phase[box]
        if st.logging:
            st.note(f"Hellas 9.6: {SEATS[p]} enters {track} phase {PHASES[phase]} ({t.names[phase]})", rule="9.6")
        if track in ("economy", "culture"):
            change_stability(st, p, 1, "9.5", f"{track} phase {PHASES[phase]}")


def regress(st: HellasState, p: int) -> None:
    """18.2: a cube whose phase needs a good (or another track's phase) no longer held falls back to the box
    before the first phase whose requirement is unmet; the talents are lost, and so is a Golden Age's VP.
    Repeated until nothing moves (a fall on Culture can make Military fall, 18.2 ex.)."""
    s = st.game.static
    moved = True
    while moved:
        moved = False
        for k, track in enumerate(TRACKS):
            t = s.tracks[track]
            box = st.dev[p][k]
            for first in sorted(t.requires):
                if first > box:
                    break
                why = unmet(st, p, t.requires[first])
                if why:
                    st.dev[p][k] = first - 1
                    st._goods[p] = None
                    moved = True
                    if st.logging:
                        st.note(f"Hellas 18.2: {SEATS[p]} no longer has {why}: its {track} cube falls back from "
                                f"box {box} to box {first - 1}", rule="18.2")
                    break


def price(st: HellasState, p: int, item: str) -> int | None:
    """The price of ``item`` for ``p`` at its phase on the governing track (cost table; None: not yet)."""
    s = st.game.static
    return s.prices[item][st.phase(p, s.price_tracks[item])]
