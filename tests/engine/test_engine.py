"""The engine's own behaviour, on the Kuhn fixture: actions, generator, legality, saves, options."""

from __future__ import annotations

import json

import pytest

import kleos
from kleos.engine import (
    CHANCE,
    ActionKind,
    ActionTable,
    DataError,
    IllegalAction,
    OptionError,
    Rng,
    SaveError,
    State,
    load_game,
    parse_options,
)

from .kuhn import OptionKuhn


def dealt(seed: int = 1) -> State:
    state = load_game("kuhn").new_initial_state(seed)
    state.apply("deal K")
    state.apply("deal J")
    return state


# ---------------------------------------------------------------- actions
def test_action_table_enumerates_every_combination_with_stable_ids() -> None:
    table = ActionTable("T", [ActionKind("pass"), ActionKind("move", (("unit", ("a", "b")), ("to", (1, 2, 3))))])
    assert len(table) == 7
    assert [a.text for a in table.actions] == [
        "pass", "move a 1", "move a 2", "move a 3", "move b 1", "move b 2", "move b 3"]
    move = table.get("move", "b", 2)
    assert move.id == 5 and move["to"] == 2 and move.to_json() == {"kind": "move", "unit": "b", "to": 2}
    assert table.parse('{"kind": "move", "unit": "b", "to": 2}') is move
    assert table.parse("  move   b  2 ") is move


@pytest.mark.parametrize(("bad", "words"), [
    ({"kind": "move", "unit": "c", "to": 1}, "not a valid 'unit'"),
    ({"kind": "move", "unit": "a"}, "missing ['to']"),
    ({"kind": "move", "unit": "a", "to": 1, "x": 0}, "unexpected ['x']"),
    ({"kind": "fly"}, "unknown action kind 'fly'"),
    ({"kind": "move", "unit": "a", "to": True}, "not a valid 'to'"),
    ("[1, 2]", "cannot read"),
    ("{oops", "malformed action JSON"),
    (99, "out of range 0..6"),
    ("jump", "unknown action 'jump'"),
])
def test_malformed_actions_get_one_clear_sentence(bad: object, words: str) -> None:
    table = ActionTable("T", [ActionKind("pass"), ActionKind("move", (("unit", ("a", "b")), ("to", (1, 2, 3))))])
    with pytest.raises(IllegalAction, match=r"^T: ") as info:
        table.parse(json.loads(bad) if isinstance(bad, str) and bad.startswith("[") else bad)
    assert words in str(info.value)


def test_action_table_refuses_blank_or_duplicate_actions() -> None:
    with pytest.raises(DataError, match="not unique"):
        ActionTable("T", [ActionKind("a", (("x", ("1", 1)),))])
    with pytest.raises(DataError, match="blank"):
        ActionTable("T", [ActionKind("a", (("x", ("two words",)),))])
    with pytest.raises(DataError, match="declared twice"):
        ActionTable("T", [ActionKind("a"), ActionKind("a")])


# ---------------------------------------------------------------- generator
def test_rng_is_reproducible_uniform_and_cheap_to_copy() -> None:
    a, b = Rng(42), Rng(42)
    assert [a.randrange(6) for _ in range(50)] == [b.randrange(6) for _ in range(50)]
    copy = a.copy()
    assert copy.next64() == a.next64()
    counts = [0] * 6
    rng = Rng(7)
    for _ in range(60_000):
        counts[rng.randrange(6)] += 1
    assert all(9_000 < c < 11_000 for c in counts)
    with pytest.raises(ValueError):
        rng.randrange(0)
    items = list(range(10))
    Rng(3).shuffle(items)
    assert sorted(items) == list(range(10)) and items != list(range(10))


# ---------------------------------------------------------------- states
def test_chance_nodes_give_exact_probabilities_and_sample_from_the_state_generator() -> None:
    state = load_game("kuhn").new_initial_state(5)
    assert state.current_player == CHANCE
    outcomes = state.chance_outcomes()
    assert [str(a) for a, _ in outcomes] == ["deal J", "deal Q", "deal K"]
    assert all(p.denominator == 3 and p.numerator == 1 for _, p in outcomes)
    first = state.clone().step_chance()
    assert state.clone().step_chance() is first  # same generator state, same draw


def test_an_illegal_action_is_refused_and_leaves_the_state_exactly_as_it_was() -> None:
    state = dealt()
    before = state.dumps()
    with pytest.raises(IllegalAction, match=r"^Kuhn 1: deal Q is a dealing outcome"):
        state.apply("deal Q")
    with pytest.raises(IllegalAction, match="not Second's decision but First's"):
        state.apply_for(1, "bet")
    assert state.dumps() == before
    state.apply("bet")
    state.apply("bet")
    with pytest.raises(IllegalAction, match="the game is over"):
        state.apply("pass")


def test_history_log_and_hidden_steps_are_filtered_per_seat() -> None:
    state = dealt()
    assert [s.seats for s in state.history] == [(0,), (1,)]
    assert state.history_for(0)[1].action == -1 and state.history_for(1)[0].action == -1
    log0 = [e["text"] for e in state.view(0)["log"]]
    log1 = [e["text"] for e in state.view(1)["log"]]
    assert log0 == ["First is dealt K", "Second is dealt a card"]
    assert log1 == ["First is dealt a card", "Second is dealt J"]
    assert "\"K\"" not in json.dumps(state.view(1)) and "\"J\"" not in json.dumps(state.view(0))
    assert state.public_view()["board"]["cards"] == ["?", "?"]


def test_view_offers_legal_actions_only_to_the_seat_that_decides() -> None:
    state = dealt()
    assert [a["text"] for a in state.view(0)["legal_actions"]] == ["pass", "bet"]
    assert state.view(1)["legal_actions"] == [] and state.public_view()["legal_actions"] == []
    with pytest.raises(IllegalAction, match="no seat 2"):
        state.view(2)


def test_result_and_returns() -> None:
    state = dealt()
    assert state.result() is None and state.returns() == [0.0, 0.0]
    state.apply("bet")
    state.apply("pass")
    assert state.returns() == [1.0, -1.0]
    result = state.result()
    assert result is not None and result.winners == (0,) and result.to_json()["text"] == "First wins 1"
    assert state.view(1)["result"]["winners"] == [0]


def test_a_search_clone_keeps_no_log_and_does_not_touch_the_original() -> None:
    state = dealt()
    clone = state.clone(search=True)
    assert clone.history == state.history[-1:]  # search reads no further back: long games stay cheap to copy
    clone.apply("bet")
    assert clone.log == [] and not clone.logging and len(clone.history) == 2
    assert len(state.history) == 2 and state.current_player == 0
    assert state.determinize(0, Rng(2), search=True).history == state.history_for(0)[-1:]


def test_determinize_redeals_only_what_the_seat_cannot_see_and_hides_the_generator() -> None:
    state = dealt()
    others = {state.determinize(0, Rng(k)).cards[1] for k in range(20)}  # type: ignore[attr-defined]
    assert others == {"J", "Q"}
    assert all(state.determinize(0, Rng(k)).cards[0] == "K" for k in range(5))  # type: ignore[attr-defined]
    assert state.determinize(0, Rng(1)).rng.state != state.rng.state


# ---------------------------------------------------------------- saves
def test_save_round_trip_is_complete() -> None:
    state = dealt()
    state.apply("pass")
    restored = State.loads(state.dumps())
    assert restored == state and restored.rng.state == state.rng.state
    assert restored.history == state.history and restored.log == state.log


@pytest.mark.parametrize(("text", "words"), [
    ("", "not valid JSON"),
    ('{"format": "kleos-state", "version": 1, "game": "kuhn"', "not valid JSON"),
    ('{"hello": 1}', "not a Kleos saved state"),
    ('{"format": "kleos-state", "version": 99}', "version 99 is not supported"),
    ('{"format": "kleos-state", "version": 1, "game": "kuhn"}', "lacks options, seed"),
])
def test_damaged_saves_are_refused_with_a_clear_sentence(text: str, words: str) -> None:
    with pytest.raises(SaveError, match=words):
        State.loads(text)


def test_a_save_of_an_unknown_game_or_bad_data_is_refused() -> None:
    data = dealt().to_json()
    with pytest.raises(SaveError, match="unknown game 'nope'"):
        State.from_json({**data, "game": "nope"})
    with pytest.raises(SaveError, match="malformed"):
        State.from_json({**data, "history": [[1, 2]]})
    with pytest.raises(SaveError, match="malformed"):
        State.from_json({**data, "data": {"cards": 3}})


# ---------------------------------------------------------------- registry and options


def test_load_game_validates_options_and_lists_the_valid_ones() -> None:
    game = load_game("optionkuhn", rounds="2")
    assert game.options.rounds == 2
    assert load_game("optionkuhn", rounds=2) is game  # loaded once per option set
    with pytest.raises(OptionError, match=r"colour: unknown option.*valid options: rounds \(default 1\)"):
        load_game("optionkuhn", colour="red")
    with pytest.raises(OptionError, match=r"rounds: Input should be less than or equal to 3"):
        load_game("optionkuhn", rounds=9)
    with pytest.raises(OptionError, match=r"one of \['short', 'long'\]"):
        load_game("optionkuhn", deck="huge")
    with pytest.raises(OptionError, match=r"unknown game 'chess'; the games are: .*kuhn"):
        load_game("chess")


def test_command_line_options_are_read_as_numbers_booleans_or_text() -> None:
    assert parse_options(["victory_points=9", "new_armies=true", "setup = standard", "ratio=0.5", "empty="]) == {
        "victory_points": 9, "new_armies": True, "setup": "standard", "ratio": 0.5, "empty": ""}
    assert parse_options(["name=null", "seats=[1, 2]", "a=b=c"]) == {"name": "null", "seats": "[1, 2]", "a": "b=c"}
    # an option of a few numbers takes the number a command line writes (a text "9" is none of them)
    assert load_game("hellas", **parse_options(["victory_points=9"])).options.victory_points == 9
    assert load_game("aom", **parse_options(["players=2", "medusa_giant_bonus=4"])).options.medusa_giant_bonus == 4
    for bad in ("rounds", "=2", " =2"):
        with pytest.raises(OptionError, match="an option is written key=value"):
            parse_options([bad])


def test_games_lists_registered_games_with_their_info() -> None:
    names = [g.name for g in kleos.games()]
    assert "kuhn" in names and names == sorted(names)
    info = OptionKuhn.info()
    assert info["players"] == [2, 2] and info["seats"] == ["First", "Second"]
    assert [o["name"] for o in info["options"]] == ["rounds", "deck"]


# ---------------------------------------------------------------- data files
def test_read_yaml_names_the_file_the_entry_and_the_reason(tmp_path) -> None:
    from pydantic import BaseModel

    from kleos.engine.data import read_yaml

    class Zone(BaseModel):
        name: str
        capacity: int

    class Zones(BaseModel):
        zones: list[Zone]

    good = tmp_path / "zones.yaml"
    good.write_text("zones:\n  - {name: P, capacity: 4}\n")
    assert read_yaml(good, Zones, "Test").zones[0].capacity == 4
    bad = tmp_path / "bad.yaml"
    bad.write_text("zones:\n  - {name: P, capacity: four}\n")
    with pytest.raises(DataError, match=r"^Test data bad.yaml: entry zones.0.capacity: Input should be a valid int"):
        read_yaml(bad, Zones, "Test")
    broken = tmp_path / "broken.yaml"
    broken.write_text("zones: [\n")
    with pytest.raises(DataError, match=r"broken\.yaml: cannot be read"):
        read_yaml(broken, Zones, "Test")


def test_a_data_error_names_the_innermost_entry_with_an_id(tmp_path) -> None:
    """Every game reads its files through read_yaml: an error deep in a nested entry is named by the nearest id."""
    from pydantic import BaseModel

    from kleos.engine.data import data_error, read_yaml

    class Card(BaseModel):
        id: str
        cost: int

    class Deck(BaseModel):
        id: str
        cards: list[Card]

    class Decks(BaseModel):
        decks: list[Deck]

    bad = tmp_path / "decks.yaml"
    bad.write_text("decks:\n  - {id: greek, cards: [{id: hoplite, cost: 1}, {id: archer, cost: two}]}\n")
    with pytest.raises(DataError, match=r"^Test data decks\.yaml: entry decks\.0\.cards\.1\.cost \(archer\): "):
        read_yaml(bad, Decks, "Test")
    bad.write_text("decks:\n  - {id: greek}\n")
    with pytest.raises(DataError, match=r"^Test data decks\.yaml: entry decks\.0\.cards \(greek\): Field required"):
        read_yaml(bad, Decks, "Test")
    assert str(data_error("Test", "decks.yaml", "decks.greek", "two hoplites")) == (
        "Test data decks.yaml: entry decks.greek: two hoplites")


def test_action_info_lists_each_kind_with_its_help() -> None:
    info = load_game("kuhn").action_info()
    assert [k["kind"] for k in info] == ["pass", "bet", "deal"]
    assert info[2]["params"] == ["card"]


def test_a_showdown_is_marked_as_revealing() -> None:
    state = dealt()
    state.apply("pass")
    state.apply("pass")
    assert state.history[-1].reveals and not state.history[-2].reveals


def test_board_view_is_the_board_of_the_view_and_search_determinize_keeps_no_log() -> None:
    state = dealt()
    assert state.board_view(1) == state.view(1)["board"]
    det = state.determinize(0, Rng(3), search=True)
    assert det.log == [] and not det.logging and det.board_view(0) == state.board_view(0)
    assert state.determinize(0, Rng(3)).log == state.log
