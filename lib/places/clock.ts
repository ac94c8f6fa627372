import { PLACES } from "@/lib/places/settings";
import { ENGLISH_CLIENT_FACTS, ENGLISH_CLOCK, ENGLISH_DATE, type ClientFacts, type ClockFacts, type DateFacts } from "@/lib/i18n/facts";
import type { Weekday } from "./types";

// Clock and calendar formatting on its own: the offline notice and the data notices need only
// this, not the opening-hours logic (kept out of every page's initial JavaScript).

const MINUTES_PER_DAY = 24 * 60;

// Made on first use, not when the module loads: a time-zone formatter costs tens of milliseconds
// of ICU set-up on a slow phone, and pages that import this module may never need it.
let laClock: Intl.DateTimeFormat | undefined;

/** Day of the week and minutes since midnight in Los Angeles for an instant. */
export function laTime(date: Date): { day: Weekday; minutes: number } {
  laClock ??= new Intl.DateTimeFormat("en-US", { timeZone: PLACES.timeZone, weekday: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  const parts = Object.fromEntries(laClock.formatToParts(date).map((p) => [p.type, p.value]));
  const day = (parts.weekday ?? "Sun").slice(0, 3).toLowerCase() as Weekday;
  return { day, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

export function toMinutes(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/**
 * A time of day on a language's clock, as people there write it (locales/<lang>/facts.json):
 * "5 PM", "9:30 AM", "midnight"; Spanish "5 p. m."; Chinese 17:00; Korean "오후 5시", "오전 9시 30분".
 * Patterns per language, not Intl: server and browser ICU versions format differently (Node's gives
 * Korean "PM 5:26"; newer ICU puts a narrow no-break space before AM), and the list is rendered on
 * both (a mismatch breaks hydration).
 */
export function formatTime(time: string, clock: ClockFacts = ENGLISH_CLOCK): string {
  return clockTime(toMinutes(time), clock);
}

/**
 * Minutes after midnight (0–1440) on the language's clock; see formatTime. `exact`: a moment, not
 * an opening time, so "8:00 AM" rather than "8 AM", and no "noon" or "midnight". A pattern with
 * {m} (minutes as a count, Korean "30분") drops zero minutes even then.
 */
export function clockTime(minutes: number, clock: ClockFacts, { exact = false } = {}): string {
  const h = Math.floor((minutes % MINUTES_PER_DAY) / 60);
  const m = minutes % 60;
  if (!exact && minutes % MINUTES_PER_DAY === 0 && clock.midnight) return clock.midnight;
  if (!exact && minutes === 12 * 60 && clock.noon) return clock.noon;
  const hour = clock.hourCycle === 12 ? (h % 12 === 0 ? 12 : h % 12) : h;
  const withMinutes = m !== 0 || (exact && !clock.hourMinute.includes("{m}"));
  return (withMinutes ? clock.hourMinute : clock.hour)
    .replace("{hh}", String(hour).padStart(2, "0"))
    .replace("{h}", String(hour))
    .replace("{mm}", String(m).padStart(2, "0"))
    .replace("{m}", String(m))
    .replace("{period}", dayPeriod(h, clock))
    .trim();
}

/** The word for the part of the day an hour (0–23) is in: its day period, or AM/PM. */
function dayPeriod(hour: number, clock: ClockFacts): string {
  if (!clock.dayPeriods) return hour < 12 ? clock.am : clock.pm;
  let word = "";
  let from = -1;
  for (const [start, name] of Object.entries(clock.dayPeriods)) {
    const h = Number(start);
    if (h <= hour && h > from) [from, word] = [h, name];
  }
  return word;
}

// The date in Los Angeles, as numbers: US English digits are the same in every runtime's ICU.
let laDate: Intl.DateTimeFormat | undefined;

/**
 * A day in Los Angeles with the month's name, as the language writes it (locales/<lang>/facts.json
 * `date`, from CLDR): "Jan 14, 2026", "14 ene 2026", "2026年1月14日", «14 يناير 2026». Written from
 * the facts, not by Intl: Node and the browsers carry different locale data (Chromium has none for
 * Armenian or Khmer and fell back to a numeric date), and a page's date is rendered on both (a
 * mismatch breaks hydration).
 */
export function formatDay(iso: string, date: DateFacts = ENGLISH_DATE, style: "medium" | "long" = "medium"): string {
  laDate ??= new Intl.DateTimeFormat("en-US", { timeZone: PLACES.timeZone, year: "numeric", month: "numeric", day: "numeric" });
  const parts = Object.fromEntries(laDate.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  const month = Number(parts.month) - 1;
  return date[style]
    .replace("{MMMM}", date.months[month] ?? "")
    .replace("{MMM}", date.monthsShort[month] ?? "")
    .replace("{d}", String(Number(parts.day)))
    .replace("{y}", String(Number(parts.year)));
}

/**
 * A moment as a date and a time in Los Angeles, in the language's conventions ("Jan 14, 2026,
 * 5:26 PM", "14 ene 2026, 5:26 p. m.", "2026年1月14日 17:26", "2026년 1월 14일 오후 5시 26분").
 */
export function formatDateTime(iso: string, { date, clock }: Pick<ClientFacts, "date" | "clock"> = ENGLISH_CLIENT_FACTS): string {
  const { minutes } = laTime(new Date(iso));
  return `${formatDay(iso, date)}${clock.dateTimeSeparator}${clockTime(minutes, clock, { exact: true })}`;
}
