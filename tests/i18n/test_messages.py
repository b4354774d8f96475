"""Messages: rendering in a language, values, plurals, JSON round trips; languages and their negotiation."""

from __future__ import annotations

import json

import pytest

from kleos.engine import IllegalAction, LogEntry
from kleos.i18n import LANGUAGES, Message, negotiate, normalize, render, translator, using
from kleos.i18n.catalogs import client_catalog, plural_map, translate
from kleos.i18n.extract import placeholders

_, ngettext = translator("kleos")


def test_a_message_renders_in_english_by_default_and_in_the_language_asked() -> None:
    msg = _("{game}: unknown action {action!r}", game="Hellas", action="fly")
    assert str(msg) == "Hellas: unknown action 'fly'"
    assert msg.render("fr") == "Hellas : action inconnue 'fly'"
    with using("fr"):
        assert str(msg) == "Hellas : action inconnue 'fly'"
    assert str(msg) == "Hellas: unknown action 'fly'"


def test_values_that_are_messages_and_lists_render_in_the_same_language() -> None:
    inner = _("{game}: the game is over; no action can be played", game="Polis")
    outer = _("the saved state names a game that cannot be loaded: {reason}", reason=inner)
    assert "la partie est finie" in outer.render("fr")
    assert "the game is over" in outer.render("en")
    listed = _("the saved state lacks {fields} (truncated?)", fields=["log", "data"])
    assert str(listed) == "the saved state lacks log, data (truncated?)"


def test_a_missing_translation_falls_back_to_the_english_text() -> None:
    assert translate("kleos", "fr", "no such message {x}") == "no such message {x}"
    assert Message("kleos", "no such message {x}", {"x": 3}).render("fr") == "no such message 3"


def test_a_damaged_translation_renders_the_english_text_rather_than_failing(monkeypatch) -> None:
    import kleos.i18n.message as message_module  # noqa: F401 - the lookup patched below is the catalogue's

    monkeypatch.setattr("kleos.i18n.catalogs.translate", lambda *a: "cassé {absent}")
    assert Message("kleos", "fine {x}", {"x": 1}).render("fr") == "fine 1"


def test_messages_and_log_lines_survive_json_and_old_plain_texts_still_read() -> None:
    msg = _("{game}: {action} is not legal now", game=_("{game}: no seat {seat}; seats are 0..{last}", game="G",
                                                        seat=3, last=1), action="x")
    again = Message.from_json(json.loads(json.dumps(msg.to_json())))
    assert again == msg and again.render("fr") == msg.render("fr")
    entry = LogEntry(3, msg, "9.1", (0,), _("{game}: the game is over; no action can be played", game="G"))
    assert LogEntry.from_json(json.loads(json.dumps(entry.to_json()))) == entry
    old = LogEntry.from_json([1, "Sparta moves", "9.1", None, None])
    assert old.text == "Sparta moves"


def test_errors_carry_their_message_and_render_in_any_language() -> None:
    error = IllegalAction(_("{game}: unknown action {action!r}", game="Polis", action="x"))
    assert str(error) == "Polis: unknown action 'x'"
    assert error.render("fr") == "Polis : action inconnue 'x'"


@pytest.mark.parametrize(("header", "expected"), [
    ("fr-FR,fr;q=0.9,en;q=0.8", "fr"),
    ("en-GB,en;q=0.9,fr;q=0.8", "en"),
    ("de-DE,de;q=0.9,fr;q=0.5", "fr"),      # the first supported one, by weight
    ("de, it", "en"),                       # nothing supported: the source language
    ("fr;q=0, en;q=0.1", "en"),             # q=0 means "not this one"
    ("", "en"),
    (None, "en"),
    ("fr;q=abc", "en"),                     # a malformed weight counts as 0
])
def test_accept_language_is_negotiated(header, expected) -> None:
    assert negotiate(header) == expected


def test_language_codes_are_normalized() -> None:
    assert [normalize(x) for x in ("fr_FR.UTF-8", "fr-CA", "FR", "en", "de", "", None)] == \
        ["fr", "fr", "fr", "en", None, None, None]


def test_placeholders_are_read_from_format_templates() -> None:
    assert placeholders("{game}: {n:d} of {total!r} {{literal}}") == {"game", "n", "total"}
    assert placeholders("{broken") == {"<malformed template>"}


def test_render_turns_anything_into_text() -> None:
    assert render(3) == "3" and render(None) == "None" and render(("a", "b")) == "a, b"


def test_plurals_follow_the_catalogue_of_each_language() -> None:
    def choices(n: int) -> Message:
        return ngettext("{kind} ({n} choice)", "{kind} ({n} choices)", n, kind="move", n=n)

    assert (choices(1).render("en"), choices(2).render("en")) == ("move (1 choice)", "move (2 choices)")
    # French: 0 and 1 are singular (Plural-Forms: n > 1)
    spec = ngettext("{game} — {n} game per pairing, seed {seed}", "{game} — {n} games per pairing, seed {seed}",
                    0, game="Polis", n=0, seed=1)
    assert spec.render("fr") == "Polis — 0 partie par paire, graine 1"
    assert spec.render("en") == "Polis — 0 games per pairing, seed 1"
    assert plural_map("fr")["one"] == 0 and plural_map("fr")["other"] == 1
    assert plural_map("en") == {"one": 0, "other": 1}


def test_the_client_catalogue_holds_only_the_clients_texts_in_the_language_asked() -> None:
    data = client_catalog("fr", ("kleos",))
    assert data["lang"] == "fr" and data["languages"] == LANGUAGES
    kleos = data["messages"]["kleos"]
    assert kleos["Undo my last decision"] == "Annuler ma dernière décision"
    assert kleos["Kleos — lobby"] == "Kleos — accueil"  # a page's data-i18n text
    assert kleos["{kind} ({n} choice)"] == ["{kind} ({n} choix)", "{kind} ({n} choix)"]
    assert "{game}: unknown action {action!r}" not in kleos  # a server text: rendered by the server
    assert client_catalog("en", ("kleos",))["messages"]["kleos"] == {}
