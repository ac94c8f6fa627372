import { telHref } from "@/lib/places/links";

/** Shared classes for the moderation page (staff-facing, English only). */

export const FIELD_CLASS =
  "mt-1 w-full rounded-lg border border-neutral-400 bg-white px-3 py-2 text-base aria-[invalid=true]:border-danger focus:border-brand focus:outline-2 focus:outline-brand";

const BUTTON = "min-h-11 rounded-lg px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink disabled:opacity-60";
export const PRIMARY_BUTTON_CLASS = `${BUTTON} bg-brand text-white hover:bg-brand-dark`;
export const SECONDARY_BUTTON_CLASS = `${BUTTON} border border-neutral-400 bg-white text-ink hover:bg-neutral-100`;
export const DANGER_BUTTON_CLASS = `${BUTTON} border border-danger bg-white text-danger hover:bg-danger-wash`;

const DATE_FORMAT = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "America/Los_Angeles" });

/** A submission's date, in Los Angeles time. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${DATE_FORMAT.format(date)} (LA time)`;
}

/** One labelled value in a details list; empty values say so instead of leaving a gap. */
export function Detail({ label, children }: { label: string; children?: React.ReactNode }) {
  const empty = children === undefined || children === null || children === "";
  return (
    <div className="grid gap-x-4 sm:grid-cols-[11rem_1fr]">
      <dt className="font-semibold text-ink">{label}</dt>
      <dd className={empty ? "text-neutral-600 italic" : "whitespace-pre-line break-words text-neutral-800"}>{empty ? "Not given" : children}</dd>
    </div>
  );
}

export { STATUS_TEXT } from "@/lib/moderation/edit-fields";

/** "Call (626) 555-0135" as a big tap-to-call button (the stale queue, an entry's page); the number as text when it cannot be dialled. */
export function CallButton({ phone, inRow = false }: { phone: string; /** In an EntryRow: no space above. */ inRow?: boolean }) {
  const space = inRow ? "" : "mt-3 ";
  const href = telHref(phone);
  if (!href) return <p className={`${space}text-lg font-semibold text-ink`}>Phone: {phone}</p>;
  return (
    <a href={href} className={`${space}inline-flex min-h-12 items-center rounded-lg bg-brand px-4 py-2 text-lg font-semibold text-white hover:bg-brand-dark`}>
      Call {phone}
    </a>
  );
}

/** A compact entry's last row: its main action and what is folded away, side by side when they fit. */
export function EntryRow({ children }: { children: React.ReactNode }) {
  return <div className="mt-2 flex flex-wrap items-start gap-2">{children}</div>;
}

/** A compact entry: its title, a line or two, then one row (EntryRow). */
export const ENTRY_CLASS = "rounded-xl border border-neutral-200 bg-white p-3 shadow-sm";

/**
 * What an entry holds beyond its title and status, folded away so a queue stays a few screens
 * tall on a phone (issue 27); opened with a tap, and without JavaScript. `name` tells a screen
 * reader which entry's part it opens.
 */
export function Fold({ label, name, children }: { label: string; name?: string; children: React.ReactNode }) {
  return (
    <details className="min-w-0 flex-1 basis-32 rounded-lg border border-neutral-200 open:basis-full">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 font-semibold text-brand-dark">
        {label}
        {name && <span className="sr-only"> ({name})</span>}
      </summary>
      <div className="border-t border-neutral-200 p-3">{children}</div>
    </details>
  );
}
