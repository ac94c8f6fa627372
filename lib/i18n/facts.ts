import type { Weekday } from "@/lib/calendar/week";

/** A language's search words, by concept (locales/<lang>/search.json; lib/places/search.ts reads them). */
export type SearchWords = Readonly<Record<string, readonly string[]>>;

/**
 * What a language needs besides its sentences, in one file per language (locales/<lang>/facts.json):
 * how its people write a time of day, its weekday names, the official terms of its safety messages,
 * and whether a native speaker has reviewed the translation. (The words its readers type to search
 * for help are in locales/<lang>/search.json: only the map loads them.) Checked against English by scripts/i18n/checks.ts (tests/locales.test.ts).
 */
export type ClockFacts = {
  hourCycle: 12 | 24;
  /** On the hour: "{h} {period}" → "5 PM"; Korean "{period} {h}시" → "오후 5시"; {hh}: two-digit hour ("09:00"). */
  hour: string;
  /** With minutes: "{h}:{mm} {period}"; Korean "{period} {h}시 {m}분". */
  hourMinute: string;
  am: string;
  pm: string;
  /**
   * A 12-hour clock's flexible day periods (CLDR `dayPeriods`, format/abbreviated, by CLDR's
   * `dayPeriodRules` for the language), where its readers say "10 in the evening" rather than
   * "10 PM": the start hour (0–23) of each period → its word. Replaces am/pm when given.
   */
  dayPeriods?: Record<string, string>;
  /** Words for 0:00 and 12:00 in opening hours, where the language uses them. */
  midnight: string | null;
  noon: string | null;
  /** Between a date and a time: ", " in English, " " in Chinese. */
  dateTimeSeparator: string;
};

/**
 * How the language writes a date, always with the month's name (never a numeric day and month,
 * which a US reader takes for month/day: Arabic «07/12/2026» is 7 December). Patterns and names from
 * CLDR's medium and long date formats (format context): {d} day, {y} year, {MMM} the abbreviated
 * month, {MMMM} the wide month; written out by lib/places/clock.ts, not by the runtime's Intl, whose
 * data differs between Node and the browsers (Chromium has none for Armenian or Khmer).
 */
export type DateFacts = {
  /** Where space is short: the map's "updated …", "Data last updated". */
  medium: string;
  /** In sentences: "Alerts stop on {date}". */
  long: string;
  monthsShort: string[];
  months: string[];
};

export type LanguageFacts = {
  /** Unicode scripts the language is written in (a check that no English was left in). */
  scripts: string[];
  /** Writing direction, for `<html dir>`. */
  dir: "ltr" | "rtl";
  /**
   * What Intl formats dates, numbers and plurals with: US conventions where the language has
   * them, Western digits (phone numbers and 911 stay recognisable; `-u-nu-latn`) and the Gregorian
   * calendar (`-u-ca-gregory`, not the Thai Buddhist or Persian solar year).
   */
  locale: string;
  /** False until a native speaker has reviewed the whole translation: each page then says so. */
  reviewed: boolean;
  /** Who has checked this translation, when and what (docs/translating.md); the page's notice follows from it. */
  reviews?: TranslationReview[];
  clock: ClockFacts;
  date: DateFacts;
  weekdays: Record<Weekday, string>;
  /** English safety term → the forms of the language's official term. */
  safetyTerms: Record<string, string[]>;
  /**
   * The forms of the language's word for the site's own alerts (the /alerts page, its mails and
   * notifications): one word, distinct from the official "evacuation warning" (Farsi اعلان, not
   * هشدار; Vietnamese thông báo, not cảnh báo). Checked by scripts/i18n/site-alerts.ts.
   */
  siteAlerts: string[];
  /**
   * In a language written without spaces between words: the words of its page copy that the
   * browsers' line-breaking dictionary splits (names, some compounds), kept on one line
   * (lib/i18n/line-breaks.ts).
   */
  unbrokenWords?: string[];
  /**
   * English place name → the language's one spelling of it (its accepted forms, e.g. a stem that
   * takes case endings): every message naming the place uses it (scripts/i18n/place-names.ts).
   * Read by the check only; English's entry lists the English spellings looked for.
   */
  placeNames?: Record<string, string[]>;
};

/** One review of a translation: by whom (a name, or what kind of reviewer), when, of what. */
export type TranslationReview = {
  by: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  /** Whether the reviewer is a native speaker of the language: only such a review can set `reviewed`. */
  native: boolean;
  /** What was read, in words: "every message and page sentence", "the safety terms and alert texts". */
  scope: string;
};

/**
 * What every page says about its translation: nothing once a native speaker has reviewed all of
 * it (`reviewed`); that a reviewer who is not a native speaker has checked it, where one has; else
 * that no one has. Honest either way: a non-native review never removes the notice.
 */
export function translationNotice(facts: Pick<LanguageFacts, "reviewed" | "reviews">): "none" | "checked-not-native" | "not-checked" {
  if (facts.reviewed) return "none";
  return facts.reviews?.length ? "checked-not-native" : "not-checked";
}

/**
 * What client components need of a language's facts, which the layout passes them (so no
 * language's facts are in the JavaScript): its direction, Intl locale, clock and weekdays, and the
 * language's names of the site's communities (lib/places/areas.ts; locales/<lang>/communities.json),
 * for the titles and lists that name them.
 */
export type ClientFacts = Pick<LanguageFacts, "dir" | "locale" | "clock" | "date" | "weekdays"> & { communities: Readonly<Record<string, string>> };

/**
 * English's clock, dates and weekdays, built in (locales/en/facts.json has the same; the hours test keeps
 * them equal): what formatting uses outside a page's language, e.g. a component tested alone.
 */
export const ENGLISH_CLOCK: ClockFacts = { hourCycle: 12, hour: "{h} {period}", hourMinute: "{h}:{mm} {period}", am: "AM", pm: "PM", midnight: "midnight", noon: "noon", dateTimeSeparator: ", " };
export const ENGLISH_WEEKDAYS: Record<Weekday, string> = { sun: "Sunday", mon: "Monday", tue: "Tuesday", wed: "Wednesday", thu: "Thursday", fri: "Friday", sat: "Saturday" };
export const ENGLISH_DATE: DateFacts = {
  medium: "{MMM} {d}, {y}",
  long: "{MMMM} {d}, {y}",
  monthsShort: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  months: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
};
export const ENGLISH_CLIENT_FACTS: ClientFacts = { dir: "ltr", locale: "en-US", clock: ENGLISH_CLOCK, date: ENGLISH_DATE, weekdays: ENGLISH_WEEKDAYS, communities: {} };
