"""Hellas (History of the Ancient Seas I, Karl Hausser) with its New Armies expansion: the game's static facts,
options and every kind of action.

The options are the rulebook's own: the short and medium games (2), the optional rules 18.1 to 18.8, and New
Armies; ``setup`` chooses who makes the set-up's choices, and ``turn_limit`` bounds a game (not a rule: the
rulebook has no last turn, see docs/games/hellas.md).
"""

from __future__ import annotations

from collections import Counter
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field

from kleos.engine import ActionKind, Game, option_text
from kleos.hellas.cycle import ACTIONS
from kleos.hellas.data import COAST, ISLAND, SEA, TRACKS, Static, load
from kleos.hellas.state import HellasState
from kleos.i18n import N_, translator

_, ngettext = translator("hellas")


class HellasOptions(BaseModel):
    """Hellas's options: the rulebook's variants and optional rules (each off by default)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    new_armies: bool = Field(False, description=N_("New Armies (expansion III): blocks of hidden value replace "
                             "legions and ships"),
        json_schema_extra=option_text(
            N_("New Armies (expansion)"),
            N_("Blocks of hidden value replace the legions and the ships"),
            group="variant",
        ))
    victory_points: Literal[10, 9, 8] = Field(10, description=N_("2: the VP that win at the end of an action cycle "
                                              "(9: the medium game, 8: the short one)"),
        json_schema_extra=option_text(
            N_("Length of the game"),
            N_("The victory points that win at the end of an action cycle (2)"),
            group="setup",
            values={
                10: N_("Full game: 10 VP"),
                9: N_("Medium game: 9 VP"),
                8: N_("Short game: 8 VP"),
            },
        ))
    setup: Literal["choose", "standard"] = Field("choose", description=N_("4: each player makes its set-up choices, "
                                                 "or the reference notes' set-up is used"),
        json_schema_extra=option_text(
            N_("Set-up choices"),
            N_("Who places the pieces at the start (4)"),
            group="setup",
            values={
                "choose": N_("Each player places their own"),
                "standard": N_("The set-up of the reference notes"),
            },
        ))
    unsettle_opponent: bool = Field(False, description=N_("18.1: pay 100 talents (Pay for stability) to move the "
                                    "opponent's stability one box left"),
        json_schema_extra=option_text(
            N_("Unsettling the opponent (18.1)"),
            N_("Pay 100 talents with Pay for stability to move the opponent's stability one box left"),
            group="variant",
        ))
    regress_development: bool = Field(False, description=N_("18.2: losing a good a development phase needed moves the "
                                      "cube back; Golden Ages can be lost"),
        json_schema_extra=option_text(
            N_("Losing developments (18.2)"),
            N_("A good lost that a development needed moves its cube back; Golden Ages can be lost"),
            group="variant",
        ))
    province_stability: bool = Field(False, description=N_("18.3: +1 stability for each new province controlled"),
        json_schema_extra=option_text(
            N_("Stability from provinces (18.3)"),
            N_("+1 stability for each new province controlled"),
            group="variant",
        ))
    legions_only_posts: bool = Field(False, description=N_("18.4: ships do not create trading posts; only legions do"),
        json_schema_extra=option_text(
            N_("Only legions create trading posts (18.4)"),
            N_("Ships no longer create trading posts on their own"),
            group="variant",
        ))
    leaders: bool = Field(False, description=N_("18.5: each side has a leader (+2 CV in his hex's combats, 6 MP, "
                          "never eliminated)"),
        json_schema_extra=option_text(
            N_("Leaders (18.5)"),
            N_("Each side has a leader: +2 CV in his hex's combats, 6 MP, never eliminated"),
            group="variant",
        ))
    choose_order: bool = Field(False, description=N_("18.6: the first player chooses to play first or second"),
        json_schema_extra=option_text(
            N_("Choosing the order of play (18.6)"),
            N_("The first player chooses to play first or second"),
            group="variant",
        ))
    extra_posts: bool = Field(False, description=N_("18.7: from Manufacturing, a second trading post on an own goods "
                              "hex"),
        json_schema_extra=option_text(
            N_("Second trading posts (18.7)"),
            N_("From Manufacturing, a second trading post on one of your own goods hexes"),
            group="variant",
        ))
    light_laurels: bool = Field(False, description=N_("18.8: the light-gold laurels of the control track give VP "
                                "(the dark ones do not)"),
        json_schema_extra=option_text(
            N_("Light-gold laurels (18.8)"),
            N_("The light-gold laurels of the control track give 1 VP each"),
            group="variant",
        ))
    turn_limit: int = Field(20_000, ge=1, le=100_000, description=N_("not a rule: the game stops after this turn; "
                            "VP, then the tie-breaks of 2, decide"),
        json_schema_extra=option_text(
            "",
            group="research",
        ))


class Hellas(Game):
    name = "hellas"
    title = N_("Hellas")
    rule_prefix = "Hellas"
    extra_rule_prefixes = ("New Armies",)
    seat_names = (N_("Sparta"), N_("Athens"))
    hidden_information = True  # New Armies' block values; without the expansion every view is the whole state
    min_utility = -1.0
    max_utility = 1.0
    rulebook = "000_12fa5b10d62e27ca.txt"
    Options = HellasOptions
    state_class = HellasState
    #: the heading of each kind's choices (Game.kind_titles)
    kind_titles: ClassVar[dict[str, str]] = {
        "setup_post": N_("Place a trading post"),
        "place_legion": N_("Place a legion"),
        "place_ship": N_("Place a ship"),
        "place_aboard": N_("Place a legion aboard a ship"),
        "place_leader": N_("Place the leader"),
        "order": N_("Play first or second"),
        "reinforce": N_("Syracuse's new legion"),
        "act": N_("Choose your action"),
        "march": N_("Move a legion or an army"),
        "sail": N_("Move a ship or a fleet"),
        "unload": N_("Land a legion"),
        "split_army": N_("Split an army block"),
        "split_fleet": N_("Split a fleet block"),
        "part": N_("The next block of the split"),
        "leader": N_("Move the leader"),
        "land_leader": N_("Land the leader"),
        "step": N_("Go on to a neighbouring hex"),
        "stop": N_("End the move"),
        "leave": N_("Leave a unit here"),
        "join": N_("Take the units here along"),
        "load": N_("Embark a legion"),
        "board_leader": N_("Embark the leader"),
        "fight": N_("Attack"),
        "sea_fight": N_("Attack the ships"),
        "storm": N_("Attack Syracuse or an independent city"),
        "capture": N_("Take a trading post"),
        "build_legion": N_("Build a legion"),
        "build_ship": N_("Build a ship"),
        "build_fortress": N_("Build a fortress"),
        "build_monument": N_("Build a monument"),
        "post": N_("Create a trading post"),
        "pay_stability": N_("Pay for stability"),
        "unsettle": N_("Unsettle the opponent"),
        "develop": N_("Develop"),
        "offer": N_("Offer an armistice"),
        "accept": N_("Accept the armistice"),
        "refuse": N_("Refuse the armistice"),
        "done": N_("End the action"),
        "disband": N_("Eliminate an unsupplied legion"),
        "disband_aboard": N_("Eliminate an unsupplied legion aboard"),
    }
    terminal_renderer = "kleos.hellas.render:render"
    observation_shape: tuple[int, ...] | None = None  # set below from the data

    def __init__(self, options: BaseModel) -> None:
        self.static: Static = load()
        self.new_armies: bool = bool(getattr(options, "new_armies", False))
        self.hidden_information = self.new_armies  # type: ignore[misc]  # without New Armies nothing is hidden
        s = self.static
        #: New Armies: each seat's blocks by type (land, sea), by value (NA intro)
        self.block_sets = [[Counter(b.army), Counter(b.fleet)] for b in s.blocks]
        super().__init__(options)

    def action_kinds(self) -> list[ActionKind]:
        s = self.static
        ids = tuple(s.ids)
        land = tuple(s.ids[h] for h in s.land_hexes)
        naval = tuple(s.ids[h] for h in range(len(s.ids)) if s.terrain[h] in (SEA, COAST, ISLAND))
        shore = tuple(s.ids[h] for h in range(len(s.ids)) if s.terrain[h] in (COAST, ISLAND))
        goods = tuple(s.ids[h] for h in s.goods_hexes)
        big = max(max(b.army + b.fleet) for b in s.blocks)
        return [
            ActionKind("setup_post", (("hex", goods),), _("4.2: place a set-up trading post")),
            ActionKind("place_legion", (("hex", land),), _("4.3: place a set-up legion")),
            ActionKind("place_ship", (("hex", shore),), _("4.3: place a set-up ship")),
            ActionKind("place_aboard", (("hex", shore),), _("4.3: place a set-up legion aboard a ship")),
            ActionKind("place_leader", (("hex", ids),), _("18.5: place the leader with a unit")),
            ActionKind("order", (("go", ("first", "second")),), _("18.6: play first or second this turn")),
            ActionKind("reinforce", (("hex", goods),), _("15.1: place Syracuse's new legion")),
            ActionKind("act", (("action", ACTIONS),), _("8: choose the next action")),
            ActionKind("march", (("hex", land),), _("9.1: move a legion or an army")),
            ActionKind("sail", (("hex", naval),), _("9.1: move a ship or a fleet")),
            ActionKind("unload", (("hex", shore),), _("9.1.1: land a legion carried since the action began")),
            ActionKind("split_army", (("hex", land),), _("New Armies 1: split an army block")),
            ActionKind("split_fleet", (("hex", naval),), _("New Armies 1: split a fleet block")),
            ActionKind("part", (("value", tuple(range(1, big + 1))),), _("New Armies 1: the next block of the split")),
            ActionKind("leader", (("hex", ids),), _("18.5: move the leader one hex")),
            ActionKind("land_leader", (), _("18.5: the leader lands from his ship")),
            ActionKind("step", (("hex", ids),), _("9.1: the group in motion enters a neighbouring hex")),
            ActionKind("stop", (), _("9.1: the group in motion ends its move")),
            ActionKind("leave", (), _("13: leave one unit of the army or fleet here")),
            ActionKind("join", (), _("13: take the units standing here into the army or fleet")),
            ActionKind("load", (), _("9.1.1: embark a legion of this hex before sailing")),
            ActionKind("board_leader", (), _("18.5: the leader boards the ships before they sail")),
            ActionKind("fight", (("hex", land),), _("9.2: attack the enemy legions, fortress or monument here")),
            ActionKind("sea_fight", (("hex", naval),), _("9.2: attack the enemy ships here")),
            ActionKind("storm", (("hex", land),), _("15: attack Syracuse's or an independent city's pieces here")),
            ActionKind("capture", (("hex", goods),), _("9.2: take over the ungarrisoned enemy trading post here")),
            ActionKind("build_legion", (("hex", land),), _("9.3: raise a legion in this fortress")),
            ActionKind("build_ship", (("hex", land),), _("9.3: raise a ship in this port")),
            ActionKind("build_fortress", (("hex", land),), _("9.3: a fortress replaces the trading post here")),
            ActionKind("build_monument", (("hex", land),), _("12: build a monument here")),
            ActionKind("post", (("hex", goods),), _("9.4: create a trading post here")),
            ActionKind("pay_stability", (), _("9.5: pay for one box of stability")),
            ActionKind("unsettle", (), _("18.1: pay 100 talents: the opponent's stability one box left")),
            ActionKind("develop", (("track", TRACKS),), _("9.6: move this development cube one box")),
            ActionKind("offer", (), _("9.8: offer the armistice")),
            ActionKind("accept", (), _("9.8: accept the armistice")),
            ActionKind("refuse", (), _("9.8: refuse the armistice (-2 stability)")),
            ActionKind("done", (), _("end the action")),
            ActionKind("disband", (("hex", land),), _("10: eliminate a legion that cannot be supplied")),
            ActionKind("disband_aboard", (("hex", naval),),
                       _("10: eliminate a carried legion that cannot be supplied")),
        ]

    @property
    def max_length(self) -> int:
        # set-up: 5 + 20 posts and units per side, 2 leaders; a turn: order, reinforcement, 10 actions of at most
        # 32 groups x (pick, load, 7 steps, leave, join, stop) plus splits and the leader (move), or at most 2
        # combats x 60 hexes + 35 captures (attack), then 40 disbands
        per_action = 32 * 12 + 30 + 10
        per_turn = 2 + 10 * (per_action + 1) + 40
        return 60 + self.options.turn_limit * per_turn  # type: ignore[attr-defined]

    def board_data(self) -> dict[str, Any]:
        s = self.static
        return {
            "hexes": {s.ids[h]: {"q": s.q[h], "r": s.r[h], "terrain": ("sea", "coast", "land", "mountain", "island")[
                s.terrain[h]], "region": s.region_names[s.region[h]] if s.region[h] >= 0 else None,
                "site": s.site[h], "good": s.good[h], "city": s.city[h], "sikelia_sea": h in s.sikelia_sea,
                "status": s.status.get(h, "RECON")} for h in range(len(s.ids))},
            "barriers": sorted([s.ids[a], s.ids[b]] for a, b in s.barrier if a < b),
            "regions": {name: {"kind": s.region_kind[k], "steps": s.region_steps[k],
                               "goods_hexes": [s.ids[h] for h in s.region_goods_hexes[k]]}
                        for k, name in enumerate(s.region_names)},
            "capitals": {"Sparta": s.ids[s.capitals[0]], "Athens": s.ids[s.capitals[1]]},
            "tracks": {name: {"golden_age": t.golden_age, "cost": t.cost[1:], "phase": t.phase[1:],
                              "names": t.names, "firsts": t.firsts,
                              "requires": {str(b): r.model_dump() for b, r in t.requires.items()},
                              **({"combat": t.combat} if t.combat else {})} for name, t in s.tracks.items()},
            "prices": s.prices,
            "goods": {g: {"class": s.good_class[g], "income": s.income[g], "label": s.good_label[g]} for g in s.goods},
            "economy_bonus": s.economy_bonus,
            "supply": {"base": s.supply_base, "per_post": s.supply_per_post, "max_posts": s.supply_max_posts},
            "laurels": {shade: {k: list(v) for k, v in d.items()} for shade, d in s.laurels.items()},
            "stability": {"min": s.stability_min, "max": s.stability_max, "combat": s.stability_combat},
            "legion": {"mp": s.legion_mp, "cv": s.legion_cv}, "ship": {"mp": s.ship_mp, "cv": s.ship_cv},
            "armistice": {"turns": s.fixed["armistice_turns"]},
            "limits": [side.limits for side in s.sides],
            "blocks": [{"army": b.army, "fleet": b.fleet} for b in s.blocks],
        }


def _shape() -> tuple[int, ...]:
    from kleos.hellas.observation import size

    return (size(load()),)


Hellas.observation_shape = _shape()
