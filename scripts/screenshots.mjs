// Takes phone and desktop screenshots of every route: `node scripts/screenshots.mjs [baseURL] [outDir]`.
// For looking at the site during development; not part of the test suite.
import { chromium } from "@playwright/test";

const base = process.argv[2] ?? "http://127.0.0.1:3000";
const out = process.argv[3] ?? "/tmp/shots";
const routes = ["/", "/volunteer", "/donate", "/contact", "/wildfireguide", "/no-such-page"];
const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"],
});
for (const [name, viewport] of Object.entries(viewports)) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  await context.addInitScript(() => sessionStorage.setItem("safety-notice-dismissed", "1"));
  const page = await context.newPage();
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: "networkidle" });
    const file = `${out}/${name}${route.replace(/\//g, "_") || "_home"}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === "1" });
    console.log(file);
  }
  await context.close();
}
await browser.close();
