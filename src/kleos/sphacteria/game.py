"""Sphactérie 425 BC (Frédéric Bey): the game's static facts, options and every kind of action.

Readings of the rulebook that could reasonably go either way are options (see docs/games/sphacteria.md).
"""

from __future__ import annotations

from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field

from kleos.engine import ActionKind, Game, option_text
from kleos.i18n import N_, translator
from kleos.sphacteria.data import Static, load
from kleos.sphacteria.state import SphacteriaState

_, ngettext = translator("sphacteria")


class SphacteriaOptions(BaseModel):
    """Readings of ambiguous rules (reference notes, section 6)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    crt_tie_winner: Literal["defender", "attacker"] = Field(
        "defender", description=N_("4.2: the printed bold winner is lost; the smaller loss wins and an equal loss "
        "('1/4 - 1/4') goes to this side (reference Q1)"),
        json_schema_extra=option_text(
            N_("Equal losses in a combat"),
            N_("Who wins a combat when both sides lose as much (4.2)"),
            group="reading",
            values={
                "defender": N_("The defender"),
                "attacker": N_("The attacker"),
            },
        ))
    peltastes_cancels: Literal["e-a-f", "e-b-f"] = Field(
        "e-a-f", description=N_("6 #6 Peltastes cancels die modifier e and column shifts a and f, as printed (the "
        "rulebook wins), or e and column shifts b and f (the reference's proposed misprint reading, Q29)"),
        json_schema_extra=option_text(
            N_("Stratagem 6, Peltastes"),
            N_("What it cancels besides the die modifier e (6)"),
            group="reading",
            values={
                "e-a-f": N_("Column shifts a and f, as printed"),
                "e-b-f": N_("Column shifts b and f (a suspected misprint)"),
            },
        ))
    helots_block_supply_rise: bool = Field(
        False, description=N_("5.2 'if not already moved': when true, the Spartan marker does not rise in the check "
        "after helots raised it in the same adjustment (reference Q23); false reads it like 5.1"),
        json_schema_extra=option_text(
            N_("Helots and the supply check"),
            N_("Once the helots raised the Spartan supply marker, the check of the same adjustment phase does not "
               "raise it again (5.2)"),
            group="reading",
        ))
    graded_returns: bool = Field(
        False, description=N_("8: returns +-1 for every victory (false) or 1 / 0.75 / 0.5 for total / strategic / "
        "tactical victories (true); a draw is 0"),
        json_schema_extra=option_text(
            "",
            group="research",
        ))


class Sphacteria(Game):
    name = "sphacteria"
    title = N_("Sphactérie 425 BC")
    rule_prefix = "Sphactérie"
    seat_names = (N_("Athens"), N_("Sparta"))
    hidden_information = True
    min_utility = -1.0
    max_utility = 1.0
    rulebook = "001_7526c15985e9a68c.txt"
    Options = SphacteriaOptions
    state_class = SphacteriaState
    #: the heading of each kind's choices (Game.kind_titles)
    kind_titles: ClassVar[dict[str, str]] = {
        "draw": N_("Stratagem draw"),
        "roll2": N_("Action points roll"),
        "die": N_("Die roll"),
        "play": N_("Play a stratagem"),
        "play_zone": N_("Play a stratagem on a zone"),
        "play_unit": N_("Play a stratagem on a unit"),
        "play_target": N_("Delay or cancel a reinforcement"),
        "no_stratagem": N_("No stratagem"),
        "announce": N_("Announce your action points"),
        "activate": N_("Activate a zone"),
        "step": N_("Move a unit"),
        "sail": N_("Naval move"),
        "done": N_("End the zone's movement"),
        "attack": N_("Attack"),
        "end_phase": N_("End the action phase"),
        "fight": N_("Resolve a combat"),
        "weaken": N_("Weaken a unit"),
        "retreat": N_("Retreat"),
        "keep": N_("Keep a stratagem"),
        "keep_none": N_("Keep no stratagem"),
        "recover": N_("Bring a unit back to full strength"),
        "stop": N_("Stop"),
        "helot_roll": N_("Helot resupply"),
    }
    terminal_renderer = "kleos.sphacteria.render:render"
    observation_shape: tuple[int, ...] | None = None  # set below from the data

    def __init__(self, options: BaseModel) -> None:
        self.static: Static = load()
        super().__init__(options)

    def action_kinds(self) -> list[ActionKind]:
        s = self.static
        pieces = s.pieces
        units = tuple(s.units)
        movers = tuple(p for p in pieces if s.p_type[s.p_index[p]] in ("T", "L"))
        walkers = tuple(p for p in pieces if s.p_type[s.p_index[p]] != "T")
        locs = s.locs
        faces = tuple(s.faces)
        simple = tuple(f for f in faces if f not in ("S05", "S08", "S12", "S21", "S22"))
        return [
            ActionKind("draw", (("counter", tuple(s.counters)),), _("2.A: a stratagem counter drawn from the bowl")),
            ActionKind("roll2", (("total", tuple(range(2, 13))),), _("2.B: a 2d6 roll for action points")),
            ActionKind("die", (("n", tuple(range(1, 7))),), _("a d6 roll (combat, helots, storm)")),
            ActionKind("play", (("s", simple),), _("6: play a stratagem")),
            ActionKind("play_zone", (("s", ("S05", "S08", "S21")), ("zone", tuple(s.zones))),
                       _("6: play a stratagem on a zone")),
            ActionKind("play_unit", (("s", ("S22",)), ("unit", ("ATH-H6", "ATH-H7"))),
                       _("6 #22: remove a Messenian hoplite unit")),
            ActionKind("play_target", (("s", ("S12",)), ("group", tuple(s.groups))),
                       _("6 #12: delay or cancel a reinforcement group")),
            ActionKind("no_stratagem", (), _("decline to play a stratagem now")),
            ActionKind("announce", (("n", tuple(range(1, 7))),), _("2.C: announce the AP of this action phase")),
            ActionKind("activate", (("zone", locs),), _("2.C: activate a zone (1 AP with a leader, 2 without)")),
            ActionKind("step", (("piece", walkers), ("zone", locs)), _("3: move a land unit or leader one zone")),
            ActionKind("sail", (("piece", movers), ("zone", locs)),
                       _("3: naval move of a trireme, or a leader with it")),
            ActionKind("done", (), _("3.2: end the movement of the activated zone")),
            ActionKind("attack", (), _("2.C: spend 1 AP to resolve every combat")),
            ActionKind("end_phase", (), _("2.C: end the action phase")),
            ActionKind("fight", (("zone", tuple(s.zones)),), _("4.1: resolve the combat in a zone")),
            ActionKind("weaken", (("unit", units),), _("4.2: weaken one unit of a fraction result")),
            ActionKind("retreat", (("piece", pieces), ("zone", locs)), _("4.2: retreat a piece of the beaten force")),
            ActionKind("keep", (("counter", tuple(s.counters)),), _("2.D: keep this stratagem, return the others")),
            ActionKind("keep_none", (), _("2.D: return every stratagem")),
            ActionKind("recover", (("unit", units),), _("2.D / 6 #15-16: a weakened unit returns to full strength")),
            ActionKind("stop", (), _("stop recovering or rolling")),
            ActionKind("helot_roll", (("unit", tuple(u for u in units if s.units[u].band == "helot")),),
                       _("5.2: a helot unit tries to resupply the island")),
        ]

    @property
    def max_length(self) -> int:
        # per turn: 4 draws, 2 rolls, a PRE window of at most 8 plays and passes, at most 12 action phases
        # (each spends at least 1 of at most 12 AP) of at most 6 activations x (44 pieces x 4 steps + done)
        # plus combats (at most 22 zones x (2 stratagems + die + 44 losses/retreats)), then adjustments
        per_turn = 4 + 2 + 8 + 12 * (3 + 6 * (44 * 4 + 1) + 22 * 50) + 2 * (30 + 44 + 10)
        return 7 * per_turn

    def board_data(self) -> dict[str, Any]:
        s = self.static
        return {
            "zones": {z: {"name": m.name, "kind": m.kind, "x": m.x, "y": m.y, "cap": m.cap, "port": m.port,
                          "island": m.island, "victory": m.victory, "status": m.status} for z, m in s.zones.items()},
            "bases": {b: {"name": m.name, "side": m.side, "holds": m.holds, "opens": list(m.opens), "x": m.x,
                          "y": m.y} for b, m in s.bases.items()},
            "adjacency": {z: list(n) for z, n in s.adj.items()},
            "fortified": sorted([a, b] for a, b in s.fortified),
            "units": {u: m.model_dump() for u, m in s.units.items()},
            "leaders": {p: m.model_dump() for p, m in s.leaders.items()},
            "stratagems": {f: m.model_dump() for f, m in s.faces.items()},
            "counters": {c: m.model_dump() for c, m in s.counters.items()},
            "crt": {"columns": s.crt.columns, "rows": {str(k): [list(c) for c in v] for k, v in s.crt_rows.items()}},
        }


def _shape() -> tuple[int, ...]:
    from kleos.sphacteria.observation import size

    return (size(load()),)


Sphacteria.observation_shape = _shape()
