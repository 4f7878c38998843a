// The replay's caption of a step names its actor once (issue 19: "Ann: Ann visits ...").
// node --test src/afoot/server/static/js/tests/
import { test } from "node:test";
import assert from "node:assert/strict";
import { t, setLang, mergeStrings } from "../i18n.js";
import { stepCaption } from "../components/widgets.js";
import * as holmes from "../games/holmes.js";

mergeStrings("holmes", holmes.strings);
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
