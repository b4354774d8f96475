"""Age of Mythology: the hand, read by its holder from its own view — which permanent cards to take (VII « Pioche
des cartes action ») and which cards to keep at the turn's end (VII « Défausser »).

The evaluation (``aom.py``) reads no hand, so its lookahead cannot tell these choices apart. Here a card is worth the
best use the seat could make of it with what it has now, measured by the evaluation itself: the seat's standing
against the best rival's after the use, less before; never below 0, since a card without a use is passed (VIII
« Défausser une carte »).

- Gather (VIII): the best terrain or resource (a choice card), every tile (Gather All) or food (Dionysus, Ra); the
  card's player first moves its villagers onto the chosen tiles, collects first and with its own building bonuses
  (Monument, Granary, Gold Mint, Wood Workshop); the others collect too, while the bank lasts.
- Build (VIII, V): the best buildings it can pay for (a Quarry takes a cube off), as many as the card allows.
- Recruit (VIII): the best units of its culture it can pay for (heroes from their age), as many as the card allows.
- Next Age (VIII): the next age, if it can pay the card's cost (4/5/6 of each on the permanent card, 3/4/5 random).
- Trade (VIII; V Great Temple): cubes of its most plentiful colour for the ones it lacks to enter the next age or
  raise a building (at ``TRADE_SHARE``: that needs another card), or victory cubes at 8 favor; less the fee.
- Attack (VIII, IX): a battle against a neighbour for the area that pays most, at the odds the evaluation reads in
  the two armies (Won the Last Battle, the spoils).
- Explore (VIII): a tile on an empty space of its board (at ``EXPLORE_SHARE``: the tiles shown are unknown, the
  others pick too).
- A god card's power (V), if the seat has the favor: what it brings (cubes, units, a hero, a House, a rival's unit,
  building or tile gone; a few, such as an extra card to play, as a fixed number of cubes), less the favor paid.

At ``hand`` a permanent card is worth its use (``HELD_SHARE`` of it if the hand holds a card of that action already),
a random card (``fill``) the mean use of the cards its culture's deck may deal. At ``discard`` a permanent card goes
back (VII STRATEGIE: « il n'y a aucune raison » to keep one: it can be chosen again), and a random card is kept if its
use beats a random card's mean by ``KEEP_MARGIN`` (VII STRATEGIE: keep a strong card that did not suit this turn, but
a card kept takes a place of next turn's hand).

Only the seat's view is read (its own hand; the others' are hidden from it), so a choice is the same whatever the
others hold. The uses of a position are computed once per seat (a hand is chosen place by place) and cached.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

from kleos.aom.static import RESOURCES, TERRAINS
from kleos.bots.heuristics import aom as ev

CUBE = ev.CUBE  # a resource cube, in victory cubes (the evaluation's weight)
HELD_SHARE = 0.5  # a second card of an action already in hand: the first has spent the cubes
TRADE_SHARE = 0.5  # a Trade that enables a Build or Next Age (another card) counts half of it
EXPLORE_SHARE = 0.4  # the tile hoped for on an empty space: the tiles shown are unknown, the others pick too
KEEP_MARGIN = 0.1  # VII STRATEGIE: a kept card must beat a fresh random card by this (it takes a place)
#: god powers valued as cubes, not as a change of the board (V; gods.yaml): an extra card to play (Thoth, Odin), a
#: cheaper Recruit (Bast) or Build (Nephthys), more tiles (Artemis, Ptah, Baldr), a Gather for oneself alone
#: (Dionysus, Skadi), and the battle's own (counted only when an Attack has a use)
POWER_CUBES = {"extra_play": 4.0, "recruit_price": 3.0, "build_discount": 2.0, "explore_picks": 2.0,
               "explore_exclusive": 1.0, "gather_exclusive": 2.0}
BATTLE_POWERS = frozenset({"remove_enemy_unit", "battle_caps", "battle_dice", "grant_special", "save_first_loss"})
BATTLE_POWER_CUBES = 2.0


@functools.lru_cache(maxsize=1)
def _static() -> Any:
    from kleos.aom.game import static

    return static()


@functools.lru_cache(maxsize=1)
def _gather_bonus() -> dict[str, tuple[str, int]]:
    """V: the building -> (resource, cubes) it adds to each of its owner's Gathers."""
    s = _static()
    return {b: (e.resource, e.amount) for b, effects in s.effects.items() for e in effects if e.kind == "gather_bonus"}


@functools.lru_cache(maxsize=1)
def _common_kind() -> dict[str, str]:
    """The most common tile kind of each terrain (VIII Explore: the tile one may hope for)."""
    s = _static()
    out: dict[str, str] = {}
    for kind, (terrain, _r, _a) in s.tile_kinds.items():
        if terrain not in out or s.tile_counts[kind] > s.tile_counts[out[terrain]]:
            out[terrain] = kind
    return out


def _card(card: str) -> Any:
    s = _static()
    return s.perm[card[5:]] if card.startswith("perm_") else s.cards[card]


# ---------------------------------------------------------------------- the board, edited
def _value(board: dict[str, Any], seat: int) -> float:
    """The seat's standing against the best rival's (the evaluation's, before its tanh)."""
    s = ev._standings(board)
    return s[seat] - max(v for q, v in enumerate(s) if q != seat)


def _edit(board: dict[str, Any], changes: dict[int, dict[str, Any]], **top: Any) -> dict[str, Any]:
    """A copy of the board with some players' entries (and top-level entries) replaced; the rest shared."""
    players = list(board["players"])
    for p, entries in changes.items():
        players[p] = {**players[p], **entries}
    return {**board, "players": players, **top}


def _plus(res: dict[str, int], delta: dict[str, int], sign: int = 1) -> dict[str, int]:
    return {r: res[r] + sign * delta.get(r, 0) for r in RESOURCES}


def _pays(res: dict[str, int], cost: dict[str, int], off: int = 0) -> bool:
    return sum(max(0, k - res[r]) for r, k in cost.items()) <= off


def _discounted(res: dict[str, int], cost: dict[str, int], off: int) -> dict[str, int]:
    """A cost less ``off`` cubes (V Quarry), taken off where the seat is short first, else its largest part."""
    cost = {r: k for r, k in cost.items() if k}
    for _ in range(off):
        if not cost:
            break
        r = max(cost, key=lambda r: (cost[r] - res[r], cost[r]))
        cost[r] -= 1
        if not cost[r]:
            del cost[r]
    return cost


def _lowest(res: dict[str, int], k: int) -> dict[str, int]:
    """``k`` cubes of the colours the seat has least of, one at a time (a power's cubes of any colour)."""
    got = dict.fromkeys(RESOURCES, 0)
    for _ in range(k):
        got[min(RESOURCES, key=lambda r: res[r] + got[r])] += 1
    return got


def _gather(board: dict[str, Any], seat: int, mode: str) -> dict[str, Any]:
    """The board after a Gather of ``mode`` (a terrain, a resource, or ``all``) played by ``seat`` (VIII)."""
    s = _static()
    kinds = s.tile_kinds
    players = board["players"]
    n = len(players)
    bank = dict(board["bank"])
    changes: dict[int, dict[str, Any]] = {}
    for i in range(n):
        p = (seat + i) % n
        pl = players[p]
        tiles = pl["tiles"]
        chosen = [k for k in tiles if mode in ("all", kinds[k][0], kinds[k][1])]
        want = dict.fromkeys(RESOURCES, 0)
        for k in chosen:
            want[kinds[k][1]] += tiles[k] * kinds[k][2] + pl["workers"].get(k, 0) + 2 * pl["dwarves"].get(k, 0)
        entry: dict[str, Any] = {}
        if p == seat:
            # the card's player moves villagers onto the chosen tiles' free places, from the holding area first
            workers = dict(pl["workers"])
            free = [k for k in chosen for _t in range(tiles[k] - workers.get(k, 0) - pl["dwarves"].get(k, 0))]
            free.sort(key=lambda k: -kinds[k][2])
            waiting = pl["villagers"]
            elsewhere = [k for k in workers if k not in chosen for _w in range(workers[k])]
            for k in free:
                if waiting:
                    waiting -= 1
                elif elsewhere:
                    src = elsewhere.pop()
                    workers[src] -= 1
                else:
                    break
                workers[k] = workers.get(k, 0) + 1
                want[kinds[k][1]] += 1
            entry.update(villagers=waiting, workers={k: w for k, w in workers.items() if w})
            for b in pl["buildings"]:
                if b in _gather_bonus():
                    r, k = _gather_bonus()[b]
                    want[r] += k
        got = {r: min(k, bank[r]) for r, k in want.items()}
        for r in RESOURCES:
            bank[r] -= got[r]
        entry["resources"] = _plus(pl["resources"], got)
        changes[p] = entry
    return _edit(board, changes, bank=bank)


# ---------------------------------------------------------------------- the uses of a position
class _Uses:
    """What each kind of card would bring ``seat`` at one position (module docstring)."""

    def __init__(self, board: dict[str, Any], seat: int) -> None:
        self.board = board
        self.seat = seat
        me = board["players"][seat]
        self.culture = me["culture"]
        base = _value(board, seat)
        modes = TERRAINS + RESOURCES
        gain = {m: _value(_gather(board, seat, m), seat) - base for m in (*modes, "all")}
        best = max(modes, key=lambda m: gain[m])
        self.gather = {"choice": max(0.0, gain[best]), "all": max(0.0, gain["all"]), "food": max(0.0, gain["food"])}
        # what the seat can pay for now (counting what its best Gather would add, at 0.7, lost more games: docs/ai.md)
        now = _Purchases(board, seat)
        self.build, self.recruit, self.next_age, self.trade = now.build, now.recruit, now.next_age, now.trade
        self.powers = {g: now.power(g) for g in _gods(self.culture)}
        self.attack = self._attack(base)
        self.explore = self._explore(base)

    def _attack(self, base: float) -> float:
        """VIII Attack: a neighbour, the area that pays most (IX: the evaluation's odds and spoils)."""
        board, seat = self.board, self.seat
        players = board["players"]
        if not ev._army_units(board, seat):
            return 0.0
        n = len(players)
        best = 0.0
        for target in sorted({(seat - 1) % n, (seat + 1) % n} - {seat}):
            them = players[target]
            areas = [a for a, has in (("city", them["buildings"]), ("production", them["tiles"]),
                                      ("holding", any(them["resources"].values()))) if has]
            for area in areas:
                sides = [{"seat": p, "forces": None, "lost": {}, "gained": {}, "card": None} for p in (seat, target)]
                fight = {**board, "battle": {"phase": "commit", "area": area, "sides": sides}}
                best = max(best, _value(fight, seat) - base)
        return best

    def _explore(self, base: float) -> float:
        """VIII Explore: the usual tile of a terrain with an empty space on the seat's board."""
        s = _static()
        me = self.board["players"][self.seat]
        used = dict.fromkeys(TERRAINS, 0)
        for k, c in me["tiles"].items():
            used[s.tile_kinds[k][0]] += c
        best = 0.0
        for terrain, spaces in s.spaces[self.culture].items():
            if used[terrain] < spaces:
                kind = _common_kind()[terrain]
                tiles = {**me["tiles"], kind: me["tiles"].get(kind, 0) + 1}
                best = max(best, _value(_edit(self.board, {self.seat: {"tiles": tiles}}), self.seat) - base)
        return EXPLORE_SHARE * best

    def card(self, card: Any) -> float:
        """The use of one card (permanent or random): its action, and its god's power (V)."""
        a = card.action
        if a == "gather":
            use = self.gather.get(card.gather, self.gather["choice"])
        elif a == "build":
            use = self.build[min(card.value, len(self.build)) - 1]
        elif a == "recruit":
            use = self.recruit[min(card.value, len(self.recruit)) - 1]
        elif a == "next_age":
            use = self.next_age.get(card.age_costs, 0.0)
        elif a == "trade":
            fee = 0 if "market" in self.board["players"][self.seat]["buildings"] else card.value
            use = max(0.0, self.trade - CUBE * fee)
        elif a == "attack":
            use = self.attack
        else:
            use = self.explore
        if card.god:
            power = self.powers.get(card.god, 0.0)
            if _effect_kinds(card.god) & BATTLE_POWERS:
                power = power if self.attack > 0 else 0.0
            use += power
        return use

    def fill(self, board: dict[str, Any], hand: Sequence[str]) -> float:
        """VII: a random card's mean use, over the cards the seat's deck may deal (its draw pile as the seat knows it:
        the deck less the cards face up under it and those in its hand; the face-up ones once the pile is empty)."""
        s = _static()
        deck = board["decks"].get(self.culture, {"draw": 1, "face_up": []})
        counts: dict[str, int] = {}
        if deck["draw"]:
            counts = {c.id: c.count for c in s.cards.values() if c.culture == self.culture}
            for c in [*deck["face_up"], *hand]:
                if c in counts:
                    counts[c] = max(0, counts[c] - 1)
        else:
            for c in deck["face_up"]:
                counts[c] = counts.get(c, 0) + 1
        total = sum(counts.values())
        return sum(k * self.card(s.cards[c]) for c, k in counts.items()) / total if total else 0.0


class _Purchases:
    """What paying for something brings at one board: buildings, units, the next age, a Trade, a god's power."""

    def __init__(self, board: dict[str, Any], seat: int) -> None:
        s = _static()
        self.board, self.seat = board, seat
        me = board["players"][seat]
        self.me = me
        self.culture = str(me["culture"])
        self.res = me["resources"]
        standings = ev._standings(board)
        others = [q for q in range(len(standings)) if q != seat]
        self.rival = max(others, key=lambda q: standings[q])  # the one a steal or a destruction hurts most
        self.base = standings[seat] - standings[self.rival]
        self.off = 1 if "quarry" in me["buildings"] else 0  # V Quarry: a cube off every building
        # Build: each building it may raise and pay for (V: one of each, Houses 10; 16 city spaces; the Wonder in the
        # Mythic age), then the best ones while the cubes last
        gains = []
        if sum(me["buildings"].values()) < s.city_spaces:
            for b, cost in s.buildings.items():
                have = me["buildings"].get(b, 0)
                if have >= s.building_max[b] or me["age"] < s.building_age[b] or not _pays(self.res, cost, self.off):
                    continue
                paid = _discounted(self.res, cost, self.off)
                gain = self._buy(paid, buildings={**me["buildings"], b: have + 1},
                                 villagers=me["villagers"] + (1 if b == "house" else 0))
                copies = min(4, s.building_max[b] - have)
                gains.extend([(gain, paid)] * copies)
        self.build = self._greedy(gains, 4)
        # Recruit: each unit of its culture it may recruit (a hero from his age, a figure left)
        gains = []
        n = len(board["players"])
        for u in s.units.values():
            if u.culture != self.culture or me["age"] < u.hero_age:
                continue
            left = u.cap(n) - me["units"].get(u.id, 0)
            cost = {r: k for r, k in u.cost.items() if k}
            if left <= 0 or not _pays(self.res, cost):
                continue
            gain = self._buy(cost, units={**me["units"], u.id: me["units"].get(u.id, 0) + 1})
            gains.extend([(gain, cost)] * min(6, left))
        self.recruit = self._greedy(gains, 6)
        # Next Age at each cost printed on a card
        self.next_age = {}
        for costs in {c.age_costs for c in (*s.perm.values(), *s.cards.values()) if c.action == "next_age"}:
            cost = dict.fromkeys(RESOURCES, costs[me["age"]]) if me["age"] < 3 else None
            self.next_age[costs] = 0.0 if cost is None or not _pays(self.res, cost) else \
                max(0.0, self._buy(cost, age=me["age"] + 1))
        self.trade = self._trade()
        self._powers: dict[str, float] = {}

    def _buy(self, cost: dict[str, int], res: dict[str, int] | None = None, **entries: Any) -> float:
        """The gain of paying ``cost`` (from ``res``, else the seat's cubes) for the seat's new ``entries``."""
        after = _plus(res if res is not None else self.res, cost, -1)
        return _value(_edit(self.board, {self.seat: {**entries, "resources": after}}), self.seat) - self.base

    def _greedy(self, gains: list[tuple[float, dict[str, int]]], most: int) -> list[float]:
        """``out[k - 1]``: the summed gain of the best ``k`` purchases (1 .. ``most``) with a gain, each paid from
        the cubes left (VIII Build, Recruit: « tant qu'il peut payer les coûts »)."""
        left = dict(self.res)
        total = 0.0
        out: list[float] = []
        for gain, cost in sorted(gains, key=lambda g: -g[0]):
            if len(out) == most or gain <= 0:
                break
            if _pays(left, cost):
                left = _plus(left, cost, -1)
                total += gain
                out.append(total)
        return out + [total] * (most - len(out))

    def _trade(self) -> float:
        """VIII Trade, fee aside: the most plentiful colour for what the next age or a building lacks (DEC-9: one
        colour given), at TRADE_SHARE; with a Great Temple (V), victory cubes at 8 favor."""
        s = _static()
        me, res = self.me, self.res
        bank = self.board["bank"]
        targets: list[tuple[dict[str, int], dict[str, Any]]] = []
        if me["age"] < 3:
            k = s.perm["next_age"].age_costs[me["age"]]
            targets.append((dict.fromkeys(RESOURCES, k), {"age": me["age"] + 1}))
        if sum(me["buildings"].values()) < s.city_spaces:
            for b, cost in s.buildings.items():
                have = me["buildings"].get(b, 0)
                if have < s.building_max[b] and me["age"] >= s.building_age[b] and not _pays(res, cost, self.off):
                    targets.append((_discounted(res, cost, self.off), {
                        "buildings": {**me["buildings"], b: have + 1},
                        "villagers": me["villagers"] + (1 if b == "house" else 0)}))
        best = 0.0
        for cost, entries in targets:
            give = max(RESOURCES, key=lambda r: res[r] - cost.get(r, 0))
            short = {r: max(0, cost.get(r, 0) - res[r]) for r in RESOURCES if r != give}
            need = sum(short.values())
            if not need or need > res[give] - cost.get(give, 0) or any(bank[r] < k for r, k in short.items()):
                continue
            traded = _plus(res, short)
            traded[give] -= need
            best = max(best, TRADE_SHARE * self._buy(cost, traded, **entries))
        if "great_temple" in me["buildings"]:
            give = max((r for r in RESOURCES if r != "favor"), key=lambda r: res[r])
            favor = res["favor"] + min(res[give], bank["favor"])
            cubes = min(favor // 8, self.board["victory_bank"])
            if cubes:
                left = {**res, give: res[give] - (favor - res["favor"]), "favor": favor - 8 * cubes}
                gain = _value(_edit(self.board, {self.seat: {"resources": left, "victory": me["victory"] + cubes}}),
                              self.seat) - self.base
                best = max(best, gain)
        return best

    def power(self, god: str) -> float:
        """V: what a god's power would bring the seat now, less its favor; 0 without the favor or a use."""
        if god not in self._powers:
            self._powers[god] = max(0.0, self._power(god))
        return self._powers[god]

    def _power(self, god: str) -> float:
        s = _static()
        favor = s.data.god[god].favor
        me, res = self.me, self.res
        if res["favor"] < favor:
            return 0.0
        paid = {**res, "favor": res["favor"] - favor}
        players = self.board["players"]
        rival = self.rival
        cubes = 0.0
        mine: dict[str, Any] = {}
        theirs: dict[str, Any] = {}
        for e in s.data.god[god].effects:
            kind = e.kind
            if kind in POWER_CUBES:
                cubes += POWER_CUBES[kind]
            elif kind in BATTLE_POWERS:
                cubes += BATTLE_POWER_CUBES
            elif kind == "take_resources":
                got = _lowest(paid, e.amount) if e.resource == "any" else {e.resource: e.amount}
                paid = _plus(paid, got)
            elif kind == "gather_per_tile":
                tiles = sum(c for k, c in me["tiles"].items() if s.tile_kinds[k][1] == e.resource)
                paid = _plus(paid, {e.resource: e.amount * tiles})
            elif kind == "steal_resources":
                theirs_res = dict(players[rival]["resources"])
                taken = dict.fromkeys(RESOURCES, 0)
                for _ in range(e.amount):
                    r = max(RESOURCES, key=lambda r: theirs_res[r])
                    if not theirs_res[r]:
                        break
                    theirs_res[r] -= 1
                    taken[r] += 1
                if not any(taken.values()):
                    return 0.0
                paid = _plus(paid, taken)
                theirs["resources"] = theirs_res
            elif kind in ("free_units", "free_hero", "exchange_units", "unit_for_resources"):
                units = dict(mine.get("units", me["units"]))
                if kind == "free_units":
                    units[e.units[0]] = units.get(e.units[0], 0) + e.amount
                elif kind == "free_hero":
                    heroes = [u for u in s.units.values() if u.culture == me["culture"] and 0 < u.hero_age <= me["age"]]
                    if not heroes:
                        return 0.0
                    hero = max(heroes, key=lambda u: u.hero_age).id
                    units[hero] = units.get(hero, 0) + 1
                else:
                    cls = (e.class_,) if kind == "exchange_units" else tuple(e.classes)
                    mine_units = sorted((u for u in units if units[u] and s.units[u].cls in cls),
                                        key=lambda u: sum(s.units[u].cost.values()))
                    if not mine_units:
                        return 0.0
                    if kind == "unit_for_resources":
                        units[mine_units[0]] -= 1
                        paid = _plus(paid, _lowest(paid, e.amount))
                    else:
                        for _ in range(e.amount):
                            have = [u for u in mine_units if units[u]]
                            if not have:
                                break
                            units[have[0]] -= 1
                            units[e.unit] = units.get(e.unit, 0) + 1
                mine["units"] = {u: k for u, k in units.items() if k}
            elif kind == "free_building":
                b = e.building
                if me["buildings"].get(b, 0) >= s.building_max[b] or sum(me["buildings"].values()) >= s.city_spaces:
                    return 0.0
                mine["buildings"] = {**me["buildings"], b: me["buildings"].get(b, 0) + 1}
                mine["villagers"] = me["villagers"] + (1 if b == "house" else 0)
            elif kind == "kill_unit":
                units = dict(players[rival]["units"])
                myth = [u for u in units if units[u] and s.units[u].cls == e.class_]
                if not myth:
                    return 0.0
                units[max(myth, key=lambda u: sum(s.units[u].cost.values()))] -= 1
                theirs["units"] = {u: k for u, k in units.items() if k}
            elif kind == "destroy_building":
                blds = dict(players[rival]["buildings"])
                if not blds:
                    return 0.0
                b = max(blds, key=lambda b: ev.BUILDING.get(b, 0.0))
                blds[b] -= 1
                theirs["buildings"] = {k: v for k, v in blds.items() if v}
            elif kind == "remove_tile":
                tiles = dict(players[rival]["tiles"])
                fits = [k for k in tiles if tiles[k] and (not e.resource or s.tile_kinds[k][1] == e.resource)]
                if not fits:
                    return 0.0
                tiles[max(fits, key=lambda k: s.tile_kinds[k][2])] -= 1
                theirs["tiles"] = {k: v for k, v in tiles.items() if v}
        mine["resources"] = paid
        changes = {self.seat: mine, **({rival: theirs} if theirs else {})}
        return _value(_edit(self.board, changes), self.seat) - self.base + CUBE * cubes


@functools.lru_cache(maxsize=8)
def _gods(culture: str) -> tuple[str, ...]:
    return tuple(sorted({c.god for c in _static().cards.values() if c.god and c.culture == culture}))


@functools.lru_cache(maxsize=64)
def _effect_kinds(god: str) -> frozenset[str]:
    return frozenset(e.kind for e in _static().data.god[god].effects)


# ---------------------------------------------------------------------- the choices
#: (public key, seat) -> the uses there: a hand is chosen place by place at one position (bounded; bots may run in
#: threads, and a dict's single operations are atomic)
_cache: dict[tuple[Any, int], _Uses] = {}
CACHE_SIZE = 256


def uses(board: dict[str, Any], seat: int) -> _Uses:
    """The uses of each kind of card for ``seat`` at this position (public information and the seat's own)."""
    key = (ev._public_key(board), repr(board["bank"]), tuple(p["culture"] for p in board["players"]), seat)
    found = _cache.get(key)
    if found is None:
        if len(_cache) >= CACHE_SIZE:
            _cache.clear()
        found = _cache[key] = _Uses(board, seat)
    return found


def preferences(board: dict[str, Any], seat: int, actions: Sequence[str]) -> list[float]:
    """How much ``seat`` prefers each of ``actions`` (their texts) at the ``hand`` or ``discard`` stage, read from its
    own view ``board``: the use of the card each would take or keep, in victory cubes (module docstring)."""
    me = board["players"][seat]
    u = uses(board, seat)
    hand = list(me["hand"])
    fill = u.fill(board, hand)
    out = []
    if board["stage"] == "hand":
        held = {_card(c).action for c in hand} | set(me["chosen"])
        for text in actions:
            kind, _sep, arg = text.partition(" ")
            if kind == "permanent":
                use = u.card(_static().perm[arg])
                out.append(use * HELD_SHARE if arg in held else use)
            else:  # fill: a random card
                out.append(fill)
        return out
    for text in actions:
        kind, _sep, card = text.partition(" ")
        if kind == "keep":
            out.append(0.0)
        elif card.startswith("perm_"):
            out.append(1.0 + KEEP_MARGIN)  # VII STRATEGIE: a permanent card can be chosen again next turn
        else:
            out.append(fill + KEEP_MARGIN - u.card(_card(card)))
    return out
