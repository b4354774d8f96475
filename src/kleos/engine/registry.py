"""The one place games are registered, and ``load_game`` with option validation.

A new game adds one line to :data:`GAMES`; it is imported only when first used.
"""

from __future__ import annotations

import functools
import importlib
import json
from collections.abc import Iterable
from typing import Any

from pydantic import ValidationError

from kleos.engine.errors import OptionError
from kleos.engine.game import Game
from kleos.i18n import translator

_, ngettext = translator("kleos")

#: registry key -> "module:Class" of the game.
GAMES: dict[str, str] = {
    "aom": "kleos.aom.game:Aom",
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
        raise OptionError(_("unknown game {name!r}; the games are: {games}", name=name,
                             games=", ".join(game_names()) or "-"))
    module, _sep, cls = GAMES[name].partition(":")
    return getattr(importlib.import_module(module), cls)


def game_names() -> list[str]:
    return sorted({*GAMES, *_extra})


def games() -> list[type[Game]]:
    """Every registered game class, by name."""
    return [game_class(name) for name in game_names()]


def parse_options(pairs: Iterable[str]) -> dict[str, Any]:
    """Game options as a command line writes them (``-o name=value``, repeated), for :func:`load_game`.

    A value written as a JSON number or boolean is that (``victory_points=9``, ``new_armies=true``: an option
    of a few numbers is validated as numbers, and a text "9" is not one of them); any other value is text.
    ``OptionError`` for a pair without ``=`` or without a name."""
    options: dict[str, Any] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise OptionError(_("an option is written key=value, got {pair!r}", pair=pair))
        value = value.strip()
        try:
            parsed = json.loads(value)
        except json.JSONDecodeError:
            parsed = value
        options[key.strip()] = parsed if isinstance(parsed, bool | int | float) else value
    return options


def load_game(name: str, **options: Any) -> Game:
    """The game ``name`` with validated ``options``; ``OptionError`` names the valid ones."""
    cls = game_class(name)
    try:
        parsed = cls.Options(**options)
    except ValidationError as exc:
        # pydantic's own reasons stay in English; the rest of the sentence is translated
        problems = [
            _("{option}: unknown option", option=".".join(str(p) for p in err["loc"]))
            if err["type"] == "extra_forbidden"
            else _("{option}: {reason}", option=".".join(str(p) for p in err["loc"]) or "options", reason=err["msg"])
            for err in exc.errors()
        ]
        valid = [
            _("{option} (default {default!r}, one of {choices})", option=row["name"], default=row["default"],
              choices=str(row["choices"]))
            if row["choices"] else _("{option} (default {default!r})", option=row["name"], default=row["default"])
            for row in cls.option_schema()
        ]
        raise OptionError(_("{game}: bad options ({problems}); valid options: {valid}", game=cls.title_label(),
                            problems=problems, valid=valid or "-")) from None
    return _load(cls, parsed)


@functools.lru_cache(maxsize=64)
def _load(cls: type[Game], options: Any) -> Game:
    # One Game per option set: static data is loaded once and shared by every state.
    return cls(options)
