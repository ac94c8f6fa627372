import { DataUnavailable } from "@/components/places/data-notices";
import { clientFacts } from "@/lib/i18n/catalog";
import { localizeHref, type Language } from "@/lib/i18n/languages";
import { getI18n } from "@/lib/i18n/server";
import { decodedBody } from "@/lib/services/places/api-responses";
import { explorerHref } from "@/lib/places/explorer-state";
import { NEAR_PARAM } from "@/lib/places/needs";
import { serverVocabulary } from "@/lib/places/search-vocabulary";
import { placesFromPayload } from "@/lib/places/summary";
import { printHref, printSearch } from "@/lib/print/link";
import type { PrintQuery } from "@/lib/print/params";
import { qrSvg } from "@/lib/print/qr";
import { siteOrigin } from "@/lib/site/origin";
import { textUs } from "@/lib/services/sms/runtime";
import { PrintView } from "./print-view";
import { buildSheet } from "./sheet";

/** The map with the list's filters, in list view (and "nearest first" again when the list had a point). */
function mapHref(query: PrintQuery): string {
  const href = explorerHref("/", query.filters, "list", null);
  if (!query.point) return href;
  const [path, anchor] = href.split("#");
  return `${path}${path!.includes("?") ? "&" : "?"}${NEAR_PARAM}=1#${anchor}`;
}

/**
 * The printable list for a query (app/[lang]/(public)/list): the map's own data and ranking, a QR code of
 * its live address, and the actions. Made per request (its query is its content).
 */
export async function PrintPage({ language, query }: { language: Language; query: PrintQuery }) {
  const i18n = await getI18n();
  const facts = clientFacts(language);
  const payload = await decodedBody(language, "list");
  if (!payload) return <div className="mx-auto max-w-3xl px-4 py-6"><DataUnavailable /></div>;
  // The descriptions only for a search, as the map loads them only then.
  const described = query.filters.q ? await decodedBody(language, "descriptions") : null;
  const now = new Date();
  const sheet = buildSheet({ places: placesFromPayload(payload), hazards: payload.hazards ?? {}, described, query, now, i18n, facts, words: serverVocabulary(language) });
  // Explicitly in this language, English too: whoever scans it reads what the sender printed.
  const url = `${siteOrigin()}${localizeHref(language, printHref(query.filters, query.point), { explicit: true })}`;
  const svg = await qrSvg(url);
  return (
    <>
      {query.unread.length > 0 && (
        <p role="note" className="mx-auto mt-4 max-w-3xl rounded-lg border-s-4 border-amber-500 bg-amber-50 p-3 text-amber-950 print:hidden" data-testid="print-unread">
          {i18n._("Part of this link could not be read, so it was left out of the list.")}
        </p>
      )}
      <PrintView
        sheet={sheet}
        search={printSearch(query.filters, query.point).toString()}
        renderedAt={now.toISOString()}
        url={url}
        // The library's own drawing: rectangles only, no text from the address (lib/print/qr.ts).
        qr={<div role="img" aria-label={i18n._("QR code of this list's address")} dangerouslySetInnerHTML={{ __html: svg }} />}
        backHref={mapHref(query)}
        // For whoever is handed the paper without a smartphone: only with a number to text (docs/sms.md).
        textUs={textUs(language, "places")}
      />
    </>
  );
}
