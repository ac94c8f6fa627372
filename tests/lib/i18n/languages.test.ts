import { describe, expect, it } from "vitest";
import { HTML_LANG, languageFrom, LANGUAGES, localizeHref, pathLanguage, stripLanguage } from "@/lib/i18n/languages";
import { factsOf } from "@/tests/support/locales";
import { negotiateLanguage } from "@/lib/i18n/negotiate";

describe("the languages", () => {
  it("are Los Angeles County's threshold languages, Chinese in both scripts, with their HTML and Intl tags", () => {
    expect(LANGUAGES.map((l) => l.code)).toEqual(["en", "es", "zh", "zh-Hant", "ko", "hy", "tl", "vi", "fa", "ru", "ja", "km", "ar", "th", "hi"]);
    expect(HTML_LANG).toMatchObject({ en: "en", es: "es", zh: "zh-Hans", "zh-Hant": "zh-Hant", ko: "ko", tl: "tl" });
    for (const { code } of LANGUAGES) {
      const { locale, dir } = factsOf(code);
      // A locale Intl knows, with Western digits: 911 is written 911 in every language.
      expect(Intl.DateTimeFormat.supportedLocalesOf([locale]), code).toHaveLength(1);
      expect(new Intl.NumberFormat(locale).format(911), code).toBe("911");
      expect(dir, code).toBe(code === "fa" || code === "ar" ? "rtl" : "ltr");
    }
    // Thai and Farsi dates in the Gregorian calendar, as the rest of the site (not 2569 or 1405).
    expect(new Intl.DateTimeFormat(factsOf("th").locale, { year: "numeric" }).format(new Date("2026-06-01"))).toMatch(/2026/);
    expect(new Intl.DateTimeFormat(factsOf("fa").locale, { year: "numeric" }).format(new Date("2026-06-01"))).toMatch(/2026/);
    expect(languageFrom("ko")).toBe("ko");
    expect(languageFrom("fr")).toBe("en");
    expect(languageFrom(null)).toBe("en");
  });
});

describe("negotiateLanguage (a first visit, from Accept-Language)", () => {
  it.each([
    ["es-US,es;q=0.9,en;q=0.8", "es"],
    ["es-MX", "es"],
    ["zh-CN,zh;q=0.9", "zh"],
    ["zh-TW,zh;q=0.9,en;q=0.5", "zh-Hant"],
    ["zh-Hant-HK", "zh-Hant"],
    ["zh-HK", "zh-Hant"],
    ["zh-hant", "zh-Hant"],
    ["zh-Hans", "zh"],
    ["zh-SG", "zh"],
    ["zh", "zh"],
    ["fil-PH,fil;q=0.9", "tl"],
    ["tl", "tl"],
    ["hy-AM", "hy"],
    ["fa-IR,fa;q=0.9", "fa"],
    ["vi-VN", "vi"],
    ["ru-RU", "ru"],
    ["ja-JP", "ja"],
    ["km-KH", "km"],
    ["ar-EG", "ar"],
    ["ar-SA,ar;q=0.9", "ar"],
    ["th-TH", "th"],
    ["hi-IN", "hi"],
    ["ko-KR,ko;q=0.9,en-US;q=0.8", "ko"],
    ["en-US,en;q=0.9", "en"],
    ["fr-FR,fr;q=0.9", "en"],
    ["fr-FR,fr;q=0.9,ko;q=0.7", "ko"],
    // The visitor's order, by quality, not the header's order.
    ["en;q=0.3,es;q=0.8", "es"],
    ["ES-mx", "es"],
    ["*", "en"],
    ["", "en"],
    ["not a header ,;;q=x", "en"],
  ])("%s → %s", (header, expected) => {
    expect(negotiateLanguage(header)).toBe(expected);
  });

  it("falls back to English without a header", () => {
    expect(negotiateLanguage(null)).toBe("en");
    expect(negotiateLanguage(undefined)).toBe("en");
  });
});

describe("addresses", () => {
  it("localizeHref puts a site path in a language, English unprefixed unless asked", () => {
    expect(localizeHref("es", "/donate")).toBe("/es/donate");
    expect(localizeHref("es", "/")).toBe("/es");
    expect(localizeHref("ko", "/#map")).toBe("/ko#map");
    expect(localizeHref("zh", "/?place=abc#map")).toBe("/zh?place=abc#map");
    expect(localizeHref("zh", "/wildfireguide#post-fire-recovery")).toBe("/zh/wildfireguide#post-fire-recovery");
    expect(localizeHref("en", "/donate")).toBe("/donate");
    expect(localizeHref("en", "/?place=abc#map", { explicit: true })).toBe("/en?place=abc#map");
    // Already in a language: moved to the other one, never doubled.
    expect(localizeHref("ko", "/es/donate")).toBe("/ko/donate");
    expect(localizeHref("en", "/es")).toBe("/");
    // A path that only starts like a language code is a path.
    expect(localizeHref("es", "/english-classes")).toBe("/es/english-classes");
    // Not site paths: unchanged.
    for (const href of ["https://www.ready.gov/wildfires", "tel:911", "mailto:a@example.org", "#map", "//evil.example/x"]) {
      expect(localizeHref("es", href)).toBe(href);
    }
  });

  it("pathLanguage and stripLanguage read the language prefix", () => {
    expect(pathLanguage("/es/donate")).toBe("es");
    expect(pathLanguage("/ko")).toBe("ko");
    expect(pathLanguage("/en/donate")).toBe("en");
    expect(pathLanguage("/donate")).toBeNull();
    expect(pathLanguage("/esperanza")).toBeNull();
    expect(stripLanguage("/es/donate")).toBe("/donate");
    expect(stripLanguage("/zh")).toBe("/");
    expect(stripLanguage("/donate")).toBe("/donate");
    expect(stripLanguage("")).toBe("/");
  });
});
