/**
 * The days of the week, Sunday first as `Date#getDay` counts them: the keys of a place's hours and
 * shifts, and of each language's day names (lib/i18n/facts.ts). Below both, so neither imports the other.
 */
export const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
