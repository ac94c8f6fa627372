// @vitest-environment node
import { describe, expect, it } from "vitest";
import { DataConfigError, DEFAULT_PGLITE_DIR, dataEnv, resolveDataConfig, type DataEnv } from "@/lib/settings/data-backend";

const SUPABASE: DataEnv = {
  SUPABASE_URL: "https://abcdefghijklmnop.supabase.co",
  SUPABASE_ANON_KEY: "anon-key-0123456789abcdef",
  SUPABASE_SERVICE_ROLE_KEY: "service-key-0123456789abcdef",
};

const production = { production: true };
const development = { production: false };

/** The message, checked to be one line that names what to set. */
function problem(env: DataEnv, mode = production): string {
  try {
    resolveDataConfig(env, mode);
  } catch (error) {
    expect(error).toBeInstanceOf(DataConfigError);
    const message = (error as Error).message;
    expect(message).not.toContain("\n");
    return message;
  }
  throw new Error("expected a configuration error");
}

describe("resolveDataConfig", () => {
  it("uses Supabase when all three variables are set, in any mode", () => {
    for (const mode of [production, development]) {
      expect(resolveDataConfig(SUPABASE, mode)).toEqual({
        backend: "supabase",
        supabase: { url: SUPABASE.SUPABASE_URL, anonKey: SUPABASE.SUPABASE_ANON_KEY, serviceRoleKey: SUPABASE.SUPABASE_SERVICE_ROLE_KEY },
      });
    }
  });

  it("refuses to start a production server with no database configured, naming the variables", () => {
    const message = problem({});
    for (const name of ["SUPABASE_URL", "SUPABASE_ANON_KEY", "SUPABASE_SERVICE_ROLE_KEY", "DATA_BACKEND=embedded"]) expect(message).toContain(name);
    // Blank values are "not set".
    expect(problem({ SUPABASE_URL: " ", SUPABASE_ANON_KEY: "" })).toBe(message);
  });

  it("serves the embedded database in production only when DATA_BACKEND=embedded says so", () => {
    expect(resolveDataConfig({ DATA_BACKEND: "embedded" }, production)).toEqual({ backend: "embedded", dir: DEFAULT_PGLITE_DIR });
    expect(resolveDataConfig({ DATA_BACKEND: "embedded", PGLITE_DATA_DIR: "/srv/data" }, production)).toEqual({ backend: "embedded", dir: "/srv/data" });
    // Explicit wins over a Supabase configuration left in the environment.
    expect(resolveDataConfig({ ...SUPABASE, DATA_BACKEND: "embedded" }, production).backend).toBe("embedded");
  });

  it("uses the embedded database by default for local runs and tests", () => {
    expect(resolveDataConfig({}, development)).toEqual({ backend: "embedded", dir: DEFAULT_PGLITE_DIR });
  });

  it("refuses Supabase without the service-role key, in every mode, naming what is missing", () => {
    for (const mode of [production, development]) {
      const message = problem({ ...SUPABASE, SUPABASE_SERVICE_ROLE_KEY: undefined }, mode);
      expect(message).toMatch(/missing: SUPABASE_SERVICE_ROLE_KEY\.$/);
      expect(message).toContain("forms");
    }
    expect(problem({ SUPABASE_URL: SUPABASE.SUPABASE_URL }, development)).toMatch(/missing: SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY\.$/);
    expect(problem({ DATA_BACKEND: "supabase" }, development)).toMatch(/missing: SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY\.$/);
  });

  it("refuses the old NEXT_PUBLIC_ names instead of quietly ignoring them", () => {
    expect(problem({ NEXT_PUBLIC_SUPABASE_URL: SUPABASE.SUPABASE_URL, NEXT_PUBLIC_SUPABASE_ANON_KEY: "x".repeat(30) })).toMatch(
      /rename them SUPABASE_URL and SUPABASE_ANON_KEY/,
    );
  });

  it("refuses malformed values with the variable's name", () => {
    expect(problem({ DATA_BACKEND: "sqlite" })).toMatch(/DATA_BACKEND must be "supabase" or "embedded"/);
    expect(problem({ ...SUPABASE, SUPABASE_URL: "ftp://example.org" })).toMatch(/SUPABASE_URL must be an http\(s\) URL/);
    expect(problem({ ...SUPABASE, SUPABASE_ANON_KEY: "short" })).toMatch(/SUPABASE_ANON_KEY looks too short/);
  });
});

describe("dataEnv", () => {
  it("reads exactly the database variables, by name", () => {
    const env = dataEnv({ SUPABASE_URL: "https://x.supabase.co", DATA_BACKEND: "embedded", OTHER: "ignored", NODE_ENV: "test" });
    expect(env).toMatchObject({ SUPABASE_URL: "https://x.supabase.co", DATA_BACKEND: "embedded" });
    expect(env).not.toHaveProperty("OTHER");
  });
});
