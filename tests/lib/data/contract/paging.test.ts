// @vitest-environment node
import { beforeAll, expect, it } from "vitest";
import type { Page, PageRequest } from "@/lib/data/stores";
import { LISTS, type ListName } from "@/lib/moderation/lists";
import { describeEachBackend, type TestBackend } from "@/tests/support/backends";
import { makePlaceInput } from "@/tests/support/places";

/**
 * Every list on the reviewer screens is read a page at a time, at the page sizes the screens use
 * (lib/moderation/lists.ts): each list here holds more rows than a page (the review's case: 54
 * unhandled collaboration requests, 50 a page). The whole count comes with every page, the second
 * page holds exactly the rest, a row is on one page only, and the order does not change between
 * reads, even where rows tie on time (broken by id). A page past the last answers the last.
 */

const seedId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const extra = 4;
const over = (name: ListName) => LISTS[name].size + extra;
/** Every open report: more than a page of the queue's, and more than a page of one place's (24 of them). */
const openReportCount = Math.max(over("reports"), over("placeReports") + extra);
/** One read holding a whole list (the largest page a store allows): the order the pages must follow. */
const WHOLE = { page: 1, size: 200 };
const AGES = { urgentDays: 3, otherDays: 7 };
const HISTORY_PLACE = seedId(3);
const REPORTED_PLACE = seedId(1);
const OTHER_REPORTED_PLACE = seedId(2);

/** Checks `read` pages its `total` rows at `size` a page (more than one page, at most two), and answers them in order. */
async function expectPaged<T extends { id: string }>(read: (page: PageRequest) => Promise<Page<T>>, total: number, size: number): Promise<T[]> {
  expect(total).toBeGreaterThan(size);
  expect(total).toBeLessThanOrEqual(2 * size);
  const ids = (page: Page<T>) => page.rows.map((r) => r.id);
  const whole = await read(WHOLE);
  expect(whole).toMatchObject({ total, page: 1 });
  expect(new Set(ids(whole)).size).toBe(total);

  const first = await read({ page: 1, size });
  const second = await read({ page: 2, size });
  expect(first).toMatchObject({ total, page: 1 });
  expect(first.rows).toHaveLength(size);
  expect(second).toMatchObject({ total, page: 2 });
  expect(second.rows).toHaveLength(total - size);
  expect([...ids(first), ...ids(second)]).toEqual(ids(whole));
  // The same page read again is the same page.
  expect(ids(await read({ page: 2, size }))).toEqual(ids(second));
  // Past the last page (an old link, a list that shrank): the last page; below the first: the first.
  expect(await read({ page: 3, size })).toEqual(second);
  expect(await read({ page: 9_999_999, size })).toEqual(second);
  expect(ids(await read({ page: 0, size }))).toEqual(ids(first));
  expect(ids(await read({ page: -2, size }))).toEqual(ids(first));
  return whole.rows;
}

const sortedAscending = (values: number[]) => expect(values).toEqual([...values].sort((a, b) => a - b));

describeEachBackend("Paged lists of the reviewer screens", (backend) => {
  let b: TestBackend;

  beforeAll(async () => {
    b = backend();
    // Times in pairs (g / 2): equal times, so only the id can keep the order.
    await b.admin.exec(`
      insert into public.place_suggestions (idempotency_key, kind, category, name, address, source, created_at)
        select gen_random_uuid(), 'resource', 'essentials', 'Paged suggestion ' || g, 'Somewhere', 'paging test', now() - make_interval(mins => g / 2)
        from generate_series(1, ${over("suggestions")}) g;
      insert into public.place_suggestions (idempotency_key, kind, category, name, address, source, status)
        select gen_random_uuid(), 'resource', 'essentials', 'Rejected ' || g, 'Somewhere', 'paging test', 'rejected' from generate_series(1, 3) g;

      insert into public.place_reports (idempotency_key, place_id, reason, created_at)
        select gen_random_uuid(), case when g <= ${over("placeReports")} then '${REPORTED_PLACE}'::uuid else '${OTHER_REPORTED_PLACE}'::uuid end,
               'closed', now() - make_interval(mins => g / 2)
        from generate_series(1, ${openReportCount}) g;
      insert into public.place_reports (idempotency_key, place_id, reason, resolved_at)
        select gen_random_uuid(), '${REPORTED_PLACE}', 'full', now() from generate_series(1, 3);

      -- The review's case: ${over("collaborations")} unhandled, and a few handled after them.
      insert into public.collaboration_requests (idempotency_key, name, email, kind, message, consent, created_at)
        select gen_random_uuid(), 'Organizer ' || g, 'o' || g || '@example.org', 'volunteers', 'We can help.', true, now() - make_interval(mins => g / 2)
        from generate_series(1, ${over("collaborations")}) g;
      insert into public.collaboration_requests (idempotency_key, name, email, kind, message, consent, handled_at, handled_by)
        select gen_random_uuid(), 'Handled ' || g, 'h' || g || '@example.org', 'supplies', 'Done.', true, now() - make_interval(mins => g / 2), 'Ana Ruiz'
        from generate_series(1, ${extra}) g;

      -- One entry's history: changes by people (also "recent changes") and by imports (its history only).
      insert into public.place_changes (place_id, reviewer_name, action, changes, by_import, created_at)
        select '${HISTORY_PLACE}', case when g <= ${over("changes")} then 'Ben Okafor' else 'Import' end,
               case when g <= ${over("changes")} then 'verify' else 'import' end, '{}'::jsonb, g > ${over("changes")}, now() - make_interval(mins => g / 2)
        from generate_series(1, ${over("history")}) g;

      -- Names that differ in case only, and pairs of the same name (then by email).
      insert into public.reviewers (email, name, role, password_hash)
        select 'reviewer' || lpad(g::text, 3, '0') || '@example.org', case when g % 4 = 0 then 'reviewer ' else 'Reviewer ' end || lpad(((g + 1) / 2)::text, 2, '0'),
               'reviewer', 'scrypt$paging-test'
        from generate_series(1, ${over("reviewers")}) g;

      -- The stale queue: every entry checked now, then new ones never checked.
      update public.places set last_verified_at = now();
    `);
    const kinds = ["volunteer_opportunity", "shelter", "resource", "donation_need"] as const;
    const due = Array.from({ length: over("stale") }, (_, n) => makePlaceInput({ externalId: `paging-${n}`, kind: kinds[n % kinds.length]!, name: `Due ${n}`, lastVerifiedAt: null }));
    expect(await b.places.upsertPlaces(due, "paging test")).toMatchObject({ inserted: over("stale") });
  }, 120_000);

  it(`pages ${over("suggestions")} pending suggestions, oldest first, leaving out the reviewed ones`, async () => {
    const rows = await expectPaged((page) => b.submissions.pendingSuggestions(page), over("suggestions"), LISTS.suggestions.size);
    expect(rows.every((s) => s.name.startsWith("Paged suggestion"))).toBe(true);
    sortedAscending(rows.map((s) => Date.parse(s.createdAt)));
  });

  it(`pages ${openReportCount} open reports, oldest first, and one place's ${over("placeReports")} on their own`, async () => {
    // More than two of the queue's pages: paged here in two pages of another size.
    const all = await expectPaged((page) => b.submissions.openReports(page), openReportCount, openReportCount - extra);
    sortedAscending(all.map((r) => Date.parse(r.createdAt)));
    const one = await expectPaged((page) => b.submissions.openReports(page, REPORTED_PLACE), over("placeReports"), LISTS.placeReports.size);
    expect(one.every((r) => r.placeId === REPORTED_PLACE && r.reason === "closed")).toBe(true);
    // None, for a place without reports, an unknown id or a malformed one: the first page, empty.
    for (const id of [seedId(5), seedId(999), "not-a-uuid"]) {
      expect(await b.submissions.openReports({ page: 4, size: 10 }, id)).toEqual({ total: 0, page: 1, rows: [] });
    }
  });

  it(`pages ${over("collaborations")} unhandled collaboration requests and the handled after them, counting the unhandled in full`, async () => {
    const total = over("collaborations") + extra;
    const size = LISTS.collaborations.size;
    // Both pages count them all; the second holds the 4 unhandled past the first page, then the handled.
    const second = await b.submissions.collaborationQueue({ page: 2, size });
    expect(second.unhandled).toBe(over("collaborations"));
    const handledOnSecond = Math.min(extra, size - extra);
    expect(second.rows.map((r) => r.handledBy)).toEqual([...Array<null>(extra).fill(null), ...Array<string>(handledOnSecond).fill("Ana Ruiz")]);
    expect((await b.submissions.collaborationQueue({ page: 1, size })).unhandled).toBe(over("collaborations"));
    const rows = await expectPaged((page) => b.submissions.collaborationQueue(page), total, total - extra);
    sortedAscending(rows.slice(0, over("collaborations")).map((r) => Date.parse(r.createdAt)));
  });

  it(`pages the ${over("stale")} entries due for a check, the most important kinds first`, async () => {
    const rows = await expectPaged((page) => b.reviews.staleQueue(AGES, page), over("stale"), LISTS.stale.size);
    const order = ["shelter", "donation_need", "resource", "volunteer_opportunity"];
    sortedAscending(rows.map((p) => order.indexOf(p.kind)));
  });

  it(`pages one entry's ${over("history")} changes and the ${over("changes")} people made, newest first`, async () => {
    const history = await expectPaged((page) => b.reviews.history(HISTORY_PLACE, page), over("history"), LISTS.history.size);
    expect(history.every((c) => c.placeId === HISTORY_PLACE)).toBe(true);
    sortedAscending(history.map((c) => -Date.parse(c.createdAt)));
    const recent = await expectPaged((page) => b.reviews.recentChanges(page), over("changes"), LISTS.changes.size);
    expect(recent.every((c) => c.reviewerName === "Ben Okafor")).toBe(true);
    sortedAscending(recent.map((c) => -Date.parse(c.createdAt)));
    expect(await b.reviews.history("not-a-uuid", { page: 2, size: 10 })).toEqual({ total: 0, page: 1, rows: [] });
  });

  it(`pages ${over("reviewers")} reviewer accounts by name whatever its case, then email, never with a password hash`, async () => {
    const rows = await expectPaged((page) => b.reviewers.listReviewers(page), over("reviewers"), LISTS.reviewers.size);
    const keys = rows.map((r) => `${r.name.toLowerCase()} ${r.email}`);
    expect(keys).toEqual([...keys].sort());
    expect(rows.some((r) => "passwordHash" in r)).toBe(false);
  });
});
