#!/usr/bin/env python
"""Load benchmark of the Kleos server: N concurrent games of random players through the HTTP API.

Starts ``kleos serve`` in a subprocess on a free loopback port (a temporary SQLite file unless ``--db`` is
given; rate limit off; ``--workers`` server processes), or uses ``--url`` of a server already running on this
machine. Each busy game is played by random choices among the legal actions sent as HTTP requests with the
seats' tokens (aiohttp: a client light enough not to take the CPU the server needs), with no pause between
moves unless ``--think``; the script reports moves per second, the CPU per move of the server and of the
client, and the p50/p99 latency of the move requests. A refused move or a failed request (a dropped
connection, a timeout) counts as an error and the game carries on. Bounded: it stops after ``--seconds`` or
when every game ends or reaches ``--max-moves``.

``--start-moves K`` first plays K moves of every game, unmeasured, so that the measure is of long games (a
move's cost must not grow with the game's length); the report gives the mean size of the move answers.

``--idle M`` adds M games that are created and played a few moves before the measure, then left alone (most
games of a club are idle): the report then gives the memory of each server process, which the games kept in
memory (``--cache`` of ``kleos serve``) bound.

    python scripts/bench_server.py --games 16 --seconds 30 [--game sphacteria] [--db postgresql://...]
    python scripts/bench_server.py --games 200 --idle 1800 --workers 2 --db postgresql://...
    python scripts/bench_server.py --games 50 --start-moves 150 --seconds 20

``--club 100,200,400,800`` is the load model of a club (issue 24): each level's games are played by people who
think 2 to 20 s (``--think-min``, ``--think-max``, uniform) before each decision, each person's page holding a
WebSocket; a share of the games (``--bot-share``) is a person against a bot (``--bot``). The levels are reached
one after the other (the games of a level stay for the next), each measured for ``--seconds`` after
``--warmup``: the report gives, per level, the moves per second, the p50/p99 of a move's answer and of the push
of that move to the other person's WebSocket, the server's CPU per move and its memory, and the largest level
held at p99 < 100 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import contextlib
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import aiohttp
import httpx


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(db: str, port: int, workers: int, extra: list[str], log: Any, old: bool = False) -> subprocess.Popen:
    """``kleos serve`` writing its messages to the file ``log`` (a pipe nobody reads would fill up and stop it)."""
    code = "import typer; from kleos.cli.serve import serve; typer.run(serve)"
    if workers != 1:
        extra = ["--workers", str(workers), *extra]
    if not old:  # one load generator on one address: the per-address limits would refuse it
        extra = [*extra, "--games-per-hour", "0", "--bot-games-per-address", "0", "--connections-per-address", "0",
                 "--websockets-per-address", "0"]
    proc = subprocess.Popen([sys.executable, "-c", code, "--port", str(port), "--db", db, "--rate-limit", "0",
                             "--bot-delay", "0", *extra], stdout=subprocess.DEVNULL, stderr=log)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            log.seek(0)
            raise SystemExit(f"the server exited: {log.read().decode(errors='replace')}")
        with contextlib.suppress(httpx.HTTPError):
            if httpx.get(f"http://127.0.0.1:{port}/api/catalog", timeout=1).status_code == 200:
                return proc
        time.sleep(0.1)
    proc.kill()
    raise SystemExit("the server did not start")


def server_processes(pid: int) -> list[int]:
    """The server process and the worker processes uvicorn started for ``--workers`` (Linux /proc)."""
    workers = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            with contextlib.suppress(OSError):
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
                if int(fields[1]) == pid and b"spawn_main" in (entry / "cmdline").read_bytes():
                    workers.append(int(entry.name))
    return [pid, *sorted(workers)]


def cpu_seconds(pids: list[int]) -> float:
    """User and system CPU time used so far by these processes."""
    total = 0
    for pid in pids:
        with contextlib.suppress(OSError):
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            total += int(fields[11]) + int(fields[12])
    return total / os.sysconf("SC_CLK_TCK")


def rss_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


class Tally:
    def __init__(self) -> None:
        self.latencies: list[float] = []
        self.answer_bytes = 0
        self.errors: collections.Counter[str] = collections.Counter()
        self.first_error: str | None = None

    def error(self, what: str) -> None:
        kind = what.split(":", 1)[0]
        self.errors[kind] += 1
        self.first_error = self.first_error or what


async def request(http: aiohttp.ClientSession, method: str, path: str, token: str | None = None,
                  body: Any = None, tally: Tally | None = None) -> tuple[int, Any]:
    headers = {"Authorization": f"Bearer {token}"} if token else None
    async with http.request(method, path, json=body, headers=headers) as r:
        data = await r.read()
        if tally is not None:
            tally.answer_bytes += len(data)
        return r.status, json.loads(data)


async def new_game(http: aiohttp.ClientSession, game: str, tally: Tally) -> tuple[str, list[str]] | None:
    try:
        status, created = await request(http, "POST", "/api/games", body={"game": game})
    except (aiohttp.ClientError, TimeoutError) as exc:
        tally.error(f"{type(exc).__name__}: {exc}")
        return None
    if status != 201:
        tally.error(f"HTTP {status}: {created}")
        return None
    return created["id"], [s["token"] for s in created["seats"]]


async def play_game(http: aiohttp.ClientSession, game: tuple[str, list[str]], rng: random.Random, stop: float,
                    max_moves: int, tally: Tally | None, think: float = 0) -> int:
    """Random moves until the end, ``max_moves`` or ``stop``, ``think`` seconds apart; ``tally`` None: not
    measured (a warm-up)."""
    gid, tokens = game
    seat = 0
    payload = None
    moves = 0
    failures = 0
    while moves < max_moves and time.monotonic() < stop and failures < 20:
        try:
            if payload is not None and payload["view"]["terminal"]:
                break
            if payload is None or payload["view"]["current_player"] != seat:
                if payload is not None:
                    seat = payload["view"]["current_player"]
                status, payload = await request(http, "GET", f"/api/games/{gid}", tokens[seat])
                if status != 200:
                    raise RuntimeError(f"HTTP {status}: {payload}")
                continue
            view = payload["view"]
            action = rng.choice(view["legal_actions"])
            start = time.perf_counter()
            status, answer = await request(http, "POST", f"/api/games/{gid}/actions", tokens[seat],
                                           {"action": action["id"], "step": view["step"]}, tally)
            if tally is not None:
                tally.latencies.append(time.perf_counter() - start)
            if status != 200:
                raise RuntimeError(f"HTTP {status}: {answer}")
            payload = answer
            moves += 1
            failures = 0
            if think:
                await asyncio.sleep(think)
        except (aiohttp.ClientError, TimeoutError, RuntimeError) as exc:  # counted; the game goes on afresh
            failures += 1
            if tally is not None:
                tally.error(str(exc) if isinstance(exc, RuntimeError) else f"{type(exc).__name__}: {exc}")
            payload = None
    return moves


async def game_step(http: aiohttp.ClientSession, game: tuple[str, list[str]]) -> int:
    """The step a game has reached (read as a spectator)."""
    _status, payload = await request(http, "GET", f"/api/games/{game[0]}")
    return int(payload["view"]["step"])


async def run(url: str, game: str, games: int, idle: int, seconds: float, max_moves: int, seed: int,
              think: float, server: list[int], start_moves: int = 0) -> None:
    tally = Tally()
    client_cpu = time.process_time()
    connector = aiohttp.TCPConnector(limit=0, keepalive_timeout=5)  # 5 s: what browsers and httpx keep
    async with aiohttp.ClientSession(url, connector=connector, timeout=aiohttp.ClientTimeout(total=30)) as http:
        if idle:  # stored games in progress, then left alone
            setup = Tally()
            made = 0
            while made < idle:
                batch = [g for g in await asyncio.gather(*(new_game(http, game, setup)
                                                           for _ in range(min(50, idle - made)))) if g]
                await asyncio.gather(*(play_game(http, g, random.Random(seed - made - i), float("inf"), 4, None)
                                       for i, g in enumerate(batch)))
                made += len(batch)
            print(f"  {made} idle games stored (set-up errors: {sum(setup.errors.values())})")
        created = await asyncio.gather(*(new_game(http, game, tally) for _ in range(games)))
        steps = ""
        if start_moves:  # long games: played on, unmeasured, before the measure
            warm = time.monotonic()
            await asyncio.gather(*(play_game(http, g, random.Random(seed - 10_000 - i), float("inf"), start_moves,
                                             None) for i, g in enumerate(created) if g))
            reached = [await game_step(http, g) for g in created if g]
            steps = f" (from step {min(reached)} to {max(reached)}, median {statistics.median(reached):g})"
            print(f"  {start_moves} moves of each game played first, in {time.monotonic() - warm:.1f} s")
        start = time.monotonic()
        cpu = cpu_seconds(server)
        client_cpu = time.process_time()
        stop = start + seconds
        counts = await asyncio.gather(*(play_game(http, g, random.Random(seed + i), stop, max_moves, tally, think)
                                        for i, g in enumerate(created) if g))
        elapsed = time.monotonic() - start
        cpu = cpu_seconds(server) - cpu
        client_cpu = time.process_time() - client_cpu
    moves = sum(counts)
    ms = sorted(x * 1000 for x in tally.latencies)
    p99 = ms[min(len(ms) - 1, int(0.99 * len(ms)))] if ms else float("nan")
    print(f"game {game}: {games} concurrent games{steps}, {moves} moves in {elapsed:.1f} s")
    print(f"  throughput: {moves / elapsed:.1f} moves/s" + (f" ({think:g} s between a game's moves)" if think else ""))
    per_move = f"{1000 * cpu / max(moves, 1):.2f} ms per move" if server else "not measured"
    print(f"  CPU: server {per_move}, this client {1000 * client_cpu / max(moves, 1):.2f} ms per move")
    print(f"  move latency: p50 {statistics.median(ms) if ms else float('nan'):.1f} ms, p99 {p99:.1f} ms, "
          f"max {ms[-1] if ms else float('nan'):.1f} ms")
    print(f"  move answers: {tally.answer_bytes / max(len(ms), 1) / 1024:.1f} KiB on average")
    errors = sum(tally.errors.values())
    print(f"  errors: {errors}" + (f" {dict(tally.errors)} (first: {tally.first_error[:200]})" if errors else ""))


class Club:
    """Figures of one level of the club model."""

    def __init__(self) -> None:
        self.moves: list[float] = []  # a move's answer, seconds
        self.pushes: list[float] = []  # from sending a move to the other person's WebSocket receiving it
        self.errors = 0
        self.first_error: str | None = None
        self.measuring = False

    def error(self, what: str) -> None:
        self.errors += 1
        self.first_error = self.first_error or what


class ClubGame:
    """One table of the club: its people's WebSockets and their latest payloads."""

    def __init__(self, gid: str, tokens: list[str | None]) -> None:
        self.gid = gid
        self.tokens = tokens
        self.latest: dict[int, dict] = {}
        self.changed = asyncio.Event()
        self.sent: dict[int, float] = {}  # version -> when the move that made it was sent
        self.sockets: list[Any] = []


async def club_socket(http: aiohttp.ClientSession, table: ClubGame, seat: int, tally: list[Club]) -> None:
    async with http.ws_connect(f"/api/games/{table.gid}/ws", max_msg_size=0) as ws:
        table.sockets.append(ws)
        await ws.send_str(json.dumps({"token": table.tokens[seat]}))
        async for message in ws:
            if message.type != aiohttp.WSMsgType.TEXT:
                break
            payload = json.loads(message.data)
            if payload.get("type") != "state":
                continue
            sent = table.sent.get(payload["version"])
            if sent is not None and payload["view"]["current_player"] == seat and tally[0].measuring:
                tally[0].pushes.append(time.perf_counter() - sent)
            if payload["version"] >= table.latest.get(seat, {}).get("version", -1):
                table.latest[seat] = payload
            table.changed.set()


async def club_player(http: aiohttp.ClientSession, table: ClubGame, rng: random.Random, think: tuple[float, float],
                      stop: list[float], tally: list[Club]) -> None:
    """The people of one table: each decision after thinking, sent through HTTP; the bot answers by itself."""
    people = [s for s, t in enumerate(table.tokens) if t is not None]
    await asyncio.sleep(rng.uniform(0, think[1]))  # the tables do not all start at once
    while time.monotonic() < stop[0]:
        if not table.latest:
            table.changed.clear()
            await table.changed.wait()
            continue
        newest = max(table.latest.values(), key=lambda p: p["version"])
        if newest["status"] == "finished":
            return
        seat = newest["view"]["current_player"]
        mine = table.latest.get(seat)
        if seat not in people or mine is None or mine["version"] < newest["version"]:
            table.changed.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(table.changed.wait(), 5)
            continue
        await asyncio.sleep(rng.uniform(*think))
        view = table.latest[seat]["view"]
        if not view["legal_actions"] or table.latest[seat]["version"] < newest["version"]:
            continue
        action = rng.choice(view["legal_actions"])
        start = time.perf_counter()
        table.sent[newest["version"] + 1] = start
        try:
            status, answer = await request(http, "POST", f"/api/games/{table.gid}/actions", table.tokens[seat],
                                           {"action": action["id"], "step": view["step"]})
        except (aiohttp.ClientError, TimeoutError) as exc:
            tally[0].error(f"{type(exc).__name__}: {exc}")
            continue
        if tally[0].measuring:
            tally[0].moves.append(time.perf_counter() - start)
        if status != 200:
            tally[0].error(f"HTTP {status}: {answer}")
            continue
        if answer["version"] >= table.latest.get(seat, {}).get("version", -1):
            table.latest[seat] = answer


async def club(url: str, game: str, levels: list[int], seconds: float, warmup: float, think: tuple[float, float],
               bot_share: float, bot: str, seed: int, server: list[int]) -> None:
    rng = random.Random(seed)
    connector = aiohttp.TCPConnector(limit=0, keepalive_timeout=5)
    tally = [Club()]
    stop = [float("inf")]
    tasks: list[asyncio.Task[None]] = []
    tables: list[ClubGame] = []
    held = 0
    async with aiohttp.ClientSession(url, connector=connector, timeout=aiohttp.ClientTimeout(total=60)) as http:
        for level in levels:
            while len(tables) < level:
                with_bot = rng.random() < bot_share
                seats = [{"kind": "human"}, {"kind": "bot", "bot": bot} if with_bot else {"kind": "human"}]
                try:
                    status, created = await request(http, "POST", "/api/games", body={"game": game, "seats": seats})
                except (aiohttp.ClientError, TimeoutError) as exc:
                    tally[0].error(f"{type(exc).__name__}: {exc}")
                    continue
                if status != 201:
                    raise SystemExit(f"cannot create a game: {created}")
                table = ClubGame(created["id"], [s["token"] for s in created["seats"]])
                tables.append(table)
                for seat, token in enumerate(table.tokens):
                    if token is not None:
                        tasks.append(asyncio.create_task(club_socket(http, table, seat, tally)))
                tasks.append(asyncio.create_task(club_player(http, table, random.Random(rng.random()), think, stop,
                                                             tally)))
            await asyncio.sleep(warmup)
            tally[0] = Club()
            tally[0].measuring = True
            cpu = cpu_seconds(server)
            mine = time.process_time()
            start = time.monotonic()
            await asyncio.sleep(seconds)
            tally[0].measuring = False
            elapsed = time.monotonic() - start
            cpu = cpu_seconds(server) - cpu
            mine = time.process_time() - mine
            figures = tally[0]
            moves = sorted(1000 * x for x in figures.moves)
            pushes = sorted(1000 * x for x in figures.pushes)

            def q(values: list[float], p: float) -> float:
                return values[min(len(values) - 1, int(p * len(values)))] if values else float("nan")

            rss = ", ".join(f"{rss_mib(p):.0f}" for p in server) if server else "?"
            print(f"  {level:5} games: {len(moves) / elapsed:6.1f} moves/s, answer p50 {q(moves, .5):5.1f} ms "
                  f"p99 {q(moves, .99):6.1f} ms max {q(moves, 1):6.1f} ms; push p50 {q(pushes, .5):5.1f} ms "
                  f"p99 {q(pushes, .99):6.1f} ms; server CPU {1000 * cpu / max(len(moves), 1):.2f} ms a move "
                  f"(client {100 * mine / elapsed:.0f} % of a core), "
                  f"{rss} MiB; errors {figures.errors}{' ' + figures.first_error[:120] if figures.errors else ''}; "
                  f"load {os.getloadavg()[0]:.1f}", flush=True)
            if moves and q(moves, .99) < 100 and (not pushes or q(pushes, .99) < 100):
                held = level
        stop[0] = 0
        for table in tables:
            for ws in table.sockets:
                with contextlib.suppress(Exception):
                    await ws.close()
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
    print(f"  held at p99 < 100 ms (answers and pushes): {held or 'none'} of the levels {levels}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=8, help="concurrent busy games")
    parser.add_argument("--idle", type=int, default=0, help="idle games stored beside them (a few moves each)")
    parser.add_argument("--seconds", type=float, default=20.0, help="stop after this long")
    parser.add_argument("--max-moves", type=int, default=400, help="moves per game at most")
    parser.add_argument("--game", default=None, help="game to play (default: the first registered product game)")
    parser.add_argument("--db", default=None, help="database URL for the started server (default: temp SQLite)")
    parser.add_argument("--workers", type=int, default=1, help="server processes (PostgreSQL only above 1)")
    parser.add_argument("--cache", type=int, default=None, help="games kept in memory by each server process")
    parser.add_argument("--url", default=None, help="use this running server instead of starting one")
    parser.add_argument("--think", type=float, default=0.0, help="seconds a player waits between two moves")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--start-moves", type=int, default=0, help="moves of each game played before the measure")
    parser.add_argument("--club", default=None, help="the club model: levels of concurrent games, e.g. 100,200,400")
    parser.add_argument("--think-min", type=float, default=2.0)
    parser.add_argument("--think-max", type=float, default=20.0)
    parser.add_argument("--bot-share", type=float, default=0.25, help="club: the share of games against a bot")
    parser.add_argument("--bot", default="random", help="club: the bot those games are played against")
    parser.add_argument("--warmup", type=float, default=15.0, help="club: seconds before each level's measure")
    parser.add_argument("--old", action="store_true", help="a server before issue 24 (no per-address options)")
    args = parser.parse_args()

    proc = None
    tmp = None
    server_log = None
    url = args.url
    if url is None:
        port = free_port()
        if args.db is None:
            tmp = tempfile.TemporaryDirectory(prefix="kleos-bench-")
            args.db = f"sqlite:///{Path(tmp.name) / 'bench.db'}"
        extra = [] if args.cache is None else ["--cache", str(args.cache)]
        server_log = tempfile.TemporaryFile()
        proc = start_server(args.db, port, args.workers, extra, server_log, args.old)
        url = f"http://127.0.0.1:{port}"
    try:
        names = [g["name"] for g in httpx.get(f"{url}/api/catalog").json()["games"]]
        game = args.game or next((n for n in ("sphacteria", "polis") if n in names), names[0] if names else None)
        if game is None:
            raise SystemExit("the server has no games")
        print(f"server {url}, database {args.db or '(the running server)'}, workers {args.workers}, "
              f"load average before {os.getloadavg()[0]:.2f}")
        server = [] if proc is None else server_processes(proc.pid)
        server = server[1:] if args.workers > 1 else server[:1]  # with workers, the parent only supervises
        if args.club:
            import resource

            hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))  # a socket per person's page
            print(f"club model: think {args.think_min:g}-{args.think_max:g} s, {args.bot_share:.0%} of the games "
                  f"against {args.bot}, {args.seconds:g} s a level after {args.warmup:g} s")
            asyncio.run(club(url, game, [int(x) for x in args.club.split(",")], args.seconds, args.warmup,
                             (args.think_min, args.think_max), args.bot_share, args.bot, args.seed, server))
        else:
            asyncio.run(run(url, game, args.games, args.idle, args.seconds, args.max_moves, args.seed, args.think,
                            server, args.start_moves))
        print(f"  load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
        if server:
            print("  memory (RSS) of each server process: " + ", ".join(f"{rss_mib(p):.0f} MiB" for p in server))
    finally:
        if proc is not None:
            stopping = time.monotonic()
            proc.terminate()
            try:
                proc.wait(60)
            except subprocess.TimeoutExpired:  # never leave a server behind
                proc.kill()
                proc.wait()
            print(f"  server stopped in {time.monotonic() - stopping:.1f} s (return code {proc.returncode})")
            server_log.seek(0)
            said = server_log.read().decode(errors="replace").strip()
            if said:
                print("  the server said:\n" + said[-2000:])
        if tmp is not None:
            tmp.cleanup()


if __name__ == "__main__":
    main()
