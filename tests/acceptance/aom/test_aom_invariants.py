"""Rules that hold at every moment (V, VI, VII, VIII, X), checked along three short random games at 2, 3 and 4
players: each test names its section and the sentence it checks."""

from __future__ import annotations

import random

import pytest

from .helpers import BANK, RES, game

LIMITS = [4, 5, 6, 7]
SPACES = None


def _play(players: int, seed: int) -> dict:
    """A random game; every step's data is inspected and each rule's violations are recorded."""
    global SPACES
    g = game(players=players)
    SPACES = g.board_data()["spaces"]
    tiles = g.board_data()["tiles"]
    state = g.new_initial_state(seed)
    rng = random.Random(seed)
    found: dict[str, list] = {k: [] for k in ("villagers", "buildings", "tiles", "cubes", "victory", "hand",
                                              "spoilage", "adjacent", "steps")}
    previous = None
    ages_at_start = None
    steps = 0
    while not state.is_terminal():
        if state.is_chance_node():
            state.step_chance()
        else:
            legal = [str(a) for a in state.legal_actions()]
            plays = [a for a in legal if a.startswith("play")]
            action = rng.choice(plays) if plays and rng.random() < 0.8 else rng.choice(legal)
            d = state.to_json()["data"]
            if d["stage"] == "attack_target":
                me = d["ctx"]["player"]
                for a in legal:
                    if a.startswith("target"):
                        other = int(a.split()[1])
                        if (other - me) % players not in (1, players - 1):
                            found["adjacent"].append((me, other))
            state.apply(action)
        steps += 1
        d = state.to_json()["data"]
        st = d["stage"]
        if st in ("culture", "culture_out", "first"):
            continue
        for seat in range(players):
            houses = d["buildings"][seat].get("house", 0)
            villagers = d["villagers"][seat] + sum(d["workers"][seat].values())
            if houses != villagers and st != "lose_villager":
                found["villagers"].append((steps, seat, houses, villagers))
            b = d["buildings"][seat]
            if sum(b.values()) > 16 or houses > 10 or any(n > 1 for k, n in b.items() if k != "house"):
                found["buildings"].append((steps, seat, b))
            per_terrain: dict[str, int] = {}
            for tile, n in d["tiles"][seat].items():
                per_terrain[tiles[tile]["terrain"]] = per_terrain.get(tiles[tile]["terrain"], 0) + n
                if d["workers"][seat].get(tile, 0) + d["dwarves"][seat].get(tile, 0) > n:
                    found["tiles"].append((steps, seat, tile))
            culture = d["cultures"][seat]
            if any(n > SPACES[culture].get(t, 0) for t, n in per_terrain.items()):
                found["tiles"].append((steps, seat, per_terrain))
        for r in RES:
            if d["bank"][r] + sum(p[r] for p in d["res"]) != BANK[players] or d["bank"][r] < 0:
                found["cubes"].append((steps, r))
        if d["vp_bank"] + sum(d["vp_cards"].values()) + sum(d["vp"]) != 30:
            found["victory"].append(steps)
        if previous in ("hand", "deal", "vp") and st == "play":
            ages_at_start = list(d["age"])
            for seat in range(players):
                if len(d["hands"][seat]) > LIMITS[ages_at_start[seat]]:
                    found["hand"].append((steps, seat, d["hands"][seat]))
        if previous != "discard" and st == "discard" and not d["final"]:
            for seat in range(players):
                keep = 8 if d["buildings"][seat].get("storehouse") else 5
                if any(v > keep for v in d["res"][seat].values()):
                    found["spoilage"].append((steps, seat, d["res"][seat]))
        previous = st
    found["steps"] = steps
    found["result"] = state.result()
    found["vp"] = state.to_json()["data"]["vp"]
    return found


@pytest.fixture(scope="module", params=[2, 3, 4])
def playout(request):
    return _play(request.param, 100 + request.param)


def test_5_houses_always_equal_villagers(playout):
    """« Le joueur doit toujours avoir un nombre égal de maisons et de villageois. »"""
    assert playout["villagers"] == []


def test_5_one_building_of_each_type_houses_up_to_ten_sixteen_spaces(playout):
    """« Chaque joueur ne peut construire qu'un exemplaire de chaque type de bâtiment à l'exception des maisons
    (maximum de 10 maisons pour un joueur). » ; « Il ne peut y avoir qu'une tuile construction par case »."""
    assert playout["buildings"] == []


def test_5_tiles_on_matching_spaces_one_worker_per_tile(playout):
    """« doit être placée sur une case qui a le même type de terrain » ; « une tuile ressource ne peut avoir qu'un
    villageois ou unité » (§VIII)."""
    assert playout["tiles"] == []


def test_6_resource_cubes_never_leave_the_game(playout):
    """« La banque représente la limite de ressources disponibles pour tous les joueurs durant la partie »: the bank
    and the players' cubes always add up to the set-up bank (20/25/30 of each colour)."""
    assert playout["cubes"] == []


def test_6_thirty_red_cubes(playout):
    """« On place 30 cubes rouges de point de victoire dans la banque quel que soit le nombre de joueurs. »"""
    assert playout["victory"] == []


def test_7_hand_within_age_limit(playout):
    """« Le maximum de cartes autorisé au début de chaque tour est : [4 / 5 / 6 / 7] »."""
    assert playout["hand"] == []


def test_7_spoilage_leaves_five_of_each(playout):
    """« Chaque joueur ne peut garder que 5 cubes ressource de chaque type [...] d'un tour à l'autre » (8 with a
    Storehouse)."""
    assert playout["spoilage"] == []


def test_8_attack_targets_are_adjacent(playout):
    """« Il ne peut attaquer qu'un joueur adjacent à lui autour de la table (à sa droite ou à sa gauche). »"""
    assert playout["adjacent"] == []


def test_10_game_ends_and_most_cubes_win(playout):
    """« Le joueur avec le plus de points de victoire est le vainqueur. »"""
    result = playout["result"]
    assert result is not None and result.winners
    best = max(playout["vp"])
    assert all(playout["vp"][w] == best for w in result.winners)
