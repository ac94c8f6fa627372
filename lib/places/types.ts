import { msg } from "@/lib/i18n/msg";
import type { Amenities } from "./amenities";
import type { Weekday } from "@/lib/calendar/week";
import { ANIMAL_SUPPORT } from "./audience";

/** The app's view of a place. Backends map their rows to this shape (see lib/data). */

export const PLACE_KINDS = ["resource", "shelter", "donation_need", "volunteer_opportunity"] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export const CATEGORIES = ["essentials", "shelter_support", "medical_health", "animal_support"] as const;
export type Category = (typeof CATEGORIES)[number];
/** The categories of help for people, in canonical order: every one but animal support (./audience.ts). */
export const PEOPLE_CATEGORIES: readonly Category[] = CATEGORIES.filter((c) => c !== ANIMAL_SUPPORT);

export const STATUSES = ["open", "temporarily_closed", "full", "closed"] as const;
export type PlaceStatus = (typeof STATUSES)[number];

export { WEEKDAYS, type Weekday } from "@/lib/calendar/week";

export const URGENCIES = ["high", "medium", "low"] as const;
export type Urgency = (typeof URGENCIES)[number];

/** "HH:MM", 24-hour, America/Los_Angeles. "24:00" may close a day. */
export type TimeOfDay = string;
export type OpeningPeriod = { opens: TimeOfDay; closes: TimeOfDay };
export type WeeklyHours = Partial<Record<Weekday, OpeningPeriod[]>>;

export type NeededItem = { item: string; urgency: Urgency };
export type Shift = { day: Weekday; starts: TimeOfDay; ends: TimeOfDay };

/** A place's yes/no facts (noIdRequired, petsAllowed, …) are its Amenities (./amenities.ts). */
export type Place = Amenities & {
  id: string;
  externalId: string;
  kind: PlaceKind;
  category: Category;
  name: string;
  description: string;
  address: string;
  latitude: number;
  longitude: number;
  phone: string | null;
  website: string | null;
  hours: WeeklyHours;
  status: PlaceStatus;
  languages: string[];
  itemsNeeded: NeededItem[];
  shifts: Shift[];
  signupUrl: string | null;
  /** ISO timestamp of the last human check, or null when never verified. */
  lastVerifiedAt: string | null;
  verifiedBy: string | null;
  isSample: boolean;
  updatedAt: string;
};

/** A text of a place in the page's language, and whether a machine wrote it (then it is labelled). */
export type TranslatedText = { text: string; machine: boolean };

/**
 * The translations the server found for a place's translatable text: its name, description and
 * needed items (by their English text). Never its address, phone, web addresses or the name of
 * who verified it: those are what people navigate, call and trust with, and stay as written.
 */
export type PlaceTranslation = { name?: TranslatedText; description?: TranslatedText; items?: Record<string, TranslatedText> };

/** A place as a page in another language shows it. */
export type LocalizedPlace = Place & { translated?: PlaceTranslation };

/** The texts of a place that are translated (see PlaceTranslation). */
export function translatableTexts(place: Pick<Place, "name" | "description" | "itemsNeeded">): string[] {
  return [place.name, place.description, ...place.itemsNeeded.map((i) => i.item)].filter((t) => t.trim() !== "");
}

/** What the daily import writes: a place without the database's own columns. */
export type PlaceInput = Omit<Place, "id" | "updatedAt"> & { published?: boolean };

export type ImportSummary = { total: number; inserted: number; updated: number; unchanged: number };

export const KIND_LABELS: Record<PlaceKind, string> = {
  resource: msg(/*i18n*/ "Resources"),
  shelter: msg(/*i18n*/ "Shelters"),
  donation_need: msg(/*i18n*/ "Donation needs"),
  volunteer_opportunity: msg(/*i18n*/ "Volunteer opportunities"),
};

export const KIND_LABEL_SINGULAR: Record<PlaceKind, string> = {
  resource: msg(/*i18n*/ "Resource"),
  shelter: msg(/*i18n*/ "Shelter"),
  donation_need: msg(/*i18n*/ "Donation need"),
  volunteer_opportunity: msg(/*i18n*/ "Volunteer opportunity"),
};

export const CATEGORY_LABELS: Record<Category, string> = {
  essentials: msg(/*i18n*/ "Essentials"),
  shelter_support: msg(/*i18n*/ "Shelter & Support Services"),
  medical_health: msg(/*i18n*/ "Medical & Health"),
  animal_support: msg(/*i18n*/ "Animal Support"),
};

export const STATUS_LABELS: Record<PlaceStatus, string> = {
  open: msg(/*i18n*/ "Open (status)"),
  temporarily_closed: msg(/*i18n*/ "Temporarily closed"),
  full: msg(/*i18n*/ "Full"),
  closed: msg(/*i18n*/ "Closed"),
};
