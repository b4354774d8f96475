"""The arena's statistics: Wilson score intervals, Student's t intervals, Elo from a score, Bradley–Terry Elo
ratings, percentiles."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

#: two-sided 95% normal quantile
Z95 = 1.959963984540054


def wilson(successes: float, trials: float, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (``(0.0, 1.0)`` when there is no trial)."""
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    z2 = z * z
    centre = (p + z2 / (2 * trials)) / (1 + z2 / trials)
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / (1 + z2 / trials)
    return (max(0.0, centre - half), min(1.0, centre + half))


def student_t_cdf_two_sided(t: float, df: int) -> float:
    """``P(|T| <= t)`` for Student's t with ``df`` degrees of freedom (exact for integer ``df``: the finite sums
    of Abramowitz & Stegun 26.7.3-4, in ``theta = atan(t / sqrt(df))``)."""
    if t <= 0:
        return 0.0
    theta = math.atan(t / math.sqrt(df))
    c2 = math.cos(theta) ** 2
    s = math.sin(theta)
    if df % 2:  # odd
        term, total = math.cos(theta), 0.0
        if df > 1:
            total = term
            for k in range(3, df - 1, 2):  # terms cos^k with coefficients 2·4···(k-1) / 1·3···k
                term *= c2 * (k - 1) / k
                total += term
        return min(1.0, 2.0 / math.pi * (theta + s * total))
    term, total = 1.0, 1.0
    for k in range(2, df - 1, 2):  # terms cos^k with coefficients 1·3···(k-1) / 2·4···k
        term *= c2 * (k - 1) / k
        total += term
    return min(1.0, s * total)


def student_t_quantile(p: float, df: int) -> float:
    """The ``p`` quantile (``p`` in ``(0.5, 1)``) of Student's t with ``df >= 1`` degrees of freedom."""
    target = 2.0 * p - 1.0
    lo, hi = 0.0, 1.0
    while student_t_cdf_two_sided(hi, df) < target:
        hi *= 2.0
    for _ in range(100):
        mid = (lo + hi) / 2.0
        if student_t_cdf_two_sided(mid, df) < target:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2.0


def t_interval(values: Sequence[float], p: float = 0.975) -> tuple[float, float] | None:
    """The 95% Student's t interval of the mean of ``values`` (independent samples); ``None`` below two."""
    n = len(values)
    if n < 2:
        return None
    mean = sum(values) / n
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1))
    half = student_t_quantile(p, n - 1) * sd / math.sqrt(n)
    return (mean - half, mean + half)


def elo_from_score(score: float) -> float:
    """The Elo difference that predicts the expected ``score`` (0..1); clamped at ±800 for 0 and 1."""
    if score <= 0.0:
        return -800.0
    if score >= 1.0:
        return 800.0
    return max(-800.0, min(800.0, -400.0 * math.log10(1.0 / score - 1.0)))


def expected_score(elo_diff: float) -> float:
    """The expected score of a player rated ``elo_diff`` above its opponent."""
    return 1.0 / (1.0 + 10.0 ** (-elo_diff / 400.0))


def elo_ratings(players: Sequence[str], games: Iterable[tuple[str, str, float]], prior_draws: float = 1.0,
                iterations: int = 2000) -> dict[str, float]:
    """Bradley–Terry maximum-likelihood Elo ratings from ``(a, b, score of a)`` results, mean 0.

    A draw counts as half a win for each side. ``prior_draws`` virtual draws between every
    pair that met keep the ratings finite when one side won every game. Solved with the
    minorization–maximization iteration of Hunter (2004).
    """
    index = {p: i for i, p in enumerate(players)}
    n = len(players)
    wins = [0.0] * n
    pair_games: dict[tuple[int, int], float] = {}
    for a, b, score in games:
        i, j = index[a], index[b]
        if i == j:
            continue
        wins[i] += score
        wins[j] += 1.0 - score
        key = (min(i, j), max(i, j))
        pair_games[key] = pair_games.get(key, 0.0) + 1.0
    for key in list(pair_games):
        i, j = key
        pair_games[key] += 2.0 * prior_draws
        wins[i] += prior_draws
        wins[j] += prior_draws
    gamma = [1.0] * n
    for _ in range(iterations):
        new = gamma.copy()
        for i in range(n):
            denom = 0.0
            for (a, b), count in pair_games.items():
                if i in (a, b):
                    j = b if i == a else a
                    denom += count / (gamma[i] + gamma[j])
            if denom > 0:
                new[i] = wins[i] / denom
        mean_log = sum(math.log(g) for g in new if g > 0) / max(1, sum(1 for g in new if g > 0))
        new = [g / math.exp(mean_log) if g > 0 else g for g in new]
        delta = max(abs(x - y) for x, y in zip(new, gamma, strict=True))
        gamma = new
        if delta < 1e-10:
            break
    return {p: (400.0 * math.log10(gamma[index[p]]) if gamma[index[p]] > 0 else -800.0) for p in players}


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q``-th percentile (0..100) by linear interpolation; 0.0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    pos = (len(ordered) - 1) * q / 100.0
    lo = math.floor(pos)
    hi = math.ceil(pos)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (pos - lo)
