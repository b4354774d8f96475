"""Hellas: the Build action (rulebook 9.3 units and fortresses, 12 monuments, 13, 17; New Armies 2) and the
trading posts (9.4, 9.5 luxury goods and conquered capitals, 17, 18.4, 18.7).

Build: in one action a player builds what it can pay for. Each own uncontested fortress that stood when the
action began raises one legion, or one ship if it is a port (a coastal fortress); a fortress replaces an own
trading post in a city hex (never on an island); one monument per action in a city hex with an own post or
fortress. With New Armies a fortress either raises a new block of value 1 or lifts the block there by one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kleos.hellas.board import goods_count
from kleos.hellas.data import COAST, ISLAND
from kleos.hellas.development import PHASES, price
from kleos.hellas.pieces import LAND, SEA, VAL, block_indices, can_swap, merge_ok, put, replace, room_for
from kleos.hellas.refusals import once
from kleos.hellas.stability import change as change_stability
from kleos.i18n import N_, Message, translator

if TYPE_CHECKING:
    from kleos.hellas.state import HellasState

_, ngettext = translator("hellas")

WHAT = ("legion", "ship", "fortress", "monument")
# refusals met at every listing of the legal builds, built once
RAISED_ALREADY = _("Hellas 9.3: a fortress raises one legion or one ship per Build action")
SHIPS_FROM_PHASE_I = _("Hellas 9.3: ships are built from Fleet phase I")
LEGIONS_FROM_PHASE_I = _("Hellas 9.3: legions are built from Military phase I (which needs City-State)")
NEW_FORT_WAITS = _("Hellas 9.3: a fortress built in this action raises units only from the next Build action")
NA_NO_BLOCK_OF_1 = _("New Armies 2: no block of value 1 is left in the reserve")
#: what a purchase refused for want of talents says, by item (message ids)
UNAFFORDABLE = {
    "legion": N_("Hellas {rule}: a legion costs {cost} talents; {seat} has {treasury}"),
    "ship": N_("Hellas {rule}: a ship costs {cost} talents; {seat} has {treasury}"),
    "fortress": N_("Hellas {rule}: a fortress costs {cost} talents; {seat} has {treasury}"),
    "monument": N_("Hellas {rule}: a monument costs {cost} talents; {seat} has {treasury}"),
    "trading_post": N_("Hellas {rule}: a trading post costs {cost} talents; {seat} has {treasury}"),
}


def _afford(st: HellasState, p: int, item: str, rule: str) -> Message | None:
    cost = price(st, p, item)
    if cost is None:
        return None
    if st.treasury[p] < cost:
        return _(UNAFFORDABLE[item], rule=rule, cost=cost, seat=st.seat_label(p), treasury=st.treasury[p])
    return None


def why_no_build(st: HellasState, h: int, what: str) -> Message | None:
    s = st.game.static
    p = st.actor
    name = s.name(h)
    if h in st.contested:
        return _("Hellas 9.3: nothing is built in a contested hex ({hex})", hex=name)
    if what in ("legion", "ship"):
        arm = LAND if what == "legion" else SEA
        track = "military" if arm == LAND else "fleet"
        if st.forts.get(h) != p:
            if arm == LAND:
                return _("Hellas 9.3: new legions are built only in an own fortress; {seat} has none in {hex}",
                         seat=st.seat_label(p), hex=name)
            return _("Hellas 9.3: new ships are built only in an own fortress; {seat} has none in {hex}",
                     seat=st.seat_label(p), hex=name)
        if h in st.new_forts:
            return NEW_FORT_WAITS
        if h in st.raised:
            return RAISED_ALREADY
        if st.phase(p, track) < 1:
            if arm == LAND:
                return LEGIONS_FROM_PHASE_I
            return SHIPS_FROM_PHASE_I
        if arm == SEA and s.terrain[h] != COAST:
            return once(st, ("9.3 inland", h), lambda: _("Hellas 9.3: ships are built only in ports (a coastal "
                                                         "fortress); {hex} is inland", hex=name))
        why = _afford(st, p, what, "9.3")
        if why:
            return why
        idx = block_indices(st, p, h, arm)
        here = st.blocks[p][idx[0]][VAL] if idx else 0
        if st.game.new_armies:
            if here and not can_swap(st, p, arm, (here,), (here + 1,)):
                return _("New Armies 2: no block of value {value} is left in the reserve", value=here + 1)
            if not here and not can_swap(st, p, arm, (), (1,)):
                return NA_NO_BLOCK_OF_1
            return None
        if not room_for(st, p, arm):
            if arm == LAND:
                return once(st, ("17 legions", p),
                            lambda: _("Hellas 17: all of {seat}'s legions are on the map", seat=st.seat_label(p)))
            return once(st, ("17 ships", p),
                        lambda: _("Hellas 17: all of {seat}'s ships are on the map", seat=st.seat_label(p)))
        if here and not merge_ok(st, p, arm, 1, here):
            if arm == LAND:
                return _("Hellas 9.3: the new legion would form an army and {seat} has no free marker (13)",
                         seat=st.seat_label(p))
            return _("Hellas 9.3: the new ship would form a fleet and {seat} has no free marker (13)",
                     seat=st.seat_label(p))
        return None
    if what == "fortress":
        if not s.city[h]:
            return once(st, ("9.3 no city", h),
                        lambda: _("Hellas 9.3: fortresses are built only in city hexes; {hex} has no city", hex=name))
        if s.terrain[h] == ISLAND:
            return _("Hellas 9.3: no fortress can be built on an island in Hellas")
        post = st.posts.get(h)
        if post is None or post[0] != p or st.forts.get(h) is not None:
            return _("Hellas 9.3: a fortress replaces an own trading post; {seat} has none in {hex}",
                     seat=st.seat_label(p), hex=name)
        if sum(1 for o in st.forts.values() if o == p) >= s.sides[p].limits["fortresses"]:
            return _("Hellas 17: {seat} has all its {n} fortresses on the map", seat=st.seat_label(p),
                     n=s.sides[p].limits["fortresses"])
        return _afford(st, p, "fortress", "9.3")
    # monument (12)
    if st.monument_built:
        return _("Hellas 12: one monument per Build action")
    if not s.city[h]:
        return once(st, ("12 no city", h),
                    lambda: _("Hellas 12: monuments are built only in city hexes; {hex} has no city", hex=name))
    post = st.posts.get(h)
    if not ((post is not None and post[0] == p) or st.forts.get(h) == p):
        return _("Hellas 12: a monument needs an own trading post or fortress in {hex}", hex=name)
    if h in st.monuments:
        return _("Hellas 9.3: {hex} already has a monument", hex=name)
    need = s.fixed["monument_culture_phase"]
    if st.phase(p, "culture") < need:
        return once(st, ("12 culture", need), lambda: _("Hellas 12: monuments are built from Culture phase {phase} "
                                                       "(its price is by culture phase)", phase=PHASES[need]))
    if sum(1 for o in st.monuments.values() if o == p) >= s.fixed["max_monuments"]:
        return _("Hellas 2: a player builds at most {n} monuments", n=s.fixed["max_monuments"])
    return _afford(st, p, "monument", "12")


def build(st: HellasState, h: int, what: str) -> None:
    s = st.game.static
    p = st.actor
    cost = price(st, p, what) or 0
    st.treasury[p] -= cost
    name = s.name(h)
    if what in ("legion", "ship"):
        arm = LAND if what == "legion" else SEA
        st.raised.append(h)
        idx = block_indices(st, p, h, arm)
        if idx:
            b = st.blocks[p][idx[0]]
            replace(st, p, idx[0], (h, arm, b[VAL] + 1, b[3], b[4], b[5], b[6]))
        else:
            put(st, p, (h, arm, 1, 0, False, True, True))
        if st.logging:
            seat = st.seat_label(p)
            if not st.game.new_armies:
                text = (_("Hellas 9.3: {seat} raises a legion in {hex} for {cost} talents", seat=seat, hex=name,
                          cost=cost) if arm == LAND else
                        _("Hellas 9.3: {seat} raises a ship in {hex} for {cost} talents", seat=seat, hex=name,
                          cost=cost))
            elif idx:
                text = (_("New Armies 2: {seat} lifts its block (army) in {hex} for {cost} talents", seat=seat,
                          hex=name, cost=cost) if arm == LAND else
                        _("New Armies 2: {seat} lifts its block (fleet) in {hex} for {cost} talents", seat=seat,
                          hex=name, cost=cost))
            else:
                text = (_("New Armies 2: {seat} raises a new block of 1 (army) in {hex} for {cost} talents", seat=seat,
                          hex=name, cost=cost) if arm == LAND else
                        _("New Armies 2: {seat} raises a new block of 1 (fleet) in {hex} for {cost} talents",
                          seat=seat, hex=name, cost=cost))
            st.note(text, rule="NA 2" if st.game.new_armies else "9.3")
    elif what == "fortress":
        owner, n = st.posts.pop(h)
        if n > 1:  # 18.7: the second post stays under the fortress
            st.posts[h] = (owner, n - 1)
        st.forts[h] = p
        st.new_forts.append(h)
        st.dirty = True
        if st.logging:
            st.note(_("Hellas 9.3: {seat} builds a fortress (a port) in {hex} for {cost} talents",
                      seat=st.seat_label(p), hex=name, cost=cost) if s.terrain[h] == COAST else
                    _("Hellas 9.3: {seat} builds a fortress in {hex} for {cost} talents", seat=st.seat_label(p),
                      hex=name, cost=cost), rule="9.3")
    else:
        st.monuments[h] = p
        st.monument_built = True
        st.dirty = True
        if st.logging:
            st.note(_("Hellas 12: {seat} builds a monument in {hex} for {cost} talents (+1 VP)", seat=st.seat_label(p),
                      hex=name, cost=cost), rule="12")
        change_stability(st, p, 1, "12", _("a monument built"))


# ---------------------------------------------------------------------- trading posts (9.4)
def posts_in_play(st: HellasState, p: int) -> int:
    return sum(n for owner, n in st.posts.values() if owner == p)


def why_no_more_posts(st: HellasState, p: int, h: int) -> Message | None:
    """17: a post piece left in ``p``'s reserve and a free box on the goods chart for ``h``'s good."""
    s = st.game.static
    if posts_in_play(st, p) >= s.sides[p].limits["posts"]:
        return _("Hellas 17: all of {seat}'s {n} trading posts are on the map", seat=st.seat_label(p),
                 n=s.sides[p].limits["posts"])
    good = s.good[h] or ""
    if goods_count(st, p).get(good, 0) >= s.goods_boxes:
        return _("Hellas 17: {seat}'s {good} cube is on the last box of the goods chart", seat=st.seat_label(p),
                 good=s.good_name(h))
    return None


def why_no_post(st: HellasState, h: int) -> Message | None:
    s = st.game.static
    p = st.actor
    name = s.name(h)
    if not s.good[h]:
        return _("Hellas 9.4: trading posts are created on hexes with a goods symbol; {hex} has none", hex=name)
    if h in st.neutral_forts or st.neutral_legions.get(h):
        return _("Hellas 15: the Syracusan or independent pieces in {hex} must be destroyed first", hex=name)
    if h in st.contested:
        return _("Hellas 9.4: no trading post is created in a contested hex ({hex})", hex=name)
    post = st.posts.get(h)
    fort = st.forts.get(h)
    extra = False
    if post is not None or fort is not None:
        owner = post[0] if post is not None else fort
        count = (post[1] if post is not None else 0) + (1 if fort is not None else 0)
        opt = st.game.options.extra_posts
        if owner != p or not opt:
            return once(st, ("9.4 one post", h), lambda: _("Hellas 9.4: only one trading post is created in a hex; "
                                                           "{hex} already has one", hex=name))
        if st.phase(p, "economy") < s.fixed["extra_post_economy_phase"]:
            return _("Hellas 18.7: a second trading post on a hex needs Manufacturing (Economy phase III)")
        if count >= 2:
            return _("Hellas 18.7: at most two trading posts in one hex ({hex})", hex=name)
        extra = True
    if not extra:
        from kleos.hellas.pieces import block_at

        if block_at(st, p, h, LAND) is None:
            ship = block_at(st, p, h, SEA)
            if ship is None or s.terrain[h] not in (COAST, ISLAND):
                return _("Hellas 9.4: a trading post is created where {seat} has a legion (or a ship on a coast or "
                         "island hex); it has none in {hex}", seat=st.seat_label(p), hex=name)
            if st.game.options.legions_only_posts:
                return _("Hellas 18.4: only legions create trading posts; a ship must land a legion first")
    why = _afford(st, p, "trading_post", "9.4")
    return why or why_no_more_posts(st, p, h)


def create_post(st: HellasState, h: int) -> None:
    s = st.game.static
    p = st.actor
    cost = price(st, p, "trading_post") or 0
    st.treasury[p] -= cost
    post = st.posts.get(h)
    st.posts[h] = (p, (post[1] + 1) if post is not None else 1)
    st.dirty = True
    if st.logging:
        values = {"seat": st.seat_label(p), "hex": s.name(h), "good": s.good_name(h), "cost": cost}
        st.note(_("Hellas 9.4: {seat} creates a trading post (a second one, 18.7) in {hex} ({good}) for {cost} talents",
                  **values) if post is not None or st.forts.get(h) is not None else
                _("Hellas 9.4: {seat} creates a trading post in {hex} ({good}) for {cost} talents", **values),
                rule="9.4")
    new_post_effects(st, p, h)


def new_post_effects(st: HellasState, p: int, h: int) -> None:
    """9.5: the first post ever on each luxury good gives +1 stability; a post in the enemy capital conquers
    it (-3 stability to its owner)."""
    s = st.game.static
    good = s.good[h] or ""
    if s.good_class.get(good) == "luxury" and good not in st.luxuries[p]:
        st.luxuries[p].append(good)
        change_stability(st, p, 1, "9.5", _("the first trading post on {good}", good=s.good_name(h)))
    if h == s.capitals[1 - p]:
        if st.logging:
            st.note(_("Hellas 9.5: {seat} conquers {other}'s capital", seat=st.seat_label(p),
                      other=st.seat_label(1 - p)), rule="9.5")
        change_stability(st, 1 - p, s.fixed["capital_conquered"], "9.5", _("its capital conquered"))
