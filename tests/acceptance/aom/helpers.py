"""Shared helpers of the AoM acceptance suite: positions built from seeded games and edited saves.

Only the public contract is used (``kleos.load_game``, ``State.apply``, ``to_json``/``from_json``, views, logs).
"""

from __future__ import annotations

import copy
import functools
import json
import re
from fractions import Fraction
from typing import Any

import kleos
from kleos.engine.errors import IllegalAction

RES = ("food", "wood", "gold", "favor")
BANK = {2: 20, 3: 25, 4: 30, 5: 40, 6: 50, 7: 55, 8: 60}
VP_TOTAL = 30
MORTALS = {
    "egyptian": ("spearman", "elephant", "chariot_archer"),
    "norse": ("jarl", "huskarl", "throwing_axeman"),
    "greek": ("toxotes", "hoplite", "hippokon"),
}
PERMANENT = ("explore", "gather", "recruit", "build", "trade", "attack", "next_age")


@functools.cache
def game(**options: Any) -> Any:
    return kleos.load_game("aom", **options)


def load(options: dict[str, Any] | None = None) -> Any:
    return game(**(options or {}))


def save(state: Any) -> dict[str, Any]:
    """The state's save, as an independent copy (``to_json`` may share the state's own lists)."""
    return json.loads(state.dumps())


def data(state: Any) -> dict[str, Any]:
    return save(state)["data"]


def stage(state: Any) -> str:
    return data(state)["stage"]


def texts(state: Any) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def apply(state: Any, *actions: str) -> Any:
    for a in actions:
        state.apply(a)
    return state


def chance_texts(state: Any) -> dict[str, Fraction]:
    return {str(a): p for a, p in state.chance_outcomes()}


def log_texts(state: Any, start: int = 0, seat: int = 0) -> list[str]:
    return [line["text"] for line in state.log_lines(seat, "en", start, len(state.history))]


def refused(state: Any, action: str) -> str:
    """Apply an action that must be refused; the state must be unchanged. Returns the refusal's message."""
    before = state.dumps()
    try:
        state.apply(action)
    except IllegalAction as exc:
        assert state.dumps() == before, "a refused action changed the state"
        return str(exc)
    raise AssertionError(f"{action!r} was accepted")


def board(state: Any, seat: int = 0) -> dict[str, Any]:
    return state.view(seat)["board"]


def player(state: Any, seat: int, viewer: int | None = None) -> dict[str, Any]:
    return board(state, seat if viewer is None else viewer)["players"][seat]


@functools.cache
def _base(players: int, cultures: tuple[str, ...], first: int, options: tuple[tuple[str, Any], ...]) -> str:
    """A game set up with the given cultures and starting player, every draft pick passed, every victory
    cube on the Wonder card, every hand the first four permanent cards: the starting player is to play."""
    opts = dict(options)
    state = game(players=players, **opts).new_initial_state(7)
    while stage(state) in ("culture", "culture_out"):
        if stage(state) == "culture_out":
            state.apply("culture_out " + next(c for c in ("greek", "egyptian", "norse") if c not in cultures))
            continue
        drawn = len([c for c in data(state)["cultures"] if c])
        state.apply(f"culture {cultures[drawn]}")
    state.apply(f"first {first}")
    while state.is_chance_node():
        state.step_chance()
    while stage(state) == "draft":
        state.apply("pass")
    while stage(state) == "vp":
        state.apply("vp wonder")
    while stage(state) in ("hand", "hands_chosen"):  # the hands are chosen in secret, then a public step
        if state.is_chance_node():
            state.step_chance()
        else:
            state.apply(texts(state)[0])
    assert stage(state) == "play", stage(state)
    return state.dumps()


def base(players: int = 3, cultures: tuple[str, ...] = ("egyptian", "greek", "norse"), first: int = 0,
         **options: Any) -> Any:
    return kleos.State.loads(_base(players, tuple(cultures), first, tuple(sorted(options.items()))))


def edit(state: Any, balance: bool = True, **fields: Any) -> Any:
    """A copy of ``state`` with the game's data fields replaced (list fields may be given as {seat: value}).

    With ``balance``, the bank is recomputed so that every resource cube stays in the game (bank + players'
    cubes = the set-up bank), the random cards put in hands are taken out of their draw piles, the tiles put on
    (or taken off) boards are taken out of (or put back into) the pool, and the red cubes left in the bank are what
    the players and the cards do not hold."""
    saved = save(state)
    d = saved["data"]
    old_tiles = copy.deepcopy(d["tiles"])
    for key, value in fields.items():
        if isinstance(value, dict) and isinstance(d.get(key), list):
            for seat, v in value.items():
                d[key][seat] = copy.deepcopy(v)
        elif isinstance(value, dict) and isinstance(d.get(key), dict) and key not in ("ctx",):
            d[key].update(copy.deepcopy(value))
        else:
            d[key] = copy.deepcopy(value)
    if balance:
        n = len(d["res"])
        if "bank" not in fields:
            for r in RES:
                d["bank"][r] = BANK[n] - sum(p.get(r, 0) for p in d["res"])
                assert d["bank"][r] >= 0, (r, d["bank"][r])
        if "hands" in fields:
            for seat, hand in enumerate(d["hands"]):
                pile = d["decks"][d["cultures"][seat]][0]
                for card in hand:
                    if not card.startswith("perm_") and card in pile:
                        pile[card] -= 1
                        if not pile[card]:
                            del pile[card]
        if "tiles" in fields and "pool" not in fields:
            for seat, tiles in enumerate(d["tiles"]):
                for tile in set(tiles) | set(old_tiles[seat]):
                    moved = tiles.get(tile, 0) - old_tiles[seat].get(tile, 0)
                    d["pool"][tile] = d["pool"].get(tile, 0) - moved
                    assert d["pool"][tile] >= 0, tile
                    if not d["pool"][tile]:
                        del d["pool"][tile]
        if "vp_bank" not in fields:
            d["vp_bank"] = VP_TOTAL - sum(d["vp"]) - sum(d["vp_cards"].values())
    return kleos.State.from_json(saved)


def res(food: int = 0, wood: int = 0, gold: int = 0, favor: int = 0) -> dict[str, int]:
    return {"food": food, "wood": wood, "gold": gold, "favor": favor}


def win_probability(a: int, b: int) -> Fraction:
    """Chance that a side rolling ``a`` dice beats one rolling ``b`` (more sixes; equal counts are rerolled)."""

    def dist(n: int) -> list[Fraction]:
        from math import comb

        return [Fraction(comb(n, k)) * Fraction(1, 6) ** k * Fraction(5, 6) ** (n - k) for k in range(n + 1)]

    da, db = dist(a), dist(b)
    win = sum(pa * pb for i, pa in enumerate(da) for j, pb in enumerate(db) if i > j)
    lose = sum(pa * pb for i, pa in enumerate(da) for j, pb in enumerate(db) if i < j)
    return win / (win + lose)


def commit(state: Any, units: dict[str, int]) -> Any:
    """Commit the current side's units to the battle, one unit type at a time (0 for a type not named)."""
    seat = state.current_player
    while not state.is_chance_node() and state.current_player == seat and stage(state) == "battle" \
            and data(state)["battle"]["phase"] == "commit":
        kind = texts(state)[0].split()[1]
        state.apply(f"commit {kind} {units.get(kind, 0)}")
    return state


def finish_turn(state: Any, keep: bool = True) -> Any:
    """Play the rest of the turn with every player discarding a card each round (passing), then keep (or
    discard) what is left: the state is at the next turn's first decision (victory cubes) or over."""
    while stage(state) == "play":
        state.apply(next(t for t in texts(state) if t.startswith("discard")))
    while stage(state) == "discard":
        if keep:
            state.apply("keep")
        else:
            state.apply(next(t for t in texts(state) if t.startswith("discard")) if len(texts(state)) > 1
                        else "keep")
    return state


def place_cubes(state: Any, card: str = "wonder") -> Any:
    while stage(state) == "vp":
        state.apply(f"vp {card}")
    return state


def battle(state: Any, attacker: dict[str, int], defender: dict[str, int], area: str = "holding",
           card: str = "perm_attack", target: int | None = None) -> Any:
    """The player to move plays ``card`` against ``target`` (default: the next seat) in ``area``; both sides
    commit the given units and they are revealed. The state is then at the battle's first decision."""
    seat = state.current_player
    state.apply(f"play {card}")
    if stage(state) == "god":
        state.apply("no_power")
    state.apply(f"target {(seat + 1) % len(data(state)['res']) if target is None else target}")
    state.apply(f"area {area}")
    commit(state, attacker)
    commit(state, defender)
    state.apply("reveal")
    return state


def encounter(state: Any, attacker_card: str, defender_card: str) -> Any:
    """Both sides fight on (no retreat), pick the given battle cards (``unit`` or ``unit figure``), and the cards
    are revealed: the state is then at the next decision (a declaration) or at the roll of the dice."""
    battle_data = data(state)["battle"]
    assert battle_data["phase"] == "retreat", battle_data["phase"]
    while data(state)["battle"]["phase"] == "retreat":
        state.apply("fight")
    for name in (attacker_card, defender_card):
        state.apply(f"card {name}" if " " in name else f"card {name} 0")
    state.apply("reveal")
    return state


def roll_odds(state: Any) -> Fraction:
    """At the roll: the chance that the attacker wins this encounter."""
    outcomes = chance_texts(state)
    assert set(outcomes) == {"roll attacker", "roll defender"}, outcomes
    return outcomes["roll attacker"]


def dice(state: Any) -> tuple[int, int]:
    """The dice of the last rolled encounter (attacker, defender), read from the log line that reports it
    (« the attacker's Spearman (3 dice) beats the Hoplite (4 dice) »)."""
    for line in reversed(log_texts(state)):
        m = re.search(r"[Tt]he (attacker|defender)'s .* \((\d+) dice\) beats the .* \((\d+) dice\)", line)
        if m:
            winner, loser = int(m.group(2)), int(m.group(3))
            return (winner, loser) if m.group(1) == "attacker" else (loser, winner)
    raise AssertionError("no encounter in the log")


def strict_odds(a: int, b: int) -> Fraction:
    """Chance that ``a`` dice roll strictly more sixes than ``b`` dice, in one roll (no reroll)."""
    from math import comb

    def dist(n: int) -> list[Fraction]:
        return [Fraction(comb(n, k)) * Fraction(1, 6) ** k * Fraction(5, 6) ** (n - k) for k in range(n + 1)]

    da, db = dist(a), dist(b)
    return sum(pa * pb for i, pa in enumerate(da) for j, pb in enumerate(db) if i > j)


def finish_hands(state: Any, seat: int | None = None) -> Any:
    """The hands still to choose are chosen (``seat``'s places left random, the others' the first permanent cards
    offered), then the random cards drawn: the starting player is to play."""
    while stage(state) in ("hand", "hands_chosen", "deal"):
        if state.is_chance_node():
            state.step_chance()
        elif state.current_player == seat:
            state.apply("fill")
        else:
            state.apply(texts(state)[0])
    return state


def fill_hands(state: Any) -> Any:
    """Every player still to build his hand draws random cards up to his limit."""
    while stage(state) in ("hand", "hands_chosen") or (state.is_chance_node() and stage(state) == "deal"):
        if state.is_chance_node():
            state.step_chance()
        else:
            state.apply("fill")
    return state
