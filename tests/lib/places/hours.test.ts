import { describe, expect, it } from "vitest";
import { factsOf } from "../../support/locales";
import { clockTime, formatDateTime, formatTime, laTime } from "@/lib/places/clock";
import { describeOpenState, ENGLISH_HOURS, isOpenNow, openState, weeklyLines } from "@/lib/places/hours";
import type { WeeklyHours } from "@/lib/places/types";
import { i18nIn } from "@/lib/i18n/catalog";

const i18n = i18nIn("en");

// Fixed instants, written in UTC. Los Angeles is UTC−8 in January (PST) and UTC−7 in July (PDT).
const at = (iso: string) => new Date(iso);
const WED_10AM_PST = at("2025-01-15T18:00:00Z"); // Wednesday 10:00 in LA
const WED_4_59PM_PST = at("2025-01-16T00:59:00Z"); // Wednesday 16:59 in LA (Thursday in UTC!)
const WED_5PM_PST = at("2025-01-16T01:00:00Z"); // Wednesday 17:00 in LA
const THU_1AM_PST = at("2025-01-16T09:00:00Z"); // Thursday 01:00 in LA
const WED_10AM_PDT = at("2025-07-16T17:00:00Z"); // Wednesday 10:00 in LA, summer time

const weekdays9to5: WeeklyHours = Object.fromEntries(
  (["mon", "tue", "wed", "thu", "fri"] as const).map((d) => [d, [{ opens: "09:00", closes: "17:00" }]]),
);

describe("laTime", () => {
  it("reads the weekday and time in Los Angeles, not UTC, in winter and summer", () => {
    expect(laTime(WED_10AM_PST)).toEqual({ day: "wed", minutes: 600 });
    expect(laTime(WED_4_59PM_PST)).toEqual({ day: "wed", minutes: 16 * 60 + 59 });
    expect(laTime(WED_10AM_PDT)).toEqual({ day: "wed", minutes: 600 });
  });
});

describe("openState", () => {
  it("is open inside a period, with its closing time, and closed at the closing minute", () => {
    expect(openState(weekdays9to5, "open", WED_10AM_PST)).toEqual({ kind: "open", closesAt: "17:00" });
    expect(openState(weekdays9to5, "open", WED_4_59PM_PST).kind).toBe("open");
    expect(openState(weekdays9to5, "open", WED_5PM_PST)).toEqual({ kind: "closed", opensAt: { day: "thu", time: "09:00" } });
  });

  it("honours daylight saving time", () => {
    expect(isOpenNow(openState(weekdays9to5, "open", WED_10AM_PDT))).toBe(true);
  });

  it("finds the next opening later today or on a later day", () => {
    const split: WeeklyHours = { wed: [{ opens: "07:00", closes: "09:00" }, { opens: "17:00", closes: "19:00" }], sat: [{ opens: "10:00", closes: "12:00" }] };
    expect(openState(split, "open", WED_10AM_PST)).toEqual({ kind: "closed", opensAt: { day: "wed", time: "17:00" } });
    expect(openState(split, "open", THU_1AM_PST)).toEqual({ kind: "closed", opensAt: { day: "sat", time: "10:00" } });
  });

  it("keeps an overnight period open past midnight", () => {
    const overnight: WeeklyHours = { wed: [{ opens: "18:00", closes: "02:00" }] };
    expect(openState(overnight, "open", THU_1AM_PST)).toEqual({ kind: "open", closesAt: "02:00" });
    expect(openState(overnight, "open", WED_10AM_PST).kind).toBe("closed");
  });

  it("reports 24-hour places as always open", () => {
    const always: WeeklyHours = Object.fromEntries(
      (["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const).map((d) => [d, [{ opens: "00:00", closes: "24:00" }]]),
    );
    expect(openState(always, "open", THU_1AM_PST)).toEqual({ kind: "always" });
  });

  it("is never open when the place is full: open by its hours, but it cannot take anyone", () => {
    const always: WeeklyHours = Object.fromEntries(
      (["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const).map((d) => [d, [{ opens: "00:00", closes: "24:00" }]]),
    );
    const state = openState(always, "full", THU_1AM_PST);
    expect(state).toEqual({ kind: "full" });
    expect(isOpenNow(state)).toBe(false);
    expect(describeOpenState(state, "thu", i18nIn("es"), factsOf("es"))).toBe("Lleno en este momento: llame antes de ir");
  });

  it("is never open when the place is closed or temporarily closed, whatever its hours", () => {
    expect(openState(weekdays9to5, "temporarily_closed", WED_10AM_PST)).toEqual({ kind: "closed-status" });
    expect(openState(weekdays9to5, "closed", WED_10AM_PST)).toEqual({ kind: "closed-status" });
  });

  it("does not guess when no hours are listed", () => {
    const state = openState({}, "open", WED_10AM_PST);
    expect(state).toEqual({ kind: "unknown" });
    expect(isOpenNow(state)).toBe(false);
  });
});

describe("wording", () => {
  it("formats times the American way", () => {
    expect(["09:00", "09:30", "12:00", "17:00", "00:00", "24:00"].map((time) => formatTime(time))).toEqual([
      "9 AM",
      "9:30 AM",
      "noon",
      "5 PM",
      "midnight",
      "midnight",
    ]);
  });

  it("says when a place closes or next opens", () => {
    expect(describeOpenState({ kind: "open", closesAt: "17:00" }, "wed", i18n)).toBe("Open now · closes 5 PM");
    expect(describeOpenState({ kind: "closed", opensAt: { day: "wed", time: "17:00" } }, "wed", i18n)).toBe("Closed now · opens 5 PM");
    expect(describeOpenState({ kind: "closed", opensAt: { day: "sat", time: "10:00" } }, "wed", i18n)).toBe("Closed now · opens Saturday 10 AM");
  });

  it("in Spanish, a sentence that is right for every time: never \"a las\" before 1, noon or midnight", () => {
    const es = i18nIn("es");
    const sentences = ["00:00", "01:00", "01:30", "12:00", "13:00", "17:00", "23:59"].flatMap((time) => [
      describeOpenState({ kind: "open", closesAt: time }, "wed", es, factsOf("es")),
      describeOpenState({ kind: "closed", opensAt: { day: "wed", time } }, "wed", es, factsOf("es")),
      describeOpenState({ kind: "closed", opensAt: { day: "sat", time } }, "wed", es, factsOf("es")),
    ]);
    for (const sentence of sentences) expect(sentence).not.toMatch(/\ba las (1\b|1:|mediodía|medianoche)/);
    expect(sentences).toContain("Abierto ahora · cierra: 1 p. m.");
    expect(sentences).toContain("Cerrado ahora · abre el sábado: mediodía");
  });

  it("lists the week's hours", () => {
    expect(weeklyLines({ mon: [{ opens: "09:00", closes: "17:00" }] }, i18n)).toEqual([{ day: "Monday", text: "9 AM – 5 PM" }]);
  });
});

describe("times and days in other languages", () => {
  it("are written out the same way on server and browser", () => {
    // Each language's own clock: Spanish "5 p. m.", Chinese 24-hour, Korean "오후 5시".
    expect(["09:00", "09:30", "12:00", "17:00", "17:30", "00:00", "24:00"].map((t) => formatTime(t, factsOf("es").clock))).toEqual([
      "9 a. m.",
      "9:30 a. m.",
      "mediodía",
      "5 p. m.",
      "5:30 p. m.",
      "medianoche",
      "medianoche",
    ]);
    expect(formatTime("17:30", factsOf("zh").clock)).toBe("17:30");
    expect(formatTime("09:00", factsOf("zh").clock)).toBe("9:00");
    expect(["09:00", "09:30", "12:00", "17:00", "13:05", "00:00"].map((t) => formatTime(t, factsOf("ko").clock))).toEqual([
      "오전 9시",
      "오전 9시 30분",
      "정오",
      "오후 5시",
      "오후 1시 5분",
      "자정",
    ]);
  });
});

describe("each language's clock", () => {
  it("is data in its facts file, and English's built-in copy matches it", () => {
    expect(ENGLISH_HOURS).toEqual({ clock: factsOf("en").clock, weekdays: factsOf("en").weekdays });
  });

  it("is written by hand where ICU is not what residents read (Korean opening hours)", () => {
    // What Node's ICU makes of 5:26 PM in Korean is not how a Korean sign writes it ("오후 5시 26분"),
    // and browsers' ICU versions differ from Node's: a pattern per language renders the same everywhere.
    const intl = new Intl.DateTimeFormat("ko-KR", { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(new Date("2026-01-15T17:26:00Z"));
    expect(intl).not.toBe("오후 5시 26분");
    expect(clockTime(17 * 60 + 26, factsOf("ko").clock)).toBe("오후 5시 26분");
  });
});

describe("formatDateTime", () => {
  it("writes a moment in Los Angeles time, in each language's conventions, never Node's 'PM 5:26'", () => {
    const at = "2026-01-15T01:26:00Z"; // 5:26 PM on Jan 14 in Los Angeles
    expect(formatDateTime(at, factsOf("en"))).toBe("Jan 14, 2026, 5:26 PM");
    expect(formatDateTime(at, factsOf("es"))).toMatch(/^14 ene\.? 2026, 5:26 p\. m\.$/);
    expect(formatDateTime(at, factsOf("zh"))).toBe("2026年1月14日 17:26");
    // Korean's numeric "2026. 1. 14." gave way to the month's name (issue 38; tests/lib/places/dates.test.ts).
    expect(formatDateTime(at, factsOf("ko"))).toBe("2026년 1월 14일 오후 5시 26분");
    // On the hour, a moment keeps its minutes; at midnight it is a time, not "midnight".
    expect(formatDateTime("2026-01-14T16:00:00Z", factsOf("en"))).toBe("Jan 14, 2026, 8:00 AM");
    expect(formatDateTime("2026-01-14T16:00:00Z", factsOf("es"))).toMatch(/, 8:00 a\. m\.$/);
    expect(formatDateTime("2026-01-14T08:00:00Z", factsOf("en"))).toBe("Jan 14, 2026, 12:00 AM");
  });

});
