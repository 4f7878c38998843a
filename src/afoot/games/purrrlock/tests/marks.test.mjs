// Marks on legal moves the seat already knows the outcome of (issue 19): Purrrlock's guess its
// own wrong guesses (or its casebook) rule out. The move stays offered; the mark comes from the
// seat's own view only.
import { test } from "node:test";
import assert from "node:assert/strict";
import { LANGS } from "#afoot/i18n.js";
import { mergeLocale } from "#afoot/tests/locale.mjs";
import * as pl from "../static/table.js";

mergeLocale("purrrlock", new URL("../locale/", import.meta.url));
const seatName = (/** @type {number} */ s) => ["Ann", "Bob", "Cy"][s];

const plView = (wrong, extra = {}) => ({
  seat: 1,
  view: {
    seat: 1,
    players: [
      { seat: 0, has_investigation: true, investigation: "rat-11", leads: [], dead_ends: [], wrong_guesses: [] },
      { seat: 1, has_investigation: true, investigation: null, leads: [], dead_ends: [], wrong_guesses: wrong },
    ],
  },
  ...extra,
});
const guess = (suspect, hour) => ({ type: "guess", suspect, hour });

test("Purrrlock P: a guess the seat's own wrong guesses already cross out is marked", () => {
  const ctx = { lang: "en", seat: 1, seatName };
  const dog = plView([{ suspect: "dog", hour: null }]);
  assert.equal(pl.actionMark(guess("dog", 3), dog, ctx).kind, "guessed");
  assert.equal(pl.actionMark(guess("dog", null), dog, ctx).kind, "guessed");
  assert.equal(pl.actionMark(guess(null, 3), dog, ctx), null); // 3 o'clock may be another suspect's
  assert.equal(pl.actionMark(guess("rat", 3), dog, ctx), null);
  const dog10 = plView([{ suspect: "dog", hour: 10 }]);
  assert.equal(pl.actionMark(guess("dog", 10), dog10, ctx).kind, "guessed");
  assert.equal(pl.actionMark(guess("dog", null), dog10, ctx), null);
  // every hour of the crow guessed wrong one by one: "crow" is crossed out too
  const crows = plView(Array.from({ length: 12 }, (_, i) => ({ suspect: "crow", hour: i + 1 })));
  assert.equal(pl.actionMark(guess("crow", null), crows, ctx).kind, "guessed");
  assert.equal(pl.actionMark({ type: "paws" }, dog, ctx), null);
  const want = { en: "already guessed: wrong", es: "ya adivinado: falló", de: "schon geraten: falsch" };
  for (const lang of LANGS) assert.equal(pl.actionMark(guess("dog", 3), dog, { ...ctx, lang }).text, want[lang]);
});

test("Purrrlock P: with a casebook, a guess none of its candidates fits is marked ruled out; without one, never", () => {
  const ctx = { lang: "en", seat: 1, seatName };
  const withBook = plView([], { casebook: { seat: 1, count: 2, candidates: ["rat-2", "rat-3"] } });
  assert.equal(pl.actionMark(guess("goose", null), withBook, ctx).kind, "ruled_out");
  assert.equal(pl.actionMark(guess(null, 5), withBook, ctx).kind, "ruled_out");
  assert.equal(pl.actionMark(guess("rat", 4), withBook, ctx).kind, "ruled_out");
  assert.equal(pl.actionMark(guess("rat", null), withBook, ctx), null);
  assert.equal(pl.actionMark(guess(null, 2), withBook, ctx), null);
  assert.equal(pl.actionMark(guess("rat", 3), withBook, ctx), null);
  const want = { en: "ruled out by your casebook", es: "descartado por tu libro de casos", de: "laut deinem Fallbuch ausgeschlossen" };
  for (const lang of LANGS) assert.equal(pl.actionMark(guess("goose", null), withBook, { ...ctx, lang }).text, want[lang]);
  // no casebook at the table: the board's answers are the player's to deduce from, not ours
  const noBook = plView([]);
  for (const s of pl.SUSPECTS) for (let h = 1; h <= pl.HOURS; h++) assert.equal(pl.actionMark(guess(s, h), noBook, ctx), null);
});
