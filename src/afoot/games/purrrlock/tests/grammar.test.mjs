// The Purrrlock board's own labels read as the language does: counts with the catalogue's plural
// forms ("1 card in hand", "2 cards in hand"), said through the core's renderer. (Its log lines,
// moves and the decision waited for are its messages, rendered by the core: test_messages.py.)
import { test } from "node:test";
import assert from "node:assert/strict";
import { t, setLang, LANGS } from "#afoot/i18n.js";
import { sayer } from "#afoot/messages.js";
import { mergeLocale } from "#afoot/tests/locale.mjs";
import * as pl from "../static/table.js";

mergeLocale("purrrlock", new URL("../locale/", import.meta.url));
const YOU = { en: "you", es: "tú", de: "du" };
/** seat 0 is the reader: the shell names it "Ann (you)" */
const ctxFor = (lang) => {
  const seatName = (/** @type {number} */ s) => (s === 0 ? `Ann (${YOU[lang]})` : ["Ann", "Bob", "Cy", "Di"][s]);
  return { t, lang, seat: 0, seatName, say: sayer("purrrlock", { lang, seat: 0, name: seatName }) };
};

test("Purrrlock: the board's counts take the language's plural forms", () => {
  const want = {
    en: ["1 card in hand", "3 cards in hand", "1 card still possible", "60 cards still possible", "1 token ahead of Furriarty", "4 tokens ahead of Furriarty"],
    es: ["1 carta en la mano", "3 cartas en la mano", "1 carta todavía posible", "60 cartas todavía posibles", "1 ficha por delante de Furriarty", "4 fichas por delante de Furriarty"],
    de: ["1 Karte auf der Hand", "3 Karten auf der Hand", "1 Karte noch möglich", "60 Karten noch möglich", "1 Plättchen vor Furriarty", "4 Plättchen vor Furriarty"],
  };
  for (const lang of LANGS) {
    setLang(lang);
    for (const ctx of [ctxFor(lang), { lang }]) {
      const got = [
        ...[1, 3].map((n) => pl.say(ctx, "hand.count", { cards: { t: "n_cards", p: { n } } })),
        ...[1, 60].map((n) => pl.say(ctx, "cb.count", { n })),
        ...[1, 4].map((n) => pl.say(ctx, "trail.left", { n: { t: "n_tokens", p: { n } } })),
      ];
      assert.deepEqual(got, want[lang]);
    }
  }
  setLang("en");
});

test("Purrrlock: card names and guesses in every language", () => {
  const want = {
    en: ["Goose 7", "Goose at 1", "1 o'clock", "Frog"],
    es: ["Ganso 7", "Ganso a la 1", "la 1", "Rana"],
    de: ["Gans 7", "Gans um 1", "1 Uhr", "Frosch"],
  };
  for (const lang of LANGS) {
    const ctx = ctxFor(lang);
    assert.deepEqual([pl.cardName(ctx, "goose-7"), pl.guessName(ctx, "goose", 1), pl.guessName(ctx, null, 1), pl.guessName(ctx, "frog", null)], want[lang]);
  }
});
