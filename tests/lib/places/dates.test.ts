// @vitest-environment node
import { describe, expect, it } from "vitest";
import { renderAlert } from "@/lib/alerts/messages";
import { languageFacts } from "@/lib/i18n/catalog";
import { ENGLISH_CLIENT_FACTS } from "@/lib/i18n/facts";
import { LANGUAGE_CODES, type Language } from "@/lib/i18n/languages";
import { formatDateTime, formatDay } from "@/lib/places/clock";

/**
 * Dates with the month's name in every language (issue 38): a numeric day and month is read the
 * US way by a US reader (Arabic printed «07‏/12‏/2026» for 7 December). Written from CLDR's medium
 * and long date formats (locales/<lang>/facts.json `date`), the same on the server and in the
 * browser. 01:26 UTC on 8 December is 5:26 PM on 7 December in Los Angeles.
 */
const AT = "2026-12-08T01:26:00Z";
const CLDR: Record<Language, { medium: string; long: string }> = {
  en: { medium: "Dec 7, 2026", long: "December 7, 2026" },
  es: { medium: "7 dic 2026", long: "7 de diciembre de 2026" },
  zh: { medium: "2026年12月7日", long: "2026年12月7日" },
  "zh-Hant": { medium: "2026年12月7日", long: "2026年12月7日" },
  // Korean's medium date is numeric ("2026. 12. 7."): the long one names the month (12월).
  ko: { medium: "2026년 12월 7일", long: "2026년 12월 7일" },
  hy: { medium: "7 դեկ, 2026 թ.", long: "7 դեկտեմբերի, 2026 թ." },
  tl: { medium: "Dis 7, 2026", long: "Disyembre 7, 2026" },
  vi: { medium: "7 thg 12, 2026", long: "7 tháng 12, 2026" },
  fa: { medium: "7 دسامبر 2026", long: "7 دسامبر 2026" },
  ru: { medium: "7 дек. 2026 г.", long: "7 декабря 2026 г." },
  // Japanese's medium date is numeric ("2026/12/07"): the long one everywhere.
  ja: { medium: "2026年12月7日", long: "2026年12月7日" },
  km: { medium: "7 ធ្នូ 2026", long: "7 ធ្នូ 2026" },
  // Arabic's medium date is numeric: the long one («7 ديسمبر 2026») everywhere.
  ar: { medium: "7 ديسمبر 2026", long: "7 ديسمبر 2026" },
  th: { medium: "7 ธ.ค. 2026", long: "7 ธันวาคม ค.ศ. 2026" },
  hi: { medium: "7 दिस॰ 2026", long: "7 दिसंबर 2026" },
};

/** A date written in numbers only: 07/12/2026, 2026/12/07, 2026-12-07, 2026. 12. 7. */
const NUMERIC_DATE = /\b\d{1,2}[\s\u200f]*[/.][\s\u200f]*\d{1,2}[\s\u200f]*[/.][\s\u200f]*\d{4}\b|\b\d{4}[\s\u200f]*[/.-][\s\u200f]*\d{1,2}[\s\u200f]*[/.-][\s\u200f]*\d{1,2}\b/;

it("finds a numeric date where there is one", () => {
  for (const numeric of ["07\u200f/12\u200f/2026", "2026/12/07", "2026-12-07", "2026. 12. 7.", "12/7/2026"]) expect(numeric).toMatch(NUMERIC_DATE);
  for (const fine of ["Dec 7, 2026, 5:26 PM", "Call 1-800-621-3362", "17:26"]) expect(fine).not.toMatch(NUMERIC_DATE);
});

describe.each(LANGUAGE_CODES)("dates in %s", (language) => {
  const facts = languageFacts(language);

  it("name the month, as CLDR writes the date", () => {
    expect(formatDay(AT, facts.date, "medium")).toBe(CLDR[language].medium);
    expect(formatDay(AT, facts.date, "long")).toBe(CLDR[language].long);
    expect(formatDateTime(AT, facts).startsWith(CLDR[language].medium)).toBe(true);
  });

  it("every month has its name, and no date on the map, the notices or the alert mails is numeric", () => {
    for (let month = 0; month < 12; month++) {
      const iso = new Date(Date.UTC(2026, month, 15, 20)).toISOString();
      for (const text of [formatDay(iso, facts.date, "medium"), formatDay(iso, facts.date, "long"), formatDateTime(iso, facts)]) {
        expect(text, text).not.toMatch(NUMERIC_DATE);
        expect(text).toMatch(/\p{L}/u);
      }
    }
    const site = "https://relief.example.org";
    const context = { language, siteUrl: site, manageUrl: `${site}/alerts/manage` };
    const zone = renderAlert({ type: "zone", zoneId: "Z", zoneName: "Z", before: null, after: "order", source: "LA County", sourceUrl: `${site}/z`, fetchedAt: AT, latitude: 34.1, longitude: -118.1 }, context);
    const reminder = renderAlert({ type: "reminder", expiresAt: AT, renewUrl: `${site}/alerts/renew` }, context);
    for (const m of [zone, reminder]) {
      expect(m.text).not.toMatch(NUMERIC_DATE);
      expect(m.html).not.toMatch(NUMERIC_DATE);
    }
    expect(zone.text).toContain(formatDateTime(AT, facts));
    expect(reminder.text).toContain(CLDR[language].long);
  });
});

it("English's built-in dates are locales/en/facts.json's", () => {
  expect(ENGLISH_CLIENT_FACTS.date).toEqual(languageFacts("en").date);
});
