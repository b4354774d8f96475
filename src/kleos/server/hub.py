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

import json
import secrets
import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

from kleos.bots import bot_label, bot_names, make_bot
from kleos.engine import CHANCE, IllegalAction, KleosError, Rng, SaveError, State, load_game
from kleos.engine.registry import game_class
from kleos.i18n import SOURCE_LANGUAGE, Text, render, translator
from kleos.server.storage import SNAPSHOT_EVERY, Conflict, SeatRecord, Store, hash_token

_, ngettext = translator("kleos")

#: the steps whose log lines a payload carries: a move costs the same at step 10 and at step 1000, and the
#: earlier lines are one request away (``GET /api/games/{id}/log``; docs/server.md, The log)
LOG_TAIL = 20


class ApiError(Exception):
    """An error the API reports as ``{"error": {"code", "message"}}`` with an HTTP status; nothing was stored.

    The message is rendered in the language of the request that met it."""

    def __init__(self, status: int, code: str, message: Text) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message


@dataclass(frozen=True, eq=False)
class Moment:
    """A game at one stored version: its state (never mutated) and the payloads already encoded for it."""

    state: State
    version: int  # the stored version: +1 at every change, the same in every process
    undos: int  # stored undo count: while it is unchanged, later versions only appended to this history
    encoded: dict[tuple[Any, ...], bytes] = field(default_factory=dict)  # see Hub.encoded_payload
    forced: dict[int | None, str | None] = field(default_factory=dict)  # forced_choice by seat, once per moment


@dataclass(eq=False)
class LiveGame:
    id: str
    name: str
    options: dict[str, Any]
    seats: list[SeatRecord]
    moment: Moment
    lock: threading.Lock = field(default_factory=threading.Lock)
    bots: dict[int, Any] = field(default_factory=dict)

    @property
    def state(self) -> State:
        return self.moment.state

    @property
    def version(self) -> int:
        return self.moment.version

    @property
    def status(self) -> str:
        return "finished" if self.state.is_terminal() else "active"

    def bot_seat(self, state: State | None = None) -> int | None:
        """The bot seat to decide now (in ``state``, by default the current one), if any."""
        player = (state or self.state).current_player
        return player if player >= 0 and self.seats[player].kind == "bot" else None


def undo_refusal(state: State, seat: int | None) -> Text | None:
    """Why ``seat`` may not take back the last step now (``None``: it may); see docs/server.md, Undo."""
    title = state.game.title_label()
    if seat is None:
        return _("{game}: spectators cannot undo", game=title)
    if state.is_terminal():
        return _("{game}: the game is over; its result stands", game=title)
    if not state.history:
        return _("{game}: there is nothing to undo", game=title)
    last = state.history[-1]
    if last.player == CHANCE:
        return _("{game}: undo is not possible past a die roll or a draw", game=title)
    if last.player != seat:
        return _("{game}: undo is not possible once another seat has acted", game=title)
    if last.reveals:
        return _("{game}: undo is not possible past an action that revealed hidden information", game=title)
    return None


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


def _run_chance(state: State) -> None:
    while state.is_chance_node():
        state.step_chance()


def _stale(state: State, expected_step: int) -> ApiError:
    return ApiError(409, "stale", _("{game}: the game has moved on (it is at step {step}, not {expected})",
                                    game=state.game.title_label(), step=len(state.history), expected=expected_step))


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
        if head.undos == moment.undos and head.steps == len(moment.state.history) + len(head.actions):
            state = moment.state.clone()  # only appended since: play the missing actions
            replay(state, head.actions)
            live.moment = Moment(state, head.version, head.undos)
        else:  # another process took a step back: rebuild from the log
            live.moment = self._load(live.id).moment
        return True

    def _remember(self, live: LiveGame) -> None:
        with self._lock:
            self._games[live.id] = live
            while len(self._games) > self.capacity:  # forget the least recently used: it reloads from the database
                oldest = next(iter(self._games))
                if self._games[oldest].lock.locked() or oldest == live.id:
                    break
                del self._games[oldest]

    def _load(self, game_id: str) -> LiveGame:
        if not isinstance(game_id, str) or not 1 <= len(game_id) <= 32:
            raise ApiError(404, "unknown_game", _("no such game"))
        record = self.store.load(game_id)
        if record is None:
            raise ApiError(404, "unknown_game", _("no game {id!r} on this server", id=game_id))
        try:
            state = rebuild(record.game, record.options, record.seed, record.snapshot, record.actions)
        except KleosError as exc:
            raise ApiError(500, "corrupt_game", _("game {id} cannot be rebuilt from its log: {reason}", id=game_id,
                                                  reason=exc.message)) from None
        live = LiveGame(record.id, record.game, record.options, record.seats,
                        Moment(state, record.version, record.undos))
        self._make_bots(live)
        return live

    def _make_bots(self, live: LiveGame) -> None:
        game = live.state.game
        live.bots = {s.seat: make_bot(s.bot or "random", game, secrets.randbits(63))
                     for s in live.seats if s.kind == "bot"}

    def seat_of(self, live: LiveGame, token: str | None) -> int | None:
        """The seat a token opens in this game; ``None`` without a token (a spectator)."""
        if token is None:
            return None
        digest = hash_token(token)
        for s in live.seats:
            if s.token_hash is not None and secrets.compare_digest(s.token_hash, digest):
                return s.seat
        raise ApiError(403, "bad_token", _("this seat token does not belong to this game"))

    # ------------------------------------------------------------------ changes
    def create(self, name: str, options: dict[str, Any], seats: list[dict[str, Any]] | None
               ) -> tuple[LiveGame, dict[int, str]]:
        """A new game; returns it and the secret token of each human seat."""
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
        seed = secrets.randbits(63)
        state = game.new_initial_state(seed)
        _run_chance(state)
        game_id = secrets.token_urlsafe(9)
        normalized = game.options.model_dump(mode="json")
        live = LiveGame(game_id, name, normalized, records, Moment(state, 0, 0))
        self.store.create_game(game_id, name, normalized, seed, records,
                               [(s.player, s.action) for s in state.history], live.status,
                               live.bot_seat() is not None)
        self._make_bots(live)
        self._remember(live)
        return live, tokens

    def act(self, game_id: str, seat: int, action: Any, expected_step: int | None,
            version: int | None = None) -> LiveGame:
        """Play ``action`` for ``seat`` (then any chance outcomes it leads to) and commit it. ``expected_step``:
        the step the client saw; ``version``: the version the caller saw (a bot's decision), if any."""
        live = self.get(game_id)
        with live.lock:
            try:
                new = self._move(live.moment, seat, action, expected_step, version)
            except ApiError:
                # refused by this process's copy: with a shared database that copy may be behind; look again
                if not (self.shared and self._refresh(live)):
                    raise
                new = self._move(live.moment, seat, action, expected_step, version)
            self._commit(live, new)
            return live

    def _move(self, moment: Moment, seat: int, action: Any, expected_step: int | None,
              version: int | None) -> State:
        state = moment.state
        if expected_step is not None and expected_step != len(state.history):
            raise _stale(state, expected_step)
        if version is not None and version != moment.version:
            raise ApiError(409, "stale", _("{game}: the game has changed since version {version}",
                                           game=state.game.title_label(), version=version))
        if state.is_terminal():
            raise ApiError(409, "game_over", _("{game}: the game is over; no action can be played",
                                               game=state.game.title_label()))
        player = state.current_player
        if player != seat:
            game, label = state.game, state.game.seat_label
            raise ApiError(409, "not_your_turn", _("{game}: it is not {seat}'s decision but {other}'s",
                                                   game=game.rule_name(), seat=label(seat), other=label(player))
                           if player >= 0 else
                           _("{game}: it is not {seat}'s decision (the game is over or chance decides)",
                             game=game.rule_name(), seat=label(seat)))
        new = state.clone()
        try:
            new.apply_for(seat, action)
        except IllegalAction as exc:
            raise ApiError(422, "illegal_action", exc.message) from None
        _run_chance(new)
        return new

    def _commit(self, live: LiveGame, new: State) -> None:
        moment = live.moment
        first = len(moment.state.history)
        steps = [(s.player, s.action) for s in new.history[first:]]
        end = len(new.history)
        snapshot = (end, new.dumps()) if end // SNAPSHOT_EVERY > first // SNAPSHOT_EVERY else None
        try:
            self.store.append(live.id, moment.version, first, steps, "finished" if new.is_terminal() else "active",
                              live.bot_seat(new) is not None, snapshot)
        except Conflict:
            self._conflict(live)
            raise ApiError(409, "conflict", _("{game}: another move was stored first; reload the game",
                                              game=new.game.title_label())) from None
        live.moment = Moment(new, moment.version + 1, moment.undos)

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
            try:
                # the seat decided last, so after the undo it decides again: never a bot's turn
                self.store.truncate(live.id, moment.version, end - 1, "active")
            except Conflict:
                self._conflict(live)
                raise ApiError(409, "conflict", _("{game}: the game changed meanwhile; reload it",
                                                  game=state.game.title_label())) from None
            record = self.store.load(live.id)
            assert record is not None
            state = rebuild(record.game, record.options, record.seed, record.snapshot, record.actions)
            live.moment = Moment(state, record.version, record.undos)
            return live

    def _undoable(self, moment: Moment, seat: int | None, expected_step: int | None) -> None:
        state = moment.state
        if expected_step is not None and expected_step != len(state.history):
            raise _stale(state, expected_step)
        refusal = undo_refusal(state, seat)
        if refusal is not None:
            raise ApiError(409, "undo_refused", refusal)

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
        offered = sorted({a["kind"] for a in view["legal_actions"]})
        if seat not in moment.forced:  # up to 32 re-deals: once per moment and seat, whatever the language
            moment.forced[seat] = forced_choice(state, seat)
        return {
            "type": "state",
            "id": live.id,
            "game": live.name,
            "version": moment.version,
            "seat": seat,
            "status": "finished" if state.is_terminal() else "active",
            "players": [{"seat": s.seat, "name": game.seat_names[s.seat], "kind": s.kind, "bot": s.bot,
                         "label": render(game.seat_label(s.seat), lang),
                         "bot_label": render(bot_label(s.bot), lang) if s.bot else None} for s in live.seats],
            "can_undo": seat is not None and undo_refusal(state, seat) is None,
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
        if data is None:
            data = moment.encoded[key] = json.dumps(self.payload(live, seat, moment, lang), ensure_ascii=False,
                                                    separators=(",", ":")).encode()
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
        finished = state.is_terminal()
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
