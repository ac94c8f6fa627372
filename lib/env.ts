import type { z } from "zod";
import { publicSchema } from "./settings/public-schema";

/** Parses settings once, when the module loads; throws with every problem (the start check, lib/settings/problems.ts, prints them first). */
export function parseEnv<T extends z.ZodType>(schema: T, values: Record<string, unknown>): z.infer<T> {
  const result = schema.safeParse(values);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ");
    throw new Error(`Invalid settings: ${problems}`);
  }
  return result.data;
}

/**
 * Public settings, inlined into the browser bundle at build time, so each is read by its literal
 * name. Validated when the module loads (build and start).
 */
export const publicEnv = parseEnv(publicSchema, {
  NEXT_PUBLIC_CMS_URL: process.env.NEXT_PUBLIC_CMS_URL,
  NEXT_PUBLIC_CONTACT_EMAIL: process.env.NEXT_PUBLIC_CONTACT_EMAIL,
  NEXT_PUBLIC_MICROBLOG_URL: process.env.NEXT_PUBLIC_MICROBLOG_URL,
  NEXT_PUBLIC_PHOTOS_URL: process.env.NEXT_PUBLIC_PHOTOS_URL,
  NEXT_PUBLIC_MAP_TILE_URL: process.env.NEXT_PUBLIC_MAP_TILE_URL,
  NEXT_PUBLIC_MAP_ATTRIBUTION: process.env.NEXT_PUBLIC_MAP_ATTRIBUTION,
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
});
