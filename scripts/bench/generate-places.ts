import type { Category, PlaceInput, PlaceKind, WeeklyHours } from "../../lib/places/types";
import { CATEGORIES, PLACE_KINDS, WEEKDAYS } from "../../lib/places/types";

/** Deterministic pseudo-random numbers (mulberry32), so every run measures the same data. */
export function rng(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = ["Food", "Water", "Shelter", "Clinic", "Pet", "Supplies", "Meals", "Masks", "Diapers", "Charging", "Showers", "Laundry"];
const AREAS = ["Altadena", "Pasadena", "Pacific Palisades", "Santa Monica", "Westwood", "Malibu", "Glendale", "Burbank"];

/** `count` synthetic places spread over the Los Angeles basin, for benchmarks only. */
export function generatePlaces(count: number, seed = 42): PlaceInput[] {
  const r = rng(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const hours: WeeklyHours = Object.fromEntries(
      WEEKDAYS.filter(() => r() < 0.8).map((d) => [d, [{ opens: r() < 0.5 ? "08:00" : "10:00", closes: r() < 0.5 ? "17:00" : "20:00" }]]),
    );
    const kind: PlaceKind = pick(PLACE_KINDS);
    const category: Category = pick(CATEGORIES);
    return {
      externalId: `bench-${i}`,
      kind,
      category,
      name: `Bench ${pick(WORDS)} ${pick(WORDS)} ${i} – ${pick(AREAS)}`,
      description: `${pick(WORDS)} and ${pick(WORDS).toLowerCase()} for people affected by the fires.`,
      address: `${pick(AREAS)} (benchmark)`,
      latitude: 33.9 + r() * 0.4,
      longitude: -118.8 + r() * 0.8,
      phone: "(626) 555-0100",
      website: null,
      hours,
      status: r() < 0.9 ? "open" : "full",
      noIdRequired: r() < 0.5,
      petsAllowed: r() < 0.3,
      wheelchairAccessible: r() < 0.7,
      freeOfCharge: true,
      phoneCharging: false,
      languages: ["en", "es"],
      itemsNeeded: kind === "donation_need" ? [{ item: pick(WORDS), urgency: "high" }] : [],
      shifts: kind === "volunteer_opportunity" ? [{ day: "sat", starts: "09:00", ends: "13:00" }] : [],
      signupUrl: null,
      lastVerifiedAt: new Date(Date.now() - r() * 20 * 86_400_000).toISOString(),
      verifiedBy: "Benchmark",
      isSample: true,
    };
  });
}
