/**
 * Linear-time benchmark: every check the server (and the map's search in the browser) runs on
 * text a visitor, an importing operator or a reviewer sends, fed BATCH hostile texts of
 * TEXT_CHARS characters of each shape in tests/support/adversarial.ts. Prints, per check, the
 * slowest shape and its time (best of 3 runs, after an untimed pass over every shape at a tenth
 * of the length; 1 run when the first takes over 2 s).
 * docs/benchmarks.md, "Linear-time checks", has the figures before and after the fix.
 * Run: npm run bench:linear [-- --all] [-- --only <part of a check's name>]
 *   --all: every shape, not only the slowest; --only: the checks whose name contains that text.
 */
import { parseOpenDataQuery, HSDS_PARAMETERS } from "../../lib/open-data/query";
import { toHsdsService } from "../../lib/open-data/hsds";
import { readTranslateRequest } from "../../app/api/translate/read-request";
import { clientAddress } from "../../lib/forms/client-key";
import { collaborationSchema, reportSchema, suggestionSchema } from "../../lib/forms/schemas";
import { protectTerms, restoreTerms } from "../../lib/i18n/glossary";
import { translateWithService } from "../../lib/i18n/libretranslate";
import { hasLetters, normalizeText } from "../../lib/i18n/normalize";
import { translateTexts } from "../../lib/services/i18n/translate";
import { languagesReply } from "../../tests/support/libretranslate";
import { hasRunawayRepetition, keepsFacts } from "../../lib/i18n/translation-checks";
import { CSV_COLUMNS, parsePlacesCsv, type Column } from "../../lib/import/csv";
import { applyFilters, DEFAULT_FILTERS } from "../../lib/places/filters";
import { queryWords } from "../../lib/places/search";
import { safeHttpUrl } from "../../lib/http/safe-url";
import { makePlace } from "../../tests/support/places";
import { BATCH, batchOf, HOSTILE, TEXT_CHARS, type HostileName } from "../../tests/support/adversarial";

type Check = { name: string; run: (texts: string[]) => unknown; distinct?: boolean };

/** A LibreTranslate stand-in that answers each text with itself: the output is as hostile as the source. */
const echo: typeof fetch = async (input, init) => {
  const listed = languagesReply(input, init);
  if (listed) return listed;
  const { q } = JSON.parse(String(init?.body)) as { q: string[] };
  return new Response(JSON.stringify({ translatedText: q }), { headers: { "content-type": "application/json" } });
};

const MINIMAL: Partial<Record<Column, string>> = { external_id: "r", kind: "resource", category: "essentials", name: "Pantry", latitude: "34.1", longitude: "-118.1" };
const csvCell = (v: string) => `"${v.replace(/"/g, '""')}"`;
/** An import file of one row per text, `column` holding the text and the other required columns valid. */
function csvWith(column: Column, texts: string[]): string {
  const columns = CSV_COLUMNS.filter((c) => c === column || c in MINIMAL);
  const rows = texts.map((text, i) => columns.map((c) => csvCell(c === column ? text : c === "external_id" ? `r-${i}` : MINIMAL[c]!)).join(","));
  return [columns.join(","), ...rows].join("\n");
}

const places = Array.from({ length: 200 }, (_, i) => makePlace({ name: `Place ${i}`, description: "Free groceries, water and blankets." }));
const now = new Date("2026-01-15T18:00:00Z");

export const CHECKS: Check[] = [
  { name: "repetition check (hasRunawayRepetition, output = source)", run: (t) => t.map((s) => hasRunawayRepetition(s, s)) },
  { name: "facts check (keepsFacts, output = source)", run: (t) => t.map((s) => keepsFacts(s, s)) },
  { name: "glossary (protectTerms + restoreTerms)", run: (t) => t.map((s) => ((p) => restoreTerms(p.text, p.terms))(protectTerms(s))) },
  { name: "normalizeText + hasLetters", run: (t) => t.map((s) => hasLetters(normalizeText(s))) },
  {
    name: "POST /api/translate body (readTranslateRequest)",
    run: (t) =>
      readTranslateRequest(new Request("http://localhost/api/translate", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ target: "es", texts: t }) })),
  },
  {
    name: "/api/translate before the service (translateTexts)",
    distinct: true,
    run: (t) => translateTexts("es", t, { logger: { warn() {}, error() {} } }),
  },
  { name: "a service answer (translateWithService, echo)", run: (t) => translateWithService("es", t, { url: "http://translate.test", timeoutMs: 60_000, fetch: echo }) },
  {
    name: "suggestion form (every field)",
    run: (t) =>
      t.map((s) =>
        suggestionSchema.safeParse({ kind: "resource", category: "essentials", name: s, address: s, hours: s, phone: s, website: s, description: s, source: s, contactEmail: s }),
      ),
  },
  { name: "collaboration form (every field)", run: (t) => t.map((s) => collaborationSchema.safeParse({ name: s, organization: s, email: s, phone: s, kind: "other", message: s, consent: true })) },
  { name: "report form (every field)", run: (t) => t.map((s) => reportSchema.safeParse({ placeId: s, reason: "closed", note: s })) },
  ...(["latitude", "hours", "shifts", "languages", "external_id", "website", "last_verified_at", "items_needed"] as const).map(
    (column): Check => ({ name: `CSV import, column ${column}`, run: (t) => parsePlacesCsv(csvWith(column, t), { now }) }),
  ),
  { name: "open data: HSDS export of an address", run: (t) => t.map((s) => toHsdsService(makePlace({ address: s }))) },
  { name: "open data: query parameters", run: (t) => t.map((s) => parseOpenDataQuery(new URLSearchParams({ kind: s, page: s, per_page: s, full: s }), HSDS_PARAMETERS)) },
  { name: "map search: queryWords", run: (t) => t.map((s) => queryWords(s)) },
  { name: "map search: 200 places", run: (t) => t.map((s) => applyFilters(places, { ...DEFAULT_FILTERS, q: s }, now)) },
  { name: "safeHttpUrl", run: (t) => t.map((s) => safeHttpUrl(s)) },
  { name: "clientAddress (X-Forwarded-For)", run: (t) => t.map((s) => clientAddress({ get: () => s }, 1)) },
];

async function timed(check: Check, texts: string[]): Promise<{ ms: number; runs: number }> {
  let best = Infinity;
  let runs = 0;
  while (runs < 3 && !(runs === 1 && best > 2000)) {
    const started = performance.now();
    await check.run(texts);
    best = Math.min(best, performance.now() - started);
    runs++;
  }
  return { ms: best, runs };
}

async function main() {
  const all = process.argv.includes("--all");
  const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : undefined;
  console.log(`${BATCH} texts of ${TEXT_CHARS} characters per shape; best of 3 runs (1 when over 2 s)\n`);
  for (const check of CHECKS.filter((c) => !only || c.name.includes(only))) {
    // Untimed, on every shape at a tenth of the length: the timings are of code V8 has optimized.
    for (const text of Object.values(HOSTILE)) await check.run(batchOf(text.slice(0, TEXT_CHARS / 10), { distinct: check.distinct }));
    const results: { shape: HostileName; ms: number; runs: number }[] = [];
    for (const [shape, text] of Object.entries(HOSTILE) as [HostileName, string][]) {
      results.push({ shape, ...(await timed(check, batchOf(text, { distinct: check.distinct }))) });
    }
    results.sort((a, b) => b.ms - a.ms);
    const show = all ? results : results.slice(0, 1);
    for (const r of show) console.log(`${check.name.padEnd(58)} ${r.shape.padEnd(22)} ${r.ms.toFixed(1).padStart(9)} ms${r.runs < 3 ? " (1 run)" : ""}`);
    if (all) console.log("");
  }
}

void main();
