"""The heuristic bot: one-turn lookahead with the game's evaluation, on a determinization.

For each legal action it plays the action on a determinized copy of the state, then
finishes its own compound turn greedily (each further small decision of the same
seat chosen by the evaluation), averages over a few outcomes of any chance node on the
way (dice, draws), and evaluates the resulting position from its seat's view. The action
with the best value is chosen; ties are broken at random with the bot's seeded generator.

The lookahead goes three small decisions deep. A game whose actions are long runs of small
steps sets ``LOOKAHEAD`` in its heuristic module: ``own_steps_free`` (the seat's own further
steps do not use up depth, so an action is judged once it is finished, not at its costly
first step) and ``nodes_per_action`` (the evaluations each root action may spend).

Time: the lookahead may be given a deadline (a :func:`time.perf_counter` instant): the MCTS bot passes its
decision's (``kleos.bots.mcts``), and the bot itself has one with ``seconds``. It then stops widening where the
time would run out. Before each root action it predicts, from the time spent so far, whether that action's
lookahead and a one-step value of every action after it still end before the deadline; if not, the actions left
get their one-step value (the evaluation after the action alone). An action's lookahead that reaches the deadline
stops there (the clock is read every ``CLOCK_EVERY`` evaluations) and is judged where it stands. If even the
one-step values run past the deadline, the actions left are not valued (:data:`UNVALUED`): the best found so far
is played. Without a deadline, or when it is not reached, the values are exactly those of the lookahead without
one (the clock draws nothing from the generator).

At a decision the evaluation cannot judge, because it turns on what only the seat sees (Age of
Mythology: the cards it takes into its secret hand, those it keeps), the game's module ranks the
actions itself (``preferences``, see :mod:`kleos.bots.evaluation`) and no lookahead is run:
each action is worth the position's value plus ``PREFERENCE_SCALE`` times its score, so that a
search seeded by these values (MCTS) starts from the same ranking at the same scale
(``preferences=False`` turns this off: the lookahead decides, as before).
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence

from kleos.bots.evaluation import Evaluator, private_copy
from kleos.engine import Action, Game, Rng, State

#: The value of a root action left unvalued because the deadline passed (below every real value, in [-1, 1]).
UNVALUED = -math.inf

#: How many evaluations pass between two looks at the clock, inside an action's lookahead or among one-step values.
CLOCK_EVERY = 4

#: value per point of a game module's preference score: small offsets around the position's value
PREFERENCE_SCALE = 0.01


class HeuristicBot:
    """Greedy one-turn lookahead with the game's evaluation (or the generic fallback).

    ``seconds`` (``None``: no bound): the time each decision may take; the lookahead stops widening when it is
    about to run out (see the module's docstring). Without it the bot plays exactly as it always has.
    """

    name = "heuristic"

    def __init__(self, game: Game, seed: int = 0, chance_samples: int = 3, max_nodes: int = 400,
                 own_steps_free: bool | None = None, nodes_per_action: int | None = None,
                 seconds: float | None = None, preferences: bool = True, evaluation: str | None = None) -> None:
        self.game = game
        self.rng = Rng(seed)
        self.evaluator = Evaluator(game, evaluation=evaluation)
        self.chance_samples = chance_samples
        self.max_nodes = max_nodes
        lookahead = self.evaluator.lookahead
        self.own_steps_free = bool(lookahead.get("own_steps_free", False)) if own_steps_free is None \
            else own_steps_free
        self.nodes_per_action: int | None = lookahead.get("nodes_per_action") if nodes_per_action is None \
            else (nodes_per_action or None)
        if seconds is not None and seconds < 0:
            raise ValueError("seconds must be positive (0 or none: no bound)")
        self.seconds: float | None = seconds or None
        self.preferences = preferences
        self._nodes = 0
        self._deadline: float | None = None  # the current lookahead's deadline (an action's lookahead stops there)

    def act(self, state: State, seat: int, deadline: float | None = None, greedy: bool = False) -> Action:
        """The action for ``seat`` at ``state``; by ``deadline`` (a :func:`time.perf_counter` instant) if given,
        else within the bot's ``seconds`` if it has them. ``greedy``: no lookahead, every action's one-step value
        (the cheapest sensible decision, for a turn whose time is up)."""
        if self.seconds is not None:
            own = time.perf_counter() + self.seconds
            deadline = own if deadline is None else min(deadline, own)
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        values = self.action_values(private_copy(state, seat, self.rng), legal, seat, deadline, greedy)
        top = max(values)
        best = [a for a, v in zip(legal, values, strict=True) if v >= top - 1e-12]
        return best[self.rng.randrange(len(best))]

    def action_values(self, base: State, legal: Sequence[Action], seat: int,
                      deadline: float | None = None, greedy: bool = False) -> list[float]:
        """The value in ``[-1, 1]`` for ``seat`` of each action at ``base`` (a determinized state).

        With ``deadline``, the lookahead stops widening when the time would run out (the module's docstring):
        the actions left get their one-step value, or :data:`UNVALUED` once even those would end too late. At a
        decision the game's module ranks itself (``preferences``), no lookahead runs and no clock is read."""
        prefs = self.evaluator.preferences(base, seat, legal) if self.preferences else None
        if prefs is not None:
            here = self.evaluator(base, self.rng)[seat]
            return [here + PREFERENCE_SCALE * p for p in prefs]
        if greedy:
            return self.one_step_values(base, legal, seat)
        self._nodes = 0
        if deadline is None:
            values = []
            for action in legal:
                if self.nodes_per_action:
                    self._nodes = self.max_nodes - self.nodes_per_action
                child = base.clone(search=True)
                child.apply(action)
                values.append(self._value(child, seat, depth=3))
            return values
        clock = time.perf_counter
        start = clock()
        self._deadline = deadline
        try:
            values = []
            spent = 0  # evaluations so far, to predict what the actions left will cost
            left = len(legal)
            for i, action in enumerate(legal):
                now = clock()
                # this action's lookahead (as long as the mean one so far), then one evaluation for each after it
                if now >= deadline or (i and now + (now - start) * (1.0 / i + (left - i - 1) / max(spent, 1))
                                       > deadline):
                    values.extend(self.one_step_values(base, legal[i:], seat, deadline))
                    break
                if self.nodes_per_action:
                    self._nodes = self.max_nodes - self.nodes_per_action
                before = self._nodes
                child = base.clone(search=True)
                child.apply(action)
                values.append(self._value(child, seat, depth=3))
                spent += max(self._nodes - before, 1)
            return values
        finally:
            self._deadline = None

    def one_step_values(self, base: State, actions: Sequence[Action], seat: int,
                        deadline: float | None = None) -> list[float]:
        """The evaluation for ``seat`` after each action alone (its cheap value); past ``deadline`` (looked at
        every few actions, the first few always valued) the actions left are :data:`UNVALUED`."""
        values: list[float] = []
        for k, action in enumerate(actions):
            if deadline is not None and k and not k % CLOCK_EVERY and time.perf_counter() >= deadline:
                values.extend([UNVALUED] * (len(actions) - k))
                break
            child = base.clone(search=True)
            child.apply(action)
            values.append(self.evaluator(child, self.rng)[seat])
        return values

    def turn_value(self, state: State, seat: int, nodes: int, deadline: float | None = None) -> float:
        """The value for ``seat`` once the seat to move has finished its turn greedily, within ``nodes`` evaluations
        (and, with ``deadline``, stopped where it stands when the time is up)."""
        self._nodes = self.max_nodes - nodes
        self._deadline = deadline
        try:
            return self._value(state, seat, depth=3)
        finally:
            self._deadline = None

    def _value(self, state: State, seat: int, depth: int) -> float:
        """The value for ``seat`` after its own turn is finished greedily and chance is averaged."""
        self._nodes += 1
        deadline = self._deadline
        if deadline is not None and not self._nodes % CLOCK_EVERY and time.perf_counter() >= deadline:
            self._nodes = max(self._nodes, self.max_nodes + 1)  # out of time: as out of evaluations
        if state.is_terminal() or depth <= 0 or self._nodes > self.max_nodes:
            return self.evaluator(state, self.rng)[seat]
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            if len(outcomes) <= self.chance_samples:
                total = 0.0
                for action, p in outcomes:
                    child = state.clone(search=True)
                    child.apply(action)
                    total += float(p) * self._value(child, seat, depth - 1)
                return total
            total = 0.0
            for _ in range(self.chance_samples):
                child = state.clone(search=True)
                child.apply(child.sample_chance(self.rng))
                total += self._value(child, seat, depth - 1)
            return total / self.chance_samples
        if state.current_player != seat:
            return self.evaluator(state, self.rng)[seat]
        # The same seat decides again (a compound turn): continue with its greedy choice.
        legal = state.legal_actions()
        next_depth = depth if self.own_steps_free else depth - 1
        if self.own_steps_free and len(legal) == 1:  # a forced step: no choice to judge
            child = state.clone(search=True)
            child.apply(legal[0])
            return self._value(child, seat, next_depth)
        best_child, best_static = None, float("-inf")
        for action in legal:
            child = state.clone(search=True)
            child.apply(action)
            self._nodes += 1
            value = self.evaluator(child, self.rng)[seat]
            if value > best_static:
                best_child, best_static = child, value
            if deadline is not None and not self._nodes % CLOCK_EVERY and time.perf_counter() >= deadline:
                self._nodes = max(self._nodes, self.max_nodes + 1)  # out of time: as out of evaluations
            if self._nodes > self.max_nodes:
                break
        assert best_child is not None
        return self._value(best_child, seat, next_depth)
