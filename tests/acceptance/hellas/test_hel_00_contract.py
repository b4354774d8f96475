"""Hellas through the engine contract (docs/engine.md): refusals, saves. Not a rulebook section."""

from __future__ import annotations

import copy
import json

import pytest

import kleos
from kleos.engine.errors import IllegalAction

from .hel_helpers import ATHENS, initial, play


def test_engine_refusal_names_the_rule_and_changes_nothing():
    """docs/engine.md: « An IllegalAction therefore always leaves the state exactly as it was. »"""
    s = initial()
    play(s, "act move", "done")
    before = s.to_json()
    with pytest.raises(IllegalAction, match=r"^Hellas 8: "):
        s.apply("act move")
    assert s.to_json() == before
    assert s.current_player == ATHENS


def test_engine_save_and_load_give_the_same_game():
    """docs/engine.md: « to_json(); kleos.State.from_json(data) # complete and versioned »."""
    s = initial()
    play(s, "act move", "march 2211", "step 2210", "stop", "done", "act develop", "develop economy", "done")
    t = kleos.State.from_json(json.loads(json.dumps(s.to_json())))
    assert t.to_json() == s.to_json()
    assert t.view(0) == s.view(0)
    play(s, "act trade", "done")
    play(t, "act trade", "done")
    assert t.to_json() == s.to_json()


def test_engine_loaded_state_does_not_write_into_the_save():
    """docs/engine.md: « to_json(); kleos.State.from_json(data) »: loading a save must not tie the new state to the
    caller's dict."""
    data = initial().to_json()
    kept = copy.deepcopy(data)
    s = kleos.State.from_json(data)
    play(s, "act move", "march 2211", "step 2210", "stop", "done")
    assert data == kept
