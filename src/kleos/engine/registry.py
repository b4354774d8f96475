"""The one place games are registered, and ``load_game`` with option validation.

A new game adds one line to :data:`GAMES`; it is imported only when first used.
"""

from __future__ import annotations

import functools
import importlib
from typing import Any

from pydantic import ValidationError

from kleos.engine.errors import OptionError
from kleos.engine.game import Game

#: registry key -> "module:Class" of the game.
GAMES: dict[str, str] = {
    "hellas": "kleos.hellas.game:Hellas",
    "polis": "kleos.polis.game:Polis",
    "sphacteria": "kleos.sphacteria.game:Sphacteria",
}

_extra: dict[str, type[Game]] = {}


def register(cls: type[Game]) -> type[Game]:
    """Register a game class at run time (tests, plug-ins); usable as a decorator."""
    _extra[cls.name] = cls
    _load.cache_clear()
    return cls


def game_class(name: str) -> type[Game]:
    if name in _extra:
        return _extra[name]
    if name not in GAMES:
        raise OptionError(f"unknown game {name!r}; the games are: {', '.join(game_names()) or 'none'}")
    module, _, cls = GAMES[name].partition(":")
    return getattr(importlib.import_module(module), cls)


def game_names() -> list[str]:
    return sorted({*GAMES, *_extra})


def games() -> list[type[Game]]:
    """Every registered game class, by name."""
    return [game_class(name) for name in game_names()]


def load_game(name: str, **options: Any) -> Game:
    """The game ``name`` with validated ``options``; ``OptionError`` names the valid ones."""
    cls = game_class(name)
    try:
        parsed = cls.Options(**options)
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in err['loc']) or 'options'}: "
            + ("unknown option" if err["type"] == "extra_forbidden" else err["msg"])
            for err in exc.errors()
        )
        valid = ", ".join(
            f"{row['name']} (default {row['default']!r}"
            + (f", one of {row['choices']}" if row["choices"] else "") + ")"
            for row in cls.option_schema()
        ) or "none"
        raise OptionError(f"{cls.title}: bad options ({problems}); valid options: {valid}") from None
    return _load(cls, parsed)


@functools.lru_cache(maxsize=64)
def _load(cls: type[Game], options: Any) -> Game:
    # One Game per option set: static data is loaded once and shared by every state.
    return cls(options)
