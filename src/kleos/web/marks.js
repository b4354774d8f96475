// What the four boards share (issue 23): dice faces, the seeded generator that draws faces where the engine stores
// only an outcome, the marks of the moves since the seat last decided, and the placing of stacks of pieces beside
// labels rather than over them. Display only: nothing here decides anything.
import { nt, t } from "/static/i18n.js";

const SVG = "http://www.w3.org/2000/svg";
const svgEl = (tag, attrs = {}) => {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== null && v !== undefined) el.setAttribute(k, v);
  return el;
};

// ---------------------------------------------------------------------------- a seeded generator
/** A generator of floats in [0, 1) from a text (the game's id and what is rolled): every viewer draws the same. */
export function seeded(text) {
  let h = 1779033703 ^ text.length;
  for (let i = 0; i < text.length; i += 1) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => { // mulberry32
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const d6 = (rand) => 1 + Math.floor(rand() * 6);

/** ``count`` dice faces summing to ``total`` (a stored 2d6 total), each combination as likely as with real dice. */
export function facesForTotal(total, count, rand) {
  for (let tries = 0; tries < 10000; tries += 1) {
    const faces = Array.from({ length: count }, () => d6(rand));
    if (faces.reduce((a, b) => a + b, 0) === total) return faces;
  }
  let left = Math.max(count, Math.min(6 * count, total));
  return Array.from({ length: count }, (_v, i) => {
    const face = Math.max(1, Math.min(6, left - (count - i - 1)));
    left -= face;
    return face;
  });
}

/**
 * The faces of one decisive roll of ``dice[0]`` attacker dice against ``dice[1]`` defender dice whose winner is
 * ``winner`` (0 attacker, 1 defender), as the rules count it: more sixes win; equal sixes win only for the side
 * ``ties`` names (a Medusa, the other side of a berserk unit; null: they are rerolled). Drawn by rejection, so each
 * roll is as likely as at the table given that outcome.
 */
export function facesForContest(dice, winner, ties, rand) {
  const [n, m] = dice.map((k) => Math.max(0, Math.min(60, k | 0)));
  const sixes = (f) => f.filter((x) => x === 6).length;
  const wins = (a, d) => {
    const [sa, sd] = [sixes(a), sixes(d)];
    if (sa !== sd) return (sa > sd ? 0 : 1) === winner;
    return ties === winner;
  };
  for (let tries = 0; tries < 20000; tries += 1) {
    const a = Array.from({ length: n }, () => d6(rand));
    const d = Array.from({ length: m }, () => d6(rand));
    if (wins(a, d)) return [a, d];
  }
  // very unlikely odds: a six for the winner (if it rolls any die), none for the loser
  const roll = (k, six) => Array.from({ length: k }, (_v, i) => (six && i === 0 ? 6 : 1 + Math.floor(rand() * 5)));
  return winner === 0 ? [roll(n, true), roll(m, false)] : [roll(n, false), roll(m, true)];
}

// ---------------------------------------------------------------------------- dice faces
const PIPS = { 1: [[2, 2]], 2: [[1, 1], [3, 3]], 3: [[1, 1], [2, 2], [3, 3]], 4: [[1, 1], [3, 1], [1, 3], [3, 3]],
  5: [[1, 1], [3, 1], [2, 2], [1, 3], [3, 3]], 6: [[1, 1], [3, 1], [1, 2], [3, 2], [1, 3], [3, 3]] };

/** One die showing ``n`` (an SVG element, 24 × 24, with its value as its accessible name). */
export function dieFace(n, { colour = "#fffdf8", pip = "#2b2118" } = {}) {
  const svg = svgEl("svg", { viewBox: "0 0 24 24", role: "img", "aria-label": t("a die showing {n}", { n }),
    class: n === 6 ? "die six" : "die", "data-face": n });
  const title = svgEl("title");
  title.textContent = t("a die showing {n}", { n });
  svg.append(title, svgEl("rect", { x: 1, y: 1, width: 22, height: 22, rx: 4, fill: colour, stroke: "#0008", "stroke-width": 1.2 }));
  for (const [i, j] of PIPS[n] || []) svg.append(svgEl("circle", { cx: i * 6, cy: j * 6, r: 2.1, fill: pip }));
  return svg;
}

/** A four-sided die showing ``n`` (Polis's d4): a triangle with its number. */
export function d4Face(n) {
  const svg = svgEl("svg", { viewBox: "0 0 24 24", role: "img", "aria-label": t("a four-sided die showing {n}", { n }),
    class: "die d4", "data-face": n });
  const title = svgEl("title");
  title.textContent = t("a four-sided die showing {n}", { n });
  const text = svgEl("text", { x: 12, y: 18.5, "text-anchor": "middle", "font-size": 10, "font-weight": 700, fill: "#2b2118" });
  text.textContent = String(n);
  svg.append(title, svgEl("path", { d: "M12,2 L22.5,21 L1.5,21 Z", fill: "#fffdf8", stroke: "#0008", "stroke-width": 1.2,
    "stroke-linejoin": "round" }), text);
  return svg;
}

/** A row of dice faces (an HTML span of class "dice"). */
export function diceRow(faces, options) {
  const span = document.createElement("span");
  span.className = "dice";
  for (const n of faces) span.append(dieFace(n, options));
  return span;
}

// ---------------------------------------------------------------------------- the recent moves
export const RECENT = "#e8590c";

/** An arrow along ``points`` ([[x, y], ...]) in board coordinates, drawn under the pieces. */
export function arrow(points, { width = 5, colour = RECENT, title = null, shorten = 0 } = {}) {
  const g = svgEl("g", { class: "recent-path", "pointer-events": "none" });
  if (points.length < 2) return g;
  const pts = points.map((p) => [...p]);
  if (shorten) { // stop short of the last point, so that the head does not hide what stands there
    const [a, b] = [pts[pts.length - 2], pts[pts.length - 1]];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    const k = Math.max(0, (len - shorten) / len);
    pts[pts.length - 1] = [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k];
  }
  const d = pts.map(([x, y], i) => `${i ? "L" : "M"}${x.toFixed(1)},${y.toFixed(1)}`).join(" ");
  if (title) {
    const el = svgEl("title");
    el.textContent = title;
    g.append(el);
  }
  g.append(svgEl("path", { d, fill: "none", stroke: "#fff", "stroke-width": width + 3, "stroke-linecap": "round",
    "stroke-linejoin": "round", opacity: 0.7 }));
  g.append(svgEl("path", { d, fill: "none", stroke: colour, "stroke-width": width, "stroke-linecap": "round",
    "stroke-linejoin": "round", "stroke-dasharray": `${width * 2.4} ${width * 1.2}`, opacity: 0.9 }));
  const [a, b] = [pts[pts.length - 2], pts[pts.length - 1]];
  const angle = Math.atan2(b[1] - a[1], b[0] - a[0]);
  const size = width * 3.2;
  const wing = (sign) => [b[0] - size * Math.cos(angle + sign * 0.45), b[1] - size * Math.sin(angle + sign * 0.45)];
  const [l, r] = [wing(1), wing(-1)];
  g.append(svgEl("path", { d: `M${b[0]},${b[1]} L${l[0]},${l[1]} L${r[0]},${r[1]} Z`, fill: colour, stroke: "#fff",
    "stroke-width": 1 }));
  return g;
}

/** A ring around a piece that moved (or was hit) since the seat last decided. */
export function ring(x, y, r, { colour = RECENT, width = 3 } = {}) {
  return svgEl("circle", { cx: x, cy: y, r, fill: "none", stroke: colour, "stroke-width": width, class: "recent-mark",
    "pointer-events": "none" });
}

/** Crossed swords where a combat was fought since the seat last decided. */
export function combatMark(x, y, size, title) {
  const g = svgEl("g", { class: "recent-combat", "pointer-events": "none" });
  if (title) {
    const el = svgEl("title");
    el.textContent = title;
    g.append(el);
  }
  g.append(svgEl("circle", { cx: x, cy: y, r: size * 0.62, fill: RECENT, stroke: "#fff", "stroke-width": size * 0.08 }));
  const k = size * 0.34;
  for (const sign of [1, -1]) { // a blade from the hilt (below) to the tip (above), and its guard
    g.append(svgEl("line", { x1: x - k * sign, y1: y + k, x2: x + k * sign, y2: y - k, stroke: "#fff",
      "stroke-width": size * 0.11, "stroke-linecap": "round" }));
    const [px, py] = [x - 0.45 * k * sign, y + 0.45 * k];
    const q = 0.3 * k;
    g.append(svgEl("line", { x1: px - q, y1: py - q * sign, x2: px + q, y2: py + q * sign, stroke: "#fff",
      "stroke-width": size * 0.09, "stroke-linecap": "round" }));
  }
  return g;
}

/** The line under a board that says what the marks are (null when nothing moved). */
export function recentNote(recent, moved) {
  if (!recent || !recent.moves.length) return null;
  const div = document.createElement("div");
  div.className = "recent-note muted";
  div.id = "recent-note";
  const swatch = document.createElement("span");
  swatch.className = "swatch";
  div.append(swatch, moved ? nt("{n} step since your last decision, marked on the board",
    "{n} steps since your last decision, marked on the board", recent.moves.length)
    : nt("{n} step since your last decision", "{n} steps since your last decision", recent.moves.length));
  return div;
}

// ---------------------------------------------------------------------------- stacks beside labels
/** Boxes overlap by how much area. A box is [x0, y0, x1, y1]. */
const overlap = (a, b) => Math.max(0, Math.min(a[2], b[2]) - Math.max(a[0], b[0])) * Math.max(0, Math.min(a[3], b[3]) - Math.max(a[1], b[1]));

/**
 * Where to put a block of ``w`` × ``h`` (its top-left corner) among ``candidates`` ([x, y] top-left corners, in
 * order of preference): the first that covers none of ``labels`` (boxes), else the one covering the least, a label
 * weighing ten times any other ``obstacle``. ``bounds`` keeps it on the board.
 */
export function placeBlock(w, h, candidates, labels, obstacles = [], bounds = null) {
  let best = null;
  for (const [x0, y0] of candidates) {
    let [x, y] = [x0, y0];
    if (bounds) {
      x = Math.min(bounds[2] - w, Math.max(bounds[0], x));
      y = Math.min(bounds[3] - h, Math.max(bounds[1], y));
    }
    const box = [x, y, x + w, y + h];
    const cost = labels.reduce((a, l) => a + 10 * overlap(box, l), 0) + obstacles.reduce((a, o) => a + overlap(box, o), 0);
    if (cost === 0) return [x, y];
    if (!best || cost < best[0]) best = [cost, x, y];
  }
  return best ? [best[1], best[2]] : candidates[0];
}

/** The box a text of ``size`` takes, anchored as SVG anchors it (a rough width: 0.6 em a character). */
export function textBox(x, y, text, size, anchor = "middle") {
  const w = String(text).length * size * 0.6;
  const x0 = anchor === "middle" ? x - w / 2 : anchor === "end" ? x - w : x;
  return [x0, y - size * 0.85, x0 + w, y + size * 0.25];
}
