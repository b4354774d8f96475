"""Sphactérie 4.1, 4.2 and the combat stratagems of 6: forces, odds, die modifiers a-g, column shifts a-f.

:func:`evaluate` computes one combat before the die roll from a state, the attacking side and the stratagems
each side played in it; the state machine in ``state.py`` rolls the die, applies the cell and the retreats.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from kleos.i18n import Message, translator
from kleos.sphacteria.combat_table import clamp_column, odds_column
from kleos.sphacteria.zones import BEACH, combat_units, is_difficult, leaders

if TYPE_CHECKING:
    from kleos.sphacteria.state import SphacteriaState

_, ngettext = translator("sphacteria")

SPARTA = 1

#: each column shift and die modifier of :func:`evaluate` (keys, the same in every language) as people read it
MODIFIER_TEXT: dict[str, Message] = {
    "4.2 column a": _("4.2 column a"),
    "4.2 column b": _("4.2 column b"),
    "4.2 column c": _("4.2 column c"),
    "4.2 column d": _("4.2 column d"),
    "4.2 column e": _("4.2 column e"),
    "4.2 column f": _("4.2 column f"),
    "6 #1 Periplous": _("6 #1 Periplous"),
    "6 #2 Kuklos": _("6 #2 Kuklos"),
    "6 #3 Diekplous": _("6 #3 Diekplous"),
    "6 #7 Spartiates !": _("6 #7 Spartiates !"),
    "4.2 die a": _("4.2 die a"),
    "4.2 die b": _("4.2 die b"),
    "4.2 die c": _("4.2 die c"),
    "4.2 die d": _("4.2 die d"),
    "4.2 die e": _("4.2 die e"),
    "4.2 die f": _("4.2 die f"),
    "4.2 die g": _("4.2 die g"),
    "6 #4 Epibates (both)": _("6 #4 Epibates (both)"),
    "6 #4 Epibates": _("6 #4 Epibates"),
}


@dataclass
class CombatCalc:
    """One combat before the roll: who fights, the odds, every modifier with the rule that gives it."""

    zone: str
    naval: bool
    attacker: int
    att_units: list[int]
    def_units: list[int]
    att_pf: int
    def_pf: int
    base_column: int
    column: int
    shifts: list[tuple[str, int]] = field(default_factory=list)
    die_mods: list[tuple[str, int]] = field(default_factory=list)

    @property
    def die_modifier(self) -> int:
        return sum(v for _reason, v in self.die_mods)


def etype(st: SphacteriaState, piece: int, zone: str) -> str:
    """4.1 exception: a trireme on the beach is a land unit of type P."""
    t = st.static.p_type[piece]
    return "P" if t == "T" and zone == BEACH else t


def combat_pf(st: SphacteriaState, piece: int, zone: str) -> int:
    """Current PF in this combat: a beached trireme is worth 1 PF (4.1)."""
    if st.static.p_type[piece] == "T" and zone == BEACH:
        return 1
    return st.pf(piece)


def is_naval_zone(st: SphacteriaState, zone: str) -> bool:
    return st.static.is_sea(zone)


def forces(st: SphacteriaState, zone: str, attacker: int) -> tuple[bool, list[int], list[int]]:
    """4.1: land against land or naval against naval; in V every combat unit fights as a land unit."""
    naval = is_naval_zone(st, zone)
    return naval, combat_units(st, zone, attacker), combat_units(st, zone, 1 - attacker)


def combined_pf(st: SphacteriaState, zone: str, side: int, naval: bool) -> int:
    """6 #8: half (rounded up) of the PF of the side's units of the combat's domain in ``zone``."""
    s = st.static
    pf = 0
    for i in combat_units(st, zone, side):
        if (s.p_type[i] == "T") == naval or (not naval and zone == BEACH):
            pf += combat_pf(st, i, zone)
    return (pf + 1) // 2


def evaluate(st: SphacteriaState, zone: str, attacker: int, plays: list[str | None],
             s08: list[str | None]) -> CombatCalc:
    """Odds and modifiers of the combat in ``zone`` (4.2), with the stratagems of 6 already played."""
    s = st.static
    defender = 1 - attacker
    naval, att, dfn = forces(st, zone, attacker)
    att_pf = sum(combat_pf(st, i, zone) for i in att)
    def_pf = sum(combat_pf(st, i, zone) for i in dfn)
    for seat in (attacker, defender):
        if plays[seat] == "S08" and s08[seat]:
            bonus = combined_pf(st, s08[seat], seat, naval)
            if seat == attacker:
                att_pf += bonus
            else:
                def_pf += bonus
    base = odds_column(s, att_pf, def_pf)
    att_play, def_play = plays[attacker], plays[defender]
    pelt = att_play == "S06"
    cancels = set(st.game.options.peltastes_cancels.split("-")) if pelt else set()
    shifts: list[tuple[str, int]] = []
    dm: list[tuple[str, int]] = []
    cs = s.crt.column_shifts
    dmod = s.crt.die_modifiers

    at = [etype(st, i, zone) for i in att]
    dt = [etype(st, i, zone) for i in dfn]
    att_h, def_h = "H" in at, "H" in dt
    if att_h and not def_h and "a" not in cancels:
        shifts.append(("4.2 column a", cs["a"].value))
    if not att_h and def_h and "b" not in cancels:
        shifts.append(("4.2 column b", cs["b"].value))
    banded_def = 2 * sum(1 for i in dfn if s.p_band[i] and etype(st, i, zone) == "H") >= len(dfn) > 0
    banded_att = 2 * sum(1 for i in att if s.p_band[i] and etype(st, i, zone) == "H") >= len(att) > 0
    if banded_def != banded_att:
        shifts.append(("4.2 column c", cs["c"].value if banded_def else -cs["c"].value))
    if not naval:
        entries = [st.entry.get(s.pieces[i]) for i in att]
        if any(e and e[0] == zone and e[1] for e in entries):
            shifts.append(("4.2 column d", cs["d"].value))
        if any(e and e[0] == zone and e[2] for e in entries):
            shifts.append(("4.2 column e", cs["e"].value))
        if is_difficult(st, zone) and "f" not in cancels:
            shifts.append(("4.2 column f", cs["f"].value))
    for seat in (attacker, defender):
        play = plays[seat]
        sign = 1 if seat == attacker else -1
        if play == "S01":
            shifts.append(("6 #1 Periplous", 2 * sign))
        elif play == "S02":
            shifts.append(("6 #2 Kuklos", -1))
        elif play == "S03":
            shifts.append(("6 #3 Diekplous", 1))
        elif play == "S07":
            shifts.append(("6 #7 Spartiates !", 1 if attacker == SPARTA else -1))

    # die modifiers
    a_lead = sum(1 for i in leaders(st, zone, attacker) if s.p_star[i])
    d_lead = sum(1 for i in leaders(st, zone, defender) if s.p_star[i])
    if att_play == "S09":
        d_lead = 0
    if def_play == "S09":
        a_lead = 0
    if a_lead - d_lead:
        dm.append(("4.2 die a", dmod["a"].value * (a_lead - d_lead)))
    att_star_h = any(s.p_star[i] and t == "H" for i, t in zip(att, at, strict=True))
    def_star_h = any(s.p_star[i] and t == "H" for i, t in zip(dfn, dt, strict=True))
    if att_star_h and not def_star_h:
        dm.append(("4.2 die b", dmod["b"].value))
    if "A" in dt:
        dm.append(("4.2 die c", dmod["c"].value))
    if len(set(at)) >= 3:
        dm.append(("4.2 die d", dmod["d"].value))
    if dfn and all(s.p_star[i] and t == "H" for i, t in zip(dfn, dt, strict=True)) and "e" not in cancels:
        dm.append(("4.2 die e", dmod["e"].value))
    a_t = sum(1 for i, t in zip(att, at, strict=True) if t == "T" and s.p_star[i])
    d_t = sum(1 for i, t in zip(dfn, dt, strict=True) if t == "T" and s.p_star[i])
    if a_t - d_t:
        dm.append(("4.2 die f", dmod["f"].value * (a_t - d_t)))
    if zone == BEACH:
        dm.append(("4.2 die g", dmod["g"].value))
    if att_play == "S04" and def_play == "S04":
        dm.append(("6 #4 Epibates (both)", 1))
    elif att_play == "S04":
        dm.append(("6 #4 Epibates", 2))
    elif def_play == "S04":
        dm.append(("6 #4 Epibates", -1))
    col = clamp_column(s, base + sum(v for _reason, v in shifts))
    return CombatCalc(zone, naval, attacker, att, dfn, att_pf, def_pf, base, col, shifts, dm)
