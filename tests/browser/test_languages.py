"""Every page in French and in English (issue 15): the browser's languages choose by default, the switch on the
page overrides and is remembered; the game page's own texts, its board and the server's texts (log, choices)
all follow. Screenshots of both languages go to artifacts/screenshots."""

from __future__ import annotations

import random

import httpx
import pytest

from support import FIXTURES, GAMES_UNDER_TEST

from .conftest import ARGS  # noqa: F401 - the browser fixture's flags (documentation of the context below)

GAMES = [g for g in GAMES_UNDER_TEST if g not in FIXTURES]


@pytest.fixture
def context_for(browser):
    """A browser context whose navigator languages are ``locale``; fails the test on any page error."""
    made = []

    def make(locale: str, width: int = 1280, height: int = 900):
        context = browser.new_context(locale=locale, viewport={"width": width, "height": height})
        errors: list[str] = []
        context.on("page", lambda page: page.on("pageerror", lambda exc: errors.append(str(exc))))
        made.append((context, errors))
        return context

    yield make
    for context, errors in made:
        context.close()
        assert not errors, f"JavaScript errors: {errors}"


def test_the_lobby_reads_in_the_browsers_language_and_the_switch_is_remembered(context_for, web_server,
                                                                                 screenshots):
    page = context_for("fr-FR").new_page()
    page.goto(web_server.url)
    page.wait_for_selector("#seats select", state="attached")
    assert page.inner_text("#new-title") == "Nouvelle partie"
    assert page.inner_text("#create") == "Créer la partie"
    assert page.evaluate("document.documentElement.lang") == "fr"
    assert "Une personne sur cet écran" in page.inner_text("#seats")
    page.screenshot(path=str(screenshots / "lobby-fr.png"), full_page=True)
    with page.expect_navigation():
        page.select_option("select.lang-switch", "en")
    page.wait_for_selector("#seats select", state="attached")
    assert page.inner_text("#new-title") == "New game"
    page.screenshot(path=str(screenshots / "lobby-en.png"), full_page=True)
    page.goto(web_server.url)  # the choice outlives the page, whatever the browser's languages
    page.wait_for_selector("#seats select", state="attached")
    assert page.inner_text("#new-title") == "New game"


def _game_with_a_log(server, game: str, moves: int = 12) -> dict:
    created = httpx.post(f"{server.url}/api/games", json={"game": game}).json()
    hub = server.app.state.hub
    rng = random.Random(3)
    for _move in range(moves):  # random moves through the hub, stored as any move is: the log has lines
        state = hub.get(created["id"]).state
        if state.current_player not in (0, 1):  # over (chance is resolved by the hub after each move)
            break
        hub.act(created["id"], state.current_player, rng.choice(state.legal_actions()).id, None)
    return created


@pytest.mark.parametrize("game", GAMES)
def test_a_game_page_in_french_and_in_english(context_for, web_server, screenshots, game):
    created = _game_with_a_log(web_server, game)
    hub = web_server.app.state.hub
    seat = hub.get(created["id"]).state.current_player
    seat = seat if seat in (0, 1) else 0
    texts = {}
    for locale, lang in (("fr-FR", "fr"), ("en-GB", "en")):
        page = context_for(locale).new_page()
        page.goto(created["seats"][seat]["url"])
        page.wait_for_selector("#board[data-step]")
        page.wait_for_function("() => document.querySelector('#log li')")
        texts[lang] = {part: page.inner_text(f"#{part}") for part in ("status", "actions", "log", "board")}
        page.screenshot(path=str(screenshots / f"{game}-{lang}.png"), full_page=True)
        if lang == "fr":  # and on a phone
            page.set_viewport_size({"width": 390, "height": 844})
            page.screenshot(path=str(screenshots / f"{game}-fr-phone.png"), full_page=True)
    assert "Vous jouez" in texts["fr"]["status"] and "You are" in texts["en"]["status"]
    assert "Vos choix" in texts["fr"]["actions"] and "Your choices" in texts["en"]["actions"]
    assert texts["fr"]["log"] != texts["en"]["log"]  # the server's log lines, each in its reader's language
    assert texts["fr"]["board"] != texts["en"]["board"]  # the game's renderer speaks the page's language
