// `npm run local`: the whole site from a fresh clone with no configuration.
// Installs dependencies when they are missing, builds, and serves on http://localhost:3000.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const port = process.env.PORT ?? "3000";

function run(command, args, env) {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync("node_modules/.bin/next")) run("npm", ["ci", "--no-audit", "--no-fund"], process.env);

// The embedded database with sample data: a production server uses it only when told to
// (lib/data/config.ts). Not when Supabase is configured, here or in the .env files next reads.
const { loadEnvConfig } = (await import("@next/env")).default;
loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
const supabase = ["SUPABASE_URL", "SUPABASE_ANON_KEY", "SUPABASE_SERVICE_ROLE_KEY"].some((name) => process.env[name]);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...(supabase || process.env.DATA_BACKEND ? {} : { DATA_BACKEND: "embedded" }) };

run("npm", ["run", "build"], env);
console.log(`\nLA Wildfire Relief is running at http://localhost:${port}\n`);
run("npx", ["next", "start", "-p", port], env);
