"""A game's life in the browser: resign, abort, a deadline passing and the claim that follows, a seat's link
issued again by the creator (the page holding the old one is told), and a clock chosen in the lobby."""

from __future__ import annotations

import httpx


def create(url: str, **body) -> dict:
    r = httpx.post(f"{url}/api/games", json={"game": "kuhn", **body}, timeout=10)
    assert r.status_code == 201, r.text
    return r.json()


def open_seat(page, url: str, game: dict, seat: int) -> None:
    page.goto(f"{url}/play/{game['id']}#token={game['seats'][seat]['token']}")
    page.wait_for_selector("#board[data-step]")


def test_resign_from_the_page(page, web_server):
    game = create(web_server.url)
    page.on("dialog", lambda dialog: dialog.accept())
    open_seat(page, web_server.url, game, 0)
    page.click("#resign")
    page.wait_for_selector("#result")
    assert page.inner_text("#result").startswith("First resigned; Second wins")
    assert page.query_selector("#resign") is None and page.query_selector("button.choice") is None
    assert "Game over" in page.inner_text("#turn")


def test_abort_from_the_page_while_a_seat_has_not_decided(page, web_server):
    game = create(web_server.url)
    page.on("dialog", lambda dialog: dialog.accept())
    open_seat(page, web_server.url, game, 1)
    page.click("#abort")
    page.wait_for_selector("#result")
    assert "aborted the game" in page.inner_text("#result")


def test_a_deadline_passes_and_the_other_claims_the_game(page, web_server):
    game = create(web_server.url, clock={"kind": "turn", "hours": 2 / 3600})  # two seconds a decision
    open_seat(page, web_server.url, game, 1)
    assert "Turn-based" in page.inner_text("#time-limit")
    assert page.query_selector("#claim-win") is None  # First still has time
    page.wait_for_selector("#claim-win", timeout=15_000)  # the page's clock saw the deadline pass
    assert "time is out" in page.inner_text("#status")
    page.click("#claim-win")
    page.wait_for_selector("#result")
    assert page.inner_text("#result").startswith("First ran out of time; Second claimed the game")


def test_a_link_issued_again_by_the_creator(browser, web_server):
    game = create(web_server.url)
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        old, creator = context.new_page(), context.new_page()
        open_seat(old, web_server.url, game, 0)
        creator.on("dialog", lambda dialog: dialog.accept())
        creator.goto(f"{web_server.url}/play/{game['id']}#admin={game['creator']['token']}")
        creator.wait_for_selector("#seat-links")
        creator.click(".new-link[data-seat='0']")
        creator.wait_for_selector("input.issued")
        new_url = creator.input_value("input.issued")
        assert f"/play/{game['id']}#token=" in new_url and game["seats"][0]["token"] not in new_url
        old.wait_for_function("() => document.querySelector('#connection').textContent.includes('does not belong')")
        fresh = context.new_page()
        fresh.goto(new_url)
        fresh.wait_for_selector("button.choice")
        assert "You are First" in fresh.inner_text("#status")
    finally:
        context.close()


def test_a_live_clock_chosen_in_the_lobby(page, web_server):
    page.goto(f"{web_server.url}/?game=kuhn")
    page.wait_for_selector("#clock-kind")
    page.select_option("#clock-kind", "live")
    page.fill("#clock-minutes", "5")
    page.fill("#clock-increment", "3")
    page.select_option("#seat-1", "link")
    page.click("#create")
    page.wait_for_selector("#manage")
    page.click("#play-here")
    page.wait_for_selector("#board[data-step]")
    assert page.inner_text("#time-limit") == "Live clock: 5 min each, +3 s a turn"
    page.wait_for_function("() => /[0-9]:[0-9][0-9]/.test(document.querySelector('.clock').textContent)")
