"""The Age of Mythology heuristic reads its own hand (``kleos.bots.heuristics.aom_hand``): the permanent cards it takes
(VII « Pioche des cartes action ») and the cards it keeps at the turn's end (VII « Défausser ») are chosen for their
use, from its own view only — never another seat's hidden cards."""

from __future__ import annotations

from typing import Any

import pytest

from kleos.bots import make_bot
from kleos.bots.evaluation import Evaluator, board_view
from kleos.bots.heuristics import aom as aom_h
from kleos.bots.heuristics import aom_hand
from kleos.engine import Rng, State

from .test_aom_bots import _play_until


def _full_board(st: Any, seat: int) -> None:
    """Every production space of the seat's board holds a tile (VIII Explore: nowhere to put another)."""
    st.tiles[seat] = {}
    for terrain, spaces in st.static.spaces[st.cultures[seat]].items():
        kind = st.static.tiles_of(terrain)[0]
        st.tiles[seat][kind] = st.tiles[seat].get(kind, 0) + spaces
    st.workers[seat] = {}
    st.dwarves[seat] = {}


def _give(st: Any, seat: int, cards: list[str]) -> None:
    """The seat's hand becomes ``cards``: its random cards back to its deck's draw pile, the new ones from it, dealt
    unseen by the others (VII)."""
    pile = st.decks[st.cultures[seat]][0]
    for card in st.hands[seat]:
        if not card.startswith("perm_"):
            pile[card] = pile.get(card, 0) + 1
    for card in cards:
        if not card.startswith("perm_"):
            pile[card] -= 1
            if not pile[card]:
                del pile[card]
    st.hands[seat] = list(cards)
    st.dealt[seat] = [c for c in cards if not c.startswith("perm_")]


def _hand_position(seed: int = 3) -> tuple[State, int]:
    """VII, the hand to choose: the seat's board is full (an Explore has no use), it has no unit (nor an Attack),
    no favor (nor a Next Age), and cubes for a building (a Build has one)."""
    st: Any = _play_until(2, seed, lambda s: s.stage == "hand" and s.turn >= 2 and not s.hands[s.queue[0]])
    seat = st.queue[0]
    _full_board(st, seat)
    st.units[seat] = {}
    st.res[seat] = {"food": 5, "wood": 5, "gold": 5, "favor": 0}
    return st, seat


def _discard_position(seed: int = 4) -> tuple[State, int, str, str]:
    """VII, the discards: the seat holds a random Build 3 it can pay for, a random Explore with no empty space for
    a tile, and a permanent Gather."""
    st: Any = _play_until(2, seed, lambda s: s.stage == "discard")
    seat = st.queue[0]
    culture = st.cultures[seat]
    _full_board(st, seat)
    st.res[seat] = {"food": 5, "wood": 5, "gold": 5, "favor": 1}
    build, explore = f"{culture}_build_3", f"{culture}_explore_p2"
    _give(st, seat, [build, explore, "perm_gather"])
    return st, seat, build, explore


def _hand_choices(bot: Any, state: State, seat: int) -> list[str]:
    """The seat's choices for every place of its hand (VII: one decision a place)."""
    st: Any = state.clone()
    out = []
    while st.stage == "hand" and st.queue[0] == seat:
        action = bot.act(st, seat)
        out.append(action.text)
        st.apply(action)
    return out


def _discards(bot: Any, state: State, seat: int) -> list[str]:
    st: Any = state.clone()
    out = []
    while st.stage == "discard" and st.queue and st.queue[0] == seat:
        action = bot.act(st, seat)
        out.append(action.text)
        st.apply(action)
    return out


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_vii_hand_takes_the_permanent_card_it_can_use(seed):
    """A Build it can pay for first; never an Explore (no empty space), an Attack (no army) or a Next Age (no
    favor to pay). Before the hand was read, every place was a uniform draw among the 8 choices."""
    state, seat = _hand_position()
    choices = _hand_choices(make_bot("heuristic", state.game, seed), state, seat)
    assert choices[0] == "permanent build"
    assert not {"permanent explore", "permanent attack", "permanent next_age"} & set(choices)


def test_vii_hand_preferences_rank_the_uses():
    state, seat = _hand_position()
    board = board_view(state, seat)
    actions = [a.text for a in state.legal_actions()]
    prefs = dict(zip(actions, aom_h.preferences(board, seat, actions), strict=True))
    assert prefs["permanent build"] > prefs["permanent gather"] > 0
    assert prefs["permanent explore"] == prefs["permanent attack"] == prefs["permanent next_age"] == 0.0
    # VIII Next Age: a use once its cost is paid (4 of each to enter the Classical age), none short of a colour
    st: Any = state.clone()
    st.res[seat] = {"food": 8, "wood": 8, "gold": 8, "favor": 8}
    assert aom_hand.uses(board_view(st, seat), seat).next_age[(4, 5, 6)] > 0
    st.res[seat]["favor"] = 3
    assert aom_hand.uses(board_view(st, seat), seat).next_age[(4, 5, 6)] == 0
    # a permanent Build beside a random Build kept in hand is worth HELD_SHARE of its use
    _give(st, seat, [f"{st.cultures[seat]}_build_3"])
    board = board_view(st, seat)
    held = aom_h.preferences(board, seat, ["permanent build", "fill"])
    alone = aom_hand.uses(board, seat).card(st.static.perm["build"])
    assert alone > 0 and held[0] == pytest.approx(aom_hand.HELD_SHARE * alone)


@pytest.mark.parametrize("bot_name", ["heuristic", "mcts-normal:iterations=4:seconds=0"])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_vii_discards_keep_the_card_it_can_use(bot_name, seed):
    """The random Build is kept, the Explore with nowhere to put a tile discarded, the permanent Gather sent back
    (VII STRATEGIE: it can be chosen again); the discards are left to the lookahead at every level."""
    state, seat, build, explore = _discard_position()
    choices = _discards(make_bot(bot_name, state.game, seed), state, seat)
    assert choices[-1] == "keep" and f"discard {build}" not in choices
    assert set(choices[:-1]) == {f"discard {explore}", "discard perm_gather"}


def test_vii_discards_let_a_useless_hand_go():
    state, seat, _build, explore = _discard_position()
    st: Any = state.clone()
    st.res[seat] = dict.fromkeys(("food", "wood", "gold", "favor"), 0)  # nothing to pay for a building
    choices = _discards(make_bot("heuristic", st.game, 0), st, seat)
    assert f"discard {explore}" in choices and "discard perm_gather" in choices


def _redealt(state: State, seat: int, seed: int) -> State:
    """The same position for ``seat`` with every card it cannot see dealt again (VII, issue 26)."""
    return state.determinize(seat, Rng(seed))


@pytest.mark.parametrize("where", ["hand", "discard"])
def test_the_hand_reading_never_reads_another_seats_hand(where):
    """The choice is the same when the other seat's hidden hand is re-dealt (``state.determinize``)."""
    if where == "hand":
        state, seat = _hand_position()
        other = 1 - seat
        _give(state, other, ["perm_attack", "perm_build"])  # the other seat's cards, hidden from the seat
    else:
        state, seat, _b, _e = _discard_position()
        other = 1 - seat
        card = next(c for c, k in sorted(state.decks[state.cultures[other]][0].items()) if k)
        _give(state, other, [card, "perm_next_age"])
    evaluator = Evaluator(state.game)
    legal = state.legal_actions()
    prefs = evaluator.preferences(state, seat, legal)
    assert prefs is not None
    worlds = [_redealt(state, seat, s) for s in range(6)]
    assert any(w.hands[other] != state.hands[other] for w in worlds)  # the re-deal did change the other hand
    for world in worlds:
        assert evaluator.preferences(world, seat, legal) == prefs
    first = make_bot("heuristic", state.game, 7).act(state, seat)
    for world in worlds:
        assert make_bot("heuristic", state.game, 7).act(world, seat) == first


def test_preferences_only_at_the_hand_and_the_discards():
    state = _play_until(2, 5, lambda s: s.stage == "play")
    assert Evaluator(state.game).preferences(state, state.current_player, state.legal_actions()) is None
    # and switched off, the heuristic leaves the hand to its lookahead, as before
    hand, seat = _hand_position()
    bot = make_bot("heuristic:preferences=false", hand.game, 0)
    values = bot.action_values(hand.clone(), hand.legal_actions(), seat)
    assert len(values) == len(hand.legal_actions())


def test_the_uses_of_a_position_are_computed_once_per_seat():
    state, seat = _hand_position()
    board = board_view(state, seat)
    assert aom_hand.uses(board, seat) is aom_hand.uses(board_view(state, seat), seat)


def test_four_players_hand_and_discards():
    """At 4 players (a culture's deck shared, VI NOTE) a whole heuristic game chooses hands and discards."""
    state = _play_until(4, 6, lambda s: s.stage == "hand")
    seat = state.current_player
    choices = _hand_choices(make_bot("heuristic", state.game, 0), state, seat)
    assert choices and all(c == "fill" or c.startswith("permanent ") for c in choices)
