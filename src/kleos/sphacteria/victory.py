"""Sphactérie 8, 8.1, 8.2: total victory (capitulation, or P, Q and T held by H at the end of turn 7) and the
victory-point tally (draw, tactical or strategic victory)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kleos.engine import Result

if TYPE_CHECKING:
    from kleos.sphacteria.state import SphacteriaState

VICTORY_ZONES = ("P", "Q", "T")
SEATS = ("Athens", "Sparta")


def holds(st: SphacteriaState, seat: int, zone: str) -> bool:
    """8.1/8.2: at least one H unit of the seat in the zone; for Sparta, not a helot."""
    s = st.static
    return any(s.p_side[i] == seat and s.p_type[i] == "H" and not (seat == 1 and s.p_band[i])
               for i in st.at(zone))


def capitulation_is_total(st: SphacteriaState, eliminated: list[int]) -> bool:
    """8.1: a capitulation wins outright if it eliminates at least two combat units, one of them type H."""
    s = st.static
    return len(eliminated) >= 2 and any(s.p_type[i] == "H" for i in eliminated)


def points(st: SphacteriaState) -> list[int]:
    """8.2: 5 VP per victory zone held by an H, plus the VP of eliminations and captures already earned."""
    return [st.vp_kills[seat] + 5 * sum(holds(st, seat, z) for z in VICTORY_ZONES) for seat in (0, 1)]


def final_result(st: SphacteriaState) -> tuple[list[int], str, str, str]:
    """The end-of-game verdict: (winners, kind, text, rule)."""
    for seat in (0, 1):
        if all(holds(st, seat, z) for z in VICTORY_ZONES):
            return [seat], "total victory", f"{SEATS[seat]} holds P, Q and T with hoplites at the end of turn 7", "8.1"
    vp = points(st)
    gap = abs(vp[0] - vp[1])
    text = f"Athens {vp[0]} VP, Sparta {vp[1]} VP"
    if gap <= 3:
        return [], "draw", f"{text}: a gap of {gap} is a draw", "8.2"
    w = 0 if vp[0] > vp[1] else 1
    if vp[w] >= 2 * vp[1 - w]:
        return [w], "strategic victory", f"{text}: {SEATS[w]} has at least twice the loser's VP", "8.2"
    return [w], "tactical victory", f"{text}: {SEATS[w]} leads by {gap}", "8.2"


def result(st: SphacteriaState) -> Result:
    winners, kind, text, rule = st.end
    return Result(tuple(winners), kind, f"Sphactérie {rule}: {text}", rule)


def returns(st: SphacteriaState) -> list[float]:
    winners, kind, _, _ = st.end
    if not winners:
        return [0.0, 0.0]
    value = 1.0
    if st.game.options.graded_returns:
        value = {"total victory": 1.0, "strategic victory": 0.75, "tactical victory": 0.5}[kind]
    w = winners[0]
    return [value if seat == w else -value for seat in (0, 1)]
