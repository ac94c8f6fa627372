import { PLACES } from "@/lib/config";
import { LOCALES, type Language } from "@/lib/i18n/languages";
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
 * A time of day on each language's clock, as people there write it: "5 PM", "9:30 AM", "midnight";
 * Spanish "5 p. m.", "9:30 a. m.", "medianoche"; Chinese 17:00; Korean "오후 5시", "오전 9시 30분",
 * "자정". Written out by hand, not with Intl: server and browser ICU versions format differently
 * (Node's gives Korean "PM 5:26"), and the list is rendered on both (a mismatch breaks hydration).
 */
export function formatTime(time: string, language: Language = "en"): string {
  return clockTime(toMinutes(time), language);
}

/**
 * Minutes after midnight (0–1440) on the language's clock; see formatTime. `exact`: a moment, not
 * an opening time, so "8:00 AM" rather than "8 AM", and no "noon" or "midnight".
 */
export function clockTime(minutes: number, language: Language, { exact = false } = {}): string {
  const h = Math.floor((minutes % MINUTES_PER_DAY) / 60);
  const m = minutes % 60;
  const mm = String(m).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const midnight = !exact && minutes % MINUTES_PER_DAY === 0;
  const noon = !exact && minutes === 12 * 60;
  const showMinutes = exact || m !== 0;
  switch (language) {
    case "zh":
      return `${h}:${mm}`; // the 24-hour clock
    case "ko":
      if (midnight) return "자정";
      if (noon) return "정오";
      return `${h < 12 ? "오전" : "오후"} ${h12}시${m === 0 ? "" : ` ${m}분`}`;
    case "es":
      if (midnight) return "medianoche";
      if (noon) return "mediodía";
      return `${showMinutes ? `${h12}:${mm}` : h12} ${h < 12 ? "a. m." : "p. m."}`;
    default:
      if (midnight) return "midnight";
      if (noon) return "noon";
      return `${showMinutes ? `${h12}:${mm}` : h12} ${h < 12 ? "AM" : "PM"}`;
  }
}

/**
 * A moment as a date and a time in Los Angeles, in the language's conventions ("Jan 14, 2026,
 * 5:26 PM", "14 ene 2026, 5:26 p. m.", "2026年1月14日 17:26", "2026. 1. 14. 오후 5시 26분").
 */
export function formatDateTime(iso: string, language: Language = "en"): string {
  const at = new Date(iso);
  const date = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "medium", timeZone: PLACES.timeZone }).format(at);
  const { minutes } = laTime(at);
  return `${date}${language === "zh" || language === "ko" ? " " : ", "}${clockTime(minutes, language, { exact: true })}`;
}
