import type { Page } from "@playwright/test";

/**
 * The closed chat button as a phone shows it: its part on screen, and the text or controls of the
 * page under that part (points 4 px apart across, 6 px down).
 */
export function chatButtonOnScreen(page: Page): Promise<{ visible: string; covered: string[] }> {
  return page.locator("button[data-stepped-aside]").evaluate((el) => {
    const box = el.getBoundingClientRect();
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, document.documentElement.clientWidth);
    const covered: string[] = [];
    for (let x = left + 2; x < right - 1; x += 4) {
      for (let y = box.top + 2; y < box.bottom - 1; y += 6) {
        const under = document.elementsFromPoint(x, y).find((e) => !el.contains(e));
        if (!under || under === document.body || under === document.documentElement) continue;
        if (under.closest("a,button,input,select,textarea,label,summary")) covered.push(`${under.tagName} control`);
        for (const node of under.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE || !node.textContent!.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          if ([...range.getClientRects()].some((r) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom)) covered.push(node.textContent!.trim().slice(0, 30));
        }
      }
    }
    return { visible: `${Math.round(left)}–${Math.round(right)} × ${Math.round(box.top)}–${Math.round(box.bottom)}`, covered: [...new Set(covered)] };
  });
}
