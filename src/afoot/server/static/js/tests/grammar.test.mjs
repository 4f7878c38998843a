// The games' texts read as sentences in every language (issue 19): no article before a card
// name that does not agree with it, no "(you)'s", the seat's own turn as "Your turn",
// questions that name their cards, labelled glass counts with plural forms.
// node --test src/afoot/server/static/js/tests/
import { test } from "node:test";
import assert from "node:assert/strict";
import { t, setLang, mergeStrings, LANGS } from "../i18n.js";
import * as holmes from "../games/holmes.js";
import * as tc from "../games/thirteen_clues.js";
import * as pl from "../games/purrrlock.js";
import * as bs from "../games/baker_street.js";

mergeStrings("holmes", holmes.strings);
mergeStrings("thirteen_clues", tc.strings);
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
  for (const id of Object.keys(holmes.strings.es).filter((k) => k.startsWith("char.")).map((k) => k.slice(5))) {
    for (const e of [{ type: "visit", seat: 1, character: id }, { type: "decline", seat: 1, character: id }, { type: "marker_laid", seat: 1, character: id }, { type: "count", seat: 1, character: id, n: 1 }]) {
      const line = holmes.eventText(e, snap, ctx);
      assert.ok(!/\b(?:a|de|con|para|sobre|desde) (?:Doctor|Inspector|Sra\.)/.test(line), line);
      assert.ok(!/\b(?:a|de) el\b/.test(line), line);
    }
  }
  setLang("en");
});

// -- the seat's own turn and possessives -------------------------------------------------------
const TC_MINE = [
  { type: "turn", seat: 0 },
  { type: "glass_given", seat: 0, to: 1 },
  { type: "glass_given", seat: 1, to: 0 },
  { type: "glass_taken", seat: 1, frm: 0 },
  { type: "chose", seat: 0 },
  { type: "mystery_placed", seat: 0 },
  { type: "game_over", winner: 0 },
];

test("13 Clues: the reader's own turn, glass and mystery, in each language", () => {
  const want = {
    en: ["Your turn.", "Your glass goes to Bob.", "Bob's glass goes to you.", "Bob takes a glass from you.", "You have chosen the mystery for your left neighbour.", "Your mystery is on your screen.", "You win!"],
    es: ["Tu turno.", "Tu lupa pasa a Bob.", "La lupa de Bob pasa a ti.", "Bob te quita una lupa.", "Has elegido el misterio de tu vecino de la izquierda.", "Tu misterio está en tu pantalla.", "¡Ganas!"],
    de: ["Du bist am Zug.", "Deine Lupe geht an Bob.", "Die Lupe von Bob geht an dich.", "Bob nimmt dir eine Lupe.", "Du hast das Rätsel für deinen linken Nachbarn gewählt.", "Dein Rätsel steht an deinem Sichtschirm.", "Du gewinnst!"],
  };
  for (const lang of LANGS) {
    setLang(lang);
    const ctx = ctxFor(lang);
    assert.deepEqual(TC_MINE.map((e) => tc.eventText(e, {}, ctx)), want[lang]);
    assert.equal(tc.turnText(ctx, 0), want[lang][0].replace(/\.$/, ""));
    assert.equal(tc.turnText(ctx, 1), { en: "Bob's turn", es: "Turno de Bob", de: "Bob ist am Zug" }[lang]);
  }
  setLang("en");
});

for (const lang of LANGS) {
  test(`no game names the reader as "(you)'s" or "of Ann (you)" in ${lang}`, () => {
    setLang(lang);
    const ctx = ctxFor(lang);
    const bad = { en: /\((?:you)\)'s/, es: /\bde Ann \(tú\)|Turno de Ann/, de: /\bvon Ann \(du\)|Ann \(du\) ist am Zug/ }[lang];
    const lines = [
      ...TC_MINE.map((e) => tc.eventText(e, {}, ctx)),
      tc.turnText(ctx, 0),
      holmes.eventText({ type: "joker_unassigned", seat: 0, row: "bullet" }, {}, ctx),
      pl.eventText({ type: "turn", seat: 0, round: 2 }, {}, ctx),
      pl.eventText({ type: "solved", seat: 0, card: "dog-3", discarded: [] }, {}, ctx),
      bs.eventText({ type: "turn", seat: 0 }, {}, ctx),
    ];
    for (const line of lines) assert.ok(line && !bad.test(line), line);
    setLang("en");
  });
}

test("13 Clues: a question names its cards (how many red cards?)", () => {
  const q = { type: "question", seat: 0, to: 1, subject: "red", side: "left", answer: 1 };
  const q2 = { type: "question", seat: 1, to: 2, subject: "indoor", side: null, answer: 2 };
  const want = {
    en: ["Ann (you) asks Bob: how many red cards (left screen card)? Answer: 1.", "Bob asks Cy: how many indoor locations? Answer: 2."],
    es: ["Ann (tú) pregunta a Bob: ¿cuántas cartas rojas (carta izquierda de la pantalla)? Respuesta: 1.", "Bob pregunta a Cy: ¿cuántas ubicaciones de interior? Respuesta: 2."],
    de: ["Ann (du) fragt Bob: wie viele rote Karten (linke Schirmkarte)? Antwort: 1.", "Bob fragt Cy: wie viele Orte drinnen? Antwort: 2."],
  };
  for (const lang of LANGS) {
    setLang(lang);
    const ctx = ctxFor(lang);
    assert.deepEqual([tc.eventText(q, {}, ctx), tc.eventText(q2, {}, ctx)], want[lang]);
    for (const s of [...new Set(Object.values(tc.CARDS).flatMap(([suit, , cat]) => [suit, cat]))]) {
      const text = tc.actionText({ type: "question", to: 1, subject: s, side: null, secret: false }, {}, ctx);
      assert.ok(!/thirteen_clues\.|\{|«|„/.test(text), text);
    }
  }
  setLang("en");
});

test("13 Clues: magnifying glasses are counted with a label and plural forms", () => {
  const want = {
    en: ["0 magnifying glasses", "1 magnifying glass", "2 magnifying glasses", "1 magnifying glass in the supply", "6 magnifying glasses in the supply"],
    es: ["0 lupas", "1 lupa", "2 lupas", "1 lupa en el suministro", "6 lupas en el suministro"],
    de: ["0 Lupen", "1 Lupe", "2 Lupen", "1 Lupe im Vorrat", "6 Lupen im Vorrat"],
  };
  for (const lang of LANGS) {
    setLang(lang);
    const ctx = ctxFor(lang);
    assert.deepEqual([0, 1, 2].map((n) => tc.glassesText(ctx, n)).concat([1, 6].map((n) => tc.supplyText(ctx, n))), want[lang]);
  }
  setLang("en");
});

