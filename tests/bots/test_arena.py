"""The arena: fair seats, reproducible results, parallel workers, JSON output, the CLI command."""

from __future__ import annotations

import json

import pytest
import typer
from typer.testing import CliRunner

from kleos.arena import make_tasks, run_arena
from kleos.arena.runner import bot_seed
from kleos.cli.arena import arena
from kleos.engine import OptionError

BOTS3 = ["random", "heuristic", "mcts:iterations=40"]


def strip_timing(results: dict) -> dict:
    return {k: v for k, v in results.items() if k not in ("timing", "elapsed_s", "workers", "ray")}


def test_seats_alternate_and_rounds_share_a_seed():
    tasks = make_tasks("nim", ["random", "mcts:iterations=5"], 6, seed=1)
    assert [t.bots for t in tasks[:2]] == [("random", "mcts:iterations=5"), ("mcts:iterations=5", "random")]
    assert [t.labels[0] for t in tasks].count("random") == 3
    assert tasks[0].seed == tasks[1].seed != tasks[2].seed
    assert bot_seed(tasks[0].seed, 0) != bot_seed(tasks[0].seed, 1)


def test_every_pair_of_bots_meets():
    tasks = make_tasks("nim", BOTS3, 4, seed=0)
    assert len(tasks) == 3 * 4
    assert {frozenset(t.labels) for t in tasks} == {
        frozenset({"random", "heuristic"}), frozenset({"random", "mcts:iterations=40"}),
        frozenset({"heuristic", "mcts:iterations=40"})}


def test_arena_is_reproducible_for_a_seed_and_any_number_of_workers():
    one = run_arena("kuhn", BOTS3, games=10, seed=5, include_games=True)
    again = run_arena("kuhn", BOTS3, games=10, seed=5, include_games=True)
    parallel = run_arena("kuhn", BOTS3, games=10, seed=5, workers=2, include_games=True)
    assert strip_timing(one) == strip_timing(again) == strip_timing(parallel)
    other = run_arena("kuhn", BOTS3, games=10, seed=6, include_games=True)
    assert strip_timing(other)["game_records"] != strip_timing(one)["game_records"]


def test_results_count_every_game_and_give_intervals_timings_and_elo():
    results = run_arena("nim", BOTS3, games=8, seed=2)
    assert results["games"] == 24
    for p in results["pairings"]:
        assert p["a_wins"] + p["draws"] + p["b_wins"] == p["games"] == 8
        lo, hi = p["a_win_rate_decided_ci95"]
        assert 0.0 <= lo <= p["a_win_rate_decided"] <= hi <= 1.0
        assert p["a_games_by_seat"] == [4, 4]
        assert p["avg_steps"] >= 3
    assert set(results["timing"]) == set(BOTS3)
    assert all(t["decisions"] > 0 and t["p95_s"] >= 0 for t in results["timing"].values())
    assert results["timing"]["mcts:iterations=40"]["iterations_per_s"] > 0  # searching bots report their rate
    assert results["timing"]["random"]["iterations"] == 0
    assert set(results["elo"]) == set(BOTS3)
    json.dumps(results)  # JSON-ready


def test_mcts_beats_random_at_nim():
    # From 5-7 stones the first mover always has a forced win; MCTS finds it in both seats.
    results = run_arena("nim", ["mcts:iterations=200", "random"], games=20, seed=0)
    p = results["pairings"][0]
    assert p["a_wins"] >= 15
    assert "elo" not in results


def test_same_bot_twice_gets_two_labels():
    results = run_arena("nim", ["random", "random"], games=4, seed=0)
    assert results["bots"] == ["random", "random#2"]


def test_bad_arena_requests_are_refused_before_playing():
    with pytest.raises(OptionError, match="unknown bot"):
        make_tasks("nim", ["random", "deep-blue"], 2, 0)
    with pytest.raises(OptionError, match="at least two bots"):
        make_tasks("nim", ["random"], 2, 0)
    with pytest.raises(OptionError, match="unknown game"):
        make_tasks("chess", ["random", "random"], 2, 0)


def test_cli_arena_prints_json_and_tables():
    app = typer.Typer()
    app.command()(arena)
    runner = CliRunner()
    out = runner.invoke(app, ["nim", "--bots", "random,heuristic", "--games", "4", "--seed", "3", "--json"])
    assert out.exit_code == 0, out.output
    data = json.loads(out.stdout[out.stdout.index("{"):])
    assert data["games_per_pairing"] == 4 and data["bots"] == ["random", "heuristic"]
    out = runner.invoke(app, ["nim", "--bots", "random,heuristic,mcts:iterations=20", "--games", "2"])
    assert out.exit_code == 0, out.output
    assert "Elo" in out.stdout and "Decision time" in out.stdout
    out = runner.invoke(app, ["nim", "--bots", "random,nobody", "--games", "2"])
    assert out.exit_code == 2


def test_cli_arena_record_file(tmp_path):
    app = typer.Typer()
    app.command()(arena)
    runner = CliRunner()
    path = tmp_path / "r.jsonl"
    args = ["nim", "--bots", "random,heuristic", "--games", "4", "--seed", "3", "--json", "--record", str(path)]
    first = runner.invoke(app, args)
    assert first.exit_code == 0, first.output
    again = runner.invoke(app, args)
    assert again.exit_code == 0, again.output
    assert json.loads(first.stdout)["pairings"] == json.loads(again.stdout)["pairings"]
    assert len(path.read_text().splitlines()) == 5
    other = runner.invoke(app, ["nim", "--bots", "heuristic,random", "--games", "4", "--record", str(path)])
    assert other.exit_code == 2 and "records another arena" in other.output


def test_arena_on_a_real_game_is_reproducible():
    from kleos.engine import game_names

    if "polis" not in game_names():
        pytest.skip("Polis is not registered")
    bots = ["random", "heuristic:max_nodes=20"]
    one = run_arena("polis", bots, games=2, seed=9, include_games=True)
    two = run_arena("polis", bots, games=2, seed=9, workers=2, include_games=True)
    assert strip_timing(one) == strip_timing(two)
    assert one["games"] == 2 and one["avg_steps"] > 10


def test_a_record_file_resumes_an_arena_and_extends_it(tmp_path):
    path = tmp_path / "arena.jsonl"
    whole = run_arena("kuhn", BOTS3, games=8, seed=3, include_games=True)
    first = run_arena("kuhn", BOTS3, games=4, seed=3, record_file=path)
    assert first["games"] == 12 and len(path.read_text().splitlines()) == 1 + 12
    played = []
    extended = run_arena("kuhn", BOTS3, games=8, seed=3, record_file=path, include_games=True,
                         on_record=played.append)
    assert len(played) == 24  # 12 read back from the file, 12 played now
    assert len(path.read_text().splitlines()) == 1 + 24
    assert strip_timing(extended) == strip_timing(whole)  # the same games as one uninterrupted run
    again = run_arena("kuhn", BOTS3, games=8, seed=3, record_file=path)
    assert len(path.read_text().splitlines()) == 1 + 24  # nothing left to play
    assert again["pairings"] == extended["pairings"]
    counted = []
    fewer = run_arena("kuhn", BOTS3, games=4, seed=3, record_file=path, on_record=counted.append)
    assert len(counted) == fewer["games"] == 12  # progress counts this arena's games, not the whole file


def test_a_record_line_cut_short_is_dropped_and_replayed(tmp_path):
    path = tmp_path / "arena.jsonl"
    run_arena("nim", ["random", "heuristic"], games=4, seed=1, record_file=path)
    text = path.read_text()
    path.write_text(text[: len(text) - 20])  # killed while writing the last game
    results = run_arena("nim", ["random", "heuristic"], games=4, seed=1, record_file=path)
    assert results["games"] == 4
    lines = path.read_text().splitlines()
    assert len(lines) == 5 and all(json.loads(line) for line in lines)


def test_a_record_file_of_another_arena_is_refused_and_left_alone(tmp_path):
    path = tmp_path / "arena.jsonl"
    run_arena("nim", ["random", "heuristic"], games=2, seed=1, record_file=path)
    before = path.read_bytes()
    with pytest.raises(OptionError, match="records another arena"):
        run_arena("nim", ["random", "heuristic"], games=2, seed=2, record_file=path)
    for text in (b"shopping list\n", b"shopping list", b"\xff\xfe binary"):  # a missing newline is not a cut line
        garbage = tmp_path / "notes.txt"
        garbage.write_bytes(text)
        with pytest.raises(OptionError, match="not an arena record file"):
            run_arena("nim", ["random", "heuristic"], games=2, seed=1, record_file=garbage)
        assert garbage.read_bytes() == text
    assert path.read_bytes() == before
