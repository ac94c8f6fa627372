import { isIPv4, isIPv6 } from "node:net";

/**
 * The network a client address stands for, as the rate limits count it (lib/forms/client-key.ts):
 * - an IPv4 address is itself ("198.51.100.7");
 * - an IPv4-mapped IPv6 address (`::ffff:198.51.100.7`, which a server listening on `::` sees
 *   for every IPv4 client) is that IPv4 address;
 * - any other IPv6 address is its /64 ("2001:db8:1:2::/64"): a home network gets at least a /64
 *   (RFC 6177 recommends more), a phone a /64 of its own (RFC 6459), and a device picks new
 *   addresses in it at will (RFC 8981), so one person holds 2^64 addresses and only the /64 tells
 *   them apart from their neighbours.
 * Anything that is not an address: null.
 */
export function clientNetwork(address: string): string | null {
  const value = address.replace(/%.*$/, "").toLowerCase();
  if (isIPv4(value)) return value;
  if (!isIPv6(value)) return null;
  const groups = ipv6Groups(value);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join(".");
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing dotted IPv4 as two groups). */
function ipv6Groups(value: string): number[] {
  const [head = "", tail] = value.split("::");
  const parse = (part: string) =>
    part === ""
      ? []
      : part.split(":").flatMap((group) => {
          if (!group.includes(".")) return [Number.parseInt(group, 16)];
          const [a, b, c, d] = group.split(".").map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
