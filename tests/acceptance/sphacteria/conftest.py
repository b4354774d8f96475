"""Shared, expensive fixtures of the Sphactérie acceptance suite."""

import pytest

from .helpers import pieces, random_playout, stage

PLAYOUT_SEEDS = (3, 11, 29)


@pytest.fixture(scope="session")
def playout_snapshots():
    """A few short random games; at every decision between action phases ('announce', the adjustment stages) the
    stage, the turn and the pieces are recorded. Returns (snapshots, final states)."""
    snaps = []
    finals = []

    def visit(s, prev):
        st = stage(s)
        if st == "announce" or st.startswith("adj"):
            board = s.public_view()["board"]
            snaps.append({"stage": st, "turn": board["turn"], "supply": board["supply"], "pieces": pieces(s)})

    for seed in PLAYOUT_SEEDS:
        finals.append(random_playout(seed, visit))
    return snaps, finals
