"""Terminal rendering of a Polis view, and sentences for actions (rulebook terms)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.console import Group
from rich.table import Table
from rich.text import Text

from kleos.engine import Action
from kleos.polis.data import GOODS, load_data

if TYPE_CHECKING:
    from kleos.polis.state import PolisState

TITLES = {
    "hoplites": "1. Create hoplites", "galleys": "2. Create galleys", "merchants": "3. Create merchants",
    "project": "4. Start a project", "move_hoplites": "5. Move hoplites (-1 prestige)",
    "move_galleys": "6. Move galleys (-1 prestige)", "siege": "7. Besiege a polis (-1 prestige)",
    "collect": "8. Collect (-1 prestige, free at home)", "trade": "9. Trade", "proxenos": "10. Move the proxenos",
    "free_proxenos": "11. Free the proxenos (2 silver)", "civil_war": "12. Stir up a civil war",
}


def describe_action(s: PolisState, a: Action) -> str:
    d = s.data
    k = a.kind
    x = a.args[0] if a.args else None
    reg = {r: n for r, n in zip(d.regions, d.region_name, strict=True)}
    pol = {p.id: p.name for p in d.polis_list}
    if k == "act":
        return TITLES[str(x)]
    if k == "pass":
        return "Pass: take no more actions this round"
    if k == "fee":
        return f"Pay 1 {x} to act alone"
    if k == "polis":
        if s.act == "siege":
            return f"Besiege {pol[str(x)]} (fortification {d.base[d.polis_index[str(x)]]})"
        if s.act == "proxenos":
            return f"Send the proxenos to {pol[str(x)]}"
        return f"In {pol[str(x)]}"
    if k == "sea":
        return f"Launch into {reg[str(x)]}"
    if k == "pay":
        unit = {"hoplites": "hoplite", "galleys": "galley", "merchants": "merchant"}.get(s.act or "", "unit")
        return f"Create a {unit} for 2 silver (Mercenaries)" if x == "mercenary" else f"Create a {unit} for 1 {x}"
    if k == "start":
        return f"Start {d.projects[str(x)].name} in {pol[str(a.args[1])]}"
    if k == "silver":
        good = s.ctx.get("todo", ["good"])[len(s.ctx.get("subs", []))] if s.ctx.get("todo") else "good"
        return f"Pay {x} of the {good} with silver"
    if k == "to":
        if s.stage == "bt_order":
            return f"Fight the battle in {reg[str(x)]} first"
        return f"Destination: {reg[str(x)]}"
    if k in ("land", "bysea"):
        return f"Move a hoplite from {reg[str(x)]} by {'land' if k == 'land' else 'sea'}"
    if k == "sail":
        return f"Move a galley from {reg[str(x)]}"
    if k == "done":
        return "Done"
    if k == "at":
        return f"Collect in {reg[str(x)]}"
    if k == "collect":
        return f"One hoplite on the {x} row"
    if k == "cargo":
        m, slot = str(x).rsplit("_", 1)
        c = d.cargoes[d.cargo_index[(m, int(slot))]]
        return f"Trade with {m}: {GOODS[c[3]]} for {c[2]} {GOODS[c[4]]}"
    if k == "paywith":
        return "Pay by barter" if x == "barter" else "Pay with silver"
    if k == "route":
        return f"Go by {x}"
    if k == "retreat":
        return "Retreat (pay 1 prestige to the opponent)"
    if k == "fight":
        return "Fight on"
    if k == "play":
        sea = bool(s.bt.get("sea"))
        return f"Play {d.card_text[str(x)][1 if sea else 0]} ({x})"
    if k == "release":
        return f"Return {pol[str(x)]} to neutrality"
    if k == "grow":
        return f"Grow {pol[str(x)]} (1 wheat)"
    if k == "amount":
        return f"{x} prestige" + (" to silver" if s.stage in ("eor_phoros", "ev_treasury") else "")
    if k == "remove":
        return f"Remove a unit from {reg[str(x)]}"
    if k == "send":
        return f"Send a unit from {reg[str(x)]}"
    if k == "place":
        return f"Place a returning hoplite in {reg[str(x)]}"
    if k == "betray":
        return f"Take {pol[str(x)]}"
    if k == "commanders":
        return "Double the battle's prestige" if x == "double" else "Keep it for later"
    return a.text


def render(view: dict[str, Any]) -> Group:
    d = load_data()
    b = view["board"]
    head = Text(f"Polis — round {b['round']} (capacity {b['capacity']}) — to move: {view.get('to_move')}",
                style="bold")
    side = Table(title="Players")
    side.add_column("")
    for h in ("prestige", *GOODS, "merchants", "proxenos", "score"):
        side.add_column(h)
    for i, name in enumerate(("Sparta", "Athens")):
        side.add_row(name, str(b["prestige"][i]), *(str(b["goods"][i][g]) for g in GOODS),
                     str(b["merchants_in_port"][i]), str(b["proxenos"][i] or "hostage"), str(b["scores"][i]))
    regions = Table(title="Regions (Sparta / Athens units)")
    regions.add_column("region")
    regions.add_column("S")
    regions.add_column("A")
    regions.add_column("control")
    regions.add_column("collected")
    for r, name in zip(d.regions, d.region_name, strict=True):
        s_, a_ = b["units"][r]
        ctrl = "Sparta" if s_ > a_ else "Athens" if a_ > s_ else ""
        regions.add_row(name, str(s_), str(a_), ctrl, str(b["collected"].get(r) or ""))
    poleis = Table(title="Poleis")
    for h in ("polis", "owner", "pop", "project", "completed"):
        poleis.add_column(h)
    for p in d.polis_list:
        q = b["poleis"][p.id]
        poleis.add_row(p.name, q["owner"] or "neutral", str(q["population"]), q["project"] or "",
                       ", ".join(q["completed"]))
    market = Text("Market columns: " + ", ".join(f"{g} {c}" for g, c in b["markers"].items()) + "\nCargoes: "
                  + "; ".join(f"{k} {c['demand']}->{c['value']} {c['payout']}"
                              + (f" [{c['merchant']}]" if c["merchant"] else "")
                              + ("" if c["available"] else " (closed)")
                              for k, c in b["cargoes"].items()))
    extra = Text(f"Projects on display: {', '.join(b['display']) or 'none'}\nEvent: {b['event'] or 'none'}"
                 f"  modifiers: {b['modifiers'] or 'none'}")
    parts: list[Any] = [head, side, regions, poleis, market, extra]
    if b["battle"]:
        bt = b["battle"]
        half = 1 if bt["naval"] else 0

        def names(cards: list[str] | None) -> str:
            return ", ".join(f"{c} {d.card_text[c][half]}" for c in cards or []) or "-"

        parts.append(Text(f"Battle in {bt['region']} ({'naval' if bt['naval'] else 'land'}): attacker "
                          f"{bt['attacker']}; cards in hand Sparta {bt['hand_counts'][0]}, Athens "
                          f"{bt['hand_counts'][1]}; deck {bt['deck_count']}\nYour hand: {names(bt['hand'])}\n"
                          f"Attack: {names(bt['attack'])}\nDefence: {names(bt['defence'])}"))
    if view.get("result"):
        parts.append(Text(view["result"]["text"], style="bold green"))
    return Group(*parts)
