"""Age of Mythology V "Pouvoirs des Dieux": the god powers of the random cards, read from their effects
(gods.yaml, ``kleos.aom.effects``; reference notes aom.md 2.6, timing 3.4). A power is paid in favor and resolved
before the card's action (V); its choices are small decisions (``cube``, ``target``, ``unit``, ``destroy``,
``return_tile``, ``steal``), then the action follows.

* Resolved here, before the action ("now"): take_resources, free_building, unit_for_resources, free_hero,
  free_units, extra_play, steal_resources, destroy_building, kill_unit, remove_tile, exchange_units.
* Read by the action they come with ("action"): explore_picks, explore_exclusive (Explore), gather_per_tile,
  gather_exclusive (Gather), build_discount (Build), recruit_price (Recruit), and the battle's own:
  remove_enemy_unit, battle_caps, battle_dice, grant_special, save_first_loss (passed to the battle).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kleos.aom import end
from kleos.aom.static import RESOURCES
from kleos.i18n import translator

if TYPE_CHECKING:
    from kleos.aom.state import AomState

_, ngettext = translator("aom")

#: the effects resolved before the action (the others modify the action)
NOW = frozenset({"take_resources", "free_building", "unit_for_resources", "free_hero", "free_units", "extra_play",
                 "steal_resources", "destroy_building", "kill_unit", "remove_tile", "exchange_units"})
BATTLE = frozenset({"remove_enemy_unit", "battle_caps", "battle_dice", "grant_special", "save_first_loss"})


def effects(st: AomState, god: str) -> tuple[Any, ...]:
    return tuple(st.static.data.god[god].effects)


def used(st: AomState, kind: str) -> list[Any]:
    """The effects of ``kind`` of the power used with the card in play (none if no power was paid for)."""
    if not st.ctx.get("power"):
        return []
    return [e for e in effects(st, str(st.ctx["god"])) if e.kind == kind]


def available(st: AomState, god: str) -> bool:
    """A power is offered when it can do something: a target, a unit, a building for it (V: paying for nothing is
    not a choice the rules need)."""
    seat = turn_player(st)
    for e in effects(st, god):
        if e.kind == "unit_for_resources" and not _own_units(st, seat, _classes(st, e)):
            return False
        if e.kind in ("steal_resources", "destroy_building", "kill_unit", "remove_tile") and \
                not _targets(st, seat, e):
            return False
    return True


def _classes(st: AomState, e: Any) -> tuple[str, ...]:
    """The classes a unit_for_resources power takes; the option ``hades_mortal_only`` keeps the mortals (DEC-2)."""
    if st.game.options.hades_mortal_only:
        return ("mortal",)
    return tuple(e.classes)


def turn_player(st: AomState) -> int:
    return int(st.ctx["player"])


def board_units(st: AomState, seat: int) -> dict[str, int]:
    """A player's non-villager units, holding and production areas (Dwarves on tiles) together."""
    out = dict(st.units[seat])
    dwarves = sum(st.dwarves[seat].values())
    if dwarves:
        out["dwarf"] = out.get("dwarf", 0) + dwarves
    return out


def _own_units(st: AomState, seat: int, classes: Any) -> list[str]:
    s = st.static
    return sorted(u for u, k in board_units(st, seat).items() if k and s.units[u].cls in classes)


def _continue(st: AomState) -> None:
    """The power is resolved: the card's action is now the player's choice (V « ou vice versa »; XI « Il peut
    maintenant jouer la partie collecte de sa carte s'il le veut »)."""
    st.ctx["todo"] = []
    if st.over():
        return
    st.stage = "god_action"


def resolve(st: AomState, god: str) -> None:
    """The power's effects resolved now, one after the other; then the action."""
    st.ctx["todo"] = [i for i, e in enumerate(effects(st, god)) if e.kind in NOW]
    _next(st)


def _next(st: AomState) -> None:
    todo = st.ctx["todo"]
    while todo:
        e = effects(st, str(st.ctx["god"]))[todo.pop(0)]
        st.ctx["effect"] = e.kind
        if _start(st, e):
            return  # a choice is awaited
    _continue(st)


def _effect(st: AomState) -> Any:
    return next(e for e in effects(st, str(st.ctx["god"])) if e.kind == st.ctx["effect"])


def _start(st: AomState, e: Any) -> bool:
    """Resolve effect ``e``; True when a decision of the player is awaited."""
    from kleos.aom import actions

    seat = turn_player(st)
    s = st.static
    kind = e.kind
    if kind == "take_resources":
        if e.resource == "any":
            st.ctx["take_left"] = e.amount
            st.stage = "power_take"
            return _check_take(st)
        got = actions.take(st, seat, e.resource, e.amount)
        _took(st, seat, {e.resource: got})
    elif kind == "free_building":
        if actions.may_build(st, seat, e.building):
            st.buildings[seat][e.building] = st.buildings[seat].get(e.building, 0) + 1
            for effect in s.effects[e.building]:
                if effect.kind == "villagers":
                    st.villagers[seat] += effect.amount
            st.note(_("Age of Mythology V: the god gives {seat} this building: {building}", seat=st.seat_label(seat),
                      building=end.building_name(st, e.building)), rule="V")
    elif kind == "free_hero":  # DEC-16: the hero of the current age, before a Next Age advance
        age = st.age[seat]
        hero = s.data.heroes[str(st.cultures[seat])][age]
        if hero:
            _free_units(st, seat, hero, 1)
    elif kind == "free_units":
        if len(e.units) == 1:
            _free_units(st, seat, e.units[0], e.amount)
        else:
            st.ctx["free"] = e.amount
            return _await_unit(st)
    elif kind == "extra_play":
        st.extra.append(seat)
        st.note(_("Age of Mythology V: {seat} will play one more card after the third round",
                  seat=st.seat_label(seat)), rule="V")
    elif kind == "exchange_units":
        st.ctx["free"] = e.amount
        return _await_unit(st)
    elif kind == "unit_for_resources":
        return _await_unit(st)
    else:  # steal_resources, destroy_building, kill_unit, remove_tile: a player first
        if _targets(st, seat, e):
            st.stage = "power_target"
            return True
    return False


def _await_unit(st: AomState) -> bool:
    if unit_choices(st):
        st.stage = "power_unit"
        return True
    return False


def _took(st: AomState, seat: int, got: dict[str, int]) -> None:
    st.note(_("Age of Mythology V: {seat} takes {cubes} from the bank", seat=st.seat_label(seat),
              cubes=end.cubes_text(got)), rule="V")


def _free_units(st: AomState, seat: int, unit: str, k: int) -> None:
    from kleos.aom import actions

    k = min(k, actions.supply(st, seat, unit))
    if k > 0:
        st.units[seat][unit] = st.units[seat].get(unit, 0) + k
        st.note(_("Age of Mythology V: {seat} takes {units} free", seat=st.seat_label(seat),
                  units=end.units_text(k, end.unit_name(st, unit))), rule="V")


def _check_take(st: AomState) -> bool:
    if st.ctx["take_left"] <= 0 or not any(st.bank[r] for r in RESOURCES):
        st.stage = "play"
        return False
    return True


def take_cube(st: AomState, resource: str) -> None:
    """take_resources "any" (Hermes, Forseti), unit_for_resources (Hades): cubes of the player's choice."""
    from kleos.aom import actions

    seat = turn_player(st)
    actions.take(st, seat, resource, 1)
    st.ctx["take_left"] -= 1
    _took(st, seat, {resource: 1})
    if not _check_take(st):
        _next(st)


# ---------------------------------------------------------------------- units
def unit_choices(st: AomState) -> list[str]:
    from kleos.aom import actions

    seat = turn_player(st)
    e = _effect(st)
    s = st.static
    if e.kind == "unit_for_resources":  # DEC-2: a unit of the classes given (not a villager), to the supply
        return _own_units(st, seat, _classes(st, e))
    if e.kind == "free_units":
        return [u for u in e.units if actions.supply(st, seat, u) > 0]
    if e.kind == "exchange_units":
        if actions.supply(st, seat, e.unit) <= 0:
            return []
        return _own_units(st, seat, (e.class_,))
    if e.kind == "kill_unit":
        target = st.ctx["target"]
        return sorted(u for u, k in board_units(st, target).items() if k and s.units[u].cls == e.class_)
    return []


def choose_unit(st: AomState, unit: str) -> None:
    seat = turn_player(st)
    e = _effect(st)
    if e.kind == "unit_for_resources":
        _remove_unit(st, seat, unit)
        st.note(_("Age of Mythology V: {seat} returns 1 {unit} to the supply", seat=st.seat_label(seat),
                  unit=end.unit_name(st, unit)), rule="V")
        st.ctx["take_left"] = e.amount
        st.stage = "power_take"
        if not _check_take(st):
            _next(st)
        return
    if e.kind == "kill_unit":
        target = st.ctx["target"]
        _remove_unit(st, target, unit)
        st.note(_("Age of Mythology V: the god strikes down 1 {unit} of {seat}", unit=end.unit_name(st, unit),
                  seat=st.seat_label(target)), rule="V")
        _next(st)
        return
    if e.kind == "free_units":
        _free_units(st, seat, unit, 1)
    else:  # exchange_units
        _remove_unit(st, seat, unit)
        _free_units(st, seat, e.unit, 1)
    st.ctx["free"] -= 1
    if st.ctx["free"] <= 0 or not unit_choices(st):
        _next(st)


def may_stop(st: AomState) -> bool:
    """exchange_units is "up to" its amount (Anubis): the player may stop."""
    return _effect(st).kind == "exchange_units"


def stop(st: AomState) -> None:
    _next(st)


def _remove_unit(st: AomState, seat: int, unit: str) -> None:
    """A unit back to its owner's supply: from the holding area, else a Dwarf from a tile."""
    if st.units[seat].get(unit):
        st.units[seat][unit] -= 1
        if not st.units[seat][unit]:
            del st.units[seat][unit]
        return
    kind = next(k for k, v in sorted(st.dwarves[seat].items()) if v)
    st.dwarves[seat][kind] -= 1
    if not st.dwarves[seat][kind]:
        del st.dwarves[seat][kind]


# ---------------------------------------------------------------------- targets
def _targets(st: AomState, seat: int, e: Any) -> list[int]:
    """Any player (DEC-19): ``target: any`` includes oneself, ``other`` not; only players the effect can touch."""
    s = st.static
    out = []
    for p in range(st.n):
        if p == seat and e.target != "any":
            continue
        if e.kind == "steal_resources" and sum(st.res[p].values()):
            out.append(p)
        elif e.kind == "destroy_building" and sum(st.buildings[p].values()):
            out.append(p)
        elif e.kind == "kill_unit" and any(k and s.units[u].cls == e.class_ for u, k in board_units(st, p).items()):
            out.append(p)
        elif e.kind == "remove_tile" and any(e.resource in (None, s.tile_kinds[k][1]) for k in st.tiles[p]):
            out.append(p)
    return out


def target_choices(st: AomState) -> list[int]:
    return _targets(st, turn_player(st), _effect(st))


def choose_target(st: AomState, target: int) -> None:
    st.ctx["target"] = target
    e = _effect(st)
    st.note(_("Age of Mythology V: {god} strikes {seat}", god=end.god_name(st, str(st.ctx["god"])),
              seat=st.seat_label(target)), rule="V")
    if e.kind == "steal_resources":
        st.ctx["take_left"] = e.amount
        st.stage = "power_steal"
    elif e.kind == "destroy_building":
        st.stage = "power_building"
    elif e.kind == "kill_unit":
        st.stage = "power_unit"
    else:
        st.stage = "power_tile"


def steal(st: AomState, resource: str) -> None:
    """steal_resources (Loki): cubes of the player's choice from the target's holding area (all if fewer)."""
    seat, target = turn_player(st), st.ctx["target"]
    st.res[target][resource] -= 1
    st.res[seat][resource] += 1
    st.ctx["take_left"] -= 1
    st.note(_("Age of Mythology V: {seat} steals 1 {resource} from {other}", seat=st.seat_label(seat),
              resource=end.resource_name(resource), other=st.seat_label(target)), rule="V")
    if st.ctx["take_left"] <= 0 or not sum(st.res[target].values()):
        _next(st)


def destroy(st: AomState, building: str) -> None:
    end.destroy_building(st, st.ctx["target"], building, "power")


def resume(st: AomState) -> None:
    """Back to the power's other effects (after a House's villager was chosen)."""
    _next(st)


def tile_choices(st: AomState) -> list[str]:
    target = st.ctx["target"]
    resource = _effect(st).resource
    return sorted(k for k, v in st.tiles[target].items() if v and resource in (None, st.static.tile_kinds[k][1]))


def remove_tile(st: AomState, kind: str) -> None:
    """remove_tile (Hephaestus, Hathor): the tile goes back to the pool; whoever stood on it to the holding area."""
    target = st.ctx["target"]
    end.lose_tile(st, target, kind)
    st.pool[kind] = st.pool.get(kind, 0) + 1
    st.note(_("Age of Mythology V: a {tile} tile of {seat} goes back to the pool", tile=end.tile_name(st, kind),
              seat=st.seat_label(target)), rule="V")
    _next(st)
