import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, newNonce, SECURITY_HEADERS, tileOrigins } from "@/lib/security/headers";

const parse = (csp: string) => new Map(csp.split("; ").map((d) => [d.split(" ")[0]!, d.split(" ").slice(1)]));

describe("tileOrigins", () => {
  it.each([
    ["https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png", ["https://a.tile.openstreetmap.org", "https://b.tile.openstreetmap.org", "https://c.tile.openstreetmap.org"]],
    ["https://tiles.example.org/{z}/{x}/{y}.png", ["https://tiles.example.org"]],
    ["https://tiles.example.org:8443/osm/{z}/{x}/{y}@2x.png?key=abc", ["https://tiles.example.org:8443"]],
  ])("%s → %j", (template, origins) => {
    expect(tileOrigins(template)).toEqual(origins);
  });
});

describe("contentSecurityPolicy", () => {
  const sources = { tileUrl: "https://tiles.example.org/{z}/{x}/{y}.png", cmsUrl: "https://cms.example.org/base" };

  it("per-user pages (the reviewers' screens, no safety notice): scripts only by nonce (and what they load), never eval or other inline", () => {
    const csp = parse(contentSecurityPolicy(sources, { nonce: "abc123" }));
    expect(csp.get("script-src")).toEqual(["'nonce-abc123'", "'strict-dynamic'"]);
    expect(contentSecurityPolicy(sources, { nonce: "abc123" })).not.toMatch(/unsafe-eval/);
    expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
  });

  it("public pages: our own origin and inline scripts (no nonce can reach a cached page), never eval or another origin", () => {
    const csp = parse(contentSecurityPolicy(sources, "public-page"));
    expect(csp.get("script-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
  });


  it("allows exactly the tiles, the CMS origin and our own origin", () => {
    const csp = parse(contentSecurityPolicy(sources, "resource"));
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "blob:", "https://tiles.example.org"]);
    expect(csp.get("connect-src")).toEqual(["'self'", "https://cms.example.org"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("script-src")).toEqual(["'self'"]);
  });

  it("without a CMS, the browser connects to this site only", () => {
    expect(parse(contentSecurityPolicy({ ...sources, cmsUrl: "" }, "resource")).get("connect-src")).toEqual(["'self'"]);
  });

  it("only `next dev` may evaluate code", () => {
    expect(parse(contentSecurityPolicy({ ...sources, dev: true }, { nonce: "n" })).get("script-src")).toContain("'unsafe-eval'");
    for (const policy of ["public-page", "resource", { nonce: "n" }] as const) {
      expect(contentSecurityPolicy(sources, policy)).not.toContain("'unsafe-eval'");
    }
  });
});

describe("headers and nonces", () => {
  it("geolocation for our own origin only", () => {
    expect(SECURITY_HEADERS["Permissions-Policy"]).toContain("geolocation=(self)");
  });

  it("a nonce is 128 random bits, different every time", () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const n of nonces) expect(atob(n)).toHaveLength(16);
  });
});
