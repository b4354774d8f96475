"""Sphactérie 4.2: the combat results table as pure functions over the data in ``data/crt.yaml``.

Odds rounded in the defender's favour, the row clamp (-1 or less, 8 or more), the number of units a fraction
result weakens (rounded in the owner's favour, at least one) and the winner of a cell.
"""

from __future__ import annotations

from kleos.sphacteria.data import Static

FRACTION = {"1/4": (1, 4), "1/2": (1, 2), "3/4": (3, 4)}


def odds_column(static: Static, att: int, dfn: int) -> int:
    """Index of the odds column: the highest whose ratio does not exceed att/dfn (4.2, defender's favour)."""
    if dfn <= 0:
        return len(static.crt.columns) - 1
    col = 0
    for i, (num, den) in enumerate(static.crt.ratios):
        if att * den >= num * dfn:
            col = i
    return col


def clamp_column(static: Static, col: int) -> int:
    return max(0, min(len(static.crt.columns) - 1, col))


def clamp_row(die: int) -> int:
    return max(-1, min(8, die))


def lookup(static: Static, col: int, die: int) -> tuple[str, str]:
    """The cell (attacker's result, defender's result) for a column index and a modified die."""
    return static.crt_rows[clamp_row(die)][clamp_column(static, col)]


def loss_count(result: str, units: int) -> int:
    """How many of ``units`` a result weakens: fractions round down, minimum one (4.2); A and E: all."""
    if units <= 0 or result == "R":
        return 0
    if result in ("A", "E"):
        return units
    num, den = FRACTION[result]
    return min(units, max(1, units * num // den))


def winner_is_attacker(static: Static, att_res: str, def_res: str, tie_winner: str = "defender") -> bool:
    """The smaller loss wins (the printed bold is lost: reference Q1); a tie goes to ``tie_winner``."""
    order = static.crt.severity
    a, d = order.index(att_res), order.index(def_res)
    if a != d:
        return a < d
    return tie_winner == "attacker"
