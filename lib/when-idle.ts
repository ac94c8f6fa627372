/**
 * Resolves when the browser is next idle (or after `fallbackMs` where it has no
 * requestIdleCallback, as Safari before 18): for work a visitor does not wait for, so it never
 * shares a task with the page's first scripts and hydration on a slow phone.
 */
export function whenIdle(fallbackMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof globalThis.requestIdleCallback === "function") globalThis.requestIdleCallback(() => resolve(), { timeout: fallbackMs * 3 });
    else setTimeout(resolve, fallbackMs);
  });
}
