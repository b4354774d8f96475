"""Bot moves off the request path: in worker processes, so that a thinking bot never holds the interpreter
lock the requests need, or in threads when there are no workers (or the game exists only in this process).

A worker receives the state as JSON (``State.dumps``), rebuilds it and asks the bot named by the seat; it
returns the chosen action's id. Bots keep no memory between moves (their interface is ``act(state, seat)``),
so a bot living in a worker plays exactly like one living in the server.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import threading
import time
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from starlette.concurrency import run_in_threadpool

from kleos.bots import make_bot
from kleos.engine import State
from kleos.engine.registry import GAMES

log = logging.getLogger("kleos.server")

_worker_bots: dict[tuple[str, str, str], Any] = {}


def _bot_move(state_json: str, bot: str, seat: int, seed: int) -> int:
    """In a worker process: the action id the bot ``bot`` chooses for ``seat``."""
    state = State.loads(state_json)
    key = (bot, state.game.name, repr(state.game.options))
    if key not in _worker_bots:
        _worker_bots[key] = make_bot(bot, state.game, seed)
    return _worker_bots[key].act(state, seat).id


def _watch_parent(parent: int) -> None:
    """In a worker process: leave as soon as the server is gone (even killed with SIGKILL)."""

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(0.5)
        os._exit(0)

    threading.Thread(target=watch, daemon=True, name="kleos-parent-watch").start()


def default_processes() -> int:
    """One worker per core, leaving one core to the requests."""
    return max(1, (os.cpu_count() or 2) - 1)


class BotRunner:
    """Chooses bot moves in a pool of ``processes`` worker processes (0: in threads)."""

    def __init__(self, processes: int | None = None) -> None:
        self.processes = default_processes() if processes is None else max(0, processes)
        self._pool: ProcessPoolExecutor | None = None
        self.counts: dict[str, int] = {}

    def _executor(self) -> ProcessPoolExecutor | None:
        if self._pool is None and self.processes:
            self._pool = ProcessPoolExecutor(self.processes, mp_context=multiprocessing.get_context("spawn"),
                                             initializer=_watch_parent, initargs=(os.getpid(),))
        return self._pool

    async def choose(self, game_name: str, bot_name: str, local_bot: Any, state: State, seat: int,
                     seed: int) -> int:
        """The action id the seat's bot chooses at ``state`` (which the caller must not change meanwhile)."""
        pool = self._executor() if game_name in GAMES else None  # a game registered at run time: threads
        if pool is not None:
            try:
                loop = asyncio.get_running_loop()
                return await loop.run_in_executor(pool, _bot_move, state.dumps(), bot_name, seat, seed)
            except BrokenProcessPool:
                log.error("the bot workers died; playing this move in a thread and starting new workers")
                self._pool = None
        return await run_in_threadpool(lambda: local_bot.act(state.clone(), seat).id)

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
