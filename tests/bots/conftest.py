"""The bots' tests also use the tiny Nim game (perfect information, a chance deal, forced wins)."""

from __future__ import annotations

from bots.nim import Nim
from kleos.engine import register

register(Nim)
