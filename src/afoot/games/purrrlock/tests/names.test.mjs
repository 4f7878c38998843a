// Names in every language (issue 19): Purrrlock's title as the rulebooks print it, every bot
// a seat may be given by a translated name with a one-line description.
import { test } from "node:test";
import assert from "node:assert/strict";
import { t, setLang, LANGS } from "#afoot/i18n.js";
import { botChoices, botName, botDescription } from "#afoot/page.js";
import { render } from "#afoot/messages.js";
import { mergeLocale } from "#afoot/tests/locale.mjs";
import * as pl from "../static/table.js";

mergeLocale("purrrlock", new URL("../locale/", import.meta.url));

test("the title is the Spanish rulebook's in Spanish and a German rendering (no German rulebook)", () => {
  const want = { es: "Purrrlock Holmes: El rastro de Furriarty", de: "Purrrlock Holmes: Furriartys Fährte" };
  for (const lang of ["es", "de"]) {
    setLang(lang);
    assert.equal(t("purrrlock.title"), want[lang]);
    // the table's short title: its name, which the Spanish rulebook keeps
    assert.equal(pl.tr({ lang }, "table_title"), "Purrrlock Holmes");
  }
  setLang("en");
});

test('the Spanish rulebook keeps "Paws"; German calls it "Pfoten!"', () => {
  const strings = mergeLocale("purrrlock", new URL("../locale/", import.meta.url));
  for (const [key, value] of Object.entries(strings.de)) assert.ok(!/Paws/.test(value), `${key}: ${value}`);
  // the move's message (messages.py) as the core renders it
  const move = (lang) => render("purrrlock", ["act.paws", {}], { lang, seat: 0, name: String });
  assert.equal(move("de"), "„Pfoten!“ rufen (-1 SP am Ende) und sofort raten");
  assert.match(move("es"), /«Paws»/);
});

/** the bots /api/games offers for players (afoot.ai.agent_names(spec, for_players=True)) */
const BOTS = ["easy", "medium", "hard", "deduce", "random", "ismcts", "pimc"];

for (const lang of LANGS) {
  test(`every bot has a ${lang} name and a one-line description, the levels first`, () => {
    setLang(lang);
    const choices = botChoices("purrrlock", ["easy", "medium", "hard"], BOTS);
    assert.deepEqual(choices.map((c) => c.id), BOTS);
    for (const c of choices) {
      assert.equal(c.name, botName("purrrlock", c.id));
      assert.equal(c.desc, botDescription("purrrlock", c.id));
      assert.ok(c.name && c.name !== c.id && !/^(?:bot|purrrlock)\./.test(c.name), `${c.id}: ${c.name}`);
      assert.ok(c.desc && !/^(?:bot|purrrlock)\./.test(c.desc) && !c.desc.includes("\n") && c.desc.length < 140, `${c.id}: ${c.desc}`);
      assert.ok(!/\b(?:ismcts|pimc|deduce_hard|deduce)\b/.test(c.name), c.name);
    }
    assert.equal(new Set(choices.map((c) => c.name)).size, choices.length, "two bots share a name");
    setLang("en");
  });
}

test("the rules pages carry the same title, and German the call", async () => {
  const { readFile } = await import("node:fs/promises");
  const page = (lang) => readFile(new URL(`../static/rules/${lang}.html`, import.meta.url), "utf8");
  for (const lang of LANGS) {
    setLang(lang);
    const title = /<h2>([^<]*)<\/h2>/.exec(await page(lang));
    assert.equal(title && title[1], t("purrrlock.title"), `${lang}.html`);
  }
  setLang("en");
  assert.ok(!/Paws/.test(await page("de")));
});
