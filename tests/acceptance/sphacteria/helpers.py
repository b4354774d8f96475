"""Shared helpers for the Sphactérie acceptance suite (public contract only).

A position is either a seeded game played by action texts, or a save edited through its documented fields
(``data.loc``, ``data.weak``, ``data.hands``...) and loaded with ``kleos.State.from_json``.
"""

from __future__ import annotations

import copy
import functools
import json
import re

import pytest

import kleos
from kleos.engine.errors import IllegalAction

ATH, SPA = 0, 1

# Turn 1 opening, Sparta has the initiative (Athens rolls 5, Sparta 8): Sparta holds K1, K3; Athens K2, K4.
SPA_OPENING = ("draw K1", "draw K2", "draw K3", "draw K4", "roll2 5", "roll2 8")
# Turn 1 opening, Athens has the initiative (Athens rolls 8, Sparta 5).
ATH_OPENING = ("draw K1", "draw K2", "draw K3", "draw K4", "roll2 8", "roll2 5")

ALL_COUNTERS = [f"K{i}" for i in range(1, 12)]


@functools.cache
def game(**options):
    return kleos.load_game("sphacteria", **options)


def _opts_key(options: dict) -> tuple:
    return tuple(sorted(options.items()))


def fresh(seed: int = 1, **options) -> kleos.State:
    return game(**options).new_initial_state(seed)


def play(state, *actions):
    """Apply action texts in order (chance outcomes included); returns the state."""
    for a in actions:
        state.apply(a)
    return state


@functools.cache
def piece_ids() -> tuple[str, ...]:
    return tuple(p["id"] for p in fresh().view(ATH)["board"]["pieces"])


def board(state, seat: int = ATH) -> dict:
    return state.view(seat)["board"]


def pieces(state) -> dict[str, dict]:
    return {p["id"]: p for p in state.public_view()["board"]["pieces"]}


def where(state, pid: str) -> str:
    return pieces(state)[pid]["loc"]


def weak(state, pid: str) -> bool:
    return pieces(state)[pid]["weak"]


def legal(state) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def outcomes(state) -> dict[str, object]:
    return {str(a): p for a, p in state.chance_outcomes()}


def stage(state) -> str:
    return state.to_json()["data"]["stage"]


def log_texts(state, seat: int = ATH) -> list[str]:
    return [line["text"] for line in state.log_lines(seat, lang="en")]


def new_log(state, before: int, seat: int = ATH) -> list[str]:
    return log_texts(state, seat)[before:]


def log_len(state, seat: int = ATH) -> int:
    return len(state.log_lines(seat, lang="en"))


def refuse(state, action: str, rule: str | None = None) -> str:
    """The action is refused with IllegalAction, leaving the state exactly as it was; returns the message."""
    before = json.dumps(state.to_json(), sort_keys=True)
    with pytest.raises(IllegalAction) as err:
        state.apply(action)
    assert json.dumps(state.to_json(), sort_keys=True) == before
    msg = str(err.value)
    assert msg.startswith("Sphactérie"), msg
    if rule is not None:
        assert f"Sphactérie {rule}" in msg, msg
    return msg


@functools.cache
def _base_save(side: int, announce: int, options_key: tuple) -> str:
    """Turn 1, the given side's first action phase, after it announced `announce` AP (4 AP rolled); with
    announce == 0, at the announce decision itself."""
    options = dict(options_key)
    s = fresh(1, **options)
    play(s, *(SPA_OPENING if side == SPA else ATH_OPENING))
    # reinforcement-stratagem window before the first action phase: nobody holds #12-#14 usable
    guard = 0
    while stage(s) != "announce":
        s.apply("no_stratagem")
        guard += 1
        assert guard < 5
    if announce == 0:
        return json.dumps(s.to_json())
    s.apply(f"announce {announce}")
    while stage(s) == "passive_start":
        s.apply("no_stratagem")
    assert stage(s) == "main" and s.current_player == side
    return json.dumps(s.to_json())


def position(
    side: int = SPA,
    *,
    loc: dict[str, str] | None = None,
    weak_units: tuple[str, ...] | list[str] = (),
    clear: bool = True,
    hands: tuple[list[str], list[str]] | None = None,
    announce: int = 3,
    options: dict | None = None,
    **data,
) -> kleos.State:
    """A position in `side`'s action phase (stage 'main'), built from a real turn-1 save (announce=0: at the
    announce decision, before the passive player's stratagem window).

    clear: every piece is first taken off the map (loc '-') so that only `loc` is on the board.
    hands: the stratagem counters each side holds (default: none); the others are in the bowl.
    data: other save fields to overwrite (ap, budget, turn, supply...).
    """
    options = options or {}
    d = json.loads(_base_save(side, announce, _opts_key(options)))
    dd = d["data"]
    ids = piece_ids()
    if clear:
        dd["loc"] = ["-"] * len(ids)
        dd["weak"] = [False] * len(ids)
    for pid, z in (loc or {}).items():
        dd["loc"][ids.index(pid)] = z
    for pid in weak_units:
        dd["weak"][ids.index(pid)] = True
    hands = hands if hands is not None else ([], [])
    dd["hands"] = [list(hands[0]), list(hands[1])]
    held = set(hands[0]) | set(hands[1])
    dd["bowl"] = [k for k in sorted(ALL_COUNTERS) if k not in held and k not in dd["out"]]
    for k, v in data.items():
        dd[k] = copy.deepcopy(v)
    return kleos.State.from_json(d)


def edited(state, *, loc: dict[str, str] | None = None, weak_units=(), strong_units=(), **data) -> kleos.State:
    """A copy of `state` with some save fields changed."""
    d = state.to_json()
    dd = d["data"]
    ids = piece_ids()
    for pid, z in (loc or {}).items():
        dd["loc"][ids.index(pid)] = z
    for pid in weak_units:
        dd["weak"][ids.index(pid)] = True
    for pid in strong_units:
        dd["weak"][ids.index(pid)] = False
    for k, v in data.items():
        dd[k] = copy.deepcopy(v)
    return kleos.State.from_json(d)


def data(state) -> dict:
    return state.to_json()["data"]


def pass_strats(state, limit: int = 6):
    """Answer 'no_stratagem' while it is the only kind of decision offered (combat/phase windows)."""
    n = 0
    while not state.is_chance_node() and not state.is_terminal() and legal(state) and all(
        a == "no_stratagem" or a.startswith("play") for a in legal(state)
    ) and "no_stratagem" in legal(state):
        state.apply("no_stratagem")
        n += 1
        assert n < limit
    return state


def combat_line(state, seat: int = ATH) -> str:
    """The last 4.2 resolution line of the log (odds, shifts, die, modifiers, result)."""
    lines = [t for t in log_texts(state, seat) if " -> " in t and "column" in t and "die" in t]
    assert lines, log_texts(state, seat)[-10:]
    return lines[-1]


def to_next_turn(
    state,
    rolls: tuple[int, int] = (8, 5),
    draws: tuple[str, ...] | None = None,
    stop_at_pre: bool = False,
    keep: dict[int, str] | None = None,
):
    """From the end of an activation phase with nothing left to decide in the adjustments (empty hands, nothing
    weakened), run to the next turn: stratagem draws (first outcomes, or `draws`), then the 2d6 rolls
    (Athens, Sparta), then the reinforcement window (declined unless stop_at_pre). Stops at the first decision of
    phase C after it (the first announce) or at the end of the game. keep: {seat: counter} kept in 2.D."""
    keep = keep or {}
    draws = list(draws or [])
    rolled = list(rolls)
    guard = 0
    while True:
        guard += 1
        assert guard < 40, stage(state)
        if state.is_terminal():
            return state
        st = stage(state)
        if state.is_chance_node():
            if st == "draw":
                outs = outcomes(state)
                pick = next((f"draw {k}" for k in draws if f"draw {k}" in outs), next(iter(outs)))
                if pick.split()[1] in draws:
                    draws.remove(pick.split()[1])
                state.apply(pick)
            elif st == "ap" and rolled:
                state.apply(f"roll2 {rolled.pop(0)}")
            else:
                return state
        else:
            if st in ("draw", "ap"):
                return state
            if st == "pre" and not stop_at_pre:
                state.apply("no_stratagem")
                continue
            if st == "pre" or (not rolled and st not in ("main",) and not st.startswith("adj")):
                return state
            if st.startswith("adj") or st == "main":
                acts = legal(state)
                if st == "adj_keep" and f"keep {keep.get(state.current_player)}" in acts:
                    state.apply(f"keep {keep[state.current_player]}")
                    continue
                for pref in ("end_phase", "no_stratagem", "keep_none", "stop"):
                    if pref in acts:
                        state.apply(pref)
                        break
                else:
                    raise AssertionError(f"unexpected decision in {st}: {acts}")
            else:
                return state


_COMBAT_RE = re.compile(
    r"(?P<att>\d+):(?P<def>\d+) in (?P<zone>[A-V])(?: \([^)]*\))? gives column (?P<base>\S+), "
    r"shifts (?P<shifts>.*?) -> "
    r"(?P<col>\S+) column, die (?P<die>\d+) \((?P<mods>.*?)\) = (?P<total>-?\d+) -> (?P<ra>\S+) - (?P<rd>\S+?)"
    r"(?: \(.*\))?; (?P<winner>\w+) wins"
)
_MOD_RE = re.compile(r"(?:4\.2 (?:column|die) (?P<k>[a-g])|6 #(?P<s>\d+)[^+-]*?) (?P<v>[+-]\d+)")


def parse_combat(line: str) -> dict:
    """Fields of a 4.2 resolution log line: PF, zone, base and final column, shifts, die, modifiers, results."""
    m = _COMBAT_RE.search(line)
    assert m, line

    def mods(text: str) -> dict[str, int]:
        out: dict[str, int] = {}
        for mm in _MOD_RE.finditer(text):
            key = mm.group("k") or f"#{mm.group('s')}"
            out[key] = out.get(key, 0) + int(mm.group("v"))
        return out

    return {
        "att": int(m.group("att")),
        "def": int(m.group("def")),
        "zone": m.group("zone"),
        "base": m.group("base"),
        "col": m.group("col"),
        "shifts": mods(m.group("shifts")),
        "die": int(m.group("die")),
        "mods": mods(m.group("mods")),
        "total": int(m.group("total")),
        "result": (m.group("ra"), m.group("rd")),
        "winner": m.group("winner"),
    }


def resolve(state, die: int, *, plays: tuple[str, ...] = ()):
    """From the 'main' stage with a contested zone: spend the attack PA (if needed), answer the stratagem windows
    (with `plays` in order when offered, else 'no_stratagem'), fight the first offered zone, roll `die`.
    Returns the parsed resolution line."""
    plays_left = list(plays)
    for _ in range(20):
        if stage(state) == "main":  # after the passive player's window (2.C), if one was open
            state.apply("attack")
            continue
        if state.is_chance_node():
            state.apply(f"die {die}")
            return parse_combat(combat_line(state))
        acts = legal(state)
        if acts and acts[0].startswith("fight"):
            state.apply(acts[0])
            continue
        chosen = next((p for p in plays_left if p in acts), None)
        if chosen:
            plays_left.remove(chosen)
            state.apply(chosen)
            continue
        if "no_stratagem" in acts:
            state.apply("no_stratagem")
            continue
        raise AssertionError(f"unexpected decision before the die: {stage(state)} {acts}")
    raise AssertionError("no die roll reached")


def random_playout(seed: int, visit, max_steps: int = 3000):
    """A short seeded random game (uniform choice among the legal actions, chance by the state's own generator);
    `visit(state, previous_stage)` is called after every step. Returns the final state."""
    import random

    rng = random.Random(seed)
    s = fresh(seed)
    prev = stage(s)
    for _ in range(max_steps):
        if s.is_terminal():
            break
        if s.is_chance_node():
            s.apply(s.sample_chance())
        else:
            s.apply(rng.choice(s.legal_actions()))
        visit(s, prev)
        prev = stage(s)
    return s
