"""Hellas: asking for an armistice (rulebook 9.8). The asking player offers 30, 40 or 50 talents (by its
Culture phase); the other player accepts (it is paid, and for three turns neither enters a hex holding the
other's pieces nor starts a combat) or refuses (two stability boxes to the left, every time).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kleos.hellas.development import price
from kleos.hellas.stability import change as change_stability
from kleos.i18n import Message, translator

if TYPE_CHECKING:
    from kleos.hellas.state import HellasState

_, ngettext = translator("hellas")


def why_no_offer(st: HellasState) -> Message | None:
    p = st.actor
    if st.armistice_active():
        return _("Hellas 9.8: an armistice is in force; another may be asked once it is over")
    cost = price(st, p, "armistice") or 0
    if st.treasury[p] < cost:
        return _("Hellas 9.8: an armistice offer is {cost} talents; {seat} has {treasury}", cost=cost,
                 seat=st.seat_label(p), treasury=st.treasury[p])
    return None


def offer(st: HellasState) -> None:
    p = st.actor
    cost = price(st, p, "armistice") or 0
    st.stage = "answer"
    if st.logging:
        st.note(_("Hellas 9.8: {seat} asks {other} for an armistice and offers {cost} talents", seat=st.seat_label(p),
                  other=st.seat_label(1 - p), cost=cost), rule="9.8")


def answer(st: HellasState, accept: bool) -> None:
    p = st.actor
    q = 1 - p
    if accept:
        cost = price(st, p, "armistice") or 0
        st.treasury[p] -= cost
        st.treasury[q] += cost
        st.armistice_until = st.turn + st.game.static.fixed["armistice_turns"] - 1
        st.armistice_by = p
        if st.logging:
            st.note(_("Hellas 9.8: {seat} accepts the armistice; {other} pays {cost} talents; it lasts until the end "
                      "of turn {turn}", seat=st.seat_label(q), other=st.seat_label(p), cost=cost,
                      turn=st.armistice_until), rule="9.8")
    else:
        if st.logging:
            st.note(_("Hellas 9.8: {seat} refuses the armistice", seat=st.seat_label(q)), rule="9.8")
        change_stability(st, q, st.game.static.fixed["refuse_armistice"], "9.8", _("an armistice refused"),
                         cause="armistice")
