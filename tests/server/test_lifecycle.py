"""A game's life through the API, on SQLite and on PostgreSQL: resign, abort, time limits (live clocks and
turn-based deadlines) with claims and seats given to a bot, reminders, a seat's link issued again, and the
clean-up of abandoned and finished games; each acknowledged change survives ``kill -9``."""

from __future__ import annotations

import json
import time

import httpx
import pytest
from websockets.sync.client import connect

from server.servers import ThreadServer, free_port, start_subprocess_server
from server.test_api import auth, play, state


def create(client: httpx.Client, game: str = "kuhn", **body) -> dict:
    r = client.post("/api/games", json={"game": game, **body})
    assert r.status_code == 201, r.text
    return r.json()


def post(client: httpx.Client, game: dict, what: str, token: str | None, body: dict | None = None) -> httpx.Response:
    return client.post(f"/api/games/{game['id']}/{what}", json=body or {}, headers=auth(token) if token else {})


def token(game: dict, seat: int) -> str:
    return game["seats"][seat]["token"]


def wait_for(client, game, seat, ready, seconds: float = 20) -> dict:
    deadline = time.monotonic() + seconds
    while True:
        payload = state(client, game, seat)
        if ready(payload) or time.monotonic() > deadline:
            return payload
        time.sleep(0.05)


def test_resign_at_two_seats_ends_the_game_and_the_other_wins(client):
    game = create(client)
    play(client, game, 0, "pass")
    r = post(client, game, "resign", token(game, 1))
    assert r.status_code == 200, r.text
    after = r.json()
    assert after["status"] == "finished" and after["seat"] == 1
    ending = after["table"]["ending"]
    assert ending["kind"] == "resigned" and ending["seat"] == 1 and ending["winners"] == [0]
    assert ending["text"] == "Second resigned; First wins"
    assert after["view"]["legal_actions"] == [] and not after["can_resign"] and not after["can_undo"]
    assert isinstance(after["now"], float)
    for seat, action in ((1, "bet"), (0, "bet")):
        assert play(client, game, seat, action).json()["error"]["code"] == "game_over"
    assert post(client, game, "resign", token(game, 0)).json()["error"]["code"] == "game_over"
    assert post(client, game, "abort", token(game, 0)).json()["error"]["code"] == "game_over"
    other = state(client, game, 0)
    assert other["status"] == "finished" and other["table"]["ending"]["text"] == "Second resigned; First wins"
    # the other seat's card never shows: a resign reveals nothing
    assert "?" in other["view"]["board"]["cards"]
    saved = client.get(f"/api/games/{game['id']}/save")  # over: its record may be downloaded
    assert saved.status_code == 200
    fr = client.get(f"/api/games/{game['id']}?lang=fr", headers=auth(token(game, 0))).json()
    assert fr["table"]["ending"]["text"] != ending["text"]


def test_spectators_and_strangers_cannot_resign_or_abort(client):
    game = create(client)
    for what in ("resign", "abort"):
        assert post(client, game, what, None).json()["error"]["code"] == "no_token"
        assert post(client, game, what, "forged").json()["error"]["code"] == "bad_token"
    assert post(client, game, "resign", token(game, 0), {"x": 1}).json()["error"]["code"] == "bad_request"
    assert state(client, game, 0)["status"] == "active"


def test_abort_while_a_seat_has_not_decided_yet(client):
    game = create(client)
    assert state(client, game, 0)["abortable"]
    play(client, game, 0, "pass")
    assert state(client, game, 1)["abortable"]  # the second seat has made no decision yet
    r = post(client, game, "abort", token(game, 1))
    assert r.status_code == 200, r.text
    ending = r.json()["table"]["ending"]
    assert ending["kind"] == "aborted" and ending["winners"] == [] and ending["text"] == "Second aborted the game"

    late = create(client)
    play(client, late, 0, "pass")
    play(client, late, 1, "bet")
    assert not state(client, late, 0)["abortable"]
    refused = post(client, late, "abort", token(late, 0))
    assert refused.status_code == 409 and refused.json()["error"]["code"] == "abort_refused"
    assert state(client, late, 0)["status"] == "active"


def test_the_creator_aborts_a_game_between_bots_at_any_time(db_url):
    # the bots pause between moves (the server's --bot-delay), so that the game is still on when the abort comes
    server = ThreadServer(db_url, bot_delay=1.0)
    try:
        with httpx.Client(base_url=server.url, timeout=10) as client:
            _abort_between_bots(client)
    finally:
        server.stop()


def _abort_between_bots(client: httpx.Client) -> None:
    game = create(client, seats=[{"kind": "bot", "bot": "random"}] * 2)
    assert game["creator"]["url"].endswith(f"#admin={game['creator']['token']}")
    seen = client.get(f"/api/games/{game['id']}", headers=auth(game["creator"]["token"])).json()
    assert seen["seat"] is None  # the creator's token opens no seat
    r = post(client, game, "abort", game["creator"]["token"])
    assert r.status_code == 200 and r.json()["table"]["ending"]["text"] == "The game's creator aborted the game"


def test_resign_at_more_than_two_seats_a_bot_plays_on_or_the_game_ends(client):
    seats = [{"kind": "human"}] * 3
    options = {"players": 3, "cards": 3}
    game = create(client, "goofspiel", options=options, seats=seats, on_leave="bot", leave_bot="random")
    r = post(client, game, "resign", token(game, 1))
    assert r.status_code == 200, r.text
    after = r.json()
    assert after["status"] == "active" and after["seat"] is None  # the resigned person now watches
    assert after["players"][1]["kind"] == "bot" and after["players"][1]["bot"] == "random"
    assert after["table"]["events"][-1]["text"] == "Second resigned; a bot (random) plays on for that seat"
    # the two people play to the end; the bot bids for the seat that left
    for _ in range(20):
        for seat in (0, 2):
            p = state(client, game, seat)
            if p["status"] == "finished" or p["view"]["current_player"] != seat:
                continue
            assert play(client, game, seat, p["view"]["legal_actions"][0]["id"], p["view"]["step"]).status_code == 200
        if state(client, game, 0)["status"] == "finished":
            break
        time.sleep(0.05)
    final = wait_for(client, game, 0, lambda p: p["status"] == "finished")
    assert final["view"]["terminal"] and final["view"]["result"] is not None

    ends = create(client, "goofspiel", options=options, seats=seats, on_leave="end")
    r = post(client, ends, "resign", token(ends, 2))
    assert r.json()["status"] == "finished"
    assert r.json()["table"]["ending"]["winners"] == [0, 1]


def test_a_live_clock_runs_for_the_seat_to_decide_and_gets_its_increment(client):
    game = create(client, clock={"kind": "live", "minutes": 1, "increment": 5})
    first = state(client, game, 0)
    assert first["table"]["clock"]["kind"] == "live" and first["table"]["clocks"] == [60.0, 60.0]
    time.sleep(0.3)
    moved = play(client, game, 0, "pass").json()
    left = moved["table"]["clocks"]
    assert 60.0 + 5 - 5 < left[0] < 65.0 - 0.25 and left[1] == 60.0  # charged its time, then the increment


def test_a_deadline_passes_then_the_other_claims_the_game(client):
    game = create(client, clock={"kind": "turn", "hours": 0.5 / 3600})  # half a second for each decision
    early = post(client, game, "claim", token(game, 1), {"outcome": "win"})
    assert early.status_code == 409 and early.json()["error"]["code"] == "in_time"
    time.sleep(0.8)
    own = post(client, game, "claim", token(game, 0), {"outcome": "win"})
    assert own.status_code == 409 and own.json()["error"]["code"] == "in_time"  # not against oneself
    r = post(client, game, "claim", token(game, 1), {"outcome": "win"})
    assert r.status_code == 200, r.text
    ending = r.json()["table"]["ending"]
    assert ending["kind"] == "claimed" and ending["seat"] == 0 and ending["winners"] == [1]
    assert ending["text"] == "First ran out of time; Second claimed the game: Second wins"
    assert play(client, game, 0, "pass").json()["error"]["code"] == "game_over"


def test_a_late_seat_given_to_a_bot_is_played_on(client):
    game = create(client, clock={"kind": "live", "minutes": 0.5 / 60})
    time.sleep(0.8)
    r = post(client, game, "claim", token(game, 1), {"outcome": "bot"})
    assert r.status_code == 200, r.text
    assert r.json()["players"][0]["kind"] == "bot" and r.json()["status"] == "active"
    assert state(client, game, 0)["seat"] is None  # the late person's link now only watches
    moved = wait_for(client, game, 1, lambda p: p["view"]["step"] > 2)
    assert moved["view"]["step"] > 2  # the bot decided for the late seat


def test_reminders_reach_the_seat_to_decide(client, server):
    game = create(client)
    ws_url = server.url.replace("http", "ws") + f"/api/games/{game['id']}/ws"
    with connect(ws_url) as ws:
        ws.send(json.dumps({"token": token(game, 0)}))
        assert json.loads(ws.recv(timeout=5))["type"] == "state"
        assert post(client, game, "remind", token(game, 0)).json()["error"]["code"] == "not_waiting"
        r = post(client, game, "remind", token(game, 1))
        assert r.status_code == 202 and r.json() == {"reminded": 0}
        note = json.loads(ws.recv(timeout=5))
        assert note == {"type": "remind", "id": game["id"], "seat": 0}
        again = post(client, game, "remind", token(game, 1))
        assert again.status_code == 429 and again.json()["error"]["code"] == "too_soon"


def test_a_link_issued_again_stops_the_old_one_at_once(client, server):
    game = create(client)
    old = token(game, 0)
    ws_url = server.url.replace("http", "ws") + f"/api/games/{game['id']}/ws"
    with connect(ws_url) as ws:
        ws.send(json.dumps({"token": old}))
        assert json.loads(ws.recv(timeout=5))["seat"] == 0
        refused = client.post(f"/api/games/{game['id']}/seats/0/link", json={}, headers=auth(token(game, 1)))
        assert refused.status_code == 403 and refused.json()["error"]["code"] == "not_creator"
        r = client.post(f"/api/games/{game['id']}/seats/0/link", json={}, headers=auth(game["creator"]["token"]))
        assert r.status_code == 200, r.text
        new = r.json()["token"]
        assert new != old and r.json()["url"].endswith(f"#token={new}")
        closed = json.loads(ws.recv(timeout=5))
        while closed.get("type") == "state":  # a push may come first
            closed = json.loads(ws.recv(timeout=5))
        assert closed["error"]["code"] == "bad_token"
    assert client.get(f"/api/games/{game['id']}", headers=auth(old)).status_code == 403
    assert play(client, game, 0, "pass").status_code == 403
    moved = client.post(f"/api/games/{game['id']}/actions", json={"action": "pass"}, headers=auth(new))
    assert moved.status_code == 200 and moved.json()["seat"] == 0
    assert moved.json()["table"]["events"][-1]["kind"] == "link"
    bad = client.post(f"/api/games/{game['id']}/seats/7/link", json={}, headers=auth(game["creator"]["token"]))
    assert bad.status_code == 400


def test_abandoned_games_end_and_finished_games_are_archived_then_deleted(db_url, tmp_path):
    archive = tmp_path / "archive"
    srv = ThreadServer(db_url, abandon_days=1.5 / 86400, keep_days=1.5 / 86400, cleanup_seconds=0.3,
                       archive=str(archive))
    try:
        with httpx.Client(base_url=srv.url, timeout=10) as c:
            game = create(c)
            ended = wait_for(c, game, 0, lambda p: p["status"] == "finished", seconds=15)
            assert ended["table"]["ending"]["kind"] == "abandoned"
            assert "No decision for" in ended["table"]["ending"]["text"]
            assert c.get(f"/api/games/{game['id']}/save").status_code == 200  # exportable before it goes
            deadline = time.monotonic() + 15
            while c.get(f"/api/games/{game['id']}").status_code != 404 and time.monotonic() < deadline:
                time.sleep(0.1)
            assert c.get(f"/api/games/{game['id']}").json()["error"]["code"] == "unknown_game"
            saved = archive / f"kleos-kuhn-{game['id']}.json"
            assert saved.exists()
            from kleos.engine import State

            assert State.from_json(json.loads(saved.read_text())).game.name == "kuhn"
            health = c.get("/api/health").json()
            assert health["games_abandoned"] >= 1 and health["games_deleted"] >= 1
    finally:
        srv.stop()


def test_per_address_limits_on_game_creation(tmp_path):
    # on a database of its own: the counts are of every game created from this address; the bots wait between
    # moves, so that the first game between bots is still going when the second is asked for (a Kuhn game between
    # random bots without a wait could end first, and then it no longer counts)
    srv = ThreadServer(f"sqlite:///{tmp_path / 'k.db'}", games_per_hour=3, bot_games_per_address=1, bot_delay=60)
    try:
        with httpx.Client(base_url=srv.url, timeout=10) as c:
            bots = [{"kind": "bot", "bot": "random"}] * 2
            first = create(c, seats=bots, options={})
            refused = c.post("/api/games", json={"game": "kuhn", "seats": bots})
            assert refused.status_code == 429 and refused.json()["error"]["code"] == "too_many_bot_games"
            post(c, first, "abort", first["creator"]["token"])
            create(c, seats=bots)  # the aborted one no longer counts
            create(c)
            refused = c.post("/api/games", json={"game": "kuhn"})
            assert refused.status_code == 429 and refused.json()["error"]["code"] == "too_many_games"
    finally:
        srv.stop()


def test_acknowledged_lifecycle_changes_survive_kill_9(db_url):
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    proc = start_subprocess_server(db_url, port, bot_delay=60)
    try:
        with httpx.Client(base_url=url, timeout=10) as c:
            resigned, aborted, relinked = create(c), create(c), create(c)
            assert post(c, resigned, "resign", token(resigned, 0)).status_code == 200
            assert post(c, aborted, "abort", token(aborted, 0)).status_code == 200
            r = c.post(f"/api/games/{relinked['id']}/seats/1/link", json={},
                       headers=auth(relinked["creator"]["token"]))
            new = r.json()["token"]
    finally:
        proc.kill()
        proc.wait()
    proc = start_subprocess_server(db_url, port)
    try:
        with httpx.Client(base_url=url, timeout=10) as c:
            assert state(c, resigned, 1)["table"]["ending"]["kind"] == "resigned"
            assert state(c, aborted, 1)["table"]["ending"]["kind"] == "aborted"
            assert c.get(f"/api/games/{relinked['id']}", headers=auth(token(relinked, 1))).status_code == 403
            assert c.get(f"/api/games/{relinked['id']}", headers=auth(new)).json()["seat"] == 1
    finally:
        proc.kill()
        proc.wait()


@pytest.mark.parametrize("outcome", ["win", "bot"])
def test_claims_are_refused_without_a_clock(client, outcome):
    game = create(client)
    r = post(client, game, "claim", token(game, 1), {"outcome": outcome})
    assert r.status_code == 409 and r.json()["error"]["code"] == "in_time"
    assert post(client, game, "claim", token(game, 1), {"outcome": "draw"}).status_code == 400


def test_stored_rows_hold_the_table(server, client):
    game = create(client, clock={"kind": "turn", "hours": 48})
    post(client, game, "resign", token(game, 0))
    record = server.app.state.store.load(game["id"])
    assert record.status == "finished" and record.table.settings["clock"]["hours"] == 48
    assert [e["kind"] for e in record.table.events] == ["resigned"]
