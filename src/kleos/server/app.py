"""The Kleos ASGI app: the JSON HTTP API, one WebSocket per open game, bots, and the static web client.

Texts (views, refusals, errors, the catalog) come in the request's language: ``?lang=`` else ``Accept-Language``
(docs/i18n.md); ids, action texts and JSON, rule citations and stored games are the same in every language.

``create_app(db)`` builds it; ``kleos serve`` runs it on uvicorn. The API (OpenAPI schema at
``/openapi.json``, pages at ``/docs``) is described in docs/server.md. Every refused request gets
``{"error": {"code": ..., "message": ...}}`` and changes nothing stored.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import gc
import json
import logging
import os
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from importlib import resources
from pathlib import Path
from typing import Any, Literal

from fastapi import FastAPI, Query, Request, WebSocket, WebSocketDisconnect
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, field_validator
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import Headers, QueryParams
from starlette.exceptions import HTTPException as StarletteHTTPException

from kleos.bots import PLAYER_BOTS, bot_label, bot_names
from kleos.engine import IllegalAction, KleosError, OptionError, game_names
from kleos.i18n import LANGUAGES, Text, client_catalog, negotiate, normalize, render, translator
from kleos.server.bots import BotRunner
from kleos.server.guard import ErrorLog, Guard, configure_protocol, leave_with_parent, quiet_repeats
from kleos.server.hub import ApiError, Hub, LiveGame, game_catalog
from kleos.server.shared import Claims, Listener
from kleos.server.storage import Store
from kleos.server.turns import BotTurns

log = logging.getLogger("kleos.server")
_, ngettext = translator("kleos")

#: largest request body accepted (bytes)
MAX_BODY = 64 * 1024
#: seconds between two reminders of one seat in one game
REMIND_EVERY = 60.0
WEB_DIR = Path(str(resources.files("kleos.web")))
#: the pages load only this server's scripts and never send the address (with its seat token) elsewhere
PAGE_HEADERS = {
    "Content-Security-Policy": "default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data:; "
                               "style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
}


# ---------------------------------------------------------------------- request bodies
class SeatSpec(BaseModel):
    model_config = ConfigDict(extra="forbid")
    kind: str = Field("human", pattern="^(human|bot)$", description="'human' (gets a secret link) or 'bot'")
    bot: str | None = Field(None, description="bot name for a bot seat (see /api/catalog)")


class ClockSpec(BaseModel):
    model_config = ConfigDict(extra="forbid")
    kind: Literal["none", "live", "turn"] = Field("none", description="'live': a clock per seat; 'turn': a deadline "
                                                                        "per decision; 'none'")
    minutes: float = Field(10, gt=0, le=24 * 60, description="live: minutes on each seat's clock")
    increment: float = Field(0, ge=0, le=3600, description="live: seconds added at the end of each of a seat's turns")
    hours: float = Field(24, gt=0, le=60 * 24, description="turn: hours for each decision (72 for three days)")


class CreateGame(BaseModel):
    model_config = ConfigDict(extra="forbid")
    game: str = Field(description="registry name of the game, e.g. 'sphacteria'")
    options: dict[str, Any] = Field(default_factory=dict, description="the game's options (see /api/catalog)")
    seats: list[SeatSpec] | None = Field(None, description="one entry per seat; default: every seat human")
    clock: ClockSpec = Field(default_factory=ClockSpec, description="the time limit")
    on_leave: Literal["bot", "end"] = Field("bot", description="at more than two seats, what a resigning seat "
                                                                "becomes: played on by a bot, or the game ends")
    leave_bot: str = Field("heuristic", description="the bot that plays on for a seat whose person left")


class ClaimRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    outcome: Literal["win", "bot"] = Field(description="'win': the late seat loses; 'bot': a bot plays on for it")


class ActionRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    action: StrictInt | StrictStr | dict[str, Any] = Field(description="an action id, its text or its JSON object")
    step: StrictInt | None = Field(None, description="the step the client saw; refused as stale if the game moved on")

    @field_validator("action", mode="before")
    @classmethod
    def _one_of_three(cls, value: Any) -> Any:
        if isinstance(value, bool) or not isinstance(value, (int, str, dict)):
            raise ValueError("an action is an id (an integer), its text or its JSON object")
        return value


class UndoRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    step: StrictInt | None = Field(None, description="the step the client saw")


class Empty(BaseModel):
    model_config = ConfigDict(extra="forbid")


# ---------------------------------------------------------------------- limits
class Limits:
    """Pure ASGI middleware: a body size limit and a per-client token-bucket rate limit on /api/."""

    def __init__(self, app: Callable[..., Awaitable[None]], rate: float, burst: int, max_body: int) -> None:
        self.app = app
        self.rate = rate
        self.burst = burst
        self.max_body = max_body
        self.buckets: dict[str, tuple[float, float]] = {}

    async def __call__(self, scope: dict[str, Any], receive: Callable[..., Any], send: Callable[..., Any]) -> None:
        if scope["type"] != "http" or not scope["path"].startswith("/api/"):
            await self.app(scope, receive, send)
            return
        if self.rate > 0 and not self._allow(scope):
            await _send_error(send, 429, "rate_limited", _("too many requests; slow down"), _scope_language(scope))
            return
        length = dict(scope.get("headers") or []).get(b"content-length")
        if length is not None and (not length.isdigit() or int(length) > self.max_body):
            await _send_error(send, 413, "too_large", self._too_large(), _scope_language(scope))
            return
        seen = 0
        refused = False

        async def limited_receive() -> dict[str, Any]:
            # a body streamed without Content-Length: answer 413 as soon as it is too long, and tell the app
            # the client left (whatever it then tries to send is dropped)
            nonlocal seen, refused
            if refused:
                return {"type": "http.disconnect"}
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.max_body:
                    refused = True
                    await _send_error(send, 413, "too_large", self._too_large(), _scope_language(scope))
                    return {"type": "http.disconnect"}
            return message

        async def guarded_send(message: dict[str, Any]) -> None:
            if not refused:
                await send(message)

        await self.app(scope, limited_receive, guarded_send)

    def _too_large(self) -> Text:
        # built only when refusing: every request pays for what is built here
        return _("request body over {limit} bytes", limit=self.max_body)

    def _allow(self, scope: dict[str, Any]) -> bool:
        client = (scope.get("client") or ("?", 0))[0]
        now = time.monotonic()
        tokens, last = self.buckets.get(client, (float(self.burst), now))
        tokens = min(float(self.burst), tokens + (now - last) * self.rate)
        if tokens < 1:
            self.buckets[client] = (tokens, now)
            return False
        self.buckets[client] = (tokens - 1, now)
        if len(self.buckets) > 10_000:  # forget idle clients
            self.buckets = {k: v for k, v in self.buckets.items() if now - v[1] < 60}
        return True


def language_of(query: Mapping[str, str], headers: Mapping[str, str]) -> str:
    """The language a request asks for: ``?lang=``, else its ``Accept-Language``, else English."""
    return normalize(query.get("lang")) or _negotiated(headers.get("accept-language"))


@functools.lru_cache(maxsize=256)
def _negotiated(accept_language: str | None) -> str:
    # a browser sends the same header with every request: parse each distinct one once
    return negotiate(accept_language)


def _scope_language(scope: dict[str, Any]) -> str:
    return language_of(QueryParams(scope.get("query_string", b"")), Headers(scope=scope))


async def _send_error(send: Callable[..., Any], status: int, code: str, message: Text, lang: str) -> None:
    body = json.dumps({"error": {"code": code, "message": render(message, lang)}}, ensure_ascii=False).encode()
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]})
    await send({"type": "http.response.body", "body": body})


def _error(request: Request, status: int, code: str, message: Text) -> JSONResponse:
    lang = language_of(request.query_params, request.headers)
    return JSONResponse({"error": {"code": code, "message": render(message, lang)}}, status_code=status)


def _token(request: Request) -> str | None:
    header = request.headers.get("authorization")
    if not header:
        return None
    scheme, _sep, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise ApiError(401, "bad_token", "the Authorization header must be 'Bearer <seat token>'")
    return token.strip()


# ---------------------------------------------------------------------- pushing views
class Watcher:
    """One WebSocket client of one game: its seat, a flag telling its sender a new view is due, the
    version it must show at least (from a notification; 0: whatever is stored now), and notes to send first
    (a reminder)."""

    def __init__(self, seat: int | None) -> None:
        self.seat = seat
        self.due = asyncio.Event()
        self.version = 0
        self.notes: list[str] = []


class Notifier:
    def __init__(self) -> None:
        self.watchers: dict[str, set[Watcher]] = {}

    def add(self, game_id: str, watcher: Watcher) -> None:
        self.watchers.setdefault(game_id, set()).add(watcher)

    def remove(self, game_id: str, watcher: Watcher) -> None:
        group = self.watchers.get(game_id)
        if group is not None:
            group.discard(watcher)
            if not group:
                del self.watchers[game_id]

    def changed(self, game_id: str | None, version: int = 0) -> None:
        """The game changed (to ``version`` when known); ``None``: any game may have changed."""
        groups = self.watchers.values() if game_id is None else [self.watchers.get(game_id, ())]
        for group in groups:
            for watcher in group:
                watcher.version = max(watcher.version, version)
                watcher.due.set()

    def remind(self, game_id: str, seat: int) -> None:
        """Tell the pages of ``seat`` in the game that the others wait for it."""
        note = json.dumps({"type": "remind", "id": game_id, "seat": seat})
        for watcher in self.watchers.get(game_id, ()):
            if watcher.seat == seat:
                watcher.notes.append(note)
                watcher.due.set()

    def count(self) -> int:
        return sum(len(group) for group in self.watchers.values())


def _json(data: bytes, status: int = 200) -> Response:
    return Response(data, status_code=status, media_type="application/json")


def _cached_payload(hub: Hub, game_id: str, token: str | None, lang: str) -> tuple[int | None, int, bytes] | None:
    """The payload of a game in memory for a token, if encoded already (one process: memory is the truth)."""
    live = hub.cached(game_id)
    if live is None:
        return None
    moment = live.moment
    seat = hub.seat_of(live, token, moment)
    data = moment.encoded.get((seat, lang))
    return None if data is None else (seat, moment.version, data)


def _stamped(data: bytes) -> bytes:
    """A payload (encoded once per version) with the server's time now, from which a page runs its clocks."""
    return b'{"now":%.3f,' % time.time() + data[1:]


def _address(request: Request) -> str:
    return request.client.host if request.client else "?"


class BinaryFrame(Exception):
    """A WebSocket message that is not text."""


async def _receive_text(websocket: WebSocket) -> str:
    message = await websocket.receive()
    if message["type"] == "websocket.disconnect":
        raise WebSocketDisconnect(message.get("code", 1000))
    text = message.get("text")
    if text is None:
        raise BinaryFrame
    return text


async def _refuse(websocket: WebSocket, code: int, error: str, message: Text, lang: str) -> None:
    """Say why, then close with ``code`` (the page does not reconnect after a code of 4000 or more)."""
    with contextlib.suppress(Exception):
        await websocket.send_text(json.dumps({"type": "error", "error": {"code": error,
                                                                         "message": render(message, lang)}},
                                             ensure_ascii=False))
        await websocket.close(code=code)


class Bucket:
    """A token bucket: ``rate`` a second, bursts of ``burst`` (rate 0: no limit)."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate = rate
        self.burst = float(burst)
        self.tokens = float(burst)
        self.last = time.monotonic()

    def take(self) -> bool:
        if self.rate <= 0:
            return True
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class GuardedFastAPI(FastAPI):
    """FastAPI inside a :class:`Guard`: an error escaping the app is logged once as one line, never a traceback
    per request (Starlette re-raises to the server after answering 500)."""

    def __init__(self, errors: ErrorLog, **kwargs: Any) -> None:
        self.errors = errors
        super().__init__(**kwargs)

    def build_middleware_stack(self) -> Any:
        async def answer(scope: dict[str, Any], send: Callable[..., Any]) -> None:
            await _send_error(send, 500, "internal", _("internal server error"), _scope_language(scope))

        return Guard(super().build_middleware_stack(), self.errors, answer)


# ---------------------------------------------------------------------- the app
def create_app(db: str | None = None, rate_limit: float = 20.0, burst: int = 120, max_body: int = MAX_BODY,
               bot_delay: float = 0.0, bot_processes: int | None = None, cache: int = 2000,
               sweep_seconds: float = 2.0, keep_days: float = 0, abandon_days: float = 0,
               cleanup_seconds: float = 3600, archive: str | None = None, games_per_hour: int = 0,
               bot_games_per_address: int = 0, websockets_per_address: int = 32, ws_rate: float = 5.0,
               ws_burst: int = 30, gc_freeze_seconds: float = 10.0) -> FastAPI:
    """The ASGI app over the database ``db`` (a SQLAlchemy URL or a SQLite path; ``None``: the default file).

    ``rate_limit`` requests per second per client address (0: no limit), with bursts of ``burst``;
    ``bot_delay`` seconds between bot moves, so that people can follow them; ``bot_processes`` worker
    processes for the bots (``None``: one per core but one; 0: bots think in threads); ``cache`` games kept in
    memory; ``sweep_seconds`` between two looks for bot decisions that no process is making (PostgreSQL).
    A game's life (docs/server.md): finished games are deleted ``keep_days`` after their end and games without a
    change for ``abandon_days`` are ended (0: never), looked for every ``cleanup_seconds``; ``archive``: a
    directory where each game is saved before it is deleted. Limits per client address (0: none):
    ``games_per_hour`` created, ``bot_games_per_address`` games between bots going on at once,
    ``websockets_per_address`` open WebSockets (per process), each allowed ``ws_rate`` messages a second
    (bursts of ``ws_burst``). Every ``gc_freeze_seconds`` what has lived that long leaves the cyclic garbage
    collector's passes (0: never).
    """
    store = Store(db)
    hub = Hub(store, capacity=cache)
    runner = BotRunner(bot_processes)
    notifier = Notifier()
    turns = BotTurns(hub, runner, notifier.changed, Claims(store.url) if store.shared else None, bot_delay,
                     sweep_seconds)
    counts = {"moves": 0, "games_deleted": 0, "games_abandoned": 0}
    sockets: dict[str, int] = {}  # open WebSockets per client address
    reminded: dict[tuple[str, int], float] = {}

    def on_change(game_id: str | None, version: int, bot_to_move: bool) -> None:
        """A change announced by the database (made by any process)."""
        if game_id is not None and version < 0:  # deleted
            hub.forget(game_id)
        notifier.changed(game_id, version)
        if game_id is not None and bot_to_move:
            turns.kick(game_id)

    def clean_once() -> list[str]:
        """End the abandoned games, delete the finished ones past their time (saved in ``archive`` first); the
        ids changed."""
        now = time.time()
        changed = []
        if abandon_days > 0:
            event = {"kind": "abandoned", "days": abandon_days, "ends": True, "winners": [], "at": now}
            for game_id in store.abandon(now - abandon_days * 86400, event):
                hub.forget(game_id)
                changed.append(game_id)
                counts["games_abandoned"] += 1
        if keep_days > 0:
            before = now - keep_days * 86400
            for game_id in store.finished_before(before):
                if archive:
                    live = hub.get(game_id)
                    path = Path(archive) / f"kleos-{live.name}-{game_id}.json"
                    part = path.with_suffix(".part")
                    part.write_text(json.dumps(live.state.to_json(), ensure_ascii=False))
                    part.replace(path)
                if store.delete(game_id, before):
                    hub.forget(game_id)
                    changed.append(game_id)
                    counts["games_deleted"] += 1
        return changed

    async def cleaner() -> None:
        if archive:
            Path(archive).mkdir(parents=True, exist_ok=True)
        while True:
            try:
                for game_id in await run_in_threadpool(clean_once):
                    notifier.changed(game_id)
            except Exception as exc:
                errors.report("cleaning up games failed", exc)
            await asyncio.sleep(cleanup_seconds)

    async def collector() -> None:
        """Keep the cyclic garbage collector's passes short: what has lived a while (the games in memory, which
        make no cyclic garbage) is frozen out of them. A full pass over 400 games' states took 124 ms, one over
        1,600 about half a second, and the collector makes one whenever the long-lived objects grew by a quarter:
        every few seconds under load, the p99 of every request (docs/deploy.md, Measured)."""
        while True:
            await asyncio.sleep(gc_freeze_seconds)
            gc.collect(1)  # the young generations only: cheap; what survives them is long-lived
            gc.freeze()

    @contextlib.asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        tasks = [asyncio.create_task(turns.sweep())]
        if gc_freeze_seconds > 0:
            gc.freeze()  # what the start made (modules, games' static data)
            tasks.append(asyncio.create_task(collector()))
        if keep_days > 0 or abandon_days > 0:
            tasks.append(asyncio.create_task(cleaner()))
        if store.shared:
            listener = Listener(store.url, on_change, notifier.remind)
            tasks.append(asyncio.create_task(listener.run()))
            with contextlib.suppress(TimeoutError):  # serve even if it is slow: it keeps trying
                await asyncio.wait_for(listener.connected.wait(), 10)
        yield
        for t in tasks:
            t.cancel()
        await turns.close()
        runner.close()
        store.close()

    errors = ErrorLog(log)
    app = GuardedFastAPI(errors, title="Kleos", version="1", lifespan=lifespan,
                         description="Play Kleos games in the browser: lobby, seats, moves, undo, replay.")
    app.state.hub = hub
    app.state.store = store
    app.state.errors = errors

    # ------------------------------------------------------------------ errors
    @app.exception_handler(ApiError)
    async def api_error(request: Request, exc: ApiError) -> JSONResponse:
        return _error(request, exc.status, exc.code, exc.message)

    @app.exception_handler(OptionError)
    async def option_error(request: Request, exc: OptionError) -> JSONResponse:
        return _error(request, 400, "bad_options", exc.message)

    @app.exception_handler(IllegalAction)
    async def illegal(request: Request, exc: IllegalAction) -> JSONResponse:
        return _error(request, 422, "illegal_action", exc.message)

    @app.exception_handler(KleosError)
    async def kleos_error(request: Request, exc: KleosError) -> JSONResponse:
        return _error(request, 400, "bad_request", exc.message)

    @app.exception_handler(RequestValidationError)
    async def invalid(request: Request, exc: RequestValidationError) -> JSONResponse:
        parts = []  # pydantic's reasons stay in English; the sentence around them is translated
        for err in exc.errors():
            if err.get("type") == "json_invalid":
                return _error(request, 400, "malformed_json", _("the request body is not valid JSON"))
            where = ".".join(str(p) for p in err.get("loc", ()) if p != "body")
            parts.append(f"{where or 'body'}: {err.get('msg')}")
        return _error(request, 400, "bad_request", "; ".join(parts) or _("bad request"))

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        code = {404: "not_found", 405: "method_not_allowed"}.get(exc.status_code, "http_error")
        return _error(request, exc.status_code, code, str(exc.detail))

    @app.exception_handler(Exception)
    async def internal(request: Request, exc: Exception) -> JSONResponse:
        return _error(request, 500, "internal", _("internal server error"))  # Starlette re-raises: Guard logs it

    # ------------------------------------------------------------------ API
    @app.get("/api/catalog", summary="The games this server offers, their options and seats, and the bots")
    async def catalog(request: Request) -> dict[str, Any]:
        lang = language_of(request.query_params, request.headers)
        games = game_catalog(lang)
        for info in games:
            info["renderer"] = (WEB_DIR / "renderers" / f"{info['name']}.js").is_file()
        names = bot_names()
        return {"games": games, "bots": names, "player_bots": [b for b in PLAYER_BOTS if b in names],
                "bot_labels": {b: render(bot_label(b), lang) for b in names}}

    @app.get("/api/i18n/{lang}", summary="The web client's texts in a language ('auto': by Accept-Language)")
    async def texts(lang: str, request: Request, domains: str = "kleos") -> JSONResponse:
        code = negotiate(request.headers.get("accept-language")) if lang == "auto" else normalize(lang)
        if code is None:
            raise ApiError(404, "unknown_language", _("unknown language {lang!r}; this server speaks {languages}",
                                                      lang=lang, languages=", ".join(LANGUAGES)))
        known = {"kleos", *game_names()}
        wanted = tuple(sorted({d for d in domains.split(",") if d in known} | {"kleos"}))
        return JSONResponse(client_catalog(code, wanted), headers={"Cache-Control": "max-age=300"})

    @app.get("/api/health", summary="Liveness and counters, for monitoring and load balancers")
    async def health() -> dict[str, Any]:
        try:
            await run_in_threadpool(store.ping)
        except Exception as exc:
            raise ApiError(503, "database_unreachable",
                           _("the database does not answer: {error}", error=type(exc).__name__)) from None
        return {"status": "ok", "pid": os.getpid(), "games_in_memory": len(hub), "websockets": notifier.count(),
                "bot_games_running": len(turns.tasks), "bot_claims_held": len(turns.claimed), **counts,
                **turns.counts, **runner.counts, "errors_logged": errors.total, "gc_frozen": gc.get_freeze_count()}

    @app.post("/api/games", status_code=201, summary="Create a game; returns one secret link per human seat "
                                                     "and the creator's own")
    async def create(body: CreateGame, request: Request) -> dict[str, Any]:
        seats = None if body.seats is None else [s.model_dump() for s in body.seats]
        address = _address(request)
        settings = {"clock": body.clock.model_dump(), "on_leave": body.on_leave, "leave_bot": body.leave_bot}

        def make() -> tuple[LiveGame, dict[int, str], str]:
            if games_per_hour > 0 and store.created_since(address, time.time() - 3600) >= games_per_hour:
                raise ApiError(429, "too_many_games", ngettext(
                    "this address created {n} game in the last hour; try again later",
                    "this address created {n} games in the last hour; try again later", games_per_hour,
                    n=games_per_hour))
            if (bot_games_per_address > 0 and seats is not None and all(s["kind"] == "bot" for s in seats)
                    and store.open_bot_games(address) >= bot_games_per_address):
                raise ApiError(429, "too_many_bot_games", ngettext(
                    "this address already has {n} game between bots going on; abort it or wait for its end",
                    "this address already has {n} games between bots going on; abort one or wait for its end",
                    bot_games_per_address, n=bot_games_per_address))
            return hub.create(body.game, body.options, seats, settings, address)

        live, tokens, admin = await run_in_threadpool(make)
        base = str(request.base_url).rstrip("/")
        if live.bot_seat() is not None:
            turns.kick(live.id)
        game = live.state.game
        lang = language_of(request.query_params, request.headers)
        return {
            "id": live.id,
            "game": live.name,
            "options": live.options,
            "seats": [{
                "seat": s.seat, "name": game.seat_names[s.seat], "label": render(game.seat_label(s.seat), lang),
                "kind": s.kind, "bot": s.bot,
                "token": tokens.get(s.seat),
                "url": f"{base}/play/{live.id}#token={tokens[s.seat]}" if s.seat in tokens else None,
            } for s in live.seats],
            "spectator_url": f"{base}/play/{live.id}",
            # the creator's secret: issue a seat's link again, abort (docs/server.md, A game's life)
            "creator": {"token": admin, "url": f"{base}/play/{live.id}#admin={admin}"},
            "clock": settings["clock"], "on_leave": body.on_leave,
        }

    # The game routes answer with JSON already encoded (Hub.encoded_payload): one thread hop per request, no
    # second serialization by the framework.
    @app.get("/api/games/{game_id}", summary="The game as the token's seat sees it (no token: as a spectator)",
             response_model=None)
    async def show(game_id: str, request: Request) -> Response:
        token = _token(request)
        lang = language_of(request.query_params, request.headers)

        def read() -> bytes:
            live = hub.fresh(game_id)
            return hub.encoded_payload(live, hub.seat_of(live, token), lang=lang)[1]

        return _json(_stamped(await run_in_threadpool(read)))

    @app.post("/api/games/{game_id}/actions", summary="Play an action for the token's seat", response_model=None)
    async def act(game_id: str, body: ActionRequest, request: Request) -> Response:
        token = _token(request)
        if token is None:
            raise ApiError(401, "no_token", _("playing needs the seat's token (Authorization: Bearer <token>)"))
        lang = language_of(request.query_params, request.headers)

        def move() -> tuple[LiveGame, int, bytes]:
            live = hub.get(game_id)
            seat = hub.seat_of(live, token)
            if seat is None:
                raise ApiError(403, "not_a_seat", _("{game}: this link no longer opens a seat",
                                                    game=live.state.game.title_label()))
            hub.act(game_id, seat, body.action, body.step)
            return live, *hub.encoded_payload(live, seat, lang=lang)

        live, version, data = await run_in_threadpool(move)
        counts["moves"] += 1
        notifier.changed(game_id, version)
        if live.bot_seat() is not None:
            turns.kick(game_id)
        return _json(_stamped(data))

    @app.post("/api/games/{game_id}/undo", summary="Take back the token's seat's last decision", response_model=None)
    async def undo(game_id: str, body: UndoRequest, request: Request) -> Response:
        token = _token(request)
        lang = language_of(request.query_params, request.headers)

        def take_back() -> tuple[int, bytes]:
            live = hub.get(game_id)
            seat = hub.seat_of(live, token)
            hub.undo(game_id, seat, body.step)
            return hub.encoded_payload(live, seat, lang=lang)

        version, data = await run_in_threadpool(take_back)
        notifier.changed(game_id, version)
        return _json(_stamped(data))

    async def lifecycle(game_id: str, request: Request,
                        change: Callable[[LiveGame, int | None, bool], object]) -> Response:
        """A lifecycle change by the token's seat (or the creator), stored like a move; the payload after it."""
        token = _token(request)
        if token is None:
            raise ApiError(401, "no_token", _("this needs a seat's or the creator's token (Authorization: Bearer "
                                              "<token>)"))
        lang = language_of(request.query_params, request.headers)

        def run() -> tuple[LiveGame, int, bytes]:
            live = hub.get(game_id)
            change(live, hub.seat_of(live, token), hub.is_creator(live, token))
            return live, *hub.encoded_payload(live, hub.seat_of(live, token), lang=lang)

        live, version, data = await run_in_threadpool(run)
        notifier.changed(game_id, version)
        if live.bot_seat() is not None:
            turns.kick(game_id)
        return _json(_stamped(data))

    @app.post("/api/games/{game_id}/resign", summary="The token's seat resigns", response_model=None)
    async def resign(game_id: str, body: Empty, request: Request) -> Response:
        return await lifecycle(game_id, request, lambda live, seat, _creator: hub.resign(live.id, seat))

    @app.post("/api/games/{game_id}/abort", summary="Abort the game (while a seat has not decided yet)",
              response_model=None)
    async def abort(game_id: str, body: Empty, request: Request) -> Response:
        return await lifecycle(game_id, request, lambda live, seat, creator: hub.abort(live.id, seat, creator))

    @app.post("/api/games/{game_id}/claim", summary="The seat to decide is out of time: claim the game or give "
                                                    "the seat to a bot", response_model=None)
    async def claim(game_id: str, body: ClaimRequest, request: Request) -> Response:
        return await lifecycle(game_id, request,
                               lambda live, seat, _creator: hub.claim(live.id, seat, body.outcome))

    @app.post("/api/games/{game_id}/remind", status_code=202, summary="Remind the person to decide that it is "
                                                                      "their turn (sound and title on their page)")
    async def remind(game_id: str, body: Empty, request: Request) -> dict[str, Any]:
        token = _token(request)
        live = await run_in_threadpool(hub.fresh, game_id)
        seat = hub.seat_of(live, token)
        current = hub.remindable(live, seat)
        now = time.monotonic()
        if now - reminded.get((game_id, current), -REMIND_EVERY) < REMIND_EVERY:
            raise ApiError(429, "too_soon", _("{seat} was reminded less than a minute ago",
                                              seat=live.state.game.seat_label(current)))
        if len(reminded) > 10_000:
            reminded.clear()
        reminded[(game_id, current)] = now
        if store.shared:  # every process tells its own WebSockets (this one too, when it hears it)
            await run_in_threadpool(store.announce, f"{game_id} r {current}")
        else:
            notifier.remind(game_id, current)
        return {"reminded": current}

    @app.post("/api/games/{game_id}/seats/{seat}/link", summary="The creator issues a new link for a seat; the "
                                                                "old one stops working at once")
    async def reissue(game_id: str, seat: int, body: Empty, request: Request) -> dict[str, Any]:
        token = _token(request)

        def run() -> tuple[LiveGame, str]:
            live = hub.get(game_id)
            if not hub.is_creator(live, token):
                raise ApiError(403, "not_creator", _("only the game's creator can issue a seat's link again"))
            return hub.reissue(game_id, seat)

        live, new = await run_in_threadpool(run)
        notifier.changed(game_id, live.version)
        base = str(request.base_url).rstrip("/")
        return {"seat": seat, "token": new, "url": f"{base}/play/{live.id}#token={new}"}

    @app.get("/api/games/{game_id}/history", summary="The steps so far, hidden ones without their action")
    async def history(game_id: str, request: Request) -> dict[str, Any]:
        live = await run_in_threadpool(hub.fresh, game_id)
        return hub.history(live, hub.seat_of(live, _token(request)), language_of(request.query_params,
                                                                                 request.headers))

    @app.get("/api/games/{game_id}/log", summary="The log lines before a step (a payload carries the last ones)")
    async def game_log(game_id: str, request: Request, before: int | None = Query(None, ge=0)) -> dict[str, Any]:
        live = await run_in_threadpool(hub.fresh, game_id)
        seat = hub.seat_of(live, _token(request))
        return await run_in_threadpool(hub.log, live, seat, before, language_of(request.query_params,
                                                                                request.headers))

    @app.get("/api/games/{game_id}/replay", summary="The view at a past step (public while the game goes on)")
    async def replay(game_id: str, request: Request, step: int = Query(ge=0)) -> dict[str, Any]:
        live = await run_in_threadpool(hub.fresh, game_id)
        seat = hub.seat_of(live, _token(request))
        return await run_in_threadpool(hub.replay, live, seat, step, language_of(request.query_params,
                                                                                 request.headers))

    @app.get("/api/games/{game_id}/save", summary="A finished game as a saved state, for 'kleos replay FILE'")
    async def save(game_id: str) -> JSONResponse:
        live = await run_in_threadpool(hub.fresh, game_id)
        state = live.state
        if not live.moment.over:  # the full state holds every secret: only once the game is over
            raise ApiError(409, "in_progress", _("{game}: the game is not over; it can be saved once it has ended",
                                                 game=state.game.title_label()))
        return JSONResponse(state.to_json(), headers={
            "Content-Disposition": f'attachment; filename="kleos-{live.name}-{live.id}.json"'})

    @app.get("/api/games/{game_id}/board", summary="The game's static board data for renderers")
    async def board(game_id: str) -> dict[str, Any]:
        live = await run_in_threadpool(hub.get, game_id)
        return live.state.game.board_data()

    @app.websocket("/api/games/{game_id}/ws")
    async def socket(websocket: WebSocket, game_id: str) -> None:
        """First message from the client: ``{"token": "<seat token>"}`` (or ``null``: spectator); then the
        server sends the current view and a new one after every change, made through any server process, in the
        language of ``?lang=`` (else the handshake's Accept-Language). Refused with a close code (and an error
        message first): a binary frame (1003), a first message that is not that object (4400), too many
        WebSockets from one address (4429), too many messages (4429), a token of another game (4403)."""
        lang = language_of(websocket.query_params, websocket.headers)
        address = (websocket.client or ("?", 0))[0]
        await websocket.accept()
        if 0 < websocket_cap <= sockets.get(address, 0):
            await _refuse(websocket, 4429, "too_many_connections",
                          _("too many connections from your address; close some pages"), lang)
            return
        sockets[address] = sockets.get(address, 0) + 1
        try:
            await serve_socket(websocket, game_id, lang)
        except (WebSocketDisconnect, RuntimeError):  # the client left: nothing to say
            pass
        finally:
            left = sockets.get(address, 1) - 1
            if left > 0:
                sockets[address] = left
            else:
                sockets.pop(address, None)

    websocket_cap = websockets_per_address

    async def serve_socket(websocket: WebSocket, game_id: str, lang: str) -> None:
        bucket = Bucket(ws_rate, ws_burst)
        try:
            hello = await asyncio.wait_for(_receive_text(websocket), 15)
            token = json.loads(hello).get("token", ...) if hello.startswith("{") else ...
        except (TimeoutError, ValueError):
            token = ...
        except BinaryFrame:
            await _refuse(websocket, 1003, "binary", _("this server reads text messages only"), lang)
            return
        if token is not None and not isinstance(token, str):  # a number, a list, a missing key: refused
            await _refuse(websocket, 4400, "bad_hello", _("the first message must be a JSON object whose token "
                                                         "is a seat token or null"), lang)
            return
        try:
            live = await run_in_threadpool(hub.get, game_id)
            seat = hub.seat_of(live, token or None)
        except ApiError as exc:
            await _refuse(websocket, 4000 + exc.status, exc.code, exc.message, lang)
            return
        watcher = Watcher(seat)
        watcher.due.set()
        notifier.add(game_id, watcher)

        async def sender() -> None:
            sent = -1
            while True:
                await watcher.due.wait()
                watcher.due.clear()
                while watcher.notes:
                    await websocket.send_text(watcher.notes.pop(0))

                def build(version: int = watcher.version) -> tuple[int | None, int, bytes]:
                    fresh = hub.fresh(game_id, version or None)
                    seat_now = hub.seat_of(fresh, token or None)  # a link issued again stops here
                    return seat_now, *hub.encoded_payload(fresh, seat_now, lang=lang)

                try:  # a payload encoded already (the mover's answer, another watcher's push) needs no thread
                    ready = None if hub.shared else _cached_payload(hub, game_id, token or None, lang)
                    watcher.seat, current, data = ready or await run_in_threadpool(build)
                except ApiError as exc:  # the game was deleted, or this token no longer opens it
                    await _refuse(websocket, 4000 + exc.status, exc.code, exc.message, lang)
                    return
                if current > sent:  # a process hears its own changes too: send each version once
                    sent = current
                    await websocket.send_text(_stamped(data).decode())

        task = asyncio.create_task(sender())
        try:
            while True:
                try:
                    message = await _receive_text(websocket)
                except BinaryFrame:
                    await _refuse(websocket, 1003, "binary", _("this server reads text messages only"), lang)
                    return
                if not bucket.take():
                    await _refuse(websocket, 4429, "rate_limited", _("too many messages; slow down"), lang)
                    return
                if message == "ping":
                    await websocket.send_text("pong")
        finally:
            task.cancel()
            notifier.remove(game_id, watcher)

    # ------------------------------------------------------------------ the web client
    @app.get("/", include_in_schema=False)
    async def lobby() -> FileResponse:
        return FileResponse(WEB_DIR / "index.html", headers=PAGE_HEADERS)

    @app.get("/play/{game_id}", include_in_schema=False)
    async def play_page(game_id: str) -> FileResponse:
        return FileResponse(WEB_DIR / "play.html", headers=PAGE_HEADERS)

    app.mount("/static", StaticFiles(directory=WEB_DIR), name="static")

    app.add_middleware(Limits, rate=rate_limit, burst=burst, max_body=max_body)
    return app


#: how ``kleos serve --workers N`` hands its options to the worker processes (JSON of create_app's arguments)
CONFIG_VARIABLE = "KLEOS_SERVE_CONFIG"


def app_from_environment() -> FastAPI:
    """The app of one worker of ``kleos serve --workers N``: it leaves when the server process dies."""
    leave_with_parent()
    config = json.loads(os.environ[CONFIG_VARIABLE])
    configure_protocol(config.pop("protocol", {}))
    quiet_repeats()
    return create_app(**config)
