"""The table a player expects (issue 23, the boards): every game on a 390×844 phone (a bar of choices fixed at the
bottom, the board fitted to the width, pinch zoom, no sideways scroll) and on a desk, in French and in English
(screenshots in artifacts/screenshots/<game>-<desktop|phone>-<lang>.png); Hellas opening on the seat's own area with
zoom and pan; no piece over a name; the moves since the seat last decided marked on the board; dice faces that agree
with the stored outcome; Age of Mythology's battle showing the units still in it; a forced choice played for the
seat as its preference says."""

from __future__ import annotations

import random
from collections.abc import Callable

import httpx
import pytest

from kleos.engine import State
from kleos.server.hub import forced_choice

from .test_play import board_step

GAMES = ["sphacteria", "polis", "hellas", "aom"]
OPTIONS: dict[str, dict[str, object]] = {"hellas": {"new_armies": True, "setup": "standard"}, "aom": {"players": 3}}
PHONE = {"width": 390, "height": 844}
DESK = {"width": 1280, "height": 900}
#: a forced choice waits for a click in these tests (the preference's own test is the last one)
NO_FORCED = "if (location.protocol.startsWith('http')) localStorage.setItem('kleos.forced', 'never');"


def lang_script(lang: str) -> str:
    return f"if (location.protocol.startsWith('http')) localStorage.setItem('kleos.lang', '{lang}');"


def find(server, game: str, until: Callable[[State], bool], moves: int, seed: int = 1,
         options: dict[str, object] | None = None, attempts: int = 10) -> tuple[dict, State]:
    """A new game played at random through the server's hub until ``until(state)`` (at a seat's decision); the
    server draws each game's chance afresh, so a game that ends first is replaced by another."""
    hub = server.app.state.hub
    for attempt in range(attempts):
        r = httpx.post(f"{server.url}/api/games", json={"game": game, "options": options or OPTIONS.get(game, {})})
        assert r.status_code == 201, r.text
        created = r.json()
        rng = random.Random(seed * 1000 + attempt)
        for _ in range(moves):
            state = hub.get(created["id"]).state
            if state.is_terminal():
                break
            if state.current_player >= 0 and until(state):
                return created, state
            hub.act(created["id"], state.current_player, rng.choice(state.legal_actions()).id, None)
    pytest.fail(f"no position of {game} met the condition in {attempts} random games")


def others_moved(state: State) -> bool:
    """The seat to decide has decided before, and another seat has decided since."""
    seat = state.current_player
    players = [s.player for s in state.history if s.player >= 0]
    return seat in players and players[-1] != seat


def recent_kinds(state: State, seat: int) -> list[str]:
    """The kinds of the actions since ``seat`` last decided."""
    out = []
    for s in reversed(state.history):
        if s.player == seat:
            break
        if s.action >= 0:
            out.append(state.game.actions.by_id(s.action).kind)
    return out


def open_page(browser, url: str, lang: str = "en", phone: bool = False, forced: bool = False):
    context = browser.new_context(viewport=PHONE if phone else DESK, has_touch=phone, is_mobile=phone,
                                  locale="fr-FR" if lang == "fr" else "en-GB")
    context.add_init_script(lang_script(lang) + ("" if forced else NO_FORCED))
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.errors = errors
    page.goto(url)
    page.wait_for_selector("#board[data-step][data-live]")  # the socket's first push is drawn: no redraw to come
    page.wait_for_function("() => document.querySelector('#board').children.length > 0")
    return context, page


def box_of(page, selector: str) -> dict[str, float]:
    """Where an element stands on the screen, looked up as the page now is: a handle taken earlier may belong to a
    board the page has drawn again since (its box is then None: the flake of CI run 2026-12-05)."""
    element = page.locator(selector).first
    element.wait_for(state="visible")
    box = element.bounding_box()
    assert box is not None, f"{selector} is not on the screen"
    return box


def close(context, page) -> None:
    errors = list(page.errors)
    context.close()
    assert not errors, f"JavaScript errors: {errors}"


# ---------------------------------------------------------------------------------------------- phone and desk
@pytest.mark.parametrize("game", GAMES)
def test_every_game_on_a_phone_and_a_desk_in_both_languages(browser, web_server, screenshots, game):
    moves = {"aom": 400, "hellas": 300}.get(game, 80)
    created, state = find(web_server, game, others_moved, moves)
    seat = state.current_player
    url = created["seats"][seat]["url"]
    for lang in ("en", "fr"):
        context, page = open_page(browser, url, lang)
        assert not page.query_selector("#board pre.error"), page.inner_text("#board")[:500]
        zoomable = page.query_selector("#board svg[data-zoom]")
        if zoomable:  # the map fits the board's width
            assert box_of(page, "#board svg[data-zoom]")["width"] <= box_of(page, "#board")["width"] + 1
        assert page.is_hidden(".phone-head")  # the phone's bar head is for phones only
        page.screenshot(path=str(screenshots / f"{game}-desktop-{lang}.png"), full_page=True)
        close(context, page)

        context, page = open_page(browser, url, lang, phone=True)
        # nothing scrolls sideways: the board, its tables and the panels fit the width
        assert page.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"]
        if zoomable:
            assert box_of(page, "#board svg[data-zoom]")["width"] <= PHONE["width"]
        # the choices in a bar fixed at the bottom, headed by whose turn it is
        bar = page.query_selector("#actions")
        assert bar.evaluate("el => getComputedStyle(el).position") == "fixed"
        box = box_of(page, "#actions")
        assert abs(box["y"] + box["height"] - PHONE["height"]) <= 1 and box["height"] < PHONE["height"] * 0.4
        head = page.inner_text(".phone-head")
        assert ("À vous de jouer" if lang == "fr" else "Your turn") in head
        choices = [b for b in page.query_selector_all("#actions button.choice") if b.is_visible()]
        assert choices, "no choice is visible in the bar"
        page.screenshot(path=str(screenshots / f"{game}-phone-{lang}.png"))
        page.click(".phone-toggle")
        page.wait_for_selector("#actions.open")
        assert box_of(page, "#actions")["height"] >= box["height"]
        page.screenshot(path=str(screenshots / f"{game}-phone-{lang}-choices.png"))
        page.click(".phone-toggle")
        page.screenshot(path=str(screenshots / f"{game}-phone-{lang}-full.png"), full_page=True)
        if lang == "fr":  # a choice made from the bar
            step = board_step(page)
            next(b for b in page.query_selector_all("#actions button.choice") if b.is_visible()).click()
            page.wait_for_function(f"() => Number(document.querySelector('#board').dataset.step) > {step}")
        close(context, page)


def pinch(page, x: float, y: float, spread: float) -> None:
    """Two fingers at (x ± 20, y) moving apart by ``spread`` pixels each (Chromium's touch input through CDP)."""
    cdp = page.context.new_cdp_session(page)

    def points(d: float) -> list[dict]:
        return [{"x": x - 20 - d, "y": y, "id": 1}, {"x": x + 20 + d, "y": y, "id": 2}]

    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": points(0)})
    for k in range(1, 7):
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": points(spread * k / 6)})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def drag_touch(page, x: float, y: float, dx: float, dy: float) -> None:
    cdp = page.context.new_cdp_session(page)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y, "id": 1}]})
    for k in range(1, 7):
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove",
                                              "touchPoints": [{"x": x + dx * k / 6, "y": y + dy * k / 6, "id": 1}]})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


@pytest.mark.parametrize("game", ["sphacteria", "polis", "hellas"])
def test_a_pinch_zooms_the_map_on_a_phone_and_one_finger_then_moves_it(browser, web_server, game):
    created, state = find(web_server, game, lambda st: True, 1)
    context, page = open_page(browser, created["seats"][state.current_player]["url"], phone=True)
    page.evaluate("() => document.querySelector('#board svg[data-zoom]').scrollIntoView({block: 'start'})")
    box = box_of(page, "#board svg[data-zoom]")
    x, y = box["x"] + box["width"] / 2, box["y"] + min(box["height"] / 2, 150)
    before = float(page.get_attribute("#board svg[data-zoom]", "data-scale"))
    pinch(page, x, y, 60)
    zoom = "document.querySelector('#board svg[data-zoom]')"
    page.wait_for_function(f"() => Number({zoom}.dataset.scale) > {before * 1.3}")
    view = page.get_attribute("#board svg[data-zoom]", "viewBox")
    drag_touch(page, x, y, -80, -40)
    page.wait_for_function(f"() => {zoom}.getAttribute('viewBox') !== '{view}'")
    assert page.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"]
    # the view is kept when the board is drawn again: a move pushed by the server
    scale = page.get_attribute("#board svg[data-zoom]", "data-scale")
    view = page.get_attribute("#board svg[data-zoom]", "viewBox")
    seat = state.current_player
    r = httpx.post(f"{web_server.url}/api/games/{created['id']}/actions", json={"action": state.legal_actions()[0].id},
                   headers={"Authorization": f"Bearer {created['seats'][seat]['token']}"})
    assert r.status_code == 200, r.text
    page.wait_for_function(f"() => Number(document.querySelector('#board').dataset.step) > {len(state.history)}")
    assert page.get_attribute("#board svg[data-zoom]", "data-scale") == scale
    assert page.get_attribute("#board svg[data-zoom]", "viewBox") == view
    close(context, page)


# ---------------------------------------------------------------------------------------------- Hellas
def test_hellas_opens_on_the_seats_area_and_zooms_and_pans(browser, web_server, screenshots):
    created, state = find(web_server, "hellas", lambda st: st.stage == "choose", 400)
    seat = state.current_player
    context, page = open_page(browser, created["seats"][seat]["url"])
    svg = "#board svg.hellas-map"
    scale = float(page.get_attribute(svg, "data-scale"))
    assert scale > 1.5, "the map opens on the whole map, not the seat's area"
    board = httpx.get(f"{web_server.url}/api/games/{created['id']}/board").json()
    capital = board["capitals"][state.game.seat_names[seat]]
    cap_box = box_of(page, f"{svg} g.hex[data-key='{capital}']")
    map_box = box_of(page, svg)
    assert map_box["x"] <= cap_box["x"] and cap_box["x"] + cap_box["width"] <= map_box["x"] + map_box["width"]
    assert map_box["y"] <= cap_box["y"] and cap_box["y"] + cap_box["height"] <= map_box["y"] + map_box["height"]
    # readable at once: a hex is at least 28 pixels wide, a region's name at least 11 pixels high
    assert cap_box["width"] >= 28
    label = box_of(page, f"{svg} .map-labels text")
    assert label["height"] >= 11
    # goods are symbols (one per goods hex) with a legend naming each
    goods = sum(1 for v in board["hexes"].values() if v["good"])
    assert len(page.query_selector_all(f"{svg} g.good")) == goods
    legend = page.inner_text("#board details.legend")
    assert "wine" in legend and "fortress" in legend and "trading post" in legend
    # the wheel zooms, a drag moves the map without playing anything, the button goes back to the seat's area
    home = page.get_attribute(svg, "viewBox")
    step = board_step(page)
    page.mouse.move(map_box["x"] + map_box["width"] / 2, map_box["y"] + map_box["height"] / 2)
    page.mouse.wheel(0, -400)
    page.wait_for_function(f"() => Number(document.querySelector('{svg}').dataset.scale) > {scale * 1.2}")
    zoomed = page.get_attribute(svg, "viewBox")
    page.mouse.down()
    page.mouse.move(map_box["x"] + map_box["width"] / 2 - 120, map_box["y"] + map_box["height"] / 2 - 60, steps=8)
    page.mouse.up()
    assert page.get_attribute(svg, "viewBox") != zoomed
    page.wait_for_timeout(300)
    assert board_step(page) == step and not page.query_selector("#actions p.row")  # nothing played or selected
    page.screenshot(path=str(screenshots / "hellas-zoomed.png"))
    page.click(".zoom-home")
    assert page.get_attribute(svg, "viewBox") == home
    close(context, page)


# ---------------------------------------------------------------------------------------------- names never covered
OVERLAPS = """([labels, pieces]) => {
  const boxes = (sel) => [...document.querySelectorAll(sel)].map((e) => [e.getBoundingClientRect(), e.textContent]);
  const out = [];
  for (const [a, text] of boxes(labels)) {
    for (const [b, what] of boxes(pieces)) {
      const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (w > 1 && h > 1) out.push(`${text} under ${what}`);
    }
  }
  return out;
}"""


@pytest.mark.parametrize(("game", "labels", "pieces"), [
    ("sphacteria", "#board g.zone text, #board g.base text", "#board g.piece"),
    ("polis", "#board g.labels text", "#board g.units > g"),
])
def test_no_piece_covers_a_name(browser, web_server, game, labels, pieces):
    for moves in ((10, 60, 140) if game == "sphacteria" else (5, 30, 60)):
        created, state = find(web_server, game, lambda st, m=moves: len(st.history) >= m, moves * 3, seed=moves)
        context, page = open_page(browser, created["seats"][state.current_player]["url"])
        covered = page.evaluate(OVERLAPS, [labels, pieces])
        assert not covered, (moves, covered)
        close(context, page)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_sphacteria_names_do_not_run_into_each_other(browser, web_server, lang):
    created, state = find(web_server, "sphacteria", lambda st: True, 1)
    context, page = open_page(browser, created["seats"][state.current_player]["url"], lang)
    names = "#board g.zone text:not([font-size='20']), #board g.base text"
    met = page.evaluate("""(sel) => {
      const els = [...document.querySelectorAll(sel)];
      const out = [];
      els.forEach((a, i) => els.slice(i + 1).forEach((b) => {
        const p = a.getBoundingClientRect(), q = b.getBoundingClientRect();
        const w = Math.min(p.right, q.right) - Math.max(p.left, q.left);
        const h = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
        if (w > -4 && h > 1) out.push(`${a.textContent} / ${b.textContent}`);  // closer than 4 px: one line
      }));
      return out;
    }""", names)
    assert not met, met
    close(context, page)


def test_hellas_names_are_drawn_over_the_pieces(browser, web_server):
    created, state = find(web_server, "hellas", lambda st: len(st.history) >= 120, 400)
    context, page = open_page(browser, created["seats"][state.current_player]["url"])
    # the names' layer comes after every hex, unit and mark in the map: nothing is drawn over a name
    order = page.evaluate("""() => { const svg = document.querySelector('#board svg.hellas-map');
      const kids = [...svg.children]; const labels = kids.findIndex((k) => k.classList.contains('map-labels'));
      return [labels, kids.length, kids.slice(labels + 1).length]; }""")
    assert order[0] > 0 and order[2] == 0, order
    close(context, page)


# ---------------------------------------------------------------------------------------------- the last moves
@pytest.mark.parametrize(("game", "kinds", "mark"), [
    ("sphacteria", {"step", "sail"}, "#board .recent-path"),
    ("polis", {"land", "bysea", "sail"}, "#board .recent-path, #board .recent-mark"),
    ("hellas", {"step"}, "#board .recent-path, #board .recent-mark"),
    ("aom", {"take", "build", "recruit", "gather"}, "#board .html-recent, #board .aom-delta"),
])
def test_the_moves_since_the_seats_last_decision_are_marked(browser, web_server, screenshots, game, kinds, mark):
    moves = {"aom": 600, "hellas": 800}.get(game, 200)

    def wanted(st: State) -> bool:
        return others_moved(st) and bool(kinds & set(recent_kinds(st, st.current_player)))

    created, state = find(web_server, game, wanted, moves)
    context, page = open_page(browser, created["seats"][state.current_player]["url"])
    page.wait_for_selector("#recent-note")
    page.wait_for_selector(mark)  # once the position the moves started from has come (GET /replay)
    page.screenshot(path=str(screenshots / f"{game}-recent-moves.png"), full_page=True)
    close(context, page)


# ---------------------------------------------------------------------------------------------- dice
def test_sphacteria_dice_show_the_rolled_faces(browser, web_server, screenshots):
    created, state = find(web_server, "sphacteria",
                          lambda st: bool({"die", "roll2"} & set(recent_kinds(st, st.current_player))), 400)
    seat = state.current_player
    rolls = []
    for s in reversed(state.history):
        if s.player == seat:
            break
        action = state.game.actions.by_id(s.action)
        if action.kind in ("die", "roll2"):
            rolls.insert(0, (action.kind, action.args[0]))
    context, page = open_page(browser, created["seats"][seat]["url"])
    page.wait_for_selector("#recent-dice")
    chips = page.query_selector_all("#recent-dice .chip")
    assert len(chips) == len(rolls)
    for chip, (kind, value) in zip(chips, rolls, strict=True):
        faces = [int(f.get_attribute("data-face")) for f in chip.query_selector_all("svg.die")]
        assert len(faces) == (1 if kind == "die" else 2) and sum(faces) == value and all(1 <= f <= 6 for f in faces)
    again = [d.get_attribute("data-face") for d in page.query_selector_all("#recent-dice svg.die")]
    page.reload()
    page.wait_for_selector("#recent-dice")  # the same faces again: seeded by the game and the step
    assert [d.get_attribute("data-face") for d in page.query_selector_all("#recent-dice svg.die")] == again
    close(context, page)
    # the combat panel shows the die of the combat under way
    created, state = find(web_server, "sphacteria",
                          lambda st: bool((st.view(0)["board"].get("combat") or {}).get("die")), 600)
    die = state.view(0)["board"]["combat"]["die"]
    context, page = open_page(browser, created["seats"][state.current_player]["url"])
    assert page.query_selector(f"#combat svg.die[data-face='{die}']")
    page.screenshot(path=str(screenshots / "sphacteria-combat-die.png"), full_page=True)
    close(context, page)


def test_polis_d4_rolls_show_their_faces(browser, web_server):
    created, state = find(web_server, "polis", lambda st: "d4" in recent_kinds(st, st.current_player), 300)
    rolled = []
    for s in reversed(state.history):
        if s.player == state.current_player:
            break
        action = state.game.actions.by_id(s.action)
        if action.kind == "d4":
            rolled.insert(0, action.args[0])
    context, page = open_page(browser, created["seats"][state.current_player]["url"])
    page.wait_for_selector("#recent-dice")
    assert [int(d.get_attribute("data-face")) for d in page.query_selector_all("#recent-dice svg.d4")] == rolled
    close(context, page)


def test_aom_battle_dice_agree_with_the_winner_and_every_viewer_sees_the_same(browser, web_server, screenshots):
    created, state = find(web_server, "aom", lambda st: st.stage == "battle" and st.battle.last is not None, 3000)
    last = state.battle.last
    faces = []
    for seat in [*state.battle.seats, None]:
        url = created["seats"][seat]["url"] if seat is not None else created["spectator_url"]
        context, page = open_page(browser, url)
        rows = page.query_selector_all("#battle-dice > div")
        assert len(rows) == 2
        seen = [[int(d.get_attribute("data-face")) for d in row.query_selector_all("svg.die")] for row in rows]
        faces.append(seen)
        if seat == state.battle.seats[0]:
            page.screenshot(path=str(screenshots / "aom-battle-dice.png"), full_page=True)
        close(context, page)
    assert all(f == faces[0] for f in faces), faces  # the same faces on every screen
    attack, defence = faces[0]
    assert [len(attack), len(defence)] == list(last["dice"])
    sixes = [attack.count(6), defence.count(6)]
    winner = 0 if last["winner"] == "attacker" else 1
    assert sixes[winner] > sixes[1 - winner] or (sixes[0] == sixes[1] and "berserk" in (last.get("declared") or []))


def test_contest_faces_always_agree_with_the_outcome(browser, web_server):
    created, _state = find(web_server, "kuhn", lambda st: True, 1, options={})
    context, page = open_page(browser, created["seats"][0]["url"])
    bad = page.evaluate("""async () => {
      const m = await import('/static/marks.js');
      const rand = m.seeded('test');
      const bad = [];
      for (let i = 0; i < 400; i += 1) {
        const n = Math.floor(rand() * 9), d = Math.floor(rand() * 9), w = rand() < 0.5 ? 0 : 1;
        const ties = rand() < 0.3 ? w : null;
        if ((w === 0 ? n : d) === 0 && ties === null) continue;  // no six to win with, no tie rule: impossible
        const [a, b] = m.facesForContest([n, d], w, ties, m.seeded(`c${i}`));
        const [sa, sb] = [a.filter((x) => x === 6).length, b.filter((x) => x === 6).length];
        const ok = a.length === n && b.length === d && [...a, ...b].every((x) => x >= 1 && x <= 6)
          && (sa !== sb ? (sa > sb ? 0 : 1) === w : ties === w);
        if (!ok) bad.push([n, d, w, ties, a, b]);
        const total = 2 + Math.floor(rand() * 11);
        const two = m.facesForTotal(total, 2, m.seeded(`t${i}`));
        if (two.length !== 2 || two[0] + two[1] !== total) bad.push(['total', total, two]);
      }
      return bad;
    }""")
    assert not bad, bad[:5]
    close(context, page)


# ---------------------------------------------------------------------------------------------- AoM's battle panel
def test_aom_battle_shows_the_units_still_in_it_and_the_holding_area_without_them(browser, web_server):
    def lost_some(st: State) -> bool:
        b = st.battle
        return st.stage == "battle" and b is not None and b.phase not in ("commit", "reveal_forces") and any(b.lost)

    created, state = find(web_server, "aom", lost_some, 3000)
    b = state.battle
    context, page = open_page(browser, created["spectator_url"])
    sides = page.query_selector_all("#battle .aom-side")
    names = httpx.get(f"{web_server.url}/api/games/{created['id']}/board").json()["names"]["unit"]
    for s, side in enumerate(sides):
        shown = sorted(c.inner_text() for c in side.query_selector_all(".aom-remaining .aom-unit"))
        expected = sorted(names[u] if n == 1 else f"{names[u]} ×{n}" for u, n in b.forces[s].items() if n)
        assert shown == expected, (shown, expected, b.lost[s])
    # the holding areas of both sides: their units less those committed, plus those back from the battle or gained
    boards = page.query_selector_all("#board section.aom-player")
    order = [int(x) for x in page.eval_on_selector_all("#board section.aom-player .aom-head",
                                                        "heads => heads.map(h => h.dataset.key)")]
    for s, seat in enumerate(b.seats):
        holding = dict(state.units[seat])
        for u, n in b.committed[s].items():
            holding[u] = max(0, holding.get(u, 0) - n)
        for extra in (b.returned[s], b.gained[s]):
            for u, n in extra.items():
                holding[u] = holding.get(u, 0) + n
        area = boards[order.index(seat)].query_selector_all(".aom-area")[1]
        shown = sorted(c.inner_text() for c in area.query_selector_all(".aom-unit"))
        assert shown == sorted(names[u] if n == 1 else f"{names[u]} ×{n}" for u, n in holding.items() if n)
    close(context, page)


# ---------------------------------------------------------------------------------------------- forced choices
def forced_as(kind: str) -> Callable[[State], bool]:
    return lambda st: others_moved(st) and forced_choice(st, st.current_player) == kind


@pytest.mark.parametrize("game", ["sphacteria", "aom"])
def test_a_forced_choice_the_others_can_see_is_played_for_the_seat_unless_it_says_otherwise(browser, web_server, game):
    created, state = find(web_server, game, forced_as("public"), 3000 if game == "aom" else 400)
    url = created["seats"][state.current_player]["url"]
    step = len(state.history)
    # the preference "let me click it": nothing happens by itself
    context, page = open_page(browser, url)
    page.wait_for_timeout(1500)
    assert board_step(page) == step
    assert page.is_visible("#actions button.choice")
    close(context, page)
    # the default: played after a moment, and said so
    context, page = open_page(browser, url, forced=True)
    assert page.input_value("#forced") == "public"
    page.wait_for_function(f"() => Number(document.querySelector('#board').dataset.step) > {step}", timeout=10_000)
    assert "Played for you" in page.inner_text("#connection")
    close(context, page)


def test_a_choice_forced_by_the_seats_hidden_counters_waits_for_it_by_default(browser, web_server):
    """Sphactérie: no stratagem counter in hand can be played now; passing at once would tell the other side so."""
    created, state = find(web_server, "sphacteria", forced_as("private"), 400)
    url = created["seats"][state.current_player]["url"]
    step = len(state.history)
    context, page = open_page(browser, url, forced=True)
    page.wait_for_timeout(1500)
    assert board_step(page) == step
    page.select_option("#forced", "always")  # the seat's own choice: every forced choice
    page.wait_for_function(f"() => Number(document.querySelector('#board').dataset.step) > {step}", timeout=10_000)
    close(context, page)
