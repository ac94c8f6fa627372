import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ModerationQueues } from "@/components/moderation/moderation-queues";
import { LISTS } from "@/lib/moderation/lists";

/** The review's case on the reviewers' page: 54 unhandled collaboration requests, more than a page (LISTS.collaborations.size). */

const SIZE = LISTS.collaborations.size;
const { TOTAL } = vi.hoisted(() => ({ TOTAL: 54 }));
const pages = { stale: 1, suggestions: 1, reports: 1, collaborations: 2, changes: 1, reviewers: 1 };

// The address the reviewer is on, as the forms' hidden "pages" field reads it.
vi.mock("next/navigation", () => ({ useSearchParams: () => new URLSearchParams("collaborations=2") }));
vi.mock("@/lib/moderation/actions/set-collaboration-handled", () => ({ setCollaborationHandled: vi.fn() }));
vi.mock("@/lib/moderation/actions/approve-suggestion", () => ({ approveSuggestion: vi.fn() }));
vi.mock("@/lib/moderation/actions/reject-suggestion", () => ({ rejectSuggestion: vi.fn() }));
vi.mock("@/lib/moderation/actions/resolve-report", () => ({ resolveReport: vi.fn() }));
/** The page requests the store was asked for. */
const store = vi.hoisted(() => ({ asked: [] as unknown[] }));
vi.mock("@/lib/data", () => ({
  submissionStore: async () => ({
    pendingSuggestions: async () => ({ total: 0, page: 1, rows: [] }),
    openReports: async () => ({ total: 0, page: 1, rows: [] }),
    async collaborationQueue(request: { page: number; size: number }) {
      store.asked.push(request);
      const total = TOTAL;
      const first = (request.page - 1) * request.size;
      const rows = Array.from({ length: Math.min(request.size, total - first) }, (_, i) => ({
        id: `00000000-0000-4000-8000-${String(first + i + 1).padStart(12, "0")}`,
        name: `Organizer ${first + i + 1}`,
        organization: "",
        email: "o@example.org",
        phone: "",
        kind: "volunteers",
        message: "We can help.",
        consent: true,
        createdAt: "2026-01-01T00:00:00.000Z",
        handledAt: null,
        handledBy: null,
      }));
      return { total, unhandled: total, page: request.page, rows };
    },
  }),
}));

describe(`<ModerationQueues> with ${TOTAL} unhandled collaboration requests`, () => {
  it(`counts all ${TOTAL} in the heading, shows the page asked for, and its forms bring the reviewer back to it`, async () => {
    render(await ModerationQueues({ pages }));
    expect(store.asked).toEqual([{ page: 2, size: SIZE }]);
    const section = screen.getByRole("region", { name: `Collaboration requests (${TOTAL} unhandled)` });
    // Page 2: rows SIZE + 1 to LAST (the whole list's end when it is the last page).
    const LAST = Math.min(2 * SIZE, TOTAL);
    expect(within(section).getAllByRole("article")).toHaveLength(LAST - SIZE);
    expect(within(section).getByRole("heading", { name: `Organizer ${LAST}` })).toBeInTheDocument();
    expect(within(section).queryByRole("heading", { name: `Organizer ${SIZE}` })).toBeNull();
    expect(within(section).getByText(`Showing ${SIZE + 1}–${LAST} of ${TOTAL} requests.`)).toBeInTheDocument();
    expect(within(section).getByRole("link", { name: /^Previous page\s?of collaboration requests$/ })).toHaveAttribute("href", "/moderate#collaborations-title");
    const card = within(section).getByRole("article", { name: `Organizer ${LAST}` });
    expect(card.querySelector('input[name="pages"]')).toHaveValue("collaborations=2");
  });
});
