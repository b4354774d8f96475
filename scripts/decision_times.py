"""Decision times of two bots at a game for a fixed wall time (seeded games one after the other, seats alternated).

    python scripts/decision_times.py hellas mcts-normal heuristic --seconds 300 -o turn_limit=100

With ``--steps N`` it plays the first N decisions of one seeded game instead and prints a digest of the choices
made: run on two checkouts (``PYTHONPATH=<checkout>/src``) with bots on iteration budgets (``mcts-normal:seconds=0``),
it shows whether a speed change left every choice as it was, and what it saved.
"""

from __future__ import annotations

import argparse
import hashlib
import time

from kleos.bots import make_bot
from kleos.engine import load_game, parse_options


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("bots", nargs=2)
    parser.add_argument("--seconds", type=float, default=300)
    parser.add_argument("--steps", type=int, default=0, help="play this many decisions of one game (no clock)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("-o", "--option", action="append", default=[], metavar="NAME=VALUE", help="game option")
    args = parser.parse_args()
    options = parse_options(args.option)
    game = load_game(args.game, **options)
    times: dict[str, list[float]] = {name: [] for name in args.bots}
    choices = hashlib.sha256()
    start = time.monotonic()
    seed = args.seed
    while time.monotonic() - start < args.seconds:
        names = list(args.bots) if seed % 2 else list(reversed(args.bots))
        bots = [make_bot(name, game, seed + i) for i, name in enumerate(names)]
        state = game.new_initial_state(seed)
        decisions = 0
        while not state.is_terminal() and (decisions < args.steps if args.steps
                                           else time.monotonic() - start < args.seconds):
            if state.is_chance_node():
                state.step_chance()
                continue
            seat = state.current_player
            began = time.perf_counter()
            action = bots[seat].act(state, seat)
            times[names[seat]].append(time.perf_counter() - began)
            state.apply(action)
            choices.update(action.text.encode() + b"\n")
            decisions += 1
        if args.steps:
            print(f"{decisions} decisions of game {seed}, choices {choices.hexdigest()[:16]}")
            break
        seed += 1
    for name, ts in times.items():
        ts.sort()
        n = len(ts)
        print(f"{name}: {n} decisions, total {sum(ts):.1f} s, mean {sum(ts) / n:.3f} s, p95 {ts[int(0.95 * n)]:.3f}, "
              f"p99 {ts[int(0.99 * n)]:.3f}, max {ts[-1]:.3f}, over 1 s {sum(t > 1 for t in ts)}")


if __name__ == "__main__":
    main()
