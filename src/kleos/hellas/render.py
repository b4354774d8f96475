"""Hellas: the terminal rendering of a view (``kleos play``), built only from the view dict.

A status line (turn, stage, who acts, the action cycle so far), the two players' tracks side by side (treasury,
income, stability, development, VP, control, supply), and a table of every hex holding something, with its
site, units (New Armies values only where the seat may see them: ``?`` otherwise), posts, fortresses,
monuments, neutral pieces and whether it is contested. The log is drawn by the CLI.

Every text is a message of the game's catalogue, rendered here with ``str()`` in the CLI's language; ids (seats,
stages, hex numbers) come from the view and are only looked up.
"""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from kleos.hellas.cycle import ACTION_NAMES, action_name
from kleos.hellas.data import load
from kleos.hellas.development import track_name
from kleos.hellas.legal import STAGE_TEXT
from kleos.i18n import translator

_, ngettext = translator("hellas")

STYLE = {"Sparta": "bold yellow", "Athens": "bold blue"}
PHASES = ("0", "I", "II", "III", "IV")


def _name(who: str) -> str:
    """A seat, Syracuse or the independent cities (an id of the view) in the CLI's language."""
    if who == "independent":
        return str(_("independent"))
    return str(_(who))  # "Sparta", "Athens", "Syracuse", "the independent city": message ids of the catalogue


def _units(units: list[dict[str, Any]]) -> Text:
    out = Text()
    for k, u in enumerate(units):
        if k:
            out.append(" ")
        value = "?" if u["value"] is None else str(u["value"])
        # i18n: the mark of a legion (L) or a ship (S) before its value in the terminal's table of hexes
        mark = str(_("L")) if u["arm"] == "land" else str(_("S"))
        cargo = ""
        if u["arm"] == "sea" and (u.get("cargo") or u.get("carrying")):
            cargo = f"+{u['cargo'] if u.get('cargo') is not None else '?'}"
        out.append(f"{mark}{value}{cargo}{'.' if u['spent'] else ''}", style=STYLE[u["owner"]])
    return out


def _player_table(b: dict[str, Any]) -> Table:
    table = Table(show_header=True, header_style="bold", box=None, pad_edge=False)
    table.add_column("")
    for p in b["players"]:
        table.add_column(_name(p["name"]), style=STYLE[p["name"]])
    rows: list[tuple[str, list[str]]] = []
    ps = b["players"]
    s = load()
    rows.append((str(_("VP")), [str(_("{vp} (monuments {monuments}, Golden Ages {golden_ages}, laurels {laurels})",
                                      vp=p["vp"], **p["vp_parts"])) for p in ps]))
    rows.append((str(_("treasury / income")), [f"{p['treasury']} / {p['income']}" for p in ps]))
    rows.append((str(_("stability")), [str(_("Golden Age")) if p["golden_age_stability"] else f"{p['stability']:+d}"
                                       for p in ps]))
    for track in ("military", "fleet", "economy", "culture"):
        rows.append((str(track_name(track)), [str(_("box {box} (phase {phase})", box=p["development"][track],
                                                    phase=PHASES[p["phases"][track]])) for p in ps]))
    rows.append((str(_("control")), [str(_("{islands} islands, {provinces} provinces", **p["control"])) for p in ps]))
    rows.append((str(_("supply")), [str(_("{legions} / {capacity} legions", capacity=p["supply"]["capacity"],
                                          legions="?" if p["supply"]["legions"] is None else p["supply"]["legions"]))
                                    for p in ps]))
    rows.append((str(_("goods")), [", ".join(f"{str(_(s.good_label[g])).lower()} {n}" for g, n in p["goods"].items())
                                   or "-" for p in ps]))
    for label, values in rows:
        table.add_row(label, *values)
    return table


def render(view: dict[str, Any]) -> Group:
    b = view["board"]
    s = load()
    head = Text()
    head.append(str(_("Turn {turn}", turn=b["turn"])), style="bold")
    head.append("  " + str(_("first: {seat}", seat=_name(b["first"]))))
    stage = STAGE_TEXT.get(b["stage"], STAGE_TEXT["end"])
    head.append("  " + str(_("stage: {stage}", stage=_(stage))))
    action = ACTION_NAMES.get(b.get("action") or "")
    if action:
        head.append("  " + str(_("{seat} is carrying out: {action}", seat=_name(b["actor"]), action=_(action))))
    if b.get("armistice"):
        head.append("  " + str(_("armistice until turn {turn}", turn=b["armistice"]["until"])), style="bold green")
    chosen = b["cycle"]["chosen"]
    if chosen:
        # in words, as the web page has them: "Sparta: Attack, Athens: Move"
        done = [str(_("{seat}: {action}", seat=_name(who), action=action_name(a))) for who, a in chosen]
        head.append("\n" + str(_("actions this cycle: {actions}", actions=", ".join(done))))
    g = b.get("group")
    if g:
        value = "?" if g["value"] is None else g["value"]
        arm = _("legions") if g["arm"] == "land" else _("ships")
        head.append("\n" + str(_("in motion: {seat} {arm} ({value}) at {hex}, {mp} MP left (from {start})",
                                 seat=_name(g["owner"]), arm=arm, value=value, hex=s.name(s.index[g["hex"]]),
                                 mp=g["mp"], start=s.name(s.index[g["start"]]))))
    if b.get("setup"):
        su = b["setup"]
        head.append("\n" + str(_("set-up: {seat} has {posts} posts, {legions} legions, {ships} ships to place",
                                 seat=_name(su["seat"]), posts=su["posts"], legions=su["legions"], ships=su["ships"])))
    hexes = Table(show_header=True, header_style="bold", box=None, pad_edge=False, caption_justify="left",
                  caption=str(_("L legions, S ships, with their number (New Armies: the block's value, ? if unseen); "
                                "+N legions aboard; a dot: its move is over for this action (9.1). TP trading post "
                                "(x2: two), Fort fortress, Mon monument.")))
    for col in (_("place"), _("good"), _("region"), _("units"), _("post / fort / monument"), _("neutral"), ""):
        hexes.add_column(str(col))
    for hid, h in b["hexes"].items():
        i = s.index[hid]
        site = str(s.name(i))
        good = str(_(s.good_label[s.good[i]])).lower() if s.good[i] else ""
        region = str(_(s.region_names[s.region[i]])) if s.region[i] >= 0 else str(_("sea"))
        things = []
        if h.get("post"):
            owner, n = h["post"]
            things.append(Text(str(_("TP")) + ("x2" if n > 1 else ""), style=STYLE[owner]))
        if h.get("fortress"):
            things.append(Text(str(_("Fort")), style=STYLE[h["fortress"]]))
        if h.get("monument"):
            things.append(Text(str(_("Mon")), style=STYLE[h["monument"]]))
        built = Text(" ").join(things) if things else Text("")
        neutral = []
        if h.get("neutral_legions"):
            n = h["neutral_legions"]
            neutral.append(str(ngettext("{n} legion", "{n} legions", n, n=n)))
        if h.get("neutral_fortress"):
            neutral.append(str(_("Syracuse fortress") if h["neutral_fortress"] == "Syracuse" else
                               _("independent fortress")))
        marks = [str(_("contested"))] if h.get("contested") else []
        marks += [str(_("leader:{seat}", seat=_name(x))) for x in h.get("leaders", [])]
        hexes.add_row(site, good, region, _units(h.get("units", [])), built, ", ".join(neutral),
                      Text(" ".join(marks), style="bold red"))
    parts: list[Any] = [head, Panel(_player_table(b), title=str(_("players")), border_style="dim"),
                        Panel(hexes, title=str(_("the map (hexes with pieces)")), border_style="dim")]
    if b.get("last_combat"):
        c = b["last_combat"]
        parts.append(Text(str(_("last combat at {hex}: {attacker} {attack} CV vs {defender} {defence} CV; losses "
                                "{attacker_lost} / {defender_lost}", hex=s.name(s.index[c["hex"]]),
                                attacker=_name(c["attacker"]),
                                attack=c["attack_cv"], defender=_name(c["defender"]), defence=c["defence_cv"],
                                attacker_lost=c["attacker_lost"], defender_lost=c["defender_lost"])), style="dim"))
    if b.get("done"):
        kind = b["done"]["kind"]
        winners = [_name(w) for w in b["done"]["winners"]]
        parts.append(Text(str(_("Game over: {winners} ({kind})", winners=", ".join(winners) or str(_("draw")),
                                kind=_(kind))), style="bold magenta"))  # a result's kind is a message id
    return Group(*parts)
