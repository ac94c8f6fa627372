import { contentOf } from "../../lib/content/build";
import type { SiteContent } from "../../lib/content/types";
import type { Language } from "../../lib/i18n/languages";
import { readPo } from "../../scripts/i18n/checks";

/** A language's page copy, as the server builds it (English structure, its sentences). */
export const contentIn = (language: Language): SiteContent => contentOf(language);

/** A language's interface messages as its translators wrote them (ICU, arguments left in): id → message. */
export function messagesIn(language: Language): Record<string, string> {
  return Object.fromEntries(readPo(language, "messages").map((e) => [e.id, e.text || e.id]));
}
