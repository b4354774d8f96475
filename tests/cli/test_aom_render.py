"""Age of Mythology in the terminal: every player's board from one seat's view; the seat's hand by name, another
seat's only as a count (with the permanent cards it took face up), at 2 and 4 players."""

from __future__ import annotations

import io
import random
import re

import pytest
from rich.console import Console
from tests.games.aom.helpers import at_play, new, set_res

from kleos.aom.render import card_name, render
from kleos.engine import load_game


def reach_card_play(players: int, seed: int):
    """A game played at random until a seat is to play a card of its hand (VII), past the first turn."""
    st = load_game("aom", players=players).new_initial_state(seed)
    rng = random.Random(seed)
    while not (st.stage == "play" and st.turn >= 2):
        assert not st.is_terminal()
        st.apply(st.sample_chance(st.rng) if st.is_chance_node() else rng.choice(st.legal_actions()))
    return st


def text(view: dict) -> str:
    console = Console(width=400, record=True, file=io.StringIO())
    console.print(render(view))
    return console.export_text()


@pytest.mark.parametrize("players", [2, 4])
def test_the_seat_sees_its_hand_and_only_counts_of_the_others(players: int) -> None:
    st = reach_card_play(players, seed=players)
    seat = st.current_player
    view = st.view(seat)
    out = text(view)
    board = view["board"]
    # one panel per player, in turn order, each with its culture, areas and hand line
    hands = [line.split("hand", 1)[1].strip(" │") for line in out.splitlines() if re.match(r"│ hand\s", line)]
    assert len(hands) == players
    assert out.count("production") >= players and out.count("holding") >= players and out.count("city") >= players
    for line, p in zip(hands, board["order"], strict=True):
        pl = board["players"][p]
        if p == seat:  # the seat's own cards, by name
            assert line == ", ".join(card_name(c) for c in pl["hand"])
        else:  # VII: how many cards, and none of them, permanent or random (issue 26)
            assert line == f"{pl['hand_size']} card" + ("s" if pl["hand_size"] != 1 else "")
            assert pl["hand"] == [] and pl["hidden_cards"] == len(st.hands[p])
            assert all(card_name(c) not in line for c in st.hands[p])
    assert "Turn" in out and "victory cards" in out and "The Wonder" in out


def test_a_battle_shows_no_secret_commitment_of_the_other_side() -> None:
    """IX: while the sides commit in secret, a seat sees its own committed units and "hidden" for the other's."""
    st = load_game("aom", players=2).new_initial_state(1)
    rng = random.Random(1)
    while not (st.stage == "battle" and st.battle.view(None)["phase"] == "commit"):
        assert not st.is_terminal()
        st.apply(st.sample_chance(st.rng) if st.is_chance_node() else rng.choice(st.legal_actions()))
    out = text(st.view(0))
    assert "Battle for the" in out
    committed = next(line for line in out.splitlines() if "committed" in line)
    assert "hidden" in committed


@pytest.mark.parametrize(("single", "shown"), [(True, "giving wood (one colour per Trade)"),
                                               (False, "swapped wood for gold, favor")])
def test_a_trade_shows_what_is_given(single: bool, shown: str) -> None:
    """VIII Trade (DEC-9): the colour given, or with 1:1 swaps (trade_single_give_colour off) the colours given and
    received so far."""
    st = new(3, trade_single_give_colour=single)
    st.buildings[2] = {"market": 1}
    set_res(st, 2, food=2, wood=2, gold=0, favor=0)
    at_play(st, 2, ["perm_trade"])
    for action in ("play perm_trade", "exchange wood gold", "exchange wood favor"):
        st.apply(action)
    assert shown in text(st.view(2))
