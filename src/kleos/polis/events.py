"""Start of a round: project reveals and the event (rulebook p.5, p.17; event texts in data/events.yaml).

The player with more prestige (tie: Athens) applies the event first, then the other; red lines affect only
Sparta, blue lines only Athens. Round modifiers last until the round ends; Egypt and the Persian King return
their units after the last pass, before phase 1 (reference A25).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kleos.engine import Action
from kleos.i18n import translator
from kleos.polis.data import SIDES, G
from kleos.polis.text import amount, polis_label, project_label, region_label

if TYPE_CHECKING:
    from kleos.polis.state import PolisState

_, ngettext = translator("polis")

DECISION_OPS = ("remove_own_unit", "egypt", "betrayal", "persian_king", "treasury")


class EventsMixin:
    def _start_round(self: PolisState) -> None:
        """Set-up of a round (p.17): collection discs off, merchants home, projects replaced, then the event."""
        self.collected = [-1] * self.data.NT
        for i, s in enumerate(self.cargo):
            if s >= 0:
                self.merchants_port[s] += 1
                self.cargo[i] = -1
        self.blocked_cargo = []
        self.mods = {}
        self.started = []
        self.betrayed = []
        self.commanders_used = [False, False]
        self.display = []
        self.event = None
        # p.5/F4: decided before the event: less prestige starts (tie Sparta); the other applies the event first
        self.first = 0 if self.prestige[0] <= self.prestige[1] else 1
        if self.projects_on and self.pile:
            self.reveal_left = min(3, len(self.pile))
            self.stage = "proj_draw"
        else:
            self._after_projects()

    def _reveal_project(self: PolisState, pid: str) -> None:
        self.pile.remove(pid)
        self.display.append(pid)
        self.reveal_left -= 1
        self.note(_("Project revealed: {project}", project=project_label(self.data, pid)), rule="p.5")
        if self.reveal_left <= 0:
            self._after_projects()

    def _after_projects(self: PolisState) -> None:
        if self.events_on and self.event_decks.get(self.round_type):
            self.stage = "event_draw"
        else:
            self._begin_play()

    def _reveal_event(self: PolisState, eid: str) -> None:
        d = self.data
        self.event_decks[self.round_type].remove(eid)
        self.event = eid
        ev = d.events[eid]
        self.note(_("Event: {event}", event=_(ev.title)), rule="p.5")
        order = [1 - self.first, self.first]
        queue: list[list[Any]] = []
        for idx, eff in enumerate(ev.effects):
            side = (eff.model_extra or {}).get("side")
            if eff.op in DECISION_OPS and side is None:
                side = "A" if eff.op == "egypt" else "each"
            if side is None:
                queue.append([idx, -1])
            elif side == "each":
                queue += [[idx, s] for s in order]
            else:
                queue.append([idx, SIDES.index(side)])
        # p.5: the player with more prestige applies the whole event first
        queue.sort(key=lambda q: (0 if q[1] < 0 else 1 + order.index(q[1])))
        self.ev_queue = queue
        self._run_events()

    def _run_events(self: PolisState) -> None:
        while self.ev_queue:
            idx, seat = self.ev_queue[0]
            eff = self.data.events[self.event or ""].effects[idx]
            if self._apply_effect(eff.op, eff.model_extra or {}, seat):
                return  # a decision is pending; the queue head is popped when it is done
            self.ev_queue.pop(0)
        self._begin_play()

    def _apply_effect(self: PolisState, op: str, x: dict[str, Any], seat: int) -> bool:
        """Apply one effect; True when ``seat`` must now decide something."""
        d = self.data
        if op == "add_unit":
            r = d.region_index[x["region"]]
            for _i in range(x["n"]):
                if self.units[seat][r] < self.capacity:  # A5: not placed beyond the capacity
                    self.units[seat][r] += 1
            if x["kind"] == "galley":
                text = _("{seat} receives a galley in {region}", seat=self.seat_label(seat), region=region_label(d, r))
            else:
                text = _("{seat} receives a hoplite in {region}", seat=self.seat_label(seat), region=region_label(d, r))
            self.note(text, rule="event")
        elif op in ("gain", "lose"):
            n = x["n"] if op == "gain" else -x["n"]
            if x["what"] == "prestige":
                self.gain_prestige(seat, n)
            else:
                self.goods[seat][G[x["what"]]] = max(0, self.goods[seat][G[x["what"]]] + n)
            self.note(_("{seat} gains {amount}", seat=self.seat_label(seat), amount=amount(x["n"], x["what"]))
                      if op == "gain" else
                      _("{seat} loses {amount}", seat=self.seat_label(seat), amount=amount(x["n"], x["what"])),
                      rule="event")
        elif op == "block_cargo":
            self.blocked_cargo.append(d.cargo_index[(x["market"], x["slot"])])
        elif op == "block_collection":
            self.collected[d.region_index[x["territory"]]] = 2
        elif op == "first_player":
            self.mods["first"] = SIDES.index(x["side"])
        elif op == "modifier":
            self.mods[x["name"]] = x["value"]
            if x["name"] == "battle_threshold":
                self.mods["battle_threshold"] = x["value"]
        elif op == "polis_pop":
            p = d.polis_index[x["polis"]]
            if self.owner[p] >= 0:
                self.pop[p] = max(x["floor"], self.pop[p] + x["delta"])
        elif op == "carthage":
            t = d.region_index["sikelia"]
            h = self.units[0][t], self.units[1][t]
            if h == (0, 0):
                self.collected[t] = 2
            for s in (0, 1):
                if h[s] and h[s] >= h[1 - s]:
                    self.units[s][t] -= min(2, h[s])
            self.note(_("Carthage lands in Sikelia ({sparta} {s}, {athens} {a} hoplites)", sparta=self.seat_label(0),
                        s=h[0], athens=self.seat_label(1), a=h[1]), rule="event")
        elif op == "remove_own_unit":
            if any(self.units[seat]):
                return self._decide(seat, "ev_remove")
        elif op == "treasury":
            return self._decide(seat, "ev_treasury")
        elif op == "betrayal":
            if self._betrayal_targets(seat):
                return self._decide(seat, "ev_betray")
        elif op == "persian_king":
            self.ctx = {"sent": 0}
            if any(self.units[seat][: d.NT]):
                return self._decide(seat, "ev_persis")
        elif op == "egypt":
            self.ctx = {"sent": 0}
            if any(self.units[seat][d.NT:]):
                return self._decide(seat, "ev_egypt")
            self.gain_prestige(seat, -2)
        return False

    def _decide(self: PolisState, seat: int, stage: str) -> bool:
        self.stage = stage
        self.dec_seat = seat
        if stage in ("ev_persis", "ev_egypt"):
            self.ctx = {"sent": 0}
        return True

    def _event_done(self: PolisState) -> None:
        self.ctx = {}
        self.ev_queue.pop(0)
        self._run_events()

    def _betrayal_targets(self: PolisState, seat: int) -> list[int]:
        opp = 1 - seat
        return [p for p in range(18) if self.owner[p] == opp and p != self.data.capital[opp] and self.pop[p] == 1
                and p not in self.betrayed]

    def _event_legal(self: PolisState, seat: int) -> list[Action]:
        d = self.data
        st = self.stage
        if st == "ev_remove":
            return [self.a("remove", d.regions[r]) for r in range(len(d.regions)) if self.units[seat][r]]
        if st == "ev_treasury":
            p = self.prestige[seat]
            return [self.a("amount", n) for n in (range(1, min(p, 99) + 1) if p else [0])]
        if st == "ev_betray":
            return [self.a("betray", d.polis_ids[p]) for p in self._betrayal_targets(seat)]
        if st == "ev_persis":
            out = [self.a("send", d.regions[t]) for t in range(d.NT) if self.units[seat][t]]
            return [*out, self.a("done")]
        if st == "ev_egypt":
            total = sum(self.units[seat][d.NT:])
            out = [self.a("send", d.regions[s]) for s in range(d.NT, len(d.regions)) if self.units[seat][s]]
            if self.ctx["sent"] >= 2 or not total:
                out.append(self.a("done"))
            return out
        if st == "ev_place":
            return [self.a("place", d.territories[t]) for t in range(d.NT) if self.units[seat][t] < self.capacity]
        return []

    def _event_step(self: PolisState, seat: int, action: Action) -> None:
        d = self.data
        st = self.stage
        if st == "ev_remove":
            r = d.region_index[str(action.args[0])]
            self.units[seat][r] -= 1
            self.note(_("{seat} removes a unit from {region}", seat=self.seat_label(seat), region=region_label(d, r)),
                      rule="event")
            self._event_done()
        elif st == "ev_treasury":
            n = int(action.args[0])
            self.prestige[seat] -= n
            self.goods[seat][G["silver"]] += 2 * n
            self.note(_("{seat} turns {prestige} into {silver}", seat=self.seat_label(seat),
                        prestige=amount(n, "prestige"), silver=amount(2 * n, "silver")), rule="event")
            self._event_done()
        elif st == "ev_betray":
            p = d.polis_index[str(action.args[0])]
            self.owner[p] = seat
            self.betrayed.append(p)
            self.note(_("Betrayal: {polis} changes side to {seat}", polis=polis_label(d, p),
                        seat=self.seat_label(seat)), rule="event")
            self._event_done()
        elif st in ("ev_persis", "ev_egypt"):
            if action.kind == "done":
                n = self.ctx["sent"]
                if st == "ev_persis":
                    self.persis_box[seat] += n
                    self.gain_prestige(seat, 2 * n)
                    self.note(ngettext("{seat} sends {n} hoplite to Persis (+{prestige} prestige)",
                                       "{seat} sends {n} hoplites to Persis (+{prestige} prestige)", n,
                                       seat=self.seat_label(seat), n=n, prestige=2 * n), rule="event")
                else:
                    self.egypt_box += n
                    if n < 2:
                        self.gain_prestige(seat, -(2 - n))
                    self.note(ngettext("{seat} sends {n} galley to Aigyptos", "{seat} sends {n} galleys to Aigyptos", n,
                                       seat=self.seat_label(seat), n=n), rule="event")
                self._event_done()
                return
            r = d.region_index[str(action.args[0])]
            self.units[seat][r] -= 1
            self.ctx["sent"] += 1
            if st == "ev_egypt" and not any(self.units[seat][d.NT:]):
                self._event_step(seat, self.a("done"))
        elif st == "ev_place":
            t = d.region_index[str(action.args[0])]
            self.units[seat][t] += 1
            self.persis_box[seat] -= 1
            self.note(_("{seat}'s hoplite returns from Persis to {region}", seat=self.seat_label(seat),
                        region=region_label(d, t)), rule="event")
            self._return_from_persis()

    # ------------------------------------------------------------------ round-end effects (A25)
    def _round_end_events(self: PolisState) -> bool:
        """Egypt's galleys and the Persian King's hoplites come back; True if a placement decision is pending."""
        d = self.data
        if self.egypt_box:
            back = self.egypt_box // 2
            s = d.region_index["noties_sporades"]
            placed = 0
            for _i in range(back):
                if self.units[1][s] < self.capacity:
                    self.units[1][s] += 1
                    placed += 1
            self.note(ngettext("Of {n} galley sent to Aigyptos, {placed} return to {sea}",
                               "Of {n} galleys sent to Aigyptos, {placed} return to {sea}", self.egypt_box,
                               n=self.egypt_box, placed=placed, sea=region_label(d, s)), rule="event")
            self.egypt_box = 0
        return self._return_from_persis()

    def _return_from_persis(self: PolisState) -> bool:
        """Murder of the Persian King, round end: the players alternately (first passer first) put their returning
        hoplites one at a time into any territory within the capacity; hoplites that fit nowhere are lost."""
        first = self.first_passer if self.first_passer >= 0 else 0
        nxt = self.ctx.get("persis_next", first) if self.stage == "ev_place" else first
        for s in (nxt, 1 - nxt):
            if self.persis_box[s] > 0 and not any(self.units[s][t] < self.capacity for t in range(self.data.NT)):
                self.note(ngettext("{n} hoplite of {seat} finds no room and is lost",
                                   "{n} hoplites of {seat} find no room and are lost", self.persis_box[s],
                                   n=self.persis_box[s], seat=self.seat_label(s)), rule="event")
                self.persis_box[s] = 0
        for s in (nxt, 1 - nxt):
            if self.persis_box[s] > 0:
                self.stage = "ev_place"
                self.dec_seat = s
                self.ctx = {"persis_next": 1 - s}
                return True
        if self.stage == "ev_place":
            self.ctx = {}
            self.stage = "eor"
            self._round_end_phases()
        return False
