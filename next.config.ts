import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // The end-to-end suite builds into its own folder (with a CMS stub configured) so it never
  // overwrites the zero-configuration build in .next.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // PGlite ships its own WASM and data files: load it from node_modules, never bundle it.
  serverExternalPackages: ["@electric-sql/pglite"],
  reactStrictMode: true,
};

export default nextConfig;
