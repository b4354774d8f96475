// Hellas: the hex map as SVG from board_data() (terrain, regions, goods sites, cities, capitals, barriers) and
// the seat's view (units, trading posts, fortresses, monuments, Syracuse and the independent cities, contested
// hexes, the group in motion), beside the players' tracks (development, stability, income, goods, supply, VP).
// Every hex carries data-key (its id): click a unit's hex to pick it, then a highlighted hex to move, attack,
// build or trade there. The action chips and the development tracks carry data-key too.
// A block's value is drawn only when the view holds it: an unseen New Armies block shows "?".

const SIDES = { Sparta: { fill: "#b3262e", light: "#f6dcdc" }, Athens: { fill: "#2f5fa8", light: "#dbe6f6" } };
const NEUTRAL = "#6f6a60";
const TERRAIN = { sea: "#bcd5ec", coast: "#eadfba", land: "#dccb98", island: "#e6d7a2", mountain: "#aa9b79" };
const GOOD = { grain: "Gr", fish: "Fi", cattle: "Ca", wine: "Wi", salt: "Sa", glass: "Gl", gold: "Go", stone: "St",
  iron: "Ir", bronze: "Br", wool: "Wo", timber: "Ti" };
const TRACKS = ["military", "fleet", "economy", "culture"];
const ACTIONS = ["move", "attack", "build", "trade", "stability", "develop", "pass", "armistice"];
const R = 16; // hex radius
const SQ3 = Math.sqrt(3);

const centre = (v) => [1.5 * R * v.q, SQ3 * R * (v.r + v.q / 2)];
const corners = (x, y) => [0, 1, 2, 3, 4, 5].map((i) => [x + R * Math.cos(i * Math.PI / 3), y + R * Math.sin(i * Math.PI / 3)]);
const fill = (owner) => (SIDES[owner] ? SIDES[owner].fill : NEUTRAL);

function unitMark(s, u, x, y) {
  const value = u.value === null || u.value === undefined ? "?" : String(u.value);
  const cargo = u.arm === "sea" && (u.cargo || u.carrying) ? ` +${u.cargo ?? "?"}` : "";
  const title = `${u.owner} ${u.arm === "land" ? "legions" : "ships"}: ${value === "?" ? "value hidden" : value}`
    + (cargo ? `, carrying ${u.cargo ?? "hidden"}` : "") + (u.moving ? `, moving (${u.mp} MP left)` : "")
    + (u.spent ? ", has moved" : "");
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

function hexShape(ctx, id, v, cell, capitals) {
  const { s } = ctx;
  const [x, y] = centre(v);
  const label = [id, v.site, v.region, v.good, cell.post ? `post of ${cell.post[0]}` : "", cell.fortress ? `fortress of ${cell.fortress}` : "",
    cell.monument ? `monument of ${cell.monument}` : "", cell.contested ? "contested" : ""].filter(Boolean).join(", ");
  const g = s("g", { "data-key": id, "data-label": label, class: "hex" }, s("title", { text: label }));
  const pts = corners(x, y).map((p) => p.map((c) => c.toFixed(1)).join(",")).join(" ");
  g.append(s("polygon", { points: pts, fill: v.sikelia_sea ? "#a9c9e6" : TERRAIN[v.terrain] || "#ddd",
    stroke: v.terrain === "sea" ? "#a3c2de" : "#9c8b66", "stroke-width": 0.8 }));
  if (cell.contested) g.append(s("polygon", { points: pts, fill: "none", stroke: "#d0402a", "stroke-width": 2.2, "stroke-dasharray": "3 2" }));
  if (v.good) g.append(s("text", { x, y: y - 8, "text-anchor": "middle", "font-size": 6.5, fill: "#5a4a2a", text: GOOD[v.good] || v.good.slice(0, 2) }));
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
  const marks = units.map((u, i) => unitMark(s, u, x + (i - (units.length - 1) / 2) * 11, y + 2));
  if (cell.neutral_legions) {
    marks.push(unitMark(s, { owner: cell.neutral_fortress === "Syracuse" ? "Syracuse" : "independent", arm: "land", value: cell.neutral_legions },
      x + (units.length ? 9 : 0), y + 2));
  }
  for (const who of cell.leaders || []) {
    marks.push(s("g", {}, s("title", { text: `${who}'s leader` }),
      s("circle", { cx: x - 9, cy: y + 9, r: 4, fill: "#fff", stroke: fill(who), "stroke-width": 1.6 }),
      s("text", { x: x - 9, y: y + 11, "text-anchor": "middle", "font-size": 5.5, fill: fill(who), text: "L" })));
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
  const svg = s("svg", { viewBox: `${x0} ${y0} ${w} ${hgt}`, role: "img", "aria-label": "Map of the ancient seas", class: "hellas-map" });
  svg.append(s("rect", { x: x0, y: y0, width: w, height: hgt, fill: "#d7e6f3" }));
  for (const [id, v] of Object.entries(board.hexes)) svg.append(hexShape(ctx, id, v, cells[id] || {}, board.capitals || {}));
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
      fill: "#3b2f22", opacity: 0.75, text: name }));
  }
  svg.append(labels);
  return svg;
}

function tracks(ctx) {
  const { h, board, view, seat } = ctx;
  const b = view.board;
  const me = seat === null || seat === undefined ? null : ["Sparta", "Athens"][seat];
  const row = (label, f) => h("tr", {}, h("th", {}, label), b.players.map((p) => h("td", {}, f(p))));
  const dev = (t) => h("tr", {}, h("th", {}, t), b.players.map((p) => {
    const track = board.tracks[t];
    const phase = p.phases[t];
    const text = `${p.development[t]}/${track.golden_age} · ${phase ? track.names[String(phase)] : "—"}`;
    return h("td", p.name === me ? { "data-key": t, "data-label": `develop ${t}` } : {}, text);
  }));
  const goods = (p) => Object.entries(p.goods).map(([g, n]) => `${g} ${n}`).join(", ") || "none";
  const units = (p) => `${p.supply.legions ?? "?"} legions / supply ${p.supply.capacity}; ${p.ships ?? "?"} ships (upkeep ${p.upkeep_per_ship} each)`;
  return h("table", { class: "hellas-tracks" },
    h("thead", {}, h("tr", {}, h("th", {}, ""), b.players.map((p) => h("th", { style: `color:${fill(p.name)}` },
      `${p.name}${p.name === b.first ? " (first)" : ""}`)))),
    h("tbody", {},
      row("VP", (p) => `${p.vp} (monuments ${p.vp_parts.monuments}, golden ages ${p.vp_parts.golden_ages}, laurels ${p.vp_parts.laurels})`),
      row("Stability", (p) => `${p.stability > 0 ? "+" : ""}${p.stability}${p.golden_age_stability ? " · Golden Age" : ""}`),
      row("Treasury", (p) => `${p.treasury} talents`), row("Income", (p) => `${p.income} talents`),
      TRACKS.map(dev), row("Goods", goods), row("Units", units),
      row("Posts / fortresses", (p) => `${p.trading_posts} / ${p.fortresses}`),
      row("Control", (p) => `${p.control.islands} islands, ${p.control.provinces} provinces`)));
}

export function render(ctx) {
  const { h, view } = ctx;
  const b = view.board;
  const chosen = (b.cycle && b.cycle.chosen) || [];
  const status = h("div", { class: "row", style: "gap:1rem;margin-bottom:.4rem;flex-wrap:wrap" },
    h("strong", {}, `Turn ${b.turn}`), h("span", {}, `Stage: ${b.stage}${b.action ? ` (${b.action})` : ""}`),
    h("span", {}, `To act: ${b.actor}`), h("span", {}, `Target ${b.target} VP`),
    b.armistice ? h("span", { class: "chip" }, `Armistice asked by ${b.armistice.asked_by}`) : null,
    b.new_armies ? h("span", { class: "chip" }, "New Armies") : null);
  const acts = h("div", { class: "row", style: "gap:.3rem;flex-wrap:wrap;margin:.3rem 0" }, h("span", { class: "muted" }, "Actions this cycle:"),
    ACTIONS.map((a) => {
      const by = chosen.filter(([, x]) => x === a).map(([who]) => who);
      return h("span", { class: "chip", "data-key": a, "data-label": `choose ${a}`,
        style: by.length ? `text-decoration:line-through;opacity:.7` : "" }, by.length ? `${a} (${by.join(", ")})` : a);
    }));
  const extra = [];
  if (b.group) extra.push(h("div", { class: "panel" }, `Moving: ${b.group.owner} ${b.group.arm === "land" ? "legions" : "ships"} from ${b.group.start},`
    + ` now in ${b.group.hex}, ${b.group.mp} MP left`));
  if (b.setup) extra.push(h("div", { class: "panel" }, `Set-up of ${b.setup.seat}: ${b.setup.posts} posts, ${b.setup.legions} legions, ${b.setup.ships} ships to place`));
  if (b.supply_due) extra.push(h("div", { class: "panel" }, `${b.supply_due.seat} must disband ${b.supply_due.excess} beyond its supply (10)`));
  const c = b.last_combat;
  if (c) {
    extra.push(h("div", { class: "panel muted", id: "combat" }, `Last combat in ${c.hex}: ${c.attacker} ${c.attack_cv} CV against ${c.defender} `
      + `${c.defence_cv} CV; ${c.defender} lost ${c.defender_lost}${c.fortress ? " and its fortress" : ""}${c.monument ? " and its monument" : ""}, `
      + `${c.attacker} lost ${c.attacker_lost}`));
  }
  return h("div", { class: "hellas" }, status, acts, map(ctx), ...extra, tracks(ctx));
}

export function renderPrivate(ctx) {
  const { h, view, seat } = ctx;
  const b = view.board;
  const me = b.players[seat];
  if (!b.new_armies || !me || !me.reserve) return null; // the base game has no block reserve
  const list = (arm) => (me.reserve[arm] || []).join(", ") || "none";
  return h("div", { id: "reserve" }, h("h2", {}, "Your block reserve (New Armies)"),
    h("p", {}, `Armies: ${list("land")}`), h("p", {}, `Fleets: ${list("sea")}`),
    b.splitting && b.splitting.parts ? h("p", {}, `Splitting in ${b.splitting.hex}: parts ${b.splitting.parts.join(" + ") || "none yet"}, `
      + `${b.splitting.remaining} left`) : null);
}
