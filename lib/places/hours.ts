import type { Translator } from "@/lib/i18n/translator";
import { ENGLISH_CLOCK, ENGLISH_WEEKDAYS, type ClientFacts } from "@/lib/i18n/facts";
import { formatTime, laTime, toMinutes } from "./clock";
import { WEEKDAYS, type OpeningPeriod, type PlaceStatus, type Weekday, type WeeklyHours } from "./types";

const MINUTES_PER_DAY = 24 * 60;

const previousDay = (day: Weekday): Weekday => WEEKDAYS[(WEEKDAYS.indexOf(day) + 6) % 7]!;

export type OpenState =
  | { kind: "unknown" }
  | { kind: "closed-status" }
  /** Open by its hours but taking no one new: never "open now" (a shelter that is full cannot take you). */
  | { kind: "full" }
  | { kind: "always" }
  | { kind: "open"; closesAt: string }
  | { kind: "closed"; opensAt: { day: Weekday; time: string } | null };

function isAllDay(periods: OpeningPeriod[] | undefined): boolean {
  return !!periods?.some((p) => toMinutes(p.opens) === 0 && toMinutes(p.closes) === MINUTES_PER_DAY);
}

/**
 * Whether a place is open at an instant, judged on Los Angeles local time. A period whose closing
 * time is earlier than its opening time runs past midnight into the next day.
 */
export function openState(hours: WeeklyHours, status: PlaceStatus, at: Date): OpenState {
  if (status === "closed" || status === "temporarily_closed") return { kind: "closed-status" };
  if (status === "full") return { kind: "full" };
  const days = WEEKDAYS.filter((d) => (hours[d]?.length ?? 0) > 0);
  if (days.length === 0) return { kind: "unknown" };
  if (WEEKDAYS.every((d) => isAllDay(hours[d]))) return { kind: "always" };

  const { day, minutes } = laTime(at);
  for (const p of hours[day] ?? []) {
    const opens = toMinutes(p.opens);
    const closes = toMinutes(p.closes);
    if (closes > opens ? minutes >= opens && minutes < closes : minutes >= opens) {
      return { kind: "open", closesAt: p.closes };
    }
  }
  // Yesterday's overnight period may still be running.
  for (const p of hours[previousDay(day)] ?? []) {
    if (toMinutes(p.closes) < toMinutes(p.opens) && minutes < toMinutes(p.closes)) {
      return { kind: "open", closesAt: p.closes };
    }
  }
  return { kind: "closed", opensAt: nextOpening(hours, day, minutes) };
}

function nextOpening(hours: WeeklyHours, day: Weekday, minutes: number): { day: Weekday; time: string } | null {
  const start = WEEKDAYS.indexOf(day);
  for (let offset = 0; offset < 8; offset++) {
    const d = WEEKDAYS[(start + offset) % 7]!;
    const candidates = (hours[d] ?? [])
      .filter((p) => offset > 0 || toMinutes(p.opens) > minutes)
      .sort((a, b) => toMinutes(a.opens) - toMinutes(b.opens));
    if (candidates[0]) return { day: d, time: candidates[0].opens };
  }
  return null;
}

export const isOpenNow = (state: OpenState) => state.kind === "open" || state.kind === "always";

/** What hours are written with: the page language's clock and weekday names (lib/i18n/facts.ts). */
export type HoursFacts = Pick<ClientFacts, "clock" | "weekdays">;

/** English's, outside a page's language (locales/en/facts.json; the hours test keeps them equal). */
export const ENGLISH_HOURS: HoursFacts = { clock: ENGLISH_CLOCK, weekdays: ENGLISH_WEEKDAYS };

export function dayName(day: Weekday, facts: HoursFacts = ENGLISH_HOURS): string {
  return facts.weekdays[day];
}

/** A short, human sentence for the list and popups. */
export function describeOpenState(state: OpenState, today: Weekday, i18n: Translator, facts: HoursFacts = ENGLISH_HOURS): string {
  switch (state.kind) {
    case "unknown":
      return i18n._("Hours not listed: call ahead");
    case "closed-status":
      return i18n._("Not open");
    case "full":
      return i18n._("Full right now: call before you go");
    case "always":
      return i18n._("Open 24 hours");
    case "open":
      return i18n._("Open now · closes {time}", { time: formatTime(state.closesAt, facts.clock) });
    case "closed":
      if (!state.opensAt) return i18n._("Closed now");
      return state.opensAt.day === today
        ? i18n._("Closed now · opens {time}", { time: formatTime(state.opensAt.time, facts.clock) })
        : i18n._("Closed now · opens {day} {time}", { day: dayName(state.opensAt.day, facts), time: formatTime(state.opensAt.time, facts.clock) });
  }
}

/** "Mon–Fri 9 AM–5 PM"-style lines, one per weekday with hours. */
export function weeklyLines(hours: WeeklyHours, i18n: Translator, facts: HoursFacts = ENGLISH_HOURS): { day: string; text: string }[] {
  return WEEKDAYS.filter((d) => hours[d]?.length).map((d) => ({
    day: dayName(d, facts),
    text: isAllDay(hours[d])
      ? i18n._("Open 24 hours")
      : hours[d]!.map((p) => `${formatTime(p.opens, facts.clock)} – ${formatTime(p.closes, facts.clock)}`).join(", "),
  }));
}
