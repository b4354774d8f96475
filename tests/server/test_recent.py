"""``payload.recent`` (issue 23): the steps since the seat last decided, as the seat may know them, from which the
boards mark the last moves; a step hidden from the seat carries no action."""

from __future__ import annotations

import random

import pytest

from kleos.engine import State, load_game
from kleos.server.hub import RECENT_LIMIT, forced_choice, recent_moves


def random_game(name: str, steps: int, seed: int, **options: object) -> State:
    state = load_game(name, **options).new_initial_state(seed)
    rng = random.Random(seed)
    while len(state.history) < steps and not state.is_terminal():
        if state.is_chance_node():
            state.step_chance()
        else:
            state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize(("name", "options"), [("sphacteria", {}), ("polis", {}), ("aom", {"players": 4})])
def test_recent_moves_are_the_steps_since_the_seats_last_decision(name, options):
    for steps in (40, 120, 300):
        state = random_game(name, steps, seed=steps, **options)
        for seat in range(state.game.num_players):
            recent = recent_moves(state, seat)
            mine = [i for i, s in enumerate(state.history) if s.player == seat]
            start = mine[-1] + 1 if mine else 0
            start = max(start, len(state.history) - RECENT_LIMIT)
            assert recent["from"] == start
            assert [m["step"] for m in recent["moves"]] == list(range(start, len(state.history)))
            known = state.history_for(seat)
            for m in recent["moves"]:
                assert m["player"] != seat
                step = known[m["step"]]
                if step.action < 0:
                    assert m["action"] is None  # hidden from this seat: no trace of what it was
                else:
                    assert m["action"] == state.game.actions.by_id(step.action).to_json()


def test_recent_moves_never_show_another_seats_secret():
    """Age of Mythology's hands are chosen in secret and random cards dealt to one seat: those steps reach the
    other seats' ``recent`` without their action."""
    state = random_game("aom", 250, seed=5, players=3)
    hidden = 0
    for seat in range(3):
        for m in recent_moves(state, seat)["moves"]:
            s = state.history[m["step"]]
            if s.seats is not None and seat not in s.seats:
                assert m["action"] is None
                hidden += 1
    # a spectator sees no secret step either
    for m in recent_moves(state, None)["moves"]:
        if state.history[m["step"]].seats is not None:
            assert m["action"] is None
    assert hidden, "no secret step among the recent ones: nothing was checked"


@pytest.mark.parametrize(("name", "options"), [("sphacteria", {}), ("polis", {}), ("aom", {"players": 3})])
def test_a_forced_choice_is_public_when_every_redeal_of_the_seats_secrets_leaves_it_forced(name, options):
    """``payload.forced``: ``None`` unless the seat decides now with one choice; ``"public"`` when the others' view
    leaves it that choice however its hidden things are re-dealt (Polis has none: always public)."""
    game = load_game(name, **options)
    seen = set()
    for seed in range(1, 4):
        state = game.new_initial_state(seed)
        rng = random.Random(seed)
        while not state.is_terminal() and len(state.history) < 600:
            if state.is_chance_node():
                state.step_chance()
                continue
            seat = state.current_player
            legal = state.legal_actions()
            kind = forced_choice(state, seat)
            others = [s for s in range(game.num_players) if s != seat]
            assert all(forced_choice(state, s) is None for s in others) and forced_choice(state, None) is None
            if len(legal) != 1:
                assert kind is None
            else:
                assert kind in ("public", "private")
                if not game.hidden_information:
                    assert kind == "public"
                if kind == "public":  # the others' every re-deal leaves the seat this one choice
                    from kleos.engine import Rng
                    for k in range(3):
                        dealt = state.determinize(others[0], Rng(k + 99))
                        assert [a.id for a in dealt.legal_actions()] == [legal[0].id]
                seen.add(kind)
            state.apply(rng.choice(legal))
    assert "public" in seen
    if name in ("sphacteria", "aom"):  # a stratagem counter, an earlier secret commitment
        assert "private" in seen
