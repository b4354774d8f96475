"""Benchmarks of the bots, for ``kleos bench``: MCTS speed, and our MCTS against OpenSpiel's at equal time.

``mcts_simulations_per_second(game, seconds)``: how many MCTS iterations (determinize,
select, expand, cut-off rollout, evaluate, back up) our bot runs per second, over a few
positions of the game.

``vs_openspiel_mcts(game, games, seconds_per_move, seed)``: an arena of our ``mcts`` against
OpenSpiel's own Python ``MCTSBot`` (the ``openspiel-mcts`` bot, :mod:`kleos.bots.openspiel_mcts`),
seats alternated, the same seconds per move for both.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from kleos.bots.base import RandomBot
from kleos.bots.mcts import MctsBot
from kleos.engine import Rng, State, load_game


def _positions(game_name: str, count: int, seed: int, options: dict[str, Any],
               keep: Callable[[State], bool] | None = None) -> list[State]:
    """``count`` decision positions of random games: the first at the start of a game, then one drawn uniformly
    from each further game's decisions with a choice (those ``keep`` accepts, when given)."""
    game = load_game(game_name, **options)
    rng = Rng(seed)
    positions: list[State] = []
    g = 0
    while len(positions) < count:
        state = game.new_initial_state(seed + g)
        state.logging = False
        bot = RandomBot(game, seed + g)
        chosen: State | None = None
        seen = 0
        while not state.is_terminal():
            if state.is_chance_node():
                state.step_chance()
                continue
            if len(state.legal_actions()) > 1 and (keep is None or keep(state)):
                seen += 1
                if not positions:
                    chosen = state.clone(search=True)
                    break
                if rng.randrange(seen) == 0:  # reservoir sampling: each candidate kept with chance 1/seen
                    chosen = state.clone(search=True)
            state.apply(bot.act(state, state.current_player))
        if chosen is not None:
            positions.append(chosen)
        g += 1
    return positions


def mcts_simulations_per_second(game_name: str, seconds: float = 2.0, seed: int = 0, positions: int = 4,
                                level: str = "normal", **options: Any) -> dict[str, Any]:
    """Our MCTS's iterations per second on ``game_name``, measured for ``seconds`` over a few positions."""
    game = load_game(game_name, **options)
    # A steady rate: every position searched afresh for its whole share of the time; only positions the level
    # searches (Polis: the choice of an action, p.5; the lookahead plays the others).
    bot = MctsBot(game, seed, level=level, iterations=0, seconds=seconds / positions, reuse=False,
                  stop_early=False)
    states = _positions(game_name, positions, seed, options,
                        keep=lambda s: bot.evaluator.searched(s, s.current_player))
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
                      uct_c: float = 2.0, ours: str = "normal", workers: int = 1,
                      record_file: str | Path | None = None, **options: Any) -> dict[str, Any]:
    """Our MCTS (level ``ours``) against OpenSpiel's Python MCTSBot, equal time per move; win rate with a 95% CI.

    An arena of two bots (``mcts-<ours>`` and ``openspiel-mcts``, both with ``seconds_per_move``),
    so seats alternate within rounds that share a seed and ``workers``/``record_file`` work as in
    :func:`kleos.arena.run_arena`.
    """
    from kleos.arena import run_arena

    mine = f"mcts-{ours}:seconds={seconds_per_move}:iterations=0"
    theirs = f"openspiel-mcts:seconds={seconds_per_move}:uct_c={uct_c}"
    results = run_arena(game_name, [mine, theirs], games=games, workers=workers, seed=seed, options=options,
                        include_games=True, record_file=record_file)
    pairing = results["pairings"][0]
    wins, draws, losses = pairing["a_wins"], pairing["draws"], pairing["b_wins"]
    return {
        "game": game_name,
        "games": games,
        "seconds_per_move": seconds_per_move,
        "ours": f"mcts-{ours}",
        "ours_spec": mine,
        "theirs": f"open_spiel MCTSBot(uct_c={uct_c}, RandomRolloutEvaluator(1))",
        "wins": wins, "draws": draws, "losses": losses,
        "win_rate_decided": pairing["a_win_rate_decided"],
        "win_rate_decided_ci95": pairing["a_win_rate_decided_ci95"],
        "score": pairing["a_score"],
        "score_ci95": pairing["a_score_ci95"],
        "our_simulations_per_s": results["timing"][mine]["iterations_per_s"],
        "their_simulations_per_s": results["timing"][theirs]["iterations_per_s"],
        "timing": results["timing"],
        "records": [{"seed": r["seed"], "our_seat": r["seats"].index(mine), "winners": r["winners"],
                     "result": r["result"], "steps": r["steps"]} for r in results["game_records"]],
    }
