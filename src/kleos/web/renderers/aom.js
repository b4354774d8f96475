// Age of Mythology: the table as HTML from board_data() (tile kinds, culture boards' production spaces, building
// and unit costs, card values) and the seat's view: the common area (bank, victory cards and their cubes, the
// tiles face up, the card being played), one board per player (production area by terrain with its tiles and
// villagers, holding area with villagers and units, city area with its buildings, resource cubes, hand size),
// the battle in progress as far as the seat may see it, and the seat's own hand (renderPrivate).
// Clickable (data-key = a legal action's parameter value): a tile face up or on a board (take, capture, return),
// a terrain or a resource (gather, fee, discount, exchange, cube), a victory card, a permanent card, a card in
// hand (play, discard), the holding area then a tile (move a villager), a building to build or destroy, a unit
// to recruit or commit, a player (target) and an area (attack). Other choices are in the page's grouped list.
// Another seat's random cards dealt in secret are never in the view: only their number, and the cards it took
// face up, are drawn.
// Every text is in the reader's language (t, nt: the game's catalogue); names of things are the data files'
// English names, sent in board_data() ("names": table -> id -> message id of that catalogue) and translated here.

import { t, nt } from "/static/i18n.js";
import { diceRow, facesForContest, recentNote, seeded } from "/static/marks.js";

const RESOURCES = ["food", "wood", "gold", "favor"];
const TERRAINS = ["fertile", "forest", "hills", "mountains", "desert", "swamp"];
const ACTIONS = ["explore", "gather", "build", "recruit", "trade", "attack", "next_age"];
const AREAS = ["production", "holding", "city"];
const COLOURS = ["#b3262e", "#2f5fa8", "#2f7d3a", "#8a3ea8", "#1f8a8a", "#b8860b", "#d2691e", "#555"];
const STAGE = () => ({
  culture: t("drawing the cultures (VI)"), first: t("rolling for the first player (VI)"),
  draft_reveal: t("revealing the set-up tiles (VI)"), draft: t("choosing the set-up tiles (VI)"),
  vp: t("placing victory cubes (VII)"), hand: t("choosing permanent cards (VII)"), hands_chosen: t("the hands are chosen (VII)"), deal: t("drawing random cards (VII)"),
  play: t("playing a card (VII)"), god: t("deciding on the god power (V)"),
  god_action: t("deciding on the card's action after the god power (V)"),
  explore_reveal: t("revealing the explored tiles (VIII)"), explore: t("choosing explored tiles (VIII Explore)"),
  gather_mode: t("calling a gather (VIII Gather)"), gather_move: t("moving villagers (VIII Gather)"),
  build: t("building (VIII Build)"), discount: t("choosing the Quarry's discount (V)"), recruit: t("recruiting (VIII Recruit)"),
  trade_fee: t("paying the trade fee (VIII Trade)"), trade: t("trading with the bank (VIII Trade)"),
  attack_target: t("choosing whom to attack (VIII Attack)"), attack_area: t("choosing the area to attack (VIII Attack)"),
  battle: t("a battle (IX)"), spoils: t("taking the spoils of a battle (VIII Attack)"), discard: t("discarding (VII)"),
  power_target: t("the god power: choosing a player (V)"), power_take: t("the god power: taking cubes (V)"),
  power_steal: t("the god power: stealing cubes (V)"), power_unit: t("the god power: choosing a unit (V)"),
  power_tile: t("the god power: choosing a tile (V)"), power_building: t("the god power: choosing a building (V)"),
  lose_villager: t("removing a villager with a destroyed House (V)"), end: t("the end of the game (X)") });
const PHASE = () => ({ commit: t("committing units in secret"), reveal_forces: t("revealing the forces"),
  card: t("choosing a unit to fight"), reveal_cards: t("revealing the units"), declare: t("declaring special abilities"),
  reveal_declare: t("revealing the declarations"), roll: t("rolling the dice"), over: t("over") });
const DECLARED = () => ({ throw: t("to throw"), berserk: t("to go berserk") });
const AREA = () => ({ city: t("city"), production: t("production"), holding: t("holding") });

// the kinds of choice that refer to what lies on a board, in the bank, on a victim's board (the others: the
// common area); an element carries its key only when such a choice is on offer, so that one id (a tile kind, a
// resource, a building) is highlighted where the choice lies and not also elsewhere
const ON_BOARD_TILES = ["capture", "return_tile", "move", "dwarf", "villager"];
const OWN_CUBES = ["gather", "discount", "fee", "exchange"];
const BANK_CUBES = ["cube", "exchange"];
const VICTIM_CUBES = ["steal", "raid"];
const offered = (ctx, list) => ctx.legal.some((a) => list.includes(a.kind));
// VIII Attack: the areas of the seat attacked are the choice of the area
const attacked = (ctx, p) => offered(ctx, ["area"]) && (ctx.view.board.card || {}).target === p;

// a component's name: board_data().names holds the data files' English names (units.yaml, buildings.yaml,
// gods.yaml, boards.yaml, ...), message ids of the catalogue; without board_data() (it failed to load), the id
function name(board, table, id) {
  const msgid = ((board.names || {})[table] || {})[id];
  return msgid ? t(msgid) : String(id);
}
const seatName = (view, p) => (view.seat_labels || view.seats)[p] || String(p);

// the stylesheet of this renderer, once per page
if (!document.querySelector("link[data-aom]")) {
  document.head.append(Object.assign(document.createElement("link"), { rel: "stylesheet", href: "/static/renderers/aom.css" }));
  document.head.lastChild.dataset.aom = "1";
}

function tileParts(board, kind) {
  const tk = (board.tiles || {})[kind];
  if (tk) return tk;
  // without board_data() (it failed to load), the kind's id spells it: <terrain>_<amount><resource>
  const [terrain, rest] = kind.split(/_(.*)/s);
  const amount = parseInt(rest, 10);
  return { terrain, amount, resource: rest.slice(String(amount).length) };
}

function tileName(board, kind) {
  const { terrain, resource, amount } = tileParts(board, kind);
  return t("{terrain} ({n} {resource})", { terrain: name(board, "terrain", terrain), n: amount, resource: name(board, "resource", resource) });
}

function gatherName(board, mode) {
  if (mode === "all") return t("every tile");
  if (RESOURCES.includes(mode)) return name(board, "resource", mode);
  return t("{terrain} tiles", { terrain: name(board, "terrain", mode) });
}

function cardName(board, card) {
  if (card.startsWith("perm_")) return t("{action} (permanent)", { action: name(board, "action", card.slice(5)) });
  const c = (board.cards || {})[card];
  if (!c) return card;
  const action = name(board, "action", c.action);
  const shown = ["build", "recruit", "attack"].includes(c.action) ? t("{action} {value}", { action, value: c.value }) : action;
  return c.god ? t("{action} — {god} ({favor} favor)", { action: shown, god: name(board, "god", c.god), favor: c.favor }) : shown;
}

function cubes(ctx, res, keyed, title) {
  const { h, board } = ctx;
  return h("span", { class: "aom-cubes", title }, RESOURCES.filter((r) => r in res).map((r) => h("span", {
    class: `aom-cube aom-${r}`, "data-key": keyed ? r : null, "data-label": name(board, "resource", r),
    title: name(board, "resource", r) }, `${res[r]}`)));
}

function cost(ctx, c) {
  const { h, board } = ctx;
  const parts = RESOURCES.filter((r) => c && c[r]).map((r) => h("span", { class: `aom-cube aom-${r} small`, title: name(board, "resource", r) }, `${c[r]}`));
  return h("span", { class: "aom-cost" }, parts);
}

function tileChip(ctx, kind, extra = {}) {
  const { h, board } = ctx;
  const { terrain, resource, amount } = tileParts(board, kind);
  const label = tileName(board, kind);
  return h("span", { class: `aom-tile aom-t-${terrain}`, "data-kind": kind, "data-key": extra.keyed === false ? null : kind, "data-label": label, title: label },
    h("span", { class: `aom-cube aom-${resource}` }, `${amount}`),
    extra.named ? h("span", { class: "aom-tile-name" }, name(board, "terrain", terrain)) : null,
    extra.workers ? h("span", { class: "aom-worker", title: nt("{n} villager", "{n} villagers", extra.workers) }, "●".repeat(extra.workers)) : null,
    extra.dwarves ? h("span", { class: "aom-worker dwarf", title: nt("{n} Dwarf", "{n} Dwarves", extra.dwarves) }, "▲".repeat(extra.dwarves)) : null);
}

function production(ctx, p, pl, keyed) {
  const { h, board } = ctx;
  const spaces = (board.spaces || {})[pl.culture] || {};
  const rows = TERRAINS.filter((terr) => spaces[terr] || Object.keys(pl.tiles).some((k) => tileParts(board, k).terrain === terr)).map((terr) => {
    const chips = [];
    for (const [kind, n] of Object.entries(pl.tiles)) {
      if (tileParts(board, kind).terrain !== terr) continue;
      let workers = pl.workers[kind] || 0;
      let dwarves = pl.dwarves[kind] || 0;
      for (let i = 0; i < n; i += 1) { // one figure per tile (VIII Gather)
        const w = workers > 0 ? 1 : 0;
        const d = !w && dwarves > 0 ? 1 : 0;
        workers -= w;
        dwarves -= d;
        chips.push(tileChip(ctx, kind, { workers: w, dwarves: d, keyed: offered(ctx, ON_BOARD_TILES) }));
      }
    }
    const empty = Math.max(0, (spaces[terr] || 0) - chips.length);
    for (let i = 0; i < empty; i += 1) chips.push(h("span", { class: "aom-space", title: t("empty space") }));
    return h("div", { class: "aom-terrain" },
      h("span", { class: `aom-terrain-name aom-t-${terr}`, "data-key": keyed ? terr : null,
        "data-label": t("{terrain} tiles", { terrain: name(board, "terrain", terr) }) }, name(board, "terrain", terr)), chips);
  });
  return h("div", { class: "aom-area", "data-key": attacked(ctx, p) ? "production" : null, "data-label": t("the production area of {seat}", { seat: seatName(ctx.view, p) }) },
    h("h4", {}, t("Production")), rows);
}

function holding(ctx, p, pl) {
  const { h, board } = ctx;
  const units = Object.entries(holdingUnits(ctx, p, pl)).filter(([, n]) => n).map(([u, n]) => h("span", { class: "aom-unit", title: name(board, "unit", u) },
    n > 1 ? t("{unit} ×{n}", { unit: name(board, "unit", u), n }) : name(board, "unit", u)));
  const keyed = attacked(ctx, p) || (p === ctx.seat && offered(ctx, ["move", "dwarf", "villager"]));
  return h("div", { class: "aom-area", "data-key": keyed ? "holding" : null, "data-label": t("the holding area of {seat}", { seat: seatName(ctx.view, p) }) },
    h("h4", {}, t("Holding")),
    h("span", { class: "aom-villagers", title: nt("{n} villager", "{n} villagers", pl.villagers) },
      nt("{n} villager", "{n} villagers", pl.villagers)), units);
}

function city(ctx, p, pl) {
  const { h, board } = ctx;
  const built = Object.entries(pl.buildings).filter(([, n]) => n);
  const count = built.reduce((a, [, n]) => a + n, 0);
  return h("div", { class: "aom-area", "data-key": attacked(ctx, p) ? "city" : null, "data-label": t("the city area of {seat}", { seat: seatName(ctx.view, p) }) },
    h("h4", {}, t("City"), " ", h("span", { class: "muted" }, t("{n} of {spaces} spaces", { n: count, spaces: board.city_spaces || 16 }))),
    built.map(([b, n]) => h("span", { class: "aom-building", "data-key": offered(ctx, ["destroy"]) ? b : null, "data-label": name(board, "building", b), title: name(board, "building", b) },
      n > 1 ? t("{building} ×{n}", { building: name(board, "building", b), n }) : name(board, "building", b))));
}

function playerBoard(ctx, p) {
  const { h, view, seat, board } = ctx;
  const b = view.board;
  const pl = b.players[p];
  const mine = p === seat;
  const card = b.card || {};
  const acting = card.player === p;
  const victim = card.target === p;
  // a hand is secret (VII): the others see its size only, and that the seat is choosing while the hands are chosen
  const choosing = b.stage === "hand" && b.queue.includes(p);
  const hand = nt("{n} card in hand", "{n} cards in hand", pl.hand_size) + (choosing ? " · " + t("choosing its hand") : "");
  const head = h("div", { class: "aom-head", "data-key": String(p), "data-label": seatName(view, p) },
    h("strong", { style: `color:${COLOURS[p % COLOURS.length]}` }, seatName(view, p)),
    mine ? h("span", { class: "chip" }, t("you")) : null,
    p === b.first ? h("span", { class: "chip" }, t("starting player")) : null,
    acting ? h("span", { class: "chip aom-acting" }, t("playing a card")) : null,
    h("span", {}, pl.culture ? t("{culture}, {age} age", { culture: name(board, "culture", pl.culture), age: name(board, "age", pl.age) }) : t("no culture yet")),
    h("span", { class: "aom-vp", title: t("victory cubes") }, t("{n} VP", { n: pl.victory })));
  return h("section", { class: `aom-player${mine ? " mine" : ""}`, style: `border-color:${COLOURS[p % COLOURS.length]}` },
    head, h("div", { class: "row aom-res" }, cubes(ctx, pl.resources, (mine && offered(ctx, OWN_CUBES)) || (victim && offered(ctx, VICTIM_CUBES)), t("resource cubes")), h("span", { class: "muted" }, hand)),
    production(ctx, p, pl, mine && offered(ctx, ["gather"])), holding(ctx, p, pl), city(ctx, p, pl));
}

function common(ctx) {
  const { h, view, board, legal } = ctx;
  const b = view.board;
  const kinds = new Set(legal.map((a) => a.kind));
  const parts = [
    h("div", { class: "row" }, h("strong", {}, t("Bank")), cubes(ctx, b.bank, offered(ctx, BANK_CUBES), t("the bank")),
      h("span", {}, t("{n} victory cubes", { n: b.victory_bank })), h("span", { class: "muted" }, t("{n} tiles in the pool", { n: b.pool }))),
    h("div", { class: "row aom-victory" }, h("strong", {}, t("Victory cards")),
      Object.entries(b.victory_cards).map(([c, n]) => h("span", { class: "aom-vcard", "data-key": c, "data-label": name(board, "victory", c) },
        name(board, "victory", c), " ", h("span", { class: "aom-vp" }, `${n}`)))),
  ];
  if (b.revealed.length) {
    parts.push(h("div", { class: "row" }, h("strong", {}, t("Tiles face up")), b.revealed.map((k) => tileChip(ctx, k, { named: true }))));
  }
  if (kinds.has("permanent")) {
    const me = b.players[ctx.seat];
    const taken = new Set([...me.hand, ...me.chosen.map((a) => `perm_${a}`)]);
    parts.push(h("div", { class: "row" }, h("strong", {}, t("Permanent cards")),
      ACTIONS.filter((a) => !taken.has(`perm_${a}`)).map((a) => h("span", { class: "aom-card", "data-key": a, "data-label": name(board, "action", a) }, name(board, "action", a)))));
  }
  const build = legal.filter((a) => a.kind === "build").map((a) => a.json.building);
  if (build.length) {
    parts.push(h("div", { class: "row" }, h("strong", {}, t("To build")), build.map((x) => h("span", { class: "aom-building", "data-key": x,
      "data-label": name(board, "building", x) }, name(board, "building", x), " ", cost(ctx, board.buildings && board.buildings[x])))));
  }
  const recruit = legal.filter((a) => a.kind === "recruit" || a.kind === "unit").map((a) => a.json.unit);
  if (recruit.length) {
    parts.push(h("div", { class: "row" }, h("strong", {}, t("To recruit")), recruit.map((u) => h("span", { class: "aom-unit", "data-key": u,
      "data-label": name(board, "unit", u) }, name(board, "unit", u), " ", cost(ctx, board.units && board.units[u] && board.units[u].cost)))));
  }
  const card = b.card || {};
  if (card.card) {
    parts.push(h("div", { class: "aom-playing" }, t("{seat} is playing {card}", { seat: seatName(view, card.player), card: cardName(board, card.card) }),
      card.power ? h("span", { class: "chip" }, t("god power used")) : null,
      card.target !== undefined && card.target !== null ? h("span", { class: "chip" }, t("against {seat}", { seat: seatName(view, card.target) })) : null,
      card.area ? h("span", { class: "chip" }, t("the {area} area", { area: AREA()[card.area] || card.area })) : null,
      card.mode ? h("span", { class: "chip" }, t("gathering: {what}", { what: gatherName(board, card.mode) })) : null,
      card.fee ? h("span", { class: "chip" }, t("trade fee left: {n}", { n: card.fee })) : null,
      card.give ? h("span", { class: "chip" }, t("giving {resource} (one colour per Trade)", { resource: name(board, "resource", card.give) })) : null,
      card.given && card.given.length ? h("span", { class: "chip" }, t("swapped {given} for {got}", {
        given: card.given.map((r) => name(board, "resource", r)).join(", "), got: (card.got || []).map((r) => name(board, "resource", r)).join(", ") })) : null,
      card.left && ["build", "recruit"].includes(card.action) ? h("span", { class: "chip" }, t("{n} left", { n: card.left })) : null));
  }
  return h("div", { class: "panel aom-common" }, parts);
}

// IX: where an encounter's dice come from, line by line (the view's dice_parts at the roll)
const DICE_PART = () => ({ base: t("printed"), mirror: t("mirrored"), bonus: t("bonus"), throw: t("throw"),
  berserk: t("berserk"), hydra: t("Hydra's kills"), god: t("god power"), fort: t("fortification") });

function diceParts(parts) {
  const names = DICE_PART();
  return Object.entries(parts).filter(([, n]) => n).map(([k, n]) => t("{n} {part}", { n, part: names[k] || k })).join(" + ");
}

function battle(ctx) {
  const { h, view, board } = ctx;
  const bt = view.board.battle;
  if (!bt) return null;
  const hidden = t("hidden");
  const list = (x) => (x === null || x === undefined ? hidden
    : Object.entries(x).filter(([, n]) => n).map(([u, n]) => (n > 1 ? t("{unit} ×{n}", { unit: name(board, "unit", u), n }) : name(board, "unit", u))).join(", ") || "—");
  const side = (s, label) => h("div", { class: "aom-side" },
    h("h4", {}, label, " ", seatName(view, s.seat)),
    remaining(ctx, bt, s),
    h("div", {}, t("Up to {n} units", { n: s.cap ?? "—" })),
    ["commit", "reveal_forces"].includes(bt.phase) ? h("div", {}, t("Committed: {units}", { units: list(s.forces ?? s.committed) })) : null,
    h("div", {}, t("Fighting: {unit}", { unit: s.card ? name(board, "unit", s.card[0]) : (s.card === null && ["card", "reveal_cards"].includes(bt.phase) ? hidden : "—") })),
    s.declared ? h("div", {}, t("Declared: {special}", { special: DECLARED()[s.declared] || s.declared })) : null,
    h("div", {}, t("Lost: {units}", { units: list(s.lost) })));
  const last = bt.last ? h("div", { class: "muted" }, t("Last encounter: {a} ({n} dice) against {b} ({m} dice); the {winner} won", {
    a: name(board, "unit", bt.last.units[0]), n: bt.last.dice[0], b: name(board, "unit", bt.last.units[1]), m: bt.last.dice[1],
    winner: bt.last.winner === "attacker" ? t("attacker") : t("defender") }), lastDice(ctx, bt)) : null;
  return h("div", { class: "panel aom-battle", id: "battle" },
    h("h3", {}, t("Battle for the {area} area — {phase}", { area: AREA()[bt.area] || bt.area, phase: PHASE()[bt.phase] || bt.phase })),
    bt.dice ? h("div", {}, t("Dice: attacker {a}, defender {d}", { a: bt.dice[0], d: bt.dice[1] })) : null,
    bt.dice_parts ? h("div", { class: "muted" }, t("Attacker: {parts}; defender: {parts2}", { parts: diceParts(bt.dice_parts[0]),
      parts2: diceParts(bt.dice_parts[1]) })) : null,
    bt.fort ? h("div", { class: "chip" }, t("The defender's fortification: +{n} dice (V Wall, Tower)", { n: bt.fort })) : null,
    h("div", { class: "aom-sides" }, side(bt.sides[0], t("Attacker:")), side(bt.sides[1], t("Defender:"))), last);
}

// The stages outside the rounds of card play (VII): the round number is shown only while the rounds go on.
const OUTSIDE_ROUNDS = new Set(["culture", "first", "draft_reveal", "draft", "vp", "hand", "hands_chosen", "deal",
  "discard", "end"]);
const inRounds = (b) => b.round > 0 && !OUTSIDE_ROUNDS.has(b.stage);

export function render(ctx) {
  const { h, view, seat } = ctx;
  const b = view.board;
  const order = b.order && b.order.length ? b.order : b.players.map((_p, i) => i);
  // the seat's own board first, then the others in turn order
  const boards = [...order.filter((p) => p === seat), ...order.filter((p) => p !== seat)];
  const status = h("div", { class: "row aom-status" },
    h("strong", {}, b.turn > 0 ? t("Turn {turn}", { turn: b.turn }) : t("Set-up")), // turn 0: the set-up (VI)
    inRounds(b) ? h("span", {}, b.round > 3 ? t("Extra card after the third round") : t("Round {round}", { round: b.round })) : null,
    h("span", {}, t("Stage: {stage}", { stage: STAGE()[b.stage] || b.stage })),
    b.final_turn ? h("span", { class: "chip aom-final" }, t("final turn")) : null,
    b.last_battle ? h("span", { class: "muted" }, t("Last battle won by {seat}", { seat: seatName(view, b.last_battle.winner) })) : null);
  const root = h("div", { class: "aom" }, status, common(ctx), battle(ctx),
    h("div", { class: "aom-players" }, boards.map((p) => playerBoard(ctx, p))));
  decorate(ctx, root, boards);
  return root;
}

export function renderPrivate(ctx) {
  const { h, view, seat, board } = ctx;
  const me = view.board.players[seat];
  if (!me) return null;
  const chosen = me.chosen.map((a) => h("span", { class: "aom-card perm chosen", "data-key": `perm_${a}`, "data-label": name(board, "action", a) },
    name(board, "action", a)));
  const waiting = me.random_to_draw ? [h("span", { class: "muted" }, nt("{n} random card to draw", "{n} random cards to draw", me.random_to_draw))] : [];
  const cards = me.hand.map((c) => h("span", { class: `aom-card${c.startsWith("perm_") ? " perm" : ""}`,
    "data-key": c, "data-label": cardName(board, c) }, cardName(board, c)));
  return h("div", { id: "aom-hand" }, h("h2", {}, t("Your hand")),
    cards.length || chosen.length || waiting.length ? h("div", { class: "row" }, cards, chosen, waiting)
      : h("p", { class: "muted" }, t("no cards")));
}

// ---------------------------------------------------------------------------- issue 23: symbols, battles, dice, recent changes
// Resources as symbols on their cubes (a shape each, not only a colour) and villagers and Dwarves as figures.
const SVGNS = "http://www.w3.org/2000/svg";
const RES_SHAPES = {
  food: '<path d="M8 15V4" stroke="#fff" stroke-width="1.3"/><ellipse cx="5.6" cy="9" rx="1.6" ry="2.6" fill="#fff" transform="rotate(-30 5.6 9)"/>'
    + '<ellipse cx="10.4" cy="9" rx="1.6" ry="2.6" fill="#fff" transform="rotate(30 10.4 9)"/><ellipse cx="8" cy="4" rx="1.6" ry="2.6" fill="#fff"/>',
  wood: '<rect x="2" y="5" width="12" height="6" rx="3" fill="#fff"/><circle cx="13" cy="8" r="2.2" fill="#8a5a2b" stroke="#fff"/>',
  gold: '<circle cx="8" cy="8" r="5.5" fill="#fff6c8" stroke="#5c4600" stroke-width="1.2"/><circle cx="8" cy="8" r="3" fill="none" stroke="#5c4600"/>',
  favor: '<path d="M9.5 1.5 L4 9 H7.5 L6 14.5 L12 6.5 H8.5 Z" fill="#fff"/>',
};
const FIGURE = '<circle cx="8" cy="4" r="2.6"/><path d="M3.5 15 Q3.5 7.5 8 7.5 Q12.5 7.5 12.5 15 Z"/>';
const DWARF = '<path d="M4.5 4.2 L8 0.8 L11.5 4.2 Z"/><circle cx="8" cy="5.6" r="2.4"/><path d="M3 15 Q3 8.5 8 8.5 Q13 8.5 13 15 Z"/>';

function icon(markup, cls, label) {
  const svg = document.createElementNS(SVGNS, "svg");
  svg.setAttribute("viewBox", "0 0 16 16");
  svg.setAttribute("class", cls);
  svg.setAttribute("aria-hidden", "true");
  svg.innerHTML = markup;
  if (label) svg.setAttribute("data-label", label);
  return svg;
}

/** The units of seat ``p`` in its holding area now: during a battle, without those it committed (its own
 * commitment, or both once revealed), with those back from the battle or gained in it (IX). */
function holdingUnits(ctx, p, pl) {
  const bt = ctx.view.board.battle;
  const units = { ...pl.units };
  const side = bt ? bt.sides.find((x) => x.seat === p) : null;
  const committed = side && (side.committed || side.forces);
  if (!committed) return units;
  for (const [u, n] of Object.entries(committed)) units[u] = Math.max(0, (units[u] || 0) - n);
  for (const extra of [side.returned, side.gained]) for (const [u, n] of Object.entries(extra || {})) units[u] = (units[u] || 0) + n;
  return units;
}

/** A side's units in the battle: before the forces are revealed, what it may commit; then only those still in the
 * battle (lost ones are listed apart). */
function remaining(ctx, bt, side) {
  const { h, board } = ctx;
  const before = ["commit", "reveal_forces"].includes(bt.phase);
  const units = before ? side.available : side.forces;
  const chip = ([u, n]) => h("span", { class: "aom-unit", "data-key": u, "data-label": name(board, "unit", u) },
    n > 1 ? t("{unit} ×{n}", { unit: name(board, "unit", u), n }) : name(board, "unit", u));
  if (units === null || units === undefined) return h("div", { class: "row" }, t("In the battle:"), t("hidden"));
  const list = Object.entries(units).filter(([, n]) => n);
  return h("div", { class: "row aom-remaining" }, before ? t("Available:") : t("In the battle:"),
    list.length ? list.map(chip) : h("span", { class: "muted" }, t("none")));
}

/** The dice of the last encounter: faces drawn to agree with its stored winner (the winner's roll has more sixes, or
 * as many when ties go its way), seeded by the game and the encounter, so every viewer sees the same (display only). */
function lastDice(ctx, bt) {
  const { h, view } = ctx;
  const last = bt.last;
  if (!last || !last.dice) return null;
  const winner = last.winner === "attacker" ? 0 : 1;
  const declared = last.declared || [];
  const ties = declared[0] === "berserk" && declared[1] !== "berserk" ? 1 : declared[1] === "berserk" && declared[0] !== "berserk" ? 0 : null;
  const b = view.board;
  const seed = `${ctx.gameId}:aom:${b.turn}:${b.round}:${bt.attacker}:${bt.defender}:${bt.area}:${last.encounter}`;
  const [a, d] = facesForContest(last.dice, winner, ties, seeded(seed));
  const sixes = (f) => f.filter((x) => x === 6).length;
  return h("div", { class: "aom-dice", id: "battle-dice" },
    h("div", {}, h("span", { class: "aom-dice-side" }, nt("Attacker: {n} six", "Attacker: {n} sixes", sixes(a))), diceRow(a)),
    h("div", {}, h("span", { class: "aom-dice-side" }, nt("Defender: {n} six", "Defender: {n} sixes", sixes(d))), diceRow(d)));
}

/** After drawing: symbols on the cubes and figures on the tiles, a legend of the resources, and the marks of what
 * changed on each board since the seat last decided (the views before and now). */
function decorate(ctx, root, boards) {
  const { h, board, view } = ctx;
  for (const cube of root.querySelectorAll(".aom-cube")) {
    const r = RESOURCES.find((x) => cube.classList.contains(`aom-${x}`));
    if (r) cube.prepend(icon(RES_SHAPES[r], "aom-icon"));
  }
  for (const w of root.querySelectorAll(".aom-worker")) {
    const dwarf = w.classList.contains("dwarf");
    const n = w.textContent.length;
    w.textContent = "";
    for (let i = 0; i < n; i += 1) w.append(icon(dwarf ? DWARF : FIGURE, "aom-figure"));
  }
  const legend = h("div", { class: "row aom-legend muted" }, RESOURCES.map((r) => h("span", {},
    h("span", { class: `aom-cube aom-${r} small` }, icon(RES_SHAPES[r], "aom-icon")), " ", name(board, "resource", r))),
  h("span", {}, icon(FIGURE, "aom-figure"), " ", t("villager")), h("span", {}, icon(DWARF, "aom-figure dwarf"), " ", name(board, "unit", "dwarf")));
  const commonArea = root.querySelector(".aom-common");
  if (commonArea) commonArea.append(legend);
  const recent = ctx.recent;
  const before = recent && recent.before;
  let marked = 0;
  if (before && before.players) {
    const sections = root.querySelectorAll(".aom-players > section.aom-player");
    boards.forEach((p, i) => {
      const [was, now, section] = [before.players[p], view.board.players[p], sections[i]];
      if (!was || !now || !section) return;
      const grew = (a, b) => Object.entries(b || {}).filter(([k, n]) => n > ((a || {})[k] || 0)).map(([k]) => k);
      for (const kind of grew(was.tiles, now.tiles)) {
        for (const el of section.querySelectorAll(`.aom-tile[data-kind="${kind}"]`)) { el.classList.add("html-recent"); marked += 1; }
      }
      const names = (table, ids) => new Set(ids.map((id) => name(board, table, id)));
      const built = names("building", grew(was.buildings, now.buildings));
      const raised = names("unit", grew(was.units, now.units));
      for (const el of section.querySelectorAll(".aom-building")) if ([...built].some((n) => el.textContent.startsWith(n))) { el.classList.add("html-recent"); marked += 1; }
      for (const el of section.querySelectorAll(".aom-unit")) if ([...raised].some((n) => el.textContent.startsWith(n))) { el.classList.add("html-recent"); marked += 1; }
      for (const r of RESOURCES) {
        const delta = (now.resources[r] || 0) - ((was.resources || {})[r] || 0);
        const cube = section.querySelector(`.aom-res .aom-cube.aom-${r}`);
        if (delta && cube) {
          cube.after(h("span", { class: `aom-delta ${delta > 0 ? "up" : "down"}`, title: t("since your last decision") }, delta > 0 ? `+${delta}` : `−${-delta}`));
          marked += 1;
        }
      }
      const vp = now.victory - (was.victory || 0);
      if (vp) {
        const el = section.querySelector(".aom-head .aom-vp");
        if (el) { el.classList.add("html-recent"); marked += 1; }
      }
    });
  }
  const note = recentNote(recent, marked);
  if (note) root.querySelector(".aom-status").after(note);
}
