// @vitest-environment node
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "@/lib/i18n/languages";
import { readPo } from "@/scripts/i18n/checks";

/**
 * "Hours not listed: call ahead" (lib/places/hours.ts) must say that *we* do not have the hours,
 * never that the place has none: "Không có giờ mở cửa" (vi) and «មិនមានម៉ោងបើក» (km) read as
 * "it has no opening hours", and a reader skips a shelter that is open. Each language's wording
 * is read back into English here (issue 38, translation-review-2.md); the pattern is the word
 * that makes it about the listing or the information (listed / indicated / information / given).
 */
const NOT_LISTED: Record<string, { says: RegExp; readBack: string }> = {
  en: { says: /not listed/, readBack: "Hours not listed: call ahead" },
  es: { says: /Horario no disponible/, readBack: "Schedule not available: call before you go" },
  zh: { says: /未列出/, readBack: "Opening hours not listed: please call ahead" },
  "zh-Hant": { says: /未列出/, readBack: "Opening hours not listed: please call first to confirm" },
  ko: { says: /정보 없음/, readBack: "No information on operating hours: call ahead" },
  hy: { says: /նշված չեն/, readBack: "The hours are not indicated: call in advance" },
  tl: { says: /Walang nakalistang oras/, readBack: "No hours listed: call first" },
  vi: { says: /Chưa có thông tin giờ mở cửa/, readBack: "No information on opening hours yet: please call ahead" },
  fa: { says: /ذکر نشده/, readBack: "Working hours are not mentioned: call before you go" },
  ru: { says: /не указаны/, readBack: "Working hours not indicated: call ahead" },
  ja: { says: /記載なし/, readBack: "Hours not stated: please call ahead to check" },
  km: { says: /មិនមានព័ត៌មានម៉ោងបើក/, readBack: "No information on opening hours: please phone and ask first" },
  ar: { says: /غير مذكورة/, readBack: "Working hours not mentioned: call before you go" },
  th: { says: /ไม่ได้ระบุ/, readBack: "Opening hours not specified: please call to ask first" },
  hi: { says: /नहीं दिया गया/, readBack: "Opening time not given: call before you go" },
};

describe("Hours not listed: call ahead", () => {
  it.each(LANGUAGE_CODES)("says the hours are not listed, not that there are none (%s)", (lang) => {
    const entry = readPo(lang, "messages").find((e) => e.id === "Hours not listed: call ahead");
    const wording = NOT_LISTED[lang];
    expect(wording, `a reading of ${lang}`).toBeDefined();
    expect(entry?.text).toMatch(wording!.says);
  });
});
