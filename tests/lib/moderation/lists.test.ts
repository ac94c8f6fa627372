import { describe, expect, it } from "vitest";
import { afterAction, ENTRY_LISTS, listAt, LISTS, pageLink, pageNumber, QUEUE_LISTS, readPages, screenHref } from "@/lib/moderation/lists";

describe("the reviewer screens' lists", () => {
  it("each has its own query parameter and heading", () => {
    const params = Object.values(LISTS).map((l) => l.param);
    expect(new Set(params).size).toBe(params.length);
    const anchors = Object.values(LISTS).map((l) => l.anchor);
    expect(new Set(anchors).size).toBe(anchors.length);
    for (const list of Object.values(LISTS)) expect(list.size).toBeGreaterThan(0);
  });

  it("reads a page number from an address: a whole number from 1, anything else the first page", () => {
    expect(pageNumber("2")).toBe(2);
    expect(pageNumber("0007")).toBe(7);
    for (const value of [undefined, "", "0", "-3", "2.5", "1e3", " 2", "abc", "99999999", ["2", "3"], 2]) expect(pageNumber(value)).toBe(1);
    expect(pageNumber("9999999")).toBe(9_999_999);
  });

  it("reads each list's page from a query, by its parameter", () => {
    expect(readPages(QUEUE_LISTS, { collaborations: "2", stale: "x", history: "4" })).toEqual({
      stale: 1,
      suggestions: 1,
      reports: 1,
      collaborations: 2,
      changes: 1,
      reviewers: 1,
    });
    expect(readPages(ENTRY_LISTS, new URLSearchParams("place-reports=3&history=2&stale=5&from=queue"))).toEqual({ placeReports: 3, history: 2, stale: 5 });
  });

  it("links to another page of one list, keeping the others where they are and dropping first pages", () => {
    const pages = { stale: 2, suggestions: 1, reports: 1, collaborations: 1, changes: 3, reviewers: 1 };
    expect(pageLink("/moderate", pages, "collaborations")(2)).toBe("/moderate?stale=2&collaborations=2&changes=3#collaborations-title");
    expect(pageLink("/moderate", pages, "stale")(1)).toBe("/moderate?changes=3#stale-title");
    expect(pageLink("/moderate/places/abc", { history: 1, placeReports: 1, stale: 4 }, "history", { from: "queue" })(2)).toBe(
      "/moderate/places/abc?from=queue&stale=4&history=2#entry-history-title",
    );
    expect(screenHref("/moderate", {})).toBe("/moderate");
  });

  it("keeps every queue on /moderate short: a page of a list is at most a screenful of compact rows", () => {
    for (const name of QUEUE_LISTS) expect(LISTS[name].size, name).toBeLessThanOrEqual(20);
  });

  it("brings a reviewer back after an action to the list they acted in, by name and by anchor", () => {
    const form = new FormData();
    form.set("pages", "reports=2&at=stale&done=x");
    expect(afterAction(form, "resolved", "reports")).toBe("/moderate?done=resolved&at=reports&reports=2#reports-title");
    expect(afterAction(new FormData(), "reviewer-added", "reviewers")).toBe("/moderate?done=reviewer-added&at=reviewers#reviewers-title");
  });

  it("reads only /moderate's own lists from an address's `at`", () => {
    for (const name of QUEUE_LISTS) expect(listAt(name)).toBe(name);
    for (const value of [undefined, "", "history", "placeReports", "__proto__", ["stale"], "stale-title"]) expect(listAt(value)).toBeNull();
  });
});
