"""Small helpers to build rulebook positions: construct, set fields directly, invalidate."""

from __future__ import annotations

from kleos.engine import load_game
from kleos.polis.data import G, load_data

D = load_data()
S, A = 0, 1


def position(round_type: str = "3", scenario: str = "full", **options):
    """A state at the start of a turn of Sparta in ``round_type``, with an empty board: only the two capitals
    owned (at base population), no units, no goods, 5 prestige each, no projects, no event."""
    game = load_game("polis", scenario=scenario, **options)
    s = game.new_initial_state(0)
    s.round_idx = s.rounds.index(round_type)
    s.stage = "turn"
    s.to_move = S
    s.passed = [False, False]
    s.first_passer = -1
    s.turn_acts = []
    s.turn_count = [0, 0]
    s.display = []
    s.event = None
    s.mods = {}
    s.ev_queue = []
    s.owner = [-1] * 18
    s.pop = list(D.base)
    for seat in (S, A):
        s.owner[D.capital[seat]] = seat
        s.proxenos[seat] = D.capital[seat]
    s.units = [[0] * len(D.regions), [0] * len(D.regions)]
    s.goods = [[0] * 6, [0] * 6]
    s.prestige = [5, 5]
    s.merchants_port = [0, 0]
    s.cargo = [-1] * len(D.cargoes)
    s.collected = [-1] * D.NT
    s.invalidate()
    return s


def own(s, seat: int, polis: str, pop: int | None = None) -> None:
    i = D.polis_index[polis]
    s.owner[i] = seat
    s.pop[i] = D.base[i] if pop is None else pop
    s.invalidate()


def put(s, seat: int, region: str, n: int) -> None:
    s.units[seat][D.region_index[region]] = n
    s.invalidate()


def units(s, seat: int, region: str) -> int:
    return s.units[seat][D.region_index[region]]


def goods(s, seat: int, **kw: int) -> None:
    for g, n in kw.items():
        if g == "prestige":
            s.prestige[seat] = n
        else:
            s.goods[seat][G[g]] = n
    s.invalidate()


def good(s, seat: int, g: str) -> int:
    return s.goods[seat][G[g]]


def pop(s, polis: str) -> int:
    return s.pop[D.polis_index[polis]]


def owner(s, polis: str) -> int:
    return s.owner[D.polis_index[polis]]


def play(s, *texts: str) -> None:
    for t in texts:
        s.apply(t)


def legal(s) -> set[str]:
    return {a.text for a in s.legal_actions()}
