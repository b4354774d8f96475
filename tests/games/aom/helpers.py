"""Building Age of Mythology positions for the rule tests: a game after the culture draw and the first player,
the draft skipped (the tiles back in the pool), then boards, cubes and hands set by hand as a table would set up
the rulebook's example."""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import Any

from kleos.aom import setup, turn
from kleos.aom.game import Aom, AomOptions
from kleos.aom.state import AomState
from kleos.engine import Rng


@functools.cache
def game(players: int = 3, **options: Any) -> Aom:
    return Aom(AomOptions(players=players, **options))


def new(players: int = 3, cultures: tuple[str, ...] = ("egyptian", "greek", "norse"), first: int = 0,
        seed: int = 1, **options: Any) -> AomState:
    """Seats 0.. take ``cultures``; ``first`` starts; the victory cubes of turn 1 are to be placed; ``options``:
    the game's other options (aom.md 5 flags)."""
    st = game(players, **options).new_initial_state(seed)
    assert isinstance(st, AomState)
    for c in cultures:
        st.apply(f"culture {c}")
    st.apply(f"first {first}")
    setup.return_revealed(st)
    st.queue = []
    turn.begin_turn(st)
    st.invalidate()
    return st


def card(st: AomState, culture: str, action: str, value: int | None = None, god: str | None = None) -> str:
    """The id of a random card of ``culture`` with this action (and value, god)."""
    for c in st.static.cards.values():
        if c.culture == culture and c.action == action and c.god == god and (value is None or c.value == value):
            return c.id
    raise KeyError((culture, action, value, god))


def give_tiles(st: AomState, seat: int, *kinds: str) -> None:
    for kind in kinds:
        st.pool[kind] -= 1
        st.tiles[seat][kind] = st.tiles[seat].get(kind, 0) + 1


def at_play(st: AomState, seat: int, hand: list[str] | None = None, round_: int = 1) -> None:
    """Round ``round_`` of card play, ``seat`` to play (its hand set to ``hand`` when given)."""
    if hand is not None:
        st.hands[seat] = list(hand)
    st.stage = "play"
    st.round = round_
    st.pos = st.order().index(seat)
    st.ctx = {}
    st.queue = []
    st.invalidate()


def set_res(st: AomState, seat: int, **cubes: int) -> None:
    for r, k in cubes.items():
        st.bank[r] += st.res[seat][r] - k
        st.res[seat][r] = k
    st.invalidate()


def texts(st: AomState) -> list[str]:
    return [a.text for a in st.legal_actions()]


def run(st: AomState, *actions: Any) -> None:
    for a in actions:
        st.apply(a)


def random_play(st: AomState, rng: Rng) -> Iterator[None]:
    """Play ``st`` to its end, every decision at random from ``rng``; yields after each step (chance included)."""
    while not st.is_terminal():
        if st.is_chance_node():
            st.step_chance()
        else:
            legal = st.legal_actions()
            st.apply(legal[rng.randrange(len(legal))])
        yield
