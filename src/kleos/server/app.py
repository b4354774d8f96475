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
import json
import logging
import os
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from importlib import resources
from pathlib import Path
from typing import Any

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
from kleos.server.hub import ApiError, Hub, LiveGame, game_catalog
from kleos.server.shared import Claims, Listener
from kleos.server.storage import Store
from kleos.server.turns import BotTurns

log = logging.getLogger("kleos.server")
_, ngettext = translator("kleos")

#: largest request body accepted (bytes)
MAX_BODY = 64 * 1024
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


class CreateGame(BaseModel):
    model_config = ConfigDict(extra="forbid")
    game: str = Field(description="registry name of the game, e.g. 'sphacteria'")
    options: dict[str, Any] = Field(default_factory=dict, description="the game's options (see /api/catalog)")
    seats: list[SeatSpec] | None = Field(None, description="one entry per seat; default: every seat human")


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
    """One WebSocket client of one game: its seat, a flag telling its sender a new view is due, and the
    version it must show at least (from a notification; 0: whatever is stored now)."""

    def __init__(self, seat: int | None) -> None:
        self.seat = seat
        self.due = asyncio.Event()
        self.version = 0


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

    def count(self) -> int:
        return sum(len(group) for group in self.watchers.values())


def _json(data: bytes, status: int = 200) -> Response:
    return Response(data, status_code=status, media_type="application/json")


# ---------------------------------------------------------------------- the app
def create_app(db: str | None = None, rate_limit: float = 20.0, burst: int = 120, max_body: int = MAX_BODY,
               bot_delay: float = 0.0, bot_processes: int | None = None, cache: int = 2000,
               sweep_seconds: float = 2.0) -> FastAPI:
    """The ASGI app over the database ``db`` (a SQLAlchemy URL or a SQLite path; ``None``: the default file).

    ``rate_limit`` requests per second per client address (0: no limit), with bursts of ``burst``;
    ``bot_delay`` seconds between bot moves, so that people can follow them; ``bot_processes`` worker
    processes for the bots (``None``: one per core but one; 0: bots think in threads); ``cache`` games kept in
    memory; ``sweep_seconds`` between two looks for bot decisions that no process is making (PostgreSQL).
    """
    store = Store(db)
    hub = Hub(store, capacity=cache)
    runner = BotRunner(bot_processes)
    notifier = Notifier()
    turns = BotTurns(hub, runner, notifier.changed, Claims(store.url) if store.shared else None, bot_delay,
                     sweep_seconds)
    counts = {"moves": 0}

    def on_change(game_id: str | None, version: int, bot_to_move: bool) -> None:
        """A change announced by the database (made by any process)."""
        notifier.changed(game_id, version)
        if game_id is not None and bot_to_move:
            turns.kick(game_id)

    @contextlib.asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        tasks = [asyncio.create_task(turns.sweep())]
        if store.shared:
            listener = Listener(store.url, on_change)
            tasks.append(asyncio.create_task(listener.run()))
            with contextlib.suppress(TimeoutError):  # serve even if it is slow: it keeps trying
                await asyncio.wait_for(listener.connected.wait(), 10)
        yield
        for t in tasks:
            t.cancel()
        await turns.close()
        runner.close()
        store.close()

    app = FastAPI(title="Kleos", version="1", lifespan=lifespan,
                  description="Play Kleos games in the browser: lobby, seats, moves, undo, replay.")
    app.state.hub = hub
    app.state.store = store

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
        log.exception("internal error", exc_info=exc)
        return _error(request, 500, "internal", _("internal server error"))

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
                **turns.counts}

    @app.post("/api/games", status_code=201, summary="Create a game; returns one secret link per human seat")
    async def create(body: CreateGame, request: Request) -> dict[str, Any]:
        seats = None if body.seats is None else [s.model_dump() for s in body.seats]
        live, tokens = await run_in_threadpool(hub.create, body.game, body.options, seats)
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

        return _json(await run_in_threadpool(read))

    @app.post("/api/games/{game_id}/actions", summary="Play an action for the token's seat", response_model=None)
    async def act(game_id: str, body: ActionRequest, request: Request) -> Response:
        token = _token(request)
        if token is None:
            raise ApiError(401, "no_token", _("playing needs the seat's token (Authorization: Bearer <token>)"))
        lang = language_of(request.query_params, request.headers)

        def move() -> tuple[LiveGame, int, bytes]:
            live = hub.get(game_id)
            seat = hub.seat_of(live, token)
            assert seat is not None
            hub.act(game_id, seat, body.action, body.step)
            return live, *hub.encoded_payload(live, seat, lang=lang)

        live, version, data = await run_in_threadpool(move)
        counts["moves"] += 1
        notifier.changed(game_id, version)
        if live.bot_seat() is not None:
            turns.kick(game_id)
        return _json(data)

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
        return _json(data)

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
        if not state.is_terminal():  # the full state holds every secret: only once the game is over
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
        language of ``?lang=`` (else the handshake's Accept-Language)."""
        lang = language_of(websocket.query_params, websocket.headers)
        await websocket.accept()
        try:
            hello = json.loads(await asyncio.wait_for(websocket.receive_text(), 15))
            token = hello.get("token") if isinstance(hello, dict) else None
            live = await run_in_threadpool(hub.get, game_id)
            seat = hub.seat_of(live, token if isinstance(token, str) and token else None)
        except ApiError as exc:
            await websocket.send_json({"type": "error", "error": {"code": exc.code,
                                                                  "message": render(exc.message, lang)}})
            await websocket.close(code=4000 + exc.status)
            return
        except (TimeoutError, json.JSONDecodeError, WebSocketDisconnect, RuntimeError):
            with contextlib.suppress(Exception):
                await websocket.close(code=4400)
            return
        watcher = Watcher(seat)
        watcher.due.set()
        notifier.add(game_id, watcher)

        async def sender() -> None:
            sent = -1
            while True:
                await watcher.due.wait()
                watcher.due.clear()
                current, data = await run_in_threadpool(
                    lambda version=watcher.version: hub.encoded_payload(hub.fresh(game_id, version or None), seat,
                                                                        lang=lang))
                if current > sent:  # a process hears its own changes too: send each version once
                    sent = current
                    await websocket.send_text(data.decode())

        task = asyncio.create_task(sender())
        try:
            while True:
                message = await websocket.receive_text()
                if message == "ping":
                    await websocket.send_text("pong")
        except (WebSocketDisconnect, RuntimeError):
            pass
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
    """The app of one worker of ``kleos serve --workers N``."""
    return create_app(**json.loads(os.environ[CONFIG_VARIABLE]))
