"""Hellas 9.2 (Attack), 9.1.3 (mountain defence), 12 (monuments), 13 (fortresses with armies), 15 (Syracuse and
the independent cities). Every example of the rulebook with its numbers."""

from __future__ import annotations

import pytest

from kleos.engine import IllegalAction
from kleos.hellas import board
from kleos.hellas.pieces import LAND, SEA

from .helpers import ATHENS, SPARTA, act, clear, contest, develop, fort, hx, new, post, put, settle, start, texts


def units(st, seat, where, arm=LAND):
    h = hx(st, where)
    return sum(b[2] for b in st.blocks[seat] if b[0] == h and b[1] == arm)


def field(stab=(1, 0)):
    """A clear board, Sparta's post at Argos with a legion; neither side has moved on the culture track."""
    st = new()
    clear(st, posts=True)
    post(st, SPARTA, "Argos")
    put(st, SPARTA, "Argos")
    st.stability = list(stab)
    return st


def test_9_2_example_1_two_legions_of_cv_1_against_one_nobody_reaches_3() -> None:
    """9.2 ex. 1: two Athenian legions (CV 1) against a Spartan legion with a post; stability 1 and 0 and no
    culture: no modifier; nobody has 3 CV: no loss, the hex stays contested."""
    st = field()
    put(st, ATHENS, "Argos", value=2)
    contest(st, "Argos")
    start(st, ATHENS, "attack")
    act(st, "fight 2110")
    assert st.last_combat["attack_cv"] == 2 and st.last_combat["defence_cv"] == 1
    assert units(st, SPARTA, "Argos") == 1 and units(st, ATHENS, "Argos") == 2
    assert hx(st, "Argos") in st.contested


def test_9_2_example_2_city_state_box_2_adds_2_and_stability_minus_4_takes_2() -> None:
    from kleos.hellas.combat import modifiers

    st = new()
    develop(st, ATHENS, culture=2)
    st.stability = [-4, 0]
    assert modifiers(st, ATHENS) == 2 and modifiers(st, SPARTA) == -2


def test_9_2_example_3_hoplites_drive_out_the_legion_then_a_second_attack_takes_the_post() -> None:
    """9.2 ex. 3: as ex. 1 with Athens at Military II: CV 2 a legion, 4 in all; Sparta loses its legion. A later
    Attack action swaps Sparta's post for an Athenian one, at no cost; Athens adds the income then."""
    st = field()
    put(st, ATHENS, "Argos", value=2)
    contest(st, "Argos")
    develop(st, ATHENS, military=10)
    sparta_income = board.income(st, SPARTA)
    assert sparta_income == 0  # the post at Argos is contested: its cattle gives nothing already
    start(st, ATHENS, "attack")
    act(st, "fight 2110")
    assert st.last_combat["attack_cv"] == 4 and units(st, SPARTA, "Argos") == 0
    assert units(st, ATHENS, "Argos") == 2  # Sparta's 1 CV inflicts no loss
    # « avec une autre action ATTAQUER »: not in the Attack action whose combat emptied the hex
    assert "capture 2110" not in texts(st)
    before = st.dumps()
    with pytest.raises(IllegalAction, match=r"^Hellas 9\.2: the trading post in Argos lost its garrison in this "
                                            r"Attack action; it is taken with another Attack action"):
        st.apply("capture 2110")
    assert st.dumps() == before
    act(st, "done")
    treasury, income = st.treasury[ATHENS], board.income(st, ATHENS)
    start(st, ATHENS, "attack")
    act(st, "capture 2110")
    assert st.posts[hx(st, "Argos")] == (ATHENS, 1) and st.treasury[ATHENS] == treasury
    assert hx(st, "Argos") not in st.contested and board.income(st, ATHENS) == income + 4  # 1 cattle: 4


def test_9_2_naval_example_twelve_cv_against_ten() -> None:
    """9.2 ex.: 4 Athenian ships of CV 3 (12) against 5 Spartan ships of CV 2 (10): Sparta loses 4, Athens 3."""
    st = new()
    clear(st)
    put(st, ATHENS, "2112", "sea", 4)
    put(st, SPARTA, "2112", "sea", 5)
    develop(st, ATHENS, fleet=21)
    develop(st, SPARTA, fleet=11)
    st.stability = [0, 0]
    start(st, ATHENS, "attack")
    act(st, "sea_fight 2112")
    assert (st.last_combat["attack_cv"], st.last_combat["defence_cv"]) == (12, 10)
    assert units(st, SPARTA, "2112", SEA) == 1 and units(st, ATHENS, "2112", SEA) == 1


def _fortress_example(athenian_legions: int, culture_box: int = 6):
    """9.3 ex.: 3 Athenian legions of CV 3 attack 2 Spartan legions of CV 1 and a fortress; no stability
    modifier; both at City-State box 6 (+1)."""
    st = new()
    clear(st, posts=True)
    fort(st, SPARTA, "Argos")
    put(st, SPARTA, "Argos", value=2)
    put(st, ATHENS, "Argos", value=athenian_legions)
    contest(st, "Argos")
    develop(st, ATHENS, military=19, culture=culture_box)
    develop(st, SPARTA, culture=culture_box)
    st.stability = [0, 0]
    start(st, ATHENS, "attack")
    act(st, "fight 2110")
    return st


def test_9_3_example_the_fortress_stands_at_10_cv_and_falls_at_12() -> None:
    """Athens 10 CV: both Spartan legions die (6), 4 left: the fortress (6 needed) stands. Sparta's total is 8 in
    our reading (2 + 5 + 1; the rulebook's 7 is ambiguity 6): two Athenian legions die either way."""
    st = _fortress_example(3)
    assert st.last_combat["attack_cv"] == 10 and st.last_combat["defence_cv"] == 8
    assert units(st, SPARTA, "Argos") == 0 and st.forts.get(hx(st, "Argos")) == SPARTA
    assert units(st, ATHENS, "Argos") == 1 and hx(st, "Argos") in st.contested
    # "with 12 CV Athens could have eliminated the two legions and the fortress": box 2 gives +2
    st = _fortress_example(3, culture_box=2)
    assert st.last_combat["attack_cv"] == 11
    st = new()
    clear(st, posts=True)
    fort(st, SPARTA, "Argos")
    put(st, SPARTA, "Argos", value=2)
    put(st, ATHENS, "Argos", value=4)
    contest(st, "Argos")
    develop(st, ATHENS, military=19)
    st.stability = [0, 0]
    start(st, ATHENS, "attack")
    act(st, "fight 2110")
    assert st.last_combat["attack_cv"] == 12 and hx(st, "Argos") not in st.forts  # burnt, not a post (9.2)
    assert hx(st, "Argos") not in st.posts


def test_9_2_a_fortress_only_defends_with_cv_5_and_its_cv_inflicts_losses() -> None:
    st = new()
    clear(st, posts=True)
    fort(st, SPARTA, "Argos")
    put(st, ATHENS, "Argos", value=2)
    contest(st, "Argos")
    st.stability = [0, 0]
    start(st, ATHENS, "attack")
    act(st, "fight 2110")
    assert st.last_combat["defence_cv"] == 5 and units(st, ATHENS, "Argos") == 1  # 5 CV: one loss


def test_12_a_monument_falls_to_8_cv_left_after_legions_and_fortress_ships_do_not_defend_it() -> None:
    st = new()
    clear(st, posts=True)
    post(st, SPARTA, "Argos")
    st.monuments[hx(st, "Argos")] = SPARTA
    put(st, SPARTA, "Argos")
    put(st, ATHENS, "Argos", value=4)
    contest(st, "Argos")
    develop(st, ATHENS, military=19)  # 4 legions of CV 3: 12
    st.stability = [3, 0]
    vp = board.victory_points(st, SPARTA)
    start(st, ATHENS, "attack")
    act(st, "fight 2110")  # 12 - 3 (the legion) = 9 >= 8: the monument falls
    assert hx(st, "Argos") not in st.monuments
    assert board.victory_points(st, SPARTA) == vp - 1 and st.stability[SPARTA] == 2  # 12: -1 VP, -1 stability
    st = new()
    clear(st, posts=True)
    post(st, SPARTA, "Argos")
    st.monuments[hx(st, "Argos")] = SPARTA
    put(st, SPARTA, "Argos", "land")
    put(st, ATHENS, "Argos", value=3)
    contest(st, "Argos")
    develop(st, ATHENS, military=19)  # 9 CV: 3 for the legion, 6 left: not enough
    start(st, ATHENS, "attack")
    act(st, "fight 2110")
    assert hx(st, "Argos") in st.monuments


def test_9_2_legions_and_ships_never_combine_two_combats_in_one_hex() -> None:
    st = new()
    clear(st, posts=True)
    post(st, SPARTA, "Pylos")
    put(st, SPARTA, "Pylos")
    put(st, SPARTA, "Pylos", "sea")
    put(st, ATHENS, "Pylos", value=2)
    put(st, ATHENS, "Pylos", "sea", 3)
    contest(st, "Pylos")
    start(st, ATHENS, "attack")
    assert {"fight 1912", "sea_fight 1912"} <= set(texts(st))
    act(st, "sea_fight 1912")
    assert st.last_combat["attack_cv"] == 3 and units(st, SPARTA, "Pylos", SEA) == 0
    assert units(st, SPARTA, "Pylos") == 1  # the legion did not take part
    with pytest.raises(IllegalAction, match=r"^Hellas 9.2: Athens has already fought that combat in Pylos"):
        st.apply("sea_fight 1912")
    act(st, "fight 1912")


def test_9_1_3_defenders_in_the_mountains_add_2() -> None:
    st = new()
    clear(st, posts=True)
    put(st, SPARTA, "Oite", value=1)
    put(st, ATHENS, "Oite", value=1)
    contest(st, "Oite")
    st.stability = [0, 0]
    start(st, ATHENS, "attack")
    act(st, "fight 2007")
    assert st.last_combat["defence_cv"] == 1 + 2 and units(st, ATHENS, "Oite") == 0


def test_9_2_carried_legions_add_nothing_and_combat_needs_a_contested_hex() -> None:
    st = new()
    clear(st, posts=True)
    post(st, SPARTA, "Pylos")
    put(st, ATHENS, "Pylos", "sea", 1, cargo=1)
    start(st, ATHENS, "attack")
    assert texts(st) == ["done"]  # the carried legion must land first (9.2)
    with pytest.raises(IllegalAction, match=r"^Hellas 9.2: Athens has no legion or army \(not aboard a ship\)"):
        st.apply("fight 1912")


def test_9_2_an_attack_action_may_take_a_post_without_any_combat() -> None:
    """9.2: « Il peut également choisir l'action ATTAQUER pour s'emparer d'un comptoir de commerce ennemi ... sans
    initier de combat »: a post left ungarrisoned before the action is taken in it; a combat elsewhere in the same
    action does not prevent it."""
    st = field()
    st.blocks[SPARTA] = []
    put(st, ATHENS, "Argos")
    contest(st, "Argos")
    put(st, ATHENS, "Pylos", value=3)
    put(st, SPARTA, "Pylos")
    contest(st, "Pylos")
    develop(st, ATHENS, military=10)
    start(st, ATHENS, "attack")
    assert "capture 2110" in texts(st)
    act(st, "fight " + st.game.static.ids[hx(st, "Pylos")])
    act(st, "capture 2110")
    assert st.posts[hx(st, "Argos")] == (ATHENS, 1)


def test_9_2_capture_needs_an_ungarrisoned_post() -> None:
    st = field()
    put(st, ATHENS, "Argos")
    contest(st, "Argos")
    start(st, ATHENS, "attack")
    with pytest.raises(IllegalAction, match=r"^Hellas 9.2: the trading post in Argos is garrisoned"):
        st.apply("capture 2110")


def test_9_8_no_combat_and_no_capture_during_an_armistice() -> None:
    st = field()
    put(st, ATHENS, "Argos", value=3)
    contest(st, "Argos")
    st.armistice_until = st.turn + 2
    start(st, ATHENS, "attack")
    assert texts(st) == ["done"]  # Attack may be chosen, but only to block it (9.8)
    with pytest.raises(IllegalAction, match=r"^Hellas 9.8: during the armistice no combat is started"):
        st.apply("fight 2110")


# ---------------------------------------------------------------------- 15: Syracuse and the independent cities
def test_15_1_syracusan_legions_defend_with_3_cv_each_and_syracuse_with_6() -> None:
    st = new()
    clear(st)
    put(st, ATHENS, "Syrakousai", value=4)
    contest(st, "Syrakousai")
    develop(st, ATHENS, military=10)  # 8 CV: the legion (3), then 5 left: not the 6 the fortress needs
    st.stability = [0, 0]
    start(st, ATHENS, "attack")
    act(st, "storm 0911")
    assert st.last_combat["defence_cv"] == 3 + 6  # one legion and the fortress: 3 hits on Athens
    assert hx(st, "Syrakousai") not in st.neutral_legions and hx(st, "Syrakousai") in st.neutral_forts
    assert units(st, ATHENS, "Syrakousai") == 1
    start(st, ATHENS, "trade")
    with pytest.raises(IllegalAction, match=r"^Hellas 15: the Syracusan or independent pieces in Syrakousai"):
        st.apply("post 0911")


def test_15_2_an_independent_fortress_has_6_cv_and_once_destroyed_is_not_replaced() -> None:
    st = new()
    clear(st)
    put(st, ATHENS, "Miletos", value=4)
    contest(st, "Miletos")
    develop(st, ATHENS, military=10)
    st.stability = [0, 0]
    start(st, ATHENS, "attack")
    act(st, "storm 3310")  # 8 CV: the fortress (6) falls; its 6 CV kill two legions
    assert hx(st, "Miletos") not in st.neutral_forts and units(st, ATHENS, "Miletos") == 2
    assert hx(st, "Miletos") not in st.contested
    start(st, ATHENS, "trade")
    act(st, "post 3310")
    assert st.posts[hx(st, "Miletos")] == (ATHENS, 1)


def test_15_1_neutral_goods_produce_nothing_and_nothing_changes_for_syracuse_when_contested() -> None:
    st = new()
    settle(st)
    assert all(board.goods_count(st, p).get("grain", 0) <= 1 for p in (SPARTA, ATHENS))
