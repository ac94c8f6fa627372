import STUB_LANGUAGE_LIST from "../../e2e/support/libretranslate-languages.json";

/**
 * What the unit tests' LibreTranslate stand-ins list at `GET /languages`: the same realistic list
 * as the end-to-end stub (e2e/support/libretranslate-stub.mjs). Chinese is "zh", Traditional
 * Chinese "zt", Tagalog "tl"; Armenian (hy) and Khmer (km) are missing.
 */
export const STUB_LANGUAGES: readonly { code: string; name: string }[] = STUB_LANGUAGE_LIST;

/** LibreTranslate's answer to GET /languages: each listed language translates into every other. */
export function languagesAnswer(languages: readonly { code: string; name: string }[] = STUB_LANGUAGES) {
  const codes = languages.map((l) => l.code);
  return languages.map((l) => ({ ...l, targets: codes.filter((c) => c !== l.code) }));
}

/** Whether a service code is one the stand-ins translate into (from English). */
export function stubOffers(code: string): boolean {
  return code !== "en" && STUB_LANGUAGES.some((l) => l.code === code);
}

/**
 * For a fake fetch: the answer to `GET <url>/languages` (`languages`, by default the stub's list),
 * or null for any other request (the fake answers it itself).
 */
export function languagesReply(input: RequestInfo | URL, init?: RequestInit, languages?: readonly { code: string; name: string }[]): Response | null {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
  if (method !== "GET" || new URL(url).pathname.replace(/\/+$/, "").split("/").pop() !== "languages") return null;
  return Response.json(languagesAnswer(languages));
}
