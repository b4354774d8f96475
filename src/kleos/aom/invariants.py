"""Age of Mythology: what the rules promise after every step (checked by ``kleos.engine.invariants``).

Each is recomputed from the pieces and the static data (the YAML files' counts, cultures, caps and effects), never
from a count the rules code keeps for itself; the section is the rulebook's (French, sections I-XI). Of a state:

- V "Les cubes", VI "Ressources de départ": the resource cubes of each colour are the bank's (20 .. 60 by players)
  shared between the bank and the players, none negative (no rule makes or destroys one; a Hydra's counter is no
  cube of the game).
- VI, X: the 30 red cubes are in the bank, on the four victory cards or with the players, none negative.
- VI "Unités de départ", VIII Recruit: a player's figures (the holding area's, and Dwarves on tiles) are of his
  culture, never negative, and at most the supply of their type (the ``figure_caps`` option: the RECON table by
  players, or ``unlimited``); a hero only from his age on; the age is one of the four (IV).
- V "Tuiles de construction": buildings never negative, one of each (Houses: 10), one per city space (16), and
  the Wonder in the Mythic age.
- V "Villageois": villagers (holding area and tiles) equal what the Houses give, at most 10; while a player chooses
  which villager leaves with a destroyed House, he has as many more as the House took.
- VIII Gather: one villager or unit per production tile; none on a tile the player lacks.
- V "Tuiles de production", VIII Explore: every production tile is in the face-down pool, face up (draft,
  Explore) or on a board; a board holds no more tiles of a terrain than its spaces of that terrain.
- VI, VII: every random card of a culture's deck is in its draw pile, face up under it or in the hand of a
  player of that culture; a hand holds random cards of the player's culture only, each permanent card at most
  once, never more cards than the age's limit (VII), and the cards dealt unseen to it are cards of that hand.
- VII "Détérioration": when the discards begin, and when a new turn begins, nobody holds more than 5 cubes of a
  resource (8 with a Storehouse).
- IX, during a battle: each side's figures of every type (holding area, battle, tiles, supply, a figure awaiting
  its resurrection) make its supply, and only its culture's; the favor cubes of the two sides and the bank are
  those of the board. VIII Attack: the defender sits beside the attacker, who played the card; the spoils go to
  an attacker who won.
- X: the game is over only when a Wonder is built or the victory cubes' bank is empty, and at once when a Wonder
  is built; the winners have the most victory cubes, then the most resource cubes; Largest Army and Most
  Buildings have no cubes left when one player leads alone, nor the Wonder card when it was built.

Of a step (``before`` is the state one step earlier):

- X: a player's victory cubes are never taken back; VII: the bank's never come back, and cubes go onto the cards
  only when placed at the start of a turn, one a step.
- VIII Next Age: an age goes up by one at most, never down.
- VIII Explore (note), VIII Attack: a tile leaves a board only by a god power or a won attack on that player; a
  tile comes to a board only by its owner's pick (VI draft, VIII Explore) or his capture; one a step.
- V: a building is destroyed only by a god power or a won attack on its owner ("un joueur ne peut pas détruire
  ses propres constructions"); buildings come only to the card's player (Build, a god's gift); one a step.
- VIII Gather: only the player of the Gather moves his villagers and Dwarves onto tiles.
- IX, VIII Recruit: a battle step touches only the figures of its two sides; figures come only to the card's
  player (Recruit, a god) or a side of a battle (Mummy).
- IX: at a battle's end its winner takes the cubes of Won the Last Battle.
- X: at the end, the unique leader of Largest Army and of Most Buildings, and the Wonder's builder, take the cubes
  of those cards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kleos.aom.static import RESOURCES, UNLIMITED_FIGURES

if TYPE_CHECKING:
    from kleos.aom.state import AomState

AGES = 4


# ---------------------------------------------------------------------- what the data says
def figure_cap(st: AomState, unit: str) -> int:
    """VI, aom.md 2.12: the figures of a type in a player's supply, read from setup.yaml (option ``figure_caps``)."""
    if st.game.options.figure_caps == "unlimited":
        return UNLIMITED_FIGURES
    caps = st.static.data.setup.figure_caps
    return int(caps.per_runner[st.static.units[unit].cls] * caps.runners[st.n])


def _effect_total(st: AomState, building: str, kind: str) -> int:
    return sum(int(e.amount) for e in st.static.effects[building] if e.kind == kind)


def _ends_game(st: AomState, building: str) -> bool:
    return any(e.kind == "end_game" for e in st.static.effects[building])


def keep_limit(st: AomState, seat: int) -> int:
    """VII Détérioration: 5 cubes of each resource, 8 with a Storehouse (its effect in buildings.yaml)."""
    amounts = [int(e.amount) for b, k in st.buildings[seat].items() if k > 0 for e in st.static.effects[b]
               if e.kind == "spoilage_limit"]
    return max([st.static.spoil_limit, *amounts])


def army(st: AomState, seat: int) -> int:
    """X Largest Army: every non-villager unit, in the holding area or on a tile."""
    return sum(st.units[seat].values()) + sum(st.dwarves[seat].values())


def _pending_villagers(st: AomState, seat: int) -> int:
    """V House: the villagers still to remove while their owner chooses which (stage ``lose_villager``)."""
    if st.stage != "lose_villager":
        return 0
    loss = st.ctx.get("villager_loss")
    return int(loss[1]) if loss and int(loss[0]) == seat else 0


# ---------------------------------------------------------------------- a state
def _cubes(st: AomState) -> list[str]:
    out = []
    total = st.static.bank[st.n]
    for r in RESOURCES:
        held = [st.res[p][r] for p in range(st.n)]
        if st.bank[r] < 0 or min(held) < 0:
            out.append(f"V: a negative count of {r} cubes (bank {st.bank[r]}, players {held})")
        if st.bank[r] + sum(held) != total:
            out.append(f"V, VI: the bank and the players hold {st.bank[r] + sum(held)} {r} cubes, not {total}")
    return out


def _victory(st: AomState) -> list[str]:
    out = []
    total = st.static.vp_cubes
    counts = [st.vp_bank, *st.vp, *st.vp_cards.values()]
    if min(counts) < 0:
        out.append(f"X: a negative count of victory cubes (bank {st.vp_bank}, players {st.vp}, cards {st.vp_cards})")
    if sum(counts) != total:
        out.append(f"VI, X: the bank, the victory cards and the players hold {sum(counts)} victory cubes, not "
                   f"{total}")
    return out


def _figures(st: AomState) -> list[str]:
    out = []
    s = st.static
    for p in range(st.n):
        culture = st.cultures[p]
        on_tiles = sum(st.dwarves[p].values())
        if min(st.units[p].values(), default=0) < 0 or min(st.dwarves[p].values(), default=0) < 0:
            out.append(f"VIII Recruit: player {p} has a negative count of units: {st.units[p]}, {st.dwarves[p]}")
        types = set(st.units[p]) | ({"dwarf"} if on_tiles else set())
        for u in sorted(types):
            k = st.units[p].get(u, 0) + (on_tiles if u == "dwarf" else 0)
            if not k:
                continue
            unit = s.units[u]
            if unit.culture != culture:
                out.append(f"VI: player {p} ({culture}) has {k} {u}, a figure of the {unit.culture} culture")
            cap = figure_cap(st, u)
            if k > cap:
                out.append(f"VI, VIII Recruit: player {p} has {k} {u} figures, more than the supply of {cap}")
            if unit.hero_age > st.age[p]:
                out.append(f"VIII Recruit: player {p} has the hero {u} before his age")
        if not 0 <= st.age[p] < AGES:
            out.append(f"IV: player {p} is in age {st.age[p]}, not one of the four")
    return out


def _buildings(st: AomState) -> list[str]:
    out = []
    s = st.static
    for p in range(st.n):
        held = st.buildings[p]
        for b, k in held.items():
            if k < 0:
                out.append(f"V: player {p} has {k} {b}")
            elif k > s.building_max[b]:
                out.append(f"V: player {p} has {k} {b}, more than the {s.building_max[b]} allowed")
            elif k and s.building_age[b] > st.age[p]:
                out.append(f"V: player {p} has the {b} before the age it needs")
        if sum(held.values()) > s.city_spaces:
            out.append(f"V: player {p} has {sum(held.values())} buildings on {s.city_spaces} city spaces")
    return out


def _villagers(st: AomState) -> list[str]:
    out = []
    cap = st.static.data.setup.figure_caps.max_villagers
    for p in range(st.n):
        if st.villagers[p] < 0 or min(st.workers[p].values(), default=0) < 0:
            out.append(f"V: player {p} has a negative count of villagers")
        have = st.villagers[p] + sum(st.workers[p].values())
        given = sum(k * _effect_total(st, b, "villagers") for b, k in st.buildings[p].items())
        pending = _pending_villagers(st, p)
        if have != given + pending:
            out.append(f"V: player {p} has {have} villagers for {given} from his Houses"
                       + (f" and {pending} to remove" if pending else ""))
        if have > cap:
            out.append(f"V: player {p} has {have} villagers, more than {cap}")
    return out


def _occupants(st: AomState) -> list[str]:
    out = []
    for p in range(st.n):
        for kind in sorted(set(st.workers[p]) | set(st.dwarves[p])):
            on = st.workers[p].get(kind, 0) + st.dwarves[p].get(kind, 0)
            if on > st.tiles[p].get(kind, 0):
                out.append(f"VIII Gather: player {p} has {on} villagers and units on {st.tiles[p].get(kind, 0)} "
                           f"{kind} tiles (one a tile)")
    return out


def _tiles(st: AomState) -> list[str]:
    out = []
    s = st.static
    count = dict.fromkeys(s.tile_counts, 0)
    for kind, k in st.pool.items():
        count[kind] += k
    for kind in st.revealed:
        count[kind] += 1
    for p in range(st.n):
        terrains: dict[str, int] = {}
        for kind, k in st.tiles[p].items():
            count[kind] += k
            if k < 0:
                out.append(f"V: player {p} has {k} {kind} tiles")
            terrain = s.tile_kinds[kind][0]
            terrains[terrain] = terrains.get(terrain, 0) + k
        culture = st.cultures[p]
        for terrain, k in sorted(terrains.items()):
            spaces = s.spaces[culture].get(terrain, 0) if culture else 0
            if k > spaces:
                out.append(f"V: player {p} has {k} {terrain} tiles on {spaces} {terrain} spaces")
    if min(st.pool.values(), default=0) < 0:
        out.append("VIII Explore: a negative count of tiles in the pool")
    wrong = sorted(kind for kind, k in count.items() if k != s.tile_counts[kind])
    if wrong:
        out.append(f"V, VIII Explore: the pool, the tiles face up and the boards do not hold every tile once: {wrong}")
    return out


def _cards(st: AomState) -> list[str]:
    out = []
    s = st.static
    for p in range(st.n):
        hand = st.hands[p]
        perms = [c for c in hand if c.startswith("perm_")]
        if len(perms) != len(set(perms)) or any(c[5:] not in s.perm for c in perms):
            out.append(f"VI: player {p}'s hand holds permanent cards that are not his seven, once each: {perms}")
        alien = sorted(c for c in hand if not c.startswith("perm_") and s.cards[c].culture != st.cultures[p])
        if alien:
            out.append(f"VI: player {p} ({st.cultures[p]}) holds random cards of another culture: {alien}")
        if 0 <= st.age[p] < AGES and len(hand) > s.hand_limits[st.age[p]]:
            out.append(f"VII: player {p} holds {len(hand)} cards, more than the {s.hand_limits[st.age[p]]} of his age")
        rest = list(hand)
        for c in st.dealt[p]:
            if c.startswith("perm_") or c not in rest:
                out.append(f"VII: player {p} was dealt {c}, which is not a random card in his hand")
                break
            rest.remove(c)
    if st.first < 0:
        return out
    for culture in sorted({c for c in st.cultures if c}):
        deck = st.decks.get(culture)
        total = sum(c.count for c in s.cards.values() if c.culture == culture)
        if deck is None:
            out.append(f"VI: the {culture} deck of random cards is missing")
            continue
        pile, face_up = deck
        if min(pile.values(), default=0) < 0:
            out.append(f"VII: the {culture} draw pile has a negative count of a card")
        alien = sorted({c for c in [*pile, *face_up] if s.cards[c].culture != culture})
        if alien:
            out.append(f"VI: the {culture} deck holds cards of another culture: {alien}")
        held = sum(1 for p in range(st.n) if st.cultures[p] == culture
                   for c in st.hands[p] if not c.startswith("perm_"))
        if sum(pile.values()) + len(face_up) + held != total:
            out.append(f"VI, VII: the {culture} draw pile, its face-up cards and hands hold "
                       f"{sum(pile.values()) + len(face_up) + held} random cards, not {total}")
    return out


def _spoilage(st: AomState, before: AomState | None) -> list[str]:
    turn_begins = before is not None and before.turn >= 1 and st.turn > before.turn
    if st.stage != "discard" and not turn_begins:
        return []
    out = []
    for p in range(st.n):
        limit = keep_limit(st, p)
        over = {r: k for r, k in st.res[p].items() if k > limit}
        if over:
            out.append(f"VII Détérioration: player {p} keeps {over} after the spoilage (at most {limit} of each)")
    return out


def _battle(st: AomState) -> list[str]:
    b = st.battle
    if b is None:
        return []
    out = []
    s = st.static
    a, d = b.seats
    if d not in ((a - 1) % st.n, (a + 1) % st.n) or a == d:
        out.append(f"VIII Attack: player {a} fights player {d}, who does not sit beside him")
    if st.ctx.get("player") != a:
        out.append(f"VIII Attack: player {a} attacks, but player {st.ctx.get('player')} played the card")
    pending = b.pending
    for side, seat in enumerate(b.seats):
        culture = st.cultures[seat]
        tiles = b.mods.on_tiles[side]
        for u in s.units:
            k = (b.holding[side].get(u, 0) + b.forces[side].get(u, 0) + b.supply[side].get(u, 0)
                 + tiles.get(u, 0) - b.from_tiles[side].get(u, 0))
            if pending is not None and side == 1 - int(pending[0]) and pending[1] == u:
                k += 1
            want = figure_cap(st, u) if s.units[u].culture == culture else 0
            if k != want:
                out.append(f"IX: in the battle, player {seat}'s {u} figures (holding area, battle, tiles, supply) "
                           f"are {k}, not {want}")
            if min(b.holding[side].get(u, 0), b.forces[side].get(u, 0), b.supply[side].get(u, 0)) < 0:
                out.append(f"IX: in the battle, a negative count of player {seat}'s {u}")
    board = st.bank["favor"] + st.res[a]["favor"] + st.res[d]["favor"]
    if min(b.favor[0], b.favor[1], b.bank_favor) < 0 or b.favor[0] + b.favor[1] + b.bank_favor != board:
        out.append(f"V, IX: the battle counts {b.favor} favor for the sides and {b.bank_favor} for the bank, "
                   f"{board} on the board")
    for side, seat in enumerate(b.seats):
        if b.favor[side] - b.favor_delta[side] != st.res[seat]["favor"]:
            out.append(f"IX: player {seat}'s favor in the battle does not follow from his {st.res[seat]['favor']}")
    return out


def _spoils(st: AomState) -> list[str]:
    if st.stage != "spoils":
        return []
    last = st.last_battle or {}
    p = st.ctx.get("player")
    if last.get("winner") != p or last.get("attacker") != p or last.get("defender") != st.ctx.get("target"):
        return [f"VIII Attack: player {p} takes spoils without having won his attack ({last})"]
    return []


def _end(st: AomState, before: AomState | None) -> list[str]:
    out = []
    wonder = [p for p in range(st.n) for b, k in st.buildings[p].items() if k > 0 and _ends_game(st, b)]
    if wonder and st.stage != "end":
        out.append(f"V The Wonder: player {wonder[0]} has built the Wonder and the game goes on")
    if st.stage != "end":
        return out
    if not wonder and st.vp_bank > 0:
        out.append(f"X: the game ends with no Wonder and {st.vp_bank} victory cubes in the bank")
    winners = tuple(st.end[0]) if st.end else ()
    top = max(st.vp)
    tied = [p for p in range(st.n) if st.vp[p] == top]
    most = max(sum(st.res[p].values()) for p in tied)
    best = {p for p in tied if sum(st.res[p].values()) == most}
    if not winners or not set(winners) <= best:
        out.append(f"X: the winners are {list(winners)}, not among the players with the most victory cubes, then "
                   f"resource cubes: {sorted(best)}")
    owed = [0] * st.n
    for card, values in (("largest_army", [army(st, p) for p in range(st.n)]),
                         ("most_buildings", [sum(st.buildings[p].values()) for p in range(st.n)])):
        leaders = [p for p, v in enumerate(values) if v == max(values)]
        if len(leaders) == 1:
            if st.vp_cards[card]:
                out.append(f"X: player {leaders[0]} leads {card} alone and its {st.vp_cards[card]} cubes are left")
            if before is not None:
                owed[leaders[0]] += before.vp_cards[card]
    if wonder:
        if st.vp_cards["wonder"]:
            out.append(f"X: player {wonder[0]} built the Wonder and its card's {st.vp_cards['wonder']} cubes are left")
        if before is not None:
            owed[wonder[0]] += before.vp_cards["wonder"]
    if before is not None and before.stage != "end":
        for p in range(st.n):
            if st.vp[p] - before.vp[p] < owed[p]:
                out.append(f"X: player {p} takes {st.vp[p] - before.vp[p]} victory cubes at the end, owed {owed[p]}")
    return out


# ---------------------------------------------------------------------- a step
def _step_victory(st: AomState, before: AomState) -> list[str]:
    out = []
    for p in range(st.n):
        if st.vp[p] < before.vp[p]:
            out.append(f"X: player {p}'s victory cubes went down: {before.vp[p]} -> {st.vp[p]}")
    if st.vp_bank > before.vp_bank:
        out.append(f"VII: victory cubes came back to the bank: {before.vp_bank} -> {st.vp_bank}")
    placed = sum(max(0, st.vp_cards[c] - before.vp_cards[c]) for c in st.vp_cards)
    if placed > (1 if before.stage == "vp" else 0):
        out.append(f"VII: {placed} victory cubes went onto the cards in a step of {before.stage}")
    return out


def _step_age(st: AomState, before: AomState) -> list[str]:
    return [f"VIII Next Age: player {p}'s age went from {before.age[p]} to {st.age[p]}"
            for p in range(st.n) if st.age[p] - before.age[p] not in (0, 1)]


def _lost_gained(now: dict[str, int], then: dict[str, int]) -> tuple[int, int]:
    lost = sum(max(0, k - now.get(x, 0)) for x, k in then.items())
    gained = sum(max(0, k - then.get(x, 0)) for x, k in now.items())
    return lost, gained


def _step_boards(st: AomState, before: AomState) -> list[str]:
    out = []
    stage, ctx = before.stage, before.ctx
    player, target = ctx.get("player"), ctx.get("target")
    picker = before.queue[0] if before.queue else None
    for p in range(st.n):
        lost, gained = _lost_gained(st.tiles[p], before.tiles[p])
        if lost and (lost > 1 or stage not in ("power_tile", "spoils") or target != p):
            out.append(f"VIII Explore: player {p} lost {lost} tiles in a step of {stage} (only a god power or an "
                       f"attack on him takes one)")
        if gained and (gained > 1 or not ((stage in ("draft", "explore") and picker == p)
                                          or (stage == "spoils" and player == p))):
            out.append(f"VI, VIII Explore: player {p} gained {gained} tiles in a step of {stage} (only his pick or "
                       f"his capture)")
        lost, gained = _lost_gained(st.buildings[p], before.buildings[p])
        if lost and (lost > 1 or stage not in ("power_building", "spoils") or target != p):
            out.append(f"V: player {p} lost {lost} buildings in a step of {stage} (only a god power or an attack "
                       f"on him destroys one)")
        if gained and (gained > 1 or player != p):
            out.append(f"V, VIII Build: player {p} gained {gained} buildings while player {player} played the card")
        moved = _lost_gained(st.workers[p], before.workers[p])[1] + _lost_gained(st.dwarves[p], before.dwarves[p])[1]
        if moved and (stage != "gather_move" or player != p):
            out.append(f"VIII Gather: player {p}'s villagers or Dwarves moved onto tiles in a step of {stage} "
                       f"(player {player}'s card)")
    return out


def _step_units(st: AomState, before: AomState) -> list[str]:
    out = []
    sides = before.battle.seats if before.battle is not None else ()
    for p in range(st.n):
        changed = st.units[p] != before.units[p] or st.dwarves[p] != before.dwarves[p]
        if before.battle is not None and p not in sides and changed:
            out.append(f"IX: player {p}'s units changed in a battle of players {list(sides)}")
        if army(st, p) > army(before, p) and before.stage != "first" and p != before.ctx.get("player") \
                and p not in sides:
            out.append(f"VIII Recruit: player {p} gained units while player {before.ctx.get('player')} played the "
                       f"card, outside a battle")
    if before.battle is not None and st.battle is None:
        last = st.last_battle or {}
        winner = last.get("winner")
        if winner not in sides:
            out.append(f"IX: the battle of players {list(sides)} ended with player {winner} as its winner")
        elif st.vp_cards["last_battle"] or st.vp[winner] - before.vp[winner] < before.vp_cards["last_battle"]:
            out.append(f"IX: player {winner} won the battle without the {before.vp_cards['last_battle']} cubes of "
                       f"Won the Last Battle")
    return out


STATE_CHECKS = (_cubes, _victory, _figures, _buildings, _villagers, _occupants, _tiles, _cards, _battle, _spoils)
STEP_CHECKS = (_step_victory, _step_age, _step_boards, _step_units)


def check(st: AomState, before: AomState | None) -> list[str]:
    """What is wrong with ``st`` (one step after ``before``, if given) by the rules above; empty when all hold."""
    out: list[str] = []
    for f in STATE_CHECKS:
        out += f(st)
    out += _spoilage(st, before)
    out += _end(st, before)
    if before is not None:
        for g in STEP_CHECKS:
            out += g(st, before)
    return out

