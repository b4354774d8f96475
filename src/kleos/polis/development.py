"""Development actions 1-4: create hoplites, galleys and merchants, start a project (rulebook p.5-7)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kleos.engine import Action
from kleos.i18n import Message, translator
from kleos.polis.data import GOODS, G
from kleos.polis.text import PAY_NAMES, polis_label, project_label, region_label

if TYPE_CHECKING:
    from kleos.polis.state import PolisState

MERCHANT_SHIPS = 8  # p.2: 8 ships per side

_, ngettext = translator("polis")


class DevelopmentMixin:
    # ------------------------------------------------------------------ shared: one unit of a create action
    def _unit_target(self: PolisState, seat: int, kind: str, polis: int, sea: int = -1) -> int:
        """Region the new unit goes to (p.5-6): the polis's territory, its port's sea, or -1 for a merchant."""
        if kind == "hoplites":
            return self.data.polis_terr[polis]
        if kind == "galleys":
            return sea if sea >= 0 else self.data.polis_ports[polis][0]
        return -1

    def _room(self: PolisState, seat: int, kind: str, polis: int, sea: int = -1) -> bool:
        if kind == "merchants":
            return self._merchant_count(seat) < MERCHANT_SHIPS
        return self.units[seat][self._unit_target(seat, kind, polis, sea)] < self.capacity

    def _merchant_count(self: PolisState, seat: int) -> int:
        return self.merchants_port[seat] + sum(1 for c in self.cargo if c == seat)

    def _pay_options(self: PolisState, seat: int, kind: str, polis: int) -> list[str]:
        """How one more unit can be paid (p.5-6): 1 metal (hoplite) or 1 wood (galley, merchant), or 1 silver,
        plus 1 population (the polis keeps 1); Mercenaries event: 2 silver and no population."""
        g = self.goods[seat]
        out = []
        if self.pop[polis] >= 2:
            good = "metal" if kind == "hoplites" else "wood"
            if g[G[good]] >= 1:
                out.append(good)
            if g[G["silver"]] >= 1:
                out.append("silver")
        if kind != "merchants" and self.mods.get("mercenary_levy") and g[G["silver"]] >= 2:
            out.append("mercenary")
        return out

    def _create_poleis(self: PolisState, seat: int, kind: str, first: bool = False) -> list[tuple[int, int]]:
        """(polis, sea) pairs where at least one unit of ``kind`` can be created now."""
        d = self.data
        out = []
        for p in range(18):
            if self.owner[p] != seat:
                continue
            if kind == "hoplites":
                if d.polis_terr[p] < 0:
                    continue  # p.6: Epidamnos and Abdera have no territory
                seas = [-1]
            elif kind == "galleys":
                seas = d.polis_ports[p]  # p.6: Sparta and Thebai have no port
            else:
                if d.merchant_side[p] != seat:
                    continue  # p.6: only in a commercial polis of the player's colour
                seas = [-1]
            for s in seas:
                if self._room(seat, kind, p, s) and self._pay_options(seat, kind, p):
                    out.append((p, s))
                    if first:
                        return out
        return out

    def _create_begin(self: PolisState, seat: int) -> None:
        self.ctx = {"polis": -1, "sea": -1, "made": 0}

    def _create_legal(self: PolisState, seat: int, kind: str) -> list[Action]:
        c = self.ctx
        d = self.data
        if c["polis"] < 0:
            return [self.a("polis", d.polis_ids[p]) for p in sorted({p for p, _s in self._create_poleis(seat, kind)})]
        if c["sea"] < 0 and kind == "galleys":
            return [self.a("sea", d.regions[s]) for p, s in self._create_poleis(seat, kind) if p == c["polis"]]
        out = []
        if self._room(seat, kind, c["polis"], c["sea"]):
            out = [self.a("pay", w) for w in self._pay_options(seat, kind, c["polis"])]
        if c["made"] > 0:
            out.append(self.a("done"))
        return out

    def _create_step(self: PolisState, seat: int, kind: str, action: Action) -> None:
        c = self.ctx
        d = self.data
        if action.kind == "polis":
            c["polis"] = d.polis_index[str(action.args[0])]
            if kind == "galleys" and len(d.polis_ports[c["polis"]]) == 1:
                c["sea"] = d.polis_ports[c["polis"]][0]
            return
        if action.kind == "sea":
            c["sea"] = d.region_index[str(action.args[0])]
            return
        if action.kind == "done":
            self._finish_action()
            return
        how = str(action.args[0])
        p = c["polis"]
        if how == "mercenary":
            self.goods[seat][G["silver"]] -= 2
        else:
            self.goods[seat][G[how]] -= 1
            self.pop[p] -= 1
        r = -1
        if kind == "merchants":
            self.merchants_port[seat] += 1
        else:
            r = self._unit_target(seat, kind, p, c["sea"])
            self.units[seat][r] += 1
        c["made"] += 1
        if self.logging:
            values = {"seat": self.seat_label(seat), "polis": polis_label(d, p), "paid": _(PAY_NAMES[how])}
            if kind == "hoplites":
                text = _("{seat} creates a hoplite from {polis} in {region} (paid {paid})", region=region_label(d, r),
                         **values)
            elif kind == "galleys":
                text = _("{seat} creates a galley from {polis} in {region} (paid {paid})", region=region_label(d, r),
                         **values)
            else:
                text = _("{seat} creates a merchant from {polis} in the commercial port (paid {paid})", **values)
            self.note(text, rule="p.5-6")

    # action 1
    def _can_hoplites(self: PolisState, seat: int) -> bool:
        return bool(self._create_poleis(seat, "hoplites", first=True))

    def _begin_hoplites(self: PolisState, seat: int) -> None:
        self._create_begin(seat)

    def _legal_hoplites(self: PolisState, seat: int) -> list[Action]:
        return self._create_legal(seat, "hoplites")

    def _step_hoplites(self: PolisState, seat: int, action: Action) -> None:
        self._create_step(seat, "hoplites", action)

    def _why_hoplites(self: PolisState, seat: int) -> Message:
        return _("Polis p.5 action 1: no polis of yours can create a hoplite (population above 1, 1 metal or "
                 "silver, room under the capacity of {cap} in its territory)", cap=self.capacity)

    # action 2
    def _can_galleys(self: PolisState, seat: int) -> bool:
        return bool(self._create_poleis(seat, "galleys", first=True))

    def _begin_galleys(self: PolisState, seat: int) -> None:
        self._create_begin(seat)

    def _legal_galleys(self: PolisState, seat: int) -> list[Action]:
        return self._create_legal(seat, "galleys")

    def _step_galleys(self: PolisState, seat: int, action: Action) -> None:
        self._create_step(seat, "galleys", action)

    def _why_galleys(self: PolisState, seat: int) -> Message:
        return _("Polis p.6 action 2: no polis of yours with a port can create a galley (population above 1, "
                 "1 wood or silver, room under the capacity of {cap} in its sea)", cap=self.capacity)

    # action 3
    def _can_merchants(self: PolisState, seat: int) -> bool:
        return bool(self._create_poleis(seat, "merchants", first=True))

    def _begin_merchants(self: PolisState, seat: int) -> None:
        self._create_begin(seat)

    def _legal_merchants(self: PolisState, seat: int) -> list[Action]:
        return self._create_legal(seat, "merchants")

    def _step_merchants(self: PolisState, seat: int, action: Action) -> None:
        self._create_step(seat, "merchants", action)

    def _why_merchants(self: PolisState, seat: int) -> Message:
        return _("Polis p.6 action 3: merchants are created only in a commercial polis of your colour with "
                 "population above 1, for 1 wood or silver, and at most 8 ships")

    # ------------------------------------------------------------------ action 4: start a project (p.6-7)
    def _whole_sets(self: PolisState) -> bool:
        return self.game.options.project_silver == "whole_sets"  # type: ignore[attr-defined]

    def _must_replace(self: PolisState, seat: int, good: str, n: int) -> int:
        """Silver that must replace the ``n`` ``good`` of a cost (p.6, p.11): what is missing, or the whole set
        when only whole sets may be replaced."""
        short = max(0, n - self.goods[seat][G[good]])
        return n if short and self._whole_sets() else short

    def _affordable(self: PolisState, seat: int, cost: dict[str, int]) -> bool:
        """p.6: any good of a cost may be replaced by the same amount of silver."""
        g = self.goods[seat]
        silver = g[G["silver"]] - cost.get("silver", 0)
        if silver < 0:
            return False
        whole = self._whole_sets()
        short = 0
        for good, n in cost.items():
            if good != "silver" and n > g[G[good]]:
                short += n if whole else n - g[G[good]]
        return short <= silver

    def _project_options(self: PolisState, seat: int) -> list[tuple[str, int]]:
        d = self.data
        out = []
        for pid in self.display:
            pr = d.projects[pid]
            for p in d.type_poleis[pr.type]:
                if self.owner[p] == seat and self.in_progress[p] is None and p not in self.started:
                    if not self._affordable(seat, pr.cost):
                        break
                    out.append((pid, p))
        return out

    def _can_project(self: PolisState, seat: int) -> bool:
        return bool(self._project_options(seat))

    def _why_project(self: PolisState, seat: int) -> Message:
        return _("Polis p.6 action 4: no project on display is of a type one of your poleis without a project "
                 "in progress may start, or you cannot pay its cost (silver may replace goods, p.6 and p.11)")

    def _begin_project(self: PolisState, seat: int) -> None:
        self.ctx = {"project": "", "polis": -1, "todo": [], "subs": []}

    def _legal_project(self: PolisState, seat: int) -> list[Action]:
        c = self.ctx
        if not c["project"]:
            return [self.a("start", pid, self.data.polis_ids[p]) for pid, p in self._project_options(seat)]
        return [self.a("silver", n) for n in self._silver_choices(seat)]

    def _silver_choices(self: PolisState, seat: int) -> list[int]:
        """How much of the next good of the cost may be paid in silver (p.6): at least what is missing, at most
        what the silver left allows once the later goods' shortfalls are kept aside; 0 or all with whole sets."""
        c = self.ctx
        cost = self.data.projects[c["project"]].cost
        k = len(c["subs"])
        good = c["todo"][k]
        need = cost[good]
        silver = self.goods[seat][G["silver"]] - cost.get("silver", 0) - sum(c["subs"])
        later = sum(self._must_replace(seat, x, cost[x]) for x in c["todo"][k + 1:])
        lo = max(0, need - self.goods[seat][G[good]])
        hi = min(need, silver - later, 6)
        if self._whole_sets():
            return [n for n in (0, need) if lo <= n <= hi]
        return list(range(lo, hi + 1))

    def _step_project(self: PolisState, seat: int, action: Action) -> None:
        c = self.ctx
        d = self.data
        if action.kind == "start":
            c["project"] = str(action.args[0])
            c["polis"] = d.polis_index[str(action.args[1])]
            c["todo"] = [g for g in GOODS if g != "silver" and g in d.projects[c["project"]].cost]
        else:
            c["subs"].append(int(action.args[0]))
        if len(c["subs"]) == len(c["todo"]):
            self._pay_project(seat)

    def _pay_project(self: PolisState, seat: int) -> None:
        c = self.ctx
        d = self.data
        pr = d.projects[c["project"]]
        g = self.goods[seat]
        g[G["silver"]] -= pr.cost.get("silver", 0) + sum(c["subs"])
        for good, n in zip(c["todo"], c["subs"], strict=True):
            g[G[good]] -= pr.cost[good] - n
        p = c["polis"]
        self.display.remove(pr.id)
        self.in_progress[p] = pr.id
        self.started.append(p)
        if self.logging:
            self.note(_("{seat} starts {project} in {polis}", seat=self.seat_label(seat),
                        project=project_label(d, pr.id), polis=polis_label(d, p)), rule="p.6")
        self._finish_action()

    def _project_prestige(self: PolisState, pid: str) -> int:
        pr = self.data.projects[pid]
        if pr.prestige == "athenai_half":  # p.7 Phidias: half of Athenai's population, rounded up
            return (self.pop[self.data.polis_index["athenai"]] + 1) // 2
        return int(pr.prestige)
