import { cleanup, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PagedList } from "@/components/moderation/paged-list";
import type { Page } from "@/lib/data/stores";
import { LISTS, pageLink } from "@/lib/moderation/lists";

/**
 * The paging of every list on the reviewer screens: where in the list the page is, and plain
 * links (server-rendered, no script needed) to the pages before and after.
 */

const SIZE = LISTS.collaborations.size;
const page = (n: number, total: number): Page<unknown> => ({ total, page: n, rows: [] });
const pages = { stale: 3, suggestions: 1, reports: 1, collaborations: 1, changes: 1, reviewers: 1 };
const href = pageLink("/moderate", pages, "collaborations");
// jsdom joins the visible words and the screen-reader-only ones without the space a browser keeps.
const link = (words: string) => new RegExp(`^${words}\\s?of collaboration requests$`);

function show(list: Page<unknown>, asked = list.page) {
  render(
    <PagedList name="collaborations" list={list} asked={asked} href={href}>
      <ul aria-label="rows" />
    </PagedList>,
  );
  return screen.queryByRole("navigation", { name: "Pages of collaboration requests" });
}

describe("<PagedList>", () => {
  it(`on the first page of ${SIZE + 4} rows: which rows, and a link to the next page only`, () => {
    const nav = show(page(1, SIZE + 4));
    expect(screen.getByText(`Showing 1–${SIZE} of ${SIZE + 4} requests.`)).toBeInTheDocument();
    expect(nav).not.toBeNull();
    const next = within(nav!).getByRole("link", { name: link("Next page") });
    // The other lists stay on their pages (the stale queue on page 3); the page opens at the list.
    expect(next).toHaveAttribute("href", "/moderate?stale=3&collaborations=2#collaborations-title");
    expect(next).toHaveAttribute("rel", "next");
    expect(within(nav!).queryByRole("link", { name: /Previous page/ })).toBeNull();
    expect(nav).toHaveTextContent("Page 1 of 2.");
  });

  it("on the last page: the rest of the rows, and a link back only", () => {
    const nav = show(page(2, SIZE + 4));
    expect(screen.getByText(`Showing ${SIZE + 1}–${SIZE + 4} of ${SIZE + 4} requests.`)).toBeInTheDocument();
    expect(within(nav!).getByRole("link", { name: link("Previous page") })).toHaveAttribute("href", "/moderate?stale=3#collaborations-title");
    expect(within(nav!).queryByRole("link", { name: /Next page/ })).toBeNull();
    expect(nav).toHaveTextContent("Page 2 of 2.");
  });

  it("in the middle: both links; one row alone on its page is named as one", () => {
    const nav = show(page(2, 2 * SIZE + 1));
    expect(within(nav!).getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual([
      "/moderate?stale=3#collaborations-title",
      "/moderate?stale=3&collaborations=3#collaborations-title",
    ]);
    expect(screen.getByText(`Showing ${SIZE + 1}–${2 * SIZE} of ${2 * SIZE + 1} requests.`)).toBeInTheDocument();
    cleanup();
    show(page(3, 2 * SIZE + 1));
    expect(screen.getByText(`Showing request ${2 * SIZE + 1} of ${2 * SIZE + 1}.`)).toBeInTheDocument();
  });

  it("says so when the page asked for is past the last, and shows the last", () => {
    show(page(2, SIZE + 4), 9);
    expect(screen.getByText(`There is no page 9, so the last page is shown: showing ${SIZE + 1}–${SIZE + 4} of ${SIZE + 4} requests.`)).toBeInTheDocument();
  });

  it("shows no paging for a list that fits on one page", () => {
    expect(show(page(1, SIZE))).toBeNull();
    expect(screen.queryByText(/Showing/)).toBeNull();
    expect(screen.getByRole("list", { name: "rows" })).toBeInTheDocument();
  });

  it("gives every page link a 44 px touch target", () => {
    const nav = show(page(2, 3 * SIZE));
    for (const a of within(nav!).getAllByRole("link")) expect(a).toHaveClass("min-h-11", "min-w-11");
  });
});
