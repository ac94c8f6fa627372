import "server-only";
import { createHash } from "node:crypto";
import { unstable_cache } from "next/cache";
import { placeStore } from "@/lib/data";
import { normalizeText } from "@/lib/i18n/normalize";
import { PLACES_REVALIDATE_SECONDS, PLACES_TAG } from "@/lib/places/revalidate";
import { translatableTexts } from "@/lib/places/types";

/**
 * Which texts the site itself shows as place text (names, descriptions, needed items of published
 * places): the only texts a visitor's browser may have machine-translated and cached
 * (app/api/translate). Anything else a visitor sends is answered from what is already translated,
 * or left in English — never sent to the paid service, never stored.
 */

/** 96 bits of SHA-256: a short key per text, so 10,000 places fit Next's 2 MB data-cache entry. */
const keyOf = (normalized: string) => createHash("sha256").update(normalized).digest("base64url").slice(0, 16);

type KeyList = { version: string; keys: string[] };

/** The keys of every published place text, read once per change of the places (tag `places`). */
const placeTextKeys = unstable_cache(
  async (): Promise<KeyList> => {
    const places = await (await placeStore()).listPlaces();
    const keys = [...new Set(places.flatMap(translatableTexts).map((text) => keyOf(normalizeText(text))))].sort();
    return { version: keyOf(keys.join(",")), keys };
  },
  ["place-text-keys-v2"],
  { tags: [PLACES_TAG], revalidate: PLACES_REVALIDATE_SECONDS },
);

/** The set of the cached list's version, kept so a request does not build it again (~30,000 keys at 10,000 places). */
let current: { version: string; keys: Set<string> } | undefined;

/** Those of these normalized texts that are a published place's text, in order. Throws when the places cannot be read. */
export async function onlyPlaceTexts(normalized: readonly string[]): Promise<string[]> {
  if (normalized.length === 0) return [];
  const list = await placeTextKeys();
  if (current?.version !== list.version) current = { version: list.version, keys: new Set(list.keys) };
  const keys = current.keys;
  return normalized.filter((text) => keys.has(keyOf(text)));
}
