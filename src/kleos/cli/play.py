"""``kleos play``: a game in the terminal, people at the keyboard and bots in the other seats."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from rich.console import Console
from rich.prompt import Prompt

from kleos.bots import make_bot
from kleos.cli.render import choices_table, full_view, log_panel
from kleos.cli.savefile import save_state
from kleos.engine import IllegalAction, State
from kleos.engine.undo import before_last, undo_refusal
from kleos.i18n import translator

_, ngettext = translator("kleos")

HELP = _(
    "Type a choice's number. Commands: [bold]board[/] redraw the board, [bold]log[/] the whole log, "
    "[bold]save[/] [FILE] save the game, [bold]json[/] your view as JSON, [bold]undo[/] take back your last "
    "choice, [bold]resign[/] give up the game, [bold]help[/] this help, [bold]quit[/] stop."
)

#: the commands, by what they do: the words of every language are accepted whatever the language shown
#: (the English ones always), so that a player typing the words they know is understood
COMMANDS: dict[str, tuple[str, ...]] = {
    "quit": ("quit", "exit", "q", "quitter", "sortir"),
    "help": ("help", "?", "aide"),
    "board": ("board", "plateau"),
    "log": ("log", "journal"),
    "json": ("json",),
    "save": ("save", "sauver", "enregistrer"),
    "resign": ("resign", "abandonner"),
    "undo": ("undo", "annuler"),
}
#: what each command is called in the reader's language (a message: "board" is "plateau" in French)
COMMAND_WORDS = {"quit": _("quit"), "help": _("help"), "board": _("board"), "log": _("log"), "save": _("save"),
                 "resign": _("resign"), "undo": _("undo")}


def command_of(word: str) -> str | None:
    """The command a typed word names (in any language, any case), or ``None``."""
    low = word.strip().lower()
    for command, words in COMMANDS.items():
        if low in words or low == str(COMMAND_WORDS.get(command, "")).lower():
            return command
    return None


class Quit(Exception):
    """The player asked to stop."""


class Undo(Exception):
    """The player to decide takes back their last decision (the rules of docs/server.md, Undo, checked)."""


class Resigned(Exception):
    """The player to decide resigned."""

    def __init__(self, seat: int) -> None:
        super().__init__(seat)
        self.seat = seat


def play_loop(console: Console, state: State, humans: set[int], bots: dict[int, str], seed: int,
              save: Path | None, ask: Callable[[str], str] | None = None) -> State:
    """Play until the end or until a person quits; saves after every step when ``save`` is set."""
    game = state.game
    players = {seat: make_bot(name, game, seed + 7919 * (seat + 1)) for seat, name in bots.items()}
    ask = ask or (lambda prompt: Prompt.ask(prompt, console=console))
    shown: dict[int, int] = dict.fromkeys(humans, 0)  # per human seat: the first log step not yet shown
    last_human: int | None = None
    try:
        while not state.is_terminal():
            if state.is_chance_node():
                state.step_chance()
            else:
                seat = state.current_player
                if seat in players:
                    state.apply(players[seat].act(state, seat))
                else:
                    if last_human is not None and last_human != seat and len(humans) > 1:
                        console.clear()
                        ask(str(_("Hand over to {seat} and press Enter", seat=state.seat_label(seat))))
                    last_human = seat
                    try:
                        _human_turn(console, state, seat, shown, save, ask)
                    except Undo:
                        state = before_last(state)
                        shown[seat] = min(shown[seat], len(state.history))  # its log lines are gone with it
                        console.print(_("Your last choice is taken back."))
            if save is not None:
                save_state(state, save)
    except Resigned as resigned:
        others = [state.seat_label(s) for s in range(game.num_players) if s != resigned.seat]
        console.print(ngettext("{seat} resigned; {winners} wins.", "{seat} resigned; {winners} win.", len(others),
                               seat=state.seat_label(resigned.seat), winners=others))
        if save is not None:
            console.print(_("The game is saved in {file}.", file=str(save)))
        return state
    except (Quit, EOFError, KeyboardInterrupt):
        console.print(_("[dim]Stopped.[/] The game is saved in {file}.", file=str(save)) if save
                      else _("[dim]Stopped.[/]"))
        return state
    seat = next(iter(humans), None)
    view = state.view(seat) if seat is not None else state.public_view()
    console.print(full_view(game, view, log_since=min(shown.values(), default=0)))
    return state


def _human_turn(console: Console, state: State, seat: int, shown: dict[int, int], save: Path | None,
                ask: Callable[[str], str]) -> None:
    game = state.game
    view = state.view(seat)
    titles = {kind: game.kind_heading(kind) for kind in {a["kind"] for a in view["legal_actions"]}}
    console.print(full_view(game, view, log_since=shown.get(seat, 0)))
    shown[seat] = view["step"]
    console.print(choices_table(view, titles))
    while True:
        answer = ask(str(_("{seat}, your choice ({help}: the commands)", seat=state.seat_label(seat),
                            help=COMMAND_WORDS["help"]))).strip()
        word, _sep, rest = answer.partition(" ")
        command = command_of(word)
        if command == "quit":
            raise Quit
        if command == "help":
            console.print(HELP)
            continue
        if command == "resign":
            if ask(str(_("Resign the game? Type yes to confirm"))).strip().lower() in ("yes", "y", str(_("yes"))):
                raise Resigned(seat)
            continue
        if command == "undo":
            refusal = undo_refusal(state, seat)
            if refusal is None:
                raise Undo
            console.print(f"[red]{refusal}[/]")
            continue
        if command == "board":
            console.print(full_view(game, state.view(seat)))
            console.print(choices_table(view, titles))
            continue
        if command == "log":
            panel = log_panel(state.view(seat), 0, limit=10_000)
            if panel is not None:
                console.print(panel)
            continue
        if command == "json":
            console.print_json(json.dumps(state.view(seat), ensure_ascii=False))
            continue
        if command == "save":
            target = Path(rest.strip()) if rest.strip() else save
            if target is None:
                console.print(_("[red]Name a file: {save} FILE[/]", save=COMMAND_WORDS["save"]))
                continue
            save_state(state, target)
            console.print(_("Saved in {file}.", file=str(target)))
            continue
        legal = view["legal_actions"]
        try:
            if answer.isdigit() and 1 <= int(answer) <= len(legal):
                state.apply_for(seat, legal[int(answer) - 1]["id"])
            elif answer.isdigit():
                raise IllegalAction(_("there is no choice {answer}; choose 1..{last}", answer=answer,
                                      last=len(legal)))
            else:
                state.apply_for(seat, answer)
            return
        except IllegalAction as exc:
            console.print(f"[red]{exc}[/]")
