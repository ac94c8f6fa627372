import type { z } from "zod";
import { dataEnv, DataConfigError, resolveDataConfig } from "./data-backend";
import { publicSchema, PUBLIC_VARIABLES } from "./public-schema";
import { isLoopbackHost } from "./listen-address";
import { retiredSettingProblems } from "./retired";
import { SECRET_VARIABLES, serverSchema, SERVER_VARIABLES } from "./server-schema";

/**
 * Every setting checked at once, before a server (lib/site/server-start.ts) or a command
 * (scripts/import.ts, scripts/reviewer.ts) does anything: one plain line per problem, naming the
 * variable, what it must be and what it is, e.g.
 * "TRUSTED_PROXY_HOPS must be a whole number of proxies from 0 to 10, e.g. 1; it is 'abc'."
 * A secret's value is never printed.
 */

type Env = Record<string, string | undefined>;

/** Longer values are cut in the message: a line is for reading. */
const SHOWN_CHARACTERS = 60;

function shown(name: string, value: string | undefined): string {
  if (value === undefined || value.trim() === "") return "";
  if (SECRET_VARIABLES.has(name)) return `; it has ${value.length} ${value.length === 1 ? "character" : "characters"}`;
  const text = value.length > SHOWN_CHARACTERS ? `${value.slice(0, SHOWN_CHARACTERS)}…` : value;
  return `; it is '${text}'`;
}

function lines(issues: readonly z.core.$ZodIssue[], env: Env): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const issue of issues) {
    const name = String(issue.path[0] ?? "");
    // One line per variable: the first problem zod found with it.
    if (seen.has(name)) continue;
    seen.add(name);
    out.push(`${name} ${issue.message}${shown(name, env[name])}.`);
  }
  return out;
}

export type SettingsCheck = {
  /** A production server (NODE_ENV=production): some settings that have a default elsewhere must be explicit. */
  production: boolean;
  /** A server answers visitors; a command (import, reviewer) does not need its proxy setting. */
  role: "server" | "command";
  /** Where a server listens (./listen-address.ts); undefined: every interface. */
  listenHost?: string;
};

/**
 * A production server's public address: set, and https — a QR code on paper, a link in an alert
 * mail, a webhook's signature are built on it and must reach the site from anywhere. A loopback
 * address (http://127.0.0.1:3000) only on a server that itself listens on loopback, for trying the
 * site on this machine as `npm run local` does: on a server others reach, such links lead nowhere.
 */
function siteUrlProblems(env: Env, listenHost: string | undefined): string[] {
  const example = "e.g. SITE_URL=https://relief.example.org";
  const parsed = serverSchema.shape.SITE_URL.safeParse(env.SITE_URL);
  if (!parsed.success) return []; // Malformed: the schema's line says so.
  const value = parsed.data;
  if (value === undefined) {
    return [`SITE_URL must be set on a production server: the site's public https:// address, ${example}. Every absolute link is built on it (the printable list's QR code, alert mails, canonical links), never on the address a request names.`];
  }
  const url = new URL(value);
  if (isLoopbackHost(url.hostname)) {
    if (isLoopbackHost(listenHost)) return [];
    return [
      `SITE_URL must be the site's public https:// address, ${example}; it is '${value}', which only this machine reaches, while the server listens on ${listenHost ?? "every interface"}. A loopback address is for a server that listens on loopback only (npm run local, next start -H 127.0.0.1).`,
    ];
  }
  if (url.protocol !== "https:") return [`SITE_URL must be an https:// address on a production server, ${example}; it is '${value}'.`];
  return [];
}

/** The problems with these settings, one sentence each; empty when the process may start. */
export function settingsProblems(env: Env, { production, role, listenHost }: SettingsCheck): string[] {
  const problems: string[] = retiredSettingProblems(env);
  try {
    resolveDataConfig(dataEnv(env), { production });
  } catch (error) {
    if (!(error instanceof DataConfigError)) throw error;
    problems.push(error.message);
  }
  const pick = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, env[name]]));
  const publicResult = publicSchema.safeParse(pick(PUBLIC_VARIABLES));
  if (!publicResult.success) problems.push(...lines(publicResult.error.issues, env));
  const serverResult = serverSchema.safeParse(pick(SERVER_VARIABLES));
  if (!serverResult.success) problems.push(...lines(serverResult.error.issues, env));

  // Which X-Forwarded-For entry is the client's depends on the proxies in front, which only the
  // operator knows: a guessed default either lets every client pick its own rate-limit bucket
  // (too high) or puts every visitor in one (too low). `npm run local` sets 0.
  const hops = env.TRUSTED_PROXY_HOPS;
  if (production && role === "server" && (hops === undefined || hops.trim() === "")) {
    problems.push(
      "TRUSTED_PROXY_HOPS must be set on a production server: the number of proxies in front of the site that append to X-Forwarded-For (1 for one load balancer or a platform such as Vercel, 0 when clients connect to the server directly).",
    );
  }
  if (production && role === "server") problems.push(...siteUrlProblems(env, listenHost));
  return problems;
}

/** Checks this process's settings and prints each problem on its own line after `prefix`; true when there are none. */
export function settingsAreValid(check: SettingsCheck, prefix: string): boolean {
  const problems = settingsProblems(process.env, check);
  for (const problem of problems) console.error(`${prefix}${problem}`);
  return problems.length === 0;
}
