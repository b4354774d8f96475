"""Where bots think, fairly: a person waiting for a bot is served before games between bots alone, cheap bots before
searching ones, and no bot thinks past its level's time budget.

Bot decisions go to one of two *lanes* of worker processes, so that a thinking bot never holds the interpreter
lock the requests need:

- the **people** lane, for games with a person at the table (``processes`` workers, one per core but one by
  default); its waiting decisions are taken cheapest budget first, so a person facing the ``heuristic`` bot does
  not queue behind another table's ``mcts-hard``;
- the **bots** lane, for games between bots alone: its workers run at a lower scheduling priority (``nice``
  :data:`BOTS_NICE`), so that however many such games run, the operating system gives the people's bots and the
  server the cores first.

Each decision has a deadline, its level's budget (``mcts-hard``: 5 s, see :data:`kleos.bots.mcts.LEVELS`) with a
margin: a worker past it is killed, another takes its place, and the seat plays a random legal action instead
(counted in ``bot_timeouts``). The ``random`` bot thinks in a thread of the server: it costs less than sending the
state to a worker. A worker receives the state as JSON (``State.dumps``), rebuilds it and asks the bot; bots keep
no memory between moves (their interface is ``act(state, seat)``), so a bot in a worker plays exactly like one in
the server.
"""

from __future__ import annotations

import asyncio
import contextlib
import heapq
import itertools
import logging
import multiprocessing
import os
import random
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from multiprocessing.connection import Connection
from typing import Any

from starlette.concurrency import run_in_threadpool

from kleos.bots import LEVELS, make_bot, parse_bot_spec
from kleos.engine import State
from kleos.engine.registry import GAMES

log = logging.getLogger("kleos.server")

#: the scheduling priority of the workers of games between bots alone: the lowest (the server runs at 0)
BOTS_NICE = 19
#: seconds a bot without a time budget of its own (``heuristic``) may think
DEFAULT_SECONDS = 5.0
#: a decision's deadline: its budget times this, plus :data:`MARGIN` (starting a worker, sending the state)
SLACK = 1.5
MARGIN = 3.0
#: decisions of one turn a worker makes in one exchange at most
TURN_DECISIONS = 64
#: seconds of thought a turn of the quick bot (``heuristic``) takes in a worker, all its decisions together: its
#: lookahead stops widening there, and the turn's decisions after them take the action of best one-step value, so
#: that a person does not wait seconds for a long turn of many small moves (a Sphactérie turn: up to ~40)
QUICK_TURN = 0.4
#: seconds a new worker may take to start (import Kleos) before it is given up
STARTING = 60.0

_worker_bots: dict[tuple[str, str, str], Any] = {}


def _bot_move(state_json: str, bot: str, seat: int, seed: int) -> int:
    """In a worker process: the action id the bot ``bot`` chooses for ``seat``."""
    return _bot_turn(state_json, bot, seat, seed, 0.0)[0]


def _bot_turn(state_json: str, bot: str, seat: int, seed: int, seconds: float) -> list[int]:
    """In a worker process: the bot's decisions for ``seat`` from this state on, as long as the seat keeps deciding
    with nothing drawn or rolled in between and the time spent stays within ``seconds`` (at least one decision):
    a turn of many small decisions costs one exchange with the server, not one each."""
    started = time.monotonic()
    quick = parse_bot_spec(bot)[0] == "heuristic"
    turn_deadline = time.perf_counter() + QUICK_TURN  # the quick bot's whole turn (a perf_counter instant)
    state = State.loads(state_json)
    key = (bot, state.game.name, repr(state.game.options))
    if key not in _worker_bots:
        _worker_bots[key] = make_bot(bot, state.game, seed)
    player = _worker_bots[key]
    actions = []
    while True:
        if quick:  # its lookahead until the turn's time is up, then one step ahead
            action = player.act(state, seat, turn_deadline, greedy=time.perf_counter() >= turn_deadline)
        else:
            action = player.act(state, seat)
        actions.append(action.id)
        if time.monotonic() - started >= seconds or len(actions) >= TURN_DECISIONS:
            return actions
        state.apply_for(seat, action)
        if state.is_terminal() or state.is_chance_node() or state.current_player != seat:
            return actions


def _watch_parent(parent: int) -> None:
    """In a worker process: leave as soon as the server is gone (even killed with SIGKILL)."""

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(0.5)
        os._exit(0)

    threading.Thread(target=watch, daemon=True, name="kleos-parent-watch").start()


def _serve(conn: Connection, parent: int, nice: int) -> None:
    """A worker process: say ``("ready", None)``, then answer each ``(state_json, bot, seat, seed, seconds)`` with
    ``("ok", [action ids])`` or ``("error", text)``."""
    _watch_parent(parent)
    if nice:
        with contextlib.suppress(OSError):
            os.nice(nice)
    import kleos.bots  # noqa: F401 - loaded before saying ready: starting is not thinking

    conn.send(("ready", None))
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            return
        try:
            conn.send(("ok", _bot_turn(*job)))
        except Exception as exc:  # the server plays on with a random action and says why
            conn.send(("error", f"{type(exc).__name__}: {exc}"))


def default_processes() -> int:
    """One worker per core, leaving one core to the requests."""
    return max(1, (os.cpu_count() or 2) - 1)


def budget(bot: str) -> float:
    """The seconds a bot's decision may take: its level's (or its own ``seconds=``) budget."""
    base, params = parse_bot_spec(bot)
    if base == "random":
        return 0.0
    if base.startswith("mcts"):
        level = base.partition("-")[2] or "normal"
        seconds = params.get("seconds", LEVELS.get(level, LEVELS["normal"])["seconds"])
        return float(seconds) if seconds else DEFAULT_SECONDS * 6
    return float(params.get("seconds") or DEFAULT_SECONDS)


class OverBudget(Exception):
    """A bot thought past its deadline: its worker was killed."""


class _Worker:
    """One worker process, started on its first decision (in a thread: spawning takes a while)."""

    def __init__(self, nice: int) -> None:
        self.nice = nice
        self.process: multiprocessing.process.BaseProcess | None = None
        self.conn: Connection | None = None

    def start(self) -> None:
        """Start the process and wait until it is ready (not counted in any decision's time)."""
        if self.process is None:
            context = multiprocessing.get_context("spawn")
            self.conn, child = context.Pipe()
            self.process = context.Process(target=_serve, args=(child, os.getpid(), self.nice), daemon=True,
                                           name="kleos-bot")
            self.process.start()
            child.close()
            if not self.conn.poll(STARTING):
                raise RuntimeError(f"a bot worker did not start in {STARTING:.0f} s")
            self.conn.recv()

    def call(self, job: tuple[str, str, int, int, float]) -> tuple[str, Any]:
        assert self.conn is not None
        self.conn.send(job)
        return self.conn.recv()

    def kill(self) -> None:
        if self.process is not None:
            with contextlib.suppress(Exception):
                self.process.kill()
                self.process.join(5)
        if self.conn is not None:
            with contextlib.suppress(Exception):
                self.conn.close()


class Lane:
    """Worker processes taking the waiting decisions cheapest budget first."""

    def __init__(self, name: str, processes: int, nice: int, counts: dict[str, int]) -> None:
        self.name = name
        self.processes = processes
        self.nice = nice
        self.counts = counts
        self._idle: list[_Worker] = []
        self._started = 0
        self._queue: list[tuple[float, int, asyncio.Future[list[int]], tuple[str, str, int, int, float], float]] = []
        self._order = itertools.count()
        self._threads = ThreadPoolExecutor(processes + 2, thread_name_prefix=f"kleos-bots-{name}")
        self._busy: set[_Worker] = set()

    @property
    def waiting(self) -> int:
        return len(self._queue)

    async def run(self, job: tuple[str, str, int, int, float], seconds: float) -> list[int]:
        future: asyncio.Future[list[int]] = asyncio.get_running_loop().create_future()
        heapq.heappush(self._queue, (seconds, next(self._order), future, job, SLACK * seconds + MARGIN))
        self._dispatch()
        return await future

    def _dispatch(self) -> None:
        while self._queue and (self._idle or self._started < self.processes):
            _, _, future, job, deadline = heapq.heappop(self._queue)
            if future.done():  # its game gave up waiting
                continue
            if self._idle:
                worker = self._idle.pop()
            else:
                worker = _Worker(self.nice)
                self._started += 1
            self._busy.add(worker)
            asyncio.get_running_loop().create_task(self._work(worker, future, job, deadline))

    async def _work(self, worker: _Worker, future: asyncio.Future[list[int]],
                    job: tuple[str, str, int, int, float], deadline: float) -> None:
        loop = asyncio.get_running_loop()
        try:
            await loop.run_in_executor(self._threads, worker.start)
            status, value = await asyncio.wait_for(loop.run_in_executor(self._threads, worker.call, job), deadline)
        except Exception as exc:  # past the deadline, or the worker died: it goes, another will start
            self._busy.discard(worker)
            self._started -= 1
            await loop.run_in_executor(self._threads, worker.kill)
            if isinstance(exc, TimeoutError):
                self.counts["bot_timeouts"] += 1
                exc = OverBudget(f"{job[1]} thought past {deadline:.1f} s")
            if not future.done():
                future.set_exception(exc)
        else:
            self._busy.discard(worker)
            self._idle.append(worker)
            if not future.done():
                if status == "ok":
                    future.set_result(value)
                else:
                    future.set_exception(RuntimeError(value))
        finally:
            self._dispatch()

    def close(self) -> None:
        for worker in [*self._idle, *self._busy]:
            worker.kill()
        self._idle.clear()
        for _, _, future, _, _ in self._queue:
            future.cancel()
        self._queue.clear()
        self._threads.shutdown(wait=False, cancel_futures=True)


class BotRunner:
    """Chooses bot moves: in the people's lane or the bots' lane of ``processes`` worker processes each (0: in
    threads of the server)."""

    def __init__(self, processes: int | None = None) -> None:
        self.processes = default_processes() if processes is None else max(0, processes)
        self.counts: dict[str, int] = {"bot_timeouts": 0, "bot_failures": 0, "bot_jobs_people": 0,
                                       "bot_jobs_bots": 0}
        self._lanes: dict[bool, Lane] = {}

    def _lane(self, people: bool) -> Lane:
        lane = self._lanes.get(people)
        if lane is None:
            lane = self._lanes[people] = Lane("people" if people else "bots", self.processes,
                                              0 if people else BOTS_NICE, self.counts)
        return lane

    async def choose(self, game_name: str, bot_name: str, local_bot: Any, state: State, seat: int,
                     seed: int, people: bool = True) -> list[int]:
        """The action ids the seat's bot chooses from ``state`` on (which the caller must not change meanwhile):
        its next decision, and the following ones of its turn when a worker thought them; ``people``: a person
        sits at this game (their bots go first)."""
        seconds = budget(bot_name)
        if not self.processes or game_name not in GAMES or seconds == 0:  # threads: no workers, a game registered
            return [await run_in_threadpool(lambda: local_bot.act(state.clone(), seat).id)]  # at run time, random
        self.counts["bot_jobs_people" if people else "bot_jobs_bots"] += 1
        try:
            return await self._lane(people).run((state.dumps(), bot_name, seat, seed, seconds), seconds)
        except Exception as exc:
            if not isinstance(exc, OverBudget):
                self.counts["bot_failures"] += 1
            log.warning("bot %s of a %s game did not answer (%s): it plays a random action", bot_name, game_name,
                        exc)
            legal = state.legal_actions()
            return [legal[random.randrange(len(legal))].id]

    def close(self) -> None:
        for lane in self._lanes.values():
            lane.close()
        self._lanes.clear()
