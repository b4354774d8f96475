"""Terminal rendering shared by every game: the game's own board renderer, then status, log and choices.

Everything here reads view dicts only (what one seat may know), never a state.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.pretty import Pretty
from rich.table import Table
from rich.text import Text

from kleos.engine import Game
from kleos.i18n import translator

_, ngettext = translator("kleos")


def board_renderer(game: Game) -> Callable[[dict[str, Any]], RenderableType]:
    """The game's terminal renderer (``Game.terminal_renderer``), or a generic one."""
    if game.terminal_renderer:
        module, _sep, func = game.terminal_renderer.partition(":")
        return getattr(importlib.import_module(module), func)
    return lambda view: Panel(Pretty(view["board"], expand_all=False), title=view["title"])


def status_line(view: dict[str, Any]) -> Text:
    """The game, who decides now and who the reader plays (the turn and phase are on the game's own board)."""
    text = Text()
    text.append(f"{view['title']}", style="bold")
    text.append("  ")
    labels = view.get("seat_labels") or view["seats"]
    player = view["current_player"]
    if view["terminal"]:
        result = view["result"] or {}
        text.append(str(_("Game over: {result}", result=result.get("text", ""))), style="bold magenta")
    elif player >= 0 and player == view["seat"]:
        text.append(str(_("your decision")), style="bold green")
    elif player >= 0:
        text.append(str(_("to decide: {seat}", seat=labels[player])), style="bold cyan")
    else:
        text.append(str(_("to decide: chance")), style="bold cyan")
    if view["seat"] is not None:
        text.append("  ")
        text.append(str(_("(you play {seat})", seat=labels[view["seat"]])), style="dim")
    return text


def log_panel(view: dict[str, Any], since: int = 0, limit: int = 12) -> RenderableType | None:
    """The log lines of the steps from ``since`` on (the last ``limit``), each with its rule, as on the web page."""
    lines = [e for e in view["log"] if e["step"] >= since][-limit:]
    if not lines:
        return None
    body = Text()
    for i, entry in enumerate(lines):
        if i:
            body.append("\n")
        body.append("• ", style="dim")
        body.append(entry["text"])
        if entry.get("rule"):
            body.append(f"  {entry['rule']}", style="dim")
    return Panel(body, title=str(_("log")), border_style="dim")


def choices_table(view: dict[str, Any], titles: dict[str, str] | None = None) -> Table:
    """The legal choices numbered, grouped by kind of action under each kind's title (``titles``)."""
    table = Table(show_header=False, box=None, pad_edge=False)
    table.add_column("#", justify="right", style="bold yellow")
    table.add_column(str(_("choice")))
    last_kind = None
    for number, action in enumerate(view["legal_actions"], start=1):
        if action["kind"] != last_kind:
            if last_kind is not None:
                table.add_section()
            if titles and titles.get(action["kind"]):
                table.add_row("", Text(titles[action["kind"]], style="bold"))
        last_kind = action["kind"]
        table.add_row(str(number), action["label"])
    return table


def full_view(game: Game, view: dict[str, Any], log_since: int = 0) -> RenderableType:
    parts: list[RenderableType] = [board_renderer(game)(view), status_line(view)]
    log = log_panel(view, log_since)
    if log is not None:
        parts.append(log)
    return Group(*parts)
