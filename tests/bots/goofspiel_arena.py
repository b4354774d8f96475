"""Strength of MCTS at secret simultaneous choices: an arena at the Goofspiel fixture (registered here only, as
it is a test fixture, not a game of Kleos). Not a test: a measurement, run by hand (docs/ai.md quotes it):

    cd tests && PYTHONPATH=../src:. python3 -m bots.goofspiel_arena --players 2 --games 100

At 2 players, every pair of ``--bots`` plays ``--games`` games with seats swapped; at 3, the three bots share
a table, seats rotated. The default bots: MCTS as it searches secret rounds, the same search with secret
decisions taken as open ones (``secret_rounds=false``, the single-observer search before it), and random.
"""

from __future__ import annotations

import argparse
import json

from engine.goofspiel import Goofspiel
from kleos.arena import run_arena
from kleos.engine import register

FIXED = "mcts-easy:iterations={n}:seconds=0"
OLD = "mcts-easy:iterations={n}:seconds=0:secret_rounds=false"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--cards", type=int, default=4)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--iterations", type=int, default=300)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--bots", default=None, help="comma-separated bot specs (default: fixed, old, random)")
    parser.add_argument("--record", default=None, help="JSON-lines file of the games (an arena continues there)")
    args = parser.parse_args()
    register(Goofspiel)
    bots = args.bots.split(",") if args.bots else [FIXED.format(n=args.iterations), OLD.format(n=args.iterations),
                                                   "random"]
    results = run_arena("goofspiel", bots, games=args.games, seed=args.seed,
                        options={"players": args.players, "cards": args.cards}, record_file=args.record)
    keep = ("pairings", "standings", "results", "games", "elapsed_s", "specs", "options")
    print(json.dumps({k: results[k] for k in keep if k in results}, indent=1))


if __name__ == "__main__":
    main()
