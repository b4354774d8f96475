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
- p.16 phases 1, 3, 4: the score is projected to the round's end: projects under way complete, the wheat
  left after feeding grows the poleis, and every polis above its base earns a prestige.
- p.10 hoplites where the player may still collect this round are half the collection they allow.
- Means to act: goods (silver counts double: it buys everything) and units (hoplites, galleys) on the map.
"""

from __future__ import annotations

import functools
import math
from typing import Any

from kleos.polis.data import GOODS, YIELD, load_data

SEATS = ("Sparta", "Athens")  # the game's seat names, as the view's polis owners are written
SIDES = ("S", "A")  # the same seats as the data files write them
CAPITALS = ("sparta", "athenai")

#: MCTS samples per searched decision by level (docs/ai.md): normal plays one a candidate on to the end of the next
#: round (about 0.25 s each in the first round on the CI machine), hard two a candidate a round further, under the
#: 1 s and 5 s caps (three a candidate to the next round's end won 3 of 8 games against normal: more samples of
#: the same horizon add little).
MCTS_ITERATIONS = {"normal": 3, "hard": 6}

#: Search settings of the normal and hard levels (kleos.bots.mcts). Polis is decided rounds ahead (the wheat that
#: grows a polis now is prestige and population in every later round), further than any evaluation of the present
#: sees: the search chooses among the lookahead's best actions by playing the game on with the lookahead's policy
#: to the end of the next round (normal) or the one after (hard), and leaves how to carry an action out to the
#: lookahead. Normal's samples play at 20 evaluations an action; hard's at the bots' own 60 (``LOOKAHEAD``), so
#: that its samples play as the bots at the table do (docs/ai.md, "Polis: how the search came to beat its
#: heuristic": against normal 56.8% at 20, 67.0% at 60, the same 200 games).
_ROLLOUTS = {"policy_rollouts": True, "max_depth": 1, "root_prior_visits": 1, "c": 1.0, "choose_by_value": True,
             "rollout_nodes": 20}
MCTS_OPTIONS = {"normal": {**_ROLLOUTS, "root_candidates": 3, "horizon": 2},
                "hard": {**_ROLLOUTS, "root_candidates": 3, "horizon": 3, "rollout_nodes": 60}}

#: The view entries ``searched`` and ``rollout_cut`` read.
STAGE_KEYS = ("stage",)

#: MCTS rollouts stop after this many steps and the evaluation takes over.
ROLLOUT_STEPS = 12

#: The heuristic bot's lookahead (kleos.bots.heuristic): a Polis action is a run of small steps (a collection
#: is up to 7), so the player's own steps do not use up the lookahead's depth; ``nodes`` bounds the work.
LOOKAHEAD = {"own_steps_free": True, "nodes_per_action": 60}

#: The view entries ``evaluate`` reads (search builds only these).
VIEW_KEYS = ("poleis", "goods", "prestige", "scores", "units", "collecting", "collected")

#: Score points a polis is worth beyond its population: trade access (p.10), and per wheat of the largest
#: collection it gives access to (p.10). Small enough that a polis is still released when feeding it costs more.
TRADE_ACCESS = 2.5
WHEAT_ACCESS = 0.4
#: Share of a collection's value its hoplites are worth before it is made (p.10).
POTENTIAL = 0.5


class _Public:
    """What the evaluation needs of the public game data, read once: per polis its territory (\"\" off the map),
    base, growth and maximum population and the trade access it gives (Sparta, Athens) beyond a capital's; per
    territory its largest wheat collection; per project its prestige (None: Phidias) and posterity."""

    def __init__(self) -> None:
        d = load_data()
        self.where = {p.id: p.territory or "" for p in d.polis_list}
        self.base = {p.id: p.base for p in d.polis_list}
        self.growth = {p.id: p.growth for p in d.polis_list}
        self.max = {p.id: p.max for p in d.polis_list}
        self.trade = {p.id: tuple(TRADE_ACCESS if p.merchant == side and p.capital is None else 0.0 for side in SIDES)
                      for p in d.polis_list}
        self.wheat = {t: d.markets_file.collection.get(t, {}).get("wheat", 0) for t in d.territories} | {"": 0}
        self.project = {pid: (None if pr.prestige == "athenai_half" else int(pr.prestige), pr.posterity)
                        for pid, pr in d.projects.items()}
        self.home = (d.territories[d.home[0]], d.territories[d.home[1]])
        self.rows = {t: [(g, n) for g, n in zip(GOODS, d.collect_rows[i], strict=True) if n]
                     for i, t in enumerate(d.territories)}  # boxes per row (p.10)
        self.terr_poleis = {t: [p.id for p in d.polis_list if p.territory == t] for t in d.territories}
        self._best: dict[tuple[str, bool, int], float] = {}

    def best_collection(self, territory: str, hungry: bool, hoplites: int) -> float:
        """The value of the best collection ``hoplites`` allow in ``territory`` (p.10): wheat worth a point while
        the poleis need or can grow on it, silver 0.16, other goods 0.08 (remembered: search asks it often)."""
        key = (territory, hungry, hoplites)
        best = self._best.get(key)
        if best is None:
            weights = [(1.0 if g == "wheat" and hungry else 0.16 if g == "silver" else 0.08, boxes)
                       for g, boxes in self.rows[territory]]
            best = 0.0
            for i, (w, boxes) in enumerate(weights):  # the rows' yields grow faster than their boxes: fill one first
                rest = hoplites - min(hoplites, boxes)
                extra = max((w2 * YIELD[min(rest, b2)] for j, (w2, b2) in enumerate(weights) if j != i), default=0.0)
                best = max(best, w * YIELD[min(hoplites, boxes)] + extra)
            self._best[key] = best
        return best


@functools.lru_cache(maxsize=1)
def _public() -> _Public:
    return _Public()


def _projected(board: dict[str, Any], seat: int) -> float:
    """The player's score as this round ends (p.16): fed, grown, with Megalopolis and projects completed;
    penalties for losing the game by hunger; access to trade and wheat; a little for goods and units."""
    name = SEATS[seat]
    poleis = board["poleis"]
    pub = _public()
    need = 0
    best_trade = 0.0
    wheat_terrs: set[str] = set()
    rooms: list[tuple[bool, int]] = []  # per owned polis: (at its base population, room to grow this round)
    above = 0
    projects = 0.0
    for pid, p in poleis.items():
        if p["owner"] != name:
            continue
        pop = p["population"]
        need += pop
        best_trade = max(best_trade, pub.trade[pid][seat])
        wheat_terrs.add(pub.where[pid])
        rooms.append((pop <= pub.base[pid], min(pub.growth[pid], pub.max[pid] - pop)))
        above += pop > pub.base[pid]
        if p["project"] is not None:  # p.16 phase 1: it completes as the round ends
            prestige, posterity = pub.project[p["project"]]
            projects += (prestige if prestige is not None else (poleis["athenai"]["population"] + 1) // 2) + posterity
    access = best_trade + WHEAT_ACCESS * sum(min(6, pub.wheat[t]) for t in wheat_terrs if t)
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
    score = float(board["scores"][seat]) + projects
    deficit = max(0, need - wheat)
    score -= deficit  # p.16 2: each missing wheat costs a prestige point or a cube of population
    if wheat + prestige < capital:
        score -= 12.0  # p.17: the capital cannot be fed: the game is lost
    left = prestige - min(prestige, max(0, deficit - (need - capital)))
    if left <= 0:
        score -= 8.0  # p.17: ostracism
    elif left == 1:
        score -= 1.0
    # p.16 phases 3-4: the wheat left grows poleis (1 wheat a cube, within growth and maximum); each polis above
    # its base gives 1 prestige (poleis at their base are grown first: their first cube earns both)
    surplus = max(0, wheat - need)
    for at_base, room in sorted(rooms, reverse=True):
        grow = min(room, surplus)
        if grow <= 0:
            continue
        surplus -= grow
        score += grow
        above += at_base
    score += above
    means = sum(goods.values()) + goods["silver"] + 1.5 * sum([u[seat] for u in board["units"].values()])
    hungry = need + sum(room for _, room in rooms) > wheat
    return score + access + 0.08 * means + _collection_potential(board, seat, pub, hungry)


def _collection_potential(board: dict[str, Any], seat: int, pub: _Public, hungry: bool) -> float:
    """p.10: hoplites standing where the player may still collect this round are goods to come: a share of the
    best collection they allow (wheat worth a point while the poleis need or can grow on it), less the prestige
    a collection outside home costs. Marching hoplites to Messenia is then a step towards its wheat."""
    name = SEATS[seat]
    pending = board.get("collecting")
    total = 0.0
    for t, who in board["collected"].items():
        n = board["units"][t][seat]
        if who is not None or not n or (pending is not None and pending["territory"] == t):
            continue
        if pub.terr_poleis[t] and not any(board["poleis"][p]["owner"] == name for p in pub.terr_poleis[t]):
            continue  # p.10: own a polis there (Achaia has none)
        best = pub.best_collection(t, hungry, n)
        total += max(0.0, POTENTIAL * best - (0.0 if t == pub.home[seat] else 1.0))  # collecting is a choice
    return total


def searched(board: dict[str, Any]) -> bool:
    """p.5: the choice of one of the 12 actions (or a pass) is what a search weighs; how to carry the action out
    (which polis, territory, rows) the lookahead judges well, by finishing it."""
    return board["stage"] == "turn"


def rollout_cut(board: dict[str, Any]) -> bool:
    """p.16: the end of a round, where the evaluation's projection of the round's end becomes exact."""
    return board["stage"].startswith("eor")


def evaluate(board: dict[str, Any], seat: int) -> float:
    """The value of the position for ``seat`` in ``[-1, 1]``."""
    return math.tanh((_projected(board, seat) - _projected(board, 1 - seat)) / 10.0)
