"""The ``kleos`` command: ``games``, ``play``, ``selfplay``, ``replay``, ``bench`` (+ ``serve``, ``arena``).

Bad input (unknown game or option, damaged save, illegal action) prints one sentence and exits
with status 2, never a traceback.
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
from rich.progress import Progress
from rich.table import Table

from kleos.bots import bot_names, make_bot
from kleos.engine import KleosError, game_class, game_names, games, load_game
from kleos.engine.play import play_out

app = typer.Typer(
    help="Kleos: historical strategy board games with every rule enforced.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    add_completion=False,
)
console = Console()
err = Console(stderr=True)


def fail(message: str) -> NoReturn:
    err.print(f"[bold red]error:[/] {message}", highlight=False, soft_wrap=True)
    raise typer.Exit(2)


def command(name: str | None = None) -> Callable[[Callable[..., None]], Callable[..., None]]:
    """Register a command whose ``KleosError`` (bad game, option, save, action) becomes one sentence."""

    def register(func: Callable[..., None]) -> Callable[..., None]:
        @functools.wraps(func)
        def wrapper(*args: Any, **kwargs: Any) -> None:
            try:
                func(*args, **kwargs)
            except KleosError as exc:
                fail(str(exc))

        app.command(name)(wrapper)
        return func

    return register


def parse_options(pairs: list[str] | None) -> dict[str, str]:
    options: dict[str, str] = {}
    for pair in pairs or []:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            fail(f"an option is written key=value, got {pair!r}")
        options[key.strip()] = value.strip()
    return options


GameArg = Annotated[str, typer.Argument(help="The game: see 'kleos games'.")]
OptionOpt = Annotated[list[str] | None, typer.Option("--option", "-o", help="A game option, key=value (repeat).")]
SeedOpt = Annotated[int, typer.Option(help="Seed of every chance outcome (and of the bots).")]


@command("games")
def games_cmd() -> None:
    """The games, their player counts and options."""
    table = Table(title="Kleos games", show_lines=True)
    for col in ("name", "title", "players", "seats", "options"):
        table.add_column(col)
    for cls in games():
        opts = "\n".join(
            f"[bold]{o['name']}[/]={o['default']!r}"
            + (f" (one of {', '.join(map(str, o['choices']))})" if o["choices"] else "")
            + (f": {o['description']}" if o["description"] else "")
            for o in cls.option_schema()
        ) or "-"
        players = f"{cls.min_players}" if cls.min_players == cls.max_players else f"{cls.min_players}-{cls.max_players}"
        table.add_row(cls.name, cls.title, players, ", ".join(cls.seat_names), opts)
    console.print(table)


@command()
def play(
    game: GameArg,
    seat: Annotated[int, typer.Option(help="Your seat (0 = first).")] = 0,
    vs: Annotated[str, typer.Option(help="Other seats: a bot name, or 'human' (same screen).")] = "random",
    seed: SeedOpt = 0,
    option: OptionOpt = None,
    save: Annotated[Path | None, typer.Option(help="Save the game to this file after every step.")] = None,
    load: Annotated[Path | None, typer.Option(help="Resume a game saved with --save.")] = None,
) -> None:
    """Play in the terminal against bots or a friend at the same screen."""
    from kleos.cli.play import play_loop
    from kleos.cli.savefile import load_state

    if load is not None:
        state = load_state(load)
        if state.game.name != game:
            fail(f"{load} holds a game of {state.game.name}, not {game}")
    else:
        state = load_game(game, **parse_options(option)).new_initial_state(seed)
    n = state.game.num_players
    if not 0 <= seat < n:
        fail(f"{state.game.title} has seats 0..{n - 1}")
    if vs != "human":
        try:
            make_bot(vs, state.game)  # checks the name and its parameters (e.g. mcts:iterations=300)
        except KleosError:
            fail(f"unknown opponent {vs!r}; choose 'human' or a bot: {', '.join(bot_names())} "
                 "(with optional :key=value parameters)")
    humans = set(range(n)) if vs == "human" else {seat}
    bots = {} if vs == "human" else {s: vs for s in range(n) if s != seat}
    play_loop(console, state, humans, bots, seed, save)


@command()
def selfplay(
    game: GameArg,
    bots: Annotated[str, typer.Option(help="Comma-separated bot names, one per seat (or one for all).")] = "random",
    games_: Annotated[int, typer.Option("--games", help="How many games.")] = 10,
    seed: SeedOpt = 0,
    option: OptionOpt = None,
    json_out: Annotated[bool, typer.Option("--json", help="One JSON line per game instead of a summary.")] = False,
) -> None:
    """Bots play games against each other; prints a summary or one JSON line per game."""
    g = load_game(game, **parse_options(option))
    names = [b.strip() for b in bots.split(",") if b.strip()]
    if len(names) == 1:
        names *= g.num_players
    if len(names) != g.num_players:
        fail(f"{g.title} needs {g.num_players} bots, got {len(names)}")
    kinds: Counter[str] = Counter()
    winners: Counter[str] = Counter()
    lengths: list[int] = []
    started = time.perf_counter()
    with Progress(console=err, transient=True, disable=json_out or not err.is_terminal) as progress:
        task = progress.add_task(f"{g.title} selfplay", total=games_)
        for i in range(games_):
            game_seed = seed + i
            players = [make_bot(name, g, game_seed * 31 + s) for s, name in enumerate(names)]
            state = play_out(g.new_initial_state(game_seed), players)
            result = state.result()
            assert result is not None
            lengths.append(len(state.history))
            kinds[result.kind] += 1
            for w in result.winners:
                winners[f"{g.seat_names[w]} ({names[w]})"] += 1
            if json_out:
                print(json.dumps({"seed": game_seed, "result": result.to_json(), "returns": state.returns(),
                                  "actions": len(state.history)}, ensure_ascii=False), flush=True)
            progress.advance(task)
    if json_out:
        return
    elapsed = time.perf_counter() - started
    table = Table(title=f"{g.title}: {games_} games, bots {', '.join(names)}, seeds {seed}..{seed + games_ - 1}")
    table.add_column("result")
    table.add_column("games", justify="right")
    for kind, count in kinds.most_common():
        table.add_row(kind, str(count))
    for who, count in winners.most_common():
        table.add_row(f"won by {who}", str(count))
    console.print(table)
    console.print(
        f"game length (steps): mean {statistics.mean(lengths):.1f}, min {min(lengths)}, max {max(lengths)}; "
        f"{games_ / elapsed:.1f} games/s"
    )


@command()
def replay(
    file: Annotated[Path, typer.Argument(help="A game saved by 'kleos play --save' or the server.")],
    seat: Annotated[int | None, typer.Option(help="Show this seat's view (default: the public view).")] = None,
    step: Annotated[int | None, typer.Option(help="Show this step and stop (no prompt).")] = None,
) -> None:
    """Step through a saved game, forwards and backwards."""
    from rich.prompt import Prompt

    from kleos.cli.render import full_view
    from kleos.cli.savefile import load_state, replay_states

    states = replay_states(load_state(file))
    game = states[0].game
    if seat is not None and not 0 <= seat < game.num_players:
        fail(f"{game.title} has seats 0..{game.num_players - 1}")

    def show(i: int) -> None:
        s = states[i]
        view = s.view(seat) if seat is not None else s.public_view()
        view["legal_actions"] = []
        console.print(full_view(game, view, log_since=max(0, i - 1)))
        console.print(f"[bold]step {i} of {len(states) - 1}[/]")

    if step is not None:
        if not 0 <= step < len(states):
            fail(f"the game has steps 0..{len(states) - 1}")
        show(step)
        return
    i = 0
    show(i)
    while True:
        try:
            answer = Prompt.ask("[n]ext, [p]revious, a step number, [e]nd, [q]uit", console=console, default="n")
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
            console.print(f"[red]choose n, p, e, q or a step 0..{len(states) - 1}[/]")
            continue
        show(i)


@command()
def bench(
    game: Annotated[str | None, typer.Argument(help="One game (default: all).")] = None,
    seconds: Annotated[float, typer.Option(help="Time spent on each measurement.")] = 2.0,
    mcts: Annotated[bool, typer.Option(help="Also measure MCTS simulations per second.")] = True,
    openspiel: Annotated[int, typer.Option(
        help="Also play this many games of our MCTS against OpenSpiel's MCTS (0: none).")] = 0,
    move_seconds: Annotated[float, typer.Option(help="Time per move of both bots in those games.")] = 1.0,
    workers: Annotated[int, typer.Option(help="Parallel processes for those games.")] = 1,
    json_out: Annotated[bool, typer.Option("--json", help="Print the figures as JSON.")] = False,
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
    table = Table(title=f"kleos bench — {info['cpu']}, {info['cores']} cores, "
                        f"{info['implementation']} {info['python']}")
    cols = [("game", "game"), ("games/s", "playouts_per_s"), ("steps", "mean_length"),
            ("legal/s", "legal_actions_per_s"), ("clone/s", "clones_per_s"),
            ("sclone/s", "search_clones_per_s"), ("apply/s", "applies_per_s")]
    if mcts:
        cols.append(("mcts/s", "mcts_simulations_per_s"))
    for title, _ in cols:
        table.add_column(title, justify="right")
    for row in rows:
        table.add_row(*(row[key] if isinstance(row[key], str) else f"{row[key]:,.{0 if row[key] >= 100 else 1}f}"
                        for _, key in cols))
    console.print(table)
    console.print("games/s: random full-game playouts; steps: mean steps a game; legal/s: legal-action "
                  "generations; clone/s, sclone/s: full and search clones; apply/s: applied steps"
                  + ("; mcts/s: simulations of mcts-normal." if mcts else "."))
    for row in rows:
        duel = row.get("vs_openspiel")
        if duel:
            low, high = duel["win_rate_decided_ci95"]
            rate = duel["win_rate_decided"]
            console.print(
                f"{row['game']}: {duel['ours']} vs OpenSpiel MCTS at {duel['seconds_per_move']} s/move, "
                f"{duel['games']} games: {duel['wins']} won, {duel['draws']} drawn, {duel['losses']} lost"
                + (f" ({rate:.0%} of decided, 95% CI {low:.0%}-{high:.0%})" if rate is not None else "")
                + f"; simulations/s ours {duel['our_simulations_per_s']:,.0f}, "
                f"theirs {duel['their_simulations_per_s']:,.0f}")


def _add_part_commands() -> None:
    """``serve`` and ``arena`` live with the server and the arena; their modules import heavy parts lazily."""
    for module, name in (("kleos.cli.serve", "serve"), ("kleos.cli.arena", "arena")):
        if importlib.util.find_spec(module) is not None:
            command(name)(getattr(importlib.import_module(module), name))


_add_part_commands()


def run() -> None:
    """The console script: a ``KleosError`` becomes one red sentence and exit status 2."""
    try:
        app()
    except KleosError as exc:
        err.print(f"[bold red]error:[/] {exc}", highlight=False, soft_wrap=True)
        sys.exit(2)


if __name__ == "__main__":
    run()
