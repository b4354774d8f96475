"""``python -m kleos.i18n update|check``: rewrite the catalogues from the sources, or list what is missing."""

from __future__ import annotations

import sys

from kleos.i18n.extract import check, update


def main(argv: list[str]) -> int:
    command = argv[0] if argv else ""
    if command == "update":
        for path in update(argv[1:] or None):
            print(f"updated {path}")
        return 0
    if command == "check":
        lines = check(argv[1:] or None)
        for line in lines:
            print(line)
        print(f"{len(lines)} problem(s)" if lines else "every catalogue is complete")
        return 1 if lines else 0
    print("usage: python -m kleos.i18n update [LANG ...] | check [LANG ...]", file=sys.stderr)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
