"""The arena's results: per pairing win/draw/loss with Wilson intervals, lengths, decision times, Elo."""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Sequence
from typing import Any

from kleos.arena.runner import GameRecord
from kleos.arena.stats import elo_from_score, elo_ratings, percentile, wilson
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
    times: dict[str, list[float]] = {label: [] for label in labels}
    iterations = dict.fromkeys(labels, 0)
    for record in records:
        for seat, label in enumerate(record.labels):
            if record.times:
                times[label].extend(record.times[seat])
            if record.iterations:
                iterations[label] += record.iterations[seat]
    timing = {
        label: {
            "decisions": len(values),
            "mean_s": sum(values) / len(values) if values else 0.0,
            "p95_s": percentile(values, 95),
            "max_s": max(values) if values else 0.0,
            "iterations": iterations[label],
            "iterations_per_s": iterations[label] / sum(values) if iterations[label] and sum(values) else 0.0,
        }
        for label, values in times.items()
    }
    out: dict[str, Any] = {
        "bots": list(labels),
        "games": len(records),
        "avg_steps": sum(r.steps for r in records) / len(records) if records else 0.0,
        "pairings": pairings,
        "timing": timing,
    }
    if len(labels) > 2:
        ratings = elo_ratings(labels, elo_games)
        out["elo"] = dict(sorted(ratings.items(), key=lambda kv: -kv[1]))
    return out


def _pct(x: float | None) -> str:
    return "—" if x is None else f"{100 * x:.1f}%"


def render(results: dict[str, Any]) -> Any:
    """The results as rich tables (a renderable group), in the current language."""
    from rich.console import Group
    from rich.table import Table

    title = Message(results["game"], results["title"])  # the game's title, from its own catalogue
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
    time_table = Table(title=str(_("Decision time per bot")))
    for i, col in enumerate((_("bot"), _("decisions"), _("mean"), _("p95"), _("max"), _("search iterations/s"))):
        time_table.add_column(str(col), justify="left" if i == 0 else "right")
    for label, t in results["timing"].items():
        rate = t.get("iterations_per_s") or 0.0
        time_table.add_row(label, str(t["decisions"]), f"{1000 * t['mean_s']:.1f} ms", f"{1000 * t['p95_s']:.1f} ms",
                           f"{1000 * t['max_s']:.1f} ms", f"{rate:,.0f}" if rate else "—")
    parts: list[Any] = [pair_table, time_table]
    if "elo" in results:
        elo_table = Table(title=str(_("Elo (Bradley–Terry, mean 0)")))
        elo_table.add_column(str(_("bot")))
        elo_table.add_column(str(_("Elo")), justify="right")
        for label, rating in results["elo"].items():
            elo_table.add_row(label, f"{rating:+.0f}")
        parts.append(elo_table)
    return Group(*parts)
