"""Hostile and careless clients against a real ``kleos serve`` (all traffic on 127.0.0.1): binary WebSocket frames,
tokens that are not strings, NUL and odd game ids, per-address connection and WebSocket caps, WebSocket message
floods, X-Forwarded-For from an address that is not a configured proxy, slow headers and slow bodies; each refused
with a status or a close code, none writing a traceback, and the server serving the next client; a worker of
``--workers 2`` leaves when the server process is killed (PostgreSQL)."""

from __future__ import annotations

import contextlib
import json
import logging
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from server.servers import HERE, free_port, wait_up
from server.test_api import auth
from support import run_coroutine


class Serve:
    """``kleos serve`` (with the Kuhn fixture) and its standard error, read after it stops."""

    def __init__(self, db: str, *args: str) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.ws = f"ws://127.0.0.1:{self.port}"
        env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(HERE.parent), os.environ.get("PYTHONPATH", "")])}
        env.pop("FORWARDED_ALLOW_IPS", None)
        self.log = Path(os.environ.get("TMPDIR", "/tmp")) / f"kleos-hostile-{self.port}.log"
        self.proc = subprocess.Popen([sys.executable, str(HERE / "serve_fixture.py"), "--port", str(self.port),
                                      "--db", db, "--bot-processes", "0", *args],
                                     env=env, stdout=subprocess.DEVNULL, stderr=self.log.open("w"))
        wait_up(self.url, proc=self.proc)

    def game(self) -> dict:
        r = httpx.post(f"{self.url}/api/games", json={"game": "kuhn"}, timeout=10)
        assert r.status_code == 201, r.text
        return r.json()

    def stop(self) -> str:
        self.proc.terminate()
        try:
            self.proc.wait(20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        text = self.log.read_text()
        self.log.unlink(missing_ok=True)
        return text


@pytest.fixture
def served(db_url) -> Iterator[Serve]:
    srv = Serve(db_url, "--rate-limit", "0")
    yield srv
    log = srv.stop()
    assert "Traceback" not in log, log


def closed_with(ws) -> tuple[int | None, dict | None]:
    """The close code of a WebSocket the server is closing, and the error it said first."""
    said = None
    with contextlib.suppress(ConnectionClosed):
        while True:
            text = ws.recv(timeout=10)
            if text == "pong":
                continue
            message = json.loads(text)
            if message.get("type") == "error":
                said = message
    return ws.close_code, said


def test_binary_frames_are_refused_with_a_close_code_and_no_traceback(served):
    game = served.game()
    url = f"{served.ws}/api/games/{game['id']}/ws"
    for _ in range(30):  # the first message
        with connect(url) as ws:
            ws.send(b"\x00\x01binary")
            code, said = closed_with(ws)
            assert code == 1003 and said["error"]["code"] == "binary"
    with connect(url) as ws:  # after a good start
        ws.send(json.dumps({"token": None}))
        assert json.loads(ws.recv(timeout=10))["type"] == "state"
        ws.send(b"later")
        assert closed_with(ws)[0] == 1003
    assert httpx.get(f"{served.url}/api/games/{game['id']}").status_code == 200


@pytest.mark.parametrize("hello", ['{"token": 5}', '{"token": ["a"]}', '{"token": {"x": 1}}', '{"seat": 0}', "[1]",
                                   '"token"', "not json", '{"token": true}'])
def test_a_first_message_that_is_not_a_token_object_is_refused(served, hello):
    game = served.game()
    with connect(f"{served.ws}/api/games/{game['id']}/ws") as ws:
        ws.send(hello)
        code, said = closed_with(ws)
    assert code == 4400 and said["error"]["code"] == "bad_hello"


@pytest.mark.parametrize("game_id", ["a%00b", "%00", "%C3%A9t%C3%A9", "x" * 40, "a.b", "a%20b", "%FF", "a'b"])
def test_ids_outside_the_id_alphabet_are_unknown_games(served, game_id):
    for path in ("", "/history", "/log", "/board", "/save", "/replay?step=0"):
        r = httpx.get(f"{served.url}/api/games/{game_id}{path}", timeout=10)
        assert r.status_code == 404 and r.json()["error"]["code"] in ("unknown_game", "not_found"), (path, r.text)
    r = httpx.post(f"{served.url}/api/games/{game_id}/actions", json={"action": 0}, headers=auth("t"), timeout=10)
    assert r.status_code == 404
    with connect(f"{served.ws}/api/games/{game_id}/ws") as ws:
        ws.send(json.dumps({"token": None}))
        assert closed_with(ws)[0] == 4404
    assert httpx.get(f"{served.url}/api/health", timeout=10).status_code == 200


def test_websocket_messages_are_rate_limited(served):
    game = served.game()
    with connect(f"{served.ws}/api/games/{game['id']}/ws") as ws:
        ws.send(json.dumps({"token": None}))
        ws.recv(timeout=10)
        with contextlib.suppress(ConnectionClosed):
            for _ in range(200):
                ws.send("ping")
        code, said = closed_with(ws)
    assert code == 4429 and said["error"]["code"] == "rate_limited"


def test_connection_and_websocket_caps_per_address(tmp_path):
    srv = Serve(f"sqlite:///{tmp_path / 'k.db'}", "--rate-limit", "0", "--connections-per-address", "6",
                "--websockets-per-address", "3")
    held: list[socket.socket] = []
    try:
        game = srv.game()
        url = f"{srv.ws}/api/games/{game['id']}/ws"
        with contextlib.ExitStack() as stack:
            for _ in range(3):
                ws = stack.enter_context(connect(url))
                ws.send(json.dumps({"token": None}))
                ws.recv(timeout=10)
            with connect(url) as fourth:
                code, said = closed_with(fourth)
            assert code == 4429 and said["error"]["code"] == "too_many_connections"
            for _ in range(3):  # three WebSockets and three idle connections: six from this address
                held.append(socket.create_connection(("127.0.0.1", srv.port)))
            time.sleep(0.3)
            extra = socket.create_connection(("127.0.0.1", srv.port))
            extra.settimeout(10)
            answer = extra.recv(200)
            assert answer.startswith(b"HTTP/1.1 503") and b"too many connections" in answer
            extra.close()
        for s in held:
            s.close()
        time.sleep(0.5)
        assert httpx.get(f"{srv.url}/api/games/{game['id']}", timeout=10).status_code == 200  # room again
    finally:
        for s in held:
            s.close()
        log = srv.stop()
    assert "Traceback" not in log


def test_x_forwarded_for_is_believed_only_from_a_configured_proxy(tmp_path):
    db = f"sqlite:///{tmp_path / 'k.db'}"
    plain = Serve(db, "--rate-limit", "1")
    try:  # the rate limit's bucket stays the connection's address, whatever the header says
        codes = [httpx.get(f"{plain.url}/api/catalog", headers={"X-Forwarded-For": f"10.0.0.{i}"}).status_code
                 for i in range(130)]
        assert 429 in codes
        created = httpx.post(f"{plain.url}/api/games", json={"game": "kuhn"},
                             headers={"X-Forwarded-For": "10.9.9.9", "X-Forwarded-Proto": "https"})
        assert created.status_code in (201, 429)
        if created.status_code == 201:
            assert created.json()["spectator_url"].startswith("http://")  # the scheme is not the client's to say
    finally:
        plain.stop()
    proxied = Serve(db, "--rate-limit", "1", "--forwarded-allow-ips", "127.0.0.1")
    try:  # behind a configured proxy each forwarded client has its own bucket
        codes = [httpx.get(f"{proxied.url}/api/catalog", headers={"X-Forwarded-For": f"10.0.0.{i}"}).status_code
                 for i in range(130)]
        assert set(codes) == {200}
    finally:
        proxied.stop()


def raw(port: int, data: bytes) -> socket.socket:
    s = socket.create_connection(("127.0.0.1", port))
    s.settimeout(15)
    s.sendall(data)
    return s


def test_slow_headers_and_slow_bodies_are_cut_off(tmp_path):
    srv = Serve(f"sqlite:///{tmp_path / 'k.db'}", "--header-timeout", "1", "--body-timeout", "1")
    try:
        started = time.monotonic()
        idle = raw(srv.port, b"")
        slow_headers = raw(srv.port, b"GET /api/catalog HTTP/1.1\r\nHost: x\r\n")
        slow_body = raw(srv.port, b"POST /api/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                                  b"Content-Length: 100\r\n\r\n{\"game\"")
        for s in (idle, slow_headers, slow_body):
            answer = b""
            with contextlib.suppress(OSError):
                while chunk := s.recv(1000):
                    answer += chunk
            s.close()
            assert answer == b"" or b" 408 " in answer.split(b"\r\n", 1)[0], answer
        assert time.monotonic() - started < 10  # closed by the server, not by the socket's own timeout
        assert httpx.get(f"{srv.url}/api/catalog", timeout=10).status_code == 200
        # a client keeping a connection alive between requests is not cut off by the header timeout
        with httpx.Client(base_url=srv.url, timeout=10) as c:
            c.get("/api/catalog")
            time.sleep(1.5)
            assert c.get("/api/catalog").status_code == 200
    finally:
        log = srv.stop()
    assert "Traceback" not in log


def test_an_error_is_logged_once_as_one_line_and_its_repeats_counted(caplog):
    from kleos.server.guard import ErrorLog, Guard

    async def broken(scope, receive, send):
        raise KeyError("text")

    sent: list[dict] = []

    async def answer(scope, send):
        await send({"type": "http.response.start", "status": 500})

    errors = ErrorLog(logging.getLogger("kleos.test"), every=3600)
    app = Guard(broken, errors, answer)

    async def run() -> None:
        async def send(message):
            sent.append(message)

        for _ in range(50):
            await app({"type": "http", "path": "/x"}, None, send)

    with caplog.at_level(logging.ERROR, logger="kleos.test"):
        run_coroutine(run())
    lines = [r for r in caplog.records if r.name == "kleos.test"]
    assert len(lines) == 1 and lines[0].exc_info is None and "\n" not in lines[0].getMessage()
    assert "KeyError" in lines[0].getMessage() and errors.total == 50
    assert [m["status"] for m in sent] == [500] * 50


def test_workers_leave_when_the_server_process_is_killed(postgres_url):
    from server.test_processes import _workers

    port = free_port()
    code = "import typer; from kleos.cli.serve import serve; typer.run(serve)"
    proc = subprocess.Popen([sys.executable, "-c", code, "--port", str(port), "--db", postgres_url, "--workers", "2",
                             "--rate-limit", "0", "--bot-processes", "1"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    workers: set[int] = set()
    try:
        wait_up(f"http://127.0.0.1:{port}", timeout=60, proc=proc)
        deadline = time.monotonic() + 60
        while len(workers := _workers(proc.pid)) < 2:
            assert time.monotonic() < deadline
            time.sleep(0.1)
        # a bot game, so that the workers' bot processes exist too
        httpx.post(f"http://127.0.0.1:{port}/api/games", json={"game": "sphacteria", "seats": [
            {"kind": "bot", "bot": "random"}] * 2}, timeout=30)
        proc.kill()  # kill -9 of the server process: no shutdown, no goodbye to its workers
        proc.wait()
        deadline = time.monotonic() + 30
        while any(_alive(pid) for pid in workers) and time.monotonic() < deadline:
            time.sleep(0.2)
        assert not any(_alive(pid) for pid in workers), "a worker serves on, orphaned"
        again = subprocess.Popen([sys.executable, "-c", code, "--port", str(port), "--db", postgres_url,
                                  "--rate-limit", "0"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                                 start_new_session=True)
        try:  # the port is free again: a new server starts on it
            wait_up(f"http://127.0.0.1:{port}", timeout=60, proc=again)
        finally:
            again.terminate()
            again.wait(30)
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        for pid in workers:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"
