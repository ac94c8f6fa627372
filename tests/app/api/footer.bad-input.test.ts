// @vitest-environment node
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RUNS } from "@/tests/support/bad-input";

/**
 * GET /api/footer reads no request input at all: its only inputs are the FOOTER_*_URL settings.
 * Whatever those hold, the route either serves http(s) links or the server refuses to start with
 * a message naming the variable; a bad link is never served.
 */

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const VARIABLES = ["FOOTER_INSTAGRAM_URL", "FOOTER_LINKEDIN_URL", "FOOTER_FACEBOOK_URL"] as const;

async function load(values: Partial<Record<(typeof VARIABLES)[number], string>>) {
  vi.resetModules();
  for (const name of VARIABLES) vi.stubEnv(name, values[name] ?? "");
  return import("@/app/api/footer/route");
}

async function get(values: Partial<Record<(typeof VARIABLES)[number], string>>) {
  const response = (await load(values)).GET();
  return { status: response.status, body: (await response.json()) as { data: Record<string, string> } };
}

describe("GET /api/footer with bad settings", () => {
  it("answers GET only: every other method gets Next's 405, so no request body is ever read", async () => {
    const route = await load({});
    const handlers = Object.keys(route).filter((k) => /^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)$/.test(k));
    expect(handlers).toEqual(["GET"]);
    expect(route.GET.length).toBe(0);
  });

  it("serves any http(s) link exactly as configured", async () => {
    await fc.assert(
      fc.asyncProperty(fc.webUrl({ validSchemes: ["http", "https"], withQueryParameters: true, withFragments: true }), async (url) => {
        const { status, body } = await get({ FOOTER_LINKEDIN_URL: url });
        expect(status).toBe(200);
        expect(body.data.LinkedinLink).toBe(url);
        for (const link of Object.values(body.data)) expect(link).toMatch(/^https?:\/\//i);
      }),
      { numRuns: 50 },
    );
  }, 60_000);

  it.each([
    ["a javascript: URL", "javascript:alert(1)"],
    ["an upper-case javascript: URL", "JAVASCRIPT:alert(1)"],
    ["a data: URL", "data:text/html,<script>alert(1)</script>"],
    ["a vbscript: URL", "vbscript:msgbox(1)"],
    ["a protocol-relative URL", "//evil.example.org"],
    ["a relative path", "/profile"],
    ["a bare host", "instagram.com/ours"],
    ["a script tag", "<script>alert(1)</script>"],
    ["an SQL fragment", "https://'; drop table places; --"],
    ["a scheme only", "https://"],
    ["ftp", "ftp://example.org/"],
  ])("refuses to start with %s, naming the variable", async (_, value) => {
    await expect(load({ FOOTER_FACEBOOK_URL: value })).rejects.toThrow(/FOOTER_FACEBOOK_URL must be an http\(s\) URL/);
  });

  it("never serves a link that is not http(s), whatever the setting holds", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 80 }), async (value) => {
        let served: string | undefined;
        try {
          served = (await get({ FOOTER_INSTAGRAM_URL: value })).body.data.InstagramLink;
        } catch (error) {
          expect(String(error)).toMatch(/FOOTER_INSTAGRAM_URL/);
          return;
        }
        expect(served).toMatch(/^https?:\/\/\S/i);
      }),
      RUNS,
    );
  }, 60_000);
});
