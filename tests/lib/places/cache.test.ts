import { afterEach, describe, expect, it, vi } from "vitest";
import { cachedRead, invalidatePlaces, invalidateTranslations } from "@/lib/places/cache";
import { PLACES } from "@/lib/config";

const keepAll = () => true;

describe("cachedRead", () => {
  afterEach(() => invalidatePlaces());

  it("reads once per TTL, and concurrent requests share the read", async () => {
    const read = vi.fn(async () => "places");
    const results = await Promise.all(Array.from({ length: 50 }, () => cachedRead("k", read, keepAll, 1000)));
    expect(new Set(results)).toEqual(new Set(["places"]));
    expect(read).toHaveBeenCalledTimes(1);
    await cachedRead("k", read, keepAll, 1000 + PLACES.cacheTtlMs - 1);
    expect(read).toHaveBeenCalledTimes(1);
    await cachedRead("k", read, keepAll, 1000 + PLACES.cacheTtlMs);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("never keeps a failure: the next request reads again", async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error("down")).mockResolvedValue("ok");
    await expect(cachedRead("k", read, keepAll, 0)).rejects.toThrow("down");
    await expect(cachedRead("k", read, keepAll, 1)).resolves.toBe("ok");
    const unwanted = vi.fn().mockResolvedValueOnce({ ok: false }).mockResolvedValue({ ok: true });
    expect(await cachedRead("u", unwanted, (r: { ok: boolean }) => r.ok, 0)).toEqual({ ok: false });
    expect(await cachedRead("u", unwanted, (r: { ok: boolean }) => r.ok, 1)).toEqual({ ok: true });
  });

  it("keys are separate, and a write clears them all", async () => {
    const read = vi.fn(async () => 1);
    await cachedRead("a", read, keepAll, 0);
    await cachedRead("b", read, keepAll, 0);
    expect(read).toHaveBeenCalledTimes(2);
    invalidatePlaces();
    await cachedRead("a", read, keepAll, 1);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it("drops the translated layers only, after new translations were cached", async () => {
    const places = vi.fn(async () => "places");
    const spanish = vi.fn(async () => "lugares");
    await cachedRead("*", places, keepAll, 0);
    await cachedRead("*:es", spanish, keepAll, 0);
    invalidateTranslations();
    await cachedRead("*", places, keepAll, 1);
    await cachedRead("*:es", spanish, keepAll, 1);
    expect(places).toHaveBeenCalledTimes(1);
    expect(spanish).toHaveBeenCalledTimes(2);
  });
});
