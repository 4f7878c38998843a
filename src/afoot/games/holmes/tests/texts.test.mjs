// The Holmes table's own texts (node --test): the ability texts and the rules pages. Its log
// lines, moves and pending decision are the game's messages, tested in test_messages.py.
import { test } from "node:test";
import assert from "node:assert/strict";
import { t, setLang, LANGS } from "#afoot/i18n.js";
import { mergeLocale } from "#afoot/tests/locale.mjs";
import * as holmes from "../static/table.js";

mergeLocale("holmes", new URL("../locale/", import.meta.url));
const ctx = { t, seatName: (/** @type {number} */ s) => ["Ann", "Bob"][s] || `S${s}`, seat: 0, say: () => "" };

test("holmes: clue names in each language", () => {
  setLang("es");
  assert.equal(holmes.clueName(ctx, "false_pass"), "Pasaporte falso");
  setLang("de");
  assert.equal(holmes.charName(ctx, "watson"), "Dr. Watson");
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
