"""The bot pool: a person's bots go before games between bots alone (a lane of their own, at a lower scheduling
priority), cheap bots before searching ones, and a bot past its budget is stopped (its worker killed, a random
action played) while the pool serves on. Speed is measured by scripts/bench_bots.py, not here."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import kleos
from kleos.server.bots import BOTS_NICE, BotRunner, Lane, budget
from support import run_coroutine


def start_state(seed: int = 1):
    """A Sphactérie position with a real choice (searching bots think only when there is one)."""
    state = kleos.load_game("sphacteria").new_initial_state(seed)
    while state.is_chance_node() or len(state.legal_actions()) < 3:
        if state.is_chance_node():
            state.step_chance()
        else:
            state.apply(state.legal_actions()[0])
    return state


def test_budgets_come_from_the_levels():
    assert budget("random") == 0
    assert budget("mcts-hard") == 5.0 and budget("mcts-easy") == 0.25 and budget("mcts") == 1.0
    assert budget("mcts:iterations=50:seconds=2") == 2.0
    assert budget("heuristic") > 0


def test_the_cheapest_waiting_decision_goes_first():
    state = start_state()
    counts = {"bot_timeouts": 0}
    lane = Lane("people", 1, 0, counts)
    done: list[str] = []

    async def run() -> None:
        async def one(bot: str, seconds: float) -> None:
            await lane.run((state.dumps(), bot, state.current_player, 1, 0.0), seconds)
            done.append(bot)

        first = asyncio.create_task(one("mcts:iterations=0:seconds=1", 1.0))  # holds the only worker
        await asyncio.sleep(0.05)
        slow = asyncio.create_task(one("mcts:iterations=0:seconds=0.5", 0.5))
        await asyncio.sleep(0.01)
        quick = asyncio.create_task(one("heuristic", 0.05))  # asked last, served before the slower search
        await asyncio.gather(first, slow, quick)

    try:
        run_coroutine(run())
    finally:
        lane.close()
    assert done == ["mcts:iterations=0:seconds=1", "heuristic", "mcts:iterations=0:seconds=0.5"]


def test_a_bot_past_its_budget_is_stopped_and_the_pool_serves_on():
    state = start_state()
    counts = {"bot_timeouts": 0}
    lane = Lane("people", 1, 0, counts)
    endless = "mcts:iterations=100000000:seconds=0"  # no time budget of its own

    async def run() -> tuple[float, int]:
        started = time.monotonic()
        try:
            await lane.run((state.dumps(), endless, state.current_player, 1, 0.1), 0.1)
        except Exception as exc:
            assert type(exc).__name__ == "OverBudget"
        took = time.monotonic() - started
        actions = await lane.run((state.dumps(), "heuristic", state.current_player, 1, 1.0), 1.0)
        return took, actions[0]

    try:
        took, action = run_coroutine(run())
    finally:
        lane.close()
    assert took < 15 and counts["bot_timeouts"] == 1
    assert action in {a.id for a in state.legal_actions()}


def test_games_between_bots_think_at_a_lower_priority_and_a_failing_bot_plays_a_random_action():
    state = start_state()
    runner = BotRunner(1)

    async def run() -> tuple[int, int]:
        actions = await runner.choose("sphacteria", "heuristic", None, state, state.current_player, 1, people=False)
        worker = runner._lanes[False]._idle[0]
        nice = int(Path(f"/proc/{worker.process.pid}/stat").read_text().rsplit(")", 1)[1].split()[16])
        return actions, nice

    try:
        actions, nice = run_coroutine(run())
    finally:
        runner.close()
    assert actions[0] in {a.id for a in state.legal_actions()}
    played = state.clone()  # the turn's decisions follow one another legally
    for action in actions:
        assert played.current_player == state.current_player
        played.apply_for(state.current_player, action)
    assert nice == BOTS_NICE
    assert runner.counts["bot_jobs_bots"] == 1
