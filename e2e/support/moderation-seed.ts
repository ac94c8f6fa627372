/**
 * What e2e/support/seed-moderation.ts adds to the moderation site's database before it starts
 * (playwright.config.ts), so the reviewer screens have lists longer than a page (50) to page
 * through, without getting in the way of the tests that find what they send on the first page.
 */

/** Collaboration requests, all handled: the list passes a page, and every unhandled one (what the tests send) still comes first. */
export const SEEDED_HANDLED_REQUESTS = 55;
export const SEEDED_REQUEST_NAME = "E2E Earlier Organizer";
export const SEEDED_HANDLER = "Ana Ruiz";

/** Volunteer opportunities never checked: the stale queue's last kind, so they fill its second page. */
export const SEEDED_DUE_ENTRIES = 30;
export const SEEDED_DUE_NAME = "E2E Paging Volunteer Shift";
