// @ts-check
/**
 * Board elements that stand for legal actions. `clickable(el, moves, ctx, label)`: one move,
 * a click takes it; several, a click opens a small menu of them. Keyboard: Enter / Space.
 */
import { h } from "../dom.js";

/** @type {HTMLElement|null} */
let openMenu = null;

function closeMenu() {
  if (openMenu) openMenu.remove();
  openMenu = null;
}

if (typeof document !== "undefined") {
  document.addEventListener("click", (e) => {
    if (openMenu && !openMenu.contains(/** @type {Node} */ (e.target))) closeMenu();
  });
  document.addEventListener("keydown", (e) => {
    if (e.key === "Escape") closeMenu();
  });
}

/**
 * @param {HTMLElement} el
 * @param {{action: Record<string, any>, text: string}[]} moves  legal moves this element stands for
 * @param {{act?: (a: any) => void}} ctx
 * @param {(move: {action: any, text: string}) => string} label
 */
export function clickable(el, moves, ctx, label) {
  if (!moves.length || !ctx.act) return el;
  const act = ctx.act;
  el.classList.add("can-act");
  el.tabIndex = 0;
  el.setAttribute("role", "button");
  el.title = moves.map(label).join(" · ");
  const go = (/** @type {Event} */ e) => {
    e.stopPropagation();
    closeMenu();
    if (moves.length === 1) {
      act(moves[0].action);
      return;
    }
    const menu = h(
      "div",
      { class: "pick-menu", role: "menu" },
      moves.map((m) =>
        h("button", { type: "button", role: "menuitem", onclick: () => { closeMenu(); act(m.action); } }, label(m)),
      ),
    );
    const r = el.getBoundingClientRect();
    menu.style.left = `${Math.max(4, r.left + window.scrollX)}px`;
    menu.style.top = `${r.bottom + window.scrollY + 4}px`;
    document.body.appendChild(menu);
    openMenu = menu;
    const first = menu.querySelector("button");
    if (first) first.focus();
  };
  el.addEventListener("click", go);
  el.addEventListener("keydown", (e) => {
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      go(e);
    }
  });
  return el;
}
