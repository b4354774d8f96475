// The Kleos JSON API from the browser: one function per call, errors as ApiError with the server's message
// (in the reader's language: every request carries the chosen language).
import { languageHeaders, t } from "/static/i18n.js";

export class ApiError extends Error {
  constructor(code, message, status) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

export async function call(method, path, { token, body } = {}) {
  const headers = { Accept: "application/json", ...languageHeaders() };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  let response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (err) {
    throw new ApiError("network", t("the server cannot be reached"), 0);
  }
  let data = null;
  try { data = await response.json(); } catch { /* not JSON */ }
  if (!response.ok) {
    const error = (data && data.error) || {};
    throw new ApiError(error.code || "http", error.message || `HTTP ${response.status}`, response.status);
  }
  return data;
}

export const catalog = () => call("GET", "/api/catalog");
export const createGame = (body) => call("POST", "/api/games", { body });
export const getGame = (id, token) => call("GET", `/api/games/${id}`, { token });
export const boardData = (id) => call("GET", `/api/games/${id}/board`);
export const play = (id, token, action, step) => call("POST", `/api/games/${id}/actions`, { token, body: { action, step } });
export const undo = (id, token, step) => call("POST", `/api/games/${id}/undo`, { token, body: { step } });
export const log = (id, token, before) => call("GET", `/api/games/${id}/log?before=${before}`, { token });
export const post = (id, what, token, body = {}) => call("POST", `/api/games/${id}/${what}`, { token, body });
export const replay = (id, token, step) => call("GET", `/api/games/${id}/replay?step=${step}`, { token });

/** Element helper: h("button", {class: "x", onclick}, "text", child...) */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else if (k === "class") el.className = v;
    else if (k === "text") el.textContent = v;
    else el.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) {
    if (c === undefined || c === null || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

/** SVG element helper: s("circle", {cx: 1, cy: 2, r: 3}, child...) */
export function s(tag, attrs = {}, ...children) {
  const el = document.createElementNS("http://www.w3.org/2000/svg", tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else if (k === "text") el.textContent = v;
    else el.setAttribute(k, v);
  }
  for (const c of children.flat()) {
    if (c === undefined || c === null || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}
