"""Bots shared fairly: how long people wait for the ``random`` and ``heuristic`` bots while games between
``mcts-hard`` bots run on the same server (issue 24).

    python scripts/bench_bots.py --bot-games 8 --people 4 --seconds 60 [--game sphacteria] [--src DIR]

It starts ``kleos serve`` (SQLite in a temp dir, no delay between bot moves, the default bot workers), creates
``--bot-games`` games between two ``mcts-hard`` bots, waits for them to run, then plays ``--people`` games of a
person (random moves, sent at once) against a bot, half against ``random``, half against ``heuristic``, for
``--seconds``. A person's *wait* is the time from the answer to their move to the push (WebSocket) that gives them
the decision again: the bot's whole reply, however many decisions it made. It prints each bot's waits (count, p50,
p99, max), the bot games' progress and the server's counters. ``--src`` runs the server from another checkout's
``src`` (an older Kleos, without this work's options) for a comparison.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import httpx
from websockets.sync.client import connect

ROOT = Path(__file__).resolve().parents[1]


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start(src: Path, db: str, port: int, old: bool) -> subprocess.Popen:
    args = [sys.executable, "-m", "kleos", "serve", "--port", str(port), "--db", db, "--bot-delay", "0",
            "--rate-limit", "0"]
    if not old:
        args += ["--games-per-hour", "0", "--bot-games-per-address", "0"]
    env = {**os.environ, "PYTHONPATH": str(src)}
    proc = subprocess.Popen(args, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"http://127.0.0.1:{port}/api/catalog", timeout=2).status_code == 200:
                return proc
        except httpx.HTTPError:
            time.sleep(0.2)
    proc.kill()
    raise SystemExit(f"the server did not start: {proc.stderr.read() if proc.stderr else ''}")


def person(url: str, game: str, bot: str, until: float, waits: list[float], per_decision: list[float],
           rng: random.Random, errors: list[str]) -> None:
    """Play games against ``bot`` until ``until``, recording each wait for the bot's reply."""
    headers: dict[str, str] = {}
    with httpx.Client(base_url=url, timeout=60) as client:
        while time.monotonic() < until:
            created = client.post("/api/games", json={"game": game, "seats": [{"kind": "human"},
                                                                              {"kind": "bot", "bot": bot}]}).json()
            headers = {"Authorization": f"Bearer {created['seats'][0]['token']}"}
            gid = created["id"]
            with connect(url.replace("http", "ws") + f"/api/games/{gid}/ws", max_size=None) as ws:
                ws.send(json.dumps({"token": created["seats"][0]["token"]}))

                def newer(version: int) -> dict | None:
                    while time.monotonic() < until:
                        try:
                            pushed = json.loads(ws.recv(timeout=max(0.1, until - time.monotonic())))
                        except TimeoutError:
                            return None
                        if pushed.get("type") == "state" and pushed["version"] > version:
                            return pushed
                    return None

                payload = newer(-1)
                answered: float | None = None
                answered_step = 0
                while payload is not None and payload["status"] == "active" and time.monotonic() < until:
                    if payload["view"]["current_player"] != 0:  # the bot's turn: wait for its reply
                        payload = newer(payload["version"])
                        continue
                    if answered is not None:
                        waits.append(time.monotonic() - answered)
                        # the steps of this reply: the bot's decisions and the chance outcomes they led to (a
                        # server without a delay between bot moves stores a bot's turn as one change)
                        per_decision.append(waits[-1] / max(1, payload["view"]["step"] - answered_step))
                        answered = None
                    view = payload["view"]
                    r = client.post(f"/api/games/{gid}/actions", headers=headers,
                                    json={"action": rng.choice(view["legal_actions"])["id"], "step": view["step"]})
                    if r.status_code != 200:
                        errors.append(r.text[:200])
                        payload = newer(payload["version"])
                        continue
                    payload = r.json()
                    if payload["status"] == "active" and payload["view"]["current_player"] != 0:
                        answered = time.monotonic()
                        answered_step = payload["view"]["step"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bot-games", type=int, default=8)
    parser.add_argument("--people", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--warmup", type=float, default=5)
    parser.add_argument("--game", default="sphacteria")
    parser.add_argument("--src", type=Path, default=ROOT / "src", help="the checkout's src the server runs from")
    parser.add_argument("--old", action="store_true", help="the server has no per-address limits (before issue 24)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    port = free_port()
    url = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory() as tmp:
        proc = start(args.src, f"sqlite:///{tmp}/bench.db", port, args.old)
        try:
            with httpx.Client(base_url=url, timeout=60) as client:
                bot_games = [client.post("/api/games", json={"game": args.game, "seats": [
                    {"kind": "bot", "bot": "mcts-hard"}] * 2}).json()["id"] for _ in range(args.bot_games)]
                time.sleep(args.warmup)
                steps_before = [client.get(f"/api/games/{g}").json()["view"]["step"] for g in bot_games]
                load_before = os.getloadavg()[0]
                until = time.monotonic() + args.seconds
                waits: dict[str, list[float]] = {"random": [], "heuristic": []}
                decisions: dict[str, list[float]] = {"random": [], "heuristic": []}
                errors: list[str] = []
                threads = []
                for i in range(args.people):
                    bot = "random" if i % 2 == 0 else "heuristic"
                    t = threading.Thread(target=person, args=(url, args.game, bot, until, waits[bot], decisions[bot],
                                                              random.Random(args.seed + i), errors), daemon=True)
                    t.start()
                    threads.append(t)
                for t in threads:
                    t.join(args.seconds + 120)
                steps_after = [client.get(f"/api/games/{g}").json()["view"]["step"] for g in bot_games]
                health = client.get("/api/health").json()
        finally:
            proc.terminate()
            proc.wait(30)
    print(f"{args.game}: {args.bot_games} mcts-hard bot games, {args.people} people for {args.seconds:.0f} s "
          f"(load {load_before:.1f} -> {os.getloadavg()[0]:.1f}, {os.cpu_count()} cores, server {args.src})")
    for bot, values in waits.items():
        if values:
            each = decisions[bot]
            print(f"  waits for {bot:9}: {len(values):4} replies, p50 {1000 * statistics.median(values):6.0f} ms, "
                  f"p99 {1000 * quantile(values, 0.99):6.0f} ms, max {1000 * max(values):6.0f} ms; a step: "
                  f"p50 {1000 * statistics.median(each):5.0f} ms, p99 {1000 * quantile(each, 0.99):5.0f} ms")
        else:
            print(f"  waits for {bot:9}: no reply")
    moved = sum(b - a for a, b in zip(steps_before, steps_after, strict=True))
    print(f"  bot games: {moved} steps in {args.seconds:.0f} s ({moved / args.seconds:.1f} a second)")
    print(f"  errors: {len(errors)} {errors[:3]}")
    keys = ("bot_decisions", "bot_moves", "bot_timeouts", "bot_failures", "bot_jobs_people", "bot_jobs_bots")
    print("  server: " + ", ".join(f"{k} {health[k]}" for k in keys if k in health))


if __name__ == "__main__":
    main()
