import "server-only";
import { AsyncLocalStorage, AsyncResource } from "node:async_hooks";
import { unstable_cache } from "next/cache";
import { encode, type Encoded } from "@/lib/services/places/api-responses";
import { placesView } from "@/lib/services/places/queries";
import { HAZARD_ZONES_TAG, PLACES_REVALIDATE_SECONDS, PLACES_TAG } from "@/lib/places/revalidate";
import type { PlaceKind } from "@/lib/places/types";
import { hsdsServicesPage, lastPage } from "./hsds";
import { packList, sliceList, type OrderedList } from "./ordered-list";
import { kindsFromKey, kindsKey } from "./query";

/**
 * HSDS pages from two levels of Next's data cache, both expired by the `places` and `hazard-zones`
 * tags like every view of the places (lib/services/places/queries.ts):
 * - the ordered list of the published places of some kinds: one database read per change;
 * - each page, compressed: sliced from that list, so a page/per_page pair not asked for yet costs
 *   a cache read and one encoding, never a database read. Page sizes are a fixed few and pages past
 *   the last are refused before anything is kept, so the pages kept are a bounded set.
 */

const orderedList = placesView("open-data-list", (loaded) => packList(loaded.places), kindsFromKey);

/** Thrown inside the page cache, so that nothing is kept for a page that cannot be made. */
class NoSuchPage extends Error {
  constructor(readonly lastPage: number) {
    super("no such page");
  }
}
class ListUnavailable extends Error {}

/**
 * How a page being made gets the list: not by calling orderedList() inside the page cache, where
 * Next skips the list's cache ("nested" unstable_cache, next/dist/server/web/spec-extension/
 * unstable-cache.js) and every page made would read the database again. hsdsPage() hands over a
 * getter bound to the request's own context (AsyncResource.bind), outside the page cache.
 */
const listOfRequest = new AsyncLocalStorage<() => Promise<OrderedList | null>>();

// The key holds only validated values (lib/open-data/query.ts): visitors cannot fill the cache with junk keys.
const cachedPage = unstable_cache(
  async (kinds: string, page: number, perPage: number, full: boolean): Promise<Encoded> => {
    const list = await listOfRequest.getStore()?.();
    if (!list) throw new ListUnavailable();
    const last = lastPage(list.total, perPage);
    if (page > last) throw new NoSuchPage(last);
    const from = (page - 1) * perPage;
    return encode(hsdsServicesPage(await sliceList(list, from, from + perPage), list.total, { page, perPage, full }));
  },
  ["open-data-hsds-page-v1"],
  { tags: [PLACES_TAG, HAZARD_ZONES_TAG], revalidate: PLACES_REVALIDATE_SECONDS },
);

export type HsdsPage = Encoded | { missing: true; lastPage: number } | null;

/** One page of HSDS services, compressed; `missing` past the last page; null when the places cannot be read. */
export async function hsdsPage(kinds: readonly PlaceKind[] | undefined, page: number, perPage: number, full: boolean): Promise<HsdsPage> {
  const key = kindsKey(kinds);
  // Called only when the page is not kept yet: a page served from the cache reads no list at all.
  const list = AsyncResource.bind(() => orderedList("en", key));
  try {
    return await listOfRequest.run(list, () => cachedPage(key, page, perPage, full));
  } catch (error) {
    if (error instanceof NoSuchPage) return { missing: true, lastPage: error.lastPage };
    if (error instanceof ListUnavailable) return null;
    throw error;
  }
}
