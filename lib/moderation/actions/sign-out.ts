"use server";

import { cookies } from "next/headers";
import { redirect, RedirectType } from "next/navigation";
import { reviewerStore } from "@/lib/data";
import { currentToken } from "@/lib/reviewers/current";
import { MODERATOR_PATH, REVIEWER_COOKIE, reviewerCookieOptions, tokenHash } from "@/lib/reviewers/session-token";

/** Ends this session (in the database, so the cookie is worthless even if kept). Reads no input, refuses nothing: not on the wrapper. */
export async function signOut(): Promise<void> {
  const token = await currentToken();
  if (token) await (await reviewerStore()).endSession(tokenHash(token)).catch((error) => console.error("Signing out failed:", error));
  (await cookies()).set(REVIEWER_COOKIE, "", reviewerCookieOptions(0));
  redirect(MODERATOR_PATH, RedirectType.replace);
}
