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

  it("pages: scripts only by nonce (and what they load), never eval or inline", () => {
    const csp = parse(contentSecurityPolicy(sources, "abc123"));
    expect(csp.get("script-src")).toEqual(["'nonce-abc123'", "'strict-dynamic'"]);
    expect(contentSecurityPolicy(sources, "abc123")).not.toMatch(/unsafe-eval/);
  });

  it("allows exactly the tiles, the CMS origin and our own origin", () => {
    const csp = parse(contentSecurityPolicy(sources));
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "blob:", "https://tiles.example.org"]);
    expect(csp.get("connect-src")).toEqual(["'self'", "https://cms.example.org"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("script-src")).toEqual(["'self'"]);
  });

  it("without a CMS, the browser connects to this site only", () => {
    expect(parse(contentSecurityPolicy({ ...sources, cmsUrl: "" })).get("connect-src")).toEqual(["'self'"]);
  });

  it("only `next dev` may evaluate code", () => {
    expect(parse(contentSecurityPolicy({ ...sources, dev: true }, "n")).get("script-src")).toContain("'unsafe-eval'");
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
