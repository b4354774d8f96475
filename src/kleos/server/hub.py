"""The served games in memory: seats and tokens, moves, chance, undo, replay and the views sent to each seat.

Every operation here is synchronous and runs in a worker thread (the ASGI app awaits it), serialized per game
by that game's lock; the database's ``(game_id, step)`` key is the second guard. The live state of a game is
never mutated in place: a move is applied to a clone, committed, then swapped in, so a reader holding the
previous state (a view being sent) never sees half a move.

Chance outcomes are sampled by the server with the state's own generator (``State.step_chance``) right after
the decision that led to them, and stored in the log like any action; rebuilding samples again with the same
generator (so the generator stays in step) but applies the stored outcome, which is authoritative.
"""

from __future__ import annotations

import secrets
import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

from kleos.bots import bot_names, make_bot
from kleos.engine import CHANCE, IllegalAction, KleosError, SaveError, State, load_game
from kleos.engine.registry import game_class
from kleos.i18n import render
from kleos.server.storage import SNAPSHOT_EVERY, Conflict, SeatRecord, Store, hash_token


class ApiError(Exception):
    """An error the API reports as ``{"error": {"code", "message"}}`` with an HTTP status; nothing was stored."""

    def __init__(self, status: int, code: str, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message


@dataclass
class LiveGame:
    id: str
    name: str
    options: dict[str, Any]
    seats: list[SeatRecord]
    state: State
    lock: threading.Lock = field(default_factory=threading.Lock)
    version: int = 0  # bumped at every change; clients drop older pushes
    bots: dict[int, Any] = field(default_factory=dict)
    bot_running: bool = False

    @property
    def status(self) -> str:
        return "finished" if self.state.is_terminal() else "active"

    def bot_seat(self) -> int | None:
        """The bot seat to decide now, if any."""
        player = self.state.current_player
        return player if player >= 0 and self.seats[player].kind == "bot" else None


def undo_refusal(state: State, seat: int | None) -> str | None:
    """Why ``seat`` may not take back the last step now (``None``: it may); see docs/server.md, Undo."""
    title = state.game.title
    if seat is None:
        return f"{title}: spectators cannot undo"
    if state.is_terminal():
        return f"{title}: the game is over; its result stands"
    if not state.history:
        return f"{title}: there is nothing to undo"
    last = state.history[-1]
    if last.player == CHANCE:
        return f"{title}: undo is not possible past a die roll or a draw"
    if last.player != seat:
        return f"{title}: undo is not possible once the other side has acted"
    if last.reveals:
        return f"{title}: undo is not possible past an action that revealed hidden information"
    return None


def rebuild(name: str, options: dict[str, Any], seed: int, snapshot: str | None,
            actions: list[tuple[int, int, int]]) -> State:
    """The state after the snapshot (or the start) and the stored actions that follow it."""
    if snapshot is not None:
        state = State.loads(snapshot)
    else:
        state = load_game(name, **options).new_initial_state(seed)
    for step, player, action in actions:
        if len(state.history) != step or state.current_player != player:
            raise SaveError(f"game log out of order at step {step}")
        if player == CHANCE:
            state.sample_chance()  # advance the generator exactly as the live game did
            state.apply(action)
        else:
            state.apply_for(player, action)
    return state


def _run_chance(state: State) -> None:
    while state.is_chance_node():
        state.step_chance()


class Hub:
    """The games this server holds in memory (the most recently used ``capacity``), backed by a :class:`Store`."""

    def __init__(self, store: Store, capacity: int = 2000) -> None:
        self.store = store
        self.capacity = capacity
        self._games: OrderedDict[str, LiveGame] = OrderedDict()
        self._lock = threading.Lock()
        self._loading: dict[str, threading.Lock] = {}

    # ------------------------------------------------------------------ lookup
    def get(self, game_id: str) -> LiveGame:
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
            raise ApiError(404, "unknown_game", "no such game")
        record = self.store.load(game_id)
        if record is None:
            raise ApiError(404, "unknown_game", f"no game {game_id!r} on this server")
        try:
            state = rebuild(record.game, record.options, record.seed, record.snapshot, record.actions)
        except KleosError as exc:
            raise ApiError(500, "corrupt_game", f"game {game_id} cannot be rebuilt from its log: {exc}") from None
        live = LiveGame(record.id, record.game, record.options, record.seats, state)
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
        raise ApiError(403, "bad_token", "this seat token does not belong to this game")

    # ------------------------------------------------------------------ changes
    def create(self, name: str, options: dict[str, Any], seats: list[dict[str, Any]] | None
               ) -> tuple[LiveGame, dict[int, str]]:
        """A new game; returns it and the secret token of each human seat."""
        game = load_game(name, **options)  # OptionError for an unknown game or bad options
        n = game.num_players
        seats = seats if seats is not None else [{"kind": "human"}] * n
        if len(seats) != n:
            raise ApiError(400, "bad_seats", f"{game.title} has {n} seats, {len(seats)} were given")
        tokens: dict[int, str] = {}
        records = []
        for i, spec in enumerate(seats):
            if spec.get("kind") == "bot":
                bot = spec.get("bot") or "random"
                if bot not in bot_names():
                    raise ApiError(400, "bad_seats", f"unknown bot {bot!r}; the bots are: {', '.join(bot_names())}")
                records.append(SeatRecord(i, "bot", bot, None))
            else:
                tokens[i] = secrets.token_urlsafe(24)
                records.append(SeatRecord(i, "human", None, hash_token(tokens[i])))
        seed = secrets.randbits(63)
        state = game.new_initial_state(seed)
        _run_chance(state)
        game_id = secrets.token_urlsafe(9)
        normalized = game.options.model_dump(mode="json")
        live = LiveGame(game_id, name, normalized, records, state)
        self.store.create_game(game_id, name, normalized, seed, records,
                               [(s.player, s.action) for s in state.history], live.status)
        self._make_bots(live)
        self._remember(live)
        return live, tokens

    def act(self, game_id: str, seat: int, action: Any, expected_step: int | None) -> LiveGame:
        """Play ``action`` for ``seat`` (then any chance outcomes it leads to) and commit it."""
        live = self.get(game_id)
        with live.lock:
            state = live.state
            if expected_step is not None and expected_step != len(state.history):
                raise ApiError(409, "stale", f"{state.game.title}: the game has moved on "
                                             f"(it is at step {len(state.history)}, not {expected_step})")
            if state.is_terminal():
                raise ApiError(409, "game_over", f"{state.game.title}: the game is over; no action can be played")
            if state.current_player != seat:
                player = state.current_player
                who = state.game.seat_names[player] if player >= 0 else "chance"
                raise ApiError(409, "not_your_turn",
                               f"{state.game.title}: it is not {state.seat_name(seat)}'s decision but {who}'s")
            new = state.clone()
            try:
                new.apply_for(seat, action)
            except IllegalAction as exc:
                raise ApiError(422, "illegal_action", str(exc)) from None
            _run_chance(new)
            self._commit(live, new)
            return live

    def _commit(self, live: LiveGame, new: State) -> None:
        first = len(live.state.history)
        steps = [(s.player, s.action) for s in new.history[first:]]
        end = len(new.history)
        snapshot = (end, new.dumps()) if end // SNAPSHOT_EVERY > first // SNAPSHOT_EVERY else None
        try:
            self.store.append(live.id, first, steps, "finished" if new.is_terminal() else "active", snapshot)
        except Conflict:
            self._games.pop(live.id, None)  # another writer: reload from the database next time
            raise ApiError(409, "conflict", f"{new.game.title}: another move was stored first; "
                                            "reload the game") from None
        live.state = new
        live.version += 1

    def undo(self, game_id: str, seat: int | None, expected_step: int | None) -> LiveGame:
        """Take back ``seat``'s last decision, when the undo rules allow it."""
        live = self.get(game_id)
        with live.lock:
            state = live.state
            if expected_step is not None and expected_step != len(state.history):
                raise ApiError(409, "stale", f"{state.game.title}: the game has moved on "
                                             f"(it is at step {len(state.history)}, not {expected_step})")
            refusal = undo_refusal(state, seat)
            if refusal is not None:
                raise ApiError(409, "undo_refused", refusal)
            end = len(state.history)
            try:
                self.store.truncate(live.id, end, end - 1, "active")
            except Conflict:
                self._games.pop(live.id, None)
                raise ApiError(409, "conflict", f"{state.game.title}: the game changed meanwhile; reload it") from None
            record = self.store.load(live.id)
            assert record is not None
            live.state = rebuild(record.game, record.options, record.seed, record.snapshot, record.actions)
            live.version += 1
            return live

    # ------------------------------------------------------------------ reading
    def payload(self, live: LiveGame, seat: int | None) -> dict[str, Any]:
        """What one client (a seat, or a spectator for ``None``) receives: its view and the table around it."""
        state = live.state  # never mutated: safe to read without the lock
        view = state.view(seat) if seat is not None else state.public_view()
        kinds = state.game.actions.kinds
        return {
            "type": "state",
            "id": live.id,
            "game": live.name,
            "version": live.version,
            "seat": seat,
            "status": live.status,
            "players": [{"seat": s.seat, "name": state.game.seat_names[s.seat], "kind": s.kind, "bot": s.bot}
                        for s in live.seats],
            "can_undo": seat is not None and undo_refusal(state, seat) is None,
            # what each kind of the offered actions means, for the grouped list (ActionKind.help)
            "kinds": {kind: render(kinds[kind].help) for kind in {a["kind"] for a in view["legal_actions"]}},
            "view": view,
        }

    def history(self, live: LiveGame, seat: int | None) -> dict[str, Any]:
        """The steps so far, each as ``seat`` may know it (hidden ones without their action)."""
        state = live.state
        actions = state.game.actions
        names = state.game.seat_names
        return {
            "length": len(state.history),
            "steps": [{
                "step": i,
                "player": s.player,
                "by": names[s.player] if s.player >= 0 else "chance",
                "action": None if s.action < 0 else actions.by_id(s.action).text,
                "reveals": s.reveals,
            } for i, s in enumerate(state.history_for(seat))],
        }

    def replay(self, live: LiveGame, seat: int | None, step: int) -> dict[str, Any]:
        """The view at ``step``: the seat's own view once the game is finished, the public view before."""
        state = live.state
        length = len(state.history)
        if not 0 <= step <= length:
            raise ApiError(400, "bad_step", f"step must be between 0 and {length}")
        finished = state.is_terminal()
        who = seat if finished else None
        record = self.store.load(live.id, upto=step)
        if record is None:
            raise ApiError(404, "unknown_game", f"no game {live.id!r} on this server")
        past = rebuild(record.game, record.options, record.seed, record.snapshot, record.actions)
        view = past.view(who) if who is not None else past.public_view()
        return {"type": "replay", "id": live.id, "step": step, "length": length, "seat": who,
                "public": who is None, "view": view}


def game_catalog() -> list[dict[str, Any]]:
    """Every registered game's info, for the lobby."""
    from kleos.engine import game_names

    return [game_class(name).info() for name in game_names()]
