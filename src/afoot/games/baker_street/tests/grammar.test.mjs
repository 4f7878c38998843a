// The table's lines name the reader's own seat as "you", never "(you)'s" (issue 19). The lines
// are the game's messages (messages.py, tested in test_messages.py); here the browser's
// renderer says a few of them from the game's catalogue, as the core does.
import { test } from "node:test";
import assert from "node:assert/strict";
import { t, setLang, LANGS } from "#afoot/i18n.js";
import { sayer } from "#afoot/messages.js";
import { mergeLocale } from "#afoot/tests/locale.mjs";

mergeLocale("baker_street", new URL("../locale/", import.meta.url));
const YOU = { en: "you", es: "tú", de: "du" };
/** seat 0 is the reader: the shell names it "Ann (you)" */
const ctxFor = (lang) => {
  const seatName = (/** @type {number} */ s) => (s === 0 ? `Ann (${YOU[lang]})` : ["Ann", "Bob", "Cy", "Di"][s]);
  return { t, lang, seat: 0, seatName, say: sayer("baker_street", { lang, seat: 0, name: seatName }) };
};

for (const lang of LANGS) {
  test(`no line names the reader as "(you)'s" or "of Ann (you)" in ${lang}`, () => {
    setLang(lang);
    const ctx = ctxFor(lang);
    const bad = { en: /\((?:you)\)'s/, es: /\bde Ann \(tú\)|Turno de Ann/, de: /\bvon Ann \(du\)|Ann \(du\) ist am Zug/ }[lang];
    const lines = [
      ctx.say(["ev.turn", { who: { seat: 0 } }]),
      ctx.say(["ev.traded", { who: { seat: 1 }, slot: { t: "slot", p: { n: 1 } }, their: { t: "ev.traded.their", p: { who: { seat: 0 }, slot: { t: "slot", p: { n: 2 } } } } }]),
      ctx.say(["now.action", { who: { seat: 0 } }]),
    ];
    for (const line of lines) assert.ok(line && !bad.test(line) && !line.includes(`(${YOU[lang]})`), line);
    setLang("en");
  });
}

test("the reader assisted is addressed as you, in the browser's renderer too", () => {
  const assisted = (/** @type {string} */ lang) =>
    ctxFor(lang).say([
      "ev.assisted",
      {
        who: { seat: 0 },
        actor: { seat: 1 },
        by: { t: "ev.assisted.by", p: { who: { seat: 1 }, to: { seat: 0 } } },
        slots: { t: "slots", p: { n: 2, list: { list: [1, 3] } } },
        verb: { t: "verb", p: { n: 2 } },
        what: { t: "what.value", p: { n: 2, value: 4, pos: { t: "pos", p: { who: { seat: 0 } } } } },
        second: "",
      },
    ]);
  assert.equal(assisted("en"), "Bob assists you: slots 1 and 3 are your only 4s.");
  assert.equal(assisted("es"), "Bob te ayuda: todos tus 4 están en los huecos 1 y 3.");
  assert.equal(assisted("de"), "Bob hilft dir: alle 4er liegen auf Platz 1 und 3.");
});
