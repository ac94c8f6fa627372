import { SOCAL_BOX } from "@/lib/geo/county";
import { safeHttpUrl } from "@/lib/http/safe-url";
import {
  URGENCIES,
  WEEKDAYS,
  type NeededItem,
  type OpeningPeriod,
  type Shift,
  type Urgency,
  type Weekday,
  type WeeklyHours,
} from "@/lib/places/types";

/**
 * Parsers for single CSV cells. Each takes the trimmed cell text and returns the value, or throws
 * a CellProblem whose message is written for the person who filled in the spreadsheet: it quotes
 * what they wrote and shows what was expected.
 */
export class CellProblem extends Error {}

export function fail(message: string): never {
  throw new CellProblem(message);
}

/** The cell's text in quotes, shortened so one bad cell cannot flood the error list. */
export function quote(value: string): string {
  return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
}

export function requiredText(max: number) {
  return (value: string): string => {
    if (value === "") fail("is empty, but every row needs it");
    return optionalText(max)(value);
  };
}

export function optionalText(max: number) {
  return (value: string): string => {
    if (value.length > max) fail(`is ${value.length} characters long; at most ${max} are allowed`);
    return value;
  };
}

export function nullableText(max: number) {
  return (value: string): string | null => (value === "" ? null : optionalText(max)(value));
}

const EXTERNAL_ID = /^[A-Za-z0-9._:-]{1,100}$/;

export function externalId(value: string): string {
  if (value === "") fail("is empty, but every row needs its own id");
  if (!EXTERNAL_ID.test(value)) {
    fail(`${quote(value)} is not a usable id: use up to 100 letters, digits, dots, underscores, colons or hyphens, no spaces`);
  }
  return value;
}

export function oneOf<T extends string>(options: readonly T[], fallback?: T) {
  return (value: string): T => {
    const list = options.join(", ");
    if (value === "") return fallback ?? fail(`is empty; write one of: ${list}`);
    const lower = value.toLowerCase();
    if (!(options as readonly string[]).includes(lower)) fail(`${quote(value)} is not one of: ${list}`);
    return lower as T;
  };
}

const YES = new Set(["yes", "true", "1"]);
const NO = new Set(["no", "false", "0"]);

export function yesNo(fallback: boolean) {
  return (value: string): boolean => {
    const lower = value.toLowerCase();
    if (lower === "") return fallback;
    if (YES.has(lower)) return true;
    if (NO.has(lower)) return false;
    return fail(`${quote(value)} is not yes or no`);
  };
}

export function httpUrl(value: string): string | null {
  if (value === "") return null;
  const url = value.length <= 2000 ? safeHttpUrl(value) : null;
  return url ?? fail(`${quote(value)} is not a web address starting with https:// (like "https://example.org/help")`);
}

/**
 * "34", "34.", "34.19", ".5". Written so that no two quantifiers can share a digit: the old
 * `\d+\.?\d*` split a run of digits between \d+ and \d* every way before failing, O(n²)
 * ("1111…x": 200,000 characters took 32 s).
 */
const DECIMAL = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/;

export function coordinate(axis: "latitude" | "longitude") {
  const [min, max] = SOCAL_BOX[axis];
  const other = SOCAL_BOX[axis === "latitude" ? "longitude" : "latitude"];
  return (value: string): number => {
    if (value === "") fail(`is empty; every place needs a ${axis} so it can be shown on the map`);
    if (!DECIMAL.test(value)) fail(`${quote(value)} is not a number like ${axis === "latitude" ? "34.1897" : "-118.1312"}`);
    const n = Number(value);
    if (n < min || n > max) {
      const swapped = n >= other[0] && n <= other[1] ? " Are latitude and longitude swapped?" : "";
      fail(`${value} is outside Southern California (${axis} must be between ${min} and ${max}).${swapped}`);
    }
    return n;
  };
}

/** Pipe-separated language codes: "en|es|zh". */
export function languages(value: string): string[] {
  const codes = value.split("|").map((c) => c.trim().toLowerCase()).filter(Boolean);
  for (const code of codes) {
    if (!/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/.test(code)) {
      fail(`${quote(code)} is not a language code like "en" or "es"; separate several with | (like "en|es|zh")`);
    }
  }
  return [...new Set(codes)];
}

function weekday(word: string, entry: string): Weekday {
  const day = word.toLowerCase();
  if ((WEEKDAYS as readonly string[]).includes(day)) return day as Weekday;
  return fail(`${quote(entry)}: ${quote(word)} is not a day; use sun, mon, tue, wed, thu, fri or sat`);
}

/** "9:00" or "09:00" → "09:00"; "24:00" only where a period ends. Null when it is not a time. */
function time(text: string, closing: boolean): string | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (!m) return null;
  const [h, min] = [Number(m[1]), Number(m[2])];
  if (closing && h === 24 && min === 0) return "24:00";
  if (h > 23 || min > 59) return null;
  return `${String(h).padStart(2, "0")}:${m[2]}`;
}

/**
 * "09:00-17:00" (a spreadsheet's en dash is fine too), or null when it is not one. The times
 * hold neither spaces nor dashes, so neither may the parts: with `\S+` either side of the dash,
 * "1-1-1-… x" was split at every dash before failing, O(n²) (200,000 characters: 10 s). Any
 * text the old pattern split into two times, this one splits the same way.
 */
const PERIOD = /^([^\s–-]+)\s*[-–]\s*([^\s–-]+)$/;

function period(text: string): OpeningPeriod | null {
  const m = PERIOD.exec(text);
  const opens = m && time(m[1]!, false);
  const closes = m && time(m[2]!, true);
  return opens && closes ? { opens, closes } : null;
}

/**
 * "mon 09:00-17:00": a day, spaces, the rest. The rest starts at its first non-space (entries are
 * trimmed, so it has one): with `\s+(.+)` the spaces could go to either, and a rest that cannot
 * match (a line break in a quoted cell) was tried from every one of them, O(n²).
 */
const DAY_ENTRY = /^([A-Za-z]+)\s+(\S.*)$/;

/**
 * "mon 09:00-17:00; sat 10:00-14:00,16:00-18:00; sun 24h". A day left out is closed; a closing
 * time earlier than the opening one runs past midnight (the map reads hours the same way).
 */
export function hours(value: string): WeeklyHours {
  const result: WeeklyHours = {};
  for (const entry of value.split(";").map((e) => e.trim()).filter(Boolean)) {
    const m = DAY_ENTRY.exec(entry);
    if (!m) fail(`${quote(entry)} is not like "mon 09:00-17:00"`);
    const day = weekday(m[1]!, entry);
    if (result[day]) fail(`${day} is listed twice; put all of a day's times together, like "${day} 10:00-14:00,16:00-18:00"`);
    result[day] = m[2]!.split(",").map((text) => {
      const p = text.trim().toLowerCase() === "24h" ? { opens: "00:00", closes: "24:00" } : period(text.trim());
      if (!p) fail(`${quote(entry)} is not like "mon 09:00-17:00"`);
      if (p.opens === p.closes) fail(`${quote(entry)} opens and closes at the same time; for all day write "${day} 24h"`);
      return p;
    });
  }
  return result;
}

/** "Water:high|Diapers (size 4):medium"; the item name may itself hold a colon. */
export function itemsNeeded(value: string): NeededItem[] {
  return value
    .split("|")
    .map((e) => e.trim())
    .filter(Boolean)
    .map((entry) => {
      const at = entry.lastIndexOf(":");
      if (at < 0) fail(`${quote(entry)} has no urgency; write it like "Water:high"`);
      const item = entry.slice(0, at).trim();
      const urgency = entry.slice(at + 1).trim().toLowerCase();
      if (!item) fail(`${quote(entry)} has no item name; write it like "Water:high"`);
      if (item.length > 200) fail(`${quote(item)} is longer than 200 characters`);
      if (!(URGENCIES as readonly string[]).includes(urgency)) {
        fail(`${quote(entry)}: the urgency after the last colon must be high, medium or low`);
      }
      return { item, urgency: urgency as Urgency };
    });
}

/** "sat 09:00-13:00|sun 09:00-13:00": one period per shift; an end before the start runs overnight. */
export function shifts(value: string): Shift[] {
  return value
    .split("|")
    .map((e) => e.trim())
    .filter(Boolean)
    .map((entry) => {
      const m = DAY_ENTRY.exec(entry);
      if (!m) fail(`${quote(entry)} is not like "sat 09:00-13:00"`);
      const day = weekday(m[1]!, entry);
      const p = period(m[2]!.trim());
      if (!p) fail(`${quote(entry)} is not like "sat 09:00-13:00"`);
      if (p.opens === p.closes) fail(`${quote(entry)} starts and ends at the same time`);
      return { day, starts: p.opens, ends: p.closes };
    });
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?$/;
const LA_OFFSET = new Intl.DateTimeFormat("en-US", { timeZone: "America/Los_Angeles", timeZoneName: "longOffset" });
const DAY_MS = 24 * 60 * 60 * 1000;

function realDate(y: string, m: string, d: string): boolean {
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d);
}

/** Midnight in Los Angeles on that day ("GMT-08:00" or "GMT-07:00"). 08:00 UTC is before any DST switch. */
function laMidnight(date: string): string {
  const name = LA_OFFSET.formatToParts(new Date(`${date}T08:00:00Z`)).find((p) => p.type === "timeZoneName")?.value;
  return `${date}T00:00:00${name?.replace(/^GMT/, "") || "-08:00"}`;
}

/**
 * "2025-01-15" (midnight in Los Angeles) or "2025-01-15T09:30:00-08:00" (an offset or Z is
 * required, so the moment is unambiguous). At most a day in the future, to allow for time zones.
 */
export function verifiedAt(now: Date) {
  return (value: string): string | null => {
    if (value === "") return null;
    const example = `write a date like "2025-01-15" or a date and time like "2025-01-15T09:30:00-08:00"`;
    const dateOnly = DATE_ONLY.exec(value);
    const dateTime = DATE_TIME.exec(value);
    const parts = dateOnly ?? dateTime;
    if (!parts || !realDate(parts[1]!, parts[2]!, parts[3]!)) fail(`${quote(value)} is not a date; ${example}`);
    if (dateTime && !dateTime[8]) fail(`${quote(value)} has no time zone; ${example}`);
    const time = dateOnly ? Date.parse(laMidnight(value)) : Date.parse(value.replace(" ", "T"));
    if (Number.isNaN(time)) fail(`${quote(value)} is not a date; ${example}`);
    if (time > now.getTime() + DAY_MS) fail(`${quote(value)} is in the future`);
    return new Date(time).toISOString();
  };
}

/*
 * The same cells written back, the inverse of the parsers above: the open-data CSV and the HSDS
 * import write what these parsers read, so a cell round-trips.
 */

/** Weekly hours as the hours cell: "sun 24h; mon 09:00-17:00; sat 10:00-14:00,16:00-18:00". */
export function hoursCell(hours: WeeklyHours): string {
  return WEEKDAYS.filter((day) => hours[day]?.length)
    .map((day) => `${day} ${hours[day]!.map((p) => (p.opens === "00:00" && p.closes === "24:00" ? "24h" : `${p.opens}-${p.closes}`)).join(",")}`)
    .join("; ");
}

/** Needed items as their cell: "Water:high|Diapers (size 4):medium". */
export const itemsCell = (items: readonly { item: string; urgency: string }[]) => items.map((i) => `${i.item}:${i.urgency}`).join("|");

/** Volunteer shifts as their cell: "sat 09:00-13:00|sun 09:00-13:00". */
export const shiftsCell = (shifts: readonly { day: string; starts: string; ends: string }[]) => shifts.map((s) => `${s.day} ${s.starts}-${s.ends}`).join("|");
