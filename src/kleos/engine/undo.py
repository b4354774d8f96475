"""Taking back a decision: when a seat may (docs/server.md, Undo), and the position before it.

Shared by the server and the terminal, so that both refuse the same undos with the same words.
"""

from __future__ import annotations

from kleos.engine.state import CHANCE, State
from kleos.i18n import Text, translator

_, ngettext = translator("kleos")


def undo_refusal(state: State, seat: int | None) -> Text | None:
    """Why ``seat`` may not take back the last step now (``None``: it may); see docs/server.md, Undo."""
    title = state.game.title_label()
    if seat is None:
        return _("{game}: spectators cannot undo", game=title)
    if state.is_terminal():
        return _("{game}: the game is over; its result stands", game=title)
    if not state.history:
        return _("{game}: there is nothing to undo", game=title)
    last = state.history[-1]
    if last.player == CHANCE:
        return _("{game}: undo is not possible past a die roll or a draw", game=title)
    if last.player != seat:
        return _("{game}: undo is not possible once another seat has acted", game=title)
    if last.reveals:
        return _("{game}: undo is not possible past an action that revealed hidden information", game=title)
    return None


def before_last(state: State) -> State:
    """The position before ``state``'s last step, rebuilt from its seed and history: chance outcomes as they fell,
    the generator drawn from as it was (a decision never draws from it), so the rebuilt position is the one the
    seat decided in, exactly."""
    rebuilt = state.game.new_initial_state(state.seed)
    for step in state.history[:-1]:
        if step.player == CHANCE:
            rebuilt.sample_chance()  # the generator advanced as in the game, so the next draws are the game's
        rebuilt.apply(step.action)
    return rebuilt
