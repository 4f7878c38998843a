// The replay's caption of a step names its actor once (issue 19: "Ann: Ann visits ..."), from
// the game's messages as the server sends them.
import { test } from "node:test";
import assert from "node:assert/strict";
import { t, setLang } from "#afoot/i18n.js";
import { sayer } from "#afoot/messages.js";
import { stepCaption } from "#afoot/components/widgets.js";
import { mergeLocale } from "#afoot/tests/locale.mjs";
import * as holmes from "../static/table.js";

mergeLocale("holmes", new URL("../locale/", import.meta.url));
const seatName = (/** @type {number} */ s) => ["Ann (you)", "Bob"][s];
const ctx = { t, lang: "en", seat: 0, game: "holmes", seatName, say: sayer("holmes", { lang: "en", seat: 0, name: seatName }) };
const snap = { view: { seat: 0, day: 2, line: ["bullet", "button"], players: [], pending: {} } };

// -- the replay caption --------------------------------------------------------------------------
test("the replay caption names the actor once: the step's own log lines", () => {
  setLang("en");
  const visit = { type: "visit", seat: 1, character: "watson", msg: ["ev.visit", { who: { seat: 1 }, char: { t: "ref.watson", p: {} } }] };
  const take = {
    type: "take", seat: 1, clue: "explosive", source: "line", paid: 1,
    msg: ["ev.take_paid", { who: { seat: 1 }, clue: { t: "clue.explosive", p: {} }, the_clue: { t: "the_clue", p: { clue: { t: "clue.explosive", p: {} } } },
      src: { t: "src.line", p: {} }, paid: { t: "markers_n", p: { n: 1 } } }],
  };
  const text = stepCaption(holmes, { actor: 1, events: [visit, take] }, snap, snap, ctx);
  assert.equal(text, "Bob visits Doctor Watson. Bob takes the Explosive from the line, paying 1 marker.");
  // a step without lines of its own: the actor and the move
  const bare = stepCaption(holmes, { actor: 0, action: { type: "end_turn" }, action_msg: ["act.end_turn", {}], events: [] }, snap, snap, ctx);
  assert.equal(bare, "Ann (you): End your turn");
  assert.equal(stepCaption(holmes, { actor: null, events: [] }, {}, {}, ctx), "");
});
