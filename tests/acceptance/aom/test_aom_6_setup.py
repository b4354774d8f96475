"""VI. MISE EN PLACE: players, cultures, first player, bank, starting cubes and units, the tile draft."""

from __future__ import annotations

from fractions import Fraction

import pytest

from .helpers import (
    BANK,
    MORTALS,
    RES,
    base,
    board,
    chance_texts,
    data,
    edit,
    fill_hands,
    finish_turn,
    game,
    place_cubes,
    res,
    stage,
    texts,
)


def _after_cultures(players: int, seed: int = 3, **options):
    state = game(players=players, **options).new_initial_state(seed)
    while state.is_chance_node() and stage(state) in ("culture", "culture_out"):
        state.step_chance()
    return state


def _drafting(players: int, first: int = 0):
    """Cultures drawn, ``first`` chosen, the 6 x P tiles revealed: the draft is to play."""
    state = _after_cultures(players)
    state.apply(f"first {first}")
    while state.is_chance_node():
        state.step_chance()
    return state


@pytest.mark.parametrize("players", [1, 9])
def test_6_two_to_eight_players(players):
    """« Il y a assez de matériel dans cette boîte pour 2 à 4 joueurs [...] On peut même jouer jusqu'à 7 ou 8 »:
    2 to 8 players, nothing else."""
    from kleos.engine.errors import OptionError

    with pytest.raises(OptionError):
        game(players=players)
    assert game(players=2).num_players == 2
    assert game(players=8).num_players == 8


@pytest.mark.parametrize("players", [2, 3])
def test_6_cultures_three_or_fewer_players_all_different(players):
    """« A 3 joueurs ou moins, on place un cube vert, un bleu et un marron. Chacun pioche au hasard un cube »:
    each culture is drawn at random from the three cubes, so no two players share one."""
    state = game(players=players).new_initial_state(1)
    first = chance_texts(state)
    assert first == {f"culture {c}": Fraction(1, 3) for c in ("greek", "egyptian", "norse")}
    state.apply("culture norse")
    assert set(chance_texts(state)) == {"culture greek", "culture egyptian"}
    while stage(state) == "culture":
        state.step_chance()
    cultures = data(state)["cultures"]
    assert len(set(cultures)) == players


@pytest.mark.parametrize("players", [4, 5, 6, 7, 8])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_6_cultures_same_culture_never_side_by_side(players, seed):
    """« Les joueurs de même culture ne peuvent s'asseoir l'un à côté de l'autre. » (around the table)"""
    cultures = data(_after_cultures(players, seed))["cultures"]
    assert set(cultures) == {"greek", "egyptian", "norse"}
    for seat in range(players):
        assert cultures[seat] != cultures[(seat + 1) % players], cultures


def test_6_cultures_four_players_two_by_two_option():
    """« Quand il y a 4 joueurs, une bonne méthode est de placer deux cubes de deux cultures différentes dans la
    tasse. On laisse une culture de côté. »"""
    cultures = data(_after_cultures(4, 3, culture_mode_4p="two_by_two"))["cultures"]
    assert len(set(cultures)) == 2
    assert all(cultures.count(c) == 2 for c in set(cultures))
    assert cultures[0] != cultures[1] and cultures[1] != cultures[2] and cultures[3] != cultures[0]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_6_first_player_drawn_uniformly(players):
    """« Le joueur qui obtient le plus fort résultat en lançant 2 dés est le premier joueur (on relance en cas
    d'égalité) »: every player has the same chance to start."""
    state = _after_cultures(players)
    assert chance_texts(state) == {f"first {s}": Fraction(1, players) for s in range(players)}


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7, 8])
def test_6_bank_and_starting_cubes(players):
    """« 2 joueurs : 20 de chaque couleur [...] 8 joueurs : 60 » ; « On place 30 cubes rouges » ; « Chaque joueur
    reçoit 4 cubes par ressource de la banque »."""
    d = data(_drafting(players))
    for r in RES:
        assert d["bank"][r] == BANK[players] - 4 * players
        assert all(p[r] == 4 for p in d["res"])
    assert d["vp_bank"] == 30
    assert d["vp"] == [0] * players


@pytest.mark.parametrize("players", [2, 3, 4])
def test_6_starting_units_two_of_each_mortal_type(players):
    """« Chaque joueur prend 2 figurines de chaque type d'unités mortelles sauf les villageois » — Exemple : « Le
    joueur Egyptien prend 2 lanciers, 2 éléphants, et 2 char avec archers. Le Nord prend 2 Jarls, 2 Huskarls, et 2
    lanceurs de haches. Le Grecque prend 2 Toxotes, 2 Hoplites, et 2 Hippokons. »"""
    state = _drafting(players)
    for seat, p in enumerate(state.view(0)["board"]["players"]):
        assert p["units"] == {u: 2 for u in MORTALS[p["culture"]]}, seat
        assert p["villagers"] == 0 and p["workers"] == {}
        assert p["buildings"] == {}
        assert p["age"] == 0


@pytest.mark.parametrize("players", [2, 3, 4])
def test_6_draft_reveals_six_tiles_per_player(players):
    """« Le premier joueur prend 6 tuiles ressource par joueur et les retourne visibles. »"""
    d = data(_drafting(players))
    assert len(d["revealed"]) == 6 * players
    assert sum(d["pool"].values()) == 90 - 6 * players


@pytest.mark.parametrize(("players", "first"), [(2, 1), (3, 1), (4, 2)])
def test_6_draft_order_snakes_three_times(players, first):
    """« En commençant par lui, puis dans le sens horaire, chaque joueur choisit une de ces tuiles [...] le joueur
    qui vient de prendre une tuile en dernier en prend tout de suite une autre. Dans le sens inverse [...] On répète
    ce processus trois fois jusqu'à ce que chacun ait eu six possibilités »."""
    state = _drafting(players, first)
    order = []
    while stage(state) == "draft":
        order.append(state.current_player)
        assert "pass" in texts(state)  # « Les joueurs peuvent passer s'ils le souhaitent. »
        state.apply("pass")
    forward = [(first + i) % players for i in range(players)]
    assert order == (forward + forward[::-1]) * 3


def test_6_draft_tile_on_matching_space_and_leftovers_back_to_pool():
    """« chaque joueur choisit une de ces tuiles et la place sur une case terrain correspondante de son plateau »;
    « Les tuiles non choisies retournent dans la réserve. » The Egyptian board has no Mountains space (§V: « Si le
    joueur n'a pas de case terrain correspondant, il ne peut pas choisir cette tuile »)."""
    state = game(players=3).new_initial_state(5)
    state.apply("culture egyptian")
    state.apply("culture greek")
    state.apply("culture norse")
    state.apply("first 0")
    for _ in range(18):  # 6 Mountains (2 gold), 7 Desert (1 gold), 5 Fertile (2 food)
        outcomes = chance_texts(state)
        state.apply(next(t for t in ("tile mountains_2gold", "tile desert_1gold", "tile fertile_2food")
                         if t in outcomes))
    offered = texts(state)
    assert "take mountains_2gold" not in offered  # the Egyptian (seat 0) has no Mountains space
    assert "take desert_1gold" in offered
    state.apply("take desert_1gold")
    assert "take mountains_2gold" in texts(state)  # the Greek has one Mountains space
    state.apply("take mountains_2gold")
    picks = 2
    while stage(state) == "draft":
        state.apply("pass")
    d = data(state)
    assert d["tiles"][0] == {"desert_1gold": 1}
    assert d["tiles"][1] == {"mountains_2gold": 1}
    assert sum(d["pool"].values()) == 90 - picks
    assert d["revealed"] == []


def test_6_draft_greek_single_desert_space_fills():
    """« Chaque tuile production de ressource a un type de terrain et doit être placée sur une case qui a le même
    type de terrain » — the Greek board has one Desert space: once it holds a tile, no second Desert tile."""
    state = game(players=2).new_initial_state(5)
    state.apply("culture greek")
    state.apply("culture norse")
    state.apply("first 0")
    for _ in range(12):  # 7 Desert (2 favor) and 5 Desert (1 gold)
        state.apply("tile desert_2favor" if "tile desert_2favor" in chance_texts(state) else "tile desert_1gold")
    state.apply("take desert_2favor")  # Greek
    while stage(state) == "draft":
        if state.current_player == 0:  # the Greek may never take a second Desert tile
            assert texts(state) == ["pass"]
        state.apply("pass")
    assert data(state)["tiles"][0] == {"desert_2favor": 1}


def test_6_four_players_same_culture_share_one_random_deck():
    """« NOTE : A 3 joueurs ou moins, chacun reçoit le paquet de sa culture. A 4 joueurs ou plus, les joueurs de
    même culture jouent avec le même paquet de cartes action aléatoire. »"""
    state = base(players=4, cultures=("egyptian", "greek", "norse", "greek"))
    finish_turn(state, keep=False)
    place_cubes(state)
    assert set(board(state)["decks"]) == {"egyptian", "greek", "norse"}
    fill_hands(state)  # every player draws 4 random cards
    decks = board(state)["decks"]
    assert decks["greek"]["draw"] == 45 - 8  # the two Greeks drew from the one Greek deck
    assert decks["egyptian"]["draw"] == 45 - 4 and decks["norse"]["draw"] == 45 - 4


def _max_recruitable(players, cultures):
    """The most Spearmen the Egyptian (seat 0) may own: he recruits while a figure is left in his supply."""
    for owned in range(1, 40):
        state = edit(base(players=players, cultures=cultures), units={0: {"spearman": owned}}, res={0: res(5, 5, 5, 5)})
        state.apply("play perm_recruit")
        if "recruit spearman" not in texts(state):
            return owned
    raise AssertionError("no limit")


def test_6_figures_both_shades_up_to_three_players_one_shade_from_four():
    """« A 3 joueurs ou moins, chaque joueur utilise les deux teintes de sa couleur. A 4 joueurs ou plus, chacun
    reçoit une teinte. Le nombre d'unités est limité à celles de sa réserve. »"""
    three = _max_recruitable(3, ("egyptian", "greek", "norse"))
    four = _max_recruitable(4, ("egyptian", "greek", "norse", "greek"))
    assert three == 2 * four
