"""The Hellas bots: what the evaluation values and how the search plays an action on (rulebook sections cited)."""

from __future__ import annotations

import math

import pytest
from tests.games.hellas.helpers import ATHENS, SPARTA, clear, contest, develop, fort, new, post, put, start

from kleos.bots.evaluation import Evaluator, board_view
from kleos.bots.heuristic import HeuristicBot
from kleos.bots.heuristics import hellas as hellas_h
from kleos.bots.mcts import MctsBot
from kleos.engine import load_game

from .test_games import positions


def _after(st, seat: int, action: str) -> float:
    """The evaluation, for ``seat``, of the position after ``action``."""
    child = st.clone()
    child.apply(action)
    return Evaluator(st.game).static(child)[seat]


def test_9_6_a_rich_player_prefers_a_development_box_to_its_price():
    """Talents are worth what they buy: with thousands kept, the Economy track's late boxes (56 talents each)
    must still look better than keeping the money, or the track never reaches its Golden Age (2: a VP)."""
    st = new()
    develop(st, SPARTA, economy=49)
    st.treasury[SPARTA] = 5000
    start(st, SPARTA, "develop")
    assert _after(st, SPARTA, "develop economy") > _after(st, SPARTA, "done")


def test_9_6_entering_a_phase_never_looks_worse_than_waiting_before_it():
    """Athens enters Military phase II (Culture phase IV is more than it needs): the goods of phase III (bronze)
    are then wanted, which must not make the phase entered look like a loss."""
    st = new()
    clear(st, units=False, posts=True)  # no bronze post
    develop(st, ATHENS, culture=25, military=9)
    st.treasury[ATHENS] = 500
    start(st, ATHENS, "develop")
    assert _after(st, ATHENS, "develop military") > _after(st, ATHENS, "done")


def test_9_2_when_the_map_is_full_a_legion_aims_at_an_unguarded_enemy_post():
    """Every goods hex holds an Athenian post: a Spartan legion's only way to new goods is to contest one and take
    it by an Attack (9.1.4, 9.2); a fortress cannot be taken (it is destroyed), so it is no target."""
    st = new()
    clear(st, posts=True, neutrals=True)
    goods = [h for h, v in st.game.board_data()["hexes"].items() if v["good"]]
    for h in goods:
        post(st, ATHENS, h)
    put(st, SPARTA, "Tegea")
    board = board_view(st, SPARTA)
    want = hellas_h._wanted(board["players"][SPARTA])
    assert hellas_h._prospects(board, "Sparta", want, hellas_h._scan(board), 0.0) > 0.0
    for h in goods:
        fort(st, ATHENS, h)
    board = board_view(st, SPARTA)
    assert hellas_h._prospects(board, "Sparta", want, hellas_h._scan(board), 0.0) == 0.0


def test_8_the_search_weighs_the_choice_of_an_action_and_the_lookahead_carries_it_out():
    game = load_game("hellas")
    st = new()
    bot = MctsBot(game, seed=3, level="normal", seconds=0)
    choice = bot.act(st, SPARTA)  # 8: which action: searched among the lookahead's best three
    values = HeuristicBot(game, seed=3).action_values(st.clone(), st.legal_actions(), SPARTA)
    ranked = sorted(zip(values, st.legal_actions(), strict=True), key=lambda p: -p[0])
    best = {a.text for _v, a in ranked[:3]}
    assert bot.last["iterations"] == 3 and set(bot.last["visits"]) == best and choice.text in best
    st.apply("act develop")
    assert st.board_view(SPARTA, ("stage",))["stage"] == "develop"
    step = bot.act(st, SPARTA)  # which boxes: the lookahead's (one of its best, ties broken at random)
    values = HeuristicBot(game, seed=3).action_values(st.clone(), st.legal_actions(), SPARTA)
    assert values[st.legal_actions().index(step)] == max(values) and bot.last["iterations"] == 0


def test_5_8_a_sample_plays_the_cycle_on_choosing_actions_by_the_lookahead_and_steps_greedily(monkeypatch):
    """A sample plays every action of the cycle left, then the turn's end (10, 2, 6), and stops at the next
    cycle's first choice; only the choices of an action cost a lookahead, the small steps one evaluation each."""
    game = load_game("hellas")
    bot = MctsBot(game, seed=5, level="normal")
    assert bot.greedy_steps and bot.policy_rollouts and bot.horizon == 1
    stages: set[str] = set()
    looked = bot.policy.action_values

    def recording(state, legal, seat, deadline=None):
        stages.add(state.board_view(seat, ("stage",))["stage"])
        return looked(state, legal, seat, deadline)

    monkeypatch.setattr(bot.policy, "action_values", recording)
    st = new()
    values = bot._policy_rollout(st)
    view = st.board_view(SPARTA, ("stage", "turn", "cycle"))
    assert st.is_terminal() or (view["turn"] == 2 and view["stage"] == "choose" and not view["cycle"]["chosen"])
    assert stages == {"choose"}
    assert 0.0 <= values[SPARTA] <= 1.0 and abs(values[SPARTA] + values[ATHENS] - 1.0) < 1e-9


def test_greedy_step_is_the_child_the_evaluation_prefers():
    game = load_game("hellas")
    bot = MctsBot(game, seed=5, level="normal")
    st = new()
    develop(st, SPARTA, culture=3)
    st.treasury[SPARTA] = 500
    start(st, SPARTA, "develop")
    legal = st.legal_actions()
    best = max(legal, key=lambda a: _after(st, SPARTA, a.text))
    assert bot._greedy(st, legal, SPARTA) == best


def test_9_3_a_player_whose_fortresses_are_all_contested_builds_one():
    """Athens's capital is contested and it has no other fortress: it can build no unit (9.3: legions and ships
    are built in fortresses), nor win its capital back; a fortress on a city post is worth its price."""
    st = new()
    put(st, SPARTA, "Athenai")
    contest(st, "Athenai")
    st.treasury[ATHENS] = 3000
    start(st, ATHENS, "build")
    forts = [a.text for a in st.legal_actions() if a.kind == "build_fortress"]
    assert forts and all(_after(st, ATHENS, f) > _after(st, ATHENS, "done") for f in forts)


def test_10_a_treasury_short_of_the_fleet_upkeep_counts_the_box_of_stability_it_will_lose():
    """10: the fleet's upkeep is paid at the end of the cycle, before the next income; a player who cannot pay it
    loses a box of stability. The evaluation sees that box lost as soon as the treasury falls short, so the bot
    keeps the upkeep when it spends (before, one talent short weighed 0.003 and the bots lost a box most turns)."""
    st = new()
    me = board_view(st, ATHENS)["players"][ATHENS]
    assert me["ships"] == 3 and me["phases"]["fleet"] == 0 and me["stability"] == 0
    due = 3  # before Fleet phase I a player pays phase I's upkeep: 1 talent a ship (10)
    values = {}
    for treasury in (due, due - 1):
        st.treasury[ATHENS] = treasury
        values[treasury] = hellas_h._side(board_view(st, ATHENS), ATHENS)
    box = hellas_h._stability(0, False) - hellas_h._stability(-1, False)
    assert values[due] - values[due - 1] >= box
    # in the Golden Age of stability the cube never falls (9.5): nothing is at risk
    st.stability[ATHENS] = 9
    golden = board_view(st, ATHENS)["players"][ATHENS]
    assert golden["golden_age_stability"] and hellas_h._upkeep_risk(golden) == 0.0


def test_9_8_a_threatened_player_offers_an_armistice_and_the_other_accepts_it():
    """9.8: while an armistice holds neither side may enter a hex holding the other's pieces, so no province can
    be contested (9.1.4; 11: a box of stability each time). At the start Spartan legions stand within a move of
    Attika, Boiotia and Phokis: Athens gains by offering the armistice (the offer is judged as accepted, its price
    paid), and Sparta accepts it, since refusing costs two boxes (9.8) and the offer can be made again; in its
    Golden Age of stability a refusal costs nothing (9.5), and it refuses."""
    game = load_game("hellas")
    st = new()
    st.treasury[ATHENS] = 200
    board = board_view(st, ATHENS)
    assert hellas_h._threatened(board, ATHENS, hellas_h._scan(board)) == 3
    start(st, ATHENS, "armistice")
    assert _after(st, ATHENS, "offer") > _after(st, ATHENS, "done")
    st.apply("offer")
    answers = st.legal_actions()
    assert {a.text for a in answers} == {"accept", "refuse"}

    def answer() -> str:
        values = HeuristicBot(game, seed=1).action_values(st.clone(), answers, SPARTA)
        return max(zip(values, answers, strict=True), key=lambda p: p[0])[1].text

    assert answer() == "accept" and MctsBot(game, seed=1, level="normal").act(st, SPARTA).text == "accept"
    st.stability[SPARTA] = 9
    st.invalidate()
    assert answer() == "refuse"
    st.stability[SPARTA] = 0
    st.invalidate()
    # 18.2: a refusal moves even a Golden Age cube back (and its VP with it): accepted
    regress = new(regress_development=True)
    regress.treasury[ATHENS] = 200
    regress.stability[SPARTA] = 9
    start(regress, ATHENS, "armistice")
    regress.apply("offer")
    assert board_view(regress, SPARTA)["players"][SPARTA]["golden_age_stability"]
    values = HeuristicBot(regress.game, seed=1).action_values(regress.clone(), regress.legal_actions(), SPARTA)
    assert max(zip(values, regress.legal_actions(), strict=True), key=lambda p: p[0])[1].text == "accept"
    st.apply("accept")
    truce = board_view(st, ATHENS)
    assert truce["armistice"] and hellas_h._armistice(truce, ATHENS, hellas_h._scan(truce)) > 0
    assert hellas_h._armistice(truce, SPARTA, hellas_h._scan(truce)) == 0  # no Athenian legion near Sparta's


def test_9_8_without_a_threat_no_armistice_and_a_threatened_player_keeps_its_price():
    """Without enemy legions near its provinces an armistice buys Athens nothing but costs its price. A player
    whose provinces enemy legions threaten keeps the armistice's price in its treasury (its talents up to it count
    twice): the bots spent to the last talent and could not pay for the truce when the raid came. The threat is
    counted nowhere else outside an armistice (the evaluation is antisymmetric: what warns the owner would reward
    the raider for coming near)."""
    st = new()
    clear(st)
    st.treasury[ATHENS] = 200
    start(st, ATHENS, "armistice")
    assert _after(st, ATHENS, "offer") < _after(st, ATHENS, "done")
    board = board_view(st, ATHENS)
    assert hellas_h._reserve(board, ATHENS, hellas_h._scan(board), 200) == 0.0
    put(st, SPARTA, "2308")  # a legion at Boiotia's door
    board = board_view(st, ATHENS)
    scan = hellas_h._scan(board)
    assert hellas_h._threatened(board, ATHENS, scan) >= 1 and hellas_h._threatened(board, SPARTA, scan) == 0
    price = board["players"][ATHENS]["prices"]["armistice"]
    assert hellas_h._reserve(board, ATHENS, scan, 200) == 0.003 * price
    assert hellas_h._reserve(board, ATHENS, scan, 10) == 0.003 * 10
    assert hellas_h._reserve(board, SPARTA, scan, 200) == 0.0


def test_9_4_the_units_aims_found_again_are_those_found_afresh():
    """The evaluation keeps each unit hex's best target for a ranking of the targets (a search evaluates thousands
    of positions a step apart): along seeded random games, every value with that memory warm equals the value
    found with it empty."""
    game = load_game("hellas")
    evaluator = Evaluator(game)
    states = positions("hellas", 300, seed=3, every=10)
    warm = [evaluator.static(st) for st in states]
    assert hellas_h._TARGETS
    for position, value in zip(states, warm, strict=True):
        hellas_h._TARGETS.clear()
        assert evaluator.static(position) == value
    # the same targets in the same order, each worth more: found again, not the old values
    goods = {v["good"] for v in game.board_data()["hexes"].values() if v["good"]}
    board = next(b for b in (board_view(p, SPARTA) for p in states)
                 if hellas_h._prospects(b, "Sparta", {}, hellas_h._scan(b), 0.0) > 0.0)
    scan = hellas_h._scan(board)
    plain = hellas_h._prospects(board, "Sparta", {}, scan, 0.0)
    wanted = hellas_h._prospects(board, "Sparta", dict.fromkeys(goods, 1.0), scan, 0.0)
    hellas_h._TARGETS.clear()
    assert wanted == hellas_h._prospects(board, "Sparta", dict.fromkeys(goods, 1.0), scan, 0.0) > plain > 0.0


def test_the_memory_of_aims_is_bounded(monkeypatch):
    """What the evaluation keeps between positions (``_TARGETS``) is cleared before it passes its bound."""
    monkeypatch.setattr(hellas_h, "GAINS_KEPT", 5)
    evaluator = Evaluator(load_game("hellas"))
    hellas_h._TARGETS.clear()
    peak = 0
    for st in positions("hellas", 250, seed=3, every=6):
        evaluator.static(st)
        peak = max(peak, sum(len(t.gains) for t in hellas_h._TARGETS.values()))
    assert 0 < peak <= 5


def test_14_the_defend_evaluation_counts_the_revolution_a_single_raid_can_bring():
    """14: a player whose stability passes -8 loses at once, and 11 (9.1.4): each province an enemy legion contests
    costs a box. At the start Spartan legions stand within a move of three Athenian provinces: at -5 one Spartan
    Move could take Athens to -8, its last box; at -6 to the Revolution, which ``evaluate_defended`` counts as
    ``REVOLT`` points lost to Athens and won by Sparta. A fleet's upkeep that the treasury cannot pay is one box
    more (10); an armistice offered (9.8) or a Golden Age of stability (9.5) leaves nothing to fear."""
    st = new()
    st.treasury[ATHENS] = 200
    defended = Evaluator(st.game, evaluation="defend")
    assert defended.evaluation == "defend"

    def raid(seat: int) -> float:
        board = board_view(st, seat)
        return hellas_h._raid_revolution(board, seat, hellas_h._scan(board))

    def gap() -> float:  # what the defend evaluation adds for Athens, in _side's points
        board = board_view(st, ATHENS)
        scan = hellas_h._scan(board)
        plain = hellas_h._side(board, ATHENS, scan) - hellas_h._side(board, SPARTA, scan)
        assert hellas_h.evaluate(board, ATHENS) == math.tanh(plain / 10.0)
        return 10.0 * math.atanh(hellas_h.evaluate_defended(board, ATHENS)) - plain

    assert hellas_h._threatened(board_view(st, ATHENS), ATHENS, hellas_h._scan(board_view(st, ATHENS))) == 3
    for stability, lost in ((0, 0.0), (-5, 0.0), (-6, hellas_h.REVOLT), (-8, hellas_h.REVOLT)):
        st.stability[ATHENS] = stability
        st.invalidate()
        assert raid(ATHENS) == lost and raid(SPARTA) == 0.0
        assert abs(gap() + lost) < 1e-9
    assert defended.static(st)[ATHENS] < Evaluator(st.game).static(st)[ATHENS]
    st.stability[ATHENS] = -5
    st.treasury[ATHENS] = 0  # three ships and nothing to pay them with: a fourth box at the end of the cycle
    st.invalidate()
    assert raid(ATHENS) == hellas_h.REVOLT
    st.treasury[ATHENS] = 200
    st.stability[ATHENS] = 9
    st.invalidate()
    assert raid(ATHENS) == 0.0
    st.stability[ATHENS] = -6
    st.invalidate()
    start(st, ATHENS, "armistice")
    st.apply("offer")
    assert raid(ATHENS) == 0.0  # judged as accepted: no enemy enters while it holds


def test_a_bot_takes_another_evaluation_of_the_game_by_its_name():
    """``evaluation=<name>`` gives a bot one of the game module's ``EVALUATIONS`` for its lookahead, rollouts and
    leaves alike; an unknown name is refused with the names there are."""
    from kleos.bots import make_bot
    from kleos.engine import OptionError

    game = load_game("hellas")
    hard = make_bot("mcts-hard:evaluation=defend", game, seed=1)
    assert hard.evaluator.heuristic is hellas_h.evaluate_defended
    assert hard.lookahead.evaluator is hard.evaluator and hard.policy.evaluator is hard.evaluator
    assert make_bot("mcts-hard", game).evaluator.heuristic is hellas_h.evaluate
    assert make_bot("heuristic:evaluation=defend", game).evaluator.heuristic is hellas_h.evaluate_defended
    with pytest.raises(OptionError, match="defend"):
        make_bot("mcts-hard:evaluation=attack", game)
    with pytest.raises(OptionError, match="no evaluation"):
        make_bot("heuristic:evaluation=defend", load_game("polis"))


def _other_seats_choice(seed: int = 3):
    """A Hellas position where a seat chooses its action (8) among actions that differ, reached by the heuristic's
    play."""
    game = load_game("hellas", turn_limit=100)
    state = game.new_initial_state(seed)
    bots = [HeuristicBot(game, seed), HeuristicBot(game, seed + 1)]
    while True:
        if state.is_chance_node():
            state.step_chance()
            continue
        legal = state.legal_actions()
        seat = state.current_player
        if state.stage == "choose" and len(legal) > 3 and len(state.history) > 200 and \
                len(set(bots[seat].action_values(state.clone(search=True), legal, seat))) > 3:
            return state  # at least four actions the lookahead tells apart
        state.apply(bots[seat].act(state, seat))


def test_8_a_sample_meets_the_reply_the_other_seats_search_would_choose():
    """With ``replies``, another seat's choice of an action (8) in a sample is its normal level's: the lookahead's
    best three, each played on, the best mean of the two values for that seat; the sample goes on from it."""
    state = _other_seats_choice()
    seat = state.current_player
    legal = state.legal_actions()
    searching = MctsBot(state.game, seed=5, level="hard", iterations=5, seconds=0, replies=3)
    searching._seat = 1 - seat
    got = searching._reply(state.clone(search=True), legal, seat, 0, searching.evaluator.at_cut(state))
    by_hand = MctsBot(state.game, seed=5, level="hard", iterations=5, seconds=0)  # the same generator's draws
    values = by_hand.lookahead.action_values(state.clone(search=True), legal, seat)
    top = sorted(range(len(legal)), key=lambda i: -values[i])[:3]
    scored = []
    for i in top:
        child = state.clone(search=True)
        child.apply(legal[i])
        rewards = by_hand._policy_rollout(child, 0, by_hand.evaluator.at_cut(child), branch=False)
        scored.append(((values[i] + 1.0) / 2.0 + rewards[seat], rewards))
    assert got == max(scored)[1]
    assert len({tuple(r) for _, r in scored}) > 1, "the three replies lead to one position: nothing was compared"


def test_8_replies_are_searched_for_the_other_seat_only():
    """The seat that searches chooses its own actions in a sample by the policy (the root's candidates are its
    search), and only the other seat's first choice is searched; the sample that goes on from a reply is the policy's
    alone."""
    state = _other_seats_choice()
    seat = state.current_player
    bot = MctsBot(state.game, seed=5, level="hard", iterations=5, seconds=0, replies=3)
    calls = []
    bot._reply = lambda *args: calls.append(args) or [0.5, 0.5]
    bot._seat = seat  # the seat's own choice is the policy's; the other's, after it, is searched
    assert bot._policy_rollout(state.clone(search=True)) == [0.5, 0.5]
    assert [player for _, _, player, _, _ in calls] == [1 - seat]
    calls.clear()
    bot._seat = 1 - seat  # the choice at hand is the other seat's
    assert bot._policy_rollout(state.clone(search=True)) == [0.5, 0.5]
    assert [player for _, _, player, _, _ in calls] == [seat]
    assert bot._policy_rollout(state.clone(search=True), branch=False) != [0.5, 0.5]  # a reply's own play: no branch
    with pytest.raises(ValueError, match="replies"):
        MctsBot(state.game, level="hard", replies=-1)
