// @vitest-environment node
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clientAddress, clientKeyFor, UNKNOWN_CLIENT } from "@/lib/forms/client-key";

/**
 * Request headers holding this X-Forwarded-For. A bare `get` rather than Headers, which refuses
 * NUL and non-Latin-1 characters itself: the function must cope with whatever a runtime hands it.
 */
const xff = (value: string | null): Pick<Headers, "get"> => ({
  get: (name: string) => (name.toLowerCase() === "x-forwarded-for" ? value : null),
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("clientAddress: the X-Forwarded-For entry our proxies wrote", () => {
  it.each<[string, string | null, number, string]>([
    // hops = 1: the one proxy appended the last entry; the client wrote everything before it.
    ["one proxy, no forged entries", "198.51.100.7", 1, "198.51.100.7"],
    ["one proxy, forged entries before ours", "1.1.1.1, 2.2.2.2, 198.51.100.7", 1, "198.51.100.7"],
    ["one proxy, spaces around entries", "  6.6.6.6 ,   198.51.100.7  ", 1, "198.51.100.7"],
    ["one proxy, IPv6", "2001:DB8::1", 1, "2001:db8::1"],
    ["one proxy, IPv4 with a port", "203.0.113.9:51234", 1, "203.0.113.9"],
    ["one proxy, bracketed IPv6 with a port", "[2001:db8::2]:443", 1, "2001:db8::2"],
    // hops = 2: the outer proxy wrote the client, the inner one wrote the outer proxy.
    ["two proxies", "198.51.100.7, 10.0.0.2", 2, "198.51.100.7"],
    ["two proxies, forged entry first", "6.6.6.6, 198.51.100.7, 10.0.0.2", 2, "198.51.100.7"],
    ["three proxies", "6.6.6.6, 198.51.100.7, 10.0.0.3, 10.0.0.2", 3, "198.51.100.7"],
    // hops = 0: no proxy, so the header is the client's own words.
    ["no proxy: the header is ignored", "198.51.100.7", 0, UNKNOWN_CLIENT],
    ["no proxy: even a well-formed chain", "1.1.1.1, 10.0.0.2", 0, UNKNOWN_CLIENT],
  ])("%s", (_, header, hops, expected) => {
    expect(clientAddress(xff(header), hops)).toBe(expected);
  });

  it.each<[string, string | null, number]>([
    ["no header", null, 1],
    ["an empty header", "", 1],
    ["only spaces", "   ", 1],
    ["only commas", ",,,", 1],
    ["a trailing comma (our entry is empty)", "198.51.100.7,", 1],
    ["a word", "evil", 1],
    ["an SQL fragment", "1.2.3.4'; drop table rate_limits; --", 1],
    ["a script tag", "<script>alert(1)</script>", 1],
    ["a NUL byte", "1.2.3.4\u0000", 1],
    ["an out-of-range IPv4", "999.1.1.1", 1],
    ["a hostname", "proxy.example.org", 1],
    ["a very long entry", `1.2.3.4${"0".repeat(10_000)}`, 1],
    ["fewer entries than proxies (one of them was bypassed)", "198.51.100.7", 2],
    ["fewer entries than proxies, forged", "6.6.6.6, 198.51.100.7", 3],
    ["a bad port", "1.2.3.4:999999", 1],
  ])("answers the shared unknown bucket for %s", (_, header, hops) => {
    expect(clientAddress(xff(header), hops)).toBe(UNKNOWN_CLIENT);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])("treats a nonsensical hop count (%s) as no proxy", (hops) => {
    expect(clientAddress(xff("198.51.100.7"), hops)).toBe(UNKNOWN_CLIENT);
  });

  it("with one proxy, never answers an address the client wrote: whatever it prepends, our entry wins", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 60 }), { maxLength: 20 }), fc.ipV4(), (forged, real) => {
        const header = [...forged, real].join(",");
        expect(clientAddress(xff(header), 1)).toBe(real);
      }),
      { numRuns: 200 },
    );
  });

  it("never throws and answers an IP address or the unknown bucket, whatever the header holds", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 300 }), fc.integer({ min: 0, max: 5 }), (header, hops) => {
        const answer = clientAddress(xff(header), hops);
        expect(answer === UNKNOWN_CLIENT || /^[0-9a-f.:]+$/.test(answer)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe("clientKeyFor", () => {
  it("hashes scope and address: nothing in clear, scopes and clients apart", () => {
    const key = clientKeyFor("translate", xff("198.51.100.7"), 1);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).not.toContain("198");
    expect(clientKeyFor("report", xff("198.51.100.7"), 1)).not.toBe(key);
    expect(clientKeyFor("translate", xff("198.51.100.8"), 1)).not.toBe(key);
    // A forged prefix does not make a new client.
    expect(clientKeyFor("translate", xff("9.9.9.9, 198.51.100.7"), 1)).toBe(key);
  });
});

describe("TRUSTED_PROXY_HOPS (server env)", () => {
  async function hops(value: string) {
    vi.resetModules();
    vi.stubEnv("TRUSTED_PROXY_HOPS", value);
    return (await import("@/lib/env/server")).serverEnv.TRUSTED_PROXY_HOPS;
  }

  it("is unset when empty (a production server refuses to start so: lib/settings/problems.ts)", async () => {
    expect(await hops("")).toBeUndefined();
  });

  it.each([
    ["0", 0],
    ["2", 2],
    ["10", 10],
  ])("reads %j as %i", async (value, expected) => {
    expect(await hops(value)).toBe(expected);
  });

  it.each(["-1", "1.5", "two", "11", " 3 ", "0x1", "1e1"])("refuses %j", async (value) => {
    await expect(hops(value)).rejects.toThrow(/TRUSTED_PROXY_HOPS/);
  });

  it("unset, clientAddress believes no proxy: every X-Forwarded-For is the client's own, so ignored", async () => {
    vi.stubEnv("TRUSTED_PROXY_HOPS", "");
    vi.resetModules();
    const { clientAddress: fresh, UNKNOWN_CLIENT: unknown } = await import("@/lib/forms/client-key");
    expect(fresh(xff("6.6.6.6"))).toBe(unknown);
  });

  it("is what clientAddress uses by default", async () => {
    vi.stubEnv("TRUSTED_PROXY_HOPS", "2");
    vi.resetModules();
    const { clientAddress: fresh } = await import("@/lib/forms/client-key");
    expect(fresh(xff("6.6.6.6, 198.51.100.7, 10.0.0.2"))).toBe("198.51.100.7");
  });
});
