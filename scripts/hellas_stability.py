"""Hellas: how bot games end and where each side's stability went, over seeded games (docs/ai.md, "Hellas: how
bot games end").

Plays the arena's games (``kleos arena``'s seeds, seats alternated, the arena's bot seeds) with the log on, and
reads from each game's log (English) every change of a player's stability with its rule: 9.5 (paid, a phase
entered, a first luxury post), 10 (unpaid fleet upkeep), 11 (a province lost), 12 (a monument), 9.8 (an armistice
refused), 9.5 capital conquered; then the game's result (2 victory points, 14 revolution, or the turn limit) and
length. One JSON line a game (``--out``, appended as each game ends), then a summary. Only the engine's public API,
``make_bot`` and the arena's seeds are used, so that the same script measures an older commit
(``PYTHONPATH=<its worktree>/src``).

    PYTHONPATH=src nice -n 5 python3 scripts/hellas_stability.py --bots heuristic,heuristic --games 12 --seed 100 \\
        -o turn_limit=100 --workers 2 --out docs/arena/explore/hellas-stability-heuristic-heuristic.jsonl
    python3 scripts/hellas_stability.py --summary docs/arena/explore/hellas-stability-heuristic-heuristic.jsonl
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import statistics
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from kleos.arena.runner import GameTask, bot_seed, make_tasks
from kleos.bots import make_bot
from kleos.engine import load_game, parse_options

#: « Athens's stability -1 (the loss of Attika): now +2 » (kleos.hellas.stability.change, in English)
CHANGE = re.compile(r"^(Sparta|Athens)'s stability ([+-]\d+) \((.*)\): now")
#: 9.8 (kleos.hellas.diplomacy, in English): « Athens asks Sparta for an armistice », « Sparta accepts the armistice;
#: ... », « Sparta refuses the armistice »; counted for the seat that asks, accepts or refuses
ARMISTICE = re.compile(r"^(Sparta|Athens) (asks|accepts|refuses) (?:\w+ for )?(?:an|the) armistice")


def cause(rule: str, why: str) -> str:
    """A change's cause, as the summary counts it: its rule and what happened, without names and amounts."""
    if rule == "11":
        return "11 province lost"
    why = re.sub(r"\d+", "N", why)
    why = re.sub(r" on \w+$", "", why)  # the first trading post on salt / glass / gold
    why = re.sub(r"^(economy|culture) phase \w+$", "a phase entered", why)
    return f"{rule} {why}"


def play(task: GameTask) -> dict[str, Any]:
    """One arena game to its end; its result and each seat's stability changes by cause."""
    game = load_game(task.game, **dict(task.options))
    state = game.new_initial_state(task.seed)
    bots = [make_bot(spec, game, bot_seed(task.seed, seat)) for seat, spec in enumerate(task.bots)]
    low = [0, 0]
    while not state.is_terminal():
        if state.is_chance_node():
            state.step_chance()
            continue
        seat = state.current_player
        state.apply(bots[seat].act(state, seat))
        for p, player in enumerate(state.view(seat)["board"]["players"]):
            low[p] = min(low[p], player["stability"])
    changes: list[Counter[str]] = [Counter(), Counter()]
    armistices: list[Counter[str]] = [Counter(), Counter()]
    names = ("Sparta", "Athens")
    for line in state.log_lines(0, lang="en"):
        m = CHANGE.match(line["text"])
        if m:
            changes[names.index(m.group(1))][cause(line.get("rule", ""), m.group(3))] += int(m.group(2))
        m = ARMISTICE.match(line["text"])
        if m:
            armistices[names.index(m.group(1))][m.group(2)] += 1
    result = state.result()
    board = state.public_view()["board"]
    return {"index": task.index, "seed": task.seed, "seats": list(task.bots), "options": dict(task.options),
            "winners": list(result.winners) if result else [], "result": result.kind if result else "",
            "steps": len(state.history), "turn": board["turn"],
            "stability": [p["stability"] for p in board["players"]], "lowest": low,
            "changes": [dict(sorted(c.items())) for c in changes],
            "armistices": [dict(sorted(c.items())) for c in armistices]}


def summary(records: list[dict[str, Any]]) -> str:
    """How the games ended and how long they lasted; each bot's stability changes a game, by cause."""
    lines = [f"games {len(records)}: " + ", ".join(f"{k} {v}" for k, v in Counter(r["result"] for r in records)
                                                    .most_common())]
    for kind in sorted({r["result"] for r in records}):
        some = [r for r in records if r["result"] == kind]
        lines.append(f"  {kind}: turns mean {statistics.mean(r['turn'] for r in some):.1f} (min "
                     f"{min(r['turn'] for r in some)}, max {max(r['turn'] for r in some)}), steps mean "
                     f"{statistics.mean(r['steps'] for r in some):.0f}")
    by_bot: dict[str, list[Counter[str]]] = {}
    truces: dict[str, Counter[str]] = {}
    wins: Counter[str] = Counter()
    lost_by_revolution: Counter[str] = Counter()
    for r in records:
        for seat, spec in enumerate(r["seats"]):
            by_bot.setdefault(spec, []).append(Counter(r["changes"][seat]))
            truces.setdefault(spec, Counter()).update(r.get("armistices", [{}, {}])[seat])  # older records: none
            if r["winners"] == [seat]:
                wins[spec] += 1
            elif r["result"] == "revolution":
                lost_by_revolution[spec] += 1
    for spec, cs in by_bot.items():
        lines.append(f"{spec}: {len(cs)} seat-games, {wins[spec]} wins, {lost_by_revolution[spec]} lost by "
                     f"revolution; armistices (9.8) asked {truces[spec]['asks']}, accepted "
                     f"{truces[spec]['accepts']}, refused {truces[spec]['refuses']}; stability boxes a game, by cause:")
        for k in sorted(set().union(*cs), key=lambda k: sum(c[k] for c in cs)):
            lines.append(f"  {k:40s} {sum(c[k] for c in cs) / len(cs):+7.2f}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--bots", default="heuristic,heuristic")
    ap.add_argument("--games", type=int, default=12)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("-o", "--option", action="append", default=[], metavar="NAME=VALUE")
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--out", help="append one JSON line a game to this file")
    ap.add_argument("--summary", metavar="FILE", help="only summarize the records of FILE")
    args = ap.parse_args(argv)
    if args.summary:
        with open(args.summary, encoding="utf-8") as f:
            print(summary([json.loads(line) for line in f if line.strip()]))
        return
    options = parse_options(args.option)
    specs = args.bots.split(",")
    if specs[0] == specs[1]:  # a bot against itself: the seats swapped would replay the round's game
        tasks = make_tasks("hellas", specs, 2 * args.games, args.seed, options)[::2]
    else:
        tasks = make_tasks("hellas", specs, args.games, args.seed, options)
    records = []
    if args.out and os.path.exists(args.out):  # resumable: the games the file holds are not played again
        with open(args.out, encoding="utf-8") as f:
            records = [json.loads(line) for line in f if line.strip()]
        done = {r["index"] for r in records}
        tasks = [t for t in tasks if t.index not in done]
    with contextlib.ExitStack() as stack:
        played = map(play, tasks)  # one worker: in this process
        if args.workers > 1:
            played = stack.enter_context(ProcessPoolExecutor(args.workers)).map(play, tasks)
        for record in played:
            records.append(record)
            print(json.dumps({k: record[k] for k in ("index", "seats", "winners", "result", "turn")}), flush=True)
            if args.out:
                with open(args.out, "a", encoding="utf-8") as f:
                    f.write(json.dumps(record) + "\n")
    print(summary(records))


if __name__ == "__main__":
    main()
