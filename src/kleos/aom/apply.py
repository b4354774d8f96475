"""Age of Mythology: one legal action (or chance outcome) applied, by kind and stage."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from kleos.aom import actions, attack, end, powers, setup, turn
from kleos.engine import Action
from kleos.i18n import translator

if TYPE_CHECKING:
    from kleos.aom.state import AomState

_, ngettext = translator("aom")

Args = tuple[Any, ...]
Rule = Callable[["AomState", Args], None]


def apply(st: AomState, action: Action) -> None:
    rule = RULES.get((st.stage, action.kind)) or RULES.get((None, action.kind))
    if rule is None:
        attack.apply(st, action)  # VIII Attack and the battle (IX)
    else:
        rule(st, action.args)


def _reveal(st: AomState, args: Args) -> None:
    setup.apply_reveal(st, str(args[0]))


def _explore_reveal(st: AomState, args: Args) -> None:
    setup.apply_reveal(st, str(args[0]))
    actions.after_reveal(st)


def _explore(st: AomState, args: Args) -> None:
    if args:  # take, not pass
        actions.explore_take(st, str(args[0]))
    else:
        actions.explore_pass(st)


def _draft(st: AomState, args: Args) -> None:
    """VI: a pick places a shown tile on an empty space of its terrain, or passes."""
    seat = st.queue.pop(0)
    if args:  # take, not pass
        tile = str(args[0])
        st.revealed.remove(tile)
        setup.place_tile(st, seat, tile)
        st.note(_("Age of Mythology VI: {seat} takes the {tile} tile", seat=st.seat_label(seat),
                  tile=end.tile_name(st, tile)), rule="VI")
    # seats with no space for any tile shown pass at once
    while st.queue and st.revealed and not any(setup.can_place(st, st.queue[0], k) for k in set(st.revealed)):
        st.queue.pop(0)
    if not st.queue or not st.revealed:
        setup.return_revealed(st)
        st.queue = []
        turn.begin_turn(st)


def _finish_step(st: AomState, args: Args) -> None:
    actions.finish(st)


def _one(rule: Callable[[AomState, str], None]) -> Rule:
    """A rule of one named thing (a card, a building, a resource)."""
    return lambda st, args: rule(st, str(args[0]))


#: Who carries out an action: the rule of (stage, kind), else of (None, kind) at whatever stage it is legal in;
#: the rest is the attack's and the battle's (VIII Attack, IX). Read as the game's map, in its order.
RULES: dict[tuple[str | None, str], Rule] = {
    # set-up (VI)
    (None, "culture_out"): _one(setup.apply_culture_out),
    (None, "culture"): _one(setup.apply_culture),
    (None, "first"): lambda st, args: setup.apply_first(st, int(args[0])),
    (None, "tile"): _reveal,
    ("draft", "take"): _draft,
    ("draft", "pass"): _draft,
    # the turn: victory cards, hands, draws, play and discards (VII)
    (None, "vp"): _one(turn.place_vp),
    (None, "permanent"): _one(turn.take_permanent),
    (None, "fill"): lambda st, args: turn.take_random(st),
    (None, "deal"): _one(turn.deal),
    (None, "hands_chosen"): lambda st, args: turn.begin_draws(st),
    (None, "play"): _one(actions.play),
    ("play", "discard"): _one(actions.pass_card),
    (None, "discard"): _one(turn.discard_kept),
    (None, "keep"): lambda st, args: turn.keep(st),
    # a card's god power or its action (V, VIII)
    (None, "power"): lambda st, args: actions.choose_power(st, True),
    (None, "no_power"): lambda st, args: actions.choose_power(st, False),
    (None, "card_action"): lambda st, args: actions.choose_card_action(st, True),
    (None, "no_card_action"): lambda st, args: actions.choose_card_action(st, False),
    # the actions (VIII)
    ("explore_reveal", "tile"): _explore_reveal,
    ("explore", "take"): _explore,
    ("explore", "pass"): _explore,
    (None, "gather"): _one(actions.choose_mode),
    (None, "move"): lambda st, args: actions.move(st, str(args[0]), str(args[1]), False),
    (None, "dwarf"): lambda st, args: actions.move(st, str(args[0]), str(args[1]), True),
    ("gather_move", "done"): lambda st, args: actions.collect(st),
    (None, "build"): _one(actions.build),
    (None, "discount"): _one(actions.discount),
    ("build", "done"): _finish_step,
    (None, "recruit"): _one(actions.recruit),
    ("recruit", "done"): _finish_step,
    (None, "fee"): _one(actions.pay_fee),
    ("trade_fee", "done"): _finish_step,
    (None, "exchange"): lambda st, args: actions.swap(st, str(args[0]), str(args[1])),
    (None, "temple"): lambda st, args: actions.buy_vp(st),
    ("trade", "done"): _finish_step,
    # god powers (V)
    (None, "cube"): _one(powers.take_cube),
    (None, "unit"): _one(powers.choose_unit),
    ("power_unit", "done"): lambda st, args: powers.stop(st),
    ("power_target", "target"): lambda st, args: powers.choose_target(st, int(args[0])),
    (None, "steal"): _one(powers.steal),
    ("power_building", "destroy"): _one(powers.destroy),
    (None, "return_tile"): _one(powers.remove_tile),
    # the end of an age's actions (X)
    (None, "villager"): _one(end.lose_villager),
    # the attack's other steps end with done too (VIII Attack)
    (None, "done"): lambda st, args: attack.done(st),
}
