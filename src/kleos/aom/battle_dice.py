"""Age of Mythology IX, phases 2 and 3: how many dice each fighting unit rolls, who wins on equal sixes, and the
exact chances of each side winning an encounter.

Dice (IX phase 2, aom.md 3.6.4): the card's base dice (MIRROR: plus the opposing card's base dice), + N for each
bonus line "+N vs X" with X among the opposing card's types (a. and b.1; every matching line counts, DEC-3, or
the highest only with ``stacking="highest"``), + the specials' dice (b.2: THROW +3, BERSERK +2, HYDRA +1 per
kill), + the god powers' dice (b.3: Bragi +1), + 2 for the defender with a Wall (city) or a Tower (production)
that is not cancelled (b.4).

Rolling (IX phase 3): each side counts its sixes; more sixes wins. Equal counts (none included) are rerolled with
the same dice until a winner comes out, unless exactly one side wins ties (WIN_TIES) or, failing that, exactly one
side is berserk (it loses ties) (aom.md 3.6.3 step 6, DEC-4). Rerolls change nothing but the dice, so an
encounter has two outcomes, the winning side, whose chances are those of the decisive rolls.
"""

from __future__ import annotations

from functools import lru_cache
from math import comb
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kleos.aom.data import Static, Unit

ATTACKER, DEFENDER = 0, 1

# the special abilities the battle reads (units.yaml's ``specials``; aom.md 2.3)
NEGATE_FORT, DESTROY2, THROW, HYDRA, WIN_TIES, BERSERK = (
    "NEGATE_FORT", "DESTROY2", "THROW", "HYDRA", "WIN_TIES", "BERSERK")
MUMMIFY, RESURRECTABLE, RESURRECTOR, SWAP, SWAP_SUBSTITUTE = (
    "MUMMIFY", "RESURRECTABLE", "RESURRECTOR", "SWAP", "SWAP_SUBSTITUTE")
VALKYRIE, ROUT, MIRROR, REINFORCE = "VALKYRIE", "ROUT", "MIRROR", "REINFORCE"
GIANT, HERO = "giant", "hero"  # a unit's types (class and sub-types, 2.1)
THROW_DICE, BERSERK_DICE = 3, 2  # aom.md 2.3 (IX round 4: the Cyclops "lance 3 dés en plus")


def dice(static: Static, unit: Unit, opponent: Unit, *, throw: bool = False, berserk: bool = False,
         kills: int = 0, extra: int = 0, fort: int = 0, stacking: str = "all",
         medusa_giant_bonus: int | None = None) -> int:
    """IX phase 2: the number of dice ``unit`` rolls against ``opponent`` in one encounter; ``extra``: god powers'
    dice (Bragi), ``fort``: the defender's Wall or Tower dice when they count."""
    n = unit.dice + (opponent.dice if unit.has(MIRROR) else 0)
    n += static.bonus(unit.index, opponent.index, stacking=stacking, medusa_giant_bonus=medusa_giant_bonus)
    return n + THROW_DICE * throw + BERSERK_DICE * berserk + kills + extra + fort


def parts(static: Static, unit: Unit, opponent: Unit, *, throw: bool = False, berserk: bool = False,
          kills: int = 0, extra: int = 0, fort: int = 0, stacking: str = "all",
          medusa_giant_bonus: int | None = None) -> dict[str, int]:
    """:func:`dice` line by line, for people: the printed dice, MIRROR's, the bonus lines, the specials', the god
    powers' and the Wall's or Tower's."""
    return {"base": unit.dice, "mirror": opponent.dice if unit.has(MIRROR) else 0,
            "bonus": static.bonus(unit.index, opponent.index, stacking=stacking, medusa_giant_bonus=medusa_giant_bonus),
            "throw": THROW_DICE * throw, "berserk": BERSERK_DICE * berserk, "hydra": kills, "god": extra, "fort": fort}


def tie_winner(win_ties: tuple[bool, bool], berserk: tuple[bool, bool]) -> int | None:
    """IX phase 3 with the specials: who wins on equal six-counts, or ``None`` (reroll)."""
    if win_ties[0] != win_ties[1]:
        return ATTACKER if win_ties[0] else DEFENDER
    if berserk[0] != berserk[1]:
        return DEFENDER if berserk[0] else ATTACKER
    return None


def ties_rule(units: tuple[Unit, Unit], berserk: tuple[bool, bool]) -> int | None:
    return tie_winner((units[0].has(WIN_TIES), units[1].has(WIN_TIES)), berserk)


def _ways(n: int) -> list[int]:
    """The number of the 6**n rolls of ``n`` dice that show exactly k sixes, for k = 0..n."""
    return [comb(n, k) * 5 ** (n - k) for k in range(n + 1)]


@lru_cache(maxsize=4096)
def contest(n: int, m: int) -> tuple[int, int, int]:
    """Of the 6**(n+m) rolls of ``n`` dice against ``m``: how many the first side wins, ties and loses."""
    a, d = _ways(n), _ways(m)
    below = 0  # rolls of the m dice with fewer sixes than k
    wins = ties = 0
    for k, ways in enumerate(a):
        if k < len(d):
            ties += ways * d[k]
        wins += ways * below
        if k < len(d):
            below += d[k]
    total = 6 ** (n + m)
    return wins, ties, total - wins - ties


def weights(n: int, m: int, tie: int | None) -> tuple[int, int]:
    """The integer weights of (attacker wins, defender wins) after any rerolls (``tie``: :func:`tie_winner`)."""
    wins, ties, losses = contest(n, m)
    if tie == ATTACKER:
        return wins + ties, losses
    if tie == DEFENDER:
        return wins, ties + losses
    return wins, losses


def roll_result(sixes: tuple[int, int], tie: int | None) -> int | None:
    """IX phase 3 on one roll: the winning side, or ``None`` when the dice are rerolled."""
    if sixes[0] != sixes[1]:
        return ATTACKER if sixes[0] > sixes[1] else DEFENDER
    return tie

