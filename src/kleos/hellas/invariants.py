"""Hellas: what the rules promise after every step (checked by ``kleos.engine.invariants``).

Each invariant is recomputed from the pieces (blocks, posts, fortresses, monuments, neutral pieces, the group in
motion) and the printed data (terrain, goods, cities, regions, each side's pieces and block set), not read from a
cache the game's code keeps. Of a state:

- 3.2, 9.1: legions (army blocks) stand on land, coast, mountain or island hexes, ships (fleet blocks) on sea,
  coast or island hexes; every stack has a value of 1 or more, and a legion stack carries nothing.
- 9.1.1: a ship carries one legion (New Armies: a fleet block an army block of a value up to its own).
- 13, 15.1, NA 1: a player's units of one type in a hex form one army or fleet (New Armies: one block), except
  during a New Armies Move action (blocks merge when it ends).
- 13, 17: the armies and fleets on the map (stacks of two or more, the group in motion included) need the
  side's army and fleet markers: Sparta 3 and 2, Athens 2 and 3 (the side's printed limits).
- 17: legions (on the map, aboard and in the moving group) and ships within the side's pieces (base game).
- NA intro, 1, 2: with New Armies the blocks in play (army blocks aboard fleets, the moving group and a split
  under way included) are blocks of the side's set: what is in play plus the reserve is the set (checked outside
  Move actions).
- 17, 2: at most 35 trading posts, 6 fortresses and 3 monuments a player; 17: posts in at most 9 hexes of one
  good (the goods chart's row).
- 9.4, 3.2, 9.3, 12: trading posts stand on goods hexes; fortresses and monuments in cities; no fortress on an
  island in Hellas.
- 18.7: one trading post or fortress in a hex, two (one player's) only with option 18.7; 15.1, 15.2: no post or
  fortress of a power where a Syracusan or independent fortress stands.
- 9.1.4: a contested hex is a land hex holding pieces of two sides (two sides not checked with leaders); 9.1,
  9.2: a hex holding both powers' legions is contested.
- 6, 10, 11, 2: every figure a seat is shown (goods chart, income, supply posts and track, regions controlled,
  control track, VP) equals the one recomputed from the pieces (a stale cache shows as a difference); 11: the
  regions the game remembers as controlled (whose loss costs stability) are the ones controlled. Not while a
  group is in motion, nor after a game ended by a supply elimination.
- 14, 9.5: stability stays on the track; it is at Revolution exactly when that player has lost by it.
- 9.6: development cubes stay on their tracks; 10: treasuries never go below 0.
- 8, 9.7: the action cycle: the players alternate from the first player, no more than five actions each; an
  action (Pass aside) at most three times in a cycle, twice by one player, never the one the opponent chose just
  before; a pass answering a pass ends the cycle.
- 18.5: a leader aboard has a ship of his side in his hex; a leader on land is not on a sea hex.

Of a step (``before`` one step earlier):

- 9.6: a development cube moves one box at a time and never back (without 18.2); 9.5: stability in its Golden
  Age never falls (without 18.1, 18.2, 18.3).
- 18.5: a leader is never eliminated, nor left alone (no unit of his side with him) in a contested hex when his
  units leave or fall, while his side has units on the map.
- 15: Syracuse raises at most one legion a step, 7 ever, and no other Syracusan or independent piece comes back.
- 2, 16: a new turn begins only when neither player had the agreed VP at the end of the cycle; 10: it begins with
  each player's legions within its supply; 6, 10: the treasuries change by the fleet upkeep paid and the income
  the pieces give (not checked when the step was a supply elimination).
- 9.8: during an armistice no hex holding both powers' pieces becomes contested and no power loses a unit,
  fortress or monument (but to its own supply).
- 9.2: a combat changes only its hex's pieces of its kind (legions, fortress and monument; ships and the legions
  they carry; the neutral pieces); a fortress falls only once its legions are gone, a monument once the legions
  and the fortress are; each side loses one unit per full 3 CV of the other (the combat shown) at once.
- 9.2, 18.7: a trading post changes hands only to a player with a legion or army in its hex, where its owner
  has none and no fortress; the taker places one post.

The defects of the game's code these invariants found in play (by the rulebook) are fixed and listed, with their
seeds and steps, in ``docs/games/hellas.md`` ("Invariants"); no invariant is restricted.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any, cast

from kleos.hellas.data import COAST, ISLAND, LAND, MOUNTAIN, SEA, TRACKS

if TYPE_CHECKING:
    from kleos.hellas.state import HellasState

SIDES = ("Sparta", "Athens")
ARMS = ("legions", "ships")
L, S = 0, 1  # a block's arm: land (legion, army, army block), sea (ship, fleet, fleet block)
LAND_TERRAIN = (LAND, MOUNTAIN, COAST, ISLAND)  # 3.2, 9.1: where legions go
SEA_TERRAIN = (SEA, COAST, ISLAND)  # 9.1: where ships go
MOVE_STAGES = ("move", "group", "split")
CYCLE_STAGES = ("choose", "move", "group", "split", "attack", "build", "trade", "stability", "develop", "armistice",
                "answer")
#: the steps that can end a cycle and spend nothing themselves (6, 10: the treasury check of a new turn), the last
#: supply elimination included (its figures were once read before its goods cache was cleared: seed 1, step 6680)
QUIET_ENDS = ("pass", "done", "refuse", "disband", "disband_aboard")
FIGHTS = {"fight": "land", "sea_fight": "sea", "storm": "neutral"}
CV_PER_UNIT = 3  # 9.2: « Pour chaque 3e VC qu'un joueur possède, il peut éliminer une unité ennemie »


def check(st: HellasState, before: HellasState | None) -> list[str]:
    s = st.game.static
    out: list[str] = []
    _units(st, out)
    _sites(st, out)
    _contested(st, out)
    sane = _tracks(st, out) and all(s.good[h] for h in (*st.posts, *st.forts))
    action = _last_action(st)
    if sane:  # the figures read the goods of the posts and the phases of the cubes
        _figures(st, out)
    if st.game.options.leaders:
        _leaders(st, out)
    if before is not None:
        _step(st, before, action, out)
    return out


# ---------------------------------------------------------------------- the units
def _stacks(st: HellasState, p: int, split: bool = True) -> list[tuple[int, int, int, int]]:
    """``p``'s stacks as (hex, arm, value, cargo): its blocks and, if it moves, the group in motion and (with
    ``split``) the block being split (New Armies 1), whole."""
    out = [(b[0], b[1], b[2], b[3]) for b in st.blocks[p]]
    g = st.group
    if g is not None and st.mover == p:
        out.append((g[0], g[1], g[2], g[3]))
    sp = st.splitting
    if split and sp is not None and st.mover == p:
        out.append((sp[0], sp[1], sp[2] + sum(sp[3]), 0))
    return out


def _units(st: HellasState, out: list[str]) -> None:
    s = st.game.static
    na = st.game.new_armies
    merging = na and st.stage in MOVE_STAGES
    for p in (0, 1):
        side = SIDES[p]
        stacks = _stacks(st, p)
        per_hex: Counter[tuple[int, int]] = Counter()
        for h, arm, value, cargo in stacks:
            where = s.ids[h]
            if s.terrain[h] not in (LAND_TERRAIN if arm == L else SEA_TERRAIN):
                out.append(f"3.2, 9.1: {side}'s {ARMS[arm]} stand in {where}, a hex they cannot enter")
            if value < 1:
                out.append(f"9.2: {side}'s stack of {ARMS[arm]} in {where} has value {value}: it should be gone")
            if arm == L and cargo:
                out.append(f"9.1.1: {side}'s legions in {where} carry {cargo} legions (only ships carry legions)")
            elif cargo > value or cargo < 0:
                out.append(f"9.1.1: {side}'s ships in {where} carry {cargo} legions, more than their {value} "
                           "(one legion a ship)")
        for b in st.blocks[p]:
            per_hex[(b[0], b[1])] += 1
        if not merging:
            for (h, arm), n in per_hex.items():
                if n > 1:
                    out.append(f"13, NA 1: {side} has {n} separate stacks of {ARMS[arm]} in {s.ids[h]}: units of one "
                               "type in a hex form one army or fleet (one block)")
        if na:
            # every block in play is a block of the set, during a Move action too: a merge on entering takes the
            # summed block from the reserve at once (NA 1 « S'il a un bloc ... dans sa réserve, il échange »; the game
            # once checked only the action's end totals: new_armies, seed 30, step 2652)
            _block_set(st, p, _stacks(st, p, split=False), out)
            continue
        limits = s.sides[p].limits
        for arm, marker, one, pieces in ((L, "armies", "army", "legions"), (S, "fleets", "fleet", "ships")):
            n = sum(1 for _h, a, value, _c in stacks if a == arm and value >= 2)
            if n > limits[marker]:
                out.append(f"13, 17: {side} has {n} {marker} on the map and {limits[marker]} {one} markers")
            total = sum(value if a == arm else (cargo if arm == L else 0) for _h, a, value, cargo in stacks)
            if total > limits[pieces]:
                out.append(f"17: {side} has {total} {pieces} on the map and only {limits[pieces]} pieces")


def _block_set(st: HellasState, p: int, stacks: list[tuple[int, int, int, int]], out: list[str]) -> None:
    """NA intro, 1, 2: the blocks in play are blocks of the side's set (each at most once)."""
    printed = st.game.static.blocks[p]
    for arm, name, values in ((L, "army", printed.army), (S, "fleet", printed.fleet)):
        used: Counter[int] = Counter()
        for _h, a, value, cargo in stacks:
            if a == arm:
                used[value] += 1
            if arm == L and cargo:
                used[cargo] += 1  # an army block aboard a fleet block
        sp = st.splitting
        if sp is not None and st.mover == p and sp[1] == arm:
            used.update(sp[3])  # the parts of a split under way are out of the reserve
        extra = used - Counter(values)
        if extra:
            out.append(f"NA intro: {SIDES[p]}'s {name} blocks in play {sorted(used.elements())} are not blocks of its "
                       f"set {sorted(values)} (in play and the reserve should make the set; too many: "
                       f"{sorted(extra.elements())})")


# ---------------------------------------------------------------------- posts, fortresses, monuments
def _sites(st: HellasState, out: list[str]) -> None:
    s = st.game.static
    extra = st.game.options.extra_posts
    for p in (0, 1):
        side = SIDES[p]
        limits = s.sides[p].limits
        posts = sum(n for owner, n in st.posts.values() if owner == p)
        forts = sum(1 for owner in st.forts.values() if owner == p)
        monuments = sum(1 for owner in st.monuments.values() if owner == p)
        for what, n, cap in (("trading posts", posts, limits["posts"]), ("fortresses", forts, limits["fortresses"]),
                             ("monuments", monuments, min(limits["monuments"], 3))):
            if n > cap:
                out.append(f"17: {side} has {n} {what} on the map and only {cap}")
        hexes: Counter[str] = Counter()
        for h in {h for h, (owner, _n) in st.posts.items() if owner == p} | \
                {h for h, owner in st.forts.items() if owner == p}:
            hexes[s.good[h] or "-"] += 1
        for good, n in hexes.items():
            if n > s.goods_boxes:
                out.append(f"17: {side} has trading posts in {n} hexes of {good}, beyond the goods chart's "
                           f"{s.goods_boxes} boxes")
    for h, (owner, n) in st.posts.items():
        where = s.ids[h]
        if not s.good[h]:
            out.append(f"9.4: a trading post stands in {where}, which has no goods symbol")
        fort = st.forts.get(h)
        here = n + (fort is not None)
        if n < 1 or here > (2 if extra else 1):
            out.append(f"18.7: {where} holds {n} trading posts and {int(fort is not None)} fortress"
                       + ("" if extra else " (one post or fortress a hex without option 18.7)"))
        if fort is not None and fort != owner:
            out.append(f"18.7: {where}'s trading post ({SIDES[owner]}) and fortress ({SIDES[fort]}) have two owners")
    for h in st.forts:
        if not s.city[h] or s.terrain[h] == ISLAND:
            out.append(f"3.2, 9.3: a fortress stands in {s.ids[h]}, which is no city or is on an island")
    for h in st.monuments:
        if not s.city[h]:
            out.append(f"12: a monument stands in {s.ids[h]}, which is no city")
    for h in st.neutral_forts:
        if h in st.posts or h in st.forts:
            out.append(f"15: a power's trading post or fortress stands in {s.ids[h]} beside the neutral fortress")


# ---------------------------------------------------------------------- contested hexes
def _presence(st: HellasState) -> dict[int, int]:
    """Hex -> the sides with a piece there: 1 Sparta, 2 Athens, 4 Syracuse or the independent cities."""
    at: dict[int, int] = {}
    for p in (0, 1):
        bit = 1 << p
        for h, _arm, _value, _cargo in _stacks(st, p):
            at[h] = at.get(h, 0) | bit
        if st.leader[p] >= 0:
            at[st.leader[p]] = at.get(st.leader[p], 0) | bit
    for h, (owner, _n) in st.posts.items():
        at[h] = at.get(h, 0) | (1 << owner)
    for pieces in (st.forts, st.monuments):
        for h, owner in pieces.items():
            at[h] = at.get(h, 0) | (1 << owner)
    for h, n in st.neutral_legions.items():
        if n:
            at[h] = at.get(h, 0) | 4
    for h in st.neutral_forts:
        at[h] = at.get(h, 0) | 4
    return at


def _contested(st: HellasState, out: list[str]) -> None:
    s = st.game.static
    if not st.contested and st.stage.startswith("setup"):
        return
    at = _presence(st)
    # with leaders (18.5) too: a lone leader once stayed in a hex an enemy legion contested, which stayed contested
    # when he walked out (leaders, seed 0, step 3822; seed 2, step 1472)
    for h in st.contested:
        mask = at.get(h, 0)
        if s.terrain[h] == SEA or mask & (mask - 1) == 0:
            out.append(f"9.1.4: {s.ids[h]} is contested but holds pieces of {bin(mask).count('1')} side(s)"
                       + (" (a sea hex)" if s.terrain[h] == SEA else ""))
    legions = [{h for h, arm, _v, _c in _stacks(st, p) if arm == L} for p in (0, 1)]
    for h in legions[0] & legions[1]:
        if h not in st.contested:
            out.append(f"9.1, 9.1.4: {s.ids[h]} holds legions of both powers and is not contested")


# ---------------------------------------------------------------------- the figures a seat is shown
def _phase(st: HellasState, p: int, track: str) -> int:
    return st.game.static.tracks[track].phase[st.dev[p][TRACKS.index(track)]]


def recount(st: HellasState, p: int) -> dict[str, Any]:
    """``p``'s goods chart, income, supply, control and VP, recomputed from the pieces and the printed data."""
    s = st.game.static
    contested = st.contested
    goods: dict[str, int] = {}
    for h, (owner, n) in st.posts.items():
        if owner == p and h not in contested:
            goods[s.good[h] or "-"] = goods.get(s.good[h] or "-", 0) + n
    for h, owner in st.forts.items():
        if owner == p and h not in contested:
            goods[s.good[h] or "-"] = goods.get(s.good[h] or "-", 0) + 1
    goods = {g: min(n, s.goods_boxes) for g, n in goods.items()}  # 17: a row of 9 boxes
    income = sum(s.income[g][n] for g, n in goods.items()) + s.economy_bonus[_phase(st, p, "economy")]
    supply_posts = sum(n for g, n in goods.items() if s.good_class[g] == "supply")
    supply = s.supply_base + s.supply_per_post * min(supply_posts, s.supply_max_posts)
    held = {h for h, (owner, _n) in st.posts.items() if owner == p}
    held.update(h for h, owner in st.forts.items() if owner == p)
    held.update(b[0] for b in st.blocks[p] if b[1] == L)
    g = st.group
    if g is not None and st.mover == p and g[1] == L:
        held.add(g[5])  # 11, 13: a unit crossing a hex does not occupy it; the group holds its start until it stops
        held.update(g[10] if len(g) > 10 else ())  # and the hexes where it took units in
    sp = st.splitting
    if sp is not None and st.mover == p and sp[1] == L:
        held.add(sp[0])
    held -= contested
    regions = tuple(k for k, hexes in enumerate(s.region_goods_sets) if hexes <= held)
    islands = min(sum(s.region_steps[k] for k in regions if s.region_kind[k] == "island"), s.control_boxes)
    provinces = min(sum(s.region_steps[k] for k in regions if s.region_kind[k] != "island"), s.control_boxes)
    shade = s.laurels["light" if st.game.options.light_laurels else "dark"]
    laurels = sum(1 for b in shade["island"] if islands >= b) + sum(1 for b in shade["province"] if provinces >= b)
    ages = sum(1 for k, name in enumerate(TRACKS) if st.dev[p][k] >= s.tracks[name].golden_age)
    ages += st.stability[p] > s.stability_max
    vp = sum(1 for owner in st.monuments.values() if owner == p) + ages + laurels
    return {"goods": goods, "income": income, "supply posts": supply_posts, "supply": supply, "regions": regions,
            "control": (islands, provinces), "vp": vp}


def shown(st: HellasState) -> list[dict[str, Any]]:
    """The same figures of both players as the game's code gives them (its caches as they are), read on a copy of
    ``st`` so that no cache of ``st`` is filled."""
    from kleos.hellas import board

    c = cast("HellasState", st.clone(search=True))
    return [{"goods": dict(board.goods_count(c, p)), "income": board.income(c, p),
             "supply posts": board.supply_posts(c, p), "supply": board.supply_capacity(c, p),
             "regions": tuple(board.controlled(c, p)), "control": board.control_track(c, p),
             "vp": board.victory_points(c, p)} for p in (0, 1)]


RULES = {"goods": "6, 17", "income": "6", "supply posts": "10", "supply": "10", "regions": "11", "control": "11",
         "vp": "2"}


def _figures(st: HellasState, out: list[str]) -> None:
    mine = [recount(st, p) for p in (0, 1)]
    theirs = shown(st)
    for p in (0, 1):
        for key, value in mine[p].items():
            if theirs[p][key] != value:
                fresh = cast("HellasState", st.clone(search=True))
                fresh._goods, fresh._control = [None, None], [None, None]
                stale = shown(fresh)[p][key] == value
                out.append(f"{RULES[key]}: {SIDES[p]} is shown {key} {theirs[p][key]}, the pieces give {value}"
                           + (" (a stale cache)" if stale else ""))
    if not st.stage.startswith("setup") and st.stage != "end":
        for p in (0, 1):
            if sorted(st.controlled[p]) != sorted(mine[p]["regions"]):
                out.append(f"11: the regions {SIDES[p]} is marked as controlling {sorted(st.controlled[p])} are not "
                           f"the ones it controls {sorted(mine[p]['regions'])} (a loss would cost no stability)")


# ---------------------------------------------------------------------- tracks and the action cycle
def _tracks(st: HellasState, out: list[str]) -> bool:
    """The tracks and the action cycle; False if a development cube is off its track."""
    s = st.game.static
    on_track = True
    bottom, top = s.stability_min - 1, s.stability_max + 1
    end = st.end
    for p in (0, 1):
        side = SIDES[p]
        if not bottom <= st.stability[p] <= top:
            out.append(f"9.5, 14: {side}'s stability {st.stability[p]} is off the track ({bottom} .. {top})")
        revolted = end is not None and end[1] == "revolution" and end[0] == (1 - p,)
        if (st.stability[p] <= bottom) != revolted:
            out.append(f"14: {side}'s stability is {st.stability[p]} and the game "
                       + ("is over by its revolution" if revolted else "goes on / ends otherwise"))
        if st.treasury[p] < 0:
            out.append(f"10: {side}'s treasury is {st.treasury[p]} talents")
        for k, name in enumerate(TRACKS):
            if not 0 <= st.dev[p][k] <= s.tracks[name].golden_age:
                out.append(f"9.6: {side}'s {name} cube is on box {st.dev[p][k]}, off the track")
                on_track = False
    if st.stage in CYCLE_STAGES:
        _cycle(st, out)
    return on_track


def _cycle(st: HellasState, out: list[str]) -> None:
    chosen = st.chosen
    if len(chosen) > 10 or (st.stage == "choose" and len(chosen) == 10):
        out.append(f"8: {len(chosen)} actions chosen in the cycle, five a player at most")
    if st.stage == "choose" and len(chosen) >= 2 and chosen[-1][1] == chosen[-2][1] == "pass":
        out.append("8, 9.7: both players passed one after the other and the cycle goes on")
    for i, (who, action) in enumerate(chosen):
        if who != (st.first if i % 2 == 0 else 1 - st.first):
            out.append(f"8: the {i + 1}th action of the cycle was {SIDES[who]}'s: the players alternate from the "
                       "first player")
            break
        if action == "pass":
            continue
        if i and chosen[i - 1][1] == action:
            out.append(f"8: {SIDES[who]} chose {action}, the action the opponent chose just before")
        if sum(1 for _w, a in chosen[: i + 1] if a == action) > 3:
            out.append(f"8: {action} chosen more than three times in the cycle")
        if sum(1 for w, a in chosen[: i + 1] if a == action and w == who) > 2:
            out.append(f"8: {SIDES[who]} chose {action} more than twice in the cycle")


# ---------------------------------------------------------------------- 18.5: the leaders
def _leaders(st: HellasState, out: list[str]) -> None:
    s = st.game.static
    for p in (0, 1):
        h = st.leader[p]
        if h < 0:
            continue
        stacks = _stacks(st, p)
        if st.leader_aboard[p]:
            if not any(x[0] == h and x[1] == S for x in stacks):
                out.append(f"18.5: {SIDES[p]}'s leader is aboard in {s.ids[h]}, where his side has no ship")
        elif s.terrain[h] == SEA:
            out.append(f"18.5: {SIDES[p]}'s leader stands on the sea hex {s.ids[h]} and is not aboard")


# ---------------------------------------------------------------------- invariants of a step
def _last_action(st: HellasState) -> Any:
    last = st.history[-1] if st.history else None
    if last is None or last.action < 0:
        return None
    return st.game.actions.actions[last.action]


def _step(st: HellasState, before: HellasState, action: Any, out: list[str]) -> None:
    s = st.game.static
    opts = st.game.options
    for p in (0, 1):
        side = SIDES[p]
        for k, name in enumerate(TRACKS):
            a, b = before.dev[p][k], st.dev[p][k]
            if b > a + 1:
                out.append(f"9.6: {side}'s {name} cube moved {b - a} boxes in one step (one box at a time)")
            if b < a and not opts.regress_development:
                out.append(f"9.6: {side}'s {name} cube moved back from box {a} to {b} (only with 18.2)")
        if before.stability[p] > s.stability_max and st.stability[p] < before.stability[p] and not (
                opts.unsettle_opponent or opts.regress_development or opts.province_stability):
            out.append(f"9.5: {side}'s stability left its Golden Age ({before.stability[p]} -> {st.stability[p]})")
        if before.leader[p] >= 0 and st.leader[p] < 0:
            out.append(f"18.5: {side}'s leader was eliminated (leaders never are)")
        if opts.leaders:
            _leader_left_alone(st, before, p, out)
    _neutrals(st, before, out)
    kind = action.kind if action is not None else ""
    if before.turn >= 1 and st.turn == before.turn + 1:
        _new_turn(st, before, "pass" if kind == "act" and action.args[0] == "pass" else kind, out)
    if before.armistice_active() and st.armistice_active() and st.turn == before.turn and before.stage != "supply" \
            and not st.over():  # a game that ends in a Move action drops the group in motion
        _armistice(st, before, out)
    if kind in FIGHTS and before.stage == "attack":
        _combat(st, before, s.index[str(action.args[0])], FIGHTS[kind], out)
    for h, (owner, n) in st.posts.items():
        old = before.posts.get(h)
        if old is not None and old[0] != owner:
            q = old[0]
            if not any(b[0] == h and b[1] == L for b in st.blocks[owner]) or \
                    any(b[0] == h and b[1] == L for b in st.blocks[q]) or st.forts.get(h) == q or n != 1:
                out.append(f"9.2, 18.7: {SIDES[owner]} took {SIDES[q]}'s trading post in {s.ids[h]} without a legion "
                           "there, from a garrison, or as more than one post")


def _leader_left_alone(st: HellasState, before: HellasState, p: int, out: list[str]) -> None:
    """18.5: a leader whose units leave (or lose) a contested hex does not stay there alone.

    A lone leader whose hex an enemy legion entered once stayed there (leaders, seed 0, step 3822)."""
    h = st.leader[p]
    if h < 0 or h not in st.contested or st.leader_aboard[p]:
        return
    mine = _stacks(st, p)
    if mine and not any(x[0] == h for x in mine):
        out.append(f"18.5: {SIDES[p]}'s leader is left alone in the contested hex {st.game.static.ids[h]}: he joins "
                   "his side's next unit")


def _neutrals(st: HellasState, before: HellasState, out: list[str]) -> None:
    s = st.game.static
    if not before.neutral_forts and not before.neutral_legions:
        return  # the set-up has not placed them yet
    back = set(st.neutral_forts) - set(before.neutral_forts)
    if back:
        out.append(f"15: a neutral fortress came back in {[s.ids[h] for h in sorted(back)]} (never replaced)")
    sik = s.sikelia
    syr_before = sum(n for h, n in before.neutral_legions.items() if s.region[h] == sik)
    syr = sum(n for h, n in st.neutral_legions.items() if s.region[h] == sik)
    raised = st.syracusans - before.syracusans
    if raised < 0 or raised > 1 or st.syracusans > s.neutral.syracuse_legions or syr - syr_before > raised:
        out.append(f"15.1: Syracuse's legions went from {syr_before} to {syr} with {raised} raised ({st.syracusans} "
                   f"ever, {s.neutral.syracuse_legions} at most; one a turn, destroyed ones never come back)")
    others = sum(n for h, n in st.neutral_legions.items() if s.region[h] != sik)
    if others > sum(n for h, n in before.neutral_legions.items() if s.region[h] != sik):
        out.append("15.2: the independent legions (Rhodos) grew: once destroyed they are not replaced")


def _new_turn(st: HellasState, before: HellasState, kind: str, out: list[str]) -> None:
    """The step ended a cycle (upkeep, supply, victory check) and began the next turn (income)."""
    s = st.game.static
    target = st.game.options.victory_points
    for p in (0, 1):
        side = SIDES[p]
        fig = recount(st, p)
        if fig["vp"] >= target:
            out.append(f"2, 16: {side} had {fig['vp']} VP (target {target}) at the end of the cycle and the game "
                       "went on")
        legions = sum(v if a == L else c for _h, a, v, c in _stacks(st, p))
        if legions > fig["supply"]:
            out.append(f"10: {side} begins turn {st.turn} with {legions} legions and supply for {fig['supply']}")
        if kind in QUIET_ENDS:
            t = before.treasury[p]
            if before.stage != "supply":  # the upkeep was paid in this step (10)
                ships = sum(v for _h, a, v, _c in _stacks(before, p) if a == S)
                due = ships * (s.prices["upkeep"][_phase(before, p, "fleet")] or 0)
                t = t - due if t >= due else 0
            if st.treasury[p] != t + fig["income"]:
                out.append(f"6, 10: {side}'s treasury went from {before.treasury[p]} to {st.treasury[p]} at the turn's "
                           f"start; the upkeep and the income ({fig['income']}) give {t + fig['income']}")


def _armistice(st: HellasState, before: HellasState, out: list[str]) -> None:
    s = st.game.static
    at = _presence(st)
    for h in st.contested - before.contested:
        if at.get(h, 0) & 3 == 3:
            out.append(f"9.8: {s.ids[h]} holding both powers' pieces became contested during the armistice")
    for p in (0, 1):
        for arm in (L, S):
            a = sum(v if x == arm else (c if arm == L else 0) for _h, x, v, c in _stacks(before, p))
            b = sum(v if x == arm else (c if arm == L else 0) for _h, x, v, c in _stacks(st, p))
            if b < a:
                out.append(f"9.8: {SIDES[p]} lost {a - b} {ARMS[arm]} during the armistice (no combat)")
        for what, old, new in (("fortress", before.forts, st.forts), ("monument", before.monuments, st.monuments)):
            lost = [h for h, owner in old.items() if owner == p and new.get(h) != p]
            if lost:
                out.append(f"9.8: {SIDES[p]} lost a {what} in {[s.ids[h] for h in lost]} during the armistice")


def _combat(st: HellasState, before: HellasState, h: int, target: str, out: list[str]) -> None:
    """9.2: the step was a combat in ``h`` of the actor against the other power (land or sea) or the neutrals."""
    s = st.game.static
    p = before.actor
    q = 1 - p
    arm = S if target == "sea" else L
    where = s.ids[h]

    def units(state: HellasState, side: int, inside: bool) -> list[tuple[int, int, int, int]]:
        return sorted(x for x in _stacks(state, side) if (x[0] == h) == inside)

    for side in (0, 1):
        if units(st, side, False) != units(before, side, False):
            out.append(f"9.2: the combat in {where} changed {SIDES[side]}'s units elsewhere")
        other = [x for x in units(st, side, True) if x[1] != arm]
        if other != [x for x in units(before, side, True) if x[1] != arm]:
            out.append(f"9.2: the {target} combat in {where} changed {SIDES[side]}'s units of the other kind")
    for name, old, new in (("trading posts", before.posts, st.posts), ("fortresses", before.forts, st.forts),
                           ("monuments", before.monuments, st.monuments),
                           ("neutral legions", before.neutral_legions, st.neutral_legions),
                           ("neutral fortresses", before.neutral_forts, st.neutral_forts)):
        if {k: v for k, v in old.items() if k != h} != {k: v for k, v in new.items() if k != h}:
            out.append(f"9.2: the combat in {where} changed the {name} elsewhere")
        if (target == "sea" or (target == "land" and name.startswith("neutral")) or
                (target == "neutral" and not name.startswith("neutral"))) and old.get(h) != new.get(h):
            out.append(f"9.2: the {target} combat in {where} changed its {name}, which take no part in it")
    def_left = sum(v for x, a, v, _c in _stacks(st, q) if x == h and a == L)
    if target == "land":
        if before.forts.get(h) == q and st.forts.get(h) is None and def_left:
            out.append(f"9.2: {SIDES[q]}'s fortress in {where} fell while its legions stood")
        if before.monuments.get(h) == q and st.monuments.get(h) is None and (def_left or st.forts.get(h) == q):
            out.append(f"12: {SIDES[q]}'s monument in {where} fell while its legions or fortress stood")
    if target == "neutral" and h in before.neutral_forts and h not in st.neutral_forts and \
            st.neutral_legions.get(h, 0):
        out.append(f"15: the neutral fortress in {where} fell while its legions stood")
    report = st.last_combat
    if report is None or report is before.last_combat or report.get("hex") != where:
        out.append(f"9.2: the combat in {where} shows no report")
        return

    def value(state: HellasState, side: int) -> int:
        return sum(v for x, a, v, _c in _stacks(state, side) if x == h and a == arm)

    att_before, att_lost = value(before, p), value(before, p) - value(st, p)
    if target == "neutral":
        def_before = before.neutral_legions.get(h, 0)
        def_lost = def_before - st.neutral_legions.get(h, 0)
    else:
        def_before, def_lost = value(before, q), value(before, q) - value(st, q)
    hits = (min(def_before, report["attack_cv"] // CV_PER_UNIT), min(att_before, report["defence_cv"] // CV_PER_UNIT))
    for who, lost, due, shown_lost, blocks in (
            ("defender", def_lost, hits[0], report["defender_lost"], target != "neutral"),
            ("attacker", att_lost, hits[1], report["attacker_lost"], True)):
        # NA 3: a block with no block of its new value left is swapped for a smaller one: it may lose more
        exact = not (blocks and st.game.new_armies)
        if shown_lost != due or (lost != due if exact else lost < due):
            out.append(f"9.2: the {who} in {where} lost {lost} units (shown {shown_lost}); the other side's CV "
                       f"({report['attack_cv'] if who == 'defender' else report['defence_cv']}) eliminates {due}")
