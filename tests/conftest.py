"""Shared fixtures: the Kuhn poker fixture game is registered for engine and conformance tests."""

from __future__ import annotations

from engine.kuhn import Kuhn, OptionKuhn
from kleos.engine import register

register(Kuhn)
register(OptionKuhn)
