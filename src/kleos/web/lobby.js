// The lobby: pick a game and its options, say who sits where (this screen, an invited person, a bot), create.
import { catalog, createGame, h } from "/static/api.js";
import { languageSwitch, loadCatalog, nt, t, translatePage } from "/static/i18n.js";

const MINE = "kleos.games";
let games = [];
let bots = [];
let playerBots = [];
let botLabels = {};

function current() {
  return games.find((g) => g.name === document.getElementById("game").value);
}

// Options are shown as players read them: a label, the control, a one-line explanation, grouped (rules variants
// first); research settings (group "research") are not shown, and the server then uses their defaults.
const GROUPS = [
  ["players", null],
  ["variant", () => t("Rules variants")],
  ["setup", () => t("Set-up")],
  ["reading", () => t("Readings of unclear rules")],
];

function optionInput(opt) {
  const id = `opt-${opt.name}`;
  let input;
  if (opt.type === "bool") {
    input = h("input", { type: "checkbox", id, name: opt.name, checked: opt.default === true });
  } else if (opt.choices) {
    const values = opt.values || opt.choices.map((c) => ({ value: c, label: String(c) }));
    input = h("select", { id, name: opt.name },
      values.map((c) => h("option", { value: JSON.stringify(c.value), selected: c.value === opt.default }, c.label)));
  } else if (opt.type === "int" || opt.type === "float") {
    input = h("input", { type: "number", id, name: opt.name, value: opt.default ?? "", step: opt.type === "int" ? 1 : "any" });
  } else {
    input = h("input", { type: "text", id, name: opt.name, value: opt.default ?? "" });
  }
  input.dataset.type = opt.type;
  input.dataset.choices = opt.choices ? "1" : "";
  return h("label", { for: id, class: "option" }, h("span", { class: "name" }, opt.label || opt.name), " ", input,
    opt.help ? h("span", { class: "help" }, opt.help) : null);
}

function drawOptions(game) {
  const box = document.getElementById("options");
  box.replaceChildren(h("legend", {}, t("Options")));
  const shown = game.options.filter((o) => (o.group || "variant") !== "research");
  if (!shown.length) box.append(h("p", { class: "muted" }, t("This game has no options.")));
  for (const [group, title] of GROUPS) {
    const list = shown.filter((o) => (o.group || "variant") === group);
    if (!list.length) continue;
    const items = list.map(optionInput);
    if (!title) box.append(...items);
    else if (group === "reading") {
      box.append(h("details", { class: "option-group", "data-group": group },
        h("summary", {}, title(), " ", h("span", { class: "muted" }, t("(the defaults are a sound choice)"))), ...items));
    } else box.append(h("div", { class: "option-group", "data-group": group }, h("h3", {}, title()), ...items));
  }
}

function readOptions() {
  const out = {};
  for (const el of document.querySelectorAll("#options [name]")) {
    if (el.type === "checkbox") out[el.name] = el.checked;
    else if (el.dataset.choices) out[el.name] = JSON.parse(el.value);
    else if (el.dataset.type === "int") out[el.name] = parseInt(el.value, 10);
    else if (el.dataset.type === "float") out[el.name] = parseFloat(el.value);
    else out[el.name] = el.value;
  }
  return out;
}

function seatLabels(game) {
  const labels = game.seat_labels || game.seats;
  return Array.from({ length: seatCount(game) }, (_x, i) => labels[i] || t("Seat {n}", { n: i + 1 }));
}

// Who plays, in words, for the seats actually chosen: "Athens: this screen · Sparta: bot (Heuristic)".
function drawSummary() {
  const game = current();
  if (!game) return;
  const labels = seatLabels(game);
  const parts = [...document.querySelectorAll("#seats select")].map((select, i) => {
    const option = select.options[select.selectedIndex];
    return t("{seat}: {who}", { seat: labels[i], who: option ? option.textContent : "" });
  });
  const summary = parts.join(" · ");
  document.getElementById("game-help").textContent =
    game.hidden_information ? t("{sides} — hidden information", { sides: summary }) : summary;
}

function seatCount(game) {
  const players = readOptions().players;
  return Number.isInteger(players) ? players : game.players[1];
}

function drawSeats() {
  const game = current();
  const offered = playerBots.length ? playerBots : bots;
  const defaultBot = ["heuristic", "random"].find((b) => offered.includes(b)) || offered[0];
  const box = document.getElementById("seats");
  const before = [...box.querySelectorAll("select")].map((el) => el.value);
  box.replaceChildren(h("legend", {}, t("Who sits where")));
  seatLabels(game).forEach((label, i) => {
    const id = `seat-${i}`;
    const select = h("select", { id, name: id, "data-seat": i },
      h("option", { value: "here" }, t("A person on this screen")),
      h("option", { value: "link" }, t("A person invited by link")),
      offered.map((b) => h("option", { value: `bot:${b}`, selected: i > 0 && b === defaultBot },
        t("Bot: {bot}", { bot: botLabels[b] || b }))));
    if (before[i]) select.value = before[i];
    select.addEventListener("change", drawSummary);
    box.append(h("label", { for: id }, h("span", { class: "name" }, label), " ", select));
  });
  drawSummary();
}

// The time limit and, at more than two seats, what a resigning seat becomes.
function drawTable() {
  const box = document.getElementById("table");
  const kind = document.getElementById("clock-kind")?.value || "none";
  const field = (id, label, value, step) => h("label", { for: id }, h("span", { class: "name" }, label), " ",
    h("input", { type: "number", id, name: id, value, min: step, step }));
  box.replaceChildren(h("legend", {}, t("Time limit")),
    h("label", { for: "clock-kind" }, h("span", { class: "name" }, t("Time limit")), " ",
      h("select", { id: "clock-kind", onchange: drawTable },
        h("option", { value: "none", selected: kind === "none" }, t("None")),
        h("option", { value: "live", selected: kind === "live" }, t("Live: a clock per player")),
        h("option", { value: "turn", selected: kind === "turn" }, t("Turn-based: a deadline per decision")))),
    kind === "live" ? field("clock-minutes", t("Minutes per player"), 15, 1) : null,
    kind === "live" ? field("clock-increment", t("Seconds added each turn"), 10, 0) : null,
    kind === "turn" ? field("clock-days", t("Days per decision"), 2, 0.25) : null,
    seatCount(current()) > 2 ? h("label", { for: "on-leave" }, h("span", { class: "name" }, t("When a player resigns")), " ",
      h("select", { id: "on-leave" }, h("option", { value: "bot" }, t("a bot plays on for them")),
        h("option", { value: "end" }, t("the game ends")))) : null);
}

function readTable() {
  const kind = document.getElementById("clock-kind").value;
  const number = (id) => parseFloat(document.getElementById(id).value);
  const clock = kind === "live" ? { kind, minutes: number("clock-minutes"), increment: number("clock-increment") }
    : kind === "turn" ? { kind, hours: number("clock-days") * 24 } : { kind };
  const leave = document.getElementById("on-leave");
  return { clock, on_leave: leave ? leave.value : "bot" };
}

function drawGame() {
  const game = current();
  if (!game) return;
  drawOptions(game);
  document.getElementById("seats").replaceChildren(h("legend", {}, t("Who sits where")));
  drawSeats();
  drawTable();
}

function remember(entry) {
  const list = JSON.parse(localStorage.getItem(MINE) || "[]").filter((g) => g.id !== entry.id);
  list.unshift(entry);
  localStorage.setItem(MINE, JSON.stringify(list.slice(0, 30)));
  drawMine();
}

function drawMine() {
  const list = JSON.parse(localStorage.getItem(MINE) || "[]");
  const ul = document.getElementById("mine");
  ul.replaceChildren(...(list.length ? list.map((g) => h("li", {},
    h("a", { href: g.url }, `${g.title} — ${new Date(g.created).toLocaleString(document.documentElement.lang)}`))) :
    [h("li", { class: "muted" }, t("None yet."))]));
}

function copyField(value, label) {
  const input = h("input", { type: "text", readonly: true, value, "aria-label": label });
  const button = h("button", { type: "button", onclick: async () => {
    input.select();
    try { await navigator.clipboard.writeText(value); button.textContent = t("Copied"); } catch { document.execCommand("copy"); }
  } }, t("Copy"));
  return h("span", { class: "row" }, input, button);
}

async function create(event) {
  event.preventDefault();
  const game = current();
  const errorBox = document.getElementById("create-error");
  errorBox.textContent = "";
  const choices = [...document.querySelectorAll("#seats select")].map((s) => s.value);
  const seats = choices.map((c) => (c.startsWith("bot:") ? { kind: "bot", bot: c.slice(4) } : { kind: "human" }));
  let created;
  try {
    created = await createGame({ game: game.name, options: readOptions(), seats, ...readTable() });
  } catch (err) {
    errorBox.textContent = err.message;
    return;
  }
  const here = created.seats.filter((s, i) => choices[i] === "here");
  const invited = created.seats.filter((s, i) => choices[i] === "link");
  const admin = `admin=${encodeURIComponent(created.creator.token)}`;
  const hereUrl = here.length ? `/play/${created.id}#` + here.map((s) => `token=${encodeURIComponent(s.token)}`).join("&") + `&${admin}` : null;
  const body = document.getElementById("created-body");
  const label = (s) => s.label || s.name;
  body.replaceChildren(...[
    hereUrl ? h("p", {}, h("a", { class: "button primary", href: hereUrl, id: "play-here" },
      here.length > 1 ? t("Play here ({seats}, hot seat)", { seats: here.map(label).join(", ") })
        : t("Play here as {seat}", { seat: label(here[0]) }))) : null,
    invited.length ? h("div", {}, h("h3", {}, nt("Send the invited player their own secret link",
      "Send each invited player their own secret link", invited.length)),
      h("ul", { class: "links" }, invited.map((s) => h("li", {}, h("strong", {}, label(s)), " ",
        copyField(s.url, t("link for {seat}", { seat: label(s) })))))) : null,
    h("h3", {}, t("Spectators")), h("p", { class: "links" }, copyField(created.spectator_url, t("spectator link")),
      " ", h("a", { href: `/play/${created.id}`, id: "watch" }, t("Watch"))),
    h("h3", {}, t("Your link as the creator")), h("p", { class: "links" },
      copyField(created.creator.url, t("creator link")), " ", h("a", { href: `/play/${created.id}#${admin}`, id: "manage" }, t("Manage"))),
    h("p", { class: "muted" }, t("With it you can issue a seat's link again (the old one stops working) or abort the game; keep it.")),
    h("p", { class: "muted" }, t("Links with a token are secret: whoever has one plays that seat."))].filter(Boolean));
  document.getElementById("created").hidden = false;
  document.getElementById("created").scrollIntoView({ behavior: "smooth" });
  remember({ id: created.id, title: `${game.title}`, created: Date.now(), url: hereUrl || `/play/${created.id}#${admin}` });
}

async function main() {
  await loadCatalog(["kleos"]);
  translatePage();
  document.getElementById("lang").replaceChildren(languageSwitch());
  drawMine();
  const select = document.getElementById("game");
  try {
    const got = await catalog();
    ({ games, bots } = got);
    playerBots = got.player_bots || [];
    botLabels = got.bot_labels || {};
  } catch (err) {
    document.getElementById("create-error").textContent = err.message;
    return;
  }
  if (!games.length) {
    document.getElementById("game-help").textContent = t("This server has no games registered.");
    document.getElementById("create").disabled = true;
  }
  select.replaceChildren(...games.map((g) => h("option", { value: g.name }, g.title)));
  const wanted = new URLSearchParams(location.search).get("game");
  if (wanted && games.some((g) => g.name === wanted)) select.value = wanted;
  select.addEventListener("change", drawGame);
  document.getElementById("options").addEventListener("change", (e) => { if (e.target.name === "players") { drawSeats(); drawTable(); } });
  document.getElementById("new-game").addEventListener("submit", create);
  drawGame();
}

main();
