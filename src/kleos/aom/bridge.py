"""Age of Mythology IX: the battle sub-machine (``kleos.aom.battle``) inside the game — its decisions and chance
outcomes as the game's actions (a battle decision ``{"kind": "card", "unit": "hydra", "figure": 0}`` is the
action ``card hydra 0``; a yes/no is ``yes``/``no``), what the battle needs from the board (the Attack card's
cap, the buildings of V, the favor, the supplies) and, at its end, the board brought up to date before the Attack
hands out the cubes and the spoils (``attack.battle_over``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kleos.aom import battle as bt
from kleos.engine import Action, ActionKind
from kleos.i18n import Message, translator

if TYPE_CHECKING:
    from kleos.aom.state import AomState

_, ngettext = translator("aom")

READY = True
BOOLS = ("no", "yes")


def _value(v: Any) -> Any:
    return BOOLS[int(v)] if isinstance(v, bool) else v


def action_kinds(game: Any) -> list[ActionKind]:
    s = game.static
    caps = game.options.figure_caps
    most = max(max(u.cap(3, caps), u.cap(4, caps)) for u in s.units.values())
    out = []
    for kind, params in bt.action_kinds(s.data, most).items():
        out.append(ActionKind(kind, tuple((name, tuple(_value(v) for v in domain)) for name, domain in params.items()),
                              _("IX: a decision of the battle")))
    for kind, params in bt.chance_kinds().items():
        out.append(ActionKind(kind, tuple((name, tuple(domain)) for name, domain in params.items()),
                              _("IX: a reveal or a roll of the dice")))
    return out


def to_action(st: AomState, d: dict[str, Any]) -> Action:
    kind = d["kind"]
    names = [name for name, _domain in st.game.actions.kinds[kind].params]
    return st.game.actions.get(kind, *(_value(d[n]) for n in names))


def to_dict(action: Action) -> dict[str, Any]:
    out: dict[str, Any] = {"kind": action.kind}
    for name, value in zip(action.names, action.args, strict=True):
        out[name] = (value == "yes") if value in BOOLS else value
    return out


def _owned(st: AomState, seat: int, kind: str) -> list[Any]:
    return st.static.owned(st.buildings[seat], kind)


def start_battle(st: AomState) -> None:
    """VIII Attack: the units each side has (holding and production areas), and what modifies the battle."""
    from kleos.aom import actions, powers

    p, target, area = st.actor(), int(st.ctx["target"]), str(st.ctx["area"])
    s = st.static
    sides = (p, target)
    units = []
    tiles = []
    for seat in sides:
        mine = dict(st.units[seat])
        dwarves = sum(st.dwarves[seat].values())
        if dwarves:
            mine["dwarf"] = mine.get("dwarf", 0) + dwarves
        units.append(mine)
        tiles.append({"dwarf": dwarves} if dwarves else {})
    fortify: dict[str, int] = {}
    for e in _owned(st, target, "fortify"):
        fortify[e.area] = fortify.get(e.area, 0) + e.dice
    destroy = [e.amount for e in _owned(st, p, "destroy_on_win")]
    mods = bt.Modifiers(
        cap=int(st.ctx["value"]),
        powers=tuple(e for e in powers.effects(st, str(st.ctx["god"])) if e.kind in powers.BATTLE)
        if st.ctx.get("power") else (),
        armory=tuple(sum(e.amount for e in _owned(st, seat, "battle_cap_bonus")) for seat in sides),
        fortify=fortify,
        negate_fort=bool(_owned(st, p, "negate_fort")),
        destroy_on_win=max([1, *destroy]),
        max_destroyed=s.data.setup.battle.max_destroyed,
        favor=tuple(st.res[seat]["favor"] for seat in sides),
        bank_favor=st.bank["favor"],
        supply=tuple({u: actions.supply(st, seat, u) for u in s.units if s.units[u].culture == st.cultures[seat]}
                     for seat in sides),
        on_tiles=tuple(tiles),
        stacking=st.game.options.bonus_stacking,
        medusa_giant_bonus=st.game.options.medusa_giant_bonus,
    )
    st.battle = bt.Battle.start(s.data, p, target, area, units[0], units[1], mods)
    st.stage = "battle"
    _settle(st)


def legal(st: AomState) -> list[Action]:
    seat = st.battle.to_move()
    return [to_action(st, d) for d in st.battle.legal(seat)]


def chance_weights(st: AomState) -> list[tuple[Action, int]]:
    return [(to_action(st, o), w) for o, w in st.battle.chance_weights()]


def apply(st: AomState, action: Action) -> None:
    b = st.battle
    if b.is_chance():
        notes = b.apply_chance(to_dict(action))
        st.mark_reveal()
    else:
        seat = b.to_move()
        secret = b.is_secret()
        decision = st.describe(action) if secret and st.logging else None
        notes = b.apply(seat, to_dict(action))
        if secret:
            # the seat reads its own decision; the others one line for its decisions in a row (one a unit type)
            public = _("Age of Mythology IX: {seat} decides in secret", seat=st.seat_label(seat))
            again = bool(st.log) and st.log[-1].public == public
            st.note(_("Age of Mythology IX: {seat} decides in secret: {decision}", seat=st.seat_label(seat),
                      decision=decision or ""), rule="IX", seats=[seat], public=None if again else public)
    for note in notes:
        st.note(note, rule="IX")
    _settle(st)


def _settle(st: AomState) -> None:
    """The battle over: the board as the battle left it (IX: survivors back to the holding area, the lost to the
    supply, Mummies gained, favor paid or won), then the Attack's cubes and spoils."""
    from kleos.aom import attack

    b = st.battle
    if not b.finished:
        return
    result = b.result()
    for side in result["sides"]:
        seat = int(side["seat"])
        st.units[seat] = {u: k for u, k in side["holding_units"].items() if k}
        for _k in range(side["from_tiles"].get("dwarf", 0)):
            kind = next(k for k, v in sorted(st.dwarves[seat].items()) if v)
            st.dwarves[seat][kind] -= 1
            if not st.dwarves[seat][kind]:
                del st.dwarves[seat][kind]
        delta = int(side["favor"])
        st.res[seat]["favor"] += delta
        st.bank["favor"] -= delta
    st.battle = None
    attack.battle_over(st, {"winner": result["winner"], "destroy": result["destroy"]})


def why_illegal(st: AomState, action: Action) -> Message:
    b = st.battle
    seat = b.to_move()
    if seat is not None:
        why = b.why_illegal(seat, to_dict(action)) if action.kind in bt.action_kinds(st.static.data, 1) else None
        if why is not None:
            return why
    return _("Age of Mythology IX: {action} is not possible in this battle now", action=action.text)
