// @ts-check
/**
 * The WebSocket protocol as the browser speaks it (see src/afoot/server/protocol.py), and the
 * pure helpers the table and replay pages share: clocks, log keeping, move grouping, who is to
 * act, which seats may be handed to a bot. Nothing here touches the DOM (node --test loads it).
 */

/**
 * The protocol's types, generated from protocol.py (`afoot schema --ts build/types`): any
 * game's here; a game's module reads its own (`import("#types/<id>.js").Snapshot`).
 * @typedef {import("#types/protocol.js").SeatInfo} SeatInfo
 * @typedef {import("#types/protocol.js").ClockInfo} ClockInfo
 * @typedef {import("#types/protocol.js").LegalEntry} Legal
 * @typedef {import("#types/protocol.js").Snapshot} Snapshot
 * @typedef {Snapshot["events"][number]} GameEvent
 */

// -- messages, client to server ----------------------------------------------------------
/** @param {string|null} token */
export const hello = (token) => JSON.stringify({ type: "hello", token: token || null });
/** @param {number} stateId @param {Record<string, any>} action */
export const act = (stateId, action) => JSON.stringify({ type: "act", state_id: stateId, action });
/** @param {number} seat */
export const takeover = (seat) => JSON.stringify({ type: "takeover", seat });
/** @param {number} seat */
export const skip = (seat) => JSON.stringify({ type: "skip", seat });
export const ping = () => JSON.stringify({ type: "ping" });

/**
 * Parse one server frame; null when it is not a JSON object with a type.
 * @param {string} data
 * @returns {{type: string, [k: string]: any} | null}
 */
export function parseMessage(data) {
  try {
    const msg = JSON.parse(data);
    return msg && typeof msg === "object" && typeof msg.type === "string" ? msg : null;
  } catch {
    return null;
  }
}

// -- reconnecting -------------------------------------------------------------------------
/**
 * Delay before reconnect attempt `attempt` (0, 1, ...): 0.5 s doubling to at most 15 s, with
 * up to 20% jitter from `rand` (0..1) so that a table's browsers do not all come back at once.
 * @param {number} attempt @param {number} [rand]
 */
export function backoffMs(attempt, rand = 0.5) {
  const base = Math.min(15000, 500 * 2 ** Math.max(0, Math.min(attempt, 10)));
  return Math.round(base * (0.9 + 0.2 * rand));
}

/**
 * What to do when the socket closes with `code` (the close codes of protocol.py): 4401 bad
 * token (go on as a spectator), 4403 no spectators, 4404 no table (stop), 4409 a newer
 * connection of this seat took it (stop, and offer to take it back: reconnecting by itself
 * would take the seat from the other tab, which would take it back, without end), anything
 * else, a network drop or a restart included (retry).
 * @param {number} code
 * @returns {"retry"|"spectator"|"stop"|"replaced"}
 */
export function onClose(code) {
  if (code === 4401) return "spectator";
  if (code === 4403 || code === 4404) return "stop";
  if (code === REPLACED) return "replaced";
  return "retry";
}

/** The close code of a socket whose seat a newer connection of the same seat took. */
export const REPLACED = 4409;

// -- clocks ---------------------------------------------------------------------------------
/**
 * A clock's time as text: "4:05", "1:02:03"; never negative ("0:00").
 * @param {number} ms
 */
export function formatClock(ms) {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}

/**
 * The remaining time of a clock `elapsed` ms after the snapshot that reported it: only the
 * running clock counts down between snapshots.
 * @param {ClockInfo} clock @param {number} elapsed
 */
export function clockRemaining(clock, elapsed) {
  return clock.running && !clock.expired ? clock.remaining_ms - elapsed : clock.remaining_ms;
}

/**
 * The clocks as they stood ``elapsed`` ms after their snapshot, stopped: what a tab shows once
 * another tab took its seat (it hears no more of the table, so its clocks must not run on).
 * @param {ClockInfo[]|null} clocks @param {number} elapsed
 * @returns {ClockInfo[]|null}
 */
export function frozenClocks(clocks, elapsed) {
  if (!clocks) return clocks;
  return clocks.map((c) => ({ ...c, remaining_ms: Math.max(0, clockRemaining(c, elapsed)), running: false }));
}

// -- log ------------------------------------------------------------------------------------
/**
 * The log after a snapshot: its full `log` when it brings one, else the old log + `events`.
 * @param {GameEvent[]} old @param {Pick<Snapshot, "log"|"events">} snap
 * @returns {GameEvent[]}
 */
export function nextLog(old, snap) {
  if (Array.isArray(snap.log)) return snap.log.slice();
  return old.concat(snap.events || []);
}

/**
 * How many of the log's last entries are the newest move's, after a snapshot: its events; a
 * full log (a reconnect, a rejection) brings what the page had not seen; a snapshot that
 * brings nothing new (someone came or went) keeps the count. 0 when it is not known (the
 * page's first log).
 * @param {number} before  the log's length before the snapshot @param {number} after  after it
 * @param {Pick<Snapshot, "log"|"events">} snap @param {number} fresh  the count before it
 */
export function freshEntries(before, after, snap, fresh) {
  if (Array.isArray(snap.log)) {
    if (before === 0 || after < before) return 0;
    return after > before ? after - before : fresh;
  }
  return (snap.events || []).length || fresh;
}

/**
 * The log entries a phone pins above its moves (indices into ``log``): the newest shown line,
 * and before it the stand-in's line when the newest move was a stand-in's (its line comes
 * first in that move's entries, which are the last ``fresh`` of the log; 0: not known).
 * ``shown(i)``: whether entry i has a line.
 * @param {GameEvent[]} log @param {number} fresh @param {(i: number) => boolean} [shown]
 * @returns {number[]}
 */
export function latestEntries(log, fresh, shown = () => true) {
  let last = log.length - 1;
  while (last >= 0 && !shown(last)) last--;
  if (last < 0) return [];
  for (let i = Math.max(0, log.length - fresh); i < last; i++) {
    if (log[i] && log[i].type === "stand_in" && shown(i)) return [i, last];
  }
  return [last];
}

/**
 * A log line for a game without a module: "visit: seat=0, character=watson" (its message, if
 * any, left out).
 * @param {GameEvent} event
 */
export function genericEventText(event) {
  const parts = Object.entries(event)
    .filter(([k]) => k !== "type" && k !== "msg")
    .map(([k, v]) => `${k}=${typeof v === "object" && v !== null ? JSON.stringify(v) : v}`);
  return parts.length ? `${event.type}: ${parts.join(", ")}` : String(event.type);
}

// -- moves ----------------------------------------------------------------------------------
/**
 * Legal moves grouped by action type, in order of first appearance.
 * @param {Legal[]} legal
 * @returns {{type: string, moves: (Legal & {index: number})[]}[]}
 */
export function groupMoves(legal) {
  /** @type {Map<string, (Legal & {index: number})[]>} */
  const groups = new Map();
  (legal || []).forEach((m, index) => {
    const type = String((m.action && m.action.type) || "other");
    if (!groups.has(type)) groups.set(type, []);
    /** @type {any[]} */ (groups.get(type)).push({ ...m, index });
  });
  return [...groups].map(([type, moves]) => ({ type, moves }));
}

/**
 * Stable JSON of an action (keys sorted) to compare actions and to put in data-action.
 * @param {any} value
 * @returns {string}
 */
export function actionKey(value) {
  if (Array.isArray(value)) return `[${value.map(actionKey).join(",")}]`;
  if (value && typeof value === "object") {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${actionKey(value[k])}`).join(",")}}`;
  }
  return JSON.stringify(value === undefined ? null : value);
}

/**
 * The legal actions matching `partial` (every key of partial equal), e.g. {type: "take", slot: 2}.
 * @param {Legal[]} legal @param {Record<string, any>} partial
 */
export function findLegal(legal, partial) {
  return (legal || []).filter((m) =>
    Object.entries(partial).every(([k, v]) => actionKey(m.action[k]) === actionKey(v)),
  );
}

// -- seats ----------------------------------------------------------------------------------
/**
 * A seat's display name.
 * @param {SeatInfo|undefined} info @param {number} seat
 * @param {(key: string, params?: Record<string, unknown>) => string} t
 * @param {number|null} [mine]
 */
export function seatName(info, seat, t, mine = null) {
  let name = info && info.name ? info.name : "";
  if (!name && info && info.kind === "bot") {
    const level = info.bot || "";
    const named = t(`bot.name.${level.split(/[:~]/)[0]}`);
    const levelText = ["easy", "medium", "hard"].includes(level) ? t(`lobby.level.${level}`) : named.startsWith("bot.name.") ? level : named;
    name = `${t("seat.default", { n: seat + 1 })} · ${t("seat.bot_level", { level: levelText })}`;
  }
  if (!name) name = t("seat.default", { n: seat + 1 });
  return mine === seat ? t("seat.you", { name }) : name;
}

/**
 * The status line: whose turn it is.
 * @param {Pick<Snapshot, "over"|"legal"|"waiting_for"|"seat">} snap
 * @param {(seat: number) => string} nameOf
 * @param {(key: string, params?: Record<string, unknown>) => string} t
 * @param {(names: string[]) => string} list
 */
export function statusText(snap, nameOf, t, list) {
  if (snap.over) return t("table.game_over");
  if (myTurn(snap)) return t("table.your_turn");
  const others = (snap.waiting_for || []).filter((s) => s !== snap.seat).map(nameOf);
  return others.length ? t("table.waiting_for", { names: list(others) }) : t("table.nobody");
}

/**
 * Whether the game waits for this seat. A seat may have legal moves without being waited for
 * (an interruption such as Purrrlock's "Paws!"): that is not its turn.
 * @param {Pick<Snapshot, "legal"|"waiting_for"|"seat">} snap
 */
export function myTurn(snap) {
  if (!snap.legal || !snap.legal.length) return false;
  if (!Array.isArray(snap.waiting_for)) return true;
  return snap.seat !== null && snap.seat !== undefined && snap.waiting_for.includes(snap.seat);
}

/**
 * Whether a new snapshot starts this seat's turn (alert once, not on every snapshot of it).
 * @param {Pick<Snapshot, "legal"|"over"|"waiting_for"|"seat">|null} prev
 * @param {Pick<Snapshot, "legal"|"over"|"waiting_for"|"seat">} next
 */
export function turnStarts(prev, next) {
  if (next.over || !myTurn(next)) return false;
  return !prev || !myTurn(prev);
}

/**
 * The seats this connection may hand to a bot (takeover) or skip: only a seated human asks,
 * never for itself, never after the end. Takeover: a human seat that is taken and not
 * connected, or whose clock ran out; skip: a seat whose clock ran out.
 * @param {Pick<Snapshot, "seat"|"seats"|"clocks"|"over"> & {takeover_after_ms?: number}} snap
 * @returns {{seat: number, takeover: boolean, skip: boolean}[]}
 */
export function standInOffers(snap) {
  if (snap.over || snap.seat === null || snap.seat === undefined) return [];
  const me = (snap.seats || []).find((s) => s.seat === snap.seat);
  if (me && me.kind !== "human") return [];
  const out = [];
  for (const s of snap.seats || []) {
    if (s.seat === snap.seat || s.kind !== "human" || s.replaced) continue;
    const clock = (snap.clocks || []).find((c) => c.seat === s.seat);
    const expired = Boolean(clock && clock.expired);
    // gone for the table's grace period (older servers did not say: gone at all)
    const gone = s.taken && s.connected === false;
    const away = gone && (typeof s.away_ms !== "number" || s.away_ms >= (snap.takeover_after_ms || 0));
    if (away || expired) out.push({ seat: s.seat, takeover: true, skip: expired });
  }
  return out;
}

/**
 * The human seats an open table still waits for (nobody took their invite yet); none once it
 * runs. Nothing moves until every human seat is taken.
 * @param {Pick<Snapshot, "seats"> & {status?: string}} snap
 * @returns {number[]}
 */
export function emptySeats(snap) {
  if (snap.status !== "open") return [];
  return (snap.seats || []).filter((s) => s.kind === "human" && !s.taken).map((s) => s.seat);
}

/**
 * Rows of the end screen: seat, score, winner flag, in seat order.
 * @param {Snapshot["result"]} result @param {number} players
 */
export function scoreRows(result, players) {
  const scores = (result && result.scores) || [];
  const winners = (result && result.winners) || [];
  const rows = [];
  for (let s = 0; s < players; s++) {
    rows.push({ seat: s, score: scores[s] === undefined ? null : scores[s], winner: winners.includes(s) });
  }
  return rows;
}

/** A score as text: 12 not 12.0, 2.5 kept. @param {number|null} score */
export function scoreText(score) {
  if (score === null || score === undefined) return "–";
  return Number.isInteger(score) ? String(score) : String(Math.round(score * 100) / 100);
}

// -- storage --------------------------------------------------------------------------------
/** @typedef {{getItem(k: string): string|null, setItem(k: string, v: string): void, removeItem(k: string): void}} KV */

/** @param {KV} store @param {string} table @returns {{seat: number|null, token: string|null}|null} */
export function loadSeat(store, table) {
  try {
    const raw = store.getItem(`afoot.seat.${table}`);
    const val = raw ? JSON.parse(raw) : null;
    return val && typeof val === "object" && typeof val.token === "string" ? val : null;
  } catch {
    return null;
  }
}

/** @param {KV} store @param {string} table @param {number|null} seat @param {string|null} token */
export function saveSeat(store, table, seat, token) {
  if (token) store.setItem(`afoot.seat.${table}`, JSON.stringify({ seat, token }));
}

/** @param {KV} store @param {string} table */
export function forgetSeat(store, table) {
  store.removeItem(`afoot.seat.${table}`);
}

/**
 * The table id from a page path: "/table/abc" -> "abc" (also /replay/, /join/).
 * @param {string} path @param {string} kind
 */
export function idFromPath(path, kind) {
  const m = new RegExp(`/${kind}/([^/?#]+)`).exec(path);
  return m ? decodeURIComponent(m[1]) : null;
}

/**
 * An invite code from whatever was pasted: a full URL, a path or the bare code.
 * @param {string} text
 */
export function inviteCode(text) {
  const s = String(text || "").trim();
  const m = /\/join\/([^/?#\s]+)/.exec(s);
  if (m) return decodeURIComponent(m[1]);
  return /^[\w-]+$/.test(s) ? s : null;
}
