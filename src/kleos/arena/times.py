"""Decision times as the arena records them: percentiles per bot, and per bot spec and game from record files.

The arena times every decision of every bot (wall time around ``act``, :class:`kleos.arena.runner.GameRecord`)
and its record files keep them (``times``: one list per seat, to 0.1 ms). :func:`time_stats` states a list of
them as mean, p50, p95, p99 and max (and how many passed a bot's time cap); :func:`record_times` reads record
files and gives those figures per game and bot spec, so that the decision times of the arena's own conditions
(workers, load) can be stated from its records (``scripts/arena_times.py`` prints them).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from kleos.arena.stats import percentile

#: A decision recorded faster than this (0.0 s after rounding to 0.1 ms) is one with a single legal action.
INSTANT = 0.0001


def time_stats(values: Sequence[float], cap: float | None = None) -> dict[str, Any]:
    """Decisions, mean, p50, p95, p99 and max of decision times (seconds); with ``cap``, how many took longer."""
    out: dict[str, Any] = {
        "decisions": len(values),
        "mean_s": sum(values) / len(values) if values else 0.0,
        "p50_s": percentile(values, 50),
        "p95_s": percentile(values, 95),
        "p99_s": percentile(values, 99),
        "max_s": max(values) if values else 0.0,
    }
    if cap is not None:
        out["cap_s"] = cap
        out["over_cap"] = sum(1 for t in values if t > cap)
    return out


def spec_cap(spec: str, game: Any) -> float | None:
    """The time cap (seconds per decision) of bot ``spec`` at ``game``: its ``seconds``; ``None`` if it has none
    (or cannot be made here, e.g. a bot whose extra is not installed)."""
    from kleos.bots import make_bot

    try:
        seconds = getattr(make_bot(spec, game, 0), "seconds", None)
    except Exception:  # a bot this machine cannot make (an extra not installed) has no cap to read
        return None
    return float(seconds) if seconds else None


def is_record_file(path: str | Path) -> bool:
    """Whether ``path`` starts with an arena record file's header (``kleos arena --record``)."""
    from kleos.arena.records import FORMAT

    try:
        with Path(path).open(encoding="utf-8") as lines:
            header = json.loads(lines.readline())
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        return False
    return isinstance(header, dict) and header.get("format") == FORMAT


def record_files(paths: Sequence[str], warn: Callable[[str], None]) -> list[str]:
    """The arena record files among ``paths``; ``warn`` is told of each other path (the scripts print it)."""
    files = [path for path in paths if is_record_file(path)]
    for skipped in sorted(set(paths) - set(files)):
        warn(f"skipped {skipped}: not an arena record file")
    return files


def read_record(path: Path) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The header and the complete game lines of a record file (a last line cut short is left out)."""
    lines = path.read_text(encoding="utf-8").split("\n")
    header = json.loads(lines[0])
    if not isinstance(header, dict) or "specs" not in header or "game" not in header:
        raise ValueError(f"{path}: not an arena record file")
    games = []
    for line in lines[1:]:
        if not line.strip():
            continue
        try:
            games.append(json.loads(line))
        except json.JSONDecodeError:
            continue  # a line cut short by a kill (the arena replays it when resumed)
    return header, games


def record_times(paths: Iterable[str | Path], skip_instant: bool = False,
                 caps: bool = True) -> list[dict[str, Any]]:
    """Decision times per game and bot spec, pooled over the record files ``paths``: one row each, with the
    files and games it comes from and :func:`time_stats` (the cap from the spec, with ``caps``). A bot given
    twice in one arena (``random``, ``random#2``) counts as its spec. ``skip_instant`` leaves out the decisions
    recorded as instant (a single legal action), which otherwise weigh on p50."""
    from kleos.arena.runner import labels_for

    pooled: dict[tuple[str, str], dict[str, Any]] = {}
    options: dict[str, dict[str, Any]] = {}
    for path in map(Path, paths):
        header, games = read_record(path)
        game = header["game"]
        options.setdefault(game, header.get("options") or {})
        spec_of = dict(zip(labels_for(header["specs"]), header["specs"], strict=True))
        for record in games:
            for seat, label in enumerate(record["seats"]):
                spec = spec_of.get(label, label)
                row = pooled.setdefault((game, spec), {"files": set(), "games": 0, "times": []})
                row["files"].add(str(path))
                row["games"] += 1
                times = record.get("times") or []
                if seat < len(times):
                    row["times"].extend(t for t in times[seat] if not skip_instant or t >= INSTANT)
    loaded: dict[str, Any] = {}
    rows = []
    for (game, spec), row in sorted(pooled.items()):
        cap = None
        if caps:
            if game not in loaded:
                loaded[game] = _load(game, options[game])
            cap = None if loaded[game] is None else spec_cap(spec, loaded[game])
        rows.append({"game": game, "spec": spec, "files": sorted(row["files"]), "games": row["games"],
                     **time_stats(row["times"], cap)})
    return rows


def _load(game: str, options: dict[str, Any]) -> Any:
    from kleos.engine import KleosError, load_game

    try:
        return load_game(game, **options)
    except (KleosError, ValueError, KeyError):
        return None
