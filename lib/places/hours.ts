import { PLACES } from "@/lib/config";
import { englishOnly, type Translate } from "@/lib/i18n/translator";
import type { Language } from "@/lib/languages";
import { WEEKDAYS, type OpeningPeriod, type PlaceStatus, type Weekday, type WeeklyHours } from "./types";

const MINUTES_PER_DAY = 24 * 60;

const laClock = new Intl.DateTimeFormat("en-US", {
  timeZone: PLACES.timeZone,
  weekday: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** Day of the week and minutes since midnight in Los Angeles for an instant. */
export function laTime(date: Date): { day: Weekday; minutes: number } {
  const parts = Object.fromEntries(laClock.formatToParts(date).map((p) => [p.type, p.value]));
  const day = (parts.weekday ?? "Sun").slice(0, 3).toLowerCase() as Weekday;
  return { day, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

export function toMinutes(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

const previousDay = (day: Weekday): Weekday => WEEKDAYS[(WEEKDAYS.indexOf(day) + 6) % 7]!;

export type OpenState =
  | { kind: "unknown" }
  | { kind: "closed-status" }
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

/** "17:00" → "5 PM", "09:30" → "9:30 AM", "24:00" → "midnight"; other languages use their own clock style. */
export function formatTime(time: string, language: Language = "en"): string {
  const minutes = toMinutes(time);
  // Written out by hand, not with Intl: server and browser ICU versions format differently, and
  // the list is rendered on both (a mismatch breaks hydration).
  if (language !== "en") {
    const h = Math.floor((minutes % MINUTES_PER_DAY) / 60);
    const mm = String(minutes % 60).padStart(2, "0");
    if (language === "ko") return `${h < 12 ? "오전" : "오후"} ${h % 12 === 0 ? 12 : h % 12}:${mm}`;
    return `${h}:${mm}`; // Spanish and Chinese read the 24-hour clock.
  }
  if (minutes === 0 || minutes === MINUTES_PER_DAY) return "midnight";
  if (minutes === 12 * 60) return "noon";
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const suffix = h < 12 ? "AM" : "PM";
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return m === 0 ? `${h12} ${suffix}` : `${h12}:${String(m).padStart(2, "0")} ${suffix}`;
}

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
export function describeOpenState(state: OpenState, today: Weekday, t: Translate = englishOnly, language: Language = "en"): string {
  switch (state.kind) {
    case "unknown":
      return t("Hours not listed: call ahead");
    case "closed-status":
      return t("Not open");
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
export function weeklyLines(hours: WeeklyHours, t: Translate = englishOnly, language: Language = "en"): { day: string; text: string }[] {
  return WEEKDAYS.filter((d) => hours[d]?.length).map((d) => ({
    day: dayName(d, language),
    text: isAllDay(hours[d])
      ? t("Open 24 hours")
      : hours[d]!.map((p) => `${formatTime(p.opens, language)} – ${formatTime(p.closes, language)}`).join(", "),
  }));
}
