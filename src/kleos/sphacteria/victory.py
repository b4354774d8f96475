"""Sphactérie 8, 8.1, 8.2: total victory (capitulation, or P, Q and T held by H at the end of turn 7) and the
victory-point tally (draw, tactical or strategic victory)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kleos.engine import Result
from kleos.i18n import Message, translator

if TYPE_CHECKING:
    from kleos.sphacteria.state import SphacteriaState

_, ngettext = translator("sphacteria")

VICTORY_ZONES = ("P", "Q", "T")


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


def final_result(st: SphacteriaState) -> tuple[list[int], str, Message, str]:
    """The end-of-game verdict: (winners, kind, text citing the rule, rule)."""
    for seat in (0, 1):
        if all(holds(st, seat, z) for z in VICTORY_ZONES):
            return [seat], "total victory", _("Sphactérie 8.1: {seat} holds P, Q and T with hoplites at the end of "
                                              "turn 7", seat=st.seat_label(seat)), "8.1"
    vp = points(st)
    gap = abs(vp[0] - vp[1])
    if gap <= 3:
        return [], "draw", _("Sphactérie 8.2: Athens {athens} VP, Sparta {sparta} VP: a gap of {gap} is a draw",
                             athens=vp[0], sparta=vp[1], gap=gap), "8.2"
    w = 0 if vp[0] > vp[1] else 1
    if vp[w] >= 2 * vp[1 - w]:
        return [w], "strategic victory", _("Sphactérie 8.2: Athens {athens} VP, Sparta {sparta} VP: {seat} has at "
                                           "least twice the loser's VP", athens=vp[0], sparta=vp[1],
                                           seat=st.seat_label(w)), "8.2"
    return [w], "tactical victory", _("Sphactérie 8.2: Athens {athens} VP, Sparta {sparta} VP: {seat} leads by {gap}",
                                      athens=vp[0], sparta=vp[1], seat=st.seat_label(w), gap=gap), "8.2"


def result(st: SphacteriaState) -> Result:
    winners, kind, text, rule = st.end
    message = Message.from_json(text)
    if isinstance(message, str):  # a save from before messages held the sentence without its rule
        message = _("Sphactérie {rule}: {text}", rule=rule, text=message)
    return Result(tuple(winners), kind, message, rule)


def returns(st: SphacteriaState) -> list[float]:
    winners, kind, _text, _rule = st.end
    if not winners:
        return [0.0, 0.0]
    value = 1.0
    if st.game.options.graded_returns:
        value = {"total victory": 1.0, "strategic victory": 0.75, "tactical victory": 0.5}[kind]
    w = winners[0]
    return [value if seat == w else -value for seat in (0, 1)]
