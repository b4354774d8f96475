"""``kleos bench``: how fast each game's engine runs, for search-based bots.

Measures random full-game playouts per second, and over states sampled from those playouts:
legal-action generations, clones (full and for search) and applies per second.
"""

from __future__ import annotations

import platform
import time
from pathlib import Path
from typing import Any

from kleos.bots import RandomBot
from kleos.engine import State, load_game


def machine() -> dict[str, Any]:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    import os

    return {"cpu": cpu, "cores": os.cpu_count(), "python": platform.python_version(),
            "implementation": platform.python_implementation()}


def bench_game(name: str, seconds: float = 2.0, seed: int = 0, **options: Any) -> dict[str, Any]:
    """The engine figures of one game, each measured for about ``seconds``."""
    game = load_game(name, **options)
    bot = RandomBot(game, seed)
    samples: list[State] = []
    games = steps = applies = 0
    apply_time = 0.0
    start = time.perf_counter()
    while games == 0 or time.perf_counter() - start < seconds:
        state = game.new_initial_state(seed + games)
        while not state.is_terminal():
            if len(samples) < 2000 and steps % 7 == 0:
                samples.append(state.clone())
            action = state.sample_chance() if state.is_chance_node() else bot.act(state, state.current_player)
            t = time.perf_counter()
            state.apply(action)
            apply_time += time.perf_counter() - t
            applies += 1
            steps += 1
        games += 1
    playout_time = time.perf_counter() - start
    decisions = [s for s in samples if not s.is_terminal() and not s.is_chance_node()] or samples

    def rate(func: Any) -> float:
        count, t0 = 0, time.perf_counter()
        while True:
            for s in decisions:
                func(s)
            count += len(decisions)
            elapsed = time.perf_counter() - t0
            if elapsed >= seconds / 3:
                return count / elapsed

    def generate(s: State) -> None:
        s.invalidate()
        s.legal_actions()

    return {
        "game": name,
        "playouts_per_s": games / playout_time,
        "mean_length": steps / games,
        "legal_actions_per_s": rate(generate),
        "clones_per_s": rate(lambda s: s.clone()),
        "search_clones_per_s": rate(lambda s: s.clone(search=True)),
        "applies_per_s": applies / apply_time if apply_time else 0.0,
    }
