import { expect, test } from "./fixtures";

/**
 * Public pages are rendered once and shared (app/[lang]/(public)/layout.tsx): a CDN may keep them
 * (s-maxage) and serve a stale copy while it fetches a fresh one (stale-while-revalidate), and
 * nothing about one visitor is in them. docs/caching.md. The map on "/" reads its filters from
 * the address in the browser, so "/" is one cached page too, whatever its query.
 */
const CACHED = ["/", "/wildfireguide", "/donate", "/volunteer", "/contact", "/suggest"] as const;
const PREFIXES = ["", "/es", "/zh", "/ko"] as const;

test.describe("cache headers", { tag: "@desktop" }, () => {
  for (const prefix of PREFIXES) {
    test(`every public page in ${prefix || "English"} can be kept by a shared cache, and is served from Next's`, async ({ request }) => {
      for (const route of CACHED) {
        const path = route === "/" ? prefix || "/" : `${prefix}${route}`;
        await request.get(path); // the first request renders it, if nothing had
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        const headers = response.headers();
        const cacheControl = headers["cache-control"] ?? "";
        expect(cacheControl, path).toMatch(/(^|, )s-maxage=([1-9]\d*)(,|$)/);
        expect(cacheControl, path).toMatch(/(^|, )stale-while-revalidate=([1-9]\d*)(,|$)/);
        expect(cacheControl, path).not.toMatch(/private|no-store|no-cache/);
        expect(headers["x-nextjs-cache"], path).toMatch(/HIT|STALE/);
        // Nothing per visitor: no cookie set, and no nonce (one copy serves everyone).
        expect(headers["set-cookie"], path).toBeUndefined();
        expect(headers["content-security-policy"], path).not.toContain("nonce-");
        expect(await response.text(), path).not.toMatch(/nonce="/);
      }
    });
  }

  test("a map link with filters is served the same cached page as the plain map", async ({ request }) => {
    for (const prefix of PREFIXES) {
      const plain = prefix || "/";
      await request.get(plain);
      const filtered = await request.get(`${plain}?kind=shelter&open=1&pets=1&view=list&near=1`);
      expect(filtered.status()).toBe(200);
      expect(filtered.headers()["x-nextjs-cache"], plain).toMatch(/HIT|STALE/);
      expect(filtered.headers()["cache-control"], plain).toMatch(/s-maxage=/);
    }
  });

  test("a redirect to the visitor's language is never cached", async ({ request }) => {
    const response = await request.get("/donate", { headers: { "accept-language": "ko-KR,ko;q=0.9" }, maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers()["location"]).toMatch(/\/ko\/donate$/);
    expect(response.headers()["cache-control"]).toMatch(/private, no-store/);
  });
});

/**
 * The map's data (lib/places/summary.ts) is one response per language, compressed, kept by a CDN
 * like the pages and revalidated by the browser with its ETag. docs/caching.md.
 */
test.describe("the map's data", { tag: "@desktop" }, () => {
  const FOOD_ALTADENA = "00000000-0000-4000-8000-000000000001";
  for (const lang of ["en", "es", "zh", "ko"] as const) {
    test(`${lang}: every place in summary, compressed, cacheable, and an entry in full`, async ({ request }) => {
      const response = await request.get(`/api/places/${lang}`, { headers: { "accept-encoding": "gzip, deflate, br" } });
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers["content-encoding"]).toBe("br");
      // Browsers revalidate each time (a 304 when nothing changed); CDNs keep it like a page.
      expect(headers["cache-control"]).toBe("public, no-cache");
      expect(headers["cdn-cache-control"]).toMatch(/^public, s-maxage=[1-9]\d*, stale-while-revalidate=[1-9]\d*$/);
      expect(headers["set-cookie"]).toBeUndefined();
      const { count, columns } = (await response.json()) as { count: number; columns: Record<string, unknown[]> };
      expect(count).toBe(64);
      expect(columns).toHaveProperty("name");
      expect(columns).not.toHaveProperty("description");
      for (const values of Object.values(columns)) expect(values).toHaveLength(64);
      // A browser that has it asks again with its ETag: 304, nothing downloaded.
      const again = await request.get(`/api/places/${lang}`, { headers: { "if-none-match": headers["etag"]! } });
      expect(again.status()).toBe(304);

      // One entry, with its description, cached the same way.
      const entry = await request.get(`/api/places/${lang}/${FOOD_ALTADENA}`);
      expect(entry.headers()["cache-control"]).toBe("public, no-cache");
      expect(entry.headers()["cdn-cache-control"]).toMatch(/s-maxage=[1-9]/);
      expect(((await entry.json()) as { description: string }).description).toMatch(/Free groceries, hot meals/);
      const unchanged = await request.get(`/api/places/${lang}/${FOOD_ALTADENA}`, { headers: { "if-none-match": entry.headers()["etag"]! } });
      expect(unchanged.status()).toBe(304);

      // Bad addresses get a clear 404, kept by no browser or CDN.
      for (const bad of [`/api/places/fr`, `/api/places/${lang}/no-such-place`]) {
        const missing = await request.get(bad);
        expect(missing.status(), bad).toBe(404);
        expect(((await missing.json()) as { error: string }).error, bad).toBeTruthy();
        expect(missing.headers()["cache-control"], bad).toBe("no-store");
      }
    });
  }
});
