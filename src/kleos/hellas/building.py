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
from kleos.hellas.stability import change as change_stability

if TYPE_CHECKING:
    from kleos.hellas.state import HellasState

SEATS = ("Sparta", "Athens")
WHAT = ("legion", "ship", "fortress", "monument")


def _afford(st: HellasState, p: int, item: str, rule: str) -> str | None:
    cost = price(st, p, item)
    if cost is None:
        return None
    if st.treasury[p] < cost:
        return f"Hellas {rule}: a {item.replace('_', ' ')} costs {cost} talents; {SEATS[p]} has {st.treasury[p]}"
    return None


def why_no_build(st: HellasState, h: int, what: str) -> str | None:
    s = st.game.static
    p = st.actor
    name = s.name(h)
    if h in st.contested:
        return f"Hellas 9.3: nothing is built in a contested hex ({name})"
    if what in ("legion", "ship"):
        arm = LAND if what == "legion" else SEA
        track = "military" if arm == LAND else "fleet"
        if st.forts.get(h) != p:
            return f"Hellas 9.3: new {what}s are built only in an own fortress; {SEATS[p]} has none in {name}"
        if h in st.new_forts:
            return "Hellas 9.3: a fortress built in this action raises units only from the next Build action"
        if h in st.raised:
            return "Hellas 9.3: a fortress raises one legion or one ship per Build action"
        if st.phase(p, track) < 1:
            need = "Military phase I (which needs City-State)" if arm == LAND else "Fleet phase I"
            return f"Hellas 9.3: {what}s are built from {need}"
        if arm == SEA and s.terrain[h] != COAST:
            return f"Hellas 9.3: ships are built only in ports (a coastal fortress); {name} is inland"
        why = _afford(st, p, what, "9.3")
        if why:
            return why
        idx = block_indices(st, p, h, arm)
        here = st.blocks[p][idx[0]][VAL] if idx else 0
        if st.game.new_armies:
            if here and not can_swap(st, p, arm, (here,), (here + 1,)):
                return f"New Armies 2: no block of value {here + 1} is left in the reserve"
            if not here and not can_swap(st, p, arm, (), (1,)):
                return "New Armies 2: no block of value 1 is left in the reserve"
            return None
        if not room_for(st, p, arm):
            return f"Hellas 17: all of {SEATS[p]}'s {what}s are on the map"
        if here and not merge_ok(st, p, arm, 1, here):
            return (f"Hellas 9.3: the new {what} would form an {'army' if arm == LAND else 'fleet'} and "
                    f"{SEATS[p]} has no free marker (13)")
        return None
    if what == "fortress":
        if not s.city[h]:
            return f"Hellas 9.3: fortresses are built only in city hexes; {name} has no city"
        if s.terrain[h] == ISLAND:
            return "Hellas 9.3: no fortress can be built on an island in Hellas"
        post = st.posts.get(h)
        if post is None or post[0] != p or st.forts.get(h) is not None:
            return f"Hellas 9.3: a fortress replaces an own trading post; {SEATS[p]} has none in {name}"
        if sum(1 for o in st.forts.values() if o == p) >= s.sides[p].limits["fortresses"]:
            return f"Hellas 17: {SEATS[p]} has all its {s.sides[p].limits['fortresses']} fortresses on the map"
        return _afford(st, p, "fortress", "9.3")
    # monument (12)
    if st.monument_built:
        return "Hellas 12: one monument per Build action"
    if not s.city[h]:
        return f"Hellas 12: monuments are built only in city hexes; {name} has no city"
    post = st.posts.get(h)
    if not ((post is not None and post[0] == p) or st.forts.get(h) == p):
        return f"Hellas 12: a monument needs an own trading post or fortress in {name}"
    if h in st.monuments:
        return f"Hellas 9.3: {name} already has a monument"
    need = s.fixed["monument_culture_phase"]
    if st.phase(p, "culture") < need:
        return f"Hellas 12: monuments are built from Culture phase {PHASES[need]} (its price is by culture phase)"
    if sum(1 for o in st.monuments.values() if o == p) >= s.fixed["max_monuments"]:
        return f"Hellas 2: a player builds at most {s.fixed['max_monuments']} monuments"
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
            text = (f"Hellas 9.3: {SEATS[p]} raises a {what} in {name} for {cost} talents" if not st.game.new_armies
                    else f"New Armies 2: {SEATS[p]} {'lifts its block' if idx else 'raises a new block of 1'} "
                    f"({'army' if arm == LAND else 'fleet'}) in {name} for {cost} talents")
            st.note(text, rule="NA 2" if st.game.new_armies else "9.3")
    elif what == "fortress":
        owner, n = st.posts.pop(h)
        if n > 1:  # 18.7: the second post stays under the fortress
            st.posts[h] = (owner, n - 1)
        st.forts[h] = p
        st.new_forts.append(h)
        st.dirty = True
        if st.logging:
            port = " (a port)" if s.terrain[h] == COAST else ""
            st.note(f"Hellas 9.3: {SEATS[p]} builds a fortress{port} in {name} for {cost} talents", rule="9.3")
    else:
        st.monuments[h] = p
        st.monument_built = True
        st.dirty = True
        if st.logging:
            st.note(f"Hellas 12: {SEATS[p]} builds a monument in {name} for {cost} talents (+1 VP)", rule="12")
        change_stability(st, p, 1, "12", "a monument built")


# ---------------------------------------------------------------------- trading posts (9.4)
def posts_in_play(st: HellasState, p: int) -> int:
    return sum(n for owner, n in st.posts.values() if owner == p)


def why_no_more_posts(st: HellasState, p: int, h: int) -> str | None:
    """17: a post piece left in ``p``'s reserve and a free box on the goods chart for ``h``'s good."""
    s = st.game.static
    if posts_in_play(st, p) >= s.sides[p].limits["posts"]:
        return f"Hellas 17: all of {SEATS[p]}'s {s.sides[p].limits['posts']} trading posts are on the map"
    good = s.good[h] or ""
    if goods_count(st, p).get(good, 0) >= s.goods_boxes:
        return f"Hellas 17: {SEATS[p]}'s {good.upper()} cube is on the last box of the goods chart"
    return None


def why_no_post(st: HellasState, h: int) -> str | None:
    s = st.game.static
    p = st.actor
    name = s.name(h)
    if not s.good[h]:
        return f"Hellas 9.4: trading posts are created on hexes with a goods symbol; {name} has none"
    if h in st.neutral_forts or st.neutral_legions.get(h):
        return f"Hellas 15: the Syracusan or independent pieces in {name} must be destroyed first"
    if h in st.contested:
        return f"Hellas 9.4: no trading post is created in a contested hex ({name})"
    post = st.posts.get(h)
    fort = st.forts.get(h)
    extra = False
    if post is not None or fort is not None:
        owner = post[0] if post is not None else fort
        count = (post[1] if post is not None else 0) + (1 if fort is not None else 0)
        opt = st.game.options.extra_posts
        if owner != p or not opt:
            return f"Hellas 9.4: only one trading post is created in a hex; {name} already has one"
        if st.phase(p, "economy") < s.fixed["extra_post_economy_phase"]:
            return "Hellas 18.7: a second trading post on a hex needs Manufacturing (Economy phase III)"
        if count >= 2:
            return f"Hellas 18.7: at most two trading posts in one hex ({name})"
        extra = True
    if not extra:
        from kleos.hellas.pieces import block_at

        if block_at(st, p, h, LAND) is None:
            ship = block_at(st, p, h, SEA)
            if ship is None or s.terrain[h] not in (COAST, ISLAND):
                return (f"Hellas 9.4: a trading post is created where {SEATS[p]} has a legion (or a ship on a coast "
                        f"or island hex); it has none in {name}")
            if st.game.options.legions_only_posts:
                return "Hellas 18.4: only legions create trading posts; a ship must land a legion first"
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
        extra = " (a second one, 18.7)" if post is not None or st.forts.get(h) is not None else ""
        st.note(f"Hellas 9.4: {SEATS[p]} creates a trading post{extra} in {s.name(h)} ({(s.good[h] or '').upper()}) "
                f"for {cost} talents", rule="9.4")
    new_post_effects(st, p, h)


def new_post_effects(st: HellasState, p: int, h: int) -> None:
    """9.5: the first post ever on each luxury good gives +1 stability; a post in the enemy capital conquers
    it (-3 stability to its owner)."""
    s = st.game.static
    good = s.good[h] or ""
    if s.good_class.get(good) == "luxury" and good not in st.luxuries[p]:
        st.luxuries[p].append(good)
        change_stability(st, p, 1, "9.5", f"the first trading post on {good.upper()}")
    if h == s.capitals[1 - p]:
        if st.logging:
            st.note(f"Hellas 9.5: {SEATS[p]} conquers {SEATS[1 - p]}'s capital", rule="9.5")
        change_stability(st, 1 - p, s.fixed["capital_conquered"], "9.5", "its capital conquered")
