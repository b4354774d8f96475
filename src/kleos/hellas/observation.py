"""Hellas: the observation tensor of a seat (for the OpenSpiel and PettingZoo adapters): what ``view(seat)``
shows, as numbers. Per hex (every hex of the map, in index order) 21 planes, the seat's own first; then the two
players' tracks (own first) and the stage. An opponent's New Armies block whose value the seat has not seen
counts 0 in the value plane and 1 in the "unknown" plane (NA 1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kleos.hellas import board
from kleos.hellas.data import TRACKS, Static
from kleos.hellas.pieces import CARGO, CKNOWN, HEX, KNOWN, LAND, VAL

if TYPE_CHECKING:
    from kleos.hellas.state import HellasState

PLANES = 21
STAGES = ("setup_post", "setup_place", "setup_leader", "order", "reinforce", "choose", "move", "group", "split",
          "attack", "build", "trade", "stability", "develop", "armistice", "answer", "supply", "end")
PER_PLAYER = 14


def size(static: Static) -> int:
    return len(static.ids) * PLANES + 2 * PER_PLAYER + 2 + len(STAGES)


def tensor(st: HellasState, seat: int) -> list[float]:
    s = st.game.static
    n = len(s.ids)
    out = [0.0] * size(s)
    na = st.game.new_armies

    def put(h: int, plane: int, value: float) -> None:
        out[h * PLANES + plane] += value

    for p in (0, 1):
        mine = p == seat
        for b in st.blocks[p]:
            h = b[HEX]
            land = b[1] == LAND
            if mine or not na or b[KNOWN]:
                put(h, (0 if land else 1) + (0 if mine else 3), b[VAL])
            else:
                put(h, 6 if land else 7, 1.0)
            if b[CARGO]:
                if mine or not na or b[CKNOWN]:
                    put(h, 2 if mine else 5, b[CARGO])
                else:
                    put(h, 6, 1.0)
        if st.leader[p] >= 0:
            put(st.leader[p], 17 if mine else 18, 1.0)
    for h, (owner, k) in st.posts.items():
        put(h, 8 if owner == seat else 9, k)
    for h, owner in st.forts.items():
        put(h, 10 if owner == seat else 11, 1.0)
    for h, owner in st.monuments.items():
        put(h, 12 if owner == seat else 13, 1.0)
    for h, k in st.neutral_legions.items():
        put(h, 14, k)
    for h in st.neutral_forts:
        put(h, 15, 1.0)
    for h in st.contested:
        put(h, 16, 1.0)
    g = st.group
    if g is not None:
        put(g[0], 19, 1.0 if st.mover == seat else -1.0)
        put(g[0], 20, g[4])
    base = n * PLANES
    for k, p in enumerate((seat, 1 - seat)):
        o = base + k * PER_PLAYER
        islands, provinces = board.control_track(st, p)
        row = [st.treasury[p] / 100, board.income(st, p) / 100, st.stability[p] / 8,
               *(st.dev[p][i] / s.tracks[t].golden_age for i, t in enumerate(TRACKS)),
               board.victory_points(st, p) / 10, islands / 17, provinces / 17, board.supply_capacity(st, p) / 20,
               float(st.landed[p]), float(st.actor == p), float(st.first == p)]
        out[o:o + PER_PLAYER] = row
    o = base + 2 * PER_PLAYER
    out[o] = st.turn / st.game.options.turn_limit
    out[o + 1] = float(st.armistice_active())
    out[o + 2 + STAGES.index(st.stage if st.stage in STAGES else "end")] = 1.0
    return out
