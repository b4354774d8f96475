"""Age of Mythology: how good a position looks to one seat, read from its view (rulebook V, VII, VIII, X).

Every player's *standing* is an estimate of the victory cubes it will hold at the end (X: most cubes wins), in
cubes; a seat's value is its standing against the best of the others' (2 players: the difference, so the value is
antisymmetric; N players: the returns are rank-based and only the winner scores well, so the rival that counts is
the strongest one). The terms:

- cubes held (X), and the victory cards (V, X) as they would go now: Largest Army (most non-villager units, a tie
  gives nobody) and Most Buildings (most buildings) to the single leader, surer the wider the lead; Won the Last
  Battle to whoever is likelier to win the next battle (its army's strength); the Wonder card to the player
  nearest to building it (Mythic age, the 10 cubes of each resource it costs);
- a battle in progress (IX): its winner takes the Last Battle cubes and, if the attacker, the spoils; the chance
  of winning is read from the forces (and the battle cards shown);
- economy: cubes in hand (up to the spoilage limit, VII: 5, 8 with a Storehouse) and production, what one Gather
  of every terrain would bring (VIII: the tiles' printed cubes, +1 per villager on a tile, +2 per Dwarf on a gold
  tile, +2 for a Monument/Granary/Gold Mint/Wood Workshop), worth the gathers left in the game; villagers waiting
  in the holding area count a little (one Gather puts them on tiles);
- army: each unit by its dice against the units of the likely opponents (the seat's neighbours, VIII Attack:
  only an adjacent player may be attacked), bonuses included (IX);
- buildings by what they do (V), and the age (IV: a bigger hand, heroes, the Wonder) with progress towards the
  next age's cost (VIII Next Age: 4/5/6 of each resource on the permanent card);
- favor (V): god powers, and with a Great Temple, a victory cube for 8.

Hidden information: only the seat's view is read, and no hand at all (another seat's random cards are hidden,
and the seat's own would make the value differ between determinizations of the others'). So the value cannot
judge the choices that turn on the seat's own hand — the permanent cards it takes and the cards it keeps (VII):
``preferences`` ranks those from the seat's own view (``aom_hand``).
"""

from __future__ import annotations

import functools
import math
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

RESOURCES = ("food", "wood", "gold", "favor")
AGE_COST = (4, 5, 6)  # VIII: the permanent Next Age card, cubes of each resource to enter Classical/Heroic/Mythic
WONDER_COST = 10  # V: 10 of each resource

#: MCTS settings of the normal and hard levels (kleos.bots.mcts): the AoM decision the search weighs is the choice
#: of a card to play (VII; the hand's permanent cards and the discards are the hand reading's, ``searched``); how
#: to carry a card out (which tiles, buildings, units) the lookahead judges by finishing the action. Each sample
#: plays the candidate and the game on, every seat choosing its cards as the lookahead would (its hand by the
#: hand reading, ``preferences``) and carrying them out greedily, to the end of the turn (rollout_cut), where the
#: evaluation judges it. Actions the lookahead ties with the last candidate are searched too (candidate_ties).
_ROLLOUTS = {"policy_rollouts": True, "max_depth": 1, "root_prior_visits": 1, "c": 1.0, "choose_by_value": True,
             "rollout_nodes": 8, "greedy_steps": True, "candidate_ties": True}
#: Hard's samples choose their cards at the bots' own 20 evaluations (``LOOKAHEAD``), as the seats at the table do
#: (docs/ai.md, "Age of Mythology: the hand, read or searched": against normal 55.0% at 8, 63.0% at 20, the same
#: 100 games). Both levels judge by the learned evaluation (``evaluate_learned``; the heuristic bot and easy keep
#: ``evaluate``): docs/ai.md, "Age of Mythology: a learned evaluation".
MCTS_OPTIONS = {"normal": {**_ROLLOUTS, "root_candidates": 3, "horizon": 1, "evaluation": "learned"},
                "hard": {**_ROLLOUTS, "root_candidates": 4, "horizon": 2, "rollout_nodes": 20, "evaluation": "learned"}}
#: Samples per searched decision (docs/ai.md, "Age of Mythology").
MCTS_ITERATIONS = {"normal": 24, "hard": 64}

#: The view entries ``searched`` and ``rollout_cut`` read.
STAGE_KEYS = ("stage",)

#: MCTS rollouts (easy level) stop after this many steps and the evaluation takes over.
ROLLOUT_STEPS = 30

#: The heuristic bot's lookahead: a card played is a run of small steps (a Gather is a mode and up to a dozen
#: villager moves, a Build up to four buildings), judged once finished; 20 evaluations an action keep a decision
#: with dozens of choices (the moves of a Gather at 4 players) within a fraction of a second, and won 4 of 6
#: games against 40.
LOOKAHEAD = {"own_steps_free": True, "nodes_per_action": 20}

#: The view entries ``evaluate`` reads.
VIEW_KEYS = ("players", "victory_cards", "victory_bank", "battle", "final_turn")

# Weights, in victory cubes.
CUBE = 0.1  # a resource cube (a Great Temple buys a victory cube for 8 favor; the Wonder is 40 cubes)
SPOILED = 0.03  # a cube above the spoilage limit (lost at the turn's end unless spent)
GATHERS_PER_TURN = 1.5  # Gathers played in a turn (any player's: every player gathers, VIII)
VILLAGER_WAITING = 0.5  # share of a villager's +1 a waiting one is worth (one Gather moves it onto a tile)
DIE = 0.06  # a unit's die against the likely opponents
AGE = (0.0, 1.6, 3.4, 5.4)  # the ages reached: hand size, heroes, the Wonder
BUILDING = {  # what a building does beyond its count (V); gather buildings are production, Houses villagers
    "house": 0.1, "wall": 0.4, "tower": 0.4, "storehouse": 0.5, "market": 0.5, "armory": 0.4, "quarry": 0.6,
    "monument": 0.0, "granary": 0.0, "gold_mint": 0.0, "wood_workshop": 0.0, "siege_engine_workshop": 0.3,
    "great_temple": 1.0, "wonder": 0.0,
}
BUILDING_BASE = 0.25  # any building: Most Buildings, and a target an attack destroys instead of another
FUTURE_TURNS = 4.0  # turns left from which the future terms count in full
SPOILS = {"city": 0.8, "production": 0.6, "holding": 0.5}  # VIII Attack: a building, a tile, 5 cubes


@functools.lru_cache(maxsize=1)
def _units() -> tuple[dict[str, int], dict[tuple[str, str], int], dict[str, str]]:
    """Per unit type its printed dice, its dice against each unit type (bonus lines, IX phase 2) and class."""
    from kleos.aom.game import static

    d = static().data
    base = {u.id: u.dice for u in d.units}
    vs = {(u.id, v.id): u.dice + d.bonus(u.index, v.index) for u in d.units for v in d.units}
    cls = {u.id: u.klass for u in d.units}
    return base, vs, cls


@functools.lru_cache(maxsize=1)
def _tiles() -> dict[str, tuple[str, int]]:
    from kleos.aom.game import static

    return {k: (r, a) for k, (_t, r, a) in static().tile_kinds.items()}


@functools.lru_cache(maxsize=1)
def _gather_bonus() -> dict[str, int]:
    """Cubes a building adds to each of its owner's Gathers (V: Monument, Granary, Gold Mint, Wood Workshop)."""
    from kleos.aom.game import static

    s = static()
    return {b: sum(e.amount for e in effects if e.kind == "gather_bonus") for b, effects in s.effects.items()}


def _army_units(board: dict[str, Any], p: int) -> dict[str, int]:
    """The seat's non-villager units (Dwarves on tiles too), less those a battle in progress has taken from it."""
    pl = board["players"][p]
    units = dict(pl["units"])
    dwarves = sum(pl["dwarves"].values())
    if dwarves:
        units["dwarf"] = units.get("dwarf", 0) + dwarves
    battle = board.get("battle")
    if battle is not None:
        for side in battle["sides"]:
            if side["seat"] == p:
                for u, k in side["lost"].items():
                    units[u] = units.get(u, 0) - k
                for u, k in side["gained"].items():
                    units[u] = units.get(u, 0) + k
    return {u: k for u, k in units.items() if k > 0}


def _strength(units: dict[str, int], foes: list[dict[str, int]]) -> float:
    """Dice of these units against the foes' units (the mean over each foe's figures), else printed dice."""
    base, vs, _cls = _units()
    enemy: dict[str, int] = {}
    for f in foes:
        for u, k in f.items():
            enemy[u] = enemy.get(u, 0) + k
    total_enemy = sum(enemy.values())
    out = 0.0
    for u, k in units.items():
        if total_enemy:
            dice = sum(vs[u, v] * m for v, m in enemy.items()) / total_enemy
            out += k * (0.5 * base[u] + 0.5 * dice)
        else:
            out += k * base[u]
    return out


def _lead_share(values: list[float], p: int) -> float:
    """How surely ``p`` takes a card that goes to the single leader (a tie: nobody): 0.6 with a lead of one, 1
    with three or more; 0.2 to each of the tied leaders (a tie is one step from a lead)."""
    mine = values[p]
    others = max(v for q, v in enumerate(values) if q != p)
    margin = mine - others
    if margin > 0:
        return min(1.0, 0.4 + 0.2 * margin)
    if margin == 0 and mine > 0:
        return 0.2
    return max(0.0, 0.1 + 0.05 * margin)


def _battle_odds(battle: dict[str, Any], strength: list[float]) -> float:
    """The attacker's chance of winning the battle in progress, from what every seat sees: the forces' dice
    once revealed (each side's army before), the battle cards once shown tilting the encounter at hand. (A side's
    own secret commitment is left out, so that every seat's view gives the same standings.)"""
    base, vs, _cls = _units()
    sides = battle["sides"]
    forces = [s["forces"] for s in sides]
    if forces[0] is None or forces[1] is None:
        power = [strength[s["seat"]] for s in sides]
    else:
        if not any(forces[0].values()):
            return 0.0
        if not any(forces[1].values()):
            return 1.0
        power = [float(sum(base[u] * k for u, k in f.items())) for f in forces]
        a, d = sides[0]["card"], sides[1]["card"]
        if battle["phase"] not in ("card", "reveal_cards") and a and d:
            power[0] += 2.0 * (vs[a[0], d[0]] - vs[d[0], a[0]])
    total = power[0] + power[1]
    return 0.5 if total <= 0 else max(0.05, min(0.95, power[0] / total))


def _public_key(board: dict[str, Any]) -> tuple[Any, ...]:
    """What ``standings`` reads, all of it public: every seat's view gives the same key for one position."""
    battle = board.get("battle")
    shown = battle is not None and battle["phase"] not in ("card", "reveal_cards")
    fight = None if battle is None else (battle["phase"], battle["area"], repr(
        [(s["seat"], s["forces"], s["lost"], s["gained"], s["card"] if shown else None) for s in battle["sides"]]))
    return (repr([(p["age"], p["resources"], p["victory"], p["units"], p["villagers"], p["tiles"], p["workers"],
                   p["dwarves"], p["buildings"]) for p in board["players"]]),
            repr(board["victory_cards"]), board["victory_bank"], board.get("final_turn"), fight)


#: the last position's (key, terms), one tuple replaced at once (bots may run in threads): a search values a
#: position for N seats from N views of it
_last: list[Any] = [(None, [])]


def terms(board: dict[str, Any]) -> list[list[float]]:
    """Each player's standing term by term (``TERMS``), from public information only; the last one kept."""
    key = _public_key(board)
    last_key, last = _last[0]
    if last_key == key:
        return last
    out = _terms(board)
    _last[0] = (key, out)
    return out


def standings(board: dict[str, Any]) -> list[float]:
    """Each player's estimated final victory cubes (module docstring), from public information only."""
    return [sum(t) for t in terms(board)]


#: The terms of a standing (``_terms``), in cubes: what the evaluation adds up, and what a learned evaluation weighs.
TERMS = ("victory", "cubes", "production", "spoiled", "favor", "age", "next_age", "buildings", "army",
         "largest_army", "most_buildings", "wonder", "last_battle")


def _standings(board: dict[str, Any]) -> list[float]:
    """The standings, computed afresh (no position kept)."""
    return [sum(t) for t in _terms(board)]


def turns_left(board: dict[str, Any]) -> float:
    """X: the game ends with the turn the last cube leaves the bank (VII: 3 a turn, 2 players: 2); 0 in the last."""
    return 0.0 if board.get("final_turn") else board["victory_bank"] / (2.0 if len(board["players"]) == 2 else 3.0)


def _terms(board: dict[str, Any]) -> list[list[float]]:
    """Each player's standing term by term (``TERMS``). What only pays later (production, an age, a building's
    effect, cubes to spend) is worth less as the end nears (X), and nothing but the tie-break in the last turn."""
    players = board["players"]
    n = len(players)
    cards = board["victory_cards"]
    left = turns_left(board)
    future = min(1.0, left / FUTURE_TURNS)
    gathers_left = min(left, 6.0) * GATHERS_PER_TURN
    tiles = _tiles()
    bonus = _gather_bonus()
    armies = [_army_units(board, p) for p in range(n)]
    foes = [[armies[(p - 1) % n], armies[(p + 1) % n]] if n > 2 else [armies[1 - p]] for p in range(n)]
    strength = [_strength(armies[p], foes[p]) for p in range(n)]
    army_count = [float(sum(a.values())) for a in armies]
    city = [float(sum(pl["buildings"].values())) for pl in players]
    wonder_progress = []
    out = []
    for p, pl in enumerate(players):
        res = pl["resources"]
        blds = pl["buildings"]
        age = pl["age"]
        # the Wonder's race: Mythic age first, then the 40 cubes (V)
        ages_to_go = 3 - age
        have = sum(min(res[r], WONDER_COST) for r in RESOURCES) / (4 * WONDER_COST)
        wonder_progress.append((age + have) / 4.0 if ages_to_go else 0.75 + 0.25 * have)
        # economy
        limit = 8 if blds.get("storehouse") else 5
        cubes = sum(min(res[r], limit) for r in RESOURCES)
        spoiled = sum(max(0, res[r] - limit) for r in RESOURCES)
        production = sum(tiles[k][1] * c for k, c in pl["tiles"].items()) + sum(pl["workers"].values()) + \
            2 * sum(pl["dwarves"].values()) + VILLAGER_WAITING * pl["villagers"] + \
            sum(bonus[b] * c for b, c in blds.items())
        out.append([
            float(pl["victory"]),
            CUBE * (0.2 + 0.8 * future) * cubes,
            CUBE * gathers_left * production,
            SPOILED * future * spoiled,
            res["favor"] / 8.0 if blds.get("great_temple") else 0.0,  # V: 8 favor buys a victory cube at a Trade
            future * AGE[age],  # the age and the next one's cost
            future * 0.5 * sum(min(res[r], AGE_COST[age]) for r in RESOURCES) / (4 * AGE_COST[age]) if age < 3 else 0.0,
            sum((BUILDING_BASE + future * BUILDING.get(b, 0.0)) * c for b, c in blds.items()),
            (0.5 + 0.5 * future) * DIE * strength[p],  # battles to come; and the last one's cubes below
            cards["largest_army"] * _lead_share(army_count, p),  # the victory cards as they would go now (X)
            cards["most_buildings"] * _lead_share(city, p),
            0.0,  # the Wonder card, below: it reads every player's progress
            0.0,  # Won the Last Battle, below
        ])
    for p in range(n):
        out[p][11] = cards["wonder"] * _lead_share(wonder_progress, p) * max(wonder_progress[p], 0.25)
    total = sum(strength)
    battle = board.get("battle")
    last = cards["last_battle"]
    if battle is not None:
        odds = _battle_odds(battle, strength)
        att, dfd = battle["sides"][0]["seat"], battle["sides"][1]["seat"]
        out[att][12] += odds * (last + SPOILS[battle["area"]])
        out[dfd][12] += (1.0 - odds) * last + odds * -SPOILS[battle["area"]]
    elif total > 0:
        for p in range(n):  # the next battle's winner takes the cubes: the stronger, the likelier
            out[p][12] = 0.5 * last * strength[p] / total
    return out


def evaluate(board: dict[str, Any], seat: int) -> float:
    """The value of the position for ``seat`` in ``[-1, 1]``: its standing against the best other player's."""
    s = standings(board)
    rival = max(v for q, v in enumerate(s) if q != seat)
    return math.tanh((s[seat] - rival) / 4.0)


class _Weight(BaseModel):
    model_config = ConfigDict(extra="forbid")
    end: float  # the weight in the last turn
    per_tau: float  # what it gains at ``horizon`` turns left or more (linearly in between)


class _Fitted(BaseModel):
    model_config = ConfigDict(extra="forbid")
    fitted_on: dict[str, Any]
    horizon: float = Field(gt=0)
    terms: dict[str, _Weight]

    @field_validator("terms")
    @classmethod
    def _every_term(cls, value: dict[str, _Weight]) -> dict[str, _Weight]:
        if set(value) != set(TERMS):
            raise ValueError(f"the terms are {', '.join(TERMS)}")
        return value


#: The learned evaluation's weights, written by ``scripts/aom_value.py fit --write``.
WEIGHTS_FILE = Path(__file__).with_name("aom_value.yaml")


def read_weights(path: Path) -> tuple[float, tuple[float, ...], tuple[float, ...]]:
    """A weights file, validated: the horizon, each term's weight at the end and its gain per tau."""
    from kleos.engine.data import read_yaml

    fitted = read_yaml(path, _Fitted, "Age of Mythology")
    return (fitted.horizon, tuple(fitted.terms[t].end for t in TERMS), tuple(fitted.terms[t].per_tau for t in TERMS))


@functools.lru_cache(maxsize=1)
def _learned() -> tuple[float, tuple[float, ...], tuple[float, ...]]:
    return read_weights(WEIGHTS_FILE)


def evaluate_learned(board: dict[str, Any], seat: int) -> float:
    """The value for ``seat`` with the terms weighed as self-play's winners say (``aom_value.yaml``,
    ``scripts/aom_value.py``): each term by the turns left; a player's chance to win is the softmax of the weighted
    standings (2 players: the logistic of their difference), and the value is twice the seat's chance, less one."""
    horizon, end, per_tau = _learned()
    tau = min(turns_left(board), horizon) / horizon
    weights = [a + b * tau for a, b in zip(end, per_tau, strict=True)]
    s = [sum(w * x for w, x in zip(weights, t, strict=True)) for t in terms(board)]
    top = max(s)
    odds = [math.exp(v - top) for v in s]
    return 2.0 * odds[seat] / sum(odds) - 1.0


#: The evaluations a bot may be given in place of ``evaluate`` (kleos.bots.evaluation).
EVALUATIONS = {"learned": evaluate_learned}


def searched(board: dict[str, Any]) -> bool:
    """VII: the choice of a card to play is what the search weighs; how to carry it out the lookahead judges. The
    hand's permanent cards ("une des décisions clé du jeu") are the hand reading's (``preferences``): a sample of a
    hand plays the whole turn on, and the samples a second allows did not choose better than the reading (2 players:
    59% against the heuristic with the reading, 60% searched, at a third of the time; 4 players: 1 game of 31
    searched; docs/ai.md, "Age of Mythology: the hand, read or searched")."""
    return board["stage"] == "play"


def rollout_cut(board: dict[str, Any]) -> bool:
    """The end of a turn (VII): the three rounds of card play are over (discards, then the next turn's victory
    cubes), the production gathered and the spoilage done."""
    return board["stage"] in ("discard", "vp")


def preferences_at(board: dict[str, Any]) -> bool:
    """VII: the hand's permanent cards and the cards kept at the turn's end, which the evaluation (it reads no hand)
    cannot judge: ``preferences`` ranks them."""
    return board["stage"] in ("hand", "discard")


def preferences(board: dict[str, Any], seat: int, actions: list[str]) -> list[float]:
    """The seat's preference among ``actions`` at ``hand`` and ``discard``, from its own view (``aom_hand``)."""
    from kleos.bots.heuristics import aom_hand

    return aom_hand.preferences(board, seat, actions)
