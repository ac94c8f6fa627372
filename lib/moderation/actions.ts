"use server";

import { revalidatePath } from "next/cache";
import { cookies } from "next/headers";
import { redirect, RedirectType } from "next/navigation";
import { z } from "zod";
import { after } from "next/server";
import { limitStore, placeStore, reviewerStore, submissionStore } from "@/lib/data";
import { translatePlaces } from "@/lib/i18n/place-translation";
import { MissingPointError, NotFoundError, type Reviewer } from "@/lib/data/stores";
import { clientKey } from "@/lib/forms/client-key";
import { afterAction } from "@/lib/moderation/lists";
import { placesChanged } from "@/lib/places/revalidate";
import { currentToken, signedInReviewer } from "@/lib/reviewers/current";
import { decoyHash, PASSWORD_MAX, verifyPassword } from "@/lib/reviewers/password";
import { admitSignIn, DEVICE_COOKIE, deviceCookieOptions, newDeviceCookie } from "@/lib/reviewers/sign-in-limits";
import { MODERATOR_PATH, newSessionToken, REVIEWER_SESSION_SECONDS, reviewerCookieOptions, REVIEWER_COOKIE, tokenHash } from "@/lib/reviewers/session-token";

/**
 * The moderation page's server actions. Each one checks the reviewer's session again (an action is
 * a public endpoint: the page having shown a button proves nothing), validates its input, and
 * answers with a message to show, never an exception: success redirects back to the page.
 */

type Point = { latitude?: string; longitude?: string };
/** What an action answers the form: an error to show and, for the point, which field and what was typed. */
export type ActionState = { error: string | null; fields?: Point; values?: Point; email?: string };


const MESSAGES = {
  wrongCredentials: "That email and password do not match an account.",
  disabled: "This account is disabled. Ask an admin to enable it.",
  signInUnavailable: "Signing in is not possible right now. Please try again in a moment.",
  signedOut: "Your session has ended. Reload the page and sign in again.",
  unknownItem: "This item could not be found. Reload the page.",
  notPending: "This suggestion was already reviewed or no longer exists. Reload the page.",
  needsPoint: "This suggestion has no point on the map: enter its latitude and longitude.",
  failed: "That did not work: the database could not be reached. Please try again in a moment.",
  malformed: "This form could not be read. Reload the page and try again.",
} as const;

/**
 * An action is a public endpoint: its arguments are whatever the caller serialized, not
 * necessarily the FormData the page's forms send. Anything else would throw on .get().
 */
const isForm = (value: unknown): value is FormData => value instanceof FormData;

const idSchema = z.uuid();
/** "Mark handled" sends true, "Mark not handled" false. */
const handledSchema = z.enum(["true", "false"]).transform((value) => value === "true");

const coordinate = (name: string, min: number, max: number) =>
  z
    .string(`Enter the ${name}.`)
    .trim()
    .min(1, `Enter the ${name}.`)
    .pipe(
      z.coerce
        .number<string>(`The ${name} must be a number, like ${min === 32 ? "34.16" : "-118.13"}.`)
        .min(min, `The ${name} must be between ${min} and ${max} (Los Angeles area).`)
        .max(max, `The ${name} must be between ${min} and ${max} (Los Angeles area).`),
    );

const pointSchema = z.object({ latitude: coordinate("latitude", 32, 36), longitude: coordinate("longitude", -121, -114) });

// A published place or a resolved report changes what visitors see too: placesChanged() above.
// Each outcome comes back to the list it was taken in.
const LIST_OF = { approved: "suggestions", rejected: "suggestions", resolved: "reports", handled: "collaborations", unhandled: "collaborations" } as const;
const done = (formData: FormData, what: keyof typeof LIST_OF): never => {
  revalidatePath(MODERATOR_PATH);
  redirect(afterAction(formData, what, LIST_OF[what]), RedirectType.replace);
};

/** The reviewer check and the item id, shared by every action on an item. */
async function checkedId(formData: FormData): Promise<{ id: string; reviewer: Reviewer } | ActionState> {
  const reviewer = await signedInReviewer("Moderation");
  if (!reviewer) return { error: MESSAGES.signedOut };
  if (!isForm(formData)) return { error: MESSAGES.malformed };
  const id = idSchema.safeParse(formData.get("id"));
  return id.success ? { id: id.data, reviewer } : { error: MESSAGES.unknownItem };
}

const tooMany = (seconds: number, unrecognised: boolean): string => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const wait = `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
  return unrecognised
    ? `Too many attempts on this account from devices it has not signed in from. Please try again in ${wait}, or sign in from a device you have used before.`
    : `Too many attempts. Please try again in ${wait}.`;
};

/** Only something that could be an account's address reaches the database (no NUL, no lone surrogate). */
const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());

export async function signIn(_previous: ActionState, formData: FormData): Promise<ActionState> {
  // Cannot be a right password, so it does not count as an attempt.
  if (!isForm(formData)) return { error: MESSAGES.malformed };
  const typedEmail = formData.get("email");
  const email = emailSchema.safeParse(typedEmail);
  const password = formData.get("password");
  // Sent back with every error so the form keeps the address (React resets a form after its action).
  const typed = typeof typedEmail === "string" ? typedEmail.slice(0, 254) : undefined;
  const refuse = (error: string): ActionState => ({ error, ...(typed !== undefined ? { email: typed } : {}) });
  if (!email.success || !email.data || typeof password !== "string" || !password || password.length > PASSWORD_MAX) {
    return refuse(MESSAGES.wrongCredentials);
  }
  try {
    const store = await reviewerStore();
    const account = await store.credentials(email.data);
    // Counted in the database (shared by every instance): lib/reviewers/sign-in-limits.ts says how
    // guessing stays slow without letting anyone lock the account holder out.
    const jar = await cookies();
    const admission = await admitSignIn(await limitStore(), {
      email: email.data,
      client: await clientKey("reviewer-sign-in"),
      account,
      deviceCookie: jar.get(DEVICE_COOKIE)?.value,
    });
    if (!admission.allowed) return refuse(tooMany(admission.retryAfterSeconds, admission.unrecognised));

    // An unknown address costs the same scrypt as a known one, so timing does not tell them apart.
    const matches = await verifyPassword(password, account?.passwordHash ?? (await decoyHash()));
    if (!account || !matches) return refuse(MESSAGES.wrongCredentials);
    if (account.disabled) return refuse(MESSAGES.disabled);
    const token = newSessionToken();
    await store.startSession(account.id, tokenHash(token), new Date(Date.now() + REVIEWER_SESSION_SECONDS * 1000));
    jar.set(REVIEWER_COOKIE, token, reviewerCookieOptions());
    jar.set(DEVICE_COOKIE, newDeviceCookie(account), deviceCookieOptions());
  } catch (error) {
    console.error("Reviewer sign-in failed:", error);
    return refuse(MESSAGES.signInUnavailable);
  }
  redirect(MODERATOR_PATH, RedirectType.replace);
}

/** Ends this session (in the database, so the cookie is worthless even if kept). */
export async function signOut(): Promise<void> {
  const token = await currentToken();
  if (token) await (await reviewerStore()).endSession(tokenHash(token)).catch((error) => console.error("Signing out failed:", error));
  (await cookies()).set(REVIEWER_COOKIE, "", reviewerCookieOptions(0));
  redirect(MODERATOR_PATH, RedirectType.replace);
}

/** Ends every session of the signed-in account: on every device, at their next request. */
export async function signOutEverywhere(): Promise<void> {
  const reviewer = await signedInReviewer("Moderation");
  if (reviewer) await (await reviewerStore()).endAllSessions(reviewer.id).catch((error) => console.error("Signing out everywhere failed:", error));
  (await cookies()).set(REVIEWER_COOKIE, "", reviewerCookieOptions(0));
  redirect(MODERATOR_PATH, RedirectType.replace);
}

export async function approveSuggestion(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const checked = await checkedId(formData);
  if (!("id" in checked)) return checked;

  // The form has latitude and longitude fields only when the suggestion has no point yet.
  const typed = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value.slice(0, 40) : undefined;
  };
  // Sent back with every error so the form keeps what was typed (React resets a form after its action).
  const values: Point = { latitude: typed("latitude"), longitude: typed("longitude") };
  let point: z.infer<typeof pointSchema> | undefined;
  if (formData.has("latitude") || formData.has("longitude")) {
    const parsed = pointSchema.safeParse({ latitude: formData.get("latitude"), longitude: formData.get("longitude") });
    if (!parsed.success) {
      const fields: Point = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === "latitude" || field === "longitude") fields[field] ??= issue.message;
      }
      return { error: Object.values(fields).join(" "), fields, values };
    }
    point = parsed.data;
  }

  let placeId: string;
  try {
    // The approving reviewer's name is the place's "verified by".
    placeId = await (await submissionStore()).approveSuggestion(checked.id, checked.reviewer.name, point);
    placesChanged();
  } catch (error) {
    if (error instanceof MissingPointError) return { error: MESSAGES.needsPoint, values };
    if (error instanceof NotFoundError) return { error: MESSAGES.notPending };
    console.error("Approving a suggestion failed:", error);
    return { error: MESSAGES.failed, values };
  }
  // The new place in every language, after the moderator has their answer.
  after(async () => {
    try {
      const place = await (await placeStore()).getPlace(placeId);
      if (place) await translatePlaces([place]);
    } catch (error) {
      console.error("Translating an approved place failed (it shows in English until translated):", error);
    }
  });
  return done(formData, "approved");
}

export async function rejectSuggestion(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const checked = await checkedId(formData);
  if (!("id" in checked)) return checked;
  try {
    await (await submissionStore()).rejectSuggestion(checked.id);
  } catch (error) {
    if (error instanceof NotFoundError) return { error: MESSAGES.notPending };
    console.error("Rejecting a suggestion failed:", error);
    return { error: MESSAGES.failed };
  }
  return done(formData, "rejected");
}

export async function resolveReport(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const checked = await checkedId(formData);
  if (!("id" in checked)) return checked;
  try {
    await (await submissionStore()).resolveReport(checked.id);
    placesChanged();
  } catch (error) {
    if (error instanceof NotFoundError) return { error: MESSAGES.unknownItem };
    console.error("Resolving a report failed:", error);
    return { error: MESSAGES.failed };
  }
  return done(formData, "resolved");
}

/** "Mark handled" (by the signed-in reviewer, now) or "Mark not handled" for one collaboration request. */
export async function setCollaborationHandled(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const checked = await checkedId(formData);
  if (!("id" in checked)) return checked;
  const handled = handledSchema.safeParse(formData.get("handled"));
  if (!handled.success) return { error: MESSAGES.malformed };
  try {
    await (await submissionStore()).setCollaborationHandled(checked.id, handled.data ? checked.reviewer.name : null);
  } catch (error) {
    if (error instanceof NotFoundError) return { error: MESSAGES.unknownItem };
    console.error("Marking a collaboration request failed:", error);
    return { error: MESSAGES.failed };
  }
  return done(formData, handled.data ? "handled" : "unhandled");
}
