import { AMENITIES, type AmenityKey } from "./amenities";
import { CONCEPTS, type Concept } from "./search-concepts";
import { ALPHABETIC, compared, HANGUL, normalizeExact, normalizeSearch, stripAccents, UNSPACED } from "./search-normalize";
import type { PlaceSummary } from "./summary";
import type { Place } from "./types";
import type { SearchWords } from "@/lib/i18n/facts";
import type { CommunityNames } from "./communities";

/** What search reads of a place: the map's summary, and its description once it is loaded. */
export type SearchablePlace = PlaceSummary & Partial<Pick<Place, "description">>;

/**
 * Search that understands every language the site speaks. Place text comes from the database in
 * English (its translations join the search text when the server has them), so a query in another
 * language is matched through CONCEPTS (./search-concepts.ts): what residents look for, the words
 * they use for it in each language (locales/<lang>/search.json), and what makes a place a match.
 * A query word that names a concept matches by the concept only (never by any text that happens to
 * contain it: "cat" is in "location", Korean "물" in "동물"); a word that names none is looked for
 * at the start of a word of the place's text (anywhere in it, for scripts written without spaces).
 * Every word of a query must match (AND), except a word that names nothing and is in no place at
 * all, beside a word that names a concept ("cobijas urgentes", "담요 필요해요"). What a search can
 * and cannot find: docs/search.md.
 */

export { CONCEPTS, normalizeSearch };
export type { Concept, SearchWords };

/** The yes/no facts of a place a word can name. */
export type Fact = AmenityKey;

/**
 * The keys of a language's search words (search.json) that are not concepts: `ignore`, words a
 * query may hold around the words that matter and that mean nothing alone ("for", "near me",
 * "para", "的"); `prefixes` and `suffixes`, what the language writes onto a word (Arabic "ال",
 * Korean particles "가", "에서"; Russian case endings), taken off a word the search does not know.
 */
export const IGNORED_WORDS = "ignore";
export const AFFIX_KEYS = ["prefixes", "suffixes"] as const;
export const NOT_CONCEPTS: readonly string[] = [IGNORED_WORDS, ...AFFIX_KEYS];

/** Teh marbuta as the search compares it (heh, search-normalize.ts) at a word's end. */
const ARABIC_TEH_MARBUTA = /\u0647$/;
/** A stem shorter than this is not matched by its endings (two letters name too many words; a Korean syllable is a word: 옷, 물, 약). */
const stemMin = (word: string) => (HANGUL.test(word) ? 1 : 3);
/** A misspelling is corrected in words this long or longer (a short word is one slip from too many). */
const TYPO_MIN_LENGTH = 5;
/** How many unknown words of a query are looked for in every place (corrected, or left out when absent). */
const UNKNOWN_MAX_WORDS = 3;

/**
 * A concept ready to match: its English terms in compared form — whole words (with their English
 * plurals), word starts ("pharmac*"), phrases (" first aid") — found anywhere (`all`) or in a
 * place's name and items only (`names`); the fact (./amenities.ts) it means alone (`fact`), or whose
 * places it takes in besides its own (`orFact`: "charging"); its narrower concepts.
 */
type Phrase = { first: string; text: string };
type Terms = { words: ReadonlySet<string>; starts: readonly string[]; phrases: readonly Phrase[] };
/**
 * `reach`: every word any of the concept's terms (its narrower concepts' too) needs in a place's
 * text, and the stems; a place with none of them cannot match, which most places of most queries
 * are told in a few set lookups. Null when the concept also matches by kind, category or fact.
 */
type Reach = { words: ReadonlySet<string>; starts: readonly string[] };
export type PreparedConcept = Concept & {
  all: Terms;
  names: Terms;
  exceptions: readonly string[];
  fact?: Fact;
  orFact?: Fact;
  narrower: readonly PreparedConcept[];
  reach: Reach | null;
};

/** English plural forms of a word: "cot" → cots; "supply" → supplies; "toothbrush" → toothbrushes. */
function pluralsOf(word: string): string[] {
  if (!/^[a-z]+$/.test(word)) return [word];
  return word.endsWith("y") ? [word, `${word}s`, `${word.slice(0, -1)}ies`] : [word, `${word}s`, `${word}es`];
}

function termsOf(list: readonly string[] = []): Terms {
  const words = new Set<string>();
  const starts: string[] = [];
  const phrases: Phrase[] = [];
  for (const raw of list) {
    const stem = raw.endsWith("*");
    const term = normalizeSearch(stem ? raw.slice(0, -1) : raw);
    if (!term) continue;
    if (term.includes(" ")) {
      const head = term.slice(0, term.lastIndexOf(" ") + 1);
      const last = term.slice(head.length);
      // A phrase ends at a word's end, unless it is a stem: " housing application" finds "housing applications".
      const first = term.slice(0, term.indexOf(" "));
      for (const form of stem ? [last] : pluralsOf(last)) phrases.push({ first, text: stem ? ` ${head}${form}` : ` ${head}${form} ` });
    } else if (stem) starts.push(term);
    else for (const form of pluralsOf(term)) words.add(form);
  }
  return { words, starts, phrases };
}

function factOf(concept: Concept): Pick<PreparedConcept, "fact" | "orFact"> {
  const fact = AMENITIES.find((a) => a.concept === concept.id)?.key;
  if (!fact) return {};
  return concept.text || concept.name || concept.kinds || concept.categories ? { orFact: fact } : { fact };
}

/** The concepts, prepared once per process (they are the same for every language). */
let prepared: Map<string, PreparedConcept> | undefined;
function preparedConcepts(): Map<string, PreparedConcept> {
  if (prepared) return prepared;
  const map = new Map<string, PreparedConcept>();
  for (const c of CONCEPTS) {
    map.set(c.id, {
      ...c,
      ...factOf(c),
      all: termsOf(c.text),
      names: termsOf(c.name),
      exceptions: (c.except ?? []).map((phrase) => ` ${normalizeSearch(phrase)} `),
      narrower: [],
      reach: null,
    });
  }
  for (const concept of map.values()) {
    (concept as { narrower: readonly PreparedConcept[] }).narrower = (concept.includes ?? []).map((id) => map.get(id)).filter((c): c is PreparedConcept => !!c);
  }
  for (const concept of map.values()) (concept as { reach: Reach | null }).reach = reachOf(concept);
  prepared = map;
  return map;
}

function reachOf(concept: PreparedConcept, seen = new Set<string>()): Reach | null {
  if (concept.kinds || concept.categories || concept.fact || concept.orFact) return null;
  seen.add(concept.id);
  const words = new Set<string>();
  const starts: string[] = [];
  for (const terms of [concept.all, concept.names]) {
    for (const word of terms.words) words.add(word);
    for (const phrase of terms.phrases) words.add(phrase.first);
    starts.push(...terms.starts);
  }
  for (const narrower of concept.narrower) {
    if (seen.has(narrower.id)) continue;
    const more = reachOf(narrower, seen);
    if (!more) return null;
    for (const word of more.words) words.add(word);
    starts.push(...more.starts);
  }
  return { words, starts };
}

/** A known word of a query: the concepts it names (none for a filler word), as written with its accents. */
type Entry = { exact: string; concepts: readonly PreparedConcept[]; ignore: boolean };

/**
 * The search words of some languages (the page's and English), prepared: each word and phrase in
 * compared form (`entries`, by its form without accents; several entries when accents tell words
 * apart, Vietnamese "tắm" bathe and "tâm" mind), the longest phrase in words, the words of scripts
 * without spaces longest first (so "饮用水" is found before "水", "ห้องน้ำ" before "น้ำ"), the page
 * language's affixes and the stems they leave, and the words that are kept whole (place names)
 * and matched as text.
 */
export type Vocabulary = {
  concepts: ReadonlyMap<string, PreparedConcept>;
  entries: ReadonlyMap<string, readonly Entry[]>;
  longest: number;
  unspaced: readonly string[];
  unspacedSet: ReadonlySet<string>;
  unspacedLongest: number;
  prefixes: readonly string[];
  suffixes: readonly string[];
  stems: ReadonlyMap<string, readonly PreparedConcept[]>;
  /** Single words of an alphabet that name a concept: what a misspelt word may be read as. */
  typoTargets: readonly string[];
  /** The concepts two others said together mean (Concept.from). */
  combined: readonly PreparedConcept[];
  /** The page language's names of communities (English → its own), which a place's text gains (lib/places/search-text.ts). */
  communities: CommunityNames;
};

/**
 * `languages`: each language's search words (search.json), the page's language FIRST (its affixes
 * are the ones used), then English. `communities`: the page language's names of communities
 * (communities.json), which a query may hold and must not split into other words ("马里布" is
 * Malibu, not "马" horse): they are matched as text.
 */
export function vocabulary(languages: readonly SearchWords[] = [], communities: CommunityNames = {}): Vocabulary {
  const concepts = preparedConcepts();
  const entries = new Map<string, Entry[]>();
  // The page language's single words by concept, for its stems below.
  const pageWords: [string, PreparedConcept][] = [];
  const add = (word: string, concept: PreparedConcept | null, page: boolean) => {
    const { exact, stripped: key } = compared(word);
    if (!key) return;
    if (page && concept && !key.includes(" ")) pageWords.push([key, concept]);
    const list = entries.get(key) ?? [];
    let entry = list.find((e) => e.exact === exact);
    if (!entry) list.push((entry = { exact, concepts: [], ignore: false }));
    if (concept && !entry.concepts.includes(concept)) (entry.concepts as PreparedConcept[]).push(concept);
    if (!concept) entry.ignore = true;
    entries.set(key, list);
  };
  languages.forEach((words, index) => {
    for (const [key, list] of Object.entries(words)) {
      if (key === IGNORED_WORDS) for (const w of list) add(w, null, false);
      const concept = concepts.get(key);
      if (concept) for (const w of list) add(w, concept, index === 0);
    }
  });
  // A filler word that also names a concept names the concept.
  for (const list of entries.values()) for (const e of list) if (e.concepts.length) e.ignore = false;
  // Each phrase also without its filler words, which a query may leave out or put elsewhere:
  // "silla ruedas", and "wash my clothes" read as "wash clothes" (queryTerms skips fillers too).
  const filler = (word: string) => entries.get(word)?.every((e) => e.ignore) ?? false;
  for (const [key, list] of [...entries]) {
    if (!key.includes(" ") || list.every((e) => e.ignore)) continue;
    const parts = key.split(" ");
    const keep = parts.map((w) => !filler(w));
    if (keep.every(Boolean) || !keep.some(Boolean)) continue;
    const short = parts.filter((_, i) => keep[i]).join(" ");
    if (entries.has(short)) continue;
    // Accents come off inside words only: the written form's words line up with the key's.
    entries.set(short, list.map((e) => ({ ...e, exact: e.exact.split(" ").filter((_, i) => keep[i]).join(" ") })));
  }
  for (const name of Object.values(communities)) {
    const key = normalizeSearch(name);
    if (key && !entries.has(key)) entries.set(key, [{ exact: normalizeExact(name), concepts: [], ignore: false }]);
  }
  const page = languages[0] ?? {};
  const prefixes = (page.prefixes ?? []).map(normalizeSearch).filter(Boolean).sort((a, b) => b.length - a.length);
  const suffixes = (page.suffixes ?? []).map(normalizeSearch).filter(Boolean).sort((a, b) => b.length - a.length);
  // Each single word of the page's language with an ending of the language taken off: "подушки" → "подушк".
  const stems = new Map<string, PreparedConcept[]>();
  for (const [form, concept] of pageWords) {
    // Arabic teh marbuta is written teh before an ending: قطة (cat) → قطتي (my cat).
    const forms = ARABIC_TEH_MARBUTA.test(form) ? [form, form.replace(ARABIC_TEH_MARBUTA, "\u062A")] : [form];
    for (const base of forms) {
      for (const suffix of ["", ...suffixes]) {
        if (!base.endsWith(suffix) || base.length - suffix.length < stemMin(base)) continue;
        const stem = base.slice(0, base.length - suffix.length);
        const at = stems.get(stem) ?? [];
        if (!at.includes(concept)) at.push(concept);
        stems.set(stem, at);
      }
    }
  }
  const keys = [...entries.keys()];
  const unspaced = keys.filter((k) => UNSPACED.test(k) && !k.includes(" ")).sort((a, b) => b.length - a.length);
  return {
    concepts,
    entries,
    longest: Math.max(1, ...keys.map((k) => k.split(" ").length)),
    unspaced,
    unspacedSet: new Set(unspaced),
    unspacedLongest: unspaced[0]?.length ?? 0,
    prefixes,
    suffixes,
    stems,
    communities,
    combined: [...concepts.values()].filter((c) => c.from),
    typoTargets: keys.filter((k) => !k.includes(" ") && ALPHABETIC.test(k) && k.length >= TYPO_MIN_LENGTH - 1 && entries.get(k)!.some((e) => e.concepts.length)),
  };
}

/**
 * No search words: a query is matched against the places' text only. Made on first use, not when
 * the module loads: preparing the concepts costs a slow phone ~50 ms right after the map's code
 * arrives, and a visit that never searches never needs it (docs/benchmarks.md, session 25).
 */
export function noVocabulary(): Vocabulary {
  return (none ??= vocabulary());
}
let none: Vocabulary | undefined;

/** What remains of an unspaced run once known words are out, split into words by the browser's dictionary. */
function segmentWords(text: string): string[] {
  const Segmenter = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter;
  // Longer than anything typed in a search box: not worth the dictionary (and kept linear-time).
  if (!Segmenter || text.length > SEGMENT_MAX_CHARS) return text.split(/\s+/).filter(Boolean);
  segmenter ??= new Segmenter(undefined, { granularity: "word" });
  return [...segmenter.segment(text)].filter((s) => s.isWordLike).map((s) => s.segment);
}
let segmenter: Intl.Segmenter | undefined;
const SEGMENT_MAX_CHARS = 64;

/**
 * One word of a query, understood: the concepts it names (any of them), or text to find (`forms`).
 * `loose`: a word the search knows nothing of, found beside known words in a run without spaces or
 * after a known word's affix was taken off; left out when no place has it.
 */
export type QueryTerm = { word: string; concepts: readonly PreparedConcept[]; forms?: readonly string[]; loose?: boolean };

/**
 * The entries under a key that the query's word can be: the one written with its accents; else,
 * for a word typed without accents, any of them ("tam" may be tắm or tâm), and for one typed with
 * accents, only those written with accents too (Vietnamese "ăn", eat, is not English "an").
 */
function accepted(list: readonly Entry[], exact: string): readonly Entry[] {
  const same = list.filter((e) => e.exact === exact);
  if (same.length) return same;
  return exact === stripAccents(exact) ? list : list.filter((e) => e.exact !== stripAccents(e.exact));
}

/** The concepts of the entries under a key that the query's word can be (accepted). */
function conceptsAt(list: readonly Entry[], exact: string): { concepts: PreparedConcept[]; ignore: boolean } {
  const chosen = accepted(list, exact);
  return { concepts: [...new Set(chosen.flatMap((e) => e.concepts))], ignore: chosen.length > 0 && chosen.every((e) => e.ignore) };
}

/** A word the vocabulary does not have, with a prefix or suffix of the page's language taken off. */
function byAffix(token: string, words: Vocabulary): PreparedConcept[] | null {
  if (!words.stems.size) return null;
  for (const prefix of ["", ...words.prefixes]) {
    if (!token.startsWith(prefix)) continue;
    const rest = token.slice(prefix.length);
    const exact = words.entries.get(rest);
    if (prefix && exact) return [...new Set(exact.flatMap((e) => e.concepts))];
    for (const suffix of ["", ...words.suffixes]) {
      if (!rest.endsWith(suffix) || rest.length - suffix.length < stemMin(rest)) continue;
      const found = words.stems.get(rest.slice(0, rest.length - suffix.length));
      if (found) return [...found];
    }
  }
  return null;
}

/** A Korean word written onto another ("휴대폰충전"): known words that make it whole, else null. */
function compound(token: string, words: Vocabulary): string[] | null {
  if (token.length > COMPOUND_MAX) return null;
  // Fewest known words covering the token, left to right (at most COMPOUND_MAX² steps).
  const best: (string[] | null)[] = [[]];
  for (let end = 1; end <= token.length; end++) {
    best[end] = null;
    for (let start = 0; start < end; start++) {
      const part = token.slice(start, end);
      if (best[start] && words.entries.get(part)?.some((e) => e.concepts.length)) {
        const candidate = [...best[start]!, part];
        if (!best[end] || candidate.length < best[end]!.length) best[end] = candidate;
      }
    }
  }
  const whole = best[token.length];
  return whole && whole.length > 1 ? whole : null;
}
const COMPOUND_MAX = 16;

/**
 * The terms of a query: known phrases and words first, longest first at each position ("silla de
 * ruedas", "cargar teléfono"); filler words left out. A run of a script without spaces has its
 * known words taken out ("宠物食品" → 宠物, 食品) and the rest split by the browser's dictionary.
 */
export function queryTerms(query: string, words: Vocabulary = noVocabulary()): QueryTerm[] {
  const both = compared(query);
  const exact = both.exact.split(" ").filter(Boolean);
  const whole = both.stripped.split(" ").filter(Boolean);
  // Accents come off inside words only; a "word" of marks alone may vanish, then word by word.
  const stripped = whole.length === exact.length ? whole : exact.map(stripAccents);
  const terms: QueryTerm[] = [];
  const seen = new Set<string>();
  const push = (term: QueryTerm) => {
    if (seen.has(term.word)) return;
    seen.add(term.word);
    terms.push(term);
  };
  // A long pasted query repeats words: each distinct unknown word is worked out once.
  const unknown = new Map<string, QueryTerm[]>();
  const filler = stripped.map((t, i) => {
    const list = accepted(words.entries.get(t) ?? [], exact[i]!);
    return list.length > 0 && list.every((e) => e.ignore);
  });
  // Every known phrase or word starting at each word: as typed ("silla de ruedas"), or with its filler
  // words left out ("cargar mi teléfono" is "cargar teléfono").
  type Match = { taken: number; list: readonly Entry[]; key: string; exact: string };
  const matches: Match[][] = stripped.map((_, i) => {
    const at: Match[] = [];
    let key = "";
    for (let n = 1; n <= words.longest && i + n <= stripped.length; n++) {
      key = n === 1 ? stripped[i]! : `${key} ${stripped[i + n - 1]}`;
      const typed = exact.slice(i, i + n).join(" ");
      const list = accepted(words.entries.get(key) ?? [], typed);
      if (list.length) at.push({ taken: n, list, key, exact: typed });
    }
    if (filler[i]) return at;
    let skipKey = "";
    let skipExact = "";
    for (let j = i, n = 0; j < stripped.length && n < words.longest; j++) {
      if (filler[j]) continue;
      skipKey = n === 0 ? stripped[j]! : `${skipKey} ${stripped[j]}`;
      skipExact = n === 0 ? exact[j]! : `${skipExact} ${exact[j]}`;
      n++;
      const list = n > 1 && j + 1 - i > n ? accepted(words.entries.get(skipKey) ?? [], skipExact) : [];
      if (list.length) at.push({ taken: j + 1 - i, list, key: skipKey, exact: skipExact });
    }
    return at;
  });
  // The reading with the fewest unknown words, then the fewest terms ("tìm việc làm" is filler + "việc
  // làm", jobs, not "tìm việc" + "làm"): from the last word back, each word once (linear).
  const best: { unknown: number; parts: number; match: Match | null }[] = [];
  best[stripped.length] = { unknown: 0, parts: 0, match: null };
  for (let i = stripped.length - 1; i >= 0; i--) {
    let choice = { unknown: best[i + 1]!.unknown + 1, parts: best[i + 1]!.parts + 1, match: null as Match | null };
    for (const m of matches[i]!) {
      const rest = best[i + m.taken]!;
      const parts = rest.parts + 1;
      if (rest.unknown < choice.unknown || (rest.unknown === choice.unknown && parts < choice.parts)) choice = { unknown: rest.unknown, parts, match: m };
    }
    best[i] = choice;
  }
  for (let i = 0; i < stripped.length; ) {
    const match = best[i]!.match;
    if (match) {
      const { concepts, ignore } = conceptsAt(match.list, match.exact);
      if (!ignore) push({ word: match.key, concepts, forms: concepts.length ? undefined : [match.key] });
      i += match.taken;
      continue;
    }
    const token = stripped[i]!;
    let parts = unknown.get(token);
    if (!parts) unknown.set(token, (parts = unknownToken(token, words)));
    for (const term of parts) push(term);
    i++;
  }
  return terms;
}

/** Terms for a word no entry has: a run of a script without spaces, a compound, an inflected word, or text. */
function unknownToken(token: string, words: Vocabulary): QueryTerm[] {
  const ascii = PLAIN.test(token);
  if (!ascii && UNSPACED.test(token)) {
    const found: QueryTerm[] = [];
    const pieces = token.length <= SEGMENT_MAX_CHARS ? splitRun(token, words) : greedyRun(token, words);
    for (const piece of pieces) {
      if (piece.known) {
        const { concepts, ignore } = conceptsAt(words.entries.get(piece.text)!, piece.text);
        if (!ignore) found.push({ word: piece.text, concepts, forms: concepts.length ? undefined : [piece.text] });
      }
    }
    const loose = found.length > 0;
    const rest = pieces.filter((p) => !p.known).map((p) => p.text).join(" ");
    for (const word of segmentWords(rest)) if (!words.entries.get(word)?.every((e) => e.ignore)) found.push({ word, concepts: [], forms: [word], loose });
    return found;
  }
  if (!ascii && HANGUL.test(token)) {
    const parts = compound(token, words);
    if (parts) return parts.map((part) => ({ word: part, concepts: conceptsAt(words.entries.get(part)!, part).concepts }));
  }
  const affixed = byAffix(token, words);
  if (affixed?.length) return [{ word: token, concepts: affixed }];
  return [{ word: token, concepts: [], forms: formsOf(token) }];
}

const PLAIN = /^[\x00-\x7F]*$/;

type Piece = { text: string; known: boolean };

/**
 * A run of a script without spaces as known words and the rest, read so that the fewest characters
 * are unknown, then with the fewest words: "ขวดนมเด็ก" is ขวดนม (baby bottle) + เด็ก (child), not
 * ขวด + นมเด็ก (formula). Each position tries the known words that start there (linear in the run).
 */
function splitRun(run: string, words: Vocabulary): Piece[] {
  const n = run.length;
  const best: { unknown: number; count: number; from: number; known: boolean }[] = [{ unknown: 0, count: 0, from: -1, known: false }];
  for (let end = 1; end <= n; end++) {
    const prev = best[end - 1]!;
    let choice = { unknown: prev.unknown + 1, count: prev.count + 1, from: end - 1, known: false };
    for (let start = Math.max(0, end - words.unspacedLongest); start < end; start++) {
      if (!words.unspacedSet.has(run.slice(start, end))) continue;
      const at = best[start]!;
      if (at.unknown < choice.unknown || (at.unknown === choice.unknown && at.count + 1 < choice.count)) choice = { unknown: at.unknown, count: at.count + 1, from: start, known: true };
    }
    best[end] = choice;
  }
  const pieces: Piece[] = [];
  for (let end = n; end > 0; ) {
    const { from, known } = best[end]!;
    const text = run.slice(from, end);
    const last = pieces[pieces.length - 1];
    // Unknown characters side by side are one piece.
    if (!known && last && !last.known) last.text = text + last.text;
    else pieces.push({ text, known });
    end = from;
  }
  return pieces.reverse();
}

/** A run too long to be typed (a pasted text): known words taken out longest first, in linear time. */
function greedyRun(run: string, words: Vocabulary): Piece[] {
  const pieces: Piece[] = [];
  let remaining = run;
  for (const word of words.unspaced) {
    if (!remaining.includes(word)) continue;
    pieces.push({ text: word, known: true });
    remaining = remaining.split(word).join(" ");
  }
  pieces.push({ text: remaining, known: false });
  return pieces;
}

/** The words of a query as the search reads them (tests and benchmarks). */
export function queryWords(query: string, words: Vocabulary = noVocabulary()): string[] {
  return queryTerms(query, words).map((t) => t.word);
}

/**
 * The forms of a text word to look for: itself and, for an English-looking plural, its singular
 * ("supplies" finds "Pet Supply Pickup", "crates" finds "crate"). Latin script only: other
 * languages' words are theirs to list in search.json.
 */
function formsOf(word: string): string[] {
  if (!/^[a-z]{4,}s$/.test(word)) return [word];
  return word.endsWith("ies") ? [word, `${word.slice(0, -3)}y`] : [word, word.slice(0, -1)];
}

/**
 * A query, understood: its terms, and whether it asks for a need for animals (an animal word with a
 * need: "pet food", "comida para mascotas", "宠物避难所"). Then a word for any animal is no term of
 * its own ("dog food": food for animals), while one for a kind ("horse feed") still must match.
 */
export type ParsedQuery = { terms: QueryTerm[]; animals: boolean };

export function parseQuery(query: string, words: Vocabulary = noVocabulary()): ParsedQuery {
  const said = ` ${normalizeSearch(query)} `;
  return understood(queryTerms(query, words).map((t) => notExcepted(t, said)), words);
}

/**
 * A query that says a concept's exception is not that concept: "dog walkers" is no mobility
 * walker (a place named "Dog Walkers" is not one either), so "walkers" is looked for as typed —
 * else "dog walkers" would be read as a walker for animals and find nothing.
 */
function notExcepted(term: QueryTerm, said: string): QueryTerm {
  const kept = term.concepts.filter((c) => !c.exceptions.some((phrase) => said.includes(phrase)));
  if (kept.length === term.concepts.length) return term;
  return kept.length ? { ...term, concepts: kept } : { word: term.word, concepts: [], forms: formsOf(term.word) };
}

function understood(raw: QueryTerm[], words: Vocabulary): ParsedQuery {
  // A word that means several concepts ("pet food") is those concepts, each a term.
  const expanded: QueryTerm[] = raw.flatMap((t) => {
    const means = t.concepts.find((c) => c.means)?.means;
    return means ? means.map((id) => ({ word: `${t.word}:${id}`, concepts: [words.concepts.get(id)!].filter(Boolean) })) : [t];
  });
  // Two words that together mean one concept ("lost" + "cat": a lost pet) are that concept.
  for (const whole of words.combined) {
    const parts = whole.from!.map((id) => expanded.findIndex((t) => t.concepts.some((c) => c.id === id)));
    if (parts.some((i) => i < 0)) continue;
    const word = parts.map((i) => expanded[i]!.word).join(" ");
    for (const i of [...parts].sort((a, b) => b - a)) expanded.splice(i, 1);
    expanded.push({ word, concepts: [whole] });
  }
  const absorbed = new Set(expanded.flatMap((t) => t.concepts.flatMap((c) => c.absorbs ?? [])));
  const needed = absorbed.size ? expanded.filter((t) => !(t.concepts.length > 0 && t.concepts.every((c) => absorbed.has(c.id)))) : expanded;
  // Beside a need, a word for whom or how narrows nothing ("ropa para niños" is clothing).
  const qualifies = (t: QueryTerm) => t.concepts.length > 0 && t.concepts.every((c) => c.qualifier);
  const terms = needed.some((t) => t.concepts.length > 0 && !qualifies(t)) ? needed.filter((t) => !qualifies(t)) : needed;
  const namesAnimals = (t: QueryTerm) => t.concepts.length > 0 && t.concepts.every((c) => c.animals);
  const need = terms.some((t) => t.concepts.some((c) => !c.fact && !c.animals));
  const animals = need && terms.some(namesAnimals);
  const generic = (t: QueryTerm) => t.concepts.length > 0 && t.concepts.every((c) => c.animals === "any");
  return { terms: animals ? terms.filter((t) => !generic(t)) : terms, animals };
}

/**
 * What the search reads of a place, in compared form with a space before and after every word:
 * `text`, everything (its address too, for "Pasadena" or "Lake Ave"), where a word no concept has is
 * looked for; `content`, what it says it is and offers (no address: "Veteran Ave" is no veteran
 * service), and its `words` (with English plurals), where concepts are looked for; `core`, the same
 * for its name and needed items only (made when first asked). `aboutAnimals`: an animal-support
 * place, or one whose name or needed items name animals (an imported directory has no categories).
 */
export type SearchDoc = { text: string; content: string; words: ReadonlySet<string>; core: () => SearchDoc; aboutAnimals: () => boolean };

function docOf(content: string, address: string, core: () => SearchDoc, aboutAnimals: () => boolean): SearchDoc {
  const normalized = ` ${normalizeSearch(content)} `;
  const words = new Set<string>();
  for (const word of normalized.split(" ")) if (word) words.add(word);
  const text = address ? `${normalized}${normalizeSearch(address)} ` : normalized;
  return { text, content: normalized, words, core, aboutAnimals };
}

/**
 * The search document of a place: its own text, `extra` what the page adds (its kind and category
 * in the page's language, translations), `coreExtra` the translations of its name and needed items.
 */
export function placeDoc(place: SearchablePlace, extra: readonly string[] = [], coreExtra: readonly string[] = []): SearchDoc {
  let core: SearchDoc | undefined;
  let animals: boolean | undefined;
  const items = place.itemsNeeded.map((i) => i.item);
  const coreDoc = (): SearchDoc => (core ??= docOf([place.name, ...items, ...coreExtra].join(" "), "", coreDoc, aboutAnimals));
  const aboutAnimals = (): boolean => (animals ??= place.category === "animal_support" || animalConcepts().some((c) => ownTerms(c, c.all, coreDoc())));
  return docOf([place.name, place.description ?? "", ...items, ...extra].join(" "), place.address, coreDoc, aboutAnimals);
}

/** The concepts that name animals (pets, horses): a place whose name has one of their words is about animals. */
function animalConcepts(): PreparedConcept[] {
  return (animalNames ??= [...preparedConcepts().values()].filter((c) => c.animals));
}
let animalNames: PreparedConcept[] | undefined;

/**
 * The words of an English text, each with the concepts whose terms it is part of (none for a word
 * no concept has): what the vocabulary's completeness test (tests/lib/places/search-vocabulary.test.ts)
 * reads to find the words of the data that no concept covers.
 */
export function conceptsOfWords(text: string): { word: string; concepts: string[] }[] {
  const words = normalizeSearch(text).split(" ").filter(Boolean);
  const found = words.map((word) => ({ word, concepts: [] as string[] }));
  const mark = (from: number, count: number, id: string) => {
    for (let k = from; k < from + count; k++) if (!found[k]!.concepts.includes(id)) found[k]!.concepts.push(id);
  };
  for (const concept of preparedConcepts().values()) {
    for (const terms of [concept.all, concept.names]) {
      words.forEach((word, i) => {
        if (terms.words.has(word) || terms.starts.some((start) => word.startsWith(start))) mark(i, 1, concept.id);
      });
      for (const { text: phrase } of terms.phrases) {
        const parts = phrase.trim().split(" ");
        const open = !phrase.endsWith(" ");
        for (let i = 0; i + parts.length <= words.length; i++) {
          const last = parts.length - 1;
          if (parts.every((p, k) => (k === last && open ? words[i + k]!.startsWith(p) : words[i + k] === p))) mark(i, parts.length, concept.id);
        }
      }
    }
  }
  return found;
}

/** Whether the text has the word whole (anywhere, for an unspaced script). */
export function textHasWord(doc: SearchDoc, word: string): boolean {
  return UNSPACED.test(word) ? doc.text.includes(word) : doc.text.includes(` ${word} `);
}

/** Whether the text has the word: at the start of one of its words, or anywhere for an unspaced script. */
export function textHas(doc: SearchDoc, word: string): boolean {
  return UNSPACED.test(word) ? doc.text.includes(word) : doc.text.includes(` ${word}`);
}

function matchesTerms(terms: Terms, doc: SearchDoc): boolean {
  for (const word of terms.words) if (doc.words.has(word)) return true;
  for (const phrase of terms.phrases) if (doc.words.has(phrase.first) && doc.content.includes(phrase.text)) return true;
  if (terms.starts.length) for (const word of doc.words) for (const start of terms.starts) if (word.startsWith(start)) return true;
  return false;
}

/** Whether a document has any word the concept's terms need (PreparedConcept.reach). */
function reaches({ words, starts }: Reach, doc: SearchDoc): boolean {
  for (const word of doc.words) {
    if (words.has(word)) return true;
    for (const start of starts) if (word.startsWith(start)) return true;
  }
  return false;
}

/** Some of the terms in a document, the concept's exceptions left out ("sleep masks" is no mask). */
function ownTerms(concept: PreparedConcept, terms: Terms, doc: SearchDoc): boolean {
  if (!terms.words.size && !terms.phrases.length && !terms.starts.length) return false;
  if (concept.exceptions.some((phrase) => doc.content.includes(phrase))) {
    let content = doc.content;
    for (const phrase of concept.exceptions) content = content.replaceAll(phrase, "  ");
    return matchesTerms(terms, { ...doc, content, words: new Set(content.split(" ").filter(Boolean)) });
  }
  return matchesTerms(terms, doc);
}

/**
 * Whether a place answers a concept. `animals`: the query asks for a need for animals. `core`:
 * only by what the place is (its kind, category, facts, name and needed items), not by its
 * description: the place then *names* what was asked for and is listed first.
 */
function conceptMatches(concept: PreparedConcept, place: SearchablePlace, doc: SearchDoc, animals: boolean, core: boolean): boolean {
  if (concept.fact) return place[concept.fact];
  if (concept.reach && !reaches(concept.reach, doc)) return false;
  const audience = concept.audience ?? "people";
  if (audience === "animals" && !doc.aboutAnimals()) return false;
  if (animals && !concept.animals) {
    if (!doc.aboutAnimals() && !(concept.takesPets && place.petsAllowed)) return false;
  } else if (audience === "people" && doc.aboutAnimals()) return false;
  if (concept.orFact && place[concept.orFact]) return true;
  if (concept.kinds?.includes(place.kind) || concept.categories?.includes(place.category)) return true;
  if ((!concept.termKinds || concept.termKinds.includes(place.kind)) && (ownTerms(concept, concept.all, core ? doc.core() : doc) || ownTerms(concept, concept.names, doc.core()))) return true;
  return concept.narrower.some((narrower) => conceptMatches(narrower, place, doc, animals, core));
}

/** Whether the place matches one term of a query (`core`: by what it is, see conceptMatches). */
export function matchesTerm(term: QueryTerm, place: SearchablePlace, doc: SearchDoc, animals: boolean, core = false): boolean {
  const target = core ? doc.core() : doc;
  if (term.concepts.length === 0) return (term.forms ?? [term.word]).some((form) => textHas(target, form));
  return term.concepts.some((concept) => conceptMatches(concept, place, doc, animals, core));
}

/**
 * The query as the places can answer it. A misspelt word — one that names no concept and is in no
 * place's text, but is one typing slip (two in a long word) from a word of an alphabet that names
 * one ("shleter", "watter", "farmasia", "одеяламм") — is read as that word; only the first few such
 * words of a query are tried (a long pasted text is not a typo, and this stays linear). Then a word
 * that names nothing and is in no place is left out when another word names a concept: "cobijas
 * urgentes" is "cobijas", "我要毯子" is 毯子.
 */
export function answerable(parsed: ParsedQuery, words: Vocabulary, foundAnywhere: (word: string) => boolean, foundWhole: (word: string) => boolean = foundAnywhere): ParsedQuery {
  let tries = 0;
  let changed = false;
  const absent = new Set<QueryTerm>();
  const terms = parsed.terms.map((term) => {
    // Only the first few unknown words are looked for in every place: the rest must simply match.
    if (term.concepts.length > 0 || tries >= UNKNOWN_MAX_WORDS) return term;
    tries++;
    const forms = term.forms ?? [term.word];
    if (forms.some(foundWhole)) return term;
    // Found only as the start of a longer word: what someone is still typing ("blank"), unless a concept word is meant.
    const started = forms.some(foundAnywhere);
    if (!term.loose && ALPHABETIC.test(term.word) && term.word.length >= TYPO_MIN_LENGTH && !started) {
      const near = words.typoTargets.find((known) => withinTypos(term.word, known, term.word.length >= 8 ? 2 : 1));
      if (near !== undefined) {
        changed = true;
        return { word: near, concepts: conceptsAt(words.entries.get(near)!, near).concepts };
      }
    }
    // No place has it as a word ("bé" in "tã cho bé", "urgentes"): left out beside a word that names a concept.
    absent.add(term);
    return term;
  });
  const kept = terms.some((t) => t.concepts.length > 0) ? terms.filter((t) => !absent.has(t)) : terms;
  return changed || kept.length !== terms.length ? understood(kept, words) : parsed;
}

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
