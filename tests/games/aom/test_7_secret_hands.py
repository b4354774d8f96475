"""Age of Mythology VII « Pioche des cartes action »: a hand is secret, the permanent cards chosen included (issue 26).

« Chaque joueur décide quelles cartes action il veut en main pour ce tour »; « On choisit les cartes permanentes mais
on pioche les cartes aléatoires ». Nothing puts the chosen cards face up: a card becomes public when it is played. So
a seat's choices are secret decisions, one a place of the hand whatever is chosen, and what another seat chose
reaches no view, log line or history entry of the others, nor does its timing, until the card is played.
"""

from __future__ import annotations

import json

import pytest

from kleos.engine import Rng

from .helpers import new

PICKS = {"a": ["permanent explore", "permanent gather", "fill", "fill"],
         "b": ["permanent attack", "fill", "permanent next_age", "fill"]}


def _seen(st, seat: int) -> str:
    """Everything ``seat`` is shown: its view with the log and its legal actions, its history, the public view."""
    return json.dumps([st.view(seat), [tuple(s) for s in st.history_for(seat)], st.public_view()], sort_keys=True,
                      default=str)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_vii_another_seats_permanent_cards_never_reach_a_view_until_played(players: int) -> None:
    """Two games alike but for the places seat 1 fills (Explore, Gather and two random cards, or Attack, Next Age
    and two random cards): every other seat is shown exactly the same at every step, from the choice of the hands
    to the moment seat 1 plays a card."""
    cultures = ("egyptian", "greek", "norse", "greek")[:players]
    games = {k: new(players, cultures) for k in PICKS}
    for st in games.values():
        st.hands = [[] for _p in range(players)]
        for _i in range(st.n if st.n == 2 else 3):
            st.apply("vp wonder")
    left = {k: list(v) for k, v in PICKS.items()}
    steps = 0
    while True:
        a, b = games["a"], games["b"]
        for seat in range(players):
            if seat != 1:
                assert _seen(a, seat) == _seen(b, seat), f"seat {seat} tells the hands apart at step {steps}"
        if a.stage == "play" and a.current_player == 1:
            break
        for k, st in games.items():
            if st.is_chance_node():
                st.step_chance()
            elif st.current_player == 1 and st.stage == "hand":
                assert st.is_secret_decision()
                st.apply(left[k].pop(0))
            else:
                st.apply(st.legal_actions()[0])
        steps += 1
    assert not left["a"] and not left["b"] and steps > 10
    assert {c for c in games["a"].hands[1] if c.startswith("perm_")} == {"perm_explore", "perm_gather"}
    assert {c for c in games["b"].hands[1] if c.startswith("perm_")} == {"perm_attack", "perm_next_age"}
    # once played, the card is everybody's: the two games differ for the others from then on
    games["a"].apply("play perm_explore")
    games["b"].apply("play perm_attack")
    assert _seen(games["a"], 0) != _seen(games["b"], 0)


def test_vii_the_choice_is_told_to_its_chooser_only() -> None:
    st = new(3)
    for _i in range(3):
        st.apply("vp wonder")
    st.apply("permanent trade")
    assert st.history[-1].seats == (0,) and st.history_for(1)[-1].action == -1
    mine, theirs = st.view(0), st.view(1)
    assert mine["board"]["players"][0]["chosen"] == ["trade"]
    assert theirs["board"]["players"][0]["chosen"] == [] and theirs["board"]["players"][0]["hand_size"] == 0
    assert any("Trade" in line["text"] for line in mine["log"][-2:])
    assert not any("Trade" in line["text"] or "permanent" in line["text"] for line in theirs["log"][-2:])


def test_vii_a_permanent_card_discarded_goes_back_face_down() -> None:
    """VII « Défausser »: a random card discarded lies face up under its deck; a permanent card goes back to its
    owner's permanent deck, and the others learn only that it was one."""
    st = new(3)
    st.hands = [["perm_explore", "perm_gather", "perm_build", "perm_trade"] for _p in range(3)]
    for _i in range(3):
        st.apply("vp wonder")
    assert st.stage == "play" and st.current_player == 0
    st.apply("discard perm_trade")  # a pass (VIII « Défausser une carte »)
    assert st.history[-1].seats == (0,)
    theirs = " ".join(line["text"] for line in st.view(1)["log"][-2:])
    assert "permanent card" in theirs and "Trade" not in theirs
    assert "Trade" in " ".join(line["text"] for line in st.view(0)["log"][-2:])


def test_vii_determinize_deals_the_others_hands_and_choices_again() -> None:
    """A seat's search imagines the other hands (permanent cards as well as random ones) and, while the hands are
    chosen, the others' choices so far: seat 0's view stays the same, its own hand and choices are kept."""
    st = new(3)
    for _i in range(3):
        st.apply("vp wonder")
    for place in ("permanent gather", "fill", "fill", "fill"):
        st.apply(place)
    for place in ("permanent explore", "permanent gather", "permanent build"):
        st.apply(place)
    assert st.stage == "hand" and st.current_player == 1
    seen_picks = set()
    for k in range(20):
        other = st.determinize(2, Rng(k))
        assert other.view(2) == st.view(2)
        assert other.picks[2] == st.picks[2] and other.draws_due[2] == st.draws_due[2]
        assert len(other.picks[1]) + other.draws_due[1] == 3
        seen_picks.add(tuple(sorted(other.picks[1])))
    assert len(seen_picks) > 3
    # the rounds: another seat's permanent cards in hand are dealt again, the number kept
    while st.stage != "play":
        if st.is_chance_node():
            st.step_chance()
        else:
            st.apply(st.legal_actions()[-1])
    perms = [c for c in st.hands[1] if c.startswith("perm_")]
    dealt = {tuple(sorted(c for c in st.determinize(0, Rng(k)).hands[1] if c.startswith("perm_")))
             for k in range(20)}
    assert all(len(d) == len(perms) for d in dealt) and len(dealt) > 1
