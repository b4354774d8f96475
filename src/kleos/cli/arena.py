"""``kleos arena``: bots against bots with seats swapped (rotated at N > 2 players), results with 95% intervals
and Elo (win share and mean rank at N > 2 players)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated

import typer

from kleos.engine import KleosError, parse_options
from kleos.i18n import translator

_, ngettext = translator("kleos")

HELP = _("Play every pair of BOTS against each other at GAME, seats alternated, and report the results; in a game "
         "of more than two players, one bot per seat, seats rotated.")


def arena(
    game: Annotated[str, typer.Argument(help=str(_("the game, e.g. sphacteria")))],
    bots: Annotated[str, typer.Option("--bots", "-b", help=str(
        _("comma-separated bots, e.g. heuristic,mcts or mcts:iterations=500; one per seat in a game of more than "
          "two players")))],
    games: Annotated[int, typer.Option("--games", "-n", help=str(
        _("games per pairing of two bots; in a game of more than two players, games in all (rounded up to whole "
          "rotations of the seats)")))] = 20,
    workers: Annotated[int, typer.Option("--workers", "-w", help=str(_("parallel worker processes")))] = 1,
    seed: Annotated[int, typer.Option("--seed", "-s",
                                      help=str(_("arena seed: fixes every game seed and bot seed")))] = 0,
    json_out: Annotated[bool, typer.Option("--json", help=str(_("print the results as one JSON document")))] = False,
    ray: Annotated[str | None, typer.Option("--ray", help=str(
        _("run on a Ray cluster at ADDRESS ('local': a local Ray)")), metavar="ADDRESS")] = None,
    option: Annotated[list[str] | None, typer.Option("--option", "-o", help=str(_("game option key=value")))] = None,
    record: Annotated[Path | None, typer.Option("--record", help=str(
        _("append each finished game to this JSON-lines file; games already in it are not replayed")),
        metavar="FILE")] = None,
    check_invariants: Annotated[bool, typer.Option("--check-invariants", help=str(
        _("check the game's invariants after every step (slower); a broken one stops the arena with an error")),
    )] = False,
) -> None:
    """Play every pair of BOTS against each other at GAME, seats alternated, and report the results; in a game of
    more than two players, one bot per seat, seats rotated."""
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )

    from kleos.arena import make_tasks, render, run_arena

    specs = [b.strip() for b in bots.split(",") if b.strip()]
    err = Console(stderr=True)
    try:
        options = parse_options(option or [])
        total = len(make_tasks(game, specs, games, seed, options))
        with Progress(TextColumn("[bold]arena[/] {task.description}"), BarColumn(), MofNCompleteColumn(),
                      TimeElapsedColumn(), TimeRemainingColumn(), console=err, transient=json_out) as progress:
            bar = progress.add_task(f"{game}: {' vs '.join(specs)}", total=total)
            results = run_arena(game, specs, games=games, workers=workers, seed=seed, options=options,
                                ray_address=ray, on_record=lambda _r: progress.advance(bar), record_file=record,
                                check_invariants=check_invariants)
    except KleosError as exc:
        err.print(_("[red]error:[/] {message}", message=exc.message), highlight=False, soft_wrap=True)
        raise typer.Exit(2) from None
    if json_out:
        sys.stdout.write(json.dumps(results, ensure_ascii=False, indent=1) + "\n")
    else:
        Console().print(render(results))
