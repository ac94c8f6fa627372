// @vitest-environment node
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, lockPath } from "@/lib/data/embedded/lock";

/**
 * The embedded database's folder belongs to one process. These run real processes on one folder,
 * as two containers sharing a volume would (where process ids mean nothing to each other).
 */
const STALE_MS = 2000;

let dir: string;
const children: ChildProcess[] = [];

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "pglite-lock-"));
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

/** Starts a process that takes the lock; resolves with it once it says so. */
function holder(): Promise<{ child: ChildProcess; output: string }> {
  // node itself (tsx as a loader, not its wrapper process), so a kill reaches the lock's holder.
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/lock-holder.ts", dir, String(STALE_MS)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("\n")) resolve({ child, output: output.trim() });
    });
    child.once("exit", (code) => reject(new Error(`lock holder exited with ${code}: ${output}`)));
  });
}

const exited = (child: ChildProcess) => new Promise((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once("exit", resolve)));

describe("the embedded database's folder lock", () => {
  it("refuses a second process with a clear error while the first runs", async () => {
    const first = await holder();
    expect(first.output).toBe("locked");
    const started = Date.now();
    await expect(acquireDataDirLock(dir, { staleMs: STALE_MS })).rejects.toThrow(/is in use by another process \(is the site running\?\)/);
    // It waited out the stale period first (the holder kept its lock fresh meanwhile).
    expect(Date.now() - started).toBeGreaterThanOrEqual(STALE_MS);
  }, 20_000);

  it("is released at once when its holder stops normally", async () => {
    const first = await holder();
    first.child.kill("SIGTERM");
    await exited(first.child);
    const started = Date.now();
    const release = await acquireDataDirLock(dir, { staleMs: STALE_MS });
    expect(Date.now() - started).toBeLessThan(STALE_MS);
    await release();
  }, 20_000);

  it("is taken over once a killed holder's heartbeat has stopped for the stale period", async () => {
    const first = await holder();
    first.child.kill("SIGKILL");
    await exited(first.child);
    const release = await acquireDataDirLock(dir, { staleMs: STALE_MS });
    await release();
  }, 20_000);

  it("does not rely on process ids: a fresh lock from a process this one cannot see is respected", async () => {
    // What another container's live process leaves on a shared volume: a lock this process cannot
    // check by pid, kept fresh by its heartbeat.
    mkdirSync(lockPath(dir));
    const heartbeat = setInterval(() => utimesSync(lockPath(dir), new Date(), new Date()), 200);
    try {
      await expect(acquireDataDirLock(dir, { staleMs: STALE_MS })).rejects.toThrow(/in use by another process/);
    } finally {
      clearInterval(heartbeat);
    }
  }, 20_000);

  it("lets only one of two processes starting at once have it", async () => {
    const results = await Promise.allSettled([holder(), holder()]);
    const outputs = results.map((r) => (r.status === "fulfilled" ? r.value.output : String(r.reason)));
    expect(outputs.filter((o) => o === "locked")).toHaveLength(1);
    // The other keeps waiting while the first holds it, then gives up with the clear error.
    expect(outputs.find((o) => o !== "locked")).toMatch(/in use by another process/);
  }, 20_000);
});
