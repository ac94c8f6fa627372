import type { Language } from "@/lib/i18n/languages";

/**
 * What residents type in the map's search, in their language, and what each query must find on
 * the sample places (supabase/seed.sql; a place by the last three digits of its id, "002" =
 * 00000000-0000-4000-8000-000000000002). Each expected set is the MEANING of the query applied to
 * the sample data, written by reading the places — never what the code returned:
 *
 * - `must`: the places the query names. Every other place must NOT be returned, except
 * - `may`: places whose relevance depends on what the resident means (a shelter that serves meals,
 *   for "food"; a horse shelter, for "dog"). They count neither for nor against.
 *
 * A search finds places ABOUT what it names, whatever their kind (a food drive and a meal-packing
 * shift are food places): the kind filter says whether one gets, gives or helps. Words that name a
 * yes/no fact ("pets", "no ID", "free", "wheelchair") mean places with that fact. Several words
 * must all match, except that an animal word with a need ("pet food", "宠物避难所") means that
 * need for animals (docs/search.md).
 */
export type SearchCase = { q: string; lang: Language; must: readonly string[]; may?: readonly string[] };

// The meanings, as sets of sample places (read from supabase/seed.sql).

/** Food for people: meals, groceries, pantries, snacks, food drives and food shifts. */
const FOOD = ["001", "005", "006", "007", "008", "010", "011", "012", "042", "046", "056", "057"];
/** Shelters and shelter shifts that serve meals, baby food pouches: depends on what one means. */
const FOOD_MAYBE = ["002", "029", "030", "031", "032", "033", "034", "044", "059", "061"];
/** Drinking water for people (not water buckets for horses, 028). */
const WATER = ["001", "005", "007", "008", "011", "045", "057"];
/** A place for people to stay. */
const SHELTER = ["002", "029", "030", "031", "032", "033", "034", "035", "036", "037", "041"];
/** Animal shelters, housing help, sleeping bags, shelter shifts and supplies named after shelters. */
const SHELTER_MAYBE = ["015", "017", "038", "039", "040", "048", "059", "060", "061"];
/** The places whose pets fact allows pets (15 of 64). */
const PETS = ["002", "004", "025", "026", "027", "028", "031", "038", "039", "040", "053", "054", "055", "064", "065"];
/** Pet supply sorting: about pets, but pets are not allowed there. */
const PETS_MAYBE = ["066"];
/** Horse and large-animal places: animals allowed, but not for a dog or a cat. */
const HORSES = ["028", "039", "054", "065"];
const DOGS_AND_CATS = PETS.filter((id) => !HORSES.includes(id));
/** Food for pets. */
const PET_FOOD = ["004", "027", "040", "053"];
/** Sorting pet food, horse feed and hay, feeding dogs as a volunteer, crates and litter. */
const PET_FOOD_MAYBE = ["028", "054", "055", "064", "066"];
/** Somewhere for a pet: animal shelters, and shelters for people that take pets. */
const PET_SHELTER = ["002", "031", "038", "039", "040"];
const PET_SHELTER_MAYBE = ["055", "064"];
/** Medical care: clinics, health checks, first aid, nurses, health kits. */
const MEDICAL = ["003", "020", "021", "023", "024", "041", "050", "052", "062"];
/** Masks, counseling, a wellness phone bank, a nurse at a shelter. */
const MEDICAL_MAYBE = ["019", "022", "033", "051", "063"];
/** Medicines, a pharmacy, insulin: where one gets (help with) medication. */
const MEDICATION = ["020"];
/** A doctor or nurses, who may prescribe or help with medication. */
const MEDICATION_MAYBE = ["003", "021", "024", "033", "041"];
/** Someone to talk to. */
const MENTAL_HEALTH = ["022"];
/** Diapers, formula, cribs, baby supplies. */
const BABY = ["005", "035", "044"];
/** Showers, soap, toothbrushes, hygiene kits and the shifts that pack them. */
const HYGIENE = ["005", "006", "011", "013", "043"];
const HYGIENE_MAYBE = ["002", "029", "032", "048", "051"];
/**
 * Restrooms: the data has no restroom field. Places that say they have showers surely have one;
 * other shelters likely do, but the data does not say.
 */
const RESTROOM = ["002", "013", "029", "032"];
const RESTROOM_MAYBE = ["030", "031", "033", "034", "035", "036", "041"];
/** N95 and dust masks (not sleep masks, 048, nor fly masks for horses, 054). */
const MASKS = ["019", "050", "051", "052"];
/** Charging a phone. */
const CHARGING = ["009", "032", "048"];
const DONATE = ["005", "042", "043", "044", "045", "046", "047", "048", "050", "051", "052", "053", "054", "055"];
const VOLUNTEER = ["006", "056", "057", "058", "059", "060", "061", "062", "063", "064", "065", "066"];
/** The places whose fact says no ID is required. */
const NO_ID = ["001", "002", "004", "005", "007", "008", "009", "011", "012", "013", "015", "016", "017", "018", "019", "021", "022", "023", "025", "026", "027", "028", "029", "030", "031", "032", "033", "034", "035", "037", "038", "039", "040", "042", "043", "044", "045", "046", "047", "048", "050", "051", "052", "053", "054", "055", "057", "066"];
/** The places whose fact says wheelchair accessible (all but 003, 028, 039, 054, 064, 065). */
const WHEELCHAIR = ["001", "002", "004", "005", "006", "007", "008", "009", "010", "011", "012", "013", "015", "016", "017", "018", "019", "020", "021", "022", "023", "024", "025", "026", "027", "029", "030", "031", "032", "033", "034", "035", "036", "037", "038", "040", "041", "042", "043", "044", "045", "046", "047", "048", "050", "051", "052", "053", "055", "056", "057", "058", "059", "060", "061", "062", "063", "066"];
/** Free of charge: every place but the laundry (013) and the sliding-scale health checks (024). */
const isFree = (id: string) => id !== "013" && id !== "024";
/** Where the address says Pasadena (not Pacific Palisades). */
const PASADENA = ["002", "007", "015", "020", "026", "035", "038", "043", "048", "056", "059", "064"];
/** Blankets for people (horse blankets, 054: depends). */
const BLANKETS = ["002", "017", "031", "047"];

const both = (a: readonly string[], b: readonly string[]) => a.filter((id) => b.includes(id));

export const SEARCH_CASES: readonly SearchCase[] = [
  // English
  { q: "pets", lang: "en", must: PETS, may: PETS_MAYBE },
  { q: "pet", lang: "en", must: PETS, may: PETS_MAYBE },
  { q: "animals", lang: "en", must: PETS, may: PETS_MAYBE },
  { q: "dog", lang: "en", must: DOGS_AND_CATS, may: [...HORSES, ...PETS_MAYBE] },
  { q: "cat", lang: "en", must: DOGS_AND_CATS, may: [...HORSES, ...PETS_MAYBE] },
  { q: "pet food", lang: "en", must: PET_FOOD, may: PET_FOOD_MAYBE },
  { q: "dog food", lang: "en", must: PET_FOOD, may: PET_FOOD_MAYBE },
  { q: "pet shelter", lang: "en", must: PET_SHELTER, may: PET_SHELTER_MAYBE },
  // A place's own name, whose words are some concept's exception: no mobility walker.
  { q: "dog walkers", lang: "en", must: ["064"] },
  { q: "walker", lang: "en", must: [] },
  { q: "food", lang: "en", must: FOOD, may: FOOD_MAYBE },
  { q: "free food", lang: "en", must: FOOD.filter(isFree), may: FOOD_MAYBE },
  { q: "food near me", lang: "en", must: FOOD, may: FOOD_MAYBE },
  { q: "water", lang: "en", must: WATER },
  { q: "shelter", lang: "en", must: SHELTER, may: SHELTER_MAYBE },
  { q: "a place to sleep", lang: "en", must: SHELTER, may: SHELTER_MAYBE },
  { q: "medical", lang: "en", must: MEDICAL, may: MEDICAL_MAYBE },
  { q: "doctor", lang: "en", must: MEDICAL, may: MEDICAL_MAYBE },
  { q: "pharmacy", lang: "en", must: MEDICATION, may: MEDICATION_MAYBE },
  { q: "insulin", lang: "en", must: MEDICATION, may: MEDICATION_MAYBE },
  { q: "medicine", lang: "en", must: MEDICATION, may: MEDICATION_MAYBE },
  { q: "prescription refill", lang: "en", must: MEDICATION, may: MEDICATION_MAYBE },
  { q: "counseling", lang: "en", must: MENTAL_HEALTH, may: ["063"] },
  { q: "bathroom", lang: "en", must: RESTROOM, may: RESTROOM_MAYBE },
  { q: "restroom", lang: "en", must: RESTROOM, may: RESTROOM_MAYBE },
  { q: "toilet", lang: "en", must: RESTROOM, may: RESTROOM_MAYBE },
  { q: "shower", lang: "en", must: RESTROOM, may: HYGIENE.filter((id) => !RESTROOM.includes(id)) },
  { q: "hygiene", lang: "en", must: HYGIENE, may: HYGIENE_MAYBE },
  { q: "diapers", lang: "en", must: BABY },
  { q: "baby formula", lang: "en", must: ["005"], may: ["035", "044"] },
  { q: "n95 masks", lang: "en", must: MASKS },
  { q: "masks", lang: "en", must: MASKS },
  { q: "phone charging", lang: "en", must: CHARGING },
  { q: "charge phone", lang: "en", must: CHARGING },
  { q: "clothes", lang: "en", must: [] },
  { q: "volunteer", lang: "en", must: VOLUNTEER, may: ["010"] },
  { q: "donate", lang: "en", must: DONATE },
  { q: "no id", lang: "en", must: NO_ID },
  { q: "wheelchair", lang: "en", must: WHEELCHAIR },
  { q: "blankets", lang: "en", must: BLANKETS, may: ["054"] },
  { q: "Pasadena", lang: "en", must: PASADENA },
  { q: "helicopter", lang: "en", must: [] },
  // Misspelt, as typed on a phone
  { q: "shleter", lang: "en", must: SHELTER, may: SHELTER_MAYBE },
  { q: "watter", lang: "en", must: WATER },
  { q: "medcal", lang: "en", must: MEDICAL, may: MEDICAL_MAYBE },
  { q: "volunter", lang: "en", must: VOLUNTEER, may: ["010"] },
  { q: "pharmacie", lang: "en", must: MEDICATION, may: MEDICATION_MAYBE },

  // Spanish, with and without accents
  { q: "mascotas", lang: "es", must: PETS, may: PETS_MAYBE },
  { q: "perro", lang: "es", must: DOGS_AND_CATS, may: [...HORSES, ...PETS_MAYBE] },
  { q: "gato", lang: "es", must: DOGS_AND_CATS, may: [...HORSES, ...PETS_MAYBE] },
  { q: "comida para mascotas", lang: "es", must: PET_FOOD, may: PET_FOOD_MAYBE },
  { q: "refugio para mascotas", lang: "es", must: PET_SHELTER, may: PET_SHELTER_MAYBE },
  { q: "comida", lang: "es", must: FOOD, may: FOOD_MAYBE },
  { q: "comida gratis", lang: "es", must: FOOD.filter(isFree), may: FOOD_MAYBE },
  { q: "agua", lang: "es", must: WATER },
  { q: "refugio", lang: "es", must: SHELTER, may: SHELTER_MAYBE },
  { q: "refujio", lang: "es", must: SHELTER, may: SHELTER_MAYBE },
  { q: "farmacia", lang: "es", must: MEDICATION, may: MEDICATION_MAYBE },
  { q: "farmasia", lang: "es", must: MEDICATION, may: MEDICATION_MAYBE },
  { q: "insulina", lang: "es", must: MEDICATION, may: MEDICATION_MAYBE },
  { q: "medicamentos", lang: "es", must: MEDICATION, may: MEDICATION_MAYBE },
  { q: "médico", lang: "es", must: MEDICAL, may: MEDICAL_MAYBE },
  { q: "baño", lang: "es", must: RESTROOM, may: RESTROOM_MAYBE },
  { q: "banos", lang: "es", must: RESTROOM, may: RESTROOM_MAYBE },
  { q: "cargar teléfono", lang: "es", must: CHARGING },
  { q: "cargar telefono", lang: "es", must: CHARGING },
  { q: "cargar celular", lang: "es", must: CHARGING },
  { q: "pañales", lang: "es", must: BABY },
  { q: "panales", lang: "es", must: BABY },
  { q: "leche de fórmula", lang: "es", must: ["005"], may: ["035", "044"] },
  { q: "mascarillas", lang: "es", must: MASKS },
  { q: "ropa", lang: "es", must: [] },
  { q: "voluntario", lang: "es", must: VOLUNTEER, may: ["010"] },
  { q: "sin identificación", lang: "es", must: NO_ID },
  { q: "silla de ruedas", lang: "es", must: WHEELCHAIR },

  // Chinese (simplified)
  { q: "宠物", lang: "zh", must: PETS, may: PETS_MAYBE },
  { q: "狗", lang: "zh", must: DOGS_AND_CATS, may: [...HORSES, ...PETS_MAYBE] },
  { q: "宠物食品", lang: "zh", must: PET_FOOD, may: PET_FOOD_MAYBE },
  { q: "宠物避难所", lang: "zh", must: PET_SHELTER, may: PET_SHELTER_MAYBE },
  { q: "食物", lang: "zh", must: FOOD, may: FOOD_MAYBE },
  { q: "免费食物", lang: "zh", must: FOOD.filter(isFree), may: FOOD_MAYBE },
  { q: "水", lang: "zh", must: WATER },
  { q: "避难所", lang: "zh", must: SHELTER, may: SHELTER_MAYBE },
  { q: "药房", lang: "zh", must: MEDICATION, may: MEDICATION_MAYBE },
  { q: "药店", lang: "zh", must: MEDICATION, may: MEDICATION_MAYBE },
  { q: "胰岛素", lang: "zh", must: MEDICATION, may: MEDICATION_MAYBE },
  { q: "医生", lang: "zh", must: MEDICAL, may: MEDICAL_MAYBE },
  { q: "厕所", lang: "zh", must: RESTROOM, may: RESTROOM_MAYBE },
  { q: "洗手间", lang: "zh", must: RESTROOM, may: RESTROOM_MAYBE },
  { q: "尿布", lang: "zh", must: BABY },
  { q: "口罩", lang: "zh", must: MASKS },
  { q: "手机充电", lang: "zh", must: CHARGING },

  // Chinese (traditional)
  { q: "寵物", lang: "zh-Hant", must: PETS, may: PETS_MAYBE },
  { q: "藥局", lang: "zh-Hant", must: MEDICATION, may: MEDICATION_MAYBE },
  { q: "胰島素", lang: "zh-Hant", must: MEDICATION, may: MEDICATION_MAYBE },
  { q: "廁所", lang: "zh-Hant", must: RESTROOM, may: RESTROOM_MAYBE },
  { q: "飲用水", lang: "zh-Hant", must: WATER },
  { q: "避難所", lang: "zh-Hant", must: SHELTER, may: SHELTER_MAYBE },

  // Korean
  { q: "반려동물", lang: "ko", must: PETS, may: PETS_MAYBE },
  { q: "고양이", lang: "ko", must: DOGS_AND_CATS, may: [...HORSES, ...PETS_MAYBE] },
  { q: "반려동물 음식", lang: "ko", must: PET_FOOD, may: PET_FOOD_MAYBE },
  { q: "물", lang: "ko", must: WATER },
  { q: "음식", lang: "ko", must: FOOD, may: FOOD_MAYBE },
  { q: "대피소", lang: "ko", must: SHELTER, may: SHELTER_MAYBE },
  { q: "약국", lang: "ko", must: MEDICATION, may: MEDICATION_MAYBE },
  { q: "인슐린", lang: "ko", must: MEDICATION, may: MEDICATION_MAYBE },
  { q: "화장실", lang: "ko", must: RESTROOM, may: RESTROOM_MAYBE },
  { q: "기저귀", lang: "ko", must: BABY },
  { q: "충전", lang: "ko", must: CHARGING },
  { q: "무료 음식", lang: "ko", must: FOOD.filter(isFree), may: FOOD_MAYBE },

  // Persian (right to left)
  { q: "آب", lang: "fa", must: WATER },
  { q: "غذا", lang: "fa", must: FOOD, may: FOOD_MAYBE },
  { q: "داروخانه", lang: "fa", must: MEDICATION, may: MEDICATION_MAYBE },
  { q: "انسولین", lang: "fa", must: MEDICATION, may: MEDICATION_MAYBE },
  { q: "دستشویی", lang: "fa", must: RESTROOM, may: RESTROOM_MAYBE },
  { q: "حیوانات خانگی", lang: "fa", must: PETS, may: PETS_MAYBE },

  // Arabic (right to left)
  { q: "ماء", lang: "ar", must: WATER },
  { q: "طعام", lang: "ar", must: FOOD, may: FOOD_MAYBE },
  { q: "صيدلية", lang: "ar", must: MEDICATION, may: MEDICATION_MAYBE },
  { q: "أنسولين", lang: "ar", must: MEDICATION, may: MEDICATION_MAYBE },
  { q: "دورة مياه", lang: "ar", must: RESTROOM, may: RESTROOM_MAYBE },
  { q: "حيوانات أليفة", lang: "ar", must: PETS, may: PETS_MAYBE },
  { q: "كمامات", lang: "ar", must: MASKS },

  // Thai (no spaces between words)
  { q: "น้ำดื่ม", lang: "th", must: WATER },
  { q: "อาหาร", lang: "th", must: FOOD, may: FOOD_MAYBE },
  { q: "อาหารสัตว์เลี้ยง", lang: "th", must: PET_FOOD, may: PET_FOOD_MAYBE },
  { q: "ร้านขายยา", lang: "th", must: MEDICATION, may: MEDICATION_MAYBE },
  { q: "อินซูลิน", lang: "th", must: MEDICATION, may: MEDICATION_MAYBE },
  { q: "ห้องน้ำ", lang: "th", must: RESTROOM, may: RESTROOM_MAYBE },

  // Armenian
  { q: "ջուր", lang: "hy", must: WATER },
  { q: "դեղատուն", lang: "hy", must: MEDICATION, may: MEDICATION_MAYBE },
  { q: "ինսուլին", lang: "hy", must: MEDICATION, may: MEDICATION_MAYBE },
  { q: "զուգարան", lang: "hy", must: RESTROOM, may: RESTROOM_MAYBE },
  { q: "կենդանիներ", lang: "hy", must: PETS, may: PETS_MAYBE },

  // Russian, Vietnamese, Japanese, Tagalog, Hindi, Khmer
  { q: "аптека", lang: "ru", must: MEDICATION, may: MEDICATION_MAYBE },
  { q: "инсулин", lang: "ru", must: MEDICATION, may: MEDICATION_MAYBE },
  { q: "туалет", lang: "ru", must: RESTROOM, may: RESTROOM_MAYBE },
  { q: "вода", lang: "ru", must: WATER },
  { q: "nhà thuốc", lang: "vi", must: MEDICATION, may: MEDICATION_MAYBE },
  { q: "nha ve sinh", lang: "vi", must: RESTROOM, may: RESTROOM_MAYBE },
  { q: "thú cưng", lang: "vi", must: PETS, may: PETS_MAYBE },
  { q: "薬局", lang: "ja", must: MEDICATION, may: MEDICATION_MAYBE },
  { q: "トイレ", lang: "ja", must: RESTROOM, may: RESTROOM_MAYBE },
  { q: "ペットフード", lang: "ja", must: PET_FOOD, may: PET_FOOD_MAYBE },
  { q: "tubig", lang: "tl", must: WATER },
  { q: "botika", lang: "tl", must: MEDICATION, may: MEDICATION_MAYBE },
  { q: "पानी", lang: "hi", must: WATER },
  { q: "दवा", lang: "hi", must: MEDICATION, may: MEDICATION_MAYBE },
  { q: "ទឹក", lang: "km", must: WATER },
  { q: "ឱសថស្ថាន", lang: "km", must: MEDICATION, may: MEDICATION_MAYBE },

  // Mixed with a fact
  { q: "shelter no id", lang: "en", must: both(SHELTER, NO_ID), may: both(SHELTER_MAYBE, NO_ID) },
  { q: "wheelchair shelter", lang: "en", must: both(SHELTER, WHEELCHAIR), may: both(SHELTER_MAYBE, WHEELCHAIR) },
  // Written after the code changed, and run once without tuning: how the words generalise.
  { q: "groceries", lang: "en", must: FOOD, may: FOOD_MAYBE },
  { q: "hot meals", lang: "en", must: ["001", "007", "031"], may: FOOD_MAYBE.filter((id) => id !== "031") },
  { q: "mental health", lang: "en", must: MENTAL_HEALTH, may: ["063"] },
  { q: "where can I charge my phone", lang: "en", must: CHARGING },
  { q: "horse", lang: "en", must: ["028", "039", "054", "065"] },
  { q: "pet supplies", lang: "en", must: ["004", "027", "053", "055"], may: ["040", "066", "054", "028"] },
  { q: "albergue", lang: "es", must: SHELTER, may: SHELTER_MAYBE },
  { q: "medicinas", lang: "es", must: MEDICATION, may: MEDICATION_MAYBE },
  { q: "inodoro", lang: "es", must: RESTROOM, may: RESTROOM_MAYBE },
  { q: "ducha", lang: "es", must: RESTROOM, may: HYGIENE.filter((id) => !RESTROOM.includes(id)) },
  { q: "comida para perros", lang: "es", must: PET_FOOD, may: PET_FOOD_MAYBE },
  { q: "voluntariado con animales", lang: "es", must: ["064", "065", "066"] },
  { q: "饮用水", lang: "zh", must: WATER },
  { q: "狗粮", lang: "zh", must: PET_FOOD, may: PET_FOOD_MAYBE },
  { q: "처방약", lang: "ko", must: MEDICATION, may: MEDICATION_MAYBE },
  { q: "شحن الهاتف", lang: "ar", must: CHARGING },
  { q: "غذای حیوانات", lang: "fa", must: PET_FOOD, may: PET_FOOD_MAYBE },
];
