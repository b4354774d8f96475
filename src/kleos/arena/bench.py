"""Benchmarks of the bots, for ``kleos bench``: MCTS speed, and our MCTS against OpenSpiel's at equal time.

``mcts_simulations_per_second(game, seconds)``: how many MCTS iterations (determinize,
select, expand, cut-off rollout, evaluate, back up) our bot runs per second, over a few
positions of the game.

``vs_openspiel_mcts(game, games, seconds_per_move, seed)``: our ``mcts`` against OpenSpiel's own
Python ``MCTSBot`` with ``RandomRolloutEvaluator`` on the game through the OpenSpiel adapter,
seats alternated, the same seconds per move for both. OpenSpiel's bot has a simulation budget,
not a clock: before each of its moves it gets as many simulations as its measured rate allows in
``seconds_per_move`` (the rate is re-measured on every move). OpenSpiel's MCTS reads the whole
state it is given, so in a game with hidden information it is given
``state.determinize(seat, rng)`` — one determinization per move — and never the real state.
"""

from __future__ import annotations

import time
from typing import Any

from kleos.arena.runner import bot_seed, game_seeds
from kleos.arena.stats import wilson
from kleos.bots.base import RandomBot
from kleos.bots.mcts import MctsBot
from kleos.engine import Rng, State, load_game


def _positions(game_name: str, count: int, seed: int, options: dict[str, Any]) -> list[State]:
    """``count`` decision positions spread over random games (the first one at the start of a game)."""
    game = load_game(game_name, **options)
    rng = Rng(seed)
    positions: list[State] = []
    g = 0
    while len(positions) < count:
        state = game.new_initial_state(seed + g)
        state.logging = False
        bot = RandomBot(game, seed + g)
        target = 0 if not positions else rng.randrange(max(1, game.max_length // 3))
        steps = 0
        while not state.is_terminal():
            if not state.is_chance_node():
                if steps >= target and len(state.legal_actions()) > 1:
                    positions.append(state.clone(search=True))
                    break
                state.apply(bot.act(state, state.current_player))
            else:
                state.step_chance()
            steps += 1
        g += 1
    return positions


def mcts_simulations_per_second(game_name: str, seconds: float = 2.0, seed: int = 0, positions: int = 4,
                                level: str = "normal", **options: Any) -> dict[str, Any]:
    """Our MCTS's iterations per second on ``game_name``, measured for ``seconds`` over a few positions."""
    game = load_game(game_name, **options)
    states = _positions(game_name, positions, seed, options)
    bot = MctsBot(game, seed, level=level, iterations=0, seconds=seconds / len(states))
    total = 0
    elapsed = 0.0
    per_position = []
    for state in states:
        bot.act(state, state.current_player)
        total += bot.last["iterations"]
        elapsed += bot.last["seconds"]
        per_position.append(bot.last["iterations"] / bot.last["seconds"] if bot.last["seconds"] else 0.0)
    return {
        "game": game_name,
        "level": level,
        "positions": len(states),
        "seconds": elapsed,
        "simulations": total,
        "simulations_per_s": total / elapsed if elapsed else 0.0,
        "min_per_s": min(per_position),
        "max_per_s": max(per_position),
        "rollout_steps": bot.rollout_steps,
        "heuristic": bot.evaluator.has_heuristic,
    }


def decision_times(game_name: str, level: str = "normal", positions: int = 6, seed: int = 0,
                   **options: Any) -> dict[str, Any]:
    """Wall time of the ``mcts-<level>`` bot at its real budget over a few positions: mean, p95, max."""
    from kleos.arena.stats import percentile

    game = load_game(game_name, **options)
    bot = MctsBot(game, seed, level=level)
    times: list[float] = []
    iterations: list[int] = []
    for state in _positions(game_name, positions, seed, options):
        start = time.perf_counter()
        bot.act(state, state.current_player)
        times.append(time.perf_counter() - start)
        iterations.append(bot.last["iterations"])
    return {
        "game": game_name, "level": level, "budget_s": bot.seconds, "budget_iterations": bot.iterations,
        "positions": len(times), "mean_s": sum(times) / len(times), "p95_s": percentile(times, 95),
        "max_s": max(times), "mean_iterations": sum(iterations) / len(iterations),
    }


def vs_openspiel_mcts(game_name: str, games: int = 20, seconds_per_move: float = 1.0, seed: int = 0,
                      uct_c: float = 2.0, ours: str = "normal", our_params: dict[str, Any] | None = None,
                      **options: Any) -> dict[str, Any]:
    """Our MCTS (level ``ours``) against OpenSpiel's Python MCTSBot, equal time per move; win rate with a 95% CI."""
    import numpy as np
    from open_spiel.python.algorithms import mcts as spiel_mcts

    from kleos.adapters import openspiel as adapter

    spiel_game = adapter.load(game_name, **options)
    game = spiel_game.kleos
    hidden = game.hidden_information
    seeds = game_seeds(seed, (games + 1) // 2)
    wins = draws = losses = 0
    our_sims = their_sims = 0
    our_time = their_time = 0.0
    their_rate = 0.0
    records = []
    for g in range(games):
        game_seed = seeds[g // 2]
        our_seat = g % 2
        state = game.new_initial_state(game_seed)
        state.logging = False
        ours_bot = MctsBot(game, bot_seed(game_seed, our_seat), level=ours, iterations=0, seconds=seconds_per_move,
                           **(our_params or {}))
        np_rng = np.random.RandomState(bot_seed(game_seed, 1 - our_seat) % (1 << 32))
        theirs = spiel_mcts.MCTSBot(spiel_game, uct_c, max_simulations=10,
                                    evaluator=spiel_mcts.RandomRolloutEvaluator(1, np_rng), random_state=np_rng)
        det_rng = Rng(game_seed ^ 0x5EED)
        while not state.is_terminal():
            if state.is_chance_node():
                state.step_chance()
                continue
            seat = state.current_player
            if len(state.legal_actions()) == 1:
                state.apply(state.legal_actions()[0])
                continue
            if seat == our_seat:
                state.apply(ours_bot.act(state, seat))
                our_sims += ours_bot.last["iterations"]
                our_time += ours_bot.last["seconds"]
                continue
            if not their_rate:  # calibrate on the first move: a short search
                their_rate = _spiel_rate(theirs, spiel_game, adapter, state, seat, hidden, det_rng, 20)
            det = state.determinize(seat, det_rng) if hidden else state.clone(search=True)
            det.logging = False
            det.log = []
            budget = max(1, int(their_rate * seconds_per_move))
            theirs.max_simulations = budget
            start = time.perf_counter()
            root = theirs.mcts_search(adapter.KleosSpielState(spiel_game, det))  # what MCTSBot.step does
            action = root.best_child().action
            spent = time.perf_counter() - start
            their_sims += root.explore_count  # fewer than the budget when the solver proves the root
            their_time += spent
            their_rate = their_sims / their_time if their_time else their_rate
            state.apply(int(action))
        result = state.result()
        winners = tuple(result.winners) if result is not None else ()
        if not winners:
            draws += 1
        elif our_seat in winners:
            wins += 1
        else:
            losses += 1
        records.append({"seed": game_seed, "our_seat": our_seat, "winners": list(winners),
                        "result": result.kind if result is not None else "", "steps": len(state.history)})
    decided = wins + losses
    return {
        "game": game_name,
        "games": games,
        "seconds_per_move": seconds_per_move,
        "ours": f"mcts-{ours}",
        "theirs": f"open_spiel MCTSBot(uct_c={uct_c}, RandomRolloutEvaluator(1))",
        "wins": wins, "draws": draws, "losses": losses,
        "win_rate_decided": wins / decided if decided else None,
        "win_rate_decided_ci95": list(wilson(wins, decided)),
        "score": (wins + 0.5 * draws) / games if games else None,
        "score_ci95": list(wilson(wins + 0.5 * draws, games)),
        "our_simulations_per_s": our_sims / our_time if our_time else 0.0,
        "their_simulations_per_s": their_sims / their_time if their_time else 0.0,
        "records": records,
    }


def _spiel_rate(bot: Any, spiel_game: Any, adapter: Any, state: State, seat: int, hidden: bool, rng: Rng,
                simulations: int) -> float:
    """OpenSpiel MCTS simulations per second, from a short search at ``state``."""
    det = state.determinize(seat, rng) if hidden else state.clone(search=True)
    det.logging = False
    det.log = []
    bot.max_simulations = simulations
    start = time.perf_counter()
    root = bot.mcts_search(adapter.KleosSpielState(spiel_game, det))
    return root.explore_count / max(1e-6, time.perf_counter() - start)
