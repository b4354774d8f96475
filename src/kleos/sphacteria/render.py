"""Sphactérie: the terminal rendering of a view (``kleos play``), built only from the view dict.

A status panel (turn, stage, AP, initiative, supply markers, VP), a table of the occupied zones and base boxes
with each side's stack, the seat's own stratagems and the current combat. The log is not drawn here: the
CLI shows the lines since the player's last turn. Texts are messages rendered with ``str()`` in the CLI's
language; seat names come from the view's ``seat_labels``.
"""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from kleos.i18n import Message, translator
from kleos.sphacteria.data import load
from kleos.sphacteria.labels import counter_label

_, ngettext = translator("sphacteria")

SIDE_STYLE = {"ATH": "bold blue", "SPA": "bold yellow"}

#: the stages a view can show (decisions, chance, the end), as people call them
STAGE_NAME: dict[str, Message] = {
    "draw": _("stratagem draw (2.A)"),
    "ap": _("action points roll (2.B)"),
    "pre": _("reinforcement stratagems (2.C)"),
    "announce": _("announcing AP (2.C)"),
    "passive_start": _("passive player's stratagem (2.C)"),
    "main": _("action phase (2.C)"),
    "move": _("movement (3)"),
    "choose_fight": _("choosing a combat (4.1)"),
    "c_strat": _("combat stratagems (4.2)"),
    "c_die": _("combat roll (4.2)"),
    "c_loss": _("losses (4.2)"),
    "c_retreat": _("retreat (4.2)"),
    "adj_strat": _("adjustment stratagems (2.D)"),
    "adj_recover": _("recovery (6 #15-16)"),
    "adj_keep": _("keeping stratagems (2.D)"),
    "adj_heal": _("leaders' recovery (2.D)"),
    "adj_helot": _("helot resupply (5.2)"),
    "dice": _("dice (5.2, 6 #20)"),
    "end": _("game over"),
}
#: the stages of an action phase (2.C), where one player is the active one
ACTION_STAGES = frozenset({"announce", "passive_start", "main", "move", "choose_fight", "c_strat", "c_die", "c_loss",
                           "c_retreat"})
#: terrain kinds (0.2)
KIND_NAME: dict[str, Message] = {
    "sea": _("sea"),
    "strait": _("strait"),
    "clear": _("clear"),
    "difficult": _("difficult"),
    "beach": _("beach"),
}
#: the kinds of result (8), keys of ``Result.kind``
RESULT_NAME: dict[str, Message] = {
    "total victory": _("total victory"),
    "strategic victory": _("strategic victory"),
    "tactical victory": _("tactical victory"),
    "draw": _("draw"),
}


def _piece(p: dict[str, Any]) -> Text:
    s = load()
    if p["type"] == "L":
        leader = s.leaders[p["id"]]
        name = str(_(leader.name))
        return Text(f"{name}{'*' if p['star'] else ''}", style="italic " + SIDE_STYLE[p["side"]])
    label = p["id"].split("-")[1]
    band = {"messenian": "m", "helot": "h"}.get(p["band"] or "", "")
    text = f"{label}{band}{'*' if p['star'] else ''}:{p['pf']}"  # a counter's markings, not words
    return Text(text, style=("dim " if p["weak"] else "") + SIDE_STYLE[p["side"]])


def _stack(pieces: list[dict[str, Any]]) -> Text:
    out = Text()
    for k, p in enumerate(pieces):
        if k:
            out.append(" ")
        out.append_text(_piece(p))
    return out


def _terrain(b: dict[str, Any], loc: str) -> Message:
    z = load().zones[loc]
    kind = KIND_NAME.get(z.kind, z.kind)
    if z.island and b["burned"] and b["turn"] >= b["burned"]:
        terrain = _("clear (burned)")
    elif z.cap:
        terrain = _("{kind} cap {cap} port", kind=kind, cap=z.cap) if z.port else _("{kind} cap {cap}", kind=kind,
                                                                                      cap=z.cap)
    else:
        terrain = _("{kind} port", kind=kind) if z.port else kind
    if loc in b["archers"]:
        return _("{terrain} [Archers]", terrain=terrain)
    return terrain


def render(view: dict[str, Any]) -> Group:
    b = view["board"]
    s = load()
    seats = view.get("seats", ["Athens", "Sparta"])
    labels = view.get("seat_labels", seats)
    athens, sparta = labels[0], labels[1]

    def seat(name: str | None) -> str:
        return labels[seats.index(name)] if name in seats else str(name)

    status = Table.grid(padding=(0, 2))
    in_phase = b["stage"] in ACTION_STAGES  # an active player only in an action phase (2.C): else both act in turn
    status.add_row(
        str(_("Turn {turn}/{turns}", turn=b["turn"], turns=b["turns"])),
        str(_("stage: {stage}", stage=STAGE_NAME.get(b["stage"], b["stage"]))),
        str(_("initiative: {seat}", seat=seat(b["initiative"]))),
        str(_("active player: {seat}", seat=seat(b["active"]))) if in_phase else "",
        str(_("announced AP left: {ap}", ap=b["budget"])) if in_phase else "",
    )
    status.add_row(
        str(_("AP {athens} {athens_ap} / {sparta} {sparta_ap}", athens=athens, athens_ap=b["ap"][0], sparta=sparta,
              sparta_ap=b["ap"][1])),
        str(_("rolls: {rolls}", rolls=" / ".join(str(r) for r in b["rolls"]) or "-")),
        str(_("supply {athens} {athens_supply} / {sparta} {sparta_supply}", athens=athens,
              athens_supply=b["supply"][0], sparta=sparta, sparta_supply=b["supply"][1])),
        str(_("VP {athens} {athens_vp} / {sparta} {sparta_vp}", athens=athens, athens_vp=b["vp"][0], sparta=sparta,
              sparta_vp=b["vp"][1])),
        str(_("stratagems held: {athens} {athens_held}, {sparta} {sparta_held}; bowl {bowl}", athens=athens,
              athens_held=b["hand_counts"][0], sparta=sparta, sparta_held=b["hand_counts"][1],
              bowl=b["bowl_count"])),
    )
    by_loc: dict[str, list[dict[str, Any]]] = {}
    for p in b["pieces"]:
        by_loc.setdefault(p["loc"], []).append(p)
    zones = Table(title=str(_("Zones (a unit: its counter, then :its strength points; dimmed: weakened; * a ✱ "
                              "counter; m/h Messenian/helot)")), expand=False)
    zones.add_column(str(_("Zone")))
    zones.add_column(str(_("Terrain")))
    zones.add_column(athens, style="blue")
    zones.add_column(sparta, style="yellow")
    for loc in list(s.zones) + list(s.bases):
        here = by_loc.get(loc, [])
        if loc in s.zones:
            z = s.zones[loc]
            terrain = str(_terrain(b, loc))
            name = _("{zone} {name} ★", zone=loc, name=_(z.name)) if z.victory else _("{zone} {name}", zone=loc,
                                                                                       name=_(z.name))
        else:
            if not here:
                continue
            terrain = str(_("base box"))
            name = _(s.bases[loc].name)
        if not here and loc in s.zones and s.zones[loc].kind in ("sea", "strait") and loc not in b["archers"]:
            continue
        zones.add_row(str(name), terrain, _stack([p for p in here if p["side"] == "ATH"]),
                      _stack([p for p in here if p["side"] == "SPA"]))
    parts: list[Any] = [Panel(status, title=view.get("title") or str(_("Sphactérie 425 BC")))]
    parts.append(zones)
    eliminated = [counter_label(s, p["id"]) for p in b["pieces"] if p["loc"] == "X"]
    removed = [counter_label(s, p["id"]) for p in b["pieces"] if p["loc"] == "OUT"]
    if eliminated or removed:
        line = str(_("Eliminated: {pieces}", pieces=eliminated))
        if removed:
            line = str(_("{eliminated}   Removed: {pieces}", eliminated=line, pieces=removed))
        parts.append(Text(line))
    if b.get("hand") is not None:
        rows = []
        for h in b["hand"]:
            names = [_("#{number} {name}", number=int(f[1:]), name=_(s.faces[f].name)) if f in h["usable"]
                     else _("#{number} {name} (not yours)", number=int(f[1:]), name=_(s.faces[f].name))
                     for f in h["faces"]]
            rows.append(str(_("{recto} / {verso}", recto=names[0], verso=names[1])))
        parts.append(Panel("\n".join(rows) or str(_("none")), title=str(_("Your stratagems"))))
    if b.get("combat"):
        c = b["combat"]
        plays = [_("{seat}: {name}", seat=labels[i], name=_(s.faces[f].name)) for i, f in enumerate(c["plays"]) if f]
        res = "/".join(c["result"]) if c.get("result") else "-"
        parts.append(Panel(str(_("Combat in {zone}, {seat} attacks; stratagems: {plays}; result {result}",
                                 zone=_("{zone} {name}", zone=c["zone"], name=_(s.zones[c["zone"]].name)),
                                 seat=seat(c["attacker"]), plays=plays or _("none"), result=res)),
                           title=str(_("Combat"))))
    if view.get("result"):
        kind = view["result"]["kind"]
        parts.append(Panel(view["result"]["text"], title=str(RESULT_NAME.get(kind, kind))))
    return Group(*parts)
