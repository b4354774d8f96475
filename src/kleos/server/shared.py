"""What server processes sharing one PostgreSQL database tell each other, through the database alone.

- **Changes.** Every change is announced by ``NOTIFY kleos_changes`` in its own transaction (storage.py);
  :class:`Listener` hears them on a connection of its own and tells this process's WebSocket watchers and
  bot runner, so a move made through any process reaches the clients of every process.
- **Bot claims.** A process thinks for a bot's decision only while it holds the game's advisory lock
  (``pg_try_advisory_lock``, on one connection of its own, :class:`Claims`): whichever process notices the
  decision, one thinks and the others step aside. PostgreSQL drops a session's locks when its connection ends,
  so when the claiming process dies (even by ``kill -9``) its claims go with it and another process's sweep
  of the games waiting for a bot (storage.py, ``bot_to_move``) takes the decision up.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
from collections.abc import Callable

import psycopg
from sqlalchemy.engine import make_url

from kleos.server.storage import CHANNEL

log = logging.getLogger("kleos.server")


def libpq_url(url: str) -> str:
    """The SQLAlchemy URL ``postgresql+psycopg://...`` as the plain URL psycopg connects with."""
    return make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)


def claim_key(game_id: str) -> int:
    """The 64-bit advisory lock key of a game's bot claim."""
    return int.from_bytes(hashlib.sha256(f"kleos bot {game_id}".encode()).digest()[:8], "big", signed=True)


class Listener:
    """Hears every change announced on the database; calls ``on_change(game_id, version, bot_to_move)``, and
    ``on_change(None, 0, False)`` when (re)connected, since changes made meanwhile were not heard."""

    def __init__(self, url: str, on_change: Callable[[str | None, int, bool], None],
                 on_remind: Callable[[str, int], None] | None = None) -> None:
        self.url = libpq_url(url)
        self.on_change = on_change
        self.on_remind = on_remind
        self.connected = asyncio.Event()

    async def run(self) -> None:
        """Listen until cancelled, connecting again after a lost connection."""
        while True:
            try:
                async with await psycopg.AsyncConnection.connect(self.url, autocommit=True) as conn:
                    await conn.execute(f"LISTEN {CHANNEL}")
                    self.connected.set()
                    self.on_change(None, 0, False)
                    async for note in conn.notifies():
                        game_id, what, value = note.payload.split(" ")
                        if what == "r":  # "<game id> r <seat>": a reminder, nothing stored
                            if self.on_remind is not None:
                                self.on_remind(game_id, int(value))
                        else:  # "<game id> <version> <bot>"; version -1: deleted
                            self.on_change(game_id, int(what), value == "1")
            except psycopg.Error as exc:
                self.connected.clear()
                log.warning("listening for changes on the database failed (%s); trying again", exc)
                await asyncio.sleep(1)


class Claims:
    """This process's bot claims: advisory locks held by one database session of its own."""

    def __init__(self, url: str) -> None:
        self.url = libpq_url(url)
        self._conn: psycopg.AsyncConnection | None = None
        self._lock = asyncio.Lock()

    async def claim(self, game_id: str) -> bool:
        """Whether this process now holds the claim of the game's bot decisions (no other process does)."""
        return await self._ask("SELECT pg_try_advisory_lock(%s)", game_id)

    async def release(self, game_id: str) -> None:
        await self._ask("SELECT pg_advisory_unlock(%s)", game_id)

    async def _ask(self, sql: str, game_id: str) -> bool:
        async with self._lock:
            for attempt in (1, 2):
                try:
                    if self._conn is None or self._conn.closed:
                        self._conn = await psycopg.AsyncConnection.connect(self.url, autocommit=True)
                    cursor = await self._conn.execute(sql, (claim_key(game_id),))
                    row = await cursor.fetchone()
                    return bool(row and row[0])
                except psycopg.OperationalError:
                    # the session is lost, and its claims with it (the version check still refuses a second
                    # move for one decision); connect again once
                    self._conn = None
                    if attempt == 2:
                        raise
        return False

    async def close(self) -> None:
        if self._conn is not None:
            await self._conn.close()
            self._conn = None
