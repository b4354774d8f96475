"""What the interface tests run on: the product's registered games and the Kuhn and Goofspiel fixtures.

Fixed here, not read from ``kleos.game_names()``, so that games registered by other tests
(the bots' Nim) never change what a suite covers with the order of collection.
"""

import asyncio
from collections.abc import Coroutine
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

from kleos.engine.registry import GAMES

T = TypeVar("T")

GAMES_UNDER_TEST = [*sorted(GAMES), "kuhn"]

#: the test fixtures among the games tested (tests/engine): they have no catalogue to translate
FIXTURES = {"kuhn", "goofspiel"}

#: (game, options) pairs the conformance suite runs on: every game with its default options, and the option
#: sets that change what the engine must handle (New Armies' hidden block values; Goofspiel's 2 to 6 seats
#: with secret commitments; Age of Mythology at 2, 4 and 6 players besides its default 3).
VARIANTS_UNDER_TEST: list[tuple[str, dict[str, object]]] = [
    *((name, {}) for name in GAMES_UNDER_TEST),
    ("hellas", {"new_armies": True}),
    *(("goofspiel", {"players": n}) for n in (2, 3, 4, 6)),
    *(("aom", {"players": n}) for n in (2, 4, 6)),
]

#: games whose seats take secret decisions in every game (simultaneous choices): the conformance suite fails,
#: rather than skips, when random games of these show no secret commitment to check
SECRET_COMMITMENTS = {"goofspiel", "aom"}


def variant_id(variant: tuple[str, dict[str, object]]) -> str:
    name, options = variant
    return name + "".join(f":{k}={v}" for k, v in options.items())


#: options added for the whole-game API tests (OpenSpiel's random_sim_test, PettingZoo's api_test), which
#: build a view at every step: a Hellas game lasts thousands of steps, so they play a short one (the option
#: that bounds a game is also what makes Hellas's max_length finite).
API_TEST_OPTIONS: dict[str, dict[str, object]] = {"hellas": {"turn_limit": 4}}




def run_coroutine(coroutine: Coroutine[Any, Any, T]) -> T:
    """Run a coroutine to its end on a loop of its own, in a thread of its own: a browser test earlier in the same
    worker process leaves Playwright's loop marked as running in the main thread, where ``asyncio.run`` refuses."""
    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, coroutine).result()
