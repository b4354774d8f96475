"""Age of Mythology: who decides, the legal actions of each stage, the chance outcomes, and the refusals (each
citing the rule: ``Age of Mythology VIII: ...``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kleos.aom import actions, attack, end, powers, setup, turn
from kleos.aom.static import ACTIONS, CULTURES, RESOURCES, VICTORY_CARDS
from kleos.engine import Action
from kleos.i18n import Message, translator

if TYPE_CHECKING:
    from kleos.aom.state import AomState

_, ngettext = translator("aom")

#: stages decided by the seat first in ``queue``
QUEUED = frozenset({"draft", "vp", "hand", "explore", "discard"})


def decider(st: AomState) -> int:
    if st.stage in QUEUED:
        return st.queue[0]
    if st.stage == "play":
        return turn.player(st)
    if st.stage == "spoils":
        return int(st.ctx["player"])
    if st.stage == "lose_villager":
        return int(st.ctx["villager_loss"][0])
    return st.actor()


def chance_weights(st: AomState) -> list[tuple[Action, int]]:
    get = st.game.actions.get
    if st.stage == "culture_out":
        return [(get("culture_out", c), 1) for c in CULTURES]
    if st.stage == "culture":
        return [(get("culture", c), st.cup.count(c) if st.cup else 1) for c in setup.culture_choices(st)]
    if st.stage == "first":
        return [(get("first", p), 1) for p in range(st.n)]
    if st.stage in ("draft_reveal", "explore_reveal"):
        return [(get("tile", k), c) for k, c in sorted(st.pool.items())]
    if st.stage == "deal":
        return [(get("deal", c), k) for c, k in sorted(turn.draw_pile(st).items())]
    if st.stage == "hands_chosen":  # the public step that ends the secret choices (docs/engine.md)
        return [(get("hands_chosen"), 1)]
    return attack.chance_weights(st)


def stage_actions(st: AomState) -> list[Action]:
    get = st.game.actions.get
    stage = st.stage
    s = st.static
    if stage in ("draft", "explore"):
        seat = st.queue[0]
        out = [get("take", k) for k in sorted(set(st.revealed)) if setup.can_place(st, seat, k)]
        return [*out, get("pass")]
    if stage == "vp":
        return [get("vp", c) for c in VICTORY_CARDS]
    if stage == "hand":
        seat = st.queue[0]
        held = set(st.hands[seat]) | {f"perm_{a}" for a in st.picks[seat]}
        return [*(get("permanent", a) for a in ACTIONS if f"perm_{a}" not in held), get("fill")]
    if stage == "play":
        hand = sorted(set(st.hands[turn.player(st)]))
        playable = [c for c in hand if attack.playable(st, c)]
        return [*(get("play", c) for c in playable), *(get("discard", c) for c in hand)]
    if stage == "discard":
        return [*(get("discard", c) for c in sorted(set(st.hands[st.queue[0]]))), get("keep")]
    if stage == "god":
        return [get("power"), get("no_power")]
    if stage == "god_action":
        return [get("card_action"), get("no_card_action")]
    seat = st.actor()
    if stage == "gather_mode":
        return [get("gather", m) for m in actions.gather_modes()]
    if stage == "gather_move":
        out = [get("dwarf" if d else "move", a, b) for a, b, d in actions.move_choices(st)]
        return [*out, get("done")]
    if stage == "build":
        out = [get("build", b) for b in s.buildings if actions.may_build(st, seat, b)
               and actions.can_pay(st, seat, actions.build_cost(st, b), actions.discounts(st, b))]
        return [*out, get("done")]
    if stage == "discount":
        return [get("discount", r) for r in actions.discount_choices(st)]
    if stage == "recruit":
        out = [get("recruit", u) for u in s.units if actions.may_recruit(st, seat, u)]
        return [*out, get("done")]
    if stage == "trade_fee":
        return [*(get("fee", r) for r in RESOURCES if st.res[seat][r] > 0), get("done")]
    if stage == "trade":
        out = [get("exchange", g, r) for g, r in actions.swap_choices(st)]
        if actions.may_buy_vp(st):
            out.append(get("temple"))
        return [*out, get("done")]
    if stage == "power_take":
        return [get("cube", r) for r in RESOURCES if st.bank[r] > 0]
    if stage == "power_unit":
        out = [get("unit", u) for u in powers.unit_choices(st)]
        return [*out, get("done")] if powers.may_stop(st) else out
    if stage == "power_target":
        return [get("target", p) for p in powers.target_choices(st)]
    if stage == "power_steal":
        target = st.ctx["target"]
        return [get("steal", r) for r in RESOURCES if st.res[target][r] > 0]
    if stage == "power_building":
        target = st.ctx["target"]
        return [get("destroy", b) for b in s.buildings if st.buildings[target].get(b)]
    if stage == "lose_villager":
        return [get("villager", p) for p in end.villager_places(st, int(st.ctx["villager_loss"][0]))]
    if stage == "power_tile":
        return [get("return_tile", k) for k in powers.tile_choices(st)]
    return attack.stage_actions(st)


def legal_actions(st: AomState) -> list[Action]:
    return stage_actions(st)


REFUSALS: dict[str, str] = {
    "draft": "VI", "vp": "VII", "hand": "VII", "play": "VII", "discard": "VII", "god": "V", "god_action": "V",
    "power_take": "V", "power_unit": "V", "power_target": "V", "power_steal": "V", "power_building": "V",
    "power_tile": "V", "lose_villager": "V",
}


def why_illegal(st: AomState, action: Action) -> Message:
    """The refusal, naming the rule of the stage in progress."""
    kind = action.kind
    stage = st.stage
    if kind in ("culture_out", "culture", "first", "tile", "deal"):
        return _("Age of Mythology VI: cultures, the first player, tiles and random cards are drawn by chance, "
                 "not chosen")
    if stage in ("draft", "explore") and kind == "take":
        return _("Age of Mythology VIII: a tile must be one of those shown and go on an empty space of its terrain "
                 "({action})", action=action.text)
    if stage == "hand" and kind == "permanent":
        return _("Age of Mythology VII: one of each permanent card, and no more cards than the age's limit")
    if stage in ("play", "discard") and kind in ("play", "discard"):
        return _("Age of Mythology VII: only a card in one's hand can be played or discarded ({action})",
                 action=action.text)
    if stage == "build" and kind == "build":
        return _("Age of Mythology VIII: a building must be paid, have a free city space, be the only one of its "
                 "type (10 Houses), and the Wonder needs the Mythic age ({action})", action=action.text)
    if stage == "recruit" and kind == "recruit":
        return _("Age of Mythology VIII: a unit of one's culture, paid, with a figure left, and a hero only from "
                 "his age ({action})", action=action.text)
    if stage == "trade" and kind == "exchange":
        return _trade_refusal(st, action)
    if kind == "temple":
        return _("Age of Mythology V: a victory cube costs 8 favor with a Great Temple, while the bank has one")
    if stage in ("gather_move",) and kind in ("move", "dwarf"):
        return _("Age of Mythology VIII: a villager goes from the holding area or a tile to a free tile of the "
                 "player's; a Dwarf only to a gold tile ({action})", action=action.text)
    if stage.startswith("attack") or stage in ("battle", "spoils"):
        return attack.why_illegal(st, action)
    rule = REFUSALS.get(stage, "VIII")
    return _("Age of Mythology {rule}: {action} is not possible now", rule=rule, action=action.text)


def _trade_refusal(st: AomState, action: Action) -> Message:
    """VIII Trade, read by DEC-9 (option ``trade_single_give_colour``)."""
    give, get = str(action.args[0]), str(action.args[1])
    if st.ctx.get("temple"):
        return _("Age of Mythology V: no exchange after buying victory cubes at the Great Temple ({action})",
                 action=action.text)
    if actions.single_give(st):
        if st.ctx.get("give") and give != st.ctx["give"]:
            return _("Age of Mythology VIII: a Trade gives cubes of one colour only, here {resource} (DEC-9) "
                     "({action})", resource=end.resource_name(str(st.ctx["give"])), action=action.text)
        return _("Age of Mythology VIII: a Trade gives cubes of one colour for cubes the bank has ({action})",
                 action=action.text)
    if give in st.ctx.get("got", ()) or get in st.ctx.get("given", ()):
        return _("Age of Mythology VIII: in one Trade a colour received is not given, nor a colour given received "
                 "(DEC-9, 1:1 swaps) ({action})", action=action.text)
    return _("Age of Mythology VIII: a Trade swaps a cube one holds for one of another colour the bank has "
             "({action})", action=action.text)
