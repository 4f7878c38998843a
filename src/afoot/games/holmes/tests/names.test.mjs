// Names in every language (issue 19): Holmes's title as the rulebooks print it, every bot
// a seat may be given by a translated name with a one-line description.
import { test } from "node:test";
import assert from "node:assert/strict";
import { t, setLang, LANGS } from "#afoot/i18n.js";
import { botChoices, botName, botDescription } from "#afoot/page.js";
import { mergeLocale } from "#afoot/tests/locale.mjs";

mergeLocale("holmes", new URL("../locale/", import.meta.url));

/** the bots /api/games offers for players (afoot.ai.agent_names(spec, for_players=True)) */
const BOTS = ["easy", "medium", "hard", "rules", "rollout", "random", "greedy", "ismcts", "pimc"];

for (const lang of LANGS) {
  test(`every bot has a ${lang} name and a one-line description, the levels first`, () => {
    setLang(lang);
    const choices = botChoices("holmes", ["easy", "medium", "hard"], BOTS);
    assert.deepEqual(choices.map((c) => c.id), BOTS);
    for (const c of choices) {
      assert.equal(c.name, botName("holmes", c.id));
      assert.equal(c.desc, botDescription("holmes", c.id));
      assert.ok(c.name && c.name !== c.id && !/^(?:bot|holmes)\./.test(c.name), `${c.id}: ${c.name}`);
      assert.ok(c.desc && !/^(?:bot|holmes)\./.test(c.desc) && !c.desc.includes("\n") && c.desc.length < 140, `${c.id}: ${c.desc}`);
      assert.ok(!/\b(?:ismcts|pimc|deduce_hard|deduce)\b/.test(c.name), c.name);
    }
    assert.equal(new Set(choices.map((c) => c.name)).size, choices.length, "two bots share a name");
    setLang("en");
  });
}
