#!/usr/bin/env python
"""Load benchmark of the Kleos server: N concurrent games of random players through the HTTP API.

Starts ``kleos serve`` in a subprocess on a free loopback port (a temporary SQLite file unless ``--db`` is
given; rate limit off), or uses ``--url`` of a server already running on this machine. Each game is played
by random choices among the legal actions sent as HTTP requests with the seats' tokens; the script reports
moves per second and the p50/p99 latency of the move requests. Bounded: it stops after ``--seconds`` or when
every game ends or reaches ``--max-moves``.

    python scripts/bench_server.py --games 16 --seconds 30 [--game sphacteria] [--db postgresql://...]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(db: str, port: int) -> subprocess.Popen:
    code = "import typer; from kleos.cli.serve import serve; typer.run(serve)"
    proc = subprocess.Popen([sys.executable, "-c", code, "--port", str(port), "--db", db, "--rate-limit", "0",
                             "--bot-delay", "0"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise SystemExit(f"the server exited: {proc.stderr.read() if proc.stderr else ''}")
        with contextlib.suppress(httpx.HTTPError):
            if httpx.get(f"http://127.0.0.1:{port}/api/catalog", timeout=1).status_code == 200:
                return proc
        time.sleep(0.1)
    proc.kill()
    raise SystemExit("the server did not start")


async def play_game(client: httpx.AsyncClient, game: str, rng: random.Random, stop: float, max_moves: int,
                    latencies: list[float], errors: list[str]) -> int:
    created = (await client.post("/api/games", json={"game": game})).json()
    gid = created["id"]
    tokens = [s["token"] for s in created["seats"]]
    seat = 0
    payload = (await client.get(f"/api/games/{gid}", headers={"Authorization": f"Bearer {tokens[seat]}"})).json()
    moves = 0
    while moves < max_moves and time.monotonic() < stop:
        view = payload["view"]
        if view["terminal"]:
            break
        if view["current_player"] != seat:
            seat = view["current_player"]
            payload = (await client.get(f"/api/games/{gid}",
                                        headers={"Authorization": f"Bearer {tokens[seat]}"})).json()
            continue
        action = rng.choice(view["legal_actions"])
        start = time.perf_counter()
        r = await client.post(f"/api/games/{gid}/actions", json={"action": action["id"], "step": view["step"]},
                              headers={"Authorization": f"Bearer {tokens[seat]}"})
        latencies.append(time.perf_counter() - start)
        if r.status_code != 200:
            errors.append(r.text)
            break
        payload = r.json()
        moves += 1
    return moves


async def run(url: str, game: str, games: int, seconds: float, max_moves: int, seed: int) -> None:
    latencies: list[float] = []
    errors: list[str] = []
    limits = httpx.Limits(max_connections=games + 4)
    async with httpx.AsyncClient(base_url=url, timeout=30, limits=limits) as client:
        start = time.monotonic()
        stop = start + seconds
        counts = await asyncio.gather(*(play_game(client, game, random.Random(seed + i), stop, max_moves,
                                                  latencies, errors) for i in range(games)))
        elapsed = time.monotonic() - start
    moves = sum(counts)
    ms = sorted(x * 1000 for x in latencies)
    p99 = ms[min(len(ms) - 1, int(0.99 * len(ms)))] if ms else float("nan")
    print(f"game {game}: {games} concurrent games, {moves} moves in {elapsed:.1f} s")
    print(f"  throughput: {moves / elapsed:.1f} moves/s")
    print(f"  move latency: p50 {statistics.median(ms) if ms else float('nan'):.1f} ms, p99 {p99:.1f} ms, "
          f"max {ms[-1] if ms else float('nan'):.1f} ms")
    print(f"  errors: {len(errors)}" + (f" (first: {errors[0][:200]})" if errors else ""))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=8, help="concurrent games")
    parser.add_argument("--seconds", type=float, default=20.0, help="stop after this long")
    parser.add_argument("--max-moves", type=int, default=400, help="moves per game at most")
    parser.add_argument("--game", default=None, help="game to play (default: the first registered product game)")
    parser.add_argument("--db", default=None, help="database URL for the started server (default: temp SQLite)")
    parser.add_argument("--url", default=None, help="use this running server instead of starting one")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    proc = None
    tmp = None
    url = args.url
    if url is None:
        port = free_port()
        if args.db is None:
            tmp = tempfile.TemporaryDirectory(prefix="kleos-bench-")
            args.db = f"sqlite:///{Path(tmp.name) / 'bench.db'}"
        proc = start_server(args.db, port)
        url = f"http://127.0.0.1:{port}"
    try:
        names = [g["name"] for g in httpx.get(f"{url}/api/catalog").json()["games"]]
        game = args.game or next((n for n in ("sphacteria", "polis") if n in names), names[0] if names else None)
        if game is None:
            raise SystemExit("the server has no games")
        print(f"server {url}, database {args.db or '(the running server)'}")
        asyncio.run(run(url, game, args.games, args.seconds, args.max_moves, args.seed))
    finally:
        if proc is not None:
            proc.terminate()
            proc.wait(10)
        if tmp is not None:
            tmp.cleanup()


if __name__ == "__main__":
    main()
