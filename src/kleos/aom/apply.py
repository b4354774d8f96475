"""Age of Mythology: one legal action (or chance outcome) applied, by kind and stage."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kleos.aom import actions, attack, end, powers, setup, turn
from kleos.engine import Action
from kleos.i18n import translator

if TYPE_CHECKING:
    from kleos.aom.state import AomState

_, ngettext = translator("aom")


def apply(st: AomState, action: Action) -> None:
    kind = action.kind
    args = action.args
    stage = st.stage
    if kind == "culture_out":
        setup.apply_culture_out(st, str(args[0]))
    elif kind == "culture":
        setup.apply_culture(st, str(args[0]))
    elif kind == "first":
        setup.apply_first(st, int(args[0]))
    elif kind == "tile":
        setup.apply_reveal(st, str(args[0]))
        if stage == "explore_reveal":
            actions.after_reveal(st)
    elif kind == "deal":
        turn.deal(st, str(args[0]))
    elif kind == "hands_chosen":
        turn.begin_draws(st)
    elif stage == "draft":
        _draft(st, kind, args)
    elif stage == "explore":
        if kind == "take":
            actions.explore_take(st, str(args[0]))
        else:
            actions.explore_pass(st)
    elif kind == "vp":
        turn.place_vp(st, str(args[0]))
    elif kind == "permanent":
        turn.take_permanent(st, str(args[0]))
    elif kind == "fill":
        turn.take_random(st)
    elif kind == "play":
        actions.play(st, str(args[0]))
    elif kind == "discard" and stage == "play":
        actions.pass_card(st, str(args[0]))
    elif kind == "discard":
        turn.discard_kept(st, str(args[0]))
    elif kind == "keep":
        turn.keep(st)
    elif kind in ("power", "no_power"):
        actions.choose_power(st, kind == "power")
    elif kind in ("card_action", "no_card_action"):
        actions.choose_card_action(st, kind == "card_action")
    elif kind == "gather":
        actions.choose_mode(st, str(args[0]))
    elif kind in ("move", "dwarf"):
        actions.move(st, str(args[0]), str(args[1]), kind == "dwarf")
    elif kind == "build":
        actions.build(st, str(args[0]))
    elif kind == "discount":
        actions.discount(st, str(args[0]))
    elif kind == "recruit":
        actions.recruit(st, str(args[0]))
    elif kind == "fee":
        actions.pay_fee(st, str(args[0]))
    elif kind == "exchange":
        actions.swap(st, str(args[0]), str(args[1]))
    elif kind == "temple":
        actions.buy_vp(st)
    elif kind == "cube":
        powers.take_cube(st, str(args[0]))
    elif kind == "unit":
        powers.choose_unit(st, str(args[0]))
    elif kind == "steal":
        powers.steal(st, str(args[0]))
    elif kind == "villager":
        end.lose_villager(st, str(args[0]))
    elif kind == "return_tile":
        powers.remove_tile(st, str(args[0]))
    elif stage == "power_target":
        powers.choose_target(st, int(args[0]))
    elif stage == "power_building":
        powers.destroy(st, str(args[0]))
    elif kind == "done":
        _done(st)
    else:
        attack.apply(st, action)


def _draft(st: AomState, kind: str, args: tuple[object, ...]) -> None:
    """VI: a pick places a shown tile on an empty space of its terrain, or passes."""
    seat = st.queue.pop(0)
    if kind == "take":
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


def _done(st: AomState) -> None:
    stage = st.stage
    if stage == "gather_move":
        actions.collect(st)
    elif stage == "power_unit":
        powers.stop(st)
    elif stage in ("build", "recruit", "trade", "trade_fee"):
        actions.finish(st)
    else:
        attack.done(st)
