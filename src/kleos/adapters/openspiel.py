"""Every Kleos game as an OpenSpiel game, through OpenSpiel's pure-Python game API.

Mapping:

- game ``name`` -> OpenSpiel short name ``kleos_<name>``; game options -> game parameters
  (``pyspiel.load_game("kleos_sphacteria(option=value)")``);
- Kleos action ids -> OpenSpiel actions; chance outcomes share the same id space, so
  ``max_chance_outcomes`` equals ``num_distinct_actions``;
- ``CHANCE``/``TERMINAL`` -> OpenSpiel's player ids (the same numbers);
- observation string = the seat's view without its log; information-state string = the view
  plus the actions the seat knows of (``history_for``); the observation tensor is
  ``State.observation_tensor`` when the game has one;
- returns, utilities and ``max_game_length`` from the game.

Use: ``from kleos.adapters import openspiel; game = openspiel.load("sphacteria")``, or
``openspiel.register_all()`` then ``pyspiel.load_game("kleos_sphacteria")``. The game info is
built for each game instance (OpenSpiel 2.0.2 would freeze a module-level one).
"""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pyspiel

from kleos.engine import Game, game_class, game_names, load_game
from kleos.engine.state import State

PREFIX = "kleos_"


def _param_defaults(cls: type[Game]) -> dict[str, Any]:
    params: dict[str, Any] = {}
    for row in cls.option_schema():
        default = row["default"]
        if isinstance(default, (bool, int, float, str)):
            params[row["name"]] = default
    return params


def _game_type(cls: type[Game]) -> pyspiel.GameType:
    has_tensor = cls.observation_shape is not None
    info = pyspiel.GameType.Information
    return pyspiel.GameType(
        short_name=PREFIX + cls.name,
        long_name=f"Kleos {cls.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=info.IMPERFECT_INFORMATION if cls.hidden_information else info.PERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM if cls.zero_sum else pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=cls.max_players,
        min_num_players=cls.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=has_tensor,
        parameter_specification=_param_defaults(cls),
    )


class KleosSpielGame(pyspiel.Game):
    """One Kleos game seen by OpenSpiel; :func:`register` makes one subclass per game."""

    kleos_class: type[Game]

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        cls = self.kleos_class
        params = dict(params or {})
        self.kleos: Game = load_game(cls.name, **params)
        n = len(self.kleos.actions)
        game_info = pyspiel.GameInfo(
            num_distinct_actions=n,
            max_chance_outcomes=n,
            num_players=self.kleos.num_players,
            min_utility=float(cls.min_utility),
            max_utility=float(cls.max_utility),
            utility_sum=0.0 if cls.zero_sum else None,
            max_game_length=int(self.kleos.max_length),
        )
        super().__init__(_game_type(cls), game_info, params)

    def new_initial_state(self, seed: int | None = None) -> KleosSpielState:
        return KleosSpielState(self, self.kleos.new_initial_state(0 if seed is None else seed))

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> KleosObserver:
        perfect_recall = bool(iig_obs_type and iig_obs_type.perfect_recall)
        return KleosObserver(self.kleos, perfect_recall)


class KleosSpielState(pyspiel.State):
    """An OpenSpiel state wrapping one Kleos state (deep copies use the Kleos clone)."""

    def __init__(self, game: KleosSpielGame, state: State) -> None:
        super().__init__(game)
        self.kleos = state

    def current_player(self) -> int:
        return self.kleos.current_player

    def _legal_actions(self, player: int) -> list[int]:
        return sorted(a.id for a in self.kleos.legal_actions())

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return sorted((a.id, float(p)) for a, p in self.kleos.chance_outcomes())

    def _apply_action(self, action: int) -> None:
        self.kleos.apply(int(action))

    def _action_to_string(self, player: int, action: int) -> str:
        return self.kleos.game.actions.by_id(int(action)).text

    def is_terminal(self) -> bool:
        return self.kleos.is_terminal()

    def returns(self) -> list[float]:
        return [float(r) for r in self.kleos.returns()]

    def __str__(self) -> str:
        return json.dumps(self.kleos.public_view()["board"], sort_keys=True, ensure_ascii=False)


class KleosObserver:
    """Observation and information-state strings from ``view``; tensors from ``observation_tensor``."""

    def __init__(self, game: Game, perfect_recall: bool) -> None:
        self.game = game
        self.perfect_recall = perfect_recall
        shape = game.observation_shape or (0,)
        self.tensor = np.zeros(int(np.prod(shape)), np.float32)
        self.dict = {"observation": self.tensor.reshape(shape)}

    def set_from(self, state: KleosSpielState, player: int) -> None:
        if self.game.observation_shape is not None:
            self.tensor[:] = state.kleos.observation_tensor(player)

    def string_from(self, state: KleosSpielState, player: int) -> str:
        view = state.kleos.view(player, log=False)
        view.pop("log")
        if self.perfect_recall:
            view["known_history"] = [[s.player, s.action] for s in state.kleos.history_for(player)]
        return json.dumps(view, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


_registered: set[str] = set()


def register(name: str) -> str:
    """Register one Kleos game with OpenSpiel; returns its OpenSpiel short name."""
    cls = game_class(name)
    short = PREFIX + cls.name
    if short not in _registered:
        # A class, not a closure, as the factory: OpenSpiel keeps it until interpreter exit.
        factory = type(f"KleosSpielGame_{cls.name}", (KleosSpielGame,), {"kleos_class": cls})
        pyspiel.register_game(_game_type(cls), factory)
        _registered.add(short)
    return short


def register_all() -> list[str]:
    return [register(name) for name in game_names()]


def load(name: str, **params: Any) -> pyspiel.Game:
    """The OpenSpiel game for Kleos game ``name`` (registered on first use)."""
    return pyspiel.load_game(register(name), params)
