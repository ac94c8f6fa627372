import type { Page } from "@playwright/test";
import * as en from "../../lib/content/en";
import { contentPageStrings, richStrings } from "../../lib/content/strings";
import type { SiteContent } from "../../lib/content/types";
import { curatedEntries } from "../../lib/i18n/curated";
import { normalizeText } from "../../lib/i18n/normalize";
import { TARGET_LANGUAGES, type TargetLanguage } from "../../lib/i18n/types";
import { contentIn, messagesIn } from "./locales";

/** Uncaught exceptions in the page (a crash the visitor would notice, or a broken script). */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

/** Console errors, except the ones the tests cause on purpose (no map tiles, a refused CMS). */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && !/tile|ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  return errors;
}

/** Every string of a language's page copy, normalized. */
function contentStrings(c: SiteContent): Set<string> {
  return new Set(
    [
      ...[c.guide, c.volunteer, c.donate, c.contact].flatMap(contentPageStrings),
      ...richStrings(c.faq.greeting),
      ...c.faq.faqs.flatMap((f) => [f.question, ...richStrings(f.answer)]),
      c.notice.title,
      ...richStrings(c.notice.body),
      ...c.notice.links.flatMap(richStrings),
      c.notice.dismiss,
      ...Object.values(c.home.hero),
      ...Object.values(c.home.map),
    ].map(normalizeText),
  );
}

const CATALOGS = Object.fromEntries(TARGET_LANGUAGES.map((l) => [l, messagesIn(l)])) as Record<TargetLanguage, Record<string, string>>;

/** English page copy that a language's copy does not also use (names like "AirNow" stay the same). */
const ENGLISH_ONLY: Record<TargetLanguage, Set<string>> = Object.fromEntries(
  TARGET_LANGUAGES.map((lang) => {
    const theirs = contentStrings(contentIn(lang));
    return [lang, new Set([...contentStrings(en)].filter((t) => !theirs.has(t)))];
  }),
) as Record<TargetLanguage, Set<string>>;

/** English built-in strings still visible in server-translated regions (names that stay the same excepted). */
export async function leftoverEnglish(page: Page, lang: TargetLanguage): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || el.closest("[translate=no], .notranslate, script, style")) continue;
      if (el.closest("[data-i18n]")?.getAttribute("data-i18n") !== "curated") continue;
      if (!el.checkVisibility?.()) continue;
      out.push(node.nodeValue ?? "");
    }
    return out;
  });
  return texts
    .map(normalizeText)
    .filter((t) => t && ((curatedEntries[t] && curatedEntries[t][lang] !== t) || ENGLISH_ONLY[lang].has(t)));
}

/**
 * A built-in message in a language, as its catalog has it (locales/<lang>/messages.po): ICU arguments such
 * as "{count}" are left in. Throws if there is no such message, so tests stay honest.
 */
export function curated(id: string, lang: TargetLanguage): string {
  const message = CATALOGS[lang][normalizeText(id)];
  if (message === undefined) throw new Error(`No message ${JSON.stringify(id)} in the ${lang} catalog`);
  return message;
}

/**
 * Every link on the page a visitor should not be able to follow: a scheme other than http(s),
 * mailto and tel (javascript:, data:, vbscript:…), another host reached through a relative
 * address (//evil.example), user name or password in the address, or an absurd length.
 */
export async function unsafeLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const origin = new URL(page.url()).origin;
  return hrefs.filter((href) => {
    if (href.length > 2000) return true;
    let url: URL;
    try {
      url = new URL(href, origin);
    } catch {
      return true;
    }
    if (url.protocol === "mailto:" || url.protocol === "tel:") return false;
    if (url.protocol !== "http:" && url.protocol !== "https:") return true;
    if (url.username || url.password) return true;
    const relative = !/^[a-z][a-z0-9+.-]*:/i.test(href.trim());
    return relative && url.origin !== origin;
  });
}

/** Test controls of a LibreTranslate stub (e2e/support/libretranslate-stub.mjs). */
export function translateStub(base: string) {
  const call = async (path: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as { calls: number; texts: number };
  };
  return {
    reset: () => call("/__reset", {}),
    mode: (mode: "ok" | "down" | "slow" | "garbage") => call("/__mode", { mode }),
    calls: async () => (await call("/__calls")).calls,
  };
}
