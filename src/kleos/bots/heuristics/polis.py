"""Polis: how good a position looks to one player, read from its view (rulebook p.16 end of round, p.17 end).

- p.17 final score: population of one's poleis + prestige (+ posterity): the view's ``scores``;
  the difference is the main term.
- p.16 phase 2 (supply): at the end of each round a player spends as much wheat as its total
  population and pays the shortfall in prestige or by releasing poleis to neutrality: each missing
  wheat costs about one point of score. A capital that cannot be fed even so is lost, and with it
  the game (p.17): a very heavy penalty.
- p.17 ostracism: a player left with no prestige after the end of a round loses the game.
- Means to act: goods (silver counts double: it buys everything) and units (hoplites, galleys) on the map.
"""

from __future__ import annotations

import math
from typing import Any

SEATS = ("Sparta", "Athens")  # the game's seat names, as the view's polis owners are written
CAPITALS = ("sparta", "athenai")

#: MCTS iterations per decision by level (docs/ai.md): measured in arenas on the CI machine at about 0.2 s
#: (normal) and 0.6 s (hard) a decision on average, p95 under 0.7 s and 1.8 s: well under the 1 s and 5 s caps.
MCTS_ITERATIONS = {"normal": 300, "hard": 1500}

#: MCTS rollouts stop after this many steps and the evaluation takes over.
ROLLOUT_STEPS = 12


def _projected(board: dict[str, Any], seat: int) -> float:
    """The player's score after feeding its poleis now, with penalties for losing the game by it."""
    name = SEATS[seat]
    poleis = board["poleis"]
    need = sum(p["population"] for p in poleis.values() if p["owner"] == name)
    capital = poleis[CAPITALS[seat]]["population"] if poleis[CAPITALS[seat]]["owner"] == name else 0
    goods = board["goods"][seat]
    prestige = board["prestige"][seat]
    wheat = goods["wheat"]
    score = float(board["scores"][seat])
    deficit = max(0, need - wheat)
    score -= deficit  # p.16 2: each missing wheat costs a prestige point or a cube of population
    if wheat + prestige < capital:
        score -= 12.0  # p.17: the capital cannot be fed: the game is lost
    left = prestige - min(prestige, max(0, deficit - (need - capital)))
    if left <= 0:
        score -= 8.0  # p.17: ostracism
    elif left == 1:
        score -= 1.0
    means = sum(goods.values()) + goods["silver"] + 1.5 * sum(u[seat] for u in board["units"].values())
    return score + 0.08 * means


def evaluate(board: dict[str, Any], seat: int) -> float:
    """The value of the position for ``seat`` in ``[-1, 1]``."""
    return math.tanh((_projected(board, seat) - _projected(board, 1 - seat)) / 10.0)
