"""Age of Mythology: what the bots do with their cards, measured over seeded games (docs/ai.md, "Age of Mythology").

Plays games as ``kleos arena`` (``--mode arena``: the arena's games, seats alternated, the arena's bot seeds) or
``kleos selfplay`` (``--mode selfplay``: game seed ``seed + i``, bot seeds ``game_seed * 31 + seat``) and counts, for
each seat, the cards it takes into its hand (VII: ``permanent X`` or ``fill``), the cards it plays by family
(permanent, random, god card) and action, the god powers used, the buildings built, the Trades (exchanges, victory
cubes bought at a Great Temple), the battles fought and won, the ages entered, the passes and the cards discarded or
kept at the turn's end; and for each game how it ended (X: the Wonder or the last victory cube), after how many
turns, who was the first player (VI) and who won. Only the engine's public API and ``make_bot`` are used, so that
the same script measures an older commit (``PYTHONPATH=<its worktree>/src``).

    PYTHONPATH=src nice -n 5 python3 scripts/aom_card_use.py --bots heuristic,random --games 40 --seed 5 \\
        --mode arena -o players=2 --out docs/arena/explore/aom-cards-heuristic-random.jsonl
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import Counter
from typing import Any

from kleos.arena.stats import wilson
from kleos.bots import make_bot
from kleos.engine import load_game, parse_options


def play(game: Any, specs: list[str], game_seed: int, bot_seeds: list[int]) -> dict[str, Any]:
    """One game to its end, counting each seat's decisions by kind."""
    state = game.new_initial_state(game_seed)
    state.logging = False
    bots = [make_bot(spec, game, s) for spec, s in zip(specs, bot_seeds, strict=True)]
    n = game.num_players
    counts: list[Counter[str]] = [Counter() for _seat in range(n)]
    first = None
    last_battle = None
    on_cards: dict[str, int] = {}
    while not state.is_terminal():
        if state.is_chance_node():
            state.step_chance()
        else:
            seat = state.current_player
            stage = state.stage
            action = bots[seat].act(state, seat)
            c = counts[seat]
            kind = action.kind
            if stage == "hand":
                c["hand " + ("fill" if kind == "fill" else f"permanent {action.args[0]}")] += 1
            elif stage == "play":
                card = str(action.args[0])
                if kind == "discard":
                    c["pass"] += 1
                else:
                    info = state.static.perm[card[5:]] if card.startswith("perm_") else state.static.cards[card]
                    family = "permanent" if card.startswith("perm_") else ("god" if info.god else "random")
                    c[f"play {family} {info.action}"] += 1
                    c[f"play {info.action}"] += 1
            elif stage == "god":
                c["power" if kind == "power" else "no power"] += 1
                if kind == "power":
                    c[f"power {state.ctx['god']}"] += 1
            elif stage == "discard":
                c["end discard" if kind == "discard" else "end keep"] += 1
                if kind == "keep":
                    c["cards kept"] += len(state.hands[seat])
            elif kind == "build":
                c[f"build {action.args[0]}"] += 1
                c["buildings built"] += 1
            elif kind == "recruit":
                c["units recruited"] += 1
            elif kind == "exchange":
                c["trade exchange"] += 1
            elif kind == "temple":
                c["trade temple"] += 1
            elif kind == "area":
                c["battles"] += 1
            elif kind == "take" and stage == "explore":
                c["explore tiles"] += 1
            ages, vp, cards = list(state.age), list(state.vp), dict(state.vp_cards)
            state.apply(action)
            if state.is_terminal():  # X: the cubes on Largest Army and Most Buildings, to their single leader
                on_cards = cards
                for card, values in (("largest_army", [sum(state.units[p].values()) + sum(state.dwarves[p].values())
                                                       for p in range(n)]),
                                     ("most_buildings", [sum(state.buildings[p].values()) for p in range(n)])):
                    leaders = [p for p in range(n) if values[p] == max(values)]
                    if len(leaders) == 1:
                        counts[leaders[0]][f"cubes of {card}"] += cards[card]
            for p in range(n):
                if state.age[p] > ages[p]:
                    counts[p]["next age entered"] += 1
                if state.vp[p] > vp[p]:  # X: cubes won in play (a battle, a Great Temple), or at the end (the cards)
                    key = "cubes at the end" if state.is_terminal() else "cubes won in play"
                    counts[p][key] += state.vp[p] - vp[p]
        if first is None and state.first >= 0:
            first = state.first
        if state.last_battle is not None and state.last_battle is not last_battle:
            last_battle = state.last_battle
            counts[int(last_battle["winner"])]["battles won"] += 1
    result = state.result()
    winners = list(result.winners) if result is not None else []
    top = max(state.vp)
    return {
        "seed": game_seed, "seats": specs, "cultures": list(state.cultures), "first": first,
        "winners": winners, "result": result.kind if result else "", "turns": state.turn, "steps": len(state.history),
        "vp": list(state.vp), "end": "wonder" if any(state.buildings[p].get("wonder") for p in range(n)) else "cubes",
        "tie_break": sum(1 for v in state.vp if v == top) > 1,
        "last_first": state.first,  # the starting player of the last turn
        "victory_cards": on_cards,  # the cubes on each victory card when the game ended (X)
        "counts": [dict(sorted(c.items())) for c in counts],
    }


def tasks(game: Any, specs: list[str], games: int, seed: int, mode: str,
          options: dict[str, Any]) -> list[tuple[list[str], int, list[int]]]:
    if mode == "selfplay":
        return [(list(specs), seed + i, [(seed + i) * 31 + s for s in range(len(specs))]) for i in range(games)]
    from kleos.arena.runner import bot_seed, make_tasks

    out = []
    for t in make_tasks(game.name, specs, games, seed, options):
        out.append((list(t.bots), t.seed, [bot_seed(t.seed, s) for s in range(len(t.bots))]))
    return out


def _share(k: int, n: int) -> str:
    lo, hi = wilson(k, n)
    return f"{k}/{n} = {100 * k / n:.1f}% (95% CI {100 * lo:.1f}-{100 * hi:.1f}%)"


def summary(records: list[dict[str, Any]]) -> str:
    """Per bot: the mean count a game of each kind; per game: its end, length and the seats' wins."""
    lines = []
    games = len(records)
    by_bot: dict[str, list[Counter[str]]] = {}
    wins: Counter[str] = Counter()
    for r in records:
        for seat, spec in enumerate(r["seats"]):
            by_bot.setdefault(spec, []).append(Counter(r["counts"][seat] if "counts" in r else {}))
            if r["winners"] == [seat]:
                wins[spec] += 1
    for spec, cs in by_bot.items():
        keys = sorted(set().union(*cs))
        lines.append(f"{spec}: {len(cs)} seat-games, {wins[spec]} sole wins")
        for k in keys:
            lines.append(f"  {k:32s} {sum(c[k] for c in cs) / len(cs):6.2f} a game")
    n = len(records[0]["seats"])
    seat_wins = Counter(w for r in records if len(r["winners"]) == 1 for w in r["winners"])
    lines.append(f"games {games}, shared wins {sum(1 for r in records if len(r['winners']) > 1)}")
    for s in range(n):
        lines.append(f"  won by seat {s}: {_share(seat_wins[s], games)}")
    # VI: the first player (a die roll) starts turn 1; VII: the start passes to the left each turn
    first = sum(r["winners"] == [r["first"]] for r in records)
    lines.append(f"  won by the first player (turn 1): {_share(first, games)}")
    lines.append(f"  won by the starting player of the last turn: "
                 f"{_share(sum(r['winners'] == [r['last_first']] for r in records), games)}")
    turns = [r["turns"] for r in records]
    if all("victory_cards" in r for r in records):
        cards = Counter()
        for r in records:
            cards.update(r["victory_cards"])
        lines.append("victory cubes on the cards at the end, a game: " +
                     ", ".join(f"{c} {k / games:.1f}" for c, k in sorted(cards.items())))
    lines.append(f"ends: {dict(Counter(r['end'] for r in records))}; tie-breaks {sum(r['tie_break'] for r in records)}")
    lines.append(f"turns mean {statistics.mean(turns):.1f} (min {min(turns)}, max {max(turns)}); steps mean "
                 f"{statistics.mean(r['steps'] for r in records):.0f}; winner's cubes mean "
                 f"{statistics.mean(max(r['vp']) for r in records):.1f}, margin mean "
                 f"{statistics.mean(max(r['vp']) - sorted(r['vp'])[-2] for r in records):.1f}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--bots", default="")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--mode", choices=("arena", "selfplay"), default="arena")
    ap.add_argument("-o", "--option", action="append", default=[], metavar="NAME=VALUE")
    ap.add_argument("--out", help="a JSON line per game")
    ap.add_argument("--brief", action="store_true", help="records without the counts (who won, the first player)")
    ap.add_argument("--summary", help="only summarise this file of JSON lines")
    args = ap.parse_args(argv)
    if args.summary:
        with open(args.summary) as f:
            print(summary([json.loads(line) for line in f if line.strip()]))
        return
    options = parse_options(args.option)
    game = load_game("aom", **options)
    specs = [b.strip() for b in args.bots.split(",")]
    if len(specs) == 1:
        specs *= game.num_players
    records = []
    out = open(args.out, "w") if args.out else None
    for i, (seats, game_seed, seeds) in enumerate(tasks(game, specs, args.games, args.seed, args.mode, options)):
        rec = play(game, seats, game_seed, seeds)
        records.append(rec)
        if out:
            out.write(json.dumps({k: v for k, v in rec.items() if k != "counts"} if args.brief else rec) + "\n")
            out.flush()
        print(f"game {i}: winners {rec['winners']} first {rec['first']} turns {rec['turns']}", file=sys.stderr)
    if out:
        out.close()
    print(summary(records))


if __name__ == "__main__":
    main()
