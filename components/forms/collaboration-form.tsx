"use client";

import { useState } from "react";
import { LIMITS } from "@/lib/forms/limits";
import { useI18n } from "@/components/i18n/language-context";
import { submitCollaboration } from "@/lib/services/forms/actions";
import { COLLABORATION_KIND_LABELS, COLLABORATION_KINDS } from "@/lib/forms/options";
import { msg } from "@/lib/i18n/msg";
import { CheckboxField, FormError, Honeypot, SelectField, SubmitButton, TextField } from "./fields";
import { useSubmission } from "./use-submission";
import { CONFIRMATION_CLASS, showOnScreen } from "./show-on-screen";

const EMPTY = { name: "", organization: "", email: "", phone: "", kind: "", message: "", consent: false };

/** The collaboration form on /contact. What the visitor typed stays until it is saved. */
export function CollaborationForm() {
  const i18n = useI18n();
  const [values, setValues] = useState(EMPTY);
  const [honeypot, setHoneypot] = useState("");
  const [sent, setSent] = useState(false);
  const { submit, prepare, pending, errors, formError, form } = useSubmission(
    () => import("@/lib/forms/schemas").then((m) => m.collaborationSchema),
    submitCollaboration,
    msg(/*i18n*/ "Thank you. We received your message and will reply by e-mail."),
  );
  const set = (field: keyof typeof EMPTY) => (value: string | boolean) => setValues((v) => ({ ...v, [field]: value }));

  if (sent) {
    return (
      <div ref={showOnScreen} tabIndex={-1} role="status" className={`rounded-xl border-2 border-brand bg-brand-wash p-5 ${CONFIRMATION_CLASS}`}>
        <p className="text-lg font-semibold text-brand-dark">{i18n._("Thank you. We received your message and will reply by e-mail.")}</p>
        <button
          type="button"
          onClick={() => {
            setValues(EMPTY);
            setSent(false);
          }}
          className="mt-3 font-semibold text-brand-dark underline underline-offset-2"
        >
          {i18n._("Send another message")}
        </button>
      </div>
    );
  }

  return (
    <form
      ref={form}
      onFocus={prepare}
      noValidate
      aria-label={i18n._("Collaboration form")}
      className="relative space-y-4"
      onSubmit={async (e) => {
        e.preventDefault();
        if (await submit(values, honeypot)) setSent(true);
      }}
    >
      <FormError message={formError} />
      <TextField name="name" maxLength={LIMITS.collaboration.name} label={i18n._("Your name")} required value={values.name} onChange={set("name")} error={errors.name} autoComplete="name" />
      <TextField
        name="organization" maxLength={LIMITS.collaboration.organization}
        label={i18n._("Organization")}
        value={values.organization}
        onChange={set("organization")}
        error={errors.organization}
        autoComplete="organization"
      />
      <TextField name="email" maxLength={LIMITS.collaboration.email} label={i18n._("E-mail")} type="email" required value={values.email} onChange={set("email")} error={errors.email} autoComplete="email" />
      <TextField name="phone" maxLength={LIMITS.collaboration.phone} label={i18n._("Phone")} type="tel" value={values.phone} onChange={set("phone")} error={errors.phone} autoComplete="tel" />
      <SelectField
        name="kind"
        label={i18n._("How would you like to work with us?")}
        required
        value={values.kind}
        onChange={set("kind")}
        error={errors.kind}
        options={COLLABORATION_KINDS.map((k) => ({ value: k, label: i18n._(COLLABORATION_KIND_LABELS[k]) }))}
      />
      <TextField name="message" maxLength={LIMITS.collaboration.message} label={i18n._("Message")} required multiline value={values.message} onChange={set("message")} error={errors.message} />
      <CheckboxField
        name="consent"
        label={i18n._("You may contact me about this message.")}
        checked={values.consent}
        onChange={set("consent")}
        error={errors.consent}
      />
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <SubmitButton pending={pending} label={i18n._("Send message")} pendingLabel={i18n._("Sending…")} />
    </form>
  );
}
