"""Hellas: the Attack action (rulebook 9.2, 12 monuments, 13 fortresses with armies, 15 Syracuse and the
independent cities, 9.8 armistice, 18.5 leaders; New Armies 3).

There are no dice: a combat is arithmetic. Each side's combat value (CV) is its units' value times the unit
CV of its current phase (9.2, NA 3), plus a defending fortress (5), the culture box's and the stability
track's modifiers once per combat (9.2), +2 to a defender in the mountains (9.1.3) and +2 with the leader
(18.5). Every full 3 CV eliminates one enemy unit (New Armies: lowers a block by one), simultaneously. The
attacker's CV goes to the units first; once they are all gone, 6 CV destroy a fortress, then 8 CV a monument
(9.2, 12). An Attack action may also take over ungarrisoned enemy trading posts in contested hexes (9.2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kleos.hellas.board import settle
from kleos.hellas.data import MOUNTAIN
from kleos.hellas.pieces import ARM, CARGO, HEX, LAND, SEA, VAL, block_at, can_swap, drop, replace, reserve, with_value
from kleos.hellas.refusals import once
from kleos.hellas.stability import change as change_stability
from kleos.hellas.stability import combat_modifier
from kleos.i18n import Message, translator

if TYPE_CHECKING:
    from kleos.hellas.state import HellasState

_, ngettext = translator("hellas")

SEATS = ("Sparta", "Athens")  # ids, in the view's last combat
TARGETS = ("land", "sea", "neutral")


def modifiers(st: HellasState, p: int) -> int:
    """9.2: the culture box's and the stability track's modifiers, once per combat."""
    s = st.game.static
    return s.tracks["culture"].combat[st.dev[p][3]] + combat_modifier(st, p)


def leader_bonus(st: HellasState, p: int, h: int, arm: int) -> int:
    """18.5: +2 CV to a combat of ``p`` in the leader's hex (on land for a land combat, aboard for a sea one)."""
    if not st.game.options.leaders or st.leader[p] != h:
        return 0
    return st.game.static.fixed["leader_cv"] if st.leader_aboard[p] == (arm == SEA) else 0


def unit_cv(st: HellasState, p: int, arm: int) -> int:
    s = st.game.static
    return s.legion_cv[st.phase(p, "military")] if arm == LAND else s.ship_cv[st.phase(p, "fleet")]


def why_no_fight(st: HellasState, h: int, target: str) -> Message | None:
    s = st.game.static
    p = st.actor
    q = 1 - p
    if st.armistice_active():
        return _("Hellas 9.8: during the armistice no combat is started")
    if (h, target) in st.fought:
        return _("Hellas 9.2: {seat} has already fought that combat in {hex} in this Attack action",
                 seat=st.seat_label(p), hex=s.name(h))
    arm = SEA if target == "sea" else LAND
    if block_at(st, p, h, arm) is None:
        if arm == SEA:
            return _("Hellas 9.2: {seat} has no ship or fleet in {hex} to fight with", seat=st.seat_label(p),
                     hex=s.name(h))
        return _("Hellas 9.2: {seat} has no legion or army (not aboard a ship) in {hex} to fight with",
                 seat=st.seat_label(p), hex=s.name(h))
    if target == "sea":
        if block_at(st, q, h, SEA) is None:
            return once(st, ("9.2 no ship", q, h), lambda: _("Hellas 9.2: ships fight ships; {seat} has no ship in "
                                                             "{hex}", seat=st.seat_label(q), hex=s.name(h)))
        return None
    if h not in st.contested:
        return once(st, ("9.2 not contested", h), lambda: _("Hellas 9.2: combat is started only in a contested hex; "
                                                            "{hex} is not contested", hex=s.name(h)))
    if target == "land":
        if block_at(st, q, h, LAND) is None and st.forts.get(h) != q and st.monuments.get(h) != q:
            return _("Hellas 9.2: legions fight legions, fortresses and monuments; {seat} has none in {hex}",
                     seat=st.seat_label(q), hex=s.name(h))
        return None
    if not st.neutral_legions.get(h) and h not in st.neutral_forts:
        return _("Hellas 15: there is no Syracusan or independent piece in {hex}", hex=s.name(h))
    return None


def _lose(st: HellasState, p: int, h: int, arm: int, hits: int) -> int:
    """Lower ``p``'s block of ``arm`` in ``h`` by ``hits`` (removed at 0); returns the units lost (9.2, NA 3).

    New Armies: the block is swapped for the block of its new value; if none is left in the reserve, for the
    largest smaller one there is (RECON).
    """
    i = next((k for k, b in enumerate(st.blocks[p]) if b[HEX] == h and b[ARM] == arm), -1)
    if i < 0:
        return 0
    b = st.blocks[p][i]
    new = max(0, b[VAL] - hits)
    if new and st.game.new_armies:
        res = reserve(st, p, arm)
        res[b[VAL]] += 1
        while new and res[new] <= 0:
            new -= 1
    if new == 0:
        drop(st, p, i)
    else:
        nb = with_value(b, new, known=True)
        if st.game.new_armies and nb[CARGO] and not can_swap(st, p, LAND, (b[CARGO],), (nb[CARGO],)):
            nb = (nb[0], nb[1], nb[2], 0, nb[4], nb[5], nb[6])
        replace(st, p, i, nb)
    return b[VAL] - new


def fight(st: HellasState, h: int, target: str) -> None:
    s = st.game.static
    f = s.fixed
    p = st.actor
    q = 1 - p
    st.fought.append((h, target))
    arm = SEA if target == "sea" else LAND
    mine = block_at(st, p, h, arm)
    assert mine is not None
    att_units = mine[VAL]
    att = att_units * unit_cv(st, p, arm) + modifiers(st, p) + leader_bonus(st, p, h, arm)
    fort = monument = False
    if target == "neutral":
        def_units = st.neutral_legions.get(h, 0)
        fort = h in st.neutral_forts
        dfn = def_units * f["neutral_legion_cv"] + (f["neutral_fortress_cv"] if fort else 0)
        destroy_fort = f["neutral_fortress_cv"]
        syracuse = s.region[h] == s.sikelia
        who, who_label = (("Syracuse", _("Syracuse")) if syracuse else
                          ("the independent city", _("the independent city")))
    else:
        theirs = block_at(st, q, h, arm)
        def_units = theirs[VAL] if theirs else 0
        fort = arm == LAND and st.forts.get(h) == q
        monument = arm == LAND and st.monuments.get(h) == q
        dfn = def_units * unit_cv(st, q, arm) + (f["fortress_cv"] if fort else 0)
        if def_units or fort:
            dfn += modifiers(st, q) + leader_bonus(st, q, h, arm)
            if arm == LAND and s.terrain[h] == MOUNTAIN and def_units:
                dfn += f["mountain_defence"]
        destroy_fort = f["destroy_fortress"]
        who, who_label = SEATS[q], st.seat_label(q)
    att = max(0, att)
    dfn = max(0, dfn)
    per = f["cv_per_hit"]
    killed = min(def_units, att // per)
    left = att - killed * per
    fort_falls = fort and killed == def_units and left >= destroy_fort
    if fort_falls:
        left -= destroy_fort
    monument_falls = (monument and killed == def_units and (not fort or fort_falls)
                      and left >= f["destroy_monument"])
    lost = min(att_units, dfn // per)
    # the losses, simultaneously (9.2)
    _lose(st, p, h, arm, lost)
    if target == "neutral":
        n = def_units - killed
        if n:
            st.neutral_legions[h] = n
        else:
            st.neutral_legions.pop(h, None)
        if fort_falls:
            st.neutral_forts.pop(h, None)
    else:
        _lose(st, q, h, arm, killed)
        if fort_falls:
            del st.forts[h]
        if monument_falls:
            del st.monuments[h]
    st.dirty = True
    if st.game.new_armies:
        st.reveal()
    if st.logging:
        if arm == SEA:
            losses = ngettext("{n} ship", "{n} ships", killed, n=killed)
            text = _("Hellas 9.2: {seat} attacks {enemy} in {hex} with {units} ships' worth, {attack} CV against "
                     "{defence}: {enemy} loses {losses}; {seat} loses {lost}", seat=st.seat_label(p), enemy=who_label,
                     hex=s.name(h), units=att_units, attack=att, defence=dfn, losses=losses, lost=lost)
        else:
            losses = ngettext("{n} legion", "{n} legions", killed, n=killed)
            if fort_falls and monument_falls:
                losses = _("{losses}, its fortress, its monument", losses=losses)
            elif fort_falls:
                losses = _("{losses}, its fortress", losses=losses)
            elif monument_falls:
                losses = _("{losses}, its monument", losses=losses)
            text = _("Hellas 9.2: {seat} attacks {enemy} in {hex} with {units} legions' worth, {attack} CV against "
                     "{defence}: {enemy} loses {losses}; {seat} loses {lost}", seat=st.seat_label(p), enemy=who_label,
                     hex=s.name(h), units=att_units, attack=att, defence=dfn, losses=losses, lost=lost)
        st.note(text, rule="9.2")
    st.last_combat = {"hex": s.ids[h], "attacker": SEATS[p], "defender": who, "arm": target, "attack_cv": att,
                      "defence_cv": dfn, "attacker_lost": lost, "defender_lost": killed, "fortress": fort_falls,
                      "monument": monument_falls}
    if monument_falls:
        change_stability(st, q, -1, "12", _("its monument destroyed"))
    settle(st, h)


def why_no_capture(st: HellasState, h: int) -> Message | None:
    s = st.game.static
    p = st.actor
    q = 1 - p
    post = st.posts.get(h)
    if post is None or post[0] != q:
        return once(st, ("9.2 no post", q, h), lambda: _("Hellas 9.2: there is no trading post of {seat} in {hex}",
                                                             seat=st.seat_label(q), hex=s.name(h)))
    if st.armistice_active():
        return _("Hellas 9.8: during the armistice no trading post is taken")
    if block_at(st, p, h, LAND) is None:
        return _("Hellas 9.2: to take a trading post {seat} needs a legion or army in {hex}", seat=st.seat_label(p),
                 hex=s.name(h))
    if h not in st.contested:
        return _("Hellas 9.2: {hex} is not contested", hex=s.name(h))
    if block_at(st, q, h, LAND) is not None or st.forts.get(h) == q:
        return _("Hellas 9.2: the trading post in {hex} is garrisoned (a legion, an army or a fortress)",
                 hex=s.name(h))
    if (h, "land") in st.fought:  # Exemple 3: « avec une autre action ATTAQUER »
        return _("Hellas 9.2: the trading post in {hex} lost its garrison in this Attack action; it is taken with "
                 "another Attack action", hex=s.name(h))
    from kleos.hellas.building import why_no_more_posts

    return why_no_more_posts(st, p, h)


def capture(st: HellasState, h: int) -> None:
    """9.2: the ungarrisoned enemy post becomes ``p``'s, at no cost; a doubled post (18.7) gives one."""
    from kleos.hellas.building import new_post_effects

    s = st.game.static
    p = st.actor
    st.posts[h] = (p, 1)
    st.dirty = True
    if st.logging:
        st.note(_("Hellas 9.2: {seat} takes over the trading post of {other} in {hex} ({good})", seat=st.seat_label(p),
                  other=st.seat_label(1 - p), hex=s.name(h), good=s.good_name(h)), rule="9.2")
    new_post_effects(st, p, h)
    settle(st, h)
