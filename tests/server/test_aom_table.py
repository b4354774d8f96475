"""Age of Mythology at the server (issue 14): a 4-seat table of two people, each on their own link, and two bots,
played to the end through the API; a person never receives another seat's secret cards, and the game, stopped
half-way with the server, resumes from the database where it was."""

from __future__ import annotations

import random
import time

import httpx

from server.servers import ThreadServer


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def check_secrets(client: httpx.Client, gid: str, tokens: dict[int, str]) -> None:
    """What one person holds in secret reaches the other as a count, never as cards."""
    payloads = {seat: client.get(f"/api/games/{gid}", headers=auth(tok)).json() for seat, tok in tokens.items()}
    if payloads[0]["view"]["step"] != payloads[2]["view"]["step"]:  # a bot moved between the two reads
        return
    for seat, payload in payloads.items():
        other = 2 - seat
        theirs = payloads[other]["view"]["board"]["players"][other]
        seen = payload["view"]["board"]["players"][other]
        assert seen["hand_size"] == theirs["hand_size"] == len(theirs["hand"])
        # VII (issue 26): a hand is secret, the permanent cards chosen included, and so are the choices under way
        assert seen["hand"] == [] and seen["hidden_cards"] == len(theirs["hand"])
        assert seen["chosen"] == [] and seen["random_to_draw"] == 0
    # whose choice of a hand it is is public, what it chose is not: the other's choices reach no history
    for seat, token in tokens.items():
        steps = client.get(f"/api/games/{gid}/history", headers=auth(token)).json()["steps"]
        theirs = [s["action"] for s in steps if s["player"] == 2 - seat]
        mine = [s["action"] for s in steps if s["player"] == seat]
        assert not any(a and (a.startswith("permanent") or a == "fill") for a in theirs)
        assert None not in mine  # a person's own choices, secret ones included, are all known to them


def play_until(client: httpx.Client, gid: str, tokens: dict[int, str], rng: random.Random, moves: int) -> dict:
    """The people's random moves (each with its own token) until ``moves`` of theirs or the end; the bots move
    between them. Every tenth move, each person's payload is checked for the other's secret cards."""
    made = 0
    payload = client.get(f"/api/games/{gid}", headers=auth(tokens[0])).json()
    deadline = time.monotonic() + 600
    while time.monotonic() < deadline:
        view = payload["view"]
        if view["terminal"] or made >= moves:
            return payload
        seat = view["current_player"]
        if seat not in tokens:  # a bot's turn: the server moves it
            time.sleep(0.02)
            payload = client.get(f"/api/games/{gid}", headers=auth(tokens[0])).json()
            continue
        if payload["seat"] != seat:
            payload = client.get(f"/api/games/{gid}", headers=auth(tokens[seat])).json()
            view = payload["view"]
        if made % 10 == 0:
            check_secrets(client, gid, tokens)
        legal = view["legal_actions"]
        if made == 0:  # the other person's token cannot move this seat: refused, nothing changed
            refused = client.post(f"/api/games/{gid}/actions", headers=auth(tokens[2 - seat]),
                                  json={"action": legal[0]["id"], "step": view["step"]})
            assert refused.status_code == 409, refused.text
            assert client.get(f"/api/games/{gid}", headers=auth(tokens[seat])).json()["view"]["step"] == view["step"]
        answer = client.post(f"/api/games/{gid}/actions", headers=auth(tokens[seat]),
                             json={"action": rng.choice(legal)["id"], "step": view["step"]})
        assert answer.status_code in (200, 409), answer.text  # 409: the table moved on meanwhile
        if answer.status_code == 200:
            made += 1
            payload = answer.json()
        else:
            payload = client.get(f"/api/games/{gid}", headers=auth(tokens[0])).json()
    raise AssertionError("the game did not end in time")


def test_two_people_and_two_bots_play_a_whole_four_player_game_that_resumes_after_a_restart(tmp_path) -> None:
    db = f"sqlite:///{tmp_path / 'kleos.db'}"
    seats = [{"kind": "human"}, {"kind": "bot", "bot": "random"}, {"kind": "human"}, {"kind": "bot", "bot": "random"}]
    rng = random.Random(14)
    srv = ThreadServer(db, bot_delay=0)
    try:
        with httpx.Client(base_url=srv.url, timeout=20) as client:
            created = client.post("/api/games", json={"game": "aom", "options": {"players": 4}, "seats": seats})
            assert created.status_code == 201, created.text
            game = created.json()
            gid = game["id"]
            tokens = {s["seat"]: s["token"] for s in game["seats"] if s["token"]}
            assert sorted(tokens) == [0, 2]
            middle = play_until(client, gid, tokens, rng, moves=60)
            assert not middle["view"]["terminal"]
            step = middle["view"]["step"]
    finally:
        srv.stop()
    srv = ThreadServer(db, bot_delay=0)  # a new server on the same database
    try:
        with httpx.Client(base_url=srv.url, timeout=20) as client:
            again = client.get(f"/api/games/{gid}", headers=auth(tokens[0])).json()
            assert again["view"]["step"] >= step
            end = play_until(client, gid, tokens, rng, moves=10_000)
            assert end["view"]["terminal"] and len(end["view"]["returns"]) == 4
            assert sorted(end["view"]["returns"])[-1] == 1.0
    finally:
        srv.stop()
