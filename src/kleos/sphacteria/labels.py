"""Sphactérie: sentences for people describing each action (used by the CLI, the web and the logs).

Every sentence is a message of the ``sphacteria`` domain, rendered in the reader's language. Pieces are named as the
rulebook names them (7: « Hoplites athéniens H1 », « Hilotes H5 », « Trières spartiates T1 », leaders by name),
zones by their letter on the map and their name, reinforcement groups as « renforts historiques 1 »; ids
(``ATH-H1``, ``SPA-RH1``) stay in actions and JSON. Names from the data files are catalogue messages
(``_(name)``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kleos.engine import Action
from kleos.i18n import N_, Message, translator

if TYPE_CHECKING:
    from kleos.sphacteria.data import Static
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


#: a counter by side, type and band, with its printed number (7): the rulebook's names
UNIT_NAME: dict[tuple[str, str, str | None], str] = {
    ("ATH", "T", None): N_("Athenian trireme {number}"),
    ("ATH", "H", None): N_("Athenian hoplites {number}"),
    ("ATH", "H", "messenian"): N_("Messenian hoplites {number}"),
    ("ATH", "A", None): N_("Athenian archers {number}"),
    ("ATH", "P", None): N_("Athenian peltasts {number}"),
    ("SPA", "T", None): N_("Spartan trireme {number}"),
    ("SPA", "H", None): N_("Spartan hoplites {number}"),
    ("SPA", "H", "helot"): N_("Helots {number}"),
}
#: a reinforcement group by side and kind (7.1, 7.2: « Renforts historiques 1 (RH1) »)
GROUP_NAME: dict[tuple[str, str], str] = {
    ("ATH", "RH"): N_("Athenian historical reinforcements {n}"),
    ("ATH", "RO"): N_("Athenian optional reinforcements {n}"),
    ("SPA", "RH"): N_("Spartan historical reinforcements {n}"),
    ("SPA", "RO"): N_("Spartan optional reinforcements {n}"),
}


def piece_label(st: SphacteriaState, pid: str) -> Message:
    """A piece as the rulebook names it: « Athenian hoplites H1 », « Helots H5 », a leader by his name."""
    return counter_label(st.static, pid)


def counter_label(s: Static, pid: str) -> Message:
    """:func:`piece_label` from the static data alone (for renderers that read a view)."""
    if pid in s.leaders:
        return _(s.leaders[pid].name)
    u = s.units[pid]
    side, _sep, number = pid.partition("-")
    return _(UNIT_NAME[(side, u.type, u.band)], number=number)


def group_label(group: str) -> Message | str:
    """A reinforcement group (``ATH-RH1``) as the rulebook names it: « Athenian historical reinforcements 1 »."""
    side, _sep, code = group.partition("-")
    msgid = GROUP_NAME.get((side, code[:2]))
    return _(msgid, n=int(code[2:])) if msgid and code[2:].isdigit() else group


def pieces_label(st: SphacteriaState, pids: list[str] | tuple[str, ...]) -> list[Message]:
    """Several pieces, each by its name (a list: joined with commas where it is shown)."""
    return [piece_label(st, p) for p in pids]


def place_label(st: SphacteriaState, z: str) -> Message | str:
    """A zone by its letter and name (« N (Spartan camp) »), a base by its name (« the Spartan land base »)."""
    s = st.static
    if z in s.bases:
        return _(s.bases[z].name)
    return zone_name(st, z)


def joined(reasons: list[Message]) -> Message | str:
    """Several sentences as one, separated by semicolons (each language punctuates its own way)."""
    if not reasons:
        return ""
    out = reasons[-1]
    for reason in reversed(reasons[:-1]):
        out = _("{first}; {rest}", first=reason, rest=out)
    return out


def piece_name(st: SphacteriaState, pid: str) -> Message:
    """A piece in a choice: its name, and for a unit its strength (« Helots H7 (4 PF) »)."""
    s = st.static
    if pid in s.leaders:
        return piece_label(st, pid)
    i = s.p_index[pid]
    if st.weak[i]:
        return _("{piece} ({pf} PF, weakened)", piece=piece_label(st, pid), pf=st.pf(i))
    return _("{piece} ({pf} PF)", piece=piece_label(st, pid), pf=st.pf(i))


def zone_name(st: SphacteriaState, z: str) -> Message | str:
    s = st.static
    if z in s.zones:
        return _("{zone} ({name})", zone=z, name=_(s.zones[z].name))
    if z in s.bases:
        return _(s.bases[z].name)
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
        return _("draw a stratagem counter")
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
            return _("play stratagem #{number} {name} against {unit}", number=number, name=name,
                     unit=piece_label(st, str(a["unit"])))
        if k == "play_target":
            return _("play stratagem #{number} {name} on {group}", number=number, name=name,
                     group=group_label(str(a["group"])))
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
        return _("keep {faces}, return the rest", faces=faces_name(st, c))
    if k == "keep_none":
        return _("return every stratagem to the bowl")
    if k == "recover":
        return _("return {unit} to full strength", unit=piece_name(st, str(a["unit"])))
    if k == "stop":
        return _("stop (no more of these)")
    if k == "helot_roll":
        return _("roll for {unit} to resupply the island", unit=piece_name(st, str(a["unit"])))
    return a.text
