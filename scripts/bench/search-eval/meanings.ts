/**
 * What a resident means by a search, as the set of places that answer it, for the held-out search
 * evaluation (scripts/bench/search.ts). Two sets of places: the sample places (supabase/seed.sql,
 * "001"…"066", the last three digits of their id) and a fictional 211 directory's services
 * (tests/fixtures/hsds-211-services.json, imported as an HSDS file is, "h01"…"h48" by their order:
 * every one a `resource` in `essentials`, as HSDS has no kind or category).
 *
 * Each set was written by reading the places, before the search's vocabulary was written, and never
 * from what the code returns:
 * - `must`: the places that answer the need. Every other place returned is a false positive,
 * - except `may`: places whose relevance depends on what the resident means (a shelter that
 *   serves its guests meals, for "food"). They count neither for nor against.
 * A place that only mentions the word by accident (the shower chairs of an equipment loan, for
 * "showers"; puppy pads, for "pads"; water bills, for "water") is never in `may`.
 */

export type Meaning = { must: readonly string[]; may?: readonly string[] };

const h = (...n: number[]) => n.map((i) => `h${String(i).padStart(2, "0")}`);
const minus = (list: readonly string[], ...out: (readonly string[])[]) => list.filter((id) => !out.flat().includes(id));

// The sample places (seed.sql), by what they are about.
const SEED_FOOD = ["001", "005", "006", "007", "008", "010", "011", "012", "042", "046", "056", "057"];
const SEED_FOOD_MAYBE = ["002", "029", "030", "031", "032", "033", "034", "044", "059", "061"];
const SEED_WATER = ["001", "005", "007", "008", "011", "045", "057"];
const SEED_SHELTER = ["002", "029", "030", "031", "032", "033", "034", "035", "036", "037", "041"];
const SEED_SHELTER_MAYBE = ["015", "017", "038", "039", "040", "048", "059", "060", "061"];
/** The places where pets are allowed, and the animal-support places. */
const SEED_PETS = ["002", "004", "025", "026", "027", "028", "031", "038", "039", "040", "053", "054", "055", "064", "065", "066"];
const SEED_HORSES = ["028", "039", "054", "065"];
const SEED_PET_FOOD = ["004", "027", "040", "053"];
const SEED_PET_FOOD_MAYBE = ["028", "054", "055", "064", "066"];
const SEED_MEDICAL = ["003", "020", "021", "023", "024", "041", "050", "052", "062"];
const SEED_MEDICAL_MAYBE = ["019", "022", "033", "051", "063"];
const SEED_HYGIENE = ["005", "006", "011", "013", "043"];
const SEED_HYGIENE_MAYBE = ["002", "029", "032", "048", "051"];
const SEED_SHOWERS = ["002", "013", "029", "032"];
const SEED_MASKS = ["019", "050", "051", "052"];
const SEED_CHARGING = ["009", "032", "048"];
const SEED_DONATE = ["005", "042", "043", "044", "045", "046", "047", "048", "050", "051", "052", "053", "054", "055"];
const SEED_VOLUNTEER = ["006", "056", "057", "058", "059", "060", "061", "062", "063", "064", "065", "066"];
const SEED_BABY = ["005", "035", "044"];
const SEED_BLANKETS = ["002", "017", "031", "047"];

export const MEANINGS = {
  blankets: { must: SEED_BLANKETS, may: ["054"] },
  pillows: { must: ["017", "047"] },
  sleepingBags: { must: ["017"], may: ["047"] },
  mattress: { must: ["047", ...h(20)], may: ["036"] },
  cots: { must: ["002", "029", "031", "033", "034", "048", "060"], may: ["061", ...SEED_SHELTER] },
  bedding: { must: ["017", "047"], may: ["002", "031", "048", ...h(20)] },
  showers: { must: [...SEED_SHOWERS, ...h(23)] },
  laundry: { must: ["013", ...h(22)] },
  towels: { must: ["013", "048", ...h(21, 23)] },
  soap: { must: ["013", ...h(23, 38)], may: ["006", "011", "043"] },
  toothbrush: { must: ["005", ...h(38)], may: ["006", "011", "043"] },
  toothpaste: { must: ["043", ...h(38)], may: ["005", "006", "011"] },
  shampoo: { must: ["043", ...h(38)], may: ["006", "011"] },
  deodorant: { must: ["043", ...h(38)], may: ["006", "011"] },
  period: { must: ["043", ...h(38)], may: ["006", "011"] },
  hygiene: { must: [...SEED_HYGIENE, ...h(23, 38)], may: [...SEED_HYGIENE_MAYBE, ...h(22, 39)] },
  restroom: { must: [...SEED_SHOWERS, ...h(23)], may: ["030", "031", "033", "034", "035", "036", "041"] },
  diapers: { must: ["005", "044", ...h(39)], may: ["035"] },
  baby: { must: [...SEED_BABY, ...h(39, 5)], may: h(17) },
  formula: { must: ["005", ...h(5, 39)], may: ["035", "044"] },
  babyFood: { must: ["044", ...h(39)], may: ["005", "035", ...h(5)] },
  wipes: { must: ["043", "044", ...h(39)], may: ["035"] },
  crib: { must: ["035"], may: ["044", ...h(39)] },
  babyBottle: { must: ["044"], may: ["005", "035", ...h(39)] },
  thermometer: { must: ["052"], may: ["050"] },
  food: { must: [...SEED_FOOD, ...h(1, 2, 3, 4, 5)], may: [...SEED_FOOD_MAYBE, ...h(39)] },
  groceries: { must: ["001", "010", "012", ...h(1)], may: ["042", "046", "008", ...h(4)] },
  hotMeals: { must: ["001", "007", "031", ...h(2, 3)], may: [...SEED_FOOD_MAYBE, "056"] },
  pantry: { must: ["012", "046", ...h(1)], may: ["001", "042", ...h(4)] },
  snacks: { must: ["005", "008", "011", "057"], may: ["042"] },
  cannedFood: { must: ["012", "042", "046", ...h(1)] },
  milk: { must: ["046"], may: ["005", ...h(5, 39)] },
  bread: { must: ["012"], may: ["042", ...h(1)] },
  fruitVegetables: { must: ["008", "012", "042", ...h(1)] },
  foodStamps: { must: h(4), may: h(5) },
  water: { must: [...SEED_WATER, ...h(37)] },
  shelter: { must: SEED_SHELTER, may: [...SEED_SHELTER_MAYBE, ...h(29, 44)] },
  hotel: { must: ["015", ...h(44)] },
  housing: { must: ["015", "016", ...h(7, 41)], may: [...h(44, 20), ...SEED_SHELTER] },
  rent: { must: h(7), may: ["015"] },
  utilityBills: { must: h(8) },
  legal: { must: h(9, 28) },
  insurance: { must: ["016", "020", ...h(9, 40, 47)], may: h(46) },
  fema: { must: h(6, 9, 40), may: ["009", "015", "016", ...h(26)] },
  disasterAid: { must: ["016", ...h(6)], may: ["009", "015", ...h(7, 43, 26)] },
  documents: { must: ["018", ...h(10)], may: ["016"] },
  birthCertificate: { must: ["018", ...h(10)] },
  mentalHealth: { must: ["022", ...h(11, 41, 42)], may: ["063", ...h(12)] },
  crisisLine: { must: h(11), may: ["022", ...h(29)] },
  substanceUse: { must: h(12) },
  dental: { must: h(13) },
  eyeglasses: { must: ["052", ...h(14)], may: ["019", "051"] },
  eyeCare: { must: ["021", "050", "051", ...h(14)], may: ["052"] },
  medicalEquipment: { must: ["041", ...h(15, 16)] },
  oxygen: { must: h(16) },
  walker: { must: h(15) },
  hearingAids: { must: h(16) },
  diabetes: { must: h(16), may: ["020", ...h(45)] },
  childCare: { must: h(17), may: ["030", "035"] },
  schoolSupplies: { must: h(18) },
  clothing: { must: h(19), may: h(18) },
  shoes: { must: h(19) },
  coats: { must: h(19) },
  furniture: { must: h(20), may: h(21) },
  kitchen: { must: h(21), may: h(20) },
  cleaningSupplies: { must: h(21, 31), may: ["050", "023"] },
  transportation: { must: h(24), may: h(25) },
  gas: { must: h(25) },
  jobs: { must: h(26) },
  taxes: { must: h(27) },
  immigration: { must: h(28) },
  domesticViolence: { must: h(29) },
  airPurifier: { must: h(30) },
  debris: { must: h(31), may: ["019", "023", "050"] },
  cellPhone: { must: h(32), may: ["009", "048"] },
  internet: { must: ["009", ...h(32, 48)] },
  computer: { must: h(48), may: ["009"] },
  mail: { must: h(33) },
  storage: { must: h(34) },
  vet: { must: ["026", ...h(35)], may: ["038"] },
  petBoarding: { must: ["038", "040", ...h(36)], may: ["002", "031", "039"] },
  cooling: { must: h(37) },
  cash: { must: h(43), may: ["010", ...h(6, 7, 25)] },
  giftCards: { must: ["010"], may: h(25, 43) },
  interpreter: { must: ["016", ...h(28, 40)], may: ["061"] },
  veterans: { must: h(41) },
  seniors: { must: ["036", "063", ...h(3, 37, 46)] },
  healthInsurance: { must: h(46, 47), may: ["020"] },
  pharmacy: { must: ["020", ...h(45)], may: ["003", "021", "024", "033", "041"] },
  medical: { must: [...SEED_MEDICAL], may: [...SEED_MEDICAL_MAYBE, ...h(13, 14, 15, 16, 24, 40, 45, 46, 47)] },
  firstAid: { must: ["021", "050", "052", "062"], may: ["003", "024"] },
  bandages: { must: ["050"], may: ["021", "024", "052"] },
  gloves: { must: ["019", "050", ...h(31)], may: ["056", "065"] },
  masks: { must: [...SEED_MASKS, ...h(31)] },
  charging: { must: [...SEED_CHARGING, ...h(37)], may: h(32) },
  pets: { must: [...minus(SEED_PETS, ["066"]), ...h(35, 36)], may: ["066"] },
  dogs: { must: minus(SEED_PETS, SEED_HORSES, ["066"]), may: [...SEED_HORSES, "066", ...h(35, 36)] },
  petFood: { must: SEED_PET_FOOD, may: SEED_PET_FOOD_MAYBE },
  petShelter: { must: ["002", "031", "038", "039", "040", ...h(36)], may: ["055", "064"] },
  horses: { must: SEED_HORSES, may: ["039"] },
  litter: { must: ["004", "027", "053", "055"] },
  leash: { must: ["004", "053"], may: ["002", "026"] },
  petCrate: { must: ["004", "027", "040", "055"], may: ["002", "026", "031"] },
  lostPet: { must: ["025"] },
  donate: { must: SEED_DONATE },
  volunteer: { must: SEED_VOLUNTEER, may: ["010"] },
  pasadena: { must: ["002", "007", "015", "020", "026", "035", "038", "043", "048", "056", "059", "064", ...h(2, 4, 6, 14, 17, 27, 33, 35, 39, 44)] },
  altadena: { must: ["001", "017", "019", "025", "050", "053", "057", ...h(1, 18, 30, 43, 48)] },
  glendale: { must: ["011", "018", "030", "041", "044", "006", ...h(3, 12, 19, 26, 34, 45)] },
  freeFood: { must: [...SEED_FOOD, ...h(1, 2, 3, 4, 5)], may: [...SEED_FOOD_MAYBE, ...h(39)] },
  nothing: { must: [] },
} satisfies Record<string, Meaning>;

export type MeaningId = keyof typeof MEANINGS;
