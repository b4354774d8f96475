"""Age of Mythology IX: the battle sub-machine (``kleos.aom.battle``) inside the game: its decisions and dice as
the game's actions and chance outcomes, and its end handed back to the Attack (``attack.battle_over``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kleos.engine import Action
from kleos.i18n import Message, translator

if TYPE_CHECKING:
    from kleos.aom.state import AomState

_, ngettext = translator("aom")

try:  # the battle comes from the aom-battle branch
    from kleos.aom import battle as _battle  # noqa: F401

    READY = True
except ImportError:  # pragma: no cover - until the branch is merged
    READY = False


def start_battle(st: AomState) -> None:
    raise NotImplementedError


def legal(st: AomState) -> list[Action]:
    return []


def chance_weights(st: AomState) -> list[tuple[Action, int]]:
    return []


def apply(st: AomState, action: Action) -> None:
    raise NotImplementedError


def why_illegal(st: AomState, action: Action) -> Message:
    return _("Age of Mythology IX: {action} is not possible in this battle now", action=action.text)


def action_kinds(game: object) -> list:
    return []
