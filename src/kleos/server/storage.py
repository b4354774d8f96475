"""Durable storage of served games with SQLAlchemy 2 (SQLite by default, PostgreSQL when given).

A game is its creation record (game, options, secret seed, seats) plus an append-only action log; every
``SNAPSHOT_EVERY`` steps a full :meth:`State.to_json` snapshot is written beside the log so that rebuilding a
long game replays only the actions after the latest snapshot. Every change is one transaction: a move is
acknowledged only after its transaction committed. Each change bumps the game's ``version``; a writer states
the version it started from and is refused (:class:`Conflict`) if the game moved on meanwhile, so the database,
not a process's memory, orders the moves of a game (optimistic concurrency); the primary key
``(game_id, step)`` of the log is the second guard.

On SQLite the writes of all threads go through one writer thread that commits them in groups
(:mod:`kleos.server.commits`): one fsync for many moves, and no thread waits in SQLite's busy loop. On
PostgreSQL each change also sends ``NOTIFY kleos_changes`` in its transaction, which every server process
sharing the database hears (:mod:`kleos.server.shared`).

Seat tokens are never stored: only their SHA-256, so a leaked database does not hand out seats.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import platformdirs
from sqlalchemy import (
    BigInteger,
    Boolean,
    Column,
    Connection,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    and_,
    bindparam,
    case,
    cast,
    create_engine,
    delete,
    event,
    func,
    insert,
    inspect,
    select,
    text,
    update,
)
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError

from kleos.server.commits import GroupCommit

#: a full state snapshot is stored every this many steps
SNAPSHOT_EVERY = 32
#: connections to PostgreSQL each process keeps (besides one listening and one holding bot claims)
POOL_SIZE = 10
#: the PostgreSQL channel on which every change is announced as "<game id> <version> <1 if a bot is to move>"
CHANNEL = "kleos_changes"

metadata = MetaData()

games_table = Table(
    "kleos_games", metadata,
    Column("id", String(32), primary_key=True),
    Column("game", String(64), nullable=False),
    Column("options", Text, nullable=False),  # JSON
    Column("seed", BigInteger, nullable=False),  # secret: decides every chance outcome
    Column("status", String(16), nullable=False),  # "active" | "finished"
    Column("steps", Integer, nullable=False),  # length of the action log
    Column("created", Float, nullable=False),
    Column("updated", Float, nullable=False),
    Column("version", Integer, nullable=False, server_default="0"),  # +1 at every change (move or undo)
    Column("undos", Integer, nullable=False, server_default="0"),  # +1 at every undo: the log was cut
    Column("bot_to_move", Boolean, nullable=False, server_default="0"),  # a bot seat decides now
    # the table around the game (docs/server.md, A game's life): its settings (clock, what a resigning seat
    # becomes), the lifecycle events (resign, abort, claim, a seat given to a bot, a link issued again; the last
    # one ends the game when it says so), the creator's token hash, when the current decision began and the live
    # clocks then (seconds left per seat), and ``meta``: +1 at every lifecycle change (seats or events changed)
    Column("settings", Text, nullable=False, server_default="{}"),
    Column("events", Text, nullable=False, server_default="[]"),
    Column("admin_hash", String(64)),
    Column("turn_started", Float, nullable=False, server_default="0"),
    Column("clocks", Text, nullable=False, server_default="[]"),
    Column("meta", Integer, nullable=False, server_default="0"),
    Column("address", String(64)),  # the creator's address, for the per-address limits
    Column("bots_only", Boolean, nullable=False, server_default="0"),  # no person sits at it
    Index("ix_kleos_games_address", "address", "created"),
    Index("ix_kleos_games_updated", "status", "updated"),
)

seats_table = Table(
    "kleos_seats", metadata,
    Column("game_id", String(32), ForeignKey("kleos_games.id", ondelete="CASCADE"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("kind", String(16), nullable=False),  # "human" | "bot"
    Column("bot", String(64)),
    Column("token_hash", String(64), unique=True),  # SHA-256 of the seat's secret token; NULL for bots
)

actions_table = Table(
    "kleos_actions", metadata,
    Column("game_id", String(32), ForeignKey("kleos_games.id", ondelete="CASCADE"), primary_key=True),
    Column("step", Integer, primary_key=True),  # (game_id, step) unique: one winner per step
    Column("player", Integer, nullable=False),  # a seat, or -1 for a chance outcome
    Column("action", Integer, nullable=False),
    Column("created", Float, nullable=False),
)

snapshots_table = Table(
    "kleos_snapshots", metadata,
    Column("game_id", String(32), ForeignKey("kleos_games.id", ondelete="CASCADE"), primary_key=True),
    Column("step", Integer, primary_key=True),
    Column("state", Text, nullable=False),  # State.dumps() at that step
)

#: columns added since the first release, added to an older database when it is opened
_ADDED = {"version": "INTEGER NOT NULL DEFAULT 0", "undos": "INTEGER NOT NULL DEFAULT 0",
          "bot_to_move": "BOOLEAN NOT NULL DEFAULT FALSE", "settings": "TEXT NOT NULL DEFAULT '{}'",
          "events": "TEXT NOT NULL DEFAULT '[]'", "admin_hash": "VARCHAR(64)",
          "turn_started": "FLOAT NOT NULL DEFAULT 0", "clocks": "TEXT NOT NULL DEFAULT '[]'",
          "meta": "INTEGER NOT NULL DEFAULT 0", "address": "VARCHAR(64)",
          "bots_only": "BOOLEAN NOT NULL DEFAULT FALSE"}

T = TypeVar("T")

# The statements of every move, built once: building a statement and its cache key at each execution cost more
# CPU than the game's own work (profiled under load).
_G, _A = games_table.c, actions_table.c
_ADVANCE = (update(games_table)
            .where(_G.id == bindparam("gid"), _G.version == bindparam("v"), _G.steps == bindparam("first"))
            .values(steps=bindparam("steps"), status=bindparam("status"), updated=bindparam("now"),
                    version=bindparam("v") + 1, bot_to_move=bindparam("bot"), turn_started=bindparam("now"),
                    clocks=bindparam("clocks")))
_INSERT_ACTIONS = insert(actions_table)
_INSERT_SNAPSHOT = insert(snapshots_table)
_HEAD = (select(_G.version, _G.undos, _G.meta, _G.steps, _A.step, _A.player, _A.action)
         .select_from(games_table.outerjoin(actions_table, and_(_A.game_id == _G.id, _A.step >= bindparam("since"))))
         .where(_G.id == bindparam("gid")).order_by(_A.step))
_NOTIFY = text("SELECT pg_notify(:channel, :message)")
# on PostgreSQL a move is announced by the statement that stores it (one round trip less)
_ADVANCE_ANNOUNCED = _ADVANCE.returning(func.pg_notify(
    CHANNEL, _G.id + " " + cast(_G.version, String) + case((_G.bot_to_move, " 1"), else_=" 0")))


class Conflict(Exception):
    """Another writer changed the game first (or stored this step): nothing was stored."""


@dataclass(frozen=True)
class SeatRecord:
    seat: int
    kind: str
    bot: str | None
    token_hash: str | None


@dataclass(frozen=True)
class GameRecord:
    id: str
    game: str
    options: dict[str, Any]
    seed: int
    status: str
    steps: int
    seats: list[SeatRecord]
    snapshot_step: int
    snapshot: str | None  # the latest snapshot at or before ``steps``
    actions: list[tuple[int, int, int]]  # (step, player, action) after the snapshot
    version: int = 0
    undos: int = 0
    table: TableRecord | None = None


@dataclass(frozen=True)
class TableRecord:
    """The stored table around a game (see the ``kleos_games`` columns)."""

    settings: dict[str, Any]
    events: list[dict[str, Any]]
    admin_hash: str | None
    turn_started: float
    clocks: list[float | None]
    meta: int
    updated: float


@dataclass(frozen=True)
class Head:
    """Where a stored game stands, and the actions from a given step on (read in one statement)."""

    version: int
    undos: int
    meta: int
    steps: int
    actions: list[tuple[int, int, int]]


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def default_db_path() -> Path:
    return Path(platformdirs.user_data_dir("kleos")) / "kleos.db"


def database_url(db: str | None) -> str:
    """A SQLAlchemy URL from ``--db``: a URL, a plain SQLite file path, or ``None`` for the default file."""
    if not db:
        path = default_db_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        return f"sqlite:///{path}"
    if "://" not in db:
        return f"sqlite:///{Path(db).expanduser().resolve()}"
    scheme, rest = db.split("://", 1)
    if scheme in ("postgresql", "postgres"):  # psycopg 3 is the driver Kleos ships with
        return f"postgresql+psycopg://{rest}"
    return db


class Store:
    """The tables of served games, over one SQLAlchemy engine."""

    def __init__(self, db: str | None = None) -> None:
        self.url = database_url(db)
        self.sqlite = self.url.startswith("sqlite")
        self._group: GroupCommit | None = None
        if self.sqlite:
            self.engine: Engine = create_engine(self.url, connect_args={"check_same_thread": False, "timeout": 30})
            event.listen(self.engine, "connect", _sqlite_connect)
            event.listen(self.engine, "begin", lambda conn: conn.exec_driver_sql("BEGIN"))
        else:
            # a fixed pool: connections opened beyond it were closed again at once under load (a new server
            # backend for a request, measured); requests past POOL_SIZE wait their turn, in order
            self.engine = create_engine(self.url, pool_pre_ping=True, pool_size=POOL_SIZE, max_overflow=0)
        with self.engine.begin() as conn:
            if not self.sqlite:  # several processes may start at once on a new database: one creates the tables
                conn.execute(text("SELECT pg_advisory_xact_lock(7262010)"))
            metadata.create_all(conn)
            _upgrade(conn)
        if self.sqlite:
            self._group = GroupCommit(self.engine)

    @property
    def shared(self) -> bool:
        """Whether other server processes may share this database (PostgreSQL), so memory may be stale."""
        return not self.sqlite

    def close(self) -> None:
        if self._group is not None:
            self._group.close()
        self.engine.dispose()

    def _write(self, change: Callable[[Connection], T]) -> T:
        """Run ``change`` in a committed transaction: grouped with others on SQLite, on its own otherwise."""
        if self._group is not None:
            return self._group.run(change)
        with self.engine.begin() as conn:
            return change(conn)

    def _announce(self, conn: Connection, game_id: str, version: int, bot_to_move: bool) -> None:
        if not self.sqlite:  # delivered to every listening process when the transaction commits
            conn.execute(_NOTIFY, {"channel": CHANNEL, "message": f"{game_id} {version} {int(bot_to_move)}"})

    # ------------------------------------------------------------------ writes (one transaction each)
    def create_game(self, game_id: str, game: str, options: dict[str, Any], seed: int, seats: list[SeatRecord],
                    steps: list[tuple[int, int]], status: str, bot_to_move: bool = False,
                    table: TableRecord | None = None, address: str | None = None) -> None:
        """Store a new game (version 0) with its first steps (the chance outcomes of its set-up)."""
        now = time.time()
        extra: dict[str, Any] = {}
        if table is not None:
            extra = {"settings": json.dumps(table.settings), "events": json.dumps(table.events),
                     "admin_hash": table.admin_hash, "turn_started": table.turn_started,
                     "clocks": json.dumps(table.clocks)}

        def change(conn: Connection) -> None:
            conn.execute(insert(games_table).values(
                id=game_id, game=game, options=json.dumps(options), seed=seed, status=status, steps=len(steps),
                created=now, updated=now, version=0, undos=0, bot_to_move=bot_to_move, address=address,
                bots_only=all(s.kind == "bot" for s in seats), **extra))
            conn.execute(insert(seats_table), [
                {"game_id": game_id, "seat": s.seat, "kind": s.kind, "bot": s.bot, "token_hash": s.token_hash}
                for s in seats])
            if steps:
                conn.execute(insert(actions_table), [
                    {"game_id": game_id, "step": i, "player": p, "action": a, "created": now}
                    for i, (p, a) in enumerate(steps)])
            self._announce(conn, game_id, 0, bot_to_move)

        self._write(change)

    def append(self, game_id: str, version: int, first: int, steps: list[tuple[int, int]], status: str,
               bot_to_move: bool = False, snapshot: tuple[int, str] | None = None, now: float | None = None,
               clocks: list[float | None] | None = None) -> None:
        """Append ``steps`` at positions ``first...`` to the game at ``version`` (which becomes ``version + 1``);
        :class:`Conflict` if the game is no longer at that version. ``now`` starts the next decision; ``clocks``:
        the live clocks then."""
        now = time.time() if now is None else now
        clocks_json = json.dumps(clocks or [])

        def change(conn: Connection) -> None:
            done = conn.execute(_ADVANCE if self.sqlite else _ADVANCE_ANNOUNCED,
                                {"gid": game_id, "v": version, "first": first, "steps": first + len(steps),
                                 "status": status, "now": now, "bot": bot_to_move, "clocks": clocks_json})
            if done.rowcount != 1:
                raise Conflict(f"game {game_id} is no longer at version {version}")
            conn.execute(_INSERT_ACTIONS, [
                {"game_id": game_id, "step": first + i, "player": p, "action": a, "created": now}
                for i, (p, a) in enumerate(steps)])
            if snapshot is not None:
                conn.execute(_INSERT_SNAPSHOT, {"game_id": game_id, "step": snapshot[0], "state": snapshot[1]})

        try:
            self._write(change)
        except IntegrityError:
            raise Conflict(f"step {first} of game {game_id} was already stored") from None

    def truncate(self, game_id: str, version: int, keep: int, status: str, bot_to_move: bool = False,
                 clocks: list[float | None] | None = None) -> None:
        """Undo: delete the steps from ``keep`` on (and later snapshots) of the game at ``version``."""
        now = time.time()

        def change(conn: Connection) -> None:
            done = conn.execute(
                update(games_table)
                .where(games_table.c.id == game_id, games_table.c.version == version)
                .values(steps=keep, status=status, updated=now, version=version + 1,
                        undos=games_table.c.undos + 1, bot_to_move=bot_to_move, turn_started=now,
                        clocks=json.dumps(clocks or [])))
            if done.rowcount != 1:
                raise Conflict(f"game {game_id} is no longer at version {version}")
            conn.execute(delete(actions_table).where(actions_table.c.game_id == game_id,
                                                     actions_table.c.step >= keep))
            conn.execute(delete(snapshots_table).where(snapshots_table.c.game_id == game_id,
                                                       snapshots_table.c.step > keep))
            self._announce(conn, game_id, version + 1, bot_to_move)

        self._write(change)

    def change_table(self, game_id: str, version: int, status: str, bot_to_move: bool,
                     events: list[dict[str, Any]], seats: list[SeatRecord] | None = None,
                     clocks: list[float | None] | None = None, turn_started: float | None = None) -> None:
        """A lifecycle change (resign, abort, claim, a seat given to a bot, a link issued again) of the game at
        ``version``, in one transaction like a move: the events, the changed seats, the status and clocks."""
        now = time.time()
        values: dict[str, Any] = {"status": status, "updated": now, "version": version + 1,
                                  "meta": games_table.c.meta + 1, "bot_to_move": bot_to_move,
                                  "events": json.dumps(events)}
        if clocks is not None:
            values["clocks"] = json.dumps(clocks)
        if turn_started is not None:
            values["turn_started"] = turn_started

        def change(conn: Connection) -> None:
            done = conn.execute(update(games_table)
                                .where(games_table.c.id == game_id, games_table.c.version == version)
                                .values(**values))
            if done.rowcount != 1:
                raise Conflict(f"game {game_id} is no longer at version {version}")
            for s in seats or ():
                conn.execute(update(seats_table)
                             .where(seats_table.c.game_id == game_id, seats_table.c.seat == s.seat)
                             .values(kind=s.kind, bot=s.bot, token_hash=s.token_hash))
            self._announce(conn, game_id, version + 1, bot_to_move)

        try:
            self._write(change)
        except IntegrityError:  # a token hash met twice: never in practice (random 192-bit tokens)
            raise Conflict(f"seat change of game {game_id} refused") from None

    def announce(self, message: str) -> None:
        """Tell every process sharing the database ``message`` (a reminder); nothing is stored."""
        if not self.sqlite:
            with self.engine.begin() as conn:
                conn.execute(_NOTIFY, {"channel": CHANNEL, "message": message})

    def abandon(self, before: float, event: dict[str, Any]) -> list[str]:
        """End the games without a change since ``before`` (``event`` ends them); their ids."""
        query = select(games_table.c.id, games_table.c.version, games_table.c.events).where(
            games_table.c.status == "active", games_table.c.updated < before)
        with self.engine.connect() as conn:
            rows = conn.execute(query).all()
        ended = []
        for row in rows:
            try:
                self.change_table(row.id, row.version, "finished", False, [*json.loads(row.events), event])
            except Conflict:  # it moved meanwhile: not abandoned
                continue
            ended.append(row.id)
        return ended

    def finished_before(self, before: float, limit: int = 500) -> list[str]:
        """Finished games whose last change is older than ``before`` (at most ``limit``)."""
        query = (select(games_table.c.id).where(games_table.c.status == "finished", games_table.c.updated < before)
                 .limit(limit))
        with self.engine.connect() as conn:
            return [r.id for r in conn.execute(query)]

    def delete(self, game_id: str, before: float) -> bool:
        """Delete a finished game (its seats, log and snapshots too) if unchanged since ``before``."""

        def change(conn: Connection) -> bool:
            where = (games_table.c.id == game_id, games_table.c.status == "finished",
                     games_table.c.updated < before)
            if conn.execute(select(games_table.c.id).where(*where)).first() is None:
                return False
            for table in (snapshots_table, actions_table, seats_table):  # not every database cascades
                conn.execute(delete(table).where(table.c.game_id == game_id))
            conn.execute(delete(games_table).where(games_table.c.id == game_id))
            self._announce(conn, game_id, -1, False)
            return True

        return self._write(change)

    def created_since(self, address: str, since: float) -> int:
        """Games created from ``address`` since ``since``."""
        query = select(func.count()).select_from(games_table).where(games_table.c.address == address,
                                                                     games_table.c.created >= since)
        with self.engine.connect() as conn:
            return int(conn.execute(query).scalar_one())

    def open_bot_games(self, address: str) -> int:
        """Games going on with no person at the table, created from ``address``."""
        query = select(func.count()).select_from(games_table).where(
            games_table.c.address == address, games_table.c.status == "active", games_table.c.bots_only)
        with self.engine.connect() as conn:
            return int(conn.execute(query).scalar_one())

    # ------------------------------------------------------------------ reads
    def load(self, game_id: str, upto: int | None = None) -> GameRecord | None:
        """The game's record, latest snapshot and later actions (up to step ``upto`` when given)."""
        with self._reading() as conn:
            row = conn.execute(select(games_table).where(games_table.c.id == game_id)).first()
            if row is None:
                return None
            end = row.steps if upto is None else min(upto, row.steps)
            seats = [SeatRecord(r.seat, r.kind, r.bot, r.token_hash) for r in conn.execute(
                select(seats_table).where(seats_table.c.game_id == game_id).order_by(seats_table.c.seat))]
            snap = conn.execute(
                select(snapshots_table.c.step, snapshots_table.c.state)
                .where(snapshots_table.c.game_id == game_id, snapshots_table.c.step <= end)
                .order_by(snapshots_table.c.step.desc()).limit(1)).first()
            start = snap.step if snap else 0
            actions = [(r.step, r.player, r.action) for r in conn.execute(
                select(actions_table.c.step, actions_table.c.player, actions_table.c.action)
                .where(actions_table.c.game_id == game_id, actions_table.c.step >= start,
                       actions_table.c.step < end)
                .order_by(actions_table.c.step))]
        table = TableRecord(json.loads(row.settings or "{}"), json.loads(row.events or "[]"), row.admin_hash,
                            float(row.turn_started or row.created), json.loads(row.clocks or "[]"), row.meta,
                            float(row.updated))
        return GameRecord(row.id, row.game, json.loads(row.options), int(row.seed), row.status, end, seats,
                          start, snap.state if snap else None, actions, row.version, row.undos, table)

    def head(self, game_id: str, since: int) -> Head | None:
        """The game's version, undo count and length, with its actions from step ``since`` on: one statement,
        so one consistent reading even while other processes write."""
        with self.engine.connect() as conn:
            rows = conn.execute(_HEAD, {"gid": game_id, "since": since}).all()
        if not rows:
            return None
        actions = [(r.step, r.player, r.action) for r in rows if r.step is not None]
        return Head(rows[0].version, rows[0].undos, rows[0].meta, rows[0].steps, actions)

    def seat_of_token(self, token_hash: str) -> tuple[str, int] | None:
        with self.engine.connect() as conn:
            row = conn.execute(select(seats_table.c.game_id, seats_table.c.seat)
                               .where(seats_table.c.token_hash == token_hash)).first()
        return None if row is None else (row.game_id, row.seat)

    def active_games(self, with_bots: bool = False) -> list[str]:
        """The games still going on (only those with a bot seat, when asked)."""
        query = select(games_table.c.id).where(games_table.c.status == "active")
        if with_bots:
            query = query.where(games_table.c.id.in_(
                select(seats_table.c.game_id).where(seats_table.c.kind == "bot")))
        with self.engine.connect() as conn:
            return [r.id for r in conn.execute(query)]

    def ping(self) -> None:
        with self.engine.connect() as conn:
            conn.execute(text("SELECT 1"))

    def bot_turns(self) -> list[str]:
        """The games going on in which a bot seat decides now."""
        query = select(games_table.c.id).where(games_table.c.status == "active", games_table.c.bot_to_move)
        with self.engine.connect() as conn:
            return [r.id for r in conn.execute(query)]

    @contextlib.contextmanager
    def _reading(self) -> Iterator[Connection]:
        """A read transaction that sees one state of the database from its first statement to its last (on
        SQLite, WAL gives every transaction one snapshot)."""
        with self.engine.connect() as conn:
            if not self.sqlite:
                conn.execution_options(isolation_level="REPEATABLE READ")
            with conn.begin():
                yield conn


def _sqlite_connect(dbapi_connection: Any, _record: Any) -> None:
    # SQLAlchemy emits BEGIN itself (see Store): pysqlite's own transaction handling breaks SAVEPOINT
    dbapi_connection.isolation_level = None
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=FULL")  # a committed move survives a crash of the process or the machine
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


def _upgrade(conn: Connection) -> None:
    """Add the columns a database made by an earlier Kleos lacks (and mark its bot games as waiting)."""
    present = {c["name"] for c in inspect(conn).get_columns("kleos_games")}
    missing = [name for name in _ADDED if name not in present]
    for name in missing:
        conn.exec_driver_sql(f"ALTER TABLE kleos_games ADD COLUMN {name} {_ADDED[name]}")
    for index in games_table.indexes:
        index.create(conn, checkfirst=True)
    if "bot_to_move" in missing:  # a bot seat may be waiting: the server looks at each such game once
        conn.execute(update(games_table).where(
            games_table.c.status == "active",
            games_table.c.id.in_(select(seats_table.c.game_id).where(seats_table.c.kind == "bot")))
            .values(bot_to_move=True))
