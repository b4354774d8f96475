"""Sphactérie: sentences for people describing each action (used by the CLI, the web and the logs).

Every sentence is a message of the ``sphacteria`` domain, rendered in the reader's language; piece and zone ids
(``ATH-H1``, ``P``) stay ids, and names from the data files are looked up in the catalogue (``_(name)``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kleos.engine import Action
from kleos.i18n import Message, translator

if TYPE_CHECKING:
    from kleos.sphacteria.state import SphacteriaState

_, ngettext = translator("sphacteria")

#: what a unit is, by type and band (1.1, 7): the rulebook's unit names
UNIT_KIND: dict[tuple[str, str | None], Message] = {
    ("T", None): _("triremes"),
    ("H", None): _("hoplites"),
    ("H", "messenian"): _("Messenian hoplites"),
    ("H", "helot"): _("helot hoplites"),
    ("P", None): _("peltasts"),
    ("A", None): _("archers"),
}


def joined(reasons: list[Message]) -> Message | str:
    """Several sentences as one, separated by semicolons (each language punctuates its own way)."""
    if not reasons:
        return ""
    out = reasons[-1]
    for reason in reversed(reasons[:-1]):
        out = _("{first}; {rest}", first=reason, rest=out)
    return out


def piece_name(st: SphacteriaState, pid: str) -> Message:
    s = st.static
    if pid in s.leaders:
        return _("{name} ({piece})", name=_(s.leaders[pid].name), piece=pid)
    u = s.units[pid]
    kind = UNIT_KIND[(u.type, u.band)]
    i = s.p_index[pid]
    if st.weak[i]:
        return _("{piece} ({kind}, {pf} PF, weakened)", piece=pid, kind=kind, pf=st.pf(i))
    return _("{piece} ({kind}, {pf} PF)", piece=pid, kind=kind, pf=st.pf(i))


def zone_name(st: SphacteriaState, z: str) -> Message | str:
    s = st.static
    if z in s.zones:
        return _("{zone} ({name})", zone=z, name=_(s.zones[z].name))
    if z in s.bases:
        return _("{zone} ({name})", zone=z, name=_(s.bases[z].name))
    return z


def face_name(st: SphacteriaState, face: str) -> Message:
    """A stratagem face's title, as printed on the counter (6)."""
    return _(st.static.faces[face].name)


def faces_name(st: SphacteriaState, counter: str) -> Message:
    """A stratagem counter's two faces (recto / verso, 1.3)."""
    recto, verso = st.static.counters[counter].faces
    return _("{recto} / {verso}", recto=face_name(st, recto), verso=face_name(st, verso))


def describe(st: SphacteriaState, a: Action) -> Message | str:
    s = st.static
    k = a.kind
    if k == "draw":
        return _("draw stratagem counter {counter}", counter=a["counter"])
    if k == "roll2":
        return _("2d6 roll of {total}", total=a["total"])
    if k == "die":
        return _("die roll of {n}", n=a["n"])
    if k in ("play", "play_zone", "play_unit", "play_target"):
        face = str(a["s"])
        number, name = int(face[1:]), face_name(st, face)
        if k == "play_zone":
            return _("play stratagem #{number} {name} on {zone}", number=number, name=name,
                     zone=zone_name(st, str(a["zone"])))
        if k == "play_unit":
            return _("play stratagem #{number} {name} against {unit}", number=number, name=name, unit=a["unit"])
        if k == "play_target":
            return _("play stratagem #{number} {name} on {group}", number=number, name=name, group=a["group"])
        return _("play stratagem #{number} {name}", number=number, name=name)
    if k == "no_stratagem":
        return _("play no stratagem")
    if k == "announce":
        return _("announce {n} AP for this action phase", n=a["n"])
    if k == "activate":
        z = str(a["zone"])
        cost = 1 if any(s.p_side[i] == st.active and s.p_type[i] == "L" for i in st.at(z)) else 2
        return _("activate {zone} for {cost} AP", zone=zone_name(st, z), cost=cost)
    if k == "step":
        return _("move {piece} to {zone}", piece=piece_name(st, str(a["piece"])), zone=zone_name(st, str(a["zone"])))
    if k == "sail":
        return _("sail {piece} to {zone}", piece=piece_name(st, str(a["piece"])), zone=zone_name(st, str(a["zone"])))
    if k == "done":
        return _("end the movement of this zone")
    if k == "attack":
        return _("spend 1 AP and resolve every combat")
    if k == "end_phase":
        return _("end the action phase")
    if k == "fight":
        return _("resolve the combat in {zone}", zone=zone_name(st, str(a["zone"])))
    if k == "weaken":
        return _("weaken {unit}", unit=piece_name(st, str(a["unit"])))
    if k == "retreat":
        return _("retreat {piece} to {zone}", piece=piece_name(st, str(a["piece"])),
                 zone=zone_name(st, str(a["zone"])))
    if k == "keep":
        c = str(a["counter"])
        return _("keep counter {counter} ({faces}), return the rest", counter=c, faces=faces_name(st, c))
    if k == "keep_none":
        return _("return every stratagem to the bowl")
    if k == "recover":
        return _("return {unit} to full strength", unit=piece_name(st, str(a["unit"])))
    if k == "stop":
        return _("stop (no more of these)")
    if k == "helot_roll":
        return _("roll for {unit} to resupply the island", unit=piece_name(st, str(a["unit"])))
    return a.text
