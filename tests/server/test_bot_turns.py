"""A bot's turn of several decisions: one stored change without a delay between bot moves, one change each with it;
and a change of several actions is all or nothing."""

from __future__ import annotations

from typing import Any

import pytest

from kleos.engine import Rng, State
from kleos.server.bots import _bot_turn
from kleos.server.hub import ApiError, Hub, rebuild
from kleos.server.storage import Store
from kleos.server.turns import BotTurns
from support import run_coroutine


class TurnRunner:
    """Thinks as a worker does (the bot's whole turn from the state), in the test's process."""

    def __init__(self) -> None:
        self.turns: list[list[int]] = []

    async def choose(self, game_name: str, bot_name: str, local_bot: Any, state: State, seat: int, seed: int,
                     people: bool = True) -> list[int]:
        actions = _bot_turn(state.dumps(), bot_name, seat, seed, 60.0)
        self.turns.append(actions)
        return actions


def _turn_of_several(hub: Hub, runner: TurnRunner, turns: BotTurns, game_id: str) -> tuple[int, int, int]:
    """Play the person's random moves and the bot's turns until a bot turn of several decisions has been stored:
    (its decisions, versions and steps it added)."""
    rng = Rng(3)
    for _ in range(400):
        live = hub.get(game_id)
        state = live.state
        assert not state.is_terminal(), "no bot turn of several decisions in this game"
        if live.bot_seat() is None:
            legal = state.legal_actions()
            hub.act(game_id, state.current_player, legal[rng.randrange(len(legal))].id, len(state.history))
            continue
        version, steps = live.version, len(state.history)
        run_coroutine(turns._play_one(game_id))
        live = hub.get(game_id)
        if len(runner.turns[-1]) > 1:
            return len(runner.turns[-1]), live.version - version, len(live.state.history) - steps
    raise AssertionError("no bot turn of several decisions in 400 steps")


@pytest.mark.parametrize("delay", [0.0, 0.001])
def test_a_bot_turn_is_one_stored_change_without_a_delay_and_one_change_a_decision_with_it(tmp_path, delay):
    store = Store(str(tmp_path / "k.db"))
    hub = Hub(store)
    live, *_ = hub.create("sphacteria", {}, [{"kind": "human"}, {"kind": "bot", "bot": "heuristic"}])
    runner = TurnRunner()
    pushes: list[str] = []
    turns = BotTurns(hub, runner, pushes.append, None, bot_delay=delay)  # type: ignore[arg-type]
    decisions, versions, steps = _turn_of_several(hub, runner, turns, live.id)
    assert steps >= decisions > 1
    assert versions == (decisions if delay else 1)
    assert turns.counts["bot_moves"] == turns.counts["bot_decisions"]
    # what was stored rebuilds the very state people see
    record = store.load(live.id)
    assert rebuild(record.game, record.options, record.seed, record.snapshot, record.actions) == hub.get(live.id).state
    store.close()


def _seat_deciding_twice(hub: Hub, game_id: str) -> tuple[int, list[int]]:
    """Play random moves until the seat to decide can make two decisions in a row: the seat and two such actions."""
    rng = Rng(5)
    for _ in range(400):
        state = hub.get(game_id).state
        seat, legal = state.current_player, state.legal_actions()
        first = legal[rng.randrange(len(legal))]
        after = state.clone()
        after.apply_for(seat, first)
        if not after.is_chance_node() and after.current_player == seat:
            return seat, [first.id, after.legal_actions()[0].id]
        hub.act(game_id, seat, first.id, len(state.history))
    raise AssertionError("no seat decided twice in a row in 400 steps")


def test_a_change_of_several_actions_is_all_or_nothing(tmp_path):
    store = Store(str(tmp_path / "k.db"))
    hub = Hub(store)
    live, *_ = hub.create("sphacteria", {}, None)
    seat, (first, second) = _seat_deciding_twice(hub, live.id)
    before, version = hub.get(live.id).state, live.version
    stored = store.load(live.id)
    illegal = len(before.game.actions) + 7  # no such action
    with pytest.raises(ApiError) as refused:
        hub.act_turn(live.id, seat, [first, illegal], len(before.history))
    assert refused.value.status == 422
    with pytest.raises(ApiError) as refused:
        hub.act_turn(live.id, 1 - seat, [first, second], len(before.history))
    assert refused.value.code == "not_your_turn"
    assert hub.get(live.id).state == before and hub.get(live.id).version == version
    again = store.load(live.id)
    assert (again.version, again.steps, again.actions) == (stored.version, stored.steps, stored.actions)
    # both together: one change, two steps (and the chance outcomes they led to)
    hub.act_turn(live.id, seat, [first, second], len(before.history))
    after = hub.get(live.id)
    assert after.version == version + 1 and len(after.state.history) >= len(before.history) + 2
    store.close()


def _long_turn_state() -> State:
    """A Sphactérie state where the heuristic's seat has a turn of several decisions in a row."""
    from kleos.engine import load_game

    game = load_game("sphacteria")
    for seed in range(10):
        state, rng = game.new_initial_state(seed), Rng(seed)
        while not state.is_terminal():
            if state.is_chance_node():
                state.step_chance()
                continue
            if len(_bot_turn(state.dumps(), "heuristic", state.current_player, 1, 60.0)) >= 3:
                return state
            legal = state.legal_actions()
            state.apply_for(state.current_player, legal[rng.randrange(len(legal))])
    raise AssertionError("no turn of three decisions")


@pytest.mark.parametrize("quick_turn", [0.0, 60.0])
def test_the_quick_bots_turn_has_one_deadline_and_is_greedy_past_it(monkeypatch, quick_turn):
    """server/bots.py QUICK_TURN: the heuristic's decisions of one turn share the turn's deadline; once it has passed
    they take the best one-step value. Other bots are not given one."""
    from kleos.bots.heuristic import HeuristicBot
    from kleos.server import bots

    state = _long_turn_state()
    calls: list[tuple[float | None, bool]] = []
    act = HeuristicBot.act

    def spy(self, state, seat, deadline=None, greedy=False):
        calls.append((deadline, greedy))
        return act(self, state, seat, deadline, greedy)

    monkeypatch.setattr(HeuristicBot, "act", spy)
    monkeypatch.setattr(bots, "QUICK_TURN", quick_turn)
    bots._worker_bots.clear()
    actions = bots._bot_turn(state.dumps(), "heuristic", state.current_player, 1, 60.0)
    assert len(actions) == len(calls) >= 3
    assert len({deadline for deadline, _ in calls}) == 1 and calls[0][0] is not None
    assert all(greedy for _, greedy in calls) if quick_turn == 0 else not any(greedy for _, greedy in calls)
    calls.clear()
    bots._worker_bots.clear()
    bots._bot_turn(state.dumps(), "mcts-easy:iterations=5", state.current_player, 1, 60.0)
    assert not calls  # its lookahead is the search's own (the MCTS bot's decision, not HeuristicBot.act)
