"""Hellas 2, 6, 10, 11: a few short seeded random games, the book's bookkeeping checked after every action."""

from __future__ import annotations

import random

import pytest

from .hel_helpers import bd, board, initial

NAMES = ("Sparta", "Athens")


def check_bookkeeping(s) -> None:
    """6: income = goods chart + Economy bonuses; 4.8/10: supply = uncontested yellow posts; 11: control = every goods
    hex held by an own post, fortress or legion, uncontested (Sikelia 3 steps); 2: VP = their parts."""
    data = bd()
    b = board(s)
    held: list[dict[str, int]] = [{}, {}]
    for k, h in b["hexes"].items():
        if h.get("contested"):
            continue
        if "post" in h:
            seat, n = NAMES.index(h["post"][0]), h["post"][1]
        elif h.get("fortress") in NAMES:
            seat, n = NAMES.index(h["fortress"]), 1
        else:
            continue
        good = data["hexes"][k]["good"]
        held[seat][good] = held[seat].get(good, 0) + n
    for seat, p in enumerate(b["players"]):
        assert p["goods"] == held[seat]
        income = sum(data["goods"][g]["income"][n] for g, n in p["goods"].items())
        assert p["income"] == income + data["economy_bonus"][p["phases"]["economy"]]
        assert p["supply"]["posts"] == sum(n for g, n in p["goods"].items() if data["goods"][g]["class"] == "supply")
        assert p["treasury"] >= 0
        assert -8 <= p["stability"] <= 9
        assert p["vp"] == sum(p["vp_parts"].values())
        regions = []
        for name, r in data["regions"].items():
            ok = True
            for k in r["goods_hexes"]:
                h = b["hexes"].get(k, {})
                mine = (h.get("post", [None])[0] == NAMES[seat] or h.get("fortress") == NAMES[seat]
                        or any(u["owner"] == NAMES[seat] and u["arm"] == "land" for u in h.get("units", [])))
                ok = ok and mine and not h.get("contested")
            if ok:
                regions.append(name)
        assert sorted(p["regions"]) == sorted(regions)
        steps = sum(data["regions"][r]["steps"] for r in regions if data["regions"][r]["kind"] == "province")
        assert p["control"]["provinces"] == steps


@pytest.mark.parametrize("seed", [11, 12, 13])
def test_6_10_11_random_games_keep_the_books(seed):
    """6: « les joueurs doivent mettre à jour avec soin leur niveau de revenus global »; 10, 11: supply and control
    follow the posts (checked between actions, never in the middle of a move)."""
    rng = random.Random(seed)
    s = initial(seed)
    for _ in range(1200):
        if s.is_terminal():
            break
        acts = s.legal_actions()
        busy = [a for a in acts if a.text not in ("done", "act pass", "stop")]
        s.apply(rng.choice(busy) if busy and rng.random() < 0.85 else rng.choice(acts))
        if board(s)["stage"] == "choose":
            check_bookkeeping(s)
    assert board(s)["turn"] > 5
