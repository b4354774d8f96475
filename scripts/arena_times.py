"""Decision times from arena record files: p50/p95/p99/max per game and bot spec, and how many passed the cap.

    python scripts/arena_times.py docs/arena/previous/hellas-normal-heuristic-a6faa24.jsonl
    python scripts/arena_times.py docs/arena/*.jsonl --skip-instant --json

The record files are those of ``kleos arena ... --record FILE``: every decision's wall time in the arena's own
conditions (its workers, the machine's load). Rows pool every file given, by game and spec; the cap is the
spec's ``seconds`` (the MCTS levels': easy 0.25 s, normal 1 s, hard 5 s; ``heuristic:seconds=...``).
``--skip-instant`` leaves out the decisions recorded as 0.0 s (a single legal action), which otherwise pull p50
down.
"""

from __future__ import annotations

import argparse
import json
import sys

from kleos.arena.times import record_files, record_times


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", help="arena record files (JSON lines)")
    parser.add_argument("--skip-instant", action="store_true", help="leave out decisions recorded as 0.0 s")
    parser.add_argument("--json", action="store_true", help="print the rows as JSON")
    args = parser.parse_args(argv)
    files = record_files(args.files, lambda text: print(text, file=sys.stderr))
    rows = record_times(files, skip_instant=args.skip_instant)
    if args.json:
        print(json.dumps(rows, indent=1))
        return
    width = max([len(row["spec"]) for row in rows] + [4])
    print(f"{'game':<11} {'spec':<{width}} {'games':>6} {'decisions':>9} {'mean':>7} {'p50':>7} {'p95':>7} {'p99':>7} "
          f"{'max':>7} {'cap':>5} {'over cap':>8}")
    for row in rows:
        cap = row.get("cap_s")
        over = "" if cap is None else f"{row['over_cap']}"
        print(f"{row['game']:<11} {row['spec']:<{width}} {row['games']:>6} {row['decisions']:>9} {row['mean_s']:>7.3f} "
              f"{row['p50_s']:>7.3f} {row['p95_s']:>7.3f} {row['p99_s']:>7.3f} {row['max_s']:>7.3f} "
              f"{'' if cap is None else f'{cap:g}':>5} {over:>8}")


if __name__ == "__main__":
    main()
