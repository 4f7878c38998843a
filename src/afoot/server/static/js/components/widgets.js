// @ts-check
/**
 * Pieces the table and the replay share: the seats bar with clocks, the log, the moves, the
 * generic board, the games' files (modules, texts, CSS, rules), the language select.
 */
import { h, replace, stylesheet } from "../dom.js";
import { formatClock, clockRemaining, genericEventText, groupMoves, actionKey, scoreRows, scoreText, latestEntries } from "../protocol.js";
import { t, mergeStrings, LANGS, LANG_NAMES, getLang } from "../i18n.js";
import { render } from "../messages.js";

/**
 * A game's module (its table). ``actionMark(action, snapshot, ctx)`` may mark a legal move
 * whose outcome the seat already knows from its own view (an informant it has seen, a guess
 * it has ruled out): ``{kind, text}`` or null; the move stays offered, with the mark on it.
 * A game that declares messages has its log lines, moves and pending decision sent as
 * messages (``msg``, ``prompt``), which the core renders (``said``); its module writes none
 * of them. ``eventText`` and ``actionText`` are read only for a game without messages.
 * @typedef {{renderBoard?: Function, actionText?: Function, eventText?: Function,
 *   renderCasebook?: Function, actionMark?: Function}} GameModule
 */

/**
 * A message of the game's catalogue (``[key, params]``, as the server sends it) in ctx's
 * language for ctx's reader (its seat and its names for seats); a sentence unless
 * ``sentence`` is false. Null (and a warning) when it cannot be rendered: the caller falls
 * back to what it showed without messages.
 * @param {any} ctx @param {any} msg @param {boolean} [sentence]
 * @returns {string|null}
 */
export function said(ctx, msg, sentence = true) {
  try {
    return render(ctx.game, msg, { lang: ctx.lang || getLang(), seat: ctx.seat, name: ctx.seatName }, sentence);
  } catch (err) {
    console.warn("a message failed", msg, err);
    return null;
  }
}

/**
 * A game as /api/games lists it, with where its browser files are (the server's
 * ``afoot.server.assets``): ``table`` (its module) and ``css``, or null; ``rules`` and
 * ``locale``, language -> URL. The client takes these URLs as they are: it never builds a
 * path from a game's id.
 * @typedef {{id: string, title: string, table: string|null, css: string|null,
 *   rules: Record<string, string>, locale: Record<string, string>, [k: string]: any}} GameInfo
 */

/** @type {Promise<GameInfo[]>|null} */
let listed = null;

/**
 * Every game, as /api/games lists it (asked once a page; again after a failure).
 * @returns {Promise<GameInfo[]>}
 */
export function gameList() {
  if (!listed) {
    const asked = fetch("/api/games", { headers: { Accept: "application/json" } }).then(async (res) => {
      if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
      return /** @type {GameInfo[]} */ (await res.json());
    });
    asked.catch(() => {
      if (listed === asked) listed = null;
    });
    listed = asked;
  }
  return listed;
}

/**
 * The game ``game`` as /api/games lists it, or null.
 * @param {string} game
 * @returns {Promise<GameInfo|null>}
 */
export async function gameInfo(game) {
  return (await gameList()).find((g) => g.id === game) || null;
}

/** @type {Map<string, Promise<void>>} */
const texts = new Map();

/**
 * The game's texts (its ``locale/<lang>.json``, every language the server lists), merged
 * under its id, once; a game without them (or a failure: a warning) leaves the keys as they
 * are, and the page says what it can without them.
 * @param {string} game
 * @returns {Promise<void>}
 */
export function loadTexts(game) {
  if (!texts.has(game)) {
    const load = async () => {
      const info = await gameInfo(game);
      const pairs = await Promise.all(
        Object.entries((info && info.locale) || {}).map(async ([lang, url]) => {
          const res = await fetch(url);
          if (!res.ok) throw new Error(`${url}: ${res.status} ${res.statusText}`);
          return [lang, await res.json()];
        }),
      );
      mergeStrings(game, Object.fromEntries(pairs));
    };
    texts.set(game, load().catch((err) => console.warn(`no texts for ${game}:`, err)));
  }
  return /** @type {Promise<void>} */ (texts.get(game));
}

/** @type {Map<string, Promise<GameModule|null>>} */
const modules = new Map();

/**
 * The game's module, with its texts and its stylesheet loaded first (so its first board is
 * drawn styled, in the page's language); null when it has none (the generic board is drawn
 * then) or it fails to load.
 *
 * A module is served from its game's folder (``/games/<id>/static/``), not from the client's:
 * it imports the client's core as ``#afoot/...`` (``#afoot/dom.js``), which the pages' import
 * map resolves to ``/static/js/`` and ``node --test`` through the "imports" of the
 * repository's package.json, so the same file runs in the browser and in its tests.
 * @param {string} game
 * @returns {Promise<GameModule|null>}
 */
export function loadGame(game) {
  if (!modules.has(game)) {
    const load = async () => {
      const info = await gameInfo(game);
      if (!info) return null;
      await Promise.all([loadTexts(game), info.css ? stylesheet(`css-${game}`, info.css) : null]);
      if (!info.table) return null;
      return /** @type {GameModule} */ (await import(info.table));
    };
    modules.set(
      game,
      load().catch((err) => {
        console.warn(`no module for ${game}:`, err);
        return null;
      }),
    );
  }
  return /** @type {Promise<GameModule|null>} */ (modules.get(game));
}

/**
 * The language select (#lang). @param {(lang: string) => void} onChange
 */
export function langSelect(onChange) {
  const sel = /** @type {HTMLSelectElement} */ (
    h("select", { id: "lang", "aria-label": t("lang.label") }, LANGS.map((l) => h("option", { value: l }, LANG_NAMES[l])))
  );
  sel.value = getLang();
  sel.addEventListener("change", () => onChange(sel.value));
  return sel;
}

/**
 * One invite link to share (the lobby after creating a table, the host's waiting room): the
 * seat, the whole URL in a read-only field, and a copy button.
 * @param {{seat: number, url: string}} inv
 */
export function inviteRow(inv) {
  const url = new URL(inv.url, location.origin).href;
  const label = t("seat.default", { n: inv.seat + 1 });
  const input = /** @type {HTMLInputElement} */ (
    h("input", { type: "text", readonly: true, value: url, "aria-label": label, onfocus: () => input.select() })
  );
  const btn = h("button", { type: "button", class: "copy small-btn", "data-seat": String(inv.seat), onclick: async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      input.select();
      document.execCommand("copy");
    }
    btn.textContent = t("lobby.copied");
    setTimeout(() => { btn.textContent = t("lobby.copy"); }, 2000);
  } }, t("lobby.copy"));
  return h("div", { class: "invite-row", "data-seat": String(inv.seat) }, h("span", { class: "seat-label" }, label), input, btn);
}

/**
 * The seats bar: one chip per seat with name, kind, connection, clock, to-act marker, and the
 * takeover / skip buttons for it.
 * @param {HTMLElement} el  #seats
 * @param {any} snap
 * @param {(s: number) => string} nameOf
 * @param {{seat: number, takeover: boolean, skip: boolean}[]} offers
 * @param {{takeover?: (s: number) => void, skip?: (s: number) => void}} handlers
 */
export function renderSeats(el, snap, nameOf, offers, handlers) {
  const toAct = new Set(snap.over ? [] : snap.waiting_for || snap.to_act || []);
  const winners = new Set((snap.result && snap.result.winners) || []);
  replace(
    el,
    (snap.seats || []).map((/** @type {any} */ s) => {
      const clock = (snap.clocks || []).find((/** @type {any} */ c) => c.seat === s.seat);
      const offer = offers.find((o) => o.seat === s.seat);
      const state = s.kind === "bot"
        ? t("seat.bot")
        : s.replaced
          ? t("seat.replaced")
          : !s.taken
            ? t("seat.open")
            : s.connected
              ? t("seat.online")
              : t("seat.away");
      return h(
        "div",
        {
          class: ["seat-chip", `seat-${s.seat % 6}`, toAct.has(s.seat) && "acting", s.seat === snap.seat && "me", winners.has(s.seat) && "winner"],
          "data-seat": String(s.seat),
          "aria-current": toAct.has(s.seat) ? "true" : null,
        },
        h("span", { class: `seat-dot seat-${s.seat % 6}`, "aria-hidden": "true" }),
        h("span", { class: "seat-name" }, nameOf(s.seat)),
        h("span", { class: ["seat-state", s.kind === "human" && s.taken && !s.connected && !s.replaced && "away"] }, state),
        toAct.has(s.seat) ? h("span", { class: "seat-turn", title: t("seat.to_act") }, "●") : null,
        winners.has(s.seat) ? h("span", { class: "seat-crown", title: t("table.winner") }, "♛") : null,
        clock
          ? h(
              "span",
              {
                class: ["clock", clock.running && "running", clock.expired && "expired"],
                "data-remaining": String(clock.remaining_ms),
                "data-running": clock.running && !clock.expired ? "1" : "0",
                title: clock.expired ? t("seat.expired") : null,
              },
              clock.expired ? t("seat.expired") : formatClock(clock.remaining_ms),
            )
          : null,
        offer && offer.takeover && handlers.takeover
          ? h("button", { type: "button", class: "takeover small-btn", "data-seat": String(s.seat), onclick: () => handlers.takeover && handlers.takeover(s.seat) }, t("table.takeover", { name: nameOf(s.seat) }))
          : null,
        offer && offer.skip && handlers.skip
          ? h("button", { type: "button", class: "skip small-btn", "data-seat": String(s.seat), onclick: () => handlers.skip && handlers.skip(s.seat) }, t("table.skip", { name: nameOf(s.seat) }))
          : null,
      );
    }),
  );
}

/**
 * Count the running clock down locally: `since` is performance.now() of the snapshot.
 * @param {HTMLElement} el @param {number} since
 */
export function tickClocks(el, since) {
  const elapsed = performance.now() - since;
  for (const c of /** @type {NodeListOf<HTMLElement>} */ (el.querySelectorAll(".clock[data-running='1']"))) {
    const left = clockRemaining({ seat: 0, remaining_ms: Number(c.dataset.remaining), running: true, expired: false }, elapsed);
    c.textContent = formatClock(left);
    c.classList.toggle("low", left < 30000);
  }
}

/**
 * One log line: the entry's message (a game with messages; null: no line), else the game's
 * eventText, else the generic line.
 * @param {GameModule|null} mod @param {any} e @param {any} snap @param {any} ctx
 * @returns {string|null}
 */
export function eventLine(mod, e, snap, ctx) {
  // the server's entry before a move a skipped seat's stand-in bot made for it
  if (e.type === "stand_in") {
    return e.seat === ctx.seat ? t("log.stand_in_you") : t("log.stand_in", { name: ctx.seatName(e.seat) });
  }
  if (e.msg !== undefined) {
    if (e.msg === null) return null;
    const text = said(ctx, e.msg);
    if (text) return text;
  } else if (mod && mod.eventText) {
    try {
      const text = mod.eventText(e, snap, ctx);
      if (text === null) return null;
      if (typeof text === "string" && text) return text;
    } catch (err) {
      console.warn("eventText failed", e, err);
    }
  }
  return genericEventText(e);
}

/**
 * Whether a log box shows its bottom (within a few pixels).
 * @param {HTMLElement} box
 */
function atBottom(box) {
  return box.scrollHeight - box.scrollTop - box.clientHeight < 8;
}

/**
 * How a log box follows the game, as chat apps do: it keeps its newest line in view until
 * the reader scrolls up; then their scroll is left alone and a "newest line" button (in the
 * box's panel) brings them back, from where it follows again. Set up once per box.
 * @param {HTMLElement} box
 * @returns {Follower}
 */
function follower(box) {
  const known = followers.get(box);
  if (known) return known;
  const jump = /** @type {HTMLButtonElement} */ (h("button", { type: "button", class: "log-newest small-btn", hidden: true }));
  /** @type {Follower} */
  const state = {
    follow: true,
    seen: 0,
    lines: 0,
    jump,
    toBottom() {
      box.scrollTop = box.scrollHeight;
      state.follow = true;
      state.seen = state.lines;
      jump.hidden = true;
    },
  };
  jump.addEventListener("click", () => {
    state.toBottom();
    box.focus({ preventScroll: true });
  });
  box.addEventListener("scroll", () => {
    if (atBottom(box)) state.toBottom();
    else {
      state.follow = false;
      jumpLabel(state);
    }
  });
  // the box changes size with the layout (a longer list of moves above it, a phone turned):
  // a following box keeps its bottom in view
  if (typeof ResizeObserver !== "undefined") {
    new ResizeObserver(() => {
      if (state.follow) box.scrollTop = box.scrollHeight;
    }).observe(box);
  }
  (box.parentElement || box).append(jump);
  followers.set(box, state);
  return state;
}

/**
 * @typedef {{follow: boolean, seen: number, lines: number, jump: HTMLButtonElement,
 *   toBottom: () => void}} Follower  seen: the lines there were when the reader left the bottom
 */

/** @type {WeakMap<HTMLElement, Follower>} */
const followers = new WeakMap();

/** The button's label: how many lines came since the reader scrolled up. @param {Follower} state */
function jumpLabel(state) {
  const fresh = state.lines - state.seen;
  state.jump.textContent = fresh > 0 ? `↓ ${t("log.new_lines", { n: fresh })}` : `↓ ${t("log.newest")}`;
  state.jump.hidden = false;
}

/**
 * The log list (#log): every event as a line. It follows the game (the newest line in view)
 * unless the reader has scrolled up (see ``follower``). ``latest``, when given, shows the
 * newest line on its own (a phone's docked moves), after the stand-in's line when the newest
 * move was a stand-in's (``fresh``: how many of the log's last entries are the newest move's,
 * 0 when not known); a click on it brings the log's newest line into view.
 * @param {HTMLElement} el  the <ol id="log">
 * @param {any[]} log @param {GameModule|null} mod @param {any} snap @param {any} ctx
 * @param {{latest?: HTMLElement|null, fresh?: number}} [opts]
 */
export function renderLog(el, log, mod, snap, ctx, opts = {}) {
  const box = el.parentElement || el;
  const state = follower(box);
  const items = [];
  /** @type {(string|null)[]} each entry's line */
  const lines = [];
  for (const e of log) {
    const line = eventLine(mod, e, snap, ctx);
    lines.push(line);
    if (line === null) continue;
    const seat = typeof e.seat === "number" ? e.seat : null;
    items.push(h("li", { class: [seat !== null && `seat-${seat % 6}`, `ev-${e.type}`], "data-type": e.type }, line));
  }
  const scrollTop = box.scrollTop;
  replace(el, items);
  state.lines = items.length;
  if (state.follow) state.toBottom();
  else {
    box.scrollTop = scrollTop;
    jumpLabel(state);
  }
  const latest = opts.latest;
  if (latest) {
    const pinned = latestEntries(log, opts.fresh || 0, (i) => lines[i] !== null);
    replace(latest, pinned.map((i) => h("span", { class: "log-latest-line", "data-type": log[i].type }, lines[i])));
    latest.hidden = !pinned.length;
    latest.title = t("log.newest");
    latest.onclick = () => {
      state.toBottom();
      (box.parentElement || box).scrollIntoView({ block: "end" });
    };
  }
}

/**
 * The label of a legal move: its message (a game with messages), else the module's
 * actionText, else the server's text.
 * @param {GameModule|null} mod @param {{action: any, text: string, msg?: any}} m @param {any} snap @param {any} ctx
 */
export function moveLabel(mod, m, snap, ctx) {
  if (m.msg) {
    const text = said(ctx, m.msg);
    if (text) return text;
  } else if (mod && mod.actionText) {
    try {
      const text = mod.actionText(m.action, snap, ctx);
      if (typeof text === "string" && text) return text;
    } catch (err) {
      console.warn("actionText failed", m.action, err);
    }
  }
  return m.text || JSON.stringify(m.action);
}

/**
 * The replay's caption of one step: the step's own log lines, which name their actor ("Bob
 * visits Doctor Watson. Bob takes the Explosive from the line."); a step without lines of its
 * own gets "{actor}: {move}" (the move's message, ``action_msg``, for a game with messages).
 * "" for a step nobody took (the start).
 * @param {GameModule|null} mod
 * @param {{actor?: number|null, action?: any, action_msg?: any, events?: any[]}} frame
 * @param {any} snap  the frame's snapshot (its lines)  @param {any} prevSnap  the one before (its move)
 * @param {any} ctx
 */
export function stepCaption(mod, frame, snap, prevSnap, ctx) {
  if (frame.actor === null || frame.actor === undefined) return "";
  const lines = (frame.events || []).map((e) => eventLine(mod, e, snap, ctx)).filter((x) => x);
  if (lines.length) return lines.join(" ");
  const move = frame.action ? moveLabel(mod, { action: frame.action, text: "", msg: frame.action_msg }, prevSnap, ctx) : "…";
  return t("replay.by", { name: ctx.seatName(frame.actor), action: move });
}

/**
 * The module's mark on a legal move, or null.
 * @param {GameModule|null} mod @param {{action: any}} m @param {any} snap @param {any} ctx
 * @returns {{kind: string, text: string}|null}
 */
export function moveMark(mod, m, snap, ctx) {
  if (!mod || !mod.actionMark) return null;
  try {
    const mark = mod.actionMark(m.action, snap, ctx);
    return mark && typeof mark.kind === "string" && /^[a-z_]+$/.test(mark.kind) ? mark : null;
  } catch (err) {
    console.warn("actionMark failed", m.action, err);
    return null;
  }
}

/**
 * The moves (#moves): buttons grouped by action type; a marked move (``moveMark``) carries its
 * mark's kind in ``data-mark`` and its text after the label.
 * @param {HTMLElement} el @param {any} snap @param {GameModule|null} mod @param {any} ctx
 * @param {(action: any) => void} onAct @param {boolean} busy
 */
export function renderMoves(el, snap, mod, ctx, onAct, busy) {
  const groups = groupMoves(snap.legal || []);
  if (!groups.length) {
    replace(el, h("p", { class: "muted" }, snap.over ? t("table.game_over") : t("table.no_moves")));
    return;
  }
  replace(
    el,
    groups.map((g) =>
      h(
        "div",
        { class: ["move-group", g.moves.length > 16 && "many"], "data-type": g.type },
        h("div", { class: "move-group-title" }, groupTitle(mod, g.type, ctx)),
        h(
          "div",
          { class: "move-buttons" },
          g.moves.map((m) => {
            const mark = moveMark(mod, m, snap, ctx);
            return h(
              "button",
              {
                type: "button",
                class: ["move", mark && "marked", mark && `mark-${mark.kind}`],
                "data-action": JSON.stringify(m.action),
                "data-key": actionKey(m.action),
                "data-mark": mark ? mark.kind : null,
                disabled: busy || null,
                onclick: () => onAct(m.action),
              },
              moveLabel(mod, m, snap, ctx),
              mark ? h("span", { class: "move-mark" }, mark.text) : null,
            );
          }),
        ),
      ),
    ),
  );
}

/**
 * A group's title: the game's ``group.<type>``, else the name of its action
 * (``action.<type>``), else the type with spaces.
 * @param {GameModule|null} mod @param {string} type @param {any} ctx
 */
function groupTitle(mod, type, ctx) {
  for (const key of [`${ctx.game}.group.${type}`, `${ctx.game}.action.${type}`]) {
    const text = t(key);
    if (text !== key) return text;
  }
  return type.replace(/_/g, " ");
}

/**
 * A value of a view as a readable tree: an object as its fields (names with spaces), a list
 * of plain values on one line, any other list numbered, a yes / no, a dash for nothing.
 * @param {any} value
 * @returns {any}
 */
export function viewTree(value) {
  if (value === null || value === undefined || (Array.isArray(value) && !value.length)) {
    return h("span", { class: "muted" }, "—");
  }
  if (typeof value === "boolean") return t(value ? "lobby.yes" : "lobby.no");
  if (Array.isArray(value)) {
    if (value.every((v) => v === null || typeof v !== "object")) return value.map((v) => (v === null ? "—" : String(v))).join(", ");
    return h("ol", { class: "view-list" }, value.map((v) => h("li", null, viewTree(v))));
  }
  if (typeof value === "object") {
    const fields = Object.entries(value);
    if (!fields.length) return h("span", { class: "muted" }, "—");
    return h("dl", { class: "view-tree" }, fields.map(([k, v]) => [h("dt", null, k.replace(/_/g, " ")), h("dd", { "data-field": k }, viewTree(v))]));
  }
  return String(value);
}

/**
 * The board of a game without a module of its own: its view as a readable tree, under the
 * decision the game waits for when the game sends it (``prompt``); the moves are the server's
 * texts or messages, the log plain lines or messages: any game is playable.
 * @param {any} snap @param {any} [ctx]
 */
export function genericBoard(snap, ctx) {
  const prompt = snap.prompt && ctx ? said(ctx, snap.prompt) : null;
  return h(
    "div",
    { class: "board generic" },
    h("p", { class: "muted" }, t("table.generic_board")),
    prompt ? h("p", { class: "prompt", role: "status" }, prompt) : null,
    h("section", { class: "generic-view" }, viewTree(snap.view)),
  );
}

/**
 * The board through the module (or the generic one if it has none or it fails).
 * @param {GameModule|null} mod @param {any} snap @param {any} ctx
 * @returns {HTMLElement}
 */
export function boardFor(mod, snap, ctx) {
  if (mod && mod.renderBoard) {
    try {
      const el = mod.renderBoard(snap, ctx);
      if (el instanceof HTMLElement) return el;
    } catch (err) {
      console.error("renderBoard failed", err);
    }
  }
  return genericBoard(snap, ctx);
}

/**
 * The line of the last ``game_over`` event of ``log`` (its message, else the module's), or
 * null.
 * @param {GameModule|null} mod @param {any[]} log @param {any} snap @param {any} ctx
 * @returns {string|null}
 */
export function endReason(mod, log, snap, ctx) {
  for (let i = (log || []).length - 1; i >= 0; i--) {
    if (log[i] && log[i].type === "game_over") {
      if (log[i].msg !== undefined) return log[i].msg === null ? null : said(ctx, log[i].msg);
      if (!mod || !mod.eventText) return null;
      try {
        return mod.eventText(log[i], snap, ctx) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * The end-screen contents: scores, winners, reason. ``reason`` is the game module's own line
 * for the game's end (its ``game_over`` event, translated); without one, the engine's
 * English reason is shown to English readers only.
 * @param {any} snap @param {(s: number) => string} nameOf @param {string} table
 * @param {string|null} [reason]
 */
export function endContent(snap, nameOf, table, reason) {
  const result = snap.result || {};
  const rows = scoreRows(result, snap.players || (snap.seats || []).length);
  const winners = result.winners || [];
  const coop = rows.length > 1 && (winners.length === rows.length);
  let headline;
  if (coop) headline = t("table.won_all");
  else if (!winners.length) headline = result.scores && result.scores.every((/** @type {number} */ s) => s === 0) ? t("table.lost_all") : t("table.no_winner");
  else headline = `${t(winners.length > 1 ? "table.winners" : "table.winner")}: ${winners.map(nameOf).join(", ")}`;
  return [
    h("h2", null, t("table.end_title")),
    h("p", { class: "end-headline" }, headline),
    h(
      "table",
      { class: "score-table end-scores" },
      h("thead", null, h("tr", null, h("th", { scope: "col" }, ""), h("th", { scope: "col" }, t("table.score")))),
      h(
        "tbody",
        null,
        rows.map((r) =>
          h("tr", { class: r.winner ? "winner" : null, "data-seat": String(r.seat) },
            h("th", { scope: "row" }, r.winner ? "♛ " : "", nameOf(r.seat)),
            h("td", null, scoreText(r.score))),
        ),
      ),
    ),
    reason
      ? h("p", { class: "muted end-reason" }, reason)
      : result.reason && getLang() === "en"
        ? h("p", { class: "muted end-reason" }, t("table.reason", { reason: result.reason }))
        : null,
    h("p", { class: "end-links" },
      h("a", { href: `/replay/${encodeURIComponent(table)}`, class: "button" }, t("table.to_replay")),
      " ",
      h("a", { href: "/", class: "button secondary" }, t("table.to_lobby"))),
  ];
}
