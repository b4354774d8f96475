"""What a seat may see (the view), and its numeric encoding for learning agents.

Public: the whole board, goods, prestige, markets, projects, the event; secret: the combat hand of the other
player (only its count) and the order of every deck (reference A33).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kleos.polis.data import GOODS, PolisData

if TYPE_CHECKING:
    from kleos.polis.state import PolisState

STAGES = ("turn", "fee", "action", "roll", "deal", "proj_draw", "event_draw", "bt_retreat", "bt_att", "bt_def",
          "bt_commanders", "bt_order", "ev_remove", "ev_treasury", "ev_betray", "ev_persis", "ev_egypt", "ev_place",
          "eor_supply", "eor_growth", "eor_phoros", "over")


def build_view(s: PolisState, seat: int | None) -> dict[str, Any]:
    d = s.data
    return {
        "scenario": s.setup_key,
        "round": s.round_type,
        "rounds": list(s.rounds),
        "capacity": s.capacity,
        "stage": s.stage,
        "action": s.act,
        "turn_actions": list(s.turn_acts),
        "passed": list(s.passed),
        "prestige": list(s.prestige),
        "goods": [{g: s.goods[i][k] for k, g in enumerate(GOODS)} for i in (0, 1)],
        "scores": [s.score(0), s.score(1)],
        "units": {r: [s.units[0][i], s.units[1][i]] for i, r in enumerate(d.regions)},
        "poleis": {p: {"owner": None if s.owner[i] < 0 else s.seat_name(s.owner[i]), "population": s.pop[i],
                       "project": s.in_progress[i], "completed": list(s.completed[i])}
                   for i, p in enumerate(d.polis_ids)},
        "markers": {g: s.markers[i] for i, g in enumerate(GOODS[:4])},
        "cargoes": {f"{c[0]}_{c[1]}": {"value": c[2], "demand": GOODS[c[3]], "payout": GOODS[c[4]],
                                         "merchant": None if s.cargo[i] < 0 else s.seat_name(s.cargo[i]),
                                         "available": c[2] <= (5 if s.capacity >= 5 else s.capacity)
                                         and i not in s.blocked_cargo}
                    for i, c in enumerate(d.cargoes)},
        "merchants_in_port": list(s.merchants_port),
        "proxenos": [None if p < 0 else d.polis_ids[p] for p in s.proxenos],
        "collected": {d.territories[t]: (None if v < 0 else ("event" if v == 2 else s.seat_name(v)))
                      for t, v in enumerate(s.collected)},
        "display": list(s.display),
        "projects_left": len(s.pile),
        "event": s.event,
        "modifiers": dict(s.mods),
        "off_map": {"persis": list(s.persis_box), "aigyptos": s.egypt_box},
        "battle": s.battle_view(seat),
        "turn_count": list(s.turn_count),
    }


def observation_size(d: PolisData) -> int:
    return (4 + len(STAGES) + 2 + 2 + 12 + 2 * len(d.regions) + 18 * 4 + 4 + 3 * len(d.cargoes) + 2
            + 2 * 19 + d.NT + len(d.project_ids) * 3 + len(d.event_ids) + 24 * 3 + 2)


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
    return out
