import { z } from "zod";

/**
 * Which database the server uses, decided once from the environment. Kept free of Next.js and
 * "server-only" so the startup check (instrumentation.ts) and the tests can run it as it is.
 *
 * - Supabase: SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY, all three. Server
 *   only: the browser never talks to Supabase (place data comes with the page, translations
 *   through /api/translate), so one build can be pointed at any project when it starts.
 * - Embedded (PGlite in one folder, seeded with sample data): for local runs and tests. A
 *   production server (NODE_ENV=production) uses it only when DATA_BACKEND=embedded says so:
 *   otherwise several instances would each open their own database and lose submissions.
 */

export type SupabaseSettings = { url: string; anonKey: string; serviceRoleKey: string };
export type DataConfig = { backend: "supabase"; supabase: SupabaseSettings } | { backend: "embedded"; dir: string };

/** A configuration the server must not start with; the message is one line naming the variables. */
export class DataConfigError extends Error {}

const SUPABASE_VARS = ["SUPABASE_URL", "SUPABASE_ANON_KEY", "SUPABASE_SERVICE_ROLE_KEY"] as const;
/** Names earlier releases read: refused, never documented (./retired.ts has the other retired settings). */
export const RETIRED_DATA_VARIABLES = ["NEXT_PUBLIC_SUPABASE_URL", "NEXT_PUBLIC_SUPABASE_ANON_KEY"] as const;
export const DEFAULT_PGLITE_DIR = ".data/pglite";

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const key = z.string().min(20, "looks too short for a Supabase key");

const schema = z.object({
  DATA_BACKEND: optional(z.enum(["supabase", "embedded"], { error: 'must be "supabase" or "embedded"' })),
  SUPABASE_URL: optional(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" })),
  SUPABASE_ANON_KEY: optional(key),
  SUPABASE_SERVICE_ROLE_KEY: optional(key),
  PGLITE_DATA_DIR: optional(z.string()),
  // Earlier releases read these; they are refused so a deployment does not silently fall back.
  NEXT_PUBLIC_SUPABASE_URL: optional(z.string()),
  NEXT_PUBLIC_SUPABASE_ANON_KEY: optional(z.string()),
});

export type DataEnv = Partial<Record<keyof z.infer<typeof schema>, string | undefined>>;

/** The data backend for these variables, or a DataConfigError saying what to set. */
export function resolveDataConfig(env: DataEnv, { production }: { production: boolean }): DataConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ");
    throw new DataConfigError(`Invalid database settings: ${problems}.`);
  }
  const vars = parsed.data;
  if (vars.NEXT_PUBLIC_SUPABASE_URL || vars.NEXT_PUBLIC_SUPABASE_ANON_KEY) {
    throw new DataConfigError(
      "NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_ANON_KEY are no longer read (the browser never talks to Supabase): rename them SUPABASE_URL and SUPABASE_ANON_KEY.",
    );
  }
  if (vars.DATA_BACKEND === "embedded") return { backend: "embedded", dir: vars.PGLITE_DATA_DIR ?? DEFAULT_PGLITE_DIR };

  const someSupabase = SUPABASE_VARS.some((name) => vars[name]);
  if (vars.DATA_BACKEND === "supabase" || someSupabase) {
    const missing = SUPABASE_VARS.filter((name) => !vars[name]);
    if (missing.length > 0) {
      throw new DataConfigError(
        `Supabase needs SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY (forms, moderation, rate limits and the translation cache write with the service-role key); missing: ${missing.join(", ")}.`,
      );
    }
    return { backend: "supabase", supabase: { url: vars.SUPABASE_URL!, anonKey: vars.SUPABASE_ANON_KEY!, serviceRoleKey: vars.SUPABASE_SERVICE_ROLE_KEY! } };
  }
  if (production) {
    throw new DataConfigError(
      "No database configured: set SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY, or DATA_BACKEND=embedded to serve the embedded sample database (one server process only).",
    );
  }
  return { backend: "embedded", dir: vars.PGLITE_DATA_DIR ?? DEFAULT_PGLITE_DIR };
}

/** The variables resolveDataConfig reads, taken from process.env by name at run time (never inlined at build). */
export function dataEnv(source: Record<string, string | undefined> = process.env): DataEnv {
  return Object.fromEntries(Object.keys(schema.shape).map((name) => [name, source[name]]));
}

let resolved: DataConfig | undefined;

/** This process's data backend (resolved once; a bad configuration throws every time, never half-starts). */
export function dataConfig(): DataConfig {
  resolved ??= resolveDataConfig(dataEnv(), { production: process.env.NODE_ENV === "production" });
  return resolved;
}
