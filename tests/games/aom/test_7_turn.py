"""Age of Mythology VII (the turn): victory cubes, hands, the three rounds, card return, spoilage, discards and the
starting player."""

from __future__ import annotations

import pytest

from kleos.aom import turn
from kleos.engine import IllegalAction, Rng

from .helpers import at_play, card, new, random_play, set_res, texts


def test_three_players_each_place_one_cube_from_the_starting_player() -> None:
    st = new(3, first=1)
    assert st.stage == "vp" and st.queue == [1, 2, 0]
    st.apply("vp wonder")
    st.apply("vp most_buildings")
    st.apply("vp most_buildings")
    assert st.vp_cards == {"largest_army": 0, "most_buildings": 2, "last_battle": 0, "wonder": 1}
    assert st.vp_bank == 27 and st.stage == "hand"


@pytest.mark.parametrize(("players", "placers"), [(2, 2), (4, 3), (8, 3)])
def test_only_the_first_three_place_and_each_of_two(players: int, placers: int) -> None:
    cultures = {2: ("greek", "norse"), 4: ("greek", "norse", "egyptian", "norse"),
                8: ("greek", "norse", "egyptian", "greek", "norse", "egyptian", "norse", "egyptian")}[players]
    st = new(players, cultures, first=players - 1)
    assert st.queue == st.order()[:placers]


def _permanents(st, seat: int, *actions: str) -> None:
    for a in actions:
        assert st.current_player == seat
        st.apply(f"permanent {a}")


def test_hand_limit_by_age_permanent_cards_first_then_random_draws() -> None:
    """VII: a place of the hand at a time, as many as the age allows (Classical 5, Archaic 4), each a permanent card
    or a random card; the random cards are drawn once every hand is chosen, in turn order."""
    st = new(3)
    st.age = [1, 0, 0]
    for _i in range(3):
        st.apply("vp wonder")
    assert st.stage == "hand" and st.current_player == 0
    st.apply("permanent gather")
    st.apply("permanent recruit")
    assert "permanent gather" not in texts(st)
    for _i in range(3):
        st.apply("fill")
    assert st.stage == "hand" and st.current_player == 1 and st.hands[0] == []  # nothing drawn before all chose
    _permanents(st, 1, "explore", "gather", "build", "trade")
    _permanents(st, 2, "explore", "gather", "build", "trade")
    assert st.stage == "hands_chosen"  # the public step that ends the secret choices
    st.step_chance()
    assert st.stage == "deal" and st.draws == 3 and st.queue == [0]  # Classical: 5 cards (VII)
    for _i in range(3):
        assert st.is_chance_node()
        st.step_chance()
    assert len(st.hands[0]) == 5 and len(st.dealt[0]) == 3 and sorted(st.hands[1]) == sorted(
        f"perm_{a}" for a in ("explore", "gather", "build", "trade"))
    assert st.stage == "play" and st.current_player == 0


def test_random_draws_are_hidden_from_the_others() -> None:
    st = new(3)
    for _i in range(3):
        st.apply("vp wonder")
    st.apply("fill")
    _permanents(st, 0, "explore", "gather", "build")
    _permanents(st, 1, "explore", "gather", "build", "trade")
    _permanents(st, 2, "explore", "gather", "build", "trade")
    st.step_chance()  # every hand is chosen (public)
    st.step_chance()  # seat 0's random card
    step = st.history[-1]
    assert step.seats == (0,)
    assert st.history_for(1)[-1].action == -1
    mine, theirs = st.view(0)["board"]["players"][0], st.view(1)["board"]["players"][0]
    assert len(mine["hand"]) == 4 and theirs["hand"] == [] and theirs["hidden_cards"] == 4
    assert theirs["hand_size"] == 4


def test_the_card_in_play_shows_only_the_keys_judged_public() -> None:
    """VII/VIII: every seat sees the card being played (who, which, its target, area, counts left), by a list of
    keys (kleos.aom.view.CARD_SHOWN): every key of the card's context met in play is either shown or kept out on
    purpose, so a new one cannot reach the views unjudged."""
    from kleos.aom.view import CARD_KEPT, CARD_SHOWN
    from kleos.engine import load_game

    met: set[str] = set()
    wanted = {"player", "card", "target", "given", "built"}  # plain, Trade and Build keys
    games = [(2, 1, True), (3, 6, False), (2, 4, True), *((3, seed, False) for seed in range(10, 30))]
    for players, seed, single in games:
        if seed >= 10 and wanted <= met:
            break  # random games until every kind of key was met
        st = load_game("aom", players=players, trade_single_give_colour=single).new_initial_state(seed)
        for _step in random_play(st, Rng(seed)):
            met |= set(st.ctx)
            assert set(st.board_view(0, ("card",))["card"]) == set(st.ctx) & CARD_SHOWN
    assert met <= CARD_SHOWN | CARD_KEPT, met - CARD_SHOWN - CARD_KEPT
    assert not wanted - met, wanted - met


def test_a_full_hand_draws_nothing() -> None:
    st = new(3)
    st.hands[0] = ["perm_explore", "perm_gather", "perm_build", "perm_trade"]
    for _i in range(3):
        st.apply("vp wonder")
    assert st.current_player == 1


def test_kept_cards_count_against_the_next_limit() -> None:
    """VII example: the Greek keeps 1 card; next turn he draws 4 instead of 5."""
    st = new(3, ("egyptian", "greek", "norse"))
    st.age = [0, 1, 0]
    kept = card(st, "greek", "attack", 7)
    st.decks["greek"][0][kept] -= 1
    st.hands[1] = [kept]
    st.dealt[1] = [kept]
    for _i in range(3):
        st.apply("vp wonder")
    _permanents(st, 0, "explore", "gather", "build", "trade")
    assert st.current_player == 1
    for _i in range(4):  # 5 places in the Classical age, 1 taken by the card kept
        st.apply("fill")
    _permanents(st, 2, "explore", "gather", "build", "trade")
    assert st.stage == "hands_chosen"  # the public step that ends the secret choices
    st.step_chance()
    assert st.stage == "deal" and st.queue == [1] and st.draws == 4


def test_rounds_go_from_the_starting_player_three_times() -> None:
    st = new(3, first=2)
    for p in range(3):
        st.hands[p] = ["perm_explore", "perm_gather", "perm_build", "perm_trade"]
    for _i in range(3):
        st.apply("vp wonder")
    assert st.stage == "play" and st.round == 1
    seen = []
    while st.stage == "play":
        seen.append((st.round, st.current_player))
        st.apply("discard perm_trade" if "perm_trade" in st.hands[st.current_player] else
                 f"discard {sorted(st.hands[st.current_player])[0]}")
    assert seen == [(r, p) for r in (1, 2, 3) for p in (2, 0, 1)]
    # VII discards: each seat in turn order, with the card left in hand
    assert st.stage == "discard" and st.queue == [2, 0, 1]


def test_passing_discards_a_card() -> None:
    st = new(3)
    at_play(st, 0, ["perm_explore", "perm_gather"])
    st.hands[1] = ["perm_build"]
    st.apply("discard perm_gather")
    assert st.hands[0] == ["perm_explore"] and st.current_player == 1


def test_a_played_random_card_lies_face_up_under_its_deck_and_is_shown() -> None:
    st = new(3)
    c = card(st, "egyptian", "trade", 0)
    st.decks["egyptian"][0][c] -= 1
    at_play(st, 0, [c])
    st.dealt[0] = [c]
    st.apply(f"play {c}")
    assert st.decks["egyptian"][1] == [c] and st.dealt[0] == []
    assert st.history[-1].reveals


def test_face_up_cards_are_reshuffled_when_the_draw_pile_is_empty() -> None:
    st = new(3)
    deck = st.decks["egyptian"]
    every = [cid for cid, k in deck[0].items() for _ in range(k)]
    deck[0] = {}
    deck[1] = every[:2]
    for _i in range(3):
        st.apply("vp wonder")
    for _i in range(4):
        st.apply("fill")
    _permanents(st, 1, "explore", "gather", "build", "trade")
    _permanents(st, 2, "explore", "gather", "build", "trade")
    assert st.stage == "hands_chosen"  # the public step that ends the secret choices
    st.step_chance()
    assert st.stage == "deal" and sum(deck[0].values()) == 2 and deck[1] == []
    st.step_chance()
    st.step_chance()
    # nothing left at all: the draw stops short
    assert len(st.hands[0]) == 2 and st.stage == "play" and st.current_player == 0


def test_spoilage_example() -> None:
    """VII example: 6 food, 3 wood, 5 gold, 7 favor: the Norse returns 1 food and 2 favor."""
    st = new(3, ("egyptian", "greek", "norse"))
    set_res(st, 2, food=6, wood=3, gold=5, favor=7)
    bank = dict(st.bank)
    turn.spoil(st)
    assert st.res[2] == {"food": 5, "wood": 3, "gold": 5, "favor": 5}
    assert st.bank["food"] == bank["food"] + 1 and st.bank["favor"] == bank["favor"] + 2


def test_a_storehouse_keeps_eight() -> None:
    st = new(3)
    set_res(st, 0, food=9, wood=8, gold=2, favor=0)
    st.buildings[0] = {"storehouse": 1}
    turn.spoil(st)
    assert st.res[0] == {"food": 8, "wood": 8, "gold": 2, "favor": 0}


def test_discard_then_the_starting_player_passes_left() -> None:
    st = new(3, first=0)
    for p in range(3):
        st.hands[p] = []
    st.hands[1] = ["perm_attack", "perm_trade"]
    turn.end_rounds(st)
    assert st.stage == "discard" and st.queue == [1]
    with pytest.raises(IllegalAction, match="Age of Mythology VII"):
        st.apply("discard perm_build")
    st.apply("discard perm_attack")
    st.apply("keep")
    assert st.hands[1] == ["perm_trade"]
    assert st.first == 1 and st.turn == 2 and st.stage == "vp"


def test_random_turns_keep_every_count() -> None:
    """Whatever is played, cubes, red cubes and cards are never created nor lost."""
    st = new(3)
    rng = Rng(5)
    total_cards = {c: sum(k for cid, k in d[0].items()) for c, d in st.decks.items()}
    for _step in random_play(st, rng):
        for r in ("food", "wood", "gold", "favor"):
            assert st.bank[r] + sum(res[r] for res in st.res) == 25
        assert st.vp_bank + sum(st.vp) + sum(st.vp_cards.values()) == 30
        for culture, d in st.decks.items():
            held = sum(1 for p in range(3) if st.cultures[p] == culture for c in st.hands[p] if not
                       c.startswith("perm_"))
            assert sum(d[0].values()) + len(d[1]) + held == total_cards[culture]
