"""How the games of arena record files ended: by which rule, won by which bot, how many steps — a table a file.

    python scripts/arena_endings.py docs/arena/hellas-heuristic-easy.jsonl
    python scripts/arena_endings.py docs/arena/*.jsonl --lines   # docs/ai.md's table of every record
    python scripts/arena_endings.py docs/arena/*.jsonl --json

The record files are those of ``kleos arena ... --record FILE`` (a file still being written gives its complete
games). The tables are those of ``docs/ai.md``'s "how bot games end".
"""

from __future__ import annotations

import argparse
import json
import sys

from kleos.arena.endings import all_endings, endings_line, endings_table
from kleos.arena.times import record_files


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", help="arena record files (JSON lines)")
    parser.add_argument("--lines", action="store_true", help="one table line a file: results (mean steps)")
    parser.add_argument("--json", action="store_true", help="print the endings as JSON")
    args = parser.parse_args(argv)
    endings = all_endings(record_files(args.files, lambda text: print(text, file=sys.stderr)))
    if args.json:
        print(json.dumps(endings, indent=1))
        return
    if args.lines:
        print("| game | pairing | games | ended by: games (mean steps) | steps mean (min–max) |")
        print("| --- | --- | ---: | --- | --- |")
        print("\n".join(endings_line(one) for one in endings))
        return
    print("\n\n".join(endings_table(one) for one in endings))


if __name__ == "__main__":
    main()
