"""Polis rulebook p.5 (Début de la partie et cours du jeu, types de round) and p.17 (Mise en place pour le prochain
round)."""

from __future__ import annotations

import pytest

from .helpers import (
    A,
    S,
    board,
    edit,
    game,
    goods,
    legal,
    log,
    play,
    prestige,
    refused,
    start,
    units,
)

# ---- p.5 before the round


def test_p5_three_projects_then_one_event_of_the_current_round():
    """« les 3 cartes projet du haut de la pioche mélangée seront révélées ... 1 carte évènement du round en cours
    sera révélée »."""
    state = game().new_initial_state(7)
    for _ in range(3):
        outcomes = state.chance_outcomes()
        assert all(a.kind == "draw_project" for a, _p in outcomes)
        state.apply(outcomes[0][0])
    outcomes = state.chance_outcomes()
    assert outcomes and all(a.kind == "draw_event" for a, _p in outcomes)
    assert all(a.args[0].startswith("e3_") for a, _p in outcomes)
    assert len(board(play(state, outcomes[0][0]))["display"]) == 3


def test_p5_tie_athens_applies_the_event_first():
    """« Le joueur avec le plus de Prestige (en cas d'égalité, le joueur Athénien) lit ... et applique les effets,
    et ensuite l'autre joueur »: Philopersians (each removes a unit) asks Athens first at 3–3."""
    state = start(event="e3_philopersians")
    assert prestige(state) == [3, 3]
    assert state.current_player == A


def test_p5_tie_sparta_takes_the_first_turn():
    """« Le premier tour du round est pour le joueur avec le moins de Prestige ... (en cas d'égalité, le joueur
    Spartiate) »."""
    state = start()
    assert state.current_player == S
    assert "Round 3: Sparta takes the first turn" in log(state)


# ---- p.5 turns


def test_p5_two_actions_of_a_turn_must_differ():
    """« les deux joueurs alternent les tours avec deux actions différentes les unes des autres »."""
    state = play(start(), "act collect", "at lakedaimon", "collect metal", "done")
    assert state.current_player == S
    refused(state, "act collect", "p.5")


def test_p5_turn_passes_to_the_opponent_after_two_actions():
    """« les deux joueurs alternent les tours avec deux actions »: after Sparta's second action, Athens decides."""
    state = play(start(), "act collect", "at lakedaimon", "collect metal", "done")
    assert state.current_player == S
    play(state, "act trade", "cargo illyria_1", "paywith barter", "d4 1")
    assert state.current_player == A


@pytest.mark.parametrize("action", ["act move_hoplites", "act move_galleys"])
def test_p5_military_action_needs_the_prestige_it_costs(action):
    """« chaque action militaire coûte 1 point de Prestige »: with no prestige left a military action is refused."""
    state = edit(start(), prestige=(0, 3))
    assert action not in legal(state)
    refused(state, action)


def test_p5_home_collection_costs_nothing_even_at_zero_prestige():
    """« Dans les régions d'origine ..., lorsqu'un joueur collecte, il ne perd pas de Prestige » (p.10)."""
    state = edit(start(), prestige=(0, 3))
    play(state, "act collect", "at lakedaimon", "collect metal", "done")
    assert prestige(state) == [0, 3]
    assert goods(state, S)["metal"] == 5


def test_p5_passed_player_takes_no_more_actions():
    """« Lorsqu'un joueur décide de passer ..., il ne réalisera plus d'actions dans le round actuel. Alors
    l'adversaire effectuera tout seul les actions »."""
    state = edit(start(), round="4")
    state.apply("pass")
    assert state.current_player == A
    state.apply("act collect")
    fees = [t for t in legal(state) if t.startswith("fee ")]
    assert fees, "acting alone must first cost a good"
    play(state, "fee metal", "at attika", "collect wine", "done")
    state.apply("act hoplites")
    play(state, "fee metal", "polis athenai", "pay metal", "done")
    assert state.current_player == A, "Sparta passed: Athens keeps acting alone"


def test_p5_lone_player_pays_one_good_of_his_choice_per_action():
    """« chaque action lui coûtera 1 ressource de son stock (1 ressource métal, bois, vin, huile, argent ou blé)
    avant de réaliser l'action »: Athens (no silver) may pay any good it holds, and pays exactly one."""
    state = edit(start(), round="4")
    state.apply("pass")
    state.apply("act hoplites")
    assert sorted(t for t in legal(state) if t.startswith("fee ")) == [
        "fee metal", "fee oil", "fee wheat", "fee wine", "fee wood"]
    before = goods(state, A)
    state.apply("fee wine")
    after = goods(state, A)
    assert after["wine"] == before["wine"] - 1
    assert {g: n for g, n in after.items() if g != "wine"} == {g: n for g, n in before.items() if g != "wine"}


def test_p5_lone_player_without_goods_can_only_pass():
    """« chaque action lui coûtera 1 ressource de son stock ... avant de réaliser l'action »: no good, no action."""
    state = edit(start(), goods={A: dict.fromkeys(("metal", "wood", "wine", "oil", "silver", "wheat"), 0)})
    state.apply("pass")
    assert state.current_player == A
    assert legal(state) == ["pass"]


def test_p5_round_ends_when_both_players_have_passed():
    """« Il prendra fin quand les deux joueurs auront décidé de passer »."""
    state = edit(start(), goods={S: {"wheat": 20}, A: {"wheat": 20}})
    state.apply("pass")
    assert "End of round 3" not in log(state)
    state.apply("pass")
    assert "End of round 3" in log(state)


# ---- p.5 round types


@pytest.mark.parametrize(("round_", "capacity"), [("3", 3), ("4", 4), ("5a", 5), ("5b", 5)])
def test_p5_round_type_is_the_capacity_per_player_and_region(round_, capacity):
    """« au premier round, type 3, une région peut seulement contenir 3 hoplites ... de chaque joueur ... Aux rounds
    de type 5a et 5b, 5 »: Sparta (population 8) recruits into an empty Lakedaimon up to the capacity."""
    state = edit(start(), round=round_, units={(S, "lakedaimon"): 0}, poleis={"sparta": (S, 8)})
    assert board(state)["capacity"] == capacity
    play(state, "act hoplites", "polis sparta")
    made = 0
    while "pay metal" in legal(state) or "pay silver" in legal(state):
        state.apply("pay metal" if "pay metal" in legal(state) else "pay silver")
        made += 1
    assert made == capacity
    assert units(state, "lakedaimon") == [capacity, 0]


@pytest.mark.parametrize(("round_", "open_"), [("3", [True, False, False]), ("4", [True, True, False]),
                                               ("5a", [True, True, True]), ("5b", [True, True, True])])
def test_p5_cargoes_open_with_the_round_type(round_, open_):
    """« Dans le round de type 3, il sera seulement disponible la première cargaison, dans le type 4, les 2 de gauche
    seront disponibles et dans les deux derniers rounds (types 5a et 5b), tous seront disponibles » (p.11)."""
    cargoes = board(edit(start(), round=round_))["cargoes"]
    assert [cargoes[f"persis_{i}"]["available"] for i in (1, 2, 3)] == open_


def test_p5_event_colour_red_affects_only_sparta_blue_only_athens():
    """« Si le texte a un fond bleu seul le joueur Athénien est affecté et s'il est rouge seul le joueur Spartiate »:
    Persian Fleet Destruction (red: Sparta +1 silver; blue: Athens +1 prestige)."""
    state = start(event="e3_eurymedon")
    assert goods(state, S)["silver"] == 5 and goods(state, A)["silver"] == 0
    assert prestige(state) == [3, 4]


# ---- p.17 next round


def _to_round_four(event="e4_none_1", prestige_=(5, 3)):
    state = edit(start(), prestige=prestige_, goods={S: {"wheat": 20}, A: {"wheat": 20}})
    play(state, "act collect", "at lakedaimon", "collect metal", "done")
    play(state, "act trade", "cargo illyria_1", "paywith barter", "d4 1")
    assert board(state)["collected"]["lakedaimon"] == "Sparta"
    assert board(state)["cargoes"]["illyria_1"]["merchant"] == "Sparta"
    both_pass_from_athens(state)
    # end-of-round decisions: growth none, phoros none
    while not state.is_chance_node():
        choices = legal(state)
        state.apply("done" if "done" in choices else "amount 0")
    outcomes = [a.args[0] for a, _p in state.chance_outcomes()]
    assert set(outcomes).isdisjoint({"socrates", "protagoras", "phidias"})
    play(state, "draw_project democritus", "draw_project temple_zeus", "draw_project theatre")
    events = [a.args[0] for a, _p in state.chance_outcomes()]
    assert events and all(e.startswith("e4_") for e in events)
    state.apply("draw_event " + event)
    return state


def both_pass_from_athens(state):
    assert state.current_player == A
    state.apply("pass")
    state.apply("pass")


def test_p17_next_round_setup():
    """« Le cube qui marque le round en cours est avancé d'une case. Tous les disques sur les cases de territoire ...
    sont retirés. Les deux joueurs récupèrent leurs marchands ... Tous les Projets qui restent ... sont retirés et
    vous devez placer les 3 suivants »."""
    b = board(_to_round_four())
    assert b["round"] == "4" and b["capacity"] == 4
    assert all(v is None for v in b["collected"].values())
    assert b["merchants_in_port"] == [1, 1]
    assert all(c["merchant"] is None for c in b["cargoes"].values())
    assert sorted(b["display"]) == ["democritus", "temple_zeus", "theatre"]


def test_p17_player_with_less_prestige_starts_the_new_round():
    """« Le joueur avec le moins de Prestige débute le nouveau round avec ses deux premières actions »."""
    state = _to_round_four()
    assert prestige(state)[S] > prestige(state)[A]
    assert state.current_player == A
    assert "Round 4: Athens takes the first turn" in log(state)


def test_p17_player_with_more_prestige_applies_the_event_first():
    """« Le joueur avec le plus de Prestige ... lit à haute voix la Carte évènement et applique les effets, et
    ensuite l'autre joueur » (p.5): Transfer of the Treasury asks Sparta (more prestige) first."""
    state = _to_round_four("e4_treasury")
    assert state.current_player == S


def test_p17_tie_sparta_starts_the_new_round():
    """« Le joueur avec le moins de Prestige débute le nouveau round » with the tie of p.5 (« en cas d'égalité, le
    joueur Spartiate »)."""
    state = _to_round_four(prestige_=(3, 3))
    assert prestige(state) == [3, 3]
    assert state.current_player == S


@pytest.mark.xfail(strict=True, reason="documented deviation, p.5: « Un round ne contient pas un nombre de tours "
                   "définis » / with the default option turn_limit=40 a player who has had 40 turns in a round may "
                   "only pass; kept, because the rules admit endless rounds (docs/games/polis.md, 'Why turn_limit "
                   "exists', known gap 4)")
def test_p5_a_round_has_no_fixed_number_of_turns():
    """« Un round ne contient pas un nombre de tours définis. Il prendra fin quand les deux joueurs auront décidé de
    passer »: after 40 turns each, Sparta may still act."""
    state = edit(start(), raw=lambda data: data.__setitem__("turn_count", [40, 40]))
    assert "act collect" in legal(state)
