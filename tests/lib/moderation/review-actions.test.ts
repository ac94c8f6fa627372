// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { sqlStores } from "@/lib/data/sql";
import type { PlaceStore, ReviewerStore, ReviewStore } from "@/lib/data/stores";
import { newSessionToken, tokenHash } from "@/lib/reviewers/session-token";
import { NASTY_STRINGS } from "@/tests/support/bad-input";
import { OPEN_TIMEOUT_MS, openPglite, type TestDatabase } from "@/tests/support/databases";

/** One tap on the stale queue: only a signed-in reviewer, only a valid outcome; else a message and no change. */

const request = vi.hoisted(() => ({ cookie: undefined as string | undefined, changed: 0 }));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: (name: string) => (name === "reviewer_session" && request.cookie ? { name, value: request.cookie } : undefined), set: () => {} }),
}));
class Redirected extends Error {}
vi.mock("next/navigation", () => ({
  redirect: (url: string) => {
    throw new Redirected(url);
  },
  RedirectType: { replace: "replace" },
}));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => (request.changed += 1) }));
/** One page holding every change these tests make: they read whole histories. */
const ALL = { page: 1, size: 200 };
let reviewers: ReviewerStore;
let reviews: ReviewStore;
let places: PlaceStore;
vi.mock("@/lib/data", () => ({ reviewerStore: async () => reviewers, reviewStore: async () => reviews }));

const PLACE = "00000000-0000-4000-8000-000000000002";
let db: TestDatabase;
let actions: typeof import("@/lib/moderation/actions");
let token = "";

beforeAll(async () => {
  db = await openPglite();
  const stores = sqlStores(db.client);
  reviewers = stores.reviewers();
  reviews = stores.reviews();
  places = stores.places();
  const ben = await reviewers.addReviewer({ email: "ben@example.org", name: "Ben Okafor", role: "reviewer", passwordHash: "scrypt$x" });
  token = newSessionToken();
  await reviewers.startSession(ben.id, tokenHash(token), new Date(Date.now() + 3_600_000));
  actions = await import("@/lib/moderation/actions");
}, OPEN_TIMEOUT_MS);
afterAll(() => db?.close());
beforeEach(() => {
  request.cookie = token;
});

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
};
const history = () => reviews.history(PLACE, ALL).then((page) => page.rows);

describe("reviewPlace", () => {
  it("refuses a signed-out visitor and bad input with a message, keeping what was typed, changing nothing", async () => {
    const before = await places.getPlace(PLACE);
    request.cookie = undefined;
    expect(await actions.reviewPlace({ error: null }, form({ id: PLACE, outcome: "verify", method: "phone", note: "x" }))).toEqual({
      error: "Your session has ended. Reload the page and sign in again.",
      values: { method: "phone", source: "", note: "x" },
      resolve: [],
    });
    request.cookie = token;
    const cases: [Record<string, string>, RegExp][] = [
      [{ id: PLACE, outcome: "demolished", method: "phone" }, /Choose what you found/],
      [{ id: PLACE, outcome: "verify", method: "telepathy" }, /Say how you checked/],
      [{ id: PLACE, outcome: "verify", method: "official" }, /Add the link to the official source/],
      [{ id: PLACE, outcome: "verify", method: "visit", source: "javascript:alert(1)" }, /must start with https/],
      [{ id: PLACE, outcome: "verify", method: "phone", note: "x".repeat(1001) }, /at most 1,000 characters/],
      [{ id: "00000000-0000-4000-8000-00000000ffff", outcome: "verify", method: "phone" }, /could not be found/],
      ...NASTY_STRINGS.map(([, value]): [Record<string, string>, RegExp] => [{ id: value, outcome: "verify", method: "phone" }, /could not be found/]),
    ];
    for (const [fields, message] of cases) {
      const state = await actions.reviewPlace({ error: null }, form(fields));
      expect(state.error, JSON.stringify(fields).slice(0, 80)).toMatch(message);
      expect(state.values?.note).toBe((fields.note ?? "").slice(0, 1000));
    }
    expect(await actions.reviewPlace({ error: null }, null as unknown as FormData)).toEqual({ error: "This form could not be read. Reload the page and try again." });
    expect(await places.getPlace(PLACE)).toEqual(before);
    expect(await history()).toEqual([]);
    expect(request.changed).toBe(0);
  });

  it("marks the place checked now by the signed-in reviewer, sets a status, and expires the public pages", async () => {
    await expect(actions.reviewPlace({ error: null }, form({ id: PLACE, outcome: "full", method: "official", source: "https://example.org/shelters", note: "No beds" }))).rejects.toThrow(
      "/moderate?done=status",
    );
    expect(await places.getPlace(PLACE)).toMatchObject({ status: "full", verifiedBy: "Ben Okafor" });
    expect((await history())[0]).toMatchObject({ reviewerName: "Ben Okafor", method: "official", sourceUrl: "https://example.org/shelters", note: "No beds" });
    expect(request.changed).toBe(1);
    await expect(actions.reviewPlace({ error: null }, form({ id: PLACE, outcome: "verify", method: "phone" }))).rejects.toThrow("/moderate?done=verified");
  });

  it("goes back to the stale queue's page it came from, or to the entry, where the check heads the history", async () => {
    // Sent from an entry opened from page 3 of the queue (its address: ?from=queue&stale=3&history=2).
    const pages = "from=queue&stale=3&history=2";
    await expect(actions.reviewPlace({ error: null }, form({ id: PLACE, outcome: "verify", method: "phone", back: "queue", pages }))).rejects.toThrow(
      new Error("/moderate?done=verified&at=stale&stale=3#stale-title"),
    );
    await expect(actions.reviewPlace({ error: null }, form({ id: PLACE, outcome: "verify", method: "phone", back: "place", pages }))).rejects.toThrow(
      new Error(`/moderate/places/${PLACE}?done=verified`),
    );
  });
});
