"""Sphactérie: what the rules promise after every step (checked by ``kleos.engine.invariants``).

- 4.2: a combat result hurts only the side whose result it is: the first figure of the cell is the attacker's, the
  second the defender's; a side whose result is R loses nothing, unless it is the beaten side and a retreating
  piece has nowhere to go (then it is eliminated, 4.2). Read from the pieces' printed sides, not from how the
  combat stores its forces.
- 1: a piece belongs to one side for the whole game: it stands only in the zones, in its own side's rear bases
  (0.2) or off the map; an eliminated piece never comes back (the 6 #15-16 and 2.D recoveries heal weakened units);
  a leader is never weakened (1.2).
- 6: each stratagem counter is in exactly one place: the bowl, a hand or out of the game.
- 5: the supply markers stay on 0 to 3; 8.2: the VP of eliminations never go down.
- 2.D: when a side's adjustments begin, no zone holds combat units of both sides (every combat has been fought).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kleos.sphacteria.combat import evaluate
from kleos.sphacteria.combat_table import lookup, winner_is_attacker

if TYPE_CHECKING:
    from kleos.sphacteria.state import SphacteriaState

OFF_MAP = ("-", "X", "OUT")
SIDES = ("ATH", "SPA")


def check(st: SphacteriaState, before: SphacteriaState | None) -> list[str]:
    s = st.static
    out: list[str] = []
    for i, loc in enumerate(st.loc):
        base = s.bases.get(loc)
        if loc not in OFF_MAP and loc not in s.zones and base is None:
            out.append(f"1: {s.pieces[i]} stands in {loc}, which is no zone")
        elif base is not None and base.side != SIDES[s.p_side[i]]:
            out.append(f"0.2: {s.pieces[i]} stands in the other side's base {loc}")
        if st.weak[i] and (s.p_type[i] == "L" or loc in ("X", "OUT")):
            out.append(f"1.2, 4.2: {s.pieces[i]} is weakened as a leader or off the map")
    counters = sorted([*st.bowl, *st.hands[0], *st.hands[1], *st.out])
    if counters != sorted(s.counters):
        out.append("6: the stratagem counters are not each in exactly one place (bowl, hands, out)")
    if any(not 0 <= m <= 3 for m in st.supply):
        out.append(f"5: a supply marker is off the track: {st.supply}")
    if st.stage.startswith("adj") and (before is None or not before.stage.startswith("adj")):
        for zone in s.zones:
            sides = {s.p_side[i] for i in st.at(zone) if s.p_type[i] != "L"}
            if len(sides) == 2:
                out.append(f"2.D: the adjustments begin with both sides' units in {zone}")
    if before is not None:
        if any(a < b for a, b in zip(st.vp_kills, before.vp_kills, strict=True)):
            out.append(f"8.2: the VP of eliminations went down: {before.vp_kills} -> {st.vp_kills}")
        for i, loc in enumerate(st.loc):
            if before.loc[i] == "X" and loc != "X":
                out.append(f"4.2: {s.pieces[i]} came back from elimination to {loc}")
        if before.combat:
            out += _combat_sides(st, before)
    return out


def _combat_sides(st: SphacteriaState, before: SphacteriaState) -> list[str]:
    """4.2: in a step of a combat, who may have been hurt in its zone."""
    s = st.static
    c = before.combat
    zone, att = c["zone"], c["att"]
    res = c.get("res")
    if res is None:
        if st.combat.get("res") is not None and st.combat.get("zone") == zone:
            res = st.combat["res"]
        else:  # the die of this step resolved the whole combat at once: read its cell again
            last = st.history[-1] if st.history else None
            text = st.game.actions.actions[last.action].text if last is not None else ""
            if not text.startswith("die "):
                return []
            calc = evaluate(before, zone, att, c["plays"], c["s08"])
            res = list(lookup(s, calc.column, int(text.split()[1]) + calc.die_modifier))
    att_res, def_res = res
    loser = 1 - att if winner_is_attacker(s, att_res, def_res, st.game.options.crt_tie_winner) else att
    out = []
    for i, loc in enumerate(before.loc):
        if loc != zone:
            continue
        side = s.p_side[i]
        mine = att_res if side == att else def_res
        weakened = st.weak[i] and not before.weak[i]
        eliminated = st.loc[i] == "X"
        if mine == "R" and weakened:
            out.append(f"4.2: {s.pieces[i]} was weakened although its side's result is R")
        if mine == "R" and eliminated and side != loser:
            out.append(f"4.2: {s.pieces[i]} of the winning side was eliminated although its side's result is R")
        if mine != "E" and eliminated and s.p_type[i] == "L" and side != loser:
            out.append(f"4.2: the leader {s.pieces[i]} fell although his side took {mine}, not E")
    return out
