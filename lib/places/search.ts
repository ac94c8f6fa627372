import type { PlaceSummary } from "./summary";
import type { Category, Place, PlaceKind } from "./types";

/** What search reads of a place: the map's summary, and its description once it is loaded. */
export type SearchablePlace = PlaceSummary & Partial<Pick<Place, "description">>;

/**
 * Search that understands every language the site speaks. Place text comes from the database in
 * English (its translations join the search text when the server has them), so a query in
 * Spanish, Chinese or Korean is matched through CONCEPTS: a maintained list of what residents look
 * for, with the words they use in each language, and what makes a place a match — its kind,
 * category or eligibility, or English words in its text. A query word that names no concept is
 * looked for in the place's text itself. Every word of a query must match (AND).
 *
 * Add a word where residents use it (a synonym that finds nothing is harmless; one that finds the
 * wrong places is not). Words are compared accent- and case-insensitively.
 */

export type Concept = {
  /** The words residents type, any language (es, zh, ko and English spellings). */
  words: readonly string[];
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
    words: ["food", "meal", "meals", "groceries", "grocery", "pantry", "comida", "comidas", "alimentos", "alimento", "despensa", "食物", "食品", "饭", "餐", "吃", "음식", "식사", "식료품", "급식", "밥"],
    text: ["food", "meal", "grocer", "pantry", "snack", "breakfast", "lunch", "dinner"],
  },
  {
    // drinking water
    words: ["water", "agua", "水", "饮用水", "물", "생수", "식수"],
    text: ["water"],
  },
  {
    // a place to sleep, shelter
    words: ["shelter", "shelters", "refugio", "refugios", "albergue", "albergues", "alojamiento", "避难所", "庇护所", "住所", "住宿", "대피소", "쉼터", "숙소"],
    kinds: ["shelter"],
    text: ["shelter", "cots", "overnight"],
  },
  {
    // pets and animals
    words: ["pet", "pets", "animal", "animals", "dog", "dogs", "cat", "cats", "mascota", "mascotas", "animales", "perro", "perros", "gato", "gatos", "宠物", "动物", "狗", "猫", "반려동물", "동물", "애완동물", "강아지", "개", "고양이"],
    categories: ["animal_support"],
    facts: ["petsAllowed"],
    text: ["pet", "animal", "dog", "cat", "veterinar"],
  },
  {
    // medical care, medicine, health
    words: ["medical", "medicine", "health", "doctor", "clinic", "pharmacy", "médico", "médica", "medicina", "medicinas", "medicamentos", "salud", "clínica", "farmacia", "医疗", "医生", "药", "药品", "诊所", "健康", "의료", "의사", "약", "병원", "진료소", "건강", "약국"],
    categories: ["medical_health"],
    // Not "clinic": a veterinary clinic is not what someone asking for a doctor needs.
    text: ["medical", "medicine", "prescription", "first aid", "pharmac", "nurse", "doctor"],
  },
  {
    // mental health, someone to talk to
    words: ["counseling", "mental", "crisis", "apoyo", "emocional", "consejería", "心理", "辅导", "상담", "정신"],
    text: ["counsel", "mental health", "crisis", "emotional"],
  },
  {
    // clothing
    words: ["clothes", "clothing", "ropa", "衣服", "衣物", "옷", "의류"],
    text: ["cloth", "jacket", "shoe", "sock", "underwear"],
  },
  {
    // diapers, baby supplies
    words: ["diaper", "diapers", "baby", "formula", "pañal", "pañales", "bebé", "bebe", "尿布", "尿不湿", "婴儿", "奶粉", "기저귀", "아기", "분유"],
    text: ["diaper", "baby", "infant", "formula", "wipes"],
  },
  {
    // hygiene
    words: ["hygiene", "shower", "showers", "toiletries", "higiene", "ducha", "duchas", "卫生", "洗澡", "淋浴", "위생", "샤워"],
    text: ["hygiene", "shower", "toiletr", "soap", "toothbrush"],
  },
  {
    // masks, air quality, smoke
    words: ["mask", "masks", "n95", "mascarilla", "mascarillas", "cubrebocas", "口罩", "마스크"],
    text: ["mask", "n95", "respirator"],
  },
  {
    // phone charging, power
    words: ["charging", "charger", "cargar", "cargador", "electricidad", "充电", "충전"],
    text: ["charg", "power", "outlet"],
  },
  {
    // donating, drop-off
    words: ["donate", "donation", "donations", "donar", "donación", "donaciones", "捐赠", "捐款", "捐", "기부", "기증"],
    kinds: ["donation_need"],
  },
  {
    // volunteering
    words: ["volunteer", "volunteers", "voluntario", "voluntarios", "voluntariado", "voluntaria", "志愿者", "义工", "志愿", "자원봉사", "봉사"],
    kinds: ["volunteer_opportunity"],
  },
  {
    // no ID needed
    words: ["id", "identificación", "identificacion", "papeles", "证件", "身份证", "신분증"],
    facts: ["noIdRequired"],
  },
  {
    // wheelchair access
    words: ["wheelchair", "accessible", "silla de ruedas", "accesible", "轮椅", "无障碍", "휠체어", "장애인"],
    facts: ["wheelchairAccessible"],
  },
  {
    // free of charge
    words: ["free", "gratis", "gratuito", "gratuita", "免费", "무료"],
    facts: ["freeOfCharge"],
  },
];

/**
 * Compared form of a text: compatibility forms unified (full-width letters), accents removed,
 * lower case, then recomposed — so Korean syllables stay whole ("물" never matches inside "무료").
 */
export function normalizeSearch(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").normalize("NFC").toLowerCase();
}

/** Writing systems that put no spaces between words. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

type PreparedConcept = Concept & { normalizedWords: string[] };
const PREPARED: PreparedConcept[] = CONCEPTS.map((c) => ({ ...c, normalizedWords: c.words.map(normalizeSearch) }));
/** Every concept word, longest first (so "饮用水" is found before "水"). */
const ALL_WORDS = [...new Set(PREPARED.flatMap((c) => c.normalizedWords))].sort((a, b) => b.length - a.length);

/**
 * The words of a query. Chinese has no spaces: known words are taken out of a run of characters
 * ("宠物食品" → 宠物, 食品), and what remains is searched as it is.
 */
export function queryWords(query: string): string[] {
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
    words.push(...remaining.split(/\s+/).filter(Boolean));
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
export function matchesWord(word: string, place: SearchablePlace, text: string): boolean {
  if (text.includes(word)) return true;
  return PREPARED.some((concept) => concept.normalizedWords.includes(word) && conceptMatches(concept, place, text));
}
