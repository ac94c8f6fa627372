// @vitest-environment node
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clientNetwork } from "@/lib/forms/client-network";

describe("clientNetwork: who a rate limit counts as one client", () => {
  it.each<[string, string, string]>([
    ["an IPv4 address is itself", "198.51.100.7", "198.51.100.7"],
    ["an IPv6 address is its /64", "2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["… written in full, with leading zeros and capitals", "2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"],
    ["… with :: inside the prefix", "2001:db8::2:1", "2001:db8:0:0::/64"],
    ["… with a zone", "fe80::1%eth0", "fe80:0:0:0::/64"],
    ["… with a dotted IPv4 tail (NAT64)", "64:ff9b::192.0.2.33", "64:ff9b:0:0::/64"],
    ["IPv6 loopback", "::1", "0:0:0:0::/64"],
    ["IPv4-mapped IPv6 is the IPv4 address", "::ffff:198.51.100.7", "198.51.100.7"],
    ["… in capitals", "::FFFF:198.51.100.7", "198.51.100.7"],
    ["… in hex", "::ffff:c633:6407", "198.51.100.7"],
    ["… written in full", "0:0:0:0:0:ffff:c633:6407", "198.51.100.7"],
  ])("%s: %s → %s", (_, address, network) => {
    expect(clientNetwork(address)).toBe(network);
  });

  it("every address in one /64 is one client; the next /64 is another", () => {
    const clients = new Set(Array.from({ length: 90 }, (_, n) => clientNetwork(`2001:db8:1:2::${(n + 1).toString(16)}`)));
    expect(clients).toEqual(new Set(["2001:db8:1:2::/64"]));
    expect(clientNetwork("2001:db8:1:3::1")).not.toBe(clientNetwork("2001:db8:1:2::1"));
    expect(clientNetwork("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
  });

  it.each(["", "evil", "1.2.3", "999.1.1.1", "2001:db8::1::2", "::ffff:999.1.1.1", "[::1]"])("is null for %j", (value) => {
    expect(clientNetwork(value)).toBeNull();
  });

  it("any IPv6 address: the /64 of its first four groups, or the IPv4 address it maps", () => {
    fc.assert(
      fc.property(fc.ipV6(), (address) => {
        const network = clientNetwork(address)!;
        expect(network).toMatch(/^([0-9a-f]{1,4}(:[0-9a-f]{1,4}){3}::\/64|\d{1,3}(\.\d{1,3}){3})$/);
        // The same network, whatever the last 64 bits.
        if (network.endsWith("/64")) expect(clientNetwork(`${network.slice(0, -5)}:ffff:ffff:ffff:ffff`)).toBe(network);
      }),
      { numRuns: 300 },
    );
  });
});
