"""The arena: fair seats, reproducible results, parallel workers, JSON output, the CLI command."""

from __future__ import annotations

import json

import pytest
import typer
from typer.testing import CliRunner

from kleos.arena import RecordFile, make_tasks, run_arena
from kleos.arena.runner import bot_seed, rotations
from kleos.cli.arena import arena
from kleos.engine import OptionError
from kleos.engine.registry import load_game

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


def test_a_second_arena_on_a_record_file_being_written_is_refused_and_a_report_is_not(tmp_path):
    """Two arenas resuming one file would play the same games twice: the one with games to play holds its lock."""
    path = tmp_path / "arena.jsonl"
    run_arena("nim", ["random", "heuristic"], games=2, seed=1, record_file=path)
    header = json.loads(path.read_text().splitlines()[0])
    other = RecordFile(path, {k: v for k, v in header.items() if k != "format"})
    played = []
    with other.writing():  # another arena is playing into the file
        before = path.read_bytes()
        with pytest.raises(OptionError, match="being written by another arena"):
            run_arena("nim", ["random", "heuristic"], games=4, seed=1, record_file=path, on_record=played.append)
        assert path.read_bytes() == before and not played
        report = run_arena("nim", ["random", "heuristic"], games=2, seed=1, record_file=path)  # nothing to play
        assert report["games"] == 2
    run_arena("nim", ["random", "heuristic"], games=4, seed=1, record_file=path)  # the lock went with the arena
    assert len(path.read_text().splitlines()) == 1 + 4


def test_an_arena_reads_the_record_again_once_it_holds_the_lock(tmp_path):
    """Games another arena added while this one waited are not played again."""
    path = tmp_path / "arena.jsonl"
    run_arena("nim", ["random", "heuristic"], games=4, seed=1, record_file=path)
    lines = path.read_text().splitlines()
    path.write_text("\n".join(lines[:3]) + "\n")  # two games recorded
    header = {k: v for k, v in json.loads(lines[0]).items() if k != "format"}
    store = RecordFile(path, header)
    assert len(store.records) == 2
    with path.open("a") as out:  # another arena adds the other two meanwhile
        out.write("\n".join(lines[3:]) + "\n")
    with store.writing():
        assert len(store.records) == 4


# ---------------------------------------------------------------- games of more than two players
GOOF3 = {"players": 3}


def test_at_more_than_two_players_every_bot_takes_every_seat_once_a_round():
    tasks = make_tasks("goofspiel", ["heuristic", "random", "random"], 7, seed=1, options=GOOF3)
    assert len(tasks) == 9  # 7 games rounded up to three whole rotations of three seats
    for r in range(3):
        rnd = tasks[3 * r: 3 * r + 3]
        assert len({t.seed for t in rnd}) == 1
        assert [t.labels for t in rnd] == [("heuristic", "random", "random#2"), ("random", "random#2", "heuristic"),
                                           ("random#2", "heuristic", "random")]
    assert len({t.seed for t in tasks}) == 3 and {t.pairing for t in tasks} == {0}
    labels = ["a", "b", "c", "d", "e", "f"]
    seats = [tuple(labels[k] for k in order) for order in rotations(6)]
    for seat in range(6):
        assert sorted(s[seat] for s in seats) == labels


def test_at_more_than_two_players_the_arena_needs_one_bot_per_seat():
    with pytest.raises(OptionError, match=r"played by 3 players: the arena needs 3 bots, one per seat .* not 2"):
        make_tasks("goofspiel", ["random", "heuristic"], 3, 0, options=GOOF3)
    with pytest.raises(OptionError, match="not 4"):
        make_tasks("goofspiel", ["random"] * 4, 3, 0, options=GOOF3)


def test_at_more_than_two_players_results_give_win_shares_and_mean_ranks_with_intervals():
    bots = ["heuristic", "random", "random"]
    results = run_arena("goofspiel", bots, games=30, seed=4, options={"players": 3, "cards": 3}, include_games=True)
    assert results["games"] == 30 and results["rounds"] == 10 and results["players"] == 3
    assert "pairings" not in results and "games_per_pairing" not in results and results["games_requested"] == 30
    rows = results["standings"]
    assert [r["bot"] for r in rows] == ["heuristic", "random", "random#2"]
    # every game's win is shared out whole, and its ranks are 1, 2, 3 (ties sharing theirs)
    assert sum(r["win_share"] for r in rows) == pytest.approx(1.0)
    assert sum(r["mean_rank"] for r in rows) == pytest.approx(6.0)
    for r in rows:
        assert r["games"] == 30 and r["games_by_seat"] == [10, 10, 10]
        lo, hi = r["win_share_ci95"]
        assert 0.0 <= lo <= r["win_share"] <= hi <= 1.0
        lo, hi = r["mean_rank_ci95"]
        assert 1.0 <= lo <= r["mean_rank"] <= hi <= 3.0
        assert r["wins_alone"] + r["wins_shared"] <= 30
    # the figures, recomputed by hand from the games
    games = results["game_records"]
    ranks_of = {b: [] for b in ("heuristic", "random", "random#2")}
    for g in games:
        for seat, label in enumerate(g["seats"]):
            ranks_of[label].append(1 + sum(o > g["returns"][seat] for o in g["returns"])
                                   + (sum(o == g["returns"][seat] for o in g["returns"]) - 1) / 2)
    for r in rows:
        assert r["mean_rank"] == pytest.approx(sum(ranks_of[r["bot"]]) / 30)
        alone = sum(1 for g in games if g["winners"] == [g["seats"].index(r["bot"])])
        assert r["wins_alone"] == alone
    assert set(results["timing"]) == {"heuristic", "random", "random#2"}
    assert results["timing"]["heuristic"]["decisions"] == 30 * 3
    json.dumps(results)


def test_mean_rank_interval_is_over_the_rounds_means():
    from kleos.arena.report import summarize_table
    from kleos.arena.runner import GameRecord

    def game(seed: int, labels: tuple[str, ...], returns: list[float]) -> GameRecord:
        winners = tuple(s for s, r in enumerate(returns) if r == max(returns))
        return GameRecord(0, 0, seed, labels, winners, returns, "win", 10, [3, 3, 3])

    rot = [("a", "b", "c"), ("b", "c", "a"), ("c", "a", "b")]
    # a always first, b second, c third, in two rounds: the rounds agree, so the interval is the point
    records = [game(seed, labels, [{"a": 1.0, "b": 0.0, "c": -1.0}[x] for x in labels]) for seed in (1, 2)
               for labels in rot]
    table = {r["bot"]: r for r in summarize_table(records, ["a", "b", "c"])["standings"]}
    assert table["a"]["mean_rank"] == 1.0 and table["a"]["mean_rank_ci95"] == [1.0, 1.0]
    assert table["c"]["win_share"] == 0.0 and table["a"]["win_share_ci95"][0] > 0.5
    # one round alone gives no interval; a draw is a win shared by all, with the middle rank
    draw = [GameRecord(0, 0, 9, labels, (), [0.0, 0.0, 0.0], "draw", 10, [3, 3, 3]) for labels in rot]
    rows = {r["bot"]: r for r in summarize_table(draw, ["a", "b", "c"])["standings"]}
    assert rows["a"]["mean_rank"] == 2.0 and rows["a"]["mean_rank_ci95"] is None
    assert rows["a"]["win_share"] == pytest.approx(1 / 3) and rows["a"]["wins_shared"] == 3


def test_at_more_than_two_players_the_arena_is_reproducible_and_resumes_from_its_record(tmp_path):
    bots = ["heuristic", "random", "random"]
    whole = run_arena("goofspiel", bots, games=12, seed=2, options=GOOF3, include_games=True)
    parallel = run_arena("goofspiel", bots, games=12, seed=2, options=GOOF3, workers=2, include_games=True)
    assert strip_timing(whole) == strip_timing(parallel)
    path = tmp_path / "three.jsonl"
    first = run_arena("goofspiel", bots, games=6, seed=2, options=GOOF3, record_file=path)
    assert first["games"] == 6 and len(path.read_text().splitlines()) == 7
    played = []
    extended = run_arena("goofspiel", bots, games=12, seed=2, options=GOOF3, record_file=path, include_games=True,
                         on_record=played.append)
    assert len(played) == 12 and len(path.read_text().splitlines()) == 13
    assert strip_timing(extended) == strip_timing(whole)
    with pytest.raises(OptionError, match="records another arena"):
        run_arena("goofspiel", bots, games=12, seed=2, options={"players": 3, "cards": 5}, record_file=path)


def test_cli_arena_at_three_players_prints_the_standings():
    app = typer.Typer()
    app.command()(arena)
    runner = CliRunner()
    out = runner.invoke(app, ["goofspiel", "--bots", "heuristic,random,random", "-o", "players=3", "--games", "3"],
                        env={"COLUMNS": "200"})
    assert out.exit_code == 0, out.output
    assert "3 games, 3 players, seats rotated" in out.stdout and "mean rank (95% CI)" in out.stdout
    assert "random#2" in out.stdout and "Decision time" in out.stdout
    out = runner.invoke(app, ["goofspiel", "--bots", "heuristic,random", "-o", "players=3", "--games", "3"])
    assert out.exit_code == 2 and "one per seat" in out.output


def test_the_two_player_record_files_of_docs_arena_resume_as_they_were(tmp_path, monkeypatch):
    """Every arena kept in docs/arena resumes from its record file with nothing replayed, and its report is the
    one stored beside it: the N-player arena changed nothing a 2-player record means."""
    import shutil
    from pathlib import Path

    import kleos.arena.runner

    def no_game(task):
        raise AssertionError(f"game {task.index} of {task.labels} would be replayed")

    monkeypatch.setattr(kleos.arena.runner, "play_game", no_game)
    docs = Path(__file__).resolve().parents[2] / "docs" / "arena"
    checked = 0
    for stored in sorted(docs.glob("**/*.json")):
        records = stored.with_suffix(".jsonl")
        report = json.loads(stored.read_text())
        if not records.exists() or "pairings" not in report:
            continue
        header = json.loads(records.read_text().split("\n", 1)[0])
        if stored.parent.name == "previous" and header["options"] != dict(
                load_game(report["game"], **header["options"]).options.model_dump()):
            continue  # an earlier version of the game, with fewer options: kept as it was, not resumable
        copy = tmp_path / records.name
        shutil.copy(records, copy)
        results = run_arena(report["game"], report["specs"], games=report["games_per_pairing"], seed=report["seed"],
                            options=report["options"], record_file=copy)
        assert copy.read_bytes() == records.read_bytes()
        for key in ("bots", "games", "avg_steps", "pairings", "games_per_pairing"):
            assert results[key] == report[key], (stored.name, key)
        checked += 1
    assert checked >= 8


def test_searching_bots_play_games_of_more_than_two_players():
    # MCTS values every seat (each maximises its own), so it plays at a table of three as it is
    results = run_arena("goofspiel", ["mcts:iterations=30", "heuristic", "random"], games=3, seed=0, options=GOOF3)
    assert results["games"] == 3 and results["timing"]["mcts:iterations=30"]["iterations_per_s"] > 0
