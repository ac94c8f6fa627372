import "server-only";
import { z } from "zod";
import { defaultedEnv, httpUrlEnv, optionalEnv, parseEnv } from "./env";
import { allowedUrl } from "./fetch-capped";
import { ZONE_STATUSES } from "./hazards/types";

/** A feed's address: https (plain http only to this machine, for tests). */
const feedUrl = httpUrlEnv.refine((u) => URL.canParse(u) && allowedUrl(new URL(u)), "must be an https:// URL");
const fieldName = z.string().max(200, "must be a field name");
/** {"Evacuation Order - Immediate": "order", …} */
const statusMap = z
  .string()
  .transform((value, ctx) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: 'must be a JSON object such as {"Evacuation Order": "order"}' });
      return z.NEVER;
    }
  })
  .pipe(z.record(z.string().max(200), z.enum(ZONE_STATUSES, { error: `values must be one of ${ZONE_STATUSES.join(", ")}` }), { error: 'must be a JSON object such as {"Evacuation Order": "order"}' }));

/**
 * Server-only settings. This module cannot be imported by a client component. The database
 * settings (Supabase, DATA_BACKEND, PGLITE_DATA_DIR) are validated by lib/data/config.ts.
 */
const serverSchema = z.object({
  FOOTER_INSTAGRAM_URL: optionalEnv(httpUrlEnv),
  FOOTER_LINKEDIN_URL: optionalEnv(httpUrlEnv),
  FOOTER_FACEBOOK_URL: optionalEnv(httpUrlEnv),
  /** CSV the scheduled import fetches (https). */
  IMPORT_URL: optionalEnv(httpUrlEnv),
  /**
   * Path (on the server) of the column mapping for IMPORT_URL's sheet: its own headers and values
   * (docs/import.md). The file itself is read and checked once, by lib/import/configured-columns.ts.
   */
  IMPORT_COLUMNS: optionalEnv(z.string().max(1000, "must be a file path")),
  /** Bearer token a scheduler sends to POST /api/import. Unset: the route is off. */
  IMPORT_SECRET: optionalEnv(z.string().min(16, "must be at least 16 characters")),
  /** Days after which a shelter or donation need is due for a check again (the reviewers' stale queue). */
  REVIEW_URGENT_DAYS: defaultedEnv(z.coerce.number().int("must be a whole number of days").min(1).max(365).default(3)),
  /** Days after which any other entry is due for a check again. */
  REVIEW_OTHER_DAYS: defaultedEnv(z.coerce.number().int("must be a whole number of days").min(1).max(365).default(7)),
  /** LibreTranslate server for machine translation of texts without a curated translation. Unset: they stay in English. */
  LIBRETRANSLATE_URL: optionalEnv(httpUrlEnv.transform((u) => u.replace(/\/+$/, ""))),
  LIBRETRANSLATE_API_KEY: optionalEnv(z.string().max(500)),
  /** Per request to LibreTranslate. */
  LIBRETRANSLATE_TIMEOUT_MS: defaultedEnv(z.coerce.number().int("must be a whole number of milliseconds").min(100).max(120_000).default(8000)),
  /**
   * How many proxies in front of the app append to X-Forwarded-For; the client address is the
   * entry that many from the right (lib/forms/client-key.ts). 0: the header is ignored.
   */
  TRUSTED_PROXY_HOPS: defaultedEnv(z.coerce.number().int("must be a whole number of proxies").min(0, "must be 0 or more").max(10, "must be at most 10").default(1)),
  /** Hazard feeds (lib/hazards/), each optional: CAL FIRE's incidents GeoJSON, NIFC WFIGS perimeters, evacuation zones. */
  HAZARD_INCIDENTS_URL: optionalEnv(feedUrl),
  HAZARD_PERIMETERS_URL: optionalEnv(feedUrl),
  HAZARD_ZONES_URL: optionalEnv(feedUrl),
  /** Who publishes the zones, shown as their source. */
  HAZARD_ZONES_SOURCE: optionalEnv(z.string().max(100, "must be at most 100 characters")),
  /** The zones' fields holding the status (required with HAZARD_ZONES_URL), name and id. */
  HAZARD_ZONES_STATUS_FIELD: optionalEnv(fieldName),
  HAZARD_ZONES_NAME_FIELD: optionalEnv(fieldName),
  HAZARD_ZONES_ID_FIELD: optionalEnv(fieldName),
  /** Status wordings beyond the common ones (lib/hazards/parse-zones.ts), as JSON. */
  HAZARD_ZONES_STATUS_MAP: optionalEnv(statusMap),
  /** Bearer token a scheduler sends to POST /api/hazards/refresh. Unset (or no feed set): the route is off. */
  HAZARD_REFRESH_SECRET: optionalEnv(z.string().min(16, "must be at least 16 characters")),
}).superRefine((env, ctx) => {
  if (env.HAZARD_ZONES_URL && !env.HAZARD_ZONES_STATUS_FIELD) {
    ctx.addIssue({ code: "custom", path: ["HAZARD_ZONES_STATUS_FIELD"], message: "is required with HAZARD_ZONES_URL (the field holding each zone's status)" });
  }
});

export const serverEnv = parseEnv(serverSchema, {
  FOOTER_INSTAGRAM_URL: process.env.FOOTER_INSTAGRAM_URL,
  FOOTER_LINKEDIN_URL: process.env.FOOTER_LINKEDIN_URL,
  FOOTER_FACEBOOK_URL: process.env.FOOTER_FACEBOOK_URL,
  IMPORT_URL: process.env.IMPORT_URL,
  IMPORT_COLUMNS: process.env.IMPORT_COLUMNS,
  IMPORT_SECRET: process.env.IMPORT_SECRET,
  REVIEW_URGENT_DAYS: process.env.REVIEW_URGENT_DAYS,
  REVIEW_OTHER_DAYS: process.env.REVIEW_OTHER_DAYS,
  LIBRETRANSLATE_URL: process.env.LIBRETRANSLATE_URL,
  LIBRETRANSLATE_API_KEY: process.env.LIBRETRANSLATE_API_KEY,
  LIBRETRANSLATE_TIMEOUT_MS: process.env.LIBRETRANSLATE_TIMEOUT_MS,
  TRUSTED_PROXY_HOPS: process.env.TRUSTED_PROXY_HOPS,
  HAZARD_INCIDENTS_URL: process.env.HAZARD_INCIDENTS_URL,
  HAZARD_PERIMETERS_URL: process.env.HAZARD_PERIMETERS_URL,
  HAZARD_ZONES_URL: process.env.HAZARD_ZONES_URL,
  HAZARD_ZONES_SOURCE: process.env.HAZARD_ZONES_SOURCE,
  HAZARD_ZONES_STATUS_FIELD: process.env.HAZARD_ZONES_STATUS_FIELD,
  HAZARD_ZONES_NAME_FIELD: process.env.HAZARD_ZONES_NAME_FIELD,
  HAZARD_ZONES_ID_FIELD: process.env.HAZARD_ZONES_ID_FIELD,
  HAZARD_ZONES_STATUS_MAP: process.env.HAZARD_ZONES_STATUS_MAP,
  HAZARD_REFRESH_SECRET: process.env.HAZARD_REFRESH_SECRET,
});
