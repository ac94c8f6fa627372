"use client";

import { useI18n } from "@/components/i18n/language-context";
import { FORMS } from "@/lib/forms/settings";

const inputClass =
  "mt-1 w-full rounded-lg border border-neutral-400 bg-white px-3 py-2.5 text-base aria-[invalid=true]:border-danger focus:border-brand focus:outline-2 focus:outline-brand";

type Common = { name: string; label: string; error?: string; hint?: string; required?: boolean };

function Label({ name, label, required }: Pick<Common, "name" | "label" | "required">) {
  const i18n = useI18n();
  return (
    <label htmlFor={`field-${name}`} className="block font-semibold text-ink">
      {label}
      {!required && <span className="ms-1 text-sm font-normal text-neutral-600">({i18n._("optional")})</span>}
    </label>
  );
}

/** An error announced by screen readers as it appears, and linked to its field. */
function ErrorText({ name, error }: { name: string; error?: string }) {
  const i18n = useI18n();
  return (
    <p id={`field-${name}-error`} aria-live="polite" className="mt-1 text-sm font-medium text-danger">
      {error ? i18n._(error) : ""}
    </p>
  );
}

const describedBy = (name: string, hint?: string) => `field-${name}-error${hint ? ` field-${name}-hint` : ""}`;

type TextFieldProps = Common & {
  value: string;
  /** The schema's limit (lib/forms/limits.ts): typing stops there, and a long text shows a counter. */
  maxLength: number;
  onChange: (value: string) => void;
  type?: "text" | "email" | "tel" | "url" | "number";
  multiline?: boolean;
  autoComplete?: string;
  step?: string;
};

export function TextField({ name, label, error, hint, required, value, onChange, maxLength, type = "text", multiline, autoComplete, step }: TextFieldProps) {
  const i18n = useI18n();
  const props = {
    id: `field-${name}`,
    name,
    value,
    required,
    maxLength,
    "aria-invalid": !!error,
    "aria-describedby": `${describedBy(name, hint)}${multiline ? ` field-${name}-count` : ""}`,
    className: inputClass,
  };
  return (
    <div>
      <Label name={name} label={label} required={required} />
      {hint && (
        <p id={`field-${name}-hint`} className="text-sm text-neutral-600">
          {hint}
        </p>
      )}
      {multiline ? (
        <>
          {/* dir=auto: what a person types reads in its own direction on any page (an English
              message on a Farsi page, a Farsi one on an English page). */}
          <textarea {...props} dir="auto" rows={5} onChange={(e) => onChange(e.target.value)} />
          {/* Not a live region: read with the field, not after every key. */}
          <p id={`field-${name}-count`} data-testid={`count-${name}`} className={`text-end text-xs ${value.length >= maxLength ? "font-semibold text-danger" : "text-neutral-600"}`}>
            {i18n._("{count} of {max} characters", { count: value.length, max: maxLength })}
          </p>
        </>
      ) : (
        <input {...props} dir="auto" type={type} step={step} autoComplete={autoComplete} onChange={(e) => onChange(e.target.value)} />
      )}
      <ErrorText name={name} error={error} />
    </div>
  );
}

type SelectFieldProps = Common & { value: string; onChange: (value: string) => void; options: { value: string; label: string }[] };

export function SelectField({ name, label, error, required, value, onChange, options }: SelectFieldProps) {
  const i18n = useI18n();
  return (
    <div>
      <Label name={name} label={label} required={required} />
      <select
        id={`field-${name}`}
        name={name}
        value={value}
        required={required}
        aria-invalid={!!error}
        aria-describedby={describedBy(name)}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass}
      >
        <option value="">{i18n._("Choose…")}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorText name={name} error={error} />
    </div>
  );
}

export function CheckboxField({ name, label, error, checked, onChange }: Omit<Common, "required" | "hint"> & { checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <div>
      <label className="flex items-start gap-3 font-medium text-ink">
        <input
          id={`field-${name}`}
          type="checkbox"
          name={name}
          checked={checked}
          aria-invalid={!!error}
          aria-describedby={describedBy(name)}
          onChange={(e) => onChange(e.target.checked)}
          className="mt-1 h-5 w-5 shrink-0 accent-[#15803d]"
        />
        <span>{label}</span>
      </label>
      <ErrorText name={name} error={error} />
    </div>
  );
}

/**
 * Invisible to people (and to assistive technology); bots that fill every field fill it. Its
 * English label is for bots, never shown, never translated. Clipped where it stands rather than
 * pushed 9,999 px aside: on a right-to-left page that would widen the page sideways.
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <div aria-hidden="true" translate="no" className="pointer-events-none absolute start-0 h-px w-px overflow-hidden opacity-0 [clip-path:inset(50%)]">
      <label>
        Website
        <input type="text" name={FORMS.honeypotField} tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
      </label>
    </div>
  );
}

export function FormError({ message }: { message: string | null }) {
  return (
    // Focusable: a failed send with no field to fix brings the visitor here (use-submission.ts).
    <p role="alert" tabIndex={-1} className={message ? "rounded-lg border-s-4 border-danger bg-danger-wash p-3 font-medium text-danger" : "sr-only"}>
      {message ?? ""}
    </p>
  );
}

export function SubmitButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-disabled={pending}
      className="w-full rounded-lg bg-brand px-5 py-3 text-lg font-semibold text-white hover:bg-brand-dark disabled:opacity-70 sm:w-auto"
    >
      {pending ? pendingLabel : label}
    </button>
  );
}
