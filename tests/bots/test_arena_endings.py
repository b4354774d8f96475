"""How the games of arena record files ended (``kleos.arena.endings``, ``scripts/arena_endings.py``): by which
rule, won by which bot, how many steps."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from kleos.arena import run_arena
from kleos.arena.endings import endings_table, record_endings

ROOT = Path(__file__).resolve().parents[2]
HEADER = {"format": "kleos-arena-records/1", "game": "nim", "options": {}, "specs": ["heuristic", "random"],
          "seed": 0}


def _game(index: int, seats: list[str], winners: list[int], result: str, steps: int) -> dict:
    return {"index": index, "pairing": 0, "seed": index, "seats": seats, "winners": winners,
            "returns": [0, 0], "result": result, "steps": steps, "decisions": [1, 1]}


def test_known_games_give_their_results_wins_and_steps(tmp_path, capsys):
    games = [_game(0, ["heuristic", "random"], [0], "revolution", 100),
             _game(1, ["random", "heuristic"], [0], "revolution", 300),
             _game(2, ["heuristic", "random"], [1], "victory points", 2000),
             _game(3, ["random", "heuristic"], [], "draw", 50),
             _game(4, ["heuristic", "random"], [0], "revolution", 200)]
    path = tmp_path / "r.jsonl"
    path.write_text("\n".join(json.dumps(x) for x in [HEADER, *games]) + '\n{"index": 5, "pai')  # cut short
    endings = record_endings(path)
    assert endings["games"] == 5 and endings["steps_mean"] == pytest.approx(530)
    revolution, *rest = endings["results"]  # most games first
    assert revolution["result"] == "revolution" and revolution["games"] == 3 and revolution["share"] == 0.6
    assert revolution["wins"] == {"heuristic": 2, "random": 1} and revolution["draws"] == 0
    assert revolution["seat_wins"] == [3, 0]  # seat 0 won all three, whichever bot sat there
    assert (revolution["steps_mean"], revolution["steps_min"], revolution["steps_max"]) == (200, 100, 300)
    by_result = {row["result"]: row for row in rest}
    assert by_result["victory points"]["wins"] == {"heuristic": 0, "random": 1}
    assert by_result["draw"]["draws"] == 1 and by_result["draw"]["wins"] == {"heuristic": 0, "random": 0}
    table = endings_table(endings)
    assert "| won by heuristic / random / nobody | won as First / Second |" in table  # the seats by name
    assert "| revolution | 3 | 60% | 2 / 1 / 0 | 3 / 0 | 200 (100–300) |" in table
    assert "| all | 5 | 100% | 2 / 2 / 1 | 3 / 1 | 530 (50–2000) |" in table

    spec = importlib.util.spec_from_file_location("arena_endings", ROOT / "scripts" / "arena_endings.py")
    assert spec is not None and spec.loader is not None
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    other = tmp_path / "selfplay.jsonl"
    other.write_text('{"game": "nim"}\n')
    script.main([str(path), str(other)])
    out, err = capsys.readouterr()
    assert "| victory points | 1 | 20% | 0 / 1 / 0 | 0 / 1 | 2000 (2000–2000) |" in out
    assert "skipped" in err and "selfplay.jsonl" in err
    script.main([str(path), "--lines"])
    out, _ = capsys.readouterr()
    assert out.splitlines()[-1] == ("| nim | heuristic vs random | 5 | revolution 3 (200); draw 1 (50); "
                                    "victory points 1 (2000) | 530 (50–2000) |")


def test_an_arena_record_gives_every_game_one_ending(tmp_path):
    path = tmp_path / "nim.jsonl"
    results = run_arena("nim", ["heuristic", "random"], games=6, seed=3, record_file=path)
    endings = record_endings(path)
    assert endings["games"] == 6 == sum(row["games"] for row in endings["results"])
    pairing = results["pairings"][0]
    wins = {spec: sum(row["wins"][spec] for row in endings["results"]) for spec in endings["specs"]}
    assert wins == {"heuristic": pairing["a_wins"], "random": pairing["b_wins"]}
    assert {row["result"]: row["games"] for row in endings["results"]} == pairing["results"]


def test_a_registered_game_s_seats_are_named(tmp_path):
    """The seats by the game's names for people: Hellas's Sparta and Athens (seat 0 and 1)."""
    header = {**HEADER, "game": "hellas", "specs": ["heuristic", "random"]}
    games = [_game(0, ["heuristic", "random"], [1], "victory points", 900),
             _game(1, ["random", "heuristic"], [1], "victory points", 1100)]
    path = tmp_path / "h.jsonl"
    path.write_text("\n".join(json.dumps(x) for x in [header, *games]) + "\n")
    table = endings_table(record_endings(path))
    assert "| won as Sparta / Athens |" in table
    assert "| victory points | 2 | 100% | 1 / 1 / 0 | 0 / 2 | 1000 (900–1100) |" in table
