// The table's lines name the reader's own seat as "you", never "(you)'s" (issue 19).
import { test } from "node:test";
import assert from "node:assert/strict";
import { t, setLang, LANGS } from "#afoot/i18n.js";
import { mergeLocale } from "#afoot/tests/locale.mjs";
import * as pl from "../static/table.js";

mergeLocale("purrrlock", new URL("../locale/", import.meta.url));
const YOU = { en: "you", es: "tú", de: "du" };
/** seat 0 is the reader: the shell names it "Ann (you)" */
const ctxFor = (lang) => ({
  t,
  lang,
  seat: 0,
  seatName: (/** @type {number} */ s) => (s === 0 ? `Ann (${YOU[lang]})` : ["Ann", "Bob", "Cy", "Di"][s]),
});

for (const lang of LANGS) {
  test(`no line names the reader as "(you)'s" or "of Ann (you)" in ${lang}`, () => {
    setLang(lang);
    const ctx = ctxFor(lang);
    const bad = { en: /\((?:you)\)'s/, es: /\bde Ann \(tú\)|Turno de Ann/, de: /\bvon Ann \(du\)|Ann \(du\) ist am Zug/ }[lang];
    const lines = [
      pl.eventText({ type: "turn", seat: 0, round: 2 }, {}, ctx),
      pl.eventText({ type: "solved", seat: 0, card: "dog-3", discarded: [] }, {}, ctx),
    ];
    for (const line of lines) assert.ok(line && !bad.test(line), line);
    setLang("en");
  });
}
