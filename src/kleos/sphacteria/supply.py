"""Sphactérie 5, 5.1, 5.2, 5.3: the supply of Pylos and of Sphactérie, helot resupply and capitulation.

Supply concerns only the Athenian land units in P and the Spartan land units in Q, R, S, T. It is checked in
the owner's adjustments: blockaded when **every** blockade zone (I and H for Pylos, I and J for the island)
holds enemy naval units and no friendly one (reference Q21), the marker moves toward 0, otherwise up to 3.
With no unit in the position the check is suspended and the marker restarts at 3 (5.3): the state resets the
marker the moment the position is left, not only at the next check.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kleos.i18n import translator
from kleos.sphacteria.zones import naval_units

if TYPE_CHECKING:
    from kleos.sphacteria.state import SphacteriaState

_, ngettext = translator("sphacteria")

POSITION = ("pylos", "island")  # by seat: Athens holds Pylos, Sparta the island
POSITION_NAME = (_("Pylos (P)"), _("Sphactérie (Q-T)"))


def position_units(st: SphacteriaState, seat: int) -> list[int]:
    """The seat's land units whose supply is tracked (5)."""
    s = st.static
    zones = s.supply[POSITION[seat]].zones
    return [i for z in zones for i in st.at(z) if s.p_side[i] == seat and s.p_type[i] not in ("L", "T")]


def blockaded(st: SphacteriaState, seat: int) -> bool:
    """5.1 / 5.2: every blockade zone is occupied only by enemy naval units."""
    zones = st.static.supply[POSITION[seat]].blockade
    return all(naval_units(st, z, 1 - seat) and not naval_units(st, z, seat) for z in zones)


def check(st: SphacteriaState, seat: int) -> tuple[str, list[int]]:
    """Apply the seat's supply check; returns (what happened, units to capitulate)."""
    if not position_units(st, seat):
        st.supply[seat] = 3
        return "suspended", []
    if blockaded(st, seat):
        st.supply[seat] = max(0, st.supply[seat] - 1)
        if st.supply[seat] == 0:
            return "capitulation", position_units(st, seat)
        return "blockaded", []
    if st.supply[seat] < 3 and not (seat == 1 and st.helot_raised and st.game.options.helots_block_supply_rise):
        st.supply[seat] += 1
    return "supplied", []


def helot_units(st: SphacteriaState) -> list[int]:
    """5.2: helot units in U or V that may try to resupply the island."""
    s = st.static
    return [i for z in s.zones if s.zones[z].helot_resupply for i in st.at(z)
            if s.p_side[i] == 1 and s.p_band[i] == "helot"]
