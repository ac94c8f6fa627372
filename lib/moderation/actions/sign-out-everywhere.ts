"use server";

import { cookies } from "next/headers";
import { redirect, RedirectType } from "next/navigation";
import { reviewerStore } from "@/lib/data";
import { signedInReviewer } from "@/lib/reviewers/current";
import { MODERATOR_PATH, REVIEWER_COOKIE, reviewerCookieOptions } from "@/lib/reviewers/session-token";

/** Ends every session of the signed-in account: on every device, at their next request. Reads no input: not on the wrapper. */
export async function signOutEverywhere(): Promise<void> {
  const reviewer = await signedInReviewer("Moderation");
  if (reviewer) await (await reviewerStore()).endAllSessions(reviewer.id).catch((error) => console.error("Signing out everywhere failed:", error));
  (await cookies()).set(REVIEWER_COOKIE, "", reviewerCookieOptions(0));
  redirect(MODERATOR_PATH, RedirectType.replace);
}
