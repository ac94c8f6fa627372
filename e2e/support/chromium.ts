/**
 * Debian's Chromium as every browser test here runs it (Playwright and Lighthouse). The closed
 * network refuses background connections, so Chromium is told not to make them.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
] as const;
