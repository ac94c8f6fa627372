import type { NextConfig } from "next";
import { PHASE_PRODUCTION_SERVER } from "next/constants";
import { LANGUAGE_ALTERNATION, LANGUAGE_SEGMENT } from "./lib/i18n/routing";
import { PUBLIC_PAGE_SLUGS } from "./lib/site/routes";
import { cspSourcesFor } from "./lib/security/csp-sources";
import { listenHost } from "./lib/settings/listen-address";
import { settingsAreValid } from "./lib/settings/problems";
import { readPublicEnv } from "./lib/settings/public-schema";
import { contentSecurityPolicy, resourceHeaders } from "./lib/security/headers";

const nextConfig: NextConfig = {
  // The end-to-end suite builds into its own folder (with a CMS stub configured) so it never
  // overwrites the zero-configuration build in .next.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  productionBrowserSourceMaps: process.env.SOURCE_MAPS === "1",
  poweredByHeader: false,
  // PGlite ships its own WASM and data files: load it from node_modules, never bundle it.
  serverExternalPackages: ["@electric-sql/pglite", "web-push", "nodemailer"],
  reactStrictMode: true,
  // How long a shared cache (a CDN) may keep serving a page past its revalidate time while it
  // fetches a fresh one: Cache-Control "s-maxage=<revalidate>, stale-while-revalidate=<the rest>".
  // A day: a stale page beats no page when the origin is overloaded (docs/caching.md).
  expireTime: 86_400,
  // Addresses that are no page get app/global-not-found.tsx: a server-rendered 404 document (the
  // root layout lives under app/[lang], so no app-wide not-found can compose it).
  // isrFlushToDisk false: Next's cache of pages and place reads stays in this process's memory,
  // never in <distDir>/cache, which every server started from the same build would share (the
  // e2e sites on different databases did). Shared across instances only via a cache handler
  // (docs/caching.md).
  experimental: { globalNotFound: true, isrFlushToDisk: false },
  // The stylesheet is NOT inlined (experimental.inlineCss): Next 16 then also copies it twice into
  // the page's RSC payload, tripling it (~100 KB of a 350 KB page), and Lighthouse measured the
  // separate, cacheable file as faster (smaller HTML, less parsing before the first paint).
  // English at its unprefixed address (/donate → app/[lang] with lang = en), once proxy.ts has let
  // the request through (it redirects every other language). Here, not as a rewrite in the proxy:
  // Next writes a proxy rewrite's 127.0.0.1 as "localhost", and when the server was started with
  // -H 127.0.0.1 it then takes the rewrite for another origin and proxies it over HTTP to itself
  // (vercel/next.js#94745): twice the work for every English page, 500s from reset connections
  // under load, and behind a TLS proxy (X-Forwarded-Proto: https) a 500 for every one.
  // Not: API routes, Next's files, files with an extension, and addresses already in a language.
  async rewrites() {
    return {
      beforeFiles: [
        { source: "/", destination: "/en" },
        { source: `/:path((?!api/|_next/|(?:${LANGUAGE_ALTERNATION})(?:/|$))[^.]+)`, destination: "/en/:path" },
      ],
    };
  },
  // Every response: the security headers, and the resource CSP. Pages get theirs from proxy.ts,
  // which replaces this one; the public pages at their language address skip the proxy (see its
  // matcher), so they get the public-page policy here (a later entry overrides an earlier one).
  async headers() {
    // Read here, not when this file loads: the start check (config() below) must see the public
    // settings first, to name a malformed one in its own words.
    const cspSources = cspSourcesFor(readPublicEnv());
    const headers = resourceHeaders(cspSources);
    const publicPage = [{ key: "Content-Security-Policy", value: contentSecurityPolicy(cspSources, "public-page") }];
    return [
      { source: "/:path*", headers: Object.entries(headers).map(([key, value]) => ({ key, value })) },
      // Every address the proxy skips as a language address (the same pattern as its matcher).
      { source: `/:lang(${LANGUAGE_SEGMENT})`, headers: publicPage },
      { source: `/:lang(${LANGUAGE_SEGMENT})/:page(${PUBLIC_PAGE_SLUGS.join("|")})`, headers: publicPage },
    ];
  },
};

/**
 * `next start` reads this file before it answers any request (it prints "Ready" first, and holds
 * the requests that arrive meanwhile): a server with a malformed or inconsistent setting stops here, one line per problem (lib/settings/problems.ts). The same check
 * runs again from instrumentation.ts (lib/site/server-start.ts) for servers that never read this file,
 * such as a standalone build's server.js, and for `next dev`.
 */
export default function config(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_SERVER && !settingsAreValid({ production: true, role: "server", listenHost: listenHost() }, "The server cannot start: ")) process.exit(1);
  return nextConfig;
}
