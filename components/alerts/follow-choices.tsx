"use client";

import { useId } from "react";
import { useI18n } from "@/components/i18n/language-context";
import { EVACUATION_TERMS, HELP_TOPIC_LABELS } from "@/lib/alerts/labels";
import { ALERT_RADII_MILES, HELP_TOPICS, type AlertRadius, type HelpTopic } from "@/lib/alerts/types";

/** A choice as large as a thumb: the whole row is the target, and shows when it is chosen. */
export const choiceClass =
  "flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-neutral-300 bg-white px-3 py-2 font-medium text-ink has-[:checked]:border-brand has-[:checked]:bg-brand-wash has-[:disabled]:cursor-default has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand";
export const inputClass = "h-5 w-5 shrink-0 accent-[#15803d]";

/** A fieldset's error, announced as it appears (the site's forms do the same, components/forms/fields.tsx). */
export function FieldsetError({ id, error }: { id: string; error?: string | null }) {
  return (
    <p id={id} aria-live="polite" className="mt-1 text-sm font-medium text-danger">
      {error ?? ""}
    </p>
  );
}

export const legendClass = "text-lg font-bold text-ink";

/** "How far around it": 1, 3, 5 or 10 miles. */
export function RadiusChoice({ value, onChange, error }: { value: AlertRadius; onChange: (r: AlertRadius) => void; error?: string | null }) {
  const i18n = useI18n();
  const id = useId();
  return (
    <fieldset aria-describedby={`${id}-error`} className="min-w-0">
      <legend className={legendClass}>{i18n._("How far around it?")}</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {ALERT_RADII_MILES.map((miles) => (
          <label key={miles} className={choiceClass}>
            <input
              type="radio"
              name={`${id}-radius`}
              value={miles}
              checked={value === miles}
              onChange={() => onChange(miles)}
              className={inputClass}
            />
            <span>{i18n._("{count} miles", { count: miles })}</span>
          </label>
        ))}
      </div>
      <FieldsetError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

/**
 * "What to hear about": evacuation orders, warnings and shelter-in-place are always on (shown,
 * checked and fixed); help nearby is chosen by need.
 */
export function TopicChoices({ value, onChange, error }: { value: HelpTopic[]; onChange: (t: HelpTopic[]) => void; error?: string | null }) {
  const i18n = useI18n();
  const id = useId();
  const toggle = (topic: HelpTopic, on: boolean) => onChange(HELP_TOPICS.filter((t) => (t === topic ? on : value.includes(t))));
  return (
    <fieldset aria-describedby={`${id}-error`} className="min-w-0 space-y-2">
      <legend className={legendClass}>{i18n._("What should we tell you about?")}</legend>
      <label className={`${choiceClass} mt-2`}>
        <input type="checkbox" checked disabled aria-describedby={`${id}-always`} className={inputClass} />
        <span>
          <span className="block">{EVACUATION_TERMS.map((term) => i18n._(term)).join(" · ")}</span>
          <span id={`${id}-always`} className="block text-sm font-normal text-neutral-700">
            {i18n._("Always on: alerts about your safety cannot be turned off.")}
          </span>
        </span>
      </label>
      <p className="pt-2 font-semibold text-ink">{i18n._("Help opening nearby (optional):")}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        {HELP_TOPICS.map((topic, i) => (
          <label key={topic} className={choiceClass}>
            <input
              type="checkbox"
              name={`${id}-topic`}
              value={topic}
              checked={value.includes(topic)}
              onChange={(e) => toggle(topic, e.target.checked)}
              aria-invalid={!!error && i === 0}
              className={inputClass}
            />
            <span>{i18n._(HELP_TOPIC_LABELS[topic])}</span>
          </label>
        ))}
      </div>
      <FieldsetError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
