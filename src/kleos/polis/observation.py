"""What a seat may see (the view), and its numeric encoding for learning agents.

Public: the whole board, goods, prestige, markets, projects, the event; secret: the combat hand of the other
player (only its count) and the order of every deck (reference A33).
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import TYPE_CHECKING, Any

from kleos.polis.data import GOODS, PolisData

if TYPE_CHECKING:
    from kleos.polis.state import PolisState

STAGES = ("turn", "fee", "action", "roll", "deal", "proj_draw", "event_draw", "bt_retreat", "bt_att", "bt_def",
          "bt_commanders", "bt_order", "ev_remove", "ev_treasury", "ev_betray", "ev_persis", "ev_egypt", "ev_place",
          "eor_supply", "eor_growth", "eor_phoros", "over")


def build_view(s: PolisState, seat: int | None, keys: Collection[str] | None = None) -> dict[str, Any]:
    """The board part of ``view(seat)``; with ``keys``, only those entries (search reads a few, thousands of times)."""
    if keys is None:
        return {k: part(s, seat) for k, part in _PARTS.items()}
    return {k: _PARTS[k](s, seat) for k in keys if k in _PARTS}


def _cargoes(s: PolisState) -> dict[str, Any]:
    d = s.data
    return {f"{c[0]}_{c[1]}": {"value": c[2], "demand": GOODS[c[3]], "payout": GOODS[c[4]],
                               "merchant": None if s.cargo[i] < 0 else s.seat_name(s.cargo[i]),
                               "available": c[2] <= (5 if s.capacity >= 5 else s.capacity)
                               and i not in s.blocked_cargo}
            for i, c in enumerate(d.cargoes)}


def _poleis(s: PolisState) -> dict[str, Any]:
    names = s.game.seat_names
    return {p: {"owner": None if owner < 0 else names[owner], "population": pop, "project": project,
                "completed": list(completed)}
            for p, owner, pop, project, completed in zip(s.data.polis_ids, s.owner, s.pop, s.in_progress, s.completed,
                                                         strict=True)}


#: The view's entries, in order: name -> builder(state, seat).
_PARTS: dict[str, Callable[[PolisState, int | None], Any]] = {
    "scenario": lambda s, seat: s.setup_key,
    "round": lambda s, seat: s.round_type,
    "rounds": lambda s, seat: list(s.rounds),
    "capacity": lambda s, seat: s.capacity,
    "stage": lambda s, seat: s.stage,
    "action": lambda s, seat: s.act,
    "turn_actions": lambda s, seat: list(s.turn_acts),
    "passed": lambda s, seat: list(s.passed),
    "prestige": lambda s, seat: list(s.prestige),
    "goods": lambda s, seat: [{g: s.goods[i][k] for k, g in enumerate(GOODS)} for i in (0, 1)],
    "scores": lambda s, seat: [s.score(0), s.score(1)],
    "units": lambda s, seat: {r: [s.units[0][i], s.units[1][i]] for i, r in enumerate(s.data.regions)},
    "poleis": lambda s, seat: _poleis(s),
    "markers": lambda s, seat: {g: s.markers[i] for i, g in enumerate(GOODS[:4])},
    "cargoes": lambda s, seat: _cargoes(s),
    "merchants_in_port": lambda s, seat: list(s.merchants_port),
    "proxenos": lambda s, seat: [None if p < 0 else s.data.polis_ids[p] for p in s.proxenos],
    "collected": lambda s, seat: {s.data.territories[t]: (None if v < 0 else ("event" if v == 2 else s.seat_name(v)))
                                  for t, v in enumerate(s.collected)},
    "display": lambda s, seat: list(s.display),
    "projects_left": lambda s, seat: len(s.pile),
    "event": lambda s, seat: s.event,
    "modifiers": lambda s, seat: dict(s.mods),
    "off_map": lambda s, seat: {"persis": list(s.persis_box), "aigyptos": s.egypt_box},
    "battle": lambda s, seat: s.battle_view(seat),
    "turn_count": lambda s, seat: list(s.turn_count),
    "collecting": lambda s, seat: _collecting(s),
}


#: The state fields (``state.FIELDS``) each view entry reads, for the entries a search's evaluation asks for: a key
#: of just those fields finds a position again when only the rest changed (whose turn, the action under way), as
#: most do (``PolisState.board_view_key``; a test checks equal keys give equal entries over random games). An entry
#: not listed is keyed by every field; ``collecting``, which reads the action under way only during a collection
#: (mostly None), is keyed by its own value.
PART_FIELDS: dict[str, tuple[str, ...]] = {
    "poleis": ("owner", "pop", "in_progress", "completed"),
    "goods": ("goods",),
    "prestige": ("prestige",),
    "scores": ("prestige", "owner", "pop", "completed"),
    "units": ("units",),
    "collected": ("collected",),
    "collecting": (),
}


def _collecting(s: PolisState) -> dict[str, Any] | None:
    """The collection being chosen (p.10: the discs placed so far on the rows; public, as on the table)."""
    if s.act != "collect" or s.ctx.get("terr", -1) < 0:
        return None
    rows = s.ctx["rows"]
    return {"by": s.seat_name(s.to_move), "territory": s.data.territories[s.ctx["terr"]],
            "rows": {g: rows[i] for i, g in enumerate(GOODS) if rows[i]} | ({"prestige": rows[6]} if rows[6] else {})}


def observation_size(d: PolisData) -> int:
    return (4 + len(STAGES) + 2 + 2 + 12 + 2 * len(d.regions) + 18 * 4 + 4 + 3 * len(d.cargoes) + 2
            + 2 * 19 + d.NT + len(d.project_ids) * 3 + len(d.event_ids) + 24 * 3 + 2 + d.NT + len(GOODS) + 1)


def tensor_from_view(d: PolisData, v: dict[str, Any], seat: int) -> list[float]:
    out: list[float] = []
    rtypes = v["rounds"]
    idx = rtypes.index(v["round"])
    out += [1.0 if i == idx else 0.0 for i in range(4)]
    out += [1.0 if v["stage"] == st else 0.0 for st in STAGES]
    out += [float(x) for x in v["passed"]]
    out += [x / 10 for x in v["prestige"]]
    out += [v["goods"][i][g] / 10 for i in (0, 1) for g in GOODS]
    for r in d.regions:
        out += [x / 5 for x in v["units"][r]]
    names = ("Sparta", "Athens")
    for p in d.polis_ids:
        q = v["poleis"][p]
        out += [1.0 if q["owner"] is None else 0.0, 1.0 if q["owner"] == names[0] else 0.0,
                1.0 if q["owner"] == names[1] else 0.0, q["population"] / 10]
    out += [v["markers"][g] / 11 for g in GOODS[:4]]
    for c in d.cargoes:
        cv = v["cargoes"][f"{c[0]}_{c[1]}"]
        out += [1.0 if cv["available"] else 0.0, 1.0 if cv["merchant"] == names[0] else 0.0,
                1.0 if cv["merchant"] == names[1] else 0.0]
    out += [x / 8 for x in v["merchants_in_port"]]
    for who in v["proxenos"]:
        out += [1.0 if who == p else 0.0 for p in d.polis_ids] + [1.0 if who is None else 0.0]
    out += [0.0 if v["collected"][t] is None else 1.0 for t in d.territories]
    for pid in d.project_ids:
        running = any(q["project"] == pid for q in v["poleis"].values())
        done = any(pid in q["completed"] for q in v["poleis"].values())
        out += [1.0 if pid in v["display"] else 0.0, 1.0 if running else 0.0, 1.0 if done else 0.0]
    out += [1.0 if v["event"] == e else 0.0 for e in d.event_ids]
    b = v["battle"]
    hand = set(b["hand"]) if b and b["hand"] else set()
    disc = set(b["discard"]) if b else set()
    table = set(b["attack"] + b["defence"]) if b else set()
    for c in d.cards:  # in my hand, discarded in this battle, face up in the current assault
        out += [1.0 if c in hand else 0.0, 1.0 if c in disc else 0.0, 1.0 if c in table else 0.0]
    out += [b["hand_counts"][1 - seat] / 5 if b else 0.0, b["deck_count"] / 24 if b else 0.0]
    c = v["collecting"]  # the collection being chosen: its territory and the discs on each row
    out += [1.0 if c and c["territory"] == t else 0.0 for t in d.territories]
    out += [c["rows"].get(g, 0) / 5 if c else 0.0 for g in (*GOODS, "prestige")]
    return out
