"use client";

import { useActionState, useEffect, useRef } from "react";
import { editPlace, type EditActionState } from "@/lib/moderation/actions/edit-place";
import { EDIT_FIELDS, FLAG_FIELDS, FLAG_LABELS } from "@/lib/moderation/edit-fields";
import { CheckMethod, NoteAndLink, ResolveReports } from "./check-fields";
import { FIELD_CLASS, PRIMARY_BUTTON_CLASS } from "./shared";
import { PagesField } from "./pages-field";

const INITIAL: EditActionState = { error: null };

type Props = {
  id: string;
  /** The entry as the import's cells (lib/import/cells.ts): what the form starts from. */
  cells: Record<string, string>;
  hasPhone: boolean;
  back: "queue" | "place";
  reports: readonly { id: string; label: string }[];
};

/**
 * Every field of an entry, checked on save by the import's row schema. A refused form keeps
 * everything typed and says what is wrong next to each field.
 */
export function PlaceEditor({ id, cells, hasPhone, back, reports }: Props) {
  const [state, action, pending] = useActionState(editPlace, INITIAL);
  const values = state.values ?? cells;
  const errors = state.fieldErrors ?? {};
  const form = useRef<HTMLFormElement>(null);
  // After a refusal the form is rebuilt with what was typed: put the reviewer on the first field to fix.
  useEffect(() => {
    if (state.error) (form.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.current?.querySelector<HTMLElement>('[role="alert"]'))?.focus();
  }, [state]);
  const describedBy = (name: string, hint?: string) => [hint && `${name}-hint`, errors[name] && `${name}-error`].filter(Boolean).join(" ") || undefined;
  return (
    // Keyed on the entry too: after a revert or a check the form must start from the new values.
    <form ref={form} action={action} key={JSON.stringify([state, cells])} className="space-y-4" noValidate>
      <input type="hidden" name="id" value={id} />
      {/* What the form showed: only fields changed from it are saved, and only if nobody changed them since. */}
      <input type="hidden" name="base" value={JSON.stringify(cells)} />
      <input type="hidden" name="back" value={back} />
      <PagesField />
      <div className="grid gap-4 sm:grid-cols-2">
        {EDIT_FIELDS.map((field) => {
          const common = {
            id: `edit-${field.name}`,
            name: field.name,
            defaultValue: values[field.name] ?? "",
            "aria-invalid": errors[field.name] ? true : undefined,
            "aria-describedby": describedBy(field.name, "hint" in field ? field.hint : undefined),
            className: FIELD_CLASS,
          } as const;
          const wide = field.input === "textarea" || field.name === "name" || field.name === "hours" || field.name === "items_needed";
          return (
            <div key={field.name} className={wide ? "sm:col-span-2" : undefined}>
              <label htmlFor={common.id} className="block font-semibold text-ink">
                {field.label}
              </label>
              {field.input === "select" ? (
                <select {...common}>
                  {field.options.map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              ) : field.input === "textarea" ? (
                <textarea {...common} rows={4} maxLength={field.max} />
              ) : (
                <input
                  {...common}
                  // No decimal keypad for coordinates: on iPhones it has no minus sign, and every
                  // longitude here is negative.
                  type={field.input === "decimal" ? "text" : field.input}
                  inputMode={field.input === "tel" || field.input === "url" ? field.input : undefined}
                  maxLength={field.max}
                  autoComplete="off"
                />
              )}
              {"hint" in field && field.hint && (
                <p id={`${field.name}-hint`} className="text-sm text-neutral-700">
                  {field.hint}
                </p>
              )}
              {errors[field.name] && (
                <p id={`${field.name}-error`} className="text-sm font-medium text-danger">
                  {errors[field.name]}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <fieldset>
        <legend className="font-semibold text-ink">Facts</legend>
        <div className="mt-1 grid gap-x-4 sm:grid-cols-2">
          {FLAG_FIELDS.map((name) => (
            <label key={name} className="flex min-h-11 items-center gap-2">
              <input type="checkbox" name={name} value="yes" defaultChecked={values[name] === "yes"} className="h-5 w-5" />
              {FLAG_LABELS[name]}
            </label>
          ))}
        </div>
      </fieldset>
      <CheckMethod values={values} hasPhone={hasPhone} error={errors.method} />
      <NoteAndLink values={values} errors={errors} />
      <ResolveReports reports={reports} ticked={state.resolve} />
      <p role="alert" tabIndex={-1} className="font-medium text-danger">
        {state.error ?? ""}
      </p>
      <button type="submit" disabled={pending} className={`${PRIMARY_BUTTON_CLASS} min-h-12 w-full sm:w-auto`}>
        {pending ? "Saving…" : "Save changes and mark checked now"}
      </button>
    </form>
  );
}
