"""``python -m kleos``: the ``kleos`` command, for environments where the script is not on PATH."""

from kleos.cli.main import run

run()
