"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { FormError, SubmitButton } from "@/components/forms/fields";
import { useFocusProblem } from "@/components/forms/use-focus-problem";
import { CONFIRMATION_CLASS, showOnScreen } from "@/components/forms/show-on-screen";
import { useI18n, useLanguage } from "@/components/i18n/language-context";
import {
  alertsApi,
  browserFacts,
  deviceFollows,
  forgetFollow,
  looksLikeEmail,
  panelField,
  pointFromSearch,
  pushSupport,
  rememberFollow,
  type PanelField,
  type PushSupport,
} from "@/lib/alerts/browser";
import type { AlertSetup } from "@/lib/alerts/schemas";
import type { AlertRadius, HelpTopic } from "@/lib/alerts/types";
import { FORM_MESSAGES } from "@/lib/forms/messages";
import { LANGUAGES } from "@/lib/i18n/languages";
import type { MapTiles } from "@/lib/map/tiles";
import { ChannelField } from "./channel-field";
import { DeviceFollows } from "./device-follows";
import { RadiusChoice, TopicChoices } from "./follow-choices";
import { PushError, subscribeToPush, unsubscribeFromPush } from "./push";
import { WhereField, type ChosenPoint } from "./where-field";

type SetupState = { status: "loading" } | { status: "failed" } | { status: "ready"; setup: AlertSetup };
type Errors = Partial<Record<PanelField, string>>;
type Done = { push: boolean; email: string | null };

const WHERE_INPUT = "alerts-where";
const CHANNEL_INPUT = "alerts-channel";

/**
 * The follow panel (issue 28): where (my location, a ZIP code or community, a point on a map), how
 * far around it, what about, and how to be told (notifications on this phone, e-mail). No
 * account: a push follow's token stays on this device, which then shows "This phone follows …"
 * to change or stop it; an e-mail follow waits for the link in its confirmation mail. Every field
 * keeps what the visitor chose when a send fails, with the reason next to the field.
 */
export function FollowPanel({ tiles }: { tiles: MapTiles }) {
  const i18n = useI18n();
  const language = useLanguage();
  const [setup, setSetup] = useState<SetupState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [support, setSupport] = useState<PushSupport | null>(null);
  const [blocked, setBlocked] = useState(false);
  const [tokens, setTokens] = useState<string[]>([]);
  const [showForm, setShowForm] = useState(true);
  const [stopped, setStopped] = useState(false);

  const [point, setPoint] = useState<ChosenPoint | null>(null);
  const [radius, setRadius] = useState<AlertRadius>(3);
  const [topics, setTopics] = useState<HelpTopic[]>([]);
  const [push, setPush] = useState(false);
  const [email, setEmail] = useState(false);
  const [address, setAddress] = useState("");

  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  const busy = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const [failures, setFailures] = useState(0);

  // What only the browser knows: its push support, this device's follows, the link's point.
  useEffect(() => {
    const facts = browserFacts();
    const supported = pushSupport(facts);
    const held = deviceFollows();
    const linked = pointFromSearch(window.location.search);
    /* eslint-disable react-hooks/set-state-in-effect -- read once, after hydration: the cached page is the same for everyone */
    setSupport(supported);
    setBlocked(facts.notification && Notification.permission === "denied");
    setTokens(held);
    if (linked) setPoint({ ...linked, label: i18n._("From the link you opened") });
    // A device that already follows shows its follows first; a link to a point opens the form.
    setShowForm(held.length === 0 || !!linked);
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [i18n]);

  useEffect(() => {
    if (support === null) return;
    let current = true;
    void alertsApi.setup().then((result) => {
      if (!current) return;
      // A site whose alerts are off may answer 404 (as /api/alerts/follow does): not set up, not a failure.
      if (!result.ok && result.status === 404) return setSetup({ status: "ready", setup: { push: null, email: false } });
      if (!result.ok) return setSetup({ status: "failed" });
      setSetup({ status: "ready", setup: result.data });
      // Notifications when this phone can take them, else e-mail.
      const pushFirst = !!result.data.push && support === "supported";
      setPush(pushFirst);
      setEmail(!pushFirst && result.data.email);
    });
    return () => {
      current = false;
    };
  }, [support, attempt]);

  // After a failed send: the first field to fix (or the form's message) in the middle of the screen.
  useFocusProblem(form, failures);

  const forget = useCallback(async (token: string, wasStopped: boolean) => {
    forgetFollow(token);
    const remaining = deviceFollows();
    // The last follow on this device: its push subscription ends too, so nothing more can arrive.
    if (remaining.length === 0) await unsubscribeFromPush().catch(() => undefined);
    setTokens(remaining);
    if (wasStopped) setStopped(true);
    if (remaining.length === 0) setShowForm(true);
  }, []);

  if (setup.status === "loading") {
    return (
      <p role="status" className="rounded-xl border border-neutral-200 bg-white p-5 text-neutral-700">
        {i18n._("Loading…")}
      </p>
    );
  }
  if (setup.status === "failed") {
    return (
      <div role="alert" className="space-y-3 rounded-xl border-s-4 border-danger bg-danger-wash p-5 text-danger">
        <p className="font-medium">{i18n._("We could not load the alerts right now. Check your connection and try again.")}</p>
        <button type="button" onClick={() => (setSetup({ status: "loading" }), setAttempt((n) => n + 1))} className="inline-flex min-h-12 items-center rounded-lg border-2 border-danger px-4 font-semibold">
          {i18n._("Try again")}
        </button>
      </div>
    );
  }
  const { setup: channels } = setup;
  if (!channels.push && !channels.email) {
    return (
      <p role="status" data-testid="alerts-not-set-up" className="rounded-xl border border-neutral-200 bg-white p-5 text-lg text-neutral-800">
        {i18n._("Alerts are not set up on this site.")}
      </p>
    );
  }

  function check(): Errors {
    const found: Errors = {};
    if (!point) found.where = i18n._("Choose the area: use your location, type a ZIP code or community, or tap the map.");
    if (!push && !email) found.channels = i18n._("Choose how we should tell you: notifications on this phone, e-mail, or both.");
    if (email && !looksLikeEmail(address)) found.email = i18n._("Type an e-mail address like name@example.org.");
    return found;
  }

  function failed(fieldErrors: Errors, message: string | null) {
    setErrors(fieldErrors);
    setFormError(message);
    setFailures((n) => n + 1);
  }

  async function submit() {
    // A ref, not `pending`: a double tap arrives before the state update is rendered.
    if (busy.current) return;
    const found = check();
    if (Object.keys(found).length || !point) return failed(found, i18n._(FORM_MESSAGES.invalid));
    busy.current = true;
    setPending(true);
    setErrors({});
    setFormError(null);
    try {
      let subscription;
      if (push && channels.push) {
        try {
          subscription = await subscribeToPush(channels.push.publicKey, language);
        } catch (error) {
          const denied = error instanceof PushError && error.reason === "denied";
          if (denied) setBlocked(Notification.permission === "denied");
          return failed(
            {
              channels: denied
                ? i18n._("Notifications were not allowed. Allow them when your browser asks, or choose e-mail.")
                : i18n._("We could not turn on notifications on this phone. Try again, or choose e-mail."),
            },
            i18n._(FORM_MESSAGES.invalid),
          );
        }
      }
      const toastId = toast.loading(i18n._(FORM_MESSAGES.sending));
      const result = await alertsApi.follow({
        latitude: point.latitude,
        longitude: point.longitude,
        radiusMiles: radius,
        topics: ["evacuation", ...topics],
        language,
        ...(email ? { email: address.trim() } : {}),
        ...(subscription ? { push: subscription } : {}),
      });
      if (result.ok) {
        const token = result.data.push?.manageToken;
        if (token) {
          rememberFollow(token);
          setTokens(deviceFollows());
        }
        // What is true now: a push follow is on; an e-mail follow starts only once its link is confirmed.
        const said = [result.data.push && i18n._("Alerts are on for this phone."), result.data.email && i18n._("Check your e-mail: your alerts start when you confirm them.")];
        toast.success(said.filter(Boolean).join(" "), { id: toastId });
        setDone({ push: !!result.data.push, email: result.data.email ? address.trim() : null });
        return;
      }
      // A subscription no follow uses is ended (one made for this try, on a device that follows nothing).
      if (subscription && deviceFollows().length === 0) void unsubscribeFromPush().catch(() => undefined);
      const problem = followFailure(result.status, result.fields, result.retryAfterSeconds);
      if (problem === "not-set-up") {
        toast.dismiss(toastId);
        setSetup({ status: "ready", setup: { push: null, email: false } });
        return;
      }
      toast.error(problem.message, { id: toastId });
      failed(problem.errors, problem.message);
    } finally {
      busy.current = false;
      setPending(false);
    }
  }

  /** What a refused follow says, by field where the server named one. */
  function followFailure(status: number, fields: Record<string, string>, retryAfterSeconds: number | null): "not-set-up" | { errors: Errors; message: string } {
    if (status === 404) return "not-set-up";
    // 409: this subscription follows already, with other keys (never so for a real browser's own).
    if (status === 422 || status === 409) return { errors: { channels: i18n._("This browser's notification service is not one we can send alerts to. Choose e-mail instead.") }, message: i18n._(FORM_MESSAGES.invalid) };
    if (status === 429) return { errors: {}, message: i18n._(FORM_MESSAGES.rateLimited, { minutes: Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60)) }) };
    if (status === 400) {
      // The fields a visitor can fix; a refused radius or topic is this page's fault, not theirs.
      const words: Partial<Record<PanelField, string>> = {
        where: i18n._("This point is outside Los Angeles County. Alerts cover Los Angeles County only."),
        channels: i18n._("We could not turn on notifications on this phone. Try again, or choose e-mail."),
        email: i18n._("Type an e-mail address like name@example.org."),
      };
      const found: Errors = {};
      for (const path of Object.keys(fields)) {
        const field = panelField(path);
        if (field && words[field]) found[field] = words[field];
      }
      return Object.keys(found).length ? { errors: found, message: i18n._(FORM_MESSAGES.invalid) } : { errors: {}, message: i18n._(FORM_MESSAGES.malformed) };
    }
    return { errors: {}, message: i18n._(FORM_MESSAGES.unavailable) };
  }

  const languageName = LANGUAGES.find((l) => l.code === language)?.name ?? language;

  return (
    <div className="space-y-8">
      <p role="status" className={stopped ? "rounded-lg bg-brand-wash p-3 font-medium text-brand-dark" : "sr-only"}>
        {stopped ? i18n._("Alerts stopped on this phone.") : ""}
      </p>
      <DeviceFollows tokens={tokens} onGone={forget} />

      {done ? (
        <section ref={showOnScreen} tabIndex={-1} role="status" aria-labelledby="alerts-done-title" data-testid="alerts-done" className={`space-y-3 rounded-xl border-2 border-brand bg-brand-wash p-5 ${CONFIRMATION_CLASS}`}>
          <h2 id="alerts-done-title" className="text-2xl font-bold text-brand-dark">
            {i18n._("What happens next")}
          </h2>
          {done.push && <p className="text-lg text-ink">{i18n._("Alerts are on for this phone. You can change or stop them on this page at any time.")}</p>}
          {done.email && (
            <p className="text-lg text-ink">
              {i18n._("Check your e-mail: we sent a link to {address}. Your e-mail alerts start when you open it and press “Confirm my alerts”. The link works for 24 hours.", {
                address: done.email,
              })}
            </p>
          )}
          <button
            type="button"
            onClick={() => (setDone(null), setPoint(null), setShowForm(true))}
            className="inline-flex min-h-12 items-center rounded-lg border-2 border-brand bg-white px-4 font-semibold text-brand-dark hover:bg-brand-wash"
          >
            {i18n._("Follow another area")}
          </button>
        </section>
      ) : showForm ? (
        <form
          ref={form}
          noValidate
          aria-label={i18n._("Get alerts for an area")}
          className="space-y-8 rounded-xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-6"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <FormError message={formError} />
          <WhereField value={point} onChange={(p) => (setPoint(p), setErrors((e) => ({ ...e, where: undefined })))} tiles={tiles} radiusMiles={radius} error={errors.where} inputId={WHERE_INPUT} />
          <RadiusChoice value={radius} onChange={setRadius} error={errors.radius} />
          <TopicChoices value={topics} onChange={setTopics} error={errors.topics} />
          <ChannelField
            setup={channels}
            support={support}
            blocked={blocked}
            push={push}
            onPush={setPush}
            email={email}
            onEmail={setEmail}
            address={address}
            onAddress={setAddress}
            errors={{ channels: errors.channels, email: errors.email }}
            inputId={CHANNEL_INPUT}
          />
          <div className="space-y-3">
            <p className="text-neutral-700">{i18n._("The alerts will be in {language}, the language of this page.", { language: languageName })}</p>
            <SubmitButton pending={pending} label={i18n._("Turn on alerts")} pendingLabel={i18n._("Turning on…")} />
            <p className="text-sm text-neutral-700">{i18n._("No account needed. You can stop the alerts at any time; they end after 90 days unless you renew them.")}</p>
          </div>
        </form>
      ) : (
        <button
          type="button"
          onClick={() => setShowForm(true)}
          className="inline-flex min-h-12 w-full items-center justify-center rounded-lg border-2 border-brand bg-white px-4 font-semibold text-brand-dark hover:bg-brand-wash sm:w-auto"
        >
          {i18n._("Follow another area")}
        </button>
      )}
    </div>
  );
}
