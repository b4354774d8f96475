"""The Kleos server: play every registered game in the browser (see docs/server.md).

``create_app(db)`` is the ASGI app (FastAPI); ``kleos serve`` runs it on uvicorn.
"""

from kleos.server.app import create_app

__all__ = ["create_app"]
