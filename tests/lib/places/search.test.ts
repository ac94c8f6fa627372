import { describe, expect, it } from "vitest";
import { applyFilters, DEFAULT_FILTERS, searchTextWith } from "@/lib/places/filters";
import { LANGUAGE_CODES } from "@/lib/i18n/languages";
import { CONCEPTS, normalizeSearch, queryWords } from "@/lib/places/search";
import { searchWordsOf, vocabularyOf } from "@/tests/support/locales";
import type { Place } from "@/lib/places/types";
import { makePlace } from "@/tests/support/places";

/** A small map of the kinds of places residents look for, described in English as the data is. */
const food = makePlace({ name: "Community Food Distribution", description: "Free groceries and hot meals every day.", category: "essentials" });
const water = makePlace({ name: "Water station", description: "Bottled water and ice.", category: "essentials" });
const shelter = makePlace({ name: "Evacuation center", description: "Cots and blankets for families.", kind: "shelter", category: "shelter_support", petsAllowed: true });
const vet = makePlace({ name: "Emergency vet clinic", description: "Care for injured animals.", category: "animal_support", petsAllowed: true });
const clinic = makePlace({ name: "Mobile clinic", description: "Prescription refills and first aid.", category: "medical_health", wheelchairAccessible: true });
const diapers = makePlace({ name: "Diaper drive", kind: "donation_need", itemsNeeded: [{ item: "Diapers (size 4-6)", urgency: "high" }] });
const clothes = makePlace({ name: "Clothing closet", description: "Jackets, shoes and socks.", noIdRequired: true });
const volunteers = makePlace({ name: "Sorting shifts", kind: "volunteer_opportunity", description: "Help sort donated goods." });
const ALL: Place[] = [food, water, shelter, vet, clinic, diapers, clothes, volunteers];

/** Every language's words, as if one page understood them all (each page has its own and English's). */
const WORDS = vocabularyOf();
const search = (q: string, places = ALL) => applyFilters(places, { ...DEFAULT_FILTERS, q }, new Date("2026-01-15T18:00:00Z"), undefined, {}, WORDS).map((p) => p.name);
const names = (...places: Place[]) => places.map((p) => p.name);

describe("search in every language", () => {
  it.each([
    // What a resident types, in their language → the places they need.
    ["food", [food]],
    ["comida", [food]],
    ["alimentos", [food]],
    ["食物", [food]],
    ["饭", [food]],
    ["음식", [food]],
    ["식사", [food]],
    ["agua", [water]],
    ["水", [water]],
    ["물", [water]],
    ["refugio", [shelter]],
    ["albergue", [shelter]],
    ["避难所", [shelter]],
    ["庇护所", [shelter]],
    ["대피소", [shelter]],
    ["쉼터", [shelter]],
    ["mascotas", [shelter, vet]],
    ["宠物", [shelter, vet]],
    ["반려동물", [shelter, vet]],
    ["médico", [clinic]],
    ["医疗", [clinic]],
    ["의료", [clinic]],
    ["pañales", [diapers]],
    ["尿布", [diapers]],
    ["기저귀", [diapers]],
    ["ropa", [clothes]],
    ["衣服", [clothes]],
    ["옷", [clothes]],
    ["voluntario", [volunteers]],
    ["志愿者", [volunteers]],
    ["자원봉사", [volunteers]],
  ] as const)("%s finds what it means", (query, expected) => {
    expect(search(query)).toEqual(names(...expected));
  });

  it("ignores case and accents", () => {
    expect(search("COMIDA")).toEqual(names(food));
    expect(search("medico")).toEqual(names(clinic));
    expect(search("MÉDICO")).toEqual(names(clinic));
    expect(search("Ｆｏｏｄ")).toEqual(names(food)); // full-width letters, as some phone keyboards type them
  });

  it("needs every word of a query, in any mix of languages", () => {
    expect(search("refugio mascotas")).toEqual(names(shelter));
    expect(search("宠物 避难所")).toEqual(names(shelter));
    expect(search("대피소 반려동물")).toEqual(names(shelter));
    expect(search("comida mascotas")).toEqual([]);
  });

  it("finds known words inside a Chinese phrase without spaces", () => {
    expect(queryWords("宠物避难所", WORDS)).toEqual(expect.arrayContaining(["宠物", "避难所"]));
    expect(search("宠物避难所")).toEqual(names(shelter));
    expect(search("饮用水")).toEqual(names(water));
  });

  it("keeps multi-word phrases together", () => {
    expect(queryWords("silla de ruedas", WORDS)).toEqual(["silla de ruedas"]);
    expect(search("silla de ruedas")).toEqual(names(clinic));
  });

  it("still finds the place's own words, and nothing for a word nothing has", () => {
    expect(search("blankets")).toEqual(names(shelter));
    expect(search("Sorting")).toEqual(names(volunteers));
    expect(search("helicóptero")).toEqual([]);
    expect(search("")).toEqual(names(...ALL));
  });

  it("reads a word that names a yes/no fact as the fact, never as text that contains it", () => {
    // "cat" is in "location", "pet" in "competent": all that matters is whether pets are allowed.
    const pantry = makePlace({ name: "Pantry", description: "Competent staff. No pets.", address: "Downtown (sample location)" });
    const shelterWithPets = makePlace({ name: "Shelter", kind: "shelter", category: "shelter_support", petsAllowed: true });
    for (const q of ["pets", "pet", "cat", "dog", "animal", "mascotas", "gato", "宠物", "반려동물"]) expect(search(q, [pantry, shelterWithPets]), q).toEqual(names(shelterWithPets));
    const free = makePlace({ name: "Free clinic", freeOfCharge: false, noIdRequired: false });
    expect(search("free", [free])).toEqual([]);
    expect(search("no id", [free, clothes])).toEqual(names(clothes));
  });

  it("reads an animal word with a need as that need for animals", () => {
    const petFood = makePlace({ name: "Pet pantry", description: "Dog and cat food.", category: "animal_support", petsAllowed: true });
    const meals = makePlace({ name: "Shelter meals", description: "Hot meals; pets welcome.", kind: "shelter", category: "shelter_support", petsAllowed: true });
    const places = [food, petFood, meals, shelter, vet];
    for (const q of ["pet food", "dog food", "comida para mascotas", "宠物食品", "반려동물 음식"]) expect(search(q, places), q).toEqual(names(petFood));
    // Food for people never lists the pet pantry; a shelter for a pet is one that takes pets.
    expect(search("food", places)).toEqual(names(food, meals));
    expect(search("pet shelter", places)).toEqual(names(meals, shelter));
  });

  it("finds words at their start, and unknown words by their singular", () => {
    const crates = makePlace({ name: "Crate drive", itemsNeeded: [{ item: "Pet supply kits", urgency: "low" }] });
    expect(search("crates", [crates])).toEqual(names(crates));
    expect(search("supplies", [crates])).toEqual(names(crates));
    expect(search("rate", [crates])).toEqual([]);
  });

  it("reads a misspelt word as the concept word it is one slip from, when no place has it", () => {
    expect(search("shleter")).toEqual(names(shelter));
    expect(search("watter")).toEqual(names(water));
    expect(search("farmasia", [clinic])).toEqual(names(clinic));
    expect(search("sortin")).toEqual(names(volunteers)); // a word of a place: not corrected
  });

  it("leaves out the filler words of a query in every language", () => {
    expect(search("food near me")).toEqual(names(food));
    // "familia" says for whom: beside a need it narrows nothing. A word a place has must still match.
    expect(search("comida para la familia", [food])).toEqual(names(food));
    expect(search("comida sorting", [food, volunteers])).toEqual([]);
    expect(queryWords("agua para mi perro", vocabularyOf("es"))).toEqual(["agua", "perro"]);
  });

  it("finds medicines, insulin and restrooms in every language", () => {
    const refills = makePlace({ name: "Pharmacy refill help", description: "Emergency refills of lost medicines.", category: "medical_health" });
    const firstAid = makePlace({ name: "First aid drop-off", description: "Unopened items only; no medicines.", kind: "donation_need", category: "medical_health" });
    const showers = makePlace({ name: "Laundry and showers", description: "Hot showers. Travel-size toiletries." });
    const kits = makePlace({ name: "Hygiene kits", itemsNeeded: [{ item: "Toiletries", urgency: "low" }] });
    const places = [refills, firstAid, showers, kits];
    for (const q of ["insulin", "insulina", "胰岛素", "인슐린", "药房", "药店", "藥局", "farmacia", "약국"]) expect(search(q, places), q).toEqual(names(refills));
    for (const q of ["bathroom", "restroom", "toilet", "baño", "厕所", "화장실", "トイレ", "دستشویی", "ห้องน้ำ"]) expect(search(q, places), q).toEqual(names(showers));
  });

  it("keeps a Spanish phrase of several words together", () => {
    const charging = makePlace({ name: "Phone charging station" });
    expect(search("cargar teléfono", [charging, food])).toEqual(names(charging));
    expect(search("cargar telefono", [charging, food])).toEqual(names(charging));
  });

  it("never matches a Korean word inside another one (syllables stay whole)", () => {
    // "물" (water) is a prefix of the jamo of "무료" (free) once decomposed: it must not match it.
    const free = makePlace({ name: "무료 급식", description: "" });
    expect(normalizeSearch("무료")).toBe("무료");
    expect(search("물", [free])).toEqual([]);
    // Nor in the page's name for a category: "동물" (animal) holds "물" (water).
    const animals = makePlace({ name: "Pet help", category: "animal_support" });
    const korean = searchTextWith((p) => ({ all: p.category === "animal_support" ? ["동물 지원"] : [] }));
    expect(applyFilters([animals, water], { ...DEFAULT_FILTERS, q: "물" }, new Date(), korean, {}, vocabularyOf("ko", "en"))).toEqual([water]);
  });

  it("also matches labels in the page's language", () => {
    const labels = searchTextWith((p) => ({ all: p.kind === "shelter" ? ["Refugios temporales"] : [] }));
    expect(applyFilters(ALL, { ...DEFAULT_FILTERS, q: "temporales" }, new Date(), labels)).toEqual([shelter]);
  });

  it("has words for every concept in each language, and each page's words are its own and English's", () => {
    for (const language of LANGUAGE_CODES) {
      const words = searchWordsOf(language);
      for (const concept of CONCEPTS) expect(words[concept.id]?.length, `${language}: no words for ${concept.id}`).toBeGreaterThan(0);
    }
    const spanishPage = vocabularyOf("es", "en");
    const food = spanishPage.concepts.get("food")!;
    for (const word of ["comida", "food"]) expect(spanishPage.entries.get(word)?.[0]?.concepts).toContain(food);
    expect(spanishPage.entries.has("食物")).toBe(false);
  });

  it("splits a run of an unspaced script into words it knows, and the rest into words", () => {
    expect(queryWords("免费毯子", WORDS)).toEqual(expect.arrayContaining(["免费", "毯子"]));
  });
});
