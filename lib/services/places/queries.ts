import "server-only";
import { unstable_cache } from "next/cache";
import { PLACES } from "@/lib/places/settings";
import { hazardStore, placeStore, submissionStore } from "@/lib/data";
import type { PlaceHazard } from "@/lib/hazards/payload";
import { placeZones } from "@/lib/services/hazards/place-zones";
import type { Language } from "@/lib/i18n/languages";
import { rankPlaces } from "@/lib/places/filters";
import { LISTING_ORDERS, type ListingOrder } from "@/lib/places/listing-order";
import { localizePlaces } from "@/lib/services/places/localize";
import { FAILED_READ_REVALIDATE_SECONDS, HAZARD_ZONES_TAG, PLACES_REVALIDATE_SECONDS, PLACES_TAG, placeTranslationsTag } from "@/lib/places/revalidate";
import type { LocalizedPlace, PlaceKind } from "@/lib/places/types";

/** The published places (of some kinds, or all), in a language, as read for one view. */
export type Loaded = {
  places: LocalizedPlace[];
  lastUpdated: string | null;
  hasSample: boolean;
  reportedIds: string[];
  /** Some place text is not translated into the page's language yet. */
  untranslated: boolean;
  /** The places inside an evacuation order, shelter-in-place or warning zone (lib/hazards/place-flags.ts). */
  hazards: Record<string, PlaceHazard>;
  /** The zones could not be read: `hazards` is empty for want of them (such a view is not cached). */
  zonesUnread: boolean;
};

/** What a page shows above its places: when the data changed, whether it is sample data or partly English. */
export type PlacesNotices = Pick<Loaded, "lastUpdated" | "hasSample" | "untranslated">;

class ReadFailed extends Error {}

/**
 * The places were read but the evacuation zones were not: the view is made without flags, served
 * to this request, and never cached (a view cached without its flags would let a place inside an
 * order pass for open for PLACES_REVALIDATE_SECONDS). The next request tries the zones again.
 */
class ZonesUnreadable<T> extends Error {
  constructor(readonly view: T) {
    super("the evacuation zones could not be read");
  }
}

/**
 * `read` in Next's data cache, one cache per language: each also carries its language's
 * translations tag, so new translations in one language expire only its views and pages.
 */
function cachedPerLanguage<Args extends unknown[], T>(read: (language: Language, ...args: Args) => Promise<T>, key: string, tags: string[]) {
  const perLanguage = new Map<Language, typeof read>();
  return (language: Language, ...args: Args): Promise<T> => {
    let inLanguage = perLanguage.get(language);
    if (!inLanguage) {
      inLanguage = unstable_cache(read, [key], { tags: [...tags, placeTranslationsTag(language)], revalidate: PLACES_REVALIDATE_SECONDS });
      perLanguage.set(language, inLanguage);
    }
    return inLanguage(language, ...args);
  };
}

async function readPlaces(language: Language, kinds?: readonly PlaceKind[]): Promise<Loaded> {
  try {
    const [store, submissions] = await Promise.all([placeStore(), submissionStore()]);
    const [places, lastUpdated, reports] = await Promise.all([
      store.listPlaces({ kinds }),
      store.lastUpdated(),
      // Report counts are a courtesy: if they fail, the places still show.
      submissions.openReportCounts().catch(() => new Map<string, number>()),
    ]);
    const [localized, hazards] = await Promise.all([localizePlaces(places, language), placeZones(places, hazardStore)]);
    return { ...localized, lastUpdated, hasSample: places.some((p) => p.isSample), reportedIds: [...reports.keys()], hazards: hazards ?? {}, zonesUnread: hazards === null };
  } catch (error) {
    console.error("Could not load places:", error);
    throw new ReadFailed("places could not be read");
  }
}

/**
 * A view of the published places, from Next's data cache (tags PLACES_TAG and HAZARD_ZONES_TAG):
 * made from the database once, then shared by every request and every cached page until a write
 * or a change of the evacuation zones expires a tag (lib/places/revalidate.ts) or
 * PLACES_REVALIDATE_SECONDS pass. Never at build time: the pages
 * are rendered on their first request (app/[lang]/(public)/layout.tsx), because the embedded database
 * belongs to the running server process.
 *
 * Views are small on purpose: Next's data cache refuses an entry over 2 MB (unless a custom cache
 * handler is configured), and every place in full passes that at about 2,000 places. So what is
 * cached is what a page shows (the first screenful, the 50 entries of a listing), or the map's data
 * already compressed (lib/services/places/api-responses.ts), or the open data's ordered list compressed in
 * chunks (lib/open-data/ordered-list.ts), never the whole list as it is.
 *
 * A failing database gives null, so the page can say so instead of failing as a whole. A failure
 * is never cached, and the page that says so is kept only FAILED_READ_REVALIDATE_SECONDS (a
 * shorter `revalidate` in a render lowers the page's own).
 */
export function placesView<Args extends (string | number)[], T>(
  name: string,
  make: (loaded: Loaded, ...args: Args) => T | Promise<T>,
  kinds?: (...args: Args) => readonly PlaceKind[] | undefined,
): (language: Language, ...args: Args) => Promise<T | null> {
  const read = async (language: Language, ...args: Args) => {
    const loaded = await readPlaces(language, kinds?.(...args));
    const view = await make(loaded, ...args);
    if (loaded.zonesUnread) throw new ZonesUnreadable(view);
    return view;
  };
  const cached = cachedPerLanguage(read, `places-${name}-v3`, [PLACES_TAG, HAZARD_ZONES_TAG]);
  // A shorter `revalidate` read during a render lowers the page's own: a page made without its
  // data, or without the zones, is kept FAILED_READ_REVALIDATE_SECONDS only.
  const shortLived = () => unstable_cache(async () => null, ["places-read-failed"], { revalidate: FAILED_READ_REVALIDATE_SECONDS })();
  return async (language, ...args) => {
    try {
      return await cached(language, ...args);
    } catch (error) {
      if (error instanceof ZonesUnreadable) {
        await shortLived();
        return error.view as T;
      }
      if (!(error instanceof ReadFailed)) throw error;
      await shortLived();
      return null;
    }
  };
}

const noticesOf = ({ lastUpdated, hasSample, untranslated }: Loaded): PlacesNotices => ({ lastUpdated, hasSample, untranslated });
const reportedAmong = (reportedIds: string[], places: LocalizedPlace[]) => reportedIds.filter((id) => places.some((p) => p.id === id));
/** The flags of these places only: what a page's first screenful or a listing needs. */
const hazardsAmong = (hazards: Loaded["hazards"], places: LocalizedPlace[]) => Object.fromEntries(places.flatMap((p) => (hazards[p.id] ? [[p.id, hazards[p.id]!]] : [])));

/**
 * The home page's map section: the list's first screenful in full (ranked as the list ranks them
 * without a position), how many places there are, and the notices. The map loads the rest itself.
 */
export const loadHome = placesView("home", (loaded) => {
  const first = rankPlaces(loaded.places, null, new Date(), loaded.hazards)
    .slice(0, PLACES.listPageSize)
    .map((r) => r.place);
  return { ...noticesOf(loaded), first, total: loaded.places.length, reportedIds: reportedAmong(loaded.reportedIds, first), hazards: hazardsAmong(loaded.hazards, first) };
});

/** A listing (/donate, /volunteer): the first PLACES.listingMax entries of one kind, in full, in its order. */
export const loadListing = placesView(
  "listing",
  (loaded, _kind: PlaceKind, order: ListingOrder) => {
    const listed = rankPlaces(loaded.places, null, new Date(), loaded.hazards)
      .map((r) => r.place)
      .sort(LISTING_ORDERS[order])
      .slice(0, PLACES.listingMax);
    return { ...noticesOf(loaded), listed, total: loaded.places.length, reportedIds: reportedAmong(loaded.reportedIds, listed), hazards: hazardsAmong(loaded.hazards, listed) };
  },
  (kind) => [kind],
);

/** One published place in full, in a language (an entry's details on the map), or "missing". */
export const loadPlace = (() => {
  const read = async (language: Language, id: string): Promise<LocalizedPlace | "missing"> => {
    try {
      const place = await (await placeStore()).getPlace(id);
      return place ? (await localizePlaces([place], language)).places[0]! : "missing";
    } catch (error) {
      console.error("Could not load a place:", error);
      throw new ReadFailed("the place could not be read");
    }
  };
  const cached = cachedPerLanguage(read, "place-v1", [PLACES_TAG]);
  return async (language: Language, id: string): Promise<LocalizedPlace | "missing" | null> => {
    try {
      return await cached(language, id);
    } catch (error) {
      if (!(error instanceof ReadFailed)) throw error;
      return null;
    }
  };
})();
