import type { PlaceSummary } from "./summary";
import type { Category, Place, PlaceKind } from "./types";

/** What search reads of a place: the map's summary, and its description once it is loaded. */
export type SearchablePlace = PlaceSummary & Partial<Pick<Place, "description">>;

/**
 * Search that understands every language the site speaks. Place text comes from the database in
 * English (its translations join the search text when the server has them), so a query in another
 * language is matched through CONCEPTS: a maintained list of what residents look for, the words
 * they use for it in each language (locales/<lang>/facts.json, "search"), and what makes a place a
 * match — its kind,
 * category or eligibility, or English words in its text. A query word that names no concept is
 * looked for in the place's text itself. Every word of a query must match (AND).
 *
 * Add a word where residents use it (a synonym that finds nothing is harmless; one that finds the
 * wrong places is not). Words are compared accent- and case-insensitively.
 */

export type Concept = {
  /** Its name in each language's search words (locales/<lang>/facts.json, "search"). */
  id: string;
  /** English stems found in a place's text (name, description, items needed). */
  text?: readonly string[];
  kinds?: readonly PlaceKind[];
  categories?: readonly Category[];
  /** A yes/no fact of the place. */
  facts?: readonly ("petsAllowed" | "noIdRequired" | "wheelchairAccessible" | "freeOfCharge")[];
};

export const CONCEPTS: readonly Concept[] = [
  {
    // food, meals
    id: "food",
    text: ["food", "meal", "grocer", "pantry", "snack", "breakfast", "lunch", "dinner"],
  },
  {
    // drinking water
    id: "water",
    text: ["water"],
  },
  {
    // a place to sleep, shelter
    id: "shelter",
    kinds: ["shelter"],
    text: ["shelter", "cots", "overnight"],
  },
  {
    // pets and animals
    id: "pets",
    categories: ["animal_support"],
    facts: ["petsAllowed"],
    text: ["pet", "animal", "dog", "cat", "veterinar"],
  },
  {
    // medical care, medicine, health
    id: "medical",
    categories: ["medical_health"],
    // Not "clinic": a veterinary clinic is not what someone asking for a doctor needs.
    text: ["medical", "medicine", "prescription", "first aid", "pharmac", "nurse", "doctor"],
  },
  {
    // mental health, someone to talk to
    id: "mental_health",
    text: ["counsel", "mental health", "crisis", "emotional"],
  },
  {
    // clothing
    id: "clothing",
    text: ["cloth", "jacket", "shoe", "sock", "underwear"],
  },
  {
    // diapers, baby supplies
    id: "baby",
    text: ["diaper", "baby", "infant", "formula", "wipes"],
  },
  {
    // hygiene
    id: "hygiene",
    text: ["hygiene", "shower", "toiletr", "soap", "toothbrush"],
  },
  {
    // masks, air quality, smoke
    id: "masks",
    text: ["mask", "n95", "respirator"],
  },
  {
    // phone charging, power
    id: "charging",
    text: ["charg", "power", "outlet"],
  },
  {
    // donating, drop-off
    id: "donate",
    kinds: ["donation_need"],
  },
  {
    // volunteering
    id: "volunteer",
    kinds: ["volunteer_opportunity"],
  },
  {
    // no ID needed
    id: "no_id",
    facts: ["noIdRequired"],
  },
  {
    // wheelchair access
    id: "wheelchair",
    facts: ["wheelchairAccessible"],
  },
  {
    // free of charge
    id: "free",
    facts: ["freeOfCharge"],
  },
];

/**
 * Compared form of a text: compatibility forms unified (full-width letters), accents removed
 * (ACCENTS), lower case, then recomposed — so Korean syllables stay whole ("물" never matches
 * inside "무료").
 */
export function normalizeSearch(text: string): string {
  return text.normalize("NFKD").replace(ACCENTS, "$1").normalize("NFC").toLowerCase();
}

/**
 * Marks that people often leave out when they type: accents on Latin, Greek and Cyrillic letters
 * ("farmacia" finds "fármacia", "tieng viet" finds "Tiếng Việt") and Arabic short vowels. Never
 * the vowel signs of Khmer, Thai or Devanagari, which are letters there (Khmer ទឹក "water" is not
 * ទុក "keep").
 */
const ACCENTS = /([\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{M}+|()[\u064B-\u065F\u0670]/gu;

/** Writing systems that put no spaces between words. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Khmer}\p{Script=Lao}\p{Script=Myanmar}]/u;

/**
 * What is left of an unspaced run once known words are out, split into words where the browser
 * can (Intl.Segmenter's dictionaries for Chinese, Japanese, Thai, Khmer), else by spaces.
 */
function segmentWords(text: string): string[] {
  const Segmenter = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter;
  // Longer than anything typed in a search box: not worth the dictionary (and kept linear-time).
  if (!Segmenter || text.length > SEGMENT_MAX_CHARS) return text.split(/\s+/).filter(Boolean);
  segmenter ??= new Segmenter(undefined, { granularity: "word" });
  return [...segmenter.segment(text)].filter((s) => s.isWordLike).map((s) => s.segment);
}
let segmenter: Intl.Segmenter | undefined;
const SEGMENT_MAX_CHARS = 64;

/** Search words per concept id, as a language's facts.json lists them. */
export type SearchWords = Readonly<Record<string, readonly string[]>>;

type PreparedConcept = Concept & { normalizedWords: string[] };

/**
 * The concepts with the words of some languages (the page's and English: the page passes only
 * those, lib/i18n/catalog.ts clientFacts), prepared once: compared forms, and every word longest
 * first (so "饮用水" is found before "水").
 */
export type Vocabulary = { concepts: PreparedConcept[]; allWords: string[] };

export function vocabulary(...languages: SearchWords[]): Vocabulary {
  const concepts = CONCEPTS.map((c) => ({ ...c, normalizedWords: [...new Set(languages.flatMap((words) => words[c.id] ?? []).map(normalizeSearch))] }));
  const allWords = [...new Set(concepts.flatMap((c) => c.normalizedWords))].sort((a, b) => b.length - a.length);
  return { concepts, allWords };
}

/** No concept words: a query is matched against the places' text only. */
export const NO_VOCABULARY: Vocabulary = vocabulary();

/**
 * The words of a query. Chinese has no spaces: known words are taken out of a run of characters
 * ("宠物食品" → 宠物, 食品), and what remains is searched as it is.
 */
export function queryWords(query: string, { allWords: ALL_WORDS }: Vocabulary = NO_VOCABULARY): string[] {
  const words: string[] = [];
  // Multi-word phrases first ("silla de ruedas").
  let rest = ` ${normalizeSearch(query)} `;
  for (const word of ALL_WORDS) {
    if (!word.includes(" ")) continue;
    if (rest.includes(` ${word} `)) {
      words.push(word);
      rest = rest.replace(` ${word} `, " ");
    }
  }
  for (const token of rest.split(/\s+/).filter(Boolean)) {
    if (!UNSPACED.test(token)) {
      words.push(token);
      continue;
    }
    let remaining = token;
    for (const word of ALL_WORDS) {
      if (UNSPACED.test(word) && remaining.includes(word)) {
        words.push(word);
        remaining = remaining.split(word).join(" ");
      }
    }
    words.push(...segmentWords(remaining));
  }
  return [...new Set(words)];
}

/** The searchable text of a place: its own text, plus any translations of it the page has. */
export function placeText(place: SearchablePlace, extra: readonly string[] = []): string {
  return normalizeSearch([place.name, place.description ?? "", place.address, ...place.itemsNeeded.map((i) => i.item), ...extra].join(" "));
}

function conceptMatches(concept: Concept, place: SearchablePlace, text: string): boolean {
  return (
    (concept.kinds?.includes(place.kind) ?? false) ||
    (concept.categories?.includes(place.category) ?? false) ||
    (concept.facts?.some((fact) => place[fact]) ?? false) ||
    (concept.text?.some((stem) => text.includes(stem)) ?? false)
  );
}

/**
 * Whether the place matches one query word: the word names a concept the place matches, or the
 * place's text (or a label of it, in the page's language) contains the word.
 */
export function matchesWord(word: string, place: SearchablePlace, text: string, { concepts }: Vocabulary = NO_VOCABULARY): boolean {
  if (text.includes(word)) return true;
  return concepts.some((concept) => concept.normalizedWords.includes(word) && conceptMatches(concept, place, text));
}
