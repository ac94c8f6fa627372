import "server-only";
import type { I18n, Messages } from "@lingui/core";
import { compiledCatalog } from "./compiled-messages";
import type { ClientFacts, LanguageFacts } from "./facts";
import type { Language } from "./languages";
import { readLocaleFile } from "./locale-files";
import { AREAS } from "@/lib/places/areas";
import type { CommunityNames } from "@/lib/places/communities";
import { createI18n, translatorFor, type Translator } from "./translator";

/**
 * A language's translations as the server uses them: the interface messages as `lingui compile`
 * compiled them, and its facts (lib/i18n/locale-files.ts reads them from locales/; page copy: lib/content).
 */

/** The compiled interface messages of a language (the browser never parses ICU). */
export function catalogMessages(language: Language): Messages {
  return compiledCatalog(language);
}

/** A language's facts: its clock, weekdays and official safety terms. */
export function languageFacts(language: Language): LanguageFacts {
  return readLocaleFile(language, "facts.json");
}

/** What the page passes its client components of the language's facts (lib/i18n/facts.ts). */
export function clientFacts(language: Language): ClientFacts {
  const { dir, locale, clock, date, weekdays } = languageFacts(language);
  const names = communityNames(language);
  // Only the site's own communities: what titles and lists name (a few hundred bytes per page).
  const communities = Object.fromEntries(AREAS.list.flatMap((a) => (names[a.name] ? [[a.name, names[a.name]!]] : [])));
  return { dir, locale, clock, date, weekdays, communities };
}

/** The language's own names of communities (locales/<lang>/communities.json). */
export function communityNames(language: Language): CommunityNames {
  return readLocaleFile(language, "communities.json");
}

const instances = new Map<Language, I18n>();

/** The Lingui instance for a language (one per process and language). */
export function i18nFor(language: Language): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = createI18n(languageFacts(language).locale, catalogMessages(language));
    instances.set(language, i18n);
  }
  return i18n;
}

export function i18nIn(language: Language): Translator {
  return translatorFor(i18nFor(language));
}

/** The compiled messages with these ids, in one language: what client components need, nothing more. */
export function compiledMessages(language: Language, ids?: Iterable<string>): Messages {
  const all = catalogMessages(language);
  if (!ids) return all;
  return Object.fromEntries([...ids].flatMap((id) => (all[id] !== undefined ? [[id, all[id]]] : [])));
}
