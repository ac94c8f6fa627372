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
    <fieldset aria-describedby={error ? "check-method-error" : undefined}>
      <legend className="font-semibold text-ink">How did you check?</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {METHODS.map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-2">
            <input type="radio" name="method" value={value} defaultChecked={(values.method || (hasPhone ? "phone" : "visit")) === value} className="h-5 w-5" />
            {label}
          </label>
        ))}
      </div>
      {error && (
        <p id="check-method-error" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function NoteAndLink({ values, errors = {} }: { values: Values; errors?: { source?: string; note?: string } }) {
  return (
    <>
      <label className="mt-2 block font-semibold text-ink">
        Link to the official source (if that is how)
        <input
          name="source"
          type="url"
          inputMode="url"
          defaultValue={values.source ?? ""}
          aria-invalid={errors.source ? true : undefined}
          aria-describedby={errors.source ? "check-source-error" : undefined}
          className={FIELD_CLASS}
        />
      </label>
      {errors.source && (
        <p id="check-source-error" className="text-sm font-medium text-danger">
          {errors.source}
        </p>
      )}
      <label className="mt-2 block font-semibold text-ink">
        Note (optional)
        <input
          name="note"
          maxLength={1000}
          defaultValue={values.note ?? ""}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? "check-note-error" : undefined}
          className={FIELD_CLASS}
        />
      </label>
      {errors.note && (
        <p id="check-note-error" className="text-sm font-medium text-danger">
          {errors.note}
        </p>
      )}
    </>
  );
}

/**
 * Open problem reports on the entry, closed with the change when ticked: ticked at first (the
 * change answers them), then as the reviewer left them when a form comes back refused.
 */
export function ResolveReports({ reports, ticked }: { reports: readonly { id: string; label: string }[]; ticked?: readonly string[] }) {
  if (reports.length === 0) return null;
  return (
    <fieldset className="rounded-lg bg-danger-wash p-3">
      <legend className="sr-only">Problem reports</legend>
      {reports.map((r) => (
        <label key={r.id} className="flex min-h-11 items-center gap-2 font-medium text-ink">
          <input type="checkbox" name="resolve" value={r.id} defaultChecked={ticked ? ticked.includes(r.id) : true} className="h-5 w-5" />
          Also mark the report “{r.label}” resolved
        </label>
      ))}
    </fieldset>
  );
}
