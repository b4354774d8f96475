// The game page: one WebSocket per seat held on this screen (or one as a spectator), the board drawn by the
// game's renderer, the private area, the status, the legal choices (on the board and as a grouped list), undo,
// the log with rule citations, the replay slider, turn notifications and the hot-seat hand-over screen.
//
// The address is /play/<game id>#token=<seat token>[&token=<another seat's token>...]; no token: spectator.
// A renderer module (/static/renderers/<game>.js) exports render(ctx) and optionally renderPrivate(ctx);
// elements it marks with data-key="<parameter value>" become clickable when a legal action takes that value,
// in the action's parameter order (click a unit, then a highlighted destination).
// Texts: the page's own through t() (src/kleos/web/i18n.js); the view's (log, labels, result) come from the
// server already in the reader's language.
import * as api from "/static/api.js";
import { lang, languageSwitch, loadCatalog, nt, t, translatePage } from "/static/i18n.js";
import { attachZoom } from "/static/zoom.js";

const { h } = api;
const gameId = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop() || "");
const fragment = new URLSearchParams(location.hash.slice(1));
const tokens = fragment.getAll("token").filter(Boolean);
const admin = fragment.get("admin"); // the creator's token: issue a seat's link again, abort
const SPECTATOR = "spectator";

const S = {
  payloads: new Map(), // seat number (or SPECTATOR) -> latest payload
  tokenOf: new Map(), // seat -> token
  shown: undefined, // the seat displayed; null: spectator; undefined: none yet
  pending: undefined, // hot seat: the seat waiting behind the hand-over screen
  renderer: null,
  board: null,
  selection: [],
  replay: null,
  replayStep: null,
  busy: false,
  myTurnBefore: false,
  live: 0,
  before: new Map(), // "<seat>:<step>" -> the view at that step (the position the recent moves started from)
  barOpen: false, // phone: the bottom bar of choices expanded
  autoDone: null, // "<seat>:<step>" of the forced choice played for the seat
  undoneAt: null, // "<seat>:<step>" reached by an undo: its forced choice is left to the player
  justUndid: false,
  offset: 0, // server time minus this browser's, in seconds (every payload carries the server's "now")
  links: new Map(), // seat -> a link the creator issued again on this page
};

// ---------------------------------------------------------------------------- helpers
const argsOf = (a) => Object.entries(a.json).filter(([k]) => k !== "kind").map(([, v]) => String(v));
const startsWith = (args, prefix) => prefix.length <= args.length && prefix.every((k, i) => args[i] === k);
const localSeats = () => [...S.tokenOf.keys()].sort((a, b) => a - b);
const shownPayload = () => S.payloads.get(S.shown === null ? SPECTATOR : S.shown);
const anyPayload = () => [...S.payloads.values()].sort((a, b) => b.view.step - a.view.step)[0];

const playerName = (pl) => pl.label || pl.name;
const over = (p) => p.status === "finished";
const serverNow = () => Date.now() / 1000 + S.offset;

// Seconds a seat has left: on its live clock, or before the deadline of its decision (null: untimed).
function timeLeft(p, seat) {
  const table = p.table;
  if (!table || !table.clock || table.clock.kind === "none" || over(p)) return null;
  const current = p.view.current_player;
  const start = table.clocks[seat];
  if (start === null || start === undefined) return null;
  if (table.clock.kind === "turn") return seat === current ? table.turn_started + table.clock.hours * 3600 - serverNow() : null;
  return seat === current ? start - (serverNow() - table.turn_started) : start;
}

function formatLeft(seconds) {
  const s = Math.max(0, Math.floor(seconds));
  const d = Math.floor(s / 86400);
  const hh = Math.floor((s % 86400) / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, "0");
  if (d) return t("{days} d {hours} h", { days: d, hours: hh });
  if (hh) return t("{hours} h {minutes} min", { hours: hh, minutes: mm });
  return `${mm}:${ss}`;
}

// The seat to decide whose time is out (a person's), if any.
function lateSeat(p) {
  const current = p.view.current_player;
  if (over(p) || current < 0 || p.players[current].kind !== "human") return null;
  const left = timeLeft(p, current);
  return left !== null && left <= 0 ? current : null;
}

function toast(message) {
  const el = document.getElementById("toast");
  el.textContent = message;
  el.hidden = false;
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => { el.hidden = true; }, 6000);
}

function beep() {
  try {
    const ctx = new (window.AudioContext || window.webkitAudioContext)();
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = 660;
    gain.gain.setValueAtTime(0.15, ctx.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + 0.3);
    osc.connect(gain).connect(ctx.destination);
    osc.start();
    osc.stop(ctx.currentTime + 0.3);
  } catch { /* no audio */ }
}

// ---------------------------------------------------------------------------- receiving views
function accept(payload, fromSocket = false) {
  if (!payload || payload.type !== "state") return;
  const key = payload.seat === null ? SPECTATOR : payload.seat;
  const old = S.payloads.get(key);
  if (old && !fromSocket && payload.version < old.version) return; // an older answer overtaken by a push
  if (typeof payload.now === "number") S.offset = payload.now - Date.now() / 1000;
  // the socket's first push repeats the page's first answer: nothing new, so the board is not drawn again (a
  // redraw would reset what the player was doing on it, a zoom or a half-made selection)
  const same = old && JSON.stringify({ ...old, now: 0 }) === JSON.stringify({ ...payload, now: 0 });
  S.payloads.set(key, payload);
  if (same) return;
  chooseSeat();
  render();
}

function chooseSeat() {
  const seats = localSeats();
  if (!seats.length) { S.shown = null; return; }
  const latest = anyPayload();
  const toMove = latest ? latest.view.current_player : -1;
  const want = seats.includes(toMove) ? toMove : (S.shown ?? seats[0]);
  if (want === S.shown || want === S.pending) return;
  if (seats.length > 1) { // hot seat: hide the previous seat's private view until the next one is ready
    S.pending = want;
    S.selection = [];
    const name = playerName(latest.players[want]);
    document.getElementById("handover-title").textContent = t("Pass the device to {seat}", { seat: name });
    document.getElementById("handover-go").textContent = t("I am {seat}: show my side", { seat: name });
    document.getElementById("handover").hidden = false;
    document.getElementById("handover-go").focus();
  } else {
    S.shown = want;
  }
}

function handoverDone() {
  S.shown = S.pending;
  S.pending = undefined;
  document.getElementById("handover").hidden = true;
  S.myTurnBefore = false;
  render();
}

function connect(token) {
  const proto = location.protocol === "https:" ? "wss" : "ws";
  let delay = 500;
  let pinger = null;
  const open = () => {
    const query = new URLSearchParams({ lang: lang() });
    const ws = new WebSocket(`${proto}://${location.host}/api/games/${encodeURIComponent(gameId)}/ws?${query}`);
    ws.onopen = () => {
      delay = 500;
      ws.send(JSON.stringify({ token: token || null }));
      S.live += 1;
      status("");
      pinger = setInterval(() => ws.readyState === 1 && ws.send("ping"), 25000);
    };
    ws.onmessage = (event) => {
      if (event.data === "pong") return;
      const msg = JSON.parse(event.data);
      if (msg.type === "error") { status(msg.error.message, true); token = undefined; return; }
      if (msg.type === "remind") { reminded(); return; }
      if (token && msg.seat !== null) S.tokenOf.set(msg.seat, token);
      if (token && msg.seat === null) forget(token); // its seat went to a bot: this token now only watches
      accept(msg, true);
      document.getElementById("board").dataset.live = "1"; // a push is drawn: the browser tests wait for it
    };
    ws.onclose = (event) => {
      clearInterval(pinger);
      S.live = Math.max(0, S.live - 1);
      if (event.code >= 4000) return; // refused: bad token or unknown game
      status(t("Connection lost: reconnecting…"), true);
      setTimeout(open, delay);
      delay = Math.min(delay * 2, 10000);
    };
  };
  open();
}

function status(text, bad = false) {
  const el = document.getElementById("connection");
  el.textContent = text;
  el.className = bad ? "error" : "muted";
}

function reminded() {
  if (document.getElementById("sound").checked) beep();
  toast(t("The others are waiting for your decision"));
  document.title = t("▶ Your turn — {title} — Kleos", { title: shownPayload()?.view.title || "" });
}

// A token that no longer opens a seat (its person resigned, or their time ran out and a bot took the seat).
function forget(token) {
  for (const [seat, held] of [...S.tokenOf]) if (held === token) { S.tokenOf.delete(seat); S.payloads.delete(seat); }
}

// ---------------------------------------------------------------------------- acting
// A lifecycle request (resign, abort, claim, remind, a new link) with this seat's token or the creator's.
async function lifecycle(run) {
  if (S.busy) return;
  S.busy = true;
  const token = myToken();
  try {
    const answer = await run();
    if (answer && answer.type === "state") {
      if (token && answer.seat === null) forget(token);
      accept(answer);
    }
    return answer;
  } catch (err) {
    toast(err.message);
  } finally {
    S.busy = false;
    render();
  }
}

const myToken = () => (S.shown !== null ? S.tokenOf.get(S.shown) : undefined);

function resign() {
  if (!confirm(t("Resign this game? This cannot be taken back."))) return;
  lifecycle(() => api.post(gameId, "resign", myToken()));
}

function abort() {
  if (!confirm(t("Abort this game? It ends without a result."))) return;
  lifecycle(() => api.post(gameId, "abort", myToken() || admin));
}

async function remind() {
  const done = await lifecycle(() => api.post(gameId, "remind", myToken()));
  if (done) toast(t("Reminder sent"));
}

async function newLink(seat) {
  const p = shownPayload();
  const name = playerName(p.players[seat]);
  if (!confirm(t("Issue a new link for {seat}? The old link stops working at once.", { seat: name }))) return;
  const done = await lifecycle(() => api.call("POST", `/api/games/${encodeURIComponent(gameId)}/seats/${seat}/link`,
    { token: admin, body: {} }));
  if (done) { S.links.set(seat, done.url); render(); }
}

async function send(action) {
  const p = shownPayload();
  if (!p || S.busy) return;
  S.busy = true;
  S.selection = [];
  try {
    accept(await api.play(gameId, S.tokenOf.get(S.shown), action.id, p.view.step));
  } catch (err) {
    toast(err.message);
    try { accept(await api.getGame(gameId, S.tokenOf.get(S.shown))); } catch { /* the socket will catch up */ }
  } finally {
    S.busy = false;
    render();
  }
}

async function takeBack() {
  const p = shownPayload();
  if (!p || S.busy) return;
  S.busy = true;
  try {
    S.justUndid = true;
    accept(await api.undo(gameId, S.tokenOf.get(S.shown), p.view.step));
  } catch (err) {
    S.justUndid = false;
    toast(err.message);
  } finally {
    S.busy = false;
    render();
  }
}

function clickKey(key, legal) {
  let sel = [...S.selection, key];
  let cands = legal.filter((a) => startsWith(argsOf(a), sel));
  if (!cands.length) { // a fresh start from this element
    sel = [key];
    cands = legal.filter((a) => startsWith(argsOf(a), sel));
    if (!cands.length) { S.selection = []; render(); return; }
  }
  const full = cands.filter((a) => argsOf(a).length === sel.length);
  if (full.length === 1 && cands.length === 1) { send(full[0]); return; }
  S.selection = sel;
  render();
  const first = document.querySelector("#actions .choices button");
  if (full.length && cands.length === full.length && first) first.focus();
}

function wireBoard(root, legal) {
  const depth = S.selection.length;
  const cands = legal.filter((a) => startsWith(argsOf(a), S.selection));
  const next = new Set(cands.filter((a) => argsOf(a).length > depth).map((a) => argsOf(a)[depth]));
  const first = new Set(legal.filter((a) => argsOf(a).length).map((a) => argsOf(a)[0]));
  for (const el of root.querySelectorAll("[data-key]")) {
    const key = el.dataset.key;
    if (!(el instanceof SVGElement)) el.classList.add("html-key");
    el.classList.toggle("selected", S.selection.includes(key));
    const isNext = next.has(key);
    const usable = isNext || (depth > 0 && first.has(key));
    el.classList.toggle(depth ? "target" : "clickable", isNext);
    if (!usable) {
      // let clicks through to what lies beneath (a piece standing on a zone that is the target)
      if (legal.length) el.style.pointerEvents = "none";
      continue;
    }
    el.style.pointerEvents = "auto"; // even inside an element that lets clicks through
    el.setAttribute("tabindex", "0");
    el.setAttribute("role", "button");
    if (!el.getAttribute("aria-label")) el.setAttribute("aria-label", el.dataset.label || key);
    el.addEventListener("click", (e) => { e.stopPropagation(); clickKey(key, legal); });
    el.addEventListener("keydown", (e) => {
      if (e.key === "Enter" || e.key === " ") { e.preventDefault(); clickKey(key, legal); }
    });
  }
}

// ---------------------------------------------------------------------------- drawing
function render() {
  if (S.pending !== undefined) { // hot seat: nothing of the previous seat stays on the page
    for (const id of ["board", "private", "actions", "log", "status", "banner", "table"]) document.getElementById(id).replaceChildren();
    return;
  }
  const p = shownPayload();
  if (!p) return;
  const focused = document.activeElement;
  const focusKey = focused?.dataset?.key;
  const focusAction = focused?.dataset?.action;
  const view = S.replay ? S.replay.view : p.view;
  const mine = S.shown !== null && p.view.current_player === S.shown && !over(p);
  const legal = S.replay || S.pending !== undefined ? [] : p.view.legal_actions;
  document.getElementById("title").textContent = p.view.title;
  notify(p, mine);
  drawStatus(p, mine);
  drawBanner(p, view);
  const ctx = { board: S.board || {}, view, seat: S.replay ? S.replay.seat : S.shown, players: p.players, legal,
    selection: S.selection, h: api.h, s: api.s, replay: !!S.replay, recent: S.replay ? null : recentMoves(p),
    gameId };
  const boardBox = document.getElementById("board");
  let drawn;
  try {
    drawn = S.renderer.render(ctx);
  } catch (err) {
    console.error(err);
    drawn = h("pre", { class: "error" }, t("The board cannot be drawn: {error}", { error: err.message }));
  }
  boardBox.replaceChildren(drawn);
  attachZoom(boardBox, `${gameId}:${S.replay ? "replay" : S.shown}`);
  boardBox.dataset.step = view.step; // read by the browser tests
  const priv = document.getElementById("private");
  const privDrawn = S.renderer.renderPrivate && ctx.seat !== null ? S.renderer.renderPrivate(ctx) : null;
  priv.hidden = !privDrawn;
  priv.replaceChildren(...(privDrawn ? [privDrawn] : []));
  wireBoard(boardBox, legal);
  wireBoard(priv, legal);
  hintScrollers(boardBox);
  drawActions(p, legal);
  drawPhoneBar(p, mine, legal);
  drawTable(p);
  drawReplay(p);
  drawLog(view, S.replay ? null : p);
  restoreFocus(focusKey, focusAction);
  playForced(p, mine, legal);
}

// A part of the board that is wider than the screen (a table on a phone) scrolls inside its box, and says so.
function hintScrollers(root) {
  for (const el of root.querySelectorAll(".hscroll")) {
    const over = el.scrollWidth > el.clientWidth + 1;
    el.classList.toggle("overflowing", over);
    if (over) el.dataset.hint = t("⇆ scroll sideways");
  }
}

// The moves since the seat last decided (payload.recent: each action's JSON, null when hidden from the seat) and
// the view they started from (the replay's view at that step, asked once per step): renderers mark them.
function recentMoves(p) {
  const recent = p.recent;
  if (!recent || !recent.moves.length) return null;
  const key = `${p.seat}:${recent.from}`;
  const held = S.before.get(key);
  if (held === undefined) {
    S.before.set(key, null);
    api.replay(gameId, p.seat === null ? undefined : S.tokenOf.get(p.seat), recent.from)
      .then((got) => { S.before.set(key, got.view); render(); })
      .catch(() => { /* the moves are marked without their starting points */ });
  }
  return { from: recent.from, moves: recent.moves, before: held ? held.board : null };
}

// A phone (kleos.css, max-width 600px): the choices sit in a bar fixed at the bottom of the screen, headed by whose
// turn it is, collapsed to a few lines or expanded; on a wider screen the head is hidden.
function drawPhoneBar(p, mine, legal) {
  const box = document.getElementById("actions");
  const v = p.view;
  let turn;
  if (v.terminal) turn = t("Game over");
  else if (mine) turn = t("Your turn");
  else if (v.current_player >= 0) turn = t("{seat} to decide", { seat: (v.seat_labels || v.seats)[v.current_player] });
  else turn = t("Chance decides");
  const toggle = h("button", { type: "button", class: "phone-toggle", "aria-expanded": String(S.barOpen),
    onclick: () => { S.barOpen = !S.barOpen; render(); } }, S.barOpen ? t("▼ Fewer") : t("▲ All choices"));
  box.prepend(h("div", { class: "phone-head" }, h("strong", { class: mine ? "yours" : "" }, turn),
    legal.length ? h("span", { class: "muted" }, nt("{n} choice", "{n} choices", legal.length)) : null,
    legal.length ? toggle : null));
  box.classList.toggle("open", S.barOpen);
  box.classList.toggle("mine", mine);
  document.body.style.setProperty("--bar", `${box.offsetHeight}px`);
}

// A decision with one legal choice is played for the seat after a moment, as its preference says (#forced):
// "public" (the default) when the others could tell it is forced (payload.forced, the server's check: playing at
// once a choice forced by the seat's hidden cards would tell them something), "always", or "never". Not after an
// undo that came back to it.
const FORCED_KEY = "kleos.forced";
function forcedPreference() {
  try { return localStorage.getItem(FORCED_KEY) || "public"; } catch { return "public"; }
}

function playForced(p, mine, legal) {
  const key = `${S.shown}:${p.view.step}`;
  if (S.justUndid) { S.justUndid = false; S.undoneAt = key; return; }
  if (!mine || S.replay || S.busy || S.pending !== undefined || legal.length !== 1 || S.selection.length) return;
  const preference = forcedPreference();
  if (preference === "never" || !p.forced || (preference === "public" && p.forced !== "public")) return;
  if (S.autoDone === key || S.undoneAt === key) return;
  S.autoDone = key;
  setTimeout(() => {
    const now = shownPayload();
    if (!now || now.view.step !== p.view.step || S.busy || S.replay || now.view.legal_actions.length !== 1) return;
    const only = now.view.legal_actions[0];
    status(t("Played for you, the only choice: {choice}", { choice: only.label }));
    send(only);
  }, 700);
}

// The board is redrawn after every change: keep keyboard users where they were (or on the first target).
function restoreFocus(key, action) {
  const css = (v) => (window.CSS && CSS.escape ? CSS.escape(v) : v);
  let el = null;
  if (S.selection.length) el = document.querySelector("#board .target[tabindex], #private .target[tabindex]");
  if (!el && key) el = document.querySelector(`[data-key="${css(key)}"][tabindex]`);
  if (!el && action) el = document.querySelector(`button.choice[data-action="${css(action)}"]`);
  if (el) el.focus({ preventScroll: true });
}

function notify(p, mine) {
  if (mine && !S.myTurnBefore) {
    if (document.getElementById("sound").checked) beep();
  }
  S.myTurnBefore = mine;
  document.title = mine ? t("▶ Your turn — {title} — Kleos", { title: p.view.title })
    : t("{title} — Kleos", { title: p.view.title });
}

function drawStatus(p, mine) {
  const v = p.view;
  const box = document.getElementById("status");
  const me = S.shown;
  let turn;
  if (over(p)) turn = t("Game over");
  else if (mine) turn = h("span", { class: "yours" }, t("Your turn"));
  else if (v.current_player >= 0) turn = t("{seat} to decide", { seat: (v.seat_labels || v.seats)[v.current_player] });
  else turn = t("Chance decides");
  box.replaceChildren(...[
    h("h2", {}, v.title),
    h("div", { class: "turn", id: "turn" }, turn),
    h("div", { class: "muted", id: "you-are" }, me !== null ? t("You are {seat}", { seat: playerName(p.players[me]) })
      : t("You are watching")),
    h("ul", { class: "players" }, p.players.map((pl) => h("li", { class: pl.seat === me ? "me" : "" },
      pl.seat === v.current_player ? "▶ " : "", playerName(pl), " ",
      h("span", { class: "muted" }, pl.kind === "bot" ? t("(bot: {bot})", { bot: pl.bot_label || pl.bot })
        : S.tokenOf.has(pl.seat) ? t("(this screen)") : t("(person)")),
      h("span", { class: "clock", "data-seat": pl.seat }, clockText(p, pl.seat))))),
    me !== null ? h("button", { id: "undo", onclick: takeBack, disabled: !p.can_undo || S.busy || !!S.replay,
      title: t("Take back your last decision (not past a roll, a draw, a revealed secret or another seat's move)") },
      t("Undo my last decision")) : null].filter(Boolean));
}

function clockText(p, seat) {
  const left = timeLeft(p, seat);
  if (left === null) return "";
  if (left <= 0) return " " + t("time is out");
  return " " + (p.table.clock.kind === "turn" ? t("{left} to decide", { left: formatLeft(left) }) : formatLeft(left));
}

// Clocks run between payloads: redraw their texts every second, and the table when a seat's time runs out.
let lateBefore = null;
setInterval(() => {
  const p = shownPayload();
  if (!p || !p.table || p.table.clock.kind === "none") return;
  for (const el of document.querySelectorAll(".clock[data-seat]")) el.textContent = clockText(p, Number(el.dataset.seat));
  const late = lateSeat(p);
  if (late !== lateBefore) { lateBefore = late; render(); }
}, 1000);

// The table around the game: its time limit, what happened to its seats, and what this seat (or the creator)
// may do: resign, abort, claim the game or give a late seat to a bot, remind, issue a seat's link again.
function drawTable(p) {
  const box = document.getElementById("table");
  const parts = [h("h2", {}, t("The table"))];
  const clock = p.table ? p.table.clock : { kind: "none" };
  parts.push(h("p", { class: "muted", id: "time-limit" }, clock.kind === "live"
    ? t("Live clock: {minutes} min each, +{increment} s a turn", { minutes: clock.minutes, increment: clock.increment })
    : clock.kind === "turn" ? t("Turn-based: {hours} h for each decision", { hours: clock.hours }) : t("No time limit")));
  const events = (p.table && p.table.events) || [];
  if (events.length) parts.push(h("ul", { class: "events", id: "events" }, events.map((e) => h("li", {}, e.text))));
  const me = S.shown;
  const buttons = [];
  if (!over(p) && !S.replay) {
    const current = p.view.current_player;
    const late = lateSeat(p);
    if (me !== null && late !== null && late !== me) {
      const name = playerName(p.players[late]);
      buttons.push(h("button", { id: "claim-win", onclick: () => lifecycle(() => api.post(gameId, "claim", myToken(), { outcome: "win" })) },
        t("Claim the game ({seat} is out of time)", { seat: name })));
      buttons.push(h("button", { id: "claim-bot", onclick: () => lifecycle(() => api.post(gameId, "claim", myToken(), { outcome: "bot" })) },
        t("Give {seat}'s seat to a bot", { seat: name })));
    }
    if (me !== null && current >= 0 && current !== me && p.players[current].kind === "human") {
      buttons.push(h("button", { id: "remind", onclick: remind }, t("Remind {seat}", { seat: playerName(p.players[current]) })));
    }
    if (p.abortable && (me !== null || admin)) buttons.push(h("button", { id: "abort", onclick: abort }, t("Abort the game")));
    if (me !== null && p.can_resign) buttons.push(h("button", { id: "resign", onclick: resign }, t("Resign")));
  }
  if (buttons.length) parts.push(h("div", { class: "row" }, buttons));
  if (admin && !over(p)) {
    const humans = p.players.filter((pl) => pl.kind === "human");
    if (humans.length) {
      parts.push(h("h3", {}, t("Seat links (you created this game)")));
      parts.push(h("ul", { class: "links", id: "seat-links" }, humans.map((pl) => h("li", {}, playerName(pl), " ",
        h("button", { "data-seat": pl.seat, class: "new-link", onclick: () => newLink(pl.seat) }, t("Issue a new link")),
        S.links.has(pl.seat) ? h("input", { type: "text", readonly: true, value: S.links.get(pl.seat), class: "issued",
          "aria-label": t("new link for {seat}", { seat: playerName(pl) }) }) : null))));
    }
  }
  box.replaceChildren(...parts);
}

function drawBanner(p, view) {
  const box = document.getElementById("banner");
  const parts = [];
  if (S.replay) {
    parts.push(h("div", { class: "banner replaying" },
      S.replay.public ? t("Replay: position {step} of {length} (public view)", { step: S.replay.step, length: S.replay.length })
        : t("Replay: position {step} of {length}", { step: S.replay.step, length: S.replay.length }),
      " ", h("button", { onclick: () => { S.replay = null; render(); } }, t("Back to the game"))));
  }
  const ending = !S.replay && p.table && p.table.ending;
  const download = over(p) ? h("a", { href: `/api/games/${encodeURIComponent(gameId)}/save`, download: "" },
    t("Download the game (kleos replay FILE)")) : null;
  if (ending) {
    parts.push(h("div", { class: "banner result", id: "result" }, ending.text, " ", download));
  } else if (view.result) {
    parts.push(h("div", { class: "banner result", id: "result" }, view.result.text,
      view.result.rule ? h("span", { class: "rule" }, view.result.rule) : null, " ", p.view.terminal ? download : null));
  }
  box.replaceChildren(...parts);
}

// A kind's help opens with its rule ("9.1: move a legion", "VIII Gather: ..."): the rule goes to a badge, as in
// the log, and the words stay.
function splitSection(help) {
  const m = /^((?:New Armies )?[0-9IVX][^:]{0,20}?)\s?:\s+(.*)$/.exec(help);
  const [section, text] = m ? [m[1], m[2]] : ["", help];
  const words = text.replace(/\s*\((?:p\.|A)[0-9][^)]*\)/g, "").trim();
  const page = /\((p\.[0-9][^)]*)\)/.exec(text);
  return [section || (page ? page[1] : ""), words.charAt(0).toUpperCase() + words.slice(1)];
}

// What a selected board element stands for, in words: its label on the board (never its id).
function keyLabel(key) {
  const css = window.CSS && CSS.escape ? CSS.escape(key) : key;
  const el = document.querySelector(`#board [data-key="${css}"], #private [data-key="${css}"]`);
  return (el && (el.dataset.label || el.getAttribute("aria-label"))) || t("your selection");
}

function drawActions(p, legal) {
  const box = document.getElementById("actions");
  box.replaceChildren(h("h2", {}, t("Your choices")));
  if (S.replay) { box.append(h("p", { class: "muted" }, t("Replaying: return to the game to play."))); return; }
  if (S.shown === null) { box.append(h("p", { class: "muted" }, t("You are watching."))); return; }
  if (!legal.length) {
    box.append(h("p", { class: "muted" }, over(p) ? t("The game is over.") : t("Waiting for the other players…")));
    return;
  }
  let shown = legal;
  if (S.selection.length) {
    shown = legal.filter((a) => startsWith(argsOf(a), S.selection));
    box.append(h("p", { class: "row" }, h("span", {}, t("Selected: {selection}", { selection: S.selection.map(keyLabel).join(" › ") })),
      h("button", { onclick: () => { S.selection = []; render(); } }, t("Clear"))));
  }
  const groups = new Map();
  for (const a of shown) {
    if (!groups.has(a.kind)) groups.set(a.kind, []);
    groups.get(a.kind).push(a);
  }
  for (const [kind, list] of groups) {
    const [section, help] = splitSection((p.kinds && p.kinds[kind]) || "");
    const title = (p.kind_titles && p.kind_titles[kind]) || help || kind.replace(/_/g, " ");
    box.append(h("details", { open: groups.size <= 4 || list.length <= 12, "data-kind": kind },
      h("summary", {}, nt("{kind} ({n} choice)", "{kind} ({n} choices)", list.length, { kind: title }),
        help && help.toLowerCase() !== title.toLowerCase() ? h("span", { class: "muted kind-help" }, ` — ${help}`) : null,
        section ? h("span", { class: "rule" }, section) : null),
      h("div", { class: "choices" }, list.map((a) => h("button", {
        class: "choice", "data-action": a.text, onclick: () => send(a), disabled: S.busy,
      }, a.label)))));
  }
}

let replayTimer = null;
function drawReplay(p) {
  const box = document.getElementById("replay");
  const length = p.view.step;
  const value = S.replay ? S.replay.step : length;
  const slider = h("input", { type: "range", min: 0, max: length, value, id: "replay-slider",
    "aria-label": t("Replay step") });
  slider.addEventListener("input", () => {
    clearTimeout(replayTimer);
    const step = Number(slider.value);
    replayTimer = setTimeout(() => showStep(step, length), 120);
  });
  box.replaceChildren(h("h2", {}, t("Replay")), slider,
    h("div", { class: "muted" }, over(p) ? t("Every step of the finished game.") :
      t("While the game goes on, the replay shows public information only.")));
}

async function showStep(step, length) {
  if (step === length) { S.replay = null; render(); return; }
  try {
    S.replay = await api.replay(gameId, S.shown !== null ? S.tokenOf.get(S.shown) : undefined, step);
    S.selection = [];
    render();
    document.getElementById("replay-slider").focus();
  } catch (err) {
    toast(err.message);
  }
}

// A payload carries the log lines of its last steps only (every line of the steps from view.log_from on): the
// page keeps the lines it has seen, per seat, and asks the server for the earlier ones it lacks (on opening the
// page, or after missing many steps). A replay's view carries its whole log.
const logs = new Map(); // seat key -> { lines, upto: every line of the steps before it is held, version, lang }
const logFetches = new Map(); // seat key -> the payload version a request is (or was, in vain) made for

function fullLog(key, p) {
  const view = p.view;
  const from = view.log_from || 0;
  const held = logs.get(key);
  const usable = held && held.lang === view.lang;
  if (usable && held.version === p.version) return held.lines;
  let earlier = null;
  if (from === 0) earlier = [];
  else if (usable && held.upto >= from) earlier = held.lines.filter((e) => e.step < from);
  if (earlier === null) { fetchEarlier(key, p, from); return null; }
  const lines = earlier.concat(view.log);
  logs.set(key, { lines, upto: view.step, version: p.version, lang: view.lang });
  return lines;
}

async function fetchEarlier(key, p, before) {
  if (logFetches.has(key) && (logFetches.get(key) === p.version || logFetches.get(key) === "busy")) return;
  logFetches.set(key, "busy");
  try {
    const got = await api.log(gameId, key === SPECTATOR ? undefined : S.tokenOf.get(key), before);
    const held = logs.get(key);
    if (!held || held.lang !== p.view.lang || held.upto < before) {
      logs.set(key, { lines: got.log, upto: got.before, version: null, lang: p.view.lang });
    }
    logFetches.delete(key);
    render();
  } catch (err) {
    logFetches.set(key, p.version); // not again for this payload: the next change tries again
    toast(err.message);
  }
}

function drawLog(view, p) {
  const ol = document.getElementById("log");
  const atEnd = ol.scrollTop + ol.clientHeight >= ol.scrollHeight - 8;
  const lines = (p && fullLog(S.shown === null ? SPECTATOR : S.shown, p)) || view.log;
  ol.replaceChildren(...lines.map((e) => h("li", {}, e.text, e.rule ? h("span", { class: "rule" }, e.rule) : null)));
  if (atEnd) ol.scrollTop = ol.scrollHeight;
}

// ---------------------------------------------------------------------------- start
async function loadRenderer(game) {
  let name = "generic";
  try {
    const { games } = await api.catalog();
    if (games.some((g) => g.name === game && g.renderer)) name = game;
  } catch { /* generic */ }
  return import(`/static/renderers/${name}.js`);
}

async function main() {
  // the game's own texts (its renderer's) are in its domain: know the game before loading the catalogue
  let first;
  let failure;
  try {
    first = await api.getGame(gameId, tokens[0] || admin || undefined);
  } catch (err) {
    failure = err;
  }
  await loadCatalog(["kleos", first && first.game]);
  translatePage();
  document.getElementById("lang").replaceChildren(languageSwitch());
  if (failure) { status(failure.message, true); return; }
  if (first.view.lang !== lang()) first = await api.getGame(gameId, tokens[0]); // a language chosen on another page
  const sound = document.getElementById("sound");
  sound.checked = localStorage.getItem("kleos.sound") === "1";
  sound.addEventListener("change", () => localStorage.setItem("kleos.sound", sound.checked ? "1" : "0"));
  document.getElementById("handover-go").addEventListener("click", handoverDone);
  const forced = document.getElementById("forced");
  if (forced) {
    forced.value = forcedPreference();
    forced.addEventListener("change", () => {
      try { localStorage.setItem(FORCED_KEY, forced.value); } catch { /* this page only */ }
      render();
    });
  }
  document.addEventListener("keydown", (e) => {
    if (e.key === "Escape" && S.selection.length) { S.selection = []; render(); }
  });
  [S.renderer, S.board] = await Promise.all([loadRenderer(first.game), api.boardData(gameId).catch(() => ({}))]);
  if (first.seat !== null) S.tokenOf.set(first.seat, tokens[0]);
  for (const token of tokens.slice(1)) {
    try {
      const p = await api.getGame(gameId, token);
      S.tokenOf.set(p.seat, token);
      S.payloads.set(p.seat, p);
    } catch (err) { toast(err.message); }
  }
  accept(first);
  if (tokens.length) tokens.forEach(connect); else connect(null);
}

main();
