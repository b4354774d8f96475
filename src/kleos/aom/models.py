"""Age of Mythology data files: the pydantic models of ``data/*.yaml`` and the closed sets of ids they use.

Every model is frozen and refuses unknown keys; :mod:`kleos.aom.data` reads the files with them, checks what
crosses entries and files, and builds the shared :class:`~kleos.aom.data.Static`. The status of a value is one
of the tags of the reference notes (aom.md 0): RB, SCAN, SINGLE, RECON or DEC-n.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints

from kleos.aom.effects import Effect

#: RB, SCAN, SINGLE, RECON or DEC-n (aom.md 0)
STATUS_PATTERN = r"^(RB|SCAN|SINGLE|RECON|DEC-[1-9][0-9]?)$"
Status = Annotated[str, StringConstraints(pattern=STATUS_PATTERN)]
#: the highest decision number of aom.md 4
LAST_DECISION = 54
CULTURES = ("greek", "egyptian", "norse")
#: resource cubes in the order of every cost tuple (aom.md 0: F, W, G, V)
RESOURCES = ("food", "wood", "gold", "favor")
#: the ages in order (rulebook §IV); an age is read as its index 0 .. 3
AGES = ("archaic", "classical", "heroic", "mythic")
CLASSES = ("mortal", "myth", "hero")
SUBTYPES = ("warrior", "archer", "cavalry", "giant", "giant_killer", "flyer")
#: the codable unit abilities of aom.md 2.3 (units.yaml's header says what each does)
SPECIALS = ("NEGATE_FORT", "DESTROY2", "THROW", "HYDRA", "WIN_TIES", "BERSERK", "MUMMIFY", "RESURRECTABLE",
            "RESURRECTOR", "SWAP", "SWAP_SUBSTITUTE", "VALKYRIE", "DWARF_MINER", "ROUT", "MIRROR", "REINFORCE")

Culture = Literal["greek", "egyptian", "norse"]
Resource = Literal["food", "wood", "gold", "favor"]
AgeId = Literal["archaic", "classical", "heroic", "mythic"]
TypeId = Literal["mortal", "myth", "hero", "warrior", "archer", "cavalry", "giant", "giant_killer", "flyer"]
Special = Literal["NEGATE_FORT", "DESTROY2", "THROW", "HYDRA", "WIN_TIES", "BERSERK", "MUMMIFY", "RESURRECTABLE",
                  "RESURRECTOR", "SWAP", "SWAP_SUBSTITUTE", "VALKYRIE", "DWARF_MINER", "ROUT", "MIRROR",
                  "REINFORCE"]
#: the seven actions, in the order of §V
ACTIONS = ("explore", "gather", "recruit", "build", "trade", "attack", "next_age")
TERRAINS = ("fertile", "forest", "hills", "mountains", "desert", "swamp")
TerrainId = Literal["fertile", "forest", "hills", "mountains", "desert", "swamp"]
Count = Annotated[int, Field(ge=0)]
CostModel = dict[Resource, Annotated[int, Field(ge=1)]]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


# ---------------------------------------------------------------------- flags.yaml
class FlagModel(_Model):
    id: str
    default: bool | int | str
    choices: list[bool | int | str]
    decision: Status
    status: Status


class FlagsFile(_Model):
    flags: list[FlagModel]


# ---------------------------------------------------------------------- units.yaml
class TypeModel(_Model):
    id: TypeId
    name: str
    class_: bool = Field(False, alias="class")


class BonusModel(_Model):
    vs: TypeId
    dice: Annotated[int, Field(ge=1)]
    flag: str | None = None  # the config flag that can change this line (aom.md 5)


class UnitModel(_Model):
    id: str
    name: str
    culture: Culture
    class_: Literal["mortal", "myth", "hero"] = Field(alias="class")
    subtypes: list[Literal["warrior", "archer", "cavalry", "giant", "giant_killer", "flyer"]] = Field(
        default=[], max_length=2)
    dice: Annotated[int, Field(ge=1)]
    bonus: list[BonusModel] = []
    specials: list[Special] = []
    resurrect_favor: Annotated[int, Field(ge=1)] | None = None
    cost: CostModel
    hero_age: AgeId | None = None
    status: Status | None = None
    status_of: dict[str, Status] = {}


class UnitsFile(_Model):
    status: Status
    types: list[TypeModel]
    units: list[UnitModel]


# ---------------------------------------------------------------------- buildings.yaml
class BuildingModel(_Model):
    id: str
    name: str
    cost: CostModel
    max: Annotated[int, Field(ge=1)] = 1
    age: AgeId | None = None
    effects: list[Effect]
    status_of: dict[str, Status] = {}


class BuildingsFile(_Model):
    status: Status
    effects_status: Status
    buildings: list[BuildingModel]


# ---------------------------------------------------------------------- ages.yaml
class AgeModel(_Model):
    id: AgeId
    name: str
    hand: Annotated[int, Field(ge=1)]
    status: Status


class AgesFile(_Model):
    ages: list[AgeModel]


# ---------------------------------------------------------------------- boards.yaml
class TerrainModel(_Model):
    id: TerrainId
    name: str


class BoardModel(_Model):
    id: Culture
    name: str
    colour: str
    city_spaces: Annotated[int, Field(ge=1)]
    production: list[list[TerrainId]]
    status: Status


class BoardsFile(_Model):
    terrains: list[TerrainModel]
    cultures: list[BoardModel]


# ---------------------------------------------------------------------- tiles.yaml
class TileModel(_Model):
    terrain: TerrainId
    resource: Resource
    amount: Annotated[int, Field(ge=1)]
    count: Annotated[int, Field(ge=1)]


class TilesFile(_Model):
    status: Status
    faces_status: Status
    tiles: list[TileModel]


# ---------------------------------------------------------------------- setup.yaml
class PlayersModel(_Model):
    min: int
    max: int
    status: Status


class ResourceModel(_Model):
    id: Resource
    name: str
    colour: str
    status: Status


class BankModel(_Model):
    by_players: dict[int, Annotated[int, Field(ge=1)]]
    status: Status


class VictoryCubesModel(_Model):
    count: Annotated[int, Field(ge=1)]
    status: Status


class StartModel(_Model):
    resources: dict[Resource, Count]
    per_mortal_type: Count
    age: AgeId
    status: Status


class DraftModel(_Model):
    tiles_per_player: Annotated[int, Field(ge=1)]
    passes: Annotated[int, Field(ge=1)]
    status: Status


class TurnModel(_Model):
    victory_placers: Annotated[int, Field(ge=1)]
    victory_placers_2p: Annotated[int, Field(ge=1)]
    spoilage_limit: Annotated[int, Field(ge=0)]
    rounds: Annotated[int, Field(ge=1)]
    status: Status


class BattleModel(_Model):
    six: Annotated[int, Field(ge=1, le=6)]
    holding_raid: Annotated[int, Field(ge=1)]
    max_destroyed: Annotated[int, Field(ge=1)]
    status: Status


class VictoryCardModel(_Model):
    id: Literal["largest_army", "most_buildings", "last_battle", "wonder"]
    name: str
    status: Status


class CapsModel(_Model):
    per_runner: dict[Literal["villager", "mortal", "myth", "hero"], Annotated[int, Field(ge=1)]]
    runners: dict[int, Annotated[int, Field(ge=1)]]
    max_villagers: Annotated[int, Field(ge=1)]
    status: Status
    status_of: dict[Literal["per_runner", "runners", "max_villagers"], Status] = {}


class SetupFile(_Model):
    players: PlayersModel
    resources: list[ResourceModel]
    victory_colour: str
    bank: BankModel
    victory_cubes: VictoryCubesModel
    start: StartModel
    draft: DraftModel
    turn: TurnModel
    battle: BattleModel
    victory_cards: list[VictoryCardModel]
    figure_caps: CapsModel


# ---------------------------------------------------------------------- cards.yaml
class ActionModel(_Model):
    id: Literal["explore", "gather", "recruit", "build", "trade", "attack", "next_age"]
    name: str


class CardModel(_Model):
    id: str
    action: Effect
    god: str | None = None
    count: Annotated[int, Field(ge=1)] = 1
    status: Status | None = None


class PermanentModel(_Model):
    status: Status
    cards: list[CardModel]


class CardsFile(_Model):
    actions: list[ActionModel]
    permanent: PermanentModel
    random: dict[Culture, list[CardModel]]


# ---------------------------------------------------------------------- gods.yaml
class GodModel(_Model):
    id: str
    name: str
    title: str | None = None
    culture: Culture
    favor: Annotated[int, Field(ge=1)]
    timing: Literal["now", "action", "turn"]
    effects: list[Effect] = Field(min_length=1)
    flags: list[str] = []
    status: Status | None = None
    status_of: dict[Literal["favor", "timing", "effects", "title"], Status] = {}


class GodsFile(_Model):
    status: Status
    gods: list[GodModel]
