// @vitest-environment node
import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import type { MigratableDb } from "@/lib/data/migrate";
import type { LimitStore } from "@/lib/data/stores";
import { describeEachBackend, type TestBackend } from "@/tests/support/backends";

/** Waits out the last seconds of a fixed window, so a test's calls all fall in one. */
async function awayFromWindowEdge(db: MigratableDb, windowSeconds: number, marginSeconds = 5) {
  const [row] = await db.query<{ t: number }>("select extract(epoch from now())::float8 as t");
  const left = windowSeconds - ((row?.t ?? 0) % windowSeconds);
  if (left < marginSeconds) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 250));
}

const newKey = () => `contract-${randomUUID()}`;

describeEachBackend("LimitStore contract", (backend) => {
  let b: TestBackend;
  let db: MigratableDb;
  let limits: LimitStore;

  beforeAll(() => {
    b = backend();
    ({ admin: db, limits } = b);
  });

  const rowsOf = (key: string) => db.query<{ hits: number }>("select hits from public.rate_limits where key = $1", [key]);

  it("counts hits per key within a window", async () => {
    const window = 3600;
    await awayFromWindowEdge(db, window);
    const key = newKey();
    expect(await limits.hit(key, 2, window)).toMatchObject({ allowed: true });
    expect(await limits.hit(key, 2, window)).toMatchObject({ allowed: true });
    const refused = await limits.hit(key, 2, window);
    expect(refused.allowed).toBe(false);
    expect(Number.isInteger(refused.retryAfterSeconds)).toBe(true);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(window);
    // Still refused: every hit counts.
    expect((await limits.hit(key, 2, window)).allowed).toBe(false);
    // Another key has its own count.
    expect((await limits.hit(`${key}-other`, 2, window)).allowed).toBe(true);
    expect(await rowsOf(key)).toEqual([{ hits: 4 }]);
  });

  it("says how long until a hit's window ends", async () => {
    await awayFromWindowEdge(db, 60);
    const key = newKey();
    await limits.hit(key, 0, 60);
    const [row] = await db.query<{ left: number }>(
      "select extract(epoch from (window_start + interval '60 seconds' - now()))::float8 as left from public.rate_limits where key = $1",
      [key],
    );
    const { allowed, retryAfterSeconds } = await limits.hit(key, 0, 60);
    expect(allowed).toBe(false);
    expect(Math.abs(retryAfterSeconds - (row?.left ?? -100))).toBeLessThanOrEqual(2);
  });

  it("starts a new count in a new window and forgets windows long gone", async () => {
    const window = 3600;
    await awayFromWindowEdge(db, window);
    const key = newKey();
    expect((await limits.hit(key, 1, window)).allowed).toBe(true);
    expect((await limits.hit(key, 1, window)).allowed).toBe(false);
    // Pretend those hits were three windows ago.
    await db.query(
      "update public.rate_limits set window_start = window_start - interval '3 hours', expires_at = expires_at - interval '3 hours' where key = $1",
      [key],
    );
    expect((await limits.hit(key, 1, window)).allowed).toBe(true);
    // The old window was deleted; only the new one remains.
    expect(await rowsOf(key)).toEqual([{ hits: 1 }]);
  });

  it("spends a budget greedily: costs that fit are admitted, the rest wait with a retry time", async () => {
    const window = 3600;
    await awayFromWindowEdge(db, window);
    const key = newKey();
    expect(await limits.spend(key, [40, 40], 100, window)).toEqual({ admitted: [true, true], retryAfterSeconds: null });
    // 20 left: 30 waits, the 20 after it still fits, then nothing is left.
    const second = await limits.spend(key, [30, 20, 1], 100, window);
    expect(second.admitted).toEqual([false, true, false]);
    expect(second.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(second.retryAfterSeconds).toBeLessThanOrEqual(window);
    expect(await rowsOf(key)).toEqual([{ hits: 100 }]);
    // Nothing admitted: nothing spent.
    expect((await limits.spend(key, [1], 100, window)).admitted).toEqual([false]);
    expect(await rowsOf(key)).toEqual([{ hits: 100 }]);
  });

  it("admits exactly the budget, not one unit more, and keeps keys apart", async () => {
    const key = newKey();
    await awayFromWindowEdge(db, 3600);
    expect((await limits.spend(key, [101], 100, 3600)).admitted).toEqual([false]);
    expect((await limits.spend(key, [100], 100, 3600)).admitted).toEqual([true]);
    expect((await limits.spend(key, [1], 100, 3600)).admitted).toEqual([false]);
    expect((await limits.spend(`${key}-other`, [100], 100, 3600)).admitted).toEqual([true]);
    // Costs of zero take nothing; an empty batch asks nothing.
    expect((await limits.spend(key, [0], 100, 3600)).admitted).toEqual([true]);
    expect(await limits.spend(key, [], 100, 3600)).toEqual({ admitted: [], retryAfterSeconds: null });
  });

  it("never overspends when many callers spend from one key at the same time", async () => {
    await awayFromWindowEdge(db, 3600);
    const key = newKey();
    const sessions = await Promise.all(Array.from({ length: 4 }, () => b.session()));
    try {
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) => sessions[i % sessions.length]!.limits.spend(key, [10], 100, 3600)),
      );
      const admitted = results.filter((r) => r.admitted[0]).length;
      expect(admitted).toBe(10);
      expect(await rowsOf(key)).toEqual([{ hits: 100 }]);
    } finally {
      await Promise.all(sessions.map((s) => s.close()));
    }
  });

  it("keeps a long window's spending when a shorter window's hits clean up old rows", async () => {
    await awayFromWindowEdge(db, 3600);
    const key = newKey();
    await limits.spend(key, [60], 100, 3600);
    // Pretend the hour began 50 minutes ago: far older than twice a one-minute window.
    await db.query("update public.rate_limits set window_start = window_start - interval '50 minutes' where key = $1", [key]);
    await limits.hit(newKey(), 5, 60);
    expect(await rowsOf(key)).toEqual([{ hits: 60 }]);
    // Rows past their own end do go.
    await db.query("update public.rate_limits set expires_at = now() - interval '1 second' where key = $1", [key]);
    await limits.hit(newKey(), 5, 60);
    expect(await rowsOf(key)).toEqual([]);
  });

  it("refuses nonsense arguments without spending", async () => {
    const key = newKey();
    await expect(limits.spend(key, [1], -1, 3600)).rejects.toThrow();
    await expect(limits.spend(key, [1], 100, 0)).rejects.toThrow();
    expect(await rowsOf(key)).toEqual([]);
    expect((await limits.spend(key, [-5, 5], 100, 3600)).admitted).toEqual([false, true]);
  });
});
