"""Political actions 9-12: trade, move the proxenos, free the proxenos, stir up a civil war (rulebook p.10-13)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kleos.engine import Action
from kleos.i18n import Message, translator
from kleos.polis.data import GOODS, ROUND_TYPES, G
from kleos.polis.map import cheapest, cheapest_all, free_seas_from
from kleos.polis.text import amount, good_label, market_label, polis_label

if TYPE_CHECKING:
    from kleos.polis.state import PolisState

RANSOM = 2  # p.13

_, ngettext = translator("polis")


class PoliticalMixin:
    # ------------------------------------------------------------------ action 9: trade (p.10-12)
    def _has_port(self: PolisState, seat: int) -> bool:
        """p.10: Sparta's port belongs to Pylos and Gytheion; without both it cannot trade. Athens's to Athenai."""
        return any(self.owner[p] == seat for p in self.data.port_poleis[seat])

    def _route_free(self: PolisState, seat: int, market: str) -> bool:
        """p.10-12: a sea route from the port crossing no sea the opponent controls, or the Epidamnos/Abdera
        short-cut."""
        d = self.data
        for p, m in d.shortcut.items():
            if m == market and self.owner[p] == seat:
                return True
        seas = free_seas_from(d, self.units, seat, d.port_seas[seat], self.owner[d.korinthos] == seat)
        return d.market_sea[market] in seas

    def _barter_cost(self: PolisState, cargo: int) -> int:
        _m, _s, value, demand, _p = self.data.cargoes[cargo]
        if self.mods.get("slaves") and demand in (G["wine"], G["oil"]):
            return value  # Freeing of the Slaves (event): wine and oil at par
        return self.data.value_table[value][self.markers[demand] - 1]

    def _trade_modes(self: PolisState, seat: int, cargo: int) -> list[str]:
        _m, _s, value, demand, payout = self.data.cargoes[cargo]
        out = []
        if self.goods[seat][demand] >= self._barter_cost(cargo):
            out.append("barter")
        if payout == G["wheat"] and self.goods[seat][G["silver"]] >= value:
            out.append("silver")  # p.11: silver buys wheat only, 1 for 1
        return out

    def _trade_cargoes(self: PolisState, seat: int) -> list[int]:
        d = self.data
        if self.merchants_port[seat] < 1 or not self._has_port(seat):
            return []
        top = ROUND_TYPES[self.round_type][1]
        out = []
        routes: dict[str, bool] = {}
        for i, (market, _s, value, _d, _p) in enumerate(d.cargoes):
            if value > top or self.cargo[i] >= 0 or i in self.blocked_cargo:
                continue
            if market not in routes:
                routes[market] = self._route_free(seat, market)
            if routes[market] and self._trade_modes(seat, i):
                out.append(i)
        return out

    def _can_trade(self: PolisState, seat: int) -> bool:
        return bool(self._trade_cargoes(seat))

    def _why_trade(self: PolisState, seat: int) -> Message:
        return _("Polis p.10-11 action 9: you need a merchant in your commercial port, a free and available "
                 "cargo, a free sea route to its market (or the Epidamnos/Abdera short-cut) and the price")

    def _begin_trade(self: PolisState, seat: int) -> None:
        self.ctx = {"cargo": -1, "mode": ""}

    def _legal_trade(self: PolisState, seat: int) -> list[Action]:
        c = self.ctx
        d = self.data
        if c["cargo"] < 0:
            return [self.a("cargo", f"{d.cargoes[i][0]}_{d.cargoes[i][1]}") for i in self._trade_cargoes(seat)]
        return [self.a("paywith", m) for m in self._trade_modes(seat, c["cargo"])]

    def _step_trade(self: PolisState, seat: int, action: Action) -> None:
        c = self.ctx
        d = self.data
        if action.kind == "cargo":
            market, slot = str(action.args[0]).rsplit("_", 1)
            c["cargo"] = d.cargo_index[(market, int(slot))]
            return
        i = c["cargo"]
        market, slot, value, demand, payout = d.cargoes[i]
        mode = str(action.args[0])
        c["mode"] = mode
        g = self.goods[seat]
        if mode == "barter":
            cost = self._barter_cost(i)
            g[demand] -= cost
            paid = amount(cost, GOODS[demand])
        else:
            g[G["silver"]] -= value
            paid = amount(value, "silver")
        g[payout] += value
        self.merchants_port[seat] -= 1
        self.cargo[i] = seat
        if self.logging:
            self.note(_("{seat} trades with {market} (cargo {slot}): pays {paid}, receives {received}",
                        seat=self.seat_label(seat), market=market_label(d, market), slot=slot, paid=paid,
                        received=amount(value, GOODS[payout])), rule="p.11")
        if mode == "barter" and self.mods.get("slaves") and demand in (G["wine"], G["oil"]):
            self._finish_action()
            return
        c["two_dice"] = mode == "silver"
        self.stage = "roll"

    def _roll_trade(self: PolisState, seat: int, n: int) -> None:
        c = self.ctx
        demand = self.data.cargoes[c["cargo"]][3]
        self.mark_reveal()
        if c["mode"] == "barter":  # p.11: devalued, the marker moves right by a d4
            self.markers[demand] = min(self.data.columns, self.markers[demand] + n)
            self.note(_("{good} is devalued by {n} (column {column})", good=good_label(GOODS[demand]), n=n,
                        column=self.markers[demand]), rule="p.11")
        else:  # p.12: revalued, left by the higher of two d4
            self.markers[demand] = max(1, self.markers[demand] - n)
            self.note(_("{good} gains value by {n} (column {column})", good=good_label(GOODS[demand]), n=n,
                        column=self.markers[demand]), rule="p.12")
        self.stage = "action"
        self._finish_action()

    # ------------------------------------------------------------------ action 10: move the proxenos (p.12-13)
    def proxenos_costs(self: PolisState, seat: int, dest: int) -> tuple[int | None, int | None]:
        """Cheapest bribe by land and by sea from the proxenos's polis to ``dest`` (None: impossible)."""
        d = self.data
        src = self.proxenos[seat]
        opp = 1 - seat
        land = sea = None
        if d.polis_terr[src] >= 0 and d.polis_terr[dest] >= 0:
            land = cheapest(d, self.units[opp], [d.polis_terr[src]], [d.polis_terr[dest]], d.land_adj)
        if d.polis_ports[src] and d.polis_ports[dest]:
            dio = self.game.options.proxenos_diolkos and self.owner[d.korinthos] == seat  # type: ignore[attr-defined]
            sea = cheapest(d, self.units[opp], d.polis_ports[src], d.polis_ports[dest], d.sea_adj, dio, sea=True)
        return land, sea

    def _proxenos_dests(self: PolisState, seat: int) -> list[tuple[int, list[str]]]:
        src = self.proxenos[seat]
        if src < 0:
            return []
        d = self.data
        opp = 1 - seat
        silver = self.goods[seat][G["silver"]]
        land = (cheapest_all(d, self.units[opp], [d.polis_terr[src]], d.land_adj) if d.polis_terr[src] >= 0 else {})
        dio = self.game.options.proxenos_diolkos and self.owner[d.korinthos] == seat  # type: ignore[attr-defined]
        sea = cheapest_all(d, self.units[opp], d.polis_ports[src], d.sea_adj, dio, sea=True) if d.polis_ports[src] \
            else {}
        out = []
        for p in range(18):
            if p == src or p == self.proxenos[opp]:
                continue  # p.12: one proxenos per polis
            modes = []
            t = d.polis_terr[p]
            if t >= 0 and t in land and land[t] <= silver:
                modes.append("land")
            if any(x in sea and sea[x] <= silver for x in d.polis_ports[p]):
                modes.append("sea")
            if modes:
                out.append((p, modes))
        return out

    def _can_proxenos(self: PolisState, seat: int) -> bool:
        return bool(self._proxenos_dests(seat))

    def _why_proxenos(self: PolisState, seat: int) -> Message:
        if self.proxenos[seat] < 0:
            return _("Polis p.13 action 10: your proxenos is held hostage; free him first (action 11)")
        return _("Polis p.12 action 10: you cannot pay the bribes (1 silver per enemy unit on the way) to any polis")

    def _begin_proxenos(self: PolisState, seat: int) -> None:
        self.ctx = {"polis": -1}

    def _legal_proxenos(self: PolisState, seat: int) -> list[Action]:
        c = self.ctx
        d = self.data
        dests = self._proxenos_dests(seat)
        if c["polis"] < 0:
            return [self.a("polis", d.polis_ids[p]) for p, _m in dests]
        return [self.a("route", m) for p, modes in dests if p == c["polis"] for m in modes]

    def _step_proxenos(self: PolisState, seat: int, action: Action) -> None:
        c = self.ctx
        d = self.data
        if action.kind == "polis":
            c["polis"] = d.polis_index[str(action.args[0])]
            return
        land, sea = self.proxenos_costs(seat, c["polis"])
        cost = land if action.args[0] == "land" else sea
        assert cost is not None
        self.goods[seat][G["silver"]] -= cost
        src = self.proxenos[seat]
        self.proxenos[seat] = c["polis"]
        if self.logging:
            values = {"seat": self.seat_label(seat), "origin": polis_label(d, src), "dest": polis_label(d, c["polis"]),
                      "bribe": amount(cost, "silver")}
            self.note(_("{seat}'s proxenos goes by land from {origin} to {dest}, bribing for {bribe}", **values)
                      if action.args[0] == "land" else
                      _("{seat}'s proxenos goes by sea from {origin} to {dest}, bribing for {bribe}", **values),
                      rule="p.12")
        self._finish_action()

    # ------------------------------------------------------------------ action 11: free the proxenos (p.13)
    def _can_free_proxenos(self: PolisState, seat: int) -> bool:
        return self.proxenos[seat] < 0 and self.goods[seat][G["silver"]] >= RANSOM

    def _why_free_proxenos(self: PolisState, seat: int) -> Message:
        if self.proxenos[seat] >= 0:
            return _("Polis p.13 action 11: your proxenos is not held hostage")
        return _("Polis p.13 action 11: the ransom is {ransom}", ransom=amount(RANSOM, "silver"))

    def _begin_free_proxenos(self: PolisState, seat: int) -> None:
        self.goods[seat][G["silver"]] -= RANSOM
        self.goods[1 - seat][G["silver"]] += RANSOM
        self.proxenos[seat] = self.data.capital[seat]
        self.note(_("{seat} pays {ransom} to {other}; the proxenos returns to the capital", seat=self.seat_label(seat),
                    ransom=amount(RANSOM, "silver"), other=self.seat_label(1 - seat)), rule="p.13")
        self._finish_action()

    # ------------------------------------------------------------------ action 12: civil war (p.13)
    def _civil_war_cost(self: PolisState, seat: int) -> int | None:
        p = self.proxenos[seat]
        if p < 0 or self.owner[p] == seat or p == self.data.capital[1 - seat]:
            return None
        if self.owner[p] < 0:
            return 2 * self.data.base[p]
        return 3 * self.pop[p]

    def _can_civil_war(self: PolisState, seat: int) -> bool:
        cost = self._civil_war_cost(seat)
        return cost is not None and self.goods[seat][G["silver"]] >= cost

    def _why_civil_war(self: PolisState, seat: int) -> Message:
        cost = self._civil_war_cost(seat)
        if cost is None:
            return _("Polis p.13 action 12: your proxenos must stand in a neutral or enemy polis, never the enemy "
                     "capital")
        return _("Polis p.13 action 12: the civil war costs {cost} (2 x base if neutral, 3 x population if the "
                 "opponent's)", cost=amount(cost, "silver"))

    def _begin_civil_war(self: PolisState, seat: int) -> None:
        d = self.data
        p = self.proxenos[seat]
        cost = self._civil_war_cost(seat)
        assert cost is not None
        if self.owner[p] < 0:
            self.pop[p] = d.base[p]
        self.goods[seat][G["silver"]] -= cost
        self.owner[p] = seat
        self.gain_prestige(seat, self.pop[p])
        self.note(_("{seat} stirs up a civil war in {polis} for {cost}: it joins with population {pop} (+{pop} "
                    "prestige)", seat=self.seat_label(seat), polis=polis_label(d, p), cost=amount(cost, "silver"),
                    pop=self.pop[p]), rule="p.13")
        self._finish_action()

    # ------------------------------------------------------------------ event: Free Trade with Persia
    def _free_trade_check(self: PolisState, seat: int) -> None:
        """At the end of each of ``seat``'s turns: if the opponent has a commercial port but no free route to
        Persis or to Aigyptos because of seas ``seat`` controls, ``seat`` loses 1 prestige (event, S1)."""
        opp = 1 - seat
        if not self._has_port(opp):
            return
        if not (self._route_free(opp, "persis") and self._route_free(opp, "aigyptos")):
            self.gain_prestige(seat, -1)
            self.note(_("Free Trade with Persia: {seat} blocks the Persian trade and loses 1 prestige",
                        seat=self.seat_label(seat)), rule="event")
