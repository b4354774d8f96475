"""Sphactérie 425 BC component data: pydantic models of the YAML files in ``data/`` and the loader.

The files hold the zone map (rulebook 0.2, 3), the counters and leaders (1.1, 1.2), the stratagems (6), the
set-up and reinforcements (7) and the combat results table (4.2). Each value keeps its status (RULE, DERIVED,
RECON) from the reference notes. :func:`load` validates every file once (a bad file raises
:class:`~kleos.engine.DataError` naming the file, the entry and the reason) and returns one shared
:class:`Static` with the lookups the rules need precomputed.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from kleos.engine.data import data_error, read_yaml
from kleos.i18n import translator

_, ngettext = translator("sphacteria")

DATA_DIR = Path(__file__).with_name("data")
SIDES = ("ATH", "SPA")
Status = Literal["RULE", "DERIVED", "RECON"]
ZONE_KINDS = ("clear", "difficult", "beach", "sea", "strait")
LAND_KINDS = frozenset({"clear", "difficult", "beach"})
FRACTIONS = ("1/4", "1/2", "3/4")
RESULTS = ("R", "1/4", "1/2", "3/4", "A", "E")


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class ZoneModel(_Model):
    name: str
    kind: Literal["clear", "difficult", "beach", "sea", "strait"]
    status: Status
    x: float
    y: float
    port: bool = False
    narrow: bool = False
    island: bool = False
    victory: bool = False
    helot_resupply: bool = False
    cap: int | None = None
    cap_status: Status | None = None

    @field_validator("cap")
    @classmethod
    def _cap_positive(cls, v: int | None) -> int | None:
        if v is not None and v <= 0:
            raise ValueError("a strait cap must be positive")
        return v


class BaseBoxModel(_Model):
    name: str
    side: Literal["ATH", "SPA"]
    holds: Literal["land", "naval"]
    opens: list[str]
    x: float
    y: float


class FortModel(_Model):
    into: str
    from_: str = Field(alias="from")
    status: Status


class SupplyModel(_Model):
    zones: list[str]
    blockade: list[str]


class ZonesFile(_Model):
    zones: dict[str, ZoneModel]
    edges: dict[Literal["land_land", "sea_sea", "land_sea"], list[str]]
    bases: dict[str, BaseBoxModel]
    fortified: list[FortModel]
    supply: dict[Literal["pylos", "island"], SupplyModel]


class UnitModel(_Model):
    type: Literal["T", "H", "P", "A"]
    side: Literal["ATH", "SPA"]
    pf: int
    weak_pf: int
    star: bool
    status: Status
    band: Literal["messenian", "helot"] | None = None


class LeaderModel(_Model):
    name: str
    side: Literal["ATH", "SPA"]
    star: bool
    status: Status


class UnitsFile(_Model):
    units: dict[str, UnitModel]
    leaders: dict[str, LeaderModel]


class SetupModel(_Model):
    piece: str
    at: str
    weakened: bool = False


class GroupModel(_Model):
    side: Literal["ATH", "SPA"]
    pieces: dict[str, list[str]]
    turn: int | None = None
    stratagem: str | None = None
    removes: list[str] = []


class ScheduleFile(_Model):
    setup: list[SetupModel]
    groups: dict[str, GroupModel]


class FaceModel(_Model):
    name: str
    colour: Literal["ATH", "SPA", "grey"]
    colour_status: Status
    red: bool
    window: Literal["PRE", "COMBAT", "ACTION", "ADJ"]
    red_status: Status | None = None


class CounterModel(_Model):
    faces: list[str]
    status: Status


class StratagemsFile(_Model):
    faces: dict[str, FaceModel]
    counters: dict[str, CounterModel]


class ModifierModel(_Model):
    value: int
    text: str


class CrtFile(_Model):
    columns: list[str]
    ratios: list[list[int]]
    rows: dict[str, list[list[str]]]
    severity: list[str]
    die_modifiers: dict[str, ModifierModel]
    column_shifts: dict[str, ModifierModel]


@dataclass(frozen=True)
class Static:
    """Everything static, validated and precomputed; one instance shared by every state."""

    zones: dict[str, ZoneModel]
    bases: dict[str, BaseBoxModel]
    locs: tuple[str, ...]  # zones then bases
    adj: dict[str, tuple[str, ...]]  # location -> adjacent locations (bases included)
    fortified: frozenset[tuple[str, str]]  # (from, into)
    supply: dict[str, SupplyModel]
    units: dict[str, UnitModel]
    leaders: dict[str, LeaderModel]
    pieces: tuple[str, ...]  # units then leaders
    setup: tuple[SetupModel, ...]
    groups: dict[str, GroupModel]
    faces: dict[str, FaceModel]
    counters: dict[str, CounterModel]
    face_counter: dict[str, str]
    colour_faces: tuple[tuple[str, ...], ...]  # per seat: every face it may ever use (6)
    crt: CrtFile
    crt_rows: dict[int, tuple[tuple[str, str], ...]]
    # per piece index (units then leaders): side 0 ATH / 1 SPA, type T H P A or L (leader), star, band, PF
    p_index: dict[str, int]
    p_side: tuple[int, ...]
    p_type: tuple[str, ...]
    p_star: tuple[bool, ...]
    p_band: tuple[str | None, ...]
    p_pf: tuple[int, ...]
    p_wpf: tuple[int, ...]

    def is_land(self, loc: str) -> bool:
        z = self.zones.get(loc)
        return z is not None and z.kind in LAND_KINDS

    def is_sea(self, loc: str) -> bool:
        z = self.zones.get(loc)
        return z is not None and z.kind in ("sea", "strait")


_fail = functools.partial(data_error, "Sphactérie")


def _check_zones(zf: ZonesFile) -> tuple[dict[str, set[str]], frozenset[tuple[str, str]]]:
    f = "zones.yaml"
    if len(zf.zones) != 22:
        raise _fail(f, "zones", _("the map has 22 zones A-V (0.2), found {n}", n=len(zf.zones)))
    for zid, z in zf.zones.items():
        if (z.kind == "strait") != (z.cap is not None):
            raise _fail(f, f"zones.{zid}", _("a strait needs a cap and only a strait has one (3.2)"))
    if [z for z, m in zf.zones.items() if m.kind == "beach"] != ["V"]:
        raise _fail(f, "zones", _("V must be the only beach (3.1, 3.2)"))
    adj: dict[str, set[str]] = {z: set() for z in zf.zones}
    want = {"land_land": (True, True), "sea_sea": (False, False), "land_sea": (True, False)}
    for group, edges in zf.edges.items():
        for edge in edges:
            a, _sep, b = edge.partition("-")
            if a not in zf.zones or b not in zf.zones:
                raise _fail(f, f"edges.{group}.{edge}", _("names an unknown zone"))
            la, lb = zf.zones[a].kind in LAND_KINDS, zf.zones[b].kind in LAND_KINDS
            if (la, lb) != want[group]:
                raise _fail(f, f"edges.{group}.{edge}", _("the zones' kinds do not match the group {group}",
                                                                group=group))
            if b in adj[a]:
                raise _fail(f, f"edges.{group}.{edge}", _("edge listed twice"))
            adj[a].add(b)
            adj[b].add(a)
    for bid, base in zf.bases.items():
        for z in base.opens:
            if z not in zf.zones:
                raise _fail(f, f"bases.{bid}", _("opens into unknown zone {zone}", zone=z))
            land = zf.zones[z].kind in LAND_KINDS
            if land != (base.holds == "land"):
                raise _fail(f, f"bases.{bid}", _("a {holds} base cannot open into zone {zone}",
                                                         holds=base.holds, zone=z))
        adj[bid] = set(base.opens)
        for z in base.opens:
            adj[z].add(bid)
    forts = set()
    for i, fort in enumerate(zf.fortified):
        if fort.into not in adj or fort.from_ not in adj.get(fort.into, ()):
            raise _fail(f, f"fortified[{i}]", _("{origin} is not adjacent to {zone}", origin=fort.from_,
                                                                zone=fort.into))
        forts.add((fort.from_, fort.into))
    for key, sup in zf.supply.items():
        for z in sup.zones + sup.blockade:
            if z not in zf.zones:
                raise _fail(f, f"supply.{key}", _("unknown zone {zone}", zone=z))
    return adj, frozenset(forts)


@functools.lru_cache(maxsize=4)
def load(directory: Path = DATA_DIR) -> Static:
    """Read and validate every data file once; raises DataError naming file, entry and reason."""
    zf = read_yaml(directory / "zones.yaml", ZonesFile, "Sphactérie")
    uf = read_yaml(directory / "units.yaml", UnitsFile, "Sphactérie")
    sf = read_yaml(directory / "schedule.yaml", ScheduleFile, "Sphactérie")
    stf = read_yaml(directory / "stratagems.yaml", StratagemsFile, "Sphactérie")
    crt = read_yaml(directory / "crt.yaml", CrtFile, "Sphactérie")
    assert isinstance(zf, ZonesFile) and isinstance(uf, UnitsFile) and isinstance(sf, ScheduleFile)
    assert isinstance(stf, StratagemsFile) and isinstance(crt, CrtFile)
    adj, forts = _check_zones(zf)
    locs = tuple(zf.zones) + tuple(zf.bases)

    for uid, u in uf.units.items():
        if not uid.startswith(u.side + "-"):
            raise _fail("units.yaml", f"units.{uid}", _("the id must start with its side {side}-", side=u.side))
        if not 0 < u.weak_pf <= u.pf:
            raise _fail("units.yaml", f"units.{uid}", _("weakened PF must be positive and at most the full PF"))
        if u.band and u.type != "H":
            raise _fail("units.yaml", f"units.{uid}", _("only H units carry a Messenian/helot band (1)"))
        if u.band and u.band != ("messenian" if u.side == "ATH" else "helot"):
            raise _fail("units.yaml", f"units.{uid}", _("Messenians are Athenian and helots Spartan (1)"))
    pieces = tuple(uf.units) + tuple(uf.leaders)
    if len(set(pieces)) != len(pieces):
        raise _fail("units.yaml", "leaders", _("a leader id repeats a unit id"))

    placed: dict[str, str] = {}
    for i, s in enumerate(sf.setup):
        if s.piece not in pieces or s.at not in locs or s.piece in placed:
            raise _fail("schedule.yaml", f"setup[{i}]", _("unknown or repeated piece {piece} or location {zone}",
                                                                 piece=s.piece, zone=s.at))
        placed[s.piece] = "setup"
    for gid, g in sf.groups.items():
        if (g.turn is None) == (g.stratagem is None):
            raise _fail("schedule.yaml", f"groups.{gid}", _("a group has either a turn (RH) or a stratagem (RO)"))
        for where, plist in g.pieces.items():
            if where not in zf.bases or zf.bases[where].side != g.side:
                raise _fail("schedule.yaml", f"groups.{gid}", _("{base} is not a base of {side} (7)", base=where,
                                                                            side=g.side))
            for p in plist:
                if p not in pieces or p in placed:
                    raise _fail("schedule.yaml", f"groups.{gid}", _("unknown or already placed piece {piece}", piece=p))
                placed[p] = gid
        for p in g.removes:
            if p not in pieces:
                raise _fail("schedule.yaml", f"groups.{gid}", _("removes unknown piece {piece}", piece=p))
    missing = [p for p in pieces if p not in placed]
    if missing:
        raise _fail("schedule.yaml", "groups", _("pieces never deployed: {pieces}", pieces=missing))

    if sorted(stf.faces) != [f"S{i:02d}" for i in range(1, 23)]:
        raise _fail("stratagems.yaml", "faces", _("the faces must be exactly S01..S22 (6)"))
    face_counter: dict[str, str] = {}
    for cid, c in stf.counters.items():
        if len(c.faces) != 2:
            raise _fail("stratagems.yaml", f"counters.{cid}", _("a counter has exactly two faces (1.3)"))
        for face in c.faces:
            if face not in stf.faces or face in face_counter:
                raise _fail("stratagems.yaml", f"counters.{cid}", _("face {face} unknown or on two counters",
                                                                               face=face))
            face_counter[face] = cid
    if face_counter.get("S10") != face_counter.get("S20"):
        raise _fail("stratagems.yaml", "counters", _("faces S10 and S20 share one counter (2.A note)"))

    if len(crt.columns) != 7 or len(crt.ratios) != 7:
        raise _fail("crt.yaml", "columns", _("the table has 7 odds columns (4.2)"))
    rows: dict[int, tuple[tuple[str, str], ...]] = {}
    for key, cells in crt.rows.items():
        if len(cells) != 7 or any(len(c) != 2 or c[0] not in RESULTS or c[1] not in RESULTS for c in cells):
            raise _fail("crt.yaml", f"rows.{key}", _("a row has 7 cells of two results among R 1/4 1/2 3/4 A E"))
        rows[int(key)] = tuple((c[0], c[1]) for c in cells)
    if sorted(rows) != list(range(-1, 9)):
        raise _fail("crt.yaml", "rows", _("rows run from -1 (or less) to 8 (or more) (4.2)"))
    if crt.severity != list(RESULTS):
        raise _fail("crt.yaml", "severity", _("must be {results}", results=str(list(RESULTS))))

    return Static(
        zones=dict(zf.zones), bases=dict(zf.bases), locs=locs,
        adj={k: tuple(sorted(v)) for k, v in adj.items()}, fortified=forts, supply=dict(zf.supply),
        units=dict(uf.units), leaders=dict(uf.leaders), pieces=pieces, setup=tuple(sf.setup),
        groups=dict(sf.groups), faces=dict(stf.faces), counters=dict(stf.counters), face_counter=face_counter,
        colour_faces=tuple(tuple(sorted(f for f, m in stf.faces.items() if m.colour in (side, "grey")))
                           for side in SIDES),
        crt=crt, crt_rows=rows,
        p_index={p: i for i, p in enumerate(pieces)},
        p_side=tuple(SIDES.index((uf.units.get(p) or uf.leaders[p]).side) for p in pieces),
        p_type=tuple(uf.units[p].type if p in uf.units else "L" for p in pieces),
        p_star=tuple((uf.units.get(p) or uf.leaders[p]).star for p in pieces),
        p_band=tuple(uf.units[p].band if p in uf.units else None for p in pieces),
        p_pf=tuple(uf.units[p].pf if p in uf.units else 0 for p in pieces),
        p_wpf=tuple(uf.units[p].weak_pf if p in uf.units else 0 for p in pieces),
    )
