"""Sphactérie: sentences for people describing each action (used by the CLI, the web and the logs)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kleos.engine import Action

if TYPE_CHECKING:
    from kleos.sphacteria.state import SphacteriaState

SEATS = ("Athens", "Sparta")


def piece_name(st: SphacteriaState, pid: str) -> str:
    s = st.static
    if pid in s.leaders:
        return f"{s.leaders[pid].name} ({pid})"
    u = s.units[pid]
    kind = {"T": "triremes", "H": "hoplites", "P": "peltasts", "A": "archers"}[u.type]
    band = {"messenian": "Messenian ", "helot": "helot "}.get(u.band or "", "")
    i = s.p_index[pid]
    return f"{pid} ({band}{kind}, {st.pf(i)} PF{', weakened' if st.weak[i] else ''})"


def zone_name(st: SphacteriaState, z: str) -> str:
    s = st.static
    if z in s.zones:
        return f"{z} ({s.zones[z].name})"
    if z in s.bases:
        return f"{z} ({s.bases[z].name})"
    return z


def describe(st: SphacteriaState, a: Action) -> str:
    s = st.static
    k = a.kind
    if k == "draw":
        return f"draw stratagem counter {a['counter']}"
    if k == "roll2":
        return f"2d6 roll of {a['total']}"
    if k == "die":
        return f"die roll of {a['n']}"
    if k in ("play", "play_zone", "play_unit", "play_target"):
        face = str(a["s"])
        text = f"play stratagem #{int(face[1:])} {s.faces[face].name}"
        if k == "play_zone":
            text += f" on {zone_name(st, str(a['zone']))}"
        elif k == "play_unit":
            text += f" against {a['unit']}"
        elif k == "play_target":
            text += f" on {a['group']}"
        return text
    if k == "no_stratagem":
        return "play no stratagem"
    if k == "announce":
        return f"announce {a['n']} AP for this action phase"
    if k == "activate":
        z = str(a["zone"])
        cost = 1 if any(s.p_side[i] == st.active and s.p_type[i] == "L" for i in st.at(z)) else 2
        return f"activate {zone_name(st, z)} for {cost} AP"
    if k == "step":
        return f"move {piece_name(st, str(a['piece']))} to {zone_name(st, str(a['zone']))}"
    if k == "sail":
        return f"sail {piece_name(st, str(a['piece']))} to {zone_name(st, str(a['zone']))}"
    if k == "done":
        return "end the movement of this zone"
    if k == "attack":
        return "spend 1 AP and resolve every combat"
    if k == "end_phase":
        return "end the action phase"
    if k == "fight":
        return f"resolve the combat in {zone_name(st, str(a['zone']))}"
    if k == "weaken":
        return f"weaken {piece_name(st, str(a['unit']))}"
    if k == "retreat":
        return f"retreat {piece_name(st, str(a['piece']))} to {zone_name(st, str(a['zone']))}"
    if k == "keep":
        c = str(a["counter"])
        return f"keep counter {c} ({' / '.join(s.faces[f].name for f in s.counters[c].faces)}), return the rest"
    if k == "keep_none":
        return "return every stratagem to the bowl"
    if k == "recover":
        return f"return {piece_name(st, str(a['unit']))} to full strength"
    if k == "stop":
        return "stop (no more of these)"
    if k == "helot_roll":
        return f"roll for {piece_name(st, str(a['unit']))} to resupply the island"
    return a.text
