// Marks on legal moves the seat already knows the outcome of (issue 19): 13 Clues' informant it
// has seen. The move stays offered; the mark comes from the seat's own view only.
import { test } from "node:test";
import assert from "node:assert/strict";
import { t, setLang, LANGS } from "#afoot/i18n.js";
import { mergeLocale } from "#afoot/tests/locale.mjs";
import * as tc from "../static/table.js";

mergeLocale("thirteen_clues", new URL("../locale/", import.meta.url));
const seatName = (/** @type {number} */ s) => ["Ann", "Bob", "Cy"][s];

test("13 Clues T: a Secret Informant the seat has looked at is marked with what it saw", () => {
  const snap = { seat: 0, view: { seat: 0, informant: { letters: ["A", "B", "G"], seen: { G: "knife" } } } };
  const want = { en: "seen: Knife", es: "ya visto: Cuchillo", de: "schon gesehen: Messer" };
  for (const lang of LANGS) {
    setLang(lang);
    const ctx = { t, lang, seat: 0, seatName };
    assert.deepEqual(tc.actionMark({ type: "consult", letter: "G" }, snap, ctx), { kind: "seen", text: want[lang] });
    assert.equal(tc.actionMark({ type: "consult", letter: "A" }, snap, ctx), null);
    assert.equal(tc.actionMark({ type: "take_glass", frm: 1 }, snap, ctx), null);
  }
  // what another seat looked at is not the reader's: no mark
  const other = { seat: 0, view: { seat: 0, informant: { letters: ["A"], seen: {} }, players: [{ seat: 1, looked_at: ["A"] }] } };
  assert.equal(tc.actionMark({ type: "consult", letter: "A" }, other, { t, lang: "en", seat: 0, seatName }), null);
  setLang("en");
});
