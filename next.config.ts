import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // The end-to-end suite builds into its own folder (with a CMS stub configured) so it never
  // overwrites the zero-configuration build in .next.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
