"""Hellas: the game turn (rulebook 5): income (6) and the armistice track, the first player (7, 18.6), Syracuse's
reinforcements (15.1), the action cycle (8, 9.7), then fleet upkeep and legion supply (10), and the victory
check (2, 16), in the reference notes' order (ambiguity 1: upkeep, supply, then victory).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kleos.hellas.board import income, monuments, refresh, settle, sides_at, supply_capacity, victory_points
from kleos.hellas.pieces import ARM, CARGO, HEX, LAND, SEA, VAL, drop, land_value, replace, reserve, sea_value
from kleos.hellas.refusals import once
from kleos.hellas.stability import change as change_stability
from kleos.i18n import N_, Message, translator

if TYPE_CHECKING:
    from kleos.hellas.state import HellasState

_, ngettext = translator("hellas")

ACTIONS = ("move", "attack", "build", "trade", "stability", "develop", "pass", "armistice")
#: the rulebook's names of the actions (8), message ids: see action_name
ACTION_NAMES = {"move": N_("Move"), "attack": N_("Attack"), "build": N_("Build"),
                "trade": N_("Create trading posts"), "stability": N_("Pay for stability"),
                "develop": N_("Develop"), "pass": N_("Pass"), "armistice": N_("Ask for an armistice")}
#: the section of each action (9.1 to 9.8), for the badges beside its name
ACTION_RULES = {"move": "9.1", "attack": "9.2", "build": "9.3", "trade": "9.4", "stability": "9.5", "develop": "9.6",
                "pass": "9.7", "armistice": "9.8"}
PER_CYCLE = 5  # 8: actions per player in a cycle
TOTAL_LIMIT = 3  # 8: the same action at most three times in a cycle
OWN_LIMIT = 2  # 8: and at most twice by one player


_ACTION_LABELS = {action: _(name) for action, name in ACTION_NAMES.items()}  # built once: labels list them


def action_name(name: str) -> Message:
    """An action of the cycle as people read it: "Move" (its section, 9.1, is in :data:`ACTION_RULES`)."""
    return _ACTION_LABELS[name]


# ---------------------------------------------------------------------- the start of a turn (5, 6, 7, 15.1)
def start_turn(st: HellasState) -> None:
    st.turn += 1
    for p in (0, 1):
        gain = income(st, p)
        st.treasury[p] += gain
        if st.logging:
            st.note(ngettext("Hellas 6: turn {turn}: {seat} collects {n} talent (treasury {treasury})",
                             "Hellas 6: turn {turn}: {seat} collects {n} talents (treasury {treasury})", gain,
                             turn=st.turn, seat=st.seat_label(p), n=gain, treasury=st.treasury[p]), rule="6")
    if st.armistice_until and st.turn > st.armistice_until:
        st.armistice_until = 0
        if st.logging:
            st.note(_("Hellas 9.8: the armistice is over"), rule="9.8")
    first = first_player(st)
    if st.game.options.choose_order:
        st.chooser = first
        st.stage = "order"
        return
    set_first(st, first)


def first_player(st: HellasState) -> int:
    """7: highest Military box, then Fleet box, then income, then units on the map; then Athens."""
    keys = []
    for p in (0, 1):
        units = land_value(st, p) + sea_value(st, p)
        keys.append((st.dev[p][0], st.dev[p][1], income(st, p), units))
    if keys[0] == keys[1]:
        return 1
    return 0 if keys[0] > keys[1] else 1


def set_first(st: HellasState, first: int) -> None:
    st.first = first
    if st.logging:
        st.note(_("Hellas 7: {seat} is the first player of turn {turn}", seat=st.seat_label(first), turn=st.turn),
                rule="7")
    reinforce_or_cycle(st)


def choose_order(st: HellasState, go: str) -> None:
    """18.6: the player who would be first chooses to play first or second."""
    p = st.chooser
    if st.logging:
        text = (_("Hellas 18.6: {seat} chooses to play first", seat=st.seat_label(p)) if go == "first" else
                _("Hellas 18.6: {seat} chooses to play second", seat=st.seat_label(p)))
        st.note(text, rule="18.6")
    set_first(st, p if go == "first" else 1 - p)


def syracuse_hexes(st: HellasState) -> list[int]:
    """15.1: where a new Syracusan legion may go: « un hexagone non contesté avec un symbole de marchandise sur
    l'île de Sikelia ou à Syracuse » — an uncontested goods hex, a power's post or legion there included (the
    reference's ambiguity 16 read it as a hex with no Athenian or Spartan piece; the acceptance suite held the
    book's words, issue 22)."""
    s = st.game.static
    return [h for h in s.sikelia_goods if h not in st.contested]


def reinforce_or_cycle(st: HellasState) -> None:
    """15.1: once a power has landed on Sikelia, Syracuse raises a legion at the start of each turn (7 at most,
    ever); the lander's opponent places it, the first player if both have landed."""
    s = st.game.static
    limit = s.neutral.syracuse_legions
    if any(st.landed) and st.syracusans < limit:
        hexes = syracuse_hexes(st)
        if len(hexes) == 1:
            place_syracusan(st, hexes[0])
        elif hexes:
            st.chooser = st.first if all(st.landed) else (1 if st.landed[0] else 0)
            st.stage = "reinforce"
            return
    start_cycle(st)


def place_syracusan(st: HellasState, h: int) -> None:
    st.neutral_legions[h] = st.neutral_legions.get(h, 0) + 1
    st.syracusans += 1
    st.dirty = True
    if sides_at(st, h) & 3:  # 9.1.4: placed among a power's pieces, the legion contests the hex
        st.contested = st.contested | {h}
    if st.logging:
        st.note(_("Hellas 15.1: Syracuse raises a legion in {hex} ({n} of {limit} ever)", hex=st.game.static.name(h),
                  n=st.syracusans, limit=st.game.static.neutral.syracuse_legions), rule="15.1")


def reinforce(st: HellasState, h: int) -> None:
    place_syracusan(st, h)
    start_cycle(st)


# ---------------------------------------------------------------------- the action cycle (8, 9.7)
def start_cycle(st: HellasState) -> None:
    st.chosen = []
    st.actor = st.first
    st.stage = "choose"


def why_not_choose(st: HellasState, p: int, name: str) -> Message | None:
    """8: the limits on choosing an action."""
    chosen = st.chosen
    if chosen and name == "pass" and chosen[-1] == (1 - p, "pass"):
        return None  # 8, 9.7: a pass may always answer a pass; the cycle ends
    if chosen and chosen[-1][1] == name:
        return once(st, ("8 just chosen", p, name), lambda: _("Hellas 8: {seat} may not choose {action}, the action "
                                                              "{other} chose just before", seat=st.seat_label(p),
                                                              action=action_name(name), other=st.seat_label(1 - p)))
    total = sum(1 for _who, a in chosen if a == name)
    if total >= TOTAL_LIMIT:
        return _("Hellas 8: {action} has been chosen {n} times in this action cycle", action=action_name(name),
                 n=TOTAL_LIMIT)
    own = sum(1 for who, a in chosen if a == name and who == p)
    if own >= OWN_LIMIT:
        return once(st, ("8 twice", p, name), lambda: _("Hellas 8: {seat} has chosen {action} twice in this action "
                                                        "cycle", seat=st.seat_label(p), action=action_name(name)))
    return None


def choose(st: HellasState, name: str) -> None:
    p = st.actor
    st.chosen.append((p, name))
    st.action = name
    if st.logging:
        st.note(_("Hellas 8: {seat} chooses {action} ({n} of {total})", seat=st.seat_label(p),
                  action=action_name(name), n=len(st.chosen), total=2 * PER_CYCLE), rule="8")
    if name == "pass":
        end_action(st)
        return
    if name == "move":
        st.mover = p
        st.moved_any = False
        st.leader_mp[p] = st.game.static.fixed["leader_mp"]
    st.stage = name


def cycle_over(st: HellasState) -> bool:
    chosen = st.chosen
    if len(chosen) >= 2 * PER_CYCLE:
        return True
    return len(chosen) >= 2 and chosen[-1][1] == "pass" and chosen[-2][1] == "pass"


def end_action(st: HellasState) -> None:
    """The chosen action is over: the next player's turn to choose, or the end of the cycle (8)."""
    st.action = ""
    st.developed = []
    st.fought = []
    st.raised = []
    st.new_forts = []
    st.monument_built = False
    st.paid = []
    st.group = None
    st.splitting = None
    if st.over():
        return
    if cycle_over(st):
        if st.logging:
            passed = st.chosen[-1][1] == "pass" and len(st.chosen) < 2 * PER_CYCLE
            st.note(_("Hellas 8: the action cycle ends (both players passed)") if passed else
                    _("Hellas 8: the action cycle ends (each player has taken five actions)"), rule="8")
        end_of_cycle(st)
        return
    st.actor = 1 - st.actor
    st.stage = "choose"


# ---------------------------------------------------------------------- the end of the turn (10, 2, 16)
def upkeep(st: HellasState) -> None:
    """10: each player pays its fleet's upkeep (1-4 talents a ship by Fleet phase; NA 5: per block value);
    a player who cannot pays all it has and loses one stability."""
    s = st.game.static
    for p in (st.first, 1 - st.first):
        ships = sea_value(st, p)
        if not ships:
            continue
        due = ships * (s.prices["upkeep"][st.phase(p, "fleet")] or 0)
        if st.treasury[p] >= due:
            st.treasury[p] -= due
            if st.logging:
                st.note(ngettext("Hellas 10: {seat} pays {n} talent of fleet upkeep",
                                 "Hellas 10: {seat} pays {n} talents of fleet upkeep", due, seat=st.seat_label(p),
                                 n=due), rule="10")
        else:
            paid = st.treasury[p]
            st.treasury[p] = 0
            if st.logging:
                st.note(ngettext("Hellas 10: {seat} owes {n} talent of fleet upkeep and pays only {paid}",
                                 "Hellas 10: {seat} owes {n} talents of fleet upkeep and pays only {paid}", due,
                                 seat=st.seat_label(p), n=due, paid=paid), rule="10")
            change_stability(st, p, -1, "10", _("unpaid fleet upkeep"))
            if st.over():
                return


def supply_excess(st: HellasState, p: int) -> int:
    """10: legions on the map (army block values, NA 4) beyond what the supply track feeds."""
    return land_value(st, p) - supply_capacity(st, p)


def end_of_cycle(st: HellasState) -> None:
    upkeep(st)
    if st.over():
        return
    st.supply_queue = [p for p in (st.first, 1 - st.first) if supply_excess(st, p) > 0]
    next_supply(st)


def next_supply(st: HellasState) -> None:
    while st.supply_queue:
        p = st.supply_queue[0]
        if supply_excess(st, p) > 0:
            st.stage = "supply"
            return
        st.supply_queue.pop(0)
    victory_check(st)


def _disbandable(st: HellasState, p: int, h: int, what: str) -> int:
    """The index of ``p``'s army (``what`` "land") or fleet carrying legions ("cargo") in ``h``, or -1."""
    for i, b in enumerate(st.blocks[p]):
        if b[HEX] == h and (b[ARM] == LAND if what == "land" else (b[ARM] == SEA and b[CARGO])):
            return i
    return -1


def why_no_disband(st: HellasState, h: int, what: str) -> Message | None:
    p = st.supply_queue[0]
    if _disbandable(st, p, h, what) >= 0:
        return None
    if what == "land":
        return _("Hellas 10: {seat} has no legion or army in {hex} to eliminate", seat=st.seat_label(p),
                 hex=st.game.static.name(h))
    return _("Hellas 10: {seat} has no legion aboard a ship in {hex} to eliminate", seat=st.seat_label(p),
             hex=st.game.static.name(h))


def disband(st: HellasState, h: int, what: str) -> None:
    """10: the owner eliminates legions of its choice until the supply track feeds the rest (NA 4: lowers a
    block, to the largest smaller value left in the reserve)."""
    p = st.supply_queue[0]
    i = _disbandable(st, p, h, what)
    b = st.blocks[p][i]
    old = b[VAL] if what == "land" else b[CARGO]
    new = old - 1
    if st.game.new_armies and new:
        res = reserve(st, p, LAND)
        res[old] += 1
        while new and res[new] <= 0:
            new -= 1
    if what == "land":
        if new:
            replace(st, p, i, (h, LAND, new, 0, False, False, True))
        else:
            drop(st, p, i)
    else:
        replace(st, p, i, (b[0], b[1], b[2], new, b[4], b[5], False))
    if st.logging:
        seat, where = st.seat_label(p), st.game.static.name(h)
        if st.game.new_armies:
            text = (_("Hellas 10: {seat} cannot supply its legions and eliminates part of an army block in {hex}",
                      seat=seat, hex=where) if what == "land" else
                    _("Hellas 10: {seat} cannot supply its legions and eliminates part of an army block aboard a ship "
                      "in {hex}", seat=seat, hex=where))
        else:
            text = (_("Hellas 10: {seat} cannot supply its legions and eliminates a legion in {hex}", seat=seat,
                      hex=where) if what == "land" else
                    _("Hellas 10: {seat} cannot supply its legions and eliminates a legion aboard a ship in {hex}",
                      seat=seat, hex=where))
        st.note(text, rule="10")
    st.dirty = True
    settle(st, h)  # a contested hex left with one side is contested no more (9.2)
    # what the elimination changes (goods, control, a province lost) counts at once: the victory check and the next
    # turn's income may follow within this step (the invariants found them reading the figures before it)
    refresh(st)
    if supply_excess(st, p) <= 0:
        st.supply_queue.pop(0)
        next_supply(st)


def victory_check(st: HellasState) -> None:
    """2, 16: after the cycle, a player with the agreed VP wins; both: more VP, then more monuments, higher
    stability, higher income (2); otherwise the next turn, unless the turn limit (not a rule) stops the game."""
    target = st.game.options.victory_points
    vp = [victory_points(st, p) for p in (0, 1)]
    if max(vp) >= target:
        if vp[0] != vp[1]:
            w = 0 if vp[0] > vp[1] else 1
            st.finish((w,), N_("victory points"), _("Hellas 2: {seat} has {vp} VP at the end of the action cycle "
                      "(target {target}; {other} {other_vp})", seat=st.seat_label(w), vp=vp[w], target=target,
                      other=st.seat_label(1 - w), other_vp=vp[1 - w]), "2")
            return
        tie_break(st, vp[0], N_("victory points"), _("both players have {vp} VP at the end of the action cycle",
                                                      vp=vp[0]), "2")
        return
    if st.turn >= st.game.options.turn_limit:
        if vp[0] != vp[1]:
            w = 0 if vp[0] > vp[1] else 1
            st.finish((w,), N_("turn limit"), _("Hellas: the turn limit ({turn}, not a rule) ends the game; {seat} "
                      "leads with {vp} VP to {other_vp}", turn=st.turn, seat=st.seat_label(w), vp=vp[w],
                      other_vp=vp[1 - w]), "2")
            return
        tie_break(st, vp[0], N_("turn limit"), _("the turn limit ({turn}, not a rule) ends the game with {vp} VP "
                                                  "each", turn=st.turn, vp=vp[0]), "2")
        return
    start_turn(st)


def tie_break(st: HellasState, vp: int, kind: str, why: Message, rule: str) -> None:
    """2: equal VP: more monuments, then higher stability, then higher income; still equal, a draw."""
    for label, key in ((_("more monuments"), lambda p: monuments(st, p)),
                       (_("higher stability"), lambda p: st.stability[p]),
                       (_("higher income"), lambda p: income(st, p))):
        a, b = key(0), key(1)
        if a != b:
            w = 0 if a > b else 1
            st.finish((w,), kind, _("Hellas 2: {why}; {seat} wins with {reason} ({best} to {other})", why=why,
                                    seat=st.seat_label(w), reason=label, best=max(a, b), other=min(a, b)), rule)
            return
    st.finish((), N_("draw"), _("Hellas 2: {why}; monuments, stability and income are equal too: a draw", why=why),
              rule)
