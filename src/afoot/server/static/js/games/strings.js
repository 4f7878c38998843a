// @ts-check
/**
 * Lookups in a game module's own string tables (`{en: {...}, es: {...}, de: {...}}`), pure (no
 * DOM), shared by the modules that keep their strings to themselves.
 */

/**
 * The lookups of one module's tables.
 * @param {Record<string, Record<string, any>>} strings
 */
export function lookup(strings) {
  /** @param {{lang?: string}|undefined} ctx */
  const langOf = (ctx) => {
    const lang = ctx && ctx.lang;
    return lang && lang in strings ? lang : "en";
  };
  /** Does `key` exist (in the language or in English)? @param {any} ctx @param {string} key */
  const has = (ctx, key) => key in strings[langOf(ctx)] || key in strings.en;
  /**
   * The key in the seat's language, else English, with {name} filled in.
   * @param {any} ctx @param {string} key @param {Record<string, any>} [params]
   */
  const tr = (ctx, key, params) => {
    const text = strings[langOf(ctx)][key] ?? strings.en[key] ?? key;
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (/** @type {string} */ m, /** @type {string} */ k) =>
      k in params ? String(params[k]) : m,
    );
  };
  /** key.one / key.other by count @param {any} ctx @param {string} key @param {number} n @param {Record<string, any>} [params] */
  const plural = (ctx, key, n, params) => tr(ctx, `${key}.${n === 1 ? "one" : "other"}`, { n, ...(params || {}) });
  return { langOf, has, tr, plural };
}

/**
 * The shell titles move groups with `<game>.group.<action type>`: the action names serve.
 * @param {Record<string, Record<string, any>>} strings
 */
export function addGroupTitles(strings) {
  for (const table of Object.values(strings)) {
    for (const [k, v] of Object.entries(table)) if (k.startsWith("action.")) table[`group.${k.slice(7)}`] = v;
  }
}
