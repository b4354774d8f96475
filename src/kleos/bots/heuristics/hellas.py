"""Hellas: how good a position looks to one player, read from its view (rulebook 2, 6, 9, 10, 11, 14).

- 2 victory points (monuments, Golden Ages, laurels of the control track): the difference is the main term,
  with the progress towards the next ones: each development track's way to its Golden Age box and each phase
  entered, and the regions controlled (11).
- 9.6 the goods that open the next phases: how much of each track's next requirement the trading posts meet, and
  which goods are wanted for it (a free goods hex of a wanted good draws the units near it).
- 9.5, 14 stability: a player below -8 loses at once, so the last boxes before the Revolution weigh heavily;
  each box also changes every combat by up to 3 CV and the Golden Age beyond +8 is a VP.
- 6, 9.4 income and trading posts: what buys everything (posts, development, units, stability); the treasury
  counts for less, and beyond 300 talents for very little (money kept is money not spent).
- 9.4 trading posts to come: a legion (or ship) standing on a free goods hex can create a post at the next
  Create trading posts action; units nearer to free goods hexes (within ``NEAR``) are worth a little more.
- 10 supply: legions beyond the supply track are lost at the end of the turn; ships are counted up to 8, and a
  treasury that cannot pay the fleet's upkeep at the end of the cycle counts the box of stability it will cost.
- 9.8 the armistice: while one holds (or is offered), neither side may enter a hex holding the other's pieces, so a
  province an enemy legion could reach cannot be contested (9.1.4, 11: a box of stability each time); the side
  with more such provinces gains by it. Outside an armistice the threat is not counted: the evaluation is
  antisymmetric, and a raider rewarded for coming near raids more. A threatened player keeps the armistice's price;
  the answer to an offer is ``preferences``' (accept, unless a refusal costs nothing: a Golden Age without 18.2).

``EVALUATIONS["defend"]`` (``mcts-hard:evaluation=defend``, an idea under measurement, docs/ai.md) adds 14's
Revolution that a single raid can bring: where the provinces an enemy legion can contest at its next Move, and the
fleet's upkeep the treasury cannot pay, would take a player's stability past -8, that player counts ``REVOLT``
points lost and the raider counts them won. The aim, a player that pays for stability or asks for the armistice
before the raid, is not shown yet: its first 16 games against normal had the same winners as hard's, and more
revolutions (docs/ai.md, "Hellas: hard against normal").

With New Armies the opponent's unseen block values are not in the view: its units are then estimated from its
supply track (a player keeps its legions near what it can supply).
"""

from __future__ import annotations

import functools
import math
from collections.abc import Collection
from typing import Any

#: The heuristic bot's lookahead (kleos.bots.heuristic): a Hellas action is a run of small steps (a Move is many
#: groups of many steps), so the player's own steps do not use up the lookahead's depth; ``nodes_per_action``
#: bounds the evaluations each root action may spend.
LOOKAHEAD = {"own_steps_free": True, "nodes_per_action": 40}

#: The view entries ``evaluate`` reads (search builds only these).
VIEW_KEYS = ("players", "hexes", "turn", "stage", "actor", "armistice")

#: The view entries ``searched`` and ``rollout_cut`` read.
STAGE_KEYS = ("stage", "turn", "cycle")

#: MCTS rollouts stop after this many steps and the evaluation takes over (the easy level's).
ROLLOUT_STEPS = 30

#: MCTS samples per searched decision by level: one per candidate action (the game has neither chance nor, without
#: New Armies, hidden information, so a second sample of the same candidate would replay the same game).
MCTS_ITERATIONS = {"normal": 3, "hard": 5}

#: Search settings of the normal and hard levels (kleos.bots.mcts). An action's worth shows in what the rest of the
#: cycle makes of it (a Move pays at the next Create trading posts, an action chosen bars it to the opponent, the
#: end of the turn checks supply and the VP): the search chooses among the lookahead's best actions by playing
#: each on to the start of the next cycle, every player choosing its actions as the lookahead would (at 8
#: evaluations an action) and carrying them out greedily one step ahead (a Move is dozens of small steps: the
#: lookahead's policy would cost about a second a sample), then the evaluation.
_ROLLOUTS = {"policy_rollouts": True, "greedy_steps": True, "rollout_nodes": 8, "horizon": 1, "max_depth": 1,
             "root_prior_visits": 1, "c": 1.0, "choose_by_value": True}
MCTS_OPTIONS = {"normal": {**_ROLLOUTS, "root_candidates": 3}, "hard": {**_ROLLOUTS, "root_candidates": 5}}

TRACKS = ("military", "fleet", "economy", "culture")
SEATS = ("Sparta", "Athens")
NEAR = 10  # hexes within which a free goods hex draws a unit


@functools.lru_cache(maxsize=1)
def _map() -> tuple[dict[str, Any], dict[str, Any], dict[str, dict[str, float]]]:
    """Public data, read once: the hexes, the development tracks, and for every hex the goods hexes within
    ``NEAR``, each with the share ``1 - d / (NEAR + 1)`` of its value a unit ``d`` hexes away gets."""
    from kleos.engine import load_game

    data = load_game("hellas").board_data()
    hexes = data["hexes"]
    goods = [(h, v["q"], v["r"]) for h, v in hexes.items() if v["good"]]
    near: dict[str, dict[str, float]] = {}
    for h, v in hexes.items():
        around = []
        for g, q, r in goods:
            dq, dr = v["q"] - q, v["r"] - r
            d = max(abs(dq), abs(dr), abs(dq + dr))
            if d <= NEAR:
                around.append((d, g))
        near[h] = {g: 1 - d / (NEAR + 1) for d, g in sorted(around)}
    return hexes, data["tracks"], near


LUXURY = ("salt", "glass", "gold")
SUPPLY = ("grain", "fish", "cattle", "wine")


def _requirements(me: dict[str, Any]) -> float:
    """9.6: how much of each track's next-phase requirement in goods ``me`` meets (1 per track met)."""
    _, tracks, _ = _map()
    held = me["goods"]
    luxury = sum(held.get(g, 0) for g in LUXURY)
    total = 0.0
    for t in TRACKS:
        phase = me["phases"][t]
        if phase >= 4:  # every phase entered: as good as a requirement met
            total += 1.0
            continue
        req = tracks[t]["requires"][str(tracks[t]["firsts"][phase + 1])]
        need = len(req["goods"]) + req["luxury"]
        if need:
            total += (sum(1 for g in req["goods"] if held.get(g)) + min(luxury, req["luxury"])) / need
        else:
            total += 1.0
    return total


def _wanted(me: dict[str, Any]) -> dict[str, float]:
    """9.6: the goods ``me`` lacks for the next phase of each track, weighted (a trading post on one of them
    opens a phase)."""
    _, tracks, _ = _map()
    held = me["goods"]
    luxury = sum(held.get(g, 0) for g in LUXURY)
    want: dict[str, float] = {g: 0.5 for g in SUPPLY}
    for t in TRACKS:
        phase = me["phases"][t]
        if phase >= 4:
            continue
        req = tracks[t]["requires"][str(tracks[t]["firsts"][phase + 1])]
        for g in req["goods"]:
            if not held.get(g):
                want[g] = want.get(g, 0) + 1.5
        if req["luxury"] > luxury:
            for g in LUXURY:
                want[g] = want.get(g, 0) + (1.5 if not held.get(g) else 0.8)
    return want


#: 9.5: a box of stability's plain worth (the danger of the last boxes before the Revolution apart).
BOX = 0.15


def _stability(stab: int, golden: bool) -> float:
    """9.5: each box is worth a little (combat, the way to the Golden Age beyond +8, whose VP is counted apart);
    14: the Revolution is one box beyond -8: the last boxes before it are a deadly danger."""
    if golden:
        return BOX * 9 + 0.4
    return BOX * stab - 3.0 * math.exp(-(stab + 9) / 1.6)


def _upkeep_risk(me: dict[str, Any]) -> float:
    """10: the fleet's upkeep is paid at the end of the action cycle, before the next income, and a player whose
    treasury cannot pay it loses a box of stability. That box counts as lost as soon as the treasury falls short,
    so that the bot keeps the upkeep when it spends, plus a little a talent short, so that a player already short
    prefers what narrows the gap. (An opponent's fleet with New Armies is unseen: not counted.)"""
    ships = me["ships"]
    if not ships or me["golden_age_stability"]:
        return 0.0
    short = ships * me["upkeep_per_ship"] - me["treasury"]
    if short <= 0:
        return 0.0
    stab = me["stability"]
    return _stability(stab, False) - _stability(stab - 1, False) + 0.002 * short


def _treasury(talents: int) -> float:
    """6: talents are worth what they buy. The first 200 buy the next posts, units and boxes; beyond 1,000 (about
    four turns of a large income) money kept is money that buys nothing, so it counts for very little: a rich
    player must prefer any box of the development chart to its price, or it never reaches its Golden Ages."""
    return (0.003 * min(talents, 200) + 0.0006 * min(max(talents - 200, 0), 800)
            + 0.06 * math.log1p(max(talents - 1000, 0) / 100))


Scan = tuple[set[str], dict[str, list[str]], dict[str, str], dict[str, int], dict[str, set[str]]]


def _scan(board: dict[str, Any]) -> Scan:
    """The hexes no one can take a post on now (a post, a fortress, a contest, neutral pieces); the hexes where
    each side has units, in the view's order (they bar the other side's posts); the trading posts with no
    fortress, by owner (a legion that contests one takes it by an Attack action, 9.2); each side's
    uncontested fortresses (where it can build units, 9.3); and the hexes of each side's legions, on land or
    aboard (what can contest a hex, 9.1.4)."""
    taken: set[str] = set()
    units_at: dict[str, list[str]] = {name: [] for name in SEATS}
    posts: dict[str, str] = {}
    builders = dict.fromkeys(SEATS, 0)
    legions: dict[str, set[str]] = {name: set() for name in SEATS}
    for h, cell in board["hexes"].items():
        if len(cell) > 1 or "units" not in cell:  # more than units alone (most cells): a post, a fortress...
            post = cell.get("post")
            fortress = cell.get("fortress")
            if post or fortress or cell.get("contested") or cell.get("neutral_legions") or cell.get("neutral_fortress"):
                taken.add(h)
                if post and not fortress:
                    posts[h] = post[0]
                if fortress and not cell.get("contested"):
                    builders[fortress] += 1
        units = cell.get("units")
        if units:
            for u in units:
                owner = u["owner"]
                at = units_at[owner]
                if not at or at[-1] != h:
                    at.append(h)
                if u["arm"] == "land" or u.get("cargo") or u.get("carrying"):
                    legions[owner].add(h)
    return taken, units_at, posts, builders, legions


def _side(board: dict[str, Any], p: int, scan: Scan | None = None) -> float:
    tracks = _map()[1]
    scan = scan or _scan(board)
    me = board["players"][p]
    name = SEATS[p]
    score = 3.0 * me["vp"]
    dev = me["development"]
    # 9.6: each box towards the track's Golden Age; each phase reached (prices, units' strength, what the other
    # tracks require) and the share of the next phase's goods held, at the same weight, so that entering a phase
    # never looks worse than waiting before it (the next phase's goods are then to be found)
    score += sum(2.5 * dev[t] / tracks[t]["golden_age"] for t in TRACKS)
    score += 0.8 * (sum(me["phases"].values()) + _requirements(me))
    score += _stability(me["stability"], me["golden_age_stability"]) - _upkeep_risk(me)
    score += _armistice(board, p, scan)
    talents = me["treasury"] + _offer_paid(board, p)
    score += 0.04 * me["income"] + _treasury(talents) + _reserve(board, p, scan, talents)
    control = me["control"]
    score += 0.12 * (control["islands"] + control["provinces"]) + 0.3 * me["trading_posts"]
    # 9.3: a fortress keeps its goods and builds a legion or a ship each Build action; a player without one
    # uncontested can build no unit at all (nor win back a contested capital)
    score += 0.5 * me["fortresses"] - (1.0 if not scan[3][name] else 0.0)
    supply = me["supply"]
    legions = supply["legions"]
    if legions is None:  # New Armies: an opponent's unseen blocks
        legions = supply["capacity"] - 2
    score += 0.08 * min(legions, supply["capacity"]) - 0.4 * max(0, legions - supply["capacity"])
    ships = me["ships"] if me["ships"] is not None else 2
    score += 0.05 * min(ships, 8)
    return _prospects(board, name, _wanted(me), scan, score)


@functools.lru_cache(maxsize=1)
def _provinces() -> tuple[dict[str, dict[int, frozenset[str]]], int, list[int]]:
    """11: for each province and each legion move allowance (9.1, by Military phase), the hexes from which a legion
    could reach one of the province's goods hexes (those its control needs), by distance alone (mountains and
    barriers not counted: a threat, not a path); the armistice's length in turns (9.8); the legions' move
    allowance by Military phase."""
    from kleos.engine import load_game

    data = load_game("hellas").board_data()
    hexes = data["hexes"]
    reach: dict[str, dict[int, frozenset[str]]] = {}
    for name, region in data["regions"].items():
        if region["kind"] != "province":
            continue
        goods = [(hexes[g]["q"], hexes[g]["r"]) for g in region["goods_hexes"]]
        distance = {h: min(max(abs(v["q"] - q), abs(v["r"] - r), abs(v["q"] - q + v["r"] - r)) for q, r in goods)
                    for h, v in hexes.items()}
        reach[name] = {mp: frozenset(h for h, d in distance.items() if d <= mp) for mp in set(data["legion"]["mp"])}
    return reach, data["armistice"]["turns"], list(data["legion"]["mp"])


def _threatened(board: dict[str, Any], p: int, scan: Scan) -> int:
    """11: how many of ``p``'s provinces an enemy legion (on land or aboard) is near enough to contest at its next
    Move, each a box of stability lost (9.1.4)."""
    legions = scan[4][SEATS[1 - p]]
    if not legions:
        return 0
    reach, _, mp = _provinces()
    allowance = mp[board["players"][1 - p]["phases"]["military"]]  # by the legions' owner's Military phase
    return sum(1 for name in board["players"][p]["regions"] if name in reach and legions & reach[name][allowance])


def _armistice(board: dict[str, Any], p: int, scan: Scan) -> float:
    """9.8: an armistice in force, or offered (judged as accepted: the bots accept, see ``preferences``), keeps
    enemy legions out of ``p``'s provinces for the turns it has left: a raider that leaves a province's hex and
    comes back costs its owner a box each time (11), so each province they threaten (three at most) counts a box
    of stability, at its worth at ``p``'s stability, for each turn left. Nothing outside an armistice (see the
    module's docstring)."""
    truce = board.get("armistice")
    _, turns, _ = _provinces()
    if truce:
        left = truce["until"] - board["turn"] + 1
    elif board.get("stage") == "answer":
        left = turns
    else:
        return 0.0
    me = board["players"][p]
    if left <= 0 or not me["stability_can_fall"]:
        return 0.0  # 9.5: a Golden Age of stability loses no box (unless option 18.2)
    threatened = min(_threatened(board, p, scan), 3)
    if not threatened:
        return 0.0
    stab = me["stability"]
    return threatened * (_stability(stab, False) - _stability(stab - 1, False)) * left


def _reserve(board: dict[str, Any], p: int, scan: Scan, talents: int) -> float:
    """9.8: a player whose provinces enemy legions threaten keeps the price of an armistice: those talents count
    twice (money spent to the last talent cannot buy the truce when the raid comes)."""
    if board.get("armistice") or board.get("stage") == "answer" or not board["players"][p]["stability_can_fall"]:
        return 0.0
    cost = board["players"][p]["prices"]["armistice"] or 0
    if not cost or talents <= 0 or not _threatened(board, p, scan):
        return 0.0
    return 0.003 * min(talents, cost)


def _offer_paid(board: dict[str, Any], p: int) -> int:
    """9.8: an armistice offered is judged as accepted, so its price counts as paid by the asker to the other."""
    if board.get("stage") != "answer" or board.get("armistice"):
        return 0
    asker = SEATS.index(board["actor"])
    cost = board["players"][asker]["prices"]["armistice"] or 0
    return -cost if p == asker else cost


#: Share of a post's value an enemy post (without a fortress or a defender) is worth as a legion's target: it
#: must be contested by a Move, then taken by an Attack (9.1.4, 9.2), and contesting it already stops its income.
RAID = 0.6


def _prospects(board: dict[str, Any], name: str, want: dict[str, float], scan: Scan, score: float) -> float:
    """``score`` plus 9.4's posts to come: each hex with units (a legion, or a ship on a naval hex) aims at the best
    free goods hex within ``NEAR`` of it, by the good's want and the distance; a legion may also aim at an enemy
    post that no enemy unit or fortress guards (9.2: a post taken needs no price): when the map is full, that is
    where the goods a next phase needs are. A goods hex is one unit's aim only (the best placed first): else a
    post created where several units aim would cost every one of them its aim, and look like a loss."""
    hexes = _map()[0]
    taken, units_at, posts, _, _ = scan
    other = SEATS[1 - SEATS.index(name)]
    guarded = set(units_at[other])
    barred = frozenset(_goods_hexes().intersection(taken.union(guarded)))
    raided = tuple(g for g, owner in posts.items() if owner == other and g not in guarded)
    targets = _targets(want, barred, raided)
    if not targets.raids:
        return score
    cells = board["hexes"]
    units: list[tuple[str, bool]] = []  # the side's unit hexes, each with whether a legion stands there
    for h in units_at[name]:
        naval = hexes[h]["terrain"] in ("coast", "island", "sea")
        land = False
        mine = False
        for u in cells[h]["units"]:
            if u["owner"] == name:
                if u["arm"] == "land":
                    land = mine = True
                    break
                if naval:
                    mine = True
        if mine:
            units.append((h, land))
    key = tuple(units)
    gains = targets.gains.get(key)
    if gains is None:
        _KEPT[0] += 1
        if _KEPT[0] > GAINS_KEPT:  # the memory's bound: a few tens of megabytes
            _TARGETS.clear()
            _KEPT[0] = 0
        gains = targets.gains[key] = _aims(targets, key)
    for gain in gains:  # one by one, as the aims are found: the same sum to the last bit
        score += gain
    return score


def _aims(targets: Targets, units: tuple[tuple[str, bool], ...]) -> tuple[float, ...]:
    """What each unit's aim is worth among ``targets`` (``_prospects``), the best placed unit first, a goods hex
    aimed at by one unit only."""
    hexes, _, near = _map()
    aims: list[tuple[float, str, str, Ranked, str]] = []  # best value and aim, hex, targets, closed hex
    for h, land in units:
        ranked = targets.raids if land else targets.free
        closed = h if not land and hexes[h]["terrain"] == "sea" else ""  # a ship alone cannot post at sea
        found = targets.known.get((h, land))
        if found is None:
            found = targets.known[h, land] = _best_aim(near[h], ranked, closed, ())
        best, aim = found
        if aim:
            aims.append((best, aim, h, ranked, closed))
    aims.sort(key=lambda x: -x[0])
    claimed: set[str] = set()
    gains: list[float] = []
    for best, aim, h, ranked, closed in aims:
        if aim in claimed:
            best, aim = _best_aim(near[h], ranked, closed, claimed)
        if aim:
            claimed.add(aim)
            gains.append(best)
    return tuple(gains)


#: Targets by value, the most valuable first (``_prospects``).
Ranked = tuple[tuple[str, float], ...]


class Targets:
    """A side's targets (``_targets``): the free goods hexes, and for its legions the enemy posts they may take too,
    each ranked the most valuable first; with what was found among them, since a search evaluates thousands of
    positions a step apart, where the targets and most units stand as they were: each unit hex's best target
    (``known``, by hex and whether a legion stands there) and the aims' values of each set of unit hexes
    (``gains``)."""

    __slots__ = ("free", "gains", "known", "raids")

    def __init__(self, free: Ranked, raids: Ranked) -> None:
        self.free = free
        self.raids = raids
        self.known: dict[tuple[str, bool], tuple[float, str]] = {}
        self.gains: dict[tuple[tuple[str, bool], ...], tuple[float, ...]] = {}


#: The targets by what they are made of (``_targets``). Bounded: cleared when it holds ``TARGETS_KEPT`` of them, or
#: ``GAINS_KEPT`` sets of unit hexes in all (``_KEPT`` counts them).
_TARGETS: dict[tuple[Any, ...], Targets] = {}
TARGETS_KEPT = 512
GAINS_KEPT = 20_000
_KEPT = [0]


def _targets(want: dict[str, float], barred: frozenset[str], raided: tuple[str, ...]) -> Targets:
    """A side's targets, by ``want``: the free goods hexes (not ``barred``), and for its legions the same and the
    enemy posts they may take (``raided``, 9.2), each ranked the most valuable first (of equals, the goods hexes'
    order, then the posts')."""
    key = (tuple(want.items()), barred, raided)
    found = _TARGETS.get(key)
    if found is None:
        hexes = _map()[0]
        free = {g: (1.0 + want.get(v["good"], 0.3)) * 0.15 for g, v in _goods().items() if g not in barred}
        raids = dict(free)
        for g in raided:
            raids[g] = (1.0 + want.get(hexes[g]["good"], 0.3)) * 0.15 * RAID
        if len(_TARGETS) >= TARGETS_KEPT:
            _TARGETS.clear()
            _KEPT[0] = 0
        found = _TARGETS[key] = Targets(tuple(sorted(free.items(), key=lambda x: -x[1])),
                                        tuple(sorted(raids.items(), key=lambda x: -x[1])))
    return found


def _best_aim(shares: dict[str, float], ranked: Ranked, closed: str,
              claimed: Collection[str]) -> tuple[float, str]:
    """The best target for a unit with ``shares`` (goods hex -> share of its value at that distance) among
    ``ranked`` (targets, the most valuable first) neither ``closed`` nor ``claimed``, and its value;
    ``(0.0, "")`` when there is none."""
    best, aim = 0.0, ""
    for g, value in ranked:
        if value <= best:
            break  # the most valuable first: no further target can beat it
        share = shares.get(g)
        if share is None or g == closed or g in claimed:
            continue
        value *= share
        if value > best:
            best, aim = value, g
    return best, aim


@functools.lru_cache(maxsize=1)
def _goods() -> dict[str, dict[str, Any]]:
    hexes, _, _ = _map()
    return {h: v for h, v in hexes.items() if v["good"]}


@functools.lru_cache(maxsize=1)
def _goods_hexes() -> frozenset[str]:
    return frozenset(_goods())


def evaluate(board: dict[str, Any], seat: int) -> float:
    """The value of the position for ``seat`` in ``[-1, 1]``."""
    scan = _scan(board)
    return math.tanh((_side(board, seat, scan) - _side(board, 1 - seat, scan)) / 10.0)


#: 14: the points (of ``_side``, where a VP is 3) that ``evaluate_defended`` counts against a player whose stability a
#: single raid could take past -8 (the Revolution, a lost game), beside the last boxes' own weight (``_stability``):
#: more than a box of stability's or the armistice's price weighs (``BOX``, ``_treasury``), so that paying one
#: looks better than waiting for the raid.
REVOLT = 5.0


@functools.lru_cache(maxsize=1)
def _last_box() -> int:
    """9.5: the last box of the stability track (-8); one box beyond it is the Revolution (14)."""
    from kleos.engine import load_game

    return int(load_game("hellas").board_data()["stability"]["min"])


def _raid_revolution(board: dict[str, Any], p: int, scan: Scan) -> float:
    """14, 11, 9.1.4, 10: ``REVOLT`` when one enemy Move could bring ``p``'s Revolution: each of its provinces an
    enemy legion can reach (``_threatened``) costs a box when contested, and a fleet's upkeep the treasury cannot
    pay one more at the end of the cycle; 0 otherwise, while an armistice holds or is offered (9.8: no enemy may
    enter), or in a Golden Age of stability (9.5)."""
    me = board["players"][p]
    if board.get("armistice") or board.get("stage") == "answer" or not me["stability_can_fall"]:
        return 0.0
    boxes = _threatened(board, p, scan)
    if not boxes:
        return 0.0
    ships = me["ships"]
    if ships and ships * me["upkeep_per_ship"] > me["treasury"]:
        boxes += 1
    return REVOLT if me["stability"] - boxes < _last_box() else 0.0


def evaluate_defended(board: dict[str, Any], seat: int) -> float:
    """``evaluate`` with the Revolution a single raid can bring counted for each side (``_raid_revolution``)."""
    scan = _scan(board)
    diff = _side(board, seat, scan) - _side(board, 1 - seat, scan)
    diff += _raid_revolution(board, 1 - seat, scan) - _raid_revolution(board, seat, scan)
    return math.tanh(diff / 10.0)


#: The evaluations a bot may be given in place of ``evaluate`` (kleos.bots.evaluation).
EVALUATIONS = {"defend": evaluate_defended}


def preferences_at(board: dict[str, Any]) -> bool:
    """9.8: the answer to an armistice offered, which the evaluation cannot judge: it sees the two boxes a refusal
    costs, not that the offer can come again (twice a cycle, each refusal two more boxes)."""
    return board["stage"] == "answer"


def preferences(board: dict[str, Any], seat: int, actions: list[str]) -> list[float]:
    """9.8: accept the armistice (its price is paid to the answerer), unless the answerer's stability is in its
    Golden Age, where a refusal costs nothing (9.5: the marker is never moved back; with option 18.2 it is, and the
    VP with it, so the bot accepts)."""
    safe = not board["players"][seat]["stability_can_fall"]
    return [float((action == "refuse") == safe) for action in actions]


def searched(board: dict[str, Any]) -> bool:
    """MCTS searches the choice of an action (8); how to carry it out is the lookahead's."""
    return board["stage"] == "choose"


def rollout_cut(board: dict[str, Any]) -> bool:
    """A policy rollout may stop at the start of an action cycle (the first choice of a turn, 5)."""
    return board["stage"] == "choose" and not board["cycle"]["chosen"]
