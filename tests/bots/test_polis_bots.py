"""The Polis bots: what the evaluation values and how far the lookahead sees (rulebook pages cited)."""

from __future__ import annotations

import copy
import itertools
import time

from tests.games.polis.helpers import A, S, goods, own, play, position, put

from kleos.bots.evaluation import Evaluator, board_view
from kleos.bots.heuristic import HeuristicBot
from kleos.bots.heuristics import polis as polis_h
from kleos.bots.mcts import MctsBot
from kleos.engine import load_game


def _messenia_position():
    """Round 3, Sparta to act, without wheat, owning Pylos (Messenia) with three hoplites there."""
    s = position("3")
    own(s, S, "pylos", 2)
    put(s, S, "messenia", 3)
    goods(s, S, metal=4)
    return s


def test_p10_the_view_shows_the_collection_being_chosen():
    s = _messenia_position()
    assert board_view(s, A)["collecting"] is None
    play(s, "act collect", "at messenia", "collect wheat", "collect wheat")
    before = s.observation_tensor(A)
    play(s, "collect oil")
    for seat in (S, A):  # public: the discs are on the table
        assert board_view(s, seat)["collecting"] == {"by": "Sparta", "territory": "messenia",
                                                     "rows": {"wheat": 2, "oil": 1}}
    after = s.observation_tensor(A)  # learning agents see it too
    assert len(after) == s.game.observation_shape[0] and after != before
    play(s, "done")
    assert board_view(s, S)["collecting"] is None


def test_p10_p16_a_pending_collection_counts_as_collected():
    s = _messenia_position()
    play(s, "act collect", "at messenia")
    before = polis_h.evaluate(board_view(s, S), S)
    values = []
    for _ in range(3):  # p.10: rows 1/3/6 wheat for 1..3 hoplites; p.16: Sparta must feed 6
        s.apply("collect wheat")
        values.append(polis_h.evaluate(board_view(s, S), S))
    assert before < values[0] < values[1] < values[2]
    play(s, "done")
    assert polis_h.evaluate(board_view(s, S), S) == values[2]  # nothing more is gained at "done"


def test_p10_the_heuristic_judges_a_collection_once_it_is_finished():
    s = _messenia_position()
    game = load_game("polis")
    actions = s.legal_actions()
    collect = [a.text for a in actions].index("act collect")
    free = HeuristicBot(game, seed=1).action_values(s.clone(), actions, S)  # LOOKAHEAD: own steps free
    short = HeuristicBot(game, seed=1, own_steps_free=False, nodes_per_action=0).action_values(s.clone(), actions, S)
    finished = s.clone()
    play(finished, "act collect", "at messenia", "collect wheat", "collect wheat", "collect wheat")
    whole = Evaluator(game).static(finished)[S]
    assert max(free) == free[collect]
    assert free[collect] > short[collect]  # three steps deep, the old lookahead sees only part of the rows
    assert abs(free[collect] - whole) < 0.02  # it sees the whole collection (then a second action)


def test_p6_p10_pylos_is_worth_more_to_sparta_than_its_population():
    s = _messenia_position()
    board = board_view(s, S)
    released = copy.deepcopy(board)
    released["poleis"]["pylos"]["owner"] = None
    released["poleis"]["sparta"]["population"] += 2  # the same population, score and wheat to find:
    released["scores"][S] = board["scores"][S]  # only the access Pylos gives differs (and Sparta now above base)
    assert polis_h.evaluate(board, S) > polis_h.evaluate(released, S)
    # Athens trades from Athenai whatever it owns: a polis gives it no trade access (p.10)
    trade = polis_h._public().trade
    assert trade["pylos"] == (polis_h.TRADE_ACCESS, 0.0) and trade["gytheion"][1] == 0.0
    assert trade["athenai"] == (0.0, 0.0)


def test_search_builds_only_the_view_entries_the_evaluation_reads():
    s = _messenia_position()
    play(s, "act collect", "at messenia", "collect wheat")
    full = board_view(s, S)
    part = board_view(s, S, polis_h.VIEW_KEYS)
    assert set(part) == set(polis_h.VIEW_KEYS) and all(part[k] == full[k] for k in part)
    assert polis_h.evaluate(part, S) == polis_h.evaluate(full, S)
    assert Evaluator(load_game("polis")).view_keys == frozenset(polis_h.VIEW_KEYS)


def test_p16_wheat_left_after_feeding_grows_poleis_until_they_are_full():
    s = position("3")  # Sparta owns Sparta alone (population = base 4, p.4; growth 3 a round, p.16 phase 3)
    values = []
    for wheat in range(4, 10):
        goods(s, S, wheat=wheat)
        values.append(polis_h._projected(board_view(s, S), S))
    gains = [round(b - a, 2) for a, b in itertools.pairwise(values)]
    # the first cube also lifts Sparta above its base (phase 4 Megalopolis: +1 prestige); then 1 a cube
    # up to the growth of 3; beyond it wheat is only a good (0.08)
    assert gains == [2.08, 1.08, 1.08, 0.08, 0.08]


def test_p16_a_project_under_way_counts_as_completed_at_the_round_end():
    s = position("3")
    before = polis_h._projected(board_view(s, A), A)
    s.in_progress[s.data.polis_index["athenai"]] = "socrates"  # p.6-7: 4 prestige and 2 posterity
    s.invalidate()
    assert polis_h._projected(board_view(s, A), A) == before + 6


def test_p10_hoplites_where_the_player_may_collect_are_goods_to_come():
    s = position("3")
    own(s, S, "pylos", 2)  # Sparta must feed 6 and has no wheat: Messenia's wheat row (up to 6) matters
    potentials = []
    for n in range(4):
        put(s, S, "messenia", n)
        potentials.append(polis_h._collection_potential(board_view(s, S), S, polis_h._public(), hungry=True))
    assert potentials[0] == 0.0 and potentials[1] < potentials[2] < potentials[3]
    assert potentials[3] == polis_h.POTENTIAL * 6 - 1  # 3 wheat boxes: 6 wheat, less the prestige it costs
    s.collected[s.data.region_index["messenia"]] = A  # p.10: one collection per territory and round
    s.invalidate()
    assert polis_h._collection_potential(board_view(s, S), S, polis_h._public(), hungry=True) == 0.0
    s.collected[s.data.region_index["messenia"]] = -1
    own(s, A, "pylos")  # p.10: no polis of one's own there, no collection
    assert polis_h._collection_potential(board_view(s, S), S, polis_h._public(), hungry=True) == 0.0


def test_p5_the_search_weighs_the_choice_of_an_action_and_the_lookahead_carries_it_out():
    game = load_game("polis")
    s = _messenia_position()
    bot = MctsBot(game, seed=3, level="normal", horizon=1, seconds=0)
    choice = bot.act(s, S)  # p.5: which of the 12 actions (or pass): searched among the lookahead's best three
    values = HeuristicBot(game, seed=3).action_values(s.clone(), s.legal_actions(), S)
    best = {a.text for _v, a in sorted(zip(values, s.legal_actions(), strict=True), key=lambda p: -p[0])[:3]}
    assert bot.last["iterations"] == 3 and set(bot.last["visits"]) <= best and choice.text in best
    play(s, "act collect")
    assert s.board_view(S, ("stage",))["stage"] == "action"
    lookahead = HeuristicBot(game, seed=3)
    assert bot.act(s, S) == lookahead.act(s, S) and bot.last["iterations"] == 0  # where to collect: the lookahead


def test_p16_a_policy_rollout_stops_at_the_end_of_the_round_or_plays_on():
    game = load_game("polis")
    for horizon, rounds_ended in ((1, 0), (2, 1)):
        bot = MctsBot(game, seed=5, level="normal", horizon=horizon)
        s = _messenia_position()
        values = bot._policy_rollout(s)
        assert s.board_view(S, ("stage",))["stage"].startswith("eor") or s.is_terminal()
        assert s.round_idx == rounds_ended or s.is_terminal()
        assert 0.0 <= values[S] <= 1.0 and abs(values[S] + values[A] - 1.0) < 1e-9
    to_the_end = MctsBot(game, seed=5, level="normal", horizon=0)
    s = _messenia_position()
    assert to_the_end._policy_rollout(s) in ([1.0, 0.0], [0.0, 1.0], [0.5, 0.5]) and s.is_terminal()


def test_a_policy_rollout_stops_when_the_decision_is_out_of_time():
    """The normal level decides within 1 s (issue #6): a sample still playing at the decision's deadline stops
    there and is judged by the evaluation (which projects the round's end, p.16)."""
    game = load_game("polis")
    bot = MctsBot(game, seed=5, level="normal")
    s = _messenia_position()
    steps = len(s.history)
    bot._deadline = time.perf_counter() - 1.0  # the decision's time is already up
    values = bot._policy_rollout(s)
    assert len(s.history) == steps and 0.0 <= values[S] <= 1.0
    bot._deadline = time.perf_counter() + 3600.0
    bot._policy_rollout(s)
    assert len(s.history) > steps
    assert s.board_view(S, ("stage",))["stage"].startswith("eor") or s.is_terminal()
    bot.act(_messenia_position(), S)
    assert bot._deadline is None  # a decision's deadline does not outlive it
