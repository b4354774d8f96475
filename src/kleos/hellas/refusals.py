"""Hellas: the refusals met again and again while the legal actions are listed (a fortress in a hex with no city,
a step beyond the movement points left), each built once and then shared: a message is immutable.

``once(st, key, lambda: _("Hellas 12: ... {hex} ...", hex=name))`` returns the message built for ``key`` the first
time; ``key`` holds everything the values depend on (hex indices, seats, numbers), the message's rule and tag
first. The messages live with the game's static data (``Static.messages``): a hex's name is the data's.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING

from kleos.i18n import Message

if TYPE_CHECKING:
    from kleos.hellas.state import HellasState


def once(st: HellasState, key: tuple[Hashable, ...], make: Callable[[], Message]) -> Message:
    """The message ``make()`` builds for ``key``, built the first time only."""
    messages = st.game.static.messages
    message = messages.get(key)
    if message is None:
        message = messages[key] = make()
    return message
