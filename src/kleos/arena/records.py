"""An arena's record file: one JSON line per finished game, so that a long arena can stop and resume.

The first line names the arena (game, options, bot specs, seed); every further line is one
game (:meth:`GameRecord.to_json` with its decision times). A game is known by its bot labels
by seat and its seed, so running the same arena again with the file skips the games already
played, and raising ``--games`` plays only the new ones (round seeds are a stream: the first
rounds stay the same). A line cut short by a kill is dropped when the file is next opened. An arena that has
games to play holds a lock on the file (:meth:`RecordFile.writing`): a second arena on the same file is refused
rather than playing the same games again beside it (reading it, for a report, is not).
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

try:
    import fcntl
except ImportError:  # not POSIX: no lock, one arena per file is the user's care
    fcntl = None  # type: ignore[assignment]

from kleos.arena.runner import GameRecord, GameTask
from kleos.engine import OptionError
from kleos.i18n import Text, translator

_, ngettext = translator("kleos")

FORMAT = "kleos-arena-records/1"


def game_key(labels: tuple[str, ...] | list[str], seed: int) -> tuple[tuple[str, ...], int]:
    return tuple(labels), seed


class RecordFile:
    """Appends finished games to ``path`` and reads back the ones an earlier run finished."""

    def __init__(self, path: str | Path, header: dict[str, Any]) -> None:
        self.path = Path(path)
        self.header = {"format": FORMAT, **header}
        self.records: dict[tuple[tuple[str, ...], int], GameRecord] = {}
        if self.path.exists() and self.path.stat().st_size:
            self._load()
        else:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with self.path.open("w", encoding="utf-8") as out:
                out.write(json.dumps(self.header, ensure_ascii=False) + "\n")

    @contextlib.contextmanager
    def writing(self) -> Iterator[None]:
        """Hold the file's lock while games are played into it (released when the process ends, however it
        ends); the records are read again once it is held: games another arena added meanwhile are not replayed.
        :class:`OptionError` if another arena holds it."""
        with self.path.open("a", encoding="utf-8") as handle:
            if fcntl is not None:
                try:
                    fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
                except BlockingIOError:
                    raise OptionError(_("{path} is being written by another arena that is still running: wait for "
                                        "it to end (or stop it), then run this one again", path=str(self.path))
                                      ) from None
            self.records.clear()
            self._load()
            yield

    def _load(self) -> None:
        raw = self.path.read_bytes()
        first, newline, _rest = raw.partition(b"\n")
        try:
            header = json.loads(first.decode("utf-8")) if newline else None
        except (UnicodeDecodeError, json.JSONDecodeError):
            header = None
        if header != self.header:  # checked before anything is written: another file is left as it was
            raise OptionError(_("{path} records another arena ({other}); this one is {this}: use another file",
                                path=str(self.path), other=_describe(header), this=_describe(self.header)))
        complete = raw[: raw.rfind(b"\n") + 1]
        if len(complete) != len(raw):  # a line cut short by a kill: drop it before appending
            with self.path.open("r+b") as out:
                out.truncate(len(complete))
        lines = complete.decode("utf-8", errors="replace").splitlines()
        for number, line in enumerate(lines[1:], start=2):
            try:
                record = GameRecord.from_json(json.loads(line))
            except (json.JSONDecodeError, KeyError, TypeError, ValueError):
                raise OptionError(_("{path}, line {number}: not a game record", path=str(self.path),
                                    number=number)) from None
            self.records[game_key(record.labels, record.seed)] = record

    def pending(self, tasks: list[GameTask]) -> list[GameTask]:
        """The tasks whose game is not in the file yet."""
        return [t for t in tasks if game_key(t.labels, t.seed) not in self.records]

    def add(self, record: GameRecord) -> None:
        """Append one finished game, flushed to disk at once."""
        self.records[game_key(record.labels, record.seed)] = record
        with self.path.open("a", encoding="utf-8") as out:
            out.write(json.dumps(record.to_json(times=True), ensure_ascii=False) + "\n")
            out.flush()
            os.fsync(out.fileno())

    def for_tasks(self, tasks: list[GameTask]) -> list[GameRecord]:
        """The records of these tasks (all finished), renumbered as the tasks are."""
        out = []
        for task in tasks:
            record = self.records[game_key(task.labels, task.seed)]
            record.index, record.pairing = task.index, task.pairing
            out.append(record)
        return out


def _describe(header: dict[str, Any] | None) -> Text:
    if not isinstance(header, dict) or header.get("format") != FORMAT:
        return _("not an arena record file")
    return _("{game}, bots {bots}, seed {seed}", game=str(header.get("game")),
             bots=",".join(header.get("specs", [])), seed=str(header.get("seed")))
