"""The ``kleos`` command: ``games``, ``play``, ``selfplay``, ``replay``, ``bench`` (+ ``serve``, ``arena``).

Bad input (unknown game or option, damaged save, illegal action) prints one sentence and exits
with status 2, never a traceback. Everything it prints is in the language of ``--lang`` or of the locale
(the help texts too: the language is known before the commands are declared).
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
import json
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any, NoReturn

import typer
from rich.console import Console
from rich.padding import Padding
from rich.progress import Progress
from rich.table import Table
from rich.text import Text as RichText

from kleos.bots import bot_names, make_bot
from kleos.engine import KleosError, game_class, game_names, games, load_game, parse_options
from kleos.engine.invariants import InvariantChecker
from kleos.engine.play import play_out
from kleos.i18n import LANGUAGES, Text, normalize, set_language, translator
from kleos.i18n.catalogs import from_environment

_, ngettext = translator("kleos")


def _language_of(argv: list[str]) -> str:
    """``--lang X`` / ``--lang=X`` on the command line, else the locale's language, else English."""
    for i, arg in enumerate(argv):
        value = argv[i + 1] if arg == "--lang" and i + 1 < len(argv) else arg.partition("=")[2]
        if arg == "--lang" or arg.startswith("--lang="):
            return normalize(value) or "en"
    return from_environment()


set_language(_language_of(sys.argv[1:]))

app = typer.Typer(
    help=str(_("Kleos: historical strategy board games with every rule enforced.")),
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    add_completion=False,
)
console = Console()
err = Console(stderr=True)


def _value_names_only() -> None:
    """``--help`` names a value by what it stands for (``GAME``, ``N``, ``FILE``, ``KEY=VALUE``) where a command
    gives it a name, never by a Python type tag (``<int>``, ``<bool>``, ``<list[str]>``)."""
    import typer.core

    typer.core.TyperOption.display_type_rich = lambda self, ctx: self.metavar  # type: ignore[method-assign]
    typer.core.TyperArgument.display_type_rich = lambda self, ctx: None  # type: ignore[method-assign]


_value_names_only()


def fail(message: Text) -> NoReturn:
    err.print(_("[bold red]error:[/] {message}", message=message), highlight=False, soft_wrap=True)
    raise typer.Exit(2)


@app.callback()
def main(lang: Annotated[str | None, typer.Option(
        "--lang", help=str(_("Language of everything printed: {languages} (default: the locale's).",
                             languages=", ".join(LANGUAGES))))] = None) -> None:
    if lang is not None:
        code = normalize(lang)
        if code is None:
            fail(_("unknown language {lang!r}; Kleos speaks {languages}", lang=lang, languages=list(LANGUAGES)))
        set_language(code)


def command(name: str | None = None,
            help: str | None = None) -> Callable[[Callable[..., None]], Callable[..., None]]:
    """Register a command whose ``KleosError`` (bad game, option, save, action) becomes one sentence."""

    def register(func: Callable[..., None]) -> Callable[..., None]:
        @functools.wraps(func)
        def wrapper(*args: Any, **kwargs: Any) -> None:
            try:
                func(*args, **kwargs)
            except KleosError as exc:
                fail(exc.message)

        app.command(name, help=help)(wrapper)
        return func

    return register


GameArg = Annotated[str, typer.Argument(metavar="GAME", help=str(_("The game: see 'kleos games'.")))]
OptionOpt = Annotated[list[str] | None, typer.Option("--option", "-o", metavar="NAME=VALUE",
                                                     help=str(_("A game option, name=value (repeat).")))]
SeedOpt = Annotated[int, typer.Option(metavar="N", help=str(_("Seed of every chance outcome (and of the bots).")))]


@command("games", help=str(_("The games, their player counts and options.")))
def games_cmd() -> None:
    """The games, their player counts and options: one block per game, each option's name on a line of its own
    (never cut, whatever the width of the terminal), then what it means and the values it takes."""
    console.print(RichText(str(_("Kleos games")), style="bold"))
    for cls in games():
        players = f"{cls.min_players}" if cls.min_players == cls.max_players else f"{cls.min_players}-{cls.max_players}"
        seats = ", ".join(str(cls.seat_label(s)) for s in range(len(cls.seat_names)))
        console.print()
        console.print(RichText.assemble((cls.name, "bold cyan"), "  ", (str(cls.title_label()), "bold")))
        who = _("{players} players: {seats}", players=players, seats=seats)
        console.print(Padding(RichText(str(who)), (0, 0, 0, 2)))
        options = cls.option_schema()
        if not options:
            continue
        console.print(RichText("  " + str(_("options (kleos play {game} -o NAME=VALUE):", game=cls.name)), style="dim"))
        for o in options:
            default = o["default"]
            shown = str(default).lower() if isinstance(default, bool) else str(default)
            console.print(RichText.assemble("    ", (f"{o['name']}={shown}", "bold"), no_wrap=True, overflow="ignore"))
            about = o["label"] if o["label"] != o["name"] else ""
            if o["help"]:
                about = f"{about}: {o['help']}" if about else o["help"]
            if o["group"] == "research":
                about = str(_("for research: {description}", description=o["description"]))
            if about:
                console.print(Padding(RichText(about), (0, 0, 0, 6)))
            if o["values"]:
                for v in o["values"]:
                    value = str(v["value"]).lower() if isinstance(v["value"], bool) else str(v["value"])
                    words = "" if v["label"] == value else f"  {v['label']}"
                    console.print(Padding(RichText.assemble((value, "cyan"), words), (0, 0, 0, 8)))


@command(help=str(_("Play in the terminal against bots or a friend at the same screen.")))
def play(
    game: GameArg,
    seat: Annotated[int, typer.Option(metavar="N", help=str(_("Your seat (0 = the first seat listed by 'kleos "
                                                               "games').")))] = 0,
    vs: Annotated[str, typer.Option(metavar="BOT", help=str(_("Other seats: a bot name, or 'human' (same "
                                                             "screen).")))] = "random",
    seed: SeedOpt = 0,
    option: OptionOpt = None,
    save: Annotated[Path | None, typer.Option(metavar="FILE", help=str(_("Save the game to this file after every "
                                                                        "move.")))] = None,
    load: Annotated[Path | None, typer.Option(metavar="FILE", help=str(_("Resume a game saved with --save.")))] = None,
) -> None:
    """Play in the terminal against bots or a friend at the same screen."""
    from kleos.cli.play import play_loop
    from kleos.cli.savefile import load_state

    if load is not None:
        state = load_state(load)
        if state.game.name != game:
            fail(_("{file} holds a game of {held}, not {game}", file=str(load), held=state.game.name, game=game))
    else:
        state = load_game(game, **parse_options(option or [])).new_initial_state(seed)
    n = state.game.num_players
    if not 0 <= seat < n:
        fail(_("{game} has seats 0..{last}", game=state.game.title_label(), last=n - 1))
    if vs != "human":
        try:
            make_bot(vs, state.game)  # checks the name and its parameters (e.g. mcts:iterations=300)
        except KleosError:
            fail(_("unknown opponent {vs!r}; choose 'human' or a bot: {bots} (with optional :key=value parameters)",
                   vs=vs, bots=", ".join(bot_names())))
    humans = set(range(n)) if vs == "human" else {seat}
    bots = {} if vs == "human" else {s: vs for s in range(n) if s != seat}
    play_loop(console, state, humans, bots, seed, save)


@command(help=str(_("Bots play games against each other; prints a summary or one JSON line per game.")))
def selfplay(
    game: GameArg,
    bots: Annotated[str, typer.Option(
        help=str(_("Comma-separated bot names, one per seat (or one for all).")))] = "random",
    games_: Annotated[int, typer.Option("--games", help=str(_("How many games.")))] = 10,
    seed: SeedOpt = 0,
    option: OptionOpt = None,
    json_out: Annotated[bool, typer.Option(
        "--json", help=str(_("One JSON line per game instead of a summary.")))] = False,
    check_invariants: Annotated[bool, typer.Option(
        "--check-invariants", help=str(_("Check the game's invariants after every step (slower); a broken one stops "
                                         "with an error naming the step.")))] = False,
) -> None:
    """Bots play games against each other; prints a summary or one JSON line per game."""
    g = load_game(game, **parse_options(option or []))
    names = [b.strip() for b in bots.split(",") if b.strip()]
    if len(names) == 1:
        names *= g.num_players
    if len(names) != g.num_players:
        fail(_("{game} needs {n} bots, got {got}", game=g.title_label(), n=g.num_players, got=len(names)))
    kinds: Counter[str] = Counter()
    winners: Counter[str] = Counter()
    lengths: list[int] = []
    started = time.perf_counter()
    with Progress(console=err, transient=True, disable=json_out or not err.is_terminal) as progress:
        task = progress.add_task(str(_("{game} selfplay", game=g.title_label())), total=games_)
        for i in range(games_):
            game_seed = seed + i
            players = [make_bot(name, g, game_seed * 31 + s) for s, name in enumerate(names)]
            state = g.new_initial_state(game_seed)
            play_out(state, players, on_step=InvariantChecker(state, game_seed) if check_invariants else None)
            result = state.result()
            assert result is not None
            lengths.append(len(state.history))
            kinds[result.kind] += 1
            for w in result.winners:
                winners[f"{g.seat_label(w)} ({names[w]})"] += 1
            if json_out:  # machine-readable: the result's sentence in English, whatever the language
                print(json.dumps({"seed": game_seed, "result": result.to_json("en"), "returns": state.returns(),
                                  "actions": len(state.history)}, ensure_ascii=False), flush=True)
            progress.advance(task)
    if json_out:
        return
    elapsed = time.perf_counter() - started
    title = ngettext("{game}: {n} game, bots {bots}, seeds {first}..{last}",
                     "{game}: {n} games, bots {bots}, seeds {first}..{last}", games_, game=g.title_label(),
                     n=games_, bots=", ".join(names), first=seed, last=seed + games_ - 1)
    table = Table(title=str(title))
    table.add_column(str(_("result")))
    table.add_column(str(_("games")), justify="right")
    for kind, count in kinds.most_common():
        table.add_row(str(g.result_kind_label(kind)), str(count))
    for who, count in winners.most_common():
        table.add_row(str(_("won by {who}", who=who)), str(count))
    console.print(table)
    console.print(_("game length (steps): mean {mean:.1f}, min {min}, max {max}; {rate:.1f} games/s",
                    mean=statistics.mean(lengths), min=min(lengths), max=max(lengths), rate=games_ / elapsed))


@command(help=str(_("Step through a saved game, forwards and backwards.")))
def replay(
    file: Annotated[Path, typer.Argument(help=str(_("A game saved by 'kleos play --save' or the server.")))],
    seat: Annotated[int | None, typer.Option(
        help=str(_("Show this seat's view (default: the public view).")))] = None,
    step: Annotated[int | None, typer.Option(help=str(_("Show this step and stop (no prompt).")))] = None,
) -> None:
    """Step through a saved game, forwards and backwards."""
    from rich.prompt import Prompt

    from kleos.cli.render import full_view
    from kleos.cli.savefile import load_state, replay_states

    states = replay_states(load_state(file))
    game = states[0].game
    if seat is not None and not 0 <= seat < game.num_players:
        fail(_("{game} has seats 0..{last}", game=game.title_label(), last=game.num_players - 1))

    def show(i: int) -> None:
        s = states[i]
        view = s.view(seat) if seat is not None else s.public_view()
        view["legal_actions"] = []
        console.print(full_view(game, view, log_since=max(0, i - 1)))
        console.print(_("[bold]step {step} of {last}[/]", step=i, last=len(states) - 1))

    if step is not None:
        if not 0 <= step < len(states):
            fail(_("the game has steps 0..{last}", last=len(states) - 1))
        show(step)
        return
    i = 0
    show(i)
    while True:
        try:
            answer = Prompt.ask(str(_("[n]ext, [p]revious, a step number, [e]nd, [q]uit")), console=console,
                                default="n")
        except (EOFError, KeyboardInterrupt):
            return
        answer = answer.strip().lower()
        if answer in ("q", "quit"):
            return
        if answer in ("n", "next", ""):
            i = min(i + 1, len(states) - 1)
        elif answer in ("p", "prev", "previous", "b"):
            i = max(i - 1, 0)
        elif answer in ("e", "end"):
            i = len(states) - 1
        elif answer.isdigit() and 0 <= int(answer) < len(states):
            i = int(answer)
        else:
            console.print(_("[red]choose n, p, e, q or a step 0..{last}[/]", last=len(states) - 1))
            continue
        show(i)


@command(help=str(_("Engine speed per game (playouts, legal-action generations, clones, applies), MCTS simulations "
                    "per second, and optionally a head-to-head against OpenSpiel's own MCTS at equal time per move.")))
def bench(
    game: Annotated[str | None, typer.Argument(help=str(_("One game (default: all).")))] = None,
    seconds: Annotated[float, typer.Option(help=str(_("Time spent on each measurement.")))] = 2.0,
    mcts: Annotated[bool, typer.Option(help=str(_("Also measure MCTS simulations per second.")))] = True,
    openspiel: Annotated[int, typer.Option(
        help=str(_("Also play this many games of our MCTS against OpenSpiel's MCTS (0: none).")))] = 0,
    move_seconds: Annotated[float, typer.Option(help=str(_("Time per move of both bots in those games.")))] = 1.0,
    workers: Annotated[int, typer.Option(help=str(_("Parallel processes for those games.")))] = 1,
    json_out: Annotated[bool, typer.Option("--json", help=str(_("Print the figures as JSON.")))] = False,
) -> None:
    """Engine speed per game (playouts, legal-action generations, clones, applies), MCTS simulations per
    second, and optionally a head-to-head against OpenSpiel's own MCTS at equal time per move."""
    from kleos.arena.bench import mcts_simulations_per_second, vs_openspiel_mcts
    from kleos.bench import bench_game, machine

    names = [game] if game else game_names()
    for name in names:
        game_class(name)  # an unknown name fails here, before any work
    rows = [bench_game(name, seconds) for name in names]
    for row in rows:
        if mcts:
            row["mcts_simulations_per_s"] = mcts_simulations_per_second(row["game"], seconds)["simulations_per_s"]
        if openspiel:
            duel = vs_openspiel_mcts(row["game"], games=openspiel, seconds_per_move=move_seconds, workers=workers)
            duel.pop("records")
            row["vs_openspiel"] = duel
    info = machine()
    if json_out:
        print(json.dumps({"machine": info, "games": rows}, indent=1))
        return
    python = f"{info['implementation']} {info['python']}"
    table = Table(title=str(_("kleos bench — {cpu}, {cores} cores, {python}", cpu=info["cpu"], cores=info["cores"],
                              python=python)))
    cols = [(_("game"), "game"), (_("games/s"), "playouts_per_s"), (_("steps"), "mean_length"),
            (_("legal/s"), "legal_actions_per_s"), (_("clone/s"), "clones_per_s"),
            (_("sclone/s"), "search_clones_per_s"), (_("apply/s"), "applies_per_s")]
    if mcts:
        cols.append((_("mcts/s"), "mcts_simulations_per_s"))
    for title, _key in cols:
        table.add_column(str(title), justify="right")
    for row in rows:
        table.add_row(*(row[key] if isinstance(row[key], str) else f"{row[key]:,.{0 if row[key] >= 100 else 1}f}"
                        for _title, key in cols))
    console.print(table)
    console.print(_("games/s: random full-game playouts; steps: mean steps a game; legal/s: legal-action "
                    "generations; clone/s, sclone/s: full and search clones; apply/s: applied steps; mcts/s: "
                    "simulations of mcts-normal.") if mcts else
                  _("games/s: random full-game playouts; steps: mean steps a game; legal/s: legal-action "
                    "generations; clone/s, sclone/s: full and search clones; apply/s: applied steps."))
    for row in rows:
        duel = row.get("vs_openspiel")
        if duel:
            low, high = duel["win_rate_decided_ci95"]
            rate = duel["win_rate_decided"]
            decided = "" if rate is None else str(_(" ({rate:.0%} of decided, 95% CI {low:.0%}-{high:.0%})", rate=rate,
                                                     low=low, high=high))
            console.print(_("{game}: {ours} vs OpenSpiel MCTS at {seconds} s/move, {games} games: {wins} won, "
                            "{draws} drawn, {losses} lost{decided}; simulations/s ours {our_rate:,.0f}, "
                            "theirs {their_rate:,.0f}", game=row["game"], ours=duel["ours"],
                            seconds=duel["seconds_per_move"], games=duel["games"], wins=duel["wins"],
                            draws=duel["draws"], losses=duel["losses"], decided=decided,
                            our_rate=duel["our_simulations_per_s"], their_rate=duel["their_simulations_per_s"]))


def _add_part_commands() -> None:
    """``serve`` and ``arena`` live with the server and the arena; their modules import heavy parts lazily."""
    for module, name in (("kleos.cli.serve", "serve"), ("kleos.cli.arena", "arena")):
        if importlib.util.find_spec(module) is not None:
            part = importlib.import_module(module)
            help_text = getattr(part, "HELP", None)
            command(name, help=None if help_text is None else str(help_text))(getattr(part, name))


_add_part_commands()


def run() -> None:
    """The console script: a ``KleosError`` becomes one red sentence and exit status 2."""
    try:
        app()
    except KleosError as exc:
        err.print(_("[bold red]error:[/] {message}", message=exc.message), highlight=False, soft_wrap=True)
        sys.exit(2)


if __name__ == "__main__":
    run()
