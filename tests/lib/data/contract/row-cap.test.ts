// @vitest-environment node
import { beforeAll, expect, it } from "vitest";
import { MAX_PAGE_SIZE } from "@/lib/data/page-rows";
import type { Page } from "@/lib/data/stores";
import type { PlaceKind } from "@/lib/places/types";
import { describeEachBackend, type TestBackend } from "@/tests/support/backends";
import { makePlaceInput } from "@/tests/support/places";
import { SUPABASE_MAX_ROWS } from "@/tests/support/supabase-stack";

/**
 * Every read that can return many rows returns all of them, or pages through all of them with the
 * whole count. PostgREST cuts responses at db-max-rows (1,000 on hosted Supabase) without an
 * error: these counts are well past it.
 */
const PLACES = 2_500;
const SUGGESTIONS = 1_200;
const REPORTED_PLACES = 1_200;
const TRANSLATIONS = 1_200;
const SEEDED_PUBLISHED = 64;
const KINDS: readonly PlaceKind[] = ["resource", "shelter", "donation_need", "volunteer_opportunity"];

const input = (n: number) =>
  makePlaceInput({
    externalId: `row-cap-${n}`,
    kind: KINDS[n % KINDS.length]!,
    name: `Row cap test place ${String(n).padStart(5, "0")}`,
    latitude: 34 + (n % 100) / 1000,
    longitude: -118 - (n % 100) / 1000,
  });

describeEachBackend("No row cap", (backend) => {
  let b: TestBackend;

  beforeAll(async () => {
    b = backend();
    expect(PLACES).toBeGreaterThan(2 * SUPABASE_MAX_ROWS);
    // Through the store, in one import (one RPC call on Supabase).
    expect(await b.places.upsertPlaces(Array.from({ length: PLACES }, (_, n) => input(n)), "row cap test")).toMatchObject({ inserted: PLACES });
    await b.admin.exec(`
      insert into public.place_suggestions (idempotency_key, kind, category, name, address, source)
        select gen_random_uuid(), 'resource', 'essentials', 'Suggested ' || g, 'Somewhere ' || g, 'row cap test'
        from generate_series(1, ${SUGGESTIONS}) g;
      insert into public.place_reports (idempotency_key, place_id, reason)
        select gen_random_uuid(), id, 'closed' from public.places where external_id like 'row-cap-%' order by external_id limit ${REPORTED_PLACES};
      insert into public.translations (text, translated, source)
        select 'Row cap text ' || g, jsonb_build_object('es', 'Texto ' || g), 'machine' from generate_series(1, ${TRANSLATIONS}) g;
    `);
  }, 120_000);

  it(`lists all ${SEEDED_PUBLISHED + PLACES} published places, each once, and every place of a kind`, async () => {
    const all = await b.places.listPlaces();
    expect(all).toHaveLength(SEEDED_PUBLISHED + PLACES);
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    // The ones that sort last are there too.
    expect(all.map((p) => p.externalId)).toContain(`row-cap-${PLACES - 1}`);

    const shelters = await b.places.listPlaces({ kinds: ["shelter"] });
    const [{ n } = { n: -1 }] = await b.admin.query<{ n: number }>("select count(*)::int as n from public.places where published and kind = 'shelter'");
    expect(n).toBeGreaterThan(SUPABASE_MAX_ROWS / 2);
    expect(shelters).toHaveLength(n);
  });

  it(`pages through all ${SUGGESTIONS} pending suggestions and all ${REPORTED_PLACES} open reports, each once, counted in full on every page`, async () => {
    /** Every page of a list, as the reviewer screens read them (the largest page a store allows). */
    const everyPage = async <T extends { id: string }>(read: (page: { page: number; size: number }) => Promise<Page<T>>, total: number) => {
      const rows: T[] = [];
      for (let page = 1; page <= Math.ceil(total / MAX_PAGE_SIZE); page += 1) {
        const answer = await read({ page, size: MAX_PAGE_SIZE });
        expect(answer).toMatchObject({ total, page });
        rows.push(...answer.rows);
      }
      expect(rows).toHaveLength(total);
      expect(new Set(rows.map((r) => r.id)).size).toBe(total);
      return rows;
    };
    const suggestions = await everyPage((page) => b.submissions.pendingSuggestions(page), SUGGESTIONS);
    const times = suggestions.map((s) => Date.parse(s.createdAt));
    expect(times).toEqual([...times].sort((x, y) => x - y));
    await everyPage((page) => b.submissions.openReports(page), REPORTED_PLACES);
  });

  it(`counts open reports on all ${REPORTED_PLACES} reported places`, async () => {
    const counts = await b.submissions.openReportCounts();
    expect(counts.size).toBe(REPORTED_PLACES);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  });

  it(`looks up all ${TRANSLATIONS} cached translations of one batch`, async () => {
    const texts = Array.from({ length: TRANSLATIONS }, (_, i) => `Row cap text ${i + 1}`);
    const found = await b.translations.lookup("es", texts);
    expect(found.size).toBe(TRANSLATIONS);
    expect(found.get(`Row cap text ${TRANSLATIONS}`)).toBe(`Texto ${TRANSLATIONS}`);
  });
});
