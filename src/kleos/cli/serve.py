"""``kleos serve``: the web server (lobby, games in the browser, JSON API) on uvicorn; see docs/server.md."""

from __future__ import annotations

from typing import Annotated

import typer


def serve(
    host: Annotated[str, typer.Option(help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on.")] = 8000,
    db: Annotated[str | None, typer.Option(
        help="Database: a SQLAlchemy URL (sqlite:///file.db, postgresql://user@host/db) or a SQLite file path; "
             "default: kleos.db in the user data directory.")] = None,
    rate_limit: Annotated[float, typer.Option(help="API requests per second per client address (0: no limit).")]
    = 20.0,
    bot_delay: Annotated[float, typer.Option(help="Seconds between bot moves, so that people can follow them.")]
    = 0.3,
    bot_processes: Annotated[int, typer.Option(
        help="Worker processes in which bots think (-1: one per core but one; 0: threads of the server).")] = -1,
) -> None:
    """Serve every registered game in the browser: lobby, seat links, bots, undo, replay."""
    import uvicorn  # here: the server's dependencies are the 'server' extra
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import SQLAlchemyError

    from kleos.server.app import create_app
    from kleos.server.storage import database_url

    safe_url = make_url(database_url(db)).render_as_string(hide_password=True)  # never print a password
    try:
        app = create_app(db, rate_limit=rate_limit, bot_delay=bot_delay,
                         bot_processes=None if bot_processes < 0 else bot_processes)
    except (SQLAlchemyError, OSError, ModuleNotFoundError) as exc:
        reason = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        typer.echo(f"error: cannot open the database {safe_url}: {reason}", err=True)
        raise typer.Exit(2) from None
    shown = "localhost" if host in ("127.0.0.1", "::1") else host
    typer.echo(f"Kleos serving on http://{shown}:{port}/  (database: {safe_url})", err=False)
    uvicorn.run(app, host=host, port=port, log_level="warning", ws_max_size=64 * 1024)
