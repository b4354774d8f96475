"""Hellas: what the rules promise after every step (checked by ``kleos.engine.invariants``); being written."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kleos.hellas.state import HellasState


def check(st: HellasState, before: HellasState | None) -> list[str]:
    return []
