"use client";

import { useId, useState } from "react";
import toast from "react-hot-toast";
import { useI18n, useLanguageFacts } from "@/components/i18n/language-context";
import { alertsApi, type ApiResult } from "@/lib/alerts/browser";
import { EVACUATION_TERMS, HELP_TOPIC_LABELS } from "@/lib/alerts/labels";
import type { ManagedFollow } from "@/lib/alerts/schemas";
import { ALERT_RADII_MILES, HELP_TOPICS, type AlertRadius, type HelpTopic } from "@/lib/alerts/types";
import { FORM_MESSAGES } from "@/lib/forms/messages";
import { ltrInside } from "@/lib/i18n/bidi";
import { LANGUAGES } from "@/lib/i18n/languages";
import type { Translator } from "@/lib/i18n/translator";
import { RadiusChoice, TopicChoices } from "./follow-choices";
import { communityNear, coordinateValues, formatDay } from "./follow-text";

type Props = {
  token: string;
  follow: ManagedFollow;
  /** "Stop alerts on this phone" (the follow panel) or "Stop these alerts" (the e-mail's manage page). */
  stopLabel: string;
  onChange: (follow: ManagedFollow) => void;
  /** The follow was stopped here, or no longer exists (expired, stopped elsewhere). */
  onGone: (stopped: boolean) => void | Promise<void>;
  headingLevel?: "h2" | "h3";
};

/** What a failed call says to the visitor. */
export function failureMessage(i18n: Translator, result: Extract<ApiResult<unknown>, { ok: false }>): string {
  if (result.status === 429) return i18n._(FORM_MESSAGES.rateLimited, { minutes: Math.max(1, Math.ceil((result.retryAfterSeconds ?? 60) / 60)) });
  return i18n._("We could not do this right now. Please try again in a moment.");
}

const radiusOf = (miles: number): AlertRadius => (ALERT_RADII_MILES as readonly number[]).includes(miles) ? (miles as AlertRadius) : 3;
const helpOf = (follow: ManagedFollow): HelpTopic[] => HELP_TOPICS.filter((t) => follow.topics.includes(t));

const secondaryButton =
  "inline-flex min-h-12 items-center justify-center rounded-lg border-2 border-brand px-4 py-2 text-center font-semibold text-brand-dark hover:bg-brand-wash disabled:opacity-70";

/** A follow as its owner sees it: where, how far, about what, until when; change, renew or stop it. */
export function FollowCard({ token, follow, stopLabel, onChange, onGone, headingLevel: Heading = "h3" }: Props) {
  const i18n = useI18n();
  const { dir, date, communities } = useLanguageFacts();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [radius, setRadius] = useState<AlertRadius>(radiusOf(follow.radiusMiles));
  const [topics, setTopics] = useState<HelpTopic[]>(helpOf(follow));
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);

  const distance = i18n._("{count} miles", { count: follow.radiusMiles });
  const community = communityNear(follow, communities);
  const helpTopics = helpOf(follow);
  const language = LANGUAGES.find((l) => l.code === follow.language)?.name ?? follow.language;

  /** A change of radius or topics: the server counts it as a renewal too. */
  const update = async (changes: { radiusMiles: AlertRadius; topics: HelpTopic[] }, done: (f: ManagedFollow) => string) => {
    setBusy(true);
    setNote(null);
    const result = await alertsApi.manage(token, { radiusMiles: changes.radiusMiles, topics: ["evacuation", ...changes.topics] });
    setBusy(false);
    if (result.ok) {
      onChange(result.data);
      setEditing(false);
      setNote({ text: done(result.data), error: false });
      return;
    }
    if (result.status === 404) return void (await onGone(false));
    const text = failureMessage(i18n, result);
    setNote({ text, error: true });
    toast.error(text);
  };

  const stop = async () => {
    setBusy(true);
    setNote(null);
    const result = await alertsApi.unsubscribe(token);
    setBusy(false);
    if (result.ok || result.status === 404) return void (await onGone(result.ok));
    const text = failureMessage(i18n, result);
    setNote({ text, error: true });
    toast.error(text);
  };

  return (
    <article aria-labelledby={`${id}-title`} data-testid="follow-card" className="space-y-3 rounded-xl border border-neutral-200 bg-white p-4 shadow-sm">
      <Heading id={`${id}-title`} className="text-lg font-bold text-ink">
        {community ? i18n._("Within {distance} of a point near {place}", { distance, place: community }) : i18n._("Within {distance} of a point", { distance })}
      </Heading>
      <ul className="space-y-1 text-neutral-800">
        <li>{i18n._("Point: {latitude}, {longitude}", coordinateValues(follow, dir))}</li>
        <li>
          <span className="font-semibold text-ink">{i18n._("Alerts about:")}</span> {[...EVACUATION_TERMS, ...helpTopics.map((t) => HELP_TOPIC_LABELS[t])].map((label) => i18n._(label)).join(" · ")}
        </li>
        <li>{follow.channel === "email" && follow.email ? i18n._("By e-mail to {address}", { address: ltrInside(dir, follow.email) }) : i18n._("Notifications on this phone")}</li>
        <li>{i18n._("Language: {name}", { name: language })}</li>
        <li>{i18n._("Alerts stop on {date} unless you renew them.", { date: formatDay(follow.expiresAt, date) })}</li>
      </ul>
      {!follow.confirmed && (
        <p className="rounded-lg bg-amber-50 p-3 text-amber-950">{i18n._("Not confirmed yet: open the link in the e-mail we sent you.")}</p>
      )}

      {editing ? (
        <div className="space-y-4 border-t border-neutral-200 pt-3">
          <RadiusChoice value={radius} onChange={setRadius} />
          <TopicChoices value={topics} onChange={setTopics} />
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={busy}
              onClick={() => void update({ radiusMiles: radius, topics }, () => i18n._("Your changes are saved."))}
              className="inline-flex min-h-12 items-center rounded-lg bg-brand px-5 font-semibold text-white hover:bg-brand-dark disabled:opacity-70"
            >
              {i18n._("Save changes")}
            </button>
            <button type="button" onClick={() => (setEditing(false), setRadius(radiusOf(follow.radiusMiles)), setTopics(helpOf(follow)))} className={secondaryButton}>
              {i18n._("Cancel")}
            </button>
          </div>
        </div>
      ) : (
        <div className="grid gap-2 sm:flex sm:flex-wrap">
          <button type="button" onClick={() => (setEditing(true), setNote(null))} className={secondaryButton}>
            {i18n._("Change distance or topics")}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() =>
              void update({ radiusMiles: radiusOf(follow.radiusMiles), topics: helpOf(follow) }, (f) =>
                i18n._("Renewed: alerts continue until {date}.", { date: formatDay(f.expiresAt, date) }),
              )
            }
            className={secondaryButton}
          >
            {i18n._("Keep these alerts for 90 more days")}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => void stop()}
            className="inline-flex min-h-12 items-center justify-center rounded-lg border-2 border-danger px-4 py-2 text-center font-semibold text-danger hover:bg-danger-wash disabled:opacity-70"
          >
            {stopLabel}
          </button>
        </div>
      )}
      <p role="status" className={note ? (note.error ? "font-medium text-danger" : "font-medium text-brand-dark") : "sr-only"}>
        {note?.text ?? ""}
      </p>
    </article>
  );
}
