// @vitest-environment node
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { LOCK_STALE_MS } from "@/lib/data/embedded/lock";

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

  it("works while the site runs on the embedded database: done through the site, at once, never by a second writer", async () => {
    const siteDir = mkdtempSync(path.join(tmpdir(), "reviewer-cli-site-"));
    const env = { DATA_BACKEND: "embedded", PGLITE_DATA_DIR: siteDir };
    // The running site, as `npm run local` runs it: it holds the folder.
    const site: ChildProcess = spawn(process.execPath, ["--import", "tsx", "--conditions", "react-server", "tests/support/site-holding-db.ts"], {
      env: { ...process.env, ...env },
      stdio: ["pipe", "pipe", "inherit"],
    });
    try {
      const said = await new Promise<string>((resolve) => {
        let output = "";
        site.stdout!.on("data", (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes("\n")) resolve(output.trim());
        });
        site.once("exit", () => resolve(output.trim()));
      });
      expect(said).toBe("open");

      // How long the command takes to start and stop at all (a usage error opens nothing)…
      const bare = Date.now();
      expect(cli(["no-such-command"], "", env).code).toBe(2);
      const startup = Date.now() - bare;
      const started = Date.now();
      const added = cli(["add", "--email", "cy@example.org", "--name", "Cy Tran", "--role", "admin"], "a very long password\n", env);
      expect(added).toMatchObject({ code: 0, out: expect.stringContaining("Added cy@example.org (admin).") });
      expect(added.err).toContain("Another process (the running site) holds the embedded database");
      // …so this one did not wait for the lock: before, it waited LOCK_STALE_MS and more, then refused.
      expect(Date.now() - started - startup).toBeLessThan(LOCK_STALE_MS);
      expect(cli(["list"], "", env).out).toBe("cy@example.org\tCy Tran\tadmin\n");
      expect(cli(["disable", "--email", "cy@example.org"], "", env).code).toBe(0);
    } finally {
      // Stop the site: it closes the database and frees the folder.
      site.stdin!.end();
      await new Promise((resolve) => (site.exitCode !== null ? resolve(null) : site.once("exit", resolve)));
    }
    // What was done through the site is in its database, read now by the command on its own.
    const direct = cli(["list"], "", env);
    expect(direct.out).toBe("cy@example.org\tCy Tran\tadmin\tdisabled\n");
    expect(direct.err).not.toContain("Another process");
    rmSync(siteDir, { recursive: true, force: true });
  });
});
