// The replay's caption of a step names its actor once (issue 19: "Ann: Ann visits ...").
import { test } from "node:test";
import assert from "node:assert/strict";
import { t, setLang } from "#afoot/i18n.js";
import { stepCaption } from "#afoot/components/widgets.js";
import { mergeLocale } from "#afoot/tests/locale.mjs";
import * as holmes from "../static/table.js";

mergeLocale("holmes", new URL("../locale/", import.meta.url));
const ctx = { t, lang: "en", seat: 0, game: "holmes", seatName: (/** @type {number} */ s) => ["Ann (you)", "Bob"][s] };
const snap = { view: { seat: 0, day: 2, line: ["bullet", "button"], players: [], pending: {} } };

// -- the replay caption --------------------------------------------------------------------------
test("the replay caption names the actor once: the step's own log lines", () => {
  setLang("en");
  const frame = { actor: 1, events: [{ type: "visit", seat: 1, character: "watson" }, { type: "take", seat: 1, clue: "explosive", source: "line", paid: 1 }] };
  const text = stepCaption(holmes, frame, snap, snap, ctx);
  assert.equal(text, "Bob visits Doctor Watson. Bob takes the Explosive from the line, paying 1 marker.");
  // a step without lines of its own: the actor and the move
  const bare = stepCaption(holmes, { actor: 0, action: { type: "end_turn" }, events: [] }, snap, snap, ctx);
  assert.equal(bare, "Ann (you): End your turn");
  assert.equal(stepCaption(holmes, { actor: null, events: [] }, {}, {}, ctx), "");
});
