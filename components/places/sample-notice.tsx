import type { Translator } from "@/lib/i18n/translator";

/**
 * "Sample data. The places shown here are examples…": said at the top wherever sample entries are
 * shown — the map, the listings, the printable list on screen and on paper. Takes its translate
 * function as a prop, so server pages and the list rebuilt in the browser say the same.
 */
export function SampleNotice({ i18n, className = "" }: { i18n: Translator; className?: string }) {
  return (
    <p role="note" data-testid="sample-notice" className={`rounded-lg border-2 border-amber-400 bg-amber-50 p-3 text-sm font-medium text-amber-950 ${className}`}>
      <strong>{i18n._("Sample data.")}</strong>{" "}
      {i18n._("The places shown here are examples for trying the site. They are not real services: do not go to them. For real help now, dial 2-1-1.")}
    </p>
  );
}
