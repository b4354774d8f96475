"""VIII. LES CARTES ACTION: Explore, Gather, Recruit, Build, Trade, Next Age, Attack, and passing."""

from __future__ import annotations

import pytest

from .helpers import (
    apply,
    base,
    battle,
    board,
    chance_texts,
    commit,
    data,
    edit,
    encounter,
    finish_turn,
    game,
    log_texts,
    place_cubes,
    refused,
    res,
    stage,
    texts,
)

# --------------------------------------------------------------------------------------------- Explore


def _reveal(state, tiles):
    for tile in tiles:
        state.apply(f"tile {tile}")


@pytest.mark.parametrize(("players", "drawn"), [(2, 3), (3, 4), (4, 5)])
def test_8_explore_permanent_card_draws_tiles(players, drawn):
    """§XI: « Bill [...] joue sa carte Explore qui lui permet de piocher 4 tuiles » (his permanent Explore, three
    players): the permanent card draws one tile per player plus one (component data: P + 1)."""
    state = edit(base(players=players, cultures=("egyptian", "greek", "norse", "greek")[:players]),
                 hands={0: ["perm_explore"]})
    state.apply("play perm_explore")
    count = 0
    while state.is_chance_node():
        state.step_chance()
        count += 1
    assert count == drawn
    assert len(data(state)["revealed"]) == drawn


def test_8_explore_random_card_one_tile_per_player():
    """§XI: « une carte Explore (une tuile piochée par joueur) » — « André joue sa carte Explore. Il pioche 3 tuiles
    de la réserve »."""
    state = edit(base(), hands={0: ["egyptian_explore_p"]})
    state.apply("play egyptian_explore_p")
    count = 0
    while state.is_chance_node():
        state.step_chance()
        count += 1
    assert count == 3


def test_8_explore_card_player_picks_first_then_to_his_left():
    """« Ce joueur choisit l'une de ces tuiles et la place dans sa zone de production. [...] Le joueur à sa gauche
    fait la même chose et ainsi de suite jusqu'à ce que tous les joueurs aient choisi une tuile ou passé. »"""
    state = edit(base(first=1), tiles={0: {"forest_2wood": 1}})
    state.apply("play perm_explore")  # seat 1, the Greek
    _reveal(state, ["forest_2wood", "mountains_2gold", "fertile_2food", "desert_1gold"])
    assert state.current_player == 1
    state.apply("take fertile_2food")
    assert state.current_player == 2
    assert "take fertile_2food" not in texts(state)  # one tile each: the taken one is gone
    state.apply("take mountains_2gold")
    assert state.current_player == 0
    # the Egyptian: his one Forest space is full and he has no Mountains space
    assert texts(state) == ["take desert_1gold", "pass"]
    state.apply("pass")
    d = data(state)
    assert d["tiles"][1] == {"fertile_2food": 1} and d["tiles"][2] == {"mountains_2gold": 1}
    assert d["tiles"][0] == {"forest_2wood": 1}
    assert stage(state) == "play" and state.current_player == 2


def test_8_explore_leftover_tiles_back_into_the_pool():
    """« Les tuiles restantes sont remises faces cachées dans la réserve que l'on mélange. »"""
    state = edit(base(), hands={0: ["perm_explore"]})
    pool = sum(data(state)["pool"].values())
    state.apply("play perm_explore")
    _reveal(state, ["forest_2wood", "mountains_2gold", "fertile_2food", "desert_1gold"])
    apply(state, "take desert_1gold", "pass", "pass")
    d = data(state)
    assert d["revealed"] == []
    assert sum(d["pool"].values()) == pool - 1
    state2 = edit(state, hands={1: ["perm_explore"]})
    state2.apply("play perm_explore")
    assert "tile forest_2wood" in chance_texts(state2)


def test_8_explore_tile_only_on_empty_space_of_its_terrain():
    """« La tuile et la case doivent avoir le même terrain et il ne peut y avoir qu'une tuile par case. »
    The Norse board and the Greek board have one Desert space each; the Greek has one Mountains space."""
    state = edit(base(), tiles={2: {"desert_1gold": 1}, 1: {"mountains_1wood": 1}}, hands={0: ["perm_explore"]})
    state.apply("play perm_explore")
    _reveal(state, ["desert_2favor", "mountains_2gold", "mountains_1favor", "desert_1gold"])
    state.apply("pass")  # the Egyptian
    assert state.current_player == 1
    assert "take mountains_2gold" not in texts(state)
    assert "take desert_2favor" in texts(state)
    msg = refused(state, "take mountains_2gold")
    assert "VIII" in msg or "V" in msg
    state.apply("take desert_2favor")
    assert state.current_player == 2
    assert "take desert_1gold" not in texts(state) and "take mountains_2gold" in texts(state)


def test_8_explore_player_may_pass():
    """« Les joueurs peuvent choisir de passer et de ne pas prendre de tuile si ils [...] ne veulent pas
    sélectionner une des tuiles disponibles. »"""
    state = edit(base(), hands={0: ["perm_explore"]})
    state.apply("play perm_explore")
    _reveal(state, ["fertile_2food", "fertile_2food", "fertile_2food", "fertile_2food"])
    apply(state, "pass", "pass", "pass")
    assert [d for d in data(state)["tiles"]] == [{}, {}, {}]


# --------------------------------------------------------------------------------------------- Gather


def test_8_gather_example_egyptian_desert():
    """Exemple : « il choisit de sélectionner la collecte sur un type de terrain, le Désert. [...] Il choisit de
    placer un villageois sur une tuile désert avec 1 ressource Or. Durant ce tour de collecte, il produira 2 cubes
    Or. » The Greek and the Norse, with one Desert tile each, gather it too."""
    state = edit(base(), tiles={0: {"desert_1gold": 1, "desert_2favor": 5}, 1: {"desert_2favor": 1},
                                2: {"desert_1gold": 1, "fertile_2food": 1}},
                 villagers={0: 1}, buildings={0: {"house": 1}})
    before = data(state)["res"]
    apply(state, "play perm_gather", "gather desert")
    assert "move holding desert_1gold" in texts(state)
    apply(state, "move holding desert_1gold", "done")
    after = data(state)["res"]
    assert after[0]["gold"] - before[0]["gold"] == 2
    assert after[0]["favor"] - before[0]["favor"] == 10
    assert after[1]["favor"] - before[1]["favor"] == 2
    assert after[2]["gold"] - before[2]["gold"] == 1 and after[2]["food"] == before[2]["food"]
    lines = log_texts(state)[-3:]
    assert lines[0].endswith("Player 1 gathers 2 gold, 10 favor")


def test_8_gather_mode_terrain_or_resource():
    """« Collecter des ressources de l'un des six types de terrain [...] Collecter toutes les ressources d'un type
    (bois, nourriture, or et faveur) »: the permanent Gather offers the 6 terrains and the 4 resources."""
    state = base()
    state.apply("play perm_gather")
    assert sorted(texts(state)) == sorted(
        f"gather {m}" for m in ("fertile", "forest", "hills", "mountains", "desert", "swamp",
                                "food", "wood", "gold", "favor"))


def test_8_gather_resource_type_applies_to_all_players():
    """« Le type de ressource choisi par le joueur qui a joué la carte s'applique à tous les joueurs. Ils doivent
    tous collecter ce type de ressources seulement. »"""
    state = edit(base(), tiles={0: {"fertile_2food": 1, "forest_2wood": 1},
                                1: {"hills_1food": 1, "hills_2gold": 1, "forest_1food": 1},
                                2: {"swamp_1food": 1, "mountains_2gold": 1}})
    before = data(state)["res"]
    apply(state, "play perm_gather", "gather food", "done")
    after = data(state)["res"]
    assert [after[s]["food"] - before[s]["food"] for s in range(3)] == [2, 2, 1]
    assert all(after[s][r] == before[s][r] for s in range(3) for r in ("wood", "gold", "favor"))


def test_8_gather_terrain_applies_to_all_players():
    """« Le terrain choisi par le joueur qui a joué la carte s'applique à tous les joueurs. Ils doivent tous
    collecter les ressources de ce type de terrain et seulement celui-ci. »"""
    state = edit(base(), tiles={0: {"fertile_2food": 1, "hills_1food": 1},
                                1: {"hills_1food": 1, "hills_2gold": 1, "forest_1food": 1},
                                2: {"swamp_1food": 1, "hills_1wood": 1}})
    before = data(state)["res"]
    apply(state, "play perm_gather", "gather hills", "done")
    after = data(state)["res"]
    gained = [{r: after[s][r] - before[s][r] for r in after[s] if after[s][r] != before[s][r]} for s in range(3)]
    assert gained == [{"food": 1}, {"food": 1, "gold": 2}, {"wood": 1}]


def test_8_gather_only_card_player_moves_villagers():
    """« le joueur qui a joué cette carte (et seulement ce joueur) peut repositionner ses villageois » ; « Chaque
    villageois sur une tuile donne un cube ressource supplémentaire »."""
    state = edit(base(), tiles={0: {"fertile_2food": 1}, 1: {"fertile_2food": 1}},
                 villagers={0: 1, 1: 1}, buildings={0: {"house": 1}, 1: {"house": 1}})
    before = data(state)["res"]
    apply(state, "play perm_gather", "gather fertile", "move holding fertile_2food", "done")
    after = data(state)["res"]
    assert after[0]["food"] - before[0]["food"] == 3  # 2 printed + 1 villager
    assert after[1]["food"] - before[1]["food"] == 2  # his villager stayed in the holding area
    assert data(state)["villagers"][1] == 1 and data(state)["workers"][1] == {}


def test_8_gather_one_villager_per_tile_and_tile_to_tile_moves():
    """« de sa zone de possession vers ses tuiles produisant des ressources ou d'une tuile ressource vers une autre
    tuile ressource. Il n'y a pas de limite au nombre de villageois [...] Mais une tuile ressource ne peut avoir
    qu'un villageois ou unité. »"""
    state = edit(base(), tiles={0: {"fertile_2food": 1, "forest_2wood": 1}}, villagers={0: 2},
                 workers={0: {"fertile_2food": 1}}, buildings={0: {"house": 3}})
    apply(state, "play perm_gather", "gather wood")
    offered = texts(state)
    assert "move holding fertile_2food" not in offered  # occupied
    assert "move fertile_2food forest_2wood" in offered
    refused(state, "move holding fertile_2food")
    state.apply("move fertile_2food forest_2wood")
    state.apply("move holding fertile_2food")
    assert texts(state) == ["done"]  # every tile holds one villager; the third stays in the holding area
    before = data(state)["res"][0]
    state.apply("done")
    assert data(state)["res"][0]["wood"] - before["wood"] == 3
    assert data(state)["workers"][0] == {"fertile_2food": 1, "forest_2wood": 1}
    assert data(state)["villagers"][0] == 1


def test_8_gather_all_only_in_random_decks_collects_every_tile():
    """« Le second type de carte « Gather » est la carte « Gather All ». On ne trouve cette carte que dans le paquet
    de cartes aléatoires [...] Elle permet aux joueurs de collecter toutes les ressources indiquées sur toutes leurs
    tuiles »."""
    state = edit(base(first=1), hands={1: ["greek_gather_all"]},
                 tiles={0: {"fertile_2food": 1, "forest_2wood": 1}, 1: {"hills_2gold": 1, "desert_2favor": 1},
                        2: {"swamp_1wood": 1}})
    before = data(state)["res"]
    state.apply("play greek_gather_all")
    assert not any(t.startswith("gather ") for t in texts(state))  # nothing to choose: every tile
    state.apply("done")
    after = data(state)["res"]
    gained = [{r: after[s][r] - before[s][r] for r in after[s] if after[s][r] != before[s][r]} for s in range(3)]
    assert gained == [{"food": 2, "wood": 2}, {"gold": 2, "favor": 2}, {"wood": 1}]
    permanent = base()
    permanent.apply("play perm_gather")
    assert "gather all" not in texts(permanent)  # the permanent Gather names one terrain or one resource


def test_8_gather_card_player_first_then_left_bank_limited():
    """« Le joueur qui a joué la carte, collecte ses ressources de la banque le premier. Le joueur à sa gauche fait
    la même chose [...] s'il n'y a plus de cubes ressource d'un type dans la banque pendant la collecte, le joueur ne
    reçoit pas de cube de ce type [...] il n'y a pas de prêt ni d'avance de ressource »."""
    state = edit(base(first=1), balance=False, bank={"food": 5, "wood": 13, "gold": 13, "favor": 13},
                 tiles={0: {"fertile_2food": 2}, 1: {"fertile_2food": 1, "hills_1food": 1},
                        2: {"fertile_2food": 3}})
    before = data(state)["res"]
    apply(state, "play perm_gather", "gather food", "done")  # the Greek (seat 1) plays
    after = data(state)["res"]
    assert [after[s]["food"] - before[s]["food"] for s in range(3)] == [0, 3, 2]
    assert data(state)["bank"]["food"] == 0


# --------------------------------------------------------------------------------------------- Recruit


def test_8_recruit_example_minotaur_and_archer():
    """Exemple : « Le joueur Grecque décide de jouer une carte « Recruit ». Un 2 est indiqué sur cette carte [...]
    Le joueur se décide pour un Minotaure (2 nourritures et 2 Bois) ainsi que pour un Archer (1 nourriture et 1
    bois). »"""
    state = edit(base(first=1), res={1: res(8, 8, 8, 8)})
    apply(state, "play perm_recruit", "recruit minotaur")
    assert stage(state) == "recruit"
    state.apply("recruit toxotes")
    d = data(state)
    assert d["res"][1] == res(5, 5, 8, 8)
    assert d["units"][1] == {"hoplite": 2, "toxotes": 3, "hippokon": 2, "minotaur": 1}
    assert stage(state) == "play" and state.current_player == 2  # a Recruit 2 buys no third unit


def test_8_recruit_only_what_one_can_pay():
    """« le joueur peut acheter un nombre d'unités égal ou inférieur au nombre indiqué sur la carte tant qu'il peut
    payer les coûts »."""
    state = edit(base(first=1), res={1: res(1, 1, 0, 0)})
    state.apply("play perm_recruit")
    assert texts(state) == ["recruit hoplite", "recruit toxotes", "done"]
    assert "VIII" in refused(state, "recruit minotaur")
    state.apply("recruit hoplite")
    assert data(state)["res"][1] == res(0, 0, 0, 0)
    assert stage(state) == "play" and state.current_player == 2  # nothing more can be paid: the action ends


def test_8_recruit_heroes_from_their_age_villagers_never():
    """« les héros ne peuvent être recrutés que lorsque vous avez avancé à leur Age ou au-delà » ; « on ne recrute
    pas les villageois »."""
    rich = res(9, 9, 9, 9)
    archaic = edit(base(), res={0: rich})
    archaic.apply("play perm_recruit")
    assert not any(t in texts(archaic) for t in ("recruit priest", "recruit pharaoh", "recruit son_of_osiris"))
    assert "VIII" in refused(archaic, "recruit priest")
    assert not any("villager" in t for t in texts(archaic))
    heroic = edit(base(), res={0: rich}, age={0: 2})
    heroic.apply("play perm_recruit")
    assert "recruit priest" in texts(heroic) and "recruit pharaoh" in texts(heroic)
    assert "recruit son_of_osiris" not in texts(heroic)


def test_8_recruited_units_fight_at_once():
    """« Après avoir payé, le joueur prend les unités achetées et les place dans la zone de possession de son
    plateau. Les unités achetées sont immédiatement prêtes pour la bataille. »"""
    state = edit(base(), res={0: res(9, 9, 9, 9)}, hands={0: ["perm_recruit", "perm_attack"]})
    apply(state, "play perm_recruit", "recruit mummy", "done")
    assert board(state)["players"][0]["units"]["mummy"] == 1
    apply(state, "discard perm_build", "discard perm_build")
    apply(state, "play perm_attack", "target 1", "area holding")
    offered = []
    while data(state)["battle"]["phase"] == "commit" and state.current_player == 0:
        offered.append(texts(state)[0].split()[1])
        state.apply(texts(state)[0])
    assert "mummy" in offered


# --------------------------------------------------------------------------------------------- Build


def test_8_build_example_storehouse_and_house():
    """Exemple : « Le joueur Grecque décide de jouer une carte « Build » avec le nombre 2 indiqué. Il construit une
    structure StoreHouse avec un point, et une maison avec le second. Il est limité à 2 constructions »."""
    state = edit(base(first=1), res={1: res(8, 8, 8, 8)}, hands={1: ["greek_build_2"]})
    apply(state, "play greek_build_2", "build storehouse", "build house")
    d = data(state)
    assert d["buildings"][1] == {"storehouse": 1, "house": 1}
    assert d["res"][1] == res(4, 4, 6, 6)  # Storehouse 2F 2W 2G 2V, House 2F 2W (board costs)
    assert d["villagers"][1] == 1  # « le joueur gagne un nouveau villageois »
    assert stage(state) == "play" and state.current_player == 2


def test_8_build_one_of_each_type_houses_up_to_ten():
    """« Chaque joueur ne peut construire qu'un exemplaire de chaque type de bâtiment, à l'exception des maisons
    (maximum de 10 maisons pour un joueur). »"""
    state = edit(base(), res={0: res(9, 9, 9, 9)}, buildings={0: {"market": 1, "house": 9}},
                 villagers={0: 9}, hands={0: ["egyptian_build_4"]})
    state.apply("play egyptian_build_4")
    assert "build market" not in texts(state)
    assert "VIII" in refused(state, "build market") or "V" in refused(state, "build market")
    state.apply("build house")
    assert "build house" not in texts(state)
    refused(state, "build house")
    assert data(state)["buildings"][0]["house"] == 10 and data(state)["villagers"][0] == 10


def test_8_build_city_area_full():
    """« Il ne peut y avoir qu'une tuile construction par case de la zone urbaine. Si cette zone est remplie de
    constructions, le joueur ne peut plus construire » (16 spaces on the boards)."""
    city = {"house": 5, "wall": 1, "tower": 1, "storehouse": 1, "market": 1, "armory": 1, "quarry": 1,
            "monument": 1, "granary": 1, "gold_mint": 1, "wood_workshop": 1, "siege_engine_workshop": 1}
    assert sum(city.values()) == 16
    state = edit(base(), res={0: res(9, 9, 9, 9)}, buildings={0: city}, villagers={0: 5})
    state.apply("play perm_build")
    assert stage(state) == "play" and state.current_player == 1  # no space: the Build does nothing
    assert data(state)["buildings"][0] == city and data(state)["res"][0] == res(9, 9, 9, 9)


def test_8_build_only_what_one_can_pay():
    """« le joueur peut construire un nombre de structures inférieur ou égal au nombre indiqué sur la carte et qu'il
    peut payer les coûts (indiqués sur le plateau) »."""
    state = edit(base(), res={0: res(2, 2, 0, 0)})
    state.apply("play perm_build")
    assert texts(state) == ["build house", "done"]


def test_8_build_wonder_needs_mythic_age():
    """« La Merveille ne peut être construite par un joueur que s'il a atteint l'Age Mythique. »"""
    rich = res(10, 10, 10, 10)
    heroic = edit(base(), res={0: rich}, age={0: 2}, bank={"food": 10, "wood": 10, "gold": 10, "favor": 10},
                  balance=False)
    heroic.apply("play perm_build")
    assert "build wonder" not in texts(heroic)
    refused(heroic, "build wonder")
    mythic = edit(heroic, age={0: 3}, balance=False)
    assert "build wonder" in texts(mythic)


# --------------------------------------------------------------------------------------------- Trade


def test_8_trade_example_norse_market_four_wood_for_four_gold():
    """Exemple : « Le joueur du Nord décide qu'il a trop de bois en stock (8 cubes) mais peu d'or (aucun cube). Il
    joue la carte Trade, et comme il possède un marché (Market), il peut ignorer le coût affiché sur la carte. Il
    commerce 4 cubes de bois pour 4 cubes Or. »"""
    state = edit(base(first=2), res={2: res(3, 8, 0, 2)}, buildings={2: {"market": 1}},
                 hands={2: ["perm_trade", "perm_gather"]})
    state.apply("play perm_trade")
    assert stage(state) == "trade"  # no fee to pay
    assert not any(t.startswith("fee") for t in texts(state))
    for _ in range(4):
        state.apply("exchange wood gold")
    state.apply("done")
    assert data(state)["res"][2] == res(3, 4, 4, 2)


def test_8_trade_fee_paid_before_exchanging():
    """« Le coût de cette transaction est indiqué sur la carte Trade » ; « Note : le coût de l'échange doit être
    payé avant de commencer les échanges avec la banque. » (the permanent Trade: 2 cubes)"""
    state = edit(base(), res={0: res(5, 5, 0, 0)}, hands={0: ["perm_trade"]})
    state.apply("play perm_trade")
    assert stage(state) == "trade_fee"
    assert not any(t.startswith("exchange") for t in texts(state))
    refused(state, "exchange food gold")
    apply(state, "fee food", "fee wood")
    assert stage(state) == "trade"
    apply(state, "exchange food gold", "exchange food favor", "done")
    assert data(state)["res"][0] == res(2, 4, 1, 1)


def test_8_trade_one_colour_for_equal_number_from_bank():
    """« le joueur peut échanger des cubes ressource d'une couleur de sa zone de possession contre un nombre égal de
    cubes de la (ou des) couleur désirée de la banque (à condition que la banque les possède). »"""
    state = edit(base(), balance=False, res={0: res(8, 4, 4, 4)}, bank={"food": 9, "wood": 13, "gold": 2, "favor": 13},
                 buildings={0: {"market": 1}}, hands={0: ["perm_trade"]})
    state.apply("play perm_trade")
    apply(state, "exchange food gold", "exchange food gold")
    assert "exchange food gold" not in texts(state)  # the bank has no more gold
    state.apply("exchange food wood")
    assert all(t.startswith("exchange food") or t == "done" for t in texts(state))  # one colour given
    state.apply("done")
    assert data(state)["res"][0] == res(5, 5, 6, 4)


def test_8_trade_with_players_impossible():
    """« L'échange avec les autres joueurs est interdit. » — every exchange is with the bank."""
    state = edit(base(), res={0: res(8, 4, 4, 4)}, buildings={0: {"market": 1}}, hands={0: ["perm_trade"]})
    others = data(state)["res"][1:]
    state.apply("play perm_trade")
    assert all(t.startswith("exchange") or t == "done" for t in texts(state))
    apply(state, "exchange food gold", "done")
    assert data(state)["res"][1:] == others


# --------------------------------------------------------------------------------------------- Next Age


def test_8_next_age_example_egyptian():
    """Exemple : « le joueur Egyptien est à l'Age Archaïque. Il joue la carte Next Age et en paye le coût (4 cubes de
    chacune des ressources). Au début du prochain tour, il pourra piocher 5 cartes au lieu de 4 et pourra recruter
    des unités Prêtre. »"""
    state = edit(base(), res={0: res(6, 6, 6, 6)}, hands={0: ["perm_next_age", "perm_recruit", "perm_gather"]})
    state.apply("play perm_next_age")
    d = data(state)
    assert d["age"][0] == 1 and d["res"][0] == res(2, 2, 2, 2)
    finish_turn(state, keep=False)
    place_cubes(state)
    state = edit(state, res={0: res(5, 5, 5, 5)})
    while state.current_player != 0:
        state.apply("fill")
        while state.is_chance_node():
            state.step_chance()
    taken = 0
    while state.current_player == 0 and any(t.startswith("permanent") for t in texts(state)):
        state.apply("permanent recruit" if "permanent recruit" in texts(state)
                    else next(t for t in texts(state) if t.startswith("permanent")))
        taken += 1
    assert taken == 5
    while stage(state) != "play" or state.current_player != 0:
        if state.is_chance_node():
            state.step_chance()
        elif stage(state) == "play":
            state.apply(next(t for t in texts(state) if t.startswith("discard")))
        else:
            state.apply("fill")
    state.apply("play perm_recruit")
    assert "recruit priest" in texts(state)


def test_8_next_age_one_age_per_action():
    """« Note : un joueur ne peut avancer que d'un âge avec une action simple. »"""
    state = edit(base(), res={0: res(20, 20, 20, 20)}, bank={"food": 0, "wood": 0, "gold": 0, "favor": 0},
                 balance=False, hands={0: ["perm_next_age"]})
    state.apply("play perm_next_age")
    assert data(state)["age"][0] == 1
    assert data(state)["res"][0] == res(16, 16, 16, 16)


def test_8_next_age_needs_its_cost():
    """« Quand une carte Next Age (âge suivant) est jouée, le joueur paye son coût en ressources et sa culture
    avance » — without the cost, no advance."""
    state = edit(base(), res={0: res(3, 9, 9, 9)}, hands={0: ["perm_next_age"]})
    state.apply("play perm_next_age")
    assert data(state)["age"][0] == 0
    assert data(state)["res"][0] == res(3, 9, 9, 9)


# --------------------------------------------------------------------------------------------- Attack


@pytest.mark.parametrize(("players", "targets"), [(2, [1]), (3, [1, 2]), (4, [1, 3])])
def test_8_attack_only_an_adjacent_player(players, targets):
    """« Il ne peut attaquer qu'un joueur adjacent à lui autour de la table (à sa droite ou à sa gauche). »"""
    state = edit(base(players=players, cultures=("egyptian", "greek", "norse", "greek")[:players]),
                 hands={0: ["perm_attack"]})
    state.apply("play perm_attack")
    assert sorted(int(t.split()[1]) for t in texts(state) if t.startswith("target")) == targets
    if players == 4:
        assert "VIII" in refused(state, "target 2")


def test_8_attack_three_areas():
    """« Il doit ensuite choisir (et l'annoncer à haute voix) la zone du plateau qu'il attaque. Il a trois
    possibilités : Zone urbaine [...] Zone de production [...] Zone de possession »."""
    state = edit(base(), hands={0: ["perm_attack"]})
    apply(state, "play perm_attack", "target 1")
    assert texts(state) == ["area city", "area production", "area holding"]


@pytest.mark.parametrize(("card", "cap"), [("perm_attack", 4), ("egyptian_attack_5", 5), ("egyptian_attack_7", 7)])
def test_8_attack_card_number_is_units_per_side(card, cap):
    """« Le nombre sur la carte indique le nombre d'unités que chaque camp peut engager dans la bataille. Par
    exemple, un 4 signifie que l'attaquant peut placer jusqu'à 4 unités dans la bataille, tout comme le défenseur. »"""
    state = edit(base(), hands={0: [card]}, units={0: {"spearman": 4, "elephant": 4}, 1: {"hoplite": 4, "toxotes": 4}})
    apply(state, f"play {card}", "target 1", "area holding")
    state.apply("commit spearman 4")
    top = max(int(t.split()[2]) for t in texts(state))
    assert top == min(4, cap - 4)
    state.apply(f"commit elephant {top}")
    assert state.current_player == 1
    state.apply("commit hoplite 4")
    assert max(int(t.split()[2]) for t in texts(state)) == min(4, cap - 4)


def test_8_attack_units_chosen_in_secret_villagers_never_fight():
    """« les deux joueurs choisissent secrètement, de leur plateau (zone de production ou de possession), leurs
    unités qui combattront [...] ils révèlent simultanément » ; « Note : on ne peut pas choisir des villageois pour
    combattre. »"""
    state = edit(base(), hands={0: ["perm_attack"]}, villagers={0: 2, 1: 2}, buildings={0: {"house": 2},
                                                                                        1: {"house": 2}})
    apply(state, "play perm_attack", "target 1", "area holding")
    start = len(state.history)
    kinds = []
    while state.current_player == 0:
        assert state.is_secret_decision()
        kinds.append(texts(state)[0].split()[1])
        state.apply(texts(state)[-1])
    assert "villager" not in kinds and set(kinds) == {"spearman", "chariot_archer", "elephant"}
    assert state.current_player == 1 and state.is_secret_decision()
    # the defender is not shown what the attacker committed
    seen = " ".join(line["text"] for line in state.log_lines(1, "en", start, len(state.history)))
    assert not any(name in seen for name in ("Spearman", "Chariot", "Elephant"))
    while state.current_player == 1:
        kinds.append(texts(state)[0].split()[1])
        state.apply(texts(state)[0])
    assert "villager" not in kinds
    assert state.is_chance_node() and chance_texts(state) == {"reveal": 1}


def _won(area, **fields):
    """The Egyptian (seat 0) attacks the Greek's ``area`` with one Spearman; the Greek commits nothing."""
    fields.setdefault("hands", {0: ["perm_attack"]})
    state = edit(base(), **fields)
    apply(state, "play perm_attack", "target 1", f"area {area}")
    commit(state, {"spearman": 1})
    commit(state, {})
    state.apply("reveal")
    return state


def test_8_attack_city_won_destroys_one_building_of_attackers_choice():
    """« Si l'attaquant gagne la bataille, il peut choisir le bâtiment à éliminer. » ; « Les bâtiments éliminés
    retournent à la réserve. »"""
    state = _won("city", buildings={1: {"wall": 1, "market": 1, "armory": 1}})
    assert stage(state) == "spoils" and state.current_player == 0
    assert texts(state) == ["destroy wall", "destroy market", "destroy armory", "done"]
    state.apply("destroy market")
    assert data(state)["buildings"][1] == {"wall": 1, "armory": 1}
    assert stage(state) == "play"


def test_8_attack_city_two_buildings_with_siege_engine_never_more():
    """« L'attaquant peut éliminer deux bâtiments s'il a un engin de siège ou une unité qui a la capacité "Détruire 2
    constructions" [...] Note : un joueur ne peut jamais éliminer plus de deux bâtiments »."""
    state = _won("city", buildings={0: {"siege_engine_workshop": 1}, 1: {"wall": 1, "market": 1, "armory": 1}})
    apply(state, "destroy wall", "destroy market")
    assert data(state)["buildings"][1] == {"armory": 1}
    assert stage(state) == "play"


def test_8_attack_city_lost_house_removes_a_villager_of_owners_choice():
    """« Si un joueur perd une maison, il doit aussi éliminer un villageois de son choix. » (§V)"""
    state = _won("city", buildings={1: {"house": 2}}, villagers={1: 1}, tiles={1: {"fertile_2food": 1}},
                 workers={1: {"fertile_2food": 1}})
    state.apply("destroy house")
    assert state.current_player == 1
    assert sorted(texts(state)) == ["villager fertile_2food", "villager holding"]
    state.apply("villager fertile_2food")
    d = data(state)
    assert d["buildings"][1] == {"house": 1} and d["villagers"][1] == 1 and d["workers"][1] == {}


def test_8_attack_production_won_takes_a_tile_to_matching_space():
    """« Si l'attaquant gagne la bataille, il peut choisir une tuile ressource, la retirer du plateau du perdant et
    la placer sur une case appropriée de son propre plateau. »"""
    state = _won("production", tiles={1: {"desert_2favor": 1, "fertile_2food": 1}})
    assert texts(state) == ["capture desert_2favor", "capture fertile_2food", "done"]
    state.apply("capture desert_2favor")
    d = data(state)
    assert d["tiles"][0] == {"desert_2favor": 1} and d["tiles"][1] == {"fertile_2food": 1}


def test_8_attack_production_won_no_space_tile_back_to_pool():
    """« Si l'attaquant n'a pas de case adéquate sur son plateau, il peut choisir d'éliminer la tuile et de la
    remettre dans la réserve. » (the Egyptian board has no Mountains space)"""
    state = _won("production", tiles={1: {"mountains_2gold": 1}})
    pool = data(state)["pool"].get("mountains_2gold", 0)
    state.apply("capture mountains_2gold")
    d = data(state)
    assert d["tiles"][0] == {} and d["tiles"][1] == {}
    assert d["pool"]["mountains_2gold"] == pool + 1


def test_8_attack_holding_won_takes_five_cubes_of_choice_never_victory_cubes():
    """« Si l'attaquant gagne la bataille, il peut prendre 5 cubes (ceux qu'il veut) de la zone de possession de
    l'adversaire » ; « Note : on ne peut pas prendre les cubes point de victoire. »"""
    state = _won("holding", vp={1: 4}, res={1: res(1, 4, 4, 4)})
    taken = 0
    while stage(state) == "spoils":
        assert all(t.startswith("raid") or t == "done" for t in texts(state))
        assert not any("victory" in t or " vp" in t for t in texts(state))
        state.apply("raid gold" if "raid gold" in texts(state) else "raid food")
        taken += 1
    assert taken == 5
    d = data(state)
    assert d["res"][1] == res(0, 4, 0, 4)
    assert d["res"][0]["gold"] == 8
    assert d["vp"][1] == 4


def test_8_pass_by_discarding_any_card():
    """« Un joueur peut choisir de passer en se défaussant de n'importe quelle carte en sa possession et en annonçant
    qu'il ne souhaite pas exécuter d'action dans le round en cours. »"""
    state = base()
    before = data(state)
    assert {t for t in texts(state) if t.startswith("discard")} == {
        f"discard perm_{a}" for a in ("explore", "gather", "build", "recruit")}
    state.apply("discard perm_gather")
    after = data(state)
    assert after["res"] == before["res"] and after["tiles"] == before["tiles"]
    assert "perm_gather" not in after["hands"][0]
    assert state.current_player == 1


# --------------------------------------------------------------------------------------------- additions


def test_8_gather_card_player_may_move_dwarves_too():
    """« le joueur qui a joué cette carte (et seulement ce joueur) peut repositionner ses villageois (et d'autres
    d'unités qui aident à la production comme les Nains) » ; « une tuile ressource ne peut avoir qu'un villageois ou
    unité »."""
    state = edit(base(first=2), hands={2: ["perm_gather"]}, units={2: {"dwarf": 2, "jarl": 1}}, villagers={2: 1},
                 buildings={2: {"house": 1}}, tiles={2: {"mountains_2gold": 1, "forest_2wood": 1}})
    apply(state, "play perm_gather", "gather gold")
    assert "dwarf holding mountains_2gold" in texts(state)
    state.apply("dwarf holding mountains_2gold")
    assert "dwarf holding mountains_2gold" not in texts(state)
    assert "move holding mountains_2gold" not in texts(state)  # the tile holds the Dwarf
    state.apply("done")
    assert data(state)["dwarves"][2] == {"mountains_2gold": 1}
    assert data(state)["units"][2] == {"dwarf": 1, "jarl": 1}


def test_8_attack_units_from_the_production_area_too():
    """« les deux joueurs choisissent secrètement, de leur plateau (zone de production ou de possession), leurs
    unités qui combattront » — a Dwarf working a tile may fight."""
    state = edit(base(first=2), hands={2: ["perm_attack", "perm_gather"]}, units={2: {"jarl": 1}},
                 dwarves={2: {"mountains_2gold": 1}}, tiles={2: {"mountains_2gold": 1}})
    apply(state, "play perm_attack", "target 0", "area holding")
    offered = []
    while state.current_player == 2 and not state.is_chance_node():
        offered.append(texts(state)[-1])
        state.apply(texts(state)[-1])
    assert offered == ["commit jarl 1", "commit dwarf 1"]


@pytest.mark.parametrize(("minotaur_survives", "siege", "destroyed"), [(True, False, 2), (False, False, 1),
                                                                     (True, True, 2)])
def test_8_attack_city_destroy_two_unit_must_survive(minotaur_survives, siege, destroyed):
    """« L'attaquant peut éliminer deux bâtiments s'il a [...] une unité qui a la capacité "Détruire 2 constructions"
    (Destroy 2 Building) dans la bataille et qui survit à l'issue de celle-ci. » (the Minotaur's card) ; « Note :
    un joueur ne peut jamais éliminer plus de deux bâtiments » (Siege Engine Workshop and Minotaur: still 2)."""
    city = {"wall": 1, "market": 1, "armory": 1}
    state = edit(base(first=1), hands={1: ["perm_attack", "perm_gather"]}, units={1: {"minotaur": 1, "hoplite": 2},
                                                                                0: {"spearman": 2}},
                 buildings={0: city, 1: {"siege_engine_workshop": 1} if siege else {}})
    battle(state, {"minotaur": 1, "hoplite": 1}, {"spearman": 1 if minotaur_survives else 2}, area="city", target=0)
    if not minotaur_survives:
        encounter(state, "minotaur", "spearman")
        state.apply("roll defender")
        encounter(state, "hoplite", "spearman")
        state.apply("roll attacker")
    encounter(state, "hoplite", "spearman")
    state.apply("roll attacker")
    while stage(state) == "spoils":
        state.apply(next(t for t in texts(state) if t.startswith("destroy")))
    assert sum(data(state)["buildings"][0].values()) == 3 - destroyed


def test_8_recruit_one_new_hero_per_age():
    """« Il n'y a qu'un nouveau héros par nouvel Age. » ; « Note : il n'y a pas de héros à l'Age Archaïque. »"""
    units = game(players=3).board_data()["units"]
    for culture in ("greek", "egyptian", "norse"):
        ages = sorted(u["hero_age"] for u in units.values() if u["culture"] == culture and u["class"] == "hero")
        assert ages == [1, 2, 3]
    for age in (1, 2, 3):
        before = edit(base(), res={0: res(9, 9, 9, 9)}, age={0: age - 1})
        after = edit(base(), res={0: res(9, 9, 9, 9)}, age={0: age})
        before.apply("play perm_recruit")
        after.apply("play perm_recruit")
        assert len(set(texts(after)) - set(texts(before))) == 1


def test_8_gather_bank_limit_applies_to_building_bonus_too():
    """« s'il n'y a plus de cubes ressource d'un type dans la banque pendant la collecte, le joueur ne reçoit pas de
    cube de ce type [...] il n'y a pas de prêt ni d'avance de ressource » — the Monument's 2 favor as well."""
    state = edit(base(), balance=False, bank={"food": 13, "wood": 13, "gold": 13, "favor": 1},
                 buildings={0: {"monument": 1}}, tiles={0: {"desert_2favor": 1}, 1: {"desert_2favor": 1}})
    apply(state, "play perm_gather", "gather favor", "done")
    d = data(state)
    assert d["res"][0]["favor"] == 5 and d["res"][1]["favor"] == 4
    assert d["bank"]["favor"] == 0


def test_8_gather_all_villagers_add_their_cube():
    """« Chaque villageois sur une tuile donne un cube ressource supplémentaire (du même type que la tuile) lors
    d'une action de collecte. » — with a Gather All too."""
    state = edit(base(first=1), hands={1: ["greek_gather_all"]}, tiles={1: {"fertile_2food": 1, "forest_2wood": 1}},
                 villagers={1: 1}, buildings={1: {"house": 1}})
    before = data(state)["res"][1]
    apply(state, "play greek_gather_all", "move holding forest_2wood", "done")
    after = data(state)["res"][1]
    assert (after["food"] - before["food"], after["wood"] - before["wood"]) == (2, 3)
