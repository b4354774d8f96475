"""Age of Mythology: The Boardgame (Eagle Games, 2003): the game's static facts, options and every kind of action.

2 to 8 players (VI); the seats are places at the table in clockwise order (seat + 1 is on one's left), and each
seat's culture is drawn at set-up (VI). The options: ``players`` and the configuration flags of the reference
notes (aom.md 5): ``medusa_giant_bonus``, ``bonus_stacking``, ``culture_mode_4p``, ``hades_mortal_only``,
``trade_single_give_colour``, ``figure_caps``.
"""

from __future__ import annotations

from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field

from kleos.aom.state import AomState
from kleos.aom.static import ACTIONS, AREAS, CULTURES, RESOURCES, TERRAINS, VICTORY_CARDS, Static, build
from kleos.engine import ActionKind, Game, option_text
from kleos.i18n import N_, translator

_, ngettext = translator("aom")

SEATS = (N_("Player 1"), N_("Player 2"), N_("Player 3"), N_("Player 4"), N_("Player 5"), N_("Player 6"),
         N_("Player 7"), N_("Player 8"))

_STATIC: list[Static] = []


def static() -> Static:
    if not _STATIC:
        _STATIC.append(build())
    return _STATIC[0]


class AomOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    players: int = Field(3, ge=2, le=8, description=N_("VI: how many players (2 to 8)"),
        json_schema_extra=option_text(
            N_("Number of players"),
            N_("From 2 to 8 players"),
            group="players",
        ))
    medusa_giant_bonus: Literal[6, 4] = Field(6, description=N_("IX: the Medusa's dice against a Giant: 6 as "
                                              "printed, or 4 as in the rulebook's battle example (DEC-1)"),
        json_schema_extra=option_text(
            N_("The Medusa against a Giant"),
            N_("The Medusa's extra dice against a Giant (IX)"),
            group="reading",
            values={
                6: N_("6 dice, as printed on the card"),
                4: N_("4 dice, as in the rulebook's battle example"),
            },
        ))
    bonus_stacking: Literal["all", "highest"] = Field("all", description=N_("IX: every matching \"+N vs\" line "
                                                      "counts, or only the highest (DEC-3)"),
        json_schema_extra=option_text(
            N_("Several bonuses against one unit"),
            N_("When a unit has several \"+N vs\" bonuses against its opponent (IX)"),
            group="reading",
            values={
                "all": N_("They all count"),
                "highest": N_("Only the highest counts"),
            },
        ))
    culture_mode_4p: Literal["groups_of_three", "two_by_two"] = Field(
        "groups_of_three", description=N_("VI, 4 players: cultures drawn by groups of three, or two cultures twice "
                                          "each, one left out (the rulebook's suggestion; DEC-43)"),
        json_schema_extra=option_text(
            N_("Cultures at 4 players"),
            N_("How the cultures of four players are drawn (VI)"),
            group="setup",
            values={
                "groups_of_three": N_("By groups of three"),
                "two_by_two": N_("Two cultures twice each, one left out"),
            },
        ))
    hades_mortal_only: bool = Field(False, description=N_("V: Hades returns a mortal unit only, as in the example "
                                    "of XI (the card: any unit; DEC-2)"),
        json_schema_extra=option_text(
            N_("Hades brings back a mortal unit only"),
            N_("As in the example of chapter XI; otherwise any unit, as the card says"),
            group="reading",
        ))
    trade_single_give_colour: bool = Field(True, description=N_(
        "VIII Trade: cubes of one colour given for as many of any other colours (DEC-9); off: any number of 1:1 "
        "swaps, a cube of any colour for one of another"),
        json_schema_extra=option_text(
            N_("Trading: one colour given"),
            N_("Cubes of one colour given for as many of any other colours; otherwise any number of one-for-one swaps"),
            group="reading",
        ))
    figure_caps: Literal["table", "unlimited"] = Field("table", description=N_(
        "VI: figures of a unit type per player as in the table of the notes, or unlimited (DEC-35)"),
        json_schema_extra=option_text(
            N_("Figures per type of unit"),
            N_("How many figures of one type of unit a player may have (VI)"),
            group="reading",
            values={
                "table": N_("As in the table of the notes"),
                "unlimited": N_("Unlimited"),
            },
        ))


class Aom(Game):
    name = "aom"
    title = N_("Age of Mythology")
    rule_prefix = "Age of Mythology"
    seat_names = SEATS
    min_players = 2
    max_players = 8
    hidden_information = True
    zero_sum = True
    min_utility = -1.0
    max_utility = 1.0
    rulebook = "002_e193775c5afe114b.txt"
    Options = AomOptions
    state_class = AomState
    #: the heading of each kind's choices (Game.kind_titles)
    kind_titles: ClassVar[dict[str, str]] = {
        "culture_out": N_("Culture left out"),
        "culture": N_("Culture drawn"),
        "first": N_("First player"),
        "tile": N_("Tile drawn"),
        "deal": N_("Card drawn"),
        "take": N_("Take a tile"),
        "pass": N_("Take no tile"),
        "vp": N_("Place a victory cube"),
        "permanent": N_("Choose a permanent card"),
        "fill": N_("Leave a place for a random card"),
        "play": N_("Play a card"),
        "discard": N_("Discard a card"),
        "keep": N_("Keep your cards"),
        "power": N_("Use the god power"),
        "no_power": N_("Do not use the god power"),
        "gather": N_("Gather"),
        "move": N_("Move a villager"),
        "dwarf": N_("Move a Dwarf"),
        "build": N_("Build"),
        "discount": N_("The Quarry's discount"),
        "recruit": N_("Recruit"),
        "fee": N_("Pay the trade fee"),
        "exchange": N_("Trade with the bank"),
        "temple": N_("Great Temple"),
        "cube": N_("Take a cube"),
        "unit": N_("Choose the unit"),
        "steal": N_("Steal a cube"),
        "return_tile": N_("Return a tile"),
        "target": N_("Choose a player"),
        "villager": N_("Remove a villager"),
        "area": N_("Choose the area to attack"),
        "destroy": N_("Destroy a building"),
        "capture": N_("Take a tile"),
        "raid": N_("Take a cube"),
        "done": N_("End the action"),
        "commit": N_("Commit units"),
        "remove": N_("Send a unit back"),
        "fight": N_("Fight on"),
        "retreat": N_("Retreat"),
        "card": N_("Choose your fighting unit"),
        "swap": N_("The Wadjet or the Pharaoh"),
        "declare": N_("Declare a special ability"),
        "resurrect": N_("Resurrect the unit"),
        "reinforce": N_("Bring a unit into the battle"),
        "reveal": N_("Reveal"),
        "roll": N_("Roll of the dice"),
        "card_action": N_("Carry out the card's action"),
        "no_card_action": N_("The god power alone"),
        "hands_chosen": N_("Every hand is chosen"),
    }
    terminal_renderer = "kleos.aom.render:render"

    def __init__(self, options: BaseModel) -> None:
        self.static: Static = static()
        super().__init__(options)

    @property  # type: ignore[override]
    def observation_shape(self) -> tuple[int, ...]:  # depends on the number of players
        from kleos.aom.observation import size

        return (size(self.static, self.num_players),)

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled as its options (the shared static data holds read-only mappings, rebuilt on loading)."""
        return (_rebuild, (self.options.model_dump(),))

    def action_kinds(self) -> list[ActionKind]:
        s = self.static
        kinds = tuple(s.tile_kinds)
        cards = s.card_ids
        seats = tuple(range(self.num_players))
        from kleos.aom import bridge

        return [
            ActionKind("culture_out", (("culture", CULTURES),), _("VI: the culture left out at 4 players")),
            ActionKind("culture", (("culture", CULTURES),), _("VI: a culture cube drawn from the cup")),
            ActionKind("first", (("seat", seats),), _("VI: the first player (highest of 2 dice)")),
            ActionKind("tile", (("tile", kinds),), _("VI, VIII: a production tile drawn from the pool")),
            ActionKind("deal", (("card", tuple(s.cards)),), _("VII: a random action card drawn")),
            ActionKind("take", (("tile", kinds),), _("VI, VIII Explore: take this tile onto an empty space")),
            ActionKind("pass", (), _("VI, VIII Explore: take no tile")),
            ActionKind("vp", (("card", VICTORY_CARDS),), _("VII: place a victory cube on this card")),
            ActionKind("permanent", (("action", ACTIONS),), _("VII: take this permanent card into the hand")),
            ActionKind("fill", (), _("VII: a random card for this place of the hand, drawn once every hand is chosen")),
            ActionKind("play", (("card", cards),), _("VII, VIII: play this card")),
            ActionKind("discard", (("card", cards),), _("VII, VIII: discard this card")),
            ActionKind("keep", (), _("VII: keep the other cards for the next turn")),
            ActionKind("power", (), _("V: pay the favor and use the god power")),
            ActionKind("no_power", (), _("V: do not use the god power")),
            ActionKind("gather", (("mode", TERRAINS + RESOURCES),), _("VIII Gather: gather this terrain or resource")),
            ActionKind("move", (("from", ("holding", *kinds)), ("to", kinds)),
                       _("VIII Gather: move a villager onto a tile")),
            ActionKind("dwarf", (("from", ("holding", *kinds)), ("to", kinds)),
                       _("VIII Gather: move a Dwarf onto a gold tile")),
            ActionKind("build", (("building", tuple(s.buildings)),), _("VIII Build: build this")),
            ActionKind("discount", (("resource", RESOURCES),), _("V Quarry: one cube less of this resource")),
            ActionKind("recruit", (("unit", tuple(s.units)),), _("VIII Recruit: recruit this unit")),
            ActionKind("fee", (("resource", RESOURCES),), _("VIII Trade: pay one cube of the fee")),
            ActionKind("exchange", (("give", RESOURCES), ("get", RESOURCES)),
                       _("VIII Trade: one cube to the bank for one of another colour")),
            ActionKind("temple", (), _("V Great Temple: buy a victory cube for 8 favor")),
            ActionKind("cube", (("resource", RESOURCES),), _("V: take this cube from the bank")),
            ActionKind("unit", (("unit", tuple(s.units)),), _("V: the god power's unit")),
            ActionKind("steal", (("resource", RESOURCES),), _("V Loki: take this cube")),
            ActionKind("return_tile", (("tile", kinds),), _("V: this tile goes back to the pool")),
            ActionKind("target", (("seat", seats),), _("VIII, V: this player")),
            ActionKind("villager", (("from", ("holding", *kinds)),), _("V House: remove this villager")),
            ActionKind("area", (("area", AREAS),), _("VIII Attack: attack this area")),
            ActionKind("destroy", (("building", tuple(s.buildings)),), _("VIII: destroy this building")),
            ActionKind("capture", (("tile", kinds),), _("VIII Attack: take this tile")),
            ActionKind("raid", (("resource", RESOURCES),), _("VIII Attack: take this cube")),
            ActionKind("done", (), _("end the action")),
            *bridge.action_kinds(self),
            # last, so that the ids of the kinds above (and the saves that hold them) stay as they were
            ActionKind("card_action", (), _("V: after the god power, carry out the card's action")),
            ActionKind("no_card_action", (), _("V: the god power alone, without the card's action")),
            ActionKind("hands_chosen", (), _("VII: every hand is chosen; the random cards are drawn")),
        ]

    @property
    def max_length(self) -> int:
        # set-up: P cultures, first, 6P reveals, 6P picks; a turn: 3 cubes, P hands of 7 choices + 7 draws, at most
        # 4P cards (3 rounds and Thoth/Odin's), each at most one battle (battle.max_steps for every figure of two
        # players) plus 200 small decisions, the discards; at most 15 turns (X: 30 red cubes, 2 a turn at the
        # slowest)
        from kleos.aom import battle

        n = self.num_players
        s = self.static
        o = self.options
        caps = {c: sum(u.cap(n, o.figure_caps) for u in s.units.values() if u.culture == c) for c in CULTURES}
        most = max(caps.values())
        fight = battle.max_steps(2 * most, 2 * max(sum(u.culture == c for u in s.units.values()) for c in CULTURES),
                                 1)
        # the 1:1 swaps of a Trade (DEC-9, option off): at most one per cube of the game's resources
        small = 200 if o.trade_single_give_colour else 200 + len(RESOURCES) * s.bank[n]
        per_turn = 3 + n * 16 + 4 * n * (fight + small) + n * 8
        return 2 + 13 * n + 16 * per_turn

    def board_data(self) -> dict[str, Any]:
        s = self.static
        return {
            "tiles": {k: {"terrain": t, "resource": r, "amount": a} for k, (t, r, a) in s.tile_kinds.items()},
            "spaces": s.spaces, "city_spaces": s.city_spaces,
            "buildings": s.buildings,
            "units": {u.id: {"culture": u.culture, "class": u.cls, "cost": u.cost, "hero_age": u.hero_age}
                      for u in s.units.values()},
            "cards": {c.id: {"culture": c.culture, "action": c.action, "value": c.value, "god": c.god,
                             "favor": c.favor, "count": c.count} for c in s.cards.values()},
            "hand_limits": list(s.hand_limits),
            # the data's names, message ids of the game's catalogue: the client translates them (t)
            "names": s.data.names(),
        }


def _rebuild(options: dict[str, Any]) -> Aom:
    from kleos.engine import load_game

    game = load_game("aom", **options)
    assert isinstance(game, Aom)
    return game
