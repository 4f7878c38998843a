// Texts of the table and join pages (issue 19 review): a skipped seat's own log line, whom an
// open table waits for (one seat or several), who resumes a table set aside, the pinned newest
// line of a phone.
// node --test src/afoot/server/static/js/tests/
import { test } from "node:test";
import assert from "node:assert/strict";
import { t, setLang, LANGS } from "../i18n.js";
import { eventLine } from "../components/widgets.js";
import { latestEntries } from "../protocol.js";

const names = (/** @type {number} */ s) => ["Alice (you)", "Bob"][s];

test("a stand-in's move in the log: to its own seat in the second person, to the others by name", () => {
  const e = { type: "stand_in", seat: 0, bot: "medium" };
  const want = {
    en: ["You were out of time: a stand-in bot made this move for you.", "Bob was out of time: a stand-in bot made this move for them."],
    es: ["Te quedaste sin tiempo: un bot suplente hizo esta jugada en tu lugar.", "Bob se quedó sin tiempo: un bot suplente hizo esta jugada en su lugar."],
    de: ["Du hattest keine Zeit mehr: Ein Ersatz-Bot hat diesen Zug für dich gemacht.", "Bob hatte keine Zeit mehr: Ein Ersatz-Bot hat diesen Zug stellvertretend gemacht."],
  };
  for (const lang of LANGS) {
    setLang(lang);
    const mine = eventLine(null, e, {}, { seat: 0, seatName: names });
    const theirs = eventLine(null, { ...e, seat: 1 }, {}, { seat: 0, seatName: names });
    const watched = eventLine(null, e, {}, { seat: null, seatName: () => "Alice" });
    assert.deepEqual([mine, theirs], want[lang]);
    assert.ok(watched.startsWith("Alice ") && !watched.includes("(you)"), watched);
  }
  setLang("en");
});

test("whom an open table waits for: one seat or several, in each language's grammar", () => {
  const one = { n: 1, names: "Seat 3" };
  const two = { n: 2, names: "Seat 2 y Seat 3" };
  setLang("es");
  assert.equal(t("table.waiting_join", one), "Falta por unirse: Seat 3");
  assert.equal(t("table.waiting_join", two), "Faltan por unirse: Seat 2 y Seat 3");
  setLang("de");
  assert.equal(t("table.waiting_join", two), "Noch nicht beigetreten: Seat 2 y Seat 3");
  setLang("en");
  assert.equal(t("table.waiting_join", one), "Waiting for Seat 3 to join");
  assert.equal(t("table.waiting_join", two), "Waiting for Seat 2 y Seat 3 to join");
});

test("a table set aside opens again when any of its players comes back, not only its host", () => {
  const host = { en: /host/i, es: /anfitri/i, de: /Gastgeber/i };
  const players = { en: /one of its players/, es: /uno de sus jugadores/, de: /einer seiner Spieler/ };
  for (const lang of LANGS) {
    setLang(lang);
    for (const key of ["join.abandoned", "table.abandoned_moves"]) {
      assert.doesNotMatch(t(key), host[lang], `${lang} ${key}`);
      assert.match(t(key), players[lang], `${lang} ${key}`);
    }
  }
  setLang("en");
});

test("the newest line pinned on a phone: the last line, with the stand-in's line of its move", () => {
  const move = [{ type: "visit", seat: 0 }, { type: "take", seat: 0 }];
  const marked = [{ type: "stand_in", seat: 0, bot: "medium" }, ...move];
  const before = [{ type: "visit", seat: 1 }];
  // the newest move was the stand-in's: its line first, then the newest line
  assert.deepEqual(latestEntries([...before, ...marked], marked.length), [1, 3]);
  // the newest move was the player's own (a stand-in moved earlier): the newest line alone
  assert.deepEqual(latestEntries([...marked, ...move], move.length), [4]);
  // nothing known of the newest move (a page that just opened): the newest line alone
  assert.deepEqual(latestEntries([...before, ...marked], 0), [3]);
  // a move whose only line is the stand-in's
  assert.deepEqual(latestEntries([...before, marked[0]], 1), [1]);
  assert.deepEqual(latestEntries([], 0), []);
});
