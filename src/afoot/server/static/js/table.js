// @ts-check
/**
 * The live table (/table/{id}): one WebSocket (hello with the stored seat token, or as a
 * spectator), every snapshot re-rendered whole: seats and clocks, the board (the game module),
 * the moves, the log, turn alerts, the end screen, takeover / skip, casebook or notes, rules.
 */
import { t, scoped, listText, getLang } from "./i18n.js";
import { sayer } from "./messages.js";
import * as P from "./protocol.js";
import { h, replace } from "./dom.js";
import { initLang, applyI18n, mountLang, storage, getJSON, tableTitle } from "./page.js";
import { loadGame, gameInfo, renderSeats, tickClocks, renderLog, renderMoves, boardFor, endContent, endReason, inviteRow } from "./components/widgets.js";

/** @typedef {import("#types/protocol.js").Snapshot} Snapshot */

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
const store = storage();
const tableId = P.idFromPath(location.pathname, "table") || new URLSearchParams(location.search).get("table") || "";

/** the state of this page */
const S = {
  /** @type {WebSocket|null} */ ws: null,
  /** @type {string|null} */ token: null,
  /** @type {Snapshot|null} */ snap: null,
  /** @type {Snapshot|null} */ prev: null,
  /** @type {any[]} */ log: [],
  /** @type {any} */ mod: null,
  /** @type {any} */ summary: null,
  /** @type {import("./components/widgets.js").GameInfo|null} the game, as /api/games lists it */
  info: null,
  snapAt: 0,
  busy: false,
  /** the move sent and not yet answered (a snapshot or a rejection answers it) */
  /** @type {any} */ pending: null,
  attempt: 0,
  stopped: false,
  /** a newer tab of this seat took it: no reconnecting until the player takes it back */
  displaced: false,
  /** when it was displaced (performance.now()): its clocks stop there */
  displacedAt: 0,
  /** how many of the log's last entries are the newest move's (P.freshEntries) */
  fresh: 0,
  /** @type {string|null} why this link leads to no table (an i18n key): nothing to connect to */
  gone: null,
  alerts: true,
  /** @type {number|undefined} */ flashTimer: undefined,
  /** @type {number|undefined} */ noticeTimer: undefined,
  /** @type {number|undefined} */ reconnectTimer: undefined,
  /** @type {AudioContext|null} */ audio: null,
  rulesLang: "",
};

// -- set-up ------------------------------------------------------------------------------------
initLang();
applyI18n();
mountLang($("lang-slot"), () => {
  S.rulesLang = "";
  renderAll();
  if (!$("rules-panel").hidden) loadRules();
});
{
  const stored = store ? P.loadSeat(store, tableId) : null;
  S.token = stored ? stored.token : null;
  S.alerts = !store || store.getItem("afoot.alerts") !== "off";
}
document.body.dataset.seat = S.token ? "" : "spectator";

$("alerts-btn").addEventListener("click", () => {
  S.alerts = !S.alerts;
  if (store) store.setItem("afoot.alerts", S.alerts ? "on" : "off");
  if (S.alerts && "Notification" in window && Notification.permission === "default") {
    Notification.requestPermission().catch(() => {});
  }
  ensureAudio();
  toolLabels();
});
$("rules-btn").addEventListener("click", () => toggle("rules-panel", $("rules-btn"), loadRules));
$("casebook-btn").addEventListener("click", () => toggle("casebook-panel", $("casebook-btn"), renderCasebook));
for (const b of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("[data-close]"))) {
  b.addEventListener("click", () => {
    const id = /** @type {string} */ (b.dataset.close);
    $(id).hidden = true;
    const btn = id === "rules-panel" ? $("rules-btn") : $("casebook-btn");
    btn.setAttribute("aria-expanded", "false");
    btn.focus();
  });
}
$("notes").addEventListener("input", () => {
  if (store) store.setItem(notesKey(), /** @type {HTMLTextAreaElement} */ ($("notes")).value);
});
document.addEventListener("visibilitychange", () => {
  if (!document.hidden) stopFlash();
});
window.addEventListener("focus", stopFlash);
window.addEventListener("pointerdown", ensureAudio, { once: true });
window.addEventListener("keydown", ensureAudio, { once: true });
setInterval(() => {
  if (S.snap) tickClocks($("seats"), S.snapAt);
}, 250);
setInterval(() => {
  if (S.ws && S.ws.readyState === WebSocket.OPEN) S.ws.send(P.ping());
}, 25000);

toolLabels();
if (tableId) {
  getJSON(`/api/tables/${encodeURIComponent(tableId)}`)
    .then(async (s) => {
      S.summary = s;
      // the game's texts and files before the first snapshot: the title in the page's language
      await loadGame(s.game);
      S.info = await gameInfo(s.game).catch(() => null);
      renderAll();
    })
    .catch((/** @type {any} */ e) => {
      if (e.status === 404) goneWith("table.not_found");
    });
  connect();
} else {
  goneWith("table.no_id");
}

// -- the socket -------------------------------------------------------------------------------
function connect() {
  clearTimeout(S.reconnectTimer);
  const proto = location.protocol === "https:" ? "wss:" : "ws:";
  const ws = new WebSocket(`${proto}//${location.host}/ws/tables/${encodeURIComponent(tableId)}`);
  S.ws = ws;
  ws.addEventListener("open", () => {
    ws.send(P.hello(S.token));
  });
  ws.addEventListener("message", (ev) => {
    const msg = P.parseMessage(String(ev.data));
    if (msg) onMessage(msg);
  });
  ws.addEventListener("close", (ev) => {
    if (S.ws !== ws) return;
    S.ws = null;
    S.busy = false;
    const unsent = S.pending !== null;
    S.pending = null;
    const what = P.onClose(ev.code);
    if (what === "replaced") {
      S.displaced = true;
      S.displacedAt = performance.now();
      displacedNotice(unsent);
      renderAll();
      return;
    }
    if (what === "stop") {
      goneWith(ev.code === 4403 ? "table.no_spectators" : "table.not_found");
      return;
    }
    if (what === "spectator" && S.token) {
      S.token = null;
      if (store) P.forgetSeat(store, tableId);
      notice(t("table.bad_token"), false);
      S.attempt = 0;
      connect();
      return;
    }
    if (S.snap && S.snap.over && S.attempt > 3) return; // a finished game needs no socket
    const delay = P.backoffMs(S.attempt++, Math.random());
    notice(t(unsent ? "table.reconnecting_unsent" : "table.reconnecting", { s: Math.ceil(delay / 1000) }), false);
    S.reconnectTimer = window.setTimeout(connect, delay);
  });
}

/** @param {{type: string, [k: string]: any}} msg */
async function onMessage(msg) {
  if (msg.type === "snapshot") {
    await onSnapshot(/** @type {any} */ (msg));
  } else if (msg.type === "rejected") {
    S.busy = false;
    S.pending = null;
    notice(t("table.rejected", { reason: msg.reason }));
    if (msg.snapshot) await onSnapshot(msg.snapshot);
  } else if (msg.type === "error") {
    // before the first snapshot an error is the server refusing the socket: the close code
    // that follows says why, in the page's language
    if (!S.snap) return;
    S.busy = false;
    notice(t("table.error", { reason: msg.reason }));
    renderAll();
  }
}

/** @param {Snapshot} snap */
async function onSnapshot(snap) {
  if (!S.mod && S.mod !== false) {
    S.mod = (await loadGame(snap.game)) || false;
    if (!S.info) S.info = await gameInfo(snap.game).catch(() => null);
  }
  if (S.attempt > 0 && S.snap === null) clearNotice();
  if (S.attempt > 0) clearNotice();
  S.attempt = 0;
  S.prev = S.snap;
  S.snap = snap;
  S.snapAt = performance.now();
  S.busy = false;
  S.pending = null;
  const before = S.log.length;
  S.log = P.nextLog(S.log, snap);
  S.fresh = P.freshEntries(before, S.log.length, snap, S.fresh);
  renderAll();
  if (P.turnStarts(S.prev, snap)) alertTurn();
  if (!snap.legal.length) stopFlash();
}

/** @param {any} action */
function sendAct(action) {
  const snap = S.snap;
  if (!snap || S.busy) return;
  const key = P.actionKey(action);
  if (!snap.legal.some((m) => P.actionKey(m.action) === key)) return;
  // never lost without a word: a tab that is not the live connection says the move was not sent
  if (S.displaced) return displacedNotice(true);
  if (!S.ws || S.ws.readyState !== WebSocket.OPEN) return notice(t("table.not_sent"));
  S.busy = true;
  S.pending = action;
  S.ws.send(P.act(snap.state_id, action));
  renderMovesOnly();
}

/** @param {number} seat */
function sendTakeover(seat) {
  if (S.ws && S.ws.readyState === WebSocket.OPEN) S.ws.send(P.takeover(seat));
}
/** @param {number} seat */
function sendSkip(seat) {
  if (S.ws && S.ws.readyState === WebSocket.OPEN) S.ws.send(P.skip(seat));
}

// -- rendering ---------------------------------------------------------------------------------
/** @param {number} seat */
function nameOf(seat) {
  const snap = S.snap;
  const info = snap ? snap.seats.find((s) => s.seat === seat) : undefined;
  return P.seatName(info, seat, t, snap ? snap.seat : null);
}

/**
 * What a game's module draws with: its texts (``t``), the language, the reader's seat and
 * names for seats, ``say`` (a message of its catalogue, as the server sends them: a sentence,
 * or a label with ``say(msg, false)``) and ``act`` (take a legal move).
 */
function ctx() {
  const game = S.snap ? S.snap.game : "";
  const lang = getLang();
  const seat = S.snap ? S.snap.seat : null;
  return {
    t: scoped(game),
    lang,
    seat,
    seatName: nameOf,
    say: sayer(game, { lang, seat, name: nameOf }),
    act: sendAct,
    game,
  };
}

function renderAll() {
  const live = S.snap;
  toolLabels();
  if (S.gone) {
    renderGone();
    return;
  }
  if (!live) {
    $("status").textContent = t("table.loading");
    return;
  }
  // a displaced tab shows the table but offers no move (they are the live tab's), and its
  // clocks stop where they stood when it was displaced: it hears no more of the table
  const snap = S.displaced ? { ...live, legal: [], clocks: P.frozenClocks(live.clocks, S.displacedAt - S.snapAt) } : live;
  const c = ctx();
  document.body.dataset.stateId = String(snap.state_id);
  document.body.dataset.seat = snap.seat === null ? "spectator" : String(snap.seat);
  document.body.dataset.game = snap.game;
  document.body.classList.toggle("my-turn", snap.legal.length > 0);
  $("spectator-badge").hidden = snap.seat !== null;
  const title = gameTitle();
  $("game-title").textContent = title;
  baseTitle = `${title} · afoot`;
  if (S.flashTimer === undefined) document.title = baseTitle;
  const empty = P.emptySeats(snap);
  const abandoned = snap.status === "abandoned";
  $("status").textContent = S.displaced
    ? t("table.replaced_status")
    : abandoned
      ? t("table.abandoned_status")
      : empty.length
      ? t("table.waiting_join", { n: empty.length, names: listText(empty.map(nameOf)) })
      : P.statusText(snap, nameOf, t, listText);
  $("status").classList.toggle("mine", P.myTurn(snap));
  renderSeats($("seats"), snap, nameOf, S.displaced ? [] : P.standInOffers(snap), { takeover: sendTakeover, skip: sendSkip });
  tickClocks($("seats"), S.snapAt);
  const boardEl = $("board");
  const scrollY = window.scrollY;
  // nothing moves before every human seat is taken: the waiting room, not the board
  replace(boardEl, empty.length ? waitingRoom(snap, empty) : boardFor(S.mod || null, snap, c));
  window.scrollTo({ top: scrollY });
  if (S.displaced) replace($("moves"), h("p", { class: "muted" }, t("table.replaced_moves")));
  else if (abandoned) replace($("moves"), h("p", { class: "muted" }, t("table.abandoned_moves")));
  else if (empty.length) replace($("moves"), h("p", { class: "muted" }, t("table.starts_when_full")));
  else renderMoves($("moves"), snap, S.mod || null, c, sendAct, S.busy);
  renderLog($("log"), S.log, S.mod || null, snap, c, { latest: $("log-latest"), fresh: S.fresh });
  const end = $("end");
  end.hidden = !snap.over;
  if (snap.over) replace(end, endContent(snap, nameOf, snap.table, endReason(S.mod || null, S.log, snap, c)));
  if (!$("casebook-panel").hidden) renderCasebook();
}

/**
 * This link leads to no table (or to one this page may not watch): say so in place of the
 * table, and stop. @param {string} key
 */
function goneWith(key) {
  S.gone = key;
  S.stopped = true;
  clearTimeout(S.reconnectTimer);
  if (S.ws) {
    const ws = S.ws;
    S.ws = null;
    ws.close();
  }
  clearNotice();
  renderAll();
}

function renderGone() {
  const key = /** @type {string} */ (S.gone);
  $("status").textContent = t(key === "table.no_spectators" ? "table.private_status" : "table.not_found_status");
  $("seats").hidden = true;
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll(".side-col, #end, #alerts-btn, #casebook-btn, #rules-btn"))) el.hidden = true;
  replace(
    $("board"),
    h("div", { class: "panel gone", id: "gone" },
      h("p", null, t(key, { id: tableId })),
      h("p", null, h("a", { href: "/", class: "button primary" }, t("table.to_lobby")))),
  );
}

/**
 * An open table: who it waits for and, to the host, each empty seat's invite link with a copy
 * button (the server sends them to the host's seat only).
 * @param {Snapshot} snap @param {number[]} empty
 */
function waitingRoom(snap, empty) {
  const invites = snap.invites || [];
  const host = (snap.seats || []).find((s) => s.kind === "human");
  return h(
    "div",
    { class: "panel waiting-room", id: "waiting" },
    h("h2", null, t("table.waiting_join", { n: empty.length, names: listText(empty.map(nameOf)) })),
    invites.length
      ? [
          h("p", null, t("table.invites_intro")),
          h("div", { id: "invites" }, invites.map((inv) => inviteRow(inv))),
        ]
      : h("p", { class: "muted" }, host && host.seat !== snap.seat ? t("table.invites_with_host", { name: nameOf(host.seat) }) : ""),
    h("p", { class: "muted" }, t("table.starts_when_full")),
  );
}

function renderMovesOnly() {
  if (S.snap && !S.displaced) renderMoves($("moves"), S.snap, S.mod || null, ctx(), sendAct, S.busy);
}

let baseTitle = document.title;

/** The game's name for its table (its ``table_title``), else the table's (``tableTitle``). */
function gameTitle() {
  const game = S.snap ? S.snap.game : S.summary ? S.summary.game : "";
  const key = `${game}.table_title`;
  const own = t(key);
  if (own !== key) return own;
  const options = S.snap ? S.snap.options : S.summary ? S.summary.options : null;
  return tableTitle(game, options, S.info ? S.info.title : undefined);
}

function hasCasebook() {
  return Boolean((S.snap && S.snap.casebook) || (S.summary && S.summary.casebook));
}

function toolLabels() {
  const a = $("alerts-btn");
  a.textContent = t("table.alerts");
  a.setAttribute("aria-pressed", String(S.alerts));
  a.title = S.alerts ? t("table.alerts_off") : t("table.alerts_on");
  $("rules-btn").textContent = t("table.rules");
  $("casebook-btn").textContent = hasCasebook() ? t("table.casebook") : t("table.notes");
  $("casebook-title").textContent = hasCasebook() ? t("table.casebook") : t("table.notes");
}

function notesKey() {
  const seat = S.snap && S.snap.seat !== null ? S.snap.seat : "spectator";
  return `afoot.notes.${tableId}.${seat}`;
}

function renderCasebook() {
  const box = $("casebook");
  const snap = S.snap;
  if (snap && snap.casebook && S.mod && S.mod.renderCasebook) {
    try {
      replace(box, S.mod.renderCasebook(snap.casebook, snap, ctx()));
    } catch (err) {
      console.error(err);
      replace(box, h("pre", { class: "json" }, JSON.stringify(snap.casebook, null, 2)));
    }
  } else if (snap && snap.casebook) {
    replace(box, h("pre", { class: "json" }, JSON.stringify(snap.casebook, null, 2)));
  } else {
    replace(box);
  }
  const notes = /** @type {HTMLTextAreaElement} */ ($("notes"));
  if (document.activeElement !== notes) notes.value = (store && store.getItem(notesKey())) || "";
}

/** @param {string} id @param {HTMLElement} btn @param {() => void} onOpen */
function toggle(id, btn, onOpen) {
  const panel = $(id);
  panel.hidden = !panel.hidden;
  btn.setAttribute("aria-expanded", String(!panel.hidden));
  if (!panel.hidden) {
    onOpen();
    const focusable = /** @type {HTMLElement|null} */ (panel.querySelector("button.close"));
    if (focusable) focusable.focus();
  }
}

/** The game's rules page in the page's language, else in English (the URLs /api/games gives). */
async function loadRules() {
  const game = S.snap ? S.snap.game : S.summary ? S.summary.game : "";
  const lang = getLang();
  if (!game || S.rulesLang === `${game}.${lang}`) return;
  const box = $("rules");
  const pages = (S.info || (await gameInfo(game).catch(() => null)) || { rules: {} }).rules;
  for (const l of [lang, "en"]) {
    if (!pages[l]) continue;
    try {
      const res = await fetch(pages[l]);
      if (res.ok) {
        const html = await res.text();
        // our own static page; keep only its body if it is a whole document
        const doc = new DOMParser().parseFromString(html, "text/html");
        for (const s of doc.querySelectorAll("script")) s.remove();
        box.innerHTML = doc.body ? doc.body.innerHTML : html;
        if (l !== lang) box.prepend(h("p", { class: "muted" }, t("table.rules_missing")));
        S.rulesLang = `${game}.${lang}`;
        return;
      }
    } catch {
      /* try the next */
    }
  }
  replace(box, h("p", { class: "muted" }, t("table.rules_missing")));
}

// -- notices and alerts ------------------------------------------------------------------------
/** @param {string} text @param {boolean} [fade] */
function notice(text, fade = true) {
  const el = $("notice");
  el.textContent = text;
  el.hidden = false;
  clearTimeout(S.noticeTimer);
  if (fade) S.noticeTimer = window.setTimeout(clearNotice, 9000);
}
function clearNotice() {
  $("notice").hidden = true;
}

/**
 * This seat is open in another tab or window (a newer connection took it): say so, with a
 * button that takes it back (which displaces the other tab in turn).
 * @param {boolean} unsent a move of this tab was not sent
 */
function displacedNotice(unsent) {
  const el = $("notice");
  replace(
    el,
    h("span", null, t(unsent ? "table.replaced_unsent" : "table.replaced")),
    " ",
    h("button", { type: "button", id: "take-back", class: "primary small-btn", onclick: takeBack }, t("table.take_back")),
  );
  el.hidden = false;
  clearTimeout(S.noticeTimer);
}

function takeBack() {
  S.displaced = false;
  S.attempt = 0;
  clearNotice();
  replace($("notice"));
  connect();
  renderAll();
}

function ensureAudio() {
  try {
    if (!S.audio) S.audio = new (window.AudioContext || /** @type {any} */ (window).webkitAudioContext)();
    if (S.audio.state === "suspended") S.audio.resume().catch(() => {});
  } catch {
    S.audio = null;
  }
}

function beep() {
  const ac = S.audio;
  if (!ac || ac.state !== "running") return;
  const now = ac.currentTime;
  for (const [i, f] of [[0, 660], [1, 880]]) {
    const osc = ac.createOscillator();
    const gain = ac.createGain();
    osc.type = "sine";
    osc.frequency.value = f;
    gain.gain.setValueAtTime(0.0001, now + i * 0.14);
    gain.gain.exponentialRampToValueAtTime(0.15, now + i * 0.14 + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + i * 0.14 + 0.13);
    osc.connect(gain).connect(ac.destination);
    osc.start(now + i * 0.14);
    osc.stop(now + i * 0.14 + 0.14);
  }
}

function alertTurn() {
  if (!S.alerts) return;
  beep();
  const away = document.hidden || !document.hasFocus();
  if (away) {
    stopFlash();
    let on = false;
    S.flashTimer = window.setInterval(() => {
      on = !on;
      document.title = on ? t("table.title_turn") : baseTitle;
    }, 1000);
    document.title = t("table.title_turn");
    if ("Notification" in window && Notification.permission === "granted") {
      try {
        const n = new Notification(t("table.title_turn"), { body: gameTitle(), tag: `afoot-${tableId}` });
        n.onclick = () => {
          window.focus();
          n.close();
        };
      } catch {
        /* some browsers want a service worker */
      }
    }
  }
}

function stopFlash() {
  if (S.flashTimer !== undefined) clearInterval(S.flashTimer);
  S.flashTimer = undefined;
  document.title = baseTitle;
}
