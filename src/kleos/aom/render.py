"""Age of Mythology: the terminal rendering of a view (``kleos play``), built only from the view dict.

A status line (turn, round of card play, stage, the card being played), the bank, the victory cards and their
cubes, the tiles face up, then one panel per player: culture, age, victory cubes, resource cubes, the hand (the
seat's own cards by name; another seat's as a count, with only its permanent cards named, since those are
taken face up), the production area (each tile and who works it), the holding area (villagers and units) and
the city area (buildings); then the battle in progress as far as the seat may see it. The log is drawn by the
CLI.

Every text is a message of the game's catalogue, rendered with ``str()`` in the CLI's language; names of
things come from the data (``kleos.aom.data``), ids from the view.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from kleos.aom import end
from kleos.aom.data import load
from kleos.aom.static import RESOURCES
from kleos.i18n import N_, translator

_, ngettext = translator("aom")

#: what each stage awaits (message ids)
STAGE_TEXT = {
    "culture": N_("drawing the cultures (VI)"), "first": N_("rolling for the first player (VI)"),
    "draft_reveal": N_("revealing the set-up tiles (VI)"), "draft": N_("choosing the set-up tiles (VI)"),
    "vp": N_("placing victory cubes (VII)"), "hand": N_("choosing permanent cards (VII)"),
    "hands_chosen": N_("the hands are chosen (VII)"), "deal": N_("drawing random cards (VII)"),
    "play": N_("playing a card (VII)"),
    "god": N_("deciding on the god power (V)"),
    "god_action": N_("deciding on the card's action after the god power (V)"),
    "explore_reveal": N_("revealing the explored tiles (VIII)"),
    "explore": N_("choosing explored tiles (VIII Explore)"), "gather_mode": N_("calling a gather (VIII Gather)"),
    "gather_move": N_("moving villagers (VIII Gather)"), "build": N_("building (VIII Build)"),
    "discount": N_("choosing the Quarry's discount (V)"), "recruit": N_("recruiting (VIII Recruit)"),
    "trade_fee": N_("paying the trade fee (VIII Trade)"), "trade": N_("trading with the bank (VIII Trade)"),
    "attack_target": N_("choosing whom to attack (VIII Attack)"),
    "attack_area": N_("choosing the area to attack (VIII Attack)"), "battle": N_("a battle (IX)"),
    "spoils": N_("taking the spoils of a battle (VIII Attack)"), "discard": N_("discarding (VII)"),
    "power_target": N_("the god power: choosing a player (V)"),
    "power_take": N_("the god power: taking cubes (V)"), "power_steal": N_("the god power: stealing cubes (V)"),
    "power_unit": N_("the god power: choosing a unit (V)"), "power_tile": N_("the god power: choosing a tile (V)"),
    "power_building": N_("the god power: choosing a building (V)"),
    "lose_villager": N_("removing a villager with a destroyed House (V)"),
    "end": N_("the end of the game (X)"),
}
#: the stages outside the rounds of card play (VII), where no round number is shown
OUTSIDE_ROUNDS = frozenset({"culture", "first", "draft_reveal", "draft", "vp", "hand", "hands_chosen", "deal",
                            "discard", "end"})
#: the battle's phases (IX; message ids)
PHASE_TEXT = {
    "commit": N_("committing units in secret"), "reveal_forces": N_("revealing the forces"),
    "card": N_("choosing a unit to fight"), "reveal_cards": N_("revealing the units"),
    "declare": N_("declaring special abilities"), "reveal_declare": N_("revealing the declarations"),
    "roll": N_("rolling the dice"), "over": N_("over"),
}
#: the special abilities a fighting unit may declare (IX; message ids)
DECLARED = {"throw": N_("to throw"), "berserk": N_("to go berserk")}
COLOURS = ("red", "blue", "green", "magenta", "cyan", "yellow", "bright_red", "bright_blue")
CUBE_STYLE = {"food": "green", "wood": "dark_orange3", "gold": "yellow", "favor": "blue"}


def _seat(view: dict[str, Any], p: int) -> str:
    return str((view.get("seat_labels") or view["seats"])[p])


def _cubes(cubes: dict[str, int]) -> Text:
    d = load()
    out = Text()
    for r in RESOURCES:
        if r in cubes:
            if out:
                out.append("  ")
            out.append(f"{d.resource_name(r)!s} {cubes[r]}", style=CUBE_STYLE[r])
    return out


def _names() -> SimpleNamespace:
    """What ``kleos.aom.end``'s naming functions read of a state: only its static facts, the same for every game."""
    from kleos.aom.game import static

    return SimpleNamespace(static=static())


def _tile(kind: str) -> str:
    return str(end.tile_name(_names(), kind))  # type: ignore[arg-type]


def card_name(card: str) -> str:
    """A card by its id: a permanent card by its action, a random card by its action, value and god."""
    return str(end.card_name(_names(), card))  # type: ignore[arg-type]


def _counts(items: dict[str, int], name: Any) -> str:
    return ", ".join(f"{name(k)} ×{n}" if n > 1 else str(name(k)) for k, n in items.items() if n) or "-"


def _player(view: dict[str, Any], p: int, pl: dict[str, Any]) -> Panel:
    d = load()
    b = view["board"]
    rows = Table(show_header=False, box=None, pad_edge=False)
    rows.add_column(style="bold")
    rows.add_column()
    rows.add_row(str(_("culture / age")), f"{str(d.culture_name(pl['culture'])) if pl['culture'] else '-'} / "
                 f"{d.age_name(pl['age'])!s}")
    rows.add_row(str(_("victory cubes")), str(pl["victory"]))
    rows.add_row(str(_("resources")), _cubes(pl["resources"]))
    if view.get("seat") == p:
        hand = ", ".join([*(card_name(c) for c in pl["hand"]), *(card_name(f"perm_{a}") for a in pl["chosen"])])
        if pl["random_to_draw"]:
            hand += (", " if hand else "") + str(ngettext("{n} random card to draw", "{n} random cards to draw",
                                                          pl["random_to_draw"], n=pl["random_to_draw"]))
        hand = hand or "-"
    else:  # VII: a hand is secret; its size is not
        hand = str(ngettext("{n} card", "{n} cards", pl["hand_size"], n=pl["hand_size"]))
    rows.add_row(str(_("hand")), hand)
    production = []
    for kind, n in pl["tiles"].items():
        text = f"{_tile(kind)}" + (f" ×{n}" if n > 1 else "")
        workers = pl["workers"].get(kind, 0)
        dwarves = pl["dwarves"].get(kind, 0)
        if workers:
            text += " " + str(ngettext("+{n} villager", "+{n} villagers", workers, n=workers))
        if dwarves:
            text += " " + str(ngettext("+{n} Dwarf", "+{n} Dwarves", dwarves, n=dwarves))
        production.append(text)
    rows.add_row(str(_("production")), "; ".join(production) or "-")
    holding = [str(ngettext("{n} villager", "{n} villagers", pl["villagers"], n=pl["villagers"]))]
    holding += [f"{d.unit_name(u)!s} ×{n}" for u, n in pl["units"].items() if n]
    rows.add_row(str(_("holding")), ", ".join(holding))
    rows.add_row(str(_("city")), _counts(pl["buildings"], d.building_name))
    title = _seat(view, p)
    if p == b.get("first"):
        title = str(_("{seat} (starting player)", seat=title))
    if view.get("seat") == p:
        title = str(_("{seat} — you", seat=title))
    return Panel(rows, title=title, border_style=COLOURS[p % len(COLOURS)], title_align="left")


def _battle(view: dict[str, Any], bt: dict[str, Any]) -> Panel:
    d = load()
    table = Table(show_header=True, header_style="bold", box=None, pad_edge=False)
    table.add_column("")
    for label, side in ((_("attacker"), bt["sides"][0]), (_("defender"), bt["sides"][1])):
        table.add_column(f"{label!s}: {_seat(view, side['seat'])}")
    hidden = str(_("hidden"))

    def units(x: dict[str, int] | None) -> str:
        return hidden if x is None else _counts(x, d.unit_name)

    sides = bt["sides"]
    table.add_row(str(_("up to")), *[str(s["cap"]) if s["cap"] is not None else "-" for s in sides])
    table.add_row(str(_("committed")), *[units(s["forces"] if s["forces"] is not None else s["committed"])
                                         for s in sides])
    table.add_row(str(_("fighting")), *[str(d.unit_name(s["card"][0])) if s["card"] else
                                        (hidden if s["card"] is None and bt["phase"] in ("card", "reveal_cards")
                                         else "-") for s in sides])
    if any(s["declared"] for s in sides):
        table.add_row(str(_("declared")), *[str(_(DECLARED[s["declared"]])) if s["declared"] in DECLARED else "-"
                                            for s in sides])
    table.add_row(str(_("lost")), *[units(s["lost"]) for s in sides])
    if bt.get("dice"):
        table.add_row(str(_("dice")), *[str(n) for n in bt["dice"]])
    area, phase = _AREA[bt["area"]], PHASE_TEXT.get(bt["phase"], bt["phase"])
    head = str(_("Battle for the {area} area — {phase}", area=_(area), phase=_(phase)))
    parts: list[Any] = [table]
    if bt.get("fort"):
        parts.append(Text(str(_("The defender's fortification: +{n} dice (V Wall, Tower)", n=bt["fort"]))))
    last = bt.get("last")
    if last:
        winner = "attacker" if last["winner"] == "attacker" else "defender"  # message ids
        parts.append(Text(str(_("last encounter: {a} ({n} dice) against {b} ({m} dice); the {winner} won",
                                a=d.unit_name(last["units"][0]), n=last["dice"][0], b=d.unit_name(last["units"][1]),
                                m=last["dice"][1], winner=_(winner))), style="dim"))
    return Panel(Group(*parts), title=head, border_style="red")


_AREA = {"city": N_("city"), "production": N_("production"), "holding": N_("holding")}


def _trade(card: dict[str, Any]) -> str:
    """VIII Trade in progress: the fee left, the colour given (DEC-9), or the colours given and received so far
    in 1:1 swaps (the option ``trade_single_give_colour`` off)."""
    out = ""
    if card.get("fee"):
        out += "  " + str(_("trade fee left: {n}", n=card["fee"]))
    if card.get("give"):
        out += "  " + str(_("giving {resource} (one colour per Trade)", resource=end.resource_name(card["give"])))
    if card.get("given"):
        names = ", ".join(str(end.resource_name(r)) for r in card["given"])
        got = ", ".join(str(end.resource_name(r)) for r in card.get("got", []))
        out += "  " + str(_("swapped {given} for {got}", given=names, got=got))
    return out


def render(view: dict[str, Any]) -> Group:
    b = view["board"]
    head = Text()
    head.append(str(_("Turn {turn}", turn=b["turn"])), style="bold")
    if b.get("round") and b["stage"] not in OUTSIDE_ROUNDS:  # the rounds of card play only (VII)
        head.append("  " + (str(_("extra card after the third round")) if b["round"] > 3
                            else str(_("round {round}", round=b["round"]))))
    stage = STAGE_TEXT.get(b["stage"], b["stage"])
    head.append("  " + str(_("stage: {stage}", stage=_(stage))))
    if b.get("final_turn"):
        head.append("  " + str(_("final turn")), style="bold red")
    card = b.get("card") or {}
    if card.get("card"):
        head.append("\n" + str(_("{seat} is playing {card}", seat=_seat(view, card["player"]),
                                  card=card_name(card["card"]))))
        if b["stage"] in ("trade_fee", "trade"):
            head.append(_trade(card))
    head.append("\n" + str(_("bank: {cubes}", cubes=_cubes(b["bank"]).plain)))
    head.append("  " + str(_("victory cubes in the bank: {n}", n=b["victory_bank"])))
    head.append("  " + str(_("tiles in the pool: {n}", n=b["pool"])))
    vp = ", ".join(f"{end.victory_card_name(c)} {n}" for c, n in b["victory_cards"].items())
    head.append("\n" + str(_("victory cards: {cards}", cards=vp)))
    if b.get("revealed"):
        head.append("\n" + str(_("tiles face up: {tiles}", tiles=", ".join(_tile(k) for k in b["revealed"]))),
                    style="bold")
    if b.get("last_battle"):
        lb = b["last_battle"]
        area = _AREA[lb["area"]]
        head.append("\n" + str(_("last battle: {winner} won ({attacker} attacked {defender}'s {area} area)",
                                  winner=_seat(view, lb["winner"]), attacker=_seat(view, lb["attacker"]),
                                  defender=_seat(view, lb["defender"]), area=_(area))), style="dim")
    parts: list[Any] = [head]
    order = b.get("order") or list(range(len(b["players"])))
    parts += [_player(view, p, b["players"][p]) for p in order]
    if b.get("battle"):
        parts.append(_battle(view, b["battle"]))
    return Group(*parts)
