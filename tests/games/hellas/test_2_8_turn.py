"""Hellas 2 (victory), 4 (set-up), 5 (the turn), 6 (income), 7 (first player), 8 (the action cycle), 9.7 (pass)."""

from __future__ import annotations

import pytest

from kleos.engine import IllegalAction
from kleos.hellas import board, cycle
from kleos.hellas.state import HellasState

from .helpers import ATHENS, SPARTA, act, clear, develop, hx, new, post, put, settle, start, texts


# ---------------------------------------------------------------------- 2: victory
def _at_cycle_end(st: HellasState) -> None:
    """Both players pass: the cycle ends, upkeep and supply, then the victory check (2, 16)."""
    st.stage, st.chosen = "choose", []
    st.actor = st.first
    act(st, "act pass", "act pass")


def test_2_vp_are_monuments_golden_ages_and_laurels() -> None:
    st = new()
    st.monuments = {hx(st, "Sparte"): SPARTA, hx(st, "Messene"): SPARTA}
    develop(st, SPARTA, culture=25)  # the culture Golden Age box
    st.stability[SPARTA] = 9  # the stability Golden Age
    settle(st)
    assert board.victory_points(st, SPARTA) == 2 + 2 + 0


def test_2_ten_vp_at_the_end_of_a_cycle_wins() -> None:
    st = new()
    st.monuments = {hx(st, h): ATHENS for h in ("Athenai", "Thebai", "Delphoi")}
    develop(st, ATHENS, military=37, fleet=41, economy=55, culture=25)
    st.stability[ATHENS] = 9
    settle(st)
    assert board.victory_points(st, ATHENS) == 3 + 5 + 0
    st.monuments[hx(st, "Pherai")] = ATHENS  # not possible in play (3 at most), a shortcut to 9 VP
    settle(st)
    assert board.victory_points(st, ATHENS) == 9
    _at_cycle_end(st)
    assert not st.is_terminal()  # 9 VP: the game goes on
    st2 = new(victory_points=9)
    st2.monuments = dict(st.monuments)
    develop(st2, ATHENS, military=37, fleet=41, economy=55, culture=25)
    st2.stability[ATHENS] = 9
    settle(st2)
    _at_cycle_end(st2)
    assert st2.is_terminal() and st2.result().winners == (ATHENS,) and st2.result().rule == "2"


def test_2_example_equal_vp_more_monuments_then_higher_stability_wins() -> None:
    """2 ex.: both at 11 VP, two monuments each; Sparta at stability 7, Athens 6: Sparta wins."""
    st = new()
    for p, cities in ((SPARTA, ("Sparte", "Messene")), (ATHENS, ("Athenai", "Thebai"))):
        for c in cities:
            st.monuments[hx(st, c)] = p
        develop(st, p, military=37, fleet=41, economy=55, culture=25)
    # 2 monuments + 4 Golden Ages = 6; 5 more VP of laurels each would make 11: give both the same laurels
    st.stability = [7, 6]
    settle(st)
    assert board.victory_points(st, SPARTA) == board.victory_points(st, ATHENS) == 6
    cycle.tie_break(st, 11, "victory points", "both players have 11 VP at the end of the action cycle", "2")
    assert st.result().winners == (SPARTA,) and "higher stability (7 to 6)" in str(st.result().text)


def test_2_tie_break_order_monuments_first_then_income() -> None:
    st = new()
    st.monuments = {hx(st, "Sparte"): SPARTA}
    cycle.tie_break(st, 10, "victory points", "x", "2")
    assert st.result().winners == (SPARTA,) and "more monuments" in str(st.result().text)
    st = new()
    st.stability = [2, 2]
    cycle.tie_break(st, 10, "victory points", "x", "2")
    assert st.result().winners == (SPARTA,) and "higher income (25 to 20)" in str(st.result().text)


def test_14_revolution_loses_at_once() -> None:
    st = new()
    st.stability[ATHENS] = -8
    start(st, SPARTA, "armistice")
    act(st, "offer", "refuse")  # 9.8: -2 for the refusal
    assert st.is_terminal() and st.result().winners == (SPARTA,) and st.result().kind == "revolution"
    assert st.result().rule == "14"


# ---------------------------------------------------------------------- 4: set-up
def _choose() -> HellasState:
    """A new game whose players make the set-up choices themselves (the default)."""
    from kleos.engine import load_game

    st = load_game("hellas").new_initial_state(1)
    assert isinstance(st, HellasState)
    return st


def test_4_sparta_sets_up_first_and_each_post_goes_to_the_nearest_free_goods_hex() -> None:
    st = _choose()
    assert st.stage == "setup_post" and st.current_player == SPARTA
    # 4.2: Sparta's distance-1 goods hexes first, in the order the player likes
    assert sorted(texts(st)) == ["setup_post 1911", "setup_post 1912", "setup_post 2011", "setup_post 2013"]
    with pytest.raises(IllegalAction, match=r"^Hellas 4.2: set-up trading posts go to the free goods hexes nearest"):
        st.apply("setup_post 2110")  # Argos is at distance 2
    act(st, "setup_post 2013", "setup_post 1911", "setup_post 1912", "setup_post 2011")
    assert st.stability[SPARTA] == 1  # 4.2: Tainaron's salt is a luxury good
    assert sorted(texts(st)) == ["setup_post 2110", "setup_post 2211"]  # Argos or Hermione, at distance 2
    act(st, "setup_post 2211")
    assert st.stage == "setup_place"


def test_4_example_athens_posts_are_forced_thebai_delphoi_lamia_pherai_never_argolis() -> None:
    """4 ex.: Athens places posts at Thebes (bronze), 4 hexes north (iron), Delphi (wool) and 5 hexes north
    (grain); Korinthos, Argos, Sikyon and Hermione are nearer but in Argolis (4: barred to Athens)."""
    st = _choose()
    act(st, "setup_post 2013", "setup_post 1911", "setup_post 1912", "setup_post 2011", "setup_post 2211")
    act(st, "place_ship 2012", *(f"place_legion {h}" for h in ("2012", "2011", "1911", "1912", "2211")))
    assert st.current_player == ATHENS and texts(st) == ["setup_post 2308"]  # Thebai, distance 1
    with pytest.raises(IllegalAction, match=r"^Hellas 4: Athens places no piece in Argolis"):
        st.apply("setup_post 2210")
    act(st, "setup_post 2308")
    assert sorted(texts(st)) == ["setup_post 2008", "setup_post 2106"]  # Delphoi and Lamia, distance 4
    act(st, "setup_post 2106", "setup_post 2008")
    assert texts(st) == ["setup_post 2105"]  # Pherai, distance 5
    act(st, "setup_post 2105")
    # 4.3 ex.: two ships in Athens (a fleet), a ship at Thebes, legions on Pherai, Delphi and Athens
    act(st, "place_ship 2409", "place_ship 2409", "place_ship 2308", "place_legion 2105", "place_legion 2008",
        "place_legion 2409")
    assert st.stage == "choose" and st.turn == 1
    s = st.game.static
    fleet = [b for b in st.blocks[ATHENS] if b[1] == 1 and b[0] == s.by_site["Athenai"]]
    assert fleet and fleet[0][2] == 2  # Fleet I: two ships under one marker (13)
    assert st.treasury[ATHENS] == 80 + 20  # 4 ex.: 80 talents, then turn 1's income (6): 3+5+3+5+4
    assert board.income(st, ATHENS) == 20 and board.supply_capacity(st, ATHENS) == 5  # one grain post (4.8)
    assert st.stability[ATHENS] == 0


def test_4_3_set_up_units_go_to_the_capital_or_an_own_post_ships_to_ports_or_coastal_posts() -> None:
    st = _choose()
    act(st, "setup_post 2013", "setup_post 1911", "setup_post 1912", "setup_post 2011", "setup_post 2211")
    with pytest.raises(IllegalAction, match=r"^Hellas 4.3: set-up legions go to the capital"):
        st.apply("place_legion 2110")
    with pytest.raises(IllegalAction, match=r"^Hellas 4.3: set-up ships go to the capital if it is a port"):
        st.apply("place_ship 2010")  # Kleitor: a coast hex with no post of Sparta
    with pytest.raises(IllegalAction, match=r"^Hellas 4.3: Sparta has no ship in Sparte"):
        st.apply("place_aboard 2012")
    act(st, "place_ship 2012", "place_aboard 2012")
    assert st.blocks[SPARTA][0][3] == 1  # a legion aboard the ship


def test_4_9_neutral_pieces_and_4_10_treasuries() -> None:
    st = new()
    s = st.game.static
    assert st.neutral_forts[s.by_site["Syrakousai"]] == 1
    assert {s.site[h] for h in st.neutral_legions} == {"Akragas", "Gela", "Leontinoi", "Katane", "Syrakousai",
                                                        "Rhodos", "Lindos"}
    assert {s.site[h] for h, kind in st.neutral_forts.items() if kind == 2} == {"Miletos", "Pergamon", "Abydos"}
    assert st.syracusans == 5
    assert st.treasury == [60 + 25, 80 + 20]  # set-up sheets, then turn 1's income


# ---------------------------------------------------------------------- 6: income
def test_6_example_sparta_income_45_and_55_with_market_place() -> None:
    """6 ex.: 4 stone 18, 2 fish 9, 1 grain 4, 1 salt 6, 1 copper 5, 1 wool 3: 45; Market place: 55."""
    st = new()
    clear(st, posts=True)
    goods = {"stone": ["Sparte", "Athenai", "Karystos", "Naxos"], "fish": ["Pylos", "Patrai"], "grain": ["Messene"],
             "salt": ["Tainaron"], "copper": ["Hermione"], "wool": ["Tegea"]}
    for sites in goods.values():
        for site in sites:
            post(st, SPARTA, site)
    assert board.income(st, SPARTA) == 45
    develop(st, SPARTA, economy=1)
    assert board.income(st, SPARTA) == 55


def test_8_example_a_fourth_grain_post_raises_income_by_7() -> None:
    """8 ex.: three grain posts give 15, a fourth 22: income 72 -> 79 (+7)."""
    st = new()
    clear(st, posts=True)
    for site in ("Messene", "Larisa", "Pherai"):
        post(st, SPARTA, site)
    assert board.goods_count(st, SPARTA)["grain"] == 3 and board.income(st, SPARTA) == 15
    put(st, SPARTA, "Gortyn")
    start(st, SPARTA, "trade")
    act(st, "post 2717")
    assert board.income(st, SPARTA) == 22


def test_6_a_contested_post_gives_nothing() -> None:
    st = new()
    before = board.income(st, SPARTA)
    put(st, ATHENS, "Tegea")
    start(st, ATHENS, "move")
    st.contested = st.contested | {hx(st, "Tegea")}
    settle(st)
    assert board.income(st, SPARTA) == before - 3  # Tegea's wool


def test_6_income_is_collected_at_the_start_of_each_turn() -> None:
    st = new()
    treasury = list(st.treasury)
    _at_cycle_end(st)
    assert st.turn == 2
    upkeep = [1, 3]  # 10: one Spartan ship, three Athenian ships, at phase I rates
    assert st.treasury == [treasury[p] - upkeep[p] + board.income(st, p) for p in (0, 1)]


# ---------------------------------------------------------------------- 7: first player
def test_7_first_player_by_military_then_fleet_then_income_then_units_then_athens() -> None:
    st = new()
    assert cycle.first_player(st) == SPARTA  # equal tracks; income 25 to 20
    develop(st, ATHENS, military=1)
    assert cycle.first_player(st) == ATHENS
    develop(st, SPARTA, military=1, fleet=2)
    develop(st, ATHENS, fleet=1)
    assert cycle.first_player(st) == SPARTA
    develop(st, ATHENS, fleet=2)
    st.posts = {}
    st.forts = {}
    settle(st)
    assert board.income(st, SPARTA) == board.income(st, ATHENS) == 0
    assert cycle.first_player(st) == ATHENS  # units: 5 legions + 1 ship, 3 + 3: equal, so Athens
    put(st, SPARTA, "Argos")
    assert cycle.first_player(st) == SPARTA  # 7 units to 6
    clear(st)
    assert cycle.first_player(st) == ATHENS  # all equal: Athens


# ---------------------------------------------------------------------- 8: the action cycle
def test_8_five_actions_each_alternating_then_the_cycle_ends() -> None:
    st = new()
    order = ["act develop", "act trade", "act stability", "act build", "act attack"] * 2
    seats = []
    for a in order:
        seats.append(st.current_player)
        act(st, a, "done")
    assert seats == [SPARTA, ATHENS] * 5
    assert st.turn == 2 and st.stage == "choose"


def test_8_example_move_chosen_three_times_is_closed() -> None:
    """8 ex.: Sparta chose Move twice and Athens once: Move cannot be chosen again in this cycle."""
    st = new()
    act(st, "act move", "done", "act trade", "done", "act move", "done", "act develop", "done",
        "act stability", "done", "act move", "done", "act develop", "done", "act stability", "done")
    assert st.current_player == SPARTA and "act move" not in texts(st)
    with pytest.raises(IllegalAction, match=r"^Hellas 8: Move has been chosen 3 times in this action cycle"):
        st.apply("act move")


def test_8_not_twice_by_one_player_nor_the_action_the_opponent_just_chose() -> None:
    st = new()
    act(st, "act develop", "done")
    with pytest.raises(IllegalAction, match=r"^Hellas 8: Athens may not choose Develop, the action Sparta"):
        st.apply("act develop")
    act(st, "act trade", "done", "act develop", "done", "act build", "done")
    with pytest.raises(IllegalAction, match=r"^Hellas 8: Sparta has chosen Develop twice"):
        st.apply("act develop")


def test_8_9_7_pass_after_pass_ends_the_cycle_at_once() -> None:
    st = new()
    act(st, "act develop", "done", "act pass")
    assert st.current_player == SPARTA and "act pass" in texts(st)
    act(st, "act pass")
    assert st.turn == 2 and any("the action cycle ends (both players passed)" in str(e.text) for e in st.log)


def test_9_7_an_action_may_be_chosen_only_to_block_it() -> None:
    st = new()
    act(st, "act attack", "done")  # no combat possible: chosen to block
    assert "act attack" not in texts(st)
