"use server";

import { cookies } from "next/headers";
import { redirect, RedirectType } from "next/navigation";
import { z } from "zod";
import { limitStore, reviewerStore } from "@/lib/data";
import { clientKey } from "@/lib/forms/client-key";
import { decoyHash, PASSWORD_MAX, verifyPassword } from "@/lib/reviewers/password";
import { admitSignIn, DEVICE_COOKIE, deviceCookieOptions, newDeviceCookie } from "@/lib/reviewers/sign-in-limits";
import { MODERATOR_PATH, newSessionToken, REVIEWER_SESSION_SECONDS, reviewerCookieOptions, REVIEWER_COOKIE, tokenHash } from "@/lib/reviewers/session-token";
import { MESSAGES } from "../messages";
import { isForm } from "../safe-action";
import type { ActionState } from "./queue-item";

/**
 * Signing in: the one reviewer action without a session to check (so not on the wrapper), a
 * public endpoint all the same: it reads only a form, and refuses with a message.
 */

const WRONG_CREDENTIALS = "That email and password do not match an account.";
const DISABLED = "This account is disabled. Ask an admin to enable it.";
const UNAVAILABLE = "Signing in is not possible right now. Please try again in a moment.";

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
    return refuse(WRONG_CREDENTIALS);
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
    if (!account || !matches) return refuse(WRONG_CREDENTIALS);
    if (account.disabled) return refuse(DISABLED);
    const token = newSessionToken();
    await store.startSession(account.id, tokenHash(token), new Date(Date.now() + REVIEWER_SESSION_SECONDS * 1000));
    jar.set(REVIEWER_COOKIE, token, reviewerCookieOptions());
    jar.set(DEVICE_COOKIE, newDeviceCookie(account), deviceCookieOptions());
  } catch (error) {
    console.error("Reviewer sign-in failed:", error);
    return refuse(UNAVAILABLE);
  }
  redirect(MODERATOR_PATH, RedirectType.replace);
}
