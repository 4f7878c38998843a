// Names in every language (issue 19): the games' titles as the rulebooks print them, Purrrlock's
// call, every bot by a translated name with a one-line description.
// node --test src/afoot/server/static/js/tests/
import { test } from "node:test";
import assert from "node:assert/strict";
import { t, setLang, mergeStrings, LANGS } from "../i18n.js";
import { LOBBY_STRINGS, botChoices, botName, botDescription } from "../lobby_strings.js";
import { seatName } from "../protocol.js";
import * as pl from "../games/purrrlock.js";
import * as bs from "../games/baker_street.js";

mergeStrings("lg", LOBBY_STRINGS);

// -- names: games, "Paws!", bots ---------------------------------------------------------------
test("game titles are the rulebooks' in Spanish and a German rendering where no German rulebook exists", () => {
  const want = {
    es: { thirteen_clues: "13 Pistas", purrrlock: "Purrrlock Holmes: El rastro de Furriarty", baker_street: "Más allá de Baker Street" },
    de: { thirteen_clues: "13 Hinweise", purrrlock: "Purrrlock Holmes: Furriartys Fährte", baker_street: "Jenseits der Baker Street" },
  };
  for (const lang of ["es", "de"]) {
    setLang(lang);
    for (const [game, title] of Object.entries(want[lang])) {
      assert.equal(t(`lg.title.${game}`), title);
    }
    // the table's short titles: Purrrlock's is its name, which the Spanish rulebook keeps
    assert.equal(pl.tr({ lang }, "title"), "Purrrlock Holmes");
    assert.equal(bs.tr({ lang }, "title"), want[lang].baker_street);
  }
  setLang("en");
});

test('Purrrlock: the Spanish rulebook keeps "Paws"; German calls it "Pfoten!"', () => {
  for (const [key, value] of Object.entries(pl.strings.de)) assert.ok(!/Paws/.test(value), `${key}: ${value}`);
  assert.equal(pl.actionText({ type: "paws" }, { view: {} }, { lang: "de" }), "„Pfoten!“ rufen (-1 SP am Ende) und sofort raten");
  assert.match(pl.actionText({ type: "paws" }, { view: {} }, { lang: "es" }), /«Paws»/);
});

/** the bots /api/games offers for players, per game (afoot.ai.agent_names(rules, for_players=True)) */
const BOTS = {
  holmes: ["easy", "medium", "hard", "rules", "random", "greedy", "ismcts", "pimc"],
  purrrlock: ["easy", "medium", "hard", "deduce", "random", "ismcts", "pimc"],
  baker_street: ["easy", "medium", "hard", "rules", "random", "ismcts", "pimc"],
  thirteen_clues: ["easy", "medium", "hard", "deduce", "deduce_hard", "random", "ismcts", "pimc"],
};

for (const lang of LANGS) {
  test(`every bot has a ${lang} name and a one-line description, the levels first`, () => {
    setLang(lang);
    for (const [game, bots] of Object.entries(BOTS)) {
      const choices = botChoices(game, ["easy", "medium", "hard"], bots);
      assert.deepEqual(choices.map((c) => c.id), bots);
      for (const c of choices) {
        assert.equal(c.name, botName(game, c.id));
        assert.equal(c.desc, botDescription(game, c.id));
        assert.ok(c.name && c.name !== c.id && !/^(?:bot|lg)\./.test(c.name), `${game} ${c.id}: ${c.name}`);
        assert.ok(c.desc && !/^(?:bot|lg)\./.test(c.desc) && !c.desc.includes("\n") && c.desc.length < 140, `${game} ${c.id}: ${c.desc}`);
        assert.ok(!/\b(?:ismcts|pimc|deduce_hard|deduce)\b/.test(c.name), c.name);
      }
      assert.equal(new Set(choices.map((c) => c.name)).size, choices.length, `${game}: two bots share a name`);
    }
    setLang("en");
  });
}

test("a bot's seat is named by its bot's name, not its id", () => {
  const want = { en: "Seat 2 · bot (Cagey detective)", es: "Asiento 2 · bot (Detective reservado)", de: "Platz 2 · Bot (Verschwiegener Detektiv)" };
  for (const lang of LANGS) {
    setLang(lang);
    assert.equal(seatName({ seat: 1, name: null, kind: "bot", bot: "deduce_hard", taken: true, replaced: false }, 1, t, 0), want[lang]);
  }
  setLang("en");
});

test("bot names differ by language", () => {
  const names = LANGS.map((lang) => {
    setLang(lang);
    return ["easy", "deduce", "deduce_hard", "random"].map((id) => botName("thirteen_clues", id));
  });
  setLang("en");
  assert.notDeepEqual(names[0], names[1]);
  assert.notDeepEqual(names[0], names[2]);
  assert.notDeepEqual(names[1], names[2]);
});


test("the rules pages carry the same titles, and German Purrrlock's call", async () => {
  const { readFile } = await import("node:fs/promises");
  const page = (game, lang) => readFile(new URL(`../../rules/${game}.${lang}.html`, import.meta.url), "utf8");
  for (const lang of LANGS) {
    setLang(lang);
    for (const game of ["thirteen_clues", "purrrlock", "baker_street"]) {
      const title = /<h2>([^<]*)<\/h2>/.exec(await page(game, lang));
      assert.equal(title && title[1], t(`lg.title.${game}`), `${game}.${lang}.html`);
    }
  }
  setLang("en");
  assert.ok(!/Paws/.test(await page("purrrlock", "de")));
});
