// @ts-check
/**
 * Holmes (Devir "Sherlock & Mycroft" and Kosmos "Sherlock gegen Moriarty"): the board, in en /
 * es / de (the texts are the game's locale/<lang>.json, which the client's core files under
 * "holmes."). Renders only what the snapshot's view holds (see src/afoot/games/holmes/views.py).
 * The log lines, the moves and the decision waited for are the game's messages (its
 * messages.py), which the server sends and the core renders: this module writes none of them.
 */
import { h, svg } from "#afoot/dom.js";
import { clickable } from "#afoot/components/pick.js";
import { moveLabel } from "#afoot/components/widgets.js";

/** clue types in row order, with their printed value (= how many there are) */
export const TYPES = [
  ["false_pass", 3],
  ["explosive", 4],
  ["cigarette", 5],
  ["bullet", 6],
  ["button", 7],
  ["footprint", 8],
  ["fingerprint", 9],
];
const VALUE = Object.fromEntries(TYPES);
const MAP_SCORE = [0, -1, 1, 3, 6, 10];

/** @typedef {{t: (k: string, p?: Record<string, unknown>) => string, lang?: string, seat?: number|null,
 *   seatName: (s: number) => string, say: (msg: [string, Record<string, any>], sentence?: boolean) => string,
 *   act?: (a: any) => void}} Ctx */
/** Our JSON, as the game declares it (src/afoot/games/holmes/shapes.py, `afoot schema --ts`).
 * @typedef {import("#types/holmes.js").Snapshot} Snapshot
 * @typedef {import("#types/holmes.js").View} View
 * @typedef {import("#types/holmes.js").PlayerView} PlayerView */


// -- labels (pure) -----------------------------------------------------------------------------
/** A label of ours. @param {Ctx} ctx @param {string} key @param {Record<string, unknown>} [p] */
const tt = (ctx, key, p) => ctx.t(`holmes.${key}`, p);

/** @param {Ctx} ctx @param {string|null|undefined} id */
export function clueName(ctx, id) {
  return id ? tt(ctx, `clue.${id}`) : "?";
}
/** @param {Ctx} ctx @param {string|null|undefined} id */
export function charName(ctx, id) {
  return id ? tt(ctx, `char.${id}`) : "?";
}
/** @param {Ctx} ctx @param {string[]} cards */
function cardList(ctx, cards) {
  return (cards || []).map((c) => clueName(ctx, c)).join(", ");
}
/** @param {Ctx} ctx @param {string} id @param {string} edition */
export function abilityText(ctx, id, edition) {
  const key = `text.${id}.${edition}`;
  const own = tt(ctx, key);
  return own === `holmes.${key}` ? tt(ctx, `text.${id}`) : own;
}

// -- art -------------------------------------------------------------------------------------
const SEAT_COLORS = ["#2f6db5", "#c0572b"];

/** A small emblem per clue type, drawn in a 24x24 box. @param {string} type */
function clueIcon(type) {
  const s = { fill: "none", stroke: "currentColor", "stroke-width": 1.8, "stroke-linecap": "round", "stroke-linejoin": "round" };
  const parts = {
    false_pass: [svg("rect", { x: 5, y: 3, width: 14, height: 18, rx: 2, ...s }), svg("circle", { cx: 12, cy: 10, r: 3, ...s }), svg("path", { d: "M8 16h8M9 19h6", ...s })],
    explosive: [svg("circle", { cx: 11, cy: 14, r: 6.5, ...s }), svg("path", { d: "M15 8l3-3M18 5l2 1M18 5l-0.5-2", ...s })],
    cigarette: [svg("rect", { x: 2, y: 11, width: 17, height: 4, rx: 1, ...s }), svg("path", { d: "M15 11v4M21 9c-1-2 1-3 0-5", ...s })],
    bullet: [svg("path", { d: "M9 21V10c0-4 3-7 3-7s3 3 3 7v11z", ...s }), svg("path", { d: "M9 15h6", ...s })],
    button: [svg("circle", { cx: 12, cy: 12, r: 8, ...s }), ...[[9.5, 9.5], [14.5, 9.5], [9.5, 14.5], [14.5, 14.5]].map(([x, y]) => svg("circle", { cx: x, cy: y, r: 1.1, fill: "currentColor" }))],
    footprint: [svg("path", { d: "M9 3c3 0 4 3 4 6s-1 5-1 6-1 2-3 2-3-2-3-5 0-9 3-9z", ...s }), svg("ellipse", { cx: 10, cy: 20, rx: 2.4, ry: 1.6, ...s }), svg("path", { d: "M17 9c1.5 0 2 1 2 2.5S18 14 17 14s-1.5-1-1.5-2.5S15.5 9 17 9z", ...s })],
    fingerprint: [svg("path", { d: "M6 18c-1-2-1-4-1-6a7 7 0 0114 0c0 3-1 5-2 7", ...s }), svg("path", { d: "M9 19c-1-2-1-4-1-7a4 4 0 018 0c0 3-1 5-2 7", ...s }), svg("path", { d: "M12 12c0 3 0 5-1 8", ...s })],
    map_fragment: [svg("path", { d: "M3 6l6-2 6 2 6-2v14l-6 2-6-2-6 2z", ...s }), svg("path", { d: "M9 4v14M15 6v14", ...s }), svg("path", { d: "M11 11l2 2M13 11l-2 2", ...s })],
    joker: [svg("path", { d: "M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.4 6.7 19.4l1.2-6L3.4 9.3l6-.7z", ...s })],
  };
  return svg("svg", { viewBox: "0 0 24 24", class: "icon", "aria-hidden": "true" }, parts[/** @type {keyof typeof parts} */ (type)] || []);
}

/** A face-up clue card. @param {Ctx} ctx @param {string} type @param {string} [extra] */
function clueCard(ctx, type, extra = "") {
  const v = VALUE[type];
  return h(
    "div",
    { class: `card clue clue-${type} ${extra}`, "data-clue": type, title: clueName(ctx, type) + (v ? ` (${v})` : "") },
    v ? h("span", { class: "card-value" }, String(v)) : null,
    clueIcon(type),
    h("span", { class: "card-name" }, clueName(ctx, type)),
  );
}

/** A face-down card, optionally with a count. @param {number|null} [count] @param {string} [label] */
function cardBack(count = null, label = "") {
  return h(
    "div",
    { class: "card back", title: label || null, "aria-label": label || null },
    h("span", { class: "back-mark", "aria-hidden": "true" }, "?"),
    count !== null ? h("span", { class: "card-count" }, `×${count}`) : null,
  );
}

/** An action marker (pawn). @param {number} seat @param {boolean} standing @param {Ctx} ctx */
function pawn(seat, standing, ctx) {
  const label = `${ctx.seatName(seat)}: ${tt(ctx, standing ? "standing" : "lying")}`;
  return h(
    "span",
    { class: `pawn seat-${seat} ${standing ? "standing" : "lying"}`, title: label, role: "img", "aria-label": label },
    svg(
      "svg",
      { viewBox: "0 0 20 24", "aria-hidden": "true" },
      svg("circle", { cx: 10, cy: 6, r: 4.5, fill: SEAT_COLORS[seat], stroke: "#1b1b1b", "stroke-width": 1 }),
      svg("path", { d: "M4 22c0-6 2.5-10 6-10s6 4 6 10z", fill: SEAT_COLORS[seat], stroke: "#1b1b1b", "stroke-width": 1 }),
    ),
  );
}

/** The markers (currency) as a token with a number. @param {number} n @param {string} title */
function tokens(n, title) {
  return h("span", { class: "tokens", title }, h("span", { class: "token-disc", "aria-hidden": "true" }), h("b", null, String(n)));
}

// -- the board -------------------------------------------------------------------------------
/**
 * @param {Snapshot} snapshot
 * @param {Ctx} ctx
 * @returns {HTMLElement}
 */
export function renderBoard(snapshot, ctx) {
  const v = /** @type {View} */ (snapshot.view || {});
  const legal = snapshot.legal || [];
  const label = (/** @type {any} */ m) => moveLabel(null, m, snapshot, ctx);
  const moves = (/** @type {(a: any) => boolean} */ pred) => legal.filter((/** @type {any} */ m) => pred(m.action));
  const me = typeof snapshot.seat === "number" ? snapshot.seat : null;
  const edition = v.edition || "devir";
  const toAct = new Set(v.to_act || snapshot.to_act || []);

  // header: edition, day pips, phase, supply, decks
  const pips = h(
    "span",
    { class: "day-pips", "aria-hidden": "true" },
    Array.from({ length: v.days || 7 }, (_, i) => h("span", { class: ["pip", i + 1 < v.day && "done", i + 1 === v.day && "now"] })),
  );
  const header = h(
    "div",
    { class: "hb-header" },
    h("div", { class: "hb-title" }, h("strong", null, tt(ctx, `edition.${edition}`))),
    h("div", { class: "hb-day" }, pips, h("span", null, tt(ctx, "day", { day: v.day, days: v.days || 7 }))),
    v.phase && v.phase !== "day" ? h("span", { class: "badge phase" }, tt(ctx, `phase.${v.phase}`)) : null,
    h("div", { class: "hb-supply", title: tt(ctx, "supply_title") }, tt(ctx, "supply"), " ", tokens(v.supply ?? 0, tt(ctx, "supply_title"))),
  );

  // the pending decision: the game's message (the server's ``prompt``)
  const pend = snapshot.prompt ? ctx.say(/** @type {[string, Record<string, any>]} */ (snapshot.prompt)) : "";
  const pendingBox = pend
    ? h(
        "div",
        { class: ["hb-pending", v.pending && v.pending.seat === me && "mine"], role: "status" },
        h("span", null, pend),
        v.pending && Array.isArray(v.pending.cards)
          ? h("div", { class: "row-cards" }, v.pending.cards.map((/** @type {string} */ c) => {
              const el = clueCard(ctx, c, "small");
              return clickable(el, moves((a) => a.type === "keep_clue" && a.card === c), ctx, label);
            }))
          : v.pending && v.pending.card_count
            ? h("span", { class: "muted" }, " · ", tt(ctx, "pending_count", { n: v.pending.card_count }))
            : null,
      )
    : null;

  // characters
  const chars = h(
    "div",
    { class: "hb-characters", role: "list", "aria-label": tt(ctx, "characters") },
    (v.characters || []).map((/** @type {any} */ c) => {
      const villain = ["moriarty", "moran", "razzia", "gala"].includes(c.id);
      const el = h(
        "div",
        {
          class: ["char-card", c.state === "spent" && "spent", c.permanent && "permanent", villain && "villain"],
          role: "listitem",
          "data-character": c.id,
        },
        h(
          "div",
          { class: "char-head" },
          h("span", { class: "char-name" }, charName(ctx, c.id)),
          c.permanent ? h("span", { class: "badge tiny", title: tt(ctx, "permanent") }, "★") : null,
        ),
        h("div", { class: "char-ability" }, tt(ctx, `ability.${c.id}`)),
        h("div", { class: "char-text" }, abilityText(ctx, c.id, edition)),
        c.state === "spent" ? h("div", { class: "char-spent" }, tt(ctx, "spent")) : null,
        h("div", { class: "char-markers" }, (c.markers || []).map((/** @type {any} */ m) => pawn(m.seat, m.standing, ctx))),
      );
      return clickable(
        el,
        moves((a) => (a.type === "visit" && a.to === c.id) || (a.type === "lay" && a.character === c.id)),
        ctx,
        label,
      );
    }),
  );
  const cd = /** @type {View["character_deck"]} */ (v.character_deck || {});
  const villainsInfo = [];
  // the same view field holds devir's villain cards and kosmos' Mycroft cards
  if (cd.villains_in_game === "random") villainsInfo.push(tt(ctx, v.edition === "kosmos" ? "mycroft_random" : "villains_random"));
  else if (Array.isArray(cd.villains_in_game) && cd.villains_in_game.length) {
    villainsInfo.push(tt(ctx, "villains_in_game", { names: cd.villains_in_game.map((/** @type {string} */ x) => charName(ctx, x)).join(", ") }));
  }
  if (Array.isArray(cd.villains_still_in_deck) && (cd.villains_in_game === "random" || (cd.villains_in_game || []).length)) {
    villainsInfo.push(tt(ctx, "villains_left", { names: cd.villains_still_in_deck.length ? cd.villains_still_in_deck.map((/** @type {string} */ x) => charName(ctx, x)).join(", ") : tt(ctx, "villains_none") }));
  } else if (cd.villains_still_in_deck === "one unknown") {
    villainsInfo.push(tt(ctx, "villains_left", { names: tt(ctx, "one_unknown") }));
  }
  const charDeck = h(
    "div",
    { class: "hb-chardeck" },
    h("div", { class: "pile" }, h("div", { class: "card back char-back" }, h("span", { class: "card-count" }, `×${cd.count ?? 0}`)), h("span", { class: "pile-label" }, tt(ctx, "character_deck"))),
    villainsInfo.length ? h("div", { class: "muted small" }, villainsInfo.map((x) => h("div", null, x))) : null,
  );

  // alternative start: my two characters
  const mine = (v.players || []).find((/** @type {any} */ p) => p.seat === me);
  const startBox = mine && mine.start_choices
    ? h(
        "div",
        { class: "hb-start" },
        h("strong", null, mine.start_kept ? tt(ctx, "start_kept", { name: charName(ctx, mine.start_kept) }) : tt(ctx, "start_choices")),
        h("div", { class: "row-cards" }, mine.start_choices.map((/** @type {string} */ id) => {
          const el = h("div", { class: ["char-card", "mini", mine.start_kept === id && "chosen"], "data-character": id },
            h("span", { class: "char-name" }, charName(ctx, id)),
            h("div", { class: "char-ability" }, tt(ctx, `ability.${id}`)),
            h("div", { class: "char-text" }, abilityText(ctx, id, edition)));
          return clickable(el, moves((a) => a.type === "choose_start" && a.character === id), ctx, label);
        })),
      )
    : null;

  // the line, deck, discard
  const line = h(
    "div",
    { class: "hb-line", role: "list", "aria-label": tt(ctx, "line") },
    (v.line || []).map((/** @type {string|null} */ c, /** @type {number} */ i) => {
      const el = h(
        "div",
        { class: "slot", role: "listitem", "data-slot": String(i) },
        c ? clueCard(ctx, c) : h("div", { class: "card empty" }, tt(ctx, "empty")),
        h("span", { class: "slot-label" }, tt(ctx, "slot", { n: i + 1 })),
      );
      return clickable(el, moves((a) => ["take", "discard_line", "reserve", "swap"].includes(a.type) && a.slot === i), ctx, label);
    }),
  );
  const deck = /** @type {View["deck"]} */ (v.deck || {});
  const discard = /** @type {View["discard"]} */ (v.discard || {});
  const discardTop = Array.isArray(discard.cards) && discard.cards.length ? discard.cards[discard.cards.length - 1] : null;
  const piles = h(
    "div",
    { class: "hb-piles" },
    h("div", { class: "pile" }, cardBack(deck.count ?? 0, tt(ctx, "deck")), h("span", { class: "pile-label" }, tt(ctx, "deck")),
      deck.bottom_known && deck.bottom_known.length ? h("span", { class: "muted small" }, tt(ctx, "bottom_known", { cards: cardList(ctx, deck.bottom_known) })) : null),
    h(
      "div",
      { class: "pile" },
      discardTop ? clueCard(ctx, discardTop, "small") : discard.count ? cardBack(discard.count, tt(ctx, "discard")) : h("div", { class: "card empty small" }, "×0"),
      h("span", { class: "pile-label" }, `${tt(ctx, "discard")} (${discard.count ?? 0})`),
      Array.isArray(discard.cards) && discard.cards.length
        ? h("span", { class: "muted small" }, cardList(ctx, discard.cards))
        : Array.isArray(discard.known) && discard.known.length
          ? h("span", { class: "muted small" }, tt(ctx, "discard_known", { cards: cardList(ctx, discard.known) }))
          : null,
    ),
  );

  // the seats: "me" on the right, the other on the left (spectators: seat 0 left)
  const players = v.players || [];
  const order = me === 1 ? [0, 1] : me === 0 ? [1, 0] : [0, 1];
  const [left, right] = order.map((s) => players.find((/** @type {any} */ p) => p.seat === s) || /** @type {PlayerView} */ ({ seat: s, area: { rows: {} } }));

  const race = h(
    "table",
    { class: "hb-race" },
    h("caption", null, tt(ctx, "majorities")),
    h("thead", null, h("tr", null,
      h("th", { scope: "col", class: ["seat-col", `seat-${left.seat}`] }, ctx.seatName(left.seat)),
      h("th", { scope: "col" }, tt(ctx, "area")),
      h("th", { scope: "col", class: ["seat-col", `seat-${right.seat}`] }, ctx.seatName(right.seat)),
    )),
    h("tbody", null, TYPES.map(([type, value]) => {
      const a = rowOf(left, /** @type {string} */ (type));
      const b = rowOf(right, /** @type {string} */ (type));
      const lead = a.total > b.total ? "left" : b.total > a.total ? "right" : "";
      return h("tr", { "data-type": type },
        cell(ctx, left, /** @type {string} */ (type), a, lead === "left", moves, label),
        h("th", { scope: "row", class: "race-type" }, h("span", { class: "race-label" }, clueCard(ctx, /** @type {string} */ (type), "chip"), h("span", { class: "race-name" }, clueName(ctx, /** @type {string} */ (type))))),
        cell(ctx, right, /** @type {string} */ (type), b, lead === "right", moves, label),
      );
    }),
    h("tr", { class: "race-extra" },
      mapCell(ctx, left, moves, label),
      h("th", { scope: "row", class: "race-type" }, h("span", { class: "race-label" }, clueCard(ctx, "map_fragment", "chip"), h("span", { class: "race-name" }, tt(ctx, "map_fragments")))),
      mapCell(ctx, right, moves, label),
    ),
    h("tr", { class: "race-extra" },
      jokerCell(ctx, left, moves, label),
      h("th", { scope: "row", class: "race-type" }, h("span", { class: "race-label" }, clueCard(ctx, "joker", "chip"), h("span", { class: "race-name" }, tt(ctx, "unassigned_jokers")))),
      jokerCell(ctx, right, moves, label),
    )),
  );

  const panels = h("div", { class: "hb-players" }, [left, right].map((p) => playerPanel(ctx, p, v, me, toAct, moves, label, edition)));

  const parts = [header, pendingBox, startBox,
    h("section", { class: "hb-section" }, h("h3", null, tt(ctx, "characters")), h("div", { class: "hb-charrow" }, chars, charDeck)),
    h("section", { class: "hb-section" }, h("h3", null, tt(ctx, "line")), h("div", { class: "hb-linerow" }, line, piles)),
    h("section", { class: "hb-section hb-table" }, race, panels),
  ];
  if (v.result) parts.push(scoreTable(ctx, v.result, players));
  return h("div", { class: `board holmes edition-${edition}` }, parts);
}

/** @param {PlayerView} p @param {string} type */
function rowOf(p, type) {
  const r = (p.area && p.area.rows && p.area.rows[type]) || { clues: 0, joker: false };
  return { clues: r.clues || 0, joker: Boolean(r.joker), total: (r.clues || 0) + (r.joker ? 1 : 0) };
}

/**
 * One player's count on one clue row (with its wildcard), clickable for actions naming that card.
 * @param {Ctx} ctx @param {PlayerView} p @param {string} type @param {{clues: number, joker: boolean, total: number}} r
 * @param {boolean} leads @param {(f: (a: any) => boolean) => any[]} moves @param {(m: any) => string} label
 */
function cell(ctx, p, type, r, leads, moves, label) {
  const td = h(
    "td",
    { class: ["race-cell", leads && "leads", `seat-${p.seat}`], "data-seat": String(p.seat) },
    r.total
      ? h("span", { class: "race-count" }, h("span", { class: "bar", style: { width: `${Math.min(100, (r.total / 9) * 100)}%` } }), h("b", null, String(r.clues)),
          r.joker ? h("span", { class: "joker-badge", title: tt(ctx, "joker_on_row") }, "+★") : null)
      : h("span", { class: "muted" }, "·"),
  );
  const acts = moves((a) =>
    (["discard", "steal", "swap"].includes(a.type) && (a.card === type || a.card === `joker:${type}`)) ||
    (a.type === "assign_joker" && a.row === type) ||
    (a.type === "reveal" && a.card === type),
  );
  // a row's actions belong to the seat whose row it is: steal from the other, the rest from me
  const mineOnly = acts.filter((/** @type {any} */ m) => (m.action.type === "steal") !== (p.seat === ctx.seat));
  return clickable(td, mineOnly, ctx, label);
}

/** @param {Ctx} ctx @param {PlayerView} p @param {(f: (a: any) => boolean) => any[]} moves @param {(m: any) => string} label */
function mapCell(ctx, p, moves, label) {
  const n = (p.area && p.area.map_fragments) || 0;
  const td = h("td", { class: ["race-cell", `seat-${p.seat}`], "data-seat": String(p.seat) },
    n ? h("span", { class: "race-count" }, h("b", null, String(n)), h("span", { class: "muted small" }, ` (${MAP_SCORE[Math.min(5, n)] >= 0 ? "+" : ""}${MAP_SCORE[Math.min(5, n)]})`)) : h("span", { class: "muted" }, "·"));
  const acts = moves((a) => ["discard", "steal", "swap"].includes(a.type) && a.card === "map_fragment")
    .filter((/** @type {any} */ m) => (m.action.type === "steal") !== (p.seat === ctx.seat));
  return clickable(td, acts, ctx, label);
}

/** @param {Ctx} ctx @param {PlayerView} p @param {(f: (a: any) => boolean) => any[]} moves @param {(m: any) => string} label */
function jokerCell(ctx, p, moves, label) {
  const n = (p.area && p.area.unassigned_jokers) || 0;
  const td = h("td", { class: ["race-cell", `seat-${p.seat}`], "data-seat": String(p.seat) }, n ? h("b", null, String(n)) : h("span", { class: "muted" }, "·"));
  const acts = p.seat === ctx.seat ? moves((a) => ["discard", "swap"].includes(a.type) && a.card === "joker") : [];
  return clickable(td, acts, ctx, label);
}

/**
 * @param {Ctx} ctx @param {PlayerView} p @param {View} v @param {number|null} me @param {Set<number>} toAct
 * @param {(f: (a: any) => boolean) => any[]} moves @param {(m: any) => string} label @param {string} edition
 */
function playerPanel(ctx, p, v, me, toAct, moves, label, edition) {
  const hiddenKnown = p.hidden_known || [];
  const unknown = Math.max(0, (p.hidden_count || 0) - hiddenKnown.length);
  const standing = [];
  for (const c of v.characters || []) for (const m of c.markers || []) if (m.seat === p.seat) standing.push({ c: c.id, standing: m.standing });
  const supplyPawns = 3 - standing.length;
  const reserved = p.reserved
    ? clickable(clueCard(ctx, p.reserved, "small reserved"), p.seat === me ? moves((a) => a.type === "take" && a.slot === 4) : [], ctx, label)
    : null;
  return h(
    "div",
    { class: ["player-panel", `seat-${p.seat}`, p.seat === me && "me", toAct.has(p.seat) && "acting"], "data-seat": String(p.seat) },
    h("div", { class: "pp-head" },
      h("span", { class: `seat-dot seat-${p.seat}`, "aria-hidden": "true" }),
      h("strong", null, ctx.seatName(p.seat)),
      p.role ? h("span", { class: "badge role" }, tt(ctx, `roles.${p.role}`)) : null,
      toAct.has(p.seat) ? h("span", { class: "badge acting" }, tt(ctx, "to_act")) : null,
    ),
    h("div", { class: "pp-stats" },
      h("span", { title: tt(ctx, "markers") }, tokens(p.markers ?? 0, tt(ctx, "markers")), " ", tt(ctx, "markers")),
      h("span", null, tt(ctx, "moves_left", { n: p.moves_left ?? 0 })),
      h("span", { class: "pp-pawns", title: tt(ctx, "pawns") },
        Array.from({ length: Math.max(0, supplyPawns) }, () => pawn(p.seat, true, ctx)),
        standing.map((s) => h("span", { class: "pawn-at" }, pawn(p.seat, s.standing, ctx), h("span", { class: "small" }, charName(ctx, s.c))))),
    ),
    h("div", { class: "pp-hidden" },
      h("span", { class: "pp-label" }, `${tt(ctx, "hidden")} (${p.hidden_count || 0})`),
      h("div", { class: "row-cards" },
        hiddenKnown.map((/** @type {string} */ c) => { const el = clueCard(ctx, c, "small hidden-known"); el.title = `${clueName(ctx, c)} (${tt(ctx, "hidden")})`; return el; }),
        unknown ? cardBack(unknown, tt(ctx, "hidden")) : null),
    ),
    reserved ? h("div", { class: "pp-reserved" }, h("span", { class: "pp-label" }, tt(ctx, "reserved")), reserved) : null,
    p.holds_reservation_card ? h("div", { class: "badge res-card" }, tt(ctx, edition === "kosmos" ? "reservation_card_kosmos" : "reservation_card_devir")) : null,
    p.start_chosen !== undefined && v.phase === "alternative_start" ? h("div", { class: "muted small" }, tt(ctx, p.start_chosen ? "start_chosen" : "start_waiting")) : null,
  );
}

/** @param {Ctx} ctx @param {View["result"]} result @param {any[]} players */
function scoreTable(ctx, result, players) {
  const seats = (result.details && result.details.seats) || [];
  if (!seats.length) return h("div");
  const markers = (result.details && result.details.markers) || [];
  const rows = [
    ...TYPES.map(([type]) => [clueName(ctx, /** @type {string} */ (type)), seats.map((/** @type {any} */ s) => (s.types && s.types[type]) || 0)]),
    [tt(ctx, "score.map"), seats.map((/** @type {any} */ s) => s.map_fragments || 0)],
    [tt(ctx, "score.jokers"), seats.map((/** @type {any} */ s) => (s.unassigned_jokers || 0) + (s.jokers_assigned_at_end || 0))],
    [tt(ctx, "score.reserved"), seats.map((/** @type {any} */ s) => s.reserved_clue || 0)],
  ];
  return h("section", { class: "hb-section hb-score" },
    h("table", { class: "score-table" },
      h("caption", null, tt(ctx, "score.title")),
      h("thead", null, h("tr", null, h("th"), seats.map((/** @type {any} */ _s, /** @type {number} */ i) => h("th", { scope: "col" }, ctx.seatName(i))))),
      h("tbody", null,
        rows.map(([name, vals]) => h("tr", null, h("th", { scope: "row" }, name), /** @type {number[]} */ (vals).map((x) => h("td", null, x ? String(x) : "·")))),
        h("tr", { class: "total" }, h("th", { scope: "row" }, tt(ctx, "score.total")), seats.map((/** @type {any} */ s) => h("td", null, h("b", null, String(s.total ?? ""))))),
        markers.length ? h("tr", null, h("th", { scope: "row" }, tt(ctx, "score.markers")), markers.map((/** @type {number} */ m) => h("td", { class: "muted" }, String(m)))) : null,
      ),
    ),
  );
}
