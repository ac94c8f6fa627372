"use server";

import { revalidatePath } from "next/cache";
import { cookies } from "next/headers";
import { redirect, RedirectType } from "next/navigation";
import { z } from "zod";
import { after } from "next/server";
import { limitStore, placeStore, submissionStore } from "@/lib/data";
import { translatePlaces } from "@/lib/i18n/place-translation";
import { MissingPointError, NotFoundError } from "@/lib/data/stores";
import { serverEnv } from "@/lib/env.server";
import { clientKey } from "@/lib/forms/client-key";
import { isModerator, MODERATOR_COOKIE, MODERATOR_PATH, sessionCookieOptions, sessionValue, tokenMatches } from "@/lib/forms/moderator-auth";
import { placesChanged } from "@/lib/places/revalidate";

/**
 * The moderation page's server actions. Each one checks the moderator cookie again (an action is
 * a public endpoint: the page having shown a button proves nothing), validates its input, and
 * answers with a message to show, never an exception: success redirects back to the page.
 */

type Point = { latitude?: string; longitude?: string };
/** What an action answers the form: an error to show and, for the point, which field and what was typed. */
export type ActionState = { error: string | null; fields?: Point; values?: Point };

const SIGN_IN_LIMIT = { maxHits: 10, windowSeconds: 10 * 60 };
const REVIEWER = "Moderator";

const MESSAGES = {
  wrongToken: "That token is not right.",
  unavailable: "Moderation is not available.",
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
const done = (what: "approved" | "rejected" | "resolved"): never => {
  revalidatePath(MODERATOR_PATH);
  redirect(`${MODERATOR_PATH}?done=${what}`, RedirectType.replace);
};

async function signedIn(): Promise<boolean> {
  return isModerator((await cookies()).get(MODERATOR_COOKIE)?.value, serverEnv.MODERATOR_TOKEN);
}

/** The moderator check and the item id, shared by every action on an item. */
async function checkedId(formData: FormData): Promise<{ id: string } | ActionState> {
  if (!(await signedIn())) return { error: MESSAGES.signedOut };
  if (!isForm(formData)) return { error: MESSAGES.malformed };
  const id = idSchema.safeParse(formData.get("id"));
  return id.success ? { id: id.data } : { error: MESSAGES.unknownItem };
}

export async function signIn(_previous: ActionState, formData: FormData): Promise<ActionState> {
  const token = serverEnv.MODERATOR_TOKEN;
  if (!token) return { error: MESSAGES.unavailable };
  // Cannot be a right token, so it does not count as an attempt.
  if (!isForm(formData)) return { error: MESSAGES.malformed };
  try {
    // Counted in the database, per client, like the public forms: guessing stays slow.
    const limits = await limitStore();
    const limit = await limits.hit(await clientKey("moderator-sign-in"), SIGN_IN_LIMIT.maxHits, SIGN_IN_LIMIT.windowSeconds);
    if (!limit.allowed) {
      const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
      return { error: `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.` };
    }
  } catch (error) {
    console.error("Moderator sign-in: the rate limit could not be checked:", error);
    return { error: MESSAGES.signInUnavailable };
  }
  if (!tokenMatches(formData.get("token"), token)) return { error: MESSAGES.wrongToken };
  (await cookies()).set(MODERATOR_COOKIE, sessionValue(token), sessionCookieOptions());
  redirect(MODERATOR_PATH, RedirectType.replace);
}

export async function signOut(): Promise<void> {
  (await cookies()).set(MODERATOR_COOKIE, "", sessionCookieOptions(0));
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
    placeId = await (await submissionStore()).approveSuggestion(checked.id, REVIEWER, point);
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
  return done("approved");
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
  return done("rejected");
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
  return done("resolved");
}
