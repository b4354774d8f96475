// The web client in the reader's language: the same gettext catalogues as the server (src/kleos/locale), sent as
// JSON by GET /api/i18n/<lang>?domains=kleos,<game> — only the messages of the client's own files.
//   t("Undo my last decision")                       a text of the page
//   t("Turn {turn} of {turns}", { turn, turns })     named placeholders, as in the Python catalogues
//   nt("{n} game", "{n} games", n, { n })            plurals: the catalogue's forms, chosen by Intl.PluralRules
// The choice of language is remembered in this browser (localStorage) and sent to the API with each request;
// without a choice, the browser's own languages decide (the server negotiates Accept-Language).

const STORE_KEY = "kleos.lang";
let current = { lang: "en", plural: { one: 0, other: 1 }, messages: {}, languages: { en: "English" } };
let domains = ["kleos"];

/** The language chosen in this browser, or null (then the browser's Accept-Language decides). */
export function chosenLanguage() {
  try { return localStorage.getItem(STORE_KEY); } catch { return null; }
}

/** The language the page is shown in (after loadCatalog). */
export function lang() { return current.lang; }

/** Load the catalogue of the chosen (or negotiated) language for these domains ("kleos" and a game). */
export async function loadCatalog(wanted = ["kleos"]) {
  domains = [...new Set([...wanted.filter((d) => d && d !== "kleos"), "kleos"])];
  const chosen = chosenLanguage();
  const query = new URLSearchParams({ domains: domains.join(",") });
  const path = `/api/i18n/${encodeURIComponent(chosen || "auto")}?${query}`;
  try {
    const response = await fetch(path, { headers: { Accept: "application/json" } });
    if (response.ok) current = await response.json();
  } catch { /* offline: English, the messages' own language */ }
  document.documentElement.lang = current.lang;
  return current.lang;
}

/** Remember a language for this browser and reload the page in it. */
export function setLanguage(code) {
  try { localStorage.setItem(STORE_KEY, code); } catch { /* private mode: this page only */ }
  location.reload();
}

/** Headers that carry a chosen language to the API (without a choice the browser's own Accept-Language goes). */
export function languageHeaders() {
  const chosen = chosenLanguage();
  return chosen ? { "Accept-Language": chosen } : {};
}

function lookup(msgid) {
  for (const domain of domains) {
    const found = current.messages[domain] && current.messages[domain][msgid];
    if (found !== undefined) return found;
  }
  return undefined;
}

// French elision where a value meets the words around it (« de » + « Athènes »: « d'Athènes »), as the server
// does (kleos.i18n.message): a translation cannot know what a value begins with.
const ELISIONS = { fr: [/(?<!\p{L})([Dd]e|[Qq]ue|[Ll][ea]|[Nn]e|[Jj]e) (?=[AEIOUYÉÈÊÀÂÎÔÛaeiouyéèêàâîôû])/gu, (m, w) => `${w.slice(0, -1)}'`] };

function format(template, values) {
  if (!values) return template;
  const text = template.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
  const elide = ELISIONS[current.lang];
  return elide ? text.replace(elide[0], elide[1]) : text;
}

/** A text of the client, translated, with its named placeholders filled. */
export function t(msgid, values) {
  const found = lookup(msgid);
  return format(typeof found === "string" ? found : msgid, values);
}

/** A text with a count: the catalogue's plural form for n. */
export function nt(singular, plural, n, values) {
  const forms = lookup(singular);
  let text = n === 1 ? singular : plural;
  if (Array.isArray(forms)) {
    const category = new Intl.PluralRules(current.lang).select(n);
    const index = current.plural[category] ?? current.plural.other ?? 0;
    text = forms[index] ?? forms[forms.length - 1];
  }
  return format(text, { n, ...(values || {}) });
}

/** Translate the static texts of a page: data-i18n (the element's text), data-i18n-<attr> (an attribute). */
export function translatePage(root = document) {
  for (const el of root.querySelectorAll("*")) {
    for (const attr of [...el.attributes]) {
      if (attr.name === "data-i18n") el.textContent = t(attr.value);
      else if (attr.name.startsWith("data-i18n-")) el.setAttribute(attr.name.slice(10), t(attr.value));
    }
  }
}

/** A language switch (a <select> of the languages the server speaks) that remembers the choice. */
export function languageSwitch() {
  const select = document.createElement("select");
  select.className = "lang-switch";
  select.setAttribute("aria-label", t("Language"));
  for (const [code, name] of Object.entries(current.languages || {})) {
    const option = document.createElement("option");
    option.value = code;
    option.textContent = name;
    if (code === current.lang) option.selected = true;
    select.append(option);
  }
  select.addEventListener("change", () => setLanguage(select.value));
  return select;
}
