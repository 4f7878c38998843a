// node --test src/afoot/server/static/js/tests/
import { test } from "node:test";
import assert from "node:assert/strict";
import { t, setLang, chooseLang, mergeStrings, keys, format, scoped, lookup, listText } from "../i18n.js";

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

/** a game's texts, as its locale/<lang>.json would bring them */
const GAME = {
  en: { "clue.bullet": "Bullet", "clue.button": "Button", "cards.one": "{n} card", "cards.other": "{n} cards" },
  es: { "clue.bullet": "Bala", "cards.one": "{n} carta", "cards.other": "{n} cartas" },
  de: { "clue.bullet": "Patrone" },
};

test("scoped t finds a game's key with or without its prefix", () => {
  mergeStrings("some_game", GAME);
  setLang("de");
  const tt = scoped("some_game");
  assert.equal(tt("clue.bullet"), "Patrone");
  assert.equal(tt("some_game.clue.bullet"), "Patrone");
  assert.equal(tt("table.your_turn"), "Du bist am Zug");
  setLang("en");
});

test("lookup reads a game's texts in its ctx's language, else English, else the key", () => {
  mergeStrings("some_game", GAME);
  setLang("de"); // the page's language is not the ctx's
  const L = lookup("some_game");
  assert.equal(L.tr({ lang: "es" }, "clue.bullet"), "Bala");
  assert.equal(L.tr({ lang: "es" }, "clue.button"), "Button");
  assert.equal(L.tr({ lang: "xx" }, "clue.bullet"), "Bullet");
  assert.equal(L.tr(undefined, "clue.bullet"), "Bullet");
  assert.equal(L.tr({ lang: "es" }, "no.such.key"), "no.such.key");
  assert.equal(L.plural({ lang: "es" }, "cards", 1), "1 carta");
  assert.equal(L.plural({ lang: "de" }, "cards", 3), "3 cards");
  assert.ok(L.has({ lang: "de" }, "clue.button") && !L.has({ lang: "de" }, "table.your_turn"));
  assert.equal(L.langOf({ lang: "de" }), "de");
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
    const missing = en.filter((k) => !have.has(k) && !k.startsWith("some_game."));
    assert.deepEqual(missing, [], `${lang} lacks ${missing.join(", ")}`);
  }
});
