import type { Metadata } from "next";
import { headers } from "next/headers";
import { LogoMark } from "@/components/brand/logo";
import { NotFoundContent } from "@/components/errors/not-found-content";
import { LAYOUT } from "@/lib/nav/settings";
import { HTML_LANG, languageFrom, localizeHref, PAGE_LANGUAGE_HEADER } from "@/lib/i18n/languages";
import { languageFacts } from "@/lib/i18n/catalog";
import { i18nIn } from "@/lib/i18n/catalog";
import { SITE } from "@/lib/site/identity";
import "./globals.css";

/**
 * Any address that is no page of the site (`/nothing`, `/es/nothing`, `/moderate` when moderation
 * is off): a complete, server-rendered 404 document in the address's language (proxy.ts tells
 * which). The site's layout cannot wrap it (its root layout is per language), so the page links
 * onward instead.
 */
export const metadata: Metadata = { title: `404 · ${SITE.name}`, robots: { index: false } };

export default async function GlobalNotFound() {
  const language = languageFrom((await headers()).get(PAGE_LANGUAGE_HEADER));
  const i18n = i18nIn(language);
  return (
    <html lang={HTML_LANG[language]} dir={languageFacts(language).dir}>
      <body className="flex min-h-dvh flex-col">
        <header className="fixed inset-x-0 top-0 z-40 bg-ink text-white shadow-md" style={{ height: LAYOUT.navHeightPx }}>
          <div className="mx-auto flex h-full max-w-6xl items-center px-3">
            <a href={localizeHref(language, "/")} className="flex items-center gap-2 rounded font-bold">
              <LogoMark />
              <span translate="no">{SITE.name}</span>
            </a>
          </div>
        </header>
        <main id="main" className="flex-1" style={{ paddingTop: LAYOUT.mainTopPaddingPx }}>
          <NotFoundContent language={language} i18n={i18n} />
        </main>
      </body>
    </html>
  );
}
