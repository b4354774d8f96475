"""XI. EXEMPLE D'UN TOUR DE JEU: André (Egyptian), Bill (Greek) and Christine (Norse) play turn 3.

The position at the start of the turn is not given by the book; it is chosen so that every number the book gives
follows: André (seat 0, Classical, starting player) has Desert tiles 2 x (2 favor) and 2 x (1 gold), Hills 2 x (2
gold), a villager in his holding area; Bill (seat 1) a Desert (2 favor) and a Hills (2 gold) tile, no villager;
Christine (seat 2) a Fertile (2 food) tile with a villager on it, a Forest (2 wood), a Swamp (1 wood), a Desert
(1 gold), a villager in her holding area and a Gold Mint."""

from __future__ import annotations

import pytest

import kleos

from .helpers import apply, base, chance_texts, data, edit, finish_turn, game, log_texts, res, stage, texts

ANDRE, BILL, CHRISTINE = 0, 1, 2


@pytest.fixture(scope="module")
def turn():
    state = base(first=2)
    finish_turn(state, keep=False)
    state = edit(state, turn=3, age={ANDRE: 1}, hands={0: [], 1: [], 2: []},
                 tiles={ANDRE: {"desert_2favor": 2, "desert_1gold": 2, "hills_2gold": 2},
                        BILL: {"desert_2favor": 1, "hills_2gold": 1},
                        CHRISTINE: {"fertile_2food": 1, "forest_2wood": 1, "swamp_1wood": 1, "desert_1gold": 1}},
                 villagers={ANDRE: 1, CHRISTINE: 1}, workers={CHRISTINE: {"fertile_2food": 1}},
                 buildings={ANDRE: {"house": 1}, CHRISTINE: {"house": 2, "gold_mint": 1}},
                 res={ANDRE: res(4, 4, 4, 4), BILL: res(2, 1, 2, 2), CHRISTINE: res(4, 0, 2, 4)})
    saves = {"start": state.dumps()}
    placers = []
    for card in ("wonder", "most_buildings", "most_buildings"):
        placers.append(state.current_player)
        state.apply(f"vp {card}")
    saves["placers"] = placers
    saves["cubes"] = state.dumps()
    # « Chaque joueur décide quelles cartes action il veut en main »: each hand is chosen (in secret), a place at a
    # time, then the random cards are drawn (issue 26: the choices are secret, the draws follow them all)
    apply(state, "permanent gather", "permanent recruit", "fill", "fill", "fill")
    apply(state, "permanent explore", "permanent gather", "permanent build", "fill")
    apply(state, "permanent explore", "permanent gather", "permanent next_age", "fill", "hands_chosen")
    saves["andre_fill"] = state.dumps()
    apply(state, "deal egyptian_trade_1", "deal egyptian_explore_p", "deal egyptian_next_age")
    apply(state, "deal hades", "deal norse_recruit_3")
    saves["hands"] = state.dumps()
    # Round 1
    apply(state, "play egyptian_explore_p", "tile forest_2wood", "tile desert_1gold", "tile desert_2favor")
    saves["r1_andre_explore"] = state.dumps()
    state.apply("take forest_2wood")
    saves["r1_andre_took"] = state.dumps()
    apply(state, "play perm_explore", "tile forest_2wood", "tile mountains_2gold", "tile swamp_1food",
          "tile hills_1favor")
    saves["r1_bill_explore"] = state.dumps()
    apply(state, "take forest_2wood", "take mountains_2gold", "take swamp_1food")
    saves["r1_bill_took"] = state.dumps()
    apply(state, "play perm_gather", "gather wood", "move holding forest_2wood", "move fertile_2food swamp_1wood",
          "done")
    saves["r1"] = state.dumps()
    # Round 2
    apply(state, "play perm_gather", "gather desert", "move holding desert_1gold", "done")
    saves["r2_andre"] = state.dumps()
    apply(state, "play hades", "power", "unit toxotes")
    for cube in ("food", "food", "food", "wood", "wood", "gold", "favor"):
        state.apply(f"cube {cube}")
    saves["r2_hades"] = state.dumps()
    apply(state, "card_action", "gather hills")
    if stage(state) == "gather_move":
        state.apply("done")
    saves["r2_bill"] = state.dumps()
    state.apply("play perm_next_age")
    saves["r2"] = state.dumps()
    # Round 3
    apply(state, "play perm_recruit", "recruit priest", "recruit phoenix")
    apply(state, "play perm_build", "build house")
    saves["r3_christine"] = state.dumps()
    state.apply("play perm_explore")
    while state.is_chance_node():
        state.step_chance()
    while stage(state) == "explore":
        state.apply("pass")
    saves["r3"] = state.dumps()
    while stage(state) == "discard":
        state.apply("keep")
    saves["end"] = state.dumps()
    return saves


def _load(turn, key):
    return kleos.State.loads(turn[key])


def _gain(turn, before, after):
    a, b = data(_load(turn, before))["res"], data(_load(turn, after))["res"]
    return [{r: b[s][r] - a[s][r] for r in b[s] if b[s][r] != a[s][r]} for s in range(3)]


def test_11_victory_cubes_one_each(turn):
    """« Chaque joueur prend un cube rouge pour le poser sur une carte victoire. André le place sur la carte
    Merveille. Bill place le sien sur la carte « The Most Buildings » tout comme Christine. »"""
    assert turn["placers"] == [ANDRE, BILL, CHRISTINE]
    before, after = data(_load(turn, "start")), data(_load(turn, "cubes"))
    assert after["vp_cards"]["wonder"] - before["vp_cards"]["wonder"] == 1
    assert after["vp_cards"]["most_buildings"] - before["vp_cards"]["most_buildings"] == 2
    assert stage(_load(turn, "cubes")) == "hand"


def test_11_hands_andre_five_cards_others_four(turn):
    """« André pioche 5 cartes (il est à l'Age Classique). Il choisit 2 cartes permanents (Gather et Recruit) et
    pioche 3 cartes aléatoires [...] Bill [...] pioche une carte aléatoire [...] Christine [...] pioche une carte
    aléatoire, Recruit. »"""
    state = _load(turn, "andre_fill")
    cards = game(players=3).board_data()["cards"]
    assert state.is_chance_node()
    assert all(cards[t.split()[1]]["culture"] == "egyptian" for t in chance_texts(state))
    hands = data(_load(turn, "hands"))["hands"]
    assert hands[ANDRE] == ["perm_gather", "perm_recruit", "egyptian_trade_1", "egyptian_explore_p",
                            "egyptian_next_age"]
    assert hands[BILL] == ["perm_explore", "perm_gather", "perm_build", "hades"]
    assert hands[CHRISTINE] == ["perm_explore", "perm_gather", "perm_next_age", "norse_recruit_3"]
    assert stage(_load(turn, "hands")) == "play" and _load(turn, "hands").current_player == ANDRE


def test_11_round_1_andre_explore_three_tiles_others_cannot_place(turn):
    """« André joue sa carte Explore. Il pioche 3 tuiles de la réserve et les expose. Il prend une tuile Bois/Forêt
    et les deux autres joueurs ne peuvent prendre pas de tuile car ils n'ont pas de case libre correspondant aux
    terrains restants. Les tuiles sont remises dans la réserve. »"""
    state = _load(turn, "r1_andre_explore")
    assert len(data(state)["revealed"]) == 3 and state.current_player == ANDRE
    state = _load(turn, "r1_andre_took")
    d = data(state)
    assert d["tiles"][ANDRE]["forest_2wood"] == 1
    assert d["revealed"] == [] and stage(state) == "play" and state.current_player == BILL


def test_11_round_1_bill_explore_four_tiles(turn):
    """« Bill [...] joue sa carte Explore qui lui permet de piocher 4 tuiles. Bill prend une forêt, Christine une
    montagne et André prend le marais. La tuile restante est remise dans la réserve. »"""
    assert len(data(_load(turn, "r1_bill_explore"))["revealed"]) == 4
    d = data(_load(turn, "r1_bill_took"))
    assert d["tiles"][BILL]["forest_2wood"] == 1
    assert d["tiles"][CHRISTINE]["mountains_2gold"] == 1
    assert d["tiles"][ANDRE]["swamp_1food"] == 1
    assert d["revealed"] == []


def test_11_round_1_christine_gathers_wood_gold_mint(turn):
    """« Christine joue sa carte Gather et décide de collecter du bois. Elle a un villageois dans sa zone de
    possession et un autre sur une tuile nourriture. Elle déplace ses villageois sur les tuiles produisant du bois.
    [...] Elle prend 5 cubes bois [...] Comme elle a aussi une fabrique d'or, elle prend 2 cubes or. André et Bill
    récupèrent leurs bois. »"""
    assert _gain(turn, "r1_bill_took", "r1") == [{"wood": 2}, {"wood": 2}, {"wood": 5, "gold": 2}]
    assert data(_load(turn, "r1"))["workers"][CHRISTINE] == {"forest_2wood": 1, "swamp_1wood": 1}


def test_11_round_2_andre_gathers_desert_no_gold_mint_for_christine(turn):
    """« André joue sa carte Gather et choisit de collecter les tuiles Désert. Il déplace un villageois sur une tuile
    désert/or et reçoit 4 Faveurs et 3 Or. Bill a une tuile désert 2x Faveurs et reçoit 2 faveurs. Christine a une
    tuile Désert 1x Or et reçoit un cube Or. Elle ne reçoit pas d'or pour sa fabrique d'or car ce n'est pas elle qui
    a joué la carte Gather. »"""
    assert _gain(turn, "r1", "r2_andre") == [{"gold": 3, "favor": 4}, {"favor": 2}, {"gold": 1}]


def test_11_round_2_bill_hades_then_gathers_hills(turn):
    """« Bill décide de jouer sa carte dieu. Pour un cube faveur, il est autorisé à échanger une de ses unités
    mortelles contre 7 cubes ressource. Il remet un de ses archers dans la réserve et prend 7 cubes de la banque. Il
    peut maintenant jouer la partie collecte de sa carte s'il le veut. Il le fait et décide de collecter les
    collines. »"""
    assert _gain(turn, "r2_andre", "r2_hades")[BILL] == {"food": 3, "wood": 2, "gold": 1}  # +7 cubes, -1 favor
    assert data(_load(turn, "r2_hades"))["units"][BILL] == {"hoplite": 2, "toxotes": 1, "hippokon": 2}
    assert texts(_load(turn, "r2_hades")) == ["card_action", "no_card_action"]
    assert _gain(turn, "r2_hades", "r2_bill") == [{"gold": 4}, {"gold": 2}, {}]


def test_11_round_2_christine_next_age(turn):
    """« Christine joue sa carte Next Age, paye quatre cubes de chaque ressource et avance à l'Age Classique. »"""
    d = data(_load(turn, "r2"))
    assert d["age"][CHRISTINE] == 1
    assert _gain(turn, "r2_bill", "r2")[CHRISTINE] == {"food": -4, "wood": -4, "gold": -4, "favor": -4}


def test_11_round_3_andre_recruits_priest_and_phoenix(turn):
    """« André joue sa carte Recruit qui lui permet de recruter deux unités : il prend un Prêtre (héros de l'Age
    Classique) et un phénix. Il paye les coûts à la banque et les place sur sa zone de possession. »"""
    d = data(_load(turn, "r3_christine"))
    assert d["units"][ANDRE]["priest"] == 1 and d["units"][ANDRE]["phoenix"] == 1


def test_11_round_3_bill_builds_a_house_and_gets_a_villager(turn):
    """« Bill joue sa carte Build qui lui permet de faire une construction. Il choisit une maison. Il paye les coûts,
    place la tuile maison [dans] sa zone urbaine et prend un villageois qu'il place dans sa zone de possession. »"""
    d = data(_load(turn, "r3_christine"))
    assert d["buildings"][BILL] == {"house": 1} and d["villagers"][BILL] == 1


def test_11_round_3_christine_cannot_afford_her_recruit(turn):
    """« Elle dispose d'une bonne carte « Recruit » qui l'autorise à recruter 3 unités, mais elle a dépensé la
    plupart des ses cubes de ressource en avançant à l'Age Classique [...] Elle décide de jouer sa carte Explore »."""
    state = _load(turn, "r3_christine")
    assert state.current_player == CHRISTINE
    units = data(state)["units"][CHRISTINE]
    state.apply("play norse_recruit_3")
    assert data(state)["units"][CHRISTINE] == units  # nothing could be paid
    explored = _load(turn, "r3")
    assert any("Player 3 plays Explore" in line for line in log_texts(explored)[-12:])


def test_11_spoilage_only_andre_returns_two_gold(turn):
    """« Des trois joueurs, seul André a plus de 5 cubes dans une ressource. Il a 7 Or et doit donc en rendre 2 à la
    banque. »"""
    before = data(_load(turn, "r3_christine"))["res"]
    assert before[ANDRE]["gold"] == 7
    assert all(v <= 5 for s in (BILL, CHRISTINE) for v in before[s].values())
    after = data(_load(turn, "r3"))["res"]
    assert after[ANDRE] == dict(before[ANDRE], gold=5)
    assert after[BILL] == before[BILL]
    spoil = [line for line in log_texts(_load(turn, "r3")) if "spoilage" in line]
    assert spoil[-1] == "Player 1 returns 2 gold to the bank (spoilage above 5)"


def test_11_next_starting_player_bill(turn):
    """« Bill sera le 1er joueur du prochain tour (Starting Player). Il commencera suivi de Christine et d'André. »"""
    state = _load(turn, "end")
    assert data(state)["first"] == BILL
    order = []
    while stage(state) == "vp":
        order.append(state.current_player)
        state.apply("vp wonder")
    assert order == [BILL, CHRISTINE, ANDRE]
