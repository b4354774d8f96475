"""The server with more than two seats and secret simultaneous choices (issue 14 groundwork), on the Goofspiel
fixture: two people and two bots at one 4-seat table; nobody's bid reaches another seat through the API (views,
history, refusals, pushes) until the reveal; the bots fill their seats to the end."""

from __future__ import annotations

import json
import time

import httpx
import pytest
from websockets.sync.client import connect


@pytest.fixture
def api(tmp_path):
    from server.servers import ThreadServer

    srv = ThreadServer(f"sqlite:///{tmp_path / 'kleos.db'}", bot_delay=0)
    with httpx.Client(base_url=srv.url, timeout=20) as client:
        client.server = srv
        yield client
    srv.stop()


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def wait_for(api: httpx.Client, gid: str, token: str, ready, seconds: float = 20) -> dict:
    deadline = time.monotonic() + seconds
    while True:
        payload = api.get(f"/api/games/{gid}", headers=auth(token)).json()
        if ready(payload) or time.monotonic() > deadline:
            return payload
        time.sleep(0.05)


def test_two_people_and_two_bots_play_a_four_seat_game_of_secret_bids(api) -> None:
    created = api.post("/api/games", json={"game": "goofspiel", "options": {"players": 4, "cards": 3}, "seats": [
        {"kind": "human"}, {"kind": "bot", "bot": "random"}, {"kind": "human"}, {"kind": "bot", "bot": "random"}]})
    assert created.status_code == 201, created.text
    game = created.json()
    gid = game["id"]
    tokens = {s["seat"]: s["token"] for s in game["seats"] if s["token"]}
    assert sorted(tokens) == [0, 2] and len(game["seats"]) == 4
    ws_url = api.server.url.replace("http", "ws") + f"/api/games/{gid}/ws"
    with connect(ws_url) as watcher:  # seat 2 watches while seat 0 bids
        watcher.send(json.dumps({"token": tokens[2]}))
        json.loads(watcher.recv(timeout=10))
        for _round in range(3):
            first = wait_for(api, gid, tokens[0], lambda p: p["view"]["current_player"] == 0
                             or p["view"]["terminal"])
            if first["view"]["terminal"]:
                break
            bid = first["view"]["legal_actions"][-1]["json"]["card"]
            after = api.post(f"/api/games/{gid}/actions", json={"action": f"bid {bid}"}, headers=auth(tokens[0]))
            assert after.status_code == 200, after.text
            # seat 2 learns that seat 0 bid, never what: in its view, its pushes, its history and its refusals
            seen = wait_for(api, gid, tokens[2], lambda p: p["view"]["current_player"] == 2)
            assert seen["view"]["secret_decision"] is True
            assert seen["view"]["board"]["committed"][0] is True and seen["view"]["board"]["bid"] is None
            assert all(f"First bids the {bid}" not in e["text"] for e in seen["view"]["log"][-3:])
            history = api.get(f"/api/games/{gid}/history", headers=auth(tokens[2])).json()["steps"]
            assert [s["action"] for s in history if s["player"] == 0][-1] is None
            pushed = [json.loads(watcher.recv(timeout=10)) for _push in range(1)]
            leaks = [e["text"] for p in pushed for e in p["view"]["log"] if f"First bids the {bid}" in e["text"]]
            assert not leaks, leaks
            refused = api.post(f"/api/games/{gid}/actions", json={"action": f"bid {bid}"}, headers=auth(tokens[0]))
            assert refused.status_code == 409 and str(bid) not in refused.json()["error"]["message"].split(":")[0]
            mine = seen["view"]["legal_actions"][0]["json"]["card"]
            assert api.post(f"/api/games/{gid}/actions", json={"action": f"bid {mine}"},
                            headers=auth(tokens[2])).status_code == 200
    end = wait_for(api, gid, tokens[0], lambda p: p["view"]["terminal"])
    assert end["view"]["terminal"] and len(end["view"]["returns"]) == 4
    rounds = end["view"]["board"]["rounds"]
    assert len(rounds) == 3 and all(len(r["bids"]) == 4 for r in rounds)  # revealed: every bid, every seat
