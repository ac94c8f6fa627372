import "server-only";
import { createHash } from "node:crypto";
import { isIP } from "node:net";
import { headers } from "next/headers";
import { serverEnv } from "@/lib/env/server";
import { connectionAddressWritten } from "@/lib/security/connection-address";
import { clientNetwork } from "./client-network";

/** Every client whose address cannot be trusted shares this one bucket (so none can pick its own). */
export const UNKNOWN_CLIENT = "unknown";

/** Longer than any address with a port; a longer entry is not an address and is never parsed. */
const MAX_ENTRY_LENGTH = 64;

/**
 * An X-Forwarded-For entry as the client it stands for ("1.2.3.4:80" and "[::1]:80" lose their
 * port; an IPv6 address is its /64, an IPv4-mapped one its IPv4 address: ./client-network.ts), or null.
 */
function client(entry: string): string | null {
  const value = entry.trim();
  if (value.length > MAX_ENTRY_LENGTH) return null;
  const candidate = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(value)?.[1] ?? /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(value)?.[1] ?? value;
  return isIP(candidate) ? clientNetwork(candidate) : null;
}

/**
 * The number of trusted proxies. Required on a production server (lib/settings/problems.ts); in
 * development and tests, unset means none, so the header is never believed by default.
 */
function configuredHops(): number {
  return serverEnv.TRUSTED_PROXY_HOPS ?? 0;
}

/**
 * Who the client is, as something no client can choose:
 * - `trustedHops` ≥ 1: the client's address as the proxies we trust saw it. Each of the
 *   `trustedHops` proxies in front of the app appends the address it received the request from,
 *   so the entry `trustedHops` from the right was written by our outermost proxy; everything left
 *   of it came from the client and may be forged.
 * - 0 (no proxy): the address of the connection, which lib/security/connection-address.ts writes
 *   over whatever X-Forwarded-For the client sent, before Next sees the request. Believed only
 *   when that hook runs in this process; without it the header is the client's own words.
 * A missing, too-short or malformed header (or a server without the hook) means the request did
 * not come as configured: such clients share UNKNOWN_CLIENT rather than getting an address they
 * could choose. An IPv6 client is its /64 (./client-network.ts).
 */
export function clientAddress(requestHeaders: Pick<Headers, "get">, trustedHops: number = configuredHops(), connectionWritten: boolean = connectionAddressWritten()): string {
  if (!Number.isInteger(trustedHops) || trustedHops < 0) return UNKNOWN_CLIENT;
  const entries = requestHeaders.get("x-forwarded-for")?.split(",") ?? [];
  // The hook writes exactly one entry: anything else did not come from it.
  if (trustedHops === 0) return connectionWritten && entries.length === 1 ? (client(entries[0]!) ?? UNKNOWN_CLIENT) : UNKNOWN_CLIENT;
  if (entries.length < trustedHops) return UNKNOWN_CLIENT;
  return client(entries[entries.length - trustedHops] ?? "") ?? UNKNOWN_CLIENT;
}

/** A hash of the scope (form or feature) and the client: no address is kept in clear. */
export function clientKeyFor(scope: string, requestHeaders: Pick<Headers, "get">, trustedHops?: number, connectionWritten?: boolean): string {
  return createHash("sha256").update(`${scope}:${clientAddress(requestHeaders, trustedHops, connectionWritten)}`).digest("hex");
}

/** Who is submitting a form (server actions, which read the request's headers themselves), for the rate limit. */
export async function clientKey(form: string): Promise<string> {
  return clientKeyFor(form, await headers());
}
