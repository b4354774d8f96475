"""A move's answer costs the same however long the game: payloads carry the log lines of the last steps only
(``view.log_from``), the earlier ones come from ``GET /api/games/{id}/log``, and together they are exactly the
seat's whole log, hidden lines left out."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from kleos.engine import State, load_game
from kleos.engine.state import LogEntry
from kleos.server import hub as hub_module
from kleos.server.hub import LOG_TAIL, Hub, LiveGame, Moment
from kleos.server.storage import SeatRecord, Store


@pytest.fixture
def hub(tmp_path) -> Iterator[Hub]:
    store = Store(f"sqlite:///{tmp_path / 'kleos.db'}")
    yield Hub(store)
    store.close()


def long_game(checkpoints: tuple[int, ...]) -> Iterator[State]:
    """A Sphactérie game of random moves (it has private draws), yielded at each checkpoint step."""
    state = load_game("sphacteria").new_initial_state(7)
    rng = random.Random(7)
    for target in checkpoints:
        while len(state.history) < target and not state.is_terminal():
            if state.is_chance_node():
                state.step_chance()
            else:
                state.apply(rng.choice(state.legal_actions()))
        assert len(state.history) == target, "the game ended too soon for this test"
        yield state.clone()


def live(state: State) -> LiveGame:
    seats = [SeatRecord(s, "human", None, None) for s in range(state.game.num_players)]
    return LiveGame("g", state.game.name, {}, Moment(state, len(state.history), 0, tuple(seats)))


def test_a_payload_reads_as_many_log_lines_at_step_300_as_at_step_60(hub, monkeypatch) -> None:
    read = []
    for_seat = LogEntry.for_seat

    def counted(entry: LogEntry, seat: int | None) -> object:
        read.append(entry)
        return for_seat(entry, seat)

    monkeypatch.setattr(LogEntry, "for_seat", counted)
    touched = {}
    for state in long_game((60, 180, 300)):
        step = len(state.history)
        read.clear()
        payload = hub.payload(live(state), 0, lang="fr")
        touched[step] = len(read)
        # exactly the lines of the last LOG_TAIL steps are looked at, whatever the log's length
        assert read == [e for e in state.log if e.step >= step - LOG_TAIL]
        assert payload["view"]["log_from"] == step - LOG_TAIL
        assert all(e["step"] >= step - LOG_TAIL for e in payload["view"]["log"])
    assert len(state.log) > 4 * max(touched.values())  # the whole log would be many times more
    assert max(touched.values()) <= 3 * LOG_TAIL  # Sphactérie writes at most a few lines a step


def test_the_tail_and_the_earlier_lines_are_the_seats_whole_log(hub) -> None:
    for state in long_game((25, 120)):
        game = live(state)
        for seat in (0, 1, None):
            for lang in ("en", "fr"):
                view = hub.payload(game, seat, lang=lang)["view"]
                earlier = hub.log(game, seat, view["log_from"], lang)
                assert earlier["before"] == view["log_from"] > 0
                whole = state.view(seat, lang=lang)["log"] if seat is not None else state.public_view(lang)["log"]
                assert earlier["log"] + view["log"] == whole  # the engine's full view: hidden lines stay out
                assert hub.log(game, seat, None, lang)["log"] == whole


def test_a_short_game_s_payload_holds_its_whole_log(hub) -> None:
    state = next(long_game((LOG_TAIL - 1,)))
    view = hub.payload(live(state), 1)["view"]
    assert view["log_from"] == 0 and view["log"] == state.view(1)["log"]
    assert state.view(1)["log_from"] == 0 and state.view(1, log=False)["log_from"] == len(state.history)


# ---------------------------------------------------------------------- through HTTP, with the Kuhn fixture
def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def test_the_log_route_gives_each_reader_the_lines_it_may_read(client, monkeypatch) -> None:
    monkeypatch.setattr(hub_module, "LOG_TAIL", 1)  # Kuhn's game is short: keep one step in the payloads
    game = client.post("/api/games", json={"game": "kuhn"}).json()
    gid, tokens = game["id"], [s["token"] for s in game["seats"]]
    client.post(f"/api/games/{gid}/actions", json={"action": "pass"}, headers=auth(tokens[0]))
    for seat in (0, 1, None):
        headers = auth(tokens[seat]) if seat is not None else {}
        payload = client.get(f"/api/games/{gid}", headers=headers, params={"lang": "fr"}).json()
        view = payload["view"]
        assert view["log_from"] == view["step"] - 1 > 0
        earlier = client.get(f"/api/games/{gid}/log", headers=headers,
                             params={"before": view["log_from"], "lang": "fr"}).json()
        assert earlier["before"] == view["log_from"] and earlier["version"] == payload["version"]
        whole = client.get(f"/api/games/{gid}/log", headers=headers, params={"lang": "fr"}).json()["log"]
        assert earlier["log"] + view["log"] == whole and len(whole) > len(view["log"])
        texts = " ".join(e["text"] for e in whole)
        for other in (0, 1):  # a seat reads its own card, never the other's; a spectator neither
            dealt = [e for e in whole if e["step"] == other]
            assert dealt and (seat == other) == any(c in dealt[0]["text"] for c in ("J", "Q", "K")), texts
    refused = client.get(f"/api/games/{gid}/log", headers=auth("not-a-token"))
    assert refused.status_code == 403 and refused.json()["error"]["code"] == "bad_token"
    assert client.get(f"/api/games/{gid}/log", params={"before": -1}).json()["error"]["code"] == "bad_request"
    assert client.get(f"/api/games/{gid}/log", params={"before": 99}).json()["before"] == 3  # at most the current step
