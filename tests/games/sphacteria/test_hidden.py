"""Hidden information (2.A): held stratagems are secret; the bowl's draw order is chance; determinization."""

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


def test_redeal_keeps_a_pending_stratagem_decision_playable():
    st = empty(turn=5)
    give(st, SPA, "K6")
    put(st, "SPA-H5", "N")
    put(st, "ATH-H2", "M")
    from .helpers import action_phase, play
    action_phase(st, ATH, budget=3)
    play(st, "activate M", "step ATH-H2 N", "done", "attack")
    assert st.current_player == SPA
    rng = Rng(3)
    for _ in range(10):
        d = st.determinize(ATH, rng)
        assert d.current_player == SPA
        assert any(a.kind.startswith("play") for a in d.legal_actions())
