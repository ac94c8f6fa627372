import { SampleNotice } from "@/components/places/sample-notice";
import type { Translator } from "@/lib/i18n/translator";
import { PRINT } from "@/lib/print/settings";
import type { Sheet, SheetEntry } from "./sheet";

type Props = {
  sheet: Sheet;
  /** The live address of this list, printed under its QR code (and alone when there is no code). */
  url: string;
  /** The server's QR code of `url`; absent on a copy rebuilt offline for another list. */
  qr: React.ReactNode;
  i18n: Translator;
};

function Entry({ entry, i18n }: { entry: SheetEntry; i18n: Translator }) {
  return (
    <li data-place-id={entry.id} data-place-kind={entry.kind} className="print-entry break-inside-avoid border-b border-neutral-300 py-3 print:py-1">
      {/* The name isolated: an English name in a Farsi or Arabic page keeps its own order. Whole,
          on as many lines as it takes: a long word wraps rather than running out of its column. */}
      <h2 className="text-lg font-bold leading-snug text-ink [overflow-wrap:anywhere] print:text-[12pt]">
        <bdi data-i18n="dynamic">{entry.name}</bdi>
      </h2>
      {entry.hazard && <p className="font-bold text-danger print:text-black">⚠ {entry.hazard}</p>}
      {entry.animalsOnly && (
        <p data-field="animals-only" className="font-bold">
          {entry.animalsOnly}
        </p>
      )}
      <p data-field="open-state" className="font-semibold">
        {[entry.status, entry.openState, entry.distance].filter(Boolean).join(" · ")}
      </p>
      <p>
        {entry.today && <>{entry.today} · </>}
        <span className={`text-sm print:text-[9pt] ${entry.stale ? "font-semibold" : ""}`}>{entry.verified}</span>
      </p>
      {/* Addresses and phone numbers as written, left-to-right in every page (people navigate and
          dial them); a phone number never breaks across lines. */}
      {(entry.address || entry.phone) && (
        <p>
          {entry.address && (
            <bdi dir="ltr" translate="no">
              {entry.address}
            </bdi>
          )}
          {/* In Farsi and Arabic the phone has its own line: after a left-to-right address on one
              line it would land at the far (left) end, read first by no one. */}
          {entry.address && entry.phone && <span className="rtl:hidden"> · </span>}
          {entry.phone && (
            <span className="rtl:block">
              <bdi dir="ltr" className="font-semibold whitespace-nowrap" data-field="phone">
                {entry.phone}
              </bdi>
            </span>
          )}
        </p>
      )}
      {entry.needs.length > 0 && (
        <p className="line-clamp-2">
          {i18n._("Needed now")}: <span data-i18n="dynamic">{entry.needs.join(", ")}</span>
        </p>
      )}
    </li>
  );
}

/**
 * The printable list itself: large type, black on white, one sheet of A4 or US Letter
 * (components/print/print.css sets the page; two columns on paper). Renders on the server and,
 * for a copy rebuilt offline, in the browser: it takes its translate function as a prop.
 */
export function PrintSheet({ sheet, url, qr, i18n }: Props) {
  return (
    <article className="print-sheet text-base leading-snug text-ink print:text-[10.5pt] print:leading-tight" data-testid="print-sheet">
      {/* First, on screen and on paper: a sheet of sample places must never pass for real help. */}
      {sheet.sample && <SampleNotice i18n={i18n} className="mb-3 print:p-[2mm] print:text-[10pt]" />}
      <header className="flex items-start gap-4 border-b-2 border-ink pb-3">
        <div className="min-w-0 flex-1 space-y-1">
          <h1 className="text-2xl font-bold leading-tight print:text-[18pt]" data-testid="print-title">
            {sheet.title}
          </h1>
          {sheet.qualifiers.length > 0 && <p className="font-semibold">{sheet.qualifiers.join(" · ")}</p>}
          <p data-testid="print-time">{sheet.madeAt}</p>
          <p>
            {i18n._("{count, plural, =0 {No places match.} one {One place matches.} other {# places match.}}", { count: sheet.total })}
            {sheet.total > sheet.entries.length && <> {i18n._("Only the first {shown} are listed here.", { shown: PRINT.maxPlaces })}</>}
          </p>
          <p className="text-lg font-bold print:text-[13pt]" data-testid="print-safety">
            {i18n._("Check before you go; call 911 in an emergency.")}
          </p>
        </div>
        <figure className="w-28 shrink-0 text-center text-xs print:w-[30mm]" data-testid="print-qr">
          {qr && <div className="aspect-square w-full [&>svg]:h-full [&>svg]:w-full">{qr}</div>}
          <figcaption className="mt-1">{qr ? i18n._("Scan for the latest list") : i18n._("The latest list is online at:")}</figcaption>
        </figure>
      </header>
      {sheet.entries.length === 0 ? (
        <p className="py-4">{i18n._("No places match these filters. Try removing a filter, or dial 2-1-1 for help finding services.")}</p>
      ) : (
        // Numbered by the list itself: the marker sits at the line's start in either direction.
        <ol className="print-entries list-decimal ps-7 marker:font-bold" data-testid="print-list">
          {sheet.entries.map((entry) => (
            <Entry key={entry.id} entry={entry} i18n={i18n} />
          ))}
        </ol>
      )}
      <p className="mt-2 text-xs break-all" translate="no" data-testid="print-url">
        <bdi dir="ltr">{url}</bdi>
      </p>
    </article>
  );
}
