// @ts-check
/** /join/{code}: claim the invited seat with a name, keep the token, go to the table. */
import { t } from "./i18n.js";
import { initLang, applyI18n, mountLang, storage, getJSON } from "./page.js";
import * as P from "./protocol.js";

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
const store = storage();
const code = P.idFromPath(location.pathname, "join") || new URLSearchParams(location.search).get("code") || "";

initLang();
applyI18n();
mountLang($("lang-slot"), () => {});
const nameInput = /** @type {HTMLInputElement} */ ($("name"));
nameInput.value = (store && store.getItem("afoot.name")) || "";
nameInput.focus();

$("join-form").addEventListener("submit", async (e) => {
  e.preventDefault();
  const err = $("join-error");
  err.hidden = true;
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
    err.textContent =
      status === 404 ? t("join.not_found") : status === 409 ? t("join.taken") : t("join.failed", { reason: /** @type {Error} */ (ex).message });
    err.hidden = false;
    $("join-links").hidden = false;
    btn.disabled = false;
    btn.textContent = t("join.submit");
  }
});
