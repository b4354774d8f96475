"""Two arena records of the same games, compared game by game: did a change of a bot win more of the same games?

A bot setting is judged by an arena against a fixed opponent, and two runs of one ``--seed`` play the same games
(the same game seeds, the seats swapped within a round, :mod:`kleos.arena.records`). Their win rates differ by what
the change did and by the game's own chance; comparing the runs game by game separates the two better than two
confidence intervals side by side. A game is known by its seed and the seat of the measured bot (the first spec
of each record's header, unless told otherwise), so the two records may name that bot differently
(``mcts-normal`` and ``mcts-normal:paired=true``). Each game scores the measured bot 1 for a win alone, ``1/k``
for a win shared by ``k`` seats (a draw: shared by all), 0 otherwise; the games whose scores differ are the ones
that tell, and the exact sign test (McNemar's, two-sided) says how likely so lopsided a split of them would be
if the change did nothing.
``scripts/arena_compare.py`` prints it.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

from kleos.arena.times import read_record


def _scores(path: Path, spec: str | None) -> tuple[str, dict[tuple[int, int], float]]:
    """The measured bot's label and its score in each game of the record, by (game seed, its seat)."""
    from kleos.arena.runner import labels_for

    header, games = read_record(path)
    specs = list(header["specs"])
    wanted = specs[0] if spec is None else spec
    if wanted not in specs:
        raise ValueError(f"{path}: no bot {wanted!r} in this record (its bots: {', '.join(specs)})")
    label = labels_for(specs)[specs.index(wanted)]  # a bot given twice is labelled apart (random, random#2)
    scores: dict[tuple[int, int], float] = {}
    for record in games:
        if label not in record["seats"]:
            continue
        seat = record["seats"].index(label)
        winners = record["winners"]
        if not winners:  # a draw: shared by every seat, as a win shared by all
            scores[int(record["seed"]), seat] = 1.0 / len(record["seats"])
        else:
            scores[int(record["seed"]), seat] = 1.0 / len(winners) if seat in winners else 0.0
    return label, scores


def sign_test(better: int, worse: int) -> float:
    """The exact two-sided sign test: the chance of a split of ``better + worse`` games at least this uneven when
    each game is as likely to go either way."""
    n = better + worse
    if n == 0:
        return 1.0
    k = min(better, worse)
    tail = sum(math.comb(n, i) for i in range(k + 1)) / 2.0 ** n
    return min(1.0, 2.0 * tail)


def compare_records(first: str | Path, second: str | Path, spec: str | None = None,
                    second_spec: str | None = None) -> dict[str, Any]:
    """The games both records hold, with the measured bot's score in each and the sign test on the games where it
    differs. ``spec`` names the measured bot of the first record (default: its first), ``second_spec`` that of the
    second (default: ``spec``, or the second record's first)."""
    label_a, a = _scores(Path(first), spec)
    label_b, b = _scores(Path(second), second_spec if second_spec is not None else spec)
    common = sorted(set(a) & set(b))
    better = sum(1 for key in common if b[key] > a[key])
    worse = sum(1 for key in common if b[key] < a[key])
    return {"first": str(first), "second": str(second), "bot": [label_a, label_b],
            "games": [len(a), len(b)], "common": len(common),
            "score": [sum(a[key] for key in common), sum(b[key] for key in common)],
            "same": len(common) - better - worse, "second_better": better, "second_worse": worse,
            "p_value": sign_test(better, worse)}


def comparison_text(result: dict[str, Any]) -> str:
    """A few lines a person reads: the two runs, their scores in the games they share, and the sign test."""
    n = result["common"]
    first, second = result["score"]
    if not n:
        return f"{result['first']} and {result['second']} have no game in common (another seed or opponent?)"

    def share(score: float) -> str:
        return f"{score:g} of {n} ({score / n:.1%})"

    return "\n".join([
        f"first:  {result['first']} ({result['bot'][0]}, {result['games'][0]} games)",
        f"second: {result['second']} ({result['bot'][1]}, {result['games'][1]} games)",
        f"in the {n} games both hold: first {share(first)}, second {share(second)}",
        f"the same outcome in {result['same']}; the second did better in {result['second_better']}, "
        f"worse in {result['second_worse']}; sign test p = {result['p_value']:.3f}",
    ])
