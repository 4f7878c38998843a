// @ts-check
/**
 * Beyond Baker Street (`baker_street`), 2-4 players, cooperative: board, move labels and log
 * lines for the browser client (see the client contract). No casebook: the shell shows notes.
 *
 * Names. Spanish from the Spanish rulebook (shared/rules/beyond-baker-street.es.txt): carta de
 * evidencia, testigo, documento, pista, sospechoso, motivo, oportunidad, lo Imposible, pista de
 * investigación, marcador de Holmes, archivo de caso, Ayudar, Investigar, Confirmar, Eliminar,
 * Perseguir, ventaja, mazo de evidencia; the title as its first line has it ("Más allá de [las
 * reglas del juego de] Baker Street"). The rulebook calls two icons "Pista": we say Huella for
 * the footprint icon (`track`, "la huella y el carruaje") and Pista for `clue`.
 * OUR TRANSLATIONS: every German name (the title Jenseits der Baker Street, Beweiskarte, Fußabdruck, Zeuge, Indiz, Dokument, Spur,
 * Verdächtiger, Motiv, Gelegenheit, das Unmögliche, Ermittlungsleiste, Holmes-Leiste, Fallakte,
 * Helfen, Ermitteln, Bestätigen, Ausschließen, Verfolgen), the characters' titles in Spanish and
 * German (Inspector / Inspektor, Sra. Hudson) and every character effect text (the effects are a
 * fan simulator's reading, see the game's README).
 *
 * The texts are the game's locale/<lang>.json (the client's core files them under the game's
 * id). The log lines, the moves and the decision waited for are the game's messages (its
 * messages.py), which the server sends and the core renders (`ctx.say`): this module writes
 * none of them. The pure parts (tr, names) use no DOM, so that `node --test` can import this
 * module; renderBoard builds elements.
 */

import { h, svg } from "#afoot/dom.js";
import { lookup } from "#afoot/i18n.js";
import { moveLabel } from "#afoot/components/widgets.js";

export const GAME = "baker_street";
export const ICONS = ["track", "witness", "clue", "document"];
export const SECTIONS = ["suspect", "motive", "opportunity"];
export const VALUES = [1, 2, 3, 4, 5, 6];
export const CHARACTERS = [
  "lestrade", "gregson", "baynes", "bradstreet", "hopkins", "jones", "forrester", "martin",
  "irene_adler", "morstan", "blackwell", "stoner", "hilda_hope", "baskerville", "langdale_pike",
  "wiggins", "hudson", "toby",
];

/** @typedef {{t?: Function, lang?: string, seat?: number|null, seatName?: (s: number) => string,
 *   say: (msg: [string, Record<string, any>], sentence?: boolean) => string, act?: (a: any) => void}} Ctx */
/** Our JSON, as the game declares it (src/afoot/games/baker_street/shapes.py, `afoot schema --ts`).
 * @typedef {import("#types/baker_street.js").Snapshot} Snapshot
 * @typedef {import("#types/baker_street.js").View} View
 * @typedef {import("#types/baker_street.js").PlayerView} PlayerView
 * @typedef {import("#types/baker_street.js").SectionView} SectionView */

/** Our texts (locale/<lang>.json), which the client's core files under the game's id. */
const L = lookup(GAME);
/** Our own text: the key in the seat's language, else English, with {name} filled in. */
export const tr = L.tr;

// -- pure helpers (no DOM) -----------------------------------------------------------------

function mine(ctx, seat) {
  return !!ctx && typeof seat === "number" && seat === ctx.seat;
}

export function seatName(ctx, seat) {
  if (typeof seat !== "number") return "?";
  const name = ctx && typeof ctx.seatName === "function" ? ctx.seatName(seat) : null;
  return name || `Seat ${seat + 1}`;
}

export function iconName(ctx, icon) {
  return tr(ctx, `icon.${icon}`);
}

/** "Suspect" (a title) */
export function sectionName(ctx, section) {
  return tr(ctx, `section.${section}`);
}

/** "witness-3" -> [icon, value] */
export function parseEvidence(card) {
  const s = String(card);
  const i = s.lastIndexOf("-");
  return [s.slice(0, i), Number(s.slice(i + 1))];
}

/** "suspect-11-clue" -> [section, value, icon] */
export function parseLead(card) {
  const [section, value, icon] = String(card).split("-");
  return [section, Number(value), icon];
}

/** Translated evidence card name: "Witness 3" / "Testigo 3" / "Zeuge 3". */
export function evidenceName(ctx, card) {
  if (!card) return "?";
  const [icon, value] = parseEvidence(card);
  return tr(ctx, "evidence_card", { icon: iconName(ctx, icon), value });
}

/** Translated lead card name: "Suspect 11 (Clue)". */
export function leadName(ctx, card) {
  if (!card) return "?";
  const [section, value, icon] = parseLead(card);
  return tr(ctx, "lead_card", { section: sectionName(ctx, section), value, icon: iconName(ctx, icon) });
}

export function characterName(ctx, id) {
  return id ? tr(ctx, `char.${id}`) : tr(ctx, "no.character");
}

/** What a hint still allows, when it says anything: "3/4 · Witness". */
export function hintText(ctx, hint) {
  if (!hint) return "";
  const values = hint.values || VALUES;
  const icons = hint.icons || ICONS;
  const parts = [];
  if (values.length < VALUES.length) {
    const out = VALUES.filter((x) => !values.includes(x));
    parts.push(out.length <= 2 && values.length > 2 ? "≠" + out.join(",") : values.join("/"));
  }
  if (icons.length < ICONS.length) parts.push(icons.map((i) => iconName(ctx, i)).join("/"));
  return parts.join(" · ");
}

function view(snapshot) {
  return (snapshot && snapshot.view) || {};
}

function player(v, seat) {
  return (v.players || []).find((p) => p.seat === seat) || null;
}

export function findLegal(snapshot, action) {
  const key = canon(action);
  for (const l of (snapshot && snapshot.legal) || []) if (canon(l.action) === key) return l.action;
  return null;
}

function canon(a) {
  const o = {};
  for (const k of Object.keys(a || {}).sort()) if (a[k] !== null && a[k] !== undefined) o[k] = a[k];
  return JSON.stringify(o);
}

// -- DOM -------------------------------------------------------------------------------------

/** Our own small icon drawings. */
function iconSvg(icon) {
  const box = { viewBox: "0 0 24 24", class: `bs-icon bs-icon-${icon}`, "aria-hidden": "true" };
  switch (icon) {
    case "track": // a footprint: sole and toes
      return svg(
        "svg",
        box,
        svg("ellipse", { cx: 11, cy: 15, rx: 4.2, ry: 6.5 }),
        svg("circle", { cx: 8, cy: 5.5, r: 1.6 }),
        svg("circle", { cx: 11.2, cy: 4.2, r: 1.7 }),
        svg("circle", { cx: 14.4, cy: 5, r: 1.5 }),
        svg("circle", { cx: 16.6, cy: 7.3, r: 1.3 }),
      );
    case "witness": // head and shoulders
      return svg("svg", box, svg("circle", { cx: 12, cy: 8, r: 4.2 }), svg("path", { d: "M3.5 21c.8-5 4.2-7.5 8.5-7.5s7.7 2.5 8.5 7.5z" }));
    case "clue": // a magnifying glass
      return svg(
        "svg",
        box,
        svg("circle", { cx: 10, cy: 10, r: 6, fill: "none", "stroke-width": 2.6 }),
        svg("line", { x1: 14.5, y1: 14.5, x2: 21, y2: 21, "stroke-width": 3.2, "stroke-linecap": "round" }),
      );
    default: // a document
      return svg(
        "svg",
        box,
        svg("path", { d: "M5 2.5h9.5L19 7v14.5H5z" }),
        svg("path", { d: "M8 10h8M8 13.5h8M8 17h5", class: "bs-doc-lines" }),
      );
  }
}

function evidenceEl(ctx, card, extra = "") {
  if (!card) return backEl("", extra);
  const [icon, value] = parseEvidence(card);
  return h(
    "span",
    { class: `bs-card bs-ev bs-i-${icon} ${extra}`.trim(), title: evidenceName(ctx, card), "data-card": card },
    h("span", { class: "bs-value" }, String(value)),
    iconSvg(icon),
    h("span", { class: "bs-card-name" }, iconName(ctx, icon)),
  );
}

function backEl(label = "", extra = "") {
  return h("span", { class: `bs-card bs-back ${extra}`.trim() }, h("span", { class: "bs-back-label" }, label));
}

function leadEl(ctx, card, extra = "") {
  if (!card) return h("span", { class: "bs-card bs-lead bs-none" }, "—");
  const [section, value, icon] = parseLead(card);
  return h(
    "span",
    { class: `bs-card bs-lead bs-i-${icon} ${extra}`.trim(), title: leadName(ctx, card), "data-lead": card },
    h("span", { class: "bs-lead-kind" }, sectionName(ctx, section)),
    h("span", { class: "bs-value" }, String(value)),
    iconSvg(icon),
    h("span", { class: "bs-card-name" }, iconName(ctx, icon)),
  );
}

/** @param {Ctx} ctx @param {import("#types/baker_street.js").Hint|undefined} hint */
function hintChips(ctx, hint) {
  const box = h("span", { class: "bs-hint" });
  const values = (hint && hint.values) || VALUES;
  const icons = (hint && hint.icons) || ICONS;
  if (values.length === VALUES.length && icons.length === ICONS.length) {
    box.append(h("span", { class: "bs-hint-none" }, "?"));
    return box;
  }
  if (values.length < VALUES.length) {
    const out = VALUES.filter((x) => !values.includes(x));
    const text = out.length <= 2 && values.length > 2 ? "≠" + out.join(",") : values.join("/");
    box.append(h("span", { class: "bs-hint-values" }, text));
  }
  if (icons.length < ICONS.length) {
    const ic = h("span", { class: "bs-hint-icons", title: icons.map((i) => iconName(ctx, i)).join(", ") });
    for (const i of icons) ic.append(h("span", { class: `bs-mini-icon bs-i-${i}` }, iconSvg(i)));
    box.append(ic);
  }
  box.title = hintText(ctx, hint);
  return box;
}

/** a track of cells 0..max with a marker */
function trackEl(cls, max, at, mark) {
  const row = h("div", { class: `bs-track ${cls}` });
  for (let i = 0; i <= max; i++) {
    const cell = h("span", { class: "bs-cell" + (i === at ? " bs-at" : "") + (mark && mark(i) ? " " + mark(i) : "") }, String(i));
    row.append(cell);
  }
  return row;
}

/** @param {Ctx} ctx @param {View} v */
function tracksEl(ctx, v) {
  const hmax = v.holmes_max ?? 20;
  const goal = v.goal ?? 20;
  const track = v.track ?? 0;
  return h(
    "section",
    { class: "bs-tracks" },
    h(
      "div",
      { class: "bs-track-box" },
      h("h3", null, tr(ctx, "holmes_track"), " ", h("span", { class: "bs-big" }, String(v.holmes ?? "?"))),
      trackEl("bs-holmes", hmax, v.holmes, (i) => (i === 0 ? "bs-danger" : "")),
      h("p", { class: "bs-note" }, tr(ctx, "holmes.note", { space: v.holmes, max: hmax })),
    ),
    h(
      "div",
      { class: "bs-track-box" },
      h("h3", null, tr(ctx, "investigation_track"), " ", h("span", { class: "bs-big" }, `${track} / ${goal}`)),
      trackEl("bs-invtrack", Math.max(goal, track), track, (i) => (i === goal ? "bs-goal" : i > goal ? "bs-danger" : "")),
      h("p", { class: "bs-note" }, tr(ctx, "track.note", { track, goal })),
    ),
  );
}

/** A lead's evidence as the view shows it: "4 / 9" while open; once confirmed its cards
 * lie face down and can no longer be looked at (B3): "3 cards face down". */
export function evidenceText(ctx, /** @type {SectionView} */ sec) {
  if (sec.confirmed) return ctx.say(["hidden", { n: sec.hidden ?? 0 }], false);
  return tr(ctx, "evidence.of", { evidence: sec.evidence, target: sec.target });
}

/** @param {Ctx} ctx @param {Snapshot} snapshot @param {SectionView} sec */
function sectionEl(ctx, snapshot, sec) {
  const el = h("div", { class: "bs-section" + (sec.confirmed ? " bs-confirmed" : ""), "data-lead": sec.lead });
  el.append(h("h4", null, sectionName(ctx, sec.lead), sec.confirmed ? h("span", { class: "bs-badge bs-ok" }, "✔ " + tr(ctx, "confirmed")) : null));
  if (!sec.card) {
    el.append(h("p", { class: "bs-empty" }, tr(ctx, "lead.none")));
    return el;
  }
  const pct = sec.confirmed ? 100 : sec.target ? Math.min(100, Math.round((100 * sec.evidence) / sec.target)) : 0;
  el.append(
    h(
      "div",
      { class: "bs-lead-row" },
      leadEl(ctx, sec.card),
      h(
        "div",
        { class: "bs-lead-stats" },
        h("div", null, tr(ctx, "lead_value", { value: sec.value })),
        h("div", { class: "bs-big" }, evidenceText(ctx, sec)),
        h("div", { class: "bs-bar" }, h("span", { style: `width:${pct}%` + (sec.confirmed || sec.evidence === sec.target ? ";background:#2f7d46" : "") })),
        h("div", { class: "bs-small" }, tr(ctx, "face_down", { n: sec.face_down ?? 0 })),
      ),
    ),
  );
  if ((sec.cards || []).length) {
    el.append(h("div", { class: "bs-sub" }, h("span", { class: "bs-label" }, tr(ctx, "matched")), h("span", { class: "bs-cards" }, sec.cards.map((c) => evidenceEl(ctx, c, "bs-mini")))));
  }
  if ((sec.added || []).length) {
    el.append(h("div", { class: "bs-sub" }, h("span", { class: "bs-label" }, tr(ctx, "added")), h("span", { class: "bs-cards" }, sec.added.map((c) => evidenceEl(ctx, c, "bs-mini bs-added")))));
  }
  const confirm = findLegal(snapshot, { type: "confirm", lead: sec.lead });
  if (confirm && ctx && ctx.act) {
    el.append(h("button", { type: "button", class: "bs-confirm-btn", onclick: () => ctx.act && ctx.act(confirm) }, tr(ctx, "lead.confirm")));
  }
  return el;
}

/** @param {Ctx} ctx @param {View} v */
function impossibleEl(ctx, v) {
  const imp = v.impossible || { evidence: [], leads: [], count: 0, limit: 0 };
  const over = imp.count > imp.limit;
  const el = h(
    "section",
    { class: "bs-impossible" + (over ? " bs-over" : "") },
    h("h3", null, tr(ctx, "impossible"), " ", h("span", { class: "bs-badge" + (over ? " bs-bad" : "") }, tr(ctx, "impossible.count", { count: imp.count, limit: imp.limit }))),
  );
  if (over) el.append(h("p", { class: "bs-note" }, tr(ctx, "impossible.over")));
  el.append(h("div", { class: "bs-cards" }, (imp.evidence || []).map((c) => evidenceEl(ctx, c, "bs-mini"))));
  if ((imp.leads || []).length) {
    el.append(h("div", { class: "bs-sub" }, h("span", { class: "bs-label" }, tr(ctx, "impossible.leads")), h("span", { class: "bs-cards" }, imp.leads.map((c) => leadEl(ctx, c, "bs-mini bs-deadlead")))));
  }
  if ((v.removed_leads || []).length) {
    el.append(h("div", { class: "bs-sub" }, h("span", { class: "bs-label" }, tr(ctx, "removed")), h("span", { class: "bs-cards" }, v.removed_leads.map((c) => leadEl(ctx, c, "bs-mini bs-deadlead")))));
  }
  return el;
}

/** @param {Ctx} ctx @param {View} v @param {Snapshot} snapshot */
function deckEl(ctx, v, snapshot) {
  const el = h("section", { class: "bs-deck" }, h("h3", null, tr(ctx, "deck")), backEl(String(v.deck ?? 0)));
  const known = v.deck_known || [];
  if (known.length) {
    const list = known.map((k) => {
      const card = evidenceName(ctx, k.card);
      if (k.from_top === 0) return tr(ctx, "deck.top", { card });
      if (k.from_top === (v.deck ?? 0) - 1) return tr(ctx, "deck.bottom", { card });
      return tr(ctx, "deck.from_top", { card, n: k.from_top + 1 });
    });
    el.append(h("p", { class: "bs-small" }, tr(ctx, "deck.known", { list: list.join(", ") })));
  }
  if ((v.drawn || []).length) {
    el.append(h("div", { class: "bs-sub" }, h("span", { class: "bs-label" }, tr(ctx, "drawn")), h("span", { class: "bs-cards" }, v.drawn.map((c) => (c ? canAct(h("span", null, evidenceEl(ctx, c)), legalWhere(snapshot, { type: "keep", card: c }), snapshot, ctx) : backEl("?", "bs-mini"))))));
  }
  return el;
}

/** @type {HTMLElement|null} */
let menu = null;
function closeMenu() {
  if (menu) menu.remove();
  menu = null;
}

/**
 * Make a board element stand for legal moves (the snapshot's entries, labelled by their
 * messages): one move, a click takes it; several, a click opens a small menu of their labels.
 */
function canAct(el, moves, snapshot, ctx) {
  if (!moves.length || !ctx || !ctx.act) return el;
  const act = ctx.act;
  el.classList.add("bs-can");
  el.tabIndex = 0;
  el.setAttribute("role", "button");
  const label = (/** @type {any} */ m) => moveLabel(null, m, snapshot, ctx);
  el.title = moves.map(label).join(" · ");
  const go = (/** @type {Event} */ ev) => {
    ev.stopPropagation();
    closeMenu();
    if (moves.length === 1) return act(moves[0].action);
    const box = h(
      "div",
      { class: "bs-menu", role: "menu" },
      moves.map((m) => h("button", { type: "button", role: "menuitem", onclick: () => { closeMenu(); act(m.action); } }, label(m))),
    );
    const r = el.getBoundingClientRect();
    box.style.left = `${Math.max(4, r.left + window.scrollX)}px`;
    box.style.top = `${r.bottom + window.scrollY + 4}px`;
    document.body.append(box);
    menu = box;
    const first = box.querySelector("button");
    if (first) first.focus();
    const away = (/** @type {Event} */ e) => {
      if (menu && !menu.contains(/** @type {Node} */ (e.target))) {
        closeMenu();
        document.removeEventListener("click", away, true);
      }
    };
    document.addEventListener("click", away, true);
  };
  el.addEventListener("click", go);
  el.addEventListener("keydown", (e) => {
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      go(e);
    } else if (e.key === "Escape") closeMenu();
  });
  return el;
}

/** The legal entries (action, text, msg) whose action matches every key of `partial`. */
function legalWhere(snapshot, partial) {
  return ((snapshot && snapshot.legal) || []).filter((/** @type {any} */ l) => {
    const a = l && l.action;
    return a && Object.entries(partial).every(([k, v]) => a[k] === v);
  });
}

/** @param {Ctx} ctx @param {Snapshot} snapshot @param {PlayerView} p */
function seatEl(ctx, snapshot, p) {
  const v = /** @type {View} */ (view(snapshot));
  const me = mine(ctx, p.seat);
  const name = seatName(ctx, p.seat);
  const active = !v.over && v.pending && v.pending.seat === p.seat;
  const el = h("section", { class: "bs-seat" + (me ? " bs-mine" : "") + (active ? " bs-current" : ""), "data-seat": p.seat });
  const head = h("h3", null, me ? tr(ctx, "your_hand") : tr(ctx, "hand_of", { name }));
  el.append(head);
  if (p.character) {
    el.append(
      h(
        "p",
        { class: "bs-char" },
        h("strong", null, characterName(ctx, p.character)),
        p.ability_used ? h("span", { class: "bs-badge bs-bad" }, tr(ctx, "ability_used")) : null,
        h("br"),
        h("span", { class: "bs-small" }, tr(ctx, `eff.${p.character}`)),
      ),
    );
  }
  const hand = h("div", { class: "bs-hand" });
  const cards = p.hand || [];
  const n = p.hand_count ?? cards.length;
  for (let i = 0; i < n; i++) {
    const card = cards[i] ?? null;
    const slot = h(
      "div",
      { class: "bs-slot", title: tr(ctx, "hint.title", { who: me ? tr(ctx, "you") : name }) },
      h("span", { class: "bs-slot-n" }, String(i + 1)),
      card ? evidenceEl(ctx, card) : backEl("?"),
      hintChips(ctx, (p.hints || [])[i]),
    );
    if (me) {
      // your own slot: play it (investigate / eliminate), or Langdale Pike's trade
      const moves = [
        ...legalWhere(snapshot, { type: "investigate", slot: i }),
        ...legalWhere(snapshot, { type: "eliminate", slot: i }),
      ];
      canAct(slot, moves, snapshot, ctx);
    } else if (card) {
      // another player's card: the Assists naming its number or its icon
      const [icon, value] = parseEvidence(card);
      const moves = [
        ...legalWhere(snapshot, { type: "assist", to: p.seat, value }),
        ...legalWhere(snapshot, { type: "assist", to: p.seat, icon }),
      ];
      canAct(slot, moves, snapshot, ctx);
    }
    hand.append(slot);
  }
  el.append(hand);
  return el;
}

/** The decision the game waits for, or how it ended: the server's message (`prompt`).
 * @param {Ctx} ctx @param {View} v @param {Snapshot} snapshot */
function pendingEl(ctx, v, snapshot) {
  const box = h("section", { class: "bs-pending" });
  if (v.over) box.classList.add(v.won ? "bs-won" : "bs-lost");
  const prompt = snapshot && snapshot.prompt;
  if (prompt) box.append(h("strong", null, ctx.say(/** @type {[string, Record<string, any>]} */ (prompt))));
  return box;
}

/**
 * The board for a snapshot.
 * @param {Snapshot} snapshot @param {Ctx} ctx @returns {HTMLElement}
 */
export function renderBoard(snapshot, ctx) {
  const v = /** @type {View} */ (view(snapshot));
  const root = h("div", { class: "bs-board" });
  root.append(
    h(
      "header",
      { class: "bs-head" },
      h("strong", null, tr(ctx, "case", { n: v.case ?? "?" })),
      h("span", null, tr(ctx, "holmes_track"), ": ", String(v.holmes)),
      h("span", null, tr(ctx, "investigation_track"), ": ", `${v.track} / ${v.goal ?? 20}`),
      h("span", null, tr(ctx, "impossible"), ": ", `${(v.impossible || {}).count ?? 0} / ${(v.impossible || {}).limit ?? 0}`),
      h("span", null, tr(ctx, "deck"), ": ", String(v.deck ?? 0)),
    ),
    pendingEl(ctx, v, snapshot),
    tracksEl(ctx, v),
  );
  const leads = h("section", { class: "bs-leads" }, h("h3", null, tr(ctx, "leads")));
  const row = h("div", { class: "bs-sections" });
  for (const sec of v.sections || []) row.append(sectionEl(ctx, snapshot, sec));
  leads.append(row);
  root.append(leads, h("div", { class: "bs-piles" }, impossibleEl(ctx, v), deckEl(ctx, v, snapshot)));
  const me = ctx ? ctx.seat : null;
  const players = [...(v.players || [])].sort((a, b) => Number(b.seat === me) - Number(a.seat === me) || a.seat - b.seat);
  const seats = h("div", { class: "bs-seats" });
  for (const p of players) seats.append(seatEl(ctx, snapshot, p));
  root.append(seats);
  return root;
}
