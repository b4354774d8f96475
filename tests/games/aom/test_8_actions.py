"""Age of Mythology VIII (the action cards other than Attack): Explore, Gather, Build, Recruit, Trade, Next Age,
with the rulebook's examples and their numbers."""

from __future__ import annotations

import pytest

from kleos.engine import IllegalAction

from .helpers import at_play, card, give_tiles, new, set_res, texts

EGYPT, GREECE, NORSE = 0, 1, 2


def _others_busy(st, *seats: int) -> None:
    for p in seats:
        st.hands[p] = ["perm_trade", "perm_build", "perm_recruit"]


# ---------------------------------------------------------------------- Explore
def test_permanent_explore_draws_p_plus_one_then_picks_go_left() -> None:
    st = new(3)
    _others_busy(st, 1, 2)
    at_play(st, GREECE, ["perm_explore"])
    st.apply("play perm_explore")
    assert st.stage == "explore_reveal"
    for kind in ("forest_2wood", "mountains_2gold", "swamp_1food", "fertile_2food"):
        st.apply(f"tile {kind}")
    assert st.stage == "explore" and st.current_player == GREECE  # 4 tiles at 3 players (XI: Bill)
    st.apply("take forest_2wood")
    assert st.current_player == NORSE
    st.apply("take mountains_2gold")
    st.apply("take swamp_1food")
    assert st.tiles == [{"swamp_1food": 1}, {"forest_2wood": 1}, {"mountains_2gold": 1}]
    assert st.revealed == [] and st.pool["fertile_2food"] == 12  # the rest goes back
    assert st.stage == "play" and st.current_player == NORSE


def test_explore_skips_a_seat_with_no_space_for_any_tile_shown() -> None:
    st = new(3)
    _others_busy(st, 1, 2)
    rnd = card(st, "egyptian", "explore", 0)
    at_play(st, EGYPT, [rnd])
    st.apply(f"play {rnd}")
    for kind in ("forest_2wood", "mountains_2gold", "mountains_1wood"):  # P tiles (XI: André's card)
        st.apply(f"tile {kind}")
    st.apply("take forest_2wood")
    # Greek: 1 mountain space, so he may take one; the Egyptian has none
    assert st.current_player == GREECE
    st.apply("pass")
    st.apply("take mountains_2gold")
    assert st.stage == "play"


# ---------------------------------------------------------------------- Gather
def test_gather_example_egyptian_desert() -> None:
    """VIII example: the Egyptian moves his villager onto a desert tile printing 1 gold: it yields 2 gold; the Greek
    and the Norse gather their desert too."""
    st = new(3)
    _others_busy(st, 1, 2)
    give_tiles(st, EGYPT, "desert_1gold", "desert_2favor", "fertile_2food")
    give_tiles(st, GREECE, "desert_2favor")
    give_tiles(st, NORSE, "desert_1gold")
    st.villagers[EGYPT] = 1
    set_res(st, EGYPT, food=0, wood=0, gold=0, favor=0)
    set_res(st, GREECE, food=0, wood=0, gold=0, favor=0)
    set_res(st, NORSE, food=0, wood=0, gold=0, favor=0)
    st.buildings[NORSE] = {"gold_mint": 1}
    at_play(st, EGYPT, ["perm_gather"])
    st.apply("play perm_gather")
    st.apply("gather desert")
    assert "move holding desert_1gold" in texts(st)
    st.apply("move holding desert_1gold")
    st.apply("done")
    assert st.res[EGYPT] == {"food": 0, "wood": 0, "gold": 2, "favor": 2}
    assert st.res[GREECE]["favor"] == 2
    # the Gold Mint gives nothing when another player plays the Gather (XI round 2)
    assert st.res[NORSE]["gold"] == 1


def test_gather_by_resource_and_building_bonus_for_the_card_player_only() -> None:
    """XI round 1: Christine gathers wood: 5 wood, and her Gold Mint adds 2 gold."""
    st = new(3)
    _others_busy(st, 0, 1)
    give_tiles(st, NORSE, "forest_2wood", "forest_1favor", "fertile_1wood", "fertile_2food")
    st.villagers[NORSE] = 1
    st.workers[NORSE] = {"fertile_2food": 1}
    st.buildings[NORSE] = {"gold_mint": 1}
    set_res(st, NORSE, food=0, wood=0, gold=0, favor=0)
    at_play(st, NORSE, ["perm_gather"])
    st.apply("play perm_gather")
    st.apply("gather wood")
    st.apply("move holding forest_2wood")
    st.apply("move fertile_2food fertile_1wood")
    st.apply("done")
    assert st.res[NORSE] == {"food": 0, "wood": 5, "gold": 2, "favor": 0}


def test_gather_all_takes_every_tile_and_the_bank_runs_dry() -> None:
    st = new(3)
    _others_busy(st, 0, 2)
    give_tiles(st, GREECE, "fertile_2food", "hills_2gold", "hills_1favor")
    give_tiles(st, NORSE, "fertile_2food")
    st.bank["food"] = 3
    c = "greek_gather_all"
    at_play(st, GREECE, [c])
    st.apply(f"play {c}")
    assert st.stage == "gather_move"
    st.apply("done")
    assert st.res[GREECE]["food"] == 6 and st.res[GREECE]["gold"] == 6 and st.res[GREECE]["favor"] == 5
    # the card's player collects first; the Norse gets the one food left (no credit)
    assert st.res[NORSE]["food"] == 5 and st.bank["food"] == 0


def test_one_villager_per_tile() -> None:
    st = new(3)
    give_tiles(st, EGYPT, "desert_1gold")
    st.villagers[EGYPT] = 2
    at_play(st, EGYPT, ["perm_gather"])
    st.apply("play perm_gather")
    st.apply("gather gold")
    st.apply("move holding desert_1gold")
    assert texts(st) == ["done"]
    with pytest.raises(IllegalAction, match="Age of Mythology VIII: a villager"):
        st.apply("move holding desert_1gold")


# ---------------------------------------------------------------------- Build
def test_build_example_greek_build_2() -> None:
    """VIII example: a Greek Build 2 card builds a Storehouse and a House, and no more."""
    st = new(3)
    _others_busy(st, 0, 2)
    set_res(st, GREECE, food=6, wood=6, gold=6, favor=6)
    c = card(st, "greek", "build", 2)
    at_play(st, GREECE, [c])
    st.apply(f"play {c}")
    st.apply("build storehouse")
    st.apply("build house")
    assert st.buildings[GREECE] == {"storehouse": 1, "house": 1}
    assert st.villagers[GREECE] == 1  # V House: a villager into the holding area
    assert st.res[GREECE] == {"food": 2, "wood": 2, "gold": 4, "favor": 4}
    assert st.stage == "play" and st.current_player == NORSE


def test_one_of_each_building_and_the_wonder_needs_the_mythic_age() -> None:
    st = new(3)
    set_res(st, EGYPT, food=10, wood=10, gold=10, favor=10)
    st.buildings[EGYPT] = {"market": 1}
    c = card(st, "egyptian", "build", 4)
    at_play(st, EGYPT, [c])
    st.apply(f"play {c}")
    assert "build market" not in texts(st) and "build wonder" not in texts(st)
    with pytest.raises(IllegalAction, match="Age of Mythology VIII: a building"):
        st.apply("build wonder")


def test_quarry_discount_from_the_next_action_on() -> None:
    """V Quarry: no discount in the action that builds it; one cube less afterwards, the player's choice."""
    st = new(3)
    _others_busy(st, 1, 2)
    set_res(st, EGYPT, food=6, wood=1, gold=1, favor=0)
    c = card(st, "egyptian", "build", 2)
    at_play(st, EGYPT, [c, "perm_build"])
    st.apply(f"play {c}")
    st.apply("build quarry")
    # 2 food 1 wood left: no discount in the Quarry's own action, so nothing more to build: the action ends
    assert st.stage == "play" and st.current_player == GREECE
    at_play(st, EGYPT, ["perm_build"])
    set_res(st, EGYPT, food=2, wood=1, gold=0, favor=0)
    st.apply("play perm_build")
    st.apply("build house")
    assert st.stage == "discount" and texts(st) == ["discount wood"]
    st.apply("discount wood")
    assert st.buildings[EGYPT] == {"quarry": 1, "house": 1} and st.res[EGYPT]["wood"] == 0


def test_the_wonder_ends_the_game_at_once() -> None:
    st = new(3)
    st.age[EGYPT] = 3
    st.vp_cards["wonder"] = 5
    set_res(st, EGYPT, food=10, wood=10, gold=10, favor=10)
    at_play(st, EGYPT, ["perm_build"])
    st.apply("play perm_build")
    st.apply("build wonder")
    assert st.is_terminal() and st.vp[EGYPT] == 5
    assert st.result().winners == (EGYPT,)


# ---------------------------------------------------------------------- Recruit
def test_recruit_example_minotaur_and_archer() -> None:
    """VIII example: a Recruit 2 buys a Minotaur (2 food 2 wood) and an archer (1 food 1 wood)."""
    st = new(3)
    _others_busy(st, 0, 2)
    set_res(st, GREECE, food=3, wood=3, gold=0, favor=0)
    at_play(st, GREECE, ["perm_recruit"])
    st.apply("play perm_recruit")
    st.apply("recruit minotaur")
    st.apply("recruit toxotes")
    assert st.units[GREECE] == {"hoplite": 2, "toxotes": 3, "hippokon": 2, "minotaur": 1}
    assert st.res[GREECE] == {"food": 0, "wood": 0, "gold": 0, "favor": 0}
    assert st.stage == "play"


def test_heroes_from_their_age_and_only_ones_own_culture() -> None:
    st = new(3)
    set_res(st, EGYPT, food=9, wood=9, gold=9, favor=9)
    at_play(st, EGYPT, ["perm_recruit"])
    st.apply("play perm_recruit")
    assert "recruit priest" not in texts(st) and "recruit hoplite" not in texts(st)
    with pytest.raises(IllegalAction, match="a hero only from his age"):
        st.apply("recruit priest")
    st.age[EGYPT] = 1
    st.invalidate()
    st.apply("recruit priest")  # Classical (VIII Next Age example)
    assert st.units[EGYPT]["priest"] == 1


def test_recruit_stops_at_the_figures_of_the_table() -> None:
    """aom.md 2.12 (DEC-35, figure_caps "table"): with 3 players a Greek has 12 hoplites at most (both shades)."""
    st = new(3)
    st.units[GREECE]["hoplite"] = 12
    set_res(st, GREECE, food=9, wood=9, gold=9, favor=9)
    at_play(st, GREECE, ["perm_recruit"])
    st.apply("play perm_recruit")
    assert "recruit hoplite" not in texts(st)
    before = st.dumps()
    with pytest.raises(IllegalAction, match="Age of Mythology VIII: a unit of one's culture, paid, with a figure left"):
        st.apply("recruit hoplite")
    assert st.dumps() == before


def test_recruit_with_unlimited_figures_goes_beyond_the_table() -> None:
    """DEC-35, option figure_caps "unlimited": no figure is missing from the supply."""
    st = new(3, figure_caps="unlimited")
    st.units[GREECE]["hoplite"] = 12
    set_res(st, GREECE, food=9, wood=9, gold=9, favor=9)
    at_play(st, GREECE, ["perm_recruit"])
    st.apply("play perm_recruit")
    st.apply("recruit hoplite")
    st.apply("recruit hoplite")
    assert st.units[GREECE]["hoplite"] == 14


# ---------------------------------------------------------------------- Trade
def test_trade_example_with_a_market() -> None:
    """VIII example: the Norse, with a Market, 8 wood and no gold, trades 4 wood for 4 gold, no fee."""
    st = new(3)
    st.buildings[NORSE] = {"market": 1}
    set_res(st, NORSE, food=0, wood=8, gold=0, favor=0)
    at_play(st, NORSE, ["perm_trade"])
    st.apply("play perm_trade")
    assert st.stage == "trade"
    for _i in range(4):
        st.apply("exchange wood gold")
    assert "exchange food gold" not in texts(st)  # one colour given per Trade (DEC-9)
    st.apply("done")
    assert st.res[NORSE] == {"food": 0, "wood": 4, "gold": 4, "favor": 0}


def test_the_trade_fee_comes_first() -> None:
    st = new(3)
    set_res(st, EGYPT, food=3, wood=0, gold=0, favor=0)
    at_play(st, EGYPT, ["perm_trade"])
    st.apply("play perm_trade")
    assert st.stage == "trade_fee" and texts(st) == ["fee food", "done"]
    st.apply("fee food")
    st.apply("fee food")
    assert texts(st)[:3] == ["exchange food wood", "exchange food gold", "exchange food favor"]
    st.apply("exchange food favor")
    assert st.res[EGYPT] == {"food": 0, "wood": 0, "gold": 0, "favor": 1}


def test_great_temple_buys_victory_cubes_after_the_exchanges() -> None:
    st = new(3)
    st.buildings[GREECE] = {"great_temple": 1, "market": 1}
    set_res(st, GREECE, food=2, wood=0, gold=0, favor=15)
    at_play(st, GREECE, ["perm_trade"])
    st.apply("play perm_trade")
    st.apply("exchange food favor")
    st.apply("temple")
    assert st.vp[GREECE] == 1 and st.res[GREECE]["favor"] == 8 and st.vp_bank == 29
    assert texts(st) == ["temple", "done"]  # no exchange after the purchase
    st.apply("temple")
    assert st.vp[GREECE] == 2 and texts(st) == ["done"]


def test_trade_gives_one_colour_only() -> None:
    """VIII Trade, DEC-9 (trade_single_give_colour, the default): the cubes given are of one colour; another colour
    is refused, naming the rule, and nothing changes."""
    st = new(3)
    st.buildings[NORSE] = {"market": 1}
    set_res(st, NORSE, food=2, wood=2, gold=0, favor=0)
    at_play(st, NORSE, ["perm_trade"])
    st.apply("play perm_trade")
    st.apply("exchange wood gold")
    assert st.view(NORSE)["board"]["card"]["give"] == "wood"
    before = st.dumps()
    with pytest.raises(IllegalAction, match=r"Age of Mythology VIII: a Trade gives cubes of one colour only, here "
                                            r"wood \(DEC-9\)"):
        st.apply("exchange food gold")
    assert st.dumps() == before
    st.apply("exchange wood favor")
    st.apply("done")
    assert st.res[NORSE] == {"food": 2, "wood": 0, "gold": 1, "favor": 1}


def test_trade_of_one_for_one_swaps_gives_any_colours() -> None:
    """VIII Trade, DEC-9 with trade_single_give_colour off: any number of 1:1 swaps, each cube given (of any
    colour) for one of another colour the bank has; a colour received is not given back, nor a colour given
    received, in the same Trade."""
    st = new(3, trade_single_give_colour=False)
    st.buildings[NORSE] = {"market": 1}
    set_res(st, NORSE, food=2, wood=2, gold=0, favor=0)
    at_play(st, NORSE, ["perm_trade"])
    st.apply("play perm_trade")
    st.apply("exchange wood gold")
    st.apply("exchange food gold")  # a second colour given
    st.apply("exchange food favor")
    board = st.view(NORSE)["board"]
    assert board["card"]["given"] == ["food", "wood"] and board["card"]["got"] == ["gold", "favor"]
    assert "exchange gold food" not in texts(st) and "exchange wood food" not in texts(st)
    assert texts(st) == ["exchange wood gold", "exchange wood favor", "done"]
    before = st.dumps()
    with pytest.raises(IllegalAction, match=r"Age of Mythology VIII: in one Trade a colour received is not given"):
        st.apply("exchange gold wood")
    assert st.dumps() == before
    st.apply("done")
    assert st.res[NORSE] == {"food": 0, "wood": 1, "gold": 2, "favor": 1}


def test_one_for_one_swaps_are_bank_limited_and_need_a_cube_held() -> None:
    st = new(3, trade_single_give_colour=False)
    st.buildings[NORSE] = {"market": 1}
    set_res(st, NORSE, food=3, wood=1, gold=0, favor=0)
    st.bank["gold"] = 0
    at_play(st, NORSE, ["perm_trade"])
    st.apply("play perm_trade")
    assert "exchange food gold" not in texts(st) and "exchange gold food" not in texts(st)
    before = st.dumps()
    with pytest.raises(IllegalAction, match=r"Age of Mythology VIII: a Trade swaps a cube one holds for one of "
                                            r"another colour the bank has"):
        st.apply("exchange food gold")
    assert st.dumps() == before


# ---------------------------------------------------------------------- Next Age
def test_next_age_example() -> None:
    """VIII example: in the Archaic age the Egyptian pays 4 of each and reaches the Classical age; from the next
    turn he draws 5 cards."""
    st = new(3)
    set_res(st, EGYPT, food=4, wood=5, gold=4, favor=6)
    at_play(st, EGYPT, ["perm_next_age"])
    st.apply("play perm_next_age")
    assert st.age[EGYPT] == 1 and st.res[EGYPT] == {"food": 0, "wood": 1, "gold": 0, "favor": 2}
    from kleos.aom.turn import hand_limit

    assert hand_limit(st, EGYPT) == 5


def test_next_age_unaffordable_does_nothing() -> None:
    st = new(3)
    set_res(st, EGYPT, food=3, wood=5, gold=4, favor=6)
    at_play(st, EGYPT, ["perm_next_age"])
    st.apply("play perm_next_age")
    assert st.age[EGYPT] == 0 and st.res[EGYPT]["wood"] == 5


def test_a_random_next_age_costs_one_less() -> None:
    st = new(3)
    set_res(st, GREECE, food=3, wood=3, gold=3, favor=3)
    c = card(st, "greek", "next_age")
    at_play(st, GREECE, [c])
    st.apply(f"play {c}")
    assert st.age[GREECE] == 1 and st.res[GREECE] == {"food": 0, "wood": 0, "gold": 0, "favor": 0}


def test_a_dwarf_mines_a_gold_tile_for_two_more_gold() -> None:
    """aom.md 2.3 DWARF_MINER: during its owner's Gather a Dwarf goes onto a gold tile only; it adds 2 gold."""
    st = new(3)
    _others_busy(st, 0, 1)
    give_tiles(st, NORSE, "mountains_2gold", "forest_2wood")
    st.units[NORSE]["dwarf"] = 1
    set_res(st, NORSE, food=0, wood=0, gold=0, favor=0)
    at_play(st, NORSE, ["perm_gather"])
    st.apply("play perm_gather")
    st.apply("gather mountains")
    assert "dwarf holding forest_2wood" not in texts(st)
    st.apply("dwarf holding mountains_2gold")
    st.apply("done")
    assert st.res[NORSE]["gold"] == 4 and st.dwarves[NORSE] == {"mountains_2gold": 1}
    assert "dwarf" not in st.units[NORSE]


def test_refusals_cite_the_rule_in_french_too() -> None:
    from kleos.i18n import render

    st = new(3)
    at_play(st, EGYPT, ["perm_explore"])
    with pytest.raises(IllegalAction) as refused:
        st.apply("play perm_build")
    assert str(refused.value).startswith("Age of Mythology VII: only a card in one's hand")
    assert render(refused.value.message, "fr").startswith("Age of Mythology VII : seule une carte de sa main")
