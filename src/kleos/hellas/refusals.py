"""Hellas: the refusals met again and again while the legal actions are listed (a fortress in a hex with no city,
a step beyond the movement points left), built once for each message and values and then shared: a message is
immutable. Mark the message id for the catalogue: ``refusal(N_("Hellas 12: ... {hex} ..."), hex=name)``."""

from __future__ import annotations

import functools
from typing import Any

from kleos.i18n import Message, translator

_, ngettext = translator("hellas")


@functools.lru_cache(maxsize=8192)
def refusal(msgid: str, **values: Any) -> Message:
    """The message ``msgid`` of the game's domain with ``values`` (each hashable: numbers, strings, messages)."""
    return _(msgid, **values)
