"""MCTS at secret simultaneous choices and N players, on the Goofspiel fixture (each seat bids in secret in turn).

A seat deciding later in a round of secret decisions must not see the earlier ones inside the search tree: else
the first to bid expects every bid to be answered, and a bot at a table of three counts on the others answering
its bid. Budgets are iterations only (no timed assertions).
"""

from __future__ import annotations

import itertools

import pytest

from engine.goofspiel import Goofspiel, GoofspielState
from kleos.bots import make_bot
from kleos.bots.mcts import MctsBot
from kleos.engine import State, load_game


def position(players: int, cards: int, steps: list[str]) -> State:
    state = load_game("goofspiel", players=players, cards=cards).new_initial_state(0)
    for step in steps:
        state.apply(step)
    return state


def best_value(bot: MctsBot, state: State, seat: int) -> float:
    """The mean reward (0..1) the bot's search gives the bid it plays."""
    action = bot.act(state, seat)
    return bot.last["values"][action.text]


def test_the_first_to_bid_does_not_expect_every_bid_to_be_answered() -> None:
    # Two seats, a symmetric position: bidding first in secret is worth what bidding second is, a draw (1/2).
    # A tree in which the second seat sees the first bid values every bid of the first as beaten.
    state = position(2, 4, ["prize 3"])
    fixed = [best_value(MctsBot(state.game, seed, level="easy", iterations=1500), state, 0) for seed in range(3)]
    assert all(0.4 < v < 0.65 for v in fixed), fixed
    answered = [best_value(MctsBot(state.game, seed, level="easy", iterations=1500, secret_rounds=False), state, 0)
                for seed in range(3)]
    assert all(v < 0.3 for v in answered), answered  # the open search, before secret rounds: ~0.15


def final_returns(state: State, bids: tuple[int, ...]) -> list[float]:
    """The returns after ``bids`` in this round, the last round being forced (one card left each)."""
    end = state.clone()
    for bid in bids:
        end.apply(f"bid {bid}")
    while not end.is_terminal():
        end.step_chance() if end.is_chance_node() else end.apply(end.legal_actions()[0])
    return end.returns()


def test_at_three_players_the_bot_bids_what_is_never_worse_rather_than_counting_on_answers() -> None:
    # Three seats, the third round of four. Third took both prizes so far (3 points); the prize is the 4, the 3
    # comes last. First holds 2 and 3, Second and Third 1 and 2. Whatever the others bid, the 3 does at least as
    # well for First as the 2: it takes the 4 for sure. A search in which Second and Third see First's bid
    # counts on them answering the 2 by letting it through (each seeking its own return), and bids the 2.
    steps = ["prize 1", "bid 1", "bid 3", "bid 4", "reveal", "prize 2", "bid 4", "bid 4", "bid 3", "reveal",
             "prize 4"]
    state = position(3, 4, steps)
    assert state.legal_actions() == (state.game.actions.get("bid", 2), state.game.actions.get("bid", 3))
    others = list(itertools.product((1, 2), repeat=2))
    three = [final_returns(state, (3, y, z))[0] for y, z in others]
    two = [final_returns(state, (2, y, z))[0] for y, z in others]
    assert all(a >= b for a, b in zip(three, two, strict=True)) and three != two  # the 3 weakly dominates
    for seed in range(4):
        assert MctsBot(state.game, seed, level="easy", iterations=1000).act(state, 0).text == "bid 3", seed
    old = [MctsBot(state.game, seed, level="easy", iterations=1000, secret_rounds=False).act(state, 0).text
           for seed in range(4)]
    assert old == ["bid 2"] * 4  # what the open search did


@pytest.mark.parametrize("players", [2, 3])
def test_the_search_ignores_the_real_bids_it_cannot_see(players: int) -> None:
    # The last seat to bid searches the same whatever the others really bid (they are re-dealt, and the
    # decisions of the round are keyed by what each seat saw).
    results = set()
    for bids in itertools.product((1, 4), repeat=players - 1):
        state = position(players, 4, ["prize 2", *[f"bid {b}" for b in bids]])
        bot = MctsBot(state.game, 3, level="easy", iterations=400, stop_early=False)
        action = bot.act(state, players - 1)
        results.add((action.text, tuple(sorted(bot.last["visits"].items()))))
    assert len(results) == 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_games_of_n_seats_play_to_the_end_and_no_tree_is_walked_past_hidden_bids(players: int) -> None:
    game = load_game("goofspiel", players=players, cards=3)
    state = game.new_initial_state(5)
    bots = [make_bot("mcts-easy:iterations=60:seconds=0", game, seat) for seat in range(players)]
    while not state.is_terminal():
        if state.is_chance_node():
            state.step_chance()
            continue
        seat = state.current_player
        bot = bots[seat]
        assert isinstance(bot, MctsBot)
        state.apply(bot.act(state, seat))
        assert bot.last["inherited"] == 0  # every decision follows bids the seat did not see
    returns = state.returns()
    assert len(returns) == players and abs(sum(returns)) < 1e-9  # a vector, one return per seat


class FirstRoundSecret(GoofspielState):
    """Goofspiel whose first round alone is bid in secret; the later bids are open."""

    def _secret_decision(self) -> bool:
        return not self.rounds


def test_the_tree_is_kept_through_open_decisions_and_dropped_after_a_round_of_secret_ones() -> None:
    game = Goofspiel(Goofspiel.Options(players=2, cards=5))
    game.state_class = FirstRoundSecret  # type: ignore[misc]
    state = game.new_initial_state(2)
    bots = [MctsBot(game, seat, level="easy", iterations=300, stop_early=False) for seat in range(2)]
    inherited: dict[tuple[int, int], int] = {}
    while not state.is_terminal():
        if state.is_chance_node():
            state.step_chance()
            continue
        seat = state.current_player
        secret = state.is_secret_decision()
        state.apply(bots[seat].act(state, seat))
        assert state.history[-1].seats == ((seat,) if secret else None)
        inherited[len(state.rounds), seat] = bots[seat].last["inherited"]
    # after the secret round, each seat's search starts afresh: the round's bids are keyed jointly in its tree
    assert inherited[1, 0] == inherited[1, 1] == 0
    # from one open round to the next, each seat walks its tree down the steps it saw
    assert all(inherited[r, s] > 0 for r in (2, 3) for s in (0, 1)), inherited
