import { msg } from "@/lib/i18n/msg";
import type { HelpTopic } from "./types";

/**
 * The follow panel's words for the topics (English ids; the page shows them translated). Where
 * the site already names a need, the same words: the map's need buttons and kinds of place.
 * Evacuation alerts are named by the three official terms, which every catalog holds as reviewed.
 */
export const HELP_TOPIC_LABELS: Record<HelpTopic, string> = {
  shelter: msg(/*i18n*/ "Shelters"),
  food_water: msg(/*i18n*/ "Food and water"),
  medical: msg(/*i18n*/ "Medical care"),
  animals: msg(/*i18n*/ "Help for animals"),
  supplies: msg(/*i18n*/ "Supplies"),
  donations: msg(/*i18n*/ "Donation needs"),
  volunteer: msg(/*i18n*/ "Volunteer opportunities"),
};

export const EVACUATION_TERMS = [msg(/*i18n*/ "Evacuation order"), msg(/*i18n*/ "Evacuation warning"), msg(/*i18n*/ "Shelter in place")] as const;
