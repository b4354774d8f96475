"""The served games in memory: seats and tokens, moves, chance, undo, replay and the views sent to each seat.

Every operation here is synchronous and runs in a worker thread (the ASGI app awaits it), serialized per game
by that game's lock within a process. The database orders the moves across processes: each change states the
version it started from and is refused if another writer got there first (see storage.py). A game in memory is
a :class:`Moment` (state, version) that is replaced, never mutated: a move is applied to a clone, committed,
then swapped in, so a reader holding the previous moment (a view being sent) never sees half a move.

When several processes share the database (PostgreSQL), a process's copy of a game may be behind: reads look
at the stored version first (one indexed query that also brings the missing actions), and a refused move
looks again before it is refused (:meth:`Hub.refresh`).

Chance outcomes are sampled by the server with the state's own generator (``State.step_chance``) right after
the decision that led to them, and stored in the log like any action; rebuilding samples again with the same
generator (so the generator stays in step) but applies the stored outcome, which is authoritative.
"""

from __future__ import annotations

import re
import secrets
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

import orjson

from kleos.bots import bot_label, bot_names, make_bot
from kleos.engine import CHANCE, IllegalAction, KleosError, Rng, SaveError, State, load_game
from kleos.engine.registry import game_class
from kleos.engine.undo import undo_refusal
from kleos.i18n import SOURCE_LANGUAGE, Text, render, translator
from kleos.server.storage import SNAPSHOT_EVERY, Conflict, SeatRecord, Store, TableRecord, hash_token

_, ngettext = translator("kleos")

#: the steps whose log lines a payload carries: a move costs the same at step 10 and at step 1000, and the
#: earlier lines are one request away (``GET /api/games/{id}/log``; docs/server.md, The log)
LOG_TAIL = 20
#: a game id: what ``secrets.token_urlsafe`` writes; anything else is unknown before any query is made
GAME_ID = re.compile(r"[A-Za-z0-9_-]{1,32}")
#: the bot that plays on for a seat whose person left, unless the creator chose another
LEAVE_BOT = "heuristic"


class ApiError(Exception):
    """An error the API reports as ``{"error": {"code", "message"}}`` with an HTTP status; nothing was stored.

    The message is rendered in the language of the request that met it."""

    def __init__(self, status: int, code: str, message: Text) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message


@dataclass(frozen=True)
class Table:
    """What surrounds a game at one version: its settings (``clock``: ``{"kind": "none"|"live"|"turn", "minutes",
    "increment", "hours"}``; ``on_leave``: ``"bot"`` or ``"end"``, what a resigning seat becomes at more than two
    seats; ``leave_bot``), the lifecycle events (the last ends the game when it has ``"ends"``), the creator's
    token hash, when the current decision began and the live clocks then (seconds left, ``None``: untimed)."""

    settings: dict[str, Any] = field(default_factory=dict)
    events: tuple[dict[str, Any], ...] = ()
    admin_hash: str | None = None
    turn_started: float = 0.0
    clocks: tuple[float | None, ...] = ()
    meta: int = 0  # stored count of lifecycle changes: while unchanged, seats and events are as here
    updated: float = 0.0

    @property
    def ending(self) -> dict[str, Any] | None:
        return self.events[-1] if self.events and self.events[-1].get("ends") else None

    @property
    def clock(self) -> dict[str, Any]:
        return self.settings.get("clock") or {"kind": "none"}

    @classmethod
    def of(cls, record: TableRecord | None) -> Table:
        if record is None:
            return cls()
        return cls(record.settings, tuple(record.events), record.admin_hash, record.turn_started,
                   tuple(record.clocks), record.meta, record.updated)

    def left(self, seat: int, now: float, current: int) -> float | None:
        """The seconds ``seat`` has left at ``now`` (live clock), or before its deadline (turn-based); ``None``:
        untimed."""
        kind = self.clock["kind"]
        if seat >= len(self.clocks) or self.clocks[seat] is None or kind == "none":
            return None
        if kind == "turn":
            return self.turn_started + self.clock["hours"] * 3600 - now if seat == current else None
        left = self.clocks[seat] or 0.0
        return left - (now - self.turn_started) if seat == current else left


@dataclass(frozen=True, eq=False)
class Moment:
    """A game at one stored version: its state (never mutated), seats and table, and the payloads already encoded
    for it."""

    state: State
    version: int  # the stored version: +1 at every change, the same in every process
    undos: int  # stored undo count: while it is unchanged, later versions only appended to this history
    seats: tuple[SeatRecord, ...] = ()
    table: Table = field(default_factory=Table)
    encoded: dict[tuple[Any, ...], bytes] = field(default_factory=dict)  # see Hub.encoded_payload
    forced: dict[int | None, str | None] = field(default_factory=dict)  # forced_choice by seat, once per moment

    @property
    def over(self) -> bool:
        return self.state.is_terminal() or self.table.ending is not None


@dataclass(eq=False)
class LiveGame:
    id: str
    name: str
    options: dict[str, Any]
    moment: Moment
    lock: threading.Lock = field(default_factory=threading.Lock)
    bots: dict[int, Any] = field(default_factory=dict)

    @property
    def state(self) -> State:
        return self.moment.state

    @property
    def seats(self) -> tuple[SeatRecord, ...]:
        return self.moment.seats

    @property
    def version(self) -> int:
        return self.moment.version

    @property
    def status(self) -> str:
        return "finished" if self.moment.over else "active"

    @property
    def bots_only(self) -> bool:
        return all(s.kind == "bot" for s in self.seats)

    def bot_seat(self, state: State | None = None) -> int | None:
        """The bot seat to decide now (in ``state``, by default the current one), if any."""
        if self.moment.table.ending is not None:
            return None
        player = (state or self.state).current_player
        return player if player >= 0 and self.seats[player].kind == "bot" else None


def rebuild(name: str, options: dict[str, Any], seed: int, snapshot: str | None,
            actions: list[tuple[int, int, int]]) -> State:
    """The state after the snapshot (or the start) and the stored actions that follow it."""
    if snapshot is not None:
        state = State.loads(snapshot)
    else:
        state = load_game(name, **options).new_initial_state(seed)
    replay(state, actions)
    return state


def replay(state: State, actions: list[tuple[int, int, int]]) -> None:
    """Apply stored ``(step, player, action)`` entries to ``state`` (in place), chance outcomes included."""
    for step, player, action in actions:
        if len(state.history) != step or state.current_player != player:
            raise SaveError(_("game log out of order at step {step}", step=step))
        if player == CHANCE:
            state.sample_chance()  # advance the generator exactly as the live game did
            state.apply(action)
        else:
            state.apply_for(player, action)


def _apply(state: State, seat: int, action: Any) -> None:
    """Play ``seat``'s ``action`` on ``state`` (a copy of the game's), then the chance outcomes it leads to."""
    player = state.current_player
    if player != seat:
        game, label = state.game, state.game.seat_label
        raise ApiError(409, "not_your_turn", _("{game}: it is not {seat}'s decision but {other}'s",
                                               game=game.rule_name(), seat=label(seat), other=label(player))
                       if player >= 0 else
                       _("{game}: it is not {seat}'s decision (the game is over or chance decides)",
                         game=game.rule_name(), seat=label(seat)))
    try:
        state.apply_for(seat, action)
    except IllegalAction as exc:
        raise ApiError(422, "illegal_action", exc.message) from None
    _run_chance(state)


def _run_chance(state: State) -> None:
    while state.is_chance_node():
        state.step_chance()


def _stale(state: State, expected_step: int) -> ApiError:
    return ApiError(409, "stale", _("{game}: the game has moved on (it is at step {step}, not {expected})",
                                    game=state.game.title_label(), step=len(state.history), expected=expected_step))


@dataclass
class _Change:
    """A lifecycle change: the event it adds, the seats it changes, the live clocks after it."""

    event: dict[str, Any]
    seats: list[SeatRecord] = field(default_factory=list)
    clocks: list[float | None] | None = None
    turn_started: float | None = None


def check_id(game_id: Any) -> None:
    """Refuse an id no game can have (404), before any query: a NUL or a non-ASCII letter never reaches the
    database."""
    if not isinstance(game_id, str) or not GAME_ID.fullmatch(game_id):
        raise ApiError(404, "unknown_game", _("no such game"))


def abortable(moment: Moment) -> bool:
    """Whether the game may be aborted: some seat has not yet made a decision (or no person sits at it)."""
    if moment.over:
        return False
    if all(s.kind == "bot" for s in moment.seats):
        return True
    decided = {step.player for step in moment.state.history if step.player >= 0}
    return len(decided) < len(moment.seats)


def late_seat(moment: Moment, now: float) -> int | None:
    """The person's seat to decide whose time is out at ``now``, if any."""
    if moment.over:
        return None
    current = moment.state.current_player
    if current < 0 or moment.seats[current].kind != "human":
        return None
    left = moment.table.left(current, now, current)
    return current if left is not None and left <= 0 else None


def _playing(moment: Moment, seat: int | None) -> None:
    title = moment.state.game.title_label()
    if moment.over:
        raise ApiError(409, "game_over", _("{game}: the game is over; its result stands", game=title))
    if seat is None:
        raise ApiError(403, "not_a_seat", _("{game}: only a player can do this", game=title))


def _leave(moment: Moment, seat: int, event: dict[str, Any], to_bot: bool) -> _Change:
    """``seat``'s person leaves: a bot plays on for it (``to_bot``), or the game ends and the seats still played
    win it together."""
    gone = {e["seat"] for e in moment.table.events if e["kind"] in ("resigned", "claimed", "timeout_bot")} | {seat}
    people = [s.seat for s in moment.seats if s.kind == "human" and s.seat not in gone]
    if to_bot and people:
        bot = moment.table.settings.get("leave_bot", LEAVE_BOT)
        old = moment.seats[seat]
        clocks = list(moment.table.clocks)
        if seat < len(clocks):
            clocks[seat] = None
        # the old token stays on the seat: its holder watches (seat_of answers spectator for a bot's seat)
        return _Change(event={**event, "bot": bot}, seats=[SeatRecord(seat, "bot", bot, old.token_hash)],
                       clocks=clocks)
    winners = [s.seat for s in moment.seats if s.seat not in gone]
    return _Change(event={**event, "ends": True, "winners": winners})


def event_text(game: Any, event: dict[str, Any]) -> Text:
    """An event of the table, for people."""
    label = game.seat_label
    kind = event["kind"]
    seat = label(event["seat"]) if event.get("seat") is not None else None
    by = label(event["by"]) if event.get("by") is not None else None
    winners = [label(w) for w in event.get("winners", [])]
    if kind == "aborted":
        return _("{seat} aborted the game", seat=by) if by is not None else _("The game's creator aborted the game")
    if kind == "link":
        return _("The creator issued a new link for {seat}; the old one no longer opens the seat", seat=seat)
    if kind == "abandoned":
        return ngettext("No decision for {days} day: the server ended the game",
                        "No decision for {days} days: the server ended the game", event["days"], days=event["days"])
    if event.get("bot"):
        if kind == "resigned":
            return _("{seat} resigned; a bot ({bot}) plays on for that seat", seat=seat, bot=event["bot"])
        return _("{seat} ran out of time; {by} gave the seat to a bot ({bot})", seat=seat, by=by, bot=event["bot"])
    if kind == "resigned":
        return ngettext("{seat} resigned; {winners} wins", "{seat} resigned; {winners} win", len(winners),
                        seat=seat, winners=winners)
    return ngettext("{seat} ran out of time; {by} claimed the game: {winners} wins",
                    "{seat} ran out of time; {by} claimed the game: {winners} win", len(winners), seat=seat, by=by,
                    winners=winners)


class Hub:
    """The games this process holds in memory (the most recently used ``capacity``), backed by a :class:`Store`."""

    def __init__(self, store: Store, capacity: int = 2000) -> None:
        self.store = store
        self.capacity = capacity
        self.shared = store.shared  # other processes write too: memory may be behind the database
        self._games: OrderedDict[str, LiveGame] = OrderedDict()
        self._lock = threading.Lock()
        self._loading: dict[str, threading.Lock] = {}

    def __len__(self) -> int:
        return len(self._games)

    # ------------------------------------------------------------------ lookup
    def get(self, game_id: str) -> LiveGame:
        """The game in memory (loaded on demand); with a shared database it may be behind: see :meth:`fresh`."""
        live = self._games.get(game_id)
        if live is not None:
            with self._lock:
                if game_id in self._games:
                    self._games.move_to_end(game_id)
            return live
        with self._lock:
            loading = self._loading.setdefault(game_id, threading.Lock())
        try:
            with loading:
                live = self._games.get(game_id)
                if live is None:
                    live = self._load(game_id)
                    self._remember(live)
        finally:
            with self._lock:
                self._loading.pop(game_id, None)
        return live

    def cached(self, game_id: str) -> LiveGame | None:
        """The game if this process holds it, without loading it."""
        return self._games.get(game_id)

    def fresh(self, game_id: str, version: int | None = None) -> LiveGame:
        """The game as stored now. ``version``: a version known to exist (from a notification); a copy already
        there needs no look at the database."""
        live = self.get(game_id)
        if self.shared and (version is None or live.version < version):
            self.refresh(live)
        return live

    def refresh(self, live: LiveGame) -> bool:
        """Bring ``live`` up to the stored version (the missing actions, or a reload after another process's
        undo); whether it changed."""
        with live.lock:
            return self._refresh(live)

    def _refresh(self, live: LiveGame) -> bool:
        """:meth:`refresh` for a caller that holds the game's lock."""
        moment = live.moment
        head = self.store.head(live.id, len(moment.state.history))
        if head is None:
            raise ApiError(404, "unknown_game", _("no game {id!r} on this server", id=live.id))
        if head.version == moment.version:
            return False
        appended = head.steps == len(moment.state.history) + len(head.actions)
        if head.undos == moment.undos and head.meta == moment.table.meta and appended:
            state = moment.state.clone()  # only appended since: play the missing actions
            replay(state, head.actions)
            # the clocks moved on too: read them with the game (a rare second look, only for timed games)
            table = moment.table
            if table.clock["kind"] != "none":
                record = self.store.load(live.id, upto=0)
                table = Table.of(record.table) if record is not None else table
            live.moment = Moment(state, head.version, head.undos, moment.seats, table)
        else:  # another process took a step back or changed the table: rebuild from the log
            fresh = self._load(live.id)
            live.moment = fresh.moment
            live.bots = fresh.bots
        return True

    def _remember(self, live: LiveGame) -> None:
        with self._lock:
            self._games[live.id] = live
            while len(self._games) > self.capacity:  # forget the least recently used: it reloads from the database
                oldest = next(iter(self._games))
                if self._games[oldest].lock.locked() or oldest == live.id:
                    break
                del self._games[oldest]

    def forget(self, game_id: str) -> None:
        """Drop the game from memory (deleted, or changed behind this process's back)."""
        with self._lock:
            self._games.pop(game_id, None)

    def _load(self, game_id: str) -> LiveGame:
        check_id(game_id)
        record = self.store.load(game_id)
        if record is None:
            raise ApiError(404, "unknown_game", _("no game {id!r} on this server", id=game_id))
        try:
            state = rebuild(record.game, record.options, record.seed, record.snapshot, record.actions)
        except KleosError as exc:
            raise ApiError(500, "corrupt_game", _("game {id} cannot be rebuilt from its log: {reason}", id=game_id,
                                                  reason=exc.message)) from None
        live = LiveGame(record.id, record.game, record.options,
                        Moment(state, record.version, record.undos, tuple(record.seats), Table.of(record.table)))
        self._make_bots(live)
        return live

    def _make_bots(self, live: LiveGame) -> None:
        game = live.state.game
        live.bots = {s.seat: make_bot(s.bot or "random", game, secrets.randbits(63))
                     for s in live.seats if s.kind == "bot"}

    def seat_of(self, live: LiveGame, token: str | None, moment: Moment | None = None) -> int | None:
        """The seat a token opens in this game; ``None`` without a token (a spectator), for the creator's token, and
        for the token of a seat a bot plays now (its person left: they watch)."""
        if token is None:
            return None
        moment = moment or live.moment
        digest = hash_token(token)
        for s in moment.seats:
            if s.token_hash is not None and secrets.compare_digest(s.token_hash, digest):
                return s.seat if s.kind == "human" else None
        admin = moment.table.admin_hash
        if admin is not None and secrets.compare_digest(admin, digest):
            return None
        raise ApiError(403, "bad_token", _("this seat token does not belong to this game"))

    def is_creator(self, live: LiveGame, token: str | None) -> bool:
        admin = live.moment.table.admin_hash
        return token is not None and admin is not None and secrets.compare_digest(admin, hash_token(token))

    # ------------------------------------------------------------------ changes
    def create(self, name: str, options: dict[str, Any], seats: list[dict[str, Any]] | None,
               settings: dict[str, Any] | None = None, address: str | None = None
               ) -> tuple[LiveGame, dict[int, str], str]:
        """A new game; returns it, the secret token of each human seat and the creator's token."""
        game = load_game(name, **options)  # OptionError for an unknown game or bad options
        n = game.num_players
        seats = seats if seats is not None else [{"kind": "human"}] * n
        if len(seats) != n:
            raise ApiError(400, "bad_seats", _("{game} has {n} seats, {given} were given", game=game.title_label(), n=n,
                                               given=len(seats)))
        tokens: dict[int, str] = {}
        records = []
        for i, spec in enumerate(seats):
            if spec.get("kind") == "bot":
                bot = spec.get("bot") or "random"
                if bot not in bot_names():
                    raise ApiError(400, "bad_seats", _("unknown bot {bot!r}; the bots are: {bots}", bot=bot,
                                                       bots=", ".join(bot_names())))
                records.append(SeatRecord(i, "bot", bot, None))
            else:
                tokens[i] = secrets.token_urlsafe(24)
                records.append(SeatRecord(i, "human", None, hash_token(tokens[i])))
        settings = dict(settings or {})
        settings.setdefault("clock", {"kind": "none"})
        settings.setdefault("on_leave", "bot")
        leave_bot = settings.setdefault("leave_bot", LEAVE_BOT)
        if leave_bot not in bot_names():
            raise ApiError(400, "bad_seats", _("unknown bot {bot!r}; the bots are: {bots}", bot=leave_bot,
                                               bots=", ".join(bot_names())))
        seed = secrets.randbits(63)
        state = game.new_initial_state(seed)
        _run_chance(state)
        game_id = secrets.token_urlsafe(9)
        admin = secrets.token_urlsafe(24)
        normalized = game.options.model_dump(mode="json")
        now = time.time()
        clock = settings["clock"]
        clocks = [None if r.kind == "bot" else (clock.get("minutes", 0) * 60.0 if clock["kind"] == "live" else 0.0)
                  for r in records]
        table = Table(settings, (), hash_token(admin), now, tuple(clocks), 0, now)
        live = LiveGame(game_id, name, normalized, Moment(state, 0, 0, tuple(records), table))
        self.store.create_game(game_id, name, normalized, seed, records,
                               [(s.player, s.action) for s in state.history], live.status,
                               live.bot_seat() is not None,
                               TableRecord(settings, [], table.admin_hash, now, clocks, 0, now), address)
        self._make_bots(live)
        self._remember(live)
        return live, tokens, admin

    def act(self, game_id: str, seat: int, action: Any, expected_step: int | None,
            version: int | None = None) -> LiveGame:
        """Play ``action`` for ``seat`` (then any chance outcomes it leads to) and commit it. ``expected_step``:
        the step the client saw; ``version``: the version the caller saw (a bot's decision), if any."""
        return self.act_turn(game_id, seat, [action], expected_step, version)

    def act_turn(self, game_id: str, seat: int, actions: list[Any], expected_step: int | None,
                 version: int | None = None) -> LiveGame:
        """Play ``actions`` for ``seat``, one after the other (each followed by the chance outcomes it leads to),
        and commit them as one change: a bot's turn of many small decisions costs one write and one push. All or
        nothing: an action refused leaves the game as it was."""
        live = self.get(game_id)
        with live.lock:
            try:
                new = self._moves(live.moment, seat, actions, expected_step, version)
            except ApiError:
                # refused by this process's copy: with a shared database that copy may be behind; look again
                if not (self.shared and self._refresh(live)):
                    raise
                new = self._moves(live.moment, seat, actions, expected_step, version)
            self._commit(live, new)
            return live

    def _moves(self, moment: Moment, seat: int, actions: list[Any], expected_step: int | None,
               version: int | None) -> State:
        new = self._move(moment, seat, actions[0], expected_step, version)
        for action in actions[1:]:
            _apply(new, seat, action)
        return new

    def _move(self, moment: Moment, seat: int, action: Any, expected_step: int | None,
              version: int | None) -> State:
        state = moment.state
        if expected_step is not None and expected_step != len(state.history):
            raise _stale(state, expected_step)
        if version is not None and version != moment.version:
            raise ApiError(409, "stale", _("{game}: the game has changed since version {version}",
                                           game=state.game.title_label(), version=version))
        if moment.over:
            raise ApiError(409, "game_over", _("{game}: the game is over; no action can be played",
                                               game=state.game.title_label()))
        new = state.clone()
        _apply(new, seat, action)
        return new

    def _commit(self, live: LiveGame, new: State) -> None:
        moment = live.moment
        first = len(moment.state.history)
        steps = [(s.player, s.action) for s in new.history[first:]]
        end = len(new.history)
        snapshot = (end, new.dumps()) if end // SNAPSHOT_EVERY > first // SNAPSHOT_EVERY else None
        now = time.time()
        table = moment.table
        clocks = list(table.clocks)
        mover = moment.state.current_player
        if table.clock["kind"] == "live" and 0 <= mover < len(clocks) and clocks[mover] is not None:
            left = max(0.0, (clocks[mover] or 0.0) - (now - table.turn_started))
            if new.current_player != mover:  # the increment comes at the end of the seat's turn
                left += table.clock.get("increment", 0)
            clocks[mover] = left
        try:
            self.store.append(live.id, moment.version, first, steps, "finished" if new.is_terminal() else "active",
                              live.bot_seat(new) is not None, snapshot, now, clocks)
        except Conflict:
            self._conflict(live)
            raise ApiError(409, "conflict", _("{game}: another move was stored first; reload the game",
                                              game=new.game.title_label())) from None
        live.moment = Moment(new, moment.version + 1, moment.undos, moment.seats,
                             replace(table, turn_started=now, clocks=tuple(clocks), updated=now))

    def _conflict(self, live: LiveGame) -> None:
        """Another writer changed the game: this copy is behind."""
        if self.shared:
            self._refresh(live)
        else:
            self._games.pop(live.id, None)  # reload from the database next time

    def undo(self, game_id: str, seat: int | None, expected_step: int | None) -> LiveGame:
        """Take back ``seat``'s last decision, when the undo rules allow it."""
        live = self.get(game_id)
        with live.lock:
            try:
                self._undoable(live.moment, seat, expected_step)
            except ApiError:
                if not (self.shared and self._refresh(live)):
                    raise
                self._undoable(live.moment, seat, expected_step)
            moment = live.moment
            state = moment.state
            end = len(state.history)
            table = moment.table
            clocks = list(table.clocks)
            running = state.current_player
            if table.clock["kind"] == "live":
                now = time.time()
                if 0 <= running < len(clocks) and clocks[running] is not None:  # its clock ran until now
                    clocks[running] = max(0.0, (clocks[running] or 0.0) - (now - table.turn_started))
                if running != seat and seat is not None and clocks[seat] is not None:  # the increment goes back
                    clocks[seat] = max(0.0, (clocks[seat] or 0.0) - table.clock.get("increment", 0))
            try:
                # the seat decided last, so after the undo it decides again: never a bot's turn
                self.store.truncate(live.id, moment.version, end - 1, "active", clocks=clocks)
            except Conflict:
                self._conflict(live)
                raise ApiError(409, "conflict", _("{game}: the game changed meanwhile; reload it",
                                                  game=state.game.title_label())) from None
            record = self.store.load(live.id)
            assert record is not None
            state = rebuild(record.game, record.options, record.seed, record.snapshot, record.actions)
            live.moment = Moment(state, record.version, record.undos, tuple(record.seats), Table.of(record.table))
            return live

    def _undoable(self, moment: Moment, seat: int | None, expected_step: int | None) -> None:
        state = moment.state
        if expected_step is not None and expected_step != len(state.history):
            raise _stale(state, expected_step)
        refusal = undo_refusal(state, seat) if moment.table.ending is None else _(
            "{game}: the game is over; its result stands", game=state.game.title_label())
        if refusal is not None:
            raise ApiError(409, "undo_refused", refusal)

    # ------------------------------------------------------------------ a game's life
    def resign(self, game_id: str, seat: int | None) -> LiveGame:
        """``seat`` leaves the game: at two seats (or when the creator chose so) the game ends and the others win;
        otherwise a bot plays on for the seat."""

        def decide(moment: Moment) -> _Change:
            _playing(moment, seat)
            assert seat is not None
            return _leave(moment, seat, {"kind": "resigned", "seat": seat, "by": seat},
                          moment.table.settings.get("on_leave", "bot") == "bot" and len(moment.seats) > 2)

        return self._lifecycle(game_id, decide)[0]

    def abort(self, game_id: str, seat: int | None, creator: bool) -> LiveGame:
        """End the game without a result, while some seat has not yet made a decision (the creator of a game
        without people: at any time)."""

        def decide(moment: Moment) -> _Change:
            title = moment.state.game.title_label()
            if moment.over:
                raise ApiError(409, "game_over", _("{game}: the game is over; its result stands", game=title))
            if seat is None and not creator:
                raise ApiError(403, "not_a_seat", _("{game}: only a player or the game's creator can do this",
                                                    game=title))
            if not abortable(moment):
                raise ApiError(409, "abort_refused", _("{game}: every seat has made a decision; a player may resign "
                                                       "instead", game=title))
            return _Change(event={"kind": "aborted", "by": seat, "ends": True, "winners": []})

        return self._lifecycle(game_id, decide)[0]

    def claim(self, game_id: str, seat: int | None, outcome: str) -> LiveGame:
        """The seat to decide has run out of time: ``seat`` claims the game (``"win"``: the late seat loses, the
        others win) or gives the late seat to a bot (``"bot"``)."""

        def decide(moment: Moment) -> _Change:
            _playing(moment, seat)
            late = late_seat(moment, time.time())
            title = moment.state.game.title_label()
            if late is None:
                raise ApiError(409, "in_time", _("{game}: no seat has run out of time", game=title))
            if late == seat:
                raise ApiError(409, "in_time", _("{game}: your own time is out; only the others may claim",
                                                 game=title))
            kind = "claimed" if outcome == "win" else "timeout_bot"
            return _leave(moment, late, {"kind": kind, "seat": late, "by": seat}, outcome == "bot")

        return self._lifecycle(game_id, decide)[0]

    def reissue(self, game_id: str, seat: int) -> tuple[LiveGame, str]:
        """The creator issues a new link for a person's seat: the old token stops opening it."""
        token = secrets.token_urlsafe(24)

        def decide(moment: Moment) -> _Change:
            if not 0 <= seat < len(moment.seats) or moment.seats[seat].kind != "human":
                raise ApiError(400, "bad_seats", _("{game}: seat {n} is not a person's seat",
                                                   game=moment.state.game.title_label(), n=seat))
            return _Change(event={"kind": "link", "seat": seat},
                           seats=[SeatRecord(seat, "human", None, hash_token(token))])

        return self._lifecycle(game_id, decide)[0], token

    def remindable(self, live: LiveGame, seat: int | None) -> int:
        """The seat ``seat`` may remind that it is to decide (a person's seat other than its own)."""
        moment = live.moment
        _playing(moment, seat)
        current = moment.state.current_player
        if current < 0 or current == seat or moment.seats[current].kind != "human":
            raise ApiError(409, "not_waiting", _("{game}: no other person is to decide now",
                                                 game=moment.state.game.title_label()))
        return current

    def _lifecycle(self, game_id: str, decide: Callable[[Moment], _Change]) -> tuple[LiveGame, _Change]:
        """Store the change ``decide`` makes of the game's current moment, like a move: one transaction that
        states the version it started from."""
        live = self.get(game_id)
        with live.lock:
            try:
                change = decide(live.moment)
            except ApiError:
                if not (self.shared and self._refresh(live)):
                    raise
                change = decide(live.moment)
            moment = live.moment
            table = moment.table
            seats = list(moment.seats)
            for record in change.seats:
                seats[record.seat] = record
            events = [*table.events, {**change.event, "at": time.time(), "step": len(moment.state.history)}]
            clocks = list(table.clocks) if change.clocks is None else change.clocks
            ends = bool(change.event.get("ends"))
            status = "finished" if ends or moment.state.is_terminal() else "active"
            current = moment.state.current_player
            bot_to_move = not ends and current >= 0 and seats[current].kind == "bot"
            try:
                self.store.change_table(live.id, moment.version, status, bot_to_move, events, change.seats, clocks,
                                        change.turn_started)
            except Conflict:
                self._conflict(live)
                raise ApiError(409, "conflict", _("{game}: the game changed meanwhile; reload it",
                                                  game=moment.state.game.title_label())) from None
            new_table = replace(table, events=tuple(events), clocks=tuple(clocks), meta=table.meta + 1,
                                updated=time.time(), turn_started=change.turn_started or table.turn_started)
            live.moment = Moment(moment.state, moment.version + 1, moment.undos, tuple(seats), new_table)
            if change.seats:
                self._make_bots(live)
            return live, change

    # ------------------------------------------------------------------ reading
    def payload(self, live: LiveGame, seat: int | None, moment: Moment | None = None,
                lang: str = SOURCE_LANGUAGE) -> dict[str, Any]:
        """What one client (a seat, or a spectator for ``None``) receives: its view and the table around it, at
        ``moment`` (by default the game's current one), with its texts in ``lang``."""
        moment = moment or live.moment
        state = moment.state  # never mutated: safe to read without the lock
        view = (state.view(seat, lang=lang, log_tail=LOG_TAIL) if seat is not None
                else state.public_view(lang, log_tail=LOG_TAIL))
        game = state.game
        kinds = game.actions.kinds
        table = moment.table
        over = moment.over
        if table.ending is not None:  # ended by its players, not by its rules: nobody decides any more
            view = {**view, "legal_actions": []}
        events = [{"kind": e["kind"], "seat": e.get("seat"), "by": e.get("by"), "at": e.get("at"),
                   "step": e.get("step"), "winners": e.get("winners"), "text": render(event_text(game, e), lang)}
                  for e in table.events]
        offered = sorted({a["kind"] for a in view["legal_actions"]})
        if seat not in moment.forced:  # up to 32 re-deals: once per moment and seat, whatever the language
            moment.forced[seat] = None if table.ending is not None else forced_choice(state, seat)
        return {
            "type": "state",
            "id": live.id,
            "game": live.name,
            "version": moment.version,
            "seat": seat,
            "status": "finished" if over else "active",
            "players": [{"seat": s.seat, "name": game.seat_names[s.seat], "kind": s.kind, "bot": s.bot,
                         "label": render(game.seat_label(s.seat), lang),
                         "bot_label": render(bot_label(s.bot), lang) if s.bot else None} for s in moment.seats],
            "can_undo": seat is not None and not over and undo_refusal(state, seat) is None,
            "can_resign": seat is not None and not over,
            "abortable": abortable(moment),
            # clocks: seconds left per seat when the current decision began (``turn_started``, server time; every
            # payload carries the server's ``now``), ``None`` for an untimed seat; deadline: per decision
            "table": {"clock": table.clock, "on_leave": table.settings.get("on_leave", "bot"), "events": events,
                      "ending": events[-1] if table.ending is not None else None,
                      **({"turn_started": table.turn_started, "clocks": list(table.clocks)}
                         if table.clock["kind"] != "none" else {"turn_started": None, "clocks": None})},
            # what each kind of the offered actions means, for the grouped list (ActionKind.help)
            "kinds": {kind: render(kinds[kind].help, lang) for kind in offered},
            # the heading of each kind's choices, in the players' words (Game.kind_titles)
            "kind_titles": {kind: game.kind_heading(kind, lang) for kind in offered},
            "recent": recent_moves(state, seat),
            "forced": moment.forced[seat],
            "view": view,
        }

    def encoded_payload(self, live: LiveGame, seat: int | None, moment: Moment | None = None,
                        lang: str = SOURCE_LANGUAGE) -> tuple[int, bytes]:
        """:meth:`payload` as JSON bytes, with its version: built once per moment, seat and language, then reused
        (a WebSocket push to every watcher, a reload of the page)."""
        moment = moment or live.moment
        key = (seat, lang)
        data = moment.encoded.get(key)
        if data is None:  # orjson: a tenth of the json module's time, which was three times the view's (profiled)
            data = moment.encoded[key] = orjson.dumps(self.payload(live, seat, moment, lang),
                                                      option=orjson.OPT_NON_STR_KEYS)
        return moment.version, data

    def log(self, live: LiveGame, seat: int | None, before: int | None = None,
            lang: str = SOURCE_LANGUAGE) -> dict[str, Any]:
        """The log lines ``seat`` may read of the steps before ``before`` (``None``: all of them): what a client
        holding a payload's tail (which starts at ``view.log_from``) lacks."""
        moment = live.moment
        state = moment.state
        step = len(state.history)
        stop = step if before is None else min(max(before, 0), step)
        return {"type": "log", "id": live.id, "version": moment.version, "step": step, "before": stop,
                "log": state.log_lines(seat, lang, 0, stop)}

    def history(self, live: LiveGame, seat: int | None, lang: str = SOURCE_LANGUAGE) -> dict[str, Any]:
        """The steps so far, each as ``seat`` may know it (hidden ones without their action)."""
        state = live.state
        actions = state.game.actions
        names = state.game.seat_names
        labels = [render(state.game.seat_label(s), lang) for s in range(len(names))]
        chance = render(_("chance"), lang)
        return {
            "length": len(state.history),
            "steps": [{
                "step": i,
                "player": s.player,
                "by": names[s.player] if s.player >= 0 else "chance",
                "by_label": labels[s.player] if s.player >= 0 else chance,
                "action": None if s.action < 0 else actions.by_id(s.action).text,
                "reveals": s.reveals,
            } for i, s in enumerate(state.history_for(seat))],
        }

    def replay(self, live: LiveGame, seat: int | None, step: int, lang: str = SOURCE_LANGUAGE) -> dict[str, Any]:
        """The view at ``step``: the seat's own view once the game is finished, the public view before."""
        state = live.state
        length = len(state.history)
        if not 0 <= step <= length:
            raise ApiError(400, "bad_step", _("step must be between 0 and {length}", length=length))
        finished = live.moment.over
        who = seat if finished else None
        record = self.store.load(live.id, upto=step)
        if record is None:
            raise ApiError(404, "unknown_game", _("no game {id!r} on this server", id=live.id))
        past = rebuild(record.game, record.options, record.seed, record.snapshot, record.actions)
        view = past.view(who, lang=lang) if who is not None else past.public_view(lang)
        return {"type": "replay", "id": live.id, "step": step, "length": length, "seat": who,
                "public": who is None, "view": view}


#: the most steps ``recent`` holds (an eight-player Age of Mythology round between two decisions of one seat is
#: about a hundred)
RECENT_LIMIT = 200


def recent_moves(state: State, seat: int | None) -> dict[str, Any]:
    """The steps since ``seat`` last decided (a spectator: since the seat now deciding last decided), as the seat
    may know them: ``{"from": the first of those steps, "moves": [{"step", "player", "action"}]}``, ``action``
    the action's JSON, ``None`` for a step hidden from the seat. The board marks what they moved (issue 23);
    the view at ``from`` (``/replay?step=from``) is the position they started from."""
    history = state.history
    start = len(history)
    floor = max(0, start - RECENT_LIMIT)
    who = seat if seat is not None else state.current_player
    if who < 0:  # a spectator at the end: the last decision and what followed it
        while start > floor and history[start - 1].player < 0:
            start -= 1
        start -= 1 if start > floor else 0
    else:
        while start > floor and history[start - 1].player != who:
            start -= 1
    actions = state.game.actions
    moves = []
    for i in range(start, len(history)):
        s = history[i]
        hidden = s.action < 0 or not (s.seats is None or (seat is not None and seat in s.seats))
        moves.append({"step": i, "player": s.player, "action": None if hidden else actions.by_id(s.action).to_json()})
    return {"from": start, "moves": moves}


#: how many re-deals of what the others cannot see a forced choice is checked against (a sample: a choice that only
#: rare deals would leave open may be judged public)
FORCED_DEALS = 32


def forced_choice(state: State, seat: int | None) -> str | None:
    """When ``seat`` decides now and has a single legal choice: ``"public"`` if the others could tell it is forced
    (their view leaves this seat that one choice however its hidden cards or counters are re-dealt), else
    ``"private"`` (playing it at once would tell them something: no stratagem to play, one card of a kind in hand);
    ``None`` otherwise. The page plays a public forced choice for the seat by default (issue 23)."""
    if seat is None or state.current_player != seat:
        return None
    legal = state.legal_actions()
    if len(legal) != 1:
        return None
    if not state.game.hidden_information or state.game.num_players < 2:
        return "public"
    other = (seat + 1) % state.game.num_players
    rng = Rng(len(state.history) * 7919 + seat)
    for _deal in range(FORCED_DEALS):
        dealt = state.determinize(other, rng, search=True)
        if dealt.current_player != seat or [a.id for a in dealt.legal_actions()] != [legal[0].id]:
            return "private"
    return "public"


def game_catalog(lang: str = SOURCE_LANGUAGE) -> list[dict[str, Any]]:
    """Every registered game's info, for the lobby, with its texts in ``lang``."""
    from kleos.engine import game_names

    return [game_class(name).info(lang) for name in game_names()]
