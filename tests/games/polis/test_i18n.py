"""Polis in French and English (issue 15): refusals, log lines, labels and results read in the French rulebook's
words (hoplites, galères, proxène, prestige, phoros, ostracisme), the English unchanged; a save holds no
translated text, so a game played in French goes on in English."""

from __future__ import annotations

import re

import pytest
from babel.messages.pofile import read_po
from tests.games.polis.helpers import A, S, goods, own, play, position, put

from kleos.engine import IllegalAction, Rng, State, load_game
from kleos.i18n import render, using
from kleos.i18n.catalogs import po_path


def _refusal(s, action: str) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        s.apply(action)
    return info.value


def test_refusals_cite_the_rule_in_the_rulebook_words():
    s = position("4")
    put(s, S, "lakedaimon", 2)
    s.prestige[S] = 0
    s.invalidate()
    refusal = _refusal(s, "act move_hoplites")
    assert refusal.render("en") == "Polis p.5: 5. Move hoplites is military and costs 1 prestige; Sparta has none"
    assert refusal.render("fr") == ("Polis p.5 : 5. Déplacer des Hoplites est une action militaire et coûte 1 point "
                                    "de prestige ; Sparta n'en a pas")
    s = position("4")
    goods(s, A, silver=2)
    s.to_move = A
    s.invalidate()
    refusal = _refusal(s, "act free_proxenos")
    assert refusal.render("en") == "Polis p.13 action 11: your proxenos is not held hostage"
    assert refusal.render("fr") == "Polis p.13 action 11 : votre proxène n'est pas otage"


def test_log_lines_and_labels_read_in_french_with_the_book_terms():
    s = position("3")
    own(s, S, "pylos", 3)
    goods(s, S, metal=3)
    play(s, "act hoplites", "polis pylos")
    label = s.describe(s.game.actions[("pay", "metal")])
    assert render(label, "en") == "Create a hoplite for 1 metal"
    assert render(label, "fr") == "Créer un hoplite pour 1 métal"
    play(s, "pay metal")
    line = s.log[-1].text
    assert render(line, "en") == "Sparta creates a hoplite from Pylos in Messenia (paid metal)"
    assert render(line, "fr") == "Sparta crée un hoplite depuis Pylos en Messenia (paiement : métal)"
    play(s, "done")
    labels = {a.text: s.describe(a) for a in s.game.actions.actions if a.kind == "act"}
    assert render(labels["act galleys"], "fr") == "2. Créer des Galères"
    assert render(labels["act siege"], "en") == "7. Besiege a polis (-1 prestige)"
    assert render(labels["act siege"], "fr") == "7. Assiéger une Polis (-1 Prestige)"
    assert render(labels["act proxenos"], "fr") == "10. Mouvement du Proxène"


def test_the_phoros_and_the_ostracism_result_read_in_french():
    s = position("4")
    goods(s, S, wheat=4)
    goods(s, A, wheat=5)
    play(s, "pass", "pass")
    assert render(s.describe(s.game.actions[("amount", 5)]), "fr") == "5 points de prestige en argent"
    play(s, "amount 5", "amount 0")
    phoros = next(e.text for e in s.log if e.rule == "p.16 6")
    assert render(phoros, "en") == "Phoros: Sparta turns 5 prestige into 5 silver"
    assert render(phoros, "fr") == "Phoros : Sparta convertit 5 points de prestige en 5 argents"
    result = s.result()
    assert result.kind == "ostracism"  # a key, the same in every language
    assert render(s.game.result_kind_label(result.kind), "fr") == "ostracisme"
    assert render(result.text, "en") == "Sparta has no prestige after the six phases and is ostracised: Athens wins"
    assert render(result.text, "fr") == ("Sparta n'a plus de prestige après les six phases : ostracisme "
                                         "(ostrakismos), Athènes gagne")
    assert State.loads(s.dumps()).result().to_json("fr")["text"] == render(result.text, "fr")


def test_battle_texts_name_the_formations_and_manoeuvres_of_the_book():
    s = position("4")
    put(s, S, "boiotia", 4)
    put(s, A, "boiotia", 4)
    goods(s, S, silver=6)
    s.proxenos[S] = s.data.polis_index["argos"]
    s.turn_acts = ["trade"]
    s.invalidate()
    play(s, "act civil_war", "fight", "fight", *[f"draw_card c0{i}" for i in range(1, 9)])
    assert s.stage == "bt_att"  # Sparta attacks first on land (p.14) and holds c01-c04
    line = next(e.text for e in s.log if e.rule == "p.14" and "Battle" in str(e.text))
    assert render(line, "fr") == "Bataille en Boiotia : Sparta 4 contre Athènes 4 ; Sparta attaque en premier"
    play_c01 = s.describe(s.game.actions[("play", "c01")])
    assert render(play_c01, "en") == "Play phalanx/othismos (c01)"
    assert render(play_c01, "fr") == "Jouer Phalange (Othismos) (c01)"
    retreat = s.game.actions[("retreat",)]
    assert render(s.describe(retreat), "fr") == "Retraiter (payer 1 point de prestige à l'adversaire)"


def _french_only_phrases() -> list[str]:
    """The literal pieces of the French catalogue that cannot be English (accents or French-only words)."""
    with po_path("polis", "fr").open("rb") as f:
        catalog = read_po(f, locale="fr", domain="polis")
    pieces = set()
    for message in catalog:
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        for text in strings:
            if text in ids:
                continue  # a name the same in both languages (Lakedaimon)
            for piece in re.split(r"\{[^}]*\}", text):
                piece = piece.strip(" :;,()")
                if len(piece) >= 6 and re.search(r"[éèêàâçôûî]| de | du | le | la | les ", piece):
                    pieces.add(piece)
    return sorted(pieces)


def test_a_game_played_in_french_goes_on_in_english_and_its_save_holds_no_french():
    game = load_game("polis", scenario="second_peloponnesian_war")
    state = game.new_initial_state(5)
    rng = Rng(5)
    with using("fr"):
        for _step in range(400):
            if state.is_terminal():
                break
            state.apply(state.sample_chance(rng) if state.is_chance_node()
                        else state.legal_actions()[rng.randrange(len(state.legal_actions()))])
            french = state.view(0)  # the reader's language: French
        saved = state.dumps()
    assert any("Sparta :" in e["text"] or "Athènes" in e["text"] for e in french["log"])
    phrases = _french_only_phrases()
    assert len(phrases) > 100
    assert [e for e in french["log"] if any(p in e["text"] for p in phrases)]  # the check finds French text
    leaked = [p for p in phrases if p in saved]
    assert not leaked, leaked[:10]
    restored = State.loads(saved)
    english = restored.view(0, lang="en")
    assert [e["step"] for e in english["log"]] == [e["step"] for e in french["log"]]
    assert not [e["text"] for e in english["log"] if any(p in e["text"] for p in phrases)]
    assert any(e["text"].startswith("Round 5a: Sparta takes the first turn") for e in english["log"])
    # the restored game goes on, its new lines read in English by an English reader
    while not restored.is_terminal() and len(restored.history) < 600:
        restored.apply(restored.sample_chance(rng) if restored.is_chance_node() else restored.legal_actions()[0])
    assert restored.view(1, lang="en")["seat_labels"] == ["Sparta", "Athens"]
    assert restored.view(1, lang="fr")["seat_labels"] == ["Sparta", "Athènes"]
