"""Age of Mythology V "Pouvoirs des Dieux": the god powers of the random cards (effects: reference notes aom.md 2.6,
timing 3.4). A power is paid in favor and resolved before the card's action (V); its choices are small decisions
(``cube``, ``target``, ``unit``, ``destroy``, ``tile``, ``steal``), then the action follows.

Powers that change the action itself are read by the action: Artemis, Ptah, Baldr (Explore), Dionysus, Ra,
Skadi (Gather), Nephthys (Build), Bast (Recruit). The battle powers (Aphrodite, Ares, Sekhmet, Bragi, Heimdall,
Tyr, Isis) are offered only when the battle takes modifiers (``BATTLE_POWERS``); docs/games/aom.md lists them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kleos.aom import end
from kleos.aom.static import RESOURCES
from kleos.i18n import translator

if TYPE_CHECKING:
    from kleos.aom.state import AomState

_, ngettext = translator("aom")

#: powers resolved here or read by the action they come with
IMPLEMENTED = frozenset({
    "poseidon", "freyja", "hermes", "forseti", "hades", "hera", "apollo", "hel", "zeus", "osiris", "skadi",
    "dionysus", "ra", "baldr", "artemis", "ptah", "nephthys", "bast", "thoth", "odin", "loki", "horus", "njord",
    "thor", "hephaestus", "hathor", "anubis",
})
#: battle powers, available once the battle takes them as modifiers
BATTLE_POWERS: frozenset[str] = frozenset()


def available(st: AomState, god: str) -> bool:
    return god in IMPLEMENTED or god in BATTLE_POWERS


def _continue(st: AomState) -> None:
    from kleos.aom import actions

    st.stage = "play"
    actions.start_action(st)


def resolve(st: AomState, god: str) -> None:
    from kleos.aom import actions

    seat = st.actor()
    s = st.static
    if god == "poseidon":
        got = actions.take(st, seat, "food", 5)
        _took(st, seat, {"food": got})
    elif god == "freyja":
        got = actions.take(st, seat, "gold", 5)
        _took(st, seat, {"gold": got})
    elif god in ("hermes", "forseti"):
        _take_cubes(st, 4)
        return
    elif god == "hades":
        if unit_choices(st):
            st.stage = "power_unit"
            return
        _take_cubes(st, 7)
        return
    elif god == "hera":
        if actions.may_build(st, seat, "house"):
            st.buildings[seat]["house"] = st.buildings[seat].get("house", 0) + 1
            st.villagers[seat] += 1
            st.note(_("Age of Mythology V: Hera gives {seat} a House and a villager", seat=st.seat_label(seat)),
                    rule="V")
    elif god == "apollo":
        _free_units(st, seat, "toxotes", 2)
    elif god == "hel":
        st.ctx["free"] = 2
        if unit_choices(st):
            st.stage = "power_unit"
            return
    elif god in ("zeus", "osiris"):
        age = st.age[seat]
        hero = s.data.heroes[str(st.cultures[seat])][age] if age else None
        if hero:
            _free_units(st, seat, hero, 1)
    elif god in ("thoth", "odin"):
        st.extra.append(seat)
        st.note(_("Age of Mythology V: {seat} will play one more card after the third round",
                  seat=st.seat_label(seat)), rule="V")
    elif god in ("loki", "horus", "njord", "thor", "hephaestus", "hathor"):
        if target_choices(st):
            st.stage = "power_target"
            return
    elif god == "anubis":
        st.ctx["free"] = 3
        if unit_choices(st):
            st.stage = "power_unit"
            return
    _continue(st)


def _took(st: AomState, seat: int, got: dict[str, int]) -> None:
    st.note(_("Age of Mythology V: {seat} takes {cubes} from the bank", seat=st.seat_label(seat),
              cubes=end.cubes_text(got)), rule="V")


def _free_units(st: AomState, seat: int, unit: str, k: int) -> None:
    from kleos.aom import actions

    k = min(k, actions.supply(st, seat, unit))
    if k > 0:
        st.units[seat][unit] = st.units[seat].get(unit, 0) + k
        st.note(_("Age of Mythology V: {seat} takes {n} {unit} free", seat=st.seat_label(seat), n=k,
                  unit=end.unit_name(st, unit)), rule="V")


def _take_cubes(st: AomState, k: int) -> None:
    st.ctx["take_left"] = k
    st.stage = "power_take"
    _check_take(st)


def _check_take(st: AomState) -> None:
    if st.ctx["take_left"] <= 0 or not any(st.bank[r] for r in RESOURCES):
        _continue(st)


def take_cube(st: AomState, resource: str) -> None:
    """Hermes, Forseti, Hades: cubes of the player's choice from the bank."""
    from kleos.aom import actions

    seat = st.actor()
    actions.take(st, seat, resource, 1)
    st.ctx["take_left"] -= 1
    _took(st, seat, {resource: 1})
    _check_take(st)


# ---------------------------------------------------------------------- units
def unit_choices(st: AomState) -> list[str]:
    from kleos.aom import actions

    seat = st.actor()
    god = st.ctx["god"]
    s = st.static
    culture = str(st.cultures[seat])
    if god == "hades":  # DEC-2: any of one's units (not a villager), to the supply
        return sorted(u for u, k in st.units[seat].items() if k)
    if god == "hel":
        return [u for u in s.mortals[culture] if actions.supply(st, seat, u) > 0]
    if god == "anubis":
        if actions.supply(st, seat, "mummy") <= 0:
            return []
        return [u for u in s.mortals[culture] if st.units[seat].get(u)]
    if god == "thor":  # a Myth unit of the target
        target = st.ctx["target"]
        return sorted(u for u, k in st.units[target].items() if k and s.units[u].cls == "myth")
    return []


def choose_unit(st: AomState, unit: str) -> None:
    seat = st.actor()
    god = st.ctx["god"]
    if god == "hades":
        _remove_unit(st, seat, unit)
        st.note(_("Age of Mythology V: {seat} returns a {unit} to the supply", seat=st.seat_label(seat),
                  unit=end.unit_name(st, unit)), rule="V")
        _take_cubes(st, 7)
        return
    if god == "thor":
        target = st.ctx["target"]
        _remove_unit(st, target, unit)
        st.note(_("Age of Mythology V: Thor strikes down a {unit} of {seat}", unit=end.unit_name(st, unit),
                  seat=st.seat_label(target)), rule="V")
        _continue(st)
        return
    if god == "hel":
        _free_units(st, seat, unit, 1)
    else:  # anubis
        _remove_unit(st, seat, unit)
        _free_units(st, seat, "mummy", 1)
    st.ctx["free"] -= 1
    if st.ctx["free"] <= 0 or not unit_choices(st):
        _continue(st)


def stop(st: AomState) -> None:
    """Anubis exchanges up to 3 units: the player may stop."""
    _continue(st)


def _remove_unit(st: AomState, seat: int, unit: str) -> None:
    if st.units[seat].get(unit):
        st.units[seat][unit] -= 1
        if not st.units[seat][unit]:
            del st.units[seat][unit]
    else:  # a Dwarf on a tile
        kind = next(k for k, v in sorted(st.dwarves[seat].items()) if v)
        st.dwarves[seat][kind] -= 1
        if not st.dwarves[seat][kind]:
            del st.dwarves[seat][kind]


# ---------------------------------------------------------------------- targets
def target_choices(st: AomState) -> list[int]:
    """Any player (DEC-19); Horus and Hephaestus may choose their own board."""
    seat = st.actor()
    god = st.ctx["god"]
    s = st.static
    out = []
    for p in range(st.n):
        if p == seat and god not in ("horus", "hephaestus"):
            continue
        if god == "loki" and sum(st.res[p].values()):
            out.append(p)
        elif god in ("horus", "njord") and sum(st.buildings[p].values()):
            out.append(p)
        elif god == "thor" and any(k and s.units[u].cls == "myth" for u, k in st.units[p].items()):
            out.append(p)
        elif god == "hephaestus" and st.tiles[p]:
            out.append(p)
        elif god == "hathor" and any(s.tile_kinds[k][1] == "food" for k in st.tiles[p]):
            out.append(p)
    return out


def choose_target(st: AomState, target: int) -> None:
    st.ctx["target"] = target
    god = st.ctx["god"]
    st.note(_("Age of Mythology V: {god} strikes {seat}", god=end.god_name(god), seat=st.seat_label(target)),
            rule="V")
    if god == "loki":
        st.ctx["take_left"] = 5
        st.stage = "power_steal"
    elif god in ("horus", "njord"):
        st.stage = "power_building"
    elif god == "thor":
        st.stage = "power_unit"
    else:
        st.stage = "power_tile"


def steal(st: AomState, resource: str) -> None:
    """Loki: 5 resource cubes of the player's choice from the target's holding area (all if fewer)."""
    seat, target = st.actor(), st.ctx["target"]
    st.res[target][resource] -= 1
    st.res[seat][resource] += 1
    st.ctx["take_left"] -= 1
    st.note(_("Age of Mythology V: {seat} steals 1 {resource} from {other}", seat=st.seat_label(seat),
              resource=end.resource_name(resource), other=st.seat_label(target)), rule="V")
    if st.ctx["take_left"] <= 0 or not sum(st.res[target].values()):
        _continue(st)


def destroy(st: AomState, building: str) -> None:
    target = st.ctx["target"]
    end.destroy_building(st, target, building)
    _continue(st)


def tile_choices(st: AomState) -> list[str]:
    target = st.ctx["target"]
    kinds = sorted(k for k, v in st.tiles[target].items() if v)
    if st.ctx["god"] == "hathor":
        kinds = [k for k in kinds if st.static.tile_kinds[k][1] == "food"]
    return kinds


def remove_tile(st: AomState, kind: str) -> None:
    """Hephaestus, Hathor: the tile goes back to the pool; whoever stood on it to the holding area."""
    target = st.ctx["target"]
    end.lose_tile(st, target, kind)
    st.pool[kind] = st.pool.get(kind, 0) + 1
    st.note(_("Age of Mythology V: a {tile} tile of {seat} goes back to the pool", tile=end.tile_name(st, kind),
              seat=st.seat_label(target)), rule="V")
    _continue(st)
