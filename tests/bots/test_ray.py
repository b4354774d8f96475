"""The arena on a local Ray instance gives the same results as in processes (skipped without Ray)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from kleos.arena import run_arena

ray = pytest.importorskip("ray")

TESTS = Path(__file__).resolve().parents[1]


@pytest.mark.slow
def test_arena_on_local_ray_matches_local_processes(monkeypatch):
    # Ray's workers import the test game (bots.nim) by name: give them the tests folder.
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(filter(None, [str(TESTS), os.environ.get("PYTHONPATH")])))
    bots = ["random", "mcts:iterations=30"]
    local = run_arena("nim", bots, games=6, seed=4, include_games=True)
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        remote = run_arena("nim", bots, games=6, seed=4, include_games=True, ray_address="local")
    finally:
        ray.shutdown()
    assert remote["ray"] == "local"
    for key in ("pairings", "game_records", "avg_steps", "bots"):
        assert remote[key] == local[key]
