"""Polis rulebook p.18–19: Scénario 1 (Guerre de Corinthe) and Scénario 2 (Seconde Guerre du Péloponnèse)."""

from __future__ import annotations

from collections import Counter

from .helpers import A, S, board, game, goods, legal, play, prestige


def _placed(b, seat):
    return {r: u[seat] for r, u in b["units"].items() if u[seat]}


def _owned(b, side):
    return {n: p["population"] for n, p in b["poleis"].items() if p["owner"] == side}


def _sc1():
    return game(scenario="corinthian_war").new_initial_state(1)


def _sc2(event="e5a_none_1"):
    state = game(scenario="second_peloponnesian_war").new_initial_state(1)
    for p in ("socrates", "temple_zeus", "games_nemean"):
        state.apply("draw_project " + p)
    state.apply("draw_event " + event)
    return state


# ---- Scénario 1


def test_sc1_one_round_of_type_five_without_events_or_projects():
    """« Scénario d´1 round de type 5 / Sans Évènements / Sans Projets / Avec Commerce »."""
    state = _sc1()
    assert not state.is_chance_node()
    b = board(state)
    assert b["capacity"] == 5 and len(b["rounds"]) == 1
    assert b["display"] == [] and b["event"] is None
    assert "act project" not in legal(state)
    assert all(c["available"] for c in b["cargoes"].values())


def test_sc1_boards_and_first_player():
    """Sparta « 4 6 8 5 5 5 3 », Athens « 3 2 2 4 4 8 5 » (Prestige, Métal, Bois, Vin, Huile, Argent, Blé); the player
    with less prestige starts (p.5)."""
    state = _sc1()
    assert prestige(state) == [4, 3]
    assert goods(state, S) == {"metal": 6, "wood": 8, "wine": 5, "oil": 5, "silver": 5, "wheat": 3}
    assert goods(state, A) == {"metal": 2, "wood": 2, "wine": 4, "oil": 4, "silver": 8, "wheat": 5}
    assert state.current_player == A


def test_sc1_units_merchants_proxenoi():
    """« Hoplites Spartiates: 1 en Akarnania, 1 en Thessalia, 1 en Makedonia, 1 en Achaia, 3 en Sikelia, 2 en Messenia,
    et 4 en Lakedaimon. Galères Spartiates: 3 en Ionio Pelagos, 2 en Myrtöo Pelagos, 1 en Kyklades, et 2 en Sporades.
    2 Marchands ... Proxéne Spartiate à Pydna »; « Hoplites Athéniens: 3 en Boiotia, 3 en Attika, 1 en Arcadia, et 2
    en Megaris. Galères Athéniennes: 3 en Kyklades, et 3 en Thrakiko Pelagos. 2 Marchands ... Proxène à Thebai »."""
    b = board(_sc1())
    assert _placed(b, S) == {"akarnania": 1, "thessalia": 1, "makedonia": 1, "achaia": 1, "sikelia": 3,
                             "messenia": 2, "lakedaimon": 4, "ionio": 3, "myrtoo": 2, "kyklades": 1,
                             "noties_sporades": 2}
    assert _placed(b, A) == {"boiotia": 3, "attika": 3, "arkadia": 1, "megaris": 2, "kyklades": 3, "thrakiko": 3}
    assert b["merchants_in_port"] == [2, 2]
    assert b["proxenos"] == ["pydna", "thebai"]


def test_sc1_poleis_of_each_side():
    """« d'un côté, Sparta et Syrakousai et de l'autre côté, Athenai, Thebai, Korinthos et Argos » (with Pylos and
    Gytheion); the printed populations are (6)(3)(2)(5)(2)(4)(6)(7)."""
    b = board(_sc1())
    s_owned, a_owned = _owned(b, "Sparta"), _owned(b, "Athens")
    assert set(s_owned) == {"sparta", "syrakousai", "pylos", "gytheion"}
    assert set(a_owned) == {"athenai", "thebai", "korinthos", "argos"}
    assert Counter(list(s_owned.values()) + list(a_owned.values())) == Counter([6, 3, 2, 5, 2, 4, 6, 7])


def test_sc1_the_single_round_is_the_last():
    """One round only: after its end-of-round phases 1–4 (p.16: « ce n'est plus nécessaire de suivre les phases
    suivantes »), the game is scored (p.17)."""
    state = _sc1()
    play(state, "pass", "pass")
    while not state.is_terminal():
        choices = legal(state)
        assert not any(c.startswith("amount ") for c in choices), "no Phoros after the last round"
        state.apply("done" if "done" in choices else choices[0])
    assert state.result().kind == "final score"


# ---- Scénario 2


def test_sc2_two_rounds_of_type_five_with_the_seven_listed_projects():
    """« Scénario de 2 rounds de type 5 / Avec Évènements / Avec Projets »; « Projets: Socrates, Democritus, Temple of
    Zeus, Theater with Epskenion, Venus Statue, Festival of Demeter, Nemean Games »."""
    state = game(scenario="second_peloponnesian_war").new_initial_state(1)
    projects = {a.args[0] for a, _p in state.chance_outcomes()}
    assert projects == {"socrates", "democritus", "temple_zeus", "theatre_epskenion", "statue_venus",
                        "festival_demeter", "games_nemean"}
    for p in ("socrates", "temple_zeus", "games_nemean"):
        state.apply("draw_project " + p)
    events = [a.args[0] for a, _p in state.chance_outcomes()]
    assert events and all(e.startswith("e5a_") for e in events)
    state.apply("draw_event e5a_none_1")
    b = board(state)
    assert b["capacity"] == 5 and b["rounds"] == ["5a", "5b"]


def test_sc2_boards_and_first_player():
    """Sparta « 4 2 2 2 3 2 2 », Athens « 5 2 3 4 5 4 5 »; Sparta (less prestige) takes the first turn (p.5)."""
    state = _sc2()
    assert prestige(state) == [4, 5]
    assert goods(state, S) == {"metal": 2, "wood": 2, "wine": 2, "oil": 3, "silver": 2, "wheat": 2}
    assert goods(state, A) == {"metal": 2, "wood": 3, "wine": 4, "oil": 5, "silver": 4, "wheat": 5}
    assert state.current_player == S


def test_sc2_units_merchants_proxenoi():
    """« Hoplites Spartiates: 1 en Makedonia, 1 en Megaris, 2 en Sikelia, 2 en Messenia, 3 en Lakedaimon. Galères
    Spartiates: 2 en Ionio Pelagos, 2 en Mirtöo Pelagos, 1 en Kyklades, 1 en Sporades ... Proxène Spartiate à
    Syrakousai »; « Hoplites Athéniens: 1 en Akarnnia, 3 en Makedonia, 2 en Attika. Galères Athéniens: 3 en Kyklades, 1
    en Sporades, 3 en Thrakiko Pelagos ... Proxène Athénien à Pydna »."""
    b = board(_sc2())
    assert _placed(b, S) == {"makedonia": 1, "megaris": 1, "sikelia": 2, "messenia": 2, "lakedaimon": 3, "ionio": 2,
                             "myrtoo": 2, "kyklades": 1, "noties_sporades": 1}
    assert _placed(b, A) == {"akarnania": 1, "makedonia": 3, "attika": 2, "kyklades": 3, "noties_sporades": 1,
                             "thrakiko": 3}
    assert b["merchants_in_port"] == [2, 2]
    assert b["proxenos"] == ["syrakousai", "pydna"]


def test_sc2_poleis_of_each_side():
    """The thirteen poleis listed for the two sides, with the printed populations
    (1)(1)(2)(2)(1)(3)(4)(1)(3)(3)(5)(7)(1)."""
    b = board(_sc2())
    s_owned, a_owned = _owned(b, "Sparta"), _owned(b, "Athens")
    assert set(s_owned) == {"sparta", "pylos", "gytheion", "thebai", "korinthos"}
    assert set(a_owned) == {"athenai", "poteidaia", "abdera", "chios", "samos", "naupaktos", "korkyra", "chalkis"}
    assert Counter(list(s_owned.values()) + list(a_owned.values())) == Counter([1, 1, 2, 2, 1, 3, 4, 1, 3, 3, 5, 7, 1])


def test_sc2_athens_with_more_prestige_applies_the_event_first():
    """« Le joueur avec le plus de Prestige ... lit à haute voix la Carte évènement et applique les effets, et ensuite
    l'autre joueur » (p.5): Athens (5 v 4) decides first on Murder of the Persian King."""
    state = _sc2("e5a_persian_king")
    assert state.current_player == A
