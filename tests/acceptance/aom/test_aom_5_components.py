"""V. COMPOSANTS DU JEU: boards, figures, cubes, cards, god powers, building tiles and resource tiles."""

from __future__ import annotations

from fractions import Fraction

import pytest

from .helpers import (
    apply,
    base,
    battle,
    board,
    chance_texts,
    data,
    dice,
    edit,
    encounter,
    finish_turn,
    game,
    log_texts,
    place_cubes,
    refused,
    res,
    roll_odds,
    stage,
    texts,
    win_probability,
)

# --------------------------------------------------------------------------------------------- boards, figures, cubes


def test_5_board_three_areas_in_the_view():
    """« Les plateaux sont divisés en 3 zones. La zone de Production, la zone Urbaine et la zone de Possession » —
    production tiles, city buildings, and the holding area's units and cubes."""
    state = edit(base(), tiles={0: {"fertile_2food": 1}}, buildings={0: {"market": 1}})
    p = board(state)["players"][0]
    assert p["tiles"] == {"fertile_2food": 1}
    assert p["buildings"] == {"market": 1}
    assert p["units"] == {"spearman": 2, "elephant": 2, "chariot_archer": 2}
    assert p["resources"] == res(4, 4, 4, 4) and p["victory"] == 0
    assert game(players=3).board_data()["city_spaces"] == 16


def test_5_board_desert_spaces_match_the_gather_example():
    """§VIII Exemple: the Egyptian has « un grand nombre de cases Désert »; « Les 2 autres joueurs (Grecque et Nord)
    ont seulement une case Désert chacun. » (board data)"""
    spaces = game(players=3).board_data()["spaces"]
    assert spaces["greek"]["desert"] == 1 and spaces["norse"]["desert"] == 1
    assert spaces["egyptian"]["desert"] > 2
    assert sum(spaces["egyptian"].values()) == sum(spaces["greek"].values()) == sum(spaces["norse"].values()) == 16


def test_5_houses_and_villagers_equal_new_villager_in_holding_area():
    """« On crée un villageois pour chaque maison [...] Quand on bâtit une nouvelle maison, le villageois ainsi créé
    est placé sur la zone de possession du joueur et ne peut être placé sur une tuile production de ressource que
    lorsque le joueur joue une carte Gather »."""
    state = edit(base(), res={0: res(8, 8, 0, 0)}, tiles={0: {"fertile_2food": 1}})
    apply(state, "play perm_build", "build house")
    d = data(state)
    assert d["buildings"][0] == {"house": 1}
    assert d["villagers"][0] == 1 and d["workers"][0] == {}
    before = d["res"][0]["food"]
    # another player's Gather does not move him
    apply(state, "play perm_gather", "gather food", "done")
    assert data(state)["workers"][0] == {}
    assert data(state)["res"][0]["food"] - before == 2


def test_5_four_resource_colours_and_red_victory_cubes():
    """« Cube vert : nourriture, cube marron : bois, cube jaune : or, cube bleu : faveur » ; « la dernière (rouge)
    représente les points de victoire »."""
    names = game(players=3).board_data()["names"]
    assert names["resource"] == {"food": "Food", "wood": "Wood", "gold": "Gold", "favor": "Favor"}
    assert set(data(base())["bank"]) == {"food", "wood", "gold", "favor"}


def test_5_four_victory_cards():
    """« Il y a quatre cartes de ce type : la plus grande armée, le plus de bâtiments, vainqueur de la dernière
    bataille et la merveille. »"""
    names = game(players=3).board_data()["names"]["victory"]
    assert set(names) == {"largest_army", "most_buildings", "last_battle", "wonder"}
    assert set(board(base())["victory_cards"]) == set(names)


def test_5_one_battle_card_per_recruitable_unit():
    """« Chaque joueur a un paquet de cartes bataille (une carte par unité pouvant être recrutée). » — the
    Recruit action offers exactly the culture's unit types (Archaic: no hero)."""
    units = game(players=3).board_data()["units"]
    for seat, culture in enumerate(("egyptian", "greek", "norse")):
        state = edit(base(first=seat), res={seat: res(9, 9, 9, 9)}, age={seat: 3})
        state.apply("play perm_recruit")
        offered = {t.split()[1] for t in texts(state) if t.startswith("recruit")}
        assert offered == {u for u, v in units.items() if v["culture"] == culture}


def test_5_permanent_deck_seven_cards():
    """« Chaque joueur a un paquet de 7 cartes action permanente (une carte par type d'action disponible au joueur :
    Explore, Gather, Recruit, Build, Trade, Attack et Next Age »."""
    state = base()
    finish_turn(state, keep=False)
    place_cubes(state)
    state = edit(state, age={1: 3})
    offered = []
    while state.current_player == 1 and any(t.startswith("permanent") for t in texts(state)):
        choice = next(t for t in texts(state) if t.startswith("permanent"))
        offered.append(choice.split()[1])
        state.apply(choice)
    assert sorted(offered) == sorted(["explore", "gather", "recruit", "build", "trade", "attack", "next_age"])


def test_5_random_decks_one_per_culture_shuffled():
    """« Il y a 3 paquets de cartes action aléatoire, un par culture. [...] Chaque paquet d'action aléatoire est
    mélangé au début du jeu. » — a draw is any card of the player's own culture deck, by its number of copies."""
    state = base()
    finish_turn(state, keep=False)
    place_cubes(state)
    state.apply("fill")  # the Greek (seat 1) draws 4 random cards
    outcomes = chance_texts(state)
    cards = game(players=3).board_data()["cards"]
    assert all(cards[t.split()[1]]["culture"] == "greek" for t in outcomes)
    total = sum(c["count"] for c in cards.values() if c["culture"] == "greek")
    assert all(p == Fraction(cards[t.split()[1]]["count"], total) for t, p in outcomes.items())


# --------------------------------------------------------------------------------------------- god powers


def test_5_god_power_loki_example():
    """Exemple : « vous jouez la carte Loki. Vous décidez de payer les 2 cubes bleus pour utiliser le pouvoir divin
    et vous volez 5 ressources au joueur Egyptien. Vous faites ensuite l'action de la carte et échangez des cubes
    verts contre 4 bleus et 1 marron. » (Trade, cost 0)"""
    state = edit(base(first=2), hands={2: ["loki", "perm_gather"]}, res={2: res(5, 0, 0, 2), 0: res(6, 2, 1, 4)})
    state.apply("play loki")
    assert texts(state) == ["power", "no_power"]
    state.apply("power")
    assert data(state)["res"][2]["favor"] == 0  # paid first
    state.apply("target 0")
    for _ in range(5):
        state.apply("steal food")
    assert data(state)["res"][0] == res(1, 2, 1, 4)
    assert data(state)["res"][2] == res(10, 0, 0, 0)
    state.apply("card_action")
    assert stage(state) == "trade"  # fee 0: straight to the exchange
    for _ in range(4):
        state.apply("exchange food favor")
    apply(state, "exchange food wood", "done")
    assert data(state)["res"][2] == res(5, 1, 0, 4)


def test_5_god_power_needs_its_favor():
    """« le joueur doit payer un certain nombre de cubes faveur pour bénéficier du pouvoir du dieu »."""
    state = edit(base(first=2), hands={2: ["loki", "perm_gather"]}, res={2: res(5, 0, 0, 1)})
    state.apply("play loki")
    assert "power" not in texts(state)
    assert "V" in refused(state, "power")


def test_5_god_power_optional_action_only():
    """« Si le joueur ne veut pas bénéficier du pouvoir divin, il effectue l'action de la carte »."""
    state = edit(base(first=2), hands={2: ["loki", "perm_gather"]}, res={2: res(5, 0, 0, 2)})
    apply(state, "play loki", "no_power")
    assert stage(state) == "trade"
    assert data(state)["res"][2] == res(5, 0, 0, 2)


def test_5_god_power_without_the_action():
    """« (ou vice versa) »: the power may be used without the card's action."""
    state = edit(base(first=2), hands={2: ["loki", "perm_gather"]}, res={2: res(5, 0, 0, 2)})
    apply(state, "play loki", "power", "target 1")
    for _ in range(4):
        state.apply("steal gold")
    state.apply("steal food")
    assert texts(state) == ["card_action", "no_card_action"]
    state.apply("no_card_action")
    assert stage(state) == "play" and state.current_player == 0
    assert data(state)["res"][2] == res(6, 0, 4, 0)


# --------------------------------------------------------------------------------------------- building tiles


def _at(**fields):
    """The base position with ``fields`` edited and the Attack card in the Egyptian's (seat 0) hand."""
    fields.setdefault("hands", {0: ["perm_attack", "perm_build"]})
    return edit(base(), **fields)


def _odds(state, attacker_card, defender_card):
    encounter(state, attacker_card, defender_card)
    return roll_odds(state)


@pytest.mark.parametrize(("area", "buildings", "defender_dice"), [
    ("city", {"wall": 1}, 6),
    ("production", {"wall": 1}, 4),
    ("holding", {"wall": 1}, 4),
    ("production", {"tower": 1}, 6),
    ("city", {"tower": 1}, 4),
    ("holding", {"wall": 1, "tower": 1}, 4),
])
def test_5_wall_and_tower_defender_two_dice_in_their_area(area, buildings, defender_dice):
    """WALL : « Quand une zone urbaine est attaquée, le défenseur (possesseur du mur) ajoute deux dés pour toutes
    les rencontres de ces batailles. Le mur ne fonctionne pas pour les autres zones » ; TOWER : « la tour fonctionne
    exactement comme un mur, sauf qu'elle protège la zone de production. » (Spearman 3 dice vs Hoplite 3+1)"""
    state = _at(buildings={1: buildings}, tiles={1: {"fertile_2food": 1}})
    battle(state, {"spearman": 2}, {"hoplite": 2}, area=area)
    assert _odds(state, "spearman", "hoplite") == win_probability(3, defender_dice)
    state.apply("roll defender")
    assert dice(state) == (3, defender_dice)
    # « pour toutes les rencontres »: the second encounter too
    assert _odds(state, "spearman", "hoplite") == win_probability(3, defender_dice)


def test_5_wall_no_advantage_when_attacking():
    """« [le mur] ne donne pas d'avantage pour l'attaque. »"""
    state = _at(buildings={0: {"wall": 1, "tower": 1}})
    battle(state, {"spearman": 1}, {"hoplite": 1}, area="city")
    assert _odds(state, "spearman", "hoplite") == win_probability(3, 4)


@pytest.mark.parametrize(("attacker", "extra"), [
    ({"spearman": 1, "elephant": 1}, {}),
    ({"spearman": 1}, {"siege_engine_workshop": 1}),
])
def test_5_wall_cancelled_by_siege_engine_or_unit_in_the_battle(attacker, extra):
    """« L'effet du mur peut être annulé si l'attaquant possède l'engin de siège ou s'il a une unité dans la
    bataille avec un pouvoir spécial qui annule l'effet du mur. » (the Elephant's card, component data)"""
    state = _at(buildings={1: {"wall": 1}, 0: extra})
    battle(state, attacker, {"hoplite": 1}, area="city")
    assert _odds(state, "spearman", "hoplite") == win_probability(3, 4)


def test_5_wall_not_destroyed_by_losing_the_battle():
    """« Le mur n'est pas automatiquement détruit quand le défenseur perd la bataille. Il ne peut être détruit que
    s'il est choisi comme bâtiment à détruire par l'attaquant »."""
    state = _at(buildings={1: {"wall": 1, "market": 1}})
    battle(state, {"spearman": 1}, {}, area="city")
    state.apply("destroy market")
    assert data(state)["buildings"][1] == {"wall": 1}


def test_5_storehouse_keeps_eight_of_each():
    """STOREHOUSE : « autorisant son propriétaire à stocker jusqu'à 8 cubes ressource de chaque type d'un tour à
    l'autre au lieu de 5. »"""
    state = edit(base(), res={0: res(10, 8, 7, 9)}, buildings={0: {"storehouse": 1}})
    finish_turn(state)
    assert data(state)["res"][0] == res(8, 8, 7, 8)


def test_5_market_trade_costs_nothing():
    """MARKET : « Un joueur avec un marché ignore les coûts en ressource quand une carte Trade est jouée (c'est
    gratuit pour tous les échanges). »"""
    state = edit(base(), res={0: res(2, 0, 0, 0)}, buildings={0: {"market": 1}}, hands={0: ["perm_trade"]})
    state.apply("play perm_trade")
    assert stage(state) == "trade"
    apply(state, "exchange food gold", "exchange food favor", "done")
    assert data(state)["res"][0] == res(0, 0, 1, 1)


@pytest.mark.parametrize(("owner", "caps"), [(None, (4, 4)), (0, (5, 4)), (1, (4, 5))])
def test_5_armory_one_more_unit_in_each_battle(owner, caps):
    """ARMORY : « l'arsenal donne à son propriétaire une unité supplémentaire dans chaque bataille (on dépasse donc
    le chiffre de la carte attaque). Son adversaire n'a pas cet avantage sauf s'il a lui aussi un arsenal. »"""
    fields = {"units": {0: {"spearman": 6}, 1: {"hoplite": 6}}}
    if owner is not None:
        fields["buildings"] = {owner: {"armory": 1}}
    state = _at(**fields)
    apply(state, "play perm_attack", "target 1", "area holding")
    assert max(int(t.split()[2]) for t in texts(state)) == caps[0]
    state.apply(f"commit spearman {caps[0]}")
    assert max(int(t.split()[2]) for t in texts(state)) == caps[1]


def test_5_quarry_one_cube_less_from_the_next_action():
    """QUARRY : « la carrière donne à son propriétaire une réduction de coût sur toutes les futures constructions
    d'un cube ressource (au choix du joueur). Cela prend effet à l'action effectuée après l'achat de la carrière. »"""
    state = edit(base(), res={0: res(12, 12, 12, 12)}, hands={0: ["egyptian_build_2", "perm_build"]})
    apply(state, "play egyptian_build_2", "build quarry", "build house")
    assert data(state)["res"][0] == res(6, 10, 11, 12)  # Quarry 4F 1G, then the House at its full 2F 2W
    apply(state, "discard perm_build", "discard perm_build")
    state.apply("play perm_build")
    state.apply("build house")
    assert sorted(texts(state)) == ["discount food", "discount wood"]  # the player picks the cube
    state.apply("discount wood")
    assert data(state)["res"][0] == res(4, 9, 11, 12)


def test_5_gather_buildings_give_two_to_their_owner_on_his_gather_only():
    """MONUMENT / GRANARY / GOLD MINT / WOOD WORKSHOP : « Le propriétaire gagne 2 cubes [...] supplémentaires à
    chaque fois qu'il fait une action de collecte (quelle que soit la collecte). Il n'y a pas d'effet quand un autre
    joueur fait cette action de collecte. »"""
    four = {"monument": 1, "granary": 1, "gold_mint": 1, "wood_workshop": 1}
    state = edit(base(), buildings={0: four, 1: four}, tiles={0: {"forest_2wood": 1}, 1: {"forest_2wood": 1}})
    before = data(state)["res"]
    apply(state, "play perm_gather", "gather wood", "done")
    after = data(state)["res"]
    assert {r: after[0][r] - before[0][r] for r in after[0]} == res(2, 4, 2, 2)
    assert {r: after[1][r] - before[1][r] for r in after[1]} == res(0, 2, 0, 0)


def test_5_siege_engine_workshop_cancels_tower_and_destroys_two():
    """SIEGE ENGINE WORKSHOP : « Il annule l'effet des murs et des tours lors d'une attaque. Cet engin donne aussi à
    son possesseur une destruction supplémentaire de bâtiment en cas de victoire contre une zone urbaine. »"""
    state = _at(buildings={0: {"siege_engine_workshop": 1}, 1: {"tower": 1}}, tiles={1: {"fertile_2food": 1}})
    battle(state, {"spearman": 1}, {"hoplite": 1}, area="production")
    assert _odds(state, "spearman", "hoplite") == win_probability(3, 4)
    state = _at(buildings={0: {"siege_engine_workshop": 1}, 1: {"wall": 1, "market": 1, "house": 1}},
                 villagers={1: 1})
    battle(state, {"spearman": 1}, {}, area="city")
    apply(state, "destroy wall", "destroy market")
    assert data(state)["buildings"][1] == {"house": 1}


def test_5_great_temple_victory_cubes_for_eight_favor_after_trading():
    """GREAT TEMPLE : « permet à son propriétaire d'acheter un point de victoire contre 8 cubes faveur. Pour avoir
    cette capacité, le joueur doit jouer une carte Trade. Il peut acheter autant de points de victoire qu'il peut se
    le permettre. L'action d'échange peut être utilisée normalement pour convertir des ressources en d'autres
    ressources, y compris des faveurs, avant d'acheter les points de victoire. »"""
    state = edit(base(), res={0: res(6, 0, 0, 12)}, buildings={0: {"great_temple": 1, "market": 1}},
                 hands={0: ["perm_trade"]})
    vp_bank = data(state)["vp_bank"]
    state.apply("play perm_trade")
    for _ in range(4):
        state.apply("exchange food favor")
    apply(state, "temple", "temple")
    d = data(state)
    assert d["res"][0] == res(2, 0, 0, 0) and d["vp"][0] == 2 and d["vp_bank"] == vp_bank - 2
    assert texts(state) == ["done"]  # 0 favor left: no more victory cubes
    # no purchase outside a Trade action
    other = edit(base(), res={0: res(0, 0, 0, 16)}, buildings={0: {"great_temple": 1}})
    other.apply("play perm_gather")
    assert "temple" not in texts(other)


def test_5_wonder_ends_the_game_at_once_builder_takes_wonder_cubes():
    """THE WONDER : « Quand un joueur construit la merveille, le jeu s'arrête IMMEDIATEMENT. Le joueur qui construit
    la merveille gagne aussi les points de victoire qui étaient sur la carte correspondante. »"""
    state = edit(base(), hands={0: ["egyptian_build_2"]}, res={0: res(12, 12, 12, 12)}, age={0: 3},
                 vp_cards={"wonder": 4})
    apply(state, "play egyptian_build_2", "build wonder")
    assert state.is_terminal()
    d = data(state)
    assert d["vp_cards"]["wonder"] == 0
    assert d["vp"][0] >= 4
    assert any("Wonder" in line and "ends" in line for line in log_texts(state))


def test_5_own_buildings_not_destroyable_by_attack_spoils():
    """« Un joueur ne peut pas détruire ses propres constructions sauf avec certains pouvoirs divins. » — spoils
    name only the defender's buildings."""
    state = _at(buildings={0: {"market": 1, "armory": 1}, 1: {"wall": 1}})
    battle(state, {"spearman": 1}, {}, area="city")
    assert texts(state) == ["destroy wall", "done"]
    refused(state, "destroy market")


# --------------------------------------------------------------------------------------------- resource tiles


def test_5_resource_tile_needs_a_matching_space():
    """« Chaque tuile production de ressource a un type de terrain et doit être placée sur une case qui a le même
    type de terrain dans la zone de production du joueur. Si le joueur n'a pas de case terrain correspondant, il ne
    peut pas choisir cette tuile. » (the Egyptian board has no Mountains)"""
    assert "mountains" not in game(players=3).board_data()["spaces"]["egyptian"]
    state = edit(base(), hands={0: ["perm_explore"]})
    state.apply("play perm_explore")
    for tile in ("mountains_2gold", "mountains_1wood", "mountains_1favor", "desert_1gold"):
        state.apply(f"tile {tile}")
    assert texts(state) == ["take desert_1gold", "pass"]
    assert "VIII" in refused(state, "take mountains_2gold") or "V" in refused(state, "take mountains_2gold")


def test_5_attacker_tile_capture_cannot_exceed_spaces():
    """« Si le joueur n'a pas de case terrain correspondant, il ne peut pas choisir cette tuile » — a captured tile
    whose terrain is full on the attacker's board does not go onto it."""
    state = _at(tiles={0: {"forest_2wood": 1}, 1: {"forest_1food": 1}})
    battle(state, {"spearman": 1}, {}, area="production")
    state.apply("capture forest_1food")
    assert data(state)["tiles"][0] == {"forest_2wood": 1}


@pytest.mark.parametrize(("mortal_only", "offered"), [(True, ["unit hoplite"]),
                                                     (False, ["unit hoplite", "unit minotaur"])])
def test_5_god_power_hades_units(mortal_only, offered):
    """§XI: « Pour un cube faveur, il est autorisé à échanger une de ses unités mortelles contre 7 cubes ressource. »
    The book reads the Hades card as « one of his mortal units » (option hades_mortal_only); the printed card
    (component data, the default) says any unit."""
    state = edit(base(first=1, hades_mortal_only=mortal_only), hands={1: ["hades"]},
                 units={1: {"minotaur": 1, "hoplite": 1}})
    apply(state, "play hades", "power")
    assert texts(state) == offered


def test_5_market_also_cancels_a_random_trade_cards_fee():
    """MARKET : « ignore les coûts en ressource quand une carte Trade est jouée (c'est gratuit pour tous les
    échanges) » — a random Trade card's fee of 1 as well."""
    with_market = edit(base(first=1), hands={1: ["greek_trade_1"]}, buildings={1: {"market": 1}})
    with_market.apply("play greek_trade_1")
    assert stage(with_market) == "trade"
    without = edit(base(first=1), hands={1: ["greek_trade_1"]})
    without.apply("play greek_trade_1")
    assert stage(without) == "trade_fee"
    without.apply("fee food")
    assert stage(without) == "trade"  # the card's fee: one cube
