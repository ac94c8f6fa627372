import "server-only";
import { createHash } from "node:crypto";
import { isIP } from "node:net";
import { headers } from "next/headers";
import { serverEnv } from "@/lib/env/server";

/** Every client whose address cannot be trusted shares this one bucket (so none can pick its own). */
export const UNKNOWN_CLIENT = "unknown";

/** Longer than any address with a port; a longer entry is not an address and is never parsed. */
const MAX_ENTRY_LENGTH = 64;

/** An X-Forwarded-For entry as a plain IP address ("1.2.3.4:80" and "[::1]:80" lose their port), or null. */
function address(entry: string): string | null {
  const value = entry.trim();
  if (value.length > MAX_ENTRY_LENGTH) return null;
  const candidate = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(value)?.[1] ?? /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(value)?.[1] ?? value;
  return isIP(candidate) ? candidate.toLowerCase() : null;
}

/**
 * The number of trusted proxies. Required on a production server (lib/settings/problems.ts); in
 * development and tests, unset means none, so the header is never believed by default.
 */
function configuredHops(): number {
  return serverEnv.TRUSTED_PROXY_HOPS ?? 0;
}

/**
 * The client's address as the proxies we trust saw it. Each of the `trustedHops` proxies in front
 * of the app appends the address it received the request from, so the entry `trustedHops` from
 * the right was written by our outermost proxy; everything left of it came from the client and
 * may be forged. 0 hops: no proxy, the header is entirely the client's, so it is ignored (route
 * handlers never see the socket address). A missing, too-short or malformed header means the
 * request did not come through our proxies as configured: such clients share UNKNOWN_CLIENT
 * rather than getting an address they could choose.
 */
export function clientAddress(requestHeaders: Pick<Headers, "get">, trustedHops: number = configuredHops()): string {
  if (!Number.isInteger(trustedHops) || trustedHops < 1) return UNKNOWN_CLIENT;
  const entries = requestHeaders.get("x-forwarded-for")?.split(",") ?? [];
  if (entries.length < trustedHops) return UNKNOWN_CLIENT;
  return address(entries[entries.length - trustedHops] ?? "") ?? UNKNOWN_CLIENT;
}

/** A hash of the scope (form or feature) and the client address: no address is kept in clear. */
export function clientKeyFor(scope: string, requestHeaders: Pick<Headers, "get">, trustedHops?: number): string {
  return createHash("sha256").update(`${scope}:${clientAddress(requestHeaders, trustedHops)}`).digest("hex");
}

/** Who is submitting a form (server actions, which read the request's headers themselves), for the rate limit. */
export async function clientKey(form: string): Promise<string> {
  return clientKeyFor(form, await headers());
}
