"""Sphactérie: the effect of each action on the state, and the automatic steps of the sequence of play
(2.B initiative, 2.C reinforcements and action phases, 4.1-4.2 combat resolution, 2.D adjustments, 5 supply,
6 stratagem effects). Legality is checked before (``legal.py``): these functions may assume a legal action.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kleos.engine import Action
from kleos.i18n import translator
from kleos.sphacteria import movement, stratagems, supply, victory
from kleos.sphacteria.combat import MODIFIER_TEXT, evaluate
from kleos.sphacteria.combat_table import lookup, loss_count, winner_is_attacker
from kleos.sphacteria.labels import (
    face_name,
    faces_name,
    group_label,
    joined,
    piece_label,
    pieces_label,
    place_label,
)
from kleos.sphacteria.zones import (
    contested,
    has_enemy_units,
    in_play,
    leaders,
)

if TYPE_CHECKING:
    from kleos.sphacteria.state import SphacteriaState

_, ngettext = translator("sphacteria")

SIDE_CODES = ("ATH", "SPA")
MP = {"L": movement.LEADER_MP, "T": 1}


#: the outcome of a supply check (5.1-5.3), as the log says it
SUPPLY_TEXT = {
    "suspended": _("suspended"),
    "capitulation": _("capitulation"),
    "blockaded": _("blockaded"),
    "supplied": _("supplied"),
}


# ---------------------------------------------------------------------- 2.B, 2.C: initiative, reinforcements
def set_initiative(st: SphacteriaState) -> None:
    """2.B: higher 2d6 takes the initiative; ties: more naval PF on the map, then Sparta. AP = ceil(2d6 / 2)."""
    s = st.static
    ath, spa = st.rolls
    st.ap = [(ath + 1) // 2, (spa + 1) // 2]
    if ath != spa:
        st.initiative = 0 if ath > spa else 1
        why = _("higher roll")
    else:
        pf = [0, 0]
        for i in range(len(s.pieces)):
            if s.p_type[i] == "T" and st.loc[i] in s.zones:
                pf[s.p_side[i]] += st.pf(i)
        st.initiative = 0 if pf[0] > pf[1] else 1
        why = (_("tie; naval PF on the map {athens} to {sparta}", athens=pf[0], sparta=pf[1]) if pf[0] != pf[1]
               else _("tie; naval PF on the map {athens} to {sparta}, Sparta wins ties", athens=pf[0], sparta=pf[1]))
    if st.logging:
        st.note(_("Sphactérie 2.B: Athens {athens_roll} -> {athens_ap} AP, Sparta {sparta_roll} -> {sparta_ap} AP; "
                  "{seat} has the initiative ({why})", athens_roll=ath, athens_ap=st.ap[0], sparta_roll=spa,
                  sparta_ap=st.ap[1], seat=st.seat_label(st.initiative), why=why), rule="2.B")


def enter_group(st: SphacteriaState, group: str) -> None:
    s = st.static
    g = s.groups[group]
    for base, plist in g.pieces.items():
        for pid in plist:
            i = s.p_index[pid]
            if st.loc[i] == "-":
                st._place(i, base)
                st.weak[i] = False
    for pid in g.removes:  # 7.1: Sophoclès and Eurymédon leave with RH2
        i = s.p_index[pid]
        if st.loc[i] not in ("X", "OUT", "-"):
            st._place(i, "OUT")
    st.entered.append(group)
    if st.logging:
        rule = "7.1" if g.side == "ATH" else "7.2"
        where = joined([_("{base}: {pieces}", base=place_label(st, b), pieces=pieces_label(st, p))
                        for b, p in g.pieces.items()])
        if g.removes:
            st.note(_("Sphactérie {rule}: {group} arrive ({where}); {leaving} leave the game", rule=rule,
                      group=group_label(group), where=where, leaving=pieces_label(st, g.removes)), rule=rule)
        else:
            st.note(_("Sphactérie {rule}: {group} arrive ({where})", rule=rule, group=group_label(group),
                      where=where), rule=rule)


def deploy(st: SphacteriaState) -> None:
    """2.C: historical reinforcements due this turn, then the optional ones called in the window."""
    for group, due in sorted(st.due.items()):
        if due == st.turn and group not in st.entered:
            enter_group(st, group)
    for _seat, group in st.pending_ro:
        if group not in st.entered:
            enter_group(st, group)
    st.pending_ro = []


def next_phase(st: SphacteriaState) -> bool:
    """2.C: the next action phase (alternating; a player without AP passes). False: activation is over."""
    if st.phase_no == 0:
        cand = st.initiative if st.ap[st.initiative] > 0 else 1 - st.initiative
    else:
        other = 1 - st.active
        cand = other if st.ap[other] > 0 else st.active
    if st.ap[cand] <= 0:
        return False
    st._reset_phase()
    st.phase_no += 1
    st.active = cand
    st.budget = 0
    st.stage = "announce"
    return True


def end_phase(st: SphacteriaState) -> None:
    if st.logging and st.budget:
        st.note(ngettext("Sphactérie 2.C: {seat} ends the action phase; {ap} announced AP unspent is lost",
                         "Sphactérie 2.C: {seat} ends the action phase; {ap} announced AP unspent are lost", st.budget,
                         seat=st.seat_label(st.active), ap=st.budget), rule="2.C")
    st.budget = 0
    st.combat = {}
    st._reset_phase()
    st.stage = "next_phase"


def forced_return(st: SphacteriaState) -> None:
    """4.1: no AP left for the forced combats: the active player's units there go back weakened."""
    s = st.static
    side = st.active
    for zone in contested(st):
        for i in list(st.at(zone)):
            if s.p_side[i] != side:
                continue
            pid = s.pieces[i]
            back = st.origin.get(pid, zone)
            st._place(i, back)
            st.entry.pop(pid, None)
            if st.logging:
                st.note(_("Sphactérie 4.1: no AP for the forced combat in {zone}: {piece} returns to {back}",
                          zone=place_label(st, zone),
                          piece=piece_label(st, pid), back=place_label(st, back)), rule="4.1")
            if s.p_type[i] != "L":
                st._weaken(i, "4.1")
            if st.loc[i] not in ("X", "OUT"):
                st._captures(st.loc[i])


# ---------------------------------------------------------------------- movement
def activate(st: SphacteriaState, zone: str) -> None:
    s = st.static
    side = st.active
    cost = activation_cost(st, zone)
    st.budget -= cost
    st.activated.append(zone)
    st.act_zone = zone
    st.mp = {}
    st.act_order = []
    st.act_seas = {}
    st.sailed = {}
    for i in st.at(zone):
        if s.p_side[i] == side and s.pieces[i] not in st.origin:
            st.mp[s.pieces[i]] = MP.get(s.p_type[i], movement.UNIT_MP)
    if st.logging:
        st.note(_("Sphactérie 2.C: {seat} activates {zone} for {cost} AP ({left} left this phase)",
                  seat=st.seat_label(side), zone=place_label(st, zone), cost=cost, left=st.budget), rule="2.C")
    st.stage = "move"


def activation_cost(st: SphacteriaState, zone: str) -> int:
    """2.C: 1 AP if the zone holds a leader of the side, 2 otherwise."""
    s = st.static
    return 1 if any(s.p_side[i] == st.active and s.p_type[i] == "L" for i in st.at(zone)) else 2


def _moved(st: SphacteriaState, i: int) -> None:
    pid = st.static.pieces[i]
    if pid not in st.origin:
        st.origin[pid] = st.loc[i]
    st.act_order.append(pid)


def step(st: SphacteriaState, i: int, dest: str) -> None:
    s = st.static
    pid = s.pieces[i]
    cur = st.loc[i]
    _moved(st, i)
    side = s.p_side[i]
    if s.is_sea(dest):  # naval transport (3.3): units use the triremes' capacity, leaders travel free
        if s.p_type[i] != "L":
            st.carried[dest] = st.carried.get(dest, 0) + 1
        st.act_seas[pid] = [*st.act_seas.get(pid, []), dest]
    if s.is_land(dest):
        st.entry[pid] = [dest, (cur, dest) in s.fortified, s.is_sea(cur)]
    st._place(i, dest)
    st.mp[pid] -= 1
    if has_enemy_units(st, dest, side):
        st.mp[pid] = 0  # 3: entering an enemy-occupied zone ends the move
    if st.logging:
        if s.is_sea(dest) or s.is_sea(cur):
            st.note(_("Sphactérie 3: {piece} {origin} -> {zone} (naval transport)", piece=piece_label(st, pid),
                      origin=place_label(st, cur), zone=place_label(st, dest)),
                    rule="3")
        else:
            st.note(_("Sphactérie 3: {piece} {origin} -> {zone}", piece=piece_label(st, pid),
                      origin=place_label(st, cur), zone=place_label(st, dest)), rule="3")
    st._captures(dest)


def sail(st: SphacteriaState, i: int, dest: str) -> None:
    s = st.static
    pid = s.pieces[i]
    cur = st.loc[i]
    _moved(st, i)
    if s.p_type[i] == "T":
        st.sailed[pid] = cur
    st._place(i, dest)
    st.mp[pid] = 0
    if st.logging:
        st.note(_("Sphactérie 3: {piece} sails {origin} -> {zone}", piece=piece_label(st, pid),
                  origin=place_label(st, cur), zone=place_label(st, dest)), rule="3.1")
    st._captures(dest)


def done(st: SphacteriaState) -> None:
    """3.2: the end of the activated zone's movement (legal only once every piece may stop where it is). A leader
    left at sea in the activated zone without a trireme he could follow is lost (3.1, reference Q11)."""
    s = st.static
    zone = st.act_zone
    if s.is_sea(zone):
        st._captures(zone)
    st.act_zone = ""
    st.mp = {}
    st.act_order = []
    st.act_seas = {}
    st.sailed = {}
    # 2.C « Le joueur actif et le joueur passif peuvent jouer des stratagèmes à tout moment »: the passive player's
    # window opens again between the activations, while the active player has AP left to activate
    passive = 1 - st.active
    st.stage = "passive_start" if st.budget > 0 and stratagems.action_window(st, passive) else "main"


# ---------------------------------------------------------------------- combat (4)
def start_combat(st: SphacteriaState, zone: str) -> None:
    st.combat = {"zone": zone, "att": st.active, "asker": st.active, "asked": 0, "plays": [None, None],
                 "s08": [None, None], "die": None, "res": None, "col": None, "loss": [], "hit": [],
                 "loss_seat": st.active, "loss_left": 0, "loser": st.active, "retreat": [], "units": [[], []]}
    if st.logging:
        calc = evaluate(st, zone, st.active, [None, None], [None, None])
        st.note(_("Sphactérie 4.2: combat in {zone}, {seat} attacks: {att_pf} PF against {def_pf} PF, column {column}",
                  zone=place_label(st, zone), seat=st.seat_label(st.active), att_pf=calc.att_pf, def_pf=calc.def_pf,
                  column=st.static.crt.columns[calc.base_column]), rule="4.2")
    st.stage = "c_strat"


def next_asker(st: SphacteriaState) -> None:
    c = st.combat
    c["asked"] += 1
    c["asker"] = 1 - c["asker"]


def play_combat(st: SphacteriaState, seat: int, face: str, zone: str | None) -> None:
    c = st.combat
    c["plays"][seat] = face
    c["s08"][seat] = zone
    st.played[seat] = True
    next_asker(st)


def resolve(st: SphacteriaState, die: int) -> None:
    """4.2: the attacker rolls 1d6, adds the modifiers and reads the cell."""
    s = st.static
    c = st.combat
    zone = c["zone"]
    calc = evaluate(st, zone, c["att"], c["plays"], c["s08"])
    total = die + calc.die_modifier
    att_res, def_res = lookup(s, calc.column, total)
    c["die"], c["col"], c["res"] = die, calc.column, [att_res, def_res]
    att, dfn = c["att"], 1 - c["att"]
    # the forces by seat, as losses() and force_alive() read them: the first figure of the cell is the
    # attacker's result, the second the defender's, whichever side attacks (4.2)
    c["units"] = [[], []]
    c["units"][att] = [s.pieces[i] for i in calc.att_units]
    c["units"][dfn] = [s.pieces[i] for i in calc.def_units]
    c["loss"] = [[att, att_res], [dfn, def_res]]
    c["hit"] = []
    c["loss_left"] = -1
    att_wins = winner_is_attacker(s, att_res, def_res, st.game.options.crt_tie_winner)
    c["loser"] = dfn if att_wins else att
    if st.logging:
        shifts = [_("{reason} {value:+d}", reason=MODIFIER_TEXT[r], value=v) for r, v in calc.shifts] or _("none")
        mods = [_("{reason} {value:+d}", reason=MODIFIER_TEXT[r], value=v) for r, v in calc.die_mods] or _("none")
        plays = [_("{seat} plays {name}", seat=st.seat_label(i), name=face_name(st, p))
                 for i, p in enumerate(c["plays"]) if p]
        values = {"att_pf": calc.att_pf, "def_pf": calc.def_pf, "zone": place_label(st, zone),
                  "column": s.crt.columns[calc.base_column], "shifts": shifts, "final": s.crt.columns[calc.column],
                  "die": die, "modifiers": mods, "total": total, "att_result": att_res, "def_result": def_res,
                  "seat": st.seat_label(1 - c["loser"])}
        if plays:
            st.note(_("Sphactérie 4.2: {att_pf}:{def_pf} in {zone} gives column {column}, shifts {shifts} -> {final} "
                      "column, die {die} (modifiers {modifiers}) = {total} -> {att_result} - {def_result} ({plays}); "
                      "{seat} wins", plays=plays, **values), rule="4.2")
        else:
            st.note(_("Sphactérie 4.2: {att_pf}:{def_pf} in {zone} gives column {column}, shifts {shifts} -> {final} "
                      "column, die {die} (modifiers {modifiers}) = {total} -> {att_result} - {def_result}; {seat} wins",
                      **values), rule="4.2")
    st.stage = "c_loss"


def force_alive(st: SphacteriaState, seat: int) -> list[int]:
    c = st.combat
    s = st.static
    return [s.p_index[p] for p in c["units"][seat] if st.loc[s.p_index[p]] == c["zone"]]


def losses(st: SphacteriaState) -> bool:
    """Apply both results (4.2); returns True when the owner must choose which units a fraction weakens."""
    s = st.static
    c = st.combat
    while c["loss"]:
        seat, res = c["loss"][0]
        force = [s.p_index[p] for p in c["units"][seat]]
        alive = force_alive(st, seat)
        if c["loss_left"] < 0:
            c["loss_left"] = loss_count(res, len(force))
            if st.logging and res != "R":
                # the same English either way: the plural is for languages whose noun agrees with {n}
                st.note(ngettext("Sphactérie 4.2: {seat} takes {result}: {n} of {total} units",
                                 "Sphactérie 4.2: {seat} takes {result}: {n} of {total} units", c["loss_left"],
                                 seat=st.seat_label(seat), result=res, n=c["loss_left"], total=len(force)), rule="4.2")
        if res in ("A", "E") or c["loss_left"] >= len(alive):
            for i in alive:
                if res == "E":
                    st._eliminate(i, _("Sphactérie 4.2: {piece} is eliminated (E)",
                                       piece=piece_label(st, s.pieces[i])), "4.2")
                else:
                    st._weaken(i, "4.2")
            if res == "E":
                for i in leaders(st, c["zone"], seat):
                    st._eliminate(i, _("Sphactérie 4.2: {piece} falls with his force (E)",
                                       piece=piece_label(st, s.pieces[i])), "4.2")
            c["loss_left"] = 0
        if c["loss_left"] > 0:
            st.stage = "c_loss"
            c["loss_seat"] = seat
            return True
        c["loss"].pop(0)
        c["loss_left"] = -1
        c["hit"] = []
    # the loser's survivors and leaders leave the zone (4.2)
    loser = c["loser"]
    zone = c["zone"]
    units = [s.pieces[i] for i in st.at(zone) if s.p_side[i] == loser and s.p_type[i] != "L"]
    lead = [s.pieces[i] for i in st.at(zone) if s.p_side[i] == loser and s.p_type[i] == "L"]
    c["retreat"] = units + lead
    st.retreat_from = {}
    st.stage = "c_retreat"
    return False


def take_loss(st: SphacteriaState, i: int) -> None:
    c = st.combat
    c["hit"].append(st.static.pieces[i])
    st._weaken(i, "4.2")
    c["loss_left"] -= 1


def retreats(st: SphacteriaState) -> bool:
    """4.2: each retreating piece goes to an adjacent zone free of enemy combat units or by naval transport;
    with no such zone it is eliminated. Returns True when the loser must choose."""
    s = st.static
    c = st.combat
    while c["retreat"]:
        pid = c["retreat"][0]
        i = s.p_index[pid]
        if st.loc[i] != c["zone"]:
            c["retreat"].pop(0)
            continue
        options = movement.retreat_targets(st, i)
        if not options:
            if s.p_type[i] == "L":
                st._eliminate(i, _("Sphactérie 4.2: {piece} is captured: no zone to retreat to",
                                   piece=piece_label(st, pid)), "4.2")
            else:
                st._eliminate(i, _("Sphactérie 4.2: {piece} is eliminated: no zone to retreat to",
                                   piece=piece_label(st, pid)), "4.2")
            c["retreat"].pop(0)
            continue
        if len(options) == 1:
            retreat(st, i, options[0])
            continue
        return True
    st._captures(c["zone"])
    for z in s.zones:
        if s.is_sea(z):
            st._captures(z)
    st.combat = {}
    st.retreat_from = {}
    st.stage = "fights"
    return False


def retreat(st: SphacteriaState, i: int, dest: str) -> None:
    s = st.static
    c = st.combat
    cur = st.loc[i]
    pid = s.pieces[i]
    if s.p_type[i] not in ("L", "T") and dest not in s.adj[cur]:
        paths = movement.transport_paths(st, s.p_side[i], cur, movement.UNIT_MP, True)
        for sea in paths.get(dest, []):
            st.carried[sea] = st.carried.get(sea, 0) + 1
    if s.p_type[i] == "T":
        st.retreat_from[pid] = cur
    st._place(i, dest)
    c["retreat"].pop(0)
    if st.logging:
        st.note(_("Sphactérie 4.2: {piece} retreats {origin} -> {zone}", piece=piece_label(st, pid),
                  origin=place_label(st, cur), zone=place_label(st, dest)), rule="4.2")
    st._captures(dest)  # 1.2: an enemy leader alone there is captured at once


# ---------------------------------------------------------------------- adjustments (2.D), supply (5)
def weakened_units(st: SphacteriaState, seat: int) -> list[int]:
    s = st.static
    return [i for i in range(len(s.pieces)) if s.p_side[i] == seat and st.weak[i] and in_play(st, i)]


def supply_check(st: SphacteriaState) -> None:
    seat = st.seg
    rule = "5.1" if seat == 0 else "5.2"
    if st.supply_skip:
        if st.logging:
            st.note(_("Sphactérie 6: {seat}'s supply check is suppressed (marker stays on {marker})",
                      seat=st.seat_label(seat), marker=st.supply[seat]), rule="6")
        return
    what, gone = supply.check(st, seat)
    if st.logging:
        st.note(_("Sphactérie {rule}: {seat} supply: {state}, marker on {marker}", rule=rule,
                  seat=st.seat_label(seat), state=SUPPLY_TEXT[what], marker=st.supply[seat]), rule=rule)
    if what == "capitulation":
        for i in gone:
            st._eliminate(i, _("Sphactérie 5.3: {piece} capitulates (5.3)",
                               piece=piece_label(st, st.static.pieces[i])), "5.3")
        if victory.capitulation_is_total(st, gone):
            w = 1 - seat
            text = _("Sphactérie 8.1: {seat}'s units capitulate ({units}): {winner} wins a total victory",
                     seat=st.seat_label(seat), units=[piece_label(st, st.static.pieces[i]) for i in gone],
                     winner=st.seat_label(w))
            st.end = [[w], "total victory", text.to_json(), "8.1"]  # the save holds the message, not a text
            st.stage = "end"
            if st.logging:
                st.note(text, rule="8.1")
            st.reveal()


def roll_die(st: SphacteriaState, die: int) -> None:
    """A d6 of the dice queue: a helot resupply attempt (5.2) or a storm test (6 #20)."""
    s = st.static
    what, pid = st.dice_queue.pop(0)
    i = s.p_index[pid]
    if what == "helot":
        if die % 2 == 0:
            if st.supply[1] < 3:
                st.supply[1] += 1
            st.helot_raised = True
            if st.logging:
                st.note(_("Sphactérie 5.2: {piece} rolls {die} (even): Spartan supply marker on {marker}",
                          piece=piece_label(st, pid),
                          die=die, marker=st.supply[1]), rule="5.2")
        else:
            if st.logging:
                st.note(_("Sphactérie 5.2: {piece} rolls {die} (odd)", piece=piece_label(st, pid), die=die), rule="5.2")
            st._weaken(i, "5.2")
    else:
        hit = die >= (6 if s.zones[st.loc[i]].port else 5)
        if st.logging:
            if hit:
                st.note(_("Sphactérie 6 #20: storm, {piece} in {zone} rolls {die}", piece=piece_label(st, pid),
                          zone=place_label(st, st.loc[i]), die=die),
                        rule="6")
            else:
                st.note(_("Sphactérie 6 #20: storm, {piece} in {zone} rolls {die}: safe", piece=piece_label(st, pid),
                          zone=place_label(st, st.loc[i]),
                          die=die), rule="6")
        if hit:
            where = st.loc[i]
            st._weaken(i, "6")
            st._captures(where, storm=True)


# ---------------------------------------------------------------------- stratagem effects (6)
def play_stratagem(st: SphacteriaState, seat: int, action: Action) -> None:
    s = st.static
    face = str(action["s"])
    stratagems.use_face(st, seat, face)
    st.reveal()
    if st.logging:
        target = {"play_zone": "zone", "play_unit": "unit", "play_target": "group"}.get(action.kind)
        if target:
            value = str(action[target])
            what = (place_label(st, value) if target == "zone" else piece_label(st, value) if target == "unit"
                    else group_label(value))
            st.note(_("Sphactérie 6 #{number}: {seat} plays {name} on {target}", number=int(face[1:]),
                      seat=st.seat_label(seat), name=face_name(st, face), target=what), rule="6")
        else:
            st.note(_("Sphactérie 6 #{number}: {seat} plays {name}", number=int(face[1:]), seat=st.seat_label(seat),
                      name=face_name(st, face)), rule="6")
    window = s.faces[face].window
    if window == "COMBAT":
        zone = str(action["zone"]) if action.kind == "play_zone" else None
        play_combat(st, seat, face, zone)
        return
    if window == "ACTION":  # 6 #5
        st.archers.append(str(action["zone"]))
        st.played[seat] = True
        if st.stage == "passive_start":
            st.stage = "main"
        return
    if window == "PRE":
        if face == "S12":
            target = str(action["group"])
            if target in st.due:
                st.due[target] = st.turn + 1
                msg = _("Sphactérie 6 #12: {group} is delayed to turn {turn}", group=group_label(target),
                        turn=st.turn + 1)
            else:
                st.pending_ro = [p for p in st.pending_ro if p[1] != target]
                msg = _("Sphactérie 6 #12: {group} is cancelled", group=group_label(target))
            if st.logging:
                st.note(msg, rule="6")
        else:
            group = f"{SIDE_CODES[seat]}-RO{1 if face == 'S13' else 2}"
            st.pending_ro.append([seat, group])
        st.pre_passes = 0
        st.pre_turn = 1 - seat
        return
    # adjustment stratagems
    if face == "S10":
        st._place(s.p_index["SPA-BRA"], "OUT")
    elif face == "S11":
        cle, sop = s.p_index["ATH-CLE"], s.p_index["ATH-SOP"]
        where = st.loc[cle]
        st._place(cle, "OUT")
        if st.loc[sop] != "X":
            st._place(sop, where)
    elif face in ("S15", "S16"):
        st.recover_left = 1 if face == "S15" else 2
        st.stage = "adj_recover"
    elif face in ("S17", "S18"):
        st.supply_skip = True
    elif face == "S19":
        st.supply_skip = True
        st.supply[1] = 3
    elif face == "S20":
        st.dice_queue = [["storm", s.pieces[i]] for i in range(len(s.pieces))
                         if s.p_type[i] == "T" and s.is_sea(st.loc[i])]
        st.dice_return = "adj_strat"
        st.stage = "dice"
    elif face == "S21":
        st.burned = st.turn + 1
        if st.logging:
            st.note(_("Sphactérie 6 #21: the island burns ({zone}); Q-T are clear from turn {turn}",
                      zone=place_label(st, str(action["zone"])), turn=st.burned), rule="6")
    elif face == "S22":
        st._eliminate(s.p_index[str(action["unit"])], _("Sphactérie 6: {piece} deserts (6 #22)",
                                                        piece=piece_label(st, str(action["unit"]))),
                      "6")


# ---------------------------------------------------------------------- dispatch
def apply(st: SphacteriaState, action: Action) -> None:
    s = st.static
    kind = action.kind
    seat = st._current_player()
    if kind == "draw":
        who = st.draw_queue.pop(0)
        c = str(action["counter"])
        st.bowl.remove(c)
        st.hands[who].append(c)
        st.hands[who].sort()
        st.hide_step([who])
        if st.logging:
            seat_label = st.seat_label(who)
            st.note(_("Sphactérie 2.A: {seat} draws a stratagem counter: {faces}", seat=seat_label,
                      faces=faces_name(st, c)), rule="2.A", seats=[who],
                    public=_("Sphactérie 2.A: {seat} draws a stratagem", seat=seat_label))
    elif kind == "roll2":
        st.rolls.append(int(action["total"]))
    elif kind == "die":
        if st.stage == "c_die":
            resolve(st, int(action["n"]))
        else:
            roll_die(st, int(action["n"]))
    elif kind in ("play", "play_zone", "play_unit", "play_target"):
        play_stratagem(st, seat, action)
    elif kind == "no_stratagem":
        if st.stage == "pre":
            st.pre_passes += 1
            st.pre_turn = 1 - st.pre_turn
        elif st.stage == "c_strat":
            next_asker(st)
        elif st.stage == "passive_start":
            st.stage = "main"
        elif st.stage == "adj_strat":
            st.stage = "adj_keep"
    elif kind == "announce":
        n = int(action["n"])
        st.ap[st.active] -= n
        st.budget = n
        if st.logging:
            st.note(_("Sphactérie 2.C: {seat} announces {n} AP ({left} left after)", seat=st.seat_label(st.active),
                      n=n, left=st.ap[st.active]), rule="2.C")
        st.stage = "after_announce"
    elif kind == "activate":
        activate(st, str(action["zone"]))
    elif kind == "step":
        step(st, s.p_index[str(action["piece"])], str(action["zone"]))
    elif kind == "sail":
        sail(st, s.p_index[str(action["piece"])], str(action["zone"]))
    elif kind == "done":
        done(st)
    elif kind == "attack":
        st.budget -= 1
        if st.logging:
            st.note(_("Sphactérie 2.C: {seat} spends 1 AP to attack in {zones}", seat=st.seat_label(st.active),
                      zones=[place_label(st, z) for z in contested(st)]), rule="2.C")
        st.stage = "fights"
    elif kind == "end_phase":
        if contested(st):
            forced_return(st)
        end_phase(st)
    elif kind == "fight":
        start_combat(st, str(action["zone"]))
    elif kind == "weaken":
        take_loss(st, s.p_index[str(action["unit"])])
    elif kind == "retreat":
        retreat(st, s.p_index[str(action["piece"])], str(action["zone"]))
    elif kind == "keep":
        c = str(action["counter"])
        back = [x for x in st.hands[seat] if x != c]
        _return(st, seat, back, c)
    elif kind == "keep_none":
        _return(st, seat, list(st.hands[seat]), None)
    elif kind == "recover":
        i = s.p_index[str(action["unit"])]
        st.weak[i] = False
        if st.stage == "adj_recover":
            st.recover_left -= 1
            rule = "6"
        else:
            st.heal_left -= 1
            rule = "2.D"
        if st.logging:
            st.note(_("Sphactérie {rule}: {unit} returns to full strength", rule=rule,
                      unit=piece_label(st, s.pieces[i])), rule=rule)
    elif kind == "stop":
        if st.stage == "adj_heal":
            st.heal_left = 0
        elif st.stage == "adj_recover":
            st.recover_left = 0
        elif st.stage == "adj_helot":
            st.helots_rolled = [s.pieces[i] for i in supply.helot_units(st)]
    elif kind == "helot_roll":
        pid = str(action["unit"])
        st.helots_rolled.append(pid)
        st.dice_queue = [["helot", pid]]
        st.dice_return = "adj_helot"
        st.stage = "dice"
    else:  # pragma: no cover - the legality check refuses everything else
        raise AssertionError(kind)


def _return(st: SphacteriaState, seat: int, back: list[str], kept: str | None) -> None:
    """2.D: keep at most one stratagem; the others go back to the bowl (secretly)."""
    for c in back:
        st.hands[seat].remove(c)
        st.bowl.append(c)
    st.bowl.sort()
    st.stage = "adj_heal_init"
    st.hide_step([seat])
    if st.logging:
        seat_label = st.seat_label(seat)
        st.note(_("Sphactérie 2.D: {seat} keeps {kept} and returns {returned}", seat=seat_label,
                  kept=faces_name(st, kept) if kept else _("no stratagem"),
                  returned=[faces_name(st, c) for c in back] or _("none")), rule="2.D", seats=[seat],
                public=_("Sphactérie 2.D: {seat} keeps {kept} stratagem and returns {returned}", seat=seat_label,
                         kept=1 if kept else 0, returned=len(back)))

