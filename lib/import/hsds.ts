import { z } from "zod";
import { AMENITIES, type AmenityColumn } from "@/lib/places/amenities";
import { WEEKDAYS, type Weekday } from "@/lib/places/types";
import { MAX_ROWS, validateRecords, type CsvResult, type ImportError, type ImportRecord } from "./csv";
import { hoursCell, itemsCell, shiftsCell } from "./fields";

/**
 * An Open Referral HSDS 3.0 file (the JSON of its API: one `Page` with `contents`, or an array of
 * services), mapped service by service onto the import's columns and then checked by the same row
 * schema as a CSV file (lib/import/csv.ts): the same rules, the same all-or-nothing, the same
 * messages, with "service 3" where a CSV says "line 3". What HSDS has no field for comes from our
 * own export's `x_relief` when present (docs/open-data.md), else from defaults (docs/import.md).
 */

const text = z.string().nullish();
const yes = z.boolean().nullish();
const time = z.string().nullish();

const schedule = z.looseObject({ freq: text, byday: text, opens_at: time, closes_at: time });
const phone = z.looseObject({ number: text });
const address = z.looseObject({ address_1: text, address_2: text, city: text, state_province: text, postal_code: text, address_type: text });
const location = z.looseObject({
  latitude: z.number().nullish(),
  longitude: z.number().nullish(),
  addresses: z.array(address).nullish(),
  phones: z.array(phone).nullish(),
  schedules: z.array(schedule).nullish(),
  accessibility: z.array(z.looseObject({ description: text })).nullish(),
});
const service = z.looseObject({
  id: z.string({ error: "needs an id (text)" }).min(1, "needs an id"),
  name: z.string({ error: "needs a name (text)" }),
  description: text,
  url: text,
  status: text,
  assured_date: text,
  phones: z.array(phone).nullish(),
  schedules: z.array(schedule).nullish(),
  languages: z.array(z.looseObject({ code: text })).nullish(),
  service_at_locations: z.array(z.looseObject({ location: location.nullish() })).nullish(),
  x_relief: z
    .looseObject({
      external_id: text,
      kind: text,
      category: text,
      status: text,
      last_verified_at: text,
      verified_by: text,
      ...(Object.fromEntries(AMENITIES.map((a) => [a.column, yes])) as Record<AmenityColumn, typeof yes>),
      items_needed: z.array(z.looseObject({ item: z.string(), urgency: z.string() })).nullish(),
      shifts: z.array(z.looseObject({ day: z.string(), starts: z.string(), ends: z.string() })).nullish(),
      signup_url: text,
      is_sample: yes,
    })
    .nullish(),
});
type Service = z.infer<typeof service>;

/** HSDS statuses onto ours; anything else is passed on as written, so the row check names it. */
const STATUS: Record<string, string> = { active: "open", inactive: "closed", defunct: "closed", "temporarily closed": "temporarily_closed" };
const DAY: Record<string, Weekday> = { SU: "sun", MO: "mon", TU: "tue", WE: "wed", TH: "thu", FR: "fri", SA: "sat" };

const yesNo = (value: boolean | null | undefined) => (value == null ? "" : value ? "yes" : "no");
/** "09:00:00" → "09:00"; an HSDS schedule to 23:59 was written for midnight (our export does so). */
const hhmm = (value: string, closing: boolean) => {
  const short = value.slice(0, 5);
  return closing && short === "23:59" ? "24:00" : short;
};

/** Weekly schedules as the hours cell ("mon 09:00-17:00; sat 10:00-14:00"); the row check reads it. */
function hoursOf(schedules: z.infer<typeof schedule>[]): string {
  const byDay: Partial<Record<Weekday, { opens: string; closes: string }[]>> = {};
  const bad: string[] = [];
  for (const s of schedules) {
    if (!s.opens_at || !s.closes_at || !s.byday) continue; // a schedule without times says nothing about opening hours
    if (s.freq && s.freq.toUpperCase() !== "WEEKLY") continue;
    for (const code of s.byday.split(",").map((d) => d.trim().toUpperCase())) {
      const day = DAY[code];
      if (!day) bad.push(`${code} ${s.opens_at}-${s.closes_at}`);
      else (byDay[day] ??= []).push({ opens: hhmm(s.opens_at, false), closes: hhmm(s.closes_at, true) });
    }
  }
  // An unknown day is passed on as written, so the hours check quotes it.
  const known = hoursCell(Object.fromEntries(WEEKDAYS.filter((d) => byDay[d]).map((d) => [d, byDay[d]!])));
  return [known, ...bad].filter(Boolean).join("; ");
}

function addressOf(addresses: z.infer<typeof address>[]): string {
  const a = addresses.find((x) => x.address_type !== "postal") ?? addresses[0];
  if (!a) return "";
  const street = [a.address_1, a.address_2].filter(Boolean).join(" ");
  const region = [a.state_province, a.postal_code].filter(Boolean).join(" ");
  return [street, a.city, region].filter(Boolean).join(", ");
}

/** One HSDS service as the import's columns (text), for the row check. */
export function serviceRecord(s: Service): ImportRecord["values"] {
  const x = s.x_relief ?? {};
  const loc = s.service_at_locations?.find((at) => at.location)?.location ?? {};
  const schedules = s.schedules?.length ? s.schedules : (loc.schedules ?? []);
  const phone = s.phones?.find((p) => p.number)?.number ?? loc.phones?.find((p) => p.number)?.number ?? "";
  // HSDS's own field for it: a location's accessibility that names wheelchairs.
  const wheelchair = x.wheelchair_accessible ?? (loc.accessibility?.some((a) => /wheelchair/i.test(a.description ?? "")) ? true : undefined);
  return {
    // A directory's own ids are UUIDs; prefixed so they never collide with a CSV's external ids.
    external_id: x.external_id ?? `hsds:${s.id}`,
    kind: x.kind ?? "resource",
    category: x.category ?? "essentials",
    name: s.name,
    description: s.description ?? "",
    address: addressOf(loc.addresses ?? []),
    latitude: loc.latitude == null ? "" : String(loc.latitude),
    longitude: loc.longitude == null ? "" : String(loc.longitude),
    phone,
    website: s.url ?? "",
    hours: hoursOf(schedules),
    status: x.status ?? (s.status ? (STATUS[s.status.toLowerCase()] ?? s.status) : ""),
    ...Object.fromEntries(AMENITIES.map((a) => [a.column, yesNo(a.key === "wheelchairAccessible" ? wheelchair : (x[a.column] as boolean | null | undefined))])),
    languages: (s.languages ?? []).map((l) => l.code ?? "").filter(Boolean).join("|"),
    items_needed: itemsCell(x.items_needed ?? []),
    shifts: shiftsCell(x.shifts ?? []),
    signup_url: x.signup_url ?? "",
    last_verified_at: x.last_verified_at ?? s.assured_date ?? "",
    verified_by: x.verified_by ?? "",
    is_sample: yesNo(x.is_sample),
    published: "yes",
  };
}

const fileError = (message: string): CsvResult => ({ ok: false, errors: [{ row: 0, message }] });

/** Whether a file's text is JSON (an HSDS file) rather than CSV: it starts with { or [. */
export function looksLikeJson(text: string): boolean {
  return /^\uFEFF?\s*[[{]/.test(text);
}

export function parseHsdsJson(textOfFile: string, { now = new Date() }: { now?: Date } = {}): CsvResult {
  let data: unknown;
  try {
    data = JSON.parse(textOfFile.replace(/^\uFEFF/, ""));
  } catch (error) {
    return fileError(`The file is not valid JSON: ${(error as Error).message}`);
  }
  const services = Array.isArray(data) ? data : (data as { contents?: unknown } | null)?.contents;
  if (!Array.isArray(services)) {
    return fileError('An HSDS file must be a list of services, or an HSDS API page with its services in "contents".');
  }
  if (services.length > MAX_ROWS) return fileError(`The file has ${services.length} services; at most ${MAX_ROWS} can be imported at once.`);
  const errors: ImportError[] = [];
  const records: ImportRecord[] = [];
  services.forEach((raw, i) => {
    const parsed = service.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const column = issue.path.length > 0 ? issue.path.join(".") : undefined;
        errors.push({ row: i + 1, unit: "service", ...(column ? { column } : {}), message: issue.message });
      }
      return;
    }
    records.push({ row: i + 1, unit: "service", values: serviceRecord(parsed.data) });
  });
  const result = validateRecords(records, now);
  if (errors.length === 0) return result;
  return { ok: false, errors: [...errors, ...(result.ok ? [] : result.errors)].sort((a, b) => a.row - b.row) };
}
