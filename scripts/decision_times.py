"""Decision times of two bots at a game for a fixed wall time (seeded games one after the other, seats alternated).

    python scripts/decision_times.py hellas mcts-normal heuristic --seconds 300 -o turn_limit=100
"""

from __future__ import annotations

import argparse
import time

from kleos.bots import make_bot
from kleos.engine.registry import load_game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("bots", nargs=2)
    parser.add_argument("--seconds", type=float, default=300)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("-o", "--option", action="append", default=[], help="game option key=value")
    args = parser.parse_args()
    options = dict(o.split("=", 1) for o in args.option)
    game = load_game(args.game, **options)
    times: dict[str, list[float]] = {name: [] for name in args.bots}
    start = time.monotonic()
    seed = args.seed
    while time.monotonic() - start < args.seconds:
        names = list(args.bots) if seed % 2 else list(reversed(args.bots))
        bots = [make_bot(name, game, seed + i) for i, name in enumerate(names)]
        state = game.new_initial_state(seed)
        while not state.is_terminal() and time.monotonic() - start < args.seconds:
            if state.is_chance_node():
                state.step_chance()
                continue
            seat = state.current_player
            began = time.perf_counter()
            action = bots[seat].act(state, seat)
            times[names[seat]].append(time.perf_counter() - began)
            state.apply(action)
        seed += 1
    for name, ts in times.items():
        ts.sort()
        n = len(ts)
        print(f"{name}: {n} decisions, mean {sum(ts) / n:.3f} s, p95 {ts[int(0.95 * n)]:.3f}, "
              f"p99 {ts[int(0.99 * n)]:.3f}, max {ts[-1]:.3f}, over 1 s {sum(t > 1 for t in ts)}")


if __name__ == "__main__":
    main()
