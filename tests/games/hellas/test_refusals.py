"""Every refusal names its rule: 'Hellas <section>: ...' or 'New Armies <section>: ...', at every kind of decision
met in random games, with and without New Armies; and a refused action leaves the state exactly as it was."""

from __future__ import annotations

import random
import re

import pytest

from kleos.engine import IllegalAction, load_game

SECTION = re.compile(r"^(Hellas (\d+(\.\d+)*)|New Armies \d+)(:| )")


@pytest.mark.parametrize("new_armies", [False, True])
def test_every_refusal_in_random_games_names_its_section(new_armies: bool) -> None:
    game = load_game("hellas", new_armies=new_armies)
    rng = random.Random(3)
    stages: set[str] = set()
    for seed in (1, 2):
        st = game.new_initial_state(seed)
        steps = 0
        while not st.is_terminal() and steps < 4000:
            legal = set(st.legal_actions())
            if steps % 13 == 0 or st.stage.startswith("setup"):
                before = st.dumps()
                illegal = [a for a in rng.sample(game.actions.actions, 120) if a not in legal]
                for action in illegal:
                    with pytest.raises(IllegalAction) as info:
                        st.apply(action)
                    assert SECTION.match(str(info.value)), (st.stage, action.text, str(info.value))
                assert st.dumps() == before
                stages.add(st.stage)
            st.apply(rng.choice(sorted(legal, key=lambda a: a.id)))
            steps += 1
    assert {"setup_post", "setup_place", "choose", "move", "group", "attack", "build", "trade"} <= stages
