// Pure-logic tests of the Purrrlock Holmes module: `node --test` (node 20, no packages); its texts are
// its locale/<lang>.json.
import test from "node:test";
import assert from "node:assert/strict";
import { mergeLocale } from "#afoot/tests/locale.mjs";
import * as pl from "../static/table.js";

const strings = mergeLocale("purrrlock", new URL("../locale/", import.meta.url));

const LANGS = ["en", "es", "de"];
const ctxFor = (lang, seat = 1) => ({
  lang,
  seat,
  seatName: (s) => ["Ann", "Bob", "Cid"][s] ?? `Seat ${s}`,
  t: (k) => k,
  act: () => {},
});

// one of each event type, as the engine writes them (redacted and full forms)
const EVENTS = [
  { type: "turn", seat: 1, round: 1 },
  { type: "turn", seat: 0, round: 2 },
  { type: "answered", seat: 0, card: "rat-2", answer: "dead_end", seeding: false },
  { type: "answered", seat: 1, card: "goose-7", answer: "lead", seeding: true },
  { type: "guessed", seat: 0, suspect: "goose", hour: 9, paws: false, right: false },
  { type: "guessed", seat: 1, suspect: null, hour: 1, paws: true, right: true },
  { type: "guessed", seat: 2, suspect: "crow", hour: null, paws: true, right: false },
  { type: "paws", seat: 0 },
  { type: "collected", seat: 1, face_up: [], face_down: 2 },
  { type: "collected", seat: 1, face_up: [2], face_down: 1, face_down_values: [3] },
  { type: "collected", seat: 0, face_up: ["furriarty", 1], face_down: 0 },
  { type: "solved", seat: 1, card: "dog-12", discarded: ["dog-2", "rat-9"] },
  { type: "solved", seat: 0, card: "frog-3", discarded: [] },
  { type: "new_investigation", seat: 0, card: "crow-10" },
  { type: "new_investigation", seat: 1 },
  { type: "drew", seat: 1, count: 2, cards: ["frog-8", "dog-1"] },
  { type: "drew", seat: 2, count: 2 },
  { type: "drew", seat: 2, count: 0 },
  { type: "passed", seat: 0, to: 1, count: 2, cards: ["rat-9", "crow-7"] },
  { type: "passed", seat: 1, to: 2, count: 2, cards: ["rat-9", "crow-7"] },
  { type: "passed", seat: 2, to: 0, count: 2 },
  { type: "furriarty_moved", revealed: 2, left: 5 },
  { type: "furriarty_moved", revealed: 1, left: 0 },
  { type: "last_round", round: 7 },
  { type: "reshuffled", cards: ["dog-1", "dog-2"] },
  {
    type: "game_over",
    scores: [2, 3, -1],
    winners: [],
    reason: "Furriarty escaped: nobody wins; seat 2 is demoted to Litter Box Inspector",
  },
  {
    type: "game_over",
    scores: [9, 3, 1],
    winners: [0],
    reason: "Furriarty caught by seat 0; seat 0 is Chief Inspector of Scotland Pound",
  },
];

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
const SNAP = { view: VIEW, players: 3, legal: [] };

const ACTIONS = [
  { type: "show", card: "goose-4" },
  { type: "guess", suspect: "rat", hour: 12 },
  { type: "guess", suspect: "rat", hour: null },
  { type: "guess", suspect: null, hour: 3 },
  { type: "paws" },
  { type: "end_turn" },
];

test("every event type has a non-empty line in every language", () => {
  for (const lang of LANGS) {
    for (const seat of [0, 1, null]) {
      for (const e of EVENTS) {
        const text = pl.eventText(e, SNAP, ctxFor(lang, seat));
        assert.equal(typeof text, "string", `${lang} ${e.type}`);
        assert.ok(text.length > 0, `${lang} ${e.type}`);
        assert.ok(!/\{\w+\}/.test(text), `unfilled placeholder in ${lang} ${e.type}: ${text}`);
        assert.ok(!/\b(ev|act|tok)\.[a-z_.]+/.test(text), `raw key in ${lang} ${e.type}: ${text}`);
      }
    }
  }
});

test("unknown events are left out", () => {
  assert.equal(pl.eventText({ type: "nope" }, SNAP, ctxFor("en")), null);
});

test("every action type has a non-empty label in every language", () => {
  for (const lang of LANGS) {
    for (const a of ACTIONS) {
      const text = pl.actionText(a, SNAP, ctxFor(lang));
      assert.ok(typeof text === "string" && text.length > 0, `${lang} ${a.type}`);
      assert.ok(!/\{\w+\}/.test(text), `unfilled placeholder: ${text}`);
    }
  }
});

test("card names are translated", () => {
  const show = { type: "show", card: "goose-4" };
  assert.match(pl.actionText(show, SNAP, ctxFor("en")), /Goose 4/);
  assert.match(pl.actionText(show, SNAP, ctxFor("es")), /Ganso 4/);
  assert.match(pl.actionText(show, SNAP, ctxFor("de")), /Gans 4/);
  const e = { type: "answered", seat: 0, card: "frog-8", answer: "lead", seeding: false };
  assert.match(pl.eventText(e, SNAP, ctxFor("en")), /Frog 8.*a lead/);
  assert.match(pl.eventText(e, SNAP, ctxFor("es")), /Rana 8.*una ventaja/);
  assert.match(pl.eventText(e, SNAP, ctxFor("de")), /Frosch 8.*eine Spur/);
  assert.match(pl.eventText({ type: "paws", seat: 1 }, SNAP, ctxFor("es", 1)), /^Llamas/);
});

test("the viewer is addressed as you", () => {
  const e = { type: "answered", seat: 1, card: "dog-1", answer: "dead_end", seeding: false };
  assert.match(pl.eventText(e, SNAP, ctxFor("en", 1)), /^You show/);
  assert.match(pl.eventText(e, SNAP, ctxFor("en", 0)), /^Bob shows/);
  assert.match(pl.eventText(e, SNAP, ctxFor("de", 1)), /^Du zeigst/);
});

test("game over names the catcher and the demoted", () => {
  const [escaped, caught] = EVENTS.slice(-2);
  assert.match(pl.eventText(escaped, SNAP, ctxFor("en", 0)), /Litter Box Inspector: Cid/);
  assert.match(pl.eventText(caught, SNAP, ctxFor("en", 1)), /caught by Ann.*Ann/);
});

test("guess and end-turn labels", () => {
  assert.match(pl.actionText({ type: "guess", suspect: "rat", hour: 12 }, SNAP, ctxFor("en")), /Rat at 12.*2 tokens/);
  assert.match(pl.actionText({ type: "guess", suspect: null, hour: 1 }, SNAP, ctxFor("es")), /la 1/);
  assert.match(pl.actionText({ type: "end_turn" }, SNAP, ctxFor("en")), /pass 2 cards to Cid/);
  const paws = { ...SNAP, view: { ...VIEW, pending: { decision: "paws_guess", seat: 1 } } };
  assert.match(pl.actionText({ type: "guess", suspect: "dog", hour: 2 }, paws, ctxFor("en")), /^Paws!/);
});

test("every string key exists in every language", () => {
  const keys = Object.keys(strings.en);
  for (const lang of ["es", "de"]) {
    const missing = keys.filter((k) => !(k in strings[lang]) && !k.startsWith("guess.both1"));
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
