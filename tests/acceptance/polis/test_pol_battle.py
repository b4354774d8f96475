"""Polis rulebook p.3 and p.14–15: Bataille (trigger, assaults, combat cards, end of a battle, Exemples 1–3)."""

from __future__ import annotations

from pathlib import Path

import yaml

import kleos

from .helpers import A, S, board, edit, hand, legal, log, play, prestige, refused, start, units

COMBAT = yaml.safe_load((Path(kleos.__file__).parent / "polis" / "data" / "combat.yaml").read_text())


def _land(s_n=4, a_n=4, round_="4"):
    """At the end of an Athenian turn Boiotia holds s_n Spartan and a_n Athenian hoplites (the last one just moved
    in from Attika; the second action is a free home collection)."""
    state = edit(start(), round=round_, to_move=A, units={(S, "boiotia"): s_n, (A, "boiotia"): a_n - 1})
    play(state, "act move_hoplites", "to boiotia", "land attika", "done")
    play(state, "act collect", "at attika", "collect wine", "done")
    return state


def _naval(s_n=4, a_n=4):
    state = edit(start(), round="4", to_move=A,
                 units={(S, "noties_sporades"): s_n, (A, "noties_sporades"): a_n - 1, (A, "kyklades"): 2})
    play(state, "act move_galleys", "to noties_sporades", "sail kyklades", "done")
    play(state, "act collect", "at attika", "collect wine", "done")
    return state


def _assault(state, att, dfn):
    for c in att:
        state.apply("play " + c)
    for c in dfn:
        state.apply("play " + c)
    return state


def _deal(state, att_hand, def_hand):
    state.apply("fight")
    state.apply("fight")
    for c in list(att_hand) + list(def_hand):
        state.apply("draw_card " + c)
    return state


# ---- trigger


def test_b_eight_units_in_a_region_at_the_end_of_a_turn_fight():
    """« Cela arrive automatiquement (ce n'est pas une action) si, à la fin du tour, les deux joueurs ont 8 unités ou
    plus dans une même région »."""
    state = _land()
    assert board(state)["battle"]["region"] == "boiotia"
    assert "Battle in Boiotia: Sparta 4 v Athens 4; Sparta attacks first" in log(state)


def test_b_seven_units_are_no_battle():
    """« Les batailles ont lieu lorsqu'il y a 8 unités ou plus (hoplites / galères) dans une même région » (p.3)."""
    state = _land(4, 3)
    assert board(state)["battle"] is None
    assert state.current_player == S and "act hoplites" in legal(state)


def test_b_checked_after_the_second_action_of_the_turn():
    """« Après avoir fini la seconde action du tour d'un joueur, vous devez toujours vérifier si une bataille a
    lieu »: reaching 8 with the first action does not interrupt the turn."""
    state = edit(start(), round="4", to_move=A, units={(S, "boiotia"): 4, (A, "boiotia"): 3})
    play(state, "act move_hoplites", "to boiotia", "land attika", "done")
    assert units(state, "boiotia") == [4, 4]
    assert board(state)["battle"] is None
    assert state.current_player == A and "act collect" in legal(state)


def test_b_after_a_pass_the_battle_waits_for_the_other_pass_and_happens_once():
    """« le joueur qui n'a pas passé pourrait garder des actions et quand il finit avec elles et passe, la bataille
    aura lieu (même si l'adversaire a passé). Si après cette bataille, il y a encore 8 unités ou plus dans une région,
    aucune bataille n'a lieu jusqu'au prochain round »."""
    state = edit(start(), round="4", to_move=A, units={(S, "boiotia"): 4, (A, "boiotia"): 3},
                 goods={S: {"wheat": 20}, A: {"wheat": 20}})
    play(state, "act move_hoplites", "to boiotia", "land attika", "done", "pass")
    assert board(state)["battle"] is None and state.current_player == S
    play(state, "act collect", "fee metal", "at lakedaimon", "collect metal", "done")
    play(state, "act merchants", "fee oil", "polis pylos", "pay wood", "done")
    assert board(state)["battle"] is None and state.current_player == S
    state.apply("pass")
    assert board(state)["battle"]["region"] == "boiotia"
    state.apply("retreat")
    assert board(state)["battle"] is None
    assert units(state, "boiotia") == [4, 4]
    assert "End of round 4" in log(state)


# ---- p.14 cards and roles


def test_b_land_battle_sparta_attacks_first():
    """« Dans une bataille terrestre, le premier attaquant sera toujours Sparta »."""
    assert board(_land())["battle"]["attacker"] == "Sparta"


def test_b_naval_battle_athens_attacks_first():
    """« alors qu'Athènes sera la première dans une bataille naval »."""
    state = _naval()
    assert board(state)["battle"]["naval"] is True
    assert board(state)["battle"]["attacker"] == "Athens"


def test_b_each_player_draws_as_many_cards_as_units():
    """« les joueurs piochent autant de cartes qu'ils ont de cubes ... si un joueur a 5 hoplites au round 5a, il pioche
    5 cartes »."""
    state = _land(5, 3, "5a")
    _deal(state, ["c01", "c02", "c03", "c04", "c05"], ["c07", "c08", "c09"])
    assert board(state)["battle"]["hand_counts"] == [5, 3]
    assert hand(state, S) == ["c01", "c02", "c03", "c04", "c05"]
    assert hand(state, A) == ["c07", "c08", "c09"]


def test_b_formations_and_manoeuvres_of_the_combat_cards():
    """« 6 formations terrestres: Phalanges, Cavaleries, Archers, Peltastes, Mercenaires et Salpinx ... 6 formations
    navales: Trirème d'Élite, Trirème, Birème, Tricontère, Mercenaires et Salpinx »; « Othismos (2), Avance (1), Tenir
    (0), Tir (0) et Embuscade (-1) ... Diekplous (2), Periplous (1), Kyklos (0) et Embuscade (-1) »."""
    cards = COMBAT["cards"]
    assert {c["land"][0] for c in cards} == {"phalanx", "cavalry", "archers", "peltasts", "mercenaries", "salpinx"}
    assert {c["sea"][0] for c in cards} == {"elite_trireme", "trireme", "bireme", "triaconter", "mercenaries",
                                           "salpinx"}
    assert COMBAT["manoeuvres"]["land"] == {"othismos": 2, "advance": 1, "hold": 0, "shoot": 0, "ambush": -1}
    assert COMBAT["manoeuvres"]["sea"] == {"diekplous": 2, "periplous": 1, "kyklos": 0, "ambush": -1}
    assert sum(1 for c in cards if c["land"][0] == "salpinx") == 1


def test_b_example1_land_matched_formations_attacker_gains_difference():
    """Exemple 1: « L'attaquant joue Phalange (Othismos) et Archers (Tir). Le défenseur joue Phalange (Avance) et
    Archers (Tir) ... il ne perd pas de cube. Cependant, l'attaquant gagne 1 Point de Prestige ... 2-1 = 1 »."""
    state = _land()
    _deal(state, ["c01", "c12", "c02", "c03"], ["c05", "c13", "c07", "c08"])
    before = prestige(state)
    _assault(state, ["c01", "c12"], ["c05", "c13"])
    assert units(state, "boiotia") == [4, 4]
    assert prestige(state) == [before[S] + 1, before[A]]


def test_b_example2_naval_salpinx_costs_the_attacker_one_prestige():
    """Exemple 2: « L'attaquant joue Trirème (Kyklos) et Salpinx. Le défenseur joue Trirème (Periplous) et Trirème
    d'Élite (Diekplous) ... l'attaquant de gagne pas de prestige ... l'attaquant provoque la perte d'un cube ... mais
    l'attaquant perd 1 Point de Prestige »."""
    state = _naval()
    _deal(state, ["c06", "c24", "c09", "c10"], ["c05", "c01", "c02", "c03"])
    before = prestige(state)
    _assault(state, ["c06", "c24"], ["c05", "c01"])
    assert units(state, "noties_sporades") == [3, 4]
    assert prestige(state) == [before[S], before[A] - 1]


def test_b_example3_land_mercenaries_match_but_archers_unmatched():
    """Exemple 3: « L'attaquant joue Phalange (Othismos) et Archers (Avance). Le défenseur joue Mercenaires devant le
    Phalange et Cavalerie (Avance) devant les Archers ... l'attaquant remporte 2 Points de Prestige ... (2-0 = 2) ...
    il perd un cube et, l'attaquant remporte 1 Point de Prestige »."""
    state = _land()
    _deal(state, ["c01", "c15", "c02", "c03"], ["c22", "c07", "c08", "c09"])
    before = prestige(state)
    _assault(state, ["c01", "c15"], ["c22", "c07"])
    assert units(state, "boiotia") == [4, 3]
    assert prestige(state) == [before[S] + 3, before[A]]


def test_b_attacking_mercenaries_cause_no_loss():
    """« Les mercenaires ne peuvent pas provoquer de pertes, lorsque cette carte est jouée par l'attaquant, le
    défenseur peut l'égaler avec n'importe quelle carte de sa main »."""
    state = _land()
    _deal(state, ["c22", "c12", "c02", "c03"], ["c07", "c13", "c08", "c09"])
    before = prestige(state)
    _assault(state, ["c22", "c12"], ["c07", "c13"])
    assert units(state, "boiotia") == [4, 4]
    assert prestige(state) == before


def test_b_salpinx_is_unmatched_even_by_mercenaries():
    """« Mercenaires: ... capables d'égaler n'importe quelle formation jouée par l'adversaire (sauf la carte
    Salpinx) »; « si elle est jouée par l'attaquant, le défenseur ne sera pas capable de l'égaler »."""
    state = _land()
    _deal(state, ["c24", "c12", "c02", "c03"], ["c22", "c13", "c08", "c09"])
    before = prestige(state)
    _assault(state, ["c24", "c12"], ["c22", "c13"])
    assert units(state, "boiotia") == [4, 3]
    assert prestige(state) == [before[S] - 1, before[A]]


def test_b_roles_swap_and_hands_refill_to_remaining_units():
    """« Les joueurs changent de rôle »; « Chaque joueur pioche un nombre de cartes nécessaires pour en avoir autant en
    main qu'il a de cubes restants ... si un joueur a perdu un 1 cube ..., il ne piochera qu'une seule carte »; the 4
    played cards « sont défaussées et ne sont remises dans la pile que lorsque la bataille se termine »."""
    state = _land()
    _deal(state, ["c01", "c15", "c02", "c03"], ["c22", "c07", "c08", "c09"])
    _assault(state, ["c01", "c15"], ["c22", "c07"])
    assert board(state)["battle"]["attacker"] == "Athens"
    play(state, "fight", "fight")
    outcomes = {a.args[0] for a, _p in state.chance_outcomes()}
    assert len(outcomes) == 24 - 8
    assert outcomes.isdisjoint({"c01", "c15", "c22", "c07", "c02", "c03", "c08", "c09"})
    play(state, "draw_card c04", "draw_card c05", "draw_card c06")
    assert board(state)["battle"]["hand_counts"] == [4, 3]
    assert not state.is_chance_node()


def test_b_battle_ends_when_the_defender_has_fewer_than_two_units():
    """« La bataille se termine ... 3. Le défenseur a moins de 2 cubes après qu'un assaut est joué »."""
    state = _land(5, 3, "5a")
    _deal(state, ["c07", "c08", "c09", "c10", "c02"], ["c12", "c13", "c14"])
    before = prestige(state)
    _assault(state, ["c07", "c08"], ["c12", "c13"])
    assert units(state, "boiotia") == [5, 1]
    assert board(state)["battle"] is None
    assert prestige(state) == [before[S] + 2, before[A]]


def test_b_retreat_pays_one_prestige_to_the_opponent_and_units_stay():
    """« Un joueur, attaquant ou défenseur, retraite en payant 1 Point de Prestige à l'adversaire par lâcheté. Dans ce
    cas, la bataille se termine immédiatement »; « les cubes restants après la bataille sont encore dans la région »."""
    state = _land()
    _deal(state, ["c01", "c12", "c02", "c03"], ["c05", "c13", "c07", "c08"])
    _assault(state, ["c01", "c12"], ["c05", "c13"])
    before = prestige(state)
    assert state.current_player == A and "retreat" in legal(state)
    state.apply("retreat")
    assert board(state)["battle"] is None
    assert prestige(state) == [before[S] + 1, before[A] - 1]
    assert units(state, "boiotia") == [4, 4]


def test_b_battle_ends_when_the_deck_cannot_serve_both_players():
    """« 1. La pioche n'a plus assez de cartes pour les deux joueurs quand ils doivent piocher des cartes au début d'un
    nouvel assaut »: each needs 2 cards; 3 left end the battle, 4 left do not."""
    base = _land()
    _deal(base, ["c01", "c12", "c02", "c03"], ["c05", "c13", "c07", "c08"])
    _assault(base, ["c01", "c12"], ["c05", "c13"])

    def keep(n):
        def f(data):
            data["bt"]["deck"] = data["bt"]["deck"][:n]
        return f

    short = edit(base, raw=keep(3))
    play(short, "fight", "fight")
    assert board(short)["battle"] is None
    enough = edit(base, raw=keep(4))
    play(enough, "fight", "fight")
    assert enough.is_chance_node() and board(enough)["battle"] is not None


def test_b_eight_units_left_fight_again_at_the_end_of_the_next_turn():
    """« Si un cas se produit dans lequel 8 cubes ou plus y sont encore et l'adversaire ne déplace pas les unités de
    cette région vers une autre, une bataille aura encore lieu au prochain tour »."""
    state = _land()
    state.apply("retreat")
    assert board(state)["battle"] is None and state.current_player == S
    play(state, "act collect", "at lakedaimon", "collect metal", "done")
    play(state, "act merchants", "polis pylos", "pay wood", "done")
    assert board(state)["battle"] is not None
    assert board(state)["battle"]["region"] == "boiotia"


def test_b_no_retreat_once_the_cards_are_dealt():
    """« Cette option peut seulement être réalisé par le joueur avec l'intention de retraiter avant que cartes ne soient
    distribuées par un nouvel assaut »."""
    state = _land()
    _deal(state, ["c01", "c12", "c02", "c03"], ["c05", "c13", "c07", "c08"])
    assert "retreat" not in legal(state)
    refused(state, "retreat")


def test_b_every_battle_uses_the_whole_shuffled_deck():
    """« Chaque fois qu'une bataille a lieu, la pioche de cartes de combat sera utilisée. Après l'avoir mélangée »; the
    played cards « ne sont remises dans la pile que lorsque la bataille se termine »."""
    state = _land()
    _deal(state, ["c01", "c12", "c02", "c03"], ["c05", "c13", "c07", "c08"])
    _assault(state, ["c01", "c12"], ["c05", "c13"])
    state.apply("retreat")
    play(state, "act collect", "at lakedaimon", "collect metal", "done")
    play(state, "act merchants", "polis pylos", "pay wood", "done")
    play(state, "fight", "fight")
    assert len(state.chance_outcomes()) == 24


def test_b_defender_sees_the_attack_but_not_the_attacker_hand():
    """« l'attaquant choisit 2 cartes de combat de sa main et les place face visible ... Le défenseur, après les avoir
    vu, choisit 2 cartes de sa main »."""
    state = _land()
    _deal(state, ["c01", "c12", "c02", "c03"], ["c05", "c13", "c07", "c08"])
    play(state, "play c01", "play c12")
    seen = board(state, A)["battle"]
    assert seen["attack"] == ["c01", "c12"]
    assert sorted(seen["hand"]) == ["c05", "c07", "c08", "c13"]
    assert state.current_player == A
