import { z } from "zod";
import { httpUrlSetting, optionalSetting } from "./fields";
import { parseEnv } from "./parse";

/**
 * Public settings: inlined into the browser bundle at build time (lib/env/public.ts reads each by its
 * literal name). Never put a secret here. The site's own address is not one of them: it is SITE_URL,
 * a server setting read at start (./server-schema.ts).
 */
export const publicSchema = z.object({
  NEXT_PUBLIC_CMS_URL: optionalSetting(httpUrlSetting.transform((u) => u.replace(/\/+$/, ""))),
  NEXT_PUBLIC_CONTACT_EMAIL: optionalSetting(z.email({ error: "must be an e-mail address, e.g. help@example.org" })),
  NEXT_PUBLIC_MICROBLOG_URL: optionalSetting(httpUrlSetting),
  NEXT_PUBLIC_PHOTOS_URL: optionalSetting(httpUrlSetting),
  NEXT_PUBLIC_MAP_TILE_URL: optionalSetting(
    z.string().regex(/^https?:\/\/[^\s]*\{z\}[^\s]*\{x\}[^\s]*\{y\}/, "must be an http(s) tile URL with {z}, {x} and {y}"),
  ),
  NEXT_PUBLIC_MAP_ATTRIBUTION: optionalSetting(z.string().max(300, "must be at most 300 characters")),
});

export const PUBLIC_VARIABLES = Object.keys(publicSchema.shape);

export type PublicEnv = z.infer<typeof publicSchema>;

/**
 * The public settings as this process's environment holds them, each read by its literal name so
 * Next inlines it into the bundles at build. Throws on a malformed one.
 */
export function readPublicEnv(): PublicEnv {
  return parseEnv(publicSchema, {
    NEXT_PUBLIC_CMS_URL: process.env.NEXT_PUBLIC_CMS_URL,
    NEXT_PUBLIC_CONTACT_EMAIL: process.env.NEXT_PUBLIC_CONTACT_EMAIL,
    NEXT_PUBLIC_MICROBLOG_URL: process.env.NEXT_PUBLIC_MICROBLOG_URL,
    NEXT_PUBLIC_PHOTOS_URL: process.env.NEXT_PUBLIC_PHOTOS_URL,
    NEXT_PUBLIC_MAP_TILE_URL: process.env.NEXT_PUBLIC_MAP_TILE_URL,
    NEXT_PUBLIC_MAP_ATTRIBUTION: process.env.NEXT_PUBLIC_MAP_ATTRIBUTION,
  });
}
