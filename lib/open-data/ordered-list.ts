import { promisify } from "node:util";
import { brotliCompress, brotliDecompress, constants } from "node:zlib";
import type { Place } from "@/lib/places/types";
import { OPEN_DATA } from "./config";

/**
 * The published places in the open data's order, packed for Next's data cache so that every HSDS
 * page of every size is sliced from one copy made once per change of the places (./hsds-pages.ts).
 * In chunks of CHUNK places, each brotli-compressed JSON in base64: Next's data cache refuses an
 * entry over 2 MB (docs/benchmarks.md), which the whole list in plain JSON passes at about 2,000
 * places, and a page then decompresses only the chunk it lies in, not the whole list.
 */
export type OrderedList = { total: number; chunks: string[] };

/** The largest page size, which the others divide: every page lies within one chunk. */
export const CHUNK = Math.max(...OPEN_DATA.perPageChoices);

const brotli = promisify(brotliCompress);
const unbrotli = promisify(brotliDecompress);

/** Kind, then name, then id: a stable order, so pages do not shift between requests while the data stays. */
export const openDataOrder = (places: Place[]) =>
  [...places].sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name, "en") || a.id.localeCompare(b.id));

export async function packList(places: Place[]): Promise<OrderedList> {
  const ordered = openDataOrder(places);
  const chunks = await Promise.all(
    Array.from({ length: Math.ceil(ordered.length / CHUNK) }, async (_, i) => {
      const json = Buffer.from(JSON.stringify(ordered.slice(i * CHUNK, (i + 1) * CHUNK)));
      // Quality 6, as for the responses (lib/services/places/api-responses.ts): fast, and near the best size.
      const packed = await brotli(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: json.length } });
      return packed.toString("base64");
    }),
  );
  return { total: ordered.length, chunks };
}

/** The places at positions from (inclusive) to `to` (exclusive), unpacking only the chunks they lie in. */
export async function sliceList(list: OrderedList, from: number, to: number): Promise<Place[]> {
  const end = Math.min(to, list.total);
  if (from >= end) return [];
  const first = Math.floor(from / CHUNK);
  const chunks = list.chunks.slice(first, Math.floor((end - 1) / CHUNK) + 1);
  const places = await Promise.all(chunks.map(async (chunk) => JSON.parse((await unbrotli(Buffer.from(chunk, "base64"))).toString("utf8")) as Place[]));
  return places.flat().slice(from - first * CHUNK, end - first * CHUNK);
}
