import type { Translate } from "@/lib/i18n/translator";
import type { Language } from "@/lib/i18n/languages";
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

const DAY_NAMES: Record<Weekday, string> = {
  sun: "Sunday",
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
};
const LOCAL_DAY_NAMES: Record<Exclude<Language, "en">, Record<Weekday, string>> = {
  es: { sun: "domingo", mon: "lunes", tue: "martes", wed: "miércoles", thu: "jueves", fri: "viernes", sat: "sábado" },
  zh: { sun: "星期日", mon: "星期一", tue: "星期二", wed: "星期三", thu: "星期四", fri: "星期五", sat: "星期六" },
  ko: { sun: "일요일", mon: "월요일", tue: "화요일", wed: "수요일", thu: "목요일", fri: "금요일", sat: "토요일" },
};

export function dayName(day: Weekday, language: Language = "en"): string {
  return language === "en" ? DAY_NAMES[day] : LOCAL_DAY_NAMES[language][day];
}

/** A short, human sentence for the list and popups. */
export function describeOpenState(state: OpenState, today: Weekday, t: Translate, language: Language = "en"): string {
  switch (state.kind) {
    case "unknown":
      return t("Hours not listed: call ahead");
    case "closed-status":
      return t("Not open");
    case "full":
      return t("Full right now: call before you go");
    case "always":
      return t("Open 24 hours");
    case "open":
      return t("Open now · closes {time}", { time: formatTime(state.closesAt, language) });
    case "closed":
      if (!state.opensAt) return t("Closed now");
      return state.opensAt.day === today
        ? t("Closed now · opens {time}", { time: formatTime(state.opensAt.time, language) })
        : t("Closed now · opens {day} {time}", { day: dayName(state.opensAt.day, language), time: formatTime(state.opensAt.time, language) });
  }
}

/** "Mon–Fri 9 AM–5 PM"-style lines, one per weekday with hours. */
export function weeklyLines(hours: WeeklyHours, t: Translate, language: Language = "en"): { day: string; text: string }[] {
  return WEEKDAYS.filter((d) => hours[d]?.length).map((d) => ({
    day: dayName(d, language),
    text: isAllDay(hours[d])
      ? t("Open 24 hours")
      : hours[d]!.map((p) => `${formatTime(p.opens, language)} – ${formatTime(p.closes, language)}`).join(", "),
  }));
}
