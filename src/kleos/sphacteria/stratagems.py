"""Sphactérie 2.A, 2.C, 6: which stratagem faces a player may play now, and what using a counter does.

A player may use a face of his own colour or a grey one (6); a red face removes its counter from the game
after use, any other face sends it back to the bowl (2.A; the #10/#20 counter leaves only after #10). At most
one stratagem per player per action phase (2.C), the reinforcement ones before the first phase excepted; the
adjustment ones are played in the player's own adjustments (reference Q36). The effects are applied by the
state machine (``state.py``) and, for combat, by ``combat.py``.

Hidden information: whether a stratagem decision is offered (a "window") depends only on public facts, never on
which counters are held: a window opens for a player who holds at least one counter (the count is public) where
a face of his colours *could* be played by the rules (``*_window``); the choices are then the faces he really
holds that are playable there (possibly none) and "no stratagem".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from kleos.engine import Action
from kleos.sphacteria.combat import forces
from kleos.sphacteria.zones import BEACH, combat_units, in_play, naval_units

if TYPE_CHECKING:
    from kleos.sphacteria.state import SphacteriaState

SIDE_CODES = ("ATH", "SPA")


def usable_faces(st: SphacteriaState, seat: int) -> list[str]:
    """Faces of the seat's counters it may use (own colour or grey, 6), in face order."""
    s = st.static
    out = []
    for c in st.hands[seat]:
        for f in s.counters[c].faces:
            if s.faces[f].colour in (SIDE_CODES[seat], "grey"):
                out.append(f)
    return sorted(set(out))


def could_hold(st: SphacteriaState, seat: int) -> tuple[str, ...]:
    """The faces the seat might hold as far as the opponent knows (none if it holds no counter)."""
    return st.static.colour_faces[seat] if st.hands[seat] else ()


def use_face(st: SphacteriaState, seat: int, face: str) -> None:
    """Take the counter carrying ``face`` from the hand: out of the game if the face is red, else to the bowl."""
    s = st.static
    counter = s.face_counter[face]
    st.hands[seat].remove(counter)
    if s.faces[face].red:
        st.out.append(counter)
        st.out.sort()
    else:
        st.bowl.append(counter)
        st.bowl.sort()


def _act(st: SphacteriaState, kind: str, *args: str) -> Action:
    return st.game.actions.get(kind, *args)


def group_pending(st: SphacteriaState, group: str) -> bool:
    return any(g == group for _, g in st.pending_ro)


def pre_options(st: SphacteriaState, seat: int, faces: Sequence[str] | None = None) -> list[Action]:
    """2.C / 6 #12-14: reinforcement stratagems before the first action phase."""
    side = SIDE_CODES[seat]
    out = []
    for f in usable_faces(st, seat) if faces is None else faces:
        if f == "S12":
            for g, due in sorted(st.due.items()):
                if due == st.turn and g not in st.entered:
                    out.append(_act(st, "play_target", "S12", g))
            for who, g in st.pending_ro:
                if who != seat:
                    out.append(_act(st, "play_target", "S12", g))
        elif f in ("S13", "S14"):
            g = f"{side}-RO{1 if f == 'S13' else 2}"
            if g in st.static.groups and g not in st.entered and not group_pending(st, g):
                out.append(_act(st, "play", f))
    return out


def combat_options(st: SphacteriaState, seat: int, faces: Sequence[str] | None = None) -> list[Action]:
    """6 #1-4, #6-9: stratagems for the combat being resolved, before the die roll (4.2)."""
    if st.played[seat]:
        return []
    s = st.static
    zone = st.combat["zone"]
    attacker = st.combat["att"]
    role_att = seat == attacker
    naval, att, dfn = forces(st, zone, attacker)
    out = []
    for f in usable_faces(st, seat) if faces is None else faces:
        if f == "S01" and naval and not s.zones[zone].narrow:
            out.append(_act(st, "play", f))
        elif f == "S02" and naval and not role_att:
            out.append(_act(st, "play", f))
        elif f == "S03" and naval and role_att:
            out.append(_act(st, "play", f))
        elif f == "S04" and naval:
            out.append(_act(st, "play", f))
        elif f == "S06" and not naval and role_att and any(
                s.p_type[i] == "P" or (s.p_type[i] == "T" and zone == BEACH) for i in att):
            out.append(_act(st, "play", f))
        elif f == "S07" and not naval and any(
                s.p_type[i] == "H" and not s.p_band[i] for i in (att if attacker == 1 else dfn)):
            out.append(_act(st, "play", f))
        elif f == "S08":
            for z in s.adj[zone]:
                if z in s.bases or combat_units(st, z, 1 - seat):
                    continue
                if naval and s.is_sea(z) and naval_units(st, z, seat):
                    out.append(_act(st, "play_zone", f, z))
                elif not naval and s.is_land(z) and any(
                        s.p_type[i] != "T" or z == BEACH for i in combat_units(st, z, seat)):
                    out.append(_act(st, "play_zone", f, z))
        elif f == "S09":
            out.append(_act(st, "play", f))
    return out


def action_options(st: SphacteriaState, seat: int, faces: Sequence[str] | None = None) -> list[Action]:
    """6 #5 Archers: any moment of an action phase, on a zone holding an Athenian A unit."""
    if st.played[seat] or "S05" not in (usable_faces(st, seat) if faces is None else faces):
        return []
    s = st.static
    zones = sorted({st.loc[i] for i in range(len(s.pieces))
                    if s.p_type[i] == "A" and s.p_side[i] == seat and st.loc[i] in s.zones})
    return [_act(st, "play_zone", "S05", z) for z in zones if z not in st.archers]


def adj_options(st: SphacteriaState, seat: int, faces: Sequence[str] | None = None) -> list[Action]:
    """6 #10, #11, #15-22: stratagems of the adjustment phase, in the player's own adjustments."""
    s = st.static
    out = []
    own_weak = [i for i in range(len(s.pieces))
                if s.p_side[i] == seat and st.weak[i] and in_play(st, i)]
    for f in usable_faces(st, seat) if faces is None else faces:
        if f == "S10" and in_play(st, s.p_index["SPA-BRA"]):
            out.append(_act(st, "play", f))
        elif f == "S11" and in_play(st, s.p_index["ATH-CLE"]):
            out.append(_act(st, "play", f))
        elif f in ("S15", "S16") and own_weak:
            out.append(_act(st, "play", f))
        elif f in ("S17", "S18", "S19", "S20"):
            out.append(_act(st, "play", f))
        elif f == "S21" and not st.burned:
            out.extend(_act(st, "play_zone", f, z) for z in ("Q", "R", "S", "T"))
        elif f == "S22":
            for u in ("ATH-H6", "ATH-H7"):
                if in_play(st, s.p_index[u]):
                    out.append(_act(st, "play_unit", f, u))
    return out


# ---------------------------------------------------------------------- public windows
def pre_window(st: SphacteriaState, seat: int) -> bool:
    """2.C: the seat is asked in the reinforcement window if a counter it might hold could be played."""
    return bool(st.hands[seat]) and bool(pre_options(st, seat, could_hold(st, seat)))


def combat_window(st: SphacteriaState, seat: int) -> bool:
    """4.2: the seat is asked before the combat roll if it holds a counter and has not played this phase."""
    return bool(st.hands[seat]) and bool(combat_options(st, seat, could_hold(st, seat)))


def action_window(st: SphacteriaState, seat: int) -> bool:
    """6 #5: the passive seat is asked at the start of an action phase if Archers could be played."""
    return bool(st.hands[seat]) and bool(action_options(st, seat, could_hold(st, seat)))


def adj_window(st: SphacteriaState, seat: int) -> bool:
    """2.D: the seat is asked in its adjustments if it holds a counter an adjustment face could be played from."""
    return bool(st.hands[seat]) and bool(adj_options(st, seat, could_hold(st, seat)))
