"""Playing a game to its end with bots: the loop shared by selfplay, the arena and the tests."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from kleos.engine.errors import KleosError
from kleos.engine.state import State
from kleos.i18n import translator

_, ngettext = translator("kleos")


class GameTooLong(KleosError):
    """A game that passed its declared bound: a bug in the game's rules (a stall)."""


def play_out(state: State, bots: Sequence[Any], max_steps: int | None = None,
             on_step: Callable[[State], None] | None = None) -> State:
    """Play ``state`` to the end in place: chance from its generator, each seat by ``bots[seat]``."""
    bound = max_steps if max_steps is not None else state.game.max_length
    while not state.is_terminal():
        if len(state.history) > bound:
            raise GameTooLong(_("{game}: no end after {bound} steps (seed {seed})", game=state.game.title_label(),
                                 bound=bound, seed=state.seed))
        if state.is_chance_node():
            state.step_chance()
        else:
            seat = state.current_player
            state.apply(bots[seat].act(state, seat))
        if on_step is not None:
            on_step(state)
    return state
