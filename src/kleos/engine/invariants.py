"""Invariants: what a game's rules promise after every step, checked while games are played (issue 22).

A game's tests are written from the same reading of the rulebook as its code; an invariant holds whatever the
reading (pieces are conserved, a combat hurts only the side whose result it is, what a seat is shown does not
depend on what it cannot see), so checking it after every step of many random and bot games catches what scripted
tests miss. Two kinds:

- the game's own, declared by ``State._invariants(before)`` (``before``: the state one step earlier, for the
  invariants of a step, such as who may lose what in a combat); each game lists them in its rules modules;
- the engine's, for every game with hidden information: each seat's view is the same in ``determinize(seat)``,
  which re-deals only what the seat cannot see.

:class:`InvariantChecker` is the ``on_step`` callback of :func:`kleos.engine.play.play_out`; ``kleos selfplay`` and
``kleos arena`` turn it on with ``--check-invariants``. A broken invariant is a bug in the game's code: it raises
:class:`InvariantBroken` naming the game, the seed, the step and what broke.
"""

from __future__ import annotations

from kleos.engine.errors import KleosError
from kleos.engine.rng import Rng
from kleos.engine.state import State
from kleos.i18n import translator

_, ngettext = translator("kleos")


class InvariantBroken(KleosError):
    """A step left a state that breaks an invariant of its game: a bug in the game's rules code."""


def violations(state: State, before: State | None = None, rng: Rng | None = None) -> list[str]:
    """What is wrong with ``state`` (one step after ``before``): the game's invariants, then, with ``rng``, the
    views of every seat under a re-deal of what it cannot see. Empty when all hold."""
    out = list(state.invariants(before))
    if rng is not None and state.game.hidden_information:
        log = state.logging  # a state that keeps no log (the arena's) has no log lines to compare
        for seat in range(state.game.num_players):
            view = state.view(seat, log=log)
            other = state.determinize(seat, rng)
            if other.view(seat, log=log) != view:
                out.append(f"engine: seat {seat}'s view changes when what it cannot see is re-dealt (determinize)")
    return out


class InvariantChecker:
    """Checks every step of a game played with :func:`~kleos.engine.play.play_out` (its ``on_step``).

    ``views_every``: how often (in steps) the views are compared under ``determinize`` — the costly part; 0 never.
    """

    def __init__(self, state: State, seed: int = 0, views_every: int = 1) -> None:
        self.before = state.clone(search=True)
        self.rng = Rng(seed)
        self.views_every = views_every
        self.steps = 0
        problems = violations(state, None, self.rng if views_every else None)
        if problems:
            self._fail(state, problems)

    def __call__(self, state: State) -> None:
        self.steps += 1
        views = self.views_every > 0 and self.steps % self.views_every == 0
        problems = violations(state, self.before, self.rng if views else None)
        if problems:
            self._fail(state, problems)
        self.before = state.clone(search=True)

    def _fail(self, state: State, problems: list[str]) -> None:
        last = state.history[-1] if state.history else None
        action = state.game.actions.actions[last.action].text if last is not None and last.action >= 0 else "-"
        raise InvariantBroken(_("{game}: an invariant is broken at step {step} (seed {seed}, after {action}): "
                                "{problems}", game=state.game.title_label(), step=len(state.history),
                                seed=state.seed, action=action, problems="; ".join(problems)))
