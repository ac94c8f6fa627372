import { z } from "zod";

/** An unset or empty variable is "not configured". */
const blankIsUnset = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankIsUnset, schema.optional());

/** A setting with a default: unset or empty means the default. */
const defaulted = <T extends z.ZodType>(schema: T) => z.preprocess(blankIsUnset, schema);

const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });

/**
 * Public settings: inlined into the browser bundle at build time, so each is read by its literal
 * name. Never put a secret here. Validated once, when the module loads (build and start).
 */
const publicSchema = z.object({
  NEXT_PUBLIC_CMS_URL: optional(httpUrl.transform((u) => u.replace(/\/+$/, ""))),
  NEXT_PUBLIC_CONTACT_EMAIL: optional(z.email({ error: "must be an e-mail address" })),
  NEXT_PUBLIC_MICROBLOG_URL: optional(httpUrl),
  NEXT_PUBLIC_PHOTOS_URL: optional(httpUrl),
  NEXT_PUBLIC_MAP_TILE_URL: optional(z.string().regex(/^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/, "must be an http(s) tile URL with {z}, {x} and {y}")),
  NEXT_PUBLIC_MAP_ATTRIBUTION: optional(z.string().max(300)),
  /** The site's public address (https://…): canonical and hreflang links are absolute with it. */
  NEXT_PUBLIC_SITE_URL: optional(httpUrl.transform((u) => u.replace(/\/+$/, ""))),
});

function parse<T extends z.ZodType>(schema: T, values: Record<string, unknown>): z.infer<T> {
  const result = schema.safeParse(values);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment variables: ${problems}`);
  }
  return result.data;
}

export const publicEnv = parse(publicSchema, {
  NEXT_PUBLIC_CMS_URL: process.env.NEXT_PUBLIC_CMS_URL,
  NEXT_PUBLIC_CONTACT_EMAIL: process.env.NEXT_PUBLIC_CONTACT_EMAIL,
  NEXT_PUBLIC_MICROBLOG_URL: process.env.NEXT_PUBLIC_MICROBLOG_URL,
  NEXT_PUBLIC_PHOTOS_URL: process.env.NEXT_PUBLIC_PHOTOS_URL,
  NEXT_PUBLIC_MAP_TILE_URL: process.env.NEXT_PUBLIC_MAP_TILE_URL,
  NEXT_PUBLIC_MAP_ATTRIBUTION: process.env.NEXT_PUBLIC_MAP_ATTRIBUTION,
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
});

export { parse as parseEnv, optional as optionalEnv, defaulted as defaultedEnv, httpUrl as httpUrlEnv };
