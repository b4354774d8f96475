"""Bot turns: which process plays a bot seat's decision, and when, so that each decision is thought once.

A game's bots are run by one task at a time in this process (:class:`BotTurns`). With a shared database
(PostgreSQL) the task first claims the game (an advisory lock, :class:`kleos.server.shared.Claims`): of the
processes that notice a bot's turn, one thinks and the others step aside; when the claiming process dies, its
claim goes with its database session and the others' sweep of the games waiting for a bot takes the turn up.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
from collections.abc import Callable

from starlette.concurrency import run_in_threadpool

from kleos.server.bots import BotRunner
from kleos.server.hub import ApiError, Hub
from kleos.server.shared import Claims

log = logging.getLogger("kleos.server")


class BotTurns:
    """Plays the bot seats of the games of ``hub`` (thinking in ``runner``), then calls ``moved(game_id)``."""

    def __init__(self, hub: Hub, runner: BotRunner, moved: Callable[[str], None], claims: Claims | None,
                 bot_delay: float = 0.0, sweep_seconds: float = 2.0) -> None:
        self.hub = hub
        self.runner = runner
        self.moved = moved
        self.claims = claims
        self.bot_delay = bot_delay
        self.sweep_seconds = sweep_seconds
        self.tasks: dict[str, asyncio.Task[None]] = {}
        self.claimed: set[str] = set()  # games whose bot decisions this process has claimed
        self._again: set[str] = set()  # games kicked while their run was ending: looked at once more
        self._broken: set[str] = set()  # games this process cannot load (their game is not installed here, say)
        self._closing = False
        self.counts = {"bot_decisions": 0, "bot_moves": 0, "bot_decisions_dropped": 0}

    def kick(self, game_id: str) -> None:
        """A bot of the game may be to decide: play its turns unless a run of this game is going on."""
        if game_id in self.tasks:
            self._again.add(game_id)
        elif not self._closing:
            self.tasks[game_id] = asyncio.get_running_loop().create_task(self._run(game_id))

    async def sweep(self) -> None:
        """Take up the bot turns no process is playing: once at the start, and (with a shared database) every
        ``sweep_seconds``, for those whose claiming process died."""
        while True:
            try:
                for game_id in await run_in_threadpool(self.hub.store.bot_turns):
                    if game_id not in self._broken:
                        self.kick(game_id)
            except Exception:
                log.exception("looking for waiting bot decisions failed")
            if self.claims is None:
                return
            await asyncio.sleep(self.sweep_seconds)

    async def close(self) -> None:
        self._closing = True
        for task in list(self.tasks.values()):
            task.cancel()
        if self.claims is not None:
            with contextlib.suppress(Exception):
                await self.claims.close()

    async def _run(self, game_id: str) -> None:
        try:
            if self.claims is not None:  # another process may be deciding for this bot: one thinks, once
                if not await self.claims.claim(game_id):
                    return
                self.claimed.add(game_id)
            while await self._play_one(game_id):
                pass
        except Exception:
            log.exception("bot runner of game %s stopped", game_id)
        finally:
            if game_id in self.claimed and self.claims is not None:
                self.claimed.discard(game_id)
                with contextlib.suppress(Exception):  # a lost session has released it already
                    await self.claims.release(game_id)
            self.tasks.pop(game_id, None)
            if game_id in self._again:  # the game changed while this run ended or was refused
                self._again.discard(game_id)
                self.kick(game_id)

    async def _play_one(self, game_id: str) -> bool:
        """One bot decision of the game, if a bot is to decide; whether to look again."""
        try:
            live = await run_in_threadpool(self.hub.fresh, game_id)
        except ApiError as exc:  # said once, not at every sweep
            self._broken.add(game_id)
            log.error("the bots of game %s cannot play: %s", game_id, exc.message)
            return False
        moment = live.moment
        seat = live.bot_seat(moment.state)
        if seat is None:
            return False
        if self.bot_delay:
            await asyncio.sleep(self.bot_delay)
        bot = live.bots.get(seat)
        if bot is None:  # its seat was given to a bot a moment ago: the next look finds it
            return True
        actions = await self.runner.choose(live.name, moment.seats[seat].bot or "random", bot,
                                           moment.state, seat, secrets.randbits(63), people=not live.bots_only)
        self.counts["bot_decisions"] += len(actions)
        version = moment.version
        # A turn's decisions: with a delay between bot moves, one stored change each, so that people follow them;
        # without, one change for the whole turn (one write, one push: a person waits for the turn, not for each
        # of its decisions to be stored and sent).
        changes = [[action] for action in actions] if self.bot_delay else [actions]
        done = 0
        for i, change in enumerate(changes):
            if i and self.bot_delay:
                await asyncio.sleep(self.bot_delay)
            try:
                await run_in_threadpool(self.hub.act_turn, game_id, seat, change, None, version + i)
            except ApiError as exc:
                if exc.status == 409:  # the game moved on (a move, an undo, its end): look again
                    self.counts["bot_decisions_dropped"] += len(actions) - done
                    return True
                log.error("bot %s of game %s failed: %s", seat, game_id, exc.message)
                return False
            done += len(change)
            self.counts["bot_moves"] += len(change)
            self.moved(game_id)
        return True
