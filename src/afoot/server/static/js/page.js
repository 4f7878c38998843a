// @ts-check
/** Page set-up shared by every page: the language (stored, else the browser's) and static labels. */
import { chooseLang, setLang, t, getLang, mergeStrings } from "./i18n.js";
import { LOBBY_STRINGS } from "./lobby_strings.js";
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
  mergeStrings("lg", LOBBY_STRINGS);
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
 * A game's title in the page's language (its lobby title), else `fallback`, else its id.
 * @param {string} game @param {string} [fallback]
 */
export function gameName(game, fallback) {
  const key = `lg.title.${game}`;
  const own = t(key);
  return own !== key ? own : fallback || game;
}

/**
 * The title of a table of ``game`` played with ``options``: the chosen edition's own title
 * where the game's module names its editions (Holmes: Devir's Sherlock & Mycroft, Kosmos'
 * Sherlock gegen Moriarty; the module must be loaded), else the game's (``gameName``).
 * @param {string} game @param {Record<string, any>|null|undefined} options
 */
export function tableTitle(game, options) {
  const edition = options && options.edition;
  if (edition) {
    const key = `${game}.edition.${edition}`;
    const own = t(key);
    if (own !== key) return own;
  }
  return gameName(game);
}

/**
 * An option's label in the page's language, else its name with spaces.
 * @param {string} game @param {string} name
 */
export function optionName(game, name) {
  const key = `lg.opt.${game}.${name}`;
  const own = t(key);
  return own !== key ? own : name.replace(/_/g, " ");
}

/**
 * An option value's label in the page's language: its own text, yes / no, or the value.
 * @param {string} game @param {string} name @param {any} value
 */
export function choiceName(game, name, value) {
  const key = `lg.choice.${game}.${name}.${value}`;
  const own = t(key);
  if (own !== key) return own;
  if (value === true) return t("lobby.yes");
  if (value === false) return t("lobby.no");
  return String(value);
}
