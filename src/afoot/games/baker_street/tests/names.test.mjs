// Names in every language (issue 19): Beyond Baker Street's title as the rulebooks print it, every bot
// a seat may be given by a translated name with a one-line description.
import { test } from "node:test";
import assert from "node:assert/strict";
import { t, setLang, LANGS } from "#afoot/i18n.js";
import { botChoices, botName, botDescription } from "#afoot/page.js";
import { mergeLocale } from "#afoot/tests/locale.mjs";
import * as bs from "../static/table.js";

mergeLocale("baker_street", new URL("../locale/", import.meta.url));

test("the title is the Spanish rulebook's in Spanish and a German rendering (no German rulebook)", () => {
  const want = { es: "Más allá de Baker Street", de: "Jenseits der Baker Street" };
  for (const lang of ["es", "de"]) {
    setLang(lang);
    assert.equal(t("baker_street.title"), want[lang]);
    // the table's title is the game's
    assert.equal(bs.tr({ lang }, "title"), want[lang]);
  }
  setLang("en");
});

/** the bots /api/games offers for players (afoot.ai.agent_names(spec, for_players=True)) */
const BOTS = ["easy", "medium", "hard", "rules", "hat", "random", "ismcts", "pimc"];

for (const lang of LANGS) {
  test(`every bot has a ${lang} name and a one-line description, the levels first`, () => {
    setLang(lang);
    const choices = botChoices("baker_street", ["easy", "medium", "hard"], BOTS);
    assert.deepEqual(choices.map((c) => c.id), BOTS);
    for (const c of choices) {
      assert.equal(c.name, botName("baker_street", c.id));
      assert.equal(c.desc, botDescription("baker_street", c.id));
      assert.ok(c.name && c.name !== c.id && !/^(?:bot|baker_street)\./.test(c.name), `${c.id}: ${c.name}`);
      assert.ok(c.desc && !/^(?:bot|baker_street)\./.test(c.desc) && !c.desc.includes("\n") && c.desc.length < 140, `${c.id}: ${c.desc}`);
      assert.ok(!/\b(?:ismcts|pimc|deduce_hard|deduce)\b/.test(c.name), c.name);
    }
    assert.equal(new Set(choices.map((c) => c.name)).size, choices.length, "two bots share a name");
    setLang("en");
  });
}

test("the rules pages carry the same title", async () => {
  const { readFile } = await import("node:fs/promises");
  const page = (lang) => readFile(new URL(`../static/rules/${lang}.html`, import.meta.url), "utf8");
  for (const lang of LANGS) {
    setLang(lang);
    const title = /<h2>([^<]*)<\/h2>/.exec(await page(lang));
    assert.equal(title && title[1], t("baker_street.title"), `${lang}.html`);
  }
  setLang("en");
});
