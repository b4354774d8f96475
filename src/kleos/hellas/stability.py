"""Hellas: the stability track (rulebook 9.5, 14, 2): every change of a player's stability, the Golden Age
(+1 VP, locked) beyond +8 and the Revolution (the player loses at once) beyond -8, and the combat modifier
each position gives (9.2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kleos.i18n import N_, Message, translator

if TYPE_CHECKING:
    from kleos.hellas.state import HellasState

_, ngettext = translator("hellas")

# built once: met at every listing of the Pay for stability action's choices without option 18.1
NOT_IN_PLAY = _("Hellas 18.1: paying to lower the opponent's stability is an optional rule not in play")


def golden_age(st: HellasState) -> int:
    """The Golden Age position: one box beyond the last (+9)."""
    return st.game.static.stability_max + 1


def revolution(st: HellasState) -> int:
    """The Revolution position: one box beyond the first (-9)."""
    return st.game.static.stability_min - 1


def change(st: HellasState, p: int, delta: int, rule: str, why: Message, cause: str = "") -> None:
    """Move ``p``'s stability cube by ``delta`` boxes because of ``why`` (a message, cited as ``rule``).

    9.5: a cube in the Golden Age never moves back; with option 18.2 it does when a province is lost or an
    armistice refused (``cause`` "province" or "armistice"), and the VP goes with it. A move past -8 is the
    Revolution (14): ``p`` loses at once.
    """
    if delta == 0 or st.over():
        return
    top, bottom = golden_age(st), revolution(st)
    cur = st.stability[p]
    if delta < 0 and cur >= top:
        if not (st.game.options.regress_development and cause in ("province", "armistice")):
            if st.logging:
                st.note(_("Hellas 9.5: {seat}'s stability is in the Golden Age and cannot fall ({why})",
                          seat=st.seat_label(p), why=why), rule="9.5")
            return
    new = max(bottom, min(top, cur + delta))
    if new == cur:
        return
    st.stability[p] = new
    if st.logging:
        where = _("the Golden Age") if new >= top else (_("Revolution") if new <= bottom else f"{new:+d}")
        st.note(_("Hellas {rule}: {seat}'s stability {delta:+d} ({why}): now {where}", rule=rule, seat=st.seat_label(p),
                  delta=delta, why=why, where=where), rule=rule)
        if new >= top > cur:
            st.note(_("Hellas 9.5: {seat} reaches the Golden Age of stability (+1 VP)", seat=st.seat_label(p)),
                    rule="9.5")
        elif cur >= top > new:
            st.note(_("Hellas 18.2: {seat} loses the Golden Age of stability and its VP", seat=st.seat_label(p)),
                    rule="18.2")
    if new <= bottom:
        st.finish((1 - p,), N_("revolution"), _("Hellas 14: {seat}'s people rise in revolution; {other} wins",
                                            seat=st.seat_label(p), other=st.seat_label(1 - p)), "14")


def combat_modifier(st: HellasState, p: int) -> int:
    """9.2, 9.5: the stability track's modifier to ``p``'s total in a combat (per combat, not per unit)."""
    s = st.game.static
    pos = min(st.stability[p], s.stability_max + 1)
    return s.stability_combat[max(pos, s.stability_min)]


# ---------------------------------------------------------------------- 9.5, 18.1: paying for stability
def why_no_pay(st: HellasState, which: str) -> Message | None:
    """``which`` is "own" (9.5: +1 for 50-80 talents by Culture phase) or "opponent" (18.1: -1 to the
    opponent for 100 talents); each at most once per action (ambiguity 25)."""
    from kleos.hellas.development import price

    p = st.actor
    if which in st.paid:
        return _("Hellas 9.5: {seat} has already paid for that in this action", seat=st.seat_label(p))
    if which == "opponent":
        if not st.game.options.unsettle_opponent:
            return NOT_IN_PLAY
        if st.stability[1 - p] >= golden_age(st) and not st.game.options.regress_development:
            return _("Hellas 9.5: {seat}'s stability is in the Golden Age and cannot fall", seat=st.seat_label(1 - p))
        cost = price(st, p, "opponent_stability") or 0
        rule = "18.1"
    else:
        if st.stability[p] >= golden_age(st):
            return _("Hellas 9.5: {seat}'s stability is already in the Golden Age", seat=st.seat_label(p))
        cost = price(st, p, "stability") or 0
        rule = "9.5"
    if st.treasury[p] < cost:
        return _("Hellas {rule}: it costs {cost} talents; {seat} has {treasury}", rule=rule, cost=cost,
                 seat=st.seat_label(p), treasury=st.treasury[p])
    return None


def pay(st: HellasState, which: str) -> None:
    from kleos.hellas.development import price

    p = st.actor
    st.paid.append(which)
    if which == "opponent":
        cost = price(st, p, "opponent_stability") or 0
        st.treasury[p] -= cost
        change(st, 1 - p, -1, "18.1", _("{seat} paid {cost} talents", seat=st.seat_label(p), cost=cost))
    else:
        cost = price(st, p, "stability") or 0
        st.treasury[p] -= cost
        change(st, p, 1, "9.5", _("{cost} talents paid", cost=cost))
