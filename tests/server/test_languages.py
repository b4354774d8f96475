"""The API in the reader's language (issue 15): ``?lang=`` or ``Accept-Language`` chooses the texts of views,
refusals, errors, the catalog and the pushes; ids, action texts and stored games stay the same."""

from __future__ import annotations

import json

import httpx
import pytest
from websockets.sync.client import connect

from kleos.engine import State


@pytest.fixture
def api(tmp_path):
    from server.servers import ThreadServer

    srv = ThreadServer(f"sqlite:///{tmp_path / 'kleos.db'}")
    with httpx.Client(base_url=srv.url, timeout=20) as client:
        client.server = srv
        yield client
    srv.stop()


def auth(token: str, lang: str | None = None) -> dict[str, str]:
    headers = {"Authorization": f"Bearer {token}"}
    if lang:
        headers["Accept-Language"] = lang
    return headers


def sphacteria(api: httpx.Client) -> dict:
    created = api.post("/api/games", json={"game": "sphacteria"}, headers={"Accept-Language": "fr-FR,fr;q=0.9"})
    assert created.status_code == 201, created.text
    return created.json()


def test_the_catalog_and_a_new_games_seats_read_in_the_language_asked(api) -> None:
    fr = {g["name"]: g for g in api.get("/api/catalog", headers={"Accept-Language": "fr"}).json()["games"]}
    en = {g["name"]: g for g in api.get("/api/catalog?lang=en", headers={"Accept-Language": "fr"}).json()["games"]}
    assert fr["sphacteria"]["title"] == "Sphactérie, 425 av. J.-C." and en["sphacteria"]["title"] != \
        fr["sphacteria"]["title"]
    assert fr["sphacteria"]["seats"] == en["sphacteria"]["seats"]  # ids: the same in every language
    assert fr["sphacteria"]["seat_labels"] == ["Athènes", "Sparte"]
    game = sphacteria(api)
    assert [s["label"] for s in game["seats"]] == ["Athènes", "Sparte"]
    assert [s["name"] for s in game["seats"]] == ["Athens", "Sparta"]


def test_a_view_its_log_and_its_labels_follow_the_reader_not_the_game(api) -> None:
    game = sphacteria(api)
    token = game["seats"][0]["token"]
    fr = api.get(f"/api/games/{game['id']}", headers=auth(token, "fr")).json()
    en = api.get(f"/api/games/{game['id']}?lang=en", headers=auth(token, "fr")).json()
    assert fr["view"]["lang"] == "fr" and en["view"]["lang"] == "en"
    assert fr["view"]["log"] and [e["rule"] for e in fr["view"]["log"]] == [e["rule"] for e in en["view"]["log"]]
    assert [e["text"] for e in fr["view"]["log"]] != [e["text"] for e in en["view"]["log"]]
    assert [a["json"] for a in fr["view"]["legal_actions"]] == [a["json"] for a in en["view"]["legal_actions"]]
    assert fr["players"][0]["label"] == "Athènes" and en["players"][0]["label"] == "Athens"
    assert fr["view"]["board"] == en["view"]["board"]  # the board's keys and ids are language-free


def test_refusals_and_errors_read_in_the_language_asked(api) -> None:
    game = sphacteria(api)
    gid = game["id"]
    mover = api.get(f"/api/games/{gid}", headers=auth(game["seats"][0]["token"])).json()["view"]["current_player"]
    other = 1 - mover
    view = api.get(f"/api/games/{gid}", headers=auth(game["seats"][mover]["token"])).json()["view"]
    turn = api.post(f"/api/games/{gid}/actions", json={"action": view["legal_actions"][0]["id"]},
                    headers=auth(game["seats"][other]["token"], "fr"))
    assert turn.status_code == 409
    assert turn.json()["error"]["message"].startswith("Sphactérie : ce n'est pas à ")
    illegal = api.post(f"/api/games/{gid}/actions", json={"action": "done"},
                       headers=auth(game["seats"][mover]["token"], "fr"))
    assert illegal.status_code == 422 and illegal.json()["error"]["message"].startswith("Sphactérie ")
    english = api.post(f"/api/games/{gid}/actions?lang=en", json={"action": "done"},
                       headers=auth(game["seats"][mover]["token"], "fr"))
    assert english.json()["error"]["message"] != illegal.json()["error"]["message"]
    unknown = api.get("/api/games/nope", headers={"Accept-Language": "fr"})
    assert unknown.status_code == 404 and unknown.json()["error"]["message"] == "pas de partie 'nope' sur ce serveur"
    bad = api.post("/api/games?lang=fr", content=b"{", headers={"Content-Type": "application/json"})
    assert bad.json()["error"]["message"] == "le corps de la requête n'est pas du JSON valide"


def test_a_game_played_in_french_is_stored_without_a_translated_word(api, tmp_path) -> None:
    game = sphacteria(api)
    gid = game["id"]
    for _step in range(6):
        for seat in (0, 1):
            view = api.get(f"/api/games/{gid}", headers=auth(game["seats"][seat]["token"], "fr")).json()["view"]
            if view["legal_actions"]:
                api.post(f"/api/games/{gid}/actions", json={"action": view["legal_actions"][0]["id"]},
                         headers=auth(game["seats"][seat]["token"], "fr"))
    live = api.server.app.state.hub.get(gid)
    saved = live.state.dumps()
    assert "Athènes" not in saved and "Sparte" not in saved and " : " not in saved
    assert State.loads(saved).view(0, lang="en")["log"] == live.state.view(0, lang="en")["log"]


def test_the_websocket_pushes_in_the_language_of_its_address(api) -> None:
    game = sphacteria(api)
    url = api.server.url.replace("http", "ws") + f"/api/games/{game['id']}/ws?lang=fr"
    with connect(url) as ws:
        ws.send(json.dumps({"token": game["seats"][0]["token"]}))
        payload = json.loads(ws.recv(timeout=10))
    assert payload["view"]["lang"] == "fr" and payload["players"][1]["label"] == "Sparte"


def test_the_clients_texts_come_by_language_and_an_unknown_one_is_refused(api) -> None:
    auto = api.get("/api/i18n/auto?domains=kleos,sphacteria", headers={"Accept-Language": "fr-CA"}).json()
    assert auto["lang"] == "fr" and set(auto["messages"]) == {"kleos", "sphacteria"}
    assert auto["messages"]["kleos"]["Your turn"] == "À vous de jouer"
    assert api.get("/api/i18n/en").json()["messages"]["kleos"] == {}
    assert set(api.get("/api/i18n/fr?domains=kleos,../../etc").json()["messages"]) == {"kleos"}
    missing = api.get("/api/i18n/xx", headers={"Accept-Language": "fr"})
    assert missing.status_code == 404 and "langue inconnue 'xx'" in missing.json()["error"]["message"]
