"""Rulebook 4.2, whichever side attacks: « résultat de l'attaquant / résultat du défenseur ».

The first figure of a cell is the attacker's result, the second the defender's, for Athens and for Sparta alike. A
combat is fought here with each side attacking, on land (M and N), at sea (E) and at Pylos (P, from O), strong and
weak, at every die: after it, each side's units have taken exactly its own result (R nothing; a fraction weakens that
many of its units, rounded in its favour with a minimum of one, chosen by their owner among its own units; A weakens
them all; E eliminates them all with the side's leaders in the zone), the other side scores the VP of what was
eliminated (8.2), and only the loser's survivors leave the zone. Named cases reproduce the crossed results that were
seen before the fix (Sparta winning « R - 1/2 » at sea and then weakening its own trireme).
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from kleos.sphacteria.combat import evaluate
from kleos.sphacteria.combat_table import lookup, loss_count, winner_is_attacker
from kleos.sphacteria.state import SphacteriaState

from .helpers import ATH, SPA, action_phase, empty, is_weak, put, texts, where

SIDE = ("ATH", "SPA")


@dataclass(frozen=True)
class Setup:
    """A combat: the attacker's pieces move from ``origin`` into ``zone``, where the defender's pieces stand."""

    name: str
    attacker: int
    origin: str
    zone: str
    move: str  # the action that brings a piece in: step (land) or sail (sea)
    att: tuple[str, ...]
    dfn: tuple[str, ...]
    att_leaders: tuple[str, ...] = ()
    def_leaders: tuple[str, ...] = ()


SETUPS = [
    # land, clear terrain: Gialova (M) and the Spartan camp (N)
    Setup("land-ath-strong", ATH, "M", "N", "step", ("ATH-H2", "ATH-H3", "ATH-P1"), ("SPA-H5",), ("ATH-DEM",),
          ("SPA-STY",)),
    Setup("land-ath-weak", ATH, "M", "N", "step", ("ATH-A1",), ("SPA-H1", "SPA-H2", "SPA-H3"), ("ATH-SOP",),
          ("SPA-BRA",)),
    Setup("land-spa-strong", SPA, "N", "M", "step", ("SPA-H1", "SPA-H2", "SPA-H5"), ("ATH-A1",), ("SPA-BRA",),
          ("ATH-SOP",)),
    Setup("land-spa-weak", SPA, "N", "M", "step", ("SPA-H5",), ("ATH-H2", "ATH-H3", "ATH-P1"), ("SPA-STY",),
          ("ATH-DEM",)),
    # at sea: the bay (E), entered from F
    Setup("sea-ath-strong", ATH, "F", "E", "sail", ("ATH-T2", "ATH-T3", "ATH-T4"), ("SPA-T2",)),
    Setup("sea-ath-weak", ATH, "F", "E", "sail", ("ATH-T1",), ("SPA-T1", "SPA-T2", "SPA-T3")),
    Setup("sea-spa-strong", SPA, "F", "E", "sail", ("SPA-T1", "SPA-T2", "SPA-T3"), ("ATH-T1",)),
    Setup("sea-spa-weak", SPA, "F", "E", "sail", ("SPA-T2",), ("ATH-T2", "ATH-T3", "ATH-T4")),
    # Pylos (P), difficult terrain behind the fortification, attacked from O (4.2 précision: 3 columns left)
    Setup("pylos-spa-strong", SPA, "O", "P", "step", ("SPA-H1", "SPA-H2", "SPA-H3", "SPA-H4"), ("ATH-A1",),
          ("SPA-EPI",), ("ATH-DEM",)),
    Setup("pylos-spa-weak", SPA, "O", "P", "step", ("SPA-H5",), ("ATH-H2", "ATH-H3", "ATH-H4"), ("SPA-STY",),
          ("ATH-DEM",)),
    Setup("pylos-ath-strong", ATH, "O", "P", "step", ("ATH-H2", "ATH-H3", "ATH-H4", "ATH-P1"), ("SPA-H5",),
          ("ATH-CLE",), ("SPA-STY",)),
    Setup("pylos-ath-weak", ATH, "O", "P", "step", ("ATH-A1",), ("SPA-H1", "SPA-H2", "SPA-H3"), ("ATH-SOP",),
          ("SPA-EPI",)),
]


def _position(setup: Setup) -> SphacteriaState:
    """The attacker's pieces in ``origin``, the defender's in ``zone``, the attacker's action phase with 3 AP."""
    st = empty(turn=5)
    for pid in setup.att + setup.att_leaders:
        put(st, pid, setup.origin)
    for pid in setup.dfn + setup.def_leaders:
        put(st, pid, setup.zone)
    action_phase(st, setup.attacker, budget=3)
    st.apply(f"activate {setup.origin}")
    for pid in setup.att + setup.att_leaders:
        st.apply(f"{setup.move} {pid} {setup.zone}")
    st.apply("done")
    st.apply("attack")
    while st.stage == "c_strat":
        st.apply("no_stratagem")
    return st


def _cell(st: SphacteriaState, setup: Setup, die: int) -> tuple[str, str]:
    """The printed cell (attacker's result, defender's result) this die reads."""
    calc = evaluate(st, setup.zone, setup.attacker, [None, None], [None, None])
    return lookup(st.static, calc.column, die + calc.die_modifier)


def _fight(setup: Setup, die: int) -> tuple[SphacteriaState, tuple[str, str], list[tuple[int, list[str]]]]:
    """Fight the combat out: every fraction's choice takes the first unit offered, every retreat the first zone.
    Returns the state after it, the cell, and each loss decision as (the seat deciding, the units offered)."""
    st = _position(setup)
    cell = _cell(st, setup, die)
    st.apply(f"die {die}")
    choices: list[tuple[int, list[str]]] = []
    while st.stage in ("c_loss", "c_retreat"):
        offered = texts(st)
        if st.stage == "c_loss":
            choices.append((st.current_player, [t.split()[1] for t in offered]))
        st.apply(offered[0])
    return st, cell, choices


def _vp_value(st: SphacteriaState, pid: str) -> int:
    """8.2: 2 VP per naval unit, 1 per land unit or leader."""
    return 2 if st.static.p_type[st.static.p_index[pid]] == "T" else 1


CASES = [(setup, die) for setup in SETUPS for die in range(1, 7)]


@pytest.mark.parametrize(("setup", "die"), CASES, ids=[f"{s.name}-die{d}" for s, d in CASES])
def test_4_2_each_side_takes_its_own_result(setup: Setup, die: int):
    st, (att_res, def_res), choices = _fight(setup, die)
    attacker, defender = setup.attacker, 1 - setup.attacker
    attacker_wins = winner_is_attacker(st.static, att_res, def_res, st.game.options.crt_tie_winner)
    loser = defender if attacker_wins else attacker
    vp_gained = [0, 0]
    for seat, units, leaders, res in ((attacker, setup.att, setup.att_leaders, att_res),
                                      (defender, setup.dfn, setup.def_leaders, def_res)):
        gone = [u for u in units if where(st, u) == "X"]
        weak = [u for u in units if is_weak(st, u)]
        if res == "E":
            assert gone == list(units), f"E eliminates every unit of {SIDE[seat]}'s force"
            assert all(where(st, ld) == "X" for ld in leaders), "4.2: the leaders of a side that takes E are eliminated"
        elif res == "A":
            assert sorted(gone + weak) == sorted(units), f"A weakens every unit of {SIDE[seat]}'s force"
            assert not gone or seat == loser, "A only eliminates the already weakened (none here) or a cut-off retreat"
        elif res == "R":
            assert not weak, f"R: {SIDE[seat]} loses nothing"
            assert not gone or seat == loser, "R: only a retreat with nowhere to go eliminates"
        else:  # a fraction: that many of the side's own units, rounded in its favour, at least one
            n = loss_count(res, len(units))
            if not gone:
                assert len(weak) == n, f"{res} of {len(units)} units weakens {n} of {SIDE[seat]}'s"
            else:  # the loser cut off from any free zone: its survivors are eliminated in the retreat
                assert seat == loser and len(weak) <= n
        offered_here = [(who, offered) for who, offered in choices if set(offered) & set(units)]
        for who, offered in offered_here:
            assert who == seat, "4.2: the side that takes a fraction chooses the units it weakens"
            assert set(offered) <= set(units), "and chooses among its own units only"
        if res in ("R", "A", "E"):
            assert not offered_here, f"{res}: nobody chooses among {SIDE[seat]}'s units"
        vp_gained[1 - seat] += sum(_vp_value(st, p) for p in (*units, *leaders) if where(st, p) == "X")
    assert st.vp_kills == vp_gained, "8.2: each side scores what the other lost"
    winner = 1 - loser
    winners_left = [p for p in (setup.att if winner == attacker else setup.dfn) if where(st, p) != "X"]
    assert all(where(st, p) == setup.zone for p in winners_left), "the winner's survivors hold the zone"
    losers = (setup.att + setup.att_leaders) if loser == attacker else (setup.dfn + setup.def_leaders)
    assert all(where(st, p) != setup.zone for p in losers), "4.2: the loser's survivors and leaders leave the zone"


def test_4_2_the_cases_cover_every_result_for_each_attacker_and_defender():
    """The cases above meet R, the fractions, A and E as the attacker's and as the defender's result, for each side."""
    seen: dict[tuple[int, str], set[str]] = {}
    for setup, die in CASES:
        st = _position(setup)
        att_res, def_res = _cell(st, setup, die)
        seen.setdefault((setup.attacker, "attacker"), set()).add(att_res)
        seen.setdefault((setup.attacker, "defender"), set()).add(def_res)
    for key in seen:
        missing = {"R", "1/4", "1/2", "3/4", "A", "E"} - seen[key]
        assert not missing, (key, missing)


def test_4_2_sparta_wins_r_half_at_sea_athens_weakens_one_of_its_own_triremes():
    """Seen before the fix: « R - 1/2; Sparta wins », then Sparta's own trireme was weakened. The defender (Athens)
    takes 1/2 of its 2 triremes, chooses which, and retreats; Sparta loses nothing and holds the zone."""
    setup = Setup("sea", SPA, "F", "E", "sail", ("SPA-T1", "SPA-T2", "SPA-T3"), ("ATH-T3", "ATH-T4"))
    die = next(d for d in range(1, 7) if _cell(_position(setup), setup, d) == ("R", "1/2"))
    st = _position(setup)
    st.apply(f"die {die}")
    assert st.stage == "c_loss" and st.current_player == ATH
    assert sorted(texts(st)) == ["weaken ATH-T3", "weaken ATH-T4"]
    st.apply("weaken ATH-T4")
    assert is_weak(st, "ATH-T4") and not is_weak(st, "ATH-T3")
    assert not any(is_weak(st, p) for p in setup.att)
    assert st.stage == "c_retreat" and st.current_player == ATH  # Athens lost: its triremes leave E
    while st.stage == "c_retreat":
        st.apply(texts(st)[0])
    assert all(where(st, p) == "E" for p in setup.att) and all(where(st, p) != "E" for p in setup.dfn)


def test_4_2_sparta_attacks_pylos_and_takes_e_its_force_and_leader_fall_athens_scores():
    """An E for the attacker (Sparta) eliminates the Spartan force and its leader; Athens, the defender, loses
    nothing, scores 1 VP per land unit and per leader (8.2) and keeps Pylos: its supply is not suspended (5.3)."""
    setup = Setup("pylos", SPA, "O", "P", "step", ("SPA-H5",), ("ATH-H2", "ATH-H3", "ATH-H4"), ("SPA-STY",),
                  ("ATH-DEM",))
    die = next(d for d in range(1, 7) if _cell(_position(setup), setup, d)[0] == "E")
    st = _position(setup)
    st.apply(f"die {die}")
    assert where(st, "SPA-H5") == "X" and where(st, "SPA-STY") == "X"
    assert all(where(st, p) == "P" and not is_weak(st, p) for p in (*setup.dfn, *setup.def_leaders))
    assert st.vp_kills == [2, 0]
    assert not [e for e in st.log if "suspended" in str(e.text) and "Athens" in str(e.text)]


def test_4_2_athens_attacks_the_island_spartan_e_empties_it_and_suspends_spartan_supply():
    """Athens attacking T with an E for the defender: the Spartan garrison and its leader are eliminated, Athens
    scores them, and with no Spartan left on the island the supply check is suspended, its marker back at 3 (5.3)."""
    st = empty(turn=5)
    for pid in ("ATH-H2", "ATH-H3", "ATH-H4", "ATH-P1"):
        put(st, pid, "S")
    put(st, "SPA-H5", "T", weak=True)
    put(st, "SPA-EPI", "T")
    st.supply[SPA] = 1
    action_phase(st, ATH, budget=3)
    st.apply("activate S")
    for pid in ("ATH-H2", "ATH-H3", "ATH-H4", "ATH-P1"):
        st.apply(f"step {pid} T")
    st.apply("done")
    st.apply("attack")
    while st.stage == "c_strat":
        st.apply("no_stratagem")
    calc = evaluate(st, "T", ATH, [None, None], [None, None])
    die = next(d for d in range(1, 7) if lookup(st.static, calc.column, d + calc.die_modifier)[1] in ("E", "A"))
    st.apply(f"die {die}")
    while st.stage in ("c_loss", "c_retreat"):
        st.apply(texts(st)[0])
    assert where(st, "SPA-H5") == "X"  # E, or A on a weakened unit
    assert not any(is_weak(st, p) for p in ("ATH-H2", "ATH-H3", "ATH-H4", "ATH-P1"))
    assert st.vp_kills[ATH] >= 1 and st.vp_kills[SPA] == 0
    assert st.supply[SPA] == 3
