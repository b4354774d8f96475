"""Military actions 5-8, each for 1 prestige: move hoplites, move galleys, besiege a polis, collect
(rulebook p.7-10; collecting in your home territory is free, p.10)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kleos.engine import Action
from kleos.i18n import Message, translator
from kleos.polis.data import GOODS, YIELD
from kleos.polis.map import controls, galley_reach, land_reach, sea_reach
from kleos.polis.text import amount, polis_label, region_label

if TYPE_CHECKING:
    from kleos.polis.state import PolisState

_, ngettext = translator("polis")


class MilitaryMixin:
    def _diolkos(self: PolisState, seat: int) -> bool:
        """p.8: whoever owns Korinthos crosses the diolkos."""
        return self.owner[self.data.korinthos] == seat

    # ------------------------------------------------------------------ action 5: move hoplites (p.7-8)
    def _hoplite_moves(self: PolisState, seat: int, dest: int) -> list[tuple[int, str]]:
        """(origin, 'land'|'sea') for each single hoplite move possible now into ``dest``."""
        d = self.data
        u = self.units
        if u[seat][dest] >= self.capacity:
            return []
        dio = self._diolkos(seat)
        out = []
        for t in range(d.NT):
            if t == dest or u[seat][t] == 0:
                continue
            if dest in land_reach(d, u, seat, t):
                out.append((t, "land"))
            if dest in sea_reach(d, u, seat, t, dio):
                out.append((t, "sea"))
        return out

    def _hoplite_dests(self: PolisState, seat: int) -> list[int]:
        d = self.data
        u = self.units
        dio = self._diolkos(seat)
        dests: set[int] = set()
        for t in range(d.NT):
            if u[seat][t]:
                dests |= land_reach(d, u, seat, t) | sea_reach(d, u, seat, t, dio)
        return sorted(x for x in dests if u[seat][x] < self.capacity)

    def _can_move_hoplites(self: PolisState, seat: int) -> bool:
        return bool(self._hoplite_dests(seat))

    def _why_move_hoplites(self: PolisState, seat: int) -> Message:
        return _("Polis p.7-8 action 5: no hoplite of yours can reach a territory with room under the capacity "
                 "without crossing a region the opponent controls")

    def _begin_move_hoplites(self: PolisState, seat: int) -> None:
        self.ctx = {"dest": -1, "moved": 0}

    def _legal_move_hoplites(self: PolisState, seat: int) -> list[Action]:
        c = self.ctx
        d = self.data
        if c["dest"] < 0:
            return [self.a("to", d.regions[t]) for t in self._hoplite_dests(seat)]
        out = [self.a("land" if m == "land" else "bysea", d.territories[t])
               for t, m in self._hoplite_moves(seat, c["dest"])]
        if c["moved"]:
            out.append(self.a("done"))
        return out

    def _step_move_hoplites(self: PolisState, seat: int, action: Action) -> None:
        c = self.ctx
        d = self.data
        if action.kind == "to":
            c["dest"] = d.region_index[str(action.args[0])]
        elif action.kind == "done":
            self._finish_action()
        else:
            t = d.region_index[str(action.args[0])]
            self.units[seat][t] -= 1
            self.units[seat][c["dest"]] += 1
            c["moved"] += 1
            if self.logging:
                values = {"seat": self.seat_label(seat), "origin": region_label(d, t),
                          "dest": region_label(d, c["dest"])}
                self.note(_("{seat} moves a hoplite by land from {origin} to {dest}", **values)
                          if action.kind == "land" else
                          _("{seat} moves a hoplite by sea from {origin} to {dest}", **values), rule="p.7-8")

    # ------------------------------------------------------------------ action 6: move galleys (p.8-9)
    def _galley_moves(self: PolisState, seat: int, dest: int) -> list[int]:
        d = self.data
        u = self.units
        if u[seat][dest] >= self.capacity:
            return []
        dio = self._diolkos(seat)
        return [s for s in d.sea_adj if s != dest and u[seat][s] and dest in galley_reach(d, u, seat, s, dio)]

    def _galley_dests(self: PolisState, seat: int) -> list[int]:
        d = self.data
        u = self.units
        dio = self._diolkos(seat)
        dests: set[int] = set()
        for s in d.sea_adj:
            if u[seat][s]:
                dests |= galley_reach(d, u, seat, s, dio)
        return sorted(x for x in dests if u[seat][x] < self.capacity)

    def _can_move_galleys(self: PolisState, seat: int) -> bool:
        return bool(self._galley_dests(seat))

    def _why_move_galleys(self: PolisState, seat: int) -> Message:
        return _("Polis p.8-9 action 6: no galley of yours can reach a sea with room under the capacity without "
                 "crossing a sea the opponent controls")

    def _begin_move_galleys(self: PolisState, seat: int) -> None:
        self.ctx = {"dest": -1, "moved": 0}

    def _legal_move_galleys(self: PolisState, seat: int) -> list[Action]:
        c = self.ctx
        d = self.data
        if c["dest"] < 0:
            return [self.a("to", d.regions[s]) for s in self._galley_dests(seat)]
        out = [self.a("sail", d.regions[s]) for s in self._galley_moves(seat, c["dest"])]
        if c["moved"]:
            out.append(self.a("done"))
        return out

    def _step_move_galleys(self: PolisState, seat: int, action: Action) -> None:
        c = self.ctx
        d = self.data
        if action.kind == "to":
            c["dest"] = d.region_index[str(action.args[0])]
        elif action.kind == "done":
            self._finish_action()
        else:
            s = d.region_index[str(action.args[0])]
            self.units[seat][s] -= 1
            self.units[seat][c["dest"]] += 1
            c["moved"] += 1
            if self.logging:
                self.note(_("{seat} moves a galley from {origin} to {dest}", seat=self.seat_label(seat),
                            origin=region_label(d, s), dest=region_label(d, c["dest"])), rule="p.8-9")

    # ------------------------------------------------------------------ action 7: besiege a polis (p.9)
    def _siege_targets(self: PolisState, seat: int) -> list[int]:
        d = self.data
        out = []
        for p in range(18):
            t = d.polis_terr[p]
            if t < 0 or self.owner[p] == seat or p == d.capital[1 - seat]:
                continue
            if self.units[seat][t] >= d.base[p] and controls(self.units, seat, t):
                out.append(p)
        return out

    def _can_siege(self: PolisState, seat: int) -> bool:
        return bool(self._siege_targets(seat))

    def _why_siege(self: PolisState, seat: int) -> Message:
        return _("Polis p.9 action 7: you need, in the territory of a neutral or enemy polis (never the enemy "
                 "capital), at least as many hoplites as its fortification and control of the territory")

    def _begin_siege(self: PolisState, seat: int) -> None:
        self.ctx = {"polis": -1}

    def _legal_siege(self: PolisState, seat: int) -> list[Action]:
        return [self.a("polis", self.data.polis_ids[p]) for p in self._siege_targets(seat)]

    def _step_siege(self: PolisState, seat: int, action: Action) -> None:
        p = self.data.polis_index[str(action.args[0])]
        self.ctx["polis"] = p
        if self.data.base[p] <= 1:
            self.note(_("{polis} has fortification 1: the siege succeeds without a roll",
                        polis=polis_label(self.data, p)), rule="p.9")
            self._siege_result(seat, p, True)
        else:
            self.stage = "roll"

    def _roll_siege(self: PolisState, seat: int, n: int) -> None:
        p = self.ctx["polis"]
        self.mark_reveal()
        self.note(_("Siege of {polis}: the d4 shows {n} (fortification {fortification})",
                    polis=polis_label(self.data, p), n=n, fortification=self.data.base[p]), rule="p.9")
        self._siege_result(seat, p, n >= self.data.base[p])

    def _siege_result(self: PolisState, seat: int, p: int, won: bool) -> None:
        d = self.data
        name = polis_label(d, p)
        opp = 1 - seat
        if won:
            if self.owner[p] < 0:
                self.pop[p] = d.base[p]  # p.9: a neutral polis comes with its base population
            self.owner[p] = seat
            self.gain_prestige(seat, d.base[p])
            self.note(_("{seat} takes {polis} and gains {prestige}", seat=self.seat_label(seat), polis=name,
                        prestige=amount(d.base[p], "prestige")), rule="p.9")
            if self.proxenos[opp] == p:
                self.proxenos[opp] = -1  # p.9: the enemy proxenos is captured
                self.note(_("The proxenos of {seat} is captured in {polis}", seat=self.seat_label(opp), polis=name),
                          rule="p.9")
        else:
            t = d.polis_terr[p]
            self.units[seat][t] -= 1
            self.note(_("The siege of {polis} fails: {seat} loses a hoplite", polis=name, seat=self.seat_label(seat)),
                      rule="p.9")
            if self.owner[p] == opp:
                if self.pop[p] <= 1:
                    self.owner[p] = -1
                    self.pop[p] = d.base[p]
                    self.note(_("{polis} had 1 population left: it becomes neutral", polis=name), rule="p.9")
                else:
                    self.pop[p] -= 1
        self.stage = "action"
        self._finish_action()

    # ------------------------------------------------------------------ action 8: collect (p.10)
    def _collect_territories(self: PolisState, seat: int) -> list[int]:
        d = self.data
        out = []
        for t in range(d.NT):
            if self.collected[t] >= 0 or self.units[seat][t] == 0:
                continue
            if d.terr_poleis[t] and not any(self.owner[p] == seat for p in d.terr_poleis[t]):
                continue  # p.10: own at least one polis there (Achaia has none)
            if t != d.home[seat] and self.prestige[seat] < 1:
                continue
            out.append(t)
        return out

    def _can_collect(self: PolisState, seat: int) -> bool:
        return bool(self._collect_territories(seat))

    def _why_collect(self: PolisState, seat: int) -> Message:
        return _("Polis p.10 action 8: collect where you own a polis (Achaia: anyone), have hoplites, and nobody "
                 "collected this round; outside your home territory it costs 1 prestige")

    def _begin_collect(self: PolisState, seat: int) -> None:
        self.ctx = {"terr": -1, "rows": [0] * 7}

    def _collect_limit(self: PolisState, seat: int, t: int) -> int:
        n = self.units[seat][t]
        if self.mods.get("sikelia_limit") and self.data.territories[t] == "sikelia":
            n = min(n, self.mods["sikelia_limit"])  # Eruption of Etna
        return n

    def _legal_collect(self: PolisState, seat: int) -> list[Action]:
        c = self.ctx
        d = self.data
        if c["terr"] < 0:
            return [self.a("at", d.territories[t]) for t in self._collect_territories(seat)]
        t = c["terr"]
        rows = c["rows"]
        out = []
        if sum(rows) < self._collect_limit(seat, t):
            for i, good in enumerate(GOODS):
                if rows[i] < d.collect_rows[t][i]:
                    out.append(self.a("collect", good))
            if self.mods.get("pacifism") and t == d.home[seat]:
                cap = min(self.units[seat][t], self.pop[d.capital[seat]])
                if rows[6] < cap:
                    out.append(self.a("collect", "prestige"))
        if sum(rows):
            out.append(self.a("done"))
        return out

    def _step_collect(self: PolisState, seat: int, action: Action) -> None:
        c = self.ctx
        d = self.data
        if action.kind == "at":
            t = d.region_index[str(action.args[0])]
            c["terr"] = t
            if t != d.home[seat]:
                self.prestige[seat] -= 1
                self.note(_("{seat} collects in {region} (-1 prestige)", seat=self.seat_label(seat),
                            region=region_label(d, t)), rule="p.10")
            else:
                self.note(_("{seat} collects in its home territory {region} (free)", seat=self.seat_label(seat),
                            region=region_label(d, t)), rule="p.10")
        elif action.kind == "collect":
            row = str(action.args[0])
            c["rows"][6 if row == "prestige" else GOODS.index(row)] += 1
        else:
            got: list[Message] = []
            for i, good in enumerate(GOODS):
                k = c["rows"][i]
                if k:
                    self.goods[seat][i] += YIELD[k]
                    got.append(amount(YIELD[k], good))
            if c["rows"][6]:
                self.gain_prestige(seat, c["rows"][6])
                got.append(_("{prestige} (Pacifism)", prestige=amount(c["rows"][6], "prestige")))
            self.collected[c["terr"]] = seat
            self.note(_("{seat} collects {goods} in {region}", seat=self.seat_label(seat), goods=got,
                        region=region_label(d, c["terr"])), rule="p.10")
            self._finish_action()
