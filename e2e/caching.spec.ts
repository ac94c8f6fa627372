import { expect, test } from "./fixtures";

/**
 * Public pages are rendered once and shared (app/[lang]/layout.tsx): a CDN may keep them
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
