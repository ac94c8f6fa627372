import "server-only";
import { serverEnv } from "@/lib/env/server";

/** `next dev` with no SITE_URL: the address it listens on by default (or at PORT). */
const DEVELOPMENT_PORT = 3000;

/**
 * The site's public origin, "https://relief.example.org" (no trailing slash): SITE_URL, read and
 * checked when the server starts (lib/settings/problems.ts: required on a production server, and
 * https unless the server itself is only on loopback). Every absolute address the site hands out
 * is built on it — canonical and hreflang links, the printable list's link and QR code, the links
 * in alert mails and notifications, the address a webhook's signature covers — and never on a
 * request's Host or X-Forwarded-Host, which whoever sends the request chooses.
 *
 * Only a development or test process (`next dev`, Vitest) may run without it: then
 * http://localhost:<PORT or 3000>. A production process without it (which the start check stops)
 * throws rather than guess.
 */
export function siteOrigin(): string {
  if (serverEnv.SITE_URL) return serverEnv.SITE_URL;
  if (process.env.NODE_ENV === "production") throw new Error("SITE_URL is not set: a production server must be given the site's public address.");
  return `http://localhost:${process.env.PORT || DEVELOPMENT_PORT}`;
}
