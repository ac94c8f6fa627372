// @vitest-environment node
import { describe, expect, it } from "vitest";
import { OPEN_DATA } from "@/lib/open-data/config";
import { CHUNK, openDataOrder, packList, sliceList } from "@/lib/open-data/ordered-list";
import { PLACE_KINDS } from "@/lib/places/types";
import { makePlace } from "@/tests/support/places";

/** 1,234 places in no particular order: three chunks, the last one partly filled. */
const places = Array.from({ length: 1_234 }, (_, i) => makePlace({ kind: PLACE_KINDS[(i * 7) % PLACE_KINDS.length]!, name: `Place ${(i * 389) % 1_000}` }));

describe("the open data's ordered list, packed for the cache", () => {
  it("orders by kind, then name, then id", () => {
    const ordered = openDataOrder(places);
    for (let i = 1; i < ordered.length; i++) {
      const [a, b] = [ordered[i - 1]!, ordered[i]!];
      expect(a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name, "en") || a.id.localeCompare(b.id)).toBeLessThan(0);
    }
    // The input is left as it was.
    expect(ordered).not.toEqual(places);
  });

  it("gives back any slice as the ordered places, across chunk boundaries and past the end", async () => {
    const list = await packList(places);
    const ordered = openDataOrder(places);
    expect(list.total).toBe(1_234);
    expect(list.chunks).toHaveLength(Math.ceil(1_234 / CHUNK));
    for (const [from, to] of [[0, 25], [475, 525], [499, 500], [500, 1_000], [0, 1_234], [1_200, 1_300], [1_234, 1_259], [5_000, 5_025]] as const) {
      expect(await sliceList(list, from, to), `${from}–${to}`).toEqual(ordered.slice(from, to));
    }
  });

  it("packs no places as an empty list", async () => {
    const list = await packList([]);
    expect(list).toEqual({ total: 0, chunks: [] });
    expect(await sliceList(list, 0, 50)).toEqual([]);
  });

  it("puts every page of every size offered within one chunk", () => {
    for (const size of OPEN_DATA.perPageChoices) expect(CHUNK % size, `per_page ${size}`).toBe(0);
  });
});
