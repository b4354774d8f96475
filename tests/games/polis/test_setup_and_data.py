"""Set-ups (rulebook p.4, p.18, p.19), data validation, options and round starts (p.5)."""

import shutil

import pytest
import yaml

from kleos.engine import DataError, OptionError, load_game
from kleos.polis import data as polis_data

from .helpers import A, D, S, good, owner, pop, units


def test_p4_standard_setup():
    s = load_game("polis").new_initial_state(3)
    assert s.round_type == "3" and s.capacity == 3
    assert [owner(s, p) for p in ("sparta", "gytheion", "pylos", "athenai", "chalkis", "chios")] == [S] * 3 + [A] * 3
    assert [pop(s, p) for p in ("sparta", "gytheion", "pylos", "athenai", "chalkis", "chios")] == [4, 1, 2, 5, 1, 2]
    assert units(s, S, "lakedaimon") == 3 and units(s, S, "ionio") == 1 and units(s, S, "myrtoo") == 1
    assert units(s, A, "attika") == 3 and units(s, A, "ionia") == 2 and units(s, A, "kyklades") == 2
    assert s.goods == [[4, 4, 4, 4, 4, 0], [4, 4, 4, 4, 0, 4]] and s.prestige == [3, 3]
    assert s.markers == [1, 1, 1, 1] and s.merchants_port == [1, 1]
    assert s.stage == "proj_draw" and s.is_chance_node() and len(s.chance_outcomes()) == 14


def test_p5_round_start_three_projects_then_event_then_less_prestige_starts():
    s = load_game("polis").new_initial_state(3)
    for _ in range(3):
        s.step_chance()
    assert len(s.display) == 3 and len(s.pile) == 11
    assert s.stage == "event_draw" and len(s.chance_outcomes()) == 8
    s.apply("draw_event e3_none_1")
    assert s.stage == "turn" and s.to_move == S  # tie 3-3: Sparta starts


def test_p5_leotychidas_gives_athens_the_first_turn():
    s = load_game("polis").new_initial_state(3)
    for _ in range(3):
        s.step_chance()
    s.apply("draw_event e3_leotychidas")
    assert s.to_move == A


def test_p18_scenario_1_corinthian_war():
    s = load_game("polis", scenario="corinthian_war").new_initial_state(1)
    assert s.rounds == ["5"] and s.capacity == 5 and s.stage == "turn" and not s.display and s.event is None
    assert pop(s, "sparta") == 6 and pop(s, "syrakousai") == 6 and pop(s, "athenai") == 7 and pop(s, "thebai") == 2
    assert owner(s, "korinthos") == A and owner(s, "argos") == A
    assert s.prestige == [4, 3] and s.goods[S] == [6, 8, 5, 5, 5, 3] and s.goods[A] == [2, 2, 4, 4, 8, 5]
    assert s.proxenos == [D.polis_index["pydna"], D.polis_index["thebai"]]
    assert units(s, S, "sikelia") == 3 and units(s, A, "thrakiko") == 3 and s.merchants_port == [2, 2]
    assert s.to_move == A  # less prestige starts
    assert "act project" not in {a.text for a in s.legal_actions()}
    alt = load_game("polis", scenario="corinthian_war", scenario1_populations="in_order").new_initial_state(1)
    assert pop(alt, "sparta") == 2 and pop(alt, "thebai") == 4 and pop(alt, "korinthos") == 6


def test_p19_scenario_2_second_peloponnesian_war():
    s = load_game("polis", scenario="second_peloponnesian_war").new_initial_state(1)
    assert s.rounds == ["5a", "5b"] and len(s.pile) == 7 and s.stage == "proj_draw"
    assert owner(s, "thebai") == S and owner(s, "korinthos") == S and owner(s, "samos") == A
    assert pop(s, "athenai") == 7 and pop(s, "samos") == 5 and pop(s, "korkyra") == 3
    assert s.prestige == [4, 5] and good(s, A, "wheat") == 5
    for _ in range(3):
        s.step_chance()
    assert len(s.chance_outcomes()) == 12  # the 5a deck
    alt = load_game("polis", scenario="second_peloponnesian_war", scenario2_populations="alternative")
    alt_state = alt.new_initial_state(1)
    assert pop(alt_state, "sparta") == 4 and pop(alt_state, "thebai") == 3


def test_data_counts():
    assert len(D.polis_ids) == 18 and len(D.project_ids) == 14 and len(D.event_ids) == 40 and len(D.cards) == 24
    assert [len(D.event_decks[r]) for r in ("3", "4", "5a", "5b")] == [8, 8, 12, 12]
    assert D.value_table[4][1] == 5  # p.11: oil in column 2 costs 5 for a value-4 cargo
    assert D.cargoes[D.cargo_index[("persis", 2)]][2:] == (4, 3, 5)  # oil -> 4 wheat


def test_data_error_names_file_entry_and_reason(tmp_path, monkeypatch):
    shutil.copytree(polis_data.DATA_DIR, tmp_path / "data")
    path = tmp_path / "data" / "poleis.yaml"
    raw = yaml.safe_load(path.read_text())
    raw["poleis"][3]["max"] = 1  # argos: maximum below its base
    path.write_text(yaml.safe_dump(raw))
    monkeypatch.setattr(polis_data, "DATA_DIR", tmp_path / "data")
    with pytest.raises(DataError, match=r"poleis.yaml.*poleis.3.*argos.*maximum population below base"):
        polis_data.PolisData()


def test_bad_option_is_refused():
    with pytest.raises(OptionError, match="scenario"):
        load_game("polis", scenario="peloponnesian")


def test_json_round_trip_and_board_data():
    g = load_game("polis")
    s = g.new_initial_state(9)
    for _ in range(4):
        s.step_chance()
    from kleos.engine import State
    assert State.loads(s.dumps()) == s
    bd = g.board_data()
    assert len(bd["poleis"]) == 18 and all("x" in p and "y" in p for p in bd["poleis"])
    assert len(s.observation_tensor(0)) == g.observation_shape[0]
