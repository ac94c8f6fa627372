// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { PlaceRow } from "@/lib/data/rows";
import { PLACE_COLUMNS } from "@/lib/data/rows";
import { createSupabasePlaceStore } from "@/lib/data/supabase/places";
import { createSupabaseTranslationStore } from "@/lib/data/supabase/translations";
import type { PlaceInput } from "@/lib/places/types";

const URL_BASE = "https://abcdefghijklmnop.supabase.co";
const ANON_KEY = "anon-key-eyJhbGciOiJIUzI1NiJ9.anon";
const SERVICE_KEY = "service-key-eyJhbGciOiJIUzI1NiJ9.service";
const ID_1 = "00000000-0000-4000-8000-000000000001";

type Recorded = { method: string; url: URL; headers: Headers; body: unknown };
type Reply = { status?: number; body: unknown };

/** A fetch that records each request and answers with `respond`'s canned PostgREST JSON. */
function fakeFetch(respond: (request: Recorded) => Reply = () => ({ body: [] })) {
  const requests: Recorded[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const text = await request.text();
    const recorded: Recorded = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(recorded);
    const { status = 200, body } = respond(recorded);
    return new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json; charset=utf-8" },
    });
  };
  return { fetch, requests };
}

function store(respond?: (request: Recorded) => Reply) {
  const fake = fakeFetch(respond);
  return {
    store: createSupabasePlaceStore({ url: URL_BASE, anonKey: ANON_KEY, serviceRoleKey: SERVICE_KEY, fetch: fake.fetch }),
    requests: fake.requests,
  };
}

/** Rows as PostgREST returns them: snake_case, timestamps with microseconds and an offset. */
const ROW_1: PlaceRow = {
  id: ID_1,
  external_id: "sample-001",
  kind: "resource",
  category: "essentials",
  name: "Sample: Community Food Distribution – Altadena",
  description: "Free groceries, hot meals and bottled water, around the clock. Bring a bag if you can.",
  address: "Central Altadena (sample location)",
  latitude: 34.1897,
  longitude: -118.1312,
  phone: "(626) 555-0101",
  website: "https://example.org/sample/sample-001",
  hours: { sun: [{ opens: "00:00", closes: "24:00" }], mon: [{ opens: "00:00", closes: "24:00" }] },
  status: "open",
  no_id_required: true,
  pets_allowed: false,
  wheelchair_accessible: true,
  free_of_charge: true,
  phone_charging: false,
  languages: ["en", "es"],
  items_needed: [],
  shifts: [],
  signup_url: null,
  last_verified_at: "2026-01-09T18:30:00.123456+00:00",
  verified_by: "Sample volunteer team",
  is_sample: true,
  updated_at: "2026-01-10T08:00:00.654321+00:00",
};

const ROW_2: PlaceRow = {
  id: "00000000-0000-4000-8000-000000000002",
  external_id: "sample-002",
  kind: "shelter",
  category: "shelter_support",
  name: "Sample: Evacuation Shelter – Pasadena",
  description: "Cots, blankets, meals and showers for evacuated families.",
  address: "Near the Civic Center, Pasadena (sample location)",
  latitude: 34.1478,
  longitude: -118.1445,
  phone: null,
  // A link that must never reach an href.
  website: "javascript:alert(1)",
  hours: {},
  status: "full",
  no_id_required: true,
  pets_allowed: true,
  wheelchair_accessible: true,
  free_of_charge: true,
  phone_charging: false,
  languages: ["en", "es", "zh", "ko"],
  items_needed: [{ item: "Folding cots", urgency: "low" }],
  shifts: [{ day: "sat", starts: "09:00", ends: "13:00" }],
  signup_url: "https://example.org/sample/sample-002/signup",
  last_verified_at: null,
  verified_by: null,
  is_sample: true,
  updated_at: "2026-01-11T09:15:00+00:00",
};

const INPUT: PlaceInput = {
  externalId: "cms-42",
  kind: "donation_need",
  category: "essentials",
  name: "Diaper drive",
  description: "New, unopened packs only.",
  address: "Culver City",
  latitude: 34.0211,
  longitude: -118.3965,
  phone: null,
  website: "https://example.org/drive",
  hours: { mon: [{ opens: "09:00", closes: "17:00" }] },
  status: "open",
  noIdRequired: true,
  petsAllowed: false,
  wheelchairAccessible: true,
  freeOfCharge: true,
  phoneCharging: false,
  languages: ["en"],
  itemsNeeded: [{ item: "Diapers (size 4-6)", urgency: "high" }],
  shifts: [],
  signupUrl: null,
  lastVerifiedAt: "2026-01-10T18:30:00.000Z",
  verifiedBy: "Drive coordinator",
  isSample: false,
};

function expectAnon(request: Recorded | undefined) {
  expect(request?.headers.get("apikey")).toBe(ANON_KEY);
  expect(request?.headers.get("authorization")).toBe(`Bearer ${ANON_KEY}`);
}

/**
 * supabase-js builds a Realtime client in createClient(), and realtime-js throws there when the
 * runtime has no WebSocket (Node.js 20, which package.json still allows). The store never uses
 * Realtime; see the first test. The others stand a WebSocket in so they test the PostgREST calls.
 */
class UnusedWebSocket {
  constructor() {
    throw new Error("The store must not open a Realtime WebSocket");
  }
}

describe("Supabase store without a WebSocket implementation (Node.js 20)", () => {
  it("can still be created and read: it never uses Realtime", async () => {
    vi.stubGlobal("WebSocket", undefined);
    const { store: s, requests } = store(() => ({ body: [ROW_1] }));
    expect(await s.listPlaces()).toHaveLength(1);
    expect(requests).toHaveLength(1);
  });
});

describe("Supabase store", () => {
  beforeEach(() => {
    vi.stubGlobal("WebSocket", UnusedWebSocket);
  });

  describe("listPlaces", () => {
    it("calls published_places (one JSON value: PostgREST cannot cap it) with the anon key", async () => {
      const { store: s, requests } = store(() => ({ body: [ROW_1, ROW_2] }));
      await s.listPlaces();
      expect(requests).toHaveLength(1);
      const [request] = requests;
      expect(request?.method).toBe("POST");
      expect(`${request?.url.origin}${request?.url.pathname}`).toBe(`${URL_BASE}/rest/v1/rpc/published_places`);
      expect(request?.url.search).toBe("");
      expect(request?.body).toEqual({ kinds: null });
      // Reads never use the service role key, even when the store has one: RLS applies to them.
      expectAnon(request);
      expect(JSON.stringify([...(request?.headers.entries() ?? [])])).not.toContain(SERVICE_KEY);
    });

    it("passes the kinds to filter by, or null for all of them", async () => {
      const { store: s, requests } = store(() => ({ body: [ROW_2] }));
      await s.listPlaces({ kinds: ["shelter", "donation_need"] });
      expect(requests[0]?.body).toEqual({ kinds: ["shelter", "donation_need"] });
      await s.listPlaces({ kinds: [] });
      expect(requests[1]?.body).toEqual({ kinds: null });
    });

    it("maps rows to the app's types", async () => {
      const { store: s } = store(() => ({ body: [ROW_1, ROW_2] }));
      const [first, second] = await s.listPlaces();
      expect(first).toEqual({
        id: ID_1,
        externalId: "sample-001",
        kind: "resource",
        category: "essentials",
        name: "Sample: Community Food Distribution – Altadena",
        description: "Free groceries, hot meals and bottled water, around the clock. Bring a bag if you can.",
        address: "Central Altadena (sample location)",
        latitude: 34.1897,
        longitude: -118.1312,
        phone: "(626) 555-0101",
        website: "https://example.org/sample/sample-001",
        hours: { sun: [{ opens: "00:00", closes: "24:00" }], mon: [{ opens: "00:00", closes: "24:00" }] },
        status: "open",
        noIdRequired: true,
        petsAllowed: false,
        wheelchairAccessible: true,
        freeOfCharge: true,
        phoneCharging: false,
        languages: ["en", "es"],
        itemsNeeded: [],
        shifts: [],
        signupUrl: null,
        lastVerifiedAt: "2026-01-09T18:30:00.123Z",
        verifiedBy: "Sample volunteer team",
        isSample: true,
        updatedAt: "2026-01-10T08:00:00.654Z",
      });
      expect(second).toMatchObject({
        kind: "shelter",
        status: "full",
        phone: null,
        website: null,
        hours: {},
        itemsNeeded: [{ item: "Folding cots", urgency: "low" }],
        shifts: [{ day: "sat", starts: "09:00", ends: "13:00" }],
        signupUrl: "https://example.org/sample/sample-002/signup",
        lastVerifiedAt: null,
        updatedAt: "2026-01-11T09:15:00.000Z",
      });
    });

    it("turns a PostgREST error into a thrown Error that mentions it", async () => {
      const { store: s } = store(() => ({
        status: 401,
        body: { message: "Invalid API key", hint: "Double check your Supabase `anon` or `service_role` API key." },
      }));
      await expect(s.listPlaces()).rejects.toThrow(/Invalid API key/);
    });
  });

  describe("getPlace", () => {
    it("sends no request for a malformed id", async () => {
      const { store: s, requests } = store(() => ({ body: [ROW_1] }));
      for (const id of ["not-a-uuid", "'; drop table places; --", "", `${ID_1},published.eq.false`, `${ID_1}&published=eq.false`]) {
        expect(await s.getPlace(id)).toBeNull();
      }
      expect(requests).toEqual([]);
    });

    it("asks for one published place by id", async () => {
      const { store: s, requests } = store(() => ({ body: [ROW_1] }));
      const place = await s.getPlace(ID_1);
      expect(place).toMatchObject({ id: ID_1, name: ROW_1.name, phone: "(626) 555-0101", noIdRequired: true });
      expect(requests).toHaveLength(1);
      const [request] = requests;
      expect(request?.method).toBe("GET");
      expect(`${request?.url.origin}${request?.url.pathname}`).toBe(`${URL_BASE}/rest/v1/places`);
      expect(request?.url.searchParams.getAll("id")).toEqual([`eq.${ID_1}`]);
      expect(request?.url.searchParams.getAll("published")).toEqual(["eq.true"]);
      expect(request?.url.searchParams.get("select")?.split(",")).toEqual([...PLACE_COLUMNS]);
      expectAnon(request);
    });

    it("returns null when PostgREST returns no row (unknown or unpublished id)", async () => {
      const { store: s, requests } = store(() => ({ body: [] }));
      expect(await s.getPlace("00000000-0000-4000-8000-000000000014")).toBeNull();
      expect(requests).toHaveLength(1);
    });

    it("throws on a PostgREST error", async () => {
      const { store: s } = store(() => ({ status: 401, body: { message: "Invalid API key" } }));
      await expect(s.getPlace(ID_1)).rejects.toThrow(/Invalid API key/);
    });
  });

  describe("lastUpdated", () => {
    const times = (finishedAt: string | null, updatedAt: string | null) => (request: Recorded): Reply => {
      if (request.url.pathname.endsWith("/import_runs")) return { body: finishedAt ? [{ finished_at: finishedAt }] : [] };
      return { body: updatedAt ? [{ updated_at: updatedAt }] : [] };
    };

    it("asks for the latest import and the latest published change", async () => {
      const { store: s, requests } = store(times("2026-01-12T06:00:00.5+00:00", "2026-01-11T09:15:00+00:00"));
      await s.lastUpdated();
      expect(requests).toHaveLength(2);
      const runs = requests.find((r) => r.url.pathname === "/rest/v1/import_runs");
      const places = requests.find((r) => r.url.pathname === "/rest/v1/places");
      expect(runs?.url.searchParams.get("select")).toBe("finished_at");
      expect(runs?.url.searchParams.get("order")).toBe("finished_at.desc");
      expect(runs?.url.searchParams.get("limit")).toBe("1");
      expect(places?.url.searchParams.get("select")).toBe("updated_at");
      expect(places?.url.searchParams.get("order")).toBe("updated_at.desc");
      expect(places?.url.searchParams.get("limit")).toBe("1");
      expect(places?.url.searchParams.getAll("published")).toEqual(["eq.true"]);
      expectAnon(runs);
      expectAnon(places);
    });

    it("takes the later of the two", async () => {
      expect(await store(times("2026-01-12T06:00:00.5+00:00", "2026-01-11T09:15:00+00:00")).store.lastUpdated()).toBe(
        "2026-01-12T06:00:00.500Z",
      );
      expect(await store(times("2026-01-12T06:00:00+00:00", "2026-01-12T14:00:00-08:00")).store.lastUpdated()).toBe(
        "2026-01-12T22:00:00.000Z",
      );
      expect(await store(times(null, "2026-01-11T09:15:00+00:00")).store.lastUpdated()).toBe("2026-01-11T09:15:00.000Z");
      expect(await store(times("2026-01-12T06:00:00+00:00", null)).store.lastUpdated()).toBe("2026-01-12T06:00:00.000Z");
    });

    it("is null when there is nothing", async () => {
      expect(await store(times(null, null)).store.lastUpdated()).toBeNull();
    });

    it("throws when either request fails", async () => {
      const { store: s } = store((request) =>
        request.url.pathname.endsWith("/import_runs")
          ? { status: 401, body: { message: "Invalid API key" } }
          : { body: [{ updated_at: "2026-01-11T09:15:00+00:00" }] },
      );
      await expect(s.lastUpdated()).rejects.toThrow(/Invalid API key/);
    });
  });

  describe("upsertPlaces", () => {
    it("calls the import_places RPC with snake_case rows, authorized with the service role key", async () => {
      const { store: s, requests } = store(() => ({ body: [{ inserted: 1, updated: 1, total: 3 }] }));
      const second = { ...INPUT, externalId: "cms-43", published: false };
      const third = { ...INPUT, externalId: "cms-44" };
      const summary = await s.upsertPlaces([INPUT, second, third], "cms 2026-01-12");
      expect(summary).toEqual({ total: 3, inserted: 1, updated: 1, unchanged: 1 });

      expect(requests).toHaveLength(1);
      const [request] = requests;
      expect(request?.method).toBe("POST");
      expect(`${request?.url.origin}${request?.url.pathname}`).toBe(`${URL_BASE}/rest/v1/rpc/import_places`);
      expect(request?.headers.get("apikey")).toBe(SERVICE_KEY);
      expect(request?.headers.get("authorization")).toBe(`Bearer ${SERVICE_KEY}`);
      expect(JSON.stringify([...(request?.headers.entries() ?? [])])).not.toContain(ANON_KEY);
      expect(request?.headers.get("content-type")).toMatch(/^application\/json/);

      const body = request?.body as { rows: Record<string, unknown>[]; source: string };
      expect(Object.keys(body).sort()).toEqual(["rows", "source"]);
      expect(body.source).toBe("cms 2026-01-12");
      expect(body.rows).toHaveLength(3);
      expect(body.rows[0]).toEqual({
        external_id: "cms-42",
        kind: "donation_need",
        category: "essentials",
        name: "Diaper drive",
        description: "New, unopened packs only.",
        address: "Culver City",
        latitude: 34.0211,
        longitude: -118.3965,
        phone: null,
        website: "https://example.org/drive",
        hours: { mon: [{ opens: "09:00", closes: "17:00" }] },
        status: "open",
        no_id_required: true,
        pets_allowed: false,
        wheelchair_accessible: true,
        free_of_charge: true,
        phone_charging: false,
        languages: ["en"],
        items_needed: [{ item: "Diapers (size 4-6)", urgency: "high" }],
        shifts: [],
        signup_url: null,
        last_verified_at: "2026-01-10T18:30:00.000Z",
        verified_by: "Drive coordinator",
        is_sample: false,
        published: true,
      });
      expect(body.rows[1]).toMatchObject({ external_id: "cms-43", published: false });
      expect(body.rows[2]).toMatchObject({ external_id: "cms-44", published: true });
    });

    it("also accepts the RPC result as a single object", async () => {
      const { store: s } = store(() => ({ body: { inserted: 0, updated: 2, total: 2 } }));
      expect(await s.upsertPlaces([INPUT, { ...INPUT, externalId: "cms-43" }], "cms")).toEqual({
        total: 2,
        inserted: 0,
        updated: 2,
        unchanged: 0,
      });
    });

    it("turns a PostgREST error into a thrown Error that mentions it", async () => {
      const { store: s } = store(() => ({ status: 401, body: { message: "Invalid API key" } }));
      await expect(s.upsertPlaces([INPUT], "cms")).rejects.toThrow(/Invalid API key/);

      const { store: t } = store(() => ({
        status: 400,
        body: {
          code: "23514",
          details: "Failing row contains (...).",
          hint: null,
          message: 'new row for relation "places" violates check constraint "places_latitude_check"',
        },
      }));
      await expect(t.upsertPlaces([{ ...INPUT, latitude: 200 }], "cms")).rejects.toThrow(/places_latitude_check/);
    });

    it("turns a network failure into a thrown Error", async () => {
      // A POST is never retried (postgrest-js retries GETs with a back-off of seconds).
      let calls = 0;
      const s = createSupabasePlaceStore({
        url: URL_BASE,
        anonKey: ANON_KEY,
        serviceRoleKey: SERVICE_KEY,
        fetch: async () => {
          calls++;
          throw new TypeError("fetch failed");
        },
      });
      await expect(s.upsertPlaces([INPUT], "cms")).rejects.toThrow(/fetch failed/);
      expect(calls).toBe(1);
    });
  });
});

describe("Supabase translation store", () => {
  const ROWS = [
    { text: "Open now", translated: { es: "Abierto ahora", ko: "영업 중" }, source: "machine" },
    { text: "Evacuate now", translated: { es: "Evacúe ahora", zh: "立即撤离" }, source: "curated" },
  ];

  it("looks up a batch of 500 texts with one RPC POST using the anon key (no URI-length limit)", async () => {
    const { fetch, requests } = fakeFetch(() => ({ body: ROWS }));
    const store = createSupabaseTranslationStore({ url: URL_BASE, anonKey: ANON_KEY, serviceRoleKey: SERVICE_KEY, fetch });
    const texts = ["Open  now", "Evacuate now", ...Array.from({ length: 500 }, (_, i) => `Text number ${i} ${"x".repeat(40)}`)];
    expect(await store.lookup("es", texts)).toEqual(new Map([["Open now", "Abierto ahora"], ["Evacuate now", "Evacúe ahora"]]));
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.method).toBe("POST");
    expect(`${request!.url.origin}${request!.url.pathname}`).toBe(`${URL_BASE}/rest/v1/rpc/lookup_translations`);
    expect(request!.url.search).toBe("");
    expect(request!.headers.get("apikey")).toBe(ANON_KEY);
    expect((request!.body as { texts: string[] }).texts).toHaveLength(502);
    expect((request!.body as { texts: string[] }).texts[0]).toBe("Open now");
    // Only the page's language comes back (the function's `target`), not every language of a text.
    expect((request!.body as { target: string }).target).toBe("es");
  });

  it("answers only the target language and throws on an error", async () => {
    const ok = fakeFetch(() => ({ body: ROWS }));
    const store = createSupabaseTranslationStore({ url: URL_BASE, anonKey: ANON_KEY, serviceRoleKey: SERVICE_KEY, fetch: ok.fetch });
    expect(await store.lookup("zh", ["Open now", "Evacuate now"])).toEqual(new Map([["Evacuate now", "立即撤离"]]));
    // Only a row's own non-empty text for the language, and only for a text that was asked.
    const odd = fakeFetch(() => ({
      body: [
        { text: "Empty", translated: { es: "" }, source: "machine" },
        { text: "Number", translated: { es: 1 }, source: "machine" },
        { text: "Nothing", translated: null, source: "machine" },
        { text: "Other languages", translated: { zh: "其他", ko: "기타" }, source: "machine" },
        { text: "Not asked", translated: { es: "No preguntado" }, source: "machine" },
        ...ROWS,
      ],
    }));
    const lenient = createSupabaseTranslationStore({ url: URL_BASE, anonKey: ANON_KEY, serviceRoleKey: SERVICE_KEY, fetch: odd.fetch });
    expect(await lenient.lookup("es", ["Empty", "Number", "Nothing", "Other languages", "Open now"])).toEqual(new Map([["Open now", "Abierto ahora"]]));
    const failing = fakeFetch(() => ({ status: 500, body: { message: "boom", code: "XX000" } }));
    const broken = createSupabaseTranslationStore({ url: URL_BASE, anonKey: ANON_KEY, serviceRoleKey: SERVICE_KEY, fetch: failing.fetch });
    await expect(broken.lookup("es", ["Open now"])).rejects.toThrow("Supabase translation lookup failed: boom");
  });

  it("saves with the service-role key through save_machine_translations", async () => {
    const { fetch, requests } = fakeFetch(() => ({ body: 2 }));
    const store = createSupabaseTranslationStore({ url: URL_BASE, anonKey: ANON_KEY, serviceRoleKey: SERVICE_KEY, fetch });
    await store.saveMachine("ko", [
      { text: " Open  now", translation: "영업 중" },
      { text: "Food", translation: "음식" },
    ]);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url.pathname).toBe("/rest/v1/rpc/save_machine_translations");
    expect(requests[0]!.headers.get("apikey")).toBe(SERVICE_KEY);
    expect(requests[0]!.body).toEqual({
      target: "ko",
      pairs: [
        { text: "Open now", translation: "영업 중" },
        { text: "Food", translation: "음식" },
      ],
    });
  });
});
