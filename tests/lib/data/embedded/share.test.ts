// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { borrowDatabase, lendDatabase, socketDir, socketPath } from "@/lib/data/embedded/share";
import type { MigratableDb } from "@/lib/data/migrate";

/**
 * The holder of the embedded database lends it to commands over a Unix socket in its folder.
 * Here the "database" records what it was asked and answers like PGlite would (dates, big
 * integers, bytes, errors with a SQLSTATE), so the protocol is tested on its own.
 */
let dir: string;
let stop: (() => Promise<void>) | null = null;
const asked: { sql: string; params?: unknown[] }[] = [];

const fake: MigratableDb = {
  async query<T>(sql: string, params?: unknown[]) {
    asked.push({ sql, params });
    if (sql === "fail") throw Object.assign(new Error('duplicate key value violates unique constraint "reviewers_email_key"'), { code: "23505", constraint: "reviewers_email_key" });
    return [{ at: new Date("2026-11-26T10:00:00.000Z"), big: 2n ** 60n, bytes: new Uint8Array([1, 2, 3]), params: params ?? null }] as T[];
  },
  async exec(sql: string) {
    asked.push({ sql });
  },
};

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "pglite-share-"));
  asked.length = 0;
});
afterEach(async () => {
  await stop?.();
  stop = null;
  rmSync(dir, { recursive: true, force: true });
});

describe("lending the embedded database to commands run beside the site", () => {
  it("answers a borrower's statements with the holder's database, values and errors as they were", async () => {
    stop = await lendDatabase(dir, fake);
    expect(stop).not.toBeNull();
    const borrowed = (await borrowDatabase(dir))!;
    const [row] = await borrowed.query<{ at: Date; big: bigint; bytes: Uint8Array; params: unknown }>("select $1", ["a@example.org", 3, null]);
    expect(row).toEqual({ at: new Date("2026-11-26T10:00:00.000Z"), big: 2n ** 60n, bytes: new Uint8Array([1, 2, 3]), params: ["a@example.org", 3, null] });
    expect(row!.at).toBeInstanceOf(Date);
    // The stores tell errors apart by their SQLSTATE (lib/data/sql/client.ts sqlState).
    await expect(borrowed.query("fail")).rejects.toMatchObject({ code: "23505", constraint: "reviewers_email_key", message: expect.stringContaining("duplicate key") });
    await borrowed.exec("create table t (id int)");
    // Several at once, each answered to its own question.
    const many = await Promise.all([1, 2, 3].map((n) => borrowed.query<{ params: unknown[] }>(`select ${n}`, [n])));
    expect(many.map(([r]) => r!.params)).toEqual([[1], [2], [3]]);
    expect(asked.map((a) => a.sql)).toEqual(["select $1", "fail", "create table t (id int)", "select 1", "select 2", "select 3"]);
    await borrowed.close();
  });

  it("lets only its own user in: the socket is in a directory of mode 0700", async () => {
    stop = await lendDatabase(dir, fake);
    expect(statSync(socketDir(dir)).mode & 0o777).toBe(0o700);
    expect(statSync(socketPath(dir)).isSocket()).toBe(true);
  });

  it("has no lender once the holder stops: borrowing answers null, and a borrower is told", async () => {
    expect(await borrowDatabase(dir)).toBeNull();
    stop = await lendDatabase(dir, fake);
    const borrowed = (await borrowDatabase(dir))!;
    await stop!();
    stop = null;
    await borrowed.ended;
    await expect(borrowed.query("select 1")).rejects.toThrow("stopped");
    expect(await borrowDatabase(dir)).toBeNull();
  });

  it("replaces a socket file left by a holder that died, and drops a connection that sends garbage without stopping", async () => {
    mkdirSync(socketDir(dir), { recursive: true });
    writeFileSync(socketPath(dir), "");
    stop = await lendDatabase(dir, fake);
    const rogue = net.connect(socketPath(dir));
    await new Promise((resolve) => rogue.once("connect", resolve));
    rogue.write(Buffer.from([0, 0, 0, 3, 0xff, 0xff, 0xff]));
    await new Promise((resolve) => rogue.once("close", resolve));
    const borrowed = (await borrowDatabase(dir))!;
    expect(await borrowed.query("select 1")).toHaveLength(1);
    await borrowed.close();
  });
});
