"""Sphactérie: the terminal rendering of a view (``kleos play``), built only from the view dict.

A status panel (turn, stage, AP, initiative, supply markers, VP), a table of the occupied zones and base boxes
with each side's stack, the seat's own stratagems and the current combat. The log is not drawn here: the
CLI shows the lines since the player's last turn.
"""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from kleos.sphacteria.data import load

SIDE_STYLE = {"ATH": "bold blue", "SPA": "bold yellow"}
SEATS = ("Athens", "Sparta")


def _piece(p: dict[str, Any]) -> Text:
    s = load()
    if p["type"] == "L":
        name = s.leaders[p["id"]].name
        return Text(f"{name}{'*' if p['star'] else ''}", style="italic " + SIDE_STYLE[p["side"]])
    label = p["id"].split("-")[1]
    band = {"messenian": "m", "helot": "h"}.get(p["band"] or "", "")
    text = f"{label}{band}{'*' if p['star'] else ''}:{p['pf']}"
    return Text(text, style=("dim " if p["weak"] else "") + SIDE_STYLE[p["side"]])


def _stack(pieces: list[dict[str, Any]]) -> Text:
    out = Text()
    for k, p in enumerate(pieces):
        if k:
            out.append(" ")
        out.append_text(_piece(p))
    return out


def render(view: dict[str, Any]) -> Group:
    b = view["board"]
    s = load()
    status = Table.grid(padding=(0, 2))
    status.add_row(
        f"Turn {b['turn']}/{b['turns']}", f"stage: {b['stage']}", f"initiative: {b['initiative']}",
        f"active: {b['active']}", f"announced AP left: {b['budget']}",
    )
    status.add_row(
        f"AP Athens {b['ap'][0]} / Sparta {b['ap'][1]}",
        f"rolls: {' / '.join(str(r) for r in b['rolls']) or '-'}",
        f"Appro. Athens {b['supply'][0]} / Sparta {b['supply'][1]}",
        f"VP Athens {b['vp'][0]} / Sparta {b['vp'][1]}",
        f"stratagems held: Athens {b['hand_counts'][0]}, Sparta {b['hand_counts'][1]}; bowl {b['bowl_count']}",
    )
    by_loc: dict[str, list[dict[str, Any]]] = {}
    for p in b["pieces"]:
        by_loc.setdefault(p["loc"], []).append(p)
    zones = Table(title="Zones (weakened units dimmed, * bonus, m/h Messenian/helot, :PF)", expand=False)
    zones.add_column("Zone")
    zones.add_column("Terrain")
    zones.add_column("Athens", style="blue")
    zones.add_column("Sparta", style="yellow")
    for loc in list(s.zones) + list(s.bases):
        here = by_loc.get(loc, [])
        if loc in s.zones:
            z = s.zones[loc]
            terrain = z.kind + (f" cap {z.cap}" if z.cap else "") + (" port" if z.port else "")
            if z.island and b["burned"] and b["turn"] >= b["burned"]:
                terrain = "clear (burned)"
            if loc in b["archers"]:
                terrain += " [Archers]"
            name = f"{loc} {z.name}" + (" ★" if z.victory else "")
        else:
            if not here:
                continue
            terrain = "base box"
            name = f"{loc}"
        if not here and loc in s.zones and s.zones[loc].kind in ("sea", "strait") and loc not in b["archers"]:
            continue
        zones.add_row(name, terrain, _stack([p for p in here if p["side"] == "ATH"]),
                      _stack([p for p in here if p["side"] == "SPA"]))
    parts: list[Any] = [Panel(status, title=view.get("title", "Sphactérie 425 BC"))]
    parts.append(zones)
    gone = [p for p in b["pieces"] if p["loc"] in ("X", "OUT")]
    if gone:
        parts.append(Text("Eliminated: " + ", ".join(p["id"] for p in gone if p["loc"] == "X")
                          + ("   Removed: " + ", ".join(p["id"] for p in gone if p["loc"] == "OUT")
                             if any(p["loc"] == "OUT" for p in gone) else "")))
    if b.get("hand") is not None:
        rows = []
        for h in b["hand"]:
            names = [f"#{int(f[1:])} {s.faces[f].name}" + ("" if f in h["usable"] else " (not yours)")
                     for f in h["faces"]]
            rows.append(f"{h['counter']}: " + " / ".join(names))
        parts.append(Panel("\n".join(rows) or "none", title="Your stratagems"))
    if b.get("combat"):
        c = b["combat"]
        plays = ", ".join(f"{SEATS[i]}: {s.faces[f].name}" for i, f in enumerate(c["plays"]) if f) or "none"
        res = "/".join(c["result"]) if c.get("result") else "-"
        parts.append(Panel(f"Combat in {c['zone']}, {c['attacker']} attacks; stratagems: {plays}; result {res}",
                           title="Combat"))
    if view.get("result"):
        parts.append(Panel(view["result"]["text"], title=view["result"]["kind"]))
    return Group(*parts)
