import "server-only";
import { cookies } from "next/headers";
import { reviewerStore } from "@/lib/data";
import type { Reviewer } from "@/lib/data/stores";
import { isSessionToken, REVIEWER_COOKIE, tokenHash } from "./session-token";

/**
 * The reviewer signed in on this request, looked up in the database every time: a session ended,
 * an account disabled or a password changed anywhere is over here at this request, on every
 * server instance. Null when signed out (or the cookie is anything but a token we issued).
 */
export async function currentReviewer(): Promise<Reviewer | null> {
  const token = await currentToken();
  return token ? (await reviewerStore()).sessionReviewer(tokenHash(token)) : null;
}

/** The cookie's token, when there is one that could be a session (to end it). */
export async function currentToken(): Promise<string | null> {
  const value = (await cookies()).get(REVIEWER_COOKIE)?.value;
  return isSessionToken(value) ? value : null;
}

/**
 * For the reviewers' actions: the signed-in reviewer, or null when there is none or the session
 * cannot be checked (the database is away) — the action then answers with a message, never a 500.
 */
export async function signedInReviewer(doing: string): Promise<Reviewer | null> {
  try {
    return await currentReviewer();
  } catch (error) {
    console.error(`${doing}: the session could not be checked:`, error);
    return null;
  }
}
