"""Hellas in the browser: the hex map, the tracks, New Armies block values hidden from the other seat, a phone."""

from __future__ import annotations

import random

import httpx

from .test_play import board_step
from .test_table import box_of


def new_game(url: str, options: dict[str, object]) -> dict:
    r = httpx.post(f"{url}/api/games", json={"game": "hellas", "options": options})
    assert r.status_code == 201, r.text
    return r.json()


def play_randomly(server, created: dict, moves: int, seed: int, until=None) -> dict:
    """Random legal actions played through the server's hub (stored as any move is), ``moves`` of them or until
    ``until(the first seat's view)`` holds; returns that view."""
    rng = random.Random(seed)
    hub = server.app.state.hub
    for _ in range(moves):
        state = hub.get(created["id"]).state
        if until is not None and until(state.view(0)):
            break
        legal = state.legal_actions()
        hub.act(created["id"], state.current_player, rng.choice(legal).id, None)
    return hub.get(created["id"]).state.view(0)


def hidden_blocks(view: dict) -> list[str]:
    """The hexes holding an Athenian block whose value the view does not show."""
    return [h for h, cell in view["board"]["hexes"].items()
            if any(u["owner"] == "Athens" and u["value"] is None for u in cell.get("units", ()))]


def open_seat(page, created: dict, seat: int) -> None:
    page.goto(created["seats"][seat]["url"])
    page.wait_for_selector("#board[data-step][data-live]")  # the socket's first push is drawn: no redraw to come
    page.wait_for_selector("#board svg.hellas-map")


def test_hellas_map_tracks_and_a_move_on_the_board(page, web_server, screenshots):
    created = new_game(web_server.url, {})
    open_seat(page, created, 0)
    assert len(page.query_selector_all("#board g.hex")) == 638  # every hex of the map, each clickable by its id
    assert "Sparta" in page.inner_text(".hellas-tracks") and "Stability" in page.inner_text(".hellas-tracks")
    # the stage in words, its section (4.2) in a badge as in the log, not in parentheses
    stage = page.inner_text("#board .hellas-stage")
    assert "placing set-up trading posts" in stage and "(" not in stage
    assert page.inner_text("#board .hellas-stage .rule") == "4.2"
    # 4.2: Sparta places its set-up trading posts by clicking the highlighted goods hexes
    step = board_step(page)
    targets = page.query_selector_all("#board g.hex.clickable")
    assert targets, "the set-up posts' hexes are not offered on the map"
    targets[0].click()
    page.wait_for_function(f"() => Number(document.querySelector('#board').dataset.step) > {step}")
    assert page.query_selector("#log li")
    page.screenshot(path=str(screenshots / "hellas-setup.png"), full_page=True)


def test_hellas_new_armies_values_stay_hidden_from_the_other_seat(page, web_server, screenshots):
    created = new_game(web_server.url, {"new_armies": True, "setup": "standard"})
    # New Armies 1: a merge Sparta did not watch makes an Athenian block's value unknown to Sparta
    view = play_randomly(web_server, created, 6000, seed=1, until=hidden_blocks)
    hidden = hidden_blocks(view)
    assert hidden, "Athens has no unseen block on the map"
    open_seat(page, created, 0)
    for h in hidden:  # the Athenian blocks Sparta has not seen are drawn with "?" and no value
        titles = [t.text_content() for t in page.query_selector_all(f"#board g.hex[data-key='{h}'] g.unit title")]
        athens = [t for t in titles if t.startswith("Athens")]
        assert athens and all("value hidden" in t for t in athens), (h, titles)
    page.screenshot(path=str(screenshots / "hellas-new-armies.png"), full_page=True)
    # the owner sees its own values and its reserve
    own = [u for cell in view["board"]["hexes"].values() for u in cell.get("units", ()) if u["owner"] == "Sparta"]
    assert own and all(u["value"] is not None for u in own)
    assert "Your block reserve" in page.inner_text("#private")


def test_hellas_on_a_phone(page, web_server, screenshots):
    created = new_game(web_server.url, {"setup": "standard"})
    play_randomly(web_server, created, 30, seed=4)
    page.set_viewport_size({"width": 390, "height": 844})
    open_seat(page, created, 0)
    # the map fits the width (a pinch or the buttons zoom it, tests/browser/test_table.py); nothing scrolls sideways
    # measured as the page now is, not through a handle to a map drawn again since (CI run of 2026-12-06)
    assert box_of(page, "#board svg.hellas-map")["width"] <= 390
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    assert page.is_hidden("#private")  # no New Armies reserve in the base game
    page.screenshot(path=str(screenshots / "hellas-phone.png"), full_page=True)
