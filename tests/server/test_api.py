"""The HTTP and WebSocket API against a running server, on SQLite and on PostgreSQL, with the Kuhn fixture."""

from __future__ import annotations

import json
import threading
import time

import httpx
import pytest
from websockets.sync.client import connect

import kleos
from server.servers import ThreadServer, free_port, start_subprocess_server


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def new_game(client: httpx.Client, seats=None) -> dict:
    body = {"game": "kuhn"}
    if seats is not None:
        body["seats"] = seats
    r = client.post("/api/games", json=body)
    assert r.status_code == 201, r.text
    return r.json()


def play(client, game, seat, action, step=None):
    body = {"action": action}
    if step is not None:
        body["step"] = step
    return client.post(f"/api/games/{game['id']}/actions", json=body, headers=auth(game["seats"][seat]["token"]))


def state(client, game, seat=None):
    headers = auth(game["seats"][seat]["token"]) if seat is not None else {}
    r = client.get(f"/api/games/{game['id']}", headers=headers)
    assert r.status_code == 200, r.text
    return r.json()


def test_catalog_lists_the_registered_games_and_bots(client):
    data = client.get("/api/catalog").json()
    kuhn = next(g for g in data["games"] if g["name"] == "kuhn")
    assert kuhn["seats"] == ["First", "Second"]
    assert "random" in data["bots"]
    assert client.get("/openapi.json").json()["paths"]["/api/games/{game_id}/actions"]
    page = client.get("/play/anything")
    assert page.status_code == 200 and "script-src" not in page.headers["content-security-policy"]
    assert "default-src 'self'" in page.headers["content-security-policy"]
    assert page.headers["referrer-policy"] == "no-referrer"
    assert client.get("/static/renderers/generic.js").status_code == 200


def test_full_game_through_the_api(client):
    game = new_game(client)
    assert [s["kind"] for s in game["seats"]] == ["human", "human"]
    assert game["seats"][0]["token"] != game["seats"][1]["token"]
    assert game["seats"][0]["url"].endswith(f"/play/{game['id']}#token={game['seats'][0]['token']}")
    first = state(client, game, 0)
    assert first["view"]["step"] == 2  # both deals are chance steps sampled by the server
    assert [a["text"] for a in first["view"]["legal_actions"]] == ["pass", "bet"]
    assert set(first["kinds"]) == {"pass", "bet"}
    r = play(client, game, 0, "bet", step=2)
    assert r.status_code == 200, r.text
    assert r.json()["view"]["to_move"] == "Second"
    r = play(client, game, 1, {"kind": "bet"}, step=3)
    assert r.status_code == 200, r.text
    final = r.json()
    assert final["status"] == "finished"
    assert final["view"]["terminal"] and final["view"]["result"]["winners"] in ([0], [1])
    assert sorted(final["view"]["returns"]) == [-2.0, 2.0]
    history = client.get(f"/api/games/{game['id']}/history", headers=auth(game["seats"][1]["token"])).json()
    assert [s["action"] for s in history["steps"]][2:] == ["bet", "bet"]
    assert play(client, game, 0, "pass").json()["error"]["code"] == "game_over"
    saved = client.get(f"/api/games/{game['id']}/save")
    assert saved.status_code == 200 and "attachment" in saved.headers["content-disposition"]
    from kleos.cli.savefile import replay_states
    from kleos.engine import State

    states = replay_states(State.from_json(saved.json()))
    assert len(states) == 5 and states[-1].is_terminal()


def test_an_unfinished_game_cannot_be_saved(client):
    game = new_game(client)
    r = client.get(f"/api/games/{game['id']}/save")
    assert r.status_code == 409 and r.json()["error"]["code"] == "in_progress"


def test_wrong_seat_wrong_token_and_bad_requests_are_refused_and_change_nothing(client, server):
    game = new_game(client)
    other = new_game(client)
    gid = game["id"]
    cases = [
        (play(client, game, 1, "pass"), 409, "not_your_turn"),
        (client.post(f"/api/games/{gid}/actions", json={"action": "pass"}), 401, "no_token"),
        (client.post(f"/api/games/{gid}/actions", json={"action": "pass"}, headers=auth("forged")), 403,
         "bad_token"),
        (client.post(f"/api/games/{gid}/actions", json={"action": "pass"},
                     headers=auth(other["seats"][0]["token"])), 403, "bad_token"),
        (client.post(f"/api/games/{gid}/actions", json={"action": "pass"}, headers={"Authorization": "Basic x"}),
         401, "bad_token"),
        (client.post(f"/api/games/{gid}/actions", content=b"{not json", headers={
            "content-type": "application/json", **auth(game["seats"][0]["token"])}), 400, "malformed_json"),
        (client.post(f"/api/games/{gid}/actions", json={"nothing": 1}, headers=auth(game["seats"][0]["token"])),
         400, "bad_request"),
        (play(client, game, 0, "fold"), 422, "illegal_action"),
        (play(client, game, 0, True), 400, "bad_request"),
        (play(client, game, 0, 1.5), 400, "bad_request"),
        (play(client, game, 0, None), 400, "bad_request"),
        (play(client, game, 0, "pass", step="2"), 400, "bad_request"),
        (play(client, game, 0, "{broken"), 422, "illegal_action"),
        (play(client, game, 0, {"kind": "deal", "card": "K"}), 422, "illegal_action"),
        (play(client, game, 0, 999), 422, "illegal_action"),
        (play(client, game, 0, "pass", step=7), 409, "stale"),
        (client.post("/api/games/doesnotexist/actions", json={"action": "pass"}, headers=auth("x")), 404,
         "unknown_game"),
        (client.get("/api/games/doesnotexist"), 404, "unknown_game"),
        (client.post("/api/games", json={"game": "nosuchgame"}), 400, "bad_options"),
        (client.post("/api/games", json={"game": "kuhn", "options": {"x": 1}}), 400, "bad_options"),
        (client.post("/api/games", json={"game": "kuhn", "seats": [{"kind": "human"}]}), 400, "bad_seats"),
        (client.post("/api/games", json={"game": "kuhn", "seats": [{"kind": "bot", "bot": "nobody"}] * 2}), 400,
         "bad_seats"),
        (client.post(f"/api/games/{gid}/actions", content=b"{" + b" " * 70_000 + b"}", headers={
            "content-type": "application/json", **auth(game["seats"][0]["token"])}), 413, "too_large"),
        (client.post(f"/api/games/{gid}/undo", json={}, headers=auth(game["seats"][0]["token"])), 409,
         "undo_refused"),
    ]
    for response, status, code in cases:
        assert response.status_code == status, response.text
        assert response.json()["error"]["code"] == code, response.text
        assert response.json()["error"]["message"]
    after = state(client, game, 0)
    assert after["view"]["step"] == 2 and after["version"] == 0
    record = server.app.state.store.load(gid)
    assert record.steps == 2 and len(record.actions) == 2


def _dealt(server, game) -> list[str]:
    live = server.app.state.hub.get(game["id"])
    return list(live.state.cards)


def test_views_never_show_the_other_seats_card(client, server):
    game = new_game(client)
    cards = _dealt(server, game)
    tokens = [s["token"] for s in game["seats"]]
    play(client, game, 0, "pass")
    for seat in (0, 1):
        other = cards[1 - seat]
        texts = [json.dumps(state(client, game, seat)),
                 client.get(f"/api/games/{game['id']}/history", headers=auth(tokens[seat])).text,
                 client.get(f"/api/games/{game['id']}/replay?step=2", headers=auth(tokens[seat])).text,
                 play(client, game, seat, {"kind": "deal", "card": other}).text]
        view = json.loads(texts[0])["view"]
        assert view["board"]["cards"][seat] == cards[seat]
        assert view["board"]["cards"][1 - seat] == "?"
        for text in texts:
            assert f"dealt {other}" not in text and f'"{other}"' not in text.replace(f'"{cards[seat]}"', "")
    spectator = state(client, game)
    assert spectator["view"]["board"]["cards"] == ["?", "?"] and spectator["view"]["legal_actions"] == []
    replay = client.get(f"/api/games/{game['id']}/replay?step=3", headers=auth(tokens[0])).json()
    assert replay["public"] and replay["view"]["board"]["cards"] == ["?", "?"]  # in progress: public only
    history = client.get(f"/api/games/{game['id']}/history").json()
    assert [s["action"] for s in history["steps"]] == [None, None, "pass"]


def test_finished_game_replay_is_the_seats_own_view(client):
    game = new_game(client)
    play(client, game, 0, "pass")
    play(client, game, 1, "pass")  # showdown
    replay = client.get(f"/api/games/{game['id']}/replay?step=2", headers=auth(game["seats"][0]["token"])).json()
    assert replay["seat"] == 0 and replay["length"] == 4
    assert replay["view"]["board"]["cards"][0] != "?" and replay["view"]["board"]["cards"][1] == "?"
    assert client.get(f"/api/games/{game['id']}/replay?step=9").json()["error"]["code"] == "bad_step"


def test_undo_until_the_opponent_acts(client):
    game = new_game(client)
    r = play(client, game, 0, "pass")
    assert r.json()["can_undo"]
    undone = client.post(f"/api/games/{game['id']}/undo", json={"step": 3}, headers=auth(game["seats"][0]["token"]))
    assert undone.status_code == 200, undone.text
    assert undone.json()["view"]["step"] == 2 and undone.json()["view"]["to_move"] == "First"
    assert [e["text"] for e in undone.json()["view"]["log"]][-1] == "Second is dealt a card"
    play(client, game, 0, "pass")
    assert not state(client, game, 1)["can_undo"]  # seat 1 has nothing of its own to take back
    refused = client.post(f"/api/games/{game['id']}/undo", json={}, headers=auth(game["seats"][1]["token"]))
    assert refused.status_code == 409 and "another seat" in refused.json()["error"]["message"]
    play(client, game, 1, "bet")
    refused = client.post(f"/api/games/{game['id']}/undo", json={}, headers=auth(game["seats"][0]["token"]))
    assert refused.status_code == 409 and "another seat has acted" in refused.json()["error"]["message"]
    spectator = client.post(f"/api/games/{game['id']}/undo", json={})
    assert spectator.status_code == 409 and "spectators" in spectator.json()["error"]["message"]


def test_concurrent_moves_exactly_one_wins(client, server):
    for _ in range(3):
        game = new_game(client)
        results: list[httpx.Response] = []
        barrier = threading.Barrier(4)

        def send(action, game=game, results=results, barrier=barrier):
            with httpx.Client(base_url=server.url, timeout=10) as c:
                barrier.wait()
                results.append(play(c, game, 0, action, step=2))

        threads = [threading.Thread(target=send, args=(a,)) for a in ("pass", "bet", "pass", "bet")]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        codes = sorted(r.status_code for r in results)
        assert codes == [200, 409, 409, 409], [r.text for r in results]
        assert all(r.json()["error"]["code"] == "stale" for r in results if r.status_code == 409)
        assert server.app.state.store.load(game["id"]).steps == 3


def test_storage_refuses_a_second_writer_of_a_step(server):
    from kleos.server.storage import Conflict

    store = server.app.state.store
    hub = server.app.state.hub
    live, *_ = hub.create("kuhn", {}, None)
    store.append(live.id, 0, 2, [(0, 0)], "active")
    with pytest.raises(Conflict):  # the game is no longer at version 0
        store.append(live.id, 0, 2, [(0, 1)], "active")
    with pytest.raises(Conflict):  # the step is stored already
        store.append(live.id, 1, 2, [(0, 1)], "active")
    assert [a[1:] for a in store.load(live.id).actions] == [(-1, live.state.history[0].action),
                                                            (-1, live.state.history[1].action), (0, 0)]


def test_bot_seat_moves_by_itself_and_websocket_pushes_views(client, server):
    game = new_game(client, seats=[{"kind": "human"}, {"kind": "bot", "bot": "random"}])
    assert game["seats"][1]["token"] is None and game["seats"][1]["url"] is None
    ws_url = server.url.replace("http", "ws") + f"/api/games/{game['id']}/ws"
    with connect(ws_url) as ws, connect(ws_url) as spectator:
        ws.send(json.dumps({"token": game["seats"][0]["token"]}))
        spectator.send(json.dumps({"token": None}))
        first = json.loads(ws.recv(timeout=5))
        assert first["seat"] == 0 and first["view"]["step"] == 2
        assert json.loads(spectator.recv(timeout=5))["seat"] is None
        play(client, game, 0, "pass", step=2)
        deadline = time.monotonic() + 10
        seen = []
        while time.monotonic() < deadline:
            msg = json.loads(ws.recv(timeout=5))
            seen.append(msg["view"]["step"])
            if msg["view"]["step"] >= 4 or msg["status"] == "finished":
                break
        assert seen[-1] >= 4  # the bot answered the pass without anyone asking
        last = json.loads(spectator.recv(timeout=5))
        assert last["view"]["board"]["cards"][0] in ("?", "J", "Q", "K")
    with connect(ws_url) as bad:
        bad.send(json.dumps({"token": "forged"}))
        assert json.loads(bad.recv(timeout=5))["error"]["code"] == "bad_token"


def test_rate_limit(db_url):
    srv = ThreadServer(db_url, rate_limit=1, burst=3)  # the start-up probe spent one request
    try:
        with httpx.Client(base_url=srv.url) as c:
            responses = [c.get("/api/catalog") for _ in range(6)]
        assert [r.status_code for r in responses[:2]] == [200, 200]
        assert responses[-1].status_code == 429 and responses[-1].json()["error"]["code"] == "rate_limited"
    finally:
        srv.stop()


def test_kill_9_loses_no_acknowledged_move(db_url):
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    proc = start_subprocess_server(db_url, port, bot_delay=60)  # the bot will not move before the kill
    assert proc.stdout.readline().startswith(f"Kleos serving on http://localhost:{port}/")
    try:
        with httpx.Client(base_url=url, timeout=10) as c:
            games = [new_game(c) for _ in range(3)]
            bot_game = new_game(c, seats=[{"kind": "bot"}, {"kind": "human"}])
            acked = []
            for g in games:
                r = play(c, g, 0, "pass", step=2)
                assert r.status_code == 200
                acked.append(r.json()["view"]["step"])
            r = play(c, games[0], 1, "bet", step=3)
            acked[0] = r.json()["view"]["step"]
            assert state(c, bot_game, 1)["view"]["step"] == 2
    finally:
        proc.kill()  # SIGKILL: no shutdown, no flush
        proc.wait()
    proc = start_subprocess_server(db_url, port)
    try:
        with httpx.Client(base_url=url, timeout=10) as c:
            for g, step in zip(games, acked, strict=True):
                s = state(c, g, 0)
                assert s["view"]["step"] == step
            log = [e["text"] for e in state(c, games[0], 1)["view"]["log"]]
            assert log[-2:] == ["First passes", "Second bets"]
            r = play(c, games[0], 0, "bet", step=4)
            assert r.status_code == 200 and r.json()["status"] == "finished"
            deadline = time.monotonic() + 10
            while state(c, bot_game, 1)["view"]["step"] < 3 and time.monotonic() < deadline:
                time.sleep(0.05)
            assert state(c, bot_game, 1)["view"]["step"] >= 3  # the bot's game resumed after the restart
    finally:
        proc.kill()
        proc.wait()


def test_serve_reports_an_unreachable_database_in_one_line():
    import subprocess
    import sys

    code = "import typer; from kleos.cli.serve import serve; typer.run(serve)"
    out = subprocess.run([sys.executable, "-c", code, "--db", "postgresql://nobody:secret@127.0.0.1:1/none"],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 2
    assert out.stderr.startswith("error: cannot open the database postgresql+psycopg://nobody:***@127.0.0.1:1/none")
    assert len(out.stderr.strip().splitlines()) == 1
    assert "Traceback" not in out.stderr and "secret" not in out.stderr


def test_a_large_body_without_content_length_is_refused(client):
    game = new_game(client)

    def chunks():
        yield b'{"action": "'
        for _ in range(100):
            yield b"x" * 1024
        yield b'"}'

    r = client.post(f"/api/games/{game['id']}/actions", content=chunks(), headers={
        "content-type": "application/json", **auth(game["seats"][0]["token"])})
    assert r.status_code == 413 and r.json()["error"]["code"] == "too_large"
    assert state(client, game, 0)["view"]["step"] == 2


def test_bots_think_in_worker_processes(tmp_path):
    """Product games' bots run in a worker process; the game advances and stays consistent with its log."""
    from kleos.server.bots import _bot_move
    from kleos.server.hub import rebuild

    srv = ThreadServer(f"sqlite:///{tmp_path / 'k.db'}", bot_processes=1)
    try:
        game = "sphacteria" if "sphacteria" in kleos.game_names() else None
        if game is None:
            pytest.skip("no product game registered yet")
        with httpx.Client(base_url=srv.url, timeout=10) as c:
            created = new_game_of(c, game, [{"kind": "bot", "bot": "random"}] * 2)
            deadline = time.monotonic() + 30
            while time.monotonic() < deadline:
                s = c.get(f"/api/games/{created['id']}").json()
                if s["view"]["step"] >= 40:
                    break
                time.sleep(0.1)
        assert s["view"]["step"] >= 40
        live = srv.app.state.hub.get(created["id"])
        record = srv.app.state.store.load(created["id"])
        assert record.snapshot is not None or record.actions  # stored: a snapshot, and the steps after it
        rebuilt = rebuild(record.game, record.options, record.seed, record.snapshot, record.actions)
        n = min(len(rebuilt.history), len(live.state.history))  # the bots may have moved in between
        assert n >= 40 and rebuilt.history[:n] == live.state.history[:n]
        state = kleos.load_game(game).new_initial_state(3)
        while state.is_chance_node():
            state.step_chance()
        assert _bot_move(state.dumps(), "random", state.current_player, 1) in {a.id for a in state.legal_actions()}
    finally:
        srv.stop()


def new_game_of(client, game, seats):
    r = client.post("/api/games", json={"game": game, "seats": seats})
    assert r.status_code == 201, r.text
    return r.json()
