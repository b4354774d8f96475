"""The bots on the real games: legal choices, hidden information respected, sane evaluations."""

from __future__ import annotations

import copy

import pytest

from kleos.bots import make_bot
from kleos.bots.evaluation import Evaluator, board_view
from kleos.bots.heuristics import polis as polis_h
from kleos.bots.heuristics import sphacteria as sphacteria_h
from kleos.engine import Rng, State, game_names, load_game

GAMES = [g for g in ("sphacteria", "polis", "hellas") if g in game_names()]
QUICK = ["random", "heuristic:max_nodes=60", "mcts-easy:iterations=8", "mcts:iterations=8", "mcts-hard:iterations=8"]


def positions(name: str, count: int = 4, seed: int = 0, every: int = 37, **options: object) -> list[State]:
    """Decision positions with a choice, spread along random games (with the game ``options``): the ``every``-th
    steps (from the 5th; ``every`` above 5)."""
    game = load_game(name, **options)
    out: list[State] = []
    g = 0
    while len(out) < count:
        state = game.new_initial_state(seed + g)
        rng = Rng(seed + g)
        steps = 0
        while not state.is_terminal() and len(out) < count:
            if state.is_chance_node():
                state.step_chance()
            else:
                legal = state.legal_actions()
                if len(legal) > 1 and steps % every == 5:
                    out.append(state.clone())
                state.apply(legal[rng.randrange(len(legal))])
            steps += 1
        g += 1
    return out


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("bot", QUICK)
def test_bots_choose_legal_actions_in_real_games(name, bot):
    for state in positions(name, 3):
        seat = state.current_player
        before = state.to_json()
        action = make_bot(bot, state.game, 1).act(state, seat)
        assert action in state.legal_actions()
        assert state.to_json() == before  # a bot never changes the state it is shown


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("bot", QUICK)
def test_bots_choose_the_same_on_a_redealt_state(name, bot):
    for k, state in enumerate(positions(name, 3, seed=10)):
        seat = state.current_player
        redealt = state.determinize(seat, Rng(1000 + k))
        assert make_bot(bot, state.game, 5).act(state, seat) == make_bot(bot, state.game, 5).act(redealt, seat)


@pytest.mark.parametrize("name", GAMES)
def test_heuristics_are_zero_sum_and_bounded(name):
    ev = Evaluator(load_game(name))
    assert ev.has_heuristic
    for state in positions(name, 6, seed=3):
        for seat in (0, 1):
            board = board_view(state, seat)
            assert board == state.view(seat)["board"]
            a, b = ev.heuristic(board, 0), ev.heuristic(board, 1)
            assert -1.0 <= a <= 1.0 and a == pytest.approx(-b)


@pytest.mark.skipif("sphacteria" not in GAMES, reason="Sphactérie is not registered")
def test_sphacteria_heuristic_prefers_victory_points_supply_and_objectives():
    state = positions("sphacteria", 1, seed=4)[0]
    board = board_view(state, 0)
    base = sphacteria_h.evaluate(board, 0)
    more_vp = copy.deepcopy(board)
    more_vp["vp"][0] += 4
    assert sphacteria_h.evaluate(more_vp, 0) > base
    starving = copy.deepcopy(board)
    starving["supply"][0] = 1
    for piece in starving["pieces"]:
        if piece["id"] == "ATH-H1":
            piece["loc"] = "P"  # Athenian land units in Pylos: its supply matters (5.1)
    fed = copy.deepcopy(starving)
    fed["supply"][0] = 3
    assert sphacteria_h.evaluate(starving, 0) < sphacteria_h.evaluate(fed, 0)
    assert sphacteria_h.distances()["P"]["P"] == 0 and sphacteria_h.distances()["Q"]["R"] == 1


@pytest.mark.skipif("polis" not in GAMES, reason="Polis is not registered")
def test_polis_heuristic_prefers_score_and_fears_starvation():
    state = positions("polis", 1, seed=4)[0]
    board = board_view(state, 0)
    board["goods"][0]["wheat"] = 12  # enough to feed every polis of the first seat (p.16 2)
    base = polis_h.evaluate(board, 0)
    richer = copy.deepcopy(board)
    richer["scores"][0] += 3
    assert polis_h.evaluate(richer, 0) > base
    hungry = copy.deepcopy(board)
    hungry["goods"][0]["wheat"] = 0
    hungry["prestige"][0] = 0
    assert polis_h.evaluate(hungry, 0) < base


@pytest.mark.skipif("hellas" not in GAMES, reason="Hellas is not registered")
def test_hellas_heuristic_prefers_vp_posts_on_wanted_goods_and_fears_the_revolution():
    from kleos.bots.heuristics import hellas as hellas_h

    state = positions("hellas", 1, seed=4)[0]
    board = board_view(state, 0)
    me = board["players"][0]
    me["stability"], me["golden_age_stability"] = 0, False
    base = hellas_h.evaluate(board, 0)
    more_vp = copy.deepcopy(board)
    more_vp["players"][0]["vp"] += 1
    assert hellas_h.evaluate(more_vp, 0) > base
    brink = copy.deepcopy(board)
    brink["players"][0]["stability"] = -8  # one box from the Revolution (14)
    assert hellas_h.evaluate(brink, 0) < base - 0.1
    wanted = [g for g, w in hellas_h._wanted(me).items() if w >= 1.5 and not me["goods"].get(g)]
    assert wanted
    richer = copy.deepcopy(board)
    richer["players"][0]["goods"][wanted[0]] = 1  # 9.6: a post on a good a next phase requires
    assert hellas_h.evaluate(richer, 0) > base
