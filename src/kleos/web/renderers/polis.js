// Polis: the map of Hellas as SVG from board_data() (territories, seas, land and sea routes, poleis, markets)
// and the seat's view (units, poleis' owners and population, cargoes, prestige, goods, projects, battle).
// Territories, seas, poleis, cargoes, projects and goods carry data-key: click a region to send units there,
// a polis to act on it, a project then a polis to start it, a good to pay with it.
// Every text is in the reader's language (t/nt, domain "polis"); ids stay ids (data-key, comparisons).

import { t, nt } from "/static/i18n.js";
import { arrow, combatMark, d4Face, placeBlock, recentNote, ring, textBox } from "/static/marks.js";

const SIDES = [{ id: "Sparta", fill: "#b3262e", light: "#f6dcdc" }, { id: "Athens", fill: "#2f5fa8", light: "#dbe6f6" }];
const S = 10; // board_data coordinates are 0..100

// The words of the game, by id: the extraction reads these literal t()/nt() calls into the polis catalogue.
const GOODS = {
  metal: () => t("metal"), wood: () => t("wood"), wine: () => t("wine"), oil: () => t("oil"),
  silver: () => t("silver"), wheat: () => t("wheat"), prestige: () => t("prestige"),
};
const AMOUNTS = {
  metal: (n) => nt("{n} metal", "{n} metal", n, { n }), wood: (n) => nt("{n} wood", "{n} wood", n, { n }),
  wine: (n) => nt("{n} wine", "{n} wine", n, { n }), oil: (n) => nt("{n} oil", "{n} oil", n, { n }),
  silver: (n) => nt("{n} silver", "{n} silver", n, { n }), wheat: (n) => nt("{n} wheat", "{n} wheat", n, { n }),
};
const PROJECT_TYPES = {
  philosopher: () => t("philosopher"), artist: () => t("artist"), temple: () => t("temple"),
  theatre: () => t("theatre"), statue: () => t("statue"), festival: () => t("festival"), games: () => t("games"),
};
const ACTIONS = {
  hoplites: () => t("1. Create hoplites"), galleys: () => t("2. Create galleys"), merchants: () => t("3. Create merchants"),
  project: () => t("4. Start a project"), move_hoplites: () => t("5. Move hoplites"), move_galleys: () => t("6. Move galleys"),
  siege: () => t("7. Besiege a polis"), collect: () => t("8. Collect"), trade: () => t("9. Trade"),
  proxenos: () => t("10. Move the proxenos"), free_proxenos: () => t("11. Free the proxenos"),
  civil_war: () => t("12. Stir up a civil war"),
};
const FORMATIONS = {
  phalanx: () => t("phalanx"), cavalry: () => t("cavalry"), archers: () => t("archers"), peltasts: () => t("peltasts"),
  mercenaries: () => t("mercenaries"), salpinx: () => t("salpinx"), elite_trireme: () => t("elite trireme"),
  trireme: () => t("trireme"), bireme: () => t("bireme"), triaconter: () => t("triaconter"),
};
const MANOEUVRES = {
  othismos: () => t("othismos"), advance: () => t("advance"), hold: () => t("hold"), shoot: () => t("shoot"),
  ambush: () => t("ambush"), diekplous: () => t("diekplous"), periplous: () => t("periplous"), kyklos: () => t("kyklos"),
};

const word = (table, id) => (table[id] ? table[id]() : id);
const amount = (n, good) => (AMOUNTS[good] ? AMOUNTS[good](n) : `${n} ${good}`);
const ownerFill = (owner) => (owner === SIDES[0].id ? SIDES[0].fill : owner === SIDES[1].id ? SIDES[1].fill : "#8a8070");

/** A seat's name in the reader's language (the server renders view.seat_labels), from its id. */
function seatLabel(view, id) {
  const i = (view.seats || []).indexOf(id);
  return i >= 0 && view.seat_labels ? view.seat_labels[i] : id;
}

function stageLabel(b) {
  const st = b.stage || "";
  if (st === "action" && b.action) return word(ACTIONS, b.action);
  if (st === "turn") return t("choosing an action"); // p.5: a turn is one of the twelve actions, or a pass
  if (st === "fee") return t("fee for acting alone");
  if (st === "roll") return t("die roll");
  if (st === "deal") return t("dealing combat cards");
  if (st === "proj_draw" || st === "event_draw") return t("start of round");
  if (st.startsWith("bt_")) return t("battle");
  if (st.startsWith("ev_")) return t("event");
  if (st.startsWith("eor")) return t("end of round");
  if (st === "over") return t("game over");
  return st;
}

function cardLabel(board, id, naval) {
  const card = (board.combat_cards || {})[id];
  if (!card) return id;
  const [formation, manoeuvre] = (naval ? card.sea : card.land).split("/");
  return t("{formation}/{manoeuvre}", { formation: word(FORMATIONS, formation), manoeuvre: word(MANOEUVRES, manoeuvre) });
}

function unitMarks(s, view, counts, x, y, naval) {
  const marks = [];
  counts.forEach((n, side) => {
    if (!n) return;
    const dx = side === 0 ? -16 : 16;
    const seat = seatLabel(view, SIDES[side].id);
    const title = naval ? nt("{seat}: {n} trireme", "{seat}: {n} triremes", n, { seat })
      : nt("{seat}: {n} hoplite", "{seat}: {n} hoplites", n, { seat });
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
  const projects = Object.fromEntries((board.projects || []).map((p) => [p.id, p]));
  const projectName = (id) => (projects[id] ? t(projects[id].name) : id);
  const svg = s("svg", { viewBox: "-20 -20 1040 1040", role: "img", "aria-label": t("Map of Hellas"), "data-zoom": "pinch" });
  const layout = labelLayout(ctx); // issue 23: where the names and the units go, so that no unit covers a name
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
    const name = t(sea.name);
    svg.append(s("g", { "data-key": sea.id, "data-label": name, class: "region" }, s("title", { text: name }),
      s("ellipse", { cx: x, cy: y, rx: 62, ry: 44, fill: "#b9d3ec", stroke: "#5b8fc4", "stroke-width": 2 })));
  }
  const collected = b.collected || {};
  for (const ter of board.territories) {
    const [x, y] = at[ter.id];
    const home = ter.home === "S" ? SIDES[0] : ter.home === "A" ? SIDES[1] : null;
    const taken = collected[ter.id];
    const name = t(ter.name);
    const by = taken === "event" ? t("an event") : seatLabel(view, taken);
    svg.append(s("g", { "data-key": ter.id, "data-label": name, class: "region" },
      s("title", { text: taken ? t("{territory} (goods collected by {seat})", { territory: name, seat: by }) : name }),
      s("circle", { cx: x, cy: y, r: 46, fill: home ? home.light : "#e8dcc0", stroke: home ? home.fill : "#8c6d46", "stroke-width": home ? 3 : 2 }),
      taken ? s("circle", { cx: x + 34, cy: y - 30, r: 6, fill: ownerFill(taken) }) : null));
  }
  const moves = recentMoves(ctx, at);
  for (const path of moves.paths) svg.append(arrow(path, { width: 6, shorten: 30 }));
  for (const [id, counts] of Object.entries(units)) {
    if (!at[id] || !layout.units[id]) continue;
    const naval = board.seas.some((sea) => sea.id === id);
    const [ux, uy] = layout.units[id];
    svg.append(s("g", { class: "units" }, unitMarks(s, view, counts, ux, uy, naval)));
    for (const side of moves.regions.get(id) || []) svg.append(ring(ux + (side ? 16 : -16), uy, naval ? 17 : 16));
  }
  const poleis = b.poleis || {};
  for (const p of board.poleis) {
    const state = poleis[p.id] || {};
    const x = p.x * S;
    const y = p.y * S;
    // (a t() nested in another t()'s arguments escapes Babel's JavaScript extraction: computed first)
    const owner = state.owner ? seatLabel(view, state.owner) : t("neutral");
    let label = t("{polis}: {owner}, population {population}/{max}", { polis: t(p.name), owner,
      population: state.population ?? "?", max: p.max });
    if (state.project) label = t("{polis}, building {project}", { polis: label, project: projectName(state.project) });
    if (state.completed?.length) {
      label = t("{polis}, built {projects}", { polis: label, projects: state.completed.map(projectName).join(", ") });
    }
    svg.append(s("g", { "data-key": p.id, "data-label": label, class: "polis" }, s("title", { text: label }),
      s("circle", { cx: x, cy: y, r: 14, fill: ownerFill(state.owner), stroke: p.capital ? "#d4a017" : "#fff", "stroke-width": p.capital ? 4 : 2 }),
      s("text", { x, y: y + 5, "text-anchor": "middle", "font-size": 13, "font-weight": 700, fill: "#fff", text: state.population ?? "" }),
      state.project ? s("rect", { x: x + 10, y: y - 20, width: 10, height: 10, fill: "#d4a017" }) : null,
      moves.poleis.has(p.id) ? ring(x, y, 19) : null));
  }
  const cargoes = b.cargoes || {};
  for (const m of board.markets) {
    const x = Math.min(950, Math.max(50, m.x * S));
    const y = Math.min(990, Math.max(15, m.y * S));
    const mine = Object.entries(cargoes).filter(([id]) => id.startsWith(`${m.id}_`));
    const g = s("g", { class: "market" }, s("title", { text: t("{market} market", { market: t(m.name) }) }),
      s("rect", { x: x - 52, y: y - 16, width: 104, height: 32, rx: 5, fill: "#fbf3dc", stroke: "#c49a3c" }),
      s("text", { x, y: y - 2, "text-anchor": "middle", "font-size": 12, "font-weight": 700, fill: "#6d5320", text: t(m.name) }));
    mine.forEach(([id, c], i) => {
      const cx = x - 40 + i * 20;
      const cargo = t("{market}, cargo {n}", { market: t(m.name), n: i + 1 });
      const values = { cargo, value: c.value, demand: word(GOODS, c.demand), payout: amount(c.value, c.payout) };
      const label = t("{cargo}: value {value}, wants {demand}, pays {payout}", values);
      const title = c.merchant ? t("{cargo}: value {value}, wants {demand}, pays {payout}, taken by {seat}",
        { ...values, seat: seatLabel(view, c.merchant) }) : label;
      g.append(s("g", { "data-key": id, "data-label": label }, s("title", { text: title }),
        s("rect", { x: cx - 7, y: y + 3, width: 14, height: 10, rx: 2,
          fill: c.merchant ? ownerFill(c.merchant) : c.available ? "#3c8d4a" : "#c9c0ae" })));
    });
    svg.append(g);
  }
  for (const region of moves.battles) {
    if (at[region]) svg.append(combatMark(at[region][0] + 32, at[region][1] - 32, 28, t("a battle since your last decision")));
  }
  svg.append(labelLayer(s, layout)); // on top of everything: a name is never covered
  const note = recentNote(ctx.recent, moves.paths.length || moves.regions.size || moves.poleis.size);
  const dice = moves.dice.length ? h("div", { class: "row", id: "recent-dice" }, h("span", { class: "muted" }, t("Dice rolled:")),
    moves.dice.map((n) => h("span", { class: "dice" }, d4Face(n)))) : null;
  return h("div", { class: "polis" }, status(ctx), svg, note, dice, tables(ctx, projectName));
}

function status(ctx) {
  const { h, board, view } = ctx;
  const b = view.board;
  const event = (board.events || []).find((e) => e.id === b.event);
  return h("div", { class: "row", style: "gap:1rem;margin-bottom:.4rem" },
    h("strong", {}, t("Round {round}", { round: b.round })), h("span", {}, t("Stage: {stage}", { stage: stageLabel(b) })),
    h("span", {}, t("Prestige {sparta} {s} – {athens} {a}", { sparta: seatLabel(view, SIDES[0].id), s: b.prestige?.[0],
      athens: seatLabel(view, SIDES[1].id), a: b.prestige?.[1] })),
    b.scores ? h("span", {}, t("Score {scores}", { scores: b.scores.join(" – ") })) : null,
    event ? h("span", {}, t("Event: {event}", { event: t(event.title) })) : null,
    h("span", {}, t("Turns this round: {sparta} {s}, {athens} {a}", { sparta: seatLabel(view, SIDES[0].id),
      s: (b.turn_count || [])[0] ?? 0, athens: seatLabel(view, SIDES[1].id), a: (b.turn_count || [])[1] ?? 0 })));
}

function battlePanel(ctx) {
  const { h, board, view } = ctx;
  const bt = view.board.battle;
  const region = [...board.territories, ...board.seas].find((r) => r.id === bt.region);
  const cards = (ids) => (ids && ids.length ? ids.map((c) => cardLabel(board, c, bt.naval)).join(", ") : "-");
  const kind = bt.naval ? t("naval") : t("land");
  const chips = [
    t("Battle in {region} ({kind})", { region: region ? t(region.name) : bt.region, kind }),
    t("attacker: {seat}", { seat: seatLabel(view, bt.attacker) }),
    t("cards in hand: {sparta} {s}, {athens} {a}", { sparta: seatLabel(view, SIDES[0].id), s: bt.hand_counts[0],
      athens: seatLabel(view, SIDES[1].id), a: bt.hand_counts[1] }),
    nt("{n} card left in the deck", "{n} cards left in the deck", bt.deck_count, { n: bt.deck_count }),
    bt.hand ? t("Your hand: {cards}", { cards: cards(bt.hand) }) : null,
    t("Attack: {cards}", { cards: cards(bt.attack) }),
    t("Defence: {cards}", { cards: cards(bt.defence) }),
    t("prestige won: {sparta} {s}, {athens} {a}", { sparta: seatLabel(view, SIDES[0].id), s: bt.gain[0],
      athens: seatLabel(view, SIDES[1].id), a: bt.gain[1] }),
  ];
  return h("div", { class: "panel", id: "battle" }, h("strong", {}, t("Battle:")),
    chips.filter(Boolean).map((text) => h("span", { class: "chip" }, text)));
}

function tables(ctx, projectName) {
  const { h, board, view } = ctx;
  const b = view.board;
  const goods = Object.keys((b.goods || [{}])[0] || {});
  const projects = Object.fromEntries((board.projects || []).map((p) => [p.id, p]));
  return h("div", {},
    h("div", { class: "hscroll" }, h("table", { class: "generic polis-goods", style: "margin:.5rem 0" },
      h("thead", {}, h("tr", {}, h("th", {}, ""), goods.map((g) => h("th", {}, h("span", { "data-key": g }, word(GOODS, g)))))),
      h("tbody", {}, (b.goods || []).map((row, side) => h("tr", {}, h("th", {}, seatLabel(view, SIDES[side].id)), goods.map((g) => h("td", {}, row[g])))),
        b.markers ? h("tr", {}, h("th", {}, t("price markers")), goods.map((g) => h("td", {}, b.markers[g] ?? ""))) : null))),
    h("div", {}, h("strong", {}, t("Projects on display:")), " ",
      (b.display || []).map((id) => {
        const p = projects[id] || {};
        const cost = p.cost ? Object.entries(p.cost).map(([k, v]) => amount(v, k)).join(", ") : "";
        const prestige = p.prestige === "athenai_half" ? t("half of Athenai's population") : p.prestige ?? "?";
        return h("span", { class: "chip", "data-key": id, "data-label": projectName(id),
          title: t("{type} · cost {cost} · prestige {prestige}", { type: word(PROJECT_TYPES, p.type || ""), cost, prestige }) },
        t("{project} ({cost}; +{prestige})", { project: projectName(id), cost, prestige }));
      }), h("span", { class: "muted" }, nt("· {n} left", "· {n} left", b.projects_left ?? 0, { n: b.projects_left ?? 0 }))),
    b.battle ? battlePanel(ctx) : null);
}

// ---------------------------------------------------------------------------- issue 23: names never covered, recent moves
const TERRITORY_R = 46;
const POLIS_R = 14;

/** Where each region's units and each name go: the poleis stay where the map puts them; a region's units go where
 * they cover no polis and no name; a territory's name goes inside the top of its circle, or above or under it,
 * wherever it covers no polis and no units. Names are then drawn last (``labelLayer``), over everything. */
function labelLayout(ctx) {
  const { board } = ctx;
  const names = [];
  const obstacles = [];
  for (const p of board.poleis) {
    const [x, y] = [p.x * S, p.y * S];
    obstacles.push([x - POLIS_R - 2, y - POLIS_R - 2, x + POLIS_R + 2, y + POLIS_R + 2]);
    names.push({ x, y: y + 27, text: t(p.name), size: 11, weight: 400, fill: "#2b2118" });
  }
  const polisNames = names.map((n) => textBox(n.x, n.y, n.text, n.size));
  const units = {};
  const unitBoxes = [];
  const present = (id) => (((ctx.view.board.units || {})[id]) || [0, 0]).map((n) => n > 0);
  for (const r of board.territories) {
    const [x, y] = [r.x * S, r.y * S];
    const sides = present(r.id).filter(Boolean).length;
    if (!sides) continue;
    const [w, hgt] = [sides === 2 ? 56 : 26, 24];
    const spots = [[x - w / 2, y - 6 - hgt / 2], [x - w / 2, y + 8], [x - w / 2 - 14, y - 6 - hgt / 2], [x - w / 2 + 14, y - 6 - hgt / 2],
      [x - w / 2 - 14, y + 8], [x - w / 2 + 14, y + 8], [x - w / 2, y + 22], [x - w / 2, y - 22 - hgt / 2],
      [x - TERRITORY_R - w + 10, y - hgt / 2], [x + TERRITORY_R - 10, y - hgt / 2]];
    const [ux, uy] = placeBlock(w, hgt, spots, [...polisNames, ...obstacles], unitBoxes);
    // unitMarks draws Sparta's mark 16 left of the point it is given and Athens's 16 right: one side alone is centred
    const [s0, s1] = present(r.id);
    const shift = sides === 2 ? 0 : s0 && !s1 ? 16 : -16;
    units[r.id] = [ux + w / 2 + shift, uy + hgt / 2];
    unitBoxes.push([ux, uy, ux + w, uy + hgt]);
  }
  for (const sea of board.seas) {
    const [x, y] = [sea.x * S, sea.y * S];
    const [s0, s1] = present(sea.id);
    units[sea.id] = [x + (s0 && s1 ? 0 : s0 ? 16 : -16), y + 10];
    unitBoxes.push([x - 30, y + 3, x + 30, y + 17]);
    names.push({ x, y: y - 18, text: t(sea.name), size: 12, weight: 400, italic: true, fill: "#27527d" });
  }
  for (const r of board.territories) {
    const [x, y] = [r.x * S, r.y * S];
    const text = t(r.name);
    const tw = text.length * 13 * 0.6;
    const spots = [[x - tw / 2, y - 24 - 11], [x - tw / 2, y - TERRITORY_R - 16], [x - tw / 2, y + TERRITORY_R + 2],
      [x - tw / 2, y + 20], [x - tw / 2 - 20, y - 24 - 11], [x - tw / 2 + 20, y - 24 - 11]];
    const taken = names.map((n) => textBox(n.x, n.y, n.text, n.size));
    const [lx, ly] = placeBlock(tw, 14, spots, taken, [...obstacles, ...unitBoxes]);
    names.push({ x: lx + tw / 2, y: ly + 11, text, size: 13, weight: 700, fill: "#4a3a26" });
  }
  return { units, names };
}

function labelLayer(s, layout) {
  const g = s("g", { class: "labels", "pointer-events": "none" });
  for (const n of layout.names) {
    g.append(s("text", { x: n.x, y: n.y, "text-anchor": "middle", "font-size": n.size, "font-weight": n.weight,
      "font-style": n.italic ? "italic" : null, fill: n.fill, stroke: "#fffdf8", "stroke-width": 3, "stroke-opacity": 0.75,
      "paint-order": "stroke", "stroke-linejoin": "round", text: n.text }));
  }
  return g;
}

/** What the steps since the seat last decided changed on the map (the views before and now): units that went from
 * one region to another (an arrow from each region that lost a side's units to each neighbour that gained some),
 * the regions whose units changed, the poleis that changed hands or population, and battles (both sides lost
 * units in one region, or a battle is being fought). */
function recentMoves(ctx, at) {
  const out = { paths: [], regions: new Map(), poleis: new Set(), battles: new Set(), dice: [] };
  const recent = ctx.recent;
  if (!recent) return out;
  // the moves themselves: "to <region>", then one "land|bysea|sail <from>" per unit sent there (p.7-8)
  const drawn = new Set();
  let dest = null;
  for (const m of recent.moves) {
    const a = m.action;
    if (!a) continue;
    if (a.kind === "to") dest = a.region;
    else if (["land", "bysea", "sail"].includes(a.kind) && dest && at[a.from] && at[dest] && !drawn.has(`${a.from}|${dest}`)) {
      drawn.add(`${a.from}|${dest}`);
      out.paths.push([at[a.from], at[dest]]);
    } else if (a.kind === "act" || a.kind === "pass") dest = null;
    else if (a.kind === "d4") out.dice.push(a.n); // a siege (p.9), a devalued or revalued good (p.11-12)
  }
  if (!recent.before) return out;
  const { board, view } = ctx;
  const before = recent.before;
  const now = view.board;
  const near = new Set([...board.land_edges, ...board.sea_edges].flatMap(([a, z]) => [`${a}|${z}`, `${z}|${a}`]));
  for (const m of board.markets) near.add(`${m.id}|${m.sea}`);
  const ids = new Set([...Object.keys(before.units || {}), ...Object.keys(now.units || {})]);
  for (const side of [0, 1]) {
    const lost = [];
    const gained = [];
    for (const id of ids) {
      const d = ((now.units || {})[id] || [0, 0])[side] - ((before.units || {})[id] || [0, 0])[side];
      if (d < 0) lost.push(id);
      if (d > 0) gained.push(id);
      if (d > 0) out.regions.set(id, [...(out.regions.get(id) || []), side]);
    }
    for (const a of lost) { // moves the steps do not spell (an event, a retreat): neighbours that lost and gained
      for (const z of gained) {
        if (drawn.has(`${a}|${z}`) || !at[a] || !at[z]) continue;
        if (near.has(`${a}|${z}`) || (lost.length === 1 && gained.length === 1)) out.paths.push([at[a], at[z]]);
      }
    }
  }
  for (const id of ids) {
    const [b0, b1] = (before.units || {})[id] || [0, 0];
    const [n0, n1] = (now.units || {})[id] || [0, 0];
    if (n0 < b0 && n1 < b1) out.battles.add(id);
  }
  if (now.battle && now.battle.region) out.battles.add(now.battle.region);
  for (const [id, p] of Object.entries(now.poleis || {})) {
    const old = (before.poleis || {})[id];
    if (old && (old.owner !== p.owner || old.population !== p.population || old.project !== p.project)) out.poleis.add(id);
  }
  return out;
}
