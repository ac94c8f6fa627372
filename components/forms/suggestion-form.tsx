"use client";

import dynamic from "next/dynamic";
import { LIMITS } from "@/lib/forms/limits";
import { useState } from "react";
import type { MapTiles } from "@/lib/map-tiles";
import { useT } from "@/components/i18n/language-context";
import { submitSuggestion } from "@/lib/forms/actions";
import { msg } from "@/lib/i18n/msg";
import { CATEGORIES, CATEGORY_LABELS, KIND_LABEL_SINGULAR, PLACE_KINDS } from "@/lib/places/types";
import { CheckboxField, FormError, Honeypot, SelectField, SubmitButton, TextField } from "./fields";
import { useSubmission } from "./use-submission";

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
  noIdRequired: false,
  petsAllowed: false,
  wheelchairAccessible: false,
  description: "",
  source: "",
  contactEmail: "",
};

/** "Add information to the map": a suggestion that a person checks before anything is published. */
export function SuggestionForm({ tiles }: { tiles: MapTiles }) {
  const t = useT();
  const [values, setValues] = useState(EMPTY);
  const [honeypot, setHoneypot] = useState("");
  const [showMap, setShowMap] = useState(false);
  const [sent, setSent] = useState(false);
  const { submit, prepare, pending, errors, formError } = useSubmission(
    () => import("@/lib/forms/schemas").then((m) => m.suggestionSchema),
    submitSuggestion,
    msg("Thank you. We will check this place before it appears on the map."),
  );
  const set = (field: keyof typeof EMPTY) => (value: string | boolean) => setValues((v) => ({ ...v, [field]: value }));
  const point = values.latitude && values.longitude ? { latitude: Number(values.latitude), longitude: Number(values.longitude) } : null;

  if (sent) {
    return (
      <div role="status" className="rounded-xl border-2 border-brand bg-brand-wash p-5">
        <p className="text-lg font-semibold text-brand-dark">{t("Thank you. We will check this place before it appears on the map.")}</p>
        <button type="button" onClick={() => (setValues(EMPTY), setSent(false))} className="mt-3 font-semibold text-brand-dark underline">
          {t("Suggest another place")}
        </button>
      </div>
    );
  }

  return (
    <form
      onFocus={prepare}
      noValidate
      aria-label={t("Suggest a place")}
      className="relative space-y-4"
      onSubmit={async (e) => {
        e.preventDefault();
        if (await submit(values, honeypot)) setSent(true);
      }}
    >
      <FormError message={formError} />
      <SelectField
        name="kind"
        label={t("Kind of place")}
        required
        value={values.kind}
        onChange={set("kind")}
        error={errors.kind}
        options={PLACE_KINDS.map((k) => ({ value: k, label: t(KIND_LABEL_SINGULAR[k]) }))}
      />
      <SelectField
        name="category"
        label={t("Category")}
        required
        value={values.category}
        onChange={set("category")}
        error={errors.category}
        options={CATEGORIES.map((c) => ({ value: c, label: t(CATEGORY_LABELS[c]) }))}
      />
      <TextField name="name" maxLength={LIMITS.suggestion.name} label={t("Name of the place")} required value={values.name} onChange={set("name")} error={errors.name} />
      <TextField
        name="address" maxLength={LIMITS.suggestion.address}
        label={t("Address")}
        hint={t("An address, or pick the place on the map below.")}
        value={values.address}
        onChange={set("address")}
        error={errors.address}
        autoComplete="street-address"
      />
      <div>
        <button type="button" aria-expanded={showMap} onClick={() => setShowMap((s) => !s)} className="font-semibold text-brand-dark underline underline-offset-2">
          {t("Pick on the map")}
        </button>
        {point && (
          <p className="mt-1 text-sm text-neutral-800">
            {t("Point chosen: {latitude}, {longitude}", { latitude: point.latitude, longitude: point.longitude })}{" "}
            <button type="button" onClick={() => setValues((v) => ({ ...v, latitude: "", longitude: "" }))} className="underline">
              {t("Clear")}
            </button>
          </p>
        )}
        {showMap && (
          <div className="mt-2 overflow-hidden rounded-lg border border-neutral-300">
            <PointPickerMap tiles={tiles} value={point} onPick={(p) => setValues((v) => ({ ...v, latitude: String(p.latitude), longitude: String(p.longitude) }))} />
          </div>
        )}
      </div>
      <TextField name="hours" maxLength={LIMITS.suggestion.hours} label={t("Opening hours")} hint={t("For example: Mon–Fri 9 AM–5 PM")} value={values.hours} onChange={set("hours")} error={errors.hours} />
      <TextField name="phone" maxLength={LIMITS.suggestion.phone} label={t("Phone")} type="tel" value={values.phone} onChange={set("phone")} error={errors.phone} />
      <TextField name="website" maxLength={LIMITS.suggestion.website} label={t("Website")} type="url" value={values.website} onChange={set("website")} error={errors.website} />
      <fieldset className="space-y-1">
        <legend className="font-semibold text-ink">{t("Can I go?")}</legend>
        <CheckboxField name="noIdRequired" label={t("No ID needed")} checked={values.noIdRequired} onChange={set("noIdRequired")} />
        <CheckboxField name="petsAllowed" label={t("Pets allowed")} checked={values.petsAllowed} onChange={set("petsAllowed")} />
        <CheckboxField name="wheelchairAccessible" label={t("Wheelchair accessible")} checked={values.wheelchairAccessible} onChange={set("wheelchairAccessible")} />
      </fieldset>
      <TextField name="description" maxLength={LIMITS.suggestion.description} label={t("What does it offer?")} multiline value={values.description} onChange={set("description")} error={errors.description} />
      <TextField
        name="source" maxLength={LIMITS.suggestion.source}
        label={t("Where does this information come from?")}
        required
        hint={t("For example: I volunteer there, an official post, a sign at the site.")}
        value={values.source}
        onChange={set("source")}
        error={errors.source}
      />
      <TextField
        name="contactEmail" maxLength={LIMITS.suggestion.contactEmail}
        label={t("Your e-mail, if we may ask you a question")}
        type="email"
        value={values.contactEmail}
        onChange={set("contactEmail")}
        error={errors.contactEmail}
        autoComplete="email"
      />
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <SubmitButton pending={pending} label={t("Send suggestion")} pendingLabel={t("Sending…")} />
    </form>
  );
}
