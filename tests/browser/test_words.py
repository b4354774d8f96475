"""The player's words everywhere a player looks (issue 23, items 1, 2 and 7): scripted positions of every game, each
opened in French and in English, and the lobby; the test fails on any visible text (an element's text, a tooltip, a
label read by screen readers) that is an internal id, a message id or a catalogue key:

- a Python-style id (``perm_attack``, ``setup_post``, ``medusa_giant_bonus``), a piece or group id of Sphactérie
  (``ATH-T1``, ``SPA-RH1``), a hex number of Hellas (``1911``);
- a heading of choices that is an action kind (``take (3 choices)``), a step counter (« Step 373 »), a log line
  that opens with the game's name and section (« Hellas 9.1: »);
- a placeholder left in a text (``{seat}``), or, on a French page, an English message of the catalogues left
  untranslated (the catalogues' own pairs: a text shown as its English msgid where French has another text);
- in the lobby, an option's code name, a decision code (« DEC-43 »), a data status (« RECON »), a file path.

The positions are reached by seeded random moves through the hub (as a table plays them), until a stage worth
reading is met: Sphactérie's combat, a Polis action under way, a Hellas group in motion, an Age of Mythology
battle; the game's seed is fixed, so the positions are the same at every run. Screenshots of each
position, desktop and phone, French and English, go to artifacts/screenshots/words-*.png.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from functools import cache
from typing import Any

import httpx
import pytest
from babel.messages.pofile import read_po

from kleos.engine.registry import game_class, load_game
from kleos.i18n.catalogs import po_path

#: (game, options, the stage a position should show, the most moves to reach it, the kinds of action a player
#: heading there prefers: the moves are otherwise random)
POSITIONS: list[tuple[str, dict[str, Any], Callable[[dict[str, Any]], bool], int, tuple[str, ...]]] = [
    ("sphacteria", {}, lambda b: str(b.get("stage", "")).startswith("c_"), 400, ("fight", "attack", "step")),
    ("polis", {}, lambda b: b.get("stage") == "action", 400, ("land", "bysea", "to")),
    ("hellas", {"new_armies": True}, lambda b: bool(b.get("group")), 300, ("step", "march", "sail")),
    ("aom", {"players": 4}, lambda b: b.get("stage") == "battle", 900, ("area", "commit", "play")),
]

SNAKE = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")
SPHACTERIA_ID = re.compile(r"\b(?:ATH|SPA)-[A-Z]{1,3}\d*\b")
PLACEHOLDER = re.compile(r"\{[a-z_]+(?:[:!][^}]*)?\}")
STEP_COUNTER = re.compile(r"\b(?:Step|Étape) \d+\b")
LOBBY_CODES = re.compile(r"\bDEC-\d+|\bRECON\b|\bDERIVED\b|docs/|\.md\b|\([A-Z]\d+\)|\bQ\d+\b")


def _visible_texts(page) -> list[str]:
    """Every text a person can read or hear on the page: text nodes of what is shown, tooltips (title, SVG
    <title>), labels for screen readers (aria-label, data-label) and the values of choices in menus."""
    return page.evaluate("""() => {
      const out = [];
      const shown = (el) => !!el && !el.closest('[hidden]') && getComputedStyle(el).display !== 'none';
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = n.textContent.trim();
        if (!text || !shown(n.parentElement) || n.parentElement.closest('script, style')) continue;
        out.push(text);
      }
      for (const el of document.querySelectorAll('[title], [aria-label], [data-label]')) {
        if (!shown(el)) continue;
        for (const attr of ['title', 'aria-label', 'data-label']) {
          if (el.getAttribute(attr)) out.push(el.getAttribute(attr));
        }
      }
      out.push(document.title);
      return out;
    }""")


@cache
def _untranslated(domain: str) -> frozenset[str]:
    """English messages of a catalogue that French says otherwise: shown as is on a French page, they leaked."""
    with po_path(domain, "fr").open("rb") as f:
        catalog = read_po(f, locale="fr", domain=domain)
    out = set()
    for m in catalog:
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        for msgid in ids:
            if msgid and "{" not in msgid and len(msgid.split()) >= 3 and msgid not in strings:
                out.add(msgid)
    return frozenset(out)


def _problems(texts: list[str], game: str, lang: str, kinds: set[str]) -> list[str]:
    out = []
    cls = game_class(game)
    names = "|".join(re.escape(name) for name in cls.rule_names())
    section = re.compile(rf"^(?:{names})(?: [^:]{{1,24}}?)?\s?:\s")
    leaks = _untranslated("kleos") | _untranslated(game) if lang == "fr" else frozenset()
    hexes = set(load_game("hellas").static.ids) if game == "hellas" else set()
    for text in texts:
        for token in SNAKE.findall(text):
            out.append(f"an id {token!r} in {text!r}")
        if PLACEHOLDER.search(text):
            out.append(f"a placeholder left in {text!r}")
        if STEP_COUNTER.search(text):
            out.append(f"a step counter in {text!r}")
        if game == "sphacteria" and SPHACTERIA_ID.search(text):
            out.append(f"a piece or group id in {text!r}")
        if hexes and any(token in hexes for token in re.findall(r"\b\d{4}\b", text)):
            out.append(f"a hex number in {text!r}")
        heading = re.match(r"^(\S+) \(\d+ (?:choice|choices|choix)\)", text)
        if heading and heading.group(1) in kinds:
            out.append(f"a choice heading that is an action kind: {text!r}")
        if section.match(text):
            out.append(f"a line that opens with the game and its section: {text!r}")
        if text in leaks:
            out.append(f"an English message on the French page: {text!r}")
    return out


def _position(server, game: str, options: dict[str, Any], wanted: Callable[[dict[str, Any]], bool],
              limit: int, prefer: tuple[str, ...]) -> tuple[dict[str, Any], int]:
    """A new game played by seeded random moves (of the ``prefer`` kinds where there are some, two times in three)
    until ``wanted`` holds of the board (or ``limit`` moves)."""
    import kleos.server.hub as hub_module

    with pytest.MonkeyPatch.context() as patch:  # a fixed seed: the same chance outcomes, the same position
        patch.setattr(hub_module.secrets, "randbits", lambda _bits: 23)
        created = httpx.post(f"{server.url}/api/games", json={"game": game, "options": options}).json()
    hub = server.app.state.hub
    rng = random.Random(23)
    for _move in range(limit):
        state = hub.get(created["id"]).state
        if state.current_player < 0:
            break
        if _move > 10 and wanted(state.view(state.current_player)["board"]):
            break
        legal = state.legal_actions()
        liked = [a for a in legal if a.kind in prefer]
        hub.act(created["id"], state.current_player, rng.choice(liked if liked and rng.random() < 0.67 else legal).id,
                None)
    state = hub.get(created["id"]).state
    assert state.current_player >= 0 and wanted(state.view(state.current_player)["board"]), "position not reached"
    return created, state.current_player


@pytest.mark.parametrize(("game", "options", "wanted", "limit", "prefer"), POSITIONS, ids=[p[0] for p in POSITIONS])
def test_every_visible_text_is_in_the_players_words(browser, web_server, screenshots, game, options, wanted, limit,
                                                    prefer):
    created, seat = _position(web_server, game, options, wanted, limit, prefer)
    kinds = set(load_game(game, **options).actions.kinds)
    found: dict[str, list[str]] = {}
    for lang, locale in (("fr", "fr-FR"), ("en", "en-GB")):
        context = browser.new_context(locale=locale, viewport={"width": 1280, "height": 900})
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda exc, errors=errors: errors.append(str(exc)))
        page.goto(created["seats"][seat]["url"])
        page.wait_for_selector("#board[data-step]")
        page.wait_for_function("() => document.querySelector('#log li')")
        assert page.evaluate("document.documentElement.lang") == lang
        found[lang] = _problems(_visible_texts(page), game, lang, kinds)
        page.screenshot(path=str(screenshots / f"words-{game}-{lang}.png"), full_page=True)
        page.set_viewport_size({"width": 390, "height": 844})
        page.screenshot(path=str(screenshots / f"words-{game}-{lang}-phone.png"), full_page=False)
        context.close()
        assert not errors, errors
    assert not found["fr"] and not found["en"], found


def test_the_lobby_speaks_to_players(browser, web_server, screenshots):
    """Every option with a label and a line of explanation, grouped, values as words; no code name, decision code,
    data status or path; research settings not offered; the summary names the seats actually chosen."""
    for lang, locale in (("fr", "fr-FR"), ("en", "en-GB")):
        context = browser.new_context(locale=locale, viewport={"width": 1280, "height": 900})
        page = context.new_page()
        page.goto(web_server.url)
        page.wait_for_selector("#seats select", state="attached")
        for game in ("sphacteria", "polis", "hellas", "aom"):
            page.select_option("#game", game)
            page.wait_for_function(f"() => document.querySelector('#opt-{'players' if game == 'aom' else 'x'}') "
                                   f"|| '{game}' !== 'aom'")
            texts = _visible_texts(page)
            problems = [t for t in texts if SNAKE.search(t) or LOBBY_CODES.search(t) or PLACEHOLDER.search(t)]
            if lang == "fr":
                problems += [t for t in texts if t in _untranslated("kleos") | _untranslated(game)]
            assert not problems, (game, lang, problems)
            for option in game_class(game).option_schema():
                shown = page.query_selector(f"#opt-{option['name']}")
                assert (shown is None) == (option["group"] == "research"), option["name"]
            helps = page.eval_on_selector_all("#options label.option .help", "els => els.map(e => e.textContent)")
            assert len(helps) == len([o for o in game_class(game).option_schema() if o["group"] != "research"])
            page.screenshot(path=str(screenshots / f"words-lobby-{game}-{lang}.png"), full_page=True)
        # the summary names the seats chosen: Age of Mythology at 3 players names 3 seats, not 8
        page.select_option("#game", "aom")
        page.fill("#opt-players", "3")
        page.dispatch_event("#opt-players", "change")
        page.select_option("#seat-1", "link")
        summary = page.inner_text("#game-help")
        seat_4 = "Joueur 4" if lang == "fr" else "Player 4"
        assert summary.count("·") == 2 and seat_4 not in summary, summary
        assert ("Une personne invitée par lien" if lang == "fr" else "A person invited by link") in summary
        context.close()


@pytest.mark.parametrize(("lang", "words"), [("en", "Stage: choosing an action"), ("fr", "choix d'une action")])
def test_polis_names_a_turn_by_what_the_player_does(browser, web_server, lang, words):
    """p.5: a player's turn is the choice of one of the twelve actions (or a pass): the header says so."""
    from .test_table import close, find, open_page

    created, state = find(web_server, "polis", lambda st: st.stage == "turn", 40)
    context, page = open_page(browser, created["seats"][state.current_player]["url"], lang)
    assert words in page.inner_text("#board")
    close(context, page)
