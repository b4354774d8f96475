"""OpenSpiel's own Python MCTS as a Kleos bot (``openspiel-mcts``): the outside baseline in the arena.

It plays our game through :mod:`kleos.adapters.openspiel` with ``MCTSBot`` and
``RandomRolloutEvaluator`` (OpenSpiel's defaults: uct_c 2, one random rollout per leaf).
OpenSpiel's bot counts simulations, not seconds: before each decision it gets as many
simulations as its measured rate allows in ``seconds`` (the rate is re-measured after every
search). Its MCTS reads the whole state it is given, so in a game with hidden information it
searches one ``state.determinize(seat, rng)`` per decision — never the real state. Needs the
``research`` extra (open_spiel).
"""

from __future__ import annotations

import time
from typing import Any

from kleos.engine import Action, Game, OptionError, Rng, State
from kleos.i18n import translator

_, ngettext = translator("kleos")


class OpenSpielMctsBot:
    """OpenSpiel's ``MCTSBot`` on the game through the adapter, with a time budget per decision."""

    name = "openspiel-mcts"

    def __init__(self, game: Game, seed: int = 0, seconds: float = 1.0, uct_c: float = 2.0,
                 rollouts: int = 1, simulations: int | None = None) -> None:
        try:
            import numpy as np
            from open_spiel.python.algorithms import mcts as spiel_mcts

            from kleos.adapters import openspiel as adapter
        except ImportError:
            raise OptionError(_("openspiel-mcts needs OpenSpiel: pip install 'kleos[research]'")) from None
        if simulations is None and not seconds:
            raise OptionError(_("openspiel-mcts needs seconds or simulations per decision"))
        self.adapter = adapter
        self.spiel_game = adapter.load(game.name, **game.options.model_dump())
        self.game = game
        self.rng = Rng(seed)
        self.seconds = seconds
        self.simulations = simulations
        np_rng = np.random.RandomState(seed % (1 << 32))
        self.bot = spiel_mcts.MCTSBot(self.spiel_game, uct_c, max_simulations=simulations or 20,
                                      evaluator=spiel_mcts.RandomRolloutEvaluator(rollouts, np_rng),
                                      random_state=np_rng)
        self._done = 0
        self._spent = 0.0
        self.last: dict[str, Any] = {}

    def act(self, state: State, seat: int) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1:
            self.last = {"iterations": 0, "seconds": 0.0}
            return legal[0]
        # at least 2: OpenSpiel's search expands its root on the second simulation, not the first
        if self.simulations is not None:
            budget = max(2, self.simulations)
        elif self._spent:
            budget = max(2, int(self._done / self._spent * self.seconds))
        else:
            # the first search measures the rate with the fewest simulations that choose: a fixed guess would cost
            # its number of random playouts to the game's end whatever the budget (20 at Sphactérie took 0.8 s
            # on a quiet core and up to 28 s under load, for a 0.05 s budget)
            budget = 2
        det = state.determinize(seat, self.rng, search=True)
        self.bot.max_simulations = budget
        start = time.perf_counter()
        root = self.bot.mcts_search(self.adapter.KleosSpielState(self.spiel_game, det))  # what MCTSBot.step does
        spent = time.perf_counter() - start
        self._done += root.explore_count  # fewer than the budget when its solver proves the root
        self._spent += spent
        self.last = {"iterations": root.explore_count, "seconds": spent}
        return self.game.actions.by_id(int(root.best_child().action))
