import "server-only";
import { headers } from "next/headers";
import { publicEnv } from "@/lib/env/public";

/**
 * The live site's origin, for addresses that leave the page (a QR code, a text message):
 * NEXT_PUBLIC_SITE_URL, which a deployment sets; without it (a local or zero-configuration
 * server) the address this request came to.
 */
export async function siteOrigin(): Promise<string> {
  if (publicEnv.NEXT_PUBLIC_SITE_URL) return publicEnv.NEXT_PUBLIC_SITE_URL;
  const asked = await headers();
  const host = asked.get("x-forwarded-host") ?? asked.get("host") ?? "localhost";
  const proto = asked.get("x-forwarded-proto")?.split(",")[0]?.trim() ?? "http";
  return `${proto}://${host}`;
}
