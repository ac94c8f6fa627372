import { z } from "zod";

/**
 * Building blocks of every setting's schema (lib/env/public.ts, ./server-schema.ts). Each message is the
 * end of a sentence that starts with the variable's name ("TRUSTED_PROXY_HOPS must be …"), so
 * ./problems.ts can print one plain line per problem with the value that was given.
 */

/** An unset or empty variable is "not configured". */
const blankIsUnset = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** A setting that may be left out. */
export const optionalSetting = <T extends z.ZodType>(schema: T) => z.preprocess(blankIsUnset, schema.optional());

/** A setting with a default: unset or empty means the default. */
export const defaultedSetting = <T extends z.ZodType>(schema: T) => z.preprocess(blankIsUnset, schema);

export const httpUrlSetting = z.url({ protocol: /^https?$/, error: "must be an http(s) URL, e.g. https://example.org" });

/**
 * A site's address: scheme, host and port only (a trailing slash is forgiven), read as its origin
 * ("https://relief.example.org"). A path, query, fragment or user name would end up inside every
 * link built on it, so they are refused rather than quietly dropped.
 */
export const originSetting = httpUrlSetting
  .refine((value) => {
    // zod runs this even when the value is no URL (that line is the first check's).
    if (!URL.canParse(value)) return true;
    const url = new URL(value);
    return url.pathname === "/" && url.search === "" && url.hash === "" && url.username === "" && url.password === "";
  }, "must be the site's address alone, with no path, query or user name, e.g. https://relief.example.org")
  .transform((value) => new URL(value).origin);

/**
 * A whole number between min and max. Not z.coerce.number(): it reads "abc" as NaN and says
 * "expected number, received NaN", and reads "1.5", " 2" or "0x10" as numbers an operator never meant.
 */
export function wholeNumberSetting(what: string, example: number, min: number, max: number) {
  const message = `must be a whole number of ${what} from ${min} to ${max}, e.g. ${example}`;
  return z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));
}

/** A shared secret a scheduler sends as a bearer token: long enough that it cannot be guessed. */
export const secretSetting = z.string().min(16, "must be at least 16 characters (a long random string, e.g. from `openssl rand -hex 32`)");
