"""The contract every registered game must keep (plus the Kuhn fixture that tests the suite itself).

Runs on each name in ``kleos.game_names()``: random playouts end within the game's bound; every
legal action applies; illegal and malformed actions raise ``IllegalAction`` and change nothing;
clone and JSON round trips are equal; the same seed replays the same game; a seat's view does not
depend on hidden information it may not see; OpenSpiel's and PettingZoo's own API tests pass.
"""

from __future__ import annotations

import functools
import json
import os

import pytest

from kleos.bots import RandomBot
from kleos.engine import TERMINAL, Game, IllegalAction, Rng, State, load_game
from kleos.engine.play import play_out
from support import API_TEST_OPTIONS, VARIANTS_UNDER_TEST, variant_id

#: the product's games (and option sets that matter), and the Kuhn fixture that shows the suite catches what it should
GAMES = [variant_id(v) for v in VARIANTS_UNDER_TEST]
_OPTIONS = {variant_id(v): v for v in VARIANTS_UNDER_TEST}
PLAYOUTS = int(os.environ.get("KLEOS_CONFORMANCE_PLAYOUTS", "20"))


def game_of(variant: str) -> Game:
    name, options = _OPTIONS[variant]
    return load_game(name, **options)


def random_game(name: str, seed: int, keep_every: int = 0) -> tuple[State, list[State]]:
    """Play one random game; return the final state and (optionally) clones of states along the way."""
    game = game_of(name)
    state = game.new_initial_state(seed)
    bots = [RandomBot(game, seed * 101 + s) for s in range(game.num_players)]
    kept: list[State] = []

    def keep(s: State) -> None:
        if keep_every and len(s.history) % keep_every == 0:
            kept.append(s.clone())

    play_out(state, bots, on_step=keep)
    return state, kept


@functools.cache
def samples(name: str) -> tuple[State, ...]:
    """About sixty decision and chance states from three random games of ``name``, and their ends."""
    out: list[State] = [game_of(name).new_initial_state(5)]
    for seed in range(3):
        length = len(random_game(name, 1000 + seed)[0].history)  # the same seed replays the same game
        final, kept = random_game(name, 1000 + seed, keep_every=max(1, length // 20))
        out.extend(kept)
        out.append(final)
    return tuple(out)


@pytest.mark.parametrize("name", GAMES)
def test_random_playouts_end_within_the_bound(name: str) -> None:
    game = game_of(name)
    for seed in range(PLAYOUTS):
        final, _ = random_game(name, seed)
        assert final.current_player == TERMINAL
        assert len(final.history) <= game.max_length
        result = final.result()
        assert result is not None and result.kind and result.text
        returns = final.returns()
        assert len(returns) == game.num_players
        assert all(game.min_utility <= r <= game.max_utility for r in returns)
        if game.zero_sum:
            assert sum(returns) == pytest.approx(0.0)
        assert set(result.winners) <= set(range(game.num_players))


@pytest.mark.parametrize("name", GAMES)
def test_every_legal_action_applies_and_chance_is_a_distribution(name: str) -> None:
    for state in samples(name):
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            assert outcomes and sum(p for _, p in outcomes) == 1 and all(p > 0 for _, p in outcomes)
            assert len({a.id for a, _ in outcomes}) == len(outcomes)
            for action, _ in outcomes:
                state.clone().apply(action)
        else:
            legal = state.legal_actions()
            if state.is_terminal():
                assert legal == ()
                continue
            assert legal, f"{name}: a decision node without legal actions"
            assert len({a.id for a in legal}) == len(legal)
            for action in legal:
                state.clone().apply(action)


@pytest.mark.parametrize("name", GAMES)
def test_action_forms_round_trip(name: str) -> None:
    table = game_of(name).actions
    for action in table.actions[:: max(1, len(table) // 500)]:
        assert table.parse(action.id) is action
        assert table.parse(action.text) is action
        assert table.parse(action.to_json()) is action
        assert table.parse(json.dumps(action.to_json())) is action


def _bad_inputs(state: State) -> list[object]:
    """Malformed inputs first, then well-formed actions that are not legal here."""
    table = state.game.actions
    legal_ids = {a.id for a in state.legal_actions()}
    chance_ids = {a.id for a, _ in state.chance_outcomes()}
    rng = Rng(len(state.history))
    illegal = [a for a in table.actions if a.id not in legal_ids | chance_ids]
    picks = [illegal[rng.randrange(len(illegal))] for _ in range(min(8, len(illegal)))] if illegal else []
    some = table.actions[0]
    return [
        -1, len(table), 10**12, True, 1.5, None, [], "", "   ", "no-such-action 3",
        "{not json", {"kind": "no-such-kind"}, {"nokind": 1},
        {**some.to_json(), "extra": 1},
        *([{k: v for k, v in some.to_json().items() if k != some.names[0]}] if some.names else []),
        *picks, *(a.text for a in picks[:2]), *(a.to_json() for a in picks[2:4]),
    ]


@pytest.mark.parametrize("name", GAMES)
def test_illegal_and_malformed_actions_are_refused_and_change_nothing(name: str) -> None:
    for state in samples(name):
        before = state.dumps()
        for bad in _bad_inputs(state):
            with pytest.raises(IllegalAction) as info:
                state.apply(bad)
            assert str(info.value).strip(), "an IllegalAction must say why"
            assert state.dumps() == before
        if not state.is_terminal() and not state.is_chance_node() and state.game.num_players > 1:
            other = (state.current_player + 1) % state.game.num_players
            with pytest.raises(IllegalAction):
                state.apply_for(other, state.legal_actions()[0])
            assert state.dumps() == before


@pytest.mark.parametrize("name", GAMES)
def test_refusals_name_the_game(name: str) -> None:
    """Every refusal starts with the game's rule name (or an expansion's); the games' own tests check the
    rule sections."""
    names = game_of(name).rule_names()
    for state in samples(name):
        for bad in _bad_inputs(state):
            with pytest.raises(IllegalAction) as info:
                state.apply(bad)
            assert str(info.value).startswith(names), str(info.value)


@pytest.mark.parametrize("name", GAMES)
def test_clone_and_json_round_trips_are_equal(name: str) -> None:
    for state in samples(name):
        clone = state.clone()
        assert clone == state
        restored = State.from_json(json.loads(state.dumps()))
        assert restored == state
        assert State.loads(state.dumps()).view(0) == state.view(0)
        # The copies go on exactly like the original, and changing one leaves the other alone.
        if not state.is_terminal():
            before = state.dumps()
            for copy in (clone, restored):
                action = copy.sample_chance() if copy.is_chance_node() else copy.legal_actions()[0]
                copy.apply(action)
            assert clone == restored
            assert state.dumps() == before


@pytest.mark.parametrize("name", GAMES)
def test_same_seed_replays_the_same_game(name: str) -> None:
    for seed in (7, 8):
        a, _ = random_game(name, seed)
        b, _ = random_game(name, seed)
        assert a == b
    # and the history alone, from the seed, leads to the same end (the generator aside: it was not drawn from)
    replayed = game_of(name).new_initial_state(a.seed)
    for step in a.history:
        replayed.apply(step.action)
    assert replayed.history == a.history
    assert replayed._data_to_json() == a._data_to_json()


@pytest.mark.parametrize("name", GAMES)
def test_views_are_json_and_ignore_hidden_information(name: str) -> None:
    game = game_of(name)
    varied = False
    for i, state in enumerate(samples(name)):
        json.dumps(state.public_view())
        for seat in range(game.num_players):
            view = state.view(seat)
            json.dumps(view)
            for k in range(3):
                other = state.determinize(seat, Rng(i * 10 + k))
                assert other.view(seat) == view, f"{name}: seat {seat}'s view depends on what it cannot see"
                assert other.public_view() == state.public_view()
                if other._data_to_json() != state._data_to_json():
                    varied = True
    if game.hidden_information and not varied:
        # Hidden information may arise late (a hand dealt in a battle): look further, in more games.
        for seed in range(40):
            length = len(random_game(name, 5000 + seed)[0].history)
            _, kept = random_game(name, 5000 + seed, keep_every=max(1, length // 400))
            for k, state in enumerate(kept):
                for seat in range(game.num_players):
                    other = state.determinize(seat, Rng(k))
                    if other._data_to_json() != state._data_to_json():
                        assert other.view(seat) == state.view(seat)
                        return
        # Random play may never reach it (in Polis, hands exist only in battles): the game's own tests
        # must then cover its re-deal; say so rather than pass silently.
        pytest.skip(f"{name}: no hidden information arose in 43 random games; re-deal not exercised here")


@pytest.mark.parametrize("name", GAMES)
def test_openspiel_random_sim_test(name: str) -> None:
    pyspiel = pytest.importorskip("pyspiel")
    from kleos.adapters import openspiel

    base, options = _OPTIONS[name]
    game = openspiel.load(base, **options, **API_TEST_OPTIONS.get(base, {}))
    pyspiel.random_sim_test(game, num_sims=3, serialize=True, verbose=False)


@pytest.mark.parametrize("name", GAMES)
def test_pettingzoo_api_test(name: str) -> None:
    pytest.importorskip("pettingzoo")
    from pettingzoo.test import api_test

    from kleos.adapters.pettingzoo import env

    base, options = _OPTIONS[name]
    api_test(env(base, **options, **API_TEST_OPTIONS.get(base, {})), num_cycles=300)
