"""Sphactérie 425 BC: the game state and the turn sequence (rulebook 2 A-D), with movement (3), combat (4),
supply (5), stratagems (6), set-up and reinforcements (7) and victory (8) wired in from their modules.

The state is a small machine: ``stage`` names the decision (or chance node) being waited for and ``_advance``
runs every automatic step in between. Compound rulebook actions are sequences of small decisions: announce the
AP, activate a zone, step or sail each piece, ``done``; attack, choose the combat, play or decline a stratagem,
roll, allocate losses, retreat.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from kleos.engine import CHANCE, TERMINAL, Action, Result, Rng, State
from kleos.i18n import Message, translator
from kleos.sphacteria import labels, stratagems, supply, victory
from kleos.sphacteria.data import Static
from kleos.sphacteria.zones import (
    combat_units,
    contested,
    leaders,
)

_, ngettext = translator("sphacteria")

ATHENS, SPARTA = 0, 1
SEATS = ("Athens", "Sparta")  # the seat ids of the view (``game.seat_names``), the same in every language
SIDE_CODES = ("ATH", "SPA")
AP_WEIGHTS = {n: 6 - abs(n - 7) for n in range(2, 13)}  # 2d6 totals
TURNS = 7  # 2
DECISION_SEAT = {
    "announce": "active", "main": "active", "move": "active", "choose_fight": "active",
    "passive_start": "passive", "pre": "pre_turn", "c_strat": "asker", "c_loss": "loss_seat",
    "c_retreat": "loser", "adj_strat": "seg", "adj_keep": "seg", "adj_heal": "seg", "adj_recover": "seg",
    "adj_helot": "seg",
}

# mutable fields: name -> kind of copy ("v" value, "l" list, "ll" list of lists, "d" dict, "c" combat dict)
FIELDS: dict[str, str] = {
    "turn": "v", "stage": "v", "loc": "l", "weak": "l", "bowl": "l", "hands": "ll", "out": "l", "ap": "l",
    "rolls": "l", "initiative": "v", "supply": "l", "vp_kills": "l", "due": "d", "entered": "l", "burned": "v",
    "end": "v", "draw_queue": "l", "pre_turn": "v", "pre_passes": "v", "pending_ro": "ll", "phase_no": "v",
    "active": "v", "budget": "v", "played": "l", "activated": "l", "origin": "d", "entry": "d",
    "carried": "d", "archers": "l", "act_zone": "v", "mp": "d", "act_order": "l", "act_seas": "d", "sailed": "d",
    "combat": "c", "retreat_from": "d", "seg": "v", "adj_queue": "l", "heal_left": "v", "recover_left": "v",
    "supply_skip": "v", "helot_raised": "v", "helots_rolled": "l", "dice_queue": "ll", "dice_return": "v",
}


class SphacteriaState(State):
    """One position of Sphactérie 425 BC."""

    def __init__(self, game: Any, seed: int) -> None:
        super().__init__(game, seed)
        s: Static = game.static
        self._occ: dict[str, list[int]] | None = None
        self.turn = 1
        self.stage = "turn_start"
        self.loc = ["-"] * len(s.pieces)  # "-" not yet in play, "X" eliminated, "OUT" removed from the game
        self.weak = [False] * len(s.pieces)
        for row in s.setup:  # 7.1, 7.2
            i = s.p_index[row.piece]
            self.loc[i] = row.at
            self.weak[i] = row.weakened
        self.bowl = sorted(s.counters)
        self.hands: list[list[str]] = [[], []]
        self.out: list[str] = []
        self.ap = [0, 0]
        self.rolls: list[int] = []
        self.initiative = SPARTA  # draws alternate from the last initiative player; Sparta on turn 1 (RECON)
        self.supply = [3, 3]  # 5: the Appro. markers start on 3
        self.vp_kills = [0, 0]
        self.due = {g: m.turn for g, m in s.groups.items() if m.turn is not None}
        self.entered: list[str] = []
        self.burned = 0
        self.end: list[Any] | None = None
        self.draw_queue: list[int] = []
        self.pre_turn = 0
        self.pre_passes = 0
        self.pending_ro: list[list[Any]] = []
        self._reset_phase()
        self.phase_no = 0
        self.active = SPARTA
        self.budget = 0
        self.combat: dict[str, Any] = {}
        self.retreat_from: dict[str, str] = {}
        self.seg = 0
        self.adj_queue: list[int] = []
        self.heal_left = 0
        self.recover_left = 0
        self.supply_skip = False
        self.helot_raised = False
        self.helots_rolled: list[str] = []
        self.dice_queue: list[list[str]] = []
        self.dice_return = ""
        self._advance()

    # ------------------------------------------------------------------ helpers
    @property
    def static(self) -> Static:
        return self.game.static

    def at(self, loc: str) -> Sequence[int]:
        occ = self._occ
        if occ is None:
            occ = {}
            for i, where in enumerate(self.loc):
                if where in occ:
                    occ[where].append(i)
                else:
                    occ[where] = [i]
            self._occ = occ
        return occ.get(loc, ())

    def pf(self, i: int) -> int:
        s = self.static
        return s.p_wpf[i] if self.weak[i] else s.p_pf[i]

    def reveal(self) -> None:
        """mark_reveal, tolerant of scenario states built without history (tests)."""
        if self.history:
            self.mark_reveal()

    def invalidate(self) -> None:
        super().invalidate()
        self._occ = None

    def _place(self, i: int, where: str) -> None:
        self.loc[i] = where
        self._occ = None

    def pid(self, i: int) -> str:
        return self.static.pieces[i]

    def idx(self, pid: str) -> int:
        return self.static.p_index[pid]

    def _eliminate(self, i: int, why: Message, rule: str, credit: bool = True) -> None:
        """Eliminate a piece; the other side scores it (8.2: 2 per naval unit, 1 per land unit or leader). ``why``
        is the log line, naming the rule and the piece."""
        s = self.static
        self._place(i, "X")
        self.weak[i] = False
        self.mp.pop(s.pieces[i], None)
        if credit:
            self.vp_kills[1 - s.p_side[i]] += 2 if s.p_type[i] == "T" else 1
        if self.logging:
            self.note(why, rule=rule)

    def _weaken(self, i: int, rule: str) -> None:
        """Flip to the weakened side; an already weakened unit is eliminated (4.2 A)."""
        if self.weak[i]:
            self._eliminate(i, _("Sphactérie {rule}: {piece} is eliminated (weakened again)", rule=rule,
                                 piece=labels.piece_label(self, self.pid(i))), rule)
        else:
            self.weak[i] = True
            if self.logging:
                self.note(_("Sphactérie {rule}: {piece} is weakened", rule=rule,
                            piece=labels.piece_label(self, self.pid(i))), rule=rule)

    def _captures(self, zone: str, storm: bool = False) -> None:
        """1.2: a leader alone in a zone with enemy units is captured; at sea without a trireme he is lost (Q11),
        which scores like a capture, except in a storm (8.2 scores leaders killed in combat or captured)."""
        s = self.static
        if zone not in s.zones:
            return
        for side in (0, 1):
            lead = leaders(self, zone, side)
            if not lead or combat_units(self, zone, side):
                continue
            if combat_units(self, zone, 1 - side):
                for i in lead:
                    self._eliminate(i, _("Sphactérie 1.2: {piece} is captured, alone with enemy units in {zone}",
                                         piece=labels.piece_label(self, self.pid(i)), zone=zone), "1.2")
            elif s.is_sea(zone):
                for i in lead:
                    self._eliminate(i, _("Sphactérie 3.1: {piece} is lost at sea without a trireme in {zone}",
                                         piece=labels.piece_label(self, self.pid(i)), zone=zone), "3.1",
                                    credit=not storm)

    def _reset_phase(self) -> None:
        self.played = [False, False]
        self.activated: list[str] = []
        self.origin: dict[str, str] = {}
        self.entry: dict[str, list[Any]] = {}
        self.carried: dict[str, int] = {}
        self.archers: list[str] = []
        self.act_zone = ""
        self.mp: dict[str, int] = {}
        self.act_order: list[str] = []
        self.act_seas: dict[str, list[str]] = {}  # maritime zones each land unit was carried through
        self.sailed: dict[str, str] = {}

    # ------------------------------------------------------------------ the contract
    def _current_player(self) -> int:
        st = self.stage
        if st == "end":
            return TERMINAL
        if st in ("draw", "ap", "c_die", "dice"):
            return CHANCE
        who = DECISION_SEAT[st]
        if who == "active":
            return self.active
        if who == "passive":
            return 1 - self.active
        if who == "pre_turn":
            return self.pre_turn
        if who == "seg":
            return self.seg
        return int(self.combat[who])

    def _chance_weights(self) -> list[tuple[Action, int]]:
        acts = self.game.actions
        if self.stage == "draw":
            return [(acts.get("draw", c), 1) for c in self.bowl]
        if self.stage == "ap":
            return [(acts.get("roll2", n), w) for n, w in AP_WEIGHTS.items()]
        return [(acts.get("die", n), 1) for n in range(1, 7)]

    def _legal_actions(self) -> list[Action]:
        from kleos.sphacteria import legal

        return legal.legal_actions(self)

    def _why_illegal(self, action: Action) -> Message | None:
        from kleos.sphacteria import legal

        return legal.why_illegal(self, action)

    def _apply(self, action: Action) -> None:
        from kleos.sphacteria import apply

        apply.apply(self, action)
        for seat in (ATHENS, SPARTA):  # 5.3: the check is suspended as soon as the position is left
            if self.supply[seat] < 3 and not supply.position_units(self, seat):
                self.supply[seat] = 3
                if self.logging:
                    self.note(_("Sphactérie 5.3: no {seat} land unit left in {position}: supply checks are suspended "
                                "and the marker goes back to 3", seat=self.seat_label(seat),
                                position=supply.POSITION_NAME[seat]), rule="5.3")
        self._advance()

    def _returns(self) -> list[float]:
        return victory.returns(self)

    def _result(self) -> Result | None:
        return victory.result(self)

    def describe(self, action: Action) -> Message | str:
        return labels.describe(self, action)

    # ------------------------------------------------------------------ the automatic steps of the sequence
    def _advance(self) -> None:
        from kleos.sphacteria import apply

        while True:
            st = self.stage
            if st == "turn_start":  # 2.A
                first = self.initiative
                self.draw_queue = [first, 1 - first, first, 1 - first]
                self.stage = "draw"
                if self.logging:
                    self.note(_("Sphactérie 2: turn {turn} begins", turn=self.turn), rule="2")
            elif st == "draw":
                if self.draw_queue and self.bowl:
                    return
                self.draw_queue = []
                self.rolls = []
                self.stage = "ap"
            elif st == "ap":  # 2.B
                if len(self.rolls) < 2:
                    return
                apply.set_initiative(self)
                self.pre_turn, self.pre_passes = self.initiative, 0
                self.pending_ro = []
                self.stage = "pre"
            elif st == "pre":  # 2.C, 6 #12-14
                if self.pre_passes >= 2:
                    apply.deploy(self)
                    self.phase_no = 0
                    self.stage = "next_phase"
                    continue
                if stratagems.pre_window(self, self.pre_turn):
                    return
                self.pre_passes += 1
                self.pre_turn = 1 - self.pre_turn
            elif st == "next_phase":  # 2.C
                if not apply.next_phase(self):
                    self.adj_queue = [self.initiative, 1 - self.initiative]
                    self.stage = "adj_seg"
                    continue
                return
            elif st == "after_announce":
                if stratagems.action_window(self, 1 - self.active):
                    self.stage = "passive_start"
                else:
                    self.stage = "main"
                return
            elif st == "fights":  # 4.1
                zones = contested(self)
                if not zones:
                    apply.end_phase(self)
                elif len(zones) == 1:
                    apply.start_combat(self, zones[0])
                else:
                    self.stage = "choose_fight"
                    return
            elif st == "c_strat":  # 4.2: active and passive may play a stratagem before the roll
                c = self.combat
                if c["asked"] < 2:
                    if stratagems.combat_window(self, c["asker"]):
                        return
                    apply.next_asker(self)
                else:
                    self.stage = "c_die"
                    return
            elif st == "c_loss":
                if apply.losses(self):
                    return
            elif st == "c_retreat":
                if apply.retreats(self):
                    return
            elif st == "adj_seg":  # 2.D
                if not self.adj_queue:
                    self.stage = "turn_end"
                    continue
                self.seg = self.adj_queue.pop(0)
                self.supply_skip = False
                self.helot_raised = False
                self.helots_rolled = []
                self.recover_left = 0
                self.stage = "adj_strat"
            elif st == "adj_strat":
                if stratagems.adj_window(self, self.seg):
                    return
                self.stage = "adj_keep"
            elif st == "adj_recover":
                if self.recover_left > 0 and apply.weakened_units(self, self.seg):
                    return
                self.recover_left = 0
                self.stage = "adj_strat"
            elif st == "adj_keep":
                if self.hands[self.seg]:
                    return
                self.stage = "adj_heal_init"
            elif st == "adj_heal_init":
                s = self.static
                self.heal_left = sum(1 for i in range(len(s.pieces)) if s.p_side[i] == self.seg
                                     and s.p_type[i] == "L" and s.p_star[i] and self.loc[i] in s.zones)
                self.stage = "adj_heal"
            elif st == "adj_heal":
                if self.heal_left > 0 and apply.weakened_units(self, self.seg):
                    return
                self.stage = "adj_helot"
            elif st == "adj_helot":  # 5.2
                if self.seg == SPARTA and any(self.pid(i) not in self.helots_rolled for i in supply.helot_units(self)):
                    return
                self.stage = "adj_supply"
            elif st == "adj_supply":
                apply.supply_check(self)
                if self.stage == "adj_supply":
                    self.stage = "adj_seg"
            elif st == "dice":
                if self.dice_queue:
                    return
                self.stage = self.dice_return
            elif st == "turn_end":  # 2.D, 8
                if self.turn >= TURNS:
                    winners, kind, text, rule = victory.final_result(self)
                    self.end = [winners, kind, text.to_json(), rule]  # the save holds the message, not a text
                    self.stage = "end"
                    if self.logging:
                        self.note(text, rule=rule)
                    self.reveal()
                    return
                self.turn += 1
                self.stage = "turn_start"
            else:  # a decision stage, or the end
                return

    # ------------------------------------------------------------------ views
    def _view(self, seat: int | None) -> dict[str, Any]:
        s = self.static
        pieces = []
        for i, pid in enumerate(s.pieces):
            pieces.append({
                "id": pid, "side": SIDE_CODES[s.p_side[i]], "type": s.p_type[i], "loc": self.loc[i],
                "weak": self.weak[i], "star": s.p_star[i], "band": s.p_band[i],
                "pf": self.pf(i) if s.p_type[i] != "L" else 0,
            })
        hand = None
        if seat is not None:
            hand = [{"counter": c, "faces": list(s.counters[c].faces),
                     "usable": [f for f in s.counters[c].faces if s.faces[f].colour in (SIDE_CODES[seat], "grey")]}
                    for c in self.hands[seat]]
        combat = None
        if self.combat:
            c = self.combat
            combat = {"zone": c["zone"], "attacker": SEATS[c["att"]], "plays": list(c["plays"]),
                      "s08": list(c["s08"]), "die": c.get("die"), "result": c.get("res"),
                      "column": c.get("col")}
        return {
            "turn": self.turn, "turns": TURNS, "stage": self.stage, "active": SEATS[self.active],
            "initiative": SEATS[self.initiative], "ap": list(self.ap), "budget": self.budget,
            "rolls": list(self.rolls), "supply": list(self.supply), "vp": victory.points(self),
            "vp_kills": list(self.vp_kills), "pieces": pieces, "hand": hand,
            "hand_counts": [len(h) for h in self.hands], "bowl_count": len(self.bowl), "out": list(self.out),
            "burned": self.burned, "archers": list(self.archers), "activated": list(self.activated),
            "act_zone": self.act_zone, "mp": dict(self.mp), "due": dict(self.due), "entered": list(self.entered),
            "combat": combat, "adjusting": SEATS[self.seg] if self.stage.startswith("adj") else None,
        }

    def observation_tensor(self, seat: int) -> list[float]:
        from kleos.sphacteria import observation

        return observation.tensor(self, seat)

    # ------------------------------------------------------------------ copy, JSON, determinization
    def _copy_into(self, new: State) -> None:
        d = new.__dict__
        src = self.__dict__
        for name, kind in FIELDS.items():
            v = src[name]
            if kind == "v":
                d[name] = v
            elif kind == "l":
                d[name] = v.copy()
            elif kind == "ll":
                d[name] = [x.copy() for x in v]
            elif kind == "d":
                d[name] = v.copy()
            else:
                d[name] = {k: (x.copy() if isinstance(x, list) else x) for k, x in v.items()}
        d["_occ"] = self._occ

    def _data_to_json(self) -> dict[str, Any]:
        out = {}
        for name, kind in FIELDS.items():
            v = self.__dict__[name]
            if kind == "ll":
                v = [list(x) for x in v]
            elif kind in ("l", "d", "c"):
                v = v.copy()
            out[name] = v
        return out

    def _data_from_json(self, data: dict[str, Any]) -> None:
        for name, kind in FIELDS.items():
            v = data[name]
            if (kind == "l" and not isinstance(v, list)) or (kind in ("d", "c") and not isinstance(v, dict)):
                raise ValueError(f"field {name} has the wrong shape")
            self.__dict__[name] = v
        self._occ = None
        if self.stage not in DECISION_SEAT and self.stage not in ("draw", "ap", "c_die", "dice", "end"):
            raise ValueError(f"unknown stage {self.stage!r}")

    def _invariants(self, before: State | None) -> list[str]:
        from kleos.sphacteria import invariants

        return invariants.check(self, before if isinstance(before, SphacteriaState) else None)

    def _redeal(self, seat: int, rng: Rng) -> None:
        """Re-deal the opponent's secret stratagems from the counters ``seat`` cannot account for (2.A).

        Every stratagem window depends only on the number of counters held (``stratagems.*_window``), so any
        hand of the same size is consistent with everything ``seat`` has seen.
        """
        opp = 1 - seat
        n = len(self.hands[opp])
        pool = sorted(self.bowl + self.hands[opp])
        rng.shuffle(pool)
        self.hands[opp] = sorted(pool[:n])
        self.bowl = sorted(pool[n:])
        self._legal = None
