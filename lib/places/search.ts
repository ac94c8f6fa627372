import { AMENITIES, type AmenityKey } from "./amenities";
import type { PlaceSummary } from "./summary";
import type { Category, Place, PlaceKind } from "./types";
import type { SearchWords } from "@/lib/i18n/facts";

/** What search reads of a place: the map's summary, and its description once it is loaded. */
export type SearchablePlace = PlaceSummary & Partial<Pick<Place, "description">>;

/**
 * Search that understands every language the site speaks. Place text comes from the database in
 * English (its translations join the search text when the server has them), so a query in another
 * language is matched through CONCEPTS: a maintained list of what residents look for, the words
 * they use for it in each language (locales/<lang>/facts.json, "search"), and what makes a place a
 * match. A query word that names a concept matches by the concept only (never by any text that
 * happens to contain it: "cat" is in "location", Korean "물" in "동물"); a word that names none is
 * looked for at the start of a word of the place's text (anywhere in it, for scripts written
 * without spaces). Every word of a query must match (AND). What a search can and cannot find:
 * docs/search.md.
 *
 * Add a word where residents use it (a synonym that finds nothing is harmless; one that finds the
 * wrong places is not). Words are compared accent- and case-insensitively, punctuation as spaces.
 */

/** The yes/no facts of a place a word can name. */
export type Fact = AmenityKey;

export type Concept = {
  /** Its name in each language's search words (locales/<lang>/facts.json, "search"). */
  id: string;
  /** English stems, found at the start of a word of a place's text (name, description, items needed). */
  text?: readonly string[];
  /** English phrases that do not count as the concept ("no medicines", "sleep masks"). */
  except?: readonly string[];
  kinds?: readonly PlaceKind[];
  categories?: readonly Category[];
  /** A need of people: places for animals (animal support) answer it only when asked for animals. */
  forPeople?: boolean;
  /**
   * Names animals. Alone, or with facts only: the places that allow pets (`fact`). With a need
   * ("pet food", "宠物避难所"): that need for animals — among animal-support places.
   */
  animals?: boolean;
  /** Asked for animals, its places that allow pets count too (a shelter that takes pets). */
  takesPets?: boolean;
};

export const CONCEPTS: readonly Concept[] = [
  {
    // food, meals
    id: "food",
    forPeople: true,
    text: ["food", "meal", "grocer", "pantry", "snack", "breakfast", "lunch", "dinner"],
  },
  {
    // drinking water
    id: "water",
    forPeople: true,
    text: ["water"],
  },
  {
    // a place to sleep, shelter: a shelter (not a drive that collects for shelters). Every
    // shelter, animal shelters too: whoever asks for a shelter may be asking for their animals.
    id: "shelter",
    takesPets: true,
    kinds: ["shelter"],
  },
  {
    // pets and animals
    id: "pets",
    animals: true,
  },
  {
    // medical care, health
    id: "medical",
    forPeople: true,
    categories: ["medical_health"],
    // "clinic" and "veterinar" are people's care only through forPeople: a vet is for animals.
    text: ["medical", "doctor", "nurse", "first aid", "clinic", "health", "veterinar"],
  },
  {
    // medicines, pharmacy, prescriptions, insulin
    id: "medication",
    forPeople: true,
    text: ["pharmac", "prescription", "medicine", "medication", "refill", "insulin"],
    except: ["no medicines"],
  },
  {
    // mental health, someone to talk to
    id: "mental_health",
    forPeople: true,
    text: ["counsel", "mental health", "crisis", "emotional"],
  },
  {
    // clothing
    id: "clothing",
    forPeople: true,
    text: ["cloth", "jacket", "shoe", "sock", "underwear"],
    // A shift's dress code is not clothing on offer.
    except: ["closed toe shoes"],
  },
  {
    // diapers, baby supplies
    id: "baby",
    forPeople: true,
    text: ["diaper", "baby", "infant", "formula", "crib"],
  },
  {
    // hygiene
    id: "hygiene",
    forPeople: true,
    text: ["hygiene", "shower", "toiletr", "soap", "toothbrush", "toothpaste", "shampoo", "deodorant"],
  },
  {
    // a restroom: the data has no field for it; the places that say they have one, or showers
    id: "restroom",
    forPeople: true,
    text: ["restroom", "toilet", "bathroom", "washroom", "lavator", "shower"],
    except: ["toiletr"],
  },
  {
    // masks, air quality, smoke
    id: "masks",
    forPeople: true,
    text: ["mask", "n95", "respirator"],
    except: ["sleep mask"],
  },
  {
    // phone charging, power
    id: "charging",
    forPeople: true,
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
  },
  {
    // wheelchair access
    id: "wheelchair",
  },
  {
    // free of charge
    id: "free",
  },
];

/**
 * The key of a language's search words (facts.json) that are not concepts but words a query may
 * hold around them and that mean nothing alone ("for", "near me", "para", "的"): left out of the
 * query, so "comida para mascotas" is "comida" + "mascotas".
 */
export const IGNORED_WORDS = "ignore";

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

/** Search words per concept id, as a language's facts.json lists them (and IGNORED_WORDS). */
export type { SearchWords };

/**
 * `fact`: the yes/no fact (lib/places/amenities.ts) a concept with no text, kinds or categories of
 * its own means — exactly the places that have it, nothing else. `orFact`: the fact whose places a
 * concept described otherwise also takes in ("charging": the places with phone charging, and those
 * whose text speaks of it).
 */
type PreparedConcept = Concept & { normalizedWords: string[]; stems: string[]; exceptions: string[]; fact?: Fact; orFact?: Fact };

/** The fact the amenities' table links to a concept, as `fact` or `orFact`. */
function factOf(concept: Concept): Pick<PreparedConcept, "fact" | "orFact"> {
  const fact = AMENITIES.find((a) => a.concept === concept.id)?.key;
  if (!fact) return {};
  return concept.text || concept.kinds || concept.categories ? { orFact: fact } : { fact };
}

/**
 * The concepts with the words of some languages (the page's and English: the page passes only
 * those, lib/i18n/catalog.ts clientFacts), prepared once: compared forms, which concepts each word
 * names, and every known word longest first (so "饮用水" is found before "水", "ห้องน้ำ" before "น้ำ").
 */
export type Vocabulary = { concepts: PreparedConcept[]; allWords: string[]; byWord: ReadonlyMap<string, readonly PreparedConcept[]>; ignored: ReadonlySet<string> };

export function vocabulary(...languages: SearchWords[]): Vocabulary {
  const wordsOf = (key: string) => [...new Set(languages.flatMap((words) => words[key] ?? []).map(normalizeWord).filter(Boolean))];
  const concepts = CONCEPTS.map((c) => ({
    ...c,
    ...factOf(c),
    normalizedWords: wordsOf(c.id),
    stems: (c.text ?? []).map((stem) => ` ${stem}`),
    exceptions: (c.except ?? []).map((phrase) => ` ${phrase}`),
  }));
  const byWord = new Map<string, PreparedConcept[]>();
  for (const concept of concepts) for (const word of concept.normalizedWords) byWord.set(word, [...(byWord.get(word) ?? []), concept]);
  const ignored = new Set(wordsOf(IGNORED_WORDS).filter((word) => !byWord.has(word)));
  const allWords = [...new Set([...byWord.keys(), ...ignored])].sort((a, b) => b.length - a.length);
  return { concepts, allWords, byWord, ignored };
}

/** No concept words: a query is matched against the places' text only. */
export const NO_VOCABULARY: Vocabulary = vocabulary();

/** Anything but letters, digits and the marks of a letter: a word's edge. */
const SEPARATORS = /[^\p{L}\p{N}\p{M}]+/gu;

/** A word or phrase as compared: normalizeSearch, punctuation as single spaces ("mag-charge" → "mag charge"). */
function normalizeWord(text: string): string {
  return normalizeSearch(text).replace(SEPARATORS, " ").trim();
}

/**
 * The words of a query, known phrases kept whole ("silla de ruedas", "cargar teléfono"), filler
 * words (IGNORED_WORDS) left out. Scripts without spaces have known words taken out of a run of
 * characters ("宠物食品" → 宠物, 食品), and what remains is split by the browser's dictionary.
 */
export function queryWords(query: string, { allWords: ALL_WORDS, ignored }: Vocabulary = NO_VOCABULARY): string[] {
  const words: string[] = [];
  // Multi-word phrases first.
  let rest = ` ${normalizeWord(query)} `;
  for (const word of ALL_WORDS) {
    if (!word.includes(" ")) continue;
    if (rest.includes(` ${word} `)) {
      words.push(word);
      rest = rest.replaceAll(` ${word} `, "  ");
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
  return [...new Set(words)].filter((word) => !ignored.has(word));
}

/**
 * The searchable text of a place: its own text, plus any translations of it the page has, in
 * compared form with a space before every word (a word is found at its start: " pet" in " pets",
 * never in " competent").
 */
export function placeText(place: SearchablePlace, extra: readonly string[] = []): string {
  return ` ${normalizeWord([place.name, place.description ?? "", place.address, ...place.itemsNeeded.map((i) => i.item), ...extra].join(" "))} `;
}

/** Whether the text has the word: at the start of one of its words, or anywhere for an unspaced script. */
export function textHas(text: string, word: string): boolean {
  return UNSPACED.test(word) ? text.includes(word) : text.includes(` ${word}`);
}

/** `animals`: the query names animals with a need ("pet food"): the need for animals. */
function conceptMatches(concept: PreparedConcept, place: SearchablePlace, text: string, animals: boolean): boolean {
  if (concept.fact && !animals) return place[concept.fact];
  if (animals) {
    if (place.category !== "animal_support" && !(concept.takesPets && place.petsAllowed)) return false;
  } else if (concept.forPeople && place.category === "animal_support") return false;
  if (concept.orFact && place[concept.orFact]) return true;
  if (concept.kinds?.includes(place.kind) || concept.categories?.includes(place.category)) return true;
  let own = text;
  for (const phrase of concept.exceptions) if (own.includes(phrase)) own = own.replaceAll(phrase, " ");
  return concept.stems.some((stem) => own.includes(stem));
}

/** One word of a query, understood: concepts it names (any of them), or text to find (`forms`). */
export type QueryTerm = { word: string; concepts: readonly PreparedConcept[]; forms?: readonly string[] };

/**
 * The forms of a text word to look for: itself and, for an English-looking plural, its singular
 * ("supplies" finds "Pet Supply Pickup", "crates" finds "crate"). Latin script only: other
 * languages' words are theirs to list in facts.json.
 */
function formsOf(word: string): string[] {
  if (!/^[a-z]{4,}s$/.test(word)) return [word];
  return word.endsWith("ies") ? [word, `${word.slice(0, -3)}y`] : [word, word.slice(0, -1)];
}

/**
 * A query, understood: its terms, and whether it asks for a need for animals (an animal word with a
 * need: "pet food", "comida para mascotas", "宠物避难所"). Then the animal word is no term of its own.
 */
export type ParsedQuery = { terms: QueryTerm[]; animals: boolean };

export function parseQuery(query: string, words: Vocabulary = NO_VOCABULARY): ParsedQuery {
  const terms = queryWords(query, words).map((word) => ({ word, concepts: words.byWord.get(word) ?? [], forms: formsOf(word) }));
  const namesAnimals = (t: QueryTerm) => t.concepts.length > 0 && t.concepts.every((c) => c.animals);
  const need = terms.some((t) => t.concepts.some((c) => !c.fact));
  const animals = need && terms.some(namesAnimals);
  return { terms: animals ? terms.filter((t) => !namesAnimals(t)) : terms, animals };
}

/** Whether the place matches one term of a query. */
export function matchesTerm(term: QueryTerm, place: SearchablePlace, text: string, animals: boolean): boolean {
  if (term.concepts.length === 0) return (term.forms ?? [term.word]).some((form) => textHas(text, form));
  return term.concepts.some((concept) => conceptMatches(concept, place, text, animals));
}

/**
 * Misspelt words: a word that names no concept and is in no place's text, but is one typing slip
 * (two in a long word) from a concept word of an alphabet ("shleter", "watter", "farmasia"), is
 * read as that word. Only the first few such words of a query are tried: a long pasted text is
 * not a typo (and this stays linear in the query).
 */
export function correctTypos(parsed: ParsedQuery, words: Vocabulary, foundAnywhere: (word: string) => boolean): ParsedQuery {
  let tries = 0;
  let changed = false;
  const terms = parsed.terms.map((term) => {
    if (term.concepts.length > 0 || !ALPHABETIC.test(term.word) || term.word.length < TYPO_MIN_LENGTH || tries >= TYPO_MAX_WORDS) return term;
    tries++;
    if (foundAnywhere(term.word)) return term;
    const near = words.allWords.find((known) => !known.includes(" ") && words.byWord.has(known) && withinTypos(term.word, known, term.word.length >= 8 ? 2 : 1));
    if (near === undefined) return term;
    changed = true;
    return { word: near, concepts: words.byWord.get(near)! };
  });
  return changed ? parseQuery(terms.map((t) => t.word).join(" "), words) : parsed;
}
const ALPHABETIC = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Armenian}]+$/u;
const TYPO_MIN_LENGTH = 5;
const TYPO_MAX_WORDS = 3;

/** Whether a and b are at most `max` edits apart (insert, delete, replace, swap two neighbours). */
function withinTypos(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max || b.length < TYPO_MIN_LENGTH - 1) return false;
  // Optimal string alignment distance, rows of the dynamic-programming table (words are short).
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
    }
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]! <= max;
}
