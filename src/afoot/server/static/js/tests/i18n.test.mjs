// node --test src/afoot/server/static/js/tests/
import { test } from "node:test";
import assert from "node:assert/strict";
import { t, setLang, chooseLang, mergeStrings, keys, format, scoped, listText, LANGS } from "../i18n.js";
import * as holmes from "../games/holmes.js";
import * as tc from "../games/thirteen_clues.js";
import { LOBBY_STRINGS } from "../lobby_strings.js";

test("chooseLang: stored choice first, then the browser's languages, then English", () => {
  assert.equal(chooseLang(["de-AT", "en"], null), "de");
  assert.equal(chooseLang(["fr-FR", "es-419"], null), "es");
  assert.equal(chooseLang(["fr", "it"], null), "en");
  assert.equal(chooseLang(["de"], "es"), "es");
  assert.equal(chooseLang(["de"], "xx"), "de");
  assert.equal(chooseLang(undefined, undefined), "en");
});

test("t: placeholders, plurals, fallback to English, then the key", () => {
  setLang("es");
  assert.equal(t("table.waiting_for", { names: "Ana" }), "Esperando a Ana");
  assert.equal(t("lobby.free_seats", { n: 1 }), "1 asiento libre");
  assert.equal(t("lobby.free_seats", { n: 3 }), "3 asientos libres");
  mergeStrings("demo", { en: { only_en: "hello {who}" }, es: {} });
  assert.equal(t("demo.only_en", { who: "Bob" }), "hello Bob");
  assert.equal(t("no.such.key"), "no.such.key");
  setLang("en");
});

test("format keeps unknown placeholders", () => {
  assert.equal(format("{a} and {b}", { a: 1 }), "1 and {b}");
});

test("scoped t finds a game's key with or without its prefix", () => {
  mergeStrings("holmes", holmes.strings);
  setLang("de");
  const tt = scoped("holmes");
  assert.equal(tt("clue.bullet"), "Patrone");
  assert.equal(tt("holmes.clue.bullet"), "Patrone");
  assert.equal(tt("table.your_turn"), "Du bist am Zug");
  setLang("en");
});

test("listText joins names in each language", () => {
  assert.equal(listText(["A", "B", "C"], "en"), "A, B and C");
  assert.equal(listText(["A", "B"], "es"), "A y B");
  assert.equal(listText(["A"], "de"), "A");
});

test("every English shell key exists in Spanish and German", () => {
  const en = keys("en").filter((k) => !k.includes("."+"only_en") && !k.startsWith("demo."));
  for (const lang of ["es", "de"]) {
    const have = new Set(keys(/** @type {any} */ (lang)));
    const missing = en.filter((k) => !have.has(k) && !k.startsWith("holmes.") && !k.startsWith("thirteen_clues."));
    assert.deepEqual(missing, [], `${lang} lacks ${missing.join(", ")}`);
  }
});

for (const [name, mod] of [["holmes", holmes], ["thirteen_clues", tc], ["lobby", { strings: LOBBY_STRINGS }]]) {
  test(`${name}: every English string has es and de`, () => {
    const en = Object.keys(mod.strings.en);
    for (const lang of ["es", "de"]) {
      const missing = en.filter((k) => !(k in mod.strings[lang]) && !k.startsWith("title."));
      assert.deepEqual(missing, [], `${lang} lacks ${missing.join(", ")}`);
    }
    for (const lang of LANGS) {
      for (const [k, v] of Object.entries(mod.strings[lang])) {
        assert.ok(typeof v === "string" ? v.length > 0 : v.one && v.other, `${lang} ${k} empty`);
      }
    }
  });
}
