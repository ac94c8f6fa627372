// `npm run build:e2e`: the build the end-to-end suite serves, with the CMS stub's address compiled
// in (NEXT_PUBLIC_* values are inlined at build time). Honours E2E_PORT_OFFSET and E2E_DIST_DIR
// like e2e/support/ports.ts, so a second run on the same machine gets its own build.
import { spawnSync } from "node:child_process";

const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  NEXT_DIST_DIR: process.env.E2E_DIST_DIR ?? ".next-e2e",
  NEXT_PUBLIC_CMS_URL: `http://127.0.0.1:${4010 + offset}`,
};
const sw = spawnSync("node", ["scripts/build-sw.mjs"], { stdio: "inherit", env });
if (sw.status !== 0) process.exit(sw.status ?? 1);
const result = spawnSync("npx", ["next", "build"], { stdio: "inherit", env });
process.exit(result.status ?? 1);
