"""Hellas: what the pieces on the map add up to: presence and contested hexes (9.1, 9.1.4), the goods each
player controls and the income, supply and control they give (6, 10, 11), victory points (2), and
:func:`refresh`, which applies the consequences of a change at once (6, 9.1.4, 9.5, 11, 18.2, 18.3).

A hex becomes *contested* when a legion or army (or, from Fleet phase IV, a ship on a coastal or island hex)
enters it while it holds pieces of another side (9.1, 9.1.4); it stays contested until only one side is left in
it. The owner of a trading post or fortress in a contested hex gets nothing from its good, and a province or
island is controlled only while every goods hex of it is held and uncontested (11).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kleos.hellas.pieces import ARM, HEX, LAND, SEA
from kleos.hellas.stability import change as change_stability
from kleos.i18n import translator

if TYPE_CHECKING:
    from kleos.hellas.state import HellasState

_, ngettext = translator("hellas")

NEUTRAL = 2


# ---------------------------------------------------------------------- presence
def sides_at(st: HellasState, h: int) -> int:
    """Bit mask of the sides with a piece in ``h``: 1 Sparta, 2 Athens, 4 neutral."""
    mask = 0
    for p in (0, 1):
        if any(b[HEX] == h for b in st.blocks[p]):
            mask |= 1 << p
        if st.leader[p] == h:
            mask |= 1 << p
    g = st.group
    if g is not None and g[0] == h:
        mask |= 1 << st.mover
    post = st.posts.get(h)
    if post is not None:
        mask |= 1 << post[0]
    owner = st.forts.get(h)
    if owner is not None:
        mask |= 1 << owner
    owner = st.monuments.get(h)
    if owner is not None:
        mask |= 1 << owner
    if h in st.neutral_legions or h in st.neutral_forts:
        mask |= 4
    return mask


def enemy_present(st: HellasState, p: int, h: int) -> bool:
    """Does ``h`` hold a piece of another side (the opponent or a neutral): units stop there (9.1)."""
    return bool(sides_at(st, h) & ~(1 << p))


def opponent_present(st: HellasState, p: int, h: int) -> bool:
    """Does ``h`` hold a piece of the other power (9.8: no entry during an armistice)?"""
    return bool(sides_at(st, h) & (1 << (1 - p)))


def rejoin_leaders(st: HellasState, h: int) -> None:
    """18.5: leaders are never eliminated: a leader left alone among the other side's pieces in ``h`` (or aboard
    a ship that is gone) is placed with the nearest unit of his side (the lowest hex number among equals: the
    rulebook says "the player's next unit"). Without any unit on the map he stays where he is."""
    s = st.game.static
    for p in (0, 1):
        if st.leader[p] != h:
            continue
        own = [b for b in st.blocks[p] if b[HEX] == h]
        if st.leader_aboard[p]:
            if any(b[ARM] == SEA for b in own) or (st.group is not None and st.mover == p and st.group[0] == h):
                continue
        elif own or not sides_at(st, h) & ~(1 << p):
            continue
        where = sorted({b[HEX] for b in st.blocks[p]}, key=lambda x: (s.distance(h, x), s.ids[x]))
        if not where:
            continue
        st.leader[p] = where[0]
        st.leader_aboard[p] = not any(b[HEX] == where[0] and b[ARM] == LAND for b in st.blocks[p])
        st.dirty = True
        if st.logging:
            st.note(_("Hellas 18.5: {seat}'s leader, alone in {hex}, joins the unit in {other}", seat=st.seat_label(p),
                      hex=s.name(h), other=s.name(where[0])), rule="18.5")


def settle(st: HellasState, h: int) -> None:
    """A contested hex left with one side (or none) is contested no more (9.2, 9.8); a leader left alone
    there joins his side's units (18.5)."""
    if st.game.options.leaders and (st.leader[0] == h or st.leader[1] == h):
        rejoin_leaders(st, h)
    if h in st.contested:
        mask = sides_at(st, h)
        if mask & (mask - 1) == 0:
            st.contested = st.contested - {h}
            st.dirty = True


def contest(st: HellasState, p: int, h: int) -> bool:
    """``p``'s legion (or contesting ship) has entered ``h``: contested if another side is there (9.1.4)."""
    if h not in st.contested and enemy_present(st, p, h):
        st.contested = st.contested | {h}
        st.dirty = True
        return True
    return False


# ---------------------------------------------------------------------- goods, income, supply (6, 10, 17)
def goods_count(st: HellasState, p: int) -> dict[str, int]:
    """For each good, ``p``'s uncontested trading posts and fortresses on it (the goods chart cube, 6, 17)."""
    cache = st._goods[p]
    if cache is not None:
        return cache
    s = st.game.static
    counts: dict[str, int] = {}
    contested = st.contested
    for h, (owner, n) in st.posts.items():
        if owner == p and h not in contested:
            g = s.good[h]
            counts[g] = counts.get(g, 0) + n  # type: ignore[index]
    for h, owner in st.forts.items():
        if owner == p and h not in contested:
            g = s.good[h]
            counts[g] = counts.get(g, 0) + 1  # type: ignore[index]
    cap = s.goods_boxes
    for g, n in counts.items():
        if n > cap:
            counts[g] = cap
    st._goods[p] = counts
    return counts


def income(st: HellasState, p: int) -> int:
    """6: the income of every good controlled, plus the Economy bonuses reached (8 ex., 9.6)."""
    s = st.game.static
    total = sum(s.income[g][n] for g, n in goods_count(st, p).items())
    return total + s.economy_bonus[st.phase(p, "economy")]


def supply_posts(st: HellasState, p: int) -> int:
    s = st.game.static
    return sum(n for g, n in goods_count(st, p).items() if s.good_class[g] == "supply")


def supply_capacity(st: HellasState, p: int) -> int:
    """10: the legions ``p`` can supply (the supply track)."""
    s = st.game.static
    return s.supply_base + s.supply_per_post * min(supply_posts(st, p), s.supply_max_posts)


def luxury_posts(st: HellasState, p: int) -> tuple[int, set[str]]:
    """9.6: how many uncontested luxury trading posts ``p`` has, and of which goods."""
    s = st.game.static
    counts = goods_count(st, p)
    goods = {g for g, n in counts.items() if n and s.good_class[g] == "luxury"}
    return sum(counts[g] for g in goods), goods


# ---------------------------------------------------------------------- control (11) and victory points (2)
def holds(st: HellasState, p: int, h: int) -> bool:
    """11: ``p`` holds goods hex ``h`` with a trading post, a fortress or a legion/army, uncontested."""
    if h in st.contested:
        return False
    post = st.posts.get(h)
    if (post is not None and post[0] == p) or st.forts.get(h) == p:
        return True
    g = st.group
    if g is not None and st.mover == p and g[0] == h and g[1] == LAND:
        return True  # a group picked up but still in its hex holds it until it leaves
    return any(b[HEX] == h and b[ARM] == LAND for b in st.blocks[p])


def held(st: HellasState, p: int) -> set[int]:
    """The hexes ``p`` holds (11): an own post, fortress or legion/army there, and not contested."""
    out = {h for h, (owner, _n) in st.posts.items() if owner == p}
    out.update(h for h, owner in st.forts.items() if owner == p)
    out.update(b[HEX] for b in st.blocks[p] if b[ARM] == LAND)
    g = st.group
    if g is not None and st.mover == p and g[1] == LAND:
        # a group in motion holds the hex it started from, and those where it took units in, until it stops: a unit
        # passing through a hex crosses it (13 « traverser »), it does not occupy it (11), so no control is won or
        # lost on the way
        out.add(g[5])
        out.update(g[10] if len(g) > 10 else ())  # a save from before the group kept them: nothing there
    out.difference_update(st.contested)
    return out


def controlled(st: HellasState, p: int) -> tuple[int, ...]:
    """The regions (provinces and islands) ``p`` controls now (11)."""
    cache = st._control[p]
    if cache is not None:
        return cache
    hexes = held(st, p)
    out = tuple(k for k, goods in enumerate(st.game.static.region_goods_sets) if goods <= hexes)
    st._control[p] = out
    return out


def control_track(st: HellasState, p: int, regions: tuple[int, ...] | list[int] | None = None) -> tuple[int, int]:
    """The cubes on the control track: (islands, provinces), Sikelia worth three provinces (9.1.2, 11)."""
    s = st.game.static
    islands = provinces = 0
    for k in controlled(st, p) if regions is None else regions:
        if s.region_kind[k] == "island":
            islands += s.region_steps[k]
        else:
            provinces += s.region_steps[k]
    cap = s.control_boxes
    return min(islands, cap), min(provinces, cap)


def laurels(st: HellasState, p: int) -> int:
    """2, 18.8: VP of the laurel boxes the control cubes stand on or beyond (dark gold; light gold with 18.8)."""
    s = st.game.static
    shade = s.laurels["light" if st.game.options.light_laurels else "dark"]
    islands, provinces = control_track(st, p)
    return sum(1 for b in shade["island"] if islands >= b) + sum(1 for b in shade["province"] if provinces >= b)


def golden_ages(st: HellasState, p: int) -> int:
    """2: one VP for each Golden Age reached: the four development tracks and the stability track."""
    s = st.game.static
    n = sum(1 for t, name in enumerate(("military", "fleet", "economy", "culture"))
            if st.dev[p][t] >= s.tracks[name].golden_age)
    return n + (1 if st.stability[p] > s.stability_max else 0)


def monuments(st: HellasState, p: int) -> int:
    return sum(1 for owner in st.monuments.values() if owner == p)


def victory_points(st: HellasState, p: int) -> int:
    """2: monuments + Golden Ages + laurels held on the control track."""
    return monuments(st, p) + golden_ages(st, p) + laurels(st, p)


# ---------------------------------------------------------------------- consequences of a change
def refresh(st: HellasState) -> None:
    """Recompute what the pieces give and apply the consequences: a province lost costs a stability (11,
    Sikelia only one, 9.1.2), one gained gives one with 18.3; with 18.2 a development cube falls back when a
    good it needed is lost. Cheap when nothing was placed or removed since the last call."""
    if not st.dirty:
        return
    st.dirty = False
    st._goods = [None, None]
    st._control = [None, None]
    s = st.game.static
    for p in (0, 1):
        before = set(st.controlled[p])
        now = controlled(st, p)
        if set(now) == before:
            continue
        st.controlled[p] = list(now)
        lost = [k for k in before if k not in now]
        won = [k for k in now if k not in before]
        seat = st.seat_label(p)
        for k in lost:
            name = _(s.region_names[k])
            if s.region_kind[k] == "province":
                if k == s.sikelia:
                    st.note(_("Hellas 9.1.2: {seat} loses control of {region}", seat=seat, region=name), rule="9.1.2")
                else:
                    st.note(_("Hellas 11: {seat} loses control of {region}", seat=seat, region=name), rule="11")
                change_stability(st, p, -1, "9.1.2" if k == s.sikelia else "11", _("the loss of {region}", region=name),
                                 cause="province")
            else:
                st.note(_("Hellas 11: {seat} loses control of the island of {region}", seat=seat, region=name),
                        rule="11")
        for k in won:
            name = _(s.region_names[k])
            if s.region_kind[k] == "province":
                st.note(_("Hellas 11: {seat} takes control of the province of {region}", seat=seat, region=name),
                        rule="11")
                if st.game.options.province_stability:
                    change_stability(st, p, 1, "18.3", _("control of {region}", region=name))
            else:
                st.note(_("Hellas 11: {seat} takes control of the island of {region}", seat=seat, region=name),
                        rule="11")
        if st.over():
            return
    if st.game.options.regress_development:
        from kleos.hellas.development import regress

        for p in (0, 1):
            regress(st, p)
