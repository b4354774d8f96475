"""Rebuilding from the stored log (snapshot + replay) gives back exactly the live state, for every game."""

from __future__ import annotations

import pytest

from kleos.engine import Rng
from kleos.server.hub import Hub, rebuild
from kleos.server.storage import SNAPSHOT_EVERY, Store, database_url
from support import GAMES_UNDER_TEST


@pytest.mark.parametrize("game", GAMES_UNDER_TEST)
def test_rebuild_from_snapshot_and_log_equals_the_live_state(tmp_path, game):
    store = Store(str(tmp_path / "k.db"))
    hub = Hub(store)
    live, *_ = hub.create(game, {}, None)
    rng = Rng(7)
    for _ in range(3 * SNAPSHOT_EVERY):
        state = live.state
        if state.is_terminal():
            break
        legal = state.legal_actions()
        hub.act(live.id, state.current_player, legal[rng.randrange(len(legal))].id, len(state.history))
    record = store.load(live.id)
    assert record.steps == len(live.state.history)
    rebuilt = rebuild(record.game, record.options, record.seed, record.snapshot, record.actions)
    assert rebuilt == live.state  # same history, log, game data and generator state
    if record.steps >= SNAPSHOT_EVERY:
        assert record.snapshot is not None and record.snapshot_step >= SNAPSHOT_EVERY
        # only the steps after the snapshot are replayed
        assert all(step >= record.snapshot_step for step, _, _ in record.actions)
        assert record.snapshot_step + len(record.actions) == record.steps
    fresh = Hub(store).get(live.id)  # a restarted server
    assert fresh.state == live.state and fresh.seats == live.seats
    store.close()


def test_database_url_forms(tmp_path):
    assert database_url(str(tmp_path / "a.db")) == f"sqlite:///{tmp_path / 'a.db'}"
    assert database_url("postgresql://me@host/db") == "postgresql+psycopg://me@host/db"
    assert database_url("sqlite:///x.db") == "sqlite:///x.db"
    assert database_url(None).startswith("sqlite:///") and database_url(None).endswith("kleos.db")


def test_least_recently_used_games_are_forgotten_and_reload(tmp_path):
    hub = Hub(Store(str(tmp_path / "k.db")), capacity=2)
    games = [hub.create("kuhn", {}, None)[0] for _ in range(3)]
    assert games[0].id not in hub._games and len(hub._games) == 2
    reloaded = hub.get(games[0].id)
    assert reloaded is not games[0] and reloaded.state == games[0].state
    hub.act(games[0].id, 0, "pass", 2)
    assert hub.get(games[0].id).state.history[-1].action == reloaded.state.game.actions.get("pass").id
    hub.store.close()


@pytest.mark.parametrize("game", GAMES_UNDER_TEST)
def test_undo_restores_exactly_the_state_before_the_decision(tmp_path, game):
    """Across snapshot boundaries too: undo deletes the step and rebuilds the very state before it."""
    from kleos.engine.undo import undo_refusal

    store = Store(str(tmp_path / "k.db"))
    hub = Hub(store)
    live, *_ = hub.create(game, {}, None)
    rng = Rng(11)
    undone = 0
    for _ in range(4 * SNAPSHOT_EVERY):
        if live.state.is_terminal():  # short games: play another
            live, *_ = hub.create(game, {}, None)
        before = live.state
        seat = before.current_player
        legal = before.legal_actions()
        hub.act(live.id, seat, legal[rng.randrange(len(legal))].id, len(before.history))
        if undo_refusal(live.state, seat) is None and (rng.randrange(3) == 0 or len(before.history) % SNAPSHOT_EVERY
                                                       == SNAPSHOT_EVERY - 1):
            hub.undo(live.id, seat, len(live.state.history))
            assert live.state == before
            assert store.load(live.id).steps == len(before.history)
            undone += 1
            hub.act(live.id, seat, legal[rng.randrange(len(legal))].id, len(before.history))
    assert undone > 0
    assert Hub(store).get(live.id).state == live.state
    store.close()


def test_active_games_with_bots_are_the_ones_resumed(tmp_path):
    hub = Hub(Store(str(tmp_path / "k.db")))
    humans, *_ = hub.create("kuhn", {}, None)
    with_bot, *_ = hub.create("kuhn", {}, [{"kind": "human"}, {"kind": "bot", "bot": "random"}])
    assert set(hub.store.active_games()) == {humans.id, with_bot.id}
    assert hub.store.active_games(with_bots=True) == [with_bot.id]
    hub.store.close()
