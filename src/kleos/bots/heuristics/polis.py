"""Polis: how good a position looks to one player, read from its view (rulebook p.16 end of round, p.17 end).

- p.17 final score: population of one's poleis + prestige (+ posterity): the view's ``scores``;
  the difference is the main term.
- p.16 phase 2 (supply): at the end of each round a player spends as much wheat as its total
  population, and pays the shortfall in prestige or by releasing poleis; a capital that cannot be
  fed is lost and loses the game (p.17). Wheat plus prestige short of the population is a heavy penalty.
- p.17 ostracism: a player with no prestige after the end of a round loses; low prestige is a penalty.
- Means to act: goods (silver counts double: it buys everything) and units (hoplites, galleys) on the map.
"""

from __future__ import annotations

import math
from typing import Any

SEATS = ("Sparta", "Athens")  # the game's seat names, as the view's polis owners are written

#: MCTS rollouts stop after this many steps and the evaluation takes over.
ROLLOUT_STEPS = 12


def _terms(board: dict[str, Any], seat: int) -> tuple[float, float, float, float]:
    """(score, food margin, prestige, means) of one player."""
    name = SEATS[seat]
    need = sum(p["population"] for p in board["poleis"].values() if p["owner"] == name)
    goods = board["goods"][seat]
    prestige = board["prestige"][seat]
    margin = goods["wheat"] + prestige - need
    means = sum(goods.values()) + goods["silver"] + 1.5 * sum(u[seat] for u in board["units"].values())
    return float(board["scores"][seat]), float(margin), float(prestige), means


def evaluate(board: dict[str, Any], seat: int) -> float:
    """The value of the position for ``seat`` in ``[-1, 1]``."""
    me, op = _terms(board, seat), _terms(board, 1 - seat)
    score = me[0] - op[0]
    for terms, sign in ((me, 1.0), (op, -1.0)):
        _, margin, prestige, means = terms
        if margin < 0:
            score -= sign * (2.0 + 1.5 * -margin)  # p.16 2: starving poleis, the capital at risk
        if prestige <= 1:
            score -= sign * (3.0 if prestige <= 0 else 1.0)  # p.17: ostracism at 0 prestige
        score += sign * 0.08 * means
    return math.tanh(score / 10.0)
