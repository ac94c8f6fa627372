import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "@/lib/i18n/languages";
import { languageForSegment, languageForTag } from "@/lib/i18n/negotiate";
import { PER_REQUEST_PAGE_SLUGS, PUBLIC_PAGE_SLUGS } from "@/lib/site/routes";

describe("languageForSegment (an address's first segment written another way)", () => {
  it.each([
    ["zh-hant", "zh-Hant"],
    ["ZH-HANT", "zh-Hant"],
    ["zh-hANT", "zh-Hant"],
    ["ES", "es"],
    ["En", "en"],
    // The tags people type, mapped as negotiation maps them (not a second list).
    ["zh-tw", "zh-Hant"],
    ["zh-hk", "zh-Hant"],
    ["zh-Hant-TW", "zh-Hant"],
    ["zh-cn", "zh"],
    ["zh-Hans", "zh"],
    ["es-mx", "es"],
    ["es-419", "es"],
    ["en-us", "en"],
    ["fil", "tl"],
    ["hy-am", "hy"],
    ["fa-ir", "fa"],
  ])("%s → %s", (segment, language) => {
    expect(languageForSegment(segment)).toBe(language);
  });

  it("agrees with negotiation for every spelling it accepts", () => {
    for (const segment of ["zh-tw", "zh-hk", "zh-cn", "es-mx", "en-us", "fil", "hy-am", "fa-ir", "ZH-HANT", "ES"]) {
      expect(languageForSegment(segment), segment).toBe(languageForTag(segment));
    }
  });

  it("leaves a code as written alone (it is served, not redirected)", () => {
    for (const code of LANGUAGE_CODES) expect(languageForSegment(code), code).toBeNull();
  });

  it("maps every code in every case to itself", () => {
    for (const code of LANGUAGE_CODES) {
      expect(languageForSegment(code.toUpperCase()), code).toBe(code);
      if (code !== code.toLowerCase()) expect(languageForSegment(code.toLowerCase()), code).toBe(code);
    }
  });

  it.each(["xx", "fr", "fr-ca", "hi-there", "ar-tickets", "nothing", "", "zh-", "-es", "es-mx-extra", "e", "%65s"])("%j is no language of ours: null (a 404)", (segment) => {
    expect(languageForSegment(segment)).toBeNull();
  });

  it("never takes a page of the site for a language", () => {
    for (const slug of [...PUBLIC_PAGE_SLUGS, ...PER_REQUEST_PAGE_SLUGS, "moderate", "api", "list"]) expect(languageForSegment(slug), slug).toBeNull();
  });
});
