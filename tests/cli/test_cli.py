"""The ``kleos`` command on the Kuhn fixture: every command, and bad input as one clear sentence."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from kleos.cli.main import app
from kleos.cli.savefile import load_state

runner = CliRunner()


def kleos(*args: str, input: str | None = None, terminal_width: int | None = None):
    env = {"COLUMNS": str(terminal_width)} if terminal_width else None
    return runner.invoke(app, list(args), input=input, env=env)


def test_games_lists_each_game_with_players_and_options() -> None:
    result = kleos("games")
    assert result.exit_code == 0
    assert "kuhn" in result.output and "First, Second" in result.output


def test_selfplay_prints_one_json_line_per_game() -> None:
    result = kleos("selfplay", "kuhn", "--bots", "random,random", "--games", "6", "--seed", "10", "--json")
    assert result.exit_code == 0, result.output
    lines = [json.loads(line) for line in result.output.splitlines()]
    assert [g["seed"] for g in lines] == list(range(10, 16))
    assert all(set(g) == {"seed", "result", "returns", "actions"} for g in lines)
    again = kleos("selfplay", "kuhn", "--bots", "random", "--games", "6", "--seed", "10", "--json")
    assert again.output == result.output  # the same seeds give the same games


def test_selfplay_summary_counts_results_and_lengths() -> None:
    result = kleos("selfplay", "kuhn", "--games", "20")
    assert result.exit_code == 0, result.output
    assert "won by First (random)" in result.output and "game length (steps): mean" in result.output


def test_selfplay_takes_one_bot_per_seat_in_a_game_of_three() -> None:
    result = kleos("selfplay", "goofspiel", "--bots", "heuristic,random,random", "-o", "players=3", "--games", "4",
                   "--seed", "2", "--json")
    assert result.exit_code == 0, result.output
    games = [json.loads(line) for line in result.output.splitlines()]
    assert len(games) == 4 and all(len(g["returns"]) == 3 and g["actions"] == 4 * 5 for g in games)
    summary = kleos("selfplay", "goofspiel", "--bots", "heuristic,random,random", "-o", "players=3", "--games", "4",
                    "--seed", "2")
    assert summary.exit_code == 0, summary.output
    assert "Goofspiel: 4 games" in summary.output and "(heuristic)" in summary.output
    wrong = kleos("selfplay", "goofspiel", "--bots", "heuristic,random", "-o", "players=4")
    assert wrong.exit_code == 2 and "needs 4 bots, got 2" in wrong.output


@pytest.mark.parametrize(("args", "words"), [
    (("selfplay", "chess"), "unknown game 'chess'"),
    (("selfplay", "kuhn", "--bots", "random,random,random"), "needs 2 bots, got 3"),
    (("selfplay", "kuhn", "--bots", "genius"), "unknown bot 'genius'"),
    (("selfplay", "optionkuhn", "-o", "rounds=9"), "rounds: Input should be less than or equal to 3"),
    (("selfplay", "optionkuhn", "-o", "rounds"), "an option is written key=value"),
    (("play", "kuhn", "--seat", "5"), "has seats 0..1"),
    (("play", "kuhn", "--vs", "genius"), "unknown opponent 'genius'"),
    (("bench", "chess"), "unknown game 'chess'"),
])
def test_bad_input_is_one_sentence_and_exit_status_2(args: tuple[str, ...], words: str) -> None:
    result = kleos(*args)
    assert result.exit_code == 2
    assert words in result.output
    assert "Traceback" not in result.output


def test_play_against_a_bot_to_the_end_with_autosave(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    result = kleos("play", "kuhn", "--seed", "4", "--save", str(save), input="deal K\n1\n" * 4)
    assert result.exit_code == 0, result.output
    assert "Kuhn 1: deal K is a dealing outcome" in result.output  # refused, then the game went on
    assert "Game over" in result.output
    assert load_state(save).is_terminal()


def test_play_quits_and_resumes_from_the_save(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    first = kleos("play", "kuhn", "--seat", "1", "--seed", "2", "--save", str(save), input="quit\n")
    assert first.exit_code == 0 and "Stopped" in first.output
    saved = load_state(save)
    assert saved.current_player == 1 and not saved.is_terminal()
    second = kleos("play", "kuhn", "--seat", "1", "--load", str(save), input="2\n" * 3)
    assert second.exit_code == 0 and "Game over" in second.output


def test_resign_in_the_terminal_asks_first_then_ends_the_game() -> None:
    kept = kleos("play", "kuhn", "--seed", "2", input="resign\nno\nquit\n")
    assert kept.exit_code == 0 and "resigned" not in kept.output and "Stopped" in kept.output
    result = kleos("play", "kuhn", "--seed", "2", input="resign\nyes\n")
    assert result.exit_code == 0, result.output
    assert "First resigned; Second wins." in result.output
    french = kleos("--lang", "fr", "play", "kuhn", "--seed", "2", input="resign\noui\n")
    assert "a abandonné" in french.output


def test_undo_in_the_terminal_is_refused_with_the_server_s_reasons() -> None:
    """docs/server.md, Undo: nothing to take back yet, or only a deal since (a chance step blocks undo)."""
    result = kleos("play", "kuhn", "--seed", "2", input="undo\nquit\n")
    assert result.exit_code == 0, result.output
    assert "Kuhn: undo is not possible past a die roll or a draw" in result.output
    french = kleos("--lang", "fr", "play", "kuhn", "--seed", "2", input="annuler\nquitter\n")
    assert french.exit_code == 0, french.output
    assert "Kuhn : impossible d'annuler au-delà d'un jet de dé ou d'une pioche" in french.output


def test_undo_in_the_terminal_takes_back_the_seat_s_own_decisions_one_at_a_time(tmp_path: Path) -> None:
    """Hellas 4.2: Sparta places its trading posts one by one; each can be taken back, back to the start, and the
    save follows."""
    from kleos.engine import load_game

    save = tmp_path / "hellas.json"
    result = kleos("play", "hellas", "--seat", "0", "--seed", "3", "--save", str(save), "-o", "setup=choose",
                   input="1\n2\nundo\n" + "quit\n")
    assert result.exit_code == 0, result.output
    assert result.output.count("Your last choice is taken back.") == 1 and "[bold]" not in result.output
    once = load_state(save)
    assert len(once.history) == 1
    start = load_game("hellas", setup="choose").new_initial_state(once.seed)
    start.apply(once.history[0].action)
    assert once == start
    result = kleos("play", "hellas", "--seat", "0", "--load", str(save), "--save", str(save),
                   input="undo\nundo\nquit\n")
    assert result.exit_code == 0, result.output
    assert "Hellas: there is nothing to undo" in result.output
    assert load_state(save) == load_game("hellas", setup="choose").new_initial_state(once.seed)


def test_the_terminal_takes_its_commands_in_french_too() -> None:
    """aide, plateau, journal, abandonner, quitter (the English words are understood in either language)."""
    helped = kleos("--lang", "fr", "play", "kuhn", "--seed", "2", input="aide\nplateau\njournal\nquitter\n")
    assert helped.exit_code == 0, helped.output
    assert "Tapez le numéro d'un choix" in helped.output and "action inconnue" not in helped.output.lower()
    resigned = kleos("--lang", "fr", "play", "kuhn", "--seed", "2", input="abandonner\noui\n")
    assert resigned.exit_code == 0 and "a abandonné" in resigned.output
    english = kleos("--lang", "fr", "play", "kuhn", "--seed", "2", input="help\nquit\n")
    assert "Tapez le numéro d'un choix" in english.output


def test_two_people_at_one_screen_get_a_hand_over_prompt() -> None:
    result = kleos("play", "kuhn", "--vs", "human", "--seed", "1", input="1\n\n1\n\n")
    assert result.exit_code == 0, result.output
    assert "Hand over to Second" in result.output and "Game over" in result.output


def test_a_damaged_save_is_refused_and_left_untouched(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    kleos("play", "kuhn", "--seed", "3", "--save", str(save), input="quit\n")
    damaged = save.read_text()[:-20]
    save.write_text(damaged)
    result = kleos("play", "kuhn", "--load", str(save), "--save", str(save), input="1\n")
    assert result.exit_code == 2 and "not valid JSON" in result.output
    assert save.read_text() == damaged
    missing = kleos("play", "kuhn", "--load", str(tmp_path / "none.json"))
    assert missing.exit_code == 2 and "cannot read" in missing.output


def test_replay_steps_forwards_and_backwards(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    kleos("play", "kuhn", "--seed", "4", "--save", str(save), input="1\n" * 4)
    total = len(load_state(save).history)
    result = kleos("replay", str(save), input="n\nn\np\ne\nq\n")
    assert result.exit_code == 0, result.output
    shown = [line for line in result.output.splitlines() if line.startswith("step ")]
    assert shown == [f"step {i} of {total}" for i in (0, 1, 2, 1, total)]
    one = kleos("replay", str(save), "--step", "2", "--seat", "0")
    assert one.exit_code == 0 and "step 2 of" in one.output
    assert kleos("replay", str(save), "--step", "99").exit_code == 2


def test_replay_refuses_an_altered_history(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    kleos("play", "kuhn", "--seed", "4", "--save", str(save), input="1\n" * 4)
    data = json.loads(save.read_text())
    data["data"]["bets"] = ["bet", "bet"] if data["data"]["bets"] != ["bet", "bet"] else ["pass", "pass"]
    save.write_text(json.dumps(data))
    result = kleos("replay", str(save), "--step", "0")
    assert result.exit_code == 2 and "does not lead to the saved position" in result.output


def test_bench_reports_the_engine_figures() -> None:
    result = kleos("bench", "kuhn", "--seconds", "0.1", "--json")
    assert result.exit_code == 0, result.output
    figures = json.loads(result.output)
    row = figures["games"][0]
    assert figures["machine"]["python"] and row["game"] == "kuhn"
    for key in ("playouts_per_s", "legal_actions_per_s", "clones_per_s", "applies_per_s"):
        assert row[key] > 0
    assert row["mcts_simulations_per_s"] > 0
    table = kleos("bench", "kuhn", "--seconds", "0.05", "--openspiel", "2", "--move-seconds", "0.01")
    assert table.exit_code == 0, table.output
    assert "kleos bench" in table.output and "kuhn" in table.output
    assert "vs OpenSpiel MCTS at 0.01 s/move, 2 games" in table.output


def test_python_dash_m_kleos_is_the_kleos_command() -> None:
    import subprocess
    import sys

    out = subprocess.run([sys.executable, "-m", "kleos", "--help"], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0 and "selfplay" in out.stdout
    bad = subprocess.run([sys.executable, "-m", "kleos", "play", "chess"], capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "unknown game 'chess'" in bad.stderr and "Traceback" not in bad.stderr


def test_lang_prints_the_tables_and_errors_in_french() -> None:
    result = kleos("--lang", "fr", "games")
    assert result.exit_code == 0, result.output
    assert "Jeux de Kleos" in result.output and "joueurs" in result.output
    bad = kleos("--lang", "fr", "play", "kuhn", "--seat", "7")
    assert bad.exit_code == 2
    assert "erreur :" in bad.output and "a les places 0 à 1" in bad.output
    assert "Kleos games" in kleos("--lang", "en", "games").output


def test_an_unknown_language_is_refused_with_the_languages_spoken() -> None:
    result = kleos("--lang", "xx", "games")
    assert result.exit_code == 2
    assert "unknown language 'xx'" in result.output and "fr" in result.output


def test_the_language_comes_from_the_command_line_then_the_locale(monkeypatch) -> None:
    from kleos.cli.main import _language_of

    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    assert _language_of(["games"]) == "en"
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert _language_of(["games"]) == "fr"
    assert _language_of(["--lang", "en", "games"]) == "en"
    assert _language_of(["--lang=fr", "games"]) == "fr"
    monkeypatch.setenv("LANGUAGE", "de:fr")  # the first language Kleos speaks in the list
    assert _language_of([]) == "fr"


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", ["aom", "hellas", "polis", "sphacteria"])
def test_every_board_fits_an_eighty_column_terminal(game: str, lang: str) -> None:
    """A terminal of 80 columns shows every heading and name whole, in either language (Polis's players' table
    was cut: "pre…", "Spa…")."""
    result = kleos("--lang", lang, "play", game, "--seed", "5", input="quit\n", terminal_width=80)
    assert result.exit_code == 0, result.output
    assert "…" not in result.output
    if game == "polis" and lang == "en":
        assert "prestige" in result.output and "proxenos" in result.output
