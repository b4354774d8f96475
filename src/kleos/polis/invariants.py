"""Polis: what the rules promise after every step (checked by ``kleos.engine.invariants``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kleos.polis.state import PolisState


def check(st: PolisState, before: PolisState | None) -> list[str]:
    return []
