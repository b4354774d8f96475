"""The arena: bots against bots with seats swapped (rotated at N > 2 players), statistics with confidence
intervals, Elo.

``run_arena(game, bots, games=...)`` returns the results as one JSON-ready dict;
:mod:`kleos.arena.bench` holds the benchmark functions behind ``kleos bench``.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from kleos.arena.records import RecordFile
from kleos.arena.report import render, summarize, summarize_table
from kleos.arena.runner import GameRecord, GameTask, labels_for, make_tasks, play_game, run_tasks
from kleos.engine import load_game


def run_arena(game_name: str, bots: Sequence[str], games: int = 20, workers: int = 1, seed: int = 0,
              options: dict[str, Any] | None = None, ray_address: str | None = None,
              on_record: Callable[[GameRecord], None] | None = None, include_games: bool = False,
              record_file: str | Path | None = None, check_invariants: bool = False) -> dict[str, Any]:
    """Play ``games`` games for every pair of ``bots`` (bot specs) and return the results; in a game of N > 2
    players, ``games`` games (rounded up to whole rotations of the seats) of the N ``bots``, one per seat.

    With ``record_file``, every finished game is appended to that file and the games it
    already holds (from an earlier, interrupted or shorter run of the same arena) are not
    played again (:mod:`kleos.arena.records`).
    """
    game = load_game(game_name, **(options or {}))
    tasks = make_tasks(game_name, bots, games, seed, options, check_invariants)
    start = time.perf_counter()
    if record_file is None:
        records = run_tasks(tasks, workers=workers, ray_address=ray_address, on_record=on_record)
    else:
        header = {"game": game_name, "options": game.options.model_dump(mode="json"), "specs": list(bots),
                  "seed": seed}
        store = RecordFile(record_file, header)

        def keep(record: GameRecord) -> None:
            store.add(record)
            if on_record is not None:
                on_record(record)

        # only an arena with games to play takes the file's lock: a report of the games recorded so far does not
        with store.writing() if store.pending(tasks) else contextlib.nullcontext():
            pending = store.pending(tasks)
            if on_record is not None:
                for record in store.for_tasks([t for t in tasks if t not in pending]):  # played by an earlier run
                    on_record(record)
            run_tasks(pending, workers=workers, ray_address=ray_address, on_record=keep)
        records = store.for_tasks(tasks)
    if game.num_players > 2:
        size: dict[str, Any] = {"games_requested": games}
        summary = summarize_table(records, labels_for(bots))
    else:
        size = {"games_per_pairing": games}
        summary = summarize(records, labels_for(bots))
    results: dict[str, Any] = {
        "game": game_name,
        "title": game.title,
        "options": game.options.model_dump(mode="json"),
        "seed": seed,
        **size,
        "specs": list(bots),
        **summary,
        "elapsed_s": time.perf_counter() - start,
        "workers": workers if ray_address is None else None,
        "ray": ray_address,
    }
    if include_games:
        results["game_records"] = [r.to_json() for r in records]
    return results


__all__ = ["GameRecord", "GameTask", "RecordFile", "make_tasks", "play_game", "render", "run_arena", "run_tasks",
           "summarize", "summarize_table"]
