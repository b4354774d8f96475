"""The words of Polis for people, as messages of the domain ``polis`` (docs/i18n.md): goods and amounts, units,
combat cards, and the names of the data files' places, poleis and projects.

The ids (``"metal"``, ``"phalanx"``, ``"lakedaimon"``) stay the same in every language; these helpers give the
words a reader sees, rendered late in the reader's language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kleos.i18n import N_, Message, translator

if TYPE_CHECKING:
    from kleos.polis.data import PolisData

_, ngettext = translator("polis")

#: the goods of a player's board (p.3) and prestige, by id
GOOD_NAMES = {"metal": N_("metal"), "wood": N_("wood"), "wine": N_("wine"), "oil": N_("oil"),
              "silver": N_("silver"), "wheat": N_("wheat"), "prestige": N_("prestige")}
#: how a unit was paid for (p.5-6; Mercenaries event: 2 silver)
PAY_NAMES = {**GOOD_NAMES, "mercenary": N_("mercenary")}
#: combat card halves (p.14): formations and manoeuvres, by the ids of data/combat.yaml
FORMATIONS = {"phalanx": N_("phalanx"), "cavalry": N_("cavalry"), "archers": N_("archers"),
              "peltasts": N_("peltasts"), "mercenaries": N_("mercenaries"), "salpinx": N_("salpinx"),
              "elite_trireme": N_("elite trireme"), "trireme": N_("trireme"), "bireme": N_("bireme"),
              "triaconter": N_("triaconter")}
MANOEUVRES = {"othismos": N_("othismos"), "advance": N_("advance"), "hold": N_("hold"), "shoot": N_("shoot"),
              "ambush": N_("ambush"), "diekplous": N_("diekplous"), "periplous": N_("periplous"),
              "kyklos": N_("kyklos")}


def good_label(g: str) -> Message:
    """A good's name (``"wheat"``), or prestige."""
    return _(GOOD_NAMES[g])


def amount(n: int, g: str) -> Message:
    """``n`` of a good or of prestige: ``3 wheat``."""
    if g == "metal":
        return ngettext("{n} metal", "{n} metal", n, n=n)
    if g == "wood":
        return ngettext("{n} wood", "{n} wood", n, n=n)
    if g == "wine":
        return ngettext("{n} wine", "{n} wine", n, n=n)
    if g == "oil":
        return ngettext("{n} oil", "{n} oil", n, n=n)
    if g == "silver":
        return ngettext("{n} silver", "{n} silver", n, n=n)
    if g == "wheat":
        return ngettext("{n} wheat", "{n} wheat", n, n=n)
    return ngettext("{n} prestige", "{n} prestige", n, n=n)


def region_label(d: PolisData, r: int) -> Message:
    """A territory's or a sea's name (data/map.yaml)."""
    return _(d.region_name[r])


def polis_label(d: PolisData, p: int) -> Message:
    """A polis's name (data/poleis.yaml)."""
    return _(d.polis_list[p].name)


def project_label(d: PolisData, pid: str) -> Message:
    """A project's name (data/projects.yaml)."""
    return _(d.projects[pid].name)


def market_label(d: PolisData, mid: str) -> Message:
    """A market's name (data/markets.yaml)."""
    return _(next(m.name for m in d.markets if m.id == mid))


def card_label(d: PolisData, cid: str, sea: bool) -> Message:
    """The half of a combat card a battle reads: its formation and manoeuvre (p.14)."""
    formation, manoeuvre = d.card_parts[cid][1 if sea else 0]
    return _("{formation}/{manoeuvre}", formation=_(FORMATIONS[formation]), manoeuvre=_(MANOEUVRES[manoeuvre]))
