"""What the interface tests run on: the product's registered games and the Kuhn fixture.

Fixed here, not read from ``kleos.game_names()``, so that games registered by other tests
(the bots' Nim) never change what a suite covers with the order of collection.
"""

from kleos.engine.registry import GAMES

GAMES_UNDER_TEST = [*sorted(GAMES), "kuhn"]
