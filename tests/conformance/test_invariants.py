"""Every game's invariants hold at every step of seeded random games and of heuristic games (issue 22).

The invariants are the game's own (``State._invariants``: conservation of pieces and cubes, who may lose what in
a combat, figures shown equal to the ones recomputed from the state) and the engine's (a seat's view is unchanged
when what it cannot see is re-dealt): :mod:`kleos.engine.invariants`. The checker itself is shown to catch a
broken invariant and a leaking view, and the ``--check-invariants`` flag of ``kleos selfplay`` and ``kleos arena``
to turn it on.
"""

from __future__ import annotations

from typing import Any

import pytest

from kleos.bots import make_bot
from kleos.engine import load_game, register
from kleos.engine.invariants import InvariantBroken, InvariantChecker, violations
from kleos.engine.play import play_out
from support import API_TEST_OPTIONS, VARIANTS_UNDER_TEST, variant_id

#: the product's games and their option sets that matter (the fixtures have no invariants of their own)
PRODUCT = [v for v in VARIANTS_UNDER_TEST if v[0] not in ("kuhn", "goofspiel")]
#: random games per variant: Hellas's last thousands of steps
RANDOM_GAMES = {"hellas": 1}
#: the views are compared under determinize every this many steps (the costly part of the check)
VIEWS_EVERY = {"hellas": 25, "aom": 5, "polis": 5}


def _play(name: str, options: dict[str, Any], bot: str, seed: int, views_every: int) -> int:
    game = load_game(name, **options)
    state = game.new_initial_state(seed)
    bots = [make_bot(bot, game, seed * 31 + s) for s in range(game.num_players)]
    play_out(state, bots, on_step=InvariantChecker(state, seed, views_every=views_every))
    return len(state.history)


@pytest.mark.parametrize(("name", "options"), PRODUCT, ids=[variant_id(v) for v in PRODUCT])
def test_invariants_hold_at_every_step_of_random_games(name: str, options: dict[str, Any]) -> None:
    steps = sum(_play(name, options, "random", seed, VIEWS_EVERY.get(name, 1))
                for seed in range(RANDOM_GAMES.get(name, 3)))
    assert steps > 0


#: heuristic games: the default option sets, Age of Mythology at 2 and 4 players; Hellas's shortened
HEURISTIC = [(name, {**options, **API_TEST_OPTIONS.get(name, {})}) for name, options in PRODUCT
             if not options or options == {"players": 4}]
HEURISTIC.append(("aom", {"players": 2}))


@pytest.mark.parametrize(("name", "options"), HEURISTIC, ids=[variant_id(v) for v in HEURISTIC])
def test_invariants_hold_at_every_step_of_heuristic_games(name: str, options: dict[str, Any]) -> None:
    assert _play(name, options, "heuristic", 7, VIEWS_EVERY.get(name, 1)) > 0


# ---------------------------------------------------------------- the checker catches what it should
def _kuhn_variant(leak: str) -> Any:
    from engine.kuhn import Kuhn, KuhnState  # tests/ is on the path (conftest registers the fixtures)

    class Broken(KuhnState):
        def _invariants(self, before: Any) -> list[str]:
            if leak == "rule" and len(self.bets) == 2:
                return ["Kuhn 1: two bets were made"]
            return []

        def _view(self, seat: int | None) -> dict[str, Any]:
            view = super()._view(seat)
            if leak == "view" and seat is not None:
                view["peek"] = self.cards[1 - seat]  # the other seat's card, under another key
            return view

    class BrokenKuhn(Kuhn):
        name = f"kuhn_broken_{leak}"
        state_class = Broken

    register(BrokenKuhn)
    return load_game(BrokenKuhn.name)


@pytest.mark.parametrize(("leak", "words"), [
    ("rule", r"Kuhn: an invariant is broken at step 4 \(seed 3, after (pass|bet)\): Kuhn 1: two bets"),
    ("view", r"engine: seat [01]'s view changes when what it cannot see is re-dealt"),
])
def test_the_checker_stops_at_the_step_that_breaks_an_invariant(leak: str, words: str) -> None:
    game = _kuhn_variant(leak)
    state = game.new_initial_state(3)
    bots = [make_bot("random", game, s) for s in range(2)]
    with pytest.raises(InvariantBroken, match=words):
        for seed in range(3, 40):  # some deal in which the leaked card differs from a re-deal
            state = game.new_initial_state(seed)
            play_out(state, bots, on_step=InvariantChecker(state, seed))


def test_violations_of_an_honest_state_are_none() -> None:
    state = load_game("sphacteria").new_initial_state(1)
    assert violations(state, None) == []


def test_the_sphacteria_invariant_catches_a_unit_weakened_on_the_side_that_took_r() -> None:
    """4.2 read from the printed sides: a unit of the winner (result R) weakened in its combat is reported."""
    import sys

    sys.path.insert(0, "tests")
    from games.sphacteria.test_4_2_sides import SETUPS, _cell, _position

    setup = next(s for s in SETUPS if s.name == "sea-spa-strong")
    st = _position(setup)
    die = next(d for d in range(1, 7) if _cell(st, setup, d)[0] == "R")
    before = st.clone()
    st.apply(f"die {die}")
    assert st.invariants(before) == []
    i = st.static.p_index[setup.att[0]]
    st.weak[i] = True  # what the crossed results did: the winner's own unit weakened
    assert any("weakened although its side's result is R" in v for v in st.invariants(before))


def test_selfplay_and_arena_turn_the_check_on(tmp_path) -> None:
    from typer.testing import CliRunner

    from kleos.cli.main import app

    runner = CliRunner()
    out = runner.invoke(app, ["selfplay", "sphacteria", "--games", "2", "--check-invariants", "--json"])
    assert out.exit_code == 0, out.output
    assert len(out.output.strip().splitlines()) == 2
    out = runner.invoke(app, ["arena", "sphacteria", "--bots", "random,random", "--games", "2",
                              "--check-invariants", "--json"])
    assert out.exit_code == 0, out.output
