"""N seats and secret simultaneous choices in the engine, on the Goofspiel fixture: the rules of the fixture,
the engine's secret decisions (hidden steps, private log lines, the reveal), views and re-deals."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from kleos.engine import CHANCE, TERMINAL, IllegalAction, OptionError, Rng, State, load_game

from .goofspiel import GoofspielState


def round_of(players: int, prize: int, bids: list[int], cards: int = 4, seed: int = 1) -> GoofspielState:
    """A game after one prize drawn and ``bids`` made (not revealed yet)."""
    state = load_game("goofspiel", players=players, cards=cards).new_initial_state(seed)
    state.apply(f"prize {prize}")
    for bid in bids:
        state.apply(f"bid {bid}")
    assert isinstance(state, GoofspielState)
    return state


def test_players_and_cards_are_options_and_seats_follow_them() -> None:
    game = load_game("goofspiel", players=5, cards=3)
    assert game.num_players == 5 and len(game.actions) == 3 + 3 + 1
    assert game.max_length == 3 * (5 + 2) and game.observation_shape == (5 + 4 * 3 + 5 * 3 + 2 * 5,)
    assert load_game("goofspiel").num_players == 3
    view = game.new_initial_state(0).view(4)
    assert view["seats"] == ["First", "Second", "Third", "Fourth", "Fifth"]
    with pytest.raises(OptionError, match="players"):
        load_game("goofspiel", players=7)
    with pytest.raises(OptionError, match="players"):
        load_game("goofspiel", players=1)


def test_a_round_is_a_prize_draw_then_one_secret_bid_per_seat_in_order_then_the_reveal() -> None:
    state = load_game("goofspiel", players=3).new_initial_state(4)
    assert state.current_player == CHANCE and not state.is_secret_decision()
    assert [str(a) for a, _p in state.chance_outcomes()] == ["prize 1", "prize 2", "prize 3", "prize 4"]
    state.step_chance()
    for seat in range(3):
        assert state.current_player == seat and state.is_secret_decision()
        assert state.view(seat)["secret_decision"] and state.view((seat + 1) % 3)["secret_decision"]
        state.apply(state.legal_actions()[0])
    assert state.current_player == CHANCE and [str(a) for a, _p in state.chance_outcomes()] == ["reveal"]
    state.step_chance()
    assert state.history[-1].reveals and state.history[-1].seats is None
    assert [s.seats for s in state.history[1:4]] == [(0,), (1,), (2,)]  # the engine hid each bid's step


@pytest.mark.parametrize(("bids", "taker"), [
    ([4, 4, 3], 2),  # the highest bids tie: the highest unique bid takes it
    ([1, 2, 3], 2),
    ([2, 2, 2], None),  # no unique bid: the prize is discarded
    ([3, 1, 3], 1),
])
def test_the_highest_unique_bid_takes_the_prize(bids: list[int], taker: int | None) -> None:
    state = round_of(3, 4, bids)
    state.step_chance()
    assert state.rounds == [(4, tuple(bids), taker)]
    assert state.points == [4 if s == taker else 0 for s in range(3)]
    assert state.hands == [[c for c in (1, 2, 3, 4) if c != b] for b in bids]  # spent either way
    texts = [e["text"] for e in state.view(0)["log"]]
    shown = ", ".join(f"{seat}: {b}" for seat, b in zip(("First", "Second", "Third"), bids, strict=True))
    # a line reads without the game and section that open its message: the section is its rule
    assert texts[-2] == f"The bids are {shown}"
    assert texts[-1] == ("No bid is unique; the prize 4 is discarded" if taker is None
                         else f"{('First', 'Second', 'Third')[taker]} takes the prize 4")
    assert [e["rule"] for e in state.view(0)["log"][-2:]] == ["3", "3"]


def test_a_bid_is_known_only_to_its_seat_until_the_reveal() -> None:
    state = round_of(3, 2, [4, 1])
    # history: the bids are -1 to everyone else; the log tells the others only that a card was bid
    assert [s.action for s in state.history_for(2)][1:] == [-1, -1]
    assert state.history_for(0)[1].action == state.game.actions.get("bid", 4).id
    assert state.history_for(0)[2].action == -1
    assert [e["text"] for e in state.view(2)["log"]] == [
        "The prize is the 2", "First bids a card face down", "Second bids a card face down"]
    assert state.view(1)["log"][2]["text"] == "Second bids the 1"
    # views: one's own bid only; the others' cards as they were before the round; who has bid is public
    board = state.view(0)["board"]
    assert board["bid"] == 4 and state.view(1)["board"]["bid"] == 1 and state.view(2)["board"]["bid"] is None
    assert board["hands"] == [[1, 2, 3, 4]] * 3 and board["committed"] == [True, True, False]
    assert state.public_view()["board"]["bid"] is None
    text = json.dumps(state.view(2))
    assert '"bid": 4' not in text and '"bid": 1' not in text
    # the seat to bid may only bid its own cards; the refusal names the rule and nothing of the others' bids
    with pytest.raises(IllegalAction, match=r"^Goofspiel 1: prizes are drawn and bids revealed by the rules"):
        state.apply("prize 3")
    with pytest.raises(IllegalAction, match="not First's decision but Third's"):
        state.apply_for(0, "bid 3")
    state.apply("bid 3")
    state.step_chance()
    assert state.view(2)["board"]["rounds"] == [{"prize": 2, "bids": [4, 1, 3], "taker": 0}]
    state.step_chance()
    with pytest.raises(IllegalAction, match=r"^Goofspiel 2: First has already played the 4$"):
        state.apply("bid 4")


def test_determinize_redeals_the_unseen_bids_among_the_cards_each_seat_has_not_shown() -> None:
    state = round_of(4, 3, [1, 2, 3, 4], seed=2)
    state.step_chance()  # a round played: seats 0, 1, 2 and 3 spent the 1, 2, 3 and 4
    state.apply("prize 1")
    state.apply("bid 4")  # seat 0
    state.apply("bid 4")  # seat 1
    seen: dict[int, Counter[int]] = {0: Counter(), 1: Counter()}
    for k in range(200):
        other = state.determinize(2, Rng(k))
        assert isinstance(other, GoofspielState)
        assert other.view(2) == state.view(2) and other.bids[2:] == [None, None]
        for seat in (0, 1):
            assert sorted(other.hands[seat] + [other.bids[seat]]) == sorted(state.hands[seat] + [state.bids[seat]])
            seen[seat][other.bids[seat]] += 1
    # any card the seat still held is possible, evenly: seat 0 had 2, 3, 4 left (it spent the 1)
    assert set(seen[0]) == {2, 3, 4} and set(seen[1]) == {1, 3, 4}
    assert all(40 <= n <= 95 for counter in seen.values() for n in counter.values())
    # the deciding seat's own bid and everything public stay; after the reveal, nothing is left to re-deal
    own = state.determinize(0, Rng(1))
    assert own.bids[0] == 4 and own.prizes == state.prizes and own.points == state.points


def test_returns_rank_the_seats_and_the_result_names_the_winners() -> None:
    state = load_game("goofspiel", players=4, cards=2).new_initial_state(0)
    for prize, bids in ((2, [2, 2, 1, 1]), (1, [1, 1, 2, 2])):  # round 1: no unique bid; round 2 too
        state.apply(f"prize {prize}")
        for bid in bids:
            state.apply(f"bid {bid}")
        state.step_chance()
    assert state.is_terminal() and state.points == [0, 0, 0, 0] and state.returns() == [0.0] * 4
    result = state.result()
    assert result is not None and result.winners == () and result.kind == "draw"
    state = load_game("goofspiel", players=3, cards=2).new_initial_state(0)
    for prize, bids in ((2, [2, 1, 1]), (1, [1, 2, 2])):  # First takes 2; the 2s tie, so First's 1 takes 1
        state.apply(f"prize {prize}")
        for bid in bids:
            state.apply(f"bid {bid}")
        state.step_chance()
    assert state.points == [3, 0, 0] and state.returns() == [1.0, -0.5, -0.5]
    result = state.result()
    assert result is not None and result.winners == (0,) and result.kind == "win"
    assert result.to_json()["text"] == "Goofspiel 4: First wins with 3 points"
    assert state.view(0)["result"]["text"] == "First wins with 3 points"  # as a player reads it


def test_a_shared_win_and_rank_returns_with_ties() -> None:
    state = load_game("goofspiel", players=3, cards=3).new_initial_state(0)
    # First bids 1, 2, 3; Second 1, 3, 2; Third 2, 1, 3: the 2 takes 3, the 3 takes 2, the 3 takes 1
    for prize, bids in ((3, [1, 1, 2]), (2, [2, 3, 1]), (1, [3, 2, 3])):
        state.apply(f"prize {prize}")
        for bid in bids:
            state.apply(f"bid {bid}")
        state.step_chance()
    assert state.points == [0, 3, 3] and state.returns() == [-1.0, 0.5, 0.5]
    result = state.result()
    assert result is not None and result.winners == (1, 2) and result.kind == "shared win"
    assert result.to_json()["text"] == "Goofspiel 4: Second, Third share the win with 3 points"


def test_a_mid_round_state_saves_and_restores_with_its_secrets() -> None:
    state = round_of(3, 1, [3, 2])
    restored = State.loads(state.dumps())
    assert restored == state and restored.history == state.history and restored.log == state.log
    assert restored.view(2) == state.view(2) and restored.is_secret_decision()
    restored.apply("bid 4")
    assert restored.history[-1].seats == (2,) and restored.view(0)["log"][-1]["text"].endswith("face down")
    assert state.current_player == 2  # the original is untouched
    assert load_game("goofspiel").new_initial_state(0).current_player == CHANCE
    final = load_game("goofspiel", players=2, cards=2).new_initial_state(3)
    while not final.is_terminal():
        final.step_chance() if final.is_chance_node() else final.apply(final.legal_actions()[-1])
    assert final.current_player == TERMINAL and len(final.history) == final.game.max_length


def test_a_secret_decisions_log_lines_are_its_seats_alone_unless_the_game_gives_the_others_a_line() -> None:
    from .goofspiel import Goofspiel

    class Quiet(GoofspielState):
        def _apply(self, action):  # type: ignore[no-untyped-def]
            if action.kind == "bid":
                self.note(f"quiet bid {action['card']}")  # no seats, no public line: the engine keeps it private
            super()._apply(action)

    class Failing(GoofspielState):
        def _apply(self, action):  # type: ignore[no-untyped-def]
            if action.kind == "bid" and action["card"] == 4:
                raise RuntimeError("a bug in the rules")
            super()._apply(action)

    game = Goofspiel(Goofspiel.Options(players=2))
    game.state_class = Quiet  # type: ignore[misc]
    state = game.new_initial_state(0)
    state.apply("prize 1")
    state.apply("bid 2")
    assert state.log[-2].seats == (0,) and state.log[-2].public is None
    assert "quiet bid 2" in [e["text"] for e in state.view(0)["log"]]
    assert "quiet bid 2" not in [e["text"] for e in state.view(1)["log"]]
    state.apply("bid 3")
    state.step_chance()  # the reveal is not a secret step: its lines are public
    assert state.log[-1].seats is None
    game.state_class = Failing  # type: ignore[misc]
    state = game.new_initial_state(0)
    state.apply("prize 1")
    with pytest.raises(RuntimeError):
        state.apply("bid 4")
    state.note("after the failure")  # the secret step ended with the error: this line is public again
    assert state.log[-1].seats is None
