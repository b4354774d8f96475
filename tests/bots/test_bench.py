"""The bot benchmarks behind ``kleos bench``: MCTS speed and the head-to-head with OpenSpiel's MCTS."""

from __future__ import annotations

import pytest

from kleos.arena.bench import mcts_simulations_per_second, vs_openspiel_mcts
from kleos.engine import OptionError


def test_mcts_simulations_per_second_reports_a_rate():
    out = mcts_simulations_per_second("nim", seconds=0.05, positions=2)
    assert out["positions"] == 2 and out["simulations"] > 0 and out["simulations_per_s"] > 0


def test_head_to_head_with_openspiel_mcts_counts_every_game():
    pytest.importorskip("pyspiel")
    out = vs_openspiel_mcts("nim", games=4, seconds_per_move=0.005, seed=1)
    assert out["wins"] + out["draws"] + out["losses"] == 4
    assert [r["our_seat"] for r in out["records"]] == [0, 1, 0, 1]
    # Nim has no draws: each game has one winner (who wins depends on how many simulations 5 ms allow on a
    # loaded machine, so it is the benchmark's figure, not this test's)
    assert all(r["winners"] in ([0], [1]) for r in out["records"])
    assert out["their_simulations_per_s"] > 0


def test_openspiel_mcts_is_an_arena_bot_on_a_real_game():
    pytest.importorskip("pyspiel")
    from kleos.bots import make_bot
    from kleos.engine import load_game

    game = load_game("sphacteria")
    state = game.new_initial_state(2)
    bot = make_bot("openspiel-mcts:simulations=3", game, 1)
    for _ in range(12):
        while state.is_chance_node():
            state.step_chance()
        action = bot.act(state, state.current_player)
        assert action in state.legal_actions()
        state.apply(action)
    with pytest.raises(OptionError, match="seconds or simulations"):
        make_bot("openspiel-mcts:seconds=0", game)


def test_openspiel_mcts_on_a_starved_clock_still_chooses():
    """A search whose measured rate leaves it one simulation (a loaded machine, a short budget) still has a child
    to choose: OpenSpiel's MCTS expands its root on the second simulation, so the bot never asks for fewer."""
    pytest.importorskip("pyspiel")
    from kleos.bots import make_bot
    from kleos.engine import load_game

    game = load_game("sphacteria")
    state = game.new_initial_state(2)
    while state.is_chance_node() or len(state.legal_actions()) < 2:
        state.step_chance() if state.is_chance_node() else state.apply(state.legal_actions()[0])
    for spec in ("openspiel-mcts:simulations=1", "openspiel-mcts:seconds=0.000001"):
        bot = make_bot(spec, game, 1)
        for _ in range(2):  # the second decision's budget comes from the first one's rate
            assert bot.act(state, state.current_player) in state.legal_actions()


def test_openspiel_mcts_first_search_measures_its_rate_with_two_simulations():
    """The bot learns its rate from its first search, which therefore runs the fewest simulations that choose (2):
    a random playout of a whole game through the adapter takes tens of milliseconds, so a larger first guess
    overran a short budget many times over."""
    pytest.importorskip("pyspiel")
    from kleos.bots import make_bot
    from kleos.engine import load_game

    game = load_game("sphacteria")
    state = game.new_initial_state(2)
    while state.is_chance_node() or len(state.legal_actions()) < 2:
        state.step_chance() if state.is_chance_node() else state.apply(state.legal_actions()[0])
    bot = make_bot("openspiel-mcts:seconds=60", game, 1)  # a minute's budget, unknown rate: still 2
    assert bot.act(state, state.current_player) in state.legal_actions()
    assert bot.last["iterations"] == 2


def test_decision_times_measures_the_level_budget():
    from kleos.arena.bench import decision_times

    out = decision_times("nim", "easy", positions=2)
    assert out["positions"] == 2 and out["budget_iterations"] == 200
    assert 0 < out["mean_s"] <= out["max_s"]


def test_mcts_speed_is_measured_where_the_level_searches():
    """Polis normal searches only the choice of an action (p.5): the bench's positions are such choices, so every
    position yields samples (a random position would often be a step the lookahead plays, with none)."""
    out = mcts_simulations_per_second("polis", seconds=0.6, positions=4)
    assert out["positions"] == 4 and out["min_per_s"] > 0
