// The browser's message renderer (messages.js) gives the texts of the shared test vectors,
// which the terminal's renderer (afoot.engine.catalogue) must give too (test_catalogue.py):
// plain values, seats, nested messages, lists, plurals, the reader's .you variant, Spanish
// contractions and the capital at a sentence's start, in en / es / de.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { mergeStrings } from "../i18n.js";
import { render, sayer } from "../messages.js";

const VECTORS = JSON.parse(readFileSync(new URL("../../../../engine/tests/catalogue_vectors.json", import.meta.url), "utf8"));
// the pretend game's texts, filed as a game's are (under its id)
mergeStrings("vectors", VECTORS.catalogues);
const name = (/** @type {number} */ s) => VECTORS.names[s];

for (const c of VECTORS.cases) {
  test(`${c.lang}: ${c.about} (${JSON.stringify(c.msg)})`, () => {
    const reader = { lang: c.lang, seat: c.reader, name };
    assert.equal(render("vectors", c.msg, reader, c.sentence !== false), c.text);
  });
}

test("a reader's renderer: sentences by default, labels when asked", () => {
  const say = sayer("vectors", { lang: "es", seat: 1, name });
  assert.equal(say(["turn", { who: { seat: 1 } }]), "Tu turno.");
  assert.equal(say(["lower", { who: { seat: 2 } }], false), "cy hace una pregunta.");
});

test("a malformed message is refused", () => {
  assert.throws(() => render("vectors", /** @type {any} */ (["only a key"]), { lang: "en", seat: null, name }), /a message is \[key, params\]/);
});
