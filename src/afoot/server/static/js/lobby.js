// @ts-check
/**
 * The lobby (/): the games, the create-table form (players, options, seats, clock, casebook,
 * spectators, your name), the invite links after creating, and the open, running and my
 * finished tables.
 */
import { t, getLang, listText } from "./i18n.js";
import { h, replace } from "./dom.js";
import { initLang, applyI18n, mountLang, storage, getJSON, choiceName, optionName, gameName, botChoices } from "./page.js";
import * as P from "./protocol.js";
import { inviteRow, gameList, loadTexts } from "./components/widgets.js";

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
const store = storage();

/** @type {any[]} */
let games = [];
/** @type {string} */
let chosen = "";
/** form values kept across re-renders (language changes) */
const form = {
  players: 0,
  /** @type {Record<string, any>} */ options: {},
  /** @type {{kind: string, bot: string}[]} */ seats: [],
  clock: false,
  bank: 10,
  inc: 10,
  casebook: false,
  spectators: true,
  public: true,
  name: (store && store.getItem("afoot.name")) || "",
};
/** @type {any} */
let created = null;

initLang();
applyI18n();
mountLang($("lang-slot"), () => {
  renderGames();
  renderForm();
  renderCreated();
  loadLists();
});

$("join-form").addEventListener("submit", (e) => {
  e.preventDefault();
  const code = P.inviteCode(/** @type {HTMLInputElement} */ ($("join-code")).value);
  if (code) location.href = `/join/${encodeURIComponent(code)}`;
});
$("refresh").addEventListener("click", loadLists);

/** the games, with every game's texts (titles, options, bots) in: the lists wait for them */
const ready = gameList().then(async (list) => {
  await Promise.all(list.map((g) => loadTexts(g.id)));
  return list;
});
ready
  .then((list) => {
    games = list || [];
    // the game asked for (?game=), else the one this browser chose last, else the first
    const want = new URLSearchParams(location.search).get("game");
    const last = store && store.getItem("afoot.game");
    const first = [want, last].find((id) => id && games.some((g) => g.id === id));
    pick(first || (games[0] && games[0].id) || "");
  })
  .catch((err) => {
    replace($("games"), h("p", { class: "error-line" }, t("lobby.load_error", { reason: err.message })));
  });
loadLists();
setInterval(loadLists, 20000);

// -- games and the form ----------------------------------------------------------------------
/** @param {string} id */
function gameTitle(id) {
  const g = games.find((x) => x.id === id);
  return gameName(id, g ? g.title : id);
}
/** @param {any} g */
function gameSummary(g) {
  const key = `${g.id}.summary`;
  const own = t(key);
  return own !== key && getLang() !== "en" ? own : g.summary;
}

/** The player's choice of game, kept for their next visit. @param {string} id */
function choose(id) {
  if (store) store.setItem("afoot.game", id);
  pick(id);
}

/** @param {string} id */
function pick(id) {
  chosen = id;
  const g = games.find((x) => x.id === id);
  if (!g) return;
  form.players = g.players[0];
  form.options = {};
  for (const o of g.options) form.options[o.name] = o.default;
  form.seats = [];
  fitSeats(g);
  form.casebook = Boolean(g.casebook);
  renderGames();
  renderForm();
}

/** @param {any} g */
function fitSeats(g) {
  while (form.seats.length < form.players) {
    form.seats.push(form.seats.length === 0 ? { kind: "human", bot: "" } : { kind: "bot", bot: (g.levels && g.levels[1]) || "medium" });
  }
  form.seats.length = form.players;
}

function renderGames() {
  replace(
    $("games"),
    games.map((g) =>
      h(
        "button",
        { type: "button", class: "game-card", "aria-pressed": String(g.id === chosen), "data-game": g.id, onclick: () => choose(g.id) },
        h("h3", null, gameTitle(g.id)),
        h("p", null,
          g.players[0] === g.players[1] ? t("lobby.players_fixed", { n: g.players[0] }) : t("lobby.players", { min: g.players[0], max: g.players[1] }),
          " · ", t(g.cooperative ? "lobby.cooperative" : "lobby.competitive")),
        h("p", null, gameSummary(g)),
      ),
    ),
  );
}

/** @param {any} g @param {any} o */
function optionVisible(g, o) {
  if (!o.requires) return true;
  const [name, value] = o.requires;
  return form.options[name] === value;
}

function renderForm() {
  const g = games.find((x) => x.id === chosen);
  const el = $("create-form");
  if (!g) {
    replace(el);
    return;
  }
  const id = (/** @type {string} */ s) => `f-${s}`;
  const rows = [];
  // players
  if (g.players[0] !== g.players[1]) {
    const sel = h("select", { id: id("players"), name: "players", onchange: (/** @type {Event} */ e) => {
      form.players = Number(/** @type {HTMLSelectElement} */ (e.target).value);
      fitSeats(g);
      renderForm();
    } }, range(g.players[0], g.players[1]).map((n) => h("option", { value: String(n), selected: n === form.players || null }, String(n))));
    rows.push(h("label", { for: id("players") }, t("lobby.player_count")), sel);
  }
  // options
  const opts = [];
  for (const o of g.options) {
    if (!optionVisible(g, o)) continue;
    const label = optionName(g.id, o.name);
    const docKey = `${g.id}.doc.${o.name}`;
    const doc = t(docKey) !== docKey ? t(docKey) : o.doc;
    const sel = h(
      "select",
      { id: id(`opt-${o.name}`), name: o.name, "data-option": o.name, "aria-describedby": id(`doc-${o.name}`), onchange: (/** @type {Event} */ e) => {
        form.options[o.name] = JSON.parse(/** @type {HTMLSelectElement} */ (e.target).value);
        renderForm();
      } },
      o.choices.map((/** @type {any} */ c) => h("option", { value: JSON.stringify(c), selected: P.actionKey(c) === P.actionKey(form.options[o.name]) || null }, choiceName(g.id, o.name, c))),
    );
    opts.push(h("label", { for: id(`opt-${o.name}`) }, label), sel, h("div", { class: "doc", id: id(`doc-${o.name}`) }, doc));
  }
  // seats
  const bots = botChoices(g.id, g.levels || [], g.bots || []);
  const firstHuman = form.seats.findIndex((s) => s.kind === "human");
  const seats = form.seats.map((s, i) =>
    h("div", { class: "seat-row", "data-seat": String(i) },
      h("span", { class: "seat-label" }, t("lobby.seat_n", { n: i + 1 }), i === firstHuman ? ` (${t("lobby.you")})` : ""),
      h("select", { "aria-label": `${t("lobby.seat_n", { n: i + 1 })}`, name: `kind-${i}`, onchange: (/** @type {Event} */ e) => {
        s.kind = /** @type {HTMLSelectElement} */ (e.target).value;
        if (s.kind === "bot" && !s.bot) s.bot = (g.levels && g.levels[1]) || "medium";
        renderForm();
      } },
        h("option", { value: "human", selected: s.kind === "human" || null }, t("lobby.human")),
        h("option", { value: "bot", selected: s.kind === "bot" || null }, t("lobby.bot"))),
      s.kind === "bot"
        ? h("select", { "aria-label": t("lobby.bot"), "aria-describedby": id(`bot-doc-${i}`), name: `bot-${i}`, onchange: (/** @type {Event} */ e) => {
            s.bot = /** @type {HTMLSelectElement} */ (e.target).value;
            const doc = document.getElementById(id(`bot-doc-${i}`));
            if (doc) doc.textContent = (bots.find((b) => b.id === s.bot) || { desc: "" }).desc;
          } },
            bots.map((b) => h("option", { value: b.id, selected: b.id === s.bot || null, title: b.desc || null }, b.name)))
        : null,
      s.kind === "bot"
        ? h("span", { class: "doc bot-doc", id: id(`bot-doc-${i}`) }, (bots.find((b) => b.id === s.bot) || { desc: "" }).desc)
        : null,
    ));
  /** @param {string} key @param {string} label @param {any} [extra] */
  const check = (key, label, extra) =>
    h("label", { class: "seat-row check-row" },
      h("input", { type: "checkbox", name: key, checked: /** @type {any} */ (form)[key] || null, onchange: (/** @type {Event} */ e) => {
        /** @type {any} */ (form)[key] = /** @type {HTMLInputElement} */ (e.target).checked;
        renderForm();
      } }), h("span", { class: "check-text" }, label), extra || null);
  const nameInput = h("input", { type: "text", id: id("name"), name: "name", maxlength: "40", required: true, value: form.name, autocomplete: "nickname", oninput: (/** @type {Event} */ e) => {
    form.name = /** @type {HTMLInputElement} */ (e.target).value;
  } });
  replace(
    el,
    h("h3", null, gameTitle(g.id)),
    rows.length ? h("div", { class: "form-grid" }, rows) : null,
    opts.length ? h("fieldset", null, h("legend", null, t("lobby.options")), h("div", { class: "form-grid" }, opts)) : null,
    h("fieldset", null, h("legend", null, t("lobby.seats")), seats),
    h("fieldset", null, h("legend", null, t("lobby.clock")),
      check("clock", t("lobby.clock_on")),
      form.clock
        ? h("div", { class: "form-grid" },
            h("label", { for: id("bank") }, t("lobby.bank")),
            h("input", { type: "number", id: id("bank"), min: "1", max: "1440", step: "1", value: String(form.bank), oninput: (/** @type {Event} */ e) => { form.bank = Number(/** @type {HTMLInputElement} */ (e.target).value); } }),
            h("label", { for: id("inc") }, t("lobby.increment")),
            h("input", { type: "number", id: id("inc"), min: "0", max: "3600", step: "1", value: String(form.inc), oninput: (/** @type {Event} */ e) => { form.inc = Number(/** @type {HTMLInputElement} */ (e.target).value); } }))
        : null),
    h("fieldset", null,
      check("casebook", t("lobby.casebook"), g.casebook ? null : h("span", { class: "muted small" }, ` (${t("lobby.casebook_none")})`)),
      check("spectators", t("lobby.spectators")),
      check("public", t("lobby.public"))),
    h("div", { class: "form-grid" }, h("label", { for: id("name") }, t("lobby.your_name")), nameInput),
    h("p", null, h("button", { type: "submit", class: "primary", id: "create-btn" }, t("lobby.create"))),
  );
  el.onsubmit = (e) => {
    e.preventDefault();
    create(g);
  };
}

/** @param {number} a @param {number} b */
function range(a, b) {
  const out = [];
  for (let i = a; i <= b; i++) out.push(i);
  return out;
}

/** @param {any} g */
async function create(g) {
  const err = $("create-error");
  err.hidden = true;
  const btn = /** @type {HTMLButtonElement} */ ($("create-btn"));
  btn.disabled = true;
  btn.textContent = t("lobby.creating");
  const name = form.name.trim() || "Player";
  if (store) store.setItem("afoot.name", name);
  /** @type {Record<string, any>} */
  const options = {};
  for (const o of g.options) if (optionVisible(g, o)) options[o.name] = form.options[o.name];
  const body = {
    game: g.id,
    players: form.players,
    options,
    seats: form.seats.map((s) => (s.kind === "bot" ? { kind: "bot", bot: s.bot } : { kind: "human" })),
    name,
    player: (store && store.getItem("afoot.player")) || null,
    clock: form.clock ? { bank_seconds: Math.max(5, form.bank * 60), increment_seconds: Math.max(0, form.inc) } : null,
    casebook: form.casebook,
    spectators: form.spectators,
    public: form.public,
  };
  try {
    const res = await getJSON("/api/tables", { method: "POST", body: JSON.stringify(body) });
    if (store && res.player) store.setItem("afoot.player", res.player);
    if (store && res.token) P.saveSeat(store, res.table, res.seat, res.token);
    created = res;
    renderCreated();
    loadLists();
  } catch (e) {
    err.textContent = /** @type {Error} */ (e).message;
    err.hidden = false;
  } finally {
    btn.disabled = false;
    btn.textContent = t("lobby.create");
  }
}

function renderCreated() {
  const el = $("created");
  if (!created) {
    el.hidden = true;
    return;
  }
  el.hidden = false;
  const invites = created.invites || [];
  replace(
    el,
    h("h2", null, t("lobby.created")),
    invites.length
      ? [
          h("p", null, t("lobby.invites")),
          invites.map((/** @type {any} */ inv) => inviteRow(inv)),
        ]
      : h("p", null, t("lobby.no_invites")),
    h("p", null, h("a", { class: "button primary", id: "go-table", href: `/table/${encodeURIComponent(created.table)}` }, t("lobby.go_table"))),
  );
  el.scrollIntoView({ behavior: "smooth", block: "nearest" });
}

// -- lists ---------------------------------------------------------------------------------------
async function loadLists() {
  await ready.catch(() => null); // the games' titles first
  const player = store && store.getItem("afoot.player");
  const jobs = [
    getJSON("/api/tables?status=open").then((l) => renderList($("open-tables"), l, "open")),
    getJSON("/api/tables?status=running").then((l) => renderList($("running-tables"), l, "running")),
    player
      ? getJSON(`/api/players/${encodeURIComponent(player)}/games`).then((l) => renderList($("my-games"), l, "finished"))
      : Promise.resolve(renderList($("my-games"), [], "finished")),
  ];
  for (const j of jobs) j.catch((e) => console.warn(e));
}

/** @param {HTMLElement} el @param {any[]} list @param {string} kind */
function renderList(el, list, kind) {
  if (!list || !list.length) {
    replace(el, h("li", { class: "muted" }, t("lobby.none")));
    return;
  }
  replace(
    el,
    list.slice(0, 30).map((s) => {
      const mine = store ? P.loadSeat(store, s.table) : null;
      const names = (s.seats || []).map((/** @type {any} */ x) => P.seatName(x, x.seat, t)).join(", ");
      const free = (s.seats || []).filter((/** @type {any} */ x) => x.kind === "human" && !x.taken).length;
      const actions = [];
      if (kind === "finished" && s.status === "abandoned") {
        // set aside (nobody was at it): its seats may take it up again
        actions.push(h("a", { class: "button primary", href: `/table/${encodeURIComponent(s.table)}` }, t("lobby.resume")));
      } else if (kind === "finished") {
        actions.push(h("a", { class: "button", href: `/replay/${encodeURIComponent(s.table)}` }, t("lobby.replay")));
      } else if (mine) {
        actions.push(h("a", { class: "button primary", href: `/table/${encodeURIComponent(s.table)}` }, t("lobby.return")));
      } else if (s.spectators !== false) {
        actions.push(h("a", { class: "button", href: `/table/${encodeURIComponent(s.table)}` }, t("lobby.watch")));
      } else {
        actions.push(h("span", { class: "muted small" }, t("lobby.private")));
      }
      let extra = null;
      if (kind === "open" && free) extra = h("span", { class: "badge" }, t("lobby.free_seats", { n: free }));
      if (kind === "open" && free && !mine) {
        const open = (s.invites || []).map((/** @type {any} */ inv) =>
          h("a", { class: "button primary", href: inv.url, "data-seat": String(inv.seat) }, t("lobby.take_seat", { n: inv.seat + 1 })),
        );
        extra = [extra, open.length ? open : h("span", { class: "muted small" }, t("lobby.ask_invite"))];
      }
      if (kind === "finished" && s.status === "abandoned") extra = h("span", { class: "badge" }, t("lobby.abandoned"));
      if (kind === "finished" && s.result) {
        const w = (s.result.winners || []).map((/** @type {number} */ i) => P.seatName((s.seats || [])[i], i, t));
        extra = h("span", { class: "muted small" }, w.length ? t("lobby.winners", { names: listText(w) }) : t("lobby.draw"));
      }
      return h(
        "li",
        { "data-table": s.table },
        h("strong", null, gameTitle(s.game)),
        h("span", { class: "names" }, names),
        extra,
        h("span", { class: "muted small" }, when(s.updated)),
        h("span", { class: "actions" }, actions),
      );
    }),
  );
}

/** @param {string} iso */
function when(iso) {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return d.toLocaleString(getLang(), { dateStyle: "short", timeStyle: "short" });
}
