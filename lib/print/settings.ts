import { POINT_PARAM } from "@/lib/places/point-param";

/**
 * The printable list (/[lang]/list, issue 27): its own constants, so the map's and the listings'
 * link to it load only these few (lib/print/link.ts), never the page's code.
 */
export const PRINT = {
  path: "/list",
  /** One page of A4 or US Letter in large type: the first results, in the map's order. */
  maxPlaces: 12,
  /**
   * The shared text's length at most: one chat message, or a long text message (a dozen places
   * of the sample data take about 1,400 characters). Places past it are counted ("and N more"),
   * never cut in half; an unusually long list loses its last places, not its phone numbers.
   */
  shareMaxChars: 2000,
  /**
   * A point this close to one of the listings' community centres (lib/places/areas.ts) is said to
   * be "near" it by name; farther, it is "near you": an area is never named for a point that is
   * not plainly in it.
   */
  namedAreaKm: 2,
  /** A stored copy older than this (offline) is rebuilt on this device's clock from the stored places. */
  refreshAfterMs: 10 * 60 * 1000,
  /** The URL parameter of the point distances are measured from: "34.147,-118.144" (written to POINT_DECIMALS decimals). */
  pointParam: POINT_PARAM,
} as const;
