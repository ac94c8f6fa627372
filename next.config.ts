import type { NextConfig } from "next";
import { cspSources } from "./lib/security/csp-sources";
import { contentSecurityPolicy, SECURITY_HEADERS } from "./lib/security/headers";

const nextConfig: NextConfig = {
  // The end-to-end suite builds into its own folder (with a CMS stub configured) so it never
  // overwrites the zero-configuration build in .next.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // PGlite ships its own WASM and data files: load it from node_modules, never bundle it.
  serverExternalPackages: ["@electric-sql/pglite"],
  reactStrictMode: true,
  experimental: {
    // The stylesheet (~7 KB gzip) goes inside the HTML: on a slow connection the page paints
    // without waiting for a second round trip.
    inlineCss: true,
  },
  // Every response: the security headers, and a CSP without a nonce (pages get theirs from proxy.ts).
  async headers() {
    const headers = { ...SECURITY_HEADERS, "Content-Security-Policy": contentSecurityPolicy(cspSources) };
    return [{ source: "/:path*", headers: Object.entries(headers).map(([key, value]) => ({ key, value })) }];
  },
};

export default nextConfig;
