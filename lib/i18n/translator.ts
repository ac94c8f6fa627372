import type { Language } from "@/lib/languages";
import { normalizeText } from "./normalize";

/** English text (the key) → its translation in the current language. */
export type Messages = Record<string, string>;

export type Values = Record<string, string | number>;

/** Translates an English string; `{name}` placeholders are filled after translation. */
export type Translate = (english: string, values?: Values) => string;

function fill(text: string, values?: Values): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

const ZH_PUNCTUATION: Record<string, string> = { ".": "。", ",": "，", ":": "：", ";": "；", "?": "？", "!": "！" };

/**
 * A translate function over a message table. A string with no translation stays English (the
 * client provider may still translate it). The text's own leading and trailing spaces are kept
 * around the translation, except in Chinese, which does not put spaces between words.
 */
export function createTranslate(language: Language, messages: Messages): Translate {
  return (english, values) => {
    if (language === "en") return fill(english, values);
    const key = normalizeText(english);
    // Punctuation left between translated parts (". " after a link) takes the Chinese form.
    if (language === "zh" && ZH_PUNCTUATION[key]) return ZH_PUNCTUATION[key];
    const translated = messages[key];
    if (translated === undefined) return fill(english, values);
    if (language === "zh") return fill(translated, values);
    const lead = /^\s*/.exec(english)![0];
    const trail = /\s*$/.exec(english)![0];
    return `${lead}${fill(translated, values)}${trail}`;
  };
}

export const englishOnly: Translate = createTranslate("en", {});
