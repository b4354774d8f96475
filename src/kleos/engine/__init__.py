"""The engine contract shared by every Kleos game (see docs/engine.md)."""

from kleos.engine.actions import Action, ActionKind, ActionTable
from kleos.engine.errors import DataError, IllegalAction, KleosError, OptionError, SaveError
from kleos.engine.game import OPTION_GROUPS, Game, NoOptions, option_text
from kleos.engine.registry import game_class, game_names, games, load_game, parse_options, register
from kleos.engine.rng import Rng
from kleos.engine.state import CHANCE, TERMINAL, LogEntry, Result, State, Step

__all__ = [
    "CHANCE", "OPTION_GROUPS", "TERMINAL", "Action", "ActionKind", "ActionTable", "DataError", "Game", "IllegalAction",
    "KleosError", "LogEntry", "NoOptions", "OptionError", "Result", "Rng", "SaveError", "State", "Step",
    "game_class", "game_names", "games", "load_game", "option_text", "parse_options", "register",
]
