"""Position evaluation for the bots: a per-game heuristic read from a seat's view, or a generic fallback.

A per-game heuristic lives in ``kleos.bots.heuristics.<game>`` and exposes
``evaluate(board: dict, seat: int) -> float``: how good the position looks for ``seat``,
in ``[-1, 1]`` (-1 a sure loss, +1 a sure win), computed ONLY from ``board``, the
``"board"`` part of ``state.view(seat)`` — so an evaluation can never read hidden state.
A module may also set ``ROLLOUT_STEPS`` (how far MCTS rollouts go before the
evaluation cuts them off) to suit the length of its game's turns, and ``MCTS_ITERATIONS``
(level -> iterations per decision) where the game's speed calls for budgets other than
:data:`kleos.bots.mcts.LEVELS`, ``MCTS_OPTIONS`` (search settings of the ``normal`` and ``hard``
levels for this game, see :mod:`kleos.bots.mcts`), ``LOOKAHEAD`` (see :mod:`kleos.bots.heuristic`),
``VIEW_KEYS`` (the view entries ``evaluate`` reads, so that search builds only those), and two
predicates on the view entries named in ``STAGE_KEYS``: ``searched(board)`` (is this decision worth
a search? the others are played by the lookahead) and ``rollout_cut(board)`` (a point where a
policy rollout may stop, such as the end of a round). Where the evaluation cannot tell a seat's
choices apart because they turn on what only that seat sees (Age of Mythology: the cards it takes into
its secret hand and keeps), the module may rank them itself: ``preferences_at(board)`` (on the
``STAGE_KEYS`` entries: is this such a decision?) and ``preferences(board, seat, actions)`` (a score
per action text, higher preferred, read from the seat's whole view: its own hand, never another's).
A module may offer other evaluations beside ``evaluate`` in ``EVALUATIONS`` (name -> function of the same
form): a bot given ``evaluation=<name>`` (``mcts-hard:evaluation=defend``, or a level's ``MCTS_OPTIONS``) uses that
one in its lookahead, its rollouts and its leaves, so that an idea can be measured in the arena against the
evaluation every level uses before it becomes a level's. ``evaluation=evaluate`` names the module's own
``evaluate``: a level whose ``MCTS_OPTIONS`` give it another (AoM's normal and hard, ``learned``) can still be
played with it.

Games without a heuristic get the generic fallback: the final ``returns`` at the end
of the game, and before it the mean returns of a few short random playouts.
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable, Collection, Hashable, Sequence
from types import ModuleType
from typing import Any

from kleos.engine import Action, Game, Rng, State

#: game name -> module holding its ``evaluate(board, seat)``. A new game adds its line here.
HEURISTICS: dict[str, str] = {
    "sphacteria": "kleos.bots.heuristics.sphacteria",
    "polis": "kleos.bots.heuristics.polis",
    "hellas": "kleos.bots.heuristics.hellas",
    "aom": "kleos.bots.heuristics.aom",
}

#: Positions an evaluator keeps the value of (``Evaluator.static``), then forgets all: 30 MB at Hellas's 1.5 kB a key.
MEMO_KEPT = 20_000


@functools.lru_cache(maxsize=32)
def heuristic_module(game_name: str) -> ModuleType | None:
    """The heuristic module of a game, or ``None`` when it has none (or it cannot be imported)."""
    path = HEURISTICS.get(game_name)
    if path is None:
        return None
    try:
        return importlib.import_module(path)
    except ImportError:
        return None


def board_view(state: State, seat: int, keys: Collection[str] | None = None) -> dict[str, Any]:
    """``state.view(seat)["board"]`` without building the rest of the envelope (log, action labels).

    Search calls this thousands of times; the board part is exactly what ``view(seat)`` holds
    (only its entries ``keys``, when given: a heuristic module names those it reads in ``VIEW_KEYS``).
    """
    return state.board_view(seat, keys)


def private_copy(state: State, seat: int, rng: Rng) -> State:
    """``state.determinize(seat, rng)`` without a log: the only copy of a real state a bot ever searches.

    Every search iteration then determinizes this copy again (a state ``seat`` cannot tell
    from the real one is as good a starting point as the real one), so no bot ever reads
    what ``seat`` may not know.
    """
    return state.determinize(seat, rng, search=True)


class Evaluator:
    """Values of a state for every seat, in ``[-1, 1]``: terminal returns, else the game's heuristic."""

    def __init__(self, game: Game, fallback_playouts: int = 2, fallback_steps: int | None = None,
                 evaluation: str | None = None) -> None:
        self.game = game
        self.players = game.num_players
        self.lo = float(game.min_utility)
        self.hi = float(game.max_utility)
        module = heuristic_module(game.name)
        self.heuristic: Callable[[dict[str, Any], int], float] | None = (
            getattr(module, "evaluate", None) if module is not None else None
        )
        if evaluation and evaluation != "evaluate":  # one of the module's other evaluations (``EVALUATIONS``)
            offered: dict[str, Callable[[dict[str, Any], int], float]] = \
                dict(getattr(module, "EVALUATIONS", {})) if module else {}
            if evaluation not in offered:
                known = ", ".join(["evaluate", *sorted(offered)]) if module else "none"
                raise ValueError(f"{game.title} has no evaluation {evaluation!r}; its evaluations: {known}")
            self.heuristic = offered[evaluation]
        self.evaluation = evaluation or "evaluate"
        self.rollout_steps: int | None = getattr(module, "ROLLOUT_STEPS", None) if module is not None else None
        self.level_iterations: dict[str, int] = dict(getattr(module, "MCTS_ITERATIONS", {})) if module else {}
        self.lookahead: dict[str, Any] = dict(getattr(module, "LOOKAHEAD", {})) if module else {}
        self.mcts_options: dict[str, Any] = dict(getattr(module, "MCTS_OPTIONS", {})) if module else {}
        keys = getattr(module, "VIEW_KEYS", None) if module else None
        self.view_keys: frozenset[str] | None = frozenset(keys) if keys else None
        self.stage_keys: frozenset[str] = frozenset(getattr(module, "STAGE_KEYS", ()) if module else ())
        self._searched: Callable[[dict[str, Any]], bool] | None = getattr(module, "searched", None) if module else None
        self._cut: Callable[[dict[str, Any]], bool] | None = getattr(module, "rollout_cut", None) if module else None
        self._prefer_at: Callable[[dict[str, Any]], bool] | None = getattr(module, "preferences_at", None) \
            if module else None
        self._prefer: Callable[[dict[str, Any], int, list[str]], list[float]] | None = \
            getattr(module, "preferences", None) if module else None
        # The values of positions already evaluated, by the game's key of their view (``State.board_view_key``): a
        # search reaches the same position again by other orders of steps (half of Hellas's evaluations).
        self._memo: dict[Hashable, float] = {}
        self.fallback_playouts = fallback_playouts
        self.fallback_steps = fallback_steps if fallback_steps is not None else game.max_length
        self.pairwise = game.zero_sum and self.players == 2

    @property
    def has_heuristic(self) -> bool:
        return self.heuristic is not None

    def searched(self, state: State, seat: int) -> bool:
        """Whether the game's module deems the decision at ``state`` worth a search (every decision by default)."""
        return self._searched is None or bool(self._searched(board_view(state, seat, self.stage_keys)))

    def at_cut(self, state: State) -> bool:
        """Whether ``state`` is at a point where a policy rollout may stop (never, for a game that names none)."""
        return self._cut is not None and bool(self._cut(board_view(state, 0, self.stage_keys)))

    def preferences(self, state: State, seat: int, legal: Sequence[Action]) -> list[float] | None:
        """The game module's scores of ``legal`` for ``seat`` at a decision its evaluation cannot judge, read from
        the seat's own view (``None`` at any other decision, or for a game that ranks none)."""
        if self._prefer is None or self._prefer_at is None or \
                not self._prefer_at(board_view(state, seat, self.stage_keys)):
            return None
        return [float(x) for x in self._prefer(board_view(state, seat), seat, [a.text for a in legal])]

    def terminal(self, state: State) -> list[float]:
        """The final returns scaled to ``[-1, 1]``."""
        span = self.hi - self.lo
        return [max(-1.0, min(1.0, 2.0 * (r - self.lo) / span - 1.0)) for r in state.returns()]

    def static(self, state: State) -> list[float]:
        """The heuristic value for each seat (terminal returns at the end); zeros without a heuristic."""
        if state.is_terminal():
            return self.terminal(state)
        if self.heuristic is None:
            return [0.0] * self.players
        if self.pairwise:  # zero-sum for two: one view of the (determinized) position decides both values
            key = state.board_view_key(0, self.view_keys) if state.game is self.game else None
            v = self._memo.get(key) if key is not None else None
            if v is None:
                v = max(-1.0, min(1.0, float(self.heuristic(board_view(state, 0, self.view_keys), 0))))
                if key is not None:
                    if len(self._memo) >= MEMO_KEPT:
                        self._memo.clear()
                    self._memo[key] = v
            return [v, -v]
        return [max(-1.0, min(1.0, float(self.heuristic(board_view(state, s, self.view_keys), s))))
                for s in range(self.players)]

    def __call__(self, state: State, rng: Rng) -> list[float]:
        """The static value with a heuristic; otherwise the generic fallback from playouts' returns."""
        if state.is_terminal() or self.heuristic is not None:
            return self.static(state)
        totals = [0.0] * self.players
        for _ in range(self.fallback_playouts):
            copy = state.clone(search=True)
            copy.rng = rng.spawn()  # else every playout would draw the same chance outcomes
            end = random_playout(copy, rng, self.fallback_steps)
            values = self.terminal(end) if end.is_terminal() else [0.0] * self.players
            totals = [t + v for t, v in zip(totals, values, strict=True)]
        return [t / self.fallback_playouts for t in totals]


def random_playout(state: State, rng: Rng, steps: int) -> State:
    """Play ``state`` in place for at most ``steps`` steps: chance from its generator, decisions from ``rng``."""
    for _ in range(steps):
        if state.is_terminal():
            break
        if state.is_chance_node():
            state.step_chance()
        else:
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
    return state
