"""Kleos: historical strategy board games with every rule enforced.

``kleos.games()`` lists the games; ``kleos.load_game(name, **options)`` returns one.
"""

from kleos.engine import (
    CHANCE,
    TERMINAL,
    Action,
    Game,
    IllegalAction,
    KleosError,
    OptionError,
    Result,
    SaveError,
    State,
    game_names,
    games,
    load_game,
)

__version__ = "0.1.0"

__all__ = [
    "CHANCE", "TERMINAL", "Action", "Game", "IllegalAction", "KleosError", "OptionError", "Result",
    "SaveError", "State", "__version__", "game_names", "games", "load_game",
]
