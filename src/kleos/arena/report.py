"""The arena's results: per pairing win/draw/loss with Wilson intervals, lengths, decision times, Elo; for games
of more than two players, per bot its win share (Wilson interval) and mean rank (Student's t interval)."""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Sequence
from typing import Any

from kleos.arena.runner import GameRecord
from kleos.arena.stats import elo_from_score, elo_ratings, t_interval, wilson
from kleos.arena.times import time_stats
from kleos.i18n import Message, translator

_, ngettext = translator("kleos")


def summarize(records: Sequence[GameRecord], labels: Sequence[str]) -> dict[str, Any]:
    """The results of an arena as one JSON-ready dict (decision times under ``"timing"``)."""
    pairings: list[dict[str, Any]] = []
    elo_games: list[tuple[str, str, float]] = []
    for pairing, (a, b) in enumerate(itertools.combinations(labels, 2)):
        games = [r for r in records if r.pairing == pairing]
        wins = draws = losses = 0
        a_seat_wins = [0, 0]
        a_seat_games = [0, 0]
        kinds: Counter[str] = Counter()
        for record in games:
            seat_a = record.labels.index(a)
            a_seat_games[seat_a] += 1
            kinds[record.result] += 1
            if not record.winners or len(record.winners) == len(record.labels):
                draws += 1
                score = 0.5
            elif seat_a in record.winners:
                wins += 1
                a_seat_wins[seat_a] += 1
                score = 1.0
            else:
                losses += 1
                score = 0.0
            elo_games.append((a, b, score))
        n = len(games)
        decided = wins + losses
        score = (wins + 0.5 * draws) / n if n else 0.0
        pairings.append({
            "a": a, "b": b, "games": n, "a_wins": wins, "draws": draws, "b_wins": losses,
            "a_win_rate_decided": wins / decided if decided else None,
            "a_win_rate_decided_ci95": list(wilson(wins, decided)),
            "a_score": score,
            "a_score_ci95": list(wilson(wins + 0.5 * draws, n)),
            "elo_diff": elo_from_score(score) if n else None,
            "a_wins_by_seat": a_seat_wins,
            "a_games_by_seat": a_seat_games,
            "results": dict(sorted(kinds.items())),
            "avg_steps": sum(r.steps for r in games) / n if n else 0.0,
            "avg_decisions": sum(sum(r.decisions) for r in games) / n if n else 0.0,
        })
    out: dict[str, Any] = {
        "bots": list(labels),
        "games": len(records),
        "avg_steps": sum(r.steps for r in records) / len(records) if records else 0.0,
        "pairings": pairings,
        "timing": _timing(records, labels),
    }
    if len(labels) > 2:
        ratings = elo_ratings(labels, elo_games)
        out["elo"] = dict(sorted(ratings.items(), key=lambda kv: -kv[1]))
    return out


def ranks(returns: Sequence[float]) -> list[float]:
    """Each seat's place by its return (1 the best), tied seats sharing the mean of the places they cover."""
    return [1.0 + sum(o > r for o in returns) + (sum(o == r for o in returns) - 1) / 2.0 for r in returns]


def win_shares(record: GameRecord) -> list[float]:
    """Each seat's share of one win: 1/k for each of k winners; a draw (no winner, or all) is shared by all."""
    n = len(record.labels)
    winners = record.winners if record.winners and len(record.winners) < n else tuple(range(n))
    return [1.0 / len(winners) if seat in winners else 0.0 for seat in range(n)]


def summarize_table(records: Sequence[GameRecord], labels: Sequence[str]) -> dict[str, Any]:
    """The results of an arena of N > 2 bots at one table (seats rotated), as one JSON-ready dict.

    Per bot: games won alone and shared (a draw counts as shared by all), the win share (its mean share of
    each game's win: 1/N is par) with a Wilson interval, and the mean rank (from the returns; 1 is first)
    with a Student's t interval over the rounds' means: a round of N games has one seed and every seat,
    so its mean is free of the seat's effect, and rounds, unlike the games within one, are independent.
    """
    players = len(labels)
    rounds: dict[int, dict[str, list[float]]] = {}  # round seed -> bot -> ranks
    standings = []
    kinds: Counter[str] = Counter()
    for record in records:
        kinds[record.result] += 1
        for seat, rank in enumerate(ranks(record.returns)):
            rounds.setdefault(record.seed, {}).setdefault(record.labels[seat], []).append(rank)
    for label in labels:
        games = [(r, r.labels.index(label)) for r in records]
        shares = [win_shares(r)[seat] for r, seat in games]
        places = [ranks(r.returns)[seat] for r, seat in games]
        share_by_seat = [0.0] * players
        games_by_seat = [0] * players
        for (_r, seat), share in zip(games, shares, strict=True):
            share_by_seat[seat] += share
            games_by_seat[seat] += 1
        n = len(games)
        round_means = [sum(v) / len(v) for bots in rounds.values() if (v := bots.get(label))]
        interval = t_interval(round_means)
        standings.append({
            "bot": label,
            "games": n,
            "wins_alone": sum(1 for s in shares if s == 1.0),
            "wins_shared": sum(1 for s in shares if 0.0 < s < 1.0),
            "win_share": sum(shares) / n if n else None,
            "win_share_ci95": list(wilson(sum(shares), n)),
            "mean_rank": sum(places) / n if n else None,
            "mean_rank_ci95": None if interval is None else [max(1.0, interval[0]), min(float(players), interval[1])],
            "win_share_by_seat": [s / g if g else None for s, g in zip(share_by_seat, games_by_seat, strict=True)],
            "games_by_seat": games_by_seat,
        })
    return {
        "bots": list(labels),
        "players": players,
        "games": len(records),
        "rounds": len(rounds),
        "avg_steps": sum(r.steps for r in records) / len(records) if records else 0.0,
        "avg_decisions": sum(sum(r.decisions) for r in records) / len(records) if records else 0.0,
        "results": dict(sorted(kinds.items())),
        "standings": standings,
        "timing": _timing(records, labels),
    }


def _timing(records: Sequence[GameRecord], labels: Sequence[str]) -> dict[str, dict[str, Any]]:
    """Per bot: its decisions, their mean, p50, p95, p99 and longest wall time, and its search iterations per
    second."""
    times: dict[str, list[float]] = {label: [] for label in labels}
    iterations = dict.fromkeys(labels, 0)
    for record in records:
        for seat, label in enumerate(record.labels):
            if record.times:
                times[label].extend(record.times[seat])
            if record.iterations:
                iterations[label] += record.iterations[seat]
    return {
        label: {
            **time_stats(values),
            "iterations": iterations[label],
            "iterations_per_s": iterations[label] / sum(values) if iterations[label] and sum(values) else 0.0,
        }
        for label, values in times.items()
    }


def _pct(x: float | None) -> str:
    return "—" if x is None else f"{100 * x:.1f}%"


def render(results: dict[str, Any]) -> Any:
    """The results as rich tables (a renderable group), in the current language."""
    from rich.console import Group
    from rich.table import Table

    title = Message(results["game"], results["title"])  # the game's title, from its own catalogue
    if "standings" in results:
        return Group(_table(results, title), _time_table(results))
    head = ngettext("{game} — {n} game per pairing, seed {seed}", "{game} — {n} games per pairing, seed {seed}",
                    results["games_per_pairing"], game=title, n=results["games_per_pairing"], seed=results["seed"])
    pair_table = Table(title=str(head))
    columns = (_("A"), _("B"), _("A W-D-L"), _("A wins of decided (95% CI)"), _("A score (95% CI)"), _("Elo A−B"),
               _("steps/decisions"))
    for i, col in enumerate(columns):
        pair_table.add_column(str(col), justify="left" if i < 2 else "right")
    for p in results["pairings"]:
        lo, hi = p["a_win_rate_decided_ci95"]
        slo, shi = p["a_score_ci95"]
        pair_table.add_row(
            p["a"], p["b"], f"{p['a_wins']}-{p['draws']}-{p['b_wins']}",
            f"{_pct(p['a_win_rate_decided'])} ({_pct(lo)}–{_pct(hi)})",
            f"{_pct(p['a_score'])} ({_pct(slo)}–{_pct(shi)})",
            "—" if p["elo_diff"] is None else f"{p['elo_diff']:+.0f}",
            f"{p['avg_steps']:.0f}/{p['avg_decisions']:.0f}",
        )
    parts: list[Any] = [pair_table, _time_table(results)]
    if "elo" in results:
        elo_table = Table(title=str(_("Elo (Bradley–Terry, mean 0)")))
        elo_table.add_column(str(_("bot")))
        elo_table.add_column(str(_("Elo")), justify="right")
        for label, rating in results["elo"].items():
            elo_table.add_row(label, f"{rating:+.0f}")
        parts.append(elo_table)
    return Group(*parts)


def _time_table(results: dict[str, Any]) -> Any:
    from rich.table import Table

    time_table = Table(title=str(_("Decision time per bot")))
    columns = (_("bot"), _("decisions"), _("mean"), _("p50"), _("p95"), _("p99"), _("max"), _("search iterations/s"))
    for i, col in enumerate(columns):
        time_table.add_column(str(col), justify="left" if i == 0 else "right")
    for label, t in results["timing"].items():
        rate = t.get("iterations_per_s") or 0.0
        figures = [t.get(key) for key in ("mean_s", "p50_s", "p95_s", "p99_s", "max_s")]  # p50, p99: newer reports
        time_table.add_row(label, str(t["decisions"]), *("—" if x is None else f"{1000 * x:.1f} ms" for x in figures),
                           f"{rate:,.0f}" if rate else "—")
    return time_table


def _table(results: dict[str, Any], title: Message) -> Any:
    """The standings of an arena of N > 2 bots at one table."""
    from rich.table import Table

    n, players = results["games"], results["players"]
    head = ngettext("{game} — {n} game, {players} players, seats rotated, seed {seed}",
                    "{game} — {n} games, {players} players, seats rotated, seed {seed}", n, game=title, n=n,
                    players=players, seed=results["seed"])
    caption = _("win share: each game's win shared among its winners (a draw among all), par {par}; rank 1 is "
                "first; a game lasts {steps:.0f} steps, {decisions:.0f} decisions on average", par=_pct(1 / players),
                steps=results["avg_steps"], decisions=results["avg_decisions"])
    table = Table(title=str(head), caption=str(caption))
    columns = (_("bot"), _("won alone"), _("shared"), _("win share (95% CI)"), _("mean rank (95% CI)"),
               _("win share by seat"))
    for i, col in enumerate(columns):
        table.add_column(str(col), justify="left" if i == 0 else "right")
    for row in results["standings"]:
        lo, hi = row["win_share_ci95"]
        rank = "—" if row["mean_rank"] is None else f"{row['mean_rank']:.2f}"
        interval = row["mean_rank_ci95"]
        table.add_row(
            row["bot"], str(row["wins_alone"]), str(row["wins_shared"]),
            f"{_pct(row['win_share'])} ({_pct(lo)}–{_pct(hi)})",
            rank if interval is None else f"{rank} ({interval[0]:.2f}–{interval[1]:.2f})",
            " ".join(_pct(x) for x in row["win_share_by_seat"]),
        )
    return table
