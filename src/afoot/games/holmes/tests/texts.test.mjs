// The Holmes table's texts (node --test): every event and action in every language, the
// audit's lines, the rules pages. Its texts are its locale/<lang>.json.
import { test } from "node:test";
import assert from "node:assert/strict";
import { t, setLang, LANGS } from "#afoot/i18n.js";
import { mergeLocale } from "#afoot/tests/locale.mjs";
import * as holmes from "../static/table.js";

mergeLocale("holmes", new URL("../locale/", import.meta.url));
const ctx = { t, seatName: (s) => ["Ann", "Bob", "Cy", "Di"][s] || `S${s}`, seat: 0 };

// events as the engine logs them (seen by a seat, and redacted)
const HOLMES_EVENTS = [
  { type: "visit", seat: 0, character: "watson", frm: null },
  { type: "visit", seat: 1, character: "toby", frm: "hudson" },
  { type: "take", seat: 1, clue: "footprint", source: "line", paid: 1 },
  { type: "take", seat: 1, clue: "bullet", source: "discard", paid: 2 },
  { type: "take", seat: 0, clue: "bullet", source: "reserved", paid: 0 },
  { type: "refill", slot: 2, clue: "bullet" },
  { type: "gain", seat: 0, markers: 3 },
  { type: "gain", seat: 0, markers: 0 },
  { type: "decline", seat: 0, character: "langdale_pike" },
  { type: "count", seat: 0, character: "langdale_pike", n: 2 },
  { type: "drew", seat: 0, clues: ["cigarette", "button"] },
  { type: "drew", seat: 0, count: 2 },
  { type: "keep", seat: 0, clue: "button" },
  { type: "keep", seat: 0 },
  { type: "keep_face_up", seat: 1, clue: "fingerprint" },
  { type: "discard_drawn", seat: 0, clues: ["cigarette"] },
  { type: "discard_drawn", seat: 0, count: 1 },
  { type: "draw_hidden", seat: 0, clue: "fingerprint" },
  { type: "draw_hidden", seat: 1 },
  { type: "discard_line", seat: 0, clue: "footprint", slot: 2 },
  { type: "under_deck", clue: "footprint" },
  { type: "under_deck" },
  { type: "ziba_offer", seat: 1, clues: ["fingerprint", "footprint"] },
  { type: "ziba_offer", seat: 1, count: 2 },
  { type: "steal", seat: 0, clue: "cigarette", paid: 5 },
  { type: "errand", seat: 0, clue: "bullet", markers: 0 },
  { type: "swap", seat: 1, gave: "footprint", took: "bullet", slot: 2 },
  { type: "reserve", seat: 1, clue: "footprint", slot: 3 },
  { type: "reveal_onto_joker", seat: 0, clue: "button" },
  { type: "joker_shown", seat: 0 },
  { type: "joker_assigned", seat: 0, row: "bullet", at_end: false },
  { type: "joker_assigned", seat: 1, row: "bullet", at_end: true },
  { type: "joker_kept_unassigned", seat: 0 },
  { type: "joker_unassigned", seat: 0, row: "bullet" },
  { type: "villain", character: "razzia", day: 2 },
  { type: "villain_paid", seat: 0, markers: 2 },
  { type: "villain_discard", seat: 1, clue: "joker" },
  { type: "marker_laid", seat: 0, character: "irene_adler" },
  { type: "new_character", character: "billy", day: 2 },
  { type: "character_back", character: "violet_hunter" },
  { type: "day_end", day: 1, spent: ["violet_hunter"] },
  { type: "day_end", day: 2, spent: [] },
  { type: "dawn", day: 2 },
  { type: "reshuffle", cards: 12 },
  { type: "hidden_revealed", seat: 0, clues: ["button", "footprint"] },
  { type: "start_chosen", seat: 0 },
  { type: "start_revealed", characters: ["violet_hunter", "porky"] },
  { type: "game_over", scores: [12.0, 13.0], winners: [1], reason: "more points" },
];

const HOLMES_ACTIONS = [
  { type: "visit", to: "watson", frm: null }, { type: "visit", to: "toby", frm: "hudson" },
  { type: "take", slot: 2 }, { type: "take", slot: 4 }, { type: "count", n: 2 },
  { type: "discard_line", slot: 0 }, { type: "discard", card: "joker:bullet" }, { type: "discard", card: "joker" },
  { type: "steal", card: "cigarette" }, { type: "swap", card: "footprint", slot: 3 }, { type: "keep_clue", card: "button" }, { type: "keep_clue", card: "joker" },
  { type: "assign_joker", row: null }, { type: "assign_joker", row: "cigarette" }, { type: "accept" }, { type: "decline" },
  { type: "pay_markers" }, { type: "reserve", slot: 1 }, { type: "reveal", card: "button" }, { type: "end_turn" },
  { type: "lay", character: "hudson" }, { type: "choose_start", character: "porky" },
];
const snap = { view: { seat: 0, day: 3, line: ["bullet", "joker", null, "map_fragment"], players: [{ seat: 0, reserved: "button" }], pending: { decision: "count", character: "gregson" } } };

for (const lang of LANGS) {
  test(`holmes: every event and action has a ${lang} text without raw keys`, () => {
    setLang(lang);
    for (const e of HOLMES_EVENTS) {
      const text = holmes.eventText(e, snap, ctx);
      assert.equal(typeof text, "string", JSON.stringify(e));
      assert.ok(!/holmes\.|\{\w+\}|undefined/.test(text), `${lang}: ${text}`);
    }
    for (const a of HOLMES_ACTIONS) {
      const text = holmes.actionText(a, snap, ctx);
      assert.ok(text && !/holmes\.|\{\w+\}|undefined/.test(text), `${lang}: ${JSON.stringify(a)} -> ${text}`);
    }
    assert.equal(holmes.eventText({ type: "no_such_event" }, snap, ctx), null);
    setLang("en");
  });
}

test("holmes: texts read well in English", () => {
  setLang("en");
  assert.equal(holmes.eventText(HOLMES_EVENTS[2], snap, ctx), "Bob takes the Footprint from the line, paying 1 marker.");
  assert.equal(holmes.eventText({ type: "drew", seat: 1, count: 2 }, snap, ctx), "Bob draws 2 clues in secret.");
  assert.equal(holmes.actionText({ type: "count", n: 2 }, snap, ctx), "Take 2 clues (4 markers)");
  assert.equal(holmes.actionText({ type: "take", slot: 4 }, snap, ctx), "Take your reserved clue (Button)");
  assert.equal(holmes.actionText({ type: "discard", card: "joker:bullet" }, snap, ctx), "Discard the wildcard on your Bullet row");
  // H8: a kept joker goes face up, never hidden
  assert.equal(holmes.actionText({ type: "keep_clue", card: "joker" }, snap, ctx), "Keep the wildcard (face up)");
  assert.equal(holmes.pendingText({ pending: { decision: "take", seat: 1, character: "watson", remaining: 1, optional: true, cost: 1 } }, ctx), "Bob: take a clue with Doctor Watson (costs 1 marker)");
  setLang("de");
  assert.equal(holmes.eventText(HOLMES_EVENTS[0], snap, ctx), "Ann besucht Dr. Watson.");
  setLang("es");
  assert.equal(holmes.clueName(ctx, "false_pass"), "Pasaporte falso");
  setLang("en");
});

test("holmes: Irene Adler's and Langdale Pike's texts say what the rules do (H20, H8)", () => {
  // H20: Irene takes "1 offenen Hinweis oder 1 offenes Kartenfragment" in both editions;
  // H8: Langdale Pike yields exactly one card, a kept wildcard goes face up
  const words = {
    en: { fragment: "map fragment", exactly: "exactly 1", faceUp: "face up" },
    es: { fragment: "fragmento de mapa", exactly: "exactamente 1", faceUp: "boca arriba" },
    de: { fragment: "Kartenfragment", exactly: "genau 1", faceUp: "offen" },
  };
  for (const lang of LANGS) {
    setLang(lang);
    const w = words[lang];
    for (const edition of ["devir", "kosmos"]) {
      assert.ok(holmes.abilityText(ctx, "irene_adler", edition).includes(w.fragment), `${lang} ${edition} Irene`);
      const pike = holmes.abilityText(ctx, "langdale_pike", edition);
      assert.ok(pike.includes(w.exactly) && pike.includes(w.faceUp), `${lang} ${edition} Pike: ${pike}`);
    }
  }
  setLang("en");
});

test("holmes: the rules pages say what the rules do (H5, H8, H14, H20)", async () => {
  const { readFile } = await import("node:fs/promises");
  const words = {
    en: { irene: /Irene Adler:[^.]*map fragment/, pike: /Langdale Pike:[^.]*exactly one[^.]*face up/,
      dusk: /Dusk.*Devir.*Kosmos/s, reserve: /not from the game's last visit on/ },
    es: { irene: /Irene Adler:[^.]*fragmento de mapa/, pike: /Pike:[^.]*exactamente una[^.]*boca arriba/,
      dusk: /Fin del día.*Devir.*Kosmos/s, reserve: /no desde la última visita de la partida/ },
    de: { irene: /Irene Adler:[^.]*Kartenfragment/, pike: /Langdale Pike:[^.]*genau eine[^.]*offen/,
      dusk: /Tagesende.*Devir.*Kosmos/s, reserve: /nicht ab dem letzten Besuch des Spiels/ },
  };
  for (const lang of LANGS) {
    const page = (await readFile(new URL(`../static/rules/${lang}.html`, import.meta.url), "utf8")).replace(/\s+/g, " ");
    const w = words[lang];
    // H20: Irene takes a map fragment in both editions, not only in Kosmos
    assert.match(page, w.irene, `${lang}: Irene`);
    assert.doesNotMatch(page, /Irene Adler:[^.]*Kosmos/, `${lang}: Irene in both editions`);
    assert.match(page, w.pike, `${lang}: Langdale Pike (H8)`);
    assert.match(/<li><strong>[^<]*<\/strong>[^<]*<\/li>\s*<\/ol>/.exec(page)?.[0] || "", w.dusk, `${lang}: dusk (H5)`);
    assert.match(page, w.reserve, `${lang}: reservation (H14)`);
  }
});
