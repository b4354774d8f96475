"""A learned evaluation for Age of Mythology: positions of heuristic self-play and who won, then a logistic fit.

    python3 scripts/aom_value.py play --games 3000 --seed 1 --workers 2 --out runs/aom-value-2p.jsonl
    python3 scripts/aom_value.py fit runs/aom-value-2p.jsonl --test-share 0.2 --write

``play`` plays ``kleos selfplay``'s games (game seed ``seed + k``, the heuristic at every seat, or ``--bot``,
seeded from the game) and keeps, from a share of the positions where a seat decides (drawn from the game's seed: the
same games give the same rows), every player's standing term by term (``TERMS`` in ``kleos.bots.heuristics.aom``)
and the turns left; one JSON line a game, with its returns, resumable (a game already in the file is not played
again). The rows can be made again from the seeds alone, so the file need not be kept.

``fit`` weighs the terms by the turns left (a weight ``a + b·τ`` a term, τ the turns left over 15, capped at 1),
fitted by an L2-regularised conditional logit: each player's chance to win is the softmax of the players' weighted
terms (at 2 players, a logistic regression on the difference of the two players' terms: the value is
antisymmetric). It prints the held-out games' log loss and how often the likeliest player won, beside the hand
weights' (every term weighed 1, at the scale that fits best), and with ``--write`` writes the weights to
``src/kleos/bots/heuristics/aom_value.yaml`` with what they were fitted on.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
from pathlib import Path
from typing import Any

from kleos.bots import make_bot
from kleos.bots.evaluation import board_view
from kleos.bots.heuristics import aom
from kleos.engine import Rng, load_game

HORIZON = 15.0  # turns left at which τ reaches 1 (a 2-player game is 15 turns, X)


def play_one(args: tuple[int, int, float, str]) -> dict[str, Any]:
    seed, players, share, bot = args
    game = load_game("aom", players=players)
    state = game.new_initial_state(seed)
    bots = [make_bot(bot, game, seed * 16 + s) for s in range(players)]
    draw = Rng(seed ^ 0x5EED)
    rows = []
    while not state.is_terminal():
        if state.is_chance_node():
            state.step_chance()
            continue
        seat = state.current_player
        if draw.random() < share:
            board = board_view(state, seat, aom.VIEW_KEYS)
            rows.append([round(aom.turns_left(board), 3),
                         [[round(x, 4) for x in t] for t in aom._terms(board)]])
        state.apply(bots[seat].act(state, seat))
    return {"seed": seed, "players": players, "bot": bot, "share": share, "returns": list(state.returns()),
            "rows": rows}


def play(args: argparse.Namespace) -> None:
    out = Path(args.out)
    done = set()
    if out.exists():
        for line in out.read_text().splitlines():
            try:
                done.add(json.loads(line)["seed"])
            except (ValueError, KeyError):
                continue  # a line cut short: played again
    todo = [(args.seed + k, args.players, args.share, args.bot) for k in range(args.games) if args.seed + k not in done]
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("a") as f, multiprocessing.get_context("fork").Pool(args.workers) as pool:
        for k, record in enumerate(pool.imap_unordered(play_one, todo), 1):
            f.write(json.dumps(record) + "\n")
            f.flush()
            print(f"\r{k}/{len(todo)} games", end="", file=sys.stderr)
    print(file=sys.stderr)


def _dataset(paths: list[str], test_share: float) -> tuple[Any, ...]:
    """Train and test parts (the last games by seed held out), each as groups by number of players: a feature array
    (positions x players x features: the terms, then the terms times tau) and the winners' shares (1/k each of k
    winners; a game won by nobody shared by all)."""
    import numpy as np

    games = [json.loads(line) for path in paths for line in Path(path).read_text().splitlines() if line.strip()]
    games.sort(key=lambda g: (g["players"], g["seed"]))
    parts: list[dict[int, tuple[Any, Any]]] = [{}, {}]
    counts = [0, 0]
    for n in sorted({g["players"] for g in games}):
        group = [g for g in games if g["players"] == n]
        cut = int(len(group) * (1.0 - test_share))
        for k, part in enumerate((group[:cut], group[cut:])):
            counts[k] += len(part)
            xs, ys = [], []
            for g in part:
                r = g["returns"]
                top = max(r)
                won = [1.0 if v == top else 0.0 for v in r]
                share = [w / sum(won) for w in won]
                for left, terms in g["rows"]:
                    tau = min(left, HORIZON) / HORIZON
                    t = np.array(terms)
                    xs.append(np.concatenate([t, t * tau], axis=1))
                    ys.append(share)
            if xs:
                parts[k][n] = (np.array(xs), np.array(ys))
    made = sorted({(g["players"], g.get("bot", "heuristic"), g.get("share", 0.1)) for g in games})
    seeds = {n: [min(g["seed"] for g in games if g["players"] == n), max(g["seed"] for g in games
                                                                         if g["players"] == n)] for n in parts[0]}
    return parts[0], parts[1], counts[0], counts[1], made, seeds


def _softmax(s: Any) -> Any:
    import numpy as np

    e = np.exp(s - s.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def _conditional_logit(groups: dict[int, tuple[Any, Any]], l2: float, iterations: int = 50) -> Any:
    """Newton's method on the mean log loss of the winners' shares under a softmax of the players' weighted terms,
    with an L2 penalty (at 2 players: a logistic regression on the difference of the two players' terms)."""
    import numpy as np

    size = sum(len(y) for _, y in groups.values())
    features = next(iter(groups.values()))[0].shape[2]
    w = np.zeros(features)
    for _ in range(iterations):
        grad = l2 * w
        hess = l2 * np.eye(features)
        for x, y in groups.values():
            p = _softmax(x @ w)
            mean = np.einsum("rp,rpf->rf", p, x)
            grad = grad + np.einsum("rp,rpf->f", p - y, x) / size
            hess = hess + (np.einsum("rp,rpf,rpg->fg", p, x, x) - mean.T @ mean) / size
        step = np.linalg.solve(hess, grad)
        w = w - step
        if np.abs(step).max() < 1e-9:
            break
    return w


def _scores(groups: dict[int, tuple[Any, Any]], w: Any) -> tuple[float, float]:
    """Mean log loss of the winners' shares, and how often the likeliest player is a winner."""
    import numpy as np

    losses, hits = [], []
    for x, y in groups.values():
        p = np.clip(_softmax(x @ w), 1e-12, 1.0)
        losses.append(-(y * np.log(p)).sum(axis=1))
        hits.append(y[np.arange(len(y)), p.argmax(axis=1)] > 0)
    return float(np.concatenate(losses).mean()), float(np.concatenate(hits).mean())


def fit(args: argparse.Namespace) -> None:
    import numpy as np

    train, test, n_train, n_test, made, seeds = _dataset(args.data, args.test_share)
    k = len(aom.TERMS)
    # the hand weights: every term 1, at the scale that fits best (one weight on the standing)
    hand = np.concatenate([np.ones(k), np.zeros(k)])
    scale = _conditional_logit({n: ((x @ hand)[:, :, None], y) for n, (x, y) in train.items()}, 0.0)[0]
    w = _conditional_logit(train, args.l2)
    hand_loss, hand_acc = _scores(test, hand * scale)
    loss, acc = _scores(test, w)
    positions = sum(len(y) for _, y in train.values())
    print(f"train: {n_train} games, {positions} positions; test: {n_test} games "
          f"({', '.join(f'{n} players' for n in sorted(train))})")
    print(f"hand weights (scale {scale:.3f}): log loss {hand_loss:.4f}, a winner the likeliest {hand_acc:.3f}")
    print(f"learned weights (l2 {args.l2}): log loss {loss:.4f}, a winner the likeliest {acc:.3f}")
    print("term: weight at the end, with 15 turns or more left")
    for i, name in enumerate(aom.TERMS):
        print(f"  {name:15} {w[i]:7.3f} {w[i] + w[k + i]:7.3f}")
    if args.write:
        import yaml

        doc = {
            "fitted_on": {"play": [{"players": n, "bot": bot, "share": share, "seeds": seeds[n]}
                                   for n, bot, share in made],
                          "games": n_train,
                          "positions": positions, "test_games": n_test, "l2": args.l2,
                          "test_log_loss": round(loss, 4), "test_winner_likeliest": round(acc, 3),
                          "hand_test_log_loss": round(hand_loss, 4), "hand_test_winner_likeliest": round(hand_acc, 3)},
            "horizon": HORIZON,
            "terms": {name: {"end": round(float(w[i]), 4), "per_tau": round(float(w[k + i]), 4)}
                      for i, name in enumerate(aom.TERMS)},
        }
        aom.WEIGHTS_FILE.write_text(
            "# Written by scripts/aom_value.py fit (docs/ai.md, 'Age of Mythology: a learned evaluation'): a term's "
            "weight is end + per_tau * tau,\n# tau the turns left over horizon (capped at 1); a player's chance to "
            "win is the softmax of the weighted terms.\n" + yaml.safe_dump(doc, sort_keys=False))
        print(f"written: {aom.WEIGHTS_FILE}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("play", help="heuristic self-play: positions and who won")
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--share", type=float, default=0.1, help="share of the decisions whose position is kept")
    p.add_argument("--workers", type=int, default=1)
    p.add_argument("--bot", default="heuristic", help="the bot at every seat (heuristic:evaluation=learned: the "
                   "positions of the learned evaluation's own play, for a second fit)")
    p.add_argument("--out", required=True)
    f = sub.add_parser("fit", help="the weights, by a logistic regression")
    f.add_argument("data", nargs="+", help="files of 'play' (any numbers of players)")
    f.add_argument("--test-share", type=float, default=0.2)
    f.add_argument("--l2", type=float, default=1e-4)
    f.add_argument("--write", action="store_true")
    args = parser.parse_args()
    (play if args.command == "play" else fit)(args)


if __name__ == "__main__":
    main()
