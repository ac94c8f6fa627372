// @vitest-environment node
import { describe, expect, it } from "vitest";
import { contactPage } from "@/lib/content/contact";
import { donatePage } from "@/lib/content/donate";
import { CHAT_GREETING, FAQS } from "@/lib/content/faq";
import { guidePage } from "@/lib/content/guide";
import { HOME } from "@/lib/content/home";
import { SAFETY_NOTICE } from "@/lib/content/notice";
import { volunteerPage } from "@/lib/content/volunteer";
import { contentPageStrings, richStrings } from "@/lib/i18n/content-strings";
import { curatedEntries } from "@/lib/i18n/curated";
import { hasLetters, normalizeText } from "@/lib/i18n/normalize";
import { TARGET_LANGUAGES } from "@/lib/i18n/types";
import { sourceStrings } from "../../support/source-strings";

/** Every built-in string: page copy, FAQ, notice, home, and every literal passed to t() or msg(). */
function builtInStrings(): { text: string; where: string }[] {
  const content = (where: string, texts: string[]) => texts.map((text) => ({ text, where }));
  return [
    ...content("guide", contentPageStrings(guidePage)),
    ...content("volunteer", contentPageStrings(volunteerPage)),
    ...content("donate", contentPageStrings(donatePage)),
    ...content("contact", contentPageStrings(contactPage)),
    ...content("faq", [...richStrings(CHAT_GREETING), ...FAQS.flatMap((f) => [f.question, ...richStrings(f.answer)])]),
    ...content("notice", [
      SAFETY_NOTICE.title,
      ...richStrings(SAFETY_NOTICE.body),
      ...SAFETY_NOTICE.links.flatMap(richStrings),
      SAFETY_NOTICE.dismiss,
      SAFETY_NOTICE.closeLabel,
    ]),
    ...content("home", [...Object.values(HOME.hero), ...Object.values(HOME.map)]),
    ...sourceStrings().map((s) => ({ text: s.text, where: s.file })),
  ].filter((s) => hasLetters(s.text));
}

const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();

describe("curated translations", () => {
  const strings = builtInStrings();

  it("finds the built-in strings (the scan itself works)", () => {
    expect(strings.length).toBeGreaterThan(400);
    expect(strings.some((s) => s.text === "Open FAQ chat")).toBe(true);
    expect(strings.some((s) => s.text === "Shelter & Support Services")).toBe(true);
  });

  it("exist in Spanish, Chinese and Korean for every built-in string", () => {
    const missing = strings.flatMap(({ text, where }) =>
      TARGET_LANGUAGES.filter((lang) => !curatedEntries[normalizeText(text)]?.[lang]?.trim()).map(
        (lang) => `${lang} missing for "${text}" (${where})`,
      ),
    );
    expect(missing).toEqual([]);
  });

  it("keep every {placeholder}, phone number and digit run", () => {
    const problems = Object.entries(curatedEntries).flatMap(([english, t]) =>
      TARGET_LANGUAGES.flatMap((lang) => {
        const out: string[] = [];
        if (placeholders(t[lang]).join() !== placeholders(english).join()) out.push(`${lang} placeholders in "${english}"`);
        for (const number of english.match(/\d[\d-]*\d|\d/g) ?? []) {
          if (!t[lang].includes(number)) out.push(`${lang} lost "${number}" in "${english}"`);
        }
        return out;
      }),
    );
    expect(problems).toEqual([]);
  });

  it("are written in the right script (names like AirNow or CAL FIRE may stay as they are)", () => {
    const entries = Object.entries(curatedEntries).filter(([english]) => /[a-z]{3}/i.test(english));
    const share = (test: (t: { es: string; zh: string; ko: string }, english: string) => boolean) =>
      entries.filter(([english, t]) => test(t, english)).length / entries.length;
    expect(share((t) => /\p{Script=Han}/u.test(t.zh))).toBeGreaterThan(0.93);
    expect(share((t) => /\p{Script=Hangul}/u.test(t.ko))).toBeGreaterThan(0.93);
    expect(share((t, english) => t.es !== english)).toBeGreaterThan(0.93);
  });
});
