"use client";

import dynamic from "next/dynamic";
import { LIMITS } from "@/lib/forms/limits";
import { useState } from "react";
import type { MapTiles } from "@/lib/map/tiles";
import { useI18n } from "@/components/i18n/language-context";
import { submitSuggestion } from "@/lib/services/forms/actions";
import { msg } from "@/lib/i18n/msg";
import { SUGGESTED_AMENITIES, type SuggestedAmenityKey } from "@/lib/places/amenities";
import { CATEGORIES, CATEGORY_LABELS, KIND_LABEL_SINGULAR, PLACE_KINDS } from "@/lib/places/types";
import { CheckboxField, FormError, Honeypot, SelectField, SubmitButton, TextField } from "./fields";
import { useSubmission } from "./use-submission";
import { CONFIRMATION_CLASS, showOnScreen } from "./show-on-screen";

const PointPickerMap = dynamic(() => import("./point-picker-map"), { ssr: false });

const EMPTY = {
  kind: "",
  category: "",
  name: "",
  address: "",
  latitude: "",
  longitude: "",
  hours: "",
  phone: "",
  website: "",
  ...(Object.fromEntries(SUGGESTED_AMENITIES.map((a) => [a.key, false])) as Record<SuggestedAmenityKey, boolean>),
  description: "",
  source: "",
  contactEmail: "",
};

/** "Add information to the map": a suggestion that a person checks before anything is published. */
export function SuggestionForm({ tiles }: { tiles: MapTiles }) {
  const i18n = useI18n();
  const [values, setValues] = useState(EMPTY);
  const [honeypot, setHoneypot] = useState("");
  const [showMap, setShowMap] = useState(false);
  const [sent, setSent] = useState(false);
  const { submit, prepare, pending, errors, formError, form } = useSubmission(
    () => import("@/lib/forms/schemas").then((m) => m.suggestionSchema),
    submitSuggestion,
    msg(/*i18n*/ "Thank you. We will check this place before it appears on the map."),
  );
  const set = (field: keyof typeof EMPTY) => (value: string | boolean) => setValues((v) => ({ ...v, [field]: value }));
  const point = values.latitude && values.longitude ? { latitude: Number(values.latitude), longitude: Number(values.longitude) } : null;

  if (sent) {
    return (
      <div ref={showOnScreen} tabIndex={-1} role="status" className={`rounded-xl border-2 border-brand bg-brand-wash p-5 ${CONFIRMATION_CLASS}`}>
        <p className="text-lg font-semibold text-brand-dark">{i18n._("Thank you. We will check this place before it appears on the map.")}</p>
        <button type="button" onClick={() => (setValues(EMPTY), setSent(false))} className="mt-3 font-semibold text-brand-dark underline">
          {i18n._("Suggest another place")}
        </button>
      </div>
    );
  }

  return (
    <form
      ref={form}
      onFocus={prepare}
      noValidate
      aria-label={i18n._("Suggest a place")}
      className="relative space-y-4"
      onSubmit={async (e) => {
        e.preventDefault();
        if (await submit(values, honeypot)) setSent(true);
      }}
    >
      <FormError message={formError} />
      <SelectField
        name="kind"
        label={i18n._("Kind of place")}
        required
        value={values.kind}
        onChange={set("kind")}
        error={errors.kind}
        options={PLACE_KINDS.map((k) => ({ value: k, label: i18n._(KIND_LABEL_SINGULAR[k]) }))}
      />
      <SelectField
        name="category"
        label={i18n._("Category")}
        required
        value={values.category}
        onChange={set("category")}
        error={errors.category}
        options={CATEGORIES.map((c) => ({ value: c, label: i18n._(CATEGORY_LABELS[c]) }))}
      />
      <TextField name="name" maxLength={LIMITS.suggestion.name} label={i18n._("Name of the place")} required value={values.name} onChange={set("name")} error={errors.name} />
      <TextField
        name="address" maxLength={LIMITS.suggestion.address}
        label={i18n._("Address")}
        hint={i18n._("An address, or pick the place on the map below.")}
        value={values.address}
        onChange={set("address")}
        error={errors.address}
        autoComplete="street-address"
      />
      <div>
        <button type="button" aria-expanded={showMap} onClick={() => setShowMap((s) => !s)} className="font-semibold text-brand-dark underline underline-offset-2">
          {i18n._("Pick on the map")}
        </button>
        {point && (
          <p className="mt-1 text-sm text-neutral-800">
            {i18n._("Point chosen: {latitude}, {longitude}", { latitude: point.latitude, longitude: point.longitude })}{" "}
            <button type="button" onClick={() => setValues((v) => ({ ...v, latitude: "", longitude: "" }))} className="underline">
              {i18n._("Clear")}
            </button>
          </p>
        )}
        {showMap && (
          <div className="mt-2 overflow-hidden rounded-lg border border-neutral-300">
            <PointPickerMap tiles={tiles} value={point} onPick={(p) => setValues((v) => ({ ...v, latitude: String(p.latitude), longitude: String(p.longitude) }))} />
          </div>
        )}
      </div>
      <TextField name="hours" maxLength={LIMITS.suggestion.hours} label={i18n._("Opening hours")} hint={i18n._("For example: Mon–Fri 9 AM–5 PM")} value={values.hours} onChange={set("hours")} error={errors.hours} />
      <TextField name="phone" maxLength={LIMITS.suggestion.phone} label={i18n._("Phone")} type="tel" value={values.phone} onChange={set("phone")} error={errors.phone} />
      <TextField name="website" maxLength={LIMITS.suggestion.website} label={i18n._("Website")} type="url" value={values.website} onChange={set("website")} error={errors.website} />
      <fieldset className="space-y-1">
        <legend className="font-semibold text-ink">{i18n._("Can I go?")}</legend>
        {SUGGESTED_AMENITIES.map((a) => (
          <CheckboxField key={a.key} name={a.key} label={i18n._(a.label)} checked={values[a.key]} onChange={set(a.key)} />
        ))}
      </fieldset>
      <TextField name="description" maxLength={LIMITS.suggestion.description} label={i18n._("What does it offer?")} multiline value={values.description} onChange={set("description")} error={errors.description} />
      <TextField
        name="source" maxLength={LIMITS.suggestion.source}
        label={i18n._("Where does this information come from?")}
        required
        hint={i18n._("For example: I volunteer there, an official post, a sign at the site.")}
        value={values.source}
        onChange={set("source")}
        error={errors.source}
      />
      <TextField
        name="contactEmail" maxLength={LIMITS.suggestion.contactEmail}
        label={i18n._("Your e-mail, if we may ask you a question")}
        type="email"
        value={values.contactEmail}
        onChange={set("contactEmail")}
        error={errors.contactEmail}
        autoComplete="email"
      />
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <SubmitButton pending={pending} label={i18n._("Send suggestion")} pendingLabel={i18n._("Sending…")} />
    </form>
  );
}
