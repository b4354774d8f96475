"""Age of Mythology VIII and IX: what each seat is shown of a battle, and the re-deal of what it has not seen.

Secret choices (the units committed, VIII; the battle card, IX phase 1; the throw and berserk declarations when
both sides declare, DEC-5) are sequential hidden decisions: a seat sees its own at once and the other side's
only after the reveal that shows both together. ``redeal`` serves ``determinize(seat)``: every commitment the
seat has not seen becomes a random legal one, the same number of steps long.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kleos.aom.battle_dice import ATTACKER, DEFENDER
from kleos.aom.battle_setup import CARD, COMMIT, DECLARE, REVEAL_CARDS, REVEAL_DECLARE, REVEAL_FORCES, ROLL

if TYPE_CHECKING:
    from kleos.aom.battle import Battle



def view(b: Battle, seat: int | None) -> dict[str, Any]:
    """What ``seat`` (or a spectator, ``None``) may know: never the other side's unrevealed commitment."""
    me = b.seats.index(seat) if seat in b.seats else None
    forces_shown = b.phase not in (COMMIT, REVEAL_FORCES)
    cards_shown = b.phase not in (CARD, REVEAL_CARDS)
    declared_shown = b.phase not in (DECLARE, REVEAL_DECLARE)
    sides = []
    for s in (ATTACKER, DEFENDER):
        mine = s == me
        sides.append({
            "seat": b.seats[s], "cap": b.caps[s], "available": dict(b.available[s]),
            "committed": dict(b.committed[s]) if (mine or forces_shown) else None,
            "forces": dict(b.forces[s]) if forces_shown else None,
            "hydra": {u: list(k) for u, k in b.counters[s].items()},
            "card": list(b.cards[s]) if b.cards[s] is not None and (mine or cards_shown) else None,
            "fighting": b.fighters[s], "swapped": b.swapped[s],
            "declared": b.declared[s] if (mine or declared_shown) else None,
            "lost": dict(b.lost[s]), "gained": dict(b.gained[s]), "returned": dict(b.returned[s]),
            "reinforced": dict(b.reinforced[s]), "favor": b.favor[s],
        })
    return {"attacker": b.seats[0], "defender": b.seats[1], "area": b.area, "phase": b.phase,
            "to_move": b.to_move(), "secret": b.is_secret(), "encounter": b.encounter,
            "powers": [dict(e) for e in b.mods.powers], "fort": b.fort() if forces_shown else None,
            "isis": b.isis, "dice": list(b.dice()) if b.phase == ROLL else None,
            "dice_parts": b.dice_parts() if b.phase == ROLL else None,
            "sides": sides, "last": b.last, "result": b.result()}


def redeal(b: Battle, seat: int, rng: Any) -> None:
    """For ``determinize(seat)``: replace every secret of the other side that ``seat`` has not seen (its
    committed units before the reveal, its chosen card, its declaration) by a random legal one."""
    me = b.seats.index(seat) if seat in b.seats else None
    other = [s for s in (ATTACKER, DEFENDER) if s != me]
    for s in other:
        if b.phase in (COMMIT, REVEAL_FORCES) and (b.phase == REVEAL_FORCES or s < b.side
                                                        or (s == b.side and b.step > 0)):
            _redeal_commit(b, s, rng)
        elif b.phase in (CARD, REVEAL_CARDS) and b.cards[s] is not None:
            options = _card_options(b, s)
            b.cards[s] = list(options[rng.randrange(len(options))])
        elif b.phase in (DECLARE, REVEAL_DECLARE) and len(b.declaring) == 2 and (
                b.phase == REVEAL_DECLARE or s < b.side):
            options = ["none", *b._declarations(s)]
            pick = options[rng.randrange(len(options))]
            b.declared[s] = None if pick == "none" else pick


def _card_options(b: Battle, s: int) -> list[tuple[str, int]]:
    saved = b.phase, b.side
    b.phase = CARD
    options = [(a["unit"], a["figure"]) for a in b._legal(s)]
    b.phase, b.side = saved
    return options


def _redeal_commit(b: Battle, s: int, rng: Any) -> None:
    """Re-deal the first ``steps`` commitment steps of side ``s`` at random (same steps, legal counts)."""
    steps = len(b.order[s]) if (b.phase == REVEAL_FORCES or s < b.side) else b.step
    saved = b.phase, b.side, b.step
    b.committed[s] = {}
    b.phase, b.side = COMMIT, s
    for i in range(steps):
        b.step = i
        lo, hi = b._commit_range(s)
        n = lo + rng.randrange(hi - lo + 1)
        if n:
            b.committed[s][b.order[s][i]] = n
    b.phase, b.side, b.step = saved
