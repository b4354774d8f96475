"""What a public server needs below the app: connection limits and read timeouts in uvicorn's HTTP protocol,
errors logged once, and processes that leave with the one that started them.

- :class:`GuardedHttpTools` is uvicorn's httptools protocol with a cap on the open connections of one address (a
  configured proxy is exempt: behind it, the app's own limits see the real clients), a timeout on reading a
  request's headers (from the connection's first byte or the request's) and one on reading its body. uvicorn has
  neither timeout: a connection sending a header a minute stays open for ever.
- :class:`ErrorLog` logs an unexpected error once, as one line, and then how many times it happened again (at
  most a line a minute for each kind); :class:`Guard` is the outermost ASGI layer that sends it every error the
  app let escape, instead of the traceback per request that uvicorn writes; :class:`Repeats` does the same for
  uvicorn's own warnings.
- :func:`leave_with_parent`: a worker of ``kleos serve --workers N`` exits when the process that started it dies,
  even by ``kill -9`` and whoever adopts it (Linux's parent-death signal, and a watch of the parent's pid).
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import ipaddress
import logging
import os
import signal
import threading
import time
import traceback
from collections.abc import Awaitable, Callable
from typing import Any, ClassVar

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

log = logging.getLogger("kleos.server")


# ---------------------------------------------------------------------- connections
class GuardedHttpTools(HttpToolsProtocol):
    """uvicorn's httptools protocol with per-address connection caps and header and body read timeouts.

    Settings are class attributes (set by ``kleos serve`` before uvicorn starts, and by each worker from its
    configuration): a 0 turns one off."""

    max_per_address: ClassVar[int] = 0
    header_timeout: ClassVar[float] = 0.0
    body_timeout: ClassVar[float] = 0.0
    trusted: ClassVar[frozenset[str]] = frozenset()  # proxies' addresses: not capped
    open_by_address: ClassVar[dict[str, int]] = {}
    refused: ClassVar[int] = 0

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._address = self.client[0] if self.client else None
        self._counted = False
        self._timer: asyncio.TimerHandle | None = None
        counts = GuardedHttpTools.open_by_address
        if self._address is not None and self._address not in self.trusted:
            if 0 < self.max_per_address <= counts.get(self._address, 0):
                GuardedHttpTools.refused += 1
                transport.write(b"HTTP/1.1 503 Service Unavailable\r\ncontent-type: text/plain\r\n"
                                b"content-length: 41\r\nconnection: close\r\n\r\n"
                                b"too many connections from your address\r\n\r\n")
                transport.close()
                return
            counts[self._address] = counts.get(self._address, 0) + 1
            self._counted = True
        self._arm(self.header_timeout)

    def _release(self) -> None:
        if self._counted:
            self._counted = False
            counts = GuardedHttpTools.open_by_address
            left = counts.get(self._address, 1) - 1  # type: ignore[arg-type]
            if left > 0:
                counts[self._address] = left  # type: ignore[index]
            else:
                counts.pop(self._address, None)  # type: ignore[arg-type]

    def _arm(self, seconds: float) -> None:
        self._disarm()
        if seconds > 0:
            self._timer = self.loop.call_later(seconds, self._too_slow)

    def _disarm(self) -> None:
        if getattr(self, "_timer", None) is not None:
            self._timer.cancel()  # type: ignore[union-attr]
            self._timer = None

    def _too_slow(self) -> None:
        """The headers or the body did not arrive in time: answer 408 if nothing was answered yet, and close."""
        self._timer = None
        if self.transport.is_closing():
            return
        if self.cycle is None or not self.cycle.response_started:
            self.transport.write(b"HTTP/1.1 408 Request Timeout\r\ncontent-length: 0\r\nconnection: close\r\n\r\n")
        if self.cycle is not None and not self.cycle.response_complete:
            self.cycle.disconnected = True
            self.cycle.message_event.set()
        self.transport.close()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        self._release()
        super().connection_lost(exc)

    def on_message_begin(self) -> None:
        super().on_message_begin()
        if self._timer is None:  # the keep-alive wait is over: the request's headers must now come in time
            self._arm(self.header_timeout)

    def on_headers_complete(self) -> None:
        self._disarm()
        super().on_headers_complete()
        if not (self.parser.should_upgrade() and self._should_upgrade()):
            self._arm(self.body_timeout)

    def on_message_complete(self) -> None:
        self._disarm()
        super().on_message_complete()

    def handle_websocket_upgrade(self) -> None:
        self._disarm()
        super().handle_websocket_upgrade()
        # the WebSocket protocol owns the connection now: it gives the address's place back when it ends
        protocol = self.transport.get_protocol()
        lost = protocol.connection_lost

        def connection_lost(exc: Exception | None) -> None:
            try:
                lost(exc)
            finally:
                self._release()

        protocol.connection_lost = connection_lost  # type: ignore[method-assign]


def trusted_addresses(forwarded_allow_ips: str) -> frozenset[str]:
    """The literal addresses of a ``forwarded_allow_ips`` list (networks and ``*`` are left to uvicorn)."""
    found = set()
    for item in forwarded_allow_ips.split(","):
        item = item.strip()
        with contextlib.suppress(ValueError):
            found.add(str(ipaddress.ip_address(item)))
    return frozenset(found)


def configure_protocol(settings: dict[str, Any]) -> None:
    GuardedHttpTools.max_per_address = int(settings.get("connections_per_address", 0))
    GuardedHttpTools.header_timeout = float(settings.get("header_timeout", 0))
    GuardedHttpTools.body_timeout = float(settings.get("body_timeout", 0))
    GuardedHttpTools.trusted = trusted_addresses(settings.get("forwarded_allow_ips", ""))


# ---------------------------------------------------------------------- errors
class ErrorLog:
    """Unexpected errors, each kind (what failed, the exception's type and where it was raised) logged once as
    one line, then its repeats counted: a line ``... N more times`` at most every ``every`` seconds."""

    def __init__(self, logger: logging.Logger, every: float = 60.0) -> None:
        self.logger = logger
        self.every = every
        self.total = 0
        self._seen: dict[tuple[str, str, str], list[float]] = {}  # key -> [repeats not yet told, last line]

    def report(self, what: str, exc: BaseException) -> None:
        self.total += 1
        frames = traceback.extract_tb(exc.__traceback__)
        where = f"{os.path.basename(frames[-1].filename)}:{frames[-1].lineno}" if frames else "?"
        key = (what, type(exc).__name__, where)
        now = time.monotonic()
        entry = self._seen.get(key)
        if entry is None:
            if len(self._seen) > 1000:
                self._seen.clear()
            self._seen[key] = [0, now]
            text = " ".join(str(exc).split())[:300]
            self.logger.error("%s: %s: %s (at %s; repeats are counted)", what, type(exc).__name__, text, where)
            return
        entry[0] += 1
        if now - entry[1] >= self.every:
            self.logger.error("%s: %s (at %s) %d more times in %.0f s", what, type(exc).__name__, where,
                              entry[0], now - entry[1])
            entry[0], entry[1] = 0, now


class Repeats(logging.Filter):
    """A log line said again within ``every`` seconds is counted, not written; the next one written says how many
    were left out (uvicorn's ``Invalid HTTP request received.`` for each bad request, say)."""

    def __init__(self, every: float = 60.0) -> None:
        super().__init__()
        self.every = every
        self._seen: dict[str, list[float]] = {}

    def filter(self, record: logging.LogRecord) -> bool:
        key = f"{record.name}:{record.levelno}:{record.msg}"
        now = time.monotonic()
        entry = self._seen.get(key)
        if record.exc_info:  # one line: the exception's type and message, not its traceback
            exc = record.exc_info[1]
            record.msg = f"{record.msg} ({type(exc).__name__}: {' '.join(str(exc).split())[:200]})"
            record.exc_info = None
            record.exc_text = None
        if entry is not None and now - entry[1] < self.every:
            entry[0] += 1
            return False
        if entry is not None and entry[0]:
            record.msg = f"{record.msg} (and {int(entry[0])} more times in the last {now - entry[1]:.0f} s)"
        if len(self._seen) > 1000:
            self._seen.clear()
        self._seen[key] = [0, now]
        return True


def quiet_repeats() -> None:
    """Count repeated lines of uvicorn's and Kleos's loggers instead of writing each."""
    for name in ("uvicorn.error", "kleos.server"):
        logger = logging.getLogger(name)
        if not any(isinstance(f, Repeats) for f in logger.filters):
            logger.addFilter(Repeats())


Send = Callable[[dict[str, Any]], Awaitable[None]]


class Guard:
    """The outermost ASGI layer: an exception the app let escape is reported to :class:`ErrorLog` (one line), the
    client gets a 500 (or a WebSocket close 1011) if nothing was answered yet, and uvicorn never sees it."""

    def __init__(self, app: Callable[..., Awaitable[None]], errors: ErrorLog,
                 answer: Callable[[dict[str, Any], Send], Awaitable[None]]) -> None:
        self.app = app
        self.errors = errors
        self.answer = answer

    async def __call__(self, scope: dict[str, Any], receive: Callable[..., Any], send: Send) -> None:
        if scope["type"] == "lifespan":
            await self.app(scope, receive, send)
            return
        started = False

        async def tracked(message: dict[str, Any]) -> None:
            nonlocal started
            started = True
            await send(message)

        try:
            await self.app(scope, receive, tracked)
        except Exception as exc:
            self.errors.report(f"{scope['type']} request failed", exc)
            if not started:
                with contextlib.suppress(Exception):
                    if scope["type"] == "http":
                        await self.answer(scope, send)
                    else:
                        await send({"type": "websocket.close", "code": 1011})


# ---------------------------------------------------------------------- processes
PR_SET_PDEATHSIG = 1


def leave_with_parent(parent: int | None = None) -> None:
    """Exit when the process ``parent`` (by default this one's parent now) is gone: a worker of ``kleos serve``
    never serves on, orphaned, after its supervisor was killed."""
    parent = os.getppid() if parent is None else parent
    with contextlib.suppress(Exception):  # Linux: the kernel sends SIGTERM when the parent dies
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0)
    if os.getppid() != parent:  # it died before the signal was asked for
        os._exit(0)

    def watch() -> None:  # any system: a new parent (init, a subreaper) means the old one died
        while os.getppid() == parent:
            time.sleep(0.5)
        log.warning("the server process %d is gone: worker %d leaves", parent, os.getpid())
        os.kill(os.getpid(), signal.SIGTERM)  # a graceful stop; uvicorn exits
        time.sleep(10)
        os._exit(0)

    threading.Thread(target=watch, daemon=True, name="kleos-parent-watch").start()
