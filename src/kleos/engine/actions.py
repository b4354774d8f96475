"""Structured actions and the per-game action table.

Every action a game can ever offer is enumerated once, when the game is loaded,
into an :class:`ActionTable` (as OpenSpiel's games enumerate their action ids).
Each :class:`Action` is interned: legal-action generation hands out references to
these objects and allocates nothing, and an action's integer id, string form and
JSON form are fixed for the life of the game's data.

A kind of action is declared with :class:`ActionKind`: a name and an ordered list
of parameters, each with the finite domain of its values::

    ActionKind("move", (("unit", UNIT_IDS), ("to", ZONES)), help="move a unit")

gives the actions ``move A1 P`` (string), ``{"kind": "move", "unit": "A1", "to": "P"}``
(JSON) and a stable integer id.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from kleos.engine.errors import DataError, IllegalAction
from kleos.i18n import Text, translator

_, ngettext = translator("kleos")

Value = str | int


@dataclass(frozen=True, slots=True)
class ActionKind:
    """One kind of action: its name, its parameters and their domains, a help text."""

    name: str
    params: tuple[tuple[str, Sequence[Value]], ...] = ()
    help: Text = ""


@dataclass(frozen=True, slots=True, eq=False)
class Action:
    """One action of a game: interned, so compare with ``is`` or by ``id``."""

    id: int
    kind: str
    args: tuple[Value, ...]
    names: tuple[str, ...] = field(repr=False)
    text: str = field(repr=False)

    def __str__(self) -> str:
        return self.text

    def __hash__(self) -> int:
        return self.id

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Action) and other.id == self.id and other.kind == self.kind

    def __getitem__(self, name: str) -> Value:
        """The value of one parameter, by name: ``action["to"]``."""
        return self.args[self.names.index(name)]

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        out.update(zip(self.names, self.args, strict=True))
        return out


class ActionTable:
    """All actions of one game, indexed by id, by ``(kind, *args)`` and by text."""

    def __init__(self, game_title: str, kinds: Iterable[ActionKind]) -> None:
        self.game_title = game_title
        self.kinds: dict[str, ActionKind] = {}
        self.actions: list[Action] = []
        self._by_key: dict[tuple[Hashable, ...], Action] = {}
        self._by_text: dict[str, Action] = {}
        self._domains: dict[str, tuple[frozenset[Value], ...]] = {}
        for kind in kinds:
            if kind.name in self.kinds or not kind.name or " " in kind.name:
                raise DataError(_("{game}: action kind {kind!r} is empty, has a space or is declared twice",
                                   game=game_title, kind=kind.name))
            self.kinds[kind.name] = kind
            names = tuple(name for name, _domain in kind.params)
            domains = [tuple(values) for _name, values in kind.params]
            self._domains[kind.name] = tuple(frozenset(d) for d in domains)
            for args in itertools.product(*domains):
                text = " ".join([kind.name, *(str(a) for a in args)])
                if any(" " in str(a) or str(a) == "" for a in args) or text in self._by_text:
                    raise DataError(_("{game}: action {action!r} has a blank value or is not unique",
                                       game=game_title, action=text))
                action = Action(len(self.actions), kind.name, args, names, text)
                self.actions.append(action)
                self._by_key[(kind.name, *args)] = action
                self._by_text[text] = action

    def __len__(self) -> int:
        return len(self.actions)

    def __getitem__(self, key: tuple[Hashable, ...]) -> Action:
        """The action ``(kind, *args)``; a ``KeyError`` here is a bug in the game, not bad input."""
        return self._by_key[key]

    def get(self, kind: str, *args: Value) -> Action:
        return self._by_key[(kind, *args)]

    def by_id(self, action_id: int) -> Action:
        if isinstance(action_id, bool) or not isinstance(action_id, int) or not 0 <= action_id < len(self.actions):
            last = len(self.actions) - 1
            raise IllegalAction(_("{game}: action id {id!r} is out of range 0..{last}", game=self.game_title,
                                   id=action_id, last=last))
        return self.actions[action_id]

    def by_text(self, text: str) -> Action:
        action = self._by_text.get(" ".join(text.split()))
        if action is None:
            raise IllegalAction(_("{game}: unknown action {action!r}", game=self.game_title, action=text))
        return action

    def from_json(self, data: Any) -> Action:
        """The action a JSON object names; a clear ``IllegalAction`` when it is malformed."""
        if not isinstance(data, dict):
            raise IllegalAction(_("{game}: an action must be a JSON object with a 'kind', got {data!r}",
                                   game=self.game_title, data=data))
        kind = self.kinds.get(data.get("kind"))  # type: ignore[arg-type]
        if kind is None:
            raise IllegalAction(_("{game}: unknown action kind {kind!r}; known kinds: {kinds}",
                                  game=self.game_title, kind=data.get("kind"), kinds=list(self.kinds)))
        names = [name for name, _domain in kind.params]
        missing = [n for n in names if n not in data]
        extra = [k for k in data if k != "kind" and k not in names]
        if missing or extra:
            raise IllegalAction(_("{game}: action {kind!r} takes fields {names}; missing {missing}, unexpected "
                                  "{extra}", game=self.game_title, kind=kind.name, names=repr(names),
                                  missing=repr(missing), extra=repr(extra)))
        args = tuple(data[n] for n in names)
        for name, value, domain in zip(names, args, self._domains[kind.name], strict=True):
            if isinstance(value, bool) or not isinstance(value, (str, int)) or value not in domain:
                raise IllegalAction(_("{game}: {value!r} is not a valid {field!r} for action {kind!r}",
                                      game=self.game_title, value=value, field=name, kind=kind.name))
        return self._by_key[(kind.name, *args)]

    def parse(self, value: Any) -> Action:
        """Accept an :class:`Action`, an id, a string form, a JSON text or a JSON object."""
        if isinstance(value, Action):
            if value.id >= len(self.actions) or self.actions[value.id] != value:
                raise IllegalAction(_("{game}: action {action} belongs to another game", game=self.game_title,
                                     action=value.text))
            return self.actions[value.id]
        if isinstance(value, int) and not isinstance(value, bool):
            return self.by_id(value)
        if isinstance(value, str):
            stripped = value.strip()
            if stripped.startswith("{"):
                try:
                    return self.from_json(json.loads(stripped))
                except json.JSONDecodeError as exc:
                    raise IllegalAction(_("{game}: malformed action JSON ({reason})", game=self.game_title,
                                            reason=exc.msg)) from None
            return self.by_text(stripped)
        if isinstance(value, dict):
            return self.from_json(value)
        raise IllegalAction(_("{game}: cannot read an action from {type}", game=self.game_title,
                               type=type(value).__name__))
