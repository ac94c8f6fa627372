/** One-time migration: the TypeScript catalogs and documents of es, zh, ko → locales/<lang>/{messages,pages}.po. */
import { mkdirSync, writeFileSync } from "node:fs";
import { formatter } from "@lingui/format-po";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import * as enDoc from "@/lib/content/en";
import * as esDoc from "@/lib/content/es";
import * as koDoc from "@/lib/content/ko";
import * as zhDoc from "@/lib/content/zh";
import { richTextLinks, richTextMessage, textsOf } from "@/lib/content/messages";
import type { Inline } from "@/lib/content/types";
import { en } from "@/lib/i18n/messages/en";
import { es } from "@/lib/i18n/messages/es";
import { ko } from "@/lib/i18n/messages/ko";
import { zh } from "@/lib/i18n/messages/zh";

const po = formatter({ origins: false, printPlaceholdersInComments: false });
type Entry = { message?: string; translation: string; context?: string | null; comments: string[]; origin: []; extra: { flags: string[]; translatorComments: string[] }; obsolete: false };

const PAGES = ["home", "notice", "faq", "guide", "volunteer", "donate", "contact"] as const;
const docs = { en: enDoc, es: esDoc, zh: zhDoc, ko: koDoc } as Record<string, Record<string, unknown>>;
const cats = { en, es, zh, ko } as Record<string, Record<string, string>>;

function messagesCatalog(lang: string) {
  const catalog: Record<string, Entry> = {};
  for (const id of Object.keys(en)) catalog[id] = { translation: cats[lang]![id]!, comments: [], origin: [], extra: { flags: [], translatorComments: [] }, obsolete: false };
  return catalog;
}

/** Their document's text for each English text node, tags numbered by English link order (matched by address). */
function pagesCatalog(lang: string) {
  const catalog: Record<string, Entry> = {};
  for (const page of PAGES) {
    const ours = textsOf(docs.en![page]);
    const theirs = textsOf(docs[lang]![page]);
    if (ours.length !== theirs.length) throw new Error(`${lang} ${page}: ${theirs.length} texts, English ${ours.length}`);
    ours.forEach((node, i) => {
      let translation = theirs[i]!.message;
      if (node.links.length) {
        // Renumber their tags by the English order of the same addresses.
        const used = new Set<number>();
        const theirLinks = theirs[i]!.links;
        let k = 0;
        translation = translation.replace(/<(\d+)>([\s\S]*?)<\/\1>/g, (_m, _n, label: string) => {
          const href = theirLinks[k++]!.href;
          const n = node.links.findIndex((l, j) => l.href === href && !used.has(j));
          if (n < 0) throw new Error(`${lang} ${page}: link ${href} not in English "${node.message}"`);
          used.add(n);
          return `<${n}>${label}</${n}>`;
        });
      }
      if (/[{}]/.test(node.message + translation)) throw new Error(`braces in ${page}: ${node.message}`);
      const id = generateMessageId(node.message, page);
      const existing = catalog[id];
      if (existing && existing.translation !== translation) console.warn(`${lang} ${page}: "${node.message}" translated two ways; first kept`);
      if (!existing) catalog[id] = { message: node.message, translation: lang === "en" ? node.message : translation, context: page, comments: [], origin: [], extra: { flags: [], translatorComments: [] }, obsolete: false };
    });
  }
  return catalog;
}
void richTextLinks;
void richTextMessage;
void (null as unknown as Inline);

async function main() {
  for (const lang of ["en", "es", "zh", "ko"]) {
    mkdirSync(`locales/${lang}`, { recursive: true });
    const ctx = { locale: lang, sourceLocale: "en", existing: null, filename: "" };
    writeFileSync(`locales/${lang}/messages.po`, await po.serialize(messagesCatalog(lang) as never, ctx as never));
    writeFileSync(`locales/${lang}/pages.po`, await po.serialize(pagesCatalog(lang) as never, ctx as never));
  }
}
void main();
