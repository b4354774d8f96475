"""Age of Mythology VIII Attack: the target and the area, the battle (IX, run by ``kleos.aom.battle``), and what
the battle's end brings (IX "quand la bataille s'arrête", VIII the spoils).

* The target is a player beside the attacker at the table (left or right; with 2 players the other one).
* The area: the city (destroy 1 building, 2 with a Siege Engine Workshop or a surviving "destroy 2 buildings"
  unit, never more), the production area (take a tile onto a matching empty space, or return it to the pool),
  or the holding area (take 5 resource cubes, never victory cubes).
* The battle's winner takes the cubes on Won the Last Battle; the spoils only go to a winning attacker, who may
  decline them (DEC-23).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kleos.aom import end
from kleos.aom.static import AREAS, RESOURCES
from kleos.engine import Action
from kleos.i18n import Message, translator

if TYPE_CHECKING:
    from kleos.aom.state import AomState

_, ngettext = translator("aom")


def playable(st: AomState, card: str) -> bool:
    """Every card can be played, an Attack only once the battle is in the game (``bridge.READY``)."""
    from kleos.aom import actions, bridge

    return bridge.READY or actions.card_info(st, card)[0] != "attack"


def targets(st: AomState) -> list[int]:
    p = st.actor()
    return sorted({(p - 1) % st.n, (p + 1) % st.n} - {p})


def start(st: AomState) -> None:
    p = st.actor()
    if not end.army(st, p):
        st.note(_("Age of Mythology VIII: {seat} has no unit to attack with", seat=st.seat_label(p)), rule="VIII")
        _finish(st)
        return
    st.stage = "attack_target"


def _finish(st: AomState) -> None:
    from kleos.aom import turn

    st.battle = None
    turn.next_play(st)


def choose_target(st: AomState, target: int) -> None:
    st.ctx["target"] = target
    st.stage = "attack_area"


def choose_area(st: AomState, area: str) -> None:
    p, target = st.actor(), st.ctx["target"]
    st.ctx["area"] = area
    st.note(_("Age of Mythology VIII: {seat} attacks the {area} of {other} (up to {n} units a side)",
              seat=st.seat_label(p), area=area_name(area), other=st.seat_label(target), n=st.ctx["value"]),
            rule="VIII")
    from kleos.aom import bridge

    bridge.start_battle(st)


def battle_over(st: AomState, result: dict[str, Any]) -> None:
    """IX: survivors home, Won the Last Battle to the winner, spoils to a winning attacker."""
    p, target = st.actor(), st.ctx["target"]
    winner = int(result["winner"])
    cubes = st.vp_cards["last_battle"]
    st.vp[winner] += cubes
    st.vp_cards["last_battle"] = 0
    st.last_battle = {"attacker": p, "defender": target, "area": st.ctx["area"], "winner": winner}
    if cubes:
        st.note(ngettext("Age of Mythology IX: {seat} wins the battle and takes the {n} cube of Won the Last Battle",
                         "Age of Mythology IX: {seat} wins the battle and takes the {n} cubes of Won the Last Battle",
                         cubes, seat=st.seat_label(winner), n=cubes), rule="IX")
    else:
        st.note(_("Age of Mythology IX: {seat} wins the battle (no cube on Won the Last Battle)",
                  seat=st.seat_label(winner)), rule="IX")
    if winner != p:
        _finish(st)
        return
    area = st.ctx["area"]
    st.stage = "spoils"
    if area == "city":
        st.ctx["spoils"] = max(1, int(result.get("destroy", 1)))
    elif area == "production":
        st.ctx["spoils"] = 1
    else:
        st.ctx["spoils"] = 5
    check_spoils(st)


def spoil_choices(st: AomState) -> list[tuple[str, str]]:
    target = st.ctx["target"]
    area = st.ctx["area"]
    if st.ctx["spoils"] <= 0:
        return []
    if area == "city":
        return [("destroy", b) for b in st.static.buildings if st.buildings[target].get(b)]
    if area == "production":
        return [("capture", k) for k in sorted(st.tiles[target]) if st.tiles[target][k]]
    return [("raid", r) for r in RESOURCES if st.res[target][r] > 0]


def check_spoils(st: AomState) -> None:
    if not spoil_choices(st):
        _finish(st)


def take_spoil(st: AomState, kind: str, value: str) -> None:
    from kleos.aom import setup

    p, target = st.actor(), st.ctx["target"]
    st.ctx["spoils"] -= 1
    if kind == "destroy":
        end.destroy_building(st, target, value, "spoils")
        return
    elif kind == "capture":
        end.lose_tile(st, target, value)
        if setup.can_place(st, p, value):
            setup.place_tile(st, p, value)
            st.note(_("Age of Mythology VIII: {seat} takes the {tile} tile of {other}", seat=st.seat_label(p),
                      tile=end.tile_name(st, value), other=st.seat_label(target)), rule="VIII")
        else:
            st.pool[value] = st.pool.get(value, 0) + 1
            st.note(_("Age of Mythology VIII: {seat} has no space for the {tile} tile of {other}; it goes back to "
                      "the pool", seat=st.seat_label(p), tile=end.tile_name(st, value), other=st.seat_label(target)),
                    rule="VIII")
    else:
        st.res[target][value] -= 1
        st.res[p][value] += 1
        st.note(_("Age of Mythology VIII: {seat} takes 1 {resource} from {other}", seat=st.seat_label(p),
                  resource=end.resource_name(value), other=st.seat_label(target)), rule="VIII")
    check_spoils(st)


# ---------------------------------------------------------------------- dispatch from legal / apply
def stage_actions(st: AomState) -> list[Action]:
    get = st.game.actions.get
    if st.stage == "attack_target":
        return [*(get("target", t) for t in targets(st)), get("done")]
    if st.stage == "attack_area":
        return [get("area", a) for a in AREAS]
    if st.stage == "spoils":
        return [*(get(k, v) for k, v in spoil_choices(st)), get("done")]
    from kleos.aom import bridge

    return bridge.legal(st)


def chance_weights(st: AomState) -> list[tuple[Action, int]]:
    from kleos.aom import bridge

    return bridge.chance_weights(st)


def apply(st: AomState, action: Action) -> None:
    kind = action.kind
    if kind == "target":
        choose_target(st, int(action.args[0]))
    elif kind == "area":
        choose_area(st, str(action.args[0]))
    elif kind in ("destroy", "capture", "raid"):
        take_spoil(st, kind, str(action.args[0]))
    else:
        from kleos.aom import bridge

        bridge.apply(st, action)


def done(st: AomState) -> None:
    if st.stage == "attack_target":
        st.note(_("Age of Mythology VIII: {seat} does not attack", seat=st.seat_label(st.actor())), rule="VIII")
    _finish(st)


def why_illegal(st: AomState, action: Action) -> Message:
    if st.stage == "attack_target":
        return _("Age of Mythology VIII: only a player beside the attacker at the table can be attacked ({action})",
                 action=action.text)
    if st.stage == "attack_area":
        return _("Age of Mythology VIII: the attacker names the city, production or holding area ({action})",
                 action=action.text)
    if st.stage == "spoils" or st.battle is None:
        return _("Age of Mythology VIII: the spoils are of the area attacked: a building, a tile or resource "
                 "cubes ({action})", action=action.text)
    from kleos.aom import bridge

    return bridge.why_illegal(st, action)


def area_name(area: str) -> Message:
    return {"city": _("city area"), "production": _("production area"), "holding": _("holding area")}[area]
