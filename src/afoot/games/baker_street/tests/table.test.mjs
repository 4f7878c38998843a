// Pure-logic tests of the Beyond Baker Street module: `node --test` (node 20, no packages); its texts are
// its locale/<lang>.json.
import test from "node:test";
import assert from "node:assert/strict";
import { mergeLocale } from "#afoot/tests/locale.mjs";
import * as bs from "../static/table.js";

const strings = mergeLocale("baker_street", new URL("../locale/", import.meta.url));

const LANGS = ["en", "es", "de"];
const ctxFor = (lang, seat = 1) => ({
  lang,
  seat,
  seatName: (s) => ["Ann", "Bob", "Cid"][s] ?? `Seat ${s}`,
  t: (k) => k,
  act: () => {},
});

// one of each event type, as the engine writes them (full and redacted forms)
const EVENTS = [
  { type: "assisted", seat: 2, to: 0, value: 4, icon: null, slots: [0, 2], second: false },
  { type: "assisted", seat: 0, to: 1, value: null, icon: "witness", slots: [3], second: true },
  { type: "investigated", seat: 0, slot: 2, card: "witness-4", lead: "suspect", matched: false, evidence: 0, target: 17 },
  { type: "investigated", seat: 1, slot: 0, card: "clue-3", lead: "motive", matched: true, evidence: 3, target: 9 },
  { type: "lead_dead", lead: "opportunity", card: "opportunity-8-clue", revealed: "opportunity-8-witness", impossible: true },
  { type: "lead_dead", lead: "motive", card: "motive-9-track", revealed: null, impossible: false },
  { type: "shuffled_into_deck", cards: ["clue-3", "witness-3"] },
  { type: "confirmed", seat: 1, lead: "suspect", card: "suspect-11-document" },
  { type: "eliminated", seat: 1, slot: 0, card: "track-5", track: 5 },
  { type: "pursued", seat: 2, lead: "opportunity" },
  { type: "holmes", space: 14, moved: -1 },
  { type: "holmes", space: 16, moved: 2 },
  { type: "drew", seat: 1, card: "clue-2", slot: 3 },
  { type: "drew", seat: 1, slot: 3 },
  { type: "drew_two", seat: 2, cards: ["clue-2", "track-1"], picker: 1 },
  { type: "drew_two", seat: 1, count: 2, picker: 0 },
  { type: "kept", seat: 2, card: "track-1", bottom: "clue-2" },
  { type: "kept", seat: 1 },
  { type: "placed", seat: 1, where: "top" },
  { type: "placed", seat: 0, where: "bottom" },
  { type: "peeked", seat: 1, card: "document-6" },
  { type: "peeked", seat: 0 },
  { type: "swapped", seat: 0, impossible: "track-2", lead: "opportunity", card: "track-3", track: 13 },
  { type: "traded", seat: 2, slot: 1, to: 1, their_slot: 2 },
  { type: "traded", seat: 1, slot: 0, to: 0, their_slot: 3 },
  { type: "recovered", seat: 1, card: "clue-1", track: 6 },
  { type: "ability", seat: 0, character: "irene_adler" },
  { type: "turn", seat: 2 },
  { type: "turn", seat: 1 },
  { type: "game_over", won: false, reason: "the investigation track passed 20" },
  { type: "game_over", won: false, reason: "Holmes solved the case first (his marker reached 0)" },
  { type: "game_over", won: false, reason: "the last motive lead went to the Impossible" },
  { type: "game_over", won: false, reason: "the last suspect lead was discarded (Wiggins)" },
  { type: "game_over", won: false, reason: "the third lead was confirmed with the track at 17, not 20" },
  { type: "game_over", won: true, reason: "three leads confirmed with the investigation track at exactly 20" },
];

const ALL = { values: [1, 2, 3, 4, 5, 6], icons: ["track", "witness", "clue", "document"] };
const VIEW = {
  seat: 1,
  players: [
    { seat: 0, character: "baskerville", hand: ["track-1", "witness-1", "witness-2", "track-3"], hand_count: 4, hints: [ALL, ALL, ALL, ALL] },
    { seat: 1, character: "morstan", hand: [null, null, null, null], hand_count: 4, hints: [{ values: [3, 4], icons: ["witness"] }, ALL, ALL, ALL] },
    { seat: 2, character: "irene_adler", hand: ["track-4", "witness-4", "track-6", "clue-4"], hand_count: 4, hints: [ALL, ALL, ALL, ALL] },
  ],
  turn: 1,
  pending: { decision: "action", seat: 1 },
  sections: [
    { lead: "suspect", card: "suspect-11-witness", icon: "witness", value: 11, target: 11, evidence: 0, cards: [], added: [], confirmed: false, face_down: 2 },
  ],
};
const SNAP = { view: VIEW, players: 3, legal: [] };

const ACTIONS = [
  { type: "assist", to: 0, value: 4, icon: null },
  { type: "assist", to: 2, value: null, icon: "clue" },
  { type: "investigate", slot: 0, lead: "suspect" },
  { type: "confirm", lead: "motive" },
  { type: "eliminate", slot: 2 },
  { type: "pursue", lead: "suspect" },
  { type: "skip" },
  { type: "boost" },
  { type: "swap", impossible: "track-2", lead: "opportunity", card: "track-3" },
  { type: "trade", slot: 1, to: 0, their_slot: 2 },
  { type: "recover", card: "clue-1" },
  { type: "peek" },
  { type: "place", where: "top" },
  { type: "place", where: "bottom" },
  { type: "keep", card: "track-1" },
];

test("every event type has a non-empty line in every language", () => {
  for (const lang of LANGS) {
    for (const seat of [0, 1, null]) {
      for (const e of EVENTS) {
        const text = bs.eventText(e, SNAP, ctxFor(lang, seat));
        assert.equal(typeof text, "string", `${lang} ${e.type}`);
        assert.ok(text.length > 0, `${lang} ${e.type}`);
        assert.ok(!/\{\w+\}/.test(text), `unfilled placeholder in ${lang} ${e.type}: ${text}`);
        assert.ok(!/\b(ev|act|reason|what|pos)\.[a-z_.]+/.test(text), `raw key in ${lang}: ${text}`);
      }
    }
  }
});

test("unknown events are left out", () => {
  assert.equal(bs.eventText({ type: "nope" }, SNAP, ctxFor("en")), null);
});

test("every action type has a non-empty label in every language", () => {
  for (const lang of LANGS) {
    for (const a of ACTIONS) {
      const text = bs.actionText(a, SNAP, ctxFor(lang));
      assert.ok(typeof text === "string" && text.length > 0, `${lang} ${a.type}`);
      assert.ok(!/\{\w+\}/.test(text), `unfilled placeholder: ${text}`);
      assert.ok(!text.startsWith("{"), `no label for ${a.type}: ${text}`);
    }
  }
});

test("card names are translated", () => {
  const e = { type: "eliminated", seat: 0, slot: 1, card: "witness-3", track: 3 };
  assert.match(bs.eventText(e, SNAP, ctxFor("en")), /Witness 3/);
  assert.match(bs.eventText(e, SNAP, ctxFor("es")), /Testigo 3/);
  assert.match(bs.eventText(e, SNAP, ctxFor("de")), /Zeuge 3/);
  const c = { type: "confirmed", seat: 0, lead: "suspect", card: "suspect-11-clue" };
  assert.match(bs.eventText(c, SNAP, ctxFor("es")), /Sospechoso 11 \(Pista\)/);
  assert.match(bs.eventText(c, SNAP, ctxFor("de")), /Verdächtiger 11 \(Indiz\)/);
  assert.match(bs.actionText({ type: "recover", card: "track-2" }, SNAP, ctxFor("es")), /Huella 2/);
  assert.match(bs.actionText({ type: "assist", to: 2, value: null, icon: "document" }, SNAP, ctxFor("de")), /Dokument/);
});

test("own slots are labelled with their hints, numbered from 1", () => {
  const text = bs.actionText({ type: "investigate", slot: 0, lead: "suspect" }, SNAP, ctxFor("en"));
  assert.match(text, /slot 1/);
  assert.match(text, /3\/4/);
  assert.match(text, /Witness/);
  const trade = bs.actionText({ type: "trade", slot: 1, to: 0, their_slot: 2 }, SNAP, ctxFor("en"));
  assert.match(trade, /Witness 2/, "the other seat's card is visible and named");
});

test("the viewer is addressed as you", () => {
  const a = { type: "assisted", seat: 0, to: 1, value: 4, icon: null, slots: [0, 2], second: false };
  assert.match(bs.eventText(a, SNAP, ctxFor("en", 1)), /assists you: slots 1 and 3 are your only 4s/);
  assert.match(bs.eventText(a, SNAP, ctxFor("es", 1)), /te ayuda: todos tus 4 están en los huecos 1 y 3/);
  assert.match(bs.eventText(a, SNAP, ctxFor("de", 1)), /hilft dir: alle 4er liegen auf Platz 1 und 3/);
  assert.match(bs.eventText({ type: "turn", seat: 1 }, SNAP, ctxFor("de", 1)), /^Du bist am Zug/);
});

test("end reasons are translated", () => {
  const won = EVENTS[EVENTS.length - 1];
  assert.match(bs.eventText(won, SNAP, ctxFor("es")), /exactamente en 20/);
  const third = EVENTS[EVENTS.length - 2];
  assert.match(bs.eventText(third, SNAP, ctxFor("de")), /bei 17 statt 20/);
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
