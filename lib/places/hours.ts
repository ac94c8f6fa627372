import { PLACES } from "@/lib/config";
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

/** "17:00" → "5 PM", "09:30" → "9:30 AM", "24:00" → "midnight". */
export function formatTime(time: string): string {
  const minutes = toMinutes(time);
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
export const dayName = (day: Weekday) => DAY_NAMES[day];

/** A short, human sentence for the list and popups. */
export function describeOpenState(state: OpenState, today: Weekday): string {
  switch (state.kind) {
    case "unknown":
      return "Hours not listed: call ahead";
    case "closed-status":
      return "Not open";
    case "always":
      return "Open 24 hours";
    case "open":
      return `Open now · closes ${formatTime(state.closesAt)}`;
    case "closed":
      if (!state.opensAt) return "Closed now";
      return state.opensAt.day === today
        ? `Closed now · opens ${formatTime(state.opensAt.time)}`
        : `Closed now · opens ${dayName(state.opensAt.day)} ${formatTime(state.opensAt.time)}`;
  }
}

/** "Mon–Fri 9 AM–5 PM"-style lines, one per weekday with hours. */
export function weeklyLines(hours: WeeklyHours): { day: string; text: string }[] {
  return WEEKDAYS.filter((d) => hours[d]?.length).map((d) => ({
    day: dayName(d),
    text: isAllDay(hours[d]) ? "Open 24 hours" : hours[d]!.map((p) => `${formatTime(p.opens)} – ${formatTime(p.closes)}`).join(", "),
  }));
}
