// The places' product rules: time zone, staleness, list sizes, the clock's tick, search length.
import { LA_TIME_ZONE } from "@/lib/geo/time-zone";

export const PLACES = {
  timeZone: LA_TIME_ZONE,
  /** A place verified longer ago than this is shown as stale. */
  staleAfterDays: 7,
  /** The list shows this many entries first, then "show more" (long lists stay fast on phones). */
  listPageSize: 10,
  /** /volunteer and /donate list at most this many (most urgent first); the map has the rest. */
  listingMax: 50,
  /** How often "open now" is re-evaluated in the browser. */
  clockTickMs: 60_000,
  /** Longest text search accepted from the URL. */
  maxQueryLength: 100,
} as const;
