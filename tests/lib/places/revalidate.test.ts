import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.doUnmock("next/cache");
  vi.resetModules();
});

describe("placesChanged", () => {
  it("outside a Next server (the import CLI, these tests) there is no page cache to expire: no error", async () => {
    // The real next/cache: it throws its invariant here, which placesChanged expects.
    const { revalidateTag } = await import("next/cache");
    expect(() => revalidateTag("places", { expire: 0 })).toThrow(/static generation store missing/);
    const { placesChanged } = await import("@/lib/places/revalidate");
    expect(() => placesChanged()).not.toThrow();
  });

  it("expires the places tag at once (the next request renders from the database)", async () => {
    const revalidateTag = vi.fn();
    vi.doMock("next/cache", () => ({ revalidateTag }));
    const { placesChanged, PLACES_TAG } = await import("@/lib/places/revalidate");
    placesChanged();
    expect(revalidateTag).toHaveBeenCalledWith(PLACES_TAG, { expire: 0 });
  });

  it("any other failure is not swallowed", async () => {
    vi.doMock("next/cache", () => ({
      revalidateTag: () => {
        throw new Error("cache handler unreachable");
      },
    }));
    const { placesChanged } = await import("@/lib/places/revalidate");
    expect(() => placesChanged()).toThrow("cache handler unreachable");
  });
});

describe("hazardsChanged", () => {
  it("expires the hazards tag at once, and is quiet outside a Next server", async () => {
    const { hazardsChanged } = await import("@/lib/places/revalidate");
    expect(() => hazardsChanged()).not.toThrow();
    vi.resetModules();
    const revalidateTag = vi.fn();
    vi.doMock("next/cache", () => ({ revalidateTag }));
    const fresh = await import("@/lib/places/revalidate");
    fresh.hazardsChanged();
    expect(revalidateTag).toHaveBeenCalledWith(fresh.HAZARDS_TAG, { expire: 0 });
    expect(fresh.HAZARDS_TAG).toBe("hazards");
  });
});

describe("what visitors send expires pages at most once a minute", () => {
  it("placeReported: the first report expires the places tag, the next ones within the minute wait", async () => {
    const revalidateTag = vi.fn();
    vi.doMock("next/cache", () => ({ revalidateTag }));
    const { placeReported, PLACES_TAG, VISITOR_EXPIRY_SECONDS } = await import("@/lib/places/revalidate");
    const start = 1_000_000;
    for (let i = 0; i < 30; i++) placeReported(start + i * 1000);
    expect(revalidateTag).toHaveBeenCalledTimes(1);
    expect(revalidateTag).toHaveBeenCalledWith(PLACES_TAG, { expire: 0 });
    placeReported(start + VISITOR_EXPIRY_SECONDS * 1000);
    expect(revalidateTag).toHaveBeenCalledTimes(2);
  });

  it("placeTranslationsChanged: per language, and only when something new was stored", async () => {
    const revalidateTag = vi.fn();
    vi.doMock("next/cache", () => ({ revalidateTag }));
    const { placeTranslationsChanged } = await import("@/lib/places/revalidate");
    placeTranslationsChanged("es", false, 0);
    expect(revalidateTag).not.toHaveBeenCalled();
    placeTranslationsChanged("es", true, 0);
    placeTranslationsChanged("ko", true, 0);
    placeTranslationsChanged("es", true, 10);
    expect(revalidateTag.mock.calls.map(([tag]) => tag)).toEqual(["place-translations-es", "place-translations-ko"]);
  });
});
