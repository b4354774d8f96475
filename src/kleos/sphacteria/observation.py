"""Sphactérie: a flat numeric encoding of what one seat may see (its view), for learning agents.

Per piece: a one-hot of its location (22 zones, 4 bases, not yet in play, eliminated, removed), weakened, PF/10.
Then: turn (7), both AP (0-6 one-hot each), the phase budget, initiative, both supply markers (0-3), the VP of
eliminations /20, the seat (2), the stage (one-hot), the seat's own usable stratagem faces (22), the opponent's
hand size and the bowl size, the counters out of the game (11) and the island burned flag.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kleos.sphacteria.data import Static

if TYPE_CHECKING:
    from kleos.sphacteria.state import SphacteriaState

STAGES = ("draw", "ap", "pre", "announce", "passive_start", "main", "move", "choose_fight", "c_strat", "c_die",
          "c_loss", "c_retreat", "adj_strat", "adj_recover", "adj_keep", "adj_heal", "adj_helot", "dice", "end")
EXTRA_LOCS = ("-", "X", "OUT")


def size(s: Static) -> int:
    per_piece = len(s.locs) + len(EXTRA_LOCS) + 2
    return len(s.pieces) * per_piece + 7 + 7 + 7 + 1 + 2 + 4 + 4 + 2 + 2 + len(STAGES) + len(s.faces) + 2 \
        + len(s.counters) + 1


def tensor(st: SphacteriaState, seat: int) -> list[float]:
    s = st.static
    locs = {loc: k for k, loc in enumerate(s.locs + EXTRA_LOCS)}
    nloc = len(locs)
    out: list[float] = []
    for i in range(len(s.pieces)):
        row = [0.0] * (nloc + 2)
        row[locs[st.loc[i]]] = 1.0
        row[nloc] = 1.0 if st.weak[i] else 0.0
        row[nloc + 1] = st.pf(i) / 10.0
        out.extend(row)

    def onehot(n: int, k: int) -> list[float]:
        v = [0.0] * n
        if 0 <= k < n:
            v[k] = 1.0
        return v

    out += onehot(7, st.turn - 1)
    out += onehot(7, st.ap[0]) + onehot(7, st.ap[1])
    out.append(st.budget / 6.0)
    out += onehot(2, st.initiative)
    out += onehot(4, st.supply[0]) + onehot(4, st.supply[1])
    out += [st.vp_kills[0] / 20.0, st.vp_kills[1] / 20.0]
    out += onehot(2, seat)
    out += onehot(len(STAGES), STAGES.index(st.stage) if st.stage in STAGES else -1)
    own = [0.0] * len(s.faces)
    faces = list(s.faces)
    for c in st.hands[seat]:
        for f in s.counters[c].faces:
            if s.faces[f].colour in (("ATH", "SPA")[seat], "grey"):
                own[faces.index(f)] = 1.0
    out += own
    out += [len(st.hands[1 - seat]) / 3.0, len(st.bowl) / 11.0]
    out += [1.0 if c in st.out else 0.0 for c in s.counters]
    out.append(1.0 if st.burned else 0.0)
    return out
