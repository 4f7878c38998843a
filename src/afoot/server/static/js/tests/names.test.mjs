// Names in every language (issue 19): every bot by a translated name on its seat (each game's
// own tests check its title and the bots it offers: src/afoot/games/<id>/tests/).
// node --test src/afoot/server/static/js/tests/
import { test } from "node:test";
import assert from "node:assert/strict";
import { t, setLang, LANGS } from "../i18n.js";
import { botName } from "../page.js";
import { seatName } from "../protocol.js";

test("a bot's seat is named by its bot's name, not its id", () => {
  const want = { en: "Seat 2 · bot (Shrewd detective)", es: "Asiento 2 · bot (Detective sagaz)", de: "Spieler 2 · Bot (Scharfsinniger Detektiv)" };
  for (const lang of LANGS) {
    setLang(lang);
    assert.equal(seatName({ seat: 1, name: null, kind: "bot", bot: "deduce_hard", taken: true, replaced: false }, 1, t, 0), want[lang]);
  }
  setLang("en");
});

test("bot names differ by language", () => {
  const names = LANGS.map((lang) => {
    setLang(lang);
    return ["easy", "deduce", "deduce_hard", "random"].map((id) => botName("any_game", id));
  });
  setLang("en");
  assert.notDeepEqual(names[0], names[1]);
  assert.notDeepEqual(names[0], names[2]);
  assert.notDeepEqual(names[1], names[2]);
});
