"""The save contract (docs/engine.md, « Saves »: ``to_json()`` / ``from_json`` are complete): a save is a snapshot.

Not a rule of the book, but every check of this suite compares and edits saves, so the suite relies on it (its
helpers copy through ``dumps()`` to stay independent of it)."""

from __future__ import annotations

import json

import kleos

from .helpers import base


def test_engine_to_json_is_a_snapshot():
    """Editing what ``to_json()`` returned must not change the state."""
    state = base()
    before = state.dumps()
    save = state.to_json()
    save["data"]["age"][0] = 3
    save["data"]["res"][0]["food"] = 99
    assert state.dumps() == before


def test_engine_from_json_does_not_share_the_save():
    """Playing a loaded state must not change the save it was loaded from."""
    save = json.loads(base().dumps())
    kept = json.dumps(save, sort_keys=True)
    state = kleos.State.from_json(save)
    state.apply("play perm_gather")
    state.apply("gather food")
    state.apply("done")
    assert json.dumps(save, sort_keys=True) == kept


def test_engine_dumps_round_trip():
    """``dumps()`` / ``loads()`` give back the same position (what this suite's helpers rely on)."""
    state = base()
    again = kleos.State.loads(state.dumps())
    assert again.dumps() == state.dumps()
    assert [str(a) for a in again.legal_actions()] == [str(a) for a in state.legal_actions()]
