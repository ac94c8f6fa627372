/**
 * Settings earlier releases read and this one does not. Each stops a start (and a build) with a
 * line naming what replaced it, so a deployment that still sets one is never silently run with a
 * setting it believes in but nothing reads. (The database's retired names are
 * ./data-backend.ts's.) Never in .env.example (tests/lib/settings/env-example.test.ts).
 */
export const RETIRED_SETTINGS: Readonly<Record<string, string>> = {
  NEXT_PUBLIC_SITE_URL:
    "is no longer read: the site's public address is SITE_URL, read when the server starts (it is not built into the pages). Rename it SITE_URL, with the same https:// address.",
  ALERTS_SITE_URL:
    "is no longer read: alert mails and notifications, the printable list and every absolute link are built on SITE_URL, the site's public address. Set SITE_URL to the site's https:// address and remove ALERTS_SITE_URL.",
  MODERATOR_TOKEN:
    "is no longer read: reviewers sign in at /moderate with their own accounts (`npm run reviewer -- add`, docs/reviewers.md). Remove it.",
};

/** One line per retired setting that is set (any value but empty). */
export function retiredSettingProblems(env: Record<string, string | undefined>): string[] {
  return Object.entries(RETIRED_SETTINGS)
    .filter(([name]) => (env[name] ?? "").trim() !== "")
    .map(([name, why]) => `${name} ${why}`);
}
