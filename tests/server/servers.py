"""Real servers for tests: uvicorn on a free port, in a thread or in a subprocess, and a throw-away PostgreSQL."""

from __future__ import annotations

import contextlib
import glob
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

HERE = Path(__file__).parent


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_up(url: str, timeout: float = 60.0, proc: subprocess.Popen | None = None) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if proc is not None and proc.poll() is not None:
            raise RuntimeError(f"server exited with {proc.returncode}: {proc.stderr.read() if proc.stderr else ''}")
        with contextlib.suppress(httpx.HTTPError):
            if httpx.get(f"{url}/api/catalog", timeout=1).status_code == 200:
                return
        time.sleep(0.05)
    raise RuntimeError(f"server at {url} did not start")


class ThreadServer:
    """uvicorn running ``create_app`` in a background thread of the test process."""

    def __init__(self, db: str, **kwargs) -> None:
        import uvicorn

        from kleos.server.app import create_app

        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.app = create_app(db, **{"rate_limit": 0, **kwargs})
        config = uvicorn.Config(self.app, host="127.0.0.1", port=self.port, log_level="warning", lifespan="on")
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)
        self.thread.start()
        wait_up(self.url)

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(10)


def start_subprocess_server(db: str, port: int, bot_delay: float = 0) -> subprocess.Popen:
    """``kleos serve`` (with the Kuhn fixture registered) in its own process, to be killed."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(HERE.parent), os.environ.get("PYTHONPATH", "")])}
    proc = subprocess.Popen([sys.executable, str(HERE / "serve_fixture.py"), "--port", str(port), "--db", db,
                             "--rate-limit", "0", "--bot-delay", str(bot_delay)],
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    wait_up(f"http://127.0.0.1:{port}", proc=proc)
    return proc


# ---------------------------------------------------------------------- PostgreSQL
def _pg_bin() -> Path | None:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"))
    if found:
        return Path(found[-1]).parent
    which = shutil.which("pg_ctl")
    return Path(which).parent if which else None


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    """A throw-away PostgreSQL server in a temp dir, as the 'postgres' user when running as root."""
    bindir = _pg_bin()
    if bindir is None or not (bindir / "initdb").exists():
        pytest.skip("PostgreSQL binaries (initdb, pg_ctl) are absent: run scripts/setup-system.sh")
    data = tempfile.mkdtemp(prefix="kleos-pg-")
    prefix: list[str] = []
    if os.geteuid() == 0:
        shutil.chown(data, "postgres", "postgres")
        prefix = ["runuser", "-u", "postgres", "--"]
    port = free_port()
    run = dict(check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        subprocess.run([*prefix, str(bindir / "initdb"), "-D", data, "-A", "trust", "-U", "kleos", "--no-sync",
                        "-E", "UTF8"], **run)
        options = f"-k {data} -p {port} -c listen_addresses=127.0.0.1 -c fsync=off"
        subprocess.run([*prefix, str(bindir / "pg_ctl"), "-D", data, "-o", options, "-l", f"{data}/log", "-w",
                        "start"], **run)
    except subprocess.CalledProcessError as exc:
        shutil.rmtree(data, ignore_errors=True)
        pytest.fail(f"could not start PostgreSQL: {exc.stderr.decode(errors='replace')}")
    try:
        yield f"postgresql://kleos@127.0.0.1:{port}/postgres"
    finally:
        subprocess.run([*prefix, str(bindir / "pg_ctl"), "-D", data, "-m", "immediate", "stop"],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        shutil.rmtree(data, ignore_errors=True)


