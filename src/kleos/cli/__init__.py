"""The ``kleos`` command line: games, play, selfplay, replay, bench (and serve, arena when present)."""
