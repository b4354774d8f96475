"""The Polis game: options, the action table, static facts (rulebook p.2-5).

Seat 0 is Sparta (red), seat 1 is Athens (blue).
"""

from __future__ import annotations

from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field

from kleos.engine import ActionKind, Game, option_text
from kleos.i18n import N_, translator
from kleos.polis.data import GOODS, load_data
from kleos.polis.observation import observation_size
from kleos.polis.state import ACTIONS, PolisState

MAX_AMOUNT = 99

_, ngettext = translator("polis")


class PolisOptions(BaseModel):
    """Options of Polis; readings of ambiguous rules are options (reference polis.md §4)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    scenario: Literal["full", "corinthian_war", "second_peloponnesian_war"] = Field(
        "full", description=N_("Set-up: the full four-round game (p.4), scenario 1 (p.18) or scenario 2 (p.19)."),
        json_schema_extra=option_text(
            N_("Scenario"),
            N_("The whole game in four rounds, or a one-round scenario"),
            group="setup",
            values={
                "full": N_("The full game (four rounds)"),
                "corinthian_war": N_("Scenario 1: the Corinthian War"),
                "second_peloponnesian_war": N_("Scenario 2: the Second Peloponnesian War"),
            },
        ))
    scenario1_populations: Literal["balanced", "in_order"] = Field(
        "balanced", description=N_("Scenario 1 populations (A26): 'balanced' Sparta 6/Thebai 2/Korinthos 4, or the "
                                   "text-order reading Sparta 2/Thebai 4/Korinthos 6."),
        json_schema_extra=option_text(
            N_("Scenario 1: populations"),
            N_("The starting populations, which the scenario's text gives in two ways"),
            group="reading",
            values={
                "balanced": N_("Sparta 6, Thebai 2, Korinthos 4"),
                "in_order": N_("Sparta 2, Thebai 4, Korinthos 6"),
            },
        ))
    scenario2_populations: Literal["default", "alternative"] = Field(
        "default", description=N_("Scenario 2 populations (A26): Sparta 3/Thebai 4 by default, or Sparta 4/Thebai 3."),
        json_schema_extra=option_text(
            N_("Scenario 2: populations"),
            N_("The starting populations of Sparta and Thebai"),
            group="reading",
            values={
                "default": N_("Sparta 3, Thebai 4"),
                "alternative": N_("Sparta 4, Thebai 3"),
            },
        ))
    boiotia_on_ionio: bool = Field(
        False, description=N_("A30: Boiotia touches Kyklades only (RECON default), or also Ionio Pelagos (its "
                               "Corinthian-gulf coast)."),
        json_schema_extra=option_text(
            N_("Boiotia on the Ionio Pelagos"),
            N_("Boiotia also touches the Ionio Pelagos by its coast on the Gulf of Corinth, not only the Kyklades"),
            group="reading",
        ))
    proxenos_diolkos: bool = Field(
        True, description=N_("A16: the owner of Korinthos's proxenos may also cross the diolkos when moving by sea."),
        json_schema_extra=option_text(
            N_("The proxenos and the diolkos"),
            N_("The owner of Korinthos's proxenos may cross the diolkos when moving by sea"),
            group="reading",
        ))
    retreat_before_first_deal: bool = Field(
        True, description=N_("A23: a player may retreat before the first cards of a battle are dealt (p.14 end 2)."),
        json_schema_extra=option_text(
            N_("Retreat before the first cards"),
            N_("A player may retreat from a battle before its first combat cards are dealt"),
            group="reading",
        ))
    lone_player: Literal["turns", "free"] = Field(
        "turns", description=N_("p.5 (A2): once the opponent has passed, the lone player still plays turns of two "
                                "different actions ('turns'), or simply takes actions one after another, an action "
                                "possibly repeated ('free'); each costs 1 good either way."),
        json_schema_extra=option_text(
            N_("Once the opponent has passed"),
            N_("How the player left alone goes on; each action costs 1 good either way"),
            group="reading",
            values={
                "turns": N_("Turns of two different actions"),
                "free": N_("Actions one after another, repeats allowed"),
            },
        ))
    project_silver: Literal["any_unit", "whole_sets"] = Field(
        "any_unit", description=N_("p.6/p.11 (A13): silver replaces any unit of a project's cost ('any_unit'), or "
                                   "only a whole set of one good ('whole_sets': 'chaque set de ressources')."),
        json_schema_extra=option_text(
            N_("Silver in a project's cost"),
            N_("What silver may replace in the cost of a project"),
            group="reading",
            values={
                "any_unit": N_("Any unit of the cost"),
                "whole_sets": N_("Only a whole set of one good"),
            },
        ))
    turn_limit: int = Field(
        40, ge=4, le=200, description=N_("Not a rule: a player who has had this many turns in a round may only "
                                         "pass. The rulebook sets no limit (p.5) and admits endless rounds (free "
                                         "proxenos moves, p.12; prestige won back in battles, p.14); this bound "
                                         "makes every game end (docs/games/polis.md)."),
        json_schema_extra=option_text(
            "",
            group="research",
        ))


class Polis(Game):
    name = "polis"
    title = N_("Polis")
    seat_names = (N_("Sparta"), N_("Athens"))
    hidden_information = True
    rulebook = "003_e3f9f29e9aad9995.txt"
    Options = PolisOptions
    state_class = PolisState
    #: the heading of each kind's choices (Game.kind_titles)
    kind_titles: ClassVar[dict[str, str]] = {
        "act": N_("Choose an action"),
        "pass": N_("Pass"),
        "fee": N_("Pay to act alone"),
        "polis": N_("Choose a polis"),
        "sea": N_("Choose the sea"),
        "pay": N_("Create a unit"),
        "start": N_("Start a project"),
        "silver": N_("Pay with silver"),
        "to": N_("Destination"),
        "land": N_("Move a hoplite by land"),
        "bysea": N_("Move a hoplite by sea"),
        "sail": N_("Move a galley"),
        "done": N_("End the action"),
        "at": N_("Where to collect"),
        "collect": N_("Collect"),
        "cargo": N_("Choose a cargo"),
        "paywith": N_("Barter or silver"),
        "route": N_("The proxenos's route"),
        "d4": N_("Die roll"),
        "draw_project": N_("Project revealed"),
        "draw_event": N_("Event revealed"),
        "draw_card": N_("Combat card drawn"),
        "retreat": N_("Retreat"),
        "fight": N_("Fight on"),
        "play": N_("Play a combat card"),
        "release": N_("Return a polis to neutrality"),
        "grow": N_("Grow a population"),
        "amount": N_("How much prestige"),
        "remove": N_("Remove a unit"),
        "send": N_("Send a unit off the map"),
        "place": N_("Place a returning hoplite"),
        "betray": N_("Take a polis by betrayal"),
        "commanders": N_("Great Commanders"),
    }
    terminal_renderer = "kleos.polis.render:render"
    observation_shape = (observation_size(load_data()),)

    def __init__(self, options: BaseModel) -> None:
        self.data = load_data(options.boiotia_on_ionio)  # type: ignore[attr-defined]
        super().__init__(options)

    def action_kinds(self) -> list[ActionKind]:
        d = self.data
        cargo_ids = [f"{m}_{s}" for m, s, *_rest in d.cargoes]
        return [
            ActionKind("act", (("action", ACTIONS),), _("choose one of the 12 actions (p.5)")),
            ActionKind("pass", (), _("pass: no more actions this round (p.5)")),
            ActionKind("fee", (("good", GOODS),), _("pay 1 good before acting alone (p.5)")),
            ActionKind("polis", (("polis", d.polis_ids),), _("choose a polis")),
            ActionKind("sea", (("sea", d.seas),), _("choose the sea of Korinthos's port (p.6)")),
            ActionKind("pay", (("with", ("metal", "wood", "silver", "mercenary")),), _("create one unit (p.5-6)")),
            ActionKind("start", (("project", d.project_ids), ("polis", d.polis_ids)), _("start a project (p.6)")),
            ActionKind("silver", (("n", tuple(range(7))),), _("pay n of this good with silver (p.6)")),
            ActionKind("to", (("region", d.regions),), _("destination of a move (p.7-8)")),
            ActionKind("land", (("from", d.territories),), _("move one hoplite by land (p.7)")),
            ActionKind("bysea", (("from", d.territories),), _("move one hoplite by sea (p.8)")),
            ActionKind("sail", (("from", d.seas),), _("move one galley (p.8-9)")),
            ActionKind("done", (), _("finish the current action")),
            ActionKind("at", (("territory", d.territories),), _("territory to collect (p.10)")),
            ActionKind("collect", (("row", (*GOODS, "prestige")),), _("put one hoplite on a row (p.10)")),
            ActionKind("cargo", (("cargo", cargo_ids),), _("cargo to trade (p.11)")),
            ActionKind("paywith", (("mode", ("barter", "silver")),), _("barter or silver (p.11)")),
            ActionKind("route", (("mode", ("land", "sea")),), _("proxenos by land or by sea (p.12)")),
            ActionKind("d4", (("n", (1, 2, 3, 4)),), _("a roll of the four-sided die")),
            ActionKind("draw_project", (("project", d.project_ids),), _("reveal a project (p.5)")),
            ActionKind("draw_event", (("event", d.event_ids),), _("reveal an event (p.5)")),
            ActionKind("draw_card", (("card", d.cards),), _("draw a combat card (p.14)")),
            ActionKind("retreat", (), _("retreat, paying 1 prestige to the opponent (p.14)")),
            ActionKind("fight", (), _("fight on (p.14)")),
            ActionKind("play", (("card", d.cards),), _("play a combat card (p.14)")),
            ActionKind("release", (("polis", d.polis_ids),), _("return a polis to neutrality (p.16)")),
            ActionKind("grow", (("polis", d.polis_ids),), _("1 wheat for 1 population (p.16)")),
            ActionKind("amount", (("n", tuple(range(MAX_AMOUNT + 1))),), _("an amount of prestige")),
            ActionKind("remove", (("region", d.regions),), _("remove one own unit (event)")),
            ActionKind("send", (("region", d.regions),), _("send one unit off the map (event)")),
            ActionKind("place", (("territory", d.territories),), _("place one returning hoplite (event)")),
            ActionKind("betray", (("polis", d.polis_ids),), _("take a polis by betrayal (event)")),
            ActionKind("commanders", (("choice", ("double", "keep")),), _("Great Commanders (event)")),
        ]

    @property
    def max_length(self) -> int:
        """A true bound: turns per player and round are capped by ``turn_limit``; each turn has at most two
        actions of at most 14 steps, a fee and a pass; each battle at most 24 draws, 6 assaults of 6 steps
        and 2 choices, at most one battle per region per turn end; end-of-round and event steps are bounded
        by poleis, units and one-step amounts."""
        d = self.data
        rounds = len(d.setups[_setup_key(self.options)].rounds)
        per_turn = 2 * 16 + 2
        per_battle = 24 + 7 * 2 + 6 * 4 + 8  # draws, retreat asks, plays, order and commanders
        per_turn_end = len(d.regions) * per_battle
        per_round = 2 * (self.options.turn_limit + 1) * (per_turn + per_turn_end) + len(d.regions) * per_battle
        setup = 3 + 1 + 2 * (2 + 20 + 5 * len(d.regions))  # reveals, event draw, event decisions
        eor = 2 * (18 + 18 * 3 + 1) + 2 * 5 * len(d.regions)
        return rounds * (per_round + setup + eor) + 10

    def board_data(self) -> dict[str, Any]:
        d = self.data
        return {
            "territories": [t.model_dump() for t in d.map.territories],
            "seas": [s.model_dump() for s in d.map.seas],
            "land_edges": [list(e) for e in d.map.land_edges],
            "sea_edges": [list(e) for e in d.map.sea_edges],
            "diolkos": d.map.diolkos.model_dump(),
            "poleis": [p.model_dump() for p in d.polis_list],
            "ports": {k: v.model_dump() for k, v in d.markets_file.ports.items()},
            "markets": [m.model_dump() for m in d.markets],
            "value_table": {str(k): v for k, v in d.value_table.items()},
            "collection": d.markets_file.collection,
            "projects": [p.model_dump() for p in d.projects.values()],
            "events": [e.model_dump() for e in d.events.values()],
            "combat_cards": {c: {"land": d.card_text[c][0], "sea": d.card_text[c][1]} for c in d.cards},
        }


def _setup_key(options: Any) -> str:
    return {"full": "standard"}.get(options.scenario, options.scenario)
