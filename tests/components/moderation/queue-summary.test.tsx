import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { QueueSummary } from "@/components/moderation/queue-summary";

/** The top of /moderate on a phone: each queue's name and count, a jump link to its section. */
const page = (total: number) => ({ total, page: 1, rows: [] });
vi.mock("@/lib/env/server", () => ({ serverEnv: { REVIEW_URGENT_DAYS: 3, REVIEW_OTHER_DAYS: 7 } }));
vi.mock("@/lib/data", () => ({
  reviewStore: async () => ({ staleQueue: async () => page(28), recentChanges: async () => page(0) }),
  submissionStore: async () => ({
    pendingSuggestions: async () => page(12),
    openReports: async () => page(8),
    collaborationQueue: async () => ({ ...page(15), unhandled: 10 }),
  }),
  reviewerStore: async () => ({ listReviewers: async () => page(1) }),
}));

const pages = { stale: 1, suggestions: 1, reports: 1, collaborations: 1, changes: 1, reviewers: 1 };

describe("<QueueSummary>", () => {
  it("lists every queue with its count, each a link to its section's heading", async () => {
    render(await QueueSummary({ pages, admin: true }));
    const nav = screen.getByRole("navigation", { name: "Queues" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Needs checking28 waiting", "#stale-title"],
      ["Suggested places12 waiting", "#suggestions-title"],
      ["Problem reports8 open", "#reports-title"],
      ["Collaboration requests10 unhandled", "#collaborations-title"],
      ["Recent changes0 in all", "#recent-changes-title"],
      ["Reviewers1 account", "#reviewers-title"],
    ]);
  });

  it("leaves the accounts out for a reviewer who is no admin", async () => {
    render(await QueueSummary({ pages, admin: false }));
    expect(screen.queryByRole("link", { name: /Reviewers/ })).toBeNull();
    expect(screen.getAllByRole("link")).toHaveLength(5);
  });
});
