import { test } from "node:test";
import assert from "node:assert/strict";
import * as P from "../protocol.js";

test("messages are the protocol's JSON", () => {
  assert.deepEqual(JSON.parse(P.hello(null)), { type: "hello", token: null });
  assert.deepEqual(JSON.parse(P.hello("abc")), { type: "hello", token: "abc" });
  assert.deepEqual(JSON.parse(P.act(7, { type: "take", slot: 2 })), { type: "act", state_id: 7, action: { type: "take", slot: 2 } });
  assert.deepEqual(JSON.parse(P.takeover(1)), { type: "takeover", seat: 1 });
  assert.deepEqual(JSON.parse(P.skip(0)), { type: "skip", seat: 0 });
  assert.equal(P.parseMessage("not json"), null);
  assert.equal(P.parseMessage("[1]"), null);
  assert.equal(P.parseMessage('{"type":"pong"}').type, "pong");
});

test("backoff doubles to 15 s with bounded jitter", () => {
  assert.equal(P.backoffMs(0), 500);
  assert.equal(P.backoffMs(1), 1000);
  assert.equal(P.backoffMs(3), 4000);
  assert.equal(P.backoffMs(20), 15000);
  assert.ok(P.backoffMs(2, 0) >= 1800 && P.backoffMs(2, 1) <= 2200);
});

test("close codes: bad token -> spectator, no table / no spectators -> stop", () => {
  assert.equal(P.onClose(4401), "spectator");
  assert.equal(P.onClose(4404), "stop");
  assert.equal(P.onClose(4403), "stop");
  assert.equal(P.onClose(1006), "retry");
});

test("close codes: a seat a newer tab took is not taken back by itself; a drop reconnects", () => {
  assert.equal(P.onClose(4409), "replaced");
  assert.equal(P.REPLACED, 4409);
  assert.equal(P.onClose(1001), "retry"); // the server going away (a restart)
  assert.equal(P.onClose(1013), "retry"); // a client too slow to read: dropped, come back
});

test("clocks format and count down only when running", () => {
  assert.equal(P.formatClock(0), "0:00");
  assert.equal(P.formatClock(-5000), "0:00");
  assert.equal(P.formatClock(65_000), "1:05");
  assert.equal(P.formatClock(3_723_000), "1:02:03");
  assert.equal(P.formatClock(1), "0:01");
  const c = { seat: 0, remaining_ms: 10_000, running: true, expired: false };
  assert.equal(P.clockRemaining(c, 4000), 6000);
  assert.equal(P.clockRemaining({ ...c, running: false }, 4000), 10_000);
});

test("log: a full log replaces, events append", () => {
  const a = [{ type: "x" }];
  assert.deepEqual(P.nextLog(a, { log: null, events: [{ type: "y" }] }), [{ type: "x" }, { type: "y" }]);
  assert.deepEqual(P.nextLog(a, { log: [{ type: "z" }], events: [{ type: "z" }] }), [{ type: "z" }]);
  assert.equal(P.genericEventText({ type: "visit", seat: 0, to: "watson" }), "visit: seat=0, to=watson");
  assert.equal(P.genericEventText({ type: "dawn" }), "dawn");
});

test("moves group by type in order, and are matched by content", () => {
  const legal = [
    { action: { type: "visit", to: "a", frm: null }, text: "" },
    { action: { type: "end_turn" }, text: "" },
    { action: { type: "visit", to: "b", frm: null }, text: "" },
  ];
  const g = P.groupMoves(legal);
  assert.deepEqual(g.map((x) => [x.type, x.moves.length]), [["visit", 2], ["end_turn", 1]]);
  assert.equal(P.actionKey({ b: 1, a: [1, { d: 2, c: 3 }] }), '{"a":[1,{"c":3,"d":2}],"b":1}');
  assert.equal(P.findLegal(legal, { type: "visit", to: "b" }).length, 1);
});

test("status line and turn alerts", () => {
  const t = (k, p) => (p ? `${k}:${JSON.stringify(p)}` : k);
  const names = (s) => `S${s}`;
  const list = (n) => n.join("+");
  assert.equal(P.statusText({ over: true, legal: [], waiting_for: [], seat: 0 }, names, t, list), "table.game_over");
  assert.equal(P.statusText({ over: false, legal: [{}], waiting_for: [0], seat: 0 }, names, t, list), "table.your_turn");
  assert.equal(P.statusText({ over: false, legal: [], waiting_for: [1, 2], seat: 0 }, names, t, list), 'table.waiting_for:{"names":"S1+S2"}');
  assert.equal(P.turnStarts(null, { legal: [{}], over: false }), true);
  assert.equal(P.turnStarts({ legal: [{}] }, { legal: [{}], over: false }), false);
  assert.equal(P.turnStarts({ legal: [] }, { legal: [{}], over: false }), true);
  assert.equal(P.turnStarts({ legal: [] }, { legal: [], over: false }), false);
  // Purrrlock: a "Paws!" call is legal out of turn, but the game waits for another seat
  const paws = { over: false, legal: [{}], waiting_for: [1], seat: 0 };
  assert.equal(P.statusText(paws, names, t, list), 'table.waiting_for:{"names":"S1"}');
  assert.equal(P.myTurn(paws), false);
  assert.equal(P.turnStarts(null, paws), false);
  assert.equal(P.turnStarts(paws, { ...paws, waiting_for: [0] }), true);
});

test("takeover for an away or timed-out human seat, skip only when timed out", () => {
  const seats = [
    { seat: 0, kind: "human", taken: true, connected: true, replaced: false },
    { seat: 1, kind: "human", taken: true, connected: false, replaced: false },
    { seat: 2, kind: "human", taken: true, connected: true, replaced: false },
    { seat: 3, kind: "bot", bot: "easy", taken: false, connected: true, replaced: false },
    { seat: 4, kind: "human", taken: false, connected: false, replaced: false },
  ];
  const clocks = [{ seat: 2, remaining_ms: 0, running: false, expired: true }];
  assert.deepEqual(P.standInOffers({ seat: 0, seats, clocks, over: false }), [
    { seat: 1, takeover: true, skip: false },
    { seat: 2, takeover: true, skip: true },
  ]);
  assert.deepEqual(P.standInOffers({ seat: null, seats, clocks, over: false }), []);
  assert.deepEqual(P.standInOffers({ seat: 0, seats, clocks, over: true }), []);
});

test("seat names: name, bot level, default, (you)", () => {
  const t = (k, p) => ({ "seat.default": `Seat ${p && p.n}`, "seat.bot_level": `bot (${p && p.level})`, "lobby.level.hard": "hard", "seat.you": `${p && p.name} (you)` })[k] || k;
  assert.equal(P.seatName({ seat: 0, name: "Ann", kind: "human" }, 0, t, 0), "Ann (you)");
  assert.equal(P.seatName({ seat: 1, name: null, kind: "bot", bot: "hard" }, 1, t, 0), "Seat 2 · bot (hard)");
  assert.equal(P.seatName(undefined, 2, t), "Seat 3");
});

test("scores, storage, paths, invite codes", () => {
  assert.deepEqual(P.scoreRows({ scores: [3, 5], winners: [1] }, 2), [
    { seat: 0, score: 3, winner: false },
    { seat: 1, score: 5, winner: true },
  ]);
  assert.equal(P.scoreText(12.0), "12");
  assert.equal(P.scoreText(2.5), "2.5");
  const m = new Map();
  const kv = { getItem: (k) => (m.has(k) ? m.get(k) : null), setItem: (k, v) => m.set(k, v), removeItem: (k) => m.delete(k) };
  P.saveSeat(kv, "T1", 1, "tok");
  assert.deepEqual(P.loadSeat(kv, "T1"), { seat: 1, token: "tok" });
  P.forgetSeat(kv, "T1");
  assert.equal(P.loadSeat(kv, "T1"), null);
  m.set("afoot.seat.T2", "{broken");
  assert.equal(P.loadSeat(kv, "T2"), null);
  assert.equal(P.idFromPath("/table/abc123", "table"), "abc123");
  assert.equal(P.idFromPath("/replay/x?y", "replay"), "x");
  assert.equal(P.inviteCode("https://host:8000/join/AbC-9?x=1"), "AbC-9");
  assert.equal(P.inviteCode("  AbC-9 "), "AbC-9");
  assert.equal(P.inviteCode("not a code!"), null);
});

test("an open table waits for its empty human seats; a running one for none", () => {
  const seats = [
    { seat: 0, name: "Ann", kind: "human", bot: null, taken: true, replaced: false },
    { seat: 1, name: null, kind: "bot", bot: "easy", taken: false, replaced: false },
    { seat: 2, name: null, kind: "human", bot: null, taken: false, replaced: false },
  ];
  assert.deepEqual(P.emptySeats({ seats, status: "open" }), [2]);
  assert.deepEqual(P.emptySeats({ seats, status: "running" }), []);
});
