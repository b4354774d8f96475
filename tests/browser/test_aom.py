"""Age of Mythology in the browser: every player's board, the seat's own hand only, a choice clicked on the board,
2 and 4 players, a phone (in French)."""

from __future__ import annotations

import random

import httpx
import pytest

from .test_play import board_step
from .test_table import find


def new_game(url: str, players: int) -> dict:
    r = httpx.post(f"{url}/api/games", json={"game": "aom", "options": {"players": players}})
    assert r.status_code == 201, r.text
    return r.json()


def play_randomly(server, created: dict, moves: int, seed: int, until=None) -> None:
    """Random legal actions through the server's hub (chance steps are the hub's), until ``until(state)``."""
    rng = random.Random(seed)
    hub = server.app.state.hub
    for _ in range(moves):
        state = hub.get(created["id"]).state
        if until is not None and until(state):
            return
        hub.act(created["id"], state.current_player, rng.choice(state.legal_actions()).id, None)
    assert until is None, "the position looked for was not reached"


def open_seat(page, created: dict, seat: int) -> None:
    page.goto("about:blank")  # the seats' addresses differ by their #token only: load the page afresh
    page.goto(created["seats"][seat]["url"])
    page.wait_for_selector("#board[data-step][data-live]")  # the socket's first push is drawn: no redraw to come
    page.wait_for_selector("#board .aom-players")


def click_on_board(page) -> None:
    """Click the first highlighted element of the board or the hand, then finish the choice in the list if the
    element alone does not decide it (a card in hand: play or discard); the game must move on."""
    step = board_step(page)
    page.click("#board .clickable, #private .clickable")
    moved = f"Number(document.querySelector('#board').dataset.step) > {step}"
    page.wait_for_function(f"() => {moved} || document.querySelector('#actions p.row button')")  # played or selected
    if board_step(page) == step:
        page.click("#actions button.choice")
    page.wait_for_function(f"() => Number(document.querySelector('#board').dataset.step) > {step}")


def test_aom_two_players_draft_a_tile_on_the_board(page, web_server, screenshots):
    created = new_game(web_server.url, 2)
    play_randomly(web_server, created, 50, seed=1, until=lambda st: st.stage == "draft")
    seat = web_server.app.state.hub.get(created["id"]).state.current_player
    open_seat(page, created, seat)
    assert len(page.query_selector_all("#board section.aom-player")) == 2
    text = page.inner_text("#board")
    assert "Production" in text and "Holding" in text and "City" in text and "The Wonder" in text
    # VI: the tiles are drafted during the set-up, before the first turn: no "Turn 0"
    status = page.inner_text("#board .aom-status")
    assert "Set-up" in status and "Turn 0" not in status
    # VI: the tiles face up are offered on the board; clicking one takes it onto the seat's production area
    tiles = page.query_selector_all("#board .aom-common .aom-tile.clickable")
    assert tiles, "the tiles face up are not clickable"
    kind = tiles[0].get_attribute("data-key")
    on_my_board = f"#board section.aom-player.mine .aom-tile[data-kind='{kind}']"
    mine = len(page.query_selector_all(on_my_board))
    click_on_board(page)
    page.wait_for_function(f"() => document.querySelectorAll(\"{on_my_board}\").length > {mine}")
    assert "takes the" in page.inner_text("#log")
    page.screenshot(path=str(screenshots / "aom-2p.png"), full_page=True)


def test_aom_four_players_hands_stay_hidden_and_a_card_is_played(page, web_server, screenshots):
    created = new_game(web_server.url, 4)
    hub = web_server.app.state.hub
    play_randomly(web_server, created, 3000, seed=2, until=lambda st: st.stage == "play" and st.turn >= 2)
    state = hub.get(created["id"]).state
    seat = state.current_player
    open_seat(page, created, seat)
    assert len(page.query_selector_all("#board section.aom-player")) == 4
    # the seat's hand is named in its private area; another seat's random cards are neither in the page nor in
    # its view, only their number
    board = state.view(seat)["board"]
    hand = board["players"][seat]["hand"]
    assert len(page.query_selector_all("#private .aom-card")) == len(hand)
    for p, pl in enumerate(board["players"]):
        if p != seat:
            assert all(c.startswith("perm_") for c in pl["hand"]), "a random card of another seat is in the view"
            assert pl["hidden_cards"] == pl["hand_size"] - len(pl["hand"])
    page.screenshot(path=str(screenshots / "aom-4p.png"), full_page=True)
    click_on_board(page)  # a card of the hand, played or passed with
    assert "Player" in page.inner_text("#log")
    # a spectator sees the four boards and no hand
    page.goto(f"{web_server.url}/play/{created['id']}")
    page.wait_for_selector("#board .aom-players")
    assert len(page.query_selector_all("#board section.aom-player")) == 4 and page.is_hidden("#private")


#: the kinds of choice whose first parameter is drawn on the table (docs/games/aom.md, Presentation)
ON_THE_BOARD = {"take", "capture", "return_tile", "vp", "permanent", "play", "discard", "gather", "move", "dwarf",
                "villager", "build", "destroy", "recruit", "unit", "commit", "remove", "card", "discount", "fee",
                "exchange", "cube", "steal", "raid", "target", "area"}


@pytest.mark.parametrize("players", [3, 8])
def test_aom_every_stage_met_in_a_random_game_is_drawn(page, web_server, screenshots, players):
    """The page of the seat to decide, at the first position of each stage a random game meets (a battle
    included), draws every board without an error, and offers on the table the choices that belong there."""
    created = new_game(web_server.url, players)
    hub = web_server.app.state.hub
    rng = random.Random(players)
    seen: set[str] = set()
    for _ in range(4000):
        state = hub.get(created["id"]).state
        if state.is_terminal():
            break
        if state.stage not in seen and state.current_player >= 0:
            seen.add(state.stage)
            open_seat(page, created, state.current_player)
            assert len(page.query_selector_all("#board section.aom-player")) == players
            assert not page.query_selector("#board pre.error"), page.inner_text("#board")
            kinds = {a.kind for a in state.legal_actions()} & ON_THE_BOARD
            if kinds:  # a choice that refers to something drawn is offered on it
                assert page.query_selector("#board .clickable, #private .clickable"), (state.stage, kinds)
            if state.stage == "battle":
                assert page.query_selector("#battle"), page.inner_text("#board")[:600]
                page.screenshot(path=str(screenshots / f"aom-{players}p-battle.png"), full_page=True)
        hub.act(created["id"], state.current_player, rng.choice(state.legal_actions()).id, None)
    assert {"draft", "play", "battle"} <= seen, seen


def test_aom_on_a_phone_in_french(page, web_server, screenshots):
    created = new_game(web_server.url, 4)
    play_randomly(web_server, created, 400, seed=3)
    page.set_viewport_size({"width": 390, "height": 844})
    page.add_init_script("if (location.protocol.startsWith('http')) localStorage.setItem('kleos.lang', 'fr')")
    open_seat(page, created, 0)
    text = page.inner_text("#board")
    assert "Zone urbaine" in text and "Possession" in text and "La merveille" in text
    # the names of the data (board_data()["names"]) in French: the seat's culture, its units and buildings
    from kleos.aom import data
    from kleos.i18n.catalogs import translate

    d, state = data.load(), web_server.app.state.hub.get(created["id"]).state
    french = [translate("aom", "fr", d.boards[state.cultures[0]].name)]
    french += [translate("aom", "fr", d.unit[u].name) for u, n in state.units[0].items() if n]
    french += [translate("aom", "fr", d.building[b].name) for b, n in state.buildings[0].items() if n]
    assert len(french) > 1 and all(f in text for f in french), (french, text)
    # the boards stack in one column and the page does not scroll sideways
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    page.screenshot(path=str(screenshots / "aom-phone.png"), full_page=True)


def test_the_web_renderer_holds_no_copy_of_the_datas_names() -> None:
    """aom.js names things by board_data()["names"] (the data files' English names, message ids of the
    catalogue): none of those names is written in the renderer itself (a wrong name is a one-line data fix)."""
    from pathlib import Path

    import kleos
    from kleos.engine import load_game

    js = (Path(kleos.__file__).parent / "web" / "renderers" / "aom.js").read_text(encoding="utf-8")
    names = load_game("aom").board_data()["names"]
    written = sorted({m for table in names.values() for m in (table if isinstance(table, list) else table.values())
                      if f'"{m}"' in js})
    assert not written, written


def test_aom_a_trade_of_one_for_one_swaps_shows_its_colours(page, web_server):
    """VIII Trade with trade_single_give_colour off (DEC-9): the card in play shows the colours swapped so far."""
    # random games until one is in a trade with a swap made (a game that ends first is replaced by another)
    created, state = find(web_server, "aom", lambda st: st.stage == "trade" and st.ctx.get("given"), 5000, seed=3,
                          options={"players": 2, "trade_single_give_colour": False})
    open_seat(page, created, state.current_player)
    assert "swapped " in page.inner_text("#board .aom-common")
