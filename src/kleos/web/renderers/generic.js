// The generic renderer: any game without its own renderer is shown as lists and tables of its view's board.
// Scalar values that are also parameters of legal actions carry data-key, so they can be clicked.
import { t } from "/static/i18n.js";

const SCALAR = (v) => v === null || ["string", "number", "boolean"].includes(typeof v);

function value(v, h, keys) {
  if (SCALAR(v)) {
    const text = v === null ? "—" : String(v);
    return keys.has(text) ? h("span", { class: "chip", "data-key": text }, text) : h("span", {}, text);
  }
  if (Array.isArray(v)) {
    if (v.every(SCALAR)) {
      if (!v.length) return h("span", { class: "muted" }, t("none"));
      return h("span", {}, v.map((x) => {
        const el = value(x, h, keys);
        el.classList.add("chip");
        return el;
      }));
    }
    const cols = [...new Set(v.flatMap((x) => (x && typeof x === "object" && !Array.isArray(x) ? Object.keys(x) : [])))];
    if (cols.length && v.every((x) => x && typeof x === "object" && !Array.isArray(x))) {
      return h("table", {}, h("thead", {}, h("tr", {}, cols.map((c) => h("th", {}, c)))),
        h("tbody", {}, v.map((row) => h("tr", {}, cols.map((c) => h("td", {}, value(row[c] ?? null, h, keys)))))));
    }
    return h("ol", {}, v.map((x) => h("li", {}, value(x, h, keys))));
  }
  const rows = Object.entries(v);
  const plain = (x) => x && typeof x === "object" && !Array.isArray(x);
  if (rows.length > 1 && rows.every(([, x]) => plain(x))) { // a table: one row per key
    const cols = [...new Set(rows.flatMap(([, x]) => Object.keys(x)))];
    if (cols.length <= 8) {
      return h("table", {}, h("thead", {}, h("tr", {}, h("th", {}, ""), cols.map((c) => h("th", {}, c)))),
        h("tbody", {}, rows.map(([k, x]) => h("tr", {}, h("th", {}, value(k, h, keys)),
          cols.map((c) => h("td", {}, value(x[c] ?? null, h, keys)))))));
    }
  }
  return h("dl", {}, Object.entries(v).flatMap(([k, x]) => [h("dt", {}, k), h("dd", {}, value(x, h, keys))]));
}

export function render(ctx) {
  const { h, view, legal } = ctx;
  const keys = new Set(legal.flatMap((a) => Object.entries(a.json).filter(([k]) => k !== "kind").map(([, x]) => String(x))));
  return h("div", { class: "generic", id: "generic-board" },
    h("h2", {}, t("Board")), value(view.board, h, keys),
    h("details", {}, h("summary", {}, t("JSON of the view")), h("pre", {}, JSON.stringify(view.board, null, 1))));
}
