// `npm run local`: the whole site from a fresh clone with no configuration.
// Installs dependencies when they are missing, builds, and serves on http://127.0.0.1:3000.
// PORT chooses the port; HOST the address it listens on (default 127.0.0.1: only this machine
// reaches it, since the embedded sample database and a rate limit shared by every visitor are for
// one person trying the site; HOST=0.0.0.0 opens it to the network).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { isIP } from "node:net";

const port = process.env.PORT ?? "3000";
const host = process.env.HOST ?? "127.0.0.1";

if (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535) {
  console.error(`PORT must be a port number from 1 to 65535, e.g. 3000; it is '${port}'.`);
  process.exit(1);
}
if (!isIP(host) && host !== "localhost") {
  console.error(`HOST must be an IP address to listen on, e.g. 127.0.0.1 (this machine only) or 0.0.0.0 (every interface); it is '${host}'.`);
  process.exit(1);
}

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
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  ...(supabase || process.env.DATA_BACKEND ? {} : { DATA_BACKEND: "embedded" }),
  // No proxy in front: X-Forwarded-For is whatever a client sent, so it is ignored (README,
  // "Client addresses behind proxies"). A production server must say how many proxies it has.
  TRUSTED_PROXY_HOPS: process.env.TRUSTED_PROXY_HOPS ?? "0",
};

run("npm", ["run", "build"], env);
const shownHost = host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
console.log(`\nLA Wildfire Relief is running at http://${shownHost}:${port}\n`);
// `next start` ignores HOSTNAME: the address is given with -H, or it listens on every interface.
run("npx", ["next", "start", "-H", host, "-p", port], env);
