"""``kleos serve``: the web server (lobby, games in the browser, JSON API) on uvicorn; see docs/server.md."""

from __future__ import annotations

import json
import os
from typing import Annotated, Any

import typer

from kleos.i18n import translator

_, ngettext = translator("kleos")

HELP = _("Serve every registered game in the browser: lobby, seat links, bots, undo, replay.")
#: seconds an idle keep-alive connection stays open: longer than clients and proxies keep theirs (httpx 5 s,
#: nginx 60 s), so that the client always closes first and never sends a request on a connection being closed
KEEP_ALIVE = 75


def open_file_limit() -> int:
    """The open file limit of this process, raised to its hard limit first (as nginx and Go do): each connection
    is a file descriptor."""
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != resource.RLIM_INFINITY and (hard == resource.RLIM_INFINITY or hard > soft):
        wanted = 1 << 20 if hard == resource.RLIM_INFINITY else hard
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
            soft = wanted
        except (ValueError, OSError):
            pass
    return 1 << 20 if soft == resource.RLIM_INFINITY or soft <= 0 else min(soft, 1 << 20)


def concurrency_limit(files: int) -> int:
    """Connections and tasks a process serves at once: its open file limit, less what the database, the bot
    workers and the files need."""
    return max(32, files - 64)


def per_address(asked: int, files: int, share: int) -> int:
    """A per-address cap: as asked, or (-1) a ``share`` of the open file limit, between 8 and 256: one address
    never takes every descriptor, and a club behind one address still fits."""
    return asked if asked >= 0 else max(8, min(256, files // share))


def serve(
    host: Annotated[str, typer.Option(help=str(_("Address to listen on.")))] = "127.0.0.1",
    port: Annotated[int, typer.Option(help=str(_("Port to listen on.")))] = 8000,
    db: Annotated[str | None, typer.Option(help=str(_(
        "Database: a SQLAlchemy URL (sqlite:///file.db, postgresql://user@host/db) or a SQLite file path; "
        "default: kleos.db in the user data directory.")))] = None,
    workers: Annotated[int, typer.Option(help=str(_(
        "Server processes sharing the port and the database (above 1: PostgreSQL only).")))] = 1,
    rate_limit: Annotated[float, typer.Option(help=str(_(
        "API requests per second per client address (0: no limit).")))] = 20.0,
    bot_delay: Annotated[float, typer.Option(help=str(_(
        "Seconds between bot moves, so that people can follow them.")))] = 0.3,
    bot_processes: Annotated[int, typer.Option(help=str(_(
        "Worker processes in which bots think, for the games of people and again for the games between bots, per "
        "server process (-1: one per core but one; 0: threads of the server).")))] = -1,
    cache: Annotated[int, typer.Option(help=str(_(
        "Games each server process keeps in memory (the most recently used).")))] = 2000,
    keep_days: Annotated[float, typer.Option(help=str(_(
        "Days a finished game is kept after its end, then deleted (0: kept for ever).")))] = 0,
    abandon_days: Annotated[float, typer.Option(help=str(_(
        "Days without a decision after which a game is ended as abandoned (0: never).")))] = 0,
    archive: Annotated[str | None, typer.Option(help=str(_(
        "Directory where each game is saved (for 'kleos replay FILE') before it is deleted.")))] = None,
    games_per_hour: Annotated[int, typer.Option(help=str(_(
        "Games one client address may create in an hour (0: no limit).")))] = 60,
    bot_games_per_address: Annotated[int, typer.Option(help=str(_(
        "Games between bots alone one client address may have going on at once (0: no limit).")))] = 2,
    connections_per_address: Annotated[int, typer.Option(help=str(_(
        "Open connections per client address, per process (0: no limit; -1: a quarter of the open file limit, "
        "between 8 and 256; proxies of --forwarded-allow-ips are exempt).")))] = -1,
    websockets_per_address: Annotated[int, typer.Option(help=str(_(
        "Open WebSockets per client address, per process (0: no limit; -1: an eighth of the open file limit, "
        "between 8 and 256).")))] = -1,
    header_timeout: Annotated[float, typer.Option(help=str(_(
        "Seconds a client has to send a request's headers (0: no limit).")))] = 10.0,
    body_timeout: Annotated[float, typer.Option(help=str(_(
        "Seconds a client has to send a request's body once its headers are in (0: no limit).")))] = 20.0,
    forwarded_allow_ips: Annotated[str | None, typer.Option(help=str(_(
        "Addresses of the reverse proxies whose X-Forwarded-For and X-Forwarded-Proto are believed, comma-separated "
        "(default: $FORWARDED_ALLOW_IPS, else none).")))] = None,
) -> None:
    """Serve every registered game in the browser: lobby, seat links, bots, undo, replay."""
    import uvicorn  # here: the server's dependencies are the 'server' extra
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import SQLAlchemyError

    from kleos.server.app import CONFIG_VARIABLE, create_app
    from kleos.server.guard import configure_protocol, quiet_repeats
    from kleos.server.storage import Store, database_url

    url = database_url(db)
    safe_url = make_url(url).render_as_string(hide_password=True)  # never print a password
    if workers < 1:
        typer.echo(str(_("error: --workers must be at least 1")), err=True)
        raise typer.Exit(2)
    if workers > 1 and url.startswith("sqlite"):
        typer.echo(str(_("error: --workers {workers} needs PostgreSQL (--db postgresql://user@host/db): SQLite is "
                         "the database of one server process", workers=workers)), err=True)
        raise typer.Exit(2)
    files = open_file_limit()
    connections_per_address = per_address(connections_per_address, files, 4)
    websockets_per_address = per_address(websockets_per_address, files, 8)
    config: dict[str, Any] = {
        "db": db, "rate_limit": rate_limit, "bot_delay": bot_delay,
        "bot_processes": None if bot_processes < 0 else bot_processes, "cache": cache, "keep_days": keep_days,
        "abandon_days": abandon_days, "archive": archive, "games_per_hour": games_per_hour,
        "bot_games_per_address": bot_games_per_address, "websockets_per_address": websockets_per_address}
    proxies = (os.environ.get("FORWARDED_ALLOW_IPS", "") if forwarded_allow_ips is None else forwarded_allow_ips)
    protocol = {"connections_per_address": connections_per_address, "header_timeout": header_timeout,
                "body_timeout": body_timeout, "forwarded_allow_ips": proxies.strip()}
    configure_protocol(protocol)
    quiet_repeats()
    try:
        if workers == 1:
            app = create_app(**config)
        else:  # check the database and create its tables once, before the workers start
            Store(db).close()
    except (SQLAlchemyError, OSError, ModuleNotFoundError) as exc:
        reason = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        typer.echo(str(_("error: cannot open the database {url}: {reason}", url=safe_url, reason=reason)), err=True)
        raise typer.Exit(2) from None
    shown = "localhost" if host in ("127.0.0.1", "::1") else host
    address = f"http://{shown}:{port}/"
    typer.echo(str(ngettext("Kleos serving on {address}  (database: {url})",
                            "Kleos serving on {address}  (database: {url}, {n} processes)", workers,
                            address=address, url=safe_url, n=workers)), err=False)
    options: dict[str, Any] = {
        "host": host, "port": port, "log_level": "warning", "ws_max_size": 64 * 1024,
        "timeout_keep_alive": KEEP_ALIVE, "http": "kleos.server.guard:GuardedHttpTools",
        # X-Forwarded-For only from the configured proxies: a client never chooses its own address
        "proxy_headers": bool(protocol["forwarded_allow_ips"]),
        "forwarded_allow_ips": protocol["forwarded_allow_ips"] or None,
        # past this many connections and tasks a request is answered 503 before file descriptors run out
        "limit_concurrency": concurrency_limit(files)}
    if workers == 1:
        uvicorn.run(app, **options)
    else:  # uvicorn starts the workers (and starts again any that dies); each builds its app from the variable
        os.environ[CONFIG_VARIABLE] = json.dumps({**config, "protocol": protocol})
        uvicorn.run("kleos.server.app:app_from_environment", factory=True, workers=workers, **options)
