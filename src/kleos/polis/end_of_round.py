"""End of a round and of the game (rulebook p.16-17): projects, supply, growth, Megalopolis, spoilage, phoros;
loss of a capital, ostracism, final score after phase 4 of the last round.

Each phase is done by both players in turn, starting with the player who passed first (p.16).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kleos.engine import Action
from kleos.i18n import N_, translator
from kleos.polis.data import G
from kleos.polis.text import amount, polis_label, project_label

if TYPE_CHECKING:
    from kleos.polis.state import PolisState

_, ngettext = translator("polis")


class EndOfRoundMixin:
    def _round_end(self: PolisState) -> None:
        self.note(_("End of round {round}", round=self.round_type), rule="p.16")
        if self._round_end_events():
            return
        self._round_end_phases()

    def _round_end_phases(self: PolisState) -> None:
        o = [self.first_passer, 1 - self.first_passer] if self.first_passer >= 0 else [0, 1]
        q = [f"projects:{o[0]}", f"projects:{o[1]}", f"supply:{o[0]}", f"supply:{o[1]}", f"growth:{o[0]}",
             f"growth:{o[1]}", f"megalopolis:{o[0]}", f"megalopolis:{o[1]}"]
        if self.last_round:
            q.append("score:0")
        else:
            q += [f"spoilage:{o[0]}", f"spoilage:{o[1]}", f"phoros:{o[0]}", f"phoros:{o[1]}", "ostracism:0", "next:0"]
        self.eor_queue = q
        self._run_eor()

    def _run_eor(self: PolisState) -> None:
        while self.eor_queue and self.stage != "over":
            phase, _sep, s = self.eor_queue[0].partition(":")
            seat = int(s)
            if getattr(self, f"_phase_{phase}")(seat):
                self.stage = f"eor_{phase}"
                self.dec_seat = seat
                return
            if self.eor_queue:
                self.eor_queue.pop(0)

    def _eor_next(self: PolisState) -> None:
        self.eor_queue.pop(0)
        self.stage = "eor"
        self._run_eor()

    # phase 1 (p.16)
    def _phase_projects(self: PolisState, seat: int) -> bool:
        d = self.data
        done = 0
        for p in range(18):
            pid = self.in_progress[p]
            if pid is None or self.owner[p] != seat:
                continue  # A12: a project in a neutral polis waits for an owner
            pts = self._project_prestige(pid)
            self.gain_prestige(seat, pts)
            self.in_progress[p] = None
            self.completed[p].append(pid)
            done += 1
            self.note(_("{project} is completed in {polis}: +{n} prestige", project=project_label(d, pid),
                        polis=polis_label(d, p), n=pts), rule="p.16 1")
        if done and seat == 1 and self.mods.get("pericles"):
            self.gain_prestige(seat, done)
            self.note(_("Age of Pericles: +{n} prestige", n=done), rule="event")
        return False

    # phase 2 (p.16)
    def _need(self: PolisState, seat: int) -> int:
        return sum(self.pop[p] for p in range(18) if self.owner[p] == seat)

    def _releasable(self: PolisState, seat: int) -> list[int]:
        return [p for p in range(18) if self.owner[p] == seat and p != self.data.capital[seat]]

    def _phase_supply(self: PolisState, seat: int) -> bool:
        need = self._need(seat)
        wheat = self.goods[seat][G["wheat"]]
        if wheat >= need:
            self.goods[seat][G["wheat"]] -= need
            self.note(_("{seat} feeds its poleis with {wheat}", seat=self.seat_label(seat),
                        wheat=amount(need, "wheat")), rule="p.16 2")
            return False
        if wheat + self.prestige[seat] < self.pop[self.data.capital[seat]]:
            # p.17: even with every other polis released, the capital cannot be fed: it is lost at once
            self._finish([1 - seat], N_("capital lost"),
                         _("{seat} cannot feed its capital and loses it: {winner} wins", seat=self.seat_label(seat),
                           winner=self.seat_label(1 - seat)), "p.17")
            return False
        return True

    def _supply_pay(self: PolisState, seat: int) -> None:
        need = self._need(seat)
        wheat = self.goods[seat][G["wheat"]]
        short = max(0, need - wheat)
        self.goods[seat][G["wheat"]] = max(0, wheat - need)
        self.prestige[seat] -= short
        self.note(_("{seat} feeds its poleis: {wheat} and {prestige}", seat=self.seat_label(seat),
                    wheat=amount(min(wheat, need), "wheat"), prestige=amount(short, "prestige")), rule="p.16 2")

    # phase 3 (p.16)
    def _growable(self: PolisState, seat: int) -> list[int]:
        d = self.data
        if self.goods[seat][G["wheat"]] < 1:
            return []
        return [p for p in range(18) if self.owner[p] == seat and self.pop[p] < d.maxpop[p]
                and self.grown.count(p) < d.growth[p]]

    def _phase_growth(self: PolisState, seat: int) -> bool:
        self.grown = []
        return bool(self._growable(seat))

    # phase 4 (p.16)
    def _phase_megalopolis(self: PolisState, seat: int) -> bool:
        n = sum(1 for p in range(18) if self.owner[p] == seat and self.pop[p] > self.data.base[p])
        if n:
            self.gain_prestige(seat, n)
            self.note(_("Megalopolis: {seat} +{n} prestige", seat=self.seat_label(seat), n=n), rule="p.16 4")
        return False

    # phase 5 (p.16)
    def _phase_spoilage(self: PolisState, seat: int) -> bool:
        g = self.goods[seat]
        for good in ("wine", "oil", "wheat"):
            g[G[good]] = (g[G[good]] + 1) // 2
        return False

    # phase 6 (p.16)
    def _phase_phoros(self: PolisState, seat: int) -> bool:
        return self.prestige[seat] > 0

    def _phase_ostracism(self: PolisState, seat: int) -> bool:
        out = [s for s in (0, 1) if self.prestige[s] == 0]
        if len(out) == 2:
            self._finish([], N_("draw"),
                         _("Both players have no prestige after the end of the round: both are ostracised"), "p.17")
        elif out:
            s = out[0]
            self._finish([1 - s], N_("ostracism"),
                         _("{seat} has no prestige after the six phases and is ostracised: {winner} wins",
                           seat=self.seat_label(s), winner=self.seat_label(1 - s)), "p.17")
        return False

    def _phase_next(self: PolisState, seat: int) -> bool:
        self.eor_queue = []
        self.round_idx += 1
        self.stage = "start"
        self._start_round()
        return False

    def score(self: PolisState, seat: int) -> int:
        """p.17: population of your poleis + prestige + posterity of completed projects under your poleis."""
        projects = self.data.projects
        total = self.prestige[seat]
        for owner, pop, completed in zip(self.owner, self.pop, self.completed, strict=True):
            if owner == seat:
                total += pop
                for pid in completed:
                    total += projects[pid].posterity
        return total

    def _phase_score(self: PolisState, seat: int) -> bool:
        s = [self.score(0), self.score(1)]
        if s[0] != s[1]:
            w = 0 if s[0] > s[1] else 1
            self._finish([w], N_("final score"),
                         _("Final score {sparta} {s}, {athens} {a}: {winner} wins the hegemony",
                           sparta=self.seat_label(0), s=s[0], athens=self.seat_label(1), a=s[1],
                           winner=self.seat_label(w)), "p.17")
            return False
        g = [sum(self.goods[0]), sum(self.goods[1])]
        if g[0] != g[1]:
            w = 0 if g[0] > g[1] else 1
            self._finish([w], N_("final score (goods tie-break)"),
                         _("Final score tied at {score}; {seat} holds more goods ({more} v {less}) and wins",
                           score=s[0], seat=self.seat_label(w), more=g[w], less=g[1 - w]), "p.17")
        else:
            self._finish([], N_("draw"),
                         _("Final score tied at {score} and goods tied at {goods}: a draw", score=s[0], goods=g[0]),
                         "p.17 (A8)")
        return False

    # ------------------------------------------------------------------ decisions
    def _eor_legal(self: PolisState, seat: int) -> list[Action]:
        st = self.stage
        d = self.data
        if st == "eor_supply":
            out = [self.a("release", d.polis_ids[p]) for p in self._releasable(seat)]
            if self.goods[seat][G["wheat"]] + self.prestige[seat] >= self._need(seat):
                out.append(self.a("done"))
            return out
        if st == "eor_growth":
            return [*(self.a("grow", d.polis_ids[p]) for p in self._growable(seat)), self.a("done")]
        if st == "eor_phoros":
            return [self.a("amount", n) for n in range(min(self.prestige[seat], 99) + 1)]
        return []

    def _eor_step(self: PolisState, seat: int, action: Action) -> None:
        st = self.stage
        d = self.data
        if st == "eor_supply":
            if action.kind == "release":
                p = d.polis_index[str(action.args[0])]
                self.owner[p] = -1
                self.pop[p] = d.base[p]
                self.note(_("{seat} cannot feed {polis}: it returns to neutrality", seat=self.seat_label(seat),
                            polis=polis_label(d, p)), rule="p.16 2")
                if self._phase_supply(seat):
                    return
            else:
                self._supply_pay(seat)
            if self.stage != "over":
                self._eor_next()
        elif st == "eor_growth":
            if action.kind == "grow":
                p = d.polis_index[str(action.args[0])]
                self.pop[p] += 1
                self.grown.append(p)
                self.goods[seat][G["wheat"]] -= 1
                self.note(_("{polis} grows to {pop} (1 wheat)", polis=polis_label(d, p), pop=self.pop[p]),
                          rule="p.16 3")
                if self._growable(seat):
                    return
            self.grown = []
            self._eor_next()
        elif st == "eor_phoros":
            n = int(action.args[0])
            self.prestige[seat] -= n
            self.goods[seat][G["silver"]] += n
            if n:
                self.note(_("Phoros: {seat} turns {prestige} into {silver}", seat=self.seat_label(seat),
                            prestige=amount(n, "prestige"), silver=amount(n, "silver")), rule="p.16 6")
            self._eor_next()
