"""Age of Mythology V « Pouvoirs des Dieux » and XI (Round 2): with a god card, the power and the card's action are
each the player's choice.

V: « S'il joue le pouvoir divin, le joueur DOIT payer le coût en faveur et déterminer le résultat de ce pouvoir avant
d'effectuer l'action de la carte. Si le joueur ne veut pas bénéficier du pouvoir divin, il effectue l'action de la
carte (ou vice versa). » XI: « Il peut maintenant jouer la partie collecte de sa carte s'il le veut. »

For one god card of each action (the families of the random decks), three ways to play it: the power then the
action, the power alone, the action alone.
"""

from __future__ import annotations

import pytest

from kleos.engine import IllegalAction

from .helpers import at_play, give_tiles, new, set_res, texts

EGYPT, GREECE, NORSE = 0, 1, 2

#: (god card, its player, the stage its action opens with); the powers chosen resolve with no decision of theirs
FAMILIES = [
    ("poseidon", GREECE, "gather_mode"),  # Gather: +5 food
    ("hera", GREECE, "build"),  # Build: a free House
    ("apollo", GREECE, "recruit"),  # Recruit: 4 free Toxotes
    ("hermes", GREECE, "trade"),  # Trade: cubes from the bank
    ("zeus", GREECE, "next_age"),  # Next Age: the hero of the current age
    ("thoth", EGYPT, "attack_target"),  # Attack: one more card after the third round
    ("artemis", GREECE, "explore_reveal"),  # Explore: one more tile to take (read by the action)
]


def _position(god: str, seat: int):
    """The card in ``seat``'s hand, enough favor for its power and cubes for most actions; the others hold a
    permanent card each; every seat has a food tile (a Gather feeds them all)."""
    st = new(3)
    for p in range(3):
        if p != seat:
            st.hands[p] = ["perm_trade", "perm_build", "perm_recruit"]
        give_tiles(st, p, "fertile_2food")
        set_res(st, p, food=4, wood=8, gold=8, favor=8)
    at_play(st, seat, [god])
    st.apply(f"play {god}")
    assert st.stage == "god" and texts(st) == ["power", "no_power"]
    return st


def _power(st) -> None:
    """Pay for the power and resolve it, taking the first choice its effects offer (Hermes's cubes)."""
    st.apply("power")
    while st.stage.startswith("power_"):
        st.apply(texts(st)[0])


def _resources(st):
    return [dict(r) for r in st.res]


def _action_stage(st, expected: str) -> bool:
    """The card's action has begun (Next Age is paid at once: the age advanced)."""
    if expected == "next_age":
        return st.age[GREECE] == 1
    return st.stage == expected


@pytest.mark.parametrize(("god", "seat", "stage"), FAMILIES, ids=[f[0] for f in FAMILIES])
def test_v_power_then_the_action(god: str, seat: int, stage: str) -> None:
    st = _position(god, seat)
    _power(st)
    assert [e for e in st.log if "for the power of" in str(e.text)]  # paid before the action
    assert st.stage == "god_action" and texts(st) == ["card_action", "no_card_action"]
    assert st.current_player == seat
    st.apply("card_action")
    assert _action_stage(st, stage)


@pytest.mark.parametrize(("god", "seat", "stage"), FAMILIES, ids=[f[0] for f in FAMILIES])
def test_v_power_alone_the_card_ends_without_its_action(god: str, seat: int, stage: str) -> None:
    st = _position(god, seat)
    _power(st)
    after_power = _resources(st)
    age = list(st.age)
    st.apply("no_card_action")
    assert st.stage == "play" and st.current_player != seat  # the next seat plays its card
    assert _resources(st) == after_power and st.age == age  # nothing of the action happened
    line = [str(e.text) for e in st.log][-2:]
    assert any("god power alone" in x for x in line)


@pytest.mark.parametrize(("god", "seat", "stage"), FAMILIES, ids=[f[0] for f in FAMILIES])
def test_v_the_action_alone_without_the_power(god: str, seat: int, stage: str) -> None:
    st = _position(god, seat)
    st.apply("no_power")
    assert not [e for e in st.log if "for the power of" in str(e.text)]  # no favor paid for a power
    assert _action_stage(st, stage)


def test_xi_a_gather_god_card_after_its_power_need_not_gather_for_everyone() -> None:
    """Poseidon's power alone: the Greek takes his 5 food; nobody gathers (a Gather would feed every player's food
    tiles, V « ou vice versa »)."""
    st = _position("poseidon", GREECE)
    before = _resources(st)
    st.apply("power")
    st.apply("no_card_action")
    after = _resources(st)
    assert after[GREECE]["food"] == before[GREECE]["food"] + 5
    assert after[EGYPT] == before[EGYPT] and after[NORSE] == before[NORSE]


def test_v_a_next_age_god_card_after_its_power_need_not_advance() -> None:
    """Zeus's power alone, in the Classical age: the Classical hero, and no Next Age paid although it is
    affordable (the card is not "of no other use" than advancing)."""
    st = new(3)
    for p in (EGYPT, NORSE):
        st.hands[p] = ["perm_trade"]
    st.age[GREECE] = 1
    set_res(st, GREECE, food=8, wood=8, gold=8, favor=2)
    at_play(st, GREECE, ["zeus"])
    st.apply("play zeus")
    st.apply("power")
    assert st.units[GREECE]["classical_greek_hero"] == 1
    st.apply("no_card_action")
    assert st.age[GREECE] == 1
    assert st.res[GREECE] == {"food": 8, "wood": 8, "gold": 8, "favor": 0}


def test_v_the_choice_after_the_power_is_refused_elsewhere_and_names_v() -> None:
    st = _position("poseidon", GREECE)
    before = st.dumps()
    with pytest.raises(IllegalAction, match=r"^Age of Mythology V: "):
        st.apply("card_action")
    assert st.dumps() == before
    st.apply("power")
    before = st.dumps()
    with pytest.raises(IllegalAction, match=r"^Age of Mythology V: "):
        st.apply("gather food")
    assert st.dumps() == before
