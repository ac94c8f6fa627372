// @vitest-environment node
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { allowedMethods, API_METHODS, FILE_METHODS, PAGE_METHODS } from "@/lib/security/allowed-methods";

vi.mock("next/cache", () => ({ unstable_cache: (fn: unknown) => fn, revalidateTag: () => {}, revalidatePath: () => {} }));

const HANDLERS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"];

/** Every app/api route as Next addresses it ("/api/places/[lang]"), with its file. */
function apiRoutes(dir = "app/api"): { route: string; file: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const at = path.join(dir, entry.name);
    if (entry.isDirectory()) return apiRoutes(at);
    return entry.name === "route.ts" ? [{ route: `/${path.dirname(at).replace(/^app\//, "")}`, file: at }] : [];
  });
}

describe("API_METHODS: the Allow header of every API route", () => {
  it("names every route, and no other", () => {
    expect(Object.keys(API_METHODS).sort()).toEqual(apiRoutes().map((r) => r.route).sort());
  });

  it.each(apiRoutes())("$route: the methods its module exports, with Next's automatic HEAD and OPTIONS", async ({ route, file }) => {
    const routeModule = (await import(`@/${file.replace(/\.ts$/, "")}`)) as Record<string, unknown>;
    const exported = HANDLERS.filter((method) => typeof routeModule[method] === "function");
    const expected = new Set([...exported, "OPTIONS", ...(exported.includes("GET") ? ["HEAD"] : [])]);
    expect([...API_METHODS[route]!].sort()).toEqual([...expected].sort());
  }, 30_000);
});

describe("allowedMethods", () => {
  it.each([
    ["/", PAGE_METHODS],
    ["/es/donate", PAGE_METHODS],
    ["/moderate/places/123", PAGE_METHODS],
    ["/_next/static/chunks/a.js", FILE_METHODS],
    ["/sw.js", FILE_METHODS],
    ["/api/places/es", API_METHODS["/api/places/[lang]"]],
    ["/api/places/es/0b4f0c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e", API_METHODS["/api/places/[lang]/[id]"]],
    ["/api/open-data/places.csv", API_METHODS["/api/open-data/places.csv"]],
    ["/api/translate", API_METHODS["/api/translate"]],
    ["/api/no-such-route", null],
    ["/api/places/es/1/2/3", null],
  ])("%s → %j", (pathname, methods) => {
    expect(allowedMethods(pathname)).toEqual(methods);
  });
});
