/**
 * Where the page, at rest, has text or a control under the chat button (faq-chat.tsx), the button
 * steps to the edge of the screen — a tab the visitor can still tap — instead of covering a line of
 * the hero, a legend's label or a card's button: this marks it `data-at-edge` (its classes move it).
 * Checked where the button would be, at its full size. In its own chunk, loaded when the browser is
 * idle: it adds nothing to the page's first download.
 */
/** The chat button: 56 px, 16 px from the bottom and the end edge (faq-chat.tsx). */
const BUTTON_PX = 56;
const MARGIN_PX = 16;
/** Checked once scrolling or resizing has stopped for this long. */
const SETTLE_MS = 150;
const CONTROLS = "a,button,input,select,textarea,label,summary,[role=button]";

/** Whether the page shows text or a control at this point of the screen, under `except`. */
function contentAt(x: number, y: number, except: Element | null): boolean {
  const under = document.elementsFromPoint(x, y).find((e) => !except?.contains(e));
  if (!under || under === document.body || under === document.documentElement) return false;
  if (under.closest(CONTROLS)) return true;
  const range = document.createRange();
  for (const node of under.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
    range.selectNodeContents(node);
    for (const r of range.getClientRects()) if (x >= r.left && x <= r.right && y >= r.top && y <= r.bottom) return true;
  }
  return false;
}

export type OverContentWatch = { check: () => void; stop: () => void };

/** Marks the button whenever scrolling or resizing stops (and on `check`). */
export function watchOverContent(button: { current: HTMLElement | null }): OverContentWatch {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    // Without it (older browsers, jsdom) the button floats as before.
    if (typeof document.elementsFromPoint !== "function") return;
    const width = document.documentElement.clientWidth;
    const left = document.documentElement.dir === "rtl" ? MARGIN_PX : width - MARGIN_PX - BUTTON_PX;
    const top = window.innerHeight - MARGIN_PX - BUTTON_PX;
    const points = [4, BUTTON_PX / 2, BUTTON_PX - 4].flatMap((dx) => [4, BUTTON_PX / 2, BUTTON_PX - 4].map((dy) => [left + dx, top + dy] as const));
    button.current?.toggleAttribute("data-at-edge", points.some(([x, y]) => contentAt(x, y, button.current)));
  };
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(check, SETTLE_MS);
  };
  later();
  window.addEventListener("scroll", later, { passive: true });
  window.addEventListener("resize", later);
  return {
    check: later,
    stop: () => {
      clearTimeout(timer);
      window.removeEventListener("scroll", later);
      window.removeEventListener("resize", later);
    },
  };
}
