"""Random selfplay ends by the rules in every scenario (p.17 end of game), within max_length."""

import pytest

from kleos.bots import RandomBot
from kleos.engine import load_game
from kleos.engine.play import play_out


@pytest.mark.parametrize("scenario", ["full", "corinthian_war", "second_peloponnesian_war"])
def test_p17_random_games_end_by_the_rules(scenario):
    game = load_game("polis", scenario=scenario)
    for seed in range(25):
        state = game.new_initial_state(seed)
        state.logging = False
        play_out(state, [RandomBot(game, seed), RandomBot(game, seed + 1)])
        result = state.result()
        assert result is not None and result.rule and result.rule.startswith("p.17")
        assert len(state.history) <= game.max_length
        assert state.returns() in ([1.0, -1.0], [-1.0, 1.0], [0.0, 0.0])


@pytest.mark.slow
@pytest.mark.parametrize("scenario", ["full", "corinthian_war", "second_peloponnesian_war"])
def test_p17_two_hundred_random_games_per_scenario(scenario):
    game = load_game("polis", scenario=scenario)
    for seed in range(100, 300):
        state = game.new_initial_state(seed)
        state.logging = False
        play_out(state, [RandomBot(game, seed), RandomBot(game, seed + 1)])
        assert state.result() is not None
