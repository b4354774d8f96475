"""``kleos serve``: the web server (lobby, games in the browser, JSON API) on uvicorn; see docs/server.md."""

from __future__ import annotations

import json
import os
from typing import Annotated

import typer

from kleos.i18n import translator

_, ngettext = translator("kleos")

HELP = _("Serve every registered game in the browser: lobby, seat links, bots, undo, replay.")
#: seconds an idle keep-alive connection stays open: longer than clients and proxies keep theirs (httpx 5 s,
#: nginx 60 s), so that the client always closes first and never sends a request on a connection being closed
KEEP_ALIVE = 75


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
        "Worker processes in which bots think, per server process (-1: one per core but one; 0: threads of the "
        "server).")))] = -1,
    cache: Annotated[int, typer.Option(help=str(_(
        "Games each server process keeps in memory (the most recently used).")))] = 2000,
) -> None:
    """Serve every registered game in the browser: lobby, seat links, bots, undo, replay."""
    import uvicorn  # here: the server's dependencies are the 'server' extra
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import SQLAlchemyError

    from kleos.server.app import CONFIG_VARIABLE, create_app
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
    config = {"db": db, "rate_limit": rate_limit, "bot_delay": bot_delay,
              "bot_processes": None if bot_processes < 0 else bot_processes, "cache": cache}
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
    options = {"host": host, "port": port, "log_level": "warning", "ws_max_size": 64 * 1024,
               "timeout_keep_alive": KEEP_ALIVE}
    if workers == 1:
        uvicorn.run(app, **options)
    else:  # uvicorn starts the workers (and starts again any that dies); each builds its app from the variable
        os.environ[CONFIG_VARIABLE] = json.dumps(config)
        uvicorn.run("kleos.server.app:app_from_environment", factory=True, workers=workers, **options)
