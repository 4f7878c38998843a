// @ts-check
/**
 * 13 Clues: the board (the others' mysteries, your screen, the informants, the questions and
 * answers, accusations, glasses) and the casebook, in en / es / de (the texts are the game's
 * locale/<lang>.json, which the client's core files under "thirteen_clues."). Only what the
 * view holds is drawn (src/afoot/games/thirteen_clues/views.py). The log lines and the moves
 * are the game's messages (its messages.py), which the server sends and the core renders:
 * this module writes none of them.
 */
import { h, svg } from "#afoot/dom.js";
import { clickable } from "#afoot/components/pick.js";
import { moveLabel } from "#afoot/components/widgets.js";

/** card id -> [suit, group, category] (data/thirteen_clues.toml) */
export const CARDS = {
  officer: ["purple", "person", "male"], parlor: ["purple", "location", "indoor"], knife: ["purple", "weapon", "close"],
  duke: ["pink", "person", "male"], market: ["pink", "location", "outdoor"], crossbow: ["pink", "weapon", "ranged"],
  butcher: ["red", "person", "male"], library: ["red", "location", "indoor"], poison: ["red", "weapon", "close"],
  countess: ["green", "person", "female"], park: ["green", "location", "outdoor"], sword: ["green", "weapon", "close"],
  nurse: ["yellow", "person", "female"], museum: ["yellow", "location", "indoor"], blowgun: ["yellow", "weapon", "ranged"],
  maid: ["blue", "person", "female"], harbor: ["blue", "location", "outdoor"], rifle: ["blue", "weapon", "ranged"],
  dancer: ["orange", "person", "female"], theater: ["orange", "location", "indoor"], pistol: ["orange", "weapon", "ranged"],
  sailor: ["white", "person", "male"], plaza: ["white", "location", "outdoor"], candlestick: ["white", "weapon", "close"],
  florist: ["brown", "person", "female"], rail_car: ["brown", "location", "indoor"], hammer: ["brown", "weapon", "close"],
  coachman: ["grey", "person", "male"], racecourse: ["grey", "location", "outdoor"], bow: ["grey", "weapon", "ranged"],
};
const GROUPS = ["person", "location", "weapon"];

/** @typedef {{t: (k: string, p?: Record<string, unknown>) => string, lang?: string, seat?: number|null,
 *   seatName: (s: number) => string, say: (msg: [string, Record<string, any>], sentence?: boolean) => string,
 *   act?: (a: any) => void}} Ctx */
/** Our JSON, as the game declares it (src/afoot/games/thirteen_clues/shapes.py, `afoot schema --ts`).
 * @typedef {import("#types/thirteen_clues.js").Snapshot} Snapshot
 * @typedef {import("#types/thirteen_clues.js").View} View
 * @typedef {import("#types/thirteen_clues.js").PlayerView} PlayerView */


// -- text (pure) -------------------------------------------------------------------------------
/** @param {Ctx} ctx @param {string} key @param {Record<string, unknown>} [p] */
const tt = (ctx, key, p) => ctx.t(`thirteen_clues.${key}`, p);
/**
 * Whose turn it is: "Your turn" for the reader (the catalogue's ``turn.you``), never "Ann
 * (you)'s turn". @param {Ctx} ctx @param {number} seat
 */
export const turnText = (ctx, seat) => ctx.say(["turn", { who: { seat } }], false);
/** "2 magnifying glasses". @param {Ctx} ctx @param {number} n */
export const glassesText = (ctx, n) => tt(ctx, "glasses", { n });
/** "6 magnifying glasses in the supply". @param {Ctx} ctx @param {number} n */
export const supplyText = (ctx, n) => tt(ctx, "supply_n", { n });
/** What a question counts, as the question names it: "red cards", "indoor locations". @param {Ctx} ctx @param {string} s */
const questionCards = (ctx, s) => tt(ctx, `q.${s}`);
/** @param {Ctx} ctx @param {string} id */
export const cardName = (ctx, id) => (id ? tt(ctx, `card.${id}`) : "?");
/** A question subject (a suit or a category). @param {Ctx} ctx @param {string} s */
export function subjectName(ctx, s) {
  const key = CATS.includes(s) ? `cat.${s}` : `suit.${s}`;
  return tt(ctx, key);
}
const CATS = ["male", "female", "indoor", "outdoor", "close", "ranged"];

/**
 * The mark on a legal move whose outcome the seat knows: a Secret Informant it has looked at
 * already ("seen: Knife", from its own view's ``informant.seen``), or null.
 * @param {Record<string, any>} action @param {any} snapshot @param {Ctx} ctx
 * @returns {{kind: string, text: string}|null}
 */
export function actionMark(action, snapshot, ctx) {
  if (!action || action.type !== "consult") return null;
  const seen = ((snapshot && snapshot.view && snapshot.view.informant) || {}).seen || {};
  const card = seen[action.letter];
  return card ? { kind: "seen", text: tt(ctx, "mark.seen", { card: cardName(ctx, card) }) } : null;
}

// -- art ---------------------------------------------------------------------------------------
/** @param {string} group */
function groupIcon(group) {
  const s = { fill: "none", stroke: "currentColor", "stroke-width": 1.8, "stroke-linecap": "round", "stroke-linejoin": "round" };
  const parts = {
    person: [svg("circle", { cx: 12, cy: 8, r: 4, ...s }), svg("path", { d: "M4 21c0-5 3.5-8 8-8s8 3 8 8", ...s })],
    location: [svg("path", { d: "M3 11l9-7 9 7M5 10v10h14V10", ...s }), svg("rect", { x: 10, y: 14, width: 4, height: 6, ...s })],
    weapon: [svg("path", { d: "M4 20l9-9M13 11l6-7 1 1-7 6M6 15l3 3", ...s })],
  };
  return svg("svg", { viewBox: "0 0 24 24", class: "icon", "aria-hidden": "true" }, parts[/** @type {keyof typeof parts} */ (group)] || []);
}

/** A face-up card. @param {Ctx} ctx @param {string} id @param {string} [extra] */
function card(ctx, id, extra = "") {
  const [suit, group, cat] = CARDS[/** @type {keyof typeof CARDS} */ (id)] || ["?", "?", "?"];
  return h(
    "div",
    {
      class: `card tc-card suit-${suit} ${extra}`,
      "data-card": id,
      title: `${cardName(ctx, id)} · ${tt(ctx, `suit.${suit}`)} · ${tt(ctx, `group.${group}`)} · ${tt(ctx, `cat.${cat}`)}`,
    },
    h("span", { class: "tc-group" }, groupIcon(group)),
    h("span", { class: "card-name" }, cardName(ctx, id)),
    h("span", { class: "tc-meta" }, `${tt(ctx, `suit.${suit}`)} · ${tt(ctx, `cat.${cat}`)}`),
  );
}

/** @param {string} [label] */
function back(label = "?", extra = "") {
  return h("div", { class: `card back tc-back ${extra}` }, h("span", { class: "back-mark", "aria-hidden": "true" }, "13"), h("span", { class: "sr-only" }, label));
}

/**
 * Magnifying glasses: one drawn per glass (at most ``GLASS_ICONS``) and the count in words.
 * @param {number} n @param {string} label  "2 magnifying glasses"
 */
function glasses(n, label) {
  return h(
    "span",
    { class: ["glasses", n === 0 && "none"], "data-glasses": String(n) },
    Array.from({ length: Math.min(n, GLASS_ICONS) }, () =>
      svg("svg", { viewBox: "0 0 24 24", class: "icon glass", "aria-hidden": "true" },
        svg("circle", { cx: 10, cy: 10, r: 6, fill: "#fff7d6", stroke: "currentColor", "stroke-width": 2 }),
        svg("path", { d: "M14.5 14.5L21 21", stroke: "currentColor", "stroke-width": 3, "stroke-linecap": "round" })),
    ),
    h("span", { class: "glasses-label" }, label),
  );
}
const GLASS_ICONS = 8;

// -- the board ---------------------------------------------------------------------------------
/** @param {Snapshot} snapshot @param {Ctx} ctx @returns {HTMLElement} */
export function renderBoard(snapshot, ctx) {
  const v = /** @type {View} */ (snapshot.view || {});
  const legal = snapshot.legal || [];
  const me = typeof snapshot.seat === "number" ? snapshot.seat : null;
  const label = (/** @type {any} */ m) => moveLabel(null, m, snapshot, ctx);
  const moves = (/** @type {(a: any) => boolean} */ pred) => legal.filter((/** @type {any} */ m) => pred(m.action));
  const toAct = new Set(v.to_act || snapshot.to_act || []);
  const players = v.players || [];

  const header = h(
    "div",
    { class: "tc-header" },
    h("strong", null, tt(ctx, `phase.${v.phase || "play"}`)),
    typeof v.turn === "number" && !v.over ? h("span", { class: "badge acting" }, turnText(ctx, v.turn)) : null,
    h("span", { class: "tc-supply" }, glasses(v.supply || 0, supplyText(ctx, v.supply || 0))),
    v.over && typeof v.winner === "number" ? h("span", { class: "badge win" }, ctx.say(["winner", { who: { seat: v.winner } }], false)) : null,
  );

  // set-up: my hand
  let setup = null;
  if (v.phase === "choose" && Array.isArray(v.hand)) {
    setup = h(
      "section",
      { class: "tc-section tc-setup" },
      h("h3", null, v.my_choice ? tt(ctx, "your_choice", { cards: v.my_choice.map((/** @type {string} */ c) => cardName(ctx, c)).join(", ") }) : tt(ctx, "your_hand")),
      h("div", { class: "row-cards" }, v.hand.map((/** @type {string} */ c) => card(ctx, c, v.my_choice && v.my_choice.includes(c) ? "chosen" : ""))),
    );
  }

  // the ring of players
  const ring = h(
    "div",
    { class: "tc-players" },
    players.map((/** @type {PlayerView} */ p) => {
      const isMe = p.seat === me;
      const mystery = Array.isArray(p.mystery)
        ? p.mystery
        : v.over && Array.isArray(v.mysteries)
          ? v.mysteries[p.seat]
          : null;
      const panel = h(
        "div",
        { class: ["player-panel", `seat-${p.seat % 6}`, isMe && "me", toAct.has(p.seat) && "acting"], "data-seat": String(p.seat) },
        h("div", { class: "pp-head" },
          h("span", { class: `seat-dot seat-${p.seat % 6}`, "aria-hidden": "true" }),
          h("strong", null, ctx.seatName(p.seat)),
          toAct.has(p.seat) && v.phase === "play" ? h("span", { class: "badge acting" }, "●") : null,
          v.phase === "choose" ? h("span", { class: "muted small" }, tt(ctx, p.chosen ? "chosen" : "choosing")) : null,
        ),
        h("div", { class: "pp-stats" },
          glasses(p.glasses || 0, glassesText(ctx, p.glasses || 0)),
          p.top_secret ? h("span", { class: "badge secret", title: tt(ctx, "top_secret") }, "TS") : null,
          p.looked_at && p.looked_at.length ? h("span", { class: "muted small" }, tt(ctx, "looked_at", { letters: p.looked_at.join(", ") })) : null,
        ),
        v.phase === "play" || v.over
          ? h("div", { class: "tc-screen" },
              h("span", { class: "pp-label" }, isMe ? tt(ctx, "your_mystery") : tt(ctx, "their_mystery", { who: ctx.seatName(p.seat) })),
              h("div", { class: "row-cards" }, mystery ? mystery.map((/** @type {string} */ c) => card(ctx, c, "small")) : [back("?", "small"), back("?", "small"), back("?", "small")]),
              isMe && Array.isArray(p.screen)
                ? [h("span", { class: "pp-label" }, tt(ctx, "your_screen")), h("div", { class: "row-cards" }, p.screen.map((/** @type {string} */ c) => card(ctx, c, "small")))]
                : null)
          : null,
      );
      return clickable(panel, moves((a) => a.type === "take_glass" && a.frm === p.seat), ctx, label);
    }),
  );

  // informants
  const inf = v.informant || { letters: [], seen: {} };
  const informants = inf.letters && inf.letters.length
    ? h("section", { class: "tc-section" },
        h("h3", null, tt(ctx, "informants")),
        h("div", { class: "row-cards" }, inf.letters.map((/** @type {string} */ L) => {
          const seen = inf.seen && inf.seen[L];
          const who = players.filter((/** @type {PlayerView} */ p) => (p.looked_at || []).includes(L)).map((/** @type {PlayerView} */ p) => ctx.seatName(p.seat));
          const el = h("div", { class: ["tc-informant", seen && "seen"], "data-letter": L, title: seen ? tt(ctx, "mark.seen", { card: cardName(ctx, seen) }) : null },
            h("span", { class: "letter" }, L),
            seen ? card(ctx, seen, "small") : back(L, "small"),
            who.length ? h("span", { class: "muted small" }, who.join(", ")) : null);
          return clickable(el, moves((a) => a.type === "consult" && a.letter === L), ctx, label);
        })))
    : null;

  // composers for the many question / accusation moves
  const composers = h("div", { class: "tc-composers" }, askForm(ctx, legal, players, me), accuseForm(ctx, legal));

  // questions so far
  const qs = v.questions || [];
  const questions = h("section", { class: "tc-section" },
    h("h3", null, tt(ctx, "questions")),
    qs.length
      ? h("table", { class: "tc-questions" },
          h("thead", null, h("tr", null, ["q.asker", "q.to", "q.subject", "q.answer"].map((k) => h("th", { scope: "col" }, tt(ctx, k))))),
          h("tbody", null, qs.map((/** @type {import("#types/thirteen_clues.js").QuestionView} */ q) =>
            h("tr", { class: q.secret ? "secret" : null },
              h("td", null, ctx.seatName(q.seat)),
              h("td", null, ctx.seatName(q.to)),
              h("td", null, q.subject !== undefined
                ? [h("span", { class: `subject subj-${q.subject}` }, subjectName(ctx, q.subject)), q.side ? h("span", { class: "muted small" }, ` · ${tt(ctx, "q.side", { side: tt(ctx, `side.${q.side}`) })}`) : null]
                : h("span", { class: "muted" }, "—"),
                q.secret ? h("span", { class: "badge secret" }, tt(ctx, "q.secret")) : null),
              h("td", { class: "answer" }, q.answer !== undefined ? String(q.answer) : "?"),
            ))))
      : h("p", { class: "muted" }, tt(ctx, "no_questions")));

  const accs = v.accusations || [];
  const accusations = accs.length
    ? h("section", { class: "tc-section" }, h("h3", null, tt(ctx, "accusations")),
        h("ul", { class: "tc-accusations" }, accs.map((/** @type {import("#types/thirteen_clues.js").AccusationView} */ a) =>
          h("li", { class: a.right ? "right" : "wrong" },
            h("strong", null, ctx.seatName(a.seat)), ": ",
            [a.person, a.location, a.weapon].map((c) => cardName(ctx, c)).join(", "),
            " — ", h("span", { class: a.right ? "ok" : "bad" }, tt(ctx, a.right ? "right" : "wrong"))))))
    : null;

  return h("div", { class: "board thirteen-clues" }, header, setup, ring, composers, informants, questions, accusations);
}

/** A compact form for the question moves. @param {Ctx} ctx @param {any[]} legal @param {any[]} players @param {number|null} me */
function askForm(ctx, legal, players, me) {
  const qs = legal.filter((m) => m.action.type === "question");
  if (!qs.length || !ctx.act) return null;
  const act = ctx.act;
  const uniq = (/** @type {string} */ k) => [...new Set(qs.map((m) => m.action[k]))];
  const tos = uniq("to");
  const subjects = uniq("subject");
  const sides = uniq("side").filter((x) => x);
  const canSecret = qs.some((m) => m.action.secret);
  const to = h("select", { name: "to", "aria-label": tt(ctx, "ask.to") }, tos.map((s) => h("option", { value: String(s) }, ctx.seatName(s))));
  const subj = h("select", { name: "subject", "aria-label": tt(ctx, "ask.subject") }, subjects.map((s) => h("option", { value: s }, questionCards(ctx, s))));
  const side = sides.length ? h("select", { name: "side", "aria-label": tt(ctx, "ask.side") }, sides.map((s) => h("option", { value: s }, tt(ctx, `side.${s}`)))) : null;
  const secret = canSecret ? h("input", { type: "checkbox", name: "secret" }) : null;
  const form = h("form", { class: "tc-form", onsubmit: (/** @type {Event} */ e) => {
    e.preventDefault();
    const want = {
      to: Number(/** @type {HTMLSelectElement} */ (to).value),
      subject: /** @type {HTMLSelectElement} */ (subj).value,
      side: side ? /** @type {HTMLSelectElement} */ (side).value : null,
      secret: secret ? /** @type {HTMLInputElement} */ (secret).checked : false,
    };
    const m = qs.find((x) => x.action.to === want.to && x.action.subject === want.subject && (x.action.side || null) === want.side && Boolean(x.action.secret) === want.secret);
    if (m) act(m.action);
  } },
    h("strong", null, tt(ctx, "ask.title")),
    h("label", null, tt(ctx, "ask.to"), " ", to),
    h("label", null, tt(ctx, "ask.subject"), " ", subj),
    side ? h("label", null, tt(ctx, "ask.side"), " ", side) : null,
    secret ? h("label", { class: "check" }, secret, " ", tt(ctx, "ask.secret")) : null,
    h("button", { type: "submit", class: "primary" }, tt(ctx, "ask.go")));
  return form;
}

/** @param {Ctx} ctx @param {any[]} legal */
function accuseForm(ctx, legal) {
  const acc = legal.filter((m) => m.action.type === "accuse");
  if (!acc.length || !ctx.act) return null;
  const act = ctx.act;
  /** @type {Record<string, HTMLSelectElement>} */
  const sel = {};
  for (const g of GROUPS) {
    const vals = [...new Set(acc.map((m) => m.action[g]))];
    sel[g] = /** @type {HTMLSelectElement} */ (h("select", { name: g, "aria-label": tt(ctx, `group.${g}`) }, vals.map((c) => h("option", { value: c }, cardName(ctx, c)))));
  }
  return h("form", { class: "tc-form", onsubmit: (/** @type {Event} */ e) => {
    e.preventDefault();
    const m = acc.find((x) => GROUPS.every((g) => x.action[g] === sel[g].value));
    if (m) act(m.action);
  } },
    h("strong", null, tt(ctx, "accuse.title")),
    GROUPS.map((g) => h("label", null, tt(ctx, `group.${g}`), " ", sel[g])),
    h("button", { type: "submit", class: "danger" }, tt(ctx, "accuse.go")));
}

// -- the casebook ------------------------------------------------------------------------------
/**
 * snapshot.casebook: {seat, count, candidates: [{person, location, weapon, p}] (the likeliest),
 * cards: {card: p}} (views.casebook_panel). Unknown shapes are shown as JSON.
 * @param {any} casebook @param {Snapshot} snapshot @param {Ctx} ctx
 */
export function renderCasebook(casebook, snapshot, ctx) {
  if (!casebook || (!Array.isArray(casebook.candidates) && !casebook.cards)) {
    return h("pre", { class: "json" }, JSON.stringify(casebook, null, 2));
  }
  const cands = (casebook.candidates || []).slice().sort((/** @type {any} */ a, /** @type {any} */ b) => b.p - a.p);
  const cards = casebook.cards || {};
  const pct = (/** @type {number} */ p) => `${Math.round(p * 100)}%`;
  const byGroup = GROUPS.map((g) => [g, Object.entries(cards).filter(([c]) => (CARDS[/** @type {keyof typeof CARDS} */ (c)] || [])[1] === g).sort((a, b) => Number(b[1]) - Number(a[1]))]);
  return h("div", { class: "casebook tc-casebook" },
    h("h3", null, tt(ctx, "casebook.title")),
    h("p", null, tt(ctx, "casebook.candidates", { n: typeof casebook.count === "number" ? casebook.count : cands.length })),
    h("div", { class: "cb-groups" }, byGroup.map(([g, list]) =>
      h("div", { class: "cb-group" }, h("h4", null, tt(ctx, `group.${g}`)),
        h("ul", { class: "cb-bars" }, /** @type {[string, number][]} */ (list).map(([c, p]) =>
          h("li", { class: p === 0 ? "zero" : p >= 0.999 ? "sure" : null },
            h("span", { class: "cb-name" }, cardName(ctx, c)),
            h("span", { class: "cb-bar" }, h("span", { style: { width: pct(p) } })),
            h("span", { class: "cb-p" }, pct(p)))))))),
    cands.length
      ? h("div", null, h("h4", null, tt(ctx, "casebook.top")),
          h("ol", { class: "cb-top" }, cands.slice(0, 8).map((/** @type {any} */ c) =>
            h("li", null, [c.person, c.location, c.weapon].map((x) => cardName(ctx, x)).join(", "), " ", h("span", { class: "muted" }, pct(c.p))))))
      : null,
  );
}
