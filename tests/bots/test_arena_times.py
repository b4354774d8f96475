"""Decision times from the arena's records: p50/p95/p99/max per bot in the report, and per game and spec from
record files (``kleos.arena.times``, ``scripts/arena_times.py``)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from kleos.arena import run_arena
from kleos.arena.times import is_record_file, record_times, time_stats

ROOT = Path(__file__).resolve().parents[2]


def test_time_stats_give_the_percentiles_and_the_decisions_over_a_cap():
    times = [i / 100 for i in range(1, 101)]  # 0.01 .. 1.00
    stats = time_stats(times, cap=0.95)
    assert stats["decisions"] == 100 and stats["max_s"] == 1.0
    assert stats["p50_s"] == pytest.approx(0.505) and stats["p99_s"] == pytest.approx(0.9901)
    assert stats["mean_s"] == pytest.approx(0.505) and stats["p95_s"] == pytest.approx(0.9505)
    assert stats["over_cap"] == 5 and stats["cap_s"] == 0.95
    assert "over_cap" not in time_stats(times)
    assert time_stats([])["decisions"] == 0 and time_stats([])["p99_s"] == 0.0


def test_the_arena_report_states_p50_and_p99_per_bot():
    results = run_arena("nim", ["heuristic", "mcts:iterations=20"], games=4, seed=1)
    for timing in results["timing"].values():
        assert timing["decisions"] > 0
        assert 0.0 <= timing["p50_s"] <= timing["p95_s"] <= timing["p99_s"] <= timing["max_s"]


def test_a_record_file_gives_the_times_per_game_and_spec(tmp_path):
    """Nim, two arenas in two record files: the rows pool them by spec, each with every decision the records
    hold, and the cap a spec has (the MCTS level's seconds, or its own)."""
    first, second = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    run_arena("nim", ["heuristic:seconds=0.5", "mcts-easy"], games=4, seed=1, record_file=first)
    run_arena("nim", ["heuristic:seconds=0.5", "mcts:iterations=20"], games=2, seed=2, record_file=second)
    decisions: dict[str, int] = {}
    for path in (first, second):
        for line in path.read_text().splitlines()[1:]:
            record = json.loads(line)
            for label, times in zip(record["seats"], record["times"], strict=True):
                decisions[label] = decisions.get(label, 0) + len(times)
    rows = {row["spec"]: row for row in record_times([first, second])}
    assert set(rows) == {"heuristic:seconds=0.5", "mcts-easy", "mcts:iterations=20"}
    assert {spec: row["decisions"] for spec, row in rows.items()} == decisions
    assert rows["heuristic:seconds=0.5"]["games"] == 6 and len(rows["heuristic:seconds=0.5"]["files"]) == 2
    assert rows["heuristic:seconds=0.5"]["cap_s"] == 0.5 and rows["mcts-easy"]["cap_s"] == 0.25
    assert rows["mcts:iterations=20"].get("cap_s") is None  # an iteration budget alone: no clock
    assert all(row["game"] == "nim" and row["p50_s"] <= row["p99_s"] <= row["max_s"] for row in rows.values())


def _write(path: Path, header: dict, games: list[dict], tail: str = "") -> Path:
    path.write_text("\n".join(json.dumps(x) for x in [header, *games]) + "\n" + tail)
    return path


def test_known_times_give_known_figures_and_a_bot_given_twice_counts_as_its_spec(tmp_path, capsys):
    header = {"format": "kleos-arena-records/1", "game": "nim", "options": {}, "specs": ["mcts-easy", "mcts-easy"],
              "seed": 0}
    games = [{"index": 0, "pairing": 0, "seed": 1, "seats": ["mcts-easy", "mcts-easy#2"], "winners": [0],
              "returns": [1, -1], "result": "win", "steps": 5, "decisions": [3, 2],
              "times": [[0.0, 0.1, 0.3], [0.2, 0.0]]}]
    path = _write(tmp_path / "t.jsonl", header, games, tail='{"index": 1, "pair')  # a line cut short: left out
    (row,) = record_times([path])
    assert row["spec"] == "mcts-easy" and row["decisions"] == 5 and row["games"] == 2
    assert row["max_s"] == 0.3 and row["p50_s"] == pytest.approx(0.1) and row["over_cap"] == 1  # over 0.25 s
    (row,) = record_times([path], skip_instant=True)  # the two forced decisions (0.0 s) left out
    assert row["decisions"] == 3 and row["p50_s"] == pytest.approx(0.2)
    assert is_record_file(path) and not is_record_file(_write(tmp_path / "s.jsonl", {"game": "nim"}, []))

    spec = importlib.util.spec_from_file_location("arena_times", ROOT / "scripts" / "arena_times.py")
    assert spec is not None and spec.loader is not None
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    script.main([str(path), str(tmp_path / "s.jsonl")])
    out = capsys.readouterr()
    assert "mcts-easy" in out.out and "0.300" in out.out and "p99" in out.out
    assert "s.jsonl: not an arena record file" in out.err
    script.main([str(path), "--json"])
    assert json.loads(capsys.readouterr().out)[0]["p99_s"] == pytest.approx(0.296)
