"""The state contract every game implements, and what the engine does once for all.

A game subclasses :class:`State` and supplies the rules; the engine supplies the
rest: action parsing, the legality check, the history, the log, chance sampling
from the state's seeded generator, per-seat filtering of the log, cloning of the
engine's own fields, and the JSON envelope.

What a game implements (all "protected", called only by this base class):

``_current_player()``      a seat (0..n-1), :data:`CHANCE` or :data:`TERMINAL`
``_legal_actions()``       the current seat's legal actions (a sequence of interned actions)
``_chance_weights()``      at a chance node: ``(action, integer weight)`` pairs
``_apply(action)``         play one legal action (or chance outcome), mutating the state
``_why_illegal(action)``   the sentence, naming the rule, that refuses an illegal action
``_returns()``             one number per seat, at the end
``_result()``              a :class:`Result` at the end, ``None`` before
``_view(seat)``            a JSON-ready dict of what ``seat`` may know (``None``: a spectator)
``_copy_into(new)``        copy the game's mutable fields into a blank clone
``_data_to_json()`` / ``_data_from_json(data)``   the game's fields as JSON and back
``_redeal(seat, rng)``     (hidden-information games) re-deal what ``seat`` cannot see
``_secret_decision()``     (simultaneous secret choices) whether the decision now is secret: the engine then
                           hides its step and log lines from the other seats (docs/engine.md)
"""

from __future__ import annotations

import bisect
import functools
import json
import re
from collections.abc import Collection, Hashable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any, NamedTuple

from kleos.engine.actions import Action
from kleos.engine.errors import IllegalAction, KleosError, SaveError
from kleos.engine.rng import Rng
from kleos.i18n import Message, Text, language, render, text_json, translator

if TYPE_CHECKING:
    from kleos.engine.game import Game

#: ``current_player`` of a chance node and of a finished game (OpenSpiel's values).
CHANCE = -1
TERMINAL = -4

SAVE_FORMAT = "kleos-state"
#: 2: log lines and results are message ids with their values (version 1's plain texts are still read)
SAVE_VERSION = 2
READ_VERSIONS = (1, 2)

_, ngettext = translator("kleos")


class Step(NamedTuple):
    """One entry of the history: who acted, what, who may see it, and whether it revealed something."""

    player: int
    action: int
    seats: tuple[int, ...] | None = None  # None: public; else only these seats know the action
    reveals: bool = False  # it showed hidden information (a card played, a die rolled): no undo past it


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One line of the game's log; ``seats`` restricts ``text`` to those seats, others read ``public``.

    Texts are messages (rendered for each reader in their language); a save holds their ids and values.
    """

    step: int
    text: Text
    rule: str | None = None
    seats: tuple[int, ...] | None = None
    public: Text | None = None

    def for_seat(self, seat: int | None) -> Text | None:
        if self.seats is None or (seat is not None and seat in self.seats):
            return self.text
        return self.public

    def to_json(self, domain: str | None = None) -> list[Any]:
        """``[step, text, rule, seats, public]``; texts' domains left out where they are ``domain`` (the game's)."""
        return [self.step, text_json(self.text, domain), self.rule, None if self.seats is None else list(self.seats),
                None if self.public is None else text_json(self.public, domain)]

    @classmethod
    def from_json(cls, data: list[Any], domain: str = "kleos") -> LogEntry:
        step, text, rule, seats, public = data
        return cls(step, Message.from_json(text, domain), rule, None if seats is None else tuple(seats),
                   None if public is None else Message.from_json(public, domain))


def _entry_step(entry: LogEntry) -> int:
    return entry.step


@functools.cache
def _section_prefix(names: tuple[str, ...]) -> re.Pattern[str]:
    """The start of a log line that names the game and a section (``Hellas 9.3: ``, ``Hellas 9.3 : ``)."""
    alternatives = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True) if n)
    return re.compile(rf"^(?:{alternatives})(?:[ \u00a0][^:\n]{{1,24}}?)?[\s\u00a0\u202f]?:\s+")


def strip_section(text: str, names: tuple[str, ...]) -> str:
    """A log line as a player reads it: without the game's name and section at its start (the line's ``rule``
    shows the section), its first letter a capital."""
    if not names:
        return text
    match = _section_prefix(names).match(text)
    if match is None:
        return text
    rest = text[match.end():]
    return rest[:1].upper() + rest[1:] if rest else text


@dataclass(frozen=True, slots=True)
class Result:
    """How a game ended, in the rulebook's own terms."""

    winners: tuple[int, ...]  # empty: a draw
    kind: str  # a key, the same in every language: e.g. "total victory", "strategic victory", "draw"
    text: Text  # one sentence, citing the rule
    rule: str | None = None

    def to_json(self, lang: str | None = None) -> dict[str, Any]:
        """JSON-ready, with the sentence in ``lang`` (the current language when ``None``)."""
        return {"winners": list(self.winners), "kind": self.kind, "text": render(self.text, lang), "rule": self.rule}


class State:
    """Base class of every game's state: see the module docstring for the contract."""

    game: Game
    seed: int
    rng: Rng
    history: list[Step]
    log: list[LogEntry]
    logging: bool

    def __init__(self, game: Game, seed: int) -> None:
        self.game = game
        self.seed = seed
        self.rng = Rng(seed)
        self.history = []
        self.log = []
        self.logging = True
        self._legal: tuple[Action, ...] | None = None
        self._secret_step = False  # True only while a secret decision is being applied (see ``note``)

    # ------------------------------------------------------------------ the contract
    @property
    def current_player(self) -> int:
        """The seat to decide, :data:`CHANCE` or :data:`TERMINAL`."""
        return self._current_player()

    def is_chance_node(self) -> bool:
        return self._current_player() == CHANCE

    def is_terminal(self) -> bool:
        return self._current_player() == TERMINAL

    def is_secret_decision(self) -> bool:
        """Whether the seat to decide chooses in secret: until a later step reveals it, only that seat will know
        its choice (its step is hidden from the others, and so are the log lines it writes)."""
        return self._current_player() >= 0 and self._secret_decision()

    def legal_actions(self) -> tuple[Action, ...]:
        """The current seat's legal actions (empty at chance nodes and at the end)."""
        if self._legal is None:
            player = self._current_player()
            self._legal = tuple(self._legal_actions()) if player >= 0 else ()
        return self._legal

    def chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        """At a chance node, each outcome with its exact probability."""
        if not self.is_chance_node():
            return []
        weights = self._chance_weights()
        total = sum(w for _a, w in weights)
        return [(a, Fraction(w, total)) for a, w in weights]

    def sample_chance(self, rng: Rng | None = None) -> Action:
        """Draw a chance outcome with the state's generator (or ``rng``), without applying it."""
        weights = self._chance_weights()
        total = sum(w for _a, w in weights)
        r = (rng or self.rng).randrange(total)
        for action, weight in weights:
            r -= weight
            if r < 0:
                return action
        raise AssertionError("unreachable: weights are positive")

    def step_chance(self) -> Action:
        """Draw a chance outcome with the state's own generator and apply it."""
        action = self.sample_chance()
        self.apply(action)
        return action

    def apply(self, action: Any) -> Action:
        """Play ``action`` (an Action, id, string or JSON); ``IllegalAction`` leaves the state untouched."""
        title = self.game.rule_name()
        player = self._current_player()
        if player == TERMINAL:
            raise IllegalAction(_("{game}: the game is over; no action can be played", game=title))
        chosen = self.game.actions.parse(action)
        if player == CHANCE:
            if all(chosen is not a for a, _w in self._chance_weights()):
                raise IllegalAction(_("{game}: {action} is not a possible chance outcome now", game=title,
                                      action=chosen.text))
        elif chosen not in self.legal_actions():
            raise IllegalAction(self._why_illegal(chosen)
                                or _("{game}: {action} is not legal now", game=title, action=chosen.text))
        self._legal = None
        secret = player >= 0 and self._secret_decision()
        self.history.append(Step(player, chosen.id, (player,) if secret else None))
        if not secret:
            self._apply(chosen)
            return chosen
        self._secret_step = True
        try:
            self._apply(chosen)
        finally:
            self._secret_step = False
        return chosen

    def apply_for(self, seat: int, action: Any) -> Action:
        """Like :meth:`apply`, but refuses an action sent by a seat whose decision it is not."""
        player = self._current_player()
        if player != seat:
            game = self.game.rule_name()
            if not 0 <= seat < self.game.num_players:
                raise IllegalAction(_("{game}: no seat {seat}; seats are 0..{last}", game=game, seat=seat,
                                      last=self.game.num_players - 1))
            if player >= 0:
                raise IllegalAction(_("{game}: it is not {seat}'s decision but {other}'s", game=game,
                                      seat=self.seat_label(seat), other=self.seat_label(player)))
            raise IllegalAction(_("{game}: it is not {seat}'s decision (the game is over or chance decides)",
                                  game=game, seat=self.seat_label(seat)))
        return self.apply(action)

    def returns(self) -> list[float]:
        """One number per seat: the final outcome at the end, zeros before."""
        if not self.is_terminal():
            return [0.0] * self.game.num_players
        return list(self._returns())

    def result(self) -> Result | None:
        """Who won and how, in the rulebook's terms; ``None`` while the game goes on."""
        return self._result() if self.is_terminal() else None

    def describe(self, action: Action) -> Text:
        """A sentence for people (a message); games override it to say more than the action's string form."""
        return action.text

    def view(self, seat: int, log: bool = True, lang: str | None = None,
             log_tail: int | None = None) -> dict[str, Any]:
        """Everything ``seat`` may know, JSON-ready; never anything it may not. Texts are in ``lang`` (the current
        language when ``None``); ids, action texts and JSON, and rule citations are the same in every language.

        The log grows with the game: ``log_tail=k`` keeps only the lines of the last ``k`` steps (``log_from``
        says from which step the log is complete; :meth:`log_lines` gives the earlier ones), ``log=False``
        none (for callers that do not show it)."""
        if not 0 <= seat < self.game.num_players:
            last = self.game.num_players - 1
            raise IllegalAction(_("{game}: no seat {seat}; seats are 0..{last}", game=self.game.rule_name(),
                                  seat=seat, last=last))
        return self._envelope_view(seat, log, lang, log_tail)

    def public_view(self, lang: str | None = None, log_tail: int | None = None) -> dict[str, Any]:
        """What a spectator may know (``log_tail``: as in :meth:`view`)."""
        return self._envelope_view(None, lang=lang, log_tail=log_tail)

    def log_lines(self, seat: int | None, lang: str | None = None, start: int = 0,
                  stop: int | None = None) -> list[dict[str, Any]]:
        """The log lines ``seat`` (``None``: a spectator) may read, of the steps ``start`` to ``stop`` (excluded;
        ``None``: to the end), as in a view: ``{"step", "text", "rule"}`` with the text in ``lang``.

        A line reads as a player's: the game's name and section that open its message are left out (``rule``
        holds the section). ``start=0`` includes the lines written before the first step (a set-up). The log is in
        step order, so
        the slice is found by bisection: the cost is that of the lines returned, not of the whole log."""
        log = self.log
        first = 0 if start <= 0 else bisect.bisect_left(log, start, key=_entry_step)
        end = len(log) if stop is None else bisect.bisect_left(log, stop, lo=first, key=_entry_step)
        lines = []
        names = self.game.rule_names()
        for i in range(first, end):
            entry = log[i]
            text = entry.for_seat(seat)
            if text is not None:  # a message keeps its rendered texts: a line is rendered once per language
                shown = text.render(lang) if isinstance(text, Message) else text
                lines.append({"step": entry.step, "text": strip_section(shown, names), "rule": entry.rule})
        return lines

    def observation_tensor(self, seat: int) -> list[float]:
        """A flat numeric encoding of ``view(seat)`` (shape ``game.observation_shape``) for learning agents."""
        raise NotImplementedError(f"{self.game.title} has no observation tensor")

    def board_view(self, seat: int | None, keys: Collection[str] | None = None) -> dict[str, Any]:
        """Just the game's part of ``view(seat)`` (its ``"board"``): what evaluation functions read in search.

        With ``keys``, only those entries (at least; a game may build them alone, which is cheaper).
        """
        return self._view(seat) if keys is None else self._partial_view(seat, keys)

    def _partial_view(self, seat: int | None, keys: Collection[str]) -> dict[str, Any]:
        """The entries ``keys`` of the board view; a game whose view is costly builds only those."""
        return self._view(seat)

    def board_view_key(self, seat: int | None, keys: Collection[str] | None) -> Hashable | None:
        """A hashable that two states of the same game object share only when their ``board_view(seat, keys)`` are
        equal, so that a search can keep the value of a position it reaches again (``None``: the game gives no key,
        or none for this state). Cheaper than the view it stands for; the default gives none."""
        return None

    def determinize(self, seat: int, rng: Rng, search: bool = False) -> State:
        """A state ``seat`` cannot tell from this one: what it cannot see re-dealt at random.

        The generator is replaced too, since its state decides every future draw. With
        ``search=True`` the copy keeps no log and only the last step of the history, as
        ``clone(search=True)``.
        """
        new = self.clone(search=search)
        new.rng = rng.spawn()
        new.history = self.history_for(seat, last=1 if search else None)  # type: ignore[assignment]
        if self.game.hidden_information:
            new._redeal(seat, rng)
            new._legal = None
        return new

    def invariants(self, before: State | None = None) -> list[str]:
        """What is wrong with this state by its game's invariants (empty when they all hold); ``before`` is the
        state one step earlier, for the invariants of a step. See :mod:`kleos.engine.invariants`."""
        return list(self._invariants(before))

    def history_for(self, seat: int | None, last: int | None = None) -> list[Step]:
        """The history with the actions ``seat`` may not know replaced by ``-1`` (only its ``last`` steps)."""
        steps = self.history if last is None else self.history[-last:]
        return [
            s if s.seats is None or (seat is not None and seat in s.seats) else Step(s.player, -1, s.seats, s.reveals)
            for s in steps
        ]

    def clone(self, search: bool = False) -> State:
        """An independent copy; with ``search=True`` the copy keeps no log and only the last step of the history
        (search reads no further back: a step's own ``apply`` marks it with ``hide_step``/``mark_reveal``), so
        copies stay cheap however long the game."""
        new = object.__new__(type(self))
        new.game = self.game
        new.seed = self.seed
        new.rng = Rng(self.rng.state)
        new.history = self.history[-1:] if search else self.history.copy()
        new.logging = self.logging and not search
        new.log = self.log.copy() if new.logging else []
        new._legal = self._legal
        new._secret_step = False
        self._copy_into(new)
        return new

    def __copy__(self) -> State:
        return self.clone()

    def __deepcopy__(self, memo: dict[int, Any]) -> State:
        # A deep copy shares the game's static data, as a clone does.
        return self.clone()

    # ------------------------------------------------------------------ helpers for games
    def seat_name(self, seat: int) -> str:
        """The seat's name as an id (the same in every language: ``"Sparta"``); see :meth:`seat_label`."""
        return self.game.seat_names[seat]

    def seat_label(self, seat: int) -> Message:
        """The seat's name for people, in the reader's language."""
        return self.game.seat_label(seat)

    def note(self, text: Text, rule: str | None = None, seats: Sequence[int] | None = None,
             public: Text | None = None) -> None:
        """Add a log line for the action being applied; ``seats`` makes it private to them, and the others
        read ``public`` (nothing when ``None``). A secret decision's lines are private to its seat by default."""
        if self.logging:
            if seats is None and self._secret_step:
                seats = (self.history[-1].player,)  # a secret choice shows nothing unless the game says what
            who = None if seats is None else tuple(seats)
            self.log.append(LogEntry(len(self.history) - 1, text, rule, who, public))

    def hide_step(self, seats: Sequence[int]) -> None:
        """Mark the action being applied as known only to ``seats`` (a secret draw or choice)."""
        if self.history:  # a position built by hand (a test, an editor) has no step to mark
            self.history[-1] = self.history[-1]._replace(seats=tuple(seats))

    def mark_reveal(self) -> None:
        """Mark the action being applied as revealing information: no undo past it."""
        if self.history:
            self.history[-1] = self.history[-1]._replace(reveals=True)

    def invalidate(self) -> None:
        """Forget the cached legal actions (after a test or an editor changes the state directly)."""
        self._legal = None

    # ------------------------------------------------------------------ JSON
    def to_json(self) -> dict[str, Any]:
        """The complete state: game, options, seed, generator, history, log and the game's fields — a snapshot
        that shares nothing with the state (changing it never changes the game)."""
        return json.loads(self.dumps())

    def _json(self) -> dict[str, Any]:
        """:meth:`to_json`'s content, which may share lists with the state: only to be serialised or compared."""
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.game.name,
            "options": self.game.options.model_dump(mode="json"),
            "seed": self.seed,
            "rng": self.rng.state,
            "history": [[s.player, s.action, None if s.seats is None else list(s.seats), s.reveals]
                        for s in self.history],
            "log": [entry.to_json(self.game.name) for entry in self.log],
            "data": self._data_to_json(),
        }

    def dumps(self) -> str:
        return json.dumps(self._json(), ensure_ascii=False, separators=(",", ":"))

    @staticmethod
    def from_json(data: Any) -> State:
        """Rebuild a state from :meth:`to_json`'s output; ``SaveError`` for anything malformed."""
        from kleos.engine.registry import load_game  # here: the registry imports the games

        if isinstance(data, dict):  # the state keeps nothing of the caller's save (it may go on using it)
            try:
                data = json.dumps(data)  # then read back below: three times faster than a deep copy
            except (TypeError, ValueError) as exc:
                raise SaveError(_("the saved state is not valid JSON (truncated?): {reason}",
                                  reason=str(exc))) from None
        if isinstance(data, (str, bytes)):
            try:
                data = json.loads(data)
            except (json.JSONDecodeError, UnicodeDecodeError) as exc:
                raise SaveError(_("the saved state is not valid JSON (truncated?): {reason}",
                                  reason=str(exc))) from None
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise SaveError(_("this is not a Kleos saved state (no 'format': 'kleos-state')"))
        if data.get("version") not in READ_VERSIONS:
            raise SaveError(_("saved state version {version!r} is not supported (expected {expected})",
                              version=data.get("version"), expected=SAVE_VERSION))
        missing = [k for k in ("game", "options", "seed", "rng", "history", "log", "data") if k not in data]
        if missing:
            raise SaveError(_("the saved state lacks {fields} (truncated?)", fields=missing))
        try:
            game = load_game(data["game"], **data["options"])
        except Exception as exc:
            raise SaveError(_("the saved state names a game that cannot be loaded: {reason}",
                              reason=exc.message if isinstance(exc, KleosError) else str(exc))) from None
        try:
            state = object.__new__(game.state_class)
            State.__init__(state, game, int(data["seed"]))
            state.rng = Rng(int(data["rng"]))
            state.history = [
                Step(int(p), int(a), None if seats is None else tuple(int(x) for x in seats), bool(r))
                for p, a, seats, r in data["history"]
            ]
            state.log = [LogEntry.from_json(e, game.name) for e in data["log"]]
            state._data_from_json(data["data"])
        except SaveError:
            raise
        except Exception as exc:  # any shape error in a hand-edited or damaged file
            raise SaveError(_("the saved {game} state is malformed: {error}: {reason}", game=game.title_label(),
                              error=type(exc).__name__, reason=str(exc))) from None
        return state

    @staticmethod
    def loads(text: str | bytes) -> State:
        return State.from_json(text)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self._json() == other._json()

    __hash__ = None  # type: ignore[assignment]

    def __str__(self) -> str:
        return json.dumps(self.public_view(), ensure_ascii=False, indent=1)

    # ------------------------------------------------------------------ views
    def _envelope_view(self, seat: int | None, log: bool = True, lang: str | None = None,
                       log_tail: int | None = None) -> dict[str, Any]:
        player = self._current_player()
        step = len(self.history)
        # the log holds every line the seat may read of the steps from log_from on
        log_from = step if not log else 0 if log_tail is None else max(0, step - log_tail)
        names = self.game.seat_names
        count = self.game.num_players
        result = self.result()
        view: dict[str, Any] = {
            "game": self.game.name,
            "title": render(self.game.title_label(), lang),
            "lang": lang or language(),
            "seat": seat,
            "seats": list(names[:count]),
            "seat_labels": [render(self.game.seat_label(s), lang) for s in range(count)],
            "step": step,
            "current_player": player,
            "to_move": names[player] if player >= 0 else ("chance" if player == CHANCE else None),
            "terminal": player == TERMINAL,
            "secret_decision": player >= 0 and self._secret_decision(),
            "result": None if result is None else self._result_json(result, lang),
            "returns": self.returns() if player == TERMINAL else None,
            "legal_actions": [
                {"id": a.id, "text": a.text, "kind": a.kind, "json": a.to_json(),
                 "label": render(self.describe(a), lang)}
                for a in self.legal_actions()
            ] if seat is not None and player == seat else [],
            "log": self.log_lines(seat, lang, log_from) if log else [],
            "log_from": log_from,
            "board": self._view(seat),
        }
        return view

    def _result_json(self, result: Result, lang: str | None) -> dict[str, Any]:
        """The result as a view holds it: its sentence read as a player reads it, without the game and section
        that open its message (its ``rule`` holds the section), like a log line."""
        out = result.to_json(lang)
        out["text"] = strip_section(out["text"], self.game.rule_names())
        return out

    # ------------------------------------------------------------------ to implement
    def _current_player(self) -> int:
        raise NotImplementedError

    def _legal_actions(self) -> Sequence[Action]:
        raise NotImplementedError

    def _chance_weights(self) -> Sequence[tuple[Action, int]]:
        raise NotImplementedError

    def _apply(self, action: Action) -> None:
        raise NotImplementedError

    def _why_illegal(self, action: Action) -> Text | None:
        return None

    def _secret_decision(self) -> bool:
        return False

    def _invariants(self, before: State | None) -> Sequence[str]:
        """The game's invariants broken by this state (after the step from ``before``, if given): each a short
        sentence naming the rule. A game declares what its rules imply; none by default."""
        return ()

    def _returns(self) -> Sequence[float]:
        raise NotImplementedError

    def _result(self) -> Result | None:
        raise NotImplementedError

    def _view(self, seat: int | None) -> dict[str, Any]:
        raise NotImplementedError

    def _copy_into(self, new: State) -> None:
        raise NotImplementedError

    def _data_to_json(self) -> dict[str, Any]:
        raise NotImplementedError

    def _data_from_json(self, data: dict[str, Any]) -> None:
        raise NotImplementedError

    def _redeal(self, seat: int, rng: Rng) -> None:
        raise NotImplementedError(f"{self.game.title} declares hidden information but cannot re-deal it")
