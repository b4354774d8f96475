"""IX. LES BATAILLES (headed « LES CARTES ACTION » in the translation): rounds of combat, dice, retreat, the end of
a battle, and the book's battle example (« EXEMPLE DE BATAILLE »)."""

from __future__ import annotations

import pytest

import kleos

from .helpers import (
    apply,
    base,
    battle,
    board,
    chance_texts,
    commit,
    data,
    dice,
    edit,
    encounter,
    log_texts,
    refused,
    roll_odds,
    stage,
    strict_odds,
    texts,
    win_probability,
)

EGYPT = {"priest": 1, "mummy": 1, "scorpion_man": 1, "spearman": 1}
GREECE = {"hydra": 1, "medusa": 1, "cyclops": 1, "classical_greek_hero": 1}


@pytest.fixture(scope="module")
def example():
    """The battle example, played step by step; each step's save is kept (the Medusa at +4 vs Giants, as the
    example says: option medusa_giant_bonus=4)."""
    state = edit(base(medusa_giant_bonus=4), hands={0: ["perm_attack"]}, age={0: 1, 1: 1},
                 units={0: dict(EGYPT), 1: dict(GREECE)}, tiles={1: {"fertile_2food": 1}},
                 vp_cards={"last_battle": 2, "wonder": 1})
    saves = {"before": state.dumps()}
    # « Le joueur Egyptien joue une carte "Attack 4" et annonce qu'il attaque le joueur Grec assis à sa gauche. Il
    # déclare qu'il attaque la zone de production du joueur Grec. »
    battle(state, dict(EGYPT), dict(GREECE), area="production")
    saves["revealed"] = state.dumps()
    encounter(state, "scorpion_man", "medusa")
    saves["r1_roll"] = state.dumps()
    state.apply("roll defender")
    saves["r1"] = state.dumps()
    encounter(state, "mummy", "classical_greek_hero")
    saves["r2_roll"] = state.dumps()
    state.apply("roll attacker")
    saves["r2"] = state.dumps()
    encounter(state, "mummy", "hydra")
    saves["r3_roll"] = state.dumps()
    state.apply("roll defender")
    saves["r3"] = state.dumps()
    while data(state)["battle"]["phase"] == "retreat":
        state.apply("fight")
    state.apply("card priest 0")
    state.apply("card cyclops 0")
    state.apply("reveal")
    saves["r4_declare"] = state.dumps()
    state.apply("declare throw")
    saves["r4_roll"] = state.dumps()
    state.apply("roll defender")
    saves["r4"] = state.dumps()
    state.apply("retreat")  # the Egyptian, left with his Spearman
    saves["end"] = state.dumps()
    return saves


def _load(example, key):
    return kleos.State.loads(example[key])


def test_9_example_setup_four_units_each(example):
    """« Les deux joueurs choisissent secrètement 4 unités qui vont combattre puis les révèlent. » (Attack 4)"""
    state = _load(example, "revealed")
    forces = data(state)["battle"]["forces"]
    assert forces == [EGYPT, GREECE]
    line = next(line for line in log_texts(state) if "commits" in line)
    assert "Scorpion-Man" in line and "Medusa" in line


def test_9_example_round_1_scorpion_5_dice_medusa_9_wins_ties(example):
    """Round 1 : « La Méduse est un "tueur géant" et a +4 dés contre une créature géante, ce qui est le cas du
    Scorpion. De plus, la capacité spéciale de la Méduse lui permet de remporter les égalités. [...] Le joueur
    Egyptien lance 5 dés contre 9 pour le Grec. [...] donc le Scorpion est éliminé. »"""
    state = _load(example, "r1_roll")
    # the Egyptian wins only with strictly more sixes: a tie is the Medusa's
    assert roll_odds(state) == strict_odds(5, 9)
    state = _load(example, "r1")
    assert dice(state) == (5, 9)
    assert data(state)["battle"]["forces"][0] == {"priest": 1, "mummy": 1, "spearman": 1}
    assert "he Scorpion-Man is eliminated" in log_texts(state)[-1]


def test_9_example_round_2_mummy_beats_hero_and_makes_a_mummy(example):
    """Round 2 : « Le Héros (+4 contre les créatures mythiques) a 4 dés supplémentaires contre la Momie, ce qui fait
    neuf dés contre cinq. [...] Les deux joueurs sont à égalité et relancent les dés. [...] Le joueur Egyptien
    élimine le Héros grec et prend une nouvelle Momie de sa réserve et la place sur sa zone de possession. »"""
    state = _load(example, "r2_roll")
    assert roll_odds(state) == win_probability(5, 9)  # equal counts are rerolled
    state = _load(example, "r2")
    assert dice(state) == (5, 9)
    battle_data = data(state)["battle"]
    assert "classical_greek_hero" not in battle_data["forces"][1]
    assert battle_data["forces"][0]["mummy"] == 1  # the new Mummy is not in the battle...
    assert battle_data["holding"][0].get("mummy") == 1  # ...but in the holding area
    assert any("new Mummy" in line for line in log_texts(state)[-3:])


def test_9_example_round_3_hydra_gains_a_die(example):
    """Round 3 : « une Momie pour l'Egyptien contre une Hydre pour le Grec. L'Hydre a comme capacité de gagner un dé
    supplémentaire pour chaque unité battue [...] Si l'Hydre bat la Momie, elle pourra lancer 7 dés au prochain
    combat au lieu de 6. [...] Donc la Momie est éliminée. »"""
    state = _load(example, "r3_roll")
    assert roll_odds(state) == win_probability(5, 6)
    state = _load(example, "r3")
    assert dice(state) == (5, 6)
    assert "mummy" not in data(state)["battle"]["forces"][0]
    # the next time the Hydra fights (against the Priest, 4 + 5 vs Myth = 9 dice), it rolls 7
    encounter(state, "priest", "hydra")
    assert roll_odds(state) == win_probability(9, 7)


def test_9_example_round_4_cyclops_throws_the_priest_out(example):
    """Round 4 : « La capacité du Cyclope lui permet d'éjecter une unité non géante de la bataille. Si le Cyclope
    choisit cette option, il lance 3 dés en plus mais l'unité défaite ne sera pas éliminée mais remise dans la zone
    de possession de son propriétaire. Le Grec utilise la capacité du Cyclope et lance 9 dés comme l'Egyptien. [...]
    Le prêtre retourne dans la zone de possession du joueur Egyptien. »"""
    state = _load(example, "r4_declare")
    assert state.current_player == 1 and set(texts(state)) == {"declare none", "declare throw"}
    state = _load(example, "r4_roll")
    assert roll_odds(state) == win_probability(9, 9)
    state = _load(example, "r4")
    assert dice(state) == (9, 9)
    battle_data = data(state)["battle"]
    assert battle_data["forces"][0] == {"spearman": 1}
    assert battle_data["holding"][0].get("priest") == 1


def test_9_example_cyclops_without_throw_rolls_six(example):
    """« Si le Cyclope choisit cette option, il lance 3 dés en plus » — otherwise his own 6 (his +4 vs Mortals does
    not apply to the Priest, a Hero)."""
    state = _load(example, "r4_declare")
    state.apply("declare none")
    assert roll_odds(state) == win_probability(9, 6)


def test_9_example_retreat_greek_wins(example):
    """« Le joueur Egyptien est désormais face à 3 grandes et puissantes unités mythique avec uniquement un lancier.
    Il décide alors que la meilleure chose à faire est de retraiter, la bataille est donc finie avec la victoire du
    Grec. [...] les unités survivantes retournent dans leur zone de possession respective. »"""
    before = _load(example, "before")
    state = _load(example, "end")
    d = data(state)
    assert d["battle"] is None and stage(state) == "play"
    assert d["units"][0] == {"spearman": 1, "mummy": 1, "priest": 1}  # survivor, new Mummy, thrown Priest
    assert d["units"][1] == {"hydra": 1, "medusa": 1, "cyclops": 1}
    # the winner (here the defender) takes the cubes on Won the Last Battle; no spoils for a defender
    assert d["vp"][1] == data(before)["vp"][1] + 2 and d["vp_cards"]["last_battle"] == 0
    assert d["tiles"] == data(before)["tiles"]
    assert any("Player 2 wins the battle" in line for line in log_texts(state))


def test_9_example_hydra_bonus_only_for_that_battle(example):
    """« seulement pour cette bataille, l'Hydre perd ses bonus à la fin de cette bataille » — in a new battle the
    Hydra rolls 6 again."""
    state = edit(_load(example, "end"), hands={1: ["perm_attack", "perm_gather"]})
    assert state.current_player == 1
    battle(state, {"hydra": 1}, {"spearman": 1}, area="holding", target=0)
    encounter(state, "hydra", "spearman")
    # Hydra 6 + 4 vs Warrior; Spearman 3 (no bonus vs a Myth Giant)
    assert roll_odds(state) == win_probability(10, 3)


def test_9_example_default_medusa_is_the_printed_card():
    """The printed Medusa card (component data) gives +6 vs Giants where the example says +4 (rulebook/scan
    conflict, option medusa_giant_bonus): by default the Scorpion-Man meets 11 dice."""
    state = edit(base(), hands={0: ["perm_attack"]}, units={0: {"scorpion_man": 1}, 1: {"medusa": 1}})
    battle(state, {"scorpion_man": 1}, {"medusa": 1}, area="holding")
    encounter(state, "scorpion_man", "medusa")
    assert roll_odds(state) == strict_odds(5, 11)


# --------------------------------------------------------------------------------------------- the rules


def _at(**fields):
    fields.setdefault("hands", {0: ["perm_attack", "perm_build"]})
    return edit(base(), **fields)


def test_9_phase_2_bonus_against_matching_type():
    """« Une unité a un bonus si le +nombre contre un type correspond à l'un des types indiqués par la carte
    adverse. Exemple : si la carte d'un joueur montre +4 vs. Flyers [...] et que la carte adverse est une unité qui
    est du type volant, alors le joueur lance 4 dés supplémentaires. » (Toxotes 3 +4 vs Flyer; Phoenix 6)"""
    state = _at(units={0: {"phoenix": 1}, 1: {"toxotes": 1}})
    battle(state, {"phoenix": 1}, {"toxotes": 1})
    encounter(state, "phoenix", "toxotes")
    assert roll_odds(state) == win_probability(6, 7)


def test_9_phase_2_no_bonus_against_other_types():
    """« Le nombre dans la case blanche en haut à gauche de la carte indique le nombre de dés » — a bonus line whose
    type the opposing card lacks adds nothing (Spearman +3 Cavalry +4 Hero vs a Toxotes: 3 dice)."""
    state = _at(units={0: {"spearman": 1}, 1: {"toxotes": 1}})
    battle(state, {"spearman": 1}, {"toxotes": 1})
    encounter(state, "spearman", "toxotes")
    assert roll_odds(state) == win_probability(3, 6)  # Toxotes 3 + 3 vs Warrior


def test_9_phase_3_more_sixes_wins_and_eliminates():
    """« Le joueur qui obtient le plus de "6" l'emporte et élimine l'unité qui lui était opposé. Si les deux joueurs
    ont le même nombre de "6" (ou aucun), ils relancent les dés jusqu'à ce qu'un vainqueur se dégage. »"""
    state = _at()
    battle(state, {"spearman": 2}, {"hippokon": 2})
    encounter(state, "spearman", "hippokon")
    # Spearman 3 + 3 vs Cavalry; Hippokon 3: ties rerolled, so the odds are those of a decisive roll
    assert roll_odds(state) == win_probability(6, 3)
    state.apply("roll attacker")
    forces = data(state)["battle"]["forces"]
    assert forces == [{"spearman": 2}, {"hippokon": 1}]


def test_9_phase_1_cards_chosen_in_secret_any_unit_in_the_battle():
    """« PHASE 1. Chaque joueur choisit secrètement une carte bataille représentant une de ses unités engagées au
    combat. »"""
    state = _at()
    battle(state, {"spearman": 1, "elephant": 1}, {"hoplite": 1, "toxotes": 1})
    while data(state)["battle"]["phase"] == "retreat":
        state.apply("fight")
    assert state.current_player == 0 and state.is_secret_decision()
    assert sorted(texts(state)) == ["card elephant 0", "card spearman 0"]
    assert "IX" in refused(state, "card chariot_archer 0")
    start = len(state.history)
    state.apply("card elephant 0")
    assert state.current_player == 1 and state.is_secret_decision()
    assert not any("Elephant" in line for line in log_texts(state, start, seat=1))
    assert board(state, 1)["battle"]["sides"][0]["card"] is None
    assert sorted(texts(state)) == ["card hoplite 0", "card toxotes 0"]


def test_9_phase_4_same_card_may_be_chosen_again():
    """« le joueur peut choisir d'utiliser la même carte bataille »."""
    state = _at()
    battle(state, {"spearman": 2, "elephant": 1}, {"hoplite": 2})
    encounter(state, "spearman", "hoplite")
    state.apply("roll attacker")
    while data(state)["battle"]["phase"] == "retreat":
        state.apply("fight")
    assert "card spearman 0" in texts(state)
    state.apply("card spearman 0")
    assert "card hoplite 0" in texts(state)


def test_9_retreat_before_any_round_including_the_first():
    """« Avant n'importe quel round de combat (et avant de révéler les cartes unités), un joueur peut déclarer que
    ses unités survivantes font retraite. On peut retraire au premier round de combat. » ; « La bataille se termine
    quand un joueur fait retraite [...] Le joueur restant a gagné la bataille. »"""
    state = _at(vp_cards={"last_battle": 3, "wonder": 0})
    battle(state, {"spearman": 2}, {"hoplite": 2})
    assert texts(state) == ["fight", "retreat"] and state.current_player == 0
    state.apply("fight")
    assert texts(state) == ["fight", "retreat"] and state.current_player == 1
    state.apply("retreat")  # the defender retreats before the first round
    d = data(state)
    assert d["battle"] is None
    assert d["vp"][0] == 3  # the attacker won
    assert stage(state) == "spoils" and state.current_player == 0  # and raids the holding area
    assert d["units"][1] == {"hoplite": 2, "toxotes": 2, "hippokon": 2}  # survivors back home


def test_9_battle_ends_when_a_side_has_no_units():
    """« La bataille se termine quand un joueur fait retraite ou n'a plus d'unités. Le joueur restant a gagné la
    bataille. »"""
    state = _at(vp_cards={"last_battle": 1, "wonder": 2})
    battle(state, {"spearman": 1}, {"hoplite": 1})
    encounter(state, "spearman", "hoplite")
    state.apply("roll defender")
    d = data(state)
    assert d["battle"] is None
    assert d["vp"] == [0, 1, 0]
    assert d["units"][0] == {"spearman": 1, "elephant": 2, "chariot_archer": 2}
    assert d["units"][1] == {"hoplite": 2, "toxotes": 2, "hippokon": 2}


def test_9_end_attacker_wins_takes_cubes_and_spoils():
    """« 2. Le vainqueur reçoit les cubes point de victoire qui sont sur la carte "Won the Last Battle". 3. Si le
    vainqueur est le joueur attaquant, il peut choisir de détruire un bâtiment, de prendre une tuile production ou
    de prendre 5 cubes ressource selon la zone attaquée. »"""
    state = _at(vp_cards={"last_battle": 2, "wonder": 1}, tiles={1: {"fertile_2food": 1}})
    battle(state, {"spearman": 1}, {"hoplite": 1}, area="production")
    encounter(state, "spearman", "hoplite")
    state.apply("roll attacker")
    assert data(state)["vp"][0] == 2 and data(state)["vp_cards"]["last_battle"] == 0
    assert stage(state) == "spoils" and texts(state) == ["capture fertile_2food", "done"]


def test_9_end_survivors_return_to_holding():
    """« 1. Toutes les unités survivantes retournent dans leur zone de possession. »"""
    state = _at()
    battle(state, {"spearman": 2, "elephant": 1}, {"hoplite": 1})
    encounter(state, "spearman", "hoplite")
    state.apply("roll attacker")
    d = data(state)
    assert d["units"][0] == {"spearman": 2, "elephant": 2, "chariot_archer": 2}
    assert d["units"][1] == {"hoplite": 1, "toxotes": 2, "hippokon": 2}
    assert board(state)["players"][0]["units"] == {"spearman": 2, "elephant": 2, "chariot_archer": 2}


def test_9_defender_wall_two_dice_in_every_encounter():
    """« 4. Le défenseur a aussi 2 dés supplémentaires s'il a un mur ou une tour dans la zone attaquée. »"""
    state = _at(buildings={1: {"wall": 1}})
    battle(state, {"chariot_archer": 2}, {"toxotes": 2}, area="city")
    encounter(state, "chariot_archer", "toxotes")
    assert roll_odds(state) == win_probability(3, 5)
    state.apply("roll attacker")
    encounter(state, "chariot_archer", "toxotes")
    assert roll_odds(state) == win_probability(3, 5)
    assert chance_texts(state)


def test_9_phase_2_god_power_bonus_dice():
    """« 3. Certains pouvoirs divins donnent des dés de bonus. » (Bragi: +1 die to each of his units, card data)"""
    state = edit(base(first=2), hands={2: ["bragi", "perm_gather"]})
    apply(state, "play bragi", "power", "card_action", "target 0", "area holding")
    commit(state, {"jarl": 1})
    commit(state, {"spearman": 1})
    state.apply("reveal")
    encounter(state, "jarl", "spearman")
    assert roll_odds(state) == win_probability(3 + 1, 3 + 3)  # Spearman +3 vs Cavalry


def test_9_example_cyclops_throws_only_a_non_giant():
    """« La capacité du Cyclope lui permet d'éjecter une unité non géante de la bataille. » — against the
    Scorpion-Man (a Giant) no throw is offered; against a Spearman it is."""
    state = edit(base(first=1), hands={1: ["perm_attack", "perm_gather"]},
                 units={1: {"cyclops": 1}, 0: {"scorpion_man": 1, "spearman": 1}})
    battle(state, {"cyclops": 1}, {"scorpion_man": 1, "spearman": 1}, target=0)
    encounter(state, "cyclops", "scorpion_man")
    assert state.is_chance_node() and roll_odds(state) == win_probability(6, 5)
    state.apply("roll attacker")
    encounter(state, "cyclops", "spearman")
    assert state.current_player == 1 and sorted(texts(state)) == ["declare none", "declare throw"]
