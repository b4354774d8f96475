"""Hellas: the legal actions at each stage of the turn, and the sentence naming the rule that refuses an illegal
one. The rules themselves are in the modules named after them; this file only dispatches."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from kleos.engine import Action
from kleos.hellas import building, combat, cycle, diplomacy, movement, setup
from kleos.hellas.data import TRACKS
from kleos.hellas.development import why_not as why_no_develop
from kleos.hellas.pieces import ARM, CARGO, HEX, LAND, SEA, SPENT, VAL
from kleos.hellas.stability import why_no_pay
from kleos.i18n import N_, Message, translator

if TYPE_CHECKING:
    from kleos.hellas.state import HellasState

_, ngettext = translator("hellas")

#: what the game is waiting for at each stage, for refusals (message ids)
STAGE_TEXT = {
    "setup_post": N_("placing set-up trading posts (4.2)"),
    "setup_place": N_("placing set-up legions and ships (4.3)"),
    "setup_leader": N_("placing the leaders (18.5)"),
    "order": N_("the first player choosing to play first or second (18.6)"),
    "reinforce": N_("placing Syracuse's new legion (15.1)"),
    "choose": N_("choosing an action (8)"),
    "move": N_("the Move action: choosing what moves (9.1)"),
    "group": N_("the Move action: a group in motion (9.1)"),
    "split": N_("the Move action: splitting a block (New Armies 1)"),
    "attack": N_("the Attack action (9.2)"),
    "build": N_("the Build action (9.3)"),
    "trade": N_("the Create trading posts action (9.4)"),
    "stability": N_("the Pay for stability action (9.5)"),
    "develop": N_("the Develop action (9.6)"),
    "armistice": N_("the Ask for an armistice action (9.8)"),
    "answer": N_("answering an armistice offer (9.8)"),
    "supply": N_("eliminating legions that cannot be supplied (10)"),
    "end": N_("the end of the game"),
}
#: the stages at which each kind of action can be played
KIND_STAGES: dict[str, tuple[str, ...]] = {
    "setup_post": ("setup_post",), "place_legion": ("setup_place",), "place_ship": ("setup_place",),
    "place_aboard": ("setup_place",), "place_leader": ("setup_leader",), "order": ("order",),
    "reinforce": ("reinforce",), "act": ("choose",), "march": ("move",), "sail": ("move",), "unload": ("move",),
    "split_army": ("move",), "split_fleet": ("move",), "leader": ("move",), "land_leader": ("move",),
    "step": ("group",), "stop": ("group",), "leave": ("group",), "join": ("group",), "load": ("group",),
    "board_leader": ("group",), "part": ("split",), "fight": ("attack",), "sea_fight": ("attack",),
    "storm": ("attack",), "capture": ("attack",), "build_legion": ("build",), "build_ship": ("build",),
    "build_fortress": ("build",), "build_monument": ("build",), "post": ("trade",), "pay_stability": ("stability",),
    "unsettle": ("stability",), "develop": ("develop",), "offer": ("armistice",), "accept": ("answer",),
    "refuse": ("answer",), "disband": ("supply",), "disband_aboard": ("supply",),
    "done": ("move", "group", "attack", "build", "trade", "stability", "develop", "armistice"),
}
BUILDS = {"build_legion": "legion", "build_ship": "ship", "build_fortress": "fortress", "build_monument": "monument"}
FIGHTS = {"fight": "land", "sea_fight": "sea", "storm": "neutral"}


def _hex(st: HellasState, action: Action) -> int:
    return st.game.static.index[str(action.args[0])]


def why_illegal(st: HellasState, action: Action) -> Message:
    """The refusal of ``action`` (which is not legal now), naming the rule."""
    kind = action.kind
    stage = st.stage
    waiting = STAGE_TEXT.get(stage) or STAGE_TEXT["end"]
    where = _(waiting)
    if stage not in KIND_STAGES.get(kind, ()):
        if st.current_player >= 0:
            return _("Hellas 5: '{action}' cannot be played now; the game is at {stage} ({seat} to decide)",
                     action=action.text, stage=where, seat=st.seat_label(st.current_player))
        return _("Hellas 5: '{action}' cannot be played now; the game is at {stage}", action=action.text, stage=where)
    why = _why(st, action)
    return why or _("Hellas 5: '{action}' is not possible now ({stage})", action=action.text, stage=where)


def _why(st: HellasState, action: Action) -> Message | None:
    kind = action.kind
    checks: dict[str, Callable[[], Message | None]] = {
        "setup_post": lambda: setup.why_no_setup_post(st, _hex(st, action)),
        "place_legion": lambda: setup.why_no_place(st, _hex(st, action), "land"),
        "place_ship": lambda: setup.why_no_place(st, _hex(st, action), "sea"),
        "place_aboard": lambda: setup.why_no_place(st, _hex(st, action), "aboard"),
        "place_leader": lambda: setup.why_no_place_leader(st, _hex(st, action)),
        "reinforce": lambda: None if _hex(st, action) in cycle.syracuse_hexes(st) else
        _("Hellas 15.1: a new Syracusan legion goes to an uncontested Sikelia goods hex with no Athenian or Spartan "
          "piece"),
        "act": lambda: cycle.why_not_choose(st, st.actor, str(action.args[0])),
        "march": lambda: movement.why_no_pick(st, _hex(st, action), LAND),
        "sail": lambda: movement.why_no_pick(st, _hex(st, action), SEA),
        "unload": lambda: movement.why_no_unload(st, _hex(st, action)),
        "split_army": lambda: movement.why_no_split(st, _hex(st, action), LAND),
        "split_fleet": lambda: movement.why_no_split(st, _hex(st, action), SEA),
        "leader": lambda: movement.why_no_leader_step(st, _hex(st, action)),
        "land_leader": lambda: movement.why_no_land_leader(st),
        "step": lambda: movement.why_no_step(st, _hex(st, action)),
        "stop": lambda: movement.why_no_stop(st),
        "leave": lambda: movement.why_no_leave(st),
        "join": lambda: movement.why_no_join(st),
        "load": lambda: movement.why_no_load(st),
        "board_leader": lambda: movement.why_no_board_leader(st),
        "part": lambda: None if int(action.args[0]) in movement.split_parts(st) else
        _("New Armies 1: the parts of a split come from the reserve, add up to the block, and are at least two"),
        "capture": lambda: combat.why_no_capture(st, _hex(st, action)),
        "post": lambda: building.why_no_post(st, _hex(st, action)),
        "pay_stability": lambda: why_no_pay(st, "own"),
        "unsettle": lambda: why_no_pay(st, "opponent"),
        "develop": lambda: why_no_develop(st, st.actor, str(action.args[0])),
        "offer": lambda: diplomacy.why_no_offer(st),
        "disband": lambda: cycle.why_no_disband(st, _hex(st, action), "land"),
        "disband_aboard": lambda: cycle.why_no_disband(st, _hex(st, action), "cargo"),
        "done": lambda: movement.why_not_done(st) if st.stage in ("move", "group") else None,
    }
    if kind in BUILDS:
        return building.why_no_build(st, _hex(st, action), BUILDS[kind])
    if kind in FIGHTS:
        return combat.why_no_fight(st, _hex(st, action), FIGHTS[kind])
    check = checks.get(kind)
    return check() if check is not None else None


# ---------------------------------------------------------------------- legal actions
def legal_actions(st: HellasState) -> list[Action]:
    acts = st.game.actions
    s = st.game.static
    ids = s.ids
    stage = st.stage
    out: list[Action] = []
    get = acts.get
    if stage == "choose":
        p = st.actor
        return [get("act", a) for a in cycle.ACTIONS if cycle.why_not_choose(st, p, a) is None]
    if stage == "group":
        out = [get("step", ids[h]) for h in movement.step_targets(st)]
        for kind, check in (("leave", movement.why_no_leave), ("join", movement.why_no_join),
                            ("load", movement.why_no_load), ("board_leader", movement.why_no_board_leader)):
            if check(st) is None:
                out.append(get(kind))
        if movement.why_no_stop(st) is None:
            out.append(get("stop"))
        return out
    if stage == "move":
        p = st.mover
        seen: set[tuple[int, int]] = set()
        for b in st.blocks[p]:
            key = (b[HEX], b[ARM])
            if b[SPENT] or key in seen:
                continue
            seen.add(key)
            h = b[HEX]
            out.append(get("march" if b[ARM] == LAND else "sail", ids[h]))
            if b[ARM] == SEA and b[CARGO] and movement.why_no_unload(st, h) is None:
                out.append(get("unload", ids[h]))
            if st.game.new_armies and not st.moved_any and b[VAL] >= 2 \
                    and movement.why_no_split(st, h, b[ARM]) is None:
                out.append(get("split_army" if b[ARM] == LAND else "split_fleet", ids[h]))
        if st.game.options.leaders and st.leader[p] >= 0:
            for h in s.neighbours[st.leader[p]]:
                if movement.why_no_leader_step(st, h) is None:
                    out.append(get("leader", ids[h]))
            if movement.why_no_land_leader(st) is None:
                out.append(get("land_leader"))
        if movement.why_not_done(st) is None:
            out.append(get("done"))
        return out
    if stage == "split":
        return [get("part", v) for v in movement.split_parts(st)]
    if stage == "attack":
        p = st.actor
        if not st.armistice_active():
            seen_h: set[int] = set()
            for b in st.blocks[p]:
                h = b[HEX]
                if b[ARM] == SEA:
                    if combat.why_no_fight(st, h, "sea") is None:
                        out.append(get("sea_fight", ids[h]))
                    continue
                if h in seen_h:
                    continue
                seen_h.add(h)
                if combat.why_no_fight(st, h, "land") is None:
                    out.append(get("fight", ids[h]))
                if combat.why_no_fight(st, h, "neutral") is None:
                    out.append(get("storm", ids[h]))
                if combat.why_no_capture(st, h) is None:
                    out.append(get("capture", ids[h]))
        out.append(get("done"))
        return out
    if stage == "build":
        p = st.actor
        for h, owner in st.forts.items():
            if owner == p:
                for kind in ("build_legion", "build_ship", "build_monument"):
                    if building.why_no_build(st, h, BUILDS[kind]) is None:
                        out.append(get(kind, ids[h]))
        for h, (owner, _n) in st.posts.items():
            if owner == p:
                for kind in ("build_fortress", "build_monument"):
                    if building.why_no_build(st, h, BUILDS[kind]) is None:
                        out.append(get(kind, ids[h]))
        out.append(get("done"))
        return out
    if stage == "trade":
        p = st.actor
        cands = {b[HEX] for b in st.blocks[p] if s.good[b[HEX]]}
        if st.game.options.extra_posts:
            cands |= {h for h, (owner, _n) in st.posts.items() if owner == p}
            cands |= {h for h, owner in st.forts.items() if owner == p}
        for h in sorted(cands):
            if building.why_no_post(st, h) is None:
                out.append(get("post", ids[h]))
        out.append(get("done"))
        return out
    if stage == "stability":
        if why_no_pay(st, "own") is None:
            out.append(get("pay_stability"))
        if why_no_pay(st, "opponent") is None:
            out.append(get("unsettle"))
        out.append(get("done"))
        return out
    if stage == "develop":
        out = [get("develop", t) for t in TRACKS if why_no_develop(st, st.actor, t) is None]
        out.append(get("done"))
        return out
    if stage == "armistice":
        if diplomacy.why_no_offer(st) is None:
            out.append(get("offer"))
        out.append(get("done"))
        return out
    if stage == "answer":
        return [get("accept"), get("refuse")]
    if stage == "supply":
        p = st.supply_queue[0]
        for b in st.blocks[p]:
            if b[ARM] == LAND:
                out.append(get("disband", ids[b[HEX]]))
            elif b[CARGO]:
                out.append(get("disband_aboard", ids[b[HEX]]))
        return out
    if stage == "setup_post":
        return [get("setup_post", ids[h]) for h in setup.post_candidates(st, st.setup_seat)]
    if stage == "setup_place":
        p = st.setup_seat
        hexes = {s.capitals[p], *(h for h, (owner, _n) in st.posts.items() if owner == p)}
        for h in sorted(hexes):
            for kind, where in (("place_legion", "land"), ("place_ship", "sea"), ("place_aboard", "aboard")):
                if setup.why_no_place(st, h, where) is None:
                    out.append(get(kind, ids[h]))
        return out
    if stage == "setup_leader":
        p = st.setup_seat
        return [get("place_leader", ids[h]) for h in sorted({b[HEX] for b in st.blocks[p]})]
    if stage == "order":
        return [get("order", "first"), get("order", "second")]
    if stage == "reinforce":
        return [get("reinforce", ids[h]) for h in cycle.syracuse_hexes(st)]
    return out
