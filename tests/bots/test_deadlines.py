"""Decisions on time (issue 25): the lookahead given a deadline stops widening, the MCTS levels end the whole
decision (lookahead and search) within their cap, and without a budget every bot chooses as it always has."""

from __future__ import annotations

import gc
import time
from types import SimpleNamespace
from typing import Any

import pytest

import kleos.bots.heuristic as heuristic_module
import kleos.bots.mcts as mcts_module
from kleos.bots import make_bot
from kleos.bots.evaluation import Evaluator
from kleos.bots.heuristic import CLOCK_EVERY, UNVALUED, HeuristicBot
from kleos.bots.mcts import MctsBot
from kleos.engine import State, load_game

from .test_games import positions

# The choices of the bots before decisions had a deadline (commit f3b9e50), bot seed 7, at ``positions(game, 4,
# seed=25, every)``: with no time budget (or one never reached) they must stay exactly these, so that the arena's
# records replay.
BEFORE: dict[tuple[str, str, int], list[str]] = {
    ("sphacteria", "heuristic", 37): ["step SPA-H6 U", "announce 1", "recover SPA-T7", "step ATH-H1 P"],
    ("polis", "heuristic", 37): ["sail ionio", "act move_hoplites", "to messenia", "sail ionio"],
    ("polis", "heuristic", 97): ["to messenia", "act proxenos", "to messenia", "to messenia"],
    ("hellas", "heuristic", 37): ["place_legion 1911", "act move", "act develop", "develop military"],
    ("hellas", "heuristic", 97): ["place_legion 1911", "develop economy", "march 2106", "stop"],
    # AoM's hand choices changed on purpose with the hand reading (issue 25, aom_hand): its own preferences pick the
    # permanent cards; turned off, the heuristic chooses as before
    ("aom", "heuristic", 37): ["permanent recruit", "play perm_build", "play perm_build", "play perm_recruit"],
    ("aom", "heuristic:preferences=false", 37): ["permanent trade", "play perm_build", "play perm_build",
                                                 "play perm_recruit"],
    ("sphacteria", "mcts:seconds=0", 37): ["step SPA-H1 M", "announce 4", "recover SPA-T4", "step ATH-H1 P"],
    ("polis", "mcts:seconds=0", 37): ["sail ionio", "pass", "to messenia", "sail ionio"],
    ("polis", "mcts:seconds=0", 97): ["to messenia", "act hoplites", "to messenia", "to messenia"],
    ("hellas", "mcts:seconds=0", 37): ["place_legion 1911", "act move", "act develop", "develop military"],
    ("hellas", "mcts:seconds=0", 97): ["place_legion 1911", "develop economy", "march 2106", "stop"],
    # and mcts takes the hand reading's permanent card unsearched (2026-11-27; before, "fill" by a search of 4); its
    # levels judge by the learned evaluation since 2026-12-06, the hand evaluation kept by name
    ("aom", "mcts:iterations=4:seconds=0:evaluation=evaluate", 37): ["permanent recruit", "play perm_attack",
                                                                     "play perm_next_age", "play perm_attack"],
}

#: The same bots with a time budget they do not reach: a deadline that is never near changes nothing.
GENEROUS = {"heuristic": "heuristic:seconds=1000",
            "heuristic:preferences=false": "heuristic:preferences=false:seconds=1000",
            "mcts:seconds=0": "mcts:seconds=1000",
            "mcts:iterations=4:seconds=0:evaluation=evaluate": "mcts:iterations=4:seconds=1000:evaluation=evaluate"}


@pytest.mark.parametrize(("game", "spec", "every"), sorted(BEFORE))
def test_without_a_budget_or_far_from_it_the_bots_choose_as_before(game, spec, every):
    states = positions(game, 4, seed=25, every=every)
    chosen = [make_bot(spec, s.game, 7).act(s, s.current_player).text for s in states]
    assert chosen == BEFORE[(game, spec, every)]
    # the games whose samples use the lookahead's deadline, and the heuristic itself
    if game in ("polis", "hellas") or spec.startswith("heuristic"):
        timed = [make_bot(GENEROUS[spec], s.game, 7).act(s, s.current_player).text for s in states]
        assert timed == chosen


class FakeClock:
    """A ``time`` module whose ``perf_counter`` moves only with evaluations (``cost`` seconds each), so that what a
    deadline cuts is the same on any machine."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, cost: float = 0.001) -> None:
        self.now = 1000.0
        self.cost = cost
        self.evaluations = 0
        clock = SimpleNamespace(perf_counter=lambda: self.now)
        monkeypatch.setattr(heuristic_module, "time", clock)
        monkeypatch.setattr(mcts_module, "time", clock)
        static = Evaluator.static

        def counted(evaluator: Evaluator, state: State) -> list[float]:
            self.evaluations += 1
            self.now += self.cost
            return static(evaluator, state)

        monkeypatch.setattr(Evaluator, "static", counted)  # every evaluation of every bot goes through it


def _hellas_move_step() -> State:
    """A Hellas position in a Move action (9.1: a group's next step), where the lookahead finishes the action for
    each step: the costliest of the lookahead's decisions."""
    state = positions("hellas", 3, seed=4, every=23)[2]
    assert state.board_view(state.current_player, ("stage",))["stage"] == "group"
    return state


def test_a_lookahead_past_its_deadline_values_each_action_one_step_ahead(monkeypatch):
    clock = FakeClock(monkeypatch)
    state = positions("hellas", 1, seed=4, every=23)[0]  # the setup (3): eleven hexes to place a legion on
    seat = state.current_player
    legal = state.legal_actions()
    assert len(legal) > CLOCK_EVERY
    bot = HeuristicBot(state.game, seed=1)
    base = state.clone()
    values = bot.action_values(base, legal, seat, deadline=clock.now - 1.0)
    # the first few actions get their one-step value, the rest (the clock read again) none: the best so far wins
    assert clock.evaluations == CLOCK_EVERY
    expected = []
    for action in legal[:CLOCK_EVERY]:
        child = base.clone()
        child.apply(action)
        expected.append(bot.evaluator.static(child)[seat])
    assert values == expected + [UNVALUED] * (len(legal) - CLOCK_EVERY)
    before = clock.evaluations
    assert bot.act(state, seat, deadline=clock.now - 1.0) in legal
    assert clock.evaluations - before == CLOCK_EVERY
    before = clock.evaluations
    bot.action_values(base, legal, seat)  # no deadline: the whole lookahead, every action finished
    assert clock.evaluations - before > 3 * CLOCK_EVERY


def test_a_lookahead_stops_widening_at_its_deadline(monkeypatch):
    clock = FakeClock(monkeypatch)
    state = _hellas_move_step()
    seat = state.current_player
    legal = state.legal_actions()
    bot = HeuristicBot(state.game, seed=1)
    bot.action_values(state.clone(), legal, seat)
    whole = clock.evaluations  # what the lookahead costs without a deadline
    assert whole > 150
    for allowed in (0, 20, 60, whole // 2):
        clock.evaluations = 0
        values = bot.action_values(state.clone(), legal, seat, deadline=clock.now + allowed * clock.cost)
        assert len(values) == len(legal) and max(values) > UNVALUED
        # past the deadline: the rest of an action's lookahead (the clock read every few evaluations), then the
        # one-step values of the first few actions left
        assert clock.evaluations <= allowed + 3 * CLOCK_EVERY, allowed
    clock.evaluations = 0
    generous = bot.action_values(state.clone(), legal, seat, deadline=clock.now + 10 * whole * clock.cost)
    assert clock.evaluations == whole and generous == bot.action_values(state.clone(), legal, seat)


def test_the_heuristic_bot_takes_a_time_budget(monkeypatch):
    state = _hellas_move_step()
    seat = state.current_player
    assert make_bot("heuristic", state.game).seconds is None
    bot = make_bot("heuristic:seconds=0.03", state.game, 1)
    assert bot.seconds == 0.03
    clock = FakeClock(monkeypatch)
    start = clock.now
    assert bot.act(state, seat) in state.legal_actions()
    assert clock.now - start <= 0.03 + 3 * CLOCK_EVERY * clock.cost


@pytest.mark.parametrize(("game", "every", "index"), [("hellas", 23, 1), ("hellas", 23, 2), ("hellas", 23, 3),
                                                      ("polis", 11, 2), ("polis", 11, 3), ("sphacteria", 37, 1),
                                                      ("sphacteria", 37, 3)])
def test_an_mcts_decision_ends_within_its_cap_lookahead_included(monkeypatch, game, every, index):
    """Searched steps (Hellas: the choice of an action, Polis: of an action or a pass, every Sphactérie step) and
    the steps the lookahead decides alone (a Hellas Move's steps, where to carry out a Polis action), on the fake
    clock: the lookahead that seeds the root, the samples and the lookahead choosing their steps, a tree's
    expansion and a leaf's finish of the turn all stop by the decision's deadline."""
    state = positions(game, index + 1, seed=4, every=every)[index]
    seat = state.current_player
    clock = FakeClock(monkeypatch)
    cap = 0.05
    bot = MctsBot(state.game, seed=1, level="normal", seconds=cap)
    bot.lookahead.nodes_per_action = bot.lookahead.max_nodes = 400  # a lookahead far longer than the cap
    start = clock.now
    assert bot.act(state, seat) in state.legal_actions()
    assert clock.now - start <= cap + 4 * CLOCK_EVERY * clock.cost


@pytest.mark.parametrize("game", ["hellas", "polis"])
def test_an_mcts_decision_ends_within_its_cap_on_the_real_clock(game):
    """The same on the machine's clock, at positions of a seeded random game: the cap and a margin for the work
    between two looks at the clock (generous: the tests share the machine with other work)."""
    every = {"hellas": 23, "polis": 11}[game]
    states = positions(game, 5, seed=4, every=every)
    cap, margin = 0.02, 0.1
    Evaluator(states[0].game).static(states[0])  # the evaluation's tables are read once, before any clock runs
    gc.collect()  # the suite's earlier tests leave garbage whose full collection could fall inside a decision
    longest = 0.0
    for state in states:
        bot = MctsBot(state.game, seed=1, level="normal", seconds=cap)
        bot.lookahead.nodes_per_action = bot.lookahead.max_nodes = 400  # a lookahead far longer than the cap
        start = time.perf_counter()
        assert bot.act(state, state.current_player) in state.legal_actions()
        longest = max(longest, time.perf_counter() - start)
    assert longest <= cap + margin


def test_an_unvalued_root_action_gets_no_prior_and_stays_out_of_the_candidates():
    """An action the lookahead left unvalued (its deadline passed first) is searched as any new action: no virtual
    visit at a value it does not have, and no place among the candidates while valued actions fill them."""
    game = load_game("nim")
    state = game.new_initial_state(0)
    state.step_chance()
    legal = state.legal_actions()
    values: dict[int, Any] = {legal[0].id: UNVALUED, legal[1].id: 0.2, legal[2].id: -0.4}
    for candidates in (2, None):
        bot = MctsBot(game, seed=0, iterations=10, root_candidates=candidates)
        bot.root_prior_visits = 10
        bot.lookahead.action_values = lambda base, actions, seat, deadline=None: [values[a.id] for a in actions]
        root = mcts_module._Node()
        kept = bot._root_prior(root, state.clone(), legal, state.current_player)
        assert set(kept) == (set(legal[1:]) if candidates else set(legal))
        assert legal[0].id not in root.children and root.visits == 20
        assert root.children[legal[1].id].visits == 10


def test_a_sample_cut_by_the_deadline_is_judged_or_left_out():
    """A policy rollout still playing at the decision's deadline is judged where it stands (``judge_cut``, the
    default), or left out: no visit backed up, and the root action it tried is tried again by the next sample."""
    state = positions("aom", 1, seed=25)[0]
    game = state.game
    for judge in (True, False):
        bot = make_bot("mcts-normal", game, 7, judge_cut=judge, seconds=0, prior_visits=0)  # children one by one
        assert isinstance(bot, MctsBot)
        bot._deadline = time.perf_counter() - 1.0  # already past: the first step of a sample is its last
        assert (bot._policy_rollout(state.clone()) is None) is not judge
        root = mcts_module._Node()
        bot._iterate(root, state.clone(), state.current_player)
        assert root.real == (1 if judge else 0)
        bot._deadline = None
        legal = state.legal_actions()
        for _ in range(len(legal) + 2):  # every action tried, then chosen by UCB: a child left unvisited is tried
            bot._iterate(root, state.clone(), state.current_player)
        assert root.real == len(legal) + (3 if judge else 2)
        assert len(root.children) == len(legal) and all(child.visits for child in root.children.values())
