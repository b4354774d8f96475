"""The game page shows the whole log although payloads carry only its last steps (docs/server.md, The log)."""

from __future__ import annotations

import random

import httpx

from kleos.server import hub as hub_module


def _log_texts(page) -> list[str]:
    return page.eval_on_selector_all("#log li", "items => items.map(li => li.textContent)")


def _expected(hub, game_id: str, seat: int) -> list[str]:
    return [e["text"] + (e["rule"] or "") for e in hub.get(game_id).state.view(seat, lang="en")["log"]]


def test_the_page_shows_the_whole_log_and_keeps_it_whole_as_the_game_goes_on(page, web_server, monkeypatch):
    monkeypatch.setattr(hub_module, "LOG_TAIL", 3)  # payloads carry 3 steps: the page must fetch and keep the rest
    created = httpx.post(f"{web_server.url}/api/games", json={"game": "sphacteria"}).json()
    game_id, tokens = created["id"], [s["token"] for s in created["seats"]]
    hub = web_server.app.state.hub
    rng = random.Random(5)

    def move(through_http: bool) -> None:
        state = hub.get(game_id).state
        seat = state.current_player
        action = rng.choice(state.legal_actions()).id
        if through_http:  # announced to the page's WebSocket, as any player's move is
            r = httpx.post(f"{web_server.url}/api/games/{game_id}/actions", json={"action": action},
                           headers={"Authorization": f"Bearer {tokens[seat]}"})
            assert r.status_code == 200, r.text
        else:
            hub.act(game_id, seat, action, None)

    for _ in range(25):  # before the page opens: its first payload lacks the early lines
        move(False)
    page.goto(created["seats"][0]["url"])
    page.wait_for_selector("#board[data-step]")
    expected = _expected(hub, game_id, 0)
    assert hub.get(game_id).state.view(0, log_tail=3)["log_from"] > 0
    page.wait_for_function("n => document.querySelectorAll('#log li').length === n", arg=len(expected))
    assert _log_texts(page) == expected
    for _ in range(12):  # pushes, each with a tail of 3 steps: the page joins them to what it has
        move(True)
    step = len(hub.get(game_id).state.history)
    page.wait_for_function("s => Number(document.querySelector('#board').dataset.step) === s", arg=step)
    expected = _expected(hub, game_id, 0)
    page.wait_for_function("n => document.querySelectorAll('#log li').length === n", arg=len(expected))
    assert _log_texts(page) == expected
