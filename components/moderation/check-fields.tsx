import { FIELD_CLASS } from "./shared";

/** The parts every change form shares (a check in the queue, an edit): how it was checked, a link, a note. */

const METHODS = [
  ["phone", "Phone call"],
  ["visit", "Site visit"],
  ["official", "Official source"],
] as const;

type Values = { method?: string; source?: string; note?: string };

export function CheckMethod({ values, hasPhone, error }: { values: Values; hasPhone: boolean; error?: string }) {
  return (
    <fieldset>
      <legend className="font-semibold text-ink">How did you check?</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {METHODS.map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-2">
            <input type="radio" name="method" value={value} defaultChecked={(values.method || (hasPhone ? "phone" : "visit")) === value} className="h-5 w-5" />
            {label}
          </label>
        ))}
      </div>
      {error && <p className="text-sm font-medium text-danger">{error}</p>}
    </fieldset>
  );
}

export function NoteAndLink({ values, sourceError }: { values: Values; sourceError?: string }) {
  return (
    <>
      <label className="mt-2 block font-semibold text-ink">
        Link to the official source (if that is how)
        <input name="source" type="url" inputMode="url" defaultValue={values.source ?? ""} aria-invalid={sourceError ? true : undefined} className={FIELD_CLASS} />
        {sourceError && <span className="block text-sm font-medium text-danger">{sourceError}</span>}
      </label>
      <label className="mt-2 block font-semibold text-ink">
        Note (optional)
        <input name="note" maxLength={1000} defaultValue={values.note ?? ""} className={FIELD_CLASS} />
      </label>
    </>
  );
}

/** Open problem reports on the entry, closed with the change when ticked (ticked by default: the change answers them). */
export function ResolveReports({ reports }: { reports: readonly { id: string; label: string }[] }) {
  if (reports.length === 0) return null;
  return (
    <fieldset className="rounded-lg bg-danger-wash p-3">
      <legend className="sr-only">Problem reports</legend>
      {reports.map((r) => (
        <label key={r.id} className="flex min-h-11 items-center gap-2 font-medium text-ink">
          <input type="checkbox" name="resolve" value={r.id} defaultChecked className="h-5 w-5" />
          Also mark the report “{r.label}” resolved
        </label>
      ))}
    </fieldset>
  );
}
