import { existsSync, readFileSync } from "node:fs";
import PO from "pofile";
import type { LanguageFacts } from "../../lib/i18n/facts";

/**
 * One spelling per place name in a language (facts.json `placeNames`): every message whose English
 * names a place of the glossary writes it as the glossary does, as many times as English names it A reader who meets
 * «เคาน์ตีลอสแอนเจลิส» in an alert and «เทศมณฑลลอสแอนเจลิส» on the guide may take them for two
 * places. English's own entry lists the English spellings the check looks for ("Los Angeles
 * County", "LA County"); each language's entry lists its accepted forms. A form is matched inside
 * the text, so a stem covers the case endings a language adds (Armenian «Լոս Անջելեսի շրջան»
 * covers «…շրջանում», «…շրջանից»; Russian «Лос-Анджелес» covers «Лос-Анджелеса»): list a form
 * per case only where the ending is inside the name (Russian «округе Лос-Анджелес»).
 * The language's name for a community in communities.json must be one of its forms too.
 */

/** Names of services and sources that every language keeps in English (a link's title): not a place in a sentence. */
const KEPT_IN_ENGLISH = ["Alert LA County", "National Weather Service Los Angeles", "California DMV"];

// Its own readers of the PO and facts files: checks.ts, which reads them too, runs this check.
const readFacts = (root: string, lang: string) => JSON.parse(readFileSync(`${root}/${lang}/facts.json`, "utf8")) as LanguageFacts;
const readEntries = (root: string, lang: string, file: string) =>
  PO.parse(readFileSync(`${root}/${lang}/${file}.po`, "utf8")).items.filter((i) => !i.obsolete).map((i) => ({ key: `${i.msgctxt ?? ""}\u0004${i.msgid}`, source: i.msgstr[0] || i.msgid, text: i.msgstr[0] ?? "" }));

const withoutKeptNames = (text: string) => KEPT_IN_ENGLISH.reduce((t, name) => t.split(name).join(" "), text);

export function placeNameProblems(lang: string, root: string): string[] {
  const english = readFacts("locales", "en").placeNames ?? {};
  const theirs = readFacts(root, lang).placeNames ?? {};
  const problems: string[] = [];
  const names = Object.keys(english);
  for (const name of names) if (!theirs[name]?.length) problems.push(`facts.json: placeNames has no spelling of "${name}"`);
  for (const name of Object.keys(theirs)) if (!english[name]) problems.push(`facts.json: placeNames "${name}" is not in English's placeNames`);
  if (problems.length) return problems;
  const ours = (name: string) => english[name] ?? [];
  const spellings = (name: string) => theirs[name] ?? [];
  const count = (text: string, forms: string[]) => forms.reduce((n, f) => n + text.split(f).length - 1, 0);

  const communitiesPath = `${root}/${lang}/communities.json`;
  const communities = existsSync(communitiesPath) ? (JSON.parse(readFileSync(communitiesPath, "utf8")) as Record<string, string>) : {};
  for (const name of names) {
    const community = communities[name];
    if (community && !spellings(name).includes(community)) problems.push(`communities.json: "${name}" is «${community}», not a spelling of facts.json placeNames (${spellings(name).join(" / ")})`);
  }

  // A longer name is looked for first and taken out, so "Los Angeles County" is not also "Los Angeles".
  const longestFirst = [...names].sort((a, b) => Math.max(...ours(b).map((f) => f.length)) - Math.max(...ours(a).map((f) => f.length)));
  for (const file of ["messages", "pages"] as const) {
    const translated = new Map(readEntries(root, lang, file).map((e) => [e.key, e.text]));
    for (const en of readEntries("locales", "en", file)) {
      const text = withoutKeptNames(translated.get(en.key) ?? "").toLocaleLowerCase();
      if (!text.trim()) continue;
      let source = withoutKeptNames(en.source);
      for (const name of longestFirst) {
        const found = count(source, ours(name));
        for (const f of ours(name)) source = source.split(f).join(" ");
        if (found && count(text, spellings(name).map((f) => f.toLocaleLowerCase())) < found) {
          problems.push(`${file}.po "${en.source.slice(0, 70)}": does not spell "${name}" as often as English names it, as the glossary does (${spellings(name).join(" / ")})`);
        }
      }
    }
  }
  return problems;
}
