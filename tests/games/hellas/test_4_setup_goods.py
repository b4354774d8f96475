"""Hellas 4 (set-up), 6 and 17: what a seat is shown of its goods, income and supply while the set-up trading posts
are placed is what the position gives, whether the state was played, cloned or rebuilt from its save (the goods
cache was once left stale by the set-up posts: « {stone: 1} » shown after three posts)."""

from __future__ import annotations

import pytest

from kleos.engine import State, load_game


@pytest.mark.parametrize("options", [{}, {"new_armies": True}], ids=["base", "new-armies"])
def test_4_setup_views_match_the_state_rebuilt_from_its_save(options):
    st = load_game("hellas", **options).new_initial_state(3)
    checked = 0
    while st.view(0)["board"]["stage"].startswith("setup") or st.is_chance_node():
        if st.is_chance_node():
            st.step_chance()
            continue
        st.apply(st.legal_actions()[0])
        rebuilt = State.from_json(st.to_json())
        copy = st.clone()
        for seat in (0, 1):
            shown = st.view(seat)["board"]["players"]
            assert shown == rebuilt.view(seat)["board"]["players"], f"seat {seat} after {st.history[-1]}"
            assert shown == copy.view(seat)["board"]["players"]
        checked += 1
    assert checked > 10  # every set-up step of both sides was checked
    sparta = st.view(0)["board"]["players"][0]
    assert sum(sparta["goods"].values()) == sparta["trading_posts"] + sparta["fortresses"]
