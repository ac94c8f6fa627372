// @vitest-environment node
import { beforeAll, expect, it } from "vitest";
import type { MigratableDb } from "@/lib/data/migrate";
import { NotFoundError, type PlaceStore, type Reviewer, type ReviewStore } from "@/lib/data/stores";
import { describeEachBackend } from "@/tests/support/backends";

const seedId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const HASH = "scrypt$32768$8$1$c2FsdHNhbHRzYWx0c2FsdA$a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2U";
const KIND_ORDER = ["shelter", "donation_need", "resource", "volunteer_opportunity"];
/** One page holding every row these tests look at: they read whole lists (tests/lib/data/contract/paging.test.ts pages them). */
const ALL = { page: 1, size: 200 };
const AGES = { urgentDays: 3, otherDays: 7 };

describeEachBackend("ReviewStore contract", (backend) => {
  let reviews: ReviewStore;
  let places: PlaceStore;
  let db: MigratableDb;
  let ana: Reviewer;
  let ben: Reviewer;
  beforeAll(async () => {
    const b = backend();
    ({ reviews, places, admin: db } = b);
    ana = await b.reviewers.addReviewer({ email: `ana.${Date.now()}@example.org`, name: "Ana Ruiz", role: "admin", passwordHash: HASH });
    ben = await b.reviewers.addReviewer({ email: `ben.${Date.now()}@example.org`, name: "Ben Okafor", role: "reviewer", passwordHash: HASH });
  });

  it("lists the places due for a check: most important kinds first, never checked then oldest, none that is closed or fresh", async () => {
    // Make the ages known: place 1 never checked, 2 checked 10 days ago, 3 an hour ago.
    await db.query("update public.places set last_verified_at = now() - interval '30 days'");
    await db.query("update public.places set last_verified_at = null where id = $1", [seedId(1)]);
    await db.query("update public.places set last_verified_at = now() - interval '1 hour' where id = $1", [seedId(3)]);
    const queue = (await reviews.staleQueue(AGES, ALL)).rows;
    const ids = queue.map((p) => p.id);
    expect(ids).toContain(seedId(1));
    expect(ids).not.toContain(seedId(3));
    expect(queue.every((p) => p.status !== "closed")).toBe(true);
    const ranks = queue.map((p) => KIND_ORDER.indexOf(p.kind));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect((await reviews.staleQueue(AGES, { page: 1, size: 2 })).rows.length).toBe(2);
    // Unpublished drafts are never in it.
    expect(ids.some((id) => [seedId(14), seedId(49)].includes(id))).toBe(false);
  });

  it("a shelter is due after 3 days, a resource after 7", async () => {
    const shelter = (await places.listPlaces({ kinds: ["shelter"] })).find((p) => p.status !== "closed")!;
    const resource = (await places.listPlaces({ kinds: ["resource"] })).find((p) => p.status !== "closed")!;
    await db.query("update public.places set last_verified_at = now() - interval '4 days' where id = any($1::uuid[])", [[shelter.id, resource.id]]);
    const ids = (await reviews.staleQueue(AGES, ALL)).rows.map((p) => p.id);
    expect(ids).toContain(shelter.id);
    expect(ids).not.toContain(resource.id);
  });

  it("'still right' marks the place verified now by the reviewer, and records who, how and why", async () => {
    const id = seedId(1);
    const previous = (await places.getPlace(id))!.verifiedBy;
    const at = await reviews.review({ placeId: id, reviewer: ana, status: null, method: "phone", sourceUrl: null, note: "Called the desk." });
    expect(Math.abs(Date.parse(at) - Date.now())).toBeLessThan(60_000);
    expect(await places.getPlace(id)).toMatchObject({ lastVerifiedAt: at, verifiedBy: "Ana Ruiz" });
    const [entry] = (await reviews.history(id, ALL)).rows;
    expect(entry).toMatchObject({ placeId: id, reviewerName: "Ana Ruiz", action: "verify", method: "phone", note: "Called the desk.", sourceUrl: null });
    expect(entry!.changes.verified_by).toEqual({ before: previous, after: "Ana Ruiz" });
    expect(Date.parse(String(entry!.changes.last_verified_at!.after))).toBe(Date.parse(at));
    expect((await reviews.staleQueue(AGES, ALL)).rows.map((p) => p.id)).not.toContain(id);
  });

  it("a status change in the same tap is recorded before and after, with the second reviewer's name", async () => {
    const id = seedId(2);
    const before = (await places.getPlace(id))!.status;
    const next = before === "full" ? "open" : "full";
    await reviews.review({ placeId: id, reviewer: ben, status: next, method: "official", sourceUrl: "https://example.org/status", note: "" });
    expect((await places.getPlace(id))?.status).toBe(next);
    const [entry] = (await reviews.history(id, ALL)).rows;
    expect(entry).toMatchObject({ reviewerName: "Ben Okafor", action: "status", method: "official", sourceUrl: "https://example.org/status" });
    expect(entry!.changes.status).toEqual({ before, after: next });
    // Closing takes it out of the queue and off "open now", and is history too.
    await reviews.review({ placeId: id, reviewer: ana, status: "closed", method: "visit", sourceUrl: null, note: "Gate locked, sign says closed." });
    const history = (await reviews.history(id, ALL)).rows;
    expect(history.map((h) => h.reviewerName)).toEqual(["Ana Ruiz", "Ben Okafor"]);
    expect(history[0]!.changes.status).toEqual({ before: next, after: "closed" });
  });

  it("lists the latest changes to any place with its name and the reviewer's, newest first", async () => {
    const recent = (await reviews.recentChanges({ page: 1, size: 3 })).rows;
    expect(recent).toHaveLength(3);
    const second = await places.getPlace(seedId(2));
    expect(recent[0]).toMatchObject({ placeId: seedId(2), placeName: second!.name, reviewerName: "Ana Ruiz" });
    expect(recent[1]).toMatchObject({ placeId: seedId(2), reviewerName: "Ben Okafor" });
    expect(recent[2]).toMatchObject({ placeId: seedId(1), reviewerName: "Ana Ruiz", action: "verify" });
    const times = recent.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("answers an unknown or malformed place id with NotFoundError and records nothing", async () => {
    const [{ n: before } = { n: 0 }] = await db.query<{ n: number }>("select count(*)::int as n from public.place_changes");
    for (const placeId of ["00000000-0000-4000-8000-00000000ffff", "nope"]) {
      await expect(reviews.review({ placeId, reviewer: ana, status: null, method: "phone", sourceUrl: null, note: "" })).rejects.toBeInstanceOf(NotFoundError);
    }
    expect((await reviews.history("nope", ALL)).rows).toEqual([]);
    const [{ n: after } = { n: 0 }] = await db.query<{ n: number }>("select count(*)::int as n from public.place_changes");
    expect(after).toBe(before);
  });
});
