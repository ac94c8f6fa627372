import type { Category, PlaceKind } from "./types";

/**
 * What residents look for, and what makes a place a match: the search's concepts (lib/places/search.ts).
 * The words people type for each, in each language, are in locales/<lang>/search.json under the
 * concept's id; here are the English words and phrases the places' own text (written in English)
 * uses for it. Every item and service word of the place data is a concept's word or is listed as
 * naming no need (tests/lib/places/search-vocabulary.test.ts reads the sample places, the import's
 * examples and a 211 directory's services, and fails on a word that is neither), and every concept
 * has words in every language, so whatever the data offers can be found in every language.
 *
 * Terms: a word is found whole, or as an English plural ("cot" finds "cots", never "cotton";
 * "supply" finds "supplies"); a term ending in "*" finds any word that starts so ("pharmac*");
 * a phrase is found as written ("first aid"), its last word may be plural.
 */
export type Concept = {
  /** Its key in each language's search words (locales/<lang>/search.json). */
  id: string;
  /** English terms found anywhere in a place's text: its name, description, items needed. */
  text?: readonly string[];
  /**
   * English terms found only in a place's name and items needed: words descriptions use in
   * passing ("food for shelters", "families staying in motels") that would list places not about it.
   */
  name?: readonly string[];
  /** English phrases that do not count ("no medicines", "sleep masks", "shower chairs"). */
  except?: readonly string[];
  /** Its terms count only in places of these kinds (a volunteer shift named after a shelter is no shelter). */
  termKinds?: readonly PlaceKind[];
  kinds?: readonly PlaceKind[];
  categories?: readonly Category[];
  /** Narrower concepts: a place that matches one of them matches this one ("hygiene": soap, showers…). */
  includes?: readonly string[];
  /** A word that means several concepts at once ("pet food": pets and food). */
  means?: readonly string[];
  /** Words of these concepts beside it only say more of it: "charge" + "phone" is phone charging, not a phone. */
  absorbs?: readonly string[];
  /** Words of these concepts said together mean it: "se perdió mi gato" (lost + cat) is a lost pet. */
  from?: readonly string[];
  /**
   * Who it is for. "people" (the default): places about animals answer it only when the query asks
   * for animals ("blankets" never lists the horse blankets; "dog blankets" does). "animals": only
   * places about animals (litter, leashes, a vet). "any": both (a shelter, donating).
   */
  audience?: "people" | "animals" | "any";
  /**
   * Names animals: with a need ("pet food", "perro" + "refugio") the query asks for that need for
   * animals. "any" (pets, dogs, cats) is then no word of its own; "specific" (horses) still must match.
   */
  animals?: "any" | "specific";
  /** Asked for animals, its places that allow pets count too (a shelter that takes pets). */
  takesPets?: boolean;
  /**
   * Says for whom or how beside a need, and then narrows nothing: "ropa para niños" is clothing,
   * "변호사 상담" (lawyer consultation) is legal help. Alone, it is a need like any other.
   */
  qualifier?: true;
};

export const CONCEPTS: readonly Concept[] = [
  // Food and water
  {
    id: "food",
    text: ["food", "non perishable", "shelf stable", "nutrition"],
    includes: ["meals", "groceries", "pantry", "snacks", "canned_food", "bread", "produce", "milk", "cereal", "rice", "pasta", "beans", "meat", "peanut_butter", "food_benefits"],
  },
  { id: "meals", text: ["meal", "breakfast", "lunch", "dinner", "supper", "soup kitchen"], except: ["breakfast cereal", "breakfast cereals"] },
  // Food to take home: a pantry's, canned goods, produce, bread.
  { id: "groceries", text: ["grocer*", "food distribution"], includes: ["pantry", "canned_food", "produce", "bread"] },
  { id: "pantry", text: ["pantry", "food bank", "food shelf"] },
  { id: "snacks", text: ["snack", "granola", "cracker", "chips"] },
  { id: "canned_food", text: ["canned", "tinned"] },
  { id: "bread", text: ["bread", "tortilla", "bakery"] },
  { id: "produce", text: ["fruit", "vegetable", "veggie", "produce"] },
  { id: "milk", text: ["milk", "dairy"] },
  { id: "cereal", text: ["cereal", "oatmeal", "oats"] },
  { id: "rice", text: ["rice"] },
  { id: "pasta", text: ["pasta", "noodle", "spaghetti"] },
  { id: "beans", text: ["bean"] },
  { id: "meat", text: ["meat", "chicken", "tuna", "fish", "protein"] },
  { id: "peanut_butter", text: ["peanut butter"] },
  { id: "food_benefits", text: ["calfresh", "cal fresh", "snap", "ebt", "wic", "food stamp", "food benefit"] },
  { id: "drinks", text: ["drink", "beverage", "electrolyte", "juice", "gatorade"] },
  // Water for people, not the water buckets of a horse stable nor a water bill.
  { id: "water", text: ["water", "bottled water", "water bottle", "drinking water"], except: ["water bill", "water bills", "water bucket", "water buckets", "water bowl", "water bowls"] },

  // A place to sleep
  {
    // A shelter (kind), or a place whose name says so: not a drive that collects "for shelters".
    // Every shelter, animal shelters too: whoever asks for a shelter may be asking for their animals.
    id: "shelter",
    kinds: ["shelter"],
    name: ["shelter", "evacuation center"],
    // A directory's shelter is imported as a resource; a shift or a drive named after a shelter is none.
    termKinds: ["resource", "shelter"],
    audience: "any",
    takesPets: true,
  },
  { id: "hotel", text: ["hotel voucher", "motel voucher"], name: ["hotel", "motel"] },
  { id: "housing", text: ["housing help", "housing application", "housing assistance", "rental listing"], name: ["housing"], includes: ["rent"] },
  { id: "rent", text: ["rent", "rental assistance", "security deposit", "eviction", "back rent"] },
  { id: "blankets", text: ["blanket", "quilt", "comforter", "duvet"] },
  { id: "pillows", text: ["pillow"] },
  { id: "sleeping_bags", text: ["sleeping bag"] },
  { id: "cots", text: ["cot", "folding cot", "camp bed"] },
  { id: "mattress", text: ["mattress", "air mattress", "air bed"] },
  { id: "beds", text: ["bed"], includes: ["cots", "mattress"] },
  { id: "bedding", text: ["bedding", "linen", "sheet"], includes: ["blankets", "pillows", "sleeping_bags", "mattress"] },
  { id: "earplugs", text: ["earplug", "ear plug"] },
  { id: "sleep_mask", text: ["sleep mask", "eye mask"] },

  // Washing
  { id: "showers", text: ["shower"], except: ["shower chair", "shower chairs"] },
  {
    // The data has no restroom field: the places that say they have one, or showers.
    id: "restroom",
    text: ["restroom", "toilet", "bathroom", "washroom", "lavator*", "porta potty", "porta potties", "portable toilet"],
    includes: ["showers"],
  },
  { id: "laundry", text: ["laundr*", "detergent", "washing machine", "washer", "dryer"] },
  { id: "towels", text: ["towel"] },
  { id: "soap", text: ["soap", "body wash"] },
  { id: "toothbrush", text: ["toothbrush"] },
  { id: "toothpaste", text: ["toothpaste"] },
  { id: "shampoo", text: ["shampoo", "conditioner"] },
  { id: "deodorant", text: ["deodorant", "antiperspirant"] },
  { id: "period", text: ["tampon", "pad", "sanitary pad", "menstrual", "period product", "period supplies", "feminine"], except: ["puppy pad", "puppy pads", "pee pad", "pee pads", "training pad", "training pads"] },
  { id: "wipes", text: ["wipe"] },
  { id: "hand_sanitizer", text: ["sanitizer", "hand gel"] },
  { id: "lip_balm", text: ["lip balm", "chapstick"] },
  {
    id: "hygiene",
    text: ["hygiene", "toiletr*", "personal care"],
    includes: ["showers", "soap", "toothbrush", "toothpaste", "shampoo", "deodorant", "period", "hand_sanitizer", "lip_balm"],
  },

  // Babies and families
  { id: "diapers", text: ["diaper", "nappy", "nappies", "pull up", "pull ups", "baby supplies"] },
  { id: "formula", text: ["formula"] },
  { id: "baby_food", text: ["baby food", "puree"] },
  { id: "baby_bottles", text: ["baby bottle"] },
  { id: "crib", text: ["crib", "bassinet", "playpen"] },
  { id: "car_seat", text: ["car seat", "booster seat"] },
  { id: "baby", text: ["baby", "babies", "infant", "newborn"], includes: ["diapers", "formula", "baby_food", "baby_bottles", "crib", "car_seat"] },
  { id: "pregnancy", text: ["pregnan*", "prenatal", "breastfeed*", "new mother", "nursing mother"] },
  { id: "child_care", text: ["child care", "childcare", "daycare", "day care", "babysit*", "day camp", "preschool"] },
  { id: "school_supplies", text: ["school", "backpack", "uniform", "notebook", "pencil"] },
  { id: "children", text: ["child", "children", "kid", "teen", "youth"], audience: "any", qualifier: true },
  { id: "families", text: ["family", "household"], audience: "any", qualifier: true },
  { id: "seniors", text: ["senior", "elderly", "older adult", "older", "elder", "home care"] },
  { id: "disability", text: ["disab*", "special needs", "handicap*"] },
  { id: "veterans", text: ["veteran"] },

  // Health
  {
    id: "medical",
    categories: ["medical_health"],
    text: ["medical", "doctor", "physician", "clinic", "nurse", "health care", "healthcare", "health check", "checkup", "check up", "hospital", "paramedic", "emt", "urgent care", "health", "wellness", "respite"],
    includes: ["first_aid", "wounds", "smoke_exposure", "blood_pressure", "thermometer"],
  },
  {
    id: "medication",
    text: ["pharmac*", "prescription", "medicine", "medication", "refill", "insulin", "meds", "drugstore"],
    except: ["no medicines"],
  },
  { id: "first_aid", text: ["first aid"], includes: ["bandages"] },
  { id: "bandages", text: ["bandage", "adhesive bandage", "band aid", "bandaid", "gauze"] },
  { id: "wounds", text: ["burns", "wound", "injur*"] },
  { id: "smoke_exposure", text: ["smoke", "air quality", "breathing", "asthma"] },
  { id: "thermometer", text: ["thermometer"] },
  { id: "blood_pressure", text: ["blood pressure"] },
  { id: "eye_care", text: ["eye care", "eye drop", "eye wash", "eye rinsing", "eye exam", "vision", "optometrist"], includes: ["eyeglasses"] },
  { id: "eyeglasses", text: ["eyeglass*", "reading glasses", "glasses", "spectacles", "contact lens", "contact lenses"], except: ["safety glasses"] },
  { id: "dental", text: ["dental", "dentist", "tooth", "teeth", "toothache", "tooth pain"] },
  {
    id: "medical_equipment",
    text: ["medical equipment", "medical supplies", "medical supply", "mobility aid", "shower chair", "hospital bed", "crutch*", "cane", "wheelchairs", "durable medical"],
    includes: ["walker", "oxygen", "hearing_aids", "diabetes"],
  },
  { id: "walker", text: ["walker", "rollator"], except: ["dog walker", "dog walkers"] },
  { id: "oxygen", text: ["oxygen", "cpap", "concentrator"] },
  { id: "hearing_aids", text: ["hearing aid"] },
  { id: "batteries", text: ["battery"] },
  { id: "diabetes", text: ["diabet*", "glucose", "blood sugar", "test strip"] },
  { id: "mental_health", text: ["counsel*", "therap*", "mental health", "emotional", "psycholog*", "psychiatr*", "someone to talk to", "trauma", "grief", "stress", "anxiety", "depression"] },
  // Advice, a consultation: with a need ("lawyer consultation") only says how; alone, counseling and advice.
  { id: "advice", text: ["advice", "consult*"], includes: ["mental_health"], qualifier: true },
  { id: "crisis_line", text: ["crisis", "hotline", "suicide", "helpline", "988"] },
  { id: "substance_use", text: ["substance*", "alcohol*", "detox*", "addiction*", "drug treatment", "rehab*", "drugs"] },
  { id: "health_insurance", text: ["medi cal", "medicaid", "medicare", "health insurance", "covered california", "health coverage"] },
  { id: "vaccines", text: ["vaccin*", "flu shot"] },
  { id: "masks", text: ["mask", "n95", "kn95", "respirator"], except: ["sleep mask", "sleep masks", "fly mask", "fly masks", "eye mask", "eye masks"] },
  { id: "gloves", text: ["glove"] },
  { id: "protective_gear", text: ["safety glasses", "goggle", "protective", "ppe", "safety gear"] },

  // Help with papers, money, the law
  { id: "legal", text: ["legal", "legal aid", "lawyer", "attorney", "landlord", "tenant", "fraud", "contractor", "appeal"] },
  { id: "insurance", text: ["insurance", "insurance claim", "insurer", "claims adjuster"], includes: ["health_insurance"] },
  { id: "fema", text: ["fema", "sba", "individual assistance", "disaster loan", "federal aid", "federal assistance"] },
  { id: "disaster_aid", text: ["disaster aid", "disaster assistance", "aid application", "disaster relief", "relief fund", "disaster recovery center"] },
  {
    id: "documents",
    text: ["document", "birth certificate", "passport", "driver s license", "drivers license", "driver license", "social security card", "green card", "papers", "replacing id", "replacing ids", "replace id", "replacement id", "identity document"],
  },
  { id: "jobs", text: ["job", "employment", "unemployment", "resume", "career", "hiring"] },
  { id: "taxes", text: ["tax"] },
  { id: "immigration", text: ["immigra*", "undocumented", "visa", "daca", "asylum", "citizenship"] },
  { id: "domestic_violence", text: ["domestic violence", "abuse", "violence", "sexual assault"] },
  { id: "utilities", text: ["utilit*", "utility bill", "electric", "electric bill", "electricity bill", "gas bill", "water bill", "power bill", "light bill", "shut off"] },
  { id: "cash", text: ["cash", "money", "grant", "financial assistance", "financial help", "debit card", "emergency fund"] },
  { id: "gift_cards", text: ["gift card", "prepaid card", "prepaid debit card", "grocery card"] },
  { id: "vouchers", text: ["voucher", "coupon"] },
  { id: "interpreter", text: ["interpret*", "translat*", "bilingual"] },
  { id: "case_management", text: ["caseworker", "case management", "case manager", "social worker", "social services", "navigator"] },

  // Getting around, staying connected, a home again
  { id: "transportation", text: ["transport*", "transit", "ride", "bus", "bus pass", "metro", "shuttle", "taxi", "train"] },
  { id: "fuel", text: ["gas card", "gasoline", "fuel", "gas money"] },
  { id: "car_repair", text: ["car repair", "auto repair", "mechanic", "tire"] },
  {
    id: "phones",
    text: ["phone", "cellphone", "smartphone", "cell phone", "mobile phone"],
    // A phone to charge, a charger or a phone bank is not a phone to have.
    except: ["phone charging", "charge phone", "charge phones", "phone charger", "phone chargers", "phone bank", "phone call", "phone calls"],
  },
  { id: "internet", text: ["internet", "wifi", "wi fi", "hotspot", "online"] },
  { id: "computers", text: ["computer", "laptop", "printing", "printer", "library"] },
  { id: "mail", text: ["mail", "mailbox", "post office", "package", "po box"] },
  { id: "storage", text: ["storage unit", "storage space", "storage bin", "bin"], name: ["storage"] },
  { id: "furniture", text: ["furniture", "sofa", "couch", "dresser", "tables and chairs"] },
  { id: "kitchen", text: ["kitchen", "pot", "pan", "dish", "utensil", "cookware"] },
  { id: "household", text: ["household goods", "household items", "household supplies", "home goods", "housewares"], includes: ["kitchen", "cleaning"] },
  { id: "cleaning", text: ["cleaning supplies", "cleaning products", "bleach", "mop", "broom", "clean up kit", "cleanup kit", "trash bag", "garbage bag"] },
  { id: "air_purifier", text: ["purifier", "air purifier", "air filter", "hepa", "filter"] },
  { id: "tarps", text: ["tarp", "tarpaulin", "plastic sheeting"] },
  { id: "debris", text: ["debris", "cleanup", "clean up", "ash", "rubble", "hazardous waste"] },
  { id: "cooling", text: ["cooling", "air conditioned", "air conditioning", "cool room", "heat wave"] },
  {
    // Phone charging: the places with the fact, and those whose text speaks of it.
    id: "charging",
    absorbs: ["phones", "batteries"],
    text: ["charg*", "power strip", "power bank", "outlet", "power", "usb", "usb c", "lightning", "generator"],
    except: ["free of charge", "no charge", "at no charge", "in charge"],
  },

  // Clothing and gear
  { id: "clothing", text: ["cloth*", "apparel", "shirt", "pants", "underwear", "sock", "garment", "outfit"], includes: ["shoes", "coats"] },
  { id: "shoes", text: ["shoe", "sneaker", "boot", "footwear", "sandal"], except: ["closed toe shoes"] },
  { id: "coats", text: ["coat", "jacket", "sweater", "hoodie"] },

  // Animals
  {
    // The places that allow pets, the animal-support places, and those about pets.
    id: "pets",
    animals: "any",
    audience: "any",
    categories: ["animal_support"],
    text: ["pet", "animal", "dog", "cat", "puppy", "puppies", "kitten", "rabbit", "bird", "veterinar*"],
    except: ["no pets", "no pet", "no animals", "no dogs", "pets not allowed", "animals not allowed"],
  },
  { id: "horses", animals: "specific", audience: "any", text: ["horse", "livestock", "large animal", "goat", "hay", "pony", "ponies", "bale", "bucket", "stall", "horse feed", "feed bucket", "animal feed"] },
  { id: "pet_food", means: ["pets", "food"] },
  { id: "litter", audience: "animals", text: ["litter", "litter box"] },
  { id: "leash", audience: "animals", text: ["leash", "collar", "harness"] },
  { id: "pet_crate", audience: "animals", text: ["crate", "carrier", "cage", "kennel"] },
  { id: "pet_bowls", audience: "animals", text: ["bowl"] },
  { id: "puppy_pads", audience: "animals", text: ["puppy pad", "pee pad", "training pad"] },
  { id: "pet_supplies", audience: "animals", text: ["supply", "pet care"], includes: ["litter", "leash", "pet_crate", "pet_bowls", "puppy_pads"] },
  { id: "vet", audience: "animals", text: ["vet", "vets", "veterinar*", "animal hospital", "animal clinic", "spay*", "neuter*"] },
  { id: "microchip", audience: "animals", text: ["microchip*"] },
  { id: "pet_boarding", audience: "animals", kinds: ["shelter"], text: ["boarding", "kennel", "pet sitting", "pet sitter", "temporary care"] },
  { id: "lost_pet", audience: "animals", text: ["lost pet", "lost and found", "found pet", "lost dog", "lost cat", "missing pet"], from: ["lost", "pets"] },
  // Lost, missing: with an animal, a lost pet; alone, what the places say was lost.
  { id: "lost", audience: "any", text: ["lost", "missing"], qualifier: true },

  // What a place is, or lets one do
  { id: "donate", kinds: ["donation_need"], text: ["donat*", "drop off"], termKinds: ["resource", "donation_need"], audience: "any" },
  { id: "volunteer", kinds: ["volunteer_opportunity"], text: ["volunteer*"], termKinds: ["resource", "volunteer_opportunity"], audience: "any" },
  { id: "no_id", audience: "any" },
  { id: "wheelchair", audience: "any" },
  { id: "free", audience: "any" },
];
