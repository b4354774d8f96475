"""Sphactérie in French and English: the rulebook's own words (PA, PV, Trières, hilotes, victoire ...) in French,
the English texts unchanged, and a game that changes language without its save holding any translated text."""

import json
import re

import pytest
from babel.messages.pofile import read_po
from rich.console import Console

from kleos.bots.base import RandomBot
from kleos.engine import IllegalAction, State
from kleos.i18n import render, using
from kleos.i18n.catalogs import po_path
from kleos.sphacteria.render import render as render_board

from .helpers import ATH, SPA, action_phase, empty, game, give, play, put


def _to_first_phase(ath_roll: int, spa_roll: int):
    st = game().new_initial_state(0)
    while st.stage == "draw":
        st.step_chance()
    play(st, f"roll2 {ath_roll}", f"roll2 {spa_roll}")
    return st


def test_a_refusal_cites_the_rule_in_the_books_words():
    st = _to_first_phase(5, 8)
    while st.stage == "pre":
        st.apply("no_stratagem")
    with pytest.raises(IllegalAction) as refused:
        st.apply("announce 5")
    assert refused.value.render("en") == "Sphactérie 2.C: announce between 1 and 4 AP (all the AP Sparta has left)"
    assert refused.value.render("fr") == ("Sphactérie 2.C : annoncez entre 1 et 4 PA (tous les PA qui restent à "
                                          "Sparte)")
    with pytest.raises(IllegalAction) as wrong_stage:
        st.apply("attack")
    assert wrong_stage.value.render("fr").startswith("Sphactérie 2 : 'attack' n'est pas possible maintenant ; en ce "
                                                     "moment : l'annonce des PA d'une phase d'actions")


def test_a_log_line_reads_in_each_readers_language():
    st = _to_first_phase(5, 8)
    line = next(e.text for e in st.log if e.rule == "2.B")
    assert render(line, "en") == ("Sphactérie 2.B: Athens 5 -> 3 AP, Sparta 8 -> 4 AP; Sparta has the initiative "
                                  "(higher roll)")
    assert render(line, "fr") == ("Sphactérie 2.B : Athènes 5 -> 3 PA, Sparte 8 -> 4 PA ; Sparte obtient "
                                  "l'initiative (résultat le plus élevé)")
    # one log, two readers: the same line in each view's language
    assert any("Sparte obtient l'initiative" in e["text"] for e in st.view(ATH, lang="fr")["log"])
    assert any("Sparta has the initiative" in e["text"] for e in st.view(SPA, lang="en")["log"])


def test_a_private_draw_stays_private_in_french():
    st = game().new_initial_state(3)
    while st.stage == "draw":
        st.step_chance()
    theirs = [e["text"] for e in st.view(SPA, lang="fr")["log"] if e["rule"] == "2.A" and "Athènes" in e["text"]]
    assert theirs and all(t == "Athènes tire un stratagème" for t in theirs)
    own = [e["text"] for e in st.view(ATH, lang="fr")["log"] if e["rule"] == "2.A" and "Athènes" in e["text"]]
    assert own and all(re.fullmatch(r"Athènes tire un pion stratagème : .+ / .+", t) for t in own)


def test_labels_use_the_rulebooks_unit_and_place_names():
    st = empty(turn=2)
    put(st, "SPA-H5", "N", weak=True)
    put(st, "SPA-H6", "V")
    action_phase(st, SPA, budget=2)
    labels = {a.text: st.describe(a) for a in st.legal_actions()}
    assert render(labels["activate V"], "en") == "activate V (The beach) for 2 AP"
    assert render(labels["activate V"], "fr") == "activer V (Plage) pour 2 PA"
    st.apply("activate N")
    step = st.describe(st.game.actions.parse("step SPA-H5 M"))
    assert render(step, "en") == "move Helots H5 (2 PF, weakened) to M (Gialova)"
    assert render(step, "fr") == "déplacer Hilotes H5 (2 PF, affaiblie) vers M (Gialova)"


def test_a_result_names_the_victory_as_the_book_does():
    st = empty(turn=7)
    put(st, "ATH-H1", "P")
    put(st, "SPA-H1", "Q")
    st.vp_kills = [9, 1]
    st.stage = "turn_end"
    st._advance()
    result = st.result()
    assert result.kind == "strategic victory" and result.winners == (ATH,)
    assert render(result.text, "en") == ("Sphactérie 8.2: Athens 14 VP, Sparta 6 VP: Athens has at least twice the "
                                         "loser's VP")
    assert render(result.text, "fr") == ("Sphactérie 8.2 : Athènes 14 PV, Sparte 6 PV : Athènes a au moins le "
                                         "double des PV du vaincu")
    assert result.to_json("fr")["kind"] == "strategic victory"  # the kind is a key, the same in every language


def test_the_terminal_board_in_french():
    st = empty(turn=3)
    put(st, "ATH-H1", "P")
    give(st, ATH, "K7")
    console = Console(width=200, record=True)
    with using("fr"):
        console.print(render_board(st.view(ATH, lang="fr")))
    out = console.export_text()
    assert "Tour 3/7" in out and "Appro. Athènes 3 / Sparte 3" in out and "P Pylos ★" in out
    assert "Vos stratagèmes" in out and "#10 Départ de Brasidas" in out and "terrain difficile" in out


def _french_texts() -> list[str]:
    """The catalogue's French sentences that cannot be mistaken for English or for an id."""
    with po_path("sphacteria", "fr").open("rb") as f:
        catalog = read_po(f, locale="fr")
    out = []
    for message in catalog:
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        for form in forms:
            for piece in re.split(r"\{[^}]*\}", form):
                piece = piece.strip(" :;,()")
                if len(piece) >= 12 and not any(piece in i for i in ids):
                    out.append(piece)
    return out


def test_a_game_played_in_french_continues_in_english_and_its_save_holds_no_translation():
    g = game()
    st = g.new_initial_state(4)
    bots = [RandomBot(g, 1), RandomBot(g, 2)]
    french = _french_texts()
    assert len(french) > 100
    while not st.is_terminal():
        if st.is_chance_node():
            st.step_chance()
            continue
        seat = st.current_player
        seen = json.dumps(st.view(seat, lang="fr"), ensure_ascii=False)  # a French reader at the table
        st.apply(bots[seat].act(st, seat))
        if len(st.history) == 300:
            assert [t for t in french if t in seen]  # the detector finds French where there is some
            saved = st.dumps()
            assert not [t for t in french if t in saved]
            st = State.loads(saved)  # continued in English
            assert any(" AP" in e["text"] for e in st.view(ATH, lang="en")["log"])
    saved = st.dumps()
    assert not [t for t in french if t in saved]
    back = State.loads(saved)
    assert back.result().kind == st.result().kind
    assert render(back.result().text, "en").startswith("Sphactérie 8.")
    assert " PV" in render(back.result().text, "fr") or "Sphactérie 8.1 :" in render(back.result().text, "fr")
    french_log = [e["text"] for e in back.view(SPA, lang="fr")["log"]]
    english_log = [e["text"] for e in back.view(SPA, lang="en")["log"]]
    assert len(french_log) == len(english_log) and french_log != english_log
    # a line reads without the game's name and section: its rule shows the section
    assert not any(t.startswith("Sphactérie") for t in french_log + english_log)
    assert all(e["rule"] for e in back.view(SPA, lang="fr")["log"])
