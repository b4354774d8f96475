"""Polis: how good a position looks to one player, read from its view (rulebook p.16 end of round, p.17 end).

- p.17 final score: population of one's poleis + prestige (+ posterity): the view's ``scores``;
  the difference is the main term.
- p.16 phase 2 (supply): at the end of each round a player spends as much wheat as its total
  population and pays the shortfall in prestige or by releasing poleis to neutrality: each missing
  wheat costs about one point of score. A capital that cannot be fed even so is lost, and with it
  the game (p.17): a very heavy penalty.
- p.17 ostracism: a player left with no prestige after the end of a round loses the game.
- p.10 a collection being chosen counts as collected (its discs are on the rows): the rows are what
  the action is for, and judging them only at its last step hides its gain behind its cost.
- Poleis are worth more than their population when they open something: a commercial polis is a
  player's only way to trade (p.6, p.10: Sparta trades only with Pylos or Gytheion), and a polis in a
  territory whose collection yields wheat is the right to collect it (p.10: collect where you own a polis).
- Means to act: goods (silver counts double: it buys everything) and units (hoplites, galleys) on the map.
"""

from __future__ import annotations

import functools
import math
from typing import Any

from kleos.polis.data import YIELD, load_data

SEATS = ("Sparta", "Athens")  # the game's seat names, as the view's polis owners are written
SIDES = ("S", "A")  # the same seats as the data files write them
CAPITALS = ("sparta", "athenai")

#: MCTS iterations per decision by level (docs/ai.md): measured in arenas on the CI machine at about 0.2 s
#: (normal) and 0.6 s (hard) a decision on average, p95 under 0.7 s and 1.8 s: well under the 1 s and 5 s caps.
MCTS_ITERATIONS = {"normal": 300, "hard": 1500}

#: MCTS rollouts stop after this many steps and the evaluation takes over.
ROLLOUT_STEPS = 12

#: The heuristic bot's lookahead (kleos.bots.heuristic): a Polis action is a run of small steps (a collection
#: is up to 7), so the player's own steps do not use up the lookahead's depth; ``nodes`` bounds the work.
LOOKAHEAD = {"own_steps_free": True, "nodes_per_action": 60}

#: The view entries ``evaluate`` reads (search builds only these).
VIEW_KEYS = ("poleis", "goods", "prestige", "scores", "units", "collecting")

#: Score points a polis is worth beyond its population: trade access (p.10), and per wheat of the largest
#: collection it gives access to (p.10). Small enough that a polis is still released when feeding it costs more.
TRADE_ACCESS = 2.5
WHEAT_ACCESS = 0.4


@functools.lru_cache(maxsize=1)
def _access() -> tuple[dict[str, tuple[float, float]], dict[str, int], dict[str, str]]:
    """Read once from the public game data: per polis, the trade access it gives (Sparta, Athens) beyond a
    capital's; per territory, the largest wheat collection; per polis, its territory ("" off the map)."""
    d = load_data()
    trade: dict[str, tuple[float, float]] = {}
    where: dict[str, str] = {}
    for p in d.polis_list:
        where[p.id] = p.territory or ""
        sparta, athens = (TRADE_ACCESS if p.merchant == side and p.capital is None else 0.0 for side in SIDES)
        trade[p.id] = (sparta, athens)
    wheat = {t: d.markets_file.collection.get(t, {}).get("wheat", 0) for t in d.territories} | {"": 0}
    return trade, wheat, where


def _projected(board: dict[str, Any], seat: int) -> float:
    """The player's score after feeding its poleis now, with penalties for losing the game by it."""
    name = SEATS[seat]
    poleis = board["poleis"]
    trade, wheat_rows, where = _access()
    need = 0
    best_trade = 0.0
    wheat_terrs: set[str] = set()
    for pid, p in poleis.items():
        if p["owner"] == name:
            need += p["population"]
            best_trade = max(best_trade, trade[pid][seat])
            wheat_terrs.add(where[pid])
    access = best_trade + WHEAT_ACCESS * sum(min(6, wheat_rows[t]) for t in wheat_terrs if t)
    capital = poleis[CAPITALS[seat]]["population"] if poleis[CAPITALS[seat]]["owner"] == name else 0
    goods = board["goods"][seat]
    pending = board.get("collecting")
    if pending is not None and pending["by"] == name:
        goods = dict(goods)
        for good, n in pending["rows"].items():
            if good in goods:
                goods[good] += YIELD[n]
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
    return score + access + 0.08 * means


def evaluate(board: dict[str, Any], seat: int) -> float:
    """The value of the position for ``seat`` in ``[-1, 1]``."""
    return math.tanh((_projected(board, seat) - _projected(board, 1 - seat)) / 10.0)

