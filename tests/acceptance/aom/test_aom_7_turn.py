"""VII. LES TOURS: victory cubes, drawing the hand, three rounds of card play, spoilage, discard, rotation."""

from __future__ import annotations

from fractions import Fraction

import pytest

from .helpers import (
    apply,
    base,
    board,
    chance_texts,
    data,
    edit,
    finish_hands,
    finish_turn,
    log_texts,
    place_cubes,
    refused,
    res,
    stage,
    texts,
)

CARDS = ("largest_army", "most_buildings", "last_battle", "wonder")


def _hand_stage(players=3, first=0, **fields):
    """Turn 2 of a game, at the hand building of its starting player (``first`` + 1), with ``fields`` edited."""
    state = base(players=players, first=first)
    finish_turn(state, keep=False)
    place_cubes(state)
    assert stage(state) == "hand"
    return edit(state, **fields) if fields else state


def test_7_turn_phases_in_order():
    """« Placement de cubes de point de victoire / Piocher des cartes Action / Trois tours de jeu de cartes action /
    Détérioration des ressources / Défausse / Changement de premier joueur »."""
    state = base()
    state = edit(state, res={0: res(7, 4, 4, 4)})
    start = len(state.history)
    finish_turn(state, keep=True)
    place_cubes(state)
    lines = log_texts(state, start)
    spoil = next(i for i, line in enumerate(lines) if "spoilage" in line)
    rounds = [i for i, line in enumerate(lines) if "ound" in line and "card play" in line]
    turn2 = next(i for i, line in enumerate(lines) if "Turn 2 begins" in line)
    cube = next(i for i, line in enumerate(lines) if "victory cube" in line)
    assert rounds and max(rounds) < spoil < turn2 < cube
    assert stage(state) == "hand"


@pytest.mark.parametrize(("players", "placers"), [(2, [1, 0]), (3, [1, 2, 0]), (4, [1, 2, 3])])
def test_7_victory_cubes_first_three_players_one_each(players, placers):
    """« Au début de chaque tour, on place trois cubes point de victoire sur les cartes victoire (sauf à deux
    joueurs). Le premier joueur place la première puis le joueur suivant [...] Seuls les trois premiers joueurs
    placent les cubes. A deux joueurs, chaque joueur ne pose qu'un cube. »"""
    state = base(players=players, cultures=("egyptian", "greek", "norse", "greek")[:players])
    finish_turn(state)
    before = data(state)
    seen = []
    while stage(state) == "vp":
        seen.append(state.current_player)
        assert texts(state) == [f"vp {c}" for c in CARDS]
        state.apply("vp most_buildings")
    after = data(state)
    assert seen == placers
    assert after["vp_cards"]["most_buildings"] - before["vp_cards"]["most_buildings"] == len(placers)
    assert before["vp_bank"] - after["vp_bank"] == len(placers)


def test_7_victory_cube_on_any_of_the_four_cards():
    """« Chaque cube doit être placé sur l'une des quatre cartes point de victoire »."""
    state = base()
    finish_turn(state)
    for card in ("largest_army", "last_battle", "wonder"):
        state.apply(f"vp {card}")
    assert data(state)["vp_cards"] == {"largest_army": 1, "most_buildings": 0, "last_battle": 1, "wonder": 4}


@pytest.mark.parametrize(("age", "limit"), [(0, 4), (1, 5), (2, 6), (3, 7)])
def test_7_hand_limit_by_age(age, limit):
    """« AGE ARCHAÏQUE : 4 cartes / AGE CLASSIQUE : 5 cartes / AGE HEROÏQUE : 6 cartes / AGE MYTHIQUE : 7 cartes »."""
    state = _hand_stage(age={1: age})
    assert state.current_player == 1
    taken = 0
    while state.current_player == 1 and any(t.startswith("permanent") for t in texts(state)):
        state.apply(next(t for t in texts(state) if t.startswith("permanent")))
        taken += 1
    assert taken == min(limit, 7)  # the hand was emptied at the end of last turn
    finish_hands(state)
    assert len(data(state)["hands"][1]) == limit


def test_7_permanent_cards_chosen_first_then_random_drawn_up_to_limit():
    """« Le joueur choisit d'abord les cartes qu'il veut de son paquet permanent avant de prendre d'autres cartes
    (jusqu'au maximum) du paquet aléatoire. On choisit les cartes permanentes mais on pioche les cartes
    aléatoires »."""
    state = _hand_stage()
    apply(state, "permanent gather", "permanent attack")
    assert "permanent gather" not in texts(state)  # one card of each permanent action
    apply(state, "fill", "fill")
    while not state.is_chance_node() or stage(state) != "deal":  # the others choose, then the draws
        state.apply(texts(state)[0]) if not state.is_chance_node() else state.step_chance()
    outcomes = chance_texts(state)
    assert outcomes["deal greek_gather_all"] == Fraction(5, 45)  # drawn from the Greek random deck
    assert all(t.startswith("deal ") for t in outcomes)
    while state.is_chance_node():
        state.step_chance()
    hand = data(state)["hands"][1]
    assert len(hand) == 4 and hand[:2] == ["perm_gather", "perm_attack"]
    assert all(not c.startswith("perm_") for c in hand[2:])
    assert stage(state) == "play"  # no going back to the permanent deck after drawing


def test_7_random_cards_secret_to_the_other_players():
    """« on pioche les cartes aléatoires » — the cards a player draws are his; the others see only how many."""
    state = _hand_stage()
    apply(state, "permanent gather", "fill", "fill", "fill")
    finish_hands(state)
    drawn = data(state)["hands"][1][1:]
    other = board(state, 0)["players"][1]
    assert other["hidden_cards"] == 4  # the whole hand (issue 26: its permanent card too)
    assert not set(drawn) & set(other["hand"])
    assert set(drawn) <= set(board(state, 1)["players"][1]["hand"])


def test_7_three_rounds_starting_player_first_clockwise():
    """« En commençant par le 1er joueur, puis dans le sens horaire, chaque joueur choisit une carte action de sa
    main et la joue. [...] Quand on a fait trois rounds comme cela, avec toujours le premier joueur qui commence »."""
    state = base(first=2, cultures=("egyptian", "greek", "norse"))
    order = []
    while stage(state) == "play":
        order.append(state.current_player)
        state.apply(next(t for t in texts(state) if t.startswith("discard")))
    assert order == [2, 0, 1] * 3
    assert all(len(h) == 1 for h in data(state)["hands"])


def test_7_playing_out_of_turn_refused():
    """« chaque joueur choisit une carte action de sa main et la joue » — in turn: another seat may not play."""
    from kleos.engine.errors import IllegalAction

    state = base()
    before = state.dumps()
    with pytest.raises(IllegalAction):
        state.apply_for(1, "play perm_gather")
    assert state.dumps() == before
    assert "play perm_attack" not in texts(state)
    assert "VII" in refused(state, "play perm_attack") or "VIII" in refused(state, "play perm_attack")


def test_7_played_cards_return_permanent_to_deck_random_face_up_under_pile():
    """« chaque joueur remet les cartes action permanente jouées dans le paquet adéquat. On remet les cartes action
    aléatoire jouées au bas de son paquet aléatoire mais faces visibles. »"""
    state = edit(base(), hands={1: ["perm_explore", "perm_gather", "greek_trade_0", "greek_build_2"]})
    state.apply("discard perm_explore")  # seat 0
    apply(state, "play greek_trade_0", "done")  # seat 1 plays a random card
    finish_turn(state, keep=True)
    decks = board(state)["decks"]["greek"]
    assert decks["face_up"][0] == "greek_trade_0"
    assert decks["draw"] == 43
    place_cubes(state)
    while state.current_player != 1:
        state.apply("fill")
        while state.is_chance_node():
            state.step_chance()
    # the permanent card played last turn is back in the permanent deck
    assert "permanent explore" in texts(state)
    hand = data(state)["hands"][1]
    assert "greek_trade_0" not in hand


def test_7_random_pile_reshuffled_when_only_face_up_cards_remain():
    """« Quand il ne reste plus que des cartes visibles dans le paquet aléatoire, on mélange les cartes pour faire
    une nouvelle pioche (face cachée). »"""
    state = _hand_stage()
    saved = data(state)
    decks = saved["decks"]
    decks["greek"] = [{}, ["greek_trade_0", "greek_build_2", "hera", "greek_build_2"]]
    state = edit(state, decks=decks)
    apply(state, "permanent gather", "permanent build", "fill", "fill")
    while not state.is_chance_node() or stage(state) != "deal":  # the others choose, then the draws
        state.apply(texts(state)[0]) if not state.is_chance_node() else state.step_chance()
    outcomes = chance_texts(state)
    assert set(outcomes) == {"deal greek_trade_0", "deal greek_build_2", "deal hera"}
    assert outcomes["deal greek_build_2"] == Fraction(1, 2)


def test_7_spoilage_example_norse():
    """Exemple : « le joueur Nord détermine qu'il a 6 nourritures, 3 bois, 5 or, et 7 cubes de ressource faveur. Ce
    joueur doit enlever 1 nourriture et 2 faveurs »."""
    state = edit(base(), res={2: res(6, 3, 5, 7)})
    bank = data(state)["bank"]
    finish_turn(state)
    d = data(state)
    assert d["res"][2] == res(5, 3, 5, 5)
    assert d["bank"]["food"] == bank["food"] + 1 and d["bank"]["favor"] == bank["favor"] + 2
    assert d["bank"]["wood"] == bank["wood"] and d["bank"]["gold"] == bank["gold"]


def test_7_spoilage_storehouse_keeps_eight():
    """« La limite de 5 cubes ressource par catégorie peut être portée à 8 si le joueur a un entrepôt »."""
    state = edit(base(), res={2: res(9, 8, 6, 3), 1: res(9, 8, 6, 3)}, buildings={2: {"storehouse": 1}})
    finish_turn(state)
    d = data(state)
    assert d["res"][2] == res(8, 8, 6, 3)
    assert d["res"][1] == res(5, 5, 5, 3)


def test_7_discard_example_kept_card_counts_against_next_limit():
    """Exemple : « Le joueur Grec a joué trois cartes action et se retrouve avec 2 cartes en main et décide de garder
    une carte. Au tour suivant il ne pourra piocher que quatre cartes au lieu de cinq car il en a gardé une. »"""
    state = edit(base(), age={1: 1},
                 hands={1: ["perm_explore", "perm_gather", "perm_build", "greek_recruit_3", "greek_attack_6"]})
    while stage(state) == "play":
        state.apply(next(t for t in texts(state) if t.startswith("discard perm")))
    while stage(state) == "discard":
        if state.current_player == 1:
            assert set(data(state)["hands"][1]) == {"greek_recruit_3", "greek_attack_6"}
            state.apply("discard greek_attack_6")
            state.apply("keep")
        else:
            state.apply("keep")
    place_cubes(state)
    assert state.current_player == 1 and data(state)["hands"][1] == ["greek_recruit_3"]
    drawn = 0
    while state.current_player == 1 and not state.is_chance_node():
        choice = next(t for t in texts(state) if t.startswith("permanent"))
        state.apply(choice)
        drawn += 1
    assert drawn == 4
    finish_hands(state)
    assert len(data(state)["hands"][1]) == 5


def test_7_discard_any_number_of_cards():
    """« Les joueurs peuvent choisir de défausser autant de cartes qu'ils le veulent »."""
    state = edit(base(), hands={0: ["perm_explore", "perm_gather", "perm_build", "perm_recruit", "perm_trade"]},
                 age={0: 1})
    while stage(state) == "play":
        state.apply(next(t for t in texts(state) if t.startswith("discard")))
    assert state.current_player == 0 and len(data(state)["hands"][0]) == 2
    hand = data(state)["hands"][0]
    state.apply(f"discard {hand[0]}")
    state.apply(f"discard {hand[1]}")
    assert data(state)["hands"][0] == []


@pytest.mark.parametrize(("players", "first"), [(2, 1), (3, 2), (4, 1)])
def test_7_starting_player_moves_to_the_left(players, first):
    """« A la fin de chaque tour, le nouveau 1er joueur est le joueur à la gauche du précédent 1er joueur. »"""
    state = base(players=players, first=first, cultures=("egyptian", "greek", "norse", "greek")[:players])
    finish_turn(state)
    assert data(state)["first"] == (first + 1) % players
    assert state.current_player == (first + 1) % players
    assert any(f"Player {(first + 1) % players + 1} is the starting player" in line for line in log_texts(state))


def test_7_kept_permanent_card_stays_in_hand_and_is_not_taken_twice():
    """« Vous pouvez garder des cartes d'action Permanente dans votre main » (STRATEGIE) ; « les cartes gardées
    comptent dans la limite de cartes pour le tour suivant »."""
    state = edit(base(), hands={1: ["perm_explore", "perm_gather", "perm_build", "perm_trade"]})
    while stage(state) == "play":
        state.apply(next(t for t in texts(state) if t.startswith("discard perm") and "trade" not in t))
    while stage(state) == "discard":
        state.apply("keep")
    place_cubes(state)
    assert state.current_player == 1 and data(state)["hands"][1] == ["perm_trade"]
    assert "permanent trade" not in texts(state)
    taken = 0
    while state.current_player == 1 and any(t.startswith("permanent") for t in texts(state)):
        state.apply(next(t for t in texts(state) if t.startswith("permanent")))
        taken += 1
    finish_hands(state)
    assert taken == 3 and len(data(state)["hands"][1]) == 4
