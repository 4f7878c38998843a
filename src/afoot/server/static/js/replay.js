// @ts-check
/**
 * /replay/{id}: a finished game, step by step, as one seat (or a spectator) saw it. Frames come
 * from /api/tables/{id}/replay?seat=N and are drawn by the same game modules; no moves.
 */
import { t, scoped, getLang } from "./i18n.js";
import { sayer } from "./messages.js";
import * as P from "./protocol.js";
import { h, replace } from "./dom.js";
import { initLang, applyI18n, mountLang, storage, getJSON, tableTitle } from "./page.js";
import { loadGame, gameInfo, renderSeats, renderLog, boardFor, endContent, endReason, stepCaption } from "./components/widgets.js";

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
const store = storage();
const tableId = P.idFromPath(location.pathname, "replay") || new URLSearchParams(location.search).get("table") || "";

/** @type {any} */ let data = null;
/** @type {any} */ let mod = null;
/** @type {any} */ let summary = null;
/** @type {string|undefined} the game's title as /api/games lists it */ let listedTitle;
let index = 0;
let missing = false;
/** @type {number|undefined} */ let timer;

initLang();
applyI18n();
mountLang($("lang-slot"), () => {
  if (missing) gone();
  fillPerspectives();
  show(index);
});

const slider = /** @type {HTMLInputElement} */ ($("slider"));
$("first").addEventListener("click", () => go(0));
$("back").addEventListener("click", () => go(index - 1));
$("forward").addEventListener("click", () => go(index + 1));
$("last").addEventListener("click", () => go(data ? data.frames.length - 1 : 0));
$("play").addEventListener("click", () => (timer === undefined ? play() : pause()));
slider.addEventListener("input", () => go(Number(slider.value)));
$("perspective").addEventListener("change", () => load(/** @type {HTMLSelectElement} */ ($("perspective")).value));
document.addEventListener("keydown", (e) => {
  if (/** @type {HTMLElement} */ (e.target).matches("input, select, textarea")) return;
  if (e.key === "ArrowLeft") go(index - 1);
  else if (e.key === "ArrowRight") go(index + 1);
  else if (e.key === "Home") go(0);
  else if (e.key === "End") go(data ? data.frames.length - 1 : 0);
  else if (e.key === " ") {
    e.preventDefault();
    timer === undefined ? play() : pause();
  }
});
playLabel();

start();

async function start() {
  try {
    if (!tableId) throw Object.assign(new Error("no table"), { status: 404 });
    summary = await getJSON(`/api/tables/${encodeURIComponent(tableId)}`);
  } catch (e) {
    if (/** @type {any} */ (e).status === 404) gone();
    else notice(/** @type {Error} */ (e).message);
    return;
  }
  const mine = store ? P.loadSeat(store, tableId) : null;
  fillPerspectives();
  const want = mine && typeof mine.seat === "number" ? String(mine.seat) : "";
  /** @type {HTMLSelectElement} */ ($("perspective")).value = want;
  await load(want);
}

function fillPerspectives() {
  if (!summary) return;
  const sel = /** @type {HTMLSelectElement} */ ($("perspective"));
  const value = sel.value;
  replace(sel,
    h("option", { value: "" }, t("replay.spectator")),
    (summary.seats || []).map((/** @type {any} */ s) => h("option", { value: String(s.seat) }, P.seatName(s, s.seat, t))));
  sel.value = value;
}

/** @param {string} seat */
async function load(seat) {
  pause();
  try {
    data = await getJSON(`/api/tables/${encodeURIComponent(tableId)}/replay${seat === "" ? "" : `?seat=${encodeURIComponent(seat)}`}`);
  } catch (e) {
    const status = /** @type {any} */ (e).status;
    notice(status === 409 ? t("replay.not_finished") : /** @type {Error} */ (e).message);
    return;
  }
  mod = await loadGame(data.game);
  const info = await gameInfo(data.game).catch(() => null);
  listedTitle = info ? info.title : undefined;
  slider.max = String(data.frames.length - 1);
  const keep = Math.min(index, data.frames.length - 1);
  show(keep > 0 ? keep : data.frames.length - 1 === 0 ? 0 : 0);
}

/** @param {number} i */
function go(i) {
  if (!data) return;
  show(Math.max(0, Math.min(data.frames.length - 1, i)));
}

/** @param {number} s */
function nameOf(s) {
  const info = data && (data.seats || []).find((/** @type {any} */ x) => x.seat === s);
  return P.seatName(info, s, t, data ? data.seat : null);
}

/** @param {number} i */
function show(i) {
  if (!data) return;
  index = i;
  const frames = data.frames;
  const frame = frames[i];
  const last = i === frames.length - 1;
  /** @type {any[]} */
  const log = [];
  for (let k = 0; k <= i; k++) log.push(...(frames[k].events || []));
  const snap = {
    table: data.table,
    game: data.game,
    players: data.players,
    options: data.options,
    seat: data.seat === undefined ? null : data.seat,
    state_id: frame.state_id,
    view: frame.view,
    legal: [],
    to_act: frame.to_act || [],
    waiting_for: frame.waiting_for || frame.to_act || [],
    events: frame.events || [],
    log,
    seats: (data.seats || []).map((/** @type {any} */ s) => ({ ...s, connected: true })),
    clocks: null,
    over: last,
    result: last ? data.result : null,
    casebook: null,
    prompt: frame.prompt || null,
  };
  const game = data.game;
  const lang = getLang();
  const ctx = { t: scoped(game), lang, seat: snap.seat, seatName: nameOf, say: sayer(game, { lang, seat: snap.seat, name: nameOf }), game };
  document.body.dataset.stateId = String(frame.state_id);
  document.body.dataset.seat = snap.seat === null ? "spectator" : String(snap.seat);
  $("game-title").textContent = tableTitle(game, data.options, listedTitle);
  slider.value = String(i);
  $("step").textContent = i === 0 ? t("replay.start") : t("replay.step", { i, n: frames.length - 1 });
  $("status").textContent = last ? t("table.game_over") : P.statusText({ ...snap, legal: [], seat: null }, nameOf, t, (n) => n.join(", "));
  renderSeats($("seats"), snap, nameOf, [], {});
  replace($("board"), boardFor(mod, snap, ctx));
  renderLog($("log"), log, mod, snap, ctx);
  const end = $("end");
  end.hidden = !last;
  if (last) replace(end, endContent(snap, nameOf, data.table, endReason(mod, log, snap, ctx)));
  // what happened at this step
  const prevSnap = i > 0 ? { ...snap, view: frames[i - 1].view } : snap;
  const what = stepCaption(mod, frame, snap, prevSnap, ctx);
  $("last-action").textContent = what;
  for (const id of ["first", "back"]) /** @type {HTMLButtonElement} */ ($(id)).disabled = i === 0;
  for (const id of ["forward", "last"]) /** @type {HTMLButtonElement} */ ($(id)).disabled = last;
  if (last) pause();
}


function play() {
  if (!data) return;
  if (index >= data.frames.length - 1) show(0);
  const step = () => {
    if (!data || index >= data.frames.length - 1) {
      pause();
      return;
    }
    show(index + 1);
    timer = window.setTimeout(step, Number(/** @type {HTMLSelectElement} */ ($("speed")).value));
  };
  timer = window.setTimeout(step, Number(/** @type {HTMLSelectElement} */ ($("speed")).value));
  playLabel();
}

function pause() {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  playLabel();
}

function playLabel() {
  $("play").textContent = timer === undefined ? `▶ ${t("replay.play")}` : `❚❚ ${t("replay.pause")}`;
}

/** No such game: say so in place of the replay (again on a change of language). */
function gone() {
  missing = true;
  // the header says which replay this is: "Replay · No such game"
  $("game-title").textContent = t("replay.not_found_status");
  $("status").textContent = "";
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll(".replay-controls, .side-col, #seats, #perspective, label[for=perspective]"))) el.hidden = true;
  replace($("board"), h("div", { class: "panel gone", id: "gone" },
    h("p", null, tableId ? t("replay.not_found", { id: tableId }) : t("replay.no_id")),
    h("p", null, h("a", { href: "/", class: "button primary" }, t("table.to_lobby")))));
}

/** @param {string} text */
function notice(text) {
  const el = $("notice");
  el.textContent = text;
  el.hidden = false;
}
