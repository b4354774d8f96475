"""Age of Mythology: what the rules promise after every step (checked by ``kleos.engine.invariants``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kleos.aom.state import AomState


def check(st: AomState, before: AomState | None) -> list[str]:
    return []
