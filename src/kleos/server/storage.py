"""Durable storage of served games with SQLAlchemy 2 (SQLite by default, PostgreSQL when given).

A game is its creation record (game, options, secret seed, seats) plus an append-only action log; every
``SNAPSHOT_EVERY`` steps a full :meth:`State.to_json` snapshot is written beside the log so that rebuilding a
long game replays only the actions after the latest snapshot. Every change is one transaction: a move is
acknowledged only after its transaction committed, and the primary key ``(game_id, step)`` of the log makes
two writers of the same step impossible (the loser gets :class:`Conflict`).

Seat tokens are never stored: only their SHA-256, so a leaked database does not hand out seats.
"""

from __future__ import annotations

import hashlib
import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import platformdirs
from sqlalchemy import (
    BigInteger,
    Column,
    Float,
    ForeignKey,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    create_engine,
    delete,
    event,
    insert,
    select,
    update,
)
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError

#: a full state snapshot is stored every this many steps
SNAPSHOT_EVERY = 32

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


class Conflict(Exception):
    """Another writer stored this step first (or the game moved on): the move was not stored."""


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
        if self.url.startswith("sqlite"):
            self.engine: Engine = create_engine(self.url, connect_args={"check_same_thread": False, "timeout": 30})
            event.listen(self.engine, "connect", _sqlite_pragmas)
        else:
            self.engine = create_engine(self.url, pool_pre_ping=True, pool_size=10, max_overflow=20)
        metadata.create_all(self.engine)

    def close(self) -> None:
        self.engine.dispose()

    # ------------------------------------------------------------------ writes (one transaction each)
    def create_game(self, game_id: str, game: str, options: dict[str, Any], seed: int, seats: list[SeatRecord],
                    steps: list[tuple[int, int]], status: str) -> None:
        """Store a new game with its first steps (the chance outcomes of its set-up)."""
        now = time.time()
        with self.engine.begin() as conn:
            conn.execute(insert(games_table).values(
                id=game_id, game=game, options=json.dumps(options), seed=seed, status=status,
                steps=len(steps), created=now, updated=now))
            conn.execute(insert(seats_table), [
                {"game_id": game_id, "seat": s.seat, "kind": s.kind, "bot": s.bot, "token_hash": s.token_hash}
                for s in seats])
            if steps:
                conn.execute(insert(actions_table), [
                    {"game_id": game_id, "step": i, "player": p, "action": a, "created": now}
                    for i, (p, a) in enumerate(steps)])

    def append(self, game_id: str, first: int, steps: list[tuple[int, int]], status: str,
               snapshot: tuple[int, str] | None = None) -> None:
        """Append ``steps`` at positions ``first...`` in one transaction; :class:`Conflict` if one exists."""
        now = time.time()
        try:
            with self.engine.begin() as conn:
                conn.execute(insert(actions_table), [
                    {"game_id": game_id, "step": first + i, "player": p, "action": a, "created": now}
                    for i, (p, a) in enumerate(steps)])
                done = conn.execute(
                    update(games_table)
                    .where(games_table.c.id == game_id, games_table.c.steps == first)
                    .values(steps=first + len(steps), status=status, updated=now))
                if done.rowcount != 1:
                    raise Conflict(f"game {game_id} is no longer at step {first}")
                if snapshot is not None:
                    conn.execute(insert(snapshots_table).values(game_id=game_id, step=snapshot[0],
                                                                state=snapshot[1]))
        except IntegrityError:
            raise Conflict(f"step {first} of game {game_id} was already stored") from None

    def truncate(self, game_id: str, expected: int, keep: int, status: str) -> None:
        """Undo: delete the steps from ``keep`` on (and later snapshots) in one transaction."""
        with self.engine.begin() as conn:
            done = conn.execute(
                update(games_table)
                .where(games_table.c.id == game_id, games_table.c.steps == expected)
                .values(steps=keep, status=status, updated=time.time()))
            if done.rowcount != 1:
                raise Conflict(f"game {game_id} is no longer at step {expected}")
            conn.execute(delete(actions_table).where(actions_table.c.game_id == game_id,
                                                     actions_table.c.step >= keep))
            conn.execute(delete(snapshots_table).where(snapshots_table.c.game_id == game_id,
                                                       snapshots_table.c.step > keep))

    # ------------------------------------------------------------------ reads
    def load(self, game_id: str, upto: int | None = None) -> GameRecord | None:
        """The game's record, latest snapshot and later actions (up to step ``upto`` when given)."""
        with self.engine.connect() as conn:
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
        return GameRecord(row.id, row.game, json.loads(row.options), int(row.seed), row.status, end, seats,
                          start, snap.state if snap else None, actions)

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


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=FULL")  # a committed move survives a crash of the process or the machine
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()
