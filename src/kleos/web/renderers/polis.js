// Polis: the map of Hellas as SVG from board_data() (territories, seas, land and sea routes, poleis, markets)
// and the seat's view (units, poleis' owners and population, cargoes, prestige, goods, projects, battle).
// Territories, seas, poleis, cargoes, projects and goods carry data-key: click a region to send units there,
// a polis to act on it, a project then a polis to start it, a good to pay with it.

const SIDES = [{ name: "Sparta", fill: "#b3262e", light: "#f6dcdc" }, { name: "Athens", fill: "#2f5fa8", light: "#dbe6f6" }];
const S = 10; // board_data coordinates are 0..100

const ownerFill = (owner) => (owner === "Sparta" ? SIDES[0].fill : owner === "Athens" ? SIDES[1].fill : "#8a8070");

function unitMarks(s, counts, x, y, naval) {
  const marks = [];
  counts.forEach((n, side) => {
    if (!n) return;
    const dx = side === 0 ? -16 : 16;
    const title = `${SIDES[side].name}: ${n} ${naval ? "trireme" : "hoplite"}${n > 1 ? "s" : ""}`;
    marks.push(s("g", {}, s("title", { text: title }),
      naval ? s("path", { d: `M${x + dx - 13},${y - 6} h26 l-5,12 h-16 z`, fill: SIDES[side].fill })
        : s("rect", { x: x + dx - 11, y: y - 11, width: 22, height: 22, rx: 3, fill: SIDES[side].fill }),
      s("text", { x: x + dx, y: y + 5, "text-anchor": "middle", "font-size": 13, "font-weight": 700, fill: "#fff", text: n })));
  });
  return marks;
}

export function render(ctx) {
  const { h, s, board, view } = ctx;
  const b = view.board;
  const at = {};
  for (const r of [...board.territories, ...board.seas]) at[r.id] = [r.x * S, r.y * S];
  const svg = s("svg", { viewBox: "-20 -20 1040 1040", role: "img", "aria-label": "Map of Hellas" });
  svg.append(s("rect", { x: -20, y: -20, width: 1040, height: 1040, fill: "#eef3f7" }));
  for (const [a, z] of board.sea_edges) {
    svg.append(s("line", { x1: at[a][0], y1: at[a][1], x2: at[z][0], y2: at[z][1], stroke: "#5b8fc4", "stroke-width": 3, "stroke-dasharray": "8 6", opacity: 0.6 }));
  }
  for (const [a, z] of board.land_edges) {
    svg.append(s("line", { x1: at[a][0], y1: at[a][1], x2: at[z][0], y2: at[z][1], stroke: "#8c6d46", "stroke-width": 4, opacity: 0.55 }));
  }
  for (const m of board.markets) { // a market's route to its sea
    const sea = at[m.sea];
    if (sea) svg.append(s("line", { x1: m.x * S, y1: m.y * S, x2: sea[0], y2: sea[1], stroke: "#c49a3c", "stroke-width": 2, "stroke-dasharray": "2 5" }));
  }
  const units = b.units || {};
  for (const sea of board.seas) {
    const [x, y] = at[sea.id];
    svg.append(s("g", { "data-key": sea.id, "data-label": sea.name, class: "region" }, s("title", { text: sea.name }),
      s("ellipse", { cx: x, cy: y, rx: 62, ry: 44, fill: "#b9d3ec", stroke: "#5b8fc4", "stroke-width": 2 }),
      s("text", { x, y: y - 18, "text-anchor": "middle", "font-size": 12, "font-style": "italic", fill: "#27527d", text: sea.name })));
  }
  const collected = b.collected || {};
  for (const t of board.territories) {
    const [x, y] = at[t.id];
    const home = t.home === "S" ? SIDES[0] : t.home === "A" ? SIDES[1] : null;
    const taken = collected[t.id];
    svg.append(s("g", { "data-key": t.id, "data-label": t.name, class: "region" },
      s("title", { text: `${t.name}${taken ? ` (goods collected by ${taken})` : ""}` }),
      s("circle", { cx: x, cy: y, r: 46, fill: home ? home.light : "#e8dcc0", stroke: home ? home.fill : "#8c6d46", "stroke-width": home ? 3 : 2 }),
      s("text", { x, y: y - 24, "text-anchor": "middle", "font-size": 13, "font-weight": 700, fill: "#4a3a26", text: t.name }),
      taken ? s("circle", { cx: x + 34, cy: y - 30, r: 6, fill: ownerFill(taken) }) : null));
  }
  for (const [id, counts] of Object.entries(units)) {
    if (!at[id]) continue;
    const naval = board.seas.some((sea) => sea.id === id);
    svg.append(s("g", {}, unitMarks(s, counts, at[id][0], at[id][1] + (naval ? 10 : -6), naval)));
  }
  const poleis = b.poleis || {};
  for (const p of board.poleis) {
    const state = poleis[p.id] || {};
    const x = p.x * S;
    const y = p.y * S;
    const label = `${p.name}: ${state.owner || "neutral"}, population ${state.population ?? "?"}/${p.max}`
      + (state.project ? `, building ${state.project}` : "") + (state.completed?.length ? `, built ${state.completed.join(", ")}` : "");
    svg.append(s("g", { "data-key": p.id, "data-label": label, class: "polis" }, s("title", { text: label }),
      s("circle", { cx: x, cy: y, r: 14, fill: ownerFill(state.owner), stroke: p.capital ? "#d4a017" : "#fff", "stroke-width": p.capital ? 4 : 2 }),
      s("text", { x, y: y + 5, "text-anchor": "middle", "font-size": 13, "font-weight": 700, fill: "#fff", text: state.population ?? "" }),
      s("text", { x, y: y + 27, "text-anchor": "middle", "font-size": 11, fill: "#2b2118", text: p.name }),
      state.project ? s("rect", { x: x + 10, y: y - 20, width: 10, height: 10, fill: "#d4a017" }) : null));
  }
  const cargoes = b.cargoes || {};
  for (const m of board.markets) {
    const x = Math.min(950, Math.max(50, m.x * S));
    const y = Math.min(990, Math.max(15, m.y * S));
    const mine = Object.entries(cargoes).filter(([id]) => id.startsWith(`${m.id}_`));
    const g = s("g", { class: "market" }, s("title", { text: `${m.name} market` }),
      s("rect", { x: x - 52, y: y - 16, width: 104, height: 32, rx: 5, fill: "#fbf3dc", stroke: "#c49a3c" }),
      s("text", { x, y: y - 2, "text-anchor": "middle", "font-size": 12, "font-weight": 700, fill: "#6d5320", text: m.name }));
    mine.forEach(([id, c], i) => {
      const cx = x - 40 + i * 20;
      g.append(s("g", { "data-key": id, "data-label": `${id}: value ${c.value}, wants ${c.demand}, pays ${c.payout}` },
        s("title", { text: `${id}: value ${c.value}, wants ${c.demand}, pays ${c.payout}${c.merchant ? `, taken by ${c.merchant}` : ""}` }),
        s("rect", { x: cx - 7, y: y + 3, width: 14, height: 10, rx: 2,
          fill: c.merchant ? ownerFill(c.merchant) : c.available ? "#3c8d4a" : "#c9c0ae" })));
    });
    svg.append(g);
  }
  return h("div", { class: "polis" }, status(ctx), svg, tables(ctx));
}

function status(ctx) {
  const { h, board, view } = ctx;
  const b = view.board;
  const event = (board.events || []).find((e) => e.id === b.event);
  return h("div", { class: "row", style: "gap:1rem;margin-bottom:.4rem" },
    h("strong", {}, `Round ${b.round}`), h("span", {}, `Stage: ${b.stage}${b.action ? ` (${b.action})` : ""}`),
    h("span", {}, `Prestige Sparta ${b.prestige?.[0]} – Athens ${b.prestige?.[1]}`),
    b.scores ? h("span", {}, `Score ${b.scores.join(" – ")}`) : null,
    event ? h("span", {}, `Event: ${event.title}`) : null,
    h("span", {}, `Turns ${(b.turn_count || []).join("/")}`));
}

function tables(ctx) {
  const { h, board, view } = ctx;
  const b = view.board;
  const goods = Object.keys((b.goods || [{}])[0] || {});
  const projects = Object.fromEntries((board.projects || []).map((p) => [p.id, p]));
  return h("div", {},
    h("table", { class: "generic", style: "margin:.5rem 0" },
      h("thead", {}, h("tr", {}, h("th", {}, ""), goods.map((g) => h("th", {}, h("span", { "data-key": g }, g))))),
      h("tbody", {}, (b.goods || []).map((row, side) => h("tr", {}, h("th", {}, SIDES[side].name), goods.map((g) => h("td", {}, row[g])))),
        b.markers ? h("tr", {}, h("th", {}, "price markers"), goods.map((g) => h("td", {}, b.markers[g] ?? ""))) : null)),
    h("div", {}, h("strong", {}, "Projects on display: "),
      (b.display || []).map((id) => {
        const p = projects[id] || { name: id };
        const cost = p.cost ? Object.entries(p.cost).map(([k, v]) => `${v} ${k}`).join(", ") : "";
        return h("span", { class: "chip", "data-key": id, "data-label": p.name, title: `${p.type || ""} · cost ${cost} · prestige ${p.prestige ?? "?"}` },
          `${p.name} (${cost}; +${p.prestige ?? "?"})`);
      }), h("span", { class: "muted" }, ` · ${b.projects_left} left`)),
    b.battle ? h("div", { class: "panel", id: "battle" }, h("strong", {}, "Battle: "),
      Object.entries(b.battle).map(([k, v]) => h("span", { class: "chip" }, `${k}: ${typeof v === "object" ? JSON.stringify(v) : v}`))) : null);
}
