"""The arena's statistics: Wilson and Student's t intervals, Elo from a score, Bradley–Terry ratings, percentiles."""

from __future__ import annotations

import math

import pytest

from kleos.arena.stats import (
    elo_from_score,
    elo_ratings,
    expected_score,
    percentile,
    student_t_quantile,
    t_interval,
    wilson,
)


def test_wilson_matches_known_values():
    # 90 successes of 100: the textbook Wilson interval is (0.8256, 0.9448).
    lo, hi = wilson(90, 100)
    assert lo == pytest.approx(0.82565, abs=1e-4) and hi == pytest.approx(0.94477, abs=1e-4)
    lo, hi = wilson(0, 10)
    assert lo == 0.0 and hi == pytest.approx(0.27753, abs=1e-4)
    lo, hi = wilson(10, 10)
    assert lo == pytest.approx(0.72247, abs=1e-4) and hi == pytest.approx(1.0)
    assert wilson(0, 0) == (0.0, 1.0)


def test_wilson_is_centred_and_narrows_with_more_games():
    lo, hi = wilson(50, 100)
    assert (lo + hi) / 2 == pytest.approx(0.5)
    lo2, hi2 = wilson(500, 1000)
    assert hi2 - lo2 < hi - lo


def test_elo_from_score_inverts_the_expected_score():
    for diff in (-400, -100, 0, 150, 300):
        assert elo_from_score(expected_score(diff)) == pytest.approx(diff)
    assert elo_from_score(0.75) == pytest.approx(190.85, abs=0.01)
    assert elo_from_score(1.0) == 800.0 and elo_from_score(0.0) == -800.0


def test_bradley_terry_recovers_ratings_and_has_mean_zero():
    # A beats B 3 games in 4 and B beats C 3 in 4 (many games: the prior hardly matters).
    games = [("A", "B", 1.0)] * 300 + [("A", "B", 0.0)] * 100 + [("B", "C", 1.0)] * 300 + [("B", "C", 0.0)] * 100
    ratings = elo_ratings(["A", "B", "C"], games)
    assert sum(ratings.values()) == pytest.approx(0.0, abs=1e-6)
    step = 400 * math.log10(3)
    assert ratings["A"] - ratings["B"] == pytest.approx(step, rel=0.02)
    assert ratings["B"] - ratings["C"] == pytest.approx(step, rel=0.02)


def test_bradley_terry_stays_finite_when_one_bot_wins_everything_and_counts_draws_as_halves():
    ratings = elo_ratings(["A", "B"], [("A", "B", 1.0)] * 10)
    assert 0 < ratings["A"] - ratings["B"] < 1000
    even = elo_ratings(["A", "B"], [("A", "B", 0.5)] * 10)
    assert even["A"] == pytest.approx(even["B"], abs=1e-6)


def test_percentile_interpolates():
    assert percentile([1, 2, 3, 4, 5], 50) == 3
    assert percentile(list(range(101)), 95) == pytest.approx(95)
    assert percentile([1.0, 2.0], 95) == pytest.approx(1.95)
    assert percentile([], 95) == 0.0


@pytest.mark.parametrize(("df", "quantile"), [
    # the tables' 97.5% quantiles of Student's t (scipy.stats.t.ppf(0.975, df))
    (1, 12.706204736), (2, 4.302652730), (3, 3.182446305), (4, 2.776445105), (9, 2.262157163),
    (10, 2.228138852), (29, 2.045229642), (100, 1.983971519), (1500, 1.961546754),
])
def test_student_t_quantiles_are_exact(df: int, quantile: float):
    assert student_t_quantile(0.975, df) == pytest.approx(quantile, abs=1e-8)
    assert student_t_quantile(0.9, 5) == pytest.approx(1.475884049, abs=1e-8)


def test_t_interval_of_a_mean():
    # 1, 2, 3, 4, 5: mean 3, sd sqrt(2.5), t(0.975, 4) = 2.7764
    lo, hi = t_interval([1.0, 2.0, 3.0, 4.0, 5.0])
    half = 2.776445105 * math.sqrt(2.5) / math.sqrt(5)
    assert lo == pytest.approx(3 - half) and hi == pytest.approx(3 + half)
    assert t_interval([2.0, 2.0, 2.0]) == (2.0, 2.0)
    assert t_interval([1.0]) is None and t_interval([]) is None
