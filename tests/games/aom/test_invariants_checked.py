"""Age of Mythology's invariants (``kleos.aom.invariants``) each catch the bug they are there for.

Every test takes a real state (set up as the rule tests do, or met in a seeded random game), checks that it is
honest, breaks it the way a bug would (a cube vanished, a piece given to the wrong player, a record left stale ...)
and asserts that ``state.invariants(before)`` reports it with its rulebook section; the last tests play seeded
random games with the engine's checker and find nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from kleos.aom import end, setup
from kleos.aom.state import AomState
from kleos.bots import make_bot
from kleos.engine import Rng, load_game
from kleos.engine.invariants import InvariantChecker
from kleos.engine.play import play_out

from .helpers import at_play, give_tiles, new, random_play, set_res

P0, P1, P2 = 0, 1, 2
Found = tuple[AomState, AomState]


def _reports(st: AomState, before: AomState | None, start: str, *words: str) -> None:
    """``st`` breaks an invariant whose sentence starts with ``start`` (its section) and holds ``words``."""
    problems = st.invariants(before)
    assert any(p.startswith(start) and all(w in p for w in words) for p in problems), problems


def _honest(st: AomState, before: AomState | None = None) -> AomState:
    assert st.invariants(before) == []
    return st


def _find(pred: Callable[[AomState, AomState], bool], players: int = 3, seeds: range = range(60),
          **options: Any) -> Found:
    """The first step of seeded random games (``before``, the state after it) for which ``pred`` holds."""
    for seed in seeds:
        st = load_game("aom", players=players, **options).new_initial_state(seed)
        assert isinstance(st, AomState)
        before = st.clone(search=True)
        for _step in random_play(st, Rng(seed)):
            if pred(before, st):
                assert st.invariants(before) == []
                return before, st
            before = st.clone(search=True)
    raise AssertionError("no such step in the seeded games")


def _mid_game(players: int = 3) -> AomState:
    """A state of card play in turn 2, its boards as random play left them."""
    return _find(lambda b, s: s.turn == 2 and s.stage == "play", players)[1]


# ---------------------------------------------------------------------- cubes
@pytest.mark.parametrize("bug", ["vanished", "made", "overdrawn"])
def test_resource_cubes_are_conserved(bug: str) -> None:
    st = _honest(_mid_game())
    if bug == "vanished":  # a payment that forgot the bank
        st.res[P0]["food"] -= 1
    elif bug == "made":  # a gather that took no cube from the bank
        st.res[P1]["gold"] += 2
    else:  # a take beyond what the bank has: the total is right, the bank owes a cube
        st.res[P2]["wood"] += st.bank["wood"] + 1
        st.bank["wood"] = -1
        _reports(st, None, "V: a negative count of wood cubes")
        return
    _reports(st, None, "V, VI: the bank and the players hold")


def test_victory_cubes_are_conserved() -> None:
    st = _honest(_mid_game())
    st.vp[P1] += 1  # a Great Temple sale that took no cube from the bank
    _reports(st, None, "VI, X: the bank, the victory cards and the players hold", "31")


# ---------------------------------------------------------------------- figures
def test_a_figure_of_another_culture_is_reported() -> None:
    st = _honest(new(3))
    st.units[P0]["hoplite"] = 1  # a recruit that forgot the player's culture (seat 0 is Egyptian)
    _reports(st, None, "VI: player 0 (egyptian) has 1 hoplite")


@pytest.mark.parametrize(("players", "caps", "cap"), [(3, "table", 12), (4, "table", 6), (3, "unlimited", 60)])
def test_figures_stay_within_the_supply(players: int, caps: str, cap: int) -> None:
    cultures = ("egyptian", "greek", "norse", "greek")[:players]
    st = _honest(new(players, cultures, figure_caps=caps))
    st.units[P0]["spearman"] = cap
    _honest(st)
    st.units[P0]["spearman"] = cap + 1  # a god's gift that did not look at the supply
    _reports(st, None, "VI, VIII Recruit: player 0 has", f"more than the supply of {cap}")


def test_a_dwarf_left_on_its_tile_after_a_battle_is_one_figure_too_many() -> None:
    st = new(3)
    give_tiles(st, P2, "mountains_2gold")
    st.units[P2]["dwarf"] = 5
    st.dwarves[P2] = {"mountains_2gold": 1}
    _honest(st)
    st.units[P2]["dwarf"] += 1  # committed from the tile, came back to the holding area, still on the tile
    _reports(st, None, "VI, VIII Recruit: player 2 has 7 dwarf figures")


def test_a_hero_before_his_age_and_an_age_beyond_mythic() -> None:
    st = _honest(new(3))
    st.units[P0]["priest"] = 1
    _reports(st, None, "VIII Recruit: player 0 has the hero priest before his age")
    st.age[P0] = 1
    _honest(st)
    st.age[P1] = 4
    _reports(st, None, "IV: player 1 is in age 4")


# ---------------------------------------------------------------------- buildings and villagers
@pytest.mark.parametrize("bug", ["two walls", "17 buildings", "early wonder", "negative"])
def test_buildings_are_one_of_each_on_sixteen_spaces(bug: str) -> None:
    st = new(3)
    st.buildings[P0] = {"house": 10, "wall": 1, "tower": 1, "storehouse": 1, "market": 1, "armory": 1, "quarry": 1}
    st.villagers[P0] = 10
    _honest(st)
    if bug == "two walls":
        st.buildings[P0]["wall"] = 2
        _reports(st, None, "V: player 0 has 2 wall, more than the 1 allowed")
    elif bug == "17 buildings":
        st.buildings[P0]["granary"] = 1
        _reports(st, None, "V: player 0 has 17 buildings on 16 city spaces")
    elif bug == "early wonder":
        st.age[P1] = 2
        st.buildings[P1] = {"wonder": 1}
        _reports(st, None, "V: player 1 has the wonder before the age it needs")
    else:
        st.buildings[P1] = {"market": -1}
        _reports(st, None, "V: player 1 has -1 market")


def test_villagers_equal_what_the_houses_give() -> None:
    st = new(3)
    st.buildings[P1] = {"house": 2}
    st.villagers[P1] = 2
    _honest(st)
    st.buildings[P1]["house"] = 1  # a House destroyed without its villager
    _reports(st, None, "V: player 1 has 2 villagers for 1 from his Houses")
    st.buildings[P1]["house"] = 11
    st.villagers[P1] = 11
    _reports(st, None, "V: player 1 has 11 villagers, more than 10")


def test_a_lost_house_owes_one_villager_while_its_owner_chooses() -> None:
    """The real position of test_8_attack's lost House: while the owner chooses, he has one villager more than
    his Houses give; a second villager lost with it is reported."""
    from .test_8_attack import _fight_to_the_end

    st = new(3)
    st.buildings[P1] = {"house": 2}
    st.villagers[P1] = 1
    give_tiles(st, P1, "hills_2gold")
    st.workers[P1] = {"hills_2gold": 1}
    at_play(st, P0, ["perm_attack"])
    for p in (1, 2):
        st.hands[p] = ["perm_trade"]
    for a in ("play perm_attack", "target 1", "area city"):
        st.apply(a)
    _fight_to_the_end(st, "attacker")
    before = st.clone(search=True)
    st.apply("destroy house")
    assert st.stage == "lose_villager"
    _honest(st, before)
    st.villagers[P1] = 0  # the House took a villager at once, and the owner is asked for another
    _reports(st, before, "V: player 1 has 1 villagers for 1 from his Houses and 1 to remove")


def test_one_villager_or_unit_a_tile() -> None:
    st = new(3)
    give_tiles(st, P1, "fertile_2food")
    st.buildings[P1] = {"house": 2}
    st.villagers[P1] = 1
    st.workers[P1] = {"fertile_2food": 1}
    _honest(st)
    st.villagers[P1] = 0  # a move onto a tile that was not free
    st.workers[P1]["fertile_2food"] = 2
    _reports(st, None, "VIII Gather: player 1 has 2 villagers and units on 1 fertile_2food tiles")


# ---------------------------------------------------------------------- tiles
def test_production_tiles_are_conserved() -> None:
    st = _honest(_mid_game())
    kind = next(iter(st.pool))
    st.pool[kind] -= 1  # a tile drawn for an Explore and never shown
    _reports(st, None, "V, VIII Explore: the pool, the tiles face up and the boards", kind)


def test_a_board_holds_no_more_tiles_of_a_terrain_than_its_spaces() -> None:
    st = new(3)  # seat 0 is Egyptian: one forest space
    give_tiles(st, P0, "forest_2wood")
    _honest(st)
    give_tiles(st, P0, "forest_2wood")
    _reports(st, None, "V: player 0 has 2 forest tiles on 1 forest spaces")


# ---------------------------------------------------------------------- cards
def _dealt_state() -> AomState:
    """Turn 1's card play, after seat 0 drew random cards."""
    return _find(lambda b, s: s.stage == "play" and any(s.dealt[p] for p in range(3)))[1]


@pytest.mark.parametrize("bug", ["lost", "doubled", "alien", "permanent twice", "over the limit", "stale"])
def test_cards_are_conserved_and_hands_hold_what_they_may(bug: str) -> None:
    st = _honest(_dealt_state())
    seat = next(p for p in range(3) if st.dealt[p])
    culture = str(st.cultures[seat])
    pile, face_up = st.decks[culture]
    some = next(iter(pile))
    if bug == "lost":  # a card drawn into no hand
        pile[some] -= 1
        _reports(st, None, f"VI, VII: the {culture} draw pile, its face-up cards and hands hold")
    elif bug == "doubled":  # a played card put under its deck and left in the hand
        face_up.append(st.dealt[seat][0])
        _reports(st, None, f"VI, VII: the {culture} draw pile")
    elif bug == "alien":  # a card drawn from another culture's deck
        other = next(c for c in st.decks if c != culture)
        alien = next(iter(st.decks[other][0]))
        st.decks[other][0][alien] -= 1
        st.hands[seat][st.hands[seat].index(st.dealt[seat][0])] = alien
        pile[st.dealt[seat][0]] = pile.get(st.dealt[seat][0], 0) + 1
        st.dealt[seat][0] = alien
        _reports(st, None, f"VI: player {seat} ({culture}) holds random cards of another culture", alien)
    elif bug == "permanent twice":
        st.hands[seat][-1:] = ["perm_gather", "perm_gather"]
        _reports(st, None, f"VI: player {seat}'s hand holds permanent cards")
    elif bug == "over the limit":  # draws past the age's limit
        while len(st.hands[seat]) <= st.static.hand_limits[st.age[seat]]:
            some = next(c for c, k in pile.items() if k)
            pile[some] -= 1
            st.hands[seat].append(some)
        _reports(st, None, f"VII: player {seat} holds {len(st.hands[seat])} cards, more than the")
    else:  # a dealt card discarded face up, still recorded as unseen
        gone = st.dealt[seat][0]
        st.hands[seat].remove(gone)
        face_up.append(gone)
        _reports(st, None, f"VII: player {seat} was dealt {gone}, which is not a random card in his hand")


def test_spoilage_leaves_five_of_each_or_eight_with_a_storehouse() -> None:
    _before, st = _find(lambda b, s: s.stage == "discard" and b.stage != "discard")
    set_res(st, P0, food=5)
    st.buildings[P1]["storehouse"] = 1
    set_res(st, P1, wood=8)
    _honest(st)
    set_res(st, P0, food=6)  # the spoilage that skipped a player
    _reports(st, None, "VII Détérioration: player 0 keeps {'food': 6}")
    set_res(st, P0, food=5)
    st.buildings[P1].pop("storehouse")  # the Storehouse was destroyed: 8 wood is too many next time
    _reports(st, None, "VII Détérioration: player 1 keeps {'wood': 8}")


# ---------------------------------------------------------------------- battles
def _battle(players: int = 3) -> AomState:
    """A battle after the forces were revealed, both sides with units in it."""
    return _find(lambda b, s: s.stage == "battle" and s.battle.forces[0] and s.battle.forces[1], players)[1]


@pytest.mark.parametrize("bug", ["vanished", "wrong side", "returned twice"])
def test_figures_are_conserved_in_a_battle(bug: str) -> None:
    st = _honest(_battle())
    b = st.battle
    a, d = b.seats
    unit = next(iter(b.forces[1]))
    if bug == "vanished":  # an eliminated figure that never reached the supply
        b.forces[1][unit] -= 1
        _reports(st, None, f"IX: in the battle, player {d}'s {unit} figures")
    elif bug == "wrong side":  # a Mummy taken into the other side's holding area
        b.holding[0][unit] = b.holding[0].get(unit, 0) + 1
        b.supply[1][unit] -= 1
        _reports(st, None, f"IX: in the battle, player {a}'s {unit} figures", "are 1, not 0")
    else:  # a thrown-out figure sent home and left in the battle
        b.holding[1][unit] = b.holding[1].get(unit, 0) + 1
        _reports(st, None, f"IX: in the battle, player {d}'s {unit} figures")


def test_favor_is_conserved_in_a_battle() -> None:
    st = _honest(_battle())
    b = st.battle
    b.favor[0] += 2  # a Valkyrie's favor taken from no bank
    b.favor_delta[0] += 2
    _reports(st, None, "V, IX: the battle counts")


def test_a_battle_is_fought_by_the_card_player_against_a_neighbour() -> None:
    st = _honest(_battle(4))
    a = st.battle.seats[0]
    st.battle.seats = (a, (a + 2) % 4)  # the target read from the wrong seat
    _reports(st, None, f"VIII Attack: player {a} fights player {(a + 2) % 4}, who does not sit beside him")


def test_the_spoils_go_to_an_attacker_who_won() -> None:
    _before, st = _find(lambda b, s: s.stage == "spoils")
    st.last_battle["winner"] = st.last_battle["defender"]  # spoils handed out after a lost attack
    _reports(st, None, "VIII Attack: player", "takes spoils without having won his attack")


# ---------------------------------------------------------------------- the end
def _end() -> Found:
    """The last step of a game that ended at the end of a turn, with cubes on Largest Army, one player leading."""
    def pred(b: AomState, s: AomState) -> bool:
        armies = [end.army(s, p) for p in range(s.n)]
        return s.stage == "end" and b.vp_cards["largest_army"] > 0 and armies.count(max(armies)) == 1
    return _find(pred)


def test_the_game_ends_only_with_a_wonder_or_the_victory_cubes_gone() -> None:
    _before, st = _end()
    p = max(range(3), key=lambda q: st.vp[q])
    st.vp[p] -= 1  # the game declared over with a cube still in the bank
    st.vp_bank += 1
    _reports(st, None, "X: the game ends with no Wonder and 1 victory cubes in the bank")


def test_the_wonder_ends_the_game_at_once() -> None:
    st = _honest(_mid_game())
    st.age[P2] = 3
    st.buildings[P2]["wonder"] = 1  # a Wonder given by a god, the end not called
    _reports(st, None, "V The Wonder: player 2 has built the Wonder and the game goes on")


def test_the_winners_have_the_most_victory_cubes_then_resources() -> None:
    _before, st = _end()
    loser = min(range(3), key=lambda q: (st.vp[q], sum(st.res[q].values())))
    st.end = ((loser,), *st.end[1:])  # the ranking read backwards
    _reports(st, None, f"X: the winners are [{loser}]")


def test_the_victory_cards_go_to_their_single_leader_at_the_end() -> None:
    before, st = _end()
    armies = [end.army(st, p) for p in range(3)]
    leader = armies.index(max(armies))
    other = (leader + 1) % 3
    cubes = before.vp_cards["largest_army"]
    st.vp[leader] -= cubes  # Largest Army's cubes given to the wrong player
    st.vp[other] += cubes
    _reports(st, before, f"X: player {leader} takes", f"owed {cubes}")
    st.vp[other] -= cubes  # ... or left on the card
    st.vp_cards["largest_army"] += cubes
    _reports(st, before, f"X: player {leader} leads largest_army alone and its {cubes} cubes are left")


# ---------------------------------------------------------------------- steps
def test_victory_cubes_are_never_taken_back() -> None:
    st = _find(lambda b, s: s.stage == "play" and max(s.vp) > 0)[1]
    before = st.clone(search=True)
    p = st.vp.index(max(st.vp))
    st.vp[p] -= 1  # a raid that took a red cube
    st.vp_bank += 1
    _reports(st, before, f"X: player {p}'s victory cubes went down")
    _reports(st, before, "VII: victory cubes came back to the bank")


def test_victory_cubes_go_onto_the_cards_only_when_placed() -> None:
    before, st = _find(lambda b, s: b.stage == "vp" and s.stage != "vp")
    _honest(st, before)
    st.vp_bank -= 1  # a second cube placed by the same player
    st.vp_cards["wonder"] += 1
    _reports(st, before, "VII: 2 victory cubes went onto the cards in a step of vp")
    st = _mid_game()
    before = st.clone(search=True)
    st.vp_bank -= 1  # a cube placed during card play
    st.vp_cards["most_buildings"] += 1
    _reports(st, before, "VII: 1 victory cubes went onto the cards in a step of play")


def test_an_age_advances_one_at_a_time() -> None:
    st = _mid_game()
    before = st.clone(search=True)
    st.age[P1] = before.age[P1] + 2 if before.age[P1] < 2 else 0
    _reports(st, before, "VIII Next Age: player 1's age went from")


def test_a_tile_leaves_a_board_only_by_a_power_or_an_attack() -> None:
    st = _mid_game()
    p = next(q for q in range(3) if st.tiles[q])
    kind = next(iter(st.tiles[p]))
    before = st.clone(search=True)
    end.lose_tile(st, p, kind)  # a tile lost in a step of card play
    st.pool[kind] = st.pool.get(kind, 0) + 1
    _honest(st)
    _reports(st, before, f"VIII Explore: player {p} lost 1 tiles in a step of play")


def test_a_tile_comes_to_a_board_only_by_its_owners_pick_or_capture() -> None:
    def pred(b: AomState, s: AomState) -> bool:
        return b.stage == "explore" and any(p != b.queue[0] and setup.can_place(s, p, k)
                                            for p in range(3) for k in s.pool)
    before, st = _find(pred)
    picker = before.queue[0]
    other, kind = next((p, k) for p in range(3) for k in sorted(st.pool) if p != picker and setup.can_place(st, p, k))
    st.pool[kind] -= 1  # the tile placed on the board of another player than the picker
    setup.place_tile(st, other, kind)
    _honest(st)
    _reports(st, before, f"VI, VIII Explore: player {other} gained 1 tiles in a step of explore")


def test_a_building_is_destroyed_only_by_a_power_or_an_attack() -> None:
    st = _mid_game()
    st.buildings[P1]["wall"] = 1
    st.invalidate()
    _honest(st)
    before = st.clone(search=True)
    end.destroy_building(st, P1, "wall", "none")  # a player's own wall destroyed in card play
    _reports(st, before, "V: player 1 lost 1 buildings in a step of play")


def test_buildings_come_only_to_the_card_player() -> None:
    st = new(3)
    at_play(st, P0, ["perm_build"])
    set_res(st, P0, wood=5, gold=5)
    st.apply("play perm_build")
    before = st.clone(search=True)
    st.apply("build wall")
    _honest(st, before)
    st.buildings[P1]["wall"] = 1  # the building placed in the wrong city
    _reports(st, before, "V, VIII Build: player 1 gained 1 buildings while player 0 played the card")


def test_only_the_gathering_player_moves_villagers() -> None:
    st = new(3)
    for p in (P0, P1):
        give_tiles(st, p, "fertile_2food")
        st.buildings[p] = {"house": 1}
        st.villagers[p] = 1
    at_play(st, P0, ["perm_gather"])
    st.apply("play perm_gather")
    st.apply("gather fertile")
    before = st.clone(search=True)
    st.apply("move holding fertile_2food")
    _honest(st, before)
    st.villagers[P1] = 0  # the other player's villager moved too
    st.workers[P1] = {"fertile_2food": 1}
    _reports(st, before, "VIII Gather: player 1's villagers or Dwarves moved onto tiles in a step of gather_move")


def test_a_battle_touches_only_its_two_sides() -> None:
    st = _battle()
    before = st.clone(search=True)
    third = next(p for p in range(3) if p not in st.battle.seats)
    unit = next(iter(st.units[third]))
    st.units[third][unit] -= 1  # a loss booked on the wrong player
    _reports(st, before, f"IX: player {third}'s units changed in a battle")


def test_units_come_only_to_the_card_player() -> None:
    st = new(3)
    at_play(st, P0, ["perm_recruit"])
    st.apply("play perm_recruit")
    before = st.clone(search=True)
    st.apply("recruit spearman")
    _honest(st, before)
    st.units[P1]["hoplite"] += 1  # the recruit placed in the wrong holding area
    _reports(st, before, "VIII Recruit: player 1 gained units while player 0 played the card")


def test_the_battle_winner_takes_won_the_last_battle() -> None:
    before, st = _find(lambda b, s: b.battle is not None and s.battle is None and b.vp_cards["last_battle"] > 0)
    winner = st.last_battle["winner"]
    cubes = before.vp_cards["last_battle"]
    st.vp[winner] -= cubes  # the cubes left on the card
    st.vp_cards["last_battle"] += cubes
    _reports(st, before, f"IX: player {winner} won the battle without the {cubes} cubes of Won the Last Battle")


# ---------------------------------------------------------------------- whole games
@pytest.mark.parametrize(("players", "options"), [(2, {}), (3, {"figure_caps": "unlimited"}),
                                                   (4, {"culture_mode_4p": "two_by_two"}),
                                                   (5, {"trade_single_give_colour": False})])
def test_random_games_break_no_invariant(players: int, options: dict[str, Any]) -> None:
    game = load_game("aom", players=players, **options)
    for seed in (1, 2):
        state = game.new_initial_state(seed)
        bots = [make_bot("random", game, seed * 31 + s) for s in range(players)]
        play_out(state, bots, on_step=InvariantChecker(state, seed, views_every=0))
        assert state.is_terminal()


# ---------------------------------------------------------------------- the other clauses
@pytest.mark.parametrize(("bug", "said"), [
    ("victory card", "X: a negative count of victory cubes"),
    ("units", "VIII Recruit: player 0 has a negative count of units"),
    ("villagers", "V: player 1 has a negative count of villagers"),
    ("board tile", "V: player 2 has -1 "),
    ("pool", "VIII Explore: a negative count of tiles in the pool"),
    ("draw pile", "VII: the greek draw pile has a negative count of a card"),
])
def test_no_count_goes_negative(bug: str, said: str) -> None:
    st = _honest(new(3))
    if bug == "victory card":  # a card's cubes paid out twice
        st.vp_cards["wonder"] -= 1
        st.vp[P0] += 1
    elif bug == "units":
        st.units[P0]["spearman"] = -1
    elif bug == "villagers":
        st.villagers[P1] = -1
    elif bug == "board tile":
        st.tiles[P2]["fertile_2food"] = -1
        st.pool["fertile_2food"] += 1
    elif bug == "pool":
        st.pool["fertile_2food"] = -1
    else:
        st.decks["greek"][0][next(iter(st.decks["greek"][0]))] = -1
    _reports(st, None, said)


def test_a_missing_or_mixed_deck_is_reported() -> None:
    st = _honest(new(3))
    norse = st.decks["norse"][0]
    alien = next(iter(norse))
    norse[alien] -= 1  # a discarded Norse card put under the Greek deck
    st.decks["greek"][1].append(alien)
    _reports(st, None, "VI: the greek deck holds cards of another culture", alien)
    del st.decks["egyptian"]
    _reports(st, None, "VI: the egyptian deck of random cards is missing")


def test_spoilage_is_checked_when_a_new_turn_begins() -> None:
    before, st = _find(lambda b, s: b.turn >= 1 and s.turn > b.turn)
    set_res(st, P2, gold=6)  # the spoilage of the turn just ended skipped a player
    _reports(st, before, "VII Détérioration: player 2 keeps {'gold': 6}")


def test_the_card_player_attacks_and_the_battle_keeps_the_favor_of_the_board() -> None:
    st = _honest(_battle())
    a, d = st.battle.seats
    st.ctx["player"] = d  # the attacker read from the wrong seat
    _reports(st, None, f"VIII Attack: player {a} attacks, but player {d} played the card")
    st.ctx["player"] = a
    st.battle.favor_delta[1] += 1  # a favor change recorded for the board that the battle did not make
    _reports(st, None, f"IX: player {d}'s favor in the battle does not follow")


def test_a_battle_is_won_by_one_of_its_sides() -> None:
    before, st = _find(lambda b, s: b.battle is not None and s.battle is None)
    third = next(p for p in range(3) if p not in before.battle.seats)
    st.last_battle["winner"] = third
    _reports(st, before, "IX: the battle of players", f"ended with player {third} as its winner")


def test_the_wonder_builder_takes_the_wonder_card() -> None:
    """A real Wonder, built by the Greek player in the Mythic age: the game ends at once, with its cubes."""
    st = new(3)
    st.age[P1] = 3
    st.vp_bank -= 2
    st.vp_cards["wonder"] = 2
    at_play(st, P1, ["perm_build"])
    set_res(st, P1, food=10, wood=10, gold=10, favor=10)
    st.apply("play perm_build")
    before = st.clone(search=True)
    st.apply("build wonder")
    assert st.stage == "end"
    _honest(st, before)
    st.vp[P1] -= 2  # the Wonder's cubes left on its card
    st.vp_cards["wonder"] += 2
    _reports(st, before, "X: player 1 built the Wonder and its card's 2 cubes are left")
    _reports(st, before, "X: player 1 takes", "owed 2")
