"""Hellas: what one seat may know of a position (its view), for the terminal, the web client, the bots and the
research adapters. With New Armies a block's value is shown to its owner, and to the other seat only once it
has seen it (NA 1); everything else of Hellas is public (the treasuries too: the talents are on the table).
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, Any

from kleos.hellas import board
from kleos.hellas.cycle import PER_CYCLE, supply_excess
from kleos.hellas.data import TRACKS
from kleos.hellas.development import price
from kleos.hellas.pieces import ARMS, CARGO, CKNOWN, HEX, KNOWN, LAND, SPENT, VAL, land_value, markers_used, sea_value

if TYPE_CHECKING:
    from kleos.hellas.state import HellasState

SEATS = ("Sparta", "Athens")
PRICED = ("legion", "ship", "fortress", "trading_post", "monument", "stability", "armistice")
KEYS = ("turn", "turn_limit", "target", "stage", "action", "actor", "first", "players", "hexes", "cycle", "group",
        "armistice", "syracuse", "last_combat", "new_armies", "setup", "splitting", "supply_due", "done")


def _seen(st: HellasState, owner: int, seat: int | None, known: bool, value: int) -> int | None:
    if not st.game.new_armies or seat == owner or known:
        return value
    return None


def player(st: HellasState, p: int, seat: int | None) -> dict[str, Any]:
    s = st.game.static
    islands, provinces = board.control_track(st, p)
    phases = {t: st.phase(p, t) for t in TRACKS}
    limits = s.sides[p].limits
    own = seat == p or not st.game.new_armies
    parts = {"monuments": board.monuments(st, p), "golden_ages": board.golden_ages(st, p),
             "laurels": board.laurels(st, p)}  # 2: the victory points are their sum
    legions, ships = land_value(st, p), sea_value(st, p)
    out: dict[str, Any] = {
        "name": SEATS[p],
        "treasury": st.treasury[p],
        "income": board.income(st, p),
        "stability": st.stability[p],
        "golden_age_stability": st.stability[p] > s.stability_max,
        # 9.5: a cube in the Golden Age never falls, unless option 18.2 lets a province lost or an armistice refused
        # move it back
        "stability_can_fall": st.stability[p] <= s.stability_max or st.game.options.regress_development,
        "development": {t: st.dev[p][k] for k, t in enumerate(TRACKS)},
        "phases": phases,
        "vp": sum(parts.values()),
        "vp_parts": parts,
        "control": {"islands": islands, "provinces": provinces},
        "regions": [s.region_names[k] for k in board.controlled(st, p)],
        "goods": dict(sorted(board.goods_count(st, p).items())),
        "supply": {"posts": board.supply_posts(st, p), "capacity": board.supply_capacity(st, p),
                   "legions": legions if own else None},
        "ships": ships if own else None,
        "upkeep_per_ship": price(st, p, "upkeep"),
        "fortresses": sum(1 for o in st.forts.values() if o == p),
        "trading_posts": sum(n for o, n in st.posts.values() if o == p),
        "luxury_bonus": list(st.luxuries[p]),
        "landed_on_sikelia": st.landed[p],
        "leader": s.ids[st.leader[p]] if st.leader[p] >= 0 else None,
        "leader_aboard": st.leader_aboard[p],
        "prices": {item: s.prices[item][phases[s.price_tracks[item]]] for item in PRICED},  # as ``price``
    }
    if not st.game.new_armies:
        out["markers"] = {"armies": [markers_used(st, p, LAND), limits["armies"]],
                          "fleets": [markers_used(st, p, 1), limits["fleets"]]}
        out["reserve"] = {"legions": limits["legions"] - legions, "ships": limits["ships"] - ships}
    elif seat == p:
        from kleos.hellas.pieces import reserve

        out["reserve"] = {ARMS[arm]: sorted(reserve(st, p, arm).elements()) for arm in (0, 1)}
    return out


def hexes(st: HellasState, seat: int | None) -> dict[str, Any]:
    s = st.game.static
    na = st.game.new_armies
    out: dict[int, dict[str, Any]] = {}  # by hex index, named and sorted at the end (a search builds many views)

    def at(h: int) -> dict[str, Any]:
        cell = out.get(h)
        if cell is None:
            cell = out[h] = {}
        return cell

    for p in (0, 1):
        owner = SEATS[p]
        shown = not na or seat == p  # else a block's value only once seen (NA 1, ``_seen``)
        for b in st.blocks[p]:
            unit = {"owner": owner, "arm": ARMS[b[1]], "value": b[VAL] if shown or b[KNOWN] else None,
                    "spent": b[SPENT]}
            if b[1] != LAND:
                cargo = b[CARGO]
                unit["cargo"] = (cargo if shown or b[CKNOWN] else None) if cargo else 0
                if na and cargo and unit["cargo"] is None:
                    unit["carrying"] = True
            at(b[HEX]).setdefault("units", []).append(unit)
        if st.leader[p] >= 0:
            at(st.leader[p]).setdefault("leaders", []).append(owner)
    g = st.group
    if g is not None:  # the group in motion stands in its hex too (9.1)
        p = st.mover
        unit = {"owner": SEATS[p], "arm": ARMS[g[1]], "value": _seen(st, p, seat, g[6], g[2]), "spent": False,
                "moving": True, "mp": g[4]}
        if g[1] != LAND:
            unit["cargo"] = _seen(st, p, seat, g[7], g[3]) if g[3] else 0
            if na and g[3] and unit["cargo"] is None:
                unit["carrying"] = True
        at(g[0]).setdefault("units", []).append(unit)
    for h, (owner, n) in st.posts.items():
        at(h)["post"] = [SEATS[owner], n]
    for h, owner in st.forts.items():
        at(h)["fortress"] = SEATS[owner]
    for h, owner in st.monuments.items():
        at(h)["monument"] = SEATS[owner]
    for h, n in st.neutral_legions.items():
        at(h)["neutral_legions"] = n
    for h, kind in st.neutral_forts.items():
        at(h)["neutral_fortress"] = "Syracuse" if kind == 1 else "independent"
    for h in st.contested:
        at(h)["contested"] = True
    ids = s.ids
    return dict(sorted((ids[h], cell) for h, cell in out.items()))


def board_view(st: HellasState, seat: int | None, keys: Collection[str] | None = None) -> dict[str, Any]:
    s = st.game.static
    want = set(KEYS if keys is None else keys)
    view: dict[str, Any] = {}
    if "turn" in want:
        view["turn"] = st.turn
    if "turn_limit" in want:
        view["turn_limit"] = st.game.options.turn_limit
    if "target" in want:
        view["target"] = st.game.options.victory_points
    if "stage" in want:
        view["stage"] = st.stage
    if "action" in want:
        view["action"] = st.action or None
    if "actor" in want:
        view["actor"] = SEATS[st.actor]
    if "first" in want:
        view["first"] = SEATS[st.first]
    if "new_armies" in want:
        view["new_armies"] = st.game.new_armies
    if "players" in want:
        view["players"] = [player(st, p, seat) for p in (0, 1)]
    if "hexes" in want:
        view["hexes"] = hexes(st, seat)
    if "cycle" in want:
        view["cycle"] = {"chosen": [[SEATS[p], a] for p, a in st.chosen], "per_player": PER_CYCLE,
                         "developed": list(st.developed), "fought": [[s.ids[h], t] for h, t in st.fought],
                         "raised": [s.ids[h] for h in st.raised], "new_forts": [s.ids[h] for h in st.new_forts],
                         "monument_built": st.monument_built, "paid": list(st.paid)}
    if "group" in want:
        g = st.group
        view["group"] = None if g is None else {
            "owner": SEATS[st.mover], "hex": s.ids[g[0]], "arm": ARMS[g[1]],
            "value": _seen(st, st.mover, seat, g[6], g[2]), "cargo": _seen(st, st.mover, seat, g[7], g[3]),
            "mp": g[4], "start": s.ids[g[5]], "steps": g[8]}
    if "splitting" in want:
        sp = st.splitting
        view["splitting"] = None if sp is None else {
            "hex": s.ids[sp[0]], "arm": ARMS[sp[1]],
            "remaining": sp[2] if seat == st.mover else None, "parts": list(sp[3]) if seat == st.mover else None}
    if "armistice" in want:
        view["armistice"] = None if not st.armistice_active() else {
            "until": st.armistice_until, "asked_by": SEATS[st.armistice_by]}
    if "syracuse" in want:
        view["syracuse"] = {"legions_placed": st.syracusans, "limit": s.neutral.syracuse_legions,
                            "landed": [SEATS[p] for p in (0, 1) if st.landed[p]]}
    if "last_combat" in want:
        view["last_combat"] = st.last_combat
    if "setup" in want:
        view["setup"] = None if not st.stage.startswith("setup") else {
            "seat": SEATS[st.setup_seat], "posts": st.to_place[0], "legions": st.to_place[1], "ships": st.to_place[2]}
    if "supply_due" in want:
        view["supply_due"] = None if st.stage != "supply" else {
            "seat": SEATS[st.supply_queue[0]], "excess": supply_excess(st, st.supply_queue[0])
            if seat == st.supply_queue[0] or not st.game.new_armies else None}
    if "done" in want:
        view["done"] = None if st.end is None else {"winners": [SEATS[w] for w in st.end[0]], "kind": st.end[1]}
    return view
