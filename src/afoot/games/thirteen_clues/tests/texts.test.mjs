// The 13 Clues table's texts (node --test): every event and action in every language. Its texts
// are its locale/<lang>.json.
import { test } from "node:test";
import assert from "node:assert/strict";
import { t, setLang, LANGS } from "#afoot/i18n.js";
import { mergeLocale } from "#afoot/tests/locale.mjs";
import * as tc from "../static/table.js";

mergeLocale("thirteen_clues", new URL("../locale/", import.meta.url));
const ctx = { t, seatName: (s) => ["Ann", "Bob", "Cy", "Di"][s] || `S${s}`, seat: 0 };

const TC_EVENTS = [
  { type: "chose", seat: 0 },
  { type: "mystery_placed", seat: 1, cards: ["butcher", "park", "sword"] },
  { type: "mystery_placed", seat: 0 },
  { type: "turn", seat: 2 },
  { type: "question", seat: 1, to: 3, secret: true },
  { type: "question", seat: 1, to: 3, subject: "indoor", side: null, answer: 2, secret: true },
  { type: "question", seat: 0, to: 1, subject: "red", side: "left", answer: 1 },
  { type: "question", seat: 0, to: 1, subject: "female", side: null, answer: 0 },
  { type: "consulted", seat: 3, letter: "A" },
  { type: "consulted", seat: 0, letter: "B", card: "rifle" },
  { type: "accused", seat: 2, person: "dancer", location: "market", weapon: "blowgun", right: false },
  { type: "glass_given", seat: 3, to: 2 },
  { type: "glass_taken", seat: 1, frm: 0 },
  { type: "game_over", winner: 0 },
];
const TC_ACTIONS = [
  { type: "choose", person: "officer", location: "museum", weapon: "crossbow" },
  { type: "question", to: 3, subject: "indoor", side: null, secret: true },
  { type: "question", to: 1, subject: "red", side: "right", secret: false },
  { type: "consult", letter: "A" },
  { type: "accuse", person: "dancer", location: "rail_car", weapon: "candlestick" },
  { type: "take_glass", frm: 1 },
];

for (const lang of LANGS) {
  test(`thirteen_clues: every event and action has a ${lang} text`, () => {
    setLang(lang);
    for (const e of TC_EVENTS) {
      const text = tc.eventText(e, {}, ctx);
      assert.ok(text && !/thirteen_clues\.|\{\w+\}|undefined/.test(text), `${lang}: ${JSON.stringify(e)} -> ${text}`);
    }
    for (const a of TC_ACTIONS) {
      const text = tc.actionText(a, {}, ctx);
      assert.ok(text && !/thirteen_clues\.|\{\w+\}|undefined/.test(text), `${lang}: ${JSON.stringify(a)} -> ${text}`);
    }
    for (const id of Object.keys(tc.CARDS)) assert.ok(!tc.cardName(ctx, id).startsWith("thirteen_clues."), id);
    setLang("en");
  });
}

test("thirteen_clues: English lines", () => {
  setLang("en");
  assert.equal(tc.eventText(TC_EVENTS[6], {}, ctx), "Ann asks Bob: how many red cards (left screen card)? Answer: 1.");
  assert.equal(tc.eventText(TC_EVENTS[4], {}, ctx), "Bob asks Di a top-secret question.");
  assert.equal(tc.actionText(TC_ACTIONS[0], {}, ctx), "Give Officer, Museum, Crossbow");
});
