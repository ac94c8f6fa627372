"use client";

import { useEffect, useMemo, useState } from "react";
import { Link } from "@/components/i18n/link";
import { useI18n, useLanguage, useLanguageFacts } from "@/components/i18n/language-context";
import { listQueryOf, printSearch } from "@/lib/print/link";
import { PRINT } from "@/lib/print/settings";
import { PrintSheet } from "./print-sheet";
import { rebuildSheet } from "./rebuild";
import { shareText } from "./share-text";
import type { Sheet } from "./sheet";

type Props = {
  sheet: Sheet;
  /** The query the server made `sheet` for, canonical (lib/print/link.ts). */
  search: string;
  renderedAt: string;
  /** The live address of this list (with the site's origin and the language). */
  url: string;
  qr: React.ReactNode;
  /** The map with the same filters. */
  backHref: string;
  /** "No smartphone? Text SHELTER 91101 to …", when the site answers texts (lib/sms/text-us.ts). */
  textUs?: string | null;
};

/** The toast library on the first tap only (components/places/share-button.tsx does the same). */
async function notify(kind: "success" | "error", message: string) {
  const { default: toast } = await import("react-hot-toast");
  toast[kind](message, { id: "share-list" });
}

const button = "inline-flex min-h-11 items-center justify-center rounded-lg px-4 font-semibold";

/**
 * The printable list with its screen-only actions: Print, Share as text, back to the map. Shows the
 * server's list; a copy the service worker stored for other parameters (or long ago) is rebuilt
 * here from the stored places, so the page works offline for any list.
 */
export function PrintView({ sheet: served, search, renderedAt, url: servedUrl, qr, backHref, textUs }: Props) {
  const i18n = useI18n();
  const language = useLanguage();
  const facts = useLanguageFacts();
  const [rebuilt, setRebuilt] = useState<{ sheet: Sheet; url: string } | null>(null);

  useEffect(() => {
    const asked = listQueryOf(new URLSearchParams(window.location.search));
    const other = printSearch(asked.filters, asked.point).toString() !== search;
    if (!other && Date.now() - Date.parse(renderedAt) < PRINT.refreshAfterMs) return;
    let current = true;
    rebuildSheet(language, asked, new Date(), i18n, facts)
      .then((sheet) => {
        const url = new URL(window.location.href);
        url.hash = "";
        if (current && sheet) setRebuilt({ sheet, url: url.href });
      })
      // Nothing stored to rebuild from: the page keeps the copy it has (the offline notice says it is saved).
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [search, renderedAt, language, i18n, facts]);

  const sheet = rebuilt?.sheet ?? served;
  const url = rebuilt?.url ?? servedUrl;
  const text = useMemo(() => shareText(sheet, url, i18n, facts.dir), [sheet, url, i18n, facts.dir]);

  async function share() {
    try {
      if (navigator.share) {
        await navigator.share({ text });
        return;
      }
      await navigator.clipboard.writeText(text);
      notify("success", i18n._("The list was copied. Paste it in a message to share it.")).catch(() => undefined);
    } catch (error) {
      if ((error as Error).name === "AbortError") return; // the visitor closed the share sheet
      notify("error", i18n._("Could not share automatically. Use Print, or copy the address of this page.")).catch(() => undefined);
    }
  }

  return (
    <div data-print-sheet data-rebuilt={rebuilt ? "true" : undefined} className="mx-auto max-w-3xl space-y-4 px-4 py-6 print:max-w-none print:p-0">
      <div className="flex flex-wrap items-center gap-3 print:hidden" data-testid="print-actions">
        <button type="button" onClick={() => window.print()} className={`${button} bg-ink text-white hover:bg-neutral-800`}>
          {i18n._("Print")}
        </button>
        <button type="button" onClick={share} className={`${button} border border-ink text-ink hover:bg-neutral-100`} data-testid="share-text">
          {i18n._("Share as text")}
        </button>
        <Link href={backHref} prefetch={false} className="font-semibold text-brand-dark underline underline-offset-2">
          {i18n._("Back to the map")}
        </Link>
      </div>
      <PrintSheet sheet={sheet} url={url} qr={rebuilt ? null : qr} i18n={i18n} />
      {textUs && (
        <p className="rounded-lg border-2 border-ink p-3 text-lg font-semibold text-ink" data-testid="print-text-us">
          {textUs}
        </p>
      )}
    </div>
  );
}
