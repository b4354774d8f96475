"""Fixtures of the API tests: a real server on SQLite and on a PostgreSQL server started from Debian's binaries
(scripts/setup-system.sh installs them)."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest

from server.servers import ThreadServer, postgres_url  # noqa: F401 - a fixture


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request, tmp_path) -> str:
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'kleos.db'}"
    return request.getfixturevalue("postgres_url")


@pytest.fixture
def server(db_url) -> Iterator[ThreadServer]:
    srv = ThreadServer(db_url)
    yield srv
    srv.stop()


@pytest.fixture
def client(server) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=server.url, timeout=10) as c:
        yield c
