"""Small helpers to build Sphactérie positions for scenario tests."""

from __future__ import annotations

from kleos.engine import load_game
from kleos.sphacteria.state import SphacteriaState

ATH, SPA = 0, 1


def game(**options):
    return load_game("sphacteria", **options)


def empty(turn: int = 1, **options) -> SphacteriaState:
    """A state with every piece off the map (not yet in play) and no stratagem held."""
    st = game(**options).new_initial_state(0)
    st.turn = turn
    st.loc = ["-"] * len(st.loc)
    st.weak = [False] * len(st.weak)
    st.bowl = sorted(st.static.counters)
    st.hands = [[], []]
    st.entered = list(st.static.groups)  # no reinforcement pending unless a test says so
    st.invalidate()
    return st


def put(st: SphacteriaState, pid: str, loc: str, weak: bool = False) -> None:
    i = st.static.p_index[pid]
    st.loc[i] = loc
    st.weak[i] = weak
    st.invalidate()


def where(st: SphacteriaState, pid: str) -> str:
    return st.loc[st.static.p_index[pid]]


def is_weak(st: SphacteriaState, pid: str) -> bool:
    return st.weak[st.static.p_index[pid]]


def give(st: SphacteriaState, seat: int, *counters: str) -> None:
    for c in counters:
        if c in st.bowl:
            st.bowl.remove(c)
        st.hands[seat].append(c)
    st.hands[seat].sort()
    st.invalidate()


def action_phase(st: SphacteriaState, seat: int, budget: int, ap_left: int = 0) -> None:
    """Put the state in the main step of an action phase of ``seat`` with ``budget`` announced AP."""
    st._reset_phase()
    st.stage = "main"
    st.active = seat
    st.phase_no = 1
    st.budget = budget
    st.ap = [0, 0]
    st.ap[seat] = ap_left
    st.combat = {}
    st.invalidate()


def play(st: SphacteriaState, *texts: str) -> None:
    for t in texts:
        st.apply(t)


def texts(st: SphacteriaState) -> list[str]:
    return [a.text for a in st.legal_actions()]
