"""Two arena records of the same games compared game by game: the measured bot's score in each, and a sign test.

    python scripts/arena_compare.py docs/arena/aom-normal-heuristic.jsonl \
        docs/arena/explore/aom-normal-paired-heuristic-seed20.jsonl
    python scripts/arena_compare.py A.jsonl B.jsonl --bot mcts-normal --second-bot mcts-normal:paired=true --json

Both records must come from arenas of the same ``--seed`` and opponent (``kleos arena ... --record FILE``), so that
they play the same games; the measured bot is each record's first bot unless ``--bot`` says otherwise
(``kleos.arena.compare``).
"""

from __future__ import annotations

import argparse
import json

from kleos.arena.compare import compare_records, comparison_text


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("first", help="an arena record file (JSON lines)")
    parser.add_argument("second", help="another record of the same games")
    parser.add_argument("--bot", help="the measured bot of the first record (default: its first)")
    parser.add_argument("--second-bot", help="the measured bot of the second record (default: --bot, or its first)")
    parser.add_argument("--json", action="store_true", help="print the comparison as JSON")
    args = parser.parse_args(argv)
    try:
        result = compare_records(args.first, args.second, args.bot, args.second_bot)
    except (OSError, ValueError) as error:
        parser.error(str(error))
    print(json.dumps(result, indent=1) if args.json else comparison_text(result))


if __name__ == "__main__":
    main()
