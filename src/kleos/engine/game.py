"""The game contract: static facts, validated options and the action table, built once."""

from __future__ import annotations

import secrets
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict

from kleos.engine.actions import ActionKind, ActionTable
from kleos.engine.state import State
from kleos.i18n import Message, render


class NoOptions(BaseModel):
    """The options of a game that has none."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class Game:
    """One game with one set of options; holds the shared static data every state points to.

    A game subclass sets the class attributes, declares its ``Options`` (a frozen pydantic
    model with ``extra="forbid"``, each field with a description) and its action kinds.
    """

    name: ClassVar[str]  # registry key, e.g. "sphacteria"; also the gettext domain of the game's texts
    title: ClassVar[str]  # e.g. "Sphactérie 425 BC" (marked ``N_`` for the catalogue; see ``title_label``)
    #: the seats' names, ids the same in every language (marked ``N_``; people read ``seat_label``)
    seat_names: ClassVar[tuple[str, ...]]
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    hidden_information: ClassVar[bool] = False
    zero_sum: ClassVar[bool] = True
    min_utility: ClassVar[float] = -1.0
    max_utility: ClassVar[float] = 1.0
    rulebook: ClassVar[str] = ""  # the rulebook file in shared/seeds this game implements
    #: how rule messages name the game ("Sphactérie 3.1: ..."); the title when empty
    rule_prefix: ClassVar[str] = ""
    #: other rulebooks a refusal may cite instead, such as an expansion's ("New Armies 1: ...")
    extra_rule_prefixes: ClassVar[tuple[str, ...]] = ()
    Options: ClassVar[type[BaseModel]] = NoOptions
    state_class: ClassVar[type[State]]
    #: "module:function" rendering a view dict for the terminal (a rich renderable); None: generic
    terminal_renderer: ClassVar[str | None] = None
    #: shape of ``State.observation_tensor(seat)``, for the research adapters; None: no tensor
    observation_shape: ClassVar[tuple[int, ...] | None] = None

    def __init__(self, options: BaseModel) -> None:
        self.options = options
        self.actions = ActionTable(self.rule_name(), self.action_kinds())

    # ------------------------------------------------------------------ to implement
    def action_kinds(self) -> list[ActionKind]:
        raise NotImplementedError

    @property
    def max_length(self) -> int:
        """An upper bound on the number of history steps (decisions and chance outcomes) of a game."""
        raise NotImplementedError

    def new_initial_state(self, seed: int | None = None) -> State:
        """A new game; ``seed`` fixes every chance outcome sampled with the state's generator."""
        if seed is None:
            seed = secrets.randbits(63)
        return self.state_class(self, int(seed))

    def board_data(self) -> dict[str, Any]:
        """Public static component data for drawing the game (layout coordinates, names, card faces).

        JSON-ready and the same for every state; renderers (web, terminal) read it beside a view.
        """
        return {}

    # ------------------------------------------------------------------ facts
    @classmethod
    def rule_name(cls) -> str:
        """The name that starts every refusal: ``rule_prefix``, or the title."""
        return cls.rule_prefix or cls.title

    @classmethod
    def title_label(cls) -> Message:
        """The title for people, in the reader's language."""
        return Message(cls.name, cls.title)

    @classmethod
    def seat_label(cls, seat: int) -> Message:
        """A seat's name for people, in the reader's language."""
        return Message(cls.name, cls.seat_names[seat])

    @classmethod
    def result_kind_label(cls, kind: str) -> Message:
        """A :class:`Result`'s ``kind`` (a key such as ``"total victory"``, marked ``N_``) for people."""
        return Message(cls.name, kind)

    @classmethod
    def rule_names(cls) -> tuple[str, ...]:
        """Every name a refusal may start with: the game's own, then its expansions'."""
        return (cls.rule_name(), *cls.extra_rule_prefixes)

    @property
    def num_players(self) -> int:
        return int(getattr(self.options, "players", self.max_players))

    @property
    def num_actions(self) -> int:
        return len(self.actions)

    @classmethod
    def option_schema(cls, lang: str | None = None) -> list[dict[str, Any]]:
        """Each option: name, type, default, description (in ``lang``) and allowed values when it has few."""
        rows = []
        for name, spec in cls.Options.model_fields.items():
            ann = spec.annotation
            choices = list(getattr(ann, "__args__", ())) if getattr(ann, "__origin__", None) is not None else None
            rows.append({
                "name": name,
                "type": getattr(ann, "__name__", str(ann)).replace("typing.", ""),
                "default": spec.default,
                "description": render(Message(cls.name, spec.description), lang) if spec.description else "",
                "choices": [c for c in choices if isinstance(c, (str, int, bool))] if choices else None,
            })
        return rows

    @classmethod
    def info(cls, lang: str | None = None) -> dict[str, Any]:
        """The game's facts; ``title``, ``seat_labels`` and option descriptions in ``lang``."""
        return {
            "name": cls.name,
            "title": render(cls.title_label(), lang),
            "players": [cls.min_players, cls.max_players],
            "seats": list(cls.seat_names),
            "seat_labels": [render(cls.seat_label(s), lang) for s in range(len(cls.seat_names))],
            "hidden_information": cls.hidden_information,
            "options": cls.option_schema(lang),
        }

    def action_info(self, lang: str | None = None) -> list[dict[str, Any]]:
        """Each kind of action: its name, parameters and help text in ``lang`` (for UIs grouping the choices)."""
        return [{"kind": k.name, "params": [name for name, _domain in k.params], "help": render(k.help, lang)}
                for k in self.actions.kinds.values()]

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.options.model_dump()}>"
