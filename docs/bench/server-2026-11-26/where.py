"""Where the server's time goes: py-spy's raw (collapsed) samples of ``kleos serve`` sorted into parts.

    py-spy record --gil -r 200 -d 20 -f raw -o samples.txt -p <server pid>
    python where.py samples.txt

A sample goes to the part of its innermost frame that belongs to a known package (the first rule that matches,
looking from the innermost frame outwards)."""

from __future__ import annotations

import collections
import sys

PARTS = [  # (part, a piece of the frame's file path)
    ("game views and rules (kleos engine and games)", ("kleos/engine", "kleos/sphacteria", "kleos/polis",
                                                       "kleos/hellas", "kleos/aom", "kleos/i18n")),
    ("payloads (hub)", ("kleos/server/hub.py",)),
    ("storage: SQLAlchemy", ("sqlalchemy",)),
    ("storage: database driver", ("sqlite3", "psycopg")),
    ("storage: Kleos", ("kleos/server/storage.py", "kleos/server/commits.py")),
    ("WebSockets", ("websockets", "wsproto")),
    ("framework (FastAPI, Starlette, pydantic)", ("fastapi", "starlette", "pydantic")),
    ("HTTP server (uvicorn)", ("uvicorn", "httptools")),
    ("the app (kleos.server)", ("kleos/server",)),
    ("threads and event loop", ("asyncio", "concurrent/futures", "threading", "anyio", "queue.py", "selectors")),
]


def part(stack: str) -> str:
    for frame in reversed(stack.split(";")):
        for name, pieces in PARTS:
            if any(p in frame for p in pieces):
                return name
    return "other"


def main(path: str) -> None:
    counts: collections.Counter[str] = collections.Counter()
    for line in open(path):
        stack, _, n = line.rstrip().rpartition(" ")
        if n.isdigit():
            counts[part(stack)] += int(n)
    total = sum(counts.values())
    for name, n in counts.most_common():
        print(f"{100 * n / total:5.1f} %  {name}")
    print(f"{total} samples")


if __name__ == "__main__":
    main(sys.argv[1])
