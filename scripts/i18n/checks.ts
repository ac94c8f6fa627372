import { existsSync, readFileSync } from "node:fs";
import { parse, type Token } from "@messageformat/parser";
import PO from "pofile";
import type { LanguageFacts } from "../../lib/i18n/facts";
import { NOT_CONCEPTS } from "../../lib/places/search";
import { CONCEPTS } from "../../lib/places/search-concepts";
import { placeNameProblems } from "./place-names";
import { siteAlertProblems } from "./site-alerts";

/**
 * Checks of a language's translation files (locales/<lang>/) against English: what
 * tests/locales.test.ts runs for every language, and what a translator runs on their own
 * language (`npm run i18n:check -- hy`). Each returns a list of problems, in words.
 */

export type Entry = { context: string; id: string; text: string; fuzzy: boolean };
/** A language's facts.json, as the site reads it (lib/i18n/facts.ts). */
export type Facts = LanguageFacts;

export const LOCALES_DIR = "locales";
const key = (e: Pick<Entry, "context" | "id">) => `${e.context}\u0004${e.id}`;

export function readPo(lang: string, file: "messages" | "pages", root = LOCALES_DIR): Entry[] {
  const po = PO.parse(readFileSync(`${root}/${lang}/${file}.po`, "utf8"));
  return po.items
    .filter((i) => !i.obsolete)
    .map((i) => ({ context: i.msgctxt ?? "", id: i.msgid, text: i.msgstr[0] ?? "", fuzzy: !!i.flags.fuzzy }));
}

export function readFacts(lang: string, root = LOCALES_DIR): Facts {
  return JSON.parse(readFileSync(`${root}/${lang}/facts.json`, "utf8")) as Facts;
}

/** The arguments of an ICU message, sorted; a plural counts as its plain argument, a select is marked. */
export function icuArguments(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === "argument") found.add(`${token.arg}`);
      if (token.type === "plural" || token.type === "select" || token.type === "selectordinal") {
        found.add(token.type === "select" ? `${token.arg}:select` : `${token.arg}`);
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

/** The literal text of an ICU message (its words, without arguments or plural syntax). */
export function icuLiteral(message: string): string {
  const out: string[] = [];
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === "content") out.push(token.value);
      if (token.type === "plural" || token.type === "select" || token.type === "selectordinal") for (const c of token.cases) walk(c.tokens);
    }
  };
  walk(parse(message));
  return out.join(" ");
}

const digitRuns = (text: string) => text.match(/\d+(?:[-.:]\d+)*/g) ?? [];
const tagsOf = (text: string) => (text.match(/<\/?\d+>/g) ?? []).sort();
const normalizeTerm = (text: string) => text.toLocaleLowerCase("en").replace(/[-‐‑]/g, " ");

function compareEntries(lang: string, file: "messages" | "pages", root: string): string[] {
  const english = readPo("en", file);
  const theirs = new Map(readPo(lang, file, root).map((e) => [key(e), e]));
  const problems: string[] = [];
  const englishKeys = new Set(english.map(key));
  for (const k of theirs.keys()) if (!englishKeys.has(k)) problems.push(`${file}.po: "${k.split("\u0004")[1]}" is not an English message (stale or mistyped msgid)`);
  for (const en of english) {
    const where = `${file}.po${en.context ? ` [${en.context}]` : ""} "${en.id.slice(0, 70)}"`;
    const entry = theirs.get(key(en));
    if (!entry || !entry.text.trim()) {
      problems.push(`${where}: not translated`);
      continue;
    }
    if (entry.fuzzy) problems.push(`${where}: marked fuzzy (needs review)`);
    const source = en.text || en.id;
    if (file === "messages") {
      try {
        const a = icuArguments(entry.text).join();
        const b = icuArguments(source).join();
        if (a !== b) problems.push(`${where}: arguments {${a}} differ from English {${b}}`);
      } catch (error) {
        problems.push(`${where}: not valid ICU MessageFormat (${(error as Error).message})`);
        continue;
      }
      for (const n of digitRuns(icuLiteral(source))) if (!icuLiteral(entry.text).includes(n)) problems.push(`${where}: lost the number "${n}"`);
    } else {
      if (tagsOf(entry.text).join() !== tagsOf(source).join()) problems.push(`${where}: link tags ${tagsOf(entry.text).join("") || "none"} differ from English ${tagsOf(source).join("") || "none"}`);
      if (/<(?!\/?\d+>)[a-z/!]/i.test(entry.text)) problems.push(`${where}: contains markup`);
      if (/[{}]/.test(entry.text)) problems.push(`${where}: contains a brace`);
      for (const n of digitRuns(source)) if (!entry.text.includes(n)) problems.push(`${where}: lost the number "${n}"`);
    }
  }
  return problems;
}

/** Every message whose English names a safety term uses the language's official term for it. */
export function glossaryProblems(lang: string, root = LOCALES_DIR): string[] {
  const facts = readFacts(lang, root);
  const englishTerms = Object.keys(readFacts("en").safetyTerms);
  const problems: string[] = [];
  for (const term of englishTerms) if (!facts.safetyTerms[term]?.length) problems.push(`facts.json: no official term for "${term}"`);
  for (const file of ["messages", "pages"] as const) {
    const theirs = new Map(readPo(lang, file, root).map((e) => [key(e), e.text]));
    for (const en of readPo("en", file)) {
      const source = normalizeTerm(en.text || en.id);
      const text = (theirs.get(key(en)) ?? "").toLocaleLowerCase();
      if (!text) continue;
      for (const term of englishTerms) {
        if (!source.includes(term)) continue;
        const forms = facts.safetyTerms[term] ?? [];
        if (!forms.some((f) => text.includes(f.toLocaleLowerCase()))) problems.push(`${file}.po "${(en.text || en.id).slice(0, 70)}": does not use the term for "${term}" (${forms.join(" / ")})`);
      }
    }
  }
  return problems;
}

function factsProblems(lang: string, root: string): string[] {
  const problems: string[] = [];
  if (!existsSync(`${root}/${lang}/facts.json`)) return ["facts.json is missing"];
  const facts = readFacts(lang, root);
  const en = readFacts("en");
  if (!facts.scripts?.length) problems.push("facts.json: scripts (Unicode script names) missing");
  if (facts.dir !== "ltr" && facts.dir !== "rtl") problems.push('facts.json: dir must be "ltr" or "rtl"');
  if (typeof facts.reviewed !== "boolean") problems.push("facts.json: reviewed (true once a native speaker has checked the whole translation) missing");
  for (const r of facts.reviews ?? []) {
    if (!r.by?.trim() || !r.scope?.trim() || typeof r.native !== "boolean" || !/^\d{4}-\d{2}-\d{2}$/.test(r.date ?? "")) problems.push("facts.json: each of reviews needs by, date (YYYY-MM-DD), native (true/false) and scope");
  }
  try {
    if (Intl.DateTimeFormat.supportedLocalesOf([facts.locale]).length !== 1) problems.push(`facts.json: Intl does not know the locale "${facts.locale}"`);
    else if (new Intl.NumberFormat(facts.locale).format(911) !== "911") problems.push(`facts.json: the locale "${facts.locale}" writes 911 in other digits (add -u-nu-latn)`);
  } catch {
    problems.push(`facts.json: "${facts.locale}" is not a locale tag`);
  }
  for (const s of facts.scripts ?? []) {
    try {
      new RegExp(`\\p{Script=${s}}`, "u");
    } catch {
      problems.push(`facts.json: "${s}" is not a Unicode script name`);
    }
  }
  const c = facts.clock;
  if (![12, 24].includes(c?.hourCycle)) problems.push("facts.json: clock.hourCycle must be 12 or 24");
  for (const p of ["hour", "hourMinute"] as const) if (!/\{hh?\}/.test(c?.[p] ?? "")) problems.push(`facts.json: clock.${p} must contain {h} or {hh}`);
  if (!/\{mm?\}/.test(c?.hourMinute ?? "")) problems.push("facts.json: clock.hourMinute must contain {mm} or {m}");
  if (c?.hourCycle === 12 && (!c.am || !c.pm || !c.hour.includes("{period}"))) problems.push("facts.json: a 12-hour clock needs am, pm and {period}");
  if (Object.keys(facts.weekdays ?? {}).sort().join() !== Object.keys(en.weekdays).sort().join()) problems.push("facts.json: weekdays must name sun … sat");
  problems.push(...unbrokenWordProblems(lang, facts, root));
  return [...problems, ...searchProblems(lang, root)];
}

/**
 * A language's search words (search.json): words for every concept of the search
 * (lib/places/search-concepts.ts), and no key the search does not read.
 */
function searchProblems(lang: string, root: string): string[] {
  const path = `${root}/${lang}/search.json`;
  if (!existsSync(path)) return ["search.json is missing"];
  const words = JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
  const problems: string[] = [];
  for (const { id } of CONCEPTS) {
    const list = words[id];
    if (!Array.isArray(list) || !list.some((w) => typeof w === "string" && w.trim())) problems.push(`search.json: no search words for "${id}"`);
  }
  for (const key of Object.keys(words)) if (!CONCEPTS.some((c) => c.id === key) && !NOT_CONCEPTS.includes(key)) problems.push(`search.json: unknown search concept "${key}"`);
  return problems;
}

/**
 * Each word kept on one line (lib/i18n/line-breaks.ts) is in the language's page copy, and the
 * line-breaking dictionary (Intl.Segmenter's, as the browsers') does split it: else it is not needed.
 */
function unbrokenWordProblems(lang: string, facts: Facts, root: string): string[] {
  const words = facts.unbrokenWords ?? [];
  if (!words.length) return [];
  const copy = readPo(lang, "pages", root).map((e) => e.text).join("\n");
  const segmenter = new Intl.Segmenter(facts.locale, { granularity: "word" });
  return words.flatMap((word) => [
    ...(copy.includes(word) ? [] : [`facts.json: unbrokenWords "${word}" is in no page sentence`]),
    ...([...segmenter.segment(word)].length > 1 ? [] : [`facts.json: unbrokenWords "${word}" is one word to the dictionary already`]),
  ]);
}

/** The share of a language's messages written in its own script (an English sentence left in shows up here). */
function scriptProblems(lang: string, root: string): string[] {
  const facts = readFacts(lang, root);
  const script = new RegExp(facts.scripts.map((s) => `\\p{Script=${s}}`).join("|"), "u");
  const latinOnly = facts.scripts.every((s) => s === "Latin");
  const problems: string[] = [];
  for (const file of ["messages", "pages"] as const) {
    const theirs = new Map(readPo(lang, file, root).map((e) => [key(e), e.text]));
    const words = readPo("en", file).filter((e) => /[a-z]{3}/i.test(e.text || e.id));
    const ok = words.filter((e) => {
      const text = theirs.get(key(e)) ?? "";
      return latinOnly ? text !== (e.text || e.id) : script.test(text);
    });
    const share = ok.length / Math.max(1, words.length);
    if (share < 0.93) problems.push(`${file}.po: only ${(share * 100).toFixed(0)}% of messages are in ${facts.scripts.join("/")} (an English text left in?)`);
  }
  return problems;
}

/** Everything wrong with a language's files; `root` is the folder holding `<lang>/` (tests check copies). */
export function localeProblems(lang: string, root = LOCALES_DIR): string[] {
  const facts = factsProblems(lang, root);
  if (facts.length) return facts;
  return [
    ...compareEntries(lang, "messages", root),
    ...compareEntries(lang, "pages", root),
    ...glossaryProblems(lang, root),
    ...placeNameProblems(lang, root),
    ...siteAlertProblems(readFacts(lang, root), readPo("en", "messages"), readPo(lang, "messages", root)),
    ...(lang === "en" ? [] : scriptProblems(lang, root)),
  ];
}
