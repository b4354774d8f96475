"""Terminal rendering of a Polis view, and sentences for actions (rulebook terms)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.console import Group
from rich.table import Table
from rich.text import Text

from kleos.engine import Action
from kleos.i18n import N_, Message, translator
from kleos.i18n import render as render_text
from kleos.polis.data import GOODS, load_data
from kleos.polis.text import (
    amount,
    card_label,
    good_label,
    market_label,
    polis_label,
    project_label,
    region_label,
)

if TYPE_CHECKING:
    from kleos.polis.state import PolisState

_, ngettext = translator("polis")

TITLES = {
    "hoplites": N_("1. Create hoplites"), "galleys": N_("2. Create galleys"), "merchants": N_("3. Create merchants"),
    "project": N_("4. Start a project"), "move_hoplites": N_("5. Move hoplites (-1 prestige)"),
    "move_galleys": N_("6. Move galleys (-1 prestige)"), "siege": N_("7. Besiege a polis (-1 prestige)"),
    "collect": N_("8. Collect (-1 prestige, free at home)"), "trade": N_("9. Trade"),
    "proxenos": N_("10. Move the proxenos"), "free_proxenos": N_("11. Free the proxenos (2 silver)"),
    "civil_war": N_("12. Stir up a civil war"),
}


def describe_action(s: PolisState, a: Action) -> Message | str:
    d = s.data
    k = a.kind
    x = a.args[0] if a.args else None

    def reg() -> Message:
        return region_label(d, d.region_index[str(x)])

    def pol(ident: object = None) -> Message:
        return polis_label(d, d.polis_index[str(x if ident is None else ident)])

    if k == "act":
        return _(TITLES[str(x)])
    if k == "pass":
        return _("Pass: take no more actions this round")
    if k == "fee":
        return _("Pay {goods} to act alone", goods=amount(1, str(x)))
    if k == "polis":
        if s.act == "siege":
            return _("Besiege {polis} (fortification {fortification})", polis=pol(),
                     fortification=d.base[d.polis_index[str(x)]])
        if s.act == "proxenos":
            return _("Send the proxenos to {polis}", polis=pol())
        return _("In {polis}", polis=pol())
    if k == "sea":
        return _("Launch into {sea}", sea=reg())
    if k == "pay":
        return _pay_label(s.act or "", str(x))
    if k == "start":
        return _("Start {project} in {polis}", project=project_label(d, str(x)), polis=pol(a.args[1]))
    if k == "silver":
        todo = s.ctx.get("todo")
        good = good_label(todo[len(s.ctx.get("subs", []))]) if todo else _("good")
        return _("Pay {n} of the {good} with silver", n=x, good=good)
    if k == "to":
        if s.stage == "bt_order":
            return _("Fight the battle in {region} first", region=reg())
        return _("Destination: {region}", region=reg())
    if k == "land":
        return _("Move a hoplite from {region} by land", region=reg())
    if k == "bysea":
        return _("Move a hoplite from {region} by sea", region=reg())
    if k == "sail":
        return _("Move a galley from {region}", region=reg())
    if k == "done":
        return _("Done")
    if k == "at":
        return _("Collect in {region}", region=reg())
    if k == "collect":
        return _("One hoplite on the {row} row", row=good_label(str(x)))
    if k == "cargo":
        m, slot = str(x).rsplit("_", 1)
        c = d.cargoes[d.cargo_index[(m, int(slot))]]
        return _("Trade with {market}: {demand} for {payout}", market=market_label(d, m),
                 demand=good_label(GOODS[c[3]]), payout=amount(c[2], GOODS[c[4]]))
    if k == "paywith":
        return _("Pay by barter") if x == "barter" else _("Pay with silver")
    if k == "route":
        return _("Go by land") if x == "land" else _("Go by sea")
    if k == "retreat":
        return _("Retreat (pay 1 prestige to the opponent)")
    if k == "fight":
        return _("Fight on")
    if k == "play":
        return _("Play {card} ({id})", card=card_label(d, str(x), bool(s.bt.get("sea"))), id=str(x))
    if k == "release":
        return _("Return {polis} to neutrality", polis=pol())
    if k == "grow":
        return _("Grow {polis} (1 wheat)", polis=pol())
    if k == "amount":
        if s.stage in ("eor_phoros", "ev_treasury"):
            return _("{prestige} to silver", prestige=amount(int(str(x)), "prestige"))
        return amount(int(str(x)), "prestige")
    if k == "remove":
        return _("Remove a unit from {region}", region=reg())
    if k == "send":
        return _("Send a unit from {region}", region=reg())
    if k == "place":
        return _("Place a returning hoplite in {region}", region=reg())
    if k == "betray":
        return _("Take {polis}", polis=pol())
    if k == "commanders":
        return _("Double the battle's prestige") if x == "double" else _("Keep it for later")
    return a.text


def _pay_label(act: str, how: str) -> Message:
    """One unit of a create action and its price (p.5-6; Mercenaries event: 2 silver)."""
    if how == "mercenary":
        if act == "hoplites":
            return _("Create a hoplite for 2 silver (Mercenaries)")
        if act == "galleys":
            return _("Create a galley for 2 silver (Mercenaries)")
        return _("Create a unit for 2 silver (Mercenaries)")
    price = amount(1, how)
    if act == "hoplites":
        return _("Create a hoplite for {price}", price=price)
    if act == "galleys":
        return _("Create a galley for {price}", price=price)
    if act == "merchants":
        return _("Create a merchant for {price}", price=price)
    return _("Create a unit for {price}", price=price)


def render(view: dict[str, Any]) -> Group:
    """The board for the terminal, in the CLI's language (``str(message)``)."""
    d = load_data()
    b = view["board"]
    seat_ids = view["seats"]
    seats = dict(zip(seat_ids, view.get("seat_labels") or seat_ids, strict=True))
    mover = view.get("to_move")
    who = seats.get(mover) or (_("chance") if mover == "chance" else "-")
    head = Text(str(_("Polis — round {round} (capacity {capacity}) — to move: {seat}", round=b["round"],
                      capacity=b["capacity"], seat=who)), style="bold")
    # a row a thing, a column a seat: eleven columns of numbers would not fit a terminal's 80 characters
    side = Table(title=str(_("Players")))
    side.add_column("")
    for seat in seat_ids:
        side.add_column(seats[seat])
    side.add_row(str(good_label("prestige")), *(str(b["prestige"][i]) for i in range(len(seat_ids))))
    for g in GOODS:
        side.add_row(str(good_label(g)), *(str(b["goods"][i][g]) for i in range(len(seat_ids))))
    side.add_row(str(_("merchants")), *(str(b["merchants_in_port"][i]) for i in range(len(seat_ids))))
    side.add_row(str(_("proxenos")), *(str(polis_label(d, d.polis_index[b["proxenos"][i]]) if b["proxenos"][i]
                                           else _("hostage")) for i in range(len(seat_ids))))
    side.add_row(str(_("score")), *(str(b["scores"][i]) for i in range(len(seat_ids))))
    regions = Table(title=str(_("Regions (units of each side)")))
    for h in (_("region"), seats[seat_ids[0]], seats[seat_ids[1]], _("control"), _("collected")):
        regions.add_column(str(h))
    for k, r in enumerate(d.regions):
        s_, a_ = b["units"][r]
        ctrl = seats[seat_ids[0]] if s_ > a_ else seats[seat_ids[1]] if a_ > s_ else ""
        taken = b["collected"].get(r)
        regions.add_row(str(region_label(d, k)), str(s_), str(a_), ctrl,
                        str(_("event")) if taken == "event" else seats.get(taken, ""))
    poleis = Table(title=str(_("Poleis")))
    for h in (_("polis"), _("owner"), _("pop"), _("project"), _("completed")):
        poleis.add_column(str(h))
    for k, p in enumerate(d.polis_list):
        q = b["poleis"][p.id]
        poleis.add_row(str(polis_label(d, k)), seats.get(q["owner"]) or str(_("neutral")), str(q["population"]),
                       str(project_label(d, q["project"])) if q["project"] else "",
                       render_text([project_label(d, x) for x in q["completed"]]))
    columns = [_("{good} {column}", good=good_label(g), column=c) for g, c in b["markers"].items()]
    cargoes = []
    for key, c in b["cargoes"].items():
        market, _sep, slot = key.rpartition("_")
        values = {"cargo": _("{market} {n}", market=market_label(d, market), n=slot),
                  "demand": good_label(c["demand"]), "value": c["value"],
                  "payout": good_label(c["payout"])}
        if c["merchant"]:
            values["seat"] = seats.get(c["merchant"], c["merchant"])
            cargoes.append(_("{cargo} {demand}->{value} {payout} [{seat}]", **values) if c["available"]
                           else _("{cargo} {demand}->{value} {payout} [{seat}] (closed)", **values))
        else:
            cargoes.append(_("{cargo} {demand}->{value} {payout}", **values) if c["available"]
                           else _("{cargo} {demand}->{value} {payout} (closed)", **values))
    market = Text(str(_("Market columns: {columns}", columns=columns)) + "\n"
                  + str(_("Cargoes: {cargoes}", cargoes="; ".join(str(c) for c in cargoes) or "-")))
    event = next((e.title for e in d.events.values() if e.id == b["event"]), None)
    modifiers = [_modifier(k, v, seats, seat_ids) for k, v in (b["modifiers"] or {}).items()]
    extra = Text(str(_("Projects on display: {projects}", projects=[project_label(d, x) for x in b["display"]]
                       or _("none"))) + "\n"
                 + str(_("Event: {event}  modifiers: {modifiers}", event=_(event) if event else _("none"),
                         modifiers=modifiers or _("none"))))
    parts: list[Any] = [head, side, regions, poleis, market, extra]
    if b["battle"]:
        bt = b["battle"]
        naval = bool(bt["naval"])

        def names(cards: list[str] | None) -> str:
            return render_text([_("{id} {card}", id=c, card=card_label(d, c, naval)) for c in cards or []]) or "-"

        parts.append(Text(str(_("Battle in {region} ({kind}): attacker {seat}; cards in hand {sparta} {s}, {athens} "
                                "{a}; deck {deck}", region=region_label(d, d.region_index[bt["region"]]),
                                kind=_("naval") if naval else _("land"), seat=seats.get(bt["attacker"], "-"),
                                sparta=seats[seat_ids[0]], s=bt["hand_counts"][0], athens=seats[seat_ids[1]],
                                a=bt["hand_counts"][1], deck=bt["deck_count"])) + "\n"
                          + str(_("Your hand: {cards}", cards=names(bt["hand"]))) + "\n"
                          + str(_("Attack: {cards}", cards=names(bt["attack"]))) + "\n"
                          + str(_("Defence: {cards}", cards=names(bt["defence"])))))
    if view.get("result"):
        parts.append(Text(view["result"]["text"], style="bold green"))
    return Group(*parts)


#: the round modifiers of the events (data/events.yaml ``modifier`` names: their words come from the data)
_FLAGS = ("pericles", "free_trade", "great_commanders", "mercenary_levy", "pacifism", "slaves", "superstition")


def _modifier(name: str, value: Any, seats: dict[str, str], seat_ids: list[str]) -> Message:
    """A round modifier for people: its name, with its value where it has one (a first player, a bound)."""
    if name == "first":
        return _("first player: {seat}", seat=seats[seat_ids[int(value)]])
    if name in _FLAGS:
        return _(name)
    return _("{modifier} {value}", modifier=_(name), value=value)
