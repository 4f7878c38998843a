// Pure-logic tests of the Beyond Baker Street module: `node --test` (node 20, no packages); its texts are
// its locale/<lang>.json. Its log lines and moves are its messages (messages.py), rendered by the
// core: tests/test_messages.py.
import test from "node:test";
import assert from "node:assert/strict";
import { mergeLocale } from "#afoot/tests/locale.mjs";
import { sayer } from "#afoot/messages.js";
import * as bs from "../static/table.js";

const strings = mergeLocale("baker_street", new URL("../locale/", import.meta.url));

const LANGS = ["en", "es", "de"];
const ctxFor = (lang, seat = 1) => {
  const seatName = (s) => ["Ann", "Bob", "Cid"][s] ?? `Seat ${s}`;
  return { lang, seat, seatName, t: (k) => k, say: sayer("baker_street", { lang, seat, name: seatName }), act: () => {} };
};

test("card names are translated", () => {
  assert.equal(bs.evidenceName(ctxFor("en"), "witness-3"), "Witness 3");
  assert.equal(bs.evidenceName(ctxFor("es"), "witness-3"), "Testigo 3");
  assert.equal(bs.evidenceName(ctxFor("de"), "witness-3"), "Zeuge 3");
  assert.equal(bs.leadName(ctxFor("es"), "suspect-11-clue"), "Sospechoso 11 (Pista)");
  assert.equal(bs.leadName(ctxFor("de"), "suspect-11-clue"), "Verdächtiger 11 (Indiz)");
});

test("a hint says what it still allows", () => {
  assert.equal(bs.hintText(ctxFor("en"), { values: [3, 4], icons: ["witness"] }), "3/4 · Witness");
  assert.equal(bs.hintText(ctxFor("de"), { values: [1, 2, 3, 5, 6], icons: ["track", "clue"] }), "≠4 · Fußabdruck/Indiz");
  assert.equal(bs.hintText(ctxFor("en"), { values: [1, 2, 3, 4, 5, 6], icons: ["track", "witness", "clue", "document"] }), "");
});

test("every string key exists in every language", () => {
  const keys = Object.keys(strings.en);
  for (const lang of ["es", "de"]) {
    const missing = keys.filter((k) => !(k in strings[lang]));
    assert.deepEqual(missing, [], `${lang} misses ${missing.join(", ")}`);
  }
  for (const c of bs.CHARACTERS) {
    for (const lang of LANGS) {
      assert.ok(strings[lang][`char.${c}`], `${lang} char.${c}`);
      assert.ok(strings[lang][`eff.${c}`], `${lang} eff.${c}`);
    }
  }
});

test("a confirmed lead shows how many cards lie face down under it, not which (B3)", () => {
  // B3: "Todas las cartas de Evidencia jugadas a ese líder se colocan boca abajo y ya no se
  // pueden mirar": the view gives the count only (no cards, no evidence, no target)
  const done = { lead: "motive", card: "motive-9-clue", icon: "clue", value: 9, target: null, evidence: null, cards: [], added: [], hidden: 3, confirmed: true, face_down: 1 };
  assert.equal(bs.evidenceText(ctxFor("en"), done), "3 cards face down");
  assert.equal(bs.evidenceText(ctxFor("es"), done), "3 cartas boca abajo");
  assert.equal(bs.evidenceText(ctxFor("de"), done), "3 Karten verdeckt");
  assert.equal(bs.evidenceText(ctxFor("en"), { ...done, hidden: 1 }), "1 card face down");
  const open = { ...done, target: 9, evidence: 4, cards: ["clue-4"], hidden: 0, confirmed: false };
  assert.equal(bs.evidenceText(ctxFor("en"), open), "4 / 9");
});
