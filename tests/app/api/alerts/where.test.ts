// @vitest-environment node
import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/alerts/where/route";

const get = async (q?: string) => {
  const url = new URL("http://relief.test/api/alerts/where");
  if (q !== undefined) url.searchParams.set("q", q);
  const response = GET(new Request(url));
  return { status: response.status, cache: response.headers.get("cache-control"), body: (await response.json()) as Record<string, unknown> };
};

describe("GET /api/alerts/where", () => {
  it("a ZIP code: 200 with its point and label, cacheable by anyone", async () => {
    expect(await get("91001")).toEqual({ status: 200, cache: "public, max-age=86400", body: { latitude: 34.1945, longitude: -118.1383, label: "91001 Altadena" } });
  });

  it("a community: 200", async () => {
    const { status, body } = await get("pasadena");
    expect(status).toBe(200);
    expect(body.label).toBe("Pasadena");
  });

  it("unknown: 404 with a message", async () => {
    const { status, body, cache } = await get("Springfield");
    expect(status).toBe(404);
    expect(body.error).toMatch(/No ZIP code or community/);
    expect(cache).toMatch(/^public/);
  });

  it("missing or malformed q: 400 with a plain message, never a 500", async () => {
    for (const q of [undefined, "", "x", "<b>", "y".repeat(200)]) {
      const { status, body } = await get(q);
      expect(status, String(q)).toBe(400);
      expect(typeof body.error).toBe("string");
    }
  });
});
