// @ts-check
/**
 * Purrrlock Holmes: Furriarty's Trail (`purrrlock`), 2-5 players: board, move labels, log
 * lines and casebook for the browser client (see the client contract).
 *
 * Names. Spanish from the Spanish rulebook (shared/rules/purrrlock-holmes.es.txt): carta de
 * pista, investigación, ventaja (lead), callejón sin salida (dead end), investigar, adivinar,
 * fase de limpieza, camino / rastro, ficha de huella de pata, Furriarty, "Paws" (the rulebook
 * keeps the English call: «Paws»), Inspector Jefe de Scotland Pound, Inspector de la caja de
 * arena, mazo de pistas, pila de descarte; the title's "rastro" ("seguirás el rastro de
 * Furriarty"): Purrrlock Holmes: El rastro de Furriarty.
 * OUR TRANSLATIONS (the rulebook does not print them): the Spanish suspect names (perro, rata,
 * ganso, cuervo, rana) and every German name (Hinweiskarte, Ermittlung, Spur, Sackgasse,
 * Ermitteln, Raten, Aufräumphase, Fährte, Pfotenabdruck, Hund, Ratte, Gans, Krähe, Frosch,
 * Chefinspektor von Scotland Pound, Katzenklo-Inspektor, the call „Pfoten!“ for "Paws!" and the
 * title Purrrlock Holmes: Furriartys Fährte). English suspect names are the
 * glossary's (the amphibian's printed name is uncertain: Frog or Toad).
 *
 * The texts are the game's locale/<lang>.json (the client's core files them under the game's
 * id). The log lines, the moves and the decision waited for are the server's messages
 * (messages.py), which the core renders: the board shows the decision as `ctx.say(snapshot.
 * prompt)` and titles a guess in the casebook with its move's `msg`; its own labels with
 * counts or seats are said with `ctx.say([key, params], false)`, the plain ones with `tr`.
 * The pure parts (tr, cardName, guessName, candidates, marks) use no DOM, so that `node --test`
 * can import this module; renderBoard and renderCasebook build elements.
 */

import { h, svg } from "#afoot/dom.js";
import { lookup } from "#afoot/i18n.js";
import { render } from "#afoot/messages.js";

export const GAME = "purrrlock";
export const SUSPECTS = ["dog", "rat", "goose", "crow", "frog"];
export const HOURS = 12;
/** VP of the Furriarty token */
export const FURRIARTY_VP = 3;

/** @typedef {[string, Record<string, any>]} Msg */
/** @typedef {{t?: Function, lang?: string, seat?: number|null, seatName?: (s: number) => string,
 *   say?: (msg: Msg, sentence?: boolean) => string, act?: (a: any) => void}} Ctx */
/** Our JSON, as the game declares it (src/afoot/games/purrrlock/shapes.py, `afoot schema --ts`).
 * @typedef {import("#types/purrrlock.js").Snapshot} Snapshot
 * @typedef {import("#types/purrrlock.js").View} View
 * @typedef {import("#types/purrrlock.js").PlayerView} PlayerView */

/** Our texts (locale/<lang>.json), which the client's core files under the game's id. */
const L = lookup(GAME);
const { langOf } = L;
/** Our own text: the key in the seat's language, else English, with {name} filled in. */
export const tr = L.tr;

/**
 * Our own label `key` through the core's renderer (plural forms by `n`, seats as `{seat: n}`),
 * as the table's ctx says it; without one (a test's bare ctx), rendered here for its language.
 * @param {Ctx} ctx @param {string} key @param {Record<string, any>} [params] @returns {string}
 */
export function say(ctx, key, params = {}) {
  if (ctx && typeof ctx.say === "function") return ctx.say([key, params], false);
  const reader = { lang: langOf(ctx), seat: ctx ? ctx.seat : null, name: (/** @type {number} */ s) => seatName(ctx, s) };
  return render(GAME, [key, params], reader, false);
}

// -- pure helpers (no DOM) -----------------------------------------------------------------

/** A seat's name (the shell's, else "Seat N"). */
export function seatName(ctx, seat) {
  if (typeof seat !== "number") return "?";
  const name = ctx && typeof ctx.seatName === "function" ? ctx.seatName(seat) : null;
  return name || `Seat ${seat + 1}`;
}

/** @param {string} card "<suspect>-<hour>" @returns {[string, number]} */
export function parseCard(card) {
  const s = String(card);
  const i = s.lastIndexOf("-");
  return [s.slice(0, i), Number(s.slice(i + 1))];
}

export function suspectName(ctx, suspect) {
  return tr(ctx, `suspect.${suspect}`);
}

/** Translated card name: "Goose 7" / "Ganso 7" / "Gans 7". */
export function cardName(ctx, card) {
  const [suspect, hour] = parseCard(card);
  return tr(ctx, "card", { suspect: suspectName(ctx, suspect), hour });
}

function cardList(ctx, cards) {
  return (cards || []).map((c) => cardName(ctx, c)).join(", ");
}

/** A guess: "Goose at 7", "Goose", "7 o'clock". */
export function guessName(ctx, suspect, hour) {
  const lang = langOf(ctx);
  if (suspect && hour) {
    const key = lang === "es" && hour === 1 ? "guess.both1" : "guess.both";
    return tr(ctx, key, { suspect: suspectName(ctx, suspect), hour });
  }
  if (suspect) return tr(ctx, "guess.suspect", { suspect: suspectName(ctx, suspect) });
  return tr(ctx, lang === "es" && hour === 1 ? "guess.hour1" : "guess.hour", { hour });
}

function view(snapshot) {
  return (snapshot && snapshot.view) || {};
}

/** Hours adjacent on the clock (12 next to 1). */
function near(a, b) {
  const d = Math.abs(a - b) % HOURS;
  return d <= 1 || d === HOURS - 1;
}

/** Is `card` a lead for an investigation `inv`? */
export function isLead(card, inv) {
  const [s1, h1] = parseCard(card);
  const [s2, h2] = parseCard(inv);
  return s1 === s2 || near(h1, h2);
}

/**
 * The cards the viewer's investigation may be, when the server sends no casebook list: agree
 * with every lead, dead end and wrong guess, and not a card the view shows elsewhere (an upper
 * bound of the exact list, which also tracks deck reshuffles).
 */
export function candidatesFromView(v) {
  const me = (v.players || []).find((p) => p.seat === v.seat);
  if (!me || !me.has_investigation) return [];
  if (me.investigation) return [me.investigation];
  const seen = new Set(v.discard || []);
  for (const p of v.players || []) {
    for (const c of [...(p.leads || []), ...(p.dead_ends || []), ...(p.completed || [])]) seen.add(c);
    for (const c of [...(p.hand || []), ...(p.known_hand || [])]) seen.add(c);
    if (p.seat !== v.seat && p.investigation) seen.add(p.investigation);
  }
  const out = [];
  for (const s of SUSPECTS) {
    for (let h = 1; h <= HOURS; h++) {
      const c = `${s}-${h}`;
      if (seen.has(c)) continue;
      if (!(me.leads || []).every((l) => isLead(l, c))) continue;
      if ((me.dead_ends || []).some((d) => isLead(d, c))) continue;
      const wrong = (me.wrong_guesses || []).some(
        (g) => (!g.suspect || g.suspect === s) && (!g.hour || g.hour === h),
      );
      if (wrong) continue;
      out.push(c);
    }
  }
  return out;
}

/** Whether card "<suspect>-<hour>" is what a guess names (a null detail: any). */
function fitsGuess(card, suspect, hour) {
  const [s, h] = parseCard(card);
  return (!suspect || suspect === s) && (!hour || hour === h);
}

/**
 * The mark on a legal move whose outcome the seat already knows, or null: a guess its own
 * wrong guesses (on its board, crossed out) already answer, "guessed"; with a casebook at the
 * table, a guess none of its candidates fits, "ruled_out". Without a casebook the board's
 * answers are the player's to deduce from: no deduction is made for them.
 * @param {any} action @param {any} snapshot @param {Ctx} ctx
 * @returns {{kind: string, text: string}|null}
 */
export function actionMark(action, snapshot, ctx) {
  if (!action || action.type !== "guess") return null;
  const v = view(snapshot);
  const me = (v.players || []).find((p) => p.seat === (ctx ? ctx.seat : null));
  const wrong = (me && me.wrong_guesses) || [];
  const named = [];
  for (const s of SUSPECTS) for (let h = 1; h <= HOURS; h++) if (fitsGuess(`${s}-${h}`, action.suspect, action.hour)) named.push(`${s}-${h}`);
  if (wrong.length && named.every((c) => wrong.some((w) => fitsGuess(c, w.suspect, w.hour)))) {
    return { kind: "guessed", text: tr(ctx, "mark.guessed") };
  }
  const book = snapshot && snapshot.casebook;
  if (book && Array.isArray(book.candidates) && !book.candidates.some((c) => fitsGuess(c, action.suspect, action.hour))) {
    return { kind: "ruled_out", text: tr(ctx, "mark.ruled_out") };
  }
  return null;
}

/** The legal move (its action and message) for an action equal to `action`, or null. */
function legalEntry(snapshot, action) {
  const key = canon(action);
  for (const l of (snapshot && snapshot.legal) || []) if (canon(l.action) === key) return l;
  return null;
}

/** The legal action equal to `action`, or null. */
export function findLegal(snapshot, action) {
  const l = legalEntry(snapshot, action);
  return l ? l.action : null;
}

function canon(a) {
  const o = {};
  for (const k of Object.keys(a || {}).sort()) if (a[k] !== null && a[k] !== undefined) o[k] = a[k];
  return JSON.stringify(o);
}

function ownVP(p) {
  if (!Array.isArray(p.face_down_values)) return null;
  const ups = (p.tokens_face_up || []).reduce((a, v) => a + (v === "furriarty" ? FURRIARTY_VP : Number(v)), 0);
  const down = p.face_down_values.reduce((a, v) => a + Number(v), 0);
  return ups + down - (p.paws_called ? 1 : 0);
}

// -- DOM -------------------------------------------------------------------------------------

/** A small clock face with the hand on the card's hour. */
function clock(hour) {
  const a = ((hour % 12) * 30 * Math.PI) / 180;
  const x = 12 + 7 * Math.sin(a);
  const y = 12 - 7 * Math.cos(a);
  const ticks = [];
  for (let i = 0; i < 12; i++) {
    const b = (i * 30 * Math.PI) / 180;
    ticks.push(
      svg("circle", { cx: 12 + 9.5 * Math.sin(b), cy: 12 - 9.5 * Math.cos(b), r: i % 3 ? 0.6 : 1, class: "pl-tick" }),
    );
  }
  return svg(
    "svg",
    { viewBox: "0 0 24 24", class: "pl-clock", "aria-hidden": "true" },
    svg("circle", { cx: 12, cy: 12, r: 11, class: "pl-face" }),
    ...ticks,
    svg("line", { x1: 12, y1: 12, x2: x, y2: y, class: "pl-hand" }),
    svg("circle", { cx: 12, cy: 12, r: 1.4, class: "pl-pin" }),
  );
}

/** Paw print drawing (our own: 4 toes and a pad). */
function paw(cls = "pl-paw") {
  return svg(
    "svg",
    { viewBox: "0 0 24 24", class: cls, "aria-hidden": "true" },
    svg("ellipse", { cx: 12, cy: 16, rx: 5.5, ry: 4.5 }),
    svg("ellipse", { cx: 5.5, cy: 10, rx: 2.2, ry: 2.8 }),
    svg("ellipse", { cx: 9.5, cy: 6, rx: 2.2, ry: 2.9 }),
    svg("ellipse", { cx: 14.5, cy: 6, rx: 2.2, ry: 2.9 }),
    svg("ellipse", { cx: 18.5, cy: 10, rx: 2.2, ry: 2.8 }),
  );
}

/** A clue card face. */
function cardEl(ctx, card, extra = "", onclick = null) {
  const [suspect, hour] = parseCard(card);
  const name = cardName(ctx, card);
  const attrs = {
    class: `pl-card pl-s-${suspect} ${extra}`.trim(),
    title: name,
    "data-card": card,
  };
  const kids = [
    h("span", { class: "pl-card-suspect" }, suspectName(ctx, suspect)),
    h("span", { class: "pl-card-hour" }, String(hour)),
    clock(hour),
  ];
  if (onclick) {
    return h("button", { ...attrs, type: "button", onclick, class: attrs.class + " pl-clickable" }, ...kids);
  }
  return h("span", attrs, ...kids);
}

function backEl(label = "?", extra = "") {
  return h("span", { class: `pl-card pl-back ${extra}`.trim() }, paw("pl-back-paw"), h("span", { class: "pl-back-label" }, label));
}

function cardRow(ctx, cards, extra = "", empty = "—") {
  if (!cards || !cards.length) return h("span", { class: "pl-empty" }, empty);
  return h("span", { class: "pl-cards" }, cards.map((c) => cardEl(ctx, c, extra)));
}

function tokenEl(ctx, t) {
  if (t === "furriarty") {
    return h(
      "span",
      { class: "pl-token pl-furriarty", title: tr(ctx, "tok.furriarty.title", { v: FURRIARTY_VP }) },
      h("span", { class: "pl-f-mask" }, "F"),
      h("span", { class: "pl-f-vp" }, String(FURRIARTY_VP)),
    );
  }
  const s = String(t);
  if (s.startsWith("up:")) {
    const v = s.slice(3);
    return h("span", { class: "pl-token pl-up", title: tr(ctx, "tok.up.title", { v }) }, paw("pl-token-paw"), h("b", null, v));
  }
  return h("span", { class: "pl-token pl-down", title: tr(ctx, "tok.down.title") }, paw("pl-token-paw"));
}

/** @param {Ctx} ctx @param {View} v */
function trailEl(ctx, v) {
  const trail = v.trail || [];
  const row = h("div", { class: "pl-trail-row" });
  trail.forEach((t, i) => {
    const el = tokenEl(ctx, t);
    if (i === 0) el.classList.add("pl-next");
    if (i === 1) el.classList.add("pl-next2");
    row.append(el);
  });
  const f = trail.indexOf("furriarty");
  const right = f >= 0 ? trail.length - 1 - f : 0;
  const notes = [tr(ctx, "trail.note")];
  if (f >= 0) notes.push(right ? say(ctx, "trail.left", { n: { t: "n_tokens", p: { n: right } } }) : tr(ctx, "trail.end"));
  const counts = {};
  for (const x of v.paw_values || []) counts[x] = (counts[x] || 0) + 1;
  const mix = Object.keys(counts)
    .sort()
    .map((k) => `${counts[k]}×${k}`)
    .join(", ");
  if (mix) notes.push(tr(ctx, "trail.mix", { mix, f: FURRIARTY_VP }));
  return h(
    "section",
    { class: "pl-trail" },
    h("h3", null, tr(ctx, "trail")),
    h("div", { class: "pl-trail-wrap" }, h("span", { class: "pl-trail-start" }, "◀"), row, h("span", { class: "pl-trail-end" }, "▶")),
    h("p", { class: "pl-note" }, notes.join(" · ")),
  );
}

/** @param {Ctx} ctx @param {PlayerView} p */
function tokensEl(ctx, p) {
  const ups = p.tokens_face_up || [];
  const down = p.tokens_face_down || 0;
  const parts = [];
  if (!ups.length && !down) parts.push(h("span", { class: "pl-empty" }, tr(ctx, "tokens.none")));
  for (const t of ups) parts.push(tokenEl(ctx, t === "furriarty" ? "furriarty" : `up:${t}`));
  if (down) {
    const vals = Array.isArray(p.face_down_values) ? p.face_down_values : null;
    for (let i = 0; i < down; i++) {
      const el = tokenEl(ctx, "down");
      if (vals && vals[i] !== undefined) el.append(h("b", { class: "pl-secret" }, String(vals[i])));
      parts.push(el);
    }
    parts.push(
      h("span", { class: "pl-small" }, vals ? tr(ctx, "tokens.down.values", { n: down, values: vals.join(", ") }) : tr(ctx, "tokens.down", { n: down })),
    );
  }
  const vp = ownVP(p);
  if (vp !== null) parts.push(h("span", { class: "pl-vp" }, tr(ctx, "vp", { n: vp })));
  return h("span", { class: "pl-tokens" }, parts);
}

function row(label, ...content) {
  return h("div", { class: "pl-row" }, h("span", { class: "pl-label" }, label), h("div", { class: "pl-val" }, ...content));
}

function guessesEl(ctx, guesses) {
  if (!guesses || !guesses.length) return h("span", { class: "pl-empty" }, "—");
  return h(
    "span",
    { class: "pl-guesses" },
    guesses.map((g) => h("span", { class: "pl-wrong" }, guessName(ctx, g.suspect, g.hour))),
  );
}

/** @param {Ctx} ctx @param {Snapshot} snapshot */
function guessForm(ctx, snapshot) {
  const legal = (snapshot.legal || []).filter((l) => l.action && l.action.type === "guess");
  if (!legal.length || !ctx || typeof ctx.act !== "function") return null;
  const v = /** @type {View} */ (view(snapshot));
  const paws = v.pending && v.pending.decision === "paws_guess";
  const sSel = h("select", { class: "pl-guess-suspect", "aria-label": tr(ctx, "cb.suspect") }, h("option", { value: "" }, tr(ctx, "guess.any_suspect")));
  for (const s of SUSPECTS) sSel.append(h("option", { value: s }, suspectName(ctx, s)));
  const hSel = h("select", { class: "pl-guess-hour", "aria-label": tr(ctx, "cb.hour") }, h("option", { value: "" }, tr(ctx, "guess.any_hour")));
  for (let i = 1; i <= HOURS; i++) hSel.append(h("option", { value: String(i) }, String(i)));
  const msg = h("span", { class: "pl-small pl-guess-msg" });
  const note = () => {
    const hv = /** @type {HTMLSelectElement} */ (hSel).value;
    const action = { type: "guess", suspect: /** @type {HTMLSelectElement} */ (sSel).value || null, hour: hv ? Number(hv) : null };
    const mark = action.suspect || action.hour ? actionMark(action, snapshot, ctx) : null;
    msg.textContent = mark ? mark.text : "";
    msg.dataset.mark = mark ? mark.kind : "";
  };
  sSel.addEventListener("change", note);
  hSel.addEventListener("change", note);
  const go = h("button", {
    type: "button",
    class: "pl-guess-go" + (paws ? " pl-paws-btn" : ""),
    onclick: () => {
      const suspect = /** @type {HTMLSelectElement} */ (sSel).value || null;
      const hv = /** @type {HTMLSelectElement} */ (hSel).value;
      const action = { type: "guess", suspect, hour: hv ? Number(hv) : null };
      const ok = findLegal(snapshot, action);
      if (!ok) {
        msg.textContent = tr(ctx, "guess.bad");
        return;
      }
      ctx.act && ctx.act(ok);
    },
  }, tr(ctx, paws ? "guess.paws" : "guess.go"));
  return h(
    "div",
    { class: "pl-guess" + (paws ? " pl-guess-paws" : "") },
    h("strong", null, tr(ctx, "guess.title")),
    sSel,
    hSel,
    go,
    h("span", { class: "pl-small" }, tr(ctx, "guess.hint")),
    msg,
  );
}

/** @param {Ctx} ctx @param {Snapshot} snapshot @param {PlayerView} p */
function seatBoard(ctx, snapshot, p) {
  const v = /** @type {View} */ (view(snapshot));
  const mine = ctx && p.seat === ctx.seat;
  const name = seatName(ctx, p.seat);
  const cur = v.turn && v.turn.seat === p.seat && !v.over;
  const el = h("section", {
    class: `pl-seat${mine ? " pl-mine" : ""}${cur ? " pl-current" : ""}`,
    "data-seat": p.seat,
  });
  el.append(
    h(
      "h3",
      null,
      mine ? tr(ctx, "your_board") : tr(ctx, "board_of", { name }),
      " ",
      h("span", { class: p.paws_called ? "pl-badge pl-badge-used" : "pl-badge" }, tr(ctx, p.paws_called ? "paws.used" : "paws.unused")),
    ),
  );
  // the investigation on its stand
  let inv;
  if (!p.has_investigation) {
    inv = h("span", { class: "pl-empty" }, tr(ctx, v.over ? "inv.none.over" : "inv.none"));
  } else if (p.investigation) {
    inv = cardEl(ctx, p.investigation, "pl-inv");
  } else {
    inv = h("span", { class: "pl-inv-hidden" }, backEl("?", "pl-inv"), mine ? h("span", { class: "pl-small" }, tr(ctx, "inv.hidden")) : null);
  }
  el.append(row(tr(ctx, "investigation"), inv));
  if (mine) {
    const showable = (snapshot.legal || []).some((l) => l.action && l.action.type === "show");
    const hand = p.hand || [];
    const cards = hand.length
      ? h(
          "span",
          { class: "pl-cards pl-hand" },
          hand.map((c) => {
            const act = showable ? findLegal(snapshot, { type: "show", card: c }) : null;
            return cardEl(ctx, c, "", act && ctx.act ? () => ctx.act && ctx.act(act) : null);
          }),
        )
      : h("span", { class: "pl-empty" }, tr(ctx, "hand.empty"));
    el.append(row(tr(ctx, "hand"), cards, showable ? h("div", { class: "pl-small" }, tr(ctx, "click.show")) : null));
  } else {
    const n = p.hand_count || 0;
    const known = p.known_hand || [];
    const backs = [];
    for (let i = 0; i < Math.max(0, n - known.length); i++) backs.push(backEl("", "pl-mini"));
    el.append(
      row(
        tr(ctx, "hand"),
        h("span", { class: "pl-cards" }, backs, known.map((c) => cardEl(ctx, c, "pl-mini pl-known"))),
        h("span", { class: "pl-small" }, say(ctx, "hand.count", { cards: { t: "n_cards", p: { n } } }), known.length ? " · " + tr(ctx, "hand.known") + cardList(ctx, known) : ""),
      ),
    );
  }
  el.append(row(tr(ctx, "leads"), cardRow(ctx, p.leads, "pl-lead")));
  el.append(row(tr(ctx, "dead_ends"), cardRow(ctx, p.dead_ends, "pl-dead")));
  if (mine || (p.wrong_guesses || []).length) el.append(row(tr(ctx, "wrong_guesses"), guessesEl(ctx, p.wrong_guesses)));
  if (mine || (p.completed || []).length) el.append(row(tr(ctx, "completed"), cardRow(ctx, p.completed, "pl-done")));
  el.append(row(tr(ctx, "tokens"), tokensEl(ctx, p)));
  if (mine) {
    const form = guessForm(ctx, snapshot);
    if (form) el.append(form);
  }
  return el;
}

/** @param {Ctx} ctx @param {Snapshot} snapshot */
function pendingEl(ctx, snapshot) {
  const v = /** @type {View} */ (view(snapshot));
  const box = h("section", { class: "pl-pending", id: "pl-pending" });
  if (v.over) {
    if (snapshot.prompt && ctx && ctx.say) box.append(h("strong", null, ctx.say(/** @type {Msg} */ (snapshot.prompt))));
    if (Array.isArray(v.scores)) {
      box.append(
        h(
          "span",
          { class: "pl-small" },
          " " + tr(ctx, "result.scores") + ": " + v.scores.map((x, i) => `${seatName(ctx, i)} ${x}`).join(" · "),
        ),
      );
    }
    return box;
  }
  // the decision waited for: the server's message, as the log and the moves are
  const text = snapshot.prompt && ctx && ctx.say ? ctx.say(/** @type {Msg} */ (snapshot.prompt)) : "";
  box.append(h("strong", null, text));
  // the view's own lists first (a replay frame has no waiting_for of its own)
  const waiting = new Set(v.waiting_for || snapshot.waiting_for || []);
  const toAct = v.to_act || snapshot.to_act || [];
  const callers = toAct.filter((s) => !waiting.has(s));
  const mineCan = ctx && typeof ctx.seat === "number" && callers.includes(ctx.seat);
  const pawsAct = findLegal(snapshot, { type: "paws" });
  if (mineCan && pawsAct) {
    box.append(
      h(
        "div",
        { class: "pl-paws-call" },
        h("button", { type: "button", class: "pl-paws-btn", onclick: () => ctx.act && ctx.act(pawsAct) }, tr(ctx, "paws.button")),
        " ",
        tr(ctx, "paws.can"),
      ),
    );
  }
  if (callers.length) {
    const names = callers.map((s) => seatName(ctx, s));
    box.append(h("div", { class: "pl-small" }, tr(ctx, "paws.others", { who: names.join(", ") })));
  }
  return box;
}

/**
 * The board for a snapshot.
 * @param {Snapshot} snapshot @param {Ctx} ctx @returns {HTMLElement}
 */
export function renderBoard(snapshot, ctx) {
  const v = /** @type {View} */ (view(snapshot));
  const root = h("div", { class: "pl-board" });
  const head = h(
    "header",
    { class: "pl-head" },
    h("strong", null, tr(ctx, "round", { round: v.round ?? "?" })),
    v.last_round && !v.over ? h("span", { class: "pl-badge pl-badge-last" }, tr(ctx, "last_round")) : null,
    v.over ? h("span", { class: "pl-badge" }, tr(ctx, "over")) : null,
    h("span", { class: "pl-pile", title: tr(ctx, "deck") }, backEl(String(v.deck ?? 0), "pl-mini"), " ", tr(ctx, "deck"), ": ", String(v.deck ?? 0)),
    h("span", { class: "pl-pile" }, tr(ctx, "discard"), ": ", String((v.discard || []).length)),
    h("span", { class: "pl-pile", title: tr(ctx, "box.note", { n: v.box ?? 0 }) }, tr(ctx, "box"), ": ", String(v.box ?? 0)),
    v.epochs ? h("span", { class: "pl-small" }, tr(ctx, "reshuffles", { n: v.epochs })) : null,
  );
  root.append(head, pendingEl(ctx, snapshot), trailEl(ctx, v));
  const players = v.players || [];
  const me = ctx ? ctx.seat : null;
  const order = [...players].sort((a, b) => Number(b.seat === me) - Number(a.seat === me) || a.seat - b.seat);
  const seats = h("div", { class: "pl-seats" });
  for (const p of order) seats.append(seatBoard(ctx, snapshot, p));
  root.append(seats);
  if ((v.discard || []).length) {
    root.append(
      h(
        "details",
        { class: "pl-discard" },
        h("summary", null, tr(ctx, "discard"), ` (${v.discard.length})`),
        cardRow(ctx, v.discard, "pl-mini"),
      ),
    );
  }
  return root;
}

/**
 * The casebook: suspects × hours, marking what your investigation may still be.
 * @param {any} casebook @param {Snapshot} snapshot @param {Ctx} ctx @returns {HTMLElement}
 */
export function renderCasebook(casebook, snapshot, ctx) {
  const v = /** @type {View} */ (view(snapshot));
  const box = h("div", { class: "pl-casebook" }, h("h3", null, tr(ctx, "cb.title")));
  let list = casebook && Array.isArray(casebook.candidates) ? casebook.candidates : null;
  const approx = !list;
  if (!list) list = candidatesFromView(v);
  const me = (v.players || []).find((p) => p.seat === (ctx ? ctx.seat : null));
  if (!list.length && me && !me.has_investigation) {
    box.append(h("p", null, tr(ctx, "cb.none")));
    return box;
  }
  const set = new Set(list);
  const status = h("p", { class: "pl-cb-count" }, say(ctx, "cb.count", { n: set.size }));
  if (set.size === 1) status.append(" · ", h("strong", null, tr(ctx, "cb.solved", { card: cardName(ctx, list[0]) })));
  if (approx) status.append(" ", h("span", { class: "pl-small" }, tr(ctx, "cb.approx")));
  box.append(status);
  const leads = new Set((me && me.leads) || []);
  const dead = new Set((me && me.dead_ends) || []);
  const table = h("table", { class: "pl-grid" });
  const headRow = h("tr", null, h("th", { scope: "col" }, ""));
  for (let hr = 1; hr <= HOURS; hr++) headRow.append(h("th", { scope: "col" }, String(hr)));
  headRow.append(h("th", { scope: "col" }, "Σ"));
  table.append(h("thead", null, headRow));
  const body = h("tbody");
  const colTotals = new Array(HOURS + 1).fill(0);
  let clickable = false;
  for (const s of SUSPECTS) {
    const tr_ = h("tr", { class: `pl-s-${s}` }, h("th", { scope: "row" }, suspectName(ctx, s)));
    let n = 0;
    for (let hr = 1; hr <= HOURS; hr++) {
      const id = `${s}-${hr}`;
      const ok = set.has(id);
      if (ok) {
        n++;
        colTotals[hr]++;
      }
      const mark = leads.has(id) ? "L" : dead.has(id) ? "×" : ok ? "✓" : "·";
      const entry = ok && ctx && ctx.act ? legalEntry(snapshot, { type: "guess", suspect: s, hour: hr }) : null;
      const guess = entry ? entry.action : null;
      if (guess) clickable = true;
      tr_.append(
        h(
          "td",
          {
            class: (ok ? "pl-cb-yes" : "pl-cb-no" + (leads.has(id) ? " pl-cb-lead" : dead.has(id) ? " pl-cb-dead" : "")) + (guess ? " pl-clickable" : ""),
            title: entry && entry.msg && ctx.say ? ctx.say(entry.msg) : cardName(ctx, id),
            "data-card": id,
            onclick: guess ? () => ctx.act && ctx.act(guess) : null,
          },
          mark,
        ),
      );
    }
    tr_.append(h("td", { class: "pl-cb-sum" }, String(n)));
    body.append(tr_);
  }
  const totals = h("tr", { class: "pl-cb-totals" }, h("th", { scope: "row" }, "Σ"));
  for (let hr = 1; hr <= HOURS; hr++) totals.append(h("td", { class: "pl-cb-sum" }, String(colTotals[hr])));
  totals.append(h("td", { class: "pl-cb-sum" }, String(set.size)));
  body.append(totals);
  table.append(body);
  box.append(table, h("p", { class: "pl-small" }, tr(ctx, "cb.legend") + `, L ${tr(ctx, "lead")}, × ${tr(ctx, "dead_end")}` + (clickable ? ". " + tr(ctx, "cb.click") : "")));
  return box;
}
