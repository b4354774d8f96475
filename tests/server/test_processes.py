"""Several ``kleos serve`` processes sharing one PostgreSQL database, and nothing else: moves through either
process, pushes to the WebSockets of the other, racing moves, bots claimed once, and one process killed."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from websockets.sync.client import connect

from server.servers import free_port, start_subprocess_server, wait_up
from server.test_api import auth, new_game_of


class Process:
    """One ``kleos serve`` process (with the Kuhn fixture registered) and a client for it."""

    def __init__(self, db: str, bot_delay: float = 0) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.proc = start_subprocess_server(db, self.port, bot_delay=bot_delay)
        self.client = httpx.Client(base_url=self.url, timeout=30)

    def ws(self, stack: contextlib.ExitStack, game_id: str, token: str | None):
        """A WebSocket on this process, open until ``stack`` closes, that has said who it is."""
        ws = stack.enter_context(connect(self.url.replace("http", "ws") + f"/api/games/{game_id}/ws"))
        ws.send(json.dumps({"token": token}))
        return ws

    def health(self) -> dict:
        r = self.client.get("/api/health")
        assert r.status_code == 200, r.text
        return r.json()

    def kill(self) -> None:
        self.proc.kill()  # SIGKILL: no shutdown, no flush, no goodbye to the database
        self.proc.wait()

    def stop(self) -> None:
        self.client.close()
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(20)
            except subprocess.TimeoutExpired:
                self.kill()


@pytest.fixture
def two(postgres_url) -> Iterator[list[Process]]:
    procs = [Process(postgres_url), Process(postgres_url)]
    yield procs
    for p in procs:
        p.stop()


def payload(proc: Process, game: dict, seat: int | None) -> dict:
    headers = auth(game["seats"][seat]["token"]) if seat is not None else {}
    r = proc.client.get(f"/api/games/{game['id']}", headers=headers)
    assert r.status_code == 200, r.text
    data = r.json()
    data.pop("now")  # each answer says the server's time
    return data


def play(proc: Process, game: dict, seat: int, action, step: int) -> httpx.Response:
    return proc.client.post(f"/api/games/{game['id']}/actions", json={"action": action, "step": step},
                            headers=auth(game["seats"][seat]["token"]))


def push_of(ws, version: int, timeout: float = 30) -> dict:
    """The first push at ``version`` or later on ``ws``."""
    end = time.monotonic() + timeout
    while True:
        msg = json.loads(ws.recv(timeout=max(0.1, end - time.monotonic())))
        if msg["version"] >= version:
            return msg


def test_moves_alternate_between_processes_and_reach_the_websockets_of_the_other(two):
    a, b = two
    game = new_game_of(a.client, "sphacteria", [{"kind": "human"}, {"kind": "human"}])
    with contextlib.ExitStack() as stack:
        watchers = {a: a.ws(stack, game["id"], None), b: b.ws(stack, game["id"], game["seats"][0]["token"])}
        for ws in watchers.values():
            assert json.loads(ws.recv(timeout=30))["version"] == 0
        for i in range(12):
            proc, other = (a, b) if i % 2 == 0 else (b, a)
            view = payload(proc, game, 0)["view"]  # read through the process about to play: never behind
            seat = view["current_player"]
            view = payload(proc, game, seat)["view"]
            action = view["legal_actions"][i % len(view["legal_actions"])]
            r = play(proc, game, seat, action["id"], view["step"])
            assert r.status_code == 200, r.text
            moved = r.json()
            assert moved["version"] == i + 1
            pushed = push_of(watchers[other], moved["version"])  # held on the other process
            assert pushed["version"] == moved["version"] and pushed["view"]["step"] == moved["view"]["step"]
            assert push_of(watchers[proc], moved["version"])["view"]["step"] == moved["view"]["step"]
        assert payload(a, game, None) == payload(b, game, None)
        history = [p.client.get(f"/api/games/{game['id']}/history").json() for p in (a, b)]
        assert history[0] == history[1]


def test_racing_moves_across_processes_one_wins_and_nothing_is_lost(two):
    a, b = two
    for _ in range(4):
        game = new_game_of(a.client, "kuhn", [{"kind": "human"}, {"kind": "human"}])
        payload(b, game, 0)  # both processes hold the game in memory
        barrier = threading.Barrier(2)
        results: dict[str, httpx.Response] = {}

        def send(proc: Process, action: str, game=game, barrier=barrier, results=results) -> None:
            barrier.wait()
            results[action] = play(proc, game, 0, action, 2)

        threads = [threading.Thread(target=send, args=(a, "pass")), threading.Thread(target=send, args=(b, "bet"))]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        codes = sorted(r.status_code for r in results.values())
        assert codes == [200, 409], [r.text for r in results.values()]
        winner = next(action for action, r in results.items() if r.status_code == 200)
        loser = results["bet" if winner == "pass" else "pass"]
        assert loser.json()["error"]["code"] in ("stale", "conflict")
        for proc in (a, b):  # both processes agree on the one stored move
            steps = proc.client.get(f"/api/games/{game['id']}/history").json()["steps"]
            assert len(steps) == 3 and steps[-1]["action"] == winner
        # the loser's process plays on from the stored game
        seat1 = payload(b, game, 1)
        assert seat1["view"]["step"] == 3 and seat1["version"] == 1
        r = play(b, game, 1, "pass", 3)
        assert r.status_code == 200, r.text


def test_an_undo_through_one_process_is_seen_by_the_other(two):
    a, b = two
    game = new_game_of(a.client, "kuhn", [{"kind": "human"}, {"kind": "human"}])
    assert play(a, game, 0, "pass", 2).status_code == 200
    assert payload(a, game, 0)["view"]["step"] == 3  # a holds the game at step 3
    r = b.client.post(f"/api/games/{game['id']}/undo", json={"step": 3}, headers=auth(game["seats"][0]["token"]))
    assert r.status_code == 200, r.text
    assert r.json()["version"] == 2 and r.json()["view"]["step"] == 2
    back = payload(a, game, 0)  # a's copy is past a step that no longer exists: it rebuilds from the log
    assert back["version"] == 2 and back["view"]["step"] == 2 and back["can_undo"] is False
    r = play(a, game, 0, "bet", 2)
    assert r.status_code == 200, r.text
    history = b.client.get(f"/api/games/{game['id']}/history").json()["steps"]
    assert [s["action"] for s in history][2:] == ["bet"]


def test_a_bot_seat_served_by_two_processes_decides_once_per_decision(postgres_url):
    procs = [Process(postgres_url, bot_delay=0.01), Process(postgres_url, bot_delay=0.01)]
    try:
        a, b = procs
        game = new_game_of(a.client, "sphacteria", [{"kind": "bot", "bot": "random"}] * 2)
        deadline = time.monotonic() + 180
        while payload(b, game, None)["status"] != "finished":
            assert time.monotonic() < deadline, "the bots did not finish their game"
            time.sleep(0.2)
        history = a.client.get(f"/api/games/{game['id']}/history").json()["steps"]
        bot_moves = sum(1 for s in history if s["player"] >= 0)
        counts = [p.health() for p in procs]
        assert sum(c["bot_moves"] for c in counts) == bot_moves > 50
        # each decision was thought once: none made twice and thrown away
        assert sum(c["bot_decisions"] for c in counts) == bot_moves
        assert all(c["bot_decisions_dropped"] == 0 for c in counts)
    finally:
        for p in procs:
            p.stop()


def test_kill_9_of_one_process_mid_game_the_other_carries_on(postgres_url):
    # both wait 3 s before a bot move, so the claim is held (asleep) when its process is killed
    procs = [Process(postgres_url, bot_delay=3), Process(postgres_url, bot_delay=3)]
    try:
        a = procs[0]
        humans = new_game_of(a.client, "kuhn", [{"kind": "human"}, {"kind": "human"}])
        game = new_game_of(a.client, "kuhn", [{"kind": "human"}, {"kind": "bot", "bot": "random"}])
        r = play(a, game, 0, "pass", 2)
        assert r.status_code == 200, r.text
        deadline = time.monotonic() + 30
        while True:  # one process claims the bot's decision (and waits); the other steps aside
            held = [p.health()["bot_claims_held"] for p in procs]
            if sum(held) == 1:
                break
            assert time.monotonic() < deadline and sum(held) == 0, held
            time.sleep(0.05)
        claimer, survivor = procs if held[0] == 1 else procs[::-1]
        assert play(claimer, humans, 0, "bet", 2).status_code == 200  # acknowledged by the claimer, then it dies
        with contextlib.ExitStack() as stack:
            ws = survivor.ws(stack, game["id"], game["seats"][0]["token"])
            assert json.loads(ws.recv(timeout=30))["view"]["step"] == 3
            claimer.kill()
            pushed = push_of(ws, 2, timeout=60)  # the survivor took the decision up and pushed it
            assert pushed["view"]["step"] == 4
        assert survivor.health()["bot_moves"] == 1
        view = payload(survivor, game, 0)
        if view["status"] == "active":  # the bot bet: the person answers through the survivor
            r = play(survivor, game, 0, "pass", view["view"]["step"])
            assert r.status_code == 200, r.text
        assert payload(survivor, game, 0)["status"] == "finished"
        # the move A acknowledged before dying is there, and the game goes on through the survivor
        steps = survivor.client.get(f"/api/games/{humans['id']}/history").json()["steps"]
        assert [s["action"] for s in steps][2:] == ["bet"]
        assert play(survivor, humans, 1, "bet", 3).json()["status"] == "finished"
    finally:
        for p in procs:
            p.stop()


def _workers(pid: int) -> set[int]:
    """The worker processes uvicorn started (not multiprocessing's resource tracker)."""
    found = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
                spawned = b"spawn_main" in (entry / "cmdline").read_bytes()
            except OSError:
                continue
            if int(fields[1]) == pid and spawned:
                found.add(int(entry.name))
    return found


def test_serve_workers_runs_several_processes_on_postgresql(postgres_url):
    port = free_port()
    code = "import typer; from kleos.cli.serve import serve; typer.run(serve)"
    proc = subprocess.Popen([sys.executable, "-c", code, "--port", str(port), "--db", postgres_url, "--workers", "2",
                             "--rate-limit", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True)
    try:
        url = f"http://127.0.0.1:{port}"
        wait_up(url, timeout=60, proc=proc)
        assert ", 2 processes)" in proc.stdout.readline()
        deadline = time.monotonic() + 60
        while len(_workers(proc.pid)) < 2:  # the second worker may still be starting
            assert time.monotonic() < deadline
            time.sleep(0.1)
        workers = _workers(proc.pid)
        assert len(workers) == 2
        pids = set()
        for _ in range(20):  # a new connection each time: any worker may answer
            with httpx.Client(base_url=url, timeout=30) as c:
                pids.add(c.get("/api/health").json()["pid"])
        assert pids <= workers
        with httpx.Client(base_url=url, timeout=30) as c:
            game = new_game_of(c, "sphacteria", [{"kind": "human"}, {"kind": "human"}])
            for i in range(6):  # each request may reach either worker: each reads what the other stored
                tokens = [s["token"] for s in game["seats"]]
                seat = c.get(f"/api/games/{game['id']}", headers=auth(tokens[0])).json()["view"]["current_player"]
                view = c.get(f"/api/games/{game['id']}", headers=auth(tokens[seat])).json()["view"]
                r = c.post(f"/api/games/{game['id']}/actions", headers=auth(tokens[seat]),
                           json={"action": view["legal_actions"][0]["id"], "step": view["step"]})
                assert r.status_code == 200, r.text
                assert r.json()["version"] == i + 1
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(30)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()


def test_serve_refuses_workers_with_sqlite(tmp_path):
    code = "import typer; from kleos.cli.serve import serve; typer.run(serve)"
    out = subprocess.run([sys.executable, "-c", code, "--db", str(tmp_path / "k.db"), "--workers", "2"],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 2
    assert "PostgreSQL" in out.stderr and "--workers 2" in out.stderr
    assert not (tmp_path / "k.db").exists()  # refused before anything was opened
