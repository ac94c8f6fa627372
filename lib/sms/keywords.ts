import { LANGUAGE_CODES, type Language } from "@/lib/i18n/languages";
import { findWhere, type WherePoint } from "@/lib/alerts/where";
import { HANGUL, normalizeSearch, UNSPACED } from "@/lib/places/search-normalize";
import type { SearchWords } from "@/lib/places/search";
import { SMS_NEEDS, type SmsNeed } from "./needs";
import { COMMAND_WORDS, type CommandWords } from "./words";

/**
 * What a text asks for (docs/sms.md): a command (STOP, HELP, START, ALERTS <where>, YES), or a
 * need and a place (a ZIP code or a community of Los Angeles County, in either order), or nothing
 * we understand — answered with the menu, never silence. And the language to answer in: the
 * language of the words recognised, else the text's script, else English. Pure: the words come in.
 */

export type Intent =
  | { kind: "stop"; language: Language }
  | { kind: "help"; language: Language }
  | { kind: "start"; language: Language }
  | { kind: "yes"; language: Language }
  | { kind: "alerts"; language: Language; where: WherePoint | null; zip: string | null }
  | { kind: "lookup"; language: Language; need: SmsNeed; where: WherePoint; zip: string | null }
  | { kind: "need-only"; language: Language; need: SmsNeed }
  | { kind: "unknown-place"; language: Language; need: SmsNeed; zip: string | null }
  | { kind: "menu"; language: Language };

/** How much of a text is read: a lookup is a few words; a 1,600-character text is no lookup (the menu answers it). */
export const MAX_PARSED_CHARS = 160;

type Phrase = { text: string; language: Language };

const fold = (text: string) => normalizeSearch(text);

/** Each language's need words, folded, longest first (a phrase before its words). */
export type NeedWords = { phrase: Phrase; need: SmsNeed }[];

export function needWords(searchWords: Readonly<Record<Language, SearchWords>>): NeedWords {
  const out: NeedWords = [];
  for (const language of LANGUAGE_CODES) {
    const words = searchWords[language];
    for (const need of SMS_NEEDS) {
      for (const concept of need.concepts) {
        for (const word of words[concept] ?? []) {
          const text = fold(word);
          if (text) out.push({ phrase: { text, language }, need });
        }
      }
    }
  }
  return out.sort((a, b) => b.phrase.text.length - a.phrase.text.length || LANGUAGE_CODES.indexOf(a.phrase.language) - LANGUAGE_CODES.indexOf(b.phrase.language));
}

const COMMANDS: { kind: keyof CommandWords; phrase: Phrase }[] = LANGUAGE_CODES.flatMap((language) =>
  (Object.keys(COMMAND_WORDS[language]) as (keyof CommandWords)[]).flatMap((kind) => COMMAND_WORDS[language][kind].map((w) => ({ kind, phrase: { text: fold(w), language } }))),
).filter((c) => c.phrase.text !== "");

const ALERTS_COMMANDS = COMMANDS.filter((c) => c.kind === "alerts");

/** English opt-out words that stop a text when they start it ("STOP PLEASE", "Unsubscribe me"). */
const LEADING_STOP = new Set(["stop", "stopall", "unsubscribe", "optout", "revoke", "quit"]);

/** The language a text's script says, when no word said it. */
export function scriptLanguage(text: string): Language {
  if (HANGUL.test(text)) return "ko";
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return "ja";
  if (/\p{Script=Han}/u.test(text)) return /[們這個會點還說請問為與處]/u.test(text) ? "zh-Hant" : "zh";
  if (/\p{Script=Armenian}/u.test(text)) return "hy";
  if (/[پچژگکی]/u.test(text)) return "fa";
  if (/\p{Script=Arabic}/u.test(text)) return "ar";
  if (/\p{Script=Cyrillic}/u.test(text)) return "ru";
  if (/\p{Script=Thai}/u.test(text)) return "th";
  if (/\p{Script=Khmer}/u.test(text)) return "km";
  if (/\p{Script=Devanagari}/u.test(text)) return "hi";
  if (/[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/iu.test(text)) return "vi";
  if (/[ñáíóú¿¡]/iu.test(text)) return "es";
  return "en";
}

/** Whether `phrase` is in `text` (both folded): whole words in spaced scripts, anywhere in unspaced ones and Korean (particles are written onto the word). */
function findPhrase(text: string, phrase: string): number {
  if (UNSPACED.test(phrase) || HANGUL.test(phrase)) return text.indexOf(phrase);
  const at = ` ${text} `.indexOf(` ${phrase} `);
  return at;
}

const ZIP = /(?:^|[^\d])(9\d{4})(?:-\d{4})?(?!\d)/u;
const ANY_ZIP = /(?:^|[^\d])(\d{5})(?:-\d{4})?(?!\d)/u;

/** The place in what remains of a text: a ZIP code, or a community's name (any run of its words). */
function findPlace(rest: string): { where: WherePoint | null; zip: string | null } {
  const zip = (ZIP.exec(rest) ?? ANY_ZIP.exec(rest))?.[1] ?? null;
  if (zip) return { where: findWhere(zip), zip };
  const words = rest.split(" ").filter(Boolean);
  // The longest run of words that names a community: "shelter in la canada flintridge please".
  for (let length = Math.min(words.length, 5); length >= 1; length--) {
    for (let start = 0; start + length <= words.length; start++) {
      const name = words.slice(start, start + length).join(" ");
      if (name.length < 2) continue;
      const where = findWhere(name);
      if (where) return { where, zip: null };
    }
  }
  // Unspaced scripts: a community's local name written onto the need word ("帕萨迪纳避难所").
  if (UNSPACED.test(rest) || HANGUL.test(rest)) {
    const compact = rest.replace(/ /g, "");
    for (let length = Math.min(compact.length, 12); length >= 2; length--) {
      for (let start = 0; start + length <= compact.length; start++) {
        const where = findWhere(compact.slice(start, start + length));
        if (where) return { where, zip: null };
      }
    }
  }
  return { where: null, zip: null };
}

export function parseText(body: string, needs: NeedWords): Intent {
  const raw = body.slice(0, MAX_PARSED_CHARS * 2);
  const text = fold(raw);
  const script = scriptLanguage(raw);
  if (!text || body.length > MAX_PARSED_CHARS) return { kind: "menu", language: script };

  // A whole text that is a command word (the script's language first: 停止 is Chinese and Japanese).
  const commands = COMMANDS.filter((c) => c.phrase.text === text).sort((a, b) => Number(b.phrase.language === script) - Number(a.phrase.language === script));
  const command = commands.find((c) => c.kind === "stop") ?? commands[0];
  if (command && command.kind !== "alerts") return { kind: command.kind, language: command.phrase.language };
  const first = text.split(" ")[0]!;
  if (LEADING_STOP.has(first) && text.split(" ").length <= 4) return { kind: "stop", language: "en" };

  // ALERTS <where>, in any language (the script's language first: 通知 is Japanese and Traditional Chinese).
  for (const c of ALERTS_COMMANDS.filter((a) => a.phrase.language === script).concat(ALERTS_COMMANDS.filter((a) => a.phrase.language !== script))) {
    if (text === c.phrase.text || text.startsWith(`${c.phrase.text} `) || text.endsWith(` ${c.phrase.text}`)) {
      const rest = text === c.phrase.text ? "" : text.startsWith(`${c.phrase.text} `) ? text.slice(c.phrase.text.length + 1) : text.slice(0, -c.phrase.text.length - 1);
      const found = rest ? findPlace(rest) : { where: null, zip: null };
      if (rest && !found.where && !found.zip) continue;
      return { kind: "alerts", language: c.phrase.language === "en" && script !== "en" ? script : c.phrase.language, ...found };
    }
  }

  // A need word: the longest found; among equals, the text's script's language first.
  let best: { phrase: Phrase; need: SmsNeed; at: number } | null = null;
  for (const { phrase, need } of needs) {
    if (best && phrase.text.length < best.phrase.text.length) break;
    const at = findPhrase(text, phrase.text);
    if (at < 0) continue;
    if (!best || (phrase.language === script && best.phrase.language !== script)) best = { phrase, need, at };
  }
  const rest = best ? removeAt(text, best.at, best.phrase.text) : text;
  const place = findPlace(rest);
  if (!best) return { kind: "menu", language: script };
  // A Latin word shared by languages ("shower": English and Tagalog) answers in the script's guess when it is one of them.
  const language = best.phrase.language;
  if (place.where) return { kind: "lookup", language, need: best.need, where: place.where, zip: place.zip };
  if (place.zip) return { kind: "unknown-place", language, need: best.need, zip: place.zip };
  return { kind: "need-only", language, need: best.need };
}

function removeAt(text: string, at: number, phrase: string): string {
  if (UNSPACED.test(phrase) || HANGUL.test(phrase)) return `${text.slice(0, at)} ${text.slice(at + phrase.length)}`.replace(/ +/g, " ").trim();
  const padded = ` ${text} `;
  return `${padded.slice(0, at)} ${padded.slice(at + phrase.length + 2)}`.replace(/ +/g, " ").trim();
}
