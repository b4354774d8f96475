// Sphactérie 425 BC: the map of Pylos bay as SVG from board_data() (zones, bases, adjacency, fortified edges)
// and the seat's view (pieces, turn, AP, VP, combat); the private area shows the seat's stratagem counters.
// Zones, bases, pieces, counters and stratagem faces carry data-key, so actions are made on the board:
// click a piece, then a highlighted zone; click a zone to activate it or fight there; click a face to play it.
// Texts go through t() in the reader's language (domain "sphacteria"); ids (zones, pieces, faces) stay ids, seat
// names come from view.seat_labels, and names from the data files are catalogue messages of their own.

import { nt, t } from "/static/i18n.js";
import { arrow, combatMark, diceRow, facesForTotal, placeBlock, recentNote, ring, seeded, textBox } from "/static/marks.js";

const SIDE = { ATH: { fill: "#2f5fa8", light: "#dbe6f6", seat: 0 }, SPA: { fill: "#b3262e", light: "#f6dcdc", seat: 1 } };
const KIND = { sea: "#a9c8e8", strait: "#c7def2", clear: "#eadfc2", difficult: "#cbc99c", beach: "#f1e3b5" };
// the same names as the terminal renderer's (render.py), so one translation serves both
const KIND_NAME = () => ({ sea: t("sea"), strait: t("strait"), clear: t("clear"), difficult: t("difficult"), beach: t("beach") });
const STAGE_NAME = () => ({
  draw: t("stratagem draw (2.A)"), ap: t("action points roll (2.B)"), pre: t("reinforcement stratagems (2.C)"),
  announce: t("announcing AP (2.C)"), passive_start: t("passive player's stratagem (2.C)"), main: t("action phase (2.C)"),
  move: t("movement (3)"), choose_fight: t("choosing a combat (4.1)"), c_strat: t("combat stratagems (4.2)"),
  c_die: t("combat roll (4.2)"), c_loss: t("losses (4.2)"), c_retreat: t("retreat (4.2)"),
  adj_strat: t("adjustment stratagems (2.D)"), adj_recover: t("recovery (6 #15-16)"), adj_keep: t("keeping stratagems (2.D)"),
  adj_heal: t("leaders' recovery (2.D)"), adj_helot: t("helot resupply (5.2)"), dice: t("dice (5.2, 6 #20)"), end: t("game over"),
});
// the stages of an action phase, where one player is the active one (2.C); elsewhere both act in turn
const ACTION_STAGES = new Set(["announce", "passive_start", "main", "move", "choose_fight", "c_strat", "c_die",
  "c_loss", "c_retreat"]);
const WINDOW_NAME = () => ({ PRE: t("before the first action phase"), COMBAT: t("in a combat"), ACTION: t("in an action phase"),
  ADJ: t("in the adjustments") });

/** A seat's name in the reader's language, from its id ("Athens") as the board writes it. */
function seatLabel(view, id) {
  const i = (view.seats || []).indexOf(id);
  return i >= 0 && view.seat_labels ? view.seat_labels[i] : id;
}

function sideLabel(view, side) {
  const i = SIDE[side] ? SIDE[side].seat : -1;
  return (view.seat_labels || [])[i] ?? side;
}
const S = 10; // board_data coordinates are 0..100
const R = 40; // zone radius

function where(board, id) {
  const z = board.zones[id] || board.bases[id];
  return z ? [z.x * S, z.y * S] : null;
}

// A counter as the rulebook names it (7: « Hoplites athéniens H1 », « Hilotes H5 »), the same messages as
// kleos.sphacteria.labels.UNIT_NAME; a leader by his name.
const UNIT_NAME = () => ({
  "ATH T": t("Athenian trireme {number}"), "ATH H": t("Athenian hoplites {number}"),
  "ATH H messenian": t("Messenian hoplites {number}"), "ATH A": t("Athenian archers {number}"),
  "ATH P": t("Athenian peltasts {number}"), "SPA T": t("Spartan trireme {number}"),
  "SPA H": t("Spartan hoplites {number}"), "SPA H helot": t("Helots {number}"),
});
const GROUP_NAME = () => ({
  "ATH RH": t("Athenian historical reinforcements {n}"), "ATH RO": t("Athenian optional reinforcements {n}"),
  "SPA RH": t("Spartan historical reinforcements {n}"), "SPA RO": t("Spartan optional reinforcements {n}"),
});

function pieceLabel(id, board) {
  if (board.leaders && board.leaders[id]) return t(board.leaders[id].name);
  const u = (board.units || {})[id] || {};
  const [side, number] = id.split("-");
  const name = UNIT_NAME()[[side, u.type, u.band].filter(Boolean).join(" ")];
  return name ? name.replace("{number}", number) : id;
}

function groupLabel(group) {
  const [side, code] = group.split("-");
  const name = GROUP_NAME()[`${side} ${code.slice(0, 2)}`];
  return name ? name.replace("{n}", code.slice(2)) : group;
}

function pieceTitle(p, ctx) {
  const name = pieceLabel(p.id, ctx.board);
  if (p.type === "L") return t("{name}, leader of {seat}", { name, seat: sideLabel(ctx.view, p.side) });
  return p.weak ? t("{piece} ({pf} PF, weakened)", { piece: name, pf: p.pf }) : t("{piece} ({pf} PF)", { piece: name, pf: p.pf });
}

function pieceShape(p, ctx, x, y) {
  const { s } = ctx;
  const side = SIDE[p.side];
  const data = p.type === "L" ? (ctx.board.leaders[p.id] || {}) : (ctx.board.units[p.id] || {});
  const label = p.type === "L" ? (data.name || p.id).slice(0, 2) : `${p.type}${p.pf}`; // the counter's markings
  const title = pieceTitle(p, ctx);
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
  if (ctx.marked && ctx.marked.has(p.id)) g.append(ring(x, y, 14, { width: 2.5 }));
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
  const svg = s("svg", { viewBox: "-40 -40 1080 1080", role: "img", "aria-label": t("Map of Pylos bay and Sphactérie"),
    "data-zoom": "pinch" });
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
      "stroke-dasharray": "8 5" }, s("title", { text: t("fortification: {from}–{to}", { from: a, to: z }) })));
  }
  const active = new Set([...(b.activated || []), b.act_zone].filter(Boolean));
  const kindName = KIND_NAME();
  for (const [id, z] of Object.entries(board.zones)) {
    const [x, y] = [z.x * S, z.y * S];
    const name = t(z.name);
    const g = s("g", { "data-key": id, "data-label": t("{zone}: {name}", { zone: id, name }), class: "zone" },
      s("title", { text: t("{zone}: {name} ({kind})", { zone: id, name, kind: kindName[z.kind] || z.kind }) }));
    g.append(s("circle", { cx: x, cy: y, r: R, fill: KIND[z.kind] || "#ddd", stroke: z.island ? "#6b5a3a" : "#9b8a70",
      "stroke-width": z.island ? 4 : 2, "stroke-dasharray": z.kind === "strait" ? "6 4" : null }));
    if (z.victory) g.append(s("circle", { cx: x, cy: y, r: R + 5, fill: "none", stroke: "#d4a017", "stroke-width": 3 }));
    if (active.has(id)) g.append(s("circle", { cx: x, cy: y, r: R - 4, fill: "none", stroke: "#1f5fa3", "stroke-width": 4 }));
    g.append(s("text", { x, y: y - 17, "text-anchor": "middle", "font-size": 20, "font-weight": 700, fill: "#3b2f22", text: id }));
    g.append(s("text", { x, y: nameY(board, z), "text-anchor": "middle", "font-size": 12, fill: "#5d5040",
      text: (z.cap ? t("{name} (max {cap} PF)", { name, cap: z.cap }) : name) + (z.port ? " ⚓" : "") }));
    svg.append(g);
  }
  for (const [id, base] of Object.entries(board.bases)) {
    const x = Math.min(960, Math.max(40, base.x * S));
    const y = Math.min(990, Math.max(10, base.y * S));
    const side = SIDE[base.side];
    const name = t(base.name);
    svg.append(s("g", { "data-key": id, "data-label": t("{zone}: {name}", { zone: id, name }), class: "base" }, s("title", { text: name }),
      s("rect", { x: x - 60, y: y - 22, width: 120, height: 44, rx: 6, fill: side.light, stroke: side.fill, "stroke-width": 2 }),
      s("text", { x, y: y + 6, "text-anchor": "middle", "font-size": 16, "font-weight": 700, fill: side.fill, text: id })));
  }
  // pieces, grouped by where they stand, never over a label (issue 23); the moves since the seat last decided
  const moves = recentMoves(ctx);
  for (const path of moves.paths) {
    const pts = path.map((z) => where(board, z)).filter(Boolean);
    svg.append(arrow(pts, { width: 6, shorten: 18 }));
  }
  const marked = { ...ctx, marked: moves.pieces };
  const byLoc = new Map();
  for (const p of b.pieces || []) {
    if (!p.loc || p.loc === "-") continue;
    if (!byLoc.has(p.loc)) byLoc.set(p.loc, []);
    byLoc.get(p.loc).push(p);
  }
  const labels = labelBoxes(board);
  for (const [loc, pieces] of byLoc) {
    const at = where(board, loc);
    if (!at) continue;
    const [x, y] = stackCentre(board, loc, pieces.length, labels);
    svg.append(s("g", {}, drawPieces(marked, pieces, x, y)));
  }
  for (const zone of moves.fights) {
    const at = where(board, zone);
    if (at) svg.append(combatMark(at[0] + R * 0.75, at[1] - R * 0.75, 26, t("a combat since your last decision")));
  }
  const vp = b.vp || [0, 0];
  const [athens, sparta] = [sideLabel(view, "ATH"), sideLabel(view, "SPA")];
  const status = h("div", { class: "row", style: "gap:1rem;margin-bottom:.4rem" },
    h("strong", {}, t("Turn {turn}/{turns}", { turn: b.turn, turns: b.turns })),
    h("span", {}, t("Stage: {stage}", { stage: STAGE_NAME()[b.stage] || b.stage })),
    ACTION_STAGES.has(b.stage) ? h("span", {}, t("Active player: {seat}", { seat: seatLabel(view, b.active) })) : null,
    h("span", {}, t("Initiative: {seat}", { seat: seatLabel(view, b.initiative) })),
    h("span", {}, t("AP {ap}", { ap: (b.ap || []).join(" / ") })),
    h("span", {}, t("VP {athens} {athens_vp} – {sparta} {sparta_vp}", { athens, athens_vp: vp[0], sparta, sparta_vp: vp[1] })),
    h("span", {}, t("Supply {supply}", { supply: (b.supply || []).join(" / ") })),
    h("span", {}, t("Stratagems in the bowl: {n}", { n: b.bowl_count })));
  const extra = [];
  const note = recentNote(ctx.recent, moves.paths.length || moves.pieces.size || moves.fights.size);
  if (note) extra.push(note);
  if (moves.dice.length) extra.push(recentDice(ctx, moves.dice));
  if (b.combat) extra.push(combatPanel(ctx, b.combat));
  const off = (b.pieces || []).filter((p) => p.loc === "-");
  if (off.length) {
    const ath = off.filter((p) => p.side === "ATH").length;
    const spa = off.filter((p) => p.side === "SPA").length;
    // (the catalogue's extraction reads no call nested in another's arguments: each text is built on its own)
    const athenians = nt("{n} Athenian piece", "{n} Athenian pieces", ath);
    const spartans = nt("{n} Spartan piece", "{n} Spartan pieces", spa);
    let text = t("Not on the map: {athens}, {sparta}", { athens: athenians, sparta: spartans });
    const entered = new Set(b.entered || []);
    const due = Object.entries(b.due || {}).filter(([group]) => !entered.has(group));
    if (due.length) {
      const groups = due.map(([group, turn]) => t("{group}: turn {turn}", { group: groupLabel(group), turn })).join(", ");
      text = t("{pieces} · reinforcements due: {groups}", { pieces: text, groups });
    }
    extra.push(h("div", { class: "muted" }, text));
  }
  return h("div", { class: "sphacteria" }, status, svg, ...extra);
}

function combatPanel(ctx, c) {
  const { h, board, view } = ctx;
  const faces = (c.plays || []).map((f, seat) => (f ? t("{seat}: {name}", { seat: (view.seat_labels || [])[seat] ?? seat,
    name: t((board.stratagems[f] || { name: f }).name) }) : null)).filter(Boolean);
  const columns = (board.crt && board.crt.columns) || [];
  const none = t("none");
  const zoneName = t((board.zones[c.zone] || { name: c.zone }).name);
  const zone = t("{zone}: {name}", { zone: c.zone, name: zoneName });
  const chips = [
    t("Zone: {zone}", { zone }),
    t("Attacker: {seat}", { seat: seatLabel(view, c.attacker) }),
    t("Stratagems: {plays}", { plays: faces.length ? faces.join(", ") : none }),
  ];
  if (c.column !== null && c.column !== undefined) chips.push(t("Column: {column}", { column: columns[c.column] ?? c.column }));
  const die = c.die !== null && c.die !== undefined && c.die >= 1 && c.die <= 6 ? diceRow([c.die]) : null;
  if (c.die !== null && c.die !== undefined) chips.push(t("Die: {die}", { die: c.die }));
  if (c.result) chips.push(t("Result: {result}", { result: c.result.join(" - ") }));
  return h("div", { class: "panel", id: "combat" }, h("strong", {}, t("Combat")), " ",
    chips.map((text) => h("span", { class: "chip" }, text)), die ? " " : null, die);
}

export function renderPrivate(ctx) {
  const { h, board, view } = ctx;
  const b = view.board;
  const counts = b.hand_counts || [];
  const windows = WINDOW_NAME();
  const items = (b.hand || []).map((c) => h("div", { class: "panel", "data-key": c.counter, "data-label": t("stratagem counter {faces}", { faces: c.faces.map((f) => t((board.stratagems[f] || { name: f }).name)).join(" / ") }),
    style: "display:inline-block;margin:.2rem;padding:.4rem" },
    c.faces.map((f) => {
      const st = board.stratagems[f] || { name: f };
      const name = t(st.name);
      const usable = (c.usable || []).includes(f);
      const face = t("#{number} {name}", { number: Number(f.slice(1)), name });
      const title = usable ? t("{name}: played {window}", { name, window: windows[st.window] || st.window || "" })
        : t("#{number} {name} (not yours)", { number: Number(f.slice(1)), name });
      return h("span", { class: "chip", "data-key": f, "data-label": face, title,
        style: usable ? "font-weight:700" : "opacity:.7" }, face);
    })));
  const [athens, sparta] = [sideLabel(view, "ATH"), sideLabel(view, "SPA")];
  return h("div", { id: "hand" }, h("h2", {}, t("Your stratagems")),
    items.length ? items : h("p", { class: "muted" }, t("No stratagem counter in hand.")),
    h("p", { class: "muted" }, t("Counters in hand: {athens} {athens_n}, {sparta} {sparta_n}",
      { athens, athens_n: counts[0] ?? "?", sparta, sparta_n: counts[1] ?? "?" })));
}

// ---------------------------------------------------------------------------- issue 23: stacks beside labels, recent moves, dice
const PITCH = 25; // a counter (22) and its gap

/** The boxes of the texts the map writes (zone letters and names, the bases' boxes): pieces stay off them. */
function labelBoxes(board) {
  const boxes = [];
  for (const z of Object.values(board.zones)) {
    const [x, y] = [z.x * S, z.y * S];
    boxes.push(textBox(x, y - 17, "MM", 20));
    boxes.push(textBox(x, nameY(board, z), zoneText(z), 12));
  }
  for (const base of Object.values(board.bases)) boxes.push(baseBox(base));
  return boxes;
}

const zoneText = (z) => t(z.name) + (z.cap ? "  (max 00 PF)" : "") + (z.port ? " ⚓" : "");
const baseBox = (base) => {
  const x = Math.min(960, Math.max(40, base.x * S));
  const y = Math.min(990, Math.max(10, base.y * S));
  return [x - 60, y - 22, x + 60, y + 22];
};

const meets = (a, b) => Math.min(a[2], b[2]) > Math.max(a[0], b[0]) && Math.min(a[3], b[3]) > Math.max(a[1], b[1]);
const nameBelow = (z) => textBox(z.x * S, z.y * S + R + 14, zoneText(z), 12);

/** A zone's name goes under its circle, or above it where a base's box lies under it, or where it would meet the
 * name under a zone to its left (O's and L's names, side by side, ran into each other). */
function nameY(board, z) {
  const [x, y] = [z.x * S, z.y * S];
  const below = nameBelow(z);
  const hit = Object.values(board.bases).some((b) => meets(baseBox(b), below))
    || Object.values(board.zones).some((o) => o !== z && o.x * S < x && meets(nameBelow(o), below));
  return hit ? y - R - 6 : y + R + 14;
}

/** The centre of the first row of a stack of ``n`` pieces at ``loc``: inside a zone when two rows fit between its
 * letter and its name, else beside it (or beside a base's box) where it covers no label. */
function stackCentre(board, loc, n, labels) {
  const [x, y] = where(board, loc);
  const rows = Math.ceil(n / 4);
  if (board.zones[loc] && rows <= 2) return [x, y + 2];
  const w = Math.min(4, n) * PITCH;
  const hgt = rows * PITCH;
  const base = board.bases[loc];
  const [cx, cy] = base ? [Math.min(960, Math.max(40, x)), Math.min(990, Math.max(10, y))] : [x, y];
  const half = base ? [60, 22] : [R, R];
  const gap = 6;
  const towards = cx > 500 ? -1 : 1; // the middle of the map first
  const candidates = [
    [cx + towards * (half[0] + gap) - (towards < 0 ? w : 0), cy - hgt / 2],
    [cx - towards * (half[0] + gap) - (towards > 0 ? w : 0), cy - hgt / 2],
    [cx - w / 2, cy - half[1] - gap - hgt], [cx - w / 2, cy + half[1] + gap],
    [cx + towards * (half[0] + gap) - (towards < 0 ? w : 0), cy - half[1] - hgt],
    [cx + towards * (half[0] + gap) - (towards < 0 ? w : 0), cy + half[1]],
  ];
  const circles = Object.entries(board.zones).filter(([id]) => id !== loc)
    .map(([, z]) => [z.x * S - R, z.y * S - R, z.x * S + R, z.y * S + R]);
  const [x0, y0] = placeBlock(w, hgt, candidates, labels, circles, [-38, -38, 1038, 1038]);
  return [x0 + w / 2, y0 + PITCH / 2];
}

/** What the steps since the seat last decided did: each moved piece's path of zones, the pieces moved or hit,
 * the zones fought in, the dice rolled (issue 23). */
function recentMoves(ctx) {
  const out = { paths: [], pieces: new Set(), fights: new Set(), dice: [] };
  const recent = ctx.recent;
  if (!recent) return out;
  const before = new Map(((recent.before && recent.before.pieces) || []).map((p) => [p.id, p]));
  const now = new Map((ctx.view.board.pieces || []).map((p) => [p.id, p]));
  const paths = new Map();
  for (const m of recent.moves) {
    const a = m.action;
    if (!a) continue;
    if ((a.kind === "step" || a.kind === "sail" || a.kind === "retreat") && a.piece && a.zone) {
      if (!paths.has(a.piece)) {
        const start = before.get(a.piece);
        paths.set(a.piece, start && start.loc && start.loc !== "-" ? [start.loc] : []);
      }
      const path = paths.get(a.piece);
      if (path[path.length - 1] !== a.zone) path.push(a.zone);
    } else if (a.kind === "fight" && a.zone) out.fights.add(a.zone);
    else if (a.kind === "die" || a.kind === "roll2") out.dice.push({ step: m.step, kind: a.kind, value: a.kind === "die" ? a.n : a.total });
  }
  for (const [id, p] of now) { // moved by other means (reinforcements, a stratagem): the diff of the two views
    const old = before.get(id);
    if (!old || p.loc === "-") continue;
    if (old.loc !== p.loc) {
      out.pieces.add(id);
      if (!paths.has(id) && old.loc !== "-") paths.set(id, [old.loc, p.loc]);
    } else if (old.pf !== p.pf || old.weak !== p.weak) out.pieces.add(id);
  }
  // one arrow per distinct path (a group moving together is one arrow)
  const seen = new Set();
  for (const [id, path] of paths) {
    if (now.get(id) && now.get(id).loc !== "-") out.pieces.add(id);
    const key = path.join(">");
    if (path.length >= 2 && !seen.has(key)) {
      seen.add(key);
      out.paths.push(path);
    }
  }
  return out;
}

/** The dice rolled since the seat last decided: a d6 shows its stored face; a 2d6 total two faces drawn to match it
 * (seeded by the game and the step: every viewer sees the same). */
function recentDice(ctx, dice) {
  const { h } = ctx;
  const rows = dice.map((d) => {
    const faces = d.kind === "die" ? [d.value] : facesForTotal(d.value, 2, seeded(`${ctx.gameId}:${d.step}`));
    return h("span", { class: "chip", title: d.kind === "die" ? t("a d6 roll: {n}", { n: d.value })
      : t("a 2d6 roll for action points: {n}", { n: d.value }) }, diceRow(faces), ` ${d.value}`);
  });
  return h("div", { class: "row", id: "recent-dice" }, h("span", { class: "muted" }, t("Dice rolled:")), rows);
}
