// `npm run local`: the whole site from a fresh clone with no configuration.
// Installs dependencies when they are missing, builds, and serves on http://127.0.0.1:3000.
// PORT chooses the port; LISTEN_ADDRESS the address it listens on (default 127.0.0.1: only this machine
// reaches it, since the embedded sample database is for one person trying the site;
// LISTEN_ADDRESS=0.0.0.0 opens it to the network, each device counting as its own client).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { listenAddress } from "./local-address.mjs";

let address;
try {
  address = listenAddress();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const { host, port, url, loopback } = address;

function run(command, args, env) {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync("node_modules/.bin/next")) run("npm", ["ci", "--no-audit", "--no-fund"], process.env);

// The embedded database with sample data: a production server uses it only when told to
// (lib/settings/data-backend.ts). Not when Supabase is configured, here or in the .env files next reads.
const { loadEnvConfig } = (await import("@next/env")).default;
loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
const supabase = ["SUPABASE_URL", "SUPABASE_ANON_KEY", "SUPABASE_SERVICE_ROLE_KEY"].some((name) => process.env[name]);
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  ...(supabase || process.env.DATA_BACKEND ? {} : { DATA_BACKEND: "embedded" }),
  // No proxy in front: each client is the address of its connection, written over any
  // X-Forwarded-For it sent (README, "Client addresses behind proxies"). A production server must
  // say how many proxies it has.
  TRUSTED_PROXY_HOPS: process.env.TRUSTED_PROXY_HOPS ?? "0",
  // The site's public address (lib/site/origin.ts): every absolute link, the printable list's QR
  // code and alert mails lead here. On this machine only, its own loopback address; opened to the
  // network, the address people reach it at, which only the operator knows (below).
  ...(process.env.SITE_URL || !loopback ? {} : { SITE_URL: url }),
};
if (!env.SITE_URL) {
  console.error(
    `LISTEN_ADDRESS=${host} opens the site to the network: set SITE_URL to the https:// address people reach it at (e.g. SITE_URL=https://relief.example.org, through a proxy that gives it HTTPS). Its printable lists' QR codes and its alert mails lead there.`,
  );
  process.exit(1);
}

run("npm", ["run", "build"], env);
console.log(`\nLA Wildfire Relief is running at ${url}\n`);
if (!process.env.SMTP_URL && !process.env.VAPID_PUBLIC_KEY) {
  console.log("Area alerts are off (no channel set). To try them here with local stand-ins for the push service and SMTP: see docs/alerts.md, \"Trying it locally\".\n");
}
// `next start` ignores HOSTNAME: the address is given with -H, or it listens on every interface.
run("npx", ["next", "start", "-H", host, "-p", port], env);
