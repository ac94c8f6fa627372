import { chromium } from "playwright-core";
import { measureInitialJs } from "./quality/initial-js";

async function main() {
  const site = { url: "http://127.0.0.1:4201", stop: () => undefined };
  try {
    for (const path of ["/", "/donate", "/volunteer", "/en/list?kind=resource&category=essentials&open=1"]) {
      const js = await measureInitialJs(site.url, path);
      console.log(`${path}: ${js.totalGzipBytes} bytes gzip in ${js.scripts.length} scripts`);
    }
    const q = "kind=resource,shelter&category=medical_health&at=34.15,-118.14";
    for (let i = 0; i < 5; i++) {
      const t = Date.now();
      const r = await fetch(`${site.url}/en/list?${q}`);
      const html = await r.text();
      console.log("list", r.status, html.length, Date.now() - t, "ms", r.headers.get("cache-control"));
    }
    for (const bad of ["at=999,1", "kind=nope&open=maybe", "q=" + "x".repeat(300), "at=abc"]) {
      const r = await fetch(`${site.url}/en/list?${bad}`);
      console.log("bad", bad.slice(0, 20), r.status, (await r.text()).includes("could not be read"));
    }
    const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
    for (const lang of ["en", "es", "zh", "fa"]) {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
      await page.goto(`${site.url}/${lang}/list?kind=resource&category=essentials&open=1&at=34.148,-118.144`);
      await page.screenshot({ path: `/tmp/print/${lang}-screen.png`, fullPage: true });
      await page.emulateMedia({ media: "print" });
      await page.screenshot({ path: `/tmp/print/${lang}-print.png`, fullPage: true });
      const a4 = await page.pdf({ format: "A4" });
      const letter = await page.pdf({ format: "Letter" });
      const pages = (b: Buffer) => (b.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;
      console.log(lang, "pdf pages A4", pages(a4), "Letter", pages(letter));
      await page.close();
    }
    await browser.close();
  } finally {
    site.stop();
  }
}
void main();
