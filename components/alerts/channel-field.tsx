"use client";

import { useId } from "react";
import { useI18n } from "@/components/i18n/language-context";
import { TextField } from "@/components/forms/fields";
import type { PushSupport } from "@/lib/alerts/browser";
import type { AlertSetup } from "@/lib/alerts/schemas";
import { choiceClass, FieldsetError, inputClass, legendClass } from "./follow-choices";

type Props = {
  setup: AlertSetup;
  /** Unknown until the page runs in the browser. */
  support: PushSupport | null;
  /** This site's notifications are blocked in the browser's settings. */
  blocked: boolean;
  push: boolean;
  onPush: (on: boolean) => void;
  email: boolean;
  onEmail: (on: boolean) => void;
  address: string;
  onAddress: (address: string) => void;
  errors: { channels?: string | null; email?: string | null };
  /** The first channel's checkbox: what the panel focuses when no channel is chosen. */
  inputId: string;
};

/** The steps to add the site to an iPhone's Home Screen, where iOS lets a site send notifications. */
function HomeScreenSteps({ offerEmail }: { offerEmail: boolean }) {
  const i18n = useI18n();
  return (
    <div data-testid="ios-home-screen" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
      <p className="font-semibold">{i18n._("On iPhone and iPad, notifications work only when you open this site from your Home Screen:")}</p>
      <ol className="mt-2 list-decimal space-y-1 ps-6">
        <li>{i18n._("In Safari, tap the Share button (a square with an arrow pointing up).")}</li>
        <li>{i18n._("Choose “Add to Home Screen”, then “Add”.")}</li>
        <li>{i18n._("Open the site from the new icon on your Home Screen, and come back to this page.")}</li>
      </ol>
      {offerEmail && <p className="mt-2">{i18n._("Or get the alerts by e-mail now:")}</p>}
    </div>
  );
}

/** "How should we tell you?": notifications on this phone (web push) and/or e-mail, as the site offers them. */
export function ChannelField({ setup, support, blocked, push, onPush, email, onEmail, address, onAddress, errors, inputId }: Props) {
  const i18n = useI18n();
  const id = useId();
  const pushOffered = !!setup.push && support === "supported";
  return (
    <fieldset aria-describedby={`${id}-error`} className="min-w-0 space-y-2">
      <legend className={legendClass}>{i18n._("How should we tell you?")}</legend>
      {setup.push && support === "ios-home-screen" && <HomeScreenSteps offerEmail={setup.email} />}
      {setup.push && support === "unsupported" && (
        <p className="rounded-lg bg-neutral-100 p-3 text-neutral-800">
          {i18n._("This browser cannot show notifications from websites.")}
        </p>
      )}
      {pushOffered && (
        <>
          <label className={`${choiceClass} mt-2`}>
            <input
              id={inputId}
              type="checkbox"
              checked={push}
              onChange={(e) => onPush(e.target.checked)}
              aria-invalid={!!errors.channels}
              aria-describedby={`${id}-push-hint ${id}-error`}
              className={inputClass}
            />
            <span>
              <span className="block">{i18n._("Notifications on this phone")}</span>
              <span id={`${id}-push-hint`} className="block text-sm font-normal text-neutral-700">
                {i18n._("Your browser will ask whether this site may show notifications.")}
              </span>
            </span>
          </label>
          {blocked && (
            <p className="rounded-lg bg-amber-50 p-3 text-amber-950">
              {i18n._("Notifications are blocked for this site. Allow them in your browser's settings, or choose e-mail.")}
            </p>
          )}
        </>
      )}
      {setup.email && (
        <label className={`${choiceClass} ${pushOffered ? "" : "mt-2"}`}>
          <input
            id={pushOffered ? undefined : inputId}
            type="checkbox"
            checked={email}
            onChange={(e) => onEmail(e.target.checked)}
            aria-invalid={!pushOffered && !!errors.channels}
            aria-describedby={`${id}-error`}
            className={inputClass}
          />
          <span>{i18n._("E-mail")}</span>
        </label>
      )}
      <FieldsetError id={`${id}-error`} error={errors.channels} />
      {setup.email && email && (
        <TextField
          name="alertEmail"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          label={i18n._("Your e-mail address")}
          hint={i18n._("We send you a link to confirm. We keep your address only while you follow this area.")}
          value={address}
          onChange={onAddress}
          error={errors.email ?? undefined}
        />
      )}
    </fieldset>
  );
}
