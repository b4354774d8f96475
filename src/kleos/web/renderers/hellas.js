// Hellas: the hex map as SVG from board_data() (terrain, regions, goods sites, cities, capitals, barriers) and
// the seat's view (units, trading posts, fortresses, monuments, Syracuse and the independent cities, contested
// hexes, the group in motion), beside the players' tracks (development, stability, income, goods, supply, VP).
// Every hex carries data-key (its id): click a unit's hex to pick it, then a highlighted hex to move, attack,
// build or trade there. The action chips and the development tracks carry data-key too.
// A block's value is drawn only when the view holds it: an unseen New Armies block shows "?".
// Every text is in the reader's language (t, nt: the game's catalogue); seats are named by view.seat_labels;
// ids (hexes, seats, tracks, actions) stay ids in data-key attributes and comparisons.

import { t, nt } from "/static/i18n.js";

const SIDES = { Sparta: { fill: "#b3262e", light: "#f6dcdc" }, Athens: { fill: "#2f5fa8", light: "#dbe6f6" } };
const NEUTRAL = "#6f6a60";
const TERRAIN = { sea: "#bcd5ec", coast: "#eadfba", land: "#dccb98", island: "#e6d7a2", mountain: "#aa9b79" };
// i18n: two-letter abbreviations of the goods drawn on the map (GRAIN, FISH, CATTLE, WINE, SALT, GLASS, GOLD, STONE,
// IRON, BRONZE, WOOL, WOOD, COPPER, SILVER)
const GOOD = () => ({ grain: t("Gr"), fish: t("Fi"), cattle: t("Ca"), wine: t("Wi"), salt: t("Sa"), glass: t("Gl"),
  gold: t("Go"), stone: t("St"), iron: t("Ir"), bronze: t("Br"), wool: t("Wo"), wood: t("Wd"), copper: t("Cu"),
  silver: t("Ag") });
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
  if (v.good) g.append(s("text", { x, y: y - 8, "text-anchor": "middle", "font-size": 6.5, fill: "#5a4a2a", text: goods[v.good] || v.good.slice(0, 2) }));
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
  const svg = s("svg", { viewBox: `${x0} ${y0} ${w} ${hgt}`, role: "img", "aria-label": t("Map of the ancient seas"), class: "hellas-map" });
  svg.append(s("rect", { x: x0, y: y0, width: w, height: hgt, fill: "#d7e6f3" }));
  const goods = GOOD();
  for (const [id, v] of Object.entries(board.hexes)) svg.append(hexShape(ctx, id, v, cells[id] || {}, board.capitals || {}, goods));
  for (const [a, z] of board.barriers || []) { // 3.2: a barrier on the side two hexes share
    const [ax, ay] = centre(board.hexes[a]);
    const [zx, zy] = centre(board.hexes[z]);
    const [mx, my] = [(ax + zx) / 2, (ay + zy) / 2];
    const [dx, dy] = [(zy - ay) / SQ3 / 2, -(zx - ax) / SQ3 / 2];
    svg.append(s("line", { x1: mx - dx, y1: my - dy, x2: mx + dx, y2: my + dy, stroke: "#4a3320", "stroke-width": 2.6, "pointer-events": "none" }));
  }
  const names = new Map(); // region names at the middle of their land hexes
  for (const v of Object.values(board.hexes)) {
    if (!v.region || v.terrain === "sea") continue;
    const [x, y] = centre(v);
    const acc = names.get(v.region) || [0, 0, 0];
    names.set(v.region, [acc[0] + x, acc[1] + y, acc[2] + 1]);
  }
  const labels = s("g", { "pointer-events": "none" });
  for (const [name, [sx, sy, n]] of names) {
    labels.append(s("text", { x: sx / n, y: sy / n + R, "text-anchor": "middle", "font-size": 8, "font-style": "italic",
      fill: "#3b2f22", opacity: 0.75, text: t(name) }));
  }
  svg.append(labels);
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
  const stage = STAGE()[b.stage] || b.stage;
  const status = h("div", { class: "row", style: "gap:1rem;margin-bottom:.4rem;flex-wrap:wrap" },
    h("strong", {}, t("Turn {turn}", { turn: b.turn })),
    h("span", {}, t("Stage: {stage}", { stage })), // the stage names the action under way
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
  return h("div", { class: "hellas" }, status, acts, map(ctx), ...extra, tracks(ctx));
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
