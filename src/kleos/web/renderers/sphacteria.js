// Sphactérie 425 BC: the map of Pylos bay as SVG from board_data() (zones, bases, adjacency, fortified edges)
// and the seat's view (pieces, turn, AP, VP, combat); the private area shows the seat's stratagem counters.
// Zones, bases, pieces, counters and stratagem faces carry data-key, so actions are made on the board:
// click a piece, then a highlighted zone; click a zone to activate it or fight there; click a face to play it.

const SIDE = { ATH: { fill: "#2f5fa8", light: "#dbe6f6", name: "Athens" }, SPA: { fill: "#b3262e", light: "#f6dcdc", name: "Sparta" } };
const KIND = { sea: "#a9c8e8", strait: "#c7def2", clear: "#eadfc2", difficult: "#cbc99c", beach: "#f1e3b5" };
const TYPE = { T: "trireme", H: "hoplites", A: "archers", P: "peltasts", L: "leader" };
const S = 10; // board_data coordinates are 0..100
const R = 40; // zone radius

function where(board, id) {
  const z = board.zones[id] || board.bases[id];
  return z ? [z.x * S, z.y * S] : null;
}

function pieceShape(p, ctx, x, y) {
  const { s } = ctx;
  const side = SIDE[p.side];
  const data = p.type === "L" ? (ctx.board.leaders[p.id] || {}) : (ctx.board.units[p.id] || {});
  const label = p.type === "L" ? (data.name || p.id).slice(0, 2) : `${p.type}${p.pf}`;
  const title = p.type === "L" ? `${data.name || p.id} (${side.name} leader)` :
    `${p.id}: ${TYPE[p.type] || p.type}, ${p.pf} PF${p.weak ? ", weakened" : ""}${p.band ? `, ${p.band}` : ""}`;
  const g = s("g", { "data-key": p.id, "data-label": title, class: "piece", opacity: p.weak ? 0.65 : 1 },
    s("title", { text: title }));
  if (p.type === "L") {
    g.append(s("circle", { cx: x, cy: y, r: 11, fill: "#fff", stroke: side.fill, "stroke-width": 3 }));
    g.append(s("text", { x, y: y + 4, "text-anchor": "middle", "font-size": 10, "font-weight": 700, fill: side.fill, text: label }));
  } else {
    g.append(s("rect", { x: x - 11, y: y - 11, width: 22, height: 22, rx: 3, fill: side.fill,
      stroke: p.weak ? "#fff" : "#0006", "stroke-dasharray": p.weak ? "3 2" : null }));
    g.append(s("text", { x, y: y + 4, "text-anchor": "middle", "font-size": 10, "font-weight": 700, fill: "#fff", text: label }));
  }
  if (p.star) g.append(s("circle", { cx: x + 9, cy: y - 9, r: 3.5, fill: "#e7b416", stroke: "#fff", "stroke-width": 1 }));
  return g;
}

function drawPieces(ctx, pieces, cx, cy) {
  const cols = Math.min(4, pieces.length);
  return pieces.map((p, i) => {
    const col = i % 4;
    const row = Math.floor(i / 4);
    const inRow = Math.min(cols, pieces.length - row * 4);
    return pieceShape(p, ctx, cx + (col - (inRow - 1) / 2) * 25, cy + row * 25);
  });
}

export function render(ctx) {
  const { h, s, board, view } = ctx;
  const b = view.board;
  const svg = s("svg", { viewBox: "-40 -40 1080 1080", role: "img", "aria-label": "Map of Pylos bay and Sphacteria" });
  svg.append(s("rect", { x: -40, y: -40, width: 1080, height: 1080, fill: "#f7f2e7" }));
  // adjacency, then fortified edges on top
  const edges = s("g", { stroke: "#8c7b62", "stroke-width": 2, opacity: 0.45 });
  const seen = new Set();
  for (const [a, list] of Object.entries(board.adjacency || {})) {
    for (const z of list) {
      const key = [a, z].sort().join("|");
      const pa = where(board, a);
      const pz = where(board, z);
      if (seen.has(key) || !pa || !pz) continue;
      seen.add(key);
      edges.append(s("line", { x1: pa[0], y1: pa[1], x2: pz[0], y2: pz[1] }));
    }
  }
  svg.append(edges);
  for (const [a, z] of board.fortified || []) {
    const pa = where(board, a);
    const pz = where(board, z);
    if (pa && pz) svg.append(s("line", { x1: pa[0], y1: pa[1], x2: pz[0], y2: pz[1], stroke: "#7a3b1c", "stroke-width": 6,
      "stroke-dasharray": "8 5" }, s("title", { text: `fortified: ${a}–${z}` })));
  }
  const active = new Set([...(b.activated || []), b.act_zone].filter(Boolean));
  for (const [id, z] of Object.entries(board.zones)) {
    const [x, y] = [z.x * S, z.y * S];
    const g = s("g", { "data-key": id, "data-label": `${id}: ${z.name}`, class: "zone" }, s("title", { text: `${id}: ${z.name} (${z.kind})` }));
    g.append(s("circle", { cx: x, cy: y, r: R, fill: KIND[z.kind] || "#ddd", stroke: z.island ? "#6b5a3a" : "#9b8a70",
      "stroke-width": z.island ? 4 : 2, "stroke-dasharray": z.kind === "strait" ? "6 4" : null }));
    if (z.victory) g.append(s("circle", { cx: x, cy: y, r: R + 5, fill: "none", stroke: "#d4a017", "stroke-width": 3 }));
    if (active.has(id)) g.append(s("circle", { cx: x, cy: y, r: R - 4, fill: "none", stroke: "#1f5fa3", "stroke-width": 4 }));
    g.append(s("text", { x, y: y - 14, "text-anchor": "middle", "font-size": 20, "font-weight": 700, fill: "#3b2f22", text: id }));
    g.append(s("text", { x, y: y + R + 14, "text-anchor": "middle", "font-size": 12, fill: "#5d5040",
      text: z.name + (z.port ? " ⚓" : "") + (z.cap ? ` (max ${z.cap})` : "") }));
    svg.append(g);
  }
  for (const [id, base] of Object.entries(board.bases)) {
    const x = Math.min(960, Math.max(40, base.x * S));
    const y = Math.min(990, Math.max(10, base.y * S));
    const side = SIDE[base.side];
    svg.append(s("g", { "data-key": id, "data-label": `${id}: ${base.name}`, class: "base" }, s("title", { text: base.name }),
      s("rect", { x: x - 60, y: y - 22, width: 120, height: 44, rx: 6, fill: side.light, stroke: side.fill, "stroke-width": 2 }),
      s("text", { x, y: y + 6, "text-anchor": "middle", "font-size": 16, "font-weight": 700, fill: side.fill, text: id })));
  }
  // pieces, grouped by where they stand
  const byLoc = new Map();
  for (const p of b.pieces || []) {
    if (!p.loc || p.loc === "-") continue;
    if (!byLoc.has(p.loc)) byLoc.set(p.loc, []);
    byLoc.get(p.loc).push(p);
  }
  for (const [loc, pieces] of byLoc) {
    const at = where(board, loc);
    if (!at) continue;
    let [x, y] = at;
    if (board.bases[loc]) { // beside the base's box, towards the middle of the map
      x = Math.min(960, Math.max(40, x));
      y = Math.min(990, Math.max(10, y));
      const rows = Math.ceil(pieces.length / 4);
      x += x > 500 ? -120 : 120;
      if (y > 500) y -= (rows - 1) * 25;
    } else y += 2;
    svg.append(s("g", {}, drawPieces(ctx, pieces, x, y)));
  }
  const vp = b.vp || [0, 0];
  const status = h("div", { class: "row", style: "gap:1rem;margin-bottom:.4rem" },
    h("strong", {}, `Turn ${b.turn}/${b.turns}`), h("span", {}, `Stage: ${b.stage}`),
    h("span", {}, `Active: ${b.active}`), h("span", {}, `Initiative: ${b.initiative}`),
    h("span", {}, `AP ${(b.ap || []).join(" / ")}`), h("span", {}, `VP Athens ${vp[0]} – Sparta ${vp[1]}`),
    h("span", {}, `Supply ${(b.supply || []).join(" / ")}`), h("span", {}, `Stratagems in the bowl: ${b.bowl_count}`));
  const extra = [];
  if (b.combat) extra.push(h("div", { class: "panel", id: "combat" }, h("strong", {}, "Combat: "),
    Object.entries(b.combat).map(([k, v]) => h("span", { class: "chip" }, `${k}: ${typeof v === "object" ? JSON.stringify(v) : v}`))));
  const off = (b.pieces || []).filter((p) => p.loc === "-");
  if (off.length) {
    extra.push(h("div", { class: "muted" }, `Not on the map: ${off.filter((p) => p.side === "ATH").length} Athenian, `
      + `${off.filter((p) => p.side === "SPA").length} Spartan pieces`
      + (b.due && Object.keys(b.due).length ? ` · reinforcements due: ${Object.entries(b.due).map(([k, t]) => `${k} turn ${t}`).join(", ")}` : "")));
  }
  return h("div", { class: "sphacteria" }, status, svg, ...extra);
}

export function renderPrivate(ctx) {
  const { h, board, view } = ctx;
  const b = view.board;
  const counts = b.hand_counts || [];
  const items = (b.hand || []).map((c) => h("div", { class: "panel", "data-key": c.counter, "data-label": `counter ${c.counter}`,
    style: "display:inline-block;margin:.2rem;padding:.4rem" },
    h("strong", {}, c.counter), " ",
    c.faces.map((f) => {
      const st = board.stratagems[f] || { name: f };
      const usable = (c.usable || []).includes(f);
      return h("span", { class: "chip", "data-key": f, "data-label": `${f} ${st.name}`, title: `${st.name} (${st.window || ""})`,
        style: usable ? "font-weight:700" : "opacity:.7" }, `${f} ${st.name}`);
    })));
  return h("div", { id: "hand" }, h("h2", {}, "Your stratagems"),
    items.length ? items : h("p", { class: "muted" }, "No stratagem counter in hand."),
    h("p", { class: "muted" }, `Counters in hand: Athens ${counts[0] ?? "?"}, Sparta ${counts[1] ?? "?"}`));
}
