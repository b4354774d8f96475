"""How the games of arena record files ended: by which rule, won by which bot, and how long they lasted.

Each game line of a record file (``kleos arena ... --record FILE``) holds the game's ``result`` (the rule that
ended it, as the game names it: ``revolution``, ``victory``, ``capital lost``, ``turn limit``...), its winners and
its length in steps. :func:`record_endings` gives, per file, a row per result with its games, the wins of each
bot spec and of each seat, and the steps (mean, min, max); ``scripts/arena_endings.py`` prints them as the tables of
``docs/ai.md``.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from kleos.arena.times import read_record


def _steps(values: list[int]) -> dict[str, Any]:
    return {"steps_mean": sum(values) / len(values), "steps_min": min(values), "steps_max": max(values)}


def record_endings(path: str | Path) -> dict[str, Any]:
    """The endings of one record file: its game and specs, its games, and one row per result (most games first)
    with the games it ended, the wins of each spec (a bot given twice counts as its spec) and their steps."""
    from kleos.arena.runner import labels_for

    header, games = read_record(Path(path))
    specs = list(dict.fromkeys(header["specs"]))
    spec_of = dict(zip(labels_for(header["specs"]), header["specs"], strict=True))
    seats = len(header["specs"])
    rows: dict[str, dict[str, Any]] = {}
    for record in games:
        row = rows.setdefault(record["result"], {"result": record["result"], "games": 0, "steps": [],
                                                 "wins": dict.fromkeys(specs, 0), "draws": 0,
                                                 "seat_wins": [0] * seats})
        row["games"] += 1
        row["steps"].append(int(record["steps"]))
        winners = record["winners"]
        if len(winners) == 1:
            label = record["seats"][winners[0]]
            row["wins"][spec_of.get(label, label)] += 1
            row["seat_wins"][winners[0]] += 1  # whichever bot sat there: is it the game or the bot?
        else:  # no winner, or a shared win
            row["draws"] += 1
    ordered = sorted(rows.values(), key=lambda row: (-row["games"], row["result"]))
    for row in ordered:
        row["share"] = row["games"] / len(games)
        row.update(_steps(row.pop("steps")))
    out: dict[str, Any] = {"file": str(path), "game": header["game"], "specs": specs,
                           "seats": list(header["specs"]), "seat_labels": _seat_labels(header["game"], seats),
                           "games": len(games), "results": ordered}
    if games:
        out.update(_steps([int(record["steps"]) for record in games]))
    return out


def _seat_labels(game: str, seats: int) -> list[str]:
    """The seats' names for people, in English (the tables of docs/ai.md)."""
    from kleos.engine import game_class

    cls = game_class(game)
    return [str(cls.seat_label(k)) for k in range(seats)]


def endings_table(endings: dict[str, Any]) -> str:
    """A Markdown table of :func:`record_endings`: a line per result, then the whole record; the wins are counted
    by bot and by seat (the seats were alternated or rotated, so a seat that wins more is the game's)."""
    specs = endings["specs"]
    lines = [f"{endings['file']}: {endings['game']}, {' vs '.join(specs)}, {endings['games']} games",
             "",
             f"| result | games | share | won by {' / '.join(specs)} / nobody | won as "
             f"{' / '.join(endings['seat_labels'])} | steps mean (min–max) |",
             "| --- | ---: | ---: | --- | --- | --- |"]
    for row in [*endings["results"], *([_all(endings)] if endings["games"] else [])]:
        wins = " / ".join(str(row["wins"][spec]) for spec in specs) + f" / {row['draws']}"
        seat_wins = " / ".join(str(n) for n in row["seat_wins"])
        lines.append(f"| {row['result']} | {row['games']} | {row['share']:.0%} | {wins} | {seat_wins} | "
                     f"{row['steps_mean']:.0f} ({row['steps_min']}–{row['steps_max']}) |")
    return "\n".join(lines)


def endings_line(endings: dict[str, Any]) -> str:
    """One Markdown table line of :func:`record_endings` (the form of ``docs/ai.md``'s table of every record):
    game, pairing (a spec a seat, without its options), games, each result with its games and mean steps, the
    steps of all."""
    if not endings["games"]:
        return f"| {endings['game']} | {' vs '.join(endings['specs'])} | 0 | | |"
    pairing = " vs ".join(spec.split(":")[0] for spec in endings["seats"])
    results = "; ".join(f"{row['result']} {row['games']} ({row['steps_mean']:.0f})" for row in endings["results"])
    return (f"| {endings['game']} | {pairing} | {endings['games']} | {results} | "
            f"{endings['steps_mean']:.0f} ({endings['steps_min']}–{endings['steps_max']}) |")


def _all(endings: dict[str, Any]) -> dict[str, Any]:
    rows = endings["results"]
    return {"result": "all", "games": endings["games"], "share": 1.0, "draws": sum(row["draws"] for row in rows),
            "wins": {spec: sum(row["wins"][spec] for row in rows) for spec in endings["specs"]},
            "seat_wins": [sum(row["seat_wins"][k] for row in rows) for k in range(len(endings["seats"]))],
            **{key: endings[key] for key in ("steps_mean", "steps_min", "steps_max")}}


def all_endings(paths: Iterable[str | Path]) -> list[dict[str, Any]]:
    """:func:`record_endings` of each file in ``paths``."""
    return [record_endings(path) for path in paths]
