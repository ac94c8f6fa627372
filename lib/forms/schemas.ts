import { z } from "zod";
import { SOCAL_BOX } from "@/lib/geo/county";
import { msg } from "@/lib/i18n/msg";
import { SUGGESTED_AMENITIES, type SuggestedAmenityKey } from "@/lib/places/amenities";
import { CATEGORIES, PLACE_KINDS } from "@/lib/places/types";
import { LIMITS } from "./limits";
import { COLLABORATION_KINDS, REPORT_REASONS } from "./options";

export { COLLABORATION_KIND_LABELS, COLLABORATION_KINDS, fieldErrors, REPORT_REASON_LABELS, REPORT_REASONS } from "./options";
export type { FieldErrors, FormResult } from "./options";

// zod compiles object parsers with `new Function` when it can; our CSP forbids eval, and even
// zod's probe for it is reported as a violation. Plain parsing is fast enough for forms.
z.config({ jitless: true });

/**
 * One schema per form, used by the browser (inline errors) and again by the server (the only
 * check that counts). Messages are English keys, shown translated with t().
 */

/**
 * Nobody types a NUL or half of a surrogate pair; the database cannot store either, so without
 * this check such a value would fail only when saved, as "try again later". A regex rather than
 * String.isWellFormed(), which older browsers (Firefox before 119) lack: this runs in the browser too.
 */
const WELL_FORMED = /^(?:[^\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;
const storable = (v: string) => !v.includes("\u0000") && WELL_FORMED.test(v);
const UNSTORABLE = msg(/*i18n*/ "This contains a character that cannot be saved.");

const text = (max: number) =>
  z.string(msg(/*i18n*/ "This field is missing.")).trim().max(max, msg(/*i18n*/ "This is too long.")).refine(storable, UNSTORABLE);
const optionalText = (max: number) => text(max).default("");
const phone = optionalText(LIMITS.collaboration.phone).refine((v) => /^[0-9+()\-.\s]*$/.test(v), msg(/*i18n*/ "Use only digits, spaces and + ( ) - ."));
const email = z
  .string(msg(/*i18n*/ "Enter an e-mail address like name@example.org."))
  .trim()
  .max(LIMITS.collaboration.email, msg(/*i18n*/ "This is too long."))
  .pipe(z.email(msg(/*i18n*/ "Enter an e-mail address like name@example.org.")));
const WEB_ADDRESS = msg(/*i18n*/ "Enter a web address starting with https://");
/**
 * http(s)://, a host with a dot after its first character, then anything without spaces. Each
 * part stops where the next must start (the host's first dot), so there is nothing to backtrack
 * over: `[^\s/?#]+\.[^\s]+$` tried every dot of the host against the rest and took seconds for
 * "http://a.a.a.… x" — zod runs this refinement even when the length check has failed, and a
 * server action's body may be 1 MB.
 */
const HTTP_URL = /^https?:\/\/[^\s/?#][^\s/?#.]*\.\S+$/i;
const httpUrl = z
  .string(WEB_ADDRESS)
  .trim()
  .max(LIMITS.suggestion.website, msg(/*i18n*/ "This is too long."))
  .default("")
  .refine((v) => v === "" || (HTTP_URL.test(v) && storable(v)), WEB_ADDRESS)
  .transform((v) => (v === "" ? null : v));
const checkbox = z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean());
/** The place's yes/no facts a visitor can give (lib/places/amenities.ts `suggest`), a checkbox each. */
const suggestedFacts = Object.fromEntries(SUGGESTED_AMENITIES.map((a) => [a.key, checkbox])) as Record<SuggestedAmenityKey, typeof checkbox>;

export const collaborationSchema = z.object({
  name: text(LIMITS.collaboration.name).min(1, msg(/*i18n*/ "Enter your name.")),
  organization: optionalText(LIMITS.collaboration.organization),
  email,
  phone,
  kind: z.enum(COLLABORATION_KINDS, msg(/*i18n*/ "Choose how you would like to work with us.")),
  message: text(LIMITS.collaboration.message).min(10, msg(/*i18n*/ "Tell us a little more (at least 10 characters).")),
  consent: z.preprocess((v) => v === true || v === "on" || v === "true", z.literal(true, msg(/*i18n*/ "We can only reply if you agree to be contacted."))),
});

const OUTSIDE = msg(/*i18n*/ "This point is outside Southern California.");
// Only typed text or a number becomes a number: Number() of anything else may throw (an object
// without a usable toString) or turn nonsense (["34.1"], true) into a point.
const coordinate = (min: number, max: number) =>
  z.preprocess(
    (v) => (v === "" || v === null || v === undefined ? null : typeof v === "string" || typeof v === "number" ? Number(v) : v),
    z.number(OUTSIDE).min(min, OUTSIDE).max(max, OUTSIDE).nullable(),
  );

export const suggestionSchema = z
  .object({
    kind: z.enum(PLACE_KINDS, msg(/*i18n*/ "Choose what kind of place this is.")),
    category: z.enum(CATEGORIES, msg(/*i18n*/ "Choose a category.")),
    name: text(LIMITS.suggestion.name).min(1, msg(/*i18n*/ "Enter the name of the place.")),
    address: optionalText(LIMITS.suggestion.address),
    latitude: coordinate(...SOCAL_BOX.latitude),
    longitude: coordinate(...SOCAL_BOX.longitude),
    hours: optionalText(LIMITS.suggestion.hours),
    phone,
    website: httpUrl,
    ...suggestedFacts,
    description: optionalText(LIMITS.suggestion.description),
    source: text(LIMITS.suggestion.source).min(1, msg(/*i18n*/ "Tell us where this information comes from.")),
    contactEmail: z.union([z.literal(""), email], msg(/*i18n*/ "Enter an e-mail address like name@example.org.")).default(""),
  })
  .refine((s) => (typeof s.address === "string" && s.address !== "") || (typeof s.latitude === "number" && typeof s.longitude === "number"), {
    message: msg(/*i18n*/ "Enter an address or pick the place on the map."),
    path: ["address"],
    // Checked even when other fields have errors, so every message shows at once. The value may
    // then be partly unparsed: the address and point are read defensively.
    when: (payload) => typeof payload.value === "object" && payload.value !== null,
  });

export const reportSchema = z.object({
  placeId: z.uuid(msg(/*i18n*/ "This place could not be found.")),
  reason: z.enum(REPORT_REASONS, msg(/*i18n*/ "Choose what is wrong.")),
  note: optionalText(LIMITS.report.note),
});

export type CollaborationInput = z.infer<typeof collaborationSchema>;
export type SuggestionInput = z.infer<typeof suggestionSchema>;
export type ReportInput = z.infer<typeof reportSchema>;
