"""Age of Mythology X: the end of the game and the score; and the names of things for people (messages).

* The game ends at once when a Wonder is built (V, X), or at the end of the turn in which the last victory cube
  left the bank (X; no spoilage that turn).
* Scoring (X): the Wonder card to its builder; Largest Army to the one seat with the most non-villager units
  (a tie: nobody; DEC-38: holding and production areas); Most Buildings to the one seat with the most buildings
  (a tie: nobody); cubes left on Won the Last Battle to nobody. Most victory cubes wins; a tie goes to the tied
  seat with the most resource cubes; still tied, the win is shared (DEC-40).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kleos.aom.static import RESOURCES
from kleos.i18n import N_, Message, translator

if TYPE_CHECKING:
    from kleos.aom.state import AomState

_, ngettext = translator("aom")


def army(st: AomState, seat: int) -> int:
    return sum(st.units[seat].values()) + sum(st.dwarves[seat].values())


def wonder(st: AomState, seat: int) -> None:
    """V The Wonder: the game stops at once; its builder takes the cubes on the Wonder card."""
    st.note(_("Age of Mythology V: {seat} builds the Wonder; the game ends at once", seat=st.seat_label(seat)),
            rule="V")
    st.vp[seat] += st.vp_cards["wonder"]
    st.vp_cards["wonder"] = 0
    score(st, wonder_by=seat)


def _single_best(values: list[int]) -> int | None:
    top = max(values)
    best = [p for p, v in enumerate(values) if v == top]
    return best[0] if len(best) == 1 else None


def score(st: AomState, wonder_by: int | None = None) -> None:
    """X: the victory cards are shared out, then the cubes counted."""
    n = st.n
    if wonder_by is None and st.vp_cards["wonder"]:
        st.note(_("Age of Mythology X: nobody built the Wonder; its cubes go to nobody"), rule="X")
    for card, values in (("largest_army", [army(st, p) for p in range(n)]),
                         ("most_buildings", [sum(st.buildings[p].values()) for p in range(n)])):
        cubes = st.vp_cards[card]
        best = _single_best(values)
        if best is None:
            st.note(_("Age of Mythology X: a tie for {card}; its {n} cubes go to nobody", card=victory_card_name(card),
                      n=cubes), rule="X")
        else:
            st.vp[best] += cubes
            st.vp_cards[card] = 0
            st.note(_("Age of Mythology X: {seat} takes {card} and its {n} cubes", seat=st.seat_label(best),
                      card=victory_card_name(card), n=cubes), rule="X")
    top = max(st.vp)
    tied = [p for p in range(n) if st.vp[p] == top]
    if len(tied) > 1:
        wealth = {p: sum(st.res[p].values()) for p in tied}
        most = max(wealth.values())
        tied = [p for p in tied if wealth[p] == most]
    winners = tuple(tied)
    names = [st.seat_label(p) for p in winners]
    if len(winners) == 1:
        text = _("Age of Mythology X: {seat} wins with {vp} victory cubes", seat=names[0], vp=top)
        st.finish(winners, N_("victory"), text, "X")
    else:
        text = _("Age of Mythology X: {seats} share the win with {vp} victory cubes and as many resources",
                 seats=names, vp=top)
        st.finish(winners, N_("shared victory"), text, "X")


def destroy_building(st: AomState, seat: int, building: str, then: str) -> None:
    """A building goes back to the stock; a House takes a villager with it (V House), the owner's choice when he
    has villagers in more than one place; ``then`` says what goes on afterwards (``spoils``, ``power``)."""
    st.buildings[seat][building] -= 1
    if not st.buildings[seat][building]:
        del st.buildings[seat][building]
    st.note(_("Age of Mythology VIII: the {building} of {seat} is destroyed", building=building_name(st, building),
              seat=st.seat_label(seat)), rule="VIII")
    lose = sum(e.amount for e in st.static.effects[building] if e.kind == "villagers")
    st.ctx["villager_loss"] = [seat, lose, then]
    villager_losses(st)


def villager_places(st: AomState, seat: int) -> list[str]:
    return (["holding"] if st.villagers[seat] else []) + sorted(k for k, v in st.workers[seat].items() if v)


def villager_losses(st: AomState) -> None:
    """V: houses and villagers stay equal: the owner removes villagers, choosing which when they stand in more
    than one place; then the action goes on."""
    seat, left, then = st.ctx["villager_loss"]
    while left > 0:
        places = villager_places(st, seat)
        if not places:
            break
        if len(places) > 1:
            st.ctx["villager_loss"] = [seat, left, then]
            st.stage = "lose_villager"
            return
        remove_villager(st, seat, places[0])
        left -= 1
    del st.ctx["villager_loss"]
    if then == "spoils":
        from kleos.aom import attack

        st.stage = "spoils"
        attack.check_spoils(st)
    elif then == "power":
        from kleos.aom import powers

        powers.resume(st)


def remove_villager(st: AomState, seat: int, place: str) -> None:
    if place == "holding":
        st.villagers[seat] -= 1
    else:
        st.workers[seat][place] -= 1
        if not st.workers[seat][place]:
            del st.workers[seat][place]
    st.note(_("Age of Mythology V: {seat} loses a villager with the House", seat=st.seat_label(seat)), rule="V")


def lose_villager(st: AomState, place: str) -> None:
    seat, left, then = st.ctx["villager_loss"]
    remove_villager(st, seat, place)
    st.ctx["villager_loss"] = [seat, left - 1, then]
    villager_losses(st)


def lose_tile(st: AomState, seat: int, kind: str) -> None:
    """A tile leaves a board; a villager or Dwarf on it goes to the holding area (aom.md 3.6.7)."""
    st.tiles[seat][kind] -= 1
    if not st.tiles[seat][kind]:
        del st.tiles[seat][kind]
    total = st.tiles[seat].get(kind, 0)
    while st.workers[seat].get(kind, 0) + st.dwarves[seat].get(kind, 0) > total:
        if st.workers[seat].get(kind):
            st.workers[seat][kind] -= 1
            if not st.workers[seat][kind]:
                del st.workers[seat][kind]
            st.villagers[seat] += 1
        else:
            st.dwarves[seat][kind] -= 1
            if not st.dwarves[seat][kind]:
                del st.dwarves[seat][kind]
            st.units[seat]["dwarf"] = st.units[seat].get("dwarf", 0) + 1


# ---------------------------------------------------------------------- names for people
def resource_name(r: str) -> Message:
    return {"food": _("food"), "wood": _("wood"), "gold": _("gold"), "favor": _("favor")}[r]


def amount(n: int, r: str) -> Message:
    """``n`` cubes of one resource, as a player says it in each language (« 2 faveurs », « 3 bois », "2 favor")."""
    if r == "food":
        return ngettext("{n} food", "{n} food", n, n=n)
    if r == "wood":
        return ngettext("{n} wood", "{n} wood", n, n=n)
    if r == "gold":
        return ngettext("{n} gold", "{n} gold", n, n=n)
    if r == "favor":
        return ngettext("{n} favor", "{n} favor", n, n=n)
    return _("{n} {resource}", n=n, resource=resource_name(r))


def units_text(n: int, unit: Message | str) -> Message:
    """``n`` units of one type: "Elephant ×2" (the unit's name stays as printed on its card, whatever ``n``)."""
    return _("{unit} ×{n}", unit=unit, n=n)


def cubes_text(cubes: dict[str, int]) -> Message | str:
    parts = [amount(k, r) for r, k in cubes.items() if k and r in RESOURCES]
    if not parts:
        return _("nothing")
    return _("{cubes}", cubes=parts)


def _data() -> Any:
    from kleos.aom import data

    return data.load()


def culture_name(culture: str) -> Message:
    return _data().culture_name(culture)


def age_name(age: int) -> Message:
    return _data().age_name(age)


def victory_card_name(card: str) -> Message:
    return Message("aom", _data().victory_card_names[card])


def action_name(action: str) -> Message:
    return _data().action_name(action)


def building_name(st: AomState, b: str) -> Message:
    return st.static.data.building_name(b)


def terrain_name(t: str) -> Message:
    return _data().terrain_name(t)


def gather_name(mode: str) -> Message:
    if mode in RESOURCES:
        return resource_name(mode)
    if mode == "all":
        return _("every tile")
    return _("{terrain} tiles", terrain=terrain_name(mode))


def tile_name(st: AomState, kind: str) -> Message:
    terrain, resource, count = st.static.tile_kinds[kind]
    return _("{terrain} ({amount})", terrain=terrain_name(terrain), amount=amount(count, resource))


def unit_name(st: AomState, unit: str) -> Message:
    return st.static.data.unit_name(unit)


def god_name(st: AomState, god: str) -> Message:
    return st.static.data.god_name(god)


def card_name(st: AomState, card: str) -> Message:
    if card.startswith("perm_"):
        return _("{action} (permanent)", action=action_name(card[5:]))
    c = st.static.cards[card]
    if c.action == "explore":
        value = _("P+{n} tiles", n=c.value) if c.value else _("P tiles")
    elif c.action == "gather":
        value = _("terrain or resource") if c.gather == "choice" else _("all") if c.gather == "all" else \
            resource_name(c.gather)
    elif c.action == "next_age":
        value = _("{a}/{b}/{c} of each", a=c.age_costs[0], b=c.age_costs[1], c=c.age_costs[2])
    elif c.action == "trade":
        value = _("fee {n}", n=c.value)
    else:
        value = str(c.value)
    if c.god:
        return _("{action} {value} — {god} ({favor} favor)", action=action_name(c.action), value=value,
                 god=god_name(st, c.god), favor=c.favor)
    return _("{action} {value}", action=action_name(c.action), value=value)
