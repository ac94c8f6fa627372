// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/** The CLI as an operator runs it, on its own embedded database. */
const dataDir = mkdtempSync(path.join(tmpdir(), "reviewer-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function cli(args: string[], input = "", env: Record<string, string> = {}) {
  const result = spawnSync("npx", ["tsx", "--conditions", "react-server", "scripts/reviewer.ts", ...args], {
    input,
    encoding: "utf8",
    env: { ...process.env, DATA_BACKEND: "embedded", PGLITE_DATA_DIR: dataDir, NEXT_PUBLIC_SUPABASE_URL: "", NEXT_PUBLIC_SUPABASE_ANON_KEY: "", REVIEWER_PASSWORD: "", ...env },
    timeout: 60_000,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe("npm run reviewer", { timeout: 120_000 }, () => {
  it("adds the first admin with the password from standard input, lists, disables and enables", () => {
    expect(cli(["add", "--email", "Ana@Example.org", "--name", "Ana Ruiz", "--role", "admin"], "a very long password\n")).toMatchObject({ code: 0, out: expect.stringContaining("Added ana@example.org (admin).") });
    expect(cli(["add", "--email", "ana@example.org", "--name", "Twin"], "", { REVIEWER_PASSWORD: "another long password" })).toMatchObject({
      code: 1,
      err: expect.stringContaining("There is already a reviewer with this email address."),
    });
    expect(cli(["disable", "--email", "ANA@example.org"])).toMatchObject({ code: 0, out: expect.stringContaining("every session of it has ended") });
    expect(cli(["list"]).out).toBe("ana@example.org\tAna Ruiz\tadmin\tdisabled\n");
    expect(cli(["enable", "--email", "ana@example.org"]).code).toBe(0);
    expect(cli(["list"]).out).toBe("ana@example.org\tAna Ruiz\tadmin\n");
  });

  it("refuses a short password, an unknown account and a wrong command, saying why", () => {
    expect(cli(["add", "--email", "b@example.org", "--name", "B"], "short\n")).toMatchObject({ code: 1, err: expect.stringContaining("at least 12 characters") });
    expect(cli(["add", "--email", "not-an-email", "--name", "B"], "a very long password\n")).toMatchObject({ code: 1, err: expect.stringContaining("valid email address") });
    expect(cli(["disable", "--email", "nobody@example.org"])).toMatchObject({ code: 1, err: expect.stringContaining("No reviewer with the email address") });
    expect(cli(["delete-everything"])).toMatchObject({ code: 2, err: expect.stringContaining("Usage:") });
    expect(cli(["add", "--name", "No email"]).code).toBe(2);
  });

  it("stops before opening anything on a malformed setting, one line per problem", () => {
    const result = cli(["list"], "", { LIBRETRANSLATE_URL: "not-a-url", REVIEW_URGENT_DAYS: "soon" });
    expect(result.code).toBe(1);
    expect(result.out).toBe("");
    expect(result.err.trim().split("\n")).toEqual([
      "Nothing was done: REVIEW_URGENT_DAYS must be a whole number of days from 1 to 365, e.g. 3; it is 'soon'.",
      "Nothing was done: LIBRETRANSLATE_URL must be an http(s) URL, e.g. https://example.org; it is 'not-a-url'.",
    ]);
  });
});
