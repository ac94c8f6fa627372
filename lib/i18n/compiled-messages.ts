import type { Messages } from "@lingui/core";
import { isolateNumbers } from "./bidi";
import type { LanguageFacts } from "./facts";
import type { Language } from "./languages";
import { readLocaleFile } from "./locale-files";

/**
 * A language's interface messages as `lingui compile` compiled them (locales/<lang>/messages.json),
 * as every page shows them: in a right-to-left language each number with separators is isolated
 * left-to-right (lib/i18n/bidi.ts). One definition for the server's pages (lib/i18n/catalog.ts) and
 * the curated translations (./curated), so both give the same text. Read once per process.
 */
export function compiledCatalog(language: Language): Messages {
  let messages = compiled.get(language);
  if (!messages) {
    messages = readLocaleFile<{ messages: Messages }>(language, "messages.json").messages;
    if (readLocaleFile<LanguageFacts>(language, "facts.json").dir === "rtl") {
      messages = Object.fromEntries(Object.entries(messages).map(([id, m]) => [id, mapMessage(m, isolateNumbers)]));
    }
    compiled.set(language, messages);
  }
  return messages;
}
const compiled = new Map<Language, Messages>();

type Compiled = Messages[string];

/**
 * Every literal string of a compiled message, changed. A compiled message is a string or a list of
 * parts; a part is a string or an argument, `[name]` or `[name, type, cases]` whose cases are
 * messages (`["count", "plural", { one: […], other: […] }]`): names and types are kept.
 */
function mapMessage(message: Compiled, change: (text: string) => string): Compiled {
  if (typeof message === "string") return change(message);
  if (!Array.isArray(message)) return message;
  return message.map((part) => {
    if (typeof part === "string") return change(part);
    if (!Array.isArray(part)) return part;
    const [name, type, cases, ...rest] = part as unknown[];
    if (!cases || typeof cases !== "object" || Array.isArray(cases)) return part;
    const mapped = Object.fromEntries(Object.entries(cases).map(([key, value]) => [key, typeof value === "number" ? value : mapMessage(value as Compiled, change)]));
    return [name, type, mapped, ...rest];
  }) as Compiled;
}
