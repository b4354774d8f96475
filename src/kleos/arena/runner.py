"""The arena: bots play each other with seats swapped, in parallel processes or on a Ray cluster.

Two-player games: every pairing of two bots plays ``games`` games. Games go in rounds of two
that share one game seed (the same chance stream) with the seats swapped, so neither bot
profits from the seat or the luck of the draw. Game seeds come from the arena seed and are the
same for every pairing; each bot is seeded from its game's seed and its seat.

Games of N > 2 players: one bot per seat, N bots at one table. Games go in rounds of N that
share one game seed, the bots rotated one seat further each game, so that over a round every
bot sits in every seat once; ``games`` is rounded up to whole rounds.

A fixed arena seed therefore gives the same games and results on any number of workers
(decision times excepted; bots with a time budget depend on the machine's speed).
"""

from __future__ import annotations

import importlib
import itertools
import os
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from typing import Any

from kleos.bots import make_bot
from kleos.engine import OptionError, Rng, game_class, game_names, load_game, register
from kleos.engine.invariants import InvariantChecker
from kleos.engine.play import play_out
from kleos.i18n import translator

_, ngettext = translator("kleos")


@dataclass(frozen=True)
class GameTask:
    """One game to play: everything a worker process needs, picklable."""

    index: int
    pairing: int
    game: str
    game_ref: str  # "module:Class" of the game, to register it in workers that do not know it
    options: tuple[tuple[str, Any], ...]
    bots: tuple[str, ...]  # bot spec per seat
    labels: tuple[str, ...]  # arena label per seat
    seed: int
    check_invariants: bool = False  # kleos.engine.invariants after every step (a broken one fails the game)


@dataclass
class GameRecord:
    """What one game gave: the winners by seat, its length and each seat's decision times."""

    index: int
    pairing: int
    seed: int
    labels: tuple[str, ...]
    winners: tuple[int, ...]
    returns: list[float]
    result: str
    steps: int
    decisions: list[int]
    times: list[list[float]] = field(default_factory=list)
    iterations: list[int] = field(default_factory=list)  # search iterations per seat (searching bots)

    def to_json(self, times: bool = False) -> dict[str, Any]:
        out = {
            "index": self.index, "pairing": self.pairing, "seed": self.seed, "seats": list(self.labels),
            "winners": list(self.winners), "returns": self.returns, "result": self.result,
            "steps": self.steps, "decisions": self.decisions,
        }
        if times:
            out["times"] = [[round(t, 4) for t in seat] for seat in self.times]  # 0.1 ms is plenty
        if self.iterations:
            out["iterations"] = self.iterations
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameRecord:
        return cls(
            index=int(data["index"]), pairing=int(data["pairing"]), seed=int(data["seed"]),
            labels=tuple(str(x) for x in data["seats"]), winners=tuple(int(x) for x in data["winners"]),
            returns=[float(x) for x in data["returns"]], result=str(data["result"]), steps=int(data["steps"]),
            decisions=[int(x) for x in data["decisions"]],
            times=[[float(t) for t in seat] for seat in data.get("times", [])],
            iterations=[int(x) for x in data.get("iterations", [])],
        )


class _Timed:
    """Wraps a bot to record the wall time of each decision (and a searching bot's iterations)."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.times: list[float] = []
        self.iterations = 0

    def act(self, state: Any, seat: int) -> Any:
        start = time.perf_counter()
        action = self.bot.act(state, seat)
        self.times.append(time.perf_counter() - start)
        self.iterations += getattr(self.bot, "last", {}).get("iterations", 0)
        return action


def bot_seed(game_seed: int, seat: int) -> int:
    """The seed of the bot at ``seat`` in the game seeded ``game_seed``."""
    return Rng(game_seed * 1_000_003 + seat + 1).next64() & ((1 << 63) - 1)


def game_seeds(seed: int, rounds: int) -> list[int]:
    """The seed of each round of two games (seats swapped), from the arena seed."""
    rng = Rng(seed)
    return [rng.next64() & ((1 << 63) - 1) for _round in range(rounds)]


def _ensure_game(name: str, ref: str) -> None:
    if name not in game_names():
        module, _sep, cls = ref.partition(":")
        register(getattr(importlib.import_module(module), cls))


def play_game(task: GameTask) -> GameRecord:
    """Play one arena game to its end (runs in a worker process)."""
    _ensure_game(task.game, task.game_ref)
    game = load_game(task.game, **dict(task.options))
    state = game.new_initial_state(task.seed)
    state.logging = False  # the arena reads results, not logs
    bots = [_Timed(make_bot(spec, game, bot_seed(task.seed, seat))) for seat, spec in enumerate(task.bots)]
    play_out(state, bots, on_step=InvariantChecker(state, task.seed) if task.check_invariants else None)
    result = state.result()
    winners = tuple(result.winners) if result is not None else ()
    return GameRecord(
        index=task.index, pairing=task.pairing, seed=task.seed, labels=task.labels, winners=winners,
        returns=[float(r) for r in state.returns()], result=result.kind if result is not None else "",
        steps=len(state.history), decisions=[len(b.times) for b in bots], times=[b.times for b in bots],
        iterations=[b.iterations for b in bots],
    )


def labels_for(specs: Sequence[str]) -> list[str]:
    """Unique arena labels: a bot given twice becomes ``name#2``."""
    labels: list[str] = []
    for spec in specs:
        label, k = spec, 2
        while label in labels:
            label, k = f"{spec}#{k}", k + 1
        labels.append(label)
    return labels


def rotations(players: int) -> list[tuple[int, ...]]:
    """The bots' order by seat in each game of a round: bot ``b`` sits at seat ``(b - k) mod N`` in game ``k``,
    so every bot takes every seat once (the order around the table stays the same)."""
    return [tuple((seat + k) % players for seat in range(players)) for k in range(players)]


def make_tasks(game_name: str, specs: Sequence[str], games: int, seed: int,
               options: dict[str, Any] | None = None, check_invariants: bool = False) -> list[GameTask]:
    """Every game of the arena: each pair of bots, ``games`` games, seats alternated within rounds; in a game of
    N > 2 players, the N bots at one table, seats rotated within rounds of N games (``games`` rounded up)."""
    cls = game_class(game_name)
    game = load_game(game_name, **(options or {}))  # validates the options now, not in a worker
    players = game.num_players
    if players > 2 and len(specs) != players:
        raise OptionError(_("{game} is played by {n} players: the arena needs {n} bots, one per seat (the same bot "
                            "may be given more than once), not {got}", game=cls.title_label(), n=players,
                            got=len(specs)))
    if len(specs) < 2:
        raise OptionError(_("the arena needs at least two bots (the same bot twice is allowed)"))
    if games < 1:
        raise OptionError(_("the arena needs at least one game per pairing"))
    for spec in specs:
        make_bot(spec, game, 0)  # an unknown bot or bad parameter fails here, before any game
    labels = labels_for(specs)
    ref = f"{cls.__module__}:{cls.__qualname__}"
    opts = tuple(sorted((options or {}).items()))
    tasks: list[GameTask] = []
    if players > 2:
        rounds = -(-games // players)
        for game_seed in game_seeds(seed, rounds):
            for order in rotations(players):
                tasks.append(GameTask(
                    index=len(tasks), pairing=0, game=game_name, game_ref=ref, options=opts,
                    bots=tuple(specs[k] for k in order), labels=tuple(labels[k] for k in order), seed=game_seed,
                    check_invariants=check_invariants,
                ))
        return tasks
    seeds = game_seeds(seed, (games + 1) // 2)
    for pairing, (i, j) in enumerate(itertools.combinations(range(len(specs)), 2)):
        for g in range(games):
            order = (i, j) if g % 2 == 0 else (j, i)
            tasks.append(GameTask(
                index=len(tasks), pairing=pairing, game=game_name, game_ref=ref, options=opts,
                bots=tuple(specs[k] for k in order), labels=tuple(labels[k] for k in order), seed=seeds[g // 2],
                check_invariants=check_invariants,
            ))
    return tasks


def run_tasks(tasks: Sequence[GameTask], workers: int = 1, ray_address: str | None = None,
              on_record: Callable[[GameRecord], None] | None = None) -> list[GameRecord]:
    """Play every task: in this process, in ``workers`` processes, or on Ray; records in task order."""
    records: list[GameRecord] = []
    if ray_address is not None:
        records = _run_ray(tasks, ray_address, on_record)
    elif workers <= 1 or len(tasks) <= 1:
        for task in tasks:
            record = play_game(task)
            records.append(record)
            if on_record is not None:
                on_record(record)
    else:
        import multiprocessing

        method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
        context = multiprocessing.get_context(method)
        with ProcessPoolExecutor(max_workers=min(workers, len(tasks)), mp_context=context) as pool:
            futures = [pool.submit(play_game, task) for task in tasks]
            for future in as_completed(futures):
                record = future.result()
                records.append(record)
                if on_record is not None:
                    on_record(record)
    records.sort(key=lambda r: r.index)
    return records


def _run_ray(tasks: Sequence[GameTask], address: str,
             on_record: Callable[[GameRecord], None] | None) -> list[GameRecord]:
    try:
        import ray
    except ImportError:
        raise OptionError(_("--ray needs Ray: pip install 'kleos[ai]'")) from None
    if not ray.is_initialized():
        if address in ("local", ""):
            ray.init(num_cpus=os.cpu_count())
        else:
            ray.init(address=address)
    remote = ray.remote(play_game)
    pending = [remote.remote(task) for task in tasks]
    records: list[GameRecord] = []
    while pending:
        ready, pending = ray.wait(pending, num_returns=1)
        for ref in ready:
            record = ray.get(ref)
            records.append(record)
            if on_record is not None:
                on_record(record)
    return records
