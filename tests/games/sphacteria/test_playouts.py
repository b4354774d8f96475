"""Random playouts end by the rules (2: seven turns, 8: a verdict), with no stall and no exception."""

from kleos.bots.base import RandomBot
from kleos.engine.play import play_out

from .helpers import game

KINDS = {"total victory", "strategic victory", "tactical victory", "draw"}


def test_2_random_playouts_end_with_a_rulebook_result():
    g = game()
    for seed in range(25):
        st = g.new_initial_state(seed)
        st.logging = seed % 2 == 0
        play_out(st, [RandomBot(g, seed), RandomBot(g, seed + 1)])
        r = st.result()
        assert r is not None and r.kind in KINDS
        assert str(r.text).startswith("Sphactérie 8")
        assert st.returns() in ([0.0, 0.0], [1.0, -1.0], [-1.0, 1.0])
        assert st.turn == 7 or r.kind == "total victory"
