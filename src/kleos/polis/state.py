"""The state of a Polis game and its flow: rounds, turns of two different actions, passing (rulebook p.5, p.17).

The rules of each action live in ``development.py`` (actions 1-4), ``military.py`` (5-8) and
``political.py`` (9-12); battles in ``battle.py``; events in ``events.py``; the end of a round and of the
game in ``end_of_round.py``. This module holds the fields, the dispatch, the views and the JSON round trip.
"""

from __future__ import annotations

import functools
from collections.abc import Collection, Hashable, Sequence
from typing import Any

from kleos.engine import CHANCE, TERMINAL, Action, Game, Result, Rng, State
from kleos.i18n import N_, Message, Text, translator
from kleos.polis.battle import BattleMixin
from kleos.polis.data import GOODS, ROUND_TYPES, SIDES, PolisData
from kleos.polis.development import DevelopmentMixin
from kleos.polis.end_of_round import EndOfRoundMixin
from kleos.polis.events import EventsMixin
from kleos.polis.military import MilitaryMixin
from kleos.polis.political import PoliticalMixin
from kleos.polis.text import amount, region_label

_, ngettext = translator("polis")

ACTIONS = ("hoplites", "galleys", "merchants", "project", "move_hoplites", "move_galleys", "siege", "collect",
           "trade", "proxenos", "free_proxenos", "civil_war")
ACTION_TITLES = {
    "hoplites": N_("1. Create hoplites"), "galleys": N_("2. Create galleys"), "merchants": N_("3. Create merchants"),
    "project": N_("4. Start a project"), "move_hoplites": N_("5. Move hoplites"),
    "move_galleys": N_("6. Move galleys"), "siege": N_("7. Besiege a polis"), "collect": N_("8. Collect"),
    "trade": N_("9. Trade"), "proxenos": N_("10. Move the proxenos"), "free_proxenos": N_("11. Free the proxenos"),
    "civil_war": N_("12. Stir up a civil war"),
}
ACTION_PAGES = {"hoplites": "p.5", "galleys": "p.6", "merchants": "p.6", "project": "p.6", "move_hoplites": "p.7-8",
                "move_galleys": "p.8-9", "siege": "p.9", "collect": "p.10", "trade": "p.10-11", "proxenos": "p.12",
                "free_proxenos": "p.13", "civil_war": "p.13"}
# collect pays its prestige once the territory is known (free at home, p.10)
MILITARY = ("move_hoplites", "move_galleys", "siege")
GOODS_FREE = ("move_hoplites", "move_galleys", "siege", "collect")  # actions whose conditions involve no goods

# the rule behind each decision outside the 12 actions, for refusals
STAGE_RULES = {
    "fee": N_("p.5: acting alone, each action first costs 1 good, one that leaves the chosen action possible"),
    "bt_retreat": N_("p.14 end 2: before cards are dealt for an assault, fight on or retreat for 1 prestige paid "
                     "to the opponent"),
    "bt_att": N_("p.14: the attacker lays 2 cards of his hand"),
    "bt_def": N_("p.14: the defender answers with 2 cards of his hand, one facing each attacker card"),
    "bt_order": N_("p.14 (A4): the player whose turn ended chooses which battle comes first"),
    "bt_commanders": N_("event Great Commanders: double the prestige won in this battle, or keep it"),
    "ev_remove": N_("event: remove one of your own units"),
    "ev_treasury": N_("event Transfer of the Treasury: 1 to all of your prestige (0 only without prestige)"),
    "ev_betray": N_("event Betrayal: take one of the opponent's non-capital poleis with population 1"),
    "ev_persis": N_("event Murder of the Persian King: send your hoplites to Persis one at a time, then done"),
    "ev_egypt": N_("event Egypt Rebels: send at least 2 galleys (all, with fewer), then done"),
    "ev_place": N_("event Murder of the Persian King: a returning hoplite goes to a territory with room"),
    "eor_supply": N_("p.16 phase 2: release a polis other than the capital, or pay the shortfall in prestige when "
                     "wheat and prestige cover it"),
    "eor_growth": N_("p.16 phase 3: 1 wheat adds 1 population to one of your poleis below its maximum and its "
                     "growth per round"),
    "eor_phoros": N_("p.16 phase 6: phoros turns from 0 to all of your prestige into silver"),
}

# fields copied by clone and written to JSON: (name, depth) with depth 0 = immutable value, 1 = flat list,
# 2 = list of lists, "d" = dict of simple values/lists
FIELDS: tuple[tuple[str, Any], ...] = (
    ("round_idx", 0), ("stage", 0), ("to_move", 0), ("first", 0), ("first_passer", 0), ("act", 0),
    ("final_battles_done", 0), ("bt_after", 0), ("outcome", 0), ("reveal_left", 0), ("dec_seat", 0),
    ("event", 0), ("egypt_box", 0),
    ("owner", 1), ("pop", 1), ("prestige", 1), ("markers", 1), ("merchants_port", 1), ("cargo", 1),
    ("proxenos", 1), ("collected", 1), ("display", 1), ("pile", 1), ("in_progress", 1), ("started", 1),
    ("passed", 1), ("turn_acts", 1), ("turn_count", 1), ("battle_queue", 1), ("blocked_cargo", 1),
    ("eor_queue", 1), ("persis_box", 1), ("betrayed", 1), ("commanders_used", 1), ("grown", 1),
    ("units", 2), ("goods", 2), ("completed", 2), ("ev_queue", 2),
    ("event_decks", "d"), ("ctx", "d"), ("bt", "d"), ("mods", "d"),
)


#: What a copy shares (static for the game) and copies, by depth (from FIELDS).
_SHARED = ("data", "setup_key", "rounds", "projects_on", "events_on")
_SCALARS = tuple(name for name, depth in FIELDS if depth == 0)
_LISTS = tuple(name for name, depth in FIELDS if depth == 1)
_NESTED = tuple(name for name, depth in FIELDS if depth == 2)
_DICTS = tuple(name for name, depth in FIELDS if depth == "d")


def _frozen(value: Any) -> Hashable:
    """A hashable form of a field's value: lists as tuples, dicts as tagged tuples of their items in their order
    (the same dict built in another order is another key: a position missed, never a wrong value)."""
    t = type(value)
    if t is list:
        return tuple(_frozen(v) for v in value) if value and type(value[0]) in (list, dict) else tuple(value)
    if t is dict:
        return ("d", *((k, _frozen(v) if type(v) in (list, dict) else v) for k, v in value.items()))
    return value


@functools.lru_cache(maxsize=16)
def _fields_read(keys: frozenset[str]) -> tuple[str, ...] | None:
    """The state fields the view entries ``keys`` read, in ``FIELDS`` order; None if an entry's are not listed."""
    from kleos.polis.observation import PART_FIELDS

    if not keys <= PART_FIELDS.keys():
        return None
    wanted = {name for key in keys for name in PART_FIELDS[key]}
    return tuple(name for name, _depth in FIELDS if name in wanted)


def _dup(value: Any) -> Any:
    t = type(value)
    if t is list:
        return [_dup(v) for v in value] if value and type(value[0]) in (list, dict) else value[:]
    if t is dict:
        return {k: _dup(v) if type(v) in (list, dict) else v for k, v in value.items()}
    return value


class PolisState(DevelopmentMixin, MilitaryMixin, PoliticalMixin, BattleMixin, EventsMixin, EndOfRoundMixin,
                 State):
    """A Polis position. Seat 0 = Sparta, seat 1 = Athens; region indices: territories then seas."""

    data: PolisData

    def __init__(self, game: Game, seed: int) -> None:
        super().__init__(game, seed)
        self.data = game.data  # type: ignore[attr-defined]
        self._setup()

    # ------------------------------------------------------------------ set-up (p.4, p.18, p.19)
    def _setup(self) -> None:
        d = self.data
        opts = self.game.options
        key = {"full": "standard"}.get(opts.scenario, opts.scenario)  # type: ignore[attr-defined]
        setup = d.setups[key]
        self.setup_key = key
        self.rounds = setup.rounds
        self.round_idx = 0
        self.stage = "start"
        self.to_move = 0
        self.first = 0
        self.first_passer = -1
        self.act: str | None = None
        self.final_battles_done = False
        self.bt_after = ""
        self.outcome: list[Any] | None = None
        self.reveal_left = 0
        self.dec_seat = -1
        self.event: str | None = None
        self.egypt_box = 0
        self.owner = [-1] * 18
        self.pop = list(d.base)
        self.units = [[0] * len(d.regions), [0] * len(d.regions)]
        self.goods = [[0] * 6, [0] * 6]
        self.prestige = [0, 0]
        self.markers = [d.start_column] * 4
        self.merchants_port = [0, 0]
        self.cargo = [-1] * len(d.cargoes)
        self.proxenos = [-1, -1]
        self.collected = [-1] * d.NT
        self.in_progress: list[str | None] = [None] * 18
        self.completed: list[list[str]] = [[] for _p in range(18)]
        self.started: list[int] = []
        self.display: list[str] = []
        if setup.projects == "all":
            self.pile = list(d.project_ids)
        elif setup.projects == "none":
            self.pile = []
        else:
            self.pile = list(setup.projects)
        self.projects_on = setup.projects != "none"
        self.events_on = setup.events
        self.event_decks = {r: list(d.event_decks[r]) for r in ("3", "4", "5a", "5b")} if setup.events else {}
        self.passed = [False, False]
        self.turn_acts: list[str] = []
        self.turn_count = [0, 0]
        self.battle_queue: list[int] = []
        self.blocked_cargo: list[int] = []
        self.eor_queue: list[str] = []
        self.ev_queue: list[list[Any]] = []
        self.persis_box = [0, 0]
        self.betrayed: list[int] = []
        self.commanders_used = [False, False]
        self.grown: list[int] = []
        self.ctx: dict[str, Any] = {}
        self.bt: dict[str, Any] = {}
        self.mods: dict[str, int] = {}
        for seat, side in enumerate(SIDES):
            s = setup.sides[side]
            poleis = s.poleis
            alt = ((key == "corinthian_war" and opts.scenario1_populations == "in_order")
                   or (key == "second_peloponnesian_war" and opts.scenario2_populations == "alternative"))
            if alt and setup.in_order_poleis:
                poleis = setup.in_order_poleis[side]
            for q, n in poleis.items():
                i = d.polis_index[q]
                self.owner[i] = seat
                self.pop[i] = n
            for r, n in {**s.hoplites, **s.galleys}.items():
                self.units[seat][d.region_index[r]] = n
            self.merchants_port[seat] = s.merchants
            self.proxenos[seat] = d.polis_index[s.proxenos]
            self.goods[seat] = [s.board[g] for g in GOODS]
            self.prestige[seat] = s.board["prestige"]
        self._start_round()

    # ------------------------------------------------------------------ facts
    @property
    def round_type(self) -> str:
        return self.rounds[self.round_idx]

    @property
    def capacity(self) -> int:
        """p.5: hoplites or galleys per player per region in this round."""
        return ROUND_TYPES[self.round_type][0]

    @property
    def last_round(self) -> bool:
        return self.round_idx == len(self.rounds) - 1

    def owns(self, seat: int, polis_id: str) -> bool:
        return self.owner[self.data.polis_index[polis_id]] == seat

    def gain_prestige(self, seat: int, n: int) -> None:
        """A9: prestige never drops below 0."""
        self.prestige[seat] = max(0, self.prestige[seat] + n)

    def solo(self) -> bool:
        return self.passed[1 - self.to_move]

    def a(self, kind: str, *args: Any) -> Action:
        return self.game.actions[(kind, *args)]

    # ------------------------------------------------------------------ turns (p.5)
    def _begin_play(self) -> None:
        self.stage = "turn"
        self.to_move = self.mods.get("first", self.first)
        self.turn_acts = []
        self.turn_count = [0, 0]
        self.passed = [False, False]
        self.first_passer = -1
        self.final_battles_done = False
        self.note(_("Round {round}: {seat} takes the first turn", round=self.round_type,
                    seat=self.seat_label(self.to_move)), rule="p.5")

    def _feasible(self, seat: int, name: str) -> bool:
        if name in MILITARY and self.prestige[seat] < 1:
            return False
        return bool(getattr(self, f"_can_{name}")(seat))

    def _feasible_solo(self, seat: int, name: str) -> bool:
        """p.5: acting alone, each action first costs 1 good; offer the action only if some fee leaves it possible."""
        g = self.goods[seat]
        if name in GOODS_FREE:
            return any(g) and self._feasible(seat, name)
        for i in range(6):
            if g[i] > 0:
                g[i] -= 1
                ok = self._feasible(seat, name)
                g[i] += 1
                if ok:
                    return True
        return False

    def _turn_legal(self, seat: int) -> list[Action]:
        out = []
        if self.turn_count[seat] < self.game.options.turn_limit:  # type: ignore[attr-defined]
            solo = self.solo()
            for name in ACTIONS:
                if name in self.turn_acts:
                    continue
                if (self._feasible_solo(seat, name) if solo else self._feasible(seat, name)):
                    out.append(self.a("act", name))
        out.append(self.a("pass"))
        return out

    def _choose_action(self, seat: int, name: str) -> None:
        self.act = name
        if self.solo():
            self.stage = "fee"
            return
        self._launch(seat, name)

    def _launch(self, seat: int, name: str) -> None:
        self.stage = "action"
        self.ctx = {}
        if name in MILITARY:
            self.prestige[seat] -= 1
        if self.logging:
            title = _(ACTION_TITLES[name])
            self.note(_("{seat}: {action} (-1 prestige)", seat=self.seat_label(seat), action=title)
                      if name in MILITARY else _("{seat}: {action}", seat=self.seat_label(seat), action=title),
                      rule="p.5")
        getattr(self, f"_begin_{name}")(seat)

    def _finish_action(self) -> None:
        """The current action is complete: a second different action, or the end of the turn (p.5)."""
        self.turn_acts.append(self.act or "")
        self.act = None
        self.ctx = {}
        if self.stage in ("over",):
            return
        if len(self.turn_acts) >= 2 or (self.solo() and self.game.options.lone_player == "free"):  # type: ignore[attr-defined]
            self._end_turn()  # p.5: two different actions; alone, under the 'free' reading, one at a time
        else:
            self.stage = "turn"

    def _pass(self, seat: int) -> None:
        self.passed[seat] = True
        if self.first_passer < 0:
            self.first_passer = seat
        self.note(_("{seat} passes", seat=self.seat_label(seat)), rule="p.5")
        self._end_turn()

    def _end_turn(self) -> None:
        """End of a turn: free trade (event), then battles (p.14, A4), then the next turn or the end of round."""
        seat = self.to_move
        self.turn_count[seat] += 1
        self.turn_acts = []
        if self.mods.get("free_trade"):
            self._free_trade_check(seat)
        if not self.passed[0] and not self.passed[1]:
            self._queue_battles()
            self.bt_after = "next_turn"
        elif self.passed[0] and self.passed[1]:
            if not self.final_battles_done:
                self.final_battles_done = True
                self._queue_battles()
            self.bt_after = "round_end"
        else:
            self.bt_after = "next_turn"
        self._run_battles()

    def _after_battles(self) -> None:
        if self.stage == "over":
            return
        if self.bt_after == "round_end":
            self._round_end()
        else:
            self._next_turn()

    def _next_turn(self) -> None:
        other = 1 - self.to_move
        if not self.passed[other]:
            self.to_move = other
        self.turn_acts = []
        self.stage = "turn"

    # ------------------------------------------------------------------ the contract
    def _current_player(self) -> int:
        st = self.stage
        if st == "over":
            return TERMINAL
        if st in ("proj_draw", "event_draw", "roll", "deal"):
            return CHANCE
        if st in ("turn", "fee", "action"):
            return self.to_move
        return self.dec_seat

    def _legal_actions(self) -> Sequence[Action]:
        st = self.stage
        seat = self._current_player()
        if st == "turn":
            return self._turn_legal(seat)
        if st == "fee":
            out = []
            g = self.goods[seat]
            for i, good in enumerate(GOODS):
                if g[i] > 0:
                    g[i] -= 1
                    ok = self._feasible(seat, self.act or "")
                    g[i] += 1
                    if ok:
                        out.append(self.a("fee", good))
            return out
        if st == "action":
            return getattr(self, f"_legal_{self.act}")(seat)
        if st.startswith("bt_"):
            return self._battle_legal(seat)
        if st.startswith("ev_"):
            return self._event_legal(seat)
        return self._eor_legal(seat)

    def _chance_weights(self) -> Sequence[tuple[Action, int]]:
        st = self.stage
        if st == "proj_draw":
            return [(self.a("draw_project", p), 1) for p in sorted(self.pile)]
        if st == "event_draw":
            return [(self.a("draw_event", e), 1) for e in sorted(self.event_decks[self.round_type])]
        if st == "deal":
            return [(self.a("draw_card", self.data.cards[c]), 1) for c in sorted(self.bt["deck"])]
        # roll: one d4, or the higher of two d4 (p.12)
        if self.ctx.get("two_dice"):
            return [(self.a("d4", n), 2 * n - 1) for n in (1, 2, 3, 4)]
        return [(self.a("d4", n), 1) for n in (1, 2, 3, 4)]

    def _apply(self, action: Action) -> None:
        k = action.kind
        st = self.stage
        seat = self.history[-1].player
        if k == "draw_project":
            self._reveal_project(str(action.args[0]))
        elif k == "draw_event":
            self._reveal_event(str(action.args[0]))
        elif k == "draw_card":
            self._deal_card(self.data.card_index[str(action.args[0])])
        elif k == "d4":
            getattr(self, f"_roll_{self.act}")(self.to_move, int(action.args[0]))
        elif st == "turn":
            if k == "pass":
                self._pass(seat)
            else:
                self._choose_action(seat, str(action.args[0]))
        elif st == "fee":
            self.goods[seat][GOODS.index(str(action.args[0]))] -= 1
            if self.logging:
                self.note(_("{seat} pays {goods} to act alone", seat=self.seat_label(seat),
                            goods=amount(1, str(action.args[0]))), rule="p.5")
            self._launch(seat, self.act or "")
        elif st == "action":
            getattr(self, f"_step_{self.act}")(seat, action)
        elif st.startswith("bt_"):
            self._battle_step(seat, action)
        elif st.startswith("ev_"):
            self._event_step(seat, action)
        else:
            self._eor_step(seat, action)

    def _why_illegal(self, action: Action) -> Message | None:
        player = self._current_player()
        if player == CHANCE:
            return _("Polis p.5: {action} is a decision, but chance is to play now", action=action.text)
        name = self.seat_label(player)
        st = self.stage
        if st == "turn":
            if action.kind == "act":
                x = str(action.args[0])
                title = _(ACTION_TITLES[x])
                if x in self.turn_acts:
                    return _("Polis p.5: the two actions of a turn must differ; {action} was already taken this turn",
                             action=title)
                if self.turn_count[player] >= self.game.options.turn_limit:  # type: ignore[attr-defined]
                    return _("Polis turn limit option: {seat} has had {n} turns and must pass", seat=name,
                             n=self.turn_count[player])
                if x in MILITARY and self.prestige[player] < 1:
                    return _("Polis p.5: {action} is military and costs 1 prestige; {seat} has none", action=title,
                             seat=name)
                if self.solo() and not any(self.goods[player]):
                    return _("Polis p.5: acting alone, each action costs 1 good; {seat} has no goods", seat=name)
                why = getattr(self, f"_why_{x}", None)
                return why(player) if why else _("Polis p.5-13: {action} is not possible now", action=title)
            return _("Polis p.5: {seat} must choose one of the 12 actions or pass, not {action}", seat=name,
                     action=action.text)
        if st == "action":
            return self._why_step(player, action)
        why = _(STAGE_RULES[st]) if st in STAGE_RULES else "p.5"
        if st.startswith("bt_") and st not in ("bt_order", "bt_retreat"):
            # never list a secret hand
            return _("Polis {rule}; {action} is not one of them now", rule=why, action=action.text)
        return _("Polis {rule}; {action} is not possible now; legal: {legal}", rule=why, action=action.text,
                 legal=[a.text for a in self.legal_actions()[:12]])

    def _why_step(self, seat: int, action: Action) -> Message:
        """The rule refusing one step of a compound action."""
        d = self.data
        act = self.act or ""
        page = ACTION_PAGES.get(act, "p.5")
        title = _(ACTION_TITLES[act]) if act in ACTION_TITLES else ""
        k = action.kind
        cap = self.capacity
        if k in ("land", "bysea", "sail"):
            r = d.region_index[str(action.args[0])]
            dest = self.ctx.get("dest", -1)
            if self.units[seat][r] == 0:
                why = _("you have no unit in {region}", region=region_label(d, r))
            elif dest >= 0 and self.units[seat][dest] >= cap:
                why = _("{region} already holds your {cap} units, the capacity of this round",
                        region=region_label(d, dest), cap=cap)
            elif k == "land":
                why = _("the way from {region} by land crosses a region the opponent controls, or there is none",
                        region=region_label(d, r))
            else:
                why = _("the way from {region} by sea crosses a region the opponent controls, or there is none",
                        region=region_label(d, r))
            return _("Polis {page} {action}: {why}", page=page, action=title, why=why)
        if k == "to" and act in ("move_hoplites", "move_galleys"):
            r = d.region_index[str(action.args[0])]
            return _("Polis {page} {action}: none of your units can reach {region} now (capacity {cap} per player, "
                     "regions controlled by the opponent block)", page=page, action=title, region=region_label(d, r),
                     cap=cap)
        if k == "pay" and act in ("hoplites", "galleys", "merchants"):
            return _("Polis {page} {action}: one more unit needs room under the capacity of {cap}, 1 population left "
                     "behind in the polis and its price", page=page, action=title, cap=cap)
        if k == "collect" and act == "collect":
            return _("Polis {page} {action}: that row is full or every hoplite there is placed", page=page,
                     action=title)
        return _("Polis {page} {action}: {step} is not possible now; legal: {legal}", page=page, action=title,
                 step=action.text, legal=[a.text for a in self.legal_actions()[:12]])

    def _returns(self) -> Sequence[float]:
        assert self.outcome is not None
        winners = self.outcome[0]
        if not winners:
            return [0.0, 0.0]
        return [1.0, -1.0] if winners[0] == 0 else [-1.0, 1.0]

    def _result(self) -> Result | None:
        if self.outcome is None:
            return None
        w, kind, text, rule = self.outcome
        return Result(tuple(w), kind, Message.from_json(text), rule)

    def _finish(self, winners: list[int], kind: str, text: Message, rule: str) -> None:
        # the sentence is kept as a message's JSON (its id and values): saves hold no translated text
        self.outcome = [winners, kind, text.to_json(), rule]
        self.stage = "over"
        self.note(text, rule=rule)

    def _invariants(self, before: State | None) -> list[str]:
        from kleos.polis import invariants

        return invariants.check(self, before if isinstance(before, PolisState) else None)

    # ------------------------------------------------------------------ hidden information
    def _redeal(self, seat: int, rng: Rng) -> None:
        """Re-deal the opponent's combat hand from the cards ``seat`` cannot account for (p.14)."""
        if not self.bt:
            return
        opp = 1 - seat
        hand = self.bt["hands"][opp]
        unknown = sorted(hand + self.bt["deck"])
        rng.shuffle(unknown)
        self.bt["hands"][opp] = unknown[: len(hand)]
        self.bt["deck"] = sorted(unknown[len(hand):])

    def _view(self, seat: int | None) -> dict[str, Any]:
        from kleos.polis.observation import build_view
        return build_view(self, seat)

    def _partial_view(self, seat: int | None, keys: Collection[str]) -> dict[str, Any]:
        from kleos.polis.observation import build_view
        return build_view(self, seat, keys)

    def board_view_key(self, seat: int | None, keys: Collection[str] | None) -> Hashable | None:
        """The fields the entries ``keys`` read (``observation.PART_FIELDS``; the search's evaluation finds about
        three positions in four again by them), or, when an entry is not listed, every field of the position
        (``FIELDS``) in one tuple, each flat list after its length: equal keys are equal entries. None for a
        finished game."""
        if self.outcome is not None:
            return None
        d = self.__dict__
        fields = _fields_read(keys if isinstance(keys, frozenset) else frozenset(keys)) if keys is not None else None
        if fields is not None:
            collecting = None
            if "collecting" in keys and self.act == "collect":
                from kleos.polis.observation import _collecting
                collecting = _frozen(_collecting(self))
            return (seat, fields, collecting, *(_frozen(d[name]) for name in fields))
        out: list[Any] = [seat]
        add, extend = out.append, out.extend
        for name in _SCALARS:
            v = d[name]
            add(v if type(v) is not list else _frozen(v))
        for name in _LISTS:
            v = d[name]
            add(len(v))
            extend(v)
        for name in _NESTED:
            v = d[name]
            add(len(v))
            for x in v:
                add(len(x))
                extend(x)
        for name in _DICTS:
            add(_frozen(d[name]))
        return tuple(out)

    def describe(self, action: Action) -> Text:
        from kleos.polis.render import describe_action
        return describe_action(self, action)

    def observation_tensor(self, seat: int) -> list[float]:
        from kleos.polis.observation import tensor_from_view
        return tensor_from_view(self.data, self.view(seat)["board"], seat)

    # ------------------------------------------------------------------ copy and JSON
    def _copy_into(self, new: State) -> None:
        # Through the instance dicts: search copies states hundreds of thousands of times a game.
        mine, theirs = self.__dict__, new.__dict__
        for name in _SHARED:
            theirs[name] = mine[name]
        for name in _SCALARS:
            v = mine[name]
            theirs[name] = v if type(v) is not list else _dup(v)
        for name in _LISTS:
            theirs[name] = mine[name][:]
        for name in _NESTED:
            theirs[name] = [x[:] for x in mine[name]]
        for name in _DICTS:
            theirs[name] = _dup(mine[name])

    def _data_to_json(self) -> dict[str, Any]:
        return {name: _dup(getattr(self, name)) for name, _d in FIELDS}

    def _data_from_json(self, data: dict[str, Any]) -> None:
        self.data = self.game.data  # type: ignore[attr-defined]
        opts = self.game.options
        key = {"full": "standard"}.get(opts.scenario, opts.scenario)  # type: ignore[attr-defined]
        setup = self.data.setups[key]
        self.setup_key = key
        self.rounds = setup.rounds
        self.projects_on = setup.projects != "none"
        self.events_on = setup.events
        for name, _d in FIELDS:
            setattr(self, name, _dup(data[name]))
