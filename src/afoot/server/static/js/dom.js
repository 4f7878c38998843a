// @ts-check
/**
 * A tiny element builder: h("div", {class: "x", onclick: f}, "text", child). Attributes
 * starting with "on" become listeners; `dataset` sets data-*; null/false children are skipped.
 * Uses `document` only when called, so modules importing it still load under node.
 */

/**
 * @param {string} tag
 * @param {Record<string, any> | null} [attrs]
 * @param {...any} children
 * @returns {HTMLElement}
 */
export function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k.startsWith("on") && typeof v === "function") el.addEventListener(k.slice(2), v);
    else if (k === "dataset") Object.assign(el.dataset, v);
    else if (k === "class") el.className = Array.isArray(v) ? v.filter(Boolean).join(" ") : String(v);
    else if (k === "style" && typeof v === "object") Object.assign(el.style, v);
    else if (k === "html") el.innerHTML = String(v);
    else if (v === true) el.setAttribute(k, "");
    else el.setAttribute(k, String(v));
  }
  append(el, children);
  return el;
}

/** @param {Element} el @param {any[]} children */
function append(el, children) {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    if (Array.isArray(c)) append(el, c);
    else if (c instanceof Node) el.appendChild(c);
    else el.appendChild(document.createTextNode(String(c)));
  }
}

/**
 * An SVG element (namespaced) with attributes and children.
 * @param {string} tag @param {Record<string, any>} [attrs] @param {...any} children
 * @returns {SVGElement}
 */
export function svg(tag, attrs, ...children) {
  const el = document.createElementNS("http://www.w3.org/2000/svg", tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    el.setAttribute(k, String(v));
  }
  append(el, children);
  return /** @type {SVGElement} */ (el);
}

/** Replace an element's children. @param {Element} el @param {...any} children */
export function replace(el, ...children) {
  el.textContent = "";
  append(el, children);
}

/**
 * Link a stylesheet once (a game's own CSS), after the page's: resolves when it has loaded
 * (or failed: the page goes on without it), at once if `id` is there already or there is no
 * document (node).
 * @param {string} id @param {string} href
 * @returns {Promise<void>}
 */
export function stylesheet(id, href) {
  if (typeof document === "undefined" || document.getElementById(id)) return Promise.resolve();
  const link = document.createElement("link");
  link.id = id;
  link.rel = "stylesheet";
  link.href = href;
  const loaded = new Promise((resolve) => {
    link.addEventListener("load", () => resolve(undefined));
    link.addEventListener("error", () => {
      console.warn(`stylesheet ${href} did not load`);
      resolve(undefined);
    });
  });
  document.head.append(link);
  return loaded;
}
