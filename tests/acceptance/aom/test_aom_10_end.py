"""X. FIN DU JEU: when the game ends, the victory cards, scoring and the tie-break."""

from __future__ import annotations

from .helpers import (
    apply,
    base,
    battle,
    data,
    edit,
    fill_hands,
    finish_turn,
    log_texts,
    place_cubes,
    res,
    stage,
    texts,
)


def _last_turn(cards=None, **fields):
    """Turn 2 of a three-player game (starting player: seat 1) whose red bank holds two cubes when it begins."""
    state = base()
    finish_turn(state)
    cards = cards or {"largest_army": 10, "most_buildings": 10, "last_battle": 0, "wonder": 8}
    return edit(state, vp_cards=cards, **fields)


def _play_out(state):
    """Every player passes (discards) to the end of the game."""
    while not state.is_terminal():
        if state.is_chance_node():
            state.step_chance()
        elif stage(state) == "hand":
            state.apply("fill")
        elif stage(state) == "play":
            state.apply(next(t for t in texts(state) if t.startswith("discard")))
        elif stage(state) == "vp":
            state.apply("vp wonder")
        else:
            state.apply("keep" if "keep" in texts(state) else texts(state)[-1])
    return state


def test_10_game_ends_at_the_end_of_the_turn_the_last_cube_is_placed():
    """« A la fin du tour où le dernier cube point de victoire est pris de la banque et placé. »"""
    state = _last_turn()
    assert data(state)["vp_bank"] == 2
    placers = []
    while stage(state) == "vp":
        placers.append(state.current_player)
        state.apply("vp largest_army")
    assert placers == [1, 2]  # the bank is empty: the third player places nothing
    assert data(state)["vp_bank"] == 0
    assert any("final turn" in line for line in log_texts(state)[-2:])
    assert not state.is_terminal()
    plays = 0
    while not state.is_terminal():
        if state.is_chance_node():
            state.step_chance()
        elif stage(state) == "hand":
            state.apply("fill")
        else:
            assert stage(state) == "play"
            state.apply(next(t for t in texts(state) if t.startswith("discard")))
            plays += 1
    assert plays == 9  # the three rounds are played to the end
    assert state.result() is not None


def test_10_game_goes_on_while_cubes_remain():
    """« Le jeu se termine IMMEDIATEMENT quand l'un de ces deux événements se produit » — neither: it goes on."""
    state = _last_turn(cards={"largest_army": 10, "most_buildings": 10, "last_battle": 0, "wonder": 6})
    assert data(state)["vp_bank"] == 4
    place_cubes(state)
    assert data(state)["vp_bank"] == 1
    fill_hands(state)
    finish_turn(state)
    assert not state.is_terminal() and stage(state) == "vp" and data(state)["turn"] == 3


def test_10_no_spoilage_on_the_last_turn():
    """« Note : Il n'y a pas de Détérioration lors de ce dernier tour. »"""
    state = _play_out(_last_turn(res={0: res(9, 8, 7, 6)}))
    assert data(state)["res"][0] == res(9, 8, 7, 6)


def test_10_wonder_ends_the_game_immediately():
    """« Le jeu se termine IMMEDIATEMENT quand [...] un joueur construit la Merveille » — the round is not played
    out, the builder's other builds are lost."""
    state = edit(base(), hands={0: ["egyptian_build_4"]}, res={0: res(14, 14, 14, 14)}, age={0: 3})
    apply(state, "play egyptian_build_4", "build house", "build wonder")
    assert state.is_terminal()
    assert data(state)["buildings"][0] == {"house": 1, "wonder": 1}
    assert data(state)["hands"][1] == ["perm_explore", "perm_gather", "perm_build", "perm_recruit"]


def test_10_most_victory_cubes_wins():
    """« Chaque cube point de victoire vaut 1 point. Le joueur avec le plus de points de victoire est le
    vainqueur. »"""
    state = _play_out(_last_turn(vp={2: 3, 0: 2}, cards={"largest_army": 5, "most_buildings": 10, "last_battle": 0,
                                                        "wonder": 8}))
    assert state.result().winners == (2,)
    assert state.returns()[2] == max(state.returns())


def test_10_tie_broken_by_most_resource_cubes():
    """« S'il y a égalité, c'est le joueur concerné qui possède le plus de cubes ressource qui l'emporte. »"""
    state = _play_out(_last_turn(vp={0: 2, 1: 2}, res={0: res(4, 4, 4, 4), 1: res(5, 4, 4, 4), 2: res(9, 9, 9, 9)},
                                 cards={"largest_army": 10, "most_buildings": 10, "last_battle": 0, "wonder": 4}))
    assert data(state)["vp"][:2] == [2, 2]
    assert state.result().winners == (1,)


def test_10_largest_army_to_the_single_most_units_villagers_not_counted():
    """« Le joueur qui a le plus d'unités non villageoises à la fin du jeu récupère les points de victoire qui sont
    sur cette carte. »"""
    cards = {"largest_army": 7, "most_buildings": 10, "last_battle": 0, "wonder": 11}
    state = _play_out(_last_turn(cards=cards, units={0: {"spearman": 7}}, villagers={1: 5},
                                 buildings={1: {"house": 5}}))
    d = data(state)
    assert d["vp"][0] == 7  # 7 units against 6 and 6 (+ 5 villagers, not counted)
    assert d["vp"][1] == 10  # the Most Buildings (5 houses)


def test_10_largest_army_tie_gives_nobody():
    """« S'il y a une égalité entre plusieurs joueurs, personne ne récupère ces cubes. »"""
    state = _play_out(_last_turn(units={2: {"jarl": 9}, 1: {"hoplite": 9}}))
    d = data(state)
    assert d["vp"] == [0, 0, 0]
    assert any("tie for The Largest Army" in line for line in log_texts(state))


def test_10_most_buildings_single_most_tie_gives_nobody():
    """« Le joueur qui a le plus de bâtiments dans sa zone urbaine à la fin du jeu récupère les points de victoire
    qui sont sur cette carte. S'il y a une égalité entre plusieurs joueurs, personne ne récupère ces cubes. »"""
    one = _play_out(_last_turn(buildings={2: {"market": 1, "armory": 1}, 0: {"wall": 1}}))
    assert data(one)["vp"] == [0, 0, 10]
    tie = _play_out(_last_turn(buildings={2: {"market": 1, "armory": 1}, 0: {"wall": 1, "tower": 1}}))
    assert data(tie)["vp"] == [0, 0, 0]
    assert any("tie for The Most Buildings" in line for line in log_texts(tie))


def test_10_wonder_card_to_nobody_without_a_wonder():
    """« Si aucun joueur n'a construit la Merveille, personne ne récupère ces cubes. »"""
    state = _play_out(_last_turn())
    assert sum(data(state)["vp"]) == 0
    assert any("obody built the Wonder" in line for line in log_texts(state))


def test_10_won_the_last_battle_cubes_are_kept():
    """« Chaque fois qu'une bataille se finit, le vainqueur prend les cubes qui se trouvent sur la carte "Won the
    Last Battle" et les place sur sa zone de possession. Ces cubes ne peuvent plus lui être repris. »"""
    state = edit(base(), hands={0: ["perm_attack", "perm_gather"], 1: ["perm_attack", "perm_gather"]},
                 vp_cards={"last_battle": 3, "wonder": 0})
    battle(state, {"spearman": 1}, {}, area="holding")
    while stage(state) == "spoils":
        state.apply(texts(state)[0] if texts(state)[0] != "done" else "done")
    assert data(state)["vp"][0] == 3
    # the Greek raids him back: he takes resource cubes only, never the red ones
    battle(state, {"hoplite": 2}, {}, area="holding", target=0)
    assert not any("vp" in t or "victory" in t for t in texts(state))
    while stage(state) == "spoils":
        state.apply(texts(state)[0])
    assert data(state)["vp"][0] == 3


def test_10_great_temple_is_a_fifth_way_to_victory_cubes():
    """« Un joueur qui possède le bâtiment Grand Temple peut acheter un point de victoire contre 8 cubes faveur quand
    il joue la carte action Trade. Le joueur peut acheter plusieurs points de victoire durant une action Trade s'il a
    assez de cubes faveur. »"""
    state = edit(base(), res={0: res(0, 0, 0, 16)}, buildings={0: {"great_temple": 1, "market": 1}},
                 hands={0: ["perm_trade"]})
    apply(state, "play perm_trade", "temple", "temple", "done")
    assert data(state)["vp"][0] == 2 and data(state)["res"][0]["favor"] == 0


def test_10_game_ends_once_great_temple_takes_the_last_cube():
    """« A la fin du tour où le dernier cube point de victoire est pris de la banque » — a Great Temple purchase
    that empties the bank also makes the turn the last one."""
    state = edit(base(), res={0: res(0, 0, 0, 16)}, buildings={0: {"great_temple": 1, "market": 1}},
                 hands={0: ["perm_trade"]}, vp_cards={"largest_army": 10, "most_buildings": 10, "wonder": 8})
    assert data(state)["vp_bank"] == 2
    apply(state, "play perm_trade", "temple", "temple", "done")
    assert data(state)["vp_bank"] == 0
    finish_turn(state)
    assert state.is_terminal()
