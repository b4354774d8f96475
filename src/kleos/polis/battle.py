"""Battles (rulebook p.3, p.14-15): automatic at the end of a turn when 8+ units of the two players share a
region; assaults of 2 cards against 2, formations and manoeuvres, Mercenaries and Salpinx, alternating roles,
refills, and the three ends of a battle. Card draws are chance nodes over the remaining cards."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kleos.engine import Action
from kleos.i18n import Message, translator
from kleos.polis.text import amount, card_label, region_label

if TYPE_CHECKING:
    from kleos.polis.state import PolisState

_, ngettext = translator("polis")

SALPINX = "salpinx"
MERCENARIES = "mercenaries"


def resolve_pair(att: tuple[str, int], dfn: tuple[str, int]) -> tuple[bool, int]:
    """One attacker card against the defender card facing it (p.14-15): (defender loses a unit, attacker prestige).

    Unmatched: the defender loses 1 unit and the attacker gains his manoeuvre (Salpinx: -1). Matched: no loss,
    the attacker gains the positive difference of manoeuvres. Mercenaries match anything but Salpinx and count 0
    (example 3); attacking Mercenaries never cause a loss; Salpinx is never matched."""
    af, av = att
    df, dv = dfn
    if af == SALPINX:
        matched = False
    elif af == MERCENARIES or df == MERCENARIES:
        matched = True
    else:
        matched = af == df
    if not matched:
        return True, av
    return False, max(0, av - dv)


class BattleMixin:
    def _threshold(self: PolisState) -> int:
        return self.mods.get("battle_threshold", 8)  # p.14; 7 under Alcibiades

    def _queue_battles(self: PolisState) -> None:
        """Regions with 8+ units of the two players together, both present (p.14), in map order."""
        u = self.units
        need = self._threshold()
        self.battle_queue = [r for r in range(len(self.data.regions))
                             if u[0][r] and u[1][r] and u[0][r] + u[1][r] >= need]

    def _run_battles(self: PolisState) -> None:
        u = self.units
        need = self._threshold()
        self.battle_queue = [r for r in self.battle_queue if u[0][r] and u[1][r] and u[0][r] + u[1][r] >= need]
        if len(self.battle_queue) >= 2:
            self.stage = "bt_order"  # A4(c): the player whose turn just ended chooses the order
            self.dec_seat = self.to_move
            return
        if self.battle_queue:
            self._begin_battle(self.battle_queue.pop(0))
            return
        self._after_battles()

    def _begin_battle(self: PolisState, r: int) -> None:
        sea = r >= self.data.NT
        att = 1 if sea else 0  # p.14: Sparta attacks first on land, Athens at sea
        self.bt = {"region": r, "sea": sea, "att": att, "hands": [[], []], "deck": list(range(24)),
                   "discard": [], "aplay": [], "dplay": [], "gain": [0, 0], "asker": att, "first": True}
        self.note(_("Battle in {region}: {sparta} {s} v {athens} {a}; {attacker} attacks first",
                    region=region_label(self.data, r), sparta=self.seat_label(0), s=self.units[0][r],
                    athens=self.seat_label(1), a=self.units[1][r], attacker=self.seat_label(att)), rule="p.14")
        self._ask_retreat()

    def _ask_retreat(self: PolisState) -> None:
        b = self.bt
        if b["first"] and not self.game.options.retreat_before_first_deal:  # type: ignore[attr-defined]
            self._deal()
            return
        self.stage = "bt_retreat"
        self.dec_seat = b["asker"]

    def _deal(self: PolisState) -> None:
        """Refill both hands to the units present (p.14); end 1 if the deck cannot supply both."""
        b = self.bt
        r = b["region"]
        att, dfn = b["att"], 1 - b["att"]
        need = [max(0, self.units[s][r] - len(b["hands"][s])) for s in (0, 1)]
        if b.get("dealing") is None:
            if sum(need) > len(b["deck"]):
                self.note(_("The combat deck cannot supply both players: the battle ends"), rule="p.14 end 1")
                self._end_battle()
                return
            b["dealing"] = True
        for s in (att, dfn):
            if need[s] > 0:
                self.stage = "deal"
                b["to"] = s
                return
        b["dealing"] = None
        b["first"] = False
        self.stage = "bt_att"
        self.dec_seat = att

    def _deal_card(self: PolisState, card: int) -> None:
        b = self.bt
        s = b["to"]
        b["deck"].remove(card)
        b["hands"][s].append(card)
        self.hide_step([s])
        if self.logging:
            cid = self.data.cards[card]
            self.note(_("{seat} draws {card}", seat=self.seat_label(s), card=cid), rule="p.14", seats=[s],
                      public=_("{seat} draws a combat card", seat=self.seat_label(s)))
        self._deal()

    def _battle_legal(self: PolisState, seat: int) -> list[Action]:
        b = self.bt
        st = self.stage
        if st == "bt_retreat":
            out = [self.a("fight")]
            if self.prestige[seat] >= 1:
                out.append(self.a("retreat"))
            return out
        if st == "bt_commanders":
            return [self.a("commanders", "double"), self.a("commanders", "keep")]
        if st == "bt_order":
            return [self.a("to", self.data.regions[r]) for r in self.battle_queue]
        played = b["aplay"] if st == "bt_att" else b["dplay"]
        return [self.a("play", self.data.cards[c]) for c in sorted(b["hands"][seat]) if c not in played]

    def _battle_step(self: PolisState, seat: int, action: Action) -> None:
        b = self.bt
        st = self.stage
        if st == "bt_retreat":
            if action.kind == "retreat":
                self.prestige[seat] -= 1
                self.prestige[1 - seat] += 1
                self.note(_("{seat} retreats and pays 1 prestige to {other}", seat=self.seat_label(seat),
                            other=self.seat_label(1 - seat)), rule="p.14 end 2")
                self._end_battle()
            elif seat == b["att"]:
                b["asker"] = 1 - seat
                self.dec_seat = b["asker"]
            else:
                self._deal()
            return
        if st == "bt_commanders":
            self._commanders_choice(seat, str(action.args[0]))
            return
        if st == "bt_order":
            r = self.data.region_index[str(action.args[0])]
            self.battle_queue.remove(r)
            self._begin_battle(r)
            return
        card = self.data.card_index[str(action.args[0])]
        self.mark_reveal()
        b["hands"][seat].remove(card)
        if st == "bt_att":
            b["aplay"].append(card)
            if self.logging:
                self.note(_("{seat} attacks with {card}", seat=self.seat_label(seat), card=self._card_name(card)),
                          rule="p.14")
            if len(b["aplay"]) == 2:
                self.stage = "bt_def"
                self.dec_seat = 1 - seat
        else:
            b["dplay"].append(card)
            if self.logging:
                self.note(_("{seat} answers with {card}", seat=self.seat_label(seat), card=self._card_name(card)),
                          rule="p.14")
            if len(b["dplay"]) == 2:
                self._resolve_assault()

    def _card_name(self: PolisState, card: int) -> Message:
        return card_label(self.data, self.data.cards[card], bool(self.bt["sea"]))

    def _card_value(self: PolisState, card: int) -> tuple[str, int]:
        return (self.data.card_sea if self.bt["sea"] else self.data.card_land)[card]

    def _resolve_assault(self: PolisState) -> None:
        b = self.bt
        att, dfn = b["att"], 1 - b["att"]
        r = b["region"]
        losses = 0
        gained = 0
        for ac, dc in zip(b["aplay"], b["dplay"], strict=True):
            lose, pts = resolve_pair(self._card_value(ac), self._card_value(dc))
            if lose and self.units[dfn][r] > 0:
                self.units[dfn][r] -= 1
                losses += 1
            before = self.prestige[att]
            self.gain_prestige(att, pts)
            gained += self.prestige[att] - before
            if pts > 0:
                b["gain"][att] += pts
        if self.logging:
            values = {"defender": self.seat_label(dfn), "attacker": self.seat_label(att),
                      "prestige": amount(abs(gained), "prestige")}
            if gained >= 0:
                text = ngettext("Assault: {defender} loses {n} unit, {attacker} gains {prestige}",
                                "Assault: {defender} loses {n} units, {attacker} gains {prestige}", losses, n=losses,
                                **values)
            else:
                text = ngettext("Assault: {defender} loses {n} unit, {attacker} loses {prestige}",
                                "Assault: {defender} loses {n} units, {attacker} loses {prestige}", losses, n=losses,
                                **values)
            self.note(text, rule="p.14")
        b["discard"] += b["aplay"] + b["dplay"]
        b["aplay"], b["dplay"] = [], []
        if self.units[dfn][r] < 2:
            self.note(_("{seat} has fewer than 2 units left: the battle ends", seat=self.seat_label(dfn)),
                      rule="p.14 end 3")
            self._end_battle()
            return
        if not (self.mods.get("superstition") and losses == 0 and gained == 0):
            b["att"] = dfn  # p.14: the roles swap (Superstition: a blank assault is repeated)
        b["asker"] = b["att"]
        self._ask_retreat()

    def _end_battle(self: PolisState) -> None:
        b = self.bt
        if self.mods.get("great_commanders"):
            for s in (0, 1):
                if b["gain"][s] > 0 and not self.commanders_used[s] and not b.get(f"asked{s}"):
                    b[f"asked{s}"] = True
                    self.stage = "bt_commanders"
                    self.dec_seat = s
                    return
        self.bt = {}
        self._run_battles()

    def _commanders_choice(self: PolisState, seat: int, choice: str) -> None:
        b = self.bt
        if choice == "double":
            self.commanders_used[seat] = True
            self.gain_prestige(seat, b["gain"][seat])
            self.note(_("Great Commanders: {seat} doubles the {prestige} of the battle", seat=self.seat_label(seat),
                        prestige=amount(b["gain"][seat], "prestige")), rule="event")
        self._end_battle()

    def battle_view(self: PolisState, seat: int | None) -> dict[str, Any] | None:
        b = self.bt
        if not b:
            return None
        d = self.data
        return {
            "region": d.regions[b["region"]], "naval": b["sea"], "attacker": self.seat_name(b["att"]),
            "hand_counts": [len(b["hands"][0]), len(b["hands"][1])],
            "hand": None if seat is None else [d.cards[c] for c in sorted(b["hands"][seat])],
            "deck_count": len(b["deck"]), "discard": [d.cards[c] for c in b["discard"]],
            "attack": [d.cards[c] for c in b["aplay"]], "defence": [d.cards[c] for c in b["dplay"]],
            "gain": list(b["gain"]),
        }
