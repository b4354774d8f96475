"""Run ``kleos serve`` with the Kuhn fixture game registered (for tests that kill the server process)."""

from engine.kuhn import Kuhn
from kleos.engine import register

if __name__ == "__main__":
    import typer

    from kleos.cli.serve import serve

    register(Kuhn)
    typer.run(serve)
