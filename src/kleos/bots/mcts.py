"""Monte Carlo tree search: UCT for perfect information, single-observer ISMCTS for hidden information.

Every iteration works on ``state.determinize(seat, rng)``: a state the deciding seat
cannot tell from the real one, with what it cannot see re-dealt at random (for games
without hidden information this is a plain copy with a fresh generator). One tree is
shared by all determinizations (SO-ISMCTS, Cowling, Powley & Whitehouse 2012): a node is
a sequence of actions as the deciding seat would record it; a child is selected by UCB1
among the actions legal in the current determinization, counting how often each was
*available* in place of the parent's visit count.

Chance nodes are sampled from the determinization's own generator. An outcome the
deciding seat sees (a die, a card it draws) is a branch of its own; an outcome hidden from
it (a card the opponent draws) is one branch ``-1``, as the seat cannot tell them apart.

Leaves are evaluated by a rollout of at most ``rollout_steps`` steps (uniform, or
heuristic-guided with probability ``guide``) cut off by the game's evaluation
(:mod:`kleos.bots.evaluation`); games without a heuristic roll out to the end.

Budgets: ``iterations`` and ``seconds``, whichever runs out first (``None``: no bound on
that one). Tests use iterations only, so results do not depend on the machine.
"""

from __future__ import annotations

import math
import time
from typing import Any

from kleos.bots.evaluation import Evaluator, private_copy
from kleos.engine import CHANCE, TERMINAL, Action, Game, Rng, State

#: Difficulty levels: budget per decision (iterations AND seconds: the first reached stops the search).
LEVELS: dict[str, dict[str, Any]] = {
    "easy": {"iterations": 200, "seconds": 0.25, "guide": 0.0},
    "normal": {"iterations": 3000, "seconds": 1.0, "guide": 0.25},
    "hard": {"iterations": 20000, "seconds": 5.0, "guide": 0.25},
}

#: Rollout length before the evaluation cuts it off, for a game whose heuristic names none.
DEFAULT_ROLLOUT_STEPS = 24


class _Node:
    __slots__ = ("avail", "children", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[int, _Node] = {}
        self.visits = 0
        self.total = 0.0  # sum of rewards (0..1) of the seat that chose the action leading here
        self.avail = 0  # how many times the action leading here was legal when its parent was visited


class MctsBot:
    """Information-set MCTS with determinization, chance sampling and cut-off rollouts."""

    def __init__(self, game: Game, seed: int = 0, level: str = "normal", iterations: int | None = None,
                 seconds: float | None = None, c: float = 0.7, rollout_steps: int | None = None,
                 guide: float | None = None, guide_candidates: int = 4) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown MCTS level {level!r}; the levels are {', '.join(LEVELS)}")
        budget = LEVELS[level]
        self.name = f"mcts-{level}"
        self.game = game
        self.rng = Rng(seed)
        self.iterations: int | None = budget["iterations"] if iterations is None else iterations
        self.seconds: float | None = budget["seconds"] if seconds is None else seconds
        if iterations is not None and seconds is None:
            self.seconds = None  # an explicit iteration budget alone: reproducible, machine-independent
        if self.iterations is None and self.seconds is None:
            raise ValueError("an MCTS bot needs an iteration or a time budget")
        self.iterations = self.iterations if self.iterations else None
        self.seconds = self.seconds if self.seconds else None
        self.c = c
        self.evaluator = Evaluator(game)
        if rollout_steps is None:
            rollout_steps = (self.evaluator.rollout_steps or DEFAULT_ROLLOUT_STEPS) if self.evaluator.has_heuristic \
                else game.max_length
        self.rollout_steps = rollout_steps
        self.guide = budget["guide"] if guide is None else guide
        if not self.evaluator.has_heuristic:
            self.guide = 0.0  # nothing to guide with
        self.guide_candidates = guide_candidates
        self.last: dict[str, Any] = {}

    # ------------------------------------------------------------------ the decision
    def act(self, state: State, seat: int) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1:
            self.last = {"iterations": 0, "seconds": 0.0}
            return legal[0]
        start = time.perf_counter()
        deadline = None if self.seconds is None else start + self.seconds
        base = private_copy(state, seat, self.rng)
        root = _Node()
        done = 0
        while self.iterations is None or done < self.iterations:
            if deadline is not None and done and time.perf_counter() >= deadline:
                break
            self._iterate(root, base.determinize(seat, self.rng), seat)
            done += 1
        best = max(legal, key=lambda a: self._rank(root, a))
        elapsed = time.perf_counter() - start
        self.last = {
            "iterations": done,
            "seconds": elapsed,
            "visits": {a.text: root.children[a.id].visits for a in legal if a.id in root.children},
        }
        return best

    @staticmethod
    def _rank(root: _Node, action: Action) -> tuple[int, float]:
        child = root.children.get(action.id)
        if child is None or not child.visits:
            return (0, 0.0)
        return (child.visits, child.total / child.visits)

    # ------------------------------------------------------------------ one iteration
    def _iterate(self, root: _Node, state: State, seat: int) -> None:
        rng = self.rng
        path: list[tuple[_Node, int]] = []  # (node entered, seat whose choice led to it; CHANCE for chance)
        node = root
        expanded = False
        while not expanded:
            player = state.current_player
            if player == TERMINAL:
                break
            if player == CHANCE:
                outcome = state.step_chance()
                step = state.history[-1]
                key = outcome.id if step.seats is None or seat in step.seats else -1
                child = node.children.get(key)
                if child is None:
                    child = node.children[key] = _Node()
                    expanded = True
                path.append((child, CHANCE))
                node = child
                continue
            legal = state.legal_actions()
            children = node.children
            untried = [a for a in legal if a.id not in children]
            if untried:
                action = untried[rng.randrange(len(untried))]
                for a in legal:
                    other = children.get(a.id)
                    if other is not None:
                        other.avail += 1
                child = children[action.id] = _Node()
                child.avail = 1
                expanded = True
            else:
                best_score = -1.0
                action = legal[0]
                child = children[action.id]
                c = self.c
                for a in legal:
                    ch = children[a.id]
                    ch.avail += 1
                    score = ch.total / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
                    if score > best_score:
                        best_score, action, child = score, a, ch
            state.apply(action)
            path.append((child, player))
            node = child
        values = self._evaluate(state)
        root.visits += 1
        for child, player in path:
            child.visits += 1
            if player >= 0:
                child.total += values[player]

    def _evaluate(self, state: State) -> list[float]:
        """Rewards in ``[0, 1]`` for every seat: a cut-off rollout, then terminal returns or the heuristic."""
        rng = self.rng
        evaluator = self.evaluator
        guide = self.guide
        for _ in range(self.rollout_steps):
            player = state.current_player
            if player == TERMINAL:
                break
            if player == CHANCE:
                state.step_chance()
                continue
            legal = state.legal_actions()
            if guide and len(legal) > 1 and rng.random() < guide:
                state.apply(self._guided(state, legal, player))
            else:
                state.apply(legal[rng.randrange(len(legal))])
        values = evaluator(state, rng)
        return [(v + 1.0) / 2.0 for v in values]

    def _guided(self, state: State, legal: tuple[Action, ...], player: int) -> Action:
        """The best of a few random candidate actions by the static evaluation one step ahead."""
        rng = self.rng
        count = min(self.guide_candidates, len(legal))
        if count == len(legal):
            candidates = list(legal)
        else:
            candidates = [legal[rng.randrange(len(legal))] for _ in range(count)]
        best, best_value = candidates[0], float("-inf")
        for action in candidates:
            child = state.clone(search=True)
            child.apply(action)
            value = self.evaluator.static(child)[player]
            if value > best_value:
                best, best_value = action, value
        return best
