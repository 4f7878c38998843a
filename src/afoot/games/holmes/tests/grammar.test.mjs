// The Holmes table's texts read as sentences in every language (issue 19): no article before a
// card name that does not agree with it, no "(you)'s", Spanish characters with their titles.
import { test } from "node:test";
import assert from "node:assert/strict";
import { t, setLang, LANGS } from "#afoot/i18n.js";
import { mergeLocale } from "#afoot/tests/locale.mjs";
import * as holmes from "../static/table.js";

const strings = mergeLocale("holmes", new URL("../locale/", import.meta.url));
const YOU = { en: "you", es: "tú", de: "du" };
/** seat 0 is the reader: the shell names it "Ann (you)" */
const ctxFor = (lang) => ({
  t,
  lang,
  seat: 0,
  seatName: (/** @type {number} */ s) => (s === 0 ? `Ann (${YOU[lang]})` : ["Ann", "Bob", "Cy", "Di"][s]),
});
const CLUES = holmes.TYPES.map(([type]) => type).concat(["map_fragment", "joker"]);

// every Holmes event and action that names a clue card, for every clue
const holmesClueEvents = (clue) => [
  { type: "take", seat: 1, clue, source: "line" },
  { type: "take", seat: 0, clue, source: "discard", paid: 2 },
  { type: "keep", seat: 0, clue },
  { type: "keep_face_up", seat: 1, clue },
  { type: "draw_hidden", seat: 0, clue },
  { type: "discard_line", seat: 1, clue, slot: 2 },
  { type: "under_deck", clue },
  { type: "steal", seat: 0, clue, paid: 5 },
  { type: "errand", seat: 1, clue, markers: 2 },
  { type: "swap", seat: 1, gave: clue, took: "bullet", slot: 2 },
  { type: "swap", seat: 0, gave: "button", took: clue, slot: 1 },
  { type: "reserve", seat: 1, clue, slot: 3 },
  { type: "reveal_onto_joker", seat: 0, clue },
  { type: "villain_discard", seat: 1, clue },
];
const holmesClueActions = (clue) => [
  { type: "take", slot: 0 }, { type: "discard_line", slot: 0 }, { type: "discard", card: clue },
  { type: "steal", card: clue }, { type: "swap", card: clue, slot: 0 }, { type: "keep_clue", card: clue },
  { type: "reserve", slot: 0 }, { type: "reveal", card: clue },
];
const holmesSnap = (clue) => ({ view: { seat: 0, day: 2, line: [clue, "bullet", "button", "cigarette"], players: [], pending: {} } });

/** Where a card's name may stand in a sentence of `lang` without an article to agree with. */
const BARE_OK = {
  en: /(?:\b[Tt]he |: |, |\(|^|\bhidden )$/,
  es: /(?:\bpista (?:oculta )?|\bfila de |: |, |\(|^)$/,
  de: /(?:\bHinweis |\bReihe |: |, |\(|^)$/,
};

for (const lang of LANGS) {
  test(`holmes H: every line and move naming a clue card agrees with it in ${lang}`, () => {
    setLang(lang);
    const ctx = ctxFor(lang);
    for (const clue of CLUES) {
      const name = holmes.clueName(ctx, clue);
      const lines = [
        ...holmesClueEvents(clue).map((e) => holmes.eventText(e, holmesSnap(clue), ctx)),
        ...holmesClueActions(clue).map((a) => holmes.actionText(a, holmesSnap(clue), ctx)),
      ];
      for (const line of lines) {
        assert.ok(!/holmes\.|\{\w+\}|undefined/.test(line), line);
        assert.ok(!/\b[Aa]n? an?\b/.test(line), line); // "a an unassigned wildcard"
        if (lang === "en") assert.ok(!/\b[Aa] [AEIOU]/.test(line), line); // "a Explosive"
        // (German's wildcard is called Joker, as the common noun is: "einen Joker" is right)
        let at = lang === "de" && clue === "joker" ? -1 : line.indexOf(name);
        while (at >= 0) {
          assert.match(line.slice(0, at), BARE_OK[lang], `${lang}: "${line}"`);
          at = line.indexOf(name, at + 1);
        }
      }
    }
    setLang("en");
  });
}

test("holmes: the audit's lines, in each language", () => {
  const take = { type: "take", seat: 1, clue: "explosive", source: "line" };
  const want = {
    en: ["Bob takes the Explosive from the line.", "Discard an unassigned wildcard", "Bob discards an unassigned wildcard to the villain."],
    es: ["Bob toma la pista Explosivo de la línea visible.", "Descartar un comodín sin asignar", "Bob descarta un comodín sin asignar por el villano."],
    de: ["Bob nimmt den Hinweis Sprengstoff aus der allgemeinen Auslage.", "Einen nicht zugeordneten Joker ablegen", "Bob legt einen nicht zugeordneten Joker ab."],
  };
  for (const lang of LANGS) {
    setLang(lang);
    const ctx = ctxFor(lang);
    const snap = holmesSnap("explosive");
    assert.equal(holmes.eventText(take, snap, ctx), want[lang][0]);
    assert.equal(holmes.actionText({ type: "discard", card: "joker" }, snap, ctx), want[lang][1]);
    assert.equal(holmes.eventText({ type: "villain_discard", seat: 1, clue: "joker" }, snap, ctx), want[lang][2]);
  }
  setLang("en");
});

test("holmes: a wildcard on a row is the seat's own only in its own lines", () => {
  const want = {
    en: ["The wildcard on your Bullet row is unassigned again.", "The wildcard on Bob's Bullet row is unassigned again.", "Bob discards the wildcard on the Bullet row to the villain."],
    es: ["El comodín de tu fila de Bala vuelve a estar sin asignar.", "El comodín de la fila de Bala de Bob vuelve a estar sin asignar.", "Bob descarta el comodín de la fila de Bala por el villano."],
    de: ["Der Joker in deiner Reihe Patrone ist wieder frei.", "Der Joker in der Reihe Patrone von Bob ist wieder frei.", "Bob legt den Joker der Reihe Patrone ab."],
  };
  for (const lang of LANGS) {
    setLang(lang);
    const ctx = ctxFor(lang);
    const snap = holmesSnap("bullet");
    assert.equal(holmes.eventText({ type: "joker_unassigned", seat: 0, row: "bullet" }, snap, ctx), want[lang][0]);
    assert.equal(holmes.eventText({ type: "joker_unassigned", seat: 1, row: "bullet" }, snap, ctx), want[lang][1]);
    assert.equal(holmes.eventText({ type: "villain_discard", seat: 1, clue: "joker:bullet" }, snap, ctx), want[lang][2]);
  }
  setLang("en");
});

test("holmes: a Spanish character with a title takes its article (al Doctor Watson, a la Sra. Hudson)", () => {
  setLang("es");
  const ctx = ctxFor("es");
  const snap = { view: { seat: 0, pending: { character: "lestrade" } } };
  assert.equal(holmes.eventText({ type: "visit", seat: 1, character: "watson" }, snap, ctx), "Bob visita al Doctor Watson.");
  assert.equal(holmes.eventText({ type: "visit", seat: 1, character: "toby", frm: "hudson" }, snap, ctx), "Bob visita a Toby (marcador desde la Sra. Hudson).");
  assert.equal(holmes.eventText({ type: "decline", seat: 1, character: "gregson" }, snap, ctx), "Bob renuncia a la habilidad del Inspector Gregson.");
  assert.equal(holmes.actionText({ type: "visit", to: "lestrade" }, snap, ctx), "Visitar al Inspector Lestrade");
  assert.equal(holmes.actionText({ type: "decline" }, snap, ctx), "Renunciar al Inspector Lestrade");
  for (const id of Object.keys(strings.es).filter((k) => k.startsWith("char.")).map((k) => k.slice(5))) {
    for (const e of [{ type: "visit", seat: 1, character: id }, { type: "decline", seat: 1, character: id }, { type: "marker_laid", seat: 1, character: id }, { type: "count", seat: 1, character: id, n: 1 }]) {
      const line = holmes.eventText(e, snap, ctx);
      assert.ok(!/\b(?:a|de|con|para|sobre|desde) (?:Doctor|Inspector|Sra\.)/.test(line), line);
      assert.ok(!/\b(?:a|de) el\b/.test(line), line);
    }
  }
  setLang("en");
});

for (const lang of LANGS) {
  test(`no line names the reader as "(you)'s" or "of Ann (you)" in ${lang}`, () => {
    setLang(lang);
    const ctx = ctxFor(lang);
    const bad = { en: /\((?:you)\)'s/, es: /\bde Ann \(tú\)|Turno de Ann/, de: /\bvon Ann \(du\)|Ann \(du\) ist am Zug/ }[lang];
    const lines = [
      holmes.eventText({ type: "joker_unassigned", seat: 0, row: "bullet" }, {}, ctx),
    ];
    for (const line of lines) assert.ok(line && !bad.test(line), line);
    setLang("en");
  });
}
