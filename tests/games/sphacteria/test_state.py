"""State plumbing: clone and JSON round trips, same seed same game, refusals leave the state unchanged."""

import pytest

from kleos.bots.base import RandomBot
from kleos.engine import IllegalAction, State

from .helpers import game


def test_clone_json_and_refusals_along_random_games():
    g = game()
    for seed in range(3):
        st = g.new_initial_state(seed)
        bots = [RandomBot(g, seed), RandomBot(g, seed + 1)]
        k = 0
        while not st.is_terminal():
            k += 1
            if k % 11 == 0:
                assert st.clone() == st
                back = State.loads(st.dumps())
                assert back == st and back.legal_actions() == st.legal_actions()
                if st.current_player >= 0:
                    legal = {a.id for a in st.legal_actions()}
                    for a in g.actions.actions[k % 53::211]:
                        if a.id in legal:
                            continue
                        before = st.dumps()
                        with pytest.raises(IllegalAction, match=r"^Sphactérie"):
                            st.apply(a)
                        assert st.dumps() == before
            if st.is_chance_node():
                st.step_chance()
            else:
                st.apply(bots[st.current_player].act(st, st.current_player))


def test_same_seed_same_game():
    g = game()
    ends = []
    for _ in range(2):
        st = g.new_initial_state(42)
        bots = [RandomBot(g, 1), RandomBot(g, 2)]
        while not st.is_terminal():
            if st.is_chance_node():
                st.step_chance()
            else:
                st.apply(bots[st.current_player].act(st, st.current_player))
        ends.append(st.dumps())
    assert ends[0] == ends[1]
