// `npm run local`: the whole site from a fresh clone with no configuration.
// Installs dependencies when they are missing, builds, and serves on http://localhost:3000.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const port = process.env.PORT ?? "3000";

function run(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync("node_modules/.bin/next")) run("npm", ["ci", "--no-audit", "--no-fund"]);
run("npm", ["run", "build"]);
console.log(`\nLA Wildfire Relief is running at http://localhost:${port}\n`);
run("npx", ["next", "start", "-p", port]);
