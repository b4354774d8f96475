"""Bots: the interface, and ``make_bot(name, game, seed)`` for every bot Kleos has."""

from __future__ import annotations

from collections.abc import Callable

from kleos.bots.base import Bot, RandomBot
from kleos.engine import Game, OptionError

#: bot name -> factory(game, seed). Stronger bots add their line here.
BOTS: dict[str, Callable[[Game, int], Bot]] = {
    "random": RandomBot,
}


def bot_names() -> list[str]:
    return sorted(BOTS)


def make_bot(name: str, game: Game, seed: int = 0) -> Bot:
    factory = BOTS.get(name)
    if factory is None:
        raise OptionError(f"unknown bot {name!r}; the bots are: {', '.join(bot_names())}")
    return factory(game, seed)


__all__ = ["BOTS", "Bot", "RandomBot", "bot_names", "make_bot"]
