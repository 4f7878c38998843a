// @ts-check
/**
 * Messages: the texts a player reads (log lines, moves, the decision waited for), sent by the
 * server as `[key, params]` and rendered here from the game's catalogue (its locale/<lang>.json,
 * filed by i18n.js under the game's id). The twin of the terminal's renderer,
 * src/afoot/engine/catalogue.py, whose docstring is the reference; both pass the vectors of
 * src/afoot/engine/tests/catalogue_vectors.json.
 *
 * A parameter is a string or a number (as it is), `{seat: n}` (the reader's name for the seat),
 * `{t: key, p: {...}}` (a message of the same catalogue) or `{list: [values]}` (joined as the
 * language joins a list). `<key>.you` is used when the `who` parameter is the reader's seat and
 * the variant exists. A sentence starts with a capital, and in Spanish "a el" / "de el" before
 * a capital contract to "al" / "del".
 *
 * Pure: nothing here touches the DOM (node --test loads it).
 */
import { entry, listText, LANGS } from "./i18n.js";

/** @typedef {[string, Record<string, any>]} Msg */
/**
 * Who reads: the language, their seat (null: a spectator) and how seats are named to them.
 * @typedef {{lang: string, seat: number|null|undefined, name: (seat: number) => string}} Reader
 */

/** Spanish: "a el" / "de el" before a capital (the article of a name: "el Doctor Watson") */
const CONTRACTION = /(?<![\p{L}\p{N}_])(a|A|de|De) el (?=\p{Lu})/gu;
/** a sentence's first letter, after any opening marks */
const FIRST = /^([¡¿«„“"'(\[]*)(\p{Ll})/u;

/**
 * `text` as a sentence in `lang`: Spanish contractions made, a capital first.
 * @param {string} text @param {string} lang
 */
export function asSentence(text, lang) {
  let out = lang === "es" ? text.replace(CONTRACTION, (_, word) => (word === "a" || word === "A" ? `${word}l ` : `${word[0]}el `)) : text;
  out = out.replace(FIRST, (_, marks, letter) => `${marks}${letter.toUpperCase()}`);
  return out;
}

/**
 * The text of a message of the catalogue filed under `prefix` (the game's id) for `reader`;
 * a sentence unless `sentence` is false (a label: no capital added). A key missing in the
 * reader's language is English's, else the key itself.
 * @param {string} prefix @param {Msg} msg @param {Reader} reader @param {boolean} [sentence]
 * @returns {string}
 */
export function render(prefix, msg, reader, sentence = true) {
  if (!Array.isArray(msg) || msg.length !== 2 || typeof msg[0] !== "string") {
    throw new TypeError(`a message is [key, params], not ${JSON.stringify(msg)}`);
  }
  const lang = /** @type {string[]} */ (LANGS).includes(reader.lang) ? reader.lang : "en";
  const params = msg[1] && typeof msg[1] === "object" ? msg[1] : {};
  const text = textOf(prefix, msg[0], params, { ...reader, lang });
  return sentence ? asSentence(text, lang) : text;
}

/**
 * A reader's renderer of one catalogue: `say(msg)` a sentence, `say(msg, false)` a label.
 * @param {string} prefix @param {Reader} reader
 * @returns {(msg: Msg, sentence?: boolean) => string}
 */
export function sayer(prefix, reader) {
  return (msg, sentence = true) => render(prefix, msg, reader, sentence);
}

/** @param {string} prefix @param {string} key @param {Record<string, any>} params @param {Reader} reader @returns {string} */
function textOf(prefix, key, params, reader) {
  const who = params.who;
  if (
    typeof reader.seat === "number" &&
    who && typeof who === "object" && who.seat === reader.seat &&
    entry(`${prefix}.${key}.you`, reader.lang) !== undefined
  ) {
    key = `${key}.you`;
  }
  let found = entry(`${prefix}.${key}`, reader.lang);
  if (found === undefined) return key;
  if (typeof found !== "string") {
    const n = params.n;
    found = (typeof n === "number" && n === 1 ? found.one : found.other) ?? "";
  }
  return found.replace(/\{([A-Za-z0-9_]+)\}/g, (whole, name) =>
    Object.prototype.hasOwnProperty.call(params, name) ? valueOf(prefix, params[name], reader) : whole,
  );
}

/** @param {string} prefix @param {any} value @param {Reader} reader @returns {string} */
function valueOf(prefix, value, reader) {
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number") return String(value);
  if (value && typeof value === "object" && !Array.isArray(value)) {
    if ("seat" in value) return typeof value.seat === "number" ? reader.name(value.seat) : String(value.seat);
    if ("t" in value) return textOf(prefix, String(value.t), value.p && typeof value.p === "object" ? value.p : {}, reader);
    if ("list" in value) {
      const items = (Array.isArray(value.list) ? value.list : []).map((/** @type {any} */ v) => valueOf(prefix, v, reader));
      return listText(items, /** @type {import("./i18n.js").Lang} */ (reader.lang));
    }
  }
  if (value === null || value === undefined) return "";
  return String(value);
}
