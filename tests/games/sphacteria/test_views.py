"""Views, terminal rendering, action labels and the observation tensor (built from what a seat may see)."""

import io
import json

from rich.console import Console

from kleos.bots.base import RandomBot
from kleos.engine import Rng
from kleos.sphacteria.render import render

from .helpers import ATH, SPA, empty, game, give, put


def _midgame(seed=4, steps=150):
    g = game()
    st = g.new_initial_state(seed)
    bots = [RandomBot(g, 1), RandomBot(g, 2)]
    for _ in range(steps):
        if st.is_terminal():
            break
        if st.is_chance_node():
            st.step_chance()
        else:
            st.apply(bots[st.current_player].act(st, st.current_player))
    return st


def test_render_shows_zones_markers_and_own_stratagems():
    st = empty(turn=3)
    put(st, "ATH-H1", "P")
    put(st, "SPA-T1", "I")
    give(st, ATH, "K7")
    console = Console(width=160, record=True)
    console.print(render(st.view(ATH)))
    out = console.export_text()
    assert "P Pylos" in out and "supply Athens 3 / Sparta 3" in out and "Turn 3/7" in out
    assert "Départ de Brasidas" in out and "Tempête en mer" in out
    console2 = Console(width=160, record=True)
    console2.print(render(st.view(SPA)))
    assert "Départ de Brasidas" not in console2.export_text()


def test_render_and_labels_through_a_game():
    st = _midgame()
    seat = st.current_player if st.current_player >= 0 else 0
    Console(width=160, file=io.StringIO()).print(render(st.view(seat)))
    for a in st.legal_actions():
        assert str(st.describe(a)) != a.text


def test_board_data_is_json_with_layout():
    data = game().board_data()
    json.dumps(data)
    assert set(data["zones"]) == {chr(c) for c in range(ord("A"), ord("V") + 1)}
    assert all("x" in z and "y" in z for z in data["zones"].values())
    assert data["bases"]["BTA"]["opens"] == ["O", "P"]


def test_observation_tensor_has_the_declared_shape_and_ignores_hidden_counters():
    st = empty(turn=3)
    give(st, ATH, "K1", "K2")
    give(st, SPA, "K8")
    t = st.observation_tensor(SPA)
    assert len(t) == game().observation_shape[0]
    rng = Rng(1)
    for _ in range(5):
        d = st.determinize(SPA, rng)
        assert d.observation_tensor(SPA) == t
    assert st.observation_tensor(ATH) != t


def test_render_leaves_the_log_to_the_cli():
    st = _midgame()
    view = st.view(ATH)
    assert view["log"]
    console = Console(width=200, record=True)
    console.print(render(view))
    out = console.export_text()
    assert "Log" not in out.split() and view["log"][-1]["text"] not in out
