"""The one bot interface used by the CLI, the server and the arena.

A bot is asked for an action for ``seat`` at a state where that seat decides. It
may read only what the seat may know: ``state.view(seat)``, ``state.legal_actions()``
and ``state.history_for(seat)``; to search, it works on ``state.determinize(seat, rng)``,
never on the state itself.

A bot's budget (iterations, seconds) is fixed when it is made (see :func:`kleos.bots.make_bot`
and docs/ai.md); searching bots leave figures about their last decision in ``bot.last``.
"""

from __future__ import annotations

from typing import Protocol

from kleos.engine import Action, Game, Rng, State


class Bot(Protocol):
    """Chooses actions for one seat."""

    name: str

    def act(self, state: State, seat: int) -> Action: ...


class RandomBot:
    """Uniform over the legal actions."""

    name = "random"

    def __init__(self, game: Game, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def act(self, state: State, seat: int) -> Action:
        legal = state.legal_actions()
        return legal[self.rng.randrange(len(legal))]
