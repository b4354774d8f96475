"""scripts/hellas_stability.py: each game's stability changes read from the log add up to where the cubes stand."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

from kleos.arena.runner import make_tasks

ROOT = Path(__file__).resolve().parents[2]


def _script():
    spec = importlib.util.spec_from_file_location("hellas_stability", ROOT / "scripts" / "hellas_stability.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_changes_read_from_the_log_add_up_to_each_cube_and_name_their_rule(tmp_path, capsys):
    script = _script()
    for task in make_tasks("hellas", ["random", "random"], 2, 3, {"turn_limit": 6}):
        record = script.play(task)
        assert record["result"] and record["turn"] <= 6
        for p in (0, 1):  # 7: both cubes start at 0; no cube reached an end of the track in six random turns
            assert sum(record["changes"][p].values()) == record["stability"][p]
            assert record["lowest"][p] <= min(0, record["stability"][p])
            assert all(k.split()[0] in ("9.5", "9.8", "10", "11", "12", "18.1") for k in record["changes"][p])
    assert script.cause("11", "the loss of Attika") == "11 province lost"
    assert script.cause("9.5", "the first trading post on glass") == "9.5 the first trading post"
    assert script.cause("9.5", "culture phase II") == "9.5 a phase entered"
    assert script.cause("9.5", "60 talents paid") == "9.5 N talents paid"
    out = tmp_path / "records.jsonl"
    script.main(["--bots", "random,random", "--games", "2", "--seed", "3", "-o", "turn_limit=4", "--out", str(out)])
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(lines) == 2 and {tuple(r["seats"]) for r in lines} == {("random", "random")}
    assert len({r["seed"] for r in lines}) == 2  # a bot against itself: one game a round, not the seats swapped
    script.main(["--bots", "random,random", "--games", "2", "--seed", "3", "-o", "turn_limit=4", "--out", str(out)])
    assert len(out.read_text().splitlines()) == 2  # resumed: nothing played again
    capsys.readouterr()
    script.main(["--summary", str(out)])
    assert "games 2" in capsys.readouterr().out


def test_the_armistices_are_read_from_the_log_for_the_seat_that_asks_accepts_or_refuses():
    """9.8: an offer accepted, then (the armistice over) one refused: the log's English lines name who asked, who
    accepted and who refused."""
    from tests.games.hellas.helpers import ATHENS, new, start

    script = _script()
    st = new()
    st.treasury[ATHENS] = 200
    start(st, ATHENS, "armistice")
    st.apply("offer")
    st.apply("accept")
    st.armistice_until = 0  # over
    start(st, ATHENS, "armistice")
    st.apply("offer")
    st.apply("refuse")
    seen = [(m.group(1), m.group(2)) for line in st.log_lines(0, lang="en")
            if (m := script.ARMISTICE.match(line["text"]))]
    assert seen == [("Athens", "asks"), ("Sparta", "accepts"), ("Athens", "asks"), ("Sparta", "refuses")]
