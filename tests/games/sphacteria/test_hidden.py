"""Hidden information (2.A): held stratagems are secret; the bowl's draw order is chance; determinization."""

import pytest

from kleos.engine import Rng

from .helpers import ATH, SPA, empty, game, give, put


def test_2_a_view_shows_only_the_count_of_the_opponents_stratagems():
    st = empty(turn=3)
    give(st, ATH, "K1", "K2")
    give(st, SPA, "K8")
    v = st.view(SPA)["board"]
    assert v["hand_counts"] == [2, 1] and [h["counter"] for h in v["hand"]] == ["K8"]
    assert "K1" not in str(v) and "K2" not in str(v)
    assert st.public_view()["board"]["hand"] is None


def test_2_a_draws_are_chance_nodes_over_the_bowl():
    st = game().new_initial_state(5)
    outcomes = st.chance_outcomes()
    assert sorted(a.text for a, _ in outcomes) == sorted(f"draw K{i}" for i in range(1, 12))
    assert all(p == outcomes[0][1] for _, p in outcomes)


def test_redeal_keeps_counts_and_own_hand_and_view():
    st = empty(turn=3)
    give(st, ATH, "K1", "K2")
    give(st, SPA, "K8")
    rng = Rng(7)
    seen = set()
    for _ in range(20):
        d = st.determinize(SPA, rng)
        assert d.hands[SPA] == ["K8"] and len(d.hands[ATH]) == 2
        assert sorted(d.hands[ATH] + d.bowl) == sorted(st.hands[ATH] + st.bowl)
        assert d.view(SPA) == st.view(SPA)
        seen.add(tuple(d.hands[ATH]))
    assert len(seen) > 1


def test_redeal_keeps_the_pending_stratagem_decision_and_the_view():
    st = empty(turn=5)
    give(st, SPA, "K6")
    put(st, "SPA-H5", "N")
    put(st, "ATH-H2", "M")
    from .helpers import action_phase, play
    action_phase(st, ATH, budget=3)
    play(st, "activate M", "step ATH-H2 N", "done", "attack")
    assert st.current_player == SPA and st.stage == "c_strat"
    rng = Rng(3)
    hands = set()
    for _ in range(20):
        d = st.determinize(ATH, rng)
        assert d.current_player == SPA and d.stage == "c_strat" and d.view(ATH) == st.view(ATH)
        assert "no_stratagem" in [a.text for a in d.legal_actions()]
        hands.add(tuple(d.hands[SPA]))
    assert len(hands) > 1  # any counter: the window does not depend on what is held


def _lockstep(seed: int, holder: int, hand_a: tuple[str, str], hand_b: tuple[str, str]):
    """Two games identical but for the two counters ``holder`` draws on turn 1; the holder never plays one.

    Yields each step's pair of states, for the caller to compare what the other seat sees.
    """
    g = game()
    a, b = g.new_initial_state(seed), g.new_initial_state(seed)
    rng = Rng(seed)
    common = sorted(set(a.bowl) - set(hand_a) - set(hand_b))
    own = [common.pop(rng.randrange(len(common))), common.pop(rng.randrange(len(common)))]
    queue = list(a.draw_queue)
    for st, hand in ((a, hand_a), (b, hand_b)):
        mine, theirs = list(hand), list(own)
        for who in queue:
            st.apply(f"draw {(mine if who == holder else theirs).pop(0)}")
    while not a.is_terminal():
        yield a, b
        if a.is_chance_node():
            outcomes = [x.text for x, _ in a.chance_outcomes()]
            both = [t for t in outcomes if t in {x.text for x, _ in b.chance_outcomes()}]
            choice = both[rng.randrange(len(both))]
        elif a.current_player == holder:
            la, lb = [x.text for x in a.legal_actions()], [x.text for x in b.legal_actions()]
            if a.stage == "adj_keep":
                choice = None
                a.apply(la[0])
                b.apply(lb[0])
                continue
            both = [t for t in la if t in lb and not t.startswith("play")]
            choice = both[rng.randrange(len(both))]
        else:
            la = [x.text for x in a.legal_actions()]
            assert la == [x.text for x in b.legal_actions()]
            choice = la[rng.randrange(len(la))]
        a.apply(choice)
        b.apply(choice)
    yield a, b


@pytest.mark.parametrize(("seed", "holder", "hand_a", "hand_b"), [
    (1, SPA, ("K6", "K9"), ("K3", "K5")),
    (2, ATH, ("K4", "K6"), ("K8", "K11")),
    (3, SPA, ("K2", "K8"), ("K4", "K7")),
    (8, SPA, ("K6", "K9"), ("K3", "K5")),  # several combats: the combat windows
    (10, ATH, ("K2", "K6"), ("K8", "K11")),  # combats and Archers windows
])
def test_2_a_held_stratagems_do_not_show_in_whose_decision_it_is(seed, holder, hand_a, hand_b):
    """Hidden information: whether a window opens depends only on public facts (the count of counters held)."""
    other = 1 - holder
    steps = 0
    for a, b in _lockstep(seed, holder, hand_a, hand_b):
        assert a.current_player == b.current_player, (a.stage, b.stage, a.turn)
        assert a.view(other) == b.view(other)
        assert a.history_for(other) == b.history_for(other)
        steps += 1
    assert steps > 100
