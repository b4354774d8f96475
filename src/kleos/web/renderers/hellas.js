// Hellas: the hex map as SVG from board_data() (terrain, regions, goods sites, cities, capitals, barriers) and
// the seat's view (units, trading posts, fortresses, monuments, Syracuse and the independent cities, contested
// hexes, the group in motion), beside the players' tracks (development, stability, income, goods, supply, VP).
// Every hex carries data-key (its id): click a unit's hex to pick it, then a highlighted hex to move, attack,
// build or trade there. The action chips and the development tracks carry data-key too.
// A block's value is drawn only when the view holds it: an unseen New Armies block shows "?".
// Every text is in the reader's language (t, nt: the game's catalogue); seats are named by view.seat_labels;
// ids (hexes, seats, tracks, actions) stay ids in data-key attributes and comparisons.

import { t, nt } from "/static/i18n.js";
import { arrow, combatMark, recentNote, textBox } from "/static/marks.js";

const SIDES = { Sparta: { fill: "#b3262e", light: "#f6dcdc" }, Athens: { fill: "#2f5fa8", light: "#dbe6f6" } };
const NEUTRAL = "#6f6a60";
const TERRAIN = { sea: "#bcd5ec", coast: "#eadfba", land: "#dccb98", island: "#e6d7a2", mountain: "#aa9b79" };
const TRACKS = ["military", "fleet", "economy", "culture"];
const TRACK = () => ({ military: t("military"), fleet: t("fleet"), economy: t("economy"), culture: t("culture") });
const ACTIONS = ["move", "attack", "build", "trade", "stability", "develop", "pass", "armistice"];
const ACTION = () => ({ move: t("Move"), attack: t("Attack"), build: t("Build"),
  trade: t("Create trading posts"), stability: t("Pay for stability"), develop: t("Develop"),
  pass: t("Pass"), armistice: t("Ask for an armistice") });
const STAGE = () => ({
  setup_post: t("placing set-up trading posts (4.2)"), setup_place: t("placing set-up legions and ships (4.3)"),
  setup_leader: t("placing the leaders (18.5)"), order: t("the first player choosing to play first or second (18.6)"),
  reinforce: t("placing Syracuse's new legion (15.1)"), choose: t("choosing an action (8)"),
  move: t("the Move action: choosing what moves (9.1)"), group: t("the Move action: a group in motion (9.1)"),
  split: t("the Move action: splitting a block (New Armies 1)"), attack: t("the Attack action (9.2)"),
  build: t("the Build action (9.3)"), trade: t("the Create trading posts action (9.4)"),
  stability: t("the Pay for stability action (9.5)"), develop: t("the Develop action (9.6)"),
  armistice: t("the Ask for an armistice action (9.8)"), answer: t("answering an armistice offer (9.8)"),
  supply: t("eliminating legions that cannot be supplied (10)"), end: t("the end of the game") });
const R = 16; // hex radius
const SQ3 = Math.sqrt(3);

const centre = (v) => [1.5 * R * v.q, SQ3 * R * (v.r + v.q / 2)];
const corners = (x, y) => [0, 1, 2, 3, 4, 5].map((i) => [x + R * Math.cos(i * Math.PI / 3), y + R * Math.sin(i * Math.PI / 3)]);
const fill = (owner) => (SIDES[owner] ? SIDES[owner].fill : NEUTRAL);

/** A seat (its id), Syracuse or an independent city, named in the reader's language. */
function who(view, id) {
  const i = (view.seats || []).indexOf(id);
  if (i >= 0) return (view.seat_labels || [])[i] || id;
  if (id === "Syracuse") return t("Syracuse");
  if (id === "independent") return t("independent");
  if (id === "the independent city") return t("the independent city");
  return id;
}

const goodName = (board, g) => t((board.goods && board.goods[g] && board.goods[g].label) || g);

function unitMark(s, view, u, x, y) {
  const value = u.value === null || u.value === undefined ? "?" : String(u.value);
  const cargo = u.arm === "sea" && (u.cargo || u.carrying) ? ` +${u.cargo ?? "?"}` : "";
  const shown = value === "?" ? t("value hidden") : value;
  const parts = [u.arm === "land" ? t("{owner} legions: {value}", { owner: who(view, u.owner), value: shown })
    : t("{owner} ships: {value}", { owner: who(view, u.owner), value: shown })];
  const hidden = t("hidden");
  if (cargo) parts.push(t("carrying {cargo}", { cargo: u.cargo ?? hidden }));
  if (u.moving) parts.push(t("moving ({mp} MP left)", { mp: u.mp }));
  if (u.spent) parts.push(t("has moved"));
  const title = parts.join(", ");
  const g = s("g", { class: "unit", opacity: u.spent ? 0.6 : 1 }, s("title", { text: title }));
  const stroke = u.moving ? "#f2c200" : "#0007";
  if (u.arm === "land") {
    g.append(s("rect", { x: x - 6.5, y: y - 6.5, width: 13, height: 13, rx: 2, fill: fill(u.owner), stroke, "stroke-width": u.moving ? 2.5 : 1 }));
  } else {
    g.append(s("path", { d: `M${x - 8},${y - 4} h16 l-4,9 h-8 z`, fill: fill(u.owner), stroke, "stroke-width": u.moving ? 2.5 : 1 }));
  }
  g.append(s("text", { x, y: y + 3.5, "text-anchor": "middle", "font-size": 9, "font-weight": 700, fill: "#fff", text: value }));
  if (cargo) g.append(s("text", { x: x + 9, y: y + 3, "font-size": 7, fill: "#222", text: cargo.trim() }));
  return g;
}

function hexShape(ctx, id, v, cell, capitals, goods) {
  const { s, view, board } = ctx;
  const [x, y] = centre(v);
  const label = [v.site ? t(v.site) : "", v.region ? t(v.region) : t("the sea"), v.good ? goodName(board, v.good) : "",
    cell.post ? t("post of {seat}", { seat: who(view, cell.post[0]) }) : "",
    cell.fortress ? t("fortress of {seat}", { seat: who(view, cell.fortress) }) : "",
    cell.monument ? t("monument of {seat}", { seat: who(view, cell.monument) }) : "",
    cell.contested ? t("contested") : ""].filter(Boolean).join(", ");
  const g = s("g", { "data-key": id, "data-label": label, class: "hex" }, s("title", { text: label }));
  const pts = corners(x, y).map((p) => p.map((c) => c.toFixed(1)).join(",")).join(" ");
  g.append(s("polygon", { points: pts, fill: v.sikelia_sea ? "#a9c9e6" : TERRAIN[v.terrain] || "#ddd",
    stroke: v.terrain === "sea" ? "#a3c2de" : "#9c8b66", "stroke-width": 0.8 }));
  if (cell.contested) g.append(s("polygon", { points: pts, fill: "none", stroke: "#d0402a", "stroke-width": 2.2, "stroke-dasharray": "3 2" }));
  if (v.good) g.append(goodIcon(s, v.good, x, y - 9.5, 9, goods[v.good] || v.good));
  if (v.city) g.append(s("circle", { cx: x, cy: y + 10, r: 2, fill: "#5a4a2a" }));
  const capital = Object.entries(capitals).find(([, h]) => h === id);
  if (capital) g.append(s("text", { x: x + 9, y: y - 6, "text-anchor": "middle", "font-size": 9, fill: fill(capital[0]), text: "★" }));
  if (cell.fortress || cell.neutral_fortress) {
    g.append(s("rect", { x: x - 11, y: y - 11, width: 22, height: 22, fill: "none", stroke: fill(cell.fortress), "stroke-width": 2.2 }));
  }
  if (cell.monument) g.append(s("path", { d: `M${x + 7},${y + 12} l5,-8 l5,8 z`, fill: fill(cell.monument), stroke: "#fff", "stroke-width": 0.6 }));
  if (cell.post) {
    g.append(s("circle", { cx: x - 10, cy: y - 7, r: 3.6, fill: fill(cell.post[0]), stroke: "#fff", "stroke-width": 0.8 }));
    if (cell.post[1] > 1) g.append(s("text", { x: x - 10, y: y - 5, "text-anchor": "middle", "font-size": 5.5, fill: "#fff", text: cell.post[1] }));
  }
  const units = [...(cell.units || [])];
  const marks = units.map((u, i) => unitMark(s, view, u, x + (i - (units.length - 1) / 2) * 11, y + 2));
  if (cell.neutral_legions) {
    marks.push(unitMark(s, view, { owner: cell.neutral_fortress === "Syracuse" ? "Syracuse" : "independent", arm: "land", value: cell.neutral_legions },
      x + (units.length ? 9 : 0), y + 2));
  }
  const leaderMark = t("leader").charAt(0).toUpperCase();
  for (const side of cell.leaders || []) {
    marks.push(s("g", {}, s("title", { text: t("{seat}'s leader", { seat: who(view, side) }) }),
      s("circle", { cx: x - 9, cy: y + 9, r: 4, fill: "#fff", stroke: fill(side), "stroke-width": 1.6 }),
      s("text", { x: x - 9, y: y + 11, "text-anchor": "middle", "font-size": 5.5, fill: fill(side), text: leaderMark })));
  }
  g.append(...marks);
  return g;
}

function map(ctx) {
  const { s, board, view } = ctx;
  const cells = view.board.hexes || {};
  const xs = [];
  const ys = [];
  for (const v of Object.values(board.hexes)) { const [x, y] = centre(v); xs.push(x); ys.push(y); }
  const [x0, y0] = [Math.min(...xs) - R, Math.min(...ys) - R];
  const [w, hgt] = [Math.max(...xs) + R - x0, Math.max(...ys) + R - y0];
  const svg = s("svg", { viewBox: `${x0} ${y0} ${w} ${hgt}`, role: "img", "aria-label": t("Map of the ancient seas"), class: "hellas-map",
    "data-zoom": "wheel", "data-home": homeArea(ctx) });
  svg.append(s("rect", { x: x0, y: y0, width: w, height: hgt, fill: "#d7e6f3" }));
  const goods = Object.fromEntries(Object.keys(board.goods || {}).map((g) => [g, goodName(board, g)]));
  for (const [id, v] of Object.entries(board.hexes)) svg.append(hexShape(ctx, id, v, cells[id] || {}, board.capitals || {}, goods));
  const moves = recentMoves(ctx);
  for (const id of moves.hexes) svg.append(hexOutline(s, board.hexes[id]));
  for (const [a, z] of board.barriers || []) { // 3.2: a barrier on the side two hexes share
    const [ax, ay] = centre(board.hexes[a]);
    const [zx, zy] = centre(board.hexes[z]);
    const [mx, my] = [(ax + zx) / 2, (ay + zy) / 2];
    const [dx, dy] = [(zy - ay) / SQ3 / 2, -(zx - ax) / SQ3 / 2];
    svg.append(s("line", { x1: mx - dx, y1: my - dy, x2: mx + dx, y2: my + dy, stroke: "#4a3320", "stroke-width": 2.6, "pointer-events": "none" }));
  }
  for (const path of moves.paths) svg.append(arrow(path.map((h) => centre(board.hexes[h])), { width: 3, shorten: 6 }));
  for (const id of moves.fights) {
    const [cx, cy] = centre(board.hexes[id]);
    svg.append(combatMark(cx + R * 0.55, cy - R * 0.55, 11, t("a combat since your last decision")));
  }
  const labels = regionLabels(ctx); // over everything, where they cover the fewest pieces (issue 23)
  svg.append(labels);
  svg.dataset.moved = String(moves.paths.length + moves.hexes.size + moves.fights.size); // read by the browser tests
  return svg;
}

function tracks(ctx) {
  const { h, board, view, seat } = ctx;
  const b = view.board;
  const me = seat === null || seat === undefined ? null : ["Sparta", "Athens"][seat];
  const names = TRACK();
  const row = (label, f) => h("tr", {}, h("th", {}, label), b.players.map((p) => h("td", {}, f(p))));
  const dev = (id) => h("tr", {}, h("th", {}, names[id]), b.players.map((p) => {
    const track = board.tracks[id];
    const phase = p.phases[id];
    const text = `${p.development[id]}/${track.golden_age} · ${phase ? t(track.names[String(phase)]) : "—"}`;
    return h("td", p.name === me ? { "data-key": id, "data-label": t("develop {track}", { track: names[id] }) } : {}, text);
  }));
  const goods = (p) => Object.entries(p.goods).map(([g, n]) => `${goodName(board, g).toLowerCase()} ${n}`).join(", ") || t("none");
  const units = (p) => t("{legions} legions / supply {capacity}; {ships} ships (upkeep {upkeep} each)", {
    legions: p.supply.legions ?? "?", capacity: p.supply.capacity, ships: p.ships ?? "?", upkeep: p.upkeep_per_ship });
  return h("table", { class: "hellas-tracks" },
    h("thead", {}, h("tr", {}, h("th", {}, ""), b.players.map((p) => h("th", { style: `color:${fill(p.name)}` },
      p.name === b.first ? t("{seat} (first)", { seat: who(view, p.name) }) : who(view, p.name))))),
    h("tbody", {},
      row(t("VP"), (p) => t("{vp} (monuments {monuments}, golden ages {golden_ages}, laurels {laurels})", { vp: p.vp, ...p.vp_parts })),
      row(t("Stability"), (p) => (p.stability > 0 ? "+" : "") + p.stability
        + (p.golden_age_stability ? " · " + t("Golden Age") : "")),
      row(t("Treasury"), (p) => nt("{n} talent", "{n} talents", p.treasury)),
      row(t("Income"), (p) => nt("{n} talent", "{n} talents", p.income)),
      TRACKS.map(dev), row(t("Goods"), goods), row(t("Units"), units),
      row(t("Posts / fortresses"), (p) => `${p.trading_posts} / ${p.fortresses}`),
      row(t("Control"), (p) => t("{islands} islands, {provinces} provinces", p.control))));
}

// A hex as people read it (never its number): its site, else its region, else the sea.
function hexName(board, id) {
  const v = (board.hexes || {})[id] || {};
  return v.site ? t(v.site) : v.region ? t(v.region) : t("the sea");
}

function combatText(view, c, board) {
  const values = { hex: hexName(board, c.hex), attacker: who(view, c.attacker), attack: c.attack_cv, defender: who(view, c.defender),
    defence: c.defence_cv, defender_lost: c.defender_lost, attacker_lost: c.attacker_lost };
  if (c.fortress && c.monument) {
    return t("Last combat in {hex}: {attacker} {attack} CV against {defender} {defence} CV; {defender} lost {defender_lost} "
      + "and its fortress and its monument, {attacker} lost {attacker_lost}", values);
  }
  if (c.fortress) {
    return t("Last combat in {hex}: {attacker} {attack} CV against {defender} {defence} CV; {defender} lost {defender_lost} "
      + "and its fortress, {attacker} lost {attacker_lost}", values);
  }
  if (c.monument) {
    return t("Last combat in {hex}: {attacker} {attack} CV against {defender} {defence} CV; {defender} lost {defender_lost} "
      + "and its monument, {attacker} lost {attacker_lost}", values);
  }
  return t("Last combat in {hex}: {attacker} {attack} CV against {defender} {defence} CV; {defender} lost {defender_lost}, "
    + "{attacker} lost {attacker_lost}", values);
}

export function render(ctx) {
  const { h, view, board } = ctx;
  const b = view.board;
  const chosen = (b.cycle && b.cycle.chosen) || [];
  const actions = ACTION();
  // the stage names the action under way; its section goes to a badge, as in the log (« choix d'une action » 8)
  const [, stage, section] = (STAGE()[b.stage] || b.stage).match(/^(.*?)(?: \(([^()]*)\))?$/);
  const status = h("div", { class: "row", style: "gap:1rem;margin-bottom:.4rem;flex-wrap:wrap" },
    h("strong", {}, t("Turn {turn}", { turn: b.turn })),
    h("span", { class: "hellas-stage" }, t("Stage: {stage}", { stage }), section ? h("span", { class: "rule" }, section) : null),
    h("span", {}, t("To act: {seat}", { seat: who(view, b.actor) })), h("span", {}, t("Target {target} VP", { target: b.target })),
    b.armistice ? h("span", { class: "chip" }, t("Armistice asked by {seat}", { seat: who(view, b.armistice.asked_by) })) : null,
    b.new_armies ? h("span", { class: "chip" }, t("New Armies")) : null);
  const acts = h("div", { class: "row", style: "gap:.3rem;flex-wrap:wrap;margin:.3rem 0" }, h("span", { class: "muted" }, t("Actions this cycle:")),
    ACTIONS.map((a) => {
      const by = chosen.filter(([, x]) => x === a).map(([side]) => who(view, side));
      return h("span", { class: "chip", "data-key": a, "data-label": t("choose {action}", { action: actions[a] }),
        style: by.length ? `text-decoration:line-through;opacity:.7` : "" }, by.length ? `${actions[a]} (${by.join(", ")})` : actions[a]);
    }));
  const extra = [];
  if (b.group) {
    const values = { seat: who(view, b.group.owner), start: hexName(board, b.group.start), hex: hexName(board, b.group.hex),
      mp: b.group.mp };
    extra.push(h("div", { class: "panel" }, b.group.arm === "land" ? t("Moving: {seat} legions from {start}, now in {hex}, {mp} MP left", values)
      : t("Moving: {seat} ships from {start}, now in {hex}, {mp} MP left", values)));
  }
  if (b.setup) {
    extra.push(h("div", { class: "panel" }, t("Set-up of {seat}: {posts} posts, {legions} legions, {ships} ships to place",
      { seat: who(view, b.setup.seat), posts: b.setup.posts, legions: b.setup.legions, ships: b.setup.ships })));
  }
  if (b.supply_due) {
    extra.push(h("div", { class: "panel" }, b.supply_due.excess === null || b.supply_due.excess === undefined
      ? t("{seat} must disband legions beyond its supply (10)", { seat: who(view, b.supply_due.seat) })
      : t("{seat} must disband {excess} beyond its supply (10)", { seat: who(view, b.supply_due.seat), excess: b.supply_due.excess })));
  }
  if (b.last_combat) extra.push(h("div", { class: "panel muted", id: "combat" }, combatText(view, b.last_combat, board)));
  const drawn = map(ctx);
  const note = recentNote(ctx.recent, Number(drawn.dataset.moved));
  return h("div", { class: "hellas" }, status, acts, drawn, note, legend(ctx), ...extra, h("div", { class: "hscroll" }, tracks(ctx)));
}

function splitting(sp, board) {
  const parts = sp.parts.join(" + ") || t("none yet");
  return t("Splitting in {hex}: parts {parts}, {remaining} left", { hex: hexName(board, sp.hex), parts, remaining: sp.remaining });
}

export function renderPrivate(ctx) {
  const { h, view, seat } = ctx;
  const b = view.board;
  const me = b.players[seat];
  if (!b.new_armies || !me || !me.reserve) return null; // the base game has no block reserve
  const list = (arm) => (me.reserve[arm] || []).join(", ") || t("none");
  return h("div", { id: "reserve" }, h("h2", {}, t("Your block reserve (New Armies)")),
    h("p", {}, t("Armies: {blocks}", { blocks: list("land") })), h("p", {}, t("Fleets: {blocks}", { blocks: list("sea") })),
    b.splitting && b.splitting.parts ? h("p", {}, splitting(b.splitting, ctx.board)) : null);
}

// ---------------------------------------------------------------------------- issue 23: symbols, legend, opening view, recent moves
// Goods as symbols (a shape each, not only a colour), drawn in a box of ``size`` centred on (x, y).
const GOOD_SHAPES = {
  grain: (s, k) => [s("path", { d: `M0,${5 * k} V${-4 * k}`, stroke: "#8a6d1f", "stroke-width": 0.7 * k }),
    ...[[-1.6, 1.2, -30], [1.6, 1.2, 30], [-1.6, -1.6, -30], [1.6, -1.6, 30], [0, -4, 0]].map(([x, y, a]) => s("ellipse", {
      cx: x * k, cy: y * k, rx: 1.1 * k, ry: 2 * k, fill: "#e0b43a", stroke: "#8a6d1f", "stroke-width": 0.3 * k,
      transform: `rotate(${a} ${x * k} ${y * k})` }))],
  fish: (s, k) => [s("path", { d: `M${-4.5 * k},0 Q${-1 * k},${-3.2 * k} ${2.5 * k},0 Q${-1 * k},${3.2 * k} ${-4.5 * k},0 Z M${2 * k},0 L${5 * k},${-2.5 * k} L${5 * k},${2.5 * k} Z`,
    fill: "#3f7fb8", stroke: "#1d4a75", "stroke-width": 0.4 * k }), s("circle", { cx: -2.8 * k, cy: -0.5 * k, r: 0.5 * k, fill: "#fff" })],
  cattle: (s, k) => [s("path", { d: `M${-2.5 * k},${-2 * k} Q${-5 * k},${-2.5 * k} ${-4.5 * k},${-5 * k} M${2.5 * k},${-2 * k} Q${5 * k},${-2.5 * k} ${4.5 * k},${-5 * k}`,
    fill: "none", stroke: "#5b4a33", "stroke-width": 1.1 * k, "stroke-linecap": "round" }),
    s("path", { d: `M${-3 * k},${-2.5 * k} H${3 * k} L${2 * k},${4.5 * k} H${-2 * k} Z`, fill: "#8b5a2b", stroke: "#4e3016", "stroke-width": 0.4 * k }),
    s("circle", { cx: -1.2 * k, cy: 0, r: 0.5 * k, fill: "#fff" }), s("circle", { cx: 1.2 * k, cy: 0, r: 0.5 * k, fill: "#fff" })],
  wine: (s, k) => [s("path", { d: `M0,${-3.2 * k} Q${1.5 * k},${-5.2 * k} ${3.5 * k},${-4.5 * k}`, stroke: "#3f6b2a", fill: "none", "stroke-width": 0.8 * k }),
    ...[[-2, -1.8], [0, -1.8], [2, -1.8], [-1, 0.2], [1, 0.2], [0, 2.2]].map(([x, y]) => s("circle", { cx: x * k, cy: y * k, r: 1.15 * k,
      fill: "#6b2d5c", stroke: "#3d1634", "stroke-width": 0.3 * k }))],
  salt: (s, k) => [s("path", { d: `M${-5 * k},${4 * k} Q0,${-6 * k} ${5 * k},${4 * k} Z`, fill: "#fbfbfb", stroke: "#8d8d8d", "stroke-width": 0.5 * k }),
    s("path", { d: `M${-1 * k},${1 * k} l${0.8 * k},${-0.8 * k} M${1.2 * k},${2 * k} l${0.8 * k},${-0.8 * k}`, stroke: "#b5b5b5", "stroke-width": 0.4 * k })],
  glass: (s, k) => [s("path", { d: `M${-1 * k},${-5 * k} H${1 * k} V${-3 * k} Q${4 * k},${-1 * k} ${3 * k},${3 * k} Q${2.5 * k},${5 * k} 0,${5 * k} Q${-2.5 * k},${5 * k} ${-3 * k},${3 * k} Q${-4 * k},${-1 * k} ${-1 * k},${-3 * k} Z`,
    fill: "#8fd6de", stroke: "#2d7f88", "stroke-width": 0.5 * k })],
  gold: (s, k) => [s("circle", { r: 4.4 * k, fill: "#e2b22a", stroke: "#8c6a0c", "stroke-width": 0.6 * k }),
    s("circle", { r: 2.8 * k, fill: "none", stroke: "#8c6a0c", "stroke-width": 0.4 * k })],
  silver: (s, k) => [s("circle", { r: 4.4 * k, fill: "#d3d6db", stroke: "#6d7177", "stroke-width": 0.6 * k }),
    s("circle", { r: 2.8 * k, fill: "none", stroke: "#6d7177", "stroke-width": 0.4 * k })],
  stone: (s, k) => [[-4.5, 0.5, 4.2], [0, 0.5, 4.2], [-2.3, -3.3, 4.2]].map(([x, y, w]) => s("rect", { x: x * k, y: y * k, width: w * k,
    height: 3.6 * k, rx: 0.4 * k, fill: "#a59f92", stroke: "#5f5a51", "stroke-width": 0.4 * k })),
  iron: (s, k) => [s("path", { d: `M${-5 * k},${-3 * k} H${4 * k} Q${5 * k},${-3 * k} ${5 * k},${-1.5 * k} H${2 * k} V${1 * k} L${3.5 * k},${3.5 * k} H${-3.5 * k} L${-2 * k},${1 * k} V${-1.5 * k} Q${-4.5 * k},${-1.5 * k} ${-5 * k},${-3 * k} Z`,
    fill: "#4a4d52", stroke: "#1f2124", "stroke-width": 0.4 * k })],
  bronze: (s, k) => [s("path", { d: `M${-4 * k},${4.5 * k} V${-1 * k} Q${-4 * k},${-5 * k} 0,${-5 * k} Q${4 * k},${-5 * k} ${4 * k},${-1 * k} V${4.5 * k} H${1.5 * k} V${0.5 * k} H${-1.5 * k} V${4.5 * k} Z`,
    fill: "#c8822c", stroke: "#6e4210", "stroke-width": 0.5 * k })],
  copper: (s, k) => [s("path", { d: `M${-5 * k},${-3.5 * k} Q0,${-1.8 * k} ${5 * k},${-3.5 * k} Q${3.4 * k},0 ${5 * k},${3.5 * k} Q0,${1.8 * k} ${-5 * k},${3.5 * k} Q${-3.4 * k},0 ${-5 * k},${-3.5 * k} Z`,
    fill: "#b8643a", stroke: "#6b3315", "stroke-width": 0.5 * k })],
  wool: (s, k) => [[-2.5, 0.5], [0, -1.2], [2.5, 0.5], [-1.2, 2], [1.2, 2], [0, 0.5]].map(([x, y]) => s("circle", { cx: x * k, cy: y * k,
    r: 2.1 * k, fill: "#f5f1e6", stroke: "#9c937c", "stroke-width": 0.35 * k })),
  wood: (s, k) => [s("rect", { x: -0.8 * k, y: 1.5 * k, width: 1.6 * k, height: 3.5 * k, fill: "#6b4a2b" }),
    s("path", { d: `M0,${-5 * k} L${4 * k},${2.2 * k} H${-4 * k} Z`, fill: "#3f7a3a", stroke: "#24491f", "stroke-width": 0.4 * k })],
};

function goodIcon(s, good, x, y, size, title) {
  const k = size / 10;
  const shape = GOOD_SHAPES[good];
  const g = s("g", { class: "good", transform: `translate(${x.toFixed(1)} ${y.toFixed(1)})`, "data-good": good },
    s("title", { text: title }));
  if (shape) g.append(...shape(s, k));
  else g.append(s("text", { "text-anchor": "middle", y: 2.5 * k, "font-size": 6.5 * k, fill: "#5a4a2a", text: good.slice(0, 2) }));
  return g;
}

/** The legend of the map's symbols (in a <details>, open on a wide screen). */
function legend(ctx) {
  const { h, s, board } = ctx;
  const icon = (draw) => s("svg", { viewBox: "-8 -8 16 16", class: "legend-icon", "aria-hidden": "true" }, draw);
  const item = (draw, text) => h("span", { class: "legend-item" }, icon(draw), text);
  const goods = Object.keys(board.goods || {}).map((g) => item(goodIcon(s, g, 0, 0, 13, goodName(board, g)), goodName(board, g).toLowerCase()));
  const pieces = [
    item(s("rect", { x: -6, y: -6, width: 12, height: 12, rx: 2, fill: SIDES.Sparta.fill }), t("legions (the number: how many)")),
    item(s("path", { d: "M-7,-3 h14 l-4,8 h-6 z", fill: SIDES.Athens.fill }), t("ships")),
    item(s("circle", { r: 4, fill: SIDES.Sparta.fill, stroke: "#fff" }), t("trading post")),
    item(s("rect", { x: -6.5, y: -6.5, width: 13, height: 13, fill: "none", stroke: SIDES.Athens.fill, "stroke-width": 2 }), t("fortress")),
    item(s("path", { d: "M-5,5 l5,-9 l5,9 z", fill: SIDES.Sparta.fill }), t("monument")),
    item(s("text", { y: 4, "text-anchor": "middle", "font-size": 12, fill: SIDES.Athens.fill, text: "★" }), t("capital")),
    item(s("circle", { r: 2.5, fill: "#5a4a2a" }), t("city")),
    item(s("circle", { r: 5, fill: "#fff", stroke: SIDES.Sparta.fill, "stroke-width": 1.6 }), t("leader")),
    item(s("rect", { x: -6, y: -6, width: 12, height: 12, fill: "none", stroke: "#d0402a", "stroke-width": 1.6, "stroke-dasharray": "3 2" }), t("contested")),
    item(s("line", { x1: -7, y1: 6, x2: 7, y2: -6, stroke: "#4a3320", "stroke-width": 2.6 }), t("barrier")),
    item(s("rect", { x: -6, y: -6, width: 12, height: 12, fill: NEUTRAL }), t("Syracuse or an independent city")),
  ];
  return h("details", { class: "legend", open: window.matchMedia && window.matchMedia("(min-width: 601px)").matches },
    h("summary", {}, t("Legend")), h("div", { class: "legend-items" }, goods), h("div", { class: "legend-items" }, pieces));
}

/** The part of the map the seat opens on: its capital, units, posts and fortresses (the viewBox "x y w h"), at
 * least 45% of the map's width on a laptop (a quarter on a phone), so that the map is readable at once. */
function homeArea(ctx) {
  const { board, view, seat } = ctx;
  const me = seat === null || seat === undefined ? null : (view.seats || [])[seat];
  const hexes = [];
  if (me && board.capitals && board.capitals[me]) hexes.push(board.capitals[me]);
  for (const [id, cell] of Object.entries(view.board.hexes || {})) {
    if (!me) continue;
    if ((cell.units || []).some((u) => u.owner === me) || (cell.post && cell.post[0] === me) || cell.fortress === me) hexes.push(id);
  }
  if (!hexes.length) hexes.push(...Object.values(board.capitals || {}));
  const pts = hexes.filter((id) => board.hexes[id]).map((id) => centre(board.hexes[id]));
  if (!pts.length) return null;
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  const all = Object.values(board.hexes).map(centre);
  const mapW = Math.max(...all.map((p) => p[0])) - Math.min(...all.map((p) => p[0])) + 2 * R;
  let [x0, x1, y0, y1] = [Math.min(...xs) - 2 * R, Math.max(...xs) + 2 * R, Math.min(...ys) - 2 * R, Math.max(...ys) + 2 * R];
  const phone = window.matchMedia && window.matchMedia("(max-width: 600px)").matches;
  const minW = mapW / (phone ? 4 : 2.2); // a phone opens closer in: a pinch goes out
  if (x1 - x0 < minW) [x0, x1] = [(x0 + x1) / 2 - minW / 2, (x0 + x1) / 2 + minW / 2];
  if (y1 - y0 < minW * 0.6) [y0, y1] = [(y0 + y1) / 2 - minW * 0.3, (y0 + y1) / 2 + minW * 0.3];
  return `${x0.toFixed(1)} ${y0.toFixed(1)} ${(x1 - x0).toFixed(1)} ${(y1 - y0).toFixed(1)}`;
}

/** Region names (and, when zoomed in, the sites' names), over everything: each region's name on the one of its
 * land hexes near its middle whose neighbours hold the fewest pieces, with a halo. */
function regionLabels(ctx) {
  const { s, board, view } = ctx;
  const cells = view.board.hexes || {};
  const busy = []; // boxes of hexes holding pieces
  for (const [id, cell] of Object.entries(cells)) {
    if (!(cell.units || []).length && !cell.post && !cell.fortress && !cell.neutral_legions && !(cell.leaders || []).length) continue;
    const [x, y] = centre(board.hexes[id]);
    busy.push([x - R * 0.8, y - R * 0.8, x + R * 0.8, y + R * 0.8]);
  }
  const hit = (box) => busy.reduce((a, b) => a + Math.max(0, Math.min(box[2], b[2]) - Math.max(box[0], b[0]))
    * Math.max(0, Math.min(box[3], b[3]) - Math.max(box[1], b[1])), 0);
  const regions = new Map();
  for (const [id, v] of Object.entries(board.hexes)) {
    if (!v.region || v.terrain === "sea") continue;
    if (!regions.has(v.region)) regions.set(v.region, []);
    regions.get(v.region).push(id);
  }
  const g = s("g", { class: "map-labels", "pointer-events": "none" });
  const halo = { stroke: "#f7f1e1", "stroke-width": 2.4, "stroke-opacity": 0.85, "paint-order": "stroke", "stroke-linejoin": "round" };
  for (const [region, ids] of regions) {
    const pts = ids.map((id) => centre(board.hexes[id]));
    const [mx, my] = [pts.reduce((a, p) => a + p[0], 0) / pts.length, pts.reduce((a, p) => a + p[1], 0) / pts.length];
    const text = t(region);
    let best = null;
    for (const [x, y] of pts) {
      const ly = y + R * 0.3;
      const cost = hit(textBox(x, ly, text, 8)) * 4 + Math.hypot(x - mx, y - my);
      if (!best || cost < best[0]) best = [cost, x, ly];
    }
    g.append(s("text", { x: best[1], y: best[2], "text-anchor": "middle", "font-size": 8, "font-style": "italic",
      "font-weight": 600, fill: "#3b2f22", ...halo, text }));
  }
  for (const v of Object.values(board.hexes)) {
    if (!v.site) continue;
    const [x, y] = centre(v);
    g.append(s("text", { x, y: y + R - 2.2, "text-anchor": "middle", "font-size": 4.4, fill: "#2b2118", class: "site-name",
      ...halo, "stroke-width": 1.4, text: t(v.site) }));
  }
  return g;
}

const hexOutline = (s, v) => {
  const [x, y] = centre(v);
  const pts = corners(x, y).map((p) => p.map((c) => c.toFixed(1)).join(",")).join(" ");
  return s("polygon", { points: pts, fill: "none", stroke: "#e8590c", "stroke-width": 2.4, "pointer-events": "none", class: "recent-mark" });
};

const FIGHTS = new Set(["fight", "sea_fight", "storm", "capture"]);
const PLACES = new Set(["setup_post", "place_legion", "place_ship", "place_aboard", "place_leader", "reinforce", "build_legion",
  "build_ship", "build_fortress", "build_monument", "post", "disband", "disband_aboard", "unload", "leader"]);

/** What the steps since the seat last decided did: the groups' paths (march/sail, then each step), the hexes where
 * something was placed, built or taken off or whose units changed (the views before and now), the combats. */
function recentMoves(ctx) {
  const out = { paths: [], hexes: new Set(), fights: new Set() };
  const recent = ctx.recent;
  if (!recent) return out;
  let path = null;
  const flush = () => { if (path && path.length >= 2) out.paths.push(path); path = null; };
  for (const m of recent.moves) {
    const a = m.action;
    if (!a) continue;
    if (a.kind === "march" || a.kind === "sail") { flush(); path = [a.hex]; }
    else if (a.kind === "step" && a.hex) { if (!path) path = []; path.push(a.hex); }
    else if (a.kind === "stop") flush();
    else if (FIGHTS.has(a.kind) && a.hex) out.fights.add(a.hex);
    else if (PLACES.has(a.kind) && a.hex) out.hexes.add(a.hex);
  }
  flush();
  const before = recent.before && recent.before.hexes;
  if (before) {
    const summary = (cell) => JSON.stringify([(cell && cell.units || []).map((u) => [u.owner, u.arm, u.value]),
      cell && cell.post, cell && cell.fortress, cell && cell.monument, cell && cell.neutral_legions]);
    const now = ctx.view.board.hexes || {};
    for (const id of new Set([...Object.keys(before), ...Object.keys(now)])) {
      if (summary(before[id]) !== summary(now[id]) && ctx.board.hexes[id]) out.hexes.add(id);
    }
  }
  for (const p of out.paths) for (const id of p) out.hexes.delete(id); // a path says it already
  for (const id of out.fights) out.hexes.delete(id);
  for (const p of out.paths) out.hexes.add(p[p.length - 1]);
  return out;
}
