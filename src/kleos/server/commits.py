"""Group commit for SQLite: one writer thread commits the changes of every request thread together.

SQLite allows one writer at a time, and a durable commit (``synchronous=FULL``) costs an fsync, a few
milliseconds on an ordinary disk. Threads that each committed on their own queued on SQLite's write lock,
whose busy handler sleeps and polls: under load (200 games at once) moves waited seconds. Here every change
is queued to one thread that runs all waiting changes in one transaction, each inside its own SAVEPOINT (a
change that fails is undone alone), and commits once: one fsync for the whole group. A caller returns only
after the commit of its group, so an acknowledged move is on disk.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any, TypeVar

from sqlalchemy import Connection
from sqlalchemy.engine import Engine

T = TypeVar("T")

#: changes committed together at most (a group is whatever is waiting when the previous commit ends)
MAX_GROUP = 256


class GroupCommit:
    """A writer thread over ``engine``: :meth:`run` queues a change and waits for the commit of its group."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self._queue: queue.SimpleQueue[tuple[Callable[[Connection], Any], Future[Any]] | None] = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._loop, daemon=True, name="kleos-group-commit")
        self._thread.start()

    def run(self, change: Callable[[Connection], T]) -> T:
        """Run ``change(connection)`` in the next group; its result once committed, or its exception."""
        if not self._thread.is_alive():
            raise RuntimeError("the database writer has stopped")
        done: Future[T] = Future()
        self._queue.put((change, done))
        return done.result()

    def close(self) -> None:
        self._queue.put(None)
        self._thread.join(30)

    def _loop(self) -> None:
        while True:
            first = self._queue.get()
            if first is None:
                self._refuse_rest()
                return
            group = [first]
            while len(group) < MAX_GROUP:
                try:
                    item = self._queue.get_nowait()
                except queue.Empty:
                    break
                if item is None:
                    self._queue.put(None)  # stop after this group
                    break
                group.append(item)
            self._commit(group)

    def _refuse_rest(self) -> None:
        """Closing: whatever was queued after the stop is refused, never left waiting."""
        while True:
            try:
                item = self._queue.get_nowait()
            except queue.Empty:
                return
            if item is not None:
                item[1].set_exception(RuntimeError("the database writer has stopped"))

    def _commit(self, group: list[tuple[Callable[[Connection], Any], Future[Any]]]) -> None:
        outcomes: list[tuple[bool, Any]] = []
        try:
            with self.engine.begin() as conn:
                for change, _ in group:
                    conn.exec_driver_sql("SAVEPOINT kleos_change")  # plain SQL: cheaper than begin_nested()
                    try:
                        outcomes.append((True, change(conn)))
                        conn.exec_driver_sql("RELEASE SAVEPOINT kleos_change")
                    except Exception as exc:  # this change alone is undone; the caller gets its exception
                        conn.exec_driver_sql("ROLLBACK TO SAVEPOINT kleos_change")
                        conn.exec_driver_sql("RELEASE SAVEPOINT kleos_change")
                        outcomes.append((False, exc))
        except Exception as exc:  # the commit failed: nothing of the group is stored
            for _, done in group:
                done.set_exception(exc)
            return
        for (ok, value), (_, done) in zip(outcomes, group, strict=True):
            if ok:
                done.set_result(value)
            else:
                done.set_exception(value)
