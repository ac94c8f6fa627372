import type { Language } from "@/lib/languages";

/** Intl locales for dates, times and numbers (US conventions for each language). */
export const LOCALES: Record<Language, string> = { en: "en-US", es: "es-US", zh: "zh-Hans-CN", ko: "ko-KR" };
