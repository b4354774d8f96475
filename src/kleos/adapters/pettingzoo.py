"""Every Kleos game as a PettingZoo AEC environment with action masks.

Mapping:

- agents ``player_0 .. player_{n-1}`` are the seats (``seat_names`` in ``infos``);
- the action space is ``Discrete(num_actions)`` over Kleos action ids; the mask marks the legal ones;
- observations are ``{"observation": State.observation_tensor(seat), "action_mask": mask}``;
- chance nodes are resolved inside the environment with the state's seeded generator, so
  ``reset(seed=s)`` and the same actions give the same game;
- rewards are the game's returns, given at the end; there is no truncation (games end by the rules).

Use: ``from kleos.adapters.pettingzoo import env; e = env("sphacteria")``.
"""

from __future__ import annotations

from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from kleos.engine import KleosError, load_game
from kleos.engine.state import State
from kleos.i18n import translator

_, ngettext = translator("kleos")


class KleosAEC(AECEnv):
    """An AEC environment over one Kleos game."""

    metadata: ClassVar[dict[str, Any]] = {"render_modes": ["ansi"], "name": "kleos", "is_parallelizable": False}

    def __init__(self, game_name: str, render_mode: str | None = None, **options: Any) -> None:
        super().__init__()
        self.game = load_game(game_name, **options)
        if self.game.observation_shape is None:
            raise KleosError(_("{game} has no observation tensor, needed by the PettingZoo adapter",
                               game=self.game.title_label()))
        self.metadata = {**self.metadata, "name": f"kleos_{game_name}"}
        self.render_mode = render_mode
        self.possible_agents = [f"player_{i}" for i in range(self.game.num_players)]
        n = len(self.game.actions)
        self._action_spaces = {a: spaces.Discrete(n) for a in self.possible_agents}
        self._observation_spaces = {
            a: spaces.Dict({
                "observation": spaces.Box(-np.inf, np.inf, self.game.observation_shape, np.float32),
                "action_mask": spaces.Box(0, 1, (n,), np.int8),
            })
            for a in self.possible_agents
        }
        self.state: State | None = None

    def observation_space(self, agent: str) -> spaces.Space:
        return self._observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self._action_spaces[agent]

    def _seat(self, agent: str) -> int:
        return self.possible_agents.index(agent)

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        assert self.state is not None
        seat = self._seat(agent)
        mask = np.zeros(len(self.game.actions), np.int8)
        if self.state.current_player == seat:
            mask[[a.id for a in self.state.legal_actions()]] = 1
        obs = np.asarray(self.state.observation_tensor(seat), np.float32).reshape(self.game.observation_shape)
        return {"observation": obs, "action_mask": mask}

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        self.state = self.game.new_initial_state(0 if seed is None else seed)
        self.agents = self.possible_agents.copy()
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {"seat_name": self.game.seat_names[i]} for i, a in enumerate(self.agents)}
        self._advance()

    def _advance(self) -> None:
        """Resolve chance nodes; select the next agent or end the game."""
        assert self.state is not None
        while self.state.is_chance_node():
            self.state.step_chance()
        if self.state.is_terminal():
            returns = self.state.returns()
            result = self.state.result()
            for i, agent in enumerate(self.agents):
                self.rewards[agent] = float(returns[i])
                self.terminations[agent] = True
                self.infos[agent]["result"] = None if result is None else result.to_json()
            # Any agent may take the final (None) step; start with seat 0.
            self.agent_selection = self.agents[0]
        else:
            self.agent_selection = self.possible_agents[self.state.current_player]

    def step(self, action: int | None) -> None:
        assert self.state is not None
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        for a in self.agents:
            self.rewards[a] = 0.0
        self.state.apply_for(self._seat(agent), int(action))  # type: ignore[arg-type]
        self._advance()
        self._accumulate_rewards()

    def render(self) -> str | None:
        if self.render_mode == "ansi" and self.state is not None:
            return str(self.state)
        return None

    def close(self) -> None:
        self.state = None


def env(game_name: str, render_mode: str | None = None, **options: Any) -> KleosAEC:
    """The AEC environment for Kleos game ``game_name``."""
    return KleosAEC(game_name, render_mode=render_mode, **options)
