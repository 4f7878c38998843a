// Pure-logic tests of the Purrrlock Holmes module: `node --test` (node 20, no packages); its texts are
// its locale/<lang>.json.
import test from "node:test";
import assert from "node:assert/strict";
import { mergeLocale } from "#afoot/tests/locale.mjs";
import * as pl from "../static/table.js";

const strings = mergeLocale("purrrlock", new URL("../locale/", import.meta.url));

const LANGS = ["en", "es", "de"];

const VIEW = {
  seat: 1,
  players: [
    { seat: 0, hand_count: 4, has_investigation: true, investigation: "rat-11" },
    { seat: 1, hand_count: 2, hand: ["goose-4", "frog-8"], has_investigation: true, investigation: null, leads: ["goose-5"], dead_ends: ["rat-12"], wrong_guesses: [{ suspect: "dog", hour: null }] },
    { seat: 2, hand_count: 2, has_investigation: true, investigation: "dog-5" },
  ],
  turn: { seat: 1, shown: 0, to_show: 2, guessed: false, guessed_wrong: false },
  pending: { decision: "action", seat: 1 },
  discard: [],
};

// (the log lines and moves are the game's messages now: tests/test_messages.py)

test("every string key exists in every language", () => {
  const keys = Object.keys(strings.en);
  for (const lang of ["es", "de"]) {
    const missing = keys.filter((k) => !(k in strings[lang]));
    assert.deepEqual(missing, [], `${lang} misses ${missing.join(", ")}`);
  }
});

test("candidates from the view agree with the answers", () => {
  const c = pl.candidatesFromView(VIEW);
  assert.ok(c.length > 0);
  for (const card of c) {
    assert.ok(pl.isLead("goose-5", card), card);
    assert.ok(!pl.isLead("rat-12", card), card);
    assert.ok(!card.startsWith("dog-"), card);
  }
  assert.ok(!c.includes("goose-4"), "a card in hand is not a candidate");
  assert.ok(pl.isLead("dog-12", "rat-1"), "12 is next to 1");
});
