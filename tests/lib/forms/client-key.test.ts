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
    ["one proxy, IPv6: its /64", "2001:DB8::1", 1, "2001:db8:0:0::/64"],
    ["one proxy, another address in the same /64", "2001:db8::ffff:1", 1, "2001:db8:0:0::/64"],
    ["one proxy, IPv4-mapped IPv6: the IPv4 address", "::ffff:198.51.100.7", 1, "198.51.100.7"],
    ["one proxy, IPv4 with a port", "203.0.113.9:51234", 1, "203.0.113.9"],
    ["one proxy, bracketed IPv6 with a port", "[2001:db8:1:2::2]:443", 1, "2001:db8:1:2::/64"],
    // hops = 2: the outer proxy wrote the client, the inner one wrote the outer proxy.
    ["two proxies", "198.51.100.7, 10.0.0.2", 2, "198.51.100.7"],
    ["two proxies, forged entry first", "6.6.6.6, 198.51.100.7, 10.0.0.2", 2, "198.51.100.7"],
    ["three proxies", "6.6.6.6, 198.51.100.7, 10.0.0.3, 10.0.0.2", 3, "198.51.100.7"],
    // hops = 0 in a process without the connection hook: the header is the client's own words.
    ["no proxy, no hook: the header is ignored", "198.51.100.7", 0, UNKNOWN_CLIENT],
    ["no proxy, no hook: even a well-formed chain", "1.1.1.1, 10.0.0.2", 0, UNKNOWN_CLIENT],
  ])("%s", (_, header, hops, expected) => {
    expect(clientAddress(xff(header), hops, false)).toBe(expected);
  });

  // hops = 0 with the hook (lib/security/connection-address.ts): the header is the connection's address, written over the client's.
  it.each<[string, string | null, string]>([
    ["the connection's IPv4 address", "198.51.100.7", "198.51.100.7"],
    ["an IPv4 client of a server listening on ::", "::ffff:198.51.100.7", "198.51.100.7"],
    ["an IPv6 connection: its /64", "2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
  ])("no proxy, with the connection hook: %s", (_, header, expected) => {
    expect(clientAddress(xff(header), 0, true)).toBe(expected);
  });

  it.each<[string, string | null]>([
    ["no header (the socket had closed)", null],
    ["more than one entry (not what the hook writes)", "6.6.6.6, 198.51.100.7"],
    ["not an address", "evil"],
  ])("no proxy, with the connection hook: %s is the unknown client", (_, header) => {
    expect(clientAddress(xff(header), 0, true)).toBe(UNKNOWN_CLIENT);
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
    expect(clientAddress(xff(header), hops, true)).toBe(UNKNOWN_CLIENT);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])("answers the unknown bucket for a nonsensical hop count (%s)", (hops) => {
    expect(clientAddress(xff("198.51.100.7"), hops, true)).toBe(UNKNOWN_CLIENT);
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

  it("never throws and answers an IPv4 address, an IPv6 /64 or the unknown bucket, whatever the header holds", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 300 }), fc.integer({ min: 0, max: 5 }), fc.boolean(), (header, hops, hooked) => {
        const answer = clientAddress(xff(header), hops, hooked);
        expect(answer === UNKNOWN_CLIENT || /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]+::\/64)$/.test(answer)).toBe(true);
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

  it("gives every address of one IPv6 /64 one key, and the IPv4-mapped spelling of an address the IPv4 key", () => {
    const keys = new Set(Array.from({ length: 90 }, (_, n) => clientKeyFor("alerts", xff(`2001:db8:1:2::${n.toString(16)}`), 1)));
    expect(keys.size).toBe(1);
    expect(clientKeyFor("alerts", xff("2001:db8:1:3::1"), 1)).not.toBe([...keys][0]);
    expect(clientKeyFor("alerts", xff("::ffff:198.51.100.7"), 1)).toBe(clientKeyFor("alerts", xff("198.51.100.7"), 1));
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

  it("unset, clientAddress believes no proxy: without the connection hook every X-Forwarded-For is the client's own, so ignored", async () => {
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
