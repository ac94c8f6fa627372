import { revalidateTag } from "next/cache";
import type { Language } from "@/lib/i18n/languages";

/**
 * The cache tag of every read of published places (lib/services/places/queries.ts), and so of every
 * cached page that shows them: /, /donate and /volunteer in each language.
 */
export const PLACES_TAG = "places";

/**
 * Seconds a read of places is kept before it is read again, whatever happens: the fallback for
 * what no tag reaches (the import CLI writes from another process; other server instances keep
 * their own cache unless a shared cache handler is configured, see docs/caching.md).
 */
export const PLACES_REVALIDATE_SECONDS = 300;
/** After a failed read, the page saying so is kept this long only, then tried again. */
export const FAILED_READ_REVALIDATE_SECONDS = 15;

/**
 * After a write that changes what visitors see (an import, a moderator's decision, a report, new
 * translations): the places and every page showing them expire now, so the next request renders
 * them again from the database. On this server's cache; a second instance sees the change after
 * PLACES_REVALIDATE_SECONDS unless the instances share a cache handler.
 *
 * Outside a Next server (the import CLI, unit tests) there is no page cache in this process to
 * expire: Next then throws its "static generation store missing" invariant, which is expected
 * here; anything else is rethrown.
 */
export function placesChanged(): void {
  expireNow(PLACES_TAG);
}

/** The cache tag of the official hazard layers as served (app/api/open-data/hazards.geojson). */
export const HAZARDS_TAG = "hazards";
/**
 * Hazards change every few minutes (POST /api/hazards/refresh runs every 5): a read is kept a
 * minute at most, and shared caches may keep the answer as long.
 */
export const HAZARDS_REVALIDATE_SECONDS = 60;

/** After a refresh of the hazard layers: what serves them expires now (on this server, as placesChanged()). */
export function hazardsChanged(): void {
  expireNow(HAZARDS_TAG);
}

/**
 * The cache tag of what depends on the evacuation zones: every view of places (each place carries
 * the zone it is in, lib/services/places/queries.ts). Expired only when the zones themselves changed
 * (lib/services/hazards/save-refresh.ts), not at every refresh, so the pages and the map's data are made
 * again when an order is issued or lifted, not every 5 minutes.
 */
export const HAZARD_ZONES_TAG = "hazard-zones";

/** After a refresh that changed the evacuation zones (their areas or statuses): every view of places expires now. */
export function hazardZonesChanged(): void {
  expireNow(HAZARD_ZONES_TAG);
}

/**
 * The cache tag of every view of places in one language, and so of every cached page in it: what
 * new machine translations of place text (made for a visitor's browser) expire.
 */
export function placeTranslationsTag(language: Language): string {
  return `place-translations-${language}`;
}

/** At most one expiry of a tag for what visitors send (translations, reports) per this many seconds, per server instance. */
export const VISITOR_EXPIRY_SECONDS = 60;

/** Per tag: when it was last expired for what visitors sent, and whether newer changes wait. */
const visitorExpiry = new Map<string, { at: number; waiting: boolean }>();

/**
 * Expires `tag` for a change a visitor's request made (`changed`), at most once per
 * VISITOR_EXPIRY_SECONDS however many visitors send, so requests cannot keep the cache cold:
 * changes made meanwhile wait for the next such request after the interval (or the time-based
 * fallback, PLACES_REVALIDATE_SECONDS). Kept per server instance, like the page cache it expires
 * (docs/caching.md); with a shared cache handler each instance expires at most once per interval.
 */
function expireForVisitors(tag: string, changed: boolean, now: number): void {
  const state = visitorExpiry.get(tag) ?? { at: Number.NEGATIVE_INFINITY, waiting: false };
  if (changed) state.waiting = true;
  if (state.waiting && now - state.at >= VISITOR_EXPIRY_SECONDS * 1000) {
    state.at = now;
    state.waiting = false;
    expireNow(tag);
  }
  visitorExpiry.set(tag, state);
}

/**
 * After a visitor's request for translations in `language` (`added`: it stored new ones): pages in
 * that language are made again with them, at most once a minute; other languages' are untouched.
 */
export function placeTranslationsChanged(language: Language, added: boolean, now: number = Date.now()): void {
  expireForVisitors(placeTranslationsTag(language), added, now);
}

/** After a visitor reported a problem with a place: its entry shows the notice, at most a minute later. */
export function placeReported(now: number = Date.now()): void {
  expireForVisitors(PLACES_TAG, true, now);
}

function expireNow(tag: string): void {
  try {
    revalidateTag(tag, { expire: 0 });
  } catch (error) {
    if (error instanceof Error && error.message.includes("static generation store missing")) return;
    throw error;
  }
}
