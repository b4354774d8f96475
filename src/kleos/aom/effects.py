"""The effect vocabulary of Age of Mythology's data: what a building, an action card or a god power does.

An effect is a ``kind`` plus a few parameters (``{kind: gather_bonus, resource: food, amount: 2}``). The kinds
are a small closed set: the rules interpret each kind once, generically, and a wrong card is a one-line fix in
its YAML file. Every model is frozen and refuses unknown parameters; an unknown kind is refused by the loader
naming the file and the entry. ``EFFECTS`` maps each kind to its model; ``EFFECT_USE`` says where a kind may
appear (``building``: owned, passive; ``action``: the action of a card; ``power``: a god power).

Timing of god powers (aom.md 3.4): a power is paid and resolved before the card's action; the kinds marked
"modifies the action" are declared then and applied during that action (DEC-15).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from kleos.i18n import translator

_, ngettext = translator("aom")

Resource = Literal["food", "wood", "gold", "favor"]
Amount = Annotated[int, Field(ge=1)]
Size = Annotated[int, Field(ge=0)]
ClassId = Literal["mortal", "myth", "hero"]
Target = Literal["any", "other"]  # any player, the card player included / another player (DEC-19)


class _Effect(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


# ---------------------------------------------------------------------- buildings (owned, passive; aom.md 2.7)
class Villagers(_Effect):
    """On placement: ``amount`` villagers from the supply into the holding area; destroyed: the owner removes as
    many (House, §V)."""

    kind: Literal["villagers"]
    amount: Amount


class Fortify(_Effect):
    """The owner, defending ``area``, rolls ``dice`` more in every encounter unless negated (Wall, Tower; §V)."""

    kind: Literal["fortify"]
    area: Literal["city", "production"]
    dice: Amount


class SpoilageLimit(_Effect):
    """The owner keeps up to ``amount`` cubes of each resource at spoilage (Storehouse; §V, §VII)."""

    kind: Literal["spoilage_limit"]
    amount: Amount


class TradeFee(_Effect):
    """Every Trade action of the owner has this fee instead of the card's (Market: 0; §V)."""

    kind: Literal["trade_fee"]
    amount: Size


class BattleCapBonus(_Effect):
    """The owner's side may commit ``amount`` more units in every battle (Armory; §V)."""

    kind: Literal["battle_cap_bonus"]
    amount: Amount


class BuildDiscount(_Effect):
    """Each building bought costs ``amount`` cubes less (the buyer picks them; floor 0). ``later_actions``: only
    in actions after the one that placed it (Quarry, §V). ``except``: building ids not discounted (Nephthys:
    houses). As a power it modifies the action."""

    kind: Literal["build_discount"]
    amount: Amount
    later_actions: bool = False
    except_: tuple[str, ...] = Field(default=(), alias="except")


class GatherBonus(_Effect):
    """+``amount`` cubes of ``resource`` from the bank each time the owner performs the Gather action of a card
    he played, whatever its kind (Monument, Granary, Gold Mint, Wood Workshop; §V, DEC-32)."""

    kind: Literal["gather_bonus"]
    resource: Resource
    amount: Amount


class NegateFort(_Effect):
    """When the owner attacks, the defender's ``fortify`` effects do not apply (Siege Engine Workshop; §V)."""

    kind: Literal["negate_fort"]


class DestroyOnWin(_Effect):
    """A won city attack destroys ``amount`` buildings instead of 1 (never more than 2; §VIII Attack)."""

    kind: Literal["destroy_on_win"]
    amount: Amount


class BuyVictory(_Effect):
    """During the owner's Trade action, after the exchange: any number of victory cubes from the bank at
    ``price`` cubes of ``resource`` each (Great Temple; §V, §X)."""

    kind: Literal["buy_victory"]
    resource: Resource
    price: Amount


class EndGame(_Effect):
    """Placing it ends the game at once; the builder takes the cubes on The Wonder card (§V, §X)."""

    kind: Literal["end_game"]


# ---------------------------------------------------------------------- card actions (§VIII; aom.md 2.4, 2.5)
class Explore(_Effect):
    """Draw ``per_player`` x P + ``plus`` tiles; the card player picks first, then the others (§VIII Explore)."""

    kind: Literal["explore"]
    per_player: Size
    plus: Size


class Gather(_Effect):
    """Every player gathers (§VIII Gather): ``choice`` = the card player names one terrain or one resource type;
    ``resource`` = tiles printing ``resource`` only; ``all`` = every tile."""

    kind: Literal["gather"]
    mode: Literal["choice", "resource", "all"]
    resource: Resource | None = None

    @model_validator(mode="after")
    def _resource_with_its_mode(self) -> Gather:
        if (self.mode == "resource") != (self.resource is not None):
            raise ValueError(_("a gather names a resource when, and only when, its mode is resource"))
        return self


class Build(_Effect):
    """Up to ``amount`` buildings (§VIII Build)."""

    kind: Literal["build"]
    amount: Amount


class Recruit(_Effect):
    """Up to ``amount`` units (§VIII Recruit)."""

    kind: Literal["recruit"]
    amount: Amount


class Trade(_Effect):
    """Pay ``fee`` cubes of the player's choice, then exchange (§VIII Trade, DEC-9, DEC-10)."""

    kind: Literal["trade"]
    fee: Size


class Attack(_Effect):
    """Attack an adjacent player with up to ``units`` units a side (§VIII Attack)."""

    kind: Literal["attack"]
    units: Amount


class NextAge(_Effect):
    """Pay ``cost[age]`` cubes of each resource to enter ``age`` (one age per action; §VIII Next Age)."""

    kind: Literal["next_age"]
    cost: dict[Literal["classical", "heroic", "mythic"], Size]


# ---------------------------------------------------------------------- god powers (aom.md 2.6)
class RemoveEnemyUnit(_Effect):
    """After both forces are revealed: ``amount`` opposing unit(s) of your choice go back to their owner's holding
    area; no unit left: you win the battle (Aphrodite). Modifies the action."""

    kind: Literal["remove_enemy_unit"]
    amount: Amount


class BattleCaps(_Effect):
    """This battle: your unit cap is ``own``, the opponent's ``other`` (each +Armory); ``null`` = no cap (Ares,
    Sekhmet: 8/6; Heimdall: none). Modifies the action."""

    kind: Literal["battle_caps"]
    own: Amount | None
    other: Amount | None


class BattleDice(_Effect):
    """This battle: each of your fighting units rolls ``amount`` more dice (Bragi). Modifies the action."""

    kind: Literal["battle_dice"]
    amount: Amount


class GrantSpecial(_Effect):
    """This battle: all your units have the unit ability ``special`` (Tyr: BERSERK). Modifies the action."""

    kind: Literal["grant_special"]
    special: str


class SaveFirstLoss(_Effect):
    """This battle: the first of your units to be eliminated (not thrown) stays in the battle (Isis).
    Modifies the action."""

    kind: Literal["save_first_loss"]


class ExtraPlay(_Effect):
    """You play ``amount`` more card(s) this turn after every player's third (Thoth, Odin; DEC-48)."""

    kind: Literal["extra_play"]
    amount: Amount


class FreeBuilding(_Effect):
    """Place one ``building`` free on a free city space, within its limits; not a Build slot (Hera, DEC-53)."""

    kind: Literal["free_building"]
    building: str


class DestroyBuilding(_Effect):
    """Destroy ``amount`` building(s) of a ``target`` player (Horus: any, your own included; Njord: other)."""

    kind: Literal["destroy_building"]
    target: Target
    amount: Amount


class ExplorePicks(_Effect):
    """You take and place ``amount`` of the drawn tiles before anyone else picks (Artemis, Ptah). Modifies the
    action."""

    kind: Literal["explore_picks"]
    amount: Amount


class ExploreExclusive(_Effect):
    """Only you pick a tile; the others pick none (Baldr). Modifies the action."""

    kind: Literal["explore_exclusive"]


class GatherPerTile(_Effect):
    """You gather ``amount`` more ``resource`` per tile printing ``resource`` that you gather (Dionysus 1, Ra 2).
    Modifies the action."""

    kind: Literal["gather_per_tile"]
    resource: Resource
    amount: Amount


class GatherExclusive(_Effect):
    """The other players gather nothing this action (Dionysus, Skadi). Modifies the action."""

    kind: Literal["gather_exclusive"]


class UnitForResources(_Effect):
    """Return one of your units of ``classes`` to your supply and take ``amount`` cubes of your choice from the
    bank (Hades; flag hades_mortal_only, DEC-2)."""

    kind: Literal["unit_for_resources"]
    classes: tuple[ClassId, ...]
    amount: Amount


class TakeResources(_Effect):
    """Take ``amount`` cubes of ``resource`` (``any``: your choice of types) from the bank (Poseidon, Freyja,
    Hermes, Forseti; DEC-18)."""

    kind: Literal["take_resources"]
    resource: Literal["food", "wood", "gold", "favor", "any"]
    amount: Amount


class KillUnit(_Effect):
    """One ``class_`` unit of a ``target`` player (holding or production area) goes to his supply (Thor)."""

    kind: Literal["kill_unit"]
    target: Target
    class_: ClassId = Field(alias="class")


class RemoveTile(_Effect):
    """One production tile of a ``target`` player (printing ``resource``, if given) goes back to the pool; its
    villager or Dwarf to the owner's holding area (Hephaestus: any; Hathor: another's food tile)."""

    kind: Literal["remove_tile"]
    target: Target
    resource: Resource | None = None


class FreeHero(_Effect):
    """Take one figure of your culture's hero of exactly your current age, free, if the age is Classical or later
    (Zeus, Osiris; DEC-16)."""

    kind: Literal["free_hero"]


class FreeUnits(_Effect):
    """Take ``amount`` figures free, any mix of the ``units`` types, into the holding area (Apollo, Hel)."""

    kind: Literal["free_units"]
    units: tuple[str, ...]
    amount: Amount


class ExchangeUnits(_Effect):
    """Exchange up to ``amount`` of your ``class_`` units in the holding area for ``unit`` figures, one for one
    (Anubis; DEC-52)."""

    kind: Literal["exchange_units"]
    class_: ClassId = Field(alias="class")
    unit: str
    amount: Amount


class RecruitPrice(_Effect):
    """Each ``class_`` unit recruited with this card costs exactly ``cost`` (Bast: mortals 1 food; DEC-51).
    Modifies the action."""

    kind: Literal["recruit_price"]
    class_: ClassId = Field(alias="class")
    cost: dict[Resource, Amount]


class StealResources(_Effect):
    """Take ``amount`` resource cubes of your choice from a ``target`` player's holding area, all if he has
    fewer; never victory cubes (Loki)."""

    kind: Literal["steal_resources"]
    target: Target
    amount: Amount


_MODELS: tuple[type[_Effect], ...] = (
    Villagers, Fortify, SpoilageLimit, TradeFee, BattleCapBonus, BuildDiscount, GatherBonus, NegateFort,
    DestroyOnWin, BuyVictory, EndGame,
    Explore, Gather, Build, Recruit, Trade, Attack, NextAge,
    RemoveEnemyUnit, BattleCaps, BattleDice, GrantSpecial, SaveFirstLoss, ExtraPlay, FreeBuilding, DestroyBuilding,
    ExplorePicks, ExploreExclusive, GatherPerTile, GatherExclusive, UnitForResources, TakeResources, KillUnit,
    RemoveTile, FreeHero, FreeUnits, ExchangeUnits, RecruitPrice, StealResources,
)
#: kind -> its model
EFFECTS: dict[str, type[_Effect]] = {m.model_fields["kind"].annotation.__args__[0]: m for m in _MODELS}  # type: ignore[union-attr]
_BUILDING = ("villagers", "fortify", "spoilage_limit", "trade_fee", "battle_cap_bonus", "build_discount",
             "gather_bonus", "negate_fort", "destroy_on_win", "buy_victory", "end_game")
_ACTION = ("explore", "gather", "build", "recruit", "trade", "attack", "next_age")
#: kind -> where it may appear: building, action, power (build_discount: a building's and Nephthys's)
EFFECT_USE: dict[str, frozenset[str]] = {
    k: frozenset({"building"} if k in _BUILDING else {"action"} if k in _ACTION else {"power"}) for k in EFFECTS}
EFFECT_USE["build_discount"] = frozenset({"building", "power"})

Effect = Annotated[
    Villagers | Fortify | SpoilageLimit | TradeFee | BattleCapBonus | BuildDiscount | GatherBonus | NegateFort
    | DestroyOnWin | BuyVictory | EndGame | Explore | Gather | Build | Recruit | Trade | Attack | NextAge
    | RemoveEnemyUnit | BattleCaps | BattleDice | GrantSpecial | SaveFirstLoss | ExtraPlay | FreeBuilding
    | DestroyBuilding | ExplorePicks | ExploreExclusive | GatherPerTile | GatherExclusive | UnitForResources
    | TakeResources | KillUnit | RemoveTile | FreeHero | FreeUnits | ExchangeUnits | RecruitPrice | StealResources,
    Field(discriminator="kind"),
]
