// Bundles the service worker (lib/offline/sw.ts, using Serwist) into public/sw.js. Run by
// `npm run build`, `npm run build:e2e` and `npm run local` before `next build`.
import { build } from "esbuild";

await build({
  entryPoints: ["lib/offline/sw.ts"],
  outfile: "public/sw.js",
  bundle: true,
  minify: true,
  format: "iife",
  target: "es2020",
  define: { "process.env.NODE_ENV": '"production"' },
  legalComments: "none",
  logLevel: "warning",
});
