"""Every registered game opened in the browser and played by clicking; hot seat; spectator and replay."""

from __future__ import annotations

import random
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import Error as PlaywrightError

import kleos
from support import GAMES_UNDER_TEST


def board_step(page) -> int:
    return int(page.get_attribute("#board", "data-step"))


def create_from_lobby(page, url: str, game: str, seats: list[str]) -> None:
    page.goto(f"{url}/?game={game}")
    page.wait_for_selector("#seats select", state="attached")
    for i, choice in enumerate(seats):
        page.select_option(f"#seat-{i}", choice)
    page.click("#create")
    page.click("#play-here")
    page.wait_for_selector("#board[data-step], #handover:not([hidden])")


def click_something(page, rng: random.Random) -> tuple[str | None, int]:
    """One click on the board (a highlighted target or a clickable piece) or on a listed choice.

    Returns where it clicked and the board's step just before the click. An element the page drew again between
    finding it and clicking it (a WebSocket update) is looked for again, on the page as it now stands.
    """
    for _ in range(5):
        step = board_step(page)
        try:
            for selector in ("#board [data-key].target", "#private [data-key].target",
                             "#board [data-key].clickable", "#private [data-key].clickable", "button.choice"):
                found = [e for e in page.query_selector_all(selector) if e.is_visible() and e.is_enabled()]
                if selector == "button.choice":  # prefer choices with parameters ("act hoplites") to "pass" or "done"
                    found = [e for e in found if " " in (e.get_attribute("data-action") or "")] or found
                if found:
                    rng.choice(found).click()
                    return ("list" if selector == "button.choice" else "board"), step
            return None, step
        except PlaywrightError as error:
            if "not attached" not in str(error):
                raise
            page.wait_for_timeout(100)
    raise AssertionError("the page was drawn again at every try to click on it")


RENDERERS = Path(kleos.__file__).parent / "web" / "renderers"


@pytest.mark.parametrize("game", GAMES_UNDER_TEST)
def test_play_a_new_game_by_clicking(page, web_server, screenshots, game):
    create_from_lobby(page, web_server.url, game, ["here", "bot:random"])
    rng = random.Random(5)
    before = page.inner_html("#board")
    start = board_step(page)
    moves = board_moves = 0
    wants_board = (RENDERERS / f"{game}.js").exists()
    for _ in range(60):
        if (moves >= 8 and (board_moves or not wants_board)) or page.query_selector("#result"):
            break
        page.wait_for_function("() => document.querySelector('button.choice') || document.querySelector('#result')",
                               timeout=10_000)
        where, step = click_something(page, rng)
        if where is None:
            break
        try:
            page.wait_for_function(f"() => Number(document.querySelector('#board').dataset.step) !== {step}",
                                   timeout=800)
            moves += 1
            board_moves += where == "board"
        except Exception:  # a first click on the board only selects: the next click completes the action
            if board_step(page) != step:  # or the answer came just after the wait (a loaded machine): a move
                moves += 1
                board_moves += where == "board"
    assert moves >= 1, "no move could be made by clicking"
    if wants_board:
        assert board_moves >= 1, "no move was made by clicking on the board"
    assert board_step(page) > start
    assert page.inner_html("#board") != before
    assert page.query_selector("#log li")
    page.screenshot(path=str(screenshots / f"{game}.png"), full_page=True)


def test_hot_seat_hides_the_previous_seat(page, web_server, screenshots):
    create_from_lobby(page, web_server.url, "kuhn", ["here", "here"])
    page.wait_for_selector("#handover:not([hidden])")
    assert page.inner_text("#handover-title") == "Pass the device to First"
    assert page.inner_html("#board") == ""  # nothing of any seat behind the hand-over screen
    page.click("#handover-go")
    first_card = page.inner_text("#board")
    page.click("button.choice[data-action=pass]")
    page.wait_for_selector("#handover:not([hidden])")
    assert page.inner_text("#handover-title") == "Pass the device to Second"
    assert page.inner_html("#board") == "" and page.inner_html("#log") == ""
    page.keyboard.press("Enter")  # the hand-over button has the focus: keyboard works
    page.wait_for_selector("#handover", state="hidden")
    assert "You are Second" in page.inner_text("#status")
    assert page.inner_text("#board") != first_card
    page.screenshot(path=str(screenshots / "hot-seat.png"), full_page=True)


def test_spectator_sees_public_view_and_replays(page, web_server, screenshots):
    created = httpx.post(f"{web_server.url}/api/games", json={"game": "kuhn"}).json()
    token = created["seats"][0]["token"]
    r = httpx.post(f"{web_server.url}/api/games/{created['id']}/actions", json={"action": "bet"},
                   headers={"Authorization": f"Bearer {token}"})
    assert r.status_code == 200
    page.set_viewport_size({"width": 390, "height": 844})  # a phone
    page.goto(created["spectator_url"])
    page.wait_for_selector("#board[data-step='3']")
    assert "You are watching" in page.inner_text("#status")
    assert "You are watching" in page.inner_text("#actions")
    assert "dealt a card" in page.inner_text("#log") and "dealt J" not in page.inner_text("#log")
    page.fill("#replay-slider", "2")
    page.wait_for_selector(".banner.replaying")
    assert board_step(page) == 2
    page.screenshot(path=str(screenshots / "spectator-phone.png"), full_page=True)
    # a move by the other seat reaches the spectator's page through the WebSocket
    page.click(".banner.replaying button")
    httpx.post(f"{web_server.url}/api/games/{created['id']}/actions", json={"action": "pass"},
               headers={"Authorization": f"Bearer {created['seats'][1]['token']}"})
    page.wait_for_selector("#result")


def test_keyboard_only_move_on_the_board(page, web_server):
    """Tab to a clickable element of the board, Enter, then Enter on the focused target: a move is made."""
    games = [g for g in GAMES_UNDER_TEST if (RENDERERS / f"{g}.js").exists()]
    if not games:
        pytest.skip("no game has a board renderer yet")
    create_from_lobby(page, web_server.url, games[0], ["here", "bot:random"])
    for _ in range(30):  # play listed choices until the board offers something to click
        page.wait_for_function("() => document.querySelector('button.choice') || document.querySelector('#result')")
        if page.query_selector("#board [data-key].clickable") or page.query_selector("#result"):
            break
        page.click("button.choice >> nth=0")
        page.wait_for_timeout(150)
    for _ in range(5):  # the board may be drawn again (a WebSocket update) between finding an element and focusing it
        clickable = page.query_selector("#board [data-key].clickable")
        if clickable is None:
            pytest.skip("the game ended before its board offered a choice")
        step = board_step(page)
        try:
            clickable.focus()
            break
        except PlaywrightError as error:
            if "not attached" not in str(error):
                raise
            page.wait_for_timeout(100)
    else:
        raise AssertionError("the board was drawn again at every try to focus on it")
    for _ in range(4):
        page.keyboard.press("Enter")
        try:
            page.wait_for_function(f"() => Number(document.querySelector('#board').dataset.step) !== {step}",
                                   timeout=1500)
            break
        except Exception:
            focused = page.evaluate("() => document.activeElement && document.activeElement.tagName")
            assert focused and focused != "BODY", "the focus was lost after a keyboard selection"
    assert board_step(page) != step
