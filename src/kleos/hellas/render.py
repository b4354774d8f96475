"""Hellas: the terminal rendering of a view (``kleos play``), built only from the view dict.

A status line (turn, stage, who acts, the action cycle so far), the two players' tracks side by side (treasury,
income, stability, development, VP, control, supply), and a table of every hex holding something, with its
site, units (New Armies values only where the seat may see them: ``?`` otherwise), posts, fortresses,
monuments, neutral pieces and whether it is contested. The log is drawn by the CLI.
"""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from kleos.hellas.data import load

STYLE = {"Sparta": "bold yellow", "Athens": "bold blue"}
PHASES = ("0", "I", "II", "III", "IV")
ACTION_SHORT = {"move": "Mov", "attack": "Att", "build": "Bld", "trade": "TP", "stability": "Stb", "develop": "Dev",
                "pass": "Pass", "armistice": "Arm"}


def _units(units: list[dict[str, Any]]) -> Text:
    out = Text()
    for k, u in enumerate(units):
        if k:
            out.append(" ")
        value = "?" if u["value"] is None else str(u["value"])
        mark = "L" if u["arm"] == "land" else "S"
        cargo = ""
        if u["arm"] == "sea" and (u.get("cargo") or u.get("carrying")):
            cargo = f"+{u['cargo'] if u.get('cargo') is not None else '?'}"
        out.append(f"{mark}{value}{cargo}{'.' if u['spent'] else ''}", style=STYLE[u["owner"]])
    return out


def _player_table(b: dict[str, Any]) -> Table:
    table = Table(show_header=True, header_style="bold", box=None, pad_edge=False)
    table.add_column("")
    for p in b["players"]:
        table.add_column(p["name"], style=STYLE[p["name"]])
    rows: list[tuple[str, list[str]]] = []
    ps = b["players"]
    rows.append(("VP", [f"{p['vp']} (mon {p['vp_parts']['monuments']}, GA {p['vp_parts']['golden_ages']}, "
                        f"laurels {p['vp_parts']['laurels']})" for p in ps]))
    rows.append(("treasury / income", [f"{p['treasury']} / {p['income']}" for p in ps]))
    rows.append(("stability", ["Golden Age" if p["golden_age_stability"] else f"{p['stability']:+d}" for p in ps]))
    for track in ("military", "fleet", "economy", "culture"):
        rows.append((track, [f"box {p['development'][track]} (phase {PHASES[p['phases'][track]]})" for p in ps]))
    rows.append(("control", [f"{p['control']['islands']} islands, {p['control']['provinces']} provinces" for p in ps]))
    rows.append(("supply", [f"{'?' if p['supply']['legions'] is None else p['supply']['legions']} / "
                            f"{p['supply']['capacity']} legions" for p in ps]))
    rows.append(("goods", [", ".join(f"{g} {n}" for g, n in p["goods"].items()) or "-" for p in ps]))
    for label, values in rows:
        table.add_row(label, *values)
    return table


def render(view: dict[str, Any]) -> Group:
    b = view["board"]
    s = load()
    head = Text()
    head.append(f"Turn {b['turn']}", style="bold")
    head.append(f"  first: {b['first']}  stage: {b['stage']}")
    if b.get("action"):
        head.append(f"  {b['actor']} is carrying out: {b['action']}")
    if b.get("armistice"):
        head.append(f"  armistice until turn {b['armistice']['until']}", style="bold green")
    chosen = b["cycle"]["chosen"]
    if chosen:
        head.append("\ncycle: " + " ".join(f"{who[0]}:{ACTION_SHORT.get(a, a)}" for who, a in chosen))
    g = b.get("group")
    if g:
        value = "?" if g["value"] is None else g["value"]
        head.append(f"\nin motion: {g['owner']} {g['arm']} ({value}) at {g['hex']}, {g['mp']} MP left "
                    f"(from {g['start']})")
    if b.get("setup"):
        su = b["setup"]
        head.append(f"\nset-up: {su['seat']} has {su['posts']} posts, {su['legions']} legions, {su['ships']} ships "
                    "to place")
    hexes = Table(show_header=True, header_style="bold", box=None, pad_edge=False)
    for col in ("hex", "site", "region", "units", "post / fort / monument", "neutral", ""):
        hexes.add_column(col)
    for hid, h in b["hexes"].items():
        i = s.index[hid]
        site = s.site[i] or ""
        good = s.good[i] or ""
        region = s.region_names[s.region[i]] if s.region[i] >= 0 else "sea"
        things = []
        if h.get("post"):
            owner, n = h["post"]
            things.append(Text(f"TP{'x2' if n > 1 else ''}", style=STYLE[owner]))
        if h.get("fortress"):
            things.append(Text("Fort", style=STYLE[h["fortress"]]))
        if h.get("monument"):
            things.append(Text("Mon", style=STYLE[h["monument"]]))
        built = Text(" ").join(things) if things else Text("")
        neutral = []
        if h.get("neutral_legions"):
            neutral.append(f"{h['neutral_legions']} legions")
        if h.get("neutral_fortress"):
            neutral.append(f"{h['neutral_fortress']} fortress")
        leaders = " ".join(f"leader:{x}" for x in h.get("leaders", []))
        hexes.add_row(hid, f"{site} {good.upper() if good else ''}".strip(), region, _units(h.get("units", [])),
                      built, ", ".join(neutral), Text(("contested " if h.get("contested") else "") + leaders,
                                                      style="bold red"))
    parts: list[Any] = [head, Panel(_player_table(b), title="players", border_style="dim"),
                        Panel(hexes, title="the map (hexes with pieces)", border_style="dim")]
    if b.get("last_combat"):
        c = b["last_combat"]
        parts.append(Text(f"last combat at {c['hex']}: {c['attacker']} {c['attack_cv']} CV vs {c['defender']} "
                          f"{c['defence_cv']} CV; losses {c['attacker_lost']} / {c['defender_lost']}", style="dim"))
    if b.get("done"):
        parts.append(Text(f"Game over: {', '.join(b['done']['winners']) or 'draw'} ({b['done']['kind']})",
                          style="bold magenta"))
    return Group(*parts)
