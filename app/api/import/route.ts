import { after, NextResponse } from "next/server";
import { placeStore } from "@/lib/data";
import { serverEnv } from "@/lib/env/server";
import { formatImportError } from "@/lib/import/csv";
import { importColumns } from "@/lib/import/configured-columns";
import { describeSummary, runImport } from "@/lib/import/run-import";
import { translatePlaces } from "@/lib/services/i18n/place-translation";
import { describeSource, ImportFileError, ImportSourceError, readImportSource } from "@/lib/import/source";
import { dispatchEnabled, dispatchQuietly } from "@/lib/services/alerts/runtime";
import { siteOrigin } from "@/lib/site/origin";
import { bearerAuthorized } from "@/lib/security/bearer";

export const dynamic = "force-dynamic";

const MAX_ERRORS = 50;
const NO_STORE = { "cache-control": "no-store" };

function json(body: unknown, status: number, headers: Record<string, string> = {}) {
  return NextResponse.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

/**
 * The daily import, for a scheduler: `curl -X POST -H "Authorization: Bearer $IMPORT_SECRET"`.
 * Fetches IMPORT_URL and imports it all or nothing (docs/import.md), through the column mapping
 * IMPORT_COLUMNS names when it is set. Off (404) until both IMPORT_URL and IMPORT_SECRET are set.
 */
export async function POST(request: Request) {
  const { IMPORT_SECRET: secret, IMPORT_URL: url } = serverEnv;
  if (!secret || !url) return json({ error: "Not found" }, 404);
  if (!bearerAuthorized(request.headers.get("authorization"), secret)) {
    return json({ error: "Unauthorized" }, 401, { "www-authenticate": 'Bearer realm="import"' });
  }

  const columns = importColumns();
  if (columns && !columns.ok) {
    // The site's setting is wrong, not the file: fixing the mapping (and restarting) helps, retrying
    // does not. Only an authorized caller learns of it; the log gets the same lines, no stack.
    const error = "Nothing was imported: the column mapping IMPORT_COLUMNS names cannot be used; fix it and restart the site.";
    console.error(`Import: ${error} ${columns.problems.join(" ")}`);
    return json({ error, problems: columns.problems }, 500);
  }

  let csv: string;
  try {
    csv = await readImportSource(url);
  } catch (error) {
    // A file we cannot take is the file's fault (422, like a bad row); an unreachable or failing
    // source is the gateway's (502: the scheduler may retry).
    if (error instanceof ImportFileError) return json({ error: `Nothing was imported: ${error.message}` }, 422);
    const reason = error instanceof ImportSourceError ? error.message : "the source could not be reached";
    return json({ error: `Could not read the import file: ${reason}` }, 502);
  }

  let result: Awaited<ReturnType<typeof runImport>>;
  try {
    result = await runImport(placeStore, describeSource(url), csv, { mapping: columns?.mapping });
  } catch (error) {
    // The file was valid but the database failed: the transaction rolled back, nothing changed.
    console.error("Import failed:", error);
    return json({ error: "The database is unavailable. Nothing was imported; try again later." }, 503);
  }
  if (!result.ok) {
    const { errors } = result;
    return json(
      {
        error: `Nothing was imported: the file has ${errors.length} ${errors.length === 1 ? "problem" : "problems"}.`,
        errorCount: errors.length,
        errors: errors.slice(0, MAX_ERRORS).map((e) => ({ ...e, text: formatImportError(e) })),
      },
      422,
    );
  }
  // Translated after the answer: the scheduler never waits on the translation service.
  const { places } = result;
  // Places that opened or need help: their followers hear at once, not at the next dispatch.
  const siteUrl = siteOrigin();
  if (dispatchEnabled()) after(() => dispatchQuietly(siteUrl, "the import"));
  after(async () => {
    try {
      const run = await translatePlaces(places);
      if ("texts" in run) {
        const notOffered = run.notOffered.length > 0 ? `; not offered by the translation service (left in English): ${run.notOffered.join(", ")}` : "";
        console.info(`Import: place texts translated (${run.texts} texts): ${JSON.stringify(run.translated)}${notOffered}`);
      }
    } catch (error) {
      console.error("Import: translating the places failed (they show in English until the next import):", error);
    }
  });
  return json({ message: describeSummary(result.summary), summary: result.summary }, 200);
}
