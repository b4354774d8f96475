"""Sphactérie: how good a position looks to one side, read from its view (rulebook sections 5 and 8).

- 8.2 victory points: the view's ``vp`` already counts 5 VP per zone P, Q, T held by an H unit
  and the VP of eliminations; a gap above 3 VP wins, so the gap is the main term.
- 8.1 total victory: H units in P, Q and T at the end of turn 7; every objective held counts, and
  holding all three is worth much more as the last turn nears.
- 5 supply: a side whose marker falls to 0 capitulates (an immediate total victory for the other
  side, 8.1), so a low marker is a heavy penalty when the side has land units in its position.
- Material: the strength points (PF) of the units still in play, bases included.
- Approach: for each objective a side does not hold, how close its nearest eligible H unit is
  (steps over land and straits on the public map, ``Game.board_data()["adjacency"]``).
- 5.1/5.2 blockade: every blockade zone of the enemy position held by one's triremes and by none
  of the enemy's will lower the enemy's supply marker at its adjustment phase.
"""

from __future__ import annotations

import functools
import math
from collections import deque
from typing import Any

SIDES = ("ATH", "SPA")
OBJECTIVES = ("P", "Q", "T")
POSITION = ({"P"}, {"Q", "R", "S", "T"})  # 5: the zones whose supply each side tracks
OFF_MAP = ("-", "X", "OUT")  # not yet in play, eliminated, removed

BLOCKADE = (("I", "H"), ("I", "J"))  # 5.1 Pylos (Athens), 5.2 the island (Sparta): zones an enemy fleet must hold
SEA = ("sea",)

#: MCTS rollouts stop after this many steps and the evaluation takes over (a game turn is ~40 steps).
ROLLOUT_STEPS = 12

#: MCTS iterations per decision by level (docs/ai.md): measured in arenas on the CI machine at about 0.2 s
#: (normal) and 0.6 s (hard) a decision on average, p95 under 0.7 s and 1.8 s: well under the 1 s and 5 s caps.
MCTS_ITERATIONS = {"normal": 100, "hard": 500}

#: easy, the level for beginners (docs/ai.md, "mcts-easy"): Athens searched at easy's 200 iterations, or even 20,
#: wins most games against the heuristic's Sparta, so easy slips: 70% of its decisions are played at random
#: (measured: the heuristic wins 70% of decided games against it, and it still beats random 6 games to 1).
MCTS_OPTIONS = {"easy": {"random_share": 0.7}}


@functools.lru_cache(maxsize=1)
def distances() -> dict[str, dict[str, int]]:
    """Steps from every zone or base to each objective, over land zones, straits and bases (public map data)."""
    from kleos.engine import load_game

    data = load_game("sphacteria").board_data()
    kinds = {z: v["kind"] for z, v in data["zones"].items()}
    passable = {z for z, k in kinds.items() if k not in SEA} | set(data["bases"])
    adjacency = data["adjacency"]
    out: dict[str, dict[str, int]] = {}
    for goal in OBJECTIVES:
        dist = {goal: 0}
        queue = deque([goal])
        while queue:
            zone = queue.popleft()
            for nxt in adjacency.get(zone, ()):
                if nxt in passable and nxt not in dist:
                    dist[nxt] = dist[zone] + 1
                    queue.append(nxt)
        out[goal] = dist
    return out


def _side_terms(board: dict[str, Any], side: int) -> tuple[float, int, bool, float, dict[str, int]]:
    """(material in PF, objectives held, has land units in its supplied position, approach, triremes by zone)."""
    tag = SIDES[side]
    dist = distances()
    material = 0.0
    held: set[str] = set()
    in_position = False
    nearest = dict.fromkeys(OBJECTIVES, 99)
    fleets: dict[str, int] = {}
    for piece in board["pieces"]:
        if piece["side"] != tag or piece["loc"] in OFF_MAP:
            continue
        material += piece["pf"]
        loc = piece["loc"]
        kind = piece["type"]
        if kind == "T":
            fleets[loc] = fleets.get(loc, 0) + 1
        elif kind == "H" and not (side == 1 and piece["band"] == "helot"):
            if loc in OBJECTIVES:
                held.add(loc)
            for goal in OBJECTIVES:
                nearest[goal] = min(nearest[goal], dist[goal].get(loc, 99))
        if loc in POSITION[side] and kind not in ("L", "T"):
            in_position = True
    approach = sum(1.0 / (1 + d) for goal, d in nearest.items() if goal not in held and d < 99)
    return material, len(held), in_position, approach, fleets


def evaluate(board: dict[str, Any], seat: int) -> float:
    """The value of the position for ``seat`` in ``[-1, 1]``."""
    me, op = seat, 1 - seat
    vp = board["vp"]
    supply = board["supply"]
    turn, turns = board["turn"], board["turns"]
    progress = min(1.0, max(0.0, (turn - 1) / max(1, turns - 1)))
    terms = [_side_terms(board, s) for s in (0, 1)]
    score = float(vp[me] - vp[op])
    score += 0.12 * (terms[me][0] - terms[op][0])
    score += (0.5 + 1.5 * progress) * (terms[me][1] - terms[op][1])
    score += 0.8 * (terms[me][3] - terms[op][3])
    for side, sign in ((me, 1.0), (op, -1.0)):
        fleets, enemy = terms[side][4], terms[1 - side][4]
        if terms[1 - side][2] and all(fleets.get(z) and not enemy.get(z) for z in BLOCKADE[1 - side]):
            score += sign * 1.5  # 5.1/5.2: the enemy position is blockaded
        if terms[side][1] == 3:
            score += sign * (2.0 + 6.0 * progress)  # 8.1: total victory at the end of turn 7
        if terms[side][2]:
            score -= sign * 1.5 * (3 - supply[side]) ** 2  # 5.3: capitulation at 0
    return math.tanh(score / 8.0)
