import { describe, expect, it } from "vitest";
import type { PlaceChange } from "@/lib/data/stores";
import { changeSummary, fieldChanges, valueText } from "@/lib/moderation/change-text";

const change = (overrides: Partial<PlaceChange>): PlaceChange => ({
  id: "c",
  placeId: "p",
  placeName: "Shelter",
  reviewerName: "Ben Okafor",
  action: "edit",
  changes: {},
  method: null,
  sourceUrl: null,
  note: "",
  createdAt: "2026-11-25T20:00:00.000Z",
  reverts: null,
  reverted: false,
  ...overrides,
});
const checked = { last_verified_at: { before: null, after: "2026-11-25T20:00:00Z" }, verified_by: { before: null, after: "Ben Okafor" } };

describe("the history in words", () => {
  it("writes values in the edit form's formats, and an emptied field as (empty)", () => {
    expect(valueText("hours", { mon: [{ opens: "09:00", closes: "17:00" }] })).toBe("mon 09:00-17:00");
    expect(valueText("items_needed", [{ item: "Water", urgency: "high" }])).toBe("Water:high");
    expect(valueText("languages", ["en", "es"])).toBe("en|es");
    expect(valueText("status", "temporarily_closed")).toBe("Temporarily closed");
    expect(valueText("pets_allowed", true)).toBe("yes");
    expect(valueText("last_verified_at", "2026-11-25T20:00:00Z")).toBe("Nov 25, 2026, 12:00 PM (LA time)");
    for (const empty of [null, "", undefined]) expect(valueText("phone", empty)).toBe("(empty)");
    expect(valueText("hours", {})).toBe("(empty)");
    // A value of an unexpected shape is shown as stored, never dropped or thrown on.
    expect(valueText("hours", "oops")).toBe("oops");
  });

  it("lists the fields an edit changed by their labels, leaving out the check fields unless nothing else changed", () => {
    const edit = change({ changes: { ...checked, phone: { before: "1", after: "2" }, items_needed: { before: [], after: [{ item: "Water", urgency: "low" }] } } });
    expect(fieldChanges(edit)).toEqual([
      { field: "phone", label: "Phone", before: "1", after: "2" },
      { field: "items_needed", label: "Donations needed", before: "(empty)", after: "Water:low" },
    ]);
    expect(fieldChanges(change({ action: "verify", changes: checked })).map((f) => f.label)).toEqual(["Last checked", "Checked by"]);
  });

  it("sums each kind of change up in a line, with how it was checked", () => {
    expect(changeSummary(change({ action: "verify", changes: checked, method: "phone" }))).toBe("Checked: still right, checked by phone");
    expect(changeSummary(change({ action: "status", changes: { ...checked, status: { before: "open", after: "full" } }, method: "official" }))).toBe(
      "Status Open → Full, checked from an official source",
    );
    expect(changeSummary(change({ changes: { ...checked, phone: { before: "1", after: "2" } }, method: "visit" }))).toBe("Edited 1 field, checked by a visit");
    expect(changeSummary(change({ action: "revert", changes: { phone: { before: "2", after: "1" } } }))).toBe("Reverted an earlier change");
    expect(changeSummary(change({ action: "create", reviewerName: "Import" }))).toBe("Added by an import");
    expect(changeSummary(change({ action: "create" }))).toBe("Added (approved suggestion)");
    expect(changeSummary(change({ action: "import", reviewerName: "Import", changes: { name: { before: "a", after: "b" }, phone: { before: "1", after: "2" } } }))).toBe(
      "Updated by an import (2 fields)",
    );
  });
});
