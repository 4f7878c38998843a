// @ts-check
/**
 * For the node tests of a game's table module (node only): the game's texts, read from its
 * folder's locale/<lang>.json and filed under its id as the client's core files them
 * (`mergeStrings`), and returned. Import it as "#afoot/tests/locale.mjs".
 */
import { readFileSync } from "node:fs";
import { LANGS, mergeStrings } from "../i18n.js";

/**
 * @param {string} game  its id
 * @param {URL} folder  its locale/ folder (`new URL("../locale/", import.meta.url)` from its tests/)
 * @returns {Record<string, Record<string, any>>}  language -> key -> text
 */
export function mergeLocale(game, folder) {
  /** @type {Record<string, Record<string, any>>} */
  const strings = {};
  for (const lang of LANGS) strings[lang] = JSON.parse(readFileSync(new URL(`${lang}.json`, folder), "utf8"));
  mergeStrings(game, strings);
  return strings;
}
