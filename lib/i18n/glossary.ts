import { ADDRESS_RE } from "./addresses";

/**
 * Do-not-translate terms: place and agency names and service numbers that must reach the reader
 * exactly as written (machine translation renders "Pacific Palisades" as "Empalizadas del
 * Pacífico" and "Eaton" as a verb). Before a text goes to the translation service each occurrence
 * is replaced by a placeholder token; afterwards the tokens are put back exactly as they were
 * written. Matching ignores case ("Cal Fire", "CAL FIRE", "CalFire") and is on whole words; the
 * longest term wins ("Pacific Palisades" before "Palisades").
 */
export const GLOSSARY: readonly string[] = [
  // Places
  "Los Angeles County",
  "Los Angeles",
  "LA County",
  "Altadena",
  "Pasadena",
  "Pacific Palisades",
  "Palisades",
  "Eaton",
  "Santa Monica",
  "Westwood",
  "Malibu",
  "Topanga",
  "Culver City",
  "Glendale",
  "Burbank",
  "Arcadia",
  "Sierra Madre",
  "Monrovia",
  "Calabasas",
  "Sylmar",
  "Brentwood",
  "Encino",
  "West Hills",
  "Castaic",
  "La Cañada Flintridge",
  "La Canada Flintridge",
  // Landmarks used as shelters and assistance centers
  "Rose Bowl",
  "Santa Anita",
  "Fairplex",
  // Agencies, services and numbers
  "CAL FIRE",
  "CalFire",
  "SCE",
  "FEMA",
  "SBA",
  "LAFD",
  "LAPD",
  "LADWP",
  "AirNow",
  "2-1-1",
  "211",
  "911",
];

/** A placeholder the service leaves alone: brackets it does not translate, and a number. */
export const placeholder = (index: number) => `⟦${index}⟧`;

/** Tolerates spaces the service may insert inside the brackets ("⟦ 0 ⟧"). */
const PLACEHOLDER_RE = /⟦\s*(\d+)\s*⟧/gu;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whole words only: "Eaton" but not "Eatons", "911" but not "9110". */
function termsPattern(terms: readonly string[]): RegExp {
  const sorted = [...terms].sort((a, b) => b.length - a.length).map(escape);
  // Never inside a placeholder already placed (⟦911⟧).
  return new RegExp(`(?<![\\p{L}\\p{N}⟦])(?:${sorted.join("|")})(?![\\p{L}\\p{N}⟧])`, "giu");
}

const GLOSSARY_RE = termsPattern(GLOSSARY);

/** Only a text with "@", "://" or "www." can hold an address: most texts skip the scan. */
const mayHoldAddress = (text: string) => text.includes("@") || text.includes("://") || text.includes("www.");

export type Protected = {
  /** The text with each protected term replaced by its placeholder. */
  text: string;
  /** terms[i] is what placeholder(i) stands for. */
  terms: string[];
};

/** Replaces glossary terms, URLs and e-mail addresses by placeholders ⟦0⟧, ⟦1⟧, … */
export function protectTerms(text: string): Protected {
  const terms: string[] = [];
  const swap = (match: string) => {
    terms.push(match);
    return placeholder(terms.length - 1);
  };
  // Addresses first (web and e-mail addresses are never translated either), so a glossary word
  // inside a URL (pasadena.gov) stays part of the URL.
  const withoutAddresses = mayHoldAddress(text) ? text.replace(ADDRESS_RE, swap) : text;
  return { text: withoutAddresses.replace(GLOSSARY_RE, swap), terms };
}

/**
 * Puts the terms back. Null when the output lost, duplicated or invented a placeholder: the
 * translation cannot be trusted to say the right place.
 */
export function restoreTerms(output: string, terms: readonly string[]): string | null {
  const seen = new Array<number>(terms.length).fill(0);
  let invalid = false;
  const restored = output.replace(PLACEHOLDER_RE, (_, digits: string) => {
    const index = Number(digits);
    if (index >= terms.length) {
      invalid = true;
      return "";
    }
    seen[index]! += 1;
    return terms[index]!;
  });
  if (invalid || seen.some((n) => n !== 1)) return null;
  return restored;
}
