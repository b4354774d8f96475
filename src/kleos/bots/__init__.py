"""Bots: the interface, and ``make_bot(name, game, seed)`` for every bot Kleos has.

Names: ``random``; ``heuristic`` (one-turn lookahead with the game's evaluation);
``mcts`` (= ``mcts-normal``), ``mcts-easy``, ``mcts-normal``, ``mcts-hard`` (information-set
MCTS at the budgets of :data:`kleos.bots.mcts.LEVELS`); ``openspiel-mcts`` (OpenSpiel's own
Python MCTS through the adapter, the outside baseline: ``openspiel-mcts:seconds=0.1``). A name
may carry parameters after colons, e.g. ``mcts:iterations=500:seconds=0`` (an iteration budget only, reproducible on any
machine; 0 or ``none`` removes a bound), ``heuristic:chance_samples=5`` or ``heuristic:seconds=0.5`` (a time budget
per decision: the lookahead stops widening as it nears it; none by default).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from kleos.bots.base import Bot, RandomBot
from kleos.bots.heuristic import HeuristicBot
from kleos.bots.mcts import LEVELS, MctsBot
from kleos.bots.openspiel_mcts import OpenSpielMctsBot
from kleos.engine import Game, OptionError
from kleos.i18n import N_, Message, translator

_, ngettext = translator("kleos")

#: bot name -> factory(game, seed, **parameters). Stronger bots add their line here.
BOTS: dict[str, Callable[..., Bot]] = {
    "random": RandomBot,
    "heuristic": HeuristicBot,
    "mcts": functools.partial(MctsBot, level="normal"),
    **{f"mcts-{level}": functools.partial(MctsBot, level=level) for level in LEVELS},
    "openspiel-mcts": OpenSpielMctsBot,  # the outside baseline; needs the research extra
}


#: what players read of each bot (the lobby, the game page's list of players)
BOT_LABELS: dict[str, str] = {
    "random": N_("Random moves"),
    "heuristic": N_("Heuristic (quick)"),
    "mcts": N_("Search, normal"),
    "mcts-easy": N_("Search, easy"),
    "mcts-normal": N_("Search, normal"),
    "mcts-hard": N_("Search, hard (slow)"),
    "openspiel-mcts": N_("OpenSpiel search (research baseline)"),
}
#: the bots a lobby offers players, weakest first ("mcts" is "mcts-normal"; OpenSpiel's is a research baseline)
PLAYER_BOTS = ("random", "heuristic", "mcts-easy", "mcts-normal", "mcts-hard")


def bot_names() -> list[str]:
    return sorted(BOTS)


def bot_label(name: str | None) -> Message | str:
    """A bot's name for people (a message; the name itself, parameters and all, for a bot without a label)."""
    base = parse_bot_spec(name)[0] if name else ""
    return Message("kleos", BOT_LABELS[base]) if base in BOT_LABELS else (name or "")


def _value(text: str) -> Any:
    low = text.strip().lower()
    if low in ("none", "null"):
        return None
    if low in ("true", "false"):
        return low == "true"
    for kind in (int, float):
        try:
            return kind(low)
        except ValueError:
            pass
    return text.strip()


def parse_bot_spec(spec: str) -> tuple[str, dict[str, Any]]:
    """``"mcts:iterations=500:seconds=0"`` -> ``("mcts", {"iterations": 500, "seconds": 0})``."""
    name, *params = spec.strip().split(":")
    kwargs: dict[str, Any] = {}
    for param in params:
        key, eq, value = param.partition("=")
        if not eq or not key.strip():
            raise OptionError(_("bad bot parameter {param!r} in {spec!r}; write name:key=value:key=value",
                                param=param, spec=spec))
        kwargs[key.strip()] = _value(value)
    return name.strip(), kwargs


def make_bot(name: str, game: Game, seed: int = 0, **params: Any) -> Bot:
    """The bot ``name`` (with optional ``:key=value`` parameters) for ``game``, seeded with ``seed``."""
    base, parsed = parse_bot_spec(name)
    factory = BOTS.get(base)
    if factory is None:
        raise OptionError(_("unknown bot {bot!r}; the bots are: {bots}", bot=base, bots=", ".join(bot_names())))
    parsed.update(params)
    try:
        return factory(game, seed, **parsed)
    except (TypeError, ValueError) as exc:
        raise OptionError(_("bot {bot!r}: bad parameters ({reason})", bot=name, reason=str(exc))) from None


__all__ = ["BOTS", "BOT_LABELS", "LEVELS", "PLAYER_BOTS", "Bot", "HeuristicBot", "MctsBot", "RandomBot",
           "bot_label", "bot_names", "make_bot", "parse_bot_spec"]
