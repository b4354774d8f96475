"""Hellas: the development chart (rulebook 9.6, 8, 18.2): what entering the next box of a track costs and
needs, its effects (stability for a new Economy or Culture phase, the Golden Age's VP), the prices and unit
statistics each phase gives (9.1, 9.3-9.5, 9.8, 10, 12), and option 18.2's fall back when a needed good is lost.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kleos.hellas.board import goods_count, luxury_posts
from kleos.hellas.data import TRACKS, Requirement
from kleos.hellas.refusals import once
from kleos.hellas.stability import change as change_stability
from kleos.i18n import N_, Message, translator

if TYPE_CHECKING:
    from kleos.hellas.state import HellasState

_, ngettext = translator("hellas")

PHASES = ("0", "I", "II", "III", "IV")
#: the sections of the development chart as people read them (message ids): see track_name
TRACK_NAMES = {"military": N_("military"), "fleet": N_("fleet"), "economy": N_("economy"), "culture": N_("culture")}


_TRACK_LABELS = {track: _(name) for track, name in TRACK_NAMES.items()}  # built once: refusals name them often


def track_name(track: str) -> Message:
    """A section of the development chart for people: "military"."""
    return _TRACK_LABELS[track]


def phase_name(st: HellasState, track: str, phase: int) -> Message:
    """A phase's name on the chart (from the data): "Warriors"."""
    return once(st, ("phase", track, phase), lambda: _(st.game.static.tracks[track].names[phase]))


def unmet(st: HellasState, p: int, req: Requirement) -> Message | None:
    """Why ``p`` does not meet ``req`` now (9.6 "Conditions"), or None."""
    s = st.game.static
    if req.culture and st.phase(p, "culture") < req.culture:
        return _("Culture phase {phase} ({name}) first", phase=PHASES[req.culture],
                 name=phase_name(st, "culture", req.culture))
    if req.economy and st.phase(p, "economy") < req.economy:
        return _("Economy phase {phase} ({name}) first", phase=PHASES[req.economy],
                 name=phase_name(st, "economy", req.economy))
    counts = goods_count(st, p)
    missing = [_(s.good_label[g]) for g in req.goods if not counts.get(g)]
    if len(missing) == 1:
        return _("an uncontested trading post on {good}", good=missing[0])
    if missing:
        return _("an uncontested trading post on {goods} and {good}", goods=missing[:-1], good=missing[-1])
    if req.luxury:
        n, _goods = luxury_posts(st, p)
        if n < req.luxury:
            return _("{need} uncontested luxury trading posts (salt, glass, gold); {seat} has {n}", need=req.luxury,
                     seat=st.seat_label(p), n=n)
    return None


def why_not(st: HellasState, p: int, track: str) -> Message | None:
    """Why ``p`` cannot move its ``track`` cube one box now (9.6), or None."""
    t = st.game.static.tracks[track]
    box = st.dev[p][TRACKS.index(track)] + 1
    if box > t.golden_age:
        return _("Hellas 9.6: {seat}'s {track} cube is already in its Golden Age box", seat=st.seat_label(p),
                 track=track_name(track))
    if track in st.developed:
        return _("Hellas 9.6: a Develop action moves each cube one box only; {track} has moved in this action",
                 track=track_name(track))
    cost = t.cost[box]
    if st.treasury[p] < cost:
        return _("Hellas 9.6: entering {track} box {box} costs {cost} talents; {seat} has {treasury}",
                 track=track_name(track), box=box, cost=cost, seat=st.seat_label(p), treasury=st.treasury[p])
    req = t.requires.get(box)
    if req is not None:
        why = unmet(st, p, req)
        if why:
            return _("Hellas 9.6: entering {track} phase {phase} ({name}) needs {why}", track=track_name(track),
                     phase=PHASES[t.phase[box]], name=phase_name(st, track, t.phase[box]), why=why)
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
        st.note(_("Hellas 9.6: {seat} develops {track} to box {box} for {cost} talents", seat=st.seat_label(p),
                  track=track_name(track), box=box, cost=cost), rule="9.6")
    if box == t.golden_age:
        if st.logging:
            st.note(_("Hellas 9.6: {seat} reaches the Golden Age of {track} (+1 VP)", seat=st.seat_label(p),
                      track=track_name(track)), rule="9.6")
    elif box in t.requires:  # the first box of a phase
        phase = t.phase[box]
        if st.logging:
            st.note(_("Hellas 9.6: {seat} enters {track} phase {phase} ({name})", seat=st.seat_label(p),
                      track=track_name(track), phase=PHASES[phase], name=phase_name(st, track, phase)), rule="9.6")
        if track in ("economy", "culture"):
            change_stability(st, p, 1, "9.5", _("{track} phase {phase}", track=track_name(track), phase=PHASES[phase]))


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
                        st.note(_("Hellas 18.2: {seat} no longer has {why}: its {track} cube falls back from box "
                                  "{box} to box {new}", seat=st.seat_label(p), why=why, track=track_name(track),
                                  box=box, new=first - 1), rule="18.2")
                    break


def price(st: HellasState, p: int, item: str) -> int | None:
    """The price of ``item`` for ``p`` at its phase on the governing track (cost table; None: not yet)."""
    s = st.game.static
    return s.prices[item][st.phase(p, s.price_tracks[item])]
