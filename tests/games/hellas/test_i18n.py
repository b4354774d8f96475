"""Hellas in French and English: refusals, log lines, labels and results read in French with the rulebook's words
(the French rulebook and New Armies book are the specification) and unchanged in English; a save holds no
translated text; a New Armies line's public version hides the block values in every language."""

from __future__ import annotations

import json
import random
import re

import pytest

from kleos.engine import IllegalAction, State, load_game
from kleos.i18n import render
from kleos.i18n.catalogs import po_path
from kleos.i18n.extract import placeholders

from .helpers import ATHENS, SPARTA, act, clear, game, new, put, start, texts


def refusal(st: State, action: str) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        st.apply(action)
    return info.value


def test_8_a_refusal_reads_in_the_books_words_with_its_section_and_french_typography() -> None:
    st = new()
    act(st, "act develop", "done")
    error = refusal(st, "act develop")
    assert error.render("en") == "Hellas 8: Athens may not choose Develop, the action Sparta chose just before"
    assert error.render("fr") == ("Hellas 8 : Athènes ne peut pas choisir Développer, l'action choisie juste "
                                  "avant par Sparte")


def test_9_1_place_names_take_the_french_rulebooks_spelling() -> None:
    st = new()
    clear(st)
    put(st, ATHENS, "Delphoi")
    start(st, ATHENS, "move")
    act(st, "march 2008")
    error = refusal(st, "step 2409")
    assert error.render("en").startswith("Hellas 9.1: Athenai is not next to Delphoi")
    assert error.render("fr") == ("Hellas 9.1 : Athènes n'est pas voisin de Delphes ; les unités se "
                                  "déplacent d'un hexagone à la fois")


def test_9_6_a_refusal_names_the_development_chart_sections_and_phases_as_the_book_does() -> None:
    st = new()
    start(st, SPARTA, "develop")
    error = refusal(st, "develop military")
    assert error.render("en").startswith("Hellas 9.6: entering military phase I (Warriors) needs Culture phase I "
                                         "(City-State) first")
    assert error.render("fr").startswith("Hellas 9.6 : entrer dans la phase I (Guerriers) de la section militaire "
                                         "demande d'abord la phase I (Cité-État) de la section culture")


def test_4_2_a_log_line_has_the_goods_and_places_of_the_book() -> None:
    st = new()  # the standard set-up: Athens's posts at Thebai, Delphoi, Lamia and Pherai (4 ex.)
    line = next(e for e in st.log if e.rule == "4.2" and "Delphoi" in render(e.text, "en"))
    assert render(line.text, "en") == "Hellas 4.2: Athens places a trading post in Delphoi (wool)"
    assert render(line.text, "fr") == "Hellas 4.2 : Athènes place un comptoir de commerce en Delphes (laine)"


def test_labels_of_the_action_cycle_and_the_development_chart() -> None:
    st = new()
    labels = {a.text: st.describe(a) for a in st.legal_actions()}
    assert render(labels["act stability"], "en") == "Pay for stability"
    assert render(labels["act stability"], "fr") == "Payer pour la stabilité"
    assert render(labels["act armistice"], "fr") == "Demander l'armistice"
    act(st, "act develop")
    develop = next(st.describe(a) for a in st.legal_actions() if a.text == "develop culture")
    assert render(develop, "en") == "develop culture to box 1 (3 talents)"
    assert render(develop, "fr") == "développer la section culture jusqu'à la case 1 (3 talents)"


def test_14_the_result_reads_the_level_of_revolution() -> None:
    st = new()
    st.stability[ATHENS] = -8
    start(st, SPARTA, "armistice")
    act(st, "offer", "refuse")  # 9.8: -2 for the refusal
    result = st.result()
    assert result is not None and result.kind == "revolution"  # the kind is a key, the same in every language
    assert render(result.text, "en") == "Hellas 14: Athens's people rise in revolution; Sparta wins"
    assert result.to_json("fr")["text"] == ("Hellas 14 : Athènes atteint le niveau de révolution : son peuple se "
                                            "révolte ; Sparte gagne")
    refused = next(e for e in st.log if e.rule == "9.8" and "refuses" in render(e.text, "en"))
    assert render(refused.text, "fr") == "Hellas 9.8 : Athènes refuse l'armistice"


def test_new_armies_refusals_keep_the_expansions_name_and_section() -> None:
    st = game(new_armies=True).new_initial_state(1)
    clear(st)
    put(st, SPARTA, "Tegea", value=1)
    start(st, SPARTA, "move")
    error = refusal(st, "split_army 2011")
    assert error.render("en") == "New Armies 1: only blocks of a value above 1 split"
    assert error.render("fr") == "New Armies 1 : seuls les blocs de valeur supérieure à 1 se divisent"


def test_new_armies_the_public_version_of_a_private_line_hides_the_values_in_french_too() -> None:
    st = game(new_armies=True).new_initial_state(1)
    clear(st)
    put(st, SPARTA, "Sparte", value=5, known=False)
    start(st, SPARTA, "move")
    act(st, "split_army 2012", "part 3", "part 2", "march 2012", "step 2011", "stop")
    for lang in ("en", "fr"):
        mine = [e["text"] for e in st.view(SPARTA, lang=lang)["log"] if e["rule"] in ("NA 1", "9.1")]
        theirs = [e["text"] for e in st.view(ATHENS, lang=lang)["log"] if e["rule"] in ("NA 1", "9.1")]
        assert len(mine) == len(theirs) == 3
        assert any("3, 2" in text for text in mine) and any("(3)" in text for text in mine)
        assert not any(re.search(r"\b[23]\b, |\([23]\)", text) for text in theirs), theirs
    assert st.view(ATHENS, lang="fr")["log"][-2]["text"] == "Le bloc en Sparte devient 2 blocs"
    assert st.view(ATHENS, lang="fr")["log"][-1]["text"] == "Sparte déplace un bloc d'armée de Sparte à Tegea"


def _french_texts() -> set[str]:
    """The French catalogue's own words: the pieces of its translations between placeholders that no English
    message id holds (a save must hold none of them)."""
    from babel.messages.pofile import read_po

    with po_path("hellas", "fr").open("rb") as f:
        catalog = read_po(f, locale="fr", domain="hellas")
    english = "\n".join(m for message in catalog if message.id
                        for m in (message.id if isinstance(message.id, tuple) else (message.id,)))
    out = set()
    for message in catalog:
        for text in message.string if isinstance(message.string, tuple) else (message.string,):
            parts = re.split(r"\{[^}]*\}", text) if placeholders(text) else [text]
            out.update(piece for p in parts if len(piece := p.strip(" ,:;()")) >= 6 and piece not in english)
    return out


def _strings(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in (*_strings(k), *_strings(v))]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


def test_a_game_played_in_french_continues_in_english_and_its_save_holds_no_translated_text() -> None:
    st = load_game("hellas", new_armies=True, leaders=True).new_initial_state(9)  # the players' own set-up
    rng = random.Random(9)
    views: list[dict] = []
    while len(st.history) < 600:
        if len(st.history) % 50 == 0:
            views = [st.view(p, lang="fr") for p in (0, 1)]  # the players read French as they play
        st.apply(rng.choice(st.legal_actions()))
    assert any("Sparte" in e["text"] or "Athènes" in e["text"] for e in views[0]["log"])
    saved = st.dumps()
    french = _french_texts()
    assert {"Athènes", "Cité-État", "place un comptoir de commerce en"} <= french  # the check below can fail
    held = "\n".join(_strings(json.loads(saved)))
    assert "Athens" in held and not [text for text in french if text in held]
    again = State.loads(saved)
    again.apply(random.Random(1).choice(again.legal_actions()))
    english = again.view(SPARTA, lang="en")["log"]
    assert english and all(e["rule"] and not e["text"].startswith(("Hellas", "New Armies")) for e in english)
    assert not any("Athènes" in e["text"] or "légion" in e["text"] for e in english)
    assert again.view(SPARTA, lang="fr")["log"][: len(views[0]["log"])] == views[0]["log"]


def test_the_seats_and_the_title_stay_ids_in_every_language() -> None:
    st = new()
    view = st.view(ATHENS, lang="fr")
    assert view["seats"] == ["Sparta", "Athens"] and view["seat_labels"] == ["Sparte", "Athènes"]
    assert view["board"]["players"][ATHENS]["name"] == "Athens" and view["title"] == "Hellas"
    assert "act pass" in texts(st)  # action texts are ids too
