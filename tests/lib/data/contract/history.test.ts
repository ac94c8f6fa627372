// @vitest-environment node
import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import type { MigratableDb } from "@/lib/data/migrate";
import type { SuggestionInput } from "@/lib/forms/schemas";
import { rowFromInput } from "@/lib/data/rows";
import { NotFoundError, ChangeRefusedError, type PlaceStore, type Reviewer, type ReviewStore, type SubmissionStore } from "@/lib/data/stores";
import { describeEachBackend } from "@/tests/support/backends";
import { makePlaceInput } from "@/tests/support/places";

const HASH = "scrypt$32768$8$1$c2FsdHNhbHRzYWx0c2FsdA$a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2U";
/** One page holding every change these tests make: they read whole histories. */
const ALL = { page: 1, size: 200 };

/** A whole place as the edit form sends it: the import's row, without what a reviewer cannot set. */
function editFields(overrides: Parameters<typeof makePlaceInput>[0]) {
  const fields: Record<string, unknown> = rowFromInput(makePlaceInput(overrides));
  for (const notEdited of ["external_id", "is_sample", "last_verified_at", "verified_by"]) delete fields[notEdited];
  return fields;
}

describeEachBackend("Place history contract (edit, revert, imports, approvals)", (backend) => {
  let reviews: ReviewStore;
  let places: PlaceStore;
  let submissions: SubmissionStore;
  let db: MigratableDb;
  let ana: Reviewer;
  let ben: Reviewer;
  const externalId = `history-${Date.now()}`;
  let placeId: string;

  beforeAll(async () => {
    const b = backend();
    ({ reviews, places, submissions, admin: db } = b);
    ana = await b.reviewers.addReviewer({ email: `ana.h.${Date.now()}@example.org`, name: "Ana Ruiz", role: "admin", passwordHash: HASH });
    ben = await b.reviewers.addReviewer({ email: `ben.h.${Date.now()}@example.org`, name: "Ben Okafor", role: "reviewer", passwordHash: HASH });
  });

  it("an import records each new entry and every field it changes, under 'Import', and nothing for an unchanged row", async () => {
    const first = makePlaceInput({ externalId, name: "History shelter", kind: "shelter", category: "shelter_support", phone: "(626) 555-0100", languages: ["en"] });
    await places.upsertPlaces([first], "https://example.org/sheet.csv");
    const [{ id } = { id: "" }] = await db.query<{ id: string }>("select id from public.places where external_id = $1", [externalId]);
    placeId = id;
    expect((await reviews.history(placeId, ALL)).rows.map((c) => [c.action, c.reviewerName, c.sourceUrl])).toEqual([["create", "Import", "https://example.org/sheet.csv"]]);

    await places.upsertPlaces([{ ...first, phone: "(626) 555-0199", languages: ["en", "es"] }], "file:sheet.csv");
    await places.upsertPlaces([{ ...first, phone: "(626) 555-0199", languages: ["en", "es"] }], "file:sheet.csv");
    const history = (await reviews.history(placeId, ALL)).rows;
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ action: "import", reviewerName: "Import", note: "From file:sheet.csv", sourceUrl: null, placeName: "History shelter" });
    expect(history[0]!.changes).toEqual({
      phone: { before: "(626) 555-0100", after: "(626) 555-0199" },
      languages: { before: ["en"], after: ["en", "es"] },
    });
    // An import is not a person's change: "recent changes" leaves it out.
    expect((await reviews.recentChanges({ page: 1, size: 200 })).rows.some((c) => c.placeId === placeId)).toBe(false);
  });

  it("a reviewer edits every field at once: saved, checked now by them, each changed field recorded before and after", async () => {
    const fields = editFields({
      kind: "shelter",
      category: "shelter_support",
      name: "History shelter (gym)",
      description: "Cots and meals.",
      address: "100 Test St",
      latitude: 34.2,
      longitude: -118.2,
      phone: "(626) 555-0111",
      website: "https://example.org/shelter",
      hours: { mon: [{ opens: "08:00", closes: "20:00" }] },
      status: "full",
      petsAllowed: true,
      languages: ["en", "es", "ko"],
      published: true,
    });
    const at = await reviews.edit({ placeId, reviewer: ben, fields, expected: {}, method: "visit", sourceUrl: null, note: "New phone at the door." });
    const place = (await reviews.place(placeId))!;
    expect(place).toMatchObject({
      externalId,
      name: "History shelter (gym)",
      description: "Cots and meals.",
      phone: "(626) 555-0111",
      hours: { mon: [{ opens: "08:00", closes: "20:00" }] },
      status: "full",
      petsAllowed: true,
      languages: ["en", "es", "ko"],
      lastVerifiedAt: at,
      verifiedBy: "Ben Okafor",
      published: true,
    });
    const [entry] = (await reviews.history(placeId, ALL)).rows;
    expect(entry).toMatchObject({ action: "edit", reviewerName: "Ben Okafor", method: "visit", note: "New phone at the door.", reverted: false, reverts: null });
    expect(entry!.changes.phone).toEqual({ before: "(626) 555-0199", after: "(626) 555-0111" });
    expect(entry!.changes.status).toEqual({ before: "open", after: "full" });
    expect(entry!.changes.hours).toEqual({ before: {}, after: { mon: [{ opens: "08:00", closes: "20:00" }] } });
    expect(Object.keys(entry!.changes)).not.toContain("external_id");
    expect(Object.keys(entry!.changes)).not.toContain("free_of_charge");
    // A person's change is in "recent changes", with the entry's name.
    expect((await reviews.recentChanges({ page: 1, size: 5 })).rows[0]).toMatchObject({ id: entry!.id, placeName: "History shelter (gym)", reviewerName: "Ben Okafor" });
  });

  it("an edit cannot change the import key or the sample flag; one that changes nothing is recorded as a check", async () => {
    const before = (await reviews.place(placeId))!;
    const sneaky = { external_id: "hijacked", is_sample: true, id: randomUUID(), created_at: "2000-01-01", updated_at: "2000-01-01", last_verified_at: "not a time", verified_by: "Someone else" };
    await reviews.edit({ placeId, reviewer: ana, fields: sneaky, expected: {}, method: "phone", sourceUrl: null, note: "" });
    expect(await reviews.place(placeId)).toMatchObject({ id: placeId, externalId, isSample: false, name: before.name, verifiedBy: "Ana Ruiz" });
    const [entry] = (await reviews.history(placeId, ALL)).rows;
    expect(entry!.action).toBe("verify");
    expect(Object.keys(entry!.changes).sort()).toEqual(["last_verified_at", "verified_by"]);
  });

  it("refuses an edit of a field someone changed since the form showed it, naming it, and writes nothing", async () => {
    const before = (await reviews.place(placeId))!;
    const count = (await reviews.history(placeId, ALL)).rows.length;
    // Ana's form showed an older phone number; an import or Ben has changed it since.
    const stale = reviews.edit({
      placeId,
      reviewer: ana,
      fields: { phone: "(626) 555-0150", address: "1 Elsewhere" },
      expected: { phone: "(626) 555-0000", address: before.address },
      method: "phone",
      sourceUrl: null,
      note: "",
    });
    const refused = await stale.catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ChangeRefusedError);
    expect((refused as ChangeRefusedError).changedSince).toEqual(["phone"]);
    expect(await reviews.place(placeId)).toEqual(before);
    expect((await reviews.history(placeId, ALL)).rows).toHaveLength(count);
    // What the form showed still holds: saved, and only the changed fields are written.
    await reviews.edit({ placeId, reviewer: ana, fields: { address: "1 Elsewhere" }, expected: { address: before.address }, method: "phone", sourceUrl: null, note: "" });
    expect(await reviews.place(placeId)).toMatchObject({ address: "1 Elsewhere", phone: before.phone, name: before.name });
    await reviews.edit({ placeId, reviewer: ana, fields: { address: before.address }, expected: { address: "1 Elsewhere" }, method: "phone", sourceUrl: null, note: "" });
  });

  it("reverting a change restores each field it touched, is recorded with the reviewer's name, and marks the change reverted", async () => {
    const edit = (await reviews.history(placeId, ALL)).rows.find((c) => c.action === "edit" && c.reviewerName === "Ben Okafor")!;
    // Ana's later check moved the check fields on: they stay as they are; the edited fields come back.
    const revertId = await reviews.revert({ changeId: edit.id, reviewer: ana, note: "Wrong shelter." });
    const place = (await reviews.place(placeId))!;
    expect(place).toMatchObject({ name: "History shelter", phone: "(626) 555-0199", status: "open", hours: {}, petsAllowed: false, verifiedBy: "Ana Ruiz" });
    const history = (await reviews.history(placeId, ALL)).rows;
    expect(history[0]).toMatchObject({ id: revertId, action: "revert", reverts: edit.id, reviewerName: "Ana Ruiz", note: "Wrong shelter." });
    expect(history[0]!.changes.phone).toEqual({ before: "(626) 555-0111", after: "(626) 555-0199" });
    expect(history.find((c) => c.id === edit.id)!.reverted).toBe(true);
    // Once only: reverting it again is refused and changes nothing.
    await expect(reviews.revert({ changeId: edit.id, reviewer: ben, note: "" })).rejects.toBeInstanceOf(ChangeRefusedError);
    expect((await reviews.history(placeId, ALL)).rows.length).toBe(history.length);
  });

  it("refuses to revert a change whose fields were changed again since, naming them, and changes nothing", async () => {
    await reviews.edit({ placeId, reviewer: ana, fields: { phone: "(626) 555-0122" }, expected: {}, method: "phone", sourceUrl: null, note: "" });
    const [anas] = (await reviews.history(placeId, ALL)).rows;
    await reviews.edit({ placeId, reviewer: ben, fields: { phone: "(626) 555-0133", address: "200 Test St" }, expected: {}, method: "phone", sourceUrl: null, note: "" });
    const refused = await reviews.revert({ changeId: anas!.id, reviewer: ben, note: "" }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ChangeRefusedError);
    expect((refused as ChangeRefusedError).changedSince).toEqual(["phone"]);
    expect((await reviews.place(placeId))!.phone).toBe("(626) 555-0133");
    // Undoing the later change first makes the earlier one revertible again.
    const [bens] = (await reviews.history(placeId, ALL)).rows;
    await reviews.revert({ changeId: bens!.id, reviewer: ben, note: "" });
    await reviews.revert({ changeId: anas!.id, reviewer: ben, note: "" });
    expect(await reviews.place(placeId)).toMatchObject({ phone: "(626) 555-0199", address: "" });
  });

  it("a revert can itself be reverted, and a status change from the stale queue can be undone", async () => {
    await reviews.review({ placeId, reviewer: ben, status: "closed", method: "phone", sourceUrl: null, note: "" });
    const [closing] = (await reviews.history(placeId, ALL)).rows;
    const undo = await reviews.revert({ changeId: closing!.id, reviewer: ana, note: "It is open." });
    expect((await reviews.place(placeId))!.status).toBe("open");
    await reviews.revert({ changeId: undo, reviewer: ana, note: "" });
    expect((await reviews.place(placeId))!.status).toBe("closed");
  });

  it("refuses to revert an entry's creation, and answers unknown or malformed ids with NotFoundError", async () => {
    const created = (await reviews.history(placeId, ALL)).rows.find((c) => c.action === "create")!;
    await expect(reviews.revert({ changeId: created.id, reviewer: ana, note: "" })).rejects.toBeInstanceOf(ChangeRefusedError);
    for (const changeId of [randomUUID(), "nope", "'; drop table places; --"]) {
      await expect(reviews.revert({ changeId, reviewer: ana, note: "" })).rejects.toBeInstanceOf(NotFoundError);
    }
    for (const id of [randomUUID(), "nope"]) {
      await expect(reviews.edit({ placeId: id, reviewer: ana, fields: { name: "x" }, expected: {}, method: "phone", sourceUrl: null, note: "" })).rejects.toBeInstanceOf(NotFoundError);
      expect(await reviews.place(id)).toBeNull();
    }
  });

  it("an unpublished entry can still be opened and edited by a reviewer", async () => {
    await reviews.edit({ placeId, reviewer: ana, fields: { published: false }, expected: {}, method: "official", sourceUrl: "https://example.org/closed", note: "Merged into another entry." });
    expect(await places.getPlace(placeId)).toBeNull();
    expect(await reviews.place(placeId)).toMatchObject({ published: false });
    await reviews.edit({ placeId, reviewer: ana, fields: { published: true }, expected: {}, method: "phone", sourceUrl: null, note: "" });
    expect((await places.getPlace(placeId))?.id).toBe(placeId);
  });

  it("approving a suggestion records the new entry's creation by the approving reviewer", async () => {
    const suggestion: SuggestionInput = {
      kind: "resource",
      category: "essentials",
      name: "Suggested water point (history test)",
      address: "",
      latitude: 34.15,
      longitude: -118.14,
      hours: "",
      phone: "",
      website: null,
      noIdRequired: false,
      petsAllowed: false,
      wheelchairAccessible: false,
      description: "",
      source: "I volunteer there",
      contactEmail: "",
    };
    const { id } = await submissions.addSuggestion(suggestion, randomUUID());
    const newPlace = await submissions.approveSuggestion(id, "Ben Okafor");
    expect((await reviews.history(newPlace, ALL)).rows).toMatchObject([{ action: "create", reviewerName: "Ben Okafor", note: "Approved from a visitor's suggestion", changes: {} }]);
    expect((await reviews.recentChanges({ page: 1, size: 1 })).rows[0]).toMatchObject({ placeId: newPlace, action: "create" });
  });
});
