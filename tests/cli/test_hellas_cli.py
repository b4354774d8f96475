"""Hellas in the terminal: played against a bot and by two people at one screen, saved and resumed."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from kleos.cli.main import app
from kleos.cli.savefile import load_state

runner = CliRunner()


def kleos(*args: str, input: str | None = None):
    return runner.invoke(app, list(args), input=input)


def test_hellas_against_a_bot_in_the_terminal_saves_and_resumes(tmp_path: Path) -> None:
    save = tmp_path / "hellas.json"
    # Athens (seat 1) against the random bot: the board, the tracks and the choices are drawn; a refusal names
    # its section; "quit" stops with the game saved.
    moves = "1\n" * 40
    first = kleos("play", "hellas", "--seat", "1", "--seed", "3", "--save", str(save), "-o", "setup=choose",
                  input="step 0000\n" + moves + "quit\n")
    assert first.exit_code == 0, first.output
    assert "Hellas 5: 'step 0000' cannot be played now" in first.output
    assert "the map (hexes with pieces)" in first.output and "treasury / income" in first.output
    assert "Stopped" in first.output
    saved = load_state(save)
    assert not saved.is_terminal() and len(saved.history) >= 40
    second = kleos("play", "hellas", "--seat", "1", "--load", str(save), "--save", str(save),
                   input="1\n" * 5 + "quit\n")
    assert second.exit_code == 0, second.output
    resumed = load_state(save)
    assert resumed.history[: len(saved.history)] == saved.history and len(resumed.history) > len(saved.history)


def test_hellas_at_one_screen_hands_over_between_sparta_and_athens() -> None:
    result = kleos("play", "hellas", "--vs", "human", "--seed", "1", "-o", "setup=standard",
                   input="act pass\n\nact pass\n\n" + "quit\n")
    assert result.exit_code == 0, result.output
    assert "Hand over to Athens" in result.output
    assert "The action cycle ends (both players passed)" in result.output


def test_new_armies_the_terminal_shows_an_unseen_block_as_a_question_mark() -> None:
    """New Armies 1: Athens's screen shows Sparta's army block in Sparte as "L?", Sparta's own as "L5"."""
    import io
    import sys

    from rich.console import Console

    from kleos.hellas.render import render

    sys.path.insert(0, str(Path(__file__).parents[1]))
    from games.hellas.helpers import ATHENS, SPARTA, new, put

    st = new(new_armies=True)
    put(st, SPARTA, "Sparte", "land", 5, known=False)

    def row(seat: int) -> str:
        console = Console(width=160, record=True, file=io.StringIO())
        console.print(render(st.view(seat)))
        return next(line for line in console.export_text().splitlines() if "│ Sparte " in line)

    assert "L?" in row(ATHENS) and "L5" not in row(ATHENS)
    assert "L5" in row(SPARTA)


def test_the_terminal_says_its_marks_in_words() -> None:
    """8: the status line lists the actions chosen this cycle as the web page does, by seat and by name, in the
    reader's language (not "S:Att A:Mov"); the map says what its marks mean; the VP are spelled out (2)."""
    import io
    import sys

    from rich.console import Console

    from kleos.hellas.render import render
    from kleos.i18n import set_language

    sys.path.insert(0, str(Path(__file__).parents[1]))
    from games.hellas.helpers import ATHENS, SPARTA, new

    st = new()
    st.chosen = [(SPARTA, "attack"), (ATHENS, "move")]

    def status(lang: str) -> str:
        set_language(lang)
        try:
            console = Console(width=160, record=True, file=io.StringIO())
            console.print(render(st.view(ATHENS)))
            return console.export_text()
        finally:
            set_language("en")

    english, french = status("en"), status("fr")
    assert "actions this cycle: Sparta: Attack, Athens: Move" in english
    assert "actions de ce cycle : Sparte : Attaquer, Athènes : Se déplacer" in french
    assert "L legions, S ships" in english and "L légions, N navires" in french
    assert "0 (monuments 0, Golden Ages 0, laurels 0)" in english and "(mon " not in english


def test_the_shorter_games_of_rule_2_are_chosen_on_the_command_line() -> None:
    # 2: 9 VP for the medium game, 8 for the short one; the option's values are numbers, the command line's text
    result = kleos("selfplay", "hellas", "--bots", "random", "--games", "1", "-o", "victory_points=8",
                   "-o", "turn_limit=2")
    assert result.exit_code == 0, result.output
    assert "bad options" not in result.output
