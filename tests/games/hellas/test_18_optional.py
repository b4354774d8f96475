"""Hellas 18: the optional rules 18.2, 18.5, 18.6 and 18.7 (18.1, 18.3, 18.4 and 18.8 are tested beside the rules
they change, in test_9_3_11_economy.py), with the three examples of 18.2."""

from __future__ import annotations

import pytest

from kleos.engine import IllegalAction, load_game
from kleos.hellas import board
from kleos.hellas.combat import leader_bonus
from kleos.hellas.data import MOUNTAIN
from kleos.hellas.data import SEA as SEA_HEX
from kleos.hellas.pieces import LAND
from kleos.hellas.stability import golden_age

from .helpers import ATHENS, SPARTA, act, clear, contest, develop, fort, hx, new, post, put, start, texts


def lose_post(st, where, to=None) -> None:
    """A post taken (by ``to``) or destroyed, then what the game does after every action (board.refresh)."""
    h = hx(st, where)
    if to is None:
        del st.posts[h]
    else:
        st.posts[h] = (to, 1)
    st.dirty = True
    board.refresh(st)


# ---------------------------------------------------------------------- 18.2: falling back
def test_18_2_example_1_banking_without_silver_falls_back_to_box_46_and_25_income() -> None:
    """18.2 ex. 1: Sparta has reached Banking (Economy IV); Athens takes its only SILVER post: the cube falls
    back to box 46 (IRON, COPPER and STONE still held) and Sparta's income loses 25 talents (70 -> 45)."""
    st = new(regress_development=True)
    clear(st, posts=True)
    fort(st, SPARTA, "Sparte")  # STONE
    for site in ("Lamia", "Hermione", "Aigina"):  # IRON, COPPER, SILVER
        post(st, SPARTA, site)
    develop(st, SPARTA, economy=50)
    del st.posts[hx(st, "Aigina")]  # the post lost, the cube not yet moved back
    income = board.income(st, SPARTA)
    st.posts[hx(st, "Aigina")] = (SPARTA, 1)
    lose_post(st, "Aigina", to=ATHENS)
    assert st.dev[SPARTA][2] == 46
    assert board.income(st, SPARTA) == income - 25
    assert any("18.2" in str(e.text) and "box 46" in str(e.text) for e in st.log)


def test_18_2_without_the_option_a_phase_once_entered_is_kept() -> None:
    st = new()
    clear(st, posts=True)
    fort(st, SPARTA, "Sparte")
    for site in ("Lamia", "Hermione", "Aigina"):
        post(st, SPARTA, site)
    develop(st, SPARTA, economy=50)
    lose_post(st, "Aigina", to=ATHENS)
    assert st.dev[SPARTA][2] == 50


def test_18_2_example_2_a_golden_age_refusing_an_armistice_falls_2_boxes_and_loses_its_vp() -> None:
    st = new(regress_development=True)
    top = golden_age(st)
    st.stability[ATHENS] = top
    vp = board.victory_points(st, ATHENS)
    st.treasury[SPARTA] = 100
    start(st, SPARTA, "armistice")
    act(st, "offer", "refuse")
    assert st.stability[ATHENS] == top - 2 and board.victory_points(st, ATHENS) == vp - 1
    # without 18.2 the Golden Age is kept (9.5: it cannot be lost)
    st = new()
    st.stability[ATHENS] = top
    st.treasury[SPARTA] = 100
    start(st, SPARTA, "armistice")
    act(st, "offer", "refuse")
    assert st.stability[ATHENS] == top


def test_18_2_example_3_empire_losing_3_of_4_luxury_posts_falls_to_box_6_and_hoplites_follow() -> None:
    """18.2 ex. 3: Sparta at Empire (Culture III) loses 3 of its 4 luxury posts: the cube falls back to box 6,
    City-State (Culture I); no longer meeting Kingdom, its Military cube falls back out of Hoplites too."""
    st = new(regress_development=True)
    clear(st, posts=True)
    for site in ("Tainaron", "Ambrakia", "Melos", "Thasos"):  # SALT, SALT, GLASS, GOLD
        post(st, SPARTA, site)
    develop(st, SPARTA, culture=14, military=12)
    for site in ("Ambrakia", "Melos", "Thasos"):
        del st.posts[hx(st, site)]
    st.dirty = True
    board.refresh(st)
    assert st.dev[SPARTA][3] == 6 and st.phase(SPARTA, "culture") == 1
    assert st.dev[SPARTA][0] == 9 and st.phase(SPARTA, "military") == 1


# ---------------------------------------------------------------------- 18.5: the leader
def leaders():
    st = new(leaders=True)
    clear(st, posts=True)
    return st


def test_18_5_the_leader_starts_with_a_unit_of_his_side() -> None:
    st = load_game("hellas", leaders=True).new_initial_state(1)
    while st.stage != "setup_leader":
        st.apply(st.legal_actions()[0])
    p = st.current_player
    mine = {st.game.static.ids[b[0]] for b in st.blocks[p]}
    assert {a.text.split()[1] for a in st.legal_actions()} == mine
    with pytest.raises(IllegalAction, match=r"^Hellas 18.5: the leader starts with a unit of his side"):
        st.apply(f"place_leader {next(h for h in ('2808', '0000') if h not in mine)}")


def test_18_5_the_leader_adds_2_cv_to_a_combat_in_his_hex() -> None:
    st = leaders()
    put(st, SPARTA, "Tegea", value=2)
    put(st, ATHENS, "Tegea", value=2)
    contest(st, "Tegea")
    st.leader[SPARTA], st.leader_aboard[SPARTA] = hx(st, "Tegea"), False
    assert leader_bonus(st, SPARTA, hx(st, "Tegea"), LAND) == 2
    assert leader_bonus(st, ATHENS, hx(st, "Tegea"), LAND) == 0
    start(st, SPARTA, "attack")
    act(st, "fight 2011")
    assert st.last_combat["attack_cv"] == 2 + 2 + 0  # two legions of CV 1, the leader's 2, no modifier


def test_18_5_the_leader_moves_6_over_land_and_not_into_the_sea() -> None:
    st = leaders()
    put(st, SPARTA, "Sparte")
    st.leader[SPARTA], st.leader_aboard[SPARTA] = hx(st, "Sparte"), False
    start(st, SPARTA, "move")
    s = st.game.static
    seen = {st.leader[SPARTA]}
    for _ in range(6):  # six steps over hexes of cost 1, never back
        step = next(a.text for a in st.legal_actions() if a.kind == "leader"
                    and s.index[a.text.split()[1]] not in seen and s.terrain[s.index[a.text.split()[1]]] != MOUNTAIN)
        act(st, step)
        seen.add(st.leader[SPARTA])
    assert st.leader_mp[SPARTA] == 0 and not any(a.kind == "leader" for a in st.legal_actions())
    # and never into the sea, whatever points he has left (checked before the points)
    start(st, SPARTA, "move")
    sea = [n for n in s.neighbours[st.leader[SPARTA]] if s.terrain[n] == SEA_HEX]
    assert sea and st.leader_mp[SPARTA] == 6
    with pytest.raises(IllegalAction, match=r"^Hellas 18.5: a leader moves over land and coast hexes"):
        st.apply(f"leader {s.ids[sea[0]]}")


def test_18_5_a_leader_left_alone_among_enemies_joins_the_nearest_unit_and_is_never_eliminated() -> None:
    st = leaders()
    put(st, SPARTA, "Tegea")
    put(st, SPARTA, "Messene")
    put(st, ATHENS, "Tegea", value=4)
    develop(st, ATHENS, military=10, culture=7)
    contest(st, "Tegea")
    st.leader[SPARTA], st.leader_aboard[SPARTA] = hx(st, "Tegea"), False
    start(st, ATHENS, "attack")
    act(st, "fight 2011")
    assert not [b for b in st.blocks[SPARTA] if b[0] == hx(st, "Tegea")]
    assert st.leader[SPARTA] == hx(st, "Messene") and not st.leader_aboard[SPARTA]
    assert hx(st, "Tegea") not in st.contested


def test_18_5_a_leader_alone_in_a_hex_an_enemy_legion_enters_joins_his_next_unit() -> None:
    """18.5: « Lorsqu'ils sont seuls dans un hexagone contesté, ils sont alors placés avec la prochaine unité »: an
    Athenian legion entering Tegea, where Sparta's leader stands alone, sends him to Sparta's unit at Messene; with
    nothing of Sparta's left there, Tegea is not contested (the leader once stayed, in a hex contested by one side)."""
    from kleos.hellas.data import LAND as LAND_HEX

    st = leaders()
    s = st.game.static
    put(st, SPARTA, "Messene")
    tegea = hx(st, "Tegea")
    st.leader[SPARTA], st.leader_aboard[SPARTA] = tegea, False
    start_hex = next(n for n in s.neighbours[tegea] if s.terrain[n] == LAND_HEX and n not in st.posts
                     and n not in st.forts and n != hx(st, "Messene"))
    put(st, ATHENS, s.ids[start_hex])
    start(st, ATHENS, "move")
    act(st, f"march {s.ids[start_hex]}", "step 2011")
    assert st.leader[SPARTA] == hx(st, "Messene") and tegea not in st.contested
    assert any("joins the unit" in str(e.text) for e in st.log)


# ---------------------------------------------------------------------- 18.6: choosing the order
def test_18_6_the_player_who_would_be_first_chooses_to_play_first_or_second() -> None:
    st = new(choose_order=True)
    develop(st, ATHENS, military=5)
    st.stage, st.chosen, st.actor, st.first = "choose", [], SPARTA, SPARTA
    st.invalidate()
    act(st, "act pass", "act pass")
    assert st.stage == "order" and st.current_player == ATHENS
    assert set(texts(st)) == {"order first", "order second"}
    act(st, "order second")
    assert st.first == SPARTA and st.current_player == SPARTA
    st = new()
    develop(st, ATHENS, military=5)
    st.stage, st.chosen, st.actor, st.first = "choose", [], SPARTA, SPARTA
    st.invalidate()
    act(st, "act pass", "act pass")
    assert st.stage == "choose" and st.first == ATHENS  # without 18.6: rule 7 decides


# ---------------------------------------------------------------------- 18.7: a second post
def test_18_7_from_manufacturing_a_second_post_on_an_own_post_for_its_cost_and_income() -> None:
    st = new(extra_posts=True)
    clear(st, posts=True)
    post(st, ATHENS, "Larisa")
    put(st, ATHENS, "Larisa")
    st.treasury[ATHENS] = 100
    start(st, ATHENS, "trade")
    with pytest.raises(IllegalAction, match=r"^Hellas 18.7: a second trading post on a hex needs Manufacturing"):
        st.apply("post 2005")
    develop(st, ATHENS, economy=32)
    income = board.income(st, ATHENS)
    start(st, ATHENS, "trade")
    act(st, "post 2005")
    assert st.posts[hx(st, "Larisa")] == (ATHENS, 2) and st.treasury[ATHENS] < 100
    assert board.income(st, ATHENS) > income and board.goods_count(st, ATHENS)["grain"] == 2
    start(st, ATHENS, "trade")
    with pytest.raises(IllegalAction, match=r"^Hellas 18.7: at most two trading posts in one hex"):
        st.apply("post 2005")


def test_18_7_taking_a_doubled_post_gives_the_attacker_one() -> None:
    st = new(extra_posts=True)
    clear(st, posts=True)
    st.posts[hx(st, "Larisa")] = (ATHENS, 2)
    put(st, SPARTA, "Larisa")
    contest(st, "Larisa")
    start(st, SPARTA, "attack")
    act(st, "capture 2005")
    assert st.posts[hx(st, "Larisa")] == (SPARTA, 1)
