"""The bot interface, the bots' strength on tiny positions, and that no bot reads hidden state."""

from __future__ import annotations

import pytest

from kleos.bots import BOTS, LEVELS, Bot, MctsBot, bot_names, make_bot, parse_bot_spec
from kleos.engine import Action, OptionError, Rng, State, load_game
from kleos.engine.play import play_out

FAST = {"mcts": "mcts:iterations=60", "mcts-easy": "mcts-easy:iterations=60",
        "mcts-normal": "mcts-normal:iterations=60", "mcts-hard": "mcts-hard:iterations=60",
        "openspiel-mcts": "openspiel-mcts:simulations=30"}


def to_decision(state: State) -> State:
    while state.is_chance_node():
        state.step_chance()
    return state


def kuhn_state(cards: tuple[str, str], bets: tuple[str, ...] = ()) -> State:
    game = load_game("kuhn")
    state = game.new_initial_state(0)
    for card in cards:
        state.apply(game.actions.get("deal", card))
    for bet in bets:
        state.apply(game.actions.get(bet))
    return state


def nim_state(pile: int) -> State:
    game = load_game("nim")
    state = game.new_initial_state(0)
    state.apply(game.actions.get("pile", pile))
    return state


class ViewOnly:
    """What a bot may touch of a state: a seat's view, legal actions, known history, determinization."""

    def __init__(self, state: State) -> None:
        self._state = state
        self.game = state.game
        self.current_player = state.current_player

    def view(self, seat: int) -> dict:
        return self._state.view(seat)

    def legal_actions(self) -> tuple[Action, ...]:
        return self._state.legal_actions()

    def history_for(self, seat: int) -> list:
        return self._state.history_for(seat)

    def determinize(self, seat: int, rng: Rng, search: bool = False) -> State:
        return self._state.determinize(seat, rng, search=search)


def test_every_bot_is_listed_and_documented_names_exist():
    names = {"random", "heuristic", "mcts", "mcts-easy", "mcts-normal", "mcts-hard", "openspiel-mcts"}
    assert names <= set(bot_names())
    assert set(LEVELS) == {"easy", "normal", "hard"}
    assert bot_names() == sorted(BOTS)


def test_bot_spec_parameters_parse_and_bad_ones_are_refused():
    assert parse_bot_spec("mcts:iterations=500:seconds=none:c=1.5") == (
        "mcts", {"iterations": 500, "seconds": None, "c": 1.5})
    game = load_game("nim")
    bot = make_bot("mcts-hard:iterations=10", game, 1)
    assert isinstance(bot, MctsBot) and bot.iterations == 10 and bot.seconds is None
    with pytest.raises(OptionError, match="unknown bot"):
        make_bot("alphago", game)
    with pytest.raises(OptionError, match="bad parameters"):
        make_bot("random:depth=3", game)
    with pytest.raises(OptionError, match="key=value"):
        make_bot("mcts:500", game)


def test_levels_bound_time_and_iterations():
    game = load_game("nim")
    easy, normal, hard = (MctsBot(game, 0, level=lv) for lv in ("easy", "normal", "hard"))
    assert normal.seconds is not None and normal.seconds <= 1.0
    assert hard.seconds is not None and hard.seconds <= 5.0
    assert easy.iterations < normal.iterations < hard.iterations


@pytest.mark.parametrize("name", sorted(BOTS))
@pytest.mark.parametrize("game_name", ["kuhn", "nim"])
def test_every_bot_plays_legal_games_to_the_end(name, game_name):
    game = load_game(game_name)
    for seed in range(3):
        state = game.new_initial_state(seed)
        bots: list[Bot] = [make_bot(FAST.get(name, name), game, seed), make_bot("random", game, seed + 1)]
        play_out(state, bots)
        assert state.is_terminal()


@pytest.mark.parametrize("name", sorted(BOTS))
def test_bots_use_only_what_the_seat_may_know(name):
    # The proxy offers only view, legal_actions, history_for and determinize: any other access fails.
    state = to_decision(load_game("kuhn").new_initial_state(4))
    action = make_bot(FAST.get(name, name), state.game, 9).act(ViewOnly(state), state.current_player)
    assert action in state.legal_actions()


@pytest.mark.parametrize("name", sorted(BOTS))
def test_a_bot_chooses_the_same_whatever_the_hidden_cards(name):
    # Two states that differ only in the card the deciding seat cannot see: same choices, same seed.
    for mine in ("J", "Q", "K"):
        for bets in ((), ("pass",), ("bet",), ("pass", "bet")):
            seat = len(bets) % 2
            choices = set()
            for theirs in ("J", "Q", "K"):
                if theirs == mine:
                    continue
                state = kuhn_state((mine, theirs) if seat == 0 else (theirs, mine), bets)
                assert state.current_player == seat
                choices.add(make_bot(FAST.get(name, name), state.game, 123).act(state, seat).text)
            assert len(choices) == 1, (mine, bets, choices)


@pytest.mark.parametrize("name", sorted(BOTS))
def test_a_bot_chooses_the_same_on_a_redealt_state(name):
    game = load_game("kuhn")
    for seed in range(5):
        state = to_decision(game.new_initial_state(seed))
        seat = state.current_player
        redealt = state.determinize(seat, Rng(seed + 100))
        a = make_bot(FAST.get(name, name), game, 7).act(state, seat)
        b = make_bot(FAST.get(name, name), game, 7).act(redealt, seat)
        assert a == b


@pytest.mark.parametrize("pile,take", [(5, 1), (6, 2), (7, 3)])
def test_mcts_finds_the_forced_win_at_nim(pile, take):
    state = nim_state(pile)
    for seed in range(3):
        assert make_bot("mcts:iterations=300", state.game, seed).act(state, 0).text == f"take {take}"


def test_mcts_calls_with_the_king_and_folds_the_jack():
    # Kuhn: facing a bet, the King always wins a call (+2 instead of -1); the Jack always loses one (-2 vs -1).
    for cards, bets, seat, best in (
        (("Q", "K"), ("bet",), 1, "bet"),
        (("J", "K"), ("bet",), 1, "bet"),
        (("Q", "J"), ("bet",), 1, "pass"),
        (("K", "Q"), ("pass", "bet"), 0, "bet"),
        (("J", "Q"), ("pass", "bet"), 0, "pass"),
    ):
        state = kuhn_state(cards, bets)
        assert state.current_player == seat
        assert make_bot("mcts:iterations=200", state.game, 5).act(state, seat).text == best, (cards, bets)


def test_heuristic_bot_takes_an_immediate_win():
    state = nim_state(5)
    state.apply("take 2")  # pile 3: seat 1 takes all and wins
    assert make_bot("heuristic", state.game, 0).act(state, 1).text == "take 3"


def test_mcts_reports_its_search_and_respects_the_iteration_budget():
    state = nim_state(7)
    bot = make_bot("mcts:iterations=50:stop_early=false", state.game, 0)
    bot.act(state, 0)
    assert bot.last["iterations"] == 50
    assert sum(bot.last["visits"].values()) == 50


def test_mcts_stops_once_no_iteration_left_could_change_its_choice():
    state = nim_state(7)
    full = make_bot("mcts:iterations=400:stop_early=false", state.game, 0)
    early = make_bot("mcts:iterations=400", state.game, 0)
    assert early.act(state, 0) == full.act(state, 0)
    visits = sorted(early.last["visits"].values())
    assert early.last["iterations"] < 400
    assert visits[-1] - visits[-2] > 400 - early.last["iterations"]  # the lead could not be caught


def test_mcts_reuses_its_tree_for_its_next_decision_in_the_same_game():
    game = load_game("sphacteria")
    state = to_decision(game.new_initial_state(3))
    seat = state.current_player
    bot = make_bot("mcts:iterations=120:seconds=0", game, 4)
    state.apply(bot.act(state, seat))
    while state.current_player != seat:  # the opponent and chance play until the bot decides again
        if state.is_chance_node():
            state.step_chance()
        else:
            state.apply(state.legal_actions()[0])
    while len(state.legal_actions()) == 1:
        state.apply(state.legal_actions()[0])
        to_decision(state)
    assert state.current_player == seat
    bot.act(state, seat)
    assert bot.last["inherited"] > 0
    assert bot.last["inherited"] + bot.last["iterations"] <= 120
    # A state from another game (the history is not a continuation) starts a new tree.
    other = to_decision(game.new_initial_state(5))
    while other.current_player != seat or len(other.legal_actions()) == 1:
        other.apply(other.legal_actions()[0]) if not other.is_chance_node() else other.step_chance()
    bot.act(other, seat)
    assert bot.last["inherited"] == 0
    # Without reuse, every decision starts afresh.
    fresh = make_bot("mcts:iterations=120:seconds=0:reuse=false", game, 4)
    fresh.act(state, seat)
    assert fresh.last["inherited"] == 0


def test_same_seed_same_decisions():
    game = load_game("kuhn")
    runs = []
    for _ in range(2):
        state = game.new_initial_state(11)
        play_out(state, [make_bot("mcts:iterations=40", game, 1), make_bot("heuristic", game, 2)])
        runs.append(state.to_json())
    assert runs[0] == runs[1]


def test_mcts_values_a_compound_turn_by_its_best_continuation():
    from kleos.bots.mcts import _Node

    def node(total: float, visits: int) -> _Node:
        n = _Node()
        n.total, n.visits = total, visits
        return n

    # seat 0 chose `action`, then chooses again (the rest of its compound turn): two ways to go on, one poor
    action, good, poor, reply = node(1.2, 3), node(1.6, 2), node(0.0, 1), node(0.8, 2)
    action.children = {1: good, 2: poor}
    good.children = {3: reply}
    MctsBot._back_up_own([(action, 0), (good, 0), (reply, 1)])
    assert action.own == 0.8  # the best continuation's mean, not the mean of every continuation tried (0.4)
    assert good.own is None  # the opponent chooses next: its mean stands
    assert reply.own is None


def test_a_game_sets_its_normal_and_hard_levels_and_parameters_override_them():
    polis = load_game("polis")
    normal, hard = make_bot("mcts-normal", polis), make_bot("mcts-hard", polis)
    assert normal.policy_rollouts and hard.policy_rollouts
    assert (normal.max_depth, normal.root_candidates, normal.horizon) == (1, 3, 2)
    assert (hard.max_depth, hard.root_candidates, hard.horizon) == (1, 3, 3)
    assert (normal.iterations, hard.iterations) == (3, 6)
    assert (normal.policy.nodes_per_action, hard.policy.nodes_per_action) == (20, 60)  # hard's samples as the bots play
    aom = load_game("aom", players=2)
    assert (make_bot("mcts-normal", aom).policy.nodes_per_action, make_bot("mcts-hard", aom).policy.nodes_per_action) \
        == (8, 20)
    easy = make_bot("mcts-easy", polis)
    assert not easy.policy_rollouts and easy.max_depth is None and easy.c == LEVELS["easy"]["c"]
    assert easy.random_share == 0.0 and make_bot("mcts-easy", load_game("sphacteria")).random_share == 0.7
    sphacteria = make_bot("mcts-normal", load_game("sphacteria"))
    assert not sphacteria.policy_rollouts and not sphacteria.own_max and sphacteria.c == LEVELS["normal"]["c"]
    custom = make_bot("mcts-normal:horizon=1:root_candidates=2:c=0.3", polis)
    assert (custom.horizon, custom.root_candidates, custom.c) == (1, 2, 0.3)


def test_mcts_depth_limit_and_root_candidates():
    """max_depth 1 grows no node below the root's children; root_candidates keeps the lookahead's best few."""
    state = nim_state(7)
    bot = make_bot("mcts:iterations=60:seconds=0:max_depth=1:root_candidates=2:stop_early=false", state.game, 0)
    bot.lookahead.action_values = lambda base, actions, seat, deadline=None: [0.1 * i for i in range(len(actions))]  # type: ignore
    bot.act(state, 0)
    _seat, _history, root = bot._tree
    assert len(root.children) == 2 and len(bot.last["visits"]) == 2
    assert all(not child.children for child in root.children.values())
    assert sum(bot.last["visits"].values()) == 60  # every iteration went to one of the two candidates


def test_root_candidates_keep_every_action_tied_with_the_last_one_when_asked():
    """``candidate_ties``: the lookahead cannot tell tied actions apart, and cutting among them by their order
    would search only the first few (AoM's choice of permanent cards, which the evaluation does not read, ties
    every one)."""
    state = nim_state(7)
    legal = state.legal_actions()
    assert len(legal) == 3
    spec = "mcts:iterations=30:seconds=0:max_depth=1:root_candidates=1:stop_early=false"
    for ties, searched in ((True, 3), (False, 1)):
        bot = make_bot(f"{spec}:candidate_ties={ties}", state.game, 0)
        bot.lookahead.action_values = lambda base, actions, seat, deadline=None: [0.2] * len(actions)  # type: ignore
        bot.act(state, 0)
        assert len(bot.last["visits"]) == searched  # all three tied: all three searched, or the first alone
    values = {legal[0].id: -0.5, legal[1].id: 0.2, legal[2].id: 0.1}
    bot = make_bot(f"{spec}:candidate_ties=true", state.game, 0)
    bot.lookahead.action_values = lambda base, actions, seat, deadline=None: [values[a.id] for a in actions]  # type: ignore
    bot.act(state, 0)
    assert list(bot.last["visits"]) == [legal[1].text]  # no tie: the best one alone


def test_mcts_chooses_by_mean_value_when_asked():
    from kleos.bots.mcts import _Node

    state = nim_state(7)
    by_visits = MctsBot(state.game, iterations=10)
    by_value = MctsBot(state.game, iterations=10, choose_by_value=True)
    first, second = state.legal_actions()[:2]
    root, many, better = _Node(), _Node(), _Node()
    many.visits, many.total = 6, 3.0  # visited most, worth 0.5
    better.visits, better.total = 4, 3.2  # worth 0.8
    root.children = {first.id: many, second.id: better}
    assert max((first, second), key=lambda a: by_visits._rank(root, a)) is first
    assert max((first, second), key=lambda a: by_value._rank(root, a)) is second


def test_random_share_plays_that_share_of_the_decisions_at_random_and_searches_the_others():
    """An easy level's slips: at nim's pile of 7 the search always takes 3 (test above); with a share of the
    decisions played at random, about that share are not searched, and they take any of the three."""
    state = nim_state(7)
    bot = make_bot("mcts:iterations=300:random_share=0.4", state.game, 3)
    searched, slips = [], []
    for _ in range(200):
        action = bot.act(state, 0).text
        (slips if bot.last["iterations"] == 0 else searched).append(action)
        bot._tree = None  # each decision on its own
    assert 50 <= len(slips) <= 110
    assert set(searched) == {"take 3"}
    assert set(slips) == {"take 1", "take 2", "take 3"}
    assert make_bot("mcts:iterations=100", state.game, 3).random_share == 0.0
    with pytest.raises(OptionError):
        make_bot("mcts:random_share=1.5", state.game, 3)


def test_a_greedy_heuristic_decision_takes_the_best_one_step_value_without_lookahead(monkeypatch):
    from kleos.bots.heuristic import HeuristicBot

    state = nim_state(5)
    state.apply("take 2")  # pile 3: taking all wins at once
    bot = make_bot("heuristic", state.game, 0)

    def no_lookahead(*args, **kwargs):
        raise AssertionError("a greedy decision looks no further than each action")

    monkeypatch.setattr(HeuristicBot, "_value", no_lookahead)
    assert bot.act(state, 1, greedy=True).text == "take 3"
    with pytest.raises(AssertionError):
        bot.act(state, 1)
