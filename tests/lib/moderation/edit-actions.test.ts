// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { sqlStores } from "@/lib/data/sql";
import type { ReviewerStore, ReviewStore, SubmissionStore } from "@/lib/data/stores";
import { placeCells } from "@/lib/import/cells";
import { newSessionToken, tokenHash } from "@/lib/reviewers/session-token";
import { NASTY_STRINGS } from "@/tests/support/bad-input";
import { OPEN_TIMEOUT_MS, openPglite, type TestDatabase } from "@/tests/support/databases";

/** Editing an entry and reverting a change: only a signed-in reviewer, only valid input; else a message, nothing lost, nothing changed. */

const request = vi.hoisted(() => ({ cookie: undefined as string | undefined, changed: 0, translated: [] as unknown[] }));
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
vi.mock("next/server", () => ({ after: (task: () => Promise<void>) => void task() }));
vi.mock("@/lib/services/i18n/place-translation", () => ({ translatePlaces: async (places: unknown[]) => void request.translated.push(...places) }));
/** One page holding every change these tests make: they read whole histories. */
const ALL = { page: 1, size: 200 };
let reviewers: ReviewerStore;
let reviews: ReviewStore;
let submissions: SubmissionStore;
vi.mock("@/lib/data", () => ({ reviewerStore: async () => reviewers, reviewStore: async () => reviews, submissionStore: async () => submissions }));

const PLACE = "00000000-0000-4000-8000-000000000002";
let db: TestDatabase;
let actions: typeof import("@/lib/moderation/actions");
let token = "";

beforeAll(async () => {
  db = await openPglite();
  const stores = sqlStores(db.client);
  reviewers = stores.reviewers();
  reviews = stores.reviews();
  submissions = stores.submissions();
  const ben = await reviewers.addReviewer({ email: "ben@example.org", name: "Ben Okafor", role: "reviewer", passwordHash: "scrypt$x" });
  token = newSessionToken();
  await reviewers.startSession(ben.id, tokenHash(token), new Date(Date.now() + 3_600_000));
  actions = await import("@/lib/moderation/actions");
}, OPEN_TIMEOUT_MS);
afterAll(() => db?.close());
beforeEach(() => {
  request.cookie = token;
  request.changed = 0;
});

const form = (fields: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) data.append(k, one);
  return data;
};

/** The edit form as it starts for the place: every cell, the yes/no facts ticked as they are. */
async function startingForm(): Promise<Record<string, string>> {
  const place = (await reviews.place(PLACE))!;
  const cells: Record<string, string> = { ...placeCells(place), published: place.published ? "yes" : "no" };
  const fields: Record<string, string> = { ...cells, id: PLACE, method: "phone", source: "", note: "", base: JSON.stringify(cells) };
  for (const flag of ["no_id_required", "pets_allowed", "wheelchair_accessible", "free_of_charge", "published"]) if (fields[flag] !== "yes") delete fields[flag];
  return fields;
}

describe("editPlace", () => {
  it("refuses a signed-out visitor and bad input field by field, keeping everything typed, changing nothing", async () => {
    const before = await reviews.place(PLACE);
    const start = await startingForm();
    request.cookie = undefined;
    const signedOut = await actions.editPlace({ error: null }, form({ ...start, phone: "(626) 555-0101" }));
    expect(signedOut.error).toBe("Your session has ended. Reload the page and sign in again.");
    expect(signedOut.values?.phone).toBe("(626) 555-0101");
    request.cookie = token;

    const cases: [Record<string, string>, string, RegExp][] = [
      [{ hours: "mon 9-5" }, "hours", /is not like "mon 09:00-17:00"/],
      [{ latitude: "40.7" }, "latitude", /between 32 and 36/],
      [{ name: "" }, "name", /./],
      [{ kind: "castle" }, "kind", /./],
      [{ status: "demolished" }, "status", /./],
      [{ website: "javascript:alert(1)" }, "website", /./],
      [{ items_needed: "Water:urgent" }, "items_needed", /./],
      [{ method: "telepathy" }, "method", /Say how you checked/],
      [{ method: "official" }, "source", /Add the link to the official source/],
      [{ note: "x".repeat(1001) }, "note", /at most 1,000 characters/],
    ];
    for (const [change, field, message] of cases) {
      const state = await actions.editPlace({ error: null }, form({ ...start, ...change }));
      expect(state.error, field).toMatch(/^Nothing was saved\. Check (this field|these fields): /);
      expect(state.fieldErrors?.[field], field).toMatch(message);
      for (const [name, value] of Object.entries(change)) expect(state.values?.[name], name).toBe(value.slice(0, 1000));
    }
    // Several at once: every one is named.
    const many = await actions.editPlace({ error: null }, form({ ...start, hours: "later", latitude: "north" }));
    expect(many.error).toBe("Nothing was saved. Check these fields: Latitude, Opening hours.");
    for (const [, value] of NASTY_STRINGS) {
      const state = await actions.editPlace({ error: null }, form({ ...start, id: value }));
      expect(state.error).toMatch(/could not be found|Nothing was saved/);
    }
    expect(await actions.editPlace({ error: null }, form({ ...start, id: "00000000-0000-4000-8000-00000000ffff" }))).toMatchObject({ error: "This entry could not be found. Reload the page." });
    expect(await actions.editPlace({ error: null }, null as unknown as FormData)).toEqual({ error: "This form could not be read. Reload the page and try again." });
    for (const base of ["", "not json", "[1,2]", JSON.stringify({ name: 5 })]) {
      expect((await actions.editPlace({ error: null }, form({ ...start, base }))).error).toBe("This form could not be read. Reload the page and try again.");
    }
    // The reports ticked are kept on a refusal, as they were (an unticked one stays unticked).
    const report = "00000000-0000-4000-8000-0000000000aa";
    expect((await actions.editPlace({ error: null }, form({ ...start, hours: "later", resolve: report }))).resolve).toEqual([report]);
    expect((await actions.editPlace({ error: null }, form({ ...start, hours: "later" }))).resolve).toEqual([]);
    expect(await reviews.place(PLACE)).toEqual(before);
    expect((await reviews.history(PLACE, ALL)).rows).toEqual([]);
    expect(request.changed).toBe(0);
  });

  it("saves every field through the import's rules, records the edit, closes the chosen report, translates, and goes back where it came from", async () => {
    const { id: report } = await submissions.addReport({ placeId: PLACE, reason: "wrong_information", note: "Phone is wrong" }, crypto.randomUUID());
    const start = await startingForm();
    const changed = { ...start, phone: "(626) 555-0177", hours: "mon 09:00-17:00; sat 10:00-14:00", languages: "en|es|ko", wheelchair_accessible: start.wheelchair_accessible ? "" : "yes", note: "Called them", back: "queue", resolve: report };
    await expect(actions.editPlace({ error: null }, form(changed))).rejects.toThrow("/moderate?done=edited");
    expect(await reviews.place(PLACE)).toMatchObject({
      phone: "(626) 555-0177",
      hours: { mon: [{ opens: "09:00", closes: "17:00" }], sat: [{ opens: "10:00", closes: "14:00" }] },
      languages: ["en", "es", "ko"],
      wheelchairAccessible: !start.wheelchair_accessible,
      verifiedBy: "Ben Okafor",
    });
    const [entry] = (await reviews.history(PLACE, ALL)).rows;
    expect(entry).toMatchObject({ action: "edit", reviewerName: "Ben Okafor", method: "phone", note: "Called them" });
    expect(Object.keys(entry!.changes), JSON.stringify(entry!.changes)).toEqual(expect.arrayContaining(["phone", "hours", "languages", "wheelchair_accessible"]));
    expect((await submissions.openReports(ALL)).rows.map((r) => r.id)).not.toContain(report);
    expect(request.changed).toBe(1);
    expect(request.translated).toHaveLength(1);
    // From the entry's own page, the answer comes back there; the import key cannot be changed from the form.
    await expect(actions.editPlace({ error: null }, form({ ...(await startingForm()), external_id: "hijacked", back: "place" }))).rejects.toThrow(`/moderate/places/${PLACE}?done=edited`);
    expect((await reviews.place(PLACE))!.externalId).not.toBe("hijacked");
  });
});

describe("editPlace and what changed", () => {
  it("a save that changes nothing records a check, with no field changes", async () => {
    await expect(actions.editPlace({ error: null }, form({ ...(await startingForm()), back: "place" }))).rejects.toThrow("done=edited");
    const [entry] = (await reviews.history(PLACE, ALL)).rows;
    expect(entry!.action).toBe("verify");
    expect(Object.keys(entry!.changes)).toContain("last_verified_at");
    expect(Object.keys(entry!.changes).filter((k) => k !== "last_verified_at" && k !== "verified_by")).toEqual([]);
  });

  it("refuses to overwrite a field someone changed since the form was opened, keeping what was typed", async () => {
    const start = await startingForm();
    // Someone else changes the phone while Ben's form is open.
    await reviews.edit({ placeId: PLACE, reviewer: { id: null as unknown as string, name: "Ana Ruiz" }, fields: { phone: "(626) 555-0190" }, expected: {}, method: "phone", sourceUrl: null, note: "" });
    const state = await actions.editPlace({ error: null }, form({ ...start, phone: "(626) 555-0191", address: "3 New Rd" }));
    expect(state.error).toMatch(/^Not saved: Phone was changed by someone else since you opened this page\. Reload the page/);
    expect(state.fieldErrors).toEqual({ phone: "Changed by someone else since you opened this page." });
    expect(state.values).toMatchObject({ phone: "(626) 555-0191", address: "3 New Rd" });
    expect(await reviews.place(PLACE)).toMatchObject({ phone: "(626) 555-0190" });
    // A field nobody else touched saves from the same stale form: only what Ben changed is written.
    await expect(actions.editPlace({ error: null }, form({ ...start, address: "3 New Rd" }))).rejects.toThrow("done=edited");
    expect(await reviews.place(PLACE)).toMatchObject({ phone: "(626) 555-0190", address: "3 New Rd" });
  });
});

describe("revertChange", () => {
  it("refuses a signed-out visitor, malformed and unknown ids with a message, changing nothing", async () => {
    const [latest] = (await reviews.history(PLACE, ALL)).rows;
    request.cookie = undefined;
    expect(await actions.revertChange({ error: null }, form({ change: latest!.id, place: PLACE, note: "Wrong place" }))).toEqual({
      error: "Your session has ended. Reload the page and sign in again.",
      note: "Wrong place",
    });
    request.cookie = token;
    for (const [, value] of NASTY_STRINGS) {
      expect((await actions.revertChange({ error: null }, form({ change: value, place: PLACE }))).error).toMatch(/could not be found/);
    }
    expect(await actions.revertChange({ error: null }, form({ change: "00000000-0000-4000-8000-00000000ffff", place: PLACE }))).toEqual({ error: "This change could not be found. Reload the page.", note: "" });
    expect((await actions.revertChange({ error: null }, form({ change: latest!.id, place: PLACE, note: "x".repeat(1001) }))).error).toMatch(/at most 1,000/);
    expect(await actions.revertChange({ error: null }, null as unknown as FormData)).toEqual({ error: "This form could not be read. Reload the page and try again." });
    expect((await reviews.history(PLACE, ALL)).rows[0]!.id).toBe(latest!.id);
    expect(request.changed).toBe(0);
  });

  it("reverts a change, and explains a refusal in words: changed again since, or already reverted", async () => {
    const history = (await reviews.history(PLACE, ALL)).rows;
    const firstEdit = history.find((c) => c.changes.address?.after === "3 New Rd")!;
    await expect(actions.revertChange({ error: null }, form({ change: firstEdit.id, place: PLACE, note: "Wrong place" }))).rejects.toThrow(`/moderate/places/${PLACE}?done=reverted`);
    expect((await reviews.place(PLACE))!.address).toBe(firstEdit.changes.address!.before);
    expect((await reviews.history(PLACE, ALL)).rows[0]).toMatchObject({ action: "revert", reverts: firstEdit.id, reviewerName: "Ben Okafor", note: "Wrong place" });
    expect(await actions.revertChange({ error: null }, form({ change: firstEdit.id, place: PLACE }))).toEqual({
      error: "Not reverted: this change has already been reverted. To undo that, revert the revert.",
      note: "",
    });
    // A newer change to the same field is in the way of reverting an older one.
    await reviews.edit({ placeId: PLACE, reviewer: { id: null as unknown as string, name: "Ana Ruiz" }, fields: { phone: "(626) 555-0178" }, expected: {}, method: "phone", sourceUrl: null, note: "" });
    const [anas] = (await reviews.history(PLACE, ALL)).rows;
    await reviews.edit({ placeId: PLACE, reviewer: { id: null as unknown as string, name: "Ana Ruiz" }, fields: { phone: "(626) 555-0179" }, expected: {}, method: "phone", sourceUrl: null, note: "" });
    expect(await actions.revertChange({ error: null }, form({ change: anas!.id, place: PLACE, note: "Typo" }))).toEqual({
      error: "Not reverted: Phone was changed again since. Revert the later change first, or edit the entry.",
      note: "Typo",
    });
  });
});
