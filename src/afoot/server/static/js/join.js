// @ts-check
/**
 * /join/{code}: what the invite seats you at (the game, its options, the host, the seat), then
 * claim the seat with a name, keep the token, go to the table. A link that names no invite, or
 * one already used, says so at once.
 */
import { t, listText } from "./i18n.js";
import { h, replace } from "./dom.js";
import { initLang, applyI18n, mountLang, storage, getJSON, tableTitle, optionName, choiceName } from "./page.js";
import { gameInfo, loadTexts } from "./components/widgets.js";
import * as P from "./protocol.js";

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
const store = storage();
const code = P.idFromPath(location.pathname, "join") || new URLSearchParams(location.search).get("code") || "";

/** @type {any} what the invite is for (GET /api/invites/{code}), once known */
let info = null;
/** @type {string|null} the key of the sentence that says this link cannot be used */
let dead = null;

initLang();
applyI18n();
mountLang($("lang-slot"), render);
const nameInput = /** @type {HTMLInputElement} */ ($("name"));
nameInput.value = (store && store.getItem("afoot.name")) || "";
nameInput.focus();

getJSON(`/api/invites/${encodeURIComponent(code)}`)
  .then(async (found) => {
    await loadTexts(found.game); // its texts name the chosen edition, as the table does
    const listed = await gameInfo(found.game).catch(() => null);
    info = { ...found, title: listed ? listed.title : undefined };
    if (found.taken) dead = "join.taken";
    else if (found.status === "abandoned") dead = "join.abandoned";
    render();
  })
  .catch((/** @type {any} */ ex) => {
    if (ex.status === 404 || !code) dead = "join.not_found";
    render();
  });

function render() {
  const about = $("join-about");
  if (info) {
    const seats = (info.seats || []).map((/** @type {any} */ s) =>
      s.seat === info.seat ? t("join.this_seat", { name: t("seat.default", { n: s.seat + 1 }) }) : P.seatName(s, s.seat, t));
    const options = Object.entries(info.options || {}).map(([name, value]) =>
      h("li", { "data-option": name }, `${optionName(info.game, name)}: ${choiceName(info.game, name, value)}`));
    replace(
      about,
      h("h2", { class: "join-game" }, tableTitle(info.game, info.options, info.title)),
      h("p", { class: "join-host" }, info.host ? t("join.host", { name: info.host }) : null),
      h("p", { class: "join-seat" }, t("join.your_seat", { n: info.seat + 1, of: info.players })),
      h("p", { class: "join-seats muted" }, t("join.at_table", { names: listText(seats) })),
      options.length ? [h("h3", null, t("lobby.options")), h("ul", { class: "join-options" }, options)] : null,
    );
    about.hidden = false;
  }
  if (dead) {
    $("join-form").hidden = true;
    $("join-intro").hidden = true;
    showError(t(dead), info && info.taken ? info : null);
  }
}

/** @param {string} text @param {any} [table] a table to offer to watch */
function showError(text, table) {
  const err = $("join-error");
  err.textContent = text;
  err.hidden = false;
  const links = [];
  if (table && table.spectators !== false) {
    links.push(h("a", { href: `/table/${encodeURIComponent(table.table)}`, class: "button" }, t("join.watch")), " ");
  }
  links.push(h("a", { href: "/", class: "button secondary" }, t("join.back")));
  replace($("join-links"), links);
  $("join-links").hidden = false;
}

$("join-form").addEventListener("submit", async (e) => {
  e.preventDefault();
  $("join-error").hidden = true;
  const btn = /** @type {HTMLButtonElement} */ ($("join-btn"));
  const name = nameInput.value.trim();
  if (!name) {
    nameInput.focus();
    return;
  }
  btn.disabled = true;
  btn.textContent = t("join.joining");
  if (store) store.setItem("afoot.name", name);
  try {
    const res = await getJSON(`/api/invites/${encodeURIComponent(code)}`, {
      method: "POST",
      body: JSON.stringify({ name, player: (store && store.getItem("afoot.player")) || null }),
    });
    if (store) {
      if (res.player) store.setItem("afoot.player", res.player);
      P.saveSeat(store, res.table, res.seat, res.token);
    }
    location.href = `/table/${encodeURIComponent(res.table)}`;
  } catch (ex) {
    const status = /** @type {any} */ (ex).status;
    if (status === 404 || status === 409) {
      dead = status === 404 ? "join.not_found" : "join.taken";
      render();
    } else {
      showError(t("join.failed", { reason: /** @type {Error} */ (ex).message }));
    }
    btn.disabled = false;
    btn.textContent = t("join.submit");
  }
});
