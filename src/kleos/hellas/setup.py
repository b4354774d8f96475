"""Hellas: the set-up (rulebook 4, steps 1-10; 15 the neutral pieces; 18.5 the leaders).

Sparta sets up first, then Athens. Each player's fortress goes to its capital (step 1); its trading posts, one
at a time, to goods hexes on land or coast as near to the capital as possible, counting only through land and
coast hexes (step 2; Athens never in Argolis); then its legions (in the capital, on a hex with an own post, or
aboard an own ship) and its ships (in the capital if it is a port, or on a coastal hex with an own post)
(step 3). Income, goods, supply and control follow from the pieces (steps 4, 5, 8); development cubes stand
beside box 1 (step 6); stability is the sheet's value plus one per luxury post (steps 2, 7); the neutral pieces
are placed (step 9) and the treasuries filled (step 10). Option ``setup=standard`` makes every choice as the
reference notes do.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kleos.hellas.board import controlled, sides_at
from kleos.hellas.building import new_post_effects
from kleos.hellas.data import COAST
from kleos.hellas.data import LAND as LAND_TERRAIN
from kleos.hellas.pieces import CARGO, LAND, SEA, VAL, block_indices, can_swap, merge_ok, put, replace
from kleos.i18n import Message, translator

if TYPE_CHECKING:
    from kleos.hellas.state import HellasState

_, ngettext = translator("hellas")

PLACES = ("land", "sea", "aboard")


def distances(st: HellasState, p: int) -> dict[int, int]:
    return st.game.static.setup_distance[p]


def post_candidates(st: HellasState, p: int) -> list[int]:
    """4.2: the free goods hexes on land or coast nearest to ``p``'s capital (several: the owner chooses)."""
    s = st.game.static
    dist = distances(st, p)
    best: list[int] = []
    nearest = 10**6
    for h in s.goods_hexes:
        d = dist.get(h)
        if d is None or d == 0 or s.terrain[h] not in (COAST, LAND_TERRAIN) or s.region[h] in s.barred[p]:
            continue
        if sides_at(st, h):
            continue
        if d < nearest:
            best, nearest = [h], d
        elif d == nearest:
            best.append(h)
    return best


def forget_goods(st: HellasState) -> None:
    """A post or fortress placed in set-up changes what the goods and control caches hold; set-up does not go
    through ``refresh`` (no stability change for control, ambiguity 20), so the caches are cleared here."""
    st._goods = [None, None]
    st._control = [None, None]


def why_no_setup_post(st: HellasState, h: int) -> Message | None:
    s = st.game.static
    p = st.setup_seat
    cands = post_candidates(st, p)
    if h in cands:
        return None
    if s.region[h] in s.barred[p]:
        return _("Hellas 4: {seat} places no piece in {region}", seat=st.seat_label(p),
                 region=_(s.region_names[s.region[h]]))
    return _("Hellas 4.2: set-up trading posts go to the free goods hexes nearest to the capital by land (now: "
             "{hexes})", hexes=[s.name(c) for c in cands])


def setup_post(st: HellasState, h: int) -> None:
    p = st.setup_seat
    st.posts[h] = (p, 1)
    st.to_place[0] -= 1
    forget_goods(st)
    if st.logging:
        s = st.game.static
        st.note(_("Hellas 4.2: {seat} places a trading post in {hex} ({good})", seat=st.seat_label(p), hex=s.name(h),
                  good=s.good_name(h)), rule="4.2")
    new_post_effects(st, p, h)


def why_no_place(st: HellasState, h: int, where: str) -> Message | None:
    s = st.game.static
    p = st.setup_seat
    legions, ships = st.to_place[1], st.to_place[2]
    capital = s.capitals[p]
    post = st.posts.get(h)
    own_post = post is not None and post[0] == p
    if where == "sea":
        if not ships:
            return _("Hellas 4.3: {seat} has placed all its set-up ships", seat=st.seat_label(p))
        if not ((h == capital and s.terrain[h] == COAST) or (own_post and s.terrain[h] == COAST)):
            return _("Hellas 4.3: set-up ships go to the capital if it is a port, or to a coastal hex with an own post")
        idx = block_indices(st, p, h, SEA)
        if idx and not merge_ok(st, p, SEA, 1, st.blocks[p][idx[0]][VAL]):
            return _("Hellas 13: a second ship there forms a fleet, and no fleet marker (or block) is free")
        return None
    if not legions:
        return _("Hellas 4.3: {seat} has placed all its set-up legions", seat=st.seat_label(p))
    if where == "aboard":
        idx = block_indices(st, p, h, SEA)
        if not idx:
            return _("Hellas 4.3: {seat} has no ship in {hex} to take a legion aboard", seat=st.seat_label(p),
                     hex=s.name(h))
        ship = st.blocks[p][idx[0]]
        if st.game.new_armies:
            if ship[CARGO]:
                return _("New Armies 1: a fleet block carries one army block")
        elif ship[CARGO] >= ship[VAL]:
            return _("Hellas 9.1.1: each ship carries one legion")
        return None
    if not (h == capital or own_post):
        return _("Hellas 4.3: set-up legions go to the capital or to a hex with an own trading post (or aboard a "
                 "ship)")
    idx = block_indices(st, p, h, LAND)
    if idx and not merge_ok(st, p, LAND, 1, st.blocks[p][idx[0]][VAL]):
        return _("Hellas 13: a second legion there forms an army, and no army marker (or block) is free")
    return None


def place(st: HellasState, h: int, where: str) -> None:
    s = st.game.static
    p = st.setup_seat
    if where == "aboard":
        i = block_indices(st, p, h, SEA)[0]
        b = st.blocks[p][i]
        replace(st, p, i, (b[0], b[1], b[2], b[3] + 1, False, b[5], True))
        st.to_place[1] -= 1
    else:
        arm = SEA if where == "sea" else LAND
        idx = block_indices(st, p, h, arm)
        if idx:
            b = st.blocks[p][idx[0]]
            if st.game.new_armies and not can_swap(st, p, arm, (b[VAL],), (b[VAL] + 1,)):
                raise AssertionError("checked by why_no_place")
            replace(st, p, idx[0], (h, arm, b[VAL] + 1, b[CARGO], False, True, True))
        else:
            put(st, p, (h, arm, 1, 0, False, True, True))
        st.to_place[1 if arm == LAND else 2] -= 1
    if st.logging:
        if where == "land":
            text = _("Hellas 4.3: {seat} places a legion in {hex}", seat=st.seat_label(p), hex=s.name(h))
        elif where == "sea":
            text = _("Hellas 4.3: {seat} places a ship in {hex}", seat=st.seat_label(p), hex=s.name(h))
        else:
            text = _("Hellas 4.3: {seat} places a legion aboard a ship in {hex}", seat=st.seat_label(p), hex=s.name(h))
        st.note(text, rule="4.3")


def why_no_place_leader(st: HellasState, h: int) -> Message | None:
    p = st.setup_seat
    if not st.game.options.leaders:
        return _("Hellas 18.5: the leader option is not in play")
    if not any(b[0] == h for b in st.blocks[p]):
        return _("Hellas 18.5: the leader starts with a unit of his side")
    return None


def place_leader(st: HellasState, h: int) -> None:
    p = st.setup_seat
    st.leader[p] = h
    st.leader_aboard[p] = not block_indices(st, p, h, LAND)
    if st.logging:
        st.note(_("Hellas 18.5: {seat}'s leader starts in {hex}", seat=st.seat_label(p), hex=st.game.static.name(h)),
                rule="18.5")


def begin_side(st: HellasState, p: int) -> None:
    """Step 1 for ``p``: the fortress in its capital; what it has to place (its set-up sheet)."""
    s = st.game.static
    side = s.sides[p]
    st.setup_seat = p
    st.forts[s.capitals[p]] = p
    forget_goods(st)
    st.stability[p] = side.stability
    st.to_place = [side.pieces["posts"], side.pieces["legions"], side.pieces["ships"]]
    if st.logging:
        st.note(_("Hellas 4.1: {seat} sets up: a fortress in its capital {hex}; {posts} trading posts, {legions} "
                  "legions and {ships} ships to place", seat=st.seat_label(p), hex=s.name(s.capitals[p]),
                  posts=side.pieces["posts"], legions=side.pieces["legions"], ships=side.pieces["ships"]), rule="4.1")


def standard(st: HellasState, p: int) -> None:
    """Option setup=standard: the reference notes' choices for ``p`` (setup.yaml, ``standard``)."""
    s = st.game.static
    std = s.standard[p]
    for name in std.posts:
        setup_post(st, s.by_site[name])
    for name in std.ships:
        place(st, s.by_site[name], "sea")
    for name in std.legions:
        place(st, s.by_site[name], "land")
    for name in std.aboard:
        place(st, s.by_site[name], "aboard")


def neutrals(st: HellasState) -> None:
    """Step 9, 15: Syracuse's fortress and a legion on every Sikelia goods hex; the independent cities'
    fortresses; a purple legion in each Rhodos hex."""
    s = st.game.static
    st.neutral_forts = {s.syracuse: 1, **dict.fromkeys(s.purple_forts, 2)}
    st.neutral_legions = {h: 1 for h in s.sikelia_goods}
    for h in s.purple_legions:
        st.neutral_legions[h] = st.neutral_legions.get(h, 0) + 1
    st.syracusans = len(s.sikelia_goods)
    if st.logging:
        st.note(_("Hellas 4.9: Syracuse's fortress and legions, the independent cities' fortresses ({cities}) and "
                  "{island}' legions are placed", cities=[s.site_name(h) for h in s.purple_forts],
                  island=[_(name) for name in dict.fromkeys(s.region_names[s.region[h]] for h in s.purple_legions)]),
                rule="4.9")


def finish(st: HellasState) -> None:
    """Step 10: the treasuries; control as it stands after set-up, with no stability change (ambiguity 20)."""
    s = st.game.static
    for p in (0, 1):
        st.treasury[p] = s.sides[p].treasury
    st.dirty = True
    st._goods = [None, None]
    st._control = [None, None]
    for p in (0, 1):
        st.controlled[p] = list(controlled(st, p))
    st.dirty = False
    if st.logging:
        st.note(_("Hellas 4.10: treasuries: {sparta} {sparta_talents}, {athens} {athens_talents} talents",
                  sparta=st.seat_label(0), sparta_talents=st.treasury[0], athens=st.seat_label(1),
                  athens_talents=st.treasury[1]), rule="4.10")
