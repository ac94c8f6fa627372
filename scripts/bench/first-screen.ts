/**
 * What a phone's first screen costs, in figures that do not depend on the machine's load (issue
 * 41): for each page, the HTML as served (bytes, and gzip), the React Server Components payload
 * inside it (the `self.__next_f.push` strings, decoded), how many interface messages that payload
 * carries (ids of locales/en/messages.po appearing as keys), the elements in the document once it
 * has hydrated (Chromium, 390×844), and its initial JavaScript (gzip sum of its <script src>, as
 * the quality gate measures it) beside a bare Next.js page's (scripts/bench/bare-next.ts).
 *
 * Run after `npm run build`:
 *   npm run bench:first-screen
 *   BENCH_PAGES="/ /fa/donate" npm run bench:first-screen
 *   BENCH_SHOTS=/work/wt/shots/41/after BENCH_SHOT_PAGES="/ /es /fa" npm run bench:first-screen   (390×844 screenshots)
 *   BENCH_DATA_DIR=.data/bench-map npm run bench:first-screen   (a database of your own, e.g. bench:map's 10,000 places)
 *   BENCH_BARE=0 (skip building the bare page)
 */
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../e2e/support/chromium";
import { measureInitialJs } from "../quality/initial-js";
import { startSite } from "../quality/serve";
import { buildBareNext, startBareNext } from "./bare-next";

const PORT = 3790;
const BARE_PORT = 3791;
const PAGES = process.env.BENCH_PAGES?.split(/\s+/).filter(Boolean) ?? ["/", "/es", "/fa", "/hy", "/donate", "/wildfireguide"];
const SHOTS = process.env.BENCH_SHOTS;
const SHOT_PAGES = process.env.BENCH_SHOT_PAGES?.split(/\s+/).filter(Boolean) ?? ["/", "/es", "/fa"];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The RSC payload a page carries inline: every string pushed to `self.__next_f`, decoded. */
export function rscPayload(html: string): string {
  let payload = "";
  for (const match of html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)) payload += JSON.parse(match[1]!) as string;
  return payload;
}

/** How many of these message ids appear in the payload as an object's keys (a catalog sent to the client). */
export function messagesIn(payload: string, ids: string[]): number {
  return ids.filter((id) => payload.includes(`${JSON.stringify(id)}:`)).length;
}

export type FirstScreen = { path: string; htmlBytes: number; htmlGzipBytes: number; rscBytes: number; messages: number; elements: number; jsGzipBytes: number };

async function main() {
  const english = JSON.parse(readFileSync("locales/en/messages.json", "utf8")) as { messages: Record<string, unknown> };
  const ids = Object.keys(english.messages);
  const bare = process.env.BENCH_BARE === "0" ? undefined : await startBareNext(buildBareNext(), BARE_PORT);
  const own = process.env.BENCH_DATA_DIR;
  const site = await startSite({ port: PORT, ...(own ? { env: { DATA_BACKEND: "embedded", PGLITE_DATA_DIR: own } } : { dataDir: ".data/bench-first-screen" }) });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  const rows: FirstScreen[] = [];
  try {
    const bareJs = bare ? (await measureInitialJs(bare.url, "/")).totalGzipBytes : undefined;
    for (const pagePath of PAGES) {
      const html = await (await fetch(site.url + pagePath)).text();
      const payload = rscPayload(html);
      // A context per page, no service worker: a first visit.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, serviceWorkers: "block" });
      const page = await context.newPage();
      await page.goto(site.url + pagePath, { waitUntil: "networkidle" });
      const elements = await page.evaluate(() => document.getElementsByTagName("*").length);
      await context.close();
      rows.push({
        path: pagePath,
        htmlBytes: Buffer.byteLength(html),
        htmlGzipBytes: gzipSync(html).length,
        rscBytes: Buffer.byteLength(payload),
        messages: messagesIn(payload, ids),
        elements,
        jsGzipBytes: (await measureInitialJs(site.url, pagePath)).totalGzipBytes,
      });
    }
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      for (const pagePath of SHOT_PAGES) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, serviceWorkers: "block" });
        const page = await context.newPage();
        await page.goto(site.url + pagePath, { waitUntil: "networkidle" });
        await page.evaluate(() => document.fonts.ready);
        const name = pagePath === "/" ? "en" : pagePath.replace(/^\//, "").replace(/\//g, "_");
        await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
        await page.screenshot({ path: path.join(SHOTS, `${name}-full.png`), fullPage: true });
        await context.close();
      }
    }
    console.log(`First screen${own ? ` (database ${own})` : " (sample database)"}: HTML as served, its RSC payload, messages in it, elements after hydration, initial JS (gzip)`);
    console.log(["page".padEnd(16), "HTML".padStart(9), "gzip".padStart(8), "RSC".padStart(9), "msgs".padStart(5), "elems".padStart(6), "JS gzip".padStart(9), bareJs ? "over bare".padStart(10) : ""].join(" "));
    for (const r of rows) {
      console.log(
        [
          r.path.padEnd(16),
          kb(r.htmlBytes).padStart(9),
          kb(r.htmlGzipBytes).padStart(8),
          kb(r.rscBytes).padStart(9),
          String(r.messages).padStart(5),
          String(r.elements).padStart(6),
          kb(r.jsGzipBytes).padStart(9),
          bareJs ? `+${kb(r.jsGzipBytes - bareJs)}`.padStart(10) : "",
        ].join(" "),
      );
    }
    if (bareJs) console.log(`bare Next.js page: initial JS ${kb(bareJs)} (${bareJs} bytes)`);
    if (process.env.BENCH_JSON) console.log(JSON.stringify({ bareJs, rows }));
  } finally {
    await browser.close();
    site.stop();
    bare?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
