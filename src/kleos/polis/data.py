"""Component data of Polis, validated at load (rulebook p.2-4, p.7, p.10-11, p.14, p.18-19).

Every YAML file in ``data/`` is read once into pydantic models and cross-checked; a bad file raises
:class:`kleos.engine.DataError` naming the file, the entry and the reason. The status of each value
(RULE / S1 / DERIVED / RECON, see ``docs/games/polis.md``) is kept in the data files.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from kleos.engine import DataError
from kleos.engine.data import read_yaml
from kleos.i18n import translator

_, ngettext = translator("polis")

DATA_DIR = Path(__file__).parent / "data"
GOODS = ("metal", "wood", "wine", "oil", "silver", "wheat")
G = {g: i for i, g in enumerate(GOODS)}
SIDES = ("S", "A")  # seat 0 = Sparta, seat 1 = Athens
YIELD = (0, 1, 3, 6, 10, 15)  # rulebook p.10: 1/3/6/10/15 goods for 1..5 hoplites on a row
ROW_LENGTH = {1: 1, 3: 2, 6: 3, 10: 4, 15: 5}
PROJECT_TYPES = ("philosopher", "artist", "temple", "theatre", "statue", "festival", "games")
ROUND_TYPES = {"3": (3, 3), "4": (4, 4), "5": (5, 5), "5a": (5, 5), "5b": (5, 5)}  # capacity, cargo value


class _M(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Territory(_M):
    id: str
    name: str
    seas: list[str] = Field(min_length=1)
    home: Literal["S", "A"] | None = None
    x: float
    y: float
    status: str


class Sea(_M):
    id: str
    name: str
    x: float
    y: float
    status: str


class Diolkos(_M):
    polis: str
    seas: list[str] = Field(min_length=2, max_length=2)


class MapFile(_M):
    territories: list[Territory] = Field(min_length=12, max_length=12)
    land_edges: list[tuple[str, str]]
    seas: list[Sea] = Field(min_length=5, max_length=5)
    sea_edges: list[tuple[str, str]]
    diolkos: Diolkos


class Polis(_M):
    id: str
    name: str
    territory: str | None
    base: int = Field(ge=1, le=5)
    growth: int = Field(ge=1)
    max: int
    ports: list[str]
    types: list[str]
    merchant: Literal["S", "A"] | None = None
    capital: Literal["S", "A"] | None = None
    x: float
    y: float
    status: str

    @model_validator(mode="after")
    def _check(self) -> Polis:
        if self.max < self.base:
            raise ValueError("maximum population below base population")
        if self.territory is None and not self.ports:
            raise ValueError("a polis with no territory needs a port")
        for t in self.types:
            if t not in PROJECT_TYPES:
                raise ValueError(f"unknown project type {t!r}")
        return self


class PolisFile(_M):
    poleis: list[Polis] = Field(min_length=18, max_length=18)


class Cargo(_M):
    value: Literal[3, 4, 5]
    demand: Literal["metal", "wood", "wine", "oil"]
    payout: Literal["wheat", "silver"]


class Market(_M):
    id: str
    name: str
    sea: str
    x: float
    y: float
    status: str
    cargoes: list[Cargo] = Field(min_length=1, max_length=3)


class Port(_M):
    seas: list[str]
    poleis: list[str]
    x: float
    y: float
    status: str


class Shortcut(_M):
    polis: str
    market: str


class MarketFile(_M):
    ports: dict[Literal["S", "A"], Port]
    markets: list[Market] = Field(min_length=5, max_length=5)
    shortcuts: list[Shortcut]
    value_table: dict[int, list[int]]
    value_table_status: str
    start_column: int = Field(ge=1)
    collection: dict[str, dict[str, int]]
    collection_status: str

    @model_validator(mode="after")
    def _check(self) -> MarketFile:
        if sorted(self.value_table) != [3, 4, 5] or len({len(r) for r in self.value_table.values()}) != 1:
            raise ValueError("the value table needs rows 3, 4, 5 of equal length")
        for terr, row in self.collection.items():
            for good, top in row.items():
                if good not in GOODS or top not in ROW_LENGTH:
                    raise ValueError(f"collection {terr}.{good}: bad good or yield {top}")
        return self


class Project(_M):
    id: str
    name: str
    type: str
    cost: dict[str, int]
    prestige: int | Literal["athenai_half"]
    posterity: int = Field(ge=0)
    status: str

    @model_validator(mode="after")
    def _check(self) -> Project:
        if self.type not in PROJECT_TYPES:
            raise ValueError(f"unknown project type {self.type!r}")
        if any(g not in GOODS[:5] or n < 1 for g, n in self.cost.items()):
            raise ValueError("a cost is paid in metal, wood, wine, oil or silver")
        return self


class ProjectFile(_M):
    projects: list[Project] = Field(min_length=14, max_length=14)


OPS = ("add_unit", "gain", "lose", "remove_own_unit", "block_cargo", "first_player", "egypt", "betrayal",
       "persian_king", "treasury", "block_collection", "modifier", "polis_pop", "carthage")
MODIFIERS = ("pericles", "free_trade", "great_commanders", "mercenary_levy", "pacifism", "battle_threshold",
             "sikelia_limit", "slaves", "superstition")


class Effect(_M):
    model_config = ConfigDict(extra="allow", frozen=True)
    op: str

    @model_validator(mode="after")
    def _check(self) -> Effect:
        if self.op not in OPS:
            raise ValueError(f"unknown effect op {self.op!r}")
        if self.op == "modifier" and getattr(self, "name", None) not in MODIFIERS:
            raise ValueError(f"unknown modifier {getattr(self, 'name', None)!r}")
        return self


class Event(_M):
    id: str
    round: Literal["3", "4", "5a", "5b"]
    title: str
    colour: str | None = None
    status: str
    effects: list[Effect]


class EventFile(_M):
    events: list[Event] = Field(min_length=40, max_length=40)


class CombatCard(_M):
    id: str
    land: tuple[str, str]
    sea: tuple[str, str]


class CombatFile(_M):
    manoeuvres: dict[Literal["land", "sea"], dict[str, int]]
    status: str
    cards: list[CombatCard] = Field(min_length=24, max_length=24)


class SideSetup(_M):
    poleis: dict[str, int]
    hoplites: dict[str, int]
    galleys: dict[str, int]
    merchants: int = Field(ge=0, le=8)
    proxenos: str
    board: dict[str, int]


class Setup(_M):
    title: str
    rounds: list[str] = Field(min_length=1)
    events: bool
    projects: Literal["all", "none"] | list[str]
    trade: bool
    status: str
    sides: dict[Literal["S", "A"], SideSetup]
    in_order_poleis: dict[Literal["S", "A"], dict[str, int]] | None = None


class PolisData:
    """All static data, indexed for the rules; built once and shared by every state."""

    def __init__(self, boiotia_on_ionio: bool = False) -> None:
        m: MapFile = read_yaml(DATA_DIR / "map.yaml", MapFile, "Polis")
        if boiotia_on_ionio:  # A30 alternative: Boiotia's Corinthian-gulf coast on Ionio Pelagos
            terrs = [t.model_copy(update={"seas": [*t.seas, "ionio"]}) if t.id == "boiotia" and "ionio" not in t.seas
                     else t for t in m.territories]
            m = m.model_copy(update={"territories": terrs})
        p: PolisFile = read_yaml(DATA_DIR / "poleis.yaml", PolisFile, "Polis")
        k: MarketFile = read_yaml(DATA_DIR / "markets.yaml", MarketFile, "Polis")
        pr: ProjectFile = read_yaml(DATA_DIR / "projects.yaml", ProjectFile, "Polis")
        ev: EventFile = read_yaml(DATA_DIR / "events.yaml", EventFile, "Polis")
        cb: CombatFile = read_yaml(DATA_DIR / "combat.yaml", CombatFile, "Polis")
        raw_setups = yaml.safe_load((DATA_DIR / "setups.yaml").read_text(encoding="utf-8"))
        setups: dict[str, Setup] = {}
        for key, value in raw_setups.items():
            try:
                setups[key] = Setup.model_validate(value)
            except ValidationError as exc:
                err = exc.errors()[0]
                # pydantic's own reason stays in English, as in kleos.engine.data
                raise DataError(_("Polis data setups.yaml: entry {entry}: {reason}",
                                  entry=".".join(map(str, (key, *err["loc"]))), reason=err["msg"])) from None
        self.map, self.poleis_file, self.markets_file = m, p, k
        self.territories = [t.id for t in m.territories]
        self.seas = [s.id for s in m.seas]
        self.regions = self.territories + self.seas
        self.NT = len(self.territories)
        self.region_index = {r: i for i, r in enumerate(self.regions)}
        self.region_name = [t.name for t in m.territories] + [s.name for s in m.seas]
        ri = self.region_index

        def need(kind: str, ident: str, where: str, known: dict[str, int]) -> int:
            if ident not in known:
                raise DataError(_("Polis data {where}: unknown {kind} {id!r}", where=where, kind=kind, id=ident))
            return known[ident]

        tidx = {t: i for i, t in enumerate(self.territories)}
        sidx = {s: ri[s] for s in self.seas}
        self.terr_seas = [[need("sea", s, f"map.yaml territory {t.id}", sidx) for s in t.seas] for t in m.territories]
        self.land_adj: list[list[int]] = [[] for _t in self.territories]
        for a, b in m.land_edges:
            ia = need("territory", a, "map.yaml land_edges", tidx)
            ib = need("territory", b, "map.yaml land_edges", tidx)
            self.land_adj[ia].append(ib)
            self.land_adj[ib].append(ia)
        self.sea_adj: dict[int, list[int]] = {sidx[s]: [] for s in self.seas}
        for a, b in m.sea_edges:
            ia, ib = need("sea", a, "map.yaml sea_edges", sidx), need("sea", b, "map.yaml sea_edges", sidx)
            self.sea_adj[ia].append(ib)
            self.sea_adj[ib].append(ia)
        self.diolkos = tuple(need("sea", s, "map.yaml diolkos", sidx) for s in m.diolkos.seas)
        self.home = {0: tidx[next(t.id for t in m.territories if t.home == "S")],
                     1: tidx[next(t.id for t in m.territories if t.home == "A")]}

        self.polis_list = p.poleis
        self.polis_ids = [q.id for q in p.poleis]
        if len(set(self.polis_ids)) != 18:
            raise DataError(_("Polis data poleis.yaml: polis ids are not unique"))
        self.polis_index = {q: i for i, q in enumerate(self.polis_ids)}
        self.korinthos = need("polis", m.diolkos.polis, "map.yaml diolkos", self.polis_index)
        self.polis_terr = [-1 if q.territory is None else need("territory", q.territory, f"poleis.yaml {q.id}", tidx)
                           for q in p.poleis]
        self.polis_ports = [[need("sea", s, f"poleis.yaml {q.id}", sidx) for s in q.ports] for q in p.poleis]
        self.base = [q.base for q in p.poleis]
        self.growth = [q.growth for q in p.poleis]
        self.maxpop = [q.max for q in p.poleis]
        self.capital = {0: -1, 1: -1}
        self.merchant_side = [-1] * 18
        for i, q in enumerate(p.poleis):
            if q.capital:
                self.capital[SIDES.index(q.capital)] = i
            if q.merchant:
                self.merchant_side[i] = SIDES.index(q.merchant)
        if -1 in self.capital.values():
            raise DataError(_("Polis data poleis.yaml: each side needs a capital"))
        self.terr_poleis = [[i for i in range(18) if self.polis_terr[i] == t] for t in range(self.NT)]
        self.sea_terrs = {s: [t for t in range(self.NT) if s in self.terr_seas[t]] for s in self.sea_adj}
        self.type_poleis = {ty: [i for i, q in enumerate(p.poleis) if ty in q.types] for ty in PROJECT_TYPES}

        # markets and cargoes
        self.port_seas = {SIDES.index(s): [need("sea", x, "markets.yaml ports", sidx) for x in v.seas]
                          for s, v in k.ports.items()}
        self.port_poleis = {SIDES.index(s): [need("polis", x, "markets.yaml ports", self.polis_index)
                                             for x in v.poleis] for s, v in k.ports.items()}
        self.markets = k.markets
        self.market_ids = [mk.id for mk in k.markets]
        self.market_sea = {mk.id: need("sea", mk.sea, f"markets.yaml {mk.id}", sidx) for mk in k.markets}
        self.cargoes: list[tuple[str, int, int, int, int]] = []  # market, slot, value, demand good, payout good
        for mk in k.markets:
            for slot, c in enumerate(mk.cargoes, 1):
                self.cargoes.append((mk.id, slot, c.value, G[c.demand], G[c.payout]))
        self.cargo_index = {(c[0], c[1]): i for i, c in enumerate(self.cargoes)}
        self.shortcut = {need("polis", s.polis, "markets.yaml shortcuts", self.polis_index): s.market
                         for s in k.shortcuts}
        self.value_table = {v: list(row) for v, row in k.value_table.items()}
        self.columns = len(self.value_table[3])
        self.start_column = k.start_column
        self.collect_rows: list[list[int]] = [[0] * 6 for _t in self.territories]
        for terr, row in k.collection.items():
            t = need("territory", terr, "markets.yaml collection", tidx)
            for good, top in row.items():
                self.collect_rows[t][G[good]] = ROW_LENGTH[top]
        if any(not any(r) for r in self.collect_rows):
            raise DataError(_("Polis data markets.yaml: every territory needs a collection table"))

        # projects
        self.projects = {x.id: x for x in pr.projects}
        self.project_ids = [x.id for x in pr.projects]
        counts = {t: sum(1 for x in pr.projects if x.type == t) for t in PROJECT_TYPES}
        if counts != {"philosopher": 3, "artist": 1, "temple": 2, "theatre": 2, "statue": 2, "festival": 2,
                      "games": 2}:
            raise DataError(_("Polis data projects.yaml: project types per rulebook p.7 do not match: {counts}",
                              counts=str(counts)))
        # events
        self.events = {e.id: e for e in ev.events}
        self.event_ids = [e.id for e in ev.events]
        self.event_decks = {r: [e.id for e in ev.events if e.round == r] for r in ("3", "4", "5a", "5b")}
        for e in ev.events:
            for eff in e.effects:
                extra = eff.model_extra or {}
                for key in ("region", "territory"):
                    if key in extra and extra[key] not in ri:
                        raise DataError(_("Polis data events.yaml: entry {entry}: unknown region {region!r}",
                                          entry=e.id, region=extra[key]))
                if "polis" in extra and extra["polis"] not in self.polis_index:
                    raise DataError(_("Polis data events.yaml: entry {entry}: unknown polis {polis!r}",
                                      entry=e.id, polis=extra["polis"]))
        # combat
        self.cards = [c.id for c in cb.cards]
        self.card_index = {c: i for i, c in enumerate(self.cards)}
        self.card_land = [(c.land[0], cb.manoeuvres["land"][c.land[1]]) for c in cb.cards]
        self.card_sea = [(c.sea[0], cb.manoeuvres["sea"][c.sea[1]]) for c in cb.cards]
        self.card_text = {c.id: (f"{c.land[0]}/{c.land[1]}", f"{c.sea[0]}/{c.sea[1]}") for c in cb.cards}
        #: (formation, manoeuvre) ids of each half, land then sea, for the names people read (text.card)
        self.card_parts = {c.id: (c.land, c.sea) for c in cb.cards}
        if sum(1 for c in cb.cards if c.land[0] == "salpinx") != 1:
            raise DataError(_("Polis data combat.yaml: exactly one Salpinx card (rulebook p.15)"))
        # setups
        self.setups = setups
        for key, s in setups.items():
            self._check_setup(key, s)

    def _check_setup(self, key: str, s: Setup) -> None:
        where = f"setups.yaml {key}"
        cap = ROUND_TYPES[s.rounds[0]][0]
        seen: set[str] = set()
        for side, ss in s.sides.items():
            for q, n in ss.poleis.items():
                if q not in self.polis_index:
                    raise DataError(_("Polis data {where}.{side}: unknown polis {polis!r}", where=where, side=side,
                                      polis=q))
                if not 1 <= n <= self.maxpop[self.polis_index[q]] or q in seen:
                    raise DataError(_("Polis data {where}.{side}: polis {polis} population {n} out of 1..max or twice",
                                      where=where, side=side, polis=q, n=n))
                seen.add(q)
            for r, n in {**ss.hoplites, **ss.galleys}.items():
                if r not in self.region_index or n > cap:
                    raise DataError(_("Polis data {where}.{side}: region {region!r} unknown or over capacity {cap}",
                                      where=where, side=side, region=r, cap=cap))
            if ss.proxenos not in self.polis_index or set(ss.board) != {"prestige", *GOODS}:
                raise DataError(_("Polis data {where}.{side}: bad proxenos or board", where=where, side=side))
        if s.sides["S"].proxenos == s.sides["A"].proxenos:
            raise DataError(_("Polis data {where}: both proxenoi in one polis", where=where))
        if isinstance(s.projects, list) and any(x not in self.projects for x in s.projects):
            raise DataError(_("Polis data {where}: unknown project", where=where))


@functools.lru_cache(maxsize=2)
def load_data(boiotia_on_ionio: bool = False) -> PolisData:
    return PolisData(boiotia_on_ionio)
