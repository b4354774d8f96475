"""Hellas component data: pydantic models of the YAML files in ``data/`` and the loader.

The files hold the hex map (rulebook 3.1, 3.2, 9.1, 11, 15), the development chart (9.6), the cost table and
unit statistics (9.1-9.8, 10, 12), the stability, goods, supply and control tracks (2, 6, 9.5, 10, 11, 17,
18.8), the set-up (4, 13, 15, 17) and the New Armies block sets. Each value keeps its status (RULE, DERIVED,
RECON) from the reference notes. :func:`load` validates every file once (a bad file raises
:class:`~kleos.engine.DataError` naming the file, the entry and the reason) and returns one shared
:class:`Static` whose lookups (hex indices, neighbours, barriers, income tables) the rules read on hot paths.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from kleos.engine.data import data_error, read_yaml
from kleos.i18n import N_, Message, Text, translator

_, ngettext = translator("hellas")

DATA_DIR = Path(__file__).with_name("data")
Status = Literal["RULE", "DERIVED", "RECON"]
TRACKS = ("military", "fleet", "economy", "culture")
SIDE_KEYS = ("sparta", "athens")
GOODS_CLASSES = ("supply", "luxury", "other")
#: terrain codes, indexed by :attr:`Static.terrain`
SEA, COAST, LAND, MOUNTAIN, ISLAND = 0, 1, 2, 3, 4
TERRAINS = {"sea": SEA, "coast": COAST, "land": LAND, "mountain": MOUNTAIN, "island": ISLAND}
#: axial neighbour offsets of a flat-top hex grid
NEIGHBOURS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


# ---------------------------------------------------------------------- map.yaml
class RegionModel(_Model):
    name: str
    kind: Literal["province", "island"]
    steps: int
    status: Status


class HexModel(_Model):
    id: str
    q: int
    r: int
    terrain: Literal["coast", "land", "mountain", "island"]
    region: str
    name: str | None = None  # the site's name
    good: str | None = None
    city: bool = False
    marks: list[str] = []
    status: Status = "RECON"

    @field_validator("id")
    @classmethod
    def _id_shape(cls, v: str) -> str:
        if len(v) != 4 or not v.isdigit():
            raise ValueError(_("a hex id is the four digits CCRR"))
        return v


class MapFile(_Model):
    status: Status
    regions: list[RegionModel]
    land: list[HexModel]
    sea: list[list[str]]
    sikelia_sea: list[str]
    barriers: list[tuple[str, str]]


# ---------------------------------------------------------------------- development.yaml
class Requirement(_Model):
    culture: int = 0
    economy: int = 0
    goods: list[str] = []
    luxury: int = 0


class PhaseModel(_Model):
    phase: int
    first: int
    name: str
    status: Status
    requires: Requirement
    requires_status: Status


class BoxModel(_Model):
    box: int
    cost: int = Field(ge=1)  # 9.6: every box is paid for
    status: Status
    combat: int | None = None
    combat_status: Status | None = None


class TrackModel(_Model):
    golden_age: int
    phases: list[PhaseModel]
    boxes: list[BoxModel]


class DevelopmentFile(_Model):
    military: TrackModel
    fleet: TrackModel
    economy: TrackModel
    culture: TrackModel
    culture_box0_combat: int


# ---------------------------------------------------------------------- costs.yaml
class PriceModel(_Model):
    track: Literal["military", "fleet", "economy", "culture"]
    by_phase: list[int | None]
    status: dict[int, Status]

    @field_validator("by_phase")
    @classmethod
    def _five(cls, v: list[int | None]) -> list[int | None]:
        if len(v) != 5:
            raise ValueError(_("a price is given for the phases 0, I, II, III and IV"))
        return v


class StatsModel(_Model):
    mp: list[int]
    cv: list[int]


class CostsFile(_Model):
    prices: dict[str, PriceModel]
    legion: StatsModel
    ship: StatsModel
    fixed: dict[str, int]


# ---------------------------------------------------------------------- tracks.yaml
class StabilityModel(_Model):
    min: int
    max: int
    combat: dict[int, int]
    status: Status


class GoodModel(_Model):
    label: str  # as the rulebook writes it: GRAIN
    class_: Literal["supply", "luxury", "other"]
    base: int
    status: Status

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    def __init__(self, **data: object) -> None:
        if "class" in data:
            data["class_"] = data.pop("class")
        super().__init__(**data)


class SupplyModel(_Model):
    base: int
    per_post: int
    max_posts: int


class ControlModel(_Model):
    boxes: int
    dark: dict[Literal["island", "province"], list[int]]
    light: dict[Literal["island", "province"], list[int]]
    status: Status


class TracksFile(_Model):
    stability: StabilityModel
    goods: dict[str, GoodModel]
    goods_boxes: int
    economy_bonus: list[int]
    supply: SupplyModel
    control: ControlModel


# ---------------------------------------------------------------------- setup.yaml, blocks.yaml
class SideModel(_Model):
    seat: int
    capital: str
    order: int
    treasury: int
    stability: int
    pieces: dict[Literal["legions", "ships", "posts"], int]
    limits: dict[Literal["legions", "ships", "fortresses", "posts", "monuments", "armies", "fleets"], int]
    barred: list[str]
    status: Status


class NeutralModel(_Model):
    syracuse_fortress: str
    syracuse_legions: int
    purple_fortresses: list[str]
    purple_legions: list[str]


class StandardModel(_Model):
    posts: list[str]
    legions: list[str]
    ships: list[str]
    aboard: list[str]


class SetupFile(_Model):
    sides: dict[Literal["sparta", "athens"], SideModel]
    neutral: NeutralModel
    standard: dict[Literal["sparta", "athens"], StandardModel]


class BlockSetModel(_Model):
    army: list[int]
    fleet: list[int]
    status: Status


class BlocksFile(_Model):
    sparta: BlockSetModel
    athens: BlockSetModel


# ---------------------------------------------------------------------- the shared static data
@dataclass
class Track:
    """One development track, read once: the cost, phase and combat modifier of every box (index 0 = beside box 1)."""

    name: str
    golden_age: int
    cost: list[int]  # cost[b] to enter box b (cost[0] unused)
    phase: list[int]  # phase[b]: 0 .. 4 (the Golden Age box is phase 4)
    firsts: dict[int, int]  # first box of each phase 1..4
    names: dict[int, str]
    requires: dict[int, Requirement]  # by the phase's first box
    combat: list[int] = field(default_factory=list)  # culture only: the box's combat modifier


@dataclass
class Static:
    """Every component fact the rules read, validated and indexed once; shared by every state."""

    ids: list[str]  # hex index -> id "CCRR"
    index: dict[str, int]
    q: list[int]
    r: list[int]
    terrain: list[int]
    neighbours: list[tuple[int, ...]]
    barrier: frozenset[tuple[int, int]]  # both orders
    sikelia_sea: frozenset[int]
    region: list[int]  # -1 for sea
    region_names: list[str]
    region_kind: list[str]
    region_steps: list[int]
    region_goods_hexes: list[tuple[int, ...]]
    region_goods_sets: list[frozenset[int]]
    site: list[str | None]
    labels: list[Text]  # how people read each hex: see name()
    good: list[str | None]
    city: list[bool]
    by_site: dict[str, int]
    status: dict[int, str]  # hexes whose status is not the map's default
    land_hexes: tuple[int, ...]
    goods_hexes: tuple[int, ...]
    tracks: dict[str, Track]
    prices: dict[str, list[int | None]]
    price_tracks: dict[str, str]
    legion_mp: list[int]
    legion_cv: list[int]
    ship_mp: list[int]
    ship_cv: list[int]
    fixed: dict[str, int]
    stability_min: int
    stability_max: int
    stability_combat: dict[int, int]
    goods: list[str]
    good_class: dict[str, str]
    good_label: dict[str, str]  # the good as people read it (a message id): "GRAIN"
    income: dict[str, list[int]]  # income[good][n], n = 0 .. goods_boxes
    goods_boxes: int
    economy_bonus: list[int]  # cumulative bonus by economy phase
    supply_base: int
    supply_per_post: int
    supply_max_posts: int
    laurels: dict[str, dict[str, tuple[int, ...]]]  # "dark"/"light" -> kind -> boxes
    control_boxes: int
    sides: list[SideModel]  # by seat
    capitals: tuple[int, int]  # hex of each seat's capital
    barred: tuple[frozenset[int], frozenset[int]]  # regions each seat may not set up in
    neutral: NeutralModel
    standard: list[StandardModel]  # by seat
    blocks: list[BlockSetModel]  # by seat
    sikelia: int  # region index of Sikelia
    sikelia_goods: tuple[int, ...]
    syracuse: int  # hex of the Syracusan fortress
    purple_forts: tuple[int, ...]
    purple_legions: tuple[int, ...]
    setup_distance: list[dict[int, int]]  # 4.2: hexes from each capital by land
    raw: dict[str, object] = field(default_factory=dict)
    #: messages built from this data and shared (refusals.once): a hex's name is this data's
    messages: dict[tuple[object, ...], Message] = field(default_factory=dict)

    def name(self, h: int) -> Text:
        """How people read a hex (a message): its site ("Athenai"), or where it lies ("Thessalia, near Pherai",
        "the sea off Pylos"); never its number, which stays the hex's id in actions and views."""
        return self.labels[h]

    def site_name(self, h: int) -> Text:
        """A hex's site alone ("Athenai", a message), or where it lies when it has none (:meth:`name`)."""
        site = self.site[h]
        return _(site) if site else self.labels[h]

    def good_name(self, h: int) -> Message:
        """The good of hex ``h`` as the rulebook writes it ("GRAIN", a message); ``h`` must have one."""
        good = self.good[h]
        assert good is not None, "a hex without a good"
        return _(self.good_label[good])

    def distance(self, a: int, b: int) -> int:
        dq = self.q[a] - self.q[b]
        dr = self.r[a] - self.r[b]
        return max(abs(dq), abs(dr), abs(dq + dr))


#: the eight points of the compass, from the east clockwise (the map's y grows southwards)
COMPASS = (N_("east"), N_("south-east"), N_("south"), N_("south-west"), N_("west"), N_("north-west"), N_("north"),
           N_("north-east"))


def compass(q: list[int], r: list[int], frm: int, to: int) -> str:
    """The point of the compass (a message id) in which hex ``to`` lies seen from hex ``frm`` (flat-top hexes)."""
    dx = 1.5 * (q[to] - q[frm])
    dy = math.sqrt(3) * ((r[to] + q[to] / 2) - (r[frm] + q[frm] / 2))
    return COMPASS[int(((math.degrees(math.atan2(dy, dx)) + 22.5) % 360) // 45)]


def _hex_labels(ids: list[str], q: list[int], r: list[int], terrain: list[int], site: list[str | None],
                region: list[int], region_names: list[str]) -> list[Text]:
    """How people read each hex, without its number: a site by its name ("Messene"); a land hex without one by
    its region and the nearest site of it ("Thessalia, near Pherai"); a sea hex by the nearest site ("the sea off
    Pylos", or "the open sea west of Motya" farther than two hexes out)."""

    def dist(a: int, b: int) -> int:
        dq, dr = q[a] - q[b], r[a] - r[b]
        return max(abs(dq), abs(dr), abs(dq + dr))

    names = {h: _(name) for h, name in enumerate(site) if name}
    out: list[Text] = []
    for h in range(len(site)):
        if h in names:
            out.append(names[h])
            continue
        if terrain[h] != SEA and region[h] >= 0:
            near = [k for k in names if region[k] == region[h]] or list(names)
            k = min(near, key=lambda k: (dist(h, k), ids[k]))
            out.append(_("{region}, near {site}", region=_(region_names[region[h]]), site=names[k]))
            continue
        k = min(names, key=lambda k: (dist(h, k), ids[k]))
        if dist(h, k) <= 2:
            out.append(_("the sea off {site}", site=names[k]))
        else:
            out.append(_("the open sea {direction} of {site}", direction=_(compass(q, r, k, h)), site=names[k]))
    return out


def _land_distances(terrain: list[int], neighbours: list[tuple[int, ...]], barrier: frozenset[tuple[int, int]],
                    capital: int) -> dict[int, int]:
    """4.2: hexes from a capital counting only through land and coast hexes (never sea), without crossing a
    blue barrier (reference ambiguity 31; mountains are land hexes, each hex counts one)."""
    dist = {capital: 0}
    frontier = [capital]
    while frontier:
        nxt = []
        for a in frontier:
            for b in neighbours[a]:
                if b in dist or terrain[b] not in (COAST, LAND, MOUNTAIN) or (a, b) in barrier:
                    continue
                dist[b] = dist[a] + 1
                nxt.append(b)
        frontier = nxt
    return dist


_fail = functools.partial(data_error, "Hellas")


def _load_tracks(dev: DevelopmentFile) -> dict[str, Track]:
    tracks: dict[str, Track] = {}
    for name in TRACKS:
        t: TrackModel = getattr(dev, name)
        boxes = sorted(t.boxes, key=lambda b: b.box)
        if [b.box for b in boxes] != list(range(1, t.golden_age + 1)):
            raise _fail("development.yaml", name, _("the boxes must be numbered 1 .. {last} (the Golden Age)",
                                                    last=t.golden_age))
        phases = sorted(t.phases, key=lambda p: p.phase)
        if [p.phase for p in phases] != [1, 2, 3, 4] or phases[0].first != 1:
            raise _fail("development.yaml", name, _("phases 1 .. 4 are needed, phase 1 starting at box 1"))
        firsts = {p.phase: p.first for p in phases}
        if not all(firsts[i] < firsts[i + 1] for i in (1, 2, 3)) or firsts[4] >= t.golden_age:
            raise _fail("development.yaml", name, _("phase first boxes must increase and precede the Golden Age"))
        phase = [0] * (t.golden_age + 1)
        for b in range(1, t.golden_age + 1):
            phase[b] = max(p for p, first in firsts.items() if first <= b)
        combat: list[int] = []
        if name == "culture":
            if any(b.combat is None for b in boxes):
                raise _fail("development.yaml", "culture", _("every culture box needs its combat modifier"))
            combat = [dev.culture_box0_combat] + [int(b.combat or 0) for b in boxes]
        for p in phases:
            for other in (p.requires.culture and "culture", p.requires.economy and "economy"):
                if other and other == name:
                    raise _fail("development.yaml", f"{name} phase {p.phase}", _("a track cannot require itself"))
        tracks[name] = Track(name, t.golden_age, [0] + [b.cost for b in boxes], phase, firsts,
                             {p.phase: p.name for p in phases}, {p.first: p.requires for p in phases}, combat)
    return tracks


@functools.lru_cache(maxsize=4)
def load(directory: Path = DATA_DIR) -> Static:
    """Read and validate every data file once; raises DataError naming file, entry and reason."""
    mp: MapFile = read_yaml(directory / "map.yaml", MapFile, "Hellas")
    dev: DevelopmentFile = read_yaml(directory / "development.yaml", DevelopmentFile, "Hellas")
    costs: CostsFile = read_yaml(directory / "costs.yaml", CostsFile, "Hellas")
    tr: TracksFile = read_yaml(directory / "tracks.yaml", TracksFile, "Hellas")
    su: SetupFile = read_yaml(directory / "setup.yaml", SetupFile, "Hellas")
    bl: BlocksFile = read_yaml(directory / "blocks.yaml", BlocksFile, "Hellas")

    # --- the map
    region_names = [m.name for m in mp.regions]
    region_ix = {n: i for i, n in enumerate(region_names)}
    if len(region_ix) != len(region_names):
        raise _fail("map.yaml", "regions", _("a region is listed twice"))
    ids: list[str] = []
    rows: list[tuple[int, int, int, HexModel | None]] = []
    seen: set[str] = set()
    for h in mp.land:
        if h.id in seen:
            raise _fail("map.yaml", f"land ({h.id})", _("the hex is listed twice"))
        col, row = h.q, h.r + (h.q - (h.q & 1)) // 2
        hex_id = f"{col:02d}{row:02d}"
        if hex_id != h.id:
            raise _fail("map.yaml", f"land ({h.id})", _("q, r = {q}, {r} is hex {hex}, not {id}", q=h.q, r=h.r,
                                                             hex=hex_id, id=h.id))
        if h.region not in region_ix:
            raise _fail("map.yaml", f"land ({h.id})", _("unknown region {region!r}", region=h.region))
        if h.good is not None and h.good not in tr.goods:
            raise _fail("map.yaml", f"land ({h.id})", _("unknown good {good!r}", good=h.good))
        if h.terrain == "mountain" and (h.good or h.city):
            raise _fail("map.yaml", f"land ({h.id})", _("a mountain holds no good and no city (reference 7.1)"))
        if h.city and not h.good:
            raise _fail("map.yaml", f"land ({h.id})",
                        _("every city has a good (a fortress replaces a trading post)"))
        seen.add(h.id)
        rows.append((h.q, h.r, TERRAINS[h.terrain], h))
    for line in mp.sea:
        for sid in line:
            if sid in seen:
                raise _fail("map.yaml", f"sea ({sid})", _("the hex is listed twice (land or sea)"))
            if len(sid) != 4 or not sid.isdigit():
                raise _fail("map.yaml", f"sea ({sid})", _("a hex id is the four digits CCRR"))
            seen.add(sid)
            col, row = int(sid[:2]), int(sid[2:])
            rows.append((col, row - (col - (col & 1)) // 2, SEA, None))
    rows.sort(key=lambda t: (t[0], t[1] + (t[0] - (t[0] & 1)) // 2))
    q: list[int] = []
    r: list[int] = []
    terrain: list[int] = []
    region: list[int] = []
    site: list[str | None] = []
    good: list[str | None] = []
    city: list[bool] = []
    status: dict[int, str] = {}
    marks: dict[int, list[str]] = {}
    for i, (hq, hr, ter, model) in enumerate(rows):
        col, row = hq, hr + (hq - (hq & 1)) // 2
        ids.append(f"{col:02d}{row:02d}")
        q.append(hq)
        r.append(hr)
        terrain.append(ter)
        region.append(region_ix[model.region] if model else -1)
        site.append(model.name if model else None)
        good.append(model.good if model else None)
        city.append(model.city if model else False)
        if model is not None:
            marks[i] = model.marks
            if model.status != mp.status:
                status[i] = model.status
    index = {h: i for i, h in enumerate(ids)}
    at = {(q[i], r[i]): i for i in range(len(ids))}
    neighbours = [tuple(at[(q[i] + dq, r[i] + dr)] for dq, dr in NEIGHBOURS if (q[i] + dq, r[i] + dr) in at)
                  for i in range(len(ids))]
    for i, ter in enumerate(terrain):
        if ter == COAST and not any(terrain[n] == SEA for n in neighbours[i]):
            raise _fail("map.yaml", f"land ({ids[i]})", _("a coast hex must touch a sea hex"))
        if ter in (LAND, MOUNTAIN) and any(terrain[n] == SEA for n in neighbours[i]):
            raise _fail("map.yaml", f"land ({ids[i]})", _("an inland hex touches the sea: it is a coast hex"))
    barrier: set[tuple[int, int]] = set()
    for a, b in mp.barriers:
        if a not in index or b not in index:
            raise _fail("map.yaml", f"barriers ({a}, {b})", _("a barrier joins two hexes of the map"))
        ia, ib = index[a], index[b]
        if ib not in neighbours[ia] or terrain[ia] == SEA or terrain[ib] == SEA:
            raise _fail("map.yaml", f"barriers ({a}, {b})", _("a barrier is a hexside between two land hexes"))
        barrier.update({(ia, ib), (ib, ia)})
    sik_sea = set()
    for sid in mp.sikelia_sea:
        if sid not in index or terrain[index[sid]] != SEA:
            raise _fail("map.yaml", f"sikelia_sea ({sid})", _("not a sea hex of the map"))
        sik_sea.add(index[sid])
    by_site: dict[str, int] = {}
    for i, name in enumerate(site):
        if name:
            if name in by_site:
                raise _fail("map.yaml", f"land ({ids[i]})", _("site {name!r} is named twice", name=name))
            by_site[name] = i
    region_goods = [tuple(i for i in range(len(ids)) if region[i] == k and good[i]) for k in range(len(region_names))]
    for k, hexes in enumerate(region_goods):
        if not hexes:
            raise _fail("map.yaml", f"regions ({region_names[k]})",
                        _("a region needs a goods hex to be controlled (11)"))

    # --- tracks and tables
    tracks = _load_tracks(dev)
    for name, req_phases in ((n, tracks[n].requires) for n in TRACKS):
        for first, req in req_phases.items():
            for g in req.goods:
                if g not in tr.goods:
                    raise _fail("development.yaml", f"{name} box {first}", _("unknown good {good!r}", good=g))
    for item in ("legion", "ship", "fortress", "trading_post", "monument", "stability", "armistice", "upkeep",
                 "opponent_stability"):
        if item not in costs.prices:
            raise _fail("costs.yaml", "prices", _("the price of {item!r} is missing", item=item))
    for stats in ("legion", "ship"):
        s = getattr(costs, stats)
        if len(s.mp) != 5 or len(s.cv) != 5:
            raise _fail("costs.yaml", stats, _("MP and CV are given for the phases 0, I, II, III and IV"))
    need = ("fortress_cv", "destroy_fortress", "destroy_monument", "cv_per_hit", "mountain_defence",
            "neutral_legion_cv", "neutral_fortress_cv", "leader_cv", "leader_mp", "sikelia_sea_mp",
            "sikelia_sea_fleet_phase", "contest_fleet_phase", "monument_culture_phase", "max_monuments",
            "extra_post_economy_phase", "armistice_turns", "refuse_armistice", "capital_conquered")
    for key in need:
        if key not in costs.fixed:
            raise _fail("costs.yaml", "fixed", _("{key!r} is missing", key=key))
    st = tr.stability
    if set(st.combat) != set(range(st.min, st.max + 2)):
        raise _fail("tracks.yaml", "stability.combat",
                    _("a modifier is needed for every position {first} .. {last}", first=st.min, last=st.max + 1))
    income = {g: [n * m.base + n * (n - 1) // 2 for n in range(tr.goods_boxes + 1)] for g, m in tr.goods.items()}
    bonus = [sum(tr.economy_bonus[: p + 1]) for p in range(5)]
    laurels = {shade: {kind: tuple(boxes) for kind, boxes in getattr(tr.control, shade).items()}
               for shade in ("dark", "light")}

    # --- set-up
    sides = sorted(su.sides.values(), key=lambda s: s.seat)
    if [s.seat for s in sides] != [0, 1]:
        raise _fail("setup.yaml", "sides", _("the seats are 0 (Sparta) and 1 (Athens)"))
    for key, side in su.sides.items():
        if side.capital not in by_site:
            raise _fail("setup.yaml", f"sides.{key}", _("unknown capital {site!r}", site=side.capital))
        for reg in side.barred:
            if reg not in region_ix:
                raise _fail("setup.yaml", f"sides.{key}", _("unknown region {region!r}", region=reg))
    for key, std in su.standard.items():
        for name in (*std.posts, *std.legions, *std.ships, *std.aboard):
            if name not in by_site:
                raise _fail("setup.yaml", f"standard.{key}", _("unknown site {site!r}", site=name))
    neutral = su.neutral
    for name in (neutral.syracuse_fortress, *neutral.purple_fortresses, *neutral.purple_legions):
        if name not in by_site:
            raise _fail("setup.yaml", "neutral", _("unknown site {site!r}", site=name))
    if "Sikelia" not in region_ix:
        raise _fail("map.yaml", "regions", _("Sikelia (3.2, 9.1.2, 15.1) is missing"))
    sikelia = region_ix["Sikelia"]
    for key in SIDE_KEYS:
        blocks: BlockSetModel = getattr(bl, key)
        if len(blocks.army) + len(blocks.fleet) != 26 or min(blocks.army + blocks.fleet) < 1:
            raise _fail("blocks.yaml", key, _("a colour has 26 blocks, each of value 1 or more (New Armies intro)"))
    return Static(
        ids=ids, index=index, q=q, r=r, terrain=terrain, neighbours=neighbours, barrier=frozenset(barrier),
        sikelia_sea=frozenset(sik_sea), region=region, region_names=region_names,
        region_kind=[m.kind for m in mp.regions], region_steps=[m.steps for m in mp.regions],
        region_goods_hexes=region_goods, region_goods_sets=[frozenset(x) for x in region_goods],
        site=site, labels=_hex_labels(ids, q, r, terrain, site, region, region_names), good=good, city=city,
        by_site=by_site, status=status,
        land_hexes=tuple(i for i, t in enumerate(terrain) if t != SEA),
        goods_hexes=tuple(i for i, g in enumerate(good) if g),
        tracks=tracks, prices={k: list(v.by_phase) for k, v in costs.prices.items()},
        price_tracks={k: v.track for k, v in costs.prices.items()},
        legion_mp=list(costs.legion.mp), legion_cv=list(costs.legion.cv), ship_mp=list(costs.ship.mp),
        ship_cv=list(costs.ship.cv), fixed=dict(costs.fixed), stability_min=st.min, stability_max=st.max,
        stability_combat=dict(st.combat), goods=list(tr.goods), good_class={g: m.class_ for g, m in tr.goods.items()},
        good_label={g: m.label for g, m in tr.goods.items()},
        income=income, goods_boxes=tr.goods_boxes, economy_bonus=bonus, supply_base=tr.supply.base,
        supply_per_post=tr.supply.per_post, supply_max_posts=tr.supply.max_posts, laurels=laurels,
        control_boxes=tr.control.boxes, sides=sides,
        capitals=(by_site[sides[0].capital], by_site[sides[1].capital]),
        barred=(frozenset(region_ix[x] for x in sides[0].barred), frozenset(region_ix[x] for x in sides[1].barred)),
        neutral=neutral, standard=[su.standard["sparta"], su.standard["athens"]], blocks=[bl.sparta, bl.athens],
        sikelia=sikelia, sikelia_goods=region_goods[sikelia], syracuse=by_site[neutral.syracuse_fortress],
        purple_forts=tuple(by_site[n] for n in neutral.purple_fortresses),
        purple_legions=tuple(by_site[n] for n in neutral.purple_legions),
        setup_distance=[_land_distances(terrain, neighbours, frozenset(barrier), by_site[side.capital])
                        for side in sides],
        raw={"marks": {ids[i]: m for i, m in marks.items() if m}},
    )
