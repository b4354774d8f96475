"""Two arena records of the same games compared game by game (``kleos.arena.compare``, ``scripts/arena_compare.py``)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from kleos.arena import run_arena
from kleos.arena.compare import compare_records, comparison_text, sign_test

ROOT = Path(__file__).resolve().parents[2]


def _record(path: Path, specs: list[str], games: list[tuple[int, list[str], list[int]]], cut: bool = False) -> Path:
    header = {"format": "kleos-arena-records/1", "game": "nim", "options": {}, "specs": specs, "seed": 0}
    lines = [json.dumps(header)] + [
        json.dumps({"index": i, "pairing": 0, "seed": seed, "seats": seats, "winners": winners, "returns": [0, 0],
                    "result": "win", "steps": 10, "decisions": [5, 5]})
        for i, (seed, seats, winners) in enumerate(games)]
    path.write_text("\n".join(lines) + ('\n{"index": 99, "pai' if cut else "\n"))
    return path


def test_the_sign_test_is_the_exact_binomial_tail():
    assert sign_test(0, 0) == 1.0
    assert sign_test(10, 0) == pytest.approx(2 / 1024)
    assert sign_test(0, 10) == sign_test(10, 0)
    assert sign_test(3, 3) == 1.0
    assert sign_test(28, 22) == pytest.approx(0.4799, abs=1e-4)  # 2 * P(X <= 22), X ~ B(50, 1/2)


def test_games_are_matched_by_seed_and_seat_whatever_the_bot_is_called(tmp_path):
    old, new = "mcts-normal", "mcts-normal:paired=true"
    first = _record(tmp_path / "a.jsonl", [old, "heuristic"], [
        (1, [old, "heuristic"], [0]),        # won
        (1, ["heuristic", old], [0]),        # lost (the same seed, the seats swapped: another game)
        (2, [old, "heuristic"], [1]),        # lost
        (2, ["heuristic", old], [0, 1]),     # shared: half
        (3, [old, "heuristic"], [0]),        # only in the first record
        (5, [old, "heuristic"], [1]),        # lost
    ])
    second = _record(tmp_path / "b.jsonl", [new, "heuristic"], [
        (2, ["heuristic", new], [1]),        # the lines in another order: matched by seed and seat
        (1, ["heuristic", new], [1]),        # better than the first's loss
        (1, [new, "heuristic"], [0]),        # the same win
        (2, [new, "heuristic"], [1]),        # the same loss
        (4, [new, "heuristic"], [0]),        # only in the second
        (5, [new, "heuristic"], []),         # a draw: half, better than the loss
    ], cut=True)
    result = compare_records(first, second)
    assert result["bot"] == [old, new] and result["games"] == [6, 6] and result["common"] == 5
    assert result["score"] == [1.5, 3.5]
    assert (result["same"], result["second_better"], result["second_worse"]) == (2, 3, 0)
    assert result["p_value"] == pytest.approx(0.25)
    text = comparison_text(result)
    assert "first 1.5 of 5 (30.0%), second 3.5 of 5 (70.0%)" in text and "p = 0.250" in text
    with pytest.raises(ValueError, match="no bot 'mcts-hard'"):
        compare_records(first, second, spec="mcts-hard")
    # the opponent measured instead: its scores are the other side of the same games
    against = compare_records(first, second, spec="heuristic")
    assert against["score"] == [3.5, 1.5] and against["second_worse"] == 3


def test_two_runs_of_one_arena_agree_in_every_game(tmp_path, capsys):
    one = tmp_path / "one.jsonl"
    two = tmp_path / "two.jsonl"
    run_arena("nim", ["heuristic", "random"], games=6, seed=3, record_file=one)
    run_arena("nim", ["heuristic", "random"], games=6, seed=3, record_file=two)
    other = tmp_path / "other.jsonl"
    run_arena("nim", ["heuristic", "random"], games=6, seed=4, record_file=other)
    result = compare_records(one, two)
    assert result["common"] == 6 and result["same"] == 6 and result["p_value"] == 1.0
    assert compare_records(one, other)["common"] == 0  # another seed: other games

    spec = importlib.util.spec_from_file_location("arena_compare", ROOT / "scripts" / "arena_compare.py")
    assert spec is not None and spec.loader is not None
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    script.main([str(one), str(two)])
    assert "the same outcome in 6" in capsys.readouterr().out
    script.main([str(one), str(other)])
    assert "no game in common" in capsys.readouterr().out
    not_a_record = tmp_path / "selfplay.jsonl"
    not_a_record.write_text('{"game": "nim"}\n')
    with pytest.raises(SystemExit):
        script.main([str(one), str(not_a_record)])
    assert "not an arena record file" in capsys.readouterr().err
