// The 13 Clues table's texts read as sentences in every language (issue 19): the seat's own
// turn as "Your turn", no "(you)'s", questions that name their cards, labelled glass counts
// with plural forms.
import { test } from "node:test";
import assert from "node:assert/strict";
import { t, setLang, LANGS } from "#afoot/i18n.js";
import { mergeLocale } from "#afoot/tests/locale.mjs";
import * as tc from "../static/table.js";

mergeLocale("thirteen_clues", new URL("../locale/", import.meta.url));
const YOU = { en: "you", es: "tú", de: "du" };
/** seat 0 is the reader: the shell names it "Ann (you)" */
const ctxFor = (lang) => ({
  t,
  lang,
  seat: 0,
  seatName: (/** @type {number} */ s) => (s === 0 ? `Ann (${YOU[lang]})` : ["Ann", "Bob", "Cy", "Di"][s]),
});

const TC_MINE = [
  { type: "turn", seat: 0 },
  { type: "glass_given", seat: 0, to: 1 },
  { type: "glass_given", seat: 1, to: 0 },
  { type: "glass_taken", seat: 1, frm: 0 },
  { type: "chose", seat: 0 },
  { type: "mystery_placed", seat: 0 },
  { type: "game_over", winner: 0 },
];

test("13 Clues: the reader's own turn, glass and mystery, in each language", () => {
  const want = {
    en: ["Your turn.", "Your glass goes to Bob.", "Bob's glass goes to you.", "Bob takes a glass from you.", "You have chosen the mystery for your left neighbour.", "Your mystery is on your screen.", "You win!"],
    es: ["Tu turno.", "Tu lupa pasa a Bob.", "La lupa de Bob pasa a ti.", "Bob te quita una lupa.", "Has elegido el misterio de tu vecino de la izquierda.", "Tu misterio está en tu pantalla.", "¡Ganas!"],
    de: ["Du bist am Zug.", "Deine Lupe geht an Bob.", "Die Lupe von Bob geht an dich.", "Bob nimmt dir eine Lupe.", "Du hast das Rätsel für deinen linken Nachbarn gewählt.", "Dein Rätsel steht an deinem Sichtschirm.", "Du gewinnst!"],
  };
  for (const lang of LANGS) {
    setLang(lang);
    const ctx = ctxFor(lang);
    assert.deepEqual(TC_MINE.map((e) => tc.eventText(e, {}, ctx)), want[lang]);
    assert.equal(tc.turnText(ctx, 0), want[lang][0].replace(/\.$/, ""));
    assert.equal(tc.turnText(ctx, 1), { en: "Bob's turn", es: "Turno de Bob", de: "Bob ist am Zug" }[lang]);
  }
  setLang("en");
});

for (const lang of LANGS) {
  test(`no line names the reader as "(you)'s" or "of Ann (you)" in ${lang}`, () => {
    setLang(lang);
    const ctx = ctxFor(lang);
    const bad = { en: /\((?:you)\)'s/, es: /\bde Ann \(tú\)|Turno de Ann/, de: /\bvon Ann \(du\)|Ann \(du\) ist am Zug/ }[lang];
    const lines = [
      ...TC_MINE.map((e) => tc.eventText(e, {}, ctx)),
      tc.turnText(ctx, 0),
    ];
    for (const line of lines) assert.ok(line && !bad.test(line), line);
    setLang("en");
  });
}

test("13 Clues: a question names its cards (how many red cards?)", () => {
  const q = { type: "question", seat: 0, to: 1, subject: "red", side: "left", answer: 1 };
  const q2 = { type: "question", seat: 1, to: 2, subject: "indoor", side: null, answer: 2 };
  const want = {
    en: ["Ann (you) asks Bob: how many red cards (left screen card)? Answer: 1.", "Bob asks Cy: how many indoor locations? Answer: 2."],
    es: ["Ann (tú) pregunta a Bob: ¿cuántas cartas rojas (carta izquierda de la pantalla)? Respuesta: 1.", "Bob pregunta a Cy: ¿cuántas ubicaciones de interior? Respuesta: 2."],
    de: ["Ann (du) fragt Bob: wie viele rote Karten (linke Schirmkarte)? Antwort: 1.", "Bob fragt Cy: wie viele Orte drinnen? Antwort: 2."],
  };
  for (const lang of LANGS) {
    setLang(lang);
    const ctx = ctxFor(lang);
    assert.deepEqual([tc.eventText(q, {}, ctx), tc.eventText(q2, {}, ctx)], want[lang]);
    for (const s of [...new Set(Object.values(tc.CARDS).flatMap(([suit, , cat]) => [suit, cat]))]) {
      const text = tc.actionText({ type: "question", to: 1, subject: s, side: null, secret: false }, {}, ctx);
      assert.ok(!/thirteen_clues\.|\{|«|„/.test(text), text);
    }
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

