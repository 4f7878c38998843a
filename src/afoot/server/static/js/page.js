// @ts-check
/**
 * Page set-up shared by every page: the language (stored, else the browser's) and static
 * labels; the names of games, their options and bots in the page's language (each game's
 * texts, once loaded: ``loadTexts`` in components/widgets.js).
 */
import { chooseLang, setLang, t, getLang } from "./i18n.js";
import { langSelect } from "./components/widgets.js";

/** @returns {Storage|null} */
export function storage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Pick and set the language; returns it. */
export function initLang() {
  const st = storage();
  const lang = setLang(chooseLang(navigator.languages || [navigator.language], st ? st.getItem("afoot.lang") : null));
  document.documentElement.lang = lang;
  return lang;
}

/** Fill [data-i18n] (text), [data-i18n-title], [data-i18n-aria] (aria-label), [data-i18n-placeholder] under root. @param {ParentNode} root */
export function applyI18n(root = document) {
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll("[data-i18n]"))) {
    el.textContent = t(/** @type {string} */ (el.dataset.i18n));
  }
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll("[data-i18n-title]"))) {
    el.title = t(/** @type {string} */ (el.dataset.i18nTitle));
  }
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll("[data-i18n-aria]"))) {
    el.setAttribute("aria-label", t(/** @type {string} */ (el.dataset.i18nAria)));
  }
  for (const el of /** @type {NodeListOf<HTMLInputElement>} */ (root.querySelectorAll("[data-i18n-placeholder]"))) {
    el.placeholder = t(/** @type {string} */ (el.dataset.i18nPlaceholder));
  }
}

/**
 * Put the #lang select into `slot`; on a change: store, set, relabel, then `rerender()`.
 * @param {HTMLElement|null} slot @param {() => void} rerender
 */
export function mountLang(slot, rerender) {
  if (!slot) return;
  const sel = langSelect((lang) => {
    const st = storage();
    if (st) st.setItem("afoot.lang", lang);
    setLang(lang);
    document.documentElement.lang = getLang();
    applyI18n();
    sel.setAttribute("aria-label", t("lang.label"));
    rerender();
  });
  slot.replaceChildren(sel);
}

/**
 * fetch JSON; throws Error(detail) with .status on a 4xx/5xx.
 * @param {string} url @param {RequestInit} [init]
 */
export async function getJSON(url, init) {
  const res = await fetch(url, { headers: { "Content-Type": "application/json", Accept: "application/json" }, ...init });
  let body = null;
  try {
    body = await res.json();
  } catch {
    body = null;
  }
  if (!res.ok) {
    const err = /** @type {Error & {status?: number}} */ (new Error((body && body.detail) || `${res.status} ${res.statusText}`));
    err.status = res.status;
    throw err;
  }
  return body;
}

/**
 * A game's title in the page's language (its ``title``), else `fallback` (the title the server
 * lists), else its id.
 * @param {string} game @param {string} [fallback]
 */
export function gameName(game, fallback) {
  const key = `${game}.title`;
  const own = t(key);
  return own !== key ? own : fallback || game;
}

/**
 * The title of a table of ``game`` played with ``options``: the chosen edition's own title
 * where the game's texts name its editions (``edition.<value>``), else the game's
 * (``gameName``).
 * @param {string} game @param {Record<string, any>|null|undefined} options @param {string} [fallback]
 */
export function tableTitle(game, options, fallback) {
  const edition = options && options.edition;
  if (edition) {
    const key = `${game}.edition.${edition}`;
    const own = t(key);
    if (own !== key) return own;
  }
  return gameName(game, fallback);
}

/**
 * An option's label in the page's language, else its name with spaces.
 * @param {string} game @param {string} name
 */
export function optionName(game, name) {
  const key = `${game}.opt.${name}`;
  const own = t(key);
  return own !== key ? own : name.replace(/_/g, " ");
}

/**
 * An option value's label in the page's language: its own text, yes / no, or the value.
 * @param {string} game @param {string} name @param {any} value
 */
export function choiceName(game, name, value) {
  const key = `${game}.choice.${name}.${value}`;
  const own = t(key);
  if (own !== key) return own;
  if (value === true) return t("lobby.yes");
  if (value === false) return t("lobby.no");
  return String(value);
}

/** An agent name without its budget or mistake rate ("ismcts:2000" -> "ismcts"). @param {string} id */
const baseBot = (id) => String(id || "").split(/[:~]/)[0];

/**
 * A bot's name in the current language ("Hard", "Detective"), else its id.
 * @param {string} game @param {string} id
 */
export function botName(game, id) {
  const key = `bot.name.${baseBot(id)}`;
  const name = t(key);
  return name === key ? id : name;
}

/**
 * What a bot does, in one line: the game's own words for it (its ``bot.<id>``), else the
 * shell's, else "".
 * @param {string} game @param {string} id
 */
export function botDescription(game, id) {
  for (const key of [`${game}.bot.${baseBot(id)}`, `bot.desc.${baseBot(id)}`]) {
    const text = t(key);
    if (text !== key) return text;
  }
  return "";
}

/**
 * The bots a seat may be given, the levels first: {id, name, desc}.
 * @param {string} game @param {string[]} levels @param {string[]} bots  as /api/games lists them
 */
export function botChoices(game, levels, bots) {
  const ids = [...(levels || []), ...(bots || []).filter((b) => !(levels || []).includes(b))];
  return ids.map((id) => ({ id, name: botName(game, id), desc: botDescription(game, id) }));
}
