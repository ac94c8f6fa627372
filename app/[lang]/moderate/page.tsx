import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { ModerationQueues } from "@/components/moderation/moderation-queues";
import { SignInForm } from "@/components/moderation/sign-in-form";
import { SignOutButton } from "@/components/moderation/sign-out-button";
import { serverEnv } from "@/lib/env.server";
import { isModerator, MODERATOR_COOKIE } from "@/lib/forms/moderator-auth";
import type { LangParams } from "@/lib/i18n/metadata";
import { pageLanguage } from "@/lib/i18n/server";

/** Staff-facing, English only: reviewers approve suggested places and resolve problem reports. */

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Moderation",
  robots: { index: false, follow: false },
};

const DONE = {
  approved: "Suggestion approved: the place is now on the map.",
  rejected: "Suggestion rejected.",
  resolved: "Report marked resolved.",
} as const;

type Props = LangParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ModeratePage({ params, searchParams }: Props) {
  const token = serverEnv.MODERATOR_TOKEN;
  // Checked before anything awaits, so the 404 status is set before the response starts streaming.
  if (!token) notFound();
  await pageLanguage(params);

  const signedIn = isModerator((await cookies()).get(MODERATOR_COOKIE)?.value, token);
  const done = signedIn ? (await searchParams).done : undefined;
  const message = typeof done === "string" && Object.hasOwn(DONE, done) ? DONE[done as keyof typeof DONE] : null;

  return (
    <div lang="en" translate="no" className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">Moderation</h1>
        {signedIn && <SignOutButton />}
      </div>
      {signedIn ? (
        <>
          <p role="status" className="mt-4 font-medium text-brand-dark">
            {message ?? ""}
          </p>
          <div className="mt-6">
            <ModerationQueues />
          </div>
        </>
      ) : (
        <>
          <p className="mt-3 text-lg text-neutral-700">Enter the moderator token to review suggested places and problem reports.</p>
          <SignInForm />
        </>
      )}
    </div>
  );
}
