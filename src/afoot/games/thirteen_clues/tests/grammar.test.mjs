// The 13 Clues board's own labels read as the language does (issue 19): the seat's own turn as
// "Your turn", never "Ann (you)'s turn", labelled glass counts with plural forms, every card
// named. (Its log lines and moves are its messages, rendered by the core: tests/test_messages.py.)
import { test } from "node:test";
import assert from "node:assert/strict";
import { t, setLang, LANGS } from "#afoot/i18n.js";
import { sayer } from "#afoot/messages.js";
import { mergeLocale } from "#afoot/tests/locale.mjs";
import * as tc from "../static/table.js";

mergeLocale("thirteen_clues", new URL("../locale/", import.meta.url));
const YOU = { en: "you", es: "tú", de: "du" };
/** seat 0 is the reader: the shell names it "Ann (you)" */
const ctxFor = (lang) => {
  const seatName = (/** @type {number} */ s) => (s === 0 ? `Ann (${YOU[lang]})` : ["Ann", "Bob", "Cy", "Di"][s]);
  return { t, lang, seat: 0, seatName, say: sayer("thirteen_clues", { lang, seat: 0, name: seatName }) };
};

test("13 Clues: the reader's own turn in each language, another seat's by its name", () => {
  const want = {
    en: ["Your turn", "Bob's turn"],
    es: ["Tu turno", "Turno de Bob"],
    de: ["Du bist am Zug", "Bob ist am Zug"],
  };
  for (const lang of LANGS) {
    setLang(lang);
    const ctx = ctxFor(lang);
    assert.deepEqual([tc.turnText(ctx, 0), tc.turnText(ctx, 1)], want[lang]);
    assert.ok(!/\((?:you|tú|du)\)/.test(tc.turnText(ctx, 0)), tc.turnText(ctx, 0));
  }
  setLang("en");
});

test("13 Clues: magnifying glasses are counted with a label and plural forms", () => {
  const want = {
    en: ["0 magnifying glasses", "1 magnifying glass", "2 magnifying glasses", "1 magnifying glass in the supply", "6 magnifying glasses in the supply"],
    es: ["0 lupas", "1 lupa", "2 lupas", "1 lupa en el suministro", "6 lupas en el suministro"],
    de: ["0 Lupen", "1 Lupe", "2 Lupen", "1 Lupe im Vorrat", "6 Lupen im Vorrat"],
  };
  for (const lang of LANGS) {
    setLang(lang);
    const ctx = ctxFor(lang);
    assert.deepEqual([0, 1, 2].map((n) => tc.glassesText(ctx, n)).concat([1, 6].map((n) => tc.supplyText(ctx, n))), want[lang]);
  }
  setLang("en");
});

for (const lang of LANGS) {
  test(`13 Clues: every card and question subject has a ${lang} name`, () => {
    setLang(lang);
    const ctx = ctxFor(lang);
    for (const id of Object.keys(tc.CARDS)) assert.ok(!tc.cardName(ctx, id).startsWith("thirteen_clues."), id);
    for (const s of [...new Set(Object.values(tc.CARDS).flatMap(([suit, , cat]) => [suit, cat]))]) {
      assert.ok(!tc.subjectName(ctx, s).startsWith("thirteen_clues."), s);
    }
    setLang("en");
  });
}
