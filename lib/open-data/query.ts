import { z } from "zod";
import { PLACE_KINDS, type PlaceKind } from "@/lib/places/types";
import { OPEN_DATA } from "./config";

/**
 * The query parameters of the open-data endpoints, checked before anything is read: a wrong one
 * is a 400 whose message says what is accepted, never a silently different answer; a right one
 * spelt otherwise than canonicalSearch spells it is redirected there (./responses.ts).
 */

export type OpenDataQuery = { kinds: PlaceKind[] | undefined; page: number; perPage: number; full: boolean };
export type QueryResult = { ok: true; query: OpenDataQuery } | { ok: false; error: string };

const KINDS = new Set<string>(PLACE_KINDS);
// Stops at the first unknown kind: only the first problem is reported, and an array schema would
// build one issue per entry of a query string's thousands.
const kinds = z
  .string()
  .transform((v) => v.split(",").map((k) => k.trim()))
  .refine((list) => list.every((k) => KINDS.has(k)), { error: `kind must be one or more of ${PLACE_KINDS.join(", ")}, separated by commas` })
  .transform((list) => [...new Set(list as PlaceKind[])].sort());

const wholeNumber = (name: string, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(z.number().int().min(1, `${name} must be at least 1`).max(max, `${name} must be at most ${max}`));

const PER_PAGE: readonly number[] = OPEN_DATA.perPageChoices;
const perPage = z
  .string()
  .regex(/^\d{1,9}$/, `per_page must be one of ${PER_PAGE.join(", ")}`)
  .transform(Number)
  .refine((n) => PER_PAGE.includes(n), `per_page must be one of ${PER_PAGE.join(", ")}`);

const SCHEMAS = {
  kind: kinds,
  // Whether the page exists depends on the data: a page past the last is a 404 (./responses.ts).
  page: wholeNumber("page", 1_000_000),
  per_page: perPage,
  full: z.enum(["true", "false"], { error: "full must be true or false" }).transform((v) => v === "true"),
};
type Name = keyof typeof SCHEMAS;

/** The parameters one endpoint takes: the HSDS services page all of them, the files `kind` only. */
export const FILE_PARAMETERS: readonly Name[] = ["kind"];
export const HSDS_PARAMETERS: readonly Name[] = ["kind", "page", "per_page", "full"];

export function parseOpenDataQuery(params: URLSearchParams, allowed: readonly Name[]): QueryResult {
  const query: OpenDataQuery = { kinds: undefined, page: 1, perPage: OPEN_DATA.defaultPerPage, full: true };
  const seen = new Set<string>();
  for (const [name, value] of params) {
    if (!(allowed as readonly string[]).includes(name)) {
      return { ok: false, error: `Unknown parameter "${name.slice(0, 40)}". This address takes: ${allowed.join(", ")}.` };
    }
    if (seen.has(name)) return { ok: false, error: `The parameter "${name}" is given twice; give it once.` };
    seen.add(name);
    const parsed = SCHEMAS[name as Name].safeParse(value);
    if (!parsed.success) return { ok: false, error: `${parsed.error.issues[0]?.message ?? `${name} is not valid`}.` };
    if (name === "kind") query.kinds = parsed.data as PlaceKind[];
    if (name === "page") query.page = parsed.data as number;
    if (name === "per_page") query.perPage = parsed.data as number;
    if (name === "full") query.full = parsed.data as boolean;
  }
  return { ok: true, query };
}

/**
 * The one spelling of a query (docs/open-data.md "One address per answer"): its parameters in
 * alphabetical order, each once, none with its default value (page 1, 50 a page, full, every
 * kind); numbers without leading zeros; the kinds sorted, each once, separated by plain commas.
 * "" when every parameter is its default. Any other spelling of a valid query is redirected here.
 */
export function canonicalSearch(query: OpenDataQuery): string {
  const parts: string[] = [];
  if (!query.full) parts.push("full=false");
  if (query.kinds && query.kinds.length < PLACE_KINDS.length) parts.push(`kind=${query.kinds.join(",")}`);
  if (query.page !== 1) parts.push(`page=${query.page}`);
  if (query.perPage !== OPEN_DATA.defaultPerPage) parts.push(`per_page=${query.perPage}`);
  return parts.length > 0 ? `?${parts.join("&")}` : "";
}

/** The kinds as a cache key's part ("" for all), and back: parseOpenDataQuery has sorted them and dropped repeats. */
export const kindsKey = (kinds: readonly PlaceKind[] | undefined) => kinds?.join(",") ?? "";
export const kindsFromKey = (key: string) => (key ? (key.split(",") as PlaceKind[]) : undefined);
