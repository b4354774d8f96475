"""Building Hellas positions for the rule tests: a game after the standard set-up, then pieces, tracks and the
stage set by hand (as a player would set up the rulebook's example on the board).

Hexes are named by site (``"Athenai"``) or by hex number (``"2409"``). After changing a position by hand call
:func:`settle`, which recomputes what the pieces give (income, control) as the game does after every action.
"""

from __future__ import annotations

from typing import Any

from kleos.engine import load_game
from kleos.hellas import board
from kleos.hellas.data import TRACKS
from kleos.hellas.pieces import LAND, SEA
from kleos.hellas.state import HellasState

SPARTA, ATHENS = 0, 1


def game(**options: Any) -> Any:
    return load_game("hellas", setup="standard", **options)


def new(**options: Any) -> HellasState:
    """A game at turn 1, Sparta (first player) to choose its first action, after the standard set-up."""
    st = game(**options).new_initial_state(1)
    assert isinstance(st, HellasState)
    return st


def hx(st: HellasState, where: str | int) -> int:
    """A hex index from a site name or a hex number."""
    s = st.game.static
    if isinstance(where, int):
        return where
    return s.by_site[where] if where in s.by_site else s.index[where]


def clear(st: HellasState, units: bool = True, posts: bool = False, neutrals: bool = False) -> None:
    """Remove every unit (and optionally every post, fortress, monument, neutral piece) from the map."""
    if units:
        st.blocks = [[], []]
        st.leader = [-1, -1]
    if posts:
        st.posts, st.forts, st.monuments = {}, {}, {}
    if neutrals:
        st.neutral_legions, st.neutral_forts = {}, {}
    st.contested = frozenset()
    settle(st)


def put(st: HellasState, seat: int, where: str | int, arm: str = "land", value: int = 1, cargo: int = 0,
        known: bool = True) -> None:
    """Place a legion/army (``arm="land"``) or ship/fleet (``"sea"``) of ``value`` units (or a New Armies block)."""
    h = hx(st, where)
    a = LAND if arm == "land" else SEA
    st.blocks[seat] = [b for b in st.blocks[seat] if not (b[0] == h and b[1] == a)]
    st.blocks[seat].append((h, a, value, cargo, False, known, known))
    settle(st)


def post(st: HellasState, seat: int, where: str | int, count: int = 1) -> None:
    st.posts[hx(st, where)] = (seat, count)
    settle(st)


def fort(st: HellasState, seat: int, where: str | int) -> None:
    h = hx(st, where)
    st.posts.pop(h, None)
    st.forts[h] = seat
    settle(st)


def contest(st: HellasState, *where: str | int) -> None:
    st.contested = st.contested | {hx(st, w) for w in where}
    settle(st)


def develop(st: HellasState, seat: int, **boxes: int) -> None:
    """Put ``seat``'s development cubes on the given boxes (``military=10, culture=7``)."""
    for track, box in boxes.items():
        st.dev[seat][TRACKS.index(track)] = box
    settle(st)


def start(st: HellasState, seat: int, action: str) -> None:
    """``seat`` is carrying out ``action`` (as if it had chosen it; the cycle limits are not consulted)."""
    st.actor = seat
    st.mover = seat
    st.action = action
    st.stage = action
    st.group = None
    st.splitting = None
    st.moved_any = False
    st.developed, st.fought, st.raised, st.new_forts, st.paid = [], [], [], [], []
    st.monument_built = False
    st.leader_mp = [st.game.static.fixed["leader_mp"]] * 2
    st.invalidate()


def settle(st: HellasState) -> None:
    """What the game does after every action: recompute goods, income and control from the pieces, quietly
    (no stability change for control: a hand-built position is not an event)."""
    st.invalidate()
    st.dirty = False
    for p in (SPARTA, ATHENS):
        st.controlled[p] = list(board.controlled(st, p))


def act(st: HellasState, *actions: str) -> None:
    """Play actions by their text, in order."""
    for a in actions:
        st.apply(a)


def texts(st: HellasState) -> list[str]:
    return [a.text for a in st.legal_actions()]
