"""Sphactérie 0.2, 3.2, 4.1: terrain, occupancy, stacking and contested zones, read from a state.

Base boxes are off-map (no stacking limit, never contested); a trireme on the beach V counts there as a land
unit (4.1) for combat and stacking (reference Q8, Q10).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kleos.sphacteria.state import SphacteriaState

LAND_STACK = 4  # 3.2: four units of each side per land zone, V included
BEACH = "V"


def is_difficult(st: SphacteriaState, zone: str) -> bool:
    """4.2 column f: difficult terrain; Q-T count as clear from the turn after #21 (6 #21)."""
    z = st.static.zones.get(zone)
    if z is None or z.kind != "difficult":
        return False
    return not (z.island and st.burned and st.turn >= st.burned)


def combat_units(st: SphacteriaState, loc: str, side: int) -> list[int]:
    """The side's combat units in ``loc`` (leaders excluded)."""
    s = st.static
    return [i for i in st.at(loc) if s.p_side[i] == side and s.p_type[i] != "L"]


def leaders(st: SphacteriaState, loc: str, side: int) -> list[int]:
    s = st.static
    return [i for i in st.at(loc) if s.p_side[i] == side and s.p_type[i] == "L"]


def naval_units(st: SphacteriaState, loc: str, side: int) -> list[int]:
    s = st.static
    return [i for i in st.at(loc) if s.p_side[i] == side and s.p_type[i] == "T"]


def has_enemy_units(st: SphacteriaState, loc: str, side: int) -> bool:
    s = st.static
    return any(s.p_side[i] != side and s.p_type[i] != "L" for i in st.at(loc))


def land_stack(st: SphacteriaState, loc: str, side: int) -> int:
    """Units counted for the 3.2 land limit: every combat unit of the side (beached T included)."""
    return len(combat_units(st, loc, side))


def naval_pf(st: SphacteriaState, loc: str, side: int) -> int:
    return sum(st.pf(i) for i in naval_units(st, loc, side))


def stack_room(st: SphacteriaState, loc: str, piece: int) -> bool:
    """Whether ``piece`` may end its move in ``loc`` under 3.2 (bases unlimited; leaders never count)."""
    s = st.static
    side, kind = s.p_side[piece], s.p_type[piece]
    if kind == "L" or loc in s.bases:
        return True
    z = s.zones[loc]
    if z.kind in ("sea", "strait"):
        if z.cap is None:
            return True
        extra = 0 if st.loc[piece] == loc else st.pf(piece)
        return naval_pf(st, loc, side) + extra <= z.cap
    extra = 0 if st.loc[piece] == loc else 1
    return land_stack(st, loc, side) + extra <= LAND_STACK


def contested(st: SphacteriaState) -> list[str]:
    """4.1: zones holding combat units of both sides (base boxes can never be)."""
    s = st.static
    out = []
    for z in s.zones:
        sides = 0
        for i in st.at(z):
            if s.p_type[i] != "L":
                sides |= 1 << s.p_side[i]
        if sides == 3:
            out.append(z)
    return out


def on_map(st: SphacteriaState, piece: int) -> bool:
    return st.loc[piece] in st.static.zones


def in_play(st: SphacteriaState, piece: int) -> bool:
    loc = st.loc[piece]
    return loc in st.static.zones or loc in st.static.bases
