"""Age of Mythology VIII: playing a card, and the non-battle actions — Explore, Gather, Build, Recruit, Trade,
Next Age (the Attack is in ``attack``).

Each action is a few small decisions of the card's player (then ``done``); its legal choices are listed by
``legal`` from the helpers here, and each helper here names the rule it applies.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kleos.aom import end, powers, setup, turn
from kleos.aom.static import RESOURCES, TERRAINS
from kleos.i18n import translator

if TYPE_CHECKING:
    from kleos.aom.state import AomState

_, ngettext = translator("aom")


# ---------------------------------------------------------------------- the card
def card_info(st: AomState, card: str) -> tuple[str, int, str | None, int]:
    """(action, value, god, favor) of a card id (cards.yaml)."""
    c = card_of(st, card)
    return c.action, c.value, c.god, c.favor


def card_of(st: AomState, card: str) -> Any:
    """The data of a card in hand: ``perm_<action>`` a permanent card, else a random card's id."""
    s = st.static
    return s.perm[card[5:]] if card.startswith("perm_") else s.cards[card]


def play(st: AomState, card: str) -> None:
    """VII, VIII: the seat plays a card from its hand; a god card's power may be paid for first (V)."""
    seat = turn.player(st)
    st.hands[seat].remove(card)
    st.played[seat].append(card)  # shown: a determinization keeps it out of the seat's hidden hand
    if card.startswith("perm_"):
        st.mark_reveal()  # a permanent card in hand was hidden too (VII, issue 26)
    else:
        turn.reveal(st, seat, card)
        st.decks[str(st.cultures[seat])][1].append(card)
    action, value, god, favor = card_info(st, card)
    st.note(_("Age of Mythology VIII: {seat} plays {card}", seat=st.seat_label(seat), card=end.card_name(st, card)),
            rule="VIII")
    st.ctx = {"player": seat, "card": card, "action": action, "value": value, "god": god, "power": False}
    if god and powers.available(st, god) and st.res[seat]["favor"] >= favor:
        st.stage = "god"
        return
    start_action(st)


def pass_card(st: AomState, card: str) -> None:
    """VIII Défausser une carte: pass, discarding any card."""
    seat = turn.player(st)
    turn.discard_card(st, seat, card)
    st.note(_("Age of Mythology VIII: {seat} passes", seat=st.seat_label(seat)), rule="VIII")
    turn.next_play(st)


def choose_power(st: AomState, use: bool) -> None:
    """V Pouvoirs des Dieux: paying the favor and resolving the power comes before the action."""
    seat = st.actor()
    god = str(st.ctx["god"])
    if not use:
        st.note(_("Age of Mythology V: {seat} does not call on the god", seat=st.seat_label(seat)), rule="V")
        start_action(st)
        return
    favor = card_of(st, st.ctx["card"]).favor
    st.res[seat]["favor"] -= favor
    st.bank["favor"] += favor
    st.ctx["power"] = True
    st.note(_("Age of Mythology V: {seat} pays {n} favor for the power of {god}", seat=st.seat_label(seat),
              n=favor, god=end.god_name(st, god)), rule="V")
    powers.resolve(st, god)


def choose_card_action(st: AomState, use: bool) -> None:
    """V: after the god power, the player carries out the card's action, or not (« ou vice versa »; XI)."""
    if use:
        st.stage = "play"
        start_action(st)
        return
    st.note(_("Age of Mythology V: {seat} uses the god power alone, without the card's action",
              seat=st.seat_label(st.actor())), rule="V")
    finish(st)


def start_action(st: AomState) -> None:
    """The card's action, after its power (V)."""
    if st.over():
        return
    action = st.ctx["action"]
    if action == "explore":
        start_explore(st)
    elif action == "gather":
        start_gather(st)
    elif action == "build":
        st.ctx["left"] = st.ctx["value"]
        st.stage = "build"
        _stop_if_nothing(st)
    elif action == "recruit":
        st.ctx["left"] = st.ctx["value"]
        st.stage = "recruit"
        _stop_if_nothing(st)
    elif action == "trade":
        start_trade(st)
    elif action == "next_age":
        next_age(st)
    else:
        from kleos.aom import attack

        attack.start(st)


def _stop_if_nothing(st: AomState) -> None:
    from kleos.aom import legal

    if st.stage in ("build", "recruit") and not any(a.kind != "done" for a in legal.stage_actions(st)):
        finish(st)


def finish(st: AomState) -> None:
    turn.next_play(st)


def pay(st: AomState, seat: int, cost: dict[str, int]) -> None:
    for r, k in cost.items():
        st.res[seat][r] -= k
        st.bank[r] += k


def can_pay(st: AomState, seat: int, cost: dict[str, int], discount: int = 0) -> bool:
    return sum(max(0, k - st.res[seat][r]) for r, k in cost.items()) <= discount


def take(st: AomState, seat: int, resource: str, k: int) -> int:
    """Cubes from the bank, as many as it has (VIII Gather note: no credit)."""
    got = min(k, st.bank[resource])
    st.bank[resource] -= got
    st.res[seat][resource] += got
    return got


# ---------------------------------------------------------------------- Explore
def start_explore(st: AomState) -> None:
    """VIII Explore: the card's player draws its number of tiles (permanent P + 1; random P or P + 2)."""
    n = card_of(st, st.ctx["card"]).per_player * st.n + int(st.ctx["value"])
    st.ctx["to_draw"] = min(n, sum(st.pool.values()))
    st.revealed = []
    st.stage = "explore_reveal"
    if not st.ctx["to_draw"]:
        end_explore(st)


def after_reveal(st: AomState) -> None:
    st.ctx["to_draw"] -= 1
    if st.ctx["to_draw"] > 0 and st.pool:
        return
    p = st.actor()
    order = [(p + i) % st.n for i in range(st.n)]
    if powers.used(st, "explore_exclusive"):  # Baldr: only the card's player picks
        order = [p]
    for e in powers.used(st, "explore_picks"):  # Artemis, Ptah: he takes that many before the others
        order = [p] * (e.amount - 1) + order
    st.queue = order
    st.stage = "explore"
    skip_pickers(st)


def skip_pickers(st: AomState) -> None:
    """A seat with no empty space matching any tile shown can only pass: it is skipped."""
    while st.queue and not any(setup.can_place(st, st.queue[0], k) for k in set(st.revealed)):
        st.queue.pop(0)
    if not st.queue or not st.revealed:
        end_explore(st)


def explore_take(st: AomState, kind: str) -> None:
    seat = st.queue.pop(0)
    st.revealed.remove(kind)
    setup.place_tile(st, seat, kind)
    st.note(_("Age of Mythology VIII: {seat} takes the {tile} tile", seat=st.seat_label(seat),
              tile=end.tile_name(st, kind)), rule="VIII")
    skip_pickers(st)


def explore_pass(st: AomState) -> None:
    seat = st.queue.pop(0)
    st.note(_("Age of Mythology VIII: {seat} takes no tile", seat=st.seat_label(seat)), rule="VIII")
    skip_pickers(st)


def end_explore(st: AomState) -> None:
    setup.return_revealed(st)
    st.queue = []
    finish(st)


# ---------------------------------------------------------------------- Gather
def start_gather(st: AomState) -> None:
    """VIII Gather: a permanent or a terrain-or-resource card lets its player choose; Gather All takes every tile;
    a food card, food."""
    mode = card_of(st, st.ctx["card"]).gather
    st.ctx["moves"] = 0
    if mode == "choice":
        st.stage = "gather_mode"
    else:
        st.ctx["mode"] = mode
        st.stage = "gather_move"


def choose_mode(st: AomState, mode: str) -> None:
    st.ctx["mode"] = mode
    st.note(_("Age of Mythology VIII: {seat} calls a gather of {what}", seat=st.seat_label(st.actor()),
              what=end.gather_name(mode)), rule="VIII")
    st.stage = "gather_move"


def free_on(st: AomState, seat: int, kind: str) -> int:
    """Tiles of a kind with nobody on them: one villager or unit per tile (VIII Gather)."""
    return st.tiles[seat].get(kind, 0) - st.workers[seat].get(kind, 0) - st.dwarves[seat].get(kind, 0)


def figures(st: AomState, seat: int) -> int:
    return st.villagers[seat] + sum(st.workers[seat].values()) + sum(st.dwarves[seat].values()) + \
        st.units[seat].get("dwarf", 0)


def move_choices(st: AomState) -> list[tuple[str, str, bool]]:
    """(from, to, dwarf) moves of the card's player: holding -> tile or tile -> tile, to a free tile (DEC-30);
    a Dwarf only onto a gold tile (DEC-31). At most as many moves as figures, so the action ends."""
    seat = st.actor()
    if st.ctx["moves"] >= figures(st, seat):
        return []
    kinds = sorted(st.tiles[seat])
    free = [k for k in kinds if free_on(st, seat, k) > 0]
    out: list[tuple[str, str, bool]] = []
    sources = (["holding"] if st.villagers[seat] else []) + [k for k in kinds if st.workers[seat].get(k)]
    for src in sources:
        out.extend((src, k, False) for k in free if k != src)
    gold = [k for k in free if st.static.tile_kinds[k][1] == "gold"]
    dsources = (["holding"] if st.units[seat].get("dwarf") else []) + [k for k in kinds if st.dwarves[seat].get(k)]
    for src in dsources:
        out.extend((src, k, True) for k in gold if k != src)
    return out


def move(st: AomState, src: str, dst: str, dwarf: bool) -> None:
    seat = st.actor()
    where = st.dwarves[seat] if dwarf else st.workers[seat]
    if src == "holding":
        if dwarf:
            st.units[seat]["dwarf"] -= 1
            if not st.units[seat]["dwarf"]:
                del st.units[seat]["dwarf"]
        else:
            st.villagers[seat] -= 1
    else:
        where[src] -= 1
        if not where[src]:
            del where[src]
    where[dst] = where.get(dst, 0) + 1
    st.ctx["moves"] += 1
    who = _("a Dwarf") if dwarf else _("a villager")
    st.note(_("Age of Mythology VIII: {seat} moves {who} to a {tile} tile", seat=st.seat_label(seat), who=who,
              tile=end.tile_name(st, dst)), rule="VIII")


def selected(st: AomState, kind: str) -> bool:
    mode = st.ctx["mode"]
    terrain, resource, _amount = st.static.tile_kinds[kind]
    return mode == "all" or mode == terrain or mode == resource


def gathered(st: AomState, seat: int) -> dict[str, int]:
    """What a seat gathers (VIII): printed cubes of the selected tiles, +1 per villager on one, +2 gold per Dwarf
    on a selected gold tile (aom.md 2.3)."""
    out = {r: 0 for r in RESOURCES}
    for kind, k in st.tiles[seat].items():
        if not selected(st, kind):
            continue
        _terrain, resource, amount = st.static.tile_kinds[kind]
        out[resource] += k * amount + st.workers[seat].get(kind, 0) + 2 * st.dwarves[seat].get(kind, 0)
    return out


def collect(st: AomState) -> None:
    """VIII Gather: from the card's player clockwise each seat takes its cubes while the bank has them; the
    player's own Monument, Granary, Gold Mint and Wood Workshop add 2 each (V)."""
    p = st.actor()
    exclusive = bool(powers.used(st, "gather_exclusive"))  # Dionysus, Skadi: the others gather nothing
    for i in range(st.n):
        seat = (p + i) % st.n
        if seat != p and exclusive:
            continue
        want = gathered(st, seat)
        if seat == p:
            for e in powers.used(st, "gather_per_tile"):  # Dionysus, Ra: more per tile of that resource
                tiles = sum(k for kind, k in st.tiles[seat].items()
                            if selected(st, kind) and st.static.tile_kinds[kind][1] == e.resource)
                want[e.resource] += e.amount * tiles
            for effect in st.static.owned(st.buildings[seat], "gather_bonus"):
                want[effect.resource] += effect.amount
        got = {r: take(st, seat, r, k) for r, k in want.items() if k}
        if any(got.values()):
            st.note(_("Age of Mythology VIII: {seat} gathers {cubes}", seat=st.seat_label(seat),
                      cubes=end.cubes_text(got)), rule="VIII")
    finish(st)


# ---------------------------------------------------------------------- Build
def build_cost(st: AomState, building: str) -> dict[str, int]:
    return {r: k for r, k in st.static.buildings[building].items() if k}


def discounts(st: AomState, building: str) -> int:
    """Cubes off a building's cost: 1 with a Quarry built in an earlier action (V), 2 more with Nephthys for a
    building other than a House (aom.md 2.6)."""
    seat = st.actor()
    built_now = st.ctx.get("built", [])
    off = sum(e.amount for b, k in st.buildings[seat].items() if k for e in st.static.effects[b]
              if e.kind == "build_discount" and not (e.later_actions and b in built_now))
    off += sum(e.amount for e in powers.used(st, "build_discount") if building not in e.except_)
    return off


def city_count(st: AomState, seat: int) -> int:
    return sum(st.buildings[seat].values())


def may_build(st: AomState, seat: int, building: str) -> bool:
    """V: one of each building (Houses: 10); one tile per city space (16); the Wonder in the Mythic age only."""
    have = st.buildings[seat].get(building, 0)
    if city_count(st, seat) >= st.static.city_spaces:
        return False
    return have < st.static.building_max[building] and st.age[seat] >= st.static.building_age[building]


def build(st: AomState, building: str) -> None:
    st.ctx["building"] = building
    st.ctx["cost"] = build_cost(st, building)
    st.ctx["off"] = discounts(st, building)
    _discount_or_pay(st)


def _discount_or_pay(st: AomState) -> None:
    cost: dict[str, int] = st.ctx["cost"]
    if st.ctx["off"] and any(cost.values()):
        if len([r for r, k in cost.items() if k]) > 1:
            st.stage = "discount"
            return
        r = next(r for r, k in cost.items() if k)
        cost[r] -= 1
        st.ctx["off"] -= 1
        _discount_or_pay(st)
        return
    _place(st)


def discount_choices(st: AomState) -> list[str]:
    seat = st.actor()
    cost: dict[str, int] = st.ctx["cost"]
    out = []
    for r, k in cost.items():
        if k:
            after = dict(cost)
            after[r] -= 1
            if can_pay(st, seat, after, st.ctx["off"] - 1):
                out.append(r)
    return out


def discount(st: AomState, resource: str) -> None:
    st.ctx["cost"][resource] -= 1
    st.ctx["off"] -= 1
    st.stage = "build"
    _discount_or_pay(st)


def _place(st: AomState) -> None:
    seat = st.actor()
    building = st.ctx.pop("building")
    cost = {r: k for r, k in st.ctx.pop("cost").items() if k}
    st.ctx.pop("off", None)
    pay(st, seat, cost)
    st.buildings[seat][building] = st.buildings[seat].get(building, 0) + 1
    st.ctx.setdefault("built", []).append(building)
    st.ctx["left"] -= 1
    st.stage = "build"
    st.note(_("Age of Mythology VIII: {seat} builds {building} for {cubes}", seat=st.seat_label(seat),
              building=end.building_name(st, building), cubes=end.cubes_text(cost)), rule="VIII")
    for effect in st.static.effects[building]:
        if effect.kind == "villagers":  # V House: a new villager in the holding area
            st.villagers[seat] += effect.amount
    if any(e.kind == "end_game" for e in st.static.effects[building]):
        end.wonder(st, seat)
        return
    if st.ctx["left"] <= 0:
        finish(st)
    else:
        _stop_if_nothing(st)


# ---------------------------------------------------------------------- Recruit
def supply(st: AomState, seat: int, unit: str) -> int:
    """Figures of a type left in the seat's supply (VI: both shades with 3 players or fewer; aom.md 2.12; the
    option ``figure_caps``, DEC-35)."""
    cap = st.static.units[unit].cap(st.n, st.game.options.figure_caps)
    on_tiles = sum(st.dwarves[seat].values()) if unit == "dwarf" else 0
    return cap - st.units[seat].get(unit, 0) - on_tiles


def recruit_cost(st: AomState, unit: str) -> dict[str, int]:
    u = st.static.units[unit]
    for e in powers.used(st, "recruit_price"):  # Bast: a mortal for 1 food
        if u.cls == e.class_:
            return dict(e.cost)
    return {r: k for r, k in u.cost.items() if k}


def may_recruit(st: AomState, seat: int, unit: str) -> bool:
    """VIII Recruit: a unit of one's culture with a figure left; a hero from his age on."""
    u = st.static.units[unit]
    return u.culture == st.cultures[seat] and st.age[seat] >= u.hero_age and supply(st, seat, unit) > 0 and \
        can_pay(st, seat, recruit_cost(st, unit))


def recruit(st: AomState, unit: str) -> None:
    seat = st.actor()
    cost = recruit_cost(st, unit)
    pay(st, seat, cost)
    st.units[seat][unit] = st.units[seat].get(unit, 0) + 1
    st.ctx["left"] -= 1
    st.note(_("Age of Mythology VIII: {seat} recruits 1 {unit} for {cubes}", seat=st.seat_label(seat),
              unit=end.unit_name(st, unit), cubes=end.cubes_text(cost)), rule="VIII")
    if st.ctx["left"] <= 0:
        finish(st)
    else:
        _stop_if_nothing(st)


# ---------------------------------------------------------------------- Trade
def start_trade(st: AomState) -> None:
    """VIII Trade: the fee first (none with a Market), then exchanges with the bank, then the Great Temple."""
    seat = st.actor()
    fee = int(st.ctx["value"])
    for effect in st.static.owned(st.buildings[seat], "trade_fee"):
        fee = min(fee, effect.amount)
    st.ctx["fee"] = fee
    st.ctx["give"] = None
    if not single_give(st):  # the 1:1 swaps (DEC-9, option off): the colours given and received so far
        st.ctx["given"] = []
        st.ctx["got"] = []
    st.ctx["temple"] = False
    st.stage = "trade_fee" if fee else "trade"
    if fee and sum(st.res[seat].values()) < fee:
        st.note(_("Age of Mythology VIII: {seat} cannot pay the trade fee", seat=st.seat_label(seat)), rule="VIII")
        finish(st)


def pay_fee(st: AomState, resource: str) -> None:
    seat = st.actor()
    pay(st, seat, {resource: 1})
    st.ctx["fee"] -= 1
    st.note(_("Age of Mythology VIII: {seat} pays 1 {resource} toward the trade fee", seat=st.seat_label(seat),
              resource=end.resource_name(resource)), rule="VIII")
    if not st.ctx["fee"]:
        st.stage = "trade"


def single_give(st: AomState) -> bool:
    """DEC-9 (option ``trade_single_give_colour``): a Trade gives cubes of one colour only (the default), or makes
    any number of 1:1 swaps."""
    return bool(st.game.options.trade_single_give_colour)


def swap_choices(st: AomState) -> list[tuple[str, str]]:
    """One cube held for one of another colour the bank has; none after buying victory cubes. DEC-9: the give
    colour is the same all through the Trade; with the option off, any colour, but a colour received is not given
    and a colour given is not received in the same Trade (a swap back undoes one; every net exchange can still be
    made, and the Trade ends: the colours given only go down)."""
    seat = st.actor()
    if st.ctx["temple"]:
        return []
    if not single_give(st):
        given, got = st.ctx["given"], st.ctx["got"]
        return [(g, r) for g in RESOURCES if st.res[seat][g] > 0 and g not in got
                for r in RESOURCES if r != g and r not in given and st.bank[r] > 0]
    gives = [st.ctx["give"]] if st.ctx["give"] else list(RESOURCES)
    return [(g, r) for g in gives if st.res[seat][g] > 0 for r in RESOURCES if r != g and st.bank[r] > 0]


def swap(st: AomState, give: str, get: str) -> None:
    seat = st.actor()
    if single_give(st):
        st.ctx["give"] = give
    else:
        for key, colour in (("given", give), ("got", get)):
            if colour not in st.ctx[key]:
                st.ctx[key] = [r for r in RESOURCES if r in st.ctx[key] or r == colour]
    pay(st, seat, {give: 1})
    take(st, seat, get, 1)
    st.note(_("Age of Mythology VIII: {seat} trades 1 {give} for 1 {get}", seat=st.seat_label(seat),
              give=end.resource_name(give), get=end.resource_name(get)), rule="VIII")


def temple(st: AomState, seat: int) -> Any:
    """The Great Temple's offer (V): a victory cube for ``price`` cubes of ``resource``; None without one."""
    offers = st.static.owned(st.buildings[seat], "buy_victory")
    return offers[0] if offers else None


def may_buy_vp(st: AomState) -> bool:
    seat = st.actor()
    offer = temple(st, seat)
    return offer is not None and st.res[seat][offer.resource] >= offer.price and st.vp_bank > 0


def buy_vp(st: AomState) -> None:
    """V Great Temple: 8 favor for a victory cube from the bank (DEC-11); the last one makes this the final turn."""
    seat = st.actor()
    offer = temple(st, seat)
    pay(st, seat, {offer.resource: offer.price})
    st.vp_bank -= 1
    st.vp[seat] += 1
    st.ctx["temple"] = True
    st.note(_("Age of Mythology V: {seat} buys a victory cube for {n} favor at the Great Temple",
              seat=st.seat_label(seat), n=offer.price), rule="V")
    if not st.vp_bank:
        st.final = True
        st.note(_("Age of Mythology X: the last victory cube has left the bank; this is the final turn"), rule="X")


# ---------------------------------------------------------------------- Next Age
def age_cost(st: AomState, seat: int) -> int:
    return int(card_of(st, st.ctx["card"]).age_costs[st.age[seat]])  # index 0: the cost to enter Classical


def next_age(st: AomState) -> None:
    """VIII Next Age: pay the card's cost of each resource and advance one age (none beyond Mythic, DEC-45)."""
    seat = st.actor()
    if st.age[seat] >= 3:
        st.note(_("Age of Mythology VIII: {seat} is already in the Mythic age", seat=st.seat_label(seat)),
                rule="VIII")
        finish(st)
        return
    k = age_cost(st, seat)
    cost = {r: k for r in RESOURCES}
    if not can_pay(st, seat, cost):
        st.note(_("Age of Mythology VIII: {seat} cannot pay {n} of each resource for the next age",
                  seat=st.seat_label(seat), n=k), rule="VIII")
        finish(st)
        return
    pay(st, seat, cost)
    st.age[seat] += 1
    st.note(_("Age of Mythology VIII: {seat} pays {n} of each resource and enters the {age} age",
              seat=st.seat_label(seat), n=k, age=end.age_name(st.age[seat])), rule="VIII")
    finish(st)


def gather_modes() -> tuple[str, ...]:
    return TERRAINS + RESOURCES


def ctx_get(st: AomState, key: str, default: Any = None) -> Any:
    return st.ctx.get(key, default)
