"""Age of Mythology: actions as sentences for people (the terminal's and the web client's choices), as messages."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kleos.aom import end
from kleos.engine import Action
from kleos.i18n import Message, translator

if TYPE_CHECKING:
    from kleos.aom.state import AomState

_, ngettext = translator("aom")


def describe(st: AomState, action: Action) -> Message | str:
    kind = action.kind
    a = action.args
    if kind in ("take", "capture"):
        return _("take the {tile} tile", tile=end.tile_name(st, str(a[0])))
    if kind == "return_tile":
        return _("send the {tile} tile back to the pool", tile=end.tile_name(st, str(a[0])))
    if kind == "villager":
        if a[0] == "holding":
            return _("remove the villager of the holding area")
        return _("remove the villager on the {tile} tile", tile=end.tile_name(st, str(a[0])))
    if kind == "pass":
        return _("take no tile")
    if kind == "vp":
        return _("place a victory cube on {card}", card=end.victory_card_name(str(a[0])))
    if kind == "permanent":
        return _("take the permanent card {card}", card=end.action_name(str(a[0])))
    if kind == "fill":
        return _("a random card for this place")
    if kind == "play":
        return _("play {card}", card=end.card_name(st, str(a[0])))
    if kind == "discard":
        return _("discard {card}", card=end.card_name(st, str(a[0])))
    if kind == "keep":
        return _("keep the cards left in hand")
    if kind == "power":
        return _("pay the favor and use the god power")
    if kind == "no_power":
        return _("do not use the god power")
    if kind == "card_action":
        return _("carry out the card's action")
    if kind == "no_card_action":
        return _("end the card here, without its action")
    if kind == "gather":
        return _("gather {what}", what=end.gather_name(str(a[0])))
    if kind in ("move", "dwarf"):
        who = _("a Dwarf") if kind == "dwarf" else _("a villager")
        src = _("the holding area") if a[0] == "holding" else end.tile_name(st, str(a[0]))
        return _("move {who} from {src} to {dst}", who=who, src=src, dst=end.tile_name(st, str(a[1])))
    if kind == "build":
        return _("build: {building}", building=end.building_name(st, str(a[0])))
    if kind == "destroy":
        return _("destroy the {building}", building=end.building_name(st, str(a[0])))
    if kind == "discount":
        return _("one {resource} less", resource=end.resource_name(str(a[0])))
    if kind in ("recruit", "unit"):
        return end.unit_name(st, str(a[0]))
    if kind == "fee":
        return _("pay 1 {resource} of the fee", resource=end.resource_name(str(a[0])))
    if kind == "exchange":
        return _("trade 1 {give} for 1 {get}", give=end.resource_name(str(a[0])), get=end.resource_name(str(a[1])))
    if kind == "temple":
        return _("buy a victory cube for 8 favor")
    if kind in ("cube", "steal", "raid"):
        return _("take 1 {resource}", resource=end.resource_name(str(a[0])))
    if kind == "target":
        return st.seat_label(int(a[0]))
    if kind == "area":
        from kleos.aom.attack import area_name

        return _("attack the {area}", area=area_name(str(a[0])))
    if kind == "done":
        return _("end the action")
    return _battle(st, kind, a) or action.text


def _battle(st: AomState, kind: str, a: tuple[object, ...]) -> Message | None:
    """IX: the battle's decisions and chance outcomes."""
    if kind == "commit":
        if not a[1]:
            return _("commit no {unit}", unit=end.unit_name(st, str(a[0])))
        return _("commit {units}", units=end.units_text(int(a[1]), end.unit_name(st, str(a[0]))))
    if kind == "remove":
        return _("send the defender's {unit} back to the holding area", unit=end.unit_name(st, str(a[0])))
    if kind == "fight":
        return _("fight on")
    if kind == "retreat":
        return _("retreat")
    if kind == "card":
        return _("fight with the {unit} (figure {figure})", unit=end.unit_name(st, str(a[0])), figure=int(a[1]) + 1)
    if kind == "swap":
        return _("the Wadjet fights instead") if a[0] == "yes" else _("the Pharaoh fights")
    if kind == "declare":
        if a[0] == "THROW":
            return _("throw the opposing unit out of the battle (+3 dice)")
        if a[0] == "BERSERK":
            return _("go berserk (+2 dice, a tie is lost)")
        return _("declare nothing")
    if kind == "resurrect":
        return _("pay the favor to resurrect the unit") if a[0] == "yes" else _("let the unit die")
    if kind == "reinforce":
        if a[0] == "none":
            return _("bring no unit into the battle")
        return _("bring into the battle: {unit}", unit=end.unit_name(st, str(a[0])))
    if kind == "reveal":
        return _("reveal")
    if kind == "hands_chosen":
        return _("every hand is chosen: draw the random cards")
    if kind == "roll":
        return _("the attacker wins the encounter") if a[0] == "attacker" else _("the defender wins the encounter")
    return None
